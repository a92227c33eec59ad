"""Staff manage rate plans and occupancy through the staff API (their own hotel only); children
on quotes and bookings; display currencies on quotes."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.extensions import db
from app.models import DisplayRate
from tests.bookings.helpers import BASE, local_today, stay_body
from tests.staff.conftest import STAFF

PLAN = {"name": "Non-refundable", "name_am": "የማይመለስ", "price_rule": "percent",
        "price_value": -10, "cancellation": "non_refundable", "payment": "pay_now"}


@pytest.fixture
def hotel_staff(make, auth, stocked):
    hotel, room_type = stocked
    return auth.staff(make.staff(hotel=hotel, role_slug="hotel_admin"))


def test_staff_create_list_update_and_remove_a_plan(client, hotel_staff, stocked):
    _, room_type = stocked
    url = f"{STAFF}/room-types/{room_type.id}/rate-plans"

    created = client.post(url, json=PLAN, headers=hotel_staff)
    assert created.status_code == 201, created.json
    plan = created.json["data"]
    assert (plan["price_value"], plan["meals"], plan["is_active"]) == (-10.0, "none", True)

    changed = client.put(f"{url}/{plan['rate_plan_id']}", headers=hotel_staff,
                         json={"cancellation": "free_until", "free_cancellation_hours": 48,
                               "meals": "half_board"})
    assert changed.status_code == 200
    assert changed.json["data"]["free_cancellation_hours"] == 48
    listed = client.get(url, headers=hotel_staff).json["data"]
    assert [(p["name_am"], p["meals"]) for p in listed] == [("የማይመለስ", "half_board")]

    assert client.delete(f"{url}/{plan['rate_plan_id']}", headers=hotel_staff).status_code == 200
    assert client.get(url, headers=hotel_staff).json["data"] == []


@pytest.mark.parametrize("body, field", [
    ({**PLAN, "cancellation": "free_until"}, "free_cancellation_hours"),
    ({**PLAN, "price_value": -95}, "price_value"),
    ({**PLAN, "payment": "later"}, "payment"),
    ({**PLAN, "meals": "brunch"}, "meals"),
])
def test_a_plan_that_does_not_hold_together_is_refused(client, hotel_staff, stocked, body, field):
    _, room_type = stocked
    response = client.post(f"{STAFF}/room-types/{room_type.id}/rate-plans", json=body,
                           headers=hotel_staff)
    assert response.status_code == 422 and field in response.json["errors"]


def test_staff_of_another_hotel_cannot_see_or_edit_the_plans(client, make, auth, stocked,
                                                             add_plan):
    _, room_type = stocked
    plan = add_plan(room_type)
    stranger = auth.staff(make.staff(hotel=make.hotel(), role_slug="hotel_admin"))
    url = f"{STAFF}/room-types/{room_type.id}/rate-plans"

    assert client.get(url, headers=stranger).status_code == 404
    assert client.post(url, json=PLAN, headers=stranger).status_code == 404
    assert client.put(f"{url}/{plan.id}", json={"name": "Mine"}, headers=stranger).status_code == 404
    assert client.delete(f"{url}/{plan.id}", headers=stranger).status_code == 404
    db.session.refresh(plan)
    assert plan.name == "Flexible"


def test_front_desk_reads_but_does_not_edit_plans(client, make, auth, stocked):
    hotel, room_type = stocked
    desk = auth.staff(make.staff(hotel=hotel, role_slug="front_desk"))
    url = f"{STAFF}/room-types/{room_type.id}/rate-plans"
    assert client.get(url, headers=desk).status_code == 200
    assert client.post(url, json=PLAN, headers=desk).status_code == 403


def test_staff_set_occupancy_and_the_pay_at_property_rooms(client, hotel_staff, stocked):
    _, room_type = stocked
    response = client.put(f"{STAFF}/room-types/{room_type.id}", headers=hotel_staff,
                          json={"room_type_capacity": 3, "max_adults": 2, "max_children": 1,
                                "child_max_age": 5})
    assert response.status_code == 200, response.json
    data = response.json["data"]
    assert (data["room_type_capacity"], data["max_adults"], data["max_children"],
            data["child_max_age"]) == (3, 2, 1, 5)
    hotel = client.put(f"{STAFF}/hotel", headers=hotel_staff,
                       json={"hotel_pay_at_property_rooms_per_night": 4})
    assert hotel.status_code == 200
    assert hotel.json["data"]["hotel_pay_at_property_rooms_per_night"] == 4


# --- children ----------------------------------------------------------------------------------

def quote(client, hotel, room_type, **extra):
    return client.post(f"{BASE}/bookings/quote", json=stay_body(hotel, room_type, **extra))


@pytest.fixture
def family_room(stocked):
    """3 people a room, at most 2 adults and 2 children, children up to 11."""
    hotel, room_type = stocked
    room_type.capacity, room_type.max_adults, room_type.max_children = 3, 2, 2
    db.session.commit()
    return hotel, room_type


def test_children_are_free_under_the_standard_price(client, family_room):
    hotel, room_type = family_room
    data = quote(client, hotel, room_type, guests=2, children=[4]).json["data"]
    assert data["children"] == [{"age": 4, "price_per_night": 0.0, "total": 0.0}]
    assert data["child_charges"] == 0.0 and data["subtotal"] == 5000.0


def test_a_plan_prices_each_child_a_night(client, family_room, add_plan):
    hotel, room_type = family_room
    plan = add_plan(room_type, child_price=Decimal("400"), meals="full_board")

    data = quote(client, hotel, room_type, guests=1, children=[3, 9],
                 rate_plan_id=plan.id).json["data"]

    assert data["children"] == [{"age": 3, "price_per_night": 400.0, "total": 800.0},
                                {"age": 9, "price_per_night": 400.0, "total": 800.0}]
    assert data["child_charges"] == 1600.0 and data["subtotal"] == 6600.0
    assert data["total"] == 6600 + 660 + Decimal("1089.00")


@pytest.mark.parametrize("guests, children, field, words", [
    (2, [4, 6], "children", "at most 3 guests"),
    (1, [4, 6, 8], "children", "at most 2 children"),
    (1, [12], "children", "at most 11 years old"),
    (3, [], "guests", "at most 2 adults"),
])
def test_a_party_the_room_cannot_take_is_a_422_naming_the_limit(client, family_room, guests,
                                                                children, field, words):
    hotel, room_type = family_room
    response = quote(client, hotel, room_type, guests=guests, children=children)
    assert response.status_code == 422
    assert words in " ".join(response.json["errors"][field])


def test_two_rooms_take_twice_the_children(client, family_room):
    hotel, room_type = family_room
    assert quote(client, hotel, room_type, guests=2, rooms=2, children=[1, 2, 3, 4]).status_code == 200


def test_a_booking_keeps_the_children_and_their_charges(client, family_room, add_plan):
    hotel, room_type = family_room
    plan = add_plan(room_type, child_price=Decimal("250"))
    response = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, room_type, guests=2, children=[7], rate_plan_id=plan.id,
        guest={"first_name": "A", "last_name": "B", "email": "a@example.et",
               "phone": "+251911000000"}))
    assert response.status_code == 201, response.json
    assert response.json["data"]["children"] == [7]
    assert response.json["data"]["child_charges"] == 500.0


# --- display currency ------------------------------------------------------------------------

def test_a_quote_in_usd_leaves_the_etb_total_unchanged(client, stocked):
    hotel, room_type = stocked
    db.session.add(DisplayRate(currency="USD", etb_per_unit=Decimal("155.50"),
                               rate_date=local_today()))
    db.session.commit()

    in_etb = quote(client, hotel, room_type).json["data"]
    in_usd = quote(client, hotel, room_type, currency="usd").json["data"]

    assert in_usd["total"] == in_etb["total"] == 6325.0 and in_usd["currency"] == "ETB"
    assert in_usd["display_total"] == 40.68  # 6325 / 155.50 = 40.675...
    assert in_usd["display_currency"]["currency"] == "USD"
    assert in_etb["display_total"] is None and in_etb["display_currency"] is None
    assert quote(client, hotel, room_type, currency="XYZ").status_code == 422
