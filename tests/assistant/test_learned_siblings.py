"""Siblings learned from the taught words, with no hand list (issue 30, blind set 6's misses): a
passage naming the asked thing with another word saying which one ("tourist e-visa" for a
business visa, "የአንድነት ፓርክ" for Entoto park, "Lake Chamo" for Lake Abaya), and the asked word
nowhere, is about a sibling; its figures are not given for the asked one."""

from __future__ import annotations

import pytest

from app.services.assistant import grounding
from tests.assistant.test_answers import passage, reply

VISA = passage("Most visitors apply online for an e-visa before travelling. A 30-day single-entry tourist "
               "e-visa costs 82 US dollars and a 90-day tourist e-visa costs 102 US dollars.",
               title="Visa and entry to Ethiopia")
ADDIS = passage("የአንድነት ፓርክ በቤተ መንግሥቱ ግቢ ውስጥ የሚገኝ ሲሆን ሰኞ ዝግ ነው፤ ከጠዋቱ 3 ሰዓት (09:00) እስከ ቀኑ 11 ሰዓት "
                "(17:00) ክፍት ሲሆን መደበኛ ትኬቱ 1,000 ብር ነው። የእንጦጦ ፓርክ ከከተማው መሃል 12 ኪሎ ሜትር ይርቃል፤ "
                "መግቢያው ነፃ ነው፤ ነገር ግን የፈረስ ግልቢያ በሰዓት 400 ብር ያስከፍላል። ብሔራዊ ሙዚየም የሉሲ አጽም የሚገኝበት "
                "ሲሆን ለውጭ አገር ጎብኚዎች መግቢያው 200 ብር ነው።", lang="am", title="የአዲስ አበባ ከተማ መመሪያ", document_id=2)
ARBA_MINCH = passage("Lake Chamo boat trip to the crocodile market: 3,000 birr per boat for up to 8 "
                     "passengers, about 2 hours 30 minutes.", title="Arba Minch excursions", document_id=3)


def test_a_business_visa_is_not_priced_with_the_tourist_e_visa():
    text = reply("how much is a business visa for ethiopia", VISA)
    assert text.startswith("I don't know") and "82" not in text and "102" not in text
    assert "82 US dollars" in reply("how much is a tourist visa for ethiopia", VISA)


def test_one_park_is_not_answered_with_its_neighbour():
    # The city guide names two parks: the Unity park's ticket is no price for Entoto park.
    text = reply("እንጦጦ ፓርክ ስንት ብር ያስከፍላል", ADDIS, lang="am")
    assert "1,000" not in text and "400" in text
    assert "1,000" in reply("አንድነት ፓርክ ትኬት ስንት ብር ነው", ADDIS, lang="am")


def test_a_lake_named_after_its_kind_is_not_another_lake():
    # (The name check of grounding.conflict holds this already; kept for the kind-first reading.)
    text = reply("how much is a boat trip on lake abaya", ARBA_MINCH)
    assert text.startswith("I don't know") and "3,000" not in text
    assert "3,000 birr" in reply("how much is a boat trip on lake chamo", ARBA_MINCH)


@pytest.mark.parametrize(("question", "figure"), [
    # "ለማየት" (to see) is written nowhere beside an entrance in the texts: it says no sibling.
    ("ብሔራዊ ሙዚየም ሉሲን ለማየት መግቢያው ስንት ነው?", "200"),
])
def test_a_word_the_texts_never_write_as_a_sibling_keeps_the_answer(question, figure):
    assert figure in reply(question, ADDIS, lang="am")


def test_word_pairs_read_the_order_each_language_writes():
    assert grounding.word_pairs("how much is a business visa", "en", asked=True) == {("business", "visa")}
    # Oromo writes the thing first ("viizaa turistii"), English names the kind first ("Lake Chamo").
    assert ("turistii", "viizaa") in grounding.word_pairs("gatiin viizaa turistii meeqa", "om", asked=True)
    assert ("chamo", "lake") in grounding.word_pairs("Lake Chamo boat trip", "en")
    # A generic word or a number breaks a pair; "spa" of "spa massage" says no sibling of a massage.
    assert grounding.word_pairs("the visa costs 82 dollars", "en") == frozenset()
    assert grounding.word_pairs("spa massage price", "en", asked=True) == frozenset()


def test_an_oromo_question_word_says_no_which_one():
    # "qabsiisa hammamii" (the deposit, how much?) asks the deposit: with "hammamii" read as the
    # word saying which deposit, the passage's "qabsiisa qarshii 2,000" looked like another one.
    assert grounding.word_pairs("viizaa hammamii", "om", asked=True) == frozenset()
    assert grounding.word_pairs("viizaa meeqatti", "om", asked=True) == frozenset()
    answer = reply("bidiruu kireeffachuuf qabsiisni hammamii",
                   passage("Bidiruun sa'aatii tokkoof qarshii 300n kireeffama. Bidiruu kireeffachuuf "
                           "qabsiisa qarshii 1,500 kaffaltu.", lang="om"), lang="om")
    assert "1,500" in answer, answer
