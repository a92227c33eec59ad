"""What happened to a booking, low in the stack: services record an event, the table of side
effects (app/effects.py, above the services) says what follows from it. See docs/jobs.md.

A service says `record(BOOKING_CANCELLED, booking, payment=paid, unsettled=False)` inside its
transaction; every handler the table lists for the event runs right there, in the same database
session, in the table's order. Handlers only write rows (a notification, an outbox email, a
refund owed on a payment, a loyalty line): the rows commit or roll back with the change that
caused them, and the work they name (an email to send, a refund to ask the provider for) goes to
the queue after the commit (app/background.py). Nothing is sent for a rolled-back change.

Nothing here imports a service or the table: the app registers its table in
`app.extensions["effects"]` when it is created (app/__init__.py), as the job queue registers
itself in `app.extensions["jobs"]`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from flask import current_app

from app.models import Booking

# The events, named after what happened. A new one is a name here, a line in EVENTS and a row
# in app/effects.py's table (tests/architecture/test_effects.py holds the table to docs/jobs.md).
# Each with the data its handlers read.
BOOKING_CONFIRMED = "booking_confirmed"  # paid: payment
# Paid, but the booking can no longer be confirmed (the hold lapsed and the rooms were taken,
# or it was cancelled meanwhile): payment, reason
PAYMENT_NOT_CONFIRMABLE = "payment_not_confirmable"
# By the guest: settled (a payment of it settled), unsettled (one may still settle), actor
BOOKING_CANCELLED = "booking_cancelled"
NO_SHOW_RECORDED = "no_show_recorded"  # by staff or the no-show job: settled, actor
STAY_COMPLETED = "stay_completed"  # checked out
REFUND_SUCCEEDED = "refund_succeeded"  # the provider gave the money back: payment, refund
CASH_REFUND_RECORDED = "cash_refund_recorded"  # handed back at the desk: payment, amount, reason
GUEST_BOOKING_CLAIMED = "guest_booking_claimed"  # a guest checkout's booking joined its account
# The guest asked to change the stay and owes a difference: the booking is unchanged until it is
# paid (the added rooms held): change (the pending BookingChange)
BOOKING_CHANGE_REQUESTED = "booking_change_requested"
# The booking took a change's stay and price (at once, or once the difference was paid): change
BOOKING_CHANGED = "booking_changed"

EVENTS = (BOOKING_CONFIRMED, PAYMENT_NOT_CONFIRMABLE, BOOKING_CANCELLED, NO_SHOW_RECORDED,
          STAY_COMPLETED, REFUND_SUCCEEDED, CASH_REFUND_RECORDED, GUEST_BOOKING_CLAIMED,
          BOOKING_CHANGE_REQUESTED, BOOKING_CHANGED)

EXTENSION = "effects"


@dataclass(frozen=True)
class Event:
    """One thing that happened to a booking, with what its handlers need to know (`data`)."""

    name: str
    booking: Booking
    data: Mapping[str, Any] = field(default_factory=dict)


Handler = Callable[[Event], object]


def check_table(table: Mapping[str, tuple[Handler, ...]]) -> None:
    """Every event has a row, and every row is an event: an event without handlers would pass
    silently, and a misspelt row would never run."""
    missing = [name for name in EVENTS if name not in table]
    unknown = [name for name in table if name not in EVENTS]
    if missing or unknown:
        raise RuntimeError(f"side-effect table: missing {missing}, unknown {unknown}")


def register(app, table: Mapping[str, tuple[Handler, ...]]) -> None:
    check_table(table)
    app.extensions[EXTENSION] = table


def record(name: str, booking: Booking, **data) -> Event:
    """`name` happened to `booking`: run its handlers now, in the caller's transaction."""
    table = current_app.extensions.get(EXTENSION)
    if table is None:
        # Never silently: a refund or an email would be lost.
        raise RuntimeError("no side-effect table registered in this app (app/effects.py)")
    event = Event(name, booking, data)
    for handler in table[name]:
        handler(event)
    return event
