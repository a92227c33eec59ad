"""Schemas of quotes and bookings (guest interface)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from app.i18n import _
from app.schemas.common import (
    COUNT,
    DATE_DOC,
    DB_ID,
    Money,
    PaginationQueryArgsSchema,
    PaginationSchema,
    Timestamp,
    WholeNumber,
    ethiopian_date,
    iso_utc,
    money_number,
    text,
    whole_number,
)
from app.schemas.hotels import (
    DisplayCurrencySchema,
    NightPriceSchema,
    night_prices_json,
    price_charges_json,
)
from app.services.booking.bookings import LIST_FILTERS, effective_status
from app.services.booking.ethiopian_calendar import amharic_stay, ethiopian_iso
from app.services.booking.occupancy import MAX_CHILD_AGE, MAX_CHILDREN
from app.services.booking.rate_plans import booking_deadline

CANCELLATION_DOC = {
    "type": "string", "enum": ["free_until", "first_night", "non_refundable"],
    "description": "free_until: everything back until `free_cancellation_until`, then the "
                   "first night is kept; first_night: the first night is always kept; "
                   "non_refundable: nothing back"}
PAYMENT_DOC = {"type": "string", "enum": ["pay_now", "pay_at_property"],
               "description": "pay_now: paid online within the hold; pay_at_property: "
                              "confirmed at booking, paid at the hotel"}
MEALS_DOC = {"type": "string", "enum": ["none", "breakfast", "half_board", "full_board"]}


def _amharic_stay() -> fields.Function:
    return fields.Function(
        lambda stay: amharic_stay(stay.check_in, stay.check_out),
        metadata={"type": "string",
                  "example": "ከታኅሣሥ 11 ቀን 2019 ዓ.ም. እስከ ታኅሣሥ 13 ቀን 2019 ዓ.ም.",
                  "description": "The stay in Amharic with Ethiopian dates, from check-in until "
                                 "check-out, as written in letters (ቀን … ዓ.ም.)"})


class StaySchema(Schema):
    hotel_id = WholeNumber(required=True, validate=DB_ID)
    room_type_id = WholeNumber(
        required=True, validate=DB_ID, metadata={"description": "A room type of that hotel (else 422)"})
    check_in = fields.Date(required=True, metadata={
        **DATE_DOC, "description": "Hotel-local date, not in the past"})
    check_out = fields.Date(required=True, metadata={
        **DATE_DOC, "description": "After check_in, at most 30 nights later"})
    guests = WholeNumber(load_default=1, validate=COUNT, metadata={
        "description": "At most the room type's capacity x rooms"})
    rooms = WholeNumber(load_default=1, validate=COUNT, metadata={"description": "1 to 9"})
    rate_plan_id = WholeNumber(allow_none=True, validate=DB_ID, metadata={
        "description": "A rate plan of the room type (availability lists them; else 422); "
                       "without it, the room type's standard price under the hotel's "
                       "cancellation settings, paid online"})
    children = fields.List(
        WholeNumber(validate=validate.Range(min=0, max=MAX_CHILD_AGE)),
        load_default=list, validate=validate.Length(max=MAX_CHILDREN), metadata={
            "description": "The children's ages, besides `guests` (adults). Each at most the "
                           "room type's `child_max_age`; at most `max_children` per room; "
                           "adults and children at most `room_type_capacity` per room (else "
                           "422 naming the limit)", "example": [4, 9]})


class BookingQuoteRequestSchema(StaySchema):
    currency = fields.String(validate=validate.Length(min=3, max=3), metadata={
        "description": "Also show the amounts in this currency (`display_...` fields); the "
                       "amount charged stays the ETB `total`. An unknown code is a 422",
        "example": "USD"})


class ChildLineSchema(Schema):
    age = WholeNumber()
    price_per_night = Money(metadata={"description": "Under the rate plan; 0: free"})
    total = Money(metadata={"description": "For the whole stay"})


class GuestContactSchema(Schema):
    first_name = fields.String(required=True, validate=validate.Length(min=1, max=80))
    last_name = fields.String(required=True, validate=validate.Length(min=1, max=80))
    email = fields.Email(required=True, validate=validate.Length(max=254))
    phone = fields.String(required=True, validate=[
        validate.Length(min=7, max=32),
        validate.Regexp(r"^\+?[0-9][0-9 ()-]{5,30}$", error=_("Not a valid phone number."))],
        metadata={"example": "+251911234567"})


class BookingCreateSchema(StaySchema):
    guest = fields.Nested(GuestContactSchema, metadata={
        "description": "Contact details; required without a guest token (guest checkout), "
                       "ignored with one (the account's details are used)"})
    special_requests = fields.String(allow_none=True, validate=validate.Length(max=1000))


class IdempotencyHeaderSchema(Schema):
    idempotency_key = fields.String(
        data_key="Idempotency-Key", validate=validate.Length(min=1, max=128),
        metadata={"description": "A retry with the same key by the same caller returns the "
                                 "same booking (200) instead of creating another (201). A key "
                                 "used by another caller: 409; reused for a different stay: 422."})


class QuoteSchema(Schema):
    """A priced stay. Nothing is held: the booking re-checks availability."""

    hotel_id = WholeNumber(attribute="hotel.id")
    hotel_name = fields.String(attribute="hotel.name")
    room_type_id = WholeNumber(attribute="room_type.id")
    room_type_name = fields.String(attribute="room_type.name")
    check_in = fields.Date()
    check_out = fields.Date()
    check_in_ethiopian = ethiopian_date("check_in")
    check_out_ethiopian = ethiopian_date("check_out")
    stay_ethiopian = _amharic_stay()
    guests = WholeNumber()
    nights = WholeNumber(attribute="price.nights")
    rooms = WholeNumber(attribute="price.rooms")
    nightly_price = Money(attribute="price.nightly_price", metadata={
        "description": "Average per room and night; `nights_breakdown` has each night"})
    nights_breakdown = fields.List(fields.Nested(NightPriceSchema), attribute="price.nightly")
    room_charges = Money(attribute="price.room_charges", metadata={
        "description": "Each night's price x rooms, summed"})
    discount_rate = fields.Float(attribute="price.discount_rate")
    discount = Money(attribute="price.discount", metadata={
        "description": "Length-of-stay discount off the room charges"})
    discount_name = fields.String(attribute="price.discount_name", allow_none=True)
    subtotal = Money(attribute="price.subtotal", metadata={
        "description": "room_charges - discount"})
    service_charge_rate = fields.Float(attribute="price.service_charge_rate")
    service_charge = Money(attribute="price.service_charge")
    vat_rate = fields.Float(attribute="price.vat_rate")
    vat = Money(attribute="price.vat", metadata={
        "description": "VAT on subtotal + service charge, on its own line"})
    total = Money(attribute="price.total", metadata={"description": "VAT included"})
    currency = fields.String(attribute="price.currency", metadata={"example": "ETB"})
    available = fields.Boolean(metadata={"description": "Enough rooms free on every night"})
    available_rooms = WholeNumber()
    rate_plan_id = WholeNumber(attribute="offer.plan_id", allow_none=True, metadata={
        "description": "null: the standard price"})
    rate_plan_name = fields.String(attribute="offer.name", allow_none=True)
    cancellation_rule = fields.String(attribute="offer.cancellation", metadata=CANCELLATION_DOC)
    free_cancellation_until = fields.Function(
        lambda quote: iso_utc(quote.offer.deadline(quote.hotel, quote.check_in)),
        metadata={"type": "string", "format": "date-time", "nullable": True,
                  "description": "With free_until; else null"})
    payment_timing = fields.String(attribute="offer.payment", metadata=PAYMENT_DOC)
    meals = fields.String(attribute="offer.meals", metadata=MEALS_DOC)
    children = fields.List(fields.Nested(ChildLineSchema), attribute="child_lines")
    child_charges = Money(attribute="price.child_charges", metadata={
        "description": "The children's lines summed, part of the subtotal"})
    display_currency = fields.Nested(DisplayCurrencySchema, attribute="display",
                                     allow_none=True, metadata={
                                         "description": "With `currency=`; else null"})
    display_subtotal = fields.Function(
        lambda quote: _display(quote, quote.price.subtotal),
        metadata={"type": "number", "nullable": True, "description": "With `currency=`"})
    display_total = fields.Function(
        lambda quote: _display(quote, quote.price.total),
        metadata={"type": "number", "nullable": True,
                  "description": "`total` in the asked currency (display only: ETB `total` "
                                 "is charged)"})


    def dump(self, obj, *, many=None):
        """A quote written by `quote_json` instead of field by field (a tenth of a quote's CPU
        went to the dump); anything else (several, only some fields, a quote without an
        offer) as Marshmallow dumps it. tests/bookings/test_quote_writer.py compares the two."""
        if (many or self.many or self.only or self.exclude
                or getattr(obj, "offer", None) is None):
            return super().dump(obj, many=many)
        return quote_json(obj)


_DISPLAY_CURRENCY = DisplayCurrencySchema()


def quote_json(quote) -> dict:
    """A bookings.Quote (with its offer) as QuoteSchema's fields write it, key for key in their
    order (app/schemas/hotels.py says how each value is written)."""
    price, offer = quote.price, quote.offer
    return {
        "hotel_id": whole_number(quote.hotel.id), "hotel_name": text(quote.hotel.name),
        "room_type_id": whole_number(quote.room_type.id),
        "room_type_name": text(quote.room_type.name),
        "check_in": quote.check_in.isoformat(), "check_out": quote.check_out.isoformat(),
        "check_in_ethiopian": ethiopian_iso(quote.check_in),
        "check_out_ethiopian": ethiopian_iso(quote.check_out),
        "stay_ethiopian": amharic_stay(quote.check_in, quote.check_out),
        "guests": whole_number(quote.guests), "nights": whole_number(price.nights),
        "rooms": whole_number(price.rooms), "nightly_price": money_number(price.nightly_price),
        "nights_breakdown": night_prices_json(price.nightly), **price_charges_json(price),
        "available": quote.available, "available_rooms": whole_number(quote.available_rooms),
        "rate_plan_id": whole_number(offer.plan_id), "rate_plan_name": text(offer.name),
        "cancellation_rule": text(offer.cancellation),
        "free_cancellation_until": iso_utc(offer.deadline(quote.hotel, quote.check_in)),
        "payment_timing": text(offer.payment), "meals": text(offer.meals),
        "children": [{"age": whole_number(line["age"]),
                      "price_per_night": money_number(line["price_per_night"]),
                      "total": money_number(line["total"])} for line in quote.child_lines],
        "child_charges": money_number(price.child_charges),
        "display_currency": (None if quote.display is None
                             else _DISPLAY_CURRENCY.dump(quote.display)),
        "display_subtotal": _display(quote, price.subtotal),
        "display_total": _display(quote, price.total)}


def _display(quote, amount):
    value = quote.display.convert(amount) if quote.display else None
    return None if value is None else float(value)


class ContactSchema(Schema):
    first_name = fields.String(attribute="contact_first_name")
    last_name = fields.String(attribute="contact_last_name")
    email = fields.String(attribute="contact_email")
    phone = fields.String(attribute="contact_phone")


class _WholeObject(fields.Nested):
    """Nest a schema over the object being dumped itself (flat columns shown as one object)."""

    def get_value(self, obj, attr, accessor=None, default=None):
        return obj


class BookingSchema(Schema):
    """A booking. Timestamps are ISO 8601 in UTC (`…Z`); dates are hotel-local."""

    booking_id = WholeNumber(attribute="id")
    confirmation_code = fields.String(metadata={"example": "K7XQ2MPA"})
    status = fields.Function(
        lambda booking: effective_status(booking),
        metadata={"type": "string", "enum": ["pending_payment", "confirmed", "expired",
                                             "cancelled", "checked_in", "completed", "no_show"],
                  "description": "An unpaid booking past hold_expires_at reads `expired`"})
    hotel_id = WholeNumber()
    hotel_name = fields.String(attribute="hotel.name")
    room_type_id = WholeNumber()
    room_type_name = fields.String(attribute="room_type.name")
    check_in = fields.Date()
    check_out = fields.Date()
    check_in_ethiopian = ethiopian_date("check_in")
    check_out_ethiopian = ethiopian_date("check_out")
    stay_ethiopian = _amharic_stay()
    nights = WholeNumber()
    rooms = WholeNumber()
    guests = WholeNumber()
    nightly_price = Money(metadata={"description": "Average per room and night"})
    nights_breakdown = fields.Function(
        lambda booking: [{"date": night, "price": float(price), "season": season}
                         for night, price, season in booking.night_prices or ()],
        metadata={"type": "array", "items": {"type": "object", "properties": {
            "date": {"type": "string", "format": "date"}, "price": {"type": "number"},
            "season": {"type": "string", "nullable": True}}},
            "description": "Each night's price per room as booked"})
    discount = Money(metadata={"description": "Length-of-stay discount off the room charges"})
    subtotal = Money()
    service_charge = Money()
    vat = Money()
    total = Money()
    currency = fields.String()
    hold_expires_at = Timestamp(allow_none=True, metadata={
        "description": "Rooms are held unpaid until then"})
    free_cancellation_until = fields.Function(
        lambda booking: iso_utc(booking_deadline(booking)),
        metadata={"type": "string", "format": "date-time", "example": "2026-12-19T11:00:00Z",
                  "nullable": True,
                  "description": "Cancelling a paid booking from then on keeps the first night; "
                                 "null when the booking's rule has no free window"})
    rate_plan_id = WholeNumber(allow_none=True, metadata={
        "description": "The plan it was sold under; null: the standard price (or the plan was "
                       "since removed: its name and terms stay on the booking)"})
    rate_plan_name = fields.String(allow_none=True)
    cancellation_rule = fields.Function(
        lambda booking: booking.cancellation_rule or "free_until",
        metadata={**CANCELLATION_DOC, "description": "The rule it was sold under. "
                  + CANCELLATION_DOC["description"]})
    payment_timing = fields.String(metadata=PAYMENT_DOC)
    meals = fields.String(metadata=MEALS_DOC)
    children = fields.List(WholeNumber(), attribute="children_ages", allow_none=True,
                           metadata={"description": "The children's ages"})
    child_charges = Money()
    contact = _WholeObject(ContactSchema)
    special_requests = fields.String(allow_none=True)
    refund_amount = Money(allow_none=True, metadata={"description": "Set when cancelled"})
    cancellation_reason = fields.String(allow_none=True)
    created_at = Timestamp()
    confirmed_at = Timestamp(allow_none=True)
    cancelled_at = Timestamp(allow_none=True)

    def dump(self, obj, *, many=None):
        """A booking written by `booking_json` instead of field by field (the dump was a
        twentieth of a booking's CPU); anything else (several at once, only some fields) as
        Marshmallow dumps it. tests/bookings/test_booking_writer.py compares the two."""
        if many or self.many or self.only or self.exclude:
            return super().dump(obj, many=many)
        return booking_json(obj)


def booking_json(booking) -> dict:
    """A Booking as BookingSchema's fields write it, key for key in their order
    (app/schemas/common.py says how each value is written)."""
    check_in, check_out = booking.check_in, booking.check_out
    return {
        "booking_id": whole_number(booking.id),
        "confirmation_code": text(booking.confirmation_code),
        "status": effective_status(booking),
        "hotel_id": whole_number(booking.hotel_id), "hotel_name": text(booking.hotel.name),
        "room_type_id": whole_number(booking.room_type_id),
        "room_type_name": text(booking.room_type.name),
        "check_in": check_in.isoformat(), "check_out": check_out.isoformat(),
        "check_in_ethiopian": ethiopian_iso(check_in),
        "check_out_ethiopian": ethiopian_iso(check_out),
        "stay_ethiopian": amharic_stay(check_in, check_out),
        "nights": whole_number(booking.nights), "rooms": whole_number(booking.rooms),
        "guests": whole_number(booking.guests),
        "nightly_price": money_number(booking.nightly_price),
        "nights_breakdown": [{"date": night, "price": float(price), "season": season}
                             for night, price, season in booking.night_prices or ()],
        "discount": money_number(booking.discount), "subtotal": money_number(booking.subtotal),
        "service_charge": money_number(booking.service_charge),
        "vat": money_number(booking.vat), "total": money_number(booking.total),
        "currency": text(booking.currency),
        "hold_expires_at": iso_utc(booking.hold_expires_at),
        "free_cancellation_until": iso_utc(booking_deadline(booking)),
        "rate_plan_id": whole_number(booking.rate_plan_id),
        "rate_plan_name": text(booking.rate_plan_name),
        "cancellation_rule": booking.cancellation_rule or "free_until",
        "payment_timing": text(booking.payment_timing), "meals": text(booking.meals),
        "children": (None if booking.children_ages is None
                     else [whole_number(age) for age in booking.children_ages]),
        "child_charges": money_number(booking.child_charges),
        "contact": {"first_name": text(booking.contact_first_name),
                    "last_name": text(booking.contact_last_name),
                    "email": text(booking.contact_email),
                    "phone": text(booking.contact_phone)},
        "special_requests": text(booking.special_requests),
        "refund_amount": money_number(booking.refund_amount),
        "cancellation_reason": text(booking.cancellation_reason),
        "created_at": iso_utc(booking.created_at),
        "confirmed_at": iso_utc(booking.confirmed_at),
        "cancelled_at": iso_utc(booking.cancelled_at)}


class BookingListSchema(PaginationSchema):
    bookings = fields.List(fields.Nested(BookingSchema), attribute="items")


class BookingListQueryArgsSchema(PaginationQueryArgsSchema):
    status = fields.String(validate=validate.OneOf(LIST_FILTERS), metadata={
        "description": "upcoming: held/confirmed/checked in and not yet checked out; past: "
                       "ended stays, expired holds, no-shows; cancelled"})


class BookingLookupQueryArgsSchema(Schema):
    confirmation_code = fields.String(required=True,
                                      validate=validate.Length(min=1, max=16))
    email = fields.String(required=True, validate=validate.Length(min=1, max=254))


class BookingCancelSchema(Schema):
    reason = fields.String(allow_none=True, validate=validate.Length(max=500))


class BookingCancelByCodeSchema(BookingCancelSchema):
    """A booking reached without a token: its confirmation code plus the contact email."""

    confirmation_code = fields.String(required=True, validate=validate.Length(min=1, max=16))
    email = fields.String(required=True, validate=validate.Length(min=1, max=254))
