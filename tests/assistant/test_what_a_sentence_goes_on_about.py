"""What a sentence goes on about, and the guest's own words for which one: a passage's item
brought in by a name or a label ("Gheralta climb: ...") is what its sentences speak of until the
next one; "if we walk" says when, not what; "big" is "large"; "the small pool the kids use" is the
children's pool; and a trip asked from where it starts goes somewhere else."""

from __future__ import annotations

from app.services.assistant import analysis, grounding
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply

DONT_KNOW = "I don't know"

EXCURSIONS = passage(
    "Besides the town walk, Abuna Yemata Lodge in Hawzen offers two excursions. Gheralta ridge climb: "
    "the church is cut into a cliff above the valley. The climb leaves at 06:00. It takes about 2 hours "
    "up. It costs 1,500 birr per person with a rope guide and 900 birr per person without one. Debre "
    "Tsion drive: this church is 20 km away by 4x4. A vehicle for up to 4 people costs 2,800 birr.",
    title="Two excursions from Abuna Yemata Lodge")


def test_a_sentence_goes_on_about_the_thing_named_sentences_before_it():
    assert "900 birr" in reply("gheralta ridge climb if we go without the rope guide - how much", EXCURSIONS)
    text = grounding.naming_sentence("It takes about 2 hours up.", EXCURSIONS.text)
    assert text.startswith("Gheralta ridge climb:")
    # The next named thing ends it: the vehicle's price is Debre Tsion's, not the climb's.
    assert grounding.naming_sentence("A vehicle for up to 4 people costs 2,800 birr.",
                                     EXCURSIONS.text).startswith("Debre Tsion drive:")
    # A single capitalised word inside a sentence ("Ethiopian time") brings in no thing.
    clock = ("Gheralta ridge climb: it starts early. It leaves at 06:00 (12 o'clock, Ethiopian time). "
             "It costs 900 birr.")
    assert grounding.naming_sentence("It costs 900 birr.", clock).startswith("Gheralta ridge climb:")


def test_a_name_the_passage_brings_in_later_is_still_missing_from_an_earlier_item():
    stalls = passage("Ethio Telecom has a shop in the arrivals hall. A tourist SIM costs 300 birr. "
                     "Safaricom Ethiopia also has a counter in the same hall.",
                     title="SIM cards at the airport")
    assert reply("safaricom tourist sim price", stalls).startswith(DONT_KNOW)
    # A label names the item its sentences are about: the drive's price is no climb's.
    assert reply("debre tsion climb price", EXCURSIONS).startswith(DONT_KNOW)


def test_a_subordinate_clause_says_when_not_what():
    assert analysis.subject_head("how much is the steam bath if im not a hotel guest", "en") == "bath"
    assert analysis.subject_head("gheralta climb if we walk, no rope - how much", "en") == "climb"
    # Without one, the phrase's last word is still the head.
    assert analysis.subject_head("how much is the steam bath for day guests", "en") == "bath"


BOATS = passage("Groups can hire a boat: a small boat for up to 5 people costs 3,000 birr an hour, and a "
                "large boat for up to 12 people costs 5,500 birr an hour.", title="Lake Langano boats")
POOLS = passage("The main pool is open from 06:00 to 20:00. The children's pool is open from 10:00 to "
                "16:00.", title="Pools at Langano Shore Lodge")


def test_the_guest_s_own_word_for_which_one_names_it():
    # "big" is "large" (the sentence names both sizes with their own prices) ...
    big = reply("how much is the big boat for an hour on langano", BOATS)
    assert "large boat for up to 12 people costs 5,500" in big
    assert grounding.sibling(frozenset({("big", "boat")}), "A small boat costs 3,000 birr an hour.", "en")
    assert not grounding.sibling(frozenset({("big", "boat")}), "A large boat costs 5,500 birr an hour.", "en")
    assert DONT_KNOW not in reply("till when can the kids use the small pool at langano shore lodge", POOLS)
    assert "16:00" in reply("till when can the kids use the small pool at langano shore lodge", POOLS)
    # Another size is still a sibling: no small boat is asked by "the medium boat".
    assert grounding.sibling(frozenset({("medium", "boat")}), BOATS.text, "en")


TRIPS = passage("Sheba Gate Hotel in Dire Dawa runs two trips to Harar. Camel market morning: it leaves "
                "at 06:00. It costs 1,100 birr per person. Coffee ceremony evening: it leaves at 17:00. "
                "It costs 1,600 birr per person, including dinner in Harar.",
                title="Trips from Sheba Gate Hotel, Dire Dawa")


def test_a_trip_asked_by_where_it_starts_may_name_where_it_goes():
    assert "1,600" in reply("coffee ceremony evening trip from dire dawa per person?", TRIPS)
    # A place that is no destination of the passage's trips still contradicts the asked one.
    elsewhere = passage("In Gondar the coffee ceremony evening costs 900 birr per person.",
                        title="Evenings in Gondar")
    assert reply("coffee ceremony evening trip from dire dawa per person?", elsewhere).startswith(DONT_KNOW)


BIKES = passage("Abay Lodge in Bahir Dar has a bicycle hire desk at the gate; a bicycle costs 300 birr a "
                "day. The desk is open from 07:00 to 18:00, Tuesday to Sunday, and closed on Mondays.",
                title="Bicycles at Abay Lodge")


def test_the_asked_day_of_the_week_is_the_asked_case():
    assert analysis.weekdays_named("ማክሰኞ ወይስ ሰኞ? Dilbataa, Sanbata Guddaa, on Fridays") == {0, 1, 4, 6}
    assert analysis.weekdays_named("every day at 08:00") == frozenset()
    assert "closed on Mondays" in reply("can i hire a bicycle on a monday at abay lodge?", BIKES)
    # Without a day asked, the bicycle's sentence answers as before.
    assert "300 birr" in reply("how much is a bicycle at abay lodge?", BIKES)


GORGORA = passage("ሆቴሉ ወደ ጣና ሐይቅ ሁለት ጉዞዎችን ያዘጋጃል። የጎርጎራ የግማሽ ቀን ጉዞ ደብረ ሲና ማርያምን ይጎበኛል። "
                  "ጉዞው ከጠዋቱ 3 ሰዓት (09:00) ይነሳል። ዋጋው ለአዋቂ 1,200 ብር፣ ለልጅ 600 ብር ነው። "
                  "እስከ 10 ሰው የሚይዝ ትልቅ ጀልባ በግል ለግማሽ ቀን 6,000 ብር ይከራያል።",
                  lang="am", title="የጣና ሐይቅ ጉዞዎች")


def test_an_adult_written_as_a_big_person_is_who_comes_not_what_is_asked():
    assert grounding.contrast_phrase_terms("የጎርጎራ ጉዞ ለትልቅ ሰው ስንት ነው?")
    assert grounding.contrast_phrase_terms("ትልቅ ጀልባ ስንት ነው?") == frozenset()
    # A one-word member and the word after it are no two-word member: "full day" stays asked.
    assert grounding.contrast_phrase_terms("what time does the full day ferry leave?") == frozenset()
    # "The trip leaves at 09:00" goes on about the Gorgora trip named before it, so the price
    # after it is the Gorgora trip's, and the big boat (its words, not its thing) is not asked.
    text = reply("የጎርጎራ ጉዞ ለትልቅ ሰው ስንት ነው?", GORGORA, lang="am")
    assert "1,200" in text
    assert "6,000" not in text


HAMMAM = passage("The hammam at Tana Lotus Hotel is open from 08:00 to 20:00; a session costs 700 birr. "
                 "Guests under 14 may use it only with a parent. Nobody younger than 18 may book a massage.",
                 title="Hammam at Tana Lotus Hotel")


def test_an_age_asked_is_answered_by_an_age_not_any_number():
    assert analysis.states_age("children aged 5 to 12") and analysis.states_age("ከ16 ዓመት በታች")
    assert not analysis.states_age("open from 09:00 to 21:00")
    assert not analysis.states_age("over 10 people")
    text = reply("min age for massages at tana lotus hotel?", HAMMAM)
    assert "younger than 18" in text
    assert "08:00" not in text


def test_a_town_of_two_words_written_as_one_is_the_town():
    for written in ("ድሬዳዋ", "ባሕርዳር", "bahirdar", "አርባምንጭ"):
        assert grounding.places(frozenset(tokens(written))), written
    # Its words apart are still read as before.
    assert grounding.places(frozenset(tokens("dire dawa")))


def test_a_way_to_a_lodging_or_from_a_station_is_no_route_between_towns():
    assert grounding.routes("ከጣቢያው ወደ ሬልዌይ ስቴሽን ሆቴል መኪና ስንት ያስከፍላል", asked=True) == {}
    to_a_resort = grounding.routes("taxi from adama to the sodere resort", asked=True)
    assert to_a_resort == {"from": frozenset({"adama"})}
    # A way to a town is one, as before.
    assert grounding.routes("bus from bahir dar to gondar", asked=True)["to"] == frozenset({"gondar"})
    pickup = passage("ከአዲስ አበባ ወደ ድሬዳዋ በባቡር መጓዝ ይቻላል። ጣና ጌት ሆቴል ከጣቢያው ለሚመጡ እንግዶች መኪና ይልካል፤ "
                     "ለአንድ መኪና 400 ብር ነው።", lang="am", title="በባቡር ወደ ድሬዳዋ")
    assert "400" in reply("ከጣቢያው ወደ ጣና ጌት ሆቴል መኪና ስንት ያስከፍላል", pickup, lang="am")

