"""Hostile input answers a clear 4xx, never a 500, and costs little (hardening round two, findings
6, 7 and 8): deep nesting, huge integers, NaN, lone surrogates, NUL in an upload's name, a stay
whose total overflows the money column, a body of unknown keys, fractional integers."""

from __future__ import annotations

import io
import json
from decimal import Decimal

import httpx
import pytest

from app.json_input import MAX_DEPTH, MAX_VALUES, decode_json
from app.models import KnowledgeDocument
from tests.bookings.helpers import BASE, contact, stay_body, stock

LOGIN = "/api/v1/auth/login"


def post_raw(client, path: str, raw: str):
    return client.post(path, data=raw.encode("utf-8"), content_type="application/json")


HOSTILE_BODIES = {
    "nested 1,000 deep": "[" * 1000 + "]" * 1000,
    "nested inside a field": '{"email": ' + "[" * 5000 + "]" * 5000 + "}",
    "4,301-digit integer": '{"email": "a@b.et", "password": ' + "9" * 4301 + "}",
    "NaN": '{"email": "a@b.et", "password": NaN}',
    "1e999": '{"email": "a@b.et", "password": 1e999}',
    "lone surrogate": '{"email": "\\ud800@example.et", "password": "x"}',
    "lone surrogate in a key": '{"\\udfff": 1}',
}


@pytest.mark.parametrize("raw", HOSTILE_BODIES.values(), ids=HOSTILE_BODIES.keys())
def test_hostile_json_on_the_booking_api_is_400_in_the_envelope(client, raw):
    response = post_raw(client, LOGIN, raw)

    assert response.status_code == 400
    body = response.get_json()
    assert body["status"] == "error" and body["data"] is None
    assert body["message"].startswith("JSON body refused: ")


# JSON Python's own decoder gives up on: FastAPI answers these with a plain 400 (issue 14).
UNREADABLE_BODIES = ("nested 1,000 deep", "nested inside a field", "4,301-digit integer")


@pytest.mark.parametrize("name", UNREADABLE_BODIES)
def test_json_beyond_the_standard_decoder_on_the_assistant_is_400_as_fastapi(client, name):
    response = post_raw(client, "/v1/chat", HOSTILE_BODIES[name])

    assert response.status_code == 400
    assert response.get_json() == {"detail": "There was an error parsing the body"}


@pytest.mark.parametrize("name", [name for name in HOSTILE_BODIES if name not in UNREADABLE_BODIES])
def test_other_hostile_json_on_the_assistant_is_422_json_invalid(client, name):
    # FastAPI itself answers 500 for these (it cannot encode NaN, infinity or a lone surrogate).
    response = post_raw(client, "/v1/chat", HOSTILE_BODIES[name])

    assert response.status_code == 422
    (entry,) = response.get_json()["detail"]
    assert entry["type"] == "json_invalid" and entry["ctx"]["error"].startswith("Refused: ")


def test_lone_surrogate_in_a_chat_message_is_refused(client):
    response = post_raw(client, "/v1/chat", '{"message": "\\ud800 hello", "stream": false}')
    assert response.status_code == 422


def test_plain_malformed_json_keeps_its_message(client):
    response = post_raw(client, LOGIN, '{"email": ')
    assert response.status_code == 400 and response.get_json()["message"] == "Malformed JSON body"


def test_limits_of_the_decoder():
    assert decode_json(json.dumps(nest([], MAX_DEPTH - 1))) == nest([], MAX_DEPTH - 1)
    with pytest.raises(json.JSONDecodeError, match="nested deeper"):
        decode_json(json.dumps(nest([], MAX_DEPTH)))
    assert len(decode_json(json.dumps(list(range(MAX_VALUES - 1))))) == MAX_VALUES - 1
    with pytest.raises(json.JSONDecodeError, match="more than"):
        decode_json(json.dumps(list(range(MAX_VALUES))))
    assert decode_json('{"n": 123456789012345678901234567890, "x": -1.5e10, "a": "አማርኛ 😀"}') == {
        "n": 123456789012345678901234567890, "x": -1.5e10, "a": "አማርኛ 😀"}
    assert decode_json('"\\ud83d\\ude00"') == "😀"  # a surrogate *pair* is a real character


def nest(value, levels: int):
    for _ in range(levels):
        value = [value]
    return value


def test_body_of_many_unknown_keys_is_refused_small_and_fast(client, make):
    hotel, room_type = stock(make)
    many = {**stay_body(hotel, room_type), **{f"k{n}": n for n in range(MAX_VALUES + 1)}}
    response = client.post(f"{BASE}/bookings/quote", json=many)
    assert response.status_code == 400
    assert len(response.get_data()) < 1000

    some = {**stay_body(hotel, room_type), **{f"k{n}": n for n in range(500)}}
    response = client.post(f"{BASE}/bookings/quote", json=some)
    assert response.status_code == 422
    body = response.get_json()
    assert len(body["errors"]) == 20
    assert "(500 fields refused; the first 20 are listed)" in body["message"]
    assert len(response.get_data()) < 3000


def test_json_body_over_its_cap_is_413_even_without_a_length(client, app, live_server):
    app.config["MAX_JSON_BODY_BYTES"] = 1000
    body = json.dumps({"email": "a" * 2000 + "@example.et", "password": "x"}).encode()
    assert client.post(LOGIN, data=body, content_type="application/json").status_code == 413

    def chunked():  # no Content-Length: the limit applies while the body is read
        yield body[:500]
        yield body[500:]

    response = httpx.post(live_server + LOGIN, content=chunked(),
                          headers={"Content-Type": "application/json"})
    assert response.status_code == 413, response.text


@pytest.mark.parametrize("rooms", [1.5, 0.5, True, "1.5"])
def test_fractional_or_boolean_counts_are_refused(client, make, rooms):
    hotel, room_type = stock(make)
    response = client.post(f"{BASE}/bookings/quote", json=stay_body(hotel, room_type, rooms=rooms))
    assert response.status_code == 422
    assert response.get_json()["errors"] == {"rooms": ["Not a valid integer."]}


def test_whole_float_count_is_still_a_count(client, make):
    hotel, room_type = stock(make)
    response = client.post(f"{BASE}/bookings/quote", json=stay_body(hotel, room_type, rooms=2.0))
    assert response.status_code == 200 and response.get_json()["data"]["rooms"] == 2


def test_a_stay_that_would_overflow_the_money_column_is_422_and_nothing_is_stored(client, make, db):
    from app.models import Booking

    hotel, room_type = stock(make, price="9999999999.99")
    stay = stay_body(hotel, room_type, rooms=3)
    body = {**stay, "guest": contact()}
    for path, sent in ((f"{BASE}/bookings/quote", stay), (f"{BASE}/bookings", body)):
        response = client.post(path, json=sent)
        assert response.status_code == 422, response.get_json()
        assert "more than one booking can hold" in response.get_json()["message"]
    assert db.session.query(Booking).count() == 0

    room_type.price_per_night = Decimal("2000.00")
    db.session.commit()
    assert client.post(f"{BASE}/bookings", json=body).status_code == 201


def test_upload_name_with_nul_and_control_characters_is_cleaned(client, db):
    upload = (io.BytesIO(b"Boats leave at 8."), "../a\x00b\x07.txt")
    response = client.post("/v1/files", data={"file": upload}, content_type="multipart/form-data")
    assert response.status_code == 200
    assert response.get_json()["filename"] == "ab.txt"
    assert db.session.query(KnowledgeDocument).one().filename == "ab.txt"


def test_first_sign_ins_at_once_after_a_start_are_401_not_500(app, live_server):
    """Finding 6: the first logins of a fresh worker raced on the dummy hash (KeyError 'dummy')."""
    from concurrent.futures import ThreadPoolExecutor
    from threading import Barrier

    app.config.update(LOGIN_FAILURE_LIMIT="100 per minute",
                      LOGIN_FAILURE_LIMIT_PER_ADDRESS="100 per minute")
    assert "marefiya-argon2" not in app.extensions  # nothing hashed yet in this app
    start = Barrier(12)

    def sign_in(n: int) -> int:
        start.wait()
        body = {"email": f"nobody{n}@example.et", "password": "whatever-1"}
        return httpx.post(live_server + LOGIN, json=body, timeout=60).status_code

    with ThreadPoolExecutor(max_workers=12) as pool:
        assert set(pool.map(sign_in, range(12))) == {401}
