"""A yes/no question asks whether there is the thing its words name, as a typed question asks its
value: an English word of it no passage holds is a thing nobody taught (analysis.unknown_terms),
and a passage sharing its other words ("can I rent a paddleboard?" and the boat house's rentals)
is no yes for it (blind sets 3-13). In Amharic and Oromo an unseen word is as often an inflected
form the index holds otherwise ("ውሻዬን", my dog): there the thing is not read as untaught."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis
from tests.assistant.test_answers import passage, reply


def test_an_english_yes_no_question_about_an_untaught_thing_says_so(learn, ask):
    learn("Lake Resort rents kayaks and bicycles from the boat house on its lawn.",
          url="https://kb/rentals", title="Rentals at Lake Resort")
    answer = ask("can i rent a paddleboard at lake resort?")["reply"]
    assert answer.startswith("I don't know about paddleboard") and "boat house" not in answer


@pytest.mark.parametrize("question", [
    "can i rent a kayak at lake resort?",
    "is there a bicycle to rent at lake resort?",
])
def test_an_english_yes_no_question_whose_thing_is_taught_is_answered(learn, ask, question):
    learn("Lake Resort rents kayaks and bicycles from the boat house on its lawn.",
          url="https://kb/rentals", title="Rentals at Lake Resort")
    assert "boat house" in ask(question)["reply"]


@pytest.mark.parametrize(("text", "lang", "subject"), [
    ("ውሻዬን ይዤ መምጣት እችላለሁ?", "am", ("ውሻዬን", "ይዤ", "መምጣት")),
    ("saroon koo na waliin dhufuu ni dandeessi?", "om", ("saroon", "dhufuu")),
])
def test_an_unseen_word_of_another_language_is_no_untaught_thing(app, text, lang, subject):
    # Every word is unseen in the empty scope; an inflected form is no new subject.
    question = analysis.Question(text, "yes_no", subject)
    with app.app_context():
        assert analysis.unknown_terms(question, lang, app.config["ASSISTANT_PRODUCT"], None) == ()


def test_an_amharic_yes_no_question_is_answered_by_the_sentence_naming_its_thing():
    bus = passage("ጎሃ ሆቴል በጥምቀት ዕለት ለእንግዶቹ ወደ ፋሲለደስ መዋኛ የሚሄድ አውቶቡስ ያዘጋጃል።",
                  lang="am", title="ጥምቀት በጎንደር")
    assert "ፋሲለደስ" in reply("ጎንደር ጥምቀት በዓል ላይ ሆቴሉ አውቶቡስ አለው?", bus, lang="am")
