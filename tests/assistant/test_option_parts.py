"""A sentence stating several options, each in a part of its own (grounding.figure_parts), is judged
part by part when the qualifier it contradicts is another option's (responders.
_conflict_in_another_option): "a half-day tour ... 900 birr per group, or a full-day tour ... 1,600
birr per group" opens with the half-day tour and may name another town in the half-day tour's part,
and still states the full-day tour's value in the part naming it. Only a part stating the asked
variant itself answers; an option no part states gets "don't know", never a sibling's value. The
same for every asked type the parts carry: a price, a time, a duration, a count.

And among sentences of equal score, the one naming the asked thing itself comes before one that
names no thing and takes its score from the sentence before it, which may list the asked thing
among its siblings (the Amharic lesson's hours after "Amharic lessons and a coffee ceremony class",
for the class)."""

from __future__ import annotations

import pytest

from app.services.assistant import retrieval
from tests.assistant.test_answers import passage, reply

# Each sentence opens with the half-day option, names another town (Adwa) in the half-day option's
# part only, and states the full-day option's value in its last part.
TOURS = {
    "price": passage("The guides offer a half-day tour of the Stelae Field, the road to Adwa and the tombs "
                     "for 900 birr per group, or a full-day tour of the Stelae Field and the palace ruins "
                     "for 1,600 birr per group.", title="Guided tours of Axum"),
    "time": passage("The half-day tour of the Stelae Field leaves at 08:00, the drive to Adwa and the "
                    "tombs at 10:30, and the full-day tour of the Stelae Field and the palace ruins starts "
                    "at 07:00.",
                    title="Guided tours of Axum"),
    "duration": passage("The half-day tour of the Stelae Field lasts 4 hours, with the road to Adwa and the "
                        "tombs 5 hours, and the full-day tour of the Stelae Field and the palace ruins lasts "
                        "8 hours.", title="Guided tours of Axum"),
    "count": passage("The half-day tour of the Stelae Field takes up to 6 people, with the road to Adwa 10 "
                     "people, and the full-day tour of the Stelae Field and the palace ruins takes up to 4 "
                     "people.", title="Guided tours of Axum"),
}

ASKED = {
    "price": ("How much is the full-day tour in Axum per group?", "1,600", ("900",)),
    "time": ("What time does the full-day tour in Axum start?", "07:00", ("08:00", "10:30")),
    "duration": ("How long does the full-day tour in Axum last?", "8 hours", ("4 hours", "5 hours")),
    "count": ("How many people can the full-day tour in Axum take?", "4 people", ("6 people", "10 people")),
}


@pytest.mark.parametrize("asked_type", sorted(ASKED))
def test_the_asked_options_part_answers_though_a_siblings_part_names_another_town(asked_type):
    question, value, _ = ASKED[asked_type]
    assert value in reply(question, TOURS[asked_type])


# Options named by a number: the asked number is stated by no part, so no part is the asked option.
ABSENT = {
    "price": (passage("The 60-minute massage costs 900 birr, the hot stone massage 1,300 birr.", title="Spa"),
              "How much is the 90-minute massage?", ("900", "1,300")),
    "time": (passage("The 2-hour boat trip leaves at 08:00, the sunset boat trip at 17:00.",
                     title="Boat trips"),
             "What time does the 3-hour boat trip leave?", ("08:00", "17:00")),
    "duration": (passage("The kayak tour for 2 people takes 2 hours, the group kayak tour 3 hours.",
                         title="Kayaks"),
                 "How long does the kayak tour for 4 people take?", ("2 hours", "3 hours")),
    "count": (passage("The 2-day trek takes up to 6 people, the village trek up to 10 people.",
                      title="Treks"),
              "How many people can the 3-day trek take?", ("6 people", "10 people")),
}


@pytest.mark.parametrize("asked_type", sorted(ABSENT))
def test_an_option_no_part_states_gets_dont_know_not_a_siblings_value(asked_type):
    # "the hot stone massage 1,300 birr" names a massage, not the 90 minutes asked: a part naming the
    # subject alone is not the asked variant, and the sentence still contradicts the question.
    options, question, siblings = ABSENT[asked_type]
    text = reply(question, options)
    assert text.startswith("I don't know")
    assert not any(sibling in text for sibling in siblings)


def test_the_asked_things_own_sentence_comes_before_one_taking_its_scopes_score():
    # Two chunks of one document: the first lists both things and goes on with the lessons' hours
    # (a sentence naming no asked word, scored as the list before it), the second names the class.
    lessons = retrieval.Passage(
        chunk_id=1, document_id=1, position=0, title="Lessons and classes", url="https://kb/1", lang="en",
        score=0.8, text="The inn offers Amharic lessons and a coffee ceremony class. "
                        "Amharic lessons: on Tuesdays from 16:00 to 17:30 in the library.",
        terms=frozenset())
    ceremony = retrieval.Passage(
        chunk_id=2, document_id=1, position=1, title="Lessons and classes", url="https://kb/1", lang="en",
        score=0.8, text="Coffee ceremony class: daily at 15:00 in the garden.", terms=frozenset())
    text = reply("What time does the coffee ceremony class start?", lessons, ceremony)
    assert "15:00" in text and "16:00" not in text
