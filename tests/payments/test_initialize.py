"""POST /payments/initialize: who may pay which booking, and when."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.extensions import db
from app.models import Payment
from app.models.base import utcnow
from tests.payments.conftest import initialize


def test_another_guests_booking_is_404_and_creates_nothing(client, make, auth, pending_booking):
    owner, intruder = make.guest(), make.guest()
    booking = pending_booking(guest=owner)

    response = initialize(client, booking, auth.guest(intruder))

    assert response.status_code == 404 and response.json["status"] == "error"
    assert db.session.query(Payment).count() == 0


def test_registered_guests_booking_without_token_is_404(client, make, pending_booking):
    guest = make.guest()
    booking = pending_booking(guest=guest)

    response = initialize(client, booking, confirmation_code=booking.confirmation_code, email=guest.email)

    assert response.status_code == 404


def test_unknown_booking_is_404(client, make, auth):
    assert initialize(client, None, auth.guest(make.guest()), booking_id=999_999).status_code == 404


@pytest.mark.parametrize(
    "credentials",
    [
        {},
        {"confirmation_code": "WRONG123", "email": "abebe@example.et"},
        {"email": "someone@example.et"},
        {"confirmation_code": "<code>", "email": "someone@example.et"},
    ],
)
def test_guest_checkout_needs_matching_code_and_email(client, pending_booking, credentials):
    booking = pending_booking(guest=None)
    if credentials.get("confirmation_code") == "<code>":
        credentials["confirmation_code"] = booking.confirmation_code

    response = initialize(client, booking, **credentials)

    assert response.status_code == 404
    assert db.session.query(Payment).count() == 0


@pytest.mark.parametrize(
    "state",
    [
        {"status": "confirmed", "hold_expires_at": None},
        {"status": "cancelled", "hold_expires_at": None},
        {"status": "expired"},
        {"hold_expires_at": "past"},
    ],
)
def test_booking_not_awaiting_payment_is_409(client, make, auth, pending_booking, state):
    guest = make.guest()
    if state.get("hold_expires_at") == "past":
        state = {**state, "hold_expires_at": utcnow() - timedelta(seconds=1)}
    booking = pending_booking(guest=guest, **state)

    response = initialize(client, booking, auth.guest(guest))

    assert response.status_code == 409
    assert db.session.query(Payment).count() == 0


def test_staff_token_is_refused(client, make, auth, pending_booking):
    booking = pending_booking()
    response = initialize(client, booking, auth.staff(make.staff()))
    assert response.status_code == 403


@pytest.mark.parametrize(
    "body, field",
    [
        ({"booking_id": None}, "booking_id"),
        ({"booking_id": "1"}, "booking_id"),
        ({"method": "bitcoin"}, "method"),
        ({"return_url": "javascript:alert(1)"}, "return_url"),
        ({"email": "not-an-email"}, "email"),
    ],
)
def test_invalid_body_is_422(client, make, auth, pending_booking, body, field):
    guest = make.guest()
    booking = pending_booking(guest=guest)

    response = initialize(client, booking, auth.guest(guest), **body)

    assert response.status_code == 422
    assert field in response.json["errors"]


def test_repeated_initialize_returns_the_open_payment(client, make, auth, pending_booking):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    headers = auth.guest(guest)

    first = initialize(client, booking, headers, method="telebirr").json["data"]
    again = initialize(client, booking, headers, method="telebirr").json["data"]
    other_method = initialize(client, booking, headers, method="card").json["data"]

    assert again["payment_id"] == first["payment_id"] and again["tx_ref"] == first["tx_ref"]
    assert other_method["tx_ref"] != first["tx_ref"]
    assert db.session.query(Payment).count() == 2


def test_tx_refs_are_unique(client, make, auth, pending_booking):
    refs = set()
    for _ in range(5):
        guest = make.guest()
        refs.add(initialize(client, pending_booking(guest=guest), auth.guest(guest)).json["data"]["tx_ref"])
    assert len(refs) == 5
