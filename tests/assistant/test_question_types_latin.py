"""Question types of Amharic written in Latin letters, and a time carried only by a number (issue
30, blind set 6's misses): "sint kokeb" (how many stars) is a count and "sint ken" (how many
days) a duration, not a price; "alachihu?" (do you have?) asks yes or no; and "በሰዓት 400 ብር" (400
birr an hour) states no clock time."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis
from tests.assistant.test_answers import passage, reply
from tests.assistant.test_learned_siblings import ADDIS

GOHA = passage("Goha Hill Hotel in Gondar is a 3-star hotel with a view of the castles.",
               title="Goha Hill Hotel")


@pytest.mark.parametrize(("question", "asked"), [
    ("goha hill hotel gondar sint kokeb new", "count"),
    ("be telebirr kefye refund sint ken yiwesdal", "duration"),
    ("bishoftu lay hotel alachihu?", "yes_no"),
    # Unchanged: "sint" alone asks a price, "sint seat" a time.
    ("ke bole airport minivan sint new", "price"),
    ("light rail tewat sint seat yijemral", "time"),
])
def test_amharic_in_latin_letters_asks_its_type(question, asked):
    assert analysis.asked_type(question) == asked


def test_how_many_stars_in_latin_letters_is_answered_by_the_count():
    assert "3-star" in reply("goha hill hotel gondar sint kokeb new", GOHA, lang="am")


def test_an_hourly_price_is_no_opening_time():
    # Entoto park's sentence states a horse ride at 400 birr an hour ("በሰዓት"), no time it opens.
    text = reply("እንጦጦ ፓርክ ስንት ሰዓት ይከፈታል", ADDIS, lang="am")
    assert "400" not in text and text.startswith("ይቅርታ")
    assert analysis.carries("ከጠዋቱ 3 ሰዓት (09:00) ክፍት ነው", "time")
    assert analysis.carries("ከጠዋቱ ሁለት ሰዓት ይከፈታል", "time")


def test_working_days_are_a_duration():
    refund = passage("ገንዘብ ተመላሽ በሚሆንበት ጊዜ በቴሌብር የተከፈለ ገንዘብ በ3 የሥራ ቀናት ውስጥ ይመለሳል።", lang="am",
                     title="የቴሌብር ተመላሽ")
    assert "በ3 የሥራ ቀናት" in reply("በቴሌብር የተከፈለ ገንዘብ ተመላሽ ለምን ያህል ጊዜ ይወስዳል", refund, lang="am")
    assert analysis.carries("Processing usually takes 3 working days.", "duration")
