"""Schemas of a guest's booking change (app/services/booking/changes.py)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from app.schemas.common import COUNT, DATE_DOC, Money, Timestamp, WholeNumber
from app.schemas.hotels import NightPriceSchema
from app.services.booking.changes import ChangeRequest
from app.services.payments.service import PAYMENT_METHODS

ROOM_TYPE_MOVE = (
    "Move the stay to another room type of the same hotel, on sale (422 on `room_type_id` "
    "otherwise, as for a booking). Every night of the new stay is priced at that type's rates as "
    "of today; nights or rooms given up inside the cancellation window still keep their fee. "
    "The rooms are held until the difference is paid, the old stay intact meanwhile; 409 when "
    "none are left. Rate plans belong to a room type: a booking made under one keeps its room "
    "type (422), and a booking on the standard offer moves to the new type's standard offer "
    "with its cancellation rule as sold.")


class BookingChangeRequestSchema(Schema):
    """The new stay; a field left out keeps the booking's."""

    check_in = fields.Date(metadata={**DATE_DOC, "description": "New arrival (hotel-local), "
                                                                 "not in the past"})
    check_out = fields.Date(metadata={**DATE_DOC, "description": "New departure"})
    rooms = WholeNumber(validate=COUNT, metadata={"description": "New room count, 1 to 9"})
    guests = WholeNumber(validate=COUNT, metadata={
        "description": "New party size, at most the room type's capacity x rooms"})
    room_type_id = WholeNumber(metadata={"description": ROOM_TYPE_MOVE})

    @staticmethod
    def request(body: dict) -> ChangeRequest:
        return ChangeRequest(body.get("check_in"), body.get("check_out"), body.get("rooms"),
                             body.get("guests"), body.get("room_type_id"))


_DIFFERENCE = ("One of `amount_due` and `refund_amount` is 0: amount_due = total + "
               "cancellation_fee - previous_total when positive, refund_amount its opposite")


class BookingChangeQuoteSchema(Schema):
    """What a change would cost. Nothing is held: the change re-checks availability."""

    booking_id = WholeNumber(attribute="booking.id")
    room_type_id = WholeNumber(attribute="room_type.id", metadata={
        "description": "The new stay's room type (the booking's unless it moves)"})
    check_in = fields.Date()
    check_out = fields.Date()
    nights = WholeNumber(attribute="price.nights")
    rooms = WholeNumber()
    guests = WholeNumber()
    nights_breakdown = fields.List(fields.Nested(NightPriceSchema), attribute="price.nightly",
                                   metadata={"description": "Nights the booking keeps at the "
                                                            "price they were sold at; added "
                                                            "nights at today's rates"})
    discount = Money(attribute="price.discount")
    subtotal = Money(attribute="price.subtotal")
    service_charge = Money(attribute="price.service_charge")
    vat = Money(attribute="price.vat")
    total = Money(attribute="price.total", metadata={"description": "The new stay's total"})
    previous_total = Money(metadata={"description": "The booking's total now"})
    cancellation_fee = Money(metadata={
        "description": "Kept under the cancellation rule for nights or rooms given up from the "
                       "free-cancellation deadline on (the first night given up)"})
    amount_due = Money(metadata={"description": "To pay before the change applies. "
                                                + _DIFFERENCE})
    refund_amount = Money(metadata={"description": "Refunded when the change applies. "
                                                   + _DIFFERENCE})
    currency = fields.String(attribute="price.currency", metadata={"example": "ETB"})
    available = fields.Boolean(metadata={"description": "Enough rooms free on every night"})
    available_rooms = WholeNumber(metadata={
        "description": "Rooms free for the new dates, the booking's own counted as free"})


class BookingChangeSchema(Schema):
    """A change of a booking: `pending_payment` (its added rooms held until hold_expires_at, the
    booking unchanged until `amount_due` is paid), `applied`, `expired` or `cancelled`
    (replaced by a newer change, or the booking left `confirmed`)."""

    change_id = WholeNumber(attribute="id")
    booking_id = WholeNumber()
    room_type_id = fields.Function(
        lambda change: change.room_type_id or change.booking.room_type_id,
        metadata={"type": "integer", "description": "The new stay's room type"})
    status = fields.String(metadata={"enum": ["pending_payment", "applied", "expired",
                                              "cancelled"]})
    check_in = fields.Date()
    check_out = fields.Date()
    nights = WholeNumber()
    rooms = WholeNumber()
    guests = WholeNumber()
    nights_breakdown = fields.Function(
        lambda change: [{"date": night, "price": float(price), "season": season}
                        for night, price, season in change.night_prices],
        metadata={"type": "array", "items": {"type": "object", "properties": {
            "date": {"type": "string", "format": "date"}, "price": {"type": "number"},
            "season": {"type": "string", "nullable": True}}},
            "description": "Each night's price per room"})
    discount = Money()
    subtotal = Money()
    service_charge = Money()
    vat = Money()
    total = Money(metadata={"description": "The new stay's total"})
    previous_total = Money(metadata={"description": "The booking's total when asked"})
    cancellation_fee = Money()
    amount_due = Money(metadata={"description": _DIFFERENCE})
    refund_amount = Money(metadata={"description": _DIFFERENCE})
    currency = fields.String()
    hold_expires_at = Timestamp(allow_none=True, metadata={
        "description": "Pending: the added rooms are held until then"})
    applied_at = Timestamp(allow_none=True)
    created_at = Timestamp()


class BookingChangeListSchema(Schema):
    changes = fields.List(fields.Nested(BookingChangeSchema))


class ChangePaymentSchema(Schema):
    method = fields.String(load_default="chapa", validate=validate.OneOf(PAYMENT_METHODS),
                           metadata={"description": "As for POST /payments/initialize"})
    return_url = fields.String(load_default=None, validate=validate.Length(min=1, max=1000),
                               metadata={"description": "As for POST /payments/initialize"})


class ChangeIdempotencyHeaderSchema(Schema):
    idempotency_key = fields.String(
        data_key="Idempotency-Key", validate=validate.Length(min=1, max=128),
        metadata={"description": "A retry with the same key by the same guest for the same "
                                 "booking returns the same change (200) instead of making "
                                 "another (201). A key used for another booking or by another "
                                 "caller: 409; reused for a different change: 422."})
