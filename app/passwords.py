"""Password hashing with Argon2id (argon2-cffi). Costs come from config so tests can be fast."""

from __future__ import annotations

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from flask import current_app

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
