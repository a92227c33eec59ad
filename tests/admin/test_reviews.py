"""Review moderation: the pending queue comes first; approved reviews show in the guest API."""

from __future__ import annotations

from datetime import datetime, timedelta

from app.models import ReviewStatus
from tests.admin.conftest import page, post_action, reload

PENDING, APPROVED, REJECTED = ReviewStatus.PENDING, ReviewStatus.APPROVED, ReviewStatus.REJECTED


def api_review_ids(client, hotel_id: int) -> list[int]:
    response = client.get(f"/api/v1/mobile/hotels/{hotel_id}/reviews")
    assert response.status_code == 200
    return [review["review_id"] for review in response.get_json()["data"]["reviews"]]


def test_pending_queue_comes_first_oldest_first(admin_client, make):
    hotel = make.hotel()
    now = datetime(2026, 11, 1, 12, 0)
    make.review(hotel=hotel, title="Approved long ago", created_at=now - timedelta(days=9))
    make.review(hotel=hotel, title="Newer pending", status=PENDING, created_at=now)
    make.review(hotel=hotel, title="Older pending", status=PENDING, created_at=now - timedelta(days=1))
    make.review(hotel=hotel, title="Rejected", status=REJECTED, created_at=now - timedelta(days=20))
    html = page(admin_client, "/admin/review/")
    order = sorted(["Approved long ago", "Newer pending", "Older pending", "Rejected"], key=html.index)
    assert order[:2] == ["Older pending", "Newer pending"]


def test_approving_a_review_publishes_it_at_once(admin_client, client, make):
    hotel = make.hotel()
    review = make.review(hotel=hotel, status=PENDING, title="Lovely view")
    assert review.id not in api_review_ids(client, hotel.id)

    response = post_action(admin_client, "review", "approve", [review.id])
    assert response.status_code == 302
    assert reload(review).status == APPROVED
    assert review.moderated_at is not None
    assert review.id in api_review_ids(client, hotel.id)


def test_rejecting_many_reviews_at_once_hides_them(admin_client, client, make):
    hotel = make.hotel()
    a, b = make.review(hotel=hotel), make.review(hotel=hotel, status=PENDING)
    keep = make.review(hotel=hotel)
    post_action(admin_client, "review", "reject", [a.id, b.id])
    assert "2 reviews rejected." in page(admin_client, "/admin/review/")
    assert [reload(r).status for r in (a, b, keep)] == [REJECTED, REJECTED, APPROVED]
    assert api_review_ids(client, hotel.id) == [keep.id]


def test_bulk_approve(admin_client, make):
    reviews = [make.review(status=PENDING) for _ in range(3)]
    post_action(admin_client, "review", "approve", [r.id for r in reviews])
    assert {reload(r).status for r in reviews} == {APPROVED}


def test_row_buttons_offer_what_makes_sense_for_each_state(admin_client, make):
    make.review(status=PENDING)
    make.review(status=APPROVED)
    html = page(admin_client, "/admin/review/")
    # Pending: approve and reject; approved: reject only.
    assert html.count('data-action="approve"') == 1
    assert html.count('data-action="reject"') == 2


def test_moderation_without_csrf_token_is_refused(admin_client, make):
    review = make.review(status=PENDING)
    response = admin_client.post("/admin/review/action/",
                                 data={"action": "approve", "rowid": [str(review.id)]})
    assert response.status_code == 400
    assert reload(review).status == PENDING


def test_reviews_cannot_be_created_edited_or_deleted_from_the_panel(admin_client, make):
    review = make.review(status=PENDING)
    assert admin_client.get("/admin/review/new/").status_code == 302
    assert admin_client.get(f"/admin/review/edit/?id={review.id}").status_code == 302
    assert reload(review) is not None


def test_filter_by_status(admin_client, make):
    make.review(status=PENDING, title="Waiting one")
    make.review(status=APPROVED, title="Published one")
    html = page(admin_client, f"/admin/review/?flt0_0={APPROVED}")
    assert "Published one" in html and "Waiting one" not in html

