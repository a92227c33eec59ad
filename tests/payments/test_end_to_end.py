"""One scenario per flow, through HTTP only: book, pay in the sandbox, verify, get notified."""

from __future__ import annotations

from datetime import date, timedelta
from urllib.parse import urlsplit

from tests.payments.conftest import API, email_text, sent_emails


def stay(make, rooms_in_type=2):
    room_type = make.room_type()
    for _ in range(rooms_in_type):
        make.room(room_type=room_type)
    check_in = date.today() + timedelta(days=12)
    return {
        "hotel_id": room_type.hotel_id,
        "room_type_id": room_type.id,
        "check_in": check_in.isoformat(),
        "check_out": (check_in + timedelta(days=2)).isoformat(),
        "guests": 2,
        "rooms": 1,
    }


def pay_in_sandbox(client, checkout_url: str) -> None:
    path = urlsplit(checkout_url).path
    page = client.get(path)
    assert page.status_code == 200 and ">Pay</button>" in page.get_data(as_text=True)
    assert client.post(path, data={"decision": "pay"}).status_code == 200


def test_registered_guest_books_pays_and_reads_the_notification(client, make, auth, outbox):
    guest = make.guest()
    headers = auth.guest(guest)

    booked = client.post(f"{API}/bookings", json=stay(make), headers=headers)
    assert booked.status_code == 201, booked.json
    booking = booked.json["data"]
    assert booking["status"] == "pending_payment"

    started = client.post(
        f"{API}/payments/initialize", json={"booking_id": booking["booking_id"]}, headers=headers
    )
    assert started.status_code == 200, started.json
    payment = started.json["data"]
    assert payment["amount"] == booking["total"]

    pay_in_sandbox(client, payment["checkout_url"])
    verified = client.get(f"{API}/payments/verify", query_string={"tx_ref": payment["tx_ref"]})
    assert verified.json["data"]["booking_status"] == "confirmed"

    (mine,) = client.get(f"{API}/bookings", headers=headers).json["data"]["bookings"]
    assert mine["booking_id"] == booking["booking_id"] and mine["status"] == "confirmed"

    listed = client.get(f"{API}/notifications", headers=headers).json["data"]
    assert listed["unread"] == 1
    (note,) = listed["items"]
    assert note["type"] == "booking_confirmed"
    assert note["data"] == {
        "booking_id": booking["booking_id"],
        "confirmation_code": booking["confirmation_code"],
    }
    marked = client.post(f"{API}/notifications/{note['notification_id']}/read", headers=headers)
    assert marked.json["data"]["affected"] == 1
    again = client.get(f"{API}/notifications", headers=headers).json["data"]
    assert again["unread"] == 0 and again["items"][0]["is_read"] is True

    (mail,) = sent_emails(outbox)
    assert mail["To"] == guest.email
    assert booking["confirmation_code"] in email_text(mail)


def test_guest_checkout_books_and_pays_with_code_and_email(client, make, outbox):
    body = {
        **stay(make),
        "guest": {
            "first_name": "Tigist",
            "last_name": "Haile",
            "email": "tigist@example.et",
            "phone": "+251922334455",
        },
    }
    booked = client.post(f"{API}/bookings", json=body)
    assert booked.status_code == 201, booked.json
    booking = booked.json["data"]

    without_code = client.post(f"{API}/payments/initialize", json={"booking_id": booking["booking_id"]})
    assert without_code.status_code == 404
    started = client.post(
        f"{API}/payments/initialize",
        json={
            "booking_id": booking["booking_id"],
            "confirmation_code": booking["confirmation_code"],
            "email": "tigist@example.et",
            "method": "card",
        },
    )
    assert started.status_code == 200, started.json
    payment = started.json["data"]

    pay_in_sandbox(client, payment["checkout_url"])
    verified = client.get(f"{API}/payments/verify", query_string={"tx_ref": payment["tx_ref"]})
    assert verified.json["data"]["booking_status"] == "confirmed"

    found = client.get(
        f"{API}/bookings/lookup",
        query_string={"confirmation_code": booking["confirmation_code"], "email": "tigist@example.et"},
    )
    assert found.json["data"]["status"] == "confirmed"
    assert [m["To"] for m in sent_emails(outbox)] == ["tigist@example.et"]
