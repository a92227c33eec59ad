"""FastAPI/pydantic-shaped validation errors (docs/assistant.md): `detail_from_webargs` turns the
messages of a failed webargs parse into `{"type", "loc", "msg", "input", "ctx"?}` entries in field
order, for the error handlers in app/errors.py. Schemas give their fields pydantic's own
type/msg/ctx (app/schemas/assistant.py); plain marshmallow messages are mapped by text. The
assistant's parser (app/blueprints/assistant/validation.py) reads request values with
`last_values`, as this module does when it echoes an `input`.
"""

from __future__ import annotations

import io

from flask import g, request
from werkzeug.datastructures import FileStorage, MultiDict

MODEL_ATTRIBUTES_TYPE = "Input should be a valid dictionary or object to extract fields from"

LOCATIONS = {
    "json": "body",
    "form": "body",
    "files": "body",
    "query": "query",
    "headers": "header",
    "json_or_form": "body",
}

# marshmallow's default wording -> pydantic's type and message.
KNOWN_MESSAGES = {
    "Missing data for required field.": ("missing", "Field required"),
    "Field may not be null.": ("string_type", "Input should be a valid string"),
    "Not a valid string.": ("string_type", "Input should be a valid string"),
    "Not a valid boolean.": ("bool_parsing", "Input should be a valid boolean, unable to interpret input"),
    "Not a valid integer.": (
        "int_parsing",
        "Input should be a valid integer, unable to parse string as an integer",
    ),
    "Invalid input type.": ("model_attributes_type", MODEL_ATTRIBUTES_TYPE),
    "Unknown field.": ("extra_forbidden", "Extra inputs are not permitted"),
}


def last_values(values: MultiDict) -> MultiDict:
    """Starlette's query and form mappings keep the last of repeated keys, and FastAPI reads a
    scalar parameter from them: `?lang=am&lang=om` is `om`."""
    return MultiDict((key, items[-1]) for key, items in values.lists())


def _upload_as_input(upload: FileStorage) -> dict:
    """What FastAPI echoes as the `input` of a file sent where text is expected: the upload's
    name, size and part headers (its echo also dumps Starlette's internals, left out here)."""
    stream = upload.stream
    position = stream.tell()
    size = stream.seek(0, io.SEEK_END)
    stream.seek(position)
    return {
        "filename": upload.filename,
        "size": size,
        "headers": {name.lower(): value for name, value in upload.headers.items()},
    }


def _input_at(location: str, path: list):
    if location in ("json", "json_or_form"):
        value = g.get("assistant_json_body", request.get_json(silent=True))
    elif location == "query":
        value = last_values(request.args).to_dict()
    elif location == "headers":
        value = {k.lower(): v for k, v in request.headers.items()}
        path = [str(p).lower() for p in path]
    elif location in ("form", "files"):
        value = {**last_values(request.form).to_dict(), **last_values(request.files).to_dict()}
    else:
        value = None
    for key in path:
        if isinstance(value, dict) and key in value:
            value = value[key]
        elif isinstance(value, list) and isinstance(key, int) and key < len(value):
            value = value[key]
        else:
            return None
    return _upload_as_input(value) if isinstance(value, FileStorage) else value


def _entries(location: str, path: list, messages) -> list[dict]:
    if isinstance(messages, dict) and "type" in messages and "msg" in messages:
        return [_entry(location, path, messages)]
    if isinstance(messages, dict):
        out = []
        for key, value in messages.items():
            sub = path if key == "_schema" else [*path, key]
            out.extend(_entries(location, sub, value))
        return out
    if isinstance(messages, list):
        out = []
        for message in messages:
            out.extend(_entries(location, path, message))
        return out
    type_, msg = KNOWN_MESSAGES.get(str(messages), ("value_error", f"Value error, {messages}"))
    return [_entry(location, path, {"type": type_, "msg": msg})]


def _entry(location: str, path: list, error: dict) -> dict:
    if "loc" in error:  # already complete (body-level errors of AssistantParser)
        return dict(error)
    entry = {"type": error["type"], "loc": [LOCATIONS.get(location, location), *path], "msg": error["msg"]}
    if error["type"] == "missing":
        # pydantic validates a JSON body as one model: a missing field reports the object it is
        # missing from. Form, query and header parameters are validated one by one: null.
        entry["input"] = _input_at(location, path[:-1]) if location in ("json", "json_or_form") else None
    else:
        entry["input"] = _input_at(location, path)
    if "ctx" in error:
        entry["ctx"] = error["ctx"]
    return entry


def detail_from_webargs(messages: dict) -> list[dict]:
    """The `detail` list for a webargs error (`{location: messages}`)."""
    detail: list[dict] = []
    for location, location_messages in messages.items():
        detail.extend(_entries(location, [], location_messages))
    return detail
