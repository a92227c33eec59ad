"""Paying at the property: confirmed without an online payment, only for a verified guest
account, refused after too many no-shows, counted in the hold limit, capped per night."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from app.extensions import db
from app.models import Booking, BookingEvent, BookingStatus, OutboxMessage, Payment
from tests.bookings.helpers import BASE, contact, days, stay_body


@pytest.fixture
def at_property(add_pay_at_property_plan):
    return add_pay_at_property_plan()


def book(client, hotel, room_type, plan, headers=None, **extra):
    return client.post(f"{BASE}/bookings", headers=headers or {},
                       json=stay_body(hotel, room_type, rate_plan_id=plan.id, **extra))


def test_confirmed_at_once_without_a_payment(client, auth, make, stocked, at_property):
    hotel, room_type = stocked
    guest = make.guest()

    response = book(client, hotel, room_type, at_property, auth.guest(guest))

    data = response.json["data"]
    assert response.status_code == 201
    assert data["status"] == "confirmed" and data["hold_expires_at"] is None
    assert data["payment_timing"] == "pay_at_property" and data["subtotal"] == 5250.0
    booking = db.session.get(Booking, data["booking_id"])
    assert booking.confirmed_at is not None
    assert db.session.scalars(select(Payment).where(Payment.booking_id == booking.id)).all() == []
    trail = db.session.scalars(select(BookingEvent).where(BookingEvent.booking_id == booking.id)).all()
    assert [(e.from_status, e.to_status, e.action) for e in trail] == [
        (None, "confirmed", "book_at_property")]
    email = db.session.scalar(select(OutboxMessage).where(
        OutboxMessage.recipient == guest.email, OutboxMessage.subject.like("Booking confirmed%")))
    assert "To pay at the hotel: 6,641.25 ETB" in email.body_text
    # Nothing was paid online, so cancelling refunds nothing (and asks no provider).
    cancelled = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(guest))
    assert cancelled.status_code == 200 and cancelled.json["data"]["refund_amount"] == 0.0


def test_refused_for_guest_checkout_and_unverified_accounts(client, auth, make, stocked,
                                                            at_property):
    hotel, room_type = stocked
    checkout = book(client, hotel, room_type, at_property, guest=contact())
    unverified = book(client, hotel, room_type, at_property,
                      auth.guest(make.guest(email_verified=False)))

    for response in (checkout, unverified):
        assert response.status_code == 403
        assert "verified" in response.json["message"]
    assert db.session.scalar(select(Booking.id)) is None


def test_refused_after_the_set_number_of_no_shows(app, client, auth, make, stocked, at_property):
    hotel, room_type = stocked
    guest = make.guest()
    for _ in range(app.config["PAY_AT_PROPERTY_MAX_NO_SHOWS"] - 1):
        make.booking(room_type=room_type, guest=guest, status=BookingStatus.NO_SHOW)
    assert book(client, hotel, room_type, at_property, auth.guest(guest)).status_code == 201

    make.booking(room_type=room_type, guest=guest, status=BookingStatus.NO_SHOW)
    response = book(client, hotel, room_type, at_property, auth.guest(guest),
                    check_in=days(20), check_out=days(21))

    assert response.status_code == 403 and "no-shows" in response.json["message"]
    # Paying online is still open to them.
    online = client.post(f"{BASE}/bookings", headers=auth.guest(guest),
                         json=stay_body(hotel, room_type, check_in=days(20), check_out=days(21)))
    assert online.status_code == 201


def test_each_hotel_caps_its_pay_at_property_rooms_a_night(client, auth, make, stocked,
                                                           at_property):
    hotel, room_type = stocked
    # Nights 10 and 11 (cap 2): two rooms on night 11 leave none for a stay over it.
    assert book(client, hotel, room_type, at_property, auth.guest(make.guest()),
                check_in=days(11), check_out=days(12),
                rooms=2).status_code == 201

    response = book(client, hotel, room_type, at_property, auth.guest(make.guest()),
                    check_in=days(10), check_out=days(12))

    assert response.status_code == 409
    assert days(11).isoformat() in response.json["message"]
    # The night before is free of them, and the room itself is still on sale online.
    assert book(client, hotel, room_type, at_property, auth.guest(make.guest()),
                check_in=days(10), check_out=days(11)).status_code == 201


def test_counts_toward_the_hold_limit(app, client, auth, make, stocked, at_property):
    hotel, room_type = stocked
    hotel.pay_at_property_rooms_per_night = 10
    for _ in range(3):
        make.room(room_type=room_type)
    db.session.commit()
    guest = make.guest()
    limit = app.config["MAX_UNPAID_HOLDS"]
    for n in range(limit):
        assert book(client, hotel, room_type, at_property, auth.guest(guest),
                    check_in=days(10 + n),
                    check_out=days(11 + n)).status_code == 201

    response = client.post(f"{BASE}/bookings", headers=auth.guest(guest),
                           json=stay_body(hotel, room_type, check_in=days(30),
                                          check_out=days(31)))

    assert response.status_code == 429 and response.headers["Retry-After"]


def test_not_offered_while_the_hotel_takes_none(client, auth, make, stocked, at_property):
    hotel, room_type = stocked
    hotel.pay_at_property_rooms_per_night = 0
    db.session.commit()

    response = book(client, hotel, room_type, at_property, auth.guest(make.guest()))

    assert response.status_code == 422 and "rate_plan_id" in response.json["errors"]
