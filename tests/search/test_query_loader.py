"""A query string is loaded field by field (app/blueprints/base.py `_load_fields`) instead of
through marshmallow's Schema.load: the same arguments for every query the fields accept, and for
any they refuse the 422 marshmallow's own load makes (every refused field, its messages)."""

from __future__ import annotations

import pytest
from flask import request
from marshmallow import Schema, ValidationError, fields, validates
from werkzeug.datastructures import ImmutableMultiDict

from app.blueprints import base
from app.blueprints.base import ApiBlueprint, _field_loader
from app.schemas.hotels import HotelSearchQueryArgsSchema
from tests.bookings.helpers import BASE, days, stock

PARSER = ApiBlueprint.ARGUMENTS_PARSER


def marshmallows_load(schema, query: dict):
    """What Schema.load gives for the query, as webargs would call it (unknown keys left out)."""
    proxy = PARSER._makeproxy(ImmutableMultiDict(query), schema)
    return schema.load(proxy, unknown="exclude")


SEARCHES = [
    {},
    {"city": "Gondar", "check_in": days(3).isoformat(), "check_out": days(5).isoformat(),
     "guests": "2"},
    {"q": "ghion", "rooms": "2", "guests": "4", "min_price": "100.5", "max_price": "9000",
     "sort": "price_desc", "page": "2", "limit": "5"},
    {"stars": "4,5", "amenities": "pool,wifi", "min_rating": "3.5", "free_cancellation": "true",
     "property_type": "lodge,resort", "meal_plan": "breakfast", "pay_at_property": "false",
     "facets": "1", "lang": "am", "currency": "usd"},
    {"lat": "9.03", "lng": "38.74", "radius_km": "5", "sort": "distance"},
    {"bbox": "38.7,8.9,38.8,9.1"},
]


@pytest.mark.parametrize("query", SEARCHES)
def test_a_search_query_loads_as_marshmallows_load(app, query):
    schema = HotelSearchQueryArgsSchema()
    with app.test_request_context(f"{BASE}/hotels", query_string=query):
        loaded = PARSER.parse(schema, request, location="query")
        assert _field_loader(schema) is not None  # the field-by-field way is the one taken
        expected = marshmallows_load(schema, query)
    assert loaded == expected
    assert list(loaded) == list(expected)


REFUSED = [
    {"guests": "0"},  # refused by the search itself, after the load
    {"guests": "two", "rooms": "10"},
    {"check_in": "2026-13-01"},
    {"stars": "4,6", "min_rating": "x"},
    {"city": "x" * 81},
    {"lang": "fr", "sort": "cheapest"},
    {"lat": "91", "radius_km": "0"},
]


def answers(client, url: str, query: dict):
    response = client.get(url, query_string=query)
    return response.status_code, {**response.json, "timestamp": None}


@pytest.mark.parametrize("query", REFUSED)
def test_a_refused_search_query_is_marshmallows_422(client, make, monkeypatch, query):
    stock(make)
    url = f"{BASE}/hotels"
    loaded = answers(client, url, query)

    monkeypatch.setattr(base, "_load_fields", lambda plan, data, refuse_unknown: None)  # marshmallow's load
    expected = answers(client, url, query)

    assert loaded == expected
    assert loaded[0] == 422 and loaded[1]["errors"]


def test_a_refused_availability_query_is_marshmallows_422(client, make, monkeypatch):
    hotel, _ = stock(make)
    url = f"{BASE}/hotels/{hotel.id}/availability"
    query = {"check_in": days(3).isoformat(), "guests": "x"}  # check_out is required
    loaded = answers(client, url, query)

    monkeypatch.setattr(base, "_load_fields", lambda plan, data, refuse_unknown: None)
    expected = answers(client, url, query)

    assert loaded == expected
    assert loaded[0] == 422 and set(loaded[1]["errors"]) == {"check_out", "guests"}


class HookedArgsSchema(Schema):
    day = fields.Date()

    @validates("day")
    def _not_today(self, value, **kwargs):
        raise ValidationError("no")


class DottedArgsSchema(Schema):
    day = fields.Date(attribute="stay.day")


@pytest.mark.parametrize("schema", [HookedArgsSchema(), DottedArgsSchema(),
                                    HotelSearchQueryArgsSchema(many=True)])
def test_a_schema_that_does_more_than_its_fields_is_loaded_by_marshmallow(schema):
    assert _field_loader(schema) is None
