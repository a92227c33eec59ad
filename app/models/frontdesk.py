"""The front desk's records: which physical room a stay occupies on each night, and the guest
register (identity documents the police may ask a hotel for)."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import CheckConstraint, Date, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.models.base import created_at_column


class RoomNight(db.Model):
    """A room given for one night to a checked-in booking, or taken out of sale by a room block.
    The primary key (room, night) is the database's guarantee that a room is never assigned to
    two overlapping stays (nor to a stay while blocked): a second use of the same room and night
    fails to insert, whatever the code above it did. The same unique index on SQLite and
    PostgreSQL (an exclusion constraint on date ranges would be PostgreSQL only). Nights are
    hotel-local dates, [check_in, check_out) as for bookings."""

    __tablename__ = "room_nights"
    __table_args__ = (
        Index("ix_room_nights_booking_id_night", "booking_id", "night"),
        CheckConstraint("(booking_id IS NULL) <> (block_id IS NULL)", name="stay_or_block"),
    )

    room_id: Mapped[int] = mapped_column(ForeignKey("rooms.id", ondelete="RESTRICT"),
                                         primary_key=True)
    night: Mapped[date] = mapped_column(Date, primary_key=True)
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    block_id: Mapped[int | None] = mapped_column(ForeignKey("room_blocks.id", ondelete="CASCADE"),
                                                 index=True)
    created_at: Mapped[datetime] = created_at_column()

    room = relationship("Room")


class DocumentType:
    NATIONAL_ID = "national_id"  # Fayda or a kebele ID
    PASSPORT = "passport"
    DRIVING_LICENCE = "driving_licence"
    RESIDENCE_PERMIT = "residence_permit"
    ALL = (NATIONAL_ID, PASSPORT, DRIVING_LICENCE, RESIDENCE_PERMIT)


class GuestRegisterEntry(db.Model):
    """One guest of one stay in the hotel's guest register, written at check-in. Document and
    visa numbers are stored encrypted (Fernet, app/services/frontdesk/register.py) and never
    returned by a guest endpoint."""

    __tablename__ = "guest_register_entries"
    __table_args__ = (Index("ix_guest_register_entries_hotel_id_arrived_at", "hotel_id", "arrived_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hotel_id: Mapped[int] = mapped_column(ForeignKey("hotels.id", ondelete="CASCADE"), nullable=False)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"),
                                            index=True, nullable=False)
    full_name: Mapped[str] = mapped_column(String(160), nullable=False)
    # ISO 3166-1 alpha-2, upper case ("ET" for Ethiopians).
    nationality: Mapped[str] = mapped_column(String(2), nullable=False)
    document_type: Mapped[str] = mapped_column(String(20), nullable=False)
    document_number_encrypted: Mapped[str] = mapped_column(Text, nullable=False)
    # Foreigners' visa or entry number.
    visa_number_encrypted: Mapped[str | None] = mapped_column(Text)
    arrived_at: Mapped[datetime] = mapped_column(DateTime, nullable=False)
    # The rooms given at check-in ("101, 102"): kept here because a stay's room nights after an
    # early check-out are given back.
    room_numbers: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    recorded_by_staff_id: Mapped[int | None] = mapped_column(
        ForeignKey("staff_users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = created_at_column()

    booking = relationship("Booking")


class RegisterExport(db.Model):
    """One export of a hotel's guest register: who took it, when, of which dates, how many
    lines (the register's own access log)."""

    __tablename__ = "register_exports"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hotel_id: Mapped[int] = mapped_column(ForeignKey("hotels.id", ondelete="CASCADE"), index=True,
                                          nullable=False)
    staff_id: Mapped[int | None] = mapped_column(ForeignKey("staff_users.id", ondelete="SET NULL"))
    # Kept as text too: the log outlives a deleted staff account.
    staff_name: Mapped[str] = mapped_column(String(254), nullable=False)
    date_from: Mapped[date] = mapped_column(Date, nullable=False)
    date_to: Mapped[date] = mapped_column(Date, nullable=False)
    format: Mapped[str] = mapped_column(String(8), nullable=False)
    lines: Mapped[int] = mapped_column(Integer, nullable=False)
    created_at: Mapped[datetime] = created_at_column()


class RoomBlock(db.Model):
    """A room taken out of sale for the nights [start_date, end_date) (repairs, a renovation),
    with why. While active it counts as one booked room of its type on each of those nights in
    the inventory calendar and holds the room's nights in `room_nights`; releasing it gives both
    back (`released_at`)."""

    __tablename__ = "room_blocks"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hotel_id: Mapped[int] = mapped_column(ForeignKey("hotels.id", ondelete="CASCADE"), index=True,
                                          nullable=False)
    room_id: Mapped[int] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), nullable=False)
    # The room's type when blocked: the calendar rows the block counts on.
    room_type_id: Mapped[int] = mapped_column(ForeignKey("room_types.id", ondelete="CASCADE"),
                                              index=True, nullable=False)
    start_date: Mapped[date] = mapped_column(Date, nullable=False)
    end_date: Mapped[date] = mapped_column(Date, nullable=False)
    reason: Mapped[str] = mapped_column(String(300), nullable=False)
    created_by_staff_id: Mapped[int | None] = mapped_column(
        ForeignKey("staff_users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = created_at_column()
    released_at: Mapped[datetime | None] = mapped_column(DateTime)

    room = relationship("Room")
