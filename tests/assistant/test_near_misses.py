"""Near misses get "I don't know", not a neighbour's figure, in Amharic and Oromo as in English:
a built-in rule that states no value of the asked kind (the check-out time for a late check-out's
price), an Oromo question whose subject follows a phrase of where ("on the trip: the lunch"),
Amharic words that share two consonants with a glossary word of another meaning ("ሎጅ", lodge,
is no "ልጅ", child), and a passage's word of two meanings read as the question reads it."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, glossary, retrieval
from app.services.assistant.responders import DONT_KNOW, Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply

CHECK_OUT_RULE = retrieval.Passage(
    chunk_id=-2, document_id=-2, position=0, builtin=True,
    text="Check-in is from 15:00 and check-out is by 10:30 (hotel local time).",
    title="Check-in and check-out times", url="builtin:check_in_out", lang="en", score=0.9,
    terms=frozenset(tokens("check-in check-out time")))
LATE_CHECK_OUT = passage("A late check-out until 16:00 costs 700 birr.",
                         title="Late check-out at Blue Ridge Lodge", document_id=7)


def _compose(question: str, *passages: retrieval.Passage, lang: str = "en") -> tuple[str, str]:
    """The reply and its outcome, the question's words read as the chat turn reads them (a word of
    two meanings by the asked type: glossary.in_context)."""
    asked = analysis.asked_type(question)
    terms = {t: 1.0 for t in glossary.in_context(tokens(question), asked)}
    text, _, outcome = compose_from_passages(Context(question=question, lang=lang, weighted_terms=terms,
                                                     passages=list(passages)))
    return text, outcome


@pytest.mark.parametrize("question", [
    "How much does a late check-out cost?",
    "late check out gatiin meeqa",
])
def test_a_rule_stating_no_value_of_the_asked_kind_does_not_answer(question):
    # The check-out time is no price: nothing learned answers, so "I don't know", without 10:30.
    text, outcome = _compose(question, CHECK_OUT_RULE)
    assert outcome == DONT_KNOW
    assert "10:30" not in text
    # A learned passage behind the rule answers it.
    text, _ = _compose(question, CHECK_OUT_RULE, LATE_CHECK_OUT)
    assert "700 birr" in text and "10:30" not in text


def test_a_rule_stating_the_asked_kind_still_answers():
    text, _ = _compose("What time is check-out?", CHECK_OUT_RULE)
    assert text.startswith("Check-in is from 15:00 and check-out is by 10:30")


@pytest.mark.parametrize(("question", "head"), [
    # A phrase closed by a postposition of where opens the question: the word after it is asked.
    ("imala wancii irratti laaqanni meeqa", "laaqanni"),  # the lunch on the Wenchi trip
    ("hoteela gondar keessatti qajeelchaan gatiin meeqa", "qajeelchaan"),  # the guide, in Gondar
    # "irraa" (from) is followed as often by where to: the opening word stays the head.
    ("taaksiin boolee irraa piyaasaa meeqa", "taaksiin"),
    # A word in the dative ("-f", for) or the locative ("-tti", at) says for whom or where.
    ("awtobusiin adaamaa irraa ayyaanaaf meeqa", "awtobusiin"),
    ("ijoolleef seensi meeqa", None),
])
def test_an_oromo_head_follows_the_phrase_of_where(question, head):
    assert analysis.subject_head(question, "om") == head


WENCHI_TRIP = passage("Imalli guyyaa Wancii ganama sa'aatii 08:00 ka'a, gatiin nama tokkoof qarshii 2,100 "
                      "dha. Laaqanni hin dabalamu.", lang="om", title="Imala Wancii")


def test_the_trip_price_is_no_answer_for_the_lunch_on_the_trip():
    text, outcome = _compose("imala wancii irratti laaqanni meeqa", WENCHI_TRIP, lang="om")
    assert outcome == DONT_KNOW and "2,100" not in text
    assert "2,100" in reply("imalli wancii gatiin meeqa", WENCHI_TRIP, lang="om")


@pytest.mark.parametrize(("word", "meaning"), [
    ("ሎጁ", None),  # the lodge, not "ልጅ" (child)
    ("ልጆች", "child"),  # an ending changes the last letter's vowel only
    ("ለልጆቻችን", "child"),
    ("ጉብኝቱ", None),  # the visit, not Tigrinya "ጎቦ" (mountain)
    ("ዜጎች", None),  # citizens, not "ዝግ" (closed)
    ("አዞዎች", "crocodile"),
    ("በመቶ", None),  # per cent, not "ማታ" (evening)
])
def test_an_ethiopic_word_of_two_consonants_keeps_its_vowels(word, meaning):
    found = {m for t in tokens(word) for m in glossary.meanings(t)}
    assert found == ({meaning} if meaning else set())


PALACE = passage("የግቢው የመግቢያ ዋጋ ለውጭ ዜጎች 450 ብር ነው። የግቢው አስጎብኚ ለቡድን 900 ብር ያስከፍላል።",
                 lang="am", title="የጎንደር ቤተ መንግሥት")


def test_a_passage_word_of_two_meanings_is_read_as_the_question_reads_it():
    # "መግቢያ" asked with a price is the entrance; the passage's "የመግቢያ ዋጋ" is that entrance's
    # price, not a check-in time.
    text, outcome = _compose("ግቢው መግቢያ ለውጭ ዜጎች ስንት ነው", PALACE, lang="am")
    assert outcome != DONT_KNOW
    assert "450" in text and "900" not in text
