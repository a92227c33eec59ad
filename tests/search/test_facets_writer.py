"""A search's facets written without a schema dump (app/schemas/hotels.py SearchFacetsField and
search_facets_json) are, byte for byte, what SearchFacetsSchema's dump of the same facets writes:
the same keys in the same order, every option's value as it is (a code, a star count, a rating as
a float), its name in the asked language (null for numbers) and its count; and null without
facets."""

from __future__ import annotations

import json

import pytest

from app.models import RatePlan, ReviewStatus
from app.schemas.hotels import HotelSearchQueryArgsSchema, SearchFacetsSchema
from app.services.booking import catalogue
from app.services.content.amenities import amenity_rows
from tests.bookings.helpers import BASE, days, stock


@pytest.fixture
def hotels_to_count(make, db):
    """Hotels that fall on both sides of every filter of the panel: stars, amenities, a guest
    rating with decimals, a property type, a meal plan, paid at the property, and a free
    cancellation window too short for a stay three days ahead."""
    pool_lodge, room_type = stock(make, name="Lake Lodge", city="Bahir Dar", stars=4,
                                  property_type="lodge", free_cancellation_hours=24)
    pool_lodge.amenities = amenity_rows(["pool", "wifi"])
    pool_lodge.pay_at_property_rooms_per_night = 2
    db.session.add(RatePlan(room_type_id=room_type.id, name="Bed and breakfast",
                            price_rule="amount", price_value=350, cancellation="free_until",
                            free_cancellation_hours=48, meals="breakfast",
                            payment="pay_at_property"))
    plain, _ = stock(make, name="Plain Hotel", city="Bahir Dar", stars=2,
                     free_cancellation_hours=24 * 10)
    plain.amenities = amenity_rows(["wifi"])
    db.session.commit()
    for rating in (5, 4, 4):
        make.review(hotel=pool_lodge, rating=rating, status=ReviewStatus.APPROVED)
    make.review(hotel=plain, rating=3, status=ReviewStatus.APPROVED)


QUERIES = [
    {"facets": "true"},
    {"facets": "true", "lang": "am", "stars": "4", "amenities": "wifi"},
    {"facets": "true", "check_in": days(3).isoformat(), "check_out": days(5).isoformat(),
     "free_cancellation": "true", "min_rating": "3.5", "meal_plan": "breakfast"},
    {"facets": "true", "lang": "om", "property_type": "lodge,hotel", "pay_at_property": "true"},
]


@pytest.mark.parametrize("query", QUERIES)
def test_search_facets_are_the_schemas_dump(client, app, hotels_to_count, query):
    response = client.get(f"{BASE}/hotels", query_string=query)
    assert response.status_code == 200, response.json
    written = response.json["data"]["facets"]

    with app.test_request_context(f"{BASE}/hotels", query_string=query):
        facets = catalogue.search_hotels(**HotelSearchQueryArgsSchema().load(query)).facets
        expected = SearchFacetsSchema().dump(facets)

    assert sum(option["count"] for option in expected["amenities"]), "facets must count hotels"
    assert json.dumps(written, ensure_ascii=False) == json.dumps(expected, ensure_ascii=False)
    assert list(written) == list(expected)
    assert [list(option) for option in written["stars"]] == [list(option) for option in
                                                             expected["stars"]]


def test_without_facets_the_writer_writes_null(client, hotels_to_count):
    response = client.get(f"{BASE}/hotels")
    assert response.status_code == 200, response.json
    assert response.json["data"]["facets"] is None
