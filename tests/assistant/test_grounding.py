"""A passage or sentence answers only for the city, quantity and name the question states
(grounding.py): another value of the same kind is a neighbouring subject, and its figures are
never given for the asked one."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, chat, glossary, grounding
from tests.assistant.test_answers import passage, reply

SPAS = passage(
    "Tana Lotus Spa in Bahir Dar charges 1,200 birr for a 60-minute massage. "
    "Sheger Serenity Spa in Addis Ababa charges 1,800 birr for a 60-minute massage.",
    title="Spa prices: Tana Lotus Spa and Sheger Serenity Spa")
TOURS = passage("The 3-day Danakil tour from Mekelle costs 650 USD. The 4-day tour costs 800 USD.",
                title="Danakil Depression tours", document_id=3)
BUNDLES = passage("Ethio telecom sells a 10 GB bundle for 300 birr and a 25 GB bundle for 600 birr.",
                  title="Mobile data", document_id=4)
LATE = passage("At Boku Hill Hotel late check-out until 15:00 costs 1,200 birr.",
               title="House rules: Boku Hill Hotel", document_id=5)
POOL = passage("Bishaan daakuu Boku Hill ganama 6:00 irraa hanga galgala 20:00tti banaa dha.",
               lang="om", title="Seera mana: Hoteela Boku Hill", document_id=6)


def test_quantities_are_read_with_their_unit_in_words_digits_and_clocks():
    found = grounding.quantities("a two-day tour, 50GB, a 60 min massage, till 4pm, 15:00, የ2 ቀን, 3 people")
    assert found == {"day": {2}, "data": {50}, "minute": {60}, "clock": {"16:00", "15:00"}, "person": {3}}


@pytest.mark.parametrize(("question", "answer"), [
    ("How much is a 60 min massage at a spa in Hawassa?", "I don't know the price"),
    ("Price of a 2 day Danakil tour?", "I don't know the price"),
    ("How much is a 50gb data bundle?", "I don't know the price"),
    ("Boku Hill late checkout till 4pm cost?", "I don't know the price"),
])
def test_another_city_quantity_or_time_gets_dont_know_with_what_is_known_nearby(question, answer):
    text = reply(question, SPAS, TOURS, BUNDLES, LATE)
    assert text.startswith(answer)
    assert "Nearby, I know about:" in text
    assert not any(figure in text for figure in ("1,200", "1,800", "650", "800", "300", "600"))


@pytest.mark.parametrize(("question", "fact", "not_fact"), [
    ("How much is a 60 min massage at a spa in Bahir Dar?", "1,200 birr", "1,800"),
    ("How much is a massage at Sheger Serenity Spa?", "1,800 birr", "1,200"),
    ("Price of a three day Danakil tour?", "650 USD", "800"),
    ("How much is a 25 GB bundle?", "600 birr", "650"),
    ("Boku Hill late checkout till 3pm cost?", "1,200 birr", "Sheger"),
])
def test_the_asked_city_quantity_or_name_is_answered_without_its_neighbours(question, fact, not_fact):
    text = reply(question, SPAS, TOURS, BUNDLES, LATE)
    assert fact in text
    assert not_fact not in text


def test_a_name_written_in_lower_case_is_matched_against_the_names_the_passages_write():
    gihon = passage("At Gihon Terrace Hotel late check-out until 16:00 costs 1,600 birr.",
                    title="House rules: Gihon Terrace Hotel", document_id=7)
    # Boku Hill's pool hours (an Oromo passage) are not Gihon Terrace's.
    text = reply("gihon terrace hotel pool opening hours", POOL, gihon)
    assert "20:00" not in text and "6:00" not in text
    # ... but they answer for Boku Hill, however the guest spells it.
    assert "20:00" in reply("boku hill pool opening hours", POOL, gihon)


def test_a_passage_that_names_no_city_or_quantity_still_answers():
    rule = passage("Payment is by telebirr or card. The deposit is 500 birr.", title="Payments",
                   document_id=8)
    assert "500 birr" in reply("How much is the deposit for a hotel in Hawassa for 2 nights?", rule)


def test_unanswerable_untyped_question_names_what_it_does_not_know():
    text = reply("Is there a spa in Hawassa?", SPAS)
    assert text.startswith("I don't know about")
    assert "Hawassa" in text and "Spa prices" in text


@pytest.mark.parametrize(("question", "kind"), [
    ("minimum nights in gondar hotels for timkat?", "count"),
    ("ለጥምቀት ጎንደር ሆቴል ቢያንስ ስንት ሌሊት ማደር አለብኝ", "count"),  # at least how many nights
    ("bole palace breakfast time on saturday?", "time"),
    ("dinner buffet hours at bole palace", "time"),
    ("ሹትሉ ከሌሊቱ 11 ሰዓት ጀምሮ ይሰራል?", "yes_no"),  # does the shuttle run from 5 am? (no question word)
    ("ባቡሩ ቦሌ ኤርፖርት ይደርሳል?", "yes_no"),
    ("timket meche new 2027?", "date"),  # Amharic in Latin letters: when is Timkat?
])
def test_question_types_left_in_the_tuned_sets(question, kind):
    assert analysis.asked_type(question) == kind


def test_amharic_in_latin_letters_reads_as_the_words_it_stands_for():
    assert chat.weighted_terms("yeairport shuttle waga sint new?", [], "am") == {
        "airport": 1.0, "shuttle": 1.0, "price": 1.0}
    assert set(chat.weighted_terms("tana resort kurs sint seat new", [], "am")) == {
        "tana", "resort", "breakfast", "time"}
    # Not for English: "new" and "seat" are English words there.
    assert "seat" in chat.weighted_terms("how much is a new seat", [], "en")


def test_megbiya_is_the_entrance_when_a_price_is_asked_and_check_in_otherwise():
    museum = chat.weighted_terms("የብሔራዊ ሙዚየም መግቢያ ዋጋ ስንት ነው?", [], "am")  # museum entrance price
    assert "entrance" in museum
    hotel = chat.weighted_terms("የሆቴል መግቢያ ሰዓት ስንት ነው?", [], "am")  # hotel check-in time
    assert "entrance" not in hotel and glossary.alternatives("check-in") & set(hotel)
    assert "entrance" in chat.weighted_terms("bale park megbiya sint new", [], "am")


def test_entrance_fee_in_amharic_is_not_answered_by_the_check_in_rule(ask, learn):
    learn("The National Museum in Addis Ababa charges foreigners 300 birr for entrance.",
          url="https://kb/museum", title="National Museum tickets")
    reply = ask("የብሔራዊ ሙዚየም መግቢያ ዋጋ ስንት ነው?", lang="am")["reply"]
    assert "300" in reply and "14:00" not in reply


def test_a_clock_time_inside_a_stated_range_is_the_asked_one():
    night = passage("Airport transfers that start between 22:00 and 05:00 cost an extra 200 ETB.",
                    title="Airport transfers", document_id=9)
    assert "200 ETB" in reply("is there extra charge for airport pickup at 2am", night)
    assert "200 ETB" not in reply("how much is the extra charge for airport pickup at 2pm", night)


def test_oromo_writes_the_unit_before_the_number():
    assert grounding.quantities("danakil imala guyyaa 2 meeqa") == {"day": {2}}
    assert reply("danakil imala guyyaa 2 meeqa", TOURS, lang="om").startswith("Dhiifama")


def test_a_sentence_found_in_two_passages_is_said_once():
    copy = passage(BUNDLES.text, title="Mobile data (copy)", document_id=10)
    assert reply("How much is a 25 GB bundle?", BUNDLES, copy).count("25 GB bundle") == 1


def test_a_name_is_found_across_scripts_by_its_consonants():
    simien = passage("Every trek in Simien Mountains National Park starts at the park office in Debark.",
                     title="Simien Mountains trekking permits", document_id=11)
    other_park = passage("በጢያ አቅራቢያ ያለው ፓርክ ለጎብኚዎች በቀን 2,250 ብር ያስከፍላል።", lang="am", document_id=12)
    same_park = passage("የሰሜን ተራሮች ብሔራዊ ፓርክ መግቢያ ለውጭ ዜጎች 1,200 ብር ነው።", lang="am", document_id=13)
    assert grounding.holds_name("debark", frozenset({"ደባርቅ"}))
    # Another park's fee, in Amharic, is no answer for the Simien park; the Simien one's is.
    assert "2,250" not in reply("simien park entrance fee?", simien, other_park)
    assert "1,200" in reply("simien park entrance fee?", other_park, same_park, simien)
