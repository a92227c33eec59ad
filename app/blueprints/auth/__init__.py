"""Auth blueprint: registration, email verification, unified login, profile (routes.py), and
the guest's self-service: profile edits, passwords, sign-out, deletion (account.py).

Mounted at /api/v1/auth and /api/v1/mobile/auth (see BLUEPRINTS in app/__init__.py).
"""

from app.blueprints.base import ApiBlueprint

blp = ApiBlueprint("auth", __name__, description="Guest registration and unified login")

from app.blueprints.auth import account, routes  # noqa: E402,F401 - attach the views to blp
