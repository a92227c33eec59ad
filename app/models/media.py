"""Media stored in the database itself (app/storage.py `DatabaseMediaStorage`): the store every
web node shares when the database is PostgreSQL, so a photo uploaded on one is served by all."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from app.extensions import db
from app.models.base import utcnow


class MediaBlob(db.Model):
    """One stored file, keyed by its media key (content hash, width, extension: app/media_keys.py),
    so a row is written once and never changes."""

    __tablename__ = "media_blobs"

    key: Mapped[str] = mapped_column(String(80), primary_key=True)
    content_type: Mapped[str] = mapped_column(String(40), nullable=False)
    byte_size: Mapped[int] = mapped_column(Integer, nullable=False)
    data: Mapped[bytes] = mapped_column(LargeBinary, nullable=False)
    # Indexed for the clean-up job's "written before" scan.
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, nullable=False, index=True)
