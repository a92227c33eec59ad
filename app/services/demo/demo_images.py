"""Placeholder photos for the demo data, drawn with Pillow (no network, no files shipped).

Each is a small landscape scene (sky, sun, highland hills, a building) in colours picked from the
name, with the name and city written on it: about 30 KB of JPEG.
"""

from __future__ import annotations

import functools
import hashlib
import io

from PIL import Image, ImageDraw, ImageFont

SIZE = (800, 520)
SKIES = [((38, 84, 160), (250, 196, 120)), ((20, 40, 90), (240, 120, 80)),
         ((90, 160, 220), (225, 240, 250)), ((60, 110, 170), (250, 220, 160))]
HILLS = [(46, 110, 60), (90, 130, 50), (120, 100, 60), (60, 90, 80)]
WALLS = [(235, 225, 205), (200, 170, 130), (240, 240, 235), (180, 90, 60)]
_fonts: dict[int, ImageFont.ImageFont] = {}


def _font(size: int) -> ImageFont.ImageFont:
    if size not in _fonts:
        _fonts[size] = ImageFont.load_default(size=size)  # Pillow's bundled font
    return _fonts[size]


def _vertical_gradient(top, bottom) -> Image.Image:
    # A 1-pixel-wide gradient stretched sideways: fast, and smooth after resizing.
    column = Image.new("RGB", (1, SIZE[1]))
    for y in range(SIZE[1]):
        t = y / (SIZE[1] - 1)
        column.putpixel((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
    return column.resize(SIZE)


@functools.lru_cache(maxsize=32)  # room types share pictures: draw each once
def placeholder_photo(title: str, subtitle: str, *, variant: int = 0) -> bytes:
    """A JPEG scene labelled `title` / `subtitle`; the same arguments give the same bytes."""
    seed = hashlib.sha256(f"{title}|{subtitle}|{variant}".encode()).digest()
    width, height = SIZE
    image = _vertical_gradient(*SKIES[seed[0] % len(SKIES)])
    draw = ImageDraw.Draw(image)
    sun_x, sun_y = 120 + seed[1] * 2, 70 + seed[2] % 90
    draw.ellipse((sun_x - 40, sun_y - 40, sun_x + 40, sun_y + 40), fill=(255, 230, 150))
    for layer in range(3):  # hills, farther ones lighter
        base = HILLS[(seed[3] + layer) % len(HILLS)]
        colour = tuple(min(255, c + 40 * (2 - layer)) for c in base)
        top = 250 + layer * 55
        points = [(0, height)]
        for step in range(9):
            x = step * width // 8
            points.append((x, top - (seed[4 + layer * 9 + step] % 70)))
        points.append((width, height))
        draw.polygon(points, fill=colour)
    # The building: a wall with rows of windows and a roof.
    left = 180 + seed[30] % 300
    wall = WALLS[seed[31] % len(WALLS)]
    floors = 2 + variant % 3 + seed[5] % 3
    top = 420 - floors * 42
    draw.rectangle((left, top, left + 260, 440), fill=wall, outline=(60, 50, 40), width=2)
    draw.polygon([(left - 15, top), (left + 130, top - 45), (left + 275, top)], fill=(110, 50, 40))
    for floor in range(floors):
        for column in range(5):
            x, y = left + 18 + column * 50, top + 12 + floor * 42
            lit = (seed[(floor * 5 + column) % 32] % 3) == 0
            draw.rectangle((x, y, x + 26, y + 22), fill=(250, 220, 120) if lit else (70, 90, 120))
    # The label on a dark band, so it reads on every sky.
    draw.rectangle((0, height - 82, width, height), fill=(20, 24, 30))
    draw.text((24, height - 74), title, font=_font(34), fill=(255, 255, 255))
    draw.text((24, height - 32), subtitle, font=_font(20), fill=(220, 200, 150))
    output = io.BytesIO()
    image.save(output, "JPEG", quality=82, optimize=True)
    return output.getvalue()
