"""A hotel named partly, as guests write it: two of its name's words written as one ("እንዳየሱስ
ሆቴል" for Enda Yesus Hill Hotel, "bahirdar palm inn"), a first word of two consonants before its
kind of lodging ("ጎሃ ሆቴል", "goha hotel", "zege hotel"). And what stays no hotel: such a first
word without its kind of lodging, or one of a single consonant ("ኣብ ሆቴል", at the hotel)."""

from __future__ import annotations

from datetime import time
from decimal import Decimal

import pytest

from app.services.assistant import entities

HOTELS = [(1, "Kazanchis Business Hotel", "Addis Ababa"), (2, "Entoto Grand Hotel", "Addis Ababa"),
          (5, "Enda Yesus Hill Hotel", "Mekelle"), (7, "Bahir Dar Palm Inn", "Bahir Dar"),
          (8, "Adama Palm Inn", "Adama"), (9, "Goha Hill Hotel", "Gondar"),
          (10, "Zege Peninsula Hotel", "Bahir Dar"), (12, "Abaya Chamo Resort", "Arba Minch"),
          (16, "Royal Enclosure Inn", "Gondar")]


def _named(message: str, **options) -> list[int]:
    return list(entities.find_mentions(message, HOTELS, **options).hotel_ids)


@pytest.mark.parametrize("message, hotel_id", [
    ("ማታ ዶክተር ብጠራ ስንት ያስከፍላል እንዳየሱስ ሆቴል", 5),
    ("bahirdar palm inn lijoch migib mabsel timhirt sint yikefelu", 7),
    ("ባህርዳር ፓልም ኢን ምግብ ማብሰል", 7),
])
def test_two_words_of_a_name_written_as_one_name_the_hotel(message, hotel_id):
    assert _named(message) == [hotel_id]


def test_the_joined_word_is_the_hotel_s_words_not_the_question_s():
    mentions = entities.find_mentions("ማታ ዶክተር ብጠራ ስንት ያስከፍላል እንዳየሱስ ሆቴል", HOTELS)
    assert mentions.hotel_words == ("እንዳየሱስ", "ሆቴል")
    assert "እንዳየሱስ" not in mentions.unnamed
    # A passage read for hotels with their kind of lodging reads the joined name too.
    assert _named("ዶክተር በእንዳየሱስ ሆቴል", lodging_word=True) == [5]


def test_the_whole_name_is_found_once():
    assert _named("እንዳ የሱስ ሂል ሆቴል ዶክተር") == [5]
    assert _named("ባሕር ዳር ፓልም ኢን የጀልባ ጉዞ ዋጋ") == [7]
    # The joined word of another name's words is no hotel: "adamapalm" is no word anyone writes,
    # and "palm inn" alone is two hotels' words.
    assert _named("palm inn breakfast") == []


@pytest.mark.parametrize("message, hotel_id", [
    ("ጎሃ ሆቴል ሰርግ ሐሙስ ብናደርግ ለአንድ ሰው ስንት ያስከፍላል", 9),
    ("goha hotel serg kidame lesew sint new", 9),
    ("cultural dinner show price for adults zege hotel", 10),
    ("how much is a 90 min swedish massage at the entoto hotel spa", 2),
])
def test_a_two_consonant_first_word_before_its_kind_of_lodging_names_the_hotel(message, hotel_id):
    assert _named(message) == [hotel_id]


@pytest.mark.parametrize("message", [
    # Without its kind of lodging right after it, a short first word is no hotel's name.
    "ኬክ ከውጭ ካመጣሁ ይከፈላል ወይ ጎሃ", "goha castle tour",
    # A first word of one consonant says no hotel: "Abaya" is the "b" of Tigrinya "ኣብ", at.
    "ኣብ ሆቴል ዘይሓደሩ ዓበይቲ 300 ብር",
])
def test_a_short_first_word_without_its_lodging_word_names_no_hotel(message):
    assert _named(message) == [], message


@pytest.fixture
def enda_yesus(make, db):
    hotel = make.hotel(name="Enda Yesus Hill Hotel", city="Mekelle", stars=4,
                       check_in_time=time(14, 0), check_out_time=time(11, 30))
    make.room_type(hotel=hotel, name="Double", price_per_night=Decimal("2900.00"))
    db.session.commit()
    return hotel


def test_a_question_naming_the_hotel_by_a_joined_word_gets_that_hotel_s_answer(ask, enda_yesus):
    reply = ask("እንዳየሱስ ሆቴል መውጫ ሰዓት ስንት ነው", lang="am")["reply"]
    assert "11:30" in reply
