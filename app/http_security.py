"""HTTP hardening for every response: security headers, CORS allow-list, proxy awareness."""

from __future__ import annotations

from flask import Flask, abort, request
from flask_compress import Compress
from flask_cors import CORS
from werkzeug.datastructures import Headers
from werkzeug.middleware.proxy_fix import ProxyFix

# Headers every response carries. The API returns JSON and never needs framing; the admin panel
# must never be framed (clickjacking), so framing is refused everywhere.
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}
JSON_CSP = "default-src 'none'; frame-ancestors 'none'"
HSTS = ("Strict-Transport-Security", "max-age=31536000")


def add_missing_headers(headers: Headers, secure: bool, *, json: bool) -> None:
    """SECURITY_HEADERS, JSON_CSP on a JSON answer and HSTS over HTTPS, each only where the
    view has not set that header itself (a media file's sandbox CSP, a page's own Referrer-
    Policy). The names present are read once: werkzeug's `setdefault` and `in` look a header up
    by raising and catching a KeyError (a BadRequestKeyError, built with its description) when
    it is absent, which here it almost always is: five of them for every response, some 3% of
    an availability's CPU (bench/request_cpu.py --profile)."""
    present = {name.lower() for name, _value in headers}
    for name, value in SECURITY_HEADERS.items():
        if name.lower() not in present:
            headers.add(name, value)
    if json and "content-security-policy" not in present:
        headers.add("Content-Security-Policy", JSON_CSP)
    if secure and HSTS[0].lower() not in present:
        headers.add(*HSTS)


def init_http_security(app: Flask) -> None:
    compress_json(app)
    if app.config["PROXY_FIX_HOPS"]:
        hops = app.config["PROXY_FIX_HOPS"]
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops)

    origins = app.config["CORS_ORIGINS"]
    if origins:
        # Only listed origins; tokens travel in the Authorization header, never cookies.
        CORS(
            app,
            resources={r"/api/v1/*": {"origins": origins}, r"/v1/*": {"origins": origins}},
            allow_headers=["Authorization", "Content-Type", "Idempotency-Key", "x-product"],
            expose_headers=["Retry-After"],
            supports_credentials=False,
            max_age=600,
        )

    @app.before_request
    def refuse_oversize_bodies():
        # Refuse by the declared length before anything reads the body (werkzeug would only
        # notice once a view reads it, and only views that read it). JSON bodies have a much
        # smaller cap than uploads.
        environ = request.environ
        if not environ.get("CONTENT_LENGTH") and "HTTP_TRANSFER_ENCODING" not in environ:
            # No body (nearly every GET): nothing to measure, and no Content-Type to parse
            # (request.is_json), which was most of this hook's cost on a search.
            return
        limit = app.config.get("MAX_CONTENT_LENGTH")
        if request.is_json:
            limit = min(filter(None, (limit, app.config["MAX_JSON_BODY_BYTES"])))
        if limit and request.content_length and request.content_length > limit:
            abort(413)
        if limit and request.is_json and request.content_length is None:
            # A chunked body has no declared length: read at most one byte past the cap (the
            # server never buffers more), and refuse it if that byte came.
            request.max_content_length = limit + 1
            if len(request.get_data(cache=True)) > limit:
                abort(413)

    @app.after_request
    def add_security_headers(response):
        add_missing_headers(response.headers, request.is_secure,
                            json=response.mimetype == "application/json")
        return response


def compress_json(app: Flask) -> None:
    """JSON answers of COMPRESS_MIN_SIZE bytes or more go compressed to a client that accepts
    it (zstd, br or gzip, its choice; `Vary: Accept-Encoding`): a dated search page of 20
    hotels is 2.0 KB over the wire with gzip instead of 10.0 KB (bench/page_bytes.py, full
    scale). Only JSON: the admin panel's HTML carries CSRF tokens beside what a request
    reflects (BREACH), while the API's tokens travel in a header no third-party page can make
    a browser send. Streamed answers (the assistant's) are sent as they come, uncompressed."""
    app.config.setdefault("COMPRESS_MIMETYPES", ["application/json"])
    app.config.setdefault("COMPRESS_STREAMS", False)
    app.config.setdefault("COMPRESS_MIN_SIZE", 1024)
    Compress(app)
