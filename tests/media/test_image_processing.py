"""Uploads are decoded in full under a pixel cap and re-encoded: bombs and truncated files are
refused, EXIF (GPS included) and other metadata never reach a guest, orientation is applied, and
each photo is stored in three widths."""

from __future__ import annotations

import io
import time

import numpy
import pytest
from PIL import Image, ImageCms, ImageFile, PngImagePlugin

from app.errors import PayloadTooLarge, UnsupportedMediaType, ValidationFailed
from app.services.content.images import IMAGE_SIZES, prepare_image, store_image
from tests.media.images import image_bytes, png_bomb, png_declaring, truncated_png

LIMITS = {"max_bytes": 5 * 1024 * 1024, "max_pixels": 40_000_000}
GPS_IFD, ORIENTATION, MAKE = 0x8825, 0x0112, 0x010F


def _two_colour_photo(size=(3000, 2000)) -> Image.Image:
    """Red on the left half, blue on the right: after a quarter turn, red is on top or bottom."""
    image = Image.new("RGB", size, (220, 20, 20))
    image.paste((20, 20, 220), (size[0] // 2, 0, size[0], size[1]))
    return image


def phone_jpeg(orientation: int = 6, size=(3000, 2000)) -> bytes:
    """A JPEG as a phone writes it: EXIF with the camera, a GPS position and an orientation
    (6: turn 90° clockwise to show), a comment, XMP and an sRGB ICC profile."""
    exif = Image.Exif()
    exif[MAKE] = "PhoneMaker"
    exif[ORIENTATION] = orientation
    exif[GPS_IFD] = {1: "N", 2: (9.0, 1.0, 48.0), 3: "E", 4: (38.0, 45.0, 36.0)}
    icc = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    output = io.BytesIO()
    _two_colour_photo(size).save(output, "JPEG", quality=90, exif=exif.tobytes(), icc_profile=icc,
                                 comment=b"home address", xmp=b"<x:xmpmeta>secret</x:xmpmeta>")
    return output.getvalue()


def test_a_real_png_bomb_is_refused_from_its_header_before_decoding(monkeypatch):
    bomb = png_bomb()  # 10,400 x 10,400 greyscale: 108 MB once inflated
    assert len(bomb) < 110_000
    prepare_image(image_bytes("PNG"), **LIMITS)  # Pillow loads its plugins once, on first use

    def no_decoding(self):
        raise AssertionError("the bomb was decoded")

    monkeypatch.setattr(ImageFile.ImageFile, "load", no_decoding)
    started = time.perf_counter()
    with pytest.raises(ValidationFailed, match="10400x10400 pixels; at most 40 megapixels") as refused:
        prepare_image(bomb, **LIMITS)
    elapsed_ms = (time.perf_counter() - started) * 1000
    assert refused.value.status_code == 422 and "file" in refused.value.errors
    # Reading the header takes about 0.3 ms (decoding 108 MB, hundreds); loose for a busy machine.
    assert elapsed_ms < 100, elapsed_ms


def test_pillows_own_bomb_guard_is_a_clear_422_too():
    """Above twice Pillow's limit (~179 megapixels) Pillow refuses as it reads the header, even
    with a pixel cap configured above that."""
    with pytest.raises(ValidationFailed, match="too many pixels") as refused:
        prepare_image(png_declaring(20_000, 10_000), max_bytes=LIMITS["max_bytes"], max_pixels=10**12)
    assert refused.value.status_code == 422


def test_a_truncated_40_megapixel_png_is_refused_after_a_full_decode_attempt():
    cut = truncated_png()
    with pytest.raises(ValidationFailed, match="truncated or corrupt") as refused:
        prepare_image(cut, **LIMITS)
    assert refused.value.status_code == 422


@pytest.mark.parametrize("fmt", ["JPEG", "PNG", "WEBP"])
def test_a_file_cut_anywhere_after_its_header_is_refused(fmt):
    whole = image_bytes(fmt, (600, 400))
    for cut in (len(whole) // 3, len(whole) // 2, len(whole) - 40):
        with pytest.raises((ValidationFailed, UnsupportedMediaType)):
            prepare_image(whole[:cut], **LIMITS)


def test_other_formats_and_large_files_are_refused():
    for data in [image_bytes("GIF"), image_bytes("TIFF"), b"%PDF-1.4", b"GIF89a" + b"\x00" * 20, b""]:
        with pytest.raises(UnsupportedMediaType):
            prepare_image(data, **LIMITS)
    with pytest.raises(PayloadTooLarge):
        prepare_image(image_bytes(), max_bytes=100, max_pixels=LIMITS["max_pixels"])
    # Exactly at the cap is accepted (decoded in full).
    assert prepare_image(image_bytes("PNG", (4000, 1000)), max_bytes=LIMITS["max_bytes"],
                         max_pixels=4_000_000).full.width == 2048


def test_phone_photo_is_turned_upright_and_stripped_of_all_metadata_but_its_colour_profile():
    upload = phone_jpeg(orientation=6, size=(3000, 2000))
    source = Image.open(io.BytesIO(upload))
    assert source.getexif().get_ifd(GPS_IFD) and source.info.get("comment")  # the test is real
    icc = source.info["icc_profile"]

    prepared = prepare_image(upload, **LIMITS)
    assert prepared.content_type == "image/jpeg"
    # Upright it is 2000 x 3000: stored 400, 1024 and 2048 wide... never wider than 2000.
    assert [(r.width, r.height) for r in prepared.renditions] == [(400, 600), (1024, 1536), (2000, 3000)]
    for rendition in prepared.renditions:
        assert b"Exif" not in rendition.data and b"PhoneMaker" not in rendition.data
        assert b"home address" not in rendition.data and b"xmpmeta" not in rendition.data
        stored = Image.open(io.BytesIO(rendition.data))
        assert stored.format == "JPEG" and stored.size == (rendition.width, rendition.height)
        assert not stored.getexif() and "exif" not in stored.info and "comment" not in stored.info
        assert "xmp" not in stored.info
        assert stored.info["icc_profile"] == icc
        # Orientation 6 turns the picture 90° clockwise: the red left half is now on top.
        rgb = stored.convert("RGB")
        middle = rendition.width // 2
        top, bottom = rgb.getpixel((middle, 5)), rgb.getpixel((middle, rendition.height - 5))
        assert top[0] > 180 and top[2] < 60, top
        assert bottom[2] > 180 and bottom[0] < 60, bottom


def test_png_text_chunks_and_exif_are_dropped_and_alpha_kept():
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", "GPS 9.03N 38.74E")
    exif = Image.Exif()
    exif[MAKE] = "PhoneMaker"
    output = io.BytesIO()
    Image.new("RGBA", (500, 300), (10, 200, 10, 128)).save(output, "PNG", pnginfo=info,
                                                           exif=exif.tobytes())
    prepared = prepare_image(output.getvalue(), **LIMITS)
    assert prepared.content_type == "image/png"
    assert [r.width for r in prepared.renditions] == [400, 500]
    for rendition in prepared.renditions:
        assert b"GPS" not in rendition.data and b"PhoneMaker" not in rendition.data
        stored = Image.open(io.BytesIO(rendition.data))
        assert stored.mode == "RGBA" and not stored.text and not stored.getexif()


def test_a_16_bit_grey_png_keeps_its_tones():
    """Pillow opens it as I;16, whose values run to 65,535: a plain conversion to RGB clips them
    all to white."""
    pixels = numpy.full((300, 500), 30_000, dtype=numpy.uint16)  # a grey of 117 in 8 bits
    pixels[:, 250:] = 65_535
    deep = Image.fromarray(pixels)
    assert deep.mode == "I;16"
    output = io.BytesIO()
    deep.save(output, "PNG")
    prepared = prepare_image(output.getvalue(), **LIMITS)
    stored = Image.open(io.BytesIO(prepared.full.data)).convert("RGB")
    assert stored.getpixel((10, 10)) == (117, 117, 117)
    assert stored.getpixel((490, 10)) == (255, 255, 255)


def test_small_photos_are_never_upscaled():
    prepared = prepare_image(image_bytes("WEBP", (300, 200)), **LIMITS)
    assert prepared.content_type == "image/webp"
    assert [(r.width, r.height) for r in prepared.renditions] == [(300, 200)]


def test_stored_renditions_are_served_by_media_with_width_suffixed_urls(app, client):
    image = store_image(prepare_image(phone_jpeg(orientation=1, size=(3000, 2000)), **LIMITS))
    assert image.widths == "400,1024,2048"
    assert (image.width, image.height) == (2048, 1365)
    assert image.media_key.endswith("-2048.jpg") and image.public_url == f"/media/{image.media_key}"
    entries = [entry.split(" ") for entry in image.srcset.split(", ")]
    assert [width for _, width in entries] == ["400w", "1024w", "2048w"]
    sizes = {}
    for url, width in entries:
        assert url.startswith(f"/media/{image.media_key[:64]}-{width[:-1]}.jpg")
        served = client.get(url)
        assert served.status_code == 200 and served.mimetype == "image/jpeg"
        assert Image.open(io.BytesIO(served.data)).width == int(width[:-1])
        assert "immutable" in served.headers["Cache-Control"]
        sizes[width] = len(served.data)
    assert sizes["400w"] < sizes["1024w"] < sizes["2048w"]
    assert set(IMAGE_SIZES.values()) == {400, 1024, 2048}
