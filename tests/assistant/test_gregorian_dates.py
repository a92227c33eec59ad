"""A day asked in the Gregorian calendar: the question asks a date whatever words it uses, the
calendar's name is no word a passage must write, and the reply gives each Ethiopian date it states
in the Gregorian calendar too, converted by abyssinica (app/services/booking/ethiopian_calendar.py)."""

from __future__ import annotations

from datetime import date

import pytest

from app.services.assistant import analysis, ethiopian_dates

TODAY = date(2026, 11, 27)


@pytest.mark.parametrize("question", [
    "when is hidar tsion in axum this year, gregorian date pls",
    "የላሊበላ ገና በፈረንጆች ስንት ቀን ነው የሚውለው",
    "masqalli bara 2020 guyyaa meeqa irra oola (lakkoofsa awurooppaa)",
    "ኣሸንዳ 2019 ብፈረንጂ ዕለት መዓስ ይጅምር",
])
def test_a_day_asked_in_the_gregorian_calendar_is_a_date(question):
    assert ethiopian_dates.asks_gregorian(question)
    assert analysis.asked_type(question) == "date"


@pytest.mark.parametrize("question", [
    "ለፈረንጅ የመግቢያ ዋጋ ስንት ነው",  # the price for a foreigner
    "when is hidar tsion in axum",
    "gatiin namoota biyya alaatiif meeqa",
])
def test_a_foreigner_or_no_calendar_named_asks_no_gregorian_day(question):
    assert not ethiopian_dates.asks_gregorian(question)


@pytest.mark.parametrize("text, question, expected", [
    ("Hidar Tsion falls on Hidar 21.", "when is hidar tsion, gregorian date", date(2026, 11, 30)),
    ("በዓል ኣሸንዳ ብዓመት ብነሓሰ 16 ይጅምር።", "ኣሸንዳ 2019 ብፈረንጂ ዕለት መዓስ", date(2027, 8, 22)),
    ("Ayyaanni Masqalaa Meeskaram 17, 2020 irra oola.", "masqalli lakkoofsa awurooppaa", date(2027, 9, 28)),
    ("ገና ታኅሣሥ 29 ቀን 2019 ዓ.ም. ይከበራል።", "ገና በፈረንጆች መቼ ነው", date(2027, 1, 7)),
    # A Gregorian year in the question: the day falling in it.
    ("Genna is on Tahsas 29.", "genna 2027 gregorian date", date(2027, 1, 7)),
])
def test_the_ethiopian_dates_a_text_states_are_read_with_their_year(text, question, expected):
    assert [d.day for d in ethiopian_dates.dates_written(text, question, TODAY)] == [expected]


def test_the_reply_adds_the_gregorian_day_in_the_asked_language():
    reply = ethiopian_dates.with_gregorian_dates("ኣሸንዳ 2019 ብፈረንጂ ዕለት መዓስ ይጅምር", "ti",
                                                 "በዓል ኣሸንዳ ብዓመት ብነሓሰ 16 ይጅምር።", TODAY)
    assert reply.endswith("\n\nነሓሰ 16 ብናይ ፈረንጂ ኣቆጻጽራ ኦገስት 22 ቀን 2027 (22 August 2027) እዩ።")
    english = ethiopian_dates.with_gregorian_dates("hidar tsion gregorian date", "en",
                                                   "Hidar Tsion falls on Hidar 21.", TODAY)
    assert english.endswith("Hidar 21 is 30 November 2026 in the Gregorian calendar.")


def test_a_gregorian_day_the_reply_already_writes_is_said_once():
    text = "Genna is celebrated on Tahsas 29, 2019 E.C., which is Thursday 7 January 2027."
    assert ethiopian_dates.with_gregorian_dates("genna gregorian date", "en", text, TODAY) == text
    # Nor is anything added when no other calendar is asked.
    assert ethiopian_dates.with_gregorian_dates("when is genna", "en", "Genna is on Tahsas 29.", TODAY) == (
        "Genna is on Tahsas 29.")


def test_the_calendar_is_no_word_of_the_subject(learn, ask):
    learn("Every year on Hidar 21 of the Ethiopian calendar, Axum celebrates the feast of St Mary of Zion, "
          "known as Hidar Tsion. Pilgrims gather at the church square from dawn.",
          url="https://example.et/axum/hidar-tsion", title="Hidar Tsion in Axum")
    reply = ask("when is hidar tsion in axum, gregorian date pls")["reply"]
    assert "Hidar 21" in reply
    assert "in the Gregorian calendar" in reply
    assert "I don't know" not in reply


def test_a_day_the_ethiopian_calendar_lacks_is_no_date_and_no_error(ask):
    # Pagume has 6 days only in a leap year (2019 E.C. is one, 2020 E.C. is not), and no month 31.
    assert [d.day for d in ethiopian_dates.dates_written("Pagume 6, 2020 and Meskerem 31", "", TODAY)] == []
    reply = "It is on Pagume 6, 2020."
    assert ethiopian_dates.with_gregorian_dates("gregorian date", "en", reply, TODAY) == reply
    # The stay parser reads the same dates: a guest's impossible day gets a reply, not a 500.
    assert ask("ጳጉሜ 6 2020 ላይ ክፍል አለ? ጎንደር", lang="am")["reply"]
