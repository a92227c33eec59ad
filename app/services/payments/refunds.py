"""Money going back (docs/payments.md): a payment's refunds, from the decision to the provider.

A payment may have several refunds (a cheaper change gives part back, a cancellation later gives
the rest), each a `refunds` row with its own amount, reason, reference, lease and outcome.

- `owe_refund` is THE place a refund is decided, inside the transaction that decides it (a
  cancellation, a no-show, a cheaper change, a payment for a booking that could no longer be
  confirmed, money handed back at the desk). It locks the payment row and reads what its refunds
  already hold, so the sum of a payment's refunds never exceeds what it settled (migration 0027's
  trigger refuses it too); the refund is `pending` and a job is queued for after the commit.
  Nothing is asked of the provider inside a request.
- `issue_refund` is that job: it claims the refund with a fenced lease (app/leases.py), asks the
  provider outside any transaction and within a deadline shorter than the lease, then records
  `refunded` (with a notification and an email) or schedules a retry with exponential backoff;
  only a refusal that says the refund did not happen makes it `failed`, which an admin sees and
  can retry. An unknown outcome (no answer, 5xx, deadline) is retried, at REFUND_RETRY_MAX_SECONDS
  once REFUND_MAX_ATTEMPTS have passed, never given up. The periodic sweep finds refunds whose
  job was lost. `refunded` is final.
- Every call for one refund carries its reference (RF-<tx_ref>, then RF-<tx_ref>-2, ...), so a
  worker killed mid-call cannot refund twice at a provider that honours references. The
  provider's "reference used before" answer therefore means an earlier attempt of this refund
  went through: `refunded`. Its "transaction already refunded" means the same for a payment's
  only refund; once another refund of the payment went through at the provider, it may mean
  that one instead, so the refund is `failed` for an admin to check (never recorded as money
  that moved when it may not have).
- The payment's own status follows its refunds (`sync_payment_status`): `refund_pending` while
  one is owed, else `refund_failed` while one was refused, else `refunded`.

Lock order everywhere: booking, payment, refund (the job, which has no booking to lock, takes
the payment, then the refund).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from flask import current_app
from sqlalchemy import func, select

from app.background import REFUND, backoff, run_after_commit
from app.db_locking import lock_row, serialized_transaction
from app.deadlines import DeadlineExceeded, call_with_deadline
from app.events import REFUND_SUCCEEDED, record
from app.extensions import db
from app.leases import Claim, LeasedRows
from app.models import Booking, Payment, PaymentEvent, PaymentStatus, Refund, RefundStatus
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
# A payment whose money never reached us has nothing to give back.
_NOT_REFUNDABLE = (PaymentStatus.FAILED, PaymentStatus.FLAGGED)


def refund_reference(payment: Payment, number: int) -> str:
    """Ours, unique: the payment's first refund keeps the reference refunds always had."""
    return f"RF-{payment.tx_ref}" if number == 1 else f"RF-{payment.tx_ref}-{number}"


def _refund_totals(payment_id: int, *statuses: str) -> tuple[int, Decimal]:
    """How many refunds the payment has, and what they hold (only those in `statuses` when given)."""
    query = (select(func.count(), func.coalesce(func.sum(Refund.amount), 0))
             .where(Refund.payment_id == payment_id))
    if statuses:
        query = query.where(Refund.status.in_(statuses))
    count, total = db.session.execute(query).one()
    return count, Decimal(total or ZERO)


def refunded_so_far(payment_id: int) -> Decimal:
    """What the payment's refunds hold (owed, given back or refused: a refused one is still owed
    until an admin settles it)."""
    return _refund_totals(payment_id)[1]


def given_back(payment_id: int) -> Decimal:
    """What the payment's refunds gave back (made by the provider, or handed back at the desk)."""
    return _refund_totals(payment_id, RefundStatus.REFUNDED)[1]


def _left_to_refund(payment: Payment, refunded: Decimal) -> Decimal:
    if payment.status in _NOT_REFUNDABLE:
        return ZERO
    return max(ZERO, payment.settled_amount - refunded)


def refundable(payment: Payment) -> Decimal:
    """What is left of the payment for further refunds (read under its lock to rely on it)."""
    return _left_to_refund(payment, refunded_so_far(payment.id))


def owe_refund(payment: Payment, amount: Decimal, reason: str, *, cause: str,
               requested_by: str = "", change_id: int | None = None,
               status: str = RefundStatus.PENDING) -> Refund | None:
    """Owe `amount` of `payment` back, capped at what the payment has left (inside the caller's
    transaction; locks the payment). Returns the new refund, or None, changing nothing, when
    nothing is owed or nothing is left. `status=refunded` records money already handed back
    (the desk's cash): no job then."""
    payment = lock_row(Payment, Payment.id == payment.id)
    refunds_so_far, refunded = _refund_totals(payment.id)
    share = min(amount, _left_to_refund(payment, refunded))
    if share <= ZERO:
        return None
    number = refunds_so_far + 1
    now = utcnow()
    refund = Refund(payment=payment, amount=share, reason=reason[:2000],
                    reference=refund_reference(payment, number), status=status, cause=cause,
                    requested_by=requested_by[:254], booking_change_id=change_id,
                    next_attempt_at=now if status == RefundStatus.PENDING else None,
                    refunded_at=now if status == RefundStatus.REFUNDED else None)
    db.session.add(refund)
    db.session.flush()
    sync_payment_status(payment)
    log.info("payment %s: refund %s of %s %s (%s, %s)", payment.tx_ref, refund.reference, share,
             payment.currency, status, reason)
    if status == RefundStatus.PENDING:
        run_after_commit(db.session, REFUND, [refund.id])
    return refund


def refund_from_payments(booking: Booking, amount: Decimal, reason: str, *, cause: str,
                         requested_by: str = "", change_id: int | None = None) -> Decimal:
    """Owe `amount` back on the booking's settled payments, newest first, each up to what it has
    left (a booking changed to a longer stay has a payment for the difference; a cheaper change
    may have given part of one back already). Inside the caller's transaction, the booking
    locked; locks the payments. Returns how much was owed back (less than `amount` only when the
    payments hold less)."""
    payments = db.session.scalars(
        select(Payment).where(Payment.booking_id == booking.id,
                              Payment.status.in_(PaymentStatus.SETTLED))
        .order_by(Payment.id.desc()).with_for_update()
        .execution_options(populate_existing=True)).all()
    owed = ZERO
    for payment in payments:
        if owed >= amount:
            break
        refund = owe_refund(payment, amount - owed, reason, cause=cause,
                            requested_by=requested_by, change_id=change_id)
        if refund is not None:
            owed += refund.amount
    if owed < amount:
        log.warning("booking %s: %s %s owed back, its payments held only %s", booking.id, amount,
                    booking.currency, owed)
    return owed


def holds_settled_money(booking: Booking) -> bool:
    """Whether any payment of the booking settled (whatever part of it went back since)."""
    return db.session.scalar(select(func.count()).select_from(Payment).where(
        Payment.booking_id == booking.id, Payment.status.in_(PaymentStatus.SETTLED))) > 0


def sync_payment_status(payment: Payment) -> None:
    """THE rule of a payment's status once refunds are owed on it: `refund_pending` while one is
    owed, else `refund_failed` while one was refused, else `refunded`. Call with the payment
    locked, after its refunds changed."""
    statuses = set(db.session.scalars(select(Refund.status).where(Refund.payment_id == payment.id)))
    if not statuses:
        return
    if RefundStatus.PENDING in statuses:
        payment.status = PaymentStatus.REFUND_PENDING
    elif RefundStatus.FAILED in statuses:
        payment.status = PaymentStatus.REFUND_FAILED
    else:
        payment.status = PaymentStatus.REFUNDED


# --- the job ---------------------------------------------------------------------------------

# A refund is owed while `pending`; each refund row has its own lease.
LEASES = LeasedRows(
    Refund, status=Refund.status, owed=(RefundStatus.PENDING,), attempts=Refund.attempts,
    next_attempt_at=Refund.next_attempt_at, locked_until=Refund.locked_until,
    token=Refund.lease_token,
)


@dataclass(frozen=True)
class RefundOutcome:
    status: str  # refunded | pending (retry at retry_at) | failed | skipped
    retry_at: datetime | None = None


def issue_refund(refund_id: int) -> RefundOutcome:
    """One attempt at a `pending` refund (the job's body). The provider call ends by
    REFUND_CALL_DEADLINE_SECONDS, before the lease (REFUND_LEASE_SECONDS) does; its outcome is
    written only while this attempt still holds the refund."""
    config = current_app.config
    held = LEASES.claim(refund_id, config["REFUND_LEASE_SECONDS"])
    if held is None:
        return RefundOutcome("skipped")
    refund = db.session.get(Refund, refund_id, populate_existing=True)
    payment = refund.payment
    request = RefundRequest(tx_ref=payment.tx_ref, amount=refund.amount,
                            currency=payment.currency, reference=refund.reference,
                            reason=refund.reason or "Refund")
    provider = get_provider(payment.provider)
    # Whether money of this payment went back at the provider before: then "transaction already
    # refunded" may be about that refund, not this one.
    earlier_at_provider = db.session.scalar(select(func.count()).select_from(Refund).where(
        Refund.payment_id == payment.id, Refund.id != refund.id,
        Refund.status == RefundStatus.REFUNDED, Refund.cause != CASH)) > 0
    db.session.commit()  # no transaction stays open while the provider answers
    try:
        receipt = call_with_deadline(config["REFUND_CALL_DEADLINE_SECONDS"], provider.refund, request)
    except AlreadyRefunded as exc:
        if exc.whole_transaction and earlier_at_provider:
            return _give_up(held, f"{exc.message}: another refund of this payment went through "
                                  "before, so this one may not have; check with the provider")
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
        log.exception("refund %s failed unexpectedly", refund_id)
        return _retry_later(held, f"{type(exc).__name__}: {exc}")
    return _record_refunded(held, receipt.raw)


# The cause of money handed back at the desk (app/services/frontdesk/cash_refunds.py): it never
# went through a provider.
CASH = "cash_refund"


def _lost(held: Claim, what: str) -> RefundOutcome:
    log.warning("refund %s: attempt %s lost its lease before %s; the attempt that holds it now "
                "decides", held.id, held.attempts, what)
    return RefundOutcome("skipped")


def _lock_claimed(held: Claim) -> tuple[Payment, Refund] | None:
    """The refund's payment, then the refund (the lock order), while `held` still holds it."""
    payment_id = db.session.scalar(select(Refund.payment_id).where(Refund.id == held.id))
    payment = lock_row(Payment, Payment.id == payment_id)
    refund = LEASES.lock_claimed(held)
    return None if refund is None else (payment, refund)


def _record_refunded(held: Claim, raw: dict) -> RefundOutcome:
    with serialized_transaction():
        locked = _lock_claimed(held)
        if locked is None:
            return _lost(held, "recording the refund")
        payment, refund = locked
        refund.status = RefundStatus.REFUNDED
        refund.refunded_at = utcnow()
        refund.error = None
        LEASES.release(refund)
        sync_payment_status(payment)
        db.session.add(PaymentEvent(payment_id=payment.id, source="refund",
                                    status=PaymentStatus.REFUNDED,
                                    payload={**json_safe(raw), "reference": refund.reference}))
        amount = f"{refund.amount:,.2f} {payment.currency}"
        # Its notification and email (app/effects.py), in this transaction.
        record(REFUND_SUCCEEDED, payment.booking, payment=payment, refund=refund)
        reference = refund.reference
    log.info("refund %s made: %s", reference, amount)
    return RefundOutcome(RefundStatus.REFUNDED)


def _retry_later(held: Claim, error: str) -> RefundOutcome:
    """An attempt whose outcome is unknown (no answer, a 5xx, a deadline): the money may have
    gone back, so the refund is never given up for it. Retries back off to
    REFUND_RETRY_MAX_SECONDS; past REFUND_MAX_ATTEMPTS they go on at that pace and the error
    says so (the admin sees the refund still `pending`)."""
    config = current_app.config
    retry_at = utcnow() + backoff(held.attempts, config["REFUND_RETRY_BASE_SECONDS"],
                                  config["REFUND_RETRY_MAX_SECONDS"])
    if held.attempts >= config["REFUND_MAX_ATTEMPTS"]:
        retry_at = utcnow() + timedelta(seconds=config["REFUND_RETRY_MAX_SECONDS"])
        error = f"{error} (still trying after {held.attempts} attempts)"
    if not LEASES.settle(held, next_attempt_at=retry_at, error=error[:_MAX_ERROR_LENGTH]):
        return _lost(held, "scheduling a retry")
    level = logging.ERROR if held.attempts >= config["REFUND_MAX_ATTEMPTS"] else logging.WARNING
    log.log(level, "refund %s attempt %s failed (%s); next at %s", held.id, held.attempts, error,
            retry_at)
    return RefundOutcome(RefundStatus.PENDING, retry_at)


def _give_up(held: Claim, error: str) -> RefundOutcome:
    """Only for a refusal that says the refund did not happen (or may not have): the admin sees
    `failed` and can retry."""
    with serialized_transaction():
        locked = _lock_claimed(held)
        if locked is None:
            return _lost(held, "giving up")
        payment, refund = locked
        refund.status = RefundStatus.FAILED
        refund.error = error[:_MAX_ERROR_LENGTH]
        LEASES.release(refund)
        sync_payment_status(payment)
        db.session.add(PaymentEvent(payment_id=payment.id, source="refund",
                                    status=PaymentStatus.REFUND_FAILED,
                                    payload={"error": error, "reference": refund.reference}))
    log.error("refund %s failed: %s", held.id, error)
    return RefundOutcome(RefundStatus.FAILED)


def due_refund_ids(now: datetime | None = None, limit: int = 500) -> list[int]:
    """Refunds a worker should attempt now: due retries, and claims whose worker died."""
    return LEASES.due_ids(now, limit)


# --- administration --------------------------------------------------------------------------


def retry_refunds(refund_ids: list[int]) -> int:
    """An admin's retry: failed (or waiting) refunds get a fresh round of attempts, now.
    Returns how many were queued again; others (refunded ones, ones a worker holds) are left
    alone."""
    ids = list(refund_ids)
    # The payments first (the lock order): each one's status follows its refunds.
    db.session.scalars(select(Payment).where(Payment.id.in_(
        select(Refund.payment_id).where(Refund.id.in_(ids)))).order_by(Payment.id)
        .with_for_update()).all()
    retryable = (RefundStatus.FAILED, RefundStatus.PENDING)
    return LEASES.requeue(ids, retryable, _fresh_round, REFUND)


def retry_payment_refunds(payment_ids: list[int]) -> int:
    """The admin's "Retry refund" on payments: their failed or waiting refunds (a payment
    without any is left alone)."""
    refund_ids = list(db.session.scalars(select(Refund.id)
                                         .where(Refund.payment_id.in_(list(payment_ids)))))
    return retry_refunds(refund_ids)


def _fresh_round(refund: Refund, now: datetime) -> None:
    refund.status = RefundStatus.PENDING
    refund.attempts = 0
    refund.next_attempt_at = now
    db.session.flush()
    sync_payment_status(refund.payment)
