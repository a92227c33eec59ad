"""Staff read a room type's calendar (rooms, price, season per night) and set arrival
restrictions on it."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.models import BookingStatus, RateRule, RoomStatus
from app.models.base import utcnow
from tests.bookings.helpers import days
from tests.staff.conftest import STAFF


@pytest.fixture
def room_type(make, hotel):
    room_type = make.room_type(hotel=hotel, price_per_night=Decimal("2000.00"))
    for status in (RoomStatus.AVAILABLE,) * 3 + (RoomStatus.MAINTENANCE,):
        make.room(room_type=room_type, status=status)
    return room_type


def calendar(client, headers, room_type, start, end):
    return client.get(f"{STAFF}/room-types/{room_type.id}/calendar", headers=headers,
                      query_string={"start_date": start.isoformat(), "end_date": end.isoformat()})


def test_each_night_shows_its_rooms_price_and_season(client, make, db, as_admin, room_type):
    make.booking(room_type=room_type, check_in=days(3), check_out=days(5), nights=2)
    make.booking(room_type=room_type, check_in=days(4), check_out=days(5),
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() + timedelta(minutes=10))
    make.booking(room_type=room_type, check_in=days(4), check_out=days(5),
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() - timedelta(minutes=1))  # lapsed: not counted
    db.session.add(RateRule(room_type_id=room_type.id, kind="season", name="Timkat",
                            start_date=days(4), end_date=days(4), price_per_night=Decimal("3500")))
    db.session.commit()

    response = calendar(client, as_admin, room_type, days(3), days(5))

    assert response.status_code == 200, response.get_json()
    nights = response.get_json()["data"]
    assert [(n["date"], n["sellable_rooms"], n["booked_rooms"], n["held_rooms"], n["free_rooms"],
             n["price"], n["season"]) for n in nights] == [
        (days(3).isoformat(), 3, 1, 0, 2, 2000.0, None),
        (days(4).isoformat(), 3, 1, 1, 1, 3500.0, "Timkat"),
        (days(5).isoformat(), 3, 0, 0, 3, 2000.0, None),
    ]


def test_staff_close_nights_to_arrival_and_set_a_minimum_stay(client, as_admin, room_type):
    url = f"{STAFF}/room-types/{room_type.id}/calendar"
    closed = client.patch(url, headers=as_admin, json={
        "start_date": days(10).isoformat(), "end_date": days(11).isoformat(),
        "closed_to_arrival": True})
    minimum = client.patch(url, headers=as_admin, json={
        "start_date": days(11).isoformat(), "end_date": days(12).isoformat(), "min_stay": 3})

    assert closed.status_code == 200 and minimum.status_code == 200, minimum.get_json()
    nights = calendar(client, as_admin, room_type, days(9), days(12)).get_json()["data"]
    assert [(n["closed_to_arrival"], n["min_stay"]) for n in nights] == [
        (False, None), (True, None), (True, 3), (False, 3)]

    cleared = client.patch(url, headers=as_admin, json={
        "start_date": days(11).isoformat(), "end_date": days(12).isoformat(),
        "closed_to_arrival": False, "min_stay": None})
    assert [(n["closed_to_arrival"], n["min_stay"]) for n in cleared.get_json()["data"]] == [
        (False, None), (False, None)]


@pytest.mark.parametrize("body, field", [
    ({"start_date": "2027-01-20", "end_date": "2027-01-18", "min_stay": 2}, "end_date"),
    ({"start_date": "2027-01-01", "end_date": "2028-01-05", "min_stay": 2}, "end_date"),
    ({"start_date": "2027-01-01", "end_date": "2027-01-05"}, "closed_to_arrival"),
    ({"start_date": "2027-01-01", "end_date": "2027-01-05", "min_stay": 0}, "min_stay"),
    ({"start_date": "2027-01-01", "end_date": "2027-01-05", "min_stay": 2.5}, "min_stay"),
    ({"start_date": "2027-01-01", "end_date": "2027-01-05", "closed_to_arrival": "maybe"},
     "closed_to_arrival"),
    ({"start_date": "0001-01-01", "end_date": "0001-01-05", "min_stay": 2}, "start_date"),
    ({"start_date": "9999-12-30", "end_date": "9999-12-31", "min_stay": 2}, "start_date"),
])
def test_wrong_restrictions_are_refused_naming_the_field(client, as_admin, room_type, body, field):
    response = client.patch(f"{STAFF}/room-types/{room_type.id}/calendar", headers=as_admin,
                            json=body)
    assert response.status_code == 422, response.get_json()
    assert field in response.get_json()["errors"]


@pytest.mark.parametrize("start", ["9999-12-31", "0001-01-01", "1999-12-31", "2101-01-01"])
def test_dates_outside_the_supported_range_are_a_422(client, as_admin, room_type, start):
    response = client.get(f"{STAFF}/room-types/{room_type.id}/calendar?start_date={start}",
                          headers=as_admin)
    assert response.status_code == 422, response.get_json()
    assert "between 2000-01-01 and 2100-12-31" in response.get_json()["errors"]["start_date"][0]


def test_another_hotels_room_type_and_front_desk_edits_are_refused(
        client, as_admin, as_other_admin, as_role, room_type):
    url = f"{STAFF}/room-types/{room_type.id}/calendar"
    body = {"start_date": days(1).isoformat(), "end_date": days(1).isoformat(),
            "closed_to_arrival": True}
    assert client.get(url, headers=as_other_admin).status_code == 404
    assert client.patch(url, headers=as_other_admin, json=body).status_code == 404
    assert client.patch(url, headers=as_role("front_desk"), json=body).status_code == 403
    assert client.get(url, headers=as_role("front_desk")).status_code == 200
    assert calendar(client, as_admin, room_type, days(1), days(1)).get_json()["data"][0][
        "closed_to_arrival"] is False
