"""Sellable rooms per room type and night (DESIGN.md §4): the one place for the inventory rule.

A night is sellable while (rooms of the type not maintenance/out_of_service) minus (rooms of
bookings of that type covering the night that are confirmed or checked in, or pending payment
with a live hold) is above zero. Nights are [check_in, check_out). Expired holds stop counting
at query time, so no background job is needed for rooms to come back.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta

from flask import current_app
from sqlalchemy import and_, func, or_, select

from app.extensions import db
from app.models import Booking, BookingStatus, Room, RoomStatus, RoomType
from app.models.base import utcnow


def holds_inventory(now: datetime | None = None):
    """SQL condition: the booking occupies its rooms (confirmed/checked in, or a live hold)."""
    now = now or utcnow()
    return or_(
        Booking.status.in_(BookingStatus.OCCUPYING),
        and_(Booking.status == BookingStatus.PENDING_PAYMENT, Booking.hold_expires_at > now),
    )


def _longest_stay() -> timedelta:
    """Every booking is at most MAX_NIGHTS long (catalogue.validate_stay), so a booking that
    started that many days before a stay has checked out before it begins. This lower bound
    keeps the overlap query a short index range. (Raising MAX_NIGHTS is safe; lowering it while
    longer bookings exist is not.)"""
    return timedelta(days=current_app.config["MAX_NIGHTS"])


def sellable_room_counts(room_types) -> dict[int, int]:
    """Rooms of each matching type that can be sold at all (not maintenance/out of service).
    `room_types` is a SQL condition on RoomType; types without a sellable room are absent."""
    rows = db.session.execute(
        select(Room.room_type_id, func.count())
        .join(RoomType, RoomType.id == Room.room_type_id)
        .where(room_types, Room.status.not_in(RoomStatus.UNSELLABLE))
        .group_by(Room.room_type_id)
    )
    return {room_type_id: count for room_type_id, count in rows}


def peak_booked_rooms(
    room_types,
    check_in: date,
    check_out: date,
    *,
    exclude_booking_id: int | None = None,
    now: datetime | None = None,
) -> dict[int, int]:
    """The most rooms of each matching type held or booked on any one night of
    [check_in, check_out); types with no such booking are absent.

    One query on ix_bookings_room_type_stay fetches the overlapping bookings; the per-night sums
    are added up here, which keeps the query identical on SQLite and PostgreSQL.
    """
    query = (
        select(Booking.room_type_id, Booking.check_in, Booking.check_out, Booking.rooms)
        .join(RoomType, RoomType.id == Booking.room_type_id)
        .where(
            room_types,
            Booking.check_in > check_in - _longest_stay(),
            Booking.check_in < check_out,
            Booking.check_out > check_in,
            holds_inventory(now),
        )
    )
    if exclude_booking_id is not None:
        query = query.where(Booking.id != exclude_booking_id)
    per_night: dict[int, dict[date, int]] = defaultdict(lambda: defaultdict(int))
    for room_type_id, b_in, b_out, rooms in db.session.execute(query):
        night = max(b_in, check_in)
        last = min(b_out, check_out)
        nights = per_night[room_type_id]
        while night < last:
            nights[night] += rooms
            night += timedelta(days=1)
    return {room_type_id: max(nights.values()) for room_type_id, nights in per_night.items()}


def available_rooms_matching(
    room_types,
    check_in: date,
    check_out: date,
    *,
    exclude_booking_id: int | None = None,
) -> dict[int, int]:
    """Rooms free on every night of the stay for each room type matching the SQL condition
    `room_types` (e.g. `RoomType.hotel_id.in_(subquery)`); types with no free room may be
    absent. Two queries whatever the number of room types: the filter stays in SQL, so large
    searches send no long lists of ids."""
    sellable = sellable_room_counts(room_types)
    booked = peak_booked_rooms(room_types, check_in, check_out,
                               exclude_booking_id=exclude_booking_id)
    return {room_type_id: max(0, count - booked.get(room_type_id, 0))
            for room_type_id, count in sellable.items()}


def available_rooms_many(
    room_type_ids: list[int],
    check_in: date,
    check_out: date,
    *,
    exclude_booking_id: int | None = None,
) -> dict[int, int]:
    """Rooms free on every night of the stay for each of these room types (0 when none)."""
    if not room_type_ids:
        return {}
    free = available_rooms_matching(RoomType.id.in_(room_type_ids), check_in, check_out,
                                    exclude_booking_id=exclude_booking_id)
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


def lock_room_type(room_type_id: int) -> RoomType | None:
    """Serialise writers on one room type. Call inside `serialized_transaction()`.

    PostgreSQL: SELECT ... FOR UPDATE on the room type row, held until the transaction ends.
    SQLite: FOR UPDATE renders as nothing; the BEGIN IMMEDIATE of the transaction already holds
    the database write lock.
    """
    return db.session.execute(
        select(RoomType).where(RoomType.id == room_type_id).with_for_update()
    ).scalar_one_or_none()
