"""The booking API's messages and emails in the guest's language (docs/api.md, "Languages"): a 404,
a 409 with values in it, marshmallow's 422 messages (fixed and formatted) and the booking emails,
delivered through the loopback SMTP server, with the stay in both calendars. Without a
preference or Accept-Language every text is the English it was."""

from __future__ import annotations

from datetime import date

import pytest
from flask_babel import force_locale

from app.i18n import _, translate
from app.models.payments import Payment
from app.services.messaging.mail import render_email
from tests.accounts.helpers import assert_error
from tests.accounts.test_account_emails import only_email
from tests.bookings.helpers import BASE, contact, stay_body, stock

# Pagume 5, 2022 to Meskerem 2, 2023 (tests/bookings/test_ethiopian_dates.py).
CHECK_IN, CHECK_OUT = date(2030, 9, 10), date(2030, 9, 12)


def asked(language: str | None) -> dict:
    return {"Accept-Language": language} if language else {}


@pytest.mark.parametrize("language,message", [
    (None, "Hotel not found"),
    ("am", "ሆቴሉ አልተገኘም"),
    ("om", "Hoteelli hin argamne"),
    ("ti", "ሆቴል ኣይተረኽበን"),
])
def test_a_404_is_in_the_asked_language(client, language, message):
    response = client.get(f"{BASE}/hotels/987654", headers=asked(language))
    assert assert_error(response, 404)["message"] == message


@pytest.mark.parametrize("language,message", [
    (None, "Only 2 room(s) left of this type for these dates"),
    ("am", "ለእነዚህ ቀናት የቀሩት የዚህ ዓይነት ክፍሎች 2 ብቻ ናቸው"),
    ("om", "guyyoota kanaaf kutaa gosa kanaa 2 qofatu hafe"),
    ("ti", "ነዞም ዕለታት ዝተረፉ ክፍልታት ናይዚ ዓይነት 2 ጥራይ እዮም"),
])
def test_a_409_booking_conflict_is_in_the_asked_language_with_its_values(client, make, language,
                                                                          message):
    hotel, room_type = stock(make, rooms=2)
    response = client.post(f"{BASE}/bookings", headers=asked(language),
                           json=stay_body(hotel, room_type, rooms=3, guests=3, guest=contact()))
    assert assert_error(response, 409)["message"] == message


def test_a_fixed_message_is_in_each_asked_language_in_turn(app, client, make):
    """A message without values is looked up once per language (app/envelope.py): asked in
    one language after another, each answer is still in its own, the 409 and the 201 alike."""
    hotel, room_type = stock(make, rooms=2)
    expected = {}
    for language in (None, "am", "om"):
        with app.test_request_context(), force_locale(language or "en"):
            expected[language] = (translate(_("No rooms left of this type for these dates")),
                                  translate(_("Booking created; pay before hold_expires_at")))
    assert len({pair for pair in expected.values()}) == 3
    sold = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, room_type, rooms=2, guests=2, guest=contact(9)), headers=asked("am"))
    assert sold.status_code == 201 and sold.json["message"] == expected["am"][1]
    for language in (None, "am", "om", "am", None, "om"):
        response = client.post(f"{BASE}/bookings", headers=asked(language),
                               json=stay_body(hotel, room_type, guest=contact()))
        assert assert_error(response, 409)["message"] == expected[language][0]
    created = client.post(f"{BASE}/bookings", json=stay_body(
        hotel, room_type, check_in=date(2030, 10, 1), check_out=date(2030, 10, 2),
        guest=contact(8)), headers=asked("om"))
    assert created.status_code == 201 and created.json["message"] == expected["om"][1]


@pytest.mark.parametrize("language,invalid_date,page_range,unknown", [
    (None, "Not a valid date.",
     "Must be greater than or equal to 1 and less than or equal to 10000.",
     "Unknown query parameter."),
    ("am", "ትክክለኛ ቀን አይደለም።", "ከ1 እስከ 10000 (ሁለቱንም ጨምሮ) መሆን አለበት።",
     "ያልታወቀ የመጠይቅ መለኪያ።"),
    ("om", "Guyyaa sirrii miti.", "1 irraa hanga 10000 (lachuu dabalatee) ta'uu qaba.",
     "Qajeelcha gaaffii hin beekamne."),
    ("ti", "ቅኑዕ ዕለት ኣይኮነን።", "ካብ 1 ክሳብ 10000 (ክልቲኦም ሓዊሱ) ክኸውን ኣለዎ።",
     "ዘይፍለጥ መለክዒ ሕቶ።"),
])
def test_422_field_messages_are_in_the_asked_language(client, make, language, invalid_date,
                                                      page_range, unknown):
    hotel, room_type = stock(make)
    body = stay_body(hotel, room_type, guest=contact())
    refused = client.post(f"{BASE}/bookings", headers=asked(language),
                          json={**body, "check_in": "the 10th"})
    refused = assert_error(refused, 422)
    assert refused["errors"] == {"check_in": [invalid_date]}
    # The envelope's message names the field, in the same language.
    assert "check_in" in refused["message"] and refused["message"].endswith(invalid_date)
    if language is None:
        assert refused["message"] == f"Validation failed: check_in: {invalid_date}"

    # A message marshmallow formats with its values.
    paged = assert_error(client.get(f"{BASE}/hotels?page=0", headers=asked(language)), 422)
    assert paged["errors"] == {"page": [page_range]}
    # A query parameter the operation does not document.
    extra = assert_error(client.get(f"{BASE}/hotels?pets=yes", headers=asked(language)), 422)
    assert extra["errors"] == {"pets": [unknown]}


# The Ethiopian reading of the stay, in each language (English readers get the Amharic one).
STAYS = {
    None: "ከጳጉሜን 5 ቀን 2022 ዓ.ም. እስከ መስከረም 2 ቀን 2023 ዓ.ም.",
    "am": "ከጳጉሜን 5 ቀን 2022 ዓ.ም. እስከ መስከረም 2 ቀን 2023 ዓ.ም.",
    "om": "Qaammee 5, 2022 ALI irraa hanga Fulbaana 2, 2023 ALI",
    "ti": "ካብ ጳጉሜን 5 2022 ዓ.ም. ክሳብ መስከረም 2 2023 ዓ.ም.",
}
CANCELLED_SUBJECTS = {None: "Booking cancelled: {}", "am": "ቦታ ማስያዣው ተሰርዟል፦ {}",
                      "om": "Qabsiifanni haqameera: {}", "ti": "ምሕዛእ ቦታ ተሰሪዙ፦ {}"}
CANCELLED_LINES = {
    None: ("Hello Almaz,", "Stay: 2030-09-10 to 2030-09-12 (2 nights, 1 room)",
           "Stay (Ethiopian calendar): "),
    "am": ("ሰላም Almaz፣", "ቆይታ፦ ከ2030-09-10 እስከ 2030-09-12 (2 ምሽቶች, 1 ክፍል)",
           "ቆይታ (የኢትዮጵያ ቀን አቆጣጠር)፦ "),
    "om": ("Akkam Almaz,", "Turtii: 2030-09-10 hanga 2030-09-12 (halkan 2, kutaa 1)",
           "Turtii (lakkoofsa guyyaa Itoophiyaa): "),
    "ti": ("ሰላም Almaz፣", "ጻንሒት፦ ካብ 2030-09-10 ክሳብ 2030-09-12 (2 ለይትታት, 1 ክፍሊ)",
           "ጻንሒት (ናይ ኢትዮጵያ ኣቆጻጽራ ዕለት)፦ "),
}


@pytest.mark.parametrize("language", [None, "am", "om", "ti"])
def test_the_cancellation_email_is_in_the_guests_language_with_both_calendars(
        client, make, auth, mailbox, language):
    guest = make.guest(email="almaz@example.et", first_name="Almaz", preferred_language=language)
    booking = make.booking(guest=guest, check_in=CHECK_IN, check_out=CHECK_OUT, nights=2, rooms=1)
    code = booking.confirmation_code
    # The request's own language does not choose the email's: the guest's preference does.
    response = client.post(f"{BASE}/bookings/{booking.id}/cancel",
                           headers={**auth.guest(guest), "Accept-Language": "en"})
    assert response.status_code == 200, response.get_json()

    text, html = only_email(mailbox, "almaz@example.et", CANCELLED_SUBJECTS[language].format(code))
    hello, stay, ethiopian = CANCELLED_LINES[language]
    assert text.startswith(hello)
    assert stay in text and "2030-09-10" in html  # Gregorian
    assert f"{ethiopian}{STAYS[language]}" in text and STAYS[language] in html  # Ethiopian
    assert f'<html lang="{language or "en"}">' in html
    if language:  # the cancellation message, and no English sentence left in the body
        assert "is cancelled" not in text and "reply to this email" not in text

    # The notification is stored in the guest's language too: "Booking cancelled" without one.
    notifications = client.get(f"{BASE}/notifications", headers=auth.guest(guest)).get_json()
    (cancelled,) = notifications["data"]["items"]
    assert cancelled["title"] == NOTIFICATION_TITLES[language]
    assert code in cancelled["message"]


@pytest.mark.parametrize("language", [None, "om"])
def test_a_booking_without_an_account_gets_its_emails_in_the_language_it_was_made_in(
        client, make, mailbox, language):
    """No account, so no preferred_language: the Accept-Language of the booking request chooses,
    not the language of a later request (the cancellation here asks for none)."""
    hotel, room_type = stock(make)
    body = stay_body(hotel, room_type, check_in=CHECK_IN, check_out=CHECK_OUT,
                     guest={**contact(), "first_name": "Almaz", "email": "almaz@example.et"})
    created = client.post(f"{BASE}/bookings", json=body, headers=asked(language))
    assert created.status_code == 201, created.get_json()
    code = created.get_json()["data"]["confirmation_code"]
    cancelled = client.post(f"{BASE}/bookings/lookup/cancel",
                            json={"confirmation_code": code, "email": "almaz@example.et"})
    assert cancelled.status_code == 200, cancelled.get_json()

    text, html = only_email(mailbox, "almaz@example.et", CANCELLED_SUBJECTS[language].format(code))
    assert text.startswith(CANCELLED_LINES[language][0])
    assert f'<html lang="{language or "en"}">' in html


NOTIFICATION_TITLES = {None: "Booking cancelled", "am": "ቦታ ማስያዣው ተሰርዟል",
                       "om": "Qabsiisni haqameera", "ti": "ምሕዛእ ቦታ ተሰሪዙ"}


@pytest.mark.parametrize("language,check_in,check_out", [
    ("am", "2030-09-10 (ጳጉሜን 5 ቀን 2022 ዓ.ም.) ከ14:00 ጀምሮ",
     "2030-09-12 (መስከረም 2 ቀን 2023 ዓ.ም.) እስከ 11:00"),
    ("om", "2030-09-10 (Qaammee 5, 2022 ALI) sa'aatii 14:00 irraa eegalee",
     "2030-09-12 (Fulbaana 2, 2023 ALI) hanga sa'aatii 11:00"),
    ("ti", "2030-09-10 (ጳጉሜን 5 2022 ዓ.ም.) ካብ 14:00 ጀሚሩ",
     "2030-09-12 (መስከረም 2 2023 ዓ.ም.) ክሳብ 11:00"),
])
def test_the_confirmation_email_names_each_date_in_both_calendars(app, make, language, check_in,
                                                                  check_out):
    booking = make.booking(check_in=CHECK_IN, check_out=CHECK_OUT, nights=2)
    hotel = booking.hotel
    with app.test_request_context():
        rendered = render_email(booking.contact_email, "Booking confirmed", "booking_confirmed",
                                language=language, booking=booking, hotel=hotel,
                                room_type=booking.room_type, payment=Payment(tx_ref="MRF-TEST-1"))
    times = (hotel.check_in_time.strftime("%H:%M"), hotel.check_out_time.strftime("%H:%M"))
    check_in = check_in.replace("14:00", times[0])
    check_out = check_out.replace("11:00", times[1])
    assert check_in in rendered.text and check_out in rendered.text
    assert check_in.split(" (")[0] in rendered.html
    assert "Confirmation code" not in rendered.text and "Show your" not in rendered.text
