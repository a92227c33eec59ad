"""The destination table and its one normalisation: which spellings name which city."""

import pytest

from app.services.booking.destinations import (
    DESTINATIONS,
    _spellings,
    canonical_city_name,
    find_city_in_text,
    known_destination,
    normalise_place_name,
    resolve,
)
from app.services.demo import demo_data


@pytest.mark.parametrize(("text", "expected"), [
    ("  Addis-ABABA ", "addis ababa"),
    ("Gondär", "gondar"),
    ("Mek'ele", "mek ele"),
    ("ባሕር  ዳር", "ባህር ዳር"),
    ("ሓረር", "ሀረር"),        # ሓ (4th order of ሐ) -> ሀ
    ("ኃይቅ", "ሀይቅ"),        # ኃ -> ሀ
    ("ሠመራ", "ሰመራ"),
    ("ፀሐይ", "ጸሀይ"),
    ("ዓዲግራት", "አዲግራት"),  # ዓ -> ኣ -> አ
    ("ድሬ፡ዳዋ", "ድሬ ዳዋ"),   # the Ethiopic word space is a separator
])
def test_normalise_place_name_folds_case_accents_separators_and_amharic_variants(text, expected):
    assert normalise_place_name(text) == expected


def test_every_spelling_names_exactly_one_city():
    owners: dict[str, set[str]] = {}
    for destination in DESTINATIONS:
        spellings = [s.compact for s in _spellings(destination)]
        assert len(spellings) == len(set(spellings)), f"{destination.name} lists a spelling twice"
        for spelling in spellings:
            owners.setdefault(spelling, set()).add(destination.name)
    assert {s: names for s, names in owners.items() if len(names) > 1} == {}


def test_every_demo_city_is_a_canonical_destination_with_an_amharic_name():
    demo_cities = set(demo_data.CITIES) | {city for _, city, _ in demo_data.PENDING_HOTELS}
    for city in demo_cities:
        destination = known_destination(city)
        assert destination is not None and destination.name == city
        assert destination.name_am


@pytest.mark.parametrize(("query", "expected"), [
    ("Addis", ["Addis Ababa"]),
    ("AA", ["Addis Ababa"]),
    ("ADDIS-ABABA", ["Addis Ababa"]),
    ("አዲስ አበባ", ["Addis Ababa"]),
    ("Bahirdar", ["Bahir Dar"]),
    ("ባህር ዳር", ["Bahir Dar"]),
    ("bah", ["Bahir Dar"]),
    ("ጎን", ["Gondar"]),
    ("Nazreth", ["Adama"]),
    ("Debre Zeit", ["Bishoftu"]),
    ("ድሬዳዋ", ["Dire Dawa"]),
    ("minch", ["Arba Minch"]),
    ("atlantis", []),
    ("", []),
    ("-", []),
])
def test_resolve_against_the_whole_table(query, expected):
    assert [d.name for d in resolve(query, DESTINATIONS)] == expected


def test_a_prefix_of_several_cities_resolves_to_all_of_them():
    assert {d.name for d in resolve("debre", DESTINATIONS)} == {
        "Debre Markos", "Debre Birhan", "Debre Tabor", "Bishoftu"}


@pytest.mark.parametrize(("typed", "stored"), [
    ("addis abeba", "Addis Ababa"),
    ("ባህር ዳር", "Bahir Dar"),
    ("GONDER", "Gondar"),
    ("Wolkite   Town", "Wolkite Town"),  # not in the table: kept, spaces collapsed
    ("Bah", "Bah"),                      # a prefix is not a city
])
def test_canonical_city_name_for_writes(typed, stored):
    assert canonical_city_name(typed) == stored


@pytest.mark.parametrize(("message", "city"), [
    ("hotels in bahir dar under 3000 birr", "Bahir Dar"),
    ("any hotels in Bahirdar?", "Bahir Dar"),
    ("በባህር ዳር ያሉ ሆቴሎች", "Bahir Dar"),      # prefix በ, variant ህ
    ("ከአዲስ አበባ ወደ ጎንደር", "Addis Ababa"),  # the longer name wins
    ("ጅማ ውስጥ ሆቴል", "Jimma"),                # Amharic names count without live hotels
    ("hotels in Jimma", None),                   # Latin names only with live hotels
    ("do rooms come with a bath robe?", None),   # Robe is a city, and an English word
    ("ሰባቱ ሆቴሎች", None),                     # ባቱ (Batu) must start a word
    ("cheap lodges in wolkite", "Wolkite"),      # a live city outside the table
    ("hotels near the bazaar", None),            # AA is a whole word only
])
def test_find_city_in_a_chat_message(message, city):
    assert find_city_in_text(message, ["Bahir Dar", "Gondar", "Wolkite", "Addis Ababa"]) == city
