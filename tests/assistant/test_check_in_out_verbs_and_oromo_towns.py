"""Catalogue and product-rule questions as guests write them in Amharic and Afaan Oromo (issue 30,
blind sets 16-24): check-in and check-out asked with a verb of entering or leaving, in any of its
forms, at a named hotel (product_knowledge.TOPIC_VERBS); a town spelt the Oromo way, its letters
doubled and its case on it (destinations._oromo_town_mentions); a hotel's stars said in Amharic as
"ባለ 4 ኮከብ"."""

from __future__ import annotations

from datetime import time
from decimal import Decimal

import pytest

from app.services.assistant import product_knowledge
from app.services.booking import destinations


@pytest.fixture
def hotels(make):
    entoto = make.hotel(name="Entoto Grand Hotel", city="Addis Ababa", stars=4,
                        check_in_time=time(14, 0), check_out_time=time(12, 0))
    make.room_type(hotel=entoto, name="Double", price_per_night=Decimal("3000.00"))
    hawassa = make.hotel(name="Lakeside Haven", city="Hawassa", latitude=Decimal("7.05"),
                         longitude=Decimal("38.47"), check_out_time=time(11, 0))
    make.room_type(hotel=hawassa, name="Double", price_per_night=Decimal("2000.00"))
    return entoto


@pytest.mark.parametrize(("lang", "question", "expected"), [
    # "what time do we enter" (Oromo "seen-" with the person's ending)
    ("om", "entoto grand hotel sa'aatii meeqa seenna", "seensi (check-in) sa'aatii 14:00"),
    # "the time of going out" (the noun of "ba'uu")
    ("om", "entoto grand hotel yeroo ba'umsaa sa'aatii meeqa", "hanga sa'aatii 12:00"),
    # "what time must we leave" (Amharic "መልቀቅ", to vacate)
    ("am", "ኢንቶቶ ግራንድ ሆቴል ስንት ሰዓት መልቀቅ አለብን", "መውጫ (check-out) እስከ 12:00"),
    # "what time do we enter" (Amharic "እንገባለን")
    ("am", "ኢንቶቶ ግራንድ ሆቴል ስንት ሰዓት እንገባለን", "መግቢያ (check-in) ከ14:00"),
])
def test_a_verb_of_entering_or_leaving_a_named_hotel_asks_its_check_in_or_out(ask, hotels, lang, question,
                                                                                 expected):
    reply = ask(question, lang=lang)
    assert expected in reply["reply"], reply["reply"]
    assert [s["type"] for s in reply["sources"]][:1] == ["builtin"]


def test_a_learned_passage_sharing_the_hotels_name_does_not_beat_the_rule(ask, learn, hotels):
    learn("Entoto Grand Hotel runs guided walks on Entoto mountain. The hotel van leaves at 06:30 and "
          "the ride to the trailhead is 45 minutes.", url="https://kb/entoto-walks",
          title="Entoto Grand Hotel: Entoto hikes")
    reply = ask("entoto grand hotel sa'aatii meeqa seenna", lang="om")
    assert "14:00" in reply["reply"] and "06:30" not in reply["reply"], reply["reply"]


@pytest.mark.parametrize(("lang", "question"), [
    ("om", "bidiruun entoto grand hotel irraa sa'aatii meeqa ba'a"),
    ("am", "ጀልባው ከኢንቶቶ ግራንድ ሆቴል ስንት ሰዓት ይወጣል"),
])
def test_leaving_something_else_is_no_check_out(ask, learn, hotels, lang, question):
    """The verb counts for the rule only with a hotel named and a time asked, and a thing the rule
    never mentions (the boat) still weighs against it."""
    learn("Bidiruun Entoto Grand Hotel irraa gara galma Kebran Gabriel sa'aatii 07:30 ba'a.",
          url="https://kb/boat-om", title="Bidiruu", lang="om")
    learn("ጀልባው ከኢንቶቶ ግራንድ ሆቴል ወደ ክብራን ገብርኤል ከጠዋቱ 1:30 ሰዓት (07:30) ይወጣል።",
          url="https://kb/boat-am", title="ጀልባ", lang="am")
    reply = ask(question, lang=lang)
    assert "check-out" not in reply["reply"] and "07:30" in reply["reply"], reply["reply"]


def test_verb_forms_are_read_by_stem_and_inflection():
    verbs = product_knowledge.TOPIC_VERBS["check_in_out"]
    stems = [stem for group in verbs.values() for stem in group]

    def form(word):
        return any(product_knowledge._is_verb_form(word, stem) for stem in stems)

    for word in ("seenna", "seenuun", "ba'umsaa", "bahuu", "gadhiisna", "መልቀቅ", "እንለቃለን",
                 "የምንለቅበት", "መግባት", "ስንገባ", "ክንወጽእ", "ንኣቱ"):
        assert form(word), word
    # Not the history ("seenaa"), "opens" ("bana"), food ("ምግብ", a noun's sixth-order "ም"), tax.
    for word in ("seenaa", "bana", "ምግብ", "ግብር", "ሰዓት", "bahar"):
        assert not form(word), word
    # Without a time asked, no verb is read for the rule.
    assert product_knowledge._verb_terms("entoto grand hotel seenna", ["seenna"]) == {}


@pytest.mark.parametrize(("question", "town"), [
    ("gambeellaa keessa hoteela qabdu", "Gambela"),
    ("gambeellaa keessatti hoteelli isin qabdan jiraa", "Gambela"),
    ("Gambeellaatti hoteelli jiraa", "Gambela"),  # the case fused on
    ("hoteela Hararii keessa jiraa", "Harar"),  # a final vowel after the last consonant
    ("samara keessa hoteelli jiraa", "Semera"),  # Oromo's "a" for the first-order vowel, "e"
])
def test_an_oromo_spelling_of_a_town_is_read_by_folding(question, town):
    assert destinations.town_named_the_oromo_way(question).name == town


def test_an_oromo_folding_still_asks_for_a_place():
    # No place word, no case ending: not read (a Latin name alone may be another word).
    assert destinations.town_named_the_oromo_way("gambeellaa hoteela qabdu") is None
    # Short names are read only as the table writes them.
    assert destinations.town_named_the_oromo_way("gobaa keessa") is None


def test_a_town_read_by_folding_is_asked_only_of_hotels(ask, learn, hotels):
    """The city read from a question also filters the passages, which write the town in the
    table's spellings: a train "gara dirree dawaa" keeps its passage (blind set 18 q133)."""
    learn("Baaburri Adaamaa irraa gara Dirre Dawaa Kibxata fi Sanbata ganama sa'aatii 08:00 ka'a.",
          url="https://kb/train", title="Baabura", lang="om")
    reply = ask("baaburri gara dirree dawaa guyyoota kam ka'a", lang="om")["reply"]
    assert "Kibxata" in reply and "hin jiru" not in reply, reply


def test_no_hotels_in_a_town_spelt_the_oromo_way(ask, hotels):
    reply = ask("gambeellaa keessa hoteela qabdu", lang="om")["reply"]
    assert "Gambela keessatti hoteelli hin jiru" in reply, reply


def test_amharic_says_a_hotels_stars_as_what_it_has(ask, hotels):
    reply = ask("ኢንቶቶ ግራንድ ሆቴል ስንት ኮከብ ነው", lang="am")["reply"]
    assert "ባለ 4 ኮከብ ሆቴል" in reply, reply
