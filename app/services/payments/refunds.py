"""Money going back (DESIGN.md §9): a payment's refund, from the decision to the provider.

- `request_refund` runs inside the transaction that decides a refund is owed (a cancellation,
  a payment for a booking that could no longer be confirmed): the payment becomes
  `refund_pending` with the amount, the reason and our unique refund reference, and a job is
  queued for after the commit. Nothing is asked of the provider inside a request.
- `issue_refund` is that job: it claims the payment with a lease, asks the provider outside any
  transaction, then records `refunded` (with a notification and an email) or schedules a retry
  with exponential backoff; a refusal, or REFUND_MAX_ATTEMPTS failures, make it `refund_failed`,
  which an admin sees and can retry. The periodic sweep finds refunds whose job was lost.
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
from sqlalchemy import and_, or_, select, update

from app.db_locking import lock_row
from app.errors import Conflict
from app.extensions import db
from app.jobs import REFUND, backoff, requeue, run_after_commit
from app.models import Booking, NotificationType, Payment, PaymentEvent, PaymentStatus
from app.models.base import ZERO, utcnow
from app.services.messaging.notifications import notify
from app.services.messaging.outbox import queue_email
from app.services.payments.base import ProviderError, RefundDeclined, RefundRequest, json_safe
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


# --- the job ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class RefundOutcome:
    status: str  # refunded | pending (retry at retry_at) | refund_failed | skipped
    retry_at: datetime | None = None


def _due(now: datetime):
    return and_(
        Payment.status == PaymentStatus.REFUND_PENDING,
        Payment.refund_next_attempt_at <= now,
        or_(Payment.refund_locked_until.is_(None), Payment.refund_locked_until <= now),
    )


def _lease() -> timedelta:
    # Longer than one provider call can take, so a live worker never loses its claim.
    return timedelta(seconds=2 * current_app.config["PAYMENT_HTTP_TIMEOUT"] + 30)


def _claim(payment_id: int, now: datetime) -> RefundRequest | None:
    result = db.session.execute(
        update(Payment)
        .where(Payment.id == payment_id, _due(now))
        .values(refund_attempts=Payment.refund_attempts + 1, refund_locked_until=now + _lease())
        .execution_options(synchronize_session=False)
    )
    db.session.commit()
    if result.rowcount != 1:
        return None
    payment = db.session.get(Payment, payment_id, populate_existing=True)
    request = RefundRequest(tx_ref=payment.tx_ref, amount=payment.refund_amount,
                            currency=payment.currency, reference=payment.refund_reference,
                            reason=payment.refund_reason or "Refund")
    db.session.commit()
    return request


def issue_refund(payment_id: int) -> RefundOutcome:
    """One attempt to refund a `refund_pending` payment (the job's body)."""
    request = _claim(payment_id, utcnow())
    if request is None:
        return RefundOutcome("skipped")
    payment = db.session.get(Payment, payment_id)
    provider = get_provider(payment.provider)
    db.session.commit()  # no transaction stays open while the provider answers
    try:
        receipt = provider.refund(request)
    except RefundDeclined as exc:
        return _give_up(payment_id, exc.message)
    except ProviderError as exc:
        return _retry_later(payment_id, exc.message)
    except Exception as exc:  # noqa: BLE001 - an unexpected failure is a failed attempt
        log.exception("refund of payment %s failed unexpectedly", payment_id)
        return _retry_later(payment_id, f"{type(exc).__name__}: {exc}")
    _record_refunded(payment_id, receipt.raw)
    return RefundOutcome(PaymentStatus.REFUNDED)


def _record_refunded(payment_id: int, raw: dict) -> None:
    payment = lock_row(Payment, Payment.id == payment_id)
    now = utcnow()
    payment.status = PaymentStatus.REFUNDED
    payment.refunded_at = now
    payment.refund_locked_until = None
    payment.refund_error = None
    db.session.add(PaymentEvent(payment_id=payment.id, source="refund",
                                status=PaymentStatus.REFUNDED, payload=json_safe(raw)))
    booking = payment.booking
    amount = f"{payment.refund_amount:,.2f} {payment.currency}"
    if booking.guest_id is not None:
        notify(
            booking.guest_id, NotificationType.REFUND_ISSUED, "Refund issued",
            f"We refunded {amount} for booking {booking.confirmation_code}.",
            {"booking_id": booking.id, "confirmation_code": booking.confirmation_code,
             "payment_id": payment.id, "refund_amount": float(payment.refund_amount)},
            dedupe_key=f"refund_issued:{payment.id}",
        )
    queue_email(booking.contact_email, f"Refund issued for booking {booking.confirmation_code}",
                "refund_issued", booking=booking, hotel=booking.hotel, payment=payment)
    db.session.commit()
    log.info("payment %s refunded: %s", payment.tx_ref, amount)


def _retry_later(payment_id: int, error: str) -> RefundOutcome:
    config = current_app.config
    payment = lock_row(Payment, Payment.id == payment_id)
    if payment.refund_attempts >= config["REFUND_MAX_ATTEMPTS"]:
        return _give_up(payment_id, f"{error} (after {payment.refund_attempts} attempts)")
    retry_at = utcnow() + backoff(payment.refund_attempts, config["REFUND_RETRY_BASE_SECONDS"],
                                  config["REFUND_RETRY_MAX_SECONDS"])
    payment.refund_next_attempt_at = retry_at
    payment.refund_locked_until = None
    payment.refund_error = error[:_MAX_ERROR_LENGTH]
    db.session.commit()
    log.warning("refund of payment %s attempt %s failed (%s); next at %s", payment.tx_ref,
                payment.refund_attempts, error, retry_at)
    return RefundOutcome(PaymentStatus.REFUND_PENDING, retry_at)


def _give_up(payment_id: int, error: str) -> RefundOutcome:
    payment = lock_row(Payment, Payment.id == payment_id)
    payment.status = PaymentStatus.REFUND_FAILED
    payment.refund_locked_until = None
    payment.refund_error = error[:_MAX_ERROR_LENGTH]
    db.session.add(PaymentEvent(payment_id=payment.id, source="refund",
                                status=PaymentStatus.REFUND_FAILED, payload={"error": error}))
    db.session.commit()
    log.error("refund of payment %s failed: %s", payment.tx_ref, error)
    return RefundOutcome(PaymentStatus.REFUND_FAILED)


def due_refund_ids(now: datetime | None = None, limit: int = 500) -> list[int]:
    """Refunds a worker should attempt now: due retries, and claims whose worker died."""
    now = now or utcnow()
    return list(db.session.scalars(
        select(Payment.id).where(_due(now)).order_by(Payment.id).limit(limit)))


# --- administration --------------------------------------------------------------------------


def retry_refunds(payment_ids: list[int]) -> int:
    """An admin's retry: failed (or waiting) refunds get a fresh round of attempts, now.
    Returns how many were queued again; other payments are left alone. Raises Conflict for a
    payment without a refund amount (nothing is queued then)."""
    retryable = (PaymentStatus.REFUND_FAILED, PaymentStatus.REFUND_PENDING)
    return requeue(REFUND, Payment, payment_ids, retryable, _fresh_round)


def _fresh_round(payment: Payment, now: datetime) -> None:
    if payment.refund_amount is None:
        raise Conflict(f"Payment {payment.id} has no refund amount")
    payment.status = PaymentStatus.REFUND_PENDING
    payment.refund_attempts = 0
    payment.refund_next_attempt_at = now
    payment.refund_locked_until = None
