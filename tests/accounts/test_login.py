"""Unified login and the profile: result shapes, token claims, every error row (spec §2, §5, §7)."""

from __future__ import annotations

from datetime import timedelta

import jwt as pyjwt
import pytest
from flask_jwt_extended import create_access_token

from app.models import GuestStatus, StaffRole
from tests.accounts.helpers import assert_error, login
from tests.factories import TEST_PASSWORD

PREFIXES = ["/api/v1/auth", "/api/v1/mobile/auth"]
ME = "/api/v1/mobile/auth/me"


def decode(app, token: str, **kwargs) -> dict:
    return pyjwt.decode(token, app.config["JWT_SECRET_KEY"], algorithms=["HS256"], **kwargs)


@pytest.mark.parametrize("prefix", PREFIXES)
def test_guest_login_result_is_the_spec_shape(app, client, make, prefix):
    guest = make.guest(email="selam@example.et", phone="+251911000111", loyalty_points=120, total_bookings=3)
    response = login(client, "selam@example.et", prefix=prefix)
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body["status"] == "success"
    data = body["data"]
    assert list(data) == ["user_type", "token", "token_type", "expires_in", "user"]
    assert (data["user_type"], data["token_type"], data["expires_in"]) == ("guest", "Bearer", 2592000)
    assert data["user"] == {
        "id": guest.id,
        "uuid": guest.uuid,
        "user_type": "guest",
        "role": "guest",
        "first_name": guest.first_name,
        "last_name": guest.last_name,
        "email": "selam@example.et",
        "phone": "+251911000111",
        "avatar_url": None,
        "loyalty_points": 120,
        "total_bookings": 3,
        "status": "active",
        "email_verified": True,
    }

    claims = decode(app, data["token"])  # no audience given: the token must carry none
    assert "aud" not in claims and "hotel_id" not in claims
    assert claims["sub"] == str(guest.id) and isinstance(claims["sub"], str)
    assert claims["exp"] - claims["iat"] == 2592000


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize("role", StaffRole.ALL)
def test_staff_login_result_is_the_spec_shape(app, client, make, prefix, role):
    staff = make.staff(email="desk@hotel.et", name="Hana Tesfaye", role_slug=role)
    response = login(client, "desk@hotel.et", prefix=prefix)
    assert response.status_code == 200, response.get_json()
    data = response.get_json()["data"]
    assert list(data) == ["user_type", "token", "token_type", "expires_in", "hotel_id", "user"]
    assert (data["user_type"], data["token_type"], data["expires_in"]) == ("hotel_admin", "Bearer", 86400)
    assert data["hotel_id"] == staff.hotel_id
    assert data["user"] == {
        "id": staff.uuid,
        "name": "Hana Tesfaye",
        "email": "desk@hotel.et",
        "user_type": "hotel_admin",
        "role": role,
        "role_slug": role,
        "role_name": StaffRole.NAMES[role],
    }

    with pytest.raises(pyjwt.InvalidAudienceError):
        decode(app, data["token"], audience="guest")
    claims = decode(app, data["token"], audience="staff")
    assert claims["aud"] == "staff" and claims["hotel_id"] == staff.hotel_id
    assert claims["sub"] == staff.uuid
    assert claims["exp"] - claims["iat"] == 86400


def test_login_email_is_case_and_space_insensitive(client, make):
    make.guest(email="selam@example.et")
    make.staff(email="desk@hotel.et")
    assert login(client, "  SeLaM@Example.ET ").status_code == 200
    assert login(client, "DESK@hotel.et").status_code == 200


def test_login_records_last_login_at(client, make, db):
    guest = make.guest()
    staff = make.staff()
    assert guest.last_login_at is None and staff.last_login_at is None
    assert login(client, guest.email).status_code == 200
    assert login(client, staff.email).status_code == 200
    db.session.expire_all()
    assert guest.last_login_at is not None and staff.last_login_at is not None


def test_failed_login_does_not_record_last_login_at(client, make, db):
    guest = make.guest(email_verified=False)
    assert_error(login(client, guest.email), 403)
    assert_error(login(client, guest.email, "wrong-password"), 401)
    db.session.expire_all()
    assert guest.last_login_at is None


# --- 401 ------------------------------------------------------------------------------------


def test_wrong_password_and_unknown_email_are_the_same_401(client, make):
    guest = make.guest()
    staff = make.staff()
    wrong_guest = assert_error(login(client, guest.email, "not-the-password"), 401)
    wrong_staff = assert_error(login(client, staff.email, "not-the-password"), 401)
    unknown = assert_error(login(client, "nobody@example.et"), 401)
    assert wrong_guest["message"] == wrong_staff["message"] == unknown["message"]


def test_user_type_of_a_kind_the_email_is_not_is_401(client, make):
    guest = make.guest()
    staff = make.staff()
    assert_error(login(client, guest.email, user_type="hotel_admin"), 401)
    assert_error(login(client, staff.email, user_type="guest"), 401)


# --- 403 ------------------------------------------------------------------------------------


def test_unverified_guest_with_the_right_password_is_403(client, make):
    guest = make.guest(email_verified=False)
    body = assert_error(login(client, guest.email), 403)
    assert "verify" in body["message"].lower()
    # The wrong password is still a plain 401: nothing about the account is revealed.
    assert_error(login(client, guest.email, "wrong-password"), 401)


@pytest.mark.parametrize("status", [GuestStatus.SUSPENDED, GuestStatus.DEACTIVATED])
def test_guest_account_not_active_is_403(client, make, status):
    guest = make.guest(status=status)
    assert_error(login(client, guest.email), 403)


def test_inactive_staff_is_403(client, make):
    staff = make.staff(is_active=False)
    assert_error(login(client, staff.email), 403)


def test_hotel_admin_without_a_hotel_is_403(client, make):
    staff = make.staff(hotel=None)
    body = assert_error(login(client, staff.email), 403)
    assert "hotel" in body["message"]


# --- 409 and user_type -------------------------------------------------------------------------


@pytest.fixture
def both(make):
    """One email that is a guest and a hotel admin, with different passwords."""
    from tests.factories import password_hash

    guest = make.guest(email="both@example.et")
    staff = make.staff(email="Both@Example.et", password_hash=password_hash("Staff-password-2"))
    return guest, staff


@pytest.mark.parametrize("password", [TEST_PASSWORD, "Staff-password-2"])
def test_email_of_a_guest_and_a_hotel_admin_without_user_type_is_409(client, both, password):
    body = assert_error(login(client, "both@example.et", password), 409)
    assert "user_type" in body["message"]


def test_ambiguous_email_with_a_wrong_password_is_401_not_409(client, both):
    """Only someone who knows a password learns that the email is both kinds."""
    assert_error(login(client, "both@example.et", "wrong-password"), 401)


def test_user_type_picks_the_account(client, both):
    guest, staff = both
    as_guest = login(client, "both@example.et", TEST_PASSWORD, user_type="guest")
    assert as_guest.status_code == 200
    assert as_guest.get_json()["data"]["user"]["id"] == guest.id
    as_staff = login(client, "both@example.et", "Staff-password-2", user_type="hotel_admin")
    assert as_staff.status_code == 200
    assert as_staff.get_json()["data"]["user"]["id"] == staff.uuid
    assert as_staff.get_json()["data"]["hotel_id"] == staff.hotel_id
    # Each account keeps its own password.
    assert_error(login(client, "both@example.et", "Staff-password-2", user_type="guest"), 401)
    assert_error(login(client, "both@example.et", TEST_PASSWORD, user_type="hotel_admin"), 401)


# --- 422 ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"password": TEST_PASSWORD}, "email"),
        ({"email": "a@example.et"}, "password"),
        ({"email": "", "password": TEST_PASSWORD}, "email"),
        ({"email": "a@example.et", "password": TEST_PASSWORD, "user_type": "super_admin"}, "user_type"),
        ({"email": ["a@example.et"], "password": TEST_PASSWORD}, "email"),
    ],
)
def test_malformed_login_body_is_422_naming_the_field(client, body, field):
    errors = assert_error(client.post("/api/v1/auth/login", json=body), 422)["errors"]
    assert list(errors) == [field]


def test_login_body_that_is_not_json_is_400(client):
    response = client.post("/api/v1/auth/login", data="{not json", content_type="application/json")
    assert_error(response, 400)


# --- /auth/me and wrong tokens ------------------------------------------------------------------


def test_me_with_a_guest_token_is_the_guest_user(client, make):
    guest = make.guest(avatar_url="https://cdn.marefiya.test/a.png")
    token = login(client, guest.email).get_json()["data"]["token"]
    response = client.get(ME, headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200
    data = response.get_json()["data"]
    assert data["id"] == guest.id and data["avatar_url"] == "https://cdn.marefiya.test/a.png"
    assert data["user_type"] == "guest" and data["email_verified"] is True


def test_me_with_a_staff_login_token_is_403(client, make):
    staff = make.staff()
    token = login(client, staff.email).get_json()["data"]["token"]
    assert_error(client.get(ME, headers={"Authorization": f"Bearer {token}"}), 403)


def test_me_without_a_token_is_401(client):
    assert_error(client.get(ME), 401)


def test_me_with_a_forged_token_is_401(app, client, make):
    guest = make.guest()
    forged = pyjwt.encode(
        {"sub": str(guest.id), "type": "access", "jti": "x", "fresh": False},
        "someone-else's-secret-key-of-32-bytes!",
        algorithm="HS256",
    )
    assert_error(client.get(ME, headers={"Authorization": f"Bearer {forged}"}), 401)


def test_me_with_an_expired_token_is_401(app, client, make):
    guest = make.guest()
    expired = create_access_token(identity=str(guest.id), expires_delta=timedelta(seconds=-10))
    body = assert_error(client.get(ME, headers={"Authorization": f"Bearer {expired}"}), 401)
    assert "expired" in body["message"].lower()


def test_guest_login_token_is_refused_on_staff_paths(client, make):
    guest = make.guest()
    token = login(client, guest.email).get_json()["data"]["token"]
    assert_error(client.get("/api/v1/staff/hotel", headers={"Authorization": f"Bearer {token}"}), 403)
