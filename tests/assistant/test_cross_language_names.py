"""A sentence of another language answers only when it writes the question's name too, in any
script (issue 30, blind set 6's misses): a glossary word alone ("boat", "ticket") matches every
boat, so the Zege peninsula's boat was priced for the boat to Kebran Gabriel and a bus ticket
for the train to Djibouti."""

from __future__ import annotations

from app.services.assistant import grounding
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
