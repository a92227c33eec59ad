"""Sellable rooms: holds, expired holds, unsellable rooms, multi-night overlaps."""

import threading
import time
from datetime import timedelta
from decimal import Decimal
from threading import Barrier

import pytest
from sqlalchemy import func, select, text

from app.db_locking import serialized_transaction
from app.extensions import db
from app.models import Booking, BookingEvent, BookingStatus, RoomStatus
from app.models.base import utcnow
from app.services.booking.bookings import write_new_booking
from app.services.booking.inventory import (
    available_rooms,
    available_rooms_many,
    lock_room_type_on_sale,
    move_calendar,
)
from app.services.booking.lifecycle import Actor, creation_values
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


# --- a new booking written before the room type's lock (bookings.write_new_booking) ----------

def _pending(hotel_id: int, rt_id: int, check_in, n: int = 0) -> Booking:
    """A pending booking of one room for one night, not yet in any session."""
    return Booking(
        hotel_id=hotel_id, room_type_id=rt_id, check_in=check_in,
        check_out=check_in + timedelta(days=1), nights=1, rooms=1, guests=2,
        contact_first_name="Abebe", contact_last_name="Kebede",
        contact_email=f"owing{n}@example.et", contact_phone="+251911000000",
        confirmation_code=f"OWE{n:05d}", nightly_price=Decimal("2500.00"),
        subtotal=Decimal("2500.00"), service_charge=Decimal("250.00"), vat=Decimal("412.50"),
        total=Decimal("3162.50"), status=BookingStatus.PENDING_PAYMENT,
        hold_expires_at=utcnow() + timedelta(minutes=15))


def _write(booking: Booking) -> None:
    """`write_new_booking` with the trail line the API writes for a guest checkout."""
    trail = creation_values(booking, Actor.guest(None, "Abebe Kebede <owing@example.et>"))
    write_new_booking(booking, trail, utcnow())


def test_a_written_booking_moves_the_calendar_only_when_told(make):
    hotel, rt = stock(make, rooms=2)
    hotel_id, rt_id = hotel.id, rt.id
    with serialized_transaction():
        _write(_pending(hotel_id, rt_id, days(5)))
        # Written, but the calendar does not count it yet: the free rooms read under the lock
        # are the other bookings'.
        assert available_rooms(rt_id, days(5), days(6)) == 2
        move_calendar(db.session)
        assert available_rooms(rt_id, days(5), days(6)) == 1
    assert available_rooms(rt_id, days(5), days(6)) == 1


def test_a_commit_owing_calendar_moves_is_refused_and_writes_nothing(make):
    hotel, rt = stock(make, rooms=2)
    hotel_id, rt_id = hotel.id, rt.id
    with pytest.raises(RuntimeError, match="calendar moves owed"), serialized_transaction():
        _write(_pending(hotel_id, rt_id, days(5)))
    db.session.rollback()
    assert db.session.scalar(select(func.count()).select_from(Booking)) == 0
    assert db.session.scalar(select(func.count()).select_from(BookingEvent)) == 0
    # The rollback dropped what was owed: the next transaction's flush moves the calendar itself.
    with serialized_transaction() as session:
        session.add(_pending(hotel_id, rt_id, days(5), n=1))
    assert available_rooms(rt_id, days(5), days(6)) == 1


def test_two_bookings_written_before_the_lock_queue_on_it_without_a_deadlock(app, make):
    """Each transaction writes its booking (its foreign key takes a KEY SHARE lock on the room
    type's row) before taking the room type's lock. The lock is FOR NO KEY UPDATE: with FOR
    UPDATE each would wait for the other's KEY SHARE, a deadlock PostgreSQL breaks by failing
    one of them. Here the first takes the lock while the second's booking is written, commits,
    and the second then gets it."""
    if db.engine.dialect.name != "postgresql":
        pytest.skip("SQLite serialises whole write transactions (BEGIN IMMEDIATE)")
    hotel, rt = stock(make, rooms=2)
    hotel_id, rt_id = hotel.id, rt.id
    both_written = Barrier(2)
    results: dict[int, object] = {}

    def book(n: int) -> None:
        with app.app_context():
            try:
                with serialized_transaction() as session:
                    session.execute(text("SET LOCAL lock_timeout = '10s'"))
                    _write(_pending(hotel_id, rt_id, days(5), n=n))
                    both_written.wait(timeout=10)
                    if n == 1:  # the second waits until the first holds the lock
                        time.sleep(0.3)
                    assert lock_room_type_on_sale(rt_id) == hotel_id
                    move_calendar(session)
                results[n] = "committed"
            except Exception as exc:  # noqa: BLE001 - reported by the assertion below
                results[n] = exc
            finally:
                db.session.remove()

    threads = [threading.Thread(target=book, args=(n,)) for n in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert results == {0: "committed", 1: "committed"}, results
    assert available_rooms(rt_id, days(5), days(6)) == 0
