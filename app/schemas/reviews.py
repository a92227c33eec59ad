"""Schemas of hotel reviews: the public list, the review record and the creation body."""

from __future__ import annotations

from marshmallow import RAISE, Schema, fields, validate

from app.models import ReviewStatus
from app.schemas.common import (
    DB_ID,
    PaginationQueryArgsSchema,
    PaginationSchema,
    SpecTimestamp,
    TrimmedString,
    WholeNumber,
)


class ReviewerSchema(Schema):
    """Who wrote the review, shown without the full last name."""

    first_name = fields.String(required=True, metadata={"example": "Tigist"})
    last_initial = fields.String(required=True, metadata={"example": "H."})
    display_name = fields.String(required=True, metadata={"example": "Tigist H."})


def reviewer_of(review) -> dict:
    first = (review.guest.first_name or "").strip()
    last = (review.guest.last_name or "").strip()
    initial = f"{last[0].upper()}." if last else ""
    return {
        "first_name": first,
        "last_initial": initial,
        "display_name": f"{first} {initial}".strip(),
    }


class ReviewerField(fields.Nested):
    """The reviewer sub-object, computed from the review's guest (documented as ReviewerSchema)."""

    def get_value(self, obj, attr, accessor=None, default=None):
        return reviewer_of(obj)


class ReviewSchema(Schema):
    review_id = WholeNumber(attribute="id", required=True)
    rating = WholeNumber(required=True, metadata={"minimum": 1, "maximum": 5})
    title = fields.String(required=True)
    comment = fields.String(required=True)
    is_verified_purchase = fields.Boolean(
        required=True, metadata={"description": "True when the review is tied to the reviewer's stay."}
    )
    status = fields.String(required=True, metadata={"enum": [ReviewStatus.PENDING, ReviewStatus.APPROVED]})
    reply = fields.String(allow_none=True, required=True, metadata={"description": "The hotel's reply."})
    replied_at = SpecTimestamp(allow_none=True, required=True)
    created_at = SpecTimestamp(required=True)
    reviewer = ReviewerField(ReviewerSchema, required=True)


class ReviewListSchema(Schema):
    hotel_id = WholeNumber(required=True)
    total = WholeNumber(required=True)
    page = WholeNumber(required=True)
    limit = WholeNumber(required=True)
    total_pages = WholeNumber(required=True)
    average_rating = fields.Float(required=True, metadata={"example": 4.3})
    rating_distribution = fields.Dict(
        keys=fields.String(),
        values=WholeNumber(),
        required=True,
        metadata={
            "description": "Approved reviews per star rating; keys 5 to 1, zeros included.",
            "example": {"5": 3, "4": 1, "3": 0, "2": 0, "1": 0},
        },
    )
    reviews = fields.List(fields.Nested(ReviewSchema), attribute="items", required=True)


class ReviewQueryArgsSchema(PaginationQueryArgsSchema):
    """`page` (default 1) and `limit` (default 20, at most 50)."""


class ReviewCreateSchema(Schema):
    class Meta:
        unknown = RAISE

    rating = WholeNumber(strict=True, required=True, validate=validate.Range(min=1, max=5))
    title = TrimmedString(required=True, validate=validate.Length(min=1, max=200))
    comment = TrimmedString(required=True, multiline=True, validate=validate.Length(min=1, max=5000))
    booking_id = WholeNumber(
        strict=True,
        validate=DB_ID,
        allow_none=True,
        metadata={
            "description": "Your own booking at this hotel whose stay is completed (checked "
            "out); makes the "
            "review a verified purchase. One review per booking."
        },
    )


class HotelReviewQueryArgsSchema(PaginationQueryArgsSchema):
    """Staff view of the hotel's reviews: optional moderation `status`, `page`, `limit` (max 50)."""

    status = fields.String(validate=validate.OneOf(ReviewStatus.ALL))


class HotelReviewPageSchema(PaginationSchema):
    reviews = fields.List(fields.Nested(ReviewSchema), attribute="items", required=True)
