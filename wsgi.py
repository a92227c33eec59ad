"""WSGI entry point: `gunicorn wsgi:app` (configuration from MAREFIYA_ENV and the environment)."""

from app import create_app

app = create_app()
