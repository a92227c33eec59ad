"""POST /api/v1/mobile/hotels/{id}/reviews: guests write reviews, created `pending`."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from app.models import HotelStatus, Review
from app.services.booking.stays import local_today
from app.services.content import reviews as review_service

BODY = {"rating": 5, "title": "Wonderful stay", "comment": "The staff made us feel at home."}


def reviews_url(hotel_id: int) -> str:
    return f"/api/v1/mobile/hotels/{hotel_id}/reviews"


def count_reviews(db) -> int:
    return db.session.scalar(select(func.count()).select_from(Review))


@pytest.fixture
def hotel(make):
    return make.hotel()


@pytest.fixture
def guest(make):
    return make.guest(first_name="Tigist", last_name="Haile")


@pytest.fixture
def as_guest(auth, guest):
    return auth.guest(guest)


@pytest.fixture
def stay(make, hotel, guest):
    """A completed stay of `guest` at `hotel`."""
    today = local_today()
    return make.booking(
        room_type=make.room_type(hotel=hotel),
        guest=guest,
        status="completed",
        check_in=today - timedelta(days=3),
        check_out=today - timedelta(days=1),
    )


def test_created_pending_and_hidden_until_approved(client, db, hotel, as_guest):
    response = client.post(reviews_url(hotel.id), json=BODY, headers=as_guest)
    assert response.status_code == 201
    data = response.json["data"]
    assert data["status"] == "pending"
    assert data["is_verified_purchase"] is False
    assert (data["rating"], data["title"], data["comment"]) == (5, BODY["title"], BODY["comment"])
    assert data["reviewer"] == {"first_name": "Tigist", "last_initial": "H.", "display_name": "Tigist H."}
    assert data["reply"] is None and data["replied_at"] is None

    listed = client.get(reviews_url(hotel.id)).json["data"]
    assert (listed["total"], listed["reviews"]) == (0, [])

    review = db.session.get(Review, data["review_id"])
    review.status = "approved"
    db.session.commit()
    listed = client.get(reviews_url(hotel.id)).json["data"]
    assert [r["review_id"] for r in listed["reviews"]] == [data["review_id"]]
    assert listed["average_rating"] == 5.0


def test_review_of_own_stay_is_a_verified_purchase_once(client, db, hotel, stay, as_guest):
    first = client.post(reviews_url(hotel.id), json={**BODY, "booking_id": stay.id}, headers=as_guest)
    assert first.status_code == 201
    assert first.json["data"]["is_verified_purchase"] is True

    again = client.post(reviews_url(hotel.id), json={**BODY, "booking_id": stay.id}, headers=as_guest)
    assert again.status_code == 409
    assert again.json["message"] == "This booking has already been reviewed"
    assert count_reviews(db) == 1


def test_second_review_of_a_booking_that_slips_past_the_check_is_still_409(
    client, db, make, hotel, guest, stay, as_guest, monkeypatch
):
    """Two requests for one booking can both pass the check; the unique booking_id decides."""
    make.review(hotel=hotel, guest=guest, booking=stay, status="pending")
    real_check = review_service._already_reviewed
    calls = []

    def check_that_misses_once(booking_id):
        calls.append(booking_id)
        return False if len(calls) == 1 else real_check(booking_id)

    monkeypatch.setattr(review_service, "_already_reviewed", check_that_misses_once)
    response = client.post(reviews_url(hotel.id), json={**BODY, "booking_id": stay.id}, headers=as_guest)
    assert response.status_code == 409
    assert calls == [stay.id, stay.id]
    assert count_reviews(db) == 1


def test_comment_keeps_line_breaks(client, hotel, as_guest):
    body = {**BODY, "comment": "  Room: great.\r\nFood: better.  "}
    response = client.post(reviews_url(hotel.id), json=body, headers=as_guest)
    assert response.status_code == 201
    assert response.json["data"]["comment"] == "Room: great.\r\nFood: better."


def test_booking_id_null_means_no_booking(client, hotel, as_guest):
    response = client.post(reviews_url(hotel.id), json={**BODY, "booking_id": None}, headers=as_guest)
    assert response.status_code == 201
    assert response.json["data"]["is_verified_purchase"] is False


def test_booking_of_another_guest_is_refused(client, db, make, auth, hotel, stay):
    response = client.post(
        reviews_url(hotel.id), json={**BODY, "booking_id": stay.id}, headers=auth.guest(make.guest())
    )
    assert response.status_code == 422
    assert response.json["errors"] == {"booking_id": ["Not one of your bookings at this hotel"]}
    assert count_reviews(db) == 0


def test_own_booking_at_another_hotel_is_refused(client, db, make, stay, as_guest):
    other_hotel = make.hotel()
    response = client.post(
        reviews_url(other_hotel.id), json={**BODY, "booking_id": stay.id}, headers=as_guest
    )
    assert response.status_code == 422
    assert response.json["errors"] == {"booking_id": ["Not one of your bookings at this hotel"]}
    assert count_reviews(db) == 0


def test_unknown_booking_gets_the_same_answer(client, hotel, as_guest):
    response = client.post(reviews_url(hotel.id), json={**BODY, "booking_id": 987654}, headers=as_guest)
    assert response.status_code == 422
    assert response.json["errors"] == {"booking_id": ["Not one of your bookings at this hotel"]}


@pytest.mark.parametrize(
    "status, days_from_today, accepted",
    [
        ("completed", -3, True),
        # Issue 31: a stay is reviewed once checked out, not once its dates came.
        ("checked_in", -1, False),
        ("confirmed", 0, False),  # check-in day has come, the guest has not checked out
        ("confirmed", -2, False),
        ("confirmed", 5, False),  # stay still ahead
        ("pending_payment", -1, False),
        ("cancelled", -3, False),
        ("expired", -3, False),
        ("no_show", -3, False),
    ],
)
def test_only_a_completed_stay_can_be_reviewed(
    client, db, make, hotel, guest, as_guest, status, days_from_today, accepted
):
    check_in = local_today() + timedelta(days=days_from_today)
    booking = make.booking(
        room_type=make.room_type(hotel=hotel),
        guest=guest,
        status=status,
        check_in=check_in,
        check_out=check_in + timedelta(days=2),
    )
    response = client.post(reviews_url(hotel.id), json={**BODY, "booking_id": booking.id}, headers=as_guest)
    if accepted:
        assert response.status_code == 201
        assert response.json["data"]["is_verified_purchase"] is True
    else:
        assert response.status_code == 422
        assert response.json["errors"] == {
            "booking_id": ["A booking can be reviewed once its stay is completed (checked out)"]
        }
        assert count_reviews(db) == 0


@pytest.mark.parametrize(
    "change, field",
    [
        ({"rating": 0}, "rating"),
        ({"rating": 6}, "rating"),
        ({"rating": "5"}, "rating"),
        ({"rating": 4.5}, "rating"),
        ({"rating": True}, "rating"),
        ({"rating": None}, "rating"),
        ({"title": "   "}, "title"),
        ({"title": "t" * 201}, "title"),
        ({"comment": ""}, "comment"),
        ({"comment": "c" * 5001}, "comment"),
        ({"booking_id": "12"}, "booking_id"),
        ({"booking_id": 2**63}, "booking_id"),
        ({"title": "Nul\x00"}, "title"),
        ({"status": "approved"}, "status"),
        ({"is_verified_purchase": True}, "is_verified_purchase"),
        ({"hotel_id": 3}, "hotel_id"),
    ],
    ids=str,
)
def test_invalid_bodies_are_422(client, db, hotel, as_guest, change, field):
    response = client.post(reviews_url(hotel.id), json={**BODY, **change}, headers=as_guest)
    assert response.status_code == 422
    assert field in response.json["errors"]
    assert count_reviews(db) == 0


@pytest.mark.parametrize("missing", ["rating", "title", "comment"])
def test_missing_required_field_is_422(client, db, hotel, as_guest, missing):
    body = {k: v for k, v in BODY.items() if k != missing}
    response = client.post(reviews_url(hotel.id), json=body, headers=as_guest)
    assert response.status_code == 422
    assert missing in response.json["errors"]
    assert count_reviews(db) == 0


@pytest.mark.parametrize("status", [HotelStatus.PENDING_VERIFICATION, HotelStatus.INACTIVE])
def test_not_live_hotel_is_404(client, db, make, as_guest, status):
    hotel = make.hotel(hotel_status=status)
    assert client.post(reviews_url(hotel.id), json=BODY, headers=as_guest).status_code == 404
    assert client.post(reviews_url(999999), json=BODY, headers=as_guest).status_code == 404
    assert count_reviews(db) == 0


def test_needs_a_guest_token(client, db, make, auth, hotel):
    assert client.post(reviews_url(hotel.id), json=BODY).status_code == 401
    staff = make.staff(hotel=hotel)
    assert client.post(reviews_url(hotel.id), json=BODY, headers=auth.staff(staff)).status_code == 403
    assert count_reviews(db) == 0
