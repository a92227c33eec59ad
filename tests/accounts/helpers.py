"""Helpers of the accounts tests: requests as a client sends them, error-envelope checks."""

from __future__ import annotations

from urllib.parse import urlsplit

from tests.factories import TEST_PASSWORD

PUBLIC_BASE_URL = "https://book.marefiya.test"

REGISTRATION = {
    "first_name": "Abebe",
    "last_name": "Kebede",
    "email": "abebe@example.et",
    "phone": "0911 22 33 44",
    "password": "Long-enough-pass-1",
}


def register(client, **changes):
    return client.post("/api/v1/mobile/auth/register", json={**REGISTRATION, **changes})


def login(client, email, password=TEST_PASSWORD, prefix="/api/v1/auth", address="127.0.0.1", **extra):
    """POST a login body from client address `address`; `extra` adds body fields (user_type)."""
    return client.post(
        f"{prefix}/login",
        json={"email": email, "password": password, **extra},
        environ_base={"REMOTE_ADDR": address},
    )


def path_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.path}?{parts.query}"


def assert_error(response, status: int) -> dict:
    assert response.status_code == status, response.get_data(as_text=True)
    body = response.get_json()
    assert body["status"] == "error" and body["data"] is None and body["message"], body
    assert set(body) <= {"status", "message", "timestamp", "data", "errors"}
    return body
