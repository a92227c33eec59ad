"""Oromo forms a guest writes that the passages write otherwise, read by their form
(glossary.inflected_alike): the genitive "-ii" after a consonant ("daa'immanii", of the children,
of daa'imman, a plural ending in its consonant), so that retrieval looks a question's word up by it
(glossary.oromo_spellings); a final "i" alone is not read as an ending. And the asked type of Oromo question
forms: how far one goes ("hangam deemna"), how long ahead ("sa'aatii meeqa dursuu"); and "us" and
the question words "hangam", "hammam" and "eenyu" are stop words, as "meeqa" is.
"""

from __future__ import annotations

from app.services.assistant import analysis, glossary
from app.services.assistant.text import tokens


def test_a_final_i_is_not_read_as_the_subject_of_a_word_ending_in_a():
    # The subject's "-ni" after an l is ("imalli"); a bare final "i" is as often the word's own.
    assert glossary.inflected_alike("imalli", "imala", "om")
    assert not glossary.inflected_alike("lafi", "lafa", "om")
    assert not glossary.inflected_alike("galchi", "galcha", "om")


def test_the_genitive_ii_after_a_consonant_is_the_bare_plural():
    assert glossary.inflected_alike("barattootanii", "barattootan", "om")
    assert glossary.inflected_alike("keessummootaniif", "keessummootan", "om")
    # Another plural ending is another word.
    assert not glossary.inflected_alike("barattootanii", "barattoota", "om")


def test_a_word_ending_in_a_consonant_is_not_read_into_a_shorter_one():
    # "gaaddisni" (the tent) is not "gaad" with anything, nor "walgahii" (a meeting) the "walga"
    # of a short word ending in a consonant.
    assert not glossary.inflected_alike("gaaddisni", "gaad", "om")
    assert not glossary.inflected_alike("walgii", "walg", "om")
    # Read as a stem only when it is long enough to be a plural or a borrowed word.
    assert glossary.inflected_alike("minibaasii", "minibaas", "om")


def test_retrieval_looks_up_the_plural_a_genitive_is_of():
    # An unseen "barattootanii" is looked up as the passages' "barattootan" (lexical.inflected_alternatives).
    assert "barattootan" in glossary.oromo_spellings("barattootanii")
    assert "barattoota" not in glossary.oromo_spellings("barattootanii")


def test_how_far_one_goes_is_a_count_not_a_price():
    assert analysis.asked_type("buufata irraa hanga hoteelaatti hangam deemna") == "count"
    assert analysis.asked_type("hammam deemu booda ga'u") == "count"
    # "deemuuf" (for going) says what a price is for.
    assert analysis.asked_type("gara magaalaa deemuuf konkolaataan meeqa") == "price"


def test_how_long_ahead_is_a_duration_not_a_clock_time():
    assert analysis.asked_type("kutaa walgahii sa'aatii meeqa dursinee qabanna") == "duration"
    assert analysis.asked_type("guyyaa meeqa dura haquu dandeenya") == "duration"
    # "what time" alone stays a time.
    assert analysis.asked_type("kutaa walgahii sa'aatii meeqa banama") == "time"


def test_us_and_the_question_words_say_nothing_of_what_is_asked():
    assert tokens("nu haqne") == ["haqne"]
    assert tokens("hangam deemna") == ["deemna"]
    assert tokens("eenyu hammamiif") == []
    # "yoo" (if) stays: a passage's conditions are written with it.
    assert tokens("yoo haqne") == ["yoo", "haqne"]
