"""The assistant's request parser, with FastAPI's body semantics (docs/assistant.md).

`AssistantParser` reads bodies the way FastAPI does: an empty body is a missing body; a body
that is not an object (`null` included) fails as a whole; malformed JSON is `json_invalid` at
the failing position; JSON that Python's decoder itself cannot read is a 400; the last of
repeated query or form values wins; an empty form value counts as absent; a multipart body
without a boundary is a 400. The `detail` of a failed parse is built by
app/fastapi_detail.py.
"""

from __future__ import annotations

import email.message
import json

from flask import abort, g
from marshmallow import ValidationError
from webargs.flaskparser import FlaskParser
from werkzeug.datastructures import MultiDict

from app.fastapi_detail import MODEL_ATTRIBUTES_TYPE, last_values
from app.json_input import JSONRefused, decode_json


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


def _check_multipart(req) -> None:
    """Starlette refuses a multipart body it cannot split (400) before any field is validated;
    werkzeug would silently see an empty form."""
    if req.mimetype == "multipart/form-data" and "boundary" not in req.mimetype_params:
        abort(400, "Missing boundary in multipart.")
