"""Staff blueprint at /api/v1/staff: hotel admins run their own hotel (profile, rooms, room types,
bookings, review replies)."""

from app.blueprints.base import ApiBlueprint

blp = ApiBlueprint(
    "staff", __name__, description="Hotel admins: hotel profile, rooms, room types, bookings, reviews"
)

from app.blueprints.staff import routes  # noqa: E402,F401
