"""The language registry (languages.py): every phrase table covers every listed language, or the
language declares the fallback it reads instead."""

from __future__ import annotations

import string
from datetime import time
from decimal import Decimal

import pytest

from app.services.assistant import glossary, languages, phrases, product_knowledge, tts
from app.services.assistant.phrases import phrase

TABLES = {
    **{f"phrases.{key}": table for key, table in phrases.PHRASES.items()},
    **{f"product_knowledge.TEXTS.{key}": table for key, table in product_knowledge.TEXTS.items()},
    **{f"product_knowledge.METHOD_NAMES.{key}": t for key, t in product_knowledge.METHOD_NAMES.items()},
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_phrase_table_covers_every_listed_language(name):
    assert languages.missing_from(TABLES[name]) == []


def _placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_phrase_takes_the_values_its_english_text_takes(name):
    # A translation may leave out a value (the Ethiopian date is Amharic's), never ask for another.
    table = TABLES[name]
    for code, template in table.items():
        assert _placeholders(template) <= _placeholders(table["en"]) | {"ethiopian_in", "ethiopian_out"}, code


def test_a_table_missing_a_language_fails_unless_it_declares_a_fallback(monkeypatch):
    table = {"en": "Hello", "am": "ሰላም", "om": "Akkam"}
    assert languages.missing_from(table) == ["ti"]
    monkeypatch.setitem(languages.LANGUAGES, "ti", languages.Language(
        "ti", "Tigrinya", "ትግርኛ", "ethiopic", "ti", "፣ ", " ወይ ", phrase_fallback="am"))
    assert languages.missing_from(table) == []
    assert languages.pick(table, "ti") == "ሰላም"


def test_tigrinya_has_its_own_phrases_not_english_ones():
    for key, table in phrases.PHRASES.items():
        assert table["ti"] != table["en"], key
    assert phrase("no_rooms_on_sale", "ti", hotel="Axum Hotel") == "Axum Hotel ሕጂ ዝሽየጥ ክፍሊ የብሉን።"


def test_phrases_awaiting_native_review_exist():
    assert phrases.NATIVE_REVIEW
    for key, code in phrases.NATIVE_REVIEW:
        assert code in phrases.PHRASES[key], (key, code)


def test_an_unlisted_or_differently_cased_language_reads_the_default():
    assert languages.code_of("AM") == "am"
    assert languages.code_of("fr") == languages.DEFAULT == "en"
    assert phrase("in_city", "fr", city="Gondar") == " in Gondar"
    assert phrase("in_city", "AM", city="ጎንደር") == " በጎንደር"


def test_every_module_reads_the_registry():
    assert tts.VOICES == {code: language.voice for code, language in languages.LANGUAGES.items()}
    facts = product_knowledge.LiveFacts(15, [24], time(14), time(12), [Decimal("0.15")], [Decimal("0.10")],
                                        60, ("telebirr", "card"))
    texts = product_knowledge.topic_texts(facts, "ti")
    assert texts["payment"] == product_knowledge.TEXTS["payment"]["ti"].format(
        **{**product_knowledge.SAMPLE_VALUES, "methods": "ቴሌብር (telebirr) ወይ ካርድ ባንኪ"})
    # The glossary keeps one column per listed language.
    assert set(languages.CODES) <= set(glossary.Group.__dataclass_fields__)


def test_lists_are_joined_in_the_language():
    assert languages.join_list(["telebirr", "CBE Birr", "M-Pesa"], "om") == "telebirr, CBE Birr ykn M-Pesa"
    assert languages.join_list(["ቴሌብር", "ካርድ"], "am") == "ቴሌብር ወይም ካርድ"
    assert languages.join_list(["telebirr"], "en") == "telebirr"
