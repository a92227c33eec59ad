"""In the right passage, the sentence of the asked thing answers, not a sibling's
(responders._passage_sentences, _thing_covered, _sentence_conflict; analysis.carries):
- the hotel the question names says which passage, never which sentence: a sentence naming the
  subject only by the hotel's words does not name what is asked;
- of sentences scoring alike, the one that with the sentence it goes on from names more of the
  asked thing answers;
- a document titled with the asked trip goes on about it when a sentence names a town on the way;
- an hour said with a part of the day is when, not how long, and Amharic counts hours in words.
The unhappy side: a thing the hotel's passage never names is not known."""

from __future__ import annotations

from app.services.assistant import analysis
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage
from tests.assistant.test_asked_thing import answer

# (Tana Lake Lodge is the catalogue's hotel 7 of test_asked_thing.HOTELS.)
WALKS_OM = passage("Tana Lake Lodge ganama ganama deemsa bosonaa qopheessa; gatiin isaa qarshii 250 dha.",
                   lang="om", title="Tana Lake Lodge: deemsa bosonaa")


def test_a_sentence_naming_only_the_hotel_is_no_answer_for_another_thing_there():
    # Playing ball at the lodge: the forest walk's sentence names the lodge and a price, nothing else.
    text = answer("Tana Lake Lodge keessatti kubbaa taphachuun gatiin meeqa", WALKS_OM, lang="om")
    assert "250" not in text


def test_the_thing_the_sentence_names_is_still_answered_at_the_hotel():
    assert "250" in answer("Tana Lake Lodge deemsa bosonaa gatiin meeqa", WALKS_OM, lang="om")


MARKET_OM = passage("Hoteelichi daawwannaa gabaa qopheessa. Daawwannaan kun sa'aatii 07:00 ka'a.", lang="om",
                    title="Daawwannaa gabaa", document_id=3)
AKSUM_EN = passage("The lodge offers a walking tour of ancient Aksum. The tour starts at 08:30 and takes "
                   "2 hours.",
                   title="Walking tours", document_id=4)


def test_of_equal_sentences_the_one_going_on_from_the_asked_thing_answers():
    # Both sentences hold "tour" and "hour"; the English one goes on from the sentence naming
    # Aksum, the Oromo one (in the asked language) from a market tour.
    text = answer("daawwannaan aksum sa'aatii meeqa jalqaba", MARKET_OM, AKSUM_EN, lang="om", hotel_ids=())
    assert "08:30" in text and "07:00" not in text


BUS = passage("The bus leaves the hotel at 06:15 and drives to Woldia for breakfast. It is back at 19:00.",
              title="Bus to Lalibela from Dessie", document_id=5)


def test_a_town_on_the_way_of_the_titled_trip_is_no_other_trip():
    assert "06:15" in answer("what time does the bus to lalibela leave", BUS, hotel_ids=())


def test_a_trip_to_another_town_still_conflicts():
    other = passage("The bus leaves the hotel at 06:15 and drives to Woldia.", title="Bus from Dessie",
                    document_id=6)
    assert "06:15" not in answer("what time does the bus to lalibela leave", other, hotel_ids=())


def test_an_hour_with_a_part_of_the_day_is_no_duration():
    assert not analysis.carries("ጉብኝቱ ከጠዋቱ 2 ሰዓት (08:00) ይጀምራል።", "duration")
    assert analysis.carries("ጉብኝቱ ሁለት ሰዓት ተኩል ይወስዳል።", "duration")
    assert analysis.carries("ጉብኝቱ 3 ሰዓት ይወስዳል።", "duration")
    assert analysis.carries("The walk takes 2 hours.", "duration")


def test_about_is_no_word_of_a_subject_in_amharic_or_tigrinya():
    # "ገደማ" (about) stemmed was a spelling of ገዳም, a monastery.
    assert "ገደም" not in tokens("ሁለት ሰዓት ገደማ ይወስዳል")
    assert tokens("ኣስታት 45 ደቒቕ") == tokens("45 ደቒቕ")
    assert "ገድ" in tokens("ገዳም")
