"""/v1/health answers from a report at most HEALTH_CACHE_SECONDS old (per process); GET /ready
checks the database and the queue afresh and answers 503 when this node should get no traffic."""

from __future__ import annotations

from sqlalchemy import event

from app.extensions import db
from tests.jobs.test_outbox import unreachable_database_app  # noqa: F401 - a fixture


def count_statements(app, calls) -> int:
    statements = []

    def seen(conn, cursor, statement, *args):
        statements.append(statement)

    with app.app_context():
        engine = db.engine
    event.listen(engine, "before_cursor_execute", seen)
    try:
        calls()
    finally:
        event.remove(engine, "before_cursor_execute", seen)
    return len(statements)


def test_health_reads_its_report_at_most_every_few_seconds(app, client):
    app.config["HEALTH_CACHE_SECONDS"] = 60
    one = count_statements(app, lambda: client.get("/v1/health"))
    again = count_statements(app, lambda: [client.get("/v1/health") for _ in range(5)])
    assert one >= 2 and again == 0
    app.config["HEALTH_CACHE_SECONDS"] = 0
    assert count_statements(app, lambda: client.get("/v1/health")) == one


def test_ready_when_the_database_and_queue_answer(client):
    response = client.get("/ready")
    assert response.status_code == 200
    assert response.json == {"status": "ready", "database": "ok", "queue": "ok"}
    assert response.headers["Cache-Control"] == "no-store"


def test_not_ready_without_the_database(unreachable_database_app):  # noqa: F811 - the fixture
    response = unreachable_database_app.test_client().get("/ready")
    assert response.status_code == 503 and response.headers["Retry-After"] == "5"
    assert response.json == {"status": "unavailable", "database": "unavailable", "queue": "ok"}
