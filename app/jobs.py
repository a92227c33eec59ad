"""Background jobs on Huey (docs/jobs.md): the task table, above the services.

`init_jobs(app)` builds one `JobQueue` per app from JOBS_QUEUE_URL:
- `sqlite:///<file>`: Huey's SQLite storage, the embedded default (no extra service; the
  worker started by scripts/run.sh reads the same file);
- `redis://…`: production, any number of workers;
- `immediate://`: no queue, a job runs inline when it is enqueued (the tests' default).

Services name work in app/background.py (below them): its kinds, `run_after_commit` and the
session hooks that hand committed work to this queue through `app.extensions["jobs"]`. This
module imports the services, never the reverse. A job lost on the way (the process died between
commit and enqueue, the queue was down) is found again by a periodic sweep, so the database rows
(outbox messages, `pending` refunds), not the queue, are the record of what is owed.

`flask worker` runs a Huey consumer: worker threads plus the scheduler of the periodic jobs.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urlsplit

from flask import Flask
from huey import MemoryHuey, RedisHuey, SqliteHuey, crontab

from app.background import DELIVER, REFUND
from app.models.base import utcnow
from app.security import purge_revoked_tokens
from app.services.assistant.chat import purge_idle_sessions
from app.services.assistant.knowledge import embed_missing_chunks
from app.services.assistant.tts import prune_cache
from app.services.booking.bookings import expire_holds
from app.services.booking.changes import expire_changes
from app.services.content.images import purge_unused_media
from app.services.frontdesk.no_shows import mark_overdue_no_shows
from app.services.frontdesk.register_export import erase_expired_register
from app.services.messaging import outbox
from app.services.payments import refunds
from app.services.payments.service import reconcile_pending_payments

log = logging.getLogger(__name__)

QUEUE_NAME = "marefiya"
HEARTBEAT_KEY = "scheduler-heartbeat"
# The scheduler writes its heartbeat every minute; older than this, health reports it missing.
HEARTBEAT_STALE_SECONDS = 150
EMBED_CHUNKS_PER_RUN = 600  # about a minute of CPU every 2 minutes while chunks lack a vector


def make_huey(url: str):
    scheme = urlsplit(url).scheme
    if scheme == "immediate":
        return MemoryHuey(QUEUE_NAME, immediate=True, results=False)
    if scheme == "sqlite":
        path = url.removeprefix("sqlite:///")
        return SqliteHuey(QUEUE_NAME, filename=path, results=False)
    if scheme in ("redis", "rediss", "unix"):
        return RedisHuey(QUEUE_NAME, url=url, results=False)
    raise RuntimeError(f"JOBS_QUEUE_URL {url!r}: use sqlite:///<file>, redis://… or immediate://")


@dataclass(frozen=True)
class PeriodicJob:
    name: str
    schedule: dict  # crontab() fields
    run: Callable[[Mapping], object]  # called with the app's config, in an app context


def _embed_chunks(config) -> int:
    """Vectors for chunks without one: learned before migration 0010, or beyond the first
    INLINE_EMBED_CHUNKS of a large file (bounded: ~90 ms a chunk)."""
    return embed_missing_chunks(limit=EMBED_CHUNKS_PER_RUN)


def _prune_tts_cache(config) -> int:
    return prune_cache(config["TTS_CACHE_DIR"], config["TTS_CACHE_MAX_BYTES"])


# The periodic jobs, besides the sweeps of the attempt tasks (JobQueue._sweep_task).
PERIODIC_JOBS = (
    # Bookings' unpaid holds, and the holds of booking changes not paid in time.
    PeriodicJob("expire_holds", {"minute": "*"},
                lambda config: expire_holds() + expire_changes()),
    PeriodicJob("reconcile_payments", {"minute": "*/2"}, lambda config: reconcile_pending_payments()),
    # Hourly, so each hotel's grace period is kept to the hour.
    PeriodicJob("mark_no_shows", {"minute": "13"}, lambda config: mark_overdue_no_shows()),
    PeriodicJob("embed_chunks", {"minute": "*/2"}, _embed_chunks),
    PeriodicJob("prune_tts_cache", {"minute": "7"}, _prune_tts_cache),
    PeriodicJob("purge_outbox", {"hour": "3", "minute": "17"}, lambda config: outbox.purge_old()),
    PeriodicJob("purge_revoked_tokens", {"hour": "3", "minute": "27"},
                lambda config: purge_revoked_tokens(utcnow())),
    PeriodicJob("purge_unused_media", {"hour": "3", "minute": "37"}, lambda config: purge_unused_media()),
    # Conversations idle past ASSISTANT_SESSION_KEEP_DAYS, with their unanswered questions.
    PeriodicJob("purge_chat_sessions", {"hour": "3", "minute": "57"},
                lambda config: purge_idle_sessions(config["ASSISTANT_SESSION_KEEP_DAYS"])),
    # Guest register lines past their hotel's retention period.
    PeriodicJob("erase_expired_register", {"hour": "3", "minute": "47"},
                lambda config: erase_expired_register()),
)


class JobQueue:
    """The app's Huey instance and its tasks. Every task runs in a fresh app context (its own
    database session), in a worker or, in immediate mode, inline."""

    def __init__(self, app: Flask):
        self.app = app
        self.url = app.config["JOBS_QUEUE_URL"]
        self.huey = make_huey(self.url)
        self.backend = urlsplit(self.url).scheme
        self._register_tasks()

    @property
    def immediate(self) -> bool:
        return self.huey.immediate

    def _in_app(self, function):
        def run(*args, **kwargs):
            with self.app.app_context():
                return function(*args, **kwargs)

        run.__name__ = function.__name__
        run.__doc__ = function.__doc__
        return run

    def _register_tasks(self) -> None:
        # Work recorded by database rows: the task of one attempt per kind, and its sweep.
        self.tasks = {
            DELIVER: self._attempt_task("deliver_outbox_message", outbox.deliver),
            REFUND: self._attempt_task("issue_refund", refunds.issue_refund),
        }
        self.sweeps = {
            DELIVER: self._sweep_task("sweep_outbox", DELIVER, outbox.due_message_ids),
            REFUND: self._sweep_task("sweep_refunds", REFUND, refunds.due_refund_ids),
        }

        for job in PERIODIC_JOBS:
            self._periodic_task(job)

    def _periodic_task(self, job: PeriodicJob):
        @self.huey.periodic_task(crontab(**job.schedule), name=job.name)
        @self._in_app
        def periodic():
            return job.run(self.app.config)

        periodic.__doc__ = job.run.__doc__
        return periodic

    def _attempt_task(self, name: str, attempt):
        """The task of one `attempt(row_id)`; an attempt that asks for a retry (its result has a
        `retry_at`) is scheduled again for then."""

        @self.huey.task(name=name)
        @self._in_app
        def attempt_task(row_id: int):
            result = attempt(row_id)
            if result.retry_at is not None:
                self._run_at(attempt_task, row_id, result.retry_at)
            return result.status

        return attempt_task

    def _sweep_task(self, name: str, kind: str, due_ids):
        """The periodic task that queues the `kind` rows `due_ids()` names (and writes the
        scheduler's heartbeat)."""

        @self.huey.periodic_task(crontab(minute="*"), name=name)
        @self._in_app
        def sweep():
            """Attempts due now: retries, claims whose worker died, jobs lost before the queue."""
            self.beat()
            ids = due_ids()
            self.queue(kind, ids)
            return len(ids)

        return sweep

    # --- enqueueing --------------------------------------------------------------------------

    def queue(self, kind: str, ids) -> None:
        """Queue one `kind` job (DELIVER: outbox ids, REFUND: refund ids) per row id."""
        task = self.tasks[kind]
        # A queue outage is logged, not raised: the rows are committed, and the sweep finds
        # them once the queue is back.
        for row_id in sorted(ids):
            try:
                task(row_id)
            except Exception:  # noqa: BLE001 - the database row is the record; the sweep retries
                log.exception("could not queue %s(%s)", task.name, row_id)

    def _run_at(self, task, row_id: int, when: datetime) -> None:
        if self.immediate:
            return  # inline mode has no clock; the sweep (or a test) picks the retry up
        try:
            task.schedule((row_id,), eta=when.replace(tzinfo=UTC))
        except Exception:  # noqa: BLE001 - the sweep finds the due retry
            log.exception("could not schedule %s(%s) at %s", task.name, row_id, when)

    # --- worker and health -------------------------------------------------------------------

    def beat(self) -> None:
        self.huey.put(HEARTBEAT_KEY, time.time())

    def state(self) -> dict:
        """For /v1/health: is the queue reachable, how many jobs wait, is a scheduler alive."""
        if self.immediate:
            return {"status": "ok", "backend": "immediate", "pending_jobs": 0, "scheduler": "inline"}
        try:
            pending = self.huey.pending_count()
            beat = self.huey.get(HEARTBEAT_KEY, peek=True)
        except Exception:  # noqa: BLE001 - health reports the failure
            log.warning("job queue unreachable", exc_info=True)
            return {"status": "unavailable", "backend": self.backend, "pending_jobs": None,
                    "scheduler": "unknown"}
        alive = beat is not None and time.time() - beat < HEARTBEAT_STALE_SECONDS
        return {"status": "ok" if alive else "degraded", "backend": self.backend,
                "pending_jobs": pending, "scheduler": "ok" if alive else "missing"}

    def run_worker(self, workers: int, periodic: bool = True) -> None:
        """Run a Huey consumer in this process until it is stopped (SIGINT: graceful)."""
        if self.immediate:
            raise RuntimeError("JOBS_QUEUE_URL is immediate://: there is no queue to work on")
        if periodic:
            self.beat()
            # Right away, not at the next minute: pick up what a killed worker left claimed
            # (deliveries and refunds alike).
            for sweep in self.sweeps.values():
                sweep()
        consumer = self.huey.create_consumer(workers=workers, worker_type="thread",
                                             periodic=periodic, max_delay=1.0)
        consumer.run()


def init_jobs(app: Flask) -> None:
    """The app's queue; app/background.py hands committed work to it."""
    app.extensions["jobs"] = JobQueue(app)
