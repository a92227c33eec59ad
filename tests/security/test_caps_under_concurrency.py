"""Every cap holds when its requests arrive at once, through a real multi-threaded server, on
both databases (hardening round two, finding 5): live holds per guest, holds per address, and
failed sign-ins per email (the limiter reserves a place before the password is checked)."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import httpx
from sqlalchemy import func, select

from app.models import Booking
from tests.bookings.helpers import BASE, contact, stay_body, stock
from tests.factories import TEST_PASSWORD


def all_at_once(requests: list[tuple[str, dict]], headers: dict | None = None) -> Counter:
    """POST every (url, body) at the same moment; the statuses, counted."""
    start = Barrier(len(requests))

    def send(request) -> int:
        url, body = request
        with httpx.Client(timeout=60) as client:
            start.wait()
            return client.post(url, json=body, headers=headers or {}).status_code

    with ThreadPoolExecutor(max_workers=len(requests)) as pool:
        return Counter(pool.map(send, requests))


def test_ten_room_types_at_once_hold_only_the_guests_cap(live_server, make, db, auth, app):
    app.config["MAX_UNPAID_HOLDS"] = 3
    guest = make.guest(email="hoarder@example.et")
    hotel = make.hotel()
    stays = [stay_body(hotel, stock(make, hotel=hotel, rooms=2)[1]) for _ in range(10)]

    statuses = all_at_once([(f"{live_server}{BASE}/bookings", body) for body in stays],
                           headers=auth.guest(guest))

    assert statuses == {201: 3, 429: 7}
    db.session.rollback()
    assert db.session.scalar(select(func.count()).select_from(Booking)) == 3


def test_guest_checkout_with_one_email_at_once_holds_only_the_cap(live_server, make, db, app):
    app.config["MAX_UNPAID_HOLDS"] = 3
    hotel = make.hotel()
    stays = [{**stay_body(hotel, stock(make, hotel=hotel, rooms=2)[1]), "guest": contact()}
             for _ in range(8)]

    statuses = all_at_once([(f"{live_server}{BASE}/bookings", body) for body in stays])

    assert statuses == {201: 3, 429: 5}


def test_sixteen_holds_from_one_address_at_once_make_only_ten(live_server, make, db, app):
    app.config["HOLDS_PER_ADDRESS_LIMIT"] = "10 per 15 minutes"
    hotel, room_type = stock(make, rooms=20)
    bodies = [{**stay_body(hotel, room_type), "guest": contact(n)} for n in range(16)]

    statuses = all_at_once([(f"{live_server}{BASE}/bookings", body) for body in bodies])

    assert statuses == {201: 10, 429: 6}
    db.session.rollback()
    assert db.session.scalar(select(func.count()).select_from(Booking)) == 10


def test_twenty_four_sign_ins_at_once_check_only_five_passwords(live_server, make, app):
    app.config.update(LOGIN_FAILURE_LIMIT="5 per 15 minutes",
                      LOGIN_FAILURE_LIMIT_PER_ADDRESS="100 per 15 minutes")
    make.guest(email="target@example.et")
    wrong = {"email": "target@example.et", "password": "not-the-password"}

    statuses = all_at_once([(f"{live_server}/api/v1/auth/login", wrong)] * 24)

    # A 401 is a password that was checked and failed; every other try was refused unchecked.
    assert statuses == {401: 5, 429: 19}


def test_successful_sign_ins_are_not_counted(client, make, app):
    app.config["LOGIN_FAILURE_LIMIT"] = "2 per 15 minutes"
    make.guest(email="regular@example.et")
    right = {"email": "regular@example.et", "password": TEST_PASSWORD}
    for _ in range(5):
        assert client.post("/api/v1/auth/login", json=right).status_code == 200
    wrong = {**right, "password": "nope"}
    assert [client.post("/api/v1/auth/login", json=wrong).status_code for _ in range(3)] == [401, 401, 429]
    refused = client.post("/api/v1/auth/login", json=right)
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
