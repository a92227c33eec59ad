"""A question word the passage does not write declines a typed answer only on evidence that the
passage is about another thing, not on its absence alone (responders._passage_sentences with
`loose`, `_answer_by_coverage`):
- a word nobody taught (no passage writes it by any word: Context.unknown, untaught, absent)
  still gets the "don't know";
- a member of a contrast the passage does not name ("for children") still does: the passage
  documents the thing for anyone;
- a name of the question that another sentence of the passage writes ("yeka" of the Yeka Room) is
  that sentence's thing: the sentence not writing it is a sibling's;
- otherwise (a synonym or a translation the glossary lacks: "rent" for a hall that "costs") the
  sentence answers when it holds more than half of the asked thing's words and more of the
  question's subject than every other sentence carrying the asked type; a tie is no answer."""

from __future__ import annotations

from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage

DONT_KNOW = {"en": "I don't know", "am": "ይቅርታ"}

ROOMS = passage(
    "The business centre of Entoto Grand Hotel is on the mezzanine floor and is open every day from 07:00 "
    "to 22:00. Two meeting rooms can be booked. The Yeka Room seats 12 people and costs 1,800 birr per hour "
    "or 9,500 birr for a full day. Entoto Hall seats 80 people and costs 4,500 birr per hour or 26,000 birr "
    "for a full day. A projector and screen are included in Entoto Hall; in the Yeka Room they cost 600 "
    "birr extra.", title="Entoto Grand Hotel: business centre and meeting rooms")

HALLS = passage(
    "Two halls can be booked. Entoto Hall seats 80 people and costs 26,000 birr for a full day. Yeka Hall "
    "seats 40 people and costs 14,000 birr for a full day.", title="Meeting halls")

BICYCLES = passage(
    "The resort also rents bicycles for the 9 kilometre lakeside path. A standard bicycle costs 120 birr "
    "per hour or 600 birr per day, and a tandem costs 200 birr per hour. Helmets are free.",
    title="Lake Hawassa Resort & Spa: fish market walk and bicycles")


def answer(question: str, *passages, lang: str = "en", **known) -> str:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages), **known)
    return compose_from_passages(context)[0]


def test_a_word_the_passage_writes_otherwise_is_answered_by_the_sentence_holding_the_rest():
    reply = answer("entoto hall full day rent", ROOMS)
    assert "26,000" in reply and "9,500" not in reply


def test_the_strict_reading_still_answers_as_before():
    reply = answer("entoto hall full day price", ROOMS)
    assert "26,000" in reply and "9,500" not in reply


def test_an_absent_word_still_gets_the_dont_know():
    # No passage of the scope writes "rent" by any word: nobody taught renting the hall.
    reply = answer("entoto hall full day rent", ROOMS, absent=("rent",))
    assert reply.startswith(DONT_KNOW["en"]) and "26,000" not in reply


def test_an_unwritten_contrast_member_still_gets_the_dont_know():
    reply = answer("entoto hall full day rent for children", ROOMS)
    assert reply.startswith(DONT_KNOW["en"]) and "26,000" not in reply


def test_a_name_another_sentence_writes_says_the_sentence_is_a_siblings():
    # "yeka" is the Yeka Room's: Entoto Hall's full day, holding "hall" too, is no answer.
    reply = answer("yeka hall full day rent", ROOMS)
    assert "26,000" not in reply and "9,500" not in reply


def test_two_sentences_holding_as_much_of_the_question_are_no_answer():
    reply = answer("hall full day rent", HALLS)
    assert reply.startswith(DONT_KNOW["en"]) and "26,000" not in reply and "14,000" not in reply


def test_a_sentence_holding_half_of_the_thing_or_less_is_no_answer():
    reply = answer("sauna full day rent entoto", ROOMS)
    assert reply.startswith(DONT_KNOW["en"]) and "26,000" not in reply


def test_an_amharic_question_over_an_english_passage_writing_a_word_by_other_sounds():
    # "ሪዞርት" is not written "Resort" by the same consonants (z, s): no evidence of another thing.
    reply = answer("ሀዋሳ ሪዞርት ብስክሌት በሰዓት ስንት ነው", BICYCLES, lang="am")
    assert "120" in reply


def test_an_untaught_borrowed_word_still_gets_the_dont_know():
    reply = answer("ሀዋሳ ሪዞርት scooter በሰዓት ስንት ነው", BICYCLES, lang="am", untaught=("scooter",),
                   unseen=("scooter",))
    assert reply.startswith(DONT_KNOW["am"]) and "120" not in reply


MENU = passage("The lodge restaurant serves lunch from 12:00. Main dishes: chicken stew 450 birr, lamb tibs "
               "520 birr, vegetable platter 300 birr.", title="Lodge restaurant")


def test_a_list_of_priced_items_not_naming_the_asked_one_is_no_answer():
    # The dishes are siblings: a fish dish the menu does not write would be one more of them.
    reply = answer("lodge restaurant fish dish price", MENU)
    assert reply.startswith(DONT_KNOW["en"]) and "450" not in reply
