"""Redis down: every request still answers without a 500 (docs/operations.md).

Rate limits count in each process's memory while Redis does not answer (flask-limiter's fallback,
app/reserved_limits.py for sign-ins and holds), jobs that cannot be queued stay in their rows for
the sweep, and health names the outage. A real redis-server is stopped and started again."""

from __future__ import annotations

import pytest

from app.extensions import db
from app.models import OutboxMessage
from tests.accounts.helpers import login, register
from tests.bookings.helpers import BASE, contact, stay_body, stock
from tests.factories import TEST_PASSWORD
from tests.redis_server import RedisServer

WRONG_PASSWORD = "Wrong-Password-1"  # noqa: S105 - test value


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer.or_skip(tmp_path)
    yield server
    if server.process.poll() is None:
        server.stop()


@pytest.fixture
def app_config(app_config, redis_server):
    return {**app_config, "RATELIMIT_STORAGE_URI": redis_server.url,
            "JOBS_QUEUE_URL": f"redis://127.0.0.1:{redis_server.port}/1"}


def test_requests_answer_while_redis_is_down_and_health_names_it(app, client, make, redis_server):
    guest = make.guest(email="selam@example.et")
    hotel, room_type = stock(make, rooms=3)
    db.session.commit()
    assert login(client, guest.email).status_code == 200
    assert client.get("/v1/health").json["rate_limits"] == {"status": "ok", "backend": "redis"}

    redis_server.stop()
    answers = {
        "login": login(client, guest.email).status_code,
        "failed login": login(client, guest.email, password=WRONG_PASSWORD).status_code,
        "register": register(client, email="new.guest@example.et").status_code,
        "forgot password": client.post("/api/v1/mobile/auth/forgot-password",
                                       json={"email": guest.email}).status_code,
        "booking": client.post(f"{BASE}/bookings",
                               json=stay_body(hotel, room_type, guest=contact())).status_code,
        "chat": client.post("/v1/chat", json={"message": "hello", "stream": False}).status_code,
        "tts": client.get("/v1/tts?q=selam").status_code,
    }
    health = client.get("/v1/health")

    assert answers == {"login": 200, "failed login": 401, "register": 201, "forgot password": 200,
                       "booking": 201, "chat": 200, "tts": 200}
    assert health.status_code == 200 and health.json["status"] == "degraded"
    assert health.json["rate_limits"] == {"status": "unavailable (counting in memory)", "backend": "redis"}
    assert health.json["queue"]["status"] == "unavailable"
    # The emails that could not be queued wait in the outbox for the sweep.
    db.session.rollback()
    assert db.session.query(OutboxMessage).filter_by(recipient="new.guest@example.et").count() == 1

    redis_server.start()
    assert client.get("/v1/health").json["rate_limits"] == {"status": "ok", "backend": "redis"}


def test_failed_sign_ins_are_still_limited_while_redis_is_down(app, client, make, redis_server):
    guest = make.guest(email="abebe@example.et")
    db.session.commit()
    redis_server.stop()
    statuses = [login(client, guest.email, password=WRONG_PASSWORD).status_code for _ in range(6)]
    assert statuses == [401] * 5 + [429]
    assert login(client, guest.email, password=TEST_PASSWORD).status_code == 429
