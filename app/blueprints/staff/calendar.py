"""A room type's calendar: /api/v1/staff/room-types/{id}/calendar (each night's rooms, price and
arrival restrictions). The view lives in app/services/booking/room_calendar.py."""

from __future__ import annotations

from datetime import timedelta

from app.blueprints.staff import blp, own_room_type
from app.envelope import enveloped, ok
from app.i18n import _
from app.schemas.staff import CalendarNightSchema, CalendarQueryArgsSchema, CalendarRestrictionsSchema
from app.services.booking import room_calendar
from app.services.booking.stays import local_today
from app.services.staff.hotel import ALL_ROLES, EDITORS


@blp.route("/room-types/<int:room_type_id>/calendar", methods=["GET"], operation_id="getRoomTypeCalendar")
@blp.staff_required(roles=ALL_ROLES)
@blp.arguments(CalendarQueryArgsSchema, location="query")
@blp.response(200, enveloped(CalendarNightSchema, many=True))
@blp.error(404, "No such room type in your hotel")
def get_calendar(args, room_type_id):
    """Each night's sellable, booked, held and free rooms, its price (base price, season and
    weekday rules; before any length-of-stay discount, service charge and VAT) and its arrival
    restrictions. Holds that have lapsed are not counted."""
    start = args["start_date"] or local_today()
    end = args["end_date"] or start + timedelta(days=29)
    return ok(room_calendar.room_type_calendar(own_room_type(room_type_id), start, end))


@blp.route("/room-types/<int:room_type_id>/calendar", methods=["PATCH"],
           operation_id="restrictRoomTypeCalendar")
@blp.staff_required(roles=EDITORS)
@blp.arguments(CalendarRestrictionsSchema)
@blp.response(200, enveloped(CalendarNightSchema, many=True))
@blp.error(404, "No such room type in your hotel")
def restrict_calendar(data, room_type_id):
    """Close nights to arrival or set a minimum stay for stays starting on them (hotel_admin,
    manager). Quotes and bookings that break them get 422 naming `check_in` or `check_out`;
    searches leave the room type out. Bookings already made are kept. Returns the nights."""
    changes = {key: data[key] for key in ("closed_to_arrival", "min_stay") if key in data}
    nights = room_calendar.restrict_nights(own_room_type(room_type_id), data["start_date"],
                                           data["end_date"], changes)
    return ok(nights, _("Calendar updated"))
