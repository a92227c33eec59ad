"""Photos of a hotel and of its room types: checking an upload, the galleries, their order.

A gallery is the hotel's own photos (`room_type_id` None) or one room type's. Every function
takes the staff token's `hotel_id`: a photo or room type of another hotel is NotFound.

Uploads are recognised by their content, never their name or declared type: JPEG, PNG and WebP
only (UnsupportedMediaType, 415, otherwise), at most MAX_IMAGE_BYTES (PayloadTooLarge, 413). The
header's pixel count is checked against MAX_IMAGE_PIXELS before anything is decoded (a 100 KB PNG
can declare a canvas of hundreds of megabytes), then the whole image is decoded: a bomb, a
truncated or a corrupt file is refused (ValidationFailed, 422), never shown to guests half grey.

None of the upload's bytes are stored: the decoded pixels are turned upright (EXIF orientation),
re-encoded in the upload's format without any metadata (EXIF with its GPS position, XMP, comments,
text chunks) except an ICC colour profile, and stored in the widths of IMAGE_SIZES, never wider
than the upload (app/media_keys.py names them).
"""

from __future__ import annotations

import io
import math
import struct
import threading
import warnings
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from flask import current_app
from PIL import Image, ImageOps, UnidentifiedImageError
from sqlalchemy import func, select

from app.db_locking import lock_row, serialized_transaction
from app.errors import (
    NotFound,
    PayloadTooLarge,
    ServiceUnavailable,
    UnsupportedMediaType,
    ValidationFailed,
)
from app.extensions import db
from app.i18n import _
from app.media_keys import MediaNotFound, content_hash, media_key, rendition_key
from app.models import Hotel, HotelImage, RoomType
from app.models.base import utcnow
from app.storage import MediaStorage, media_storage

# Pillow format name -> the content type we store it as. MPO is the JPEG many phones write (a
# JPEG with a second picture, a preview or depth map, appended); its first picture is the photo.
# Pillow's JPEG opener returns the MPO ones itself.
ACCEPTED_FORMATS = {"JPEG": "image/jpeg", "MPO": "image/jpeg", "PNG": "image/png",
                    "WEBP": "image/webp"}
OPENERS = ["JPEG", "PNG", "WEBP"]
MAX_GALLERY_SIZE = 50
# The widths a photo is stored in: a search card, the hotel page, a full-screen view. A photo
# narrower than a size is stored at its own width for it (never upscaled).
IMAGE_SIZES = {"card": 400, "detail": 1024, "full": 2048}
CARD_WIDTH = IMAGE_SIZES["card"]
# EXIF orientations that turn the picture a quarter: its upright width is its stored height.
QUARTER_TURNS = {5, 6, 7, 8}
ORIENTATION_TAG = 0x0112
ENCODE_OPTIONS = {
    "image/jpeg": {"format": "JPEG", "quality": 85, "optimize": True, "progressive": True},
    "image/png": {"format": "PNG", "compress_level": 6},
    "image/webp": {"format": "WEBP", "quality": 82, "method": 4},
}


@dataclass(frozen=True)
class Rendition:
    width: int
    height: int
    data: bytes


@dataclass(frozen=True)
class PreparedImage:
    """An upload decoded, turned upright and re-encoded: its renditions, narrowest first (the
    last is the full size)."""

    content_type: str
    renditions: tuple[Rendition, ...]

    @property
    def full(self) -> Rendition:
        return self.renditions[-1]


def prepare_image(data: bytes, *, max_bytes: int, max_pixels: int) -> PreparedImage:
    """The upload re-encoded in every width of IMAGE_SIZES. Raises PayloadTooLarge above
    `max_bytes`, UnsupportedMediaType for anything not recognised as JPEG, PNG or WebP (text named
    .jpg, GIF, SVG), ValidationFailed for more than `max_pixels` pixels (read from the header,
    before decoding) or an image that does not decode completely (truncated, corrupt)."""
    if len(data) > max_bytes:
        raise PayloadTooLarge(_("The image is larger than %(mb)s MB", mb=max_bytes // (1024 * 1024)))
    try:
        with warnings.catch_warnings():
            # Pillow's own bomb guard warns from ~89 megapixels: `max_pixels` decides instead,
            # and says how many pixels the image has. Its error, from twice that (raised as the
            # header is read), stays a second line of defence.
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=OPENERS) as image:
                content_type = ACCEPTED_FORMATS[image.format]
                _check_pixels(image.size, max_pixels)
                renditions = _renditions(_decode_upright(image), content_type)
    except Image.DecompressionBombError:
        raise _too_many_pixels(None, max_pixels) from None
    except UnidentifiedImageError:
        raise UnsupportedMediaType(_("Send a JPEG, PNG or WebP image")) from None
    except (SyntaxError, OSError, ValueError, KeyError, EOFError, IndexError, struct.error):
        # Recognised by its header, but its pixels do not decode to the end.
        raise ValidationFailed(_("The image is truncated or corrupt; send the complete file"),
                               field="file") from None
    return PreparedImage(content_type, renditions)


def _check_pixels(size: tuple[int, int], max_pixels: int) -> None:
    width, height = size
    if width < 1 or height < 1:
        raise UnidentifiedImageError("no pixels")
    if width * height > max_pixels:
        raise _too_many_pixels(size, max_pixels)


def _too_many_pixels(size: tuple[int, int] | None, max_pixels: int) -> ValidationFailed:
    declared = f"{size[0]}x{size[1]} pixels" if size else "too many pixels"
    return ValidationFailed(_("The image has %(declared)s; at most %(megapixels)s megapixels are "
                              "accepted", declared=declared, megapixels=f"{max_pixels / 1_000_000:g}"),
                            field="file")


# Pillow's modes for grey pixels deeper than 8 bits (a 16-bit PNG among them).
DEEP_GREY_MODES = ("I", "I;16", "I;16B", "I;16L", "I;16N")


def _decode_upright(image: Image.Image) -> Image.Image:
    """The whole image decoded (`load()` raises for a truncated file: LOAD_TRUNCATED_IMAGES is
    never set), turned upright, in RGB or RGBA, with nothing but its ICC profile in `info`."""
    if image.format in ("JPEG", "MPO"):
        # A JPEG decodes at 1/2, 1/4 or 1/8 scale for a fraction of the memory and time: ask
        # for the smallest scale still at least as large as the full-size rendition.
        width, height = image.size
        turned = image.getexif().get(ORIENTATION_TAG) in QUARTER_TURNS
        scale = min(1.0, IMAGE_SIZES["full"] / (height if turned else width))
        image.draft("RGB", (math.ceil(width * scale), math.ceil(height * scale)))
    image.load()
    # A grey or CMYK profile would be wrong for the RGB pixels written.
    icc_profile = image.info.get("icc_profile") if image.mode in ("RGB", "RGBA", "P") else None
    has_alpha = image.mode in ("RGBA", "LA", "PA") or (
        image.mode == "P" and "transparency" in image.info)
    # In place: a 40-megapixel picture is 120-160 MB, and a copy per step adds up.
    ImageOps.exif_transpose(image, in_place=True)
    if image.mode in DEEP_GREY_MODES:
        # A 16-bit grey PNG opens as I;16 (or I): converting that to RGB clips every value above
        # 255, so a mid-grey photo came out white. Scaled to 8 bits first, it keeps its tones.
        image = image.convert("I").point(lambda value: value / 256).convert("L")
    mode = "RGBA" if has_alpha else "RGB"
    upright = image if image.mode == mode else image.convert(mode)
    upright.info = {"icc_profile": icc_profile} if icc_profile else {}
    return upright


def _renditions(upright: Image.Image, content_type: str) -> tuple[Rendition, ...]:
    """Each distinct width of IMAGE_SIZES, at most the image's own, encoded, narrowest first."""
    widths = sorted({min(width, upright.width) for width in IMAGE_SIZES.values()}, reverse=True)
    options = dict(ENCODE_OPTIONS[content_type])
    if upright.info.get("icc_profile"):
        options["icc_profile"] = upright.info["icc_profile"]
    renditions, source = [], upright
    for width in widths:  # widest first: each narrower one is resized from the one before
        height = max(1, round(upright.height * width / upright.width))
        if source.size != (width, height):
            source = source.resize((width, height), Image.Resampling.LANCZOS, reducing_gap=2.0)
        # Whatever Pillow carried over (exif, xmp, comment, dpi, text chunks) goes: some
        # encoders write fields they find in `info`. The profile is passed explicitly.
        source.info = {}
        output = io.BytesIO()
        source.save(output, **options)
        renditions.append(Rendition(width, height, output.getvalue()))
    return tuple(reversed(renditions))


def prepare_upload(data: bytes) -> PreparedImage:
    """`prepare_image` with the app's limits, in one of the process's IMAGE_DECODE_SLOTS. A
    40-megapixel picture takes 120-160 MB and seconds of CPU to decode and resize, so a burst of
    uploads must not run them all at once: beyond the slots an upload waits up to
    IMAGE_DECODE_WAIT_SECONDS, then is answered 503 with Retry-After (ServiceUnavailable)."""
    config = current_app.config
    slots = decode_slots()
    if not slots.acquire(timeout=config["IMAGE_DECODE_WAIT_SECONDS"]):
        raise ServiceUnavailable(_("Other photos are being processed; try again in a few seconds"),
                                 retry_after=5)
    try:
        return prepare_image(data, max_bytes=config["MAX_IMAGE_BYTES"],
                             max_pixels=config["MAX_IMAGE_PIXELS"])
    finally:
        slots.release()


_slots_created = threading.Lock()


def decode_slots() -> threading.BoundedSemaphore:
    """The app's decode slots, made on first use (one set per app, shared by its threads)."""
    extensions = current_app.extensions
    with _slots_created:
        if "image_decode_slots" not in extensions:
            extensions["image_decode_slots"] = threading.BoundedSemaphore(
                current_app.config["IMAGE_DECODE_SLOTS"])
        return extensions["image_decode_slots"]


def store_image(image: PreparedImage, *, caption: str = "", position: int = 0) -> HotelImage:
    """A new, unattached image row for `image`, its renditions saved in the media storage. The
    full size is keyed by its content hash; the narrower ones share that hash (app/media_keys.py)."""
    storage, full = media_storage(), image.full
    key = media_key(full.data, image.content_type, full.width)
    for rendition in image.renditions:
        storage.save(rendition.data, image.content_type, key=rendition_key(key, rendition.width))
    return HotelImage(media_key=key, caption=caption, position=position, width=full.width,
                      height=full.height, byte_size=len(full.data),
                      widths=",".join(str(rendition.width) for rendition in image.renditions))


# --- galleries ------------------------------------------------------------------------------


def _check_room_type(hotel_id: int, room_type_id: int | None) -> None:
    if room_type_id is None:
        return
    found = db.session.scalar(
        select(RoomType.id).where(RoomType.id == room_type_id, RoomType.hotel_id == hotel_id))
    if found is None:
        raise NotFound(_("Room type not found"))


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
    hotel), PayloadTooLarge, UnsupportedMediaType, or ValidationFailed (a bad image, or the
    gallery is full).

    The cap is counted and the row inserted in one transaction serialised on the hotel (its row
    locked on PostgreSQL, the write lock on SQLite), so concurrent uploads never pass it. The
    image is decoded and stored before, outside the lock: an upload refused there leaves its
    files to `purge_unused_media` (a concurrent upload of the same photo may be using them)."""
    _check_room_type(hotel_id, room_type_id)
    _check_gallery_room(hotel_id, room_type_id)  # a full gallery costs no decoding
    image = store_image(prepare_upload(data), caption=caption)
    with serialized_transaction():
        lock_row(Hotel, Hotel.id == hotel_id)
        image.position = _check_gallery_room(hotel_id, room_type_id)
        image.hotel_id, image.room_type_id = hotel_id, room_type_id
        db.session.add(image)
    return image


def _check_gallery_room(hotel_id: int, room_type_id: int | None) -> int:
    """The position after the gallery's last photo. Raises ValidationFailed when it is full."""
    gallery = _gallery(hotel_id, room_type_id).subquery()
    count, last = db.session.execute(
        select(func.count(), func.max(gallery.c.position)).select_from(gallery)).one()
    if count >= MAX_GALLERY_SIZE:
        raise ValidationFailed(_("A gallery holds at most %(max)s photos; delete one first",
                                 max=MAX_GALLERY_SIZE),
                               field="file")
    return 0 if last is None else last + 1


def reorder_images(hotel_id: int, image_ids: list[int], room_type_id: int | None = None) -> list[HotelImage]:
    """Put the gallery in the order of `image_ids`, which must name each of its photos exactly
    once (ValidationFailed otherwise, so that two clients' edits never silently merge)."""
    images = {image.id: image for image in list_images(hotel_id, room_type_id)}
    if len(set(image_ids)) != len(image_ids) or set(image_ids) != set(images):
        raise ValidationFailed(_("List every photo of the gallery exactly once"), field="image_ids")
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
        raise NotFound(_("Image not found"))
    keys = image.media_keys
    db.session.delete(image)
    db.session.commit()
    _delete_unused(keys)


def _hashes_in_use(hashes: set[str]) -> set[str]:
    """Those of `hashes` some photo row still uses (every file of a photo shares its hash)."""
    stored_hash = func.substr(HotelImage.media_key, 1, 64)
    return set(db.session.scalars(select(stored_hash).where(stored_hash.in_(hashes)).distinct()))


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
        used = _hashes_in_use({content_hash(key) for key in batch})
        for key in batch:
            if content_hash(key) not in used:
                storage.delete(key)
                deleted += 1
    return deleted


# --- photos stored before re-encoding ---------------------------------------------------------


@dataclass
class ReencodeReport:
    reencoded: int = 0
    refused: list[tuple[int, str]] = field(default_factory=list)  # (image id, why)
    missing: list[int] = field(default_factory=list)  # no file in any store
    deleted: list[int] = field(default_factory=list)  # refused rows removed (delete_refused)


def reencode_stored_photos(fallback: MediaStorage | None = None, *,
                           delete_refused: bool = False) -> ReencodeReport:
    """Photos stored as sent, before uploads were re-encoded (`widths` NULL: EXIF and GPS as
    uploaded, one size, possibly a bomb or truncated), put through the upload path now. Each
    file is read from the media storage, else from `fallback` (the local disk, when the store
    moved to the database). A file the upload path refuses is reported, and with
    `delete_refused` its row is deleted so no guest sees it. One commit per photo."""
    storage, report = media_storage(), ReencodeReport()
    image_ids = db.session.scalars(select(HotelImage.id).where(
        HotelImage.media_key.is_not(None), HotelImage.widths.is_(None)).order_by(HotelImage.id)).all()
    for image_id in image_ids:
        image = db.session.get(HotelImage, image_id)
        old_key = image.media_key
        data = _read_stored(old_key, storage, fallback)
        if data is None:
            report.missing.append(image_id)
            continue
        try:
            stored = store_image(prepare_upload(data))
        except (PayloadTooLarge, UnsupportedMediaType, ValidationFailed) as refused:
            report.refused.append((image_id, refused.message))
            if delete_refused:
                db.session.delete(image)
                db.session.commit()
                report.deleted.append(image_id)
                _delete_unused([old_key])
            continue
        for name in ("media_key", "widths", "width", "height", "byte_size"):
            setattr(image, name, getattr(stored, name))
        db.session.commit()
        report.reencoded += 1
        _delete_unused([old_key])
    return report


def _read_stored(key: str, storage: MediaStorage, fallback: MediaStorage | None) -> bytes | None:
    for store in (storage, fallback):
        if store is None:
            continue
        try:
            with store.open(key) as file:
                return file.read()
        except MediaNotFound:
            continue
    return None


def _delete_unused(keys: list[str]) -> None:
    """Delete `keys` from the media storage unless a photo row still uses their hash."""
    in_use = _hashes_in_use({content_hash(key) for key in keys})
    storage = media_storage()
    for key in keys:
        if content_hash(key) not in in_use:
            storage.delete(key)
