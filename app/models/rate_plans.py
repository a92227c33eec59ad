"""Rate plans: the offers of one room type beside its standard price (app/services/booking/
rate_plans.py prices them and applies their rules; docs/booking.md)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Boolean, CheckConstraint, ForeignKey, Integer, Numeric, String, true
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.models.base import Money, created_at_column


class PriceRule:
    PERCENT = "percent"  # each night's price x (100 + price_value) / 100
    AMOUNT = "amount"  # each night's price + price_value ETB
    ALL = (PERCENT, AMOUNT)


class CancellationRule:
    # Everything back until free_cancellation_hours before the hotel-local check-in time, then
    # the first night is kept (the hotel's own rule, with the plan's hours).
    FREE_UNTIL = "free_until"
    FIRST_NIGHT = "first_night"  # the first night is kept whenever the guest cancels
    NON_REFUNDABLE = "non_refundable"  # nothing comes back
    ALL = (FREE_UNTIL, FIRST_NIGHT, NON_REFUNDABLE)


class PaymentTiming:
    PAY_NOW = "pay_now"  # online, within the booking's hold (as every booking before plans)
    PAY_AT_PROPERTY = "pay_at_property"  # confirmed at once, paid at the hotel
    ALL = (PAY_NOW, PAY_AT_PROPERTY)


class Meals:
    NONE = "none"
    BREAKFAST = "breakfast"
    HALF_BOARD = "half_board"
    FULL_BOARD = "full_board"
    ALL = (NONE, BREAKFAST, HALF_BOARD, FULL_BOARD)


class RatePlan(db.Model):
    __tablename__ = "rate_plans"
    __table_args__ = (
        CheckConstraint("cancellation <> 'free_until' OR free_cancellation_hours IS NOT NULL",
                        name="rate_plan_free_until_has_hours"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    room_type_id: Mapped[int] = mapped_column(
        ForeignKey("room_types.id", ondelete="CASCADE"), index=True, nullable=False)
    # English is required; the other languages fall back to it.
    name: Mapped[str] = mapped_column(String(120), nullable=False)
    name_am: Mapped[str | None] = mapped_column(String(120))
    name_om: Mapped[str | None] = mapped_column(String(120))
    name_ti: Mapped[str | None] = mapped_column(String(120))
    price_rule: Mapped[str] = mapped_column(String(10), nullable=False)
    price_value: Mapped[Decimal] = mapped_column(Numeric(12, 2), nullable=False)
    cancellation: Mapped[str] = mapped_column(String(20), nullable=False)
    free_cancellation_hours: Mapped[int | None] = mapped_column(Integer)
    payment: Mapped[str] = mapped_column(String(20), nullable=False)
    meals: Mapped[str] = mapped_column(String(20), nullable=False)
    # What one child in the room type's child-age band costs a night under this plan (0: free).
    child_price: Mapped[Decimal] = mapped_column(Money, default=0, server_default="0",
                                                 nullable=False)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true(),
                                            nullable=False)
    created_at: Mapped[datetime] = created_at_column()

    def name_in(self, lang: str) -> str:
        return getattr(self, f"name_{lang}", None) or self.name
