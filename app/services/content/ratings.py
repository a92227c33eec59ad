"""Rating summaries of hotels, from approved reviews only (one place for the rule).

Each hotel also carries its approved reviews' count and rating total (`Hotel.review_count`,
`Hotel.rating_total`), moved by a session hook (`_keep_hotel_ratings_in_step`) in the flush that
adds, approves, rejects, re-rates or deletes a review, so the counts commit or roll back with the
review. A search orders hotels by them without reading reviews. Counts move by deltas
(`review_count + 1`), which concurrent transactions add up correctly under the hotel's row lock.
Bulk SQL on reviews bypasses the hook: `flask recount-ratings` recounts afterwards.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import event, func, select, text, update
from sqlalchemy.orm import Session

from app.extensions import db
from app.models import Hotel, Review, ReviewStatus
from app.models.base import flushed_value


@dataclass
class RatingSummary:
    count: int = 0
    average: float = 0.0
    distribution: dict[str, int] = field(default_factory=lambda: {k: 0 for k in "54321"})


def _average(total: int, count: int) -> float:
    """The average rating shown and sorted on: one decimal, halves up."""
    average = Decimal(total) / count
    return float(average.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def summary_of_hotel(hotel) -> RatingSummary:
    """Count and average from the hotel's own counts, `review_count` and `rating_total` (a
    Hotel, or a catalogue copy's card; no distribution: a list's card)."""
    return RatingSummary(hotel.review_count,
                         _average(hotel.rating_total, hotel.review_count)
                         if hotel.review_count else 0.0)


def average_tenths(total: int, count: int) -> int:
    """The average shown (`_average`) in tenths, in integer arithmetic: what search and the
    home page order hotels by (catalogue_snapshot). floor(10 * total / count + 1/2)."""
    return (20 * total + count) // (2 * count) if count else 0


def rating_summaries(hotel_ids: list[int]) -> dict[int, RatingSummary]:
    """Count, average (one decimal) and distribution per hotel; hotels without reviews get zeros."""
    summaries = {hotel_id: RatingSummary() for hotel_id in hotel_ids}
    if not hotel_ids:
        return summaries
    rows = db.session.execute(
        select(Review.hotel_id, Review.rating, func.count())
        .where(Review.hotel_id.in_(hotel_ids), Review.status == ReviewStatus.APPROVED)
        .group_by(Review.hotel_id, Review.rating)
    )
    totals: dict[int, int] = {}
    for hotel_id, rating, count in rows:
        summary = summaries[hotel_id]
        summary.distribution[str(rating)] = count
        summary.count += count
        totals[hotel_id] = totals.get(hotel_id, 0) + rating * count
    for hotel_id, summary in summaries.items():
        if summary.count:
            summary.average = _average(totals[hotel_id], summary.count)
    return summaries


def rating_summary(hotel_id: int) -> RatingSummary:
    return rating_summaries([hotel_id])[hotel_id]


# --- keeping the hotels' counts in step ---------------------------------------------------------

def _counted(review: Review, *, before: bool) -> tuple[int, int] | None:
    """(hotel, rating) the review adds to its hotel's counts now, or before this flush."""
    hotel_id, rating, status = (flushed_value(review, attr, before=before)
                                for attr in ("hotel_id", "rating", "status"))
    return (hotel_id, rating) if status == ReviewStatus.APPROVED else None


@event.listens_for(Session, "after_flush")
def _keep_hotel_ratings_in_step(session: Session, flush_context) -> None:
    """Move each hotel's review count and rating total with the reviews this flush inserted,
    changed or deleted, on the flush's connection (hotels in id order, so two flushes lock them
    in the same order)."""
    moves: list[tuple[tuple[int, int] | None, int]] = []
    moves += [(_counted(r, before=False), 1) for r in session.new if isinstance(r, Review)]
    moves += [(_counted(r, before=True), -1) for r in session.deleted if isinstance(r, Review)]
    for review in session.dirty:
        if isinstance(review, Review) and session.is_modified(review):
            moves += [(_counted(review, before=True), -1), (_counted(review, before=False), 1)]
    deltas: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for counted, sign in moves:
        if counted is not None:
            hotel_id, rating = counted
            deltas[hotel_id][0] += sign
            deltas[hotel_id][1] += sign * rating
    deltas = {hotel_id: delta for hotel_id, delta in deltas.items() if delta != [0, 0]}
    if not deltas:
        return
    connection = session.connection()
    for hotel_id, (count, total) in sorted(deltas.items()):
        connection.execute(
            update(Hotel.__table__).where(Hotel.id == hotel_id)
            # A review is not an edit of the hotel: its updated_at stays.
            .values(review_count=Hotel.review_count + count,
                    rating_total=Hotel.rating_total + total, updated_at=Hotel.updated_at))
        hotel = session.identity_map.get(session.identity_key(Hotel, hotel_id))
        if hotel is not None:
            session.expire(hotel, ["review_count", "rating_total"])


def recount_ratings() -> int:
    """Set every hotel's review count and rating total from its approved reviews (after bulk
    SQL that bypassed the hook). Returns how many hotels were wrong.

    On PostgreSQL reviews are locked against writes (SHARE mode) first: a review committed while
    the counts are read would otherwise be counted by its delta and then overwritten."""
    if db.session.connection().dialect.name == "postgresql":
        db.session.execute(text("LOCK TABLE reviews IN SHARE MODE"))
    approved = (Review.hotel_id == Hotel.id) & (Review.status == ReviewStatus.APPROVED)
    count = select(func.count()).where(approved).scalar_subquery()
    total = select(func.coalesce(func.sum(Review.rating), 0)).where(approved).scalar_subquery()
    wrong = db.session.execute(
        update(Hotel.__table__)
        .where((Hotel.review_count != count) | (Hotel.rating_total != total))
        .values(review_count=count, rating_total=total, updated_at=Hotel.updated_at)).rowcount
    db.session.commit()
    return wrong
