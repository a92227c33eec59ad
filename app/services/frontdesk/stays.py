"""The stay at the desk: check-in with room assignment and the guest register, room moves,
check-out and no-shows. Each runs in one serialised transaction: the booking row is locked
first, then the rooms (always in id order), so two desks cannot deadlock; each status change
goes through the booking lifecycle (409 naming the current state) and lands in its audit trail.

Rooms: a stay holds its rooms night by night in `room_nights`, whose primary key (room, night)
makes the database refuse a room given to two overlapping stays, whatever raced above it. The
nights are hotel-local dates from today (or the arrival day) to the booked check-out.
Housekeeping: check-in makes a room `occupied`; check-out and a move out make it `cleaning`;
staff mark it `available` again (PUT /staff/rooms/{id}).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, NotFound, ValidationFailed
from app.events import NO_SHOW_RECORDED, STAY_COMPLETED, record
from app.extensions import db
from app.i18n import _
from app.models import Booking, BookingStatus, Room, RoomNight, RoomStatus
from app.models.base import utcnow
from app.services.booking import lifecycle
from app.services.booking.bookings import cancellation_refund, has_settled_payment
from app.services.booking.lifecycle import Actor
from app.services.booking.stays import local_today
from app.services.frontdesk import register
from app.services.frontdesk.desk import DeskBooking, desk_booking
from app.services.frontdesk.register import RegisterGuest

ONE_DAY = timedelta(days=1)


def _nights(start: date, end: date):
    night = start
    while night < end:
        yield night
        night += ONE_DAY


def lock_own_booking(hotel_id: int, booking_id: int) -> Booking:
    """The hotel's booking, locked (inside a serialised transaction); NotFound for another
    hotel's or an unknown id alike."""
    booking = lock_row(Booking, Booking.id == booking_id, Booking.hotel_id == hotel_id)
    if booking is None:
        raise NotFound(_("Booking not found"))
    return booking


def _lock_rooms(hotel_id: int, room_ids: Sequence[int], field: str) -> dict[int, Room]:
    """The hotel's rooms with these ids, locked in id order and re-read. A room of another
    hotel or none is a validation error of `field` (the ids come in the body)."""
    rooms = db.session.scalars(
        select(Room).where(Room.id.in_(room_ids), Room.hotel_id == hotel_id).order_by(Room.id)
        .with_for_update().execution_options(populate_existing=True)).all()
    found = {room.id: room for room in rooms}
    unknown = [room_id for room_id in room_ids if room_id not in found]
    if unknown:
        raise ValidationFailed(_("not a room of your hotel: %(rooms)s", rooms=", ".join(map(str, unknown))),
                               field=field)
    return found


def _check_room_for(booking: Booking, room: Room, field: str) -> None:
    """A room the stay can move into: of the booked type, and clean and free right now."""
    if room.room_type_id != booking.room_type_id:
        raise ValidationFailed(_("room %(number)s is not of the booked room type (%(room_type)s)",
                                 number=room.room_number, room_type=booking.room_type.name),
                               field=field)
    if room.status != RoomStatus.AVAILABLE:
        raise Conflict(_("Room %(number)s is %(status)s, not available",
                         number=room.room_number, status=room.status.replace("_", " ")))


def _assign(booking: Booking, rooms: Sequence[Room], start: date) -> None:
    """Give the rooms to the stay for the nights [start, check_out) and flush, so that the
    database's (room, night) key refuses a room another stay holds: Conflict (409)."""
    numbers = ", ".join(room.room_number for room in rooms)  # read now: a failed flush expires them
    db.session.add_all(RoomNight(room_id=room.id, night=night, booking_id=booking.id)
                       for room in rooms for night in _nights(start, booking.check_out))
    try:
        db.session.flush()
    except IntegrityError:
        raise Conflict(_("Room %(numbers)s is already given to another stay, or blocked, on these "
                         "nights", numbers=numbers)) from None


def current_room_ids(booking_id: int) -> list[int]:
    """The rooms a stay holds on its last assigned night (after moves: the rooms it moved to)."""
    last = (select(func.max(RoomNight.night)).where(RoomNight.booking_id == booking_id)
            .scalar_subquery())
    return list(db.session.scalars(
        select(RoomNight.room_id).where(RoomNight.booking_id == booking_id,
                                        RoomNight.night == last).order_by(RoomNight.room_id)))


# --- check-in -----------------------------------------------------------------------------------

def check_in(hotel_id: int, staff, booking_id: int, room_ids: list[int],
             guests: list[RegisterGuest], note: str | None = None) -> DeskBooking:
    """Check a confirmed booking in from its arrival day (hotel-local) until the day before its
    check-out: its rooms (as many as booked, of the booked type, each `available`) are given to
    it for the nights left and become `occupied`, and its guests enter the register.

    Raises NotFound (not this hotel's booking), Conflict (not confirmed - naming the status -,
    before the arrival day, after the stay, a room not available or held by another stay) and
    ValidationFailed (wrong number of rooms, a room of another type or hotel, register data)."""
    actor = Actor.staff(staff)
    with serialized_transaction():
        booking = lock_own_booking(hotel_id, booking_id)
        lifecycle.check_allowed(booking, BookingStatus.CHECKED_IN)
        today = local_today()
        if today < booking.check_in:
            raise Conflict(_("Check-in opens on the arrival day, %(day)s",
                             day=booking.check_in.isoformat()))
        if today >= booking.check_out:
            raise Conflict(_("This stay ended on %(day)s; it cannot be checked in",
                             day=booking.check_out.isoformat()))
        if len(room_ids) != booking.rooms or len(set(room_ids)) != len(room_ids):
            raise ValidationFailed(_("give %(rooms)s different room(s), one for each booked room",
                                     rooms=booking.rooms), field="room_ids")
        register.check_register(guests, booking.guests)
        rooms = _lock_rooms(hotel_id, room_ids, "room_ids")
        for room in rooms.values():
            _check_room_for(booking, room, "room_ids")
        now = utcnow()
        numbers = ", ".join(room.room_number for room in rooms.values())
        lifecycle.transition(booking, BookingStatus.CHECKED_IN, actor,
                             f"room {numbers}" + (f": {note}" if note else ""), at=now)
        _assign(booking, list(rooms.values()), today)
        for room in rooms.values():
            room.status = RoomStatus.OCCUPIED
        register.add_entries(booking, guests, staff.id, now, numbers)
    return desk_booking(booking)


# --- room move ----------------------------------------------------------------------------------

def move_room(hotel_id: int, staff, booking_id: int, from_room_id: int, to_room_id: int,
              reason: str | None = None) -> DeskBooking:
    """Move a checked-in stay from one of its rooms to another of the booked type, from tonight
    to the check-out: the old room becomes `cleaning`, the new one `occupied`, and the trail
    records it. Raises NotFound, Conflict (not checked in; no night left; the new room is not
    available or held by another stay) and ValidationFailed (not a room of this stay, another
    type, the same room)."""
    if from_room_id == to_room_id:
        raise ValidationFailed(_("must be another room than from_room_id"), field="to_room_id")
    actor = Actor.staff(staff)
    with serialized_transaction():
        booking = lock_own_booking(hotel_id, booking_id)
        lifecycle.require_status(booking, BookingStatus.CHECKED_IN, _("change rooms"))
        start = max(local_today(), booking.check_in)
        if start >= booking.check_out:
            raise Conflict(_("This stay has no night left to move; check it out"))
        rooms = _lock_rooms(hotel_id, [from_room_id, to_room_id], "to_room_id")
        old, new = rooms[from_room_id], rooms[to_room_id]
        held = delete(RoomNight).where(RoomNight.booking_id == booking.id,
                                       RoomNight.room_id == old.id, RoomNight.night >= start)
        if db.session.execute(held).rowcount == 0:
            raise ValidationFailed(_("room %(number)s is not a room of this stay",
                                     number=old.room_number),
                                   field="from_room_id")
        _check_room_for(booking, new, "to_room_id")
        _assign(booking, [new], start)
        old.status = RoomStatus.CLEANING
        new.status = RoomStatus.OCCUPIED
        lifecycle.record_action(booking, "room_move", actor,
                                f"room {old.room_number} to room {new.room_number}"
                                + (f": {reason}" if reason else ""))
    return desk_booking(booking)


# --- check-out ----------------------------------------------------------------------------------

def check_out(hotel_id: int, staff, booking_id: int, note: str | None = None) -> DeskBooking:
    """Check a stay out, on its last day or earlier: it is `completed`, the nights it leaves
    unused go back to the room (and to sale), its rooms become `cleaning`, its guest earns the
    stay's loyalty points and gets an invitation to review the hotel. Raises NotFound and
    Conflict (not checked in, naming the status)."""
    actor = Actor.staff(staff)
    with serialized_transaction():
        booking = lock_own_booking(hotel_id, booking_id)
        lifecycle.check_allowed(booking, BookingStatus.COMPLETED)
        today = local_today()
        room_ids = current_room_ids(booking.id)
        db.session.execute(delete(RoomNight).where(RoomNight.booking_id == booking.id,
                                                   RoomNight.night >= today))
        for room in _lock_rooms(hotel_id, room_ids, "room_ids").values():
            room.status = RoomStatus.CLEANING
        unused = (booking.check_out - today).days
        when = f"early, {unused} night(s) unused" if unused > 0 else "on time"
        lifecycle.transition(booking, BookingStatus.COMPLETED, actor,
                             f"checked out {when}" + (f": {note}" if note else ""))
        # The loyalty award and the review invitation (app/effects.py).
        record(STAY_COMPLETED, booking)
    return desk_booking(booking)


# --- no-show ------------------------------------------------------------------------------------

def mark_no_show(hotel_id: int, staff, booking_id: int, reason: str | None = None) -> DeskBooking:
    """Mark a confirmed booking whose guest never came, from the day after its arrival day:
    it is `no_show`, its rooms go back to sale, the cancellation rule's fee is kept and the rest
    of its payment is owed back through the refund flow (a job after the commit). Raises
    NotFound and Conflict (not confirmed, naming the status; still the arrival day)."""
    with serialized_transaction():
        booking = lock_own_booking(hotel_id, booking_id)
        record_no_show(booking, Actor.staff(staff), reason or "the guest did not arrive")
    return desk_booking(booking)


def record_no_show(booking: Booking, actor: Actor, reason: str) -> None:
    """Make the locked booking a no-show (staff, or the no-show job): from the day after its
    arrival day; the cancellation rule's fee is kept and the rest of its payment is owed back
    through the refund flow. Raises Conflict (not confirmed, naming the status; too early)."""
    lifecycle.check_allowed(booking, BookingStatus.NO_SHOW)
    if local_today() <= booking.check_in:
        raise Conflict(_("A no-show can be marked from the day after the arrival day, %(day)s",
                         day=(booking.check_in + ONE_DAY).isoformat()))
    now = utcnow()
    # The rule of a late cancellation (read while the booking is still confirmed).
    booking.refund_amount = cancellation_refund(booking, now)
    lifecycle.transition(booking, BookingStatus.NO_SHOW, actor, reason, at=now)
    # The refund of what the payments still hold beyond the fee (app/effects.py).
    record(NO_SHOW_RECORDED, booking, settled=has_settled_payment(booking), actor=actor)
