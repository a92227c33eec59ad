"""The OpenAPI docs UI at /api/docs, served from the bundled Swagger UI (no CDN)."""

from flask import Flask
from flask_swagger_ui import get_swaggerui_blueprint


def register_docs(app: Flask) -> None:
    docs = get_swaggerui_blueprint(
        "/api/docs", "/api/openapi.json", config={"app_name": "Marefiya API"}, blueprint_name="docs"
    )
    app.register_blueprint(docs, url_prefix="/api/docs")
