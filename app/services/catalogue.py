"""The live catalogue: which hotels guests can see, search and book (DESIGN.md §4).

Also the stay rules every dated request shares (hotel-local dates, nights, rooms, guests), the
home page, search, hotel detail and per-room-type availability. Queries are batched: a search
costs a fixed handful of queries whatever the number of hotels.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from flask import current_app
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
    rules_by_room_type_matching,
    stay_rates,
)
from app.services.ratings import RatingSummary, rating_summaries

SORTS = ("recommended", "price_asc", "price_desc", "rating", "stars")
FEATURED_LIMIT = 8
CITY_LIMIT = 10


def get_live_hotel(hotel_id: int) -> Hotel:
    """The hotel if it is live (verified or active). Raises NotFound otherwise, never revealing
    that a pending or inactive hotel exists."""
    hotel = db.session.get(Hotel, hotel_id)
    if hotel is None or hotel.hotel_status not in HotelStatus.LIVE:
        raise NotFound("Hotel not found")
    return hotel


# --- stay rules --------------------------------------------------------------------------------

def hotel_timezone() -> ZoneInfo:
    return ZoneInfo(current_app.config["TIMEZONE"])


def local_today() -> date:
    """Today in hotel-local time (Africa/Addis_Ababa): stay dates are hotel-local."""
    return datetime.now(hotel_timezone()).date()


def validate_stay(check_in: date, check_out: date, *, rooms: int = 1, guests: int = 1) -> int:
    """The number of nights of a valid stay. Raises ValidationFailed naming the field:
    check_in in the past (hotel-local), check_out not after check_in, more than MAX_NIGHTS
    nights, rooms outside 1..MAX_ROOMS_PER_BOOKING, guests below 1."""
    config = current_app.config
    if check_in < local_today():
        raise ValidationFailed("must not be in the past (hotel-local date)", field="check_in")
    nights = (check_out - check_in).days
    if nights < 1:
        raise ValidationFailed("must be after check_in", field="check_out")
    if nights > config["MAX_NIGHTS"]:
        raise ValidationFailed(f"a stay is at most {config['MAX_NIGHTS']} nights", field="check_out")
    validate_party(rooms=rooms, guests=guests)
    return nights


def validate_party(*, rooms: int, guests: int) -> None:
    """rooms within 1..MAX_ROOMS_PER_BOOKING and at least one guest (ValidationFailed)."""
    max_rooms = current_app.config["MAX_ROOMS_PER_BOOKING"]
    if not 1 <= rooms <= max_rooms:
        raise ValidationFailed(f"must be between 1 and {max_rooms}", field="rooms")
    if guests < 1:
        raise ValidationFailed("must be at least 1", field="guests")


def validate_dates_pair(check_in: date | None, check_out: date | None) -> None:
    """Search and home accept no dates or both dates."""
    if check_in is not None and check_out is None:
        raise ValidationFailed("required when check_in is given", field="check_out")
    if check_out is not None and check_in is None:
        raise ValidationFailed("required when check_out is given", field="check_in")


def fits_guests(room_type: RoomType, guests: int, rooms: int) -> bool:
    return room_type.capacity * rooms >= guests


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


def _sort_key(sort: str, info, price: Decimal, rating: RatingSummary | None):
    _, name, stars, featured = info
    if sort == "price_asc":
        return (price, name)
    if sort == "price_desc":
        return (-price, name)
    if sort == "rating":
        return (-rating.average, -rating.count, name)
    if sort == "stars":
        return (-stars, -rating.average, name)
    # recommended: featured first, then the best rated, then the most stars.
    return (not featured, -rating.average, -rating.count, -stars, name)


def search_hotels(
    *,
    city: str | None = None,
    q: str | None = None,
    check_in: date | None = None,
    check_out: date | None = None,
    guests: int = 1,
    rooms: int = 1,
    min_price: Decimal | None = None,
    max_price: Decimal | None = None,
    stars: list[int] | None = None,
    sort: str = "recommended",
    page: int = 1,
    limit: int = 20,
) -> SearchResult:
    """Live hotels matching the filters, each with its lowest nightly price among active room
    types that fit `guests` in `rooms` rooms; with dates, among those with `rooms` rooms free on
    every night. Hotels with no such room type are left out (not flagged), so every result is
    bookable as asked and `total` counts bookable hotels. Prices filter on that lowest price.
    `city` is any spelling or prefix of a city's name (destinations.stored_cities_matching).

    Raises ValidationFailed for bad dates, rooms or guests, or a price range upside down.
    """
    validate_dates_pair(check_in, check_out)
    nights = None
    if check_in is not None:
        nights = validate_stay(check_in, check_out, rooms=rooms, guests=guests)
    else:
        validate_party(rooms=rooms, guests=guests)
    if min_price is not None and max_price is not None and min_price > max_price:
        raise ValidationFailed("must not be below min_price", field="max_price")
    if sort not in SORTS:
        raise ValidationFailed(f"must be one of {', '.join(SORTS)}", field="sort")

    hotel_filter = [Hotel.hotel_status.in_(HotelStatus.LIVE)]
    if city:
        # "Addis", "AA", "አዲስ አበባ", "bah": the stored names of the cities meant (destinations.py).
        hotel_filter.append(Hotel.city.in_(destinations.stored_cities_matching(city)))
    if q:
        hotel_filter.append(Hotel.name.ilike(_like_pattern(q.strip()), escape="\\"))
    if stars:
        hotel_filter.append(Hotel.stars.in_(stars))
    hotel_info = {row[0]: row for row in db.session.execute(
        select(Hotel.id, Hotel.name, Hotel.stars, Hotel.is_featured).where(*hotel_filter))}

    # Room types that fit the party, selected in SQL (no long id lists on the wire).
    fitting = and_(
        RoomType.hotel_id.in_(select(Hotel.id).where(*hotel_filter)),
        RoomType.is_on_sale,
        RoomType.capacity * rooms >= guests,
    )
    if not hotel_info:
        room_types = []
    elif check_in is None:
        room_types = db.session.execute(
            select(RoomType.id, RoomType.hotel_id, RoomType.price_per_night).where(fitting)).all()
    else:
        room_types = _priced_for_the_dates(
            [rt for rt in inventory.free_room_types(fitting, check_in, check_out)
             if rt.free_rooms >= rooms],
            fitting, check_in, check_out)

    prices: dict[int, Decimal] = {}
    for _, hotel_id, price in room_types:
        if hotel_id not in prices or price < prices[hotel_id]:
            prices[hotel_id] = price
    if min_price is not None:
        prices = {hid: p for hid, p in prices.items() if p >= min_price}
    if max_price is not None:
        prices = {hid: p for hid, p in prices.items() if p <= max_price}

    if sort in ("price_asc", "price_desc"):
        # Price order needs no ratings: fetch them for the page only.
        ordered = sorted(prices, key=lambda hid: _sort_key(sort, hotel_info[hid], prices[hid], None))
        page_ids = ordered[(page - 1) * limit: page * limit]
        ratings = rating_summaries(page_ids)
    else:
        ratings = rating_summaries(list(prices))
        ordered = sorted(prices, key=lambda hid: _sort_key(sort, hotel_info[hid], prices[hid],
                                                           ratings[hid]))
        page_ids = ordered[(page - 1) * limit: page * limit]
    cards = _cards(page_ids, prices, ratings, True if check_in is not None else None)
    return SearchResult(cards, len(ordered), page, limit, check_in, check_out, nights, guests, rooms)


def _priced_for_the_dates(room_types: list[inventory.FreeRoomType], fitting, check_in: date,
                          check_out: date) -> list[tuple[int, int, Decimal]]:
    """(id, hotel_id, price) rows with the price a night of these dates averages under the room
    type's rates (seasons, weekdays, length-of-stay discount); the rates of every room type
    matching `fitting` are read in one query."""
    rules = rules_by_room_type_matching(fitting) if room_types else {}
    priced = []
    for rt in room_types:
        price = rt.base_price
        if rules.get(rt.room_type_id):
            price = stay_rates(price, rules[rt.room_type_id], check_in, check_out).average_price
        priced.append((rt.room_type_id, rt.hotel_id, price))
    return priced


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
    free = inventory.available_rooms_many([rt.id for rt in room_types], check_in, check_out)
    rules = rules_by_room_type(rt.id for rt in room_types)
    items = []
    for rt in room_types:
        fits = fits_guests(rt, guests, rooms)
        items.append(RoomTypeAvailability(
            room_type=rt,
            available_rooms=free[rt.id],
            fits_guests=fits,
            available=fits and free[rt.id] >= rooms,
            price=price_room_type_stay(hotel, rt, check_in, check_out, rooms, rules[rt.id]),
        ))
    return HotelAvailability(hotel, check_in, check_out, nights, guests, rooms, items)
