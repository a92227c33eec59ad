"""The asked type read from how a question is built, not from one word (analysis.asked_type):
a price compared in yes/no form asks the amount; Oromo's "meeqa" counts the unit it follows and
prices the thing it follows otherwise; "hammam" with a waiting verb asks a duration; "sa'aatii
meeqa dura" asks by what time; booking a number of nights one must take is a minimum stay; a
thing near a place asks where it is. The questions are written for these rules, each with the
neighbouring question the rule must leave alone."""

from __future__ import annotations

import pytest

from app.services.assistant import amharic_latin, analysis, glossary


@pytest.mark.parametrize(("question", "kind"), [
    # A compared price asks by how much, though it is asked yes or no.
    ("is the sauna more expensive after 8pm?", "price"),
    ("are the kayaks cheaper on weekdays", "price"),
    ("is the city tour pricier for foreigners", "price"),
    ("is the lake room less expensive in june?", "price"),
    # The sum of a party's bill.
    ("there are four of us, can we rent the canoe and what's the total", "price"),
    # A rate per any unit, in a question nothing else types.
    ("laundry ironing per shirt at the garden lodge", "price"),
    ("photocopies per sheet at the front desk", "price"),
])
def test_a_compared_price_or_a_rate_asks_an_amount(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # Comparing without a price word asks yes or no; "as per" and "per cent" are no rate.
    ("is the sauna more crowded on saturday?", "yes_no"),
    ("as per the house rules, guests under 18 need a parent", None),
    ("is the total eclipse visible from the lodge?", "yes_no"),
])
def test_a_comparison_without_a_price_stays_what_it_was(question, kind):
    assert analysis.asked_type(question) == kind


def test_expensive_says_what_is_asked_not_the_subject():
    # "expensive" asks about the price, as "cost" does: no passage need write it to be about
    # the thing (retrieval and the specific-word check weigh the subject's words only).
    assert not glossary.is_topical("expensive")
    assert not glossary.is_topical("cheaper")
    assert glossary.is_topical("sauna")


@pytest.mark.parametrize(("question", "kind"), [
    # The unit before "meeqa" is counted, with a verb after it.
    ("doonii kun namoota meeqa fudhata", "count"),
    ("xayyaara irratti meeshaa kiiloo meeqa bilisaan fudhachuu dandeessa", "count"),
    # The hours before "meeqa fudhata" are still how long it takes.
    ("doonii irratti imalli sa'aatii meeqa fudhata", "duration"),
    # A kilo alone at the end is its price ("a kilo of honey, how much").
    ("dammi kiiloo meeqa", "price"),
    # "xiqqaa" (small) names which vehicle; "yoo xiqqaate" (at least) asks a minimum.
    ("buufata irraa hoteelatti konkolaataa xiqqaan meeqa?", "price"),
    ("doonii xiqqaaf meeqa", "price"),
    ("kutaan kun halkan meeqa xiqqaate qabachuu qaba", "count"),
])
def test_oromo_meeqa_counts_the_unit_it_follows(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # Waiting, in any form of "eeguu": a duration.
    ("konkolaachisaan hammam nu eega", "duration"),
    ("geejjibni hammam na eeguu danda'a", "duration"),
    # "eegala" is "it begins": when it begins is no duration.
    ("sirni cidhaa sa'aatii meeqa eegala", "time"),
    # "hammamii" (how much is it) is "hammam".
    ("kiraa saayikilii guyyaa tokkoo hammamii", "price"),
])
def test_oromo_hammam_with_waiting_asks_how_long(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # "sa'aatii meeqa" is "what time": before "dura" (before) it asks by what time.
    ("imala haroo langaanoof sa'aatii meeqa dura galmaa'uu qabna", "time"),
    # Days or minutes before, and the verb "dursuu" (to be ahead by), count a span.
    ("imala haroo langaanoof guyyaa meeqa dura galmaa'uu qabna", "duration"),
    ("daqiiqaa meeqa dura buufata ga'uu qaba", "duration"),
    ("kutaa qabachuuf sa'aatii meeqa dursuu qaba", "duration"),
])
def test_oromo_before_what_hour_is_a_clock_time(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # Nights one must book are a minimum stay, as nights one must stay are.
    ("በጥምቀት ሰሞን ጎንደር ላይ ስንት ሌሊት መያዝ አለብኝ", "count"),
    ("for the festival how many nights must I book", "count"),
    # Days ahead of booking are a duration.
    ("ለሠርግ አዳራሹን ስንት ቀን በፊት ማስያዝ አለብኝ", "duration"),
    ("how many days before must I book the hall", "duration"),
])
def test_nights_one_must_book_are_a_minimum_stay(question, kind):
    assert analysis.asked_type(question) == kind


def test_nights_one_must_book_in_amharic_written_in_latin_letters():
    # As the chat turn reads it: the common words in Ethiopic, "meyaz" (to book) left in Latin
    # letters when no passage writes it.
    reading = amharic_latin.in_ethiopic("timket sint lelit meyaz alebign", "am", frozenset())
    assert analysis.asked_type(reading) == "count"


@pytest.mark.parametrize(("question", "kind"), [
    # Which one is near a place: where it is.
    ("baankiin hoteela bira jiru isa kami", "place"),
    ("faarmaasiin buufata cinaa jiru kamtu", "place"),
    # Whether there is one near it stays yes or no (a sentence must then name the thing asked);
    # a thing's opening hour near a place is a time; which room is cheapest is a price.
    ("kilinikiin buufata bira jiraa", "yes_no"),
    ("is there a bank near the goha hotel", "yes_no"),
    ("ሆቴሉ አጠገብ ያለው ባንክ ስንት ሰዓት ይከፈታል", "time"),
    ("hoteela haroo bira jiru kutaan gatii xiqqaa qabu kami", "price"),
])
def test_which_one_near_a_place_asks_where(question, kind):
    assert analysis.asked_type(question) == kind
