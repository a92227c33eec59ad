"""Names of stored media: keys made from content hashes, and where clients fetch them.

A photo is stored in a few widths (app/services/content/images.py). Each rendition's key is the
SHA-256 of the full-size rendition's bytes, a width suffix and the extension of its content type:
`<sha256>-1024.jpg`. So no user-controlled name ever reaches a store, the same photo uploaded twice
is stored once, and a key's content never changes (clients may cache it for ever). Photos stored
before renditions existed keep their suffix-less key `<sha256>.jpg`.

This module imports nothing of the app, so the models and every storage back end can use it.
"""

from __future__ import annotations

import hashlib
import re

from flask import current_app

# The content types we store, and the extension each key ends with.
EXTENSIONS = {"image/jpeg": "jpg", "image/png": "png", "image/webp": "webp"}
CONTENT_TYPES = {extension: content_type for content_type, extension in EXTENSIONS.items()}
# Used with fullmatch: 64 hex digits, an optional width (no leading zero), a known extension.
KEY_PATTERN = re.compile(r"[0-9a-f]{64}(?:-[1-9][0-9]{0,4})?\.(jpg|png|webp)")


class MediaNotFound(LookupError):
    """No stored file has this key (or the key is not one we could have made)."""


def media_key(data: bytes, content_type: str, width: int | None = None) -> str:
    """The key of `data`: its SHA-256, `-<width>` when given, and its content type's extension."""
    suffix = "" if width is None else f"-{width}"
    return f"{hashlib.sha256(data).hexdigest()}{suffix}.{EXTENSIONS[content_type]}"


def rendition_key(key: str, width: int) -> str:
    """The key of the `width` rendition of the photo whose full-size rendition is `key`."""
    check_key(key)
    return f"{key[:64]}-{width}.{key.rsplit('.', 1)[1]}"


def content_hash(key: str) -> str:
    """The hash every rendition of one photo shares (the first 64 characters of its keys)."""
    return check_key(key)[:64]


def check_key(key: str) -> str:
    """`key`, if we could have made it. Raises MediaNotFound otherwise."""
    if not KEY_PATTERN.fullmatch(key):
        raise MediaNotFound(key)
    return key


def content_type_of(key: str) -> str:
    """The content type a valid key was stored with."""
    return CONTENT_TYPES[check_key(key).rsplit(".", 1)[1]]


def media_url(key: str) -> str:
    """Where clients fetch `key`: the current app's media storage decides (app/storage.py)."""
    return current_app.extensions["media_storage"].url(key)
