"""The guest's language (Flask-Babel with the gettext catalogues in app/translations/).

- The language of a request: the signed-in guest's `preferred_language`, else the best match of
  `Accept-Language` among LANGUAGES, else English. English is the source language: with no
  preference and no Accept-Language every text is exactly the English the spec fixes.
- The language of an email: its recipient's `preferred_language` (emails are often queued by a
  request of someone else, a webhook or a job), else English.
- Messages of the booking API are translated where they leave the app (app/envelope.py), so a
  service raises the English message, and a message missing from a catalogue stays English.
  Code marks a message with `_("Hotel %(name)s is full", name=...)`: the English text, which
  remembers its catalogue id and values until `translate()` looks it up in the request's
  language (pybabel extracts every `_()`, docs/api.md). Marshmallow's own messages are matched
  against VALIDATION_MESSAGES, its formatted texts written as catalogue ids.
- The Amharic, Afaan Oromo and Tigrinya catalogues are machine-drafted and marked for a native
  speaker's review (tests/i18n check completeness, placeholders, script and plural forms).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache, lru_cache
from pathlib import Path

from babel import Locale
from flask import Flask, g, has_request_context, request
from flask_babel import Babel, force_locale, get_locale, gettext
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

LANGUAGES = ("en", "am", "om", "ti")
DEFAULT_LANGUAGE = "en"
TRANSLATIONS_DIR = Path(__file__).resolve().parent / "translations"

babel = Babel()


def request_language() -> str:
    """The language of the current request (the rule in the module docstring)."""
    if not has_request_context():
        return DEFAULT_LANGUAGE
    guest = g.get("current_guest")
    if guest is not None and guest.preferred_language in LANGUAGES:
        return guest.preferred_language
    return accepted_language(request.headers.get("Accept-Language", ""))


@lru_cache(maxsize=64)
def accepted_language(header: str) -> str:
    """The best match of an Accept-Language header among LANGUAGES, else DEFAULT_LANGUAGE.
    Remembered for the last few headers: a client sends the same one with every request, and
    parsing and matching it was 2% of an availability's CPU and of a search's (none sent: no
    parse at all). A header is at most gunicorn's 8 KB, so 64 of them are at most 512 KB."""
    if not header:
        return DEFAULT_LANGUAGE
    return parse_accept_header(header, LanguageAccept).best_match(LANGUAGES,
                                                                 default=DEFAULT_LANGUAGE)


# Parsed once: Flask-Babel parses what the selector returns on every request, and parsing a
# code (not a Locale) checks Babel's locale data on disk each time (~2% of a rush's samples).
LOCALES = {code: Locale.parse(code) for code in LANGUAGES}


def request_locale() -> Locale:
    return LOCALES[request_language()]


def init_i18n(app: Flask) -> None:
    babel.init_app(app, default_locale=DEFAULT_LANGUAGE,
                   default_translation_directories=str(TRANSLATIONS_DIR),
                   locale_selector=request_locale)


class Translatable(str):
    """A message in English (what logs, tests and English clients read) that keeps its catalogue
    id and values, so `translate()` formats the translation with the same values."""

    def __new__(cls, msgid: str, params: dict | None = None):
        message = super().__new__(cls, msgid % params if params else msgid)
        message.msgid = msgid
        message.params = params or {}
        return message

    def __reduce__(self):
        return Translatable, (self.msgid, self.params)


def _(msgid: str, **params) -> Translatable:
    """Mark `msgid` for the catalogue; `%(name)s` placeholders take `params`. Nothing is looked
    up here: the message is translated where it leaves the app, in the language of that moment."""
    return Translatable(msgid, params)


# Marshmallow's own messages (and validators' `error=` templates), as catalogue ids: its
# `{min}` placeholders are `%(min)s` here. A refused field's message is matched against them.
VALIDATION_MESSAGES = (
    _("Missing data for required field."),
    _("Field may not be null."),
    _("Invalid value."),
    _("Invalid type."),
    _("Invalid input."),
    _("Invalid input type."),
    _("Unknown field."),
    _("Not a valid list."),
    _("Not a valid string."),
    _("Not a valid utf-8 string."),
    _("Not a valid UUID."),
    _("Not a valid number."),
    _("Number too large."),
    _("Not a valid integer."),
    _("Special numeric values (nan or infinity) are not permitted."),
    _("Not a valid boolean."),
    _("Not a valid datetime."),
    _("Not a valid date."),
    _("Not a valid time."),
    _("Not a valid period of time."),
    _("Not a valid mapping type."),
    _("Not a valid URL."),
    _("Not a valid email address."),
    _("String does not match expected pattern."),
    _("Must be greater than or equal to %(min)s."),
    _("Must be greater than %(min)s."),
    _("Must be less than or equal to %(max)s."),
    _("Must be less than %(max)s."),
    _("Must be greater than or equal to %(min)s and less than or equal to %(max)s."),
    _("Must be greater than %(min)s and less than %(max)s."),
    _("Must be greater than or equal to %(min)s and less than %(max)s."),
    _("Must be greater than %(min)s and less than or equal to %(max)s."),
    _("Shorter than minimum length %(min)s."),
    _("Longer than maximum length %(max)s."),
    _("Length must be between %(min)s and %(max)s."),
    _("Length must be %(equal)s."),
    _("Must be one of: %(choices)s."),
    _("Must be equal to %(other)s."),
    _("Must be between %(min)s and %(max)s"),
    # The envelope's message for refused fields names the first (app/errors.py).
    _("Validation failed: %(field)s: %(message)s"),
)


@cache
def _validation_patterns() -> tuple[tuple[re.Pattern, str], ...]:
    """Each formatted message as a pattern capturing its values, the longest first (the most
    specific `Must be ...` wins)."""
    patterns = []
    for msgid in sorted((m.msgid for m in VALIDATION_MESSAGES if "%(" in m.msgid), key=len,
                        reverse=True):
        parts = re.split(r"%\((\w+)\)s", msgid)
        regex = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)"
                        for i, part in enumerate(parts))
        patterns.append((re.compile(regex, re.DOTALL), msgid))
    return tuple(patterns)


def translate(message: str) -> str:
    """`message` in the current language; unchanged when no catalogue has it. A `Translatable` is
    looked up by its id and formatted with its values (themselves translated when Messages); any
    other text by itself, else as one of the formatted VALIDATION_MESSAGES."""
    if not message:
        return message
    if isinstance(message, Translatable) and message.params:
        params = {name: translate(value) if isinstance(value, Translatable) else value
                  for name, value in message.params.items()}
        return gettext(message.msgid, **params)
    return _translate_text(str(message))


def _translate_text(text: str) -> str:
    translated = gettext(text)
    if translated != text or str(get_locale()) == DEFAULT_LANGUAGE:
        return translated
    for pattern, msgid in _validation_patterns():
        match = pattern.fullmatch(text)
        if match:
            return gettext(msgid, **{name: _translate_text(value)
                                     for name, value in match.groupdict().items()})
    return text


@contextmanager
def language(code: str | None) -> Iterator[None]:
    """Render in `code` (an email to a guest); English when None or unknown."""
    with force_locale(code if code in LANGUAGES else DEFAULT_LANGUAGE):
        yield
