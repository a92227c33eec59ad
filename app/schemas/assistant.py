"""Schemas of the assistant (its interface: docs/api.md): requests mirror the original pydantic
models field by field, and their fields fail with pydantic's exact error type, message and ctx
(docs/assistant.md). Unknown fields are ignored, as FastAPI does."""

from __future__ import annotations

from marshmallow import EXCLUDE, Schema, ValidationError, fields, validate

from config import DEFAULT_ASSISTANT_PRODUCT as DEFAULT_PRODUCT


def pydantic_error(type_: str, msg: str, **ctx) -> dict:
    """An error message for a marshmallow field that keeps pydantic's type, msg and ctx."""
    entry = {"type": type_, "msg": msg}
    if ctx:
        entry["ctx"] = ctx
    return entry


MISSING = pydantic_error("missing", "Field required")
STRING_TYPE = pydantic_error("string_type", "Input should be a valid string")
BOOL_TYPE = pydantic_error("bool_type", "Input should be a valid boolean")
BOOL_PARSING = pydantic_error("bool_parsing", "Input should be a valid boolean, unable to interpret input")

_TRUE = {"t", "y", "on", "yes", "true"}
_FALSE = {"f", "n", "no", "off", "false"}


def _characters(n: int) -> str:
    return "character" if n == 1 else "characters"


class PydanticString(fields.String):
    """`str` with optional `min_length`/`max_length`, as pydantic v2 validates it (no coercion
    of numbers; lengths in characters)."""

    default_error_messages = {"required": MISSING, "null": STRING_TYPE, "invalid": STRING_TYPE}

    def __init__(self, *, min_length: int | None = None, max_length: int | None = None, **kwargs):
        self.min_length, self.max_length = min_length, max_length
        if min_length is not None or max_length is not None:
            # Only for the OpenAPI document (minLength/maxLength): _deserialize checks first.
            kwargs.setdefault("validate", validate.Length(min=min_length, max=max_length))
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str):
            raise self.make_error("invalid")
        if self.min_length is not None and len(value) < self.min_length:
            raise ValidationError(
                pydantic_error(
                    "string_too_short",
                    f"String should have at least {self.min_length} {_characters(self.min_length)}",
                    min_length=self.min_length,
                )
            )
        if self.max_length is not None and len(value) > self.max_length:
            raise ValidationError(
                pydantic_error(
                    "string_too_long",
                    f"String should have at most {self.max_length} {_characters(self.max_length)}",
                    max_length=self.max_length,
                )
            )
        return value


class PydanticBoolean(fields.Boolean):
    """`bool` in pydantic's lax mode: true/false, 0/1 (also 0.0/1.0), and the strings
    0/1/t/f/y/n/yes/no/on/off/true/false in any ASCII case."""

    default_error_messages = {"required": MISSING, "null": BOOL_TYPE, "invalid": BOOL_TYPE}

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            if value == "1" or (value.isascii() and value.lower() in _TRUE):
                return True
            if value == "0" or (value.isascii() and value.lower() in _FALSE):
                return False
            raise ValidationError(BOOL_PARSING)
        if isinstance(value, int):
            if value in (0, 1):
                return bool(value)
            raise ValidationError(BOOL_PARSING)
        if isinstance(value, float):
            if value.is_integer():
                if value in (0.0, 1.0):
                    return bool(value)
                raise ValidationError(BOOL_PARSING)
        raise self.make_error("invalid")


class UploadedFile(fields.Field):
    """FastAPI's `UploadFile = File(...)`: a file part; a plain form value is refused."""

    default_error_messages = {"required": MISSING, "null": MISSING}

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str):
            raise ValidationError(
                pydantic_error(
                    "value_error", f"Value error, Expected UploadFile, received: {type(value)}", error={}
                )
            )
        return value


class _Request(Schema):
    class Meta:
        unknown = EXCLUDE
        ordered = True


# --- requests -------------------------------------------------------------------------------


class ChatRequestSchema(_Request):
    message = PydanticString(
        required=True, min_length=1, max_length=4000, metadata={"description": "The guest's message."}
    )
    lang = PydanticString(
        load_default="en",
        metadata={"description": "Reply language: en, am, om or ti (others get English phrases)."},
    )
    session_id = PydanticString(
        allow_none=True,
        load_default=None,
        metadata={
            "description": "Conversation id from an earlier reply. Absent: a new session is created "
            "and returned. An unknown id (up to 36 characters) starts a new session "
            "with that id; an id used by another product or tenant answers 404."
        },
    )
    # Absent is resolved to the configured ASSISTANT_PRODUCT by the view (`_scope`); the document
    # shows the service's own product name as the default, as the assistant spec fixes it.
    product = PydanticString(
        load_default=None,
        allow_none=False,
        metadata={"description": "Knowledge scope; the x-product header overrides it.",
                  "default": DEFAULT_PRODUCT},
    )
    tenant = PydanticString(
        allow_none=True,
        load_default=None,
        metadata={"description": "Optional tenant scope. Ignored when the API key is bound to a tenant."},
    )
    stream = PydanticBoolean(
        load_default=True,
        metadata={
            "description": "true: text/event-stream (events meta, delta..., sources, done); "
            "false: one JSON object."
        },
    )


class LearnRequestSchema(_Request):
    url = PydanticString(
        load_default="",
        metadata={
            "description": "Where the text comes from. Learning the same url again (in the same "
            "product and tenant) replaces the earlier version."
        },
    )
    title = PydanticString(load_default="")
    text = PydanticString(required=True, min_length=1)
    lang = PydanticString(load_default="en")


class FileUploadSchema(_Request):
    """The multipart form: the file part and the language of its text."""

    file = UploadedFile(
        required=True,
        metadata={
            "type": "string",
            "format": "binary",
            "description": ".txt, .md, .html, .pdf or .docx, up to 10 MB (413 above, 415 other types).",
        },
    )
    lang = PydanticString(load_default="en")


class AssistantHeadersSchema(_Request):
    authorization = fields.String(
        metadata={
            "description": "`Bearer <key>`: required for learn and files when assistant API keys "
            "are configured; a key bound to a tenant sets the tenant."
        }
    )
    x_product = fields.String(
        data_key="x-product",
        metadata={"description": "Product scope of the knowledge; overrides the body's `product`."},
    )


class TTSQueryArgsSchema(_Request):
    q = PydanticString(load_default="", metadata={"description": "Text to speak; empty: no audio."})
    lang = PydanticString(
        load_default="en",
        metadata={"description": "en, am, om or ti; other languages fall back to English (fallback: true)."},
    )


# --- responses (documentation of G1) ---------------------------------------------------------


class SourceSchema(Schema):
    type = fields.String(metadata={"description": "`document` (learned knowledge), `builtin` (the "
                                                  "product's own rules, from the live configuration) "
                                                  "or `hotel` (catalogue)."})
    id = fields.Integer(allow_none=True, metadata={"description": "null for `builtin`."})
    title = fields.String()
    url = fields.String()
    snippet = fields.String()


class ChatReplySchema(Schema):
    session_id = fields.String()
    reply = fields.String()
    sources = fields.List(fields.Nested(SourceSchema))
    lang = fields.String()
    product = fields.String()


# The events of a streamed reply (`stream: true`, text/event-stream): each event's `data` line is
# one JSON object of the schema below, in this order: meta, delta (repeated), sources, done; or
# an `error` event instead of the rest when the reply fails after the stream has started.


class ChatStreamMetaSchema(Schema):
    session_id = fields.String(required=True)
    product = fields.String(required=True)
    lang = fields.String(required=True)


class ChatStreamDeltaSchema(Schema):
    text = fields.String(required=True, metadata={"description": "The next piece of the reply."})


class ChatStreamSourcesSchema(Schema):
    sources = fields.List(fields.Nested(SourceSchema), required=True)


class ChatStreamDoneSchema(Schema):
    session_id = fields.String(required=True)


class ChatStreamErrorSchema(Schema):
    detail = fields.String(required=True)


CHAT_STREAM_EVENTS = {
    "meta": ChatStreamMetaSchema,
    "delta": ChatStreamDeltaSchema,
    "sources": ChatStreamSourcesSchema,
    "done": ChatStreamDoneSchema,
    "error": ChatStreamErrorSchema,
}


class LearnResultSchema(Schema):
    document_id = fields.Integer()
    chunks = fields.Integer()
    replaced = fields.Boolean(
        metadata={"description": "true when an earlier version of the url was replaced."}
    )
    product = fields.String()
    tenant = fields.String(allow_none=True)
    url = fields.String()
    title = fields.String()
    lang = fields.String()
    filename = fields.String(allow_none=True)
    characters = fields.Integer()


class TTSResultSchema(Schema):
    voice = fields.String(allow_none=True)
    lang = fields.String(metadata={"description": "Language actually spoken."})
    requested_lang = fields.String()
    duration_seconds = fields.Float()
    audio_url = fields.String(allow_none=True, metadata={"description": "WAV audio; null when q is empty."})
    cached = fields.Boolean()
    fallback = fields.Boolean(metadata={"description": "true when the requested language has no voice."})
    message = fields.String(allow_none=True)


class QueueHealthSchema(Schema):
    status = fields.String(metadata={"description": "ok, degraded (no scheduler heartbeat) or unavailable"})
    backend = fields.String(metadata={"description": "sqlite, redis or immediate"})
    pending_jobs = fields.Integer(allow_none=True)
    scheduler = fields.String(metadata={"description": "ok, missing, inline or unknown"})


class MailHealthSchema(Schema):
    status = fields.String(metadata={"description": "ok, retrying (a delivery failed and waits "
                                                    "for its retry) or unknown"})
    transport = fields.String(metadata={"description": "smtp or folder"})
    pending = fields.Integer(allow_none=True, metadata={"description": "emails not yet sent"})
    retrying = fields.Integer(allow_none=True, metadata={"description": "of those, failed at least once"})
    dead = fields.Integer(allow_none=True, metadata={"description": "gave up; an admin may retry"})


class RateLimitHealthSchema(Schema):
    status = fields.String(metadata={"description": "ok, or unavailable (counting in memory): the "
                                                    "storage does not answer and each process counts alone"})
    backend = fields.String(metadata={"description": "memory (per process) or redis"})


class HealthSchema(Schema):
    status = fields.String()
    database = fields.String()
    queue = fields.Nested(QueueHealthSchema)
    mail = fields.Nested(MailHealthSchema)
    rate_limits = fields.Nested(RateLimitHealthSchema)
    knowledge_documents = fields.Integer(allow_none=True)
    knowledge_chunks = fields.Integer(allow_none=True)
    responder = fields.String()
    tts = fields.String()


class ServiceIndexSchema(Schema):
    name = fields.String()
    version = fields.String()
    links = fields.Dict(keys=fields.String(), values=fields.String())


# --- error bodies (FastAPI shapes) -----------------------------------------------------------


class ValidationEntrySchema(Schema):
    type = fields.String(required=True)
    loc = fields.List(
        fields.Raw(metadata={"oneOf": [{"type": "string"}, {"type": "integer"}]}), required=True
    )
    msg = fields.String(required=True)
    input = fields.Raw(allow_none=True)
    ctx = fields.Dict()


class HTTPValidationErrorSchema(Schema):
    detail = fields.List(fields.Nested(ValidationEntrySchema), required=True)


class ErrorDetailSchema(Schema):
    detail = fields.Raw(
        required=True,
        metadata={"description": "What went wrong: a message, or validation entries for a 422."},
    )
