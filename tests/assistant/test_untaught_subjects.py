"""A word of an English question that no passage holds is an untaught subject ("I don't know about
aromatherapy") only when it names a thing: an everyday word that says how the guest asks
("still", "really", "things"), or the verb of what they do with the thing ("bringing my ..."),
is no subject (analysis.unknown_terms, with an empty scope: every word is unseen)."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis


def _unknown(app, text: str, kind: str, subject: tuple[str, ...]) -> tuple[str, ...]:
    question = analysis.Question(text, kind, subject)
    with app.app_context():
        return analysis.unknown_terms(question, "en", app.config["ASSISTANT_PRODUCT"], None)


@pytest.mark.parametrize(("text", "subject", "unknown"), [
    ("is the zipline really 900 birr per person now?", ("really", "zipline"), ("zipline",)),
    # (Not "rooftop": the glossary knows it now, and retrieval weighs an untaught glossary subject.)
    ("how much do things cost at the helipad?", ("thing", "helipad"), ("helipad",)),
    ("what time does the telescope deck actually close?", ("actually", "telescope"), ("telescope",)),
])
def test_an_everyday_word_is_no_untaught_subject(app, text, subject, unknown):
    assert _unknown(app, text, "price", subject) == unknown


def test_a_verb_before_its_object_is_no_untaught_subject(app):
    # "carrying" is what the guest does with the canoe, not what the fee is for.
    assert _unknown(app, "what is the fee for carrying my canoe on the minibus?", "price",
                    ("carrying", "canoe")) == ("canoe",)


@pytest.mark.parametrize(("text", "subject", "unknown"), [
    # A "-ing" word naming an activity stays a subject nobody taught.
    ("how much is paragliding over the rift valley?", ("paragliding",), ("paragliding",)),
    ("how much are paragliding flights?", ("paragliding",), ("paragliding",)),
    # A common noun is a subject, however often English writes it.
    ("how much is the karaoke night?", ("karaoke",), ("karaoke",)),
])
def test_a_thing_nobody_taught_stays_unknown(app, text, subject, unknown):
    assert _unknown(app, text, "price", subject) == unknown


def test_words_no_passage_holds_are_read_in_every_language_but_the_named_hotels(app):
    # "ሂልሳይድ" and "መርካቶ" are in no passage (the scope is empty); the glossary knows "guide"; the
    # question names the catalogue's Hillside Lodge, whose word says where, not which thing.
    question = analysis.Question("ሂልሳይድ ሎጅ የመርካቶ አስጎብኚ ዋጋ", "price", ("ሂልሳይድ", "መርካት", "አስጎብኝ"))
    with app.app_context():
        product = app.config["ASSISTANT_PRODUCT"]
        assert analysis.unseen_terms(question, product, None) == ("ሂልሳይድ", "መርካት")
        assert analysis.unseen_terms(question, product, None, where=frozenset({"ሂልሳይድ"})) == ("መርካት",)
