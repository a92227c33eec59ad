"""A yes/no, place or contact question about a subject is answered only by sentences that name
it (issue 30, blind set 6's misses): a passage about the same hotel's spa is no answer to
whether a cat may come, and its hours are another subject's figures."""

from __future__ import annotations

import pytest

from tests.assistant.test_answers import passage, reply

SPA = passage("The spa of Entoto Grand Hotel is on the ground floor and is open every day from 07:00 "
              "to 21:00.", title="Entoto Grand Hotel spa")
PETS = passage("Entoto Grand Hotel welcomes cats and small dogs for 300 birr a night.",
               title="Entoto Grand Hotel pets", document_id=2)


@pytest.mark.parametrize("question", [
    "can i bring my cat to entoto grand hotel",
    "is there a cat friendly room at entoto grand hotel?",
])
def test_a_yes_no_question_about_a_subject_no_sentence_names_gets_dont_know(question):
    text = reply(question, SPA)
    assert text.startswith("I don't know") and "21:00" not in text


def test_a_sentence_naming_the_subject_answers_it():
    text = reply("can i bring my cat to entoto grand hotel", SPA, PETS)
    assert "cats and small dogs" in text and "21:00" not in text
