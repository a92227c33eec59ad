"""A figure belongs to the thing its own part of the sentence names (grounding.figure_parts,
part_owners; responders._states_the_asked_figure): a sentence naming the asked thing in one part
and stating a sibling's figure in another ("the village walk starts after breakfast, while the
boat leaves at 07:30") gives no figure for the asked thing. The parts are marked by the same
signs in every script (";", ",", "፣", "፤"), so the rule holds in en, am and om alike."""

from __future__ import annotations

import pytest

from app.services.assistant import grounding
from tests.assistant.test_answers import passage, reply

EXCURSIONS = passage("Two excursions start from the lodge. The village walk to Dorze starts after breakfast, "
                     "while the boat to Nech Sar leaves at 07:30.", title="Lodge excursions")
# The same two outings, in Amharic and in Oromo: the village visit names no time, the boat does.
EXCURSIONS_AM = passage("የመንደር ጉብኝቱ ከቁርስ በኋላ ይጀምራል፣ ጀልባው ግን 07:30 ላይ ይነሳል።", lang="am", title="ጉዞዎች")
EXCURSIONS_OM = passage("Imalli ganda Dorzee ciree booda jalqaba, bidiruun garuu sa'aatii 07:30 ka'a.",
                        lang="om", title="Imala")
MASSAGES = passage("Sheger Spa offers a 60-minute massage for 900 birr, a 90-minute massage for 1,300 birr.",
                   title="Sheger Spa")
TRANSFERS = passage("A private car costs 1,900 birr for up to 3 passengers, and a minivan costs 3,100 birr "
                    "for up to 7 passengers.", title="Airport transfers")


@pytest.mark.parametrize(("question", "excursions", "lang"), [
    ("What time does the Dorze village walk start?", EXCURSIONS, "en"),
    ("የመንደር ጉብኝቱ ስንት ሰዓት ይጀምራል?", EXCURSIONS_AM, "am"),
    ("Imalli ganda Dorzee sa'aatii meeqa jalqaba?", EXCURSIONS_OM, "om"),
])
def test_a_figure_in_a_siblings_part_is_not_given_for_the_asked_thing(question, excursions, lang):
    text = reply(question, excursions, lang=lang)
    assert "07:30" not in text
    assert excursions.title in text  # "I don't know ...; nearby, I know about: <title>"


@pytest.mark.parametrize(("question", "excursions", "lang"), [
    ("What time does the boat to Nech Sar leave?", EXCURSIONS, "en"),
    ("ጀልባው ስንት ሰዓት ይነሳል?", EXCURSIONS_AM, "am"),
    ("Bidiruun sa'aatii meeqa ka'a?", EXCURSIONS_OM, "om"),
])
def test_the_thing_whose_part_states_the_figure_is_answered(question, excursions, lang):
    assert "07:30" in reply(question, excursions, lang=lang)


def test_each_list_item_owns_its_figure():
    assert "3,100 birr" in reply("How much is the minivan from the airport?", TRANSFERS)
    assert "1,900 birr" in reply("How much is the private car from the airport?", TRANSFERS)
    text = reply("How much is a bus from the airport?", TRANSFERS)
    assert text.startswith("I don't know") and "1,900" not in text and "3,100" not in text


def test_a_quantity_no_part_states_is_not_priced_with_its_siblings():
    assert "1,300 birr" in reply("How much is the 90-minute massage?", MASSAGES)
    text = reply("How much is the 120 minute massage?", MASSAGES)
    assert text.startswith("I don't know") and "900" not in text and "1,300" not in text


def test_an_aside_naming_another_thing_does_not_take_the_figure():
    # "including lunch" names lunch and states nothing: the price after it is still the boat trip's.
    boat = passage("The boat trip, including lunch, costs 2,400 birr.", title="Boat trips")
    assert "2,400 birr" in reply("How much is the boat trip?", boat)


def test_figure_parts_keep_thousands_together():
    assert grounding.figure_parts("ጉላሽ 1,480 ብር፣ ጥብስ 650 ብር") == ["ጉላሽ 1,480 ብር", "ጥብስ 650 ብር"]
    assert grounding.figure_parts("A: 450 birr; B: 1,650 birr, C 80 birr") == [
        "A: 450 birr", "B: 1,650 birr", "C 80 birr"]


def test_part_owners_inherit_from_the_last_part_stating_a_figure():
    parts = ["The walk costs 300 birr", "including tea", "the boat 900 birr", "per person"]
    verdicts = {"including tea": False, "the boat 900 birr": False}
    owners = grounding.part_owners(parts, True, lambda part: verdicts.get(part))
    # The aside is not the walk's, but it states nothing; "per person" follows the boat's figure.
    assert owners == [True, False, False, False]


def test_a_part_stating_the_asked_member_of_a_contrast_owns_its_figure():
    tickets = passage("The museum ticket costs 400 birr for adults, 150 birr for children.", title="Museum")
    assert "150 birr" in reply("How much is the museum ticket for children?", tickets)


def test_a_part_opening_with_what_it_costs_names_no_thing_of_its_own():
    # "gatiin isaa nama tokkoof": its price per person (the currency word "qarshii" is no thing).
    boat = passage("Bidiruun Haroo Hawaasaa irra ganama deema; gatiin isaa nama tokkoof qarshii 600.",
                   lang="om", title="Bidiruu")
    assert "600" in reply("Bidiruun meeqa?", boat, lang="om")


def test_a_list_of_places_split_by_commas_is_one_route():
    sedan = passage("The sedan goes from the airport to Bole, Kazanchis or Piassa for 1,200 birr one way.",
                    title="Airport transfers")
    assert "1,200 birr" in reply("How much is the sedan from the airport to Piassa?", sedan)



def test_hours_and_minutes_are_one_measure():
    assert grounding.quantities("a 1 hour massage")["minute"] == {60}
    assert grounding.quantities("30 minutes 800 birr, 2 hours 2,600 birr")["minute"] == {30, 120}
    assert grounding.unit_kind("hours") == "minute"


def test_an_hour_asked_is_the_menus_sixty_minutes():
    # The passage states "60 minutes" for the hour asked, and "two hours" of notice: read as
    # another length (hours against minutes), the hour asked made the whole passage another
    # subject's and the answer "I don't know".
    menu = passage("Book treatments at least two hours in advance. Aromatherapy massage: 30 minutes "
                   "700 birr, 60 minutes 1,300 birr.", title="Spa menu")
    answer = reply("how much is a 1 hour aromatherapy massage?", menu)
    assert "1,300" in answer, answer
    assert "1,300" not in reply("price of a 2 hour aromatherapy massage?", menu)
