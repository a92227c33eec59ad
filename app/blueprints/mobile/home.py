"""Views of /api/v1/mobile/home."""

from app.blueprints.mobile import blp  # noqa: F401
