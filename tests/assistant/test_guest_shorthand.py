"""What guests leave out when they type: a hotel's name one word short ("rock hewn lodge"), a child
given by its age ("for my 9 year old"), who comes ("we are 7 friends"), and "exactly" in "when
exactly is ...". Each is read as what the guest means, and nothing more."""

from __future__ import annotations

from app.services.assistant import analysis, entities, grounding
from tests.assistant.test_answers import passage, reply

DONT_KNOW = "I don't know"
HOTELS = [(1, "Rock-Hewn Heritage Lodge", "Lalibela"), (2, "Rift Valley Conference Hotel", "Adama"),
          (3, "Bishangari Lodge", "Shashemene"), (4, "Lake Tana Shore Resort", "Bahir Dar"),
          (5, "Lake Tana Palm Resort", "Bahir Dar")]


def test_a_long_hotel_name_written_one_word_short_before_its_lodging_word_names_the_hotel():
    assert entities.find_mentions("price for a massage at rock hewn lodge?", HOTELS).hotel_ids == [1]
    assert entities.find_mentions("Irreechaaf rift valley hotel irraa meeqa?", HOTELS).hotel_ids == [2]
    # Without the lodging word right after it, two words of a name are a place, not the hotel.
    assert entities.find_mentions("boat trips on lake tana from bahir dar", HOTELS).hotel_ids == []
    # Two words short, or short words that two hotels share, name no hotel.
    assert entities.find_mentions("breakfast at the heritage lodge", HOTELS).hotel_ids == []
    assert entities.find_mentions("lake tana resort breakfast hours", HOTELS).hotel_ids == []
    # The whole name is still found as before.
    assert entities.find_mentions("Rock-Hewn Heritage Lodge spa", HOTELS).hotel_ids == [1]


TWO_WORD_NAMES = [(11, "Papyrus Garden Hotel", "Bahir Dar"), (12, "Sarbet Garden Hotel", "Addis Ababa"),
                  (13, "Adama Palm Inn", "Adama"), (14, "Bahir Dar Palm Inn", "Bahir Dar"),
                  (15, "Romanat Square Hotel", "Mekelle"), (16, "Abaya Chamo Resort", "Arba Minch")]


def test_a_two_word_name_written_by_its_first_word_before_its_lodging_word_names_the_hotel():
    for question, hotel_id in (("can i bring my dog to the papyrus hotel", 11), ("ሳርቤት ሆቴል ዋና ስንት ነው", 12),
                               ("papyrus hoteelatti saree koo fiduu nan danda'aa", 11),
                               ("ሮማናት ሆቴል ብካርድ እንተ ከፊለ", 15)):
        assert entities.find_mentions(question, TWO_WORD_NAMES).hotel_ids == [hotel_id], question


def test_a_first_word_that_says_no_single_hotel_names_none():
    # A town ("adama hotel" is a hotel in Adama), a word two names share ("palm"), the second word
    # alone ("garden hotel"), a plural ("papyrus hotels") or no lodging word right after it.
    for question in ("adama hotel price", "palm inn breakfast", "the garden hotel pool",
                     "papyrus hotels in bahir dar", "papyrus boats on lake tana", "papyrus, hotel",
                     # (Too few consonants to say which: "Abaya" is the "b" of "ኣብ", at.)
                     "ኣብ ሆቴል ዘይሓደሩ ዓበይቲ 300 ብር"):
        assert entities.find_mentions(question, TWO_WORD_NAMES).hotel_ids == [], question


def _qualifiers(question: str, texts: list[str], hotel_ids: tuple[int, ...]) -> grounding.Qualifiers:
    return grounding.Qualifiers.of(question, "price", "en").with_names(question, texts).with_hotels(
        hotel_ids, tuple(HOTELS))


def test_a_service_s_own_name_does_not_stand_for_the_asked_hotel_s_words():
    question = "price for the 90 min highland massage at rock hewn lodge?"
    menu = ("The signature Lasta Highland Massage comes in two lengths: 60 minutes for 1,800 birr or "
            "90 minutes for 2,600 birr.")
    title = "Lasta Spa menu at Rock-Hewn Heritage Lodge"
    assert grounding.conflict(_qualifiers(question, [title, menu], (1,)), menu) is None
    # Another lodging named instead of the asked one is another thing, as before: one of the
    # catalogue's (the hotel check) or another ("Haile Resort", the name check).
    for other in ("At Bishangari Lodge the Highland Massage costs 2,000 birr for 90 minutes.",
                  "At Haile Resort the Highland Massage costs 2,000 birr for 90 minutes."):
        assert grounding.conflict(_qualifiers(question, [title, other], (1,)), other) in {"name", "hotel"}
    # And the service's own name is still checked: another massage of the asked hotel is not it.
    deep = "The Lasta Deep Tissue Massage costs 2,200 birr for 90 minutes."
    assert grounding.conflict(_qualifiers(question, [title, menu, deep], (1,)), deep) == "name"


BOAT = passage("The Zege boat tour leaves at 08:30. It costs 1,450 birr per adult and 800 birr per child "
               "aged 6 to 12; children under 6 ride free.", title="Lake Tana boat tours")


def test_a_child_given_by_its_age_asks_the_child_s_price():
    assert grounding.ages("for my 9 year old and a 14-year-old, both aged 9") == [9, 14, 9]
    question = "how much is the zege boat tour for my 9 year old?"
    read = analysis.analyse(question, {t: 1.0 for t in ("zege", "boat", "tour", "9", "year", "old")}, "en")
    assert "year" not in read.subject and "old" not in read.subject
    assert "800 birr per child" in reply(question, BOAT)
    # An adult's age asks no child's price, and is no unknown subject either.
    assert grounding.Qualifiers.of("the zege boat tour for my 30 year old brother", "price").contrasts == {}


def test_an_age_is_no_subject_a_passage_must_name():
    # Without an age phrase, an unknown word still says the passage is about something else.
    text = reply("how much is the zege boat tour for the captain's parrot?", BOAT)
    assert "800" not in text


def test_who_comes_is_not_an_untaught_subject(app):
    # (An empty scope: every word is unseen.) "friends" says who comes; "canoe" is what is asked.
    question = analysis.Question("we are 7 friends, how much to hire a canoe?", "price", ("friend", "canoe"))
    with app.app_context():
        assert analysis.unknown_terms(question, "en", app.config["ASSISTANT_PRODUCT"], None) == ("canoe",)


def test_when_exactly_and_next_year_ask_a_date():
    assert analysis.asked_type("when exactly is timket in gondar next year") == "date"
    assert analysis.asked_type("when is timket next year?") == "date"
    assert analysis.asked_type("when exactly are the gates open") == "date"
    # "next year" with a clock word is still a time.
    assert analysis.asked_type("what time is breakfast next year") == "time"


def test_a_phrasal_verb_s_particle_is_part_of_the_verb():
    assert analysis.verb_words("what time does the minibus head back to adama", "en") == {"head", "back"}
    assert analysis.verb_words("what time does the bus set off?", "en") == {"set", "off"}
    # "back" before a noun is no particle: "back office" is what is asked.
    assert "back" not in analysis.verb_words("what time does the back office open", "en")


def test_the_way_back_to_a_place_is_the_trip_out_from_it():
    assert grounding.routes("what time does the minibus head back to adama", asked=True) == {
        "from": frozenset({"adama"})}
    assert grounding.routes("how much is the minibus to adama", asked=True) == {"to": frozenset({"adama"})}


def test_the_return_time_of_a_day_trip_is_asked_by_the_way_back(learn, ask):
    learn("Nazret Garden Hotel in Adama runs a day trip to the Sodere hot springs. The hotel minibus "
          "leaves Adama at 08:00 and leaves Sodere for the return at 17:00. A seat costs 300 birr.",
          title="Sodere day trip from Adama")
    answer = ask("what time does the sodere minibus head back to adama")["reply"]
    # (Not the cancellation rule's "refunds go back": "back" alone asks no refund.)
    assert "17:00" in answer and "cancel" not in answer.casefold()


def test_details_say_what_is_known_of_a_thing_not_which_one():
    pairs = grounding.word_pairs("whatsapp number to send my flight details for the pickup?", "en",
                                 asked=True)
    assert not any("detail" in pair for pair in pairs)
    sentence = "Send your flight number by WhatsApp to +251 911 402 318 before landing."
    assert not grounding.sibling(grounding.asked_siblings(pairs, [(sentence, "en")]), sentence, "en")
    # A word that says which one still makes a sibling: a "business visa" is no "tourist visa".
    visa = grounding.word_pairs("how much is the business visa?", "en", asked=True)
    assert grounding.sibling(grounding.asked_siblings(visa, [("The tourist visa costs 82 dollars.", "en")]),
                             "The tourist visa costs 82 dollars.", "en")


def test_everyday_words_of_how_a_guest_asks_need_no_passage_to_write_them():
    festival = passage("Timket is Gondar's biggest festival. In 2027 the eve falls on 18 January and Timket "
                       "itself on 19 January.", title="Timket 2027 in Gondar")
    assert "19 January" in reply("when exactly is timket in gondar next year", festival)
    # A word that names a thing is still one the passage must hold: a "camel race" is not Timket.
    assert "19 January" not in reply("when exactly is the camel race in gondar next year", festival)


def test_a_party_fits_a_price_for_up_to_more_people():
    asked = grounding.Qualifiers.of("we are 8 people, how much for the game drive", "price")
    assert grounding.capacities("a large vehicle for up to 10 people costs 9,800 birr") == {"person": 10}
    assert grounding.conflict(asked, "a large vehicle for up to 10 people costs 9,800 birr") is None
    # A most below the party, or an exact other number, is another vehicle's price.
    assert grounding.conflict(asked, "a small vehicle for up to 6 people costs 6,500 birr") == "person"
    assert grounding.conflict(asked, "a table for 10 people costs 5,000 birr") == "person"


def test_who_pays_is_no_untaught_subject(app):
    # "foreigners" picks one of a contrast's prices (grounding.CONTRASTS), whatever the passages write.
    question = analysis.Question("nech sar park gate fee for foreigners?", "price", ("gate", "foreigner"))
    with app.app_context():
        unknown = analysis.unknown_terms(question, "en", app.config["ASSISTANT_PRODUCT"], None)
    assert "foreigner" not in unknown


def test_a_shortened_name_needs_a_kind_of_lodging_right_after_it():
    # "Lake Tana. The ..." is the lake: "the" after it, across a full stop, names no resort.
    assert entities.find_mentions("Boat tours on Lake Tana. The half-day tour leaves at 08:30.",
                                  HOTELS).hotel_ids == []
    assert entities.find_mentions("massage at the rock hewn spa", HOTELS).hotel_ids == []
    assert entities.find_mentions("rock hewn, lodge of my dreams", HOTELS).hotel_ids == []


def test_a_number_one_dials_is_no_amount():
    assert not analysis.carries("If your SIM card is lost, dial 994 from another phone to block it.", "price")
    assert analysis.carries("A call to Nairobi costs 994 birr.", "price")
    assert analysis.carries("Call 8294 for a taxi: the ride costs 500 birr.", "price")


def test_a_quantity_s_words_are_still_asked_of_a_passage():
    # "one gb" is a quantity (the unit check weighs it), though the stop-word list holds both words.
    assert grounding.states_quantity("one") and grounding.states_quantity("gb")
    assert not grounding.states_quantity("exactly")


def test_a_payment_card_is_no_room_key():
    from app.services.assistant import glossary
    from app.services.assistant.text import tokens
    card = glossary.alternatives(tokens("card")[0])
    assert tokens("mastercard")[0] in card and tokens("kaardii")[0] in card
    assert not glossary.alternatives(tokens("key")[0]) & card
    fee = passage("Telebirr is accepted without a fee; Visa and Mastercard payments carry a 3% fee.",
                  title="Money at Entoto Grand Hotel")
    assert "3%" in reply("is there a fee if i pay by card?", fee)
