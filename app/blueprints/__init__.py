"""The four blueprints: auth, mobile, staff, assistant (see BLUEPRINTS in app/__init__.py)."""
