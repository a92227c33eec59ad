"""A guest's change of a confirmed booking (docs/booking.md, "Changing a booking"): new dates,
room count, guests or room type (another of the same hotel's) before arrival.

- Priced by the quote rules: the nights the new stay keeps cost what they were sold at (the
  booking's `night_prices`); added nights take today's rates (rates.price_room_type_stay), under
  the price rule of the rate plan the booking was sold under (as the plan reads now); the
  children's charges are the sold charge a child-night for every night of the new stay; the
  length-of-stay discount is today's for the new length. Nights (or rooms) given up from the
  free-cancellation deadline on follow the cancellation rule: the first night given up is kept
  as a fee, with its share of service charge and VAT.
- Availability is checked under the room type's lock, as a new booking's is
  (inventory.lock_room_type, inventory.free_room_types with the booking's own rooms left out).
- Another room type: every night at the new type's rates as of today (no night was sold in it);
  the cancellation rule still keeps the first night given up inside the window. Both room types
  are locked, in the order of their ids (`_lock_room_types`), so two moves in opposite
  directions cannot deadlock. A booking sold under a rate plan keeps its room type: the plan
  (its price rule, cancellation rule, meals, child price) belongs to that room type.
- Nothing owed (same price, or cheaper): applied at once; a refund goes through the refund flow.
- Something owed: a `pending_payment` BookingChange holds the rooms the new stay adds, in the
  calendar's held rooms, for BOOKING_HOLD_MINUTES; the booking keeps its old stay until the
  difference is paid (a payment with `booking_change_id`, settled by the payments service, which
  calls `settle_change_payment`). An unpaid change lapses: `expire_changes` (the expire-holds
  job) releases its hold. Unlike a booking's hold, a lapsed change's hold counts until that job
  runs (each minute).
- Idempotent with an Idempotency-Key, refused (409 naming the state) unless the booking is
  `confirmed`; every change is in the booking's audit trail. What follows (the refund of a
  cheaper stay, the notification and the email) is the side-effect table's: the events
  BOOKING_CHANGE_REQUESTED and BOOKING_CHANGED (app/events.py, docs/jobs.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal

from flask import current_app
from sqlalchemy import select

from app.db_locking import lock_row, serialized_transaction
from app.errors import Conflict, NotFound, ValidationFailed
from app.events import BOOKING_CHANGE_REQUESTED, BOOKING_CHANGED, record
from app.extensions import db
from app.i18n import _
from app.models import (
    Booking,
    BookingChange,
    BookingChangeStatus,
    BookingStatus,
    Guest,
    Payment,
    RatePlan,
    RoomType,
)
from app.models.base import ZERO, utcnow
from app.services.booking import inventory, lifecycle, occupancy
from app.services.booking.bookings import night_prices_record
from app.services.booking.lifecycle import Actor
from app.services.booking.pricing import NightPrice, PriceBreakdown, price_for_hotel, price_nights_for_hotel
from app.services.booking.rate_plans import plan_night_price
from app.services.booking.rates import price_room_type_stay
from app.services.booking.stays import fits_guests, free_cancellation_deadline, validate_stay

ONE_DAY = timedelta(days=1)
# The audit trail's name for the move (a BookingEvent action keeps the status).
CHANGED, CHANGE_REQUESTED = "change", "change_requested"


@dataclass(frozen=True)
class ChangeRequest:
    """The new stay; a field left None keeps the booking's."""
    check_in: date | None = None
    check_out: date | None = None
    rooms: int | None = None
    guests: int | None = None
    room_type_id: int | None = None  # another room type of the booking's hotel

    def resolved(self, booking: Booking) -> tuple[date, date, int, int]:
        return (self.check_in or booking.check_in, self.check_out or booking.check_out,
                self.rooms or booking.rooms, self.guests or booking.guests)


@dataclass
class ChangeQuote:
    """What a change would cost: the new stay's price, the booking's current total, the fee the
    cancellation rule keeps, and the difference (amount_due or refund_amount, one of them 0)."""
    booking: Booking
    room_type: RoomType  # the new stay's: the booking's, or the one it moves to
    check_in: date
    check_out: date
    rooms: int
    guests: int
    price: PriceBreakdown
    previous_total: Decimal
    cancellation_fee: Decimal
    amount_due: Decimal
    refund_amount: Decimal
    available_rooms: int
    available: bool

    @property
    def difference(self) -> Decimal:
        return self.amount_due - self.refund_amount


# --- pricing ----------------------------------------------------------------------------------

def _sold_nights(booking: Booking) -> dict[date, NightPrice]:
    """Each night of the booking at the price it was sold at."""
    if booking.night_prices:
        return {date.fromisoformat(night): NightPrice(date.fromisoformat(night), Decimal(price),
                                                      season)
                for night, price, season in booking.night_prices}
    return {booking.check_in + ONE_DAY * n: NightPrice(booking.check_in + ONE_DAY * n,
                                                       booking.nightly_price)
            for n in range(booking.nights)}


def _nights(check_in: date, check_out: date) -> list[date]:
    return [check_in + ONE_DAY * n for n in range((check_out - check_in).days)]


def _cancellation_fee(booking: Booking, sold: dict[date, NightPrice], check_in: date,
                      check_out: date, rooms: int, now: datetime) -> Decimal:
    """THE cancellation rule applied to what a change gives up: from the free-cancellation
    deadline on, the first night given up is kept (its rooms given up, priced like the stay),
    as a cancellation keeps the first night (bookings.cancellation_refund)."""
    if now < free_cancellation_deadline(booking.hotel, booking.check_in):
        return ZERO
    for night in sorted(sold):
        kept = rooms if check_in <= night < check_out else 0
        given_up = booking.rooms - kept
        if given_up > 0:
            return price_for_hotel(booking.hotel, sold[night].price, 1, given_up,
                                   discount_rate=booking.discount_rate).total
    return ZERO


def _under_booked_plan(booking: Booking, nightly: list[NightPrice]) -> list[NightPrice]:
    """`nightly` (today's rates) under the price rule of the plan the booking was sold under, as
    the plan reads now; the standard rates when it was sold under none, or its plan is gone."""
    plan = db.session.get(RatePlan, booking.rate_plan_id) if booking.rate_plan_id else None
    if plan is None:
        return nightly
    return [NightPrice(n.night, plan_night_price(n.price, plan.price_rule, plan.price_value),
                       n.season) for n in nightly]


def child_charges_for(booking: Booking, nights: int) -> Decimal:
    """The children's charges of the booking over `nights` nights, at the price a child-night
    was sold at (a plan's child price is per child and night, so the booking's charges scale
    with its nights exactly). Without them a change of a plan booking with children dropped its
    child charges from the new total, and refunded them."""
    if not booking.child_charges or not booking.nights:
        return ZERO
    return booking.child_charges * nights / booking.nights


def _target_room_type(booking: Booking, room_type_id: int | None) -> RoomType:
    """The room type the new stay is in: the booking's, or another of its hotel's on sale.
    Another hotel's or an unknown one is a 422 on `room_type_id`, as a booking's is
    (catalogue.live_hotel_and_room_type): the request is inconsistent, the booking is found."""
    if room_type_id is None or room_type_id == booking.room_type_id:
        return booking.room_type
    room_type = db.session.get(RoomType, room_type_id)
    if room_type is None or room_type.hotel_id != booking.hotel_id:
        raise ValidationFailed(_("is not a room type of this hotel"), field="room_type_id")
    if not room_type.is_on_sale:
        raise ValidationFailed(_("this room type is not on sale"), field="room_type_id")
    if booking.rate_plan_id is not None or booking.rate_plan_name:
        # Its price rule, cancellation rule, meals and child price are the plan's, and the plan
        # is the room type's: another type has no such offer to carry them over to.
        raise ValidationFailed(_("a booking made under a rate plan keeps its room type; cancel "
                                 "it and book the other room type instead"),
                               field="room_type_id")
    return room_type


def _quote(booking: Booking, request: ChangeRequest, now: datetime) -> ChangeQuote:
    """Price the new stay and count its free rooms (the booking's own left out). Reads only; the
    caller holds the room types' locks when the answer must stay true."""
    check_in, check_out, rooms, guests = request.resolved(booking)
    room_type = _target_room_type(booking, request.room_type_id)
    moving = room_type.id != booking.room_type_id
    validate_stay(check_in, check_out, rooms=rooms, guests=guests)
    if not moving and (check_in, check_out, rooms, guests) == (
            booking.check_in, booking.check_out, booking.rooms, booking.guests):
        raise ValidationFailed(_("the change keeps the booking as it is"), field="check_in")
    if not fits_guests(room_type, guests, rooms):
        raise ValidationFailed(_("at most %(guests)s guests fit in %(rooms)s room(s) of this type",
                                 guests=room_type.capacity * rooms, rooms=rooms),
                               field="guests")
    if moving:
        occupancy.check_party(room_type, guests, booking.children_ages or (), rooms)
    free = inventory.free_room_types([room_type.id], check_in, check_out,
                                     exclude_booking_id=booking.id, now=now, with_rules=True)[0]
    # The arrival night's restrictions bind a new arrival only (a new date, or a new room type):
    # a booking keeps its own.
    if (moving or check_in != booking.check_in) and free.refusal is not None:
        field, message = free.refusal
        raise ValidationFailed(message, field=field)
    today = price_room_type_stay(booking.hotel, room_type, check_in, check_out, rooms,
                                 free.rules)
    sold = _sold_nights(booking)
    # Kept nights keep their sold price; in another room type no night was sold: today's rates.
    # Added nights of a booking sold under a rate plan: today's rates under the plan's price rule.
    added = today.nightly if moving else _under_booked_plan(booking, today.nightly)
    nightly = added if moving else [sold.get(n.night, n) for n in added]
    price = price_nights_for_hotel(booking.hotel, nightly, rooms,
                                   discount_rate=today.discount_rate,
                                   discount_name=today.discount_name,
                                   child_charges=child_charges_for(booking, len(nightly)))
    fee = _cancellation_fee(booking, sold, check_in, check_out, rooms, now)
    difference = price.total + fee - booking.total
    return ChangeQuote(booking, room_type, check_in, check_out, rooms, guests, price,
                       booking.total, fee, max(ZERO, difference), max(ZERO, -difference),
                       free.free_rooms, free.free_rooms >= rooms)


def _refuse_unless_changeable(booking: Booking) -> None:
    """Only a confirmed booking changes: an unpaid one is simply booked again, and from check-in
    on the stay is the front desk's (409 naming the state)."""
    if booking.status != BookingStatus.CONFIRMED:
        raise lifecycle.refusal(booking.status, "changed")


@dataclass(frozen=True)
class ChangeCaller:
    """Who asks for a change (the audit trail's actor) and which bookings are theirs: a guest
    their own, staff their hotel's (app/services/frontdesk/desk_changes.py). One change service
    for both: the same prices, locks, holds and refusals."""
    actor: Actor
    guest_id: int | None = None
    hotel_id: int | None = None

    @classmethod
    def for_guest(cls, guest: Guest) -> ChangeCaller:
        return cls(Actor.guest(guest.id, f"{guest.full_name} <{guest.email}>"), guest_id=guest.id)

    @classmethod
    def for_staff(cls, staff, hotel_id: int) -> ChangeCaller:
        return cls(Actor.staff(staff), hotel_id=hotel_id)

    def owns(self):
        """SQL: the booking is the caller's."""
        if self.guest_id is not None:
            return Booking.guest_id == self.guest_id
        return Booking.hotel_id == self.hotel_id


def _callers_booking(caller: ChangeCaller, booking_id: int, *, lock: bool = False) -> Booking:
    which = (Booking.id == booking_id, caller.owns())
    booking = lock_row(Booking, *which) if lock else db.session.scalar(select(Booking).where(*which))
    if booking is None:
        raise NotFound(_("Booking not found"))
    return booking


def _guest_booking(guest: Guest, booking_id: int, *, lock: bool = False) -> Booking:
    return _callers_booking(ChangeCaller.for_guest(guest), booking_id, lock=lock)


def quote_change(guest: Guest, booking_id: int, request: ChangeRequest) -> ChangeQuote:
    """What changing one of the guest's bookings would cost (`quote_change_for`)."""
    return quote_change_for(ChangeCaller.for_guest(guest), booking_id, request)


def quote_change_for(caller: ChangeCaller, booking_id: int, request: ChangeRequest) -> ChangeQuote:
    """What changing one of the caller's bookings would cost, and whether the rooms are free.
    Writes nothing. Raises NotFound, Conflict (not confirmed) and ValidationFailed (field)."""
    booking = _callers_booking(caller, booking_id)
    _refuse_unless_changeable(booking)
    return _quote(booking, request, utcnow())


# --- holding the added rooms -------------------------------------------------------------------

def _added_rooms(booking: Booking, room_type_id: int, check_in: date, check_out: date,
                 rooms: int) -> list[list]:
    """The rooms the new stay needs beyond the booking's own, per run of nights:
    [[room_type_id, start, end, rooms], ...] (dates as ISO strings). In another room type the
    booking has none of its own: every room of every night is added."""
    runs: list[list] = []
    for night in _nights(check_in, check_out):
        own = (booking.rooms if room_type_id == booking.room_type_id
               and booking.check_in <= night < booking.check_out else 0)
        extra = rooms - own
        if extra <= 0:
            continue
        if runs and runs[-1][2] == night.isoformat() and runs[-1][3] == extra:
            runs[-1][2] = (night + ONE_DAY).isoformat()
        else:
            runs.append([room_type_id, night.isoformat(), (night + ONE_DAY).isoformat(), extra])
    return runs


def _lock_room_types(*room_type_ids: int | None) -> None:
    """The booking writers' lock (inventory.lock_room_type) on each room type a change touches,
    in the order of their ids: two changes moving between the same two types in opposite
    directions would otherwise each hold one lock and wait for the other's."""
    for room_type_id in sorted({id_ for id_ in room_type_ids if id_ is not None}):
        inventory.lock_room_type(room_type_id)


def _move_hold(change: BookingChange, sign: int) -> None:
    """Add (1) or release (-1) the change's held rooms in the calendar, in this transaction."""
    connection = db.session.connection()
    for room_type_id, start, end, rooms in change.held_nights:
        inventory.add_occupancy(connection, inventory.Occupancy(
            room_type_id, date.fromisoformat(start), date.fromisoformat(end), inventory.HELD,
            rooms), sign)


def _release(change: BookingChange, status: str) -> None:
    """End a pending change (expired or cancelled): its hold goes back to sale."""
    if change.status == BookingChangeStatus.PENDING_PAYMENT:
        _move_hold(change, -1)
    change.status = status
    change.hold_expires_at = None


# --- making a change ---------------------------------------------------------------------------

def _replay(key: str, booking_id: int, caller: ChangeCaller,
            request: ChangeRequest) -> BookingChange | None:
    """The change an earlier request with this Idempotency-Key made, if any. Raises Conflict
    when the key was used for another booking or caller, ValidationFailed when the same caller
    reuses it for a different change."""
    change = db.session.scalar(select(BookingChange).where(BookingChange.idempotency_key == key))
    if change is None:
        return None
    if change.booking_id != booking_id or db.session.scalar(
            select(Booking.id).where(Booking.id == change.booking_id, caller.owns())) is None:
        raise Conflict(_("This Idempotency-Key has already been used"))
    asked = (request.check_in, request.check_out, request.rooms, request.guests,
             request.room_type_id)
    made = (change.check_in, change.check_out, change.rooms, change.guests,
            change.room_type_id or change.booking.room_type_id)
    if any(value is not None and value != was for value, was in zip(asked, made, strict=True)):
        raise ValidationFailed(_("was already used for a different change request"),
                               field="Idempotency-Key")
    return change


def request_change(guest: Guest, booking_id: int, request: ChangeRequest, *,
                   idempotency_key: str | None = None) -> tuple[BookingChange, bool]:
    """Change one of the guest's confirmed bookings (`make_change`)."""
    return make_change(ChangeCaller.for_guest(guest), booking_id, request,
                       idempotency_key=idempotency_key)


# Takes the difference at the desk for a change being made (the caller's transaction, the
# change flushed): records the payment of `change.amount_due`, or raises to refuse the change.
TakeAtDesk = Callable[[BookingChange, Booking], None]


def make_change(caller: ChangeCaller, booking_id: int, request: ChangeRequest, *,
                idempotency_key: str | None = None,
                paid_at_desk: TakeAtDesk | None = None) -> tuple[BookingChange, bool]:
    """Change one of the caller's confirmed bookings. Returns (change, created); created is
    False when the Idempotency-Key replays an earlier request.

    Nothing owed: applied at once (a refund owed is requested on the booking's payments). Owed:
    with `paid_at_desk`, the desk takes the difference now and the change applies in the same
    transaction; else a `pending_payment` change holding the added rooms until
    `hold_expires_at`; pay it with `amount_due` (app/services/payments/change_payments.py). A
    newer change replaces a pending one. Raises NotFound (unknown or not the caller's booking),
    Conflict (not confirmed; no rooms left; another caller's key) and ValidationFailed (field)."""
    if idempotency_key:
        existing = _replay(idempotency_key, booking_id, caller, request)
        if existing is not None:
            return existing, False
    hold = timedelta(minutes=current_app.config["BOOKING_HOLD_MINUTES"])
    actor = caller.actor
    try:
        with serialized_transaction():
            booking = _callers_booking(caller, booking_id)
            # Lock order as every booking writer: the room types, then the booking. A room type
            # the change may not name is refused before it is locked.
            locked = (booking.room_type_id, _target_room_type(booking, request.room_type_id).id)
            _lock_room_types(*locked)
            booking = _callers_booking(caller, booking_id, lock=True)
            if booking.room_type_id not in locked:
                # Another change moved it while this one waited: its room type is not locked.
                raise Conflict(_("The booking changed meanwhile; please ask again"))
            _refuse_unless_changeable(booking)
            now = utcnow()
            for pending in _pending_changes(booking.id):
                _release(pending, BookingChangeStatus.CANCELLED)
            quote = _quote(booking, request, now)
            if not quote.available:
                raise Conflict(_("No rooms left of this type for these dates") if not
                               quote.available_rooms else
                               _("Only %(free)s room(s) left of this type for these dates",
                                 free=quote.available_rooms))
            change = _new_change(quote, actor, idempotency_key)
            if quote.amount_due > ZERO and paid_at_desk is None:
                change.held_nights = _added_rooms(booking, quote.room_type.id, quote.check_in,
                                                  quote.check_out, quote.rooms)
                change.hold_expires_at = now + hold
                db.session.flush()
                _move_hold(change, 1)
                lifecycle.record_action(booking, CHANGE_REQUESTED, actor, _describe(change),
                                        at=now)
                record(BOOKING_CHANGE_REQUESTED, booking, change=change)
            else:
                db.session.flush()
                if quote.amount_due > ZERO:
                    paid_at_desk(change, booking)
                _apply(change, booking, actor, now)
                record(BOOKING_CHANGED, booking, change=change)
        return change, True
    except Exception:
        db.session.rollback()
        if idempotency_key:  # a concurrent request with the same key won: replay it
            existing = _replay(idempotency_key, booking_id, caller, request)
            if existing is not None:
                return existing, False
        raise


def _pending_changes(booking_id: int) -> list[BookingChange]:
    return list(db.session.scalars(
        select(BookingChange).where(BookingChange.booking_id == booking_id,
                                    BookingChange.status == BookingChangeStatus.PENDING_PAYMENT)
        .order_by(BookingChange.id).with_for_update()))


def _new_change(quote: ChangeQuote, actor: Actor, idempotency_key: str | None) -> BookingChange:
    price = quote.price
    change = BookingChange(
        booking_id=quote.booking.id, status=BookingChangeStatus.PENDING_PAYMENT,
        room_type_id=quote.room_type.id, check_in=quote.check_in, check_out=quote.check_out,
        nights=price.nights,
        rooms=quote.rooms, guests=quote.guests, nightly_price=price.nightly_price,
        night_prices=night_prices_record(price), discount_rate=price.discount_rate,
        discount=price.discount, subtotal=price.subtotal, service_charge=price.service_charge,
        vat=price.vat, total=price.total, previous_total=quote.previous_total,
        cancellation_fee=quote.cancellation_fee, amount_due=quote.amount_due,
        refund_amount=quote.refund_amount, currency=price.currency, held_nights=[],
        idempotency_key=idempotency_key, requested_by=actor.name[:254])
    db.session.add(change)
    return change


def _describe(change: BookingChange) -> str:
    money = (f"{change.amount_due:,.2f} {change.currency} to pay" if change.amount_due
             else f"{change.refund_amount:,.2f} {change.currency} to refund"
             if change.refund_amount else "no difference")
    moved = (f"to room type {change.room_type_id}, "
             if change.room_type_id not in (None, change.booking.room_type_id) else "")
    return (f"change {change.id}: {moved}{change.check_in.isoformat()} to "
            f"{change.check_out.isoformat()}, {change.rooms} room(s), {change.guests} guest(s); "
            f"total {change.total:,.2f} {change.currency}, {money}")


def _apply(change: BookingChange, booking: Booking, actor: Actor, now: datetime) -> None:
    """The booking takes the change's stay and price (the calendar moves with it, by the
    inventory's session hook); a pending change's hold is released in the same transaction."""
    if change.status == BookingChangeStatus.PENDING_PAYMENT:
        _move_hold(change, -1)
    description = _describe(change)  # before the booking moves: it names the move
    if change.room_type_id is not None and change.room_type_id != booking.room_type_id:
        # The inventory's session hook moves the rooms from one type's calendar to the other's.
        # The column itself (active_history keeps its old value for the hook), and the
        # relationship to the same row so that what follows prices and shows the new type.
        booking.room_type_id = change.room_type_id
        booking.room_type = db.session.get(RoomType, change.room_type_id)
    # Before the nights change: the charges a child-night was sold at are the booking's.
    booking.child_charges = child_charges_for(booking, change.nights)
    for field in ("check_in", "check_out", "nights", "rooms", "guests", "nightly_price",
                  "night_prices", "discount_rate", "discount", "subtotal", "service_charge",
                  "vat", "total"):
        setattr(booking, field, getattr(change, field))
    change.status = BookingChangeStatus.APPLIED
    change.applied_at = now
    change.hold_expires_at = None
    lifecycle.record_action(booking, CHANGED, actor, description, at=now)


# --- paying the difference --------------------------------------------------------------------

def payable_change(guest: Guest, booking_id: int, change_id: int) -> BookingChange:
    """One of the guest's pending changes whose hold is live, locked (inside the caller's
    transaction). Raises NotFound and Conflict (not awaiting payment, or lapsed)."""
    booking = _guest_booking(guest, booking_id)
    change = lock_row(BookingChange, BookingChange.id == change_id,
                      BookingChange.booking_id == booking.id)
    if change is None:
        raise NotFound(_("Booking change not found"))
    if change.status != BookingChangeStatus.PENDING_PAYMENT:
        raise Conflict(_("This change is %(status)s, not awaiting payment", status=change.status))
    if change.hold_expires_at <= utcnow():
        raise Conflict(_("The hold on this change has expired; please ask for the change again"))
    return change


def settle_change_payment(payment: Payment, now: datetime, payer: Actor) -> bool:
    """A change's difference was paid (the payments service's transaction, the payment locked
    and its amount checked). Applies the change and returns True; or, when the change can no
    longer be applied (cancelled, replaced, the booking no longer confirmed, or lapsed with its
    rooms taken since), returns False and the caller refunds the payment."""
    change = db.session.get(BookingChange, payment.booking_change_id)
    _lock_room_types(change.booking.room_type_id, change.room_type_id)
    booking = lock_row(Booking, Booking.id == change.booking_id)
    change = lock_row(BookingChange, BookingChange.id == change.id)
    if booking.status != BookingStatus.CONFIRMED or change.status not in (
            BookingChangeStatus.PENDING_PAYMENT, BookingChangeStatus.EXPIRED):
        return False
    if change.status == BookingChangeStatus.EXPIRED or change.hold_expires_at <= now:
        # Paid after the hold lapsed: applied only if its rooms are still free.
        _release(change, BookingChangeStatus.EXPIRED)
        free = inventory.free_room_types([change.room_type_id or booking.room_type_id],
                                         change.check_in,
                                         change.check_out, exclude_booking_id=booking.id,
                                         now=now)[0].free_rooms
        if free < change.rooms:
            return False
        change.held_nights = []
    _apply(change, booking, payer, now)
    record(BOOKING_CHANGED, booking, change=change)
    return True


# --- the job ------------------------------------------------------------------------------------

EXPIRE_CHANGES_JOB = Actor.job("expire_holds")


def expire_changes(now: datetime | None = None) -> int:
    """Release the holds of pending changes not paid in time, or whose booking left `confirmed`
    (cancelled, checked in). Part of the expire-holds job; returns how many."""
    now = now or utcnow()
    with serialized_transaction() as session:
        stale = session.scalars(
            select(BookingChange).join(Booking, Booking.id == BookingChange.booking_id)
            .where(BookingChange.status == BookingChangeStatus.PENDING_PAYMENT,
                   (BookingChange.hold_expires_at <= now)
                   | (Booking.status != BookingStatus.CONFIRMED))
            .order_by(BookingChange.id).limit(500)
            .with_for_update(of=BookingChange, skip_locked=True)).all()
        for change in stale:
            _release(change, BookingChangeStatus.EXPIRED)
            lifecycle.record_action(change.booking, "change_expired", EXPIRE_CHANGES_JOB,
                                    f"change {change.id} was not paid in time", at=now)
    return len(stale)


def booking_changes(guest: Guest, booking_id: int) -> list[BookingChange]:
    """The changes asked for one of the guest's bookings, newest first."""
    booking = _guest_booking(guest, booking_id)
    return list(db.session.scalars(select(BookingChange)
                                   .where(BookingChange.booking_id == booking.id)
                                   .order_by(BookingChange.id.desc())))
