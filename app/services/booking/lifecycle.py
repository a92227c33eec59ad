"""THE booking state machine (issue 31): which status may follow which, and the audit trail.

    pending_payment --pay--> confirmed --check_in--> checked_in --check_out--> completed
          |  \\                  |  \\
          |   expire            |   no_show (after the arrival day)
        cancel  \\             cancel
          v      v              v
      cancelled  expired --pay (late, rooms still free)--> confirmed

A walk-in is created `confirmed` (paid at the desk), and so is a booking to be paid at the
property (a rate plan's payment timing, app/services/booking/rate_plans.py); every other booking
starts `pending_payment`. `completed`, `no_show` and `cancelled` are final.

Every place that changes a booking's status calls `transition` (or `record_creation` for a new
booking): it refuses a change the table does not allow with Conflict (409) naming the current
state, sets the status and its timestamp, and writes a `booking_events` row in the same
transaction. The callers keep their own rules (the hold rule, the arrival day, the refund) and
lock the booking row first.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from app.errors import Conflict, NotFound
from app.extensions import db
from app.i18n import _
from app.models import ActorKind, Booking, BookingEvent, BookingStatus
from app.models.base import utcnow

S = BookingStatus

# (from, to) -> the action that makes the move. Anything else is refused.
TRANSITIONS: dict[tuple[str, str], str] = {
    (S.PENDING_PAYMENT, S.CONFIRMED): "pay",
    (S.PENDING_PAYMENT, S.CANCELLED): "cancel",
    (S.PENDING_PAYMENT, S.EXPIRED): "expire",
    # A payment that arrives after the hold lapsed, while the rooms are still free.
    (S.EXPIRED, S.CONFIRMED): "pay",
    (S.CONFIRMED, S.CHECKED_IN): "check_in",
    (S.CONFIRMED, S.CANCELLED): "cancel",
    (S.CONFIRMED, S.NO_SHOW): "no_show",
    (S.CHECKED_IN, S.COMPLETED): "check_out",
}
# The statuses a booking may be created in: `confirmed` only for walk-ins, paid at the desk.
INITIAL: dict[str, str] = {S.PENDING_PAYMENT: "book", S.CONFIRMED: "walk_in"}
# A guest's booking to be paid at the property: created `confirmed` without a payment.
BOOK_AT_PROPERTY = "book_at_property"
OTHER_INITIAL = frozenset({(S.CONFIRMED, BOOK_AT_PROPERTY)})
FINAL = frozenset({S.COMPLETED, S.NO_SHOW, S.CANCELLED})
# How a refused move reads: "A booking that is checked in cannot be cancelled".
_VERBS = {S.CONFIRMED: _("confirmed"), S.CANCELLED: _("cancelled"), S.EXPIRED: _("expired"),
          S.CHECKED_IN: _("checked in"), S.COMPLETED: _("checked out"), S.NO_SHOW: _("marked a no-show")}


@dataclass(frozen=True)
class Actor:
    """Who makes a change: `kind` (ActorKind), the account's id when there is one, a name."""

    kind: str
    id: int | None = None
    name: str = ""

    @classmethod
    def guest(cls, guest_id: int | None, name: str) -> Actor:
        return cls(ActorKind.GUEST, guest_id, name)

    @classmethod
    def staff(cls, staff) -> Actor:
        return cls(ActorKind.STAFF, staff.id, f"{staff.name} <{staff.email}> ({staff.role_slug})")

    @classmethod
    def super_admin(cls, admin) -> Actor:
        return cls(ActorKind.SUPER_ADMIN, admin.id, f"{admin.name} <{admin.email}>")

    @classmethod
    def job(cls, name: str) -> Actor:
        return cls(ActorKind.JOB, None, name)


def allowed_targets(status: str) -> tuple[str, ...]:
    """The statuses a booking in `status` may move to."""
    return tuple(to for (frm, to) in TRANSITIONS if frm == status)


def refusal(current: str, to: str) -> Conflict:
    """The 409 of a move the table does not allow; it names the current state."""
    verb = _VERBS.get(to, to.replace("_", " "))
    return Conflict(_("A booking that is %(status)s cannot be %(verb)s",
                      status=current.replace("_", " "), verb=verb))


def check_allowed(booking: Booking, to: str) -> str:
    """The action that moves `booking` to `to`; raises Conflict (409) naming the current state
    when the table does not allow it. Lets a caller refuse before doing other work."""
    action = TRANSITIONS.get((booking.status, to))
    if action is None:
        raise refusal(booking.status, to)
    return action


def require_status(booking: Booking, status: str, doing: str) -> None:
    """Raise Conflict naming the current state unless the booking is in `status` (for actions
    that keep the status, such as a room move)."""
    if booking.status != status:
        raise Conflict(_("A booking that is %(status)s cannot %(doing)s",
                         status=booking.status.replace("_", " "), doing=doing))


def _record(booking: Booking, frm: str | None, to: str, action: str, actor: Actor,
            reason: str | None, at: datetime) -> BookingEvent:
    return _add_event(booking, _event_values(frm, to, action, actor, reason, at))


def _add_event(booking: Booking, values: dict) -> BookingEvent:
    event = BookingEvent(booking=booking, **values)
    db.session.add(event)
    return event


def _event_values(frm: str | None, to: str, action: str, actor: Actor, reason: str | None,
                  at: datetime) -> dict:
    """A trail line's columns but its booking."""
    return dict(from_status=frm, to_status=to, action=action, actor_kind=actor.kind,
                actor_id=actor.id, actor_name=actor.name[:254],
                reason=(reason or None) and reason[:500], created_at=at)


def transition(booking: Booking, to: str, actor: Actor, reason: str | None = None, *,
               at: datetime | None = None) -> BookingEvent:
    """Move the (locked) booking to `to`, set that status's timestamp, and record who, when,
    from, to and why. Raises Conflict (409) naming the current state if not allowed."""
    action = check_allowed(booking, to)
    at = at or utcnow()
    frm = booking.status
    booking.status = to
    if to == S.CONFIRMED:
        booking.confirmed_at = at
        booking.hold_expires_at = None
    elif to == S.CANCELLED:
        booking.cancelled_at = at
    elif to == S.CHECKED_IN:
        booking.checked_in_at = at
    elif to == S.COMPLETED:
        booking.checked_out_at = at
    return _record(booking, frm, to, action, actor, reason, at)


def record_creation(booking: Booking, actor: Actor, reason: str | None = None, *,
                    at: datetime | None = None, action: str | None = None) -> BookingEvent:
    """The first line of a new booking's trail (its status must be an initial one; `action`
    names one of OTHER_INITIAL's ways in)."""
    return _add_event(booking, creation_values(booking, actor, reason, at=at, action=action))


def creation_values(booking: Booking, actor: Actor, reason: str | None = None, *,
                    at: datetime | None = None, action: str | None = None) -> dict:
    """The columns of `record_creation`'s line but its booking_id: for a booking written as a
    row of its own with its trail in the same statement (bookings.py), not through the ORM.
    Raises Conflict for a status no booking may be created in."""
    if action is None:
        action = INITIAL.get(booking.status)
    elif (booking.status, action) not in OTHER_INITIAL:
        action = None
    if action is None:
        raise refusal("new", booking.status)
    return _event_values(None, booking.status, action, actor, reason, at or utcnow())


def record_action(booking: Booking, action: str, actor: Actor, reason: str | None = None, *,
                  at: datetime | None = None) -> BookingEvent:
    """A front-desk action that keeps the status (a room move), in the same trail."""
    return _record(booking, booking.status, booking.status, action, actor, reason, at or utcnow())


def booking_trail(booking_id: int, *, hotel_id: int | None = None) -> list[BookingEvent]:
    """A booking's audit trail, oldest first. `hotel_id`: only a booking of that hotel (staff);
    NotFound otherwise, never revealing another hotel's booking."""
    query = select(Booking.id).where(Booking.id == booking_id)
    if hotel_id is not None:
        query = query.where(Booking.hotel_id == hotel_id)
    if db.session.scalar(query) is None:
        raise NotFound(_("Booking not found"))
    return list(db.session.scalars(
        select(BookingEvent).where(BookingEvent.booking_id == booking_id).order_by(BookingEvent.id)))
