"""A question that names its thing with a word saying which one ("a head massage", "የጭንቅላት ማሳጅ",
"maasaajii harkaa") is not answered by passages that teach the thing only as other variants (a spa
menu of coffee and foot massages): its figure would be another variant's (responders.
_untaught_variant, grounding.untaught_variants). Nor is a question naming a thing by its name ("the
Tis Abay trip from Tana Lake Lodge") answered by a passage about the named hotel that never writes
that name (responders._names_another_thing_at_the_hotel): the hotel's words say where, not what.
A documented variant, and a documented named thing, are still answered, in every language."""

from __future__ import annotations

import pytest

from app.services.assistant import grounding
from tests.assistant.test_answers import passage
from tests.assistant.test_asked_thing import answer

DONT_KNOW = {"en": "I don't know", "am": "ይቅርታ", "om": "Dhiifama"}

# The hotel's own words are held by its passages: they say where, and leave the variant to decide.
SPA_MENU_EN = passage("Tana Lake Lodge spa menu: a coffee massage costs 1,400 birr for 60 minutes; a foot "
                      "massage costs 600 birr for 30 minutes.", title="Spa at Tana Lake Lodge")
LAUNDRY_AM = passage("የታና ሎጅ የልብስ እጥበት አገልግሎት። ዋጋዎች፦ ሸሚዝ 70 ብር፣ ሱሪ 95 ብር፣ ቀሚስ 130 ብር።",
                     lang="am", title="የታና ሎጅ የልብስ እጥበት")
SPA_MENU_OM = passage("Spaan Tana Lake Lodge: maasaajii bunaa daqiiqaa 60f qarshii 1,400, maasaajii miilaa "
                      "daqiiqaa 30f qarshii 600.", lang="om", title="Spaa Tana Lake Lodge")


@pytest.mark.parametrize(("question", "lang", "menu", "figures"), [
    ("how much is the head massage at tana lake lodge", "en", SPA_MENU_EN, ("1,400", "600")),
    # A silk garment's washing, where the list gives shirts', trousers' and dresses'.
    ("የታና ሎጅ የሐር ልብስ ለማሳጠብ ስንት ነው", "am", LAUNDRY_AM, ("70", "95", "130")),
    ("maasaajii harkaa tana lake lodge gatiin meeqa", "om", SPA_MENU_OM, ("1,400", "600")),
])
def test_a_variant_no_passage_teaches_gets_no_figure_of_the_taught_ones(question, lang, menu, figures):
    text = answer(question, menu, lang=lang, hotel_ids=())
    assert text.startswith(DONT_KNOW[lang])
    assert not any(figure in text for figure in figures)


@pytest.mark.parametrize(("question", "lang", "menu", "figure"), [
    ("how much is the foot massage at tana lake lodge", "en", SPA_MENU_EN, "600"),
    ("የታና ሎጅ ሸሚዝ ለማሳጠብ ስንት ነው", "am", LAUNDRY_AM, "70"),
    ("maasaajii miilaa tana lake lodge gatiin meeqa", "om", SPA_MENU_OM, "600"),
])
def test_a_taught_variant_is_answered(question, lang, menu, figure):
    assert figure in answer(question, menu, lang=lang, hotel_ids=())


def test_a_thing_taught_as_a_whole_answers_for_its_variants():
    # One fee for dogs, and guide dogs free: "a small dog" is a dog, whose fee is taught.
    pets = passage("Tana Lake Lodge accepts dogs up to 15 kilograms. The pet fee is 300 birr per night. "
                   "Guide dogs stay free of charge.", title="Pets at Tana Lake Lodge")
    assert "300" in answer("can i bring my small dog to tana lake lodge? fee?", pets)


def test_a_variant_is_untaught_only_when_no_text_of_the_question_language_writes_it():
    pairs = frozenset({("head", "massage")})
    menu = [(f"{SPA_MENU_EN.title}. {SPA_MENU_EN.text}", "en")]
    states_price = lambda part: any(c.isdigit() for c in part)  # noqa: E731
    assert grounding.untaught_variants(pairs, menu, "en", states_price) == pairs
    # A form of the word counts ("heads"), and so does a text naming the thing in another
    # language, which may write the variant in words the glossary lacks.
    heads = [*menu, ("Heads and necks: a massage of 30 minutes, 900 birr.", "en")]
    assert not grounding.untaught_variants(pairs, heads, "en", states_price)
    assert not grounding.untaught_variants(pairs, [*menu, ("Maasaajiin mataa qarshii 900 dha.", "om")], "en",
                                           states_price)


BOATS_EN = passage("Tana Lake Lodge runs two boat trips to the island monasteries. The half-day trip costs "
                   "1,200 birr per person.", title="Boat trips from Tana Lake Lodge")
BOATS_OM = passage("Tana Lake Lodge imala doonii lama qopheessa. Imalli walakkaa guyyaa nama tokkoof "
                   "qarshii 1,200 dha.", lang="om", title="Imala doonii Tana Lake Lodge irraa")
FALLS_EN = passage("Tis Abay falls day trips leave Bahir Dar every morning.", title="Tis Abay falls",
                   document_id=2)


@pytest.mark.parametrize(("question", "lang", "found"), [
    ("how much is the Tis Abay falls trip from tana lake lodge", "en", BOATS_EN),
    ("Tana Lake Lodge irraa imala Tis Abay gatiin meeqa", "om", BOATS_OM),
])
def test_a_passage_naming_only_the_hotel_does_not_answer_for_another_named_thing(question, lang, found):
    text = answer(question, found, FALLS_EN, lang=lang)
    assert text.startswith(DONT_KNOW[lang]) and "1,200" not in text


@pytest.mark.parametrize(("question", "lang", "found"), [
    ("how much is the half-day boat trip from tana lake lodge", "en", BOATS_EN),
    ("Tana Lake Lodge irraa imala doonii walakkaa guyyaa gatiin meeqa", "om", BOATS_OM),
])
def test_a_thing_the_hotel_passage_documents_is_still_answered(question, lang, found):
    assert "1,200" in answer(question, found, FALLS_EN, lang=lang)
