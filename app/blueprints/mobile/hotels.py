"""Views of /api/v1/mobile (hotels): search, detail, availability. Reviews live in reviews.py."""

from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.schemas.hotels import (
    AvailabilityQueryArgsSchema,
    GuestCalendarQueryArgsSchema,
    GuestCalendarSchema,
    HotelAvailabilitySchema,
    HotelDetailQueryArgsSchema,
    HotelDetailSchema,
    HotelSearchQueryArgsSchema,
    HotelSearchResultSchema,
)
from app.services.booking import catalogue, price_calendar


@blp.route("/hotels", methods=["GET"], operation_id="searchHotels")
@blp.arguments(HotelSearchQueryArgsSchema, location="query", as_kwargs=True)
@blp.response(200, enveloped(HotelSearchResultSchema))
def search_hotels(**filters):
    """Search live hotels; with dates, only hotels with rooms free for the whole stay (a room
    type whose arrival night is closed to arrival, or needs a longer stay, does not count).

    `check_in` and `check_out` are Gregorian dates (YYYY-MM-DD, hotel-local); search does not take
    Ethiopian-calendar dates yet. Quotes and bookings show the stay in both calendars.
    """
    return ok(catalogue.search_hotels(**filters))


@blp.route("/hotels/<int:hotel_id>", methods=["GET"], operation_id="getHotel")
@blp.arguments(HotelDetailQueryArgsSchema, location="query", as_kwargs=True)
@blp.response(200, enveloped(HotelDetailSchema))
@blp.error(404, "Unknown hotel, or not live")
def hotel_detail(hotel_id: int, currency=None):
    """A live hotel with room types, amenities, policies and rating summary."""
    return ok(catalogue.hotel_detail(hotel_id, currency))


@blp.route("/hotels/<int:hotel_id>/availability", methods=["GET"], operation_id="getHotelAvailability")
@blp.arguments(AvailabilityQueryArgsSchema, location="query", as_kwargs=True)
@blp.response(200, enveloped(HotelAvailabilitySchema))
@blp.error(404, "Unknown hotel, or not live")
def hotel_availability(hotel_id: int, check_in, check_out, guests, rooms, currency=None):
    """Each room type with rooms free for the stay, nightly price and stay total.
    `available_rooms` is 0 when the room type's restrictions refuse this stay (closed to
    arrival on `check_in`, or a longer minimum stay); the quote names the restriction."""
    return ok(catalogue.hotel_availability(hotel_id, check_in, check_out, guests=guests, rooms=rooms,
                                           currency=currency))


@blp.route("/hotels/<int:hotel_id>/calendar", methods=["GET"], operation_id="getHotelPriceCalendar")
@blp.arguments(GuestCalendarQueryArgsSchema, location="query", as_kwargs=True)
@blp.response(200, enveloped(GuestCalendarSchema))
@blp.error(404, "Unknown hotel, or not live")
def hotel_price_calendar(hotel_id: int, month, guests, currency=None):
    """A guest's price calendar: a month of nights, each with its lowest price.

    Per night: the lowest price of one room for the party (service charge and VAT included, no
    length-of-stay discount), whether rooms are free, closed-to-arrival and the minimum stay."""
    return ok(price_calendar.guest_calendar(hotel_id, month, guests, currency))
