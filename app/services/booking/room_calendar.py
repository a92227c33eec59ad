"""A room type's calendar as its staff see it (/api/v1/staff/room-types/{id}/calendar): each
night's rooms (sellable, booked, held, free), price and season, and the arrival restrictions
staff set there. The counts come from the inventory calendar (app/services/booking/inventory.py) and
the prices from the rate rules (app/services/booking/rates.py), so this view cannot disagree with what
search, quotes and bookings use."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import select

from app.errors import ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import RoomType, RoomTypeNight
from app.services.booking import inventory, rates

# One request shows or changes at most a year of nights.
MAX_CALENDAR_NIGHTS = 366


@dataclass(frozen=True)
class CalendarNight:
    night: date
    sellable_rooms: int
    booked_rooms: int
    held_rooms: int
    free_rooms: int
    price: Decimal
    season: str | None
    closed_to_arrival: bool
    min_stay: int | None


def _nights_between(start: date, end: date) -> date:
    """The exclusive end of the inclusive range start..end. Raises ValidationFailed."""
    if end < start:
        raise ValidationFailed(_("must not be before start_date"), field="end_date")
    if (end - start).days >= MAX_CALENDAR_NIGHTS:
        raise ValidationFailed(_("at most %(nights)s nights at a time", nights=MAX_CALENDAR_NIGHTS),
                               field="end_date")
    return end + timedelta(days=1)


def room_type_calendar(room_type: RoomType, start: date, end: date) -> list[CalendarNight]:
    """Every night from `start` to `end` (both included)."""
    stop = _nights_between(start, end)
    sellable = room_type.sellable_rooms
    occupancy = inventory.night_occupancy(room_type.id, start, stop)
    restrictions = {
        row.night: row for row in db.session.scalars(
            select(RoomTypeNight).where(RoomTypeNight.room_type_id == room_type.id,
                                        RoomTypeNight.night >= start, RoomTypeNight.night < stop))}
    prices = rates.stay_rates(room_type.price_per_night, rates.list_rules(room_type), start, stop)
    nights = []
    for price in prices.nightly:
        booked, held = occupancy.get(price.night, (0, 0))
        row = restrictions.get(price.night)
        nights.append(CalendarNight(
            night=price.night, sellable_rooms=sellable, booked_rooms=booked, held_rooms=held,
            free_rooms=max(0, sellable - booked - held), price=price.price, season=price.season,
            closed_to_arrival=bool(row and row.closed_to_arrival),
            min_stay=row.min_stay if row else None))
    return nights


def restrict_nights(room_type: RoomType, start: date, end: date, changes: dict) -> list[CalendarNight]:
    """Set closed-to-arrival and/or a minimum stay (None clears it) on the nights `start` to
    `end` (both included); returns those nights. New quotes, bookings and searches obey them at
    once; bookings already made are kept."""
    stop = _nights_between(start, end)
    if not changes:
        raise ValidationFailed(_("give closed_to_arrival, min_stay or both"), field="closed_to_arrival")
    inventory.set_restrictions(room_type.id, start, stop, changes)
    db.session.commit()
    return room_type_calendar(room_type, start, end)
