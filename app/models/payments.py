"""Payments of bookings through a provider (chapa, sandbox), and the events each one received."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import JSON, CheckConstraint, DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.models.base import Money, created_at_column, updated_at_column


class PaymentStatus:
    PENDING = "pending"
    SUCCESS = "success"
    FAILED = "failed"
    # Money goes back on it (a cancellation, a cheaper change, a no-show, a payment for a booking
    # that could not be confirmed): its refunds (the `refunds` table) decide these three, in one
    # place (app/services/payments/refunds.py, `sync_payment_status`): `refund_pending` while one
    # of them is owed, else `refund_failed` while one was refused (an admin looks), else
    # `refunded` (all of it or part: `refund_amount` says how much).
    REFUND_PENDING = "refund_pending"
    REFUNDED = "refunded"
    REFUND_FAILED = "refund_failed"
    # The provider reports a different amount or currency than the booking: never accepted.
    FLAGGED = "flagged"
    REFUND_STATES = (REFUND_PENDING, REFUNDED, REFUND_FAILED)
    # The provider took the money: what refunds can give back (a flagged payment never counts).
    SETTLED = (SUCCESS, *REFUND_STATES)
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
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    booking = relationship("Booking", back_populates="payments")
    events: Mapped[list[PaymentEvent]] = relationship(
        back_populates="payment", cascade="all, delete-orphan", order_by="PaymentEvent.id"
    )
    refunds: Mapped[list[Refund]] = relationship(back_populates="payment", order_by="Refund.id")

    @property
    def settled_amount(self) -> Decimal:
        """What the provider took: the amount it reported, else the amount asked."""
        return self.paid_amount if self.paid_amount is not None else self.amount

    # The API's refund fields, derived from the payment's refunds (the payment itself no longer
    # owes a refund: each refund is a row of its own).
    @property
    def refund_amount(self) -> Decimal | None:
        """Owed or given back, in all its refunds (refused ones too: an admin retries them);
        None before any refund was decided."""
        if not self.refunds:
            return None
        return sum((refund.amount for refund in self.refunds), Decimal("0.00"))

    @property
    def refunded_at(self) -> datetime | None:
        """When the latest refund that went through went through."""
        return max((refund.refunded_at for refund in self.refunds
                    if refund.refunded_at is not None), default=None)

    @property
    def refund_reason(self) -> str | None:
        return "; ".join(refund.reason for refund in self.refunds) or None


class RefundStatus:
    # Owed: the refund job asks the provider (app/services/payments/refunds.py).
    PENDING = "pending"
    # Final: the provider (or the desk, in cash) gave the money back.
    REFUNDED = "refunded"
    # The provider said no (the refund did not happen): an admin looks and can retry.
    FAILED = "failed"
    ALL = (PENDING, REFUNDED, FAILED)


class Refund(db.Model):
    """Money going back on one payment. A payment may have several (a cheaper change, then a
    cancellation); the sum of a payment's refunds never exceeds what it settled
    (refunds.owe_refund under the payment's lock, and a trigger of migration 0027). Each refund
    has its own lease (app/leases.py) and its own reference, the provider's idempotency key."""

    __tablename__ = "refunds"
    __table_args__ = (
        CheckConstraint("amount > 0", name="amount_positive"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    payment_id: Mapped[int] = mapped_column(ForeignKey("payments.id"), index=True, nullable=False)
    amount: Mapped[Decimal] = mapped_column(Money, nullable=False)
    reason: Mapped[str] = mapped_column(Text, nullable=False)
    # Ours, unique: RF-<tx_ref> for a payment's first refund, RF-<tx_ref>-<n> for its n-th. Every
    # call to the provider for this refund carries it.
    reference: Mapped[str] = mapped_column(String(80), unique=True, nullable=False)
    status: Mapped[str] = mapped_column(String(20), default=RefundStatus.PENDING, nullable=False,
                                        index=True)
    # What caused it (the booking event, `cash_refund` for money handed back at the desk,
    # `migrated` for one moved from the payment by migration 0027), and who.
    cause: Mapped[str] = mapped_column(String(40), nullable=False)
    requested_by: Mapped[str] = mapped_column(String(254), default="", nullable=False)
    booking_change_id: Mapped[int | None] = mapped_column(ForeignKey("booking_changes.id"))
    # The job's attempts and its fenced lease (app/leases.py).
    attempts: Mapped[int] = mapped_column(Integer, default=0, server_default="0", nullable=False)
    next_attempt_at: Mapped[datetime | None] = mapped_column(DateTime, index=True)
    locked_until: Mapped[datetime | None] = mapped_column(DateTime)
    lease_token: Mapped[str | None] = mapped_column(String(32))
    error: Mapped[str | None] = mapped_column(Text)
    refunded_at: Mapped[datetime | None] = mapped_column(DateTime)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    payment: Mapped[Payment] = relationship(back_populates="refunds")

    def __repr__(self) -> str:
        return f"<Refund {self.reference} {self.amount} {self.status}>"


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
