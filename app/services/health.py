"""What /v1/health reports: the database, the job queue and its scheduler, mail delivery, the
assistant's knowledge size, responder and TTS engine. Checks are cheap reads; none of them
talks to the mail server (a slow one would make health slow)."""

from __future__ import annotations

import logging

from flask import current_app

from app.extensions import db
from app.services.assistant import knowledge, tts
from app.services.assistant.responders import responder_name
from app.services.messaging import outbox
from app.services.messaging.mail import transport_name

log = logging.getLogger(__name__)


def service_health() -> dict:
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
    mail_status = "ok" if not deliveries["retrying"] else "retrying"
    if database == "unavailable":
        mail_status = "unknown"
    mail = {"status": mail_status, "transport": transport_name(config), **deliveries}
    healthy = database == "ok" and queue["status"] == "ok" and mail_status == "ok"
    return {
        "status": "ok" if healthy else "degraded",
        "database": database,
        "queue": queue,
        "mail": mail,
        "knowledge_documents": documents,
        "knowledge_chunks": chunks,
        "responder": responder_name(config),
        "tts": tts.engine_status(),
    }
