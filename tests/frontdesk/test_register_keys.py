"""The register's encryption keys: Fernet tokens (never the number itself), rotation by putting a
new key first, and a clear error when no configured key opens a line."""

from __future__ import annotations

import pytest
from cryptography.fernet import Fernet

from app.services.frontdesk import register


def test_numbers_are_encrypted_and_keys_rotate(app):
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    app.config["REGISTER_ENCRYPTION_KEYS"] = [old]
    token = register.encrypt("EP1234567")
    assert "EP1234567" not in token and register.encrypt("EP1234567") != token  # random IV
    app.config["REGISTER_ENCRYPTION_KEYS"] = [new, old]  # rotation: new first, old still opens
    assert register.decrypt(token) == "EP1234567"
    assert Fernet(new.encode()).decrypt(register.encrypt("x").encode()) == b"x"
    app.config["REGISTER_ENCRYPTION_KEYS"] = [new]
    with pytest.raises(RuntimeError, match="cannot be decrypted"):
        register.decrypt(token)


def test_masked_shows_the_last_four_only():
    assert register.masked("EP1234567") == "•••••4567"
    assert register.masked("123") == "123"
