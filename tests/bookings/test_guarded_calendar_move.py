"""A new hold's calendar move made only where its rooms are free (inventory.move_owed_hold_if_free,
the one statement a booking runs under the room type's lock besides the lock itself): it moves
every night or reports a refusal, with the free rooms counted as the inventory rule counts them
(lapsed holds left out, a night without a row free), the arrival night's restrictions, and
nothing left once the transaction is rolled back."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import func, insert, select

from app.db_locking import serialized_transaction
from app.models import Booking, BookingEvent, BookingStatus, RoomTypeNight
from app.models.base import utcnow
from app.services.booking import inventory, rate_plans
from tests.bookings.helpers import BASE, contact, days, stay_body, stock
from tests.bookings.test_calendar import calendar_matches_bookings, restrict


def try_to_hold(room_type, check_in, check_out, rooms: int) -> bool:
    """The move of a new hold of `rooms` rooms, owed as bookings.write_new_booking owes it, in a
    transaction that commits when it moved and is rolled back when it was refused."""
    try:
        with serialized_transaction() as session:
            inventory.owe_calendar(session, inventory.Occupancy(
                room_type.id, check_in, check_out, inventory.HELD, rooms))
            if not inventory.move_owed_hold_if_free(session, utcnow()):
                raise Refused()
    except Refused:
        return False
    return True


class Refused(Exception):
    pass


def held(db, room_type, check_in, check_out) -> dict:
    db.session.rollback()
    return {night: counts for night, counts in
            inventory.night_occupancy(room_type.id, check_in, check_out).items()}


def test_free_nights_move_with_or_without_a_calendar_row(make, db):
    _, rt = stock(make, rooms=3)
    make.booking(room_type=rt, check_in=days(5), check_out=days(6), rooms=2,
                 status=BookingStatus.CONFIRMED)  # night 5 has a row, night 6 none
    assert try_to_hold(rt, days(5), days(7), 1) is True
    assert held(db, rt, days(5), days(7)) == {days(5): (2, 1), days(6): (0, 1)}


def test_one_full_night_refuses_the_whole_stay_and_nothing_stays(make, db):
    _, rt = stock(make, rooms=2)
    make.booking(room_type=rt, check_in=days(6), check_out=days(7), rooms=2,
                 status=BookingStatus.CONFIRMED)
    before = held(db, rt, days(4), days(8))
    # The full night is in the middle: the nights before it moved, and went with the rollback.
    assert try_to_hold(rt, days(4), days(8), 1) is False
    assert held(db, rt, days(4), days(8)) == before
    assert try_to_hold(rt, days(4), days(6), 2) is True  # the nights around it are free


def test_more_rooms_than_the_room_type_sells_are_refused_on_a_night_without_a_row(make, db):
    _, rt = stock(make, rooms=2)
    assert try_to_hold(rt, days(5), days(6), 3) is False
    assert held(db, rt, days(5), days(6)) == {}


def test_a_lapsed_hold_leaves_its_rooms_free_and_a_live_one_does_not(make, db):
    _, rt = stock(make, rooms=2)
    make.booking(room_type=rt, check_in=days(5), check_out=days(6), rooms=2,
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() - timedelta(seconds=1))
    assert try_to_hold(rt, days(5), days(6), 2) is True
    assert try_to_hold(rt, days(5), days(6), 1) is False  # the live hold just made counts


@pytest.mark.parametrize("restriction, refused", [
    ({"closed_to_arrival": True}, True),
    ({"min_stay": 3}, True),
    ({"min_stay": 2}, False),
])
def test_the_arrival_nights_restrictions_refuse_under_the_lock_too(make, db, restriction,
                                                                    refused):
    _, rt = stock(make, rooms=2)
    restrict(db, rt, days(5), **restriction)
    assert try_to_hold(rt, days(5), days(7), 1) is not refused
    # A restriction on a later night of the stay is not the arrival night's.
    assert try_to_hold(rt, days(4), days(7), 1) is True


def test_a_restriction_set_after_the_bookings_read_is_its_answer(client, make, db, monkeypatch):
    """Closed to arrival after the booking's first read, before its transaction: the move under
    the lock refuses, the transaction rolls back (no booking, no trail, no calendar move), and
    the answer is the restriction's 422."""
    hotel, rt = stock(make, rooms=2)
    rt_id = rt.id
    body = stay_body(hotel, rt, check_in=days(5), check_out=days(7), guest=contact())
    price_offer = rate_plans.price_offer

    def close_then_price(*args, **kwargs):
        with db.engine.begin() as staff:  # another connection, committed at once
            staff.execute(insert(RoomTypeNight).values(
                room_type_id=rt_id, night=days(5), sellable_rooms=2, closed_to_arrival=True))
        return price_offer(*args, **kwargs)

    before = count_rows(db)
    monkeypatch.setattr(rate_plans, "price_offer", close_then_price)
    response = client.post(f"{BASE}/bookings", json=body)
    monkeypatch.undo()
    assert response.status_code == 422, response.json
    assert list(response.json["errors"]) == ["check_in"]
    assert count_rows(db) == before
    assert held(db, rt, days(5), days(7)) == {}
    calendar_matches_bookings(db, [rt_id])


def count_rows(db) -> tuple[int, int]:
    db.session.rollback()
    return (db.session.scalar(select(func.count()).select_from(Booking)),
            db.session.scalar(select(func.count()).select_from(BookingEvent)))
