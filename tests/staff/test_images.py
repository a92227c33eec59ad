"""Photo galleries: /hotel/images and /room-types/{id}/images (upload, list, reorder, delete)."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import pytest
import requests
from PIL import Image

from app.models import HotelImage
from app.services.content.images import MAX_GALLERY_SIZE, decode_slots
from tests.media.images import image_bytes, png_bomb, png_declaring, truncated_png, upload
from tests.media.test_image_processing import phone_jpeg
from tests.staff.conftest import STAFF

MOBILE = "/api/v1/mobile"


def post_photo(client, headers, data=None, filename="photo.jpg", path=f"{STAFF}/hotel/images", **fields):
    return client.post(path, headers=headers, **upload(image_bytes() if data is None else data, filename,
                                                          **fields))


def test_photo_scenario_upload_list_reorder_delete(client, make, hotel, as_admin):
    make.room(room_type=make.room_type(hotel=hotel))  # listed to guests once it has a room
    assert client.get(f"{STAFF}/hotel/images", headers=as_admin).json["data"] == []

    created = post_photo(client, as_admin, image_bytes("JPEG"), caption="  Front  ")
    assert created.status_code == 201, created.json
    front = data = created.json["data"]
    assert data["hotel_id"] == hotel.id and data["room_type_id"] is None
    assert data["caption"] == "Front" and data["position"] == 0
    assert (data["content_type"], data["width"], data["height"]) == ("image/jpeg", 64, 48)
    assert data["url"].startswith("/media/") and data["url"].endswith(".jpg")
    pool = post_photo(client, as_admin, image_bytes("PNG", colour=(0, 90, 200)), "pool.png").json["data"]
    lobby = post_photo(client, as_admin, image_bytes("WEBP"), "lobby.webp", caption="Lobby").json["data"]
    assert (pool["position"], pool["content_type"]) == (1, "image/png")
    assert (lobby["position"], lobby["content_type"]) == (2, "image/webp")

    served = client.get(pool["url"])
    assert served.status_code == 200 and served.mimetype == "image/png"
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    assert "immutable" in served.headers["Cache-Control"]

    listed = client.get(f"{STAFF}/hotel/images", headers=as_admin).json["data"]
    assert [i["image_id"] for i in listed] == [front["image_id"], pool["image_id"], lobby["image_id"]]

    new_order = [lobby["image_id"], front["image_id"], pool["image_id"]]
    reordered = client.put(f"{STAFF}/hotel/images/order", json={"image_ids": new_order}, headers=as_admin)
    assert reordered.status_code == 200
    assert [(i["image_id"], i["position"]) for i in reordered.json["data"]] == list(
        zip(new_order, range(3), strict=True))
    detail = client.get(f"{MOBILE}/hotels/{hotel.id}").json["data"]
    assert [i["url"] for i in detail["images"]] == [lobby["url"], front["url"], pool["url"]]
    assert detail["images"][0] == {"url": lobby["url"], "caption": "Lobby", "width": 64, "height": 48,
                                   "srcset": f"{lobby['url']} 64w"}
    card = client.get(f"{MOBILE}/hotels").json["data"]["hotels"][0]
    assert card["image_url"] == lobby["url"]

    deleted = client.delete(f"{STAFF}/hotel/images/{lobby['image_id']}", headers=as_admin)
    assert deleted.status_code == 200 and deleted.json["data"] is None
    remaining = client.get(f"{STAFF}/hotel/images", headers=as_admin).json["data"]
    assert [i["image_id"] for i in remaining] == [front["image_id"], pool["image_id"]]
    assert client.get(lobby["url"]).status_code == 404  # its file went with it
    assert client.delete(f"{STAFF}/hotel/images/{lobby['image_id']}", headers=as_admin).status_code == 404


def test_the_same_photo_twice_is_stored_once_and_kept_until_its_last_use_goes(client, as_admin):
    photo = image_bytes()
    first = post_photo(client, as_admin, photo).json["data"]
    second = post_photo(client, as_admin, photo, "copy.jpg").json["data"]
    assert first["url"] == second["url"] and first["image_id"] != second["image_id"]
    client.delete(f"{STAFF}/hotel/images/{first['image_id']}", headers=as_admin)
    assert client.get(second["url"]).status_code == 200
    client.delete(f"{STAFF}/hotel/images/{second['image_id']}", headers=as_admin)
    assert client.get(second["url"]).status_code == 404


def test_room_type_photos_are_their_own_gallery(client, make, hotel, as_admin):
    room_type = make.room_type(hotel=hotel)
    make.room(room_type=room_type)
    path = f"{STAFF}/room-types/{room_type.id}/images"
    hotel_photo = post_photo(client, as_admin, image_bytes(colour=(1, 2, 3))).json["data"]
    bed = post_photo(client, as_admin, image_bytes(colour=(9, 9, 9)), path=path, caption="Bed")
    assert bed.status_code == 201
    bed = bed.json["data"]
    assert bed["room_type_id"] == room_type.id and bed["position"] == 0
    view = post_photo(client, as_admin, image_bytes(colour=(5, 5, 5)), path=path).json["data"]

    assert [i["image_id"] for i in client.get(path, headers=as_admin).json["data"]] == [
        bed["image_id"], view["image_id"]]
    assert [i["image_id"] for i in client.get(f"{STAFF}/hotel/images", headers=as_admin).json["data"]] == [
        hotel_photo["image_id"]]
    order = client.put(f"{path}/order", json={"image_ids": [view["image_id"], bed["image_id"]]},
                       headers=as_admin)
    assert order.status_code == 200

    detail = client.get(f"{MOBILE}/hotels/{hotel.id}").json["data"]
    assert [i["url"] for i in detail["images"]] == [hotel_photo["url"]]
    assert [i["url"] for i in detail["room_types"][0]["images"]] == [view["url"], bed["url"]]
    assert client.get(f"{MOBILE}/hotels").json["data"]["hotels"][0]["image_url"] == hotel_photo["url"]

    # A room type's photo is not reachable through the hotel's gallery, nor the other way round.
    assert client.delete(f"{STAFF}/hotel/images/{bed['image_id']}", headers=as_admin).status_code == 404
    assert client.delete(f"{path}/{hotel_photo['image_id']}", headers=as_admin).status_code == 404
    assert client.delete(f"{path}/{bed['image_id']}", headers=as_admin).status_code == 200


def test_another_hotels_photos_and_room_types_are_404(client, make, db, other_hotel, as_admin,
                                                       as_other_admin):
    theirs = post_photo(client, as_other_admin).json["data"]
    their_room_type = make.room_type(hotel=other_hotel)
    path = f"{STAFF}/room-types/{their_room_type.id}/images"

    assert client.delete(f"{STAFF}/hotel/images/{theirs['image_id']}", headers=as_admin).status_code == 404
    assert client.get(path, headers=as_admin).status_code == 404
    assert post_photo(client, as_admin, path=path).status_code == 404
    assert client.put(f"{path}/order", json={"image_ids": []}, headers=as_admin).status_code == 404
    assert client.delete(f"{path}/{theirs['image_id']}", headers=as_admin).status_code == 404
    # Naming their photo in our order is refused like any photo that is not in the gallery.
    refused = client.put(f"{STAFF}/hotel/images/order", json={"image_ids": [theirs["image_id"]]},
                         headers=as_admin)
    assert refused.status_code == 422
    assert db.session.get(HotelImage, theirs["image_id"]).position == 0
    assert client.get(f"{STAFF}/hotel/images", headers=as_other_admin).json["data"] == [theirs]


@pytest.mark.parametrize("method, path", [
    ("get", "/hotel/images"), ("post", "/hotel/images"), ("put", "/hotel/images/order"),
    ("delete", "/hotel/images/1"), ("get", "/room-types/1/images"), ("post", "/room-types/1/images"),
    ("put", "/room-types/1/images/order"), ("delete", "/room-types/1/images/1"),
])
def test_guest_token_is_403_and_no_token_401(client, as_guest, method, path):
    call = getattr(client, method)
    assert call(f"{STAFF}{path}", headers=as_guest).status_code == 403
    assert call(f"{STAFF}{path}").status_code == 401


def test_front_desk_sees_the_photos_but_cannot_change_them(client, as_admin, as_role):
    photo = post_photo(client, as_admin).json["data"]
    front_desk = as_role("front_desk")
    assert client.get(f"{STAFF}/hotel/images", headers=front_desk).json["data"] == [photo]
    assert post_photo(client, front_desk).status_code == 403
    assert client.delete(f"{STAFF}/hotel/images/{photo['image_id']}", headers=front_desk).status_code == 403
    assert post_photo(client, as_role("manager")).status_code == 201


def test_files_over_max_image_bytes_are_413(client, app, db, as_admin):
    too_big = b"\xff\xd8\xff" + b"\x00" * app.config["MAX_IMAGE_BYTES"]
    response = post_photo(client, as_admin, too_big)
    assert response.status_code == 413
    assert response.json["status"] == "error" and "5 MB" in response.json["message"]
    assert db.session.scalar(db.select(db.func.count()).select_from(HotelImage)) == 0


@pytest.mark.parametrize("data, filename", [
    (b"just some text, honestly a JPEG", "photo.jpg"),
    (image_bytes("GIF"), "photo.png"),
    (image_bytes("BMP"), "photo.jpg"),
    (b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "photo.webp"),
    (b"", "empty.jpg"),
    (image_bytes("PNG")[:8], "signature-only.png"),
])
def test_anything_but_jpeg_png_or_webp_by_content_is_415(client, db, stored_media, as_admin, data, filename):
    response = post_photo(client, as_admin, data, filename)
    assert response.status_code == 415, response.json
    assert response.json["message"] == "Send a JPEG, PNG or WebP image"
    assert stored_media() == []


@pytest.mark.parametrize("bomb", [png_declaring(8000, 6000), png_declaring(100_000, 100_000), png_bomb()],
                         ids=["48-megapixels", "10-gigapixels", "real-108-MB-bomb"])
def test_png_with_too_many_pixels_is_422_before_decoding(client, db, stored_media, as_admin, bomb):
    assert len(bomb) < 200_000
    response = post_photo(client, as_admin, bomb, "small.png")
    assert response.status_code == 422, response.json
    assert "pixels; at most 40 megapixels are accepted" in response.json["message"]
    assert "file" in response.json["errors"]
    assert stored_media() == []
    assert db.session.scalar(db.select(db.func.count()).select_from(HotelImage)) == 0


@pytest.mark.parametrize("data, filename", [
    (truncated_png(), "cut-40-megapixels.png"),
    (image_bytes("PNG")[:60], "cut.png"),
    (image_bytes("JPEG", (400, 300))[:700], "cut.jpg"),
    (image_bytes("WEBP", (400, 300))[:-30], "cut.webp"),
])
def test_truncated_images_are_422_and_nothing_is_stored(client, db, stored_media, as_admin, data, filename):
    response = post_photo(client, as_admin, data, filename)
    assert response.status_code == 422, response.json
    assert response.json["message"] == "file: The image is truncated or corrupt; send the complete file"
    assert stored_media() == []
    assert db.session.scalar(db.select(db.func.count()).select_from(HotelImage)) == 0


def test_a_phone_photo_is_stored_upright_without_exif_in_three_widths(client, make, hotel, as_admin):
    make.room(room_type=make.room_type(hotel=hotel))
    created = post_photo(client, as_admin, phone_jpeg(orientation=6, size=(3000, 2200)), "IMG_0001.jpg")
    assert created.status_code == 201, created.json
    photo = created.json["data"]
    assert (photo["width"], photo["height"]) == (2048, 2793)  # turned upright, then 2048 wide
    assert photo["url"].endswith("-2048.jpg")
    srcset = [entry.split(" ") for entry in photo["srcset"].split(", ")]
    assert [width for _, width in srcset] == ["400w", "1024w", "2048w"]
    for url, width in srcset:
        served = client.get(url)
        assert served.status_code == 200
        stored = Image.open(io.BytesIO(served.data))
        assert stored.width == int(width[:-1]) and stored.height > stored.width
        assert not stored.getexif() and b"PhoneMaker" not in served.data
    assert photo["byte_size"] == len(client.get(photo["url"]).data)
    # Guests: the card shows the 400-pixel rendition, the hotel page the full one and its srcset.
    assert client.get(f"{MOBILE}/hotels").json["data"]["hotels"][0]["image_url"] == srcset[0][0]
    detail = client.get(f"{MOBILE}/hotels/{hotel.id}").json["data"]["images"][0]
    assert detail["url"] == photo["url"] and detail["srcset"] == photo["srcset"]


def test_deleting_a_photo_deletes_every_width(client, stored_media, as_admin):
    photo = post_photo(client, as_admin, image_bytes("JPEG", (1500, 1000))).json["data"]
    assert len(stored_media()) == 3
    assert client.delete(f"{STAFF}/hotel/images/{photo['image_id']}", headers=as_admin).status_code == 200
    assert stored_media() == []
    for url in [entry.split(" ")[0] for entry in photo["srcset"].split(", ")]:
        assert client.get(url).status_code == 404


def test_missing_file_or_a_form_value_instead_of_a_file_is_422(client, as_admin):
    missing = client.post(f"{STAFF}/hotel/images", data={"caption": "x"}, headers=as_admin,
                          content_type="multipart/form-data")
    assert missing.status_code == 422 and "file" in missing.json["errors"]
    as_text = client.post(f"{STAFF}/hotel/images", data={"file": "not a file"}, headers=as_admin,
                          content_type="multipart/form-data")
    assert as_text.status_code == 422 and "file" in as_text.json["errors"]
    long_caption = post_photo(client, as_admin, caption="x" * 201)
    assert long_caption.status_code == 422 and "caption" in long_caption.json["errors"]


@pytest.mark.parametrize("case", ["none", "one_missing", "twice", "not_integers", "unknown"])
def test_reorder_must_name_every_photo_once(client, as_admin, case):
    first = post_photo(client, as_admin, image_bytes(colour=(1, 1, 1))).json["data"]["image_id"]
    second = post_photo(client, as_admin, image_bytes(colour=(2, 2, 2))).json["data"]["image_id"]
    image_ids = {"none": [], "one_missing": [first], "twice": [first, first, second],
                 "not_integers": ["a", "b"], "unknown": [first, second, 999]}[case]
    response = client.put(f"{STAFF}/hotel/images/order", json={"image_ids": image_ids}, headers=as_admin)
    assert response.status_code == 422
    assert "image_ids" in response.json["errors"] or any(
        key.startswith("image_ids.") for key in response.json["errors"])
    listed = client.get(f"{STAFF}/hotel/images", headers=as_admin).json["data"]
    assert [i["image_id"] for i in listed] == [first, second]


def test_the_gallery_cap_holds_under_concurrent_uploads(live_server, app, db, hotel, as_admin):
    """Uploads racing through a real threaded server: the count and the insert are one
    serialised step, so exactly MAX_GALLERY_SIZE photos get in (54 of 50 did before)."""
    app.config["RATELIMIT_ENABLED"] = False
    already = MAX_GALLERY_SIZE - 6
    db.session.add_all([HotelImage(hotel_id=hotel.id, url=f"https://img.example.et/{n}.jpg", position=n)
                        for n in range(already)])
    db.session.commit()
    callers = 16
    photos = [image_bytes("JPEG", (120, 80), colour=(n * 15, 40, 200 - n * 10)) for n in range(callers)]
    start = Barrier(callers)

    def upload_one(n: int) -> int:
        start.wait()
        response = requests.post(f"{live_server}{STAFF}/hotel/images", headers=as_admin,
                                 files={"file": (f"{n}.jpg", photos[n], "image/jpeg")}, timeout=60)
        return response.status_code

    with ThreadPoolExecutor(max_workers=callers) as pool:
        statuses = list(pool.map(upload_one, range(callers)))

    assert sorted(statuses) == [201] * 6 + [422] * (callers - 6), statuses
    db.session.rollback()
    positions = db.session.scalars(
        db.select(HotelImage.position).where(HotelImage.hotel_id == hotel.id)).all()
    assert len(positions) == MAX_GALLERY_SIZE and sorted(positions) == list(range(MAX_GALLERY_SIZE))


def test_an_upload_beyond_the_decode_slots_waits_then_gets_503(client, app, stored_media, as_admin):
    app.config.update(IMAGE_DECODE_SLOTS=1, IMAGE_DECODE_WAIT_SECONDS=0.05)
    slots = decode_slots()
    slots.acquire()  # another upload is decoding its picture
    try:
        busy = post_photo(client, as_admin)
    finally:
        slots.release()
    assert busy.status_code == 503 and busy.headers["Retry-After"] == "5"
    assert "try again" in busy.json["message"]
    assert stored_media() == []
    assert post_photo(client, as_admin).status_code == 201  # the slot is back
