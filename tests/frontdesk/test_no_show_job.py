"""The no-show job: a confirmed booking not checked in within its hotel's grace period after the
arrival day's check-in time becomes a no-show, keeps the cancellation rule's fee and refunds the
rest (sandbox here; the loopback Chapa in test_no_show_job_chapa.py); checked-in, cancelled and
not-yet-due bookings are left alone; the grace period is per hotel and staff set it."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from decimal import Decimal

from sqlalchemy import select

from app.extensions import db
from app.models import Booking, BookingEvent, Payment
from app.services.booking.stays import hotel_timezone
from app.services.frontdesk.no_shows import mark_overdue_no_shows
from tests.frontdesk.conftest import DESK, check_in_body, days


def addis(day, hour: int) -> datetime:
    """Naive UTC of `hour`:00 Addis Ababa time on `day`."""
    local = datetime.combine(day, time(hour), tzinfo=hotel_timezone())
    return local.astimezone(UTC).replace(tzinfo=None)


def status_of(booking_id: int) -> str:
    db.session.rollback()
    return db.session.get(Booking, booking_id).status


def test_the_job_marks_a_booking_once_the_grace_period_is_over(paid_booking):
    booking = paid_booking(check_in=days(-1), nights=2)  # check-in time 14:00, grace 24 h
    deadline = addis(days(0), 14)

    assert mark_overdue_no_shows(now=deadline - timedelta(minutes=1)) == 0
    assert status_of(booking.id) == "confirmed"
    assert mark_overdue_no_shows(now=deadline) == 1
    assert status_of(booking.id) == "no_show"
    assert mark_overdue_no_shows(now=deadline) == 0  # nothing left to mark

    db.session.rollback()
    [event] = db.session.scalars(select(BookingEvent).where(
        BookingEvent.booking_id == booking.id, BookingEvent.action == "no_show")).all()
    assert (event.actor_kind, event.actor_name) == ("job", "mark_no_shows")
    assert "24 h" in event.reason
    payment = db.session.scalar(select(Payment).where(Payment.booking_id == booking.id))
    # 6,325.00 ETB for two nights, one night with its taxes kept: 3,162.50 back, by the sandbox.
    assert payment.status == "refunded" and payment.refund_amount == Decimal("3162.50")


def test_the_grace_period_is_per_hotel_and_set_by_staff(client, make, auth, paid_booking, desk,
                                                         hotel):
    patient_hotel = make.hotel(no_show_grace_hours=48)
    patient = make.booking(room_type=make.room_type(hotel=patient_hotel), check_in=days(-1),
                           check_out=days(1))
    manager = auth.staff(make.staff(hotel=hotel, role_slug="manager"))
    assert client.put(f"{DESK}/settings", json={"no_show_grace_hours": 0},
                      headers=desk).status_code == 403  # front desk reads, managers set
    saved = client.put(f"{DESK}/settings", json={"no_show_grace_hours": 0}, headers=manager)
    assert saved.status_code == 200
    assert saved.json["data"] == {"no_show_grace_hours": 0, "register_retention_days": 365}
    assert client.get(f"{DESK}/settings", headers=desk).json["data"]["no_show_grace_hours"] == 0
    assert client.put(f"{DESK}/settings", json={"no_show_grace_hours": 169},
                      headers=manager).status_code == 422
    booking = paid_booking(check_in=days(-1))

    assert mark_overdue_no_shows(now=addis(days(-1), 15)) == 1  # grace 0: due since yesterday 14:00
    assert (status_of(booking.id), status_of(patient.id)) == ("no_show", "confirmed")
    assert mark_overdue_no_shows(now=addis(days(1), 14)) == 1
    assert status_of(patient.id) == "no_show"


def test_checked_in_cancelled_and_arrival_day_bookings_are_left_alone(client, auth, desk,
                                                                      paid_booking, rooms):
    in_house = paid_booking(check_in=days(-1), nights=3)
    assert client.post(f"{DESK}/bookings/{in_house.id}/check-in", json=check_in_body(rooms[0].id),
                       headers=desk).status_code == 200
    cancelled = paid_booking(check_in=days(-1), nights=3)
    client.post(f"/api/v1/mobile/bookings/{cancelled.id}/cancel",
                headers=auth.guest(cancelled.guest))
    today = paid_booking(check_in=days(0))

    assert mark_overdue_no_shows(now=addis(days(1), 23)) == 0
    assert [status_of(b.id) for b in (in_house, cancelled, today)] == [
        "checked_in", "cancelled", "confirmed"]
