"""The booking audit trail in the panel: the read-only "Booking history" list and the history on
a booking's detail page; today's arrivals and no-shows across hotels."""

from __future__ import annotations

from app.db_locking import serialized_transaction
from app.extensions import db
from app.models import Booking
from app.services.booking import lifecycle
from app.services.booking.lifecycle import Actor
from tests.admin.conftest import csrf_from, page
from tests.bookings.helpers import days


def test_history_list_and_booking_detail_show_who_did_what(admin_client, make):
    booking = make.booking(confirmation_code="HIST2345")
    other = make.booking(confirmation_code="OTHR2345")
    staff = make.staff(hotel=booking.hotel, name="Almaz Desk", email="almaz@example.et",
                       role_slug="front_desk")
    with serialized_transaction():
        lifecycle.transition(db.session.get(Booking, booking.id), "checked_in",
                             Actor.staff(staff), "room 101")
        lifecycle.transition(db.session.get(Booking, other.id), "cancelled",
                             Actor.job("test job"), "no reason")

    html = page(admin_client, "/admin/booking_event/")
    assert "HIST2345" in html and "Almaz Desk" in html and "room 101" in html
    assert "/admin/booking_event/new/" not in html and "/admin/booking_event/edit/" not in html
    filtered = page(admin_client, f"/admin/booking_event/?flt0_0={booking.id}")
    assert "HIST2345" in filtered and "OTHR2345" not in filtered
    assert "OTHR2345" not in page(admin_client, "/admin/booking_event/?search=HIST")

    detail = page(admin_client, f"/admin/booking/details/?id={booking.id}")
    assert "History" in detail
    assert "confirmed &rarr; checked_in" in detail and "Almaz Desk" in detail

    token = csrf_from(html)
    [event_id] = [e.id for e in db.session.get(Booking, booking.id).events]
    admin_client.post("/admin/booking_event/delete/", data={"id": event_id, "csrf_token": token})
    db.session.rollback()
    assert len(db.session.get(Booking, booking.id).events) == 1  # read-only: still there


def test_todays_arrivals_and_no_shows_across_hotels(admin_client, make):
    arriving = make.booking(confirmation_code="ARRV2345", check_in=days(0), check_out=days(2))
    make.booking(confirmation_code="LATE2345", check_in=days(1), check_out=days(2))
    elsewhere = make.booking(confirmation_code="ELSW2345", check_in=days(0), check_out=days(1),
                             status="checked_in")
    missed = make.booking(confirmation_code="MISS2345", check_in=days(-1), check_out=days(1))
    make.booking(confirmation_code="OLDN2345", check_in=days(-5), check_out=days(-4),
                 status="no_show")  # marked another day, without a trail line today
    with serialized_transaction():
        lifecycle.transition(db.session.get(Booking, missed.id), "no_show", Actor.job("test"))

    arrivals = page(admin_client, "/admin/arrivals_today/")
    assert "ARRV2345" in arrivals and "ELSW2345" in arrivals
    assert "LATE2345" not in arrivals and "MISS2345" not in arrivals
    assert arriving.hotel.name in arrivals and elsewhere.hotel.name in arrivals
    no_shows = page(admin_client, "/admin/no_shows_today/")
    assert "MISS2345" in no_shows and "OLDN2345" not in no_shows and "ARRV2345" not in no_shows


def test_a_bookings_timeline_shows_states_changes_payments_refunds_and_emails(admin_client, make,
                                                                               auth):
    from datetime import timedelta
    from types import SimpleNamespace

    from tests.bookings.helpers import BASE, stay_body, stock
    from tests.payments.conftest import paid_sandbox_payment, verify

    hotel, room_type = stock(make, rooms=2)
    guest = make.guest()
    headers = auth.guest(guest)
    created = admin_client.post(f"{BASE}/bookings", headers=headers, json=stay_body(
        hotel, room_type, check_in=days(10), check_out=days(10) + timedelta(days=2)))
    booking_id = created.json["data"]["booking_id"]
    tx_ref = paid_sandbox_payment(admin_client, auth, SimpleNamespace(id=booking_id), guest)
    verify(admin_client, tx_ref)
    shorter = admin_client.post(f"{BASE}/bookings/{booking_id}/change",
                                json={"check_out": days(11).isoformat()}, headers=headers)
    assert shorter.status_code == 201, shorter.json

    detail = page(admin_client, f"/admin/booking/details/?id={booking_id}")
    assert "Timeline" in detail
    timeline = detail.split("Timeline", 1)[1]
    code = created.json["data"]["confirmation_code"]
    for expected in ("new -&gt; pending_payment (book)", "pending_payment -&gt; confirmed (pay)",
                     f"payment {tx_ref} of 6325.00 ETB",
                     f"payment {tx_ref} answered by the provider (now refunded)",
                     "(change)", f"change {shorter.json['data']['change_id']} asked",
                     f"refund RF-{tx_ref} of 3162.50 ETB",
                     f"email &#34;Booking confirmed: {code}&#34;",
                     f"email &#34;Booking changed: {code}&#34;"):
        assert expected in timeline, (expected, timeline[:3000])
