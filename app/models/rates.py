"""A room type's rates beyond its base price: seasons, weekday adjustments and length-of-stay
discounts (app/services/booking/rates.py turns them into each night's price)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache

from sqlalchemy import CheckConstraint, Date, ForeignKey, Integer, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.models.base import Money, created_at_column


class RateKind:
    # Nights from start_date to end_date (both included) cost price_per_night.
    SEASON = "season"
    # Nights on `weekdays` (0 = Monday … 6 = Sunday) cost adjustment_percent more (or less).
    WEEKDAY = "weekday"
    # Stays of at least min_nights get discount_percent off the room charges.
    LENGTH_OF_STAY = "length_of_stay"
    ALL = (SEASON, WEEKDAY, LENGTH_OF_STAY)


@lru_cache(maxsize=128)
def parse_weekdays(weekdays: str | None) -> frozenset[int]:
    """The weekday numbers of a stored `weekdays` value ("4,5": Friday and Saturday). Cached:
    a search reads thousands of rules, and there are only so many ways to write a week."""
    return frozenset(int(day) for day in (weekdays or "").split(",") if day)


class RateRule(db.Model):
    __tablename__ = "rate_rules"
    __table_args__ = (
        CheckConstraint(
            "(kind = 'season' AND start_date IS NOT NULL AND end_date IS NOT NULL "
            "AND end_date >= start_date AND price_per_night IS NOT NULL) "
            "OR (kind = 'weekday' AND weekdays IS NOT NULL AND adjustment_percent IS NOT NULL) "
            "OR (kind = 'length_of_stay' AND min_nights IS NOT NULL AND discount_percent IS NOT NULL)",
            name="rate_rule_fields_of_its_kind",
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    room_type_id: Mapped[int] = mapped_column(
        ForeignKey("room_types.id", ondelete="CASCADE"), index=True, nullable=False)
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    name: Mapped[str] = mapped_column(String(80), nullable=False)
    start_date: Mapped[date | None] = mapped_column(Date)
    end_date: Mapped[date | None] = mapped_column(Date)
    price_per_night: Mapped[Decimal | None] = mapped_column(Money)
    weekdays: Mapped[str | None] = mapped_column(String(13))  # "4,5": Friday and Saturday
    adjustment_percent: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
    min_nights: Mapped[int | None] = mapped_column(Integer)
    discount_percent: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
    created_at: Mapped[datetime] = created_at_column()

    @property
    def weekday_numbers(self) -> frozenset[int]:
        return parse_weekdays(self.weekdays)
