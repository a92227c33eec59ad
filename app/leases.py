"""Leased rows with fencing: work recorded as a database row (an outbox email, a refund) that a
worker claims for one attempt. One helper, used by the outbox and by refunds (docs/jobs.md).

- A row is due when its status is still owed and either its next attempt time has come and no
  lease holds it, or its lease ran out (its worker died).
- `claim` is one conditional UPDATE: it counts the attempt, sets the lease and a fresh random
  token, and commits. Two workers never hold the same row.
- Every later write of that attempt is conditional on the token (fencing): `settle` writes the
  outcome only while the claim still holds, and `lock_claimed` locks the row only then. A worker
  that outlived its lease, whose row another worker claimed since, writes nothing, so a late
  failure can never overwrite `sent` or `refunded`.
- Each attempt runs under a deadline shorter than its lease (`deadline_seconds`), so a live
  worker never loses its claim: a retry starts only after the last attempt's deadline.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import and_, or_, select, update

from app.background import run_after_commit
from app.extensions import db
from app.models.base import utcnow


@dataclass(frozen=True)
class Claim:
    """One attempt's hold on a row: the row id, the fencing token, the attempt's number."""

    id: int
    token: str
    attempts: int


class LeasedRows:
    """The leased rows of `model`. Column attributes are passed in, since the outbox and the
    payments table name their lease columns differently."""

    def __init__(self, model, *, status, owed: tuple[str, ...], attempts, next_attempt_at,
                 locked_until, token, claimed_status: str | None = None):
        self.model = model
        self.status = status
        self.owed = owed
        self.attempts = attempts
        self.next_attempt_at = next_attempt_at
        self.locked_until = locked_until
        self.token = token
        # The status a claimed row shows while its attempt runs (the outbox's `sending`); it
        # must be one of `owed`, so that a lease that runs out makes the row due again.
        self.claimed_status = claimed_status
        if claimed_status is not None and claimed_status not in owed:
            raise ValueError("claimed_status must be an owed status")

    def due(self, now: datetime):
        """Owed, and either unclaimed with its next attempt time come, or claimed by a lease that
        ran out (its worker died: attempt it again now)."""
        return and_(
            self.status.in_(self.owed),
            or_(and_(self.locked_until.is_(None), self.next_attempt_at <= now),
                self.locked_until <= now),
        )

    def due_ids(self, now: datetime | None = None, limit: int = 1000) -> list[int]:
        """Rows a worker should attempt now: due retries, and claims whose worker died."""
        now = now or utcnow()
        return list(db.session.scalars(
            select(self.model.id).where(self.due(now)).order_by(self.model.id).limit(limit)))

    def claim(self, row_id: int, lease_seconds: float, now: datetime | None = None) -> Claim | None:
        """Take the row for one attempt (committed), or None when it is not due or is held."""
        now = now or utcnow()
        token = secrets.token_hex(16)
        values = {
            self.attempts.key: self.attempts + 1,
            self.locked_until.key: now + timedelta(seconds=lease_seconds),
            self.token.key: token,
        }
        if self.claimed_status is not None:
            values[self.status.key] = self.claimed_status
        result = db.session.execute(
            update(self.model).where(self.model.id == row_id, self.due(now)).values(values)
            .execution_options(synchronize_session=False))
        db.session.commit()
        if result.rowcount != 1:
            return None
        attempts = db.session.scalar(select(self.attempts).where(self.model.id == row_id))
        db.session.commit()
        return Claim(row_id, token, attempts)

    def _held_by(self, claim: Claim):
        return and_(self.model.id == claim.id, self.token == claim.token)

    def settle(self, claim: Claim, **values) -> bool:
        """Write the attempt's outcome (`values` by attribute name) and end the lease, only while
        `claim` still holds the row. Commits. False when the claim was lost: nothing is written."""
        values |= {self.locked_until.key: None, self.token.key: None}
        result = db.session.execute(
            update(self.model).where(self._held_by(claim)).values(values)
            .execution_options(synchronize_session=False))
        db.session.commit()
        return result.rowcount == 1

    def lock_claimed(self, claim: Claim):
        """The row, locked FOR UPDATE and freshly read, while `claim` still holds it; else None.
        For outcomes that write more than the row (events, notifications, emails): call it inside
        `serialized_transaction()` and end the lease with `release(row)` in that transaction."""
        return db.session.scalar(
            select(self.model).where(self._held_by(claim)).with_for_update()
            .execution_options(populate_existing=True))

    def release(self, row) -> None:
        """End the lease of a row locked by `lock_claimed` (in the caller's transaction)."""
        setattr(row, self.locked_until.key, None)
        setattr(row, self.token.key, None)

    def requeue(self, ids, statuses: tuple[str, ...], fresh_round, kind: str) -> int:
        """An admin's retry: the rows with these ids and one of `statuses` (others are left
        alone, so a row a worker holds or a final one is never touched) are locked, get
        `fresh_round(row, now)`, and are queued as `kind` work once this commits. Commits.
        Returns how many were queued again."""
        now = utcnow()
        rows = db.session.scalars(
            select(self.model).where(self.model.id.in_(ids), self.status.in_(statuses),
                                     or_(self.locked_until.is_(None), self.locked_until <= now))
            .with_for_update()).all()
        for row in rows:
            fresh_round(row, now)
            self.release(row)
        run_after_commit(db.session, kind, [row.id for row in rows])
        db.session.commit()
        return len(rows)


# Each kind of leased work: (its lease setting, the deadline setting of one attempt).
LEASE_SETTINGS = (
    ("OUTBOX_LEASE_SECONDS", "MAIL_SEND_DEADLINE_SECONDS"),
    ("REFUND_LEASE_SECONDS", "REFUND_CALL_DEADLINE_SECONDS"),
)


def check_lease_settings(config) -> None:
    """Refuse to start when an attempt could outlive its lease: a second attempt would then run
    beside the first (a duplicate email, a second refund call)."""
    for lease, deadline in LEASE_SETTINGS:
        if not 0 < float(config[deadline]) < float(config[lease]):
            raise RuntimeError(f"{deadline} ({config[deadline]}) must be positive and shorter than "
                               f"{lease} ({config[lease]})")
