"""Refunds are exactly once with the provider (app/services/payments/refunds.py, app/leases.py),
against the loopback Chapa: a slow Chapa that pays after the attempt's deadline, a worker that
died after Chapa paid, Chapa's "already refunded" answers, and a late outcome after a lost lease.
Never twice at Chapa, never a paid refund recorded as failed."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.extensions import db
from app.models import PaymentStatus, RefundStatus
from app.models.base import utcnow
from app.services.payments import refunds
from app.services.payments.base import RefundRequest
from app.services.payments.providers import get_provider
from tests.payments.conftest import API, sent_emails
from tests.payments.test_refunds import notification_types, payment_of, refund_of
from tests.payments.test_refunds_chapa import paid_with_chapa


@pytest.fixture
def app_config(app_config, chapa_config):
    # The deadline leaves room for a loaded CI machine; the lease must outlast it.
    return {**app_config, **chapa_config, "REFUND_CALL_DEADLINE_SECONDS": 3.0,
            "REFUND_LEASE_SECONDS": 4.5, "REFUND_RETRY_BASE_SECONDS": 0.1,
            "REFUND_RETRY_MAX_SECONDS": 0.1}


def due_now(tx_ref: str):
    refund = refund_of(tx_ref)
    refund.next_attempt_at = utcnow()
    db.session.commit()
    return refund.id


def assert_refunded_once(chapa, booking, tx_ref, outbox):
    assert payment_of(tx_ref).status == PaymentStatus.REFUNDED
    refund = refund_of(tx_ref)
    assert refund.status == RefundStatus.REFUNDED and refund.error is None
    assert refund.lease_token is None and refund.locked_until is None
    assert len(chapa.refunds) == 1
    assert notification_types(booking.guest).count("refund_issued") == 1
    subjects = [m["Subject"] for m in sent_emails(outbox)]
    assert subjects.count(f"Refund issued for booking {booking.confirmation_code}") == 1


def test_a_slow_chapa_that_pays_after_the_deadline_is_recorded_refunded_by_the_retry(
        client, auth, pending_booking, chapa, outbox):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    chapa.refund_delay = 4.0  # refunds at once, answers after our 3 s deadline

    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))

    assert payment_of(tx_ref).status == PaymentStatus.REFUND_PENDING
    assert "no answer" in refund_of(tx_ref).error
    assert len(chapa.refunds) == 1  # Chapa paid; we do not know it yet
    chapa.refund_delay = 0
    assert refunds.issue_refund(due_now(tx_ref)).status == PaymentStatus.REFUNDED
    assert_refunded_once(chapa, booking, tx_ref, outbox)
    assert payment_of(tx_ref).events[-1].payload["already_refunded"] == (
        "Refund reference has been used before")


def test_a_worker_that_died_after_chapa_paid_leaves_a_refund_the_sweep_records(
        client, auth, app, pending_booking, chapa, outbox):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    jobs = app.extensions.pop("jobs")  # the cancel's job is "lost": the test plays the dying worker
    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    refund = refund_of(tx_ref)
    # A lease far longer than the module's 4.5 s, so that a loaded machine taking over a second
    # between the claim and the check below cannot make it run out early; the test ends the
    # lease itself further down.
    held = refunds.LEASES.claim(refund.id, 60)
    get_provider("chapa").refund(RefundRequest(
        tx_ref=tx_ref, amount=refund.amount, currency="ETB",
        reference=refund.reference, reason="booking cancelled"))  # ... and dies here
    assert refunds.due_refund_ids() == []  # its lease still holds

    later = utcnow() + timedelta(seconds=61)
    assert refunds.due_refund_ids(later) == [refund.id]
    db.session.rollback()
    refund = refund_of(tx_ref)
    refund.locked_until = utcnow() - timedelta(seconds=1)  # the lease ran out
    db.session.commit()
    app.extensions["jobs"] = jobs  # the queue is back for the sweep's attempt (and its email)
    assert refunds.issue_refund(refund.id).status == RefundStatus.REFUNDED
    assert_refunded_once(chapa, booking, tx_ref, outbox)
    # The dead worker's outcome, had it woken up, writes nothing.
    assert refunds._give_up(held, "late").status == "skipped"
    assert payment_of(tx_ref).status == PaymentStatus.REFUNDED


def test_chapa_saying_the_transaction_is_already_refunded_is_a_refund(
        client, auth, pending_booking, chapa, outbox):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    chapa.transactions[tx_ref]["refunded"] = True  # refunded from Chapa's dashboard, say

    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))

    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED
    assert payment.events[-1].payload["already_refunded"] == "Transaction already refunded"
    assert chapa.refunds == {}


def test_a_refusal_that_says_no_refund_happened_is_the_only_failure(
        client, auth, pending_booking, chapa):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    chapa.refund_mode = "refuse"
    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    assert payment_of(tx_ref).status == PaymentStatus.REFUND_FAILED
    assert refund_of(tx_ref).status == RefundStatus.FAILED

    chapa.refund_mode = "down"
    _, other_tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    other = payment_of(other_tx_ref).booking
    client.post(f"{API}/bookings/{other.id}/cancel", headers=auth.guest(other.guest))
    for _ in range(8):  # far past REFUND_MAX_ATTEMPTS
        refunds.issue_refund(due_now(other_tx_ref))
    assert payment_of(other_tx_ref).status == PaymentStatus.REFUND_PENDING


def test_a_refunded_payment_is_final(client, auth, pending_booking, chapa, outbox):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    client.post(f"{API}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    payment_id, refund_id = payment_of(tx_ref).id, refund_of(tx_ref).id
    assert refunds.retry_payment_refunds([payment_id]) == 0  # an admin's retry leaves it alone
    assert refunds.retry_refunds([refund_id]) == 0
    assert refunds.LEASES.claim(refund_id, 10) is None
    assert refunds.issue_refund(refund_id).status == "skipped"
    assert_refunded_once(chapa, booking, tx_ref, outbox)
