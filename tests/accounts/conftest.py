"""Fixtures of the accounts tests: a real SMTP server on loopback receiving the app's email, and
a real redis-server for the rate-limit storage (when `redis-server` is installed).

`app_config` here extends the suite-wide one: SMTP delivery to the loopback server, a public base
URL for links, and whatever `extra_config` a test module adds (e.g. small rate limits).
"""

from __future__ import annotations

import email
import email.policy
import re
import shutil
import socket
import subprocess
import time
from email.message import EmailMessage

import pytest
from aiosmtpd.controller import Controller

from tests.accounts.helpers import PUBLIC_BASE_URL

VERIFY_LINK = re.compile(re.escape(PUBLIC_BASE_URL) + r"/api/v1/mobile/auth/verify-email\?token=[\w.\-]+")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Mailbox:
    """What the loopback SMTP server received, parsed (aiosmtpd handler protocol)."""

    def __init__(self):
        self.messages: list[EmailMessage] = []

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        message["X-Envelope-To"] = ", ".join(envelope.rcpt_tos)
        self.messages.append(message)
        return "250 Message accepted for delivery"

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.messages if m["X-Envelope-To"] == address]

    @staticmethod
    def parts(message: EmailMessage) -> tuple[str, str]:
        """(text body, html body) of a message."""
        text = message.get_body(preferencelist=("plain",)).get_content()
        html = message.get_body(preferencelist=("html",)).get_content()
        return text, html

    def verification_link(self, address: str) -> str:
        """The verification link of the latest email to `address`; text and HTML must agree."""
        messages = self.to(address)
        assert messages, f"no email to {address}; got {[m['X-Envelope-To'] for m in self.messages]}"
        text, html = self.parts(messages[-1])
        links = VERIFY_LINK.findall(text)
        assert len(links) == 1, text
        assert links[0] in html.replace("&amp;", "&")
        return links[0]


@pytest.fixture(scope="session")
def smtp_server():
    mailbox = Mailbox()
    controller = Controller(mailbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    try:
        yield controller
    finally:
        controller.stop()


@pytest.fixture
def mailbox(smtp_server) -> Mailbox:
    smtp_server.handler.messages.clear()
    return smtp_server.handler


@pytest.fixture
def extra_config() -> dict:
    """Config a test module adds on top of this folder's `app_config`."""
    return {}


@pytest.fixture
def ratelimit_storage_uri() -> str:
    return "memory://"


@pytest.fixture
def app_config(tmp_path, smtp_server, ratelimit_storage_uri, extra_config) -> dict:
    return {
        "MAIL_OUTBOX_DIR": str(tmp_path / "outbox"),
        "TTS_CACHE_DIR": str(tmp_path / "tts"),
        "MAIL_SERVER": smtp_server.hostname,
        "MAIL_PORT": smtp_server.port,
        # Flask-Mail suppresses sending when app.testing; these tests want the real delivery.
        "MAIL_SUPPRESS_SEND": False,
        "PUBLIC_BASE_URL": PUBLIC_BASE_URL,
        "RATELIMIT_STORAGE_URI": ratelimit_storage_uri,
        **extra_config,
    }


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    """URL of a throwaway redis-server on loopback; skips when redis-server is not installed."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not on PATH (scripts/test.sh installs the Debian package)")
    import redis

    port = free_port()
    workdir = tmp_path_factory.mktemp("redis")
    process = subprocess.Popen(
        [
            binary,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(workdir),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    client = redis.Redis(host="127.0.0.1", port=port)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"redis-server did not start (exit code {process.poll()})")
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        client.close()
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture
def redis_storage(redis_url) -> str:
    """The redis URL with an empty database, so that no test sees another's counters."""
    import redis

    with redis.Redis.from_url(redis_url) as client:
        client.flushdb()
    return redis_url
