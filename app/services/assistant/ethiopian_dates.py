"""A day asked in the Gregorian calendar ("when is Hidar Tsion this year, gregorian date", "ገና
በፈረንጆች ስንት ቀን ነው", "lakkoofsa Awurooppaatiin", "ብፈረንጂ ዕለት መዓስ"): the question asks a date
(analysis.asked_type), the words naming the calendar are no words of its subject (no passage need
write "gregorian": analysis.analyse), and each Ethiopian date the reply states ("Hidar 21",
"ብነሓሰ 16", "Meeskaram 17, 2020") is given in the Gregorian calendar too, in the asked language.
The conversion is app/services/booking/ethiopian_calendar.py's (abyssinica), never done by hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from app.services.assistant.phrases import phrase
from app.services.booking.ethiopian_calendar import (
    MONTH_NAMES,
    MONTH_NAMES_TI,
    EthiopianDate,
    to_ethiopian,
    to_gregorian,
)
from app.services.ethiopic import fold_letter_variants

# The calendar named as the one the answer is wanted in. Amharic and Tigrinya say it "in/by the
# foreigners'" (በፈረንጆች, ብፈረንጂ): "ለፈረንጅ", for a foreigner, asks a foreigner's price instead.
ASKS_GREGORIAN = re.compile(
    r"\bgregorian\b|\b(?:european|western|international)\s+(?:calendar|date)\b|\bin\s+g\.?c\b\.?|"
    r"(?<![^\s\W])(?:በ|ብ)(?:ፈረንጅ|ፈረንጆ|ፈረንጂ|ግሪጎሪያን|አውሮፓ)\S*|"
    r"\blakkoofsa\s+(?:awurooppaa|awrooppaa|farangii|faranjii)\w*|\b(?:awurooppaa|farangii)tiin\b",
    re.I)

# The months of the Ethiopian calendar as Amharic, Tigrinya and Latin letters write them
# (1 = Meskerem ... 13 = Pagume): the official Amharic name and its transliteration
# (ethiopian_calendar.MONTH_NAMES), the Tigrinya name (MONTH_NAMES_TI) and the other spellings
# guests and documents use; Ethiopic names are matched letter-folded (ሐ, ኀ, ሀ are one).
_OTHER_SPELLINGS: tuple[tuple[str, ...], ...] = (
    ("meskaram", "meeskaram", "maskaram"),
    ("tikemt", "tiqimt", "teqemt"),
    ("ህዳር", "hedar"),
    ("ታህሳስ", "tahisas", "tahesas"),
    ("ter", "tirr"),
    ("yakatit",),
    ("magabit",),
    ("ሚያዚያ", "miazia", "miyaziya"),
    ("genbot",),
    (),
    (),
    ("nehasse", "nahase"),
    ("ጳጉሜ", "pagumen"),
)
_MONTH_FORMS = tuple((amharic, english.casefold(), tigrinya, *others)
                     for (amharic, english), tigrinya, others
                     in zip(MONTH_NAMES, MONTH_NAMES_TI, _OTHER_SPELLINGS, strict=True))
_MONTH_OF = {fold_letter_variants(form).casefold(): number
             for number, forms in enumerate(_MONTH_FORMS, start=1) for form in forms}
_MONTH = "|".join(sorted((re.escape(form) for form in _MONTH_OF), key=len, reverse=True))
# The Latin-letter names alone, for analysis's dates ("on Hidar 21", "Meeskaram 17").
LATIN_MONTHS = "|".join(sorted((form for form in _MONTH_OF if form.isascii()), key=len, reverse=True))
# "Hidar 21", "ብነሓሰ 16", "Meeskaram 17, 2020", "ታኅሣሥ 29 ቀን 2019 ዓ.ም.": a month, its day and maybe
# its year. (An Ethiopic month may carry a prefix, "ብ", "በ", "ከ"; a Latin one is a word of its own.)
_DATE = re.compile(
    rf"(?:(?<![A-Za-z])|(?<=[ብበከለየእ]))(?P<month>{_MONTH})(?![A-Za-z\u1200-\u137f])\s*(?P<day>\d{{1,2}})(?!\d)"
    r"(?:\s*(?:ቀን|,)?\s*(?P<year>(?:19|20)\d{2})(?!\d))?", re.I)
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")

_GREGORIAN_MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"),
    "am": ("ጃንዋሪ", "ፌብሩዋሪ", "ማርች", "ኤፕሪል", "ሜይ", "ጁን", "ጁላይ", "ኦገስት", "ሴፕቴምበር", "ኦክቶበር",
           "ኖቬምበር", "ዲሴምበር"),
    "om": ("Amajjii", "Guraandhala", "Bitootessa", "Elba", "Caamsaa", "Waxabajjii", "Adoolessa",
           "Hagayya", "Fulbaana", "Onkoloolessa", "Sadaasa", "Mudde"),
}
_GREGORIAN_MONTHS["ti"] = _GREGORIAN_MONTHS["am"]


def asks_gregorian(question: str) -> bool:
    """Whether a question asks for a day in the Gregorian calendar (`ASKS_GREGORIAN`)."""
    return bool(ASKS_GREGORIAN.search(question))


def calendar_words(question: str) -> list[str]:
    """The words of a question that name the calendar asked (`ASKS_GREGORIAN`)."""
    return [match[0] for match in ASKS_GREGORIAN.finditer(question)]


@dataclass(frozen=True)
class WrittenDate:
    text: str  # as the reply writes it
    day: date  # in the Gregorian calendar


def _ethiopian_year(asked: int | None, today: date) -> int | None:
    """The Ethiopian year a question's year (`asked`) means: this Ethiopian year or the next or
    last one as itself ("ኣሸንዳ 2019"); a Gregorian year is None here (`_in_gregorian_year`)."""
    current = to_ethiopian(today).year
    return asked if asked is not None and abs(asked - current) <= 1 else None


def dates_written(text: str, question: str, today: date) -> list[WrittenDate]:
    """The Ethiopian dates `text` states, each with its Gregorian day. The year is the one written
    after the day, else the question's (an Ethiopian year as itself; a Gregorian one, the day
    falling in it), else the next time the day comes from `today`."""
    asked_years = [int(y) for y in _YEAR.findall(question)]
    asked = asked_years[0] if asked_years else None
    found: list[WrittenDate] = []
    for match in _DATE.finditer(fold_letter_variants(text)):
        month = _MONTH_OF.get(match["month"].casefold())
        day = int(match["day"])
        if month is None or not 1 <= day <= 30:
            continue
        try:
            if match["year"]:
                gregorian = to_gregorian(EthiopianDate(int(match["year"]), month, day))
            elif (year := _ethiopian_year(asked, today)) is not None:
                gregorian = to_gregorian(EthiopianDate(year, month, day))
            elif asked is not None:
                gregorian = _in_gregorian_year(asked, month, day)
            else:
                gregorian = _upcoming(month, day, today)
        except ValueError:
            continue
        if gregorian is not None:
            found.append(WrittenDate(text[match.start():match.end()].strip(), gregorian))
    return found


def _in_gregorian_year(year: int, month: int, day: int) -> date | None:
    """The Gregorian day of an Ethiopian month and day that falls in Gregorian `year`."""
    for ethiopian_year in (year - 8, year - 7):
        gregorian = to_gregorian(EthiopianDate(ethiopian_year, month, day))
        if gregorian.year == year:
            return gregorian
    return None


def _upcoming(month: int, day: int, today: date) -> date:
    """The next Gregorian day (today or later) that is the Ethiopian month and day."""
    year = to_ethiopian(today).year
    gregorian = to_gregorian(EthiopianDate(year, month, day))
    return gregorian if gregorian >= today else to_gregorian(EthiopianDate(year + 1, month, day))


def gregorian_label(day: date, lang: str) -> str:
    """"30 November 2026"; in Amharic, Tigrinya and Oromo the month by its name there, with the
    English date after it ("ኖቬምበር 30 ቀን 2026 (30 November 2026)")."""
    english = f"{day.day} {_GREGORIAN_MONTHS['en'][day.month - 1]} {day.year}"
    if lang in ("am", "ti"):
        return f"{_GREGORIAN_MONTHS[lang][day.month - 1]} {day.day} ቀን {day.year} ({english})"
    if lang == "om":
        return f"{day.day} {_GREGORIAN_MONTHS['om'][day.month - 1]} {day.year} ({english})"
    return english


def with_gregorian_dates(question: str, lang: str, reply: str, today: date) -> str:
    """`reply` with each Ethiopian date it states given in the Gregorian calendar, when the
    question asks for that calendar (`asks_gregorian`). A date whose Gregorian day the reply
    already writes ("Tahsas 29, 2019 E.C., which is Thursday 7 January 2027") is said once."""
    if not asks_gregorian(question):
        return reply
    added = []
    for written in dict.fromkeys(dates_written(reply, question, today)):
        if _writes_gregorian(reply, written.day) or any(written.day == other.day for other, _ in added):
            continue
        added.append((written, phrase("gregorian_date", lang, ethiopian=written.text,
                                      gregorian=gregorian_label(written.day, lang))))
    if not added:
        return reply
    return reply + "\n\n" + " ".join(text for _, text in added)


def _writes_gregorian(text: str, day: date) -> bool:
    """Whether a text already writes a Gregorian day ("7 January", "January 7", "28 Fulbaana")."""
    names = [_GREGORIAN_MONTHS[lang][day.month - 1] for lang in ("en", "am", "om")]
    return any(re.search(rf"(?<!\d){day.day}\s+{re.escape(name)}|{re.escape(name)}\s+{day.day}(?!\d)",
                         text, re.I) for name in names)
