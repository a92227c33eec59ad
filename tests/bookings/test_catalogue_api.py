"""GET /home, /hotels, /hotels/{id}, /hotels/{id}/availability."""

from datetime import timedelta
from decimal import Decimal

import pytest

from app.models import BookingStatus, HotelImage, HotelStatus, ReviewStatus
from app.models.base import utcnow
from tests.bookings.helpers import BASE, days, stock


def search(client, **params):
    return client.get(f"{BASE}/hotels", query_string=params)


def test_home_lists_featured_hotels_and_popular_cities(client, make, db):
    featured, _ = stock(make, price="1800.00", is_featured=True, city="Gondar")
    db.session.add(HotelImage(hotel_id=featured.id, url="https://img.example/g.jpg"))
    db.session.commit()
    stock(make, price="900.00", city="Gondar")
    stock(make, price="3000.00", city="Hawassa")
    stock(make, price="100.00", city="Gondar", hotel_status=HotelStatus.PENDING_VERIFICATION)

    response = client.get(f"{BASE}/home")

    assert response.status_code == 200
    data = response.json["data"]
    assert [h["hotel_id"] for h in data["featured_hotels"]] == [featured.id]
    assert data["featured_hotels"][0]["lowest_price"] == 1800.0
    gondar = data["popular_cities"][0]
    assert gondar == {"city": "Gondar", "hotel_count": 2, "lowest_price": 900.0,
                      "currency": "ETB", "image_url": "https://img.example/g.jpg"}
    assert data["popular_cities"][1]["city"] == "Hawassa"


def test_home_orders_featured_hotels_as_the_rating_search_and_keeps_eight(client, make):
    def featured(name, *ratings, is_featured=True):
        hotel, _ = stock(make, name=name, is_featured=is_featured)
        for rating in ratings:
            make.review(hotel=hotel, rating=rating, status=ReviewStatus.APPROVED)
        return hotel

    best = featured("Zebra Lodge", 5, 5)
    more_reviews = featured("Yeha Inn", 4, 4, 4)
    aksum = featured("Aksum Hotel", 4)
    abay = featured("Abay Hotel", 4)  # ties Aksum, made later: the tie goes by name, not id
    featured("Unfeatured", 5, 5, 5, is_featured=False)
    unrated = [featured(f"Plain {n}") for n in range(6)]

    data = client.get(f"{BASE}/home").json["data"]
    ids = [h["hotel_id"] for h in data["featured_hotels"]]
    assert ids == [best.id, more_reviews.id, abay.id, aksum.id,
                   *(hotel.id for hotel in unrated[:4])]


def test_search_lists_live_hotels_of_the_city_with_lowest_price_and_ratings(client, make):
    hotel, _ = stock(make, price="2500.00", city="Bahir Dar")
    stock(make, price="1900.00", hotel=hotel)
    stock(make, city="Adama")
    stock(make, city="Bahir Dar", hotel_status=HotelStatus.INACTIVE)
    make.review(hotel=hotel, rating=5)
    make.review(hotel=hotel, rating=4)
    make.review(hotel=hotel, rating=1, status=ReviewStatus.PENDING)

    response = search(client, city="bahir dar")

    assert response.status_code == 200
    data = response.json["data"]
    assert data["total"] == 1 and data["total_pages"] == 1
    (card,) = data["hotels"]
    assert card["hotel_id"] == hotel.id
    assert card["lowest_price"] == 1900.0
    assert card["average_rating"] == 4.5 and card["review_count"] == 2
    assert card["available"] is None


def test_search_with_dates_leaves_out_hotels_without_free_rooms(client, make):
    full, full_rt = stock(make, rooms=1, city="Lalibela", price="1000.00")
    free, _ = stock(make, rooms=1, city="Lalibela", price="3000.00")
    make.booking(room_type=full_rt, check_in=days(5), check_out=days(7), nights=2)

    data = search(client, city="Lalibela", check_in=days(6).isoformat(),
                  check_out=days(8).isoformat()).json["data"]
    assert [h["hotel_id"] for h in data["hotels"]] == [free.id]
    assert data["hotels"][0]["available"] is True and data["nights"] == 2

    # The day the booking checks out the room is free again.
    data = search(client, city="Lalibela", check_in=days(7).isoformat(),
                  check_out=days(8).isoformat()).json["data"]
    assert {h["hotel_id"] for h in data["hotels"]} == {full.id, free.id}


def test_search_with_dates_prices_only_available_room_types(client, make):
    hotel, cheap = stock(make, rooms=1, price="800.00")
    stock(make, rooms=1, price="2000.00", hotel=hotel)
    make.booking(room_type=cheap, check_in=days(5), check_out=days(6))
    data = search(client, check_in=days(5).isoformat(), check_out=days(6).isoformat()).json["data"]
    assert data["hotels"][0]["lowest_price"] == 2000.0


def test_search_leaves_out_hotels_whose_rooms_do_not_fit_the_party(client, make):
    small, _ = stock(make, capacity=2)
    big, _ = stock(make, capacity=4)
    data = search(client, guests=3).json["data"]
    assert [h["hotel_id"] for h in data["hotels"]] == [big.id]
    data = search(client, guests=3, rooms=2).json["data"]
    assert {h["hotel_id"] for h in data["hotels"]} == {small.id, big.id}


def test_search_filters_by_name_stars_and_price_and_sorts(client, make):
    a, _ = stock(make, name="Tana Lake Resort", stars=5, price="4000.00")
    b, _ = stock(make, name="Simien Lodge", stars=3, price="1500.00")
    c, _ = stock(make, name="Lake Side Inn", stars=4, price="2500.00")

    def ids(**params):
        return [h["hotel_id"] for h in search(client, **params).json["data"]["hotels"]]

    assert ids(q="lake", sort="price_asc") == [c.id, a.id]
    assert ids(stars="4,5", sort="stars") == [a.id, c.id]
    assert ids(min_price="1500", max_price="2500", sort="price_desc") == [c.id, b.id]


def test_search_paginates(client, make):
    for _ in range(5):
        stock(make)
    first = search(client, limit=2, page=1, sort="price_asc").json["data"]
    third = search(client, limit=2, page=3, sort="price_asc").json["data"]
    assert (first["total"], first["total_pages"], len(first["hotels"])) == (5, 3, 2)
    assert len(third["hotels"]) == 1


def test_search_orders_by_the_shown_rating_then_review_count(client, make, db):
    """The order is the one-decimal average shown, halves up (4.25 is 4.3), then the count; the
    page is chosen in SQL, so this checks the SQL rounding end to end."""
    ten, four, three = (make.hotel(name=name) for name in ("Ten", "Four", "Three"))
    for hotel, ratings in ((three, [5, 4, 4]),             # 4.33 -> 4.3, 3 reviews
                           (four, [4, 5, 4, 4]),           # 4.25 -> 4.3, 4 reviews
                           (ten, [4, 5, 4, 4, 5, 4, 4, 4, 4, 5])):  # 4.3, 10 reviews
        stock(make, hotel=hotel)
        for rating in ratings:
            make.review(hotel=hotel, rating=rating)
    featured, _ = stock(make, name="Featured", is_featured=True)
    best, _ = stock(make, name="Best", stars=5)
    make.review(hotel=best, rating=5)

    def order(**params):
        hotels = search(client, **params).json["data"]["hotels"]
        return [(h["name"], h["average_rating"], h["review_count"]) for h in hotels]

    assert order(sort="rating") == [("Best", 5.0, 1), ("Ten", 4.3, 10), ("Four", 4.3, 4),
                                    ("Three", 4.3, 3), ("Featured", 0.0, 0)]
    assert [name for name, *_ in order()] == ["Featured", "Best", "Ten", "Four", "Three"]
    # Stars, then the average; ties by name.
    assert [name for name, *_ in order(sort="stars")] == ["Best", "Four", "Ten", "Three",
                                                          "Featured"]
    page_two = search(client, sort="rating", limit=2, page=2).json["data"]
    assert [h["name"] for h in page_two["hotels"]] == ["Four", "Three"]
    assert page_two["total"] == 5


def test_search_for_several_rooms_needs_them_free_on_every_night(client, make):
    hotel, rt = stock(make, rooms=3, city="Dessie", capacity=2)
    make.booking(room_type=rt, check_in=days(6), check_out=days(7), rooms=2)

    def found(rooms, check_in, check_out):
        return [h["hotel_id"] for h in search(
            client, city="Dessie", rooms=rooms, guests=rooms, check_in=check_in.isoformat(),
            check_out=check_out.isoformat()).json["data"]["hotels"]]

    assert found(1, days(5), days(8)) == [hotel.id]
    assert found(2, days(5), days(8)) == []  # one room left on the 6th
    assert found(2, days(7), days(8)) == [hotel.id]
    assert found(3, days(4), days(6)) == [hotel.id]


def test_search_past_the_last_page_is_empty_with_the_total(client, make):
    for _ in range(3):
        stock(make)
    data = search(client, limit=2, page=5).json["data"]
    assert (data["hotels"], data["total"], data["total_pages"]) == ([], 3, 2)


def test_search_counts_a_lapsed_hold_as_free_before_it_is_marked_expired(client, make):
    """The calendar still holds the room until expire_holds runs; the search must not."""
    hotel, rt = stock(make, rooms=1, city="Gondar")
    make.booking(room_type=rt, check_in=days(5), check_out=days(7), nights=2,
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() - timedelta(seconds=1))
    live, live_rt = stock(make, rooms=1, city="Gondar")
    make.booking(room_type=live_rt, check_in=days(5), check_out=days(7), nights=2,
                 status=BookingStatus.PENDING_PAYMENT,
                 hold_expires_at=utcnow() + timedelta(minutes=5))

    data = search(client, city="Gondar", check_in=days(6).isoformat(),
                  check_out=days(7).isoformat()).json["data"]
    assert [h["hotel_id"] for h in data["hotels"]] == [hotel.id]
    assert data["total"] == 1


def _selects_of(db, request) -> tuple[list[str], object]:
    """The SELECT statements a request sends, and its response."""
    from sqlalchemy import event

    statements = []
    listener = lambda *args: statements.append(args[2])  # noqa: E731
    event.listen(db.engine, "before_cursor_execute", listener)
    try:
        response = request()
    finally:
        event.remove(db.engine, "before_cursor_execute", listener)
    return [s for s in statements if s.lstrip().upper().startswith("SELECT")], response


def test_search_with_many_hotels_uses_a_fixed_number_of_queries(client, make, db):
    for _index in range(6):
        hotel, _ = stock(make, rooms=1)
        make.review(hotel=hotel)

    def dated_search(day):
        return search(client, check_in=days(day).isoformat(), check_out=days(day + 2).isoformat())

    selects, response = _selects_of(db, lambda: dated_search(3))
    assert response.json["data"]["total"] == 6
    # The catalogue's version, the catalogue itself (photos, amenities, rate plans, hotels,
    # rates, room types: the worker's copy was empty), and the room types refused this stay;
    # nothing hotel by hotel.
    assert len(selects) == 8, selects
    selects, response = _selects_of(db, lambda: dated_search(4))
    assert response.json["data"]["total"] == 6
    # The copy is current: the version and the refused room types only.
    assert len(selects) == 2, selects


def test_search_sees_every_committed_catalogue_change_at_once(client, make, db):
    """The worker's copy of the catalogue follows the version the database triggers bump: a
    price, a new hotel, a rate, a room out of service, a hotel taken off line."""
    from sqlalchemy import text

    from app.models import RateRule, RoomStatus

    def listed(**params):
        data = search(client, city="Gondar", **params).json["data"]
        return {h["hotel_id"]: h["lowest_price"] for h in data["hotels"]}

    hotel, rt = stock(make, rooms=1, city="Gondar", price="1000.00")
    assert listed() == {hotel.id: 1000.0}

    rt.price_per_night = Decimal("1200.00")
    db.session.commit()
    assert listed() == {hotel.id: 1200.0}

    other, _ = stock(make, rooms=1, city="Gondar", price="800.00")
    assert listed() == {hotel.id: 1200.0, other.id: 800.0}

    stay = {"check_in": days(5).isoformat(), "check_out": days(6).isoformat()}
    db.session.add(RateRule(room_type_id=rt.id, kind="season", name="Timkat",
                            start_date=days(5), end_date=days(5),
                            price_per_night=Decimal("2000.00")))
    db.session.commit()
    assert listed(**stay) == {hotel.id: 2000.0, other.id: 800.0}

    rt.rooms[0].status = RoomStatus.MAINTENANCE
    db.session.commit()
    assert listed(**stay) == {other.id: 800.0}
    assert listed() == {hotel.id: 1200.0, other.id: 800.0}  # no dates: not counted

    # Written by hand, past the ORM: the triggers still count it.
    db.session.execute(text("UPDATE hotels SET hotel_status = 'inactive' WHERE id = :id"),
                       {"id": other.id})
    db.session.commit()
    assert listed() == {hotel.id: 1200.0}


def test_a_search_in_a_transaction_that_changed_the_catalogue_is_not_cached(app, make, db):
    """Uncommitted rows are read for that transaction alone, never kept for others."""
    from app.services.booking import catalogue

    hotel, rt = stock(make, rooms=1, city="Gondar", price="1000.00")
    assert catalogue.search_hotels(city="Gondar").hotels[0].lowest_price == Decimal("1000.00")
    rt.price_per_night = Decimal("5.00")
    db.session.flush()
    assert catalogue.search_hotels(city="Gondar").hotels[0].lowest_price == Decimal("5.00")
    db.session.rollback()
    assert catalogue.search_hotels(city="Gondar").hotels[0].lowest_price == Decimal("1000.00")


def test_bookings_leave_the_catalogue_version_alone(client, make, db):
    """Only catalogue changes move the version (a booking writes no hotel, room type or rate
    row), so bookings never make the workers read the catalogue again."""
    from sqlalchemy import select

    from app.models import CatalogueVersion

    hotel, rt = stock(make, rooms=2, city="Gondar")
    version = db.session.scalar(select(CatalogueVersion.version))
    body = {"hotel_id": hotel.id, "room_type_id": rt.id, "check_in": days(5).isoformat(),
            "check_out": days(7).isoformat(), "guests": 1, "rooms": 1,
            "guest": {"first_name": "Abebe", "last_name": "Kebede", "phone": "+251911000000",
                      "email": "abebe@example.et"}}
    created = client.post(f"{BASE}/bookings", json=body)
    assert created.status_code == 201, created.json
    db.session.rollback()
    assert db.session.scalar(select(CatalogueVersion.version)) == version


@pytest.mark.parametrize("params, field", [
    ({"check_in": "2026-13-01", "check_out": "2026-12-02"}, "check_in"),
    ({"check_in": "tomorrow"}, "check_in"),
    ({"check_in": "DAY5"}, "check_out"),
    ({"check_in": "DAY5", "check_out": "DAY5"}, "check_out"),
    ({"check_in": "DAY-1", "check_out": "DAY2"}, "check_in"),
    ({"check_in": "DAY1", "check_out": "DAY32"}, "check_out"),
    ({"rooms": 10}, "rooms"),
    ({"rooms": 0}, "rooms"),
    ({"guests": 0}, "guests"),
    ({"sort": "cheapest"}, "sort"),
    ({"limit": 51}, "limit"),
    ({"stars": "6"}, "stars.0"),
    ({"min_price": "500", "max_price": "100"}, "max_price"),
])
def test_search_bad_input_is_a_422_naming_the_field(client, make, params, field):
    def resolve(value):
        if isinstance(value, str) and value.startswith("DAY"):
            return days(int(value[3:])).isoformat()
        return value

    response = search(client, **{k: resolve(v) for k, v in params.items()})
    assert response.status_code == 422, response.json
    assert response.json["status"] == "error"
    assert field in response.json["errors"]


def test_hotel_detail_has_room_types_amenities_policies_and_rating(client, make):
    hotel, rt = stock(make, price="2100.00")
    make.review(hotel=hotel, rating=3)
    data = client.get(f"{BASE}/hotels/{hotel.id}").json["data"]
    assert data["hotel_id"] == hotel.id and data["name"] == hotel.name
    assert data["room_types"] == [{
        "room_type_id": rt.id, "name": rt.name, "description": "", "capacity": 2,
        "bed_type": "double", "size_sqm": None, "price_per_night": 2100.0, "images": [],
        "display_price": None}]
    assert data["policies"]["check_in_time"] == "14:00"
    assert data["policies"]["check_out_time"] == "11:00"
    assert data["policies"]["free_cancellation_hours"] == 24
    assert data["policies"]["vat_rate"] == 0.15 and data["policies"]["service_charge_rate"] == 0.1
    assert "24 hours" in data["policies"]["cancellation_policy"]
    assert (data["average_rating"], data["review_count"]) == (3.0, 1)
    assert data["rating_distribution"]["3"] == 1
    assert data["amenities"] == [] and data["images"] == []


@pytest.mark.parametrize("status", [HotelStatus.PENDING_VERIFICATION, HotelStatus.INACTIVE])
def test_hotel_detail_of_a_hotel_not_live_is_404(client, make, status):
    hotel = make.hotel(hotel_status=status)
    assert client.get(f"{BASE}/hotels/{hotel.id}").status_code == 404
    assert client.get(f"{BASE}/hotels/999999").status_code == 404


def test_availability_lists_each_room_type_with_free_rooms_and_stay_total(client, make):
    hotel, twin = stock(make, rooms=3, price="1000.00", capacity=2)
    _, family = stock(make, rooms=1, price="3000.00", capacity=4, hotel=hotel)
    make.booking(room_type=twin, check_in=days(5), check_out=days(6),
                 status=BookingStatus.CONFIRMED)
    make.booking(room_type=family, check_in=days(6), check_out=days(8))

    response = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
        "check_in": days(5).isoformat(), "check_out": days(7).isoformat(), "guests": 3, "rooms": 1})

    assert response.status_code == 200
    data = response.json["data"]
    assert (data["nights"], data["guests"], data["rooms"], data["currency"]) == (2, 3, 1, "ETB")
    by_id = {item["room_type_id"]: item for item in data["room_types"]}
    assert by_id[twin.id]["available_rooms"] == 2
    assert by_id[twin.id]["fits_guests"] is False and by_id[twin.id]["available"] is False
    assert by_id[twin.id]["nightly_price"] == 1000.0
    # 2 nights x 1000 = 2000, +200 service, +330 VAT.
    assert by_id[twin.id]["stay_total"] == 2530.0
    assert by_id[family.id]["available_rooms"] == 0 and by_id[family.id]["available"] is False


def test_one_room_type_priced_past_what_a_booking_holds_leaves_the_others_bookable(client, make):
    hotel, twin = stock(make, rooms=2, price="1000.00")
    _, palace = stock(make, rooms=1, price="9999999999.00", hotel=hotel)  # the most a price holds
    stay = {"check_in": days(5).isoformat(), "check_out": days(7).isoformat(), "guests": 2}

    response = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string=stay)

    assert response.status_code == 200
    assert [item["room_type_id"] for item in response.json["data"]["room_types"]] == [twin.id]
    quote = client.post(f"{BASE}/bookings/quote", json={
        "hotel_id": hotel.id, "room_type_id": palace.id, "rooms": 1, **stay})
    assert quote.status_code == 422 and "more than one booking can hold" in quote.json["message"]


def test_availability_bad_input(client, make):
    hotel, _ = stock(make)
    url = f"{BASE}/hotels/{hotel.id}/availability"
    assert "check_out" in client.get(url, query_string={"check_in": days(1).isoformat()}).json["errors"]
    r = client.get(url, query_string={"check_in": days(-1).isoformat(), "check_out": days(1).isoformat()})
    assert r.status_code == 422 and "check_in" in r.json["errors"]
    r = client.get(url, query_string={"check_in": days(1).isoformat(),
                                      "check_out": (days(1) + timedelta(days=31)).isoformat()})
    assert r.status_code == 422 and "check_out" in r.json["errors"]
    pending = make.hotel(hotel_status=HotelStatus.PENDING_VERIFICATION)
    r = client.get(f"{BASE}/hotels/{pending.id}/availability",
                   query_string={"check_in": days(1).isoformat(), "check_out": days(2).isoformat()})
    assert r.status_code == 404


def test_a_thirty_night_stay_is_allowed(client, make):
    hotel, _ = stock(make)
    r = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
        "check_in": days(0).isoformat(), "check_out": (days(0) + timedelta(days=30)).isoformat()})
    assert r.status_code == 200 and r.json["data"]["nights"] == 30
    assert r.json["data"]["room_types"][0]["price"]["subtotal"] == float(Decimal("2500") * 30)


def test_room_type_without_a_price_is_not_on_sale(client, make):
    """Staff may create a room type before pricing it (price_per_night is optional): guests
    neither see it nor can book it until it has a price."""
    from tests.bookings.helpers import stay_body

    hotel, priced = stock(make, price="2200.00", city="Axum")
    _, unpriced = stock(make, price="0.00", hotel=hotel)

    detail = client.get(f"{BASE}/hotels/{hotel.id}").json["data"]
    assert [rt["room_type_id"] for rt in detail["room_types"]] == [priced.id]
    assert search(client, city="Axum").json["data"]["hotels"][0]["lowest_price"] == 2200.0
    response = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, unpriced, guest={"first_name": "A", "last_name": "B", "email": "ab@example.et",
                                "phone": "+251911000001"}))
    assert response.status_code == 422
    assert "room_type_id" in response.json["errors"]


def test_the_home_page_reads_the_catalogue_copy(client, make, db):
    """After the first request, /home asks the database only for the catalogue's version; a
    change shows at once."""
    hotel, rt = stock(make, price="1500.00", is_featured=True, city="Gondar")
    client.get(f"{BASE}/home")
    selects, response = _selects_of(db, lambda: client.get(f"{BASE}/home"))
    assert len(selects) == 1 and "catalogue_versions" in selects[0], selects
    assert response.json["data"]["featured_hotels"][0]["lowest_price"] == 1500.0

    rt.price_per_night = Decimal("1100.00")
    db.session.commit()
    data = client.get(f"{BASE}/home").json["data"]
    assert data["featured_hotels"][0]["lowest_price"] == 1100.0
    assert data["popular_cities"][0]["lowest_price"] == 1100.0
