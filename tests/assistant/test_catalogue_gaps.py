"""The catalogue says what it does not have: a town without hotels gets "no hotels there yet" and
the nearest cities that have some; amenity questions are answered from the hotels' amenities or
say the information is missing, never with a plain list of the city's hotels."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import select

from app.models import UnansweredQuestion
from app.services.booking import destinations
from app.services.content.amenities import amenity_rows


@pytest.fixture
def hotels(make, db):
    def hotel(name, city, lat, lng, amenities=()):
        made = make.hotel(name=name, city=city, latitude=Decimal(str(lat)), longitude=Decimal(str(lng)))
        make.room_type(hotel=made, name="Double", price_per_night=Decimal("2000.00"))
        made.amenities = amenity_rows(amenities)
        db.session.commit()
        return made

    return {
        "pool": hotel("Lakeside Haven", "Hawassa", 7.05, 38.47, ("pool", "wifi")),
        "plain": hotel("Amora Guest Inn", "Hawassa", 7.06, 38.49, ("wifi",)),
        "dire": hotel("Kezira Hotel", "Dire Dawa", 9.60, 41.86),
        "addis": hotel("Bole Rise Hotel", "Addis Ababa", 9.00, 38.79, ("breakfast",)),
    }


def test_a_town_without_hotels_gets_the_nearest_cities_that_have_some(ask, hotels):
    reply = ask("Do you have hotels in Harar?")["reply"]
    assert reply.startswith("There are no hotels in Harar on Marefiya yet.")
    # Dire Dawa (about 40 km) before Addis Ababa (about 370 km) before Hawassa.
    assert reply.index("Dire Dawa (about 40 km)") < reply.index("Addis Ababa") < reply.index("Hawassa")
    assert "Kezira" not in reply


@pytest.mark.parametrize("lang, question, expected", [
    ("am", "በሐረር ሆቴል አላችሁ?", "በሐረር እስካሁን ሆቴል የለም"),
    ("om", "Hararitti hoteelli jiraa?", "Harar keessatti hoteelli hin jiru"),
    # Towns of Oromia by their Afaan Oromo names.
    ("om", "naqamtee keessatti hoteela qabdu", "Nekemte keessatti hoteelli hin jiru"),
    ("om", "hoteela bishooftuu keessa jiraa?", "Bishoftu keessatti hoteelli hin jiru"),
    ("om", "walisoo keessa hoteelli jiraa", "Woliso keessatti hoteelli hin jiru"),
    ("ti", "ኣብ ሽሬ ሆቴል ኣሎ ድዩ?", "ክሳብ ሕጂ ሆቴል የለን"),
])
def test_no_hotels_there_in_every_language(ask, hotels, lang, question, expected):
    assert expected in ask(question, lang=lang)["reply"]


def test_a_latin_town_name_is_a_place_only_where_it_is_used_as_one():
    assert destinations.town_named_as_place("hotels in Robe").name == "Robe"
    assert destinations.town_named_as_place("Do hotels give a bath robe?") is None
    assert destinations.town_named_as_place("is the market awash with tourists") is None


def test_which_hotels_have_a_pool_lists_only_those_that_list_it(ask, hotels):
    reply = ask("Which hotels in Hawassa have a pool?")
    assert "Swimming pool" in reply["reply"] and "Lakeside Haven" in reply["reply"]
    assert "Amora" not in reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [hotels["pool"].id]


@pytest.mark.parametrize(("lang", "question"), [
    # "that has" written as one word before the hotel, and "which (one)", in each language; the
    # Oromo "bishaan daakaa" (swimming water) and the Tigrinya spelling of the city.
    ("am", "ሀዋሳ ውስጥ መዋኛ ገንዳ ያለው ሆቴል የቱ ነው"),
    ("am", "በሀዋሳ መዋኛ ያላቸው ሆቴሎች አሉ?"),
    ("om", "hawaasaa keessatti hoteela bishaan daakaa qabu kamtu jira"),
    ("om", "hoteelli hawaasaa keessatti iddoo daakaa qabu isa kami"),
    ("ti", "ኣብ ሃዋሳ መሐንበሲ ዘለዎ ሆቴል ኣየናይ እዩ"),
])
def test_which_hotel_has_an_amenity_in_every_language(ask, hotels, lang, question):
    reply = ask(question, lang=lang)
    assert [s["id"] for s in reply["sources"]] == [hotels["pool"].id]
    assert "Lakeside Haven" in reply["reply"] and "Amora" not in reply["reply"]


def test_a_city_in_its_tigrinya_spelling_is_that_city(ask, make, db):
    mekelle = make.hotel(name="Hawelti Plaza Hotel", city="Mekelle")
    mekelle.amenities = amenity_rows(["pool"])
    make.room_type(hotel=mekelle, name="Double", price_per_night=Decimal("1620.00"))
    db.session.commit()
    assert destinations.known_destination("መቐለ").name == "Mekelle"
    reply = ask("ኣብ መቐለ መሐንበሲ ዘለዎ ሆቴል ኣየናይ እዩ", lang="ti")
    assert [s["id"] for s in reply["sources"]] == [mekelle.id]


def test_no_hotel_lists_the_amenity_says_the_information_is_missing(ask, hotels, db):
    reply = ask("Which hotels in Hawassa have a gym?")["reply"]
    assert "None of the 2 hotels in Hawassa" in reply and "don't know" in reply
    assert "Lakeside" not in reply and "Amora" not in reply
    db.session.rollback()
    assert db.session.scalar(select(UnansweredQuestion.reason)) == "dont_know"


def test_is_breakfast_included_at_a_named_hotel(ask, hotels):
    yes = ask("Is breakfast included at Bole Rise Hotel?")["reply"]
    assert yes == "Yes: Bole Rise Hotel lists Breakfast included."
    missing = ask("Is breakfast included at Lakeside Haven?")["reply"]
    assert "“Breakfast included” is not listed among" in missing and "please ask the hotel" in missing


def test_a_hotels_name_is_not_an_amenity_asked(ask, make, db):
    garden = make.hotel(name="Sidama Garden Lodge", city="Hawassa")
    garden.amenities = amenity_rows(["wifi"])
    db.session.commit()
    reply = ask("Does Sidama Garden Lodge have free wifi?")["reply"]
    assert reply == "Yes: Sidama Garden Lodge lists Free Wi-Fi."


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "How much is the bus from Harar to Jijiga?"),
    ("am", "ከሐረር ወደ ጅጅጋ አውቶቡስ ዋጋ ስንት ነው"),
    ("am", "harar wede jijiga autobus waga sint new"),  # the same, typed in Latin letters
])
def test_a_town_without_hotels_is_no_answer_to_a_question_about_no_stay(ask, hotels, lang, question):
    # The bus fare is not known; "no hotels in Harar" would answer a question nobody asked.
    reply = ask(question, lang=lang)["reply"]
    assert "Harar on Marefiya" not in reply and "በሐረር እስካሁን ሆቴል የለም" not in reply


HARAR_TRIP_AM = "ከድሬዳዋ ወደ ሐረር የቀን ጉዞ ጠዋት 07:30 ይነሳል፤ ዋጋው በአንድ ሰው 2,200 ብር ነው። በጉዞው ላይ ምሳ 350 ብር ነው።"


def test_a_passage_about_a_town_without_hotels_answers_alone_when_no_stay_is_asked(
        ask, learn, hotels):
    # "No hotels in Harar yet" and its cities' distances would be figures nobody asked for.
    learn(HARAR_TRIP_AM, url="https://kb/harar-trip", lang="am")
    reply = ask("በሐረር ጉዞ ላይ ምሳ ስንት ብር ነው", lang="am")["reply"]
    assert "350" in reply and "በሐረር እስካሁን ሆቴል የለም" not in reply and "ኪ.ሜ." not in reply
    stay = ask("በሐረር ሆቴል አላችሁ?", lang="am")["reply"]
    assert "በሐረር እስካሁን ሆቴል የለም" in stay


@pytest.mark.parametrize(("lang", "question", "opening"), [
    ("en", "what facilities does Lakeside Haven have", "Lakeside Haven lists these amenities: "),
    ("am", "ሌክሳይድ ሄቨን ምን ምን አገልግሎቶች አሉት", "Lakeside Haven የሚከተሉት አገልግሎቶች አሉት፦ "),
    ("om", "Lakeside Haven tajaajila maal maal qaba", "Lakeside Haven tajaajiloota kanneen qaba: "),
])
def test_what_a_named_hotel_offers_is_its_amenity_list(ask, hotels, lang, question, opening):
    reply = ask(question, lang=lang)
    assert reply["reply"].startswith(opening)
    # Its listed amenities, and not its card's prices and times (another question's answer).
    assert "2,000" not in reply["reply"] and "14:00" not in reply["reply"]
    assert [s["title"] for s in reply["sources"]] == ["Lakeside Haven"]


def test_a_named_hotel_that_lists_no_amenities_says_the_information_is_missing(ask, hotels, db):
    reply = ask("What amenities does Kezira Hotel have?")["reply"]
    assert reply.startswith("Kezira Hotel lists no amenities yet") and "please ask the hotel" in reply
    db.session.rollback()
    assert db.session.scalar(select(UnansweredQuestion.reason)) == "dont_know"
