"""Room blocks: a room taken out of sale for a date range (repairs, a renovation), with why.

A block is one booked room of the room's type on each of its nights in the inventory calendar
(`inventory.add_occupancy`, in the block's own transaction under the room type's lock, the lock
every booking takes), so availability, quotes and search sell one room fewer; `flask
rebuild-calendar` counts active blocks too. It is refused when the type has no room left on one
of those nights (it would oversell the booked nights). It also holds the room's nights in
`room_nights`, so the database refuses it for nights a stay holds the room, and refuses a
check-in into the blocked room. Releasing a block gives both back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, NotFound, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Room, RoomBlock, RoomNight
from app.models.base import utcnow
from app.services.booking import inventory
from app.services.booking.inventory import BOOKED, Occupancy
from app.services.booking.stays import local_today

MAX_BLOCK_NIGHTS = 366


@dataclass(frozen=True)
class BlockRequest:
    room_id: int
    start_date: date
    end_date: date
    reason: str


def _nights(start: date, end: date):
    night = start
    while night < end:
        yield night
        night += timedelta(days=1)


def list_blocks(hotel_id: int, date_from: date | None = None,
                date_to: date | None = None) -> list[RoomBlock]:
    """The hotel's active blocks touching [date_from, date_to] (each optional), by start."""
    query = select(RoomBlock).where(RoomBlock.hotel_id == hotel_id, RoomBlock.released_at.is_(None))
    if date_from is not None:
        query = query.where(RoomBlock.end_date > date_from)
    if date_to is not None:
        query = query.where(RoomBlock.start_date <= date_to)
    return list(db.session.scalars(query.order_by(RoomBlock.start_date, RoomBlock.id)))


def create_block(hotel_id: int, staff, request: BlockRequest) -> RoomBlock:
    """Take a room of the hotel out of sale for [start_date, end_date). Raises ValidationFailed
    (dates, a room of another hotel) and Conflict (the type would be oversold; the room is held
    by a stay or another block on one of those nights)."""
    start, end = request.start_date, request.end_date
    if start < local_today():
        raise ValidationFailed(_("must not be in the past"), field="start_date")
    if end <= start:
        raise ValidationFailed(_("must be after start_date"), field="end_date")
    if (end - start).days > MAX_BLOCK_NIGHTS:
        raise ValidationFailed(_("at most %(nights)s nights at a time", nights=MAX_BLOCK_NIGHTS),
                               field="end_date")
    with serialized_transaction() as session:
        room = db.session.scalar(select(Room).where(Room.id == request.room_id,
                                                    Room.hotel_id == hotel_id))
        if room is None:
            raise ValidationFailed(_("not a room of your hotel"), field="room_id")
        number, room_type_id = room.room_number, room.room_type_id
        inventory.lock_room_type(room_type_id)
        if inventory.available_rooms(room_type_id, start, end) < 1:
            raise Conflict(_("Blocking room %(number)s would oversell: every room of its type is "
                             "booked on at least one of those nights", number=number))
        block = RoomBlock(hotel_id=hotel_id, room_id=room.id, room_type_id=room_type_id,
                          start_date=start, end_date=end, reason=request.reason,
                          created_by_staff_id=staff.id)
        session.add(block)
        session.flush()
        session.add_all(RoomNight(room_id=room.id, night=night, block_id=block.id)
                        for night in _nights(start, end))
        try:
            session.flush()
        except IntegrityError:
            raise Conflict(_("Room %(number)s is given to a stay or blocked on at least one of "
                             "those nights", number=number)) from None
        inventory.add_occupancy(session.connection(),
                                Occupancy(room_type_id, start, end, BOOKED, 1), 1)
    return block


def release_block(hotel_id: int, block_id: int) -> RoomBlock:
    """Put a blocked room back on sale for the block's nights. Raises NotFound (another hotel's
    block, or one already released)."""
    with serialized_transaction() as session:
        found = db.session.scalar(select(RoomBlock.room_type_id).where(
            RoomBlock.id == block_id, RoomBlock.hotel_id == hotel_id))
        if found is None:
            raise NotFound(_("Room block not found"))
        inventory.lock_room_type(found)  # the room type first, as every booking writer
        block = lock_row(RoomBlock, RoomBlock.id == block_id)
        if block.released_at is not None:
            raise NotFound(_("Room block not found"))
        block.released_at = utcnow()
        session.execute(delete(RoomNight).where(RoomNight.block_id == block.id))
        inventory.add_occupancy(session.connection(), Occupancy(
            block.room_type_id, block.start_date, block.end_date, BOOKED, 1), -1)
    return block
