"""The booking state machine: every allowed and every refused transition, the audit trail each
one writes, the real paths that move a booking (book, pay, cancel, expire) through it, and
loyalty after each path."""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest
from sqlalchemy import select

from app.db_locking import serialized_transaction
from app.errors import Conflict
from app.extensions import db
from app.models import Booking, BookingEvent, BookingStatus, Guest, LoyaltyEntry
from app.models.base import utcnow
from app.services.accounts.auth import make_verification_token
from app.services.accounts.loyalty import award_stay, reverse_award
from app.services.booking import lifecycle
from app.services.booking.bookings import expire_holds
from app.services.booking.lifecycle import Actor
from tests.accounts.helpers import REGISTRATION
from tests.bookings.helpers import BASE, contact, stay_body, stock
from tests.frontdesk.conftest import DESK, check_in_body, days

# Written out here, not read from the module: the test states the rule independently.
ALLOWED = {
    ("pending_payment", "confirmed"), ("pending_payment", "cancelled"),
    ("pending_payment", "expired"), ("expired", "confirmed"),
    ("confirmed", "checked_in"), ("confirmed", "cancelled"), ("confirmed", "no_show"),
    ("checked_in", "completed"),
}
PAIRS = list(itertools.product(BookingStatus.ALL, BookingStatus.ALL))


def events(booking_id: int) -> list[BookingEvent]:
    db.session.rollback()
    return list(db.session.scalars(select(BookingEvent).where(BookingEvent.booking_id == booking_id)
                                   .order_by(BookingEvent.id)))


@pytest.mark.parametrize(("frm", "to"), PAIRS, ids=[f"{f}->{t}" for f, t in PAIRS])
def test_each_transition_is_allowed_from_named_states_only(make, frm, to):
    booking = make.booking(status=frm)
    staff = make.staff(hotel=booking.hotel)
    booking_id = booking.id
    actor = Actor.staff(staff)
    if (frm, to) in ALLOWED:
        with serialized_transaction():
            locked = db.session.get(Booking, booking_id)
            lifecycle.transition(locked, to, actor, "because")
        [event] = events(booking_id)
        assert (event.from_status, event.to_status, event.actor_kind, event.actor_id) == (
            frm, to, "staff", staff.id)
        assert event.reason == "because" and event.created_at is not None
        assert staff.email in event.actor_name
        assert db.session.get(Booking, booking_id).status == to
    else:
        with pytest.raises(Conflict) as refused, serialized_transaction():
            lifecycle.transition(db.session.get(Booking, booking_id), to, actor)
        assert refused.value.message.startswith(
            f"A booking that is {frm.replace('_', ' ')} cannot be")
        assert events(booking_id) == []
        assert db.session.get(Booking, booking_id).status == frm


def test_final_states_have_no_way_out_and_the_table_matches():
    assert set(lifecycle.TRANSITIONS) == ALLOWED
    for final in ("completed", "no_show", "cancelled"):
        assert lifecycle.allowed_targets(final) == ()


def test_a_new_booking_starts_pending_or_confirmed_as_a_walk_in(make):
    booking = make.booking(status="checked_in")
    with pytest.raises(Conflict, match="A booking that is new cannot be checked in"):
        lifecycle.record_creation(booking, Actor.job("test"))


def test_booking_paying_and_cancelling_through_the_api_leave_a_trail(client, make, auth):
    hotel, room_type = stock(make, rooms=2)
    guest = make.guest()
    booked = client.post(f"{BASE}/bookings", json=stay_body(hotel, room_type),
                         headers=auth.guest(guest))
    booking_id = booked.json["data"]["booking_id"]
    cancelled = client.post(f"{BASE}/bookings/{booking_id}/cancel", json={"reason": "plans"},
                            headers=auth.guest(guest))
    assert cancelled.status_code == 200
    trail = events(booking_id)
    assert [(e.from_status, e.to_status, e.action, e.actor_kind, e.actor_id) for e in trail] == [
        (None, "pending_payment", "book", "guest", guest.id),
        ("pending_payment", "cancelled", "cancel", "guest", guest.id)]
    assert trail[1].reason == "plans"
    again = client.post(f"{BASE}/bookings/{booking_id}/cancel", headers=auth.guest(guest))
    assert again.status_code == 409
    assert again.json["message"] == "A booking that is cancelled cannot be cancelled"

    checkout = client.post(f"{BASE}/bookings", json=stay_body(hotel, room_type, guest=contact(7)))
    code = checkout.json["data"]["confirmation_code"]
    assert client.post(f"{BASE}/bookings/lookup/cancel",
                       json={"confirmation_code": code, "email": "abebe7@example.et"}
                       ).status_code == 200
    by_code = events(checkout.json["data"]["booking_id"])
    assert [(e.actor_kind, e.actor_id) for e in by_code] == [("guest", None), ("guest", None)]
    assert "abebe7@example.et" in by_code[1].actor_name


def test_a_checked_in_or_completed_booking_cannot_be_cancelled_by_its_guest(
        client, auth, desk, paid_booking, rooms):
    booking = paid_booking()
    guest_headers = auth.guest(booking.guest)
    assert client.post(f"{DESK}/bookings/{booking.id}/check-in", json=check_in_body(rooms[0].id),
                       headers=desk).status_code == 200
    refused = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=guest_headers)
    assert refused.status_code == 409
    assert refused.json["message"] == "A booking that is checked in cannot be cancelled"
    assert client.post(f"{DESK}/bookings/{booking.id}/check-out", json={},
                       headers=desk).status_code == 200
    refused = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=guest_headers)
    assert refused.json["message"] == "A booking that is completed cannot be cancelled"


def test_expiring_holds_is_recorded_as_the_job(make):
    booking = make.booking(status="pending_payment",
                           hold_expires_at=utcnow() - timedelta(minutes=1))
    assert expire_holds() == 1
    [event] = events(booking.id)
    assert (event.from_status, event.to_status, event.action, event.actor_kind, event.actor_name) == (
        "pending_payment", "expired", "expire", "job", "expire_holds")


def test_cancelling_a_lapsed_hold_names_it_expired(client, make, auth):
    booking = make.booking(status="pending_payment",
                           hold_expires_at=utcnow() - timedelta(minutes=1))
    refused = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(booking.guest))
    assert refused.status_code == 409
    assert refused.json["message"] == "A booking that is expired cannot be cancelled"


# --- loyalty after each path --------------------------------------------------------------------

def counters(guest_id: int) -> tuple[int, int]:
    db.session.rollback()
    guest = db.session.get(Guest, guest_id)
    return guest.total_bookings, guest.loyalty_points


def test_loyalty_after_each_path(client, auth, desk, make, paid_booking, rooms):
    guest = make.guest(loyalty_points=60)  # the example: 60 -> 91 -> 91 before
    guest_id = guest.id

    cancelled = paid_booking(guest=guest, check_in=days(5))
    assert counters(guest_id) == (0, 60)  # paid: nothing yet
    client.post(f"{BASE}/bookings/{cancelled.id}/cancel", headers=auth.guest(guest))
    assert counters(guest_id) == (0, 60)  # cancelled with a full refund: nothing

    no_show = paid_booking(guest=guest, check_in=days(-1))
    client.post(f"{DESK}/bookings/{no_show.id}/no-show", json={}, headers=desk)
    assert counters(guest_id) == (0, 60)

    stayed = paid_booking(guest=guest)
    client.post(f"{DESK}/bookings/{stayed.id}/check-in", json=check_in_body(rooms[0].id),
                headers=desk)
    assert counters(guest_id) == (0, 60)  # in the house: not yet
    client.post(f"{DESK}/bookings/{stayed.id}/check-out", json={}, headers=desk)
    assert counters(guest_id) == (1, 91)  # 3,162.50 ETB: 31 points

    entries = db.session.scalars(select(LoyaltyEntry).where(LoyaltyEntry.guest_id == guest_id)).all()
    assert [(e.kind, e.booking_id, e.points) for e in entries] == [("award", stayed.id, 31)]


def test_an_award_is_given_once_and_reversed_once_with_the_ledger(make):
    booking = make.booking(status="completed")
    guest_id = booking.guest_id
    with serialized_transaction():
        assert award_stay(db.session.get(Booking, booking.id), "stayed") == 31
        assert award_stay(db.session.get(Booking, booking.id), "stayed again") == 0
    assert counters(guest_id) == (1, 31)
    with serialized_transaction():
        assert reverse_award(db.session.get(Booking, booking.id), "refunded") == 31
        assert reverse_award(db.session.get(Booking, booking.id), "refunded again") == 0
    assert counters(guest_id) == (0, 0)
    kinds = db.session.scalars(select(LoyaltyEntry.kind).order_by(LoyaltyEntry.id)).all()
    assert kinds == ["award", "reversal"]


def test_a_claimed_guest_checkout_counts_only_completed_stays(client, make):
    for status in ("confirmed", "completed", "cancelled"):
        make.booking(guest=None, status=status, contact_first_name="Abebe",
                     contact_last_name="Bikila", contact_email="abebe@example.et",
                     contact_phone="+251911223344")
    assert client.post(f"{BASE}/auth/register",
                       json={**REGISTRATION, "email": "abebe@example.et"}).status_code == 201
    guest = db.session.query(Guest).filter_by(email="abebe@example.et").one()
    assert client.get(f"{BASE}/auth/verify-email",
                      query_string={"token": make_verification_token(guest)}).status_code == 200
    assert counters(guest.id) == (1, 31)
