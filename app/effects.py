"""THE table of side effects (docs/jobs.md): for each booking event (app/events.py), what
follows from it, in order. Above the services, beside the job task table (app/jobs.py): services
record what happened and never import this module; the app registers it when it is created.

Every handler runs inside the transaction that recorded the event and only writes rows (a
refund owed on the payment, a notification, an outbox email, a loyalty line); the work those
rows name is queued after the commit (app/background.py). Adding an event: its name in
app/events.py, a row here, a row in the docs/jobs.md table (a test compares the two).
"""

from __future__ import annotations

from app.events import (
    BOOKING_CANCELLED,
    BOOKING_CHANGE_REQUESTED,
    BOOKING_CHANGED,
    BOOKING_CONFIRMED,
    CASH_REFUND_RECORDED,
    GUEST_BOOKING_CLAIMED,
    NO_SHOW_RECORDED,
    PAYMENT_NOT_CONFIRMABLE,
    REFUND_SUCCEEDED,
    STAY_COMPLETED,
    Event,
    Handler,
)
from app.models import BookingStatus
from app.models.base import ZERO
from app.services.accounts.loyalty import award_stay, reverse_award
from app.services.booking import notices as booking_notices
from app.services.payments import notices as payment_notices
from app.services.payments.refunds import given_back, owe_refund, refund_from_payments

# --- money back --------------------------------------------------------------------------------


def refund_by_cancellation_rule(event: Event) -> None:
    """What the cancellation rule leaves the guest (`booking.refund_amount`, set by the service
    under the booking's lock) is owed back on its settled payments, newest first, each up to what
    it still holds: a booking changed to a longer stay has a second payment, for the difference,
    and a cheaper change may have given part of one back already. Should the payments hold less
    (they never should), the booking says what is actually owed, and so do its notices."""
    if not event.data["settled"]:
        return
    booking = event.booking
    reason = ("booking cancelled" if event.name == BOOKING_CANCELLED
              else "no-show: the cancellation rule's fee is kept")
    owed = refund_from_payments(booking, booking.refund_amount, reason, cause=event.name,
                                requested_by=event.data["actor"].name)
    booking.refund_amount = min(booking.refund_amount, owed)


def refund_whole_payment(event: Event) -> None:
    """Paid but not confirmable: all of what the provider says was paid goes back."""
    payment = event.data["payment"]
    owe_refund(payment, payment.settled_amount, event.data["reason"], cause=event.name,
               requested_by=f"{payment.provider} payment {payment.tx_ref}")


def refund_change_difference(event: Event) -> None:
    """A change to a cheaper stay: the difference (`change.refund_amount`, the cancellation
    rule's fee kept) is owed back on the booking's settled payments, newest first."""
    change = event.data["change"]
    if change.refund_amount > ZERO:
        refund_from_payments(event.booking, change.refund_amount,
                             f"booking changed (change {change.id})", cause=event.name,
                             requested_by=change.requested_by, change_id=change.id)


# --- loyalty -----------------------------------------------------------------------------------


def award_loyalty(event: Event) -> None:
    booking = event.booking
    award_stay(booking, f"stay {booking.confirmation_code} completed")


def award_claimed_stay(event: Event) -> None:
    """A guest checkout's completed stay counts for the account that proved the email."""
    booking = event.booking
    if booking.status == BookingStatus.COMPLETED:
        award_stay(booking, f"stay {booking.confirmation_code} completed as a guest checkout, "
                            "claimed by the verified account")


def reverse_loyalty_of_full_refund(event: Event) -> None:
    """A completed stay whose whole payment went back earns nothing: its award is taken back
    (once: the refunds that went through cover the payment only once)."""
    booking, payment = event.booking, event.data["payment"]
    if given_back(payment.id) >= payment.settled_amount and booking.status == BookingStatus.COMPLETED:
        reverse_award(booking, f"stay {booking.confirmation_code} refunded in full at the "
                               f"desk: {event.data['reason']}")


# --- the table ---------------------------------------------------------------------------------

EFFECTS: dict[str, tuple[Handler, ...]] = {
    BOOKING_CONFIRMED: (booking_notices.notify_confirmed, booking_notices.email_confirmed),
    PAYMENT_NOT_CONFIRMABLE: (refund_whole_payment, payment_notices.notify_refund_pending,
                              payment_notices.email_refund_pending),
    BOOKING_CANCELLED: (refund_by_cancellation_rule, booking_notices.notify_cancelled,
                        booking_notices.email_cancelled),
    NO_SHOW_RECORDED: (refund_by_cancellation_rule,),
    STAY_COMPLETED: (award_loyalty, booking_notices.invite_review),
    REFUND_SUCCEEDED: (payment_notices.notify_refund_issued, payment_notices.email_refund_issued),
    CASH_REFUND_RECORDED: (reverse_loyalty_of_full_refund,),
    GUEST_BOOKING_CLAIMED: (award_claimed_stay,),
    BOOKING_CHANGE_REQUESTED: (booking_notices.notify_change_requested,
                               booking_notices.email_change_requested),
    BOOKING_CHANGED: (refund_change_difference, booking_notices.notify_changed,
                      booking_notices.email_changed),
}
