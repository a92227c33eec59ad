"""Follow-up questions about a stay or a hotel list: the conversation's hotel or city is kept and
the new dates, nights or filters replace the old ones."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.services.booking import bookings
from app.services.booking.stays import local_today


@pytest.fixture
def zege(make):
    hotel = make.hotel(name="Zege Peninsula Hotel", city="Bahir Dar", stars=3)
    double = make.room_type(hotel=hotel, name="Standard Double", bed_type="double",
                            price_per_night=Decimal("2333.33"))
    make.room(room_type=double)
    other = make.hotel(name="Goha Hill Hotel", city="Gondar", stars=3)
    make.room_type(hotel=other, name="Executive Queen", bed_type="queen",
                   price_per_night=Decimal("4200.00"))
    return {"hotel": hotel, "double": double, "other": other}


def quoted_total(hotel, room_type, check_in, nights) -> str:
    stay = bookings.StayRequest(hotel.id, room_type.id, check_in, check_in + timedelta(days=nights),
                                guests=1, rooms=1)
    return f"{bookings.quote_stay(stay).price.total:,.2f} ETB in total"


def test_a_follow_up_with_other_nights_prices_the_same_hotel_from_the_same_day(ask, zege):
    check_in = local_today() + timedelta(days=20)
    first = ask(f"How much is a double room at Zege Peninsula Hotel on {check_in.isoformat()} "
                "for 2 nights?")
    assert quoted_total(zege["hotel"], zege["double"], check_in, 2) in first["reply"]
    follow = ask("and for 3 nights?", session_id=first["session_id"])
    assert quoted_total(zege["hotel"], zege["double"], check_in, 3) in follow["reply"]
    assert (check_in + timedelta(days=3)).isoformat() in follow["reply"]
    assert [s["id"] for s in follow["sources"]] == [zege["hotel"].id]


def test_a_follow_up_with_other_dates_prices_the_same_hotel_on_those_dates(ask, zege):
    first = ask("How much is a double room at Zege Peninsula Hotel for 2 nights?")
    check_in = local_today() + timedelta(days=30)
    check_out = check_in + timedelta(days=2)
    follow = ask(f"what about from {check_in.isoformat()} to {check_out.isoformat()}?",
                 session_id=first["session_id"])
    assert check_in.isoformat() in follow["reply"] and check_out.isoformat() in follow["reply"]
    assert quoted_total(zege["hotel"], zege["double"], check_in, 2) in follow["reply"]
    assert local_today().isoformat() not in follow["reply"]


def test_follow_ups_build_on_each_other(ask, zege):
    first = ask("How much is a double room at Zege Peninsula Hotel for 2 nights?")
    check_in = local_today() + timedelta(days=30)
    ask(f"what about from {check_in.isoformat()} to {(check_in + timedelta(days=2)).isoformat()}?",
        session_id=first["session_id"])
    third = ask("and for 4 nights?", session_id=first["session_id"])
    assert quoted_total(zege["hotel"], zege["double"], check_in, 4) in third["reply"]


def test_a_follow_up_with_dates_after_a_hotel_list_checks_those_dates(ask, zege):
    first = ask("hotels in Bahir Dar under 3000 birr")
    check_in = local_today() + timedelta(days=10)
    follow = ask(f"and from {check_in.isoformat()} to {(check_in + timedelta(days=2)).isoformat()}?",
                 session_id=first["session_id"])
    assert [s["id"] for s in follow["sources"]] == [zege["hotel"].id]
    assert check_in.isoformat() in follow["reply"] and "under 3,000 ETB" in follow["reply"]


def test_a_new_hotel_question_is_not_a_follow_up(ask, zege):
    first = ask("How much is a double room at Zege Peninsula Hotel for 2 nights?")
    follow = ask("How much is Goha Hill Hotel for 3 nights?", session_id=first["session_id"])
    assert [s["id"] for s in follow["sources"]] == [zege["other"].id]
