"""What /v1/health reports: the database, the job queue and its scheduler, mail delivery, the
rate limits' storage (Redis in production), the
assistant's knowledge size, responder and TTS engine. Checks are cheap reads; none of them
talks to the mail server (a slow one would make health slow)."""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field

from flask import current_app
from sqlalchemy import literal, select

from app.extensions import app_state, db, limiter
from app.services.assistant import knowledge, tts
from app.services.assistant.responders import responder_name
from app.services.messaging import outbox
from app.services.messaging.mail import transport_name

log = logging.getLogger(__name__)


@dataclass
class _Cached:
    lock: threading.Lock = field(default_factory=threading.Lock)
    report: dict | None = None
    taken_at: float = 0.0


def service_health() -> dict:
    """The health report, read again at most every HEALTH_CACHE_SECONDS per process: a probe
    every second from a load balancer costs the database nothing more (docs/operations.md).
    Readiness, which must be current, is `readiness()`."""
    cached = app_state("health_cache", _Cached)
    max_age = current_app.config["HEALTH_CACHE_SECONDS"]
    with cached.lock:
        if cached.report is None or time.monotonic() - cached.taken_at >= max_age:
            cached.report = _read_health()
            cached.taken_at = time.monotonic()
        return cached.report


def readiness() -> tuple[bool, dict]:
    """Whether this node should get traffic now: the database answers and the job queue is
    reachable (an unreachable queue loses nothing, but a node that cannot hand work on should be
    fixed before it takes more). Read afresh on every call: it is cheap (a SELECT 1, a ping)."""
    checks = {"database": "ok", "queue": "ok"}
    try:
        db.session.execute(select(literal(1)))
        db.session.commit()
    except Exception:  # noqa: BLE001 - the check reports the failure instead of raising it
        db.session.rollback()
        checks["database"] = "unavailable"
    if current_app.extensions["jobs"].state()["status"] == "unavailable":
        checks["queue"] = "unavailable"
    return all(value == "ok" for value in checks.values()), checks


def _read_health() -> dict:
    config = current_app.config
    try:
        documents, chunks = knowledge.knowledge_counts(db.session)
        deliveries = outbox.delivery_counts()
        db.session.commit()
        database = "ok"
    except Exception:  # noqa: BLE001 - health reports the failure instead of raising it
        log.warning("health: database unavailable", exc_info=True)
        db.session.rollback()
        documents = chunks = None
        deliveries = {"pending": None, "retrying": None, "dead": None}
        database = "unavailable"
    queue = current_app.extensions["jobs"].state()
    rate_limits = rate_limit_state(config)
    mail_status = "ok" if not deliveries["retrying"] else "retrying"
    if database == "unavailable":
        mail_status = "unknown"
    mail = {"status": mail_status, "transport": transport_name(config), **deliveries}
    healthy = (database == "ok" and queue["status"] == "ok" and mail_status == "ok"
               and rate_limits["status"] == "ok")
    return {
        "status": "ok" if healthy else "degraded",
        "database": database,
        "queue": queue,
        "mail": mail,
        "rate_limits": rate_limits,
        "knowledge_documents": documents,
        "knowledge_chunks": chunks,
        "responder": responder_name(config),
        "tts": tts.engine_status(),
    }


def rate_limit_state(config) -> dict:
    """Where the rate limits count: `memory` (per process) or `redis`, and whether that storage
    answers; while Redis is down each process counts in memory (app/reserved_limits.py)."""
    uri = config["RATELIMIT_STORAGE_URI"]
    backend = uri.split("://", 1)[0]
    if backend == "memory":
        return {"status": "ok", "backend": "memory"}
    try:
        reachable = limiter.storage.check()  # the shared storage, not the fallback in use
    except Exception:  # noqa: BLE001 - health reports the failure instead of raising it
        reachable = False
    if not reachable:
        log.warning("health: rate-limit storage %s unavailable", backend)
    return {"status": "ok" if reachable else "unavailable (counting in memory)", "backend": backend}
