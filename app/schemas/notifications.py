"""Notification resources (spec §2 Notification) and the read results of §4."""

from __future__ import annotations

from marshmallow import Schema, fields

from app.schemas.common import PaginationQueryArgsSchema, SpecTimestamp, WholeNumber


class NotificationSchema(Schema):
    notification_id = WholeNumber(attribute="id", required=True)
    type = fields.String(required=True, metadata={"example": "booking_confirmed"})
    title = fields.String(required=True, metadata={"example": "Booking confirmed"})
    message = fields.String(required=True)
    data = fields.Dict(
        required=True,
        metadata={
            "description": "For booking_confirmed: booking_id (integer), confirmation_code (string).",
            "example": {"booking_id": 42, "confirmation_code": "K7M2QX9P"},
        },
    )
    is_read = fields.Boolean(required=True)
    read_at = SpecTimestamp(allow_none=True, required=True)
    created_at = SpecTimestamp(required=True)


class NotificationQueryArgsSchema(PaginationQueryArgsSchema):
    """`page` (from 1) and `limit` (default 20, at most 50)."""


class NotificationListSchema(Schema):
    """Dumps services.notifications.NotificationPage."""

    count = WholeNumber(
        attribute="total", required=True,
        metadata={"description": "Total notifications of the guest (all pages)."},
    )
    unread = WholeNumber(
        required=True, metadata={"description": "Unread notifications of the guest (all pages)."}
    )
    page = WholeNumber(required=True)
    limit = WholeNumber(required=True)
    total_pages = WholeNumber(required=True)
    items = fields.List(
        fields.Nested(NotificationSchema),
        required=True,
        metadata={"description": "This page of notifications, newest first."},
    )


class NotificationReadSchema(Schema):
    """Dumps services.notifications.ReadResult."""

    notification_id = WholeNumber(attribute="notification.id", required=True)
    is_read = fields.Boolean(attribute="notification.is_read", required=True,
                             metadata={"example": True})
    read_at = SpecTimestamp(attribute="notification.read_at", required=True)
    affected = WholeNumber(
        required=True,
        metadata={"description": "1 if this call marked it read, 0 if it was already read."},
    )


class MarkAllReadSchema(Schema):
    affected = WholeNumber(
        required=True, metadata={"description": "How many notifications this call marked read."}
    )
    unread = WholeNumber(required=True, metadata={"example": 0})
