"""The live catalogue: which hotels guests can see, search and book (docs/booking.md): the home
page, search, hotel detail and per-room-type availability. Queries are batched: a search costs a
fixed handful of queries whatever the number of hotels. The stay rules (dates, nights, party)
are in app/services/booking/stays.py.
"""

from __future__ import annotations

import functools
import logging
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime, time
from decimal import ROUND_HALF_UP, Decimal
from functools import cached_property
from itertools import chain
from typing import NamedTuple

from sqlalchemy import Integer, and_, bindparam, select
from sqlalchemy.orm import joinedload, selectinload

from app.db_reads import PlainRead
from app.errors import NotFound, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Hotel, HotelStatus, RoomType
from app.models.base import utcnow
from app.services.booking import (
    catalogue_snapshot,
    destinations,
    geo,
    inventory,
    rate_plans,
    rates,
)
from app.services.booking.catalogue_snapshot import CardHotel, SaleRoomType
from app.services.booking.display_currency import DisplayCurrency, display_currency
from app.services.booking.pricing import (
    CURRENCY,
    PriceBreakdown,
    StayTooExpensive,
    price_nights_for_hotel,
)
from app.services.booking.rates import card_rates
from app.services.booking.stays import (
    fits_guests,
    free_cancellation_deadline,
    stay_values,
    validate_dates_pair,
    validate_party,
    validate_stay,
)
from app.services.content.amenities import (
    AMENITIES,
    DEFAULT_LANGUAGE,
    MEAL_PLANS,
    PROPERTY_TYPES,
    check_amenity_codes,
)
from app.services.content.ratings import (
    RatingSummary,
    rating_summaries,
    summary_of_hotel,
)
from app.services.name_matching import NameQuery
from app.services.paging import page_count

SORTS = ("recommended", "price_asc", "price_desc", "rating", "stars", "distance")
PRICE_SORTS = ("price_asc", "price_desc")
FEATURED_LIMIT = 8
CITY_LIMIT = 10

log = logging.getLogger(__name__)


# What a read of one live hotel brings along in the same statement, by name.
HOTEL_LOADING = {
    "hotel": lambda: (),
    "room types": lambda: (joinedload(Hotel.room_types),),
    "detail": lambda: (selectinload(Hotel.amenities), selectinload(Hotel.images),
                       selectinload(Hotel.room_types).selectinload(RoomType.images)),
}


@functools.cache
def _live_hotel_statement(loading: str):
    """A live hotel by the bind parameter hotel_id, with HOTEL_LOADING[loading]: built once, as
    availability reads it on every request (stays.CHECK_IN says why)."""
    return (select(Hotel)
            .where(Hotel.id == bindparam("hotel_id", type_=Integer),
                   Hotel.hotel_status.in_(HotelStatus.LIVE))
            .options(*HOTEL_LOADING[loading]()))


def get_live_hotel(hotel_id: int, loading: str = "hotel") -> Hotel:
    """The hotel if it is live (verified or active), with what HOTEL_LOADING[loading] brings
    along in the same read. Raises NotFound otherwise, never revealing that a pending or
    inactive hotel exists."""
    hotel = db.session.scalars(_live_hotel_statement(loading),
                               {"hotel_id": hotel_id}).unique().one_or_none()
    if hotel is None:
        raise NotFound(_("Hotel not found"))
    return hotel


@functools.cache
def _hotel_and_room_type_statement():
    """A hotel and its room type (or None), by bind parameters: built once, as every quote and
    booking reads it (stays.CHECK_IN says why)."""
    return (select(Hotel, RoomType)
            .outerjoin(RoomType, and_(RoomType.hotel_id == Hotel.id,
                                      RoomType.id == bindparam("room_type_id", type_=Integer)))
            .where(Hotel.id == bindparam("hotel_id", type_=Integer)))


def live_hotel_and_room_type(hotel_id: int, room_type_id: int) -> tuple[Hotel, RoomType]:
    """A live hotel and a room type of it that is on sale, in one statement. Raises NotFound
    (hotel, as `get_live_hotel`); another hotel's (or an unknown) room type is a 422 on
    `room_type_id`: the request is inconsistent rather than aimed at a missing resource."""
    row = db.session.execute(_hotel_and_room_type_statement(),
                             {"hotel_id": hotel_id, "room_type_id": room_type_id}).first()
    if row is None or row[0].hotel_status not in HotelStatus.LIVE:
        raise NotFound(_("Hotel not found"))
    hotel, room_type = row
    if room_type is None or not room_type.is_on_sale:
        raise ValidationFailed(_("is not a room type of this hotel"), field="room_type_id")
    return hotel, room_type


class StayHotel(NamedTuple):
    """A live hotel as a quote prices and writes a stay there (`live_stay`): plain values."""
    id: int
    name: str
    check_in_time: time
    free_cancellation_hours: int
    service_charge_rate: Decimal
    vat_rate: Decimal
    pay_at_property_rooms_per_night: int


class StayRoomType(NamedTuple):
    """A room type on sale as a quote checks the party against it, prices and writes it."""
    id: int
    name: str
    price_per_night: Decimal
    capacity: int
    max_adults: int | None
    max_children: int | None
    child_max_age: int


def stay_statement(*columns):
    """`live_stay`'s read (the hotel by the bind parameter hotel_id, its status, its room type
    ROOM_TYPE if it has it and whether that is on sale, the room type's free rooms and arrival
    restrictions for the stay (inventory.with_free_rooms) and its rate rules for the stay
    (rates.with_stay_rules: a row per rule), nothing hydrated as ORM objects), with `columns`
    between the free rooms and the rules: a booking adds its caller's holds
    (bookings.py). Read its rows with `read_live_stay`. Build it once (stays.CHECK_IN says
    why)."""
    # The hotel's status is compared here, not in SQL: an IN of a list is an expanding
    # parameter, rendered into the statement's text again on every execution.
    query = (select(RoomType.id.label("room_type_id"), Hotel.hotel_status,
                    RoomType.is_on_sale.label("on_sale"),
                    *(getattr(Hotel, name) for name in StayHotel._fields),
                    *(getattr(RoomType, name) for name in StayRoomType._fields))
             .select_from(Hotel)
             .outerjoin(RoomType, and_(RoomType.hotel_id == Hotel.id,
                                       RoomType.id == inventory.ROOM_TYPE))
             .where(Hotel.id == bindparam("hotel_id", type_=Integer)))
    return rates.with_stay_rules(inventory.with_free_rooms(query).add_columns(*columns))


@functools.cache
def _stay_statement():
    return stay_statement()


@functools.cache
def _stay_read() -> PlainRead:
    """`_stay_statement` sent straight to the session's connection (app/db_reads.py)."""
    return PlainRead(_stay_statement())


def live_stay(hotel_id: int, room_type_id: int, check_in: date, check_out: date
              ) -> tuple[StayHotel, StayRoomType, inventory.FreeRoomType]:
    """A live hotel, a room type of it that is on sale, and that room type's free rooms,
    arrival restrictions and rate rules for the stay (inventory.free_room_types' with its
    rules), in one statement of plain columns: what a quote reads (a quote read the hotel and
    the room type as ORM objects and then the free rooms, a third of its CPU), on a connection
    of its own when the session has none (app/db_reads.py, `alone`: a quote's one statement).
    Raises as `live_hotel_and_room_type`."""
    rows = _stay_read().rows({"hotel_id": hotel_id, "room_type_id": room_type_id,
                              **stay_values(check_in, check_out), **inventory.clock_values()},
                             alone=True)
    return read_live_stay(rows, check_in, check_out)


def read_live_stay(rows, check_in: date, check_out: date
                   ) -> tuple[StayHotel, StayRoomType, inventory.FreeRoomType]:
    """`live_stay`'s values from the rows of a `stay_statement`. Raises as
    `live_hotel_and_room_type`."""
    if not rows or rows[0].hotel_status not in HotelStatus.LIVE:
        raise NotFound(_("Hotel not found"))
    row = rows[0]
    if row.room_type_id is None or not row.on_sale:
        raise ValidationFailed(_("is not a room type of this hotel"), field="room_type_id")
    # One room type: its own columns are the same on each of its rules' rows.
    (_own, rules), = rates.group_stay_rules(rows)
    hotel_start = 3
    room_type_start = hotel_start + len(StayHotel._fields)
    hotel = StayHotel(*row[hotel_start:room_type_start])
    room_type = StayRoomType(*row[room_type_start:room_type_start + len(StayRoomType._fields)])
    free = inventory.free_room_type(
        room_type.id, hotel.id, room_type.price_per_night, row.free_rooms, row.closed,
        row.min_stay, check_in, (check_out - check_in).days, rules)
    return hotel, room_type, free


# --- search and home ---------------------------------------------------------------------------

@dataclass
class HotelCard:
    """A hotel in a list (from the worker's catalogue copy): its cheapest fitting (and, with
    dates, available) nightly price."""

    hotel: CardHotel
    lowest_price: Decimal | None
    available: bool | None = None
    distance_km: float | None = None  # from the searched point, when one was given
    display_price: Decimal | None = None  # lowest_price in the asked display currency

    @property
    def rating(self) -> RatingSummary:
        return summary_of_hotel(self.hotel)

    @property
    def image_url(self) -> str | None:
        return self.hotel.image_url

    @property
    def latitude(self) -> float | None:
        return self.hotel.latitude

    @property
    def longitude(self) -> float | None:
        return self.hotel.longitude

    @property
    def average_rating(self) -> float:
        return self.rating.average

    @property
    def review_count(self) -> int:
        return self.rating.count


# The guest-rating options of the filter panel ("4.5+", "4+", ...), on the 1-5 review scale.
RATING_STEPS = (Decimal("4.5"), Decimal("4"), Decimal("3.5"), Decimal("3"))


def _tenths(rating: Decimal) -> int:
    return int((rating * 10).to_integral_value(rounding=ROUND_HALF_UP))


RATING_STEP_TENTHS = tuple((step, _tenths(step)) for step in RATING_STEPS)


def _rated_at_least(tenths: int, hotel: CardHotel) -> bool:
    """Whether the hotel's shown average (one decimal) is at least `tenths` / 10."""
    return hotel.average_tenths >= tenths


@dataclass(frozen=True)
class FacetOption:
    value: str | int | float
    name: str | None  # in the asked language, for a vocabulary's term
    count: int


@dataclass(frozen=True)
class SearchFacets:
    """The counts a filter panel shows next to each option ("Swimming pool (4)")."""
    amenities: list[FacetOption]
    property_types: list[FacetOption]
    stars: list[FacetOption]
    min_rating: list[FacetOption]
    free_cancellation: int
    meal_plans: list[FacetOption] = field(default_factory=list)
    pay_at_property: int = 0


@dataclass
class SearchResult:
    hotels: list[HotelCard]
    total: int
    page: int
    limit: int
    check_in: date | None = None
    check_out: date | None = None
    nights: int | None = None
    guests: int = 1
    rooms: int = 1
    facets: SearchFacets | None = None
    display_currency: DisplayCurrency | None = None

    @property
    def total_pages(self) -> int:
        return page_count(self.total, self.limit)


def _cards(hotels: list[CardHotel], prices: dict[int, Decimal], available: bool | None,
           distances: dict[int, float | None] | None = None,
           display: DisplayCurrency | None = None) -> list[HotelCard]:
    """Cards in the order of `hotels`, ratings from the hotels' own counts."""
    distances = distances or {}
    return [HotelCard(hotel, prices.get(hotel.id), available, _rounded(distances.get(hotel.id)),
                      display.convert(prices.get(hotel.id)) if display else None)
            for hotel in hotels]


def _rounded(distance: float | None) -> float | None:
    return None if distance is None else round(distance, 3)


def search_hotels(**filters) -> SearchResult:
    """Live hotels matching the filters (see `HotelSearch`). Raises ValidationFailed for bad
    dates, rooms or guests, or a price range upside down."""
    return HotelSearch(**filters).run()


@dataclass(frozen=True)
class HotelSearch:
    """A search: the live hotels matching the filters that can take the party (a room type on
    sale that fits `guests` in `rooms` rooms; with dates, with `rooms` sellable rooms free on
    every night and an arrival night that does not refuse the stay), in the asked order, each
    with its lowest nightly price among those room types, priced for the dates (`lowest_price`).
    Hotels that cannot take the party are left out (not flagged), so every result is bookable as
    asked and `total` counts bookable hotels. Prices filter on that lowest price.

    Filters: `city` is any spelling or prefix of a city's name (destinations.
    stored_cities_matching); `q` a part of the hotel's name, in any case and either script
    (name_matching); the filter panel's (`panel`): `stars` (any of them), `amenities` (all of
    them), `min_rating`, `free_cancellation` (`cancels_free`), `property_type` (any of them),
    with the counts of each option when `facets` (`count_facets`). On the map
    (app/services/booking/geo.py): `lat` and `lng` give a point, from which `radius_km` keeps
    the hotels within that distance, `sort=distance` orders (the nearest first, hotels without
    coordinates last) and each card's `distance_km` is measured; `bbox` keeps the hotels inside
    a box. Hotels without coordinates are never in a radius or a box.

    The catalogue comes from this worker's copy (catalogue_snapshot: hotels, room types and
    rates in memory, read again when the catalogue's version moves); the database is asked one
    thing besides its version: which room types cannot take this stay
    (inventory.refused_room_type_ids, the few nearly full or restricted nights). A search costs
    two small statements whatever the number of hotels (a third reads a display `currency`'s
    rate)."""

    city: str | None = None
    q: str | None = None
    check_in: date | None = None
    check_out: date | None = None
    guests: int = 1
    rooms: int = 1
    min_price: Decimal | None = None
    max_price: Decimal | None = None
    stars: list[int] | None = None
    amenities: list[str] | None = None
    min_rating: Decimal | None = None
    free_cancellation: bool | None = None
    property_type: list[str] | None = None
    meal_plan: list[str] | None = None
    pay_at_property: bool | None = None
    lat: float | None = None
    lng: float | None = None
    radius_km: float | None = None
    bbox: list[float] | None = None
    sort: str = "recommended"
    page: int = 1
    limit: int = 20
    facets: bool = False
    lang: str = DEFAULT_LANGUAGE
    currency: str | None = None

    def run(self) -> SearchResult:
        nights = self.validate()
        display = display_currency(self.currency)
        snapshot = catalogue_snapshot.current()
        # The stored city names meant by `city` ("Addis", "AA", "አዲስ አበባ", "bah").
        cities = (frozenset(destinations.stored_cities_matching(self.city, snapshot.cities))
                  if self.city else None)
        refused = (inventory.refused_room_type_ids(self.check_in, self.check_out, self.rooms)
                   if self.check_in is not None else frozenset())
        on_map = self.on_map(snapshot)

        fitting = self.fitting_room_types(snapshot)
        # The hotels a refusal touches; every other hotel in `fitting` takes the stay as it is.
        refused_hotels = {snapshot.hotel_of_room_type.get(room_type_id)
                          for room_type_id in refused}

        def bookable(hotel: CardHotel) -> list[SaleRoomType]:
            types = fitting.get(hotel.id, ())
            if hotel.id not in refused_hotels:
                return list(types)
            return [rt for rt in types if rt.id not in refused]

        # A price or distance sort starts from any fixed order: its ties are broken by name and
        # id below.
        order = self.sort if self.sort in catalogue_snapshot.ORDERS else "recommended"

        # Each filter asked for is one pass over the hotels left by the one before, starting
        # from the hotels in the cities asked that can take the party (in this order, once per
        # copy); with counts, the panel's filters wait (the panel counts each option among the
        # hotels the others leave).
        hotels = self.fitting_hotels(snapshot, order, fitting, cities)
        for test in self.hotel_tests(on_map, with_panel=not self.facets):
            hotels = [hotel for hotel in hotels if test(hotel)]
        if refused_hotels:
            hotels = [hotel for hotel in hotels
                      if hotel.id not in refused_hotels or bookable(hotel)]
        start = (self.page - 1) * self.limit
        prices = {}
        if self.prices_decide_the_order:
            prices = {hotel.id: self.lowest_price(bookable(hotel)) for hotel in hotels}
            hotels = [hotel for hotel in hotels if self.price_in_range(prices[hotel.id])]
        facets = None
        if self.facets:
            facets, hotels = self.count_facets(hotels)
        if self.sort in PRICE_SORTS:
            sign = -1 if self.sort == "price_desc" else 1
            hotels.sort(key=lambda hotel: (sign * prices[hotel.id], hotel.name, hotel.id))
        distances: dict[int, float | None] = {}
        if self.sort == "distance":
            distances = self.distances(hotels, on_map)
            hotels.sort(key=lambda hotel: (distances[hotel.id] is None,
                                           distances[hotel.id] or 0.0, hotel.name, hotel.id))
        page = hotels[start:start + self.limit]
        if not self.prices_decide_the_order:
            prices = {hotel.id: self.lowest_price(bookable(hotel)) for hotel in page}
        if self.has_point and not distances:
            distances = self.distances(page, on_map)
        cards = _cards(page, prices, True if self.check_in is not None else None, distances,
                       display)
        return SearchResult(cards, len(hotels), self.page, self.limit, self.check_in,
                            self.check_out, nights, self.guests, self.rooms, facets, display)

    @property
    def has_point(self) -> bool:
        return self.lat is not None

    def on_map(self, snapshot: catalogue_snapshot.CatalogueSnapshot) -> dict[int, float | None] | None:
        """The ids of the hotels inside the radius and the box (with their distance from the
        point within a radius, else None), from the copy's hotels by latitude; None without a
        radius or a box."""
        if self.radius_km is None and self.bbox is None:
            return None
        if self.radius_km is not None:
            found: dict[int, float | None] = snapshot.places.within(self.lat, self.lng,
                                                                    self.radius_km)
            if self.bbox is not None:
                box = geo.BoundingBox.parse(self.bbox)
                found = {hotel_id: distance for hotel_id, distance in found.items()
                         if box.contains(snapshot.hotels[hotel_id].latitude,
                                         snapshot.hotels[hotel_id].longitude)}
            return found
        return dict.fromkeys(hotel.id for hotel in
                             snapshot.places.inside(geo.BoundingBox.parse(self.bbox)))

    def distances(self, hotels: list[CardHotel],
                  on_map: dict[int, float | None] | None) -> dict[int, float | None]:
        """Each hotel's distance in km from the point (None without coordinates), reusing those
        the radius measured."""
        measured = {}
        for hotel in hotels:
            distance = on_map.get(hotel.id) if on_map else None
            if distance is None and hotel.latitude is not None and hotel.longitude is not None:
                distance = geo.distance_km(self.lat, self.lng, hotel.latitude, hotel.longitude)
            measured[hotel.id] = distance
        return measured

    def validate(self) -> int | None:
        """The stay's nights (None without dates). Raises ValidationFailed naming the field."""
        validate_dates_pair(self.check_in, self.check_out)
        nights = None
        if self.check_in is not None:
            nights = validate_stay(self.check_in, self.check_out, rooms=self.rooms,
                                   guests=self.guests)
        else:
            validate_party(rooms=self.rooms, guests=self.guests)
        if (self.min_price is not None and self.max_price is not None
                and self.min_price > self.max_price):
            raise ValidationFailed(_("must not be below min_price"), field="max_price")
        if self.sort not in SORTS:
            raise ValidationFailed(_("must be one of %(choices)s", choices=", ".join(SORTS)), field="sort")
        if self.amenities:
            check_amenity_codes(self.amenities, field="amenities")
        for code in self.property_type or ():
            if code not in PROPERTY_TYPES:
                raise ValidationFailed(_("must be among %(choices)s", choices=", ".join(PROPERTY_TYPES)),
                                       field="property_type")
        for code in self.meal_plan or ():
            if code not in MEAL_PLANS:
                raise ValidationFailed(_("must be among %(choices)s", choices=", ".join(MEAL_PLANS)),
                                       field="meal_plan")
        if self.min_rating is not None and not 0 <= self.min_rating <= 5:
            raise ValidationFailed(_("must be between 0 and 5"), field="min_rating")
        self.validate_map()
        return nights

    def validate_map(self) -> None:
        """A point is both `lat` and `lng`, on the globe; `radius_km` and `sort=distance` need
        one; `radius_km` is above 0 and at most geo.MAX_RADIUS_KM; `bbox` is a box the right way
        up (geo.BoundingBox.parse). Raises ValidationFailed naming the field."""
        if (self.lat is None) != (self.lng is None):
            raise ValidationFailed(_("lat and lng go together"),
                                   field="lng" if self.lng is None else "lat")
        if self.lat is not None and not -90 <= self.lat <= 90:
            raise ValidationFailed(_("must be between -90 and 90"), field="lat")
        if self.lng is not None and not -180 <= self.lng <= 180:
            raise ValidationFailed(_("must be between -180 and 180"), field="lng")
        if self.radius_km is not None:
            if self.lat is None:
                raise ValidationFailed(_("needs lat and lng"), field="radius_km")
            if not 0 < self.radius_km <= geo.MAX_RADIUS_KM:
                raise ValidationFailed(_("must be above 0 and at most %(max)s", max=f"{geo.MAX_RADIUS_KM:g}"),
                                       field="radius_km")
        if self.sort == "distance" and self.lat is None:
            raise ValidationFailed(_("sort=distance needs lat and lng"), field="sort")
        if self.bbox is not None:
            geo.BoundingBox.parse(self.bbox)

    @property
    def prices_decide_the_order(self) -> bool:
        """Whether every hotel's price is needed to choose the page (a price filter or order)."""
        return (self.sort in PRICE_SORTS or self.min_price is not None
                or self.max_price is not None)

    @cached_property
    def name_query(self) -> NameQuery | None:
        """`q` as the names are compared, in either script (name_matching)."""
        query = NameQuery(self.q) if self.q else None
        return query if query else None

    def hotel_tests(self, on_map: dict | None, *,
                    with_panel: bool) -> list[Callable[[CardHotel], bool]]:
        """The tests of one hotel that the asked filters make besides its city
        (`fitting_hotels`), the most selective first: on the map (`on_map`'s ids), the name,
        and `with_panel` the panel's."""
        tests = []
        if on_map is not None:
            tests.append(lambda hotel: hotel.id in on_map)
        if self.name_query is not None:
            query = self.name_query
            tests.append(lambda hotel: query.matches(hotel.name_forms))
        if with_panel:
            tests.extend(self.panel.values())
        return tests

    # --- the filter panel's filters: stars, amenities, guest rating, free cancellation, type

    @cached_property
    def panel(self) -> dict[str, Callable[[CardHotel], bool]]:
        """The panel's filters that were asked for, by name, each a test of one hotel."""
        tests = {}
        if self.stars:
            stars = frozenset(self.stars)
            tests["stars"] = lambda hotel: hotel.stars in stars
        if self.amenities:
            wanted = frozenset(self.amenities)
            tests["amenities"] = lambda hotel: wanted <= hotel.amenities
        if self.min_rating is not None:
            tests["min_rating"] = functools.partial(_rated_at_least, _tenths(self.min_rating))
        if self.free_cancellation:
            tests["free_cancellation"] = self.cancels_free
        if self.property_type:
            types = frozenset(self.property_type)
            tests["property_type"] = lambda hotel: hotel.property_type in types
        if self.meal_plan:
            meals = frozenset(self.meal_plan)
            tests["meal_plan"] = lambda hotel: not meals.isdisjoint(hotel.meal_plans)
        if self.pay_at_property:
            tests["pay_at_property"] = lambda hotel: hotel.pays_at_property
        return tests

    @cached_property
    def _free_cancellation_by_rule(self) -> dict[tuple, bool]:
        """cancels_free's answers by hotel rule (check-in time, hours): hotels share a few."""
        return {}

    def cancels_free(self, hotel: CardHotel) -> bool:
        """Whether a stay booked now can still be cancelled for free (bookings' rule, per hotel:
        until free_cancellation_hours before check-in). Without dates, every hotel: its rule
        gives a stay far enough ahead a free window."""
        if self.check_in is None:
            return True
        rule = (hotel.check_in_time, hotel.free_cancellation_hours)
        answers = self._free_cancellation_by_rule
        if rule not in answers:
            answers[rule] = utcnow() < free_cancellation_deadline(hotel, self.check_in)
        return answers[rule]

    def count_facets(self, hotels: list[CardHotel]) -> tuple[SearchFacets, list[CardHotel]]:
        """The counts of the filter panel among `hotels` (those passing every other filter): for
        each option, how many hotels the search would find with it chosen and the rest of the
        panel as asked. Amenities add to those asked (a hotel has them all); stars, property
        type and guest rating replace their own filter; free cancellation is counted as if
        asked. Also the hotels that pass the whole panel as asked, in their order: the counting
        has tried each hotel against each filter already.

        Each hotel is tried once and put with the hotels it counts for (`chosen`: the whole
        panel passed; `only[name]`: every filter but that one), then each option is counted
        over those lists at once (Counter over the values), not a Counter update per hotel and
        option: a filtered search of ~150 hotels on the map spent 380 us here."""
        panel = tuple(self.panel.items())
        chosen: list[CardHotel] = []
        only: dict[str, list[CardHotel]] = {name: [] for name in self.panel}
        for hotel in hotels:
            # The panel's filters the hotel fails: with none it counts everywhere, with one only
            # for that filter's options, with more nowhere.
            failed = None
            for name, test in panel:
                if not test(hotel):
                    if failed is not None:
                        break
                    failed = name
            else:
                (chosen if failed is None else only[failed]).append(hotel)

        def counted_with(name: str) -> list[CardHotel]:
            """The hotels an option of filter `name` counts: those passing the rest of the
            panel (the filter itself replaced by the option)."""
            return chosen + only[name] if name in only else chosen

        amenities = Counter(chain.from_iterable(hotel.amenities for hotel in chosen))
        stars = Counter(hotel.stars for hotel in counted_with("stars"))
        types = Counter(hotel.property_type for hotel in counted_with("property_type"))
        meal_plans = Counter(chain.from_iterable(hotel.meal_plans
                                                 for hotel in counted_with("meal_plan")))
        tenths = sorted(hotel.average_tenths for hotel in counted_with("min_rating"))
        ratings = {step: len(tenths) - bisect_left(tenths, step_tenths)
                   for step, step_tenths in RATING_STEP_TENTHS}
        # Every chosen hotel passed free cancellation when it was asked.
        free_cancellation = (len(chosen) if "free_cancellation" in self.panel
                             else sum(1 for hotel in chosen if self.cancels_free(hotel)))
        pay_at_property = sum(1 for hotel in chosen if hotel.pays_at_property)
        lang = self.lang
        facets = SearchFacets(
            amenities=[FacetOption(code, term.name(lang), amenities[code])
                       for code, term in AMENITIES.items()],
            property_types=[FacetOption(code, term.name(lang), types[code])
                            for code, term in PROPERTY_TYPES.items()],
            stars=[FacetOption(value, None, stars[value]) for value in (5, 4, 3, 2, 1)],
            min_rating=[FacetOption(float(step), None, ratings[step]) for step in RATING_STEPS],
            free_cancellation=free_cancellation,
            meal_plans=[FacetOption(code, term.name(lang), meal_plans[code])
                        for code, term in MEAL_PLANS.items()],
            pay_at_property=pay_at_property)
        return facets, chosen

    def fits(self, room_type: SaleRoomType) -> bool:
        """Whether the room type (on sale) fits the party; with dates, whether it also has
        `rooms` sellable rooms. A fitting room type takes the stay unless the nights' bookings
        or the arrival night's restrictions refuse it (inventory.refused_room_type_ids)."""
        if room_type.capacity * self.rooms < self.guests:
            return False
        return self.check_in is None or room_type.sellable_rooms >= self.rooms

    def fitting_room_types(self, snapshot: catalogue_snapshot.CatalogueSnapshot
                           ) -> dict[int, tuple[SaleRoomType, ...]]:
        """By hotel, the room types that `fit` the party, in the copy's order (by price floor);
        hotels with none are left out. The same for every search of the party until the copy
        changes: made once per copy (CatalogueSnapshot.memo), not once per request for 3,000
        room types."""
        def make() -> dict[int, tuple[SaleRoomType, ...]]:
            fitting = {hotel_id: tuple(rt for rt in types if self.fits(rt))
                       for hotel_id, types in snapshot.room_types.items()}
            return {hotel_id: types for hotel_id, types in fitting.items() if types}

        return snapshot.memo(("fitting", self.guests, self.rooms, self.check_in is not None),
                             make)

    def fitting_hotels(self, snapshot: catalogue_snapshot.CatalogueSnapshot, order: str,
                       fitting: dict[int, tuple[SaleRoomType, ...]],
                       cities: frozenset[str] | None) -> list[CardHotel]:
        """The hotels in `order`, in one of `cities` (stored names; None: anywhere), that have a
        room type fitting the party (`fitting`, from `fitting_room_types`): the same for every
        search of the party, order and city until the copy changes, so made once per copy, not
        once per request for 500 hotels."""
        ordered = snapshot.memo(
            ("fitting hotels", order, self.guests, self.rooms, self.check_in is not None, cities),
            lambda: tuple(hotel for hotel in snapshot.ordered[order] if hotel.id in fitting
                          and (cities is None or hotel.city in cities)))
        return list(ordered)

    def lowest_price(self, room_types: list[SaleRoomType]) -> Decimal:
        """The lowest nightly price among these room types (in catalogue_snapshot's order, by
        price floor): their base price, or with dates what a night averages under their rates
        (seasons, weekdays, length-of-stay discount); under a room type's cheapest rate plan
        when it has plans (rate_plans.lowest_average, added up from the copy's
        rate_plans.week_prices). Room types whose floor is above the lowest price found cannot
        undercut it and are not priced."""
        if self.check_in is None:
            return min(rt.lowest_base_price for rt in room_types)
        lowest = None
        for rt in room_types:
            if lowest is not None and rt.price_floor is not None and rt.price_floor >= lowest:
                break  # the floors that follow are higher still
            price = (rate_plans.week_lowest_average(rt.week, self.check_in, self.check_out)
                     if rt.plan_prices or rt.rules else rt.price_per_night)
            if lowest is None or price < lowest:
                lowest = price
        return lowest

    def price_in_range(self, price: Decimal) -> bool:
        return ((self.min_price is None or price >= self.min_price)
                and (self.max_price is None or price <= self.max_price))


@dataclass
class CityCard:
    city: str
    hotel_count: int
    lowest_price: Decimal | None
    image_url: str | None


@dataclass
class HomePage:
    featured: list[HotelCard] = field(default_factory=list)
    cities: list[CityCard] = field(default_factory=list)


def home_page() -> HomePage:
    """Featured live hotels (best rated first) and the cities with the most live hotels, each
    with its hotel count, lowest nightly price and an image of one of its hotels: from the
    worker's copy of the catalogue (catalogue_snapshot), no statement but its version."""
    snapshot = catalogue_snapshot.current()
    prices = snapshot.lowest_base_prices
    # In the search's `rating` order: best average, most reviews, then name.
    featured_hotels = [hotel for hotel in snapshot.ordered["rating"] if hotel.is_featured]
    featured = _cards(featured_hotels[:FEATURED_LIMIT], prices, None)

    top = sorted(destinations.live_destinations(snapshot).items(),
                 key=lambda item: (-len(item[1]), item[0].name))[:CITY_LIMIT]
    cities = []
    for destination, hotels in top:
        city_prices = [prices[hotel.id] for hotel in hotels if hotel.id in prices]
        # The image of its featured (else lowest id) hotel that has one.
        ranked = sorted(hotels, key=lambda hotel: (not hotel.is_featured, hotel.id))
        image = next((hotel.image_url for hotel in ranked if hotel.image_url is not None), None)
        cities.append(CityCard(destination.name, len(hotels), min(city_prices, default=None),
                               image))
    return HomePage(featured, cities)


# --- one hotel -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class OfferedRoomType:
    room_type: RoomType
    display_price: Decimal | None = None  # its base price in the asked display currency


@dataclass
class HotelDetail:
    hotel: Hotel
    room_types: list[OfferedRoomType]
    rating: RatingSummary
    display_currency: DisplayCurrency | None = None


def hotel_detail(hotel_id: int, currency: str | None = None) -> HotelDetail:
    """A live hotel with its active room types, amenities, images and rating summary; with
    `currency`, room prices in it too (display_currency). Raises NotFound when the hotel is
    unknown or not live, ValidationFailed for a currency without a rate."""
    hotel = get_live_hotel(hotel_id, "detail")
    display = display_currency(currency)
    room_types = [OfferedRoomType(rt, display.convert(rt.price_per_night) if display else None)
                  for rt in hotel.room_types if rt.is_on_sale]
    return HotelDetail(hotel, room_types, rating_summaries([hotel.id])[hotel.id], display)


@dataclass(frozen=True)
class PlanAvailability:
    """A rate plan of a room type priced for the stay (rate_plans.py)."""
    offer: rate_plans.Offer
    price: PriceBreakdown
    free_cancellation_until: datetime | None
    display: DisplayCurrency | None = None

    @property
    def display_nightly_price(self) -> Decimal | None:
        return self.display.convert(self.price.nightly_price) if self.display else None

    @property
    def display_stay_total(self) -> Decimal | None:
        return self.display.convert(self.price.total) if self.display else None


@dataclass
class RoomTypeAvailability:
    room_type: SaleRoomType
    available_rooms: int  # bookable for this stay: 0 under a restriction that refuses it
    fits_guests: bool
    available: bool
    price: PriceBreakdown
    free_rooms: int = 0  # free on every night, whatever the restrictions
    restriction: inventory.Restriction | None = None  # why the stay is refused, if it is
    display: DisplayCurrency | None = None
    rate_plans: list[PlanAvailability] = field(default_factory=list)

    @property
    def display_nightly_price(self) -> Decimal | None:
        return self.display.convert(self.price.nightly_price) if self.display else None

    @property
    def display_stay_total(self) -> Decimal | None:
        return self.display.convert(self.price.total) if self.display else None

    @property
    def nightly_price(self) -> Decimal:
        return self.price.nightly_price

    @property
    def stay_total(self) -> Decimal:
        return self.price.total


@dataclass
class HotelAvailability:
    hotel: CardHotel
    check_in: date
    check_out: date
    nights: int
    guests: int
    rooms: int
    room_types: list[RoomTypeAvailability]
    currency: str = CURRENCY
    display_currency: DisplayCurrency | None = None
    # The catalogue copy the room types and plans are from: its ready text of their fixed
    # fields (CatalogueSnapshot.ready_text) is what the response is written around.
    catalogue: catalogue_snapshot.CatalogueSnapshot | None = None


def hotel_availability(
    hotel_id: int, check_in: date, check_out: date, *, guests: int = 1, rooms: int = 1,
    currency: str | None = None,
) -> HotelAvailability:
    """Every active room type of a live hotel with the rooms free on all nights of the stay,
    whether it fits the guests, and the priced stay for `rooms` rooms; a room type whose
    arrival night refuses the stay (closed to arrival, a longer minimum stay) says so
    (`restriction`) and has no room bookable for it.

    The hotel, its room types, their rate rules and their plans come from the worker's
    catalogue copy (catalogue_snapshot, as search's: no statement, no ORM object; as current as
    a search's, so a stay is priced as a search prices it), the free rooms and the arrival
    restrictions from one statement (inventory.hotel_free_room_types).
    Raises NotFound (hotel) or ValidationFailed (stay)."""
    snapshot = catalogue_snapshot.current()
    hotel = snapshot.hotels.get(hotel_id)
    if hotel is None:
        raise NotFound(_("Hotel not found"))
    nights = validate_stay(check_in, check_out, rooms=rooms, guests=guests)
    display = display_currency(currency)
    room_types = sorted(snapshot.room_types.get(hotel_id, ()),
                        key=lambda rt: (rt.price_per_night, rt.id))
    free = inventory.hotel_free_room_types(hotel_id, check_in, check_out)
    offers_of = snapshot.offers
    # A plan's free-cancellation deadline depends on its rule and hours alone (the hotel and
    # the arrival are this availability's): worked out once for the plans sharing them.
    deadlines: dict[tuple, datetime | None] = {}

    def deadline(offer: rate_plans.Offer) -> datetime | None:
        rule = (offer.cancellation, offer.free_cancellation_hours)
        if rule not in deadlines:
            deadlines[rule] = offer.deadline(hotel, check_in)
        return deadlines[rule]

    items = []
    for rt in room_types:
        if rt.id not in free:
            continue  # removed since the copy was read
        fits = fits_guests(rt, guests, rooms)
        available_rooms = free[rt.id].bookable_rooms
        try:
            # The nights' rates once, from the copy's rules (as a search prices): the standard
            # price and every plan's are made from them.
            stay_rates = card_rates(rt.card, rt.price_per_night, check_in, check_out)
            price = price_nights_for_hotel(hotel, stay_rates.nightly, rooms,
                                           discount_rate=stay_rates.discount_rate,
                                           discount_name=stay_rates.discount_name)
            offers = []
            for offer in offers_of.get(rt.id, ()):
                offers.append(PlanAvailability(
                    offer, rate_plans.price_rates_offer(hotel, stay_rates, rooms, offer,
                                                        standard=price),
                    deadline(offer), display))
        except StayTooExpensive:
            # One room type priced past what a booking can hold must not hide the others.
            log.warning("availability of hotel %s leaves out room type %s: the stay costs more "
                        "than a booking can hold", hotel.id, rt.id)
            continue
        items.append(RoomTypeAvailability(
            room_type=rt,
            available_rooms=available_rooms,
            fits_guests=fits,
            available=fits and available_rooms >= rooms,
            price=price,
            free_rooms=free[rt.id].free_rooms,
            restriction=free[rt.id].restriction,
            display=display,
            rate_plans=offers,
        ))
    return HotelAvailability(hotel, check_in, check_out, nights, guests, rooms, items,
                             display_currency=display, catalogue=snapshot)
