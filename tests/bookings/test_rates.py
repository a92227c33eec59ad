"""Rates: seasons, weekday adjustments and length-of-stay discounts price each night, to the
cent, through quotes, availability and bookings; a late cancellation keeps the first night at
its own rate; existing bookings keep their prices. Staff endpoints: tests/staff/test_rates.py."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from app.extensions import db
from app.models import Booking, RateKind, RateRule
from tests.bookings.helpers import BASE, contact, local_today, stay_body, stock


def next_friday(after_days: int = 30) -> date:
    day = local_today() + timedelta(days=after_days)
    return day + timedelta(days=(4 - day.weekday()) % 7)


def add_rules(room_type, friday: date) -> None:
    """Fri/Sat +20%; a season at 4,000 on the Monday and Tuesday after `friday`; 10% off 3+ nights."""
    monday = friday + timedelta(days=3)
    db.session.add_all([
        RateRule(room_type_id=room_type.id, kind=RateKind.WEEKDAY, name="Weekend", weekdays="4,5",
                 adjustment_percent=Decimal("20")),
        RateRule(room_type_id=room_type.id, kind=RateKind.SEASON, name="Timkat", start_date=monday,
                 end_date=monday + timedelta(days=1), price_per_night=Decimal("4000.00")),
        RateRule(room_type_id=room_type.id, kind=RateKind.LENGTH_OF_STAY, name="Long stay",
                 min_nights=3, discount_percent=Decimal("10")),
    ])
    db.session.commit()


def test_each_night_is_priced_by_its_season_and_weekday_and_the_stay_discounted(client, make):
    hotel, room_type = stock(make, rooms=3, price="2500.00")
    friday = next_friday()
    add_rules(room_type, friday)
    body = stay_body(hotel, room_type, check_in=friday, check_out=friday + timedelta(days=5), rooms=2)

    quote = client.post(f"{BASE}/bookings/quote", json=body).get_json()["data"]

    # Fri 3,000 (+20%), Sat 3,000, Sun 2,500, Mon 4,000 (Timkat), Tue 4,000 = 16,500 per room.
    assert [(n["price"], n["season"]) for n in quote["nights_breakdown"]] == [
        (3000.0, None), (3000.0, None), (2500.0, None), (4000.0, "Timkat"), (4000.0, "Timkat")]
    assert quote["room_charges"] == 33000.0
    assert (quote["discount_rate"], quote["discount"], quote["discount_name"]) == (0.1, 3300.0, "Long stay")
    assert quote["subtotal"] == 29700.0
    assert quote["service_charge"] == 2970.0  # 10%
    assert quote["vat"] == 4900.5  # 15% of 32,670.00
    assert quote["total"] == 37570.5
    assert quote["nightly_price"] == 3300.0  # the average

    availability = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
        "check_in": friday.isoformat(), "check_out": (friday + timedelta(days=5)).isoformat(),
        "rooms": 2, "guests": 2}).get_json()["data"]
    (offer,) = availability["room_types"]
    assert offer["price"]["total"] == 37570.5 and offer["stay_total"] == 37570.5


def test_a_booking_keeps_its_night_prices_when_rates_change_later(client, make, auth):
    hotel, room_type = stock(make, rooms=3, price="2500.00")
    friday = next_friday()
    add_rules(room_type, friday)
    body = {**stay_body(hotel, room_type, check_in=friday, check_out=friday + timedelta(days=2)),
            "guest": contact()}
    created = client.post(f"{BASE}/bookings", json=body).get_json()["data"]
    assert [n["price"] for n in created["nights_breakdown"]] == [3000.0, 3000.0]
    assert created["total"] == 7590.0  # 6,000 + 600 service + 990 VAT; 2 nights: no discount

    db.session.query(RateRule).delete()
    db.session.commit()
    stored = db.session.get(Booking, created["booking_id"])
    assert stored.total == Decimal("7590.00") and stored.night_prices[0][1] == "3000.00"
    requote = client.post(f"{BASE}/bookings/quote", json=stay_body(
        hotel, room_type, check_in=friday, check_out=friday + timedelta(days=2))).get_json()["data"]
    assert requote["total"] == 6325.0


def test_of_overlapping_seasons_the_one_starting_latest_sets_the_price(client, make):
    hotel, room_type = stock(make, price="2000.00")
    start = local_today() + timedelta(days=40)
    db.session.add_all([
        RateRule(room_type_id=room_type.id, kind=RateKind.SEASON, name="High season",
                 start_date=start, end_date=start + timedelta(days=30), price_per_night=Decimal("3000")),
        RateRule(room_type_id=room_type.id, kind=RateKind.SEASON, name="Festival",
                 start_date=start + timedelta(days=1), end_date=start + timedelta(days=1),
                 price_per_night=Decimal("5000")),
    ])
    db.session.commit()
    quote = client.post(f"{BASE}/bookings/quote", json=stay_body(
        hotel, room_type, check_in=start - timedelta(days=1), check_out=start + timedelta(days=3))
    ).get_json()["data"]
    assert [(n["price"], n["season"]) for n in quote["nights_breakdown"]] == [
        (2000.0, None), (3000.0, "High season"), (5000.0, "Festival"), (3000.0, "High season")]


def test_a_late_cancellation_keeps_the_first_night_at_its_own_rate(make):
    from app.models.base import utcnow
    from app.services.booking.bookings import cancellation_refund

    hotel = make.hotel(free_cancellation_hours=24 * 90)  # the deadline has passed
    booking = make.booking(
        hotel=hotel, room_type=make.room_type(hotel=hotel), nights=3, rooms=1,
        night_prices=[["2027-01-18", "4000.00", "Timkat"], ["2027-01-19", "4000.00", "Timkat"],
                      ["2027-01-20", "2500.00", None]],
        nightly_price=Decimal("3500.00"), discount_rate=Decimal("0.1"), discount=Decimal("1050.00"),
        subtotal=Decimal("9450.00"), service_charge=Decimal("945.00"), vat=Decimal("1559.25"),
        total=Decimal("11954.25"))
    # First night: 4,000 less 10% = 3,600; + 360 service; + 594 VAT = 4,554.00 kept.
    assert cancellation_refund(booking, utcnow()) == Decimal("7400.25")


def test_search_with_dates_shows_the_price_those_nights_average(client, make):
    hotel, room_type = stock(make, price="2500.00", city="Gondar")
    friday = next_friday()
    add_rules(room_type, friday)
    dated = client.get(f"{BASE}/hotels", query_string={
        "city": "Gondar", "check_in": (friday + timedelta(days=3)).isoformat(),
        "check_out": (friday + timedelta(days=5)).isoformat()}).get_json()["data"]
    assert dated["hotels"][0]["lowest_price"] == 4000.0  # two Timkat nights, no discount
    undated = client.get(f"{BASE}/hotels", query_string={"city": "Gondar"}).get_json()["data"]
    assert undated["hotels"][0]["lowest_price"] == 2500.0


def test_demo_hotels_price_their_festivals(runner, client, db):
    """Seeded Gondar hotels charge more over Timkat (dates from the holiday calendar)."""
    from app.models import Hotel, RoomType
    from app.services.booking.ethiopian_calendar import holiday_seasons

    assert runner.invoke(args=["seed-demo"]).exit_code == 0
    today = local_today()
    timkat = next(s for year in (today.year, today.year + 1) for s in holiday_seasons(year)
                  if s.key == "timkat" and s.start > today + timedelta(days=1))
    hotel = db.session.query(Hotel).filter_by(city="Gondar").first()
    room_type = db.session.query(RoomType).filter_by(hotel_id=hotel.id).first()
    body = stay_body(hotel, room_type, check_in=timkat.start, check_out=timkat.start + timedelta(days=1),
                     guests=1)
    response = client.post(f"{BASE}/bookings/quote", json=body)
    assert response.status_code == 200, response.get_json()
    (night,) = response.get_json()["data"]["nights_breakdown"]
    assert night["season"] == "Timkat (Epiphany)"
    assert Decimal(str(night["price"])) == (room_type.price_per_night * Decimal("1.8")).quantize(Decimal("1"))


def test_the_rules_a_quote_reads_price_every_stay_as_all_the_rules_do(make):
    """Quotes, bookings and availability read only the rules that can touch the stay
    (rates.with_stay_rules, beside the free rooms); every stay around the seasons' edges is
    priced exactly as with all of the room type's rules."""
    from app.services.booking.inventory import free_room_types
    from app.services.booking.rates import rules_by_room_type, stay_rates

    _, room_type = stock(make, rooms=1, price="2500.00")
    friday = next_friday()
    add_rules(room_type, friday)
    db.session.add_all([
        RateRule(room_type_id=room_type.id, kind=RateKind.SEASON, name="Genna",
                 start_date=friday + timedelta(days=1), end_date=friday + timedelta(days=8),
                 price_per_night=Decimal("3100.00")),
        RateRule(room_type_id=room_type.id, kind=RateKind.LENGTH_OF_STAY, name="Week",
                 min_nights=7, discount_percent=Decimal("15")),
    ])
    db.session.commit()
    every_rule = rules_by_room_type([room_type.id])[room_type.id]
    for start in range(-3, 12):
        for nights in (1, 2, 3, 7, 9):
            check_in = friday + timedelta(days=start)
            check_out = check_in + timedelta(days=nights)
            read = free_room_types([room_type.id], check_in, check_out, with_rules=True)[0].rules
            assert len(read) < len(every_rule) or nights >= 7
            assert stay_rates(room_type.price_per_night, read, check_in, check_out) == \
                stay_rates(room_type.price_per_night, every_rule, check_in, check_out)


def test_a_search_prices_its_page_as_a_price_ordered_search_prices_every_hotel(client, make):
    """Ordered by rating, only the page's hotels are priced; ordered or filtered by price, every
    hotel is: both give each hotel the same lowest price for the dates."""
    friday = next_friday()
    for index in range(5):
        hotel, room_type = stock(make, price=f"{2000 + 300 * index}.00", city="Lalibela")
        make.room_type(hotel=hotel, price_per_night=Decimal("9000.00"))  # dearer, no rooms
        add_rules(room_type, friday)
    dates = {"city": "Lalibela", "check_in": friday.isoformat(),
             "check_out": (friday + timedelta(days=4)).isoformat(), "limit": 2}

    def prices(**params):
        pages = [client.get(f"{BASE}/hotels", query_string={**dates, **params, "page": page})
                 .get_json()["data"]["hotels"] for page in (1, 2, 3)]
        return {h["hotel_id"]: h["lowest_price"] for page in pages for h in page}

    by_rating = prices(sort="rating")
    assert len(by_rating) == 5
    assert prices(sort="price_asc") == by_rating == prices(sort="rating", min_price=1)
    # Fri, Sat +20%, Sun, Mon at the Timkat 4,000: 10% off four nights, for the cheapest hotel.
    assert min(by_rating.values()) == float(
        (Decimal("2400") * 2 + Decimal("2000") + Decimal("4000")) * Decimal("0.9") / 4)


def test_no_stay_averages_a_night_below_its_room_types_price_floor():
    """Search stops pricing a hotel's room types at the first whose floor is above the price it
    has (rates.price_floor): that is only right if no stay, under any rules, averages below it.
    Random rules (seasons, weekday cuts and surcharges, long-stay discounts) and stays."""
    import random

    from app.services.booking.rates import StayRule, price_floor, stay_rates

    rng = random.Random(16)
    start = date(2027, 1, 1)
    for case in range(400):
        base = Decimal(rng.randrange(100, 900_000)) / 100
        rules = []
        for rule_id in range(rng.randrange(0, 6)):
            kind = rng.choice([RateKind.SEASON, RateKind.WEEKDAY, RateKind.LENGTH_OF_STAY])
            first = start + timedelta(days=rng.randrange(0, 40))
            rules.append(StayRule(
                rule_id, kind, f"rule {rule_id}", first, first + timedelta(days=rng.randrange(0, 9)),
                Decimal(rng.randrange(100, 900_000)) / 100 if kind == RateKind.SEASON else None,
                frozenset(rng.sample(range(7), rng.randrange(1, 4))),
                Decimal(rng.randrange(-9000, 20001)) / 100 if kind == RateKind.WEEKDAY else None,
                rng.randrange(2, 10) if kind == RateKind.LENGTH_OF_STAY else None,
                Decimal(rng.randrange(1, 9001)) / 100 if kind == RateKind.LENGTH_OF_STAY else None))
        floor = price_floor(base, rules)
        assert floor is not None
        for _ in range(10):
            check_in = start + timedelta(days=rng.randrange(-5, 50))
            check_out = check_in + timedelta(days=rng.randrange(1, 15))
            average = stay_rates(base, rules, check_in, check_out).average_price
            assert average >= floor, (case, base, rules, check_in, check_out)
