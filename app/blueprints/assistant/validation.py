"""FastAPI/pydantic-shaped validation errors for the assistant (DESIGN.md §7).

webargs reports marshmallow messages by location (`json`, `query`, `headers`, `form`,
`files`). This module turns them into `{"type", "loc", "msg", "input", "ctx"?}` entries.
Schemas can give a field an error message that is already a dict with `type`/`msg`/`ctx`
(see `pydantic_error`), which is copied as is; plain marshmallow messages are mapped by text.
"""

from __future__ import annotations

from flask import request

LOCATIONS = {"json": "body", "form": "body", "files": "body", "query": "query", "headers": "header",
             "json_or_form": "body"}

# marshmallow's default wording -> pydantic's type and message.
KNOWN_MESSAGES = {
    "Missing data for required field.": ("missing", "Field required"),
    "Field may not be null.": ("string_type", "Input should be a valid string"),
    "Not a valid string.": ("string_type", "Input should be a valid string"),
    "Not a valid boolean.": ("bool_parsing", "Input should be a valid boolean, unable to interpret input"),
    "Not a valid integer.": ("int_parsing", "Input should be a valid integer, unable to parse string as an integer"),
    "Invalid input type.": ("model_attributes_type", "Input should be a valid dictionary or object to extract fields from"),
    "Unknown field.": ("extra_forbidden", "Extra inputs are not permitted"),
}


def pydantic_error(type_: str, msg: str, **ctx) -> dict:
    """An error message for a marshmallow field/validator that keeps pydantic's type and ctx."""
    entry = {"type": type_, "msg": msg}
    if ctx:
        entry["ctx"] = ctx
    return entry


def _input_at(location: str, path: list):
    if location in ("json", "json_or_form"):
        value = request.get_json(silent=True)
    elif location == "query":
        value = request.args.to_dict()
    elif location == "headers":
        value = {k.lower(): v for k, v in request.headers.items()}
        path = [str(p).lower() for p in path]
    elif location in ("form", "files"):
        value = {**request.form.to_dict(), **request.files.to_dict()}
    else:
        value = None
    for key in path:
        if isinstance(value, dict) and key in value:
            value = value[key]
        elif isinstance(value, list) and isinstance(key, int) and key < len(value):
            value = value[key]
        else:
            return None
    return value


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
    entry = {"type": error["type"], "loc": [LOCATIONS.get(location, location), *path], "msg": error["msg"]}
    if error["type"] == "missing":
        entry["input"] = None if path else {}
    else:
        entry["input"] = _input_at(location, path)
    if "ctx" in error:
        entry["ctx"] = error["ctx"]
    return entry


def detail_from_webargs(messages: dict) -> list[dict]:
    """The `detail` list for a webargs error (`{location: messages}`)."""
    detail: list[dict] = []
    for location, location_messages in messages.items():
        if location in ("json", "json_or_form") and location_messages == ["Invalid JSON body."]:
            detail.append({"type": "json_invalid", "loc": ["body", 0], "msg": "JSON decode error",
                           "input": {}, "ctx": {"error": "Expecting value"}})
            continue
        detail.extend(_entries(location, [], location_messages))
    return detail
