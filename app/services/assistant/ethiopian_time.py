"""The Ethiopian clock: times of day counted from dawn and dusk, read and told beside the 24-hour
clock (docs/assistant.md).

An Ethiopian hour is the Western hour minus six: "ሁለት ሰዓት" (two o'clock) in the morning is
08:00, "ከቀኑ 7 ሰዓት" (seven in the day) is 13:00, "ከምሽቱ 3 ሰዓት" (three in the evening) is 21:00
and "ከሌሊቱ 10 ሰዓት" (ten at night) is 04:00. The part of the day says which twelve hours are
meant: morning (ጠዋት, ganama, ንግሆ) and day (ቀን, ከሰዓት, guyyaa/waaree, ቀትሪ) are 06:00-17:59,
evening (ምሽት, galgala, ምሸት) and night (ሌሊት, halkan, ለይቲ) 18:00-05:59. An hour without a part of
the day is a daylight hour (12 and 1-11 -> 06:00-17:00), as guests mostly mean.

`read` finds such times in a question (Amharic, Tigrinya, Oromo, or English "2 o'clock Ethiopian
time"); `both_clocks` adds the Ethiopian reading after each 24-hour time of a reply ("14:00 (ከቀኑ
8:00 በኢትዮጵያ ሰዓት)").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.services.assistant import languages
from app.services.assistant.stay_questions import NUMBER_WORDS

MORNING, DAY, EVENING, NIGHT = "morning", "day", "evening", "night"

# Words for the parts of the day, each language's, as they stand before or after the hour.
PERIOD_WORDS = {
    # (An Ethiopic word's last letter carries its suffix: ጠዋት, "ከጠዋቱ" "in the morning".)
    MORNING: r"ጠዋቱ|ጠዋት|ጧቱ|ጧት|ጥዋት|ንግሆ|ganama|morning",
    DAY: r"ከሰዓት|ቀኑ|ቀን|ቀትር|ቀትሪ|ድሕሪ\s*ቀትሪ|guyyaa|waaree|afternoon",
    EVENING: r"ምሽቱ|ምሽት|ማታ|ምሸት|galgala|evening",
    NIGHT: r"ሌሊቱ|ሌሊት|ለሊቱ|ለሊት|ለይቲ|halkan|night",
}
_NUMBER_WORD = "|".join(sorted((re.escape(w) for w, n in NUMBER_WORDS.items() if len(w) > 2),
                               key=len, reverse=True))
_EXTRA_NUMBERS = {"አስራ አንድ": 11, "አስራ ሁለት": 12, "ዓሰርተ ሓደ": 11, "ዓሰርተ ክልተ": 12, "kudha tokko": 11,
                  "kudha lama": 12, "ክልተ": 2, "ሰለስተ": 3, "ኣርባዕተ": 4, "ሓሙሽተ": 5, "ሽዱሽተ": 6,
                  "ሸውዓተ": 7, "ሸሞንተ": 8, "ትሽዓተ": 9, "ዓሰርተ": 10, "ሓደ": 1, "jaha": 6}
_NUMBERS = {**{w: n for w, n in NUMBER_WORDS.items() if 1 <= n <= 12}, **_EXTRA_NUMBERS}
_HOUR = (r"(?P<hour>\d{1,2}(?::(?P<minute>\d{2}))?|"
         + "|".join(sorted(map(re.escape, _EXTRA_NUMBERS), key=len, reverse=True)) + "|" + _NUMBER_WORD + ")")
_PERIOD = "(?P<period>" + "|".join(f"(?:{p})" for p in PERIOD_WORDS.values()) + ")"
# "ከጠዋቱ 2 ሰዓት", "ሁለት ሰዓት", "2 ሰዓት ከሰዓት", "sa'aatii 2 ganama", "ሰዓት 2 ንግሆ", "2 o'clock
# Ethiopian time".
_AFTER = _PERIOD.replace("period", "after")
# "For" before the hours makes them a span, not a time of day: "ለአንድ ሰዓት 600 ብር" (for one hour),
# "ለ2 ሰዓት", Tigrinya "ንሓደ ሰዓት"; so does "of" ("የ2 ሰዓት ጉዞ", a two-hour trip; Tigrinya "ናይ 2
# ሰዓት"). "በ2 ሰዓት" (at two) and "እስከ 2 ሰዓት" (until two) stay times.
_FOR = r"(?:ለ\s?|የ\s?|ን|ናይ\s)"
SPAN_OF_HOURS = re.compile(rf"{_FOR}{_HOUR}\s*(?:ሰዓት|ሰአት)")
_FOR_BEFORE_HOUR = re.compile(rf"{_FOR}$")
_PATTERNS = (
    re.compile(rf"(?:(?:ከ|በ)?{_PERIOD}\S*\s+)?(?:(?:ከ|በ|ልክ\s*)?){_HOUR}\s*ሰዓት(?:\s+{_AFTER})?"),
    re.compile(rf"(?:{_PERIOD}\S*\s+)?ሰዓት\s*{_HOUR}(?:\s+{_AFTER})?"),
    re.compile(rf"\bsa['’]?aa(?:tii)?\s+{_HOUR}\b(?:\s+{_AFTER})?", re.I),
    re.compile(rf"\b{_HOUR}\s*(?:o['’]?clock\s+)?(?:in\s+)?(?:the\s+)?ethiopian\s+(?:time|clock)\b", re.I),
)


@dataclass(frozen=True)
class ClockTime:
    """A time of day read in the Ethiopian clock: its hour (1-12), minute and part of the day,
    and the same time on the 24-hour clock."""

    hour: int
    minute: int
    period: str

    @property
    def western(self) -> str:
        return f"{to_western(self.hour, self.period):02d}:{self.minute:02d}"


def to_western(hour: int, period: str) -> int:
    """The 24-hour clock's hour of an Ethiopian `hour` (1-12) in `period`."""
    base = (hour + 6) % 12
    return base + 12 if period in (DAY, EVENING) else base


def from_western(hour: int) -> tuple[int, str]:
    """The Ethiopian hour (1-12) and part of the day of a 24-hour clock's `hour`."""
    ethiopian = (hour - 6) % 12 or 12
    period = MORNING if 6 <= hour < 12 else DAY if 12 <= hour < 18 else EVENING if hour >= 18 else NIGHT
    return ethiopian, period


def _period_of(word: str | None) -> str | None:
    if not word:
        return None
    return next((period for period, words in PERIOD_WORDS.items()
                 if re.fullmatch(rf"(?:{words})\S*", word, re.I)), None)


def read(question: str) -> list[ClockTime]:
    """The Ethiopian-clock times `question` names (module docstring), in order."""
    found = []
    taken: list[tuple[int, int]] = []  # a span read by an earlier pattern is not read again
    for pattern in _PATTERNS:
        for match in pattern.finditer(question):
            if any(match.start() < end and start < match.end() for start, end in taken):
                continue
            if _FOR_BEFORE_HOUR.search(question, max(0, match.start("hour") - 3), match.start("hour")):
                continue  # a span of hours (SPAN_OF_HOURS), not a time of day
            raw = match["hour"].strip()
            minute = int(match["minute"]) if match["minute"] else 0
            hour = int(raw.split(":")[0]) if raw[0].isdigit() else _NUMBERS.get(raw.lower())
            if hour is None or not 1 <= hour <= 12 or minute > 59:
                continue
            groups = match.groupdict()
            period = _period_of(groups.get("period")) or _period_of(groups.get("after"))
            if period is None:  # a daylight hour (module docstring)
                period = MORNING if hour == 12 or hour < 6 else DAY
            taken.append(match.span())
            found.append((match.start(), ClockTime(hour, minute, period)))
    return [time for _, time in sorted(found, key=lambda pair: pair[0])]


def without_times_of_day(text: str) -> str:
    """`text` without its Ethiopian-clock hours said with a part of the day ("ከጠዋቱ 2 ሰዓት", "sa'aatii
    2 ganama", "ንግሆ ሰዓት 3"): a time of day, never a span of hours ("ሁለት ሰዓት ተኩል ይወስዳል", it takes two
    and a half hours, has none)."""
    def of_day(match: re.Match) -> str:
        said = match.groupdict()
        return " " if said.get("period") or said.get("after") else match[0]

    for pattern in _PATTERNS[:3]:
        text = pattern.sub(of_day, text)
    return text


# How a part of the day and the Ethiopian clock are said, per language (the 24-hour clock is
# the reply's own).
PERIOD_NAMES = {
    "am": {MORNING: "ከጠዋቱ", DAY: "ከቀኑ", EVENING: "ከምሽቱ", NIGHT: "ከሌሊቱ"},
    "ti": {MORNING: "ንግሆ", DAY: "ድሕሪ ቀትሪ", EVENING: "ምሸት", NIGHT: "ለይቲ"},
    "om": {MORNING: "ganama", DAY: "guyyaa", EVENING: "galgala", NIGHT: "halkan"},
    "en": {MORNING: "in the morning", DAY: "in the day", EVENING: "in the evening", NIGHT: "at night"},
}
HOUR_WORDS = {"am": "{hour} ሰዓት", "ti": "{hour} ሰዓት", "om": "sa'aatii {hour}", "en": "{hour} o'clock"}
MINUTE_WORDS = {"am": " ከ{minute} ደቂቃ", "ti": " ከ{minute} ደቒቕ", "om": " daqiiqaa {minute}",
                "en": " and {minute} minutes"}
CLOCK_NAMES = {"am": "በኢትዮጵያ ሰዓት", "ti": "ብሰዓት ኢትዮጵያ", "om": "sa'aatii Itoophiyaatiin",
               "en": "Ethiopian time"}


def ethiopian_label(hour: int, minute: int, lang: str) -> str:
    """A 24-hour time said in the Ethiopian clock in `lang` ("ከቀኑ 8:00 በኢትዮጵያ ሰዓት")."""
    code = lang if lang in PERIOD_NAMES else languages.DEFAULT
    ethiopian, period = from_western(hour)
    # Hours and minutes in words of the clock, not "8:00": a 24-hour time in the same reply
    # must stay the only clock-shaped figure.
    value = HOUR_WORDS[code].format(hour=ethiopian)
    if minute:
        value += MINUTE_WORDS[code].format(minute=minute)
    if code == "en":
        return f"{value} {PERIOD_NAMES[code][period]}, {CLOCK_NAMES[code]}"
    if code == "om":
        return f"{CLOCK_NAMES[code]} {PERIOD_NAMES[code][period]} {value}"
    return f"{PERIOD_NAMES[code][period]} {value} {CLOCK_NAMES[code]}"


_CLOCK = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?!\s*\()")
# A passage that already tells a time in both clocks: a clock time with a bracket after it that
# holds a number ("ganama sa'aatii 2:00 (8:00 Faranjii)", "22:00 hanga 05:00 (sa'aatii
# Itoophiyaatiin halkan sa'aatii 4 ...)"). Its clock-shaped times may be Ethiopian ones (2:00 is
# eight in the morning there), and those in brackets are readings already given: annotating
# them gave nested brackets and a wrong reading (blind set 4, q160).
# The hour word may stand between the time and its bracket: "ከጠዋቱ 2:30 ሰዓት (08:30)".
_PAIRED_CLOCKS = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?:\s*(?:ሰዓት|ሰአት))?\s*\([^()]*\d[^()]*\)")
# A clock time right after a part of the day ("ከጠዋቱ 2:30", "ganama 2:00") is an Ethiopian-clock
# reading when its hour is one of that clock's (1-12): told again as a 24-hour time it became a
# wrong one ("2:30 in the morning" glossed as half past eight at night).
_PERIOD_BEFORE = re.compile(rf"(?:{_PERIOD})\S*\s*$")
_SENTENCE = re.compile(r"[^.!?።\n]+(?:[.!?።]+|\n|$)")


def _paired_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of `text` that already tell their times in both clocks."""
    return [match.span() for match in _SENTENCE.finditer(text) if _PAIRED_CLOCKS.search(match.group())]


def both_clocks(text: str, lang: str) -> str:
    """`text` with each 24-hour time followed by its Ethiopian reading in `lang`, once per time;
    a sentence that already tells its times in both clocks is left as written."""
    seen: set[str] = set()
    paired = _paired_spans(text)

    def annotate(match: re.Match) -> str:
        if match.group(0) in seen or any(start <= match.start() < end for start, end in paired):
            return match.group(0)
        if int(match.group(1)) <= 12 and _PERIOD_BEFORE.search(text, 0, match.start()):
            return match.group(0)
        seen.add(match.group(0))
        return f"{match.group(0)} ({ethiopian_label(int(match.group(1)), int(match.group(2)), lang)})"

    return _CLOCK.sub(annotate, text)


# The languages whose guests read the Ethiopian clock: a time question in them is answered in
# both clocks even when it names no time.
ETHIOPIAN_CLOCK_LANGUAGES = frozenset({"am", "om", "ti"})


def in_both_clocks(question: str, asked_type: str | None, lang: str, reply: str) -> str:
    """The reply told in both clocks when the question gives an Ethiopian-clock time (which the
    reply then states first, on the 24-hour clock) or asks a time in a language whose guests
    read the Ethiopian clock."""
    times = read(question)
    if times:
        return f"{asked_time_sentence(times, lang)} {both_clocks(reply, lang)}"
    if asked_type == "time" and (lang or "").lower() in ETHIOPIAN_CLOCK_LANGUAGES:
        return both_clocks(reply, lang)
    return reply


def asked_time_sentence(times: list[ClockTime], lang: str) -> str:
    """"ከጠዋቱ 2 ሰዓት በኢትዮጵያ ሰዓት = 08:00": the asked Ethiopian times on the 24-hour clock."""
    pairs = [f"{ethiopian_label(int(t.western[:2]), t.minute, lang)} = {t.western}" for t in times]
    return "; ".join(dict.fromkeys(pairs)) + ("።" if lang in ("am", "ti") else ".")
