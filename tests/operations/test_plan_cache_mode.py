"""PostgreSQL sessions plan each prepared statement once (DB_PLAN_CACHE_MODE, app._postgresql_connect_args):
by default every run of a statement was planned again, half of the server's CPU per request."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from app import create_app
from app.extensions import db
from tests.conftest import DB_KIND

pytestmark = pytest.mark.skipif(DB_KIND != "postgresql", reason="PostgreSQL's plan cache")

SEARCH = "/api/v1/mobile/hotels?city=Gondar"


def session_setting(app) -> str:
    with app.app_context():
        try:
            return db.session.scalar(text("SHOW plan_cache_mode"))
        finally:
            db.session.remove()
            db.engine.dispose()


def test_the_apps_sessions_use_one_generic_plan_per_statement(_schema):
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema)
    assert session_setting(app) == "force_generic_plan"
    # The sessions' other setting survives beside it: the connect timeout.
    assert app.config["SQLALCHEMY_ENGINE_OPTIONS"]["connect_args"]["connect_timeout"] == 5


def test_the_servers_default_can_be_chosen_back(_schema):
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, DB_PLAN_CACHE_MODE="auto")
    assert session_setting(app) == "auto"


def test_a_search_still_answers_after_its_statements_are_prepared(_schema):
    """psycopg prepares a statement on its sixth run; from then on the generic plan serves."""
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema)
    client = app.test_client()
    with app.app_context():
        try:
            responses = [client.get(SEARCH) for _ in range(8)]
        finally:
            db.session.remove()
            db.engine.dispose()
    assert [r.status_code for r in responses] == [200] * 8
    assert all(r.get_json() == responses[0].get_json() for r in responses)


def test_an_unknown_mode_refuses_to_start(_schema):
    with pytest.raises(RuntimeError, match="DB_PLAN_CACHE_MODE"):
        create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, DB_PLAN_CACHE_MODE="generic")
