"""Registration, the verification email and link, resending it (spec §2, §5, §6; docs/decisions.md D3)."""

from __future__ import annotations

import time

import jwt as pyjwt
import pytest
from itsdangerous import TimestampSigner, URLSafeTimedSerializer
from sqlalchemy import func, select

from app.models import Guest, OutboxMessage, OutboxStatus
from app.services.accounts import auth as accounts
from tests.accounts.helpers import (
    PUBLIC_BASE_URL,
    REGISTRATION,
    assert_error,
    login,
    path_of,
    register,
)

GUEST_USER_KEYS = [
    "id",
    "uuid",
    "user_type",
    "role",
    "first_name",
    "last_name",
    "email",
    "phone",
    "avatar_url",
    "loyalty_points",
    "total_bookings",
    "status",
    "email_verified",
]


def guest_count(db) -> int:
    return db.session.scalar(select(func.count()).select_from(Guest))


def test_register_email_link_login_me(client, mailbox, app):
    """The whole flow through HTTP and a real SMTP server: register, read, follow, sign in, me."""
    response = register(client, email="  Abebe.K@Example.ET ")
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    assert body["status"] == "success" and "verification link" in body["message"]
    user = body["data"]
    assert list(user) == GUEST_USER_KEYS
    assert user["email"] == "abebe.k@example.et"
    assert user["phone"] == "+251911223344"
    assert (user["user_type"], user["role"], user["status"]) == ("guest", "guest", "active")
    assert user["email_verified"] is False and user["avatar_url"] is None
    assert (user["loyalty_points"], user["total_bookings"]) == (0, 0)
    assert "token" not in user and "password" not in user and "password_hash" not in user

    # Not yet verified: the right password is refused with 403.
    assert_error(login(client, "abebe.k@example.et", REGISTRATION["password"]), 403)

    [message] = mailbox.to("abebe.k@example.et")
    assert message["Subject"] == "Verify your email for Marefiya"
    assert message["From"] == app.config["MAIL_DEFAULT_SENDER"]
    text, html = mailbox.parts(message)
    assert "Abebe" in text and "48 hours" in text and "<a href=" in html
    link = mailbox.verification_link("abebe.k@example.et")
    assert link.startswith(f"{PUBLIC_BASE_URL}/api/v1/mobile/auth/verify-email?token=")

    verified = client.get(path_of(link), headers={"Accept": "application/json"})
    assert verified.status_code == 200
    assert verified.get_json()["data"] == {"email": "abebe.k@example.et", "email_verified": True}

    signed_in = login(client, "ABEBE.K@example.et", REGISTRATION["password"], prefix="/api/v1/mobile/auth")
    assert signed_in.status_code == 200, signed_in.get_json()
    result = signed_in.get_json()["data"]
    assert result["user_type"] == "guest" and result["user"]["email_verified"] is True

    me = client.get("/api/v1/mobile/auth/me", headers={"Authorization": f"Bearer {result['token']}"})
    assert me.status_code == 200
    assert me.get_json()["data"] == {**user, "email_verified": True}


def test_registration_stores_a_slow_hash_never_the_password(client, mailbox, db):
    register(client)
    guest = db.session.scalar(select(Guest))
    assert guest.password_hash.startswith("$argon2id$")
    assert REGISTRATION["password"] not in guest.password_hash


@pytest.mark.parametrize("field", ["first_name", "last_name", "email", "phone", "password"])
def test_each_of_the_five_fields_is_required(client, mailbox, db, field):
    body = {k: v for k, v in REGISTRATION.items() if k != field}
    response = client.post("/api/v1/mobile/auth/register", json=body)
    errors = assert_error(response, 422)["errors"]
    assert list(errors) == [field]
    assert guest_count(db) == 0 and mailbox.messages == []


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("email", "not-an-email"),
        ("email", ""),
        ("password", "short7!"),
        ("phone", "12345"),
        ("phone", "+251 11 551 2345"),  # an Addis landline, not a mobile
        ("phone", "0811223344"),
        ("phone", "call me"),
        ("first_name", "   "),
        ("last_name", ""),
        ("first_name", 42),
    ],
)
def test_invalid_field_is_a_422_naming_the_field(client, mailbox, db, field, value):
    errors = assert_error(register(client, **{field: value}), 422)["errors"]
    assert list(errors) == [field]
    assert guest_count(db) == 0 and mailbox.messages == []


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        ("0911223344", "+251911223344"),
        ("911223344", "+251911223344"),
        ("251911223344", "+251911223344"),
        ("+251911223344", "+251911223344"),
        ("+251 91-122-3344", "+251911223344"),
        ("0711 22 33 44", "+251711223344"),
        ("+251-711-223-344", "+251711223344"),
        ("00251 911 22 33 44", "+251911223344"),
        ("+1 (202) 555-0143", "+12025550143"),  # a visitor's foreign number stays international
    ],
)
def test_phone_numbers_are_normalised(client, mailbox, given, stored):
    response = register(client, phone=given)
    assert response.status_code == 201, response.get_json()
    assert response.get_json()["data"]["phone"] == stored


def test_email_already_registered_in_another_case_is_409(client, mailbox, db, make):
    make.guest(email="abebe@example.et")
    assert_error(register(client, email="ABEBE@Example.et"), 409)
    assert guest_count(db) == 1 and mailbox.messages == []


def test_staff_email_may_also_register_as_a_guest(client, mailbox, make):
    make.staff(email="abebe@example.et")
    assert register(client).status_code == 201


# Port 1 on loopback: nothing listens there, the connection is refused.
@pytest.mark.parametrize("extra_config", [{"MAIL_PORT": 1}])
def test_registration_survives_a_mail_server_that_is_down(client, db, mailbox):
    """The account is kept, and the email waits in the outbox for its retry."""
    response = register(client)
    assert response.status_code == 201
    assert guest_count(db) == 1
    (message,) = db.session.scalars(select(OutboxMessage)).all()
    assert message.recipient == REGISTRATION["email"]
    assert message.status == OutboxStatus.PENDING and message.attempts == 1
    assert "ConnectionRefusedError" in message.last_error
    assert message.next_attempt_at > message.created_at


# --- the verification link ------------------------------------------------------------------


def _registered_unverified(client, mailbox) -> tuple[Guest, str]:
    assert register(client).status_code == 201
    link = mailbox.verification_link(REGISTRATION["email"])
    return accounts.find_guest_by_email(REGISTRATION["email"]), link


def test_browser_gets_an_html_page(client, mailbox):
    guest, link = _registered_unverified(client, mailbox)
    browser_accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    response = client.get(path_of(link), headers={"Accept": browser_accept})
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    assert "Your email is verified, you can sign in" in response.get_data(as_text=True)
    assert guest.email_verified is True and guest.email_verified_at is not None


def test_opening_the_link_twice_is_harmless(client, mailbox):
    guest, link = _registered_unverified(client, mailbox)
    assert client.get(path_of(link)).status_code == 200
    first_verified_at = guest.email_verified_at
    again = client.get(path_of(link))
    assert again.status_code == 200 and again.get_json()["data"]["email_verified"] is True
    assert guest.email_verified_at == first_verified_at


def _assert_link_refused(client, db, guest_id, path, browser_too=True):
    body = assert_error(client.get(path, headers={"Accept": "application/json"}), 400)
    if browser_too:
        page = client.get(path, headers={"Accept": "text/html"})
        assert page.status_code == 400 and page.mimetype == "text/html"
        assert "Email verified" not in page.get_data(as_text=True)
    db.session.expire_all()
    guest = db.session.get(Guest, guest_id)
    assert guest.email_verified is False and guest.email_verified_at is None
    return body


def test_tampered_token_is_400_and_changes_nothing(client, mailbox, db):
    guest, link = _registered_unverified(client, mailbox)
    payload, timestamp, signature = link.split("token=")[1].split(".")
    tampered = f"{payload}.{timestamp}.{signature[:-2]}{'AA' if signature[-2:] != 'AA' else 'BB'}"
    body = _assert_link_refused(client, db, guest.id, f"/api/v1/mobile/auth/verify-email?token={tampered}")
    assert "invalid" in body["message"]
    _assert_link_refused(client, db, guest.id, "/api/v1/mobile/auth/verify-email?token=garbage")


def test_expired_token_is_400_and_changes_nothing(app, client, mailbox, db):
    guest, _ = _registered_unverified(client, mailbox)
    max_age = app.config["EMAIL_VERIFICATION_MAX_AGE"]
    assert max_age == 48 * 3600

    def token_signed_seconds_ago(seconds: int) -> str:
        class SignedEarlier(TimestampSigner):
            def get_timestamp(self):  # the time itsdangerous stamps into the token
                return int(time.time()) - seconds

        serializer = URLSafeTimedSerializer(
            app.config["SECRET_KEY"], salt=accounts.EMAIL_VERIFICATION_SALT, signer=SignedEarlier
        )
        return serializer.dumps({"guest_id": guest.id, "email": guest.email})

    verify = "/api/v1/mobile/auth/verify-email?token="
    body = _assert_link_refused(client, db, guest.id, verify + token_signed_seconds_ago(max_age + 60))
    assert "expired" in body["message"]
    # The same token signed a minute before the deadline still works.
    assert client.get(verify + token_signed_seconds_ago(max_age - 60)).status_code == 200


def test_token_made_for_another_purpose_is_refused(app, client, mailbox, db):
    """Same secret, same payload, another salt (e.g. a future password reset): refused."""
    guest, _ = _registered_unverified(client, mailbox)
    other = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="password-reset")
    token = other.dumps({"guest_id": guest.id, "email": guest.email})
    _assert_link_refused(
        client, db, guest.id, f"/api/v1/mobile/auth/verify-email?token={token}", browser_too=False
    )


def test_token_for_an_address_the_guest_no_longer_has_is_refused(client, mailbox, db):
    guest, link = _registered_unverified(client, mailbox)
    guest.email = "new-address@example.et"
    db.session.commit()
    _assert_link_refused(client, db, guest.id, path_of(link), browser_too=False)


def test_a_login_token_is_not_a_verification_token(client, mailbox, db, auth):
    guest, _ = _registered_unverified(client, mailbox)
    jwt_token = auth.guest(guest)["Authorization"].split()[1]
    assert pyjwt.get_unverified_header(jwt_token)["alg"] == "HS256"
    _assert_link_refused(
        client, db, guest.id, f"/api/v1/mobile/auth/verify-email?token={jwt_token}", browser_too=False
    )


def test_verify_without_a_token_is_422(client):
    errors = assert_error(client.get("/api/v1/mobile/auth/verify-email"), 422)["errors"]
    assert list(errors) == ["token"]


# --- resending the link ---------------------------------------------------------------------

RESEND = "/api/v1/mobile/auth/resend-verification"


def test_resend_answers_the_same_for_unknown_verified_and_unverified(client, mailbox, make):
    make.guest(email="verified@example.et", email_verified=True)
    make.guest(email="waiting@example.et", email_verified=False)
    answers = []
    for email in ("nobody@example.et", "verified@example.et", "waiting@example.et"):
        response = client.post(RESEND, json={"email": email})
        assert response.status_code == 200
        body = response.get_json()
        answers.append((body["status"], body["message"], body["data"]))
    assert answers[0] == answers[1] == answers[2]
    # Only the unverified guest got an email, and its fresh link works.
    assert [m["X-Envelope-To"] for m in mailbox.messages] == ["waiting@example.et"]
    link = mailbox.verification_link("waiting@example.et")
    assert client.get(path_of(link)).status_code == 200
    assert accounts.find_guest_by_email("waiting@example.et").email_verified is True


def test_resend_matches_the_email_in_any_case(client, mailbox, make):
    make.guest(email="waiting@example.et", email_verified=False)
    assert client.post(RESEND, json={"email": " Waiting@EXAMPLE.et"}).status_code == 200
    assert len(mailbox.to("waiting@example.et")) == 1


def test_resend_needs_an_email(client):
    assert list(assert_error(client.post(RESEND, json={}), 422)["errors"]) == ["email"]
    assert list(assert_error(client.post(RESEND, json={"email": "x"}), 422)["errors"]) == ["email"]


def test_both_prefixes_serve_registration(client, mailbox):
    response = client.post("/api/v1/auth/register", json=REGISTRATION)
    assert response.status_code == 201
