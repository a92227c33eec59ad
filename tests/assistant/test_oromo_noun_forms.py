"""An Oromo noun whose ending took the place of its final vowel is the word of its stem with any
final vowel (glossary.inflected_alike, glossary.oromo_spellings): the definite "gaaddisicha" (the
tent) and the subject "gaaddisni" are the "gaaddisa" a passage writes, the subject "-ni" taking
the sound of an l, r or n before it ("imalli" is imala's, "doolarri" doolara's). Retrieval finds a
passage by those forms (retrieval.lexical.inflected_alternatives), and a passage holds the
question's word by them (analysis.lacks, through inflected_alike). A word that only shares its
first letters with another (a driver is no car) stays apart, and an English word is not read as
an Oromo one ("span" is no "spa" with the subject's -n)."""

from __future__ import annotations

from app.services.assistant import analysis, glossary, knowledge, retrieval
from app.services.assistant.retrieval import lexical
from app.services.assistant.text import tokens


def test_a_noun_that_dropped_its_final_vowel_for_its_ending_is_its_bare_word():
    # The definite, its subject form and the subject "-ni" replace the final vowel.
    assert glossary.inflected_alike("gaaddisicha", "gaaddisa", "om")
    assert glossary.inflected_alike("gaaddisni", "gaaddisa", "om")
    assert glossary.inflected_alike("kitaabichi", "kitaabni", "om")
    # The subject's n sounds as the l, r or n before it, and turns a t into n.
    assert glossary.inflected_alike("galmalli", "galmala", "om")
    assert glossary.inflected_alike("daakarri", "daakara", "om")
    assert glossary.inflected_alike("qophaanni", "qophaata", "om")
    # An ending after a consonant ("-itti") or after the final vowel, lengthened ("-tti").
    assert glossary.inflected_alike("magaalitti", "magaalaa", "om")
    assert glossary.inflected_alike("magaalaatti", "magaalaa", "om")
    assert glossary.inflected_alike("daandiirra", "daandii", "om")
    assert glossary.inflected_alike("daandiidhaan", "daandiin", "om")


def test_words_sharing_only_their_first_letters_stay_apart():
    # A driver is no car, a plate no market, a traveller no trip.
    assert not glossary.inflected_alike("konkolaachisaan", "konkolaataa", "om")
    assert not glossary.inflected_alike("gabatee", "gabaan", "om")
    assert not glossary.inflected_alike("imaltootni", "imala", "om")
    # Two bare words differing in their final vowel are two words (a verb's persons, "fida" and
    # "fiduu"): only an ending that dropped the vowel reads it as any.
    assert not glossary.inflected_alike("gaaddisu", "gaaddisa", "om")
    # A stem of two letters is too short to say which word it is.
    assert not glossary.inflected_alike("bani", "baa", "om")


def test_an_english_word_is_not_read_as_an_oromo_form():
    assert glossary.oromo_spellings("span") == frozenset()
    assert glossary.oromo_spellings("garden") == frozenset()
    assert "saanduqa" in glossary.oromo_spellings("saanduqni")


def test_a_question_in_another_case_finds_the_passage_writing_the_bare_noun(app):
    knowledge.learn(text="Gaaddisa aadaa: galgala sa'aatii 18:00 irraa kaasee banaa dha.",
                    url="https://hotel.example/tent", lang="om", product="hotel")
    knowledge.learn(text="Konkolaataa kireeffachuuf: ganama sa'aatii 07:00 irraa kaasee banaa dha.",
                    url="https://hotel.example/car", lang="om", product="hotel")
    found = lexical.inflected_alternatives(["gaaddisichi", "konkolaachisaan"], "hotel", None)
    assert found == {"gaaddisichi": frozenset({"gaaddisa"})}
    question = "Gaaddisichi sa'aatii meeqa banama?"
    order = [item.url.rsplit("/", 1)[1]
             for item in retrieval.explain(question, {t: 1.0 for t in tokens(question)}, "hotel", None)]
    assert order[0] == "tent"


def test_a_passage_holds_the_question_word_by_a_form_that_dropped_the_final_vowel():
    # "manicha" (the house) is the passage's "mana"; too short for five shared first letters.
    held = frozenset({"mana", "gabaa"})
    assert analysis.lacks(held, ("manicha",), "om") == ()
    # A plate is no market.
    assert analysis.lacks(held, ("gabatee",), "om") == ("gabatee",)
