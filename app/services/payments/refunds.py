"""Money going back (docs/payments.md): a payment's refund, from the decision to the provider.

- `request_refund` runs inside the transaction that decides a refund is owed (a cancellation,
  a payment for a booking that could no longer be confirmed): the payment becomes
  `refund_pending` with the amount, the reason and our unique refund reference, and a job is
  queued for after the commit. Nothing is asked of the provider inside a request.
- `issue_refund` is that job: it claims the payment with a fenced lease (app/leases.py), asks
  the provider outside any transaction and within a deadline shorter than the lease, then
  records `refunded` (with a notification and an email) or schedules a retry with exponential
  backoff; only a refusal that says the refund did not happen makes it `refund_failed`, which an
  admin sees and can retry. An unknown outcome (no answer, 5xx, deadline) is retried, at
  REFUND_RETRY_MAX_SECONDS once REFUND_MAX_ATTEMPTS have passed, never given up. The periodic
  sweep finds refunds whose job was lost. `refunded` is final.
- The provider's "already refunded" / "reference used before" answer to our reference means an
  earlier attempt went through (a worker killed mid-call, an answer after the deadline): it is
  recorded as `refunded`, with the notice and the email. No provider here offers a refund status
  lookup (Chapa documents none), so the unique reference is what makes a retry safe.
- Idempotent: a payment owes at most one refund; asking again changes nothing, and every call to
  the provider carries the same reference (a worker killed mid-call cannot refund twice at a
  provider that honours references; Chapa's "reference must be unique").
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from flask import current_app
from sqlalchemy import select

from app.background import REFUND, backoff, run_after_commit
from app.db_locking import serialized_transaction
from app.deadlines import DeadlineExceeded, call_with_deadline
from app.errors import Conflict
from app.events import REFUND_SUCCEEDED, record
from app.extensions import db
from app.i18n import _
from app.leases import Claim, LeasedRows
from app.models import Booking, Payment, PaymentEvent, PaymentStatus
from app.models.base import ZERO, utcnow
from app.services.payments.base import (
    AlreadyRefunded,
    ProviderError,
    RefundDeclined,
    RefundRequest,
    json_safe,
)
from app.services.payments.providers import get_provider

log = logging.getLogger(__name__)

_MAX_ERROR_LENGTH = 1000


def refund_reference(payment: Payment) -> str:
    return f"RF-{payment.tx_ref}"


def request_refund(payment: Payment, booking: Booking, amount: Decimal, reason: str) -> bool:
    """Owe `amount` of `payment` back (inside the caller's transaction, the payment row locked
    or just settled by it). Returns False, changing nothing, when nothing is owed: no amount,
    or a refund was already decided for this payment."""
    if amount <= ZERO or payment.status in PaymentStatus.REFUND_STATES:
        return False
    paid = payment.paid_amount if payment.paid_amount is not None else payment.amount
    payment.status = PaymentStatus.REFUND_PENDING
    payment.refund_amount = min(amount, paid)
    payment.refund_reason = reason
    payment.refund_reference = refund_reference(payment)
    payment.refund_attempts = 0
    payment.refund_next_attempt_at = utcnow()
    payment.refund_error = None
    log.info("payment %s: refund of %s %s owed (%s)", payment.tx_ref, payment.refund_amount,
             payment.currency, reason)
    db.session.flush()
    run_after_commit(db.session, REFUND, [payment.id])
    return True


def refund_from_payments(booking: Booking, amount: Decimal, reason: str) -> bool:
    """Owe `amount` back on the booking's settled payments, newest first, each up to what it
    paid (a booking changed to a longer stay has a payment for the difference; each payment
    owes at most one refund). Inside the caller's transaction; locks the payments. Returns
    whether the booking had a settled payment."""
    payments = db.session.scalars(
        select(Payment).where(Payment.booking_id == booking.id,
                              Payment.status == PaymentStatus.SUCCESS)
        .order_by(Payment.id.desc()).with_for_update()).all()
    owed = amount
    for payment in payments:
        if owed <= ZERO:
            break
        paid = payment.paid_amount if payment.paid_amount is not None else payment.amount
        share = min(owed, paid)
        if request_refund(payment, booking, share, reason):
            owed -= share
    return bool(payments)


# --- the job ---------------------------------------------------------------------------------

# A refund is owed while `refund_pending`; its lease columns are the payment's refund_* ones.
LEASES = LeasedRows(
    Payment, status=Payment.status, owed=(PaymentStatus.REFUND_PENDING,),
    attempts=Payment.refund_attempts, next_attempt_at=Payment.refund_next_attempt_at,
    locked_until=Payment.refund_locked_until, token=Payment.refund_lease_token,
)


@dataclass(frozen=True)
class RefundOutcome:
    status: str  # refunded | pending (retry at retry_at) | refund_failed | skipped
    retry_at: datetime | None = None


def issue_refund(payment_id: int) -> RefundOutcome:
    """One attempt to refund a `refund_pending` payment (the job's body). The provider call ends
    by REFUND_CALL_DEADLINE_SECONDS, before the lease (REFUND_LEASE_SECONDS) does; its outcome
    is written only while this attempt still holds the payment."""
    config = current_app.config
    held = LEASES.claim(payment_id, config["REFUND_LEASE_SECONDS"])
    if held is None:
        return RefundOutcome("skipped")
    payment = db.session.get(Payment, payment_id, populate_existing=True)
    request = RefundRequest(tx_ref=payment.tx_ref, amount=payment.refund_amount,
                            currency=payment.currency, reference=payment.refund_reference,
                            reason=payment.refund_reason or "Refund")
    provider = get_provider(payment.provider)
    db.session.commit()  # no transaction stays open while the provider answers
    try:
        receipt = call_with_deadline(config["REFUND_CALL_DEADLINE_SECONDS"], provider.refund, request)
    except AlreadyRefunded as exc:
        # The same reference went through before (a lost answer, a killed worker): refunded.
        return _record_refunded(held, {"already_refunded": exc.message, "provider": exc.raw})
    except RefundDeclined as exc:
        return _give_up(held, exc.message)
    except ProviderError as exc:
        return _retry_later(held, exc.message)
    except DeadlineExceeded as exc:
        # The outcome is unknown; the retry carries the same reference, so it cannot refund twice.
        return _retry_later(held, f"no answer: {exc}")
    except Exception as exc:  # noqa: BLE001 - an unexpected failure is a failed attempt
        log.exception("refund of payment %s failed unexpectedly", payment_id)
        return _retry_later(held, f"{type(exc).__name__}: {exc}")
    return _record_refunded(held, receipt.raw)


def _lost(held: Claim, what: str) -> RefundOutcome:
    log.warning("refund of payment %s: attempt %s lost its lease before %s; the attempt that "
                "holds it now decides", held.id, held.attempts, what)
    return RefundOutcome("skipped")


def _record_refunded(held: Claim, raw: dict) -> RefundOutcome:
    with serialized_transaction():
        payment = LEASES.lock_claimed(held)
        if payment is None:
            return _lost(held, "recording the refund")
        now = utcnow()
        payment.status = PaymentStatus.REFUNDED
        payment.refunded_at = now
        payment.refund_error = None
        LEASES.release(payment)
        db.session.add(PaymentEvent(payment_id=payment.id, source="refund",
                                    status=PaymentStatus.REFUNDED, payload=json_safe(raw)))
        amount = f"{payment.refund_amount:,.2f} {payment.currency}"
        # Its notification and email (app/effects.py), in this transaction.
        record(REFUND_SUCCEEDED, payment.booking, payment=payment)
        tx_ref = payment.tx_ref
    log.info("payment %s refunded: %s", tx_ref, amount)
    return RefundOutcome(PaymentStatus.REFUNDED)


def _retry_later(held: Claim, error: str) -> RefundOutcome:
    """An attempt whose outcome is unknown (no answer, a 5xx, a deadline): the money may have
    gone back, so the refund is never given up for it. Retries back off to
    REFUND_RETRY_MAX_SECONDS; past REFUND_MAX_ATTEMPTS they go on at that pace and the error
    says so (the admin sees the payment still `refund_pending`)."""
    config = current_app.config
    retry_at = utcnow() + backoff(held.attempts, config["REFUND_RETRY_BASE_SECONDS"],
                                  config["REFUND_RETRY_MAX_SECONDS"])
    if held.attempts >= config["REFUND_MAX_ATTEMPTS"]:
        retry_at = utcnow() + timedelta(seconds=config["REFUND_RETRY_MAX_SECONDS"])
        error = f"{error} (still trying after {held.attempts} attempts)"
    if not LEASES.settle(held, refund_next_attempt_at=retry_at, refund_error=error[:_MAX_ERROR_LENGTH]):
        return _lost(held, "scheduling a retry")
    level = logging.ERROR if held.attempts >= config["REFUND_MAX_ATTEMPTS"] else logging.WARNING
    log.log(level, "refund of payment %s attempt %s failed (%s); next at %s", held.id,
            held.attempts, error, retry_at)
    return RefundOutcome(PaymentStatus.REFUND_PENDING, retry_at)


def _give_up(held: Claim, error: str) -> RefundOutcome:
    """Only for a refusal that says the refund did not happen: the admin sees `refund_failed`
    and can retry."""
    with serialized_transaction():
        payment = LEASES.lock_claimed(held)
        if payment is None:
            return _lost(held, "giving up")
        payment.status = PaymentStatus.REFUND_FAILED
        payment.refund_error = error[:_MAX_ERROR_LENGTH]
        LEASES.release(payment)
        db.session.add(PaymentEvent(payment_id=payment.id, source="refund",
                                    status=PaymentStatus.REFUND_FAILED, payload={"error": error}))
    log.error("refund of payment %s failed: %s", held.id, error)
    return RefundOutcome(PaymentStatus.REFUND_FAILED)


def due_refund_ids(now: datetime | None = None, limit: int = 500) -> list[int]:
    """Refunds a worker should attempt now: due retries, and claims whose worker died."""
    return LEASES.due_ids(now, limit)


# --- administration --------------------------------------------------------------------------


def retry_refunds(payment_ids: list[int]) -> int:
    """An admin's retry: failed (or waiting) refunds get a fresh round of attempts, now.
    Returns how many were queued again; other payments (refunded ones, ones a worker holds) are
    left alone. Raises Conflict for a payment without a refund amount (nothing is queued then)."""
    retryable = (PaymentStatus.REFUND_FAILED, PaymentStatus.REFUND_PENDING)
    return LEASES.requeue(payment_ids, retryable, _fresh_round, REFUND)


def _fresh_round(payment: Payment, now: datetime) -> None:
    if payment.refund_amount is None:
        raise Conflict(_("Payment %(id)s has no refund amount", id=payment.id))
    payment.status = PaymentStatus.REFUND_PENDING
    payment.refund_attempts = 0
    payment.refund_next_attempt_at = now
