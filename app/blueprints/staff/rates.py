"""A room type's rates: /api/v1/staff/room-types/{id}/rates (seasons, weekday adjustments,
length-of-stay discounts). The rules live in app/services/booking/rates.py."""

from __future__ import annotations

from app.blueprints.staff import blp, own_room_type
from app.envelope import enveloped, ok
from app.i18n import _
from app.schemas.staff import RateRuleCreateSchema, RateRuleSchema
from app.services.booking import rates
from app.services.staff.hotel import ALL_ROLES, EDITORS


@blp.route("/room-types/<int:room_type_id>/rates", methods=["GET"], operation_id="listRates")
@blp.staff_required(roles=ALL_ROLES)
@blp.response(200, enveloped(RateRuleSchema, many=True))
@blp.error(404, "No such room type in your hotel")
def list_rates(room_type_id):
    """The room type's rates, oldest first. A night's price: the season covering it (the one
    starting latest wins), else the base price; then its weekday's adjustment; a long enough
    stay then gets its length-of-stay discount off the room charges."""
    return ok(rates.list_rules(own_room_type(room_type_id)))


@blp.route("/room-types/<int:room_type_id>/rates", methods=["POST"], operation_id="createRate")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RateRuleCreateSchema)
@blp.response(201, enveloped(RateRuleSchema))
@blp.error(404, "No such room type in your hotel")
def create_rate(data, room_type_id):
    """Add a season, a weekday adjustment or a length-of-stay discount (hotel_admin, manager).
    Quotes and new bookings use it at once; existing bookings keep their prices."""
    return ok(rates.create_rule(own_room_type(room_type_id), data), _("Rate added")), 201


@blp.route("/room-types/<int:room_type_id>/rates/<int:rate_id>", methods=["DELETE"],
           operation_id="deleteRate")
@blp.staff_required(roles=EDITORS)
@blp.response(200, enveloped(None))
@blp.error(404, "No such room type or rate in your hotel")
def delete_rate(room_type_id, rate_id):
    """Remove a rate (hotel_admin, manager); existing bookings keep their prices."""
    rates.delete_rule(own_room_type(room_type_id), rate_id)
    return ok(None, _("Rate removed"))
