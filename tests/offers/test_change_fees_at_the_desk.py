"""A change fee (nights given up inside the cancellation window, kept by the cancellation rule)
is owed like the stay itself: the desk's balance and the folio count it. A stay paid at the
property shows it, since nothing paid online covers it."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.bookings.helpers import BASE, days
from tests.frontdesk.test_folio import pdf_text
from tests.offers.test_pay_at_property import book

DESK = "/api/v1/staff/front-desk"


@pytest.fixture
def at_property(add_pay_at_property_plan):
    return add_pay_at_property_plan(cancellation="first_night")


def test_the_desk_balance_and_the_folio_count_a_change_fee(client, auth, make, stocked,
                                                            at_property):
    hotel, room_type = stocked
    guest = make.guest()
    headers = auth.guest(guest)
    created = book(client, hotel, room_type, at_property, headers, check_in=days(0),
                   check_out=days(3))
    assert created.status_code == 201, created.json
    booking_id = created.json["data"]["booking_id"]
    three_nights = Decimal(str(created.json["data"]["total"]))

    shorter = client.post(f"{BASE}/bookings/{booking_id}/change",
                          json={"check_out": days(1).isoformat()}, headers=headers)
    assert shorter.status_code == 201, shorter.json
    fee = Decimal(str(shorter.json["data"]["cancellation_fee"]))
    total = Decimal(str(shorter.json["data"]["total"]))
    assert fee > 0 and total < three_nights

    staff = auth.staff(make.staff(hotel=hotel, role_slug="front_desk"))
    [arrival] = client.get(DESK, headers=staff).json["data"]["arrivals"]
    assert arrival["paid"] == 0.0 and arrival["change_fees"] == float(fee)
    assert arrival["balance_due"] == float(total + fee)  # not only the new total

    text = pdf_text(client.get(f"{DESK}/bookings/{booking_id}/folio.pdf", headers=staff))
    assert f"Kept for nights given up (change {shorter.json['data']['change_id']})" in text
    assert f"Balance due: {total + fee:,.2f} ETB" in text
