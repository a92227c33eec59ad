"""A sentence of another language answers only when it writes the question's name too, in any
script (issue 30, blind set 6's misses): a glossary word alone ("boat", "ticket") matches every
boat, so the Zege peninsula's boat was priced for the boat to Kebran Gabriel and a bus ticket
for the train to Djibouti."""

from __future__ import annotations

from app.services.assistant import grounding
from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply

BAHIR_DAR = passage("ባሕር ዳር በጣና ሐይቅ ዳርቻ የምትገኝ ውብ ከተማ ናት። ወደ ዘጌ ባሕረ ገብ መሬት የሚደረገው የጀልባ ጉዞ የኡራ ኪዳነ "
                    "ምሕረት ገዳምን ያካትታል፤ እስከ 10 ሰው ለሚይዝ ጀልባ ዋጋው 4,500 ብር ነው። ሴቶች አንዳንድ ገዳማት ውስጥ መግባት "
                    "አይፈቀድላቸውም፤ ለምሳሌ ክብራን ገብርኤል ለወንዶች ብቻ ክፍት ነው።", lang="am",
                    title="የባሕር ዳር ከተማ መመሪያ")
DIRE_DAWA = passage("Minibaasiin Dirree Dawaa irraa gara Harar nama tokkoof qarshii 120 kaffalchiisa. "
                    "Hoteelli Railway Station Hotel kan Dirree Dawaa konkolaataa gara Harar fi deebii "
                    "qarshii 3,200n qopheessa.", lang="om", title="Dirree Dawaa fi Harar", document_id=2)
ADDIS = passage("ብሔራዊ ሙዚየም የሉሲ አጽም የሚገኝበት ሲሆን ለውጭ አገር ጎብኚዎች መግቢያው 200 ብር ነው።", lang="am",
                title="የአዲስ አበባ ከተማ መመሪያ፦ ሙዚየሞች", document_id=3)


def test_another_languages_boat_is_not_the_asked_boat():
    text = reply("boat to kebran gabriel from bahir dar price", BAHIR_DAR)
    assert "4,500" not in text and text.startswith("I don't know")
    # The boat the passage names, written in Latin letters, is answered from the Amharic text.
    assert "4,500" in reply("boat to zege peninsula price", BAHIR_DAR)


def test_a_name_in_no_sentence_gets_dont_know_across_latin_languages():
    text = reply("train ticket dire dawa to djibouti how much", DIRE_DAWA)
    assert "3,200" not in text and text.startswith("I don't know")


def test_an_oromo_common_word_the_glossary_lacks_is_no_name():
    # "muuziyeemii", "seensi": Oromo words the glossary lacks, which no passage writes as a name.
    assert "200" in reply("muuziyeemii biyyoolessaa finfinnee seensi meeqa", ADDIS, lang="om")


def test_names_are_compared_across_scripts_by_consonants_and_their_last_vowel():
    assert grounding.same_name("kebran", "ክብራን") and grounding.same_name("tana", "የጣና")
    assert grounding.same_name("abaya", "አባያ") and not grounding.same_name("abaya", "ዓባይ")


# A guide sold for one named place, written in English.
TIYA = passage("The Tiya stelae day hike starts from Butajira. A local guide costs 900 birr for the "
               "full day.", title="Tiya stelae hike", document_id=4)


def _reply_unseen(question: str, *passages, lang: str, unseen: tuple[str, ...], **context) -> str:
    """The reply when the scope's passages hold none of the `unseen` words."""
    context = Context(question=question, lang=lang, passages=list(passages), unseen=unseen,
                      weighted_terms={t: 1.0 for t in tokens(question)}, **context)
    return compose_from_passages(context)[0]


MERCATO_GUIDE = "የመርካቶ ሙሉ ቀን አስጎብኚ ዋጋ ስንት ነው?"


def test_a_name_no_passage_writes_is_needed_from_a_sentence_of_another_script():
    # "መርካቶ" (Mercato) is written by no passage: the Tiya guide shares only the glossary's "guide".
    text = _reply_unseen(MERCATO_GUIDE, TIYA, lang="am", unseen=tuple(tokens("መርካቶ")))
    assert "900" not in text and text.startswith("ይቅርታ")
    # A passage writing the name answers, across scripts.
    mercato = passage("Mercato is the largest open-air market in Africa. A guide for Mercato costs 700 birr "
                      "for the full day.", title="Addis Ababa markets", document_id=6)
    assert "700" in reply(MERCATO_GUIDE, TIYA, mercato, lang="am")


def test_a_word_the_scope_holds_is_no_name_a_sentence_of_another_script_must_write():
    # "ሙሉ" (full) is a word the scope's Amharic passages hold: a common word, not a name.
    assert "900" in _reply_unseen("ሙሉ ቀን አስጎብኚ ዋጋ ስንት ነው?", TIYA, lang="am", unseen=())


def test_a_question_naming_nothing_but_glossary_words_is_answered_across_scripts():
    assert "900" in reply("የአስጎብኚ ዋጋ ስንት ነው?", TIYA, lang="am")
