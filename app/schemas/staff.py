"""Schemas of the hotel-admin (staff) API: hotel profile, rooms, room types, the hotel's bookings.

Body and response fields use the spec's names (`hotel_`, `room_`, `room_type_` prefixes); each
field's `attribute` names the model column, so a loaded body is a dict of model attributes and a
dumped model is the spec's record. Every body schema rejects unknown fields (marshmallow RAISE), so
protected attributes such as `hotel_status`, `verified_at` or `hotel_id` answer 422.
"""

from __future__ import annotations

import re
from datetime import time

from flask_smorest.fields import Upload
from marshmallow import RAISE, Schema, ValidationError, fields, validate, validates_schema
from werkzeug.datastructures import FileStorage

from app.i18n import _
from app.models import (
    BedType,
    BookingStatus,
    CancellationRule,
    Meals,
    PaymentTiming,
    PriceRule,
    RateKind,
    RoomStatus,
)
from app.schemas.common import (
    AMOUNT,
    DB_ID,
    CalendarDate,
    Money,
    PaginationQueryArgsSchema,
    PaginationSchema,
    Timestamp,
    TrimmedString,
    WholeNumber,
    ethiopian_date,
    srcset_field,
)
from app.services.booking.occupancy import MAX_CHILD_AGE
from app.services.content.amenities import AMENITIES, PROPERTY_TYPES
from app.services.content.images import MAX_GALLERY_SIZE


class HourMinute(fields.Field):
    """A time of day as `HH:MM` (24-hour clock), e.g. `"14:00"`."""

    PATTERN = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")
    default_error_messages = {"invalid": _("Not a valid time; use HH:MM (24-hour), e.g. 14:00.")}

    def __init__(self, **kwargs):
        kwargs.setdefault("metadata", {})
        kwargs["metadata"].setdefault("type", "string")
        kwargs["metadata"].setdefault("pattern", self.PATTERN.pattern)
        kwargs["metadata"].setdefault("example", "14:00")
        super().__init__(**kwargs)

    def _serialize(self, value, attr, obj, **kwargs):
        return None if value is None else value.strftime("%H:%M")

    def _deserialize(self, value, attr, data, **kwargs):
        match = self.PATTERN.match(value) if isinstance(value, str) else None
        if match is None:
            raise self.make_error("invalid")
        return time(int(match.group(1)), int(match.group(2)))


class NightlyPrice(Money):
    """ETB per night: a JSON number >= 0 (strings are refused, the spec says number)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("validate", AMOUNT)
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, (str, bool)):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class PartialUpdateMixin:
    """A PUT body with nothing to change is a client mistake, not a silent no-op."""

    @validates_schema
    def require_one_field(self, data, **kwargs):
        if not data:
            raise ValidationError(_("Send at least one field to change."))


def integer(**kwargs) -> fields.Integer:
    """A JSON integer (no strings, floats or booleans)."""
    return WholeNumber(strict=True, **kwargs)


class HotelPhone(TrimmedString):
    """A phone number stored in E.164 form; Ethiopian local forms become +251…
    (`011 551 7000` -> `+251115517000`)."""

    default_error_messages = {"invalid_phone": _("Not a valid phone number; use e.g. +251115517000.")}

    def _deserialize(self, value, attr, data, **kwargs):
        compact = re.sub(r"[\s().-]", "", super()._deserialize(value, attr, data, **kwargs))
        if compact.startswith("00"):
            compact = "+" + compact[2:]
        elif re.fullmatch(r"251\d{9}", compact):
            compact = "+" + compact
        elif re.fullmatch(r"0\d{9}", compact):
            compact = "+251" + compact[1:]
        if not re.fullmatch(r"\+[1-9]\d{6,14}", compact):
            raise self.make_error("invalid_phone")
        return compact


# --- hotel profile --------------------------------------------------------------------------


class HotelSchema(Schema):
    """The staff member's hotel. `hotel_status` and `hotel_verified_at` are read-only."""

    hotel_id = WholeNumber(attribute="id", required=True)
    hotel_name = fields.String(attribute="name", required=True)
    hotel_phone = fields.String(attribute="phone", required=True)
    hotel_email = fields.String(attribute="email", required=True)
    hotel_address = fields.String(attribute="address", required=True)
    hotel_city = fields.String(attribute="city", required=True)
    hotel_stars = WholeNumber(attribute="stars", required=True)
    hotel_description = fields.String(attribute="description", required=True)
    hotel_check_in_time = HourMinute(attribute="check_in_time", required=True)
    hotel_check_out_time = HourMinute(attribute="check_out_time", required=True)
    hotel_property_type = fields.String(attribute="property_type", required=True,
                                        metadata={"enum": list(PROPERTY_TYPES)})
    hotel_amenities = fields.Function(
        lambda hotel: [amenity.code for amenity in hotel.amenities], required=True,
        metadata={"type": "array", "items": {"type": "string"},
                  "description": "Amenity codes (the vocabulary of `PUT /hotel`)"})
    hotel_latitude = fields.Float(attribute="latitude", allow_none=True, required=True)
    hotel_longitude = fields.Float(attribute="longitude", allow_none=True, required=True)
    hotel_tin = fields.String(attribute="tin", allow_none=True, required=True, metadata={
        "description": "The hotel's taxpayer identification number (TIN), printed on folios"})
    hotel_pay_at_property_rooms_per_night = WholeNumber(
        attribute="pay_at_property_rooms_per_night", required=True, metadata={
        "description": "Rooms a night the hotel sells under pay-at-property rate plans (0: "
                       "such plans are not offered)"})
    hotel_status = fields.String(
        attribute="hotel_status",
        required=True,
        metadata={
            "enum": ["pending_verification", "verified", "active", "inactive"],
            "description": "Read-only: set by the super admin.",
        },
    )
    hotel_verified_at = Timestamp(
        attribute="verified_at",
        allow_none=True,
        required=True,
        metadata={"description": "Read-only: when the hotel was first verified."},
    )
    updated_at = Timestamp(required=True)


class HotelUpdateSchema(PartialUpdateMixin, Schema):
    """Partial update of the hotel profile; send only the fields to change."""

    class Meta:
        unknown = RAISE

    hotel_name = TrimmedString(attribute="name", validate=validate.Length(min=1, max=160))
    hotel_phone = HotelPhone(attribute="phone", metadata={"example": "+251115517000"})
    hotel_email = fields.Email(attribute="email", validate=validate.Length(max=254))
    hotel_address = TrimmedString(attribute="address", validate=validate.Length(min=1, max=255))
    hotel_city = TrimmedString(attribute="city", validate=validate.Length(min=1, max=80))
    hotel_stars = integer(attribute="stars", validate=validate.Range(min=1, max=5))
    hotel_description = TrimmedString(
        attribute="description", multiline=True, validate=validate.Length(max=10_000)
    )
    hotel_check_in_time = HourMinute(attribute="check_in_time")
    hotel_check_out_time = HourMinute(attribute="check_out_time")
    hotel_property_type = fields.String(attribute="property_type",
                                        validate=validate.OneOf(PROPERTY_TYPES))
    hotel_amenities = fields.List(
        fields.String(validate=validate.OneOf(AMENITIES)), attribute="amenity_codes",
        validate=validate.Length(max=len(AMENITIES)),
        metadata={"description": "The hotel's amenities, all of them (replaces the list): "
                                 "codes from a fixed vocabulary, "
                                 f"{', '.join(f'`{code}`' for code in AMENITIES)}",
                  "example": ["wifi", "restaurant", "pool"]})
    hotel_pay_at_property_rooms_per_night = integer(
        attribute="pay_at_property_rooms_per_night", validate=validate.Range(min=0, max=10_000),
        metadata={
        "description": "Rooms a night the hotel sells under pay-at-property rate plans (0: "
                       "such plans are not offered)"})
    hotel_latitude = fields.Float(attribute="latitude", allow_none=True,
                                  validate=validate.Range(min=-90, max=90),
                                  metadata={"description": "Degrees (WGS 84), for the map; "
                                                           "null takes the hotel off it"})
    hotel_longitude = fields.Float(attribute="longitude", allow_none=True,
                                   validate=validate.Range(min=-180, max=180))
    hotel_tin = fields.String(attribute="tin", allow_none=True,
                              validate=validate.Regexp(r"^\d{10}$",
                                                       error=_("A TIN is 10 digits.")),
                              metadata={"description": "The hotel's taxpayer identification "
                                                       "number (Ethiopia: 10 digits), printed "
                                                       "on folios; null clears it",
                                        "example": "0012345678"})


# --- room types -----------------------------------------------------------------------------


OCCUPANCY_DOCS = {
    "max_adults": {"description": "Adults a room takes at most (null: up to "
                                  "room_type_capacity, the most people a room takes)"},
    "max_children": {"description": "Children a room takes at most (null: up to "
                                    "room_type_capacity)"},
    "child_max_age": {"description": "A child is 0 to this many years old (default 11); "
                                     "older guests are adults. What a child costs is per rate "
                                     "plan (`child_price`)"},
}


class RoomTypeSchema(Schema):
    room_type_id = WholeNumber(attribute="id", required=True)
    hotel_id = WholeNumber(required=True)
    room_type_name = fields.String(attribute="name", required=True)
    room_type_capacity = WholeNumber(attribute="capacity", required=True)
    room_type_bed_type = fields.String(
        attribute="bed_type", required=True, metadata={"enum": list(BedType.ALL)}
    )
    price_per_night = Money(required=True, metadata={"description": "ETB", "example": 2500.0})
    max_adults = WholeNumber(allow_none=True, required=True, metadata=OCCUPANCY_DOCS["max_adults"])
    max_children = WholeNumber(allow_none=True, required=True,
                               metadata=OCCUPANCY_DOCS["max_children"])
    child_max_age = WholeNumber(required=True, metadata=OCCUPANCY_DOCS["child_max_age"])
    room_count = fields.Function(
        lambda room_type: len(room_type.rooms),
        required=True,
        metadata={"type": "integer", "description": "Physical rooms of this type in the hotel."},
    )
    created_at = Timestamp(required=True)
    updated_at = Timestamp(required=True)


class RoomTypeCreateSchema(Schema):
    """A new room type. `price_per_night` (ETB, >= 0) defaults to 0: set it before selling."""

    class Meta:
        unknown = RAISE

    room_type_name = TrimmedString(attribute="name", required=True, validate=validate.Length(min=1, max=120))
    room_type_capacity = integer(attribute="capacity", required=True, validate=validate.Range(min=1, max=20))
    room_type_bed_type = fields.String(
        attribute="bed_type", required=True, validate=validate.OneOf(BedType.ALL)
    )
    price_per_night = NightlyPrice(metadata={"description": "ETB per night", "example": 2500.0})
    max_adults = integer(allow_none=True, validate=validate.Range(min=1, max=20),
                         metadata=OCCUPANCY_DOCS["max_adults"])
    max_children = integer(allow_none=True, validate=validate.Range(min=0, max=20),
                           metadata=OCCUPANCY_DOCS["max_children"])
    child_max_age = integer(validate=validate.Range(min=0, max=MAX_CHILD_AGE),
                            metadata=OCCUPANCY_DOCS["child_max_age"])


class RoomTypeUpdateSchema(PartialUpdateMixin, RoomTypeCreateSchema):
    """All room-type fields are optional on update."""

    class Meta:
        unknown = RAISE

    room_type_name = TrimmedString(attribute="name", validate=validate.Length(min=1, max=120))
    room_type_capacity = integer(attribute="capacity", validate=validate.Range(min=1, max=20))
    room_type_bed_type = fields.String(attribute="bed_type", validate=validate.OneOf(BedType.ALL))


# --- rooms ----------------------------------------------------------------------------------


class RoomSchema(Schema):
    room_id = WholeNumber(attribute="id", required=True)
    hotel_id = WholeNumber(required=True)
    room_number = fields.String(required=True)
    room_type_id = WholeNumber(required=True)
    room_type_name = fields.String(attribute="room_type.name", required=True)
    room_floor = WholeNumber(attribute="floor", allow_none=True, required=True)
    room_status = fields.String(attribute="status", required=True, metadata={"enum": list(RoomStatus.ALL)})
    room_notes = fields.String(attribute="notes", allow_none=True, required=True)
    created_at = Timestamp(required=True)
    updated_at = Timestamp(required=True)


class RoomCreateSchema(Schema):
    """A new physical room; `room_status` defaults to `available`."""

    class Meta:
        unknown = RAISE

    room_number = TrimmedString(required=True, validate=validate.Length(min=1, max=20))
    room_type_id = integer(
        required=True, validate=DB_ID, metadata={"description": "A room type of your hotel."}
    )
    room_floor = integer(attribute="floor", allow_none=True, validate=validate.Range(min=-5, max=300))
    room_status = fields.String(attribute="status", validate=validate.OneOf(RoomStatus.ALL))
    room_notes = TrimmedString(
        attribute="notes", multiline=True, allow_none=True, validate=validate.Length(max=2000)
    )


class RoomUpdateSchema(PartialUpdateMixin, RoomCreateSchema):
    """All room fields are optional on update; `front_desk` may send only `room_status`, `room_notes`."""

    class Meta:
        unknown = RAISE

    room_number = TrimmedString(validate=validate.Length(min=1, max=20))
    room_type_id = integer(validate=DB_ID, metadata={"description": "A room type of your hotel."})


class RoomQueryArgsSchema(Schema):
    status = fields.String(validate=validate.OneOf(RoomStatus.ALL), metadata={"description": "room_status"})
    room_type_id = WholeNumber(validate=DB_ID)


# --- the hotel's bookings -------------------------------------------------------------------


class SameObjectNested(fields.Nested):
    """Nests fields of the object itself (a sub-object on the wire, columns in the model)."""

    def get_value(self, obj, attr, accessor=None, default=None):
        return obj


class StaffBookingGuestSchema(Schema):
    first_name = fields.String(attribute="contact_first_name", required=True)
    last_name = fields.String(attribute="contact_last_name", required=True)
    email = fields.String(attribute="contact_email", required=True)
    phone = fields.String(attribute="contact_phone", required=True)


class StaffBookingSchema(Schema):
    booking_id = WholeNumber(attribute="id", required=True)
    confirmation_code = fields.String(required=True)
    status = fields.String(required=True, metadata={"enum": list(BookingStatus.ALL)})
    room_type_id = WholeNumber(required=True)
    room_type_name = fields.String(attribute="room_type.name", required=True)
    check_in = CalendarDate(required=True)
    check_out = CalendarDate(required=True)
    nights = WholeNumber(required=True)
    rooms = WholeNumber(required=True)
    guests = WholeNumber(required=True)
    guest = SameObjectNested(
        StaffBookingGuestSchema,
        required=True,
        metadata={"description": "Contact of the stay (guest checkout included)."},
    )
    total = Money(required=True)
    currency = fields.String(required=True)
    special_requests = fields.String(allow_none=True, required=True)
    created_at = Timestamp(required=True)


class StaffBookingPageSchema(PaginationSchema):
    bookings = fields.List(fields.Nested(StaffBookingSchema), attribute="items", required=True)


class StaffBookingQueryArgsSchema(PaginationQueryArgsSchema):
    """Stays that occupy at least one night from `from` through `to` (both optional)."""

    date_from = CalendarDate(data_key="from", metadata={"description": "First night, YYYY-MM-DD"})
    date_to = CalendarDate(data_key="to", metadata={"description": "Last night, YYYY-MM-DD"})
    status = fields.String(validate=validate.OneOf(BookingStatus.ALL))

    @validates_schema
    def from_before_to(self, data, **kwargs):
        if data.get("date_from") and data.get("date_to") and data["date_to"] < data["date_from"]:
            raise ValidationError(_("`to` must not be before `from`."), field_name="to")


# --- review replies -------------------------------------------------------------------------


class ReviewReplySchema(Schema):
    class Meta:
        unknown = RAISE

    reply = TrimmedString(required=True, multiline=True, validate=validate.Length(min=1, max=2000))


# --- photos ---------------------------------------------------------------------------------


class UploadedFile(Upload):
    """A file part of a multipart form; a plain form value under the same name is refused."""

    default_error_messages = {"not_a_file": _("Send the image as a file part (multipart/form-data).")}

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, FileStorage):
            raise self.make_error("not_a_file")
        return value


class ImageUploadSchema(Schema):
    """multipart/form-data: the photo (`file`) and an optional `caption`."""

    file = UploadedFile(required=True, metadata={
        "description": "JPEG, PNG or WebP, recognised by content (not name); at most MAX_IMAGE_BYTES "
                       "(5 MB, 413 above), 415 for anything else; 422 above MAX_IMAGE_PIXELS (40 "
                       "megapixels) or for a truncated or corrupt file. Stored re-encoded without "
                       "metadata (an ICC colour profile aside), upright, in three widths."})
    caption = TrimmedString(load_default="", validate=validate.Length(max=200))


class ImageOrderSchema(Schema):
    class Meta:
        unknown = RAISE

    image_ids = fields.List(
        integer(validate=DB_ID), required=True, validate=validate.Length(max=MAX_GALLERY_SIZE),
        metadata={"description": "Every photo of the gallery, each once, in the new order."})


class StaffImageSchema(Schema):
    image_id = WholeNumber(attribute="id", required=True)
    hotel_id = WholeNumber(required=True)
    room_type_id = WholeNumber(allow_none=True, required=True,
                               metadata={"description": "null for the hotel's own photos"})
    url = fields.String(attribute="public_url", required=True, metadata={
        "description": "Root-relative (/media/...) or absolute URL, full size"})
    srcset = srcset_field(required=True)
    caption = fields.String(required=True)
    position = WholeNumber(required=True, metadata={"description": "0 is shown first"})
    content_type = fields.String(allow_none=True, required=True,
                                 metadata={"enum": ["image/jpeg", "image/png", "image/webp", None]})
    width = WholeNumber(allow_none=True, required=True)
    height = WholeNumber(allow_none=True, required=True)
    byte_size = WholeNumber(allow_none=True, required=True)
    created_at = Timestamp(required=True)


# --- rates (app/blueprints/staff/rates.py) ------------------------------------------------------

class RateRuleCreateSchema(Schema):
    """A rate of one of three kinds; send only the fields of its kind (others: 422).

    - `season`: `start_date`, `end_date` (both nights included), `price_per_night`;
    - `weekday`: `weekdays` (0 = Monday … 6 = Sunday), `adjustment_percent` (-90 to 200);
    - `length_of_stay`: `min_nights`, `discount_percent` (off the room charges, 0 to 90).
    """

    kind = fields.String(required=True, validate=validate.OneOf(RateKind.ALL))
    name = TrimmedString(required=True, validate=validate.Length(min=1, max=80),
                         metadata={"example": "Timkat"})
    start_date = CalendarDate(load_default=None)
    end_date = CalendarDate(load_default=None)
    price_per_night = NightlyPrice(load_default=None)
    weekdays = fields.List(WholeNumber(strict=True, validate=validate.Range(min=0, max=6)),
                           load_default=None, validate=validate.Length(min=1, max=7),
                           metadata={"example": [4, 5]})
    adjustment_percent = fields.Decimal(load_default=None, places=2, allow_nan=False,
                                        validate=validate.Range(min=-90, max=200), as_string=False)
    min_nights = WholeNumber(strict=True, load_default=None, validate=validate.Range(min=2, max=365))
    discount_percent = fields.Decimal(load_default=None, places=2, allow_nan=False,
                                      validate=validate.Range(min=0, max=90), as_string=False)


class RateRuleSchema(Schema):
    rate_id = WholeNumber(attribute="id", required=True)
    room_type_id = WholeNumber(required=True)
    kind = fields.String(required=True, metadata={"enum": list(RateKind.ALL)})
    name = fields.String(required=True)
    start_date = CalendarDate(allow_none=True)
    end_date = CalendarDate(allow_none=True)
    price_per_night = Money(allow_none=True)
    weekdays = fields.Function(lambda rule: sorted(rule.weekday_numbers) or None,
                               metadata={"type": "array", "items": {"type": "integer"}})
    adjustment_percent = fields.Float(allow_none=True)
    min_nights = WholeNumber(allow_none=True)
    discount_percent = fields.Float(allow_none=True)
    created_at = Timestamp(required=True)


# --- calendar (app/blueprints/staff/calendar.py) ----------------------------------------------

class CalendarQueryArgsSchema(Schema):
    start_date = CalendarDate(load_default=None, metadata={
        "description": "First night shown (default: today, hotel-local)"})
    end_date = CalendarDate(load_default=None, metadata={
        "description": "Last night shown, included (default: 29 nights after start_date; "
                       "at most 366 nights in all)"})


class CalendarRestrictionsSchema(Schema):
    """Arrival restrictions for every night from `start_date` to `end_date` (both included).
    Send `closed_to_arrival`, `min_stay` or both; `min_stay: null` clears the minimum."""

    start_date = CalendarDate(required=True)
    end_date = CalendarDate(required=True)
    closed_to_arrival = fields.Boolean(metadata={
        "description": "No stay may start on these nights"})
    min_stay = WholeNumber(strict=True, allow_none=True, validate=validate.Range(min=1, max=30),
                           metadata={"description": "Stays starting on these nights last at "
                                                    "least this many nights"})


class CalendarNightSchema(Schema):
    date = CalendarDate(attribute="night", required=True)
    sellable_rooms = WholeNumber(required=True, metadata={
        "description": "Rooms of the type not in maintenance or out of service"})
    booked_rooms = WholeNumber(required=True, metadata={
        "description": "Rooms of confirmed and checked-in bookings"})
    held_rooms = WholeNumber(required=True, metadata={
        "description": "Rooms held by unpaid bookings whose hold is live"})
    free_rooms = WholeNumber(required=True)
    price = Money(required=True, metadata={"description": "One room, this night, before the "
                                                          "service charge and VAT"})
    season = fields.String(allow_none=True, required=True)
    closed_to_arrival = fields.Boolean(required=True)
    min_stay = WholeNumber(allow_none=True, required=True)


# --- public holidays and ready seasons ------------------------------------------------------

# Years python-holidays' Ethiopia calendar and the Ethiopian leap-year rule it applies both cover.
HOLIDAY_YEARS = validate.Range(min=2000, max=2099)


class HolidayQueryArgsSchema(Schema):
    year = fields.Integer(required=True, validate=HOLIDAY_YEARS, metadata={
        "description": "Gregorian year, 2000 to 2099", "example": 2026})
    years = fields.Integer(load_default=1, validate=validate.Range(min=1, max=3), metadata={
        "description": "How many consecutive years from `year` (1 to 3, default 1)"})


class PublicHolidaySchema(Schema):
    key = fields.String(required=True, metadata={
        "example": "fasika", "description": "Stable identifier: genna, timkat, adwa, siklet, fasika, "
        "labour_day, patriots_day, enkutatash, meskel, eid_al_fitr, eid_al_adha, mawlid, …"})
    name_en = fields.String(required=True, metadata={"example": "Easter Sunday"})
    name_am = fields.String(required=True, metadata={"example": "የትንሳኤ(ፋሲካ) በዓል"})
    date = CalendarDate(required=True, metadata={"example": "2026-04-12"})
    date_ethiopian = ethiopian_date("date", required=True)
    estimated = fields.Boolean(required=True, metadata={
        "description": "An Islamic holiday not yet confirmed: the moon sighting may move it a day"})


class HolidaySeasonSchema(Schema):
    key = fields.String(required=True, metadata={"example": "timkat"})
    name_en = fields.String(required=True, metadata={"example": "Timkat (Epiphany)"})
    name_am = fields.String(required=True, metadata={"example": "ጥምቀት"})
    holiday_date = CalendarDate(required=True, metadata={
        "description": "The festival's main day", "example": "2026-01-19"})
    holiday_date_ethiopian = ethiopian_date("holiday_date", required=True)
    start = CalendarDate(required=True, metadata={
        "description": "First day to be ready for (inclusive), e.g. the eve", "example": "2026-01-18"})
    end = CalendarDate(required=True, metadata={
        "description": "Last day of the season (inclusive)", "example": "2026-01-20"})
    estimated = fields.Boolean(required=True, metadata={
        "description": "The main day is an estimate (Islamic holidays before the moon sighting)"})
    note = fields.String(required=True, metadata={"description": "Why the season spans these days"})


class HolidayCalendarSchema(Schema):
    first_year = fields.Integer(required=True, metadata={"example": 2026})
    last_year = fields.Integer(required=True, metadata={"example": 2026})
    seasons = fields.List(fields.Nested(HolidaySeasonSchema), required=True, metadata={
        "description": "Festivals that fill hotels, with a suggested span, by start date"})
    public_holidays = fields.List(fields.Nested(PublicHolidaySchema), required=True, metadata={
        "description": "Every national public holiday, by date"})


# --- rate plans (app/blueprints/staff/rate_plans.py) ---------------------------------------------

class RatePlanCreateSchema(Schema):
    """A rate plan of a room type: its names, price rule, cancellation rule, payment timing and
    meals. `price_value` is a percentage with `price_rule: percent` (-10: each night 10% less),
    ETB added to each night with `amount` (350: 350 ETB more a night)."""

    class Meta:
        unknown = RAISE

    name = TrimmedString(required=True, validate=validate.Length(min=1, max=120),
                         metadata={"example": "Bed and breakfast"})
    name_am = TrimmedString(allow_none=True, validate=validate.Length(max=120),
                            metadata={"example": "ከቁርስ ጋር"})
    name_om = TrimmedString(allow_none=True, validate=validate.Length(max=120))
    name_ti = TrimmedString(allow_none=True, validate=validate.Length(max=120))
    price_rule = fields.String(required=True, validate=validate.OneOf(PriceRule.ALL))
    price_value = fields.Decimal(required=True, places=2, allow_nan=False, as_string=False,
                                 validate=validate.Range(min=-1_000_000, max=1_000_000),
                                 metadata={"example": 350})
    cancellation = fields.String(required=True, validate=validate.OneOf(CancellationRule.ALL),
                                 metadata={"description": "free_until (needs "
                                           "`free_cancellation_hours`), first_night or "
                                           "non_refundable"})
    free_cancellation_hours = integer(allow_none=True, validate=validate.Range(min=0, max=24 * 60))
    payment = fields.String(required=True, validate=validate.OneOf(PaymentTiming.ALL))
    meals = fields.String(load_default=Meals.NONE, validate=validate.OneOf(Meals.ALL))
    child_price = NightlyPrice(metadata={"description": "ETB a night for each child in the "
                                                        "room type's child-age band (0: free)"})
    is_active = fields.Boolean(metadata={"description": "Offered to guests (default true)"})


class RatePlanUpdateSchema(PartialUpdateMixin, RatePlanCreateSchema):
    """All fields are optional on update."""

    class Meta:
        unknown = RAISE

    name = TrimmedString(validate=validate.Length(min=1, max=120))
    price_rule = fields.String(validate=validate.OneOf(PriceRule.ALL))
    price_value = fields.Decimal(places=2, allow_nan=False, as_string=False,
                                 validate=validate.Range(min=-1_000_000, max=1_000_000))
    cancellation = fields.String(validate=validate.OneOf(CancellationRule.ALL))
    payment = fields.String(validate=validate.OneOf(PaymentTiming.ALL))
    meals = fields.String(validate=validate.OneOf(Meals.ALL))


class RatePlanSchema(Schema):
    rate_plan_id = WholeNumber(attribute="id", required=True)
    room_type_id = WholeNumber(required=True)
    name = fields.String(required=True)
    name_am = fields.String(allow_none=True)
    name_om = fields.String(allow_none=True)
    name_ti = fields.String(allow_none=True)
    price_rule = fields.String(required=True, metadata={"enum": list(PriceRule.ALL)})
    price_value = fields.Float(required=True)
    cancellation = fields.String(required=True, metadata={"enum": list(CancellationRule.ALL)})
    free_cancellation_hours = WholeNumber(allow_none=True)
    payment = fields.String(required=True, metadata={"enum": list(PaymentTiming.ALL)})
    meals = fields.String(required=True, metadata={"enum": list(Meals.ALL)})
    child_price = Money(required=True)
    is_active = fields.Boolean(required=True)
    created_at = Timestamp(required=True)
