"""Assistant blueprint at / and /v1: health, TTS, chat, learn, files (spec/assistant-service.md)."""

from flask_smorest import Blueprint

from app.blueprints.assistant.validation import AssistantParser

blp = Blueprint("assistant", __name__, description="Multilingual assistant for guests")
# FastAPI's body semantics and pydantic-shaped 422s (validation.py).
blp.ARGUMENTS_PARSER = AssistantParser()

from app.blueprints.assistant import routes  # noqa: E402,F401
