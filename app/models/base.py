"""Shared column helpers. Timestamps are naive UTC on every database (SQLite has no time zones)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from decimal import Decimal

from sqlalchemy import DateTime, Numeric
from sqlalchemy.orm import Mapped, mapped_column

Money = Numeric(12, 2)
Rate = Numeric(5, 4)
# The largest amount a Money column holds (9,999,999,999.99 ETB): prices, totals and payments
# beyond it are refused as input, never sent to the database to overflow.
MONEY_MAX = Decimal(10) ** (Money.precision - Money.scale) - Decimal(1).scaleb(-Money.scale)


def utcnow() -> datetime:
    """Current UTC time without tzinfo, the form every timestamp column stores."""
    return datetime.now(UTC).replace(tzinfo=None)


def new_uuid() -> str:
    return str(uuid.uuid4())


def created_at_column() -> Mapped[datetime]:
    return mapped_column(DateTime, default=utcnow, nullable=False)


def updated_at_column() -> Mapped[datetime]:
    return mapped_column(DateTime, default=utcnow, onupdate=utcnow, nullable=False)


ZERO = Decimal("0.00")
