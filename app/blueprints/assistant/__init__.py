"""Assistant blueprint at / and /v1: health, TTS, chat, learn, files (spec/assistant-service.md)."""

from flask_smorest import Blueprint

blp = Blueprint("assistant", __name__, description="Multilingual assistant for guests")

from app.blueprints.assistant import routes  # noqa: E402,F401
