"""Views of the assistant: GET /, GET /v1/health."""

from flask import current_app
from sqlalchemy import func, select

from app.blueprints.assistant import blp
from app.extensions import db
from app.models import KnowledgeDocument

SERVICE_NAME = "Marefiya Assistant"
SERVICE_VERSION = "0.1"


@blp.route("/", methods=["GET"])
@blp.response(200)
def service_index():
    """Service name, version and links."""
    return {
        "name": SERVICE_NAME,
        "version": SERVICE_VERSION,
        "links": {"health": "/v1/health", "docs": "/api/docs", "openapi": "/api/openapi.json"},
    }


@blp.route("/v1/health", methods=["GET"])
@blp.response(200)
def health():
    """Service health: database reachability and what the assistant runs on."""
    try:
        documents = db.session.scalar(select(func.count()).select_from(KnowledgeDocument))
        database = "ok"
    except Exception:  # noqa: BLE001 - health reports the failure instead of raising it
        db.session.rollback()
        documents, database = None, "unavailable"
    return {
        "status": "ok" if database == "ok" else "degraded",
        "database": database,
        "knowledge_documents": documents,
        "responder": current_app.config["ASSISTANT_RESPONDER"],
    }
