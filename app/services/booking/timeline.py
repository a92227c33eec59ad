"""A booking's timeline for the admin panel: its state changes and desk actions (the audit trail),
its changes, payments and refunds, and the emails sent about it, in one list by time."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select

from app.extensions import db
from app.models import Booking, BookingChange, BookingEvent, OutboxMessage, Payment


@dataclass(frozen=True)
class TimelineEntry:
    at: datetime
    kind: str  # state | change | payment | refund | email
    text: str


def booking_timeline(booking: Booking) -> list[TimelineEntry]:
    """Everything that happened to `booking`, oldest first. Emails are those queued to its
    contact email whose subject names its confirmation code (every booking email does)."""
    entries = [
        TimelineEntry(event.created_at, "state",
                      f"{event.from_status or 'new'} -> {event.to_status} ({event.action}) by "
                      f"{event.actor_name or event.actor_kind}"
                      + (f": {event.reason}" if event.reason else ""))
        for event in db.session.scalars(select(BookingEvent)
                                        .where(BookingEvent.booking_id == booking.id))]
    for change in db.session.scalars(select(BookingChange)
                                     .where(BookingChange.booking_id == booking.id)):
        entries.append(TimelineEntry(
            change.created_at, "change",
            f"change {change.id} asked: {change.check_in} to {change.check_out}, {change.rooms} "
            f"room(s); due {change.amount_due} / refund {change.refund_amount} {change.currency}; "
            f"now {change.status}"))
    for payment in db.session.scalars(select(Payment).where(Payment.booking_id == booking.id)):
        entries.append(TimelineEntry(
            payment.created_at, "payment",
            f"payment {payment.tx_ref} of {payment.amount} {payment.currency} by "
            f"{payment.method} ({payment.provider}) started"))
        if payment.verified_at is not None:
            entries.append(TimelineEntry(payment.verified_at, "payment",
                                         f"payment {payment.tx_ref} answered by the provider "
                                         f"(now {payment.status})"))
        for refund in payment.refunds:
            entries.append(TimelineEntry(
                refund.refunded_at or refund.created_at, "refund",
                f"refund {refund.reference} of {refund.amount} {payment.currency} on "
                f"{payment.tx_ref}: {refund.status} ({refund.reason})"
                + (f" by {refund.requested_by}" if refund.requested_by else "")))
    for email in db.session.scalars(
            select(OutboxMessage).where(
                func.lower(OutboxMessage.recipient) == booking.contact_email.lower(),
                OutboxMessage.subject.contains(booking.confirmation_code))):
        entries.append(TimelineEntry(email.created_at, "email",
                                     f"email \"{email.subject}\" to {email.recipient}: "
                                     f"{email.status}"))
    return sorted(entries, key=lambda entry: (entry.at, entry.kind))
