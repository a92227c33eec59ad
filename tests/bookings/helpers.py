"""Helpers shared by the booking tests: stays relative to the hotel-local today."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

ADDIS = ZoneInfo("Africa/Addis_Ababa")
BASE = "/api/v1/mobile"


def local_today() -> date:
    return datetime.now(ADDIS).date()


def days(n: int) -> date:
    """The hotel-local date n days from today."""
    return local_today() + timedelta(days=n)


def stock(make, *, rooms: int = 3, price="2500.00", capacity: int = 2, hotel=None, **hotel_kwargs):
    """A live hotel with one room type of `rooms` available rooms."""
    from decimal import Decimal

    hotel = hotel or make.hotel(**hotel_kwargs)
    room_type = make.room_type(hotel=hotel, price_per_night=Decimal(price), capacity=capacity)
    for _ in range(rooms):
        make.room(room_type=room_type)
    return hotel, room_type


def stay_body(hotel, room_type, *, check_in=None, check_out=None, guests=2, rooms=1, **extra):
    check_in = check_in or days(10)
    check_out = check_out or check_in + timedelta(days=2)
    return {"hotel_id": hotel.id, "room_type_id": room_type.id, "check_in": check_in.isoformat(),
            "check_out": check_out.isoformat(), "guests": guests, "rooms": rooms, **extra}


def contact(n: int = 0) -> dict:
    return {"first_name": "Abebe", "last_name": "Kebede", "email": f"abebe{n}@example.et",
            "phone": "+251911000000"}
