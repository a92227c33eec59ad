"""FastAPI/pydantic-shaped validation errors for the assistant (DESIGN.md §7).

`AssistantParser` reads bodies the way FastAPI does: an empty body is a missing body; a body
that is not an object (`null` included) fails as a whole; malformed JSON is `json_invalid` at
the failing position; JSON that Python's decoder itself cannot read is a 400; the last of
repeated query or form values wins; an empty form value counts as absent; a multipart body
without a boundary is a 400. `detail_from_webargs` turns the messages of a failed parse into
`{"type", "loc", "msg", "input", "ctx"?}` entries in field order. Schemas
give their fields pydantic's own type/msg/ctx (app/schemas/assistant.py); plain marshmallow
messages are mapped by text.
"""

from __future__ import annotations

import email.message
import io
import json

from flask import abort, g, request
from marshmallow import ValidationError
from webargs.flaskparser import FlaskParser
from werkzeug.datastructures import FileStorage, MultiDict

from app.json_input import JSONRefused, decode_json

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


def _body_error(type_: str, msg: str, input_, loc=("body",), **ctx) -> ValidationError:
    entry = {"type": type_, "loc": list(loc), "msg": msg, "input": input_}
    if ctx:
        entry["ctx"] = ctx
    return ValidationError([entry])


def _is_json_content_type(value: str | None) -> bool:
    if not value:
        return True  # FastAPI parses a body without Content-Type as JSON
    message = email.message.Message()
    message["content-type"] = value
    if message.get_content_maintype() != "application":
        return False
    subtype = message.get_content_subtype()
    return subtype == "json" or subtype.endswith("+json")


class AssistantParser(FlaskParser):
    """webargs parser with FastAPI's body semantics (see the module docstring)."""

    def load_json(self, req, schema):
        raw = req.get_data(cache=True)
        if not raw:
            raise _body_error("missing", "Field required", None)
        if not _is_json_content_type(req.headers.get("Content-Type")):
            raise _body_error("model_attributes_type", MODEL_ATTRIBUTES_TYPE, raw.decode("utf-8", "replace"))
        try:
            data = decode_json(raw)
        except JSONRefused as exc:
            if exc.beyond_standard_decoder:
                # FastAPI's json.loads fails with RecursionError or ValueError here: a 400.
                abort(400, "There was an error parsing the body")
            raise _body_error(
                "json_invalid", "JSON decode error", {}, ("body", exc.pos), error=exc.msg
            ) from exc
        except json.JSONDecodeError as exc:
            raise _body_error(
                "json_invalid", "JSON decode error", {}, ("body", exc.pos), error=exc.msg
            ) from exc
        except UnicodeDecodeError:
            abort(400, "There was an error parsing the body")
        if not isinstance(data, dict):  # `null` too (FastAPI 0.163; older ones said missing)
            raise _body_error("model_attributes_type", MODEL_ATTRIBUTES_TYPE, data)
        g.assistant_json_body = data
        return data

    def load_querystring(self, req, schema):
        return self._makeproxy(last_values(req.args), schema)

    def load_form(self, req, schema):
        _check_multipart(req)
        # FastAPI treats an empty form value as absent (the default applies).
        form = MultiDict((k, v) for k, v in last_values(req.form).items() if v != "")
        return self._makeproxy(form, schema)

    def load_files(self, req, schema):
        _check_multipart(req)
        # A form value sent where a file is expected reaches the field (which refuses it), and
        # a file sent where a form value is expected reaches that field (which refuses it too).
        values = last_values(req.files)
        form = last_values(req.form)
        for key in schema.fields:
            if key not in values and form.get(key):
                values[key] = form[key]
        return self._makeproxy(values, schema)


def last_values(values: MultiDict) -> MultiDict:
    """Starlette's query and form mappings keep the last of repeated keys, and FastAPI reads a
    scalar parameter from them: `?lang=am&lang=om` is `om`."""
    return MultiDict((key, items[-1]) for key, items in values.lists())


def _check_multipart(req) -> None:
    """Starlette refuses a multipart body it cannot split (400) before any field is validated;
    werkzeug would silently see an empty form."""
    if req.mimetype == "multipart/form-data" and "boundary" not in req.mimetype_params:
        abort(400, "Missing boundary in multipart.")


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
