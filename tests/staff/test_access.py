"""Who may call which staff endpoint: token kinds and roles (docs/decisions.md D3)."""

from __future__ import annotations

import pytest

from tests.staff.conftest import STAFF


@pytest.fixture
def records(make, hotel):
    """One room type, room and review of the hotel, so that every path has a real id."""
    room_type = make.room_type(hotel=hotel)
    room = make.room(room_type=room_type, room_number="101")
    review = make.review(hotel=hotel)
    return {"room_type": room_type.id, "room": room.id, "review": review.id}


# (method, path, body); `{room_type}`, `{room}` and `{review}` are filled from `records`.
ENDPOINTS = [
    ("GET", "/hotel", None),
    ("PUT", "/hotel", {"hotel_name": "Renamed"}),
    ("PUT", "/profile", {"hotel_name": "Renamed"}),
    ("GET", "/room-types", None),
    (
        "POST",
        "/room-types",
        {"room_type_name": "Suite", "room_type_capacity": 2, "room_type_bed_type": "king"},
    ),
    ("PUT", "/room-types/{room_type}", {"room_type_capacity": 3}),
    ("GET", "/rooms", None),
    ("POST", "/rooms", {"room_number": "202", "room_type_id": "{room_type}"}),
    ("PUT", "/rooms/{room}", {"room_status": "cleaning"}),
    ("GET", "/bookings", None),
    ("GET", "/reviews", None),
    ("POST", "/reviews/{review}/reply", {"reply": "Thank you"}),
    ("GET", "/holidays?year=2026", None),
]
ENDPOINT_NAMES = [f"{method} {path}" for method, path, _ in ENDPOINTS]


def every_endpoint(ids: dict) -> list[tuple[str, str, dict | None]]:
    def fill(value):
        return ids[value[1:-1]] if isinstance(value, str) and value.startswith("{") else value

    return [
        (method, path.format(**ids), body and {k: fill(v) for k, v in body.items()})
        for method, path, body in ENDPOINTS
    ]


@pytest.mark.parametrize("index", range(len(ENDPOINTS)), ids=ENDPOINT_NAMES)
def test_guest_token_refused_on_every_staff_path(client, records, as_guest, index):
    method, path, body = every_endpoint(records)[index]
    response = client.open(STAFF + path, method=method, json=body, headers=as_guest)
    assert response.status_code == 403
    assert response.json["status"] == "error"
    assert response.json["data"] is None


@pytest.mark.parametrize("index", range(len(ENDPOINTS)), ids=ENDPOINT_NAMES)
def test_no_token_is_401_on_every_staff_path(client, records, index):
    method, path, body = every_endpoint(records)[index]
    assert client.open(STAFF + path, method=method, json=body).status_code == 401


@pytest.mark.parametrize("index", range(len(ENDPOINTS)), ids=ENDPOINT_NAMES)
def test_hotel_admin_may_call_every_staff_path(client, records, as_admin, index):
    method, path, body = every_endpoint(records)[index]
    response = client.open(STAFF + path, method=method, json=body, headers=as_admin)
    assert response.status_code in (200, 201), response.json


# Which role may call which endpoint (hotel_admin: all of them).
ROLE_RULES = {
    "manager": {
        "GET /hotel": True,
        "PUT /hotel": True,
        "PUT /profile": True,
        "GET /room-types": True,
        "POST /room-types": True,
        "PUT /room-types/{room_type}": True,
        "GET /rooms": True,
        "POST /rooms": True,
        "PUT /rooms/{room}": True,
        "GET /bookings": False,
        "GET /reviews": False,
        "POST /reviews/{review}/reply": False,
        "GET /holidays?year=2026": True,
    },
    "front_desk": {
        "GET /hotel": True,
        "PUT /hotel": False,
        "PUT /profile": False,
        "GET /room-types": True,
        "POST /room-types": False,
        "PUT /room-types/{room_type}": False,
        "GET /rooms": True,
        "POST /rooms": False,
        "PUT /rooms/{room}": True,
        "GET /bookings": False,
        "GET /reviews": False,
        "POST /reviews/{review}/reply": False,
        "GET /holidays?year=2026": True,
    },
}


@pytest.mark.parametrize("role", ["manager", "front_desk"])
def test_roles_allow_and_refuse_as_designed(client, records, as_role, role):
    headers = as_role(role)
    for name, (method, path, body) in zip(ENDPOINT_NAMES, every_endpoint(records), strict=True):
        allowed = ROLE_RULES[role][name]
        response = client.open(STAFF + path, method=method, json=body, headers=headers)
        if allowed:
            assert response.status_code in (200, 201), (method, path, response.json)
        else:
            assert response.status_code == 403, (method, path, response.json)
            assert response.json["message"] == "Your role does not allow this action"


def test_refused_role_writes_nothing(client, db, hotel, records, as_role):
    headers = as_role("front_desk")
    client.put(f"{STAFF}/hotel", json={"hotel_name": "Hijacked"}, headers=headers)
    client.post(
        f"{STAFF}/rooms", json={"room_number": "999", "room_type_id": records["room_type"]}, headers=headers
    )
    db.session.expire_all()
    assert hotel.name == "Blue Nile Hotel"
    assert len(hotel.rooms) == 1


def test_inactive_staff_refused(client, make, auth, hotel):
    staff = make.staff(hotel=hotel, is_active=False)
    assert client.get(f"{STAFF}/hotel", headers=auth.staff(staff)).status_code == 403


def test_staff_token_refused_on_review_creation(client, hotel, as_admin):
    response = client.post(
        f"/api/v1/mobile/hotels/{hotel.id}/reviews",
        json={"rating": 5, "title": "Us", "comment": "We are great"},
        headers=as_admin,
    )
    assert response.status_code == 403
