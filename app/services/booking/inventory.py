"""Sellable rooms per room type and night (docs/booking.md): the one place for the inventory rule.

A night is sellable while (rooms of the type not maintenance/out_of_service) minus (rooms of
bookings of that type covering the night that are confirmed or checked in, or pending payment
with a live hold) is above zero. Nights are [check_in, check_out).

Readers do not walk bookings. The calendar (`RoomTypeNight`, one row per room type and night)
holds the rooms that confirmed/checked-in bookings occupy (`booked_rooms`) and the rooms that
pending bookings hold (`held_rooms`). A session hook (`_keep_calendar_in_step`, below) moves those
counts in the flush that inserts a booking or changes its status, stay, rooms or room type, so the
calendar commits or rolls back with the booking itself. Holds lapse by the clock, not by a write:
readers leave out the rooms of pending bookings whose hold has lapsed but that `expire_holds` has
not marked yet (a minute's worth at most; `counted_rooms`, in the reading statement itself), so
a lapsed hold stops counting the moment it lapses.

Writers that can raise occupancy (a new hold; confirming a lapsed hold) serialise on the room
type with `lock_room_type`; the others (confirm a live hold, cancel, expire) only move rooms
from held to booked or free them, so a check made under the lock stays true until the commit.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import (
    Date,
    DateTime,
    Executable,
    Integer,
    and_,
    bindparam,
    case,
    event,
    false,
    func,
    not_,
    or_,
    select,
    text,
    union,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session, joinedload

from app.db_locking import serialized_transaction
from app.db_reads import PlainRead
from app.extensions import db
from app.i18n import _
from app.models import (
    Booking,
    BookingStatus,
    Room,
    RoomBlock,
    RoomStatus,
    RoomType,
    RoomTypeNight,
)
from app.models.base import flushed_value, utcnow
from app.models.bookings import BookingChange, BookingChangeStatus
from app.models.inventory import NEARLY_FULL, NEARLY_FULL_BELOW, RESTRICTED
from app.services.booking import rates
from app.services.booking.stays import CHECK_IN, CHECK_OUT, NIGHTS, stay_values

ONE_DAY = timedelta(days=1)
BOOKED, HELD = "booked_rooms", "held_rooms"


def calendar_column(status: str) -> str | None:
    """The calendar count a booking in this status adds its rooms to (None: it occupies none).
    A pending booking counts as held whatever its hold time; see the module docstring."""
    if status in BookingStatus.OCCUPYING:
        return BOOKED
    if status == BookingStatus.PENDING_PAYMENT:
        return HELD
    return None


def _nights(check_in: date, check_out: date):
    night = check_in
    while night < check_out:
        yield night
        night += ONE_DAY


# --- reading ------------------------------------------------------------------------------------

class Restriction(NamedTuple):
    """Why the arrival night's restrictions refuse a stay: `code` is `closed_to_arrival` or
    `min_stay` (then `min_stay` is the nights asked); `field` and `message` name it as a quote's
    error does."""
    code: str
    min_stay: int | None
    field: str
    message: str


CLOSED_TO_ARRIVAL, MIN_STAY = "closed_to_arrival", "min_stay"


class FreeRoomType(NamedTuple):
    """A room type's free rooms for a stay (a tuple: a price-ordered search makes thousands)."""
    room_type_id: int
    hotel_id: int
    base_price: Decimal
    free_rooms: int  # free on every night of the stay
    # Why the arrival night's restrictions refuse this stay (closed to arrival, longer minimum
    # stay): new stays are not offered, but a booking already made keeps its rooms. None when
    # they allow it.
    restriction: Restriction | None = None
    # The rate rules that can change the stay's price (rates.StayRule), when asked for.
    rules: tuple[rates.StayRule, ...] = ()

    @property
    def refusal(self) -> tuple[str, str] | None:
        """The restriction as (field, message), or None."""
        return None if self.restriction is None else self.restriction[2:]

    @property
    def arrival_refused(self) -> bool:
        return self.restriction is not None

    @property
    def bookable_rooms(self) -> int:
        """Rooms a new stay can book: the free ones, unless the arrival night refuses it."""
        return 0 if self.arrival_refused else self.free_rooms


def arrival_restriction(check_in: date, nights: int, closed: bool,
                        min_stay: int | None) -> Restriction | None:
    """Why the arrival night's restrictions (`closed` to arrival, `min_stay`) refuse a stay of
    `nights` arriving on `check_in`, or None when they allow it."""
    if closed:
        return Restriction(CLOSED_TO_ARRIVAL, None, "check_in",
                           _("this room type takes no arrivals on %(day)s", day=check_in.isoformat()))
    if min_stay is not None and nights < min_stay:
        return Restriction(MIN_STAY, min_stay, "check_out",
                           _("stays arriving on %(day)s last at least %(nights)s nights",
                             day=check_in.isoformat(), nights=min_stay))
    return None


# The clock and a booking left out of the count, as bind parameters of the reading statements
# (values: `clock_values`); with the stay's (stays.CHECK_IN ...) they let a statement be built
# once per process (`_free_room_types_statement`, `_refused_read`).
NOW = bindparam("now", type_=DateTime)
EXCLUDED_BOOKING = bindparam("exclude_booking_id", type_=Integer)


def clock_values(now: datetime | None = None, exclude_booking_id: int | None = None) -> dict:
    """The values of NOW (the current time unless given) and EXCLUDED_BOOKING."""
    return {"now": utcnow() if now is None else now, "exclude_booking_id": exclude_booking_id}


def uncounted_rooms(room_type_id, night, *, excluding: bool = False):
    """SQL: the rooms on the calendar row (`room_type_id`, `night`: columns of the outer
    statement) that the calendar counts but the rule does not: pending bookings whose hold has
    lapsed at NOW (not yet marked expired; a minute's worth at most), plus, `excluding`, the
    booking EXCLUDED_BOOKING while it counts. A correlated subquery on the bookings' (status,
    hold expiry) index: it reads the few lapsed holds, so callers evaluate it only on rows with
    held rooms (`counted_rooms`)."""
    which = Booking.hold_lapsed_at(NOW)
    if excluding:
        which = or_(which, and_(Booking.id == EXCLUDED_BOOKING,
                                Booking.status.in_(BookingStatus.OCCUPYING
                                                   + (BookingStatus.PENDING_PAYMENT,))))
    return (select(func.coalesce(func.sum(Booking.rooms), 0))
            .where(which, Booking.room_type_id == room_type_id, Booking.check_in <= night,
                   Booking.check_out > night)
            .scalar_subquery())


def counted_rooms(*, excluding: bool = False):
    """SQL on a RoomTypeNight row: the rooms that the rule counts on it at NOW (booked, and held
    by a live hold; `excluding`: EXCLUDED_BOOKING left out). Lapsed holds are looked up only on
    rows that hold rooms (a few), unless a booking is excluded (it may be a booked one)."""
    occupied = RoomTypeNight.booked_rooms + RoomTypeNight.held_rooms
    uncounted = uncounted_rooms(RoomTypeNight.room_type_id, RoomTypeNight.night,
                                excluding=excluding)
    if excluding:
        return occupied - uncounted
    return case((RoomTypeNight.held_rooms == 0, RoomTypeNight.booked_rooms),
                else_=occupied - uncounted)


def _stay_calendar(which, *, excluding: bool = False):
    """A subquery of the calendar rows of the stay (stays.CHECK_IN ...) of the room types
    `which` selects, a row per room type: the busiest night (`peak`, the rooms the rule counts
    at NOW) and the arrival night's restrictions (`closed`, 0 or 1, and `min_stay`)."""
    arriving = RoomTypeNight.night == CHECK_IN
    return (
        select(RoomTypeNight.room_type_id,
               func.max(counted_rooms(excluding=excluding)).label("peak"),
               func.max(case((and_(arriving, RoomTypeNight.closed_to_arrival), 1), else_=0))
               .label("closed"),
               func.max(case((arriving, RoomTypeNight.min_stay))).label("min_stay"))
        .where(RoomTypeNight.night >= CHECK_IN, RoomTypeNight.night < CHECK_OUT, which)
        .group_by(RoomTypeNight.room_type_id)
        .subquery())


# A room type by id, as a bind parameter of `with_free_rooms` and the booking's statements.
ROOM_TYPE = bindparam("room_type_id", type_=Integer)


def with_free_rooms(query):
    """`query` (a SELECT whose FROM holds room_types, for the one room type ROOM_TYPE) with
    that room type's rooms free on every night of the stay (stays.CHECK_IN ...) at NOW
    (`free_rooms`, may be negative; None without the room type) and the arrival night's
    restrictions (`closed`, `min_stay`) as its last columns: read them with
    `free_room_type`. The quote's one read (catalogue.live_stay)."""
    calendar = _stay_calendar(RoomTypeNight.room_type_id == ROOM_TYPE)
    return (query.add_columns(
        (RoomType.sellable_rooms - func.coalesce(calendar.c.peak, 0)).label("free_rooms"),
        calendar.c.closed, calendar.c.min_stay)
        .outerjoin(calendar, calendar.c.room_type_id == RoomType.id))


@functools.cache
def _free_room_types_statement(*, excluding: bool, with_rules: bool):
    """`free_room_types`' statement, built once per process and shape. Its bind parameters:
    room_type_ids, the stay's (stays.CHECK_IN, CHECK_OUT, NIGHTS), NOW and, `excluding`,
    EXCLUDED_BOOKING.

    The room types (their `sellable_rooms`) joined to their calendar rows for the stay, grouped:
    the busiest night (rooms the rule counts) and the arrival night's restrictions (`closed`,
    0 or 1, and `min_stay`); `with_rules`, the rate rules that can change the stay's price
    outer-joined (a row per room type and rule)."""
    ids = bindparam("room_type_ids", expanding=True)
    calendar = _stay_calendar(RoomTypeNight.room_type_id.in_(ids), excluding=excluding)
    query = (select(RoomType.id, RoomType.hotel_id, RoomType.price_per_night,
                    RoomType.sellable_rooms - func.coalesce(calendar.c.peak, 0),
                    calendar.c.closed, calendar.c.min_stay)
             .outerjoin(calendar, calendar.c.room_type_id == RoomType.id)
             .where(RoomType.id.in_(ids)).order_by(RoomType.id))
    return rates.with_stay_rules(query) if with_rules else query


def free_room_types(
    room_type_ids: Sequence[int],
    check_in: date,
    check_out: date,
    *,
    exclude_booking_id: int | None = None,
    now: datetime | None = None,
    with_rules: bool = False,
) -> list[FreeRoomType]:
    """These room types (the known ones, by id) with the rooms free on every night of the
    stay, and whether the arrival night's restrictions refuse the stay; `with_rules`: also the
    rate rules that can change the stay's price, read in the same statement
    (`_free_room_types_statement`)."""
    if not room_type_ids:
        return []
    nights = (check_out - check_in).days
    rows = db.session.execute(
        _free_room_types_statement(excluding=exclude_booking_id is not None,
                                   with_rules=with_rules),
        {"room_type_ids": list(room_type_ids), **stay_values(check_in, check_out),
         **clock_values(now, exclude_booking_id)})
    if with_rules:
        found = rates.group_stay_rules(rows)
    else:
        found = [(tuple(row), ()) for row in rows]
    return [free_room_type(room_type_id, hotel_id, price, free, closed, min_stay, check_in,
                           nights, rules)
            for (room_type_id, hotel_id, price, free, closed, min_stay), rules in found]


@functools.cache
def _hotel_free_room_types_read() -> PlainRead:
    """`hotel_free_room_types`' statement, built once (a PlainRead: app/db_reads.py):
    `_free_room_types_statement`'s columns for the room types of the hotel in the bind parameter
    hotel_id, a row each. The hotel's id in place of a list of room types: an expanding list is
    rendered into the statement's text on every execution."""
    hotel = bindparam("hotel_id", type_=Integer)
    calendar = _stay_calendar(RoomTypeNight.room_type_id.in_(
        select(RoomType.id).where(RoomType.hotel_id == hotel).correlate(None)))
    return PlainRead(select(RoomType.id, RoomType.hotel_id, RoomType.price_per_night,
                            RoomType.sellable_rooms - func.coalesce(calendar.c.peak, 0),
                            calendar.c.closed, calendar.c.min_stay)
                     .outerjoin(calendar, calendar.c.room_type_id == RoomType.id)
                     .where(RoomType.hotel_id == hotel))


def hotel_free_room_types(hotel_id: int, check_in: date, check_out: date) -> dict[int, FreeRoomType]:
    """By room type, every room type of the hotel (on sale or not) with the rooms free on
    every night of the stay and whether the arrival night refuses it, as `free_room_types`
    (without rules): availability's one statement. Read-only callers: it runs on the
    session's connection, or one of its own when the session has none (`alone`), without the
    ORM's or Core's execution (app/db_reads.py)."""
    nights = (check_out - check_in).days
    rows = _hotel_free_room_types_read().rows(
        {"hotel_id": hotel_id, **stay_values(check_in, check_out), **clock_values()}, alone=True)
    return {room_type_id: free_room_type(room_type_id, own_hotel_id, price, free, closed,
                                         min_stay, check_in, nights)
            for room_type_id, own_hotel_id, price, free, closed, min_stay in rows}


def free_room_type(room_type_id: int, hotel_id: int, base_price: Decimal, free: int,
                   closed, min_stay: int | None, check_in: date, nights: int,
                   rules: tuple[rates.StayRule, ...] = ()) -> FreeRoomType:
    """A FreeRoomType from what a statement read of the room type's calendar for a stay of
    `nights` arriving on `check_in`: its `free` rooms (negative counts as none) and the
    arrival night's restrictions (`closed`, `min_stay`)."""
    return FreeRoomType(room_type_id, hotel_id, base_price, max(0, free),
                        arrival_restriction(check_in, nights, bool(closed), min_stay)
                        if closed or min_stay else None, rules)


# RESTRICTED as one term of a conjunction. It is an OR written as text: without its parentheses
# the AND before it bound its first half only, and every room type with a minimum stay on any
# night of its calendar was refused a shorter stay (a minimum stay and a closed arrival night are
# the arrival night's alone). Still the index's condition word for word, inside the parentheses.
RESTRICTED_TERM = text(f"({RESTRICTED.text})")


@functools.cache
def _refused_read(*, few_rooms: bool) -> PlainRead:
    """`refused_room_type_ids`' statement, built once per shape (a PlainRead: app/db_reads.py):
    bind parameters `rooms`, the
    stay's (stays.CHECK_IN ...) and NOW. `few_rooms`: rooms is at most NEARLY_FULL_BELOW.

    The nights with too few rooms left are read from the calendar rows alone (they carry the
    sellable rooms): for few rooms from the partial index of nearly full nights, a few rows
    however many hotels there are; lapsed holds are looked up only on those rows. The refusing
    arrival nights come from the partial index of restricted nights."""
    rooms = bindparam("rooms", type_=Integer)
    too_full = [RoomTypeNight.night >= CHECK_IN, RoomTypeNight.night < CHECK_OUT,
                RoomTypeNight.booked_rooms + RoomTypeNight.held_rooms
                > RoomTypeNight.sellable_rooms - rooms,
                counted_rooms() > RoomTypeNight.sellable_rooms - rooms]
    if few_rooms:
        too_full.append(NEARLY_FULL)  # implied by the line above; it picks the partial index
    refusing = [RoomTypeNight.night == CHECK_IN, RESTRICTED_TERM,
                or_(RoomTypeNight.closed_to_arrival, RoomTypeNight.min_stay > NIGHTS)]
    return PlainRead(union(select(RoomTypeNight.room_type_id).where(*too_full),
                           select(RoomTypeNight.room_type_id).where(*refusing)))


def refused_room_type_ids(check_in: date, check_out: date, rooms: int,
                          now: datetime | None = None) -> set[int]:
    """The room types, of every hotel, that cannot take a new stay of `rooms` rooms for these
    dates although they may have that many sellable rooms: a night of the stay has too few
    rooms left, or the arrival night refuses the stay (closed to arrival, a longer minimum
    stay). A room type with fewer sellable rooms than `rooms` is not listed: callers compare
    its `sellable_rooms` (search: catalogue_snapshot). Few rows: the nearly full and restricted
    nights of the stay. Read-only callers: it runs on the session's connection, or one of its
    own when the session has none (`alone`), without the ORM's or Core's execution
    (app/db_reads.py; a search's one statement)."""
    return set(_refused_read(few_rooms=rooms <= NEARLY_FULL_BELOW).scalars(
        {"rooms": rooms, **stay_values(check_in, check_out), **clock_values(now)}, alone=True))


def night_occupancy(room_type_id: int, start: date, end: date,
                    now: datetime | None = None) -> dict[date, tuple[int, int]]:
    """(booked, held) rooms of one room type on each night of [start, end) that has any, lapsed
    holds left out (staff's calendar view)."""
    rows = db.session.execute(
        select(RoomTypeNight.night, RoomTypeNight.booked_rooms,
               counted_rooms() - RoomTypeNight.booked_rooms)
        .where(RoomTypeNight.room_type_id == room_type_id, RoomTypeNight.night >= start,
               RoomTypeNight.night < end), clock_values(now))
    return {night: (booked, held) for night, booked, held in rows if booked or held}


def set_restrictions(room_type_id: int, start: date, end: date, changes: dict) -> None:
    """Set `closed_to_arrival` and/or `min_stay` (None clears it) on every night of
    [start, end), in the caller's transaction. Bookings already made are not affected."""
    connection = db.session.connection()
    if start >= end:
        return
    _add_missing_nights(connection, room_type_id, start, end)
    connection.execute(
        update(RoomTypeNight.__table__)
        .where(RoomTypeNight.room_type_id == room_type_id, RoomTypeNight.night >= start,
               RoomTypeNight.night < end)
        .values(changes))


def available_rooms_many(
    room_type_ids: list[int],
    check_in: date,
    check_out: date,
    *,
    exclude_booking_id: int | None = None,
) -> dict[int, int]:
    """Rooms free on every night of the stay for each of these room types (0 when none).
    Arrival restrictions do not count here: quotes and bookings name them as errors."""
    if not room_type_ids:
        return {}
    free = {rt.room_type_id: rt.free_rooms for rt in free_room_types(
        room_type_ids, check_in, check_out, exclude_booking_id=exclude_booking_id)}
    return {room_type_id: free.get(room_type_id, 0) for room_type_id in room_type_ids}


def available_rooms(
    room_type_id: int,
    check_in: date,
    check_out: date,
    *,
    exclude_booking_id: int | None = None,
) -> int:
    """Rooms of the type that can still be sold for every night of [check_in, check_out).

    `exclude_booking_id` leaves one booking out of the count (e.g. to re-check a lapsed hold
    before confirming it).
    """
    return available_rooms_many(
        [room_type_id], check_in, check_out, exclude_booking_id=exclude_booking_id
    )[room_type_id]


def with_room_type_lock(query):
    """`query` (of the room type) locking the room type's row until the transaction ends: FOR NO
    KEY UPDATE on PostgreSQL, the lock every booking writer takes (`lock_room_type`), so they
    queue on each other as before. Not FOR UPDATE: that one also waits for, and makes wait,
    the KEY SHARE lock an INSERT referencing the room type takes on it (a booking's foreign
    key), and a new booking is written before it takes this lock (bookings.py); with FOR
    UPDATE two such bookings would each wait for the other's KEY SHARE. Nothing else writes the
    room type's key. SQLite: nothing (BEGIN IMMEDIATE already serialises writers)."""
    return query.with_for_update(of=RoomType, key_share=True)


def lock_room_type(room_type_id: int) -> RoomType | None:
    """Serialise writers on one room type. Call inside `serialized_transaction()`.

    PostgreSQL: SELECT ... FOR NO KEY UPDATE on the room type row (`with_room_type_lock`), held
    until the transaction ends. SQLite: the lock renders as nothing; the BEGIN IMMEDIATE of the
    transaction already holds the database write lock.
    """
    return db.session.scalar(
        # Its hotel in the same statement (a booking prices with it), locked no further: `OF`
        # keeps the lock on the room type, so one hotel's room types still sell side by side.
        with_room_type_lock(select(RoomType).where(RoomType.id == room_type_id)
                            .options(joinedload(RoomType.hotel)))
        .execution_options(populate_existing=True))


def lock_room_type_on_sale(room_type_id: int) -> int | None:
    """`lock_room_type` for a new booking: the lock, and the room type's hotel id while it is on
    sale (None when it is not, or unknown; then nothing is locked). Two columns, no object
    loaded: a festival rush queues every booking of the room type on this lock, and whatever
    runs while it is held is everyone's wait (bench/rush.py)."""
    return db.session.connection().execute(_lock_on_sale_statement(),
                                           {"room_type_id": room_type_id}).scalar()


@functools.cache
def _lock_on_sale_statement():
    """`lock_room_type_on_sale`'s statement (bind parameter ROOM_TYPE), built once per process:
    a Core statement, run on the session's connection without the ORM's execution (nothing is
    pending: the booking was flushed before the lock)."""
    return with_room_type_lock(select(RoomType.hotel_id)
                               .where(RoomType.id == ROOM_TYPE, RoomType.is_on_sale))


# --- keeping the calendar in step ---------------------------------------------------------------

@dataclass(frozen=True)
class Occupancy:
    """The rooms one booking adds to one calendar count over its nights."""
    room_type_id: int
    check_in: date
    check_out: date
    column: str
    rooms: int


def _occupancy(booking: Booking, *, before: bool) -> Occupancy | None:
    """What the booking adds to the calendar now, or before this flush (`before`)."""
    room_type_id, check_in, check_out, rooms, status = (
        flushed_value(booking, attr, before=before)
        for attr in ("room_type_id", "check_in", "check_out", "rooms", "status"))
    column = calendar_column(status)
    return None if column is None else Occupancy(room_type_id, check_in, check_out, column, rooms)


def _insert_nights(connection):
    """INSERT into the calendar in the connection's dialect (both have ON CONFLICT)."""
    dialect = postgresql if connection.dialect.name == "postgresql" else sqlite
    return dialect.insert(RoomTypeNight.__table__)


def _add_missing_nights(connection, room_type_id: int, start: date, end: date) -> None:
    """Calendar rows for the nights of [start, end) that the room type has none for, carrying
    its sellable rooms (read in the INSERT itself, as `add_occupancy` does)."""
    connection.execute(
        _insert_nights(connection)
        .values([{"room_type_id": room_type_id, "night": night,
                  "sellable_rooms": _sellable_rooms(room_type_id)}
                 for night in _nights(start, end)])
        .on_conflict_do_nothing(index_elements=["room_type_id", "night"]))


def _sellable_rooms(room_type_id: int):
    return (select(RoomType.sellable_rooms).where(RoomType.id == room_type_id)
            .scalar_subquery())


def add_occupancy(connection, occupancy: Occupancy, sign: int) -> None:
    """Add (sign=1) or take away (sign=-1) one booking's rooms on its nights, in one statement
    (a new booking's flush runs inside the room type's lock: one round trip, not two).

    Adding inserts calendar rows for the nights the room type has none for, with the rooms and
    its sellable rooms, and moves the count of the others. The sellable rooms are read in the
    INSERT itself: on PostgreSQL a change of them (`_move_sellable_rooms`) locks the calendar
    against writers first, so this statement sees either the rooms before the change (and the
    change then moves this row too) or after it. Taking away only moves counts: the booking's
    own rooms are on its nights' rows (and the counts may not go negative)."""
    if occupancy.check_in >= occupancy.check_out:
        return
    column = getattr(RoomTypeNight, occupancy.column)
    if sign < 0:
        connection.execute(
            update(RoomTypeNight.__table__)
            .where(RoomTypeNight.room_type_id == occupancy.room_type_id,
                   RoomTypeNight.night >= occupancy.check_in,
                   RoomTypeNight.night < occupancy.check_out)
            .values({occupancy.column: column - occupancy.rooms}))
        return
    connection.execute(
        _add_rooms_statement(connection.dialect.name, occupancy.column),
        [{"room_type_id": occupancy.room_type_id, "rooms": occupancy.rooms, "night": night}
         for night in _nights(occupancy.check_in, occupancy.check_out)])


@functools.cache
def _add_rooms_statement(dialect_name: str, column: str):
    """`add_occupancy`'s INSERT ... ON CONFLICT of one night into `column`, built once per
    process and column, run with a row of parameters per night (one round trip: psycopg sends
    the rows as a pipeline). A new booking's flush runs it under the room type's lock: the
    multi-row INSERT it replaced had no cache key, and compiling it afresh each time was half
    of the CPU a booking spent holding the lock (bench/rush.py). Bind parameters:
    room_type_id, night, rooms."""
    room_type_id = bindparam("room_type_id", type_=Integer)
    sellable = (select(RoomType.sellable_rooms).where(RoomType.id == room_type_id)
                .scalar_subquery())
    dialect = postgresql if dialect_name == "postgresql" else sqlite
    insert = dialect.insert(RoomTypeNight.__table__).values(
        {"room_type_id": room_type_id, "night": bindparam("night", type_=Date),
         "sellable_rooms": sellable, column: bindparam("rooms", type_=Integer)})
    return insert.on_conflict_do_update(
        index_elements=["room_type_id", "night"],
        set_={column: getattr(RoomTypeNight, column) + getattr(insert.excluded, column)})


@event.listens_for(Session, "after_flush")
def _keep_calendar_in_step(session: Session, flush_context) -> None:
    """Move the calendar's counts with every booking the flush inserted, changed or deleted, and
    each room type's sellable rooms with its rooms, on the flush's connection (after it, so new
    rows have their foreign keys; the session's lists and attribute history still show what the
    flush did). Bulk UPDATE/DELETE statements on bookings or rooms bypass this: change them
    through the ORM, or run `flask rebuild-calendar` after."""
    moves: list[tuple[Occupancy, int]] = []
    for booking in session.new:
        if isinstance(booking, Booking) and (now := _occupancy(booking, before=False)):
            moves.append((now, 1))
    for booking in session.deleted:
        if isinstance(booking, Booking) and (was := _occupancy(booking, before=True)):
            moves.append((was, -1))
    for booking in session.dirty:
        if not isinstance(booking, Booking) or not session.is_modified(booking):
            continue
        was, now = _occupancy(booking, before=True), _occupancy(booking, before=False)
        if was != now:
            moves += [(o, sign) for o, sign in ((was, -1), (now, 1)) if o is not None]
    owed = session.info.get(_CALENDAR_OWED)
    if owed is not None:  # owe_calendar: made later, by move_calendar
        owed += moves
        moves = []
    sellable = _sellable_changes(session)
    if moves or sellable:
        connection = session.connection()
        # Room type rows first, then calendar rows by room type and night: the order booking
        # writers lock in (lock_room_type, then the nights), so flushes cannot deadlock.
        for room_type_id, delta in sorted(sellable.items()):
            connection.execute(
                update(RoomType.__table__).where(RoomType.id == room_type_id)
                .values(sellable_rooms=RoomType.sellable_rooms + delta))
        if sellable:
            _move_sellable_rooms(connection, sellable)
        _make_moves(connection, moves)


def _make_moves(connection, moves: list[tuple[Occupancy, int]]) -> None:
    for occupancy, sign in sorted(moves, key=lambda move: (move[0].room_type_id,
                                                            move[0].check_in)):
        add_occupancy(connection, occupancy, sign)


# The calendar moves owed (`owe_calendar`), in the session's info.
_CALENDAR_OWED = "calendar_moves_owed"


def owe_calendar(session: Session, occupancy: Occupancy) -> None:
    """A booking written by a Core statement (bookings.write_new_booking: no flush, so no
    `_keep_calendar_in_step`) owes the calendar `occupancy` until `move_calendar`, and every
    flush until then owes its moves too. A new booking is written before it takes the room
    type's lock: its rows then no longer run under that lock, which a festival rush queues
    every booking of the room type on; only the free rooms' read and the calendar's move must
    follow the lock (bookings.py). A commit while moves are owed is refused
    (`_refuse_commit_owing_calendar`); a rollback drops them."""
    session.info.setdefault(_CALENDAR_OWED, []).append((occupancy, 1))


def move_calendar(session: Session) -> None:
    """Make the calendar moves owed since `owe_calendar` (after the room type's lock and its
    check), and stop owing."""
    owed = session.info.pop(_CALENDAR_OWED, None)
    if owed:
        _make_moves(session.connection(), owed)


def move_owed_hold_if_free(session: Session, now: datetime) -> bool:
    """Make the one calendar move owed (`owe_calendar`: a new booking's rooms) only on nights
    whose rooms are free for it at `now` and only if its arrival night's restrictions allow the
    stay, and stop owing. Under the room type's lock (bookings.py): the check of the rooms and
    their move were two statements there, and each round trip under the lock is everyone's
    wait in a festival rush. Each night's check and move are one statement
    (`_add_if_free_statement`), the nights sent together (one round trip).

    Returns whether every night moved. False: some nights may have moved, and the caller must
    roll the transaction back. A night's check reads its own row only, as the free rooms'
    read does (the room type's sellable rooms less the rooms the rule counts on the night, at
    NOW), so the nights moved before it in the same round trip do not change it; what it reads
    cannot grow without the room type's lock, which the caller holds (the module docstring)."""
    statement, nights = owed_hold_move(session, now)
    return session.connection().execute(statement, nights).rowcount == len(nights)


def owed_hold_move(session: Session, now: datetime) -> tuple[Executable, list[dict]]:
    """`move_owed_hold_if_free`'s statement and its parameters, one set a night (its row count,
    summed over the nights, is the nights moved), and stop owing: for a caller that sends it
    with the room type's locking statement (bookings.py), the lock's before it in the same round
    trip."""
    owed = session.info.pop(_CALENDAR_OWED, None)
    if not owed or len(owed) != 1 or owed[0][1] != 1:
        raise RuntimeError(f"move_owed_hold_if_free: one new booking's move owed, not {owed}")
    occupancy = owed[0][0]
    values = {"room_type_id": occupancy.room_type_id, "rooms": occupancy.rooms, "now": now,
              **stay_values(occupancy.check_in, occupancy.check_out)}
    return (_add_if_free_statement(session.connection().dialect.name, occupancy.column),
            [{**values, "night": night}
             for night in _nights(occupancy.check_in, occupancy.check_out)])


@functools.cache
def _add_if_free_statement(dialect_name: str, column: str):
    """`move_owed_hold_if_free`'s statement for one night, built once per process and column:
    `add_occupancy`'s INSERT ... ON CONFLICT of the rooms into `column`, from a SELECT that
    yields its row only when the room type's sellable rooms less the rooms the rule counts on
    the night at NOW (`counted_rooms`; none without a row) hold them, and, on the arrival night,
    when it is not closed to arrival and its minimum stay is met. Bind parameters:
    room_type_id, night, rooms, NOW and the stay's (stays.CHECK_IN ...). Its row count is 1
    when the night moved, 0 when it was refused."""
    room_type_id = bindparam("room_type_id", type_=Integer)
    night = bindparam("night", type_=Date)
    rooms = bindparam("rooms", type_=Integer)
    free = RoomType.sellable_rooms - func.coalesce(counted_rooms(), 0)
    refused_arrival = and_(night == CHECK_IN,
                           or_(func.coalesce(RoomTypeNight.closed_to_arrival, false()),
                               func.coalesce(RoomTypeNight.min_stay, 0) > NIGHTS))
    if_free = (select(room_type_id, night, RoomType.sellable_rooms, rooms)
               .select_from(RoomType)
               .outerjoin(RoomTypeNight, and_(RoomTypeNight.room_type_id == RoomType.id,
                                              RoomTypeNight.night == night))
               .where(RoomType.id == room_type_id, free >= rooms, not_(refused_arrival)))
    dialect = postgresql if dialect_name == "postgresql" else sqlite
    insert = dialect.insert(RoomTypeNight.__table__).from_select(
        ["room_type_id", "night", "sellable_rooms", column], if_free)
    # preserve_rowcount: SQLAlchemy keeps an INSERT's row count only when asked (psycopg's cursor
    # is closed by then; SQLite's keeps it).
    return insert.on_conflict_do_update(
        index_elements=["room_type_id", "night"],
        set_={column: getattr(RoomTypeNight, column) + getattr(insert.excluded, column)},
    ).execution_options(preserve_rowcount=True)


@event.listens_for(Session, "before_commit")
def _refuse_commit_owing_calendar(session: Session) -> None:
    if session.info.get(_CALENDAR_OWED) is not None:
        raise RuntimeError("commit with calendar moves owed: call inventory.move_calendar first")


@event.listens_for(Session, "after_soft_rollback")
def _drop_owed_calendar(session: Session, previous_transaction) -> None:
    if not previous_transaction.nested:
        session.info.pop(_CALENDAR_OWED, None)


def _move_sellable_rooms(connection, changes: dict[int, int]) -> None:
    """Move the calendar's copy of each room type's sellable rooms by its change. On PostgreSQL
    the calendar is locked against writers first (SHARE ROW EXCLUSIVE: readers go on), so a
    night row that a concurrent transaction inserts with the rooms before the change is
    committed, and moved here, before this UPDATE reads the table (rooms change status rarely;
    bookings wait for the moment it takes)."""
    if connection.dialect.name == "postgresql":
        connection.exec_driver_sql("LOCK TABLE room_type_nights IN SHARE ROW EXCLUSIVE MODE")
    for room_type_id, delta in sorted(changes.items()):
        connection.execute(
            update(RoomTypeNight.__table__).where(RoomTypeNight.room_type_id == room_type_id)
            .values(sellable_rooms=RoomTypeNight.sellable_rooms + delta))


def _sellable(room: Room, *, before: bool) -> tuple[int, bool]:
    """(room type, whether the room can be sold) now, or before this flush (`before`)."""
    return (flushed_value(room, "room_type_id", before=before),
            flushed_value(room, "status", before=before) not in RoomStatus.UNSELLABLE)


def _sellable_changes(session: Session) -> dict[int, int]:
    """How many sellable rooms each room type gains (or loses) in this flush."""
    changes: dict[int, int] = defaultdict(int)
    for room in session.new:
        if isinstance(room, Room):
            room_type_id, sellable = _sellable(room, before=False)
            changes[room_type_id] += sellable
    for room in session.deleted:
        if isinstance(room, Room):
            room_type_id, sellable = _sellable(room, before=True)
            changes[room_type_id] -= sellable
    for room in session.dirty:
        if isinstance(room, Room) and session.is_modified(room):
            (was_type, was), (now_type, now) = (_sellable(room, before=True),
                                                _sellable(room, before=False))
            changes[was_type] -= was
            changes[now_type] += now
    return {room_type_id: delta for room_type_id, delta in changes.items() if delta}


# --- rebuilding ---------------------------------------------------------------------------------

def counted_occupancy(room_type_ids) -> dict[tuple[int, date], tuple[int, int]]:
    """(booked, held) rooms per (room type, night) computed from the bookings themselves (and
    the active room blocks)."""
    counts: dict[tuple[int, date], list[int]] = defaultdict(lambda: [0, 0])
    rows = db.session.execute(
        select(Booking.room_type_id, Booking.check_in, Booking.check_out, Booking.rooms,
               Booking.status)
        .where(Booking.room_type_id.in_(room_type_ids),
               Booking.status.in_(BookingStatus.OCCUPYING + (BookingStatus.PENDING_PAYMENT,))))
    for room_type_id, check_in, check_out, rooms, status in rows:
        slot = 0 if calendar_column(status) == BOOKED else 1
        for night in _nights(check_in, check_out):
            counts[(room_type_id, night)][slot] += rooms
    # An active room block counts as one booked room on each of its nights
    # (app/services/frontdesk/room_blocks.py).
    blocks = db.session.execute(
        select(RoomBlock.room_type_id, RoomBlock.start_date, RoomBlock.end_date)
        .where(RoomBlock.room_type_id.in_(room_type_ids), RoomBlock.released_at.is_(None)))
    for room_type_id, start, end in blocks:
        for night in _nights(start, end):
            counts[(room_type_id, night)][0] += 1
    # A change awaiting payment holds the rooms its new stay adds
    # (app/services/booking/changes.py): its `held_nights` runs.
    changes = db.session.scalars(select(BookingChange.held_nights).where(
        BookingChange.status == BookingChangeStatus.PENDING_PAYMENT))
    for runs in changes:
        for room_type_id, start, end, rooms in runs:
            if room_type_id in room_type_ids:
                for night in _nights(date.fromisoformat(start), date.fromisoformat(end)):
                    counts[(room_type_id, night)][1] += rooms
    return {key: (booked, held) for key, (booked, held) in counts.items()}


def calendar_occupancy(room_type_ids) -> dict[tuple[int, date], tuple[int, int]]:
    """(booked, held) per (room type, night) as the calendar has them, zero rows left out."""
    rows = db.session.execute(
        select(RoomTypeNight.room_type_id, RoomTypeNight.night, RoomTypeNight.booked_rooms,
               RoomTypeNight.held_rooms)
        .where(RoomTypeNight.room_type_id.in_(room_type_ids),
               (RoomTypeNight.booked_rooms + RoomTypeNight.held_rooms) > 0))
    return {(rt, night): (booked, held) for rt, night, booked, held in rows}


def _recount_sellable_rooms(connection, room_type_ids) -> int:
    """Set these room types' `sellable_rooms` from their rooms; returns how many were wrong."""
    counted = (select(func.count()).where(Room.room_type_id == RoomType.id,
                                          Room.status.not_in(RoomStatus.UNSELLABLE))
               .scalar_subquery())
    return connection.execute(
        update(RoomType.__table__)
        .where(RoomType.id.in_(room_type_ids), RoomType.sellable_rooms != counted)
        .values(sellable_rooms=counted)).rowcount


def _copy_sellable_rooms(connection, room_type_ids) -> int:
    """Set the calendar's copy of these room types' sellable rooms from the room types; returns
    how many night rows were wrong."""
    sellable = (select(RoomType.sellable_rooms).where(RoomType.id == RoomTypeNight.room_type_id)
                .scalar_subquery())
    return connection.execute(
        update(RoomTypeNight.__table__)
        .where(RoomTypeNight.room_type_id.in_(room_type_ids),
               RoomTypeNight.sellable_rooms != sellable)
        .values(sellable_rooms=sellable)).rowcount


def rebuild_calendar(batch_size: int = 200) -> int:
    """Recompute the calendar's booked and held rooms from the bookings, and each room type's
    sellable rooms (and the calendar's copy of them) from its rooms, room type by room type
    (restrictions are kept). Returns how many counts were wrong (room-type nights and room
    types).

    On PostgreSQL bookings and rooms are locked against writes (SHARE mode) while a batch of
    room types is recomputed, so a change made meanwhile cannot be counted twice or lost; on
    SQLite the BEGIN IMMEDIATE of each batch does the same."""
    room_type_ids = db.session.scalars(select(RoomType.id).order_by(RoomType.id)).all()
    wrong = 0
    for start in range(0, len(room_type_ids), batch_size):
        batch = room_type_ids[start:start + batch_size]
        with serialized_transaction() as session:
            connection = session.connection()
            if connection.dialect.name == "postgresql":
                connection.exec_driver_sql("LOCK TABLE bookings, rooms, room_blocks IN SHARE MODE")
            wrong += _recount_sellable_rooms(connection, batch)
            wrong += _copy_sellable_rooms(connection, batch)
            counted, stored = counted_occupancy(batch), calendar_occupancy(batch)
            changed = {key: counted.get(key, (0, 0)) for key in counted.keys() | stored.keys()
                       if counted.get(key, (0, 0)) != stored.get(key, (0, 0))}
            wrong += len(changed)
            if changed:
                sellable = dict(connection.execute(
                    select(RoomType.id, RoomType.sellable_rooms)
                    .where(RoomType.id.in_({rt for rt, _ in changed}))).all())
                upsert = _insert_nights(connection)
                connection.execute(
                    upsert.on_conflict_do_update(
                        index_elements=["room_type_id", "night"],
                        set_={"booked_rooms": upsert.excluded.booked_rooms,
                              "held_rooms": upsert.excluded.held_rooms}),
                    [{"room_type_id": rt, "night": night, "booked_rooms": booked,
                      "held_rooms": held, "sellable_rooms": sellable[rt]}
                     for (rt, night), (booked, held) in changed.items()])
    return wrong
