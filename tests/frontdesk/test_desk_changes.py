"""Staff change bookings of their hotel at the desk through the guest's change service
(app/services/frontdesk/desk_changes.py): a walk-in lengthened and paid in cash, shortened and
the cash handed back, an online booking shortened and refunded through the sandbox, a move to
another room type paid by POS; the staff member in the trail; the refusals (no payment method,
checked in, another hotel's booking, a guest token) with nothing written."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import func, select

from app.extensions import db
from app.models import BookingChange, OutboxMessage, Payment, PaymentEvent
from tests.frontdesk.conftest import DESK, STAFF, check_in_body, days
from tests.frontdesk.test_booking_changes import (
    ONE_NIGHT,
    _json,
    assert_calendar_consistent,
    booking_of,
)
from tests.frontdesk.test_desk_api import walk_in_body


def desk_change(client, headers, booking_id, key=None, **body):
    extra = {"Idempotency-Key": key} if key else {}
    return client.post(f"{DESK}/bookings/{booking_id}/change", json=_json(body),
                       headers={**headers, **extra})


def walk_in(client, headers, room_type, nights: int = 2) -> int:
    made = client.post(f"{DESK}/walk-ins", headers=headers,
                       json=walk_in_body(room_type, check_out=days(nights).isoformat()))
    assert made.status_code == 201, made.json
    return made.json["data"]["booking"]["booking_id"]


def payments_of(booking_id: int) -> list[Payment]:
    db.session.rollback()
    return list(db.session.scalars(select(Payment).where(Payment.booking_id == booking_id)
                                   .order_by(Payment.id)))


def changes_made() -> int:
    db.session.rollback()
    return db.session.scalar(select(func.count()).select_from(BookingChange))


@pytest.mark.parametrize("role", ["front_desk", "manager", "hotel_admin"])
def test_a_walk_in_lengthened_at_the_desk_is_paid_in_cash_and_applied_at_once(
        client, auth, make, hotel, room_type, rooms, role):
    staff = make.staff(hotel=hotel, role_slug=role)
    headers = auth.staff(staff)
    booking_id = walk_in(client, headers, room_type, nights=2)

    priced = client.post(f"{DESK}/bookings/{booking_id}/change/quote",
                         json=_json({"check_out": days(3)}), headers=headers)
    assert priced.status_code == 200, priced.json
    assert priced.json["data"]["amount_due"] == float(ONE_NIGHT)

    done = desk_change(client, headers, booking_id, check_out=days(3), payment_method="cash",
                       payment_reference="R-0042")
    assert done.status_code == 201, done.json
    data = done.json["data"]
    assert data["status"] == "applied" and data["amount_due"] == float(ONE_NIGHT)
    assert data["hold_expires_at"] is None
    booking = booking_of(booking_id)
    assert (booking.check_out, booking.nights, booking.total) == (days(3), 3, ONE_NIGHT * 3)
    stay, difference = payments_of(booking_id)
    assert (difference.provider, difference.method, difference.status) == ("desk", "cash", "success")
    assert (difference.amount, difference.booking_change_id) == (ONE_NIGHT, data["change_id"])
    assert difference.provider_reference == "R-0042"
    [taken] = db.session.scalars(select(PaymentEvent).where(
        PaymentEvent.payment_id == difference.id)).all()
    assert taken.payload["staff_id"] == staff.id and taken.payload["method"] == "cash"
    trail = client.get(f"{STAFF}/bookings/{booking_id}/events", headers=headers).json["data"]
    assert [(e["action"], e["actor_kind"], e["actor_id"]) for e in trail] == [
        ("walk_in", "staff", staff.id), ("change", "staff", staff.id)]
    # The desk's day shows nothing left to pay.
    day = client.get(f"{DESK}", headers=headers).json["data"]
    [arrival] = [s for s in day["arrivals"] if s["booking"]["booking_id"] == booking_id]
    assert arrival["balance_due"] == 0
    # The walk-in gave no email: none is queued to an empty address.
    assert db.session.scalar(select(func.count()).select_from(OutboxMessage)
                             .where(OutboxMessage.recipient == "")) == 0
    assert_calendar_consistent()


def test_a_dearer_change_without_a_payment_method_is_refused_and_nothing_is_written(
        client, desk, room_type, rooms):
    booking_id = walk_in(client, desk, room_type, nights=2)
    refused = desk_change(client, desk, booking_id, check_out=days(3))
    assert refused.status_code == 422, refused.json
    assert "payment_method" in refused.json["errors"]
    assert "3,162.50 ETB more" in refused.json["errors"]["payment_method"][0]
    assert changes_made() == 0 and len(payments_of(booking_id)) == 1
    assert booking_of(booking_id).check_out == days(2)
    bad_method = desk_change(client, desk, booking_id, check_out=days(3),
                             payment_method="chapa")
    assert bad_method.status_code == 422
    assert_calendar_consistent()


def test_a_shortened_walk_in_owes_the_cash_back_until_the_desk_records_it(
        client, desk, room_type, rooms):
    booking_id = walk_in(client, desk, room_type, nights=3)  # arrived today: inside the window

    done = desk_change(client, desk, booking_id, check_out=days(1))
    assert done.status_code == 201, done.json
    data = done.json["data"]
    # Two nights given up on the arrival day: the first is kept, the other is owed back.
    assert data["cancellation_fee"] == float(ONE_NIGHT)
    assert data["refund_amount"] == float(ONE_NIGHT)
    [payment] = payments_of(booking_id)
    [owed] = payment.refunds
    # The desk "provider" never gives money back: the refund stays owed, for the desk.
    assert (owed.amount, owed.cause, owed.status) == (ONE_NIGHT, "booking_changed", "failed")

    handed = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                         json={"reason": "one night less, cash back"}, headers=desk)
    assert handed.status_code == 200, handed.json
    [payment] = payments_of(booking_id)
    assert [(r.amount, r.status) for r in payment.refunds] == [(ONE_NIGHT, "refunded")]
    day = client.get(f"{DESK}", headers=desk).json["data"]
    [arrival] = [s for s in day["arrivals"] if s["booking"]["booking_id"] == booking_id]
    assert arrival["balance_due"] == 0  # total + the fee kept = what the hotel holds
    assert_calendar_consistent()


def test_an_online_booking_shortened_at_the_desk_is_refunded_through_its_provider(
        client, desk, make, book_paid):
    booking_id = book_paid(make.guest(), nights=3)
    done = desk_change(client, desk, booking_id, check_out=days(11))
    assert done.status_code == 201, done.json
    assert done.json["data"]["refund_amount"] == float(ONE_NIGHT * 2)
    [payment] = payments_of(booking_id)
    assert payment.provider != "desk"
    assert [(r.amount, r.status, r.cause) for r in payment.refunds] == [
        (ONE_NIGHT * 2, "refunded", "booking_changed")]
    assert booking_of(booking_id).total == ONE_NIGHT


def test_a_move_to_another_room_type_at_the_desk_is_paid_by_pos(
        client, desk, make, hotel, room_type, rooms):
    suite = make.room_type(hotel=hotel, name="Suite", price_per_night=Decimal("4000.00"))
    make.room(room_type=suite, room_number="201")
    booking_id = walk_in(client, desk, room_type, nights=2)
    done = desk_change(client, desk, booking_id, room_type_id=suite.id, payment_method="pos",
                       payment_reference="POS-9")
    assert done.status_code == 201, done.json
    due = Decimal("5060.00") * 2 - ONE_NIGHT * 2
    assert done.json["data"]["amount_due"] == float(due)
    assert booking_of(booking_id).room_type_id == suite.id
    assert [(p.method, p.amount) for p in payments_of(booking_id)][-1] == ("pos", due)
    assert_calendar_consistent()


def test_refusals_at_the_desk(client, auth, desk, make, hotel, room_type, rooms, book_paid):
    guest = make.guest()
    online = book_paid(guest, nights=2)
    other_hotel = auth.staff(make.staff(hotel=make.hotel(name="Other"), role_slug="hotel_admin"))
    assert desk_change(client, other_hotel, online, check_out=days(13)).status_code == 404
    assert client.post(f"{DESK}/bookings/{online}/change/quote", json={"check_out": "2099-01-01"},
                       headers=other_hotel).status_code == 404
    assert desk_change(client, auth.guest(guest), online, check_out=days(13)).status_code == 403
    assert client.post(f"{DESK}/bookings/{online}/change", json={}).status_code == 401
    unknown_field = desk_change(client, desk, online, check_out=days(11), tip=5)
    assert unknown_field.status_code == 422

    checked_in = walk_in(client, desk, room_type, nights=2)
    assert client.post(f"{DESK}/bookings/{checked_in}/check-in", headers=desk,
                       json=check_in_body(rooms[2].id)).status_code == 200
    refused = desk_change(client, desk, checked_in, check_out=days(3), payment_method="cash")
    assert refused.status_code == 409
    assert refused.json["message"] == "A booking that is checked in cannot be changed"
    assert changes_made() == 0


def test_the_idempotency_key_replays_a_desk_change_without_taking_the_money_twice(
        client, desk, room_type, rooms):
    booking_id = walk_in(client, desk, room_type, nights=2)
    first = desk_change(client, desk, booking_id, key="desk-1", check_out=days(3),
                        payment_method="cash")
    again = desk_change(client, desk, booking_id, key="desk-1", check_out=days(3),
                        payment_method="cash")
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json["data"]["change_id"] == again.json["data"]["change_id"]
    assert len(payments_of(booking_id)) == 2


def test_walk_in_then_change_then_check_out_then_review_through_http(
        client, desk, auth, make, hotel, room_type, rooms, outbox):
    """Issue 31's path end to end: a walk-in for a member's email, lengthened at the desk and paid
    in cash, checked in and out; only then may the guest review it, as a verified stay."""
    member = make.guest(email="tigist@example.et")
    made = client.post(f"{DESK}/walk-ins", headers=desk, json=walk_in_body(
        room_type, guest={"first_name": "Tigist", "last_name": "Alemu", "phone": "+251911000222",
                          "email": "tigist@example.et"}))
    assert made.status_code == 201, made.json
    booking_id = made.json["data"]["booking"]["booking_id"]
    review = {"rating": 5, "title": "Good stay", "comment": "Quiet room.", "booking_id": booking_id}
    reviews = f"/api/v1/mobile/hotels/{hotel.id}/reviews"
    early = client.post(reviews, json=review, headers=auth.guest(member))
    assert early.status_code == 422 and "booking_id" in early.json["errors"]

    longer = desk_change(client, desk, booking_id, check_out=days(3), payment_method="cash")
    assert longer.status_code == 201, longer.json
    assert booking_of(booking_id).check_out == days(3)
    checked_in = client.post(f"{DESK}/bookings/{booking_id}/check-in",
                             json=check_in_body(rooms[0].id), headers=desk)
    assert checked_in.status_code == 200, checked_in.json
    out = client.post(f"{DESK}/bookings/{booking_id}/check-out", json={}, headers=desk)
    assert out.status_code == 200, out.json
    assert [p.status for p in payments_of(booking_id)] == ["success", "success"]

    reviewed = client.post(reviews, json=review, headers=auth.guest(member))
    assert reviewed.status_code == 201, reviewed.json
    assert reviewed.json["data"]["is_verified_purchase"] is True
    trail = client.get(f"{STAFF}/bookings/{booking_id}/events", headers=desk).json["data"]
    assert [(e["to_status"], e["action"]) for e in trail] == [
        ("confirmed", "walk_in"), ("confirmed", "change"), ("checked_in", "check_in"),
        ("completed", "check_out")]
