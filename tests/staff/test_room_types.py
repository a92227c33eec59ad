"""POST /room-types, PUT /room-types/{id}, GET /room-types."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import func, select

from app.models import RoomType
from tests.staff.conftest import STAFF

SUITE = {
    "room_type_name": "Suite",
    "room_type_capacity": 3,
    "room_type_bed_type": "king",
    "price_per_night": 4200.5,
}


def count_room_types(db) -> int:
    return db.session.scalar(select(func.count()).select_from(RoomType))


def test_room_type_scenario_get_post_conflict_put(client, db, hotel, as_admin):
    assert client.get(f"{STAFF}/room-types", headers=as_admin).json["data"] == []

    created = client.post(f"{STAFF}/room-types", json=SUITE, headers=as_admin)
    assert created.status_code == 201
    data = created.json["data"]
    assert {k: data[k] for k in SUITE} == SUITE
    assert data["hotel_id"] == hotel.id
    assert data["room_count"] == 0
    room_type_id = data["room_type_id"]

    duplicate = client.post(
        f"{STAFF}/room-types", json={**SUITE, "room_type_name": "suite"}, headers=as_admin
    )
    assert duplicate.status_code == 409
    assert count_room_types(db) == 1

    updated = client.put(
        f"{STAFF}/room-types/{room_type_id}",
        json={"price_per_night": 3900, "room_type_bed_type": "twin"},
        headers=as_admin,
    )
    assert updated.status_code == 200
    assert updated.json["data"]["price_per_night"] == 3900.0
    assert updated.json["data"]["room_type_bed_type"] == "twin"
    assert updated.json["data"]["room_type_name"] == "Suite"

    listed = client.get(f"{STAFF}/room-types", headers=as_admin).json["data"]
    assert [(rt["room_type_id"], rt["price_per_night"]) for rt in listed] == [(room_type_id, 3900.0)]
    stored = db.session.get(RoomType, room_type_id)
    assert stored.price_per_night == Decimal("3900.00")


def test_price_defaults_to_zero_and_rounds_to_cents(client, as_admin):
    body = {k: v for k, v in SUITE.items() if k != "price_per_night"}
    assert (
        client.post(f"{STAFF}/room-types", json=body, headers=as_admin).json["data"]["price_per_night"] == 0.0
    )
    rounded = client.post(
        f"{STAFF}/room-types",
        json={**SUITE, "room_type_name": "Twin", "price_per_night": 10.005},
        headers=as_admin,
    )
    assert rounded.json["data"]["price_per_night"] == 10.01


@pytest.mark.parametrize(
    "bed_type", ["single", "double", "queen", "king", "twin", "triple", "family", "bunk", "sofa_bed"]
)
def test_every_spec_bed_type_is_accepted(client, as_admin, bed_type):
    body = {**SUITE, "room_type_name": f"Room {bed_type}", "room_type_bed_type": bed_type}
    assert client.post(f"{STAFF}/room-types", json=body, headers=as_admin).status_code == 201


@pytest.mark.parametrize("missing", ["room_type_name", "room_type_capacity", "room_type_bed_type"])
def test_create_without_a_required_field_is_422(client, db, as_admin, missing):
    body = {k: v for k, v in SUITE.items() if k != missing}
    response = client.post(f"{STAFF}/room-types", json=body, headers=as_admin)
    assert response.status_code == 422
    assert missing in response.json["errors"]
    assert count_room_types(db) == 0


@pytest.mark.parametrize(
    "change",
    [
        {"room_type_bed_type": "waterbed"},
        {"room_type_bed_type": "King"},
        {"room_type_capacity": 0},
        {"room_type_capacity": "2"},
        {"room_type_name": "  "},
        {"room_type_name": None},
        {"room_type_name": "Suite\x00"},
        {"room_type_name": "Two\nlines"},
        {"price_per_night": -1},
        {"price_per_night": "2500"},
        {"hotel_id": 99},
        {"room_type_id": 5},
    ],
    ids=str,
)
def test_create_with_an_invalid_or_unknown_field_is_422(client, db, as_admin, change):
    response = client.post(f"{STAFF}/room-types", json={**SUITE, **change}, headers=as_admin)
    assert response.status_code == 422, response.json
    assert set(change) <= set(response.json["errors"])
    assert count_room_types(db) == 0


def test_price_per_night_null_is_422(client, as_admin):
    response = client.post(f"{STAFF}/room-types", json={**SUITE, "price_per_night": None}, headers=as_admin)
    assert response.status_code == 422
    assert "price_per_night" in response.json["errors"]


@pytest.mark.parametrize(
    "body, field",
    [
        ({}, "_schema"),
        ({"room_type_bed_type": "hammock"}, "room_type_bed_type"),
        ({"room_type_capacity": 21}, "room_type_capacity"),
        ({"price_per_night": -0.01}, "price_per_night"),
        ({"hotel_id": 2}, "hotel_id"),
    ],
    ids=str,
)
def test_update_rejects_invalid_fields(client, db, make, hotel, as_admin, body, field):
    room_type = make.room_type(hotel=hotel, bed_type="double")
    response = client.put(f"{STAFF}/room-types/{room_type.id}", json=body, headers=as_admin)
    assert response.status_code == 422
    assert field in response.json["errors"]
    db.session.expire_all()
    assert room_type.bed_type == "double"


def test_update_to_a_taken_name_is_409(client, make, hotel, as_admin):
    make.room_type(hotel=hotel, name="Standard")
    deluxe = make.room_type(hotel=hotel, name="Deluxe")
    response = client.put(
        f"{STAFF}/room-types/{deluxe.id}", json={"room_type_name": "STANDARD"}, headers=as_admin
    )
    assert response.status_code == 409
    # Renaming to its own name (other case) is fine.
    assert (
        client.put(
            f"{STAFF}/room-types/{deluxe.id}", json={"room_type_name": "DELUXE"}, headers=as_admin
        ).status_code
        == 200
    )


def test_same_name_in_another_hotel_is_fine(client, make, other_hotel, as_admin):
    make.room_type(hotel=other_hotel, name="Suite")
    assert client.post(f"{STAFF}/room-types", json=SUITE, headers=as_admin).status_code == 201


def test_another_hotels_room_type_is_404_and_unchanged(client, db, make, hotel, as_other_admin):
    room_type = make.room_type(hotel=hotel, capacity=2)
    response = client.put(
        f"{STAFF}/room-types/{room_type.id}", json={"room_type_capacity": 9}, headers=as_other_admin
    )
    assert response.status_code == 404
    assert (
        client.put(
            f"{STAFF}/room-types/999999", json={"room_type_capacity": 9}, headers=as_other_admin
        ).status_code
        == 404
    )
    db.session.expire_all()
    assert room_type.capacity == 2


def test_list_shows_only_own_room_types_with_room_counts(client, make, hotel, other_hotel, as_admin):
    standard = make.room_type(hotel=hotel, name="Standard")
    make.room(room_type=standard)
    make.room(room_type=standard)
    make.room_type(hotel=hotel, name="Annex")
    make.room_type(hotel=other_hotel, name="Elsewhere")
    data = client.get(f"{STAFF}/room-types", headers=as_admin).json["data"]
    assert [(rt["room_type_name"], rt["room_count"]) for rt in data] == [("Annex", 0), ("Standard", 2)]


def test_non_ascii_duplicate_name_is_409_not_500(client, db, as_admin):
    body = {**SUITE, "room_type_name": "Ölkammer ጥሩ"}
    assert client.post(f"{STAFF}/room-types", json=body, headers=as_admin).status_code == 201
    assert client.post(f"{STAFF}/room-types", json=body, headers=as_admin).status_code == 409
    assert count_room_types(db) == 1
