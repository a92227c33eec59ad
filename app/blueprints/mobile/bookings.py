"""Views of /api/v1/mobile (bookings)."""

from app.blueprints.mobile import blp  # noqa: F401
