"""Availability names the restriction that refuses a stay instead of answering 0 rooms."""

from __future__ import annotations

from datetime import timedelta

from app.services.booking import inventory
from tests.bookings.helpers import BASE, days, stock


def availability(client, hotel, check_in, nights, **params):
    return client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
        "check_in": check_in.isoformat(),
        "check_out": (check_in + timedelta(days=nights)).isoformat(), **params})


def restrict(db, room_type, night, **changes):
    inventory.set_restrictions(room_type.id, night, night + timedelta(days=1), changes)
    db.session.commit()


def test_a_minimum_stay_is_named_with_its_nights(client, make, db):
    hotel, room_type = stock(make, rooms=4)
    restrict(db, room_type, days(10), min_stay=3)

    response = availability(client, hotel, days(10), 2)

    assert response.status_code == 200
    (item,) = response.json["data"]["room_types"]
    assert item["available_rooms"] == 0 and item["available"] is False
    assert item["free_rooms"] == 4
    assert item["restriction"] == {
        "code": "min_stay", "min_stay": 3,
        "message": f"stays arriving on {days(10).isoformat()} last at least 3 nights"}


def test_a_stay_long_enough_is_not_restricted(client, make, db):
    hotel, room_type = stock(make, rooms=4)
    restrict(db, room_type, days(10), min_stay=3)

    (item,) = availability(client, hotel, days(10), 3).json["data"]["room_types"]

    assert item["available_rooms"] == 4 and item["restriction"] is None


def test_closed_to_arrival_is_named_and_wins_over_a_minimum_stay(client, make, db):
    hotel, room_type = stock(make, rooms=2)
    restrict(db, room_type, days(10), closed_to_arrival=True, min_stay=5)

    (item,) = availability(client, hotel, days(10), 1).json["data"]["room_types"]

    assert item["available_rooms"] == 0 and item["free_rooms"] == 2
    assert item["restriction"]["code"] == "closed_to_arrival"
    assert item["restriction"]["min_stay"] is None


def test_a_restriction_on_a_later_night_does_not_refuse_the_stay(client, make, db):
    hotel, room_type = stock(make, rooms=2)
    restrict(db, room_type, days(11), closed_to_arrival=True, min_stay=5)

    (item,) = availability(client, hotel, days(10), 3).json["data"]["room_types"]

    assert item["available_rooms"] == 2 and item["restriction"] is None


def test_only_the_restricted_room_type_is_named(client, make, db):
    hotel, restricted = stock(make, rooms=2)
    _, open_type = stock(make, rooms=1, hotel=hotel)
    restrict(db, restricted, days(10), min_stay=2)

    items = {item["room_type_id"]: item
             for item in availability(client, hotel, days(10), 1).json["data"]["room_types"]}

    assert items[restricted.id]["restriction"]["min_stay"] == 2
    assert items[open_type.id]["restriction"] is None
    assert items[open_type.id]["available_rooms"] == 1


def test_the_quote_refuses_with_the_same_words(client, make, db):
    hotel, room_type = stock(make, rooms=2)
    restrict(db, room_type, days(10), min_stay=3)
    (item,) = availability(client, hotel, days(10), 2).json["data"]["room_types"]

    response = client.post(f"{BASE}/bookings/quote", json={
        "hotel_id": hotel.id, "room_type_id": room_type.id, "check_in": days(10).isoformat(),
        "check_out": days(12).isoformat(), "guests": 2, "rooms": 1})

    assert response.status_code == 422
    assert response.json["errors"]["check_out"] == [item["restriction"]["message"]]


def test_the_restriction_is_named_in_the_guests_language(client, make, db):
    hotel, room_type = stock(make, rooms=4)
    restrict(db, room_type, days(10), min_stay=3)

    english = availability(client, hotel, days(10), 2).json["data"]["room_types"][0]
    amharic = client.get(f"{BASE}/hotels/{hotel.id}/availability", headers={"Accept-Language": "am"},
                         query_string={"check_in": days(10).isoformat(),
                                       "check_out": days(12).isoformat()}).json["data"]["room_types"][0]

    assert amharic["restriction"]["code"] == "min_stay"
    message = amharic["restriction"]["message"]
    assert message != english["restriction"]["message"]
    assert days(10).isoformat() in message and "3" in message
    assert any("\u1200" <= char <= "\u137f" for char in message)  # written in Ethiopic script


def test_search_is_refused_only_by_the_arrival_nights_restrictions(client, make, db):
    """A search leaves out a room type whose arrival night refuses the stay, and only that:
    a minimum stay or a closed arrival on any other night of its calendar refuses nothing (the
    refusals statement once bound its AND to half of the restricted nights' OR, and left out
    every room type with a minimum stay anywhere)."""
    elsewhere, elsewhere_rt = stock(make, rooms=2, city="Gondar")
    restrict(db, elsewhere_rt, days(30), min_stay=5)  # long after the stay
    restrict(db, elsewhere_rt, days(8), closed_to_arrival=True, min_stay=4)  # before it
    restrict(db, elsewhere_rt, days(11), closed_to_arrival=True, min_stay=5)  # inside it
    arriving, arriving_rt = stock(make, rooms=2, city="Gondar")
    restrict(db, arriving_rt, days(10), min_stay=3)

    def found(nights):
        response = client.get(f"{BASE}/hotels", query_string={
            "city": "Gondar", "check_in": days(10).isoformat(),
            "check_out": (days(10) + timedelta(days=nights)).isoformat()})
        assert response.status_code == 200, response.json
        return {hotel["hotel_id"] for hotel in response.json["data"]["hotels"]}

    assert found(2) == {elsewhere.id}
    assert found(3) == {elsewhere.id, arriving.id}
