"""Views of /api/v1/mobile (bookings): quote, create, list, read, lookup, cancel."""


from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.errors import NotFound
from app.i18n import _
from app.reserved_limits import LOOKUP_THROTTLED, holds_windows, lookup_windows, reservation
from app.schemas.bookings import (
    BookingCancelByCodeSchema,
    BookingCancelSchema,
    BookingCreateSchema,
    BookingListQueryArgsSchema,
    BookingListSchema,
    BookingLookupQueryArgsSchema,
    BookingQuoteRequestSchema,
    BookingSchema,
    IdempotencyHeaderSchema,
    QuoteSchema,
)
from app.security import current_guest
from app.services.booking import bookings
from app.services.booking.bookings import Contact, StayRequest


def _stay(body: dict) -> StayRequest:
    return StayRequest(body["hotel_id"], body["room_type_id"], body["check_in"],
                       body["check_out"], body["guests"], body["rooms"],
                       body.get("rate_plan_id"), tuple(body.get("children") or ()))


@blp.route("/bookings/quote", methods=["POST"], operation_id="quoteBooking")
@blp.arguments(BookingQuoteRequestSchema)
@blp.response(200, enveloped(QuoteSchema))
@blp.error(404, "Unknown hotel, or not live")
def quote_booking(body):
    """Price a stay (subtotal, service charge, VAT, total in ETB) under a rate plan (or the
    standard price), with a line per child, and say whether it is available."""
    return ok(bookings.quote_stay(_stay(body), body.get("currency")))


# Holds per client address: the service caps live holds per guest and per contact email, but a
# client could hoard with a new email each time. Only created holds count, over the hold
# window, so failed or replayed requests cost nothing; a request in flight holds its place
# (app/reserved_limits.py). Addresses are not stored on bookings.
HOLDS_THROTTLED = _("Too many bookings on hold from your network. Pay or wait for one to lapse.")


@blp.route("/bookings", methods=["POST"], operation_id="createBooking")
@blp.guest_optional
@blp.arguments(IdempotencyHeaderSchema, location="headers")
@blp.arguments(BookingCreateSchema)
@blp.response(201, enveloped(BookingSchema), description="Booking created, rooms held")
@blp.alt_response(200, schema=enveloped(BookingSchema),
                  description="Idempotent replay: the booking this Idempotency-Key created")
@blp.error(404, "Unknown hotel, or not live")
@blp.error(403, "A pay-at-property plan without a verified guest account, or after too many "
                "no-shows")
@blp.error(409, "No rooms left, no pay-at-property rooms left, or the Idempotency-Key belongs "
                "to another caller")
@blp.error(429, "Too many unpaid bookings on hold for this guest, email or address (Retry-After)")
def create_booking(headers, body):
    """Book (with a guest token, or guest checkout with `guest` details): holds rooms unpaid;
    under a pay-at-property rate plan (a verified guest token only), confirmed at once."""
    contact = Contact(**body["guest"]) if body.get("guest") else None
    with reservation(holds_windows(), HOLDS_THROTTLED) as hold:
        booking, created = bookings.create_booking(
            _stay(body), guest=current_guest(), contact=contact,
            special_requests=body.get("special_requests"),
            idempotency_key=headers.get("idempotency_key"))
        if created:
            hold.keep()
    if created:
        return ok(booking, _("Booking created; pay before hold_expires_at"))
    return ok(booking, _("Booking already created with this Idempotency-Key")), 200


@blp.route("/bookings", methods=["GET"], operation_id="listBookings")
@blp.guest_required
@blp.arguments(BookingListQueryArgsSchema, location="query")
@blp.response(200, enveloped(BookingListSchema))
def list_bookings(args):
    """The caller's bookings, filtered by status (upcoming, past, cancelled), paginated."""
    return ok(bookings.list_guest_bookings(
        current_guest(), args.get("status"), page=args["page"], limit=args["limit"]))


@blp.route("/bookings/lookup", methods=["GET"], operation_id="lookupBooking")
@blp.arguments(BookingLookupQueryArgsSchema, location="query")
@blp.response(200, enveloped(BookingSchema))
@blp.error(404, "No booking with this code and email")
def lookup_booking(args):
    """A booking found by confirmation code plus contact email (guest checkout). Wrong pairs
    count against BOOKING_LOOKUP_FAILURE_LIMIT per address (429 past it)."""
    with reservation(lookup_windows(), LOOKUP_THROTTLED, keep_on=NotFound):
        return ok(bookings.find_booking_by_code(args["confirmation_code"], args["email"]))


@blp.route("/bookings/<int:booking_id>", methods=["GET"], operation_id="getBooking")
@blp.guest_required
@blp.response(200, enveloped(BookingSchema))
@blp.error(404, "Unknown booking, or another guest's")
def get_booking(booking_id: int):
    """One of the caller's bookings."""
    return ok(bookings.get_guest_booking(current_guest(), booking_id))


@blp.route("/bookings/<int:booking_id>/cancel", methods=["POST"], operation_id="cancelBooking")
@blp.guest_required
@blp.arguments(BookingCancelSchema, required=False)
@blp.response(200, enveloped(BookingSchema))
@blp.error(404, "Unknown booking, or another guest's")
@blp.error(409, "The booking is expired, cancelled, checked in, completed or a no-show")
def cancel_booking(body, booking_id: int):
    """Cancel one of the caller's bookings; `refund_amount` follows the hotel's rule.

    A paid booking's payment becomes `refund_pending` and the refund is issued in the
    background (then `refunded`, with a `refund_issued` notification and email); the guest gets
    a `booking_cancelled` notification and email at once."""
    booking = bookings.cancel_booking(current_guest(), booking_id, (body or {}).get("reason"))
    return ok(booking, _cancelled_message(booking))


@blp.route("/bookings/lookup/cancel", methods=["POST"], operation_id="cancelBookingByCode")
@blp.arguments(BookingCancelByCodeSchema)
@blp.response(200, enveloped(BookingSchema))
@blp.error(404, "No booking with this code and email")
@blp.error(409, "The booking is expired, cancelled, checked in, completed or a no-show")
def cancel_booking_by_code(body):
    """Cancel a booking with its confirmation code and contact email, no token needed (guest
    checkout, as the confirmation email says): the same rule, refund and notices as
    POST /bookings/{id}/cancel. Wrong pairs count as for the lookup."""
    with reservation(lookup_windows(), LOOKUP_THROTTLED, keep_on=NotFound):
        booking = bookings.cancel_booking_by_code(body["confirmation_code"], body["email"],
                                                  body.get("reason"))
    return ok(booking, _cancelled_message(booking))


def _cancelled_message(booking) -> str:
    return f"Booking cancelled; refund {booking.refund_amount:.2f} {booking.currency}"
