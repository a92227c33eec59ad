"""Guest reviews of hotels, moderated by the super admin, answerable by the hotel."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.models.base import created_at_column


class ReviewStatus:
    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"
    ALL = (PENDING, APPROVED, REJECTED)


class Review(db.Model):
    __tablename__ = "reviews"
    __table_args__ = (
        Index("ix_reviews_hotel_status_created", "hotel_id", "status", "created_at"),
        # Ratings of many hotels at once (a search's order) from the index alone.
        Index("ix_reviews_hotel_status_rating", "hotel_id", "status", "rating"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # active_history: the ratings hook (app/services/content/ratings.py) needs the values a flush
    # replaced, even when they were not loaded.
    hotel_id: Mapped[int] = mapped_column(
        ForeignKey("hotels.id", ondelete="CASCADE"), nullable=False, active_history=True
    )
    guest_id: Mapped[int] = mapped_column(
        ForeignKey("guests.id", ondelete="CASCADE"), index=True, nullable=False
    )
    # One review per booking; a review with a booking is a verified purchase.
    booking_id: Mapped[int | None] = mapped_column(ForeignKey("bookings.id"), unique=True)
    rating: Mapped[int] = mapped_column(Integer, nullable=False, active_history=True)
    title: Mapped[str] = mapped_column(String(200), nullable=False)
    comment: Mapped[str] = mapped_column(Text, nullable=False)
    status: Mapped[str] = mapped_column(String(20), default=ReviewStatus.PENDING, nullable=False,
                                        active_history=True)
    reply: Mapped[str | None] = mapped_column(Text)
    replied_at: Mapped[datetime | None] = mapped_column(DateTime)
    moderated_at: Mapped[datetime | None] = mapped_column(DateTime)
    created_at: Mapped[datetime] = created_at_column()

    hotel = relationship("Hotel")
    guest = relationship("Guest")
    booking = relationship("Booking")

    @property
    def is_verified_purchase(self) -> bool:
        return self.booking_id is not None
