"""Views of /api/v1/mobile (payments)."""

from app.blueprints.mobile import blp  # noqa: F401
