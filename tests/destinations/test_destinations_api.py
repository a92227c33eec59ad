"""GET /hotels?city= with any spelling of a city, GET /destinations, and the city staff store."""

import pytest

from app.models import HotelStatus
from tests.bookings.helpers import BASE, stock

STAFF = "/api/v1/staff"


def search(client, city):
    return client.get(f"{BASE}/hotels", query_string={"city": city})


def suggest(client, **params):
    return client.get(f"{BASE}/destinations", query_string=params)


def cities(response) -> list[str]:
    assert response.status_code == 200, response.json
    return [item["city"] for item in response.json["data"]]


@pytest.fixture
def catalogue(make):
    """Live hotels in Addis Ababa and Bahir Dar, and one pending hotel in Bahir Dar."""
    addis, _ = stock(make, city="Addis Ababa")
    bahir_dar, _ = stock(make, city="Bahir Dar")
    stock(make, city="Bahir Dar", hotel_status=HotelStatus.PENDING_VERIFICATION)
    return {"addis": addis, "bahir_dar": bahir_dar}


@pytest.mark.parametrize("city", ["Addis", "addis ababa", "AA", "ADDIS-ABABA", "አዲስ አበባ",
                                  "Addis Abeba", "Finfinnee", "addis "])
def test_search_finds_addis_ababa_by_any_spelling(client, catalogue, city):
    data = search(client, city).json["data"]
    assert [h["hotel_id"] for h in data["hotels"]] == [catalogue["addis"].id]
    assert data["hotels"][0]["city"] == "Addis Ababa"


@pytest.mark.parametrize("city", ["bahir dar", "Bahirdar", "BAHIR-DAR", "ባሕር ዳር", "ባህር ዳር",
                                  "ባሕርዳር", "bah", "ባሕ"])
def test_search_finds_bahir_dar_by_any_spelling_or_prefix(client, catalogue, city):
    data = search(client, city).json["data"]
    assert [h["hotel_id"] for h in data["hotels"]] == [catalogue["bahir_dar"].id]


@pytest.mark.parametrize("city", ["Atlantis", "Jimma", "ጅማ", "zzz"])
def test_search_for_a_city_without_live_hotels_is_empty(client, catalogue, city):
    data = search(client, city).json["data"]
    assert data["hotels"] == [] and data["total"] == 0


def test_a_prefix_of_several_cities_finds_hotels_in_all_of_them(client, make):
    markos, _ = stock(make, city="Debre Markos")
    birhan, _ = stock(make, city="Debre Birhan")
    bishoftu, _ = stock(make, city="Bishoftu")  # also called Debre Zeyit
    stock(make, city="Dessie")
    data = search(client, "debre").json["data"]
    assert {h["hotel_id"] for h in data["hotels"]} == {markos.id, birhan.id, bishoftu.id}


def test_an_exact_city_name_does_not_widen_to_longer_names(client, make):
    adama, _ = stock(make, city="Adama")
    adami_tullu, _ = stock(make, city="Adami Tullu")  # not in the table
    assert [h["hotel_id"] for h in search(client, "adama").json["data"]["hotels"]] == [adama.id]
    found = {h["hotel_id"] for h in search(client, "adam").json["data"]["hotels"]}
    assert found == {adama.id, adami_tullu.id}


def test_cities_outside_the_table_match_case_insensitively_and_by_prefix(client, make):
    wolkite, _ = stock(make, city="Wolkite")
    for city in ("Wolkite", "WOLKITE", "wolk"):
        assert [h["hotel_id"] for h in search(client, city).json["data"]["hotels"]] == [wolkite.id]


def test_a_stored_alias_is_found_under_the_canonical_name(client, make):
    # Hotels saved before cities were normalised on write may hold another spelling.
    old, _ = stock(make, city="Addis Abeba")
    new, _ = stock(make, city="Addis Ababa")
    found = {h["hotel_id"] for h in search(client, "Addis Ababa").json["data"]["hotels"]}
    assert found == {old.id, new.id}
    assert suggest(client, q="addis").json["data"][0]["hotel_count"] == 2


def test_a_searched_city_is_matched_among_the_current_catalogues_cities(client, make, db):
    """The live hotels' cities come with the worker's copy of the catalogue: not read again
    while nothing changes, and current after any change, however it was written."""
    from sqlalchemy import event, update

    from app.models import Hotel

    old, _ = stock(make, city="Addis Ababa")
    assert [h["hotel_id"] for h in search(client, "Addis").json["data"]["hotels"]] == [old.id]
    statements = []  # the cities are not read again while nothing changes
    listen = ("before_cursor_execute", lambda *args: statements.append(args[2]))
    event.listen(db.engine, *listen)
    try:
        search(client, "Addis")
    finally:
        event.remove(db.engine, *listen)
    assert statements and not [sql for sql in statements if "hotels.city" in sql]

    # A hotel moved to a spelling of its own, past the ORM (another worker, a script).
    moved, _ = stock(make, city="Hawassa")
    search(client, "Hawassa")
    db.session.execute(update(Hotel).where(Hotel.id == moved.id).values(city="Addis Abeba"))
    db.session.commit()
    found = {h["hotel_id"] for h in search(client, "Addis").json["data"]["hotels"]}
    assert found == {old.id, moved.id}

    db.session.get(Hotel, moved.id).city = "Hawassa"
    db.session.commit()
    assert [h["hotel_id"] for h in search(client, "Addis").json["data"]["hotels"]] == [old.id]
    db.session.execute(update(Hotel).where(Hotel.id == moved.id).values(city="Wolkite"))
    db.session.commit()
    assert [h["hotel_id"] for h in search(client, "Wolkite").json["data"]["hotels"]] == [moved.id]


# --- GET /destinations ------------------------------------------------------------------------


@pytest.fixture
def country(make):
    """3 hotels in Addis Ababa, 2 in Hawassa, 1 each in Adama, Axum, Mekelle and Arba Minch;
    a pending hotel in Gondar and an inactive one in Jimma."""
    for price in ("2400.00", "1800.00", "3100.00"):
        stock(make, city="Addis Ababa", price=price)
    stock(make, city="Hawassa", price="1500.00")
    stock(make, city="Hawassa", price="1200.00")
    for city in ("Adama", "Axum", "Mekelle", "Arba Minch"):
        stock(make, city=city)
    stock(make, city="Gondar", hotel_status=HotelStatus.PENDING_VERIFICATION)
    stock(make, city="Jimma", hotel_status=HotelStatus.INACTIVE)


def test_destinations_without_q_are_the_most_popular_cities_with_live_hotels(client, country):
    response = suggest(client)
    assert cities(response) == ["Addis Ababa", "Hawassa", "Adama", "Arba Minch", "Axum", "Mekelle"]
    assert response.json["status"] == "success"
    assert response.json["data"][0] == {"city": "Addis Ababa", "city_am": "አዲስ አበባ",
                                        "hotel_count": 3, "lowest_price": 1800.0,
                                        "currency": "ETB"}
    assert cities(suggest(client, limit=2)) == ["Addis Ababa", "Hawassa"]
    assert cities(suggest(client, q="  ")) == cities(suggest(client))


def test_destinations_rank_exact_then_name_prefix_then_other_spelling_then_later_word(client, country):
    # Name prefixes by hotel count then name; Hawassa only through "Awassa"; Arba Minch only
    # through its second word.
    assert cities(suggest(client, q="a")) == ["Addis Ababa", "Adama", "Arba Minch", "Axum", "Hawassa"]
    assert cities(suggest(client, q="m")) == ["Mekelle", "Arba Minch"]
    assert cities(suggest(client, q="AA")) == ["Addis Ababa"]
    assert cities(suggest(client, q="Nazret")) == ["Adama"]
    assert cities(suggest(client, q="awassa")) == ["Hawassa"]


@pytest.mark.parametrize(("q", "expected"), [
    ("ሀዋ", ["Hawassa"]),
    ("ሐዋሳ", ["Hawassa"]),   # ሐ and ሀ are one letter for matching
    ("አዲስ", ["Addis Ababa"]),
    ("መቀ", ["Mekelle"]),
    ("ጎን", []),             # Gondar's only hotel is pending
    ("ጅማ", []),             # Jimma's only hotel is inactive
])
def test_destinations_match_amharic(client, country, q, expected):
    response = suggest(client, q=q)
    assert cities(response) == expected
    if expected:
        assert response.json["data"][0]["city_am"]


def test_destinations_of_cities_outside_the_table_have_no_amharic_name(client, make):
    stock(make, city="Wolkite", price="900.00")
    assert suggest(client, q="wol").json["data"] == [
        {"city": "Wolkite", "city_am": None, "hotel_count": 1, "lowest_price": 900.0,
         "currency": "ETB"}]


def test_destinations_of_a_city_with_nothing_on_sale_have_no_price(client, make):
    make.hotel(city="Jinka")
    (jinka,) = suggest(client, q="jin").json["data"]
    assert jinka["hotel_count"] == 1 and jinka["lowest_price"] is None


@pytest.mark.parametrize("params", [{"limit": 0}, {"limit": 21}, {"limit": "many"},
                                    {"limit": 2.5}, {"q": "x" * 81}])
def test_destinations_bad_input_is_a_422_in_the_envelope(client, params):
    response = suggest(client, **params)
    assert response.status_code == 422, response.json
    assert response.json["status"] == "error" and response.json["data"] is None
    assert set(response.json["errors"]) == set(params)


# --- staff writes store the canonical name ------------------------------------------------------


@pytest.mark.parametrize(("typed", "stored"), [("addis abeba", "Addis Ababa"),
                                               ("ባህር ዳር", "Bahir Dar"),
                                               ("Wolkite", "Wolkite")])
def test_staff_city_is_stored_under_its_canonical_name(client, db, make, auth, typed, stored):
    hotel = make.hotel(city="Gondar")
    response = client.put(f"{STAFF}/hotel", json={"hotel_city": typed},
                          headers=auth.staff(make.staff(hotel=hotel)))
    assert response.status_code == 200, response.json
    assert response.json["data"]["hotel_city"] == stored
    db.session.expire_all()
    assert hotel.city == stored


def test_home_counts_a_city_once_whatever_its_stored_spelling(client, make):
    stock(make, city="Addis Abeba")
    stock(make, city="Addis Ababa")
    (addis,) = client.get(f"{BASE}/home").json["data"]["popular_cities"]
    assert (addis["city"], addis["hotel_count"]) == ("Addis Ababa", 2)
