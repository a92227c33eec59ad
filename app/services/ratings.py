"""Rating summaries of hotels, from approved reviews only (one place for the rule)."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import func, select

from app.extensions import db
from app.models import Review, ReviewStatus


@dataclass
class RatingSummary:
    count: int = 0
    average: float = 0.0
    distribution: dict[str, int] = field(default_factory=lambda: {k: 0 for k in "54321"})


def _average(total: int, count: int) -> float:
    """The average rating shown and sorted on: one decimal, halves up."""
    average = Decimal(total) / count
    return float(average.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


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


def rating_averages(hotels) -> dict[int, tuple[float, int]]:
    """(average, count) per reviewed hotel of the SQL selectable `hotels` (hotel ids), as
    `rating_summaries` gives them, without the distribution: one row per hotel, read from an
    index, for ordering many hotels (a search; a subquery sends no long list of ids)."""
    return {hotel_id: (_average(total, count), count)
            for hotel_id, count, total in db.session.execute(
                select(Review.hotel_id, func.count(), func.sum(Review.rating))
                .where(Review.hotel_id.in_(hotels), Review.status == ReviewStatus.APPROVED)
                .group_by(Review.hotel_id))}


def rating_summary(hotel_id: int) -> RatingSummary:
    return rating_summaries([hotel_id])[hotel_id]
