"""Bearer tokens and the decorators every protected endpoint uses.

Guest tokens have `sub` = guest id, no `aud`, and `gen` = the guest's token generation (a
password change or reset moves it on, ending every older token) and `sid` = the sign-in it
belongs to (a GuestSession: signing out of it, or everywhere, ends it); staff tokens have `sub` = staff uuid,
`aud` = "staff" and a `hotel_id` claim (spec §5). flask-jwt-extended only checks `aud` when
JWT_DECODE_AUDIENCE is set app-wide, which would reject every guest token, so the audience
check lives here: a staff token on a guest path and a guest token on a staff path get 403.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import wraps

from flask import Flask, current_app, g, jsonify
from flask_jwt_extended import create_access_token, get_jwt, verify_jwt_in_request
from sqlalchemy import delete, select

from app.envelope import error_body
from app.errors import Forbidden, Unauthorized
from app.extensions import db, jwt
from app.i18n import _
from app.models import Guest, GuestSession, GuestStatus, RevokedToken, StaffUser

STAFF_AUDIENCE = "staff"


def guest_token_lifetime() -> timedelta:
    return current_app.config["GUEST_TOKEN_LIFETIME"]


def issue_guest_token(guest: Guest, session: GuestSession) -> tuple[str, int]:
    """A guest token of a sign-in (app/services/accounts/sessions.py) and its lifetime in seconds."""
    lifetime = guest_token_lifetime()
    token = create_access_token(
        identity=str(guest.id), expires_delta=lifetime,
        additional_claims={"user_type": "guest", "gen": guest.token_generation, "sid": session.uuid},
    )
    return token, int(lifetime.total_seconds())


def issue_staff_token(staff: StaffUser) -> tuple[str, int]:
    lifetime = current_app.config["STAFF_TOKEN_LIFETIME"]
    token = create_access_token(
        identity=staff.uuid,
        expires_delta=lifetime,
        additional_claims={
            "aud": STAFF_AUDIENCE,
            "hotel_id": staff.hotel_id,
            "user_type": "hotel_admin",
            "role": staff.role_slug,
        },
    )
    return token, int(lifetime.total_seconds())


def _is_staff_claims(claims: dict) -> bool:
    aud = claims.get("aud")
    return aud == STAFF_AUDIENCE or (isinstance(aud, list) and STAFF_AUDIENCE in aud)


def _load_guest(claims: dict) -> Guest:
    if claims.get("aud"):  # guest tokens carry none; staff or foreign audiences are refused
        raise Forbidden(_("A guest token is required for this endpoint"))
    try:
        guest_id = int(claims["sub"])
    except (KeyError, TypeError, ValueError):
        raise Unauthorized(_("Invalid token")) from None
    guest = db.session.get(Guest, guest_id)
    if guest is None:
        raise Unauthorized(_("Invalid token"))
    if claims.get("gen", 0) != guest.token_generation or not _session_is_open(guest, claims):
        raise Unauthorized(_("Token has been revoked"))
    if guest.status != GuestStatus.ACTIVE:
        raise Forbidden(_("This account is not active"))
    return guest


def _session_is_open(guest: Guest, claims: dict) -> bool:
    """The token's sign-in is neither signed out nor another guest's. Tokens issued before
    sessions existed carry no `sid`; they end with the token generation, as before."""
    sid = claims.get("sid")
    if sid is None:
        return True
    session = db.session.scalar(select(GuestSession).where(GuestSession.uuid == str(sid)))
    return session is not None and session.guest_id == guest.id and session.ended_at is None


def guest_required(view):
    """Require a guest token; the guest is then `current_guest()`."""

    @wraps(view)
    def wrapper(*args, **kwargs):
        verify_jwt_in_request()
        g.current_guest = _load_guest(get_jwt())
        return view(*args, **kwargs)

    return wrapper


def guest_optional(view):
    """Accept a guest token or none (guest checkout); a staff token is refused."""

    @wraps(view)
    def wrapper(*args, **kwargs):
        verify_jwt_in_request(optional=True)
        claims = get_jwt()
        g.current_guest = _load_guest(claims) if claims else None
        return view(*args, **kwargs)

    return wrapper


def staff_required(roles: tuple[str, ...] | None = None):
    """Require a staff token of an active staff user of a hotel, with one of `roles` if given."""

    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            verify_jwt_in_request()
            claims = get_jwt()
            if not _is_staff_claims(claims):
                raise Forbidden(_("A staff token is required for this endpoint"))
            staff = db.session.scalar(db.select(StaffUser).filter_by(uuid=str(claims.get("sub"))))
            if staff is None:
                raise Unauthorized(_("Invalid token"))
            if not staff.is_active:
                raise Forbidden(_("This staff account is not active"))
            if staff.hotel_id is None or staff.hotel_id != claims.get("hotel_id"):
                raise Forbidden(_("This staff account has no hotel"))
            if roles is not None and staff.role_slug not in roles:
                raise Forbidden(_("Your role does not allow this action"))
            g.current_staff = staff
            return view(*args, **kwargs)

        return wrapper

    return decorator


def revoke_token(claims: dict) -> None:
    """Sign a token out: its `jti` is refused until it would have expired anyway (the caller
    commits). Idempotent."""
    jti = claims.get("jti")
    if not jti or db.session.get(RevokedToken, jti) is not None:
        return
    expires_at = datetime.fromtimestamp(claims.get("exp", 0), UTC).replace(tzinfo=None)
    db.session.add(RevokedToken(jti=jti, expires_at=expires_at))


def is_revoked(jti: str | None) -> bool:
    return jti is not None and db.session.get(RevokedToken, jti) is not None


def purge_revoked_tokens(now: datetime) -> int:
    """Forget signed-out tokens and guest sessions whose tokens have expired anyway (a periodic
    job); a session stays listed until its token expires."""
    result = db.session.execute(delete(RevokedToken).where(RevokedToken.expires_at < now))
    sessions = db.session.execute(delete(GuestSession).where(GuestSession.expires_at < now))
    db.session.commit()
    return result.rowcount + sessions.rowcount


def current_guest() -> Guest | None:
    return g.get("current_guest")


def current_staff() -> StaffUser:
    return g.current_staff


def register_jwt_handlers(app: Flask) -> None:
    """Every token problem answers 401 in the envelope (not the library's default 422)."""

    def unauthorized(message: str):
        response = jsonify(error_body(message))
        response.status_code = 401
        return response

    jwt.unauthorized_loader(lambda reason: unauthorized(_("Missing or malformed Authorization header")))
    jwt.invalid_token_loader(lambda reason: unauthorized(_("Invalid token")))
    jwt.expired_token_loader(lambda header, payload: unauthorized(_("Token has expired")))
    jwt.revoked_token_loader(lambda header, payload: unauthorized(_("Token has been revoked")))
    jwt.token_in_blocklist_loader(lambda header, payload: is_revoked(payload.get("jti")))
    jwt.user_lookup_error_loader(lambda header, payload: unauthorized(_("Invalid token")))
    jwt.token_verification_failed_loader(lambda header, payload: unauthorized(_("Invalid token")))
