"""A quote written by app/schemas/bookings.py quote_json (QuoteSchema.dump) is, byte for byte,
what Marshmallow's dump of QuoteSchema's fields writes: the same keys in the same order, amounts
to the cent as JSON numbers, rates as floats, Ethiopian dates, children's lines, the plan's
terms and a display currency."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal

import pytest
from marshmallow import Schema

from app.models import DisplayRate, RatePlan
from app.schemas.bookings import BookingQuoteRequestSchema, QuoteSchema
from app.services.booking import bookings, rates
from tests.bookings.helpers import BASE, days, local_today, stay_body, stock


@pytest.fixture
def priced(make, db):
    hotel, room_type = stock(make, price="2333.33", rooms=4, capacity=3)
    room_type.max_children, room_type.child_max_age = 2, 11
    db.session.add(DisplayRate(currency="USD", etb_per_unit=Decimal("155.37"),
                               rate_date=local_today()))
    plans = {
        "children": RatePlan(room_type_id=room_type.id, name="Family", name_am="ቤተሰብ",
                             price_rule="amount", price_value=Decimal("350.55"),
                             cancellation="free_until", free_cancellation_hours=48,
                             payment="pay_now", meals="breakfast", child_price=Decimal("150.50")),
        "cut": RatePlan(room_type_id=room_type.id, name="Saver", price_rule="percent",
                        price_value=Decimal("-12.5"), cancellation="non_refundable",
                        payment="pay_now", meals="none"),
    }
    db.session.add_all(plans.values())
    db.session.commit()
    rates.create_rule(room_type, {"kind": "season", "name": "Timkat", "start_date": days(11),
                                  "end_date": days(12), "price_per_night": Decimal("3100.45")})
    rates.create_rule(room_type, {"kind": "weekday", "name": "Weekend", "weekdays": [4, 5],
                                  "adjustment_percent": Decimal("12.5")})
    rates.create_rule(room_type, {"kind": "length_of_stay", "name": "Week", "min_nights": 3,
                                  "discount_percent": Decimal("7.5")})
    return hotel, room_type, {name: plan.id for name, plan in plans.items()}


CASES = [
    ({}, 1, {}),
    ({"plan": "children", "children": [4, 11], "guests": 1, "currency": "usd"}, 3,
     {"Accept-Language": "am"}),
    ({"plan": "cut", "rooms": 2, "guests": 5}, 4, {}),
    ({"currency": "USD"}, 2, {"Accept-Language": "om"}),
]


@pytest.mark.parametrize(("extra", "nights", "headers"), CASES)
def test_a_quote_is_the_schemas_dump(client, app, priced, extra, nights, headers):
    hotel, room_type, plans = priced
    extra = dict(extra)
    if "plan" in extra:
        extra["rate_plan_id"] = plans[extra.pop("plan")]
    body = stay_body(hotel, room_type, check_in=days(10),
                     check_out=days(10) + timedelta(days=nights), **extra)
    response = client.post(f"{BASE}/bookings/quote", json=body, headers=headers)
    assert response.status_code == 200, response.json
    written = response.json["data"]

    with app.test_request_context(f"{BASE}/bookings/quote", json=body, headers=headers):
        loaded = BookingQuoteRequestSchema().load(body)
        quote = bookings.quote_stay(bookings.StayRequest(
            loaded["hotel_id"], loaded["room_type_id"], loaded["check_in"], loaded["check_out"],
            loaded["guests"], loaded["rooms"], loaded.get("rate_plan_id"),
            tuple(loaded.get("children") or ())), loaded.get("currency"))
        expected = Schema.dump(QuoteSchema(), quote)  # Marshmallow's own, field by field

    assert json.dumps(written, ensure_ascii=False) == json.dumps(expected, ensure_ascii=False)
    assert list(written) == list(expected)
    assert list(written) == list(QuoteSchema().fields)


def test_the_written_values_have_the_schemas_types(client, priced):
    hotel, room_type, plans = priced
    body = stay_body(hotel, room_type, check_in=days(10), check_out=days(13), guests=1,
                     children=[4, 11], rate_plan_id=plans["children"], currency="USD")
    data = client.post(f"{BASE}/bookings/quote", json=body).json["data"]

    assert data["children"] == [{"age": 4, "price_per_night": 150.5, "total": 451.5},
                                {"age": 11, "price_per_night": 150.5, "total": 451.5}]
    assert data["discount_name"] == "Week" and data["discount_rate"] == 0.075
    assert data["free_cancellation_until"].endswith("Z") and data["meals"] == "breakfast"
    assert data["display_currency"]["currency"] == "USD"
    assert isinstance(data["display_total"], float) and isinstance(data["vat_rate"], float)
    assert {night["season"] for night in data["nights_breakdown"]} >= {"Timkat"}
