"""Views of the assistant (docs/api.md, docs/assistant.md): /, /v1/health, /v1/tts,
/v1/tts/audio/<hash>.wav, /v1/chat, /v1/learn, /v1/files."""

from __future__ import annotations

import json
import logging
from functools import wraps

from flask import Response, current_app, jsonify, request, send_file, stream_with_context, url_for

from app.blueprints.assistant import blp
from app.errors import NotFound
from app.extensions import api, db, limiter
from app.reserved_limits import reservation, synthesis_windows
from app.schemas.assistant import (
    CHAT_STREAM_EVENTS,
    AssistantHeadersSchema,
    ChatReplySchema,
    ChatRequestSchema,
    FileUploadSchema,
    HealthSchema,
    LearnRequestSchema,
    LearnResultSchema,
    ServiceIndexSchema,
    TTSQueryArgsSchema,
    TTSResultSchema,
)
from app.services.assistant import chat as chat_service
from app.services.assistant import files as file_service
from app.services.assistant import knowledge, tts
from app.services.assistant.access import key_tenant, resolve_scope
from app.services.health import service_health

log = logging.getLogger(__name__)

SERVICE_NAME = "Marefiya Assistant"
SERVICE_VERSION = "0.1"
SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
CHAT_200 = (
    "`stream: true` (the default): `text/event-stream`, sent with Cache-Control: no-cache and "
    "X-Accel-Buffering: no. Each event is an `event:` line naming its type and one `data:` line "
    "holding a JSON object: `meta` (ChatStreamMeta) first, then `delta` (ChatStreamDelta) "
    "repeated, the reply's pieces in order, then `sources` (ChatStreamSources) and `done` "
    "(ChatStreamDone). When the reply fails after the stream has started, an `error` event "
    "(ChatStreamError) ends it instead. `stream: false`: one JSON object (ChatReply). A generated "
    "client that reads the body as text gets the event stream, or the ChatReply's JSON."
)
# The event stream. OpenAPI 3.0 has no keyword for a stream's items, and tools read its `schema`
# two ways: event-stream aware ones (schemathesis) as the schema of each event, generators
# (openapi-python-client) as the schema of the whole body read as text. So the schema is either:
# one event (ChatStreamEvent: its type and its `data` line, whose JSON object has the schema that
# `x-events` names for the type), or the text of the whole stream.
CHAT_STREAM_EVENT = {
    "type": "object",
    "description": "One event of the stream: `event` names its type, `data` is a JSON object of "
                   "the schema `x-events` names for that type.",
    "properties": {
        "event": {"type": "string", "enum": list(CHAT_STREAM_EVENTS)},
        "data": {"type": "string", "description": "A JSON object"},
    },
    "required": ["event", "data"],
    "x-events": {name: {"$ref": f"#/components/schemas/{schema.__name__.removesuffix('Schema')}"}
                 for name, schema in CHAT_STREAM_EVENTS.items()},
}
CHAT_STREAM = {"anyOf": [{"$ref": "#/components/schemas/ChatStreamEvent"},
                         {"type": "string", "description": "The whole stream, as text"}]}
CHAT_STREAM_EXAMPLE = (
    'event: meta\ndata: {"session_id": "3f1c…", "product": "marefiya", "lang": "en"}\n\n'
    'event: delta\ndata: {"text": "Check-in is from 14:00"}\n\n'
    'event: delta\ndata: {"text": " and check-out by 12:00."}\n\n'
    'event: sources\ndata: {"sources": [{"type": "builtin", "id": null, "title": "Check-in and '
    'check-out", "url": "", "snippet": "…"}]}\n\n'
    'event: done\ndata: {"session_id": "3f1c…"}\n\n'
)


@blp.record_once
def _document_chat_stream_events(state) -> None:
    # The event schemas are referenced by reference only (CHAT_STREAM, its x-events): register them
    # here so that the references resolve (as the auth blueprint does for StaffUser).
    for schema in CHAT_STREAM_EVENTS.values():
        api.component_schema(schema.__name__.removesuffix("Schema"), schema=schema)
    api.component_schema("ChatStreamEvent", CHAT_STREAM_EVENT)


def _chat_limit() -> str:
    return current_app.config["CHAT_LIMIT"]


def _scope(headers: dict, body: dict, *, auth_required: bool) -> tuple[str, str | None]:
    config = current_app.config
    bound = key_tenant(headers.get("authorization"), config["ASSISTANT_API_KEYS"], required=auth_required)
    return resolve_scope(
        header_product=headers.get("x_product"),
        body_product=body.get("product"),
        default_product=config["ASSISTANT_PRODUCT"],
        body_tenant=body.get("tenant"),
        bound_tenant=bound,
    )


def _require_key(view):
    """401 before any body is read or validated, when API keys are configured."""

    @wraps(view)
    def wrapper(*args, **kwargs):
        key_tenant(
            request.headers.get("Authorization"), current_app.config["ASSISTANT_API_KEYS"], required=True
        )
        return view(*args, **kwargs)

    return wrapper


@blp.errorhandler(file_service.UnreadableFile)
def unreadable_file(exc: file_service.UnreadableFile):
    db.session.rollback()
    return jsonify({"detail": exc.detail}), 422


@blp.route("/", methods=["GET"], operation_id="getServiceIndex")
@blp.response(200, ServiceIndexSchema)
def service_index():
    """Service name, version and links."""
    return {
        "name": SERVICE_NAME,
        "version": SERVICE_VERSION,
        "links": {
            "health": "/v1/health",
            "chat": "/v1/chat",
            "learn": "/v1/learn",
            "files": "/v1/files",
            "tts": "/v1/tts",
            "docs": "/api/docs",
            "openapi": "/api/openapi.json",
        },
    }


@blp.route("/v1/health", methods=["GET"], operation_id="getHealth")
@blp.response(200, HealthSchema)
def health():
    """Service health: database, job queue and scheduler, mail delivery, knowledge size, the
    responder and TTS engine in use. `status` is `degraded` when any of the first three is not
    ok (the answer is still 200: the service is up)."""
    return service_health()


@blp.route("/v1/tts", methods=["GET"], operation_id="speak")
@limiter.limit(_chat_limit)
@blp.arguments(TTSQueryArgsSchema, location="query")
@blp.response(200, TTSResultSchema)
@blp.error(429, "Too many requests from this client (Retry-After)")
@blp.error(503, "The speech engine cannot be loaded")
def speak(args):
    """Speech for `q` in `lang` (eSpeak NG, offline): voice, duration and where to fetch the WAV.

    Empty `q`: 200 with no audio. A language without a voice (not en/am/om/ti) is spoken in
    English and the answer says `fallback: true`. Audio is cached by (text, lang); the first
    1000 characters are spoken. Rate limited per client like chat (CHAT_LIMIT, 429), and new
    (not cached) audio further by TTS_SYNTHESIS_LIMIT per client (429); 503 when the speech
    engine cannot be loaded.
    """
    config = current_app.config
    if tts.is_cached(args["q"], args["lang"], config["TTS_CACHE_DIR"]):
        # Audio already made costs nothing: served even past the synthesis limit.
        speech = tts.synthesize(args["q"], args["lang"], config["TTS_CACHE_DIR"],
                                max_cache_bytes=config["TTS_CACHE_MAX_BYTES"])
    else:
        # A place is reserved before synthesising and kept only when new audio was made, so
        # simultaneous requests cannot all pass a check made before any is counted (13-17 got
        # through a limit of 10).
        with reservation(synthesis_windows(), "Too much new speech from this client; try again "
                         "later") as place:
            speech = tts.synthesize(args["q"], args["lang"], config["TTS_CACHE_DIR"],
                                    max_cache_bytes=config["TTS_CACHE_MAX_BYTES"])
            if not speech.cached and speech.audio_hash:
                place.keep()
    return {
        "voice": speech.voice,
        "lang": speech.lang,
        "requested_lang": speech.requested_lang,
        "duration_seconds": speech.duration_seconds,
        "audio_url": url_for("assistant.tts_audio", digest=speech.audio_hash) if speech.audio_hash else None,
        "cached": speech.cached,
        "fallback": speech.fallback,
        "message": (
            f"No voice for {speech.requested_lang!r}: spoken in English" if speech.fallback else None
        ),
    }


@blp.route("/v1/tts/audio/<string:digest>.wav", methods=["GET"], operation_id="getSpeechAudio")
@blp.response(200, content_type="audio/wav")
@blp.error(404, "Audio not found")
def tts_audio(digest):
    """The WAV audio of an earlier /v1/tts answer (404 when not cached)."""
    path = tts.audio_path(current_app.config["TTS_CACHE_DIR"], digest)
    if path is None:
        raise NotFound("Audio not found")
    response = send_file(path, mimetype="audio/wav", max_age=86400)
    return response


@blp.route("/v1/chat", methods=["POST"], operation_id="chat")
@limiter.limit(_chat_limit)
@blp.arguments(AssistantHeadersSchema, location="headers")
@blp.arguments(ChatRequestSchema)
# Above blp.response so that the event stream, the default, is the first content of the 200:
# generators that take one content per status then read the body as text in both modes.
@blp.alt_response(200, schema=CHAT_STREAM, content_type="text/event-stream", success=True,
                  description=CHAT_200, example=CHAT_STREAM_EXAMPLE)
@blp.response(200, ChatReplySchema, description=CHAT_200)
@blp.error(404, "Session not found")
@blp.error(429, "Too many requests from this client (Retry-After)")
def chat(headers, body):
    """Answer a message from learned knowledge and the live hotel catalogue, with sources.

    Open to everyone, rate limited per client (CHAT_LIMIT; 429 with Retry-After). Product:
    x-product header, else body `product`, else the default; tenant: the API key's, else body
    `tenant`. A tenant's chat reads its own and the product's shared (tenant-less) knowledge.
    """
    product, tenant = _scope(headers, body, auth_required=False)
    turn = chat_service.start_turn(
        message=body["message"],
        lang=body["lang"],
        session_id=body["session_id"],
        product=product,
        tenant=tenant,
        config=current_app.config,
    )
    if not body["stream"]:
        return turn.complete()
    return Response(stream_with_context(_events(turn)), mimetype="text/event-stream", headers=SSE_HEADERS)


def _event(name: str, data: dict) -> str:
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def _events(turn: chat_service.ChatTurn):
    yield _event("meta", {"session_id": turn.session_id, "product": turn.product, "lang": turn.lang})
    try:
        for piece in turn.pieces():
            yield _event("delta", {"text": piece})
    except Exception:  # noqa: BLE001 - headers are sent: the client can only learn it from an event
        log.exception("chat stream failed for session %s", turn.session_id)
        yield _event("error", {"detail": "The reply could not be completed. Please try again."})
        return
    yield _event("sources", {"sources": turn.reply.sources})
    yield _event("done", {"session_id": turn.session_id})


@blp.route("/v1/learn", methods=["POST"], operation_id="learnDocument")
@_require_key
@blp.arguments(AssistantHeadersSchema, location="headers")
@blp.arguments(LearnRequestSchema)
@blp.response(200, LearnResultSchema)
@blp.error(401, "Missing API key: send Authorization: Bearer <key>")
def learn(headers, body):
    """Learn a text document: store it, split it into chunks and index them.

    Needs `Authorization: Bearer <key>` when ASSISTANT_API_KEYS is set (401 otherwise); a key
    bound to a tenant stores into that tenant. Learning the same url again in the same product
    and tenant replaces the earlier version (`replaced: true`).
    """
    product, tenant = _scope(headers, body, auth_required=True)
    return knowledge.learn(
        text=body["text"],
        url=body["url"],
        title=body["title"],
        lang=body["lang"],
        product=product,
        tenant=tenant,
    )


@blp.route("/v1/files", methods=["POST"], operation_id="learnFile")
@_require_key
@blp.arguments(AssistantHeadersSchema, location="headers")
@blp.arguments(FileUploadSchema, location="files")
@blp.response(200, LearnResultSchema)
@blp.error(401, "Missing API key: send Authorization: Bearer <key>")
@blp.error(413, "File too large: the limit is 10 MB")
@blp.error(415, "Unsupported file type: use .txt, .md, .html, .pdf or .docx")
@blp.error(503, "Too many files are being read right now (Retry-After)")
def upload_file(headers, form):
    """Learn an uploaded file: .txt, .md, .html, .pdf or .docx up to 10 MB.

    413 when larger, 415 for other types, 422 when it holds no readable text. The file name
    becomes the document's url (`file:<name>`) and title, so uploading it again replaces it.
    """
    product, tenant = _scope(headers, {}, auth_required=True)
    upload = form["file"]
    filename = file_service.clean_filename(upload.filename)
    config = current_app.config
    data = upload.stream.read(config["ASSISTANT_MAX_UPLOAD_BYTES"] + 1)
    with file_service.extraction_slot():
        text = file_service.extract_text_bounded(
            filename, data, config["ASSISTANT_MAX_UPLOAD_BYTES"],
            seconds=config["ASSISTANT_EXTRACT_SECONDS"],
            memory_bytes=config["ASSISTANT_EXTRACT_MEMORY_BYTES"])
    # No vectors inside the request: the embed_chunks job gives them; until then the file's
    # chunks answer by their words.
    return knowledge.learn(
        text=text,
        url=f"file:{filename}",
        title=filename,
        lang=form["lang"],
        product=product,
        tenant=tenant,
        source="file",
        filename=filename,
        inline_vectors=0,
    )
