"""GET /bookings: the staff hotel's bookings by stay dates and status."""

from __future__ import annotations

from datetime import date

import pytest

from tests.staff.conftest import STAFF


@pytest.fixture
def stays(make, hotel, other_hotel):
    """Bookings of the hotel (by confirmation code) plus one of another hotel on the same dates."""
    room_type = make.room_type(hotel=hotel, name="Standard")

    def book(code, check_in, check_out, status="confirmed", rt=room_type):
        return make.booking(
            room_type=rt,
            confirmation_code=code,
            check_in=date.fromisoformat(check_in),
            check_out=date.fromisoformat(check_out),
            status=status,
        )

    book("MARCH01", "2027-03-01", "2027-03-03")
    book("MARCH03", "2027-03-03", "2027-03-05", status="cancelled")
    book("MARCH04", "2027-03-04", "2027-03-06")
    book("MARCH10", "2027-03-10", "2027-03-11", status="pending_payment")
    book("OTHERHTL", "2027-03-01", "2027-03-11", rt=make.room_type(hotel=other_hotel))


def codes(client, headers, query: str = "") -> list[str]:
    response = client.get(f"{STAFF}/bookings{query}", headers=headers)
    assert response.status_code == 200, response.json
    return [b["confirmation_code"] for b in response.json["data"]["bookings"]]


def test_lists_own_bookings_by_check_in(client, stays, as_admin):
    assert codes(client, as_admin) == ["MARCH01", "MARCH03", "MARCH04", "MARCH10"]


def test_another_hotels_admin_sees_only_their_bookings(client, stays, as_other_admin):
    assert codes(client, as_other_admin) == ["OTHERHTL"]


def test_date_range_keeps_stays_with_a_night_in_it(client, stays, as_admin):
    # MARCH01 occupies the nights of 1 and 2 March; it checks out on the 3rd.
    assert codes(client, as_admin, "?from=2027-03-03&to=2027-03-04") == ["MARCH03", "MARCH04"]
    assert codes(client, as_admin, "?from=2027-03-02&to=2027-03-02") == ["MARCH01"]
    assert codes(client, as_admin, "?from=2027-03-06") == ["MARCH10"]
    assert codes(client, as_admin, "?to=2027-03-01") == ["MARCH01"]


def test_status_filter(client, stays, as_admin):
    assert codes(client, as_admin, "?status=confirmed") == ["MARCH01", "MARCH04"]
    assert codes(client, as_admin, "?status=cancelled&from=2027-03-01&to=2027-03-31") == ["MARCH03"]


def test_pages(client, stays, as_admin):
    response = client.get(f"{STAFF}/bookings?limit=3&page=2", headers=as_admin)
    data = response.json["data"]
    assert (data["page"], data["limit"], data["total"], data["total_pages"]) == (2, 3, 4, 2)
    assert [b["confirmation_code"] for b in data["bookings"]] == ["MARCH10"]


def test_booking_record_shape(client, make, hotel, as_admin):
    guest = make.guest(first_name="Abebe", last_name="Kebede")
    make.booking(
        room_type=make.room_type(hotel=hotel, name="Suite"), guest=guest, special_requests="Late arrival"
    )
    booking = client.get(f"{STAFF}/bookings", headers=as_admin).json["data"]["bookings"][0]
    assert set(booking) == {
        "booking_id",
        "confirmation_code",
        "status",
        "room_type_id",
        "room_type_name",
        "check_in",
        "check_out",
        "nights",
        "rooms",
        "guests",
        "guest",
        "total",
        "currency",
        "special_requests",
        "created_at",
    }
    assert booking["guest"] == {
        "first_name": "Abebe",
        "last_name": "Kebede",
        "email": guest.email,
        "phone": guest.phone,
    }
    assert (booking["room_type_name"], booking["total"], booking["currency"]) == ("Suite", 3162.5, "ETB")
    assert booking["special_requests"] == "Late arrival"


@pytest.mark.parametrize(
    "query, field",
    [
        ("?status=paid", "status"),
        ("?from=2027-13-01", "from"),
        ("?from=2027-03-05&to=2027-03-01", "to"),
        ("?limit=51", "limit"),
        ("?page=0", "page"),
    ],
)
def test_invalid_filters_are_422(client, as_admin, query, field):
    response = client.get(f"{STAFF}/bookings{query}", headers=as_admin)
    assert response.status_code == 422
    assert field in response.json["errors"]
