"""Fenced leases on the outbox (app/leases.py): an attempt ends by its deadline, before its lease;
no two attempts of a message overlap; a late outcome never overwrites a newer one."""

from __future__ import annotations

import threading
import time
from datetime import timedelta

import pytest

from app.extensions import db
from app.models import OutboxMessage, OutboxStatus
from app.models.base import utcnow
from app.services.messaging import outbox
from tests.smtp import SlowSmtp

SETTINGS = {
    "MAIL_SERVER": "127.0.0.1",
    "MAIL_TIMEOUT": 1.5,  # per read: the slow server answers every read within it
    "MAIL_SEND_DEADLINE_SECONDS": 2.0,
    "OUTBOX_LEASE_SECONDS": 2.5,
    "OUTBOX_RETRY_BASE_SECONDS": 0.2,
    "OUTBOX_RETRY_MAX_SECONDS": 0.2,
    "OUTBOX_MAX_ATTEMPTS": 10,
}


@pytest.fixture
def queued_message(app):
    """One email committed to the outbox, with no queue to run it inline: the test is the worker."""
    app.extensions.pop("jobs")  # app/background.py then leaves the row to the "sweeps" below
    app.config.update(SETTINGS)
    message = OutboxMessage(kind="email", recipient="guest@example.et", subject="Welcome",
                            body_text="Selam!", message_id=outbox.new_message_id(),
                            status=OutboxStatus.PENDING, attempts=0, next_attempt_at=utcnow())
    db.session.add(message)
    db.session.commit()
    return message.id


def row(message_pk: int) -> OutboxMessage:
    db.session.rollback()
    return db.session.get(OutboxMessage, message_pk, populate_existing=True)


def test_a_slow_live_server_past_the_lease_gets_one_attempt_at_a_time_and_one_message(app, queued_message):
    """Each read answers in 1.2 s (under MAIL_TIMEOUT), so a conversation would take ~6 s, past
    the 2.5 s lease. Two sweeps keep asking; the first two attempts are cut at their deadline and
    the third server connection is quick. Before the deadline existed, the sweep re-claimed the
    running attempt at its lease's end and the message went out twice."""
    server = SlowSmtp(delays=[1.2, 1.2, 0.0])
    app.config["MAIL_PORT"] = server.port
    results: list[str] = []
    stop = threading.Event()

    def sweep():
        with app.app_context():
            while not stop.is_set():
                results.append(outbox.deliver(queued_message).status)
                time.sleep(0.05)

    sweeps = [threading.Thread(target=sweep) for _ in range(2)]
    for thread in sweeps:
        thread.start()
    try:
        deadline = time.monotonic() + 20
        while row(queued_message).status != OutboxStatus.SENT and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        stop.set()
        for thread in sweeps:
            thread.join()
        server.close()

    message = row(queued_message)
    assert message.status == OutboxStatus.SENT and message.attempts == 3
    assert message.lease_token is None and message.locked_until is None
    assert len(server.accepted) == 1
    assert len(server.connections) == 3 and not server.overlapping(), server.connections
    assert results.count("sent") == 1 and results.count("pending") == 2
    assert "deadline" in (message.last_error or "") or message.last_error is None


def test_a_late_failure_does_not_overwrite_sent(app, queued_message):
    """The first attempt's lease runs out (its worker paused); a second attempt claims the message
    and sends it; the first one's failure then writes nothing."""
    first = outbox.claim(queued_message)
    message = row(queued_message)
    message.locked_until = utcnow() - timedelta(seconds=1)  # the pause outlived the lease
    db.session.commit()
    second = outbox.claim(queued_message)
    assert second is not None and second.claim.token != first.claim.token
    assert outbox.LEASES.settle(second.claim, status=OutboxStatus.SENT, sent_at=utcnow())

    late = outbox._record_failure(first, OSError("connection reset"))

    assert late.status == "skipped"
    message = row(queued_message)
    assert message.status == OutboxStatus.SENT and message.last_error is None
    assert outbox.claim(queued_message) is None  # sent is final


def test_a_lease_shorter_than_the_deadline_is_refused_at_start(app):
    from app import create_app

    with pytest.raises(RuntimeError, match="MAIL_SEND_DEADLINE_SECONDS"):
        create_app("testing", SQLALCHEMY_DATABASE_URI=app.config["SQLALCHEMY_DATABASE_URI"],
                   MAIL_SEND_DEADLINE_SECONDS=120, OUTBOX_LEASE_SECONDS=120)
