"""Pooled PostgreSQL connections closed by the server (a restart, a failover, a proxy's idle
timeout): no ping before every checkout, yet an idle connection found dead is replaced without
failing the request (app/db_connections.py)."""

from __future__ import annotations

import time

import psycopg
import pytest
from sqlalchemy import func, select

from app import create_app
from app.extensions import db
from tests.conftest import DB_KIND

pytestmark = pytest.mark.skipif(DB_KIND != "postgresql", reason="PostgreSQL's connection pool")

SEARCH = "/api/v1/mobile/hotels?city=Gondar"


def pooled_backend_pids(app) -> list[int]:
    with app.app_context():
        pid = db.session.scalar(select(func.pg_backend_pid()))
        db.session.remove()
    return [pid]


def terminate(url: str, pids: list[int]) -> None:
    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://"),
                         autocommit=True) as conn:
        for pid in pids:
            conn.execute("SELECT pg_terminate_backend(%s)", (pid,))


@pytest.fixture
def make_app(_schema, tmp_path):
    made = []

    def make(**config):
        app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, MAIL_OUTBOX_DIR="",
                         TTS_CACHE_DIR=str(tmp_path), **config)
        made.append(app)
        return app

    yield make
    for app in made:
        with app.app_context():
            db.engine.dispose()


def test_no_ping_before_handing_out_a_connection_in_use(make_app):
    app = make_app()
    client = app.test_client()
    assert client.get(SEARCH).status_code == 200
    with app.app_context():
        dialect = db.engine.dialect
    pings = []
    original = dialect.do_ping
    dialect.do_ping = lambda conn: pings.append(conn) or original(conn)
    try:
        for _ in range(3):
            assert client.get(SEARCH).status_code == 200
    finally:
        dialect.do_ping = original
    assert pings == []


def test_an_idle_connection_closed_by_the_server_is_replaced_unseen(make_app, _schema):
    app = make_app(DB_PING_AFTER_IDLE_SECONDS=0.2)
    client = app.test_client()
    assert client.get(SEARCH).status_code == 200
    terminate(_schema, pooled_backend_pids(app))
    time.sleep(0.3)
    assert client.get(SEARCH).status_code == 200


def test_a_busy_connection_lost_costs_one_503_then_the_pool_recovers(make_app, _schema):
    app = make_app(DB_PING_AFTER_IDLE_SECONDS=3600)
    client = app.test_client()
    assert client.get(SEARCH).status_code == 200
    terminate(_schema, pooled_backend_pids(app))
    response = client.get(SEARCH)
    assert response.status_code == 503 and response.headers["Retry-After"] == "5"
    assert client.get(SEARCH).status_code == 200
