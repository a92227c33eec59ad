"""Shared column helpers and the money rules that follow from the Money column (its cents and its
maximum). Timestamps are naive UTC on every database (SQLite has no time zones)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import DateTime, Numeric, inspect
from sqlalchemy.orm import Mapped, mapped_column

Money = Numeric(12, 2)
Rate = Numeric(5, 4)
CENT = Decimal(1).scaleb(-Money.scale)
# The largest amount a Money column holds (9,999,999,999.99 ETB): prices, totals and payments
# beyond it are refused as input, never sent to the database to overflow.
MONEY_MAX = Decimal(10) ** (Money.precision - Money.scale) - CENT
ZERO = Decimal("0.00")


def to_cents(value) -> Decimal:
    """An amount rounded half-up to cents, the way every price line and payment is rounded."""
    if type(value) is not Decimal:  # a Decimal is rounded as it is, not copied first
        value = Decimal(value)
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def utcnow() -> datetime:
    """Current UTC time without tzinfo, the form every timestamp column stores."""
    return datetime.now(UTC).replace(tzinfo=None)


def new_uuid() -> str:
    return str(uuid.uuid4())


def created_at_column() -> Mapped[datetime]:
    return mapped_column(DateTime, default=utcnow, nullable=False)


def updated_at_column() -> Mapped[datetime]:
    return mapped_column(DateTime, default=utcnow, onupdate=utcnow, nullable=False)


def flushed_value(record, attr: str, *, before: bool):
    """An attribute's value now, or before the flush under way changed it (`before`, for the
    session hooks that keep counts in step; the column needs active_history so that the old
    value is kept). An attribute the flush did not change is the same either way; reading it
    loads it if it had expired."""
    if before:
        history = inspect(record).attrs[attr].history
        if history.deleted:
            return history.deleted[0]
    return getattr(record, attr)
