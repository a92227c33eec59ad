"""A sentence that states the asked value and names no thing of its own speaks of the thing its
passage last named (issue 30, helper `scope`): the title or an earlier sentence names the trip
once, "The fare is ..." later gives its price. Until a sentence names another thing, and of two
siblings named in turn, only of the last one. And an Amharic question's word stemmed apart from
the passage's form of it ("ጉብኝቱ", "ጉብኝት") is the same word in sentence choice."""

from __future__ import annotations

import dataclasses

from app.services.assistant import glossary, grounding
from tests.assistant.test_answers import passage, reply

DONT_KNOW = {"en": "I don't know", "am": "ይቅርታ", "om": "Dhiifama"}

# The price two sentences after the one naming the ride, a sentence naming nothing between them.
HORSE_RIDE = passage(
    "Entoto Park offers a horse ride along the eucalyptus ridge with a trained handler. "
    "Everyone meets at the upper gate at 09:00. "
    "The fare is 950 birr per person for one hour.", title="Outings in the Entoto hills")


def test_a_value_sentence_naming_nothing_speaks_of_the_thing_named_sentences_before():
    assert reply("How much is the Entoto horse ride?", HORSE_RIDE) == (
        "The fare is 950 birr per person for one hour.")


def test_a_title_naming_the_thing_opens_the_first_passage_of_its_document_only():
    opening = passage("Fare: 780 birr per person, paid on board. Bring a light jacket.",
                      title="Lake Hawassa sunset cruise")
    assert "780 birr" in reply("How much is the Hawassa sunset cruise?", opening)
    # A later passage of the document goes on about whatever the one before it named last.
    later = dataclasses.replace(opening, position=1)
    assert reply("How much is the Hawassa sunset cruise?", later).startswith(DONT_KNOW["en"])


# Two tours told in turn: the unnamed fare after each is that tour's, never both.
TOURS = passage(
    "The hotel desk books two tours. The coffee tour visits the farms above Yirgalem. "
    "Guests are collected at 08:00. The fare is 1,400 birr per person. "
    "The waterfall tour goes to the Ajora falls. Guests are back by 17:00. "
    "The fare is 2,100 birr per person.", title="Sidama tours")


def test_an_unnamed_value_belongs_to_the_sibling_named_last():
    coffee = reply("How much is the coffee tour?", TOURS)
    assert "1,400 birr" in coffee and "2,100" not in coffee
    waterfall = reply("How much is the waterfall tour?", TOURS)
    assert "2,100 birr" in waterfall and "1,400" not in waterfall


def test_a_sibling_s_unnamed_value_is_no_answer_for_a_tour_nobody_taught():
    text = reply("How much is the Sidama walking tour?", TOURS)
    assert text.startswith(DONT_KNOW["en"])
    assert "1,400" not in text and "2,100" not in text


def test_a_scope_sentence_is_read_with_its_title_for_siblings():
    # "The full-day cruise" under the title "Lake Langano boat cruises" is a boat cruise: its
    # unnamed fare answers for the full-day boat cruise.
    cruises = passage("The full-day cruise stops at the hot springs on the east shore. Seats are "
                      "limited to twelve. The fare is 2,600 birr per person.",
                      title="Lake Langano boat cruises")
    assert "2,600 birr" in reply("How much is the full day boat cruise on Langano?", cruises)


def test_another_thing_named_between_ends_the_scope():
    # The laundry named between them: "It costs 120 birr per bag" is the laundry's.
    pool = passage("The rooftop pool of Harar Gate Hotel is heated all year. Laundry handed in at "
                   "reception comes back the same evening. It costs 120 birr per bag.",
                   title="Harar Gate Hotel services")
    text = reply("How much is the rooftop pool at Harar Gate Hotel?", pool)
    assert text.startswith(DONT_KNOW["en"]) and "120" not in text


def test_once_the_value_is_given_the_next_unnamed_value_is_not_inherited():
    spa = passage("The hot stone massage at Bishoftu Lakeside Spa takes an hour. It costs 1,900 "
                  "birr. A sandalwood body polish is 1,100 birr.", title="Bishoftu Lakeside Spa")
    text = reply("How much is the hot stone massage at Bishoftu Lakeside Spa?", spa)
    assert "1,900 birr" in text and "1,100" not in text


def test_a_year_is_no_value_a_sentence_inherits():
    shop = passage("The Gondar pottery workshop sells hand-made coffee pots. It opened in 2004 and "
                   "is run by one family.", title="Crafts in Gondar")
    text = reply("How much is a coffee pot at the Gondar pottery workshop?", shop)
    assert text.startswith(DONT_KNOW["en"]) and "2004" not in text
    assert grounding.without_years("It opened in 2004 and costs 2004 birr.").count("2004") == 1


def test_an_oromo_time_sentence_after_the_trips_first_sentences():
    trip = passage("Hoteelli keenya imala gara Haroo Abijaataa Sanbata qopheessa. Daa'imman waggaa 5 "
                   "gadii hin dandeessisu. Ganama sa'aatii 07:30 ka'a.",
                   title="Imala Haroo Abijaataa", lang="om")
    assert "07:30" in reply("imala haroo abijaataa sa'aatii meeqa ka'a", trip, lang="om")


def test_an_amharic_price_sentence_after_the_trips_first_sentences():
    trip = passage("ሆቴሉ በየእሁዱ ወደ ወንጪ ሐይቅ የቀን ጉብኝት ያዘጋጃል። ጠዋት 07:00 ከሆቴሉ ይነሳል። "
                   "ዋጋው ለአንድ ሰው 1,800 ብር ነው።", title="የወንጪ ሐይቅ ጉብኝት", lang="am")
    assert "1,800" in reply("የወንጪ ጉብኝቱ ዋጋ ስንት ነው", trip, lang="am")


def test_amharic_forms_the_stemmer_leaves_apart_are_one_word_in_sentence_choice():
    # "ጉብኝቱ" (the visit) stems as "ጉብኝ"; "ጉብኝት" keeps its last consonant.
    assert glossary.inflected_alike("ጉብኝ", "ጉብኝት", "am")
    assert glossary.inflected_alike("ትክ", "ትኬት", "ti")
    # Not another consonant left over ("ሰዓ" is no form of "ሰዓል"), nor across scripts or in
    # English, whose forms the index's own stemmer and the glossary read (Oromo's endings:
    # test_oromo_inflections.py).
    assert not glossary.inflected_alike("ሰዓ", "ሰዓል", "am")
    assert not glossary.inflected_alike("ጉብኝ", "ጉብኝት", "en")
    assert not glossary.inflected_alike("minivaanii", "ሚኒቫን", "om")
    assert not glossary.inflected_alike("park", "parking", "en")


def test_hours_after_a_feasts_first_sentence_are_no_answer_for_its_procession():
    # The title and the first sentence name the feast; the question asks its procession (a
    # glossary subject neither names): the hours after them are no procession's.
    feasts = passage("Meskel is celebrated on 27 September. Crowds gather from 18:00 "
                     "until 23:00.", title="Enkutatash and Meskel in Addis Ababa")
    text = reply("What time does the Meskel procession start?", feasts)
    assert text.startswith(DONT_KNOW["en"]) and "18:00" not in text
