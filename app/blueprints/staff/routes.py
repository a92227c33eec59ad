"""Views of /api/v1/staff: the staff token's hotel, its rooms, room types, bookings and reviews, and the
holiday calendar.

Every view is scoped to `current_staff().hotel_id`; ids in paths of another hotel answer 404.
Roles (docs/decisions.md D3): `hotel_admin` everything; `manager` hotel profile, rooms and room types;
`front_desk` reads the hotel, rooms and room types and changes only a room's status and notes
here, and runs the front desk (front_desk.py) with managers and hotel admins.
"""

from app.blueprints.staff import blp, own_hotel_id
from app.envelope import enveloped, ok
from app.i18n import _
from app.schemas.reviews import HotelReviewPageSchema, HotelReviewQueryArgsSchema, ReviewSchema
from app.schemas.staff import (
    HolidayCalendarSchema,
    HolidayQueryArgsSchema,
    HotelSchema,
    HotelUpdateSchema,
    ReviewReplySchema,
    RoomCreateSchema,
    RoomQueryArgsSchema,
    RoomSchema,
    RoomTypeCreateSchema,
    RoomTypeSchema,
    RoomTypeUpdateSchema,
    RoomUpdateSchema,
    StaffBookingPageSchema,
    StaffBookingQueryArgsSchema,
)
from app.security import current_staff
from app.services.booking.ethiopian_calendar import holiday_calendar
from app.services.staff import hotel as staff_service
from app.services.staff.hotel import ADMINS, ALL_ROLES, EDITORS

# --- hotel profile --------------------------------------------------------------------------


@blp.route("/hotel", methods=["GET"], operation_id="getStaffHotel")
@blp.staff_required(roles=ALL_ROLES)
@blp.response(200, enveloped(HotelSchema))
def get_hotel():
    """Your hotel's profile, including the read-only `hotel_status` and `hotel_verified_at`."""
    return ok(staff_service.get_hotel(own_hotel_id()))


@blp.route("/hotel", methods=["PUT"], operation_id="updateStaffHotel")
@blp.route("/profile", methods=["PUT"], operation_id="updateStaffProfile")
@blp.staff_required(roles=EDITORS)
@blp.arguments(HotelUpdateSchema)
@blp.response(200, enveloped(HotelSchema))
def update_hotel(changes):
    """Change some of your hotel's profile fields (hotel_admin, manager); PUT /profile is the same.

    Send only the fields to change. `hotel_status`, `hotel_verified_at`, ids and any unknown field
    answer 422. Times are `HH:MM`; `hotel_stars` is 1 to 5.
    """
    return ok(staff_service.update_hotel(own_hotel_id(), changes), _("Hotel updated"))


# --- room types -----------------------------------------------------------------------------


@blp.route("/room-types", methods=["GET"], operation_id="listRoomTypes")
@blp.staff_required(roles=ALL_ROLES)
@blp.response(200, enveloped(RoomTypeSchema, many=True))
def list_room_types():
    """Your hotel's room types, by name."""
    return ok(staff_service.list_room_types(own_hotel_id()))


@blp.route("/room-types", methods=["POST"], operation_id="createRoomType")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RoomTypeCreateSchema)
@blp.response(201, enveloped(RoomTypeSchema))
@blp.error(409, "A room type of that name already exists in your hotel")
def create_room_type(data):
    """Add a room type (hotel_admin, manager); `price_per_night` is ETB and defaults to 0."""
    return ok(staff_service.create_room_type(own_hotel_id(), data), _("Room type created"))


@blp.route("/room-types/<int:room_type_id>", methods=["PUT"], operation_id="updateRoomType")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RoomTypeUpdateSchema)
@blp.response(200, enveloped(RoomTypeSchema))
@blp.error(404, "No such room type in your hotel")
@blp.error(409, "A room type of that name already exists in your hotel")
def update_room_type(changes, room_type_id):
    """Change some fields of a room type (hotel_admin, manager); all fields are optional."""
    return ok(staff_service.update_room_type(own_hotel_id(), room_type_id, changes), _("Room type updated"))


# --- rooms ----------------------------------------------------------------------------------


@blp.route("/rooms", methods=["GET"], operation_id="listRooms")
@blp.staff_required(roles=ALL_ROLES)
@blp.arguments(RoomQueryArgsSchema, location="query")
@blp.response(200, enveloped(RoomSchema, many=True))
def list_rooms(args):
    """Your hotel's rooms by number; filter with `status` and `room_type_id`."""
    return ok(staff_service.list_rooms(own_hotel_id(), **args))


@blp.route("/rooms", methods=["POST"], operation_id="createRoom")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RoomCreateSchema)
@blp.response(201, enveloped(RoomSchema))
@blp.error(409, "That room number already exists in your hotel")
def create_room(data):
    """Add a room (hotel_admin, manager). `room_type_id` must be a room type of your hotel (422)."""
    return ok(staff_service.create_room(own_hotel_id(), data), _("Room created"))


@blp.route("/rooms/<int:room_id>", methods=["PUT"], operation_id="updateRoom")
@blp.staff_required(roles=ALL_ROLES)
@blp.arguments(RoomUpdateSchema)
@blp.response(200, enveloped(RoomSchema))
@blp.error(404, "No such room in your hotel")
@blp.error(409, "That room number already exists in your hotel")
def update_room(changes, room_id):
    """Change some fields of a room; front_desk may send only `room_status` and `room_notes` (403)."""
    staff = current_staff()
    return ok(staff_service.update_room(staff.hotel_id, staff.role_slug, room_id, changes), _("Room updated"))


# --- bookings and reviews -------------------------------------------------------------------


@blp.route("/bookings", methods=["GET"], operation_id="listHotelBookings")
@blp.staff_required(roles=ADMINS)
@blp.arguments(StaffBookingQueryArgsSchema, location="query")
@blp.response(200, enveloped(StaffBookingPageSchema))
def list_bookings(args):
    """Your hotel's bookings by check-in (hotel_admin).

    `from`/`to` (YYYY-MM-DD, inclusive) keep stays that occupy at least one night in that range;
    `status` keeps one booking status; `page` (default 1) and `limit` (default 20, max 50).
    """
    return ok(staff_service.list_hotel_bookings(own_hotel_id(), **args))


@blp.route("/reviews", methods=["GET"], operation_id="listHotelReviewsForStaff")
@blp.staff_required(roles=ADMINS)
@blp.arguments(HotelReviewQueryArgsSchema, location="query")
@blp.response(200, enveloped(HotelReviewPageSchema))
def list_reviews(args):
    """Your hotel's reviews, newest first, in every moderation status (hotel_admin).

    Filter with `status` (`pending`, `approved`, `rejected`); `page` (default 1), `limit`
    (default 20, max 50). Answer one with POST /reviews/{id}/reply.
    """
    return ok(staff_service.list_hotel_reviews(own_hotel_id(), **args))


@blp.route("/reviews/<int:review_id>/reply", methods=["POST"], operation_id="replyToReview")
@blp.staff_required(roles=ADMINS)
@blp.arguments(ReviewReplySchema)
@blp.response(200, enveloped(ReviewSchema))
@blp.error(404, "No such review of your hotel")
def reply_to_review(body, review_id):
    """Answer a review of your hotel (hotel_admin); a second reply replaces the first."""
    return ok(staff_service.reply_to_review(own_hotel_id(), review_id, body["reply"]), _("Reply saved"))


# --- holidays -------------------------------------------------------------------------------


@blp.route("/holidays", methods=["GET"], operation_id="listHolidays")
@blp.staff_required(roles=ALL_ROLES)
@blp.arguments(HolidayQueryArgsSchema, location="query")
@blp.response(200, enveloped(HolidayCalendarSchema))
def list_holidays(args):
    """Ethiopia's public holidays and the "ready seasons" around its festivals, for seasonal rates.

    `year` (required, Gregorian, 2000-2099) and `years` (1-3, default 1). Each season (Genna,
    Timkat, Adwa, Fasika, Eid al-Fitr, Eid al-Adha, Mawlid, Enkutatash, Meskel) has its main day,
    a suggested inclusive span (e.g. Timkat eve to the day after) and the Ethiopian date beside
    the Gregorian one. Islamic holidays not yet confirmed are `estimated` (moon sighting, ±1 day).
    """
    return ok(holiday_calendar(args["year"], args["years"]))
