"""The travel glossary: Amharic and Oromo words find English passages by their words, and a
passage that shares only a price or time word (or a city) with a question is not its answer."""

from __future__ import annotations

import pytest

from app.services.assistant import glossary, grounding, knowledge, retrieval
from app.services.assistant.retrieval import ranking
from app.services.assistant.text import tokens

BREAKFAST = "Breakfast is served from 6:30 to 10:00 every morning in the garden restaurant."
SMOKING = "Smoking is not allowed in the rooms; a cleaning fee of 2,000 birr is charged when smoke is found."
FISH_MARKET = "The fish market on the lake shore opens at 6:00 in the morning."
SHUTTLE = "A shuttle from the airport to the hotel costs 900 birr one way."
CAR_PARK = "You can leave your car in the hotel's guarded car park for 100 birr a night."


def ask(question: str) -> list[retrieval.Passage]:
    return retrieval.search({t: 1.0 for t in tokens(question)}, "hotel", None, question=question)


def urls(passages) -> list[str]:
    return [p.url.rsplit("/", 1)[1] for p in passages]


@pytest.fixture
def knowledge_base(app):
    for name, passage in {"breakfast": BREAKFAST, "smoking": SMOKING, "fish-market": FISH_MARKET,
                          "shuttle": SHUTTLE}.items():
        knowledge.learn(text=passage, url=f"https://hotel.example/{name}", product="hotel")


def test_a_word_stands_for_its_translations_in_every_form():
    assert "breakfast" in glossary.alternatives("ቁርስ")
    # Amharic "my dog" (object), Oromo "fish" with its subject ending: the word a form starts with.
    assert "dog" in glossary.alternatives(tokens("ውሻዬን")[0])
    assert {"fish", "ዓሳ", "qurxummii"} <= glossary.alternatives("qurxummiin") | {"ዓሳ"}
    assert "hawassa" in glossary.alternatives(tokens("ሐዋሳ")[0])
    assert glossary.alternatives("zebra") == {"zebra"}


def test_price_time_and_city_words_do_not_say_what_a_question_is_about():
    assert not glossary.is_topical("fee") and glossary.is_generic("fee")
    assert not glossary.is_topical(tokens("ሰዓት")[0])
    assert not glossary.is_topical("gondar") and not glossary.is_generic("gondar")
    assert glossary.is_topical("visa") and glossary.is_topical("breakfast")


def test_oromo_and_amharic_questions_find_english_passages_by_their_words(knowledge_base):
    # "When does the fish market open?" in Oromo and in Amharic: neither shares a word with the
    # passage, and the small model's vectors alone do not reach it.
    assert urls(ask("Gabaan qurxummii yoom banama?"))[:1] == ["fish-market"]
    assert urls(ask("የአሳ ገበያው መቼ ይከፈታል?"))[:1] == ["fish-market"]


def test_a_fee_question_is_not_answered_by_another_subjects_fee(knowledge_base):
    # Shares "fee" (and nothing it is about) with the smoking rule.
    assert "smoking" not in urls(ask("What is the fee for a fishing licence?"))
    assert "smoking" not in urls(ask("How much is the visa fee?"))


def test_a_missing_price_or_time_word_does_not_count_against_a_passage(knowledge_base):
    # The breakfast passage never says "time": it still covers all that the question is about.
    evidence = {e.url.rsplit("/", 1)[1]: e for e in retrieval.explain(
        "What time is breakfast?", {t: 1.0 for t in tokens("What time is breakfast?")}, "hotel", None)}
    assert evidence["breakfast"].coverage == pytest.approx(1.0)


def test_a_question_about_a_subject_no_passage_mentions_is_not_answered_by_a_shared_word(knowledge_base):
    # "Renting" is a subject the glossary knows and no passage mentions: the car park passage
    # shares "car" with the question, which is not what it is about.
    knowledge.learn(text=CAR_PARK, url="https://hotel.example/car-park", product="hotel")
    assert ask("How much does it cost to rent a car?") == []
    assert ask("መኪና ለመከራየት ስንት ይከፈላል?") == []  # the same in Amharic
    assert ask("Konkolaataa kireeffachuuf meeqa kaffala?") == []  # and in Oromo
    # A subject the passages do mention is answered as before.
    assert urls(ask("How much does it cost to leave my car?"))[:1] == ["car-park"]
    assert urls(ask("How much is the airport shuttle?"))[:1] == ["shuttle"]


PETS_AM = "የቤት እንስሳት በሆቴሎቹ አይፈቀዱም፤ መሪ ውሾች ግን ሁልጊዜ ይፈቀዳሉ።"
PETS_OM = "Bineensonni manaa hoteelota keessatti hin hayyamaman; sareen qajeelchituu garuu ni simatamti."


def test_a_question_word_finds_the_inflected_forms_of_its_glossary_word_in_a_passage(app):
    # The Oromo passage says "sareen" (the dog, subject form), the question "saree": without the
    # passage's forms, only the Amharic passage ("ውሾች") covered the question's dog.
    knowledge.learn(text=PETS_AM, url="https://hotel.example/pets-am", product="hotel")
    knowledge.learn(text=PETS_OM, url="https://hotel.example/pets-om", product="hotel")
    evidence = {e.url.rsplit("/", 1)[1]: e for e in retrieval.explain(
        "Saree koo waliin dhufuu nan danda'aa?", {t: 1.0 for t in tokens("Saree koo waliin dhufuu")},
        "hotel", None)}
    assert evidence["pets-am"].coverage > 0
    assert evidence["pets-om"].coverage == pytest.approx(evidence["pets-am"].coverage)
    assert "saree" in glossary.with_meanings(frozenset({"sareen"}))


PARKING = "Guests who arrive by car can leave it in the hotel's guarded parking for 150 birr a night."
SIMIEN_PARK = "The entrance fee to the Simien Mountains National Park is 90 birr per day."
PICK_UP_AM = "ከአውሮፕላን ማረፊያ ወደ ማንኛውም ሆቴል መኪና በአንድ መንገድ 900 ብር ያስከፍላል።"
POOLS = "Hotel swimming pools are open from 7:00 to 19:00; children under 12 must swim with an adult."
TIMKAT_AM = "በጥምቀት በዓል በጎንደር ወደ ፋሲል መዋኛ የሚደረገው ጉዞ ጥር 11 ንጋት ላይ ይጀምራል።"


def learn_titled(title: str, passage: str, name: str) -> None:
    knowledge.learn(text=passage, title=title, url=f"https://hotel.example/{name}", product="hotel")


def test_the_passage_mentioning_more_of_the_questions_subjects_answers_first(app):
    # The vectors prefer the Amharic airport pick-up (same script, "መኪና" = car) for an Amharic
    # parking question; the English parking rule mentions both the car and the parking.
    learn_titled("Parking", PARKING, "parking")
    learn_titled("የአውሮፕላን ማረፊያ ትራንስፖርት", PICK_UP_AM, "pick-up-am")
    for name, passage in {"simien": SIMIEN_PARK, "pools": POOLS, "timkat-am": TIMKAT_AM}.items():
        learn_titled("", passage, name)
    assert urls(ask("መኪና ማቆሚያ ስንት ያስከፍላል?"))[:1] == ["parking"]
    assert urls(ask("Konkolaataa dhaabuuf kaffaltiin meeqa?"))[:1] == ["parking"]


def test_english_park_is_a_car_park_or_a_national_park(app):
    learn_titled("Parking", PARKING, "parking")
    learn_titled("Simien Mountains National Park", SIMIEN_PARK, "simien")
    assert urls(ask("Where can I park my car?"))[:1] == ["parking"]
    assert urls(ask("How much is it to get into the Simien Mountains park?"))[:1] == ["simien"]


def test_a_passage_titled_with_the_subject_answers_before_one_that_mentions_it_in_passing(app):
    # "ፋሲል መዋኛ" (Fasilides' Bath) is literally a "swimming place": both passages mention the
    # pool, only one is about it.
    learn_titled("Swimming pools", POOLS, "pools")
    learn_titled("ጥምቀት በጎንደር", TIMKAT_AM, "timkat-am")
    assert urls(ask("መዋኛ ገንዳው መቼ ይከፈታል?"))[:1] == ["pools"]
    assert urls(ask("Bakki daakaa sa'aatii meeqa banama?"))[:1] == ["pools"]


PICK_UP_OM = ("Konkolaataan buufata xiyyaaraa Boolee irraa gara hoteela Finfinnee kamiiyyuu qarshii 900 "
              "kaffalchiisa.")
BOATS_AM = "ወደ ዘጌ ገዳማት የሚሄዱ የጣና ሐይቅ ጀልባዎች ከባሕር ዳር ይነሳሉ። የጋራ ጀልባ ጉዞ ለአንድ ሰው 600 ብር ያስከፍላል።"


def test_to_and_from_are_not_what_a_question_is_about(app):
    # "gara" / "ወደ" (to) and "irraa" (from) are in every passage about getting somewhere: a
    # question about a train shares them, and the cities, with the airport pick-up and the boats.
    knowledge.learn(text=PICK_UP_OM, url="https://hotel.example/pick-up-om", product="hotel")
    knowledge.learn(text=BOATS_AM, url="https://hotel.example/boats-am", product="hotel")
    assert ask("Baabura Finfinnee irraa gara Adaamaa meeqa?") == []
    assert "gara" not in tokens("Finfinnee irraa gara Adaamaa") and tokens("ወደ ጎንደር") == ["ጎንደር"]


PICK_UP = ("Marefiya airport transfer in Addis Ababa: a car from Bole International Airport to any hotel in "
           "Addis Ababa costs 900 birr one way. Book the transfer at least 12 hours before you land.")



@pytest.mark.parametrize("question", [
    "ከአዲስ አበባ ወደ ባሕር ዳር በአውቶቡስ ለመሄድ ስንት ያስከፍላል?",
    "በአዲስ አበባ የአውቶቡስ ትኬት ዋጋው ስንት ነው?",
])
def test_a_passage_in_another_script_close_by_its_vector_must_mention_a_subject_the_question_names(
    app, monkeypatch, question
):
    # The bus (a subject the glossary knows) is in no passage; the English airport pick-up is close
    # to such an Amharic question for its cities and price words only. Whatever the vectors say
    # (every threshold off), it is not the answer; a question about what it does mention still
    # gets it, and an English paraphrase (same script) still rests on the vectors.
    for name, value in {"DENSE_COSINE": -1.0, "DENSE_MARGIN": -1.0, "FRAME_DROP": -1.0}.items():
        monkeypatch.setattr(ranking, name, value)
    knowledge.learn(text=PICK_UP, title="Airport transfer in Addis Ababa",
                    url="https://hotel.example/pick-up", product="hotel")
    assert ask(question) == []
    assert urls(ask("ከቦሌ ወደ ሆቴሌ የሚወስድ ትራንስፖርት አለ?")) == ["pick-up"]
    assert urls(ask("Is there a bus from the airport?")) == ["pick-up"]


def test_a_time_of_day_is_not_what_a_question_is_about(knowledge_base):
    # The fish market "opens at 6:00 in the morning": the bank shares "open" and "morning" with it.
    assert ask("What time does the bank open in the morning?") == []
    assert ask("ባንኩ ጠዋት መቼ ይከፈታል?") == []
    assert urls(ask("Gabaan qurxummii ganama yoom banama?"))[:1] == ["fish-market"]


def _reply(question: str, passage_text: str) -> str:
    from app.services.assistant.responders import Context, compose_from_passages

    passage = retrieval.Passage(chunk_id=1, document_id=1, position=0, text=passage_text, title="",
                                url="", lang="en", score=0.8, terms=frozenset(tokens(passage_text)))
    context = Context(question=question, lang="am", weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=[passage])
    return compose_from_passages(context)[0]


HOTEL_RULES = ("Breakfast is served from 6:30 to 10:00 in the garden restaurant. "
               "The swimming pool is open from 7:00 to 19:00. "
               "Laundry handed in before 9:00 comes back the same evening.")


@pytest.mark.parametrize("question", [
    "የመዋኛ ገንዳው ስንት ሰዓት ይከፈታል?",  # Amharic: when does the swimming pool open?
    "Bakki daakaa yoom banama?",  # Oromo: the same
])
def test_the_reply_picks_the_sentence_a_translated_question_asks_about(question):
    # No word of the question is in the passage: the sentence is chosen by the glossary's
    # meanings, as the passage was found, not the passage's first sentence. The passage is in
    # English: the reply says so in Amharic and restates its times before quoting it.
    reply = _reply(question, HOTEL_RULES)
    assert reply.startswith("በእንግሊዝኛ ከተጻፈ ሰነድ፦ ")
    assert "7:00, 19:00" in reply.split("።")[0] and "Laundry" not in reply
    assert reply.endswith(" The swimming pool is open from 7:00 to 19:00.")


def test_the_reply_reads_a_sentence_s_inflected_words_by_their_meaning():
    # Oromo "Bineensonni" (pets, plural subject) and "sareen" (the dog) in the passage's forms.
    passage = ("Kutaan hundi siree lama qaba. "
               "Bineensonni manaa hin hayyamaman; sareen qajeelchituu garuu ni simatamti.")
    assert _reply("Can I bring my dog?", passage).endswith(
        "፦ Bineensonni manaa hin hayyamaman; sareen qajeelchituu garuu ni simatamti.")


def test_a_rule_learned_in_several_languages_is_said_once_in_the_asked_one():
    from app.services.assistant.responders import Context, compose_from_passages

    texts = {"en": "Pets are not allowed in the hotels; guide dogs are always welcome.",
             "am": "የቤት እንስሳት በሆቴሎቹ አይፈቀዱም፤ መሪ ውሾች ግን ሁልጊዜ ይፈቀዳሉ።"}
    passages = [retrieval.Passage(chunk_id=i, document_id=i, position=0, text=text, title="", url="",
                                  lang=lang, score=0.8, terms=frozenset(tokens(text)))
                for i, (lang, text) in enumerate(texts.items(), start=1)]
    question = "ውሻዬን ይዤ መምጣት እችላለሁ?"  # Can I bring my dog?
    context = Context(question=question, lang="am", weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=passages)
    text, sources, _ = compose_from_passages(context)
    assert text == texts["am"] and [s["id"] for s in sources] == [2]


def test_an_amharic_word_matches_a_glossary_word_it_starts_with_only_by_a_real_ending():
    assert "dog" in glossary.alternatives(tokens("ውሻዬን")[0])  # my dog: "ዬ" is an ending
    assert "luggage" in glossary.alternatives(tokens("ሻንጣዬን")[0])
    # Other words that happen to start with a short glossary word are not it.
    assert "food" not in glossary.alternatives(tokens("ለመግባት")[0])  # to enter, not ምግብ
    assert "ticket" not in glossary.alternatives(tokens("ተካቷል")[0])  # included, not ትኬት
    assert "lunch" not in glossary.alternatives(tokens("ማሳጅ")[0])  # massage, not ምሳ


ROOM_SERVICE = "Room service takes orders for food and drinks from 7:00 to 23:00."


@pytest.mark.parametrize("question", [
    "When can I get something to eat in the morning?",
    "ጠዋት ምግብ መቼ ማግኘት እችላለሁ?",  # Amharic: when can I get food in the morning?
    "Ganama yoom nyaachuu danda'a?",  # Oromo: when can I eat in the morning?
])
def test_eating_in_the_morning_is_breakfast(knowledge_base, question):
    # Neither word is "breakfast", and "morning" alone only says when: together they name it,
    # before the other passage about food.
    knowledge.learn(text=ROOM_SERVICE, url="https://hotel.example/room-service", product="hotel")
    assert urls(ask(question))[:1] == ["breakfast"]


def test_a_time_of_day_alone_still_names_no_subject(knowledge_base):
    # The fish market opens "in the morning": that is when, not what, the bank question asks.
    assert ask("What time does the bank open in the morning?") == []


def test_a_meaning_named_by_two_words_is_not_asked_where_no_passage_mentions_it(knowledge_base):
    # No dinner passage: "eat in the evening" is then about eating, and room service answers.
    knowledge.learn(text=ROOM_SERVICE, url="https://hotel.example/room-service", product="hotel")
    assert "room-service" in urls(ask("Where can I eat in the evening?"))
    assert glossary.with_concepts({"eat": 1.0, "evening": 0.5}) == {"eat": 1.0, "evening": 0.5, "dinner": 0.5}
    assert glossary.with_concepts({"bank": 1.0, "morning": 1.0}) == {"bank": 1.0, "morning": 1.0}


PETS = "Pets are not allowed in the hotels."
GUIDE_DOGS = "Guide dogs are always welcome."
LUGGAGE = "Guests can leave their luggage at the reception until 22:00 on the day they check out."
CHILDREN = "Children under 6 stay free in their parents' room."


@pytest.fixture
def broader_knowledge(app):
    for name, passage in {"pets": PETS, "luggage": LUGGAGE, "children": CHILDREN, "car-park": CAR_PARK,
                          "breakfast": BREAKFAST}.items():
        knowledge.learn(text=passage, url=f"https://hotel.example/{name}", product="hotel")


@pytest.mark.parametrize(("question", "passage"), [
    ("Can I bring my cat?", "pets"),
    ("ድመቴን ይዤ መምጣት እችላለሁ?", "pets"),  # Amharic: can I bring my cat?
    ("Adurree koo fidee dhufuu nan danda'aa?", "pets"),  # Oromo: the same
    ("Can I leave my bags after I check out?", "luggage"),
    ("Erga ba'ee booda boorsaa koo dhiisuu nan danda'aa?", "luggage"),  # Oromo: my bag
    ("ቦርሳዬን የት ማስቀመጥ እችላለሁ?", "luggage"),  # Amharic: where can I leave my bag?
    ("Where can I leave my vehicle?", "car-park"),
    ("Do kids stay free?", "children"),
    ("Does a baby stay free?", "children"),
])
def test_a_narrower_word_finds_the_passage_of_its_broader_meaning(broader_knowledge, question, passage):
    assert urls(ask(question))[:1] == [passage]


def test_a_broader_word_finds_a_passage_of_a_narrower_one_but_siblings_stay_apart(app):
    knowledge.learn(text=GUIDE_DOGS, url="https://hotel.example/guide-dogs", product="hotel")
    assert urls(ask("Are pets welcome?"))[:1] == ["guide-dogs"]
    assert "dog" in glossary.alternatives("pet") and "pet" in glossary.alternatives("dog")
    assert "cat" not in glossary.alternatives("dog")
    assert "food" not in glossary.synonyms("breakfast") and "food" in glossary.alternatives("breakfast")


def test_a_form_of_an_ethiopic_stop_word_is_no_term():
    # "አላችሁ" (do you have) stems as "አለ" does.
    assert tokens("አላችሁ") == [] and tokens("Kutaa qabaa?") == ["kutaa"]


def test_an_amharic_question_about_parking_my_car_finds_the_car_park(app):
    knowledge.learn(text=CAR_PARK, url="https://hotel.example/car-park", product="hotel")
    # "መኪናዬን" (my car): the stemmer cuts "ና" from "መኪና" but not from "መኪናዬን".
    assert "car" in glossary.alternatives(tokens("መኪናዬን")[0])
    assert urls(ask("መኪናዬን የት ማቆም እችላለሁ?"))[:1] == ["car-park"]
    assert urls(ask("ለመኪናዬ ማቆሚያ ቦታ አላችሁ?"))[:1] == ["car-park"]


POOL = "The swimming pool is open from 7:00 to 19:00; children under 12 must swim with an adult."


@pytest.mark.parametrize("question", [
    "Is there a doctor for the children?",
    "ለልጆች ሐኪም አለ?",  # Amharic: is there a doctor for children?
    "Ijoolleedhaaf doktorri jiraa?",  # Oromo: the same
    "Can I get a massage by the pool?",
])
def test_a_service_no_passage_mentions_is_not_answered_by_a_shared_word(app, question):
    # A doctor, a massage: subjects the glossary knows and no passage mentions. The passages share
    # "pool" or "children" with the question, which is not what it asks about.
    knowledge.learn(text=POOL, url="https://hotel.example/pool", product="hotel")
    knowledge.learn(text=CHILDREN, url="https://hotel.example/children", product="hotel")
    assert ask(question) == []
    assert urls(ask("Can children swim alone in the pool?"))[:1] == ["pool"]


@pytest.mark.parametrize(("question", "lang"), [
    ("ቁርስ ስንት ሰዓት ነው?", "am"),  # what time is breakfast?
    ("Ciree sa'aatii meeqa dhiyaata?", "om"),  # the same
    ("When is breakfast?", "en"),
])
def test_a_passage_naming_the_asked_meaning_answers_before_one_naming_a_broader_one(app, question, lang):
    # Room service serves food (breakfast's broader meaning) and states a price; "ስንት ሰዓት" and
    # "sa'aatii meeqa" ask what time, not how much.
    from app.services.assistant.responders import Context, compose_from_passages

    knowledge.learn(text=BREAKFAST, url="https://hotel.example/breakfast", product="hotel")
    knowledge.learn(text=ROOM_SERVICE + " A tray charge of 50 birr is added to each order.",
                    url="https://hotel.example/room-service", product="hotel")
    passages = ask(question)
    assert urls(passages)[:1] == ["breakfast"]
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=passages)
    reply = compose_from_passages(context)[0]
    # An English passage for an Amharic or Oromo question: introduced and its times restated.
    assert reply == BREAKFAST if lang == "en" else reply.endswith(f" {BREAKFAST}") and "6:30, 10:00" in reply


def test_a_word_of_several_towns_names_joins_none_of_them():
    # "Debre" is in Debre Zeyit (Bishoftu), Debre Markos, Debre Birhan and Debre Tabor: joined,
    # a question about Debre Libanos searched all of them.
    assert glossary.alternatives("debre") == {"debre"}
    assert "tabor" not in glossary.alternatives("ደብረ")
    # A town's own words still join its other spellings, in both scripts.
    assert {"bishoftu", "bishooftuu", *tokens("ቢሾፍቱ")} <= glossary.alternatives("bishoftu")
    # The words of another of its names are no town alone (glossary._town_words): "ዘይት" is oil.
    assert glossary.place("zeyit") is None and glossary.place(tokens("ዘይት")[0]) is None


def test_a_weekday_names_no_town_though_it_shares_a_towns_word():
    """"ዓርብ" (Friday) and the "አርባ" of "አርባ ምንጭ" are one index term: a sentence about a Friday
    buffet is not about Arba Minch, and does not contradict another city asked."""
    assert glossary.place("ዓርብ") is None
    assert glossary.place("ምንጭ") == glossary.place("arba") == glossary.place("minch")
    asked = grounding.Qualifiers.of("በላሊበላ የጾም ቡፌው ስንት ብር ነው", "price", "am")
    assert grounding.conflict(asked, "ሬስቶራንቱ ረቡዕ እና ዓርብ የጾም ምግብ ቡፌ ያቀርባል፤ ዋጋው 480 ብር ነው።") is None
    assert grounding.conflict(asked, "በአርባ ምንጭ የጾም ምግብ ቡፌ 300 ብር ነው።") == "place"
