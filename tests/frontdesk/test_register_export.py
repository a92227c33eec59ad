"""The guest register export: opened as CSV, parsed as PDF (text extracted with pypdf), refused
for the front desk role, another hotel's staff and guests; every export logged; lines erased
after the hotel's retention period."""

from __future__ import annotations

import csv
import io
from datetime import timedelta

from pypdf import PdfReader
from sqlalchemy import func, select

from app.extensions import db
from app.models import GuestRegisterEntry, RegisterExport
from app.models.base import utcnow
from app.services.frontdesk.register_export import erase_expired_register
from tests.frontdesk.conftest import DESK, check_in_body, days, register_guest

REGISTER = f"{DESK}/register"


def checked_in_stays(client, desk, paid_booking, rooms):
    """Two stays: an Ethiopian guest in 101, and a British guest with a visa and her Ethiopian
    companion in 102."""
    first, second = paid_booking(nights=2), paid_booking(nights=1)
    assert client.post(f"{DESK}/bookings/{first.id}/check-in", headers=desk,
                       json=check_in_body(rooms[0].id, guests=[register_guest(
                           full_name="ሰላም ተስፋዬ")])).status_code == 200
    assert client.post(f"{DESK}/bookings/{second.id}/check-in", headers=desk, json=check_in_body(
        rooms[1].id, guests=[
            register_guest(full_name="Jane Doe", nationality="GB", document_type="passport",
                           document_number="GB5551234", visa_number="ETV-998877"),
            register_guest(full_name="Dawit Bekele", document_number="FAYDA-9999")])
    ).status_code == 200
    return first, second


def test_csv_export_has_one_line_per_guest_and_stay(client, as_role, desk, paid_booking, rooms):
    first, second = checked_in_stays(client, desk, paid_booking, rooms)
    manager = as_role("manager")

    response = client.get(REGISTER, headers=manager, query_string={
        "from": days(0).isoformat(), "to": days(0).isoformat()})

    assert response.status_code == 200
    assert response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.get_data().decode("utf-8-sig"))))
    assert [(r["full_name"], r["nationality"], r["document_number"], r["visa_or_entry_number"],
             r["room_number"], r["confirmation_code"]) for r in rows] == [
        ("ሰላም ተስፋዬ", "ET", "FAYDA-1234-5678", "", "101", first.confirmation_code),
        ("Jane Doe", "GB", "GB5551234", "ETV-998877", "102", second.confirmation_code),
        ("Dawit Bekele", "ET", "FAYDA-9999", "", "102", second.confirmation_code)]
    assert rows[0]["arrival_date"] == days(0).isoformat() and rows[0]["arrival_time"]
    assert rows[0]["departure_date"] == days(2).isoformat()
    assert rows[1]["document_type"] == "passport"

    # A range after every stay has no line; the log has both exports.
    later = client.get(REGISTER, headers=manager, query_string={
        "from": days(5).isoformat(), "to": days(6).isoformat()})
    assert len(list(csv.DictReader(io.StringIO(later.get_data().decode("utf-8-sig"))))) == 0
    db.session.rollback()
    log = db.session.scalars(select(RegisterExport).order_by(RegisterExport.id)).all()
    assert [(e.format, e.lines, e.date_from) for e in log] == [("csv", 3, days(0)),
                                                               ("csv", 0, days(5))]
    assert "(manager)" in log[0].staff_name and log[0].created_at is not None


def test_pdf_export_opens_with_the_same_lines(client, as_role, desk, paid_booking, rooms):
    checked_in_stays(client, desk, paid_booking, rooms)
    response = client.get(REGISTER, headers=as_role("hotel_admin"), query_string={
        "from": days(-1).isoformat(), "to": days(1).isoformat(), "format": "pdf"})

    assert response.status_code == 200 and response.mimetype == "application/pdf"
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.get_data())).pages)
    assert "Guest register - Blue Nile Hotel" in text
    for expected in ("Jane Doe", "GB5551234", "ETV-998877", "Dawit Bekele", "FAYDA-9999", "102"):
        assert expected in text, expected


def test_export_is_refused_to_the_front_desk_other_hotels_and_guests(client, make, auth, desk,
                                                                     paid_booking, rooms):
    checked_in_stays(client, desk, paid_booking, rooms)
    query = {"from": days(0).isoformat(), "to": days(0).isoformat()}
    assert client.get(REGISTER, headers=desk, query_string=query).status_code == 403
    guest = auth.guest(make.guest())
    assert client.get(REGISTER, headers=guest, query_string=query).status_code == 403
    stranger = auth.staff(make.staff(role_slug="hotel_admin"))
    other = client.get(REGISTER, headers=stranger, query_string=query)
    assert other.status_code == 200
    assert other.get_data().decode("utf-8-sig").strip().splitlines()[1:] == []  # none of ours
    manager = auth.staff(make.staff(hotel=paid_booking(check_in=days(3)).hotel, role_slug="manager"))
    too_long = client.get(REGISTER, headers=manager, query_string={
        "from": days(0).isoformat(), "to": days(400).isoformat()})
    assert too_long.status_code == 422
    backwards = client.get(REGISTER, headers=manager, query_string={
        "from": days(2).isoformat(), "to": days(0).isoformat()})
    assert backwards.status_code == 422


def test_register_lines_are_erased_after_the_retention_period(client, desk, paid_booking, rooms,
                                                             as_role):
    checked_in_stays(client, desk, paid_booking, rooms)
    assert client.put(f"{DESK}/settings", json={"register_retention_days": 30},
                      headers=as_role("manager")).status_code == 200
    assert erase_expired_register(now=utcnow() + timedelta(days=29)) == 0
    assert erase_expired_register(now=utcnow() + timedelta(days=31)) == 3
    assert db.session.scalar(select(func.count()).select_from(GuestRegisterEntry)) == 0


def test_the_register_keeps_the_rooms_after_a_move_and_an_early_check_out(
        client, as_role, desk, paid_booking, rooms):
    booking = paid_booking(nights=3)
    client.post(f"{DESK}/bookings/{booking.id}/check-in", json=check_in_body(rooms[0].id),
                headers=desk)
    client.post(f"{DESK}/bookings/{booking.id}/room-moves",
                json={"from_room_id": rooms[0].id, "to_room_id": rooms[1].id}, headers=desk)
    client.post(f"{DESK}/bookings/{booking.id}/check-out", json={}, headers=desk)  # the same day

    response = client.get(REGISTER, headers=as_role("manager"), query_string={
        "from": days(0).isoformat(), "to": days(0).isoformat()})
    [row] = list(csv.DictReader(io.StringIO(response.get_data().decode("utf-8-sig"))))
    assert row["room_number"] == "101"  # given at check-in; the moved-to nights were given back
    assert row["departure_date"] == days(0).isoformat()  # left early
