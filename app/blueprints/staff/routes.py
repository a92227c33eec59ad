"""Views of /api/v1/staff."""

from app.blueprints.staff import blp  # noqa: F401
