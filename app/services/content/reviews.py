"""Hotel reviews: the public list of approved reviews and review creation by guests.

A review is created `pending` and only listed once the super admin approves it (spec §3). A review
may name one of the caller's bookings at that hotel; it is then a verified purchase, and each booking
can be reviewed once.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from app.db_locking import commit_or_conflict
from app.errors import Conflict, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Booking, BookingStatus, Review, ReviewStatus
from app.services.booking.catalogue import get_live_hotel
from app.services.content.ratings import rating_summary
from app.services.paging import Page, paginate

# A booking is reviewed for a stay that happened: checked out at the desk (issue 31), not one
# whose dates merely came (a confirmed booking may yet be a no-show, a checked-in one is not over).
STAYED = (BookingStatus.COMPLETED,)


@dataclass(frozen=True)
class ReviewPage(Page):
    """A page of a hotel's approved reviews (`items`) with the rating summary of all of them."""

    hotel_id: int
    average_rating: float
    rating_distribution: dict[str, int]


def list_approved_reviews(hotel_id: int, *, page: int = 1, limit: int = 20) -> ReviewPage:
    """One page of a live hotel's approved reviews, newest first, with the rating summary of all
    its approved reviews. Raises NotFound for an unknown or not-live hotel."""
    hotel = get_live_hotel(hotel_id)
    summary = rating_summary(hotel.id)
    query = (
        select(Review)
        .where(Review.hotel_id == hotel.id, Review.status == ReviewStatus.APPROVED)
        .order_by(Review.created_at.desc(), Review.id.desc())
        .options(selectinload(Review.guest))
    )
    # The summary counts the same approved reviews: no second count.
    reviews = paginate(query, page, limit, total=summary.count)
    return ReviewPage(
        **vars(reviews),
        hotel_id=hotel.id,
        average_rating=summary.average,
        rating_distribution=dict(summary.distribution),
    )


def _reviewable_booking(guest_id: int, hotel_id: int, booking_id: int) -> Booking:
    """The caller's booking at this hotel whose stay is completed (checked out).

    Raises ValidationFailed (422 on `booking_id`) when the booking is unknown, someone else's or at
    another hotel (one message for all three, so nothing about other bookings leaks), or when the
    stay is not completed (pending, confirmed, checked in, cancelled, expired, no-show).
    """
    booking = db.session.get(Booking, booking_id)
    if booking is None or booking.guest_id != guest_id or booking.hotel_id != hotel_id:
        raise ValidationFailed(_("Not one of your bookings at this hotel"), field="booking_id")
    if booking.status not in STAYED:
        raise ValidationFailed(_("A booking can be reviewed once its stay is completed (checked out)"),
                               field="booking_id")
    return booking


def _already_reviewed(booking_id: int) -> bool:
    return db.session.scalar(select(Review.id).where(Review.booking_id == booking_id)) is not None


def create_review(
    guest_id: int,
    hotel_id: int,
    *,
    rating: int,
    title: str,
    comment: str,
    booking_id: int | None = None,
) -> Review:
    """Create a `pending` review of a live hotel by a guest.

    Raises NotFound (unknown or not-live hotel), ValidationFailed (booking not the caller's at
    this hotel, or stay not completed) and Conflict (the booking already has a review).
    """
    hotel = get_live_hotel(hotel_id)
    if booking_id is not None:
        _reviewable_booking(guest_id, hotel.id, booking_id)
        if _already_reviewed(booking_id):
            raise Conflict(_("This booking has already been reviewed"))
    review = Review(
        hotel_id=hotel.id,
        guest_id=guest_id,
        booking_id=booking_id,
        rating=rating,
        title=title,
        comment=comment,
        status=ReviewStatus.PENDING,
    )
    db.session.add(review)
    # Two requests for the same booking raced past the check: the unique booking_id decides.
    return commit_or_conflict(review, lambda: booking_id is not None and _already_reviewed(booking_id),
                              _("This booking has already been reviewed"))
