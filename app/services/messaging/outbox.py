"""The transactional outbox (docs/jobs.md): emails are rows written in the caller's transaction and
delivered afterwards by a job, so a request never waits on a mail server and a mail outage loses
nothing.

Delivery rules:
- A message is claimed with a fenced lease (app/leases.py): one conditional UPDATE takes a due
  `pending` message, or a `sending` one whose lease ran out because its worker died; every later
  write of the attempt holds only while its claim does. Each attempt ends by its deadline
  (MAIL_SEND_DEADLINE_SECONDS), before its lease (OUTBOX_LEASE_SECONDS), so two attempts of one
  message never run at once, and a retry starts only after the last attempt's deadline.
- `sent` and `dead` are final for the workers: only an admin's retry moves a dead message.
- A failed attempt is retried with exponential backoff (OUTBOX_RETRY_BASE_SECONDS × 2^(n-1), at
  most OUTBOX_RETRY_MAX_SECONDS); after OUTBOX_MAX_ATTEMPTS attempts the message is `dead` and
  waits for an admin's retry.
- Delivery is at least once: a worker killed after the mail server accepted a message but before
  it recorded `sent` sends it again when the lease ends. Every attempt carries the same
  Message-ID, so a receiver can drop the repeat.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from flask import current_app
from sqlalchemy import and_, case, delete, func, or_, select

from app.background import DELIVER
from app.background import backoff as retry_backoff
from app.extensions import db
from app.leases import Claim, LeasedRows
from app.models import OutboxKind, OutboxMessage, OutboxStatus
from app.models.base import utcnow
from app.services.messaging.mail import RenderedEmail, deliver_email, render_email

log = logging.getLogger(__name__)

_MAX_ERROR_LENGTH = 1000


def queue_email(to: str, subject: str, template: str, *, language: str | None = None,
                **context) -> OutboxMessage:
    """Render an email and add it to the current transaction; it is sent after the commit.
    `language` is the recipient's (their preferred_language); None renders English."""
    email = render_email(to, subject, template, language=language, **context)
    message = OutboxMessage(
        kind=OutboxKind.EMAIL,
        recipient=email.to,
        subject=email.subject[:255],
        body_text=email.text,
        body_html=email.html,
        message_id=new_message_id(),
        status=OutboxStatus.PENDING,
        attempts=0,
        next_attempt_at=utcnow(),
    )
    db.session.add(message)
    return message


def email_language(booking) -> str | None:
    """The language of a booking's emails: its guest's preferred_language (app/i18n.py), else
    the language the booking was made in (Accept-Language for a booking without an account);
    None is English."""
    preferred = booking.guest.preferred_language if booking.guest is not None else None
    return preferred or booking.language


def new_message_id() -> str:
    """An RFC 5322 Message-ID; it starts with the time, so the ids sort by creation."""
    stamp = utcnow().strftime("%Y%m%d%H%M%S%f")
    return f"<{stamp}.{secrets.token_hex(8)}@marefiya.et>"


# --- delivery --------------------------------------------------------------------------------

# Pending and sending messages are owed; a claim shows `sending` until its lease ends.
LEASES = LeasedRows(
    OutboxMessage, status=OutboxMessage.status, owed=(OutboxStatus.PENDING, OutboxStatus.SENDING),
    claimed_status=OutboxStatus.SENDING, attempts=OutboxMessage.attempts,
    next_attempt_at=OutboxMessage.next_attempt_at, locked_until=OutboxMessage.locked_until,
    token=OutboxMessage.lease_token,
)


@dataclass(frozen=True)
class Attempt:
    """What one attempt needs, read before the attempt so that no transaction stays open while
    a slow mail server answers."""

    claim: Claim
    kind: str
    message_id: str
    email: RenderedEmail
    deadline_seconds: float


def _send_email(attempt: Attempt) -> None:
    deliver_email(attempt.email, attempt.message_id, attempt.deadline_seconds)


# One deliverer per kind of side effect (an outgoing webhook would add its own here).
DELIVERERS = {OutboxKind.EMAIL: _send_email}


@dataclass(frozen=True)
class DeliveryResult:
    status: str  # sent | pending (retry at retry_at) | dead | skipped (not due, taken, or lost)
    retry_at: datetime | None = None


def backoff(attempts: int, config=None) -> timedelta:
    """How long to wait after the `attempts`-th failed attempt."""
    config = config or current_app.config
    return retry_backoff(attempts, config["OUTBOX_RETRY_BASE_SECONDS"], config["OUTBOX_RETRY_MAX_SECONDS"])


def claim(message_pk: int, now: datetime | None = None) -> Attempt | None:
    """Take the message for one attempt (committed), or None when it is not due or another
    worker holds it. The attempt must end before the lease does (MAIL_SEND_DEADLINE_SECONDS <
    OUTBOX_LEASE_SECONDS, checked at start-up), so no two attempts of a message ever overlap."""
    config = current_app.config
    held = LEASES.claim(message_pk, config["OUTBOX_LEASE_SECONDS"], now)
    if held is None:
        return None
    message = db.session.get(OutboxMessage, message_pk, populate_existing=True)
    attempt = Attempt(
        claim=held, kind=message.kind, message_id=message.message_id,
        email=RenderedEmail(message.recipient, message.subject, message.body_text,
                            message.body_html or ""),
        deadline_seconds=config["MAIL_SEND_DEADLINE_SECONDS"],
    )
    db.session.commit()
    return attempt


def deliver(message_pk: int) -> DeliveryResult:
    """One delivery attempt of an outbox message (the job's body)."""
    attempt = claim(message_pk)
    if attempt is None:
        return DeliveryResult("skipped")
    try:
        DELIVERERS[attempt.kind](attempt)
    except Exception as exc:  # noqa: BLE001 - any transport failure is a failed attempt
        return _record_failure(attempt, exc)
    if not LEASES.settle(attempt.claim, status=OutboxStatus.SENT, sent_at=utcnow(), last_error=None):
        log.error("outbox message %s was sent after its lease was lost", message_pk)
        return DeliveryResult("skipped")
    return DeliveryResult(OutboxStatus.SENT)


def _record_failure(attempt: Attempt, exc: Exception) -> DeliveryResult:
    config = current_app.config
    held = attempt.claim
    error = f"{type(exc).__name__}: {exc}"[:_MAX_ERROR_LENGTH]
    if held.attempts >= config["OUTBOX_MAX_ATTEMPTS"]:
        outcome = DeliveryResult(OutboxStatus.DEAD)
        written = LEASES.settle(held, status=OutboxStatus.DEAD, last_error=error)
    else:
        retry_at = utcnow() + backoff(held.attempts, config)
        outcome = DeliveryResult(OutboxStatus.PENDING, retry_at)
        written = LEASES.settle(held, status=OutboxStatus.PENDING, next_attempt_at=retry_at,
                                last_error=error)
    if not written:
        # Another attempt holds the message now (or sent it): its outcome stands.
        log.warning("outbox message %s: attempt %s failed after its lease was lost (%s)",
                    held.id, held.attempts, error)
        return DeliveryResult("skipped")
    log.log(logging.ERROR if outcome.status == OutboxStatus.DEAD else logging.WARNING,
            "outbox message %s attempt %s failed (%s): %s", held.id, held.attempts, error,
            outcome.status if outcome.retry_at is None else f"next at {outcome.retry_at}")
    return outcome


def due_message_ids(now: datetime | None = None, limit: int = 1000) -> list[int]:
    """Messages a worker should attempt now: due retries, and claims whose worker died."""
    return LEASES.due_ids(now, limit)


# --- administration --------------------------------------------------------------------------


def retry_messages(ids) -> int:
    """An admin's retry: dead (or waiting) messages get a fresh round of attempts, now.
    Sent messages and ones a worker holds are left alone. Returns how many were requeued."""
    return LEASES.requeue(ids, (OutboxStatus.DEAD, OutboxStatus.PENDING), _fresh_round, DELIVER)


def _fresh_round(message: OutboxMessage, now: datetime) -> None:
    message.status = OutboxStatus.PENDING
    message.attempts = 0
    message.next_attempt_at = now


def purge_old(now: datetime | None = None) -> int:
    """Delete sent messages older than OUTBOX_KEEP_SENT_DAYS and dead ones older than
    OUTBOX_KEEP_DEAD_DAYS. Returns how many were deleted."""
    now = now or utcnow()
    config = current_app.config
    result = db.session.execute(
        delete(OutboxMessage).where(or_(
            and_(OutboxMessage.status == OutboxStatus.SENT,
                 OutboxMessage.created_at < now - timedelta(days=config["OUTBOX_KEEP_SENT_DAYS"])),
            and_(OutboxMessage.status == OutboxStatus.DEAD,
                 OutboxMessage.created_at < now - timedelta(days=config["OUTBOX_KEEP_DEAD_DAYS"])),
        ))
    )
    db.session.commit()
    return result.rowcount


def delivery_counts() -> dict[str, int]:
    """Messages not yet sent, for /v1/health: pending, retrying (failed at least once), dead."""
    unsent = OutboxMessage.status.in_((OutboxStatus.PENDING, OutboxStatus.SENDING))
    row = db.session.execute(
        select(
            func.count(case((unsent, 1))),
            func.count(case((and_(unsent, OutboxMessage.last_error.is_not(None)), 1))),
            func.count(case((OutboxMessage.status == OutboxStatus.DEAD, 1))),
        ).where(OutboxMessage.status != OutboxStatus.SENT)
    ).one()
    return {"pending": row[0], "retrying": row[1], "dead": row[2]}
