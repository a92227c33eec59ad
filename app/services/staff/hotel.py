"""The hotel-admin domain: a staff member edits their own hotel, rooms and room types, reads the
hotel's bookings and answers its reviews.

Every function takes the `hotel_id` of the staff token and only ever touches that hotel's rows: a
room, room type or review of another hotel is NotFound (never revealed). Changes arrive as dicts of
model attributes (the schemas map the spec's field names), already validated field by field.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.orm import selectinload

from app.db_locking import commit_or_conflict
from app.errors import Conflict, Forbidden, NotFound, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Booking, Hotel, Review, Room, RoomType, StaffRole
from app.models.base import ZERO, utcnow
from app.services.booking import destinations
from app.services.content.amenities import PROPERTY_TYPES, amenity_rows
from app.services.paging import Page, paginate

# Roles (docs/decisions.md D3). Reading the hotel, rooms and room types is open to every role, since the
# front desk needs them to do its one job: changing a room's status and notes.
ALL_ROLES = StaffRole.ALL
EDITORS = (StaffRole.HOTEL_ADMIN, StaffRole.MANAGER)
ADMINS = (StaffRole.HOTEL_ADMIN,)
# The front desk (issue 31): arrivals, check-in, room moves, check-out, no-shows, walk-ins and a
# booking's audit trail.
FRONT_DESK_ROLES = (StaffRole.HOTEL_ADMIN, StaffRole.MANAGER, StaffRole.FRONT_DESK)
FRONT_DESK_ROOM_FIELDS = frozenset({"status", "notes"})

HOTEL_EDITABLE = frozenset(
    {"name", "phone", "email", "address", "city", "stars", "description", "check_in_time",
     "check_out_time", "property_type", "latitude", "longitude", "amenities", "tin",
     "pay_at_property_rooms_per_night"}
)
ROOM_EDITABLE = frozenset({"room_number", "room_type_id", "floor", "status", "notes"})
ROOM_TYPE_EDITABLE = frozenset({"name", "capacity", "bed_type", "price_per_night", "max_adults",
                                "max_children", "child_max_age"})


def _apply(record, changes: dict, allowed: frozenset[str]) -> None:
    unexpected = set(changes) - allowed
    if unexpected:  # the schemas already refuse these; this guards other callers
        raise ValidationFailed(_("Not editable: %(fields)s", fields=", ".join(sorted(unexpected))))
    for name, value in changes.items():
        setattr(record, name, value)


# --- hotel profile --------------------------------------------------------------------------


def get_hotel(hotel_id: int) -> Hotel:
    """The staff member's hotel, whatever its status. Raises NotFound if it no longer exists."""
    hotel = db.session.get(Hotel, hotel_id)
    if hotel is None:
        raise NotFound(_("Hotel not found"))
    return hotel


def update_hotel(hotel_id: int, changes: dict) -> Hotel:
    """Partial update of the editable profile fields; `hotel_status` and `verified_at` are never
    among them (the super admin owns those). A city typed as a known spelling ("addis abeba",
    "ባህር ዳር") is stored under its canonical name, so that cities group and filter as one.
    `amenity_codes` replaces the hotel's amenities (codes of content/amenities.AMENITIES);
    latitude and longitude come together. Raises ValidationFailed naming the field."""
    hotel = get_hotel(hotel_id)
    if "city" in changes:
        changes = {**changes, "city": destinations.canonical_city_name(changes["city"])}
    if "amenity_codes" in changes:
        changes = {**changes}
        changes["amenities"] = amenity_rows(changes.pop("amenity_codes"))
    if "property_type" in changes and changes["property_type"] not in PROPERTY_TYPES:
        raise ValidationFailed(_("must be one of %(choices)s", choices=", ".join(PROPERTY_TYPES)),
                               field="hotel_property_type")
    if ("latitude" in changes) != ("longitude" in changes) or (
            (changes.get("latitude") is None) != (changes.get("longitude") is None)):
        raise ValidationFailed(_("hotel_latitude and hotel_longitude are set together"),
                               field="hotel_longitude")
    for axis in ("latitude", "longitude"):
        if changes.get(axis) is not None:  # the columns keep six decimals (~10 cm)
            changes = {**changes, axis: Decimal(str(round(changes[axis], 6)))}
    _apply(hotel, changes, HOTEL_EDITABLE)
    db.session.commit()
    return hotel


# --- room types -----------------------------------------------------------------------------


def _room_type_of_hotel(hotel_id: int, room_type_id: int) -> RoomType | None:
    return db.session.scalar(
        select(RoomType).where(RoomType.id == room_type_id, RoomType.hotel_id == hotel_id)
    )


def get_room_type(hotel_id: int, room_type_id: int) -> RoomType:
    room_type = _room_type_of_hotel(hotel_id, room_type_id)
    if room_type is None:
        raise NotFound(_("Room type not found"))
    return room_type


def list_room_types(hotel_id: int) -> list[RoomType]:
    """The hotel's room types by name, with their rooms loaded (for `room_count`)."""
    return list(
        db.session.scalars(
            select(RoomType)
            .where(RoomType.hotel_id == hotel_id)
            .order_by(RoomType.name, RoomType.id)
            .options(selectinload(RoomType.rooms))
        )
    )


class UniqueInHotel:
    """A value no two records of one hotel may share: a room type's name, a room's number. Checked
    before the write, which gives the common case its clear 409, and again when the database's
    unique constraint refuses the commit, which catches the race between the check and the commit."""

    def __init__(self, model, attribute: str, same: Callable[[str], ColumnElement[bool]],
                 conflict: Callable[[str], str]):
        self.model, self.attribute, self.same, self.conflict = model, attribute, same, conflict

    def taken(self, hotel_id: int, value: str, exclude_id: int | None = None) -> bool:
        query = select(self.model.id).where(self.model.hotel_id == hotel_id, self.same(value))
        if exclude_id is not None:
            query = query.where(self.model.id != exclude_id)
        return db.session.scalar(query.limit(1)) is not None

    def refuse_taken(self, hotel_id: int, value: str, exclude_id: int | None = None) -> None:
        if self.taken(hotel_id, value, exclude_id):
            raise Conflict(self.conflict(value))

    def commit(self, hotel_id: int, record):
        # Read before commit: a rollback expires the object and would reload the old values.
        value, record_id = getattr(record, self.attribute), record.id
        return commit_or_conflict(
            record, lambda: self.taken(hotel_id, value, exclude_id=record_id), self.conflict(value))


# The exact match is what the unique constraint enforces; lower() adds case-insensitivity (ASCII
# only on SQLite, full Unicode on PostgreSQL).
ROOM_TYPE_NAME = UniqueInHotel(
    RoomType, "name",
    lambda name: or_(RoomType.name == name, func.lower(RoomType.name) == name.lower()),
    lambda name: _("A room type named %(name)s already exists", name=repr(name)))
ROOM_NUMBER = UniqueInHotel(
    Room, "room_number", lambda number: Room.room_number == number,
    lambda number: _("Room %(number)s already exists in this hotel", number=number))


def create_room_type(hotel_id: int, data: dict) -> RoomType:
    """A new room type of the hotel. Raises Conflict when the name (case-insensitive) is taken.
    Without `price_per_night` the price is 0 ETB until set."""
    ROOM_TYPE_NAME.refuse_taken(hotel_id, data["name"])
    room_type = RoomType(hotel_id=hotel_id, price_per_night=ZERO)
    _apply(room_type, data, ROOM_TYPE_EDITABLE)
    db.session.add(room_type)
    return ROOM_TYPE_NAME.commit(hotel_id, room_type)


def update_room_type(hotel_id: int, room_type_id: int, changes: dict) -> RoomType:
    """Partial update. A new price applies to later bookings; booked stays keep their price."""
    room_type = get_room_type(hotel_id, room_type_id)
    if "name" in changes:
        ROOM_TYPE_NAME.refuse_taken(hotel_id, changes["name"], exclude_id=room_type.id)
    _apply(room_type, changes, ROOM_TYPE_EDITABLE)
    return ROOM_TYPE_NAME.commit(hotel_id, room_type)


# --- rooms ----------------------------------------------------------------------------------


def get_room(hotel_id: int, room_id: int) -> Room:
    room = db.session.scalar(select(Room).where(Room.id == room_id, Room.hotel_id == hotel_id))
    if room is None:
        raise NotFound(_("Room not found"))
    return room


def list_rooms(hotel_id: int, *, status: str | None = None, room_type_id: int | None = None) -> list[Room]:
    """The hotel's rooms in number order, optionally of one status and/or room type."""
    query = select(Room).where(Room.hotel_id == hotel_id).options(selectinload(Room.room_type))
    if status is not None:
        query = query.where(Room.status == status)
    if room_type_id is not None:
        query = query.where(Room.room_type_id == room_type_id)
    # Shorter numbers first, so that "20" comes before "101" (room numbers are strings).
    order = (func.length(Room.room_number), Room.room_number, Room.id)
    return list(db.session.scalars(query.order_by(*order)))


def _check_room_type(hotel_id: int, room_type_id: int) -> None:
    # The room type is a body field, so a foreign or unknown one is a validation error, not 404.
    if _room_type_of_hotel(hotel_id, room_type_id) is None:
        raise ValidationFailed(_("Not a room type of your hotel"), field="room_type_id")


def create_room(hotel_id: int, data: dict) -> Room:
    """A new physical room. Raises ValidationFailed for a room type of another hotel and Conflict
    for a room number the hotel already has."""
    _check_room_type(hotel_id, data["room_type_id"])
    ROOM_NUMBER.refuse_taken(hotel_id, data["room_number"])
    room = Room(hotel_id=hotel_id)
    _apply(room, data, ROOM_EDITABLE)
    db.session.add(room)
    return ROOM_NUMBER.commit(hotel_id, room)


def update_room(hotel_id: int, role: str, room_id: int, changes: dict) -> Room:
    """Partial update of a room. `front_desk` may change only `room_status` and `room_notes`
    (Forbidden otherwise); a room type of another hotel is ValidationFailed; a taken room number
    is Conflict."""
    if role == StaffRole.FRONT_DESK and not set(changes) <= FRONT_DESK_ROOM_FIELDS:
        raise Forbidden(_("Front desk staff may change only room_status and room_notes"))
    room = get_room(hotel_id, room_id)
    if "room_type_id" in changes:
        _check_room_type(hotel_id, changes["room_type_id"])
    if "room_number" in changes:
        ROOM_NUMBER.refuse_taken(hotel_id, changes["room_number"], exclude_id=room.id)
    _apply(room, changes, ROOM_EDITABLE)
    return ROOM_NUMBER.commit(hotel_id, room)


# --- the hotel's bookings -------------------------------------------------------------------


def list_hotel_bookings(
    hotel_id: int,
    *,
    date_from: date | None = None,
    date_to: date | None = None,
    status: str | None = None,
    page: int = 1,
    limit: int = 20,
) -> Page:
    """The hotel's bookings whose stay occupies a night from `date_from` through `date_to`
    (nights are [check_in, check_out)), optionally of one status; by check-in date."""
    conditions = [Booking.hotel_id == hotel_id]
    if date_from is not None:
        conditions.append(Booking.check_out > date_from)
    if date_to is not None:
        conditions.append(Booking.check_in <= date_to)
    if status is not None:
        conditions.append(Booking.status == status)
    query = (
        select(Booking)
        .where(*conditions)
        .order_by(Booking.check_in, Booking.id)
        .options(selectinload(Booking.room_type))
    )
    return paginate(query, page, limit)


# --- reviews --------------------------------------------------------------------------------


def list_hotel_reviews(hotel_id: int, *, status: str | None = None, page: int = 1, limit: int = 20) -> Page:
    """All reviews of the hotel, newest first, whatever their moderation status (optionally one),
    so that the hotel can find the ones to answer."""
    query = select(Review).where(Review.hotel_id == hotel_id)
    if status is not None:
        query = query.where(Review.status == status)
    query = query.order_by(Review.created_at.desc(), Review.id.desc()).options(selectinload(Review.guest))
    return paginate(query, page, limit)


def reply_to_review(hotel_id: int, review_id: int, reply: str) -> Review:
    """Set (or replace) the hotel's reply to one of its reviews; `replied_at` is now.
    Raises NotFound for a review of another hotel."""
    review = db.session.scalar(select(Review).where(Review.id == review_id, Review.hotel_id == hotel_id))
    if review is None:
        raise NotFound(_("Review not found"))
    review.reply = reply
    review.replied_at = utcnow()
    db.session.commit()
    return review
