"""The contract as a client team meets it: openapi-spec-validator finds 0 errors in the document,
openapi-python-client generates a client from it with 0 warnings (offline), and that generated
client drives the served app over HTTP through a guest's whole journey: register, verify (the
emailed link), sign in, search, quote, book, pay (sandbox), cancel, refund, and the assistant's
chat in both stream modes. Every answer must parse into the documented model."""

from __future__ import annotations

import json
from datetime import date, timedelta
from http import HTTPStatus
from importlib import import_module
from urllib.parse import parse_qs, urlsplit

from openapi_spec_validator import OpenAPIV30SpecValidator

PASSWORD = "Long-enough-pass-1"  # noqa: S105 - a test account's


def test_the_document_validates_with_zero_errors(openapi_document):
    assert list(OpenAPIV30SpecValidator(openapi_document).iter_errors()) == []


def test_the_client_generates_with_zero_warnings(generated):
    _, output = generated
    assert "warning" not in output.lower(), output
    assert "error" not in output.lower(), output


def _parsed(response, model, status=HTTPStatus.OK):
    """The parsed body of a generated client's detailed response, of the documented model."""
    assert response.status_code == status, (response.status_code, response.content[:500])
    assert isinstance(response.parsed, model), type(response.parsed)
    return response.parsed


def _events(text: str) -> list[tuple[str, dict]]:
    events = []
    for block in text.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n"))
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def test_a_guest_journey_through_the_generated_client(generated, served, mailbox, make):
    package, _ = generated

    def api(name):
        return import_module(f"{package.__name__}.api.{name}")

    models = import_module(f"{package.__name__}.models")
    client = package.Client(base_url=served, raise_on_unexpected_status=True, timeout=30)

    room_type = make.room_type(hotel=make.hotel(city="Bahir Dar", name="Lakeside Contract Hotel"))
    for _ in range(2):
        make.room(room_type=room_type)

    # Register, then open the emailed link: it points at this server's verify-email operation.
    email = "selam@example.et"
    registered = _parsed(api("auth.mobile_register").sync_detailed(client=client, body=models.Registration(
        first_name="Selam", last_name="Tesfaye", email=email, phone="+251911223344", password=PASSWORD,
    )), models.GuestUserEnvelope, HTTPStatus.CREATED)
    assert registered.data.email_verified is False
    (message,) = mailbox.to(email)
    text, _ = mailbox.parts(message)
    (link,) = [word for word in text.split() if word.startswith(f"{served}/")]
    parts = urlsplit(link)
    assert parts.path == "/api/v1/mobile/auth/verify-email"
    (token,) = parse_qs(parts.query)["token"]
    verified = _parsed(api("auth.mobile_verify_email").sync_detailed(client=client, token=token),
                       models.EmailVerificationEnvelope)
    assert verified.data.email_verified is True

    signed_in = _parsed(api("auth.mobile_login").sync_detailed(
        client=client, body=models.Login(email=email, password=PASSWORD)), models.LoginResultEnvelope)
    guest = package.AuthenticatedClient(base_url=served, token=signed_in.data.token,
                                        raise_on_unexpected_status=True, timeout=30)
    me = _parsed(api("auth.mobile_get_me").sync_detailed(client=guest), models.GuestUserEnvelope)
    assert me.data.email == email

    check_in = date.today() + timedelta(days=20)
    check_out = check_in + timedelta(days=2)
    found = _parsed(api("guest.search_hotels").sync_detailed(
        client=client, city="Bahir Dar", check_in=check_in, check_out=check_out, guests=2),
        models.HotelSearchResultEnvelope)
    (hotel,) = found.data.hotels
    assert hotel.name == "Lakeside Contract Hotel"

    stay = {"hotel_id": hotel.hotel_id, "room_type_id": room_type.id, "check_in": check_in,
            "check_out": check_out, "guests": 2, "rooms": 1}
    quote = _parsed(api("guest.quote_booking").sync_detailed(
        client=client, body=models.BookingQuoteRequest(**stay)), models.QuoteEnvelope)
    booked = _parsed(api("guest.create_booking").sync_detailed(
        client=guest, body=models.BookingCreate(**stay)), models.BookingEnvelope, HTTPStatus.CREATED)
    assert booked.data.total == quote.data.total
    assert booked.data.status == models.BookingStatus.PENDING_PAYMENT

    started = _parsed(api("guest.initialize_payment").sync_detailed(
        client=guest, body=models.PaymentInitialize(booking_id=booked.data.booking_id,
                                                    return_url="marefiya://pay-done")),
        models.PaymentEnvelope)
    tx_ref = started.data.tx_ref
    checkout = urlsplit(started.data.checkout_url)
    assert f"{checkout.scheme}://{checkout.netloc}" == served
    page = api("payment_provider.get_sandbox_checkout").sync_detailed(tx_ref, client=client)
    assert page.status_code == HTTPStatus.OK and b">Pay</button>" in page.content
    paid = api("payment_provider.decide_sandbox_checkout").sync_detailed(
        tx_ref, client=client, body=models.SandboxDecision(decision=models.SandboxDecisionDecision.PAY))
    assert paid.status_code == HTTPStatus.SEE_OTHER  # back into the app, by its deep link
    assert paid.headers["location"] == f"marefiya://pay-done?tx_ref={tx_ref}&status=success"
    payment = _parsed(api("guest.verify_payment").sync_detailed(client=client, tx_ref=tx_ref),
                      models.PaymentEnvelope)
    assert payment.data.booking_status == "confirmed"

    cancelled = _parsed(api("guest.cancel_booking").sync_detailed(
        booked.data.booking_id, client=guest, body=models.BookingCancel(reason="plans changed")),
        models.BookingEnvelope)
    assert cancelled.data.status == models.BookingStatus.CANCELLED
    assert cancelled.data.refund_amount == booked.data.total  # before the free-cancellation deadline
    refunded = _parsed(api("guest.verify_payment").sync_detailed(client=client, tx_ref=tx_ref),
                       models.PaymentEnvelope)
    assert refunded.data.status == models.PaymentStatus.REFUNDED

    mine = _parsed(api("guest.list_bookings").sync_detailed(client=guest), models.BookingListEnvelope)
    assert [b.booking_id for b in mine.data.bookings] == [booked.data.booking_id]
    notes = _parsed(api("guest.list_notifications").sync_detailed(client=guest),
                    models.NotificationListEnvelope)
    assert {n.type_ for n in notes.data.items} >= {"booking_confirmed", "booking_cancelled", "refund_issued"}

    # The chat, both modes: JSON (stream false) and the event stream (the default).
    chat = api("assistant.chat")
    whole = chat.sync_detailed(client=client,
                               body=models.ChatRequest(message="When is check-in?", stream=False))
    assert whole.status_code == HTTPStatus.OK
    reply = models.ChatReply.from_dict(json.loads(whole.parsed))
    assert reply.reply and reply.session_id
    streamed = chat.sync_detailed(client=client, body=models.ChatRequest(
        message="When is check-in?", session_id=reply.session_id))
    assert streamed.status_code == HTTPStatus.OK
    assert streamed.headers["content-type"].startswith("text/event-stream")
    events = _events(streamed.parsed)
    assert [name for name, _ in events][0] == "meta" and [name for name, _ in events][-1] == "done"
    meta = models.ChatStreamMeta.from_dict(events[0][1])
    assert meta.session_id == reply.session_id and meta.product == "marefiya"
    pieces = [models.ChatStreamDelta.from_dict(data).text for name, data in events if name == "delta"]
    assert "".join(pieces)
    refused = chat.sync_detailed(client=client, body=models.ChatRequest(message=""))
    assert _parsed(refused, models.HTTPValidationError, HTTPStatus.UNPROCESSABLE_ENTITY).detail[0].loc == [
        "body", "message"]
