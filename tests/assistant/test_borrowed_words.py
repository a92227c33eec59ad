"""An English word kept as written in an Amharic or Oromo question ("pizza", "thai") that no
passage holds names a thing nobody taught, in any language: a sentence of another language answers
only when its passage writes that word too, as written or in its own script (a glossary word alone,
"massage", "ማሳጅ", is every massage's). An English question's own words are not such words: a passage
in another language translates them, which only the glossary could tell."""

from __future__ import annotations

from app.services.assistant import analysis
from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply


def _question(text: str) -> analysis.Question:
    return analysis.analyse(text, {t: 1.0 for t in tokens(text)})


def _untaught(text: str, lang: str, unseen: str) -> tuple[str, ...]:
    return analysis.untaught_terms(_question(text), lang, tuple(tokens(unseen)))


def test_an_english_word_in_an_amharic_or_oromo_question_nobody_wrote_is_untaught():
    assert _untaught("የጣና ሆቴል pizza ዋጋ ስንት ነው", "am", "pizza") == ("pizza",)
    assert _untaught("hoteela taanaa keessatti maasaajii thai meeqa", "om", "thai") == ("thai",)


def test_a_word_of_the_questions_own_language_is_not_untaught():
    # "fiduu" (to bring) is Oromo: the English passage translates it.
    assert _untaught("saree koo hoteela keessa fiduu nan danda'aa, meeqa", "om", "fiduu") == ()
    # An English question's words are translated by another language's passage ("hall", "galma").
    assert _untaught("how much is the big hall at the lake lodge", "en", "hall") == ()


def test_a_word_nobody_wrote_is_untaught_only_when_unseen():
    assert _untaught("የጣና ሆቴል pizza ዋጋ ስንት ነው", "am", "") == ()


ENGLISH_TERRACE = passage("Lakeside Lodge restaurant reserves tables on the terrace: 300 birr per seat on "
                          "Sundays.", title="Lakeside Lodge restaurant")
OROMO_SPA = passage("Spaan Hoteela Bulbulaa guyyaa guyyaan banaa dha. Maasaajiin dhagaa ho'aa daqiiqaa 60f "
                    "qarshii 1,500 dha.", lang="om", title="Spaa Hoteela Bulbulaa", document_id=2)


def _reply(question: str, *passages, lang: str, untaught: str = "") -> str:
    """The reply when the scope's passages hold none of the `untaught` words."""
    terms = tuple(tokens(untaught))
    context = Context(question=question, lang=lang, passages=list(passages), unseen=terms, untaught=terms,
                      weighted_terms={t: 1.0 for t in tokens(question)})
    return compose_from_passages(context)[0]


def test_another_languages_restaurant_gives_no_price_for_an_untaught_dish():
    question = "lakeside lodge pizza ስንት ነው"
    text = _reply(question, ENGLISH_TERRACE, lang="am", untaught="pizza")
    assert "300" not in text and text.startswith("ይቅርታ")
    # Were "pizza" written by some passage, the terrace's seats would be read as its price: the
    # rule, not the passage, declines.
    assert "300" in _reply(question, ENGLISH_TERRACE, lang="am")


def test_a_sentence_writing_the_untaught_word_in_its_own_script_answers():
    menu = passage("የሐይቅ ዳር ሎጅ ምግብ ቤት፦ ፒዛ 350 ብር ነው።", lang="am", title="Lakeside Lodge", document_id=3)
    assert "350" in _reply("lakeside lodge pizza meeqa", menu, lang="om", untaught="pizza")


def test_another_languages_massage_is_no_answer_for_an_untaught_kind_of_massage():
    question = "የቡልቡላ ሆቴል ስፓ thai ማሳጅ ስንት ነው"
    text = _reply(question, OROMO_SPA, lang="am", untaught="thai")
    assert "1,500" not in text
    assert "1,500" in _reply(question, OROMO_SPA, lang="am")


# The glossary's words that say which thing is asked, other than the head: a sentence of another
# language answers only when its passage writes each of them by then.
BALLOON_PICKUP = passage("Bulbula Lake Resort: the balloon pickup is at 5:00 from the lobby.",
                         title="Bulbula Lake Resort")
BREAKFAST = passage("Breakfast at Bulbula Lake Resort is served from 6:30 to 10:00.",
                    title="Bulbula Lake Resort", document_id=2)
BOAT_TRIP = passage("The Bulbula Lodge boat trip costs 1,200 birr per person.",
                    title="Bulbula Lodge boat trip", document_id=3)
CHILDREN_ON_THE_BOAT = passage("Children pay 600 birr for the Bulbula Lodge boat trip.",
                               title="Bulbula Lodge boat trip", document_id=4)


def test_another_languages_sentence_without_the_asked_meal_gives_no_time():
    # "ciree" (breakfast): the resort's balloon pickup time is no breakfast time.
    question = "Bulbula Lake Resort ciree sa'aatii meeqa"
    assert "5:00" not in reply(question, BALLOON_PICKUP, lang="om")
    assert "6:30" in reply(question, BREAKFAST, lang="om")


def test_the_adult_price_in_another_language_is_no_childs_price():
    for question, lang in (("የቡልቡላ ሎጅ ጀልባ ጉዞ ለልጆች ዋጋ ስንት ነው", "am"),
                           ("Bulbula Lodge imala doonii ijoolleef gatiin meeqa", "om")):
        text = reply(question, BOAT_TRIP, lang=lang)
        assert "1,200" not in text and "1 200" not in text
        assert "600" in reply(question, CHILDREN_ON_THE_BOAT, lang=lang)


def test_the_head_may_be_written_by_a_word_the_glossary_lacks():
    # "ያመጣል" (brings) is the pickup the English question asks about: the head is no word the
    # sentence of another language must write.
    pickup = passage("ቡልቡላ ሆቴል ከአውሮፕላን ማረፊያ እንግዶችን በ450 ብር ያመጣል።", lang="am", title="ቡልቡላ ሆቴል",
                     document_id=5)
    assert "450" in reply("bulbula hotel airport pickup cost", pickup)
