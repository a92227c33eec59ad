"""A guest's change to another room type of the same hotel through HTTP
(app/services/booking/changes.py): priced at the new type's rates of today, held until paid with
the old stay intact, refunded when cheaper, the cancellation rule inside the window, and the
refusals (another hotel's type, not on sale, sold out, a rate plan's booking, checked in, the
same stay). Every path ends with the calendar agreeing with a rebuild."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import func, select

from app.extensions import db
from app.models import BookingChange, BookingEvent, Payment, RoomTypeNight
from tests.bookings.helpers import BASE
from tests.frontdesk.conftest import DESK, check_in_body, days
from tests.frontdesk.test_booking_changes import (
    ONE_NIGHT,
    _json,
    assert_calendar_consistent,
    booking_of,
    change,
    held,
    pay_change,
    trail,
)
from tests.payments.conftest import verify

SUITE_NIGHT = Decimal("5060.00")  # 4,000 + 10% service charge + 15% VAT, one room
SINGLE_NIGHT = Decimal("2530.00")  # 2,000 + 10% + 15%


@pytest.fixture
def suite(make, hotel):
    suite = make.room_type(hotel=hotel, name="Suite", price_per_night=Decimal("4000.00"),
                           capacity=2)
    for number in ("201", "202"):
        make.room(room_type=suite, room_number=number)
    return suite


@pytest.fixture
def single(make, hotel):
    single = make.room_type(hotel=hotel, name="Single", price_per_night=Decimal("2000.00"),
                            capacity=2)
    make.room(room_type=single, room_number="301")
    return single


def booked(room_type_id: int) -> dict:
    db.session.rollback()
    return {n.night: n.booked_rooms for n in db.session.scalars(
        select(RoomTypeNight).where(RoomTypeNight.room_type_id == room_type_id))
        if n.booked_rooms}


def quote(client, headers, booking_id, **body):
    return client.post(f"{BASE}/bookings/{booking_id}/change/quote", json=_json(body),
                       headers=headers)


def no_changes_made() -> bool:
    db.session.rollback()
    return db.session.scalar(select(func.count()).select_from(BookingChange)) == 0


def test_a_dearer_room_type_is_held_until_paid_then_the_stay_moves(
        client, auth, make, book_paid, room_type, suite):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    # The old type's price changes after booking: a move prices every night at the new type's.
    room_type.price_per_night = Decimal("9999.00")
    db.session.commit()

    priced = quote(client, headers, booking_id, room_type_id=suite.id)
    assert priced.status_code == 200, priced.json
    data = priced.json["data"]
    assert data["room_type_id"] == suite.id and data["available"] is True
    assert [n["price"] for n in data["nights_breakdown"]] == [4000.0, 4000.0]
    assert data["total"] == float(SUITE_NIGHT * 2)
    assert data["amount_due"] == float(SUITE_NIGHT * 2 - ONE_NIGHT * 2)
    assert no_changes_made()

    asked = change(client, headers, booking_id, room_type_id=suite.id)
    assert asked.status_code == 201, asked.json
    pending = asked.json["data"]
    assert pending["status"] == "pending_payment" and pending["room_type_id"] == suite.id
    # The old stay is intact; both nights of the suite are held.
    booking = booking_of(booking_id)
    assert (booking.room_type_id, booking.total) == (room_type.id, ONE_NIGHT * 2)
    assert held(suite.id) == {days(10): 1, days(11): 1}
    assert booked(room_type.id) == {days(10): 1, days(11): 1}
    assert_calendar_consistent()

    tx_ref = pay_change(client, headers, booking_id, pending["change_id"])
    assert verify(client, tx_ref).json["data"]["status"] == "success"
    booking = booking_of(booking_id)
    assert (booking.room_type_id, booking.total, booking.nights) == (suite.id, SUITE_NIGHT * 2, 2)
    assert held(suite.id) == {} and booked(room_type.id) == {}
    assert booked(suite.id) == {days(10): 1, days(11): 1}
    assert_calendar_consistent()
    events = db.session.scalars(select(BookingEvent).where(
        BookingEvent.booking_id == booking_id).order_by(BookingEvent.id)).all()
    assert [e.action for e in events][-2:] == ["change_requested", "change"]
    assert f"to room type {suite.id}" in events[-1].reason
    shown = client.get(f"{BASE}/bookings/{booking_id}", headers=headers).json["data"]
    assert (shown["room_type_id"], shown["room_type_name"]) == (suite.id, "Suite")


def test_a_cheaper_room_type_moves_at_once_and_refunds_the_difference(
        client, auth, make, book_paid, room_type, single):
    guest = make.guest()
    booking_id = book_paid(guest, nights=2)

    done = change(client, auth.guest(guest), booking_id, room_type_id=single.id)
    assert done.status_code == 201, done.json
    data = done.json["data"]
    assert data["status"] == "applied" and data["cancellation_fee"] == 0
    assert data["refund_amount"] == float((ONE_NIGHT - SINGLE_NIGHT) * 2)
    booking = booking_of(booking_id)
    assert (booking.room_type_id, booking.total) == (single.id, SINGLE_NIGHT * 2)
    payment = db.session.scalar(select(Payment).where(Payment.booking_id == booking_id))
    assert [(r.amount, r.cause) for r in payment.refunds] == [
        ((ONE_NIGHT - SINGLE_NIGHT) * 2, "booking_changed")]
    assert booked(room_type.id) == {} and booked(single.id) == {days(10): 1, days(11): 1}
    assert_calendar_consistent()


def test_inside_the_window_a_move_keeps_the_fee_of_the_nights_given_up(
        client, auth, make, book_paid, single):
    guest = make.guest()
    booking_id = book_paid(guest, check_in=days(0), nights=3)  # past the deadline

    # Same nights in another type: nothing given up, no fee.
    same_nights = quote(client, auth.guest(guest), booking_id, room_type_id=single.id)
    assert same_nights.status_code == 200, same_nights.json
    assert same_nights.json["data"]["cancellation_fee"] == 0
    # One night in the other type: the first of the two nights given up is kept.
    done = change(client, auth.guest(guest), booking_id, room_type_id=single.id,
                  check_out=days(1))
    assert done.status_code == 201, done.json
    data = done.json["data"]
    assert data["cancellation_fee"] == float(ONE_NIGHT)
    assert data["total"] == float(SINGLE_NIGHT)
    assert data["refund_amount"] == float(ONE_NIGHT * 3 - ONE_NIGHT - SINGLE_NIGHT)
    assert booking_of(booking_id).room_type_id == single.id
    assert_calendar_consistent()


def test_a_sold_out_room_type_is_a_409_and_nothing_is_held(
        client, auth, make, book_paid, hotel, room_type, single):
    other = make.guest()
    taken = client.post(f"{BASE}/bookings", headers=auth.guest(other), json={
        "hotel_id": hotel.id, "room_type_id": single.id, "check_in": days(11).isoformat(),
        "check_out": days(12).isoformat(), "guests": 1, "rooms": 1})
    assert taken.status_code == 201, taken.json
    guest = make.guest()
    booking_id = book_paid(guest, nights=2)

    priced = quote(client, auth.guest(guest), booking_id, room_type_id=single.id)
    assert priced.status_code == 200 and priced.json["data"]["available"] is False
    refused = change(client, auth.guest(guest), booking_id, room_type_id=single.id)
    assert refused.status_code == 409, refused.json
    assert refused.json["message"] == "No rooms left of this type for these dates"
    assert no_changes_made()
    assert booking_of(booking_id).room_type_id == room_type.id
    assert held(single.id) == {days(11): 1}  # the other guest's unpaid booking only
    assert_calendar_consistent()


def test_refusals_name_room_type_id(client, auth, make, book_paid, room_type, suite):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    elsewhere = make.room_type(hotel=make.hotel(name="Other Hotel"), name="Twin",
                               price_per_night=Decimal("1000.00"))
    off_sale = make.room_type(hotel=room_type.hotel, name="Closed wing",
                              price_per_night=Decimal("1000.00"), is_active=False)

    for room_type_id, message in ((elsewhere.id, "is not a room type of this hotel"),
                                  (999999, "is not a room type of this hotel"),
                                  (off_sale.id, "this room type is not on sale")):
        for call in (quote, change):
            refused = call(client, headers, booking_id, room_type_id=room_type_id)
            assert refused.status_code == 422, (room_type_id, refused.json)
            assert refused.json["errors"]["room_type_id"] == [message]
    # The same type and nothing else: the no-op change is refused as before.
    same = change(client, headers, booking_id, room_type_id=room_type.id)
    assert same.status_code == 422 and "check_in" in same.json["errors"]
    # More guests than the new type takes.
    crowded = change(client, headers, booking_id, room_type_id=suite.id, guests=3)
    assert crowded.status_code == 422 and "guests" in crowded.json["errors"]
    assert no_changes_made()


def test_a_booking_under_a_rate_plan_keeps_its_room_type(client, auth, make, book_paid, suite):
    guest = make.guest()
    booking_id = book_paid(guest, nights=2)
    booking = booking_of(booking_id)
    booking.rate_plan_name = "Non-refundable"  # as a booking sold under a plan stores it
    db.session.commit()

    refused = change(client, auth.guest(guest), booking_id, room_type_id=suite.id)
    assert refused.status_code == 422
    assert "rate plan" in refused.json["errors"]["room_type_id"][0]
    # Its dates still change within its own type.
    assert change(client, auth.guest(guest), booking_id, check_out=days(13)).status_code == 201


def test_refused_once_checked_in(client, auth, make, book_paid, desk, rooms, suite):
    guest = make.guest()
    booking_id = book_paid(guest, check_in=days(0), nights=2)
    checked = client.post(f"{DESK}/bookings/{booking_id}/check-in",
                          json=check_in_body(rooms[0].id), headers=desk)
    assert checked.status_code == 200, checked.json
    refused = change(client, auth.guest(guest), booking_id, room_type_id=suite.id)
    assert refused.status_code == 409
    assert refused.json["message"] == "A booking that is checked in cannot be changed"
    assert no_changes_made()


def test_the_idempotency_key_covers_the_room_type(client, auth, make, book_paid, suite, single):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    first = change(client, headers, booking_id, key="move-1", room_type_id=suite.id)
    again = change(client, headers, booking_id, key="move-1", room_type_id=suite.id)
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json["data"]["change_id"] == again.json["data"]["change_id"]
    other = change(client, headers, booking_id, key="move-1", room_type_id=single.id)
    assert other.status_code == 422 and "Idempotency-Key" in str(other.json)
    assert trail(booking_id).count("change_requested") == 1
