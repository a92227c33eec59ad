"""Domain errors raised by services, and the handlers that turn every error into a response.

Services raise `DomainError` subclasses and know nothing about HTTP. The handlers pick the body
shape from the path: the booking API (`/api/...`) answers in the envelope, the admin panel keeps
Flask's HTML pages, and the assistant (`/`, `/v1/...`) answers FastAPI-shaped bodies.
"""

from __future__ import annotations

import logging
import math
import time
from itertools import islice

from flask import Flask, jsonify, request
from flask_limiter.errors import RateLimitExceeded
from sqlalchemy.exc import InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from werkzeug.exceptions import HTTPException

from app.envelope import error_body
from app.extensions import db
from app.fastapi_detail import detail_from_webargs
from app.i18n import _

log = logging.getLogger(__name__)


class DomainError(Exception):
    """A rule of the domain refused the request. `status_code` is its HTTP meaning."""

    status_code = 400
    default_message = _("Bad request")

    def __init__(self, message: str | None = None, *, errors: dict | None = None):
        super().__init__(message or self.default_message)
        self.message = message or self.default_message
        self.errors = errors


class Unauthorized(DomainError):
    status_code = 401
    default_message = _("Authentication required")


class Forbidden(DomainError):
    status_code = 403
    default_message = _("Not allowed")


class NotFound(DomainError):
    status_code = 404
    default_message = _("Not found")


class Conflict(DomainError):
    status_code = 409
    default_message = _("Conflict")


class PayloadTooLarge(DomainError):
    status_code = 413
    default_message = _("Payload too large")


class UnsupportedMediaType(DomainError):
    status_code = 415
    default_message = _("Unsupported media type")


class ValidationFailed(DomainError):
    """Field-level problems: `errors` maps a field name to a list of messages."""

    status_code = 422
    default_message = _("Validation failed")

    def __init__(self, message: str | None = None, *, field: str | None = None, errors=None):
        if field is not None:
            errors = {field: [message or self.default_message]}
            message = f"{field}: {message}" if message else None
        super().__init__(message, errors=errors)


class RateLimited(DomainError):
    status_code = 429
    default_message = _("Too many requests")

    def __init__(self, message: str | None = None, *, retry_after: int = 60):
        super().__init__(message)
        self.retry_after = retry_after


class ServiceUnavailable(DomainError):
    """A part the answer needs (the database) is unreachable for now: retry after a while."""

    status_code = 503
    default_message = _("Service temporarily unavailable")

    def __init__(self, message: str | None = None, *, retry_after: int = 5):
        super().__init__(message)
        self.retry_after = retry_after


# Errors of a database that is down, restarting or overloaded (connection refused or lost, pool
# exhausted, SQLite locked past its busy timeout, a serialization failure): worth a retry.
DATABASE_UNAVAILABLE_ERRORS = (OperationalError, InterfaceError, PoolTimeoutError)


# --- which body shape a path gets ------------------------------------------------------------

def is_booking_path(path: str) -> bool:
    return path.startswith("/api/")


def is_admin_path(path: str) -> bool:
    return path == "/admin" or path.startswith("/admin/")


def flatten_messages(messages, prefix: str = "") -> dict[str, list[str]]:
    """Turn marshmallow's nested messages into `{"guest.email": ["..."]}`."""
    flat: dict[str, list[str]] = {}
    if isinstance(messages, dict):
        for key, value in messages.items():
            name = f"{prefix}.{key}" if prefix else str(key)
            flat.update(flatten_messages(value, name))
    elif isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        flat[prefix or "_schema"] = list(messages)
    elif isinstance(messages, list):
        for index, value in enumerate(messages):
            flat.update(flatten_messages(value, f"{prefix}.{index}" if prefix else str(index)))
    else:
        flat[prefix or "_schema"] = [str(messages)]
    return flat


def webargs_messages(exc: HTTPException) -> dict | None:
    data = getattr(exc, "data", None) or {}
    return data.get("messages")


def _retry_after(exc: RateLimitExceeded) -> int:
    """Seconds until the breached window resets, never more than the window itself."""
    window = int(exc.limit.limit.get_expiry()) if getattr(exc, "limit", None) else 60
    try:
        from app.extensions import limiter

        reset_at = limiter.current_limit.reset_at if limiter.current_limit else None
        if reset_at:
            return min(window, max(1, math.ceil(reset_at - time.time())))
    except Exception:  # noqa: BLE001 - the header is a courtesy; never fail the 429 itself
        log.debug("could not compute Retry-After", exc_info=True)
    return window


# An error body lists at most this many refused fields: a body of a million unknown keys gets a
# short answer, not a longer one.
MAX_ERRORS_SHOWN = 20


# --- booking API bodies ----------------------------------------------------------------------

ENVELOPE_MESSAGES = {
    400: _("Bad request"),
    401: _("Authentication required"),
    403: _("Not allowed"),
    404: _("Not found"),
    405: _("Method not allowed"),
    409: _("Conflict"),
    413: _("Request body too large"),
    415: _("Unsupported media type"),
    422: _("Validation failed"),
    429: _("Too many requests"),
    500: _("Internal server error"),
}


def envelope_for_http_exception(exc: HTTPException):
    code = exc.code or 500
    errors = None
    message = ENVELOPE_MESSAGES.get(code, exc.name)
    messages = webargs_messages(exc)
    if messages is not None:
        if code == 400 and "json" in messages and isinstance(messages["json"], list):
            message = messages["json"][0]  # why the body could not be decoded (ApiArgumentsParser)
        else:
            # webargs nests messages by location ({"json": {...}, "query": {...}}).
            errors = {}
            for location_messages in messages.values():
                errors.update(flatten_messages(location_messages))
            first = next(iter(errors.items()), None)
            if first:
                message = f"Validation failed: {first[0]}: {first[1][0]}"
            if len(errors) > MAX_ERRORS_SHOWN:
                message += f" ({len(errors)} fields refused; the first {MAX_ERRORS_SHOWN} are listed)"
                errors = dict(islice(errors.items(), MAX_ERRORS_SHOWN))
    elif isinstance(exc.description, str) and exc.description != type(exc).description:
        # A description given by our code (abort(409, "...")) is for the client; werkzeug's
        # defaults are prose about "the server", so those keep our short message.
        message = exc.description
    response = jsonify(error_body(message, errors))
    response.status_code = code
    if isinstance(exc, RateLimitExceeded):
        response.headers["Retry-After"] = str(_retry_after(exc))
    if code == 405 and getattr(exc, "valid_methods", None):
        response.headers["Allow"] = ", ".join(exc.valid_methods)
    return response


# --- assistant bodies (FastAPI shape) --------------------------------------------------------

def fastapi_body_for_http_exception(exc: HTTPException):
    from app.blueprints.assistant.routing import declared_methods, slash_redirect

    code = exc.code or 500
    if code == 404 and request.url_rule is None:
        # No route matched: Starlette first tries the path with(out) its trailing slash.
        redirect = slash_redirect("assistant")
        if redirect is not None:
            return redirect
    messages = webargs_messages(exc)
    if messages is not None:
        response = jsonify({"detail": detail_from_webargs(messages)[:MAX_ERRORS_SHOWN]})
        response.status_code = 422
        return response
    detail = {404: "Not Found", 405: "Method Not Allowed", 500: "Internal Server Error"}.get(
        code, exc.description if isinstance(exc.description, str) else exc.name
    )
    response = jsonify({"detail": detail})
    response.status_code = code
    if isinstance(exc, RateLimitExceeded):
        response.headers["Retry-After"] = str(_retry_after(exc))
    if code == 405 and getattr(exc, "valid_methods", None):
        response.headers["Allow"] = ", ".join(declared_methods(exc.valid_methods))
    return response


# --- registration ----------------------------------------------------------------------------

def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(DomainError)
    def handle_domain_error(exc: DomainError):
        db.session.rollback()
        if is_booking_path(request.path) or is_admin_path(request.path):
            response = jsonify(error_body(exc.message, exc.errors))
        else:
            response = jsonify({"detail": exc.message})
        response.status_code = exc.status_code
        if getattr(exc, "retry_after", None) is not None:
            response.headers["Retry-After"] = str(exc.retry_after)
        return response

    def handle_database_unavailable(exc: Exception):
        log.error("database unavailable on %s %s: %s", request.method, request.path, exc)
        try:
            db.session.rollback()
        except Exception:  # noqa: BLE001 - the connection may be gone; the session is reset anyway
            db.session.remove()
        retry_after = app.config["DB_UNAVAILABLE_RETRY_AFTER"]
        return handle_domain_error(ServiceUnavailable(
            _("The service is temporarily unavailable; retry in %(seconds)s seconds.",
              seconds=retry_after),
            retry_after=retry_after,
        ))

    for error_class in DATABASE_UNAVAILABLE_ERRORS:
        app.register_error_handler(error_class, handle_database_unavailable)

    @app.errorhandler(HTTPException)
    def handle_http_exception(exc: HTTPException):
        if is_admin_path(request.path):
            return exc
        if is_booking_path(request.path):
            return envelope_for_http_exception(exc)
        return fastapi_body_for_http_exception(exc)

    @app.errorhandler(Exception)
    def handle_unexpected(exc: Exception):
        # Never leak a traceback or SQL: log it, roll back, answer a bare 500.
        log.exception("unhandled error on %s %s", request.method, request.path)
        db.session.rollback()
        if is_admin_path(request.path):
            return "Internal server error", 500
        if is_booking_path(request.path):
            response = jsonify(error_body(ENVELOPE_MESSAGES[500]))
        else:
            response = jsonify({"detail": "Internal Server Error"})
        response.status_code = 500
        return response
