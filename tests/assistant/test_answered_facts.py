"""Answerable questions get the fact (issue 30, helper `answers`): the sentence a value belongs to,
a hotel named in the other script or as the place it is named after, the product's rules asked
with the English words as Amharic writes them, and a rule's verbs that are no subject of its own."""

from __future__ import annotations

from datetime import time

import pytest

from app.services.assistant import entities, grounding
from app.services.assistant.catalogue_answers import live_hotels
from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from app.services.content.amenities import amenity_rows
from tests.assistant.test_answers import passage

# Two trips told in turn: each sentence after a trip's first one is about that trip ("It ...").
FERRY_TRIPS = passage(
    "Two ferry trips on the lake can be booked at the front desk. The half-day trip visits the "
    "fishing village on the western shore. It departs at 09:15 from the jetty and costs 900 birr "
    "per person. The full-day trip goes on to the island monastery. It departs at 06:45, lasts "
    "about 10 hours and costs 2,300 birr per person, including a packed lunch.",
    title="Ferry trips")


def _reply(question: str, *passages, hotel_ids=(), hotel_rows=(), lang="en") -> str:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages), hotel_ids=tuple(hotel_ids), hotel_rows=tuple(hotel_rows))
    return compose_from_passages(context)[0]


def test_a_sentence_after_a_siblings_first_sentence_is_about_the_sibling():
    # "It departs at 09:15" follows the half-day trip: no answer for the full-day one.
    full = _reply("what time does the full day ferry leave?", FERRY_TRIPS)
    assert "06:45" in full and "09:15" not in full
    half = _reply("what time does the half day ferry leave?", FERRY_TRIPS)
    assert "09:15" in half and "06:45" not in half


def test_a_subject_named_after_the_value_does_not_take_the_sentence_from_the_asked_thing():
    # "..., including a packed lunch" names lunch after the price: the price is still the trip's.
    reply = _reply("how much is the full day ferry trip?", FERRY_TRIPS)
    assert "2,300 birr" in reply and "900 birr" not in reply


def test_a_hotel_named_after_a_place_does_not_hide_the_places_passage(app, make, db):
    # "Wenchi Crater" is a lake and a hotel: the question names the place, without "Hotel"; the
    # passage that writes it answers, though the trip is booked at another hotel's desk.
    named = make.hotel(name="Wenchi Crater Hotel", city="Ambo")
    other = make.hotel(name="Ambo Springs Hotel", city="Ambo")
    db.session.commit()
    trip = passage("The Wenchi Crater trip is booked at the tour desk of Ambo Springs Hotel. It leaves "
                   "at 08:00 and costs 1,600 birr per person.", title="Crater trips")
    rows = [(named.id, named.name, named.city), (other.id, other.name, other.city)]
    reply = _reply("wenchi crater trip how much per person?", trip, hotel_ids=[named.id], hotel_rows=rows)
    assert "1,600 birr" in reply
    # Named with its kind of lodging, the hotel is asked: another hotel's passage stays out.
    hotel_reply = _reply("wenchi crater hotel trip how much per person?", passage(
        "Ambo Springs Hotel runs a trip to the hot springs. It leaves at 08:00 and costs 1,600 birr "
        "per person.", title="Spring trips"), hotel_ids=[named.id], hotel_rows=rows)
    assert "1,600" not in hotel_reply


def test_a_tigrinya_text_writes_the_kind_of_lodging_before_the_name(app, make, db):
    hotel = make.hotel(name="Enda Yesus Hill Hotel", city="Mekelle")
    db.session.commit()
    rows = [(hotel.id, hotel.name, hotel.city)]
    named = entities.find_mentions("ሆቴል እንዳ የሱስ ሂል ኣብ መቐለ ይርከብ።", rows, lodging_word=True)
    assert named.hotel_ids == [hotel.id]
    assert named.hotel_words == ("ሆቴል", "እንዳ", "የሱስ", "ሂል")
    # Without a kind of lodging on either side, a text that must name one names no hotel.
    assert entities.find_mentions("እንዳ የሱስ ሂል ኣብ መቐለ", rows, lodging_word=True).hotel_ids == []


def test_an_amenity_of_a_hotel_named_in_ethiopic_letters_is_answered_from_the_catalogue(ask, make, db):
    lodge = make.hotel(name="Rock-Hewn Heritage Lodge", city="Lalibela")
    lodge.amenities = amenity_rows(["pool"])
    db.session.commit()
    assert live_hotels().rows  # the catalogue copy sees the hotel
    reply = ask("ሮክ ሂውን ሄሪቴጅ ሎጅ ዋና ገንዳ አለው?", lang="am")
    assert reply["reply"].startswith("አዎ፦ Rock-Hewn Heritage Lodge")
    assert [s["id"] for s in reply["sources"]] == [lodge.id]


@pytest.mark.parametrize(("question", "lang", "opening"), [
    # Beside the amenity, words no passage answers: "for guests", "free", "does it include".
    ("ሮክ ሂውን ሄሪቴጅ ሎጅ ለእንግዶች ዋና ገንዳ በነፃ ነው?", "am", "አዎ፦ Rock-Hewn Heritage Lodge"),
    # "አሉት" (it has them) beside the amenities: what the hotel has, not a thing to learn.
    ("ሮክ ሂውን ሄሪቴጅ ሎጅ ምን ምን አገልግሎቶች አሉት? ዋና ገንዳ አለው?", "am", "አዎ፦ Rock-Hewn Heritage Lodge"),
    # (Breakfast is not listed: the catalogue says so, and that it does not know.)
    ("ሮክ ሂውን ሄሪቴጅ ሎጅ ቁርሲ ይሓቁፍ ድዩ?", "ti", "«ቁርሲ ይሓቁፍ» ኣብ ዝርዝር ኣገልግሎታት Rock-Hewn Heritage Lodge"),
])
def test_an_amenity_of_a_named_hotel_is_the_catalogues_whatever_else_is_written(ask, make, db, question,
                                                                              lang, opening):
    lodge = make.hotel(name="Rock-Hewn Heritage Lodge", city="Lalibela")
    lodge.amenities = amenity_rows(["pool"])
    db.session.commit()
    reply = ask(question, lang=lang)
    assert reply["reply"].startswith(opening), reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [lodge.id]


def test_an_amenity_of_a_named_hotel_free_for_its_guests_is_the_catalogues_beside_a_passage(
        ask, learn, make, db):
    lodge = make.hotel(name="Rock-Hewn Heritage Lodge", city="Lalibela")
    lodge.amenities = amenity_rows(["pool"])
    db.session.commit()
    learn("Guests of Rock-Hewn Heritage Lodge are welcomed with a coffee ceremony on arrival.",
          url="https://kb/rock-hewn-welcome")
    reply = ask("is the pool free for guests at rock-hewn heritage lodge?")
    # "free for guests" says what the pool is to them: the catalogue answers, not the passage
    # about the guests' welcome.
    # The passage's "I don't know about the pool" does not head the catalogue's answer.
    assert reply["reply"] == "Yes: Rock-Hewn Heritage Lodge lists Swimming pool.", reply["reply"]
    assert lodge.id in [s["id"] for s in reply["sources"] if s["type"] == "hotel"]


def test_a_thing_beside_an_amenitys_word_is_not_the_amenity(ask, make, db):
    # Portable routers to rent are no Wi-Fi the hotel lists: nothing answers them.
    lodge = make.hotel(name="Rock-Hewn Heritage Lodge", city="Lalibela")
    lodge.amenities = amenity_rows(["wifi"])
    db.session.commit()
    reply = ask("does rock-hewn heritage lodge rent portable wifi routers")
    assert "don't know" in reply["reply"] and reply["sources"] == [], reply["reply"]


@pytest.mark.parametrize("question", [
    "lake abaya resort ቼክ አውት ስንት ሰዓት ነው",  # the hotel in Latin letters
    "ሌክ አባያ ሪዞርት ቼክ አውት ስንት ሰዓት ነው",  # and in Ethiopic ones
])
def test_check_out_asked_with_the_amharic_loanword_quotes_the_named_hotels_time(ask, make, db, question):
    make.hotel(name="Lake Abaya Resort", city="Arba Minch", check_out_time=time(10, 30))
    make.hotel(name="Other Hotel", city="Arba Minch", check_out_time=time(12, 0))
    db.session.commit()
    reply = ask(question, lang="am")
    assert "10:30" in reply["reply"] and "12:00" not in reply["reply"]
    assert reply["sources"][0]["url"] == "marefiya:check_in_out"


LOST_PROPERTY = ("If you leave something behind at a partner hotel, report it through the app. "
                 "Hotels keep found items for 90 days. Courier delivery within Ethiopia costs 350 birr.")


def test_forgetting_a_thing_is_not_the_password_rule(ask, learn):
    learn(LOST_PROPERTY, url="https://kb/lost", title="Lost property at partner hotels")
    reply = ask("I forgot my charger at the hotel, how long do they keep lost items?")
    assert "90 days" in reply["reply"] and "password" not in reply["reply"].lower()
    assert [s["url"] for s in reply["sources"]] == ["https://kb/lost"]
    # A password forgotten is still the rule's.
    assert ask("I forgot my password")["sources"][0]["url"] == "marefiya:password_reset"


MUSEUMS = passage(
    "The city has several museums. The Railway Museum stands beside the old station. It is open "
    "daily from 08:30 to 17:00 and foreign visitors pay 200 birr. The Coffee Museum of Kaffa is "
    "near the main square and entry is free.", title="Museums of the city")


def test_a_sentence_naming_a_sibling_lends_its_subject_to_no_value():
    # "It is open daily from 08:30" follows the Railway Museum: the Coffee Museum's hours are not
    # known, though both sentences say "museum".
    reply = _reply("what time does the kaffa coffee museum open?", MUSEUMS)
    assert "08:30" not in reply and reply.startswith("I don't know")
    assert "08:30" in _reply("what time does the railway museum open?", MUSEUMS)


def test_a_phone_number_is_no_price():
    desk = passage("The transfer desk answers day and night on +251 911 482 730. Children's seats "
                   "are lent on request.", title="Transfer desk")
    reply = _reply("how much is the airport transfer desk?", desk)
    assert reply.startswith("I don't know the price you ask about")


def test_a_named_hotels_city_is_asked_too(app, make, db):
    lodge = make.hotel(name="Forty Springs Lodge", city="Arba Minch")
    db.session.commit()
    rows = [(lodge.id, lodge.name, lodge.city)]
    # Across scripts the passage's words cannot be compared with the hotel's name; its city can.
    addis = passage("በአዲስ አበባ ከአውሮፕላን ማረፊያ ወደ ሆቴል ትራንስፖርት ለአንድ ሰው 450 ብር ነው።",
                    title="የከተማ ትራንስፖርት", lang="am")
    reply = _reply("forty springs lodge geejjiba buufata xiyyaaraa gatiin meeqa?", addis,
                   hotel_ids=[lodge.id], hotel_rows=rows, lang="om")
    assert "450" not in reply
    # Asked about the city itself, the passage answers.
    assert "450" in _reply("Finfinnee geejjiba buufata xiyyaaraa gatiin meeqa?", addis, lang="om")


NIGHT_RIDES = passage(
    "The shared shuttle runs from 06:00 to 22:00 and costs 300 birr per person. For arrivals between "
    "22:00 and 05:00 a night surcharge of 250 birr is added. Waiting beyond 60 minutes after landing "
    "costs 100 birr for each extra 30 minutes.", title="Airport rides")
LATE_RIDES = passage(
    "Daytime pickups from 06:00 to 21:00 cost 300 birr per car. Landing later, a pickup after 21:00 has a "
    "surcharge of 120 birr.", title="Pickups")


@pytest.mark.parametrize(("question", "rides", "expected"), [
    ("my flight lands 11.30pm, is there an extra charge for the pickup?", NIGHT_RIDES, "250 birr"),
    ("my flight lands at 1am, is there an extra charge for the pickup?", NIGHT_RIDES, "250 birr"),
    # "after 21:00" holds the night that follows it.
    ("landing at 23:15, any extra charge for the pickup?", LATE_RIDES, "120 birr"),
])
def test_a_sentence_whose_hours_hold_the_asked_time_answers_for_it(question, rides, expected):
    reply = _reply(question, rides)
    assert expected in reply and "300 birr" not in reply


def test_a_guests_clock_time_with_a_dot_is_read():
    assert grounding.quantities("my flight lands 11.30pm")["clock"] == {"23:30"}
