"""A passage holding nearly all of the question's weight comes first (helper recall25).

The order of passages (retrieval/ranking.py, `subject_order`) counted the question's glossary
subjects a passage mentions, by their own words, its specific words and its title before anything
that says how much of the question it holds. A passage holding every word but a count ("2 coffee
breaks per person price": the count is a word no glossary knows, so `specific`) came after a
dozen passages holding a third of the question ("coffee" and "2"); one naming every word but one
the guest wrote for whom came after passages naming one glossary subject more. Now a passage whose
words hold COMPLETE_COVERAGE of the question's weight, and each of the question's glossary
subjects by a word of its own meaning (`Evidence.complete`), comes before them: a passage holding
"meal" for "breakfast", or none of a subject most passages hold (so light that the rest of the
question is nearly all its weight), is about another thing and keeps the old order."""

from __future__ import annotations

from app.services.assistant import knowledge, retrieval
from app.services.assistant.retrieval.ranking import COMPLETE_COVERAGE
from app.services.assistant.text import tokens

BREAKS = "Kazanchis Business Hotel: meeting rooms"


def learn_coffee() -> None:
    # Passages holding the question's count and its glossary subject ("coffee"), nothing else.
    for n, town in enumerate(("Nekemte", "Debre Markos", "Ziway", "Ambo", "Woldia", "Hosaena")):
        knowledge.learn(title=f"Highland {town} {n}",
                        text=f"Highland {town} serves coffee on the terrace. The terrace is 2 floors up and "
                             f"the lobby has {n + 3} sofas.",
                        url=f"https://hotel.example/highland-{n}", product="hotel")
    knowledge.learn(title=BREAKS,
                    text="Kazanchis Business Hotel rents meeting rooms by the day. A coffee break costs 240 "
                         "birr per person; lunch is 600 birr per person.",
                    url="https://hotel.example/kazanchis", product="hotel")


def test_the_passage_holding_every_word_but_the_count_comes_first(app):
    learn_coffee()
    question = "2 coffee breaks per person price"
    terms = {t: 1.0 for t in tokens(question)}
    evidence = retrieval.explain(question, terms, "hotel", None)
    answer = next(item for item in evidence if item.title == BREAKS)
    assert answer.coverage >= COMPLETE_COVERAGE and answer.complete
    # The passages holding the count are the question's specific words' holders, and no more.
    others = [item for item in evidence if item.title.startswith("Highland")]
    assert others and all(item.specific and not item.complete for item in others)
    assert not answer.specific
    assert evidence[0].title == BREAKS
    passages = retrieval.search(terms, "hotel", None, question=question)
    assert passages and passages[0].title == BREAKS


def test_a_passage_holding_a_third_of_the_question_keeps_the_subject_order(app):
    # Below COMPLETE_COVERAGE nothing changes: the passage naming the subject ("coffee") comes
    # before the one holding other words only, as before.
    learn_coffee()
    question = "coffee on the terrace lobby sofas price at the rooftop garden"
    terms = {t: 1.0 for t in tokens(question)}
    evidence = retrieval.explain(question, terms, "hotel", None)
    assert evidence and not any(item.complete for item in evidence)
    assert evidence == sorted(evidence, key=lambda item: (-item.subjects, -item.exact, -item.specific,
                                                          -item.titled, -item.fused, -item.coverage,
                                                          -(item.cosine or 0.0), item.chunk.id))


def learn_breakfast() -> None:
    # Cooking classes: every word of "... for adults" but breakfast, held as "meal" (a broader word).
    for n, town in enumerate(("Woldia", "Ambo", "Dessie")):
        knowledge.learn(title=f"Cooking class at Highland Mist Inn {town}",
                        text=f"The cooking class teaches a traditional meal. Adults pay {500 + 10 * n} birr "
                             f"per person.",
                        url=f"https://hotel.example/cooking-{n}", product="hotel")
    knowledge.learn(title="Piassa Heritage Inn breakfast",
                    text="Breakfast at Piassa Heritage Inn is served from 06:30 and costs 450 birr.",
                    url="https://hotel.example/piassa-breakfast", product="hotel")


def test_a_passage_holding_a_subject_only_by_a_broader_word_is_not_complete(app):
    learn_breakfast()
    question = "breakfast price for adults per person"
    terms = {t: 1.0 for t in tokens(question)}
    evidence = retrieval.explain(question, terms, "hotel", None)
    classes = [item for item in evidence if item.title.startswith("Cooking class")]
    assert classes and all(item.subjects == 1 and item.exact == 0 for item in classes)
    assert all(item.coverage >= COMPLETE_COVERAGE for item in classes)
    assert not any(item.complete for item in classes)
    # The passage naming breakfast by its own word still comes first, as before.
    assert evidence[0].title == "Piassa Heritage Inn breakfast"


def test_a_passage_lacking_one_of_the_subjects_is_not_complete(app):
    # The guide is a subject most passages of the scope hold, so it weighs little: a passage
    # holding every other word of the question holds nearly all of its weight, and not the guide.
    for n in range(12):
        knowledge.learn(title=f"Guides {n}", text=f"Our guide {n} speaks English and Amharic.",
                        url=f"https://hotel.example/guides-{n}", product="hotel")
    knowledge.learn(title="Sabian Garden Hotel: car hire", text="Sabian Garden Hotel in Harar hires a car "
                    "with a driver for the walled town for 2,500 birr a day.",
                    url="https://hotel.example/sabian-car", product="hotel")
    knowledge.learn(title="Harar walks", text="A guide for the Harar walled town costs 1,200 birr.",
                    url="https://hotel.example/harar-guide", product="hotel")
    question = "sabian garden harar walled town guide price"
    terms = {t: 1.0 for t in tokens(question)}
    evidence = retrieval.explain(question, terms, "hotel", None)
    car = next(item for item in evidence if item.title == "Sabian Garden Hotel: car hire")
    assert car.coverage >= COMPLETE_COVERAGE and car.subjects == 0
    assert not car.complete


def test_a_subject_held_by_the_reading_the_question_is_given_counts_as_its_own(app):
    # "seensa" is read as the entrance when a price is asked (chat passes the reading with the
    # bridges): the passage holding "entrance" holds the subject by its own meaning, not a broader
    # word, and comes before the passages writing "seensa" (check-in) with none of the rest.
    for n in range(4):
        knowledge.learn(title=f"Galmee {n}", text=f"Seensa hoteelaa sa'aatii {n + 12}:00 irraa jalqaba.",
                        url=f"https://hotel.example/galmee-{n}", product="hotel")
    knowledge.learn(title="Sodere hot springs", text="At the Sodere hot springs the entrance costs 150 birr.",
                    url="https://hotel.example/sodere", product="hotel")
    question = "sodere seensa meeqa"
    terms = {"sodere": 1.0, "seensa": 1.0}
    evidence = retrieval.explain(question, terms, "hotel", None, {"seensa": frozenset({"entrance"})})
    sodere = next(item for item in evidence if item.title == "Sodere hot springs")
    assert sodere.exact == 0 and sodere.complete
    assert evidence[0].title == "Sodere hot springs"
    assert any(item.title.startswith("Galmee") and item.exact == 1 for item in evidence)
