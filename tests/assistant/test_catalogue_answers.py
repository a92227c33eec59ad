"""Questions about hotels, cities and prices are answered from the LIVE catalogue."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from app.models import HotelStatus, RoomStatus
from app.services.booking.stays import local_today


@pytest.fixture
def bahir_dar(make):
    cheap = make.hotel(name="Tana Garden Hotel", city="Bahir Dar", stars=3)
    make.room_type(hotel=cheap, name="Standard", price_per_night=Decimal("1800.00"))
    make.room_type(hotel=cheap, name="Suite", price_per_night=Decimal("4200.00"))
    pricey = make.hotel(name="Kuriftu Lake Resort", city="Bahir Dar", stars=5)
    make.room_type(hotel=pricey, name="Villa", price_per_night=Decimal("9500.00"))
    mid = make.hotel(name="Papyrus Inn", city="Bahir Dar", stars=4)
    make.room_type(hotel=mid, name="Double", price_per_night=Decimal("2900.00"))
    hidden = make.hotel(
        name="Pending Palace", city="Bahir Dar", hotel_status=HotelStatus.PENDING_VERIFICATION
    )
    make.room_type(hotel=hidden, name="Cheap", price_per_night=Decimal("500.00"))
    gondar = make.hotel(name="Goha Hotel", city="Gondar", stars=4)
    make.room_type(hotel=gondar, name="Double", price_per_night=Decimal("2100.00"))
    return {"cheap": cheap, "pricey": pricey, "mid": mid, "hidden": hidden, "gondar": gondar}


def test_hotels_in_a_city_under_a_price_cheapest_first(ask, bahir_dar):
    reply = ask("hotels in Bahir Dar under 3000 birr")
    assert [s["id"] for s in reply["sources"]] == [bahir_dar["cheap"].id, bahir_dar["mid"].id]
    assert all(s["type"] == "hotel" for s in reply["sources"])
    text = reply["reply"]
    assert "Tana Garden Hotel" in text and "1,800 ETB" in text and "Papyrus Inn" in text
    assert "Kuriftu" not in text and "Pending Palace" not in text and "Goha" not in text
    assert text.index("Tana Garden") < text.index("Papyrus")


def test_catalogue_question_in_amharic(ask, bahir_dar):
    reply = ask("ባሕር ዳር ውስጥ ከ3000 ብር በታች ያሉ ሆቴሎች", lang="am")
    assert [s["id"] for s in reply["sources"]] == [bahir_dar["cheap"].id, bahir_dar["mid"].id]
    assert "ከ3,000 ብር በታች" in reply["reply"] and "ብር ጀምሮ" in reply["reply"]


def test_price_over_and_stars_filters(ask, bahir_dar):
    assert [s["id"] for s in ask("hotels in Bahir Dar above 5000 birr")["sources"]] == [
        bahir_dar["pricey"].id
    ]
    assert [s["id"] for s in ask("4 star hotels")["sources"]] == [bahir_dar["gondar"].id, bahir_dar["mid"].id]


def test_no_matching_hotel_says_so_and_lists_the_cities(ask, bahir_dar):
    reply = ask("hotels in Gondar under 1000 birr")
    assert "I found no hotels in Gondar under 1,000 ETB" in reply["reply"]
    assert "Bahir Dar, Gondar" in reply["reply"]
    assert reply["sources"] == []


def test_a_city_with_only_hidden_hotels_is_not_a_catalogue_city(ask, make):
    hidden = make.hotel(name="Secret Lodge", city="Jinka", hotel_status=HotelStatus.INACTIVE)
    make.room_type(hotel=hidden, price_per_night=Decimal("900.00"))
    reply = ask("hotels in Jinka under 3000 birr")
    assert "Secret Lodge" not in reply["reply"]


def test_naming_a_live_hotel_gives_its_profile(ask, bahir_dar):
    reply = ask("Tell me about Papyrus Inn")
    assert "Papyrus Inn is a 4-star hotel in Bahir Dar" in reply["reply"]
    assert "2,900 ETB" in reply["reply"] and "14:00" in reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [bahir_dar["mid"].id]


def test_the_hotels_a_question_can_name_follow_the_catalogue_between_chats(ask, make, db, bahir_dar):
    # The names come from the worker's catalogue copy, read again when the catalogue moves.
    assert "Papyrus Inn is a 4-star hotel" in ask("Tell me about Papyrus Inn")["reply"]
    bahir_dar["mid"].hotel_status = HotelStatus.INACTIVE
    db.session.commit()
    newcomer = make.hotel(name="Zege Peninsula Lodge", city="Bahir Dar", stars=3)
    make.room_type(hotel=newcomer, price_per_night=Decimal("2500.00"))

    assert "Papyrus Inn" not in ask("Tell me about Papyrus Inn")["reply"]
    reply = ask("Tell me about Zege Peninsula Lodge")
    assert "Zege Peninsula Lodge is a 3-star hotel in Bahir Dar" in reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [newcomer.id]


def test_a_city_without_matches_lists_the_live_cities_as_the_catalogue_now_has_them(ask, make, db, bahir_dar):
    bahir_dar["gondar"].hotel_status = HotelStatus.INACTIVE
    db.session.commit()
    reply = ask("hotels in Bahir Dar under 1000 birr")
    assert "Bahir Dar" in reply["reply"] and "Gondar" not in reply["reply"]
    make.room_type(hotel=make.hotel(name="Harar Ras", city="Harar"), price_per_night=Decimal("1200.00"))
    assert "Bahir Dar, Harar" in ask("hotels in Bahir Dar under 1000 birr")["reply"]


def test_availability_with_dates_leaves_out_full_hotels(ask, make, bahir_dar):
    check_in = local_today() + timedelta(days=10)
    check_out = check_in + timedelta(days=2)
    room_type = make.room_type(hotel=bahir_dar["cheap"], name="Garden", price_per_night=Decimal("1500.00"))
    make.room(room_type=room_type, status=RoomStatus.AVAILABLE)
    make.room(room_type=bahir_dar["mid"].room_types[0])
    reply = ask(f"hotels in Bahir Dar available from {check_in} to {check_out}")
    ids = [s["id"] for s in reply["sources"]]
    assert ids == [bahir_dar["cheap"].id, bahir_dar["mid"].id]  # the others have no rooms at all
    assert "1,500 ETB" in reply["reply"]


def test_follow_up_changes_only_the_city(ask, bahir_dar):
    first = ask("hotels in Bahir Dar under 3000 birr")
    follow = ask("and in Gondar?", session_id=first["session_id"])
    assert [s["id"] for s in follow["sources"]] == [bahir_dar["gondar"].id]
    assert "under 3,000 ETB" in follow["reply"]


@pytest.mark.parametrize("question", [
    "Hotels in Bahir Dar for up to 3 nights",
    "Hotels in Bahir Dar with at least 2 rooms",
    "Hotels in Bahir Dar with more than 3 stars",
])
def test_nights_rooms_and_stars_are_not_read_as_prices(app, bahir_dar, question):
    from app.services.assistant.catalogue_answers import parse_query

    query = parse_query(question)

    assert query is not None and query.city == "Bahir Dar"
    assert (query.min_price, query.max_price) == (None, None)
