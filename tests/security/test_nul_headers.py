"""NUL characters in headers: refused in a header a view reads (a 422 naming it, as in any other
input), ignored in the headers no schema reads (app/blueprints/base.py scans only those)."""

from __future__ import annotations

from tests.bookings.helpers import BASE, contact, stay_body, stock


def test_a_nul_in_the_idempotency_key_is_refused_naming_it(client, make):
    hotel, room_type = stock(make)

    response = client.post(f"{BASE}/bookings", json={**stay_body(hotel, room_type),
                                                      "guest": contact()},
                           headers={"Idempotency-Key": "key\x00one"})

    assert response.status_code == 422, response.json
    assert response.json["errors"] == {"Idempotency-Key": ["Must not contain NUL characters."]}


def test_a_nul_in_a_header_no_view_reads_changes_nothing(client, make):
    hotel, room_type = stock(make)

    response = client.post(f"{BASE}/bookings", json={**stay_body(hotel, room_type),
                                                      "guest": contact()},
                           headers={"Idempotency-Key": "key-two", "X-Trace": "a\x00b"})

    assert response.status_code == 201, response.json
