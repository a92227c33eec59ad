"""A room is never given to two overlapping stays: two desks racing for the last clean room
through a real threaded server (one wins, the other gets 409), and the database itself refusing
a second assignment that no code checked. Runs on SQLite and PostgreSQL (MAREFIYA_TEST_DB)."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from app.extensions import db
from app.models import Booking, RoomNight
from tests.frontdesk.conftest import DESK, check_in_body, days
from tests.races import Post, post_at_once


def test_two_check_ins_racing_for_the_last_clean_room(live_server, client, desk, paid_booking,
                                                      rooms):
    first, second = paid_booking(nights=2), paid_booking(nights=2)
    for dirty in rooms[1:]:  # one clean room left
        client.put(f"/api/v1/staff/rooms/{dirty.id}", json={"room_status": "cleaning"},
                   headers=desk)
    last_room = rooms[0].id
    check_ins = [Post(f"{DESK}/bookings/{booking.id}/check-in", check_in_body(last_room), desk)
                 for booking in (first, second)]

    results = [(r.status_code, r.json()["message"]) for r in post_at_once(live_server, check_ins)]

    assert sorted(code for code, _ in results) == [200, 409], results
    loser = next(message for code, message in results if code == 409)
    assert loser in ("Room 101 is occupied, not available",
                     "Room 101 is already given to another stay, or blocked, on these nights")
    db.session.rollback()
    statuses = sorted(db.session.scalars(select(Booking.status).where(
        Booking.id.in_([first.id, second.id]))))
    assert statuses == ["checked_in", "confirmed"]
    assert db.session.scalar(select(func.count()).select_from(RoomNight)) == 2


def test_the_database_refuses_a_room_for_two_stays_on_one_night(make, rooms, room_type):
    first = make.booking(room_type=room_type, check_in=days(0), check_out=days(2))
    second = make.booking(room_type=room_type, check_in=days(1), check_out=days(3))
    db.session.add_all([RoomNight(room_id=rooms[0].id, night=days(0), booking_id=first.id),
                        RoomNight(room_id=rooms[0].id, night=days(1), booking_id=first.id)])
    db.session.commit()
    db.session.add(RoomNight(room_id=rooms[0].id, night=days(1), booking_id=second.id))
    with pytest.raises(IntegrityError):
        db.session.commit()
    db.session.rollback()
    db.session.add(RoomNight(room_id=rooms[0].id, night=days(2), booking_id=second.id))
    db.session.commit()  # the next night is free: back-to-back stays share a room
