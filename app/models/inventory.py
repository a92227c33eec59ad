"""The per-night inventory calendar: for each room type and night, the rooms that bookings
occupy, and the stay restrictions staff set on that night (app/services/booking/inventory.py keeps it in
step with bookings and reads it)."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Boolean, CheckConstraint, Date, ForeignKey, Index, Integer, false, text
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db

# A night is "nearly full" when fewer than this many rooms are left on it (lapsed holds still
# counted). A search for up to this many rooms finds the nights that may refuse it in a partial
# index of the nearly full nights only: a few rows, where a search used to read every room
# type's row for every night of the stay.
NEARLY_FULL_BELOW = 3
# SQL, not a bound parameter: SQLite and PostgreSQL use a partial index only when the query
# repeats its condition (SQLite: word for word).
NEARLY_FULL = text(f"booked_rooms + held_rooms > sellable_rooms - {NEARLY_FULL_BELOW}")
# The nights whose arrival restrictions may refuse a stay.
RESTRICTED = text("closed_to_arrival OR min_stay IS NOT NULL")


class RoomTypeNight(db.Model):
    __tablename__ = "room_type_nights"
    __table_args__ = (
        CheckConstraint("booked_rooms >= 0 AND held_rooms >= 0", name="occupancy_not_negative"),
        CheckConstraint("min_stay IS NULL OR min_stay >= 1", name="min_stay_positive"),
        # Search over every room type for a few nights: a short range of this index, which
        # holds every column a search reads, so the table itself is not visited.
        Index("ix_room_type_nights_night", "night", "room_type_id", "booked_rooms", "held_rooms",
              "sellable_rooms", "closed_to_arrival", "min_stay"),
        Index("ix_room_type_nights_nearly_full", "night", "room_type_id",
              postgresql_where=NEARLY_FULL, sqlite_where=NEARLY_FULL),
        Index("ix_room_type_nights_restricted", "night", "room_type_id",
              postgresql_where=RESTRICTED, sqlite_where=RESTRICTED),
    )

    room_type_id: Mapped[int] = mapped_column(
        ForeignKey("room_types.id", ondelete="CASCADE"), primary_key=True)
    night: Mapped[date] = mapped_column(Date, primary_key=True)
    # Rooms of confirmed or checked-in bookings covering the night.
    booked_rooms: Mapped[int] = mapped_column(Integer, default=0, server_default="0",
                                              nullable=False)
    # Rooms of pending_payment bookings covering the night, lapsed holds included until they are
    # marked expired: readers add back lapsed holds (inventory.free_room_types), so a hold stops
    # counting the moment it lapses, as before the calendar.
    held_rooms: Mapped[int] = mapped_column(Integer, default=0, server_default="0",
                                            nullable=False)
    # The room type's sellable rooms (room_types.sellable_rooms), copied onto its nights so that
    # the rooms left on a night are known from this row alone (the nearly full index).
    sellable_rooms: Mapped[int] = mapped_column(Integer, default=0, server_default="0",
                                                nullable=False)
    # Restrictions staff set: no stay may start on a closed-to-arrival night, and a stay that
    # starts on a night with min_stay must last at least that many nights.
    closed_to_arrival: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false(),
                                                    nullable=False)
    min_stay: Mapped[int | None] = mapped_column(Integer)

    def __repr__(self) -> str:
        return (f"<RoomTypeNight {self.room_type_id} {self.night} booked={self.booked_rooms} "
                f"held={self.held_rooms}>")
