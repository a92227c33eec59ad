"""The gettext catalogues of app/translations: every language has every message of the template
(messages.pot), keeps its placeholders, is written in its script (Amharic and Tigrinya in
Ethiopic, Afaan Oromo in Latin), has working plural forms, and is compiled (.mo) from its
current .po. The template itself matches the code: every message is used, and every `_()` of the
code and {% trans %} of the email templates is in it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from app.i18n import LANGUAGES, TRANSLATIONS_DIR

APP = Path(TRANSLATIONS_DIR).parent
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")
# Words that stay as they are in every script: the time standard.
UNTRANSLATED_WORDS = re.compile(r"\bUTC\b")
# Code a message names, which a client must read as it is in every language: `quoted`, 'quoted',
# field and parameter names (hold_expires_at, sort=distance, Idempotency-Key, west,south,…),
# acronyms and formats (JPEG, ISO, YYYY-MM, WebP, 09XXXXXXXX). Allowed in a translation only where its msgid
# has the same token.
CODE_TOKEN = re.compile(r"`[^`]+`|'[^']+'|[A-Za-z][A-Za-z0-9]*(?:[_=,/.:+-][A-Za-z0-9]+)+"
                        r"|\b[A-Z]{2,}\b|\b[A-Z][a-z]+[A-Z][A-Za-z]*\b|\b[A-Za-z]*[0-9][A-Za-z0-9]*\b"
                        # parameter names and a URL scheme that are plain words
                        r"|\b(?:lat|lng|phone|https)\b")
ETHIOPIC = re.compile(r"[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]")
LATIN = re.compile(r"[A-Za-z]")
EXPECTED_PLURALS = {"en": 2, "am": 2, "om": 2, "ti": 2}
REVIEW_MARK = "NEEDS NATIVE REVIEW"


def catalogue(language: str):
    with open(TRANSLATIONS_DIR / language / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f, locale=language)


def template_ids() -> set[str]:
    """The template's messages, a plural one by its singular."""
    with open(TRANSLATIONS_DIR / "messages.pot", "rb") as f:
        return {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}


def entries(language: str):
    return [m for m in catalogue(language) if m.id]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    messages = entries(language)
    assert {m.id if isinstance(m.id, str) else m.id[0] for m in messages} == template_ids()
    untranslated = [m.id for m in messages if not all(m.string if isinstance(m.string, tuple)
                                                       else [m.string])]
    assert untranslated == []
    assert not [m.id for m in messages if m.fuzzy], "fuzzy entries are not compiled"


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_are_kept(language):
    for message in entries(language):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set(PLACEHOLDER.findall(ids[0]))
        for string in strings:
            assert set(PLACEHOLDER.findall(string)) == expected, (language, message.id, string)


def _letters(text: str, msgid: str = "") -> str:
    text = UNTRANSLATED_WORDS.sub("", PLACEHOLDER.sub("", text))
    for token in set(CODE_TOKEN.findall(msgid)):
        text = text.replace(token, "")
    return "".join(ch for ch in text if ch.isalpha())


@pytest.mark.parametrize("language,script,name", [("am", ETHIOPIC, "Ethiopic"),
                                                  ("ti", ETHIOPIC, "Ethiopic"),
                                                  ("om", LATIN, "Latin")])
def test_each_language_is_written_in_its_script(language, script, name):
    for message in entries(language):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        for string in strings:
            foreign = [ch for ch in _letters(string, msgid) if not script.match(ch)]
            assert not foreign, f"{language} not in {name}: {''.join(foreign)!r} in {string!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms_work(language):
    cat = catalogue(language)
    assert cat.num_plurals == EXPECTED_PLURALS[language]
    # The header's expression picks a form that exists for every count.
    expression = cat.plural_expr
    for n in range(0, 120):
        index = int(eval(expression, {}, {"n": n}))  # noqa: S307 - our own catalogue header
        assert 0 <= index < cat.num_plurals
    for message in entries(language):
        if isinstance(message.id, tuple):
            assert len(message.string) == cat.num_plurals, message.id


@pytest.mark.parametrize("language", ["am", "om", "ti"])
def test_drafts_are_marked_for_a_native_speakers_review(language):
    text = (TRANSLATIONS_DIR / language / "LC_MESSAGES" / "messages.po").read_text("utf-8")
    assert REVIEW_MARK in text.split('msgid ""')[0]
    for message in entries(language):
        assert any(REVIEW_MARK in c for c in message.user_comments), message.id


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_catalogue_is_the_current_one(language):
    folder = TRANSLATIONS_DIR / language / "LC_MESSAGES"
    with open(folder / "messages.mo", "rb") as f:
        compiled = {tuple(m.id) if isinstance(m.id, list) else m.id:
                    tuple(m.string) if isinstance(m.string, list) else m.string
                    for m in read_mo(f) if m.id}
    assert compiled == {m.id: m.string for m in entries(language)}, \
        "run: pybabel compile -d app/translations"


def _python_strings() -> set[str]:
    """Every string constant of the app's code (adjacent literals joined, as Python does)."""
    strings = set()
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
    return strings


def test_every_message_is_used_by_the_code():
    python = _python_strings()
    templates = "\n".join(p.read_text("utf-8") for p in (APP / "templates").rglob("*.*"))
    unused = []
    for msgid in template_ids():
        in_python = msgid in python
        in_template = PLACEHOLDER.sub(lambda m: "{{ " + m.group(1) + " }}", msgid) in templates
        if not (in_python or in_template):
            unused.append(msgid)
    assert unused == []


def test_every_marked_message_is_in_the_catalogue():
    """Every `_()` of the code and every {% trans %} or `_()` of the email templates (babel.cfg):
    a message marked but not extracted would stay English in every language."""
    method_map = [("**.py", "python"), ("templates/email/**.txt", "jinja2"),
                  ("templates/email/**.html", "jinja2")]
    found = {message if isinstance(message, str) else message[0]
             for _, _, message, *_ in extract_from_dir(str(APP), method_map=method_map)}
    assert found and found <= template_ids(), found - template_ids()
