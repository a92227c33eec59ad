"""The guest's language: the preferred_language of the profile, else Accept-Language, else
English exactly as before; emails in the recipient's language, whatever the request's."""

from __future__ import annotations

import pytest

from app.extensions import db
from app.models import Guest
from app.passwords import PASSWORD_TOO_WEAK
from tests.accounts.helpers import assert_error, login, register
from tests.accounts.test_account_emails import only_email
from tests.accounts.test_registration import GUEST_USER_KEYS
from tests.accounts.test_self_service import AUTH, NEW_PASSWORD, bearer, signed_in
from tests.factories import TEST_PASSWORD

WRONG = {"email": "nobody@example.et", "password": "Wrong-pass-77"}


def test_without_preference_or_accept_language_every_text_stays_english(client):
    response = client.post(f"{AUTH}/login", json=WRONG)
    assert assert_error(response, 401)["message"] == "Invalid email or password"
    unknown = client.post(f"{AUTH}/login", json=WRONG, headers={"Accept-Language": "fr, de;q=0.5"})
    assert assert_error(unknown, 401)["message"] == "Invalid email or password"


def test_accept_language_chooses_the_language_of_the_anonymous(client):
    messages = {}
    for code in ("am", "om", "ti", "en-GB"):
        response = client.post(f"{AUTH}/login", json=WRONG, headers={"Accept-Language": code})
        messages[code] = assert_error(response, 401)["message"]
    assert messages["am"] == "ኢሜይል ወይም የይለፍ ቃል ትክክል አይደለም"
    assert messages["om"] == "Imeeliin ykn jechi darbii sirrii miti"
    assert messages["ti"] == "ኢመይል ወይ መሕለፊ ቃል ግጉይ እዩ"
    assert messages["en-GB"] == "Invalid email or password"
    weighted = client.post(f"{AUTH}/login", json=WRONG, headers={"Accept-Language": "fr;q=1, om;q=0.8"})
    assert assert_error(weighted, 401)["message"] == messages["om"]


def test_field_messages_are_translated_and_keep_the_field_name(client):
    body = assert_error(register(client, password="password", email="x1@example.et"), 422)  # noqa: S106
    assert body["errors"] == {"password": [PASSWORD_TOO_WEAK]}
    translated = client.post(f"{AUTH}/register", headers={"Accept-Language": "om"}, json={
        "first_name": "Caalaa", "last_name": "Tolaa", "email": "caalaa@example.et",
        "phone": "0911223344", "password": "password"})
    body = assert_error(translated, 422)
    (message,) = body["errors"]["password"]
    assert message.startswith("Jechi darbii kun baay'ee beekamaa")
    assert body["message"] == f"password: {message}"


def test_the_preferred_language_is_kept_on_the_profile_and_wins(client, make):
    guest = make.guest()
    token = signed_in(client, guest)
    prefs = client.get(f"{AUTH}/me/preferences", headers=bearer(token)).get_json()["data"]
    assert prefs == {"preferred_language": None, "languages": ["en", "am", "om", "ti"]}

    assert_error(client.patch(f"{AUTH}/me", headers=bearer(token),
                              json={"preferred_language": "fr"}), 422)
    changed = client.patch(f"{AUTH}/me", headers={**bearer(token), "Accept-Language": "am"},
                           json={"preferred_language": "om"})
    assert changed.status_code == 200
    assert changed.get_json()["message"] == "Piroofaayiliin haaromfameera"  # om beats am
    assert list(changed.get_json()["data"]) == GUEST_USER_KEYS  # the spec's guest user
    assert client.get(f"{AUTH}/me/preferences", headers=bearer(token)).get_json()["data"][
        "preferred_language"] == "om"

    cleared = client.patch(f"{AUTH}/me", headers=bearer(token), json={"preferred_language": None})
    assert cleared.get_json()["message"] == "Profile updated"
    db.session.rollback()
    assert db.session.get(Guest, guest.id).preferred_language is None


def test_emails_go_in_the_recipients_language(client, make, mailbox):
    amharic = make.guest(email="almaz@example.et", first_name="Almaz", preferred_language="am")
    token = signed_in(client, amharic)
    client.post(f"{AUTH}/password/change", headers=bearer(token),
                json={"current_password": TEST_PASSWORD, "new_password": NEW_PASSWORD})
    text, html = only_email(mailbox, "almaz@example.et", "የማረፊያ የይለፍ ቃልዎ ተቀይሯል")
    assert text.startswith("ሰላም Almaz፣") and "almaz@example.et" in text
    assert '<html lang="am">' in html and "«የይለፍ ቃል ረሳሁ»" in html

    # No preference: English, even when the request that changes the password asks for Tigrinya.
    english = make.guest(email="kebede@example.et", first_name="Kebede")
    token = signed_in(client, english)
    client.post(f"{AUTH}/password/change", headers={**bearer(token), "Accept-Language": "ti"},
                json={"current_password": TEST_PASSWORD, "new_password": NEW_PASSWORD})
    text, html = only_email(mailbox, "kebede@example.et", "Your Marefiya password was changed")
    assert text.startswith("Hello Kebede,") and '<html lang="en">' in html
    assert login(client, "kebede@example.et", NEW_PASSWORD).status_code == 200


@pytest.mark.parametrize(("header", "language"), [
    ("", "en"), ("am", "am"), ("om-ET,om;q=0.9,en;q=0.8", "om"), ("fr-FR, de;q=0.5", "en"),
    ("en;q=0.2, ti;q=0.9", "ti"), ("*", "en"), ("xx;q=oops,,am", "am")])
def test_the_accepted_language_is_werkzeugs_best_match_header_for_header(app, header, language):
    # i18n.accepted_language remembers its answer per header: the same answer as parsing the
    # header on the request (werkzeug's accept_languages) every time.
    from app.i18n import DEFAULT_LANGUAGE, LANGUAGES, accepted_language

    headers = {"Accept-Language": header} if header else {}
    with app.test_request_context("/", headers=headers):
        from flask import request

        parsed = request.accept_languages.best_match(LANGUAGES, default=DEFAULT_LANGUAGE)
    assert accepted_language(header) == parsed == language
    assert accepted_language(header) == language  # remembered: the same answer again
