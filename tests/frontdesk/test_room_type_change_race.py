"""Changes to another room type racing other writers through a real multi-threaded server on
both databases: new bookings for the last room of the new type (sold once, never oversold), and
moves in opposite directions between two types (the locks are taken in one order: no deadlock)."""

from decimal import Decimal

import pytest
from sqlalchemy import select

from app.extensions import db
from app.models import Booking, RoomTypeNight
from app.services.booking.inventory import rebuild_calendar
from tests.bookings.helpers import BASE, contact, stay_body
from tests.frontdesk.conftest import days
from tests.races import Post, post_at_once

BOOKERS = 8
PAIRS = 3


pytestmark = pytest.mark.usefixtures("many_callers_behind_one_address")


@pytest.fixture
def suite(make, hotel):
    return make.room_type(hotel=hotel, name="Suite", price_per_night=Decimal("4000.00"))


def test_a_move_and_new_bookings_racing_for_the_last_room_of_the_new_type_sell_it_once(
        live_server, auth, make, book_paid, hotel, room_type, rooms, suite):
    make.room(room_type=suite, room_number="201")  # the suite's only room
    guest = make.guest()
    booking_id = book_paid(guest, nights=2)
    headers = auth.guest(guest)
    move = Post(f"{BASE}/bookings/{booking_id}/change", {"room_type_id": suite.id}, headers)
    books = [Post(f"{BASE}/bookings", stay_body(hotel, suite, check_in=days(10),
                                                check_out=days(12), guest=contact(n)))
             for n in range(BOOKERS)]

    statuses = [r.status_code for r in post_at_once(live_server, [move, *books])]

    assert sorted(statuses) == [201] + [409] * BOOKERS, statuses
    db.session.rollback()
    for night in db.session.scalars(select(RoomTypeNight)
                                    .where(RoomTypeNight.room_type_id == suite.id)):
        assert night.booked_rooms + night.held_rooms <= 1
    # Whoever won, the booking that asked to move still has its old room until it pays.
    assert db.session.get(Booking, booking_id).room_type_id == room_type.id
    assert rebuild_calendar() == 0


def test_moves_in_opposite_directions_at_once_all_succeed(
        live_server, auth, make, book_paid, hotel, room_type, rooms, suite):
    # Six rooms of each type: three booked, three free for the moves coming the other way.
    for number in ("104", "105", "106"):
        make.room(room_type=room_type, room_number=number)
    for number in ("201", "202", "203", "204", "205", "206"):
        make.room(room_type=suite, room_number=number)
    # Suites first: each is booked as a double, then moved.
    suites = []
    for _ in range(PAIRS):
        guest = make.guest()
        suites.append((guest, _book_suite_paid(guest, suite, book_paid)))
    doubles = [(guest := make.guest(), book_paid(guest, nights=2)) for _ in range(PAIRS)]
    moves = ([Post(f"{BASE}/bookings/{b}/change", {"room_type_id": suite.id}, auth.guest(g))
              for g, b in doubles]
             + [Post(f"{BASE}/bookings/{b}/change", {"room_type_id": room_type.id}, auth.guest(g))
                for g, b in suites])

    statuses = [r.status_code for r in post_at_once(live_server, moves)]

    # Each move had a free room in the other type, whatever the order the moves ran in.
    assert statuses == [201] * len(moves), statuses
    db.session.rollback()
    assert rebuild_calendar() == 0


def _book_suite_paid(guest, suite, book_paid) -> int:
    """A paid suite booking: book_paid books the fixture's room type, so move one there."""
    booking_id = book_paid(guest, nights=2)
    booking = db.session.get(Booking, booking_id)
    booking.room_type_id = suite.id  # through the ORM: the calendar hook moves its rooms
    db.session.commit()
    return booking_id
