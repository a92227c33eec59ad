"""A change racing new bookings for the last room, through a real multi-threaded server on
both databases: the room goes to exactly one of them, never oversold."""

import pytest
from sqlalchemy import select

from app.extensions import db
from app.models import RoomTypeNight
from app.services.booking.inventory import rebuild_calendar
from tests.bookings.helpers import BASE, contact, stay_body
from tests.frontdesk.conftest import days
from tests.races import Post, post_at_once

BOOKERS = 8


pytestmark = pytest.mark.usefixtures("many_callers_behind_one_address")


@pytest.fixture
def rooms(make, room_type):
    """Two rooms: one for the booking that changes, one left to race for."""
    return [make.room(room_type=room_type, room_number=n) for n in ("101", "102")]


def test_a_change_and_new_bookings_racing_for_the_last_room_sell_it_once(
        live_server, auth, make, book_paid, hotel, room_type, rooms):
    guest = make.guest()
    booking_id = book_paid(guest, nights=2)
    headers = auth.guest(guest)
    change = Post(f"{BASE}/bookings/{booking_id}/change", {"rooms": 2}, headers)
    books = [Post(f"{BASE}/bookings", stay_body(hotel, room_type, check_in=days(10),
                                                check_out=days(12), guest=contact(n)))
             for n in range(BOOKERS)]

    change_status, *book_statuses = [r.status_code for r in post_at_once(live_server,
                                                                         [change, *books])]

    assert sorted([change_status, *book_statuses]) == [201] + [409] * BOOKERS, (
        change_status, book_statuses)
    db.session.rollback()
    for night in db.session.scalars(select(RoomTypeNight)
                                    .where(RoomTypeNight.room_type_id == room_type.id)):
        assert night.booked_rooms + night.held_rooms <= 2
    assert rebuild_calendar() == 0
