"""Views of /api/v1/mobile (booking changes): quote, change, list, pay the difference."""

from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.i18n import _
from app.schemas.changes import (
    BookingChangeListSchema,
    BookingChangeQuoteSchema,
    BookingChangeRequestSchema,
    BookingChangeSchema,
    ChangeIdempotencyHeaderSchema,
    ChangePaymentSchema,
)
from app.schemas.payments import PaymentSchema
from app.security import current_guest
from app.services.booking import changes
from app.services.payments import service

REFUSED = ("The booking is not confirmed (pending payment, checked in, completed, cancelled, "
           "expired or a no-show: the message names the state)")


@blp.route("/bookings/<int:booking_id>/change/quote", methods=["POST"],
           operation_id="quoteBookingChange")
@blp.guest_required
@blp.arguments(BookingChangeRequestSchema)
@blp.response(200, enveloped(BookingChangeQuoteSchema))
@blp.error(404, "Unknown booking, or another guest's")
@blp.error(409, REFUSED)
def quote_booking_change(body, booking_id: int):
    """Price a change of one of the caller's confirmed bookings (dates, rooms, guests) and say
    whether the rooms are free. Kept nights keep their booked price; added nights take today's
    rates, under the rate plan the booking was sold under; children cost the child-night price
    they were sold at for every night. Holds nothing."""
    return ok(changes.quote_change(current_guest(), booking_id,
                                   BookingChangeRequestSchema.request(body)))


@blp.route("/bookings/<int:booking_id>/change", methods=["POST"], operation_id="changeBooking")
@blp.guest_required
@blp.arguments(ChangeIdempotencyHeaderSchema, location="headers")
@blp.arguments(BookingChangeRequestSchema)
@blp.response(201, enveloped(BookingChangeSchema),
              description="`applied` when nothing is owed (a refund, if any, is under way); "
                          "`pending_payment` when `amount_due` must be paid first")
@blp.alt_response(200, schema=enveloped(BookingChangeSchema),
                  description="Idempotent replay: the change this Idempotency-Key made")
@blp.error(404, "Unknown booking, or another guest's")
@blp.error(409, REFUSED + "; no rooms left for the new stay; or the Idempotency-Key was used "
                          "for another booking or by another caller")
def change_booking(headers, body, booking_id: int):
    """Change one of the caller's confirmed bookings before arrival.

    Nothing owed: the booking changes at once and any refund goes back through the refund
    flow. Something owed: the added rooms are held until `hold_expires_at` and the booking keeps
    its old stay until the difference is paid with POST
    /bookings/{booking_id}/changes/{change_id}/pay and GET /payments/verify. A newer change
    replaces a pending one. The guest gets a `booking_changed` notification and an email."""
    change, created = changes.request_change(
        current_guest(), booking_id, BookingChangeRequestSchema.request(body),
        idempotency_key=headers.get("idempotency_key"))
    if not created:
        return ok(change, _("Change already made with this Idempotency-Key")), 200
    if change.status == "pending_payment":
        return ok(change, _("Change held; pay amount_due before hold_expires_at"))
    return ok(change, _("Booking changed"))


@blp.route("/bookings/<int:booking_id>/changes", methods=["GET"],
           operation_id="listBookingChanges")
@blp.guest_required
@blp.response(200, enveloped(BookingChangeListSchema))
@blp.error(404, "Unknown booking, or another guest's")
def list_booking_changes(booking_id: int):
    """The changes asked for one of the caller's bookings, newest first."""
    return ok({"changes": changes.booking_changes(current_guest(), booking_id)})


@blp.route("/bookings/<int:booking_id>/changes/<int:change_id>/pay", methods=["POST"],
           operation_id="payBookingChange")
@blp.guest_required
@blp.arguments(ChangePaymentSchema, required=False)
@blp.response(200, enveloped(PaymentSchema))
@blp.error(404, "Unknown booking or change, or another guest's")
@blp.error(409, "The change is not awaiting payment, or its hold expired")
@blp.error(502, "The payment provider could not be reached or refused the payment")
def pay_booking_change(body, booking_id: int, change_id: int):
    """Start paying a pending change's `amount_due`; open `checkout_url`, then call GET
    /payments/verify, which applies the change once paid (or refunds the payment when the
    change can no longer apply)."""
    body = body or {}
    payment = service.initialize_change_payment(
        current_guest(), booking_id, change_id, method=body.get("method", "chapa"),
        return_url=body.get("return_url"))
    return ok(payment, _("Payment initialized"))
