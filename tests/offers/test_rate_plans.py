"""Rate plans: prices to the cent, what availability and quotes show, and that a booking keeps
the cancellation rule it was sold with (app/services/booking/rate_plans.py)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from app.extensions import db
from app.models import Booking, BookingStatus, RoomType
from app.services.booking.bookings import cancellation_refund
from app.services.booking.rate_plans import booking_deadline
from tests.bookings.helpers import BASE, contact, days, stay_body


def quote(client, hotel, room_type, **extra):
    response = client.post(f"{BASE}/bookings/quote", json=stay_body(hotel, room_type, **extra))
    assert response.status_code == 200, response.json
    return response.json["data"]


def test_a_percentage_plan_prices_each_night_to_the_cent(client, stocked, add_plan):
    hotel, room_type = stocked
    room_type.price_per_night = Decimal("2333.33")
    db.session.commit()
    plan = add_plan(room_type, name="Non-refundable", price_value=Decimal("-12.5"),
                    cancellation="non_refundable")

    data = quote(client, hotel, room_type, rate_plan_id=plan.id, rooms=2)

    # 2333.33 x 0.875 = 2041.66375 -> 2041.66 a night; 2 nights x 2 rooms = 8166.64.
    assert [n["price"] for n in data["nights_breakdown"]] == [2041.66, 2041.66]
    assert data["room_charges"] == 8166.64
    assert data["service_charge"] == 816.66  # 816.664
    assert data["vat"] == 1347.50  # (8166.64 + 816.66) x 0.15 = 1347.495, half up
    assert data["total"] == 10330.80
    assert data["rate_plan_id"] == plan.id and data["rate_plan_name"] == "Non-refundable"
    assert data["cancellation_rule"] == "non_refundable"
    assert data["free_cancellation_until"] is None


def test_an_amount_plan_adds_its_etb_to_each_night(client, stocked, add_plan):
    hotel, room_type = stocked
    plan = add_plan(room_type, name="Bed and breakfast", price_rule="amount",
                    price_value=Decimal("350"), meals="breakfast")

    data = quote(client, hotel, room_type, rate_plan_id=plan.id)

    assert data["nightly_price"] == 2850.0 and data["subtotal"] == 5700.0
    assert data["total"] == 5700 + 570 + Decimal("940.50")
    assert data["meals"] == "breakfast" and data["payment_timing"] == "pay_now"


def test_without_a_plan_the_quote_is_the_standard_price(client, stocked, add_plan):
    hotel, room_type = stocked
    add_plan(room_type, price_value=Decimal("-10"))

    data = quote(client, hotel, room_type)

    assert data["subtotal"] == 5000.0 and data["rate_plan_id"] is None
    assert data["cancellation_rule"] == "free_until" and data["free_cancellation_until"]


def test_a_plan_of_another_room_type_or_inactive_is_refused(client, make, stocked, add_plan):
    hotel, room_type = stocked
    other = make.room_type(hotel=hotel)
    foreign = add_plan(other)
    inactive = add_plan(room_type, is_active=False)
    for plan_id in (foreign.id, inactive.id, 999_999):
        response = client.post(f"{BASE}/bookings/quote",
                               json=stay_body(hotel, room_type, rate_plan_id=plan_id))
        assert response.status_code == 422
        assert "rate_plan_id" in response.json["errors"]


def test_availability_lists_the_plans_with_their_prices(client, stocked, add_plan):
    hotel, room_type = stocked
    cheap = add_plan(room_type, name="Saver", name_am="ቅናሽ", price_value=Decimal("-10"),
                     cancellation="non_refundable")
    add_plan(room_type, name="At the hotel", payment="pay_at_property")  # hotel takes none

    response = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
        "check_in": days(10).isoformat(), "check_out": days(12).isoformat(), "guests": 2},
        headers={"Accept-Language": "am"})

    room = response.json["data"]["room_types"][0]
    assert room["nightly_price"] == 2500.0
    assert [(p["rate_plan_id"], p["name"], p["nightly_price"], p["stay_total"])
            for p in room["rate_plans"]] == [(cheap.id, "ቅናሽ", 2250.0, 5692.5)]
    assert room["rate_plans"][0]["cancellation_rule"] == "non_refundable"


def test_each_availability_names_the_plans_in_its_own_language(client, stocked, add_plan):
    """The language is worked out once per request (app/schemas/hotels.py): never carried over
    to the next request of the same test client and app context."""
    hotel, room_type = stocked
    add_plan(room_type, name="Saver", name_am="ቅናሽ", price_value=Decimal("-10"))
    stay = {"check_in": days(10).isoformat(), "check_out": days(12).isoformat(), "guests": 2}

    names = [[plan["name"] for plan in client.get(
        f"{BASE}/hotels/{hotel.id}/availability", query_string=stay,
        headers={"Accept-Language": language}).json["data"]["room_types"][0]["rate_plans"]]
        for language in ("am", "en", "am")]

    assert names == [["ቅናሽ"], ["Saver"], ["ቅናሽ"]]


def book(client, auth, make, hotel, room_type, plan=None, guest=None):
    guest = guest or make.guest()
    body = stay_body(hotel, room_type, **({"rate_plan_id": plan.id} if plan else {}))
    response = client.post(f"{BASE}/bookings", json=body, headers=auth.guest(guest))
    assert response.status_code == 201, response.json
    return db.session.get(Booking, response.json["data"]["booking_id"])


def paid(booking: Booking) -> Booking:
    booking.status = BookingStatus.CONFIRMED
    booking.hold_expires_at = None
    db.session.commit()
    return booking


def test_cancelling_a_non_refundable_booking_refunds_nothing(client, auth, make, stocked,
                                                             add_plan):
    hotel, room_type = stocked
    plan = add_plan(room_type, cancellation="non_refundable", price_value=Decimal("-10"),
                    free_cancellation_hours=None)
    guest = make.guest()
    booking = paid(book(client, auth, make, hotel, room_type, plan, guest))

    response = client.post(f"{BASE}/bookings/{booking.id}/cancel", headers=auth.guest(guest))

    assert response.status_code == 200
    assert response.json["data"]["refund_amount"] == 0.0
    assert response.json["data"]["cancellation_rule"] == "non_refundable"


def test_free_until_n_hours_inside_and_outside_the_window(client, auth, make, stocked, add_plan):
    hotel, room_type = stocked
    plan = add_plan(room_type, free_cancellation_hours=72)
    booking = paid(book(client, auth, make, hotel, room_type, plan))
    deadline = booking_deadline(booking)
    # The plan's 72 hours, not the hotel's 24.
    assert deadline == booking_deadline(booking) and hotel.free_cancellation_hours == 24

    assert cancellation_refund(booking, deadline - timedelta(seconds=1)) == booking.total
    # From the deadline, the first night (2500 + 250 + 412.50) is kept.
    assert cancellation_refund(booking, deadline) == booking.total - Decimal("3162.50")


def test_a_booking_keeps_the_rule_it_was_sold_with(client, auth, make, stocked, add_plan):
    hotel, room_type = stocked
    plan = add_plan(room_type, free_cancellation_hours=72)
    booking = paid(book(client, auth, make, hotel, room_type, plan))
    standard = paid(book(client, auth, make, hotel, room_type))
    deadlines = (booking_deadline(booking), booking_deadline(standard))

    plan.free_cancellation_hours = 1
    plan.cancellation = "non_refundable"
    hotel.free_cancellation_hours = 200
    db.session.commit()

    assert (booking_deadline(booking), booking_deadline(standard)) == deadlines
    assert deadlines[0] == deadlines[1] - timedelta(hours=48)
    assert cancellation_refund(booking, deadlines[0] - timedelta(hours=1)) == booking.total
    # Removing the plan keeps its name and terms on the booking.
    client_plan_name = booking.rate_plan_name
    db.session.delete(plan)
    db.session.commit()
    db.session.refresh(booking)
    assert booking.rate_plan_id is None and booking.rate_plan_name == client_plan_name
    assert booking_deadline(booking) == deadlines[0]


def test_first_night_kept_whenever_cancelled(client, auth, make, stocked, add_plan):
    hotel, room_type = stocked
    plan = add_plan(room_type, cancellation="first_night", free_cancellation_hours=None)
    booking = paid(book(client, auth, make, hotel, room_type, plan))

    assert booking_deadline(booking) is None
    assert cancellation_refund(booking, booking.created_at) == booking.total - Decimal("3162.50")


def test_a_booking_made_before_plans_follows_the_hotel(make, stocked):
    hotel, room_type = stocked
    booking = make.booking(room_type=room_type, check_in=days(10), check_out=days(11))
    assert booking.cancellation_rule is None
    before = booking_deadline(booking)
    hotel.free_cancellation_hours = 48
    assert booking_deadline(booking) == before - timedelta(hours=24)


def test_guest_checkout_books_a_pay_now_plan(client, stocked, add_plan):
    hotel, room_type = stocked
    plan = add_plan(room_type, name="Breakfast", price_rule="amount",
                    price_value=Decimal("350"), meals="breakfast")

    response = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, room_type, rate_plan_id=plan.id, guest=contact()))

    data = response.json["data"]
    assert response.status_code == 201 and data["status"] == "pending_payment"
    assert data["rate_plan_id"] == plan.id and data["meals"] == "breakfast"
    assert data["subtotal"] == 5700.0


def test_the_demo_shows_three_plans_on_most_room_types(runner):
    assert runner.invoke(args=["seed-demo"]).exit_code == 0
    room_types = db.session.scalars(db.select(RoomType)).all()
    with_plans = [rt for rt in room_types if rt.rate_plans]
    assert len(with_plans) > len(room_types) / 2
    assert {len(rt.rate_plans) for rt in with_plans} == {3}
    assert {plan.payment for plan in with_plans[0].rate_plans} == {"pay_now", "pay_at_property"}
    assert all(plan.name_am for rt in with_plans for plan in rt.rate_plans)


def test_a_stays_nights_under_a_plan_are_each_rounded_half_up_and_never_below_zero():
    """plan_night_prices prices a stay's nights in one call (availability's plans): each night
    as the rule says, alone: a percentage of the night's own price, an amount added, rounded
    half-up to the cent, floored at zero; and one night's price (plan_night_price) is the same."""
    from app.services.booking.rate_plans import plan_night_price, plan_night_prices

    nights = [Decimal("2333.33"), Decimal("1000.05"), Decimal("0.01"), Decimal("999.995")]
    assert plan_night_prices(nights, "percent", Decimal("-12.5")) == [
        Decimal("2041.66"), Decimal("875.04"), Decimal("0.01"), Decimal("875.00")]
    assert plan_night_prices(nights, "amount", Decimal("-1000.03")) == [
        Decimal("1333.30"), Decimal("0.02"), Decimal("0"), Decimal("0")]
    assert plan_night_prices(nights, None, Decimal("0")) == [
        Decimal("2333.33"), Decimal("1000.05"), Decimal("0.01"), Decimal("1000.00")]
    assert plan_night_prices([], "percent", Decimal("5")) == []
    assert [plan_night_price(night, "percent", Decimal("5")) for night in nights] == \
        plan_night_prices(nights, "percent", Decimal("5"))
