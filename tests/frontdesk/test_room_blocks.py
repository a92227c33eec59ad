"""Room blocks: a blocked room is one room fewer on sale for its nights (quotes, bookings), the
block is refused when it would oversell or when a stay holds the room, a blocked room cannot be
checked into, releasing it puts it back, and the calendar rebuild counts blocks."""

from __future__ import annotations

from datetime import timedelta

from app.services.booking.inventory import rebuild_calendar
from tests.bookings.helpers import BASE, contact, stay_body
from tests.frontdesk.conftest import DESK, check_in_body, days

BLOCKS = f"{DESK}/room-blocks"


def free_rooms(client, hotel, room_type, check_in, nights=1) -> int:
    body = stay_body(hotel, room_type, check_in=check_in,
                     check_out=check_in + timedelta(days=nights))
    return client.post(f"{BASE}/bookings/quote", json=body).json["data"]["available_rooms"]


def block(client, headers, room, start, end, reason="bathroom repairs"):
    return client.post(BLOCKS, headers=headers, json={
        "room_id": room.id, "start_date": start.isoformat(), "end_date": end.isoformat(),
        "reason": reason})


def test_a_block_takes_one_room_off_sale_until_released(client, as_role, hotel, room_type, rooms,
                                                         desk):
    manager = as_role("manager")
    assert free_rooms(client, hotel, room_type, days(3)) == 3
    created = block(client, manager, rooms[0], days(2), days(5))
    assert created.status_code == 201, created.json
    data = created.json["data"]
    assert (data["room_number"], data["start_date"], data["reason"]) == (
        "101", days(2).isoformat(), "bathroom repairs")
    assert free_rooms(client, hotel, room_type, days(3)) == 2
    assert free_rooms(client, hotel, room_type, days(5)) == 3  # the end is the morning after
    listed = client.get(BLOCKS, headers=desk, query_string={"from": days(4).isoformat()})
    assert [b["block_id"] for b in listed.json["data"]] == [data["block_id"]]
    assert rebuild_calendar() == 0  # the rebuild counts the block as the block did

    assert client.delete(f"{BLOCKS}/{data['block_id']}", headers=manager).status_code == 200
    assert free_rooms(client, hotel, room_type, days(3)) == 3
    assert client.delete(f"{BLOCKS}/{data['block_id']}", headers=manager).status_code == 404
    assert client.get(BLOCKS, headers=desk).json["data"] == []
    assert rebuild_calendar() == 0


def test_a_block_that_would_oversell_is_refused(client, as_role, hotel, room_type, rooms):
    for n in range(3):
        assert client.post(f"{BASE}/bookings", json=stay_body(
            hotel, room_type, check_in=days(4), check_out=days(6), guest=contact(n))
        ).status_code == 201
    refused = block(client, as_role("hotel_admin"), rooms[0], days(2), days(5))
    assert refused.status_code == 409 and "would oversell" in refused.json["message"]
    assert block(client, as_role("hotel_admin"), rooms[0], days(1), days(4)).status_code == 201


def test_a_blocked_room_cannot_be_checked_into_nor_a_room_in_use_blocked(
        client, as_role, desk, paid_booking, rooms):
    manager = as_role("manager")
    assert block(client, manager, rooms[0], days(0), days(2)).status_code == 201
    booking = paid_booking(nights=1)
    refused = client.post(f"{DESK}/bookings/{booking.id}/check-in",
                          json=check_in_body(rooms[0].id), headers=desk)
    assert refused.status_code == 409 and "or blocked" in refused.json["message"]
    assert client.post(f"{DESK}/bookings/{booking.id}/check-in", json=check_in_body(rooms[1].id),
                       headers=desk).status_code == 200
    in_use = block(client, manager, rooms[1], days(0), days(1))
    assert in_use.status_code == 409 and "Room 102 is given to a stay" in in_use.json["message"]


def test_who_may_block(client, make, auth, as_role, desk, rooms):
    assert block(client, desk, rooms[0], days(1), days(2)).status_code == 403
    foreign = make.room()
    refused = block(client, as_role("manager"), foreign, days(1), days(2))
    assert refused.status_code == 422 and "not a room of your hotel" in refused.json["message"]
    created = block(client, as_role("manager"), rooms[0], days(1), days(2)).json["data"]
    stranger = auth.staff(make.staff(role_slug="hotel_admin"))
    assert client.delete(f"{BLOCKS}/{created['block_id']}", headers=stranger).status_code == 404
    assert client.get(BLOCKS, headers=stranger).json["data"] == []
    assert block(client, as_role("manager"), rooms[1], days(-1), days(1)).status_code == 422
    assert block(client, as_role("manager"), rooms[1], days(2), days(2)).status_code == 422
