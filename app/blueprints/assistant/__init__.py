"""Assistant blueprint at / and /v1: health, TTS, chat, learn, files (its interface: docs/api.md)."""

from flask_smorest.utils import prepare_response

from app.blueprints.assistant.routing import refuse_undeclared_methods
from app.blueprints.assistant.validation import AssistantParser
from app.blueprints.base import NamedOperationsBlueprint
from app.schemas.assistant import ErrorDetailSchema, HTTPValidationErrorSchema


class AssistantBlueprint(NamedOperationsBlueprint):
    """FastAPI's body semantics and pydantic-shaped 422s (validation.py), documented as such:
    the OpenAPI document shows `{"detail": [...]}` for 422 and `{"detail": ...}` for other
    errors instead of the booking API's envelope."""

    ARGUMENTS_PARSER = AssistantParser()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._prepare_doc_cbks.append(self._fastapi_error_doc)

    @staticmethod
    def _fastapi_error_doc(doc, doc_info, *, api, spec, **kwargs):
        responses = doc.get("responses", {})
        for status in list(responses):
            if str(status) == "422":
                response = {"description": "Validation error", "schema": HTTPValidationErrorSchema}
            elif status == "default":
                response = {"description": "Error", "schema": ErrorDetailSchema}
            else:
                continue
            prepare_response(response, spec, "application/json")
            responses[status] = response
        return doc


    def error(self, status: int, description: str):
        """Document an error status in FastAPI's `{"detail": ...}` (app/openapi.py adds its example)."""
        return self.alt_response(status, schema=ErrorDetailSchema, description=description)


blp = AssistantBlueprint("assistant", __name__, description="Multilingual assistant for guests")
blp.before_request(refuse_undeclared_methods)

from app.blueprints.assistant import routes  # noqa: E402,F401
