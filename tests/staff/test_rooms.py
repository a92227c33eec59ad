"""POST /rooms, PUT /rooms/{id}, GET /rooms."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from app.models import Room
from app.services.staff import hotel as staff_service
from tests.staff.conftest import STAFF

ROOM_FIELDS = {
    "room_id",
    "hotel_id",
    "room_number",
    "room_type_id",
    "room_type_name",
    "room_floor",
    "room_status",
    "room_notes",
    "created_at",
    "updated_at",
}


@pytest.fixture
def room_type(make, hotel):
    return make.room_type(hotel=hotel, name="Standard")


def count_rooms(db) -> int:
    return db.session.scalar(select(func.count()).select_from(Room))


def test_room_scenario_get_post_conflict_put(client, db, hotel, room_type, as_admin):
    assert client.get(f"{STAFF}/rooms", headers=as_admin).json["data"] == []

    body = {
        "room_number": "101",
        "room_type_id": room_type.id,
        "room_floor": 1,
        "room_status": "cleaning",
        "room_notes": "Repaint the door",
    }
    created = client.post(f"{STAFF}/rooms", json=body, headers=as_admin)
    assert created.status_code == 201
    data = created.json["data"]
    assert set(data) == ROOM_FIELDS
    assert {k: data[k] for k in body} == body
    assert data["room_type_name"] == "Standard"
    assert data["hotel_id"] == hotel.id

    duplicate = client.post(
        f"{STAFF}/rooms", json={"room_number": "101", "room_type_id": room_type.id}, headers=as_admin
    )
    assert duplicate.status_code == 409
    assert duplicate.json["message"] == "Room 101 already exists in this hotel"
    assert count_rooms(db) == 1

    updated = client.put(
        f"{STAFF}/rooms/{data['room_id']}",
        json={"room_status": "available", "room_notes": None, "room_floor": 2},
        headers=as_admin,
    )
    assert updated.status_code == 200
    assert (
        updated.json["data"]["room_status"],
        updated.json["data"]["room_notes"],
        updated.json["data"]["room_floor"],
    ) == ("available", None, 2)

    listed = client.get(f"{STAFF}/rooms", headers=as_admin).json["data"]
    assert [(r["room_number"], r["room_status"]) for r in listed] == [("101", "available")]


def test_new_room_defaults_to_available(client, room_type, as_admin):
    data = client.post(
        f"{STAFF}/rooms", json={"room_number": "7", "room_type_id": room_type.id}, headers=as_admin
    ).json["data"]
    assert (data["room_status"], data["room_floor"], data["room_notes"]) == ("available", None, None)


@pytest.mark.parametrize(
    "status", ["available", "occupied", "occupied_dirty", "maintenance", "cleaning", "out_of_service"]
)
def test_every_spec_room_status_is_accepted(client, make, room_type, as_admin, status):
    room = make.room(room_type=room_type)
    response = client.put(f"{STAFF}/rooms/{room.id}", json={"room_status": status}, headers=as_admin)
    assert response.status_code == 200
    assert response.json["data"]["room_status"] == status


@pytest.mark.parametrize("missing", ["room_number", "room_type_id"])
def test_create_without_a_required_field_is_422(client, db, room_type, as_admin, missing):
    body = {k: v for k, v in {"room_number": "101", "room_type_id": room_type.id}.items() if k != missing}
    response = client.post(f"{STAFF}/rooms", json=body, headers=as_admin)
    assert response.status_code == 422
    assert missing in response.json["errors"]
    assert count_rooms(db) == 0


@pytest.mark.parametrize(
    "change",
    [
        {"room_status": "dirty"},
        {"room_status": "AVAILABLE"},
        {"room_number": ""},
        {"room_number": "x" * 21},
        {"room_number": 101},
        {"room_type_id": "1"},
        {"room_type_id": 2**31},
        {"room_type_id": 0},
        {"room_notes": "nul\x00byte"},
        {"room_floor": "2"},
        {"room_id": 4},
        {"hotel_id": 4},
        {"status": "available"},
    ],
    ids=str,
)
def test_create_with_an_invalid_or_unknown_field_is_422(client, db, room_type, as_admin, change):
    body = {"room_number": "101", "room_type_id": room_type.id, **change}
    response = client.post(f"{STAFF}/rooms", json=body, headers=as_admin)
    assert response.status_code == 422
    assert set(change) <= set(response.json["errors"])
    assert count_rooms(db) == 0


def test_room_type_of_another_hotel_is_422(client, db, make, other_hotel, room_type, as_admin):
    foreign = make.room_type(hotel=other_hotel)
    response = client.post(
        f"{STAFF}/rooms", json={"room_number": "1", "room_type_id": foreign.id}, headers=as_admin
    )
    assert response.status_code == 422
    assert "room_type_id" in response.json["errors"]
    unknown = client.post(
        f"{STAFF}/rooms", json={"room_number": "1", "room_type_id": 999999}, headers=as_admin
    )
    assert unknown.status_code == 422
    assert count_rooms(db) == 0

    room = make.room(room_type=room_type)
    moved = client.put(f"{STAFF}/rooms/{room.id}", json={"room_type_id": foreign.id}, headers=as_admin)
    assert moved.status_code == 422
    db.session.expire_all()
    assert room.room_type_id == room_type.id


def test_room_can_move_to_another_type_of_the_same_hotel(client, make, hotel, room_type, as_admin):
    suite = make.room_type(hotel=hotel, name="Suite")
    room = make.room(room_type=room_type)
    response = client.put(f"{STAFF}/rooms/{room.id}", json={"room_type_id": suite.id}, headers=as_admin)
    assert response.status_code == 200
    assert response.json["data"]["room_type_name"] == "Suite"


@pytest.mark.parametrize(
    "body, field",
    [
        ({}, "_schema"),
        ({"room_status": "broken"}, "room_status"),
        ({"room_number": None}, "room_number"),
        ({"room_type_id": None}, "room_type_id"),
        ({"hotel_id": 2}, "hotel_id"),
    ],
    ids=str,
)
def test_update_rejects_invalid_fields(client, db, make, room_type, as_admin, body, field):
    room = make.room(room_type=room_type, status="available")
    response = client.put(f"{STAFF}/rooms/{room.id}", json=body, headers=as_admin)
    assert response.status_code == 422
    assert field in response.json["errors"]
    db.session.expire_all()
    assert room.status == "available"


def test_renumbering_to_a_taken_number_is_409(client, db, make, room_type, as_admin):
    make.room(room_type=room_type, room_number="101")
    room = make.room(room_type=room_type, room_number="102")
    response = client.put(f"{STAFF}/rooms/{room.id}", json={"room_number": "101"}, headers=as_admin)
    assert response.status_code == 409
    db.session.expire_all()
    assert room.room_number == "102"
    # Keeping its own number is not a conflict.
    assert (
        client.put(f"{STAFF}/rooms/{room.id}", json={"room_number": "102"}, headers=as_admin).status_code
        == 200
    )


def test_same_room_number_in_another_hotel_is_fine(client, make, other_hotel, room_type, as_admin):
    make.room(room_type=make.room_type(hotel=other_hotel), room_number="101")
    response = client.post(
        f"{STAFF}/rooms", json={"room_number": "101", "room_type_id": room_type.id}, headers=as_admin
    )
    assert response.status_code == 201


@pytest.mark.parametrize("existing_number", ["101", None], ids=["insert", "update"])
def test_duplicate_that_slips_past_the_check_is_still_409(
    client, db, make, room_type, as_admin, monkeypatch, existing_number
):
    """A concurrent request can take the number between the check and the commit: the unique
    constraint then decides, and the answer is still 409, not 500."""
    make.room(room_type=room_type, room_number="101")
    target = make.room(room_type=room_type, room_number="102")
    real_check = staff_service.ROOM_NUMBER.taken
    calls = []

    def check_that_misses_once(*args, **kwargs):
        calls.append(args)
        return False if len(calls) == 1 else real_check(*args, **kwargs)

    monkeypatch.setattr(staff_service.ROOM_NUMBER, "taken", check_that_misses_once)
    if existing_number:
        response = client.post(
            f"{STAFF}/rooms", json={"room_number": "101", "room_type_id": room_type.id}, headers=as_admin
        )
    else:
        response = client.put(f"{STAFF}/rooms/{target.id}", json={"room_number": "101"}, headers=as_admin)
    assert response.status_code == 409
    assert len(calls) == 2
    assert count_rooms(db) == 2
    db.session.expire_all()
    assert target.room_number == "102"


def test_another_hotels_room_is_404_and_unchanged(client, db, make, room_type, as_other_admin):
    room = make.room(room_type=room_type, status="available")
    response = client.put(
        f"{STAFF}/rooms/{room.id}", json={"room_status": "maintenance"}, headers=as_other_admin
    )
    assert response.status_code == 404
    assert (
        client.put(
            f"{STAFF}/rooms/999999", json={"room_status": "maintenance"}, headers=as_other_admin
        ).status_code
        == 404
    )
    db.session.expire_all()
    assert room.status == "available"


def test_list_filters_by_status_and_type_and_hides_other_hotels(
    client, make, hotel, other_hotel, room_type, as_admin
):
    suite = make.room_type(hotel=hotel, name="Suite")
    make.room(room_type=room_type, room_number="101", status="available")
    make.room(room_type=room_type, room_number="102", status="cleaning")
    make.room(room_type=suite, room_number="201", status="cleaning")
    make.room(room_type=suite, room_number="30", status="maintenance")
    make.room(room_type=make.room_type(hotel=other_hotel), room_number="999", status="cleaning")

    def numbers(query: str = "") -> list[str]:
        response = client.get(f"{STAFF}/rooms{query}", headers=as_admin)
        assert response.status_code == 200
        return [room["room_number"] for room in response.json["data"]]

    assert numbers() == ["30", "101", "102", "201"]
    assert numbers("?status=cleaning") == ["102", "201"]
    assert numbers(f"?room_type_id={suite.id}") == ["30", "201"]
    assert numbers(f"?status=cleaning&room_type_id={room_type.id}") == ["102"]
    assert client.get(f"{STAFF}/rooms?status=dirty", headers=as_admin).status_code == 422
    assert client.get(f"{STAFF}/rooms?room_type_id={2**70}", headers=as_admin).status_code == 422


def test_front_desk_changes_status_and_notes_only(client, db, make, room_type, as_role):
    room = make.room(room_type=room_type, room_number="101", status="occupied_dirty")
    front_desk = as_role("front_desk")
    ok = client.put(
        f"{STAFF}/rooms/{room.id}",
        json={"room_status": "cleaning", "room_notes": "Towels\n\tand soap"},
        headers=front_desk,
    )
    assert ok.status_code == 200
    for body in (
        {"room_number": "555"},
        {"room_status": "available", "room_floor": 3},
        {"room_type_id": room_type.id},
    ):
        refused = client.put(f"{STAFF}/rooms/{room.id}", json=body, headers=front_desk)
        assert refused.status_code == 403, body
    db.session.expire_all()
    assert (room.status, room.notes, room.room_number, room.floor) == (
        "cleaning",
        "Towels\n\tand soap",
        "101",
        1,
    )


def test_manager_may_renumber_a_room(client, make, room_type, as_role):
    room = make.room(room_type=room_type, room_number="101")
    response = client.put(
        f"{STAFF}/rooms/{room.id}", json={"room_number": "101A"}, headers=as_role("manager")
    )
    assert response.status_code == 200
    assert response.json["data"]["room_number"] == "101A"
