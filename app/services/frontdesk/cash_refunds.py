"""Money given back at the desk: a walk-in's cash or POS payment is never refunded by a provider
(the refund job's `desk` provider declines, leaving the payment `refund_failed` with the amount
owed). Staff record the money they hand back - who, how much, why - and the payment becomes
`refunded`; the booking's trail shows it. A completed stay refunded in full loses its loyalty
award (a reversal in the ledger)."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, NotFound, ValidationFailed
from app.events import CASH_REFUND_RECORDED, record
from app.extensions import db
from app.i18n import _
from app.models import Booking, Payment, PaymentEvent, PaymentStatus
from app.models.base import ZERO, utcnow
from app.services.booking import lifecycle
from app.services.booking.lifecycle import Actor
from app.services.payments.desk import DESK
from app.services.payments.refunds import refund_reference

# A desk payment the desk may give money back for: paid, or with a refund owed that no
# provider can make.
REFUNDABLE = (PaymentStatus.SUCCESS, PaymentStatus.REFUND_PENDING, PaymentStatus.REFUND_FAILED)


def record_cash_refund(hotel_id: int, staff, payment_id: int, reason: str,
                       amount: Decimal | None = None) -> Payment:
    """Record money handed back at the desk for one of the hotel's desk payments: `amount`, or
    the refund already owed on it. Raises NotFound (another hotel's or not a desk payment),
    Conflict (already refunded, nothing owed) and ValidationFailed (amount)."""
    actor = Actor.staff(staff)
    with serialized_transaction():
        # Booking first, then payment: the order cancellations and no-shows lock in.
        booking = lock_row(Booking, Booking.hotel_id == hotel_id, Booking.id == (
            select(Payment.booking_id).where(Payment.id == payment_id, Payment.provider == DESK)
            .scalar_subquery()))
        if booking is None:
            raise NotFound(_("Desk payment not found"))
        payment = lock_row(Payment, Payment.id == payment_id)
        if payment.status not in REFUNDABLE:
            raise Conflict(_("This payment is %(status)s; nothing to give back",
                             status=payment.status.replace("_", " ")))
        paid = payment.paid_amount if payment.paid_amount is not None else payment.amount
        owed = amount if amount is not None else payment.refund_amount
        if owed is None:
            raise ValidationFailed(_("say how much was given back"), field="amount")
        if not ZERO < owed <= paid:
            raise ValidationFailed(_("must be more than 0 and at most the %(paid)s paid", paid=paid),
                                   field="amount")
        now = utcnow()
        payment.status = PaymentStatus.REFUNDED
        payment.refund_amount = owed
        payment.refund_reason = f"given back at the desk by {actor.name}: {reason}"[:2000]
        payment.refund_reference = payment.refund_reference or refund_reference(payment)
        payment.refund_next_attempt_at = None
        payment.refund_locked_until = None
        payment.refund_error = None
        payment.refunded_at = now
        db.session.add(PaymentEvent(payment_id=payment.id, source=DESK,
                                    status=PaymentStatus.REFUNDED,
                                    payload={"staff_id": staff.id, "staff": actor.name,
                                             "amount": str(owed), "reason": reason}))
        lifecycle.record_action(booking, "cash_refund", actor,
                                f"{owed} {payment.currency} given back at the desk: {reason}",
                                at=now)
        # A completed stay refunded in full loses its loyalty award (app/effects.py).
        record(CASH_REFUND_RECORDED, booking, payment=payment, amount=owed, reason=reason)
    return payment
