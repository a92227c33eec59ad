"""A fact taught in another language reaches the guest (issue 30, blind set 9's cross-lingual misses):
the sentences of a passage go on about the subject it names once, a sentence stating the asked
quantity is the asked one of its siblings, a word of a church's or a mountain's name is no town,
Tigrinya writes "entrance" with its own words, a name's glide "y" is no consonant, a foreign list
restates only the asked item's figure, and a sentence holding the asked which-word by its sound
is no sibling."""

from __future__ import annotations

from app.services.assistant import (
    amharic_latin,
    analysis,
    chat,
    glossary,
    grounding,
    spelling,
    transliteration,
)
from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply

# --- Ethiopic sentences after the one that names the subject ------------------------------------

GAFAT_MENU = passage("በጎንደር የሚገኘው የጋፋት ሆቴል ምግብ ቤት ከጠዋቱ 07:00 ይከፈታል። የዓሣ ጥብስ 390 ብር፣ "
                     "የበግ ቅቅል 540 ብር ነው። ክፍል ውስጥ ማድረስ 60 ብር ተጨማሪ ነው።",
                     lang="am", title="የምግብ ቤት ምናሌ")


def test_an_ethiopic_sentence_after_the_one_naming_the_asked_name_is_about_it():
    # Ethiopic has no capitals: a sentence that does not repeat "ጋፋት" names no other hotel, it
    # goes on about the one its passage named.
    text = reply("How much is the fried fish at the Gafat Hotel restaurant?", GAFAT_MENU)
    assert "390" in text


def test_an_ethiopic_passage_that_never_writes_the_asked_name_is_still_no_answer():
    other = passage("የዓሣ ጥብስ 390 ብር፣ የበግ ቅቅል 540 ብር ነው።", lang="am", title="የምግብ ቤት ምናሌ")
    text = reply("How much is the fried fish at the Gafat Hotel restaurant?", other)
    assert "390" not in text


def test_a_sentence_before_the_asked_name_is_written_is_not_about_it():
    # The passage names the asked lodge only in its second sentence: its first sentence, about
    # another place, is no answer for it.
    mixed = passage("የበግ ቅቅል 700 ብር ነው። በጎንደር የሚገኘው የጋፋት ሆቴል ምግብ ቤት የዓሣ ጥብስ በ390 ብር ያቀርባል።",
                    lang="am", title="ምናሌዎች")
    answer = reply("How much is the fried fish at the Gafat Hotel restaurant?", mixed)
    assert "700" not in answer


# --- the asked quantity says which sibling -------------------------------------------------------

TREKS = passage("ጋፋት ሎጅ ወደ ጉና ተራራ ሁለት ዓይነት የእግር ጉዞ ያዘጋጃል። የ2 ቀን ጉዞ ዋጋው በአንድ ሰው 5,000 ብር ነው። "
                "የ3 ቀን ጉዞ ዋጋው በአንድ ሰው 7,000 ብር ነው።", lang="am", title="የጉና ተራራ ጉዞዎች")


def _ask_with_bridges(question: str, *passages, bridges: dict[str, str]) -> str:
    """The reply with the bridges a chat turn finds (transliteration.bridges: "guna" sounds like
    "ጉና"), given here so the test does not depend on the scope's vocabulary."""
    context = Context(question=question, lang="en", weighted_terms=chat.weighted_terms(question, [], "en"),
                      passages=list(passages),
                      bridges={term: frozenset(tokens(word)) for term, word in bridges.items()})
    return compose_from_passages(context)[0]


def test_a_sentence_stating_the_asked_quantity_answers_for_the_subject_named_before_it():
    # The 3-day trip's sentence names neither the lodge nor the mountain: it follows the 2-day
    # trip's price, yet it states the 3 days asked.
    text = _ask_with_bridges("3 day guna trek from gafat lodge costs?", TREKS, bridges={"guna": "ጉና"})
    assert "7,000" in text
    assert "5,000" not in text


def test_the_asked_quantity_before_the_subject_is_named_says_nothing():
    # A passage that states "3 days" of something before it names the asked subject: the boat
    # hire's price is no price of the trek.
    boats = passage("የ3 ቀን የጀልባ ኪራይ 9,000 ብር ነው። ጋፋት ሎጅ ወደ ጉና ተራራ የእግር ጉዞ ያዘጋጃል።",
                    lang="am", title="የጀልባ ኪራይ")
    text = _ask_with_bridges("3 day guna trek from gafat lodge costs?", boats, bridges={"guna": "ጉና"})
    assert "9,000" not in text


# --- a town is not read from a word of another of its names --------------------------------------

def test_a_word_of_a_church_or_mountain_name_is_no_town():
    # "Inda Selassie" is Shire, "Bale Robe" is Robe: "Selassie" and "Bale" alone are churches,
    # an emperor and mountains.
    assert glossary.place("selassie") is None
    assert glossary.place("bale") is None
    assert glossary.place("shire") is not None and glossary.place("robe") is not None
    # Another language's spelling of the town's own name still is the town.
    assert glossary.place("baahir") == glossary.place("bahir")
    assert glossary.place("dhawaa") == glossary.place("dire")
    assert glossary.place("minci") == glossary.place("arba")


def test_a_sentence_naming_a_church_is_not_about_another_city():
    asked = grounding.Qualifiers(places=grounding.places(["bahir", "dar"]))
    sentence = "The full-day island tour visits Narga Selassie; it costs 3,400 birr per person."
    assert grounding.conflict(asked, sentence) is None


# --- Tigrinya's entrance -------------------------------------------------------------------------

ASHENDA = passage("ሆቴል ጋፋት ኣብ መቐለ ምሸት ምሸት ሰዓት 19:00 መደብ ደርፊ የዳሉ፤ ኣታዊ ንሓደ ሰብ 250 ብር እዩ።",
                  lang="ti", title="መደብ ምሸት ሆቴል ጋፋት")


def test_the_tigrinya_word_for_an_entrance_fee_answers_an_entrance_question():
    assert glossary.alternatives("ኣታዊ") & glossary.alternatives("entrance")
    # (The question's terms as a chat turn reads them: "መግቢያ" is an entrance when a price is asked.)
    question = "ሆቴል ጋፋት የምሽት ፕሮግራም መግቢያ ስንት ነው"
    context = Context(question=question, lang="am", weighted_terms=chat.weighted_terms(question, [], "am"),
                      passages=[ASHENDA])
    assert "250" in compose_from_passages(context)[0]


# --- a name's glide across scripts ------------------------------------------------------------

def test_a_latin_spelling_without_the_glide_is_the_amharic_word_with_it():
    # "ሩቢያን" is "rubiyan" letter by letter; a hotel writes its name "Rubian".
    words = amharic_latin.amharic_words(frozenset({"ሩቢያን", "ጋርደን"}))
    assert words.word_for("rubian") == "ሩቢያን"
    assert words.word_for("rubiyan") == "ሩቢያን"
    vocabulary = spelling.Vocabulary(frozenset(), frozenset({"ሩቢያን", "ጋርደን"}))
    assert transliteration.bridges("rubian lodge breakfast time", lambda: vocabulary) == {
        "rubian": frozenset(tokens("ሩቢያን"))}


# --- the figures restated in the asked language are the asked item's -----------------------------

MENU = passage("የዓሣ ጉላሽ 480 ብር፣ የበግ ጥብስ 650 ብር፣ ሽሮ ወጥ 280 ብር ነው።", lang="am", title="የጋፋት ሆቴል ምናሌ")


def test_of_a_list_in_another_language_only_the_asked_item_s_figure_is_restated():
    text = reply("how much is the fish goulash on the gafat hotel menu?", MENU)
    restated = text.split("የዓሣ")[0]  # the sentence in English before the Amharic one
    assert "480 birr" in restated
    assert "650" not in restated and "280" not in restated


# --- the word saying which one, held by its sound in the other script ----------------------------

SIM = passage("Visitors can buy a SIM card at the shop of Axum Airport. A SIM card costs 150 birr with a "
              "passport.", title="SIM cards")


def test_a_sentence_holding_the_asked_which_word_by_its_sound_is_no_sibling():
    # "ካርድ ኤርፖርት" (the card ... at the airport) reads as "the card airport": the English passage
    # naming "Axum Airport" must not make the card's own sentences a sibling airport's.
    question = "ሲም ካርድ ኤርፖርት ላይ ዋጋው ስንት ነው"
    context = Context(question=question, lang="am", weighted_terms=chat.weighted_terms(question, [], "am"),
                      passages=[SIM], bridges={tokens("ካርድ")[0]: frozenset({"card"}),
                                               tokens("ሲም")[0]: frozenset({"sim"})})
    assert "150" in compose_from_passages(context)[0]


# --- figures read as the language writes them ------------------------------------------------------

def test_an_oromo_currency_word_belongs_to_the_amount_after_it():
    # "daqiiqaa 60 qarshii 1,200": 60 minutes, 1,200 birr (Oromo writes the currency first).
    sentence = "Dhiibbaan qaamaa daqiiqaa 60 qarshii 1,200, daqiiqaa 90 immoo qarshii 1,700 dha."
    assert analysis.figures(sentence, "en") == ["1,200 birr", "1,700 birr"]
    assert analysis.figures("gatiin isaa 650 qarshii dha.", "en") == ["650 birr"]


SPA = passage("ናይ 60 ደቒቕ ማሳጅ 1,500 ብር፡ ናይ 90 ደቒቕ ማሳጅ ድማ 2,100 ብር እዩ።", lang="ti",
              title="ስፓ ሆቴል ኣክሱማይት")


def test_a_thousands_comma_does_not_cut_a_listed_figure_in_two():
    text = reply("የ60 ደቂቃ ማሳጅ ስንት ነው", SPA, lang="am")
    restated = text.split("ናይ")[0]  # the Amharic sentence before the Tigrinya one
    assert "1,500 ብር" in restated
    assert " 500 ብር" not in restated
