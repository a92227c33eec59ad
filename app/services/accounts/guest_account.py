"""A guest's own account, self-service: profile edits, password change and reset, signing out,
and deleting the account.

- A password change needs the current password (failures count like failed sign-ins) and ends
  every other token: the guest's token generation moves on, and the caller gets a new token.
- A password reset is an emailed, signed link valid PASSWORD_RESET_MAX_AGE seconds and only
  until the password changes (it carries a fingerprint of the password hash), so it works once.
  Asking for one answers the same whether or not the email has an account.
- A password change or reset, and an account deletion, are emailed to the account's address
  through the outbox, in the same transaction.
- Deleting an account keeps its bookings for the hotels' books but removes the personal data
  from the account and from those bookings; it is refused while a stay is still ahead.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from flask import current_app
from itsdangerous import BadData, SignatureExpired, URLSafeTimedSerializer
from sqlalchemy import and_, delete, func, select, update

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, DomainError, Forbidden
from app.extensions import db
from app.i18n import _
from app.models import Booking, Guest, GuestStatus, Notification
from app.models.base import utcnow
from app.passwords import check_new_password, hash_password, verify_password
from app.security import revoke_token
from app.services.accounts.auth import find_guest_by_email, normalize_phone
from app.services.accounts.sessions import (
    SignInClient,
    end_every_session,
    end_session_of_token,
    open_session,
)
from app.services.booking.stays import local_today
from app.services.messaging.outbox import queue_email

RESET_SALT = "marefiya-password-reset"
RESET_PATH = "/api/v1/mobile/auth/reset-password"


class InvalidResetToken(DomainError):
    status_code = 400
    default_message = "This password reset link is invalid or has already been used. Ask for a new one."


@dataclass(frozen=True)
class NewToken:
    token: str
    expires_in: int


# --- profile -----------------------------------------------------------------------------------

def update_profile(guest: Guest, changes: dict) -> Guest:
    """Change the guest's names, phone and preferred language (the email is the login and stays)."""
    for name in ("first_name", "last_name"):
        if name in changes:
            setattr(guest, name, changes[name].strip())
    if "phone" in changes:
        guest.phone = normalize_phone(changes["phone"])
    if "preferred_language" in changes:
        guest.preferred_language = changes["preferred_language"]
    db.session.commit()
    return guest


# --- passwords ---------------------------------------------------------------------------------

def _end_every_token(guest: Guest) -> None:
    end_every_session(guest)


def _queue_password_changed_email(guest: Guest) -> None:
    """Tell the owner of the address, in the transaction that changes the password: someone who
    took over the account learns nothing from it, but the owner learns at once."""
    queue_email(guest.email, _("Your Marefiya password was changed"), "password_changed", guest=guest,
                changed_at=utcnow().strftime("%Y-%m-%d %H:%M"), language=guest.preferred_language)


def _own_words(guest: Guest) -> tuple[str, ...]:
    """What a password of this guest must not be made of (app/passwords.py)."""
    return (guest.first_name, guest.last_name, guest.email)


def change_password(guest: Guest, current_password: str, new_password: str,
                    client: SignInClient | None = None) -> NewToken:
    """Raises Forbidden when `current_password` is wrong. Every earlier token stops working;
    the returned one replaces the caller's."""
    if not verify_password(guest.password_hash, current_password):
        raise Forbidden(_("The current password is wrong"))
    check_new_password(new_password, field="new_password", related=_own_words(guest))
    guest.password_hash = hash_password(new_password)
    _end_every_token(guest)
    _queue_password_changed_email(guest)
    token, seconds = open_session(guest, client)  # the caller's device signs in again
    db.session.commit()
    return NewToken(token, seconds)


def _reset_serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt=RESET_SALT)


def _password_fingerprint(guest: Guest) -> str:
    return hashlib.sha256(guest.password_hash.encode()).hexdigest()[:16]


def reset_url(guest: Guest) -> str:
    token = _reset_serializer().dumps({"guest_id": guest.id, "fp": _password_fingerprint(guest)})
    # In the fragment: a browser never sends it, so no server or proxy access log records it.
    return f"{current_app.config['PUBLIC_BASE_URL'].rstrip('/')}{RESET_PATH}#token={token}"


def request_password_reset(email: str) -> None:
    """Email a reset link when `email` is an active guest's; otherwise do nothing (the caller's
    answer is the same either way, so it reveals no accounts)."""
    guest = find_guest_by_email(email)
    if guest is None or guest.status != GuestStatus.ACTIVE:
        return
    minutes = current_app.config["PASSWORD_RESET_MAX_AGE"] // 60
    queue_email(guest.email, _("Reset your Marefiya password"), "password_reset", guest=guest,
                reset_url=reset_url(guest), valid_minutes=minutes)
    db.session.commit()


def guest_for_reset(token: str, guest: Guest | None = None) -> Guest:
    """The guest a reset link was made for, while it is valid (checked against `guest` when the
    caller holds the row locked). Raises InvalidResetToken."""
    try:
        payload = _reset_serializer().loads(token, max_age=current_app.config["PASSWORD_RESET_MAX_AGE"])
    except SignatureExpired:
        raise InvalidResetToken("This password reset link has expired. Ask for a new one.") from None
    except BadData:
        raise InvalidResetToken() from None
    guest_id = payload.get("guest_id") if isinstance(payload, dict) else None
    if guest is None or guest.id != guest_id:
        guest = db.session.get(Guest, guest_id) if isinstance(guest_id, int) else None
    if (guest is None or guest.status != GuestStatus.ACTIVE
            or not secrets.compare_digest(str(payload.get("fp")), _password_fingerprint(guest))):
        raise InvalidResetToken()
    return guest


def reset_password(token: str, new_password: str) -> Guest:
    """Set a new password from a reset link (once); every earlier token stops working. The
    emailed link proves the address, so an unverified guest becomes verified.

    Once means once under concurrency too: the guest row is locked while the link is checked
    against the current password and the new one is written, so of ten simultaneous uses of one
    link exactly one succeeds (the others find the password changed: InvalidResetToken)."""
    # The link first (400 for a dead link whatever the password), then the policy (422).
    guest = guest_for_reset(token)
    check_new_password(new_password, field="new_password", related=_own_words(guest))
    guest_id = guest.id
    new_hash = hash_password(new_password)  # slow: before the lock
    with serialized_transaction():
        guest = lock_row(Guest, Guest.id == guest_id)
        guest = guest_for_reset(token, guest)
        guest.password_hash = new_hash
        if not guest.email_verified:
            guest.email_verified, guest.email_verified_at = True, utcnow()
        _end_every_token(guest)
        _queue_password_changed_email(guest)
    return guest


# --- signing out -------------------------------------------------------------------------------

def sign_out(claims: dict) -> None:
    """End the token these claims came from (guest or staff), and the guest's session of it."""
    revoke_token(claims)
    end_session_of_token(claims)
    db.session.commit()


# --- deletion ----------------------------------------------------------------------------------

def _stays_ahead(guest: Guest):
    now, today = utcnow(), local_today()
    return and_(
        Booking.guest_id == guest.id,
        Booking.check_out > today,
        Booking.holds_rooms_at(now),
    )


def delete_account(guest: Guest, password: str) -> None:
    """Remove the guest's personal data; their bookings stay (anonymised) for the hotels.
    Raises Forbidden (wrong password) and Conflict (a stay is still ahead: cancel it first)."""
    if not verify_password(guest.password_hash, password):
        raise Forbidden(_("The password is wrong"))
    if db.session.scalar(select(func.count()).select_from(Booking).where(_stays_ahead(guest))):
        raise Conflict(_("You have a stay ahead: cancel it (or wait until after it) before deleting "
                       "the account"))
    # Written to the address before it is erased, in the same transaction as the erasure.
    queue_email(guest.email, _("Your Marefiya account is deleted"), "account_deleted",
                first_name=guest.first_name, email=guest.email,
                deleted_at=utcnow().strftime("%Y-%m-%d %H:%M"), language=guest.preferred_language)
    placeholder = f"deleted-{guest.uuid}@deleted.invalid"
    db.session.execute(
        update(Booking).where(Booking.guest_id == guest.id).values(
            contact_first_name="Deleted", contact_last_name="guest", contact_email=placeholder,
            contact_phone="", special_requests=None)
        .execution_options(synchronize_session=False))
    db.session.execute(delete(Notification).where(Notification.guest_id == guest.id))
    guest.first_name, guest.last_name = "Deleted", "guest"
    guest.email, guest.phone, guest.avatar_url = placeholder, "", None
    guest.preferred_language = None
    guest.password_hash = hash_password(secrets.token_urlsafe(32))  # nobody knows it
    guest.status = GuestStatus.DEACTIVATED
    guest.deleted_at = utcnow()
    _end_every_token(guest)
    db.session.commit()
