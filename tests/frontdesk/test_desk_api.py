"""The front desk through HTTP: check-in with rooms and the register, room moves, check-out with
loyalty and the review invitation, no-shows with their refund, walk-ins, the day's lists, and who
may do it (roles, token kinds, another hotel)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from app.extensions import db
from app.models import (
    Booking,
    BookingEvent,
    Guest,
    GuestRegisterEntry,
    LoyaltyEntry,
    Payment,
    Room,
    RoomNight,
    RoomTypeNight,
)
from app.services.frontdesk import register
from tests.frontdesk.conftest import DESK, STAFF, check_in_body, days, register_guest
from tests.payments.conftest import email_text, sent_emails


def room(room_id: int) -> Room:
    db.session.rollback()
    return db.session.get(Room, room_id)


def booking_of(booking_id: int) -> Booking:
    db.session.rollback()
    return db.session.get(Booking, booking_id)


def nights_of(booking_id: int) -> list[tuple[int, object]]:
    db.session.rollback()
    return [(n.room_id, n.night) for n in db.session.scalars(
        select(RoomNight).where(RoomNight.booking_id == booking_id)
        .order_by(RoomNight.night, RoomNight.room_id))]


def check_in(client, headers, booking, *room_ids, **body):
    return client.post(f"{DESK}/bookings/{booking.id}/check-in",
                       json={**check_in_body(*room_ids), **body}, headers=headers)


# --- check-in -----------------------------------------------------------------------------------

def test_check_in_assigns_rooms_and_records_the_register_encrypted(client, desk, paid_booking, rooms):
    booking = paid_booking(nights=2)
    foreigner = register_guest(full_name="Jane Doe", nationality="gb", document_type="passport",
                               document_number="GB5551234", visa_number="ETV-998877")
    response = check_in(client, desk, booking, rooms[0].id,
                        guests=[register_guest(), foreigner])

    assert response.status_code == 200, response.json
    data = response.json["data"]
    assert data["booking"]["status"] == "checked_in" and data["checked_in_at"]
    assert data["rooms_assigned"] == ["101"]
    assert [g["document_number"] for g in data["register"]] == ["•••••••••••5678", "•••••1234"]
    assert room(rooms[0].id).status == "occupied"
    assert nights_of(booking.id) == [(rooms[0].id, days(0)), (rooms[0].id, days(1))]
    # At rest the numbers are Fernet tokens, never the plain text; the key opens them.
    entries = db.session.scalars(select(GuestRegisterEntry).order_by(GuestRegisterEntry.id)).all()
    assert [e.nationality for e in entries] == ["ET", "GB"]
    assert "GB5551234" not in entries[1].document_number_encrypted
    assert register.decrypt(entries[1].document_number_encrypted) == "GB5551234"
    assert register.decrypt(entries[1].visa_number_encrypted) == "ETV-998877"
    assert entries[0].visa_number_encrypted is None


def test_check_in_refusals_name_the_problem(client, desk, paid_booking, rooms, make, room_type):
    future = paid_booking(check_in=days(3))
    response = check_in(client, desk, future, rooms[0].id)
    assert response.status_code == 409
    assert f"opens on the arrival day, {days(3).isoformat()}" in response.json["message"]

    booking = paid_booking()
    assert check_in(client, desk, booking, rooms[0].id, rooms[1].id).status_code == 422  # 2 for 1
    other_type_room = make.room(room_type=make.room_type(hotel=room_type.hotel, name="Suite"))
    assert check_in(client, desk, booking, other_type_room.id).status_code == 422
    foreign_room = make.room()
    refused = check_in(client, desk, booking, foreign_room.id)
    assert refused.status_code == 422 and "not a room of your hotel" in refused.json["message"]
    no_visa = check_in(client, desk, booking, rooms[0].id,
                       guests=[register_guest(nationality="KE", document_type="passport")])
    assert no_visa.status_code == 422 and "visa" in no_visa.json["message"]
    dirty = rooms[1]
    client.put(f"{STAFF}/rooms/{dirty.id}", json={"room_status": "cleaning"}, headers=desk)
    refused = check_in(client, desk, booking, dirty.id)
    assert refused.status_code == 409 and refused.json["message"] == "Room 102 is cleaning, not available"
    # Nothing half-written by the refusals.
    assert booking_of(booking.id).status == "confirmed" and nights_of(booking.id) == []
    assert db.session.scalar(select(GuestRegisterEntry.id)) is None

    assert check_in(client, desk, booking, rooms[0].id).status_code == 200
    again = check_in(client, desk, booking, rooms[2].id)
    assert again.status_code == 409
    assert again.json["message"] == "A booking that is checked in cannot be checked in"


def test_a_room_held_by_a_stay_cannot_go_to_another_even_if_marked_available(
        client, desk, paid_booking, rooms):
    first, second = paid_booking(nights=2), paid_booking(nights=1)
    assert check_in(client, desk, first, rooms[0].id).status_code == 200
    # Someone marks the occupied room available by mistake: the database still refuses it.
    client.put(f"{STAFF}/rooms/{rooms[0].id}", json={"room_status": "available"}, headers=desk)
    refused = check_in(client, desk, second, rooms[0].id)
    assert refused.status_code == 409
    assert "already given to another stay, or blocked" in refused.json["message"]
    assert booking_of(second.id).status == "confirmed"


# --- moves and check-out ------------------------------------------------------------------------

def test_room_move_then_early_check_out_awards_points_and_invites_a_review(
        client, desk, paid_booking, rooms, outbox):
    booking = paid_booking(nights=3)  # 7,500 + 750 + 1,237.50 = 9,487.50 ETB
    guest_id = booking.guest_id
    assert check_in(client, desk, booking, rooms[0].id).status_code == 200

    moved = client.post(f"{DESK}/bookings/{booking.id}/room-moves",
                        json={"from_room_id": rooms[0].id, "to_room_id": rooms[1].id,
                              "reason": "air conditioning broken"}, headers=desk)
    assert moved.status_code == 200, moved.json
    assert moved.json["data"]["rooms_assigned"] == ["102"]
    assert (room(rooms[0].id).status, room(rooms[1].id).status) == ("cleaning", "occupied")
    assert nights_of(booking.id) == [(rooms[1].id, days(n)) for n in range(3)]
    back = client.post(f"{DESK}/bookings/{booking.id}/room-moves",
                       json={"from_room_id": rooms[0].id, "to_room_id": rooms[2].id}, headers=desk)
    assert back.status_code == 422 and "not a room of this stay" in back.json["message"]

    out = client.post(f"{DESK}/bookings/{booking.id}/check-out", json={}, headers=desk)
    assert out.status_code == 200, out.json
    assert out.json["data"]["booking"]["status"] == "completed"
    assert room(rooms[1].id).status == "cleaning"
    # Left on the arrival day: tonight and the nights after go back to the room and to sale.
    assert nights_of(booking.id) == []
    db.session.rollback()
    assert db.session.scalar(select(RoomTypeNight.booked_rooms).where(
        RoomTypeNight.room_type_id == booking.room_type_id, RoomTypeNight.night == days(0))) == 0
    guest = db.session.get(Guest, guest_id)
    assert (guest.total_bookings, guest.loyalty_points) == (1, 94)
    [entry] = db.session.scalars(select(LoyaltyEntry)).all()
    assert (entry.kind, entry.points, entry.stays, entry.booking_id) == ("award", 94, 1, booking.id)
    events = db.session.scalars(select(BookingEvent).where(BookingEvent.booking_id == booking.id)
                                .order_by(BookingEvent.id)).all()
    # (made by the factory, so no "book" line; the API writes one: test_lifecycle.py)
    assert [e.action for e in events] == ["pay", "check_in", "room_move", "check_out"]
    assert "early, 3 night(s) unused" in events[-1].reason
    invitation = sent_emails(outbox)[-1]
    assert invitation["Subject"] == "How was your stay at Blue Nile Hotel?"
    assert booking.confirmation_code in email_text(invitation)

    again = client.post(f"{DESK}/bookings/{booking.id}/check-out", json={}, headers=desk)
    assert again.status_code == 409
    assert again.json["message"] == "A booking that is completed cannot be checked out"
    assert db.session.get(Guest, guest_id).loyalty_points == 94  # awarded once


def test_check_out_of_a_booking_never_checked_in_is_refused(client, desk, paid_booking):
    booking = paid_booking()
    response = client.post(f"{DESK}/bookings/{booking.id}/check-out", json={}, headers=desk)
    assert response.status_code == 409
    assert response.json["message"] == "A booking that is confirmed cannot be checked out"


# --- no-show ------------------------------------------------------------------------------------

def test_no_show_keeps_the_first_night_and_refunds_the_rest_through_the_sandbox(
        client, desk, paid_booking):
    booking = paid_booking(check_in=days(-1), nights=3)  # arrived yesterday: never came
    guest_id = booking.guest_id
    response = client.post(f"{DESK}/bookings/{booking.id}/no-show", json={"reason": "no call"},
                           headers=desk)

    assert response.status_code == 200, response.json
    data = response.json["data"]
    assert data["booking"]["status"] == "no_show"
    assert data["refund_amount"] == 6325.0  # 9,487.50 less one night with its taxes (3,162.50)
    db.session.rollback()
    payment = db.session.scalar(select(Payment).where(Payment.booking_id == booking.id))
    assert payment.status == "refunded" and payment.refund_amount == Decimal("6325.00")
    assert db.session.get(Guest, guest_id).loyalty_points == 0
    assert db.session.scalar(select(RoomTypeNight.booked_rooms).where(
        RoomTypeNight.room_type_id == booking.room_type_id, RoomTypeNight.night == days(1))) == 0


def test_no_show_is_refused_on_the_arrival_day_and_for_a_checked_in_stay(
        client, desk, paid_booking, rooms):
    booking = paid_booking()
    early = client.post(f"{DESK}/bookings/{booking.id}/no-show", json={}, headers=desk)
    assert early.status_code == 409 and days(1).isoformat() in early.json["message"]
    assert check_in(client, desk, booking, rooms[0].id).status_code == 200
    refused = client.post(f"{DESK}/bookings/{booking.id}/no-show", json={}, headers=desk)
    assert refused.status_code == 409
    assert refused.json["message"] == "A booking that is checked in cannot be marked a no-show"


# --- walk-in ------------------------------------------------------------------------------------

def walk_in_body(room_type, **changes):
    return {"room_type_id": room_type.id, "check_out": days(2).isoformat(), "guests": 1,
            "guest": {"first_name": "Tigist", "last_name": "Alemu", "phone": "+251911000222"},
            "payment_method": "cash", **changes}


def test_walk_in_then_check_in_then_check_out_through_http(client, desk, room_type, rooms, make,
                                                           outbox):
    member = make.guest(email="tigist@example.et")
    response = client.post(f"{DESK}/walk-ins", headers=desk, json=walk_in_body(
        room_type, payment_method="pos", payment_reference="POS-1188",
        guest={"first_name": "Tigist", "last_name": "Alemu", "phone": "+251911000222",
               "email": "Tigist@Example.et"}))
    assert response.status_code == 201, response.json
    walk = response.json["data"]["booking"]
    assert walk["status"] == "confirmed" and walk["check_in"] == days(0).isoformat()
    assert walk["total"] == 6325.0
    db.session.rollback()
    payment = db.session.scalar(select(Payment).where(Payment.booking_id == walk["booking_id"]))
    assert (payment.provider, payment.method, payment.status, payment.amount) == (
        "desk", "pos", "success", Decimal("6325.00"))
    assert payment.provider_reference == "POS-1188"

    day = client.get(DESK, headers=desk).json["data"]
    [arrival] = day["arrivals"]
    assert arrival["booking"]["booking_id"] == walk["booking_id"]
    assert (arrival["paid"], arrival["balance_due"]) == (6325.0, 0.0)

    checked = client.post(f"{DESK}/bookings/{walk['booking_id']}/check-in",
                          json=check_in_body(rooms[2].id), headers=desk)
    assert checked.status_code == 200, checked.json
    day = client.get(DESK, headers=desk, query_string={"date": days(1).isoformat()}).json["data"]
    assert [s["rooms_assigned"] for s in day["in_house"]] == [["103"]]
    out = client.post(f"{DESK}/bookings/{walk['booking_id']}/check-out", json={}, headers=desk)
    assert out.status_code == 200
    db.session.rollback()
    member = db.session.get(Guest, member.id)
    assert (member.total_bookings, member.loyalty_points) == (1, 63)
    trail = client.get(f"{STAFF}/bookings/{walk['booking_id']}/events", headers=desk).json["data"]
    assert [(e["from_status"], e["to_status"], e["action"]) for e in trail] == [
        (None, "confirmed", "walk_in"), ("confirmed", "checked_in", "check_in"),
        ("checked_in", "completed", "check_out")]
    assert all(e["actor_kind"] == "staff" for e in trail)
    assert trail[0]["reason"] == "walk-in, paid by pos at the desk"


def test_walk_in_without_email_and_for_a_full_room_type(client, desk, room_type, rooms, outbox):
    for _ in rooms:
        assert client.post(f"{DESK}/walk-ins", headers=desk,
                           json=walk_in_body(room_type)).status_code == 201
    full = client.post(f"{DESK}/walk-ins", headers=desk, json=walk_in_body(room_type))
    assert full.status_code == 409 and "No rooms left" in full.json["message"]
    bad = client.post(f"{DESK}/walk-ins", headers=desk,
                      json=walk_in_body(room_type, payment_method="telebirr"))
    assert bad.status_code == 422


# --- who may ------------------------------------------------------------------------------------

@pytest.mark.parametrize("role", ["front_desk", "manager", "hotel_admin"])
def test_every_desk_role_may_check_in(client, as_role, paid_booking, rooms, role):
    booking = paid_booking()
    assert check_in(client, as_role(role), booking, rooms[0].id).status_code == 200


def test_another_hotels_staff_get_404_and_a_guest_token_403(client, make, auth, paid_booking,
                                                            rooms):
    booking = paid_booking()
    stranger = auth.staff(make.staff(role_slug="hotel_admin"))
    for path, body in (("check-in", check_in_body(rooms[0].id)), ("check-out", {}),
                       ("no-show", {}),
                       ("room-moves", {"from_room_id": rooms[0].id, "to_room_id": rooms[1].id})):
        response = client.post(f"{DESK}/bookings/{booking.id}/{path}", json=body, headers=stranger)
        assert response.status_code == 404, (path, response.json)
    assert client.get(f"{STAFF}/bookings/{booking.id}/events", headers=stranger).status_code == 404
    assert client.get(DESK, headers=stranger).json["data"]["arrivals"] == []

    as_guest = auth.guest(booking.guest)
    assert check_in(client, as_guest, booking, rooms[0].id).status_code == 403
    assert client.get(DESK, headers=as_guest).status_code == 403
    assert client.get(f"{STAFF}/bookings/{booking.id}/events", headers=as_guest).status_code == 403
    assert client.get(DESK).status_code == 401
    assert booking_of(booking.id).status == "confirmed"


def test_the_guest_never_sees_the_register(client, auth, desk, paid_booking, rooms):
    booking = paid_booking()
    assert check_in(client, desk, booking, rooms[0].id).status_code == 200
    mine = client.get(f"/api/v1/mobile/bookings/{booking.id}", headers=auth.guest(booking.guest))
    assert mine.status_code == 200
    assert "FAYDA" not in mine.get_data(as_text=True) and "register" not in mine.json["data"]


def test_lists_show_balance_due_of_an_unpaid_stay(client, desk, as_role, make, room_type, rooms):
    # A booking confirmed without a payment (as a pay-at-the-property rate plan will make).
    booking = make.booking(room_type=room_type, check_in=days(0), check_out=days(1))
    day = client.get(DESK, headers=desk).json["data"]
    [arrival] = day["arrivals"]
    assert arrival["booking"]["booking_id"] == booking.id
    assert (arrival["paid"], arrival["balance_due"]) == (0.0, 3162.5)
    assert day["departures"] == [] and day["in_house"] == []
    assert client.get(DESK, headers=desk, query_string={"date": "2026-02-30"}).status_code == 422
    for far in ("9999-12-31", "0001-01-01"):  # date arithmetic would overflow: refused up front
        refused = client.get(DESK, headers=desk, query_string={"date": far})
        assert refused.status_code == 422 and "2100-12-31" in refused.json["message"]
        assert client.get(f"{DESK}/register", headers=as_role("manager"),
                          query_string={"from": "2026-01-01", "to": far}).status_code == 422


def test_early_arrival_gap_leaves_a_late_arrival_from_today(client, desk, paid_booking, rooms):
    booking = paid_booking(check_in=days(-1), nights=2)  # arrives a day late
    assert check_in(client, desk, booking, rooms[0].id).status_code == 200
    assert nights_of(booking.id) == [(rooms[0].id, days(0))]
    assert booking_of(booking.id).check_out == days(0) + timedelta(days=1)
