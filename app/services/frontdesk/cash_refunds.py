"""Money given back at the desk: a walk-in's cash or POS payment is never refunded by a provider
(the refund job's `desk` provider declines, leaving the refund `failed` with the amount owed).
Staff record the money they hand back - who, how much, why: the refunds owed on the payment are
settled as given back, and anything more becomes a refund of its own, already `refunded`
(app/services/payments/refunds.py caps the total at what the payment settled). The booking's
trail shows it. A completed stay refunded in full loses its loyalty award (a reversal in the
ledger)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, NotFound, ValidationFailed
from app.events import CASH_REFUND_RECORDED, record
from app.extensions import db
from app.i18n import _
from app.models import Booking, Payment, PaymentEvent, PaymentStatus, Refund, RefundStatus
from app.models.base import ZERO, utcnow
from app.services.booking import lifecycle
from app.services.booking.lifecycle import Actor
from app.services.payments import refunds
from app.services.payments.desk import DESK


def record_cash_refund(hotel_id: int, staff, payment_id: int, reason: str,
                       amount: Decimal | None = None) -> Payment:
    """Record money handed back at the desk for one of the hotel's desk payments: `amount`
    (at least what is owed on it, at most that and what it still holds), or by default what is
    owed on it. Raises NotFound (another hotel's or not a desk payment), Conflict (nothing left
    to give back) and ValidationFailed (amount)."""
    actor = Actor.staff(staff)
    with serialized_transaction():
        # Booking, payment, refunds: the lock order of cancellations, no-shows and the refund job.
        booking = lock_row(Booking, Booking.hotel_id == hotel_id, Booking.id == (
            select(Payment.booking_id).where(Payment.id == payment_id, Payment.provider == DESK)
            .scalar_subquery()))
        if booking is None:
            raise NotFound(_("Desk payment not found"))
        payment = lock_row(Payment, Payment.id == payment_id)
        owed_refunds = db.session.scalars(
            select(Refund).where(Refund.payment_id == payment.id,
                                 Refund.status.in_((RefundStatus.PENDING, RefundStatus.FAILED)))
            .order_by(Refund.id).with_for_update()
            .execution_options(populate_existing=True)).all()
        owed = sum((refund.amount for refund in owed_refunds), ZERO)
        left = refunds.refundable(payment)
        # Nothing left at all; or nothing owed, no amount said, and refunds made already (the
        # desk repeating itself): there is nothing to give back.
        if (payment.status not in PaymentStatus.SETTLED or owed + left <= ZERO
                or (amount is None and owed == ZERO and payment.status == PaymentStatus.REFUNDED)):
            raise Conflict(_("This payment is %(status)s; nothing to give back",
                             status=payment.status.replace("_", " ")))
        handed_back = amount if amount is not None else owed
        if handed_back <= ZERO:
            raise ValidationFailed(_("say how much was given back"), field="amount")
        if handed_back < owed:
            raise ValidationFailed(_("must be at least the %(owed)s already owed on this payment",
                                     owed=owed), field="amount")
        if handed_back > owed + left:
            raise ValidationFailed(_("must be more than 0 and at most the %(paid)s paid",
                                     paid=owed + left), field="amount")
        now = utcnow()
        note = f"given back at the desk by {actor.name}: {reason}"
        for refund in owed_refunds:
            # The desk settles it: a job that still holds its lease writes nothing after this.
            refunds.LEASES.release(refund)
            refund.status = RefundStatus.REFUNDED
            refund.refunded_at = now
            refund.error = None
            refund.reason = f"{refund.reason}; {note}"[:2000]
        if handed_back > owed:
            refunds.owe_refund(payment, handed_back - owed, note, cause=refunds.CASH,
                               requested_by=actor.name, status=RefundStatus.REFUNDED)
        db.session.flush()
        refunds.sync_payment_status(payment)
        db.session.add(PaymentEvent(payment_id=payment.id, source=DESK,
                                    status=PaymentStatus.REFUNDED,
                                    payload={"staff_id": staff.id, "staff": actor.name,
                                             "amount": str(handed_back), "reason": reason}))
        lifecycle.record_action(booking, "cash_refund", actor,
                                f"{handed_back} {payment.currency} given back at the desk: {reason}",
                                at=now)
        # A completed stay refunded in full loses its loyalty award (app/effects.py).
        record(CASH_REFUND_RECORDED, booking, payment=payment, amount=handed_back, reason=reason)
    return payment
