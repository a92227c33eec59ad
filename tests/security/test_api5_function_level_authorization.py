"""OWASP API5:2023 Broken Function Level Authorization: each kind of caller reaches its own functions.

The routes are read from the app's URL map, so a route added later is checked without editing
this module: every /api/v1/staff route refuses a guest token (403) and no token (401); every
guest-only route refuses a staff token (403); the admin panel ignores bearer tokens. Staff roles
within a hotel are in tests/staff/test_access.py; forged tokens in tests/security/test_tokens.py.
"""

from __future__ import annotations

import re

import pytest

GUEST_ONLY = {
    ("GET", "/api/v1/auth/me"),
    ("GET", "/api/v1/mobile/auth/me"),
    ("GET", "/api/v1/mobile/bookings"),
    ("GET", "/api/v1/mobile/bookings/<int:booking_id>"),
    ("POST", "/api/v1/mobile/bookings/<int:booking_id>/cancel"),
    ("POST", "/api/v1/mobile/bookings/<int:booking_id>/change"),
    ("POST", "/api/v1/mobile/bookings/<int:booking_id>/change/quote"),
    ("GET", "/api/v1/mobile/bookings/<int:booking_id>/changes"),
    ("GET", "/api/v1/mobile/bookings/<int:booking_id>/folio.pdf"),
    ("POST", "/api/v1/mobile/bookings/<int:booking_id>/changes/<int:change_id>/pay"),
    ("POST", "/api/v1/mobile/hotels/<int:hotel_id>/reviews"),
}


def _routes(app, predicate):
    found = []
    for rule in app.url_map.iter_rules():
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            if predicate(rule.rule, method):
                found.append((method, rule.rule))
    return sorted(found)


def _url(rule: str) -> str:
    # Ids of records that may or may not exist: the refusal must come before any lookup.
    return re.sub(r"<(?:[a-z]+:)?[a-z_]+>", "1", rule)


def _call(client, method, rule, headers=None):
    return client.open(_url(rule), method=method, json={}, headers=headers or {})


def _assert_error(response, status):
    assert response.status_code == status, response.get_data(as_text=True)
    body = response.get_json()
    assert body["status"] == "error" and body["data"] is None


@pytest.fixture
def staff_routes(app):
    routes = _routes(app, lambda rule, _method: rule.startswith("/api/v1/staff/"))
    assert len(routes) >= 12  # hotel, profile, rooms, room types, bookings, reviews, reply
    return routes


@pytest.fixture
def guest_only_routes(app):
    routes = _routes(app, lambda rule, method: (method, rule) in GUEST_ONLY
                     or rule.startswith("/api/v1/mobile/notifications"))
    assert set(GUEST_ONLY) <= set(routes)
    assert sum(rule.startswith("/api/v1/mobile/notifications") for _, rule in routes) >= 4
    return routes


def test_every_staff_route_refuses_a_guest_token_and_no_token(client, make, auth, staff_routes):
    make.hotel(id=1)
    guest = auth.guest(make.guest())
    for method, rule in staff_routes:
        _assert_error(_call(client, method, rule, guest), 403)
        _assert_error(_call(client, method, rule), 401)


def test_every_guest_only_route_refuses_a_staff_token(client, make, auth, guest_only_routes):
    hotel = make.hotel(id=1)
    staff = auth.staff(make.staff(hotel=hotel))
    for method, rule in guest_only_routes:
        _assert_error(_call(client, method, rule, staff), 403)
        _assert_error(_call(client, method, rule), 401)


def test_staff_token_cannot_book_or_pay_as_a_guest(client, db, make, auth):
    """Routes open to anonymous callers that act for a signed-in guest refuse a staff token
    rather than treat the caller as anonymous or as a guest."""
    from app.models import Booking, Payment

    hotel = make.hotel()
    room_type = make.room_type(hotel=hotel)
    make.room(room_type=room_type)
    staff = auth.staff(make.staff(hotel=hotel))
    booking = make.booking(room_type=room_type)
    created = client.post("/api/v1/mobile/bookings", headers=staff, json={
        "hotel_id": hotel.id, "room_type_id": room_type.id, "check_in": "2030-01-01",
        "check_out": "2030-01-02"})
    _assert_error(created, 403)
    paid = client.post("/api/v1/mobile/payments/initialize", headers=staff,
                       json={"booking_id": booking.id})
    _assert_error(paid, 403)
    assert db.session.query(Booking).count() == 1
    assert db.session.query(Payment).count() == 0


def test_admin_panel_ignores_bearer_tokens(client, make, auth, app):
    pages = [rule for method, rule in _routes(app, lambda rule, method: method == "GET"
                                              and rule.startswith("/admin/") and "<" not in rule)
             if "login" not in rule and "static" not in rule]
    assert "/admin/" in pages and len(pages) >= 10
    hotel = make.hotel()
    tokens = [auth.guest(make.guest()), auth.staff(make.staff(hotel=hotel))]
    for headers in tokens:
        for page in pages:
            response = client.get(page, headers=headers)
            assert response.status_code == 302, (page, response.status_code)
            assert "/admin/login" in response.headers["Location"]
