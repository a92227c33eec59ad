"""Availability's room types written without a schema dump (app/schemas/hotels.py
RoomTypeAvailabilities and its writers) are, byte for byte, what RoomTypeAvailabilitySchema's dump
of the same room types writes: the same keys in the same order, the same numbers (amounts to the
cent as JSON numbers, rates as floats), restrictions, plans named in the request's language, the
free-cancellation deadlines, with and without a display currency. And the plans, now taken from
the catalogue copy, follow a change at the next request."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal

import pytest

from app.models import DisplayRate, RatePlan
from app.schemas.hotels import AvailabilityQueryArgsSchema, RoomTypeAvailabilitySchema
from app.services.booking import catalogue, inventory, rates
from tests.bookings.helpers import BASE, days, local_today, stock


@pytest.fixture
def priced_hotel(make, db):
    """A hotel whose availability has every shape a room type can take: seasons, a weekend
    rate, a named long-stay discount, plans of each kind (a cut, an amount with meals and a
    child price, paid at the property, one inactive, names in Amharic), an arrival night with
    a minimum stay, and occupancy limits."""
    hotel, suite = stock(make, name="Gondar Writer", price="2333.33", rooms=3)
    hotel.pay_at_property_rooms_per_night = 2
    _, single = stock(make, hotel=hotel, price="999.99", capacity=1, rooms=2)
    _, family = stock(make, hotel=hotel, price="4100.10", capacity=4, rooms=1)
    family.max_adults, family.max_children, family.child_max_age = 2, 3, 12
    db.session.add(DisplayRate(currency="USD", etb_per_unit=Decimal("155.37"),
                               rate_date=local_today()))
    plans = [
        dict(room_type_id=suite.id, name="Saver", name_am="ቅናሽ", price_rule="percent",
             price_value=Decimal("-12.5"), cancellation="non_refundable"),
        dict(room_type_id=suite.id, name="Bed and breakfast", price_rule="amount",
             price_value=Decimal("350.55"), cancellation="free_until",
             free_cancellation_hours=48, meals="breakfast", child_price=Decimal("150.50")),
        dict(room_type_id=suite.id, name="At the hotel", price_rule="percent",
             price_value=Decimal("5"), cancellation="first_night", payment="pay_at_property"),
        dict(room_type_id=suite.id, name="Retired", price_rule="percent",
             price_value=Decimal("-50"), cancellation="non_refundable", is_active=False),
        dict(room_type_id=family.id, name="Half board", name_om="Walakkaa", price_rule="amount",
             price_value=Decimal("900"), cancellation="free_until", free_cancellation_hours=72,
             meals="half_board"),
    ]
    for plan in plans:
        db.session.add(RatePlan(**{"payment": "pay_now", "meals": "none", **plan}))
    db.session.commit()
    rates.create_rule(suite, {"kind": "season", "name": "Timkat", "start_date": days(11),
                              "end_date": days(12), "price_per_night": Decimal("3100.45")})
    rates.create_rule(suite, {"kind": "weekday", "name": "Weekend", "weekdays": [4, 5],
                              "adjustment_percent": Decimal("12.5")})
    rates.create_rule(suite, {"kind": "length_of_stay", "name": "Week", "min_nights": 3,
                              "discount_percent": Decimal("7.5")})
    inventory.set_restrictions(single.id, days(10), days(11), {"min_stay": 3})
    db.session.commit()
    return hotel


QUERIES = [
    ({"guests": 2}, 1, {}),
    ({"guests": 2, "rooms": 2}, 3, {"Accept-Language": "am"}),
    ({"guests": 5, "currency": "usd"}, 4, {"Accept-Language": "om"}),
    ({"guests": 1, "currency": "USD"}, 2, {"Accept-Language": "ti"}),
]


@pytest.mark.parametrize(("query", "nights", "headers"), QUERIES)
def test_room_types_are_the_schemas_dump(client, app, priced_hotel, query, nights, headers):
    query = {**query, "check_in": days(10).isoformat(),
             "check_out": (days(10) + timedelta(days=nights)).isoformat()}
    url = f"{BASE}/hotels/{priced_hotel.id}/availability"
    response = client.get(url, query_string=query, headers=headers)
    assert response.status_code == 200, response.json
    written = response.json["data"]["room_types"]
    assert len(written) == 3 and any(item["rate_plans"] for item in written)

    with app.test_request_context(url, query_string=query, headers=headers):
        items = catalogue.hotel_availability(
            priced_hotel.id, **AvailabilityQueryArgsSchema().load(query)).room_types
        expected = RoomTypeAvailabilitySchema(many=True).dump(items)

    assert json.dumps(written, ensure_ascii=False) == json.dumps(expected, ensure_ascii=False)
    assert [list(item) for item in written] == [list(item) for item in expected]
    assert [list(plan) for item in written for plan in item["rate_plans"]] == [
        list(plan) for item in expected for plan in item["rate_plans"]]


def test_the_written_values_have_the_schemas_types(client, priced_hotel):
    stay = {"check_in": days(10).isoformat(), "check_out": days(13).isoformat(), "guests": 2,
            "currency": "USD"}
    items = {item["price"]["nightly_price"]: item for item in client.get(
        f"{BASE}/hotels/{priced_hotel.id}/availability", query_string=stay,
        headers={"Accept-Language": "am"}).json["data"]["room_types"]}

    assert items[999.99]["restriction"] is None  # three nights: its minimum stay
    suite = next(item for item in items.values() if item["rate_plans"]
                 and item["capacity"] == 2)
    assert suite["price"]["discount_name"] == "Week" and suite["price"]["discount_rate"] == 0.075
    assert isinstance(suite["price"]["service_charge_rate"], float)
    assert {night["season"] for night in suite["price"]["nightly"]} >= {"Timkat"}
    names = [plan["name"] for plan in suite["rate_plans"]]
    assert names == ["ቅናሽ", "Bed and breakfast", "At the hotel"]
    breakfast = suite["rate_plans"][1]
    assert breakfast["child_price"] == 150.5 and breakfast["meals"] == "breakfast"
    assert breakfast["free_cancellation_until"].endswith("Z")
    assert isinstance(suite["display_stay_total"], float)


def availability_plans(client, hotel) -> list[str]:
    stay = {"check_in": days(10).isoformat(), "check_out": days(12).isoformat(), "guests": 2}
    data = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string=stay).json["data"]
    return [plan["name"] for item in data["room_types"] for plan in item["rate_plans"]]


def test_the_plans_follow_a_change_at_the_next_request(client, db, priced_hotel):
    """Availability offers the plans from the catalogue copy, which the process reads again
    after committing a catalogue change (catalogue_snapshot): a plan retired, added, or the
    hotel no longer taking rooms paid at the property, shows at once."""
    assert availability_plans(client, priced_hotel) == [
        "Saver", "Bed and breakfast", "At the hotel", "Half board"]

    saver = db.session.query(RatePlan).filter_by(name="Saver").one()
    saver.is_active = False
    db.session.commit()
    assert availability_plans(client, priced_hotel) == [
        "Bed and breakfast", "At the hotel", "Half board"]

    priced_hotel.pay_at_property_rooms_per_night = 0
    db.session.commit()
    assert availability_plans(client, priced_hotel) == ["Bed and breakfast", "Half board"]

    db.session.add(RatePlan(room_type_id=saver.room_type_id, name="Late deal",
                            price_rule="percent", price_value=Decimal("-20"),
                            cancellation="non_refundable", payment="pay_now", meals="none"))
    db.session.commit()
    assert availability_plans(client, priced_hotel) == [
        "Bed and breakfast", "Late deal", "Half board"]


@pytest.mark.parametrize(("query", "nights", "headers"), QUERIES)
def test_the_response_is_byte_for_byte_the_schemas_dump(client, app, priced_hotel, make, query,
                                                         nights, headers):
    """The body is written as text around each room type's and plan's ready text
    (hotel_availability_text): its bytes are marshmallow's dump of HotelAvailabilitySchema's
    fields, field by field, as the app's JSON provider writes a dict, in each language, with a night sold out
    (the family room on the first night), restrictions, plans, children and display prices,
    and again from the same catalogue copy's ready text."""
    from marshmallow import Schema

    from app.json_text import COMPACT
    from app.schemas.hotels import HotelAvailabilitySchema

    family = next(rt for rt in priced_hotel.room_types if rt.capacity == 4)
    assert client.post(f"{BASE}/bookings", json={
        "hotel_id": priced_hotel.id, "room_type_id": family.id,
        "check_in": days(10).isoformat(), "check_out": days(11).isoformat(), "guests": 2,
        "guest": {"first_name": "Abebe", "last_name": "Kebede", "email": "abebe@example.et",
                  "phone": "+251911000000"},
    }).status_code == 201
    query = {**query, "check_in": days(10).isoformat(),
             "check_out": (days(10) + timedelta(days=nights)).isoformat()}
    url = f"{BASE}/hotels/{priced_hotel.id}/availability"
    # The copy's ready text in English first: a plan's name is kept per language.
    client.get(url, query_string=query, headers={"Accept-Language": "en"})
    first = client.get(url, query_string=query, headers=headers)
    again = client.get(url, query_string=query, headers=headers)
    with app.test_request_context(url, query_string=query, headers=headers):
        availability = catalogue.hotel_availability(
            priced_hotel.id, **AvailabilityQueryArgsSchema().load(query))
        fields = Schema.dump(HotelAvailabilitySchema(), availability)
        expected = app.json.dumps(fields, separators=COMPACT)
        written = app.json.dumps({"data": HotelAvailabilitySchema().dump(availability)},
                                 separators=COMPACT)[len('{"data":'):-1]

    data = first.get_data(as_text=True)
    assert data[data.index('"data":') + len('"data":'):-len("}\n")] == expected == written
    assert again.get_data() == first.get_data()
    assert (fields["display_currency"] is None) == ("currency" not in query)
    sold_out = next(item for item in fields["room_types"] if item["capacity"] == 4)
    assert sold_out["free_rooms"] == 0 and sold_out["available"] is False
    assert sold_out["max_children"] == 3 and sold_out["child_max_age"] == 12
    assert sold_out["rate_plans"][0]["name"] in ("Half board", "Walakkaa")
