"""Fixtures of the contract tests: the client a mobile team would generate from the OpenAPI
document (openapi-python-client, pinned in requirements-dev.txt), generated once per session and
offline, and the app served for real on loopback with the suite's loopback SMTP server, so that
the generated client drives it over HTTP as an app would."""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from app import create_app
from tests import smtp
from tests.smtp import free_port

CLIENT_PACKAGE = "marefiya_contract_client"


def _offline(command: list[str]) -> list[str]:
    """The command in a network namespace of its own (no network at all) where the machine allows
    it, so that generation is proven offline; as it is otherwise."""
    unshare = shutil.which("unshare")
    if unshare and subprocess.run([unshare, "--net", "true"], capture_output=True).returncode == 0:
        return [unshare, "--net", *command]
    return command


@pytest.fixture(scope="session")
def openapi_document(_schema) -> dict:
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema)
    return json.loads(app.test_client().get("/api/openapi.json").data)


@pytest.fixture(scope="session")
def generated(openapi_document, tmp_path_factory):
    """(the generated client package, the generator's output). The generator formats its code
    with ruff, from this virtual environment."""
    root = tmp_path_factory.mktemp("client")
    document = root / "openapi.json"
    document.write_text(json.dumps(openapi_document))
    environment = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    result = subprocess.run(
        _offline([sys.executable, "-m", "openapi_python_client", "generate", "--path", str(document),
                  "--output-path", str(root / CLIENT_PACKAGE), "--meta", "none"]),
        capture_output=True, text=True, env=environment, timeout=300,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module(CLIENT_PACKAGE), output
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m == CLIENT_PACKAGE or m.startswith(f"{CLIENT_PACKAGE}.")]:
            del sys.modules[name]


@pytest.fixture(scope="session")
def smtp_server():
    controller = smtp.start_smtp(smtp.Mailbox())
    try:
        yield controller
    finally:
        controller.stop()


@pytest.fixture
def mailbox(smtp_server) -> smtp.Mailbox:
    smtp_server.handler.messages.clear()
    return smtp_server.handler


@pytest.fixture
def server_port() -> int:
    return free_port()


@pytest.fixture
def base_url(server_port) -> str:
    return f"http://127.0.0.1:{server_port}"


@pytest.fixture
def app_config(tmp_path, smtp_server, base_url) -> dict:
    # Emails go to the loopback SMTP server and their links point at the served app.
    return {
        "MAIL_OUTBOX_DIR": str(tmp_path / "outbox"), "TTS_CACHE_DIR": str(tmp_path / "tts"),
        "MEDIA_DIR": str(tmp_path / "media"),
        "MAIL_SERVER": smtp_server.hostname, "MAIL_PORT": smtp_server.port, "MAIL_SUPPRESS_SEND": False,
        "PUBLIC_BASE_URL": base_url,
    }


@pytest.fixture
def served(app, server_port, base_url):
    """The app served by a real multi-threaded werkzeug server on 127.0.0.1: its base URL."""
    server = make_server("127.0.0.1", server_port, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield base_url
    finally:
        server.shutdown()
        thread.join(timeout=5)
