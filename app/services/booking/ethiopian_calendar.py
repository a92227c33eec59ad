"""The Ethiopian calendar beside Gregorian dates, and Ethiopia's public holidays as "ready seasons".

Dates stay Gregorian on the wire (docs/booking.md); this module only adds the Ethiopian reading of a
date and the holidays around which hotels fill up. No arithmetic is hand-written here:

- Gregorian <-> Ethiopian conversion is `abyssinica.calendar.Date` (checked day by day against
  an independent implementation, convertdate's Coptic calendar + 276 years, from 1990 to 2100).
- Holiday dates are python-holidays' Ethiopia calendar (`holidays.ET`): Genna and Timkat move a
  day with the Ethiopian leap year, Fasika and Siklet follow the Orthodox computus, and Eid
  al-Fitr, Eid al-Adha and Mawlid are dates Ethiopia confirmed, or marked `estimated` (the moon
  sighting may move them a day). Its Amharic names are the official ones.

What this module adds is how long a hotel should be ready around each festival (`_SEASON_SPANS`).
Pure functions: no Flask, no database.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

import holidays
from abyssinica.calendar import Date as _AbyssinicaDate

# (Amharic, English transliteration) of the 13 months; ኅዳር, ታኅሣሥ and ጳጉሜን in the spelling of
# official letters and the church calendar (ህዳር, ታህሳስ, ጳጉሜ are common too).
MONTH_NAMES = (
    ("መስከረም", "Meskerem"),
    ("ጥቅምት", "Tikimt"),
    ("ኅዳር", "Hidar"),
    ("ታኅሣሥ", "Tahsas"),
    ("ጥር", "Tir"),
    ("የካቲት", "Yekatit"),
    ("መጋቢት", "Megabit"),
    ("ሚያዝያ", "Miyazya"),
    ("ግንቦት", "Ginbot"),
    ("ሰኔ", "Sene"),
    ("ሐምሌ", "Hamle"),
    ("ነሐሴ", "Nehase"),
    ("ጳጉሜን", "Pagume"),
)


@dataclass(frozen=True)
class EthiopianDate:
    """A day in the Ethiopian calendar (Amete Mihret era, the one in everyday use)."""

    year: int
    month: int  # 1 (Meskerem) to 13 (Pagume, 5 or 6 days)
    day: int

    @property
    def month_name_am(self) -> str:
        return MONTH_NAMES[self.month - 1][0]

    @property
    def month_name_en(self) -> str:
        return MONTH_NAMES[self.month - 1][1]

    def isoformat(self) -> str:
        """`YYYY-MM-DD` with Ethiopian numbers, e.g. `2019-03-11` for Hidar 11, 2019."""
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"

    def amharic(self) -> str:
        """The written form of letters and forms: `ኅዳር 11 ቀን 2019 ዓ.ም.` (ዓ.ም. = ዓመተ ምሕረት)."""
        return f"{self.month_name_am} {self.day} ቀን {self.year} ዓ.ም."

    def english(self) -> str:
        """`Hidar 11, 2019 E.C.` (Ethiopian Calendar)."""
        return f"{self.month_name_en} {self.day}, {self.year} E.C."


def to_ethiopian(gregorian: date) -> EthiopianDate:
    """The Ethiopian date of a Gregorian day (a hotel-local date: the Ethiopian day here starts at
    midnight like the Gregorian one, not at dawn as in traditional time-keeping)."""
    converted = _AbyssinicaDate.from_gregorian(gregorian)
    return EthiopianDate(converted.year, converted.month, converted.day)


def to_gregorian(ethiopian: EthiopianDate) -> date:
    """The Gregorian day of an Ethiopian date; ValueError for a day the calendar lacks (Pagume 6
    outside a leap year, Meskerem 31), as `date` raises for 30 February. (abyssinica checks with
    `assert`, which a caller reading a guest's text cannot tell from a bug.)"""
    try:
        return _AbyssinicaDate(ethiopian.year, ethiopian.month, ethiopian.day).to_gregorian()
    except AssertionError as error:
        raise ValueError(str(error)) from None


def ethiopian_iso(gregorian: date) -> str:
    """`to_ethiopian(gregorian).isoformat()`, e.g. 2026-11-20 -> `2019-03-11`."""
    return to_ethiopian(gregorian).isoformat()


def amharic_date(gregorian: date) -> str:
    """The Amharic written form of a Gregorian day: 2026-11-20 -> `ኅዳር 11 ቀን 2019 ዓ.ም.`"""
    return to_ethiopian(gregorian).amharic()


def amharic_stay(check_in: date, check_out: date) -> str:
    """A stay in Amharic, "from <arrival> until <departure>":
    `ከኅዳር 11 ቀን 2019 ዓ.ም. እስከ ኅዳር 14 ቀን 2019 ዓ.ም.`"""
    return f"ከ{amharic_date(check_in)} እስከ {amharic_date(check_out)}"


# The month names of Tigrinya and Afaan Oromo (drafts, like the catalogues: docs/api.md); Amharic
# and English are MONTH_NAMES.
MONTH_NAMES_TI = ("መስከረም", "ጥቅምቲ", "ሕዳር", "ታሕሳስ", "ጥሪ", "ለካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት",
                  "ሰነ", "ሓምለ", "ነሓሰ", "ጳጉሜን")
MONTH_NAMES_OM = ("Fulbaana", "Onkoloolessa", "Sadaasa", "Muddee", "Amajjii", "Guraandhala",
                  "Bitootessa", "Eebila", "Caamsaa", "Waxabajjii", "Adoolessa", "Hagayya", "Qaammee")


def written_language(language: str) -> str:
    """The language an Ethiopian date is written in for a reader of `language`: their own, and
    Amharic (the calendar's language of letters and forms) for English readers."""
    return language if language in ("am", "om", "ti") else "am"


def written_date(gregorian: date, language: str) -> str:
    """The Ethiopian date of `gregorian`, written in `written_language(language)`:
    am `ኅዳር 11 ቀን 2019 ዓ.ም.`, ti `ሕዳር 11 2019 ዓ.ም.`, om `Sadaasa 11, 2019 ALI`."""
    day = to_ethiopian(gregorian)
    written = written_language(language)
    if written == "ti":
        return f"{MONTH_NAMES_TI[day.month - 1]} {day.day} {day.year} ዓ.ም."
    if written == "om":
        return f"{MONTH_NAMES_OM[day.month - 1]} {day.day}, {day.year} ALI"
    return day.amharic()


def written_stay(check_in: date, check_out: date, language: str) -> str:
    """A stay from arrival until departure in the Ethiopian calendar, as `written_date` writes
    it (English readers get `amharic_stay`)."""
    arrival, departure = written_date(check_in, language), written_date(check_out, language)
    written = written_language(language)
    if written == "ti":
        return f"ካብ {arrival} ክሳብ {departure}"
    if written == "om":
        return f"{arrival} irraa hanga {departure}"
    return amharic_stay(check_in, check_out)


# --- public holidays and ready seasons ------------------------------------------------------


@dataclass(frozen=True)
class PublicHoliday:
    key: str  # stable identifier, e.g. "fasika"; see _KEYS_BY_LIBRARY_NAME
    name_en: str
    name_am: str
    date: date
    estimated: bool  # an Islamic holiday whose date waits on the moon sighting (±1 day)


@dataclass(frozen=True)
class HolidaySeason:
    """A span of days around a festival during which a hotel should expect demand (and may price
    a seasonal rate). `start` and `end` are inclusive Gregorian dates."""

    key: str
    name_en: str
    name_am: str
    holiday_date: date  # the festival's main day
    start: date
    end: date
    estimated: bool
    note: str  # why the span is what it is


@dataclass(frozen=True)
class _Span:
    name_en: str
    name_am: str
    days_before: int
    days_after: int
    note: str


# How long to be ready around each festival, relative to its main day. The dates themselves come
# from python-holidays; these spans are the hotel's view (eves, processions, travel back).
_SEASON_SPANS = {
    "genna": _Span("Genna (Ethiopian Christmas)", "ገና", 1, 1,
                   "Gahad, the night-long vigil on the eve, to the day after; in Lalibela Genna "
                   "falls a day later in some years (Tahsas 29)"),
    "timkat": _Span("Timkat (Epiphany)", "ጥምቀት", 1, 1,
                    "Ketera (the eve, when the tabots go to the water) to the day after: the "
                    "three-day festival, biggest in Gondar, Lalibela and Addis Ababa (Jan Meda)"),
    "adwa": _Span("Adwa Victory Day", "የአድዋ ድል በዓል", 1, 0,
                  "The eve and the day; the commemoration at Adwa draws travellers"),
    "fasika": _Span("Fasika (Ethiopian Easter)", "ፋሲካ", 2, 1,
                    "Siklet (Good Friday) to Easter Monday, the family holiday after the long fast"),
    "enkutatash": _Span("Enkutatash (Ethiopian New Year)", "እንቁጣጣሽ", 1, 0,
                        "New Year's eve and Meskerem 1"),
    "meskel": _Span("Meskel (Finding of the True Cross)", "መስቀል", 1, 0,
                    "The Demera bonfire on the eve (Meskel Square, Addis Ababa) and the day"),
    "eid_al_fitr": _Span("Eid al-Fitr", "ኢድ አልፈጥር", 1, 1,
                         "The day before to the day after: the moon sighting may move it a day"),
    "eid_al_adha": _Span("Eid al-Adha (Arefa)", "ኢድ አልአድሃ (አረፋ)", 1, 1,
                         "The day before to the day after: the moon sighting may move it a day"),
    "mawlid": _Span("Mawlid", "መውሊድ", 1, 1,
                    "The day before to the day after: the moon sighting may move it a day; "
                    "celebrated most in Harar, Dire Dawa and Jimma"),
}

# python-holidays' US English names (pinned version) -> our keys. A name it adds later still
# appears, keyed by its slug, so a new public holiday is never dropped silently.
_KEYS_BY_LIBRARY_NAME = {
    "Christmas Day": "genna",
    "Epiphany": "timkat",
    "Adwa Victory Day": "adwa",
    "Good Friday": "siklet",
    "Easter Sunday": "fasika",
    "International Workers' Day": "labour_day",
    "Ethiopian Patriots' Victory Day": "patriots_day",
    "Downfall of the Dergue Regime Day": "derg_downfall",
    "Ethiopian New Year": "enkutatash",
    "Finding of True Cross": "meskel",
    "Eid al-Fitr": "eid_al_fitr",
    "Eid al-Adha": "eid_al_adha",
    "Prophet's Birthday": "mawlid",
}


def _key(library_name: str) -> str:
    return _KEYS_BY_LIBRARY_NAME.get(library_name) or re.sub(r"[^a-z0-9]+", "_",
                                                               library_name.lower()).strip("_")


@lru_cache(maxsize=64)
def public_holidays(year: int) -> tuple[PublicHoliday, ...]:
    """Ethiopia's public holidays in Gregorian `year`, by date (several may share a day: Fasika
    and Patriots' Day both fell on 2024-05-05)."""

    def calendar(language: str, show_estimated: bool):
        return holidays.country_holidays("ET", years=year, language=language,
                                         islamic_show_estimated=show_estimated)

    # One instance per language; the library adds a day's holidays in the same order in each.
    english = calendar("en_US", show_estimated=False)
    marked = calendar("en_US", show_estimated=True)  # "(estimated)" where the moon decides
    amharic = calendar("am", show_estimated=False)
    found = []
    for day in sorted(english):
        names = zip(english.get_list(day), marked.get_list(day), amharic.get_list(day), strict=True)
        for name_en, marked_name, name_am in names:
            found.append(PublicHoliday(key=_key(name_en), name_en=name_en, name_am=name_am,
                                       date=day, estimated=marked_name != name_en))
    return tuple(found)


def holidays_between(start: date, end: date) -> list[PublicHoliday]:
    """Public holidays from `start` to `end`, both included, by date."""
    return [holiday for year in range(start.year, end.year + 1) for holiday in public_holidays(year)
            if start <= holiday.date <= end]


def holiday_seasons(year: int) -> list[HolidaySeason]:
    """The ready seasons whose festival falls in Gregorian `year`, by start date."""
    seasons = []
    for holiday in public_holidays(year):
        span = _SEASON_SPANS.get(holiday.key)
        if span is None:
            continue  # a day off, but not one that fills hotels (Labour Day, Patriots' Day)
        seasons.append(HolidaySeason(
            key=holiday.key, name_en=span.name_en, name_am=span.name_am,
            holiday_date=holiday.date,
            start=holiday.date - timedelta(days=span.days_before),
            end=holiday.date + timedelta(days=span.days_after),
            estimated=holiday.estimated, note=span.note))
    return sorted(seasons, key=lambda season: (season.start, season.key))


@dataclass(frozen=True)
class HolidayCalendar:
    first_year: int
    last_year: int
    seasons: list[HolidaySeason]
    public_holidays: list[PublicHoliday]


def holiday_calendar(year: int, years: int = 1) -> HolidayCalendar:
    """Ready seasons and public holidays of `years` consecutive Gregorian years from `year` (staff
    planning seasonal rates in December want next January's Genna and Timkat too)."""
    last_year = year + years - 1
    return HolidayCalendar(
        first_year=year, last_year=last_year,
        seasons=[season for each in range(year, last_year + 1) for season in holiday_seasons(each)],
        public_holidays=holidays_between(date(year, 1, 1), date(last_year, 12, 31)),
    )
