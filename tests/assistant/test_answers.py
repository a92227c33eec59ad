"""How an answer is chosen: the asked type and subject (analysis.py), sentences that state the
asked value about the asked subject or "I don't know" with what is known nearby, a passage in
another language introduced and its figures restated, translations of a learned document."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from app.services.assistant import analysis, retrieval
from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.stay_questions import parse_stay
from app.services.assistant.text import tokens


@pytest.mark.parametrize(("question", "kind"), [
    ("How much is the balloon ride?", "price"),
    ("What time does breakfast start?", "time"),
    ("When is Timkat?", "date"),
    ("How long is the visa valid?", "duration"),
    ("Can I bring my dog?", "yes_no"),
    ("Where is the shuttle stop?", "place"),
    ("What is the phone number of the spa?", "contact"),
    ("ቁርስ ስንት ሰዓት ነው?", "time"),  # what time is breakfast? (ስንት: how many, ሰዓት: hours)
    ("የሹትል ዋጋ ስንት ነው?", "price"),
    ("Gatiin shuttle meeqa?", "price"),
    ("nazret garden hotel bilbila meeqa", "contact"),  # the phone, how much: its number
    ("bilbila gochuun meeqa kaffala", "price"),  # what a call costs
    ("Ciree sa'aatii meeqa?", "time"),
    ("Irreechaan yoom kabajama?", "date"),
    ("yeairport shuttle waga sint new?", "price"),  # Amharic in Latin letters
    ("ዋጋ ክንደይ እዩ?", "price"),  # Tigrinya
    ("How can I pay, do you take telebirr?", None),  # a method, not an amount
])
def test_the_asked_type_is_read_in_every_language(question, kind):
    assert analysis.asked_type(question) == kind


def passage(text: str, *, lang: str = "en", title: str = "", document_id: int = 1) -> retrieval.Passage:
    return retrieval.Passage(chunk_id=document_id, document_id=document_id, position=0, text=text,
                             title=title, url=f"https://kb/{document_id}", lang=lang, score=0.8,
                             terms=frozenset(tokens(text)))


def reply(question: str, *passages: retrieval.Passage, lang: str = "en") -> str:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages))
    return compose_from_passages(context)[0]


SHUTTLE = passage("The airport shuttle leaves every 45 minutes. The shuttle costs 450 birr per person.",
                  title="Airport shuttle")
BOATS = passage("The hippo trip leaves at 16:00 from the jetty. It costs 1,200 birr for up to 8 people. "
                "Laundry handed in before 9:00 comes back the same evening.", title="Boat trips",
                document_id=2)


def test_a_price_is_given_only_for_the_asked_subject():
    # The shuttle's price is no answer for the balloon: the reply says what it lacks and what it knows.
    assert reply("How much is the balloon ride?", SHUTTLE) == (
        "I don't know the price you ask about. Nearby, I know about: Airport shuttle.")
    assert reply("How much is the airport shuttle?", SHUTTLE) == "The shuttle costs 450 birr per person."


def test_the_value_may_follow_the_sentence_naming_the_subject():
    assert reply("How much is the hippo trip?", BOATS) == "It costs 1,200 birr for up to 8 people."
    assert reply("What time does the hippo trip leave?", BOATS) == (
        "The hippo trip leaves at 16:00 from the jetty.")


def test_a_typed_answer_comes_from_one_passage():
    text = reply("How much is the shuttle or the hippo trip?", SHUTTLE, BOATS)
    assert ("450" in text) != ("1,200" in text)


def test_a_passage_in_another_language_is_introduced_and_its_figures_restated():
    english = passage("Breakfast costs 300 birr per person.", title="Breakfast")
    assert reply("ቁርስ ዋጋው ስንት ነው?", english, lang="am") == (
        "በእንግሊዝኛ ከተጻፈ ሰነድ፦ ቁርስ፦ 300 ብር። Breakfast costs 300 birr per person.")
    oromo = passage("Ciree nama tokkoof birrii 350 kaffalchiisa.", lang="om", title="Ciree")
    assert reply("How much is breakfast?", oromo).startswith(
        "From a document in Afaan Oromo: breakfast: 350 birr.")


def test_an_english_question_about_something_never_taught_is_not_answered_by_its_neighbour(learn, ask):
    learn("Sheger Spa. Swedish massage, 60 minutes: 2,400 birr. Deep tissue massage: 2,900 birr.",
          url="https://kb/spa", title="Sheger Spa")
    assert "2,400" in ask("How much is a swedish massage?")["reply"]
    answer = ask("How much is an aromatherapy massage?")["reply"]
    assert answer == "I don't know about aromatherapy. Nearby, I know about: Sheger Spa."


def test_a_translation_is_kept_beside_its_original_and_the_asked_language_answers(learn, ask):
    english = learn("The shared shuttle costs 350 birr per person.", url="https://kb/shuttle",
                    title="Shuttle")
    amharic = learn("የጋራ ሹትል ለአንድ ሰው 350 ብር ያስከፍላል።", url="https://kb/shuttle", title="ሹትል", lang="am")
    assert amharic["replaced"] is False and amharic["document_id"] != english["document_id"]
    assert ask("How much is the shared shuttle?")["sources"][0]["id"] == english["document_id"]
    answer = ask("የጋራ ሹትል ዋጋ ስንት ነው?", lang="am")
    assert answer["sources"][0]["id"] == amharic["document_id"]
    assert learn("The shared shuttle costs 400 birr.", url="https://kb/shuttle")["replaced"] is True


@pytest.mark.parametrize("text", ["ከ2027-03-08 እስከ 2027-03-11 ሆቴል", "2027-03-08tti hanga 2027-03-11tti"])
def test_a_date_is_read_with_a_prefix_or_a_clitic_on_it(app, text):
    stay = parse_stay(text)
    assert (stay.check_in, stay.check_out, stay.nights) == (date(2027, 3, 8), date(2027, 3, 11), 3)


def test_an_unseen_word_is_looked_for_in_every_kept_passage_of_the_language():
    # A document's chunks are passages of their own: the second may write the guest's word
    # ("babysitter") in its own form ("Babysitting"); the first one lacking it does not decide.
    clubs = passage("Children at Lake Hawassa Resort: the kids' club is open from 09:00 to 17:00.",
                    title="Children at Lake Hawassa Resort")
    sitting = passage("Babysitting in your room at Lake Hawassa Resort costs 350 birr per hour.",
                      title="Children at Lake Hawassa Resort", document_id=2)
    question = "babysitter price lake hawassa resort"
    context = Context(question=question, lang="en", weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=[clubs, sitting], unknown=("babysitter",))
    assert "350 birr" in compose_from_passages(context)[0]
    # With no kept passage writing a form of it, the word is still a thing nobody taught.
    context = replace(context, passages=[clubs])
    assert compose_from_passages(context)[0].startswith("I don't know about babysitter")


def test_a_yes_no_answer_is_the_sentence_of_the_asked_thing_not_the_hotels_opening():
    # The opening sentence holds the hotel's name, the dog's sentence only "dogs": the hotel is
    # where the thing is asked, so the dog's sentence answers (blind set 23: "can i bring my dog to
    # the papyrus hotel" got "... asks guests to follow these rules").
    rules = passage("Papyrus Garden Hotel in Bahir Dar asks guests to follow these rules. Small dogs up "
                    "to 10 kilograms are welcome in ground floor rooms for 400 birr per night.",
                    title="Papyrus Garden Hotel: house rules and pets")
    question = "can i bring my dog to the papyrus garden hotel"
    context = Context(question=question, lang="en", weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=[rules], hotel_ids=(7,),
                      hotel_rows=((7, "Papyrus Garden Hotel", "Bahir Dar"),))
    assert "10 kilograms" in compose_from_passages(context)[0]
