"""OWASP API3:2023 Broken Object Property Level Authorization: mass assignment and excessive data.

Writable fields are the request schemas' own; a protected property in a body (status, prices,
loyalty points, verification flags, the hotel an admin belongs to) is refused with 422 and never
applied. Responses never carry password hashes or another user's email. The staff PUT /hotel
matrix is also in tests/staff/test_hotel.py; here the same rule is checked on every writing
endpoint of guests and staff, and the stored rows are read back.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.models import Booking, Guest, Hotel, HotelStatus, Review
from tests.bookings.helpers import BASE, contact, stay_body, stock
from tests.factories import TEST_PASSWORD

STAFF = "/api/v1/staff"
REGISTRATION = {"first_name": "Hana", "last_name": "Girma", "email": "hana@example.et",
                "phone": "0911223344", "password": "a-long-pass-phrase"}


def _assert_no_secrets(response, *foreign_emails):
    text = response.get_data(as_text=True)
    assert "password_hash" not in text
    assert "$argon2" not in text
    assert TEST_PASSWORD not in text
    for email in foreign_emails:
        assert email.lower() not in text.lower()


@pytest.mark.parametrize("path", ["hotel", "profile"])
@pytest.mark.parametrize("protected", [
    {"hotel_status": "active"},
    {"verified_at": "2026-01-01 00:00:00"},
    {"hotel_id": 999},
])
def test_staff_cannot_set_status_verification_or_hotel_id(client, db, make, auth, path, protected):
    hotel = make.hotel(name="Untouched", hotel_status=HotelStatus.PENDING_VERIFICATION,
                       verified_at=None)
    other = make.hotel(name="Other")
    body = {"hotel_name": "Renamed", **protected}
    response = client.put(f"{STAFF}/{path}", json=body, headers=auth.staff(make.staff(hotel=hotel)))
    assert response.status_code == 422
    assert set(protected) <= set(response.get_json()["errors"])
    db.session.expire_all()
    stored = db.session.get(Hotel, hotel.id)
    assert (stored.name, stored.hotel_status, stored.verified_at) == (
        "Untouched", HotelStatus.PENDING_VERIFICATION, None)
    assert db.session.get(Hotel, other.id).name == "Other"


@pytest.mark.parametrize("protected", [
    {"total": "1.00"},
    {"status": "confirmed"},
    {"nightly_price": "1.00"},
    {"hold_expires_at": "2099-01-01 00:00:00"},
    {"guest_id": 1},
    {"confirmation_code": "MINE0001"},
])
def test_booking_body_cannot_set_price_status_or_hold(client, db, make, auth, protected):
    hotel, room_type = stock(make, price="2500.00")
    guest = make.guest()
    body = stay_body(hotel, room_type, **protected)
    response = client.post(f"{BASE}/bookings", json=body, headers=auth.guest(guest))
    assert response.status_code == 422, response.get_json()
    assert db.session.query(Booking).count() == 0
    # Without the protected field the same stay books at the hotel's price, on hold, unpaid.
    created = client.post(f"{BASE}/bookings", json=stay_body(hotel, room_type),
                          headers=auth.guest(guest))
    assert created.status_code == 201
    stored = db.session.get(Booking, created.get_json()["data"]["booking_id"])
    assert stored.status == "pending_payment"
    assert stored.nightly_price == Decimal("2500.00") and stored.total > Decimal("5000.00")


def test_guest_checkout_contact_cannot_smuggle_fields(client, db, make):
    hotel, room_type = stock(make)
    body = stay_body(hotel, room_type, guest={**contact(), "guest_id": 1, "email_verified": True})
    assert client.post(f"{BASE}/bookings", json=body).status_code == 422
    assert db.session.query(Booking).count() == 0


@pytest.mark.parametrize("protected", [
    {"loyalty_points": 100000},
    {"email_verified": True},
    {"status": "active"},
    {"id": 1},
    {"password_hash": "$argon2id$v=19$m=8,t=1,p=1$AAAA$BBBB"},
])
def test_registration_cannot_set_points_verification_or_status(client, db, protected):
    response = client.post("/api/v1/auth/register", json={**REGISTRATION, **protected})
    assert response.status_code == 422, response.get_json()
    assert set(protected) <= set(response.get_json()["errors"])
    assert db.session.query(Guest).count() == 0


def test_registered_account_starts_unverified_with_no_points(client, db):
    response = client.post("/api/v1/auth/register", json=REGISTRATION)
    assert response.status_code == 201
    _assert_no_secrets(response)
    guest = db.session.query(Guest).one()
    assert (guest.loyalty_points, guest.email_verified, guest.status) == (0, False, "active")


@pytest.mark.parametrize("protected", [
    {"is_verified_purchase": True},
    {"status": "approved"},
    {"reply": "Thanks from the hotel"},
    {"guest_id": 1},
    {"hotel_id": 2},
])
def test_review_body_cannot_set_verification_status_or_reply(client, db, make, auth, protected):
    hotel = make.hotel()
    body = {"rating": 5, "title": "Great", "comment": "Lovely stay.", **protected}
    response = client.post(f"{BASE}/hotels/{hotel.id}/reviews", json=body,
                           headers=auth.guest(make.guest()))
    assert response.status_code == 422, response.get_json()
    assert db.session.query(Review).count() == 0


def test_review_without_a_stay_is_not_a_verified_purchase(client, db, make, auth):
    hotel = make.hotel()
    response = client.post(f"{BASE}/hotels/{hotel.id}/reviews",
                           json={"rating": 5, "title": "Great", "comment": "Lovely stay."},
                           headers=auth.guest(make.guest()))
    assert response.status_code == 201
    assert response.get_json()["data"]["is_verified_purchase"] is False
    assert db.session.query(Review).one().is_verified_purchase is False


def test_no_response_carries_a_password_hash_or_another_users_email(client, make, auth):
    """Every read of guests, staff and public visitors over a hotel with several guests' records."""
    hotel, room_type = stock(make)
    me, other = make.guest(), make.guest()
    staff = make.staff(hotel=hotel)
    colleague = make.staff(hotel=hotel)
    for guest in (me, other):
        make.booking(guest=guest, room_type=room_type)
        make.review(hotel=hotel, guest=guest)
        make.notification(guest=guest)
    as_me, as_staff = auth.guest(me), auth.staff(staff)

    def login(email):
        return client.post("/api/v1/auth/login", json={"email": email, "password": TEST_PASSWORD})

    guest_reads = [
        login(me.email), client.get("/api/v1/auth/me", headers=as_me),
        client.get(f"{BASE}/bookings", headers=as_me),
        client.get(f"{BASE}/notifications", headers=as_me),
        client.get(f"{BASE}/home", headers=as_me),
        client.get(f"{BASE}/hotels"), client.get(f"{BASE}/hotels/{hotel.id}"),
        client.get(f"{BASE}/hotels/{hotel.id}/reviews"),
    ]
    for response in guest_reads:
        assert response.status_code == 200
        _assert_no_secrets(response, other.email, staff.email)
    staff_reads = [login(staff.email)] + [
        client.get(f"{STAFF}/{path}", headers=as_staff)
        for path in ("hotel", "rooms", "room-types", "reviews")
    ]
    for response in staff_reads:
        assert response.status_code == 200
        _assert_no_secrets(response, me.email, other.email, colleague.email)
    # The hotel's own bookings show their guests' contacts to its staff (the spec's booking
    # list); the hashes and other staff accounts stay out.
    bookings = client.get(f"{STAFF}/bookings", headers=as_staff)
    assert bookings.status_code == 200
    _assert_no_secrets(bookings, colleague.email)
