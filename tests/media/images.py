"""Real image files made in memory for the photo tests, and a PNG that only declares its size."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image


def image_bytes(fmt: str = "JPEG", size: tuple[int, int] = (64, 48), colour=(200, 120, 40)) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", size, colour).save(output, fmt)
    return output.getvalue()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_declaring(width: int, height: int) -> bytes:
    """A valid-looking PNG of a few hundred bytes whose header claims width x height pixels: a
    decompression bomb once decoded (one compressed row of zeros stands for the pixel data)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit greyscale
    pixels = zlib.compress(b"\x00" * (width + 1), 9)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", pixels) + _chunk(b"IEND", b"")


def upload(data: bytes, filename: str = "photo.jpg", **fields) -> dict:
    """Keyword arguments of a multipart POST with the test client."""
    return {"data": {"file": (io.BytesIO(data), filename), **fields}, "content_type": "multipart/form-data"}


def png_stream(width: int, height: int, row) -> bytes:
    """A complete 8-bit greyscale PNG whose pixel data is really there, compressed row by row
    (`row(y)` gives the `width` bytes of row y), so a huge canvas never sits in the test's memory."""
    compressor = zlib.compressobj(9)
    parts = [compressor.compress(b"\x00" + row(y)) for y in range(height)]
    pixels = b"".join(parts) + compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", pixels) + _chunk(b"IEND", b"")


def png_bomb(side: int = 10_400) -> bytes:
    """A real decompression bomb: ~100 KB of valid PNG that inflates to side² bytes (108 MB)."""
    zeros = bytes(side)
    return png_stream(side, side, lambda y: zeros)


def truncated_png(width: int = 8000, height: int = 5000) -> bytes:
    """A 40-megapixel greyscale PNG cut in the middle of its pixel data."""
    rows = [bytes((x * 7 + y * 13) % 251 for x in range(width)) for y in range(8)]
    whole = png_stream(width, height, lambda y: rows[y % 8])
    return whole[: len(whole) // 2]
