"""The response envelope of the booking service: `{status, message, timestamp, data}`.

`ok()` wraps a payload; `enveloped(Schema)` builds the matching marshmallow schema so that the
OpenAPI document describes exactly what the views return.
"""

from __future__ import annotations

from datetime import UTC, datetime
from functools import cache

from flask_babel import get_locale
from marshmallow import Schema, fields

from app.i18n import Translatable, translate


def utc_timestamp() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def ok(data=None, message: str = "OK") -> dict:
    """A success envelope around `data`; the message in the request's language (app/i18n.py)."""
    return {"status": "success", "message": _translated(message),
            "timestamp": utc_timestamp(), "data": data}


# "OK" and the messages marked with `_()` without values ("Booking created; ..."), in each
# language as translate() gives them, looked up once per language and message: nearly every
# response says one, and the catalogue lookup was 2% of a search's CPU and of a booking's (and
# 3% of a refused booking's: its 409 says "No rooms left ..."). Those are the code's own texts,
# a few hundred at most; any other message (with values, or text made at run time) is
# translated each time. The request's language is still worked out per request (flask-babel's
# get_locale, kept for the request).
_FIXED_BY_LOCALE: dict = {}


def _translated(message: str) -> str:
    """translate(message), looked up once per language when `message` is fixed (above)."""
    fixed = message == "OK" if type(message) is str else (
        isinstance(message, Translatable) and not message.params)
    if not fixed:
        return translate(message)
    locale = get_locale()
    if locale is None:  # outside a request
        return translate(message)
    key = (locale, str(message))
    translated = _FIXED_BY_LOCALE.get(key)
    if translated is None:
        translated = _FIXED_BY_LOCALE[key] = translate(message)
    return translated


def error_body(message: str, errors: dict | None = None) -> dict:
    """An error envelope; `errors` maps field names to lists of messages. Messages are translated
    here, where they leave the app, so services raise the English text (app/i18n.py)."""
    if errors:
        errors = {field: [_translated(m) if isinstance(m, str) else m for m in messages]
                  if isinstance(messages, list) else messages
                  for field, messages in errors.items()}
        message = _field_message(message, errors)
    body = {"status": "error", "message": _translated(message), "timestamp": utc_timestamp(),
            "data": None}
    if errors:
        body["errors"] = errors
    return body


def _field_message(message: str, errors: dict) -> str:
    """ValidationFailed(field=...) says "field: message": the field name stays, the message is
    the field's (already translated) one."""
    if len(errors) == 1:
        ((field, messages),) = errors.items()
        if isinstance(messages, list) and len(messages) == 1 and message.startswith(f"{field}: "):
            return f"{field}: {messages[0]}"
    return message


class EnvelopeBaseSchema(Schema):
    status = fields.String(required=True, metadata={"enum": ["success", "error"]})
    message = fields.String(required=True)
    timestamp = fields.String(required=True, metadata={"example": "2026-11-21T09:00:00Z"})


class ErrorEnvelopeSchema(EnvelopeBaseSchema):
    """The one error body of the booking API (every status it answers with an error, 400 to 503):
    `error_body()` writes it, the OpenAPI document shows it (app/openapi.py adds its examples)."""

    status = fields.String(required=True, metadata={"enum": ["error"]})
    message = fields.String(required=True, metadata={
        "description": "What went wrong, for people; with field errors it names the first."})
    data = fields.Constant(None, required=True, allow_none=True, metadata={
        "default": None, "description": "Always null on an error."})
    errors = fields.Dict(
        keys=fields.String(), values=fields.List(fields.String()), required=False,
        metadata={"description": "Present when fields are refused (422): each refused field, as a "
                                 "dotted path (`guest.email`), with its messages."},
    )


@cache
def enveloped(data_schema: type[Schema] | None, *, many: bool = False) -> type[Schema]:
    """Schema class for an envelope whose `data` is `data_schema` (or null when None)."""
    if data_schema is None:
        data_field = fields.Constant(None, allow_none=True)
        name = "EmptyEnvelope"
    else:
        data_field = fields.Nested(data_schema, many=many, required=True)
        base = data_schema.__name__.removesuffix("Schema")
        name = f"{base}{'List' if many else ''}Envelope"
    return type(name, (EnvelopeBaseSchema,), {"data": data_field})
