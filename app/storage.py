"""Where uploaded media live: a small storage protocol, the local disk and the database.

Files are named by content hash (app/media_keys.py), so no user-controlled name or path ever
reaches the file system, the same photo uploaded twice is stored once, and a key's content never
changes (clients may cache it for ever).
`MEDIA_STORAGE` picks the back end from `STORAGES`: `database` (the default on PostgreSQL, shared
by every web node) or `local` (the default with the embedded SQLite). Object storage would be
another entry whose `url()` points at its bucket or CDN.
"""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO, Protocol

from flask import Flask, current_app
from sqlalchemy import delete, select
from sqlalchemy.dialects import postgresql, sqlite

from app.extensions import db
from app.media_keys import KEY_PATTERN, MediaNotFound, check_key, content_type_of, media_key
from app.models.base import utcnow
from app.models.media import MediaBlob

__all__ = ["MediaNotFound", "MediaStorage", "LocalMediaStorage", "DatabaseMediaStorage",
           "content_type_of", "media_key", "media_storage", "init_storage"]


class MediaStorage(Protocol):
    def save(self, data: bytes, content_type: str, *, key: str | None = None) -> str:
        """Store `data` (already verified to be `content_type`) under `key` (by default
        `media_key(data, content_type)`) and return the key. A key already stored is kept as it
        is: its content never changes."""

    def delete(self, key: str) -> None:
        """Forget the file; unknown keys are ignored."""

    def url(self, key: str) -> str:
        """Where clients fetch the file."""

    def keys_older_than(self, moment: datetime) -> Iterator[str]:
        """Every stored key written before `moment` (naive = UTC), for the clean-up job."""

    def open(self, key: str) -> BinaryIO:
        """The stored bytes for reading. Raises MediaNotFound."""


def _key_for(data: bytes, content_type: str, key: str | None) -> str:
    if key is None:
        return media_key(data, content_type)
    if content_type_of(key) != content_type:
        raise ValueError(f"Key {key!r} does not name a {content_type} file")
    return key


class LocalMediaStorage:
    """Files under one folder, two levels of hash prefix deep (`ab/<key>`), so no directory holds
    more than a few thousand entries. Writes go to a temporary file first and are renamed into
    place, so a reader never sees half a file."""

    def __init__(self, root: str | Path, base_url: str = "/media"):
        self.root = Path(root)
        self.base_url = base_url.rstrip("/")

    def _path(self, key: str) -> Path:
        # Only keys we could have made map to a path: no "..", no slashes, no other names.
        check_key(key)
        return self.root / key[:2] / key

    def save(self, data: bytes, content_type: str, *, key: str | None = None) -> str:
        key = _key_for(data, content_type, key)
        path = self._path(key)
        if path.exists():  # same content, same key: already stored
            return key
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".upload-")
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(data)
            os.chmod(temporary, 0o644)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        return key

    def delete(self, key: str) -> None:
        try:
            self._path(key).unlink(missing_ok=True)
        except MediaNotFound:
            pass

    def url(self, key: str) -> str:
        return f"{self.base_url}/{key}"

    def open(self, key: str) -> BinaryIO:
        try:
            return self._path(key).open("rb")
        except (FileNotFoundError, IsADirectoryError):
            raise MediaNotFound(key) from None

    def keys_older_than(self, moment: datetime) -> Iterator[str]:
        cutoff = moment.replace(tzinfo=UTC).timestamp() if moment.tzinfo is None else moment.timestamp()
        if not self.root.is_dir():
            return
        for path in self.root.glob("??/*"):
            if KEY_PATTERN.fullmatch(path.name) and path.stat().st_mtime < cutoff:
                yield path.name


class DatabaseMediaStorage:
    """Files as rows of `media_blobs` in the app's own database: every web node that shares the
    database shares them, with nothing more to run or back up. Each write and read uses a
    connection of its own, outside the request's transaction, so a blob is there before the
    photo row that names it commits (an upload refused later leaves it to the clean-up job).
    Files are a few hundred KB at most (every upload is re-encoded, at most 2048 pixels wide)."""

    def __init__(self, base_url: str = "/media"):
        self.base_url = base_url.rstrip("/")

    def save(self, data: bytes, content_type: str, *, key: str | None = None) -> str:
        key = _key_for(data, content_type, key)
        engine = db.engine
        insert = (postgresql.insert if engine.dialect.name == "postgresql" else sqlite.insert)(MediaBlob)
        with engine.begin() as connection:
            # Same key, same content: a row already there is kept (two uploads of one photo).
            connection.execute(insert.values(
                key=key, content_type=content_type, byte_size=len(data), data=data,
                created_at=utcnow()).on_conflict_do_nothing(index_elements=["key"]))
        return key

    def delete(self, key: str) -> None:
        with db.engine.begin() as connection:
            connection.execute(delete(MediaBlob).where(MediaBlob.key == key))

    def url(self, key: str) -> str:
        return f"{self.base_url}/{key}"

    def open(self, key: str) -> BinaryIO:
        check_key(key)
        with db.engine.connect() as connection:
            data = connection.scalar(select(MediaBlob.data).where(MediaBlob.key == key))
        if data is None:
            raise MediaNotFound(key)
        return io.BytesIO(data)

    def keys_older_than(self, moment: datetime) -> Iterator[str]:
        if moment.tzinfo is not None:
            moment = moment.astimezone(UTC).replace(tzinfo=None)
        with db.engine.connect() as connection:
            keys = list(connection.scalars(
                select(MediaBlob.key).where(MediaBlob.created_at < moment).order_by(MediaBlob.key)))
        yield from keys


def _local(app: Flask) -> MediaStorage:
    return LocalMediaStorage(app.config["MEDIA_DIR"], app.config["MEDIA_URL"])


def _database(app: Flask) -> MediaStorage:
    return DatabaseMediaStorage(app.config["MEDIA_URL"])


# MEDIA_STORAGE name -> factory taking the app.
STORAGES = {"local": _local, "database": _database}


def default_storage_name(database_uri: str) -> str:
    """The store when MEDIA_STORAGE is not set: the database when it is PostgreSQL (the store
    every node shares), the local disk with the embedded SQLite (one machine)."""
    return "database" if database_uri.startswith("postgresql") else "local"


def init_storage(app: Flask) -> None:
    database_uri = app.config["SQLALCHEMY_DATABASE_URI"]
    name = app.config["MEDIA_STORAGE"] or default_storage_name(database_uri)
    if name == "database" and not database_uri.startswith("postgresql"):
        # Its writes use a connection of their own: with SQLite's single writer, one made while
        # the request's transaction holds the lock (seeding the demo) would wait for itself.
        raise RuntimeError("MEDIA_STORAGE=database needs PostgreSQL; with SQLite use local")
    try:
        factory = STORAGES[name]
    except KeyError:
        raise RuntimeError(f"Unknown MEDIA_STORAGE {name!r}; use one of {sorted(STORAGES)}") from None
    app.extensions["media_storage"] = factory(app)


def media_storage() -> MediaStorage:
    """The storage of the current app."""
    return current_app.extensions["media_storage"]
