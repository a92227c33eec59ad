"""GET /ready: whether this node should get traffic (for a load balancer or an orchestrator).

/v1/health (the assistant service's, fixed by its spec) reports everything from a report a few
seconds old; this answers 200 or 503 from fresh checks of what a request needs: the database and
the job queue (app/services/health.py `readiness`)."""

from __future__ import annotations

from flask import Blueprint, jsonify

from app.services.health import readiness

blp = Blueprint("ops", __name__)


@blp.get("/ready")
def ready():
    ok, checks = readiness()
    response = jsonify({"status": "ready" if ok else "unavailable", **checks})
    response.status_code = 200 if ok else 503
    response.headers["Cache-Control"] = "no-store"
    if not ok:
        response.headers["Retry-After"] = "5"
    return response
