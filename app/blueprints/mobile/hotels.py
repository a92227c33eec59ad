"""Views of /api/v1/mobile (hotels)."""

from app.blueprints.mobile import blp  # noqa: F401
