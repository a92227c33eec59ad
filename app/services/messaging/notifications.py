"""In-app notifications of a guest: created by domain events, listed and marked read by the guest.

Read state persists (`is_read`, `read_at`). A notification of another guest is reported as not
found, never as forbidden, so that its existence is not revealed.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select, update

from app.errors import NotFound
from app.extensions import db
from app.i18n import _, translate
from app.i18n import language as in_language
from app.models import Guest, Notification
from app.models.base import utcnow
from app.services.paging import Page, paginate


@dataclass(frozen=True)
class NotificationPage(Page):
    """One page of a guest's notifications; `total` (the API's `count`) and `unread` count all
    pages."""

    unread: int


@dataclass(frozen=True)
class ReadResult:
    notification: Notification
    affected: int


def booking_data(booking, **extra) -> dict:
    """A notification's `data` about a booking: what an app needs to open it, and `extra`."""
    return {"booking_id": booking.id, "confirmation_code": booking.confirmation_code, **extra}


def notify(
    guest_id: int,
    type: str,
    title: str,
    message: str,
    data: dict | None = None,
    *,
    dedupe_key: str | None = None,
) -> Notification | None:
    """Add a notification to the current transaction (the caller commits). Its title and
    message are stored in the guest's preferred_language (English without one: the texts the
    spec fixes, such as "Booking confirmed"), whoever's request or job creates it.

    With `dedupe_key`, an event that already produced its notification produces nothing more
    and None is returned; the unique column is the last line of defence, so callers that can
    race must hold a lock that serialises the event (the payment row for booking_confirmed).
    """
    if dedupe_key is not None:
        exists = db.session.scalar(select(Notification.id).where(Notification.dedupe_key == dedupe_key))
        if exists is not None:
            return None
    with in_language(db.session.scalar(select(Guest.preferred_language).where(Guest.id == guest_id))):
        title, message = translate(title), translate(message)
    notification = Notification(
        guest_id=guest_id,
        type=type,
        title=title,
        message=message,
        data=data or {},
        dedupe_key=dedupe_key,
        is_read=False,
    )
    db.session.add(notification)
    return notification


def unread_count(guest: Guest) -> int:
    return db.session.scalar(
        select(func.count(Notification.id)).where(
            Notification.guest_id == guest.id, Notification.is_read.is_(False)
        )
    )


def list_notifications(guest: Guest, *, page: int = 1, limit: int = 20) -> NotificationPage:
    """The guest's notifications, newest first (ties broken by id, also newest first)."""
    notifications = paginate(
        select(Notification)
        .where(Notification.guest_id == guest.id)
        .order_by(Notification.created_at.desc(), Notification.id.desc()),
        page,
        limit,
    )
    return NotificationPage(**vars(notifications), unread=unread_count(guest))


def mark_read(guest: Guest, notification_id: int) -> ReadResult:
    """Mark one of the guest's notifications read. `affected` is 1 if it changed, 0 if it was
    already read (its first `read_at` is kept). Raises NotFound for an unknown id or another
    guest's notification."""
    # One conditional UPDATE: two concurrent calls cannot both report affected=1.
    result = db.session.execute(
        update(Notification)
        .where(
            Notification.id == notification_id,
            Notification.guest_id == guest.id,
            Notification.is_read.is_(False),
        )
        .values(is_read=True, read_at=utcnow())
        .execution_options(synchronize_session=False)
    )
    affected = result.rowcount
    db.session.commit()
    notification = db.session.scalar(
        select(Notification).where(Notification.id == notification_id, Notification.guest_id == guest.id)
    )
    if notification is None:
        raise NotFound(_("Notification not found"))
    db.session.refresh(notification)
    return ReadResult(notification=notification, affected=affected)


def mark_all_read(guest: Guest) -> tuple[int, int]:
    """Mark every unread notification of the guest read; returns (how many changed, unread now).
    Unread is counted afterwards rather than assumed 0, in case one arrived meanwhile."""
    result = db.session.execute(
        update(Notification)
        .where(Notification.guest_id == guest.id, Notification.is_read.is_(False))
        .values(is_read=True, read_at=utcnow())
        .execution_options(synchronize_session=False)
    )
    db.session.commit()
    return result.rowcount, unread_count(guest)
