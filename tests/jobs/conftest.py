"""Fixtures of the job-queue tests: real `flask worker` processes on a shared queue (Huey on a
SQLite file, or on a real redis-server), the test's own database, and SMTP peers on loopback.

The test's app and every worker it starts share `job_settings`: the queue URL, the mail server
and short retry/lease times, so a test sees retries in seconds rather than minutes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.extensions import db
from tests.smtp import free_port

ROOT = Path(__file__).resolve().parents[2]


def wait_until(condition, timeout: float = 20.0, interval: float = 0.1, what: str = "condition"):
    """Poll `condition()` until it returns something truthy; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        db.session.rollback()  # read what other processes committed since
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"timed out after {timeout}s waiting for {what}")
        time.sleep(interval)


@pytest.fixture
def queue_url(tmp_path) -> str:
    """The queue the test's app and its workers share (override for Redis)."""
    return f"sqlite:///{tmp_path / 'jobs.db'}"


@pytest.fixture
def mail_port() -> int:
    """The port the app sends mail to; nothing listens there until a test starts a server."""
    return free_port()


@pytest.fixture
def job_settings(queue_url, mail_port, tmp_path) -> dict:
    return {
        "JOBS_QUEUE_URL": queue_url,
        "MAIL_SERVER": "127.0.0.1",
        "MAIL_PORT": mail_port,
        "MAIL_TIMEOUT": 2.0,
        "MAIL_SEND_DEADLINE_SECONDS": 2.5,
        "OUTBOX_RETRY_BASE_SECONDS": 0.3,
        "OUTBOX_RETRY_MAX_SECONDS": 1.0,
        "OUTBOX_LEASE_SECONDS": 3.0,
        "OUTBOX_MAX_ATTEMPTS": 50,
        "MAIL_OUTBOX_DIR": str(tmp_path / "outbox"),
        "TTS_CACHE_DIR": str(tmp_path / "tts"),
    }


class Workers:
    """Starts `flask worker` processes with the test's settings; stops them after the test."""

    def __init__(self, database_url: str, settings: dict, log_dir: Path):
        self.database_url = database_url
        self.settings = settings
        self.log_dir = log_dir
        self.processes: list[subprocess.Popen] = []

    def start(self, **overrides) -> subprocess.Popen:
        env = {
            **os.environ,
            "MAREFIYA_ENV": "testing",
            "MAREFIYA_INSTANCE_DIR": str(self.log_dir / "instance"),
            "TEST_DATABASE_URL": self.database_url,
            "TEST_JOBS_QUEUE_URL": self.settings["JOBS_QUEUE_URL"],
            "FLASK_APP": "wsgi.py",
        }
        for name, value in {**self.settings, **overrides}.items():
            if name != "JOBS_QUEUE_URL":
                env[name] = str(value)
        log = open(self.log_dir / f"worker-{len(self.processes)}.log", "wb")  # noqa: SIM115
        process = subprocess.Popen(
            [sys.executable, "-m", "flask", "worker", "--workers", "2"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        )
        self.processes.append(process)
        return process

    def kill(self, process: subprocess.Popen) -> None:
        """SIGKILL: the worker dies mid-task, as on a power cut or an OOM kill."""
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)

    def log(self) -> str:
        return "\n".join(p.read_text(errors="replace") for p in sorted(self.log_dir.glob("worker-*.log")))

    def stop_all(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.terminate()  # Huey: SIGTERM stops at once, without waiting for tasks
        for process in self.processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


@pytest.fixture
def workers(app, database_url, job_settings, tmp_path):
    running = Workers(database_url, job_settings, tmp_path)
    try:
        yield running
    finally:
        running.stop_all()
