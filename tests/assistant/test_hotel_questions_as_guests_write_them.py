"""Questions about one hotel, as guests write them in Amharic and Oromo: the hotel's name in
Ethiopic letters (an English "x" is "ks": "Oxley" is "ኦክስሊ"), a list of its services asked by
saying the question word twice ("ምን ምን አገልግሎት"), its check-in hour named by the noun
("መግቢያ ሰዓት"), and Oromo's check-in ("galmee seenuu") and check-out ("kutaa gadhiisuu")."""

from __future__ import annotations

from datetime import time
from decimal import Decimal

import pytest

from app.services.assistant import analysis, entities
from app.services.content.amenities import amenity_rows


@pytest.fixture
def oxley(make, db):
    hotel = make.hotel(name="Oxley Manor Hotel", city="Axum", stars=4, check_in_time=time(15, 0),
                       check_out_time=time(12, 0))
    make.room_type(hotel=hotel, name="Double", price_per_night=Decimal("2600.00"))
    hotel.amenities = amenity_rows(("pool", "wifi", "breakfast"))
    db.session.commit()
    return hotel


def test_an_english_x_is_ks_in_an_ethiopic_hotel_name(oxley):
    rows = [(oxley.id, oxley.name, oxley.city)]
    assert list(entities.find_mentions("ኦክስሊ ማኖር ሆቴል ስንት ኮከብ ነው", rows).hotel_ids) == [oxley.id]
    # Written in Latin letters, the x is still the name's own.
    assert list(entities.find_mentions("oxley manor stars", rows).hotel_ids) == [oxley.id]


def test_the_stars_of_a_hotel_named_in_ethiopic(ask, oxley):
    assert "4 ኮከብ" in ask("ኦክስሊ ማኖር ሆቴል ስንት ኮከብ ነው", lang="am")["reply"]


@pytest.mark.parametrize("lang, question", [
    ("am", "ኦክስሊ ማኖር ሆቴል ምን ምን አገልግሎት አለው"),
    ("ti", "ኦክስሊ ማኖር ሆቴል እንታይ እንታይ ኣገልግሎት ኣለዎ"),
])
def test_what_and_what_service_asks_for_the_hotels_amenities(ask, oxley, lang, question):
    reply = ask(question, lang=lang)["reply"]
    assert "Oxley Manor Hotel" in reply
    assert "ቫት" not in reply  # not the service charge rule
    assert "ዋይፋይ" in reply or "Wi-Fi" in reply


@pytest.mark.parametrize("question, asked", [
    ("ኦክስሊ ማኖር ሆቴል መግቢያ ሰዓት", "time"),
    ("የመውጫ ሰዓቱ", "time"),
    # With a price word it is the entry's price, as before.
    ("የሙዚየሙ መግቢያ ዋጋ", "price"),
    ("የመግቢያ ሰዓት ክፍያ ስንት ነው", "price"),
    ("Oxley Manor Hotel galmee seenuu yoom", "time"),
    ("kutaa yoom gadhiisuu qabna", "time"),
])
def test_the_hour_of_check_in_or_out_asked_by_its_noun(question, asked):
    assert analysis.asked_type(question) == asked


def test_the_named_hotels_own_check_in_hour_in_amharic(ask, oxley):
    assert "15:00" in ask("ኦክስሊ ማኖር ሆቴል መግቢያ ሰዓት", lang="am")["reply"]


@pytest.mark.parametrize("question, hour", [
    ("Oxley Manor Hotel galmee seenuu yoom", "15:00"),
    ("Oxley Manor Hotel sa'aatii meeqa gadhiisuu qaba", "12:00"),
])
def test_oromo_check_in_and_check_out_at_the_named_hotel(ask, oxley, question, hour):
    reply = ask(question, lang="om")["reply"]
    assert reply.startswith("Oxley Manor Hotel:") and hour in reply


def test_a_dont_know_names_nothing_nearby_when_nothing_is(ask, oxley):
    # No learned passage at all: the plain "I don't know", never "nearby, I know about: -".
    reply = ask("how much is the crocodile boat trip", lang="en")["reply"]
    assert reply.startswith("I'm sorry, I don't know that.") and ": -" not in reply


@pytest.mark.parametrize("question, asked", [
    # "How many X are there": a count of the thing (not money: "ስንት ብር" is a price).
    ("ጣሪያው ላይ ስንት መቀመጫ አለ", "count"),
    ("ጀልባው ውስጥ ስንት ወንበር አሉ", "count"),
    ("ለልጅ ስንት ነው", "price"),
])
def test_how_many_things_there_are_is_a_count(question, asked):
    assert analysis.asked_type(question) == asked


@pytest.mark.parametrize("written, read", [
    # A prefix typed as its consonant alone before a word of the table, and "q" for k.
    ("be telebirr yekefelkut bsint qen yimelesal", "በስንት ቀን"),
    ("bsint seat yinesal", "በስንት ሰዓት ይነሳል"),
    ("lsew sint new", "ለሰው ስንት ነው"),
])
def test_amharic_in_latin_letters_typed_fast(written, read):
    from app.services.assistant import amharic_latin

    assert read in amharic_latin.in_ethiopic(written, "am", frozenset())


def test_a_latin_word_starting_with_a_prefix_letter_stays_itself():
    from app.services.assistant import amharic_latin

    # "lake", "bole", "kenya": no table word after their first letter.
    assert amharic_latin.in_ethiopic("bole lake sint new", "am", frozenset()).startswith("bole lake")


def test_the_ks_reading_of_an_x_must_be_exact(make):
    axumite = make.hotel(name="Axumite Heritage Hotel", city="Axum")
    rows = [(axumite.id, axumite.name, axumite.city)]
    assert list(entities.find_mentions("አክሱማይት ሄሪቴጅ ሆቴል", rows).hotel_ids) == [axumite.id]
    # "aksum" is one sound short of "axumite" read as ks: the town's tour, not the hotel.
    assert list(entities.find_mentions("daawwannaan aksum heritage tour namaaf meeqa", rows).hotel_ids) == []
