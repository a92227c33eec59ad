"""A guest's change of a confirmed booking through HTTP (app/services/booking/changes.py): longer
stays paid through the sandbox, shorter ones refunded, more rooms, the cancellation rule inside
the window, holds and their expiry, idempotency, and the refusals. Every path ends with the
inventory calendar agreeing with a rebuild from the bookings and pending changes."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import select

from app.extensions import db
from app.models import Booking, BookingChange, BookingEvent, Notification, Payment, RoomTypeNight
from app.models.base import utcnow
from app.services.booking.changes import expire_changes
from app.services.booking.inventory import rebuild_calendar
from tests.bookings.helpers import BASE
from tests.frontdesk.conftest import DESK, check_in_body, days
from tests.payments.conftest import email_text, sent_emails, verify

ONE_NIGHT = Decimal("3162.50")  # 2,500 + 10% service charge + 15% VAT, one room


def change(client, headers, booking_id, key=None, **body):
    extra = {"Idempotency-Key": key} if key else {}
    return client.post(f"{BASE}/bookings/{booking_id}/change", json=_json(body),
                       headers={**headers, **extra})


def _json(body: dict) -> dict:
    return {k: v.isoformat() if hasattr(v, "isoformat") else v for k, v in body.items()}


def booking_of(booking_id: int) -> Booking:
    db.session.rollback()
    return db.session.get(Booking, booking_id)


def held(room_type_id: int) -> dict:
    db.session.rollback()
    return {n.night: n.held_rooms for n in db.session.scalars(
        select(RoomTypeNight).where(RoomTypeNight.room_type_id == room_type_id)) if n.held_rooms}


def assert_calendar_consistent():
    db.session.rollback()
    assert rebuild_calendar() == 0


def trail(booking_id: int) -> list[str]:
    db.session.rollback()
    return [e.action for e in db.session.scalars(
        select(BookingEvent).where(BookingEvent.booking_id == booking_id)
        .order_by(BookingEvent.id))]


def pay_change(client, headers, booking_id: int, change_id: int) -> str:
    started = client.post(f"{BASE}/bookings/{booking_id}/changes/{change_id}/pay",
                          json={"method": "telebirr"}, headers=headers)
    assert started.status_code == 200, started.json
    tx_ref = started.json["data"]["tx_ref"]
    assert client.post(f"{BASE}/payments/sandbox/{tx_ref}", data={"decision": "pay"}).status_code == 200
    return tx_ref


# --- longer: held, then paid ------------------------------------------------------------------

def test_a_longer_stay_is_held_until_the_difference_is_paid_through_the_sandbox(
        client, auth, make, book_paid, room_type, outbox):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)

    quote = client.post(f"{BASE}/bookings/{booking_id}/change/quote",
                        json=_json({"check_out": days(13)}), headers=headers)
    assert quote.status_code == 200, quote.json
    assert quote.json["data"]["amount_due"] == float(ONE_NIGHT)
    assert quote.json["data"]["available"] is True

    asked = change(client, headers, booking_id, check_out=days(13))
    assert asked.status_code == 201, asked.json
    pending = asked.json["data"]
    assert pending["status"] == "pending_payment" and pending["hold_expires_at"]
    assert pending["amount_due"] == float(ONE_NIGHT) and pending["refund_amount"] == 0
    assert pending["total"] == float(ONE_NIGHT * 3) and pending["nights"] == 3
    # The old stay stays intact; the added night is held.
    assert booking_of(booking_id).check_out == days(12)
    assert held(room_type.id) == {days(12): 1}
    assert_calendar_consistent()

    tx_ref = pay_change(client, headers, booking_id, pending["change_id"])
    paid = verify(client, tx_ref)
    assert paid.status_code == 200 and paid.json["data"]["status"] == "success"

    booking = booking_of(booking_id)
    assert (booking.check_out, booking.nights, booking.total) == (days(13), 3, ONE_NIGHT * 3)
    assert [n[0] for n in booking.night_prices] == [days(n).isoformat() for n in (10, 11, 12)]
    assert held(room_type.id) == {}
    assert_calendar_consistent()
    assert db.session.get(BookingChange, pending["change_id"]).status == "applied"
    assert trail(booking_id)[-2:] == ["change_requested", "change"]
    assert {n.title for n in db.session.scalars(
        select(Notification).where(Notification.guest_id == guest.id,
                                   Notification.type == "booking_changed"))} == {
        "Booking change awaiting payment", "Booking changed"}
    texts = [email_text(m) for m in sent_emails(outbox)
             if m["Subject"].startswith("Booking changed")]
    assert texts and days(13).isoformat() in texts[-1]
    # Verifying again changes nothing.
    assert verify(client, tx_ref).json["data"]["status"] == "success"
    assert booking_of(booking_id).total == ONE_NIGHT * 3


def test_kept_nights_keep_their_sold_price_and_added_nights_take_todays(
        client, auth, make, book_paid, room_type):
    guest = make.guest()
    booking_id = book_paid(guest, nights=2)
    room_type.price_per_night = Decimal("3000.00")
    db.session.commit()

    quote = client.post(f"{BASE}/bookings/{booking_id}/change/quote",
                        json=_json({"check_in": days(11), "check_out": days(13)}),
                        headers=auth.guest(guest))
    assert quote.status_code == 200, quote.json
    nights = [(n["date"], n["price"]) for n in quote.json["data"]["nights_breakdown"]]
    assert nights == [(days(11).isoformat(), 2500.0), (days(12).isoformat(), 3000.0)]


# --- shorter: refunded --------------------------------------------------------------------------

def test_a_shorter_stay_before_the_deadline_is_applied_and_refunded_in_full(
        client, auth, make, book_paid, room_type):
    guest = make.guest()
    booking_id = book_paid(guest, nights=3)

    done = change(client, auth.guest(guest), booking_id, check_out=days(11))
    assert done.status_code == 201, done.json
    data = done.json["data"]
    assert data["status"] == "applied" and data["refund_amount"] == float(ONE_NIGHT * 2)
    assert data["cancellation_fee"] == 0 and data["amount_due"] == 0
    booking = booking_of(booking_id)
    assert (booking.check_out, booking.nights, booking.total) == (days(11), 1, ONE_NIGHT)
    payment = db.session.scalar(select(Payment).where(Payment.booking_id == booking_id))
    # The suite's queue runs the refund job right after the commit (sandbox provider).
    assert payment.status == "refunded" and payment.refund_amount == ONE_NIGHT * 2
    assert_calendar_consistent()


def test_a_shortened_booking_cancelled_later_refunds_the_rest_on_the_same_payment(
        client, auth, make, book_paid):
    """The change gave two nights back; the cancellation (before the free-cancellation deadline)
    gives back the rest: two refunds of one payment, each with its own reference, together all
    the payment settled (tests/frontdesk/test_refunds_after_change.py has the other rules)."""
    guest = make.guest()
    booking_id = book_paid(guest, nights=3)
    assert change(client, auth.guest(guest), booking_id, check_out=days(11)).status_code == 201

    cancelled = client.post(f"{BASE}/bookings/{booking_id}/cancel", json={},
                            headers=auth.guest(guest))
    assert cancelled.status_code == 200, cancelled.json
    assert cancelled.json["data"]["refund_amount"] == float(ONE_NIGHT)
    (payment,) = db.session.scalars(select(Payment).where(Payment.booking_id == booking_id))
    assert payment.status == "refunded" and payment.refund_amount == ONE_NIGHT * 3
    assert [(r.reference, r.amount, r.status, r.cause) for r in payment.refunds] == [
        (f"RF-{payment.tx_ref}", ONE_NIGHT * 2, "refunded", "booking_changed"),
        (f"RF-{payment.tx_ref}-2", ONE_NIGHT, "refunded", "booking_cancelled")]
    assert [n.type for n in db.session.scalars(
        select(Notification).where(Notification.guest_id == guest.id)
        .order_by(Notification.id))].count("refund_issued") == 2


def test_nights_given_up_inside_the_cancellation_window_keep_the_first_night(
        client, auth, make, book_paid):
    guest = make.guest()
    booking_id = book_paid(guest, check_in=days(0), nights=3)  # arriving today: past the deadline

    done = change(client, auth.guest(guest), booking_id, check_out=days(1))
    assert done.status_code == 201, done.json
    data = done.json["data"]
    assert data["cancellation_fee"] == float(ONE_NIGHT)
    assert data["refund_amount"] == float(ONE_NIGHT)  # two nights given up, the first one kept
    assert booking_of(booking_id).total == ONE_NIGHT


# --- rooms --------------------------------------------------------------------------------------

def test_more_rooms_are_held_then_refused_when_none_are_left(client, auth, make, book_paid,
                                                             room_type):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    book_paid(nights=2)  # another guest takes the second of three rooms

    two = change(client, headers, booking_id, rooms=2, guests=4)
    assert two.status_code == 201, two.json
    assert two.json["data"]["amount_due"] == float(ONE_NIGHT * 2)
    assert held(room_type.id) == {days(10): 1, days(11): 1}
    assert_calendar_consistent()

    # A third room for the same booking replaces the pending change, but none is left.
    three = change(client, headers, booking_id, rooms=3)
    assert three.status_code == 409, three.json
    assert "room" in three.json["message"]
    # The refused change rolled back: the earlier one still holds its room.
    assert held(room_type.id) == {days(10): 1, days(11): 1}

    again = change(client, headers, booking_id, rooms=2)
    assert again.status_code == 201
    db.session.rollback()
    assert db.session.get(BookingChange, two.json["data"]["change_id"]).status == "cancelled"
    assert held(room_type.id) == {days(10): 1, days(11): 1}
    assert_calendar_consistent()


def test_an_unpaid_change_lapses_and_its_hold_is_released(client, auth, make, book_paid,
                                                          room_type):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    pending = change(client, headers, booking_id, rooms=2).json["data"]
    row = db.session.get(BookingChange, pending["change_id"])
    row.hold_expires_at = utcnow() - timedelta(seconds=1)
    db.session.commit()

    late = client.post(f"{BASE}/bookings/{booking_id}/changes/{pending['change_id']}/pay",
                       json={}, headers=headers)
    assert late.status_code == 409 and "expired" in late.json["message"]
    assert expire_changes() == 1
    assert held(room_type.id) == {}
    assert db.session.get(BookingChange, pending["change_id"]).status == "expired"
    assert booking_of(booking_id).rooms == 1
    assert trail(booking_id)[-1] == "change_expired"
    assert_calendar_consistent()


def test_paid_after_the_change_was_replaced_is_refunded(client, auth, make, book_paid):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    first = change(client, headers, booking_id, rooms=2).json["data"]
    tx_ref = pay_change(client, headers, booking_id, first["change_id"])
    change(client, headers, booking_id, check_out=days(13))  # replaces the first

    settled = verify(client, tx_ref).json["data"]
    assert settled["status"] in ("refund_pending", "refunded")
    assert booking_of(booking_id).rooms == 1
    assert_calendar_consistent()


# --- idempotency and refusals -------------------------------------------------------------------

def test_the_same_idempotency_key_replays_and_refuses_another_body_or_caller(
        client, auth, make, book_paid):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)

    first = change(client, headers, booking_id, key="chg-1", check_out=days(13))
    again = change(client, headers, booking_id, key="chg-1", check_out=days(13))
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json["data"]["change_id"] == again.json["data"]["change_id"]
    assert db.session.scalar(select(db.func.count()).select_from(BookingChange)) == 1

    other_body = change(client, headers, booking_id, key="chg-1", check_out=days(14))
    assert other_body.status_code == 422
    assert "Idempotency-Key" in str(other_body.json)

    someone = make.guest()
    theirs = book_paid(someone, nights=2)
    stolen = change(client, auth.guest(someone), theirs, key="chg-1", check_out=days(13))
    assert stolen.status_code == 409


def test_refused_once_checked_in_naming_the_state(client, auth, make, book_paid, desk, rooms):
    guest = make.guest()
    booking_id = book_paid(guest, check_in=days(0), nights=2)
    checked = client.post(f"{DESK}/bookings/{booking_id}/check-in",
                          json=check_in_body(rooms[0].id), headers=desk)
    assert checked.status_code == 200, checked.json

    refused = change(client, auth.guest(guest), booking_id, check_out=days(3))
    assert refused.status_code == 409
    assert refused.json["message"] == "A booking that is checked in cannot be changed"
    quote = client.post(f"{BASE}/bookings/{booking_id}/change/quote",
                        json=_json({"check_out": days(3)}), headers=auth.guest(guest))
    assert quote.status_code == 409


def test_another_guests_booking_is_not_found_and_a_staff_token_is_refused(
        client, auth, make, book_paid, desk):
    booking_id = book_paid(nights=2)
    stranger = change(client, auth.guest(make.guest()), booking_id, check_out=days(13))
    assert stranger.status_code == 404
    staff = change(client, desk, booking_id, check_out=days(13))
    assert staff.status_code == 403
    anonymous = client.post(f"{BASE}/bookings/{booking_id}/change", json={})
    assert anonymous.status_code == 401


def test_invalid_changes_name_the_field(client, auth, make, book_paid):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    same = change(client, headers, booking_id, check_out=days(12))
    assert same.status_code == 422
    crowded = change(client, headers, booking_id, guests=3)
    assert crowded.status_code == 422 and "guests" in str(crowded.json)
    past = change(client, headers, booking_id, check_in=days(-1))
    assert past.status_code == 422 and "check_in" in str(past.json)
    listed = client.get(f"{BASE}/bookings/{booking_id}/changes", headers=headers)
    assert listed.status_code == 200 and listed.json["data"]["changes"] == []


def test_cancelling_a_lengthened_booking_refunds_both_payments(client, auth, make, book_paid):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=1)
    pending = change(client, headers, booking_id, check_out=days(12)).json["data"]
    verify(client, pay_change(client, headers, booking_id, pending["change_id"]))
    assert booking_of(booking_id).total == ONE_NIGHT * 2

    cancelled = client.post(f"{BASE}/bookings/{booking_id}/cancel", json={}, headers=headers)
    assert cancelled.status_code == 200, cancelled.json
    db.session.rollback()
    payments = db.session.scalars(select(Payment).where(Payment.booking_id == booking_id)
                                  .order_by(Payment.id)).all()
    assert [(p.status, p.refund_amount) for p in payments] == [("refunded", ONE_NIGHT)] * 2


def test_a_changed_stay_is_reviewed_only_once_checked_out(client, auth, make, book_paid, hotel,
                                                          desk, rooms):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, check_in=days(0), nights=2)
    assert change(client, headers, booking_id, check_out=days(1)).status_code == 201
    review = {"rating": 5, "title": "Lovely", "comment": "Quiet room.", "booking_id": booking_id}
    url = f"{BASE}/hotels/{hotel.id}/reviews"

    assert client.post(f"{DESK}/bookings/{booking_id}/check-in", json=check_in_body(rooms[0].id),
                       headers=desk).status_code == 200
    early = client.post(url, json=review, headers=headers)
    assert early.status_code == 422
    assert early.json["errors"] == {
        "booking_id": ["A booking can be reviewed once its stay is completed (checked out)"]}

    assert client.post(f"{DESK}/bookings/{booking_id}/check-out", json={},
                       headers=desk).status_code == 200
    done = client.post(url, json=review, headers=headers)
    assert done.status_code == 201 and done.json["data"]["is_verified_purchase"] is True
