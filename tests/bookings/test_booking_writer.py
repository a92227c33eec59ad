"""A booking written by app/schemas/bookings.py booking_json (BookingSchema.dump) is, byte for
byte, what Marshmallow's dump of BookingSchema's fields writes: the same keys in the same order,
amounts to the cent as JSON numbers, Ethiopian dates, the effective status, the contact, the
offer as sold, and the nulls of a booking that has not lived through them."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal

import pytest
from marshmallow import Schema

from app.models import Booking, BookingStatus
from app.models.base import utcnow
from app.schemas.bookings import BookingListSchema, BookingSchema, booking_json
from tests.bookings.helpers import BASE, contact, days, stay_body, stock


def _same(written: dict, booking) -> None:
    expected = Schema.dump(BookingSchema(), booking)  # Marshmallow's own, field by field
    assert json.dumps(written, ensure_ascii=False) == json.dumps(expected, ensure_ascii=False)
    assert list(written) == list(BookingSchema().fields)


def test_a_new_booking_answered_by_the_api_is_the_schemas_dump(client, make, db):
    hotel, rt = stock(make, rooms=2)
    response = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, rt, check_in=days(20), check_out=days(23), guest=contact(3),
        special_requests="ከፍ ያለ ፎቅ"), headers={"Accept-Language": "am"})
    assert response.status_code == 201, response.json
    written = response.json["data"]
    _same(written, db.session.get(Booking, written["booking_id"]))


CASES = {
    "lapsed hold": dict(status=BookingStatus.PENDING_PAYMENT,
                        hold_expires_at=utcnow() - timedelta(minutes=1)),
    "cancelled with a refund": dict(status=BookingStatus.CANCELLED,
                                    cancelled_at=utcnow(), refund_amount=Decimal("1234.565"),
                                    cancellation_reason="plans changed",
                                    confirmed_at=utcnow() - timedelta(days=1)),
    "a plan, children, a discount": dict(
        rate_plan_name="Family", cancellation_rule="first_night", free_cancellation_hours=None,
        payment_timing="pay_now", meals="breakfast", children_ages=[4, 11],
        child_charges=Decimal("301.00"), discount_rate=Decimal("0.0750"),
        discount=Decimal("187.50"),
        night_prices=[["2027-01-19", "3100.45", "Timkat"], ["2027-01-20", "2500.00", None]]),
    "made before plans": dict(cancellation_rule=None, night_prices=None),
    "non-refundable, paid at the property": dict(
        cancellation_rule="non_refundable", payment_timing="pay_at_property", meals="none"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_stored_booking_is_the_schemas_dump(app, make, case):
    booking = make.booking(**CASES[case])
    with app.test_request_context():
        _same(booking_json(booking), booking)


def test_a_list_of_bookings_is_still_dumped_whole(app, make):
    hotel, rt = stock(make)
    made = [make.booking(room_type=rt, check_in=days(n), check_out=days(n + 1))
            for n in (3, 4)]
    with app.test_request_context():
        written = BookingListSchema().dump({"items": made, "page": 1, "limit": 20, "total": 2,
                                            "pages": 1})
    assert [item["booking_id"] for item in written["bookings"]] == [b.id for b in made]
    assert written["bookings"][0] == booking_json(made[0])
