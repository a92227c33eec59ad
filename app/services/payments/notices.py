"""What the guest is told about their money: a payment that will be refunded (paid, but the
booking could not be confirmed) and a refund issued. Handlers of the side-effect table
(app/effects.py, docs/jobs.md), run in the transaction of the change they announce."""

from __future__ import annotations

from app.events import Event
from app.i18n import _
from app.models import NotificationType
from app.services.messaging.notifications import booking_data, notify
from app.services.messaging.outbox import email_language, queue_email

# --- paid, not confirmable ---------------------------------------------------------------------


def notify_refund_pending(event: Event) -> None:
    booking, payment = event.booking, event.data["payment"]
    if booking.guest_id is None:
        return
    notify(
        booking.guest_id,
        NotificationType.PAYMENT_REFUND_PENDING,
        _("Payment will be refunded"),
        _("We received your payment for booking %(code)s, but %(reason)s. The full amount will be "
          "refunded.", code=booking.confirmation_code, reason=event.data["reason"]),
        booking_data(booking, payment_id=payment.id),
        dedupe_key=f"payment_refund_pending:{payment.id}",
    )


def email_refund_pending(event: Event) -> None:
    booking = event.booking
    queue_email(booking.contact_email,
                _("Your payment for booking %(code)s will be refunded", code=booking.confirmation_code),
                "payment_refund_pending", language=email_language(booking), booking=booking,
                hotel=booking.hotel, payment=event.data["payment"])


# --- refunded by the provider ------------------------------------------------------------------


def notify_refund_issued(event: Event) -> None:
    """One per refund (a payment may have several: a cheaper change, then a cancellation)."""
    booking, payment, refund = event.booking, event.data["payment"], event.data["refund"]
    if booking.guest_id is None:
        return
    notify(
        booking.guest_id, NotificationType.REFUND_ISSUED, _("Refund issued"),
        _("We refunded %(amount)s for booking %(code)s.",
          amount=f"{refund.amount:,.2f} {payment.currency}", code=booking.confirmation_code),
        booking_data(booking, payment_id=payment.id, refund_amount=float(refund.amount)),
        # The reference, not the id: refunds moved from their payments by migration 0027 were
        # announced under the payment's id.
        dedupe_key=f"refund_issued:{refund.reference}",
    )


def email_refund_issued(event: Event) -> None:
    booking = event.booking
    queue_email(booking.contact_email,
                _("Refund issued for booking %(code)s", code=booking.confirmation_code),
                "refund_issued", language=email_language(booking), booking=booking, hotel=booking.hotel,
                payment=event.data["payment"], refund=event.data["refund"])
