"""The live catalogue: which hotels guests can see, search and book (DESIGN.md §4): the home
page, search, hotel detail and per-room-type availability. Queries are batched: a search costs a
fixed handful of queries whatever the number of hotels. The stay rules (dates, nights, party)
are in app/services/stays.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cached_property

from sqlalchemy import and_, func, select
from sqlalchemy.orm import selectinload

from app.errors import NotFound, ValidationFailed
from app.extensions import db
from app.models import Hotel, HotelImage, HotelStatus, RoomType
from app.services import destinations, inventory
from app.services.paging import page_count
from app.services.pricing import CURRENCY, PriceBreakdown
from app.services.rates import (
    price_room_type_stay,
    rules_by_room_type,
    rules_for_stay,
    stay_rates,
)
from app.services.ratings import RatingSummary, rating_averages, rating_summaries
from app.services.stays import fits_guests, validate_dates_pair, validate_party, validate_stay

SORTS = ("recommended", "price_asc", "price_desc", "rating", "stars")
PRICE_SORTS = ("price_asc", "price_desc")
FEATURED_LIMIT = 8
CITY_LIMIT = 10


def get_live_hotel(hotel_id: int) -> Hotel:
    """The hotel if it is live (verified or active). Raises NotFound otherwise, never revealing
    that a pending or inactive hotel exists."""
    hotel = db.session.get(Hotel, hotel_id)
    if hotel is None or hotel.hotel_status not in HotelStatus.LIVE:
        raise NotFound("Hotel not found")
    return hotel


def bookable_room_type(hotel: Hotel, room_type_id: int) -> RoomType:
    """A room type of this hotel that is on sale. Another hotel's (or an unknown) room type is a 422 on
    `room_type_id`: the request is inconsistent rather than aimed at a missing resource."""
    room_type = db.session.get(RoomType, room_type_id)
    if room_type is None or room_type.hotel_id != hotel.id or not room_type.is_on_sale:
        raise ValidationFailed("is not a room type of this hotel", field="room_type_id")
    return room_type


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


def _first_images(hotel_ids: list[int]) -> dict[int, str]:
    """The URL of the first photo of each hotel's own gallery (room types' photos left out)."""
    images: dict[int, str] = {}
    if not hotel_ids:
        return images
    rows = db.session.scalars(
        select(HotelImage)
        .where(HotelImage.hotel_id.in_(hotel_ids), HotelImage.room_type_id.is_(None))
        .order_by(HotelImage.hotel_id, HotelImage.position, HotelImage.id)
    )
    for image in rows:
        images.setdefault(image.hotel_id, image.public_url)
    return images


def _cards(
    hotel_ids: list[int],
    prices: dict[int, Decimal],
    ratings: dict[int, RatingSummary],
    available: bool | None,
) -> list[HotelCard]:
    """Cards in the order of `hotel_ids`: one query for hotels, one for images."""
    hotels = {
        hotel.id: hotel for hotel in db.session.scalars(select(Hotel).where(Hotel.id.in_(hotel_ids)))
    } if hotel_ids else {}
    images = _first_images(hotel_ids)
    return [
        HotelCard(hotels[hid], prices.get(hid), ratings[hid], images.get(hid), available)
        for hid in hotel_ids
    ]


def _sort_key(sort: str, info, price: Decimal, rating: tuple[float, int] | None):
    _, name, stars, featured = info
    if sort == "price_asc":
        return (price, name)
    if sort == "price_desc":
        return (-price, name)
    average, count = rating
    if sort == "rating":
        return (-average, -count, name)
    if sort == "stars":
        return (-stars, -average, name)
    # recommended: featured first, then the best rated, then the most stars.
    return (not featured, -average, -count, -stars, name)


def search_hotels(**filters) -> SearchResult:
    """Live hotels matching the filters (see `HotelSearch`). Raises ValidationFailed for bad
    dates, rooms or guests, or a price range upside down."""
    return HotelSearch(**filters).run()


@dataclass(frozen=True)
class HotelSearch:
    """A search in steps: `hotels` (which live hotels match the filters), `bookable_room_types`
    (their active room types that fit `guests` in `rooms` rooms; with dates, those with `rooms`
    rooms free on every night), `ordered` (sort) and `lowest_prices` (each hotel's lowest
    nightly price among its bookable room types, priced for the dates). Hotels with no bookable
    room type are left out (not flagged), so every result is bookable as asked and `total`
    counts bookable hotels. Prices filter on that lowest price. `city` is any spelling or prefix
    of a city's name (destinations.stored_cities_matching).

    Pricing a room type for dates reads its rates, which costs more than everything else a
    search does: unless the prices filter or order the hotels, only the page's are priced."""

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
        hotels = self.hotels()
        candidates = self.bookable_room_types() if hotels else []
        if self.prices_decide_the_order:
            prices = self.lowest_prices(candidates)
            ordered = self.ordered(hotels, prices)
            page_ids = self.page_of(ordered)
        else:
            ordered = self.ordered(hotels, {rt.hotel_id: None for rt in candidates})
            page_ids = self.page_of(ordered)
            on_page = set(page_ids)
            prices = self.lowest_prices([rt for rt in candidates if rt.hotel_id in on_page])
        cards = _cards(page_ids, prices, rating_summaries(page_ids),
                       True if self.check_in is not None else None)
        return SearchResult(cards, len(ordered), self.page, self.limit, self.check_in,
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
    def hotel_filter(self) -> list:
        """SQL conditions on Hotel (read once: a city is looked up among the stored names)."""
        conditions = [Hotel.hotel_status.in_(HotelStatus.LIVE)]
        if self.city:
            # "Addis", "AA", "አዲስ አበባ", "bah": the stored names of the cities meant.
            conditions.append(Hotel.city.in_(destinations.stored_cities_matching(self.city)))
        if self.q:
            conditions.append(Hotel.name.ilike(_like_pattern(self.q.strip()), escape="\\"))
        if self.stars:
            conditions.append(Hotel.stars.in_(self.stars))
        return conditions

    def hotels(self) -> dict[int, tuple]:
        """(id, name, stars, is_featured) of the matching hotels, by id."""
        return {row[0]: row for row in db.session.execute(
            select(Hotel.id, Hotel.name, Hotel.stars, Hotel.is_featured)
            .where(*self.hotel_filter))}

    def fitting_room_types(self):
        """SQL condition: room types of the matching hotels on sale that fit the party (kept in
        SQL, so no long id lists go on the wire)."""
        return and_(
            RoomType.hotel_id.in_(select(Hotel.id).where(*self.hotel_filter)),
            RoomType.is_on_sale,
            RoomType.capacity * self.rooms >= self.guests,
        )

    def bookable_room_types(self) -> list[inventory.FreeRoomType]:
        """The fitting room types; with dates, only those with enough rooms free."""
        fitting = self.fitting_room_types()
        if self.check_in is None:
            return [inventory.FreeRoomType(rt_id, hotel_id, price, 0)
                    for rt_id, hotel_id, price in db.session.execute(
                        select(RoomType.id, RoomType.hotel_id, RoomType.price_per_night)
                        .where(fitting))]
        return [rt for rt in inventory.free_room_types(fitting, self.check_in, self.check_out)
                if rt.bookable_rooms >= self.rooms]

    def lowest_prices(self, room_types: list[inventory.FreeRoomType]) -> dict[int, Decimal]:
        """Each of these room types' hotels' lowest nightly price (for the dates, under their
        rates), within min_price..max_price."""
        prices: dict[int, Decimal] = {}
        for hotel_id, price in self._nightly_prices(room_types):
            if hotel_id not in prices or price < prices[hotel_id]:
                prices[hotel_id] = price
        return {hotel_id: price for hotel_id, price in prices.items()
                if (self.min_price is None or price >= self.min_price)
                and (self.max_price is None or price <= self.max_price)}

    def _nightly_prices(self, room_types: list[inventory.FreeRoomType]):
        """(hotel_id, price) per room type: without dates its base price; with dates what a
        night of them averages under its rates (seasons, weekdays, length-of-stay discount).
        The rates are read in one query: of the fitting room types of the page's hotels, or of
        every fitting room type."""
        if self.check_in is None or not room_types:
            return [(rt.hotel_id, rt.base_price) for rt in room_types]
        scope = self.fitting_room_types()
        if not self.prices_decide_the_order:
            scope = and_(scope, RoomType.hotel_id.in_({rt.hotel_id for rt in room_types}))
        rules = rules_for_stay(scope, self.check_in, self.check_out)
        return [(rt.hotel_id, stay_rates(rt.base_price, rules[rt.room_type_id], self.check_in,
                                         self.check_out).average_price
                 if rules.get(rt.room_type_id) else rt.base_price)
                for rt in room_types]

    def ordered(self, hotels: dict[int, tuple], prices: dict[int, Decimal | None]) -> list[int]:
        """The ids of `prices`' hotels in the asked order (prices may be None unless the order
        is by price; ratings are read only for an order that needs them)."""
        ratings = {} if self.sort in PRICE_SORTS else rating_averages(
            select(Hotel.id).where(*self.hotel_filter))
        return sorted(prices, key=lambda hid: _sort_key(self.sort, hotels[hid], prices[hid],
                                                        ratings.get(hid, (0.0, 0))))

    def page_of(self, ordered: list[int]) -> list[int]:
        return ordered[(self.page - 1) * self.limit: self.page * self.limit]


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

    featured_ids = [hid for hid, _, featured, _ in rows if featured]
    prices = {hid: price for hid, _, _, price in rows if price is not None}
    ratings = rating_summaries(featured_ids)
    featured_ids.sort(key=lambda hid: (-ratings[hid].average, -ratings[hid].count, hid))
    featured_ids = featured_ids[:FEATURED_LIMIT]
    featured = _cards(featured_ids, prices, ratings, None)

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
    hotel = db.session.scalar(
        select(Hotel)
        .where(Hotel.id == hotel_id, Hotel.hotel_status.in_(HotelStatus.LIVE))
        .options(selectinload(Hotel.amenities), selectinload(Hotel.images),
                 selectinload(Hotel.room_types).selectinload(RoomType.images))
    )
    if hotel is None:
        raise NotFound("Hotel not found")
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
    hotel = get_live_hotel(hotel_id)
    nights = validate_stay(check_in, check_out, rooms=rooms, guests=guests)
    room_types = [rt for rt in hotel.room_types if rt.is_on_sale]
    free = {rt.room_type_id: rt.bookable_rooms for rt in inventory.free_room_types(
        RoomType.id.in_([rt.id for rt in room_types]), check_in, check_out)}
    rules = rules_by_room_type(rt.id for rt in room_types)
    items = []
    for rt in room_types:
        fits = fits_guests(rt, guests, rooms)
        items.append(RoomTypeAvailability(
            room_type=rt,
            available_rooms=free.get(rt.id, 0),
            fits_guests=fits,
            available=fits and free.get(rt.id, 0) >= rooms,
            price=price_room_type_stay(hotel, rt, check_in, check_out, rooms, rules[rt.id]),
        ))
    return HotelAvailability(hotel, check_in, check_out, nights, guests, rooms, items)
