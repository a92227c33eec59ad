"""A second node: media in a store both nodes share. With PostgreSQL the database itself holds
them (app/storage.py DatabaseMediaStorage), so a photo uploaded through one web instance is
served by another with its own, empty, MEDIA_DIR."""

from __future__ import annotations

import hashlib
from datetime import timedelta

import pytest

from app import create_app
from app.extensions import db as flask_db
from app.media_keys import MediaNotFound
from app.models import MediaBlob
from app.models.base import utcnow
from app.storage import DatabaseMediaStorage, LocalMediaStorage, default_storage_name, media_storage
from tests.conftest import DB_KIND
from tests.media.images import image_bytes, upload

STAFF = "/api/v1/staff"


def test_the_default_store_is_the_database_on_postgresql_and_the_disk_on_sqlite(app):
    assert default_storage_name("postgresql+psycopg://u@h/marefiya") == "database"
    assert default_storage_name("sqlite:////srv/marefiya.db") == "local"
    expected = DatabaseMediaStorage if DB_KIND == "postgresql" else LocalMediaStorage
    assert isinstance(media_storage(), expected)


def test_a_chosen_store_wins_over_the_default(_schema, tmp_path):
    chosen = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, MEDIA_STORAGE="local",
                        MEDIA_DIR=str(tmp_path))
    assert isinstance(chosen.extensions["media_storage"], LocalMediaStorage)


def test_database_storage_needs_postgresql():
    with pytest.raises(RuntimeError, match="needs PostgreSQL"):
        create_app("testing", SQLALCHEMY_DATABASE_URI="sqlite://", MEDIA_STORAGE="database")


def test_database_storage_keeps_blobs_by_content_hash(app, db):
    storage = DatabaseMediaStorage("https://cdn.example.et/media/")
    data = image_bytes("PNG")
    key = storage.save(data, "image/png")
    assert key == f"{hashlib.sha256(data).hexdigest()}.png"
    assert storage.save(data, "image/png") == key  # same bytes, same row
    width_key = storage.save(data, "image/png", key=f"{key[:64]}-64.png")
    assert storage.url(width_key) == f"https://cdn.example.et/media/{key[:64]}-64.png"
    assert storage.open(key).read() == data == storage.open(width_key).read()
    row = db.session.get(MediaBlob, key)
    assert (row.content_type, row.byte_size) == ("image/png", len(data))

    assert sorted(storage.keys_older_than(utcnow() + timedelta(seconds=5))) == sorted([key, width_key])
    assert list(storage.keys_older_than(utcnow() - timedelta(hours=1))) == []
    storage.delete(key)
    with pytest.raises(MediaNotFound):
        storage.open(key)
    storage.delete(key)  # twice is harmless
    for bad in ["../secret", "a" * 64 + ".gif", "A" * 64 + ".png"]:
        with pytest.raises(MediaNotFound):
            storage.open(bad)
    with pytest.raises(ValueError):
        storage.save(data, "image/png", key=f"{key[:64]}.jpg")  # a key of another type


@pytest.mark.skipif(DB_KIND != "postgresql", reason="two nodes share PostgreSQL, not SQLite")
def test_a_photo_uploaded_on_one_node_is_served_by_the_other(_schema, app, make, auth, tmp_path):
    """Two app instances on one PostgreSQL with different MEDIA_DIRs, as two web machines."""
    hotel = make.hotel()
    headers = auth.staff(make.staff(hotel=hotel, role_slug="hotel_admin"))
    flask_db.session.commit()
    node_a = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, MEDIA_DIR=str(tmp_path / "a"))
    node_b = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, MEDIA_DIR=str(tmp_path / "b"))

    created = node_a.test_client().post(f"{STAFF}/hotel/images", headers=headers,
                                        **upload(image_bytes("JPEG", (1200, 800))))
    assert created.status_code == 201, created.json
    photo = created.json["data"]
    urls = [entry.split(" ")[0] for entry in photo["srcset"].split(", ")]
    assert len(urls) == 3

    other = node_b.test_client()
    for url in urls:
        served = other.get(url)
        assert served.status_code == 200 and served.mimetype == "image/jpeg"
        assert served.data == node_a.test_client().get(url).data
        key = url.rsplit("/", 1)[1]
        assert served.headers["ETag"] == f'"{key.split(".")[0]}"'
        assert served.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        assert other.get(url, headers={"If-None-Match": served.headers["ETag"]}).status_code == 304
    # Neither node wrote anything to its own disk.
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()

    # Deleted through B, gone from A.
    assert other.delete(f"{STAFF}/hotel/images/{photo['image_id']}", headers=headers).status_code == 200
    assert all(node_a.test_client().get(url).status_code == 404 for url in urls)
    for node in (node_a, node_b):
        with node.app_context():
            flask_db.engine.dispose()


def test_revalidation_is_304_without_reading_the_store(app, client, monkeypatch):
    key = media_storage().save(image_bytes(), "image/jpeg")
    first = client.get(f"/media/{key}")
    assert first.status_code == 200 and first.headers["ETag"] == f'"{key[:64]}"'

    def no_reads(self, key):
        raise AssertionError("the store was read")

    monkeypatch.setattr(type(media_storage()), "open", no_reads)
    again = client.get(f"/media/{key}", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""
    assert again.headers["ETag"] == first.headers["ETag"]
    assert "immutable" in again.headers["Cache-Control"]
