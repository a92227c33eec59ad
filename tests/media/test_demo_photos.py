"""After `flask seed-demo`, every image URL the guest API returns answers with an image, and every
demo hotel stands in its city in Ethiopia."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from app.models import Hotel, HotelImage
from app.services.demo.demo_data import CITY_CENTRES

MOBILE = "/api/v1/mobile"
ETHIOPIA = {"latitude": (3.0, 15.0), "longitude": (33.0, 48.0)}


@pytest.fixture
def seeded(runner):
    result = runner.invoke(args=["seed-demo"])
    assert result.exit_code == 0, result.output


def _urls_of_the_guest_api(client) -> set[str]:
    home = client.get(f"{MOBILE}/home").json["data"]
    urls = {card["image_url"] for card in home["featured_hotels"]}
    urls |= {city["image_url"] for city in home["popular_cities"]}
    hotel_ids, page = [], 1
    while True:
        data = client.get(f"{MOBILE}/hotels?limit=50&page={page}").json["data"]
        urls |= {card["image_url"] for card in data["hotels"]}
        hotel_ids += [card["hotel_id"] for card in data["hotels"]]
        if page >= data["total_pages"]:
            break
        page += 1
    for hotel_id in hotel_ids:
        detail = client.get(f"{MOBILE}/hotels/{hotel_id}").json["data"]
        assert len(detail["images"]) == 3
        urls |= {image["url"] for image in detail["images"]}
        for room_type in detail["room_types"]:
            assert room_type["images"]
            urls |= {image["url"] for image in room_type["images"]}
    assert len(hotel_ids) >= 40
    return urls


def test_every_image_url_of_the_seeded_catalogue_answers_an_image(seeded, client):
    urls = _urls_of_the_guest_api(client)
    assert None not in urls
    assert len(urls) > 100
    for url in urls:
        assert url.startswith("/media/"), url  # root-relative, as image URLs always were
        response = client.get(url)
        assert response.status_code == 200, url
        assert response.mimetype.startswith("image/")
        image = Image.open(io.BytesIO(response.data))
        # Cards show the 400-pixel rendition; the hotel page, the full 800 (never upscaled).
        assert image.format == "JPEG" and image.size in {(400, 260), (800, 520)}
        assert not image.getexif() and "comment" not in image.info
        assert 3_000 < len(response.data) < 80_000


def test_demo_photos_are_stored_like_uploads(seeded, db, stored_media):
    images = db.session.scalars(db.select(HotelImage)).all()
    assert images and all(image.media_key and image.url is None for image in images)
    files = stored_media()
    assert {image.media_key for image in images} <= set(files)
    # Each in two widths (400, and its own 800); room types of the same kind share one picture:
    # stored once.
    assert {image.widths for image in images} == {"400,800"}
    keys = {key for image in images for key in image.media_keys}
    assert len(files) == len(keys) < 2 * len(images)


def test_every_demo_hotel_has_coordinates_in_its_city_in_ethiopia(seeded, db):
    hotels = db.session.scalars(db.select(Hotel)).all()
    assert len(hotels) >= 40
    for hotel in hotels:
        latitude, longitude = float(hotel.latitude), float(hotel.longitude)
        assert ETHIOPIA["latitude"][0] < latitude < ETHIOPIA["latitude"][1], hotel.name
        assert ETHIOPIA["longitude"][0] < longitude < ETHIOPIA["longitude"][1], hotel.name
        centre = CITY_CENTRES[hotel.city]
        assert abs(latitude - centre[0]) < 0.05 and abs(longitude - centre[1]) < 0.05, hotel.name
    assert len({(h.latitude, h.longitude) for h in hotels}) == len(hotels)  # spread, not stacked


def test_hotel_detail_returns_the_coordinates(seeded, db, client):
    hotel = db.session.scalar(db.select(Hotel).where(Hotel.city == "Lalibela").limit(1))
    data = client.get(f"{MOBILE}/hotels/{hotel.id}").json["data"]
    assert data["latitude"] == pytest.approx(float(hotel.latitude))
    assert data["longitude"] == pytest.approx(float(hotel.longitude))
