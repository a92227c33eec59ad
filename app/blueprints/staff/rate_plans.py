"""A room type's rate plans: /api/v1/staff/room-types/{id}/rate-plans (the offers beside its
standard price). The rules live in app/services/booking/rate_plans.py."""

from __future__ import annotations

from app.blueprints.staff import blp, own_room_type
from app.envelope import enveloped, ok
from app.i18n import _
from app.schemas.staff import RatePlanCreateSchema, RatePlanSchema, RatePlanUpdateSchema
from app.services.booking import rate_plans
from app.services.staff.hotel import ALL_ROLES, EDITORS


@blp.route("/room-types/<int:room_type_id>/rate-plans", methods=["GET"],
           operation_id="listRatePlans")
@blp.staff_required(roles=ALL_ROLES)
@blp.response(200, enveloped(RatePlanSchema, many=True))
@blp.error(404, "No such room type in your hotel")
def list_rate_plans(room_type_id):
    """The room type's rate plans, oldest first. Guests are offered the active ones (those paid
    at the property only while the hotel's `pay_at_property_rooms_per_night` is above 0) beside
    the room type's standard price."""
    return ok(rate_plans.list_plans(own_room_type(room_type_id)))


@blp.route("/room-types/<int:room_type_id>/rate-plans", methods=["POST"],
           operation_id="createRatePlan")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RatePlanCreateSchema)
@blp.response(201, enveloped(RatePlanSchema))
@blp.error(404, "No such room type in your hotel")
def create_rate_plan(data, room_type_id):
    """Add a rate plan (hotel_admin, manager); quotes and new bookings can use it at once."""
    return ok(rate_plans.create_plan(own_room_type(room_type_id), data), _("Rate plan added")), 201


@blp.route("/room-types/<int:room_type_id>/rate-plans/<int:rate_plan_id>", methods=["PUT"],
           operation_id="updateRatePlan")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RatePlanUpdateSchema)
@blp.response(200, enveloped(RatePlanSchema))
@blp.error(404, "No such room type or rate plan in your hotel")
def update_rate_plan(changes, room_type_id, rate_plan_id):
    """Change some fields of a rate plan (hotel_admin, manager); bookings already made keep the
    price and cancellation rule they were sold with."""
    return ok(rate_plans.update_plan(own_room_type(room_type_id), rate_plan_id, changes),
              _("Rate plan updated"))


@blp.route("/room-types/<int:room_type_id>/rate-plans/<int:rate_plan_id>", methods=["DELETE"],
           operation_id="deleteRatePlan")
@blp.staff_required(roles=EDITORS)
@blp.response(200, enveloped(None))
@blp.error(404, "No such room type or rate plan in your hotel")
def delete_rate_plan(room_type_id, rate_plan_id):
    """Remove a rate plan (hotel_admin, manager); its bookings keep its name and terms."""
    rate_plans.delete_plan(own_room_type(room_type_id), rate_plan_id)
    return ok(None, _("Rate plan removed"))
