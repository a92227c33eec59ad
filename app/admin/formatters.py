"""How the admin lists and detail pages show values: status badges, money, local times."""

from __future__ import annotations

from datetime import UTC, datetime

from flask_admin.contrib.sqla.typefmt import DEFAULT_FORMATTERS
from markupsafe import Markup

from app.models import BookingStatus, GuestStatus, HotelStatus, OutboxStatus, PaymentStatus, ReviewStatus
from app.services.booking.stays import hotel_timezone

BADGES = {
    HotelStatus.PENDING_VERIFICATION: "warning", HotelStatus.VERIFIED: "info",
    HotelStatus.ACTIVE: "success", HotelStatus.INACTIVE: "secondary",
    ReviewStatus.PENDING: "warning", ReviewStatus.APPROVED: "success",
    ReviewStatus.REJECTED: "secondary",
    GuestStatus.ACTIVE: "success", GuestStatus.SUSPENDED: "warning",
    GuestStatus.DEACTIVATED: "secondary",
    BookingStatus.PENDING_PAYMENT: "warning", BookingStatus.CONFIRMED: "success",
    BookingStatus.CHECKED_IN: "info", BookingStatus.COMPLETED: "primary",
    BookingStatus.EXPIRED: "secondary", BookingStatus.CANCELLED: "secondary",
    BookingStatus.NO_SHOW: "danger",
    PaymentStatus.SUCCESS: "success", PaymentStatus.FAILED: "danger",
    PaymentStatus.REFUND_PENDING: "warning", PaymentStatus.REFUNDED: "secondary",
    PaymentStatus.REFUND_FAILED: "danger",
    PaymentStatus.FLAGGED: "danger",
    OutboxStatus.SENT: "success", OutboxStatus.SENDING: "info", OutboxStatus.DEAD: "danger",
}


def _label(value: str) -> str:
    return HotelStatus.LABELS.get(value) or value.replace("_", " ").capitalize()


def status_badge(view, context, model, name):
    value = getattr(model, name)
    return Markup('<span class="badge badge-{}">{}</span>').format(
        BADGES.get(value, "light"), _label(value)
    )


def status_options(values) -> list[tuple[str, str]]:
    """(value, label) pairs of a status filter."""
    return [(value, _label(value)) for value in values]


def etb(view, context, model, name):
    value = getattr(model, name)
    return "" if value is None else f"{value:,.2f} {getattr(model, 'currency', 'ETB')}"


def local_time(view, value, name=None):
    """Stored timestamps are naive UTC; the panel shows them in Addis Ababa time."""
    local = value.replace(tzinfo=UTC).astimezone(hotel_timezone())
    return local.strftime("%Y-%m-%d %H:%M")


TYPE_FORMATTERS = {**DEFAULT_FORMATTERS, datetime: local_time}


def truncated(length: int):
    def formatter(view, context, model, name):
        text = getattr(model, name) or ""
        return text if len(text) <= length else text[: length - 1] + "…"
    return formatter


def hotel_name(missing: str = ""):
    return lambda view, context, model, name: model.hotel.name if model.hotel else missing
