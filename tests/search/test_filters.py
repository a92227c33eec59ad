"""The filter panel: amenities, guest rating, free cancellation, property type, the name in
either script, and the counts next to each option; staff choosing amenities from the vocabulary."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from sqlalchemy import select, text

from app.models import Amenity, CatalogueVersion, RatePlan, ReviewStatus
from app.services.booking import catalogue
from app.services.booking.catalogue import RATING_STEPS
from app.services.booking.destinations import stored_cities_matching
from app.services.content.amenities import AMENITIES, MEAL_PLANS, PROPERTY_TYPES, amenity_rows
from app.services.name_matching import NameQuery, name_forms, sound_keys
from tests.bookings.helpers import BASE, days, stock

STAFF = "/api/v1/staff"


def search(client, **params):
    return client.get(f"{BASE}/hotels", query_string=params)


def names(response):
    assert response.status_code == 200, response.json
    return sorted(card["name"] for card in response.json["data"]["hotels"])


def hotel_with(make, db, name, *, amenities=(), ratings=(), **kwargs):
    hotel, _ = stock(make, name=name, **kwargs)
    hotel.amenities = amenity_rows(amenities)
    db.session.commit()
    for rating in ratings:
        make.review(hotel=hotel, rating=rating, status=ReviewStatus.APPROVED)
    return hotel


def facet(data, group, value):
    (option,) = [o for o in data["facets"][group] if o["value"] == value]
    return option["count"]


# --- names in either script ---------------------------------------------------------------------

@pytest.mark.parametrize("latin, ethiopic", [
    ("Entoto", "ኢንቶቶ"), ("Hotel", "ሆቴል"), ("Haile Resort", "ኃይሌ ሪዞርት"), ("Lodge", "ሎጅ"),
    ("Heritage", "ሄሪቴጅ"), ("Palace", "ፓላስ"), ("Addis", "አዲስ"), ("Ghion", "ግዮን"),
])
def test_a_name_and_its_ethiopic_spelling_sound_the_same(latin, ethiopic):
    assert sound_keys(latin) == sound_keys(ethiopic)


def test_one_typed_letter_matches_no_name_across_scripts():
    assert not NameQuery("ኢ").matches(name_forms("Entoto Grand Hotel"))
    assert not NameQuery("ሆ").matches(name_forms("Hotel"))
    assert NameQuery("ሆቴ").matches(name_forms("Hotel"))


def test_q_finds_a_latin_name_typed_in_ethiopic_and_the_other_way_round(client, make):
    stock(make, name="Entoto Grand Hotel")
    stock(make, name="ኢንቶቶ ፓርክ ሎጅ")
    stock(make, name="Bole Skyline Hotel")
    stock(make, name="Lake Tana Lodge")

    assert names(search(client, q="Entoto")) == ["Entoto Grand Hotel", "ኢንቶቶ ፓርክ ሎጅ"]
    assert names(search(client, q="ኢንቶቶ")) == ["Entoto Grand Hotel", "ኢንቶቶ ፓርክ ሎጅ"]
    assert names(search(client, q="ኢንቶቶ ሆቴል")) == ["Entoto Grand Hotel"]
    assert names(search(client, q="lodge")) == ["Lake Tana Lodge", "ኢንቶቶ ፓርክ ሎጅ"]
    assert names(search(client, q="ሆ")) == []


def test_q_ignores_letter_variants_hyphens_and_accents(client, make):
    stock(make, name="ሐይቅ ዳር ሆቴል")
    stock(make, name="Rock-Hewn Heritage Lodge")
    stock(make, name="Café Entoto")

    assert names(search(client, q="ሀይቅ")) == ["ሐይቅ ዳር ሆቴል"]
    assert names(search(client, q="rock hewn")) == ["Rock-Hewn Heritage Lodge"]
    assert names(search(client, q="cafe")) == ["Café Entoto"]


def test_a_city_outside_the_table_is_found_in_the_other_script(app):
    assert stored_cities_matching("ወንጪ", ("Wenchi", "Addis Ababa")) == ["Wenchi"]
    assert stored_cities_matching("Wenchi", ("ወንጪ",)) == ["ወንጪ"]
    # Cities of the table match by their own Amharic names (ጎንደር, ጎባ), not by how the Latin
    # ones sound: Gambela (ጋምቤላ) does not start with ጎ.
    assert sorted(stored_cities_matching("ጎ", ("Gondar", "Goba", "Gambela"))) == ["Goba", "Gondar"]


# --- amenities, rating, free cancellation, property type ----------------------------------------

def test_amenities_keep_hotels_having_all_of_them(client, make, db):
    hotel_with(make, db, "Pool and wifi", amenities=["pool", "wifi"])
    hotel_with(make, db, "Pool only", amenities=["pool"])
    hotel_with(make, db, "Nothing")

    assert names(search(client, amenities="pool")) == ["Pool and wifi", "Pool only"]
    assert names(search(client, amenities="pool,wifi")) == ["Pool and wifi"]


def test_min_rating_compares_the_shown_average(client, make, db):
    hotel_with(make, db, "Four and a half", ratings=[4, 5])
    hotel_with(make, db, "Four", ratings=[4])
    hotel_with(make, db, "Unrated")

    assert names(search(client, min_rating="4.5")) == ["Four and a half"]
    assert names(search(client, min_rating="4")) == ["Four", "Four and a half"]
    assert names(search(client, min_rating="0")) == ["Four", "Four and a half", "Unrated"]


def test_free_cancellation_with_dates_follows_each_hotels_rule(client, make):
    stock(make, name="Free until a day before", free_cancellation_hours=24)
    stock(make, name="Free until forty days before", free_cancellation_hours=24 * 40)
    check_in, check_out = days(10).isoformat(), days(12).isoformat()

    assert names(search(client, free_cancellation="true", check_in=check_in,
                        check_out=check_out)) == ["Free until a day before"]
    # Without dates each hotel gives a stay far enough ahead a free window.
    assert len(names(search(client, free_cancellation="true"))) == 2
    assert len(names(search(client, free_cancellation="false", check_in=check_in,
                            check_out=check_out))) == 2


def test_property_type_keeps_any_of_the_types(client, make):
    stock(make, name="A lodge", property_type="lodge")
    stock(make, name="A resort", property_type="resort")
    stock(make, name="A hotel")

    assert names(search(client, property_type="lodge,resort")) == ["A lodge", "A resort"]
    assert names(search(client, property_type="hotel")) == ["A hotel"]


# --- counts -------------------------------------------------------------------------------------

def test_counts_are_what_choosing_each_option_would_find(client, make, db):
    hotel_with(make, db, "Pool lodge 5", amenities=["pool", "wifi"], stars=5,
               property_type="lodge", ratings=[5])
    hotel_with(make, db, "Pool hotel 4", amenities=["pool"], stars=4, ratings=[4])
    hotel_with(make, db, "Wifi hotel 4", amenities=["wifi"], stars=4, ratings=[3])
    hotel_with(make, db, "Pool hotel 3, Adama", amenities=["pool"], stars=3, city="Adama")

    response = search(client, city="Addis Ababa", stars="4", facets="true")

    data = response.json["data"]
    assert names(response) == ["Pool hotel 4", "Wifi hotel 4"]
    assert data["total"] == 2
    # Amenities among the hotels found: "Pool (1)".
    assert facet(data, "amenities", "pool") == 1 and facet(data, "amenities", "wifi") == 1
    assert facet(data, "amenities", "spa") == 0
    assert len(data["facets"]["amenities"]) == len(AMENITIES)
    # Stars count as if chosen instead of 4 (the Adama hotel is not in the city).
    assert facet(data, "stars", 5) == 1 and facet(data, "stars", 4) == 2
    assert facet(data, "stars", 3) == 0
    assert facet(data, "property_types", "hotel") == 2
    assert facet(data, "property_types", "lodge") == 0  # a 5-star: not with stars=4
    assert facet(data, "min_rating", 4.0) == 1 and facet(data, "min_rating", 3.0) == 2
    assert facet(data, "min_rating", 4.5) == 0
    assert data["facets"]["free_cancellation"] == 2


def test_amenity_counts_keep_the_amenities_asked_for(client, make, db):
    hotel_with(make, db, "Pool and wifi", amenities=["pool", "wifi"])
    hotel_with(make, db, "Pool and spa", amenities=["pool", "spa"])
    hotel_with(make, db, "Wifi only", amenities=["wifi"])

    data = search(client, amenities="pool", facets="true").json["data"]

    assert data["total"] == 2
    assert facet(data, "amenities", "pool") == 2
    assert facet(data, "amenities", "wifi") == 1  # pool and wifi: one hotel
    assert facet(data, "amenities", "spa") == 1


def test_counts_follow_dates_and_price(client, make, db):
    cheap = hotel_with(make, db, "Cheap pool", amenities=["pool"], price="900.00", rooms=1)
    hotel_with(make, db, "Dear pool", amenities=["pool"], price="9000.00")
    make.booking(hotel=cheap, room_type=cheap.room_types[0], check_in=days(5), check_out=days(7),
                 rooms=1, status="confirmed")

    data = search(client, facets="true", max_price="1000").json["data"]
    assert facet(data, "amenities", "pool") == 1
    data = search(client, facets="true", check_in=days(5).isoformat(),
                  check_out=days(6).isoformat()).json["data"]
    assert facet(data, "amenities", "pool") == 1 and data["total"] == 1


def test_counts_name_options_in_the_asked_language(client, make):
    stock(make)

    data = search(client, facets="true", lang="am").json["data"]

    pool = next(o for o in data["facets"]["amenities"] if o["value"] == "pool")
    assert pool["name"] == AMENITIES["pool"].am
    lodge = next(o for o in data["facets"]["property_types"] if o["value"] == "lodge")
    assert lodge["name"] == PROPERTY_TYPES["lodge"].am


def test_without_facets_the_answer_has_none(client, make):
    stock(make)
    assert search(client).json["data"]["facets"] is None


@pytest.mark.parametrize("params, field", [
    ({"amenities": "pool,jacuzzi"}, "amenities"),
    ({"property_type": "castle"}, "property_type"),
    ({"min_rating": "5.5"}, "min_rating"),
    ({"min_rating": "-1"}, "min_rating"),
    ({"lang": "fr", "facets": "true"}, "lang"),
    ({"free_cancellation": "maybe"}, "free_cancellation"),
])
def test_bad_filter_input_is_a_422_naming_the_field(client, make, params, field):
    stock(make)

    response = search(client, **params)

    assert response.status_code == 422, response.json
    assert any(name.split(".")[0] == field for name in response.json["errors"])


# --- staff choose from the vocabulary -----------------------------------------------------------

@pytest.fixture
def staff_hotel(make):
    hotel, _ = stock(make, name="Staff Hotel")
    return hotel


@pytest.fixture
def as_admin(make, auth, staff_hotel):
    return auth.staff(make.staff(hotel=staff_hotel, role_slug="hotel_admin"))


def test_staff_set_amenities_type_and_place_and_search_sees_them_at_once(client, staff_hotel,
                                                                          as_admin):
    assert names(search(client, amenities="pool")) == []  # the worker's copy is read now

    response = client.put(f"{STAFF}/hotel", headers=as_admin,
                          json={"hotel_amenities": ["pool", "wifi", "pool"],
                                "hotel_property_type": "lodge", "hotel_latitude": 9.01,
                                "hotel_longitude": 38.76})

    assert response.status_code == 200, response.json
    data = response.json["data"]
    assert data["hotel_amenities"] == ["wifi", "pool"]  # the vocabulary's order, once each
    assert (data["hotel_property_type"], data["hotel_latitude"]) == ("lodge", 9.01)
    assert names(search(client, amenities="pool,wifi", property_type="lodge", lat=9.01,
                        lng=38.76, radius_km=1)) == ["Staff Hotel"]

    # Only the amenities change (no hotel row is written): the amenity table's trigger moves
    # the catalogue's version.
    response = client.put(f"{STAFF}/hotel", headers=as_admin, json={"hotel_amenities": ["spa"]})
    assert response.status_code == 200
    assert names(search(client, amenities="pool")) == []
    assert names(search(client, amenities="spa")) == ["Staff Hotel"]
    detail = client.get(f"{BASE}/hotels/{staff_hotel.id}").json["data"]
    assert [a["code"] for a in detail["amenities"]] == ["spa"]
    assert detail["amenities"][0]["names"]["am"] == AMENITIES["spa"].am
    assert detail["property_type"] == "lodge"


@pytest.mark.parametrize("body, field", [
    ({"hotel_amenities": ["pool", "jacuzzi"]}, "hotel_amenities"),
    ({"hotel_amenities": "pool"}, "hotel_amenities"),
    ({"hotel_property_type": "castle"}, "hotel_property_type"),
    ({"hotel_latitude": 91, "hotel_longitude": 38}, "hotel_latitude"),
    ({"hotel_latitude": 9}, "hotel_longitude"),
    ({"hotel_latitude": 9, "hotel_longitude": None}, "hotel_longitude"),
])
def test_staff_edits_outside_the_vocabulary_are_refused(client, db, staff_hotel, as_admin, body,
                                                        field):
    response = client.put(f"{STAFF}/hotel", headers=as_admin, json=body)

    assert response.status_code == 422, response.json
    assert any(name.split(".")[0] == field for name in response.json["errors"])
    db.session.refresh(staff_hotel)
    assert staff_hotel.amenities == [] and staff_hotel.property_type == "hotel"
    assert db.session.scalar(select(Amenity.id).limit(1)) is None


def test_a_hotel_amenities_row_written_by_hand_moves_the_catalogue_version(db, make):
    hotel, _ = stock(make)
    amenity_rows(["pool"])
    db.session.commit()
    before = db.session.scalar(select(CatalogueVersion.version))

    db.session.execute(text("INSERT INTO hotel_amenities (hotel_id, amenity_id) "
                            "SELECT :hotel_id, id FROM amenities"), {"hotel_id": hotel.id})
    db.session.commit()

    assert db.session.scalar(select(CatalogueVersion.version)) > before


def test_demo_data_uses_the_vocabulary(app, db):
    from app.services.demo.demo_data import DEMO_AMENITIES, demo_property_type

    assert set(DEMO_AMENITIES) <= AMENITIES.keys()
    assert demo_property_type("Forty Springs Lodge") == "lodge"
    assert demo_property_type("Lake Hawassa Resort & Spa") == "resort"
    assert demo_property_type("Royal Enclosure Inn") == "guest_house"
    assert demo_property_type("Entoto Grand Hotel") == "hotel"
    assert demo_property_type("Innovation Hotel") == "hotel"


@pytest.fixture
def varied_hotels(make, db):
    """Twelve hotels drawn at random (a fixed seed) on every axis of the panel: stars, property
    type, amenities, reviews, a meal plan or none, paid at the property or not, and a free
    cancellation window that a stay three days ahead is inside or past."""
    rng = random.Random(34)
    for number in range(12):
        hotel, room_type = stock(make, name=f"Varied {number}", stars=rng.randint(1, 5),
                                 property_type=rng.choice(list(PROPERTY_TYPES)[:3]),
                                 free_cancellation_hours=rng.choice([24, 24 * 10]))
        hotel.amenities = amenity_rows(rng.sample(["pool", "wifi", "spa", "restaurant"],
                                                  rng.randint(0, 3)))
        hotel.pay_at_property_rooms_per_night = rng.choice([0, 2])
        if rng.random() < 0.6:
            db.session.add(RatePlan(room_type_id=room_type.id, name="Plan", price_rule="amount",
                                    price_value=100, cancellation="free_until",
                                    free_cancellation_hours=48,
                                    meals=rng.choice(["breakfast", "half_board"]),
                                    payment=rng.choice(["pay_now", "pay_at_property"])))
        db.session.commit()
        for rating in rng.sample([5, 4, 4, 3, 2], rng.randint(0, 3)):
            make.review(hotel=hotel, rating=rating, status=ReviewStatus.APPROVED)


PANELS = [
    {},
    {"stars": [4, 5]},
    {"amenities": ["wifi"], "min_rating": Decimal("3.5")},
    {"free_cancellation": True, "property_type": ["hotel"], "meal_plan": ["breakfast"]},
    {"stars": [2, 3, 4], "pay_at_property": True, "amenities": ["pool"],
     "min_rating": Decimal("3")},
]


@pytest.mark.parametrize("dated", [False, True])
@pytest.mark.parametrize("panel", PANELS)
def test_every_count_is_the_total_of_the_search_with_that_option(app, varied_hotels, panel,
                                                                  dated):
    """The counts' definition, option by option, against the search itself."""
    dates = {"check_in": days(3), "check_out": days(5)} if dated else {}

    def total(**changed) -> int:
        return catalogue.search_hotels(**{**dates, **panel, **changed}).total

    with app.test_request_context():
        result = catalogue.search_hotels(**dates, **panel, facets=True, limit=100)
        facets = result.facets
        assert result.total == total()
        asked = panel.get("amenities", [])
        counts = {option.value: option.count for option in facets.amenities}
        assert counts == {code: total(amenities=sorted({*asked, code})) for code in AMENITIES}
        assert {o.value: o.count for o in facets.stars} == {
            stars: total(stars=[stars]) for stars in (5, 4, 3, 2, 1)}
        assert {o.value: o.count for o in facets.property_types} == {
            code: total(property_type=[code]) for code in PROPERTY_TYPES}
        assert {o.value: o.count for o in facets.min_rating} == {
            float(step): total(min_rating=step) for step in RATING_STEPS}
        assert {o.value: o.count for o in facets.meal_plans} == {
            code: total(meal_plan=[code]) for code in MEAL_PLANS}
        assert facets.free_cancellation == total(free_cancellation=True)
        assert facets.pay_at_property == total(pay_at_property=True)
    assert any(o.count for o in facets.stars), "the panel must leave hotels to count"
