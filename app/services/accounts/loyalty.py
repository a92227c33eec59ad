"""Loyalty (issue 31): a guest's `loyalty_points` and `total_bookings` follow real stays.

- Points and one stay are awarded when a stay is completed (checked out), never at payment: a
  cancelled, expired, no-show or refunded booking earns nothing.
- Every change is a line of the ledger (`loyalty_entries`) with its reason, written in the
  transaction that changes the counters; a booking is awarded at most once and reversed at most
  once (a unique index on booking and kind), so a retried check-out cannot award twice.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select, update

from app.extensions import db
from app.models import Booking, Guest, LoyaltyEntry, LoyaltyKind

# One point per full 100 ETB of a completed stay's total.
ETB_PER_LOYALTY_POINT = Decimal("100")


def loyalty_points_for(total: Decimal) -> int:
    return int(Decimal(total) // ETB_PER_LOYALTY_POINT)


def _entry(booking_id: int, kind: str) -> LoyaltyEntry | None:
    return db.session.scalar(select(LoyaltyEntry).where(LoyaltyEntry.booking_id == booking_id,
                                                        LoyaltyEntry.kind == kind))


def _move(guest_id: int, booking: Booking, kind: str, points: int, stays: int, reason: str) -> None:
    db.session.add(LoyaltyEntry(guest_id=guest_id, booking_id=booking.id, kind=kind,
                                points=points, stays=stays, reason=reason[:500]))
    # One UPDATE adding to the counters: concurrent awards to one guest cannot lose each other.
    db.session.execute(
        update(Guest).where(Guest.id == guest_id)
        .values(loyalty_points=Guest.loyalty_points + points,
                total_bookings=Guest.total_bookings + stays)
        .execution_options(synchronize_session="fetch"))


def award_stay(booking: Booking, reason: str) -> int:
    """Award a completed stay to its guest (inside the caller's transaction): its points and one
    stay. Returns the points awarded; 0 and nothing written for a guest-checkout booking or one
    already awarded."""
    if booking.guest_id is None or _entry(booking.id, LoyaltyKind.AWARD) is not None:
        return 0
    points = loyalty_points_for(booking.total)
    _move(booking.guest_id, booking, LoyaltyKind.AWARD, points, 1, reason)
    return points


def reverse_award(booking: Booking, reason: str) -> int:
    """Take back a stay's award (its money went back). Returns the points taken back; 0 when
    the booking was never awarded or was reversed already."""
    award = _entry(booking.id, LoyaltyKind.AWARD)
    if award is None or _entry(booking.id, LoyaltyKind.REVERSAL) is not None:
        return 0
    _move(award.guest_id, booking, LoyaltyKind.REVERSAL, -award.points, -award.stays, reason)
    return award.points
