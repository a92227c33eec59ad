"""Schemas of the front desk (/api/v1/staff/front-desk/...) and of a booking's audit trail.
Bodies refuse unknown fields (422)."""

from __future__ import annotations

from datetime import date

from marshmallow import RAISE, Schema, fields, validate

from app.i18n import _
from app.models import ActorKind, BookingStatus, DocumentType
from app.schemas.changes import BookingChangeRequestSchema
from app.schemas.common import AMOUNT, COUNT, DATE_DOC, DB_ID, Money, Timestamp, TrimmedString, WholeNumber
from app.schemas.staff import StaffBookingSchema
from app.services.payments.desk import DESK_METHODS


class _Body(Schema):
    class Meta:
        unknown = RAISE


# Dates a hotel works with: beyond these, date arithmetic (a day after, a time zone) overflows.
DESK_DATES = validate.Range(min=date(2000, 1, 1), max=date(2100, 12, 31),
                            error=_("Must be a date from 2000-01-01 to 2100-12-31."))


def desk_date(**kwargs) -> fields.Date:
    return fields.Date(validate=DESK_DATES, **kwargs)


# --- the day ------------------------------------------------------------------------------------

class DeskDayQueryArgsSchema(Schema):
    date = desk_date(metadata={**DATE_DOC, "description": "The day (hotel-local); default today"})


class DeskStaySchema(Schema):
    booking = fields.Nested(StaffBookingSchema, required=True)
    rooms_assigned = fields.List(fields.String(), attribute="room_numbers", required=True,
                                 metadata={"description": "Room numbers given at check-in "
                                                          "(empty before it)"})
    paid = Money(required=True, metadata={"description": "Paid, less refunds given or owed"})
    change_fees = Money(required=True, metadata={
        "description": "Kept by the cancellation rule for nights the guest gave up by a change "
                       "inside the cancellation window (not in the booking's total)"})
    balance_due = Money(required=True, metadata={
        "description": "total + change_fees - paid, at least 0"})


class DeskDaySchema(Schema):
    date = fields.Date(required=True)
    arrivals = fields.List(fields.Nested(DeskStaySchema), required=True, metadata={
        "description": "Arriving that day: confirmed, or checked in already"})
    departures = fields.List(fields.Nested(DeskStaySchema), required=True, metadata={
        "description": "Leaving that day: checked in, or checked out already"})
    in_house = fields.List(fields.Nested(DeskStaySchema), required=True, metadata={
        "description": "Checked in and staying that night"})


# --- check-in, moves, check-out, no-show --------------------------------------------------------

class RegisterGuestSchema(_Body):
    full_name = TrimmedString(required=True, validate=validate.Length(min=1, max=160))
    nationality = fields.String(required=True, validate=validate.Regexp(
        r"^[A-Za-z]{2}$", error=_("Use the ISO 3166-1 alpha-2 code, e.g. ET.")),
        metadata={"example": "ET"})
    document_type = fields.String(required=True, validate=validate.OneOf(DocumentType.ALL))
    document_number = TrimmedString(required=True, validate=validate.Length(min=2, max=64))
    visa_number = TrimmedString(load_default=None, allow_none=True,
                                validate=validate.Length(min=2, max=64), metadata={
                                    "description": "Visa or entry number; required for "
                                                   "foreigners (nationality other than ET)"})


class CheckInSchema(_Body):
    room_ids = fields.List(WholeNumber(validate=DB_ID), required=True,
                           validate=validate.Length(min=1, max=9), metadata={
                               "description": "One available room of the booked type for each "
                                              "booked room"})
    guests = fields.List(fields.Nested(RegisterGuestSchema), required=True,
                         validate=validate.Length(min=1, max=40), metadata={
                             "description": "The guest register: at least the main guest"})
    note = TrimmedString(load_default=None, allow_none=True, validate=validate.Length(max=300))


class RoomMoveSchema(_Body):
    from_room_id = WholeNumber(required=True, validate=DB_ID)
    to_room_id = WholeNumber(required=True, validate=DB_ID)
    reason = TrimmedString(load_default=None, allow_none=True, validate=validate.Length(max=300))


class DeskNoteSchema(_Body):
    reason = TrimmedString(load_default=None, allow_none=True, validate=validate.Length(max=300))


class WalkInGuestSchema(_Body):
    first_name = TrimmedString(required=True, validate=validate.Length(min=1, max=80))
    last_name = TrimmedString(required=True, validate=validate.Length(min=1, max=80))
    email = fields.Email(load_default=None, allow_none=True, validate=validate.Length(max=254), metadata={
        "description": "Optional; a verified account with this email earns the stay's points"})
    phone = fields.String(required=True, validate=[
        validate.Length(min=7, max=32),
        validate.Regexp(r"^\+?[0-9][0-9 ()-]{5,30}$", error=_("Not a valid phone number."))])


class WalkInSchema(_Body):
    room_type_id = WholeNumber(required=True, validate=DB_ID)
    check_out = desk_date(required=True, metadata={**DATE_DOC, "description": "After today"})
    guests = WholeNumber(load_default=1, validate=COUNT)
    rooms = WholeNumber(load_default=1, validate=COUNT)
    guest = fields.Nested(WalkInGuestSchema, required=True)
    payment_method = fields.String(required=True, validate=validate.OneOf(DESK_METHODS),
                                   metadata={"description": "Taken at the desk: cash or pos"})
    payment_reference = TrimmedString(load_default=None, allow_none=True,
                                      validate=validate.Length(max=128), metadata={
                                          "description": "POS slip or receipt number"})
    special_requests = TrimmedString(load_default=None, allow_none=True, multiline=True,
                                     validate=validate.Length(max=1000))


class DeskChangeSchema(BookingChangeRequestSchema):
    """A change made at the desk: the new stay as a guest's change, and how the desk took the
    difference when the change costs more."""

    class Meta:
        unknown = RAISE

    payment_method = fields.String(
        load_default=None, allow_none=True, validate=validate.OneOf(DESK_METHODS),
        metadata={"description": "How the desk took the difference (cash or pos); required "
                                 "when the change costs more (422 otherwise)"})
    payment_reference = TrimmedString(load_default=None, allow_none=True,
                                      validate=validate.Length(max=128), metadata={
                                          "description": "POS slip or receipt number"})


class RegisterEntrySchema(Schema):
    full_name = fields.String(required=True)
    nationality = fields.String(required=True)
    document_type = fields.String(required=True)
    document_number = fields.String(required=True, metadata={
        "description": "Masked: the last four characters"})


class DeskBookingSchema(Schema):
    """A booking after a desk action: the staff record, its rooms and its register lines."""

    booking = fields.Nested(StaffBookingSchema, required=True)
    rooms_assigned = fields.List(fields.String(), required=True)
    checked_in_at = Timestamp(allow_none=True, required=True, attribute="booking.checked_in_at")
    checked_out_at = Timestamp(allow_none=True, required=True, attribute="booking.checked_out_at")
    refund_amount = Money(allow_none=True, required=True, attribute="booking.refund_amount",
                          metadata={"description": "No-show: what goes back (the rule's fee "
                                                   "is kept)"})
    register = fields.List(fields.Nested(RegisterEntrySchema), required=True)


class DeskSettingsSchema(Schema):
    no_show_grace_hours = WholeNumber(required=True, metadata={
        "description": "Hours after the arrival day's check-in time before the hourly job marks "
                       "a booking not checked in a no-show (0 to 168; default 24)"})
    register_retention_days = WholeNumber(required=True, metadata={
        "description": "Guest register lines are erased this many days after the arrival "
                       "(30 to 3653; default 365)"})


class DeskSettingsUpdateSchema(_Body):
    """Send the settings to change."""

    no_show_grace_hours = WholeNumber(validate=validate.Range(min=0, max=168))
    register_retention_days = WholeNumber(validate=validate.Range(min=30, max=3653))


class RegisterExportQueryArgsSchema(Schema):
    date_from = desk_date(data_key="from", required=True, metadata={
        **DATE_DOC, "description": "First day (hotel-local): stays that touch it are listed"})
    date_to = desk_date(data_key="to", required=True, metadata={
        **DATE_DOC, "description": "Last day (inclusive); at most 366 days after `from`"})
    format = fields.String(load_default="csv", validate=validate.OneOf(("csv", "pdf")))


class CashRefundSchema(_Body):
    reason = TrimmedString(required=True, validate=validate.Length(min=1, max=300))
    amount = Money(validate=AMOUNT, metadata={
        "description": "ETB handed back; default: the refund already owed on the payment"})


class DeskPaymentSchema(Schema):
    payment_id = WholeNumber(attribute="id", required=True)
    booking_id = WholeNumber(required=True)
    tx_ref = fields.String(required=True)
    method = fields.String(required=True, metadata={"enum": ["cash", "pos"]})
    amount = Money(required=True)
    status = fields.String(required=True)
    refund_amount = Money(allow_none=True, required=True)
    refund_reason = fields.String(allow_none=True, required=True)
    refunded_at = Timestamp(allow_none=True, required=True)


# --- room blocks --------------------------------------------------------------------------------

class RoomBlockCreateSchema(_Body):
    room_id = WholeNumber(required=True, validate=DB_ID)
    start_date = desk_date(required=True, metadata={**DATE_DOC, "description": "First night"})
    end_date = desk_date(required=True, metadata={
        **DATE_DOC, "description": "The morning after the last night (like check_out)"})
    reason = TrimmedString(required=True, validate=validate.Length(min=1, max=300))


class RoomBlockQueryArgsSchema(Schema):
    date_from = desk_date(data_key="from", metadata=DATE_DOC)
    date_to = desk_date(data_key="to", metadata=DATE_DOC)


class RoomBlockSchema(Schema):
    block_id = WholeNumber(attribute="id", required=True)
    room_id = WholeNumber(required=True)
    room_number = fields.String(attribute="room.room_number", required=True)
    room_type_id = WholeNumber(required=True)
    start_date = fields.Date(required=True)
    end_date = fields.Date(required=True)
    reason = fields.String(required=True)
    created_at = Timestamp(required=True)
    released_at = Timestamp(allow_none=True, required=True)


# --- the audit trail ----------------------------------------------------------------------------

class BookingEventSchema(Schema):
    event_id = WholeNumber(attribute="id", required=True)
    from_status = fields.String(allow_none=True, required=True,
                                metadata={"enum": list(BookingStatus.ALL),
                                          "description": "null for the booking's creation"})
    to_status = fields.String(required=True, metadata={"enum": list(BookingStatus.ALL)})
    action = fields.String(required=True, metadata={
        "example": "check_in", "description": "book, walk_in, pay, cancel, expire, check_in, "
                                              "room_move, check_out, no_show"})
    actor_kind = fields.String(required=True, metadata={"enum": list(ActorKind.ALL)})
    actor_id = WholeNumber(allow_none=True, required=True)
    actor_name = fields.String(required=True)
    reason = fields.String(allow_none=True, required=True)
    created_at = Timestamp(required=True)
