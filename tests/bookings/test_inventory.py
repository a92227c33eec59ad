"""Sellable rooms: holds, expired holds, unsellable rooms, multi-night overlaps."""

from datetime import timedelta
from decimal import Decimal

from app.db_locking import serialized_transaction
from app.extensions import db
from app.models import BookingStatus, RoomStatus
from app.models.base import utcnow
from app.services.booking.inventory import (
    available_rooms,
    available_rooms_many,
    lock_room_type_on_sale,
)
from tests.bookings.helpers import days, stock


def book(make, room_type, check_in, nights=1, rooms=1, **kwargs):
    return make.booking(room_type=room_type, check_in=check_in,
                        check_out=check_in + timedelta(days=nights), nights=nights, rooms=rooms,
                        **kwargs)


def test_confirmed_and_checked_in_bookings_take_rooms(make):
    _, rt = stock(make, rooms=3)
    book(make, rt, days(5), status=BookingStatus.CONFIRMED)
    book(make, rt, days(5), status=BookingStatus.CHECKED_IN)
    assert available_rooms(rt.id, days(5), days(6)) == 1


def test_live_hold_counts_and_expired_hold_does_not(make):
    _, rt = stock(make, rooms=2)
    book(make, rt, days(5), status=BookingStatus.PENDING_PAYMENT,
         hold_expires_at=utcnow() + timedelta(minutes=10))
    book(make, rt, days(5), status=BookingStatus.PENDING_PAYMENT,
         hold_expires_at=utcnow() - timedelta(seconds=1))
    assert available_rooms(rt.id, days(5), days(6)) == 1


def test_cancelled_expired_and_completed_bookings_free_their_rooms(make):
    _, rt = stock(make, rooms=1)
    for status in (BookingStatus.CANCELLED, BookingStatus.EXPIRED, BookingStatus.COMPLETED,
                   BookingStatus.NO_SHOW):
        book(make, rt, days(5), status=status)
    assert available_rooms(rt.id, days(5), days(6)) == 1


def test_maintenance_and_out_of_service_rooms_are_not_sellable(make):
    _, rt = stock(make, rooms=2)
    make.room(room_type=rt, status=RoomStatus.MAINTENANCE)
    make.room(room_type=rt, status=RoomStatus.OUT_OF_SERVICE)
    make.room(room_type=rt, status=RoomStatus.CLEANING)  # cleaning is sellable
    assert available_rooms(rt.id, days(5), days(6)) == 3


def test_the_busiest_night_of_the_stay_decides(make):
    _, rt = stock(make, rooms=4)
    book(make, rt, days(5), nights=3, rooms=1)  # nights 5, 6, 7
    book(make, rt, days(6), nights=1, rooms=2)  # night 6
    book(make, rt, days(7), nights=2, rooms=1)  # nights 7, 8
    assert available_rooms(rt.id, days(5), days(9)) == 1  # night 6: 3 taken
    assert available_rooms(rt.id, days(7), days(9)) == 2  # night 7: 2 taken
    assert available_rooms(rt.id, days(8), days(9)) == 3


def test_check_out_night_is_not_occupied(make):
    _, rt = stock(make, rooms=1)
    book(make, rt, days(5), nights=2)  # nights 5 and 6; leaves on day 7
    assert available_rooms(rt.id, days(7), days(8)) == 1
    assert available_rooms(rt.id, days(3), days(5)) == 1
    assert available_rooms(rt.id, days(4), days(6)) == 0


def test_excluding_a_booking_leaves_it_out_of_the_count(make):
    _, rt = stock(make, rooms=1)
    booking = book(make, rt, days(5))
    assert available_rooms(rt.id, days(5), days(6)) == 0
    assert available_rooms(rt.id, days(5), days(6), exclude_booking_id=booking.id) == 1


def test_never_below_zero_and_batched_per_room_type(make):
    hotel, rt1 = stock(make, rooms=1)
    _, rt2 = stock(make, rooms=2, hotel=hotel)
    book(make, rt1, days(5), rooms=2)
    assert available_rooms_many([rt1.id, rt2.id], days(5), days(6)) == {rt1.id: 0, rt2.id: 2}


def test_a_longest_stay_booking_still_counts_on_its_last_night(make):
    # The overlap query only looks MAX_NIGHTS back; a 30-night booking must still be seen.
    _, rt = stock(make, rooms=1)
    book(make, rt, days(1), nights=30)  # nights 1..30
    assert available_rooms(rt.id, days(30), days(31)) == 0
    assert available_rooms(rt.id, days(31), days(32)) == 1


def test_the_booking_lock_answers_the_hotel_only_for_a_room_type_on_sale(make):
    """A new booking's lock reads two columns under the lock: the room type's hotel while it is
    on sale, None once it is not (staff took it off sale or unpriced it after the request read
    it) or for an unknown id, and the booking is then refused."""
    hotel, rt = stock(make, rooms=1)
    rt_id, hotel_id = rt.id, hotel.id
    with serialized_transaction():
        assert lock_room_type_on_sale(rt_id) == hotel_id
    rt.is_active = False
    db.session.commit()
    with serialized_transaction():
        assert lock_room_type_on_sale(rt_id) is None
    rt.is_active, rt.price_per_night = True, Decimal("0")
    db.session.commit()
    with serialized_transaction():
        assert lock_room_type_on_sale(rt_id) is None
        assert lock_room_type_on_sale(rt_id + 1000) is None
