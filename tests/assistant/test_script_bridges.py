"""Answerable questions get the fact (issue 30, helper `answers2`): names and loanwords written in
the other script found by their sounds (transliteration.py), a compound written as one word, the
asked city read in a passage where no hotel is, the words of "how long", and the subject a
following sentence inherits."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

import pytest

from app.services.assistant import spelling, transliteration
from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage


def _vocabulary(latin: str = "", amharic: str = "") -> Callable[[], spelling.Vocabulary]:
    scope = spelling.Vocabulary(frozenset(tokens(latin)), frozenset(amharic.split()))
    return lambda: scope


def _reply(question: str, *passages, lang: str = "en", bridges=None) -> str:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages), bridges=bridges or {})
    return compose_from_passages(context)[0]


# --- transliteration.bridges ------------------------------------------------------------------


@pytest.mark.parametrize(("question", "latin", "term", "expected"), [
    ("ከቦሌ ወደ ፒያሳ ሚኒቫን ስንት ነው", "minivan minibus", "ሚኒቭ", {"minivan"}),
    # A "y" between two vowels is no consonant: ፒያሳ (piyasa) is Piassa.
    ("ከቦሌ ወደ ፒያሳ ሚኒቫን ስንት ነው", "piassa", "ፒያስ", {"piassa"}),
    # A Latin "c" is also a "k": ቴሌኮም is telecom.
    ("የኢትዮ ቴሌኮም ሲም", "telecom", "ቴሌክ", {"telecom"}),
    # An Oromo ending on the Latin word: ሚኒባስ is minibaasiin.
    ("ወደ ቢሾፍቱ ሚኒባስ ስንት ነው", "minibaasiin", "ሚኒባስ", {"minibaasiin"}),
])
def test_an_ethiopic_loanword_finds_the_latin_word_it_sounds_like(question, latin, term, expected):
    assert transliteration.bridges(question, _vocabulary(latin))[term] == frozenset(expected)


def test_a_word_of_two_consonants_must_sound_exactly_alike():
    vocabulary = _vocabulary("sum same some seem")
    assert transliteration.bridges("የቱሪስት ሲም ስንት ነው", vocabulary) == {}
    assert transliteration.bridges("የቱሪስት ሲም ስንት ነው", _vocabulary("sim"))[tokens("ሲም")[0]] == {"sim"}


def test_a_word_sounding_like_part_of_a_city_is_no_name():
    # "ዳር" of Bahir Dar sounds like "dar", a spelling of the city's: the glossary reads cities.
    assert transliteration.bridges("ባሕር ዳር ወደ ጢስ ዓባይ ጉዞ", _vocabulary("dar daar")) == {}


def test_a_latin_name_finds_the_amharic_passages_word():
    vocabulary = _vocabulary(amharic="ልዩ ክትፎ 650 ብር ነው ዓባይ")
    assert transliteration.bridges("kitfoon kazanchis business hotel meeqa", vocabulary) == {
        "kitfoon": frozenset(tokens("ክትፎ"))}
    # Abaya (a lake) is not the Abay (the Nile): a name of two consonants must sound alike.
    assert transliteration.bridges("haroo abaayaa irratti imala doonii meeqa", vocabulary) == {}


def test_a_latin_word_kept_in_an_ethiopic_question_is_not_read_again():
    # Amharic typed in Latin letters keeps a hotel's or place's name as written ("goha"): it is the
    # catalogue's to find, not an Amharic passage's word of the same sounds.
    vocabulary = _vocabulary(amharic="የጎሃ ሂል ሆቴል ምግብ ቤት")
    assert transliteration.bridges("goha ሆቴል ዶሮ ወጥ ስንት ብር ነው", vocabulary) == {}
    assert transliteration.bridges("goha hotel doro wat price", vocabulary) == {
        "goha": frozenset(tokens("ጎሃ"))}


def test_an_english_question_does_not_read_the_scopes_vocabulary():
    # After a learn the vocabulary is read again (spelling.vocabulary): not for a question with no
    # word to bridge.
    def unread():
        raise AssertionError("read")
    assert transliteration.bridges("what time is breakfast at the hotel?", unread) == {}


def test_a_compound_written_as_one_word_finds_its_head():
    vocabulary = _vocabulary(amharic="ሀዋሳ ከአዲስ አበባ 275 ኪሎ ሜትር ርቃ ኢ ቪዛ")
    assert transliteration.bridges("ሀዋሳ ከአዲስ አበባ ስንት ኪሎሜትር ነው", vocabulary) == {
        "ኪሎሜትር": frozenset(tokens("ሜትር"))}
    assert transliteration.bridges("የ90 ቀን ኢቪዛ ስንት ዶላር ነው", vocabulary) == {
        tokens("ኢቪዛ")[0]: frozenset(tokens("ቪዛ"))}


# --- through the chat -----------------------------------------------------------------------

SHUTTLE = ("Marefiya guests arriving at Bole International Airport can book a private transfer. A sedan "
           "for up to three passengers costs 1,150 birr one way to Piassa or Kazanchis. A minivan for up "
           "to seven passengers costs 1,900 birr one way.")
VISA = ("አብዛኞቹ ጎብኚዎች የኢ-ቪዛ ማመልከቻ በመስመር ላይ ማስገባት አለባቸው። የ30 ቀን የቱሪስት ኢ-ቪዛ ክፍያ 52 የአሜሪካ ዶላር "
        "ሲሆን የ90 ቀን ቪዛ ደግሞ 72 የአሜሪካ ዶላር ነው።")
HAWASSA = ("ሀዋሳ ከአዲስ አበባ በስተደቡብ 275 ኪሎ ሜትር ርቃ የምትገኝ በሐይቅ ዳር ያለች ውብ ከተማ ናት። "
           "በፈጣን መንገድ በመኪና 4 ሰዓት ያህል ይወስዳል።")
IRREECHA = ("Irreechi Birraa ayyaana galata Oromoo isa guddaa dha. Bara 2027tti Irreechi Hora Harsadii, "
            "Bishooftuu, Dilbata 3 Onkoloolessa 2027 akka kabajamu eegama. Minibaasiin Finfinnee irraa "
            "nama tokkoof qarshii 90 kaffalchiisa.")


def test_an_amharic_question_finds_the_english_minivan(ask, learn):
    learn(SHUTTLE, url="https://kb/shuttle", title="Airport transfers")
    reply = ask("ከቦሌ ወደ ፒያሳ ሚኒቫን ስንት ነው", lang="am")["reply"]
    assert "1,900" in reply and "1,150" not in reply


def test_an_amharic_compound_finds_the_passage_that_writes_it_in_two_words(ask, learn):
    learn(HAWASSA, url="https://kb/hawassa", title="የሀዋሳ ከተማ መመሪያ", lang="am")
    assert "275" in ask("ሀዋሳ ከአዲስ አበባ ስንት ኪሎሜትር ነው", lang="am")["reply"]


def test_a_us_dollar_amount_in_amharic_is_a_price(ask, learn):
    learn(VISA, url="https://kb/visa", title="ቪዛ", lang="am")
    assert "72 የአሜሪካ ዶላር" in ask("የ90 ቀን ኢቪዛ ስንት ዶላር ነው", lang="am")["reply"]


def test_the_asked_city_is_read_in_a_passage_where_no_hotel_is(ask, learn, make, db):
    # Bishoftu has no hotel on Marefiya; the passage names it beside Finfinnee (Addis Ababa, which
    # has), and is still about it.
    make.hotel(name="Entoto Grand Hotel", city="Addis Ababa")
    db.session.commit()
    learn(IRREECHA, url="https://kb/irreecha", title="Ayyaana Irreechaa Bishooftuu 2027", lang="om")
    assert "3 Onkoloolessa" in ask("irreechaa at bishoftu in 2027 what date")["reply"]


LOST_AND_SMOKING = passage(
    "Lost property: items found in rooms or public areas are kept for 90 days. Smoking is not allowed "
    "inside any room. A guest found smoking in a room pays a cleaning fine of 5,000 birr.",
    title="Lost property and smoking")


def test_how_long_names_no_subject_the_passage_must_hold():
    # "long" asks the duration: a passage saying "kept for 90 days" lacks no word of the subject.
    assert "90 days" in _reply("how long do u keep lost items", LOST_AND_SMOKING)


def test_an_indefinite_pronoun_is_no_subject_the_assistant_was_not_taught(ask, learn):
    # "someone" is in no passage, and nobody the passage must name.
    learn(LOST_AND_SMOKING.text, url="https://kb/rules", title="Lost property and smoking")
    assert "5,000 birr" in ask("whats the fine if someone smokes in the room")["reply"]


def test_a_following_sentence_inherits_only_a_subject_naming_the_asked_thing():
    # Across languages: "Kebran Gabriel admits men only" names the place (by its sounds), not the
    # boat asked about; the fare to the falls after it is no boat fare.
    lake = passage("ወደ ዘጌ የሚሄዱ ጀልባዎች በየጠዋቱ ይነሳሉ። ክብራን ገብርኤል ገዳም ወንዶችን ብቻ ይቀበላል። ከከተማው ወደ "
                   "ፏፏቴው ለመሄድ 60 ብር ይከፈላል።", title="ባሕር ዳር", lang="am")
    bridges = {"kebran": frozenset(tokens("ክብራን")), "gabriel": frozenset(tokens("ገብርኤል"))}
    assert "60" not in _reply("boat to kebran gabriel price", lake, bridges=bridges)
    # In one language the words compare: a sentence naming the asked trip lends it to the next.
    trips = passage("Two boat trips leave from the jetty. The full-day trip goes to Dek Island. It departs "
                    "at 07:00.", title="Lake Tana")
    assert "07:00" in _reply("what time does the full day boat to dek island leave", trips)


def test_an_untyped_questions_clock_time_picks_the_sentence_whose_hours_hold_it():
    shuttle = passage(
        "Guests arriving at Bole can book a private transfer with our partner shuttle. Between 23:00 and "
        "05:00 a night surcharge of 250 birr is added. Transfers must be booked at least 6 hours before "
        "the flight lands.", title="Airport shuttle")
    assert "250 birr" in _reply("my flight lands 1am is there extra for the shuttle", shuttle)



def test_a_hotels_profile_names_its_cheapest_room_type(ask, make, db):
    # "the cheapest room type at Tana Garden Hotel?" asks which one, not only its price.
    hotel = make.hotel(name="Tana Garden Hotel", city="Bahir Dar", stars=3)
    make.room_type(hotel=hotel, name="Suite", price_per_night=Decimal("4200.00"))
    make.room_type(hotel=hotel, name="Standard", price_per_night=Decimal("1800.00"))
    db.session.commit()
    reply = ask("cheapest room type at Tana Garden Hotel")["reply"]
    assert "Rooms from 1,800 ETB per night (Standard)" in reply and "Suite" not in reply
