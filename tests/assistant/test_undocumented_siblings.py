"""A question that says which one of a family it asks about ("the boat trip for children", "the
spa's pool", "ዓሳ", fish, on a menu) is answered only by a text that has written that word by the
sentence stating the figure (its title, or its sentences up to that one), in the question's own
language as in another: a passage that gives the boat trip's price and never names children has
documented a sibling (the trip for anyone), and its figure is no answer for the undocumented one.
The reply says it does not know, and what it knows nearby."""

from __future__ import annotations

import pytest

from app.services.assistant import grounding
from tests.assistant.test_answers import passage, reply

BOAT_TRIP = passage("The boat trip to the islands leaves at 08:00. The boat trip costs 1,800 birr per boat.",
                    title="Island boat trips")
SPA_HOURS = passage("The spa opens at 08:00 and closes at 21:00.", title="Spa")
MENU_AM = passage("የሎጁ ምግብ ቤት ምሳ ከቀኑ 6 ሰዓት ጀምሮ ያቀርባል። ዋና ምግቦች፦ ዶሮ ወጥ 450 ብር፣ ጥብስ 520 ብር፣ "
                  "በየአይነቱ 300 ብር።", lang="am", title="የሎጁ ምግብ ቤት")
BOAT_TRIP_AM = passage("ወደ ደሴቶቹ የሚደረገው የጀልባ ጉዞ ጠዋት 2 ሰዓት ይነሳል። የጀልባ ጉዞው ለአንድ ጀልባ 1,800 ብር ነው።",
                       lang="am", title="የጀልባ ጉዞ")
BOAT_TRIP_OM = passage("Imalli doonii gara odoloota ganama sa'aatii 08:00 ka'a. Imalli doonii doonii tokkoof "
                       "qarshii 1,800 dha.", lang="om", title="Imala doonii")
DONT_KNOW = {"en": "I don't know", "am": "ይቅርታ", "om": "Dhiifama"}


@pytest.mark.parametrize(("question", "lang", "found", "figure"), [
    # The children's price is not documented: the trip's price is for a sibling (anyone) ...
    ("how much is the boat trip for children", "en", BOAT_TRIP, "1,800"),
    ("የጀልባ ጉዞ ለልጆች ዋጋው ስንት ነው", "am", BOAT_TRIP_AM, "1,800"),
    ("imala doonii ijoollee gatiin meeqa", "om", BOAT_TRIP_OM, "1,800"),
    # ... the spa's hours are not its pool's ...
    ("what time does the spa pool open", "en", SPA_HOURS, "08:00"),
    # ... and a menu without fish gives no price of a fish dish.
    ("ሎጁ ምግብ ቤት የዓሳ ምግብ ዋጋ ስንት ነው", "am", MENU_AM, "450"),
])
def test_a_figure_of_the_documented_sibling_is_not_given_for_an_undocumented_one(question, lang, found,
                                                                                  figure):
    text = reply(question, found, lang=lang)
    assert figure not in text
    assert text.startswith(DONT_KNOW[lang])
    # What is known nearby is named: the passage's title.
    assert found.title in text


@pytest.mark.parametrize(("question", "lang", "found", "figure"), [
    # The asked word written in a sentence before the figure, or in the title, is enough ...
    ("how much is the boat trip for children", "en",
     passage("Children under 12 are welcome on the boat trip. The boat trip costs 900 birr per child.",
             title="Island boat trips"), "900"),
    ("ሎጁ ምግብ ቤት የዓሳ ምግብ ዋጋ ስንት ነው", "am",
     passage("የሎጁ ምግብ ቤት የጣና ዓሳ ያቀርባል። የዓሳ ጥብስ 480 ብር ነው።", lang="am", title="የሎጁ ምግብ ቤት"), "480"),
    ("imala doonii ijoollee gatiin meeqa", "om",
     passage("Ijoolleen imala doonii irratti ni fudhatamu. Imalli doonii ijoolleef qarshii 900 dha.",
             lang="om", title="Imala doonii"), "900"),
    # ... and a question naming no sibling is answered by the documented one.
    ("how much is the boat trip", "en", BOAT_TRIP, "1,800"),
    ("የጀልባ ጉዞ ዋጋው ስንት ነው", "am", BOAT_TRIP_AM, "1,800"),
])
def test_the_asked_thing_written_before_its_figure_is_answered(question, lang, found, figure):
    assert figure in reply(question, found, lang=lang)


@pytest.mark.parametrize(("question", "joins"), [
    ("how much is the shuttle or the hippo trip", True),
    ("የቁርስ እና የእራት ሰዓት ስንት ነው", True),
    ("ciree fi irbaata sa'aatii meeqa", True),
    ("how much is the boat trip for children", False),
    ("የጀልባ ጉዞ ለልጆች ዋጋው ስንት ነው", False),
    ("imala doonii ijoollee gatiin meeqa", False),
])
def test_a_question_joining_two_things_is_told_apart(question, joins):
    # A question asking about two things is answered by a text about one of them: neither is a word
    # saying which one of the other's siblings is meant.
    assert grounding.joins_things(question) is joins

