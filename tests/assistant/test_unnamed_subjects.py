"""A question about a thing nobody taught gets "don't know", not the figure of a sibling written in
another language (issue 30, blind sets 5-8): a boat trip on Lake Abaya is not answered with the
Lake Tana boat trip, whatever language either is written in."""

from __future__ import annotations

from app.services.assistant import analysis, grounding
from tests.assistant.test_answers import passage, reply

DONT_KNOW = {"en": "I don't know", "am": "ይቅርታ", "om": "Dhiifama"}

LAKE_TANA = passage("It takes about 3 hours and costs 2,200 birr per boat for up to 8 people.",
                    title="Lake Tana boat trips from Bahir Dar")


def _asked(question: str, lang: str) -> frozenset[tuple[str, str]]:
    return grounding.word_pairs(question, lang, asked=True)


# --- siblings across languages: a named place of a kind --------------------------------------

def test_a_place_named_in_another_language_is_a_sibling_of_the_asked_one():
    text = f"{LAKE_TANA.title}. {LAKE_TANA.text}"
    assert grounding.sibling(_asked("bidiruu haroo abaayaa gatii", "om"), text, "en", question_lang="om")
    assert grounding.sibling(_asked("ወደ ናኩቶ ለአብ ገዳም ጉዞ ዋጋ ስንት ነው", "am"),
                             "Lake Tana monastery boat trips. It costs 1,450 birr per person.", "en",
                             question_lang="am")


def test_the_asked_place_written_in_the_other_script_is_no_sibling():
    assert not grounding.sibling(_asked("bidiruu haroo abaayaa gatii", "om"),
                                 "Boat trips on Lake Abaya cost 2,200 birr per boat.", "en",
                                 question_lang="om")


def test_across_languages_a_common_word_saying_which_one_is_no_sibling():
    # "bidiruu gadaamota" (the boat of the monasteries) is the Lake Tana boat trip: only a named
    # place of a kind (a lake, a park, a monastery) says another one, not "Tana" before "boat".
    text = f"{LAKE_TANA.title}. Zege Peninsula monasteries: a half-day trip costs 3,600 birr per boat."
    assert not grounding.sibling(_asked("imala bidiruu gadaamota gatii meeqa", "om"), text, "en",
                                 question_lang="om")
    # Nor a which-word written without a capital ("the combined ticket" is "tikeetii waliigalaa").
    assert not grounding.sibling(_asked("tikeetii waliigalaa meeqa", "om"),
                                 "The combined ticket costs 1,000 birr.", "en", question_lang="om")


def test_in_the_question_s_language_the_sentence_alone_is_read_as_before():
    # No question language given: the same language, compared by the same thing word.
    assert grounding.sibling(_asked("how much is a business visa", "en"),
                             "A tourist e-visa costs 82 dollars.", "en")


def test_a_boat_trip_on_another_lake_written_in_another_language_is_no_answer():
    text = reply("bidiruu haroo abaayaa gatii", LAKE_TANA, lang="om")
    assert text.startswith(DONT_KNOW["om"])
    assert "2,200" not in text


# --- another subject, where the question asks one head ------------------------------------------

HARAR = passage("Harar is 55 km from Dire Dawa. A car to Jugol gate costs 3,200 birr for the day. "
                "A guide for the Jugol walls costs 800 birr.", title="Harar day trip")


def test_a_sentence_naming_another_subject_and_not_the_one_asked_head_is_left_out():
    # "Jugol" says where, not what: the car's price is no price of a guide, even beside it.
    text = reply("How much is a guide for Jugol?", HARAR)
    assert text == "A guide for the Jugol walls costs 800 birr."
    question = analysis.Question("How much is a guide for Jugol?", "price", ("guide", "jugol"))
    asked = frozenset({"guide", "jugol"})
    assert analysis.about_another_subject(question, "A car to Jugol gate costs 3,200 birr.",
                                          "Harar day trip. ", asked)
    assert not analysis.about_another_subject(question, "A guide for the Jugol walls costs 800 birr.",
                                              "Harar day trip. ", asked)


def test_a_sentence_left_out_as_a_sibling_s_is_not_given_back_as_a_passage_found_by_meaning():
    # The only sentence sharing a word with the question is the Lake Tana trip's: the reply is
    # "don't know", not the passage's first sentences as if it had been found by its vectors alone.
    text = reply("በአባያ ሐይቅ የጀልባ ጉዞ ዋጋ ስንት ነው", LAKE_TANA, lang="am")
    assert text.startswith(DONT_KNOW["am"])
    assert "2,200" not in text
