"""OWASP API1:2023 Broken Object Level Authorization: a caller reaches only their own records.

Another's record answers exactly like a record that does not exist (404), so ids cannot be probed,
and nothing is changed. Also covered in the areas' own tests: tests/bookings/test_bookings_api.py
(get/cancel), tests/payments/test_initialize.py, tests/notifications, tests/staff/test_rooms.py,
test_room_types.py, test_review_replies.py, test_bookings.py. This module walks the whole surface
in one place with the same two callers.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.models import Booking, BookingStatus, Notification, Payment, Review, Room, RoomType
from app.models.base import utcnow
from tests.bookings.helpers import BASE, days, stock

STAFF = "/api/v1/staff"


@pytest.fixture
def two_guests(make, auth):
    """(owner, intruder headers, the owner's pending booking, the owner's notification)."""
    # Names that cannot occur by chance in a response (faker names could: "Tim" in a message).
    owner = make.guest(first_name="Meseret", last_name="Defar")
    intruder = make.guest()
    _hotel, room_type = stock(make, rooms=2)
    booking = make.booking(guest=owner, room_type=room_type, status=BookingStatus.PENDING_PAYMENT,
                           hold_expires_at=utcnow() + timedelta(minutes=15),
                           check_in=days(10), check_out=days(11))
    notification = make.notification(guest=owner)
    return owner, auth.guest(intruder), booking, notification


def _assert_not_found(response):
    assert response.status_code == 404, response.get_json()
    body = response.get_json()
    assert body["status"] == "error" and body["data"] is None


def test_another_guests_booking_reads_as_missing_and_cannot_be_cancelled(client, db, two_guests):
    owner, intruder, booking, _ = two_guests
    missing = client.get(f"{BASE}/bookings/999999", headers=intruder)
    foreign = client.get(f"{BASE}/bookings/{booking.id}", headers=intruder)
    _assert_not_found(foreign)
    assert foreign.get_json()["message"] == missing.get_json()["message"]
    _assert_not_found(client.post(f"{BASE}/bookings/{booking.id}/cancel", json={}, headers=intruder))
    listed = client.get(f"{BASE}/bookings", headers=intruder).get_json()["data"]
    assert listed["bookings"] == [] and listed["total"] == 0
    db.session.expire_all()
    stored = db.session.get(Booking, booking.id)
    assert stored.status == BookingStatus.PENDING_PAYMENT and stored.cancelled_at is None


def test_guest_checkout_booking_is_not_reachable_with_any_guest_token(client, make, auth):
    _hotel, room_type = stock(make)
    booking = make.booking(guest=None, room_type=room_type, contact_first_name="Abebe",
                           contact_last_name="Bikila", contact_email="walkin@example.et",
                           contact_phone="+251911223344")
    headers = auth.guest(make.guest(email="walkin@example.et"))  # even one with the same email
    _assert_not_found(client.get(f"{BASE}/bookings/{booking.id}", headers=headers))
    _assert_not_found(client.post(f"{BASE}/bookings/{booking.id}/cancel", json={}, headers=headers))


def test_another_guests_notification_cannot_be_read_and_mark_all_spares_it(client, db, two_guests):
    _owner, intruder, _booking, notification = two_guests
    for method in ("post", "patch"):
        response = getattr(client, method)(f"{BASE}/notifications/{notification.id}/read",
                                           headers=intruder)
        _assert_not_found(response)
    assert client.post(f"{BASE}/notifications/mark-all-read", headers=intruder).status_code == 200
    listed = client.get(f"{BASE}/notifications", headers=intruder).get_json()["data"]
    assert listed["items"] == [] and listed["count"] == 0
    db.session.expire_all()
    assert db.session.get(Notification, notification.id).is_read is False


def test_payment_for_another_guests_booking_is_404_and_creates_nothing(client, db, two_guests):
    _owner, intruder, booking, _ = two_guests
    response = client.post(f"{BASE}/payments/initialize", json={"booking_id": booking.id},
                           headers=intruder)
    _assert_not_found(response)
    # Without a token, even with the right confirmation code and email: a registered guest's
    # booking is paid by that guest only.
    anonymous = client.post(f"{BASE}/payments/initialize", json={
        "booking_id": booking.id, "confirmation_code": booking.confirmation_code,
        "email": booking.contact_email})
    _assert_not_found(anonymous)
    assert db.session.query(Payment).count() == 0


def test_guest_checkout_payment_needs_the_bookings_own_code_and_email(client, db, make):
    _hotel, room_type = stock(make)
    booking = make.booking(guest=None, room_type=room_type, status=BookingStatus.PENDING_PAYMENT,
                           hold_expires_at=utcnow() + timedelta(minutes=15),
                           contact_first_name="Abebe", contact_last_name="Bikila",
                           contact_email="walkin@example.et", contact_phone="+251911223344")
    other = make.booking(guest=None, room_type=room_type, contact_first_name="Sara",
                         contact_last_name="Tesfaye", contact_email="sara@example.et",
                         contact_phone="+251911000001")
    url = f"{BASE}/payments/initialize"
    for credentials in (
        {},
        {"confirmation_code": booking.confirmation_code, "email": "someone@example.et"},
        # A valid pair of another booking does not open this one.
        {"confirmation_code": other.confirmation_code, "email": "sara@example.et"},
    ):
        _assert_not_found(client.post(url, json={"booking_id": booking.id, **credentials}))
    assert db.session.query(Payment).count() == 0


def test_verify_by_tx_ref_shows_the_payment_but_nothing_of_the_guest(client, make, auth, two_guests):
    owner, intruder, booking, _ = two_guests
    started = client.post(f"{BASE}/payments/initialize", json={"booking_id": booking.id},
                          headers=auth.guest(owner))
    assert started.status_code == 200, started.get_json()
    tx_ref = started.get_json()["data"]["tx_ref"]
    # The tx_ref is an unguessable capability (80 random bits); whoever holds it learns the
    # payment's state and amount - what the spec's verify returns - and nothing personal.
    assert len(tx_ref.removeprefix("MRF-")) == 20
    response = client.get(f"{BASE}/payments/verify", query_string={"tx_ref": tx_ref},
                          headers=intruder)
    assert response.status_code == 200
    text = response.get_data(as_text=True)
    for personal in (owner.email, owner.first_name, owner.last_name, owner.phone,
                     booking.confirmation_code):
        assert personal not in text
    assert set(response.get_json()["data"]) <= {
        "payment_id", "tx_ref", "checkout_url", "amount", "currency", "status", "provider",
        "method", "booking_id", "booking_status", "paid_amount", "paid_currency",
        "provider_reference", "failure_reason", "refund_amount", "refunded_at", "verified_at",
        "created_at"}
    _assert_not_found(client.get(f"{BASE}/payments/verify", query_string={"tx_ref": "MRF-" + "0" * 20}))


def test_booking_lookup_needs_the_matching_email(client, make):
    _hotel, room_type = stock(make)
    booking = make.booking(guest=None, room_type=room_type, contact_first_name="Abebe",
                           contact_last_name="Bikila", contact_email="walkin@example.et",
                           contact_phone="+251911223344")
    url = f"{BASE}/bookings/lookup"
    found = client.get(url, query_string={"confirmation_code": booking.confirmation_code,
                                          "email": "walkin@example.et"})
    assert found.status_code == 200
    wrong_email = client.get(url, query_string={"confirmation_code": booking.confirmation_code,
                                                "email": "guess@example.et"})
    unknown_code = client.get(url, query_string={"confirmation_code": "ZZZZZZZZ",
                                                 "email": "walkin@example.et"})
    _assert_not_found(wrong_email)
    _assert_not_found(unknown_code)
    # Same answer either way: a wrong email does not confirm that the code exists.
    assert wrong_email.get_json()["message"] == unknown_code.get_json()["message"]
    assert "walkin@example.et" not in wrong_email.get_data(as_text=True)


@pytest.fixture
def hotel_b_records(make):
    hotel_b = make.hotel(name="Hotel B")
    room_type = make.room_type(hotel=hotel_b, capacity=2)
    room = make.room(room_type=room_type, status="available")
    review = make.review(hotel=hotel_b)
    make.booking(room_type=room_type)
    return room_type, room, review


def test_staff_of_hotel_a_cannot_touch_hotel_bs_records(client, db, make, auth, hotel_b_records):
    room_type, room, review = hotel_b_records
    as_a = auth.staff(make.staff(hotel=make.hotel(name="Hotel A"), role_slug="hotel_admin"))
    _assert_not_found(client.put(f"{STAFF}/rooms/{room.id}", json={"room_status": "maintenance"},
                                 headers=as_a))
    _assert_not_found(client.put(f"{STAFF}/room-types/{room_type.id}",
                                 json={"room_type_capacity": 9}, headers=as_a))
    _assert_not_found(client.post(f"{STAFF}/reviews/{review.id}/reply", json={"reply": "Ours"},
                                  headers=as_a))
    # A room of A cannot be filed under B's room type either (422 on the field, nothing made).
    created = client.post(f"{STAFF}/rooms", json={"room_number": "901", "room_type_id": room_type.id},
                          headers=as_a)
    assert created.status_code == 422
    assert "room_type_id" in created.get_json()["errors"]
    # Lists show A's (empty) hotel only.
    for path, key in (("rooms", "rooms"), ("room-types", "room_types"), ("reviews", "reviews"),
                      ("bookings", "bookings")):
        body = client.get(f"{STAFF}/{path}", headers=as_a).get_json()
        assert body["status"] == "success", (path, body)
        items = body["data"][key] if isinstance(body["data"], dict) else body["data"]
        assert items == [], (path, items)
    db.session.expire_all()
    assert db.session.get(Room, room.id).status == "available"
    assert db.session.get(RoomType, room_type.id).capacity == 2
    assert db.session.get(Review, review.id).reply is None
    assert db.session.query(Room).count() == 1
