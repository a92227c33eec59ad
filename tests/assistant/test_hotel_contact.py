"""A named hotel's phone number, email or address is the catalogue's: the hotel keeps them on
Marefiya (Hotel.phone, email, address), in every language. A learned passage's number is its
transfer desk's or spa's: it answers only when the question asks for that thing."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import select

from app.models import UnansweredQuestion


@pytest.fixture
def harla(make, db):
    hotel = make.hotel(name="Harla Garden Hotel", city="Dire Dawa", phone="+251153794068",
                       email="info@harla-garden.et", address="Kezira, Dire Dawa, Ethiopia")
    make.room_type(hotel=hotel, name="Double", price_per_night=Decimal("2000.00"))
    db.session.commit()
    return hotel


@pytest.mark.parametrize("lang, question", [
    ("en", "phone number for harla garden hotel in dire dawa?"),
    ("en", "how can I contact Harla Garden Hotel"),
    ("am", "የሐርላ ጋርደን ሆቴል ስልክ ቁጥር ስጠኝ"),
    ("am", "ሐርላ ጋርደን ሆቴል ስልክ ቁጥሩ ስንት ነው"),
    ("om", "lakkoofsa bilbilaa harla garden hotel naaf kenni"),
    # An email asked in Oromo and Amharic (blind set 23 q113: typed as nothing, it got a rule).
    ("om", "harla garden hotel imeelii isaa naaf kenni"),
    ("am", "የሐርላ ጋርደን ሆቴል ኢሜይል ስጠኝ"),
    # "the phone, how much" asks its number (blind set 23 q114: read as a price).
    ("om", "harla garden hotel bilbila meeqa"),
])
def test_a_named_hotels_phone_comes_from_the_catalogue(ask, harla, lang, question):
    body = ask(question, lang=lang)
    assert "+251153794068" in body["reply"]
    assert "info@harla-garden.et" in body["reply"]
    assert [s["title"] for s in body["sources"]] == ["Harla Garden Hotel"]


def test_a_learned_number_of_another_thing_at_the_hotel_answers_that_thing(ask, learn, harla):
    learn("Harla Garden Hotel runs a transfer desk in the lobby. For airport transfers call the transfer "
          "desk on +251 91 555 0101 at least 12 hours ahead.", url="https://example.et/harla/transfers",
          title="Harla Garden Hotel: airport transfers")
    reply = ask("phone number of the transfer desk at harla garden hotel")["reply"]
    assert "+251 91 555 0101" in reply
    # The hotel's own number is still the catalogue's.
    assert "+251153794068" in ask("harla garden hotel phone number")["reply"]


def test_a_hotel_without_a_phone_or_email_says_so_and_is_recorded(ask, make, db):
    make.hotel(name="Quiet Ridge Lodge", city="Gondar", phone="", email="")
    db.session.commit()
    reply = ask("what is the phone number of quiet ridge lodge")["reply"]
    assert reply == ("Quiet Ridge Lodge has not given a phone number or email on Marefiya yet, so I don't "
                     "have that information.")
    recorded = db.session.scalars(select(UnansweredQuestion)).one()
    assert recorded.question == "what is the phone number of quiet ridge lodge"
