"""An untyped or yes/no question asks no value that would say which sentence answers, so its
answer must name the thing asked, not only where it is set (issue 30, blind sets 19 and 20: "yoga
class times lake hawassa resort" got the resort's fish-market walk, "camel trek from railway
station hotel dire dawa" its train times, "የመርካቶ ጉብኝት ለአረጋውያን ቅናሽ", a discount for the elderly
on the Merkato tour, the tour's description):
- the thing is the question's subject words but the named hotel's, its city's, a kind of lodging
  and, in English, how the guest asks (responders._thing_words); a sentence answers only if it,
  the sentence it goes on from or its passage's title writes one of them;
- a word of the thing that no passage of the scope writes, by no form either (Context.unseen,
  analysis.lacks), leaves it unknown outside English (where analysis.unknown_terms does)."""

from __future__ import annotations

from app.services.assistant.responders import DONT_KNOW, Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage

HOTELS = ((1, "Lake Hawassa Resort & Spa", "Hawassa"), (2, "Railway Station Hotel", "Dire Dawa"))

WALK = passage("Every morning Lake Hawassa Resort & Spa takes guests on a guided walk along the shore to "
               "the fish market. The walk leaves the lakeside gate at 06:30 and lasts 90 minutes. The "
               "resort also rents bicycles for the lakeside path.",
               title="Lake Hawassa Resort & Spa: fish market walk")
TRAIN = passage("Railway Station Hotel helps guests travel on the railway. The new station is 12 kilometres "
                "from the hotel. Our station shuttle costs 250 birr per person.",
                title="Railway Station Hotel: taking the train", document_id=2)
PETS = passage("Dogs are not allowed at Entoto Grand Hotel, but cats may stay for 300 birr a night.",
               title="Pets", document_id=3)


def compose(question: str, *passages, hotel_ids=(), lang="en", unseen=()) -> tuple[str, str]:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages), hotel_ids=hotel_ids, hotel_rows=HOTELS, unseen=unseen)
    text, _, outcome = compose_from_passages(context)
    return text, outcome


def test_an_untyped_question_whose_thing_no_sentence_names_is_not_known():
    # The resort's words are where the question is set: every sentence of its passage writes them.
    text, outcome = compose("yoga class times lake hawassa resort", WALK, hotel_ids=(1,))
    assert outcome == DONT_KNOW and text.startswith("I don't know") and "06:30" not in text
    text, outcome = compose("camel trek from railway station hotel dire dawa", TRAIN, hotel_ids=(2,))
    assert outcome == DONT_KNOW and "250 birr" not in text


def test_an_untyped_question_naming_a_written_thing_is_answered():
    text, _ = compose("tell me about the fish market walk at lake hawassa resort", WALK, hotel_ids=(1,))
    assert "fish market" in text
    text, _ = compose("how do I get to the station from railway station hotel", TRAIN, hotel_ids=(2,))
    assert "12 kilometres" in text
    # (A yes/no question answered by a sentence naming its thing, even to say no.)
    text, _ = compose("can I bring my dog", PETS)
    assert "Dogs are not allowed" in text


MERKATO = passage("ፒያሳ ሄሪቴጅ ኢን ከእሁድ በስተቀር በየቀኑ የመርካቶ የእግር ጉብኝት ያዘጋጃል። ጉብኝቱ ከሆቴሉ በር በ09:30 "
                  "ይነሳል፤ ዋጋው 600 ብር ነው።", lang="am", title="የመርካቶ የእግር ጉብኝት", document_id=4)


def test_a_thing_word_no_passage_writes_is_not_known_in_amharic():
    # "ለአረጋውያን" (for the elderly) and "ቅናሽ" (a discount): no passage of the scope writes them.
    question = "የመርካቶ ጉብኝት ለአረጋውያን ቅናሽ"
    unseen = tuple(t for t in tokens(question) if t not in MERKATO.terms)
    text, outcome = compose(question, MERKATO, lang="am", unseen=unseen)
    assert outcome == DONT_KNOW and "600" not in text and "09:30" not in text
    # Without them, the tour is answered.
    text, outcome = compose("የመርካቶ ጉብኝት", MERKATO, lang="am")
    assert outcome != DONT_KNOW and "ጉብኝት" in text


DISCOUNTS = passage("CMC Family Suites keessummoota turtii dheeraaf gatii addaa qaba. Torban tokkoo ol yoo "
                    "turtan hir'ina harka 10, ji'a tokkoo ol yoo turtan immoo hir'ina harka 25 argattu.",
                    lang="om", title="CMC Family Suites: turtii dheeraa", document_id=5)


def test_a_thing_word_no_passage_writes_is_not_known_in_oromo():
    # A year's discount ("waggaa", unseen), beside the week's and the month's.
    text, outcome = compose("hir'ina waggaa tokkoo", DISCOUNTS, lang="om", unseen=("waggaa",))
    assert outcome == DONT_KNOW and "harka 10" not in text
    text, outcome = compose("hir'ina torban tokkoo", DISCOUNTS, lang="om")
    assert "harka 10" in text


def test_an_unseen_word_beside_a_passage_in_another_language_is_no_untaught_thing():
    # "ቃሉ" (the word, of "የይለፍ ቃሉ", the password) is a common Amharic word the glossary does not
    # translate: the English passage could not write it.
    wifi = passage("The WiFi network is Marefiya-Guest and its password is printed on your key card "
                   "sleeve.", title="WiFi", document_id=6)
    text, outcome = compose("የዋይፋይ የይለፍ ቃሉ ምንድን ነው?", wifi, lang="am", unseen=("ቃሉ",))
    assert outcome != DONT_KNOW and "key card" in text


DOGS = passage("Adama Palm Inn keessatti sareen hin seenan; bineensonni mana keessaa hin hayyamaman.",
               lang="om", title="Adama Palm Inn: seera mana keessummaa", document_id=7)


def test_what_the_guest_asks_to_be_able_to_do_is_no_untaught_thing():
    # "dhufuu" (to come), before "nan danda'aa" (can I), is said by the passage with its own verb.
    question = "saree koo waliin dhufuu nan danda'aa"
    text, outcome = compose(question, DOGS, lang="om", unseen=("dhufuu",))
    assert outcome != DONT_KNOW and "sareen hin seenan" in text


def test_an_unseen_latin_letter_word_beside_a_passage_in_ethiopic_is_no_untaught_thing():
    # Latin-letter Amharic ("metchi", when) is written otherwise by every Amharic passage.
    text, outcome = compose("yemerkato gubignit metchi new", MERKATO, lang="am",
                            unseen=("metchi", "yemerkato", "gubignit"))
    assert outcome != DONT_KNOW and "09:30" in text
    # (Nor when the reading has written some of its words in Ethiopic: "metchi" stays Latin.)
    text, outcome = compose("የመርካቶ ጉብኝት metchi ነው", MERKATO, lang="am", unseen=("metchi",))
    assert outcome != DONT_KNOW and "09:30" in text


LAUNDRY = passage("Uffata keessan kan ganama sa'aatii 10:00 dura kennitan guyyuma sana galgala deebi'a. Kan "
                  "sa'aatii 10:00 booda kennitan guyyaa itti aanu deebi'a.", lang="om",
                  title="Harla Palace Hotel: tajaajila miicuu uffataa", document_id=8)


def test_a_form_of_a_word_the_passage_writes_is_no_untaught_thing():
    # "kenne" (I handed in) is unseen, the passage's "kennitan" (you hand in) its form; "yoon" (if
    # I) is too short to be a thing's word.
    question = "uffata koo sa'aatii 10:00 booda yoon kenne yoom naaf deebi'a"
    text, outcome = compose(question, LAUNDRY, lang="om", unseen=("kenne", "yoon"))
    assert outcome != DONT_KNOW and "guyyaa itti aanu" in text


SODERE = passage("Nazret Garden Hotel runs a day trip to the Sodere hot springs. The trip runs every day "
                 "except Tuesday.", title="Sodere day trip from Nazret Garden Hotel", document_id=9)
VILLAGE = passage("በወልቂጤ የሚገኘው ቡና ኮረብታ ሎጅ ለእንግዶቹ የመንደር ገበያ ጉብኝት ያዘጋጃል።", lang="am",
                  title="የመንደር ገበያ ጉብኝት", document_id=10)


def test_an_unseen_word_beside_a_passage_of_its_language_is_untaught_whichever_passage_ranks_first():
    # A tour of the Wonji sugar factory ("ወንጂ ስኳር ፋብሪካ"), which no passage writes: the Amharic
    # village tour kept beside the English Sodere trip would have written it had anyone taught it.
    question = "ወደ ወንጂ ስኳር ፋብሪካ ጉብኝት አለ?"
    unseen = tuple(t for t in tokens("ወንጂ ስኳር ፋብሪካ"))
    text, outcome = compose(question, SODERE, VILLAGE, lang="am", unseen=unseen)
    assert outcome == DONT_KNOW and "ያዘጋጃል" not in text and "Tuesday" not in text
