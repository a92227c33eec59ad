"""Never oversell: concurrent bookings through a real multi-threaded server."""

from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import pytest
import requests
from sqlalchemy import func, select

from app.models import Booking
from tests.bookings.helpers import BASE, contact, stay_body, stock

CALLERS = 24


@pytest.fixture(autouse=True)
def many_callers_behind_one_address(app):
    """All callers come from 127.0.0.1; this module is about rooms, not the per-address cap
    (tests/security/test_api6_sensitive_business_flows.py), where requests in flight count."""
    app.config["HOLDS_PER_ADDRESS_LIMIT"] = "1000 per 15 minutes"


def test_concurrent_bookings_for_the_last_three_rooms_sell_exactly_three(live_server, make, db):
    hotel, rt = stock(make, rooms=3)
    url = f"{live_server}{BASE}/bookings"
    start = Barrier(CALLERS)
    bodies = [stay_body(hotel, rt, guest=contact(n)) for n in range(CALLERS)]
    room_type_id = rt.id

    def book(n: int) -> int:
        body = bodies[n]
        with requests.Session() as session:
            start.wait()
            return session.post(url, json=body, timeout=60).status_code

    with ThreadPoolExecutor(max_workers=CALLERS) as pool:
        statuses = list(pool.map(book, range(CALLERS)))

    assert sorted(statuses) == [201] * 3 + [409] * (CALLERS - 3), statuses
    db.session.rollback()
    assert db.session.scalar(
        select(func.count()).select_from(Booking).where(Booking.room_type_id == room_type_id)) == 3


def test_concurrent_retries_with_one_idempotency_key_create_one_booking(live_server, make, db):
    hotel, rt = stock(make, rooms=3)
    url = f"{live_server}{BASE}/bookings"
    callers = 8
    start = Barrier(callers)
    body = stay_body(hotel, rt, guest=contact())

    def book(_: int):
        with requests.Session() as session:
            start.wait()
            response = session.post(url, json=body,
                                    headers={"Idempotency-Key": "same-key"}, timeout=60)
            return response.status_code, response.json()["data"]["booking_id"]

    with ThreadPoolExecutor(max_workers=callers) as pool:
        results = list(pool.map(book, range(callers)))

    assert sorted(code for code, _ in results) == [200] * (callers - 1) + [201]
    assert len({booking_id for _, booking_id in results}) == 1
    db.session.rollback()
    assert db.session.scalar(select(func.count()).select_from(Booking)) == 1
