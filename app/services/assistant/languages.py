"""The assistant's languages: one list, read by every assistant module.

Adding a language is one `Language` entry here plus its phrases. Every phrase table of the
assistant (phrases.PHRASES, product_knowledge.TEXTS and METHOD_NAMES) is checked against this list
by tests/assistant/test_languages.py: a table that lacks a language fails the test unless the
language declares a `phrase_fallback` (a language the guest can be expected to read instead).
None does today; Tigrinya used to fall back to English silently.

Codes are compared lower-cased (`code_of`); a code that is not listed gets DEFAULT's phrases and
voice (the API accepts any code up to 12 characters and says so: schemas/assistant.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, as the API's `lang` field takes it
    name: str  # its English name (how an LLM prompt names the reply language)
    native_name: str
    script: str  # "latin" or "ethiopic": how its text is written
    voice: str | None  # the eSpeak-NG voice that speaks it (tts.py); None: none installed
    list_separator: str  # between the items of a list ("telebirr, CBE Birr")
    last_separator: str  # before a list's last item ("... or M-Pesa")
    phrase_fallback: str | None = None  # a table without this language may answer in that one
    # How this language is called in each listed language (a reply says which language a passage
    # is in, in the asked language).
    called: dict[str, str] = field(default_factory=dict, compare=False)


DEFAULT = "en"
LANGUAGES: dict[str, Language] = {
    language.code: language
    for language in (
        Language("en", "English", "English", "latin", "en", ", ", " or ",
                 called={"en": "English", "am": "እንግሊዝኛ", "om": "Afaan Ingiliffaa", "ti": "እንግሊዝኛ"}),
        Language("am", "Amharic", "አማርኛ", "ethiopic", "am", "፣ ", " ወይም ",
                 called={"en": "Amharic", "am": "አማርኛ", "om": "Afaan Amaaraa", "ti": "ኣምሓርኛ"}),
        Language("om", "Afaan Oromo", "Afaan Oromoo", "latin", "om", ", ", " ykn ",
                 called={"en": "Afaan Oromo", "am": "ኦሮምኛ", "om": "Afaan Oromoo", "ti": "ኦሮምኛ"}),
        Language("ti", "Tigrinya", "ትግርኛ", "ethiopic", "ti", "፣ ", " ወይ ",
                 called={"en": "Tigrinya", "am": "ትግርኛ", "om": "Afaan Tigiraay", "ti": "ትግርኛ"}),
    )
}
CODES: tuple[str, ...] = tuple(LANGUAGES)


def code_of(lang: str | None) -> str:
    """The registry's code for a requested language (case-insensitive); DEFAULT for one it lacks."""
    code = (lang or "").strip().lower()
    return code if code in LANGUAGES else DEFAULT


def get(lang: str | None) -> Language:
    return LANGUAGES[code_of(lang)]


def is_known(lang: str | None) -> bool:
    return (lang or "").strip().lower() in LANGUAGES


def pick(table: dict[str, str], lang: str | None) -> str:
    """`table`'s entry for `lang`: its own, else its declared fallback's, else DEFAULT's. The
    fallback is never silent for a listed language: test_languages.py fails when a table lacks a
    listed language that declares none."""
    code = code_of(lang)
    if code in table:
        return table[code]
    fallback = LANGUAGES[code].phrase_fallback
    if fallback and fallback in table:
        return table[fallback]
    return table[DEFAULT]


def missing_from(table: dict[str, str]) -> list[str]:
    """The listed languages `table` lacks that declare no fallback it has."""
    return [code for code, language in LANGUAGES.items()
            if code not in table and not (language.phrase_fallback and language.phrase_fallback in table)]


def called(lang: str, in_lang: str) -> str:
    """How `lang` is called in `in_lang` (its English name for a code the registry lacks)."""
    code = (lang or "").strip().lower()
    if code not in LANGUAGES:
        return code or LANGUAGES[DEFAULT].name
    return pick(LANGUAGES[code].called, in_lang)


def voices() -> dict[str, str]:
    """code -> eSpeak voice, for the languages that have one."""
    return {code: language.voice for code, language in LANGUAGES.items() if language.voice}


def join_list(items: list[str], lang: str | None) -> str:
    """"a, b or c" in `lang`."""
    language = get(lang)
    if len(items) < 2:
        return "".join(items)
    return language.list_separator.join(items[:-1]) + language.last_separator + items[-1]
