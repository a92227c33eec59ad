"""The per-night inventory calendar: for each room type and night, the rooms that bookings
occupy, and the stay restrictions staff set on that night (app/services/inventory.py keeps it in
step with bookings and reads it)."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Boolean, CheckConstraint, Date, ForeignKey, Index, Integer, false
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db


class RoomTypeNight(db.Model):
    __tablename__ = "room_type_nights"
    __table_args__ = (
        CheckConstraint("booked_rooms >= 0 AND held_rooms >= 0", name="occupancy_not_negative"),
        CheckConstraint("min_stay IS NULL OR min_stay >= 1", name="min_stay_positive"),
        # Search over every room type for a few nights: a short range of this index, which
        # holds every column a search reads, so the table itself is not visited.
        Index("ix_room_type_nights_night", "night", "room_type_id", "booked_rooms", "held_rooms",
              "closed_to_arrival", "min_stay"),
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
    # Restrictions staff set: no stay may start on a closed-to-arrival night, and a stay that
    # starts on a night with min_stay must last at least that many nights.
    closed_to_arrival: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false(),
                                                    nullable=False)
    min_stay: Mapped[int | None] = mapped_column(Integer)

    def __repr__(self) -> str:
        return (f"<RoomTypeNight {self.room_type_id} {self.night} booked={self.booked_rooms} "
                f"held={self.held_rooms}>")
