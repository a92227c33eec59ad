"""The Ethiopian clock: a time asked or given in it is read, and answered in both clocks."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, ethiopian_time


@pytest.mark.parametrize("question, western", [
    ("ቁርስ ሁለት ሰዓት ይቀርባል?", ["08:00"]),           # two o'clock: in the morning
    ("ከጠዋቱ 2 ሰዓት", ["08:00"]),
    ("ከቀኑ 7 ሰዓት መግባት እችላለሁ?", ["13:00"]),
    ("ከቀኑ 6 ሰዓት", ["12:00"]),
    ("ከምሽቱ 3 ሰዓት ታክሲ አለ?", ["21:00"]),
    ("ከሌሊቱ 10 ሰዓት", ["04:00"]),
    ("ከሰዓት 9:30 ሰዓት", ["15:30"]),
    ("sa'aatii lama ganama", ["08:00"]),
    ("sa'aatii 3 galgala", ["21:00"]),
    ("ሰዓት 2 ንግሆ", ["08:00"]),
    ("Can I check in at 8 o'clock Ethiopian time?", ["14:00"]),
    ("ከምሽቱ 3 ሰዓት ሁለት ሰዓት", ["21:00", "08:00"]),
    ("መውጫ ስንት ሰዓት ነው?", []),                       # asks a time, gives none
    ("check-out at 11:00?", []),
    ("ለ3 ሌሊት ስንት ብር?", []),
])
def test_times_read_in_the_ethiopian_clock(question, western):
    assert [t.western for t in ethiopian_time.read(question)] == western


def test_western_and_ethiopian_hours_are_six_apart():
    assert [ethiopian_time.from_western(h) for h in (6, 8, 12, 13, 18, 21, 0, 4)] == [
        (12, "morning"), (2, "morning"), (6, "day"), (7, "day"), (12, "evening"), (3, "evening"),
        (6, "night"), (10, "night")]
    for hour in range(24):
        ethiopian, period = ethiopian_time.from_western(hour)
        assert ethiopian_time.to_western(ethiopian, period) == hour


def test_a_reply_is_told_in_both_clocks_once_per_time():
    text = ethiopian_time.both_clocks("Check-in from 14:00; check-out by 11:30. Again 14:00.", "am")
    assert text == ("Check-in from 14:00 (ከቀኑ 8 ሰዓት በኢትዮጵያ ሰዓት); check-out by 11:30 (ከጠዋቱ 5 ሰዓት ከ30 ደቂቃ "
                    "በኢትዮጵያ ሰዓት). Again 14:00.")


def test_a_time_question_in_amharic_is_answered_in_both_clocks(ask):
    reply = ask("መውጫ ስንት ሰዓት ነው?", lang="am")["reply"]
    assert "11:00 (ከጠዋቱ 5 ሰዓት በኢትዮጵያ ሰዓት)" in reply


def test_an_ethiopian_time_given_is_restated_on_the_24_hour_clock(ask):
    reply = ask("Can I check in at 8 o'clock Ethiopian time?")["reply"]
    assert reply.startswith("8 o'clock in the day, Ethiopian time = 14:00.")
    english = ask("What time is check-out?")["reply"]
    assert "Ethiopian" not in english


def test_a_passage_that_already_tells_both_clocks_is_not_annotated_again():
    # An Oromo passage writes the Ethiopian hour with a colon and the Western one in brackets
    # (blind set 4, q160): neither is read as a 24-hour time to annotate, so no nested brackets
    # and no "2:00" told as two at night; the reply's other sentences still get both clocks.
    passage = ("Waajjirri tikeetii ganama sa'aatii 2:00 (8:00 Faranjii) hanga galgala sa'aatii 10:00 "
               "(16:00 Faranjii) banaa dha. Geejjibni 22:00 hanga 05:00 (sa'aatii Itoophiyaatiin halkan "
               "sa'aatii 4 hanga sa'aatii 11) dabalata qaba. Bilisni 14:00 irraa.")
    text = ethiopian_time.both_clocks(passage, "om")
    kept, _, rest = text.rpartition("Bilisni ")
    assert kept == passage[: passage.index("Bilisni ")]
    assert rest == "14:00 (sa'aatii Itoophiyaatiin guyyaa sa'aatii 8) irraa."
    assert "((" not in text and ") Faranjii)" not in text


def test_an_oromo_time_question_over_a_paired_passage_has_no_nested_brackets():
    reply = ethiopian_time.in_both_clocks(
        "waajjirri tikeetii yoom banama", "time", "om",
        "Waajjirri tikeetii ganama sa'aatii 2:00 (8:00 Faranjii) banama.")
    assert reply == "Waajjirri tikeetii ganama sa'aatii 2:00 (8:00 Faranjii) banama."


def test_a_time_with_its_hour_word_before_the_bracket_is_already_in_both_clocks():
    # "ከጠዋቱ 2:30 ሰዓት (08:30)": the Ethiopian reading, the hour word, then the 24-hour twin. It
    # was read as 02:30 and told as half past eight at night, and 08:30 got a bracket inside a
    # bracket.
    passage = "ጉብኝቱ ከጠዋቱ 2:30 ሰዓት (08:30) ይጀምራል። ሙዚየሙ እስከ 17:30 ክፍት ነው።"
    text = ethiopian_time.both_clocks(passage, "am")
    assert text == ("ጉብኝቱ ከጠዋቱ 2:30 ሰዓት (08:30) ይጀምራል። ሙዚየሙ እስከ 17:30 (ከቀኑ 11 ሰዓት ከ30 ደቂቃ "
                    "በኢትዮጵያ ሰዓት) ክፍት ነው።")


def test_a_time_after_a_part_of_the_day_is_an_ethiopian_reading_left_as_written():
    # "ከጠዋቱ 12:30" is half past six in the morning, not half past noon: no 24-hour reading is
    # made up for it. An hour no Ethiopian clock has (19:30) is a 24-hour time whatever precedes.
    text = ethiopian_time.both_clocks("ገበያው ከጠዋቱ 12:30 ሰዓት ይከፈታል። እራት ከምሽቱ 19:30 ነው።", "am")
    assert text == "ገበያው ከጠዋቱ 12:30 ሰዓት ይከፈታል። እራት ከምሽቱ 19:30 (ከምሽቱ 1 ሰዓት ከ30 ደቂቃ በኢትዮጵያ ሰዓት) ነው።"
    oromo = "Konkolaataan ganama 2:00 ka'a."
    assert ethiopian_time.both_clocks(oromo, "om") == oromo


@pytest.mark.parametrize("question", [
    "የጀልባ ኪራይ ለአንድ ሰዓት ስንት ነው",  # for one hour
    "ብስክሌት ለ3 ሰዓት ስንት ያስከፍላል",
    "ናይ ጀልባ ንሓደ ሰዓት ክንደይ እዩ",  # Tigrinya "for one hour"
])
def test_hours_after_for_are_a_span_priced_not_a_time_of_day(question):
    # "ለአንድ ሰዓት" is "for one hour": read as one o'clock, the reply opened with "07:00" and the
    # question was taken for a time one.
    assert ethiopian_time.read(question) == []
    assert analysis.asked_type(question) == "price"


@pytest.mark.parametrize(("question", "western"), [
    ("ጀልባው በ2 ሰዓት ይነሳል?", "08:00"),  # at two
    ("ገንዳው እስከ ምሽቱ 3 ሰዓት ክፍት ነው?", "21:00"),  # until three in the evening
])
def test_hours_at_or_until_stay_a_time_of_day(question, western):
    assert [time.western for time in ethiopian_time.read(question)] == [western]
