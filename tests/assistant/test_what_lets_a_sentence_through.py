"""Sentences that answer for a thing the question does not ask about are kept out (helper guard18):
- a passage about a hotel the question names, that cannot write the question's other name because
  no passage of the scope holds it (an English word nobody taught, `Context.unseen`, of the kind
  analysis.untaught_subject_word takes), is no answer for that named thing: the hotel's words say
  where (responders._names_another_thing_at_the_hotel);
- a contact question is answered only by a sentence stating a contact (responders._states_contact);
- a text naming another town beside the asked ones, and the asked destination nowhere, is a trip
  to that other town (grounding.conflict).
Questions about what the passages do teach are still answered."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, glossary, grounding
from app.services.assistant.responders import (
    DONT_KNOW,
    Context,
    _states_contact,
    compose_from_passages,
)
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage

HOTELS = ((7, "Tana Lake Lodge", "Bahir Dar"),)


def answer(question: str, *passages, lang: str = "en", unseen: tuple[str, ...] = (),
           hotel_ids: tuple[int, ...] = (7,)) -> str:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages), unseen=unseen, hotel_ids=hotel_ids, hotel_rows=HOTELS)
    return compose_from_passages(context)[0]


BOATS = passage("Tana Lake Lodge runs two boat trips on the lake. The island trip visits the weaving "
                "villages on the shore. It costs 1,300 birr per person.",
                title="Boat trips at Tana Lake Lodge")


def test_a_name_no_passage_holds_is_not_answered_by_the_hotel_passage():
    # "Wolleka" is written by no passage: the weaving villages' boat trip is another thing.
    reply = answer("how much is the wolleka village tour from tana lake lodge?", BOATS, unseen=("wolleka",))
    assert reply.startswith("I don't know") and "1,300" not in reply


def test_the_hotel_passage_still_answers_for_the_thing_it_names():
    assert "1,300" in answer("how much is the island trip from tana lake lodge?", BOATS)


WIFI = passage("Tana Lake Lodge has free Wi-Fi in every room. The faster line costs 300 birr per day "
               "or 1,600 birr per week.", title="Wi-Fi at Tana Lake Lodge")


def test_a_form_of_a_word_the_passage_writes_is_no_name_nobody_wrote():
    # "weekly" is held by no passage, but the passage writes "week": a form of its word
    # (glossary.inflected_alike), not a thing it cannot name.
    reply = answer("faster wifi at tana lake lodge, what's the weekly price", WIFI, unseen=("weekly",))
    assert "1,600" in reply, reply


@pytest.mark.parametrize(("doer", "doing"), [
    ("babysitter", "babysitting"), ("driver", "driving"), ("cleaner", "cleaning")])
def test_a_doer_and_the_doing_are_forms_of_one_english_word(doer, doing):
    assert glossary.inflected_alike(doer, doing, "en") and glossary.inflected_alike(doing, doer, "en")


def test_an_er_word_beside_its_bare_stem_is_a_word_of_its_own():
    # Only the "-ing" form pairs with a doer: "corner" is no "corn", "shower" no "show".
    for first, second in (("corner", "corn"), ("babysitter", "babysit"), ("dinner", "dining")):
        assert not glossary.inflected_alike(first, second, "en")


def test_only_a_word_of_an_untaught_subjects_kind_is_a_name_nobody_wrote():
    # A word this short nobody wrote ("trek": the passages say "hike") is as often another word for
    # a thing they teach, and so is one saying how the guest asks.
    question = "how much exactly is the 4 day trek to wolleka from tana lake lodge?"
    assert analysis.untaught_subject_word("wolleka", question)
    assert not analysis.untaught_subject_word("trek", question)
    assert not analysis.untaught_subject_word("exactly", question)


def test_an_unseen_word_saying_how_the_guest_asks_is_no_name():
    # (A filler word nobody writes is no thing asked about.)
    assert "1,300" in answer("how much exactly is the island trip from tana lake lodge?", BOATS,
                             unseen=("exactly",))


TRIP = passage("Tana Lake Lodge in Bahir Dar offers a guided day trip to the old town of Gondar. "
               "The day trip costs 3,100 birr per adult, lunch included.", title="Gondar day trip")


def test_a_trip_to_another_town_from_the_asked_start_is_no_answer():
    qualifiers = grounding.Qualifiers.of("ከባሕር ዳር ወደ ላሊበላ ጉዞ ዋጋው ስንት ነው", "price", "am")
    assert grounding.conflict(qualifiers, f"{TRIP.title}. {TRIP.text}") == "route"
    reply = answer("ከባሕር ዳር ወደ ላሊበላ ጉዞ ዋጋው ስንት ነው", TRIP, lang="am", hotel_ids=())
    assert "3,100" not in reply and not reply.startswith("The day trip")


@pytest.mark.parametrize("question", [
    "ከባሕር ዳር ወደ ጎንደር ጉዞ ዋጋው ስንት ነው",  # the asked destination, written
    "ከባሕር ዳር የሚነሳ ጉዞ ዋጋው ስንት ነው",  # no destination asked: the trips from Bahir Dar
])
def test_a_trip_the_text_names_or_a_start_alone_still_answers(question):
    qualifiers = grounding.Qualifiers.of(question, "price", "am")
    assert grounding.conflict(qualifiers, f"{TRIP.title}. {TRIP.text}") is None


def test_a_text_naming_only_where_the_trip_starts_is_no_other_trip():
    qualifiers = grounding.Qualifiers.of("ከባሕር ዳር ወደ ላሊበላ ጉዞ ዋጋው ስንት ነው", "price", "am")
    text = "Buses leave Bahir Dar's main station every morning at 06:00."
    assert grounding.conflict(qualifiers, text) is None


SPA_WHERE = passage("The spa at Tana Lake Lodge is on the ground floor by the pool. A back massage costs "
                    "1,200 birr for 45 minutes.", title="Spa at Tana Lake Lodge")
SPA_CALL = passage("The spa at Tana Lake Lodge is on the ground floor. To book, call the spa on "
                   "+251 58 111 2233 or dial extension 305.", title="Spa at Tana Lake Lodge")
SPA_WHERE_AM = passage("የጣና ሌክ ሎጅ ስፓ ከመዋኛ ገንዳው አጠገብ ይገኛል። የጀርባ ማሳጅ ለ45 ደቂቃ በ1,200 ብር ይሰጣል።",
                       lang="am", title="የጣና ሌክ ሎጅ ስፓ")
SPA_CALL_AM = passage("የጣና ሌክ ሎጅ ስፓ ከመዋኛ ገንዳው አጠገብ ይገኛል። ስፓውን ለማስያዝ በ058 111 2233 ይደውሉ።",
                      lang="am", title="የጣና ሌክ ሎጅ ስፓ")


@pytest.mark.parametrize(("question", "lang", "found"), [
    ("what is the phone number of the spa at tana lake lodge", "en", SPA_WHERE),
    ("የጣና ሌክ ሎጅ ስፓ ስልክ ቁጥር", "am", SPA_WHERE_AM),
])
def test_a_sentence_naming_the_thing_is_no_phone_number_for_it(question, lang, found):
    text, _, outcome = compose_from_passages(Context(
        question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
        passages=[found], hotel_ids=(7,), hotel_rows=HOTELS))
    assert outcome == DONT_KNOW and "1,200" not in text and "45" not in text


@pytest.mark.parametrize(("question", "lang", "found", "number"), [
    ("what is the phone number of the spa at tana lake lodge", "en", SPA_CALL, "111 2233"),
    ("የጣና ሌክ ሎጅ ስፓ ስልክ ቁጥር", "am", SPA_CALL_AM, "111 2233"),
])
def test_a_sentence_stating_the_number_answers(question, lang, found, number):
    assert number in answer(question, found, lang=lang)


def test_amounts_and_clock_times_are_no_contact():
    assert not _states_contact("A back massage costs 1,200 birr for 45 minutes, 08:00 to 20:00.")
    assert not _states_contact("Gatiin qarshii 1,500 dha.")
    assert _states_contact("For an ambulance dial 907.") and _states_contact("Write to spa@tanalake.et.")


def test_a_question_asking_for_the_call_itself_is_no_number_asked():
    wake_up = passage("The front desk at Tana Lake Lodge gives wake-up calls at any hour; ask at reception "
                      "before going to bed.", title="Wake-up calls")
    question = "could reception phone my room at tana lake lodge to wake me up?"
    assert "wake-up calls" in answer(question, wake_up)
