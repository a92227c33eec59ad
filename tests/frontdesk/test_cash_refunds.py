"""Money given back at the desk: a walk-in paid in cash is never refunded by a provider; staff
record the cash they hand back, with who and why, and the trail shows it."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select

from app.extensions import db
from app.models import BookingEvent, Guest, LoyaltyEntry, Payment, PaymentEvent
from tests.frontdesk.conftest import DESK, STAFF, check_in_body
from tests.frontdesk.test_desk_api import walk_in_body


def desk_payment(booking_id: int) -> Payment:
    db.session.rollback()
    return db.session.scalar(select(Payment).where(Payment.booking_id == booking_id))


def test_a_cancelled_walk_in_is_refunded_in_cash_at_the_desk(client, desk, room_type, rooms, make,
                                                             auth):
    walk = client.post(f"{DESK}/walk-ins", headers=desk, json=walk_in_body(room_type, guest={
        "first_name": "Tigist", "last_name": "Alemu", "phone": "+251911000222",
        "email": "tigist@example.et"})).json["data"]["booking"]
    cancelled = client.post("/api/v1/mobile/bookings/lookup/cancel", json={
        "confirmation_code": walk["confirmation_code"], "email": "tigist@example.et"})
    assert cancelled.status_code == 200
    payment = desk_payment(walk["booking_id"])
    # Cancelled on the arrival day: the first night is kept, 3,162.50 of 6,325.00 is owed. The
    # refund job asked the desk "provider", which never gives money back: an admin sees it.
    assert payment.status == "refund_failed" and payment.refund_amount == Decimal("3162.50")
    [owed] = payment.refunds
    assert owed.status == "failed" and "give the money back at the desk" in owed.error

    stranger = auth.staff(make.staff(role_slug="hotel_admin"))
    assert client.post(f"{DESK}/payments/{payment.id}/cash-refund", json={"reason": "x"},
                       headers=stranger).status_code == 404
    too_much = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                           json={"reason": "cash", "amount": 7000}, headers=desk)
    assert too_much.status_code == 422
    too_little = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                             json={"reason": "cash", "amount": 100}, headers=desk)
    assert too_little.status_code == 422 and "3162.50 already owed" in str(too_little.json)

    done = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                       json={"reason": "handed back in cash"}, headers=desk)
    assert done.status_code == 200, done.json
    assert done.json["data"]["status"] == "refunded" and done.json["data"]["refund_amount"] == 3162.5
    payment = desk_payment(walk["booking_id"])
    [owed] = payment.refunds  # the refund owed is settled: no second one
    assert payment.refunded_at is not None and owed.error is None and owed.status == "refunded"
    assert "handed back in cash" in payment.refund_reason
    [event] = db.session.scalars(select(PaymentEvent).where(
        PaymentEvent.payment_id == payment.id, PaymentEvent.source == "desk",
        PaymentEvent.status == "refunded")).all()
    assert event.payload["amount"] == "3162.50"
    trail = client.get(f"{STAFF}/bookings/{walk['booking_id']}/events", headers=desk).json["data"]
    assert [e["action"] for e in trail] == ["walk_in", "cancel", "cash_refund"]
    again = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                        json={"reason": "twice"}, headers=desk)
    assert again.status_code == 409
    # The first night kept is still the hotel's: the desk may hand it back too, saying how much,
    # and not a cent more.
    more = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                       json={"reason": "goodwill", "amount": 3162.51}, headers=desk)
    assert more.status_code == 422
    more = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                       json={"reason": "goodwill", "amount": 3162.50}, headers=desk)
    assert more.status_code == 200 and more.json["data"]["refund_amount"] == 6325.0
    payment = desk_payment(walk["booking_id"])
    assert [(r.cause, r.status) for r in payment.refunds] == [
        ("booking_cancelled", "refunded"), ("cash_refund", "refunded")]


def test_part_of_a_cash_payment_can_be_given_back(client, desk, room_type, rooms):
    walk = client.post(f"{DESK}/walk-ins", headers=desk,
                       json=walk_in_body(room_type)).json["data"]["booking"]
    payment = desk_payment(walk["booking_id"])
    done = client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                       json={"reason": "minibar was closed", "amount": 100}, headers=desk)
    assert done.status_code == 200
    assert desk_payment(walk["booking_id"]).refund_amount == Decimal("100.00")
    db.session.rollback()
    assert db.session.scalar(select(BookingEvent.reason).where(
        BookingEvent.action == "cash_refund")).startswith("100.00 ETB given back")


def test_a_completed_stay_refunded_in_full_loses_its_points(client, desk, room_type, rooms, make):
    member = make.guest(email="tigist@example.et")
    walk = client.post(f"{DESK}/walk-ins", headers=desk, json=walk_in_body(room_type, guest={
        "first_name": "Tigist", "last_name": "Alemu", "phone": "+251911000222",
        "email": "tigist@example.et"})).json["data"]["booking"]
    client.post(f"{DESK}/bookings/{walk['booking_id']}/check-in",
                json=check_in_body(rooms[0].id), headers=desk)
    client.post(f"{DESK}/bookings/{walk['booking_id']}/check-out", json={}, headers=desk)
    db.session.rollback()
    assert db.session.get(Guest, member.id).loyalty_points == 63
    payment = desk_payment(walk["booking_id"])
    assert client.post(f"{DESK}/payments/{payment.id}/cash-refund",
                       json={"reason": "water outage all night", "amount": 6325},
                       headers=desk).status_code == 200
    db.session.rollback()
    member = db.session.get(Guest, member.id)
    assert (member.total_bookings, member.loyalty_points) == (0, 0)
    kinds = db.session.scalars(select(LoyaltyEntry.kind).order_by(LoyaltyEntry.id)).all()
    assert kinds == ["award", "reversal"]
