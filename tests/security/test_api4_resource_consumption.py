"""OWASP API4:2023 Unrestricted Resource Consumption: bounded pages, capped holds, rate limits.

Every limit here answers in the envelope, and every 429 carries `Retry-After`. The limits are
configuration (config.py); this module sets small ones. Body size (413) is in
tests/security/test_http_hardening.py; the login limits in tests/accounts/test_rate_limits.py.
"""

from __future__ import annotations

import pytest

from app.models import Booking, Guest, Review
from tests.bookings.helpers import BASE, contact, days, stay_body, stock

REGISTRATION = {"first_name": "Hana", "last_name": "Girma", "phone": "0911223344",
                "password": "a-long-pass-phrase"}


@pytest.fixture
def app_config(app_config):
    return {**app_config, "CHAT_LIMIT": "3 per minute", "REVIEW_LIMIT": "2 per hour",
            "REGISTRATION_LIMIT": "2 per hour", "MAX_UNPAID_HOLDS": 2,
            "HOLDS_PER_ADDRESS_LIMIT": "2 per 15 minutes"}


def _assert_limited(response):
    assert response.status_code == 429, response.get_data(as_text=True)
    assert response.get_json()["status"] == "error"
    assert int(response.headers["Retry-After"]) > 0
    return response


@pytest.fixture
def lists(make, auth):
    hotel = make.hotel()
    headers = auth.guest(make.guest())
    return {
        "hotels": (f"{BASE}/hotels", {}),
        "reviews": (f"{BASE}/hotels/{hotel.id}/reviews", {}),
        "bookings": (f"{BASE}/bookings", headers),
        "notifications": (f"{BASE}/notifications", headers),
    }


@pytest.mark.parametrize("name", ["hotels", "reviews", "bookings", "notifications"])
def test_page_size_is_capped_at_50(client, lists, name):
    url, headers = lists[name]
    for limit in (51, 10_000, 0, -1):
        response = client.get(url, query_string={"limit": limit}, headers=headers)
        assert response.status_code == 422, (limit, response.get_json())
        assert "limit" in response.get_json()["errors"]
    assert client.get(url, query_string={"limit": 50}, headers=headers).status_code == 200


def test_signed_in_guest_unpaid_holds_are_capped(client, db, make, auth):
    hotel, room_type = stock(make, rooms=9)
    headers = auth.guest(make.guest())
    for index in range(2):
        body = stay_body(hotel, room_type, check_in=days(10 + index * 3))
        assert client.post(f"{BASE}/bookings", json=body, headers=headers).status_code == 201
    refused = _assert_limited(client.post(
        f"{BASE}/bookings", json=stay_body(hotel, room_type, check_in=days(30)), headers=headers))
    assert int(refused.headers["Retry-After"]) <= 15 * 60
    assert db.session.query(Booking).count() == 2


def test_unpaid_holds_are_capped_per_client_address(client, db, make):
    hotel, room_type = stock(make, rooms=9)
    for n in range(2):
        body = stay_body(hotel, room_type, check_in=days(10 + n * 3), guest=contact(n))
        assert client.post(f"{BASE}/bookings", json=body).status_code == 201
    _assert_limited(client.post(f"{BASE}/bookings",
                                json=stay_body(hotel, room_type, check_in=days(30), guest=contact(9))))


def test_review_creation_is_rate_limited(client, db, make, auth):
    hotel = make.hotel()
    url = f"{BASE}/hotels/{hotel.id}/reviews"
    headers = auth.guest(make.guest())
    body = {"rating": 4, "title": "Good", "comment": "Quiet rooms."}
    assert [client.post(url, json=body, headers=headers).status_code for _ in range(2)] == [201, 201]
    _assert_limited(client.post(url, json=body, headers=headers))
    assert db.session.query(Review).count() == 2


def test_registration_is_rate_limited_per_address(client, db):
    for n in range(2):
        response = client.post("/api/v1/auth/register",
                               json={**REGISTRATION, "email": f"hana{n}@example.et"})
        assert response.status_code == 201
    # The other mount of the same blueprint shares the limit.
    _assert_limited(client.post("/api/v1/mobile/auth/register",
                                json={**REGISTRATION, "email": "hana9@example.et"}))
    assert db.session.query(Guest).count() == 2


def test_chat_is_rate_limited_per_client(client):
    for _ in range(3):
        assert client.post("/v1/chat", json={"message": "Hello"}).status_code == 200
    refused = client.post("/v1/chat", json={"message": "Hello"})
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) > 0
    # Another client address still gets answers.
    other = client.post("/v1/chat", json={"message": "Hello"},
                        environ_base={"REMOTE_ADDR": "10.9.9.9"})
    assert other.status_code == 200


def test_payment_verify_is_throttled_per_address(client, app):
    app.config["PAYMENT_VERIFY_LIMIT"] = "2 per minute"
    for _ in range(2):
        assert client.get(f"{BASE}/payments/verify?tx_ref=MRF-unknown").status_code == 404
    _assert_limited(client.get(f"{BASE}/payments/verify?tx_ref=MRF-unknown"))
