"""Views of /api/v1/mobile (reviews)."""

from app.blueprints.mobile import blp  # noqa: F401
