"""The folio PDF (app/services/frontdesk/folio.py): the hotel's TIN set through the staff hotel
update, then a stay lengthened by a paid change, checked in and out, and its folio fetched by the
desk and by the guest, its text extracted."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tests.bookings.helpers import BASE
from tests.frontdesk.conftest import DESK, STAFF, check_in_body, days
from tests.payments.conftest import verify


def pdf_text(response) -> str:
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    assert response.mimetype == "application/pdf"
    return "\n".join(page.extract_text() for page in
                     PdfReader(io.BytesIO(response.get_data())).pages)


def test_the_folio_lists_nights_charges_payments_and_the_balance(
        client, auth, make, book_paid, desk, as_role, rooms):
    tin = client.put(f"{STAFF}/hotel", json={"hotel_tin": "0012345678"},
                     headers=as_role("hotel_admin"))
    assert tin.status_code == 200 and tin.json["data"]["hotel_tin"] == "0012345678"
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, check_in=days(0), nights=1)
    longer = client.post(f"{BASE}/bookings/{booking_id}/change",
                         json={"check_out": days(2).isoformat()}, headers=headers).json["data"]
    started = client.post(f"{BASE}/bookings/{booking_id}/changes/{longer['change_id']}/pay",
                          json={}, headers=headers).json["data"]
    client.post(f"{BASE}/payments/sandbox/{started['tx_ref']}", data={"decision": "pay"})
    assert verify(client, started["tx_ref"]).json["data"]["status"] == "success"
    assert client.post(f"{DESK}/bookings/{booking_id}/check-in",
                       json=check_in_body(rooms[0].id), headers=desk).status_code == 200
    assert client.post(f"{DESK}/bookings/{booking_id}/check-out", json={},
                       headers=desk).status_code == 200

    text = pdf_text(client.get(f"{DESK}/bookings/{booking_id}/folio.pdf", headers=desk))
    for expected in ("TIN: 0012345678", "completed", days(0).isoformat(), days(1).isoformat(),
                     "Service charge (10%)", "500.00 ETB", "VAT (15%)", "825.00 ETB",
                     "Total charged", "6,325.00 ETB", started["tx_ref"],
                     "Balance due: 0.00 ETB"):
        assert expected in text, (expected, text)
    mine = pdf_text(client.get(f"{BASE}/bookings/{booking_id}/folio.pdf", headers=headers))
    assert "TIN: 0012345678" in mine and "Balance due: 0.00 ETB" in mine


def test_the_folio_shows_a_refund_and_is_refused_to_others(client, auth, make, book_paid, desk):
    guest = make.guest()
    headers = auth.guest(guest)
    booking_id = book_paid(guest, nights=2)
    client.post(f"{BASE}/bookings/{booking_id}/change", json={"check_out": days(11).isoformat()},
                headers=headers)
    text = pdf_text(client.get(f"{BASE}/bookings/{booking_id}/folio.pdf", headers=headers))
    assert "-3,162.50 ETB" in text and "TIN: not on file" in text
    assert "Balance due: 0.00 ETB" in text
    octets = client.get(f"{BASE}/bookings/{booking_id}/folio.pdf",
                        headers={**headers, "Accept": "application/octet-stream"})
    assert octets.mimetype == "application/octet-stream"
    assert octets.get_data().startswith(b"%PDF")

    assert client.get(f"{BASE}/bookings/{booking_id}/folio.pdf",
                      headers=auth.guest(make.guest())).status_code == 404
    other_desk = auth.staff(make.staff(hotel=make.hotel(), role_slug="front_desk"))
    assert client.get(f"{DESK}/bookings/{booking_id}/folio.pdf",
                      headers=other_desk).status_code == 404
    assert client.get(f"{BASE}/bookings/{booking_id}/folio.pdf",
                      headers=desk).status_code == 403


def test_an_unpaid_booking_has_no_folio_and_a_tin_is_ten_digits(client, auth, make, hotel,
                                                                  room_type, rooms, as_role):
    guest = make.guest()
    unpaid = make.booking(guest=guest, room_type=room_type, status="pending_payment")
    refused = client.get(f"{BASE}/bookings/{unpaid.id}/folio.pdf", headers=auth.guest(guest))
    assert refused.status_code == 409 and "pending payment" in refused.json["message"]
    bad = client.put(f"{STAFF}/hotel", json={"hotel_tin": "12-34"}, headers=as_role("hotel_admin"))
    assert bad.status_code == 422
