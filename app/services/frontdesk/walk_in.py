"""Walk-ins: a guest at the desk without a booking. Staff book the stay from today under the
same room-type lock and availability rule as any booking, and record the payment taken at the
desk (cash or POS) as a `desk` payment: the booking is `confirmed` at once, and its trail says
which staff member took the money."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select

from app.db_locking import serialized_transaction
from app.extensions import db
from app.models import Guest
from app.services.booking.bookings import Contact, StayRequest, insert_walk_in
from app.services.booking.lifecycle import Actor
from app.services.booking.stays import local_today
from app.services.frontdesk.desk import DeskBooking, desk_booking
from app.services.frontdesk.desk_payments import record_desk_payment


@dataclass(frozen=True)
class WalkIn:
    room_type_id: int
    check_out: date
    guests: int
    rooms: int
    contact: Contact  # email may be empty: not every walk-in has one
    payment_method: str  # cash | pos
    payment_reference: str | None = None  # the POS slip or receipt number
    special_requests: str | None = None


def _verified_guest_id(email: str) -> int | None:
    """The verified account of this email, so that the stay counts for its loyalty."""
    if not email:
        return None
    return db.session.scalar(select(Guest.id).where(func.lower(Guest.email) == email.lower(),
                                                    Guest.email_verified.is_(True)))


def create_walk_in(hotel_id: int, staff, walk_in: WalkIn) -> DeskBooking:
    """Book a walk-in stay from today (hotel-local) and record its payment at the desk. Raises
    NotFound (hotel not live), ValidationFailed (field) and Conflict (no rooms left)."""
    stay = StayRequest(hotel_id=hotel_id, room_type_id=walk_in.room_type_id,
                       check_in=local_today(), check_out=walk_in.check_out,
                       guests=walk_in.guests, rooms=walk_in.rooms)
    actor = Actor.staff(staff)
    method = walk_in.payment_method
    with serialized_transaction() as session:
        booking = insert_walk_in(
            stay, walk_in.contact, guest_id=_verified_guest_id(walk_in.contact.email),
            actor=actor, reason=f"walk-in, paid by {method} at the desk",
            special_requests=walk_in.special_requests)
        session.flush()
        record_desk_payment(booking, staff, booking.total, method, walk_in.payment_reference)
    return desk_booking(booking)
