"""GET /hotel, PUT /hotel and PUT /profile: the staff member's own hotel profile."""

from __future__ import annotations

import re

import pytest

from app.models import HotelStatus
from tests.staff.conftest import STAFF

HOTEL_FIELDS = {
    "hotel_id",
    "hotel_name",
    "hotel_phone",
    "hotel_email",
    "hotel_address",
    "hotel_city",
    "hotel_stars",
    "hotel_description",
    "hotel_pay_at_property_rooms_per_night",
    "hotel_check_in_time",
    "hotel_check_out_time",
    # Issue 33: what search filters on and the map shows.
    "hotel_property_type",
    "hotel_amenities",
    "hotel_latitude",
    "hotel_longitude",
    # Issue 31: printed on folios.
    "hotel_tin",
    "hotel_status",
    "hotel_verified_at",
    "updated_at",
}


def test_get_hotel_returns_the_token_hotel_with_read_only_status(client, hotel, other_hotel, as_admin):
    response = client.get(f"{STAFF}/hotel", headers=as_admin)
    assert response.status_code == 200
    data = response.json["data"]
    assert set(data) == HOTEL_FIELDS
    assert data["hotel_id"] == hotel.id
    assert data["hotel_name"] == "Blue Nile Hotel"
    assert data["hotel_check_in_time"] == "14:00"
    assert data["hotel_check_out_time"] == "11:00"
    assert data["hotel_status"] == "active"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", data["hotel_verified_at"])


def test_pending_hotel_can_still_be_read_by_its_staff(client, make, auth):
    hotel = make.hotel(hotel_status=HotelStatus.PENDING_VERIFICATION, verified_at=None)
    response = client.get(f"{STAFF}/hotel", headers=auth.staff(make.staff(hotel=hotel)))
    assert response.status_code == 200
    assert response.json["data"]["hotel_status"] == "pending_verification"
    assert response.json["data"]["hotel_verified_at"] is None


@pytest.mark.parametrize("path", ["/hotel", "/profile"])
def test_put_updates_every_editable_field(client, db, hotel, as_admin, path):
    body = {
        "hotel_name": "  Blue Nile Grand  ",
        "hotel_phone": "+251115517000",
        "hotel_email": "desk@bluenile.et",
        "hotel_address": "Churchill Ave",
        "hotel_city": "Bahir Dar",
        "hotel_stars": 5,
        "hotel_description": "On the lake.",
        "hotel_check_in_time": "15:30",
        "hotel_check_out_time": "10:00",
    }
    response = client.put(STAFF + path, json=body, headers=as_admin)
    assert response.status_code == 200, response.json
    data = response.json["data"]
    assert data["hotel_name"] == "Blue Nile Grand"
    assert {k: data[k] for k in body if k != "hotel_name"} == {
        k: v for k, v in body.items() if k != "hotel_name"
    }
    db.session.expire_all()
    assert (hotel.name, hotel.city, hotel.stars) == ("Blue Nile Grand", "Bahir Dar", 5)
    assert hotel.check_in_time.isoformat() == "15:30:00"


def test_put_is_partial(client, db, hotel, as_admin):
    response = client.put(f"{STAFF}/profile", json={"hotel_stars": 2}, headers=as_admin)
    assert response.status_code == 200
    db.session.expire_all()
    assert hotel.stars == 2
    assert hotel.name == "Blue Nile Hotel"
    assert hotel.city == "Addis Ababa"


def test_put_changes_only_the_token_hotel(client, db, hotel, other_hotel, as_other_admin):
    client.put(f"{STAFF}/hotel", json={"hotel_name": "Mine now"}, headers=as_other_admin)
    db.session.expire_all()
    assert hotel.name == "Blue Nile Hotel"
    assert other_hotel.name == "Mine now"


@pytest.mark.parametrize(
    "body",
    [
        {"hotel_status": "active"},
        {"verified_at": "2026-01-01 00:00:00"},
        {"hotel_verified_at": "2026-01-01 00:00:00"},
        {"hotel_id": 2},
        {"id": 2},
        {"name": "Unprefixed"},
        {"hotel_name": "Fine", "hotel_status": "active"},
    ],
    ids=lambda body: ",".join(body),
)
def test_protected_or_unknown_fields_are_422_and_change_nothing(client, db, make, auth, body):
    hotel = make.hotel(name="Untouched", hotel_status=HotelStatus.PENDING_VERIFICATION, verified_at=None)
    response = client.put(f"{STAFF}/hotel", json=body, headers=auth.staff(make.staff(hotel=hotel)))
    assert response.status_code == 422
    assert response.json["status"] == "error"
    db.session.expire_all()
    assert (hotel.name, hotel.hotel_status, hotel.verified_at) == ("Untouched", "pending_verification", None)


@pytest.mark.parametrize(
    "body, field",
    [
        ({}, "_schema"),
        ({"hotel_stars": 0}, "hotel_stars"),
        ({"hotel_stars": 6}, "hotel_stars"),
        ({"hotel_stars": "4"}, "hotel_stars"),
        ({"hotel_stars": 4.5}, "hotel_stars"),
        ({"hotel_check_in_time": "25:00"}, "hotel_check_in_time"),
        ({"hotel_check_in_time": "2pm"}, "hotel_check_in_time"),
        ({"hotel_check_out_time": "11:00:00"}, "hotel_check_out_time"),
        ({"hotel_check_out_time": "9:00"}, "hotel_check_out_time"),
        ({"hotel_email": "not-an-email"}, "hotel_email"),
        ({"hotel_phone": "call us"}, "hotel_phone"),
        ({"hotel_phone": "12345"}, "hotel_phone"),
        ({"hotel_phone": "+0115517000"}, "hotel_phone"),
        ({"hotel_name": "   "}, "hotel_name"),
        ({"hotel_name": None}, "hotel_name"),
        ({"hotel_city": ""}, "hotel_city"),
    ],
    ids=lambda v: str(v),
)
def test_invalid_values_are_422_with_the_field(client, db, hotel, as_admin, body, field):
    response = client.put(f"{STAFF}/hotel", json=body, headers=as_admin)
    assert response.status_code == 422
    assert field in response.json["errors"]
    db.session.expire_all()
    assert hotel.stars == 4 and hotel.name == "Blue Nile Hotel"


def test_malformed_json_is_400(client, as_admin):
    response = client.put(
        f"{STAFF}/hotel", data="{not json", headers={**as_admin, "Content-Type": "application/json"}
    )
    assert response.status_code == 400


@pytest.mark.parametrize(
    "given, stored",
    [
        ("+251 11 551 7000", "+251115517000"),
        ("011-551-7000", "+251115517000"),
        ("(011) 551 7000", "+251115517000"),
        ("251911234567", "+251911234567"),
        ("00251911234567", "+251911234567"),
        ("+44 20 7946 0958", "+442079460958"),
    ],
)
def test_phone_is_stored_in_international_form(client, db, hotel, as_admin, given, stored):
    response = client.put(f"{STAFF}/hotel", json={"hotel_phone": given}, headers=as_admin)
    assert response.status_code == 200
    assert response.json["data"]["hotel_phone"] == stored
    db.session.expire_all()
    assert hotel.phone == stored
