"""The super-admin panel (Flask-Admin) at /admin. `init_admin` builds a new Admin per app."""

from flask import Flask


def init_admin(app: Flask) -> None:
    """Placeholder until the admin panel lands (issue 7): no views are mounted yet."""
