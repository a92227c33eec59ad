"""Views of the staff photo galleries: the hotel's own (/hotel/images) and each room type's
(/room-types/{id}/images). Upload, list, reorder, delete; every role reads, hotel_admin and manager
change. Photos and room types of another hotel answer 404.
"""

from flask import current_app

from app.blueprints.staff import blp, own_hotel_id
from app.envelope import enveloped, ok
from app.errors import PayloadTooLarge
from app.i18n import _
from app.schemas.staff import ImageOrderSchema, ImageUploadSchema, StaffImageSchema
from app.services.content import images as image_service
from app.services.staff.hotel import ALL_ROLES, EDITORS


def _read_upload(form) -> bytes:
    # One byte past the cap is enough to know it is too large; never read more.
    limit = current_app.config["MAX_IMAGE_BYTES"]
    data = form["file"].stream.read(limit + 1)
    if len(data) > limit:
        raise PayloadTooLarge(_("The image is larger than %(mb)s MB", mb=limit // (1024 * 1024)))
    return data


UPLOAD_ERRORS = [(413, "Larger than MAX_IMAGE_BYTES"),
                 (415, "Not a JPEG, PNG or WebP image"),
                 (422, "Invalid form (no `file`, caption too long); an image of more than "
                       "MAX_IMAGE_PIXELS (40 megapixels), truncated or corrupt; or the gallery "
                       "is full"),
                 (503, "Too many photos being processed at once: retry after `Retry-After` "
                       "seconds")]


def _upload_doc(view):
    for status, description in UPLOAD_ERRORS:
        view = blp.error(status, description)(view)
    return view


# --- the hotel's own photos -----------------------------------------------------------------


@blp.route("/hotel/images", methods=["GET"], operation_id="listHotelImages")
@blp.staff_required(roles=ALL_ROLES)
@blp.response(200, enveloped(StaffImageSchema, many=True))
def list_hotel_images():
    """Your hotel's photos in display order (the first is the hotel's `image_url` for guests)."""
    return ok(image_service.list_images(own_hotel_id()))


@blp.route("/hotel/images", methods=["POST"], operation_id="uploadHotelImage")
@blp.staff_required(roles=EDITORS)
@blp.arguments(ImageUploadSchema, location="files")
@blp.response(201, enveloped(StaffImageSchema))
@_upload_doc
def upload_hotel_image(form):
    """Add a photo at the end of your hotel's gallery (hotel_admin, manager): multipart field
    `file` (JPEG, PNG or WebP, checked by content) and optional `caption`."""
    image = image_service.add_image(own_hotel_id(), _read_upload(form), caption=form["caption"])
    return ok(image, _("Image uploaded"))


@blp.route("/hotel/images/order", methods=["PUT"], operation_id="reorderHotelImages")
@blp.staff_required(roles=EDITORS)
@blp.arguments(ImageOrderSchema)
@blp.response(200, enveloped(StaffImageSchema, many=True))
def reorder_hotel_images(body):
    """Set the order of your hotel's photos: `image_ids` lists every photo once, first shown first."""
    return ok(image_service.reorder_images(own_hotel_id(), body["image_ids"]), _("Images reordered"))


@blp.route("/hotel/images/<int:image_id>", methods=["DELETE"], operation_id="deleteHotelImage")
@blp.staff_required(roles=EDITORS)
@blp.response(200, enveloped(None))
@blp.error(404, "No such photo of your hotel")
def delete_hotel_image(image_id):
    """Delete one of your hotel's photos (hotel_admin, manager)."""
    image_service.delete_image(own_hotel_id(), image_id)
    return ok(None, _("Image deleted"))


# --- a room type's photos -------------------------------------------------------------------


@blp.route("/room-types/<int:room_type_id>/images", methods=["GET"], operation_id="listRoomTypeImages")
@blp.staff_required(roles=ALL_ROLES)
@blp.response(200, enveloped(StaffImageSchema, many=True))
@blp.error(404, "No such room type in your hotel")
def list_room_type_images(room_type_id):
    """A room type's photos in display order (guests see them in the hotel's `room_types`)."""
    return ok(image_service.list_images(own_hotel_id(), room_type_id))


@blp.route("/room-types/<int:room_type_id>/images", methods=["POST"], operation_id="uploadRoomTypeImage")
@blp.staff_required(roles=EDITORS)
@blp.arguments(ImageUploadSchema, location="files")
@blp.response(201, enveloped(StaffImageSchema))
@blp.error(404, "No such room type in your hotel")
@_upload_doc
def upload_room_type_image(form, room_type_id):
    """Add a photo of a room type (hotel_admin, manager); the same form as POST /hotel/images."""
    image = image_service.add_image(own_hotel_id(), _read_upload(form), caption=form["caption"],
                                    room_type_id=room_type_id)
    return ok(image, _("Image uploaded"))


@blp.route("/room-types/<int:room_type_id>/images/order", methods=["PUT"],
           operation_id="reorderRoomTypeImages")
@blp.staff_required(roles=EDITORS)
@blp.arguments(ImageOrderSchema)
@blp.response(200, enveloped(StaffImageSchema, many=True))
@blp.error(404, "No such room type in your hotel")
def reorder_room_type_images(body, room_type_id):
    """Set the order of a room type's photos: `image_ids` lists every photo once."""
    images = image_service.reorder_images(own_hotel_id(), body["image_ids"], room_type_id)
    return ok(images, _("Images reordered"))


@blp.route("/room-types/<int:room_type_id>/images/<int:image_id>", methods=["DELETE"],
           operation_id="deleteRoomTypeImage")
@blp.staff_required(roles=EDITORS)
@blp.response(200, enveloped(None))
@blp.error(404, "No such room type or photo in your hotel")
def delete_room_type_image(room_type_id, image_id):
    """Delete one of a room type's photos (hotel_admin, manager)."""
    image_service.delete_image(own_hotel_id(), image_id, room_type_id)
    return ok(None, _("Image deleted"))
