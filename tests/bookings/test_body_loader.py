"""A JSON body is loaded field by field (app/blueprints/base.py `_load_fields`), as query strings
are, instead of through marshmallow's Schema.load: a booking's and a quote's body give the same
arguments as marshmallow's load for every body the fields accept, and for any they refuse the
answer marshmallow's own load makes (status, message, every refused field and its messages),
unknown fields and guest checkout's contact included."""

from __future__ import annotations

from datetime import date

import pytest
from flask import request
from marshmallow import Schema, fields

from app.blueprints import base
from app.blueprints.base import ApiBlueprint, _field_loader
from app.schemas.bookings import BookingCreateSchema, BookingQuoteRequestSchema
from tests.bookings.helpers import BASE, contact, days, stay_body, stock

PARSER = ApiBlueprint.ARGUMENTS_PARSER


def bodies(hotel_id: int, room_type_id: int) -> list[dict]:
    stay = {"hotel_id": hotel_id, "room_type_id": room_type_id,
            "check_in": days(10).isoformat(), "check_out": days(12).isoformat()}
    return [
        stay,
        {**stay, "guests": 2, "rooms": 1, "guest": contact(), "special_requests": None},
        {**stay, "guests": 3, "rooms": 2, "rate_plan_id": None, "children": [0, 4, 11],
         "guest": {**contact(1), "email": "Abebe@Example.ET"}, "special_requests": "Late"},
        {**stay, "rate_plan_id": 7, "children": []},
    ]


@pytest.mark.parametrize("schema", [BookingCreateSchema(), BookingQuoteRequestSchema()])
@pytest.mark.parametrize("case", range(4))
def test_a_body_loads_as_marshmallows_load(app, schema, case):
    body = bodies(3, 5)[case]
    if "guest" in body and "guest" not in schema.fields:
        body = {key: value for key, value in body.items()
                if key not in ("guest", "special_requests")}
    with app.test_request_context(f"{BASE}/bookings", method="POST", json=body):
        loaded = PARSER.parse(schema, request, location="json")
        assert _field_loader(schema) is not None  # the field-by-field way is the one taken
        expected = schema.load(body)
    assert loaded == expected
    assert list(loaded) == list(expected)
    if "guest" in loaded:
        assert list(loaded["guest"]) == list(expected["guest"])


def refused_bodies(hotel_id: int, room_type_id: int) -> dict[str, object]:
    good = {"hotel_id": hotel_id, "room_type_id": room_type_id,
            "check_in": days(10).isoformat(), "check_out": days(12).isoformat(),
            "guest": contact()}
    without = {key: value for key, value in good.items() if key != "room_type_id"}
    return {
        "missing field": without,
        "several missing": {"check_in": good["check_in"]},
        "wrong type": {**good, "guests": "two", "rooms": 2.5, "children": "4"},
        "a number as text": {**good, "hotel_id": "abc"},
        "null": {**good, "check_out": None},
        "unknown field": {**good, "promo_code": "TIMKAT"},
        "unknown and refused": {**good, "promo_code": "x", "guests": 0},
        "bad date": {**good, "check_in": "2026-02-30"},
        "not a date": {**good, "check_out": 20261212},
        "out of range": {**good, "rooms": 10, "children": [4, 18], "rate_plan_id": 0},
        "no contact fields": {**good, "guest": {}},
        "bad contact": {**good, "guest": {**contact(), "email": "not-an-email",
                                          "phone": "call me"}},
        "long contact": {**good, "guest": {**contact(), "first_name": "x" * 81}},
        "unknown contact field": {**good, "guest": {**contact(), "nickname": "Abe"}},
        "contact not an object": {**good, "guest": "Abebe"},
        "contact null": {**good, "guest": None},
        "special requests too long": {**good, "special_requests": "x" * 1001},
        "a list": [good],
        "a string": "book",
        "empty": {},
    }


def answers(client, url: str, body):
    response = client.post(url, json=body)
    return response.status_code, {**response.json, "timestamp": None}


@pytest.mark.parametrize("case", list(refused_bodies(1, 1)))
@pytest.mark.parametrize("path", ["/bookings", "/bookings/quote"])
def test_a_refused_body_is_marshmallows_answer(client, make, monkeypatch, case, path):
    hotel, room_type = stock(make)
    body = refused_bodies(hotel.id, room_type.id)[case]
    url = f"{BASE}{path}"
    loaded = answers(client, url, body)

    monkeypatch.setattr(base, "_load_fields", lambda plan, data, refuse_unknown: None)
    expected = answers(client, url, body)

    assert loaded == expected
    assert loaded[0] in (400, 422), loaded
    assert loaded[1]["status"] == "error"


def test_guest_checkout_without_contact_is_still_refused_by_the_booking(client, make):
    """The body loads without `guest` (a guest token makes it optional); the booking itself
    refuses guest checkout without one, as before."""
    hotel, room_type = stock(make)
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, room_type))
    assert response.status_code == 422
    assert response.json["status"] == "error"


def test_a_loaded_booking_is_created(client, make):
    hotel, room_type = stock(make)
    response = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, room_type, guest=contact(), children=[], special_requests="Quiet room"))
    assert response.status_code == 201, response.json
    assert response.json["data"]["special_requests"] == "Quiet room"


class InclusiveSchema(Schema):
    class Meta:
        unknown = "include"

    day = fields.Date()


class NestedWithValidator(Schema):
    guest = fields.Nested(BookingCreateSchema().fields["guest"].schema.__class__,
                          validate=lambda value: True)


def test_a_schema_keeping_unknown_fields_is_loaded_by_marshmallow(app):
    with app.test_request_context("/", method="POST", json={"day": "2026-01-02", "x": 1}):
        assert PARSER.parse(InclusiveSchema(), request, location="json") == {
            "day": date(2026, 1, 2), "x": 1}


def test_a_nested_field_with_its_own_validator_is_loaded_by_the_field(app):
    plan = _field_loader(NestedWithValidator())
    assert plan is not None and plan.fields[0][3] is None
    assert _field_loader(BookingCreateSchema()).fields[-2][3] is not None  # guest, flattened
