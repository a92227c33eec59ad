"""The media storage (local disk, content-hash keys) and GET /media/<key>."""

from __future__ import annotations

import hashlib

import pytest

from app import create_app
from app.storage import LocalMediaStorage, MediaNotFound, media_storage
from tests.media.images import image_bytes


def test_local_storage_names_files_by_content_hash(tmp_path):
    storage = LocalMediaStorage(tmp_path, "https://cdn.example.et/media/")
    data = image_bytes("PNG")
    key = storage.save(data, "image/png")
    assert key == f"{hashlib.sha256(data).hexdigest()}.png"
    assert (tmp_path / key[:2] / key).read_bytes() == data
    assert storage.save(data, "image/png") == key  # same bytes, same file
    assert storage.url(key) == f"https://cdn.example.et/media/{key}"
    with storage.open(key) as file:
        assert file.read() == data
    storage.delete(key)
    with pytest.raises(MediaNotFound):
        storage.open(key)
    storage.delete(key)  # deleting twice is harmless


@pytest.mark.parametrize("key", [
    "../secret_key", "..%2Fsecret_key", "a" * 64 + ".jpg/../../x", "A" * 64 + ".jpg", "a" * 63 + ".jpg",
    "a" * 64 + ".gif", "a" * 64, "a" * 64 + ".jpg\n",
])
def test_keys_we_could_not_have_made_never_reach_the_file_system(tmp_path, key):
    storage = LocalMediaStorage(tmp_path / "media")
    (tmp_path / "secret_key").write_text("do not serve")
    with pytest.raises(MediaNotFound):
        storage.open(key)
    storage.delete(key)
    assert (tmp_path / "secret_key").exists()


def test_unknown_media_storage_refuses_to_start():
    with pytest.raises(RuntimeError, match="MEDIA_STORAGE"):
        create_app("testing", MEDIA_STORAGE="floppy")


def test_get_media_serves_stored_files_with_long_cache_and_nosniff(app, client):
    data = image_bytes("WEBP")
    key = media_storage().save(data, "image/webp")
    response = client.get(f"/media/{key}")
    assert response.status_code == 200 and response.data == data
    assert response.headers["Content-Type"] == "image/webp"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert "sandbox" in response.headers["Content-Security-Policy"]
    again = client.get(f"/media/{key}", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304


@pytest.mark.parametrize("path", [
    "/media/" + "0" * 64 + ".jpg",  # well formed, never stored
    "/media/..%2F..%2Fconfig.py", "/media/../config.py", "/media/%2e%2e/secret_key",
    "/media/" + "0" * 64 + ".svg", "/media/", "/media/x",
])
def test_get_media_is_404_for_unknown_or_malformed_keys(client, path):
    assert client.get(path).status_code == 404


def test_files_no_photo_uses_are_purged_after_a_day(app, make, db):
    """A hotel deleted with its photos leaves their files; the daily job removes them, but never
    a file a photo still uses, nor one just written (its upload may not have committed yet)."""
    from datetime import timedelta

    from app.models import HotelImage
    from app.models.base import utcnow
    from app.services.content.images import purge_unused_media

    storage = media_storage()
    used = storage.save(image_bytes(colour=(1, 2, 3)), "image/jpeg")
    orphan = storage.save(image_bytes(colour=(4, 5, 6)), "image/jpeg")
    hotel = make.hotel()
    db.session.add(HotelImage(hotel_id=hotel.id, media_key=used, caption="", position=0))
    db.session.commit()

    assert purge_unused_media() == 0  # both were written just now
    assert purge_unused_media(utcnow() + timedelta(days=2)) == 1
    with storage.open(used):
        pass
    with pytest.raises(MediaNotFound):
        storage.open(orphan)
