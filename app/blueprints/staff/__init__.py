"""Staff blueprint at /api/v1/staff: hotel admins run their own hotel (profile, photos, rates,
calendar, rooms, room types, bookings, review replies)."""

from app.blueprints.base import ApiBlueprint

blp = ApiBlueprint(
    "staff", __name__,
    description="Hotel admins: hotel profile, photos, rooms, room types, bookings, reviews, holidays",
)

from app.blueprints.staff import calendar, images, rates, routes  # noqa: E402,F401
