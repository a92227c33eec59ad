"""Text normalisation shared by indexing and querying (so both sides agree on every token).

A plain tokenizer keeps Ethiopic words whole, so "ሆቴል" would never match "የሆቴሉ" or "ሆቴሎች".
Ethiopic tokens are therefore normalised: homophone letters unified (ሐ/ኀ→ሀ, ሠ→ሰ, ዐ→አ, ፀ→ጸ),
the common prefixes (የ ለ በ ከ ስለ እንደ ወደ) and suffixes (plural ኦች/ዎች, definite ው/ዋ/ቱ,
object ን, ም, ና, possessives) stripped, and the final syllable reduced to its sixth order
(the consonant alone), because suffixes fuse with the last consonant (ሆቴል + ኦች = ሆቴሎች).
Latin tokens are lower-cased and lose a plural `s`; an Oromo word keeps its letters around an
apostrophe ("danda'aa" -> "dandaaa", not "danda" and "aa"), an English clitic is cut off
("what's" -> "what"). Chunks learned before that (April 2026) are re-indexed by
`flask reindex-chunks` (knowledge.reindex_chunks), as after the Amharic and Oromo prepositions
and postpositions became stop words ("ወደ", "gara": to; "irraa": from; "booda": after): found in
most passages about travel, they made a passage share a "topical" word with any question about
getting somewhere. An Ethiopic word whose term is that of a stop word is one too (STOP_TERMS:
"አላችሁ", "you have", stems as "አለ" does); Oromo forms of the English stop verbs (have, get,
give, want: "qaba", "argachuu", "kennuu", "barbaada") are stop words as the English ones are,
and so are Oromo's "us" and "me" ("nu", "na"), as English's are. (Not "yoo", if: a passage's
conditions are written with it, and a question sharing one found its rule by it.)
So are the Tigrinya prepositions and articles ("ካብ" from, "ናብ" to, "ናይ" of, "እቲ" the, "ክሳብ"
until): in most Tigrinya passages, each weighed as much as a rare subject word. Not "ምስ" (with),
whose term is that of "ምሳ" (lunch), nor "ኣብ" (in), whose term is that of the Amharic "አብ"
(Father) of names ("ናኩቶ ለአብ"). A running install re-indexes its chunks with
`flask reindex-chunks` after the upgrade (the workers' new tokenizer already drops them from
questions; a chunk keeps them in its index until then, which only dilutes its coverage).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from importlib import resources

from app.services.ethiopic import fold_letter_variants

# A word may hold apostrophes between letters: Afaan Oromo writes its glottal stop with one
# ("danda'a", "sa'aatii"); English clitics ("what's", "hotel's", "don't") are cut off in `_word`.
_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u02bc": "'", "\u2018": "'"})
ENGLISH_CLITICS = frozenset({"s", "t", "re", "ve", "ll", "d", "m"})
NEGATIONS = {"can't": "can", "won't": "will"}
_ETHIOPIC = re.compile(r"[\u1200-\u137f]")

# Ge'ez numerals: ፩..፱ = 1..9, ፲..፺ = 10..90, ፻ = 100, ፼ = 10000.
_GEEZ_ONES = {chr(0x1369 + i): i + 1 for i in range(9)}
_GEEZ_TENS = {chr(0x1372 + i): (i + 1) * 10 for i in range(9)}
_GEEZ_HUNDRED, _GEEZ_TEN_THOUSAND = "\u137b", "\u137c"
_GEEZ_RUN = re.compile("[\u1369-\u137c]+")

AMHARIC_PREFIXES = ("እንደ", "ስለ", "ወደ", "የ", "ለ", "በ", "ከ")
AMHARIC_SUFFIXES = (
    "ዎቻቸው",
    "ዎቹን",
    "ዎቹ",
    "ዎች",
    "ቻቸው",
    "ቸው",
    "ችን",
    "ችሁ",
    "ቹን",
    "ቹ",
    "ች",
    "ውን",
    "ዋን",
    "ቱን",
    "ነት",
    "ኛ",
    "ው",
    "ዋ",
    "ቱ",
    "ን",
    "ም",
    "ና",
)

# (Amharic "ገደማ" and Tigrinya "ኣስታት", about or roughly, as English "about": "ገደማ" stemmed is
# "ገደም", a spelling of "ገዳም", monastery, so "2 hours or so" named a monastery.)
STOPWORDS = frozenset(
    """
    a about above after again all also am an and any are as at be been before being below between
    both but by can could did do does doing down during each few for from further had has have
    having he her here hers him his how i if in into is it its itself just me more most my no nor
    not now of off on once only or other our ours out over own please same she should so some such
    than that the their theirs them then there these they this those through to too under until up
    very was we were what when where which while who whom why will with would you your yours
    tell know want need much many get give show find like let us often frequently
    someone somebody anyone anybody something anything u ur
    ነው ናቸው ነበር ምን ምንድን ምንድነው ምንድር እንዴት የት መቼ ማን ስንት አለ አሉ አለው አላቸው እና ወይም ግን
    ይህ ያ ይሄ እባክህ እባክሽ እባክዎ እባክዎን እኔ እኛ አንተ አንቺ እርስዎ ላይ ውስጥ ጋር ብቻ ሁሉ
    kan fi akkam maal maaliif eessa yoom meeqa dha jira irratti keessa keessatti
    እችላለሁ እችላለን ይቻላል ይቻል ይችላሉ ትችላለህ ትችላለሽ ይችላል አለብኝ አለብን አለበት ይኖራል ነኝ ነህ ነሽ ናት
    nan ni koo kee keenya keessan isaa ishee isaanii danda danda'a danda'aa danda'uu danda'u
    danda'an danda'e danda'ee waa'ee ta'a ta'e ta'uu
    እዩ እንታይ ኣበይ መዓስ ክንደይ ከመይ ኣሎ
    ካብ ናብ ናይ እቲ እታ ክሳብ ካብቲ ናብቲ
    ወደ እስከ ስለ እንደ በኋላ በፊት
    gara irraa irra hanga waliin wajjin booda dura erga
    qaba qabaa qabu qabdu qabna argachuu argadhu argadha kennuu kenni barbaada barbaadu eessatti
    eessaa ማግኘት እፈልጋለሁ እንፈልጋለን ይፈልጋል
    maaloo dandeessuu dandeessu dandeessaa dandeenya dandeenyaa barbaanna barbaadna barbaanne
    nu na
    እባካችሁ ትችላላችሁ ትችያለሽ ፈልጌ ፈልገን
    ንገረኝ ንገሪኝ ንገሩኝ ይንገሩኝ himi himaa naaf natti ንገረኒ ንገርኒ ንገሩኒ ብዛዕባ
    በዚህ እዚህ በዚያ እዚያ kana sana እዚ
    ገደማ ኣስታት
    """.split()
)



# The case and definite endings an Oromo noun takes after its stem, longest first: from (-irraa,
# -rraa, -rra), at (-itti, -tti), for (-iif, -dhaaf, -f), by (-dhaan), is (-dha), the (-icha,
# -ichi), subject (-iin, -n, -ni, -tu), of (-ti). (glossary.py reads Oromo forms by them.)
OROMO_ENDINGS = ("irraa", "dhaaf", "dhaan", "ichaa", "icha", "ichi", "itti", "rraa", "iif", "iin", "tti",
                 "rra", "dha", "ni", "tu", "ti", "f", "n")
# The Oromo question words (how much, what, where, when, which, how, how much or how far, who): a
# guest gives them the case
# endings a noun takes ("sa'aatii meeqatti", at what time; "guyyaa kamiitti", on which day;
# "uffata akkamii", clothes of what kind), and a form of one asks as the word does, naming no
# subject. The linking vowel a form inserts: the word's last vowel lengthened ("meeqaatti"), or
# the genitive "i"/"ii" ("kamiitti", "akkamii").
OROMO_QUESTION_WORDS = ("meeqa", "maal", "eessa", "yoom", "kam", "akkam", "hammam", "hangam", "eenyu")
_OROMO_LINKS = ("", "a", "i", "ii")


def _oromo_question_form(word: str) -> bool:
    """Whether `word` is an Oromo question word with a case ending (`OROMO_QUESTION_WORDS`)."""
    for asked in OROMO_QUESTION_WORDS:
        if word.startswith(asked) and len(word) > len(asked):
            rest = word[len(asked):]
            for link in _OROMO_LINKS:
                if link == "a" and not asked.endswith("a"):
                    continue
                if rest.startswith(link) and (rest[len(link):] in OROMO_ENDINGS or (link and rest == link)):
                    return True
    return False


def is_stop_word(word: str) -> bool:
    """Whether a lower-cased word (`words`) says nothing of what is asked about: a stop word, or a
    form of an Oromo question word, bare or with a case ending (`_oromo_question_form`)."""
    if word in STOPWORDS or word in OROMO_QUESTION_WORDS:
        return True
    return word.isascii() and _oromo_question_form(word)


def _stop_terms() -> frozenset[str]:
    """The index terms of the Ethiopic stop words: another form of one stems to the same term
    ("አላችሁ", "you have", to that of "አለ"), and is as empty of meaning."""
    return frozenset(normalize_token(word) for word in STOPWORDS if has_ethiopic(word))


def geez_to_arabic(text: str) -> str:
    """Replace runs of Ge'ez numerals with decimal digits (፲፱፻፹፭ -> 1985)."""

    def convert(match: re.Match) -> str:
        total = block = current = 0
        for char in match.group():
            if char in _GEEZ_ONES:
                current += _GEEZ_ONES[char]
            elif char in _GEEZ_TENS:
                current += _GEEZ_TENS[char]
            elif char == _GEEZ_HUNDRED:
                block += (current or 1) * 100
                current = 0
            else:  # ፼ multiplies everything before it
                total = ((total + block + current) or 1) * 10000
                block = current = 0
        return str(total + block + current)

    return _GEEZ_RUN.sub(convert, text)


@cache
def english_words() -> frozenset[str]:
    """The English dictionary's words (symspellpy's frequency dictionary, built from Google Books
    n-grams intersected with SCOWL word lists): words that are no misspelling (spelling.py), and
    no inflected Oromo word (glossary.oromo_spellings)."""
    listing = resources.files("symspellpy").joinpath("frequency_dictionary_en_82_765.txt").read_text("utf-8")
    return frozenset(line.split(" ", 1)[0] for line in listing.splitlines() if line)


def drop_nul(value: str) -> str:
    """Without NUL characters (PostgreSQL text cannot hold them; they carry no meaning)."""
    return value.replace("\x00", "")


def has_ethiopic(text: str) -> bool:
    return bool(_ETHIOPIC.search(text))


def _sixth_order(char: str) -> str:
    code = ord(char)
    if not 0x1200 <= code <= 0x1357:
        return char
    sixth = chr(code - code % 8 + 5)
    return sixth if unicodedata.category(sixth).startswith("L") else char


def ethiopic_consonants(word: str) -> str:
    """An Ethiopic word's consonants: each letter in its sixth order, letter variants folded, a
    doubled consonant once ("ለቀቀ" -> "ልቅ"): the root a verb's forms share."""
    letters = [_sixth_order(c) for c in fold_letter_variants(word)]
    return "".join(c for i, c in enumerate(letters) if i == 0 or c != letters[i - 1])


def stem_ethiopic(word: str) -> str:
    word = fold_letter_variants(word)
    for _ in range(2):
        for prefix in AMHARIC_PREFIXES:
            if word.startswith(prefix) and len(word) - len(prefix) >= 2:
                word = word[len(prefix) :]
                break
        else:
            break
    for _ in range(2):
        for suffix in AMHARIC_SUFFIXES:
            if word.endswith(suffix) and len(word) - len(suffix) >= 2:
                word = word[: -len(suffix)]
                break
        else:
            break
    return word[:-1] + _sixth_order(word[-1]) if len(word) >= 2 else word


def stem_latin(word: str) -> str:
    if len(word) > 3 and word.isalpha():
        if word.endswith("ies") and len(word) > 4:
            return word[:-3] + "y"
        if word.endswith("s") and not word.endswith(("ss", "us", "is")):
            return word[:-1]
    return word


def normalize_token(token: str) -> str:
    if has_ethiopic(token):
        return stem_ethiopic(token)
    # One index term per Oromo word: both full-text parsers would split it at the apostrophe.
    return stem_latin(token.replace("'", ""))


def _word(word: str) -> str:
    """A lower-cased word without an English clitic ("what's" -> "what", "don't" -> "do");
    Oromo words keep their apostrophes ("danda'aa")."""
    if "'" not in word:
        return word
    head, _, tail = word.rpartition("'")
    if tail not in ENGLISH_CLITICS or not head.isascii():
        return word
    if word in NEGATIONS:
        return NEGATIONS[word]
    return head[:-1] if tail == "t" and head.endswith("n") else head


# A unit written against its number ("10gb", "5km", "30min") is two words, as "10 GB" is: the
# passages write the unit apart, and "10gb" as one word was in none of them.
_GLUED_UNIT = re.compile(r"(?<=\d)(gb|mb|kb|tb|km|kg|mins?|hrs?)\b", re.I)


def _normalized(text: str) -> str:
    text = _GLUED_UNIT.sub(r" \1", text)
    return unicodedata.normalize("NFC", geez_to_arabic(text)).translate(_APOSTROPHES)


def words(text: str) -> list[str]:
    """Raw lower-cased word tokens (numerals converted), before stop-word removal and stemming."""
    return [_word(word) for word in _TOKEN.findall(_normalized(text).casefold())]


def tokens(text: str) -> list[str]:
    """Index/query terms: stop words dropped, each word normalised (order kept, repeats kept)."""
    return list(_tokens(text))


# Texts tokenised per process: a chat turn tokenises each found passage, its title and its
# sentences several times over (grounding, the responder, routing), and the same passages are
# found turn after turn; a text's terms never change.
TOKENS_CACHE_SIZE = 4096


@lru_cache(maxsize=TOKENS_CACHE_SIZE)
def _tokens(text: str) -> tuple[str, ...]:
    out = []
    for word in words(text):
        if is_stop_word(word):
            continue
        term = normalize_token(word)
        if term and term not in STOPWORDS and term not in STOP_TERMS:
            out.append(term)
    return tuple(out)


STOP_TERMS = _stop_terms()


def drop_words(text: str, drop) -> str:
    """`text` without the words whose term (`normalize_token`) `drop(term)` is true; stop words
    and everything between words stay."""

    def replace(match: re.Match) -> str:
        word = _word(match.group().casefold())
        if is_stop_word(word):
            return match.group()
        return "" if drop(normalize_token(word)) else match.group()

    return re.sub(r"\s{2,}", " ", _TOKEN.sub(replace, _normalized(text))).strip()


_SENTENCE_START = re.compile(r"(?:^|[.!?።፧:;\"“(]\s*)$")
_CALENDAR_NAMES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may "
    "june july august september october november december".split()
)


def proper_names(text: str) -> list[list[str]]:
    """The names in `text` written with capitals inside a sentence ("the National Museum", "Lake
    Abaya"), each as the terms of its consecutive capitalised Latin-script words. A word that
    starts a sentence, a single letter ("I") and a weekday or month are no name."""
    names: list[list[str]] = []
    previous_end = None
    for match in _TOKEN.finditer(text):
        word = match.group()
        if (not word[0].isupper() or not word[0].isascii() or len(word) < 2
                or _SENTENCE_START.search(text[:match.start()]) or word.casefold() in _CALENDAR_NAMES):
            previous_end = None
            continue
        terms = tokens(word)
        if previous_end is not None and not text[previous_end:match.start()].strip():
            names[-1].extend(terms)
        elif terms:
            names.append(terms)
        previous_end = match.end()
    return [name for name in names if name]


def search_text(text: str) -> str:
    """The space-separated terms stored with a chunk and fed to the full-text index."""
    return " ".join(tokens(text))


def split_sentences(text: str) -> list[str]:
    """Sentences of a passage (Latin and Ethiopic full stops, question marks, line breaks)."""
    parts = re.split(r"(?<=[.!?።፧])\s+|\n+", text)
    return [part.strip() for part in parts if part and part.strip()]
