"""The desk's view of a day: arrivals, departures and in-house stays, each with its rooms and
the balance still due."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import and_, func, select
from sqlalchemy.orm import selectinload

from app.extensions import db
from app.models import (
    Booking,
    BookingChange,
    BookingChangeStatus,
    BookingStatus,
    GuestRegisterEntry,
    Payment,
    PaymentStatus,
    RefundStatus,
    Room,
    RoomNight,
)
from app.models.base import ZERO
from app.services.booking.stays import local_today
from app.services.frontdesk import register

# Refunds that take money from what the hotel holds: given back, or owed back. A refused one
# stays with the hotel until an admin retries it or the desk hands it back.
GIVEN_BACK = (RefundStatus.PENDING, RefundStatus.REFUNDED)


@dataclass
class DeskStay:
    booking: Booking
    paid: Decimal
    change_fees: Decimal
    balance_due: Decimal
    room_numbers: list[str]


@dataclass
class DeskDay:
    date: date
    arrivals: list[DeskStay]
    departures: list[DeskStay]
    in_house: list[DeskStay]


def net_paid(payments: list[Payment]) -> Decimal:
    """What the hotel holds of a booking's payments: paid, less refunds given or owed."""
    total = ZERO
    for payment in payments:
        if payment.status in PaymentStatus.SETTLED:
            total += payment.settled_amount
            total -= sum((refund.amount for refund in payment.refunds
                          if refund.status in GIVEN_BACK), ZERO)
    return total


def change_fees(booking_ids: list[int]) -> dict[int, Decimal]:
    """What each booking's applied changes kept for nights given up inside the cancellation
    window (the booking's total no longer has those nights; the guest still owes the fee)."""
    rows = db.session.execute(
        select(BookingChange.booking_id, func.sum(BookingChange.cancellation_fee))
        .where(BookingChange.booking_id.in_(booking_ids),
               BookingChange.status == BookingChangeStatus.APPLIED,
               BookingChange.cancellation_fee > 0)
        .group_by(BookingChange.booking_id)).all()
    return {booking_id: Decimal(fees) for booking_id, fees in rows}


def balance_due(booking: Booking, paid: Decimal, fees: Decimal) -> Decimal:
    """THE desk's balance of a stay: its total and the change fees kept, less what the hotel
    holds of its payments; never below 0 (a credit is not a balance due)."""
    return max(ZERO, booking.total + fees - paid)


def _room_numbers(booking_ids: list[int], day: date) -> dict[int, list[str]]:
    """Each stay's rooms on `day`'s night, or, for a stay with no night then (it ended), on its
    last assigned night."""
    rows = db.session.execute(
        select(RoomNight.booking_id, RoomNight.night, Room.room_number)
        .join(Room, Room.id == RoomNight.room_id)
        .where(RoomNight.booking_id.in_(booking_ids))
        .order_by(RoomNight.booking_id, RoomNight.night, Room.room_number)).all()
    nights: dict[int, dict[date, list[str]]] = defaultdict(lambda: defaultdict(list))
    for booking_id, night, number in rows:
        nights[booking_id][night].append(number)
    found = {}
    for booking_id, by_night in nights.items():
        found[booking_id] = by_night.get(day) or by_night[max(by_night)]
    return found


def _stays(condition, day: date) -> list[DeskStay]:
    bookings = db.session.scalars(
        select(Booking).where(condition).order_by(Booking.check_in, Booking.id)
        .options(selectinload(Booking.payments).selectinload(Payment.refunds),
                 selectinload(Booking.room_type))).all()
    rooms = _room_numbers([b.id for b in bookings], day)
    fees = change_fees([b.id for b in bookings])
    stays = []
    for booking in bookings:
        paid, fee = net_paid(booking.payments), fees.get(booking.id, ZERO)
        stays.append(DeskStay(booking, paid, fee, balance_due(booking, paid, fee),
                              rooms.get(booking.id, [])))
    return stays


def desk_day(hotel_id: int, day: date) -> DeskDay:
    """The hotel's stays for `day` (a hotel-local date):
    - arrivals: arriving that day, confirmed or already checked in;
    - departures: leaving that day, checked in or already checked out;
    - in-house: checked in and staying that night."""
    own = Booking.hotel_id == hotel_id
    return DeskDay(
        date=day,
        arrivals=_stays(and_(own, Booking.check_in == day, Booking.status.in_(
            (BookingStatus.CONFIRMED, BookingStatus.CHECKED_IN))), day),
        departures=_stays(and_(own, Booking.check_out == day, Booking.status.in_(
            (BookingStatus.CHECKED_IN, BookingStatus.COMPLETED))), day),
        in_house=_stays(and_(own, Booking.status == BookingStatus.CHECKED_IN,
                             Booking.check_in <= day, Booking.check_out > day), day),
    )


@dataclass
class DeskBooking:
    """A booking as the desk sees it after an action: its rooms and register lines (document
    numbers masked)."""

    booking: Booking
    rooms_assigned: list[str]
    register: list[dict]


def desk_booking(booking: Booking) -> DeskBooking:
    rooms = _room_numbers([booking.id], local_today()).get(booking.id, [])
    entries = db.session.scalars(
        select(GuestRegisterEntry).where(GuestRegisterEntry.booking_id == booking.id)
        .order_by(GuestRegisterEntry.id)).all()
    return DeskBooking(booking, rooms, [
        {"full_name": entry.full_name, "nationality": entry.nationality,
         "document_type": entry.document_type,
         "document_number": register.masked(register.decrypt(entry.document_number_encrypted))}
        for entry in entries])
