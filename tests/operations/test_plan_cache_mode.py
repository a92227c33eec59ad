"""PostgreSQL sessions plan each prepared statement once (DB_PLAN_CACHE_MODE, app._postgresql_connect_args):
by default every run of a statement was planned again, half of the server's CPU per request."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from app import create_app
from app.extensions import db
from tests.bookings.helpers import days, stock
from tests.conftest import DB_KIND

pytestmark = pytest.mark.skipif(DB_KIND != "postgresql", reason="PostgreSQL's plan cache")

SEARCH = "/api/v1/mobile/hotels"


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


def test_a_search_finds_the_same_hotels_after_its_statements_are_prepared(client, make):
    """psycopg prepares a statement on its sixth run; from then on the generic plan serves. Eight
    dated searches keep finding exactly the Gondar hotels with a free room, the one sold out for
    those nights excluded, at the same prices: a generic plan must not lose a parameter's meaning."""
    stock(make, name="Fasil Open", city="Gondar", price="1800.00")
    stock(make, name="Goha Dearer", city="Gondar", price="4200.00")
    sold_out, sold_type = stock(make, name="Castle Full", city="Gondar", rooms=1)
    stock(make, name="Bole Elsewhere", city="Addis Ababa")
    make.booking(hotel=sold_out, room_type=sold_type, check_in=days(5), check_out=days(7),
                 rooms=1, status="confirmed")
    stay = {"city": "Gondar", "check_in": days(5).isoformat(), "check_out": days(6).isoformat()}

    answers = [client.get(SEARCH, query_string=stay) for _ in range(8)]

    assert [a.status_code for a in answers] == [200] * 8
    cards = [{card["name"]: card["lowest_price"] for card in a.json["data"]["hotels"]}
             for a in answers]
    assert cards == [{"Fasil Open": 1800.0, "Goha Dearer": 4200.0}] * 8
    # The sold-out hotel is back for nights it has free, on a connection that prepared it already.
    later = client.get(SEARCH, query_string={**stay, "check_in": days(8).isoformat(),
                                             "check_out": days(9).isoformat()})
    assert sorted(card["name"] for card in later.json["data"]["hotels"]) == [
        "Castle Full", "Fasil Open", "Goha Dearer"]


def test_an_unknown_mode_refuses_to_start(_schema):
    with pytest.raises(RuntimeError, match="DB_PLAN_CACHE_MODE"):
        create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, DB_PLAN_CACHE_MODE="generic")
