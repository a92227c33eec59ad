"""A sentence answers a question only when it names the thing asked, not merely where the
question sets it (responders._names_the_asked_thing, _another_subject_of_the_asked_name):
- a yes/no question about a thing at a hotel ("is there a dentist at <hotel>?") is not answered
  by a sentence naming only the hotel (its doctor on call): the reply says it does not know;
- a typed question naming which one ("the Sodere trip") is not answered by a sentence naming
  that name with another subject instead of the kind ("Entry to the Sodere pools ... on
  Saturdays"), in a passage naming the asked one elsewhere.
A documented thing is still answered, in every language."""

from __future__ import annotations

import pytest

from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage

HOTELS = ((7, "Tana Lake Lodge", "Bahir Dar"),)


def answer(
    question: str,
    *passages,
    lang: str = "en",
    hotel_ids: tuple[int, ...] = (7,),
    weights: dict[str, float] | None = None,
) -> str:
    # (`weights`: the question's terms as retrieval weighs them, its rare words above its common
    # ones; every word alike by default.)
    context = Context(
        question=question,
        lang=lang,
        weighted_terms=weights or {t: 1.0 for t in tokens(question)},
        passages=list(passages),
        hotel_ids=hotel_ids,
        hotel_rows=HOTELS,
    )
    return compose_from_passages(context)[0]


SERVICES_EN = passage(
    "Tana Lake Lodge has a doctor on call 24 hours a day. "
    "Tana Lake Lodge accepts telebirr and cash at the front desk.",
    title="Tana Lake Lodge services",
)


def test_a_yes_no_question_about_a_thing_the_hotel_lacks_is_not_answered_by_the_hotel_alone():
    reply = answer("is there a dentist at tana lake lodge?", SERVICES_EN)
    assert reply.startswith("I don't know") and "24" not in reply


def test_a_yes_no_question_about_a_documented_thing_at_the_hotel_is_answered():
    assert "telebirr" in answer("can i pay with telebirr at tana lake lodge?", SERVICES_EN)


@pytest.mark.parametrize(
    ("question", "text", "lang", "answered"),
    [
        # Amharic: a dentist at the hotel (it has parking), and hot water in the shower.
        ("ጣና ሌክ ሎጅ የጥርስ ሐኪም አለ?", "ጣና ሌክ ሎጅ የ24 ሰዓት የመኪና ማቆሚያ አለው።", "am", False),
        ("ጣና ሌክ ሎጅ ሻወር ሙቅ ውሃ አለው?", "በጣና ሌክ ሎጅ ሁሉም ክፍሎች ሻወር ሙቅ ውሃ አላቸው።", "am", True),
        # Oromo: a dentist at the hotel (it has parking), and a swimming pool.
        (
            "Tana Lake Lodge doktara ilkaanii qabaa?",
            "Tana Lake Lodge keessatti iddoon konkolaataa sa'aatii 24 ni argama.",
            "om",
            False,
        ),
        ("Tana Lake Lodge bishaan daakaa qabaa?", "Tana Lake Lodge bishaan daakaa ho'aa qaba.", "om", True),
    ],
)
def test_yes_no_questions_in_amharic_and_oromo(question, text, lang, answered):
    reply = answer(question, passage(text, lang=lang, title="Tana Lake Lodge"), lang=lang)
    assert (text in reply) is answered
    if not answered:
        assert "24" not in reply


def test_the_asked_one_s_name_with_another_subject_instead_of_the_kind_does_not_answer():
    sodere = passage(
        "The lodge runs a day trip to Sodere hot springs on the river. Entry to the Sodere pools is "
        "150 birr on weekdays and 200 birr on Saturdays and Sundays, any day of the year. The trip "
        "runs every day except Tuesday, when the pools are cleaned.",
        title="Sodere day trip",
    )
    reply = answer(
        "which day is there no sodere trip?",
        sodere,
        hotel_ids=(),
        weights={"day": 2.0, "sodere": 2.0, "trip": 2.0},
    )
    assert "Tuesday" in reply and "Saturdays" not in reply
