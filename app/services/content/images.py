"""Photos of a hotel and of its room types: checking an upload, the galleries, their order.

A gallery is the hotel's own photos (`room_type_id` None) or one room type's. Every function
takes the staff token's `hotel_id`: a photo or room type of another hotel is NotFound. Uploads
are checked by their content, never their name or declared type: JPEG, PNG and WebP only
(UnsupportedMediaType otherwise), at most MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS (PayloadTooLarge).
The bytes are stored as sent (no re-encoding), under their content hash.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass
from datetime import datetime, timedelta

from flask import current_app
from PIL import Image, UnidentifiedImageError
from sqlalchemy import func, select

from app.errors import NotFound, PayloadTooLarge, UnsupportedMediaType, ValidationFailed
from app.extensions import db
from app.models import HotelImage, RoomType
from app.models.base import utcnow
from app.storage import media_storage

# Pillow format name -> the content type we store it as.
ACCEPTED_FORMATS = {"JPEG": "image/jpeg", "PNG": "image/png", "WEBP": "image/webp"}
MAX_GALLERY_SIZE = 50


@dataclass(frozen=True)
class CheckedImage:
    data: bytes
    content_type: str
    width: int
    height: int


def check_image(data: bytes, *, max_bytes: int, max_pixels: int) -> CheckedImage:
    """The upload as a verified JPEG, PNG or WebP. Raises PayloadTooLarge above `max_bytes` or
    `max_pixels`, UnsupportedMediaType for anything else (text named .jpg, GIF, SVG, a broken
    file). The size is read from the header before anything is decoded; a JPEG is then decoded at
1/8 scale to find truncation, other formats are only verified (PNG chunk checksums)."""
    if len(data) > max_bytes:
        raise PayloadTooLarge(f"The image is larger than {max_bytes // (1024 * 1024)} MB")
    refused = UnsupportedMediaType("Send a JPEG, PNG or WebP image")
    try:
        with warnings.catch_warnings():
            # Pillow's own bomb guard: a warning from ~89 megapixels, an error from twice that.
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=list(ACCEPTED_FORMATS)) as image:
                content_type = ACCEPTED_FORMATS[image.format]
                width, height = image.size
                if width * height > max_pixels:
                    raise PayloadTooLarge(
                        f"The image has {width}x{height} pixels; at most "
                        f"{max_pixels // 1_000_000} megapixels are accepted")
                image.verify()
            if content_type == "image/jpeg":
                _decode_reduced(data)
    except (Image.DecompressionBombWarning, Image.DecompressionBombError):
        raise PayloadTooLarge("The image has too many pixels") from None
    except (UnidentifiedImageError, SyntaxError, OSError, ValueError, KeyError, EOFError):
        raise refused from None
    if width < 1 or height < 1:
        raise refused
    return CheckedImage(data, content_type, width, height)


def _decode_reduced(data: bytes) -> None:
    """Decode a JPEG at 1/8 scale, in grey: Pillow's verify() checks nothing for JPEG, and this
    finds a truncated or corrupt file for a small fraction of a full decode's memory and time."""
    with Image.open(io.BytesIO(data), formats=["JPEG"]) as image:
        image.draft("L", (max(1, image.width // 8), max(1, image.height // 8)))
        image.load()


def check_upload(data: bytes) -> CheckedImage:
    """`check_image` with the app's limits."""
    config = current_app.config
    return check_image(data, max_bytes=config["MAX_IMAGE_BYTES"], max_pixels=config["MAX_IMAGE_PIXELS"])


def store_image(image: CheckedImage, *, caption: str = "", position: int = 0) -> HotelImage:
    """A new, unattached image row for `image`, its bytes saved in the media storage."""
    key = media_storage().save(image.data, image.content_type)
    return HotelImage(media_key=key, caption=caption, position=position, width=image.width,
                      height=image.height, byte_size=len(image.data))


# --- galleries ------------------------------------------------------------------------------


def _check_room_type(hotel_id: int, room_type_id: int | None) -> None:
    if room_type_id is None:
        return
    found = db.session.scalar(
        select(RoomType.id).where(RoomType.id == room_type_id, RoomType.hotel_id == hotel_id))
    if found is None:
        raise NotFound("Room type not found")


def _gallery(hotel_id: int, room_type_id: int | None):
    query = select(HotelImage).where(HotelImage.hotel_id == hotel_id)
    if room_type_id is None:
        return query.where(HotelImage.room_type_id.is_(None))
    return query.where(HotelImage.room_type_id == room_type_id)


def list_images(hotel_id: int, room_type_id: int | None = None) -> list[HotelImage]:
    """The gallery in display order. Raises NotFound for a room type of another hotel."""
    _check_room_type(hotel_id, room_type_id)
    query = _gallery(hotel_id, room_type_id).order_by(HotelImage.position, HotelImage.id)
    return list(db.session.scalars(query))


def add_image(
    hotel_id: int, data: bytes, *, caption: str = "", room_type_id: int | None = None
) -> HotelImage:
    """Check and store an upload at the end of the gallery. Raises NotFound (room type of another
    hotel), PayloadTooLarge, UnsupportedMediaType, or ValidationFailed when the gallery is full."""
    _check_room_type(hotel_id, room_type_id)
    gallery = _gallery(hotel_id, room_type_id).subquery()
    count, last = db.session.execute(
        select(func.count(), func.max(gallery.c.position)).select_from(gallery)).one()
    if count >= MAX_GALLERY_SIZE:
        raise ValidationFailed(f"A gallery holds at most {MAX_GALLERY_SIZE} photos; delete one first",
                               field="file")
    image = store_image(check_upload(data), caption=caption,
                        position=0 if last is None else last + 1)
    image.hotel_id, image.room_type_id = hotel_id, room_type_id
    db.session.add(image)
    db.session.commit()
    return image


def reorder_images(hotel_id: int, image_ids: list[int], room_type_id: int | None = None) -> list[HotelImage]:
    """Put the gallery in the order of `image_ids`, which must name each of its photos exactly
    once (ValidationFailed otherwise, so that two clients' edits never silently merge)."""
    images = {image.id: image for image in list_images(hotel_id, room_type_id)}
    if len(set(image_ids)) != len(image_ids) or set(image_ids) != set(images):
        raise ValidationFailed("List every photo of the gallery exactly once", field="image_ids")
    for position, image_id in enumerate(image_ids):
        images[image_id].position = position
    db.session.commit()
    return [images[image_id] for image_id in image_ids]


def delete_image(hotel_id: int, image_id: int, room_type_id: int | None = None) -> None:
    """Remove a photo from its gallery, and its file when no other photo uses the same bytes.
    Raises NotFound for a photo of another hotel or gallery."""
    _check_room_type(hotel_id, room_type_id)
    image = db.session.scalar(_gallery(hotel_id, room_type_id).where(HotelImage.id == image_id))
    if image is None:
        raise NotFound("Image not found")
    key = image.media_key
    db.session.delete(image)
    db.session.commit()
    if key is not None and not _key_in_use(key):
        media_storage().delete(key)


def _key_in_use(key: str) -> bool:
    return db.session.scalar(select(HotelImage.id).where(HotelImage.media_key == key).limit(1)) is not None


# How long a stored file may wait for its row: an upload saves the file, then commits the row.
UNUSED_MEDIA_GRACE = timedelta(days=1)


def purge_unused_media(now: datetime | None = None) -> int:
    """Delete stored files no photo row uses any more (their hotel or room type was deleted,
    or a delete raced an upload of the same bytes), once they are older than a day. A periodic
    job. Returns how many were deleted."""
    now = now or utcnow()
    storage = media_storage()
    deleted = 0
    stale = list(storage.keys_older_than(now - UNUSED_MEDIA_GRACE))
    for start in range(0, len(stale), 500):
        batch = stale[start:start + 500]
        used = set(db.session.scalars(select(HotelImage.media_key).where(HotelImage.media_key.in_(batch))))
        for key in batch:
            if key not in used:
                storage.delete(key)
                deleted += 1
    return deleted
