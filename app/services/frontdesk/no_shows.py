"""The no-show job: a confirmed booking whose guest has not checked in `no_show_grace_hours`
after the arrival day's check-in time (a per-hotel setting) is marked a no-show, as staff would
(the cancellation rule's fee kept, the rest refunded through the refund flow), and never before
the day after the arrival day. Each booking is marked in its own transaction, so one that a
desk checks in meanwhile is left alone (it is re-read under its lock)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from app.db_locking import lock_row, serialized_transaction
from app.errors import ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Booking, BookingStatus, Hotel
from app.models.base import utcnow
from app.services.booking.lifecycle import Actor
from app.services.booking.stays import hotel_timezone, local_today
from app.services.frontdesk.stays import record_no_show

NO_SHOW_JOB = Actor.job("mark_no_shows")
MAX_GRACE_HOURS = 24 * 7
MIN_RETENTION_DAYS, MAX_RETENTION_DAYS = 30, 3653


def no_show_deadline(hotel: Hotel, booking: Booking) -> datetime:
    """Naive UTC instant from which the job marks the booking a no-show."""
    local = datetime.combine(booking.check_in, hotel.check_in_time, tzinfo=hotel_timezone())
    deadline = local + timedelta(hours=hotel.no_show_grace_hours)
    return deadline.astimezone(UTC).replace(tzinfo=None)


def mark_overdue_no_shows(now: datetime | None = None, limit: int = 500) -> int:
    """Mark the overdue bookings of every hotel (a periodic job); returns how many."""
    now = now or utcnow()
    candidates = db.session.execute(
        select(Booking, Hotel).join(Hotel, Hotel.id == Booking.hotel_id)
        .where(Booking.status == BookingStatus.CONFIRMED, Booking.check_in < local_today())
        .order_by(Booking.check_in, Booking.id).limit(limit)).all()
    due = [booking.id for booking, hotel in candidates if now >= no_show_deadline(hotel, booking)]
    db.session.rollback()
    marked = 0
    for booking_id in due:
        with serialized_transaction():
            booking = lock_row(Booking, Booking.id == booking_id)
            if booking.status != BookingStatus.CONFIRMED:
                continue  # checked in or cancelled since it was read
            record_no_show(booking, NO_SHOW_JOB,
                           f"not checked in {booking.hotel.no_show_grace_hours} h after the "
                           "arrival day's check-in time")
            marked += 1
    return marked


# --- the hotel's setting ----------------------------------------------------------------------

def desk_settings(hotel_id: int) -> Hotel:
    return db.session.get(Hotel, hotel_id)


def update_desk_settings(hotel_id: int, changes: dict) -> Hotel:
    """Set the hotel's no-show grace period (0 to a week, in hours) and/or how long its guest
    register is kept (30 days to 10 years)."""
    limits = {"no_show_grace_hours": (0, MAX_GRACE_HOURS),
              "register_retention_days": (MIN_RETENTION_DAYS, MAX_RETENTION_DAYS)}
    hotel = db.session.get(Hotel, hotel_id)
    for name, value in changes.items():
        low, high = limits[name]
        if not low <= value <= high:
            raise ValidationFailed(_("must be %(low)s to %(high)s", low=low, high=high), field=name)
        setattr(hotel, name, value)
    db.session.commit()
    return hotel
