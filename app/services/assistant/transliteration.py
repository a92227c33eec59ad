"""Words of one script found in passages of the other by how they sound: a loanword or a name a
guest writes in Ethiopic ("ሚኒቫን", "ፒያሳ", "ቴሌኮም", "ኢሬቻ") is the word an English or Oromo passage
writes in Latin letters ("minivan", "Piassa", "telecom", "Irreechaa"), and a name written in Latin
letters ("kitfoon", "Adwa") the word of an Amharic passage ("ክትፎ", "ዓድዋ").

The glossary (glossary.py) translates the common travel words; names and loanwords are too many
for a hand list, and they keep their sounds across scripts. So a question word the glossary does
not know is compared, by its sounds, with the scope's own words in the other script
(spelling.Vocabulary, read once per knowledge fingerprint), and the words it matches become its
alternatives (`bridges`), as the glossary's would: retrieval finds a passage by them
(retrieval.query_terms) and the responder picks the sentence that holds them.

Two words sound alike when they have the same consonants (`key`: Ethiopic letters transliterated
by anyascii, digraphs as one sound, doubled letters once, a "y" between two vowels dropped:
"ፒያሳ" piyasa is "Piassa") and few other differences (vowels, which the two scripts write
differently: MAX_VOWEL_EDITS, one more per VOWEL_EDIT_PER_LETTERS letters). A word of two
consonants must sound exactly alike ("ሲም", "sim"; "ቦሌ", "Bole"): "sim" is one vowel away from
"sum" and "same". One side may end in one more consonant, an Oromo or Amharic ending
("minibaasiin", "ሚኒባስ"). A Latin "c" is read both ways, "k" in English ("telecom", "ቴሌኮም") and
the Oromo "ch" sound ("Caamoo"), and in an English word before e, i or y as "s" ("palace", "ፓላስ");
English "ck" is one "k" ("check", "ቼክ"). A word that matches more than MAX_BRIDGED words is too common a
sound to say which passage is meant: it gets none. Nor does a word sounding like part of a
city's name: cities are the glossary's (glossary.place).

An Ethiopic compound written as one word where the passages write two ("ኪሎሜትር", "ኪሎ ሜትር";
"ኢቪዛ", "ኢ-ቪዛ") is bridged the same way, to its last part, the head (`_compound_head`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from anyascii import anyascii
from rapidfuzz.distance import Levenshtein

from app.services.assistant import amharic_latin, glossary, spelling
from app.services.assistant.text import AMHARIC_PREFIXES, english_words, has_ethiopic, tokens, words

MIN_CONSONANTS = 2
# A word of this many consonants or fewer must sound exactly alike.
EXACT_UP_TO = 2
MAX_VOWEL_EDITS = 1
VOWEL_EDIT_PER_LETTERS = 3
MAX_ENDING = 1  # consonants an ending adds on one side
MAX_BRIDGED = 3
MIN_LATIN_TERM = 3
_FOLDS = (("sh", "x"), ("ch", "c"), ("ck", "k"), ("ts", "s"), ("zh", "j"), ("ny", "n"), ("gn", "n"),
          ("kh", "h"), ("ph", "f"), ("dh", "d"), ("th", "t"), ("q", "k"), ("v", "b"))
_NOT_LETTERS = re.compile(r"[^a-z]")
_VOWELS = re.compile(r"[aeiou]")
_GLIDE = re.compile(r"(?<=[aeiou])[yw](?=[aeiou])")
_DOUBLED = re.compile(r"(.)\1+")
LATIN_CACHE = 4


def key(latin: str) -> str:
    """A Latin spelling as its sounds (module docstring)."""
    word = _NOT_LETTERS.sub("", latin.casefold())
    for written, sound in _FOLDS:
        word = word.replace(written, sound)
    return _GLIDE.sub("", _DOUBLED.sub(r"\1", word))


def _consonants(folded: str) -> str:
    return _VOWELS.sub("", folded)


def _ethiopic_keys(word: str) -> tuple[str, ...]:
    """An Ethiopic written word's sound keys, with and without a prefix (of, from, to: "የኢትዮ",
    "ከቦሌ", "ወደ")."""
    forms = [word, *(word[len(prefix):] for prefix in AMHARIC_PREFIXES
                     if word.startswith(prefix) and len(word) > len(prefix) + 1)]
    return tuple(dict.fromkeys(k for k in (key(anyascii(f)) for f in forms) if k))


_SOFT_C = re.compile(r"c(?=[eiy])")
# An English "s" between vowels, said as a "z" ("business", "ቢዝነስ"; "residence", "ሬዚደንስ").
_VOICED_S = re.compile(r"(?<=[aeiou])s(?=[aeiou])")


def _latin_keys(term: str) -> tuple[str, ...]:
    """A Latin index term's sound keys: its "c" read as "k" (English) and as the Oromo "ch"; in
    an English word, a "c" before e, i or y as the "s" it is said as ("palace", "ፓላስ"; "police",
    "ፖሊስ"), not in an Oromo one ("ciree" is "ጪሬ"), and an "s" between vowels as the "z" it is
    said as ("business", "ቢዝነስ")."""
    folded = key(term)
    keys = [folded, folded.replace("c", "k")]
    english = term in english_words()
    if english and _SOFT_C.search(term):
        keys.append(key(_SOFT_C.sub("s", term)).replace("c", "k"))
    if english and _VOICED_S.search(term):
        voiced = _VOICED_S.sub("z", _SOFT_C.sub("s", term))
        keys.append(key(voiced).replace("c", "k"))
    return tuple(dict.fromkeys(keys))


@lru_cache(maxsize=LATIN_CACHE)
def _latin_by_consonants(latin: frozenset[str]) -> dict[str, tuple[tuple[str, str], ...]]:
    """The scope's Latin index terms by their consonants, and by them without a last one (an
    ending: "minibaasiin" is also found as "minibaas")."""
    grouped: dict[str, set[tuple[str, str]]] = {}
    for term in latin:
        if len(term) < MIN_LATIN_TERM or not term.isalpha():
            continue
        for folded in _latin_keys(term):
            consonants = _consonants(folded)
            if len(consonants) >= MIN_CONSONANTS:
                grouped.setdefault(consonants, set()).add((folded, term))
                if len(consonants) > MIN_CONSONANTS + MAX_ENDING:
                    grouped.setdefault(consonants[:-MAX_ENDING], set()).add((folded, term))
    return {k: tuple(sorted(v)) for k, v in grouped.items()}


def sound_alike(first: str, second: str) -> bool:
    """Whether two sound keys (`key`) are one word (module docstring)."""
    one, other = _consonants(first), _consonants(second)
    shorter, longer = sorted((one, other), key=len)
    if (len(shorter) < MIN_CONSONANTS or not longer.startswith(shorter)
            or len(longer) - len(shorter) > MAX_ENDING):
        return False
    if len(shorter) <= EXACT_UP_TO:
        return one == other and first.lstrip("aeiou") == second.lstrip("aeiou")
    ending = abs(len(first) - len(second)) if one != other else 0
    allowed = max(MAX_VOWEL_EDITS, min(len(first), len(second)) // VOWEL_EDIT_PER_LETTERS) + ending
    return Levenshtein.distance(first.lstrip("aeiou"), second.lstrip("aeiou")) <= allowed


def _latin_matches(word: str, by_consonants: dict[str, tuple[tuple[str, str], ...]]) -> set[str]:
    """The Latin index terms that sound like an Ethiopic word. A term with every one of its
    consonants is the word: then one alike only with an ending dropped is another word ("ፐርሰንት" is
    "percent", not "person")."""
    found: set[str] = set()
    whole: set[str] = set()
    for folded in _ethiopic_keys(word):
        consonants = _consonants(folded)
        # (The Latin index also holds its words without an ending; an Ethiopic word with one is
        # looked up without it.)
        lookups = {consonants}
        if len(consonants) > MIN_CONSONANTS + MAX_ENDING:
            lookups.add(consonants[:-MAX_ENDING])
        for lookup in lookups:
            for written, term in by_consonants.get(lookup, ()):
                if sound_alike(folded, written):
                    found.add(term)
                    if _consonants(written) == consonants:
                        whole.add(term)
    return whole or found


def _keys(word: str) -> tuple[str, ...]:
    """A written word's sound keys, in either script."""
    return _ethiopic_keys(word) if has_ethiopic(word) else _latin_keys(word)


def writes_alike(word: str, text: str) -> bool:
    """Whether a text writes `word` or a word that sounds like it, in either script ("pizza",
    "ፒዛ"; not "Piazza": a word of two consonants sounds exactly alike)."""
    asked = _keys(word)
    return any(sound_alike(one, other) for written in words(text) for other in _keys(written)
               for one in asked)


MIN_HEAD_LETTERS = 2


def _compound_head(word: str, written: frozenset[str]) -> set[str]:
    """The index term of the last part of a compound the question writes as one word and the
    passages as two ("ኪሎሜትር", "ኪሎ ሜትር"; "ኢቪዛ", "ኢ-ቪዛ"): its head, what the compound is ("ሜትር",
    "ቪዛ"). Only when both parts are words of the scope's Amharic passages and the whole is not."""
    for form in dict.fromkeys([word, *(word[len(p):] for p in AMHARIC_PREFIXES if word.startswith(p))]):
        if form in written:
            return set()
        for cut in range(1, len(form) - MIN_HEAD_LETTERS + 1):
            if form[:cut] in written and form[cut:] in written:
                return set(tokens(form[cut:]))
    return set()


def _bridgeable(term: str) -> bool:
    """A question term the glossary does not translate already (nor a city's name, which it does)."""
    return not glossary.knows(term) and glossary.place(term) is None and not any(c.isdigit() for c in term)


def bridges(question: str, vocabulary: Callable[[], spelling.Vocabulary]) -> dict[str, frozenset[str]]:
    """question term -> the scope's index terms in the other script that sound like its word
    (module docstring): Ethiopic words against the Latin index terms, Latin words against the
    Amharic passages' words (amharic_latin.AmharicWords, as Amharic typed in Latin letters is read).
    English dictionary words are left out: they are translated, not transliterated. `vocabulary`
    reads the scope's words (spelling.vocabulary), only for a question that has such a word: an
    English question does not pay its rebuild after a learn."""
    found: dict[str, set[str]] = {}
    for word, term, ethiopic in _candidates(question):
        scope = vocabulary()
        if ethiopic:
            matches = (_latin_matches(word, _latin_by_consonants(scope.latin))
                       | _compound_head(word, scope.ethiopic_words))
        else:
            amharic = amharic_latin.amharic_words(scope.ethiopic_words)
            # (Or its index term: an English plural of a name, "the Simiens", is the name ሰሜን.)
            written = amharic.word_for(word.casefold()) or (amharic.word_for(term) if term != word.casefold()
                                                            else None)
            # (Read as Amharic typed in Latin letters is, by a looser likeness: here it must sound
            # alike as a name does, "abaayaa" is not "ዓባይ".)
            alike = written and any(sound_alike(key(word), form) for form in _ethiopic_keys(written))
            matches = set(tokens(written)) if alike else set()
        # A city's spellings are the glossary's (glossary.place): a word sounding like a part of
        # one ("ዳር", the "Dar" of Bahir Dar) is no name of its own.
        matches = {m for m in matches if glossary.place(m) is None}
        if 0 < len(matches) <= MAX_BRIDGED:
            found.setdefault(term, set()).update(matches)
    return {term: frozenset(matches) for term, matches in found.items()}


def _candidates(question: str) -> list[tuple[str, str, bool]]:
    """The question's words that may be bridged: (written word, its term, whether Ethiopic)."""
    # A Latin word left in an Ethiopic question is one Amharic typed in Latin letters kept as
    # written (amharic_latin.in_ethiopic: a hotel's or a place's name, found in the catalogue):
    # only a question all in Latin letters is compared with the Amharic passages' words.
    mixed = has_ethiopic(question)
    found = []
    for word in words(question):
        terms = tokens(word)
        if not terms or not _bridgeable(terms[0]):
            continue
        if has_ethiopic(word):
            found.append((word, terms[0], True))
        elif word.isalpha() and not mixed and word.casefold() not in spelling.english_words():
            found.append((word, terms[0], False))
    return found


def warm_up(vocabulary: spelling.Vocabulary) -> None:
    """Build the scope's lookups before the first question needs them (chat.warm_up)."""
    _latin_by_consonants(vocabulary.latin)
    amharic_latin.amharic_words(vocabulary.ethiopic_words)
