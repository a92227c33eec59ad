"""Views of the front desk, /api/v1/staff/front-desk/... (issue 31), and a booking's audit trail.

Roles: `front_desk`, `manager` and `hotel_admin` (FRONT_DESK_ROLES). Every view works on the
staff token's hotel: another hotel's booking or room answers 404 (a room named in a body, 422).
"""

from flask import Response

from app.blueprints.mobile.folios import OCTET_STREAM, OCTET_STREAM_DESCRIPTION, folio_download
from app.blueprints.staff import blp, own_hotel_id
from app.envelope import enveloped, ok
from app.i18n import _
from app.schemas.changes import (
    BookingChangeQuoteSchema,
    BookingChangeRequestSchema,
    BookingChangeSchema,
    ChangeIdempotencyHeaderSchema,
)
from app.schemas.frontdesk import (
    BookingEventSchema,
    CashRefundSchema,
    CheckInSchema,
    DeskBookingSchema,
    DeskChangeSchema,
    DeskDayQueryArgsSchema,
    DeskDaySchema,
    DeskNoteSchema,
    DeskPaymentSchema,
    DeskSettingsSchema,
    DeskSettingsUpdateSchema,
    RegisterExportQueryArgsSchema,
    RoomBlockCreateSchema,
    RoomBlockQueryArgsSchema,
    RoomBlockSchema,
    RoomMoveSchema,
    WalkInSchema,
)
from app.security import current_staff
from app.services.booking.bookings import Contact
from app.services.booking.lifecycle import booking_trail
from app.services.booking.stays import local_today
from app.services.frontdesk import desk_changes, stays
from app.services.frontdesk.cash_refunds import record_cash_refund
from app.services.frontdesk.desk import desk_day
from app.services.frontdesk.desk_changes import DeskSettlement
from app.services.frontdesk.folio import booking_folio
from app.services.frontdesk.no_shows import desk_settings, update_desk_settings
from app.services.frontdesk.register import RegisterGuest
from app.services.frontdesk.register_export import export_register
from app.services.frontdesk.room_blocks import BlockRequest, create_block, list_blocks, release_block
from app.services.frontdesk.walk_in import WalkIn, create_walk_in
from app.services.staff.hotel import EDITORS, FRONT_DESK_ROLES

_CSV = {"type": "string", "description": "One header line, then one line per guest and stay"}
_PDF = {"type": "string", "format": "binary"}
STATE_409 = "Not allowed in the booking's current state (the message names it), or a room is taken"


@blp.route("/front-desk", methods=["GET"],
           operation_id="getFrontDeskDay")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(DeskDayQueryArgsSchema, location="query")
@blp.response(200, enveloped(DeskDaySchema))
def front_desk_day(args):
    """The day at the desk: arrivals, departures and in-house stays of `date` (default today,
    hotel-local), each with its assigned rooms, what was paid and the balance due."""
    return ok(desk_day(own_hotel_id(), args.get("date") or local_today()))


@blp.route("/front-desk/walk-ins", methods=["POST"],
           operation_id="createWalkIn")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(WalkInSchema)
@blp.response(201, enveloped(DeskBookingSchema))
@blp.error(409, "No rooms of this type left for these dates")
def walk_in(body):
    """Book a walk-in from today to `check_out`, paid at the desk (`cash` or `pos`): the booking
    is confirmed at once, then checked in with POST .../check-in."""
    guest = body["guest"]
    contact = Contact(guest["first_name"], guest["last_name"], (guest["email"] or "").strip().lower(),
                      guest["phone"].strip())
    walk = WalkIn(room_type_id=body["room_type_id"], check_out=body["check_out"],
                  guests=body["guests"], rooms=body["rooms"], contact=contact,
                  payment_method=body["payment_method"],
                  payment_reference=body["payment_reference"],
                  special_requests=body["special_requests"])
    return ok(create_walk_in(own_hotel_id(), current_staff(), walk), _("Walk-in booked"))


@blp.route("/front-desk/bookings/<int:booking_id>/check-in", methods=["POST"],
           operation_id="checkInBooking")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(CheckInSchema)
@blp.response(200, enveloped(DeskBookingSchema))
@blp.error(404, "No such booking in your hotel")
@blp.error(409, STATE_409)
def check_in(body, booking_id):
    """Check a confirmed booking in, from its arrival day: `room_ids` gives one available room
    of the booked type per booked room (they become `occupied`); `guests` is the guest register
    (document numbers are stored encrypted and shown masked; foreigners need `visa_number`)."""
    guests = [RegisterGuest(**guest) for guest in body["guests"]]
    return ok(stays.check_in(own_hotel_id(), current_staff(), booking_id, body["room_ids"],
                             guests, body["note"]), _("Checked in"))


@blp.route("/front-desk/bookings/<int:booking_id>/room-moves", methods=["POST"],
           operation_id="moveBookingRoom")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(RoomMoveSchema)
@blp.response(200, enveloped(DeskBookingSchema))
@blp.error(404, "No such booking in your hotel")
@blp.error(409, STATE_409)
def move_room(body, booking_id):
    """Move a checked-in stay from one of its rooms to another available room of the booked
    type, from tonight on; the old room becomes `cleaning`."""
    return ok(stays.move_room(own_hotel_id(), current_staff(), booking_id, body["from_room_id"],
                              body["to_room_id"], body["reason"]), _("Room changed"))


@blp.route("/front-desk/bookings/<int:booking_id>/check-out", methods=["POST"],
           operation_id="checkOutBooking")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(DeskNoteSchema)
@blp.response(200, enveloped(DeskBookingSchema))
@blp.error(404, "No such booking in your hotel")
@blp.error(409, STATE_409)
def check_out(body, booking_id):
    """Check a stay out (early or on time): it is completed, its rooms become `cleaning`, the
    guest earns the stay's loyalty points and is emailed an invitation to review."""
    return ok(stays.check_out(own_hotel_id(), current_staff(), booking_id, body["reason"]),
              _("Checked out"))


@blp.route("/front-desk/bookings/<int:booking_id>/no-show", methods=["POST"],
           operation_id="markBookingNoShow")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(DeskNoteSchema)
@blp.response(200, enveloped(DeskBookingSchema))
@blp.error(404, "No such booking in your hotel")
@blp.error(409, STATE_409)
def no_show(body, booking_id):
    """Mark a confirmed booking a no-show, from the day after its arrival day: the cancellation
    rule's fee is kept and the rest of the payment is refunded (`refund_amount`)."""
    return ok(stays.mark_no_show(own_hotel_id(), current_staff(), booking_id, body["reason"]),
              _("Marked as no-show"))


@blp.route("/bookings/<int:booking_id>/events", methods=["GET"],
           operation_id="listBookingEvents")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.response(200, enveloped(BookingEventSchema, many=True))
@blp.error(404, "No such booking in your hotel")
def booking_events(booking_id):
    """A booking's audit trail, oldest first: every status change and desk action with who
    (guest, staff, super admin or job), when, from, to and why."""
    return ok(booking_trail(booking_id, hotel_id=own_hotel_id()))


@blp.route("/front-desk/settings", methods=["GET"],
           operation_id="getFrontDeskSettings")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.response(200, enveloped(DeskSettingsSchema))
def get_desk_settings():
    """The hotel's front-desk settings: the no-show grace period, the register's retention."""
    return ok(desk_settings(own_hotel_id()))


@blp.route("/front-desk/settings", methods=["PUT"],
           operation_id="updateFrontDeskSettings")
@blp.staff_required(roles=EDITORS)
@blp.arguments(DeskSettingsUpdateSchema)
@blp.response(200, enveloped(DeskSettingsSchema))
def put_desk_settings(body):
    """Set the no-show grace period and the register's retention (hotel_admin, manager)."""
    return ok(update_desk_settings(own_hotel_id(), body), _("Settings saved"))


@blp.route("/front-desk/register", methods=["GET"],
           operation_id="exportGuestRegister")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RegisterExportQueryArgsSchema, location="query")
@blp.response(200, schema=_CSV, content_type="text/csv",
              description="The register as CSV (`format=csv`, the default), UTF-8 with a BOM")
@blp.alt_response(200, schema=_PDF, content_type="application/pdf", success=True,
                  description="The register: CSV (`format=csv`, the default; UTF-8 with a BOM) "
                  "or the same lines as a PDF table (`format=pdf`)")
def export_guest_register(args):
    """The guest register for the police (hotel_admin, manager): one line per guest and stay
    that touches `from`..`to` - full name, nationality, document type and number, visa or entry
    number (foreigners), arrival date and time, departure date, room number and confirmation
    code. `format` csv (default) or pdf. Every export is logged with who and when."""
    exported = export_register(own_hotel_id(), current_staff(), args["date_from"],
                               args["date_to"], args["format"])
    return Response(exported.content, mimetype=exported.mimetype, headers={
        "Content-Disposition": f'attachment; filename="{exported.filename}"',
        "Cache-Control": "no-store"})


@blp.route("/front-desk/bookings/<int:booking_id>/folio.pdf", methods=["GET"],
           operation_id="getDeskFolio")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.response(200, schema=_PDF, content_type="application/pdf", description="The folio as a PDF")
@blp.alt_response(200, schema=_PDF, content_type=OCTET_STREAM, success=True,
                  description=OCTET_STREAM_DESCRIPTION)
@blp.error(404, "No such booking in your hotel")
@blp.error(409, "An unpaid or expired booking has no folio")
def desk_folio(booking_id):
    """The folio (receipt) of a booking of your hotel, to hand over at check-out: the hotel's
    TIN, each night at its price, service charge, VAT, payments, refunds and the balance."""
    return folio_download(booking_folio(booking_id, hotel_id=own_hotel_id()))


@blp.route("/front-desk/payments/<int:payment_id>/cash-refund", methods=["POST"],
           operation_id="recordCashRefund")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(CashRefundSchema)
@blp.response(200, enveloped(DeskPaymentSchema))
@blp.error(404, "No such desk (cash or POS) payment in your hotel")
@blp.error(409, "Already refunded")
def cash_refund(body, payment_id):
    """Record money handed back at the desk for a cash or POS payment (no provider is called):
    `amount`, or the refund already owed on it (a cancelled walk-in, a no-show). The payment
    becomes `refunded`; who and why go to the payment and to the booking's trail."""
    return ok(record_cash_refund(own_hotel_id(), current_staff(), payment_id, body["reason"],
                                 body.get("amount")), _("Refund recorded"))


@blp.route("/front-desk/bookings/<int:booking_id>/change/quote", methods=["POST"],
           operation_id="quoteDeskBookingChange")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(BookingChangeRequestSchema)
@blp.response(200, enveloped(BookingChangeQuoteSchema))
@blp.error(404, "No such booking in your hotel")
@blp.error(409, STATE_409)
def quote_desk_change(body, booking_id):
    """Price a change of a confirmed booking of your hotel (a walk-in or any other): the same
    rules as a guest's change (POST /mobile/bookings/{id}/change/quote). Holds nothing."""
    return ok(desk_changes.quote_desk_change(own_hotel_id(), current_staff(), booking_id,
                                             BookingChangeRequestSchema.request(body)))


@blp.route("/front-desk/bookings/<int:booking_id>/change", methods=["POST"],
           operation_id="changeDeskBooking")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(ChangeIdempotencyHeaderSchema, location="headers")
@blp.arguments(DeskChangeSchema)
@blp.response(201, enveloped(BookingChangeSchema),
              description="`applied`: a difference owed was taken at the desk (a `desk` "
                          "payment of the change); one owed back is under way (`refund_amount`)")
@blp.alt_response(200, schema=enveloped(BookingChangeSchema),
                  description="Idempotent replay: the change this Idempotency-Key made")
@blp.error(404, "No such booking in your hotel")
@blp.error(409, STATE_409 + "; no rooms left for the new stay")
def change_desk_booking(headers, body, booking_id):
    """Change a confirmed booking of your hotel at the desk (dates, rooms, guests, room type)
    through the guest's change rules, applied at once. Costs more: `payment_method` (cash or
    pos) records the difference taken at the desk. Costs less: the difference goes back through
    the refund flow, an online payment by its provider; a desk payment's refund stays owed
    until you record the cash handed back (POST /front-desk/payments/{id}/cash-refund). The
    booking's trail names you."""
    change, created = desk_changes.change_at_desk(
        own_hotel_id(), current_staff(), booking_id, BookingChangeRequestSchema.request(body),
        DeskSettlement(body["payment_method"], body["payment_reference"]),
        idempotency_key=headers.get("idempotency_key"))
    if not created:
        return ok(change, _("Change already made with this Idempotency-Key")), 200
    return ok(change, _("Booking changed"))


@blp.route("/front-desk/room-blocks", methods=["GET"],
           operation_id="listRoomBlocks")
@blp.staff_required(roles=FRONT_DESK_ROLES)
@blp.arguments(RoomBlockQueryArgsSchema, location="query")
@blp.response(200, enveloped(RoomBlockSchema, many=True))
def room_blocks(args):
    """Your hotel's active room blocks touching `from`..`to` (both optional), by start."""
    return ok(list_blocks(own_hotel_id(), **args))


@blp.route("/front-desk/room-blocks", methods=["POST"],
           operation_id="createRoomBlock")
@blp.staff_required(roles=EDITORS)
@blp.arguments(RoomBlockCreateSchema)
@blp.response(201, enveloped(RoomBlockSchema))
@blp.error(409, "It would oversell the room type, or the room is in use on those nights")
def block_room(body):
    """Take a room out of sale for the nights `start_date`..`end_date` (hotel_admin, manager):
    its type sells one room fewer on those nights. Refused when every room of the type is booked
    on one of them, or the room is given to a stay or blocked already."""
    return ok(create_block(own_hotel_id(), current_staff(), BlockRequest(**body)), _("Room blocked"))


@blp.route("/front-desk/room-blocks/<int:block_id>", methods=["DELETE"],
           operation_id="deleteRoomBlock")
@blp.staff_required(roles=EDITORS)
@blp.response(200, enveloped(RoomBlockSchema))
@blp.error(404, "No such active room block in your hotel")
def unblock_room(block_id):
    """Release a room block: the room is on sale again for its nights (hotel_admin, manager)."""
    return ok(release_block(own_hotel_id(), block_id), _("Room block released"))
