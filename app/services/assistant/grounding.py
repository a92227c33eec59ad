"""Whether a passage, or one of its sentences, is about what the question asks (issue 30).

Retrieval finds passages near the question; near is not the same. A question names its subject
with qualifiers that say *which* one: a city ("a massage at a spa in Hawassa"), a quantity ("a
2-day Danakil tour", "a 50 GB bundle", "late check-out till 4pm") or a name ("Gihon Terrace
Hotel", "Bale Mountains"). A passage that states the same kind of qualifier, only another value
of it, is about a neighbouring subject, whatever its words and vector share: the Bahir Dar and
Addis Ababa spas' massage prices do not answer for Hawassa, the 3- and 4-day tours not for a
2-day one, the 10 and 25 GB bundles not for 50 GB, Boku Hill's pool hours not for Gihon
Terrace's pool. Its figures would be another subject's.

- `Qualifiers.of(question, asked_type)`: the cities, quantities and names the question states.
- Contrasts (`CONTRASTS`): words that say which one of a pair or a few a guest means, where the
  others are siblings of the same kind: foreigners or Ethiopians, adults or children, a half or a
  full day, a single or a multiple entry, the first or the last departure, a sedan, a minivan, a
  4x4, a bus or a minibus. A text that states a sibling and not the asked one is about the
  sibling ("ለግማሽ ቀን 1,200 ብር", half a day, is no price for a full day).
- Hotels the catalogue knows (`with_hotels`): a hotel the question names is a name qualifier
  in any script, so an Amharic question about Amora Gedel Hotel's spa is not answered by the
  Entoto Grand Hotel's spa menu.
- Siblings written as two words (`word_pairs`): "business visa", "Entoto park", "Lake Abaya",
  "Hora Finfinnee". A text naming one of the two words beside another word ("tourist e-visa",
  "Unity park", "Lake Tana", "Hora Arsadii"), and nowhere the question's other word, is about a
  sibling. Learned from the texts themselves, in every language and script, so no hand list
  has to know that business and tourist visas, or two lakes, are siblings.
- `conflict(qualifiers, text)`: the first qualifier the text contradicts (states the kind, never
  the asked value), or None. Used on a whole passage (with its title) to drop it, and on each
  sentence of a kept passage to drop the sentences about the passage's other subjects ("Bishoftu
  costs 2,300 ETB" for a question about Adama).

A passage that never states the kind (no city, no number of days) is not contradicted: a rule
that holds everywhere ("payment is by telebirr") still answers. Names are compared only where
both sides can write them alike (Latin script on both sides, English and Oromo): across scripts
the glossary and the vectors decide, as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

from app.services.assistant import entities, glossary
from app.services.assistant.text import (
    OROMO_QUESTION_WORDS,
    has_ethiopic,
    proper_names,
    split_sentences,
    tokens,
    words,
)
from app.services.ethiopic import fold_letter_variants

# Number words a guest writes for small quantities ("a two-day tour"), en and om.
_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "tokko": 1, "lama": 2, "sadii": 3, "afur": 4, "shan": 5,
    "አንድ": 1, "ሁለት": 2, "ሶስት": 3, "ሦስት": 3, "አራት": 4, "አምስት": 5,
}
# The units a quantity qualifier is written with, by kind. Not Ethiopic "ሰዓት": with a number it is
# as often a clock time ("2 ሰዓት", eight o'clock) as a duration.
_UNITS = {
    "day": r"days?|ቀናት|ቀን|guyyaa|መዓልቲ",
    "night": r"nights?|ሌሊት|ለሊት|አዳር|halkan\w*|ለይቲ",
    "hour": r"hours?|hrs?|sa['’]?aatii",
    "minute": r"minutes?|mins?|ደቂቃ|daqiiqaa|ደቒቕ",
    "data": r"gb|ጊጋ\w*",
    # (A party is counted in passengers and travellers as well, and a guest writes "ppl".)
    "person": r"people|ppl|persons?|guests?|adults?|passengers?|travell?ers?|namoota|nama|ሰዎች|ሰው|ተሳፋሪ\w*",
    "weight": r"kgs?|kilos?|kilograms?|kiiloo|kiilograama|ኪሎ|ኪል|ኪሎግራም",
}
_NUMBER = r"\d+|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
_UNIT = "|".join(f"(?P<{kind}>{pattern})" for kind, pattern in _UNITS.items())
_QUANTITY = re.compile(rf"(?<![A-Za-z0-9:.,])(?P<number>{_NUMBER})\s*(?:-\s*)?(?:{_UNIT})(?![a-z])", re.I)
# Ethiopic hours as a span ("ለ2 ሰዓት", for two hours; "የ2 ሰዓት ጉዞ", a two-hour trip; Tigrinya "ንሓደ
# ሰዓት", "ናይ 2 ሰዓት"): "for" or "of" before the hours makes them a length, kept in minutes beside
# "የ30 ደቂቃ" (`_UNITS` leaves a bare "2 ሰዓት" out: a clock time as often; ethiopian_time.SPAN_OF_HOURS).
_ETHIOPIC_NUMBER_WORDS = "|".join(w for w in _NUMBER_WORDS if not w.isascii())
_ETHIOPIC_HOURS = re.compile(
    rf"(?<![\w])(?:ለ|የ|ን|ናይ\s)\s?(?P<number>\d+|{_ETHIOPIC_NUMBER_WORDS})\s*(?:ሰዓት|ሰአት)")
# A quantity stated as a most ("for up to 10 people", "እስከ 6 ሰው"): a price for up to ten people is
# the price for eight (`capacities`).
_UP_TO = re.compile(rf"(?:\bup\s+to|\bat\s+most|\bmax(?:imum)?(?:\s+of)?|\bno\s+more\s+than|እስከ)\s*"
                    rf"(?P<number>{_NUMBER})\s*(?:-\s*)?(?:{_UNIT})(?![a-z])", re.I)
# A quantity stated as a range ("for 4-8 people", "for 4 to 8 guests", "between 4 and 8 people"):
# it holds every value between its ends (`held`).
_RANGE = re.compile(rf"(?<![A-Za-z0-9:.,])(?:between\s+)?(?P<low>\d+)\s*(?:-|–|to|and)\s*(?P<number>\d+)\s*"
                    rf"(?:-\s*)?(?:{_UNIT})(?![a-z])", re.I)
# "11.30pm" as a guest writes it too (not "30pm" of it).
_CLOCK_12 = re.compile(r"(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])", re.I)
_CLOCK_24 = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])")
# Two clock times joined as a range ("between 22:00 and 05:00", "6:30-10:00", "hanga 20:00").
_CLOCK_RANGE = re.compile(
    r"(?<![\d:])(\d{1,2}:\d{2})\s*(?:-|–|to|and|until|till|hanga|እስከ)\s*(\d{1,2}:\d{2})", re.I)
# A quantity of the asked type's own kind is the answer, not a qualifier ("is it 3 days?").
_OWN_KINDS = {"duration": {"day", "night", "hour", "minute"}, "time": {"clock"}, "count": {"person"}}
# Types whose question a clock time qualifies ("late check-out till 4pm: what does it cost?").
_CLOCK_QUALIFIES = frozenset({"price", "date", "duration", "count"})


def states_quantity(term: str) -> bool:
    """Whether a word is part of how a quantity is written: a number word ("one", "lama") or a
    unit ("gb", "hours")."""
    return term.casefold() in _NUMBER_WORDS or unit_kind(term) is not None


def unit_kind(term: str) -> str | None:
    """The kind of quantity a unit word measures ("min": minute, "days": day; "hours": minute,
    see `_IN_MINUTES`), or None."""
    kind = next((kind for kind, pattern in _UNITS.items() if re.fullmatch(pattern, term, re.I)), None)
    return "minute" if kind == "hour" else kind


# Hours and minutes are one measure: "a 1 hour massage" is the "60 minutes" of a spa menu, and a
# passage stating only "30 minutes" and "2 hours" states another length. Both are kept in minutes.
_IN_MINUTES = {"hour": 60, "minute": 1}


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _NUMBER_WORDS[text.casefold()]


# Oromo writes the unit first: "guyyaa 2", "halkan 3", and so a number word, with its case ending
# ("imala guyyaa tokkoo", a one-day trip; "guyyaa lamaaf", for two days).
_OROMO_NUMBER_STEMS = {"tokko": 1, "lama": 2, "sadi": 3, "afur": 4, "shan": 5, "jaha": 6, "torba": 7}
_QUANTITY_AFTER = re.compile(
    r"\b(?P<unit>guyyaa|halkan|daqiiqaa)\s+(?P<number>\d+(?![\d:.])|(?:"
    + "|".join(_OROMO_NUMBER_STEMS) + r")[aeiounf]{0,3}\b)", re.I)
_AFTER_KINDS = {"guyyaa": "day", "halkan": "night", "daqiiqaa": "minute"}


# A year, Gregorian or Ethiopian (which runs 7 or 8 years behind): "Irreecha in 2027" is not
# answered by the 2026 date. Not an amount: no currency or unit next to it ("2000 birr", "qarshii
# 2020"), no thousands separator.
_YEAR = re.compile(r"(?<![\d,.:/-])(19[89]\d|20[0-4]\d)(?![\d,.:/])")
_NOT_A_YEAR_AFTER = re.compile(r"\s*(?:birr|etb|ብር|qarshii|birrii|usd|dollars?|ዶላር|\$|%|km|ኪ|kg|gb|m\b|ሜ)",
                               re.I)
_NOT_A_YEAR_BEFORE = re.compile(r"(?:birr|etb|ብር|qarshii|birrii|usd|\$|ዶላር|ቁጥር|no\.?|\+)\s*$", re.I)
# A year asked is stated by the same year in either calendar.
CALENDAR_SHIFTS = frozenset({0, 7, 8})


def _is_year(match: re.Match) -> bool:
    """Whether a `_YEAR` match in its text is a year, not an amount or a measure."""
    text = match.string
    return (not _NOT_A_YEAR_AFTER.match(text, match.end())
            and not _NOT_A_YEAR_BEFORE.search(text[max(0, match.start() - 12):match.start()]))


def _years(text: str) -> set[int]:
    return {int(match[1]) for match in _YEAR.finditer(text) if _is_year(match)}


def without_years(text: str) -> str:
    """The text with its years blanked out: "Opened in 2004" states no amount or count, "2004
    birr" does."""
    return _YEAR.sub(lambda match: " " if _is_year(match) else match[0], text)


def quantities(text: str) -> dict[str, set[int | str]]:
    """kind -> the values the text states of it: days, nights, minutes (hours among them), GB, people, clock
    times ("clock": "16:00"; 4pm and 16:00 alike) and years ("year": 2027)."""
    found: dict[str, set[int | str]] = {}
    if years := _years(text):
        found["year"] = set(years)
    for match in _QUANTITY.finditer(text):
        kind, value = _quantity(match)
        found.setdefault(kind, set()).add(value)
    for match in _QUANTITY_AFTER.finditer(text):
        kind = _AFTER_KINDS[match["unit"].casefold()]
        number = match["number"].casefold()
        found.setdefault(kind, set()).add(int(number) if number.isdigit() else next(
            value for stem, value in _OROMO_NUMBER_STEMS.items() if number.startswith(stem)))
    for match in _ETHIOPIC_HOURS.finditer(text):
        found.setdefault("minute", set()).add(_number(match["number"]) * _IN_MINUTES["hour"])
    for hour, minute, half in _CLOCK_12.findall(text):
        value = int(hour) % 12 + (12 if half.casefold().startswith("p") else 0)
        found.setdefault("clock", set()).add(f"{value:02d}:{minute or '00'}")
    for hour, minute in _CLOCK_24.findall(text):
        if int(hour) < 24:
            found.setdefault("clock", set()).add(f"{int(hour):02d}:{minute}")
    return found


def quantity_terms(text: str) -> frozenset[str]:
    """The index terms of the quantities a text states with a unit ("60 min", "guyyaa 2"): the
    number and its unit, not a unit written alone ("በቀን", per day; "namoota alaa", foreigners)."""
    return frozenset(t for pattern in (_QUANTITY, _QUANTITY_AFTER)
                     for match in pattern.finditer(text) for t in tokens(match[0]))


def capacities(text: str) -> dict[str, int]:
    """kind -> the largest quantity of it the text states as a most ("up to 10 people": 10)."""
    found: dict[str, int] = {}
    for match in _UP_TO.finditer(text):
        kind, value = _quantity(match)
        found[kind] = max(found.get(kind, 0), value)
    return found


def held(kind: str, value: int | str, text: str) -> bool:
    """Whether a text states a quantity of the kind holding the value: the value itself, a most
    at or above it ("up to 7 passengers" holds a party of 6) or a range around it ("for 4-8
    people", "between 2 and 3 hours" holds 150 minutes)."""
    if value in quantities(text).get(kind, set()):
        return True
    if not isinstance(value, int):
        return False
    most = capacities(text).get(kind)
    if most is not None and value <= most:
        return True
    for match in _RANGE.finditer(text):
        found, high = _quantity(match)
        in_minutes = high // max(_number(match["number"]), 1)  # (hours are kept in minutes)
        if found == kind and _number(match["low"]) * in_minutes <= value <= high:
            return True
    return False


def _quantity(match: re.Match) -> tuple[str, int]:
    """The kind and value of a number-and-unit match (`_QUANTITY`, `_UP_TO`), hours in minutes."""
    kind, value = next(k for k in _UNITS if match[k]), _number(match["number"])
    if kind in _IN_MINUTES:
        kind, value = "minute", value * _IN_MINUTES[kind]
    return kind, value


def places(terms: list[str] | frozenset[str]) -> set[frozenset[str]]:
    """The cities the terms name (glossary.place: one value per city, any script)."""
    return {p for p in map(glossary.place, terms) if p is not None}


@dataclass
class Qualifiers:
    places: set[frozenset[str]] = field(default_factory=set)
    quantities: dict[str, set[int | str]] = field(default_factory=dict)
    names: tuple[str, ...] = ()  # index terms of the asked thing's name (`with_names`)
    latin: bool = True  # the question is written in Latin script (names are comparable)
    kinds: frozenset[str] = frozenset()  # what the named thing is: hotel, spa, park (`with_names`)
    contrasts: dict[int, int] = field(default_factory=dict)  # CONTRASTS index -> the asked member
    ages: tuple[int, ...] = ()  # the ages of people the question asks for (`ages`)
    hotel_ids: frozenset[int] = frozenset()  # the catalogue's hotels the question names (`with_hotels`)
    hotel_rows: tuple[tuple[int, str, str], ...] = ()  # the live hotels: (id, name, city)
    pairs: frozenset[tuple[str, str]] = frozenset()  # two words naming the asked thing (`word_pairs`)
    routes: dict[str, frozenset[str]] = field(default_factory=dict)  # "from"/"to" -> asked places (`routes`)

    @classmethod
    def of(cls, question: str, asked_type: str | None, lang: str | None = None) -> Qualifiers:
        own = _OWN_KINDS.get(asked_type or "", set())
        stated = quantities(question)
        if asked_type not in _CLOCK_QUALIFIES:
            stated.pop("clock", None)
        return cls(places(tokens(question)), {k: v for k, v in stated.items() if k not in own},
                   latin=not has_ethiopic(question), contrasts=_asked_contrasts(question),
                   ages=tuple(ages(question)),
                   pairs=word_pairs(question, lang, asked=True), routes=routes(question, asked=True))

    def with_hotels(self, hotel_ids: tuple[int, ...], rows: tuple[tuple[int, str, str], ...]) -> Qualifiers:
        """The catalogue's hotels the question names (`hotel_ids`, found by entities.py in any
        script: "አሞራ ገደል ሆቴል" is Amora Gedel Hotel), against the live hotels (`rows`) a text
        may name instead."""
        self.hotel_ids, self.hotel_rows = frozenset(hotel_ids), tuple(rows)
        # A town's word in a named hotel's name ("Awash" of Awash Valley Resort, in Adama) names
        # the hotel: its city is a place asked too (a text may name the hotel, or its town), and
        # "from awash valley" is no route from Awash ("a shuttle to Sodere, 25 km from Adama" is
        # the same trip).
        named = self.hotel_words()
        if any(place & named for place in self.places):
            cities = " ".join(city for hotel_id, _, city in self.hotel_rows if hotel_id in self.hotel_ids)
            self.places |= places(tokens(cities))
        self.routes = {end: asked - named for end, asked in self.routes.items() if asked - named}
        return self

    def hotel_words(self) -> frozenset[str]:
        """The index terms of the names of the catalogue's hotels the question names."""
        return entities.named_hotel_terms(self.hotel_ids, self.hotel_rows)

    def with_names(self, question: str, texts: list[str]) -> Qualifiers:
        """The question's words that are part of a name, in its own capitals or in the names the
        found passages write ("gihon terrace hotel" in lower case is the "Gihon Terrace Hotel" a
        passage names): not glossary words, not cities. And the kinds of thing those names are:
        the glossary words the names are written with ("Hotel", "Spa", Oromo "Hoteela", "Paarkii"),
        or that follow the name in the question."""
        if not self.latin:
            return self
        asked = [t for t in tokens(question) if not glossary.knows(t) and not t.isdigit()]
        names = [name for text in [question, *texts] for name in written_names(text)]
        named = {t for own, _ in names for t in own}
        # (Not a kind of thing a name is written with, "resort" of "Lake Tana Shore Resort": it
        # says what the thing is, not which, and another script writes it by its sound, "ሪዞርት".)
        self.names = tuple(dict.fromkeys(t for t in asked if t in named and t not in _kind_terms()))
        kinds = {t for own, kind in names if set(own) & set(self.names) for t in kind}
        question_terms = tokens(question)
        for index, term in enumerate(question_terms[:-1]):
            if term in self.names:
                kinds.update(_kind_words([question_terms[index + 1]]))
        self.kinds = frozenset(k for kind in kinds for k in glossary.synonyms(kind))
        # A trip named by its place ("konso trip", "Awaash imala"; a name or a town before the word
        # for a trip) is the trip there: a text telling a trip to another place, and never writing
        # the asked one, tells another trip (the Dorze village trip is not the Konso trip).
        if "to" not in self.routes:
            trips = _trip_terms()
            there = {term for term, after in zip(question_terms, question_terms[1:], strict=False)
                     if after in trips and (term in self.names or glossary.place(term) is not None)}
            if there:
                self.routes = {**self.routes, "to": frozenset(there)}
        return self

    def __bool__(self) -> bool:
        return bool(self.places or self.quantities or self.names or self.contrasts or self.hotel_ids
                    or self.routes or self.ages)


_VOWELS = str.maketrans("", "", "aeiou")


def _skeleton(term: str) -> str:
    """A Latin word's consonants, doubled ones once: what survives an Oromo spelling of an English
    name ("Soof Umar", "Sof Omar"; "Boolee", "Bole")."""
    # (An "x" is the "ks" it sounds: "Axum" and "Aksum", "taxi" and "taaksii"; a "gh" the "g" an
    # English spelling of an Ethiopic name writes so: "Gheralta", "ገርዓልታ".)
    consonants = (term.replace("ch", "c").replace("gh", "g").replace("q", "k").replace("x", "ks")
                  .translate(_VOWELS))
    return "".join(c for i, c in enumerate(consonants) if i == 0 or c != consonants[i - 1])


# The consonant of each row of the Ethiopic syllabary (its first letter), in Latin letters: what a
# name keeps across scripts ("ሰሜን" s-m-n, "Simien"; "ደባርቅ" d-b-r-k, "Debark"). Vowel letters
# (አ, ዐ) give none.
_ROWS = {"ሀ": "h", "ለ": "l", "ሐ": "h", "መ": "m", "ሠ": "s", "ረ": "r", "ሰ": "s", "ሸ": "sh", "ቀ": "k",
         "ቐ": "k", "በ": "b", "ቨ": "v", "ተ": "t", "ቸ": "c", "ኀ": "h", "ነ": "n", "ኘ": "n", "አ": "",
         "ከ": "k", "ኸ": "h", "ወ": "w", "ዐ": "", "ዘ": "z", "ዠ": "zh", "የ": "y", "ደ": "d", "ጀ": "j",
         "ገ": "g", "ጠ": "t", "ጨ": "c", "ጰ": "p", "ጸ": "ts", "ፀ": "ts", "ፈ": "f", "ፐ": "p"}


def latin_consonants(term: str) -> str:
    """An Ethiopic word's consonants in Latin letters (a Latin word unchanged)."""
    if not has_ethiopic(term):
        return term
    return "".join(_ROWS.get(chr(ord(c) - (ord(c) - 0x1200) % 8), "") if "\u1200" <= c <= "\u135a" else c
                   for c in term)


def sounds(word: str) -> str:
    """A word's consonants in Latin letters, in either script, a hard "c" as "k" ("scrub",
    "ስክራብ": s-k-r-b): what a borrowed word keeps across scripts."""
    return _skeleton(latin_consonants(word.casefold()).replace("c", "k"))


def holds_name(term: str, text_terms: frozenset[str]) -> bool:
    """Whether a text holds a name word, as written or spelt the other Latin way (the same
    consonants)."""
    if term in text_terms:
        return True
    # Two consonants only with the same first letter ("Taanaa", "Tana").
    skeleton = _skeleton(_HARD_C.sub("k", term))
    return len(skeleton) >= 2 and any(_skeleton(_HARD_C.sub("k", t)) == skeleton
                                      and (len(skeleton) >= 3 or t[0] == term[0] or term[0] in "aeiou")
                                      for t in map(latin_consonants, text_terms) if t.isascii())


# An English "c" not before e, i, y or h sounds "k", the letter Oromo writes for it ("doctor",
# "doktora"; "Mercato", "Markaato").
_HARD_C = re.compile(r"c(?![eiyh])")


def conflict(qualifiers: Qualifiers, text: str) -> str | None:
    """The first qualifier of the question `text` contradicts, described ("place", "day", ...),
    or None: the text states that kind of qualifier (a city, a number of days, a name) but never
    the asked value."""
    terms = frozenset(tokens(text))
    if qualifiers.places:
        stated = places(terms)
        if stated and not stated & qualifiers.places:
            return "place"
        # A trip asked to a town ("ከድሬዳዋ ወደ ጅጅጋ ጉዞ", from Dire Dawa to Jijiga): a text naming
        # another town beside the asked ones, and the asked destination nowhere, is the trip there
        # (the Harar day trip from Dire Dawa). (A text naming only where the trip starts may be a
        # rule for every trip from it.)
        destinations = {place for written in qualifiers.routes.get("to", ())
                        for place in places(tokens(written))}
        if destinations and stated - qualifiers.places and not stated & destinations:
            return "route"
    if qualifiers.quantities:
        stated_quantities = quantities(text)
        for kind, values in qualifiers.quantities.items():
            if kind == "clock" and any(_in_range(value, text) for value in values):
                continue
            stated = stated_quantities.get(kind)
            if kind == "year" and stated:
                # A year written beside its twin in the other calendar ("4 October 2026 (Fulbaana
                # 24, 2019 A.L.I.)") is that twin's: the other years say which year is meant.
                meant = {one for one in stated if not {int(one) + 7, int(one) + 8} & stated} or stated
                if any(abs(int(one) - int(asked)) in CALENDAR_SHIFTS for one in meant for asked in values):
                    continue
                return kind
            if stated and not stated & values:
                # (Up to a most the text states holds every smaller quantity: eight people ride
                # in the vehicle "for up to 10 people"; so does a range, "for 4-8 people".)
                if all(held(kind, value, text) for value in values):
                    continue
                return kind
    if qualifiers.ages:
        # An age asked ("for my 8 year old") is a member of the ages' contrast: a text stating only
        # bands of ages that do not hold it ("children under 5 ride free", "adults 13+") states
        # a sibling.
        # (A grown-up's age, 14, is also stated by "for an adult" beside the children's band.)
        adult, adult_member = _contrast_member("adult")
        grown = any(age >= CHILD_AGE_LIMIT for age in qualifiers.ages)
        if (age_bands(text) and not holds_age(qualifiers.ages, text)
                and not (grown and adult_member in _stated_contrasts(text).get(adult, frozenset()))):
            return "age"
    if qualifiers.contrasts:
        stated_members = _stated_contrasts(text)
        for index, member in qualifiers.contrasts.items():
            stated = stated_members.get(index, frozenset())
            if stated and member not in stated and not (
                    index == age_contrast() and holds_age(qualifiers.ages, text)):
                return "contrast"
    if qualifiers.routes:
        stated_routes = routes(text)
        for end, asked in qualifiers.routes.items():
            stated = stated_routes.get(end)
            if (stated and not any(_same_place(one, other) for one in asked for other in stated)
                    and not _writes_asked_place(asked, end, text)):
                return "route"
    if qualifiers.hotel_ids:
        # Another of the catalogue's hotels, named instead of the asked one, in any script: the
        # Entoto Grand Hotel's spa menu is no answer for Amora Gedel Hotel's. (A text naming no
        # hotel is a rule for all of them.)
        named = hotels_named(text, qualifiers.hotel_rows)
        if named and not named & qualifiers.hotel_ids:
            return "hotel"
    if qualifiers.names and qualifiers.kinds and has_ethiopic(text):
        # Ethiopic writes no capitals, so no other name can be seen: a passage in Ethiopic script
        # must write the asked name itself (by its consonants) to be about that named thing.
        # (The stemmer cuts a final "ን" that may be the name's own, "ሰሜን": the written words, with
        # and without a prefix, are compared too.)
        written = {form for word in words(text) for form in (word, word[1:] if word[:1] in "የበለከ" else word)}
        if not all(len(_skeleton(t)) < 3 or holds_name(t, terms | written) for t in qualifiers.names):
            return "name"
    elif qualifiers.names and qualifiers.kinds:
        # Another thing of the same kind, named instead: Boku Hill Hotel for Gihon Terrace Hotel.
        # (A passage naming no hotel, or only the service's own name, is a rule for all of them.)
        # The asked hotel's own words (a catalogue hotel's, `with_hotels`) are the hotel check's
        # above: a text leaving them out speaks of another thing instead only by naming another
        # lodging ("the Lasta Highland Massage" is the asked "highland massage at rock hewn lodge",
        # Bishangari Lodge is not that lodge).
        # (One hotel asked: of two, one may be a place's name too, "the blue nile falls day trip
        # from papyrus garden hotel".)
        missing = frozenset(t for t in qualifiers.names if not holds_name(t, terms))
        only_the_hotel = len(qualifiers.hotel_ids) == 1 and missing <= qualifiers.hotel_words()
        if missing and any(set(own) - set(qualifiers.names) and set(kinds) & qualifiers.kinds
                           and (not only_the_hotel or set(kinds) & _lodging_terms())
                           for own, kinds in written_names(text)):
            return "name"
    return None


def _minutes(clock: str) -> int:
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


# A time from which something holds ("after 23:00", "ከ23:00 በኋላ", "sa'aatii 23:00 booda"): it
# holds for the hours after it, the night through for a night surcharge (AFTER_HOURS).
_CLOCK_AFTER = re.compile(r"\bafter\s+(\d{1,2}:\d{2})|(\d{1,2}:\d{2})\s*(?:በኋላ|booda)", re.I)
AFTER_HOURS = 8


def _in_range(clock: str, text: str) -> bool:
    """Whether a range the text states holds the clock time (a night range wraps midnight: 2am is
    "between 22:00 and 05:00", and "after 23:00")."""
    asked = _minutes(clock)
    ranges = [(_minutes(start), _minutes(end)) for start, end in _CLOCK_RANGE.findall(text)]
    ranges += [(_minutes(start), (_minutes(start) + AFTER_HOURS * 60) % (24 * 60))
               for start in (a or b for a, b in _CLOCK_AFTER.findall(text))]
    for first, last in ranges:
        if first <= asked <= last if first <= last else (asked >= first or asked <= last):
            return True
    return False


# Passages found turn after turn are read again each time (`with_names` reads every found
# passage, `conflict` each passage and sentence): a text's names never change.
WRITTEN_NAMES_CACHE_SIZE = 4096


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def written_names(text: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The names a text writes with capitals, each as (the words that say which one, the words
    that say what kind of thing: its own glossary words and those just before or after it, "the
    Boku Hill hotel", Oromo "Hoteela Boku Hill")."""
    return tuple((tuple(own), tuple(kinds)) for own, kinds in _written_names(text))


def _written_names(text: str) -> list[tuple[list[str], list[str]]]:
    terms = tokens(text)
    out = []
    for name in proper_names(text):
        kinds = _kind_words(name)
        for start in range(len(terms) - len(name) + 1):
            end = start + len(name)
            if terms[start:end] == name:
                kinds += _kind_words(terms[max(0, start - 1):start] + terms[end:end + 1])
                break
        out.append((_own_words(name), kinds))
    return out


def support(qualifiers: Qualifiers, text: str) -> int:
    """How many of the question's qualifiers a text states (its city, its quantities, its name):
    of the passages no qualifier contradicts, those that state them answer first."""
    terms = frozenset(tokens(text))
    return (bool(qualifiers.places & places(terms))
            + sum(member in _stated_contrasts(text).get(index, frozenset())
                  for index, member in qualifiers.contrasts.items())
            # (A most or a range holding the asked quantity states it: "up to 7 passengers" a party
            # of 6; `held`.)
            + sum(any(held(kind, value, text) for value in values)
                  for kind, values in qualifiers.quantities.items())
            + bool(qualifiers.names and all(holds_name(t, terms) for t in qualifiers.names))
            # (A band of ages holding the asked age states it: "ages 4 to 12" a 7-year-old.)
            + holds_age(qualifiers.ages, text))


_CALENDAR = frozenset(tokens("monday tuesday wednesday thursday friday saturday sunday january february "
                             "march april may june july august september october november december"))


def _own_words(name: list[str]) -> list[str]:
    """The words of a written name that say which one: not glossary words, cities, numbers or
    days and months ("Saturdays")."""
    return [t for t in name if not glossary.knows(t) and not t.isdigit() and t not in _CALENDAR]


# The kinds of named thing a guest asks about, one of which is not another ("Boku Hill Hotel" is
# no answer for "Gihon Terrace Hotel"), with their glossary translations (`_kind_terms`).
KINDS = ("hotel hotels lodge lodges resort guesthouse pension inn residence residences spa park museum lake "
         "mountains mountain church churches monastery market restaurant cafe airport falls cave tour camp")
LODGING_KINDS = "hotel hotels lodge lodges resort guesthouse pension inn residence residences camp"


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def hotels_named(text: str, rows: tuple[tuple[int, str, str], ...]) -> frozenset[int]:
    """The live hotels (`rows`) a text names (entities.find_mentions: by the distinctive words of
    their names and their kind of lodging, in Latin or Ethiopic script)."""
    return frozenset(entities.find_mentions(text, list(rows), lodging_word=True).hotel_ids)


def is_lodging_word(word: str) -> bool:
    """Whether a written word is a kind of lodging (hotel, lodge, resort, ..., in any language)."""
    terms = tokens(word)
    return bool(terms) and terms[0] in _lodging_terms()


@cache
def _lodging_terms() -> frozenset[str]:
    """The kinds of lodging among KINDS (the kinds a hotel's name says), in every language."""
    return frozenset(a for t in tokens(LODGING_KINDS) for a in glossary.synonyms(t))


@cache
def _trip_terms() -> frozenset[str]:
    """The glossary's words for a trip, in every language (trip, tour, imala, ጉዞ)."""
    return frozenset(t for word in ("trip", "tour") for term in tokens(word) for t in glossary.synonyms(term))


@cache
def _kind_terms() -> frozenset[str]:
    return frozenset(a for t in tokens(KINDS) for a in glossary.synonyms(t))


def _kind_words(name: list[str]) -> list[str]:
    """The words of a written name that say what kind of thing it is (hotel, spa, park)."""
    return [t for t in name if t in _kind_terms() or glossary.synonyms(t) & _kind_terms()]


# Words that say which one of a few siblings a guest means (module docstring): each entry is a
# contrast, its members the siblings, each member written in en, am, om and ti. Compared as the
# text writes them (not stemmed: "ethiopians" is the people, "ethiopian" any Ethiopian thing), by
# their start when inflected ("foreigners", "ijoolleef", "የመጨረሻው") and without an Ethiopic
# prefix ("ለሙሉ", "ንፍርቂ"). Only words that name one sibling and nothing else: not Oromo "alaa"
# (outside: a foreigner, or a visitor who is not staying), not "return" (a way back, or a round
# trip), not "taxi" (a sedan, often).
CONTRASTS: tuple[tuple[str, ...], ...] = (
    # (Two words joined by "_": Oromo "biyya alaa", from abroad.)
    ("foreign foreigner foreigners non-resident non-residents ውጭ ወጻእተኛ ወጻእተኛታት biyya_alaa",
     # (Amharic's "ለኢትዮጵያዊ", for an Ethiopian, is a person a price is for; "ኢትዮጵያዊ" alone is as
     # often any Ethiopian thing, "ኢትዮጵያዊ ምግብ".)
     "ethiopians resident residents citizen citizens nationals ኢትዮጵያውያን ለኢትዮጵያዊ ለኢትዮጵያዊያን "
     "lammii lammiilee"),
    # (An adult is "a big person" in Amharic, Tigrinya and Oromo: "ለትልቅ ሰው", "ዓቢ ሰብ", "nama guddaa".)
    ("adult adults grown-up grown-ups አዋቂ አዋቂዎች gurguddaa gurguddoo ዓበይቲ ትልቅ_ሰው ትላልቅ_ሰዎች ዓቢ_ሰብ "
     "nama_guddaa",
     "child children kid kids infant infants toddler toddlers ልጅ ልጆች ሕፃን ሕፃናት ህጻን ህጻናት ህፃናት "
     "ijoollee daa'ima ቆልዓ ቆልዑ"),
    ("half half-day halfday ግማሽ walakkaa ፍርቂ", "full-day fullday full whole ሙሉ guutuu ሙሉእ"),
    ("single single-entry ነጠላ", "multiple multiple-entry double"),
    ("first earliest የመጀመሪያ መጀመሪያ jalqabaa ቀዳማይ", "last latest የመጨረሻ መጨረሻ dhumaa xumuraa መወዳእታ"),
    ("sedan sedans saloon ሴዳን sedaanii", "van vans minivan minivans ሚኒቫን ቫን miniivaanii vaanii",
     "4x4 landcruiser land-cruiser suv",
     "bus buses coach አውቶቡስ awtobusii awutobusii awtobisii otobusii ኣውቶቡስ",
     "minibus minibuses ሚኒባስ minibaasii", "bajaj tuk-tuk ባጃጅ baajaajii bajaajii"),
    # The meals: a dinner buffet is not priced by the lunch buffet or the brunch. (Not Amharic "ምሳ",
    # lunch: its start is "ምሳሌ", an example.)
    ("breakfast breakfasts ቁርስ ቁርሲ ciree", "lunch lunches ምሳሕ laaqana",
     "dinner dinners supper ራት እራት ድራር irbaata", "brunch brunches"),
    # (English only: Amharic "ትልቅ" and Tigrinya "ዓቢ" are also an adult, Oromo "xiqqaa" the least.)
    ("small smaller smallest", "big bigger biggest large larger largest"),
)
# Contrasts that say which sentence, never which passage: a hotel's dining page prices its
# breakfast beside the evening buffet asked as dinner ("On festival eve the hotel serves a buffet
# from 19:00 ... Breakfast is 400 birr"), so a passage naming another meal still answers by its
# other sentences.
PER_SENTENCE_CONTRASTS = frozenset(index for index, members in enumerate(CONTRASTS)
                                   if "breakfast" in members[0].split())
# An Ethiopic prefix (of, for, in, from; Tigrinya "to") before a contrast word: "ለግማሽ", "ንፍርቂ".
_ETHIOPIC_PREFIXES = "የለበከን"
MIN_CONTRAST_PREFIX = 4
MAX_CONTRAST_ENDING = 4
MAX_ETHIOPIC_CONTRAST_ENDING = 3
_WRITTEN_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


@cache
def _contrast_keys() -> tuple[tuple[str, int, int], ...]:
    """(written word, contrast, member), longest first."""
    keys = {(word, index, member) for index, members in enumerate(CONTRASTS)
            for member, written in enumerate(members) for word in written.split()}
    return tuple(sorted(keys, key=lambda key: -len(key[0])))


def ethiopic_rows(word: str) -> str:
    """An Ethiopic word with each letter reduced to its row (its consonant, any vowel): an ending
    changes the last letter's vowel ("ሚኒባስ", "ሚኒባሶች")."""
    return "".join(chr(ord(c) - (ord(c) - 0x1200) % 8) if "\u1200" <= c <= "\u135a" else c for c in word)


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def _contrast_member(word: str) -> tuple[int, int] | None:
    """The contrast and member a written word names, as written or inflected, or None."""
    ethiopic = has_ethiopic(word)
    forms = [word] + ([word[1:]] if ethiopic and word[:1] in _ETHIOPIC_PREFIXES else [])
    for key, index, member in _contrast_keys():
        if ethiopic != has_ethiopic(key):
            continue
        shortest = 2 if ethiopic else MIN_CONTRAST_PREFIX
        longest_ending = MAX_ETHIOPIC_CONTRAST_ENDING if ethiopic else MAX_CONTRAST_ENDING
        for form in forms:
            if ethiopic:
                # The key's letters as written, its last one by its row: "ሚኒባሶች" is "ሚኒባስ"
                # inflected, "ምልክት" (sign) is not "ሙሉ" (full).
                same = (form.startswith(key[:-1]) and len(form) >= len(key)
                        and ethiopic_rows(form[len(key) - 1]) == ethiopic_rows(key[-1]))
            else:
                same = form.startswith(key)
            if form == key or (same and len(key) >= shortest and len(form) - len(key) <= longest_ending):
                return index, member
    return None


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def _stated_contrasts(text: str) -> dict[int, frozenset[int]]:
    """contrast -> the members a text states."""
    stated: dict[int, set[int]] = {}
    written = _WRITTEN_WORD.findall(text.casefold())
    for first, second in zip(written, written[1:], strict=False):
        found = _contrast_member(f"{first}_{second}")
        if found is not None:
            stated.setdefault(found[0], set()).add(found[1])
    for word in written:
        # "single-entry": the word and its parts ("4x4" stays whole).
        for form in {word, *word.split("-")}:
            found = _contrast_member(form)
            if found is not None:
                stated.setdefault(found[0], set()).add(found[1])
    return {index: frozenset(members) for index, members in stated.items()}


def states_members(contrasts: dict[int, int], text: str, asked_ages: tuple[int, ...] = ()) -> bool:
    """Whether a text states each asked member of a contrast (contrast -> member: "per adult" for
    "ንዓቢ ሰብ", an adult). The asked member of the adult/child contrast is stated by a band of
    ages holding an age the question asks for (`asked_ages`: "ages 4 to 12" for a 7-year-old)."""
    stated = _stated_contrasts(text)
    return all(member in stated.get(index, frozenset())
               or (index == age_contrast() and holds_age(asked_ages, text))
               for index, member in contrasts.items())


def contrast_phrase_terms(text: str) -> frozenset[str]:
    """The index terms of the two-word contrast members a text writes ("ለትልቅ ሰው", an adult;
    "biyya alaa", from abroad): each word alone is another word (big, person), and together they
    say who, not what is asked. (Not a member of one word written with the next: "full day".)"""
    written = _WRITTEN_WORD.findall(text.casefold())
    return frozenset(t for first, second in zip(written, written[1:], strict=False)
                     if _contrast_member(f"{first}_{second}") is not None
                     and _contrast_member(first) is None and _contrast_member(second) is None
                     for t in tokens(f"{first} {second}"))


def names_a_contrast(word: str) -> bool:
    """Whether a written word names a member of a contrast ("foreigners", "ለልጆች")."""
    return _contrast_member(word.casefold()) is not None


def _asked_contrasts(question: str) -> dict[int, int]:
    """contrast -> the member a question asks about (a question naming two members of one
    contrast, "adults and children", asks about both: no qualifier). A child written by its age
    alone ("for my 9 year old") is the child of the adult/child contrast."""
    stated = _stated_contrasts(question)
    asked = {index: next(iter(members)) for index, members in stated.items() if len(members) == 1}
    child, child_member = _contrast_member("child")
    if child not in stated and any(age < CHILD_AGE_LIMIT for age in ages(question)):
        asked[child] = child_member
    return asked


# A guest's child written by its age ("my 9 year old", "a 7-year-old", "aged 10"): a child, for
# the adult/child contrast, under this age (the child band of most tariffs ends at 12).
CHILD_AGE_LIMIT = 13
# (Not the first end of a band, "aged 6 to 12": `age_bands`.)
AGE_PHRASE = re.compile(r"\b(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*old\b"
                        r"|\baged\s+(\d{1,2})\b(?!\s*(?:-|–|to|and)\s*\d)", re.I)
# The word for a year of age, in am, ti and om ("የ8 ዓመት ልጅ", "daa'ima waggaa 8").
_YEAR_WORD = r"(?:ዓመት|አመት|ዓመታት|ዓመቱ|ዓመቷ|ዓመታ|waggaa)"
# A number of years written beside a word for a child ("daa'ima waggaa 8", "የ8 ዓመት ልጅ", "ልጄ 8
# ዓመቱ ነው"), in a question naming no band of ages ("waggaa 6 hanga 12"): that child's age. (A
# number of years alone is as often a length: "a visa for 2 years".)
_YEARS_OF_AGE = re.compile(rf"(?<![\d,.:])(?:የ\s?)?(\d{{1,2}})\s*{_YEAR_WORD}"
                           r"|\bwaggaa\s+(\d{1,2})(?![\d,.:])", re.I)


def ages(text: str) -> list[int]:
    """The ages of people a text states ("my 9 year old": 9; "daa'ima waggaa 8": 8, a number of
    years beside a child, `_YEARS_OF_AGE`), not the bands a text states (`age_bands`)."""
    found = [int(first or second) for first, second in AGE_PHRASE.findall(text)]
    if not found and not age_bands(text):
        child, _ = _contrast_member("child")
        if child in _stated_contrasts(text):
            found = [int(first or second) for first, second in _YEARS_OF_AGE.findall(text)]
    return found


# A band of ages a text states a value for, in en, am, ti and om: "aged 4 to 12", "ages 4-12",
# "4 to 12 years", "under 12", "12 and under", "over 12", "13+", "ከ4 እስከ 12 ዓመት", "ከ12 ዓመት
# በታች" (under 12), "ከ12 ዓመት በላይ" (over 12), Tigrinya "ካብ 12 ዓመት ንታሕቲ" (under 12), "waggaa 6
# hanga 12", "waggaa 6 gadii" (under 6), "waggaa 12 ol" (over 12). Each pattern gives its band's
# two ends from its numbers ("low", "high"; "under": below the number; "over": above it). "Under
# 12" and "over 12" leave 12 out; a number of another unit ("under 5 minutes", "over 100 people")
# is no age.
OLDEST = 120
_NOT_AN_AGE_AFTER = (r"(?!\s*(?:[:.,]\d|hours?|minutes?|mins?|km|kilomet|birr|etb|%|days?|nights?"
                     r"|people|persons?|guests?|rooms?|kg|gb|a\.?m\b|p\.?m\b|ብር|ሰዓት|ደቂቃ|ቀን|ሰው|birrii|sa['’]aatii|guyyaa|nama))")
_AGE_BANDS = tuple(re.compile(pattern, re.I) for pattern in (
    # Ranges.
    r"\b(?:aged?|ages)\s+(?P<low>\d{1,2})\s*(?:-|–|to|and)\s*(?P<high>\d{1,2})(?!\d)" + _NOT_AN_AGE_AFTER,
    r"(?<![\d,.:])(?P<low>\d{1,2})\s*(?:-|–|to|እስከ|hanga)\s*(?P<high>\d{1,2})\s*-?\s*"
    r"(?:years?|yrs?|ዓመት|አመት|waggaa)",
    rf"(?:ከ|ካብ)\s?(?P<low>\d{{1,2}})\s*(?:{_YEAR_WORD}\s*)?(?:-|–|እስከ|ክሳብ)\s*(?P<high>\d{{1,2}})(?!\d)",
    r"\bwaggaa\s+(?P<low>\d{1,2})\s*(?:-|–|hanga|irraa\s+hanga)\s*(?P<high>\d{1,2})(?!\d)",
    # Under an age.
    r"\b(?:under|below|younger\s+than|less\s+than)\s+(?P<under>\d{1,2})(?!\d)" + _NOT_AN_AGE_AFTER,
    rf"(?:ከ|ካብ)\s?(?P<under>\d{{1,2}})\s*(?:{_YEAR_WORD}\s*)?(?:በታች|ያነሱ|ያነሰ|ንታሕቲ|ዝትሕቱ|ዝነኣሱ)",
    r"\bwaggaa\s+(?P<under>\d{1,2})\s*(?:gad|kan\s+gad)",
    # Up to an age, itself included.
    r"(?<![\d,.:])(?P<high>\d{1,2})\s*(?:years?\s+)?(?:and|or|&)\s+(?:under|below|younger)\b",
    # Over an age.
    r"\b(?:over|above|older\s+than)\s+(?P<over>\d{1,2})(?!\d)" + _NOT_AN_AGE_AFTER,
    rf"(?:ከ|ካብ)\s?(?P<over>\d{{1,2}})\s*(?:{_YEAR_WORD}\s*)?(?:በላይ|ንላዕሊ|ዝበዝሑ)",
    r"\bwaggaa\s+(?P<over>\d{1,2})\s+ol(?:ii?|iif|tti)?\b",
    # From an age on, itself included.
    r"(?<![\d,.:])(?P<low>\d{1,2})\s*(?:years?\s+)?(?:and|or|&)\s+(?:over|above|older|up)\b",
    r"(?<![\d,.:])(?P<low>\d{1,2})\s*\+",
    r"\b(?:from|at\s+least)\s+(?P<low>\d{1,2})\s*(?:years?|yrs?)\b",
))


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def age_bands(text: str) -> tuple[tuple[int, int], ...]:
    """The bands of ages a text states (`_AGE_BANDS`), each as its youngest and oldest age."""
    bands = []
    for pattern in _AGE_BANDS:
        for match in pattern.finditer(text):
            found = match.groupdict()
            if found.get("under"):
                bands.append((0, int(found["under"]) - 1))
            elif found.get("over"):
                bands.append((int(found["over"]) + 1, OLDEST))
            else:
                low, high = found.get("low"), found.get("high")
                bands.append((int(low) if low else 0, int(high) if high else OLDEST))
    return tuple(band for band in bands if band[0] <= band[1])


def holds_age(asked: tuple[int, ...] | list[int], text: str) -> bool:
    """Whether a text states a band of ages holding an asked age ("aged 4 to 12" holds a 7-year-old;
    "children under 5" and "adults 13+" do not)."""
    return any(low <= age <= high for low, high in age_bands(text) for age in asked)


def age_contrast() -> int:
    """The index of the adult/child contrast, whose members an age decides (`CONTRASTS`)."""
    return _contrast_member("child")[0]


# --- siblings written as two words -----------------------------------------------------------
# A clause ends at punctuation: "Lake Tana, boats ..." pairs no "tana" with "boat".
_CLAUSE_BREAK = re.compile(r"[.,;:!?()\[\]{}\"“”/|+*#&=<>…–—\u1361-\u1368]+|\s-\s")
# Shorter written words are letters of a compound ("e" of "e-visa"): skipped, not a break.
MIN_PAIR_WORD = 2
# Languages that write the word saying which one after the thing ("Paarkii Awaash", "viizaa
# turistii"); the others before it ("tourist visa", "የአንድነት ፓርክ"). English names of the
# "Lake Tana" kind put the thing first too: both orders are read (`word_pairs`).
HEAD_FIRST = frozenset({"om"})


# An Oromo question word in any case ending ("meeqatti", at how many; "hammamii", how much):
# it asks, and says neither which thing is meant nor what the thing is (analysis.verb_words).
OROMO_QUESTION_WORD = re.compile(rf"^(?:{'|'.join(OROMO_QUESTION_WORDS)})"
                                 r"(?:i|ii|tti|f|iif|n|ni|iin|tu|irraa)?$")


def _pair_word(word: str, term: str) -> bool:
    """Whether a written word (and its index term) can say which thing a text is about: not a
    number (a quantity is a qualifier of its own; "ለአንድ", for one, but not "የአንድነት", whose
    stem is the same), not a unit (a measure, "kiiloo", says how much of the thing), not a
    generic word (price, time: what is asked about the thing), not a question word
    ("qabsiisa hammamii" asks the deposit, not a "hammamii" one).
    Cities can ("Hora Finfinnee")."""
    unprefixed = word[1:] if has_ethiopic(word) and word[:1] in _ETHIOPIC_PREFIXES else word
    if term.isdigit() or word in _NUMBER_WORDS or unprefixed in _NUMBER_WORDS or unit_kind(term) is not None:
        return False
    # (Nor a unit with an Oromo case ending: "tour namaaf", the tour for a person, is its price per
    # person, no "namaaf" tour.)
    if any(unit_kind(form) is not None for form in glossary.oromo_bare_forms(term)):
        return False
    if OROMO_QUESTION_WORD.match(word.casefold()):
        return False
    return glossary.is_topical(term) or glossary.place(term) is not None


# Function words the stop list keeps that say how many or how often, never which one ("per car").
# Nor do the words that say what is known of a thing ("flight details" is the flight's number or
# time, no sibling of a "flight number").
_NOT_WHICH = frozenset({"per", "each", "every", "any", "other", "another", "same", "some", "extra", "more",
                        "details", "detail", "info", "information"})
_WRITTEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def word_pairs(text: str, lang: str | None, asked: bool = False) -> frozenset[tuple[str, str]]:
    """(which, thing) for every two neighbouring words of a text, within a clause, where the
    thing is a subject the glossary knows (visa, park, lake, boat, massage) and the other word
    can say which one (`_pair_word`), as index terms: "a business visa" gives ("business",
    "visa"), Oromo "Paarkii Awaash" ("awaash", "paarkii"). A stop word, number or generic word
    between them breaks a pair ("the visa costs"). A name written after its kind ("Lake Abaya",
    "Lake Chamo") is read too: when the name is written with a capital, or ends the run of words
    (in a question written in lower case: "a boat trip on lake abaya", not "spa hot stone").
    `asked`: the pairs of a question, whose which-word is no glossary subject (not "spa" of "spa
    massage", which asks a massage at a spa); a text's may be one ("tourist e-visa", "bus trip")."""
    pairs = set()
    for clause in _CLAUSE_BREAK.split(text):
        run: list[tuple[str, str]] = []  # (written word, term) of the current run of pair words
        for written in [*_WRITTEN.findall(clause), ""]:
            found = words(written) if written else []
            word = found[0] if found else ""
            if word and len(word) < MIN_PAIR_WORD:
                continue
            terms = tokens(word) if word else []
            term = terms[0] if terms else None
            if term is not None and word not in _NOT_WHICH and _pair_word(word, term):
                run.append((written, term))
                continue
            pairs.update(_run_pairs(run, lang, asked))
            run = []
    return frozenset(pairs)


def _run_pairs(run: list[tuple[str, str]], lang: str | None, asked: bool) -> set[tuple[str, str]]:
    out = set()
    for index, ((_, first), (second_written, second)) in enumerate(zip(run, run[1:], strict=False)):
        if first == second:
            continue
        which, thing = (first, second) if lang not in HEAD_FIRST else (second, first)
        which_written = run[index][0] if lang not in HEAD_FIRST else second_written
        # In a text, an Ethiopic word before a thing says which one when it is written as its
        # owner ("የአንድነት ፓርክ", of Unity: Unity park), not any word before it (a verb, "ሲሆን
        # መግቢያው"). A guest's question writes it bare ("አንድነት ፓርክ").
        # In Oromo, the word after a thing says which one when it is a name ("Hora Arsadii") or a
        # glossary word ("viizaa turistii"), not any word after it (an adverb, "haroo gadi").
        genitive = asked or (which_written.startswith("የ") if has_ethiopic(which_written) else (
            lang not in HEAD_FIRST or which_written[:1].isupper() or glossary.knows(which)))
        if glossary.is_subject(thing) and not _same_thing(which, thing) and genitive and not (
                asked and glossary.is_subject(which)):
            out.add((which, thing))
            continue
        # The kind first, then its name ("Lake Abaya"), in Latin script in a language that writes
        # the name first.
        if lang in HEAD_FIRST or has_ethiopic(second_written):
            continue
        named = second_written[:1].isupper() or index + 2 == len(run)
        if (named and first in _kind_terms() and not glossary.is_subject(second)
                and second not in _kind_terms()):
            out.add((second, first))
    return out


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def _alike(first: str, second: str) -> bool:
    """Two index terms for the same word: equal, glossary alternatives of each other (visa,
    "ቪዛ", "viizaa"), or a name spelt alike across spellings or scripts (its consonants:
    "entoto", "እንጦጦ")."""
    if first == second or glossary.alternatives(first) & glossary.alternatives(second):
        return True
    # (One member of a contrast by another of its words: "big" and "large".)
    member = _contrast_member(first)
    if member is not None and member == _contrast_member(second):
        return True
    one, other = _skeleton(latin_consonants(first)), _skeleton(latin_consonants(second))
    if has_ethiopic(first) != has_ethiopic(second):
        # Across scripts the Ethiopic stem may have lost a last consonant ("ሴዳን" -> "ሴድ", sedan).
        shorter, longer = sorted((one, other), key=len)
        return len(shorter) >= MIN_PAIR_WORD and longer.startswith(shorter) and longer.isascii()
    return len(one) >= MIN_PAIR_WORD and one == other and one.isascii()


def _same_thing(first: str, second: str) -> bool:
    """The same thing, by the same word: siblings are compared within one language, and the
    glossary's groups hold neighbours too (a spa, a massage, a sauna), which are not one thing
    ("full-body massage" is not a sibling of "Tana Lotus Spa")."""
    return first == second


def asked_siblings(asked: frozenset[tuple[str, str]], texts: list[tuple[str, str | None]]
                   ) -> frozenset[tuple[str, str]]:
    """The asked pairs that say which of a family of siblings is meant, learned from the found
    texts (`texts`: (text, its language)): the texts that name the thing either never write the
    asked word (a business visa, where only tourist e-visas are taught) or write it as one of the
    words saying which thing ("የእንጦጦ ፓርክ" beside "የአንድነት ፓርክ": Entoto park is one of the
    parks). A word the texts write elsewhere only ("ፋሲል ካስል ቪው ቁርስ": the hotel's name, not a
    kind of breakfast; "ለማየት ትኬት", a ticket to see) says no sibling."""
    kept = set()
    for which, thing in asked:
        naming = [(text, lang) for text, lang in texts
                  if any(_same_thing(thing, t) for t in tokens(text))]
        holding = [(text, lang) for text, lang in naming if any(_alike(which, t) for t in tokens(text))]
        if not holding or any(_alike(which, stated_which) and _same_thing(thing, stated_thing)
                              for text, lang in holding
                              for stated_which, stated_thing in word_pairs(text, lang)):
            kept.add((which, thing))
    return frozenset(kept)


def untaught_variants(asked: frozenset[tuple[str, str]], texts: list[tuple[str, str | None]],
                      lang: str | None, states_value) -> frozenset[tuple[str, str]]:
    """The asked pairs (which, thing) whose thing the found texts teach as several variants, each
    with a value of its own (at least MIN_TAUGHT_VARIANTS parts of their sentences naming the thing
    state one, `states_value(part)`, the asked type's, in a list or each with a word saying which:
    "shirt 90 birr, trousers 110 birr", "A coffee massage costs 1,400 birr. A foot massage costs 600
    birr."), none of which is the asked one: no text naming the thing writes the word saying which
    one, by any form of it (`_writes_a_form_of`). The asked variant ("a blanket", "a head massage")
    is not known, and a figure read from them is another variant's. A thing taught as a whole, one
    figure for it ("the pet fee is 300 birr a night"), is taught for every variant ("a small
    dog"). Only when every text naming the thing is in the question's language `lang` and in the
    script the word is written in: across languages a common word saying which one is written by
    words the glossary may lack ("combined ticket", "tikeetii waliigalaa"; "express", "ፈጣን")."""
    untaught = set()
    for which, thing in asked:
        # (The thing by any of its words: a text of another language naming it may write the
        # asked variant in its own words.)
        naming = [(text, text_lang) for text, text_lang in texts
                  if any(_alike(thing, t) for t in tokens(text))]
        if not naming or not all(text_lang == lang and has_ethiopic(text) == has_ethiopic(which)
                                 for text, text_lang in naming):
            continue
        variants = 0
        for text, text_lang in naming:
            for sentence in split_sentences(text):
                parts = [part for part in figure_parts(sentence)
                         if states_value(part) and any(_alike(thing, t) for t in tokens(part))]
                # A list ("shirt 90 birr, trousers 110 birr") is one of variants; a part of its own
                # is a variant when it names the thing with a word saying which ("guide dogs ...
                # free"), not the thing as a whole ("the pet fee is 300 birr").
                variants += len(parts) if len(parts) > 1 else sum(
                    1 for part in parts for _, stated in word_pairs(part, text_lang, asked=True)
                    if _alike(thing, stated))
        if variants >= MIN_TAUGHT_VARIANTS and not any(_writes_a_form_of(which, text) for text, _ in naming):
            untaught.add((which, thing))
    return frozenset(untaught)


# Parts stating a figure of the thing that show it is taught as variants (`untaught_variants`).
MIN_TAUGHT_VARIANTS = 2


# Letters of an Ethiopic word's root (its rows: `ethiopic_rows`), and of a Latin word's first
# letters, that two forms of one word share ("ብርድ", "ብርዱ"; "maasaajii", "maasaajiin"): Ethiopic
# words are inflected around a root of three consonants, inside the word as much as at its ends
# ("ሳልከፍል", without my paying; "ያልተከፈለ", unpaid: k-f-l). analysis.lacks reads forms by them too.
SHARED_ROOT_ROWS = 3
SHARED_LATIN_PREFIX = 5


def _writes_a_form_of(word: str, text: str) -> bool:
    """Whether a text writes an index term `word` by any form of it: alike (`_alike`), an Ethiopic
    word sharing a run of SHARED_ROOT_ROWS of its rows (also across a space: "ቤተ ክርስቲያን" is the
    "ቤተክርስቲያን" asked), a Latin one its first SHARED_LATIN_PREFIX letters."""
    terms = tokens(text)
    if any(_alike(word, t) for t in terms):
        return True
    if has_ethiopic(word):
        rows = ethiopic_rows(word)
        # (A shorter word whole: "ሐር", silk.)
        runs = {rows[i:i + SHARED_ROOT_ROWS] for i in range(len(rows) - SHARED_ROOT_ROWS + 1)} or {rows}
        written = words(text)
        joined = [*written, *(a + b for a, b in zip(written, written[1:], strict=False))]
        return any(run in ethiopic_rows(w) for w in joined for run in runs)
    prefix = word[:SHARED_LATIN_PREFIX]
    # (A shorter word's own letters are no form of it: "croc" of "crocodile".)
    return len(prefix) >= glossary.MIN_LATIN_PREFIX and any(t.startswith(prefix) for t in terms)


def sibling(asked: frozenset[tuple[str, str]], text: str, lang: str | None,
            question_lang: str | None = None, question_terms: frozenset[str] = frozenset()) -> bool:
    """Whether a text is about a sibling of the asked thing: it names the asked thing with
    another word saying which one ("tourist e-visa" for a business visa, "Lake Tana" for Lake
    Abaya, "የአንድነት ፓርክ" for Entoto park) and the asked word nowhere. `asked`: the question's
    `word_pairs`; `lang`: the text's language (which order it writes the two words in).

    `question_lang`: the question's language, when the text is in another one. Across languages
    the asked thing is named by its translation (glossary.alternatives: "ሐይቅ", "haroo", "lake")
    and the asked word by its spelling in either script ("አባያ", "abaayaa", "Abaya"); a common
    word saying which one rarely translates letter for letter ("combined ticket", "tikeetii
    waliigalaa"), so only a named place of a kind (`KINDS`: a lake, a park, a monastery) written
    with a capital inside a sentence ("Lake Tana boat trips", "Zege Peninsula monasteries") says
    it is another one: the Lake Tana boat trip is no answer for a boat trip on Lake Abaya,
    whatever language either is written in. (Not "Tana" of "Tana boat trips": a boat trip "of
    the monasteries", "bidiruu gadaamota", is the same boat trip.)

    `question_terms`: the question's terms outside its own pairs. A thing named with a word the
    question writes elsewhere is the one asked, by the guest's own words for it: "the small pool
    the kids can use" is "the children's pool". ("boat" of "the hippo boat trip" is no such word:
    it says which trip is asked, and "boat trips" in general are a sibling of it.)"""
    if not asked:
        return False
    stated = word_pairs(text, lang)
    foreign = question_lang is not None and question_lang != lang
    if foreign:
        named = {t for name in proper_names(text) for t in name}
        stated = frozenset((which, thing) for which, thing in stated
                           if which in named and _kind_words([thing]))
    if not stated:
        return False
    terms = frozenset(tokens(text))
    same = _alike if foreign else _same_thing
    for which, thing in asked:
        if any(_alike(which, t) for t in terms):  # the asked word is written: not a sibling's
            continue
        if any(same(thing, stated_thing) and not _alike(which, stated_which)
               and not any(_alike(stated_which, t) for t in question_terms)
               for stated_which, stated_thing in stated):
            return True
    return False


# --- the thing a figure is said of -------------------------------------------------------------
# A sentence may state several things' figures, each in a part of its own: a list's items ("a
# shirt 90 birr, trousers 120 birr"; "ጉላሽ 480 ብር፣ ጥብስ 650 ብር"; "A: 450 birr; B: 650 birr") or
# clauses joined by a comma ("the village walk starts after breakfast, while the boat leaves at
# 07:30"). Every script marks these parts with the same few signs. A comma between two digits is a
# thousands separator ("1,500 ብር"), not the end of a part.
_FIGURE_PART_BREAK = re.compile(r"(?:[;፣፤]|(?<!\d),|,(?!\d))\s*")


def figure_parts(sentence: str) -> list[str]:
    """The parts of a sentence that can each say what their own figures are of (see above)."""
    return [part for part in _FIGURE_PART_BREAK.split(sentence) if part.strip()]


def part_owners(parts: list[str], opening: bool, own_verdict) -> list[bool]:
    """Whether each part of a sentence (`figure_parts`) speaks of the asked thing. `opening`: the
    verdict for the first part, where a sentence names what it is about; `own_verdict(part)`:
    True when a later part names the asked thing itself, False when it names another thing, None
    when it names none. A part naming none is said of the thing of the nearest part before it that
    states a figure, or of the opening: "The boat trip, including lunch, costs 2,400 birr" is the
    boat trip's price (the aside names lunch and states nothing), "a private car costs 1,900 birr,
    a minivan 3,100 birr" gives the minivan its own."""
    owners: list[bool] = []
    current = opening
    switched = False  # the last part naming a thing named another one (ANOTHER_THING)
    for index, part in enumerate(parts):
        verdict = opening if index == 0 else own_verdict(part)
        if verdict is ANOTHER_THING:
            verdict, switched = False, True
        elif verdict is ASKED_VARIANT:
            # A part that states the asked variant and names no thing ("90 minutes for 2,800
            # birr") is said of the thing named last: after "and the hot stone massage" it is the
            # hot stone massage's 90 minutes, no answer for a 90-minute Swedish massage.
            verdict = None if switched else True
        elif verdict is True:
            switched = False
        owner = current if verdict is None else verdict
        owners.append(owner)
        if index == 0 or any(c.isdigit() for c in part):
            current = owner
    return owners


# What `part_owners`' `own_verdict` says of a part besides True, False and None: it names another
# thing than asked (a sibling, another subject), or it states the asked variant of a qualifier (the
# asked quantity, contrast member) without naming any thing.
ANOTHER_THING = "another thing"
ASKED_VARIANT = "asked variant"


# --- a name across languages -------------------------------------------------------------------
_SIXTH_ORDER = 5  # the Ethiopic letter written without a vowel ("ር" of "ጎንደር", "ይ" of "ዓባይ")
MAX_NAME_ENDING = 1  # consonants an ending adds to a name (Oromo "-ni", Amharic "-ን")


def _ends_in_vowel(word: str) -> bool:
    if has_ethiopic(word[-1:]):
        return (ord(word[-1]) - 0x1200) % 8 != _SIXTH_ORDER
    return word[-1:] in "aeiou"


def _ethiopic_forms(word: str) -> tuple[str, ...]:
    """An Ethiopic written word with and without a prefix (of, in, for, from: "የጣና", "በላሊበላ")."""
    return (word, word[1:]) if word[:1] in _ETHIOPIC_PREFIXES and len(word) > 2 else (word,)


# A Latin "y" between consonants, or after one at a word's end, is a vowel ("Papyrus", ፓፒረስ;
# "Sydney", ሲድኒ), no glide: a name's consonants leave it out.
_VOWEL_Y = re.compile(r"(?<=[b-df-hj-np-tv-z])y(?=[b-df-hj-np-tv-z]|$)", re.I)


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE * 4)

def same_name(asked: str, written: str) -> bool:
    """Whether two written words are one name, in any script: the same consonants ("Sof Omar",
    "Soof Umar"; "ጣና", "Tana"); a name of two consonants also ends alike in a vowel or not
    ("Abaya", "አባያ", is not "ዓባይ", Abay)."""
    if asked == written:
        return True
    for one in (_ethiopic_forms(asked) if has_ethiopic(asked) else (_VOWEL_Y.sub("", asked),)):
        for other in (_ethiopic_forms(written) if has_ethiopic(written) else (_VOWEL_Y.sub("", written),)):
            first, second = _skeleton(latin_consonants(one)), _skeleton(latin_consonants(other))
            shorter, longer = sorted((first, second), key=len)
            if (len(shorter) > MIN_PAIR_WORD and len(longer) - len(shorter) <= MAX_NAME_ENDING
                    and longer.startswith(shorter) and longer.isascii()):
                return True  # an ending on one side ("Timqatni", "ጥምቀት"; "ጎንደርን", "Gondar")
            if len(first) < MIN_PAIR_WORD or first != second or not first.isascii():
                continue
            if len(first) > MIN_PAIR_WORD or _ends_in_vowel(one) == _ends_in_vowel(other):
                return True
    return False


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def _written_words(text: str) -> frozenset[str]:
    return frozenset(words(text))


def names_one_of(asked_words: tuple[str, ...], text: str, min_consonants: int = MIN_PAIR_WORD) -> bool:
    """Whether a text writes one of the asked name words (`same_name`); `min_consonants`: only
    names of at least that many consonants count (two consonants alone match many words)."""
    written = _written_words(text)
    return any(same_name(asked, word) for asked in asked_words
               if len(_skeleton(latin_consonants(asked))) >= min_consonants for word in written)


# --- a name the passage brings in part-way ------------------------------------------------------
@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def _passage_names(text: str) -> tuple[frozenset[str], ...]:
    """The names a Latin-script text writes, each as the index terms of its words: capitalised
    words inside a sentence (text.proper_names), and a run of two or more capitalised words that
    opens one ("Safaricom Ethiopia also has a counter"; not "Visitors can buy", a word that opens
    a sentence alone)."""
    runs = [tokens(" ".join(name)) for name in proper_names(text)]
    for sentence in split_sentences(text):
        run = []
        for word in sentence.split():
            if not word[:1].isupper() or not word[:1].isascii():
                break
            run.append(word)
        if len(run) >= 2:
            runs.append(tokens(" ".join(run)))
    return tuple(frozenset(run) for run in runs if run)


def _name_word(term: str) -> bool:
    """A word that says which named thing (not a glossary word, a number or a city)."""
    return not glossary.knows(term) and not term.isdigit() and glossary.place(term) is None


def misses_name(question: str, sentence: str, around: str, title: str, passage: str) -> bool:
    """Whether a sentence answering a question leaves out a name the question asks by, which its
    passage brings in part-way: a name word of the passage (`_passage_names`) that the question
    writes, not in its title or first sentence (there it is what the whole passage is about, "Bole
    Skyline Hotel"), while neither the sentence nor the text `around` it (the sentence before,
    which it may continue, and the one that brought in what it goes on about: `naming_sentence`)
    writes any word of that name ("the bath" is Fasilides Bath). "Safaricom
    Ethiopia also has a counter in the same hall" makes the passage's other sentences Ethio
    Telecom's: "A tourist SIM costs 300 birr" is no Safaricom price. Latin script only: Ethiopic
    writes no capitals."""
    if has_ethiopic(passage):
        return False
    asked = frozenset(tokens(question))
    names = [run for run in _passage_names(passage) if any(_name_word(t) for t in run & asked)]
    if not names:
        return False
    first = split_sentences(passage)[0] if passage.strip() else ""
    whole = frozenset(tokens(f"{title}. {first}"))
    held = frozenset(tokens(f"{sentence} {around}"))
    return any(not (run & held) for run in names if not any(t in whole for t in run & asked if _name_word(t)))


def naming_sentence(sentence: str, passage: str) -> str:
    """The last sentence before `sentence` in its passage that brings in a thing of its own
    (`_brings_in_a_thing`: a name, a list's label): what the sentence goes on about. "Asheten
    Maryam trek: the monastery sits on a mountain. The climb takes 3 hours. It costs 750 birr on
    foot" prices the trek, named two sentences up with no other thing between; "Safaricom also
    has a counter" after "A tourist SIM costs 300 birr" does not reach back to it. Empty when there
    is none, when the sentence brings in its own, or when it is not found in the passage."""
    sentences = split_sentences(passage)
    index = next((i for i, s in enumerate(sentences) if s.strip() == sentence.strip()), None)
    if index is None or _brings_in_a_thing(sentences[index]):
        return ""  # (a sentence bringing in a thing of its own goes on about nothing before it)
    return next((sentences[i] for i in range(index - 1, -1, -1) if _brings_in_a_thing(sentences[i])), "")


# A sentence opening with a short label and a colon brings in an item of a list ("Dorze village
# visit: Dorze is 30 km up the mountain road", "Old town walking tour: leaves at 08:00").
_LABEL = re.compile(r"\s*(?:[^\W\d_][\w'’-]*\s+){0,4}[^\W\d_][\w'’-]*:\s")


def _brings_in_a_thing(sentence: str) -> bool:
    """Whether a sentence brings in a thing of its own: it opens with a label (`_LABEL`), or
    writes a name of two or more name words ("Nech Sar National Park entry is extra"), or opens
    with one ("Safaricom also has ..."). A single capitalised word inside it is more often said of
    something than the thing it is about ("12:30, Ethiopian time", "pay by Visa")."""
    if _LABEL.match(sentence):
        return True
    opening = frozenset(tokens(sentence.split()[0])) if sentence.split() else frozenset()
    for run in _passage_names(sentence):
        own = [t for t in run if _name_word(t)]
        if len(own) >= 2 or (own and opening & run):
            return True
    return False


# --- where a trip goes -------------------------------------------------------------------------
# A trip is named by where it goes from and to: "ካብ ኣክሱም ናብ ይሓ" (from Axum to Yeha) is not the
# trip "ናብ መሐንበሲ ንግስቲ ሳባ" (to the Queen of Sheba's baths) of the same passage, "taaksii Boolee
# irraa" not the taxi "Piyaassaa irraa". The words that open the place (to, from) are read in
# each language: Amharic "ወደ" and "ከ-" (from, when a "ወደ" follows), Tigrinya "ናብ", "ካብ",
# Oromo "gara" and "irraa" (after its place), English "to", "from" before a capitalised name.
_TO_WORDS = frozenset({"ወደ", "ናብ", "gara", "to"})
_FROM_WORDS = frozenset({"ካብ", "from"})
_FROM_AFTER = frozenset({"irraa"})
_ROUTE_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d\S*|[.,;:!?።፣፤]")
_ROUTE_SKIP = frozenset({"the", "a", "an"})
_ENGLISH_ROUTE_WORDS = frozenset({"to", "from"})
_ROUTE_WORDS = _TO_WORDS | _FROM_WORDS | _FROM_AFTER


def _route_place(word: str, english: bool, asked: bool) -> str | None:
    """The written place a route word opens, or None: a name, on both sides (a city, or a word
    the glossary does not know: "ይሓ", not "ሆቴል", to the hotel, nor "ምሸት ሰዓት 20:00", from the
    evening, nor a number); after English "to" or "from" only a city or, in a text, a capitalised
    name (not "to see", "to the hotel")."""
    if any(c.isdigit() for c in word):
        return None
    terms = tokens(word)
    if len(terms) > 1 or (terms and unit_kind(terms[0]) is not None):
        return None
    if not terms:
        # A short name the index keeps no term of ("ይሓ", Yeha) is a name all the same.
        return word if has_ethiopic(word) and len(word) >= MIN_PAIR_WORD else None
    term = terms[0]
    if glossary.place(term) is not None:
        return word
    if glossary.knows(term):
        return None
    if english:
        return word if word[:1].isupper() and not asked else None
    return word


# A place is written in up to this many words ("ናብ ኣብያተ ክርስቲያናት ውቅር ገርዓልታ", "ወደ ባሕር ዳር", a
# list: "to Bole, Kazanchis or Piassa").
ROUTE_PLACE_WORDS = 6
_CLAUSE_END = re.compile(r"[.;:!?።፤]")
_LIST_MARK = re.compile(r"[,፣]|or|and|ወይም|እና|ykn|fi|ወይ|ከምኡውን")


def joins_things(question: str) -> bool:
    """Whether a question joins two things it asks about, by a list mark or a word for "or" or
    "and" between two words ("the shuttle or the hippo trip", "ቁርስ እና እራት", "ciree fi
    irbaata"): each is asked on its own, and a text about one need not name the other."""
    written = _ROUTE_WORD.findall(question)
    return any(_LIST_MARK.fullmatch(word.casefold()) for word in written[1:-1])


@lru_cache(maxsize=WRITTEN_NAMES_CACHE_SIZE)
def routes(text: str, asked: bool = False) -> dict[str, frozenset[str]]:
    """"from"/"to" -> the places a text names after its route words (`_route_place`), each as
    the words that follow the route word (ROUTE_PLACE_WORDS, up to a punctuation mark), joined
    by spaces: a place of several words is matched by any of them."""
    written = _ROUTE_WORD.findall(text)
    found: dict[str, set[str]] = {}

    def window(start: int, english: bool) -> str:
        """The place's words: a question's names only; a text's words up to a punctuation mark
        (its place may be written with common words, "ኣብያተ ክርስቲያናት ውቅር ገርዓልታ")."""
        out = []
        for word in written[start:]:
            if len(out) == ROUTE_PLACE_WORDS or _CLAUSE_END.fullmatch(word):
                break
            if _LIST_MARK.fullmatch(word):
                # A list of places ("ወደ ቦሌ፣ ካዛንቺስ ወይም ፒያሳ"): each is a place of the route.
                continue
            if out and (word.casefold() in _ROUTE_WORDS or (english and not word[:1].isupper())
                        or (asked and not any(glossary.place(t) for t in tokens(word)))):
                break
            out.append(word)
        return " ".join(out)

    for index, word in enumerate(written):
        folded = word.casefold()
        end = "to" if folded in _TO_WORDS else "from" if folded in _FROM_WORDS else None
        place = None
        if end is not None:
            after = index + 1
            while after < len(written) and written[after].casefold() in _ROUTE_SKIP:
                after += 1
            english = folded in _ENGLISH_ROUTE_WORDS
            # (A question's way to a lodging, "ወደ ሬልዌይ ስቴሽን ሆቴል", "to the Blue Nile Lodge",
            # goes to the hotel, which a text names by its town's route: no place of its own.)
            to_a_lodging = asked and any(t in _lodging_terms() for w in written[after:after + 4]
                                         for t in tokens(w))
            if after < len(written) and _route_place(written[after], english, asked) and not to_a_lodging:
                place = window(after, english)
        elif folded in _FROM_AFTER and index and _route_place(written[index - 1], False, asked):
            # Oromo writes the place before "irraa"; a city before it is the place too, named
            # again in brackets ("Finfinnee (Qaallittii) irraa") or by a hotel ("Nazret Garden").
            earlier = written[index - 2] if index >= 2 else ""
            city = any(glossary.place(t) for t in tokens(earlier))
            end, place = "from", f"{earlier} {written[index - 1]}" if city else written[index - 1]
        elif (has_ethiopic(word) and word.startswith("ከ") and len(word) > 2
              and "ወደ" in written[index + 1:index + 4] and _route_place(word[1:], False, asked)):
            end, place = "from", " ".join([word[1:], *written[index + 1:written.index("ወደ", index)]])
        if end == "to" and asked and index and written[index - 1].casefold() in _BACK_WORDS:
            # The way back to a place ("does the minibus head back to adama") is the trip out from
            # it, as a text states that trip: "from Adama to Sodere ... the return at 17:00".
            end = "from"
        if end is not None and place:
            found.setdefault(end, set()).add(place)
    return {end: frozenset(places) for end, places in found.items()}


_BACK_WORDS = frozenset({"back", "return", "returning", "home"})
_OTHER_END = {"from": "to", "to": "from"}


def _writes_asked_place(asked: frozenset[str], end: str, text: str) -> bool:
    """Whether a text stating another place at the asked `end` of a route ("from", "to") still
    writes an asked place by one of its names (a word the glossary does not know, or a city) in a
    sentence telling a route or naming the thing that goes (a subject of the glossary a sentence
    telling a route, or the text's opening, names: a trip, a boat, a ride), and no route of the
    text ends at it otherwise: that sentence tells the asked route in words no route word opens.
    "In Dire Dawa,
    Harla Palace Hotel runs a day trip to Harar" is the trip asked "from Dire to Harar", though
    its title says it goes "from Harla Palace Hotel"; "The Zege half-day trip visits ..." after
    "two boat trips to the Lake Tana monasteries" is the trip asked "to Zege". A ride "from Bole
    to Piassa" beside "Merkato is closed on Sundays" is still no ride to Merkato (that sentence
    names no ride), nor minibuses "from Bahir Dar to Tis Abay" the one asked back to Bahir Dar,
    whatever other sentence names the city (Bahir Dar is their other end)."""
    names = [word for place in asked for word in place.split()
             if (terms := tokens(word)) and (not glossary.knows(terms[0]) or glossary.place(terms[0]))]
    if not names:
        return False
    # (The asked place where a route of the text ends otherwise: it runs the other way.)
    elsewhere = [word for place in routes(text).get(_OTHER_END[end], frozenset()) for word in place.split()]
    if any(_one_place(name, word) for name in names for word in elsewhere):
        return False
    sentences = split_sentences(text)
    told = [routes(sentence) for sentence in sentences]
    subjects = [frozenset(t for t in glossary.with_meanings(frozenset(tokens(sentence)))
                          if glossary.is_subject(t))
                for sentence in sentences]
    # (And the text's opening, a passage's title: "Papyrus Garden Hotel's Lake Tana boat trips".)
    going = frozenset().union(*(found for index, (found, tells) in enumerate(zip(subjects, told, strict=True))
                                if tells or index == 0))
    for sentence, stated, named in zip(sentences, told, subjects, strict=True):
        if not stated and not named & going:
            continue
        written = dict.fromkeys(word for word in _ROUTE_WORD.findall(sentence) if word[:1].isalpha())
        if any(_writes_name(name, word) for name in names for word in written):
            return True
    return False


def _writes_name(name: str, word: str) -> bool:
    """Whether a written word is the asked place's name: the same city, or one name in any script
    or spelling (`same_name`: "የዘጌ", of Zege). Not by consonants alone with the glides taken out
    (`_one_place`, for two places both written as places): any word of a sentence would do,
    "የአንድ" (of one) for "ወንዶ"."""
    name, word = fold_letter_variants(name), fold_letter_variants(word)
    asked, written = tokens(name), tokens(word)
    if len(asked) == 1 and len(written) == 1 and glossary.place(asked[0]) is not None:
        return glossary.place(asked[0]) == glossary.place(written[0])
    return same_name(name.casefold(), word.casefold())


def _same_place(asked: str, stated: str) -> bool:
    """An asked place is a stated one: a word of each is the same city (glossary.place) or one
    name in any script or spelling (`same_name`, or their consonants with the glides a script
    writes or not: "ፒያሳ", "Piassa"), or the words written together are ("ባህርዳር", "ባሕር ዳር")."""
    asked_words, stated_words = asked.split(), stated.split()
    for one in asked_words:
        for other in stated_words:
            if _one_place(one, other):
                return True
    joined = "".join(asked_words)
    return any(_one_place(joined, "".join(stated_words[:n])) for n in range(2, len(stated_words) + 1))


def _one_place(one: str, other: str) -> bool:
    one, other = fold_letter_variants(one), fold_letter_variants(other)
    first = glossary.place(tokens(one)[0]) if len(tokens(one)) == 1 else None
    second = glossary.place(tokens(other)[0]) if len(tokens(other)) == 1 else None
    if first is not None and first == second:
        return True
    if same_name(one.casefold(), other.casefold()):
        return True
    # Across scripts a glide is written or not ("ፒያሳ", p-y-s; "Piassa", p-s).
    first_sounds, second_sounds = (sounds(w).replace("y", "").replace("w", "") for w in (one, other))
    return len(first_sounds) >= MIN_PAIR_WORD and first_sounds == second_sounds


