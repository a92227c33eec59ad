"""Outbox delivery by real `flask worker` processes through a real SMTP server on loopback that
refuses, hangs, recovers, or stalls while a worker is killed. Runs on SQLite and PostgreSQL (the
suite's database) with the queue on a SQLite file, and once with the queue on redis-server."""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from sqlalchemy import select

from app.extensions import db
from app.models import OutboxMessage, OutboxStatus
from app.models.base import utcnow
from tests.accounts.helpers import REGISTRATION
from tests.jobs.conftest import wait_until
from tests.smtp import Mailbox, Tarpit, start_smtp

REGISTER = "/api/v1/mobile/auth/register"


@pytest.fixture
def app_config(job_settings) -> dict:
    """The test's app queues jobs where its worker processes read them, and mails to them."""
    return dict(job_settings)


def register(client, email: str = REGISTRATION["email"]):
    response = client.post(REGISTER, json={**REGISTRATION, "email": email})
    assert response.status_code == 201, response.get_json()
    return response


def outbox_row(email: str) -> OutboxMessage | None:
    return db.session.scalar(select(OutboxMessage).where(OutboxMessage.recipient == email))


@pytest.fixture(params=["sqlite-queue", "redis-queue"])
def queue_url(request, tmp_path):
    if request.param == "sqlite-queue":
        return f"sqlite:///{tmp_path / 'jobs.db'}"
    import redis

    url = request.getfixturevalue("redis_url").rsplit("/", 1)[0] + "/1"
    with redis.Redis.from_url(url) as client:
        client.flushdb()
    return url


def test_email_arrives_exactly_once_after_the_mail_server_recovers(client, workers, mail_port):
    workers.start()
    register(client)  # answers at once: the request only wrote the outbox row

    # (a) The server refuses: the worker's attempts fail and are retried with backoff.
    def waiting_after_two_attempts():
        row = outbox_row(REGISTRATION["email"])
        return row if row and row.attempts >= 2 and row.status == OutboxStatus.PENDING else None

    failed = wait_until(waiting_after_two_attempts, what="two refused attempts")
    assert "ConnectionRefusedError" in failed.last_error

    # (c) The server comes up on that port: the next retry delivers.
    mailbox = Mailbox()
    server = start_smtp(mailbox, port=mail_port)
    try:
        wait_until(lambda: mailbox.to(REGISTRATION["email"]), what="the verification email")
        time.sleep(2.5)  # several retry periods: nothing is sent a second time
        (received,) = mailbox.to(REGISTRATION["email"])
    finally:
        server.stop()
    row = outbox_row(REGISTRATION["email"])
    assert row.status == OutboxStatus.SENT and row.sent_at is not None
    assert received["Message-ID"] == row.message_id
    assert "verify-email?token=" in Mailbox.parts(received)[0]


@pytest.mark.parametrize("queue_url", ["sqlite-queue"], indirect=True)
def test_api_keeps_answering_while_the_mail_server_hangs(app, live_server, workers, job_settings):
    """(b) A server that accepts and never answers holds only the worker, for MAIL_TIMEOUT at
    most per attempt; registrations, health and home answer meanwhile without waiting on it."""
    tarpit = Tarpit()
    try:
        app.config["MAIL_PORT"] = tarpit.port
        workers.start(MAIL_PORT=tarpit.port, MAIL_TIMEOUT=3)

        def timed(method: str, path: str, **kwargs) -> tuple[int, float]:
            started = time.perf_counter()
            response = httpx.request(method, live_server + path, timeout=30, **kwargs)
            return response.status_code, time.perf_counter() - started

        calls = []
        for n in range(8):  # under the registration limit of 10 per address
            body = {**REGISTRATION, "email": f"guest{n}@example.et"}
            calls += [("POST", REGISTER, {"json": body}), ("GET", "/v1/health", {}),
                      ("GET", "/api/v1/mobile/home", {})]
        with ThreadPoolExecutor(max_workers=6) as pool:
            results = list(pool.map(lambda call: timed(call[0], call[1], **call[2]), calls))
        wait_until(lambda: len(tarpit.accepted) >= 2, what="the worker to reach the tarpit")
        while_hanging = [timed("GET", "/v1/health") for _ in range(5)]

        statuses = {status for status, _ in results + while_hanging}
        slowest = max(seconds for _, seconds in results + while_hanging)
        assert statuses == {200, 201}, statuses
        # Not one request waited on the mail server (a wait would take MAIL_TIMEOUT = 3 s).
        assert slowest < 3, f"slowest request took {slowest:.2f}s"
        print(f"\nAPI while SMTP hangs: {len(results) + 5} requests, slowest {slowest * 1000:.0f} ms")

        row = wait_until(lambda: (r := outbox_row("guest0@example.et")) and r.last_error and r,
                         timeout=30, what="a timed-out attempt")
        # MAIL_SEND_DEADLINE_SECONDS (2.5 s) ends the attempt before MAIL_TIMEOUT (3 s) would.
        assert "deadline" in row.last_error
        health = httpx.get(live_server + "/v1/health").json()
        assert health["queue"]["scheduler"] == "ok" and health["mail"]["retrying"] >= 1
        assert health["mail"]["status"] == "retrying" and health["status"] == "degraded"
    finally:
        tarpit.close()


class StallFirstDelivery(Mailbox):
    """Receives the first message's data and then never answers it (the worker holding that
    connection is killed meanwhile); later messages are accepted normally."""

    def __init__(self):
        super().__init__()
        self.stalled = threading.Event()

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        if not self.stalled.is_set():
            self.stalled.set()
            await asyncio.sleep(15)
            return "451 Requested action aborted"
        return await super().handle_DATA(server, session, envelope)


@pytest.mark.parametrize("queue_url", ["sqlite-queue"], indirect=True)
def test_worker_killed_mid_delivery_sends_the_email_once_after_restart(client, workers, mail_port):
    mailbox = StallFirstDelivery()
    server = start_smtp(mailbox, port=mail_port)
    try:
        first = workers.start(MAIL_TIMEOUT=30)
        register(client)
        assert mailbox.stalled.wait(20), workers.log()
        workers.kill(first)
        row = outbox_row(REGISTRATION["email"])
        assert row.status == OutboxStatus.SENDING and row.attempts == 1

        # Its lease runs out; a new worker takes the abandoned delivery over at start.
        wait_until(lambda: utcnow() > outbox_row(REGISTRATION["email"]).locked_until, what="the lease")
        workers.start()
        wait_until(lambda: mailbox.to(REGISTRATION["email"]), what="the email after restart")
        time.sleep(1.5)
        (received,) = mailbox.to(REGISTRATION["email"])
    finally:
        server.stop()
    row = outbox_row(REGISTRATION["email"])
    assert row.status == OutboxStatus.SENT and row.attempts == 2
    assert received["Message-ID"] == row.message_id
