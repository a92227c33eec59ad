"""Views of /api/v1/mobile (reviews): GET and POST /hotels/{id}/reviews."""

from flask import current_app

from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.extensions import limiter
from app.i18n import _
from app.schemas.reviews import (
    ReviewCreateSchema,
    ReviewListSchema,
    ReviewQueryArgsSchema,
    ReviewSchema,
)
from app.security import current_guest
from app.services.content import reviews as review_service


def _review_limit() -> str:
    return current_app.config["REVIEW_LIMIT"]


def _guest_key() -> str:
    # Per guest, not per address: guests behind one NAT must not share a budget.
    return f"guest:{current_guest().id}"


@blp.route("/hotels/<int:hotel_id>/reviews", methods=["GET"], operation_id="listHotelReviews")
@blp.arguments(ReviewQueryArgsSchema, location="query")
@blp.response(200, enveloped(ReviewListSchema))
@blp.error(404, "Unknown hotel, or not live")
def list_hotel_reviews(args, hotel_id):
    """Approved reviews of a hotel, newest first, with average rating and distribution.

    Public. `page` defaults to 1, `limit` to 20 (at most 50; more answers 422). `total` counts all
    approved reviews; `rating_distribution` has keys "5" to "1", zero counts included.
    """
    return ok(review_service.list_approved_reviews(hotel_id, page=args["page"], limit=args["limit"]))


@blp.route("/hotels/<int:hotel_id>/reviews", methods=["POST"], operation_id="createHotelReview")
@blp.guest_required
@limiter.limit(_review_limit, key_func=_guest_key)
@blp.arguments(ReviewCreateSchema)
@blp.response(201, enveloped(ReviewSchema))
@blp.error(404, "Unknown hotel, or not live")
@blp.error(409, "This booking has already been reviewed")
@blp.error(429, "Too many reviews from this guest (REVIEW_LIMIT); see Retry-After")
def create_hotel_review(body, hotel_id):
    """Write a review of a hotel; it is created `pending` and listed once approved.

    With `booking_id` (your own booking at this hotel whose stay is completed: checked out at
    the front desk) the review is a verified purchase; any other booking (one still to come,
    under way, cancelled or a no-show) answers 422, and a booking already reviewed 409. Every
    attempt counts against the per-guest REVIEW_LIMIT.
    """
    review = review_service.create_review(current_guest().id, hotel_id, **body)
    return ok(review, _("Review submitted; it will be published after moderation"))
