"""Amharic written in Latin letters ("yeairport shuttle waga sint new?"), as guests type it on a
phone without an Ethiopic keyboard: its common words read as the English or Ethiopic words the
glossary and the index know, so that "waga" finds a price, "kurs" breakfast and "megbiya" the
entrance or check-in, in passages of any language.

Only for a question asked in Amharic (`lang` am) without Ethiopic letters: several of these words
are English words too ("new", "seat", "yet"). The prefixes የ/ከ/ለ/በ are written joined ("yebuna",
"ye30", "yeairport") and come off when what is left is a word of the table, a glossary word or a
number. A word not in the table is kept as written (names, English words the guest mixed in:
"shuttle", "sedan").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from anyascii import anyascii
from rapidfuzz.distance import Levenshtein

from app.services.assistant import glossary
from app.services.assistant.growing_cache import GrowingCache
from app.services.assistant.text import STOPWORDS, has_ethiopic, normalize_token
from app.services.booking import destinations

# Latin spelling -> the word it stands for ("" for a function word: "sint" how many, "new" is).
WORDS = {
    "waga": "price", "wagaw": "price", "kifiya": "payment", "kfiya": "payment", "birr": "birr",
    "seat": "time", "saat": "time", "sa'at": "time", "meche": "when", "yet": "where",
    "megbiya": "መግቢያ", "megbia": "መግቢያ", "mewcha": "check-out", "mewucha": "check-out",
    "kurs": "breakfast", "qurs": "breakfast", "mesa": "lunch", "erat": "dinner",
    "buna": "coffee", "sirat": "ceremony", "jib": "hyena", "memgeb": "feeding",
    "lewuch": "foreigners", "lewch": "foreigners", "lewuchoch": "foreigners", "zegoch": "citizens",
    "zega": "citizen", "ketema": "city", "gubignit": "tour", "gubgnit": "tour", "gimash": "half",
    "ken": "day", "kenoch": "days", "lelit": "night", "lelitoch": "nights", "sammint": "week",
    "autobus": "bus", "awtobus": "bus", "babur": "train", "baburu": "train", "mekina": "car",
    "dekika": "minutes", "dekikawoch": "minutes", "genda": "pool", "ganda": "pool", "wusha": "dog",
    "dimet": "cat", "kifil": "room", "alga": "bed", "lij": "child", "lijoch": "children",
    "timket": "timkat", "temket": "timkat", "meskel": "meskel", "genna": "genna", "gena": "genna",
    "gebeya": "market", "azo": "crocodile", "betekristiyan": "church", "mezeg": "close", "mekfet": "open",
    "kift": "open",
    "sint": "", "new": "", "nachew": "", "alew": "", "alle": "", "ale": "", "alu": "", "wede": "",
    "ke": "", "ye": "", "le": "", "be": "", "ena": "", "mindin": "", "endet": "",
    "yichalal": "allowed", "yifekedal": "allowed",
}
_PREFIXES = ("ye", "ke", "le", "be")
_WORD = re.compile(r"[A-Za-z']+|\d+")


def _reading(word: str) -> str | None:
    folded = word.casefold()
    if folded in WORDS:
        return WORDS[folded]
    for prefix in _PREFIXES:
        rest = folded[len(prefix):]
        if folded.startswith(prefix) and rest and (rest in WORDS or rest.isdigit() or glossary.knows(rest)):
            return WORDS.get(rest, rest)
    return None


def writes_amharic(word: str) -> bool:
    """Whether a Latin word is an Amharic word as guests write it (WORDS, ETHIOPIC: "timket",
    "meskel", "lij"): an English question holds them too, as names of Ethiopian things."""
    folded = word.casefold()
    return folded in WORDS or folded in ETHIOPIC


def read(question: str, lang: str | None) -> str:
    """The question with its Amharic words in Latin letters replaced by the words they stand for
    (unchanged for another language or a question in Ethiopic letters)."""
    if (lang or "").strip().lower() != "am" or has_ethiopic(question):
        return question

    def replace(match: re.Match) -> str:
        reading = _reading(match.group())
        return match.group() if reading is None else reading

    return re.sub(r"\s{2,}", " ", _WORD.sub(replace, question)).strip()


# Latin spelling -> the Amharic word in Ethiopic letters: the words a guest types most (question
# words, "is", "how many", "in", "do you have", the clock, the common nouns of a stay), so that
# the question reads as the same question typed on an Ethiopic keyboard (analysis's question
# types, the catalogue's words, the glossary's Amharic words). Other words are read against the
# scope's own Amharic words (`in_ethiopic`).
ETHIOPIC = {
    "sint": "ስንት", "new": "ነው", "nachew": "ናቸው", "alew": "አለው", "alle": "አለ", "ale": "አለ", "alu": "አሉ",
    "alachu": "አላችሁ", "alachihu": "አላችሁ", "alachehu": "አላችሁ", "alachuh": "አላችሁ", "yalachew": "ያላቸው",
    "wede": "ወደ", "ena": "እና", "mindin": "ምንድን", "endet": "እንዴት", "yet": "የት", "meche": "መቼ",
    "metche": "መቼ", "waga": "ዋጋ", "wagaw": "ዋጋው", "kifiya": "ክፍያ", "kfiya": "ክፍያ", "kefya": "ክፍያ",
    "kefye": "ክፍያ", "kifya": "ክፍያ", "birr": "ብር",
    "seat": "ሰዓት", "saat": "ሰዓት", "sa'at": "ሰዓት", "se'at": "ሰዓት", "megbiya": "መግቢያ", "megbia": "መግቢያ",
    "mewcha": "መውጫ", "mewucha": "መውጫ", "kurs": "ቁርስ", "qurs": "ቁርስ", "mesa": "ምሳ", "erat": "እራት",
    "buna": "ቡና", "sirat": "ሥርዓት", "jib": "ጅብ", "memgeb": "መመገብ", "lewuch": "ለውጭ", "lewch": "ለውጭ",
    "zega": "ዜጋ", "zegoch": "ዜጎች", "ketema": "ከተማ", "gubignit": "ጉብኝት", "gubgnit": "ጉብኝት",
    "gimash": "ግማሽ", "ken": "ቀን", "kenoch": "ቀኖች", "lelit": "ሌሊት", "sammint": "ሳምንት", "samint": "ሳምንት",
    "autobus": "አውቶቡስ", "awtobus": "አውቶቡስ", "babur": "ባቡር", "mekina": "መኪና", "dekika": "ደቂቃ",
    "genda": "ገንዳ", "ganda": "ገንዳ", "wusha": "ውሻ", "dimet": "ድመት", "kifil": "ክፍል", "alga": "አልጋ",
    "lij": "ልጅ", "lijoch": "ልጆች", "timket": "ጥምቀት", "temket": "ጥምቀት", "meskel": "መስቀል", "genna": "ገና",
    "gena": "ገና", "gebeya": "ገበያ", "azo": "አዞ", "kift": "ክፍት", "yichalal": "ይቻላል", "yifekedal": "ይፈቀዳል",
    "wust": "ውስጥ", "wist": "ውስጥ", "wisT": "ውስጥ", "lay": "ላይ", "and": "አንድ", "sew": "ሰው",
    "ferenj": "ፈረንጅ", "bezih": "በዚህ", "amet": "ዓመት", "yetignochu": "የትኞቹ", "yetignaw": "የትኛው",
    "yikefetal": "ይከፈታል", "yizegal": "ይዘጋል", "yinesal": "ይነሳል", "yiwesdal": "ይወስዳል",
    "yijemral": "ይጀምራል", "yigegnal": "ይገኛል", "behuala": "በኋላ", "tewat": "ጠዋት", "mata": "ማታ",
    "zare": "ዛሬ", "nege": "ነገ", "kokeb": "ኮከብ",
    # How much, how long, must, takes, that has: the words the question types are read by
    # (analysis.asked_type: "min yahl ken mekoyet alebign", how many days must I stay, a count;
    # "sint seat yifejal", how many hours it takes, a duration; "pool yalew hotel", a place).
    "min": "ምን", "yahl": "ያህል", "yahil": "ያህል", "yahel": "ያህል", "gize": "ጊዜ", "alebign": "አለብኝ",
    "alebgn": "አለብኝ", "alebet": "አለበት", "yigebal": "ይገባል", "mekoyet": "መቆየት", "mader": "ማደር",
    "yifejal": "ይፈጃል", "yiwesedal": "ይወስዳል", "yalew": "ያለው", "yirkal": "ይርቃል",
    "bemeto": "በመቶ", "yichemral": "ይጨምራል", "tiket": "ትኬት", "kutir": "ቁጥር",
    "silk": "ስልክ", "befit": "በፊት",
}
# The prefixes of, from, for, in, written alone ("ye lalibela") or joined ("yebuna", "ye30").
ETHIOPIC_PREFIXES = {"ye": "የ", "ke": "ከ", "le": "ለ", "be": "በ"}
ETHIOPIC_PREFIX_LETTERS = frozenset(ETHIOPIC_PREFIXES.values())
# A Latin word is read as one of the scope's Amharic words only when they sound alike: the same
# consonants (Ethiopic's rows: "doro" d-r, ዶሮ) and at most this many other differences (vowels,
# which Latin spellings of Amharic write in many ways: "wet", "wot", "wat" for ወጥ).
MAX_VOWEL_EDITS = 1
VOWEL_EDIT_PER_LETTERS = 3  # one more vowel edit per three letters ("kristiyan", "krstiyan")
MIN_SKELETON = 2
_FOLDS = (("sh", "x"), ("ch", "c"), ("ts", "s"), ("zh", "j"), ("ny", "n"), ("gn", "n"), ("kh", "h"),
          ("q", "k"), ("ph", "f"), ("v", "b"))
_NOT_LETTERS = re.compile(r"[^a-z]")
_VOWEL_LETTERS = re.compile(r"[aeiou]")
# A "y" between two vowels is the glide Ethiopic writes and Latin spellings of a name often do not
# ("ሳቢያን" is "sabiyan", the hotel writes "Sabian"; "ኢትዮጵያ", "Ethiopia"): it is no consonant of
# the word on either side (as transliteration.key reads it).
_GLIDE = re.compile(r"(?<=[aeiou])y(?=[aeiou])")


def _folded(latin: str) -> str:
    """A Latin spelling of an Amharic word, as its sounds: digraphs as one letter, doubled letters
    once ("dessie", "dese"), no glide between two vowels (`_GLIDE`)."""
    word = _NOT_LETTERS.sub("", latin.casefold())
    for written, sound in _FOLDS:
        word = word.replace(written, sound)
    return _GLIDE.sub("", re.sub(r"(.)\1+", r"\1", word))


def _skeleton(folded: str) -> str:
    return _VOWEL_LETTERS.sub("", folded)


@dataclass(frozen=True)
class AmharicWords:
    """The scope's written Amharic words by their consonants (`_skeleton` of their Latin
    transliteration), with that transliteration."""

    by_skeleton: dict[str, tuple[tuple[str, str], ...]]

    words: frozenset[str] = frozenset()  # the written words it was built from

    @classmethod
    def of(cls, ethiopic_words: frozenset[str]) -> AmharicWords:
        return cls({}).grown_to(ethiopic_words)

    def grown_to(self, ethiopic_words: frozenset[str]) -> AmharicWords:
        """The table of `ethiopic_words` (a superset of this one's): this one's groups with the
        new words added (growing_cache.py)."""
        new = ethiopic_words - self.words
        grouped: dict[str, set[tuple[str, str]]] = {}
        # A word is also read without its prefix ("የእንጦጦ": እንጦጦ, Entoto).
        bare = {word[1:] for word in new if word[:1] in ETHIOPIC_PREFIX_LETTERS and len(word) > 2}
        for word in new | bare:
            folded = _folded(anyascii(word))
            skeleton = _skeleton(folded)
            if len(skeleton) >= MIN_SKELETON:
                grouped.setdefault(skeleton, set()).add((folded, word))
        by_skeleton = dict(self.by_skeleton)
        for skeleton, found in grouped.items():
            by_skeleton[skeleton] = tuple(sorted(found.union(by_skeleton.get(skeleton, ()))))
        return AmharicWords(by_skeleton, ethiopic_words)

    def word_for(self, latin: str) -> str | None:
        """The one Amharic word of the scope `latin` spells, or None (none, or several that are
        not one index term); a word with a Latin ending (LATIN_ENDINGS) is also read without it."""
        found = self._word_for(latin)
        for ending in LATIN_ENDINGS if found is None else ():
            if latin.endswith(ending) and len(latin) - len(ending) >= MIN_WORD_LETTERS:
                found = self._word_for(latin[:-len(ending)])
                if found is not None:
                    break
        return found

    def _word_for(self, latin: str) -> str | None:
        folded = _folded(latin)
        found = self.by_skeleton.get(_skeleton(folded), ())
        allowed = max(MAX_VOWEL_EDITS, len(folded) // VOWEL_EDIT_PER_LETTERS)
        scored = [(_edits(folded, written), word) for written, word in found]
        scored = [(edits, word) for edits, word in scored if edits <= allowed]
        if not scored:
            return None
        best = min(edits for edits, _ in scored)
        words = sorted(word for edits, word in scored if edits == best)
        return words[0] if len({normalize_token(w) for w in words}) == 1 else None


def _spelt_as(latin: str, ethiopic: str) -> bool:
    """Whether a Latin word is spelt exactly as an Ethiopic word sounds ("hotel", ሆቴል; "entoto",
    እንጦጦ, whose first vowel, the letter እ, transliterates to no Latin vowel)."""
    return _folded(latin).lstrip("aeiou") == _folded(anyascii(ethiopic)).lstrip("aeiou")


def _edits(first: str, second: str) -> int:
    return Levenshtein.distance(first, second)


_AMHARIC_WORDS_CACHE = 8


_amharic_words = GrowingCache(AmharicWords.of, AmharicWords.grown_to, _AMHARIC_WORDS_CACHE)


def amharic_words(ethiopic_words: frozenset[str]) -> AmharicWords:
    """`AmharicWords` of a scope's words (spelling.Vocabulary.ethiopic_words, one frozenset per
    knowledge fingerprint: built once for it, and after a learn grown by its new words)."""
    return _amharic_words.get(ethiopic_words)


# A question of `lang` am in Latin letters with this share of English function words or more is
# English ("Can I pay with telebirr at the lodge?"): several Amharic words read in Latin letters
# are English words ("new", "and", "lay", "sew", "yet").
ENGLISH_SHARE = 1 / 3


def applies(question: str, lang: str | None) -> bool:
    """Whether `question` is Amharic typed in Latin letters (`lang` am, no Ethiopic letter, not
    an English sentence)."""
    if (lang or "").strip().lower() != "am" or has_ethiopic(question):
        return False
    written = [word.casefold() for word in _WORD.findall(question) if not word.isdigit()]
    english = sum(word in STOPWORDS and word not in ETHIOPIC for word in written)
    return bool(written) and english < ENGLISH_SHARE * len(written)


def in_ethiopic(question: str, lang: str | None, ethiopic_words: frozenset[str],
                known: Callable[[str], bool] = lambda term: False,
                names: Callable[[str], bool] = lambda term: False) -> str:
    """Amharic typed in Latin letters written in Ethiopic letters where it is read: a word of the
    table (ETHIOPIC), or the one word of the scope's Amharic passages it spells (`AmharicWords`).
    A word stays as written when `names(term)` (a hotel's or a city's name: the catalogue reads
    them in Latin letters), or when `known(term)` (an English word of the scope or the glossary,
    which bridges it: "shuttle", "airport") and it is not spelt exactly as the Amharic word
    ("hotel", ሆቴል). A prefix (ye, ke, le, be) joins the Ethiopic word after it and is dropped
    before a Latin one ("yebole airport": Bole's airport). Unchanged for another language or a
    question in Ethiopic letters."""
    if not applies(question, lang):
        return question
    scope = amharic_words(ethiopic_words)

    def ethiopic(word: str) -> str | None:
        folded = word.casefold()
        if folded in ETHIOPIC:
            return ETHIOPIC[folded]
        # "q" is as often written for ቀ/ቁ's k as "k" is ("qen" for ken, ቀን; "qurs" for kurs).
        if "q" in folded and folded.replace("q", "k") in ETHIOPIC:
            return ETHIOPIC[folded.replace("q", "k")]
        term = normalize_token(folded)
        if not folded.isalpha() or len(folded) < MIN_WORD_LETTERS or names(term):
            return None
        found = scope.word_for(folded)
        if found is None or (known(term) and not _spelt_as(folded, found)):
            return None
        return found

    out: list[str] = []
    pending = ""  # a prefix written alone ("ye lalibela"), waiting for its word
    for piece in _PIECE.findall(_cities_in_ethiopic(question)):
        folded = piece.casefold()
        if has_ethiopic(piece):
            out.append(pending + piece)
            pending = ""
            continue
        if folded in ETHIOPIC_PREFIXES:
            pending = ETHIOPIC_PREFIXES[folded]
            continue
        read = ethiopic(piece) if _WORD.fullmatch(piece) else None
        if read is None:
            prefix, rest = _joined_prefix(folded)
            if prefix and (read := ethiopic(rest)) is not None:
                read = ETHIOPIC_PREFIXES[prefix] + read
            elif prefix and (rest.isdigit() or known(normalize_token(rest)) or names(normalize_token(rest))):
                piece = rest  # "ye30", "yebole": the number, the name
        if read is None and piece.isdigit():
            read = piece  # "ke 4 seat", "ye30 ken": ከ4 ሰዓት, የ30 ቀን
        out.append(pending + read if read is not None else piece)
        pending = ""
    # Nothing read: the question as the guest wrote it, spacing and all.
    return " ".join(out) if out != _PIECE.findall(question) else question


MIN_WORD_LETTERS = 3
# Latin endings of Amharic words ("kitatu", ቅጣቱ: the fine): a word read without one is the same
# index term's word ("ቅጣት").
LATIN_ENDINGS = ("ochu", "och", "un", "u", "w", "n")
MAX_CITY_WORDS = 3


def _spells_name(written: str, name: str) -> bool:
    """Whether `written` is a spelling of the city's name ("bahirdar", "dessie"), not another name
    of it ("Sheger" for Addis Ababa is also Sheger Serenity Spa's)."""
    return _skeleton(_folded(written)) == _skeleton(_folded(name))


def _cities_in_ethiopic(question: str) -> str:
    """The destinations spelt in Latin letters ("dessie", "bahir dar") written as in Ethiopic
    (destinations' name_am), as the same question typed in Ethiopic names them: the catalogue and
    the glossary read a city in either script, not a Latin name among Ethiopic words."""
    words = question.split()
    out, i = [], 0
    while i < len(words):
        for size in range(min(MAX_CITY_WORDS, len(words) - i), 0, -1):
            written = " ".join(words[i:i + size])
            bare = written.rstrip("?!.,;:")
            destination = destinations.known_destination(bare) if not has_ethiopic(bare) else None
            if destination is not None and destination.name_am and _spells_name(bare, destination.name):
                out.append(destination.name_am + written[len(bare):])
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return " ".join(out)
_PIECE = re.compile(r"[A-Za-z']+|\d+|[^\sA-Za-z\d]+")


def _joined_prefix(word: str) -> tuple[str, str]:
    """A prefix written joined to its word ("yebuna": "ye", "buna"), or ("", ""). Written by its
    consonant alone, as typed fast ("bsint" for በስንት, "lsew" for ለሰው), only before a word of
    the table (ETHIOPIC): a Latin word starting with b, k, l or y is as often a word of its own."""
    for prefix in _PREFIXES:
        if word.startswith(prefix) and len(word) > len(prefix):
            return prefix, word[len(prefix):]
    rest = word[1:]
    if word[:1] + "e" in ETHIOPIC_PREFIXES and len(rest) >= MIN_WORD_LETTERS and (
            rest in ETHIOPIC or rest.replace("q", "k") in ETHIOPIC):
        return word[:1] + "e", rest
    return "", ""
