"""Finding the passage that holds the answer (helper sources19).

The order of accepted passages (retrieval/ranking.py, `subject_order`): a passage holding the
question's own words the glossary does not know (a name, a specific thing: "camel", "Abba Garima")
comes before one whose title only names the question's glossary subject ("ride"), which says what
kind of thing a passage is about, not which one."""

from __future__ import annotations

from app.services.assistant import knowledge, retrieval, transliteration
from app.services.assistant.text import tokens

QUESTION = "camel ride to abba garima price"
TERMS = {"camel": 1.0, "ride": 1.0, "abba": 1.0, "garima": 1.0, "price": 1.0}


def learn_rides() -> None:
    # Passages titled with the subject ("ride"), holding none of the question's other words.
    for n, town in enumerate(("Ziway", "Langano", "Hawassa", "Bishoftu", "Bahir Dar", "Gorgora")):
        knowledge.learn(title=f"Boat rides on the lake at Lakeside Camp {n}",
                        text=f"Lakeside Camp {n} in {town} runs boat rides every morning. A one-hour ride "
                             f"costs {300 + 10 * n} birr per person, life jackets included.",
                        url=f"https://hotel.example/boat-{n}", product="hotel")
    # The passage that answers: its title names neither "ride" nor the monastery.
    knowledge.learn(title="Adwa day programme at Yeha Heritage Hotel",
                    text="Yeha Heritage Hotel arranges a day programme around Adwa. The morning visit to "
                         "the Yeha temple is free for guests. A camel ride to the Abba Garima monastery "
                         "costs 1,300 birr per person and takes about four hours.",
                    url="https://hotel.example/adwa", product="hotel")


def test_the_passage_holding_the_asked_name_comes_before_passages_titled_with_the_subject(app):
    learn_rides()
    evidence = retrieval.explain(QUESTION, TERMS, "hotel", None)
    assert evidence[0].title == "Adwa day programme at Yeha Heritage Hotel"
    assert evidence[0].specific and evidence[0].titled == 0
    # Titled with the subject, holding none of the question's own words: after it.
    rides = [item for item in evidence if item.title.startswith("Boat rides")]
    assert rides and all(not item.specific and item.titled == 1 for item in rides)
    passages = retrieval.search(TERMS, "hotel", None, question=QUESTION)
    assert passages[0].title == "Adwa day programme at Yeha Heritage Hotel"


def test_a_glossary_subject_still_outranks_the_specific_words(app):
    # A passage naming the subject ("ride") and the name comes before one naming the name alone:
    # the question's glossary subjects are counted first, as before.
    knowledge.learn(title="Abba Garima monastery", text="The Abba Garima monastery keeps the oldest "
                    "illuminated gospels. Entry for visitors costs 200 birr.",
                    url="https://hotel.example/garima", product="hotel")
    knowledge.learn(title="Adwa excursions", text="A camel ride to Abba Garima costs 1,300 birr per person.",
                    url="https://hotel.example/camel", product="hotel")
    evidence = retrieval.explain(QUESTION, TERMS, "hotel", None)
    titles = [item.title for item in evidence]
    assert titles.index("Adwa excursions") < titles.index("Abba Garima monastery")


def test_a_passage_sharing_only_glossary_words_has_no_specific_weight(app):
    learn_rides()
    evidence = retrieval.explain("boat ride price", {"boat": 1.0, "ride": 1.0, "price": 1.0}, "hotel", None)
    assert evidence and all(not item.specific for item in evidence)


def test_a_passage_holding_a_common_word_but_not_the_name_nobody_taught_is_not_about_the_asked_thing(app):
    # "Chamo" is held, "Abaya" by no passage: the lake nobody taught is what is asked, and it
    # weighs as the rarest possible word, so the Lake Chamo cruise does not hold most of the words.
    knowledge.learn(title="Lake Chamo", text="A sunset cruise on Lake Chamo costs 800 birr per person.",
                    url="https://hotel.example/chamo", product="hotel")
    knowledge.learn(title="Spa", text="The spa opens at 9:00 and a massage costs 1,200 birr.",
                    url="https://hotel.example/spa", product="hotel")
    knowledge.learn(title="Parking", text="Guests park free of charge in the hotel's guarded car park.",
                    url="https://hotel.example/parking", product="hotel")
    question = "cruise on lake chamo or lake abaya price"
    evidence = retrieval.explain(question, {t: 1.0 for t in tokens(question)}, "hotel", None)
    assert not next(item for item in evidence if item.title == "Lake Chamo").specific
    # Asked by the name it holds, it is.
    question = "cruise on lake chamo price"
    evidence = retrieval.explain(question, {t: 1.0 for t in tokens(question)}, "hotel", None)
    assert next(item for item in evidence if item.title == "Lake Chamo").specific


def test_english_dictionary_words_do_not_say_which_thing_is_asked(app):
    # "falls" and "day" are held by a visa fine, "Blue Nile Falls day trip" is about no visa.
    knowledge.learn(title="Visas", text="Overstaying a visa costs a fine of 10 dollars per day; the fine "
                    "falls due at departure.", url="https://hotel.example/visa", product="hotel")
    question = "blue nile falls day trip price"
    evidence = retrieval.explain(question, {t: 1.0 for t in tokens(question)}, "hotel", None)
    assert evidence and not any(item.specific for item in evidence)


def test_an_ethiopic_loanword_is_the_latin_word_with_all_its_consonants_not_one_without_an_ending():
    by_consonants = transliteration._latin_by_consonants(frozenset({"percent", "person"}))
    assert transliteration._latin_matches("ፐርሰንት", by_consonants) == {"percent"}
    # With no whole match, the word without its ending still is one ("ሚኒባሶች", minibuses).
    only_person = transliteration._latin_by_consonants(frozenset({"person"}))
    assert transliteration._latin_matches("ፐርሰንት", only_person) == {"person"}
