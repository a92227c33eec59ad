"""Staff blueprint at /api/v1/staff: hotel admins edit their own hotel, rooms and room types."""

from app.blueprints.base import ApiBlueprint

blp = ApiBlueprint("staff", __name__, description="Hotel admins: hotel profile, rooms, room types")

from app.blueprints.staff import routes  # noqa: E402,F401
