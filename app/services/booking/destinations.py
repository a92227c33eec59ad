"""Destinations: which city a guest means, however they spell it (issue 13).

One table of Ethiopian cities (canonical English name, Amharic name, common other spellings) and
one normalisation, `normalise_place_name`, used for every comparison: search by city, the
destination autocomplete and the canonical city stored on staff edits. "Addis", "AA",
"ADDIS-ABABA" and "አዲስ አበባ" all name Addis Ababa; "bah" and "ጎን" are prefixes of Bahir Dar and
Gondar.

Matching is done in Python on the handful of distinct cities that live hotels are in, as the
worker's copy of the catalogue has them (catalogue_snapshot), and the hotel search then keeps the
hotels whose stored city is one of those matched. Cities that are not in the table still match
by their normalised name, so a hotel in a town we forgot to list is found too.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from decimal import Decimal
from functools import cache, lru_cache

from app.services.booking import catalogue_snapshot
from app.services.name_matching import NameForms, NameQuery, fold, name_forms

SUGGESTION_LIMIT = 10
MAX_SUGGESTION_LIMIT = 20


@dataclass(frozen=True)
class Destination:
    """A city: `name` is the canonical English spelling stored in `Hotel.city`."""

    name: str
    name_am: str | None = None
    aliases: tuple[str, ...] = ()

    @property
    def coordinates(self) -> tuple[float, float] | None:
        """The town centre (latitude, longitude), CITY_COORDINATES."""
        return CITY_COORDINATES.get(self.name)


def _city(name: str, name_am: str, *aliases: str) -> Destination:
    return Destination(name, name_am, aliases)


# Approximate town centres (degrees north, degrees east; WGS84, rounded to 0.01 degree, about
# 1 km), from public gazetteers. Only used to name the nearest cities that have hotels when a
# guest asks about a town that has none (the assistant's catalogue answers); a city with hotels
# is placed by its hotels' own coordinates first (`city_position`).
CITY_COORDINATES: dict[str, tuple[float, float]] = {
    "Addis Ababa": (9.03, 38.74),
    "Bahir Dar": (11.59, 37.39),
    "Gondar": (12.60, 37.47),
    "Lalibela": (12.03, 39.04),
    "Hawassa": (7.06, 38.48),
    "Mekelle": (13.50, 39.47),
    "Axum": (14.12, 38.72),
    "Dire Dawa": (9.60, 41.85),
    "Arba Minch": (6.03, 37.55),
    "Adama": (8.54, 39.27),
    "Jimma": (7.67, 36.83),
    "Harar": (9.31, 42.12),
    "Bishoftu": (8.75, 38.98),
    "Jinka": (5.78, 36.56),
    "Gambela": (8.25, 34.59),
    "Dessie": (11.13, 39.63),
    "Debre Markos": (10.33, 37.73),
    "Debre Birhan": (9.68, 39.53),
    "Debre Tabor": (11.85, 38.01),
    "Debark": (13.16, 37.90),
    "Shashemene": (7.20, 38.60),
    "Jijiga": (9.35, 42.80),
    "Semera": (11.79, 41.01),
    "Asosa": (10.07, 34.53),
    "Nekemte": (9.09, 36.55),
    "Hosaena": (7.55, 37.85),
    "Wolaita Sodo": (6.86, 37.76),
    "Dilla": (6.41, 38.31),
    "Kombolcha": (11.08, 39.74),
    "Woldia": (11.83, 39.60),
    "Adigrat": (14.28, 39.46),
    "Shire": (14.10, 38.28),
    "Wukro": (13.79, 39.60),
    "Batu": (7.93, 38.72),
    "Awash": (8.98, 40.17),
    "Robe": (7.12, 40.00),
    "Goba": (7.01, 39.98),
    "Konso": (5.34, 37.43),
    "Mizan Teferi": (6.99, 35.59),
    "Bonga": (7.27, 36.24),
    "Ambo": (8.98, 37.85),
    "Woliso": (8.54, 37.97),
    "Asella": (7.95, 39.13),
    "Adwa": (14.16, 38.90),
    "Metu": (8.30, 35.58),
    "Gimbi": (9.17, 35.83),
    "Fiche": (9.80, 38.73),
    "Butajira": (8.12, 38.37),
    "Yabelo": (4.88, 38.08),
    "Moyale": (3.53, 39.05),
    "Humera": (14.30, 36.62),
}


# Other spellings include the Tigrinya ones (መቐለ, ኣኽሱም) and the Afaan Oromo ones (Finfinnee,
# Baahir Daar, Hawaasaa, Maqalee; for towns of Oromia without a hotel too: Bishooftuu, Naqamtee,
# Shaashamannee, Baatuu, Amboo, Walisoo).
# Spelling variants that normalisation already equates are not listed: case, accents, hyphens
# and spaces ("Bahirdar", "ድሬዳዋ"), and the Ethiopic letter variants (ባህር ዳር = ባሕር ዳር).
DESTINATIONS: tuple[Destination, ...] = (
    _city("Addis Ababa", "አዲስ አበባ", "Addis", "AA", "Addis Abeba", "Finfinne", "Finfinnee", "አዲስ",
          "Shaggar", "Sheger", "ሸገር"),
    _city("Bahir Dar", "ባሕር ዳር", "Bahar Dar", "Bahr Dar", "Baahir Daar", "Bahir Daar"),
    _city("Gondar", "ጎንደር", "Gonder", "Gondaar"),
    _city("Lalibela", "ላሊበላ", "Lalibella", "Roha", "Laalibalaa", "Lalibalaa"),
    _city("Hawassa", "ሀዋሳ", "Awassa", "Awasa", "Hawasa", "አዋሳ", "Hawaasaa"),
    _city("Mekelle", "መቀሌ", "Mekele", "Makale", "Makalle", "Maqalee", "መቐለ"),
    _city("Axum", "አክሱም", "Aksum", "Aksuum", "ኣኽሱም"),
    _city("Dire Dawa", "ድሬ ዳዋ", "Dire Dewa", "Dirre Dawaa", "Dirree Dhawaa"),
    _city("Arba Minch", "አርባ ምንጭ", "Arba Mench", "Arbaa Minci", "Arba Minci"),
    _city("Adama", "አዳማ", "Nazret", "Nazreth", "Nazareth", "ናዝሬት", "Adaamaa"),
    _city("Jimma", "ጅማ", "Jima", "Jimmaa"),
    _city("Harar", "ሐረር", "Harer", "Harrar"),
    _city("Bishoftu", "ቢሾፍቱ", "Debre Zeyit", "Debre Zeit", "ደብረ ዘይት", "Bishooftuu"),
    _city("Jinka", "ጂንካ"),
    _city("Gambela", "ጋምቤላ", "Gambella"),
    _city("Dessie", "ደሴ", "Dese", "Desse"),
    _city("Debre Markos", "ደብረ ማርቆስ", "Debre Marqos"),
    _city("Debre Birhan", "ደብረ ብርሃን", "Debre Berhan"),
    _city("Debre Tabor", "ደብረ ታቦር"),
    _city("Debark", "ደባርቅ", "Debarq"),
    _city("Shashemene", "ሻሸመኔ", "Shashamane", "Shashemane", "Shaashamannee"),
    _city("Jijiga", "ጅጅጋ"),
    _city("Semera", "ሰመራ"),
    _city("Asosa", "አሶሳ", "Assosa"),
    _city("Nekemte", "ነቀምት", "Nekemt", "Lekemt", "ነቀምቴ", "Naqamtee", "Naqamte"),
    _city("Hosaena", "ሆሳዕና", "Hossana", "Hosanna"),
    _city("Wolaita Sodo", "ወላይታ ሶዶ", "Sodo", "Soddo", "Wolayita Sodo", "ሶዶ"),
    _city("Dilla", "ዲላ"),
    _city("Kombolcha", "ኮምቦልቻ"),
    _city("Woldia", "ወልዲያ", "Weldiya"),
    _city("Adigrat", "አዲግራት"),
    _city("Shire", "ሽሬ", "ሽረ", "Shire Inda Selassie", "Inda Selassie"),
    _city("Wukro", "ውቅሮ"),
    _city("Batu", "ባቱ", "Ziway", "Zeway", "ዝዋይ", "Baatuu"),
    _city("Awash", "አዋሽ"),
    _city("Robe", "ሮቤ", "Bale Robe"),
    _city("Goba", "ጎባ"),
    _city("Konso", "ኮንሶ"),
    _city("Mizan Teferi", "ሚዛን ተፈሪ", "Mizan"),
    _city("Bonga", "ቦንጋ"),
    _city("Ambo", "አምቦ", "Amboo", "Hagere Hiwot"),
    _city("Woliso", "ወሊሶ", "Waliso", "Wolisso", "Walisoo"),
    _city("Asella", "አሰላ", "Asela", "Asallaa"),
    _city("Adwa", "አድዋ", "Adowa"),
    _city("Metu", "መቱ", "Mettu", "Mattu", "Mattuu"),
    _city("Gimbi", "ጊምቢ", "Gimbii"),
    _city("Fiche", "ፍቼ", "Fichee"),
    _city("Butajira", "ቡታጅራ"),
    _city("Yabelo", "ያቤሎ", "Yaaballoo"),
    _city("Moyale", "ሞያሌ", "Moyaalee"),
    _city("Humera", "ሁመራ"),
)

def normalise_place_name(text: str) -> str:
    """The form in which two spellings of a place compare equal (name_matching.fold): case
    folded, Latin accents stripped (NFKD), Ethiopic letter variants folded, and spaces, hyphens
    and punctuation collapsed to one space: "  Addis-ABABA " -> "addis ababa", "ባሕር ዳር" ->
    "ባህር ዳር", "Mek'ele" -> "mek ele"."""
    return fold(text)


# How well a query matches a city; lower is better. ACROSS_SCRIPTS: the query, written in the
# other script, starts the name of a city that has no spelling in the query's script (a town
# outside DESTINATIONS: "ወንጪ" finds a hotel's "Wenchi"; name_matching).
EXACT, NAME_PREFIX, ALIAS_PREFIX, WORD_PREFIX, ACROSS_SCRIPTS = range(5)


@dataclass(frozen=True)
class _Spelling:
    compact: str  # without spaces: "Bahirdar" and "ድሬዳዋ" match "Bahir Dar" and "ድሬ ዳዋ"
    later_words: tuple[str, ...]  # compact tails from the 2nd word on: "dar" finds Bahir Dar
    is_name: bool  # the English or Amharic name rather than an alias
    forms: NameForms  # for a match across scripts


def _spelling(text: str, *, is_name: bool) -> _Spelling:
    words = normalise_place_name(text).split()
    tails = tuple("".join(words[i:]) for i in range(1, len(words)))
    return _Spelling("".join(words), tails, is_name, name_forms(text))


@lru_cache(maxsize=4096)  # the table's cities and the few others stored in Hotel.city
def _spellings(destination: Destination) -> tuple[_Spelling, ...]:
    names = [name for name in (destination.name, destination.name_am) if name]
    return tuple(
        [_spelling(name, is_name=True) for name in names]
        + [_spelling(alias, is_name=False) for alias in destination.aliases]
    )


def _compact(text: str) -> str:
    return normalise_place_name(text).replace(" ", "")


@cache
def _by_spelling() -> dict[str, Destination]:
    index: dict[str, Destination] = {}
    for destination in DESTINATIONS:
        for spelling in _spellings(destination):
            index.setdefault(spelling.compact, destination)
    return index


def known_destination(text: str) -> Destination | None:
    """The table's city that `text` names exactly (any listed spelling), or None."""
    return _by_spelling().get(_compact(text))


def canonical_city_name(text: str) -> str:
    """The canonical English name when `text` is a listed spelling of a known city ("addis
    abeba", "ባህር ዳር"), else `text` with its spaces collapsed. Used when a city is written."""
    destination = known_destination(text)
    return destination.name if destination else " ".join(text.split())


def match_rank(query: str, destination: Destination) -> int | None:
    """EXACT, NAME_PREFIX, ALIAS_PREFIX or WORD_PREFIX (the query starts a later word of a
    name, "minch" -> Arba Minch), or None when `query` does not match `destination`."""
    key = _compact(query)
    if not key:
        return None
    ranks = []
    for spelling in _spellings(destination):
        if spelling.compact == key:
            return EXACT
        if spelling.compact.startswith(key):
            ranks.append(NAME_PREFIX if spelling.is_name else ALIAS_PREFIX)
        elif any(tail.startswith(key) for tail in spelling.later_words):
            ranks.append(WORD_PREFIX)
    if not ranks:
        typed = _name_query(query)
        spellings = _spellings(destination)
        if (all(spelling.forms.ethiopic != typed.ethiopic for spelling in spellings)
                and any(typed.starts_across_scripts(spelling.forms) for spelling in spellings)):
            ranks.append(ACROSS_SCRIPTS)
    return min(ranks, default=None)


@lru_cache(maxsize=1024)
def _name_query(query: str) -> NameQuery:
    return NameQuery(query)


def ranked_matches(query: str, destinations) -> list[tuple[int, Destination]]:
    """(rank, destination) of those that `query` matches, best rank first (stable otherwise)."""
    ranked = [(rank, d) for d in destinations if (rank := match_rank(query, d)) is not None]
    return sorted(ranked, key=lambda item: item[0])


def resolve(query: str, destinations) -> list[Destination]:
    """Which of `destinations` a city filter means. A query that names a city exactly means that
    city alone: "AA" is Addis Ababa only, though "aa" starts other names, and "Jimma" never
    falls back to other cities when Jimma is not among `destinations`. Otherwise every prefix
    match ("bah", "debre")."""
    named = known_destination(query)
    if named is not None:
        return [named] if named in destinations else []
    ranked = ranked_matches(query, destinations)
    if ranked and ranked[0][0] == EXACT:
        return [d for rank, d in ranked if rank == EXACT]
    return [d for _, d in ranked]


# Amharic writes "in", "from", "of" as a prefix of the word: በባሕር ዳር, ከአዲስ አበባ, የጎንደር.
_AMHARIC_PREFIX = "(?:እንደ|ስለ|ወደ|የ|ለ|በ|ከ)?"
_ETHIOPIC = re.compile(r"[\u1200-\u137f]")


def _mention_pattern(spelling: str) -> re.Pattern:
    # Latin names must be whole words ("aa" is not in "bazaar"); an Ethiopic name may carry a
    # prefix and fused suffixes (ጎንደርን), but must start a word (ባቱ is not in ሰባቱ).
    if _ETHIOPIC.search(spelling):
        return re.compile(rf"(?<!\w){_AMHARIC_PREFIX}{re.escape(spelling)}")
    return re.compile(rf"(?<!\w){re.escape(spelling)}(?!\w)")


def _mention_spellings(destination: Destination) -> set[str]:
    spelled = [normalise_place_name(text) for text in
               (destination.name, destination.name_am, *destination.aliases) if text]
    return {form for spelling in spelled for form in (spelling, spelling.replace(" ", "")) if form}


@cache
def _table_mention_patterns() -> tuple[tuple[str, re.Pattern, Destination], ...]:
    return tuple(
        (spelling, _mention_pattern(spelling), destination)
        for destination in DESTINATIONS
        for spelling in sorted(_mention_spellings(destination))
    )


def find_city_in_text(text: str, live_cities: list[str]) -> str | None:
    """The city a free-text message names ("hotels in bahir dar", "ባህር ዳር ውስጥ ሆቴሎች"): a
    stored city of a live hotel (`live_cities`) by any spelling, or any table city by an Amharic
    spelling. Latin spellings of cities without live hotels are left out: "Robe" or "Awash"
    are also English words. The longest spelling mentioned wins. Returns the canonical name
    (the stored one for a city outside the table), else None."""
    found = cities_in_text(text, live_cities)
    return found[0].name if found else None


def cities_in_text(text: str, live_cities: list[str]) -> list[Destination]:
    """Every city `text` mentions, by the rules of `find_city_in_text`, the one named by the
    longest spelling first ("Hotels in Gondar ask ..." -> [Gondar]; a passage about a drive
    from Addis Ababa to Adama -> both)."""
    message = normalise_place_name(text)
    live = _group_stored_cities(live_cities)
    candidates = [(spelling, pattern, destination)
                  for spelling, pattern, destination in _table_mention_patterns()
                  if destination in live or _ETHIOPIC.search(spelling)]
    candidates += [(spelling, _mention_pattern(spelling), destination)
                   for destination in live if destination not in DESTINATIONS
                   for spelling in _mention_spellings(destination)]
    longest: dict[Destination, int] = {}
    for spelling, pattern, destination in candidates:
        if pattern.search(message):
            longest[destination] = max(longest.get(destination, 0), len(spelling))
    return sorted(longest, key=lambda destination: -longest[destination])


# --- cities of live hotels -------------------------------------------------------------------


def _group_stored_cities(stored: list[str]) -> dict[Destination, list[str]]:
    """Stored `Hotel.city` values grouped by the destination they name. A value that is not a
    listed spelling is a destination of its own (spellings equal after normalisation merge)."""
    groups: dict[Destination, list[str]] = {}
    unknown: dict[str, Destination] = {}
    for city in stored:
        destination = known_destination(city)
        if destination is None:
            destination = unknown.setdefault(_compact(city), Destination(" ".join(city.split())))
        groups.setdefault(destination, []).append(city)
    return groups


@lru_cache(maxsize=8)
def _city_groups(stored: tuple[str, ...]) -> dict[Destination, list[str]]:
    """`_group_stored_cities` once per set of stored cities (a catalogue version's)."""
    return _group_stored_cities(list(stored))


def stored_cities_matching(query: str, stored: tuple[str, ...]) -> list[str]:
    """The values among `stored` (the live hotels' cities: catalogue_snapshot's `cities`) that
    `query` resolves to (see `resolve`): what the hotel search filters on. Empty when nothing
    matches."""
    groups = _city_groups(stored)
    return [city for destination in resolve(query, groups) for city in groups[destination]]


def live_destinations(snapshot: catalogue_snapshot.CatalogueSnapshot
                      ) -> dict[Destination, list[catalogue_snapshot.CardHotel]]:
    """The live hotels of a catalogue copy by the destination their city names (spellings of
    one city together: "Addis Abeba" with Addis Ababa), for the home page and the autocomplete."""
    by_city: dict[str, list[catalogue_snapshot.CardHotel]] = {}
    for hotel in snapshot.hotels.values():
        by_city.setdefault(hotel.city, []).append(hotel)
    return {destination: [hotel for city in cities for hotel in by_city[city]]
            for destination, cities in _city_groups(snapshot.cities).items()}


@dataclass
class DestinationSuggestion:
    destination: Destination
    hotel_count: int
    lowest_price: Decimal | None

    @property
    def city(self) -> str:
        return self.destination.name

    @property
    def city_am(self) -> str | None:
        return self.destination.name_am


def suggest_destinations(q: str | None = None, limit: int = SUGGESTION_LIMIT) -> list[DestinationSuggestion]:
    """Autocomplete: cities with at least one live hotel that `q` matches, best match first
    (exact, then a prefix of the English or Amharic name, of another spelling, of a later word),
    then the most hotels, then by name. Without `q` (or a `q` of only spaces and punctuation),
    the cities with the most live hotels. Cities without live hotels are never suggested: a
    suggestion always leads to results. `lowest_price` is the cheapest nightly price on sale."""
    snapshot = catalogue_snapshot.current()
    prices = snapshot.lowest_base_prices
    suggestions = [
        DestinationSuggestion(destination, len(hotels),
                              min((prices[h.id] for h in hotels if h.id in prices), default=None))
        for destination, hotels in live_destinations(snapshot).items()]

    def popularity(item: DestinationSuggestion):
        return (-item.hotel_count, item.city)

    if q and _compact(q):
        by_destination = {s.destination: s for s in suggestions}
        ranked = ranked_matches(q, by_destination)
        ordered = sorted(ranked, key=lambda item: (item[0], *popularity(by_destination[item[1]])))
        suggestions = [by_destination[d] for _, d in ordered]
    else:
        suggestions.sort(key=popularity)
    return suggestions[:limit]


# --- where cities are -------------------------------------------------------------------------

EARTH_RADIUS_KM = 6371.0
# A town without hotels is named only after a word that makes it a place ("hotels in Robe",
# "Hararitti", "ሐረር ውስጥ"): a Latin spelling alone may be an English word ("robe", "awash").
_PLACE_WORDS_BEFORE = ("in", "at", "to", "near", "around", "of", "from", "keessa", "gara")
_PLACE_BEFORE = rf"(?:{'|'.join(_PLACE_WORDS_BEFORE)})\s+"
_PLACE_AFTER = r"(?:tti|itti|keessa|keessatti|irratti)\b"


def distance_km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """The great-circle distance between two (latitude, longitude) points."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))


def city_position(city: str, snapshot: catalogue_snapshot.CatalogueSnapshot | None = None
                  ) -> tuple[float, float] | None:
    """Where a city is: the mean of its live hotels' coordinates (`snapshot`), else the table's
    town centre, else None."""
    if snapshot is not None:
        placed = [(h.latitude, h.longitude) for h in snapshot.hotels.values()
                  if h.city == city and h.latitude is not None and h.longitude is not None]
        if placed:
            return (sum(p[0] for p in placed) / len(placed), sum(p[1] for p in placed) / len(placed))
    destination = known_destination(city)
    return destination.coordinates if destination else None


def nearest_cities(city: str, cities: tuple[str, ...], snapshot: catalogue_snapshot.CatalogueSnapshot,
                   limit: int = 3) -> list[tuple[str, float]]:
    """The `limit` cities of `cities` (stored names, those with hotels) nearest to `city`, with
    their distance in km; [] when `city` cannot be placed."""
    origin = city_position(city)
    if origin is None:
        return []
    placed = [(other, position) for other in cities if other != city
              and (position := city_position(other, snapshot)) is not None]
    return sorted(((other, distance_km(origin, position)) for other, position in placed),
                  key=lambda pair: pair[1])[:limit]


def town_named_as_place(text: str) -> Destination | None:
    """A town of the table that `text` names as a place, in any script: an Ethiopic spelling
    anywhere, a Latin one after "in", "at", "to", ... or with an Oromo locative ending
    ("Hararitti", "Harar keessa"). For towns with no live hotel, which find_city_in_text leaves
    out in Latin letters."""
    message = normalise_place_name(text)
    found: dict[Destination, int] = {}
    for spelling, patterns, destination in _place_patterns():
        if any(pattern.search(message) for pattern in patterns):
            found[destination] = max(found.get(destination, 0), len(spelling))
    return max(found, key=lambda d: found[d]) if found else None


def town_named_the_oromo_way(text: str) -> Destination | None:
    """A town of the table that `text` names as a place in an Oromo spelling no table entry writes
    ("gambeellaa keessa", "Gambeellaatti", "samara keessa": `_oromo_town_mentions`), or None."""
    found = _oromo_town_mentions(normalise_place_name(text).split())
    return max(found, key=lambda d: found[d]) if found else None


# Afaan Oromo writes a town's name as it is said: its long vowels and geminate consonants doubled,
# "e" as "a", a final vowel after a last consonant, and its case fused on ("gambeellaa keessa", in
# Gambela; "Gambeellaatti", at Gambela; "Hararii"). Compared with every letter written once and "e"
# as "a" (`_single_letters`), without one case ending and without a final vowel the table's
# spelling lacks, any table spelling in Latin letters reads such a form: no Oromo spelling need be
# listed (sets 23 and 24: "gambeellaa" was no "Gambela"). The place words of `town_named_as_place`
# are still asked for (a case ending is one), and the name must keep MIN_OROMO_TOWN letters once
# single: "Goba" or "Robe" are read only as the table writes them.
_OROMO_CASE_ENDINGS = ("irratti", "keessatti", "irraa", "itti", "tti", "rraa", "rra", "tii", "ti")
_OROMO_PLACE_WORDS = frozenset(("keessa", "keessatti", "irratti", "bira", "gara"))
MIN_OROMO_TOWN = 5
_VOWELS = frozenset("aeiou")


def _single_letters(word: str) -> str:
    """A word with each run of one letter written once ("gambeellaa" -> "gambela"), and "e" as
    "a": Oromo writes the Ethiopic first-order vowel, English spellings' "e", as "a" ("Maqalee",
    Mekelle; "Naqamtee", Nekemte; "samara", Semera: blind set 20 q114)."""
    return re.sub(r"(.)\1+", r"\1", word.replace("e", "a"))


def _oromo_readings(word: str) -> tuple[set[str], bool]:
    """The single-lettered forms an Oromo word may be of a name (as written, without a case
    ending, and each without a final vowel), and whether it carried a case ending."""
    forms = {word}
    cased = False
    for ending in _OROMO_CASE_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_OROMO_TOWN:
            forms.add(word[: -len(ending)])
            cased = True
    singles = {_single_letters(form) for form in forms}
    singles |= {form[:-1] for form in singles if form[-1:] in _VOWELS}
    return singles, cased


@cache
def _latin_town_spellings() -> tuple[tuple[tuple[str, ...], Destination], ...]:
    """(the words of a Latin table spelling, single-lettered; its town), for `_oromo_town_mentions`."""
    spellings = []
    for destination in DESTINATIONS:
        for text in (destination.name, *destination.aliases):
            if _ETHIOPIC.search(text):
                continue
            key = tuple(_single_letters(w) for w in normalise_place_name(text).split())
            if key and len("".join(key)) >= MIN_OROMO_TOWN:
                spellings.append((key, destination))
    return tuple(spellings)


def _oromo_town_mentions(message_words: list[str]) -> dict[Destination, int]:
    """The table's towns `message_words` name in an Oromo spelling, as a place (a place word
    before or after it, or a case ending on it), with the length of the spelling matched."""
    found: dict[Destination, int] = {}
    for key, destination in _latin_town_spellings():
        size = len(key)
        for start in range(len(message_words) - size + 1):
            window = message_words[start:start + size]
            if any(_single_letters(w) != k for w, k in zip(window[:-1], key[:-1], strict=True)):
                continue
            forms, cased = _oromo_readings(window[-1])
            if key[-1] not in forms:
                continue
            before = message_words[start - 1] if start else ""
            after = message_words[start + size] if start + size < len(message_words) else ""
            if cased or before in _PLACE_WORDS_BEFORE or after in _OROMO_PLACE_WORDS:
                found[destination] = max(found.get(destination, 0), len("".join(key)))
    return found


@cache
def _place_patterns() -> tuple[tuple[str, tuple[re.Pattern, ...], Destination], ...]:
    """`town_named_as_place`'s patterns per table spelling, compiled once: built per call they
    were ~270 re.search calls on pattern strings a turn, past the re module's cache of 512 once
    the rest of a chat turn's patterns came in between (~25 ms a turn under load)."""
    patterns = []
    for spelling, pattern, destination in _table_mention_patterns():
        if _ETHIOPIC.search(spelling):
            patterns.append((spelling, (pattern,), destination))
        else:
            key = re.escape(normalise_place_name(spelling))
            patterns.append((spelling, (re.compile(rf"\b{_PLACE_BEFORE}{key}\b"),
                                        re.compile(rf"\b{key}\s*{_PLACE_AFTER}")), destination))
    return tuple(patterns)
