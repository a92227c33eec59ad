"""Work handed to the background, low in the stack: services name work here, the job queue
(app/jobs.py, above the services) runs it. See docs/jobs.md.

- `DELIVER` (outbox message ids) and `REFUND` (refund ids): the kinds of work a transaction can
  leave behind. The database rows are the record of what is owed; the queue only says "look now".
- `run_after_commit(session, kind, ids)`: hand the work to the queue once the transaction that
  decided it commits (nothing on a rollback). New outbox rows are collected by themselves.
- `backoff`: the wait after a failed attempt.

Nothing here imports a service or the job queue: the queue registers itself in
`app.extensions["jobs"]`, and the after-commit hook hands work to whatever is registered there.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from flask import current_app, has_app_context
from sqlalchemy import event
from sqlalchemy.orm import Session

from app.models import OutboxMessage

log = logging.getLogger(__name__)

DELIVER = "deliver"
REFUND = "refund"
KINDS = (DELIVER, REFUND)

_AFTER_COMMIT = "marefiya_work_after_commit"


def backoff(attempts: int, base_seconds: float, max_seconds: float) -> timedelta:
    """How long to wait after the `attempts`-th failed attempt: base, 2 x base, 4 x base … capped."""
    return timedelta(seconds=min(base_seconds * 2 ** max(attempts - 1, 0), max_seconds))


def run_after_commit(session, kind: str, ids) -> None:
    """Queue `kind` work (DELIVER outbox ids, REFUND refund ids) once `session`'s transaction
    commits; nothing if it rolls back."""
    session.info.setdefault(_AFTER_COMMIT, {}).setdefault(kind, set()).update(ids)


@event.listens_for(Session, "after_flush")
def _collect_new_outbox_rows(session, flush_context):
    ids = [obj.id for obj in session.new if isinstance(obj, OutboxMessage)]
    if ids:
        run_after_commit(session, DELIVER, ids)


@event.listens_for(Session, "after_commit")
def _hand_committed_work_to_the_queue(session):
    due = session.info.pop(_AFTER_COMMIT, None)
    if not due or not has_app_context():
        return
    queue = current_app.extensions.get("jobs")
    if queue is None:
        return  # no queue in this app (a script): the periodic sweep finds the rows
    for kind in KINDS:
        # Never raises: a queue outage leaves the committed rows to the sweep.
        queue.queue(kind, due.get(kind, ()))


@event.listens_for(Session, "after_rollback")
def _forget_rolled_back_work(session):
    session.info.pop(_AFTER_COMMIT, None)
