"""Payments of bookings through a provider (chapa, sandbox), and the events each one received."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.models.base import Money, created_at_column, updated_at_column


class PaymentStatus:
    PENDING = "pending"
    SUCCESS = "success"
    FAILED = "failed"
    # Money goes back (the booking was cancelled, or paid after its rooms were gone): a job asks
    # the provider (app/services/payments/refunds.py).
    REFUND_PENDING = "refund_pending"
    REFUNDED = "refunded"
    # The provider refused the refund, or could not be reached after every retry: an admin looks.
    REFUND_FAILED = "refund_failed"
    # The provider reports a different amount or currency than the booking: never accepted.
    FLAGGED = "flagged"
    REFUND_STATES = (REFUND_PENDING, REFUNDED, REFUND_FAILED)
    ALL = (PENDING, SUCCESS, FAILED, REFUND_PENDING, REFUNDED, REFUND_FAILED, FLAGGED)


class Payment(db.Model):
    __tablename__ = "payments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id"), index=True, nullable=False)
    # Set when the payment is the difference of a booking change (app/services/booking/changes.py)
    # rather than the booking's total.
    booking_change_id: Mapped[int | None] = mapped_column(ForeignKey("booking_changes.id"),
                                                          index=True)
    tx_ref: Mapped[str] = mapped_column(String(64), unique=True, nullable=False)
    provider: Mapped[str] = mapped_column(String(20), nullable=False)
    method: Mapped[str] = mapped_column(String(20), nullable=False)
    amount: Mapped[Decimal] = mapped_column(Money, nullable=False)
    currency: Mapped[str] = mapped_column(String(3), default="ETB", nullable=False)
    status: Mapped[str] = mapped_column(
        String(20), default=PaymentStatus.PENDING, nullable=False, index=True
    )
    checkout_url: Mapped[str | None] = mapped_column(String(1000))
    return_url: Mapped[str | None] = mapped_column(String(1000))
    provider_reference: Mapped[str | None] = mapped_column(String(128))
    paid_amount: Mapped[Decimal | None] = mapped_column(Money)
    paid_currency: Mapped[str | None] = mapped_column(String(3))
    failure_reason: Mapped[str | None] = mapped_column(Text)
    verified_at: Mapped[datetime | None] = mapped_column(DateTime)
    # The reconcile job's checks of a payment whose return and webhook never came; after
    # PAYMENT_RECONCILE_MAX_ATTEMPTS it stops asking and sets reconcile_gave_up_at (an admin looks).
    reconcile_attempts: Mapped[int] = mapped_column(Integer, default=0, server_default="0", nullable=False)
    reconcile_gave_up_at: Mapped[datetime | None] = mapped_column(DateTime)
    # The refund, once one is owed: how much (the cancellation rule may keep the first night),
    # why, our unique reference for it (the provider's idempotency key), the job's attempts.
    refund_amount: Mapped[Decimal | None] = mapped_column(Money)
    refund_reason: Mapped[str | None] = mapped_column(Text)
    refund_reference: Mapped[str | None] = mapped_column(String(64), unique=True)
    refund_attempts: Mapped[int] = mapped_column(Integer, default=0, server_default="0", nullable=False)
    refund_next_attempt_at: Mapped[datetime | None] = mapped_column(DateTime, index=True)
    refund_locked_until: Mapped[datetime | None] = mapped_column(DateTime)
    # The fencing token of the refund attempt that holds the lease (app/leases.py).
    refund_lease_token: Mapped[str | None] = mapped_column(String(32))
    refund_error: Mapped[str | None] = mapped_column(Text)
    refunded_at: Mapped[datetime | None] = mapped_column(DateTime)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    booking = relationship("Booking", back_populates="payments")
    events: Mapped[list[PaymentEvent]] = relationship(
        back_populates="payment", cascade="all, delete-orphan", order_by="PaymentEvent.id"
    )


class PaymentEvent(db.Model):
    """What a provider told us about a payment (verify answers and webhooks), for audit."""

    __tablename__ = "payment_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    payment_id: Mapped[int] = mapped_column(
        ForeignKey("payments.id", ondelete="CASCADE"), index=True, nullable=False
    )
    source: Mapped[str] = mapped_column(String(20), nullable=False)  # verify | webhook | checkout
    status: Mapped[str] = mapped_column(String(40), nullable=False)
    payload: Mapped[dict] = mapped_column(JSON, default=dict, nullable=False)
    created_at: Mapped[datetime] = created_at_column()

    payment: Mapped[Payment] = relationship(back_populates="events")
