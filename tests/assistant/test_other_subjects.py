"""A question about something nobody taught gets "don't know", not a figure of a neighbouring
subject (issue 30, blind sets 5-7's misses): a phone number is no price, the currency asked in
("how many birr?") is no word of the subject, a sentence naming another subject and only part of
the asked one is that subject's, and a passage holding few of the question's own words is about
something else."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, grounding
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage, reply

DONT_KNOW = {"en": "I don't know", "am": "ይቅርታ", "om": "Dhiifama"}


# --- a phone number states no value ------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "The tour desk phone is +251 918 334 210.",
    "Call the transfer desk on +251911482730 day and night.",
    "የትራንስፖርት ዴስኩን በ+251 911 482 730 ማግኘት ይችላሉ።",
    "Ring 0911 482 730 for a taxi.",
    "Dial *127# and enter the merchant code.",
])
def test_a_phone_number_is_no_price_count_or_time(sentence):
    for kind in ("price", "count", "time", "date", "duration"):
        assert not analysis.carries(sentence, kind)


def test_a_sentence_stating_an_amount_beside_a_phone_number_still_carries_it():
    assert analysis.carries("Call +251 918 334 210: the trip costs 1,200 birr.", "price")
    assert analysis.carries("ዋጋው 650 ብር ነው።", "price")


TOUR_DESK = passage("Boat trips to the monasteries of Lake Tana leave every morning. "
                    "The boat trip desk phone is +251 918 334 210.", title="Lake Tana")


def test_a_price_question_is_not_answered_with_the_desk_phone():
    text = reply("How much is the boat trip?", TOUR_DESK)
    assert text.startswith(DONT_KNOW["en"])
    assert "918" not in text


# --- the currency asked in names no subject ----------------------------------------------------

def test_the_currency_of_a_price_question_is_not_its_subject():
    weighted = {t: 1.0 for t in tokens("ስካይ ባስ ወደ ሀዋሳ ስንት ብር ነው")}
    subject = analysis.analyse("ስካይ ባስ ወደ ሀዋሳ ስንት ብር ነው", weighted).subject
    assert "ብር" not in subject and "ስካይ" in subject
    assert "qarshii" not in analysis.analyse("doonii qarshii meeqa", {"doonii": 1.0, "qarshii": 1.0}).subject


FISH = passage("የተጠበሰ ዓሣ በአንድ ሳህን 250 ብር ያህል ነው።", lang="am", title="የሀዋሳ መመሪያ")


def test_a_price_sentence_does_not_name_the_subject_by_its_currency():
    # Every price sentence holds "ብር": the fried fish's price is no answer for the Sky bus.
    text = reply("ባስ ስንት ብር ነው", FISH, lang="am")
    assert "250" not in text
    assert text.startswith(DONT_KNOW["am"])


# --- another subject named, part of the asked one held ------------------------------------------

RAMP_VAN = passage("Many historic sites have steep steps. Our airport minivan with a ramp can be booked "
                   "for 2,400 birr one way.", title="Travelling with a wheelchair")
TRANSFERS = passage("Marefiya arranges transfers from Bole airport to all partner hotels. A private car "
                    "costs 1,900 birr for up to 3 passengers, and a minivan costs 3,100 birr for up to 7 "
                    "passengers.",
                    title="Bole airport transfers")


def test_a_sentence_about_another_subject_holding_part_of_the_asked_one_is_not_the_answer():
    # The ramp minivan holds the airport, not the pickup, and names a minivan nobody asked about.
    text = reply("How much is an airport pickup?", RAMP_VAN)
    assert "2,400" not in text
    assert text.startswith(DONT_KNOW["en"])


def test_the_heads_a_title_holds_are_the_sentence_s_too():
    # "A private car costs 1,900 birr, a minivan 3,100" under "Bole airport transfers" is the
    # airport's private car.
    assert "1,900" in reply("How much is a private car from the airport?", TRANSFERS)


def test_a_head_is_held_by_a_form_the_index_stems_otherwise():
    # "ትኬቱ" (the ticket) is stemmed apart from "ትኬት": the Unity park's sentence holds both heads.
    question = analysis.Question("አንድነት ፓርክ ትኬት ስንት ብር ነው", "price", ("አንድ", "ፓርክ", "ትኬት"))
    sentence = "የአንድነት ፓርክ በቤተ መንግሥቱ ግቢ ውስጥ የሚገኝ ሲሆን መደበኛ ትኬቱ 1,000 ብር ነው።"
    assert not analysis.about_another_subject(question, sentence, "", frozenset(tokens(question.text)))


def test_another_subject_is_only_judged_when_the_question_has_several_heads():
    question = analysis.Question("How much is the minivan?", "price", ("minivan",))
    assert not analysis.about_another_subject(question, "The airport minivan costs 2,400 birr.", "",
                                              frozenset({"minivan"}))


# --- the question's own words ------------------------------------------------------------------

DORZE = passage("Imalli baadiyyaa Dorzee, Arbaa Minci irraa kiiloomeetira 36 fagaatu, nama tokkoof "
                "qarshii 1,600 dha.", lang="om", title="Arbaa Minci")


def test_a_passage_holding_fewer_of_the_question_s_own_words_than_it_lacks_is_about_something_else():
    # A night in a Dorze homestay is not the Dorze day trip: "bulu" and "homestay" are nowhere.
    text = reply("dorzee keessa halkan bulu homestay meeqa", DORZE, lang="om")
    assert "1,600" not in text
    assert text.startswith(DONT_KNOW["om"])


def test_holding_half_of_the_question_s_own_words_is_enough():
    assert analysis.holds_enough(("ticket", "works"), ("works",), same_language=True)
    assert not analysis.holds_enough(("dorzee", "bulu", "homestay"), ("bulu", "homestay"), same_language=True)
    # Another language of the same script writes its common words otherwise: one held is enough.
    assert analysis.holds_enough(("dorzee", "bulu", "homestay"), ("bulu", "homestay"), same_language=False)
    assert not analysis.holds_enough(("bulu",), ("bulu",), same_language=False)


# --- a year asked ------------------------------------------------------------------------------

def test_a_year_is_read_in_either_calendar_and_never_from_an_amount():
    assert grounding.quantities("Irreecha 2027 yoom") == {"year": {2027}}
    assert grounding.quantities("on 2027-01-07") == {"year": {2027}}
    assert grounding.quantities("Onkoloolessa 4, 2026 (Fulbaana 24, 2019 A.L.I.)") == {"year": {2026, 2019}}
    for amount in ("costs 2000 birr", "qarshii 2020 dha", "ብር 2019", "2,019 birr"):
        assert "year" not in grounding.quantities(amount)


IRREECHA = passage("This year Irreecha is celebrated at Hora Harsadi on Sunday 4 October 2026 "
                   "(Meskerem 24, 2019 in the Ethiopian calendar).", title="Irreecha in Bishoftu")
GENNA = passage("Genna, the Ethiopian Christmas, falls on 7 January (Tahsas 29, 2019 in the Ethiopian "
                "calendar).", title="Genna")


def test_the_date_of_another_year_is_no_answer():
    # 2019 E.C. runs from September 2026 to September 2027, but beside "2026" it is 2026's twin.
    text = reply("When is Irreecha in 2027?", IRREECHA)
    assert text.startswith(DONT_KNOW["en"])
    assert "2026" not in text
    assert "4 October 2026" in reply("When is Irreecha in 2026?", IRREECHA)


def test_a_year_asked_is_stated_by_its_twin_in_the_other_calendar():
    # The Ethiopian year 2019 alone runs into 2027: the passage says which day Genna is.
    assert "7 January" in reply("When is Genna in 2027?", GENNA)


IRREECHA_OM = passage("Bara kana Irreechi Hora Harsadee, Bishooftuu keessatti, Dilbata Onkoloolessa 4, 2026 "
                      "(Fulbaana 24, 2019 A.L.I.) kabajama.", lang="om", title="Ayyaana Irreechaa")
ASHENDA_TI = passage("ኣብ 2027 በዓል ኣሸንዳ ሰንበት ነሓሰ 16፣ 2019 ዓ.ም. (August 22, 2027) ይጅምር።", lang="ti",
                     title="በዓል ኣሸንዳ", document_id=2)


def test_a_name_is_read_from_a_passage_dropped_for_another_year():
    # The Oromo passage is 2026's, so it does not answer; it still shows "Irreecha" is a name,
    # which the Tigrinya passage about Ashenda (2027) never writes.
    text = reply("irreechi bara 2027 yoom", IRREECHA_OM, ASHENDA_TI, lang="om")
    assert text.startswith(DONT_KNOW["om"])
    assert "August 22" not in text


def test_the_name_of_the_hotel_asked_from_does_not_count_against_a_passage():
    # "the boat trip to Zege from Amora Gedel Hotel": a passage on the Zege boat trip names no
    # hotel, a rule for all of them; the hotel's words say where the guest is.
    specific, lacking = ("zege", "amora", "gedel"), ("amora", "gedel")
    assert not analysis.holds_enough(specific, lacking, same_language=True)
    assert analysis.holds_enough(specific, lacking, same_language=True, where=frozenset({"amora", "gedel"}))
    # A passage holding nothing the question names is still no answer.
    assert not analysis.holds_enough(("amora", "gedel"), ("amora", "gedel"), same_language=True,
                                     where=frozenset({"amora", "gedel"}))


@pytest.mark.parametrize("sentence", [
    "Market day in Dorze is Monday and Thursday, when the visit is one hour longer.",
    "Imalli kun guyyaa Wiixataa fi Kamisaa hin jiru.",
    "ገበያው ሰኞ እና ሐሙስ ይቆማል።",
    "ፏፏቴው ብዙ ውሃ የሚኖረው ከሐምሌ እስከ መስከረም ባለው ወቅት ነው።",
    "The falls carry most water from July to September.",
])
def test_a_weekday_or_a_month_written_out_is_a_date(sentence):
    # "Which days ...?" and "when ...?" are answered without a day's number.
    assert analysis.carries(sentence, "date")


@pytest.mark.parametrize("sentence", [
    "You may pay at the desk or on arrival.",  # "may" alone is no month
    "The boat costs 600 birr and leaves at 08:00.",
])
def test_other_words_are_no_date(sentence):
    assert not analysis.carries(sentence, "date")


def test_a_weekday_answers_which_days_a_trip_runs(ask, learn):
    learn("Imala Bishoftu: Bishoftu Lakes tour. Imalli kun guyyaa Roobii fi Sanbataa qofa jira; "
          "konkolaataan mana keessummaa irraa ganama ka'a.", url="https://kb/om/bishoftu-tour", lang="om")
    reply = ask("imalli bishoftu guyyaa kam jira?", lang="om")["reply"]
    assert "Roobii" in reply and "Sanbataa" in reply, reply


def test_oromo_rent_is_read_in_its_other_form():
    # "kireessi" (its rent, the renting out) is the glossary's rent, as "kiraa" and
    # "kireeffachuu" (to rent) are: a passage writing one answers a question writing another.
    from app.services.assistant import glossary

    for word in ("kireessi", "kireessuu", "kiraa", "kireeffachuun"):
        assert {"rent", "kiraa"} <= glossary.alternatives(tokens(word)[0]), word
