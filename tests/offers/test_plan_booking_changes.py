"""A change of a booking sold under a rate plan is priced under that plan: added nights at
today's rates under the plan's price rule, and the children's charges for every night of the new
stay. Before, added nights took the standard rates and the child charges fell out of the new
total (and were refunded)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.extensions import db
from app.models import Booking
from tests.bookings.helpers import BASE, days, stay_body


@pytest.fixture
def family_plan(stocked, add_pay_at_property_plan):
    """A pay-at-property plan 10% over the base rate, 250 ETB a child and night, in a room
    for 2 adults and a child."""
    hotel, room_type = stocked
    room_type.capacity, room_type.max_adults, room_type.max_children = 3, 2, 1
    db.session.commit()
    return add_pay_at_property_plan(price_rule="percent", price_value=Decimal("10"),
                                    child_price=Decimal("250"))


@pytest.fixture
def booked(client, auth, make, stocked, family_plan):
    hotel, room_type = stocked
    guest = make.guest()
    headers = auth.guest(guest)
    made = client.post(f"{BASE}/bookings", headers=headers, json=stay_body(
        hotel, room_type, check_in=days(10), check_out=days(12), guests=2, children=[7],
        rate_plan_id=family_plan.id))
    assert made.status_code == 201, made.json
    assert made.json["data"]["status"] == "confirmed"
    return made.json["data"], headers


def fresh_quote(client, stocked, plan, check_out) -> dict:
    hotel, room_type = stocked
    response = client.post(f"{BASE}/bookings/quote", json=stay_body(
        hotel, room_type, check_in=days(10), check_out=check_out, guests=2, children=[7],
        rate_plan_id=plan.id))
    assert response.status_code == 200, response.json
    return response.json["data"]


def test_a_longer_plan_booking_costs_what_the_plan_quotes_for_the_longer_stay(
        client, stocked, family_plan, booked):
    booking, headers = booked
    longer = client.post(f"{BASE}/bookings/{booking['booking_id']}/change/quote",
                         json={"check_out": days(13).isoformat()}, headers=headers)
    assert longer.status_code == 200, longer.json

    expected = fresh_quote(client, stocked, family_plan, days(13))
    assert [n["price"] for n in longer.json["data"]["nights_breakdown"]] == [2750.0] * 3
    assert longer.json["data"]["total"] == expected["total"]
    assert longer.json["data"]["amount_due"] == round(expected["total"] - booking["total"], 2)


def test_a_shorter_plan_booking_keeps_its_child_charges_for_the_nights_kept(
        client, stocked, family_plan, booked):
    booking, headers = booked
    shorter = client.post(f"{BASE}/bookings/{booking['booking_id']}/change",
                          json={"check_out": days(11).isoformat()}, headers=headers)
    assert shorter.status_code == 201, shorter.json

    expected = fresh_quote(client, stocked, family_plan, days(11))
    db.session.rollback()
    changed = db.session.get(Booking, booking["booking_id"])
    assert (changed.nights, changed.child_charges, changed.total) == (
        1, Decimal("250.00"), Decimal(str(expected["total"])))
