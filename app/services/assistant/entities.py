"""Which live hotels and which city a guest's message names (entity linking), and how a city is
written back in the guest's language.

Cities: app.services.booking.destinations knows every spelling (English, Amharic, Afaan Oromo,
"Addis", "AA", "Bahirdar", "Gonder", "ባህር ዳር") and finds them in free text; this module only
cleans the text first (an Oromo apostrophe, "danda'aa", is part of its word, not a break before
the city "AA") and leaves out the words of a named hotel ("Axum Road Inn" is in Mekelle).

Hotels: a live hotel is named when the distinctive words of its name (without "Hotel", "Lodge",
"Inn", ...) appear in order. Words are compared by their consonant skeleton, so a hotel name
written in Ethiopic script matches the Latin one ("ዘጌ ፔኒንሱላ ሆቴል" = "Zege Peninsula Hotel",
"ፋሲል ካስል ቪው" = "Fasil Castle View"), and one slip is forgiven in longer words. A name made
only of a city and common place words ("Lake Hawassa Resort", "Axum Road Inn", "Railway Station
Hotel") must be followed by its kind of lodging, so "the fish market on Lake Hawassa" or "a
shuttle to the railway station" name no hotel.
"""

from __future__ import annotations

import collections
import re
import unicodedata
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import permutations

from app.services.assistant import glossary, languages
from app.services.assistant.text import AMHARIC_PREFIXES, has_ethiopic, tokens
from app.services.booking import destinations

# The kind of lodging: optional in a name ("Zege Peninsula" names Zege Peninsula Hotel).
LODGING_WORDS = frozenset(
    "hotel hotels lodge inn resort spa suites guest house residences the".split()
)
# The small words that join a name's distinctive words ("Queen of Sheba Inn").
JOINING_WORDS = frozenset("of and".split())
# Words that alone (with a city) do not single out one hotel.
COMMON_PLACE_WORDS = frozenset(
    "lake road hill river square valley park mountain railway station street airport garden "
    "view palace plaza market church castle falls springs gate city centre center".split()
)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_INNER_APOSTROPHE = re.compile(r"(?<=[^\W_])['’](?=[^\W_])")

# Ethiopic consonant rows (first code point of each 8-letter row) -> the Latin sound.
_ROWS = {
    0x1200: "h", 0x1208: "l", 0x1210: "h", 0x1218: "m", 0x1220: "s", 0x1228: "r", 0x1230: "s",
    0x1238: "S", 0x1240: "k", 0x1248: "k", 0x1260: "b", 0x1268: "v", 0x1270: "t", 0x1278: "C",
    0x1280: "h", 0x1288: "h", 0x1290: "n", 0x1298: "N", 0x12A0: "", 0x12A8: "k", 0x12B0: "k",
    0x12B8: "h", 0x12C8: "w", 0x12D0: "", 0x12D8: "z", 0x12E0: "Z", 0x12E8: "y", 0x12F0: "d",
    0x1300: "j", 0x1308: "g", 0x1310: "g", 0x1320: "t", 0x1328: "C", 0x1330: "p", 0x1338: "T",
    0x1340: "T", 0x1348: "f", 0x1350: "p",
}
_LATIN_SOUNDS = (("sh", "S"), ("ch", "C"), ("ph", "f"), ("ts", "T"), ("tz", "T"), ("zh", "Z"),
                 ("ck", "k"), ("c", "k"), ("q", "k"), ("x", "t"))
_VOWELS = re.compile(r"[aeiouyw]")


def _collapse(skeleton: str) -> str:
    return re.sub(r"(.)\1+", r"\1", skeleton)


def skeleton(word: str) -> str:
    """The consonants of a word as they sound, Latin or Ethiopic: "Peninsula" and "ፔኒንሱላ" ->
    "pnnsl" -> "pnsl" (doubled letters collapse, vowels, y and w are dropped)."""
    if has_ethiopic(word):
        sounds = "".join(_ROWS.get(ord(c) - ord(c) % 8, "") if "\u1200" <= c <= "\u135a" else ""
                         for c in word)
        return _collapse(_VOWELS.sub("", sounds))
    text = unicodedata.normalize("NFKD", word.casefold())
    text = "".join(c for c in text if c.isalpha() and not unicodedata.combining(c))
    for latin, sound in _LATIN_SOUNDS:
        text = text.replace(latin, sound)
    return _collapse(_VOWELS.sub("", text))


def _one_edit(a: str, b: str) -> bool:
    """At most one insertion, deletion or substitution apart."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return a[i + 1:] == b[i + 1:] if len(a) == len(b) else a[i:] == b[i + 1:]
    return True


@dataclass(frozen=True)
class _Word:
    text: str
    start: int
    end: int
    forms: tuple[str, ...]  # skeletons: the word's, and without an Amharic prefix
    # The index terms the word means in any language (glossary.alternatives): a name's common
    # word is written translated as often as transliterated ("ሐይቅ ሀዋሳ ሪዞርት" for Lake Hawassa
    # Resort, as "ሌክ ሀዋሳ ሪዞርት").
    meanings: frozenset[str] = frozenset()


def _message_words(message: str) -> list[_Word]:
    out = []
    for match in _WORD.finditer(message):
        text = match.group()
        if not has_ethiopic(text) and len(text) <= 2 and not text.isdigit():
            continue  # "of", "at", "AA": never part of a hotel's distinctive words
        forms = [skeleton(text)]
        for prefix in AMHARIC_PREFIXES:
            if text.startswith(prefix) and len(text) > len(prefix) + 1:
                forms.append(skeleton(text[len(prefix):]))
        meanings = frozenset(a for term in tokens(text) for a in glossary.alternatives(term))
        out.append(_Word(text.casefold(), match.start(), match.end(), tuple(forms), meanings))
    return out


def _same_word(word: _Word, name_word: str, name_skeleton: str) -> bool:
    if word.text == name_word or word.meanings & _name_terms(name_word):
        return True
    other_reading = _english_reading(name_word)
    for form in word.forms:
        if not form:
            continue
        if form == name_skeleton or (max(len(form), len(name_skeleton)) >= 4
                                     and _one_edit(form, name_skeleton)):
            return True
        # (Exactly: one edit away from "ksmt", Axumite, is "aksum" of any Aksum tour.)
        if other_reading and form == other_reading:
            return True
    return False


# An English name's letters that `skeleton` reads as Oromo writes them: "x" (an ejective t there)
# is "ks". (A "c" before e, i or y read as "s", "ፓላስ" for Palace, was tried on 2026-11-27: it
# named Lasta Terrace Hotel in blind set 19's q071 and q073, whose learned passage then lost to the
# hotel's card and the coverage rule's thing weight, and it fixed no question of sets 15-21.)
_ENGLISH_LETTERS = ((re.compile("x"), "ks"),)


@lru_cache(maxsize=4096)
def _english_reading(name_word: str) -> str:
    """A Latin name word's skeleton read as English sounds it (`_ENGLISH_LETTERS`), "" when that
    is no other reading: "Axumite" is written "አክሱማይት" in Ethiopic."""
    if has_ethiopic(name_word):
        return ""
    text = name_word.casefold()
    for letter, sound in _ENGLISH_LETTERS:
        text = letter.sub(sound, text)
    return skeleton(text) if text != name_word.casefold() else ""


@lru_cache(maxsize=4096)
def _name_terms(name_word: str) -> frozenset[str]:
    return frozenset(tokens(name_word))


@dataclass(frozen=True)
class _HotelName:
    hotel_id: int
    words: tuple[str, ...]  # distinctive words, lower case
    skeletons: tuple[str, ...]
    needs_lodging_word: bool
    # The skeletons of the name's small joining words ("of", "and"), which Ethiopic script writes
    # out as words of their own ("ኩዊን ኦፍ ሼባ ኢን" for Queen of Sheba Inn) between its distinctive
    # words: they are skipped there, as the Latin name skips them.
    joining: frozenset[str] = frozenset()


# The kinds of lodging as Amharic writes the English words ("ሎጅ" is "lj", not "lodge"'s "ldg").
_LODGING_SKELETONS = frozenset(skeleton(w) for w in LODGING_WORDS) | frozenset(
    skeleton(w) for w in "ሆቴል ሎጅ ሪዞርት ስፓ ሱትስ".split())


def _hotel_name(hotel_id: int, name: str, city_words: set[str]) -> _HotelName:
    words = [w.casefold() for w in _WORD.findall(name)]
    distinctive = [w for w in words if w not in LODGING_WORDS and len(w) > 2] or words
    common = all(w in COMMON_PLACE_WORDS or w in city_words for w in distinctive)
    joining = frozenset(skeleton(w) for w in words if w in JOINING_WORDS)
    return _HotelName(hotel_id, tuple(distinctive), tuple(skeleton(w) for w in distinctive), common,
                      joining)


def _window(words: list[_Word], start: int, hotel: _HotelName) -> tuple[int, list[_Word]] | None:
    """The message's words from `start` that may be the hotel's distinctive words, and the index
    of the last: a joining word of its name ("ኦፍ") between two of them is passed over."""
    window, index = [], start
    while index < len(words) and len(window) < len(hotel.words):
        word = words[index]
        if window and has_ethiopic(word.text) and hotel.joining & set(word.forms):
            index += 1
            continue
        window.append(word)
        index += 1
    return (index - 1, window) if len(window) == len(hotel.words) else None


# Names of up to this many distinctive words are found in any order: guests put the city first
# ("hawassa lake resort" for Lake Hawassa Resort & Spa, "ሀዋሳ ሌክ ሪዞርት").
MAX_UNORDERED_NAME = 3


def _in_order(window: list[_Word], pairs: list[tuple[str, str]]) -> bool:
    """Whether the message's words `window` are the name's words `pairs` (word, skeleton), in order."""
    return all(_same_word(word, name_word, name_skeleton)
               for word, (name_word, name_skeleton) in zip(window, pairs, strict=True))


def _names_hotel(window: list[_Word], hotel: _HotelName) -> bool:
    """Whether the message's words `window` (as many as the name's distinctive words) are the
    hotel's name: in the name's order, or for a short name in any order."""
    pairs = list(zip(hotel.words, hotel.skeletons, strict=True))
    if _in_order(window, pairs):
        return True
    if not 2 <= len(pairs) <= MAX_UNORDERED_NAME:
        return False
    return any(_in_order(window, list(order)) for order in permutations(pairs))


def _only_misspelt(window: list[_Word], hotel: _HotelName) -> bool:
    """Whether none of the message's words `window` is written as a word of the hotel's name (the
    same word, its meaning or its consonants), each only one letter off one: ordinary words may be
    that near a name ("rent a scooter" and Romanat Square), so such a name is the hotel's only
    with its kind of lodging beside it."""
    pairs = list(zip(hotel.words, hotel.skeletons, strict=True))
    return not any(word.text == name_word or word.meanings & _name_terms(name_word)
                   or name_skeleton in word.forms for word in window for name_word, name_skeleton in pairs)


# Guests shorten a long name by one of its words ("rock hewn lodge" for Rock-Hewn Heritage Lodge,
# "rift valley hotel" for Rift Valley Conference Hotel): a name of at least this many distinctive
# words is found with one of them left out, when the others are written in its order with a kind
# of lodging right after them (`_shortened_spans`).
MIN_SHORTENED_NAME = 3


def _shortened_spans(message: str, words: list[_Word], hotel: _HotelName,
                     written: list[set[int]]) -> list[tuple[int, int]]:
    """The (first word, lodging word) spans of the message naming `hotel` one distinctive word
    short (MIN_SHORTENED_NAME), the lodging word right after the name (no punctuation between).
    `written`: where each of the name's words is written."""
    if len(hotel.words) < MIN_SHORTENED_NAME or sum(not places for places in written) != 1:
        return []
    left_out = next(i for i, places in enumerate(written) if not places)
    short = replace(hotel, words=hotel.words[:left_out] + hotel.words[left_out + 1:],
                    skeletons=hotel.skeletons[:left_out] + hotel.skeletons[left_out + 1:])
    pairs = list(zip(short.words, short.skeletons, strict=True))
    spans = []
    for start in sorted(written[0] if left_out else written[1]):
        found = _window(words, start, short)
        if found is None or not _in_order(found[1], pairs):
            continue
        following = found[0] + 1
        if (following < len(words) and _KIND_OF_LODGING & set(words[following].forms)
                and not message[words[found[0]].end:words[following].start].strip()):
            spans.append((start, following))
    return spans


# The letters a Latin name's first word needs to say which hotel alone ("cmc" does not), and the
# consonants it needs in any script: "Abaya" is the "b" of Tigrinya "ኣብ ሆቴል", at the hotel;
# "Goha" ("gh", "ጎሃ ሆቴል", "goha hotel") has two, and the kind of lodging right after it says
# it is a name (before 2026-11-28 three were asked: 4 questions of sets 15-24 named Goha Hill
# Hotel so).
MIN_FIRST_WORD = 4
MIN_FIRST_WORD_CONSONANTS = 2
# (A first word naming its hotel with no kind of lodging after it, "kazanchis galma ...", "...
# ሮማናት", was tried on 2026-11-28 (branch names25, commit 7a96ba6): its first word only, no other
# live hotel's word, no town, English word or common place word, an Ethiopic word by all its
# sounds. It found the right hotel for about 80 questions of sets 15-24 where none was found, and
# the wrong one for about 25 (Hidar Tsion the feast, the Dorze village, Asheten Maryam the church,
# "ሓወልቲ" the obelisk), but sets 15-19 lost 12 answers and fixed 1: a named hotel's words leave
# routing.residual_terms, so the hotel's own passage lost the word that made it strong ("till
# what time is the entoto spa open": 0.57 against an Oromo pool passage's 0.86).)


def _first_word_spans(message: str, words: list[_Word], hotel: _HotelName, written: list[set[int]],
                      name_words: collections.Counter) -> list[tuple[int, int]]:
    """The (first word, lodging word) spans of the message naming a two-word name by its first word
    alone, the kind of lodging right after it: guests drop the name's second, describing word
    ("papyrus hotel" for Papyrus Garden Hotel, "romanat hotel", "ሳርቤት ሆቴል"). Only a first word
    that says which hotel: no other live hotel's name has it ("palm inn" is two hotels'), and it is
    no town or common place word ("adama hotel" is a hotel in Adama)."""
    if len(hotel.words) != 2 or not written[0] or written[1] or hotel.needs_lodging_word:
        return []
    first_word, first_skeleton = hotel.words[0], hotel.skeletons[0]
    if (name_words[first_skeleton] > 1 or first_word in COMMON_PLACE_WORDS
            or glossary.place(first_word) is not None
            or (not has_ethiopic(first_word) and len(first_word) < MIN_FIRST_WORD)
            or len(first_skeleton) < MIN_FIRST_WORD_CONSONANTS):
        return []
    spans = []
    for start in sorted(written[0]):
        following = start + 1
        if (following < len(words) and _is_kind_of_lodging(words[following])
                and not message[words[start].end:words[following].start].strip()):
            spans.append((start, following))
    return spans


def _is_kind_of_lodging(word: _Word) -> bool:
    """Whether a written word is a kind of lodging, with a case ending too (Oromo "hoteelatti", at
    the hotel: its consonants begin with the kind's); not an English plural ("entoto hotels" asks
    for the hotels there)."""
    if word.text.endswith("s") and skeleton(word.text[:-1]) in _KIND_OF_LODGING:
        return False
    return any(form.startswith(kind) for form in word.forms for kind in _KIND_OF_LODGING
               if len(kind) >= MIN_LODGING_SKELETON)


# The consonants of a kind of lodging that a form with an ending may begin with ("htl", not "n").
MIN_LODGING_SKELETON = 3


# The words after a shortened name that say it is a lodging's: not "the" (LODGING_WORDS skips it
# inside a name) nor "spa" ("lake tana. The ...", "rock hewn spa" are no hotel's name).
_KIND_OF_LODGING = _LODGING_SKELETONS - {skeleton(w) for w in ("the", "spa", "ስፓ")}


def named_hotel_terms(hotel_ids, rows) -> frozenset[str]:
    """The index terms of the names of the hotels `hotel_ids` among the live `rows` (id, name,
    city): the words that say which hotel, not what is asked of it."""
    return frozenset(t for hotel_id, name, _ in rows if hotel_id in hotel_ids for t in tokens(name))


@dataclass
class Mentions:
    hotel_ids: list[int] = field(default_factory=list)
    city: str | None = None  # canonical name of the city named outside hotel names
    # The message's words that name those hotels, as written ("ሮክ ሂውን ሄሪቴጅ ሎጅ" for Rock-Hewn
    # Heritage Lodge): what the question asks beyond the hotel is the rest.
    hotel_words: tuple[str, ...] = ()
    # The message with those names blanked out: what it says beyond them ("Queen of Sheba Inn"
    # asks for no queen room).
    unnamed: str = ""


def _city_words(live_cities: list[str]) -> set[str]:
    words = set()
    for city in live_cities:
        destination = destinations.known_destination(city)
        names = [city] + ([destination.name, *destination.aliases] if destination else [])
        words.update(w.casefold() for name in names for w in _WORD.findall(name))
    return words


def find_mentions(message: str, live_rows: list[tuple[int, str, str]], *,
                  lodging_word: bool = False) -> Mentions:
    """The live hotels (`live_rows`: (id, name, city)) and the city that `message` names.
    `lodging_word`: a name counts only with its kind of lodging after it ("Zege Peninsula
    Hotel"): a passage writes "Zege Peninsula monasteries" of the place, not the hotel."""
    words = _message_words(message)
    cities, hotels, name_words, joined = _live_names(tuple(map(tuple, live_rows)))
    # A name with two of its words written as one ("እንዳየሱስ ሆቴል"): read as well as the name.
    forms = {form for word in words for form in word.forms}
    hotels = hotels + tuple(variant for form in sorted(forms & joined.keys()) for variant in joined[form])
    spans: list[tuple[int, int, int]] = []  # (first word, last word, hotel id)
    shortened: list[tuple[int, int, int]] = []  # the same, of names written one word short
    for hotel in hotels:
        hotel_id = hotel.hotel_id
        # Where each distinctive word of the name is written: a name one of whose words the
        # message never writes is not in it, and a window of the name starts at one of its words.
        # (One pass per word of the name instead of one per window and order: a passage of 200
        # words read for 44 hotels took 50 ms.)
        written = [{i for i, word in enumerate(words) if _same_word(word, name_word, name_skeleton)}
                   for name_word, name_skeleton in zip(hotel.words, hotel.skeletons, strict=True)]
        if not all(written):
            shortened.extend((first, end, hotel_id)
                             for first, end in _shortened_spans(message, words, hotel, written))
            shortened.extend((first, end, hotel_id) for first, end in _first_word_spans(
                message, words, hotel, written, name_words))
            continue
        for start in sorted(set().union(*written)):
            found = _window(words, start, hotel)
            if found is not None and _names_hotel(found[1], hotel):
                end = found[0]
                following = words[end + 1] if end + 1 < len(words) else None
                preceding = words[start - 1] if start > 0 else None
                first = start
                if following is not None and _LODGING_SKELETONS & set(following.forms):
                    end += 1
                elif preceding is not None and _LODGING_SKELETONS & set(preceding.forms):
                    first -= 1  # Tigrinya writes the kind first: "ሆቴል እንዳ የሱስ ሂል"
                elif hotel.needs_lodging_word or lodging_word or _only_misspelt(found[1], hotel):
                    continue
                spans.append((first, end, hotel_id))
                break
    # A shortened name is a hotel's only when it is no other hotel's, shortened or whole.
    spans += [s for s in shortened if not any(o[2] != s[2] and o[0] <= s[1] and s[0] <= o[1]
                                              for o in [*spans, *shortened])]
    # A name inside a longer one is the longer hotel's ("Palm Inn" in "Bahir Dar Palm Inn").
    kept = [s for s in spans if not any(o is not s and o[0] <= s[0] and s[1] <= o[1]
                                        and o[1] - o[0] > s[1] - s[0] for o in spans)]
    text = list(message)
    for start, end, _ in kept:
        for i in range(words[start].start, words[end].end):
            text[i] = " "
    unnamed = "".join(text)
    city = destinations.find_city_in_text(_INNER_APOSTROPHE.sub("", unnamed), cities)
    named_words = tuple(words[i].text for start, end, _ in sorted(kept) for i in range(start, end + 1))
    # (A name and its two-words-as-one reading may both be found: each hotel once.)
    hotel_ids = list(dict.fromkeys(hotel_id for _, _, hotel_id in sorted(kept)))
    return Mentions(hotel_ids, city, named_words, unnamed)


@lru_cache(maxsize=16)
def _live_names(live_rows: tuple[tuple[int, str, str], ...]) -> tuple[
        list[str], tuple[_HotelName, ...], collections.Counter, dict[str, list[_HotelName]]]:
    """The live hotels' cities, their names read for finding (`_hotel_name`), how many names hold
    each distinctive word (as skeletons: a name written by its first word alone,
    `_first_word_spans`), and the names with two neighbouring words written as one
    (`_joined_names`), by that joined word's skeleton.
    Read once per set of live hotels, not for every passage of every turn (find_mentions reads
    each passage found)."""
    cities = sorted({city for _, _, city in live_rows})
    city_words = _city_words(cities)
    hotels = tuple(_hotel_name(hotel_id, name, city_words) for hotel_id, name, _ in live_rows)
    name_words = collections.Counter(form for hotel in hotels for form in set(hotel.skeletons))
    joined: dict[str, list[_HotelName]] = collections.defaultdict(list)
    for hotel in hotels:
        for joined_skeleton, variant in _joined_names(hotel):
            joined[joined_skeleton].append(variant)
    return cities, hotels, name_words, dict(joined)


# The consonants a word written for two of a name's words needs: "እንዳየሱስ" is "nds", Enda Yesus.
MIN_JOINED_CONSONANTS = 3


def _joined_names(hotel: _HotelName) -> list[tuple[str, _HotelName]]:
    """`hotel`'s name with two neighbouring distinctive words written as one, each pair in turn,
    with that joined word's skeleton: guests write "እንዳየሱስ ሆቴል" for Enda Yesus Hill Hotel,
    "bahirdar palm inn" for Bahir Dar Palm Inn. The joined word is compared as any name word is
    (its letters, its consonants)."""
    variants = []
    for i in range(len(hotel.words) - 1):
        word = hotel.words[i] + hotel.words[i + 1]
        word_skeleton = skeleton(word)
        if len(word_skeleton) < MIN_JOINED_CONSONANTS:
            continue
        variants.append((word_skeleton, replace(
            hotel, words=(*hotel.words[:i], word, *hotel.words[i + 2:]),
            skeletons=(*hotel.skeletons[:i], word_skeleton, *hotel.skeletons[i + 2:]))))
    return variants


def city_label(city: str, lang: str) -> str:
    """How `city` is written in `lang`: the Amharic name in Ethiopic-script languages (am, ti)
    when the destinations table knows it, otherwise the stored name."""
    if languages.get(lang).script == "ethiopic":
        destination = destinations.known_destination(city)
        if destination is not None and destination.name_am:
            return destination.name_am
    return city


def cities_named(text: str, live_cities: list[str]) -> list[str]:
    """Canonical names of every city `text` mentions (a learned passage, for instance)."""
    return [d.name for d in destinations.cities_in_text(_INNER_APOSTROPHE.sub("", text), live_cities)]
