"""Misspelt words read as the words the scope knows (spelling.py; issue 30, blind set 7: "how much
is shared shutle from bole airprt per person" got "I don't know about shutle airprt"), and never
as another subject's word."""

from __future__ import annotations

import pytest

from app.services.assistant import spelling
from tests.assistant.conftest import PAYMENTS

KNOWN = frozenset({"shuttle", "airport", "bole", "visa", "tonight", "massage", "cable", "camel", "price",
                   "semera", "ticket"})

SHUTTLE = ("Bole airport transfers to partner hotels. The shared shuttle costs 650 birr per person and "
           "leaves the arrivals hall every 40 minutes. A private car costs 1,900 birr.")


@pytest.mark.parametrize(("word", "meant"), [
    ("shutle", "shuttle"),  # a letter left out
    ("airprt", "airport"),
    ("evisa", "visa"),  # a letter too many
    ("shuttel", "shuttle"),  # two letters swapped: one slip
    ("Shutle", "shuttle"),
    ("tonite", "tonight"),  # written as it sounds ("ght")
])
def test_a_slip_is_read_as_the_one_word_the_scope_knows(word, meant):
    assert spelling.correction(word, KNOWN) == meant


@pytest.mark.parametrize("word", [
    "message",  # an English word: a subject nobody taught, not a misspelt massage
    "cabel",  # as near to cable as to camel: ambiguous
    "viza",  # too short to tell a slip from another word
    "aromatherapy",  # an English word, and near no known one
    "shuttle",  # known as written
    "xyzzyq",  # near nothing
    "demera",  # ደመራ, the Meskel bonfire: one letter from Semera, but never corrected into a town
    "timket",  # ጥምቀት, the Timkat festival as guests write it: one letter from ticket, no slip
])
def test_no_correction_without_one_clear_candidate(word):
    assert spelling.correction(word, KNOWN) is None


def test_a_long_word_may_have_two_slips_a_short_one_only_one():
    assert spelling.correction("acomodation", frozenset({"accommodation"})) == "accommodation"
    assert spelling.correction("arprt", KNOWN) is None  # two slips in a word of 5 letters


def test_only_english_questions_are_corrected():
    question = "how much is the shutle"
    assert spelling.corrected(question, "en", KNOWN) == "how much is the shuttle"
    assert spelling.corrected(question, "om", KNOWN) == question  # Oromo: an inflected form, often
    assert spelling.corrected(question, "am", KNOWN) == question


def test_an_amharic_word_in_latin_letters_is_no_slip_in_an_english_question():
    question = "timket bus from the hotel, what time does it leave?"
    assert not spelling.applies(question, "en")
    assert spelling.corrected(question, "en", KNOWN) == question


def test_a_misspelt_question_reaches_the_passage(learn, ask):
    learn(SHUTTLE, title="Bole airport transfers", url="https://kb/shuttle")
    learn(PAYMENTS, title="Payments", url="https://kb/payments")
    reply = ask("how much is shared shutle from bole airprt per person", lang="en")["reply"]
    assert "650" in reply


def test_the_vocabulary_follows_what_is_learned(app, learn, ask):
    learn(SHUTTLE, title="Bole airport transfers", url="https://kb/shuttle")
    with app.app_context():
        assert "kayak" not in spelling.vocabulary(app.config["ASSISTANT_PRODUCT"], None).latin
    learn("Kayak rental on Lake Tana costs 300 birr an hour at the Bahir Dar waterfront.",
          title="Kayaks", url="https://kb/kayak")
    with app.app_context():
        assert "kayak" in spelling.vocabulary(app.config["ASSISTANT_PRODUCT"], None).latin
    assert "300 birr" in ask("how much is a kayaak on lake tana", lang="en")["reply"]


def test_a_tenant_corrects_to_its_own_words_only(app, learn, ask):
    app.config["ASSISTANT_API_KEYS"] = ["alpha-key:alpha", "beta-key:beta"]
    alpha, beta = ({"Authorization": f"Bearer {name}-key"} for name in ("alpha", "beta"))
    learn("Kayak rental on Lake Tana costs 300 birr an hour at the Bahir Dar waterfront.",
          title="Kayaks", url="https://kb/kayak", headers=alpha)
    with app.app_context():
        product = app.config["ASSISTANT_PRODUCT"]
        assert "kayak" in spelling.vocabulary(product, "alpha").latin
        assert "kayak" not in spelling.vocabulary(product, "beta").latin
        assert "kayak" not in spelling.vocabulary(product, None).latin
    question = "how much is a kayaak on lake tana"
    assert "300 birr" in ask(question, lang="en", headers=alpha)["reply"]
    assert "300 birr" not in ask(question, lang="en", headers=beta)["reply"]
