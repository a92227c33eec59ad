"""The transactional outbox (DESIGN.md §9): emails are rows written in the caller's transaction and
delivered afterwards by a job, so a request never waits on a mail server and a mail outage loses
nothing.

Delivery rules:
- A message is claimed with one conditional UPDATE (due `pending`, or `sending` whose lease ran
  out because its worker died), so two workers never send it at the same time.
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
from sqlalchemy import and_, case, delete, func, or_, select, update

from app.extensions import db
from app.jobs import DELIVER, requeue
from app.jobs import backoff as retry_backoff
from app.models import OutboxKind, OutboxMessage, OutboxStatus
from app.models.base import utcnow
from app.services.messaging.mail import RenderedEmail, deliver_email, render_email

log = logging.getLogger(__name__)

# session.info key: ids of outbox rows to hand to the queue once the transaction commits
# (read by app/jobs.py).
_MAX_ERROR_LENGTH = 1000


def queue_email(to: str, subject: str, template: str, **context) -> OutboxMessage:
    """Render an email and add it to the current transaction; it is sent after the commit."""
    email = render_email(to, subject, template, **context)
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


def new_message_id() -> str:
    """An RFC 5322 Message-ID; it starts with the time, so the ids sort by creation."""
    stamp = utcnow().strftime("%Y%m%d%H%M%S%f")
    return f"<{stamp}.{secrets.token_hex(8)}@marefiya.et>"


# --- delivery --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Claimed:
    """What one attempt needs, read before the attempt so that no transaction stays open while
    a slow mail server answers."""

    id: int
    kind: str
    attempts: int
    message_id: str
    email: RenderedEmail


def _send_email(claimed: Claimed) -> None:
    deliver_email(claimed.email, claimed.message_id)


# One deliverer per kind of side effect (an outgoing webhook would add its own here).
DELIVERERS = {OutboxKind.EMAIL: _send_email}


@dataclass(frozen=True)
class DeliveryResult:
    status: str  # sent | pending (retry at retry_at) | dead | skipped (not due, or taken)
    retry_at: datetime | None = None


def backoff(attempts: int, config=None) -> timedelta:
    """How long to wait after the `attempts`-th failed attempt."""
    config = config or current_app.config
    return retry_backoff(attempts, config["OUTBOX_RETRY_BASE_SECONDS"], config["OUTBOX_RETRY_MAX_SECONDS"])


def _due(now: datetime):
    return or_(
        and_(OutboxMessage.status == OutboxStatus.PENDING, OutboxMessage.next_attempt_at <= now),
        and_(OutboxMessage.status == OutboxStatus.SENDING, OutboxMessage.locked_until <= now),
    )


def claim(message_pk: int, now: datetime | None = None) -> Claimed | None:
    """Take the message for one attempt (committed), or None when it is not due or another
    worker holds it."""
    now = now or utcnow()
    lease = timedelta(seconds=current_app.config["OUTBOX_LEASE_SECONDS"])
    result = db.session.execute(
        update(OutboxMessage)
        .where(OutboxMessage.id == message_pk, _due(now))
        .values(status=OutboxStatus.SENDING, attempts=OutboxMessage.attempts + 1,
                locked_until=now + lease)
        .execution_options(synchronize_session=False)
    )
    db.session.commit()
    if result.rowcount != 1:
        return None
    message = db.session.get(OutboxMessage, message_pk, populate_existing=True)
    claimed = Claimed(
        id=message.id, kind=message.kind, attempts=message.attempts, message_id=message.message_id,
        email=RenderedEmail(message.recipient, message.subject, message.body_text,
                            message.body_html or ""),
    )
    db.session.commit()
    return claimed


def deliver(message_pk: int) -> DeliveryResult:
    """One delivery attempt of an outbox message (the job's body)."""
    claimed = claim(message_pk)
    if claimed is None:
        return DeliveryResult("skipped")
    try:
        DELIVERERS[claimed.kind](claimed)
    except Exception as exc:  # noqa: BLE001 - any transport failure is a failed attempt
        return _record_failure(claimed, exc)
    _finish(claimed, status=OutboxStatus.SENT, sent_at=utcnow(), last_error=None)
    return DeliveryResult(OutboxStatus.SENT)


def _finish(claimed: Claimed, **values) -> None:
    db.session.execute(
        update(OutboxMessage)
        .where(OutboxMessage.id == claimed.id)
        .values(locked_until=None, **values)
        .execution_options(synchronize_session=False)
    )
    db.session.commit()


def _record_failure(claimed: Claimed, exc: Exception) -> DeliveryResult:
    config = current_app.config
    error = f"{type(exc).__name__}: {exc}"[:_MAX_ERROR_LENGTH]
    if claimed.attempts >= config["OUTBOX_MAX_ATTEMPTS"]:
        log.error("outbox message %s is dead after %s attempts: %s", claimed.id, claimed.attempts, error)
        _finish(claimed, status=OutboxStatus.DEAD, last_error=error)
        return DeliveryResult(OutboxStatus.DEAD)
    retry_at = utcnow() + backoff(claimed.attempts, config)
    log.warning("outbox message %s attempt %s failed (%s); next at %s", claimed.id,
                claimed.attempts, error, retry_at)
    _finish(claimed, status=OutboxStatus.PENDING, next_attempt_at=retry_at, last_error=error)
    return DeliveryResult(OutboxStatus.PENDING, retry_at)


def due_message_ids(now: datetime | None = None, limit: int = 1000) -> list[int]:
    """Messages a worker should attempt now: due retries, and claims whose worker died."""
    now = now or utcnow()
    return list(db.session.scalars(
        select(OutboxMessage.id).where(_due(now)).order_by(OutboxMessage.id).limit(limit)
    ))


# --- administration --------------------------------------------------------------------------


def retry_messages(ids) -> int:
    """An admin's retry: dead (or waiting) messages get a fresh round of attempts, now.
    Sent messages and ones a worker holds are left alone. Returns how many were requeued."""
    return requeue(DELIVER, OutboxMessage, ids, (OutboxStatus.DEAD, OutboxStatus.PENDING), _fresh_round)


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
