"""The guest's language (Flask-Babel with the gettext catalogues in app/translations/).

- The language of a request: the signed-in guest's `preferred_language`, else the best match of
  `Accept-Language` among LANGUAGES, else English. English is the source language: with no
  preference and no Accept-Language every text is exactly the English the spec fixes.
- The language of an email: its recipient's `preferred_language` (emails are often queued by a
  request of someone else, a webhook or a job), else English.
- Messages of the booking API are translated where they leave the app (app/envelope.py), so a
  service raises the English message, and a message missing from a catalogue stays English.
- The Amharic, Afaan Oromo and Tigrinya catalogues are machine-drafted and marked for a native
  speaker's review (tests/i18n check completeness, placeholders, script and plural forms).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from flask import Flask, g, has_request_context, request
from flask_babel import Babel, force_locale, gettext

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
    return request.accept_languages.best_match(LANGUAGES, default=DEFAULT_LANGUAGE)


def init_i18n(app: Flask) -> None:
    babel.init_app(app, default_locale=DEFAULT_LANGUAGE,
                   default_translation_directories=str(TRANSLATIONS_DIR),
                   locale_selector=request_language)


def translate(message: str) -> str:
    """`message` in the current language; unchanged when no catalogue has it. `%` in a message
    is safe: nothing is formatted here."""
    return gettext(message) if message else message


@contextmanager
def language(code: str | None) -> Iterator[None]:
    """Render in `code` (an email to a guest); English when None or unknown."""
    with force_locale(code if code in LANGUAGES else DEFAULT_LANGUAGE):
        yield
