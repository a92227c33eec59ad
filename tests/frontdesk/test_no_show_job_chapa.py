"""The no-show job's refund through the loopback Chapa server: the amount the cancellation rule
leaves goes to Chapa's refund endpoint with our reference."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.models.base import utcnow
from app.services.frontdesk.no_shows import mark_overdue_no_shows
from tests.frontdesk.conftest import days
from tests.payments.conftest import chapa, chapa_config, initialize, verify  # noqa: F401 - fixtures
from tests.payments.test_refunds import payment_of


@pytest.fixture
def app_config(app_config, chapa_config):  # noqa: F811 - the fixture imported above
    return {**app_config, **chapa_config}


def test_the_no_show_job_refunds_through_chapa(client, auth, make, room_type, rooms, chapa):  # noqa: F811
    booking = make.booking(room_type=room_type, check_in=days(-2), check_out=days(1), nights=3,
                           subtotal=Decimal("7500.00"), service_charge=Decimal("750.00"),
                           vat=Decimal("1237.50"), total=Decimal("9487.50"),
                           status="pending_payment",
                           hold_expires_at=utcnow() + timedelta(minutes=15))
    tx_ref = initialize(client, booking, auth.guest(booking.guest)).json["data"]["tx_ref"]
    chapa.pay(tx_ref, amount="9487.50")
    assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"

    assert mark_overdue_no_shows() == 1

    assert chapa.refunds == {f"RF-{tx_ref}": {
        "tx_ref": tx_ref, "amount": Decimal("6325.00"),
        "reason": "no-show: the cancellation rule's fee is kept"}}
    payment = payment_of(tx_ref)
    assert payment.status == "refunded" and payment.refund_amount == Decimal("6325.00")
