"""The Chapa provider against a Chapa stand-in on loopback (tests/payments/fake_chapa.py)."""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest

from app.extensions import db
from app.models import Booking, BookingEvent, Guest, Notification, Payment, PaymentEvent
from tests.payments.conftest import API, initialize, sent_emails, verify
from tests.payments.fake_chapa import SECRET_KEY, WEBHOOK_SECRET


@pytest.fixture
def app_config(app_config, chapa_config):
    return {**app_config, **chapa_config}


def start(client, auth, pending_booking, make, **body):
    guest = make.guest(phone="+251911234567")
    booking = pending_booking(guest=guest)
    response = initialize(client, booking, auth.guest(guest), **body)
    assert response.status_code == 200, response.json
    return guest, booking, response.json["data"]


def signed_webhook(client, body: dict, *, secret: str = WEBHOOK_SECRET, header: str = "x-chapa-signature"):
    raw = json.dumps(body).encode()
    signature = hmac.new(secret.encode(), raw, hashlib.sha256).hexdigest()
    return client.post(
        f"{API}/payments/webhook/chapa",
        data=raw,
        headers={header: signature, "Content-Type": "application/json"},
    )


def test_initialize_sends_chapa_request_and_returns_its_checkout_url(
    client, make, auth, pending_booking, chapa
):
    guest, booking, payment = start(
        client, auth, pending_booking, make, method="card", return_url="https://app.marefiya.et/return"
    )

    (call,) = [r for r in chapa.requests if r["method"] == "POST"]
    assert call["path"] == "/v1/transaction/initialize"
    assert call["headers"]["Authorization"] == f"Bearer {SECRET_KEY}"
    body = json.loads(call["body"])
    assert body == {
        "amount": "3162.50",
        "currency": "ETB",
        "tx_ref": payment["tx_ref"],
        "email": guest.email,
        "first_name": guest.first_name,
        "last_name": guest.last_name,
        "phone_number": "0911234567",
        "callback_url": "http://localhost/api/v1/mobile/payments/verify",
        "return_url": "https://app.marefiya.et/return",
        "customization": {"title": "Marefiya", "description": f"Booking {booking.confirmation_code}"},
    }
    assert payment["checkout_url"] == f"https://checkout.chapa.co/checkout/payment/{payment['tx_ref']}"
    assert payment["provider"] == "chapa" and payment["method"] == "card"
    assert payment["status"] == "pending"


def test_successful_verification_confirms_booking(client, make, auth, pending_booking, chapa, outbox):
    guest, booking, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"])

    result = verify(client, payment["tx_ref"])

    assert result.status_code == 200
    data = result.json["data"]
    assert data["status"] == "success" and data["booking_status"] == "confirmed"
    assert data["provider_reference"] == chapa.transactions[payment["tx_ref"]]["reference"]
    (verify_call,) = chapa.verify_calls(payment["tx_ref"])
    assert verify_call["path"] == f"/v1/transaction/verify/{payment['tx_ref']}"
    assert verify_call["headers"]["Authorization"] == f"Bearer {SECRET_KEY}"
    assert len(sent_emails(outbox)) == 1
    # Settled: later verifies answer from the database without asking Chapa again.
    assert verify(client, payment["tx_ref"]).json["data"]["status"] == "success"
    assert len(chapa.verify_calls(payment["tx_ref"])) == 1


def test_failed_verification_fails_payment_and_keeps_booking_pending(
    client, make, auth, pending_booking, chapa, outbox
):
    _, booking, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"], status="failed")

    data = verify(client, payment["tx_ref"]).json["data"]

    assert data["status"] == "failed" and data["booking_status"] == "pending_payment"
    assert db.session.get(Booking, booking.id).status == "pending_payment"
    assert db.session.query(Notification).count() == 0
    assert sent_emails(outbox) == []


@pytest.mark.parametrize("unpaid_answer", ["pending status", "400 not paid yet"])
def test_pending_verification_changes_nothing(client, make, auth, pending_booking, chapa, unpaid_answer):
    _, booking, payment = start(client, auth, pending_booking, make)
    if unpaid_answer == "400 not paid yet":
        chapa.unpaid_answer_400.add(payment["tx_ref"])

    first = verify(client, payment["tx_ref"]).json["data"]
    second = verify(client, payment["tx_ref"]).json["data"]

    assert first["status"] == second["status"] == "pending"
    assert first["booking_status"] == "pending_payment"
    # Polling records the pending answer once, not once per poll.
    assert db.session.query(PaymentEvent).filter_by(status="pending").count() == 1
    # Paid later: the next verify confirms.
    chapa.pay(payment["tx_ref"])
    assert verify(client, payment["tx_ref"]).json["data"]["booking_status"] == "confirmed"


@pytest.mark.parametrize(
    "amount, currency",
    [("316.25", "ETB"), ("3162.51", "ETB"), ("3162.50", "USD")],
    ids=["underpaid", "overpaid", "other currency"],
)
def test_amount_or_currency_reported_by_chapa_differs_payment_flagged(
    client, make, auth, pending_booking, chapa, outbox, amount, currency
):
    guest, booking, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"], amount=amount, currency=currency)

    data = verify(client, payment["tx_ref"]).json["data"]

    assert data["status"] == "flagged" and data["booking_status"] == "pending_payment"
    assert data["paid_amount"] == float(amount) and data["paid_currency"] == currency
    assert db.session.get(Guest, guest.id).loyalty_points == 0
    assert sent_emails(outbox) == []


def test_unknown_tx_ref_is_404_and_missing_is_422(client, chapa):
    assert verify(client, "MRF-UNKNOWN").status_code == 404
    missing = client.get(f"{API}/payments/verify")
    assert missing.status_code == 422
    assert "tx_ref" in missing.json["errors"]
    assert chapa.verify_calls() == []


def test_callback_name_trx_ref_is_accepted(client, make, auth, pending_booking, chapa):
    _, _, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"])

    response = client.get(
        f"{API}/payments/verify", query_string={"trx_ref": payment["tx_ref"], "status": "success"}
    )

    assert response.status_code == 200
    assert response.json["data"]["booking_status"] == "confirmed"


def test_wrong_secret_key_is_502_and_nothing_half_written(client, make, auth, pending_booking, app):
    app.config["CHAPA_SECRET_KEY"] = "CHASECK_TEST-wrong"  # noqa: S105
    guest = make.guest()
    booking = pending_booking(guest=guest)

    response = initialize(client, booking, auth.guest(guest))

    assert response.status_code == 502
    assert response.json["status"] == "error" and response.json["data"] is None
    assert "API Key" not in response.json["message"]  # Chapa's complaint about our key stays in the log
    (payment,) = db.session.query(Payment).all()
    assert payment.status == "failed" and payment.checkout_url is None
    assert db.session.get(Booking, booking.id).status == "pending_payment"


def test_unreachable_chapa_is_502(client, make, auth, pending_booking, app, chapa):
    _, booking, payment = start(client, auth, pending_booking, make)
    app.config["CHAPA_BASE_URL"] = "http://127.0.0.1:9/v1"  # discard port: connection refused

    response = verify(client, payment["tx_ref"])

    assert response.status_code == 502 and response.json["status"] == "error"
    assert db.session.query(Payment).one().status == "pending"


def test_webhook_with_bad_signature_is_refused_without_asking_chapa(
    client, make, auth, pending_booking, chapa
):
    _, booking, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"])
    body = {"event": "charge.success", "tx_ref": payment["tx_ref"], "status": "success"}

    forged = signed_webhook(client, body, secret="not-the-secret")  # noqa: S106
    unsigned = client.post(f"{API}/payments/webhook/chapa", json=body)

    assert forged.status_code == 401 and unsigned.status_code == 401
    assert forged.json["status"] == "error"
    assert chapa.verify_calls() == []
    assert db.session.get(Booking, booking.id).status == "pending_payment"


def test_signed_webhook_reverifies_with_chapa_before_confirming(
    client, make, auth, pending_booking, chapa, outbox
):
    guest, booking, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"])
    body = {
        "event": "charge.success",
        "tx_ref": payment["tx_ref"],
        "status": "success",
        "amount": "3162.50",
        "currency": "ETB",
        "reference": "APfake",
    }

    response = signed_webhook(client, body, header="chapa-signature")

    assert response.status_code == 200
    assert response.json["data"]["booking_status"] == "confirmed"
    assert len(chapa.verify_calls(payment["tx_ref"])) == 1
    assert db.session.query(PaymentEvent).filter_by(source="webhook").count() == 1


def test_signed_webhook_claiming_success_is_not_believed(client, make, auth, pending_booking, chapa):
    _, booking, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"], status="failed")

    response = signed_webhook(
        client, {"event": "charge.success", "tx_ref": payment["tx_ref"], "status": "success"}
    )

    assert response.status_code == 200
    assert response.json["data"]["status"] == "failed"
    assert db.session.get(Booking, booking.id).status == "pending_payment"


def test_verify_twice_and_webhook_once_more_confirm_once(client, make, auth, pending_booking, chapa, outbox):
    guest, booking, payment = start(client, auth, pending_booking, make)
    chapa.pay(payment["tx_ref"])

    verify(client, payment["tx_ref"])
    verify(client, payment["tx_ref"])
    hook = signed_webhook(client, {"event": "charge.success", "tx_ref": payment["tx_ref"]})

    assert hook.status_code == 200
    assert db.session.query(Notification).filter_by(guest_id=guest.id).count() == 1
    assert len(sent_emails(outbox)) == 1
    refreshed = db.session.get(Guest, guest.id)
    assert (refreshed.total_bookings, refreshed.loyalty_points) == (0, 0)
    # Confirmed exactly once: one line in the audit trail (loyalty waits for the check-out).
    assert db.session.query(BookingEvent).filter_by(action="pay").count() == 1


def test_webhook_for_unknown_tx_ref_is_404_and_unreadable_body_422(client, chapa):
    assert signed_webhook(client, {"event": "charge.success", "tx_ref": "MRF-NOPE"}).status_code == 404
    assert signed_webhook(client, {"event": "charge.success"}).status_code == 422
    raw = b"not json"
    signature = hmac.new(WEBHOOK_SECRET.encode(), raw, hashlib.sha256).hexdigest()
    response = client.post(
        f"{API}/payments/webhook/chapa", data=raw, headers={"x-chapa-signature": signature}
    )
    assert response.status_code == 422


def test_webhooks_refused_when_no_secret_is_configured(client, make, auth, pending_booking, chapa, app):
    _, _, payment = start(client, auth, pending_booking, make)
    app.config["CHAPA_WEBHOOK_SECRET"] = ""
    chapa.pay(payment["tx_ref"])

    # Signed with the empty key, as an attacker could.
    response = signed_webhook(client, {"tx_ref": payment["tx_ref"]}, secret="")

    assert response.status_code == 401
    assert chapa.verify_calls() == []


def test_chapa_refusing_customer_details_is_502_with_its_reason(client, make, auth, pending_booking, chapa):
    guest = make.guest()
    booking = pending_booking(guest=guest, contact_email="no-at-sign.example.et")

    response = initialize(client, booking, auth.guest(guest))

    assert response.status_code == 502
    assert "email" in response.json["message"]
    assert db.session.query(Payment).one().status == "failed"


def test_silent_chapa_times_out_after_payment_http_timeout():
    import socket
    import time

    from app.services.payments.base import ProviderError
    from app.services.payments.chapa import ChapaProvider

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)  # accepts the connection, never answers
    port = listener.getsockname()[1]
    provider = ChapaProvider(
        base_url=f"http://127.0.0.1:{port}/v1", secret_key=SECRET_KEY, webhook_secret="", timeout=0.3
    )
    try:
        started = time.monotonic()
        with pytest.raises(ProviderError):
            provider.verify("MRF-SILENT")
        assert time.monotonic() - started < 3
    finally:
        listener.close()
