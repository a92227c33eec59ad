"""OWASP API6:2023 Unrestricted Access to Sensitive Business Flows: inventory hoarding.

Unpaid holds lock rooms for BOOKING_HOLD_MINUTES. The cap (MAX_UNPAID_HOLDS) counts one person once
however the email is spelt and whether or not they are signed in. The plain per-email cap is in
tests/bookings/test_bookings_api.py; the (missing) per-address cap is the xfail in
tests/security/test_api4_resource_consumption.py.
"""

from __future__ import annotations

import pytest

from app.models import Booking
from tests.bookings.helpers import BASE, contact, days, stay_body, stock


@pytest.fixture
def app_config(app_config):
    return {**app_config, "MAX_UNPAID_HOLDS": 2}


def _book(client, hotel, room_type, n, headers=None, **guest):
    body = stay_body(hotel, room_type, check_in=days(10 + 3 * n))
    if guest:
        body["guest"] = {**contact(), **guest}
    return client.post(f"{BASE}/bookings", json=body, headers=headers or {})


def test_email_case_variants_are_one_contact(client, db, make):
    hotel, room_type = stock(make, rooms=9)
    assert _book(client, hotel, room_type, 0, email="hoarder@example.et").status_code == 201
    assert _book(client, hotel, room_type, 1, email="Hoarder@Example.ET").status_code == 201
    refused = _book(client, hotel, room_type, 2, email="HOARDER@EXAMPLE.ET")
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
    assert db.session.query(Booking).count() == 2
    emails = {email for (email,) in db.session.query(Booking.contact_email)}
    assert emails == {"hoarder@example.et"}


def test_signing_out_does_not_reset_the_cap(client, db, make, auth):
    """Holds made with a guest token count against the account's email in guest checkout."""
    hotel, room_type = stock(make, rooms=9)
    guest = make.guest(email="member@example.et")
    headers = auth.guest(guest)
    assert [_book(client, hotel, room_type, n, headers).status_code for n in (0, 1)] == [201, 201]
    refused = _book(client, hotel, room_type, 2, email="MEMBER@example.et")
    assert refused.status_code == 429
    assert db.session.query(Booking).count() == 2


def test_cancelled_holds_free_the_cap(client, db, make, auth):
    """The cap limits live holds, not customers: cancelling one lets the guest book again."""
    hotel, room_type = stock(make, rooms=9)
    headers = auth.guest(make.guest())
    ids = [_book(client, hotel, room_type, n, headers).get_json()["data"]["booking_id"]
           for n in (0, 1)]
    assert _book(client, hotel, room_type, 2, headers).status_code == 429
    assert client.post(f"{BASE}/bookings/{ids[0]}/cancel", json={}, headers=headers).status_code == 200
    assert _book(client, hotel, room_type, 3, headers).status_code == 201
