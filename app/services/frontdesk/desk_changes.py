"""Staff change a booking of their hotel at the desk (a walk-in, or any confirmed booking whose
guest asks at the desk): new dates, room count, guests or room type, through the guest's change
service (app/services/booking/changes.py: one rule for prices, locks, holds and refusals), with
the staff member as the audit trail's actor.

The difference is settled at the desk, not held: money owed is taken now (cash or POS, a `desk`
payment of the change, as for walk-ins) and the change applies in the same transaction; money
owed back goes through the refund flow on the booking's payments, newest first: an online
payment is refunded by its provider, a desk payment's refund is declined by the `desk`
provider and stays owed until the desk records the cash it hands back
(POST /staff/front-desk/payments/{id}/cash-refund, cash_refunds.py)."""

from __future__ import annotations

from dataclasses import dataclass

from app.errors import ValidationFailed
from app.i18n import _
from app.models import Booking, BookingChange
from app.services.booking import changes
from app.services.booking.changes import ChangeCaller, ChangeQuote, ChangeRequest
from app.services.frontdesk.desk_payments import record_desk_payment


@dataclass(frozen=True)
class DeskSettlement:
    """How the desk takes a dearer change's difference: cash or pos (None: not said, refused
    when something is owed), and the POS slip or receipt number."""
    method: str | None = None
    reference: str | None = None


def quote_desk_change(hotel_id: int, staff, booking_id: int,
                      request: ChangeRequest) -> ChangeQuote:
    """What the change of one of the hotel's bookings would cost. Writes nothing. Raises
    NotFound (unknown or another hotel's booking), Conflict (not confirmed), ValidationFailed."""
    return changes.quote_change_for(ChangeCaller.for_staff(staff, hotel_id), booking_id, request)


def change_at_desk(hotel_id: int, staff, booking_id: int, request: ChangeRequest,
                   settlement: DeskSettlement, *,
                   idempotency_key: str | None = None) -> tuple[BookingChange, bool]:
    """Change one of the hotel's confirmed bookings now; returns (change, created) as
    changes.make_change. Owed: the desk's payment of `amount_due` is recorded and the change
    applied (ValidationFailed on `payment_method` when none was said, nothing written). Owed
    back: applied, and `refund_amount` owed on the booking's payments. Raises NotFound (unknown
    or another hotel's booking), Conflict (not confirmed, no rooms left) and ValidationFailed."""

    def take_the_difference(change: BookingChange, booking: Booking) -> None:
        if settlement.method is None:
            raise ValidationFailed(
                _("the change costs %(amount)s %(currency)s more: say how it was paid "
                  "(`cash` or `pos`)", amount=f"{change.amount_due:,.2f}", currency=change.currency),
                field="payment_method")
        record_desk_payment(booking, staff, change.amount_due, settlement.method,
                            settlement.reference, booking_change_id=change.id)

    return changes.make_change(ChangeCaller.for_staff(staff, hotel_id), booking_id, request,
                               idempotency_key=idempotency_key, paid_at_desk=take_the_difference)
