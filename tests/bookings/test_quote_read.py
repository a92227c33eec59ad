"""A quote's one read (catalogue.live_stay) and availability's (inventory.hotel_free_room_types,
the rates from the catalogue copy): they read what the reads they replaced did, refuse the
same way, and price every stay and plan as a quote does (issue 34)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.errors import NotFound, ValidationFailed
from app.extensions import db
from app.models import BookingStatus, HotelStatus, RatePlan
from app.models.base import utcnow
from app.services.booking import inventory
from app.services.booking.catalogue import live_stay
from app.services.booking.rates import rules_by_room_type
from tests.bookings.helpers import BASE, days, stay_body, stock
from tests.bookings.test_catalogue_api import _selects_of
from tests.bookings.test_rates import add_rules, next_friday


def _plan(room_type, **fields) -> RatePlan:
    values = {"name": "Flexible", "price_rule": "percent", "price_value": Decimal("-10"),
              "cancellation": "free_until", "free_cancellation_hours": 48,
              "payment": "pay_now", "meals": "none", **fields}
    plan = RatePlan(room_type_id=room_type.id, **values)
    db.session.add(plan)
    db.session.commit()
    return plan


def _busy_hotel(make):
    """A hotel with two priced room types (weekend, season and long-stay rules on the first), a
    room type off sale, a live hold, a lapsed hold and a booked stay on the first, its arrival
    closed one night and a three-night minimum on another."""
    friday = next_friday()
    hotel, first = stock(make, rooms=4, price="2333.33")
    _, second = stock(make, rooms=2, price="4100.00", hotel=hotel)
    _, off_sale = stock(make, rooms=1, price="0", hotel=hotel)
    add_rules(first, friday)
    stay = {"check_in": friday, "check_out": friday + timedelta(days=3), "nights": 3}
    make.booking(room_type=first, **stay, status=BookingStatus.CONFIRMED)
    make.booking(room_type=first, **stay, status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() + timedelta(minutes=5))
    make.booking(room_type=first, **stay, status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() - timedelta(minutes=1))
    inventory.set_restrictions(first.id, friday + timedelta(days=1), friday + timedelta(days=2),
                               {"closed_to_arrival": True})
    inventory.set_restrictions(second.id, friday, friday + timedelta(days=1), {"min_stay": 3})
    db.session.commit()
    return hotel, (first, second, off_sale), friday


def _stays(friday):
    for start in range(-2, 6):
        for nights in (1, 2, 3, 5):
            check_in = friday + timedelta(days=start)
            yield check_in, check_in + timedelta(days=nights)


def test_a_quote_reads_the_database_once(client, make, db):
    hotel, room_type = stock(make)
    body = stay_body(hotel, room_type)
    assert client.post(f"{BASE}/bookings/quote", json=body).status_code == 200
    selects, response = _selects_of(
        db, lambda: client.post(f"{BASE}/bookings/quote", json=body))
    assert response.status_code == 200
    # The hotel, the room type, the free rooms and the rules: one statement, no ORM load.
    assert len(selects) == 1, selects


def test_the_read_is_what_the_orm_and_free_room_types_read(app, make):
    hotel, room_types, friday = _busy_hotel(make)
    first, second, _ = room_types
    for room_type in (first, second):
        for check_in, check_out in _stays(friday):
            read_hotel, read_room_type, free = live_stay(hotel.id, room_type.id, check_in,
                                                         check_out)
            assert read_hotel == (hotel.id, hotel.name, hotel.check_in_time,
                                  hotel.free_cancellation_hours, hotel.service_charge_rate,
                                  hotel.vat_rate, hotel.pay_at_property_rooms_per_night)
            assert read_room_type == (room_type.id, room_type.name, room_type.price_per_night,
                                      room_type.capacity, room_type.max_adults,
                                      room_type.max_children, room_type.child_max_age)
            (expected,) = inventory.free_room_types([room_type.id], check_in, check_out,
                                                    with_rules=True)
            assert free == expected
    # The stays the restrictions and the bookings shape are among them.
    _, _, closed = live_stay(hotel.id, first.id, friday + timedelta(days=1),
                             friday + timedelta(days=2))
    assert closed.restriction.code == inventory.CLOSED_TO_ARRIVAL
    _, _, short = live_stay(hotel.id, second.id, friday, friday + timedelta(days=2))
    assert short.restriction.code == inventory.MIN_STAY and short.bookable_rooms == 0
    _, _, busy = live_stay(hotel.id, first.id, friday, friday + timedelta(days=1))
    assert busy.free_rooms == 2  # 4 rooms, one booked, one held; the lapsed hold counts none


def test_the_read_refuses_as_the_orm_read_did(app, make):
    hotel, room_types, friday = _busy_hotel(make)
    first, _, off_sale = room_types
    other_hotel, other_room_type = stock(make)
    pending, pending_room_type = stock(make, hotel_status=HotelStatus.PENDING_VERIFICATION)
    stay = (friday, friday + timedelta(days=2))
    for hotel_id, room_type_id in ((10**6, first.id), (pending.id, pending_room_type.id),
                                   (pending.id, first.id)):
        with pytest.raises(NotFound):
            live_stay(hotel_id, room_type_id, *stay)
    for room_type_id in (other_room_type.id, off_sale.id, 10**6):
        with pytest.raises(ValidationFailed) as refused:
            live_stay(hotel.id, room_type_id, *stay)
        assert "room_type_id" in refused.value.errors
    assert live_stay(other_hotel.id, other_room_type.id, *stay)[1].id == other_room_type.id


def test_a_hotels_free_room_types_are_free_room_types_of_its_room_types(app, make):
    hotel, room_types, friday = _busy_hotel(make)
    for check_in, check_out in _stays(friday):
        by_hotel = inventory.hotel_free_room_types(hotel.id, check_in, check_out)
        by_ids = inventory.free_room_types([rt.id for rt in room_types], check_in, check_out)
        assert by_hotel == {free.room_type_id: free for free in by_ids}
    assert inventory.hotel_free_room_types(10**6, friday, friday + timedelta(days=1)) == {}


def test_availability_prices_every_stay_and_plan_as_a_quote_does(client, make):
    """Availability prices from the catalogue copy's rate cards, a quote from the rules it
    reads for the stay: the same prices, night by night, for every stay around the rules'
    edges, under the standard price and every kind of plan."""
    hotel, (first, second, _), friday = _busy_hotel(make)
    plans = [_plan(first), _plan(first, price_rule="amount", price_value=Decimal("350"),
                                 meals="breakfast"),
             _plan(second, price_value=Decimal("-12.5"), cancellation="non_refundable",
                   free_cancellation_hours=None)]
    assert rules_by_room_type([first.id])[first.id]
    compared = 0
    for check_in, check_out in _stays(friday):
        if check_in < days(0):
            continue
        response = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
            "check_in": check_in.isoformat(), "check_out": check_out.isoformat(), "guests": 1})
        assert response.status_code == 200, response.json
        listed = {rt["room_type_id"]: rt for rt in response.json["data"]["room_types"]}
        assert set(listed) == {first.id, second.id}
        assert {plan["rate_plan_id"] for offered in listed.values()
                for plan in offered["rate_plans"]} == {plan.id for plan in plans}
        for room_type in (first, second):
            offered = listed[room_type.id]
            shown = [(None, offered)] + [(plan["rate_plan_id"], plan)
                                         for plan in offered["rate_plans"]]
            for plan_id, availability in shown:
                body = stay_body(hotel, room_type, check_in=check_in, check_out=check_out,
                                 guests=1, rate_plan_id=plan_id)
                quoted = client.post(f"{BASE}/bookings/quote", json=body)
                if quoted.status_code == 422:  # the arrival night refuses it: no price
                    assert offered["restriction"] is not None
                    continue
                data = quoted.json["data"]
                assert (data["nightly_price"], data["total"]) == (
                    availability["nightly_price"], availability["stay_total"])
                if plan_id is None:  # the standard price shows its breakdown
                    breakdown = availability["price"]
                    assert data["nights_breakdown"] == breakdown["nightly"]
                    assert (data["discount"], data["discount_name"]) == (
                        breakdown["discount"], breakdown["discount_name"])
                compared += 1
    assert compared > 60
