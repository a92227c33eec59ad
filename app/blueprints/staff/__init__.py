"""Staff blueprint at /api/v1/staff: hotel admins run their own hotel (profile, photos, rates,
calendar, rooms, room types, bookings, review replies) and its front desk (front_desk.py)."""

from app.blueprints.base import ApiBlueprint
from app.security import current_staff
from app.services.staff.hotel import get_room_type

blp = ApiBlueprint(
    "staff", __name__,
    description="Hotel staff: hotel profile, photos, rooms, room types, bookings, reviews, holidays, "
                "and the front desk (arrivals, check-in, the guest register, check-out, no-shows, "
                "walk-ins, room blocks, a booking's audit trail)",
)


def own_hotel_id() -> int:
    """The signed-in staff member's hotel: every staff view works on it alone."""
    return current_staff().hotel_id


def own_room_type(room_type_id: int):
    """A room type of the staff member's hotel; NotFound (404) for another hotel's or none."""
    return get_room_type(own_hotel_id(), room_type_id)

from app.blueprints.staff import (  # noqa: E402,F401
    calendar,
    front_desk,
    images,
    rate_plans,
    rates,
    routes,
)
