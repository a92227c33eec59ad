"""The passage that answers, reached across spellings and languages (helper sources20, blind set
19's answerable questions lost before the responder could choose a sentence).

- An Oromo loanword's vowels and doubled letters vary between writers ("awtobusii", "awtobisii";
  "xiyyaaraa", "xayyaaraa"; "biskileettii", "biskileetii"), and a noun takes the subject's "-i"
  or "-ni" ("qajeelchi", "Timqatni"): the glossary writes the stems, so each spelling and form is
  the word.
- Oromo "seensa" (entry) is the entrance when a price is asked, check-in otherwise, as Amharic
  "መግቢያ" is.
- "how often" asks the interval a thing runs at (a duration), and "often" names no subject.
- An English "s" between vowels sounds "z" ("business", "ቢዝነስ"), as a soft "c" sounds "s".
- An Oromo relative verb, a stem and a short "-u" ("deemu", that goes), is a verb: a passage
  need not write it.
- Of a document's translations none in the asked language, the English version answers.
All sentences below are made up."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, glossary, knowledge, retrieval, transliteration
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply


@pytest.mark.parametrize(("word", "meaning"), [
    ("awtobisiin", "bus"), ("awtobusii", "bus"), ("otobusii", "bus"),
    ("xayyaaraa", "airport"), ("xiyyaaraa", "airport"),
    ("qajeelchi", "guide"), ("qajeelchaaf", "guide"),
    ("biskileetii", "bicycle"), ("biskileettii", "bicycle"),
    ("timqatni", "timkat"), ("ጥምቀት", "timkat"),
    ("ቡፌ", "buffet"), ("አደባባይ", "square"), ("ጣሪያ", "roof"),
    ("burqaa", "spring"), ("ወባ", "malaria"), ("ምርመራ", "test"),
    ("የጅብ", "hyena"), ("waraabessa", "hyena"),
])
def test_an_oromo_spelling_or_form_is_the_glossary_word(word, meaning):
    assert meaning in glossary.meanings(tokens(word)[0])


def test_oromo_entry_is_the_entrance_only_when_a_price_is_asked():
    assert glossary.in_context(["seensi"], "price") == ["entrance"]
    assert glossary.in_context(["seensi"], "time") == ["seensi"]
    assert "seensi" in glossary.read_as("entrance", "price")


def test_an_english_question_finds_the_oromo_entrance_fee():
    springs = passage("Hoteelli imala gara burqaa ho'aa Walisoo ni qopheessa. Seensi Walisoo namoota "
                      "gurguddaaf qarshii 120 dha.", lang="om", title="Imala burqaa ho'aa Walisoo")
    question = "woliso hot spring entrance fee?"
    asked = analysis.asked_type(question)
    assert asked == "price"
    assert "120" in reply(question, springs)


@pytest.mark.parametrize("question", ["how often does the ferry run?", "how frequently does the minibus go?"])
def test_how_often_asks_a_duration(question):
    assert analysis.asked_type(question) == "duration"
    assert "often" not in tokens(question) and "frequently" not in tokens(question)


def test_an_english_s_between_vowels_is_bridged_as_z():
    by_consonants = transliteration._latin_by_consonants(frozenset({"business", "residence", "bison"}))
    assert transliteration._latin_matches("ቢዝነስ", by_consonants) == {"business"}
    assert transliteration._latin_matches("ሬዚደንስ", by_consonants) == {"residence"}


def test_an_oromo_relative_verb_is_a_verb():
    assert "deemu" in analysis.verb_words("taaksii Adaamaa deemu gatiin isaa", "om")
    # A noun ends in a long vowel: no verb.
    assert "tulluu" not in analysis.verb_words("imala Tulluu gatiin isaa", "om")
    # Not after a town, such a verb may be what is asked ("halkan bulu", to stay the night).
    assert "bulu" not in analysis.verb_words("dorzee keessa halkan bulu meeqa", "om")


def test_the_english_version_answers_when_none_is_in_the_asked_language(app):
    url = "https://hotel.example/feast-dinner"
    with app.app_context():
        knowledge.learn(title="Feast dinner at Abay View Inn", url=url, lang="en", product="hotel",
                        text="On the feast evening Abay View Inn serves a buffet dinner for 1,100 birr "
                             "per adult.")
        knowledge.learn(title="Irbaata ayyaanaa Abay View Inn", url=url, lang="om", product="hotel",
                        text="Galgala ayyaanaa Abay View Inn irbaata bufee ga'eessaaf qarshii 1,100 ni "
                             "dhiheessa.")
        terms = {t: 1.0 for t in tokens("abay view buffet adult")}
        passages = retrieval.search(terms, "hotel", None, question="abay view buffet adult", lang="am")
        assert passages and {p.lang for p in passages if p.url == url} == {"en"}
        passages = retrieval.search(terms, "hotel", None, question="abay view buffet adult", lang="om")
        assert {p.lang for p in passages if p.url == url} == {"om"}


@pytest.mark.parametrize(("text", "terms"), [
    ("a sim with 10gb", ["sim", "10", "gb"]),
    ("the 5km walk takes 30min", ["5", "km", "walk", "take", "30", "min"]),
    # (Not a year with an Oromo case ending: "2027tti" stays one word.)
    ("Irreechi 2027tti", ["irreechi", "2027tti"]),
])
def test_a_unit_written_against_its_number_is_a_word_of_its_own(text, terms):
    assert tokens(text) == terms


def test_a_word_of_two_meanings_finds_the_passages_writing_it(app):
    from app.services.assistant import chat
    bridges = chat._with_read_as({}, {"entrance": 1.0, "sodere": 1.0}, "price")
    assert {"መግቢይ", "seensi"} <= bridges["entrance"] and "sodere" not in bridges
    assert chat._with_read_as({}, {"entrance": 1.0}, "time") == {}
    with app.app_context():
        knowledge.learn(title="ወደ ወሊሶ ፍል ውሃ ጉዞ", url="https://hotel.example/woliso", lang="am",
                        product="hotel", text="የወሊሶ መግቢያ ለአዋቂ 180 ብር ነው።")
        terms = {"woliso": 1.0, "entrance": 1.0}
        names = {"woliso": frozenset({"ወሊሶ"})}
        read = retrieval.explain("woliso entrance", terms, "hotel", None, bridges | names)
        unread = retrieval.explain("woliso entrance", terms, "hotel", None, names)
        assert read[0].coverage == 1.0 and unread[0].coverage < 1.0


def test_an_english_plural_of_a_name_is_bridged_to_the_amharic_name(app):
    from app.services.assistant import spelling
    with app.app_context():
        knowledge.learn(title="ወደ ሰሜን ተራሮች ጉዞ", url="https://hotel.example/simien", lang="am",
                        product="hotel", text="የሰሜን ተራሮች ጉዞ ለአንድ ሰው 5,000 ብር ነው።")
        bridges = transliteration.bridges("a trek in the simiens", lambda: spelling.vocabulary("hotel", None))
    assert bridges.get("simien") == frozenset(tokens("ሰሜን"))


def test_for_an_ethiopian_is_the_citizens_price_not_the_foreigners():
    from app.services.assistant import grounding
    asked = grounding._stated_contrasts("የፓርኩ መግቢያ ለኢትዮጵያዊ ስንት ነው")
    stated = grounding._stated_contrasts("የፓርኩ መግቢያ ለውጭ አገር ዜጋ 900 ብር ነው")
    assert asked[0] != stated[0]
    # "ኢትዮጵያዊ" alone is any Ethiopian thing: no member of the contrast.
    assert grounding._stated_contrasts("ኢትዮጵያዊ ምግብ 300 ብር ነው") == {}
