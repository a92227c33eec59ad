"""How the OpenAPI document names and groups operations (the rules live here, MarefiyaApi applies
them as it documents each blueprint mount).

- One tag per audience (TAGS): who calls the operation, not which module serves it.
- operationIds are stated by each route (`operation_id=`, app/blueprints/base.py); a blueprint
  mounted a second time prefixes them, so that both mounts stay unique
  (`login` at /api/v1/auth/login, `mobileLogin` at /api/v1/mobile/auth/login).
"""

from __future__ import annotations

from dataclasses import dataclass

from marshmallow import Schema

from app.envelope import ErrorEnvelopeSchema

ENVELOPE = "envelope"
FASTAPI = "fastapi"

TAGS = {
    "auth": "Registration, email verification, unified login and the guest's own account. Served "
            "at /api/v1/auth and at /api/v1/mobile/auth by the same handlers; operations of the "
            "second prefix are named `mobile…`.",
    "guest": "The guest app: destinations, hotels, quotes, bookings, payments, reviews, notifications.",
    "staff": "Hotel admins: their hotel, rooms, room types, rates, calendar, photos, bookings, reviews.",
    "payment-provider": "Called by the payment provider or its checkout page, not by the app: "
                        "Chapa's webhook and the offline sandbox checkout.",
    "assistant": "The multilingual assistant. Its errors are FastAPI's `{\"detail\": ...}`, not the "
                 "booking API's envelope.",
}


@dataclass(frozen=True)
class Mount:
    """How one registered blueprint is documented: its audience's tag and an operationId prefix."""

    tag: str
    operation_prefix: str = ""
    errors: str = ENVELOPE  # or FASTAPI: the assistant's error bodies

    def operation_id(self, name: str) -> str:
        if not self.operation_prefix:
            return name
        return self.operation_prefix + name[0].upper() + name[1:]


class MountedSpec:
    """The APISpec as seen by one blueprint mount while flask-smorest documents it: each path's
    operations get the mount's tag (unless the route chose its own) and operationId prefix."""

    def __init__(self, spec, *, name: str, mount: Mount):
        self._spec, self._name, self._mount = spec, name, mount

    def path(self, *, operations: dict, **kwargs):
        for operation in operations.values():
            if operation.get("tags") == [self._name]:
                operation["tags"] = [self._mount.tag]
            if "operationId" in operation:
                operation["operationId"] = self._mount.operation_id(operation["operationId"])
            if self._mount.errors == FASTAPI:
                document_fastapi_errors(operation)
            else:
                document_envelope_errors(operation, ErrorEnvelopeSchema)
        return self._spec.path(operations=operations, **kwargs)

    def __getattr__(self, attribute):
        return getattr(self._spec, attribute)


# --- error responses ---------------------------------------------------------------------------
#
# Every operation documents the errors it can answer, each with an example. The booking API
# answers them in its one envelope (ErrorEnvelope, app/envelope.py); the assistant in FastAPI's
# `{"detail": ...}` as its spec fixes it. Views document the errors of their own rules
# (`blp.error(404, "Unknown hotel, or not live")`); the ones that come from the request itself
# are added here, to every operation they apply to, so that no view has to remember them.

EXAMPLE_TIMESTAMP = "2026-11-21T09:00:00Z"
JSON = "application/json"
UNKNOWN_QUERY_PARAMETER = "Unknown query parameter."
# Messages the handlers really write (app/errors.py) for errors no view raises itself.
REQUEST_ERRORS = {
    400: "Malformed JSON body",
    413: "Request body too large",
    500: "Internal server error",
    503: "The service is temporarily unavailable; retry in 5 seconds.",
}


def envelope_example(message: str, errors: dict | None = None) -> dict:
    body = {"status": "error", "message": message, "timestamp": EXAMPLE_TIMESTAMP, "data": None}
    if errors:
        body["errors"] = errors
    return body


def _declared_fields(operation: dict) -> list[tuple[str, str, bool]]:
    """(location, name on the wire, required) of each field the operation's schemas declare,
    body first: what a validation error can name."""
    found = []
    schemas = [("body", content.get("schema")) for content in
               operation.get("requestBody", {}).get("content", {}).values()]
    schemas += [(parameter.get("in"), parameter.get("schema")) for parameter in
                operation.get("parameters", []) if isinstance(parameter, dict)]
    for location, schema in schemas:
        if isinstance(schema, type) and issubclass(schema, Schema):
            schema = schema()
        if isinstance(schema, Schema):
            found += [(location, field.data_key or name, field.required)
                      for name, field in schema.fields.items() if not field.dump_only]
    return found


def _validation_example(operation: dict) -> dict:
    required = [(location, name) for location, name, is_required in _declared_fields(operation)
                if is_required and location in ("body", "query")]
    if required:
        name = required[0][1]
        return envelope_example(f"Validation failed: {name}: Missing data for required field.",
                                {name: ["Missing data for required field."]})
    return envelope_example(f"Validation failed: colour: {UNKNOWN_QUERY_PARAMETER}",
                            {"colour": [UNKNOWN_QUERY_PARAMETER]})


def _fastapi_validation_example(operation: dict) -> dict:
    fields = _declared_fields(operation)
    required = [(location, name) for location, name, is_required in fields if is_required]
    if required:
        location, name = required[0]
        return {"detail": [{"type": "missing", "loc": [location, name], "msg": "Field required",
                            "input": {}}]}
    location, name, _ = fields[0]
    return {"detail": [{"type": "string_type", "loc": [location, name],
                        "msg": "Input should be a valid string", "input": 1}]}


def _error_response(description: str, schema, example: dict) -> dict:
    return {"description": description, "content": {JSON: {"schema": schema, "example": example}}}


# Errors every operation of the booking API shares, documented once in components/responses:
# name -> (description, example message).
SHARED_ERRORS = {
    "MalformedJson": ("Malformed JSON body, or one beyond the decoding limits", REQUEST_ERRORS[400]),
    "BodyTooLarge": ("Request body too large", REQUEST_ERRORS[413]),
    "Unavailable": ("The database is unavailable for now; retry after Retry-After seconds",
                    REQUEST_ERRORS[503]),
    "UnexpectedError": ("Unexpected error (500)", REQUEST_ERRORS[500]),
}
ERROR_ENVELOPE_REF = {"$ref": "#/components/schemas/ErrorEnvelope"}


def register_shared_errors(spec) -> None:
    for name, (description, message) in SHARED_ERRORS.items():
        spec.components.response(name, _error_response(description, ERROR_ENVELOPE_REF,
                                                       envelope_example(message)))


def document_envelope_errors(operation: dict, error_schema) -> None:
    """The booking API's errors of `operation`, each in the envelope with an example."""
    responses = operation["responses"]
    body = operation.get("requestBody", {}).get("content", {})
    if JSON in body:
        responses.setdefault(400, "MalformedJson")
    if body:
        responses.setdefault(413, "BodyTooLarge")
    # Every operation refuses unknown query parameters (app/blueprints/base.py), so every
    # operation can answer 422.
    responses[422] = _error_response(
        "Validation failed: `errors` names each refused field or unknown query parameter",
        error_schema, _validation_example(operation))
    responses.setdefault(503, "Unavailable")
    responses["default"] = "UnexpectedError"
    for status, response in responses.items():
        if status == "default" or int(status) < 400 or not isinstance(response, dict):
            continue
        content = response.setdefault("content", {}).setdefault(JSON, {})
        content.setdefault("schema", error_schema)
        content.setdefault("example", envelope_example(response["description"]))


def document_fastapi_errors(operation: dict) -> None:
    """The assistant's errors of `operation`, in FastAPI's shapes, each with an example."""
    for status, response in operation["responses"].items():
        if status != "default" and int(status) < 400:
            continue
        content = response["content"][JSON]
        if str(status) == "422":
            content.setdefault("example", _fastapi_validation_example(operation))
        elif status == "default":
            content.setdefault("example", {"detail": "Internal Server Error"})
        else:
            content.setdefault("example", {"detail": response["description"]})
