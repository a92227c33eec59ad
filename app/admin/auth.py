"""Session login of super admins for /admin (docs/decisions.md D3: never an API token).

Sessions live on the server (`admin_sessions`); the signed Flask session cookie only carries a
random token naming one. Signing out deletes the row, so a copied cookie stops working at once.
A session ends when the admin signs out, is deactivated or changes password, after
ADMIN_SESSION_IDLE_MINUTES without a request, and ADMIN_SESSION_HOURS after sign-in. Signing
in always starts a new session (and a new cookie). API bearer tokens are never looked at.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from flask import current_app, g, request, session
from sqlalchemy import delete, func, or_, select

from app.extensions import db
from app.models import AdminSession, SuperAdmin
from app.models.base import utcnow
from app.net import client_address
from app.passwords import verify_password
from app.reserved_limits import login_windows, reservation

SESSION_KEY = "super_admin"
# Looked up once per request (the menu asks every view whether it is accessible).
_CACHE_KEY = "marefiya.super_admin"
DEFAULT_SESSION_HOURS = 12
DEFAULT_IDLE_MINUTES = 60
# last_seen_at is written at most this often (not on every request).
_SEEN_RESOLUTION = timedelta(minutes=1)
LOGIN_THROTTLED = "Too many failed sign-ins. Try again later."


def _fingerprint(admin: SuperAdmin) -> str:
    return hashlib.sha256(admin.password_hash.encode()).hexdigest()[:16]


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _idle_limit() -> timedelta:
    return timedelta(minutes=current_app.config.get("ADMIN_SESSION_IDLE_MINUTES", DEFAULT_IDLE_MINUTES))


def _lifetime() -> timedelta:
    # From the config at each request, so shortening it ends longer sessions at once.
    return timedelta(hours=current_app.config.get("ADMIN_SESSION_HOURS", DEFAULT_SESSION_HOURS))


def _ended(now):
    """The condition of sessions that have ended by `now` (too old or idle too long)."""
    return or_(AdminSession.created_at <= now - _lifetime(),
               AdminSession.last_seen_at < now - _idle_limit())


def _session_row() -> AdminSession | None:
    data = session.get(SESSION_KEY)
    token = data.get("token") if isinstance(data, dict) else None
    if not isinstance(token, str):
        return None
    return db.session.scalar(select(AdminSession).where(AdminSession.token_hash == _token_hash(token)))


def current_super_admin() -> SuperAdmin | None:
    """The signed-in, active super admin of this request, or None."""
    if _CACHE_KEY in request.environ:
        return request.environ[_CACHE_KEY]
    request.environ[_CACHE_KEY] = None
    row = _session_row()
    if row is None:
        session.pop(SESSION_KEY, None)
        return None
    now = utcnow()
    admin = db.session.get(SuperAdmin, row.super_admin_id)
    if (now - row.created_at >= _lifetime() or now - row.last_seen_at > _idle_limit() or admin is None
            or not admin.is_active or row.password_fingerprint != _fingerprint(admin)):
        db.session.delete(row)
        db.session.commit()
        session.pop(SESSION_KEY, None)
        return None
    if now - row.last_seen_at >= _SEEN_RESOLUTION:
        row.last_seen_at = now
        db.session.commit()
    request.environ[_CACHE_KEY] = admin
    return admin


def authenticate(email: str, password: str) -> SuperAdmin | None:
    """The active super admin with these credentials, or None. Only failures count towards the
    login limits (LOGIN_FAILURE_LIMIT per email, LOGIN_FAILURE_LIMIT_PER_ADDRESS per client),
    and an attempt holds its place while the password is checked; past them every attempt is
    refused with RateLimited, even a right password."""
    email = (email or "").strip().lower()
    with reservation(login_windows("admin-login", email), LOGIN_THROTTLED) as attempt:
        admin = db.session.scalar(select(SuperAdmin).where(func.lower(SuperAdmin.email) == email))
        usable = admin is not None and admin.is_active
        # Verify even when there is no usable account, so timing does not reveal which emails exist.
        if verify_password(admin.password_hash if usable else None, password) and usable:
            return admin
        attempt.keep()
        return None


def sign_in(admin: SuperAdmin) -> None:
    """Start a new server-side session (never reuse one from before the login: no fixation)."""
    session.clear()  # nothing from before survives, including the old CSRF secret
    token = secrets.token_urlsafe(32)
    now = utcnow()
    # Housekeeping: this admin's sessions that ended without a sign-out.
    db.session.execute(delete(AdminSession).where(
        AdminSession.super_admin_id == admin.id, _ended(now)))
    db.session.add(AdminSession(
        token_hash=_token_hash(token), super_admin_id=admin.id,
        password_fingerprint=_fingerprint(admin), created_at=now, last_seen_at=now,
        address=(client_address() or "")[:64] or None,
        user_agent=(request.user_agent.string or "")[:255] or None,
    ))
    session[SESSION_KEY] = {"token": token}
    admin.last_login_at = now
    db.session.commit()
    request.environ[_CACHE_KEY] = admin
    _forget_csrf_token()


def sign_out() -> None:
    """End this session on the server, then forget the cookie."""
    row = _session_row()
    if row is not None:
        db.session.delete(row)
        db.session.commit()
    session.clear()
    request.environ[_CACHE_KEY] = None
    _forget_csrf_token()


def _forget_csrf_token() -> None:
    # Flask-WTF caches this request's token in g; its secret was just cleared from the session.
    g.pop(current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token"), None)
