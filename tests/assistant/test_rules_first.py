"""Product rules first for product questions, told from the asked hotel's own settings; a learned
passage adds to the rule only when it is about the hotel or city asked."""

from __future__ import annotations

from datetime import time
from decimal import Decimal

import pytest


@pytest.fixture
def hotels(make):
    strict = make.hotel(name="Zege Peninsula Hotel", city="Bahir Dar", free_cancellation_hours=72,
                        check_out_time=time(10, 0))
    make.room_type(hotel=strict, name="Double", price_per_night=Decimal("1800.00"))
    for name in ("Tana Garden Hotel", "Papyrus Inn"):
        other = make.hotel(name=name, city="Gondar", free_cancellation_hours=24)
        make.room_type(hotel=other, name="Double", price_per_night=Decimal("2000.00"))
    return strict


def test_a_named_hotels_rule_is_told_from_its_own_settings(ask, hotels):
    named = ask("What is the cancellation policy at Zege Peninsula Hotel?")["reply"]
    assert named.startswith("Zege Peninsula Hotel: Free cancellation") and "72 hours" in named
    general = ask("What is the cancellation policy?")["reply"]
    assert "24-72 hours" in general


def test_a_learned_passage_that_only_shares_a_word_does_not_beat_the_rule(ask, learn, hotels):
    learn("The shared airport shuttle desk at Bole takes telebirr or cash; a seat costs 350 birr.",
          url="https://kb/shuttle", title="Airport shuttle")
    reply = ask("Which payment methods can I use to pay for my booking?")
    assert reply["reply"].startswith("You pay online on Chapa")
    assert "350" not in reply["reply"]
    assert [s["type"] for s in reply["sources"]] == ["builtin"]


def test_a_learned_passage_about_the_asked_hotel_adds_to_the_rule(ask, learn, hotels):
    learn("Zege Peninsula Hotel: the boat transfer to the peninsula is paid in cash at the jetty.",
          url="https://kb/zege-boat", title="Zege Peninsula Hotel boat transfer")
    reply = ask("Which payment methods can I use at Zege Peninsula Hotel?")
    assert "Chapa" in reply["reply"] and "paid in cash at the jetty" in reply["reply"]
    assert reply["reply"].index("Chapa") < reply["reply"].index("jetty")
    assert [s["type"] for s in reply["sources"]][:2] == ["builtin", "document"]


@pytest.mark.parametrize(("lang", "question", "expected"), [
    ("en", "what time is check out at Zege Peninsula Hotel?", "Zege Peninsula Hotel: check-in is from 14:00 "
     "and check-out is by 10:00"),
    ("om", "Zege Peninsula Hotel irraa ba'uun sa'aatii meeqatti", "Zege Peninsula Hotel: seensi (check-in) "
     "sa'aatii 14:00"),
    ("am", "ዜጌ ፔኒንሱላ ሆቴል ስንት ሰዓት ነው የሚወጣው", "መውጫ (check-out) እስከ 10:00"),
    # Oromo writes the glottal stop as h too: "bahuu" is "ba'uu".
    ("om", "Zege Peninsula Hotel yeroo bahuu sa'aatii meeqa", "Zege Peninsula Hotel: seensi (check-in) "
     "sa'aatii 14:00"),
])
def test_one_named_hotels_times_are_said_as_its_own(ask, hotels, lang, question, expected):
    reply = ask(question, lang=lang)["reply"]
    assert expected in reply
    # Not "at most hotels": these are the named hotel's own times.
    assert "most hotels" not in reply and "baay'ee" not in reply and "አብዛኞቹ" not in reply


@pytest.mark.parametrize(("lang", "question", "expected"), [
    # The entry to a named hotel is its check-in ...
    ("om", "Zege Peninsula Hotel seensi sa'aatii meeqa?",
     "Zege Peninsula Hotel: seensi (check-in) sa'aatii 14:00"),
    ("om", "zege peninsula hotel yeroo seensaa",  # "seensaa": the entry's (genitive)
     "Zege Peninsula Hotel: seensi (check-in) sa'aatii 14:00"),
    # ... and a name's common word may be written translated: "ሐይቅ" is "Lake".
    ("am", "ሐይቅ ጣና ሾር ሪዞርት ስንት ሰዓት ነው የሚገባው", "Lake Tana Shore Resort"),
])
def test_the_entry_to_a_named_hotel_is_its_check_in(ask, make, hotels, lang, question, expected):
    lake = make.hotel(name="Lake Tana Shore Resort", city="Bahir Dar", check_in_time=time(13, 0))
    make.room_type(hotel=lake, name="Double", price_per_night=Decimal("2600.00"))
    reply = ask(question, lang=lang)
    assert expected in reply["reply"], reply["reply"]
    assert ("13:00" if lake.name in expected else "14:00") in reply["reply"]
    assert [s["type"] for s in reply["sources"]][:1] == ["builtin"]


def test_the_entry_to_anything_else_is_no_check_in(ask, learn, hotels):
    """Without a hotel, an entry is a site's, with its own fee and hours (the check-in rule
    leaves "seensi" out)."""
    learn("Burqaa Soodarree: seensi guyyaa guutuu namoota gurguddaaf qarshii 150, daa'immaniif "
          "qarshii 75 dha. Bishaan ho'aa sa'aatii 06:00 irraa hanga 18:00tti banaa dha.",
          url="https://kb/sodere", title="Soodarree", lang="om")
    reply = ask("Soodarree seensi daa'immanii meeqa?", lang="om")
    assert "75" in reply["reply"] and "check-in" not in reply["reply"], reply["reply"]


def test_a_learned_passage_about_the_hotel_adds_only_what_speaks_of_the_question(ask, learn, hotels):
    learn("Zege Peninsula Hotel runs a boat to the monasteries. The crossing takes 40 minutes and "
          "leaves at 07:30 and 13:00.", url="https://kb/zege-boat", title="Zege Peninsula Hotel boat")
    reply = ask("What time is check-out at Zege Peninsula Hotel?")
    assert "check-out is by 10:00" in reply["reply"]
    # The boat's times follow a sentence naming the hotel, yet say nothing of check-out.
    assert "07:30" not in reply["reply"] and "13:00" not in reply["reply"]
    assert [s["type"] for s in reply["sources"]] == ["builtin"]
