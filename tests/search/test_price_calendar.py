"""GET /hotels/{id}/calendar?month=: each night's lowest price for the party, free rooms and the
arrival restrictions, priced as a quote prices one night."""

from __future__ import annotations

import calendar
from datetime import timedelta
from decimal import Decimal

import pytest

from app.models import HotelStatus, RateKind, RateRule
from app.services.booking import inventory
from tests.bookings.helpers import BASE, local_today, stock


def next_month_first():
    return (local_today().replace(day=1) + timedelta(days=32)).replace(day=1)


def month_of(first):
    return f"{first:%Y-%m}"


def get_calendar(client, hotel, month, **params):
    return client.get(f"{BASE}/hotels/{hotel.id}/calendar", query_string={"month": month, **params})


def nights_by_date(response):
    assert response.status_code == 200, response.json
    return {night["date"]: night for night in response.json["data"]["nights"]}


def test_every_night_of_the_month_priced_for_two_with_charges(client, make):
    hotel, double = stock(make, price="2500.00", capacity=2)
    stock(make, hotel=hotel, price="1000.00", capacity=1)  # too small for two
    first = next_month_first()

    response = get_calendar(client, hotel, month_of(first))

    data = response.json["data"]
    assert (data["hotel_id"], data["month"], data["guests"], data["currency"]) == (
        hotel.id, month_of(first), 2, "ETB")
    days_in_month = calendar.monthrange(first.year, first.month)[1]
    assert [n["date"] for n in data["nights"]] == [
        (first + timedelta(days=d)).isoformat() for d in range(days_in_month)]
    night = data["nights"][0]
    # 2500 + 10% service charge = 2750; + 15% VAT = 3162.50
    assert night == {"date": first.isoformat(), "available": True, "lowest_price": 3162.5,
                     "nightly_price": 2500.0, "room_type_id": double.id, "season": None,
                     "closed_to_arrival": False, "min_stay": None, "display_price": None}


def test_one_guest_gets_the_single_room(client, make):
    hotel, _ = stock(make, price="2500.00", capacity=2)
    _, single = stock(make, hotel=hotel, price="1000.00", capacity=1)

    night = get_calendar(client, hotel, month_of(next_month_first()), guests=1).json["data"]["nights"][0]

    assert night["room_type_id"] == single.id and night["nightly_price"] == 1000.0


def test_seasons_and_weekdays_set_the_night_but_no_long_stay_discount(client, make, db):
    hotel, room_type = stock(make, price="2000.00")
    first = next_month_first()
    db.session.add_all([
        RateRule(room_type_id=room_type.id, kind=RateKind.SEASON, name="Timkat",
                 start_date=first + timedelta(days=3), end_date=first + timedelta(days=4),
                 price_per_night=Decimal("5000.00")),
        RateRule(room_type_id=room_type.id, kind=RateKind.WEEKDAY, name="Weekend",
                 weekdays="5", adjustment_percent=Decimal("10")),
        RateRule(room_type_id=room_type.id, kind=RateKind.LENGTH_OF_STAY, name="Week",
                 min_nights=1, discount_percent=Decimal("50")),
    ])
    db.session.commit()

    nights = nights_by_date(get_calendar(client, hotel, month_of(first)))

    for offset in range(7):
        night = first + timedelta(days=offset)
        expected = Decimal("5000.00") if 3 <= offset <= 4 else Decimal("2000.00")
        if night.weekday() == 5:
            expected *= Decimal("1.1")
        shown = nights[night.isoformat()]
        assert Decimal(str(shown["nightly_price"])) == expected, night
        assert shown["season"] == ("Timkat" if 3 <= offset <= 4 else None)


def test_a_full_night_falls_to_the_next_room_type_then_to_none(client, make):
    hotel, cheap = stock(make, rooms=1, price="1500.00")
    _, dear = stock(make, hotel=hotel, rooms=1, price="3000.00")
    first = next_month_first()
    make.booking(hotel=hotel, room_type=cheap, check_in=first + timedelta(days=2),
                 check_out=first + timedelta(days=4), rooms=1)
    make.booking(hotel=hotel, room_type=dear, check_in=first + timedelta(days=3),
                 check_out=first + timedelta(days=4), rooms=1)

    nights = nights_by_date(get_calendar(client, hotel, month_of(first)))

    assert nights[(first + timedelta(days=1)).isoformat()]["room_type_id"] == cheap.id
    assert nights[(first + timedelta(days=2)).isoformat()]["room_type_id"] == dear.id
    full = nights[(first + timedelta(days=3)).isoformat()]
    assert full["available"] is False and full["lowest_price"] is None
    assert full["room_type_id"] is None and full["closed_to_arrival"] is False


def test_arrival_restrictions_per_night(client, make, db):
    hotel, strict = stock(make, rooms=2, price="1500.00")
    _, lenient = stock(make, hotel=hotel, rooms=2, price="3000.00")
    first = next_month_first()

    def restrict(room_type, offset, **changes):
        night = first + timedelta(days=offset)
        inventory.set_restrictions(room_type.id, night, night + timedelta(days=1), changes)

    restrict(strict, 1, closed_to_arrival=True)
    restrict(strict, 2, closed_to_arrival=True)
    restrict(lenient, 2, closed_to_arrival=True)
    restrict(strict, 3, min_stay=3)
    restrict(lenient, 3, min_stay=2)
    restrict(strict, 4, min_stay=3)
    db.session.commit()

    nights = nights_by_date(get_calendar(client, hotel, month_of(first)))

    def on(offset):
        return nights[(first + timedelta(days=offset)).isoformat()]

    assert (on(0)["closed_to_arrival"], on(0)["min_stay"]) == (False, None)
    assert on(1)["closed_to_arrival"] is False  # the dearer type takes arrivals
    assert on(1)["room_type_id"] == strict.id  # the price is still the night's lowest
    assert on(2)["closed_to_arrival"] is True and on(2)["available"] is True
    assert on(3)["min_stay"] == 2  # the shortest stay an arrival can book
    assert on(4)["min_stay"] is None  # the dearer type takes one night


def test_this_month_starts_today(client, make):
    hotel, _ = stock(make)
    today = local_today()

    nights = get_calendar(client, hotel, month_of(today)).json["data"]["nights"]

    assert nights[0]["date"] == today.isoformat()
    assert nights[-1]["date"] == today.replace(
        day=calendar.monthrange(today.year, today.month)[1]).isoformat()


def test_a_night_costs_what_a_one_night_quote_costs(client, make, db):
    hotel, room_type = stock(make, price="2345.67")
    hotel.service_charge_rate, hotel.vat_rate = Decimal("0.05"), Decimal("0.15")
    db.session.commit()
    first = next_month_first()

    night = get_calendar(client, hotel, month_of(first)).json["data"]["nights"][5]
    quote = client.post(f"{BASE}/bookings/quote", json={
        "hotel_id": hotel.id, "room_type_id": room_type.id, "guests": 2, "rooms": 1,
        "check_in": night["date"],
        "check_out": (first + timedelta(days=6)).isoformat()})

    assert quote.status_code == 200, quote.json
    assert night["lowest_price"] == quote.json["data"]["total"]


def test_no_room_type_for_the_party_means_no_night_is_available(client, make):
    hotel, _ = stock(make, capacity=2)

    nights = get_calendar(client, hotel, month_of(next_month_first()), guests=5).json["data"]["nights"]

    assert nights and not any(n["available"] for n in nights)


@pytest.mark.parametrize("month, guests, field", [
    ("2026-13", 2, "month"), ("2026-1", 2, "month"), ("december", 2, "month"),
    (None, 2, "month"), ("past", 2, "month"), ("far", 2, "month"), ("next", 0, "guests"),
])
def test_bad_calendar_input_is_a_422(client, make, month, guests, field):
    hotel, _ = stock(make)
    this_month = local_today().replace(day=1)
    month = {"past": month_of(this_month - timedelta(days=1)),
             "far": month_of((this_month + timedelta(days=31 * 13)).replace(day=1)),
             "next": month_of(next_month_first())}.get(month, month)
    params = {"guests": guests} if month is None else {"month": month, "guests": guests}

    response = client.get(f"{BASE}/hotels/{hotel.id}/calendar", query_string=params)

    assert response.status_code == 422, response.json
    assert field in response.json["errors"]


def test_twelve_months_ahead_is_the_last_month(client, make):
    hotel, _ = stock(make)
    last = local_today().replace(day=1)
    for _ in range(12):
        last = (last + timedelta(days=32)).replace(day=1)

    assert get_calendar(client, hotel, month_of(last)).status_code == 200


def test_unknown_or_hidden_hotels_are_404(client, make):
    pending, _ = stock(make, hotel_status=HotelStatus.PENDING_VERIFICATION)
    month = month_of(next_month_first())

    assert client.get(f"{BASE}/hotels/999999/calendar", query_string={"month": month}).status_code == 404
    assert get_calendar(client, pending, month).status_code == 404
