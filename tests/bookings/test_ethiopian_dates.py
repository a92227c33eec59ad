"""Quotes, bookings and booking emails show the stay in the Ethiopian calendar beside the Gregorian
dates (docs/booking.md); the Gregorian fields are unchanged."""

from __future__ import annotations

import email
import json
from datetime import date

from sqlalchemy import select

from app.models import OutboxMessage
from app.models.payments import Payment
from app.services.messaging.mail import build_message, render_email
from tests.bookings.helpers import BASE, contact, stay_body, stock

# A stay across the Ethiopian New Year: Pagume 5, 2022 to Meskerem 2, 2023 (Sept 11, 2030 is
# Meskerem 1: 2031, not 2030, is the year before a Gregorian leap year).
CHECK_IN, CHECK_OUT = date(2030, 9, 10), date(2030, 9, 12)
STAY_AM = "ከጳጉሜን 5 ቀን 2022 ዓ.ም. እስከ መስከረም 2 ቀን 2023 ዓ.ም."


def assert_ethiopian_stay(data: dict) -> None:
    assert data["check_in"] == "2030-09-10" and data["check_out"] == "2030-09-12"
    assert data["check_in_ethiopian"] == "2022-13-05"
    assert data["check_out_ethiopian"] == "2023-01-02"
    assert data["stay_ethiopian"] == STAY_AM


def test_quote_shows_the_stay_in_the_ethiopian_calendar(client, make):
    hotel, room_type = stock(make)
    body = stay_body(hotel, room_type, check_in=CHECK_IN, check_out=CHECK_OUT)
    response = client.post(f"{BASE}/bookings/quote", json=body)
    assert response.status_code == 200, response.json
    assert_ethiopian_stay(response.json["data"])
    assert response.json["data"]["nights"] == 2


def test_booking_and_its_reads_show_the_stay_in_the_ethiopian_calendar(client, make, auth):
    hotel, room_type = stock(make)
    guest = make.guest()
    headers = auth.guest(guest)
    created = client.post(f"{BASE}/bookings", headers=headers,
                          json=stay_body(hotel, room_type, check_in=CHECK_IN, check_out=CHECK_OUT))
    assert created.status_code == 201, created.json
    assert_ethiopian_stay(created.json["data"])

    booking_id = created.json["data"]["booking_id"]
    assert_ethiopian_stay(client.get(f"{BASE}/bookings/{booking_id}", headers=headers).json["data"])
    (listed,) = client.get(f"{BASE}/bookings", headers=headers).json["data"]["bookings"]
    assert_ethiopian_stay(listed)


def test_guest_checkout_lookup_shows_the_ethiopian_dates(client, make):
    hotel, room_type = stock(make)
    created = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, room_type, check_in=CHECK_IN, check_out=CHECK_OUT, guest=contact()))
    code = created.json["data"]["confirmation_code"]
    found = client.get(f"{BASE}/bookings/lookup",
                       query_string={"confirmation_code": code, "email": contact()["email"]})
    assert found.status_code == 200, found.json
    assert_ethiopian_stay(found.json["data"])


def test_openapi_documents_the_ethiopian_fields(client):
    schemas = json.loads(client.get("/api/openapi.json").data)["components"]["schemas"]
    for name in ("Quote", "Booking"):
        properties = schemas[name]["properties"]
        for field in ("check_in_ethiopian", "check_out_ethiopian", "stay_ethiopian"):
            assert properties[field]["type"] == "string"
            assert "Ethiopian" in properties[field]["description"]


def test_search_documents_that_dates_are_gregorian_only(client):
    search = json.loads(client.get("/api/openapi.json").data)["paths"]["/api/v1/mobile/hotels"]["get"]
    assert "Ethiopian-calendar dates" in search["description"]
    (check_in,) = [p for p in search["parameters"] if p["name"] == "check_in"]
    assert "Gregorian dates only" in check_in["description"]


def test_confirmation_email_shows_the_ethiopian_dates(app, make):
    booking = make.booking(check_in=CHECK_IN, check_out=CHECK_OUT, nights=2)
    with app.test_request_context():
        rendered = render_email(booking.contact_email, "Booking confirmed", "booking_confirmed",
                                booking=booking, hotel=booking.hotel, room_type=booking.room_type,
                                payment=Payment(tx_ref="MRF-TEST-1"))
        sent = email.message_from_bytes(build_message(rendered, "<test@marefiya.et>").as_bytes())
    assert "2030-09-10 (ጳጉሜን 5 ቀን 2022 ዓ.ም.) from" in rendered.text
    assert "2030-09-12 (መስከረም 2 ቀን 2023 ዓ.ም.) by" in rendered.text
    assert 'lang="am">ጳጉሜን 5 ቀን 2022 ዓ.ም.</span>' in rendered.html
    # The Amharic survives the MIME encoding of the message that is delivered.
    text_part = next(part for part in sent.walk() if part.get_content_type() == "text/plain")
    assert "ጳጉሜን 5 ቀን 2022 ዓ.ም." in text_part.get_payload(decode=True).decode("utf-8")


def test_cancellation_email_shows_the_stay_in_the_ethiopian_calendar(client, make, auth, db):
    booking = make.booking(check_in=CHECK_IN, check_out=CHECK_OUT, nights=2)
    response = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    assert response.status_code == 200, response.json
    assert_ethiopian_stay(response.json["data"])
    db.session.rollback()
    queued = db.session.scalars(select(OutboxMessage).where(
        OutboxMessage.recipient == booking.contact_email)).all()
    (cancelled,) = [message for message in queued if "cancel" in message.subject.lower()]
    assert f"Stay (Ethiopian calendar): {STAY_AM}" in cancelled.body_text
    assert STAY_AM in cancelled.body_html
