"""Schemas of the guest catalogue: home, hotel search, hotel detail, availability."""

from __future__ import annotations

from json import encoder as json_encoder

from flask import has_request_context
from flask_babel import get_locale
from marshmallow import Schema, fields, validate
from webargs.fields import DelimitedList

from app.i18n import request_language, translate
from app.json_text import JSONText, compact_json, scalar_json
from app.schemas.common import (
    COUNT,
    DATE_DOC,
    Money,
    PaginationQueryArgsSchema,
    PaginationSchema,
    Timestamp,
    WholeNumber,
    cents_number,
    float_number,
    iso_utc,
    money_number,
    srcset_field,
    text,
    whole_number,
)
from app.services.booking import occupancy
from app.services.booking.catalogue import SORTS
from app.services.booking.destinations import MAX_SUGGESTION_LIMIT, SUGGESTION_LIMIT
from app.services.booking.geo import MAX_RADIUS_KM
from app.services.booking.price_calendar import DEFAULT_GUESTS
from app.services.booking.pricing import CURRENCY
from app.services.content.amenities import (
    AMENITIES,
    DEFAULT_LANGUAGE,
    LANGUAGES,
    MEAL_PLANS,
    PROPERTY_TYPES,
)


def display_currency_query() -> fields.String:
    """The `currency` query parameter of search, availability and the price calendar: one
    definition, so the three document and check it alike."""
    return fields.String(validate=validate.Length(min=3, max=3), metadata={
        "description": "Also show amounts in this currency (ISO 4217, any case: USD, EUR and "
                       "the others the super admin keeps a rate for): adds `display_currency` "
                       "and `display_...` fields beside the ETB ones. ETB is what is charged "
                       "and stays the amount of record; an unknown code is a 422",
        "example": "USD"})


class HotelSearchQueryArgsSchema(PaginationQueryArgsSchema):
    city = fields.String(validate=validate.Length(max=80), metadata={
        "description": "City in English or Amharic, any common spelling or the start of one, "
                       "case- and accent-insensitive: `Addis`, `AA`, `አዲስ አበባ` find Addis Ababa; "
                       "`bah` finds Bahir Dar; a prefix of several cities finds them all "
                       "(see `/destinations`)",
        "example": "Bahir Dar"})
    q = fields.String(validate=validate.Length(max=100), metadata={
        "description": "Part of the hotel name, in any case (`zege` finds Zege Peninsula "
                       "Hotel), accents, hyphens and Amharic letter variants ignored. In the "
                       "other script too: `ኢንቶቶ` finds Entoto Grand Hotel and `Entoto` a hotel "
                       "named ኢንቶቶ; across scripts each word typed must start a word of the "
                       "name as it sounds (consonants compared, vowels spelt freely)"})
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
    amenities = DelimitedList(fields.String(validate=validate.OneOf(AMENITIES)), metadata={
        "description": "Amenity codes, comma separated: hotels having all of them. The codes "
                       f"(a fixed list, named in four languages in `facets`): "
                       f"{', '.join(f'`{code}`' for code in AMENITIES)}",
        "example": "pool,wifi"})
    min_rating = fields.Decimal(places=1, allow_nan=False, validate=validate.Range(min=0, max=5),
                                metadata={"description": "Lowest average guest rating (1-5, "
                                          "as `average_rating` shows it, one decimal): hotels "
                                          "without reviews are left out by any value above 0",
                                          "example": 4})
    free_cancellation = fields.Boolean(metadata={
        "description": "true: only hotels where a stay booked now can be cancelled for free "
                       "(each hotel's rule: until `free_cancellation_hours` before check-in). "
                       "With dates it is decided for those dates; without dates every hotel "
                       "qualifies, as each gives a stay far enough ahead a free window. false "
                       "or absent: no filter"})
    property_type = DelimitedList(fields.String(validate=validate.OneOf(PROPERTY_TYPES)),
                                  metadata={"description": "Property types, comma separated "
                                            "(any of them): "
                                            f"{', '.join(f'`{code}`' for code in PROPERTY_TYPES)}",
                                            "example": "lodge,resort"})
    meal_plan = DelimitedList(fields.String(validate=validate.OneOf(MEAL_PLANS)), metadata={
        "description": "Hotels with a rate plan on sale that includes these meals, comma "
                       f"separated (any of them): {', '.join(f'`{code}`' for code in MEAL_PLANS)}",
        "example": "breakfast"})
    pay_at_property = fields.Boolean(metadata={
        "description": "true: only hotels with a rate plan paid at the property (a verified "
                       "guest account books it). false or absent: no filter"})
    facets = fields.Boolean(load_default=False, metadata={
        "description": "true: the answer carries `facets`, the counts a filter panel shows next "
                       "to each option (\"Swimming pool (4)\"), computed with the other filters "
                       "as asked"})
    lang = fields.String(load_default=DEFAULT_LANGUAGE, validate=validate.OneOf(LANGUAGES),
                         metadata={"description": "Language of the names in `facets`: "
                                                  "`en`, `am`, `om` or `ti`"})
    currency = display_currency_query()
    lat = fields.Float(validate=validate.Range(min=-90, max=90), metadata={
        "description": "Latitude of a point (degrees, WGS 84), with `lng`: each card then says "
                       "its `distance_km` from it; needed by `radius_km` and `sort=distance`",
        "example": 9.03})
    lng = fields.Float(validate=validate.Range(min=-180, max=180), metadata={
        "description": "Longitude of the point, with `lat`", "example": 38.74})
    radius_km = fields.Float(validate=validate.Range(min=0, min_inclusive=False,
                                                      max=MAX_RADIUS_KM), metadata={
        "description": "Only hotels within this great-circle distance of `lat`,`lng` (km, "
                       f"above 0, at most {MAX_RADIUS_KM:g}; a hotel exactly on the circle is "
                       "in). Hotels without coordinates are left out", "example": 5})
    bbox = DelimitedList(fields.Float(), metadata={
        "description": "Only hotels inside this box: `west,south,east,north` in degrees "
                       "(GeoJSON's order: longitude, latitude of the south-west corner, then of "
                       "the north-east corner), edges included. A box upside down (south above "
                       "north, or west east of east: boxes do not cross the antimeridian) is a "
                       "422. Combines with a radius (both apply). Hotels without coordinates "
                       "are left out",
        "example": "38.70,8.98,38.80,9.05"})
    sort = fields.String(load_default="recommended", validate=validate.OneOf(SORTS), metadata={
        "description": "`recommended`: featured first, then the best average rating, the most "
                       "reviews, the most stars; `rating`: best average, then most reviews; "
                       "`stars`: most stars, then best average; `price_asc`/`price_desc`: by "
                       "`lowest_price`; `distance`: nearest to `lat`,`lng` first (needs them), "
                       "hotels without coordinates last. Ties by name (Unicode code point "
                       "order), then id, so pages never overlap"})


class DisplayCurrencySchema(Schema):
    """The rate `display_...` amounts are shown at. They are for display only: bookings are
    charged in ETB, the amounts without `display_`."""

    currency = fields.String(metadata={"example": "USD"})
    etb_per_unit = fields.Float(metadata={"description": "ETB for one unit of `currency`",
                                          "example": 155.5})
    rate_date = fields.Date(metadata={"description": "When the super admin's rate was taken"})
    stale = fields.Boolean(metadata={
        "description": "The rate is older than the configured age "
                       "(DISPLAY_RATE_MAX_AGE_DAYS): show display amounts as approximate"})


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
    display_price = Money(allow_none=True, metadata={
        "description": "`lowest_price` in the asked `currency` (display only); null without it"})
    average_rating = fields.Float(metadata={"description": "Approved reviews only, one decimal"})
    review_count = WholeNumber()
    available = fields.Boolean(
        allow_none=True,
        metadata={"description": "true when dates were given (unavailable hotels are left "
                                 "out); null without dates"})
    property_type = fields.String(attribute="hotel.property_type", metadata={
        "enum": list(PROPERTY_TYPES)})
    amenities = fields.Function(lambda card: sorted(card.hotel.amenities), metadata={
        "type": "array", "items": {"type": "string"},
        "description": "Amenity codes (see the `amenities` filter)"})
    latitude = fields.Float(allow_none=True, metadata={
        "description": "Degrees (WGS 84); null when the hotel has not been placed on the map",
        "example": 9.0123})
    longitude = fields.Float(allow_none=True, metadata={"description": "Degrees (WGS 84)",
                                                        "example": 38.7612})
    distance_km = fields.Float(allow_none=True, metadata={
        "description": "Great-circle distance from the searched `lat`,`lng` in km, to 3 "
                       "decimals; null without a point or without coordinates",
        "example": 1.284})


# The per-request money of a card, written by the field HotelSummarySchema declares for it.
_CARD_MONEY = HotelSummarySchema._declared_fields["lowest_price"]


class HotelCards(fields.List):
    """A list of cards (catalogue.HotelCard) as HotelSummarySchema documents them, written
    without dumping each card field by field: the hotel's own fields come ready from the
    catalogue copy (catalogue_snapshot.ready_card), and the search's own are added here with
    the schema's fields' formatting. A search page of 20 cards spent about a quarter of its CPU
    in the dump. tests/search/test_ready_cards.py compares the result with the schema's dump."""

    def __init__(self, **kwargs):
        super().__init__(fields.Nested(HotelSummarySchema), **kwargs)

    def _serialize(self, value, attr, obj, **kwargs):
        if value is None:
            return None
        money = _CARD_MONEY._serialize
        return [{**card.hotel.card,
                 "lowest_price": money(card.lowest_price, None, None),
                 "display_price": money(card.display_price, None, None),
                 "available": card.available, "distance_km": card.distance_km}
                for card in value]


class FacetOptionSchema(Schema):
    value = fields.Raw(metadata={"description": "What to pass to the filter: a code, a star "
                                                "count or a rating"})
    name = fields.String(allow_none=True, metadata={
        "description": "The option's name in `lang` (codes only; null for numbers)"})
    count = WholeNumber(metadata={"description": "Hotels the search finds with this option "
                                                 "chosen"})


class SearchFacetsSchema(Schema):
    """Counts among the hotels the search finds with its other filters (city, name, map, dates,
    party, price). Amenities: hotels that have it among those found (the amenities asked for
    kept). Stars, property type, guest rating: hotels the search finds with that option instead
    of the one asked (every other filter kept). Free cancellation: hotels found with it asked."""

    amenities = fields.List(fields.Nested(FacetOptionSchema), metadata={
        "description": "Every amenity of the vocabulary, in its order"})
    property_types = fields.List(fields.Nested(FacetOptionSchema))
    stars = fields.List(fields.Nested(FacetOptionSchema), metadata={"description": "5 down to 1"})
    min_rating = fields.List(fields.Nested(FacetOptionSchema), metadata={
        "description": "4.5, 4, 3.5 and 3: hotels rated at least that"})
    free_cancellation = WholeNumber()
    meal_plans = fields.List(fields.Nested(FacetOptionSchema), metadata={
        "description": "Hotels the search finds with that meal plan instead of the one asked"})
    pay_at_property = WholeNumber(metadata={"description": "Hotels found with it asked"})


def _facet_options_json(options) -> list[dict]:
    """catalogue.FacetOption values as FacetOptionSchema writes each (`value` as it is)."""
    return [{"value": option.value, "name": text(option.name), "count": whole_number(option.count)}
            for option in options]


def search_facets_json(facets) -> dict:
    """A catalogue.SearchFacets as SearchFacetsSchema writes it, key for key in its order."""
    return {"amenities": _facet_options_json(facets.amenities),
            "property_types": _facet_options_json(facets.property_types),
            "stars": _facet_options_json(facets.stars),
            "min_rating": _facet_options_json(facets.min_rating),
            "free_cancellation": whole_number(facets.free_cancellation),
            "meal_plans": _facet_options_json(facets.meal_plans),
            "pay_at_property": whole_number(facets.pay_at_property)}


class SearchFacetsField(fields.Nested):
    """A search's facets as SearchFacetsSchema documents them, written by `search_facets_json`
    instead of a dump option by option: the panel's 36 options went through marshmallow's
    Nested, a lookup and a formatting for each of their three fields, about a sixth of a
    filtered search's CPU (bench/request_cpu.py --profile search_filtered).
    tests/search/test_facets_writer.py compares the bytes with the schema's dump."""

    def __init__(self, **kwargs):
        super().__init__(SearchFacetsSchema, **kwargs)

    def _serialize(self, nested_obj, attr, obj, **kwargs):
        return None if nested_obj is None else search_facets_json(nested_obj)


class HotelSearchResultSchema(PaginationSchema):
    """Documents a search page; its dump is `search_result_json`'s JSON text (app/json_text.py:
    the cards' text is kept ready in the catalogue copy). marshmallow's dump of these fields
    and json.dumps of the 20 cards were about a tenth of a search's CPU.
    tests/search/test_ready_cards.py compares the whole response with this schema's own dump."""

    hotels = HotelCards()
    facets = SearchFacetsField(allow_none=True, metadata={
        "description": "With `facets=true`; else null"})
    display_currency = fields.Nested(DisplayCurrencySchema, allow_none=True, metadata={
        "description": "With `currency=`; else null"})
    check_in = fields.Date(allow_none=True)
    check_out = fields.Date(allow_none=True)
    nights = WholeNumber(allow_none=True)
    guests = WholeNumber()
    rooms = WholeNumber()

    def dump(self, obj, *, many=None):
        if (self.many if many is None else many) or self.only or self.exclude:
            return super().dump(obj, many=many)
        return search_result_json(obj)


def search_result_json(result) -> JSONText:
    """A catalogue.SearchResult as HotelSearchResultSchema's fields write it, key for key in
    their order, as JSON text: the cards from their ready text (`cards_json`), the rest
    through json.dumps."""
    check_in, check_out = result.check_in, result.check_out
    display, facets = result.display_currency, result.facets
    head = compact_json({"page": whole_number(result.page), "limit": whole_number(result.limit),
                       "total": whole_number(result.total),
                       "total_pages": whole_number(result.total_pages)})
    tail = compact_json({
        "facets": None if facets is None else search_facets_json(facets),
        "display_currency": None if display is None else _DISPLAY_CURRENCY.dump(display),
        "check_in": None if check_in is None else check_in.isoformat(),
        "check_out": None if check_out is None else check_out.isoformat(),
        "nights": whole_number(result.nights), "guests": whole_number(result.guests),
        "rooms": whole_number(result.rooms)})
    return JSONText(f'{head[:-1]},"hotels":{cards_json(result.hotels)},{tail[1:]}')


def cards_json(cards) -> str:
    """A list of catalogue.HotelCard as HotelCards writes it, as JSON text: each card's ready
    text (catalogue_snapshot.ready_card_json) with its four search values put in."""
    money = money_number
    return "[" + ",".join([
        f"{a}{scalar_json(money(card.lowest_price))}{b}{scalar_json(money(card.display_price))}"
        f"{c}{scalar_json(card.available)}{d}{scalar_json(card.distance_km)}{e}"
        for card in cards for a, b, c, d, e in (card.hotel.card_json,)]) + "]"


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
    featured_hotels = HotelCards(attribute="featured", metadata={
        "description": "Up to 8 featured live hotels, in the search's `rating` order: best "
                       "average rating, then most reviews, then name"})
    popular_cities = fields.List(fields.Nested(CitySchema), attribute="cities")


class AmenitySchema(Schema):
    code = fields.String()
    name = fields.String(metadata={"description": "English"})
    names = fields.Function(
        lambda amenity: (AMENITIES[amenity.code].names if amenity.code in AMENITIES
                         else {"en": amenity.name}),
        metadata={"type": "object", "additionalProperties": {"type": "string"},
                  "description": "The name in en, am, om and ti",
                  "example": {"en": "Swimming pool", "am": "መዋኛ ገንዳ", "om": "Iddoo daakaa",
                              "ti": "መሐንበሲ"}})


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
    """A room type on sale (catalogue.OfferedRoomType)."""

    room_type_id = WholeNumber(attribute="room_type.id")
    name = fields.String(attribute="room_type.name")
    description = fields.String(attribute="room_type.description")
    capacity = WholeNumber(attribute="room_type.capacity",
                           metadata={"description": "Guests per room"})
    bed_type = fields.String(attribute="room_type.bed_type")
    size_sqm = WholeNumber(attribute="room_type.size_sqm", allow_none=True)
    price_per_night = Money(attribute="room_type.price_per_night",
                            metadata={"description": "ETB, before service charge and VAT"})
    display_price = Money(allow_none=True, metadata={
        "description": "`price_per_night` in the asked `currency` (display only); null "
                       "without it"})
    images = fields.List(fields.Nested(HotelImageSchema), attribute="room_type.images",
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
    property_type = fields.String(attribute="hotel.property_type",
                                  metadata={"enum": list(PROPERTY_TYPES)})
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
    display_currency = fields.Nested(DisplayCurrencySchema, allow_none=True, metadata={
        "description": "With `currency=`; else null"})


class HotelDetailQueryArgsSchema(Schema):
    currency = fields.String(validate=validate.Length(min=3, max=3), metadata={
        "description": "Also show room prices in this currency (see `GET /hotels`)",
        "example": "USD"})


class AvailabilityQueryArgsSchema(Schema):
    check_in = fields.Date(required=True, metadata=DATE_DOC)
    check_out = fields.Date(required=True, metadata=DATE_DOC)
    guests = WholeNumber(load_default=1, validate=COUNT)
    rooms = WholeNumber(load_default=1, validate=COUNT,
                           metadata={"description": "Rooms wanted, 1 to 9"})
    currency = display_currency_query()


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


# The quote's nights and charges are written without a schema dump (app/schemas/bookings.py):
# these build the dicts the schemas above document, key for key in their order, each value as
# the schema's field writes it (app/schemas/common.py money_number and the others).
# Marshmallow spent a third of the CPU looking each value up and formatting it. An availability
# is written as text (`hotel_availability_text` below).

def night_prices_json(nightly) -> list[dict]:
    """`nightly` (pricing.NightPrice) as NightPriceSchema writes each night."""
    return [{"date": night.isoformat(), "price": cents_number(price), "season": text(season)}
            for night, price, season in nightly]


def price_charges_json(price) -> dict:
    """A pricing.PriceBreakdown's charges, from the rooms' to the total, as the quote
    (QuoteSchema, flat) writes them, in their order (PriceBreakdownSchema's, which
    `price_breakdown_text` writes as text)."""
    return {"room_charges": cents_number(price.room_charges),
            "discount_rate": float_number(price.discount_rate),
            "discount": cents_number(price.discount), "discount_name": text(price.discount_name),
            "subtotal": cents_number(price.subtotal),
            "service_charge_rate": float_number(price.service_charge_rate),
            "service_charge": cents_number(price.service_charge),
            "vat_rate": float_number(price.vat_rate), "vat": cents_number(price.vat),
            "total": cents_number(price.total), "currency": text(price.currency)}


class RestrictionSchema(Schema):
    """Why a room type cannot take this stay although it has rooms free: staff closed the
    arrival night to arrivals, or stays arriving then must be longer."""

    code = fields.String(metadata={"enum": ["closed_to_arrival", "min_stay"]})
    min_stay = WholeNumber(allow_none=True, metadata={
        "description": "With `min_stay`: the nights a stay arriving on check_in must last "
                       "(\"stay 3 nights to book this\"); else null", "example": 3})
    # In the request's language, as every other message the API sends (app/i18n.py).
    message = fields.Function(lambda restriction: translate(restriction.message), metadata={
        "type": "string", "example": "stays arriving on 2026-12-20 last at least 3 nights"})


def _language_of_this_request() -> str:
    """request_language(), as flask-babel worked it out for this request (get_locale keeps it
    for the request: the envelope's message asked it before the body is written), so that an
    availability, which names every plan of every room type, does not work it out a second
    time (parsing Accept-Language: ~2% of its CPU)."""
    locale = get_locale() if has_request_context() else None
    return request_language() if locale is None else locale.language


class RatePlanOfferSchema(Schema):
    """A rate plan of the room type priced for the stay: book it with `rate_plan_id`."""

    rate_plan_id = WholeNumber(attribute="offer.plan_id")
    name = fields.Function(lambda plan: plan.offer.plan.name_in(_language_of_this_request()),
                           metadata={"type": "string", "example": "Bed and breakfast",
                                     "description": "In the request's language (English "
                                                    "when the hotel gave none)"})
    meals = fields.String(attribute="offer.meals", metadata={
        "enum": ["none", "breakfast", "half_board", "full_board"]})
    payment_timing = fields.String(attribute="offer.payment", metadata={
        "enum": ["pay_now", "pay_at_property"],
        "description": "pay_at_property: confirmed at booking, paid at the hotel (a verified "
                       "guest account only)"})
    cancellation_rule = fields.String(attribute="offer.cancellation", metadata={
        "enum": ["free_until", "first_night", "non_refundable"]})
    free_cancellation_until = Timestamp(allow_none=True, metadata={
        "description": "With free_until; else null"})
    child_price = Money(attribute="offer.child_price", metadata={
        "description": "A night for each child (0: free)"})
    nightly_price = Money(attribute="price.nightly_price")
    stay_total = Money(attribute="price.total", metadata={
        "description": "Whole stay for the rooms asked, service charge and VAT included"})
    display_nightly_price = Money(allow_none=True)
    display_stay_total = Money(allow_none=True)


class RoomTypeAvailabilitySchema(Schema):
    room_type_id = WholeNumber(attribute="room_type.id")
    name = fields.String(attribute="room_type.name")
    capacity = WholeNumber(attribute="room_type.capacity")
    bed_type = fields.String(attribute="room_type.bed_type")
    available_rooms = WholeNumber(metadata={
        "description": "Rooms bookable for this stay: free on every night, and 0 when "
                       "`restriction` refuses the stay"})
    free_rooms = WholeNumber(metadata={
        "description": "Rooms free on every night, whatever the restrictions"})
    restriction = fields.Nested(RestrictionSchema, allow_none=True, metadata={
        "description": "Why this stay cannot be booked although rooms are free; null when "
                       "nothing refuses it"})
    fits_guests = fields.Boolean(metadata={"description": "capacity x rooms >= guests"})
    available = fields.Boolean(metadata={"description": "Bookable as asked: fits and enough rooms free"})
    nightly_price = Money()
    stay_total = Money(metadata={
        "description": "Whole stay for the rooms asked, service charge and VAT included"})
    display_nightly_price = Money(allow_none=True, metadata={
        "description": "`nightly_price` in the asked `currency` (display only)"})
    display_stay_total = Money(allow_none=True, metadata={
        "description": "`stay_total` in the asked `currency` (display only)"})
    price = fields.Nested(PriceBreakdownSchema)
    max_adults = fields.Function(lambda item: occupancy.max_adults(item.room_type),
                                 metadata={"type": "integer"})
    max_children = fields.Function(lambda item: occupancy.max_children(item.room_type),
                                   metadata={"type": "integer"})
    child_max_age = WholeNumber(attribute="room_type.child_max_age")
    rate_plans = fields.List(fields.Nested(RatePlanOfferSchema), metadata={
        "description": "The room type's rate plans for this stay, beside the standard price "
                       "above (empty: the standard price only)"})


# An availability is JSON text (app/json_text.py), as a search page is: each room type's and
# plan's fields that no stay changes (ids, names, occupancy, meals, terms) are written once per
# catalogue copy (`_room_type_ready_json`, `_plan_ready_json`, kept by CatalogueSnapshot.
# ready_text) and each request writes only its own figures between them. Building the dicts
# the schemas document and having json.dumps write them was a fifth of an availability's CPU
# (bench/request_cpu.py --profile availability). tests/search/test_availability_writer.py
# compares the text, byte for byte, with marshmallow's dump of the schemas written compactly.

_string_json = json_encoder.encode_basestring_ascii  # json.dumps of a str, in ASCII

# The writers put each request's values in with f-string formats, not a function call each (an
# availability writes some 130 amounts; a call apiece was most of its writing): an amount of a
# pricing.PriceBreakdown as `{float(amount)!r}` (cents_number's float, finite: price_nights
# adds cents), a rate as `{float(rate)!r}`, a count as `{int(count)}`, a flag through
# _JSON_BOOL, a string through `_string_json` or null.
_JSON_BOOL = {True: "true", False: "false"}


def _money_json(value) -> str:
    """An amount as Money writes it (rounded to cents, None as null) and json.dumps that."""
    return scalar_json(money_number(value))


def _cut_before_last(value: dict) -> str:
    """`value`'s compact JSON text up to its last key's value (which must be None): the text a
    writer continues with that value."""
    written = compact_json(value)
    assert written.endswith(":null}")
    return written[:-len("null}")]


def _room_type_ready_json(room_type) -> tuple[str, str]:
    """A catalogue_snapshot.SaleRoomType's fixed fields in RoomTypeAvailabilitySchema as JSON
    text: the head up to `available_rooms`' value, and the tail from `max_adults` up to
    `rate_plans`' value."""
    head = _cut_before_last({
        "room_type_id": whole_number(room_type.id), "name": text(room_type.name),
        "capacity": whole_number(room_type.capacity), "bed_type": text(room_type.bed_type),
        "available_rooms": None})
    tail = _cut_before_last({
        "max_adults": occupancy.max_adults(room_type),
        "max_children": occupancy.max_children(room_type),
        "child_max_age": whole_number(room_type.child_max_age), "rate_plans": None})
    return head, "," + tail[1:]


def _plan_ready_json(offer, lang: str) -> tuple[str, str]:
    """A rate_plans.Offer's fixed fields in RatePlanOfferSchema as JSON text, its name in
    `lang`: the head up to `free_cancellation_until`'s value (the stay's), and the piece from
    `child_price` up to `nightly_price`'s value."""
    head = _cut_before_last({
        "rate_plan_id": whole_number(offer.plan_id), "name": offer.plan.name_in(lang),
        "meals": text(offer.meals), "payment_timing": text(offer.payment),
        "cancellation_rule": text(offer.cancellation), "free_cancellation_until": None})
    middle = _cut_before_last({"child_price": money_number(offer.child_price),
                               "nightly_price": None})
    return head, "," + middle[1:]


def _ready(catalogue, key, make):
    """`make()` kept by the availability's catalogue copy (made anew without one)."""
    return make() if catalogue is None else catalogue.ready_text(key, make)


def price_breakdown_text(price) -> str:
    """A pricing.PriceBreakdown as PriceBreakdownSchema writes it, as JSON text."""
    nightly = ",".join([
        f'{{"date":"{night.isoformat()}","price":{float(amount)!r},"season":'
        f'{"null" if season is None else _string_json(season)}}}'
        for night, amount, season in price.nightly])
    name = price.discount_name
    return (
        f'{{"nights":{int(price.nights)},"rooms":{int(price.rooms)},'
        f'"nightly_price":{float(price.nightly_price)!r},"nightly":[{nightly}],'
        f'"room_charges":{float(price.room_charges)!r},'
        f'"discount_rate":{float(price.discount_rate)!r},'
        f'"discount":{float(price.discount)!r},'
        f'"discount_name":{"null" if name is None else _string_json(str(name))},'
        f'"subtotal":{float(price.subtotal)!r},'
        f'"service_charge_rate":{float(price.service_charge_rate)!r},'
        f'"service_charge":{float(price.service_charge)!r},'
        f'"vat_rate":{float(price.vat_rate)!r},"vat":{float(price.vat)!r},'
        f'"total":{float(price.total)!r},"currency":{_string_json(str(price.currency))}}}')


def _restriction_text(restriction) -> str:
    """An inventory.Restriction as RestrictionSchema writes it, as JSON text."""
    if restriction is None:
        return "null"
    return compact_json({"code": text(restriction.code),
                         "min_stay": whole_number(restriction.min_stay),
                         "message": translate(restriction.message)})


def _display_prices_text(shown) -> str:
    """The display prices of a room type's or a plan's availability (catalogue.
    RoomTypeAvailability, PlanAvailability) as their schemas write the two keys: null both
    without a display currency."""
    if shown.display is None:
        return '"display_nightly_price":null,"display_stay_total":null'
    return (f'"display_nightly_price":{_money_json(shown.display_nightly_price)},'
            f'"display_stay_total":{_money_json(shown.display_stay_total)}')


def _plan_offer_text(plan, lang: str, catalogue) -> str:
    """A catalogue.PlanAvailability as RatePlanOfferSchema writes it, its name in `lang`."""
    offer, price, until = plan.offer, plan.price, plan.free_cancellation_until
    head, middle = _ready(catalogue, ("availability plan", offer.plan_id, lang),
                          lambda: _plan_ready_json(offer, lang))
    return (f'{head}{"null" if until is None else _string_json(iso_utc(until))}{middle}'
            f'{float(price.nightly_price)!r},"stay_total":{float(price.total)!r},'
            f'{_display_prices_text(plan)}}}')


def _room_type_availability_text(item, lang: str, catalogue) -> str:
    """A catalogue.RoomTypeAvailability as RoomTypeAvailabilitySchema writes it."""
    room_type, price = item.room_type, item.price
    head, tail = _ready(catalogue, ("availability room type", room_type.id),
                        lambda: _room_type_ready_json(room_type))
    plans = ",".join([_plan_offer_text(plan, lang, catalogue) for plan in item.rate_plans])
    return (f'{head}{int(item.available_rooms)},"free_rooms":{int(item.free_rooms)},'
            f'"restriction":{_restriction_text(item.restriction)},'
            f'"fits_guests":{_JSON_BOOL[item.fits_guests]},'
            f'"available":{_JSON_BOOL[item.available]},'
            f'"nightly_price":{float(price.nightly_price)!r},'
            f'"stay_total":{float(price.total)!r},{_display_prices_text(item)},'
            f'"price":{price_breakdown_text(price)}{tail}[{plans}]}}')


class HotelAvailabilitySchema(Schema):
    """Documents an availability; its dump is `hotel_availability_text`'s JSON text (the
    writers' comment above says why). tests/search/test_availability_writer.py compares it with
    marshmallow's dump of these fields."""

    hotel_id = WholeNumber(attribute="hotel.id")
    check_in = fields.Date()
    check_out = fields.Date()
    nights = WholeNumber()
    guests = WholeNumber()
    rooms = WholeNumber()
    currency = fields.String()
    display_currency = fields.Nested(DisplayCurrencySchema, allow_none=True, metadata={
        "description": "With `currency=`; else null"})
    room_types = fields.List(fields.Nested(RoomTypeAvailabilitySchema))

    def dump(self, obj, *, many=None):
        if (self.many if many is None else many) or self.only or self.exclude:
            return super().dump(obj, many=many)
        return hotel_availability_text(obj)


_DISPLAY_CURRENCY = DisplayCurrencySchema()


def hotel_availability_text(availability) -> JSONText:
    """A catalogue.HotelAvailability as HotelAvailabilitySchema's fields write it, key for key
    in their order, as JSON text: the room types and plans around their ready text."""
    check_in, check_out = availability.check_in, availability.check_out
    display = availability.display_currency
    head = _cut_before_last({
        "hotel_id": whole_number(availability.hotel.id),
        "check_in": None if check_in is None else check_in.isoformat(),
        "check_out": None if check_out is None else check_out.isoformat(),
        "nights": whole_number(availability.nights),
        "guests": whole_number(availability.guests),
        "rooms": whole_number(availability.rooms),
        "currency": text(availability.currency),
        "display_currency": None if display is None else _DISPLAY_CURRENCY.dump(display),
        "room_types": None})
    lang, catalogue = _language_of_this_request(), availability.catalogue
    room_types = ",".join([_room_type_availability_text(item, lang, catalogue)
                           for item in availability.room_types])
    return JSONText(f"{head}[{room_types}]}}")


class GuestCalendarQueryArgsSchema(Schema):
    month = fields.String(required=True, validate=validate.Regexp(r"^\d{4}-(0[1-9]|1[0-2])$"),
                          metadata={"description": "YYYY-MM (Gregorian): this month (from "
                                                   "today, hotel-local) up to 12 months ahead",
                                    "example": "2026-12"})
    guests = WholeNumber(load_default=DEFAULT_GUESTS, validate=COUNT, metadata={
        "description": "Guests in one room (adults), default 2: room types for fewer are not "
                       "priced"})
    currency = display_currency_query()


class GuestNightSchema(Schema):
    date = fields.Date(attribute="night")
    available = fields.Boolean(metadata={
        "description": "A room type that fits the party has a room free this night"})
    lowest_price = Money(allow_none=True, metadata={
        "description": "One room for the party, this one night, service charge and VAT "
                       "included (ETB): the cheapest room type with a room free; no "
                       "length-of-stay discount. Null when none is free"})
    nightly_price = Money(allow_none=True, metadata={
        "description": "The same before service charge and VAT"})
    display_price = Money(allow_none=True, metadata={
        "description": "`lowest_price` in the asked `currency` (display only)"})
    room_type_id = WholeNumber(allow_none=True, metadata={"description": "Whose price it is"})
    season = fields.String(allow_none=True, metadata={
        "description": "The season that set that price, if any", "example": "Timkat"})
    closed_to_arrival = fields.Boolean(metadata={
        "description": "Rooms are free but no stay may start this night"})
    min_stay = WholeNumber(allow_none=True, metadata={
        "description": "The shortest stay that may start this night, when more than one night "
                       "(\"stay 3 nights to book this\"); null otherwise", "example": 3})


class GuestCalendarSchema(Schema):
    hotel_id = WholeNumber()
    month = fields.String(metadata={"example": "2026-12"})
    guests = WholeNumber()
    currency = fields.String()
    display_currency = fields.Nested(DisplayCurrencySchema, allow_none=True, metadata={
        "description": "With `currency=`; else null"})
    nights = fields.List(fields.Nested(GuestNightSchema), metadata={
        "description": "Every night of the month from today (hotel-local) on, in date order"})
