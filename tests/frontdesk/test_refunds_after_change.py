"""After a cheaper change gave part of a payment back, the booking's end refunds the rest on the
same payment (a second refund, issue 31): a cancellation by the cancellation rule, a no-show
keeping the rule's fee. Before the refunds table a payment owed one refund at most, and such a
cancellation was refused with 409."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import select

from app.db_locking import serialized_transaction
from app.extensions import db
from app.models import Booking, Payment
from app.services.payments import refunds
from tests.bookings.helpers import BASE
from tests.frontdesk.conftest import DESK, days
from tests.frontdesk.test_booking_changes import ONE_NIGHT, change
from tests.frontdesk.test_folio import pdf_text


def payment_of(booking_id: int) -> Payment:
    db.session.rollback()
    (payment,) = db.session.scalars(select(Payment).where(Payment.booking_id == booking_id))
    return payment


def test_cancelling_after_the_deadline_and_a_change_keeps_the_first_night_and_refunds_the_rest(
        client, auth, make, book_paid):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, check_in=days(0), nights=4)  # arriving today: past the deadline
    shorter = change(client, headers, booking_id, check_out=days(2))
    assert shorter.status_code == 201, shorter.json
    # Two nights given up inside the window: the first of them is kept as a fee.
    assert shorter.json["data"]["cancellation_fee"] == float(ONE_NIGHT)
    assert shorter.json["data"]["refund_amount"] == float(ONE_NIGHT)

    cancelled = client.post(f"{BASE}/bookings/{booking_id}/cancel", json={}, headers=headers)

    assert cancelled.status_code == 200, cancelled.json
    # The two-night stay cancelled late: its first night is kept, the second goes back.
    assert cancelled.json["data"]["refund_amount"] == float(ONE_NIGHT)
    payment = payment_of(booking_id)
    assert payment.settled_amount == ONE_NIGHT * 4
    assert [(r.amount, r.cause, r.status) for r in payment.refunds] == [
        (ONE_NIGHT, "booking_changed", "refunded"), (ONE_NIGHT, "booking_cancelled", "refunded")]
    assert payment.refunds[0].booking_change_id == shorter.json["data"]["change_id"]
    assert payment.status == "refunded" and payment.refund_amount == ONE_NIGHT * 2
    assert refunds.refundable(payment) == ONE_NIGHT * 2  # the change's fee and the first night

    # The folio agrees: two nights charged (the fee, and the first night the rule kept), four
    # paid, two refunded (each refund a line), nothing due.
    text = pdf_text(client.get(f"{BASE}/bookings/{booking_id}/folio.pdf", headers=headers))
    assert text.count(f"RF-{payment.tx_ref}") == 2 and f"RF-{payment.tx_ref}-2" in text, text
    assert text.count("refunded -3,162.50 ETB") == 2
    assert f"Paid, less refunds: {ONE_NIGHT * 2:,.2f} ETB" in text
    assert "Balance due: 0.00 ETB" in text


def test_a_no_show_after_a_partial_refund_keeps_the_fee_and_refunds_the_rest(
        client, desk, paid_booking):
    booking = paid_booking(check_in=days(-1), nights=3)  # arrived yesterday: never came
    # As a cheaper change made before the arrival would have left it: two nights, and the third
    # night's price already refunded on the one payment.
    paid = payment_of(booking.id)
    with serialized_transaction():
        stay = db.session.get(Booking, booking.id)
        stay.check_out, stay.nights = days(1), 2
        stay.subtotal, stay.service_charge = Decimal("5000.00"), Decimal("500.00")
        stay.vat, stay.total = Decimal("825.00"), ONE_NIGHT * 2
        refunds.owe_refund(paid, ONE_NIGHT, "booking changed", cause="booking_changed")
    assert payment_of(booking.id).status == "refunded"

    response = client.post(f"{DESK}/bookings/{booking.id}/no-show", json={}, headers=desk)

    assert response.status_code == 200, response.json
    assert response.json["data"]["refund_amount"] == float(ONE_NIGHT)  # the first night is kept
    payment = payment_of(booking.id)
    assert [(r.amount, r.cause) for r in payment.refunds] == [
        (ONE_NIGHT, "booking_changed"), (ONE_NIGHT, "no_show_recorded")]
    assert {r.status for r in payment.refunds} == {"refunded"}
    assert payment.refund_amount == ONE_NIGHT * 2
    assert "(front_desk)" in payment.refunds[1].requested_by  # who marked it
    assert payment.settled_amount - payment.refund_amount == ONE_NIGHT


def test_the_desk_balance_counts_the_change_refund_and_a_cancellation_gives_back_the_rest(
        client, auth, make, book_paid, desk):
    guest = make.guest()
    booking_id = book_paid(guest, check_in=days(10), nights=3)
    assert change(client, auth.guest(guest), booking_id, check_out=days(12)).status_code == 201
    # Three nights paid, one given back: the hotel holds two, and the two-night stay owes nothing.
    day = client.get(DESK, headers=desk, query_string={"date": days(10).isoformat()}).json["data"]
    [arrival] = day["arrivals"]
    assert (arrival["paid"], arrival["balance_due"]) == (float(ONE_NIGHT * 2), 0.0)

    # Before the free-cancellation deadline: all the rest goes back, on the same payment.
    cancelled = client.post(f"{BASE}/bookings/{booking_id}/cancel", json={},
                            headers=auth.guest(guest))
    assert cancelled.json["data"]["refund_amount"] == float(ONE_NIGHT * 2)
    payment = payment_of(booking_id)
    assert [r.amount for r in payment.refunds] == [ONE_NIGHT, ONE_NIGHT * 2]
    assert payment.refund_amount == payment.settled_amount == ONE_NIGHT * 3
    assert refunds.refundable(payment) == 0
