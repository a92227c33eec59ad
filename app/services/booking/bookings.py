"""Bookings (docs/booking.md): quote, hold rooms, read, cancel, expire holds.

A booking starts `pending_payment` and holds its rooms until `hold_expires_at`; the payments
service confirms it. Creating one checks availability and inserts in ONE transaction serialised
on the room type, so two requests can never sell the same last room.
"""

from __future__ import annotations

import functools
import math
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import NamedTuple

from flask import current_app
from sqlalchemy import (
    Date,
    Integer,
    String,
    and_,
    bindparam,
    func,
    insert,
    inspect,
    not_,
    or_,
    select,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import joinedload, make_transient_to_detached
from sqlalchemy.orm.attributes import instance_state, set_committed_value

from app.db_locking import lock_name, lock_row, serialized_transaction
from app.db_reads import (
    PlainRead,
    PlainReturningWrite,
    PlainWrite,
    read_then_write,
    write_read_then_write,
)
from app.errors import Conflict, NotFound, RateLimited, ValidationFailed
from app.events import BOOKING_CANCELLED, BOOKING_CONFIRMED, GUEST_BOOKING_CLAIMED, record
from app.extensions import db
from app.i18n import _, request_language
from app.models import (
    Booking,
    BookingEvent,
    BookingStatus,
    CancellationRule,
    Guest,
    Hotel,
    Payment,
    PaymentStatus,
    RoomType,
)
from app.models.base import ZERO, utcnow
from app.services.booking import catalogue, inventory, lifecycle, occupancy, rate_plans
from app.services.booking.catalogue import (
    StayHotel,
    StayRoomType,
    live_hotel_and_room_type,
    live_stay,
)
from app.services.booking.display_currency import DisplayCurrency, display_currency
from app.services.booking.lifecycle import Actor
from app.services.booking.pricing import PriceBreakdown, price_for_hotel
from app.services.booking.rate_plans import Offer
from app.services.booking.stays import (  # free_cancellation_deadline: read from here too
    fits_guests,
    free_cancellation_deadline,  # noqa: F401
    local_today,
    stay_values,
    validate_stay,
)
from app.services.paging import Page, paginate

# No 0/O, 1/I/L: codes are read out over the phone and typed at a front desk.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
LIST_FILTERS = ("upcoming", "past", "cancelled")


@dataclass(frozen=True)
class StayRequest:
    hotel_id: int
    room_type_id: int
    check_in: date
    check_out: date
    guests: int
    rooms: int
    rate_plan_id: int | None = None  # None: the room type's standard offer (rate_plans.py)
    children: tuple[int, ...] = ()  # the children's ages, besides `guests` adults


@dataclass(frozen=True)
class Contact:
    first_name: str
    last_name: str
    email: str
    phone: str


@dataclass
class Quote:
    hotel: Hotel | StayHotel
    room_type: RoomType | StayRoomType
    check_in: date
    check_out: date
    guests: int
    price: PriceBreakdown
    available_rooms: int
    available: bool
    offer: Offer | None = None
    children: tuple[int, ...] = ()
    display: DisplayCurrency | None = None  # `currency=`: amounts shown in it too

    @property
    def child_lines(self) -> list[dict]:
        """A line per child: the age and what the child costs a night and for the stay."""
        nightly = self.offer.child_price if self.offer else ZERO
        return [{"age": age, "price_per_night": nightly, "total": nightly * self.price.nights}
                for age in self.children]


# --- reading rules ------------------------------------------------------------------------------

def effective_status(booking: Booking, now: datetime | None = None) -> str:
    """The status a guest sees: an unpaid booking whose hold has lapsed is `expired` even before
    `flask expire-holds` has marked it (its rooms already stopped counting)."""
    if booking.hold_lapsed_at(now or utcnow()):
        return BookingStatus.EXPIRED
    return booking.status


def new_confirmation_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def _unused_confirmation_code() -> str:
    """A confirmation code no committed booking has (a read per code drawn)."""
    code = new_confirmation_code()
    while db.session.scalar(select(Booking.id).where(Booking.confirmation_code == code)):
        code = new_confirmation_code()
    return code


# --- quote and create ---------------------------------------------------------------------------

def _resolve(stay: StayRequest) -> tuple[Hotel, RoomType, int]:
    """The live hotel, its room type and the nights of a valid stay for the party. Raises
    NotFound (hotel) or ValidationFailed naming the field."""
    hotel, room_type = live_hotel_and_room_type(stay.hotel_id, stay.room_type_id)
    return hotel, room_type, _check_stay(room_type, stay)


def _check_stay(room_type, stay: StayRequest) -> int:
    """The nights of a valid stay whose party fits `room_type` (a RoomType, or a row with its
    occupancy columns: the booking's first read, `_read_stay`). Raises ValidationFailed naming the
    field."""
    nights = validate_stay(stay.check_in, stay.check_out, rooms=stay.rooms, guests=stay.guests)
    if not fits_guests(room_type, stay.guests, stay.rooms):
        raise ValidationFailed(
            _("at most %(guests)s guests fit in %(rooms)s room(s) of this type",
              guests=room_type.capacity * stay.rooms, rooms=stay.rooms), field="guests")
    occupancy.check_party(room_type, stay.guests, stay.children, stay.rooms)
    return nights


def _stay_allowed(room_type_id: int, stay: StayRequest, *,
                  with_rules: bool = True) -> inventory.FreeRoomType:
    """The room type's rooms free on every night of the stay, with its rate rules for the stay
    (unless not `with_rules`: the re-check under the lock, the price already made). Raises
    ValidationFailed naming the field when the arrival night's restrictions refuse it."""
    room_type = inventory.free_room_types([room_type_id], stay.check_in, stay.check_out,
                                          with_rules=with_rules)[0]
    _refuse_restricted(room_type)
    return room_type


def _refuse_restricted(room_type: inventory.FreeRoomType) -> None:
    """Raises ValidationFailed naming the field when the arrival night's restrictions refuse
    the stay."""
    if room_type.refusal is not None:
        field, message = room_type.refusal
        raise ValidationFailed(message, field=field)


def quote_stay(stay: StayRequest, currency: str | None = None) -> Quote:
    """The priced breakdown of a stay under the asked rate plan (rate_plans.py) and whether
    enough rooms are free; with `currency`, the amounts shown in it too (display only: what is
    charged stays ETB). Writes nothing."""
    display = display_currency(currency)
    # The hotel, the room type, the free rooms and the rules in one read of plain columns;
    # refused in the order of the booking's full path (_resolve, the plan, the restrictions).
    hotel, room_type, allowed = live_stay(stay.hotel_id, stay.room_type_id, stay.check_in,
                                          stay.check_out)
    _check_stay(room_type, stay)
    offer = rate_plans.resolve_offer(hotel, room_type, stay.rate_plan_id)
    _refuse_restricted(allowed)
    price = rate_plans.price_offer(hotel, room_type, stay.check_in, stay.check_out, stay.rooms,
                                   allowed.rules, offer, stay.children)
    return Quote(hotel, room_type, stay.check_in, stay.check_out, stay.guests, price,
                 allowed.free_rooms, allowed.free_rooms >= stay.rooms, offer, stay.children,
                 display)


def _contact(guest: Guest | None, contact: Contact | None) -> Contact:
    if guest is not None:
        # A signed-in guest books under the account's own details.
        return Contact(guest.first_name, guest.last_name, guest.email.lower(), guest.phone)
    if contact is None:
        raise ValidationFailed(_("guest details are required without a guest token"), field="guest")
    return Contact(contact.first_name.strip(), contact.last_name.strip(),
                   contact.email.strip().lower(), contact.phone.strip())


def _booker(guest: Guest | None, contact: Contact) -> Actor:
    """The guest making a booking: the account, or the contact of a guest checkout."""
    if guest is not None:
        return Actor.guest(guest.id, f"{guest.full_name} <{guest.email}>")
    return Actor.guest(None, f"{contact.first_name} {contact.last_name} <{contact.email}>")


def _replay(key: str, guest: Guest | None, contact: Contact, stay: StayRequest) -> Booking | None:
    """The booking an earlier request with this Idempotency-Key created, if any.

    Raises Conflict when the key belongs to someone else (never revealing their booking) and
    ValidationFailed when the same caller reuses the key for a different stay.
    """
    booking = db.session.scalar(select(Booking).where(Booking.idempotency_key == key))
    if booking is None:
        return None
    same_caller = (
        booking.guest_id == guest.id if guest is not None
        else booking.guest_id is None and booking.contact_email == contact.email
    )
    if not same_caller:
        raise Conflict(_("This Idempotency-Key has already been used"))
    same_stay = (booking.hotel_id, booking.room_type_id, booking.check_in, booking.check_out,
                 booking.guests, booking.rooms, booking.rate_plan_id,
                 tuple(booking.children_ages or ())) == (
        stay.hotel_id, stay.room_type_id, stay.check_in, stay.check_out, stay.guests,
        stay.rooms, stay.rate_plan_id, stay.children)
    if not same_stay:
        raise ValidationFailed(_("was already used for a different booking request"),
                               field="Idempotency-Key")
    return booking


def _enforce_hold_limit(guest_id: int | None, email: str, now: datetime) -> None:
    """At most MAX_UNPAID_HOLDS live unpaid holds per guest account or contact email, so one
    caller cannot lock up a hotel's inventory. Raises RateLimited until the oldest one lapses.
    Concurrent bookings of one email (a guest's contact email is the account's) wait for each
    other here, so they cannot all count the same holds; call inside the booking transaction."""
    lock_name(_holds_lock(email))
    _refuse_over_hold_limit(guest_id, email, now)


def _holds_lock(email: str) -> str:
    """The named lock (db_locking.lock_name) the bookings of one contact email wait on."""
    return f"holds:{email.lower()}"


# The caller and the day, as bind parameters of `_holds_statement` (built once per process).
HOLDER_EMAIL = bindparam("holder_email", type_=String)
HOLDER_ID = bindparam("holder_id", type_=Integer)
TODAY = bindparam("today", type_=Date)
# A new booking's confirmation code, to leave it out of its caller's holds (`_holds_columns`): it
# is drawn before the INSERT, so the count can be sent in the INSERT's round trip, before the
# booking's id is known (`_hold_written_booking`). Codes are unique (their index).
EXCLUDED_CODE = bindparam("exclude_code", type_=String)


def _holds_columns(signed_in: bool, *, excluding: bool = False) -> tuple:
    """SQL: (the count, the soonest expiry) of the live unpaid holds of the contact email
    HOLDER_EMAIL (and, `signed_in`, of the account HOLDER_ID) at inventory.NOW, as scalar
    subqueries; `excluding`, the booking of code EXCLUDED_CODE left out (a new booking's own,
    written before its check). An upcoming booking to be paid at the property (at TODAY)
    counts as a hold (rate_plans.py says why)."""
    owner = Booking.contact_email == HOLDER_EMAIL
    if signed_in:
        owner = or_(owner, Booking.guest_id == HOLDER_ID)
    holds = [owner, or_(Booking.hold_live_at(inventory.NOW),
                        rate_plans.unpaid_at_property(TODAY))]
    if excluding:
        holds.append(Booking.confirmation_code != EXCLUDED_CODE)
    return (select(func.count()).select_from(Booking).where(*holds).scalar_subquery()
            .label("holds"),
            select(func.min(Booking.hold_expires_at)).where(*holds).scalar_subquery()
            .label("soonest_hold_expiry"))


@functools.cache
def _holds_statement(signed_in: bool):
    return select(*_holds_columns(signed_in))


def _holds_values(guest_id: int | None, email: str, now: datetime,
                  exclude_code: str | None = None) -> dict:
    return {"holder_email": email, "holder_id": guest_id, "today": local_today(),
            "exclude_code": exclude_code, **inventory.clock_values(now)}


def _refuse_over_hold_limit(guest_id: int | None, email: str, now: datetime) -> None:
    """The hold limit's rule on the holds committed so far (the caller takes the lock)."""
    # Core columns on the session's connection: the ORM's execution (an autoflush with nothing
    # pending, its compile state) is a third of a small statement's CPU.
    count, soonest = db.session.connection().execute(_holds_statement(guest_id is not None),
                                                     _holds_values(guest_id, email, now)).one()
    _refuse_holds(count, soonest, now)


def _refuse_holds(count: int, soonest: datetime | None, now: datetime) -> None:
    """Raises RateLimited when `count` live unpaid holds reach MAX_UNPAID_HOLDS, with the wait
    until the `soonest` one lapses."""
    if count >= current_app.config["MAX_UNPAID_HOLDS"]:
        # Only pay-at-property bookings: they end with their stay, a day is a fair wait.
        wait = (max(1, math.ceil((soonest - now).total_seconds())) if soonest is not None
                else 24 * 3600)
        raise RateLimited(
            _("You already have %(count)s unpaid bookings on hold; pay or wait for one to lapse",
              count=count),
            retry_after=wait,
        )


@functools.cache
def _stay_and_holds_read(signed_in: bool) -> PlainRead:
    """catalogue.live_stay's read with the caller's holds (`_holds_columns`): everything a
    booking checks and prices before its transaction, in one statement of plain columns, sent
    as the quote's is (app/db_reads.PlainRead: rendered once, straight to psycopg)."""
    return PlainRead(catalogue.stay_statement(*_holds_columns(signed_in)))


class StayRead(NamedTuple):
    """What a booking's first read found (`_read_stay`)."""
    hotel: StayHotel
    room_type: StayRoomType
    allowed: inventory.FreeRoomType  # the free rooms, arrival restrictions and rate rules
    holds: int  # the caller's live unpaid holds (`_holds_columns`), at `now`
    soonest_hold_expiry: datetime | None
    now: datetime


def _read_stay(stay: StayRequest, contact: Contact, guest_id: int | None) -> StayRead:
    """The live hotel, its room type on sale, the stay's free rooms, arrival restrictions and
    rate rules, and the caller's unpaid holds, in one read of plain columns (no ORM object: the
    hotel and room type as ORM objects were a read of their own, 12% of a booking's CPU). Raises
    NotFound (hotel) and ValidationFailed (room type) as catalogue.live_hotel_and_room_type."""
    now = utcnow()
    rows = _stay_and_holds_read(guest_id is not None).rows(
        {"hotel_id": stay.hotel_id, "room_type_id": stay.room_type_id,
         **stay_values(stay.check_in, stay.check_out),
         **_holds_values(guest_id, contact.email, now)})
    hotel, room_type, allowed = catalogue.read_live_stay(rows, stay.check_in, stay.check_out)
    return StayRead(hotel, room_type, allowed, rows[0].holds, rows[0].soonest_hold_expiry, now)


def create_booking(
    stay: StayRequest,
    *,
    guest: Guest | None,
    contact: Contact | None = None,
    special_requests: str | None = None,
    idempotency_key: str | None = None,
) -> tuple[Booking, bool]:
    """Hold rooms: a `pending_payment` booking until now + BOOKING_HOLD_MINUTES.

    Returns (booking, created); created is False when `idempotency_key` replays an earlier
    request of the same caller. Raises NotFound (hotel), ValidationFailed (field), Conflict (no
    rooms left, or someone else's Idempotency-Key) and RateLimited (too many unpaid holds).

    One read before the transaction (`_read_stay`) refuses in this order: the hotel and the
    room type, the stay and the party, the rate plan, the arrival night's restrictions, the
    hold limit, then no rooms. In a festival rush most attempts are these refusals, and each
    one queued behind every booking ahead of it on the room type's lock only to be refused
    (bench/rush.py: 152 of 192 attempts); refusing from a committed read is refusing as of
    that moment: rooms freed or holds lapsed later are found by the next attempt. What the
    read lets through is checked again in the transaction, under the caller's holds lock and
    the room type's (`_hold_written_booking`), so this never sells a room nor passes the hold
    limit.
    """
    contact = _contact(guest, contact)
    if idempotency_key:
        existing = _replay(idempotency_key, guest, contact, stay)
        if existing is not None:
            return existing, False
    guest_id = guest.id if guest else None
    read = _read_stay(stay, contact, guest_id)
    hotel, room_type, allowed = read.hotel, read.room_type, read.allowed
    nights = _check_stay(room_type, stay)
    offer = rate_plans.resolve_offer(hotel, room_type, stay.rate_plan_id)
    if offer.pays_at_property:
        rate_plans.refuse_pay_at_property(guest)
    _refuse_restricted(allowed)
    _refuse_holds(read.holds, read.soonest_hold_expiry, read.now)
    _refuse_unless_free(allowed.free_rooms, stay.rooms)
    # Paid at the property: confirmed at once, nothing to hold for.
    at_property = offer.pays_at_property
    hold = timedelta(minutes=current_app.config["BOOKING_HOLD_MINUTES"])
    # Priced before the room type's lock, as its quote is: from the rate rules committed when
    # the request read them. The lock only serialises the rooms (see _hold_written_booking).
    price = rate_plans.price_offer(hotel, room_type, stay.check_in, stay.check_out, stay.rooms,
                                   allowed.rules, offer, stay.children)

    for _attempt in range(3):
        try:
            # `keep_read`: the transaction begins on the connection the read ran on. A hold takes
            # its caller's holds lock with the BEGIN (`_hold_written_booking` says why).
            with _kept_after_commit(), serialized_transaction(
                    keep_read=True,
                    lock=None if at_property else _holds_lock(contact.email)) as session:
                now = utcnow()
                fields = dict(
                    hotel_id=hotel.id, offer=offer, price=price, guest_id=guest_id,
                    status=BookingStatus.CONFIRMED if at_property
                    else BookingStatus.PENDING_PAYMENT,
                    hold_expires_at=None if at_property else now + hold,
                    special_requests=special_requests, idempotency_key=idempotency_key,
                    code_checked=False)
                if at_property:
                    booking = _insert_booking(stay, contact, nights, hold_limit_at=now,
                                              **fields)
                    booking.confirmed_at = now
                else:
                    booking = _new_booking(stay, contact, nights, **fields)
                # Its emails' language when its guest has no preferred_language (a guest
                # checkout's Accept-Language).
                booking.language = request_language()
                if at_property:
                    lifecycle.record_creation(booking, _booker(guest, contact), at=now,
                                              action=lifecycle.BOOK_AT_PROPERTY)
                    session.flush()
                    record(BOOKING_CONFIRMED, booking, payment=None)  # app/effects.py
                else:
                    _hold_written_booking(
                        booking, lifecycle.creation_values(booking, _booker(guest, contact),
                                                           at=now), stay, now)
            # The response names them: as read, not loaded again.
            set_committed_value(booking, "hotel", _as_read(Hotel, hotel))
            set_committed_value(booking, "room_type", _as_read(RoomType, room_type))
            return booking, True
        except _RefusedUnderLock:
            # Why, from what is committed now (the rooms others hold, a restriction set
            # meanwhile), as the read before the transaction refuses; rooms freed since are
            # tried for again.
            free = _free_rooms(stay, hotel.id)
            _refuse_restricted(free)
            _refuse_unless_free(free.free_rooms, stay.rooms)
        except IntegrityError:
            # A concurrent request with the same Idempotency-Key won, or the confirmation code
            # drawn is taken (it is not read first: about one in 1.7 million at 500,000
            # bookings): look again, then retry with a new code.
            if idempotency_key:
                existing = _replay(idempotency_key, guest, contact, stay)
                if existing is not None:
                    return existing, False
    raise Conflict(_("Could not create the booking; please try again"))


def _as_read(model, values: NamedTuple):
    """A detached `model` object holding `values` (a StayHotel, StayRoomType: the columns of
    that name, the id among them) as loaded, and nothing else: another of its columns is
    expired, so reading it raises DetachedInstanceError rather than reading the database or
    giving None. Made as the ORM's loader makes an object of a row (its dict, its identity
    key): make_transient_to_detached, which expires what is missing by walking every attribute,
    was 2.7% of a booking's CPU (bench/request_cpu.py)."""
    instance = model.__mapper__.class_manager.new_instance()
    instance.__dict__.update(zip(values._fields, values, strict=True))
    state = instance_state(instance)
    state.key = model.__mapper__.identity_key_from_primary_key((values.id,))
    state.expired_attributes.update(_column_keys(model).difference(values._fields))
    return instance


@functools.cache
def _column_keys(model) -> frozenset[str]:
    return frozenset(attribute.key for attribute in inspect(model).column_attrs)


@contextmanager
def _kept_after_commit() -> Iterator[None]:
    """The new booking keeps its values through the commit instead of being expired and read
    back: every column of it was set here or by its Python default at the flush (no server
    default, no trigger), so the read after the commit returned what was written, one round
    trip and a row's hydration for each booking of a rush (bench/round_trips.py). The request
    ends with the response; nothing else in it reads the session after the commit."""
    session = db.session()
    kept = session.expire_on_commit
    session.expire_on_commit = False
    try:
        yield
    finally:
        session.expire_on_commit = kept


def _refuse_unless_free(free: int, rooms: int) -> None:
    if free < rooms:
        raise Conflict(
            _("No rooms left of this type for these dates") if free == 0
            else _("Only %(free)s room(s) left of this type for these dates", free=free))


def _new_booking(stay: StayRequest, contact: Contact, nights: int, *, hotel_id: int,
                 offer: Offer, price: PriceBreakdown, guest_id: int | None, status: str,
                 hold_expires_at: datetime | None, special_requests: str | None,
                 idempotency_key: str | None = None,
                 hold_limit_at: datetime | None = None,
                 code_checked: bool = True) -> Booking:
    """Inside a serialised transaction: check (`hold_limit_at`) the caller's unpaid holds and
    make the booking at `price` (the stay priced under `offer`), with the offer copied onto it
    and a confirmation code no booking has (unless not `code_checked`: the caller retries the
    transaction on the unique index's IntegrityError), not yet in the session. Raises
    RateLimited (holds).

    The holds are checked under a lock of their own, which every booking takes before the room
    type's, so the two cannot deadlock."""
    if hold_limit_at is not None:
        _enforce_hold_limit(guest_id, contact.email, hold_limit_at)
    code = _unused_confirmation_code() if code_checked else new_confirmation_code()
    booking = Booking(
        confirmation_code=code, hotel_id=hotel_id, room_type_id=stay.room_type_id,
        guest_id=guest_id, contact_first_name=contact.first_name,
        contact_last_name=contact.last_name, contact_email=contact.email,
        contact_phone=contact.phone, check_in=stay.check_in,
        check_out=stay.check_out, nights=nights, rooms=stay.rooms,
        guests=stay.guests, nightly_price=price.nightly_price,
        night_prices=night_prices_record(price), discount_rate=price.discount_rate,
        discount=price.discount, subtotal=price.subtotal,
        service_charge=price.service_charge, vat=price.vat,
        total=price.total, currency=price.currency,
        status=status, hold_expires_at=hold_expires_at,
        special_requests=special_requests or None, idempotency_key=idempotency_key,
        children_ages=list(stay.children) or None, child_charges=price.child_charges,
    )
    rate_plans.copy_offer(booking, offer)
    return booking


def _lock_and_check_rooms(stay: StayRequest, offer: Offer, hotel_id: int) -> None:
    """Lock the room type and check that the stay's rooms are free (and, for a pay-at-property
    `offer`, the hotel's pay-at-property rooms). Raises ValidationFailed (room type) and
    Conflict (no rooms left)."""
    if inventory.lock_room_type_on_sale(stay.room_type_id) != hotel_id:
        raise ValidationFailed(_("is not a room type of this hotel"), field="room_type_id")
    free = _free_rooms(stay, hotel_id)
    _refuse_restricted(free)
    _refuse_unless_free(free.free_rooms, stay.rooms)
    if offer.pays_at_property:
        # The hotel as committed now, not as read before the transaction (its cap of rooms).
        rate_plans.enforce_pay_at_property_cap(
            db.session.get(Hotel, hotel_id, populate_existing=True), stay.check_in,
            stay.check_out, stay.rooms)


@functools.cache
def _free_rooms_statement():
    """`_free_rooms`' statement, built once: the room type ROOM_TYPE's free rooms and
    arrival restrictions for the stay (inventory.with_free_rooms), in three columns."""
    return inventory.with_free_rooms(select().select_from(RoomType)
                                     .where(RoomType.id == inventory.ROOM_TYPE))


def _free_rooms(stay: StayRequest, hotel_id: int) -> inventory.FreeRoomType:
    """The room type's rooms free on every night of the stay and its arrival restrictions: read
    after its lock (`_lock_and_check_rooms`), in a statement of its own (its snapshot then holds
    every booking committed before the lock was granted), or after a refusal under it. A Core
    statement on the session's connection: the ORM's execution of inventory.free_room_types
    (an expanding list of ids, rendered into the statement's text each time) was 7% of a
    booking's CPU, all of it spent holding the lock."""
    free, closed, min_stay = db.session.connection().execute(
        _free_rooms_statement(), {"room_type_id": stay.room_type_id,
                                  **stay_values(stay.check_in, stay.check_out),
                                  **inventory.clock_values()}).one()
    return inventory.free_room_type(stay.room_type_id, hotel_id, ZERO, free, closed, min_stay,
                                    stay.check_in, (stay.check_out - stay.check_in).days)


def _hold_written_booking(booking: Booking, trail: dict, stay: StayRequest,
                          now: datetime) -> None:
    """Inside a serialised transaction that took the caller's holds lock (`_holds_lock`) first:
    write the new booking and the first line of its `trail` (`write_new_booking`), then lock
    the room type, check the caller's holds and the rooms and move the calendar; the caller
    commits. Raises ValidationFailed (room type), RateLimited (holds) and _RefusedUnderLock
    (rooms, arrival restrictions), the transaction then rolled back by the caller, and
    IntegrityError (a taken confirmation code or Idempotency-Key).

    A festival rush queues every booking of the room type on its lock, so each one's time
    under it is everyone's wait (bench/rush.py): the booking's rows come before it. Under the
    lock: the calendar's move, made only where the rooms are free (its check must follow the
    lock; sent with the lock, one round trip for both: inventory.owed_hold_move), and the
    commit. The booking's own rows do not count in the free rooms: those are read from the
    calendar, which does not have it yet, and a live hold is not one of the lapsed holds it
    subtracts. Refused there, it raises _RefusedUnderLock.

    On PostgreSQL the booking's INSERT, the lock and the move are one round trip
    (db_reads.write_read_then_write), behind the BEGIN and the holds lock the transaction owes:
    the server still runs them in turn, so the INSERT is done before the room type's lock is
    asked for, and nothing more runs under it than before. SQLite: the INSERTs first, then
    the two (its writers are serialised by BEGIN IMMEDIATE anyway).

    The caller's holds are counted in the room type's locking statement (its own booking left
    out, by its confirmation code: its id is not known until the INSERT answers), not in a
    statement of their own. Under READ COMMITTED a statement sees what was
    committed when it began: this one begins after the holds lock was granted (with the
    BEGIN), so it sees every hold of the caller's committed before, and no other booking of
    the caller's can commit until this transaction ends. The caller's read before the
    transaction refused already what it could see (create_booking).
    Not for a pay-at-property offer: its cap counts the confirmed bookings themselves, this
    one among them once written (`_insert_booking` then)."""
    session = db.session
    connection = session.connection()
    signed_in = booking.guest_id is not None
    lock_values = {"room_type_id": stay.room_type_id,
                   **_holds_values(booking.guest_id, booking.contact_email, now,
                                   booking.confirmation_code)}
    # The lock and the guarded move in one round trip (db_reads.read_then_write): the move's
    # statement still begins once the lock is granted, so it sees every booking committed before
    # (the module docstring of inventory.py). What it cannot do is wait for the lock's answer: a
    # stay the answer refuses (holds, not on sale) has moved the calendar in this transaction,
    # which the caller then rolls back. The move counts the holds lapsed at `now`, before the
    # wait for the lock, not after it: a hold lapsing during the wait still counts, which can
    # refuse a room, never sell one twice. Under the lock: two round trips, the commit's and
    # this one (three before).
    if connection.dialect.name == "postgresql":
        # The booking's INSERT in the lock's round trip: a booking was four round trips (the
        # read, BEGIN with the holds lock and the INSERT, the lock with the move, COMMIT), now
        # three (bench/round_trips.py).
        row = _new_booking_row(booking, now)
        inventory.owe_calendar(session, _occupancy(booking))
        move, nights = inventory.owed_hold_move(session, now)
        written, rows, moved = write_read_then_write(
            connection, _booking_and_trail_write(), {**row, **_trail_values(trail)},
            _lock_with_holds_read(signed_in), lock_values, _plain_write(move), nights)
        _join_as_written(session, booking, written[0][0])
        _check_under_lock(booking, rows, moved, len(nights), now)
        return
    write_new_booking(booking, trail, now)
    move, nights = inventory.owed_hold_move(session, now)
    rows, moved = read_then_write(connection, _lock_with_holds_read(signed_in), lock_values,
                                  _plain_write(move), nights)
    _check_under_lock(booking, rows, moved, len(nights), now)


def _check_under_lock(booking: Booking, rows: list, moved: int, nights: int,
                      now: datetime) -> None:
    """What the room type's locking read (`rows`) and the guarded move (`moved` of `nights`
    nights) answered for the new `booking`: raises RateLimited (holds), ValidationFailed (room
    type) and _RefusedUnderLock (rooms, arrival restrictions)."""
    locked = rows[0] if rows else None
    if locked is not None:
        _refuse_holds(locked.holds, locked.soonest_hold_expiry, now)
    if locked is None or not locked.on_sale or locked.hotel_id != booking.hotel_id:
        raise ValidationFailed(_("is not a room type of this hotel"), field="room_type_id")
    if moved != nights:
        raise _RefusedUnderLock()


class _RefusedUnderLock(Exception):
    """The rooms of a new hold were not free on every night under the room type's lock, or its
    arrival night refused it (inventory.move_owed_hold_if_free): the transaction is rolled
    back, and create_booking says why from what is committed then."""


@functools.cache
def _lock_with_holds_read(signed_in: bool) -> PlainRead:
    """The room type ROOM_TYPE locked as every booking writer locks it
    (inventory.with_room_type_lock), with its hotel, whether it is on sale, and the caller's
    holds but the new booking (`_holds_columns`)."""
    return PlainRead(inventory.with_room_type_lock(
        select(RoomType.hotel_id, RoomType.is_on_sale.label("on_sale"),
               *_holds_columns(signed_in, excluding=True))
        .where(RoomType.id == inventory.ROOM_TYPE)))


@functools.cache
def _plain_write(statement) -> PlainWrite:
    """The calendar move's statement (inventory.owed_hold_move: one per column, built once) as
    db_reads sends it, rendered once."""
    return PlainWrite(statement)


def write_new_booking(booking: Booking, trail: dict, now: datetime) -> None:
    """Inside a serialised transaction: insert the new (transient) `booking`, created `now`,
    and the first line of its `trail` (lifecycle.creation_values) by Core statements
    (`_write_booking_and_trail`), not the ORM's flush; the booking then joins the session as
    written (persistent, every column loaded, nothing pending), and owes the calendar its rooms
    (inventory.owe_calendar) until the caller, after the room type's lock, makes the move
    (inventory.move_owed_hold_if_free, or move_calendar after its own check).

    Why not the flush: the flush of the booking and its trail was a fifth of a booking's CPU
    (bench/request_cpu.py), and the session hooks a flush of a new booking runs are the
    calendar's, made here through owe_calendar, and none else (no outbox row follows a hold)."""
    session = db.session
    row = _new_booking_row(booking, now)
    _join_as_written(session, booking, _write_booking_and_trail(session.connection(), row, trail))
    inventory.owe_calendar(session, _occupancy(booking))


def _new_booking_row(booking: Booking, now: datetime) -> dict:
    """The new `booking`'s INSERT values (`_booking_row`), created `now`."""
    booking.created_at = booking.updated_at = now
    return _booking_row(booking)


def _join_as_written(session, booking: Booking, booking_id: int) -> None:
    """The `booking` just inserted as `booking_id` joins `session` as written."""
    booking.id = booking_id
    # Every column set, so nothing is read again (`_kept_after_commit`): the session takes it
    # as loaded from the row just written.
    make_transient_to_detached(booking)
    session.add(booking)


def _occupancy(booking: Booking) -> inventory.Occupancy:
    """The calendar's move a new `booking` owes (inventory.owe_calendar)."""
    return inventory.Occupancy(booking.room_type_id, booking.check_in, booking.check_out,
                               inventory.calendar_column(booking.status), booking.rooms)


# Columns of a booking's later life (lifecycle.transition, cancellation): a new booking has none
# of them, so they are left out of its INSERT (SQL NULL). psycopg keeps its conversion of a
# statement of at most 50 parameters; with them the booking and its trail took 51, and their
# statement was parsed afresh each time, half of its CPU.
LATER_LIFE = frozenset({"confirmed_at", "checked_in_at", "checked_out_at", "cancelled_at",
                        "cancellation_reason", "refund_amount"})


@functools.cache
def _booking_defaults() -> tuple[tuple[str, object], ...]:
    """(attribute, value when the booking has none set) for the columns of a new booking's
    INSERT (not its id, not LATER_LIFE): the column's scalar default, or None. A column whose
    default is computed (the timestamps) is set by the caller. Built once per process."""
    defaults = []
    for attribute in inspect(Booking).column_attrs:
        column = attribute.columns[0]
        if column.primary_key or attribute.key in LATER_LIFE:
            continue
        default = column.default
        if default is not None and not default.is_scalar and attribute.key not in (
                "created_at", "updated_at"):
            raise RuntimeError(f"bookings.{attribute.key}: a computed default to set here")
        defaults.append((attribute.key, default.arg if default is not None and default.is_scalar
                         else None))
    return tuple(defaults)


def _booking_row(booking: Booking) -> dict:
    """The new (transient) `booking`'s INSERT values (every column but its id and LATER_LIFE);
    the columns it has no value for get their default, on the object too, so that it holds
    what the row holds."""
    state = booking.__dict__
    row = {}
    for key, default in _booking_defaults():
        if key in state:
            row[key] = state[key]
        else:
            row[key] = default
            setattr(booking, key, default)
    for key in LATER_LIFE:
        if state.get(key) is not None:
            raise RuntimeError(f"a new booking's {key} is not written here")
        setattr(booking, key, None)
    return row


TRAIL_PREFIX = "trail_"


@functools.cache
def _booking_and_trail_statements(dialect_name: str) -> tuple:
    """The INSERT of a booking (RETURNING its id) and of its trail's first line, built once per
    process, with a bind parameter per column (the trail's prefixed with TRAIL_PREFIX).
    PostgreSQL: one statement, the booking's INSERT a CTE of the trail's (one round trip, the
    second of the pair None). SQLite, which has no INSERT in a CTE: two, the second taking the
    booking's id as `booking_id`."""
    bookings_table, events_table = Booking.__table__, BookingEvent.__table__
    booking_insert = (insert(bookings_table)
                      .values({key: bindparam(key, type_=bookings_table.c[key].type)
                               for key, _default in _booking_defaults()})
                      .returning(bookings_table.c.id))
    trail = {column.key: bindparam(TRAIL_PREFIX + column.key, type_=column.type)
             for column in events_table.columns if column.key not in ("id", "booking_id")}
    if dialect_name != "postgresql":
        trail_insert = insert(events_table).values(
            booking_id=bindparam("booking_id", type_=Integer), **trail)
        return booking_insert, trail_insert
    written = booking_insert.cte("new_booking")
    both = (insert(events_table)
            .from_select(["booking_id", *trail], select(written.c.id, *trail.values()))
            .returning(events_table.c.booking_id)
            .add_cte(written))
    return both, None


@functools.cache
def _booking_and_trail_write() -> PlainReturningWrite:
    """PostgreSQL's one statement of `_booking_and_trail_statements` as db_reads sends it: a
    hold's first statement in its transaction, so its BEGIN and holds lock go in its round
    trip (create_booking)."""
    return PlainReturningWrite(_booking_and_trail_statements("postgresql")[0])


def _write_booking_and_trail(connection, row: dict, trail: dict) -> int:
    """Insert the booking `row` and its `trail` line; returns the booking's id."""
    first, second = _booking_and_trail_statements(connection.dialect.name)
    trail_values = _trail_values(trail)
    if second is None:
        return _booking_and_trail_write().scalars({**row, **trail_values})[0]
    booking_id = connection.execute(first, row).scalar_one()
    connection.execute(second, {"booking_id": booking_id, **trail_values})
    return booking_id


def _trail_values(trail: dict) -> dict:
    """The trail line's bind parameters in `_booking_and_trail_statements`."""
    return {TRAIL_PREFIX + key: value for key, value in trail.items()}


def _insert_booking(stay: StayRequest, contact: Contact, nights: int, *, hotel_id: int,
                    offer: Offer, price: PriceBreakdown, guest_id: int | None, status: str,
                    hold_expires_at: datetime | None, special_requests: str | None,
                    idempotency_key: str | None = None,
                    hold_limit_at: datetime | None = None,
                    code_checked: bool = True) -> Booking:
    """Inside a serialised transaction: `_new_booking`, then lock the room type and check its
    rooms (`_lock_and_check_rooms`), then add the booking to the session, written at the
    caller's flush (under the lock, after its checks). Raises RateLimited (holds),
    ValidationFailed (room type, arrival restrictions) and Conflict (no rooms left)."""
    booking = _new_booking(stay, contact, nights, hotel_id=hotel_id, offer=offer, price=price,
                           guest_id=guest_id, status=status, hold_expires_at=hold_expires_at,
                           special_requests=special_requests, idempotency_key=idempotency_key,
                           hold_limit_at=hold_limit_at, code_checked=code_checked)
    _lock_and_check_rooms(stay, offer, hotel_id)
    db.session.add(booking)
    return booking


def insert_walk_in(stay: StayRequest, contact: Contact, *, guest_id: int | None, actor: Actor,
                   reason: str, special_requests: str | None = None) -> Booking:
    """A walk-in booking made by staff at the desk, `confirmed` at once (its payment is taken
    there), under the same room-type lock and availability rule as every booking. Inside the
    caller's serialised transaction, which records the payment. Raises NotFound (hotel not
    live), ValidationFailed (field) and Conflict (no rooms left)."""
    hotel, room_type, nights = _resolve(stay)
    offer = rate_plans.standard_offer(hotel)
    allowed = _stay_allowed(room_type.id, stay)
    price = rate_plans.price_offer(hotel, room_type, stay.check_in, stay.check_out, stay.rooms,
                                   allowed.rules, offer)
    booking = _insert_booking(stay, contact, nights, hotel_id=hotel.id, offer=offer, price=price,
                              guest_id=guest_id,
                              status=BookingStatus.CONFIRMED, hold_expires_at=None,
                              special_requests=special_requests)
    now = utcnow()
    booking.confirmed_at = now
    lifecycle.record_creation(booking, actor, reason, at=now)
    return booking


# --- reading ----------------------------------------------------------------------------------

def _upcoming(now: datetime, today: date):
    """Not checked out yet, and still holding its rooms (the inventory rule's condition)."""
    return and_(Booking.check_out > today, Booking.holds_rooms_at(now))


def list_guest_bookings(
    guest: Guest, status: str | None = None, *, page: int = 1, limit: int = 20
) -> Page:
    """One page of the guest's bookings. `status`: `upcoming` (held, confirmed or
    checked in, not yet checked out; soonest first), `cancelled`, `past` (everything else:
    stays that ended, expired holds, no-shows; latest first); none: all, latest first."""
    now, today = utcnow(), local_today()
    query = select(Booking).where(Booking.guest_id == guest.id)
    order = (Booking.check_in.desc(), Booking.id.desc())
    if status == "upcoming":
        query = query.where(_upcoming(now, today))
        order = (Booking.check_in.asc(), Booking.id.asc())
    elif status == "cancelled":
        query = query.where(Booking.status == BookingStatus.CANCELLED)
    elif status == "past":
        query = query.where(Booking.status != BookingStatus.CANCELLED, not_(_upcoming(now, today)))
    elif status is not None:
        raise ValidationFailed(_("must be one of %(choices)s", choices=", ".join(LIST_FILTERS)),
                               field="status")
    query = query.options(joinedload(Booking.hotel), joinedload(Booking.room_type)).order_by(*order)
    return paginate(query, page, limit)


def get_guest_booking(guest: Guest, booking_id: int) -> Booking:
    """One of the guest's own bookings. Raises NotFound for unknown ids and for other guests'
    bookings alike."""
    booking = db.session.scalar(
        select(Booking).where(Booking.id == booking_id, Booking.guest_id == guest.id)
    )
    if booking is None:
        raise NotFound(_("Booking not found"))
    return booking


def find_booking_by_code(confirmation_code: str, email: str) -> Booking:
    """A booking reached with its confirmation code plus the contact email (guest checkout).
    Case-insensitive on both. Raises NotFound when they do not match the same booking."""
    booking = db.session.scalar(
        select(Booking).where(Booking.confirmation_code == confirmation_code.strip().upper())
    )
    if booking is None or booking.contact_email.lower() != email.strip().lower():
        raise NotFound(_("Booking not found"))
    return booking


def claim_guest_checkout_bookings(guest: Guest) -> int:
    """Attach the guest-checkout bookings made with `guest`'s email to the account (inside the
    caller's transaction, once the guest has proved the email is theirs): they then appear in
    GET /bookings, and those completed count in the account's stays and loyalty points as if
    booked signed in. Returns how many were attached."""
    bookings = db.session.scalars(
        select(Booking).where(Booking.guest_id.is_(None),
                              func.lower(Booking.contact_email) == guest.email.lower())
        .with_for_update()
    ).all()
    for booking in bookings:
        booking.guest_id = guest.id
        record(GUEST_BOOKING_CLAIMED, booking)  # a completed stay's loyalty (app/effects.py)
    return len(bookings)


def night_prices_record(price: PriceBreakdown) -> list[list[str | None]]:
    """Each night's price as stored on a booking: [[date, price, season], ...]."""
    return [[n.night.isoformat(), str(n.price), n.season] for n in price.nightly]


def first_night_price(booking: Booking) -> Decimal:
    """What one room cost on the first night (bookings made before rates: the one price)."""
    return Decimal(booking.night_prices[0][1]) if booking.night_prices else booking.nightly_price


# --- confirmation -------------------------------------------------------------------------------

def confirm_booking(booking: Booking, now: datetime, actor: Actor, reason: str) -> None:
    """Paid: the booking is confirmed (its rooms move from held to booked in the calendar; the
    lifecycle records who and why). Loyalty waits for the stay's completion
    (app/services/accounts/loyalty.py). Inside the payments service's transaction, which has
    checked the rooms are still free and records "booking confirmed" (its notices)."""
    lifecycle.transition(booking, BookingStatus.CONFIRMED, actor, reason, at=now)


# --- cancellation -------------------------------------------------------------------------------

def cancellation_refund(booking: Booking, now: datetime) -> Decimal:
    """THE cancellation rule (docs/booking.md): what goes back to the guest if cancelled at `now`.

    - Unpaid (`pending_payment`, or to be paid at the property): nothing was paid, so 0.
    - Under the rule the booking was sold with (rate_plans.booking_offer): non-refundable, 0;
      before a free-cancellation deadline (strictly), the whole total.
    - Otherwise (after the deadline, or a plan that keeps the first night): the first night is
      kept with its share of service charge and VAT (one night for every booked room, priced
      like the stay), the rest is refunded.
    """
    offer = rate_plans.booking_offer(booking)
    if booking.status != BookingStatus.CONFIRMED or offer.pays_at_property:
        return ZERO
    if offer.cancellation == CancellationRule.NON_REFUNDABLE:
        return ZERO
    deadline = offer.deadline(booking.hotel, booking.check_in)
    if deadline is not None and now < deadline:
        return booking.total
    first_night = price_for_hotel(booking.hotel, first_night_price(booking), 1, booking.rooms,
                                  discount_rate=booking.discount_rate).total
    return max(ZERO, booking.total - min(first_night, booking.total))


def cancel_booking(guest: Guest, booking_id: int, reason: str | None = None) -> Booking:
    """Cancel one of the guest's bookings (see `_cancel`). Raises NotFound (unknown or another
    guest's booking) and Conflict (expired, cancelled, checked in, completed or no-show)."""
    return _cancel(and_(Booking.id == booking_id, Booking.guest_id == guest.id), reason,
                   Actor.guest(guest.id, f"{guest.full_name} <{guest.email}>"))


def cancel_booking_by_code(confirmation_code: str, email: str, reason: str | None = None) -> Booking:
    """Cancel a booking reached with its confirmation code and contact email (guest checkout,
    or a guest without the app at hand): the same rule and refund as `cancel_booking`. Raises
    NotFound when the two do not name the same booking, and Conflict as `cancel_booking`."""
    return _cancel(and_(Booking.confirmation_code == confirmation_code.strip().upper(),
                        func.lower(Booking.contact_email) == email.strip().lower()), reason,
                   Actor.guest(None, f"confirmation code and {email.strip().lower()}"))


def _cancel(which, reason: str | None, actor: Actor) -> Booking:
    """Cancel the booking matching `which`: its rooms are released by the status change alone;
    `refund_amount` (the cancellation rule) is stored, and "booking cancelled" is recorded in
    the same transaction: the refund on its paid payment (a job after the commit), the
    notification (registered guests) and the email follow (app/effects.py)."""
    with serialized_transaction():
        booking = lock_row(Booking, which)
        if booking is None:
            raise NotFound(_("Booking not found"))
        now = utcnow()
        if booking.hold_lapsed_at(now):  # the hold rule: lapsed is expired, marked or not
            raise lifecycle.refusal(BookingStatus.EXPIRED, BookingStatus.CANCELLED)
        lifecycle.check_allowed(booking, BookingStatus.CANCELLED)
        booking.refund_amount = cancellation_refund(booking, now)
        lifecycle.transition(booking, BookingStatus.CANCELLED, actor, reason or "cancelled",
                             at=now)
        booking.cancellation_reason = reason or None
        settled = has_settled_payment(booking)
        # A payment started and not yet settled (its verify never arrived, say during an outage)
        # may have been paid: the reconcile job asks the provider and refunds it in full then.
        unsettled = not settled and has_unsettled_payment(booking)
        # The refund (on what each payment still holds, after a cheaper change's refund too),
        # the notification and the email (app/effects.py).
        record(BOOKING_CANCELLED, booking, settled=settled, unsettled=unsettled, actor=actor)
    return booking


def has_settled_payment(booking: Booking) -> bool:
    """Whether money of the booking reached us (whatever part of it went back since)."""
    return db.session.scalar(select(func.count()).select_from(Payment).where(
        Payment.booking_id == booking.id, Payment.status.in_(PaymentStatus.SETTLED))) > 0


def has_unsettled_payment(booking: Booking) -> bool:
    return db.session.scalar(select(func.count()).select_from(Payment).where(
        Payment.booking_id == booking.id, Payment.status == PaymentStatus.PENDING)) > 0


EXPIRE_HOLDS_JOB = Actor.job("expire_holds")


def expire_holds(batch_size: int = 500) -> int:
    """Mark unpaid bookings whose hold has lapsed as `expired` (a periodic job); returns how
    many. Availability does not wait for this (lapsed holds already stopped counting); it frees
    their rooms in the inventory calendar and ends their `pending_payment` status. Through the
    ORM, in batches, so the calendar moves in the same transaction as each status."""
    expired = 0
    while True:
        with serialized_transaction() as session:
            lapsed = session.scalars(
                select(Booking)
                .where(Booking.hold_lapsed_at(utcnow()))
                .order_by(Booking.id).limit(batch_size)
                .with_for_update(skip_locked=True)).all()
            for booking in lapsed:
                lifecycle.transition(booking, BookingStatus.EXPIRED, EXPIRE_HOLDS_JOB,
                                     "the unpaid hold lapsed")
        expired += len(lapsed)
        if len(lapsed) < batch_size:
            return expired
