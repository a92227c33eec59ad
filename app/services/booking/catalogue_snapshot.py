"""The live catalogue as this worker last read it: live hotels (what a card shows, in each
search order), their room types on sale, their rate rules and their rate plans on sale. A
search reads it from memory and asks the database only what changes by the minute: the room
types a stay cannot take (inventory.refused_room_type_ids).

It is never staler than CATALOGUE_VERSION_MAX_AGE_SECONDS: a use reads the catalogue's version
(one small row, app/models/catalogue.py), which database triggers bump with every committed
change to hotels, photos, room types or rates, when the version was last read longer ago than
that, and reads the catalogue again when the version moved. Reading the version on every search
was a round trip of the two a search makes (bench/round_trips.py). A catalogue change this
process commits makes its next use read the version at once, so a guest or staff member sees
their own change; another process's (another worker, node, the CLI, SQL by hand) is seen within
the bound (bench/two_nodes.py checks a second node within a second). The version is read before
the catalogue, so a copy is never older than the version it is filed under (a change committed
in between only makes the next use read it again).

One copy per app (its media storage makes the photos' URLs), swapped whole, so threads share it
without locks; reading it again is serialised so that a change does not make every thread read.

A session that has itself changed the catalogue in its open transaction gets a copy read for it
alone: on PostgreSQL the version moves only at commit (its triggers are deferred), so a copy of
uncommitted rows would be filed under the old version and outlive a rollback.
"""

from __future__ import annotations

import json
import threading
import time as clock
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import time
from decimal import Decimal
from functools import cached_property
from typing import NamedTuple, TypeVar

from flask import current_app, has_app_context
from sqlalchemy import event, select
from sqlalchemy.orm import Session

from app.extensions import app_state, db
from app.json_text import COMPACT
from app.models import (
    Amenity,
    CatalogueVersion,
    Hotel,
    HotelImage,
    HotelStatus,
    Meals,
    PaymentTiming,
    RatePlan,
    RateRule,
    Room,
    RoomType,
    hotel_amenities,
)
from app.models.base import ZERO
from app.models.catalogue import THE_VERSION
from app.models.hotels import image_public_url
from app.services.booking import geo
from app.services.booking.pricing import CURRENCY
from app.services.booking.rate_plans import (
    Offer,
    WeekPrices,
    cutting_plans,
    is_offered,
    lowest_average,
    plan_offer,
    plans_floor,
    week_prices,
)
from app.services.booking.rates import (
    STAY_RULE_COLUMNS,
    RateCard,
    StayRule,
    price_floor,
    rate_card,
    stay_rule,
)
from app.services.content.images import CARD_WIDTH
from app.services.content.ratings import average_tenths, summary_of_hotel
from app.services.name_matching import NameForms, name_forms

EXTENSION = "marefiya.catalogue_snapshot"
# How many answers a copy keeps (CatalogueSnapshot.memo): a search's party (1-9 rooms, with
# and without dates) and its hotels by order and city asked (each a tuple of at most the live
# hotels: 500 at full scale, 4 KB).
MEMOS = 256
T = TypeVar("T")
_MISSING = object()


class CardHotel(NamedTuple):
    """A live hotel as its card shows it (HotelSummarySchema reads these names)."""
    id: int
    name: str
    slug: str
    city: str
    address: str
    stars: int
    is_featured: bool
    review_count: int
    rating_total: int
    image_url: str | None
    # Degrees (floats: the map's arithmetic), None when staff have not placed the hotel.
    latitude: float | None
    longitude: float | None
    property_type: str
    free_cancellation_hours: int
    check_in_time: time
    amenities: frozenset[str]  # codes (app/services/content/amenities.py)
    name_forms: NameForms  # the name as `q` compares it, in either script
    # The meals (MEAL_PLANS codes) of the rate plans on sale, and whether one is paid at the
    # property (app/services/booking/rate_plans.py: offered only while the hotel takes such
    # rooms).
    meal_plans: frozenset[str] = frozenset()
    pays_at_property: bool = False
    # What pricing a stay and its offers reads of the hotel (availability prices from the copy).
    service_charge_rate: Decimal = ZERO
    vat_rate: Decimal = ZERO
    pay_at_property_rooms_per_night: int = 0
    # The hotel's own fields of its card as the API writes them (`ready_card`); never changed
    # after the copy is built (each response copies it).
    card: dict | None = None
    # The card as JSON text, cut where its search's own fields go (`ready_card_json`).
    card_json: tuple[str, ...] | None = None

    @property
    def average_tenths(self) -> int:
        return average_tenths(self.rating_total, self.review_count)


def ready_card(hotel: CardHotel) -> dict:
    """A hotel's card in a list (search, home) as the API writes it, in HotelSummarySchema's
    JSON types (ints, floats, amenity codes sorted) and its order, built once per copy: a page
    of cards then costs a dict copy each instead of a schema dump field by field. The search's
    own fields (`lowest_price`, `display_price`, `available`, `distance_km`) are None here, in
    their places: app/schemas/hotels.py HotelCards fills them in per request
    (tests/search/test_ready_cards.py compares the result with the schema's dump)."""
    rating = summary_of_hotel(hotel)
    return {"hotel_id": hotel.id, "name": hotel.name, "slug": hotel.slug, "city": hotel.city,
            "address": hotel.address, "stars": hotel.stars, "is_featured": hotel.is_featured,
            "image_url": hotel.image_url, "lowest_price": None, "currency": CURRENCY,
            "display_price": None, "average_rating": rating.average,
            "review_count": rating.count, "available": None,
            "property_type": hotel.property_type, "amenities": sorted(hotel.amenities),
            "latitude": hotel.latitude, "longitude": hotel.longitude, "distance_km": None}


# A card's fields that each search fills in (HotelCards, search_result_json), in their order.
CARD_SEARCH_FIELDS = ("lowest_price", "display_price", "available", "distance_km")


def ready_card_json(card: dict) -> tuple[str, ...]:
    """A ready card as JSON text (app/json_text.py: what json.dumps writes compactly), cut into
    five pieces around the values of CARD_SEARCH_FIELDS: a search page puts each card's four
    values between them instead of having json.dumps write the whole card again on every
    request (86 us of a search's CPU)."""
    pieces, current = [], "{"
    for index, (key, value) in enumerate(card.items()):
        current += ("," if index else "") + json.dumps(key) + ":"
        if key in CARD_SEARCH_FIELDS:
            pieces.append(current)
            current = ""
        else:
            current += json.dumps(value, separators=COMPACT)
    pieces.append(current + "}")
    return tuple(pieces)


class SaleRoomType(NamedTuple):
    """A room type on sale of a live hotel, with all its rate rules (oldest first), the price
    rules (rule, value) of its rate plans on sale that can undercut its standard price
    (rate_plans.cutting_plans), the price no night of a stay can average below under them
    (rates.price_floor, lowered by the plans: rate_plans.plans_floor), its cheapest offer's
    base price (undated searches), and what availability shows of it
    (RoomTypeAvailabilitySchema reads these names)."""
    id: int
    hotel_id: int
    capacity: int
    sellable_rooms: int
    price_per_night: Decimal
    rules: tuple[StayRule, ...]
    price_floor: Decimal | None
    plan_prices: tuple[tuple[str, Decimal], ...] = ()
    lowest_base_price: Decimal | None = None
    name: str = ""
    bed_type: str = ""
    max_adults: int | None = None
    max_children: int | None = None
    child_max_age: int = 0
    card: RateCard | None = None  # its `rules` arranged for pricing stays (rates.rate_card)
    # Its nights' prices under its cutting plans by season and weekday (rate_plans.week_prices):
    # a search adds a stay's up instead of pricing each night again.
    week: WeekPrices | None = None


class SalePlan(NamedTuple):
    """A rate plan on sale as guests see it (rate_plans.is_offered), in the columns
    rate_plans.plan_offer and the plan's name in each language read: availability offers it
    from the copy, as it takes the room types, instead of reading the plans as ORM objects on
    every request."""
    id: int
    room_type_id: int
    name: str
    name_am: str | None
    name_om: str | None
    name_ti: str | None
    price_rule: str
    price_value: Decimal
    cancellation: str
    free_cancellation_hours: int | None
    payment: str
    meals: str
    child_price: Decimal
    is_active: bool

    def name_in(self, lang: str) -> str:
        """As RatePlan.name_in: the name in `lang`, English when the hotel gave none."""
        return getattr(self, f"name_{lang}", None) or self.name


# The search orders that do not depend on prices (ties by name, then id, so pages never overlap).
ORDERS = {
    # Featured first, then the best rated, then the most reviewed, then the most stars.
    "recommended": lambda h: (not h.is_featured, -h.average_tenths, -h.review_count, -h.stars,
                              h.name, h.id),
    "rating": lambda h: (-h.average_tenths, -h.review_count, h.name, h.id),
    "stars": lambda h: (-h.stars, -h.average_tenths, h.name, h.id),
}


@dataclass(frozen=True)
class CatalogueSnapshot:
    version: int | None
    hotels: dict[int, CardHotel]
    # By hotel id, by price floor (None, no floor, first).
    room_types: dict[int, tuple[SaleRoomType, ...]]
    ordered: dict[str, tuple[CardHotel, ...]]  # live hotels in each of ORDERS
    # By room type on sale, the offers of its plans guests see (rate_plans.plan_offer of a
    # SalePlan), oldest plan first; room types without one are left out.
    offers: dict[int, tuple[Offer, ...]] = field(default_factory=dict)
    # Answers worked out from this copy alone, by key (`memo`).
    _memos: dict = field(default_factory=dict, compare=False, repr=False)
    # Fixed JSON text of the copy's room types and plans, by key (`ready_text`).
    _ready_text: dict = field(default_factory=dict, compare=False, repr=False)
    _memo_lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    def memo(self, key, make: Callable[[], T]) -> T:
        """`make()`, worked out once per copy and key: a search's party (guests and rooms) asks
        the same of the copy's 3,000 room types on every request. At most MEMOS keys, the
        oldest dropped first. Read without a lock (a value is stored whole); made under one."""
        value = self._memos.get(key, _MISSING)
        if value is _MISSING:
            with self._memo_lock:
                value = self._memos.get(key, _MISSING)
                if value is _MISSING:
                    value = make()
                    if len(self._memos) >= MEMOS:
                        del self._memos[next(iter(self._memos))]
                    self._memos[key] = value
        return value

    def ready_text(self, key, make: Callable[[], T]) -> T:
        """`make()`, worked out once per copy and key: the JSON text of a room type's or a
        plan's fields that no stay changes (app/schemas/hotels.py availability_json), made
        the first time an availability shows it. One per room type and plan and language
        asked, so not bounded as `memo` is; made without a lock (two threads may both make
        it, and either's is the same text)."""
        value = self._ready_text.get(key, _MISSING)
        if value is _MISSING:
            value = self._ready_text[key] = make()
        return value

    @cached_property
    def hotel_of_room_type(self) -> dict[int, int]:
        """The hotel of each room type on sale."""
        return {rt.id: hotel_id for hotel_id, types in self.room_types.items() for rt in types}

    @cached_property
    def lowest_base_prices(self) -> dict[int, Decimal]:
        """Each live hotel's cheapest base price on sale, under its cheapest rate plan (hotels
        with a room type on sale)."""
        return {hotel_id: min(rt.lowest_base_price for rt in room_types)
                for hotel_id, room_types in self.room_types.items() if room_types}

    @cached_property
    def places(self) -> geo.PointIndex[CardHotel]:
        """The live hotels that have coordinates, for a map search (geo.PointIndex)."""
        return geo.PointIndex(self.hotels.values())

    @cached_property
    def cities(self) -> tuple[str, ...]:
        """The live hotels' stored cities, each once, sorted (destinations matches a searched
        city among them)."""
        return tuple(sorted({hotel.city for hotel in self.hotels.values()}))


def _with_card(hotel: CardHotel) -> CardHotel:
    card = ready_card(hotel)
    return hotel._replace(card=card, card_json=ready_card_json(card))


def _degrees(value: Decimal | None) -> float | None:
    return None if value is None else float(value)


# Built once: every search and home page sends it.
VERSION = select(CatalogueVersion.version).where(CatalogueVersion.id == THE_VERSION)

def current() -> CatalogueSnapshot:
    """This app's copy of the catalogue, read again first if the version moved."""
    # A request that has no session yet wrote nothing: asking its info would make one.
    if db.session.registry.has() and db.session.info.get(WROTE_CATALOGUE):
        return read_catalogue(None)
    holder = app_state(EXTENSION, _Holder)
    snapshot = holder.snapshot
    read_at = clock.monotonic()
    if snapshot is not None and read_at < holder.fresh_until:
        return snapshot
    version = db.session.scalar(VERSION)
    fresh_until = read_at + current_app.config["CATALOGUE_VERSION_MAX_AGE_SECONDS"]
    if snapshot is not None and version is not None and snapshot.version == version:
        holder.fresh_until = fresh_until
        return snapshot
    with holder.lock:
        snapshot = holder.snapshot
        if snapshot is None or version is None or snapshot.version != version:
            snapshot = holder.snapshot = read_catalogue(version)
        if version is not None:
            holder.fresh_until = fresh_until
    return snapshot


# Rows whose change changes the catalogue (a room's status changes its type's sellable rooms; a
# hotel's amenities change with the hotel, whose collection they are).
CATALOGUE_MODELS = (Hotel, HotelImage, RoomType, RateRule, RatePlan, Room, Amenity)
WROTE_CATALOGUE = "marefiya.wrote_catalogue"


@event.listens_for(Session, "after_flush")
def _note_catalogue_writes(session: Session, flush_context) -> None:
    if any(isinstance(record, CATALOGUE_MODELS)
           for record in (*session.new, *session.dirty, *session.deleted)):
        session.info[WROTE_CATALOGUE] = True


@event.listens_for(Session, "after_commit")
def _read_the_version_next(session: Session) -> None:
    """This process committed a catalogue change: its next use reads the version (moved at
    this commit) instead of waiting out CATALOGUE_VERSION_MAX_AGE_SECONDS."""
    if session.info.pop(WROTE_CATALOGUE, None) and has_app_context():
        app_state(EXTENSION, _Holder).fresh_until = 0.0


@event.listens_for(Session, "after_rollback")
def _forget_catalogue_writes(session: Session) -> None:
    session.info.pop(WROTE_CATALOGUE, None)


class _Holder:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.snapshot: CatalogueSnapshot | None = None
        # Until when (clock.monotonic()) the copy counts as current without reading the version.
        self.fresh_until = 0.0


def read_catalogue(version: int | None) -> CatalogueSnapshot:
    """The live catalogue now, filed under `version` (read before it): six statements."""
    live = Hotel.hotel_status.in_(HotelStatus.LIVE)
    first_images: dict[int, str | None] = {}
    for hotel_id, key, url, widths in db.session.execute(
            select(HotelImage.hotel_id, HotelImage.media_key, HotelImage.url, HotelImage.widths)
            .where(HotelImage.room_type_id.is_(None),
                   HotelImage.hotel_id.in_(select(Hotel.id).where(live)))
            .order_by(HotelImage.hotel_id, HotelImage.position, HotelImage.id)):
        if hotel_id not in first_images:
            # A card shows the photo small: its card-width rendition, not the full size.
            first_images[hotel_id] = image_public_url(key, url, widths, at_least=CARD_WIDTH)
    amenities: dict[int, set[str]] = defaultdict(set)
    for hotel_id, code in db.session.execute(
            select(hotel_amenities.c.hotel_id, Amenity.code)
            .join(Amenity, Amenity.id == hotel_amenities.c.amenity_id)
            .where(hotel_amenities.c.hotel_id.in_(select(Hotel.id).where(live)))):
        amenities[hotel_id].add(code)
    on_sale = (select(RoomType.id).join(Hotel, Hotel.id == RoomType.hotel_id)
               .where(live, RoomType.is_on_sale))
    hotel_rows = {row.id: row for row in db.session.execute(
        select(Hotel.id, Hotel.name, Hotel.slug, Hotel.city, Hotel.address, Hotel.stars,
               Hotel.is_featured, Hotel.review_count, Hotel.rating_total, Hotel.latitude,
               Hotel.longitude, Hotel.property_type, Hotel.free_cancellation_hours,
               Hotel.check_in_time, Hotel.pay_at_property_rooms_per_night,
               Hotel.service_charge_rate, Hotel.vat_rate).where(live))}
    plan_meals: dict[int, set[str]] = defaultdict(set)
    plan_payments: dict[int, set[str]] = defaultdict(set)
    plan_prices: dict[int, list[tuple[str, Decimal]]] = defaultdict(list)
    offers: dict[int, list[Offer]] = defaultdict(list)
    for hotel_id, *columns in db.session.execute(
            select(RoomType.hotel_id, *(getattr(RatePlan, name) for name in SalePlan._fields))
            .join(RoomType, RoomType.id == RatePlan.room_type_id)
            .where(RatePlan.room_type_id.in_(on_sale), RatePlan.is_active.is_(True))
            .order_by(RatePlan.id)):
        plan = SalePlan(*columns)
        hotel = hotel_rows.get(hotel_id)
        # Plans paid at the property are on sale only at hotels that take such rooms. A hotel
        # that went live after its row was read (each read sees the database of its moment)
        # is not in this copy, nor are its plans: the version has moved, and the next use
        # reads the catalogue again.
        if hotel is None or not is_offered(plan, hotel):
            continue
        if plan.meals != Meals.NONE:
            plan_meals[hotel_id].add(plan.meals)
        plan_payments[hotel_id].add(plan.payment)
        plan_prices[plan.room_type_id].append((plan.price_rule, plan.price_value))
        offers[plan.room_type_id].append(plan_offer(plan))
    hotels = {row.id: _with_card(CardHotel(*row[:9], first_images.get(row.id), _degrees(row.latitude),
                                _degrees(row.longitude), *row[11:14],
                                frozenset(amenities.get(row.id, ())), name_forms(row.name),
                                frozenset(plan_meals.get(row.id, ())),
                                row.pay_at_property_rooms_per_night > 0
                                and PaymentTiming.PAY_AT_PROPERTY in plan_payments.get(row.id, ()),
                                row.service_charge_rate, row.vat_rate,
                                row.pay_at_property_rooms_per_night))
              for row in hotel_rows.values()}
    rules: dict[int, list[StayRule]] = defaultdict(list)
    for room_type_id, *values in db.session.execute(
            select(RateRule.room_type_id, *STAY_RULE_COLUMNS)
            .where(RateRule.room_type_id.in_(on_sale)).order_by(RateRule.id)):
        rules[room_type_id].append(stay_rule(values))
    room_types: dict[int, list[SaleRoomType]] = defaultdict(list)
    for row in db.session.execute(
            select(RoomType.id, RoomType.hotel_id, RoomType.capacity, RoomType.sellable_rooms,
                   RoomType.price_per_night, RoomType.name, RoomType.bed_type,
                   RoomType.max_adults, RoomType.max_children, RoomType.child_max_age)
            .where(RoomType.id.in_(on_sale)).order_by(RoomType.id)):
        own_rules = tuple(rules.get(row.id, ()))
        own_plans = cutting_plans(plan_prices.get(row.id, ()))
        floor = plans_floor(price_floor(row.price_per_night, own_rules), own_plans)
        card = rate_card(own_rules)
        room_types[row.hotel_id].append(SaleRoomType(
            *row[:5], own_rules, floor, own_plans,
            lowest_average([row.price_per_night], ZERO, own_plans), *row[5:],
            card=card, week=week_prices(card, row.price_per_night, own_plans)))
    by_floor = {hotel_id: tuple(sorted(types, key=lambda rt: (rt.price_floor is not None,
                                                              rt.price_floor or 0)))
                for hotel_id, types in room_types.items()}
    return CatalogueSnapshot(
        version, hotels, by_floor,
        {sort: tuple(sorted(hotels.values(), key=key)) for sort, key in ORDERS.items()},
        {room_type_id: tuple(own) for room_type_id, own in offers.items()})
