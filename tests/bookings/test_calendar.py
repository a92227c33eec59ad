"""The per-night inventory calendar: kept in step with every booking change in the same
transaction, equal to a rebuild from the bookings, and the arrival restrictions staff set."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from sqlalchemy import func, select, update

from app.errors import Conflict
from app.models import Booking, BookingStatus, Room, RoomStatus, RoomType, RoomTypeNight
from app.models.base import utcnow
from app.services.booking import inventory
from app.services.booking.bookings import (
    Contact,
    StayRequest,
    cancel_booking_by_code,
    create_booking,
    expire_holds,
)
from tests.bookings.helpers import BASE, days, stay_body, stock


def calendar_matches_bookings(db, room_type_ids) -> dict:
    """The calendar's non-zero counts, after checking they equal a count from the bookings and
    that every night row carries its room type's sellable rooms."""
    db.session.rollback()
    stored = inventory.calendar_occupancy(room_type_ids)
    assert stored == inventory.counted_occupancy(room_type_ids)
    copies = db.session.execute(
        select(RoomTypeNight.night, RoomTypeNight.sellable_rooms, RoomType.sellable_rooms)
        .join(RoomType, RoomType.id == RoomTypeNight.room_type_id)
        .where(RoomTypeNight.room_type_id.in_(room_type_ids))).all()
    assert [row for row in copies if row[1] != row[2]] == []
    return stored


def sellable_rooms(db, room_types) -> list[int]:
    db.session.expire_all()
    return [db.session.get(RoomType, rt.id).sellable_rooms for rt in room_types]


def counted_sellable_rooms(db, room_types) -> list[int]:
    return [db.session.scalar(select(func.count()).where(
        Room.room_type_id == rt.id, Room.status.not_in(RoomStatus.UNSELLABLE))) for rt in room_types]


def night_row(db, room_type, night):
    db.session.expire_all()
    return db.session.get(RoomTypeNight, (room_type.id, night))


def test_rebuild_equals_incremental_after_a_random_sequence_of_operations(make, db):
    """Holds, payments, cancellations, expiries, date and room changes, moves between room types,
    deletions and rooms going in and out of service in random order: the calendar always equals
    the bookings and rooms, and a rebuild finds nothing to correct."""
    rng = random.Random(20261123)
    room_types = [stock(make, rooms=6)[1] for _ in range(2)]
    type_ids = [rt.id for rt in room_types]
    made: list[int] = []
    for step in range(120):
        action = rng.choice(["hold", "hold", "confirm", "cancel", "lapse", "expire", "move",
                             "resize", "delete", "complete", "room", "room"])
        if action == "room":
            rt = rng.choice(room_types)
            if rng.random() < 0.3:
                make.room(room_type=rt, status=rng.choice(RoomStatus.ALL))
            else:
                room = rng.choice(db.session.scalars(select(Room).where(Room.room_type_id == rt.id)).all())
                room.status = rng.choice(RoomStatus.ALL)
                if rng.random() < 0.2:
                    room.room_type_id = rng.choice(type_ids)
        elif action == "hold" or not made:
            rt = rng.choice(room_types)
            check_in = days(rng.randint(1, 12))
            stay = StayRequest(rt.hotel_id, rt.id, check_in,
                               check_in + timedelta(days=rng.randint(1, 4)), 1, rng.randint(1, 2))
            try:
                booking, _ = create_booking(stay, guest=None, contact=Contact(
                    "Abebe", "Kebede", f"guest{step}@example.et", "+251911000000"))
                made.append(booking.id)
            except Conflict:
                pass  # sold out: nothing may have been written
        else:
            booking = db.session.get(Booking, rng.choice(made))
            if action == "confirm" and booking.status == BookingStatus.PENDING_PAYMENT:
                booking.status, booking.hold_expires_at = BookingStatus.CONFIRMED, None
            elif action == "cancel" and booking.status in (BookingStatus.PENDING_PAYMENT,
                                                             BookingStatus.CONFIRMED):
                db.session.commit()
                cancel_booking_by_code(booking.confirmation_code, booking.contact_email)
            elif action == "lapse" and booking.status == BookingStatus.PENDING_PAYMENT:
                booking.hold_expires_at = utcnow() - timedelta(seconds=1)
            elif action == "expire":
                db.session.commit()
                expire_holds()
            elif action == "move":
                booking.room_type_id = rng.choice(type_ids)
                booking.check_in = days(rng.randint(1, 12))
                booking.check_out = booking.check_in + timedelta(days=rng.randint(1, 3))
            elif action == "resize":
                booking.rooms = rng.randint(1, 3)
            elif action == "delete":
                db.session.delete(booking)
                made.remove(booking.id)
            elif action == "complete" and booking.status == BookingStatus.CONFIRMED:
                booking.status = BookingStatus.CHECKED_IN
        db.session.commit()
        if step % 20 == 0:
            calendar_matches_bookings(db, type_ids)
            assert sellable_rooms(db, room_types) == counted_sellable_rooms(db, room_types)

    incremental = calendar_matches_bookings(db, type_ids)
    assert sellable_rooms(db, room_types) == counted_sellable_rooms(db, room_types)
    assert incremental, "the sequence should leave some rooms booked or held"
    assert inventory.rebuild_calendar(batch_size=1) == 0
    assert inventory.calendar_occupancy(type_ids) == incremental


def test_rebuild_puts_right_a_calendar_changed_behind_its_back(make, db, runner):
    _, rt = stock(make, rooms=3)
    make.booking(room_type=rt, check_in=days(5), check_out=days(7), nights=2, rooms=2)
    db.session.execute(update(RoomTypeNight).values(booked_rooms=0))
    db.session.add(RoomTypeNight(room_type_id=rt.id, night=days(9), booked_rooms=3))
    db.session.execute(update(RoomType).values(sellable_rooms=5))
    db.session.commit()
    assert inventory.available_rooms(rt.id, days(5), days(6)) == 5  # wrong, as the tables say

    result = runner.invoke(args=["rebuild-calendar"])

    assert result.exit_code == 0, result.output
    # The room type's sellable rooms, two nights' booked rooms, and night 9's booked rooms and
    # its copy of the sellable rooms (the row was added without them).
    assert "5 count(s) were out of step" in result.output
    assert inventory.available_rooms(rt.id, days(5), days(6)) == 1
    assert inventory.available_rooms(rt.id, days(9), days(10)) == 3
    calendar_matches_bookings(db, [rt.id])


def test_a_refused_booking_leaves_the_calendar_as_it_was(make, db):
    hotel, rt = stock(make, rooms=1)
    make.booking(room_type=rt, check_in=days(5), check_out=days(6))
    before = calendar_matches_bookings(db, [rt.id])
    stay = StayRequest(hotel.id, rt.id, days(4), days(7), 1, 1)
    with pytest.raises(Conflict):
        create_booking(stay, guest=None, contact=Contact("A", "B", "a@example.et", "+251911000000"))
    assert calendar_matches_bookings(db, [rt.id]) == before


def test_a_hold_counts_as_held_then_booked_then_nothing(client, make, db):
    hotel, rt = stock(make, rooms=2)
    body = stay_body(hotel, rt, check_in=days(5), check_out=days(7),
                     guest={"first_name": "A", "last_name": "B", "email": "a@example.et",
                            "phone": "+251911000000"})
    created = client.post(f"{BASE}/bookings", json=body)
    assert created.status_code == 201, created.get_json()
    row = night_row(db, rt, days(6))
    assert (row.booked_rooms, row.held_rooms) == (0, 1)

    booking = db.session.scalar(select(Booking))
    booking.status = BookingStatus.CONFIRMED
    db.session.commit()
    row = night_row(db, rt, days(6))
    assert (row.booked_rooms, row.held_rooms) == (1, 0)

    cancel_booking_by_code(booking.confirmation_code, "a@example.et")
    row = night_row(db, rt, days(6))
    assert (row.booked_rooms, row.held_rooms) == (0, 0)
    assert night_row(db, rt, days(7)) is None  # the check-out night is not occupied


def test_a_lapsed_hold_frees_its_rooms_at_once_and_expiry_clears_it(make, db):
    _, rt = stock(make, rooms=1)
    make.booking(room_type=rt, check_in=days(5), check_out=days(7), nights=2,
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() - timedelta(seconds=1))
    assert night_row(db, rt, days(5)).held_rooms == 1
    assert inventory.available_rooms(rt.id, days(5), days(7)) == 1

    assert expire_holds() == 1

    assert night_row(db, rt, days(5)).held_rooms == 0
    assert inventory.available_rooms(rt.id, days(5), days(7)) == 1


def test_excluding_a_booking_adds_back_its_own_rooms(make):
    _, rt = stock(make, rooms=2)
    mine = make.booking(room_type=rt, check_in=days(5), check_out=days(6), rooms=2,
                        status=BookingStatus.PENDING_PAYMENT,
                        hold_expires_at=utcnow() + timedelta(minutes=5))
    assert inventory.available_rooms(rt.id, days(5), days(6)) == 0
    assert inventory.available_rooms(rt.id, days(5), days(6), exclude_booking_id=mine.id) == 2


def test_lapsed_holds_live_holds_and_an_excluded_booking_count_once_each(make):
    _, rt = stock(make, rooms=5)
    make.booking(room_type=rt, check_in=days(5), check_out=days(7), nights=2, rooms=1,
                 status=BookingStatus.CONFIRMED)
    make.booking(room_type=rt, check_in=days(5), check_out=days(6), rooms=1,
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() + timedelta(minutes=5))
    lapsed = make.booking(room_type=rt, check_in=days(6), check_out=days(7), rooms=2,
                          status=BookingStatus.PENDING_PAYMENT,
                          hold_expires_at=utcnow() - timedelta(seconds=1))
    # Night 5: booked 1 + live hold 1; night 6: booked 1 (the lapsed hold's 2 do not count).
    assert inventory.available_rooms(rt.id, days(5), days(7)) == 3
    assert inventory.available_rooms(rt.id, days(6), days(7)) == 4
    # Excluding the lapsed hold (a payment re-checking it) takes its rooms away once, not twice.
    assert inventory.available_rooms(rt.id, days(6), days(7), exclude_booking_id=lapsed.id) == 4
    assert inventory.night_occupancy(rt.id, days(5), days(7)) == {days(5): (1, 1),
                                                                  days(6): (1, 0)}


# --- restrictions -------------------------------------------------------------------------------

def restrict(db, room_type, night, **values):
    inventory.set_restrictions(room_type.id, night, night + timedelta(days=1), values)
    db.session.commit()


def test_a_night_closed_to_arrival_refuses_stays_starting_on_it_only(client, make, db):
    hotel, rt = stock(make, rooms=2)
    restrict(db, rt, days(5), closed_to_arrival=True)

    starting = client.post(f"{BASE}/bookings/quote",
                           json=stay_body(hotel, rt, check_in=days(5), check_out=days(7)))
    through = client.post(f"{BASE}/bookings/quote",
                          json=stay_body(hotel, rt, check_in=days(4), check_out=days(7)))

    assert starting.status_code == 422
    assert "no arrivals" in starting.get_json()["errors"]["check_in"][0]
    assert through.status_code == 200 and through.get_json()["data"]["available"] is True
    listed = client.get(f"{BASE}/hotels", query_string={
        "check_in": days(5).isoformat(), "check_out": days(7).isoformat()}).get_json()["data"]
    assert listed["total"] == 0
    availability = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
        "check_in": days(5).isoformat(), "check_out": days(7).isoformat()}).get_json()["data"]
    assert [r["available_rooms"] for r in availability["room_types"]] == [0]


def test_a_minimum_stay_refuses_shorter_stays_arriving_that_night(client, make, db):
    hotel, rt = stock(make, rooms=2)
    restrict(db, rt, days(5), min_stay=3)
    body = stay_body(hotel, rt, check_in=days(5), check_out=days(7),
                     guest={"first_name": "A", "last_name": "B", "email": "a@example.et",
                            "phone": "+251911000000"})

    short = client.post(f"{BASE}/bookings", json=body)
    long = client.post(f"{BASE}/bookings", json={**body, "check_out": days(8).isoformat()})

    assert short.status_code == 422
    assert short.get_json()["errors"]["check_out"] == [
        f"stays arriving on {days(5).isoformat()} last at least 3 nights"]
    assert long.status_code == 201
    assert db.session.scalar(select(Booking.check_out)) == days(8)
