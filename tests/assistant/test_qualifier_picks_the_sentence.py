"""A question's qualifier (a party size, a day of the week asked in the plural, who comes, a
surcharge in percent) says which sentence of the right passage answers: the one the passage writes
it on, not a sibling's (responders._passage_sentences, grounding.held, grounding.states_members,
analysis.asks_weekdays). The sibling too small for the party, and a sentence naming the subject
only by the asked number, do not answer."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, grounding
from tests.assistant.test_answers import passage
from tests.assistant.test_asked_thing import answer

# (The hotel named by no catalogue row: `hotel_ids=()`.)
TAXI = passage("Simien Gate Lodge in Debark runs a taxi to Gondar airport, about two hours on the road. "
               "A saloon car seats up to 4 passengers and costs 2,300 birr. A minibus seats up to 11 "
               "passengers and costs 3,900 birr. Luggage above 20 kg costs 150 birr per bag.",
               title="Simien Gate Lodge airport taxi")


@pytest.mark.parametrize(("question", "figure", "sibling"), [
    # Nine people: only the minibus holds them.
    ("we are 9 people, what does the taxi to gondar airport cost from simien gate lodge", "3,900", "2,300"),
    ("9 ppl, simien gate lodge airport taxi price", "3,900", "2,300"),
    # Three people fit in the saloon car; the minibus holds them too, but the car is no conflict.
    ("3 passengers, simien gate lodge airport taxi price", "2,300", None),
])
def test_a_party_size_picks_the_vehicle_that_holds_it(question, figure, sibling):
    text = answer(question, TAXI, hotel_ids=())
    assert figure in text
    if sibling is not None:
        assert sibling not in text


def test_a_party_larger_than_every_vehicle_gets_no_vehicle_price():
    text = answer("we are 14 people, what does the simien gate lodge airport taxi cost", TAXI, hotel_ids=())
    assert "2,300" not in text and "3,900" not in text


def test_a_most_or_a_range_holds_the_asked_quantity():
    assert grounding.held("person", 6, "A minivan takes up to 7 passengers")
    assert not grounding.held("person", 8, "A minivan takes up to 7 passengers")
    assert grounding.held("person", 30, "The hall seats 20-40 guests")
    assert not grounding.held("person", 45, "The hall seats 20-40 guests")
    assert grounding.held("minute", 150, "The walk lasts between 2 and 3 hours")
    assert not grounding.held("minute", 200, "The walk lasts between 2 and 3 hours")
    # A range of another kind holds nothing of this one.
    assert not grounding.held("person", 30, "It lasts 20-40 minutes")


def test_a_range_of_people_is_no_conflict_for_a_party_inside_it():
    qualifiers = grounding.Qualifiers.of("a room for 5 people", "price")
    assert grounding.conflict(qualifiers, "The family suite sleeps 4-6 guests for 5,200 birr.") is None
    assert grounding.conflict(qualifiers, "The twin room sleeps 2 guests for 2,900 birr.") == "person"


COFFEE_OM = passage("Wondo Genet Lodge daawwannaa qonna bunaa qopheessa. Daawwannaan kun Kibxata fi Sanbata "
                    "qofa geggeeffama. Yeroo funaansa bunaa, Onkoloolessa hanga Muddeetti, daawwannaan kun "
                    "baay'ee bareedaa dha.", lang="om", title="Wondo Genet Lodge: daawwannaa qonna bunaa")
COFFEE_EN = passage("Wondo Genet Lodge runs a coffee farm visit. The coffee farm visit runs in the harvest "
                    "season, from October to December. The visit runs on Tuesday and Saturday only.",
                    title="Wondo Genet Lodge coffee farm visit")


@pytest.mark.parametrize(("question", "lang", "found", "days"), [
    ("daawwannaan qonna bunaa wondo genet guyyoota kam jira", "om", COFFEE_OM, ("Kibxata", "Sanbata")),
    # The season's sentence repeats more of the question's words than the weekdays' does.
    ("which days does the wondo genet coffee farm visit run", "en", COFFEE_EN, ("Tuesday", "Saturday")),
])
def test_days_asked_in_the_plural_are_the_weekdays(question, lang, found, days):
    text = answer(question, found, lang=lang, hotel_ids=())
    assert all(day in text for day in days)


def test_a_date_asked_without_days_is_not_read_as_weekdays():
    assert analysis.asks_weekdays("which days is the coffee visit")
    assert analysis.asks_weekdays("guyyoota kam")
    # A weekday named is itself the asked day (analysis.weekdays_named), and "day" alone is no plural.
    assert not analysis.asks_weekdays("is it open on sundays or other days")
    assert not analysis.asks_weekdays("what day does the market open")


BOAT_AM = passage("የአርባ ምንጭ ሐይቅ ሎጅ የጀልባ ጉዞ ያዘጋጃል። የጉዞው ዋጋ ለአንድ አዋቂ 1,250 ብር፣ ለልጅ ደግሞ 600 ብር ነው። "
                  "እስከ 8 ሰው የሚይዝ የግል ጀልባ በጠቅላላ 5,100 ብር መከራየት ይቻላል።", lang="am",
                  title="የአርባ ምንጭ ሐይቅ ሎጅ የጀልባ ጉዞ")


def test_the_asked_member_of_a_contrast_picks_the_sentence_across_languages():
    # "For a big person" (an adult), asked in Tigrinya of an Amharic passage: the adult's price,
    # which shares no word with the question but the one saying who.
    text = answer("ኣርባ ምንጭ ሐይቅ ሎጅ ጀልባ ንዓቢ ሰብ ክንደይ", BOAT_AM, lang="ti", hotel_ids=())
    assert "1,250" in text


def test_who_comes_is_stated_only_by_a_sentence_naming_them():
    assert grounding.states_members({1: 0}, "ዋጋው ለአንድ አዋቂ 1,250 ብር ነው")
    assert not grounding.states_members({1: 0}, "የግል ጀልባ በጠቅላላ 5,100 ብር")
    assert grounding.states_members({}, "any sentence")


LAUNDRY_OM = passage("Bishoftu Lake Hotel tajaajila miicuu uffataa ni kenna. Gatiin miicuu: kamisaa tokko "
                     "qarshii 70, surree tokko qarshii 90. Tajaajilli ariifataa (ekspres) sa'aatii 3 "
                     "keessatti xumurama; gatii idilee irratti harka 40 dabalataa kaffaltu.", lang="om",
                     title="Bishoftu Lake Hotel: miicuu uffataa")


def test_a_surcharge_in_percent_is_a_price():
    assert analysis.carries("gatii idilee irratti harka 40 dabalataa kaffaltu", "price")
    assert analysis.carries("Card payments carry a 4 percent surcharge.", "price")
    # "harka" alone is the hand: no amount.
    assert not analysis.carries("harka keessan dhiqadhaa", "price")
    text = answer("bishoftu lake hotel miicuu ekspres meeqa dabalata", LAUNDRY_OM, lang="om", hotel_ids=())
    assert "harka 40" in text


SPA = passage("Lalibela Rock Spa is open every day from 09:00 to 20:00. Our signature body wrap with "
              "honey lasts 45 minutes. It costs 1,500 birr. The foot massage lasts 30 minutes and costs "
              "700 birr.", title="Lalibela Rock Spa menu")


def test_a_sentence_naming_only_the_asked_number_lends_no_subject():
    # The wrap lasts 45 minutes; its price is no answer for the 45-minute massage, which the
    # menu does not offer.
    text = answer("45 min massage at lalibela rock spa price?", SPA, hotel_ids=())
    assert "1,500" not in text
    assert "700" not in text
