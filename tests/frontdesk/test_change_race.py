"""A change racing new bookings for the last room, through a real multi-threaded server on
both databases: the room goes to exactly one of them, never oversold."""

from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import pytest
import requests
from sqlalchemy import select

from app.extensions import db
from app.models import RoomTypeNight
from app.services.booking.inventory import rebuild_calendar
from tests.bookings.helpers import BASE, contact, stay_body
from tests.frontdesk.conftest import days

BOOKERS = 8


@pytest.fixture(autouse=True)
def many_callers_behind_one_address(app):
    app.config["HOLDS_PER_ADDRESS_LIMIT"] = "1000 per 15 minutes"


@pytest.fixture
def rooms(make, room_type):
    """Two rooms: one for the booking that changes, one left to race for."""
    return [make.room(room_type=room_type, room_number=n) for n in ("101", "102")]


def test_a_change_and_new_bookings_racing_for_the_last_room_sell_it_once(
        live_server, auth, make, book_paid, hotel, room_type, rooms):
    guest = make.guest()
    booking_id = book_paid(guest, nights=2)
    headers = auth.guest(guest)
    start = Barrier(BOOKERS + 1)
    bodies = [stay_body(hotel, room_type, check_in=days(10), check_out=days(12),
                        guest=contact(n)) for n in range(BOOKERS)]

    def call(n: int) -> tuple[str, int]:
        with requests.Session() as session:
            start.wait()
            if n == BOOKERS:
                return "change", session.post(
                    f"{live_server}{BASE}/bookings/{booking_id}/change",
                    json={"rooms": 2}, headers=headers, timeout=60).status_code
            return "book", session.post(f"{live_server}{BASE}/bookings", json=bodies[n],
                                        timeout=60).status_code

    with ThreadPoolExecutor(max_workers=BOOKERS + 1) as pool:
        results = list(pool.map(call, range(BOOKERS + 1)))

    won = [who for who, status in results if status == 201]
    assert len(won) == 1, results
    assert sorted(status for _, status in results) == [201] + [409] * BOOKERS, results
    db.session.rollback()
    for night in db.session.scalars(select(RoomTypeNight)
                                    .where(RoomTypeNight.room_type_id == room_type.id)):
        assert night.booked_rooms + night.held_rooms <= 2
    assert rebuild_calendar() == 0
