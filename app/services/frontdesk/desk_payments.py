"""Money taken at the hotel's desk (cash or POS) for a booking: a walk-in's stay, or the
difference of a change made at the desk. Recorded by staff as a `desk` payment, `success` when
made (app/services/payments/desk.py: nothing to check out or verify), with a payment event
saying which staff member took it. Money given back at the desk: cash_refunds.py."""

from __future__ import annotations

from decimal import Decimal

from app.extensions import db
from app.models import Booking, Payment, PaymentEvent, PaymentStatus
from app.models.base import utcnow
from app.services.booking.lifecycle import Actor
from app.services.payments.desk import DESK
from app.services.payments.service import new_tx_ref


def record_desk_payment(booking: Booking, staff, amount: Decimal, method: str,
                        reference: str | None, *,
                        booking_change_id: int | None = None) -> Payment:
    """Record `amount` taken at the desk by `method` (cash | pos; `reference`: the POS slip or
    receipt number), in the caller's transaction; `booking_change_id` when it pays a change."""
    now = utcnow()
    payment = Payment(booking_id=booking.id, booking_change_id=booking_change_id,
                      tx_ref=new_tx_ref(), provider=DESK, method=method, amount=amount,
                      currency=booking.currency, status=PaymentStatus.SUCCESS,
                      paid_amount=amount, paid_currency=booking.currency,
                      provider_reference=reference, verified_at=now)
    db.session.add(payment)
    db.session.flush()
    db.session.add(PaymentEvent(payment_id=payment.id, source=DESK, status=PaymentStatus.SUCCESS,
                                payload={"staff_id": staff.id, "staff": Actor.staff(staff).name,
                                         "method": method, "reference": reference,
                                         "amount": str(amount),
                                         **({"booking_change_id": booking_change_id}
                                            if booking_change_id else {})}))
    return payment
