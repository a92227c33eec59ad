"""The sandbox provider end to end over HTTP: book, initialize, checkout page, pay, verify,
confirmation (booking, guest counters, notification, email), read state."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from app.extensions import db
from app.models import Booking, BookingEvent, Guest, Notification, Payment, PaymentEvent
from tests.payments.conftest import API, email_text, initialize, sent_emails, verify

TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")  # the spec's, for notifications
ISO_TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")  # every other timestamp


def checkout_path(checkout_url: str) -> str:
    return urlsplit(checkout_url).path


def test_sandbox_payment_confirms_booking_and_notifies_guest(client, make, auth, pending_booking, outbox):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    headers = auth.guest(guest)

    started = initialize(client, booking, headers, method="telebirr")
    assert started.status_code == 200, started.json
    payment = started.json["data"]
    assert payment["tx_ref"].startswith("MRF-")
    assert payment["amount"] == 3162.5 and payment["currency"] == "ETB"
    assert payment["status"] == "pending" and payment["booking_status"] == "pending_payment"
    assert payment["provider"] == "sandbox" and payment["method"] == "telebirr"
    assert payment["checkout_url"] == f"http://localhost/api/v1/mobile/payments/sandbox/{payment['tx_ref']}"

    page = client.get(checkout_path(payment["checkout_url"]))
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert booking.confirmation_code in html and "3,162.50 ETB" in html
    assert ">Pay</button>" in html and ">Decline</button>" in html
    assert "default-src 'none'" in page.headers["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
    assert page.headers["Cache-Control"] == "no-store"
    assert "http://" not in html.split("<body>")[0]  # no CDN or external resource in <head>

    # Not paid yet: verify leaves everything pending.
    pending = verify(client, payment["tx_ref"])
    assert pending.status_code == 200
    assert pending.json["data"]["status"] == "pending"
    assert pending.json["data"]["booking_status"] == "pending_payment"

    paid = client.post(
        checkout_path(payment["checkout_url"]),
        data={"decision": "pay", "amount": "3162.50", "currency": "ETB"},
    )
    assert paid.status_code == 200 and "Payment accepted" in paid.get_data(as_text=True)
    # The checkout page alone confirms nothing: only verify does.
    assert db.session.get(Booking, booking.id).status == "pending_payment"

    verified = verify(client, payment["tx_ref"])
    assert verified.status_code == 200, verified.json
    data = verified.json["data"]
    assert data["status"] == "success" and data["booking_status"] == "confirmed"
    assert data["paid_amount"] == 3162.5 and data["paid_currency"] == "ETB"
    assert data["provider_reference"].startswith("SBX-")
    assert ISO_TIMESTAMP.match(data["verified_at"])

    db.session.expire_all()
    stored = db.session.get(Booking, booking.id)
    assert stored.status == "confirmed" and stored.confirmed_at is not None
    assert stored.hold_expires_at is None
    refreshed = db.session.get(Guest, guest.id)
    # Points and stays come at check-out (completion), not at payment.
    assert (refreshed.total_bookings, refreshed.loyalty_points) == (0, 0)

    listed = client.get(f"{API}/notifications", headers=headers)
    assert listed.status_code == 200
    body = listed.json["data"]
    assert body["count"] == 1 and body["unread"] == 1
    note = body["items"][0]
    assert note["type"] == "booking_confirmed" and note["title"] == "Booking confirmed"
    assert booking.confirmation_code in note["message"]
    assert note["data"] == {"booking_id": booking.id, "confirmation_code": booking.confirmation_code}
    assert note["is_read"] is False and note["read_at"] is None
    assert isinstance(note["notification_id"], int) and TIMESTAMP.match(note["created_at"])

    read = client.patch(f"{API}/notifications/{note['notification_id']}/read", headers=headers)
    assert read.status_code == 200
    assert read.json["data"]["is_read"] is True and read.json["data"]["affected"] == 1

    again = client.get(f"{API}/notifications", headers=headers).json["data"]
    assert again["unread"] == 0
    assert again["items"][0]["is_read"] is True
    assert again["items"][0]["read_at"] == read.json["data"]["read_at"]

    mails = sent_emails(outbox)
    assert len(mails) == 1
    assert mails[0]["To"] == booking.contact_email
    assert booking.confirmation_code in mails[0]["Subject"]


def test_repeated_verify_and_webhook_confirm_once(client, make, auth, pending_booking, outbox, app):
    import hashlib
    import hmac
    import json

    app.config["CHAPA_WEBHOOK_SECRET"] = "sandbox-test-secret"  # noqa: S105
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = initialize(client, booking, auth.guest(guest)).json["data"]["tx_ref"]
    client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay"})

    first = verify(client, tx_ref)
    second = verify(client, tx_ref)
    body = json.dumps({"event": "charge.success", "tx_ref": tx_ref, "status": "success"}).encode()
    signature = hmac.new(b"sandbox-test-secret", body, hashlib.sha256).hexdigest()
    hook = client.post(
        f"{API}/payments/webhook/chapa",
        data=body,
        headers={"x-chapa-signature": signature, "Content-Type": "application/json"},
    )

    assert [r.status_code for r in (first, second, hook)] == [200, 200, 200]
    assert {r.json["data"]["booking_status"] for r in (first, second, hook)} == {"confirmed"}
    assert db.session.query(Notification).filter_by(guest_id=guest.id).count() == 1
    assert len(sent_emails(outbox)) == 1
    # Confirmed exactly once: one line in the audit trail (loyalty waits for the check-out).
    assert db.session.query(BookingEvent).filter_by(action="pay").count() == 1


def test_sandbox_redirects_to_return_url_with_outcome(client, make, auth, pending_booking):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    payment = initialize(
        client, booking, auth.guest(guest), return_url="https://app.marefiya.et/paid?from=app"
    ).json["data"]

    response = client.post(checkout_path(payment["checkout_url"]), data={"decision": "pay"})

    assert response.status_code == 303
    target = urlsplit(response.headers["Location"])
    assert (target.scheme, target.netloc, target.path) == ("https", "app.marefiya.et", "/paid")
    assert parse_qs(target.query) == {"from": ["app"], "tx_ref": [payment["tx_ref"]], "status": ["success"]}


def test_declined_payment_fails_and_booking_stays_pending(client, make, auth, pending_booking, outbox):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    headers = auth.guest(guest)
    tx_ref = initialize(client, booking, headers).json["data"]["tx_ref"]

    declined = client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "decline"})
    assert declined.status_code == 200 and "declined" in declined.get_data(as_text=True)
    result = verify(client, tx_ref).json["data"]

    assert result["status"] == "failed" and result["booking_status"] == "pending_payment"
    assert result["failure_reason"]
    # The checkout is spent; a new payment gets a new tx_ref and can still succeed.
    assert client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay"}).status_code == 409
    retry = initialize(client, booking, headers).json["data"]
    assert retry["tx_ref"] != tx_ref
    client.post(f"{API}/payments/sandbox/{retry['tx_ref']}", data={"decision": "pay"})
    assert verify(client, retry["tx_ref"]).json["data"]["booking_status"] == "confirmed"
    assert verify(client, tx_ref).json["data"]["status"] == "failed"
    # The same "declined" answer asked twice is recorded once.
    declined_events = db.session.query(PaymentEvent).filter_by(source="verify", status="failed")
    assert declined_events.count() == 1
    assert len(sent_emails(outbox)) == 1


def test_tampered_amount_is_flagged_not_confirmed(client, make, auth, pending_booking, outbox):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = initialize(client, booking, auth.guest(guest)).json["data"]["tx_ref"]

    client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay", "amount": "1.00"})
    result = verify(client, tx_ref).json["data"]

    assert result["status"] == "flagged" and result["booking_status"] == "pending_payment"
    assert result["paid_amount"] == 1.0
    assert "3162.50" in result["failure_reason"]
    assert db.session.query(Notification).count() == 0
    assert sent_emails(outbox) == []
    assert db.session.get(Guest, guest.id).total_bookings == 0
    # Flagged is final: verifying again changes nothing.
    assert verify(client, tx_ref).json["data"]["status"] == "flagged"


def test_wrong_currency_is_flagged(client, make, auth, pending_booking):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = initialize(client, booking, auth.guest(guest)).json["data"]["tx_ref"]

    client.post(
        f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay", "amount": "3162.50", "currency": "USD"}
    )

    assert verify(client, tx_ref).json["data"]["status"] == "flagged"
    assert db.session.get(Booking, booking.id).status == "pending_payment"


def test_guest_checkout_booking_gets_email_but_no_notification(client, pending_booking, outbox):
    booking = pending_booking(guest=None)

    started = initialize(
        client, booking, confirmation_code=booking.confirmation_code.lower(), email="ABEBE@example.et"
    )
    assert started.status_code == 200, started.json
    tx_ref = started.json["data"]["tx_ref"]
    client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay"})

    assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"
    assert db.session.query(Notification).count() == 0
    mails = sent_emails(outbox)
    assert [m["To"] for m in mails] == ["abebe@example.et"]
    text = email_text(mails[0])
    assert booking.confirmation_code in text


def test_checkout_page_of_unknown_or_non_sandbox_payment_is_404(client, make, pending_booking):
    assert client.get(f"{API}/payments/sandbox/MRF-NOPE").status_code == 404
    booking = pending_booking()
    chapa_payment = Payment(
        booking_id=booking.id,
        tx_ref="MRF-CHAPA1",
        provider="chapa",
        method="chapa",
        amount=booking.total,
        currency="ETB",
    )
    db.session.add(chapa_payment)
    db.session.commit()

    assert client.get(f"{API}/payments/sandbox/MRF-CHAPA1").status_code == 404
    refused = client.post(f"{API}/payments/sandbox/MRF-CHAPA1", data={"decision": "pay"})
    assert refused.status_code == 404
    assert db.session.query(PaymentEvent).count() == 0


def test_sandbox_is_closed_when_another_provider_is_configured(client, make, auth, pending_booking, app):
    guest = make.guest()
    booking = pending_booking(guest=guest)
    tx_ref = initialize(client, booking, auth.guest(guest)).json["data"]["tx_ref"]
    app.config["PAYMENT_PROVIDER"] = "chapa"

    assert client.get(f"{API}/payments/sandbox/{tx_ref}").status_code == 404
    assert client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "pay"}).status_code == 404


def test_sandbox_form_rejects_unknown_decision(client, make, auth, pending_booking):
    guest = make.guest()
    tx_ref = initialize(client, pending_booking(guest=guest), auth.guest(guest)).json["data"]["tx_ref"]

    response = client.post(f"{API}/payments/sandbox/{tx_ref}", data={"decision": "steal"})

    assert response.status_code == 422
    assert db.session.query(PaymentEvent).count() == 0
