"""GET /media/<key>: uploaded photos, served from the media storage (app/storage.py).

Not part of the OpenAPI document: image URLs come inside API responses (`image_url`, `images`),
and the app fetches them like any other image. Keys are content hashes, so a response never
changes: it is cached for a year as immutable, and its ETag is the key's hash and width. A
revalidation is answered 304 from the key alone, without reading the store (the database, on
PostgreSQL).
"""

from __future__ import annotations

from flask import Blueprint, Response, abort, request, send_file

from app.storage import MediaNotFound, content_type_of, media_storage

ONE_YEAR = 365 * 24 * 3600

blp = Blueprint("media", __name__)


@blp.route("/media/<key>", methods=["GET"])
def get_media(key: str):
    """The stored file; 404 for a key that is unknown or not one we could have made."""
    try:
        content_type = content_type_of(key)
        etag = key.split(".")[0]
        if request.if_none_match.contains(etag):
            # Only a key we made has this ETag, and its content never changes.
            response = Response(status=304)
            response.set_etag(etag)
        else:
            response = send_file(media_storage().open(key), mimetype=content_type, etag=etag,
                                 max_age=ONE_YEAR, conditional=True)
    except MediaNotFound:
        abort(404)
    return _harden(response)


def _harden(response: Response) -> Response:
    response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
    response.headers["X-Content-Type-Options"] = "nosniff"
    # Nothing in an image may run or load anything, even if a browser opened it as a page.
    response.headers["Content-Security-Policy"] = "default-src 'none'; sandbox"
    # Web front ends on other origins may show the photos.
    response.headers["Cross-Origin-Resource-Policy"] = "cross-origin"
    return response
