"""A question answered from a passage in another script (issue 30, blind sets 23 and 24's
cross-lingual misses whose source reached the responder): a question word that no passage of the
scope writes by any word and the glossary does not know cannot be checked there
(`responders._uncheckable`): the question frame's verb ("ካመጣሁ", if I bring) or, in English, a
word of the dictionary ("cultural", which the passage writes "የባህል"). It neither declines by
itself nor weighs in coverage; the sentence must still carry the asked type and hold what of the
subject can be checked:
- a unit the question writes as a rate ("በአዳር", per night) is held by a unit of its kind
  ("per night"), whether or not the glossary pairs the words (`_holds_units`; not a span, "ሙሉ ቀን");
- the asked member of a contrast ("adult") is held by the sentence stating it ("ለአዋቂ"), and its
  other members' prices are no list of siblings (`_states_the_asked_member`);
- of sentences holding alike with their passage's title, the one holding more by its own words;
- a name by its form (no dictionary word: "mercato") still declines when unwritten, and so does a
  question with fewer than MIN_CHECKED_THING words left to check ("camel ride")."""

from __future__ import annotations

from app.services.assistant import analysis
from app.services.assistant.responders import Context, _names_an_asked_hotel, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage

PETS = passage(
    "Small dogs and cats up to 10 kilograms are welcome in the garden bungalows. The pet fee is 600 birr "
    "per night, and at most 2 pets share a bungalow. A pet sitter can be booked for 250 birr per hour. "
    "Guide dogs stay free in every room.", title="Pets and house rules")

DINNER = passage(
    "ሆቴሉ በየሳምንቱ ማክሰኞ እና ቅዳሜ የባህል ምሽት ያዘጋጃል። የእራት ዋጋ ለአዋቂ 1,350 ብር፣ ከ4 እስከ 12 ዓመት ለሆኑ "
    "ልጆች 650 ብር ነው። ከመድረኩ ፊት ያሉ ጠረጴዛዎች ለአንድ ሰው 300 ብር ተጨማሪ ያስከፍላሉ።", lang="am",
    title="የባህል ምሽትና እራት")

RIDES = passage("ሆቴሉ የፈረስ ግልቢያ ያዘጋጃል። ለሁለት ሰዓት ግልቢያ 1,600 ብር ይከፈላል።", lang="am",
                title="የፈረስ ግልቢያ", document_id=3)


def answer(question: str, *passages, lang: str = "en", **known) -> str:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages), **known)
    return compose_from_passages(context)[0]


def test_a_frame_verb_no_text_writes_does_not_decline_and_a_rate_unit_picks_the_sentence():
    # "ካመጣሁ" (if I bring) and "በአዳር" (per night) are written by no passage: the verb cannot be
    # checked, the night is the pet fee's "per night", not the pet sitter's hour nor the guide dogs.
    question = "ውሻዬን ካመጣሁ በአዳር ስንት ይከፈላል"
    text = answer(question, PETS, lang="am", unseen=tuple(tokens("ካመጣሁ በአዳር")))
    assert "600" in text and "250" not in text


def test_a_rate_unit_is_read_from_how_the_question_writes_it():
    assert analysis.rate_units("ውሻዬን ካመጣሁ በአዳር ስንት ይከፈላል") == frozenset(tokens("አዳር"))
    assert analysis.rate_units("babysitter per hour") == frozenset({"hour"})
    assert analysis.rate_units("bishkileettii sa'aatii tokkoof meeqa") == frozenset(tokens("sa'aatii"))
    # A span the thing lasts is no rate: "a full day" guide.
    assert analysis.rate_units("የመርካቶ ሙሉ ቀን አስጎብኚ ዋጋ ስንት ነው?") == frozenset()
    assert analysis.rate_units("horse ride 2 hours price") == frozenset()


def test_an_english_dictionary_word_no_text_writes_is_not_checked_across_scripts():
    # "cultural" is the passage's "የባህል", which the glossary does not pair: the adult's dinner price
    # answers, not the stage tables' surcharge "per person" under the same title.
    text = answer("cultural dinner adult price", DINNER, unknown=("cultural",), unseen=("cultural",))
    assert "1,350" in text and "300 ብር ተጨማሪ" not in text


def test_the_same_word_is_still_checked_in_the_question_s_script():
    english = passage("The hotel hosts a music night every Tuesday. Dinner costs 1,350 birr per adult "
                      "and 650 birr per child.", title="Music night and dinner")
    text = answer("cultural dinner adult price", english, unknown=("cultural",), unseen=("cultural",))
    assert text.startswith("I don't know") and "1,350" not in text


def test_a_name_by_its_form_still_declines_when_no_text_writes_it():
    # "mercato" is no English word: a name, written by its sounds in any script, and unwritten here.
    text = answer("mercato dinner adult price", DINNER, unknown=("mercato",), unseen=("mercato",))
    assert text.startswith("I don't know") and "1,350" not in text


def test_too_few_words_left_to_check_still_declines():
    # Without "camel", only "ride" is left: any ride's price would answer.
    text = answer("camel ride price", RIDES, unknown=("camel",), unseen=("camel",))
    assert text.startswith("I don't know") and "1,600" not in text


def test_a_hotel_s_kind_of_lodging_is_read_by_its_sounds_in_the_other_script():
    # "ሪዞርት" is "Resort" written in Ethiopic (its "z" is the skeleton's "s" apart): the passage names
    # the asked hotel as a hotel, so the hotel's words say which passage, never which sentence.
    rows = ((31, "Abaya Chamo Resort", "Arba Minch"),)
    context = Context(question="babysitter in the evening per hour abaya chamo", lang="en",
                      weighted_terms={}, hotel_ids=(31,), hotel_rows=rows)
    club = passage("አባያ ጫሞ ሪዞርት ለልጆች ክበብ አለው።", lang="am", title="አባያ ጫሞ ሪዞርት፦ የልጆች ክበብ")
    assert _names_an_asked_hotel(context, club)
    assert not _names_an_asked_hotel(context, passage("ወደ አባያ ሐይቅ የጀልባ ጉዞ።", lang="am"))
