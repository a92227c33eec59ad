"""Settling a paid payment: lapsed holds, double payments, cancelled bookings, concurrency."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import requests

from app.extensions import db
from app.models import Booking, BookingEvent, Guest, Notification, Payment
from app.models.base import utcnow
from tests.payments.conftest import API, email_text, initialize, paid_sandbox_payment, sent_emails, verify


def lapse_hold(booking, **changes):
    stored = db.session.get(Booking, booking.id)
    stored.hold_expires_at = utcnow() - timedelta(minutes=1)
    for name, value in changes.items():
        setattr(stored, name, value)
    db.session.commit()


def sell_the_room(make, booking):
    """Someone else takes the only room of the type for the same nights meanwhile."""
    make.booking(
        room_type=booking.room_type,
        check_in=booking.check_in,
        check_out=booking.check_out,
        status="confirmed",
    )


def test_paid_after_hold_lapsed_is_confirmed_while_rooms_are_free(
    client, make, auth, pending_booking, outbox
):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = paid_sandbox_payment(client, auth, booking, guest)
    lapse_hold(booking)

    data = verify(client, tx_ref).json["data"]

    assert data["status"] == "success" and data["booking_status"] == "confirmed"
    assert len(sent_emails(outbox)) == 1


def test_paid_after_booking_expired_is_confirmed_while_rooms_are_free(client, make, auth, pending_booking):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = paid_sandbox_payment(client, auth, booking, guest)
    lapse_hold(booking, status="expired")

    assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"


def test_paid_after_hold_lapsed_is_confirmed_though_its_arrival_was_closed_meanwhile(
    client, make, auth, pending_booking
):
    """Restrictions set after a booking was made do not touch it: its late payment confirms it
    while its rooms are free (they are not "taken meanwhile")."""
    from app.services.booking.inventory import set_restrictions

    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = paid_sandbox_payment(client, auth, booking, guest)
    lapse_hold(booking)
    set_restrictions(booking.room_type_id, booking.check_in,
                     booking.check_in + timedelta(days=1), {"closed_to_arrival": True})
    db.session.commit()

    assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"


def test_paid_after_hold_lapsed_and_room_sold_is_marked_for_refund(
    client, make, auth, pending_booking, outbox
):
    guest = make.guest()
    booking = pending_booking(guest=guest, rooms_in_type=1)
    tx_ref = paid_sandbox_payment(client, auth, booking, guest)
    lapse_hold(booking)
    sell_the_room(make, booking)

    data = verify(client, tx_ref).json["data"]

    # The suite's queue runs the refund job inline after the commit: the sandbox refunds at once
    # (in production the answer says refund_pending until a worker has done it).
    assert data["status"] == "refunded" and data["booking_status"] == "expired"
    assert "rooms were taken" in data["failure_reason"]
    payment = db.session.query(Payment).filter_by(tx_ref=tx_ref).one()
    assert payment.refund_amount == booking.total and payment.refunded_at is not None
    assert db.session.get(Guest, guest.id).total_bookings == 0
    notes = db.session.query(Notification).filter_by(guest_id=guest.id).order_by(Notification.id).all()
    assert [n.type for n in notes] == ["payment_refund_pending", "refund_issued"]
    assert booking.confirmation_code in notes[0].message
    pending_mail, issued_mail = sent_emails(outbox)
    assert pending_mail["To"] == booking.contact_email and "refunded" in pending_mail["Subject"]
    assert "rooms were taken" in email_text(pending_mail)
    assert issued_mail["Subject"] == f"Refund issued for booking {booking.confirmation_code}"
    # Settled: a second verify tells nobody anything new.
    verify(client, tx_ref)
    assert len(sent_emails(outbox)) == 2


def test_guest_checkout_refund_is_emailed_without_notification(client, make, auth, pending_booking, outbox):
    booking = pending_booking(guest=None, rooms_in_type=1)
    tx_ref = paid_sandbox_payment(client, auth, booking)
    lapse_hold(booking)
    sell_the_room(make, booking)

    assert verify(client, tx_ref).json["data"]["status"] == "refunded"
    assert db.session.query(Notification).count() == 0
    assert [m["To"] for m in sent_emails(outbox)] == ["abebe@example.et"] * 2


def test_second_paid_payment_of_a_confirmed_booking_is_refunded(client, make, auth, pending_booking, outbox):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    headers = auth.guest(guest)
    first = initialize(client, booking, headers, method="telebirr").json["data"]["tx_ref"]
    second = initialize(client, booking, headers, method="card").json["data"]["tx_ref"]
    for tx_ref in (first, second):
        client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay"})

    assert verify(client, first).json["data"]["status"] == "success"
    double = verify(client, second).json["data"]

    assert double["status"] == "refunded" and double["booking_status"] == "confirmed"
    # Confirmed exactly once: one line in the audit trail (loyalty waits for the check-out).
    assert db.session.query(BookingEvent).filter_by(action="pay").count() == 1
    types = sorted(n.type for n in db.session.query(Notification).all())
    assert types == ["booking_confirmed", "payment_refund_pending", "refund_issued"]
    assert len(sent_emails(outbox)) == 3


def test_paid_for_a_cancelled_booking_is_refunded(client, make, auth, pending_booking):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = paid_sandbox_payment(client, auth, booking, guest)
    stored = db.session.get(Booking, booking.id)
    stored.status = "cancelled"
    db.session.commit()

    data = verify(client, tx_ref).json["data"]

    assert data["status"] == "refunded" and data["booking_status"] == "cancelled"


def test_concurrent_verifies_confirm_exactly_once(live_server, client, make, auth, pending_booking, outbox):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = paid_sandbox_payment(client, auth, booking, guest)

    def call(_):
        return requests.get(f"{live_server}{API}/payments/verify", params={"tx_ref": tx_ref}, timeout=30)

    with ThreadPoolExecutor(max_workers=6) as pool:
        responses = list(pool.map(call, range(6)))

    assert [r.status_code for r in responses] == [200] * 6
    assert {r.json()["data"]["booking_status"] for r in responses} == {"confirmed"}
    db.session.rollback()  # end this thread's read snapshot to see the server's writes
    assert db.session.query(Notification).count() == 1
    assert len(sent_emails(outbox)) == 1
    # Confirmed exactly once: one line in the audit trail (loyalty waits for the check-out).
    assert db.session.query(BookingEvent).filter_by(action="pay").count() == 1
    assert db.session.query(Payment).one().status == "success"
