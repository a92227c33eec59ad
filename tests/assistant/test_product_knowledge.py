"""The assistant knows the product's own rules (issue 14), written from the live configuration and
hotel settings at answer time, in en, am, om and ti; questions outside them still get
"don't know"."""

from __future__ import annotations

from datetime import time
from decimal import Decimal

import pytest

from app.models import HotelStatus
from app.services.assistant.phrases import PHRASES
from tests.assistant.conftest import PAYMENTS


def reply_and_sources(ask, message, **extra):
    answer = ask(message, **extra)
    return answer["reply"], answer["sources"]


@pytest.mark.parametrize(
    "question",
    ["Can I cancel for free?", "what if I cancel?", "refund policy", "Do I get my money back if I cancel?"],
)
def test_cancellation_questions_answer_the_live_rule(ask, make, question):
    make.hotel(free_cancellation_hours=48)
    make.hotel(free_cancellation_hours=48)

    reply, sources = reply_and_sources(ask, question)

    assert "48 hours before check-in" in reply
    assert "first night" in reply
    assert sources == [
        {"type": "builtin", "id": None, "title": "Cancellation and refunds", "url": "marefiya:cancellation",
         "snippet": reply[:300]}
    ]


def test_hotels_with_different_deadlines_give_the_range(ask, make):
    make.hotel(free_cancellation_hours=24)
    make.hotel(free_cancellation_hours=72)
    make.hotel(free_cancellation_hours=96, hotel_status=HotelStatus.INACTIVE)  # not live: not quoted

    reply, _ = reply_and_sources(ask, "Can I cancel for free?")

    assert "24-72 hours" in reply


def test_without_live_hotels_the_default_deadline_is_quoted(ask):
    assert "24 hours" in reply_and_sources(ask, "Can I cancel for free?")[0]


@pytest.mark.parametrize("question", ["How do I pay with telebirr?", "What payment methods do you accept?",
                                      "Can I pay by card?"])
def test_payment_questions_name_the_methods_and_chapa(ask, question):
    reply, sources = reply_and_sources(ask, question)

    assert "Chapa" in reply
    for name in ("telebirr", "CBE Birr", "M-Pesa", "bank card", "bank transfer"):
        assert name in reply
    assert "back automatically" in reply
    assert sources[0]["url"] == "marefiya:payment"


def test_amharic_payment_question_is_answered_in_amharic(ask):
    reply, sources = reply_and_sources(ask, "ክፍያ በቴሌብር እንዴት ነው?", lang="am")

    assert "ቴሌብር" in reply and "ቻፓ" in reply
    assert sources[0]["url"] == "marefiya:payment"


def test_unpaid_hold_quotes_booking_hold_minutes_at_answer_time(app, ask):
    question = "How long is an unpaid booking held?"
    assert "15 minutes" in reply_and_sources(ask, question)[0]

    app.config["BOOKING_HOLD_MINUTES"] = 40

    reply = reply_and_sources(ask, question)[0]
    assert "40 minutes" in reply and "15" not in reply


def test_hold_in_afaan_oromo_quotes_the_same_number(app, ask):
    app.config["BOOKING_HOLD_MINUTES"] = 25

    reply, sources = reply_and_sources(ask, "Galmeen hin kaffalamin hammam tura?", lang="om")

    assert "daqiiqaa 25" in reply
    assert sources[0]["url"] == "marefiya:unpaid_hold"


def test_check_in_and_out_times_come_from_the_hotels(ask, make):
    for _ in range(2):
        make.hotel(check_in_time=time(13, 0), check_out_time=time(10, 30))
    make.hotel(check_in_time=time(15, 0), check_out_time=time(12, 0))

    reply, _ = reply_and_sources(ask, "What time is check-in and check-out?")

    assert "from 13:00" in reply and "by 10:30" in reply


def test_taxes_quote_the_hotels_rates(ask, make):
    make.hotel(vat_rate=Decimal("0.15"), service_charge_rate=Decimal("0.10"))

    reply, _ = reply_and_sources(ask, "Is VAT included in the price?")

    assert "VAT of 15%" in reply and "service charge of 10%" in reply and "own line" in reply


def test_guest_checkout_and_lookup_cancel(ask):
    reply, _ = reply_and_sources(ask, "Can I book without an account?")

    assert "confirmation code" in reply and "/bookings/lookup/cancel" in reply


def test_password_reset_quotes_the_link_lifetime(app, ask):
    app.config["PASSWORD_RESET_MAX_AGE"] = 1800

    reply, _ = reply_and_sources(ask, "I forgot my password")

    assert "30 minutes" in reply


@pytest.mark.parametrize(
    ("question", "lang", "expected"),
    [
        ("ቦታ ማስያዝ በነጻ መሰረዝ እችላለሁ?", "am", "ነጻ ስረዛ"),
        ("Galmee koo bilisaan haquu nan danda'a?", "om", "Haquu bilisaa"),
        ("ብነጻ ክሰርዝ እኽእል ዶ?", "ti", "ብነጻ ምስራዝ"),
        ("Can I cancel for free?", "ti", "ብነጻ ምስራዝ"),  # asked in English, answered in the asked lang
    ],
)
def test_cancellation_in_every_language(ask, question, lang, expected):
    reply, _ = reply_and_sources(ask, question, lang=lang)

    assert reply.startswith(expected)
    assert "24" in reply


@pytest.mark.parametrize(
    "question",
    [
        "What is the capital of France?",
        "Does the hotel have a swimming pool?",
        "Who won the football match yesterday?",
        "Can I bring my dog?",
    ],
)
def test_questions_outside_the_rules_still_get_dont_know(ask, question):
    reply, sources = reply_and_sources(ask, question)

    assert reply == PHRASES["dont_know"]["en"]
    assert sources == []


@pytest.mark.parametrize("question, lang", [
    ("What time does the barber open?", "en"),
    ("ፖስታ ቤቱ ስንት ሰዓት ይከፈታል?", "am"),
    ("Manni fayyaa sa'aatii meeqa banama?", "om"),
])
def test_a_question_sharing_only_time_words_with_a_topic_gets_dont_know(ask, question, lang):
    # The check-in topic is about times too ("time", "ሰዓት", "sa'aatii" among its keywords): a
    # question about when something else opens is not about check-in.
    reply, sources = reply_and_sources(ask, question, lang=lang)

    assert reply == PHRASES["dont_know"][lang]
    assert sources == []


def test_other_products_do_not_get_marefiyas_rules(ask):
    reply, _ = reply_and_sources(ask, "Can I cancel for free?", product="zebra")

    assert reply == PHRASES["dont_know"]["en"]


def test_learned_knowledge_still_answers_its_own_questions(ask, learn):
    learn(PAYMENTS, url="https://kb/payments", title="Payments")

    reply, sources = reply_and_sources(ask, "How many working days until the refund arrives?")

    # The refund rule first; the learned passage adds what it does not say (working days).
    assert "7 working days" in reply
    assert [source["type"] for source in sources] == ["builtin", "document"]


WIFI = "Every partner hotel has free wireless internet; the password is printed on the key card."


@pytest.mark.parametrize(("question", "lang"), [
    ("What is the WiFi password?", "en"),
    ("I forgot the wifi password", "en"),
    ("Jecha icciitii WiFi eessatti argachuu danda'a?", "om"),  # where do I find the WiFi password?
    ("የዋይፋይ የይለፍ ቃሉ ምንድን ነው?", "am"),  # what is the WiFi password?
])
def test_a_question_naming_the_wifi_never_gets_the_account_password_topic(ask, learn, question, lang):
    # The WiFi is a subject the password-reset topic does not mention: the question is about it.
    reply, sources = reply_and_sources(ask, question, lang=lang)
    assert reply == PHRASES["dont_know"][lang] and sources == []
    learn(WIFI, url="https://kb/wifi", title="WiFi")
    reply, sources = reply_and_sources(ask, question, lang=lang)
    assert "key card" in reply and [s["type"] for s in sources] == ["document"]


@pytest.mark.parametrize(("question", "lang"), [
    ("I forgot my password", "en"),
    ("Jecha darbii koo irraanfadhe", "om"),
    ("የይለፍ ቃሌን ረሳሁ", "am"),
])
def test_an_account_password_question_still_gets_the_reset_topic(ask, learn, question, lang):
    learn(WIFI, url="https://kb/wifi", title="WiFi")
    _, sources = reply_and_sources(ask, question, lang=lang)
    assert sources[0]["url"] == "marefiya:password_reset"


@pytest.mark.parametrize("question, lang", [
    ("How long do you keep lost property?", "en"),
    ("What time does the minibus to Sodere leave?", "en"),
    ("ሚኒባሱ ስንት ሰዓት ይነሳል?", "am"),
    ("Konkolaataan hammam yeroo eeggata?", "om"),
])
def test_how_long_or_what_time_of_another_thing_is_no_rules_answer(ask, question, lang):
    # The words of the asked kind ("how long", "minutes", "what time", "leave") are every tour's
    # and bus's too: they used to give the unpaid hold's 15 minutes and the check-out time.
    reply, sources = reply_and_sources(ask, question, lang=lang)
    assert not any(s["url"].startswith("marefiya:") for s in sources), reply
    assert "15" not in reply and "11:00" not in reply


def test_an_oromo_taxi_is_no_tax(ask):
    # "taaksii" is a taxi (glossary.py), not the VAT rule's tax ("gibira").
    reply, sources = reply_and_sources(ask, "taaksii piyaassaa irraa gara hoteelaatti meeqa?", lang="om")
    assert not any(s["url"].startswith("marefiya:") for s in sources), reply
    assert "VAT" not in reply and "15%" not in reply
