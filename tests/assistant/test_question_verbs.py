"""A question's verbs and question words are no words of its subject (analysis.verb_words): a
passage answering "when does breakfast start?" says "breakfast is served from 06:30", not the
question's verb. Amharic and Oromo show a verb by its form (an imperfective with its auxiliary, a
relative, a passive; the word after a verbal particle or ending a clause after its question word),
so a noun that looks like a verb (Oromo "bala", "magaala"; Amharic "ጉብኝት", "ማሳጅ") stays a word
of the subject; English by its place after the auxiliary that asks
(test_english_verbs_and_weekdays.py)."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply


@pytest.mark.parametrize(("question", "lang", "verbs"), [
    # Amharic: the imperfective with its auxiliary, the perfect, the negative, the relative.
    ("ቁርስ ስንት ሰዓት ይጀምራል", "am", {"ይጀምራል"}),
    ("የፈረስ ግልቢያ ስንት ያስከፍላል", "am", {"ያስከፍላል"}),
    ("ገንዳው ለልጆች ትከፈታለች ወይ", "am", {"ትከፈታለች"}),
    ("ስፓው ተከፍቷል", "am", {"ተከፍቷል"}),
    ("ውሻ ማምጣት አይፈቀድም", "am", {"አይፈቀድም"}),
    ("ጀልባው የሚነሳው ስንት ሰዓት ነው", "am", {"የሚነሳው"}),
    # Nouns made from verbs, and borrowed ones, are nouns.
    ("የቡና እርሻ ጉብኝት ዋጋ ስንት ነው", "am", set()),
    ("የማሳጅ መግቢያ ስንት ብር", "am", set()),
    # Oromo: a passive, the word after "ni", an auxiliary, the clause's last word after its
    # question word; the question words themselves.
    ("kiraan bisikileetii guyyaatti meeqa kaffalama", "om", {"kaffalama", "meeqa"}),
    ("ciree sa'aatii meeqa eegala?", "om", {"meeqa", "eegala"}),
    ("saree fiduun ni danda'ama?", "om", {"ni", "danda'ama"}),
    ("bakki taphaa ijoollee jiraa", "om", {"jiraa"}),
    ("doonii guyyaa kam?", "om", {"kam"}),
    # Oromo nouns ending in -a, anywhere but after a question word at a clause's end.
    ("bala magaala keessaa kiraa meeqa", "om", {"meeqa"}),
    # Only the clause that asks: an earlier one says which thing is asked about.
    ("galma cidhaa bira bakki konkolaataa jiraa? gatiin meeqa", "om", {"meeqa"}),
    # English by its place: the bare verb after the auxiliary and the subject's words.
    ("what time does the boat trip start", "en", {"start"}),
])
def test_the_verbs_of_a_question_are_read_by_their_form(question, lang, verbs):
    assert analysis.verb_words(question, lang) == frozenset(verbs)


def _nouns(question: str, lang: str) -> tuple[str, ...]:
    return analysis.analyse(question, {t: 1.0 for t in tokens(question)}, lang).nouns


def test_the_nouns_are_the_subject_but_its_verbs():
    assert "eegala" not in _nouns("imalli bidiruu ganama sa'aatii meeqa eegala", "om")
    assert "bidiruu" in _nouns("imalli bidiruu ganama sa'aatii meeqa eegala", "om")
    assert set(_nouns("bala magaala keessaa kiraa meeqa", "om")) >= {"bala", "magaala"}
    assert not set(tokens("ይጀምራል")) & set(_nouns("የፈረስ ግልቢያ ስንት ሰዓት ይጀምራል", "am"))
    # Without the language nothing is read as a verb (the English reading).
    assert "eegala" in analysis.analyse("ciree meeqa eegala", {"ciree": 1.0, "eegala": 1.0}).nouns
    # The verbs stay words of the subject a sentence may share (it says what happens to it).
    assert "eegala" in analysis.analyse("ciree meeqa eegala", {"ciree": 1.0, "eegala": 1.0}, "om").subject


def test_a_verb_saying_which_measure_is_asked_is_the_nouns():
    # "How many km is it far": the distance is asked, as "ርቀት" asks it.
    assert "fagaatti" in _nouns("Hawaasaan Finfinnee irraa km meeqa fagaatti", "om")


def test_the_head_is_no_verb():
    assert analysis.subject_head("ጀልባው የሚነሳው ስንት ሰዓት ነው", "am") == "ጀልባው"


BREAKFAST_OM = passage("Cireen ganama sa'aatii 06:30 hanga 10:00 mana nyaataa keessatti dhiyaata.",
                       lang="om", title="Nyaata hoteelaa")
BREAKFAST_AM = passage("ቁርስ ከጠዋቱ 12:30 እስከ 4:00 በምግብ ቤቱ ይቀርባል።", lang="am", title="የሆቴሉ ምግብ ቤት")
BOAT_RENT_OM = passage("Kiraan doonii sa'aatii tokkoof qarshii 800 kaffalama.", lang="om",
                       title="Kiraa doonii")
BOAT_RENT_AM = passage("የጀልባ ኪራይ በሰዓት 800 ብር ያስከፍላል።", lang="am", title="የጀልባ ኪራይ")


def test_a_time_is_given_though_the_passage_says_it_with_another_verb():
    assert "06:30" in reply("ciree sa'aatii meeqa eegala?", BREAKFAST_OM, lang="om")
    assert "12:30" in reply("ቁርስ ስንት ሰዓት ይጀምራል", BREAKFAST_AM, lang="am")


def test_a_thing_the_passage_does_not_name_is_still_not_answered():
    # The boat's rent is no bicycle's, whichever verb the question uses: without its verb the
    # question still names the bicycle, which the passage lacks.
    assert "800" not in reply("kiraan bisikileetii meeqa kaffalama?", BOAT_RENT_OM, lang="om")
    assert "800" not in reply("የብስክሌት ኪራይ ስንት ያስከፍላል", BOAT_RENT_AM, lang="am")
    assert "800" not in reply("ብስክሌት በሰዓት ስንት ይከራያል", BOAT_RENT_AM, lang="am")
