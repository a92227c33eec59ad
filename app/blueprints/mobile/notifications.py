"""Views of /api/v1/mobile (notifications)."""

from app.blueprints.mobile import blp  # noqa: F401
