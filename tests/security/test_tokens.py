"""OWASP API2 (broken authentication): forged, unsigned, expired and wrong-audience tokens."""

import base64
import json
from datetime import timedelta

import jwt as pyjwt
import pytest

GUEST_ONLY = "/api/v1/mobile/auth/me"
STAFF_ONLY = "/api/v1/staff/hotel"


def _b64(data: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


def _bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _assert_envelope(response, status: int):
    assert response.status_code == status, response.get_data(as_text=True)
    body = response.get_json()
    assert body["status"] == "error" and body["data"] is None and body["message"]


@pytest.fixture
def guest(make):
    return make.guest()


@pytest.fixture
def staff(make):
    return make.staff()


def test_missing_token_is_401(client):
    _assert_envelope(client.get(GUEST_ONLY), 401)
    _assert_envelope(client.get(STAFF_ONLY), 401)


def test_tampered_signature_is_401(client, auth, guest):
    token = auth.guest(guest)["Authorization"].split()[1]
    header, payload, signature = token.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=="))
    claims["sub"] = str(int(claims["sub"]) + 1)  # try to become someone else
    forged = ".".join([header, _b64(claims), signature])
    _assert_envelope(client.get(GUEST_ONLY, headers=_bearer(forged)), 401)


def test_token_signed_with_another_key_is_401(client, guest):
    token = pyjwt.encode({"sub": str(guest.id), "type": "access", "fresh": False, "jti": "x"},
                         "not-our-secret-key-at-all-0123456789", algorithm="HS256")
    _assert_envelope(client.get(GUEST_ONLY, headers=_bearer(token)), 401)


def test_alg_none_token_is_401(client, guest):
    unsigned = f"{_b64({'alg': 'none', 'typ': 'JWT'})}.{_b64({'sub': str(guest.id), 'type': 'access'})}."
    _assert_envelope(client.get(GUEST_ONLY, headers=_bearer(unsigned)), 401)


def test_expired_token_is_401(app, client, guest):
    from flask_jwt_extended import create_access_token

    token = create_access_token(identity=str(guest.id), expires_delta=timedelta(seconds=-5))
    _assert_envelope(client.get(GUEST_ONLY, headers=_bearer(token)), 401)


def test_staff_token_is_refused_on_guest_paths(client, auth, staff):
    _assert_envelope(client.get(GUEST_ONLY, headers=auth.staff(staff)), 403)


def test_guest_token_is_refused_on_staff_paths(client, auth, guest):
    _assert_envelope(client.get(STAFF_ONLY, headers=auth.guest(guest)), 403)


def test_token_with_a_foreign_audience_is_refused_on_both(app, client, guest, staff):
    from flask_jwt_extended import create_access_token

    foreign = create_access_token(identity=str(guest.id), additional_claims={"aud": "partner"})
    _assert_envelope(client.get(GUEST_ONLY, headers=_bearer(foreign)), 403)
    _assert_envelope(client.get(STAFF_ONLY, headers=_bearer(foreign)), 403)


def test_staff_token_for_another_hotel_claim_is_refused(app, client, staff):
    from flask_jwt_extended import create_access_token

    token = create_access_token(identity=staff.uuid,
                                additional_claims={"aud": "staff", "hotel_id": staff.hotel_id + 1})
    _assert_envelope(client.get(STAFF_ONLY, headers=_bearer(token)), 403)


def test_token_of_a_deactivated_guest_is_refused(client, auth, guest, db):
    headers = auth.guest(guest)
    guest.status = "deactivated"
    db.session.commit()
    _assert_envelope(client.get(GUEST_ONLY, headers=headers), 403)
