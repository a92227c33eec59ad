"""Password hashing with Argon2id (argon2-cffi). Costs come from config so tests can be fast."""

from __future__ import annotations

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from flask import current_app
from flask_babel import gettext
from zxcvbn import zxcvbn

from app.errors import ValidationFailed
from app.i18n import _

# A valid hash of a random password, verified against when the account does not exist so that
# a wrong email takes as long as a wrong password (no account enumeration by timing).
_DUMMY_PASSWORD = "not-a-real-password-4c1f"  # noqa: S105 - never a credential


def _hasher_and_dummy() -> tuple[PasswordHasher, str]:
    """The hasher for the configured costs and a dummy hash made with it. Built together and
    stored in one assignment, so a concurrent first request never sees one without the other."""
    cfg = current_app.config
    key = (cfg["ARGON2_TIME_COST"], cfg["ARGON2_MEMORY_COST"])
    cache = current_app.extensions.setdefault("marefiya-argon2", {})
    pair = cache.get(key)
    if pair is None:
        hasher = PasswordHasher(time_cost=key[0], memory_cost=key[1], parallelism=1)
        pair = cache[key] = (hasher, hasher.hash(_DUMMY_PASSWORD))
    return pair


def hash_password(password: str) -> str:
    return _hasher_and_dummy()[0].hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    """True when `password` matches; a missing hash still costs one verification."""
    hasher, dummy = _hasher_and_dummy()
    try:
        return hasher.verify(password_hash or dummy, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


# --- the password policy: one rule for every new password (guests and staff) -------------------

MIN_PASSWORD_LENGTH = 8
# zxcvbn's score 3 means "safely unguessable" (about 10^8 guesses or more): it refuses the
# common and breached passwords of its bundled lists, keyboard walks, repeats, dates and
# passwords made of the account's own name or email.
MIN_PASSWORD_SCORE = 3
# zxcvbn refuses longer inputs (its matching is quadratic); a longer password is judged by its
# first 72 characters, which only makes the judgement stricter.
_ZXCVBN_MAX_LENGTH = 72

PASSWORD_TOO_SHORT = _("Use at least %(min)d characters.")  # noqa: S105 - a message
PASSWORD_TOO_WEAK = _("This password is too common or too easy to guess. Use a longer phrase "  # noqa: S105
                       "of unrelated words, not your name or email.")


def password_problem(password: str, related: tuple[str, ...] = ()) -> str | None:
    """Why `password` may not be used as a new password, or None when it may. `related` are the
    account's own words (names, email) that make a password easy to guess for this account."""
    if len(password) < MIN_PASSWORD_LENGTH:
        # Formatted here, so translated here (the envelope translates only fixed messages).
        return gettext(PASSWORD_TOO_SHORT, min=MIN_PASSWORD_LENGTH)
    inputs = [word for value in related if value for word in (value, *value.split("@"))]
    result = zxcvbn(password[:_ZXCVBN_MAX_LENGTH], user_inputs=inputs)
    if result["score"] < MIN_PASSWORD_SCORE:
        return PASSWORD_TOO_WEAK
    return None


def check_new_password(password: str, *, field: str = "password", related: tuple[str, ...] = ()) -> None:
    """Raise ValidationFailed (422) naming `field` when `password_problem` finds one."""
    problem = password_problem(password, related)
    if problem is not None:
        raise ValidationFailed(problem, field=field)
