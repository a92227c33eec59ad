"""Fixtures of the offer tests: a live hotel with one room type (2500 ETB, 3 rooms) and a helper
that adds rate plans to it."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.extensions import db
from app.models import RatePlan
from tests.bookings.helpers import stock


@pytest.fixture
def stocked(make):
    """(hotel, room_type): 2500 ETB a night, 3 rooms, 10% service charge, 15% VAT."""
    return stock(make)


@pytest.fixture
def add_plan(app):
    def add(room_type, **fields) -> RatePlan:
        values = {"name": "Flexible", "price_rule": "percent", "price_value": Decimal("0"),
                  "cancellation": "free_until", "free_cancellation_hours": 24,
                  "payment": "pay_now", "meals": "none", **fields}
        plan = RatePlan(room_type_id=room_type.id, **values)
        db.session.add(plan)
        db.session.commit()
        return plan

    return add


@pytest.fixture
def add_pay_at_property_plan(stocked, add_plan):
    """Adds a pay-at-property plan (5% over the base rate) to `stocked`, at a hotel that takes 2
    such rooms a night; keyword arguments change the plan's fields."""
    hotel, room_type = stocked
    hotel.pay_at_property_rooms_per_night = 2
    db.session.commit()

    def add(**fields) -> RatePlan:
        return add_plan(room_type, **{"name": "Pay at the hotel", "payment": "pay_at_property",
                                      "price_value": Decimal("5"), **fields})

    return add
