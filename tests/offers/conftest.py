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
