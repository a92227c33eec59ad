"""`flask reencode-photos`: photos stored as sent before uploads were re-encoded (EXIF and GPS
public, one size, maybe a bomb) go through the upload path; files left on the local disk when the
store became the database are read from there."""

from __future__ import annotations

import io

from PIL import Image

from app.models import HotelImage
from app.storage import LocalMediaStorage, media_storage
from tests.media.images import png_declaring
from tests.media.test_image_processing import phone_jpeg


def _legacy_row(hotel, key: str, position: int) -> HotelImage:
    # As rows were written before this change: the key of the bytes as sent, no widths.
    return HotelImage(hotel_id=hotel.id, media_key=key, caption="", position=position,
                      width=3000, height=2000, byte_size=1)


def test_photos_stored_as_sent_are_reencoded_and_refused_ones_deleted(app, db, make, runner, client,
                                                                      tmp_path, stored_media):
    hotel = make.hotel()
    phone = phone_jpeg(orientation=6, size=(3000, 2000))
    in_store = media_storage().save(phone, "image/jpeg")
    old_disk = LocalMediaStorage(tmp_path / "old-media")
    on_old_disk = old_disk.save(phone_jpeg(orientation=1, size=(900, 600)), "image/jpeg")
    bomb = media_storage().save(png_declaring(8000, 6000), "image/png")
    rows = [_legacy_row(hotel, key, n) for n, key in enumerate([in_store, on_old_disk, bomb])]
    rows.append(_legacy_row(hotel, "0" * 64 + ".jpg", 3))  # its file is lost
    db.session.add_all(rows)
    db.session.commit()
    ids = [row.id for row in rows]

    result = runner.invoke(args=["reencode-photos", "--from-dir", str(tmp_path / "old-media"),
                                 "--delete-refused"])
    assert result.exit_code == 0, result.output
    assert "2 photo(s) re-encoded." in result.output
    assert f"photo {ids[2]} refused (deleted): file: The image has 8000x6000 pixels" in result.output
    assert f"photo {ids[3]}: no file" in result.output

    db.session.expire_all()
    first, second = db.session.get(HotelImage, ids[0]), db.session.get(HotelImage, ids[1])
    assert (first.widths, first.width, first.height) == ("400,1024,2000", 2000, 3000)  # upright
    assert (second.widths, second.width) == ("400,900", 900)
    assert db.session.get(HotelImage, ids[2]) is None
    for image in (first, second):
        for key in image.media_keys:
            served = client.get(f"/media/{key}")
            assert served.status_code == 200
            assert not Image.open(io.BytesIO(served.data)).getexif()
    # The files as sent are gone from the store; the old disk is left to the operator.
    assert in_store not in stored_media() and bomb not in stored_media()
    assert client.get(f"/media/{in_store}").status_code == 404
    assert set(stored_media()) == set(first.media_keys) | set(second.media_keys)

    again = runner.invoke(args=["reencode-photos", "--from-dir", str(tmp_path / "old-media")])
    assert "0 photo(s) re-encoded." in again.output  # only the lost one is left to report
