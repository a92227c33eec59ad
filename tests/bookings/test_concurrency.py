"""Never oversell: concurrent bookings through a real multi-threaded server."""

import pytest
from sqlalchemy import func, select

from app.models import Booking
from tests.bookings.helpers import BASE, contact, stay_body, stock
from tests.races import Post, post_at_once

CALLERS = 24


pytestmark = pytest.mark.usefixtures("many_callers_behind_one_address")


def test_concurrent_bookings_for_the_last_three_rooms_sell_exactly_three(live_server, make, db):
    hotel, rt = stock(make, rooms=3)
    room_type_id = rt.id
    books = [Post(f"{BASE}/bookings", stay_body(hotel, rt, guest=contact(n)))
             for n in range(CALLERS)]

    statuses = [r.status_code for r in post_at_once(live_server, books)]

    assert sorted(statuses) == [201] * 3 + [409] * (CALLERS - 3), statuses
    db.session.rollback()
    assert db.session.scalar(
        select(func.count()).select_from(Booking).where(Booking.room_type_id == room_type_id)) == 3


def test_concurrent_retries_with_one_idempotency_key_create_one_booking(live_server, make, db):
    hotel, rt = stock(make, rooms=3)
    retry = Post(f"{BASE}/bookings", stay_body(hotel, rt, guest=contact()),
                 {"Idempotency-Key": "same-key"})
    callers = 8

    results = [(r.status_code, r.json()["data"]["booking_id"])
               for r in post_at_once(live_server, [retry] * callers)]

    assert sorted(code for code, _ in results) == [200] * (callers - 1) + [201]
    assert len({booking_id for _, booking_id in results}) == 1
    db.session.rollback()
    assert db.session.scalar(select(func.count()).select_from(Booking)) == 1
