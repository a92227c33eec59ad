"""Matching names in either script: a name written in Latin letters is found by the same name
typed in Ethiopic script and the other way round (`ኢንቶቶ` finds "Entoto Grand Hotel", `Entoto`
finds "ኢንቶቶ ግራንድ ሆቴል"). The hotel search's `q` and the destinations (cities outside the
table of known spellings) match through this one module.

Two forms of a text:
- `fold`: how two spellings in the same script compare: case folded, Latin accents stripped,
  Ethiopic letter variants folded (app/services/ethiopic.py: ሐ/ኀ/ሀ, ሠ/ሰ, ዐ/አ, ፀ/ጸ) and
  spaces, hyphens and punctuation collapsed to one space.
- `sound_keys`: how a name compares across scripts: each word transliterated to Latin letters
  by anyascii (ISC licence, no dependencies; Ethiopic syllables as in common romanisation:
  ኢንቶቶ -> 'intoto), then reduced to its consonants with the spelling differences that
  romanisations of Amharic leave (vowels, which Latin spellings render freely, doubled letters,
  q/k, z/s, ...) taken out: "Entoto" and ኢንቶቶ are both `ntt`, "Haile" and ኃይሌ both `hl`.

A cross-script match asks every word the guest typed to start a word of the name, by key (in any
order), and needs at least two consonants in all, so that one typed letter matches nothing.
Within one script, the folded query is looked up in the folded name as before.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import NamedTuple

from anyascii import anyascii

from app.services.ethiopic import fold_letter_variants

_SEPARATORS = re.compile(r"[\W_]+")  # spaces, hyphens, dots, apostrophes, Ethiopic ፡ and ።
_ETHIOPIC = re.compile(r"[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]")
_NOT_LETTERS = re.compile(r"[^a-z]")
# Applied in order to a transliterated, lower-case word, before its vowels go.
_SOUND_CHANGES = (
    (re.compile(r"dge|dj"), "j"),          # lodge / ሎጅ 'loj'
    (re.compile(r"ge$"), "j"),             # heritage / ሄሪቴጅ 'heritej'
    (re.compile(r"gh"), "g"),              # Ghion / ግዮን 'gyon'
    (re.compile(r"ph"), "f"),
    (re.compile(r"ch"), "C"),              # ch, and Oromo c, are one sound (ጨ, ቸ)
    (re.compile(r"c(?=[eiy])"), "s"),      # palace / ፓላስ 'palas'
    (re.compile(r"c"), "k"),
    (re.compile(r"C"), "c"),
    (re.compile(r"q"), "k"),               # Meqele / Mekele (ቀ)
    (re.compile(r"z"), "s"),               # resort / ሪዞርት 'rizort'
    (re.compile(r"x"), "ks"),
    (re.compile(r"[aeiouy]"), ""),         # vowels are spelt freely across scripts
    (re.compile(r"(.)\1+"), r"\1"),        # Addis / አዲስ 'adis'
)
MIN_KEY_LETTERS = 2


def has_ethiopic(text: str) -> bool:
    return bool(_ETHIOPIC.search(text))


def fold(text: str) -> str:
    """`text` as two spellings in one script compare: case folded, Latin accents stripped,
    Ethiopic letter variants folded, separators collapsed to one space ("  Addis-ABABA " ->
    "addis ababa", "ባሕር ዳር" -> "ባህር ዳር")."""
    decomposed = unicodedata.normalize("NFKD", text)
    without_marks = "".join(char for char in decomposed if not unicodedata.combining(char))
    folded = fold_letter_variants(without_marks.casefold())
    return " ".join(_SEPARATORS.sub(" ", folded).split())


@lru_cache(maxsize=65536)
def _word_key(word: str) -> str:
    latin = _NOT_LETTERS.sub("", anyascii(word).lower())
    for pattern, replacement in _SOUND_CHANGES:
        latin = pattern.sub(replacement, latin)
    return latin


def sound_keys(text: str) -> tuple[str, ...]:
    """Each word's key for comparing across scripts (see the module docstring); words whose
    key is empty (all vowels: ኢ, "a") are left out."""
    return tuple(key for word in fold(text).split() if (key := _word_key(word)))


class NameForms(NamedTuple):
    """A name ready to be matched (a search compares hundreds: made once per catalogue copy)."""
    folded: str
    keys: tuple[str, ...]
    ethiopic: bool


def name_forms(name: str) -> NameForms:
    return NameForms(fold(name), sound_keys(name), has_ethiopic(name))


class NameQuery:
    """What a guest typed, compared with many names (`matches`)."""

    def __init__(self, text: str) -> None:
        self.folded = fold(text)
        self.ethiopic = has_ethiopic(text)
        keys = sound_keys(text)
        # A cross-script match needs something to go on: one typed letter would match anything.
        self.keys = keys if sum(len(key) for key in keys) >= MIN_KEY_LETTERS else ()

    def __bool__(self) -> bool:
        return bool(self.folded)

    def matches(self, name: NameForms) -> bool:
        """Whether the name contains what was typed (same script: the folded text anywhere in
        it; other script: every typed word starting one of its words, by key)."""
        if self.folded in name.folded:
            return True
        if self.ethiopic == name.ethiopic or not self.keys:
            return False
        return all(any(word.startswith(key) for word in name.keys) for key in self.keys)

    def starts_across_scripts(self, name: NameForms) -> bool:
        """Whether, written in the other script, what was typed starts the name (destinations'
        autocomplete): its keys joined start the name's keys joined."""
        if self.ethiopic == name.ethiopic or not self.keys:
            return False
        return "".join(name.keys).startswith("".join(self.keys))
