"""Search filters on rate plans: meal plan and pay at property, with their counts, from the
catalogue copy (which a new plan moves)."""

from __future__ import annotations

from decimal import Decimal

from app.extensions import db
from tests.bookings.helpers import BASE, days, stock


def search(client, **query):
    response = client.get(f"{BASE}/hotels", query_string={"facets": "true", **query})
    assert response.status_code == 200, response.json
    return response.json["data"]


def test_meal_plan_and_pay_at_property_filter_and_count(client, make, add_plan):
    plain, _ = stock(make, name="Plain Hotel")
    breakfast, breakfast_room = stock(make, name="Breakfast Hotel")
    board, board_room = stock(make, name="Board Hotel")
    add_plan(breakfast_room, meals="breakfast")
    add_plan(board_room, meals="full_board", payment="pay_at_property")
    add_plan(board_room, meals="breakfast", is_active=False)  # not on sale: not counted

    everything = search(client)
    counts = {option["value"]: option["count"] for option in everything["facets"]["meal_plans"]}
    # Board Hotel takes no pay-at-property rooms yet: its plan is not offered.
    assert counts == {"breakfast": 1, "half_board": 0, "full_board": 0}
    assert everything["facets"]["pay_at_property"] == 0

    board.pay_at_property_rooms_per_night = 3
    db.session.commit()
    facets = search(client)["facets"]
    assert facets["pay_at_property"] == 1
    assert {o["value"]: o["count"] for o in facets["meal_plans"]}["full_board"] == 1

    found = search(client, meal_plan="breakfast,full_board")
    assert sorted(h["name"] for h in found["hotels"]) == ["Board Hotel", "Breakfast Hotel"]
    # The meal-plan counts leave their own filter out; the others are counted with it.
    assert {o["value"]: o["count"] for o in found["facets"]["meal_plans"]}["breakfast"] == 1
    at_property = search(client, pay_at_property="true")
    assert [h["name"] for h in at_property["hotels"]] == ["Board Hotel"]
    assert plain.id not in {h["hotel_id"] for h in at_property["hotels"]}


def test_an_unknown_meal_plan_is_a_422(client):
    response = client.get(f"{BASE}/hotels", query_string={"meal_plan": "brunch"})
    assert response.status_code == 422 and "meal_plan.0" in response.json["errors"]


def test_search_and_the_calendar_show_the_cheapest_plan(client, make, add_plan):
    hotel, room_type = stock(make, name="Saver Hotel")
    add_plan(room_type, price_value=Decimal("-10"), cancellation="non_refundable")
    add_plan(room_type, price_rule="amount", price_value=Decimal("350"), meals="breakfast")

    undated = search(client)["hotels"][0]
    dated = search(client, check_in=days(10).isoformat(), check_out=days(12).isoformat(),
                   sort="price_asc")["hotels"][0]
    night = client.get(f"{BASE}/hotels/{hotel.id}/calendar", query_string={
        "month": days(10).strftime("%Y-%m")}).json["data"]["nights"][-1]

    assert undated["lowest_price"] == dated["lowest_price"] == 2250.0
    assert night["nightly_price"] == 2250.0 and night["lowest_price"] == 2846.25
