"""GET /reviews and POST /reviews/{id}/reply: a hotel reads and answers its own reviews."""

from __future__ import annotations

from datetime import timedelta

from app.models.base import utcnow
from tests.staff.conftest import STAFF


def test_reply_sets_reply_and_replied_at_and_shows_in_the_public_list(client, db, make, hotel, as_admin):
    review = make.review(hotel=hotel, status="approved")
    response = client.post(
        f"{STAFF}/reviews/{review.id}/reply", json={"reply": "  Thank you!  "}, headers=as_admin
    )
    assert response.status_code == 200
    data = response.json["data"]
    assert data["review_id"] == review.id
    assert data["reply"] == "Thank you!"
    assert len(data["replied_at"]) == 19
    db.session.expire_all()
    assert review.reply == "Thank you!" and review.replied_at is not None

    listed = client.get(f"/api/v1/mobile/hotels/{hotel.id}/reviews").json["data"]["reviews"][0]
    assert (listed["reply"], listed["replied_at"]) == ("Thank you!", data["replied_at"])


def test_second_reply_replaces_the_first(client, make, hotel, as_admin):
    review = make.review(hotel=hotel)
    client.post(f"{STAFF}/reviews/{review.id}/reply", json={"reply": "First"}, headers=as_admin)
    response = client.post(f"{STAFF}/reviews/{review.id}/reply", json={"reply": "Second"}, headers=as_admin)
    assert response.json["data"]["reply"] == "Second"


def test_review_of_another_hotel_is_404_and_unchanged(client, db, make, hotel, as_other_admin):
    review = make.review(hotel=hotel)
    response = client.post(
        f"{STAFF}/reviews/{review.id}/reply", json={"reply": "Not ours"}, headers=as_other_admin
    )
    assert response.status_code == 404
    assert (
        client.post(f"{STAFF}/reviews/999999/reply", json={"reply": "x"}, headers=as_other_admin).status_code
        == 404
    )
    db.session.expire_all()
    assert review.reply is None and review.replied_at is None


def test_reply_body_is_validated(client, make, hotel, as_admin):
    review = make.review(hotel=hotel)
    for body, field in (
        ({}, "reply"),
        ({"reply": "   "}, "reply"),
        ({"reply": "x" * 2001}, "reply"),
        ({"reply": "ok", "replied_at": "2026-01-01 00:00:00"}, "replied_at"),
    ):
        response = client.post(f"{STAFF}/reviews/{review.id}/reply", json=body, headers=as_admin)
        assert response.status_code == 422, body
        assert field in response.json["errors"]


def test_staff_list_shows_every_status_of_own_hotel_newest_first(client, make, hotel, other_hotel, as_admin):
    now = utcnow()
    old = make.review(hotel=hotel, status="approved", created_at=now - timedelta(days=3))
    pending = make.review(hotel=hotel, status="pending", created_at=now - timedelta(days=1))
    rejected = make.review(hotel=hotel, status="rejected", created_at=now - timedelta(days=2))
    make.review(hotel=other_hotel)

    data = client.get(f"{STAFF}/reviews", headers=as_admin).json["data"]
    assert [(r["review_id"], r["status"]) for r in data["reviews"]] == [
        (pending.id, "pending"),
        (rejected.id, "rejected"),
        (old.id, "approved"),
    ]
    assert (data["total"], data["page"], data["limit"], data["total_pages"]) == (3, 1, 20, 1)

    only_pending = client.get(f"{STAFF}/reviews?status=pending", headers=as_admin).json["data"]
    assert [r["review_id"] for r in only_pending["reviews"]] == [pending.id]
    second_page = client.get(f"{STAFF}/reviews?limit=2&page=2", headers=as_admin).json["data"]
    assert [r["review_id"] for r in second_page["reviews"]] == [old.id]


def test_staff_list_filters_are_validated(client, as_admin):
    for query, field in (("?status=hidden", "status"), ("?limit=51", "limit")):
        response = client.get(f"{STAFF}/reviews{query}", headers=as_admin)
        assert response.status_code == 422
        assert field in response.json["errors"]
