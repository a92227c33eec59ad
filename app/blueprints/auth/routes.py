"""Views of /auth: register, verify-email, resend-verification, login, me."""

from app.blueprints.auth import blp  # noqa: F401
