"""GET /api/v1/mobile/hotels/{id}/reviews: public, approved reviews only, newest first."""

from __future__ import annotations

from datetime import timedelta

import pytest

from app.models import HotelStatus
from app.models.base import utcnow

REVIEW_FIELDS = {
    "review_id",
    "rating",
    "title",
    "comment",
    "is_verified_purchase",
    "status",
    "reply",
    "replied_at",
    "created_at",
    "reviewer",
}
LIST_FIELDS = {
    "hotel_id",
    "total",
    "page",
    "limit",
    "total_pages",
    "average_rating",
    "rating_distribution",
    "reviews",
}


def reviews_url(hotel_id: int, query: str = "") -> str:
    return f"/api/v1/mobile/hotels/{hotel_id}/reviews{query}"


def test_hotel_without_reviews_has_zero_summary(client, make):
    hotel = make.hotel()
    response = client.get(reviews_url(hotel.id))
    assert response.status_code == 200
    assert response.json["data"] == {
        "hotel_id": hotel.id,
        "total": 0,
        "page": 1,
        "limit": 20,
        "total_pages": 0,
        "average_rating": 0.0,
        "rating_distribution": {"5": 0, "4": 0, "3": 0, "2": 0, "1": 0},
        "reviews": [],
    }
    assert list(response.json["data"]["rating_distribution"]) == ["5", "4", "3", "2", "1"]


def test_only_approved_reviews_are_listed_and_counted(client, make):
    hotel = make.hotel()
    approved = make.review(hotel=hotel, status="approved", rating=5)
    make.review(hotel=hotel, status="pending", rating=1)
    make.review(hotel=hotel, status="rejected", rating=1)
    make.review(status="approved", rating=2)  # another hotel
    data = client.get(reviews_url(hotel.id)).json["data"]
    assert [r["review_id"] for r in data["reviews"]] == [approved.id]
    assert (data["total"], data["average_rating"]) == (1, 5.0)
    assert data["rating_distribution"] == {"5": 1, "4": 0, "3": 0, "2": 0, "1": 0}


def test_average_and_distribution_over_several_reviews(client, make):
    hotel = make.hotel()
    for rating in (5, 5, 4, 3, 1, 4, 4):
        make.review(hotel=hotel, rating=rating)
    make.review(hotel=hotel, rating=1, status="pending")
    data = client.get(reviews_url(hotel.id)).json["data"]
    assert data["total"] == 7
    assert data["average_rating"] == 3.7  # 26 / 7 = 3.714…, one decimal
    assert isinstance(data["average_rating"], float)
    assert data["rating_distribution"] == {"5": 2, "4": 3, "3": 1, "2": 0, "1": 1}


def test_review_object_is_exactly_the_spec_with_reviewer_initials(client, make):
    hotel = make.hotel()
    guest = make.guest(first_name="Tigist", last_name="haile")
    review = make.review(hotel=hotel, guest=guest, rating=4, title="Lovely", comment="Great coffee ceremony.")
    data = client.get(reviews_url(hotel.id)).json["data"]
    assert set(data) == LIST_FIELDS
    item = data["reviews"][0]
    assert set(item) == REVIEW_FIELDS
    assert item["reviewer"] == {"first_name": "Tigist", "last_initial": "H.", "display_name": "Tigist H."}
    assert (item["review_id"], item["rating"], item["title"], item["comment"]) == (
        review.id,
        4,
        "Lovely",
        "Great coffee ceremony.",
    )
    assert item["is_verified_purchase"] is False
    assert item["status"] == "approved"
    assert item["reply"] is None and item["replied_at"] is None
    assert item["created_at"] == review.created_at.strftime("%Y-%m-%d %H:%M:%S")


def test_verified_purchase_flag_follows_the_booking(client, make):
    hotel = make.hotel()
    booking = make.booking(room_type=make.room_type(hotel=hotel), status="completed")
    make.review(hotel=hotel, guest=booking.guest, booking=booking)
    assert client.get(reviews_url(hotel.id)).json["data"]["reviews"][0]["is_verified_purchase"] is True


def test_newest_first_and_pages(client, make):
    hotel = make.hotel()
    now = utcnow()
    ids = [make.review(hotel=hotel, created_at=now - timedelta(days=days)).id for days in (3, 1, 2, 5, 4)]
    newest_first = [ids[1], ids[2], ids[0], ids[4], ids[3]]
    first = client.get(reviews_url(hotel.id, "?limit=2")).json["data"]
    assert [r["review_id"] for r in first["reviews"]] == newest_first[:2]
    assert (first["page"], first["limit"], first["total"], first["total_pages"]) == (1, 2, 5, 3)
    last = client.get(reviews_url(hotel.id, "?limit=2&page=3")).json["data"]
    assert [r["review_id"] for r in last["reviews"]] == newest_first[4:]
    beyond = client.get(reviews_url(hotel.id, "?limit=2&page=4")).json["data"]
    assert beyond["reviews"] == [] and beyond["total"] == 5


@pytest.mark.parametrize(
    "query, field",
    [("?limit=51", "limit"), ("?limit=0", "limit"), ("?page=0", "page"), ("?limit=ten", "limit")],
)
def test_bad_paging_is_422(client, make, query, field):
    response = client.get(reviews_url(make.hotel().id, query))
    assert response.status_code == 422
    assert field in response.json["errors"]


def test_limit_50_is_allowed(client, make):
    assert client.get(reviews_url(make.hotel().id, "?limit=50")).json["data"]["limit"] == 50


@pytest.mark.parametrize("status", [HotelStatus.PENDING_VERIFICATION, HotelStatus.INACTIVE])
def test_not_live_hotel_is_404(client, make, status):
    hotel = make.hotel(hotel_status=status)
    make.review(hotel=hotel)
    response = client.get(reviews_url(hotel.id))
    assert response.status_code == 404
    assert response.json["data"] is None


def test_unknown_hotel_is_404(client):
    assert client.get(reviews_url(424242)).status_code == 404


def test_list_is_public_and_ignores_tokens(client, make, auth):
    hotel = make.hotel()
    make.review(hotel=hotel)
    assert client.get(reviews_url(hotel.id)).status_code == 200
    assert client.get(reviews_url(hotel.id), headers=auth.guest(make.guest())).status_code == 200
