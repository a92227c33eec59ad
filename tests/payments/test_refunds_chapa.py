"""Chapa's refund endpoint against the loopback Chapa server: the form it gets, a refusal an
admin retries from the payments list, an outage retried with backoff and never given up, and a
slow Chapa that refunds after the attempt's deadline (tests/payments/test_refund_leases.py)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.extensions import db
from app.models import PaymentStatus, RefundStatus
from app.models.base import utcnow
from app.services.payments import refunds
from tests.admin.conftest import login, page, post_action
from tests.payments.conftest import API, initialize, sent_emails, verify
from tests.payments.test_refunds import notification_types, payment_of, refund_of


@pytest.fixture
def app_config(app_config, chapa_config):
    return {**app_config, **chapa_config}


def paid_with_chapa(client, auth, pending_booking, chapa):
    booking = pending_booking()
    tx_ref = initialize(client, booking, auth.guest(booking.guest)).json["data"]["tx_ref"]
    chapa.pay(tx_ref)
    assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"
    return booking, tx_ref


def test_chapa_refunds_through_its_refund_endpoint(client, auth, pending_booking, chapa):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)

    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))

    (call,) = [r for r in chapa.requests if r["path"].startswith("/v1/refund/")]
    assert call["path"] == f"/v1/refund/{tx_ref}"
    assert call["headers"]["Content-Type"] == "application/x-www-form-urlencoded"
    assert chapa.refunds == {f"RF-{tx_ref}": {"tx_ref": tx_ref, "amount": Decimal("3162.50"),
                                              "reason": "booking cancelled"}}
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED
    assert payment.events[-1].source == "refund" and payment.events[-1].payload["status"] == "success"


def test_a_refused_chapa_refund_is_failed_until_an_admin_retries_it(
        client, auth, make, pending_booking, chapa, outbox):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    chapa.refund_mode = "refuse"

    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))

    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUND_FAILED
    assert "Insufficient balance" in refund_of(tx_ref).error
    assert notification_types(booking.guest) == ["booking_confirmed", "booking_cancelled"]

    _, newer_tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    make.super_admin(email="root@marefiya.et")
    assert login(client, "root@marefiya.et").status_code == 302
    listing = page(client, "/admin/payment/")
    assert listing.index(tx_ref) < listing.index(newer_tx_ref)  # failed refunds come first
    chapa.refund_mode = "ok"
    assert post_action(client, "payment", "retry_refund", [payment.id]).status_code == 302
    assert "1 payment refund queued again." in page(client, "/admin/payment/")

    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED and refund_of(tx_ref).error is None
    assert len(chapa.refunds) == 1
    assert [m["Subject"] for m in sent_emails(outbox)][-1] == (
        f"Refund issued for booking {booking.confirmation_code}")


def test_an_unreachable_chapa_is_retried_with_backoff_and_never_given_up(
        client, auth, app, pending_booking, chapa):
    """A 503 does not say the refund did not happen: past REFUND_MAX_ATTEMPTS the refund stays
    owed and is asked again every REFUND_RETRY_MAX_SECONDS, until Chapa answers."""
    app.config.update(REFUND_MAX_ATTEMPTS=2, REFUND_RETRY_BASE_SECONDS=60, REFUND_RETRY_MAX_SECONDS=600)
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    chapa.refund_mode = "down"

    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))

    assert payment_of(tx_ref).status == PaymentStatus.REFUND_PENDING
    refund = refund_of(tx_ref)
    assert refund.status == RefundStatus.PENDING and refund.attempts == 1
    wait = refund.next_attempt_at - utcnow()
    assert timedelta(seconds=50) < wait <= timedelta(seconds=60)
    assert refunds.due_refund_ids() == []  # not due yet
    assert refunds.due_refund_ids(utcnow() + timedelta(minutes=2)) == [refund.id]

    for attempt in (2, 3):
        refund.next_attempt_at = utcnow()
        db.session.commit()
        assert refunds.issue_refund(refund.id).status == RefundStatus.PENDING
        refund = refund_of(tx_ref)
        assert refund.attempts == attempt
        assert f"still trying after {attempt} attempts" in refund.error
        wait = refund.next_attempt_at - utcnow()
        assert timedelta(seconds=590) < wait <= timedelta(seconds=600)
    assert chapa.refunds == {}

    chapa.refund_mode = "ok"
    refund.next_attempt_at = utcnow()
    db.session.commit()
    assert refunds.issue_refund(refund.id).status == RefundStatus.REFUNDED
    assert len(chapa.refunds) == 1 and refund_of(tx_ref).lease_token is None
    assert payment_of(tx_ref).status == PaymentStatus.REFUNDED
