"""Hotel cards written from the catalogue copy's ready fields (catalogue_snapshot.ready_card and
app/schemas/hotels.py HotelCards) are, byte for byte, what HotelSummarySchema's dump of the same
cards writes: the same keys in the same order, the same numbers (prices to the cent as JSON
numbers, degrees and ratings as floats), for a search with and without dates, a point, a display
currency, and on the home page."""

from __future__ import annotations

import json
from datetime import timedelta
from decimal import Decimal

import pytest
from flask.json.provider import DefaultJSONProvider
from marshmallow import Schema

from app.envelope import ok
from app.models import DisplayRate, HotelImage, ReviewStatus
from app.schemas.hotels import HotelSearchQueryArgsSchema, HotelSearchResultSchema, HotelSummarySchema
from app.services.booking import catalogue, rates
from app.services.content.amenities import amenity_rows
from tests.bookings.helpers import BASE, days, local_today, stock


@pytest.fixture
def catalogue_of_cards(make, db):
    """Hotels whose cards differ in every way a card can: placed or not, a photo or not,
    featured, amenities, reviews whose average rounds (4.25 -> 4.3, 3.333 -> 3.3), a price with
    cents, and a weekend rate that makes a dated price average to an odd cent."""
    placed, _ = stock(make, name="Ghion Placed", city="Addis Ababa", price="2333.33",
                      latitude=Decimal("9.012345"), longitude=Decimal("38.761234"),
                      is_featured=True, stars=4)
    placed.amenities = amenity_rows(["wifi", "pool", "restaurant"])
    db.session.add(HotelImage(hotel_id=placed.id, url="https://img.example/ghion.jpg",
                              position=0))
    for rating in (5, 4, 4, 4):
        make.review(hotel=placed, rating=rating, status=ReviewStatus.APPROVED)
    unplaced, room_type = stock(make, name="ሐይቅ ዳር Unplaced", city="Bahir Dar", price="1999.99",
                                stars=2)
    for rating in (3, 3, 4):
        make.review(hotel=unplaced, rating=rating, status=ReviewStatus.APPROVED)
    stock(make, hotel=unplaced, price="2500.05", capacity=4)
    stock(make, name="Plain", city="Gondar", price="100.00", latitude=Decimal("12.6"),
          longitude=Decimal("37.466667"))
    db.session.add(DisplayRate(currency="USD", etb_per_unit=Decimal("155.37"),
                               rate_date=local_today()))
    db.session.commit()
    rates.create_rule(room_type, {"kind": "weekday", "name": "Weekend", "weekdays": [4, 5],
                                  "adjustment_percent": Decimal("12.5")})


def schema_dump(cards) -> list[dict]:
    return HotelSummarySchema(many=True).dump(cards)


QUERIES = [
    {},
    {"check_in": days(3).isoformat(), "check_out": days(6).isoformat(), "guests": 2},
    {"check_in": days(3).isoformat(), "check_out": days(4).isoformat(), "currency": "usd"},
    {"lat": 9.03, "lng": 38.74, "sort": "distance", "currency": "USD"},
    {"lat": 9.03, "lng": 38.74, "radius_km": 500, "sort": "price_desc"},
]


@pytest.mark.parametrize("query", QUERIES)
def test_search_cards_are_the_schemas_dump(client, app, catalogue_of_cards, query):
    response = client.get(f"{BASE}/hotels", query_string=query)
    assert response.status_code == 200, response.json
    written = response.json["data"]["hotels"]
    assert written, "the search must find cards to compare"

    with app.test_request_context(f"{BASE}/hotels", query_string=query):
        cards = catalogue.search_hotels(**HotelSearchQueryArgsSchema().load(query)).hotels
        expected = schema_dump(cards)

    assert json.dumps(written, ensure_ascii=False) == json.dumps(expected, ensure_ascii=False)
    assert [list(card) for card in written] == [list(card) for card in expected]


def test_home_cards_are_the_schemas_dump(client, app, catalogue_of_cards):
    response = client.get(f"{BASE}/home")
    assert response.status_code == 200, response.json
    written = response.json["data"]["featured_hotels"]
    assert [card["name"] for card in written] == ["Ghion Placed"]

    with app.test_request_context(f"{BASE}/home"):
        expected = schema_dump(catalogue.home_page().featured)

    assert json.dumps(written, ensure_ascii=False) == json.dumps(expected, ensure_ascii=False)


def test_the_ready_numbers_have_the_schemas_types(client, catalogue_of_cards):
    stay = {"check_in": days(3).isoformat(), "check_out": (days(3) + timedelta(days=3)).isoformat(),
            "currency": "USD"}
    cards = {card["name"]: card for card in
             client.get(f"{BASE}/hotels", query_string=stay).json["data"]["hotels"]}

    placed = cards["Ghion Placed"]
    assert placed["latitude"] == 9.012345 and isinstance(placed["latitude"], float)
    assert placed["average_rating"] == 4.3 and placed["review_count"] == 4
    assert placed["lowest_price"] == 2333.33 and placed["display_price"] == 15.02
    assert placed["amenities"] == ["pool", "restaurant", "wifi"]
    assert placed["image_url"] == "https://img.example/ghion.jpg"
    assert placed["available"] is True and placed["distance_km"] is None
    unplaced = cards["ሐይቅ ዳር Unplaced"]
    assert unplaced["latitude"] is None and unplaced["image_url"] is None
    assert unplaced["average_rating"] == 3.3 and isinstance(unplaced["stars"], int)


PAGES = [
    *QUERIES,
    {"facets": "true", "lang": "am", "min_rating": "3", "currency": "USD"},
    {"check_in": days(3).isoformat(), "check_out": days(5).isoformat(), "facets": "true",
     "limit": 1, "page": 2},
    {"city": "Nowhere"},
]


def marshmallows_page(app, query, timestamp) -> str:
    """The search's response as marshmallow's own dump of HotelSearchResultSchema's fields
    (Schema.dump) and Flask's JSON provider write it, with the response's timestamp."""
    result = catalogue.search_hotels(**HotelSearchQueryArgsSchema().load(query))
    body = {**ok(Schema.dump(HotelSearchResultSchema(), result)), "timestamp": timestamp}
    return DefaultJSONProvider.response(app.json, body).get_data(as_text=True)


@pytest.mark.parametrize("query", PAGES)
def test_the_whole_search_page_is_marshmallows_dump(client, app, catalogue_of_cards, query):
    # HotelSearchResultSchema.dump writes the page as JSON text around the cards' ready text
    # (app/json_text.py); the bytes must be those of the schema's field-by-field dump.
    response = client.get(f"{BASE}/hotels", query_string=query)
    assert response.status_code == 200, response.json

    with app.test_request_context(f"{BASE}/hotels", query_string=query):
        expected = marshmallows_page(app, query, response.json["timestamp"])

    assert response.get_data(as_text=True) == expected
    assert response.mimetype == "application/json"


def test_the_search_page_is_indented_in_debug_mode_as_any_response(client, app,
                                                                   catalogue_of_cards):
    # Where Flask writes indented JSON (debug mode), the page's ready text is read back and
    # written with the rest: the same bytes as the schema's dump, indented.
    app.json.compact = False
    query = {"check_in": days(3).isoformat(), "check_out": days(6).isoformat(), "guests": 2,
             "facets": "true"}
    response = client.get(f"{BASE}/hotels", query_string=query)
    assert response.status_code == 200, response.json
    text = response.get_data(as_text=True)
    assert text.startswith('{\n  "status": "success"')

    with app.test_request_context(f"{BASE}/hotels", query_string=query):
        assert text == marshmallows_page(app, query, response.json["timestamp"])
