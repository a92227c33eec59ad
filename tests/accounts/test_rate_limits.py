"""Rate limits of login, registration and resend-verification, on memory and on a real Redis.

Login: only failed attempts (401) count, per email and per client address (spec §5.6).
"""

from __future__ import annotations

import pytest

from tests.accounts.helpers import REGISTRATION, assert_error, login, register

LIMITS = {
    "LOGIN_FAILURE_LIMIT": "3 per 15 minutes",
    "LOGIN_FAILURE_LIMIT_PER_ADDRESS": "5 per 15 minutes",
    "REGISTRATION_LIMIT": "2 per hour",
    "RESEND_VERIFICATION_LIMIT": "2 per hour",
    "RESEND_VERIFICATION_LIMIT_PER_ADDRESS": "3 per hour",
}
RESEND = "/api/v1/mobile/auth/resend-verification"


@pytest.fixture(params=["memory", "redis"])
def ratelimit_storage_uri(request) -> str:
    if request.param == "memory":
        return "memory://"
    return request.getfixturevalue("redis_storage")


@pytest.fixture
def extra_config() -> dict:
    return LIMITS


def assert_limited(response, window_seconds: int) -> dict:
    body = assert_error(response, 429)
    retry_after = int(response.headers["Retry-After"])
    assert 0 < retry_after <= window_seconds
    return body


def test_storage_is_the_configured_one(app, ratelimit_storage_uri):
    from app.extensions import limiter

    # memory:// is the storage with its timer restarted under a lock (app/memory_limits.py).
    expected = "LockedMemoryStorage" if ratelimit_storage_uri.startswith("memory") else "RedisStorage"
    assert type(limiter._storage).__name__ == expected


def test_failed_logins_trip_the_limit_per_email(client, make):
    guest = make.guest()
    for _ in range(3):
        assert_error(login(client, guest.email, "wrong-password"), 401)
    body = assert_limited(login(client, guest.email, "wrong-password"), 15 * 60)
    assert "Too many failed sign-in attempts" in body["message"]
    # Now even the right password waits, at either login URL.
    assert_limited(login(client, guest.email), 15 * 60)
    assert_limited(login(client, guest.email, prefix="/api/v1/mobile/auth"), 15 * 60)
    # Other accounts from the same address are not locked by this email's limit.
    other = make.guest()
    assert login(client, other.email).status_code == 200


def test_successful_logins_do_not_count(client, make):
    guest = make.guest()
    staff = make.staff()
    for _ in range(8):
        assert login(client, guest.email).status_code == 200
        assert login(client, staff.email).status_code == 200


def test_successes_neither_count_nor_reset_the_failures(client, make):
    guest = make.guest()
    assert_error(login(client, guest.email, "wrong-password"), 401)
    assert_error(login(client, guest.email, "wrong-password"), 401)
    assert login(client, guest.email).status_code == 200
    assert_error(login(client, guest.email, "wrong-password"), 401)
    assert_limited(login(client, guest.email), 15 * 60)


def test_email_key_ignores_case_and_spaces(client, make):
    guest = make.guest(email="selam@example.et")
    for spelling in ("SELAM@example.et", " selam@example.et ", "Selam@Example.ET"):
        assert_error(login(client, spelling, "wrong-password"), 401)
    assert_limited(login(client, "selam@example.et"), 15 * 60)
    assert guest.email == "selam@example.et"


def test_per_email_limit_holds_across_client_addresses(client, make):
    guest = make.guest()
    for n in range(3):
        assert_error(login(client, guest.email, "wrong-password", address=f"10.0.0.{n + 1}"), 401)
    assert_limited(login(client, guest.email, address="10.0.0.9"), 15 * 60)


def test_per_address_limit_holds_across_emails(client, make):
    for n in range(5):
        assert_error(login(client, f"nobody{n}@example.et", "guess", address="10.1.1.1"), 401)
    guest = make.guest()
    # The sixth failure from that address is refused before the password is even checked...
    assert_limited(login(client, guest.email, address="10.1.1.1"), 15 * 60)
    # ...while the same account signs in from another address.
    assert login(client, guest.email, address="10.2.2.2").status_code == 200


def test_403_and_409_do_not_count(client, make):
    """They are answered only after the password matched: not guesses."""
    unverified = make.guest(email_verified=False)
    make.guest(email="both@example.et")
    make.staff(email="both@example.et")
    for _ in range(6):
        assert_error(login(client, unverified.email), 403)
        assert_error(login(client, "both@example.et"), 409)


def test_malformed_bodies_do_not_count(client, make):
    guest = make.guest()
    for _ in range(6):
        assert_error(client.post("/api/v1/auth/login", json={"password": "x"}), 422)
        assert_error(client.post("/api/v1/auth/login", json={"email": 5, "password": "x"}), 422)
        assert_error(client.post("/api/v1/auth/login", data="nope", content_type="application/json"), 400)
    assert login(client, guest.email).status_code == 200


def test_registration_is_limited_per_client_address(client, mailbox):
    assert register(client).status_code == 201
    assert_error(register(client), 409)  # probing for existing emails counts too
    body = assert_limited(register(client, email="other@example.et"), 3600)
    assert "registrations" in body["message"]
    other_network = client.post(
        "/api/v1/mobile/auth/register",
        json={**REGISTRATION, "email": "other@example.et"},
        environ_base={"REMOTE_ADDR": "10.3.3.3"},
    )
    assert other_network.status_code == 201


def test_invalid_registrations_do_not_count(client, mailbox):
    for _ in range(4):
        assert_error(register(client, phone="12"), 422)
    assert register(client).status_code == 201


def test_resend_is_limited_per_email_whether_or_not_the_account_exists(client, mailbox, make):
    make.guest(email="waiting@example.et", email_verified=False)

    # Each email from its own address, so that only the per-email limit is in play.
    def resend(email, address):
        return client.post(RESEND, json={"email": email}, environ_base={"REMOTE_ADDR": address})

    for email, address in (("waiting@example.et", "10.4.4.1"), ("nobody@example.et", "10.4.4.2")):
        for _ in range(2):
            assert resend(email, address).status_code == 200
    assert len(mailbox.to("waiting@example.et")) == 2
    waiting = assert_limited(resend("Waiting@example.et", "10.4.4.3"), 3600)
    nobody = assert_limited(resend("nobody@example.et", "10.4.4.4"), 3600)
    assert waiting["message"] == nobody["message"]
    assert len(mailbox.to("waiting@example.et")) == 2


def test_resend_is_limited_per_client_address(client, mailbox):
    for n in range(3):
        assert client.post(RESEND, json={"email": f"person{n}@example.et"}).status_code == 200
    assert_limited(client.post(RESEND, json={"email": "person9@example.et"}), 3600)
    other = client.post(
        RESEND, json={"email": "person9@example.et"}, environ_base={"REMOTE_ADDR": "10.5.5.5"}
    )
    assert other.status_code == 200


@pytest.mark.parametrize(
    "body",
    [{"email": " A@B.et "}, {"email": "   "}, {"email": 7}, {}, [1, 2], None],
)
def test_limit_keys_are_never_empty(app, body):
    """flask-limiter silently skips a limit whose key is empty, so no body may produce one."""
    from app.blueprints.auth import routes

    with app.test_request_context(
        "/api/v1/auth/login", method="POST", json=body, environ_base={"REMOTE_ADDR": ""}
    ):
        email_key, address_key = routes._email_key(), routes._address_key()
    assert email_key.startswith("email:") and len(email_key) > len("email:")
    assert address_key.startswith("address:") and len(address_key) > len("address:")
    if body == {"email": " A@B.et "}:
        assert email_key == "email:a@b.et"


def test_failures_with_a_blank_email_still_count(client):
    for n in range(3):
        assert_error(login(client, "   ", "guess", address=f"10.6.6.{n}"), 401)
    assert_limited(login(client, " ", "guess", address="10.6.6.9"), 15 * 60)
