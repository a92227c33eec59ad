"""Session login of super admins for /admin (DESIGN.md §3: never an API token).

The signed Flask session cookie carries the admin's id, the login time and a fingerprint of the
password hash: changing the password or deactivating the admin ends every open session, and a
session older than ADMIN_SESSION_HOURS must sign in again. API bearer tokens are never looked at.
"""

from __future__ import annotations

import hashlib
import time

from flask import current_app, g, request, session
from limits import parse
from sqlalchemy import func, select

from app.extensions import db, limiter
from app.models import SuperAdmin
from app.models.base import utcnow
from app.net import client_address
from app.passwords import verify_password

SESSION_KEY = "super_admin"
# Looked up once per request (the menu asks every view whether it is accessible).
_CACHE_KEY = "marefiya.super_admin"
DEFAULT_SESSION_HOURS = 12


def _fingerprint(admin: SuperAdmin) -> str:
    return hashlib.sha256(admin.password_hash.encode()).hexdigest()[:16]


def current_super_admin() -> SuperAdmin | None:
    """The signed-in, active super admin of this request, or None."""
    if _CACHE_KEY in request.environ:
        return request.environ[_CACHE_KEY]
    request.environ[_CACHE_KEY] = None
    data = session.get(SESSION_KEY)
    if not isinstance(data, dict):
        return None
    max_age = current_app.config.get("ADMIN_SESSION_HOURS", DEFAULT_SESSION_HOURS) * 3600
    if not isinstance(data.get("at"), int | float) or time.time() - data["at"] > max_age:
        session.pop(SESSION_KEY, None)
        return None
    admin = db.session.get(SuperAdmin, data.get("id")) if isinstance(data.get("id"), int) else None
    if admin is None or not admin.is_active or data.get("fp") != _fingerprint(admin):
        session.pop(SESSION_KEY, None)
        return None
    request.environ[_CACHE_KEY] = admin
    return admin


class LoginThrottled(Exception):
    """Too many failed sign-ins for this email or from this address."""


def _failure_limits(email: str):
    cfg = current_app.config
    return [
        (parse(cfg["LOGIN_FAILURE_LIMIT"]), ("admin-login-email", email)),
        (parse(cfg["LOGIN_FAILURE_LIMIT_PER_ADDRESS"]), ("admin-login-addr", client_address())),
    ]


def authenticate(email: str, password: str) -> SuperAdmin | None:
    """The active super admin with these credentials, or None. Only failures count towards the
    login limits (LOGIN_FAILURE_LIMIT per email, LOGIN_FAILURE_LIMIT_PER_ADDRESS per client);
    past them every attempt is refused with LoginThrottled, even a right password."""
    email = (email or "").strip().lower()
    checks = _failure_limits(email) if limiter.enabled else []
    for item, key in checks:
        if not limiter.limiter.test(item, *key):
            raise LoginThrottled()
    admin = db.session.scalar(select(SuperAdmin).where(func.lower(SuperAdmin.email) == email))
    usable = admin is not None and admin.is_active
    # Verify even when there is no usable account, so timing does not reveal which emails exist.
    if verify_password(admin.password_hash if usable else None, password) and usable:
        return admin
    for item, key in checks:
        limiter.limiter.hit(item, *key)
    return None


def sign_in(admin: SuperAdmin) -> None:
    # A fresh session: nothing from before the login (including the old CSRF secret) survives.
    session.clear()
    session[SESSION_KEY] = {"id": admin.id, "fp": _fingerprint(admin), "at": int(time.time())}
    admin.last_login_at = utcnow()
    db.session.commit()
    request.environ[_CACHE_KEY] = admin
    _forget_csrf_token()


def sign_out() -> None:
    session.clear()
    request.environ[_CACHE_KEY] = None
    _forget_csrf_token()


def _forget_csrf_token() -> None:
    # Flask-WTF caches this request's token in g; its secret was just cleared from the session.
    g.pop(current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token"), None)
