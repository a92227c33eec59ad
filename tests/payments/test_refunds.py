"""Money back: cancelling a paid booking refunds it through the provider (all of it before the
free-cancellation deadline, all but the first night after), with notices and net revenue; the
same for guest-checkout bookings cancelled with their code and email. Chapa's refund endpoint,
refusals and the admin's retry: tests/payments/test_refunds_chapa.py.

The suite's queue runs jobs inline right after the commit that queued them, so a refund is
issued before the cancelling request answers; in production the answer says refund_pending and
a worker issues it moments later.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.db_locking import serialized_transaction
from app.events import BOOKING_CANCELLED
from app.extensions import db
from app.models import (
    Booking,
    Guest,
    Notification,
    OutboxMessage,
    Payment,
    PaymentEvent,
    PaymentStatus,
    Refund,
)
from app.models.base import utcnow
from app.services.booking.bookings import cancel_booking
from app.services.content.moderation import dashboard_numbers
from app.services.payments import refunds
from tests.payments.conftest import API, email_text, paid_sandbox_payment, sent_emails, verify


def paid_booking(client, auth, pending_booking, guest="new", **fields):
    """A booking confirmed by a sandbox payment; (booking, tx_ref)."""
    booking = pending_booking(guest=guest, **fields)
    tx_ref = paid_sandbox_payment(client, auth, booking, booking.guest)
    assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"
    return booking, tx_ref


def payment_of(tx_ref: str) -> Payment:
    db.session.rollback()
    return db.session.query(Payment).filter_by(tx_ref=tx_ref).one()


def refund_of(tx_ref: str) -> Refund:
    """The payment's one refund (a test with several reads them from the table)."""
    [refund] = payment_of(tx_ref).refunds
    return refund


def notification_types(guest) -> list[str]:
    db.session.rollback()
    rows = db.session.query(Notification).filter_by(guest_id=guest.id).order_by(Notification.id)
    return [n.type for n in rows]


def test_cancelling_a_paid_booking_refunds_it_all_before_the_deadline(
        client, auth, make, pending_booking, outbox):
    booking, tx_ref = paid_booking(client, auth, pending_booking)
    guest = booking.guest

    response = client.post(f"{API}/bookings/{booking.id}/cancel", json={"reason": "plans changed"},
                           headers=auth.guest(guest))

    assert response.status_code == 200
    assert response.json["data"]["refund_amount"] == 3162.5
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED
    assert payment.refund_amount == Decimal("3162.50") and payment.refunded_at is not None
    refund = refund_of(tx_ref)
    assert refund.reference == f"RF-{tx_ref}" and refund.reason == "booking cancelled"
    assert refund.cause == "booking_cancelled" and f"<{guest.email}>" in refund.requested_by
    assert verify(client, tx_ref).json["data"]["status"] == "refunded"
    assert notification_types(guest) == ["booking_confirmed", "booking_cancelled", "refund_issued"]
    confirmed, cancelled, refunded = sent_emails(outbox)
    assert cancelled["Subject"] == f"Booking cancelled: {booking.confirmation_code}"
    assert "3,162.50 ETB will be refunded" in email_text(cancelled)
    assert refunded["Subject"] == f"Refund issued for booking {booking.confirmation_code}"
    assert f"RF-{tx_ref}" in email_text(refunded)
    assert dashboard_numbers().revenue_today == Decimal("0.00")  # received, then all given back


def test_a_late_cancellation_keeps_the_first_night_and_revenue_keeps_it_too(
        client, auth, make, pending_booking):
    hotel = make.hotel(free_cancellation_hours=24 * 60)  # the deadline has passed already
    room_type = make.room_type(hotel=hotel)
    booking, tx_ref = paid_booking(
        client, auth, pending_booking, room_type=room_type, nights=2,
        check_in=utcnow().date() + timedelta(days=10), check_out=utcnow().date() + timedelta(days=12),
        subtotal=Decimal("5000.00"), service_charge=Decimal("500.00"), vat=Decimal("825.00"),
        total=Decimal("6325.00"))

    response = client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))

    assert response.json["data"]["refund_amount"] == 3162.5  # 6,325.00 less one night with taxes
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED and payment.refund_amount == Decimal("3162.50")
    assert dashboard_numbers().revenue_today == Decimal("3162.50")


def test_cancelling_an_unpaid_booking_refunds_nothing(client, auth, pending_booking, outbox):
    booking = pending_booking()
    response = client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    assert response.status_code == 200 and response.json["data"]["refund_amount"] == 0
    assert notification_types(booking.guest) == ["booking_cancelled"]
    (mail,) = sent_emails(outbox)
    assert "Nothing was charged." in email_text(mail)


def test_a_guest_checkout_booking_is_cancelled_with_its_code_and_email_and_refunded(
        client, auth, pending_booking, outbox):
    booking, tx_ref = paid_booking(client, auth, pending_booking, guest=None)
    body = {"confirmation_code": booking.confirmation_code.lower(), "email": "ABEBE@example.et"}

    assert client.post(f"{API}/bookings/lookup/cancel",
                       json={**body, "email": "someone@else.et"}).status_code == 404
    response = client.post(f"{API}/bookings/lookup/cancel", json={**body, "reason": "sick"})

    assert response.status_code == 200
    assert response.json["data"]["status"] == "cancelled" and response.json["data"]["refund_amount"] == 3162.5
    assert payment_of(tx_ref).status == PaymentStatus.REFUNDED
    assert db.session.query(Notification).count() == 0  # no account to notify
    assert [m["To"] for m in sent_emails(outbox)] == ["abebe@example.et"] * 3
    again = client.post(f"{API}/bookings/lookup/cancel", json=body)
    assert again.status_code == 409
    assert refund_of(tx_ref).attempts == 1  # refunded once, never again


def test_cancelling_a_paid_booking_records_one_refund_one_notification_and_one_email(
        client, auth, pending_booking, outbox):
    """"booking cancelled" is one row of app/effects.py: its three effects happen once each."""
    booking, tx_ref = paid_booking(client, auth, pending_booking)
    assert client.post(f"{API}/bookings/{booking.id}/cancel",
                       headers=auth.guest(booking.guest)).status_code == 200

    payment = payment_of(tx_ref)
    refunds_made = db.session.query(PaymentEvent).filter_by(payment_id=payment.id,
                                                             source="refund").all()
    assert [event.status for event in refunds_made] == [PaymentStatus.REFUNDED]
    assert refund_of(tx_ref).attempts == 1
    assert notification_types(booking.guest).count("booking_cancelled") == 1
    subjects = [mail["Subject"] for mail in sent_emails(outbox)]
    assert subjects.count(f"Booking cancelled: {booking.confirmation_code}") == 1


def test_a_cancellation_that_rolls_back_leaves_no_refund_notification_or_email(
        app, client, auth, pending_booking, outbox):
    """The handlers run in the cancelling transaction: when a later step fails, the refund owed,
    the notification and the outbox email roll back with the status (nothing is sent)."""
    booking, tx_ref = paid_booking(client, auth, pending_booking)
    emails_before = len(sent_emails(outbox))

    def fail(event):
        raise RuntimeError("a step after the effects failed")

    table = app.extensions["effects"]
    app.extensions["effects"] = {**table, BOOKING_CANCELLED: (*table[BOOKING_CANCELLED], fail)}
    try:
        with pytest.raises(RuntimeError):
            cancel_booking(db.session.get(Guest, booking.guest.id), booking.id)
    finally:
        app.extensions["effects"] = table

    db.session.rollback()
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.SUCCESS and payment.refund_amount is None
    assert payment.refunds == []
    assert db.session.get(Booking, booking.id).status == "confirmed"
    assert notification_types(booking.guest) == ["booking_confirmed"]
    assert db.session.query(OutboxMessage).filter(
        OutboxMessage.subject.startswith("Booking cancelled")).count() == 0
    assert len(sent_emails(outbox)) == emails_before


def test_a_refund_is_owed_once_whatever_asks_again(client, auth, pending_booking):
    booking, tx_ref = paid_booking(client, auth, pending_booking)
    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    payment = payment_of(tx_ref)

    # All of it went back: asking again owes nothing, and the refund made is final.
    assert refunds.refundable(payment) == 0
    with serialized_transaction():
        assert refunds.owe_refund(payment, Decimal("100.00"), "again", cause="test") is None
    assert payment_of(tx_ref).refund_amount == Decimal("3162.50")
    assert refunds.issue_refund(refund_of(tx_ref).id).status == "skipped"


def test_registering_later_with_the_checkout_email_brings_the_bookings_along(client, make, outbox):
    """Guest checkout first, an account later: once the email is verified, GET /bookings shows
    those bookings and they count for the account; other people's bookings stay where they are."""
    from app.models import Guest
    from app.services.accounts.auth import make_verification_token
    from tests.accounts.helpers import REGISTRATION, login

    checkout = make.booking(guest=None, contact_first_name="Abebe", contact_last_name="Bikila",
                            contact_email="Abebe@Example.et", contact_phone="+251911223344")
    make.booking(guest=None, contact_first_name="Sara", contact_last_name="Tesfaye",
                 contact_email="sara@example.et", contact_phone="+251911000000")
    assert client.post(f"{API}/auth/register",
                       json={**REGISTRATION, "email": "abebe@example.et"}).status_code == 201
    guest = db.session.query(Guest).filter_by(email="abebe@example.et").one()
    assert client.get(f"{API}/auth/verify-email",
                      query_string={"token": make_verification_token(guest)}).status_code == 200

    token = login(client, "abebe@example.et", REGISTRATION["password"]).json["data"]["token"]
    listed = client.get(f"{API}/bookings", headers={"Authorization": f"Bearer {token}"}).json["data"]
    assert [b["confirmation_code"] for b in listed["bookings"]] == [checkout.confirmation_code]
    db.session.rollback()
    guest = db.session.get(Guest, guest.id)
    # A confirmed stay counts once completed (checked out), not before.
    assert (guest.total_bookings, guest.loyalty_points) == (0, 0)
