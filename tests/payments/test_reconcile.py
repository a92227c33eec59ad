"""The reconcile job: a Chapa payment whose return and webhook were both lost is settled by
asking the loopback Chapa server; one that never gets a final answer is asked a bounded number of
times and then flagged for an admin."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.extensions import db
from app.models import Booking, Notification, Payment, PaymentEvent
from app.models.base import utcnow
from app.services.payments.service import reconcile_pending_payments
from tests.payments.conftest import API, email_text, initialize, sent_emails


@pytest.fixture
def app_config(app_config, chapa_config):
    return {**app_config, **chapa_config, "PAYMENT_RECONCILE_AFTER_SECONDS": 300,
            "PAYMENT_RECONCILE_MAX_ATTEMPTS": 3}


def started_payment(client, auth, make, pending_booking) -> tuple[Booking, Payment]:
    guest = make.guest()
    booking = pending_booking(guest=guest)
    response = initialize(client, booking, auth.guest(guest))
    assert response.status_code == 200, response.json
    return booking, db.session.get(Payment, response.json["data"]["payment_id"])


def reloaded(model, id_):
    db.session.rollback()
    return db.session.get(model, id_)


def test_lost_webhook_and_return_are_settled_by_reconcile(client, auth, make, pending_booking, chapa, outbox):
    booking, payment = started_payment(client, auth, make, pending_booking)
    chapa.pay(payment.tx_ref)  # the guest paid; neither the return nor the webhook reached us

    # Too young: a guest may still be on the checkout page.
    assert reconcile_pending_payments(now=utcnow()) == 0
    assert chapa.verify_calls(payment.tx_ref) == []

    asked = reconcile_pending_payments(now=utcnow() + timedelta(minutes=6))

    assert asked == 1
    assert len(chapa.verify_calls(payment.tx_ref)) == 1
    payment = reloaded(Payment, payment.id)
    assert payment.status == "success" and payment.reconcile_attempts == 1
    assert reloaded(Booking, booking.id).status == "confirmed"
    events = db.session.query(PaymentEvent).filter_by(payment_id=payment.id)
    assert [e.source for e in events] == ["reconcile"]
    assert db.session.query(Notification).filter_by(type="booking_confirmed").count() == 1
    (mail,) = sent_emails(outbox)
    assert mail["Subject"] == f"Booking confirmed: {booking.confirmation_code}"
    # Settled payments are not asked again.
    assert reconcile_pending_payments(now=utcnow() + timedelta(minutes=8)) == 0


def test_payment_without_a_final_answer_is_flagged_after_bounded_checks(
    client, auth, make, pending_booking, chapa
):
    _, payment = started_payment(client, auth, make, pending_booking)
    chapa.unpaid_answer_400.add(payment.tx_ref)  # Chapa: "Payment not paid yet"
    later = utcnow() + timedelta(minutes=6)

    for _ in range(3):
        assert reconcile_pending_payments(now=later) == 1
    assert reconcile_pending_payments(now=later) == 0  # gave up: not asked a fourth time

    assert len(chapa.verify_calls(payment.tx_ref)) == 3
    payment = reloaded(Payment, payment.id)
    assert payment.status == "pending" and payment.reconcile_attempts == 3
    assert payment.reconcile_gave_up_at == later


def test_unreachable_provider_counts_as_a_check_and_settles_nothing(
    client, auth, make, pending_booking, chapa
):
    booking, payment = started_payment(client, auth, make, pending_booking)
    chapa.pay(payment.tx_ref)
    from flask import current_app

    current_app.config["CHAPA_BASE_URL"] = "http://127.0.0.1:1/v1"  # refused

    assert reconcile_pending_payments(now=utcnow() + timedelta(minutes=6)) == 1

    payment = reloaded(Payment, payment.id)
    assert payment.status == "pending" and payment.reconcile_attempts == 1
    assert payment.reconcile_gave_up_at is None
    assert reloaded(Booking, booking.id).status == "pending_payment"


def test_a_booking_cancelled_while_its_payment_is_unsettled_is_not_told_nothing_was_charged(
        client, auth, make, pending_booking, chapa, outbox):
    """The guest paid, but the verify never reached us (a Redis outage, a lost return): the
    cancellation may not say "nothing was charged"; the reconcile job finds the payment and
    refunds it in full."""
    booking, payment = started_payment(client, auth, make, pending_booking)
    chapa.pay(payment.tx_ref)

    response = client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))

    assert response.status_code == 200
    (mail,) = sent_emails(outbox)
    assert "Nothing was charged" not in email_text(mail) and "refunded in full" in email_text(mail)
    reconcile_pending_payments(now=utcnow() + timedelta(minutes=6))
    payment = reloaded(Payment, payment.id)
    assert payment.status == "refunded" and len(chapa.refunds) == 1
