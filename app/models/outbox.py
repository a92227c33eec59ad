"""The transactional outbox: side effects (emails) written in the same transaction as the change
that causes them, and delivered afterwards by a background job (app/services/messaging/outbox.py)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.models.base import created_at_column, utcnow


class OutboxStatus:
    PENDING = "pending"  # waiting for its first or next attempt (next_attempt_at)
    SENDING = "sending"  # claimed by a worker until locked_until
    SENT = "sent"
    DEAD = "dead"  # gave up after OUTBOX_MAX_ATTEMPTS; an admin may retry it
    ALL = (PENDING, SENDING, SENT, DEAD)


class OutboxKind:
    EMAIL = "email"
    ALL = (EMAIL,)


class OutboxMessage(db.Model):
    __tablename__ = "outbox_messages"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(20), default=OutboxKind.EMAIL, nullable=False)
    recipient: Mapped[str] = mapped_column(String(255), nullable=False)
    subject: Mapped[str] = mapped_column(String(255), nullable=False)
    body_text: Mapped[str] = mapped_column(Text, nullable=False)
    body_html: Mapped[str | None] = mapped_column(Text)
    # The Message-ID every attempt carries, so a receiver can drop a repeated delivery.
    message_id: Mapped[str] = mapped_column(String(255), unique=True, nullable=False)
    status: Mapped[str] = mapped_column(String(20), default=OutboxStatus.PENDING, nullable=False)
    attempts: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    next_attempt_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, nullable=False)
    locked_until: Mapped[datetime | None] = mapped_column(DateTime)
    # The fencing token of the attempt that holds the lease (app/leases.py).
    lease_token: Mapped[str | None] = mapped_column(String(32))
    last_error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = created_at_column()
    sent_at: Mapped[datetime | None] = mapped_column(DateTime)

    __table_args__ = (
        # The sweep's question: what is due (status, next_attempt_at)?
        Index("ix_outbox_messages_status_next_attempt_at", "status", "next_attempt_at"),
    )
