"""Guest accounts and sign-in: registration, email verification, unified login (docs/decisions.md D3).

Rules that live here and nowhere else:
- emails are compared stripped and lower-cased (`normalize_email`);
- Ethiopian mobile numbers are stored as `+2519XXXXXXXX` / `+2517XXXXXXXX` (`normalize_phone`);
- an email verification token is signed with its own salt, names the guest and the email it was
  sent to, and expires after EMAIL_VERIFICATION_MAX_AGE seconds;
- login checks the password before telling anything else about the account (403, 409), so only
  someone who knows a password learns that an account is unverified or ambiguous.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import current_app
from itsdangerous import BadData, SignatureExpired, URLSafeTimedSerializer
from sqlalchemy import func, select

from app.db_locking import flush_or_conflict, serialized_transaction
from app.errors import Conflict, DomainError, Forbidden, Unauthorized, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Guest, GuestStatus, StaffUser
from app.models.base import utcnow
from app.passwords import check_new_password, hash_password, verify_password
from app.security import issue_staff_token
from app.services.accounts.sessions import SignInClient, open_session
from app.services.booking.bookings import claim_guest_checkout_bookings
from app.services.messaging.outbox import queue_email

EMAIL_VERIFICATION_SALT = "marefiya.email-verification.v1"
USER_TYPE_GUEST = "guest"
USER_TYPE_HOTEL_ADMIN = "hotel_admin"
USER_TYPES = (USER_TYPE_GUEST, USER_TYPE_HOTEL_ADMIN)


class InvalidVerificationToken(DomainError):
    """The emailed link is tampered with, expired, or no longer matches the account."""

    status_code = 400
    default_message = "This verification link is invalid. Request a new one."


# --- normalisation ---------------------------------------------------------------------------


def normalize_email(email: str) -> str:
    return email.strip().lower()


_PHONE_SEPARATORS = re.compile(r"[\s\-().]")
# Ethiopian mobile numbers: 9XXXXXXXX (Ethio telecom) or 7XXXXXXXX (Safaricom), with an optional
# national trunk prefix 0 or the country code 251 / +251 / 00251.
_ETHIOPIAN_MOBILE = re.compile(r"^(?:\+251|00251|251|0)?([79]\d{8})$")
_INTERNATIONAL = re.compile(r"^(?:\+|00)([1-9]\d{7,14})$")


def normalize_phone(phone: str) -> str:
    """Ethiopian mobiles as `+2519XXXXXXXX` / `+2517XXXXXXXX`; other countries as `+<digits>`.

    Accepts `0911 22 33 44`, `911223344`, `251911223344`, `+251-911-223-344` and the 7 series
    alike. A foreign number must be international (`+` or `00` and 8 to 15 digits) so that it can
    be dialled from Ethiopia; an Ethiopian number that is not a mobile is refused.
    Raises ValueError with a message fit for the client.
    """
    compact = _PHONE_SEPARATORS.sub("", phone.strip())
    if match := _ETHIOPIAN_MOBILE.match(compact):
        return f"+251{match.group(1)}"
    match = _INTERNATIONAL.match(compact)
    if match and not match.group(1).startswith("251"):
        return f"+{match.group(1)}"
    raise ValueError(
        _("Enter an Ethiopian mobile number (09XXXXXXXX or 07XXXXXXXX) or an international "
          "number starting with +")
    )


# --- registration and email verification -----------------------------------------------------


def register_guest(*, first_name: str, last_name: str, email: str, phone: str, password: str) -> Guest:
    """Create an unverified guest and, in the same transaction, queue the verification email.

    Raises ValidationFailed (bad phone, weak password: app/passwords.py) and Conflict (email
    already registered, in any letter case). The email is delivered by a background job (the
    outbox), retried while the mail server is down.
    """
    email = normalize_email(email)
    try:
        phone = normalize_phone(phone)
    except ValueError as exc:
        raise ValidationFailed(str(exc), field="phone") from None
    check_new_password(password, related=(first_name, last_name, email))
    taken = _("An account with this email already exists")
    if find_guest_by_email(email) is not None:
        raise Conflict(taken)
    password_hash = hash_password(password)  # slow by design: before the write transaction

    # A write transaction from the start: on SQLite a read that later writes could not wait
    # for a concurrent writer ("database is locked").
    with serialized_transaction() as session:
        if find_guest_by_email(email) is not None:
            raise Conflict(taken)
        guest = Guest(
            first_name=first_name.strip(),
            last_name=last_name.strip(),
            email=email,
            phone=phone,
            password_hash=password_hash,
            email_verified=False,
            status=GuestStatus.ACTIVE,
        )
        session.add(guest)
        # Two registrations of the same email at once on PostgreSQL: the unique index decides.
        flush_or_conflict(lambda: find_guest_by_email(email) is not None, taken)
        queue_verification_email(guest)
    return guest


def find_guest_by_email(email: str) -> Guest | None:
    # Guest emails are stored normalised (see the model), so the unique index answers this.
    return db.session.scalar(select(Guest).where(Guest.email == normalize_email(email)))


def find_staff_by_email(email: str) -> StaffUser | None:
    # Staff emails may be stored in any letter case, so compare lower-cased.
    return db.session.scalar(select(StaffUser).where(func.lower(StaffUser.email) == normalize_email(email)))


def _verification_serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt=EMAIL_VERIFICATION_SALT)


def make_verification_token(guest: Guest) -> str:
    """A signed token naming the guest and the address it is sent to."""
    return _verification_serializer().dumps({"guest_id": guest.id, "email": guest.email})


def verification_url(token: str) -> str:
    base = current_app.config["PUBLIC_BASE_URL"].rstrip("/")
    return f"{base}/api/v1/mobile/auth/verify-email?token={token}"


def queue_verification_email(guest: Guest) -> None:
    """Add an email with a fresh verification link to the current transaction (the outbox)."""
    max_age = current_app.config["EMAIL_VERIFICATION_MAX_AGE"]
    queue_email(
        guest.email,
        _("Verify your email for Marefiya"),
        "verify_email",
        guest=guest,
        verify_url=verification_url(make_verification_token(guest)),
        valid_hours=max_age // 3600,
    )


def verify_email(token: str) -> Guest:
    """Mark the guest named by `token` as verified (idempotent).

    Raises InvalidVerificationToken (400) when the token is expired, tampered with, made for
    another purpose, or names an email the guest no longer has; nothing changes then.
    """
    try:
        payload = _verification_serializer().loads(
            token, max_age=current_app.config["EMAIL_VERIFICATION_MAX_AGE"]
        )
    except SignatureExpired:
        raise InvalidVerificationToken("This verification link has expired. Request a new one.") from None
    except BadData:
        raise InvalidVerificationToken() from None
    if not isinstance(payload, dict):
        raise InvalidVerificationToken()
    guest = (
        db.session.get(Guest, payload.get("guest_id")) if isinstance(payload.get("guest_id"), int) else None
    )
    if guest is None or guest.email != payload.get("email"):
        raise InvalidVerificationToken()
    if not guest.email_verified:
        guest.email_verified = True
        guest.email_verified_at = utcnow()
        claim_guest_checkout_bookings(guest)
        db.session.commit()
    return guest


def resend_verification(email: str) -> None:
    """Email a new link when `email` is an unverified, active guest; otherwise do nothing.

    The caller answers the same either way, so the endpoint reveals no accounts.
    """
    with serialized_transaction():
        guest = find_guest_by_email(email)
        if guest is not None and not guest.email_verified and guest.status == GuestStatus.ACTIVE:
            queue_verification_email(guest)


# --- login -----------------------------------------------------------------------------------


@dataclass
class LoginResult:
    user_type: str
    token: str
    expires_in: int
    user: Guest | StaffUser
    token_type: str = "Bearer"  # noqa: S105 - the scheme name, not a secret
    hotel_id: int | None = None


def login(*, email: str, password: str, user_type: str | None = None,
          client: SignInClient | None = None) -> LoginResult:
    """Unified login of guests and hotel admins (spec §2, §5, §7).

    Raises Unauthorized (wrong email or password), Conflict (the email is both a guest and a
    hotel admin and `user_type` is absent; only once the password matched one of them),
    Forbidden (unverified or inactive guest, inactive staff user, staff user without a hotel).
    """
    email = normalize_email(email)
    guest = find_guest_by_email(email) if user_type in (None, USER_TYPE_GUEST) else None
    staff = find_staff_by_email(email) if user_type in (None, USER_TYPE_HOTEL_ADMIN) else None
    # One password check per kind in scope, even for a missing account, so the response time
    # does not tell which accounts exist.
    guest_ok = verify_password(guest.password_hash if guest else None, password) and guest is not None
    staff_ok = verify_password(staff.password_hash if staff else None, password) and staff is not None
    if not (guest_ok or staff_ok):
        raise Unauthorized(_("Invalid email or password"))
    if user_type is None and guest is not None and staff is not None:
        raise Conflict(
            _("This email belongs to a guest and a hotel admin; send user_type "
              "'guest' or 'hotel_admin' to choose")
        )
    if guest_ok:
        return _login_guest(guest, client)
    return _login_staff(staff)


def _login_guest(guest: Guest, client: SignInClient | None) -> LoginResult:
    if not guest.email_verified:
        raise Forbidden(_("Please verify your email first: open the link we sent you, or ask for a new one"))
    if guest.status != GuestStatus.ACTIVE:
        raise Forbidden(_("This account is not active"))
    guest.last_login_at = utcnow()
    token, seconds = open_session(guest, client)  # a guest's sign-in is a session they can end
    db.session.commit()
    return LoginResult(user_type=USER_TYPE_GUEST, token=token, expires_in=seconds, user=guest)


def _login_staff(staff: StaffUser) -> LoginResult:
    if not staff.is_active:
        raise Forbidden(_("This staff account is not active"))
    if staff.hotel_id is None:
        raise Forbidden(_("This hotel admin account is not linked to a hotel"))
    staff.last_login_at = utcnow()
    db.session.commit()
    token, seconds = issue_staff_token(staff)
    return LoginResult(
        user_type=USER_TYPE_HOTEL_ADMIN,
        token=token,
        expires_in=seconds,
        user=staff,
        hotel_id=staff.hotel_id,
    )
