"""A named hotel, a room or a night in a question about a service, a fee or a thing at that hotel
says where or when the thing is, not that a stay is asked: the learned fact answers, without a
room quote or the hotel's card beside it (routing._asks_about_a_stay). Questions that do ask a
stay, the hotels of a town or a hotel's amenities still get the catalogue."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.services.assistant import routing
from app.services.assistant.catalogue_answers import amenities_named
from app.services.assistant.entities import find_mentions


@pytest.fixture
def hotels(make):
    lakeside = make.hotel(name="Tana Lakeside Hotel", city="Bahir Dar", stars=3)
    make.room_type(hotel=lakeside, name="Standard Double", bed_type="double",
                   price_per_night=Decimal("2700.00"))
    summit = make.hotel(name="Summit View Hotel", city="Addis Ababa", stars=4)
    make.room_type(hotel=summit, name="Twin Room", bed_type="twin", price_per_night=Decimal("3900.00"))
    romanat = make.hotel(name="Romanat Square Hotel", city="Mekelle", stars=4)
    make.room_type(hotel=romanat, name="Standard Single", price_per_night=Decimal("2100.00"))
    return {"lakeside": lakeside, "summit": summit, "romanat": romanat}


def hotel_ids(reply) -> list[int]:
    return [s["id"] for s in reply["sources"] if s["type"] == "hotel"]


# --- a room the thing comes to, or is in -----------------------------------------------------------

@pytest.mark.parametrize(("fact", "question", "lang"), [
    ("Tana Lakeside Hotel: a nurse visits guests in their room for 950 birr; a visit after 22:00 "
     "costs 1,400 birr.",
     "How much does it cost if the nurse comes to my room at Tana Lakeside Hotel?", "en"),
    ("ታና ሌክሳይድ ሆቴል፦ ነርስ ወደ እንግዳው ክፍል መጥታ ለማየት 950 ብር ያስከፍላል።",
     "ታና ሌክሳይድ ሆቴል ነርስ ወደ ክፍሌ ብትመጣ ስንት ያስከፍላል", "am"),
])
def test_a_room_a_service_comes_to_asks_no_room_quote(ask, learn, hotels, fact, question, lang):
    learn(fact, url="https://kb/lakeside-nurse", title="Tana Lakeside Hotel nurse", lang=lang)
    reply = ask(question, lang=lang)
    assert "2,700" not in reply["reply"] and hotel_ids(reply) == [], reply["reply"]
    if lang == "en":  # (whether the Amharic sentence is taken is the responder's)
        assert "950" in reply["reply"], reply["reply"]


def test_a_thing_in_the_room_asks_no_room_quote(ask, learn, hotels):
    learn("Tana Lakeside Hotel: the minibar in every room is restocked daily; a soft drink from it "
          "costs 60 birr.", url="https://kb/lakeside-minibar", title="Tana Lakeside Hotel minibar")
    reply = ask("What does a soft drink from the minibar in my room at Tana Lakeside Hotel cost?")
    assert "60 birr" in reply["reply"] and "2,700" not in reply["reply"], reply["reply"]


def test_a_room_asked_for_itself_is_still_quoted(ask, hotels):
    reply = ask("How much is a room at Tana Lakeside Hotel?")
    assert "2,700" in reply["reply"] and hotel_ids(reply) == [hotels["lakeside"].id], reply["reply"]


def test_the_rooms_a_destination_or_a_place_only_after_a_direction_or_in():
    assert routing._destinations("can the nurse come to my room") == {"room"}
    assert routing._destinations("kutaa keessa minibaarii jiraa") == {"kutaa"}
    assert routing._destinations("how much is a room in tana lakeside hotel") == set()
    # A kind of room after "to" is asked for: "upgrade to a suite".
    assert routing._destinations("can I upgrade to a suite") == set()


# --- a night that says when, or what a thing costs a night ------------------------------------------

def test_a_night_beside_an_hour_says_when_not_a_stay():
    assert routing._stay_words_of_an_hour("we land at 23:40 at night, is the pickup extra?") == {"night"}
    assert routing._stay_words_of_an_hour("halkan sa'aatii 5 ni geenya") == {"halkan"}
    assert routing._stay_words_of_an_hour("a room for 2 nights from Friday") == set()
    assert routing._stay_words_of_an_hour("arriving 22:00, 2 nights at the lakeside") == set()


@pytest.mark.parametrize(("question", "lang"), [
    ("We land at 23:40 at night: does the Summit View Hotel pickup cost extra?", "en"),
    ("halkan sa'aatii 23:40 geenya, geejjibni summit view hotel kaffaltii dabalataa qabaa", "om"),
])
def test_a_late_arrival_asks_the_pickups_surcharge_not_the_hotels_card(ask, learn, hotels, question, lang):
    learn("Summit View Hotel airport pickup: 700 birr; between 22:00 and 05:00 a night supplement "
          "of 250 birr is added.", url="https://kb/summit-pickup", title="Summit View Hotel pickup")
    reply = ask(question, lang=lang)
    assert "3,900" not in reply["reply"] and "14:00" not in reply["reply"], reply["reply"]


@pytest.mark.parametrize(("fact", "question", "lang"), [
    ("Tana Lakeside Hotel: a baby cot costs 180 birr per night and is set up before arrival.",
     "a baby cot per night at Tana Lakeside Hotel, how much?", "en"),
    ("Tana Lakeside Hotel: sireen daa'immanii halkan tokkoof qarshii 180 kaffalama.",
     "tana lakeside hotel siree daa'immanii halkan tokkoof meeqa", "om"),
])
def test_a_things_price_per_night_asks_no_room_quote(ask, learn, hotels, fact, question, lang):
    learn(fact, url="https://kb/lakeside-cot", title="Tana Lakeside Hotel baby cot", lang=lang)
    reply = ask(question, lang=lang)
    assert "2,700" not in reply["reply"] and hotel_ids(reply) == [], reply["reply"]
    if lang == "en":  # (whether retrieval finds the Oromo passage is retrieval's)
        assert "180" in reply["reply"], reply["reply"]


@pytest.mark.parametrize(("question", "lang"), [
    ("how much per night at tana lakeside hotel?", "en"),
    ("tana lakeside hotel kutaan halkan tokkoof meeqa", "om"),
])
def test_a_night_asked_with_no_other_thing_is_still_a_stay(ask, hotels, question, lang):
    reply = ask(question, lang=lang)
    assert "2,700" in reply["reply"], reply["reply"]


def test_an_amenitys_room_asks_no_stay(ask, learn, hotels):
    learn("Summit View Hotel room service runs until 23:30; after that the lobby bar serves snacks.",
          url="https://kb/summit-room-service", title="Summit View Hotel room service")
    reply = ask("Until what time is room service at Summit View Hotel?")
    assert "23:30" in reply["reply"] and "3,900" not in reply["reply"], reply["reply"]


# --- a town a thing goes to ------------------------------------------------------------------------

def test_a_town_a_bus_goes_to_is_no_request_for_its_hotels(ask, hotels):
    reply = ask("Is there a bus from the hotel to Harar?")
    assert "There are no hotels in" not in reply["reply"], reply["reply"]


def test_a_stay_in_a_town_the_guest_goes_to_still_gets_no_hotels_there(ask, hotels):
    reply = ask("I am travelling to Harar, is there a hotel?")
    assert "There are no hotels in Harar" in reply["reply"], reply["reply"]


# --- names and the catalogue's vocabulary ----------------------------------------------------------

def test_ordinary_words_one_letter_off_a_name_are_no_hotel_without_a_lodging_word(app, hotels):
    rows = [(h.id, h.name, h.city) for h in hotels.values()]
    romanat = hotels["romanat"].id
    assert romanat not in find_mentions("where can we rent a scooter near the lake", rows).hotel_ids
    assert find_mentions("is romanat square near the stadium", rows).hotel_ids == [romanat]
    assert find_mentions("is romanat sqare hotel near the stadium", rows).hotel_ids == [romanat]


def test_the_gyms_oromo_name_is_read():
    assert amenities_named("hoteelli kun giddugala qaama jabeessuu qabaa") == ["gym"]
    assert amenities_named("kutaa walgahii qabduu") == ["conference"]
    assert amenities_named("qaama kee eegi") == []


def test_registering_at_a_named_hotel_is_its_check_in(ask, hotels):
    reply = ask("summit view hotel sa'aatii meeqa galmoofna", lang="om")
    assert "14:00" in reply["reply"], reply["reply"]


def test_a_date_beside_a_named_hotels_thing_asks_no_quote(ask, learn, hotels):
    learn("Summit View Hotel spa: open every day from 08:00 to 21:30; the last massage starts at 20:30.",
          url="https://kb/summit-spa", title="Summit View Hotel spa")
    reply = ask("till when is the summit view hotel spa open tonight?")
    assert "21:30" in reply["reply"] and "3,900" not in reply["reply"], reply["reply"]


def test_a_date_with_a_price_asked_at_a_named_hotel_is_still_quoted(ask, hotels):
    reply = ask("how much is a room at summit view hotel tonight?")
    assert "3,900" in reply["reply"], reply["reply"]


@pytest.mark.parametrize(("question", "lang"), [
    ("by what percent do hotel prices in Bahir Dar rise at Epiphany?", "en"),
    ("በጥምቀት የባሕር ዳር ሆቴሎች ዋጋ ስንት በመቶ ይጨምራል", "am"),
    ("tana lakeside hotel yeroo cuuphaa gatiin kutaa harka meeqa dabala", "om"),
])
def test_a_share_of_a_price_is_never_answered_by_a_list_or_a_quote(ask, hotels, question, lang):
    reply = ask(question, lang=lang)
    assert "2,700" not in reply["reply"] and hotel_ids(reply) == [], reply["reply"]


def test_a_share_is_read_in_every_language():
    assert routing.asks_a_share("how many percent is the deposit")
    assert routing.asks_a_share("ኣብ ሕዳር ጽዮን ክንደይ ሚእታዊት ይውስኹ")
    assert not routing.asks_a_share("how much is a room at tana lakeside hotel")
