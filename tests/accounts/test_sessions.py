"""A guest's sessions: each sign-in is listed (when, device, address) until it is signed out or
its token expires; one can be ended from another device, and signing out everywhere ends every
token. The login result itself keeps the shape the spec fixes."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import func, select

from app.extensions import db
from app.models import GuestSession
from app.models.base import utcnow
from app.security import purge_revoked_tokens
from tests.accounts.helpers import assert_error
from tests.accounts.test_self_service import AUTH, NEW_PASSWORD, bearer
from tests.factories import TEST_PASSWORD

PHONE = "Marefiya/2.3 (Android 14)"
LAPTOP = "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0"


def sign_in(client, guest, user_agent: str, address: str) -> str:
    response = client.post(f"{AUTH}/login", json={"email": guest.email, "password": TEST_PASSWORD},
                           headers={"User-Agent": user_agent}, environ_base={"REMOTE_ADDR": address})
    assert response.status_code == 200, response.get_json()
    return response.get_json()["data"]["token"]


def listed(client, token) -> list[dict]:
    response = client.get(f"{AUTH}/sessions", headers=bearer(token))
    assert response.status_code == 200, response.get_json()
    return response.get_json()["data"]


def test_the_login_result_keeps_its_shape(client, make):
    guest = make.guest()
    response = client.post(f"{AUTH}/login", json={"email": guest.email, "password": TEST_PASSWORD})
    data = response.get_json()["data"]
    assert set(data) == {"user_type", "token", "token_type", "expires_in", "user"}
    assert (data["user_type"], data["token_type"], data["expires_in"]) == ("guest", "Bearer", 2592000)


def test_every_sign_in_is_listed_with_its_device_and_address(client, make):
    guest = make.guest()
    phone = sign_in(client, guest, PHONE, "196.188.10.5")
    laptop = sign_in(client, guest, LAPTOP, "10.0.0.7")

    sessions = listed(client, phone)
    assert [(s["user_agent"], s["address"], s["current"]) for s in sessions] == [
        (LAPTOP, "10.0.0.7", False), (PHONE, "196.188.10.5", True)]
    assert [s["current"] for s in listed(client, laptop)] == [True, False]
    for session in sessions:
        assert set(session) == {"id", "created_at", "expires_at", "user_agent", "address", "current"}


def test_another_guests_sessions_are_not_listed_nor_endable(client, make):
    guest, other = make.guest(), make.guest()
    token = sign_in(client, guest, PHONE, "10.0.0.1")
    other_token = sign_in(client, other, LAPTOP, "10.0.0.2")
    (other_session,) = listed(client, other_token)
    assert len(listed(client, token)) == 1

    assert_error(client.delete(f"{AUTH}/sessions/{other_session['id']}", headers=bearer(token)), 404)
    assert client.get(f"{AUTH}/me", headers=bearer(other_token)).status_code == 200


def test_ending_one_session_from_another_device(client, make):
    guest = make.guest()
    lost_phone = sign_in(client, guest, PHONE, "10.0.0.1")
    laptop = sign_in(client, guest, LAPTOP, "10.0.0.2")
    phone_session = next(s for s in listed(client, laptop) if not s["current"])

    ended = client.delete(f"{AUTH}/sessions/{phone_session['id']}", headers=bearer(laptop))
    assert ended.status_code == 200
    assert assert_error(client.get(f"{AUTH}/me", headers=bearer(lost_phone)), 401)["message"] == \
        "Token has been revoked"
    assert [s["user_agent"] for s in listed(client, laptop)] == [LAPTOP]
    assert_error(client.delete(f"{AUTH}/sessions/{phone_session['id']}", headers=bearer(laptop)), 404)
    assert_error(client.delete(f"{AUTH}/sessions/not-a-session", headers=bearer(laptop)), 404)


def test_signing_out_ends_the_session(client, make):
    guest = make.guest()
    phone = sign_in(client, guest, PHONE, "10.0.0.1")
    laptop = sign_in(client, guest, LAPTOP, "10.0.0.2")
    assert client.post(f"{AUTH}/logout", headers=bearer(phone)).status_code == 200
    assert [s["user_agent"] for s in listed(client, laptop)] == [LAPTOP]


def test_signing_out_everywhere_ends_every_token(client, make, auth):
    guest = make.guest()
    tokens = [sign_in(client, guest, PHONE, "10.0.0.1"), sign_in(client, guest, LAPTOP, "10.0.0.2")]
    other = make.guest()
    other_headers = auth.guest(other)

    assert_error(client.post(f"{AUTH}/logout-all"), 401)
    assert client.post(f"{AUTH}/logout-all", headers=bearer(tokens[0])).status_code == 200
    for token in tokens:
        assert assert_error(client.get(f"{AUTH}/me", headers=bearer(token)), 401)["message"] == \
            "Token has been revoked"
    assert client.get(f"{AUTH}/me", headers=other_headers).status_code == 200  # other guests stay

    fresh = sign_in(client, guest, PHONE, "10.0.0.3")
    assert [s["address"] for s in listed(client, fresh)] == ["10.0.0.3"]


def test_a_password_change_ends_the_sessions_and_opens_one_for_the_caller(client, make):
    guest = make.guest()
    phone = sign_in(client, guest, PHONE, "10.0.0.1")
    sign_in(client, guest, LAPTOP, "10.0.0.2")
    changed = client.post(f"{AUTH}/password/change", json={
        "current_password": TEST_PASSWORD, "new_password": NEW_PASSWORD},
        headers={**bearer(phone), "User-Agent": PHONE}, environ_base={"REMOTE_ADDR": "10.0.0.1"})
    new_token = changed.get_json()["data"]["token"]
    assert [(s["user_agent"], s["current"]) for s in listed(client, new_token)] == [(PHONE, True)]


def test_staff_tokens_have_no_guest_sessions(client, make, auth):
    assert_error(client.get(f"{AUTH}/sessions", headers=auth.staff(make.staff())), 403)
    assert_error(client.get(f"{AUTH}/sessions"), 401)


def test_expired_sessions_are_forgotten(client, make):
    guest = make.guest()
    token = sign_in(client, guest, PHONE, "10.0.0.1")
    sign_in(client, guest, LAPTOP, "10.0.0.2")
    db.session.rollback()
    laptop = db.session.scalar(select(GuestSession).where(GuestSession.user_agent == LAPTOP))
    laptop.expires_at = utcnow() - timedelta(seconds=1)
    db.session.commit()
    assert [s["user_agent"] for s in listed(client, token)] == [PHONE]  # expired: not listed
    assert purge_revoked_tokens(utcnow()) == 1
    assert db.session.scalar(select(func.count()).select_from(GuestSession)) == 1
