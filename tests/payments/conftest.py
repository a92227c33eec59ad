"""Fixtures for payment tests: pending bookings with a live hold, and a fake Chapa on loopback."""

from __future__ import annotations

import email
from datetime import timedelta
from pathlib import Path

import pytest

from app.models.base import utcnow
from tests.payments.fake_chapa import SECRET_KEY, WEBHOOK_SECRET, start_fake_chapa

API = "/api/v1/mobile"


@pytest.fixture
def pending_booking(make):
    """`pending_booking(guest=..., **fields)`: a pending_payment booking on a room type with one
    sellable room, hold live for 15 more minutes (guest=None makes a guest-checkout booking)."""

    def build(guest="new", rooms_in_type=1, **fields):
        if guest == "new":
            guest = make.guest()
        room_type = fields.pop("room_type", None) or make.room_type()
        for _ in range(rooms_in_type):
            make.room(room_type=room_type)
        if guest is None:
            fields.setdefault("contact_first_name", "Abebe")
            fields.setdefault("contact_last_name", "Bikila")
            fields.setdefault("contact_email", "abebe@example.et")
            fields.setdefault("contact_phone", "+251911223344")
        fields.setdefault("status", "pending_payment")
        fields.setdefault("hold_expires_at", utcnow() + timedelta(minutes=15))
        return make.booking(guest=guest, room_type=room_type, **fields)

    return build


@pytest.fixture
def chapa():
    state, server, thread = start_fake_chapa()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture
def chapa_config(chapa) -> dict:
    return {
        "PAYMENT_PROVIDER": "chapa",
        "CHAPA_BASE_URL": chapa.url,
        "CHAPA_SECRET_KEY": SECRET_KEY,
        "CHAPA_WEBHOOK_SECRET": WEBHOOK_SECRET,
        "PAYMENT_HTTP_TIMEOUT": 5,
    }


def sent_emails(outbox: Path) -> list[email.message.Message]:
    if not outbox.exists():
        return []
    return [email.message_from_bytes(p.read_bytes()) for p in sorted(outbox.glob("*.eml"))]


def initialize(client, booking, headers=None, **body):
    if "booking_id" not in body:
        body["booking_id"] = booking.id
    return client.post(f"{API}/payments/initialize", json=body, headers=headers or {})


def paid_sandbox_payment(client, auth, booking, guest=None):
    """Initialize while the hold is live and pay on the sandbox page; not yet verified."""
    headers = auth.guest(guest) if guest is not None else {}
    extra = (
        {}
        if guest is not None
        else {"confirmation_code": booking.confirmation_code, "email": booking.contact_email}
    )
    tx_ref = initialize(client, booking, headers, **extra).json["data"]["tx_ref"]
    assert client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay"}).status_code == 200
    return tx_ref


def verify(client, tx_ref):
    return client.get(f"{API}/payments/verify", query_string={"tx_ref": tx_ref})


def email_text(message: email.message.Message) -> str:
    """The text/plain body of a sent email."""
    for part in message.walk():
        if part.get_content_type() == "text/plain":
            return part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8")
    raise AssertionError("email has no text part")
