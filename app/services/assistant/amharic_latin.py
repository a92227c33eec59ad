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

from app.services.assistant import glossary
from app.services.assistant.text import has_ethiopic

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
    "gebeya": "market", "betekristiyan": "church", "mezeg": "close", "mekfet": "open", "kift": "open",
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


def read(question: str, lang: str | None) -> str:
    """The question with its Amharic words in Latin letters replaced by the words they stand for
    (unchanged for another language or a question in Ethiopic letters)."""
    if (lang or "").strip().lower() != "am" or has_ethiopic(question):
        return question

    def replace(match: re.Match) -> str:
        reading = _reading(match.group())
        return match.group() if reading is None else reading

    return re.sub(r"\s{2,}", " ", _WORD.sub(replace, question)).strip()


def applies(question: str, lang: str | None) -> bool:
    """Whether `question` is Amharic typed in Latin letters (`lang` am, no Ethiopic letter)."""
    return ((lang or "").strip().lower() == "am" and not has_ethiopic(question)
            and bool(_WORD.search(question)))


def in_ethiopic(question: str, lang: str | None, ethiopic_words: frozenset[str]) -> str:
    return question
