"""What the super admin does in the admin panel: hotel statuses, review moderation, accounts,
and the dashboard's numbers. The admin views call these; the rules live here only."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from functools import partial

from sqlalchemy import func, select

from app.db_locking import serialized_transaction
from app.errors import Conflict, NotFound, ValidationFailed
from app.extensions import db
from app.models import (
    Booking,
    Guest,
    GuestStatus,
    Hotel,
    HotelStatus,
    Payment,
    PaymentStatus,
    Refund,
    Review,
    ReviewStatus,
    StaffRole,
    StaffUser,
)
from app.models.base import ZERO, utcnow
from app.passwords import hash_password, password_problem
from app.services.accounts.auth import find_staff_by_email
from app.services.booking.stays import local_day_bounds, local_today
from app.services.messaging import outbox
from app.services.payments import refunds

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


# --- hotels --------------------------------------------------------------------------------------

def _apply_hotel_status(hotel: Hotel, status: str, now: datetime) -> None:
    hotel.hotel_status = status
    # A hotel counts as verified the first time it goes live (Verified, or straight to Active);
    # later changes keep that first date.
    if status in HotelStatus.LIVE and hotel.verified_at is None:
        hotel.verified_at = now


def _check_hotel_status(status: str) -> None:
    if status not in HotelStatus.ALL:
        raise ValidationFailed(f"Unknown hotel status {status!r}", field="hotel_status")


def set_hotel_status(hotel_id: int, status: str) -> Hotel:
    """Set one hotel's status (the admin's edit form); only Verified and Active hotels are live
    for guests. Raises ValidationFailed for an unknown status, NotFound for an unknown hotel."""
    _check_hotel_status(status)
    hotel = db.session.get(Hotel, hotel_id)
    if hotel is None:
        raise NotFound("Hotel not found")
    _apply_hotel_status(hotel, status, utcnow())
    db.session.commit()
    return hotel


def _update_each(model, ids: Iterable[int], apply=None, **values) -> int:
    """Load the rows of `model` with these ids (unknown ids are ignored), set `values` on each
    (or call `apply(row)`), commit once; returns how many rows were changed. Through the ORM, so
    the flush hooks run.

    A serialised transaction: the flush hooks (a review's rating moving into its hotel's counts)
    read and then write, which on SQLite must hold the write lock from the start, or two admins
    acting at once fail with "database is locked" instead of queueing."""
    ids = _int_ids(ids)
    if not ids:
        return 0
    with serialized_transaction() as session:
        rows = session.scalars(select(model).where(model.id.in_(ids))).all()
        for row in rows:
            if apply is not None:
                apply(row)
            for name, value in values.items():
                setattr(row, name, value)
    return len(rows)


def set_hotels_status(hotel_ids: Iterable[int], status: str) -> int:
    """`set_hotel_status` of the list actions; unknown ids are ignored. Returns how many hotels
    changed."""
    _check_hotel_status(status)
    now = utcnow()
    return _update_each(Hotel, hotel_ids, partial(_apply_hotel_status, status=status, now=now))


# --- reviews -------------------------------------------------------------------------------------

def set_reviews_status(review_ids: Iterable[int], status: str) -> int:
    """Approve (publish: they show in their hotels' reviews and ratings at once) or reject (hide
    from guests; they stay stored, visible to the admin) reviews. Returns how many changed.
    Raises ValidationFailed for another status."""
    if status not in (ReviewStatus.APPROVED, ReviewStatus.REJECTED):
        raise ValidationFailed(f"A review can be set {ReviewStatus.APPROVED} or {ReviewStatus.REJECTED}")
    return _update_each(Review, review_ids, status=status, moderated_at=utcnow())


# --- guests --------------------------------------------------------------------------------------

def set_guests_status(guest_ids: Iterable[int], status: str) -> int:
    """Deactivate guests (they can no longer log in: 403, and their tokens stop working) or make
    them active again. Raises ValidationFailed for another status."""
    if status not in (GuestStatus.ACTIVE, GuestStatus.DEACTIVATED):
        raise ValidationFailed(f"A guest can be set {GuestStatus.ACTIVE} or {GuestStatus.DEACTIVATED}")
    return _update_each(Guest, guest_ids, status=status)


# --- staff accounts ------------------------------------------------------------------------------

def create_staff_account(hotel_id: int, name: str, email: str, role_slug: str,
                         password: str) -> StaffUser:
    """A new active staff account for a hotel; the password is stored only as an Argon2 hash."""
    name = (name or "").strip()
    email = (email or "").strip().lower()
    errors: dict[str, list[str]] = {}
    if not name:
        errors["name"] = ["Enter the staff member's name."]
    if not _EMAIL.match(email):
        errors["email"] = ["Enter a valid email address."]
    if role_slug not in StaffRole.ALL:
        errors["role_slug"] = [f"Choose one of: {', '.join(StaffRole.ALL)}."]
    if problem := password_problem(password or "", related=(name, email)):
        errors["password"] = [problem]
    if errors:
        raise ValidationFailed("Invalid staff account", errors=errors)
    if db.session.get(Hotel, hotel_id) is None:
        raise NotFound("Hotel not found")
    if find_staff_by_email(email) is not None:
        raise Conflict(f"A staff account with email {email} already exists")
    staff = StaffUser(hotel_id=hotel_id, name=name, email=email, role_slug=role_slug,
                      password_hash=hash_password(password), is_active=True)
    db.session.add(staff)
    db.session.commit()
    return staff


def set_staff_active(staff_ids: Iterable[int], *, active: bool) -> int:
    """Deactivate staff accounts (they can no longer log in and their tokens stop working) or
    reactivate them."""
    return _update_each(StaffUser, staff_ids, is_active=active)


# --- deliveries ----------------------------------------------------------------------------------

def retry_deliveries(message_ids: Iterable[int]) -> int:
    """The "Retry now" of failed or dead emails; sent ones are left alone. Returns how many."""
    return outbox.retry_messages(_int_ids(message_ids))


# --- refunds -------------------------------------------------------------------------------------

def retry_refunds(payment_ids: Iterable[int]) -> int:
    """The "Retry refund" of payments: their failed (or waiting) refunds; others are left alone."""
    return refunds.retry_payment_refunds(_int_ids(payment_ids))


def retry_refund_rows(refund_ids: Iterable[int]) -> int:
    """The "Retry refund" of refunds: failed (or waiting) ones; others are left alone."""
    return refunds.retry_refunds(_int_ids(refund_ids))


# --- dashboard -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class DashboardNumbers:
    day: date
    bookings_today: int
    revenue_today: Decimal  # ETB
    pending_hotels: int
    pending_reviews: int


def dashboard_numbers(today: date | None = None) -> DashboardNumbers:
    """Numbers for one Addis Ababa calendar day (default: today).

    Bookings: rows created that day, whatever their state. Revenue, net of refunds: of the
    payments received that day (provider confirmation, `verified_at`, that day; `success` or
    refunded in any state), what is kept: the amount less the refund owed or made (a refund
    kept for the first night leaves that night's price). Pending, failed and flagged payments
    are not revenue.
    """
    day = today or local_today()
    start, end = local_day_bounds(day)
    bookings = db.session.scalar(
        select(func.count(Booking.id)).where(Booking.created_at >= start, Booking.created_at < end)
    ) or 0
    paid_at = func.coalesce(Payment.verified_at, Payment.created_at)
    refunded = (select(func.coalesce(func.sum(Refund.amount), 0))
                .where(Refund.payment_id == Payment.id).scalar_subquery())
    revenue = db.session.scalar(
        select(func.sum(Payment.amount - refunded)).where(
            Payment.status.in_((PaymentStatus.SUCCESS, *PaymentStatus.REFUND_STATES)),
            paid_at >= start, paid_at < end,
        )
    )
    pending_hotels = db.session.scalar(
        select(func.count(Hotel.id)).where(Hotel.hotel_status == HotelStatus.PENDING_VERIFICATION)
    ) or 0
    pending_reviews = db.session.scalar(
        select(func.count(Review.id)).where(Review.status == ReviewStatus.PENDING)
    ) or 0
    return DashboardNumbers(
        day=day,
        bookings_today=bookings,
        revenue_today=Decimal(revenue or ZERO).quantize(Decimal("0.01")),
        pending_hotels=pending_hotels,
        pending_reviews=pending_reviews,
    )


def _int_ids(ids: Iterable) -> list[int]:
    """Row ids as integers (list actions post them as strings); anything else is refused."""
    try:
        return sorted({int(value) for value in ids})
    except (TypeError, ValueError):
        raise ValidationFailed("Row ids must be integers") from None
