"""The outbox rules without a worker process: what is queued with which transaction, backoff,
the dead state, the sweep, purging, the admin's retry, health, and the periodic jobs' bodies.
(The suite's default queue is immediate://: a committed outbox row is delivered inline.)"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

from app.extensions import db
from app.models import OutboxMessage, OutboxStatus
from app.models.base import utcnow
from app.services.assistant.tts import prune_cache
from app.services.messaging import outbox as outbox_service
from tests.admin.conftest import login, page, post_action
from tests.smtp import Mailbox, free_port, start_smtp


def queued(to: str = "abebe@example.et") -> OutboxMessage:
    message = outbox_service.queue_email(to, "Verify your email for Marefiya", "verify_email",
                                 guest=None, verify_url="https://x/verify", valid_hours=48)
    return message


def rows() -> list[OutboxMessage]:
    db.session.rollback()
    return list(db.session.scalars(select(OutboxMessage).order_by(OutboxMessage.id)))


@pytest.fixture
def refused_smtp(app):
    """Mail goes to a loopback port where nothing listens."""
    app.config.update(MAIL_SERVER="127.0.0.1", MAIL_PORT=free_port(), MAIL_TIMEOUT=2)
    return app.config["MAIL_PORT"]


def test_committed_email_is_delivered_with_its_message_id(app, outbox):
    message = queued()
    db.session.commit()

    (row,) = rows()
    assert row.status == OutboxStatus.SENT and row.attempts == 1 and row.sent_at is not None
    (eml,) = outbox.glob("*.eml")
    assert f"Message-ID: {row.message_id}" in eml.read_text()
    assert message.id == row.id


def test_rolled_back_email_is_neither_stored_nor_sent(app, outbox):
    queued()
    db.session.flush()
    db.session.rollback()
    db.session.commit()  # a later, empty commit must not deliver the forgotten row

    assert rows() == []
    assert not outbox.exists() or list(outbox.glob("*.eml")) == []


def test_failed_attempts_back_off_exponentially_then_die(app, refused_smtp):
    app.config.update(OUTBOX_MAX_ATTEMPTS=3, OUTBOX_RETRY_BASE_SECONDS=30, OUTBOX_RETRY_MAX_SECONDS=3600)
    queued()
    db.session.commit()  # first attempt, inline: refused
    (row,) = rows()
    assert row.status == OutboxStatus.PENDING and row.attempts == 1
    assert "ConnectionRefusedError" in row.last_error
    first_wait = row.next_attempt_at - utcnow()
    assert timedelta(seconds=25) < first_wait <= timedelta(seconds=30)

    assert outbox_service.deliver(row.id).status == "skipped"  # not due yet

    waits = []
    for _ in range(2):
        (row,) = rows()
        row.next_attempt_at = utcnow()
        db.session.commit()
        before = utcnow()
        result = outbox_service.deliver(row.id)
        waits.append(result.retry_at - before if result.retry_at else None)
    assert waits[0] is not None and timedelta(seconds=55) < waits[0] <= timedelta(seconds=61)
    assert waits[1] is None  # the third attempt was the last
    (row,) = rows()
    assert row.status == OutboxStatus.DEAD and row.attempts == 3


def test_backoff_is_capped(app):
    config = {"OUTBOX_RETRY_BASE_SECONDS": 30, "OUTBOX_RETRY_MAX_SECONDS": 3600}
    waits = [outbox_service.backoff(n, config).total_seconds() for n in (1, 2, 3, 8, 20)]
    assert waits == [30, 60, 120, 3600, 3600]


def test_sweep_finds_due_retries_and_abandoned_claims_only(app, refused_smtp):
    for n in range(4):
        queued(f"guest{n}@example.et")
    db.session.commit()
    due, waiting, abandoned, held = rows()
    now = utcnow()
    due.next_attempt_at = now - timedelta(seconds=1)
    abandoned.status, abandoned.locked_until = OutboxStatus.SENDING, now - timedelta(seconds=1)
    held.status, held.locked_until = OutboxStatus.SENDING, now + timedelta(minutes=1)
    db.session.commit()

    assert outbox_service.due_message_ids(now) == [due.id, abandoned.id]


def test_dead_email_is_retried_from_the_admin_list_and_delivered(app, client, make, refused_smtp):
    app.config.update(OUTBOX_MAX_ATTEMPTS=1)
    queued()
    db.session.commit()
    (row,) = rows()
    assert row.status == OutboxStatus.DEAD

    make.super_admin(email="root@marefiya.et")
    assert login(client, "root@marefiya.et").status_code == 302
    listing = page(client, "/admin/outbox/")
    assert "abebe@example.et" in listing and "ConnectionRefusedError" in listing
    mailbox = Mailbox()
    server = start_smtp(mailbox, port=refused_smtp)
    try:
        response = post_action(client, "outbox", "retry", [row.id])
        assert response.status_code == 302, response.get_data(as_text=True)[-3000:]
        assert "1 delivery queued again." in page(client, "/admin/outbox/")
    finally:
        server.stop()
    (row,) = rows()
    assert row.status == OutboxStatus.SENT and row.attempts == 1 and row.last_error is None
    (received,) = mailbox.to("abebe@example.et")
    assert received["Message-ID"] == row.message_id


def test_retry_leaves_sent_messages_alone(app, outbox):
    queued()
    db.session.commit()
    (row,) = rows()
    assert outbox_service.retry_messages([row.id]) == 0
    (row,) = rows()
    assert row.status == OutboxStatus.SENT and row.attempts == 1


def test_purge_deletes_old_sent_and_dead_messages_only(app):
    for n in range(4):
        queued(f"guest{n}@example.et")
    db.session.commit()
    old_sent, new_sent, old_dead, pending = rows()
    long_ago = utcnow() - timedelta(days=200)
    old_sent.created_at = long_ago
    old_dead.created_at, old_dead.status = long_ago, OutboxStatus.DEAD
    pending.created_at, pending.status = long_ago, OutboxStatus.PENDING
    db.session.commit()

    assert outbox_service.purge_old() == 2
    assert [r.id for r in rows()] == [new_sent.id, pending.id]


def test_health_reports_inline_queue_and_failing_mail(app, client, refused_smtp):
    body = client.get("/v1/health").get_json()
    assert body["status"] == "ok"
    assert body["queue"] == {"status": "ok", "backend": "immediate", "pending_jobs": 0, "scheduler": "inline"}
    assert body["mail"] == {"status": "ok", "transport": "smtp", "pending": 0, "retrying": 0, "dead": 0}

    queued()
    db.session.commit()
    body = client.get("/v1/health").get_json()
    assert body["status"] == "degraded"
    assert body["mail"] == {"status": "retrying", "transport": "smtp", "pending": 1, "retrying": 1, "dead": 0}


def test_health_reports_a_queue_without_scheduler(app, client, tmp_path):
    from app.jobs import JobQueue

    app.config["JOBS_QUEUE_URL"] = f"sqlite:///{tmp_path / 'jobs.db'}"
    app.extensions["jobs"] = jobs = JobQueue(app)
    queued()
    db.session.commit()  # queued for a worker that is not running

    body = client.get("/v1/health").get_json()
    assert body["queue"] == {"status": "degraded", "backend": "sqlite", "pending_jobs": 1,
                             "scheduler": "missing"}
    assert body["mail"]["pending"] == 1 and body["status"] == "degraded"
    jobs.beat()
    assert client.get("/v1/health").get_json()["queue"]["scheduler"] == "ok"


def test_worker_command_refuses_the_inline_queue(runner):
    result = runner.invoke(args=["worker"])
    assert result.exit_code != 0 and "immediate://" in result.output


def test_tts_cache_is_pruned_least_recently_used_first(tmp_path):
    folder = tmp_path / "tts"
    folder.mkdir()
    for n in range(5):
        path = folder / f"{n}.wav"
        path.write_bytes(b"x" * 1000)
        os.utime(path, (1_000_000 + n, 1_000_000 + n))
    os.utime(folder / "0.wav")  # used just now

    assert prune_cache(str(folder), max_bytes=2500) == 3
    assert sorted(p.name for p in folder.iterdir()) == ["0.wav", "4.wav"]
    assert prune_cache(str(folder), max_bytes=2500) == 0
    assert prune_cache(str(Path(tmp_path / "missing")), max_bytes=0) == 0


# --- the database is unreachable ---------------------------------------------------------------

@pytest.fixture
def unreachable_database_app(_schema, tmp_path):
    from app import create_app

    url = (f"postgresql+psycopg://marefiya@127.0.0.1:{free_port()}/marefiya"
           if _schema.startswith("postgresql") else f"sqlite:///{tmp_path / 'missing-dir' / 'x.db'}")
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=url, MAIL_OUTBOX_DIR="", TTS_CACHE_DIR=str(tmp_path))
    return app


@pytest.mark.parametrize("path", ["/api/v1/mobile/home", "/api/v1/mobile/hotels?city=Gondar"])
def test_unreachable_database_answers_503_with_retry_after(unreachable_database_app, path):
    response = unreachable_database_app.test_client().get(path)

    assert response.status_code == 503
    assert response.headers["Retry-After"] == "5"
    body = response.get_json()
    assert body["status"] == "error" and body["data"] is None
    assert "retry in 5 seconds" in body["message"]


def test_unreachable_database_on_the_assistant_answers_503_detail(unreachable_database_app):
    client = unreachable_database_app.test_client()
    response = client.post("/v1/chat", json={"message": "hi", "stream": False})
    assert response.status_code == 503 and response.headers["Retry-After"] == "5"
    assert "detail" in response.get_json()


def test_health_says_the_database_is_unavailable(unreachable_database_app):
    response = unreachable_database_app.test_client().get("/v1/health")
    assert response.status_code == 200
    body = response.get_json()
    assert body["status"] == "degraded" and body["database"] == "unavailable"
    assert body["mail"]["status"] == "unknown"
