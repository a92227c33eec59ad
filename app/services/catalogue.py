"""The live catalogue: which hotels guests can see, search and book (DESIGN.md §4): the home
page, search, hotel detail and per-room-type availability. Queries are batched: a search costs a
fixed handful of queries whatever the number of hotels. The stay rules (dates, nights, party)
are in app/services/stays.py.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cached_property
from typing import NamedTuple

from sqlalchemy import Integer, and_, bindparam, func, select
from sqlalchemy.orm import joinedload, load_only, selectinload

from app.errors import NotFound, ValidationFailed
from app.extensions import db
from app.models import Hotel, HotelImage, HotelStatus, RoomType
from app.models.hotels import image_public_url
from app.services import destinations, inventory
from app.services.paging import page_count
from app.services.pricing import CURRENCY, PriceBreakdown
from app.services.rates import (
    StayRule,
    group_stay_rules,
    price_room_type_stay,
    stay_rates,
    with_stay_rules,
)
from app.services.ratings import (
    RatingSummary,
    average_tenths,
    rating_summaries,
    summary_of_hotel,
)
from app.services.stays import (
    fits_guests,
    stay_values,
    validate_dates_pair,
    validate_party,
    validate_stay,
)

SORTS = ("recommended", "price_asc", "price_desc", "rating", "stars")
PRICE_SORTS = ("price_asc", "price_desc")
FEATURED_LIMIT = 8
CITY_LIMIT = 10


def get_live_hotel(hotel_id: int, *loading) -> Hotel:
    """The hotel if it is live (verified or active), with what the loader options `loading`
    bring along in the same read (e.g. `joinedload(Hotel.room_types)`). Raises NotFound
    otherwise, never revealing that a pending or inactive hotel exists."""
    hotel = db.session.scalars(
        select(Hotel).where(Hotel.id == hotel_id, Hotel.hotel_status.in_(HotelStatus.LIVE))
        .options(*loading)).unique().one_or_none()
    if hotel is None:
        raise NotFound("Hotel not found")
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
        raise NotFound("Hotel not found")
    hotel, room_type = row
    if room_type is None or not room_type.is_on_sale:
        raise ValidationFailed("is not a room type of this hotel", field="room_type_id")
    return hotel, room_type


# --- search and home ---------------------------------------------------------------------------

@dataclass
class HotelCard:
    """A hotel in a list: its cheapest fitting (and, with dates, available) nightly price."""

    hotel: Hotel
    lowest_price: Decimal | None
    rating: RatingSummary
    image_url: str | None
    available: bool | None = None

    @property
    def average_rating(self) -> float:
        return self.rating.average

    @property
    def review_count(self) -> int:
        return self.rating.count


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

    @property
    def total_pages(self) -> int:
        return page_count(self.total, self.limit)


def _like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _gallery(hotel_condition):
    """The hotels' own photos (room types' photos left out), first photo first."""
    return (select(HotelImage)
            .where(hotel_condition, HotelImage.room_type_id.is_(None))
            .order_by(HotelImage.position, HotelImage.id))


def _first_images(hotel_ids: list[int]) -> dict[int, str]:
    """The URL of the first photo of each hotel's own gallery."""
    images: dict[int, str] = {}
    if not hotel_ids:
        return images
    rows = db.session.scalars(_gallery(HotelImage.hotel_id.in_(hotel_ids)))
    for image in rows:
        images.setdefault(image.hotel_id, image.public_url)
    return images


# What a hotel's card shows (HotelSummarySchema): lists load only these columns (a search's
# page is read by every search). Another column would be loaded hotel by hotel on first use;
# tests/bookings/test_catalogue_api.py counts a search's statements.
CARD_COLUMNS = load_only(Hotel.id, Hotel.name, Hotel.slug, Hotel.city, Hotel.address,
                         Hotel.stars, Hotel.is_featured, Hotel.review_count, Hotel.rating_total)


def _cards(hotels: list[Hotel], prices: dict[int, Decimal], images: dict[int, str],
           available: bool | None) -> list[HotelCard]:
    """Cards in the order of `hotels`, ratings from the hotels' own counts."""
    return [HotelCard(hotel, prices.get(hotel.id), summary_of_hotel(hotel), images.get(hotel.id),
                      available)
            for hotel in hotels]


def search_hotels(**filters) -> SearchResult:
    """Live hotels matching the filters (see `HotelSearch`). Raises ValidationFailed for bad
    dates, rooms or guests, or a price range upside down."""
    return HotelSearch(**filters).run()


# The orders that do not depend on prices, in SQL (ties last by name, then id, so pages never
# overlap). Ratings are the averages shown, one decimal (ratings.average_tenths).
SQL_ORDERS = {
    # Featured first, then the best rated, then the most stars.
    "recommended": (Hotel.is_featured.desc(), average_tenths.desc(), Hotel.review_count.desc(),
                    Hotel.stars.desc()),
    "rating": (average_tenths.desc(), Hotel.review_count.desc()),
    "stars": (Hotel.stars.desc(), average_tenths.desc()),
}


class BookableRoomType(NamedTuple):
    """A room type a search may price, with the rate rules that can change the price of the
    stay searched (a tuple: a price-ordered search makes thousands)."""
    room_type_id: int
    hotel_id: int
    base_price: Decimal
    rules: tuple[StayRule, ...]


@dataclass(frozen=True)
class HotelSearch:
    """A search in steps: which live hotels match the filters (`_hotel_filter`), which of them
    can take the party (`_takes_the_party`: an active room type that fits `guests` in `rooms`
    rooms; with dates, one with `rooms` rooms free on every night), the page in the asked order,
    and each page hotel's lowest nightly price among its bookable room types, priced for the
    dates (`lowest_prices`). Hotels that cannot take the party are left out (not flagged), so
    every result is bookable as asked and `total` counts bookable hotels. Prices filter on that
    lowest price. `city` is any spelling or prefix of a city's name
    (destinations.stored_cities_matching).

    Unless prices filter or order the hotels, SQL chooses the page (`page_in_sql`): the hotels'
    ratings are counted on the hotels and their availability read from the calendar, so only
    the page's hotels are loaded and priced. Pricing for dates reads rates, which costs more
    than anything else a search does; a price order or filter (`page_by_price`) therefore
    prices every bookable room type, read with its rates in one statement.

    The statements are built once per `SearchShape` and run with this search's `values`."""

    city: str | None = None
    q: str | None = None
    check_in: date | None = None
    check_out: date | None = None
    guests: int = 1
    rooms: int = 1
    min_price: Decimal | None = None
    max_price: Decimal | None = None
    stars: list[int] | None = None
    sort: str = "recommended"
    page: int = 1
    limit: int = 20

    def run(self) -> SearchResult:
        nights = self.validate()
        if self.prices_decide_the_order:
            hotels, total, prices = self.page_by_price()
            images = _first_images([hotel.id for hotel in hotels])
        else:
            hotels, total, images = self.page_in_sql()
            # A page hotel whose last fitting room went between these two statements keeps its
            # card, with no price (`lowest_price` null), rather than leaving a hole in the page.
            prices = self.lowest_prices(self.bookable_room_types([h.id for h in hotels]))
        cards = _cards(hotels, prices, images, True if self.check_in is not None else None)
        return SearchResult(cards, total, self.page, self.limit, self.check_in,
                            self.check_out, nights, self.guests, self.rooms)

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
            raise ValidationFailed("must not be below min_price", field="max_price")
        if self.sort not in SORTS:
            raise ValidationFailed(f"must be one of {', '.join(SORTS)}", field="sort")
        return nights

    @property
    def prices_decide_the_order(self) -> bool:
        """Whether every hotel's price is needed to choose the page (a price filter or order)."""
        return (self.sort in PRICE_SORTS or self.min_price is not None
                or self.max_price is not None)

    @cached_property
    def shape(self) -> SearchShape:
        return SearchShape(city=bool(self.city), name=bool(self.q), stars=bool(self.stars),
                           dated=self.check_in is not None,
                           few_rooms=inventory.few_rooms(self.rooms))

    @cached_property
    def values(self) -> dict:
        """The values of the bind parameters of this search's statements (`SearchShape`)."""
        values = {"rooms": self.rooms, "guests": self.guests,
                  "offset": (self.page - 1) * self.limit, "limit": self.limit}
        if self.city:
            # "Addis", "AA", "አዲስ አበባ", "bah": the stored names of the cities meant.
            values["cities"] = destinations.stored_cities_matching(self.city)
        if self.q:
            values["name_pattern"] = _like_pattern(self.q.strip())
        if self.stars:
            values["stars"] = list(self.stars)
        if self.check_in is not None:
            values.update(stay_values(self.check_in, self.check_out), **inventory.clock_values())
        return values

    def page_in_sql(self) -> tuple[list[Hotel], int, dict[int, str]]:
        """The page's hotels in the asked order, how many hotels there are in all, and the
        page's first photos: one statement (`_page_statement`)."""
        rows = db.session.execute(_page_statement(self.shape, self.sort), self.values).all()
        if rows:
            images = {hotel.id: image_public_url(key, url) for hotel, _, key, url in rows
                      if key is not None or url is not None}
            return [row[0] for row in rows], rows[0][1], images
        # Past the last page: no row carries the total.
        return [], db.session.scalar(_count_statement(self.shape), self.values), {}

    def page_by_price(self) -> tuple[list[Hotel], int, dict[int, Decimal]]:
        """The page's hotels by price, how many hotels there are in all, and their prices:
        every bookable room type is priced, then hotels are sorted in Python (ties by name,
        then id, as in SQL)."""
        prices = self.lowest_prices(self.bookable_room_types())
        # The matching hotels' names by the filter (not a list of hundreds of ids).
        names = dict(db.session.execute(_names_statement(self.shape), self.values).all()
                     ) if prices else {}
        sign = -1 if self.sort == "price_desc" else 1
        ordered = sorted(prices, key=lambda hid: (sign * prices[hid], names[hid], hid))
        page_ids = ordered[(self.page - 1) * self.limit: self.page * self.limit]
        hotels = {hotel.id: hotel for hotel in db.session.scalars(
            select(Hotel).where(Hotel.id.in_(page_ids)).options(CARD_COLUMNS))} if page_ids else {}
        return [hotels[hid] for hid in page_ids], len(ordered), prices

    def bookable_room_types(self, hotel_ids: list[int] | None = None) -> list[BookableRoomType]:
        """The room types of the matching hotels (of these hotels only, when given) that take
        the party; with dates, each with its rules for the stay, read in the same statement
        (`_room_types_statement`)."""
        if hotel_ids is not None and not hotel_ids:
            return []
        statement = _room_types_statement(self.shape, of_hotels=hotel_ids is not None)
        rows = db.session.execute(statement, {**self.values, "hotel_ids": hotel_ids})
        if self.check_in is None:
            return [BookableRoomType(*row, ()) for row in rows]
        return [BookableRoomType(*own, rules) for own, rules in group_stay_rules(rows)]

    def lowest_prices(self, room_types: list[BookableRoomType]) -> dict[int, Decimal]:
        """Each of these room types' hotels' lowest nightly price (for the dates, what a night
        averages under its rates: seasons, weekdays, length-of-stay discount), within
        min_price..max_price."""
        prices: dict[int, Decimal] = {}
        for rt in room_types:
            price = rt.base_price
            if rt.rules:
                price = stay_rates(price, rt.rules, self.check_in, self.check_out).average_price
            if rt.hotel_id not in prices or price < prices[rt.hotel_id]:
                prices[rt.hotel_id] = price
        return {hotel_id: price for hotel_id, price in prices.items()
                if (self.min_price is None or price >= self.min_price)
                and (self.max_price is None or price <= self.max_price)}


class SearchShape(NamedTuple):
    """What a search's statements depend on besides values: which filters are given, whether
    there are dates, and whether few rooms are asked (inventory.takes_new_stay). The values are
    bind parameters (`HotelSearch.values`), so each statement is built once per shape and
    process: building and keying one costs about twice what running it does."""
    city: bool
    name: bool
    stars: bool
    dated: bool
    few_rooms: bool


@functools.cache
def _hotel_filter(shape: SearchShape) -> tuple:
    """SQL conditions on Hotel: live, and the given filters (city among the stored names meant,
    name containing the pattern, stars)."""
    conditions = [Hotel.hotel_status.in_(HotelStatus.LIVE)]
    if shape.city:
        conditions.append(Hotel.city.in_(bindparam("cities", expanding=True)))
    if shape.name:
        conditions.append(Hotel.name.ilike(bindparam("name_pattern"), escape="\\"))
    if shape.stars:
        conditions.append(Hotel.stars.in_(bindparam("stars", expanding=True)))
    return tuple(conditions)


@functools.cache
def _takes_the_party(shape: SearchShape):
    """SQL condition on RoomType: on sale and fits `guests` in `rooms` rooms; with dates, takes
    a new stay of `rooms` rooms (inventory.takes_new_stay)."""
    fits_party = and_(RoomType.is_on_sale,
                      RoomType.capacity * bindparam("rooms", type_=Integer)
                      >= bindparam("guests", type_=Integer))
    if not shape.dated:
        return fits_party
    return and_(fits_party, inventory.takes_new_stay(few_rooms=shape.few_rooms))


def _can_take_the_party(shape: SearchShape):
    """SQL condition on Hotel: one of its room types takes the party."""
    return select(RoomType.id).where(RoomType.hotel_id == Hotel.id,
                                     _takes_the_party(shape)).exists()


@functools.cache
def _page_statement(shape: SearchShape, sort: str):
    """The page of hotels that can take the party, in the order `sort` (SQL_ORDERS; offset and
    limit are bind parameters), each row with the total (a window count over the matching
    rows) and its first photo (a correlated subquery per page row)."""
    first_image = _gallery(HotelImage.hotel_id == Hotel.id).limit(1)
    return (select(Hotel, func.count().over(),
                   first_image.with_only_columns(HotelImage.media_key).scalar_subquery(),
                   first_image.with_only_columns(HotelImage.url).scalar_subquery())
            .where(*_hotel_filter(shape), _can_take_the_party(shape))
            .options(CARD_COLUMNS)
            .order_by(*SQL_ORDERS[sort], Hotel.name, Hotel.id)
            .offset(bindparam("offset", type_=Integer)).limit(bindparam("limit", type_=Integer)))


@functools.cache
def _count_statement(shape: SearchShape):
    """How many hotels can take the party."""
    return select(func.count()).where(*_hotel_filter(shape), _can_take_the_party(shape))


@functools.cache
def _names_statement(shape: SearchShape):
    """(id, name) of the hotels matching the filters."""
    return select(Hotel.id, Hotel.name).where(*_hotel_filter(shape))


@functools.cache
def _room_types_statement(shape: SearchShape, *, of_hotels: bool):
    """The room types that take the party of the hotels matching the filters (`of_hotels`: of
    the hotels `hotel_ids`, the page's, which match them); with dates, each with its rules for
    the stay (rates.with_stay_rules)."""
    if of_hotels:
        hotels = RoomType.hotel_id.in_(bindparam("hotel_ids", expanding=True))
    else:
        hotels = RoomType.hotel_id.in_(select(Hotel.id).where(*_hotel_filter(shape)))
    query = (select(RoomType.id, RoomType.hotel_id, RoomType.price_per_night)
             .where(hotels, _takes_the_party(shape)))
    return with_stay_rules(query) if shape.dated else query


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


def lowest_price_per_hotel():
    """Subquery (hotel_id, price): each hotel's cheapest base price on sale."""
    return (
        select(RoomType.hotel_id, func.min(RoomType.price_per_night).label("price"))
        .where(RoomType.is_on_sale)
        .group_by(RoomType.hotel_id)
        .subquery()
    )


def home_page() -> HomePage:
    """Featured live hotels (best rated first) and the cities with the most live hotels, each
    with its hotel count, lowest nightly price and an image of one of its hotels."""
    live = Hotel.hotel_status.in_(HotelStatus.LIVE)
    lowest = lowest_price_per_hotel()
    rows = db.session.execute(
        select(Hotel.id, Hotel.city, Hotel.is_featured, lowest.c.price)
        .join(lowest, lowest.c.hotel_id == Hotel.id, isouter=True)
        .where(live)
    ).all()

    prices = {hid: price for hid, _, _, price in rows if price is not None}
    featured_hotels = db.session.scalars(
        select(Hotel).where(live, Hotel.is_featured)
        .order_by(average_tenths.desc(), Hotel.review_count.desc(), Hotel.id)
        .limit(FEATURED_LIMIT)).all()
    featured = _cards(featured_hotels, prices,
                      _first_images([hotel.id for hotel in featured_hotels]), None)

    by_city: dict[str, list] = {}
    for row in rows:
        # One card per city even if older rows spell it differently ("Addis Abeba").
        by_city.setdefault(destinations.canonical_city_name(row.city), []).append(row)
    top = sorted(by_city.items(), key=lambda item: (-len(item[1]), item[0]))[:CITY_LIMIT]
    # An image per city: the first image of its featured (else lowest id) hotel that has one.
    images = _first_images([row.id for _, city_rows in top for row in city_rows])
    cities = []
    for city, city_rows in top:
        city_prices = [row.price for row in city_rows if row.price is not None]
        ranked = sorted(city_rows, key=lambda row: (not row.is_featured, row.id))
        image = next((images[row.id] for row in ranked if row.id in images), None)
        cities.append(CityCard(city, len(city_rows), min(city_prices, default=None), image))
    return HomePage(featured, cities)


# --- one hotel -----------------------------------------------------------------------------------

@dataclass
class HotelDetail:
    hotel: Hotel
    room_types: list[RoomType]
    rating: RatingSummary


def hotel_detail(hotel_id: int) -> HotelDetail:
    """A live hotel with its active room types, amenities, images and rating summary.
    Raises NotFound when the hotel is unknown or not live."""
    hotel = get_live_hotel(hotel_id, selectinload(Hotel.amenities), selectinload(Hotel.images),
                           selectinload(Hotel.room_types).selectinload(RoomType.images))
    room_types = [rt for rt in hotel.room_types if rt.is_on_sale]
    return HotelDetail(hotel, room_types, rating_summaries([hotel.id])[hotel.id])


@dataclass
class RoomTypeAvailability:
    room_type: RoomType
    available_rooms: int
    fits_guests: bool
    available: bool
    price: PriceBreakdown

    @property
    def nightly_price(self) -> Decimal:
        return self.price.nightly_price

    @property
    def stay_total(self) -> Decimal:
        return self.price.total


@dataclass
class HotelAvailability:
    hotel: Hotel
    check_in: date
    check_out: date
    nights: int
    guests: int
    rooms: int
    room_types: list[RoomTypeAvailability]
    currency: str = CURRENCY


def hotel_availability(
    hotel_id: int, check_in: date, check_out: date, *, guests: int = 1, rooms: int = 1
) -> HotelAvailability:
    """Every active room type of a live hotel with the rooms free on all nights of the stay,
    whether it fits the guests, and the priced stay for `rooms` rooms.
    Raises NotFound (hotel) or ValidationFailed (stay)."""
    hotel = get_live_hotel(hotel_id, joinedload(Hotel.room_types))
    nights = validate_stay(check_in, check_out, rooms=rooms, guests=guests)
    room_types = [rt for rt in hotel.room_types if rt.is_on_sale]
    free = {rt.room_type_id: rt for rt in inventory.free_room_types(
        [rt.id for rt in room_types], check_in, check_out, with_rules=True)}
    items = []
    for rt in room_types:
        fits = fits_guests(rt, guests, rooms)
        available_rooms = free[rt.id].bookable_rooms
        items.append(RoomTypeAvailability(
            room_type=rt,
            available_rooms=available_rooms,
            fits_guests=fits,
            available=fits and available_rooms >= rooms,
            price=price_room_type_stay(hotel, rt, check_in, check_out, rooms,
                                       free[rt.id].rules),
        ))
    return HotelAvailability(hotel, check_in, check_out, nights, guests, rooms, items)
