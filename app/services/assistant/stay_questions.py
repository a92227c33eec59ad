"""A stay in a guest's words, and what it costs at one named hotel.

`parse_stay` reads dates ("from 12 Jan to 14 Jan", "on 3 December", "2026-12-03", "tomorrow",
Amharic Ethiopian-calendar dates "ኅዳር 24", "ነገ", Oromo "boru"), nights ("for 2 nights", "ለ2
ሌሊት", "halkan 2"), rooms ("3 rooms", "2 ክፍል", "kutaa 2") and the kind of room ("double",
"ደብል", ...), in en, am and om.

`answer_stay` prices the stay through the booking API's own quote (bookings.quote_stay: the
nightly rates, service charge and VAT of services/pricing.py, and the rooms free on every night
from services/inventory.py), one line per room type asked (or per room type on sale), so a
figure in a reply is always the figure the quote endpoint would give. A stay without dates is
quoted from today (hotel-local) and the reply says which dates it priced.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from app.errors import NotFound, ValidationFailed
from app.models import Hotel, RoomType
from app.services.assistant.entities import city_label
from app.services.assistant.phrases import phrase
from app.services.booking import bookings
from app.services.booking.ethiopian_calendar import MONTH_NAMES, EthiopianDate, to_ethiopian, to_gregorian
from app.services.booking.stays import local_today, validate_stay
from app.services.ethiopic import fold_letter_variants

MAX_ROOM_TYPES = 4

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "a": 1, "an": 1, "single": 1,
    "አንድ": 1, "ሁለት": 2, "ሶስት": 3, "ሦስት": 3, "አራት": 4, "አምስት": 5, "ስድስት": 6, "ሰባት": 7,
    "ስምንት": 8, "ዘጠኝ": 9, "አስር": 10,
    "tokko": 1, "lama": 2, "sadii": 3, "afur": 4, "shan": 5, "torba": 7, "saddeet": 8,
    "sagal": 9, "kudhan": 10,
}
_N = r"(\d{1,2}|" + "|".join(sorted((re.escape(w) for w in NUMBER_WORDS if w != "single"),
                                   key=len, reverse=True)) + r")"
_NIGHTS = [
    re.compile(rf"\b{_N}\s*-?\s*(?:nights?|days?)\b", re.I),
    re.compile(rf"(?:ለ)?{_N}\s*(?:ሌሊት|ለሊት|ምሽት|አዳር|ቀን)"),
    re.compile(rf"\bhalkan(?:oota)?\s*{_N}", re.I),
    re.compile(rf"\b{_N}\s*halkan", re.I),
]
_ROOMS = [
    re.compile(rf"\b{_N}\s+(?:[a-z]+\s+)?rooms?\b", re.I),
    re.compile(rf"{_N}\s*(?:[\u1200-\u137f]+\s+)?ክፍ[ልሎ]"),
    re.compile(rf"\bkutaa(?:lee)?\s*{_N}\b", re.I),
    re.compile(rf"\b{_N}\s*kutaa", re.I),
]
# The kind of room a guest asks for -> a word of the room type's name or bed type.
ROOM_WORDS = {
    "single": ("single", "ሲንግል", "ነጠላ", "tokkee"),
    "double": ("double", "ደብል", "ድርብ", "dachaa"),
    "twin": ("twin", "ትዊን"),
    "king": ("king", "ኪንግ"),
    "queen": ("queen", "ኩዊን"),
    "suite": ("suite", "ስዊት"),
    "family": ("family", "ቤተሰብ", "maatii"),
    "deluxe": ("deluxe", "ዴሉክስ"),
    "executive": ("executive",),
}
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_DATE_PATTERNS = [
    # Digits bound the date, not word boundaries: a clitic or prefix may touch it ("ከ2027-03-08",
    # "2027-01-17tti").
    ("iso", re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")),
    ("day_month", re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}(?:\s+(\d{{4}}))?", re.I)),
    ("month_day", re.compile(rf"\b{_MONTH}\s+{_DAY}\b(?:,?\s+(\d{{4}}))?", re.I)),
    # Matched on the letter-folded text (ethiopic.fold_letter_variants): ነሐሴ, ነሀሴ and ነሃሴ
    # are one month, as are ኅዳር and ህዳር.
    ("ethiopian", re.compile(
        "(?:ከ|እስከ|በ|ለ)?(" + "|".join(
            [fold_letter_variants(name) for name, _ in MONTH_NAMES] + ["ጳጉሜ"])
        + r")\s*(\d{1,2})")),
    ("today", re.compile(r"\b(?:today|tonight|har'?a)\b|ዛሬ", re.I)),
    ("tomorrow", re.compile(r"\b(?:tomorrow|boru)\b|ነገ(?!ር)", re.I)),
]
_ETHIOPIAN_MONTHS = {fold_letter_variants(name): n
                     for n, (name, _) in enumerate(MONTH_NAMES, start=1)} | {"ጳጉሜ": 13}


@dataclass
class Stay:
    check_in: date | None = None
    check_out: date | None = None
    nights: int | None = None
    rooms: int | None = None
    room_words: tuple[str, ...] = ()  # canonical ROOM_WORDS keys
    rest: str = ""  # the text without its dates (so "from 13 Dec" is not a price)
    price_rest: str = ""  # without its nights and rooms too ("for 3 nights" is not a price)

    @property
    def given(self) -> bool:
        return bool(self.check_in or self.nights or self.rooms or self.room_words)


def _number(raw: str) -> int:
    return int(raw) if raw.isdigit() else NUMBER_WORDS[raw.casefold()]


def _upcoming(day: date, today: date, *, has_year: bool) -> date:
    if not has_year and day < today:
        return day.replace(year=day.year + 1)
    return day


def _date_of(kind: str, match: re.Match, today: date) -> date | None:
    try:
        if kind == "iso":
            return date(int(match[1]), int(match[2]), int(match[3]))
        if kind == "day_month":
            month = _MONTHS.index(match[2].casefold()[:3]) + 1
            day = date(int(match[3]) if match[3] else today.year, month, int(match[1]))
            return _upcoming(day, today, has_year=bool(match[3]))
        if kind == "month_day":
            month = _MONTHS.index(match[1].casefold()[:3]) + 1
            day = date(int(match[3]) if match[3] else today.year, month, int(match[2]))
            return _upcoming(day, today, has_year=bool(match[3]))
        if kind == "ethiopian":
            year = to_ethiopian(today).year
            day = to_gregorian(EthiopianDate(year, _ETHIOPIAN_MONTHS[match[1]], int(match[2])))
            if day < today:
                day = to_gregorian(EthiopianDate(year + 1, _ETHIOPIAN_MONTHS[match[1]], int(match[2])))
            return day
    except (ValueError, KeyError):
        return None
    return today if kind == "today" else today + timedelta(days=1)


def _blanked(text: str, match: re.Match) -> str:
    return text[: match.start()] + " " * len(match.group()) + text[match.end():]


def day_words(text: str) -> frozenset[str]:
    """The written words of `text` that the dates of a stay are read from (`_DATE_PATTERNS`: "today",
    "ዛሬ" and its forms, "ዛሬውኑ", today itself; a month and its day): they say when, not what."""
    rest = text
    for kind, pattern in _DATE_PATTERNS:
        searched = fold_letter_variants(rest) if kind == "ethiopian" else rest
        for match in pattern.finditer(searched):
            rest = _blanked(rest, match)
    return frozenset(found[0] for found in re.finditer(r"\S+", text)
                     if rest[found.start():found.end()] != found[0])


def parse_stay(text: str) -> Stay:
    """The stay `text` asks about (any part may be missing)."""
    today = local_today()
    found: list[tuple[int, date]] = []
    rest = text
    for kind, pattern in _DATE_PATTERNS:
        # Folding keeps every character in place, so matches point into `rest` too.
        searched = fold_letter_variants(rest) if kind == "ethiopian" else rest
        for match in pattern.finditer(searched):
            day = _date_of(kind, match, today)
            if day is not None:
                found.append((match.start(), day))
            rest = _blanked(rest, match)
    stay = Stay(rest=rest)
    for pattern in _NIGHTS:
        if match := pattern.search(rest):
            stay.nights = _number(match[1])
            rest = _blanked(rest, match)
            break
    for pattern in _ROOMS:
        if match := pattern.search(rest):
            stay.rooms = _number(match[1])
            rest = _blanked(rest, match)
            break
    stay.price_rest = rest
    lowered = text.casefold()
    stay.room_words = tuple(key for key, words in ROOM_WORDS.items()
                            if any(re.search(rf"(?<!\w){re.escape(w)}", lowered) for w in words))
    days = [day for _, day in sorted(found)]
    if days:
        stay.check_in = days[0]
        if len(days) > 1 and days[1] > days[0]:
            stay.check_out = days[1]
        else:
            stay.check_out = days[0] + timedelta(days=stay.nights or 1)
        if stay.nights is None:
            stay.nights = (stay.check_out - stay.check_in).days
    return stay


def _room_types(hotel: Hotel, room_words: tuple[str, ...]) -> tuple[list[RoomType], bool]:
    """The room types on sale that the words ask for (all of them when none is asked), cheapest
    first, and whether the hotel has the kind asked for."""
    on_sale = sorted((rt for rt in hotel.room_types if rt.is_on_sale),
                     key=lambda rt: (rt.price_per_night, rt.name))
    if not room_words:
        return on_sale, True
    asked = [rt for rt in on_sale
             if any(w in rt.name.casefold().split() or w == rt.bed_type for w in room_words)]
    return (asked, True) if asked else (on_sale, False)


def _money(value) -> str:
    return f"{value:,.2f}"


def _dates(check_in: date, check_out: date, lang: str) -> str:
    # A language's phrase decides whether it also writes the Ethiopian date (Amharic does).
    return phrase("stay_dates", lang, check_in=check_in.isoformat(), check_out=check_out.isoformat(),
                  ethiopian_in=to_ethiopian(check_in).amharic(),
                  ethiopian_out=to_ethiopian(check_out).amharic())


def answer_stay(hotel: Hotel, stay: Stay, lang: str) -> str:
    """The priced stay at `hotel` in `lang`: one line per room type with the total (service
    charge and VAT included) and whether enough rooms are free. Raises ValidationFailed for a
    stay the booking API would refuse (dates in the past, too many nights or rooms)."""
    check_in = stay.check_in or local_today()
    check_out = stay.check_out or check_in + timedelta(days=stay.nights or 1)
    rooms = stay.rooms or 1
    validate_stay(check_in, check_out, rooms=rooms)  # the same refusal for every room type
    room_types, has_kind = _room_types(hotel, stay.room_words)
    city = city_label(hotel.city, lang)
    nights = (check_out - check_in).days
    lines = [phrase("stay_header", lang, hotel=hotel.name, city=city,
                    dates=_dates(check_in, check_out, lang), nights=nights, rooms=rooms)]
    if not has_kind:
        lines.insert(0, phrase("no_such_room", lang, hotel=hotel.name, kind="/".join(stay.room_words)))
    if not room_types:
        return "\n".join([*lines[:-1], phrase("no_rooms_on_sale", lang, hotel=hotel.name)])
    for room_type in room_types[:MAX_ROOM_TYPES]:
        try:
            quote = bookings.quote_stay(bookings.StayRequest(
                hotel.id, room_type.id, check_in, check_out, guests=1, rooms=rooms))
        except NotFound:
            continue
        except ValidationFailed as exc:  # this room type's own rule: its arrival restrictions
            reasons = [message for messages in (exc.errors or {}).values() for message in messages]
            lines.append(f"- {room_type.name}: {'; '.join(reasons) or exc.message}")
            continue
        price = quote.price
        free = (phrase("rooms_free", lang, count=quote.available_rooms) if quote.available
                else phrase("rooms_not_free", lang))
        lines.append("- " + phrase("stay_line", lang, room_type=room_type.name, total=_money(price.total),
                                   subtotal=_money(price.subtotal), service=_money(price.service_charge),
                                   vat=_money(price.vat), free=free))
    return "\n".join(lines)
