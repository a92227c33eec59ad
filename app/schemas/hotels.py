"""Schemas of the guest catalogue: home, hotel search, hotel detail, availability."""

from __future__ import annotations

from marshmallow import Schema, fields, validate
from webargs.fields import DelimitedList

from app.schemas.common import (
    COUNT,
    DATE_DOC,
    Money,
    PaginationQueryArgsSchema,
    PaginationSchema,
    WholeNumber,
    srcset_field,
)
from app.services.booking.catalogue import SORTS
from app.services.booking.destinations import MAX_SUGGESTION_LIMIT, SUGGESTION_LIMIT
from app.services.booking.pricing import CURRENCY


class HotelSearchQueryArgsSchema(PaginationQueryArgsSchema):
    city = fields.String(validate=validate.Length(max=80), metadata={
        "description": "City in English or Amharic, any common spelling or the start of one, "
                       "case- and accent-insensitive: `Addis`, `AA`, `አዲስ አበባ` find Addis Ababa; "
                       "`bah` finds Bahir Dar; a prefix of several cities finds them all "
                       "(see `/destinations`)",
        "example": "Bahir Dar"})
    q = fields.String(validate=validate.Length(max=100),
                      metadata={"description": "Part of the hotel name, in any case (`zege` finds "
                                                "Zege Peninsula Hotel); surrounding spaces "
                                                "ignored"})
    check_in = fields.Date(metadata={**DATE_DOC, "description": "With check_out: only hotels "
                                     "with rooms free for the whole stay are listed. Gregorian "
                                     "dates only (YYYY-MM-DD); Ethiopian-calendar dates are not "
                                     "accepted yet"})
    check_out = fields.Date(metadata={**DATE_DOC, "description": "Gregorian date (YYYY-MM-DD), "
                                      "after check_in; Ethiopian-calendar dates are not accepted yet"})
    guests = WholeNumber(load_default=1, validate=COUNT,
                            metadata={"description": "Guests in total (>= 1)"})
    rooms = WholeNumber(load_default=1, validate=COUNT,
                           metadata={"description": "Rooms wanted, 1 to 9"})
    min_price = fields.Decimal(places=2, validate=validate.Range(min=0), allow_nan=False,
                               metadata={"description": "Lowest nightly price (ETB)"})
    max_price = fields.Decimal(places=2, validate=validate.Range(min=0), allow_nan=False,
                               metadata={"description": "Highest nightly price (ETB)"})
    stars = DelimitedList(WholeNumber(validate=validate.Range(min=1, max=5)),
                          metadata={"description": "Star ratings, comma separated: 4,5"})
    sort = fields.String(load_default="recommended", validate=validate.OneOf(SORTS), metadata={
        "description": "`recommended`: featured first, then the best average rating, the most "
                       "reviews, the most stars; `rating`: best average, then most reviews; "
                       "`stars`: most stars, then best average; `price_asc`/`price_desc`: by "
                       "`lowest_price`. Ties by name (Unicode code point order), then id, so "
                       "pages never overlap"})


class HotelSummarySchema(Schema):
    """A hotel in a list. `lowest_price` is the cheapest nightly price (ETB, before service
    charge and VAT) of a room type fitting the party; with dates, of one free for the whole stay,
    averaged over its nights under the room type's rates (seasons, weekdays, long-stay discount).
    Without dates it is the base price."""

    hotel_id = WholeNumber(attribute="hotel.id")
    name = fields.String(attribute="hotel.name")
    slug = fields.String(attribute="hotel.slug")
    city = fields.String(attribute="hotel.city")
    address = fields.String(attribute="hotel.address")
    stars = WholeNumber(attribute="hotel.stars")
    is_featured = fields.Boolean(attribute="hotel.is_featured")
    image_url = fields.String(allow_none=True)
    lowest_price = Money(allow_none=True)
    currency = fields.Constant(CURRENCY)
    average_rating = fields.Float(metadata={"description": "Approved reviews only, one decimal"})
    review_count = WholeNumber()
    available = fields.Boolean(
        allow_none=True,
        metadata={"description": "true when dates were given (unavailable hotels are left "
                                 "out); null without dates"})


class HotelSearchResultSchema(PaginationSchema):
    hotels = fields.List(fields.Nested(HotelSummarySchema))
    check_in = fields.Date(allow_none=True)
    check_out = fields.Date(allow_none=True)
    nights = WholeNumber(allow_none=True)
    guests = WholeNumber()
    rooms = WholeNumber()


class CitySchema(Schema):
    city = fields.String()
    hotel_count = WholeNumber()
    lowest_price = Money(allow_none=True, metadata={"description": "Cheapest nightly price in the city"})
    currency = fields.Constant(CURRENCY)
    image_url = fields.String(allow_none=True)


class DestinationQueryArgsSchema(Schema):
    q = fields.String(validate=validate.Length(max=80), metadata={
        "description": "What the guest has typed: the start of a city's English or Amharic name "
                       "or of another common spelling (`Addis`, `AA`, `ባሕር`, `Nazret`), case- "
                       "and accent-insensitive. Empty or absent: the most popular destinations",
        "example": "bah"})
    limit = WholeNumber(
        load_default=SUGGESTION_LIMIT,
        validate=validate.Range(min=1, max=MAX_SUGGESTION_LIMIT),
        metadata={"description": f"At most this many cities, 1 to {MAX_SUGGESTION_LIMIT}"})


class DestinationSchema(Schema):
    """A city with live hotels: pass `city` to `GET /hotels?city=` to list them."""

    city = fields.String(required=True, metadata={
        "description": "Canonical English name, as in hotels' `city`", "example": "Bahir Dar"})
    city_am = fields.String(required=True, allow_none=True, metadata={
        "description": "Amharic name; null for a city we have no Amharic name for",
        "example": "ባሕር ዳር"})
    hotel_count = WholeNumber(required=True, metadata={"description": "Live hotels in the city"})
    lowest_price = Money(required=True, allow_none=True, metadata={
        "description": "Cheapest nightly price on sale in the city (ETB, before service charge "
                       "and VAT); null when no room type is on sale"})
    currency = fields.Constant(CURRENCY)


class HomeSchema(Schema):
    featured_hotels = fields.List(fields.Nested(HotelSummarySchema), attribute="featured", metadata={
        "description": "Up to 8 featured live hotels, in the search's `rating` order: best "
                       "average rating, then most reviews, then name"})
    popular_cities = fields.List(fields.Nested(CitySchema), attribute="cities")


class AmenitySchema(Schema):
    code = fields.String()
    name = fields.String()


class HotelImageSchema(Schema):
    url = fields.String(attribute="public_url", metadata={
        "description": "Root-relative (/media/...) or absolute URL of the photo at its full size "
                       "(the widest of `srcset`)",
        "example": "/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08-2048.jpg"})
    srcset = srcset_field()
    caption = fields.String()
    width = WholeNumber(allow_none=True, metadata={"description": "Pixels; null when unknown"})
    height = WholeNumber(allow_none=True, metadata={"description": "Pixels; null when unknown"})


class HotelRoomTypeSchema(Schema):
    room_type_id = WholeNumber(attribute="id")
    name = fields.String()
    description = fields.String()
    capacity = WholeNumber(metadata={"description": "Guests per room"})
    bed_type = fields.String()
    size_sqm = WholeNumber(allow_none=True)
    price_per_night = Money(metadata={"description": "ETB, before service charge and VAT"})
    images = fields.List(fields.Nested(HotelImageSchema),
                         metadata={"description": "Photos of this room type"})


class HotelPoliciesSchema(Schema):
    check_in_time = fields.Time(format="%H:%M", metadata={"example": "14:00"})
    check_out_time = fields.Time(format="%H:%M", metadata={"example": "11:00"})
    free_cancellation_hours = WholeNumber(
        metadata={"description": "Cancelling is free until this many hours before the "
                                 "hotel-local check-in time on the check-in date"})
    cancellation_policy = fields.Function(
        lambda hotel: (
            f"Free cancellation until {hotel.free_cancellation_hours} hours before check-in "
            f"({hotel.check_in_time:%H:%M} hotel time on the arrival date). After that the first "
            "night (with its service charge and VAT) is charged and the rest refunded. Unpaid "
            "bookings can be cancelled at no cost."),
        metadata={"type": "string"})
    service_charge_rate = fields.Float(metadata={"example": 0.1})
    vat_rate = fields.Float(metadata={"example": 0.15})
    prices_include_vat = fields.Constant(
        False, metadata={"description": "Nightly prices exclude service charge and VAT; quotes "
                                        "show both on their own lines"})
    currency = fields.Constant(CURRENCY)


class HotelDetailSchema(Schema):
    hotel_id = WholeNumber(attribute="hotel.id")
    name = fields.String(attribute="hotel.name")
    slug = fields.String(attribute="hotel.slug")
    description = fields.String(attribute="hotel.description")
    city = fields.String(attribute="hotel.city")
    address = fields.String(attribute="hotel.address")
    phone = fields.String(attribute="hotel.phone")
    email = fields.String(attribute="hotel.email")
    stars = WholeNumber(attribute="hotel.stars")
    latitude = fields.Float(attribute="hotel.latitude", allow_none=True)
    longitude = fields.Float(attribute="hotel.longitude", allow_none=True)
    is_featured = fields.Boolean(attribute="hotel.is_featured")
    images = fields.List(fields.Nested(HotelImageSchema), attribute="hotel.images")
    amenities = fields.List(fields.Nested(AmenitySchema), attribute="hotel.amenities")
    policies = fields.Nested(HotelPoliciesSchema, attribute="hotel")
    average_rating = fields.Float(attribute="rating.average")
    review_count = WholeNumber(attribute="rating.count")
    rating_distribution = fields.Dict(keys=fields.String(), values=WholeNumber(),
                                      attribute="rating.distribution")
    room_types = fields.List(fields.Nested(HotelRoomTypeSchema))


class AvailabilityQueryArgsSchema(Schema):
    check_in = fields.Date(required=True, metadata=DATE_DOC)
    check_out = fields.Date(required=True, metadata=DATE_DOC)
    guests = WholeNumber(load_default=1, validate=COUNT)
    rooms = WholeNumber(load_default=1, validate=COUNT,
                           metadata={"description": "Rooms wanted, 1 to 9"})


class NightPriceSchema(Schema):
    """One night of a stay at the room type's rate for that date."""

    date = fields.Date(attribute="night")
    price = Money(metadata={"description": "Per room"})
    season = fields.String(allow_none=True, metadata={
        "description": "The season that set the price, if any", "example": "Timkat"})


class PriceBreakdownSchema(Schema):
    """room_charges = each night's price x rooms, summed; discount = room_charges x
    discount_rate (length of stay); subtotal = room_charges - discount; service_charge =
    subtotal x rate; vat = (subtotal + service_charge) x rate; total = sum. ETB, rounded
    half-up to cents, each line before the next."""

    nights = WholeNumber()
    rooms = WholeNumber()
    nightly_price = Money(metadata={"description": "Average per room and night"})
    nightly = fields.List(fields.Nested(NightPriceSchema), metadata={
        "description": "Each night's price (seasons and weekday rates)"})
    room_charges = Money()
    discount_rate = fields.Float()
    discount = Money()
    discount_name = fields.String(allow_none=True)
    subtotal = Money()
    service_charge_rate = fields.Float()
    service_charge = Money()
    vat_rate = fields.Float()
    vat = Money()
    total = Money()
    currency = fields.String()


class RoomTypeAvailabilitySchema(Schema):
    room_type_id = WholeNumber(attribute="room_type.id")
    name = fields.String(attribute="room_type.name")
    capacity = WholeNumber(attribute="room_type.capacity")
    bed_type = fields.String(attribute="room_type.bed_type")
    available_rooms = WholeNumber(metadata={"description": "Rooms free on every night"})
    fits_guests = fields.Boolean(metadata={"description": "capacity x rooms >= guests"})
    available = fields.Boolean(metadata={"description": "Bookable as asked: fits and enough rooms free"})
    nightly_price = Money()
    stay_total = Money(metadata={
        "description": "Whole stay for the rooms asked, service charge and VAT included"})
    price = fields.Nested(PriceBreakdownSchema)


class HotelAvailabilitySchema(Schema):
    hotel_id = WholeNumber(attribute="hotel.id")
    check_in = fields.Date()
    check_out = fields.Date()
    nights = WholeNumber()
    guests = WholeNumber()
    rooms = WholeNumber()
    currency = fields.String()
    room_types = fields.List(fields.Nested(RoomTypeAvailabilitySchema))
