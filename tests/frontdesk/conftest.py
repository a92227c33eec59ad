"""Fixtures of the front desk tests: a live hotel with one room type of three rooms, its staff
in each role, another hotel, and bookings confirmed by a real sandbox payment."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace

import pytest

from app.extensions import db
from app.models import Booking
from app.models.base import utcnow
from tests.bookings.helpers import BASE, local_today, stay_body
from tests.payments.conftest import paid_sandbox_payment, verify

STAFF = "/api/v1/staff"
DESK = f"{STAFF}/front-desk"
TODAY = local_today


def days(n: int) -> date:
    return local_today() + timedelta(days=n)


@pytest.fixture
def hotel(make):
    return make.hotel(name="Blue Nile Hotel")


@pytest.fixture
def room_type(make, hotel):
    return make.room_type(hotel=hotel, name="Double", price_per_night=Decimal("2500.00"))


@pytest.fixture
def rooms(make, room_type):
    return [make.room(room_type=room_type, room_number=number) for number in ("101", "102", "103")]


@pytest.fixture
def as_role(make, auth, hotel):
    """Headers of a staff member of `hotel` with the given role: `as_role("front_desk")`."""

    def headers(role: str = "front_desk") -> dict:
        return auth.staff(make.staff(hotel=hotel, role_slug=role))

    return headers


@pytest.fixture
def desk(as_role):
    return as_role("front_desk")


@pytest.fixture
def paid_booking(client, auth, make, room_type, rooms):
    """`paid_booking(check_in=..., nights=1, rooms=1, guest=...)`: a booking of `room_type`
    confirmed by a sandbox payment made through the API (priced 2,500 ETB a room and night
    with 10% service charge and 15% VAT)."""

    def build(check_in: date | None = None, nights: int = 1, rooms_booked: int = 1, guest="new",
              guests: int = 2) -> Booking:
        guest = make.guest() if guest == "new" else guest
        check_in = check_in or local_today()
        subtotal = Decimal("2500.00") * nights * rooms_booked
        service = subtotal / 10
        vat = ((subtotal + service) * Decimal("0.15")).quantize(Decimal("0.01"))
        booking = make.booking(
            guest=guest, room_type=room_type, check_in=check_in,
            check_out=check_in + timedelta(days=nights), nights=nights, rooms=rooms_booked,
            guests=guests, subtotal=subtotal, service_charge=service, vat=vat,
            total=subtotal + service + vat, status="pending_payment",
            hold_expires_at=utcnow() + timedelta(minutes=15))
        tx_ref = paid_sandbox_payment(client, auth, booking, guest)
        assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"
        db.session.rollback()
        return db.session.get(Booking, booking.id)

    return build


def register_guest(**changes) -> dict:
    return {"full_name": "Abebe Kebede", "nationality": "ET", "document_type": "national_id",
            "document_number": "FAYDA-1234-5678", **changes}


def check_in_body(*room_ids, guests=None) -> dict:
    return {"room_ids": list(room_ids), "guests": guests or [register_guest()]}


@pytest.fixture
def book_paid(client, auth, make, hotel, room_type, rooms):
    """`book_paid(guest, check_in=days(10), nights=2, rooms=1)`: booked through the API and
    confirmed by a sandbox payment; returns the booking id."""

    def build(guest=None, check_in=None, nights: int = 2, rooms_booked: int = 1) -> int:
        guest = guest or make.guest()
        check_in = check_in or days(10)
        created = client.post(f"{BASE}/bookings", headers=auth.guest(guest), json=stay_body(
            hotel, room_type, check_in=check_in, check_out=check_in + timedelta(days=nights),
            rooms=rooms_booked))
        assert created.status_code == 201, created.json
        booking_id = created.json["data"]["booking_id"]
        tx_ref = paid_sandbox_payment(client, auth, SimpleNamespace(id=booking_id), guest)
        assert verify(client, tx_ref).json["data"]["booking_status"] == "confirmed"
        return booking_id

    return build
