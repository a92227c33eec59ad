"""An Oromo question's word and the passage's form of it are one word when they differ only by
the length of the last vowel or a case ending (glossary.inflected_alike): a final long vowel
written single ("bana" for "banaa", opens), an ending ("soodereen", Sodere as subject;
"lagaatti", at the river). The index does not stem Oromo, so without this a short word the
glossary lacks made a passage "lack" the question's specific words
(responders._names_specific_words) and the question was declined though its passage was found.
The rest of the word stays as written: "jimma" (the city) is not "jimii" (the gym), "buna"
(coffee) not "bana", a long vowel inside the word makes another word, and a changed final vowel
is another person of a verb as often as another case of a noun ("fida", brings, names no subject
of "fiduu")."""

from __future__ import annotations

from app.services.assistant import analysis, glossary
from tests.assistant.test_answers import passage, reply

DONT_KNOW = {"en": "I don't know", "om": "Dhiifama"}

# A folk-dance hall: its opening hour and its entry fee, in Oromo.
DANCE_HALL = passage(
    "Galma sirbaa aadaa kan hoteelichaa keessatti agarsiisni galgala sa'aatii 1:30 (19:30) irraa "
    "kaasee banaa dha. Seensi nama tokkoof qarshii 300 kaffalama.",
    lang="om", title="Sirba aadaa Hoteela Lagaa")


def test_oromo_forms_differing_by_vowel_length_or_ending_are_one_word():
    assert glossary.inflected_alike("bana", "banaa", "om")
    assert glossary.inflected_alike("dooniif", "doonii", "om")
    assert glossary.inflected_alike("finfinneetti", "finfinnee", "om")
    assert glossary.inflected_alike("galmaan", "galma", "om")


def test_oromo_words_of_another_stem_or_final_vowel_stay_apart():
    # A doubled consonant, a vowel inside the stem and its length say which word it is.
    assert not glossary.inflected_alike("jimma", "jimii", "om")
    assert not glossary.inflected_alike("buna", "bana", "om")
    assert not glossary.inflected_alike("maallaqni", "malaqa", "om")
    # The final vowel: a verb's person ("fida", brings; "fiduu", to bring), or a word of its own.
    assert not glossary.inflected_alike("fiduu", "fida", "om")
    assert not glossary.inflected_alike("gadii", "gadeettii", "om")
    # Too short a stem is shared by words of other meanings: only the word itself.
    assert not glossary.inflected_alike("ani", "anaa", "om")
    # Other Latin-script languages keep the index's own stemmer and the glossary.
    assert not glossary.inflected_alike("banaa", "bana", "en")
    assert not glossary.inflected_alike("park", "parking", "en")


def test_a_passage_holds_an_oromo_word_by_its_inflected_form_only_in_that_language():
    held = frozenset({"galma", "banaa", "jimii"})
    assert analysis.lacks(held, ("galmaan", "bana"), "om") == ()
    assert analysis.lacks(held, ("jimma",), "om") == ("jimma",)
    # Without the language (a passage of another language) only five shared first letters count.
    assert analysis.lacks(held, ("galmaan", "bana")) == ("bana",)


def test_a_question_spelling_long_vowels_short_gets_the_passage_that_writes_them_long():
    text = reply("sirba aada sa'aatii meeqa bana?", DANCE_HALL, lang="om")
    assert "19:30" in text and not text.startswith(DONT_KNOW["om"])


def test_a_question_word_of_another_stem_still_leaves_the_passage_unnamed():
    # "gammoo" and "bunaa" are held by no form the passage writes: its hours are no answer.
    text = reply("gammoo sirbaa sa'aatii meeqa bunaa?", DANCE_HALL, lang="om")
    assert text.startswith(DONT_KNOW["om"]) and "19:30" not in text
