"""Bookings: a stay of N rooms of one room type, held while unpaid, then confirmed."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import JSON, Date, DateTime, ForeignKey, Index, Integer, Numeric, String, Text, and_, or_
from sqlalchemy.ext.hybrid import hybrid_method
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.models.base import Money, created_at_column, updated_at_column


class BookingStatus:
    PENDING_PAYMENT = "pending_payment"
    CONFIRMED = "confirmed"
    EXPIRED = "expired"
    CANCELLED = "cancelled"
    CHECKED_IN = "checked_in"
    COMPLETED = "completed"
    NO_SHOW = "no_show"
    ALL = (PENDING_PAYMENT, CONFIRMED, EXPIRED, CANCELLED, CHECKED_IN, COMPLETED, NO_SHOW)
    # States that occupy inventory (a pending booking only while its hold is live).
    OCCUPYING = (CONFIRMED, CHECKED_IN)


class Booking(db.Model):
    __tablename__ = "bookings"
    __table_args__ = (
        # Inventory: bookings of a room type overlapping a date range.
        Index("ix_bookings_room_type_stay", "room_type_id", "check_in", "check_out"),
        Index("ix_bookings_hotel_check_in", "hotel_id", "check_in"),
        Index("ix_bookings_guest_check_in", "guest_id", "check_in"),
        Index("ix_bookings_status_hold", "status", "hold_expires_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    confirmation_code: Mapped[str] = mapped_column(String(8), unique=True, nullable=False)
    hotel_id: Mapped[int] = mapped_column(ForeignKey("hotels.id"), nullable=False)
    # active_history: the inventory calendar needs the old value of these when they change.
    room_type_id: Mapped[int] = mapped_column(ForeignKey("room_types.id"), nullable=False,
                                              active_history=True)
    # Null for guest checkout; the contact fields are then the only way to reach the guest.
    guest_id: Mapped[int | None] = mapped_column(ForeignKey("guests.id", ondelete="SET NULL"))
    contact_first_name: Mapped[str] = mapped_column(String(80), nullable=False)
    contact_last_name: Mapped[str] = mapped_column(String(80), nullable=False)
    contact_email: Mapped[str] = mapped_column(String(254), nullable=False, index=True)
    contact_phone: Mapped[str] = mapped_column(String(32), nullable=False)
    check_in: Mapped[date] = mapped_column(Date, nullable=False, active_history=True)
    check_out: Mapped[date] = mapped_column(Date, nullable=False, active_history=True)
    nights: Mapped[int] = mapped_column(Integer, nullable=False)
    rooms: Mapped[int] = mapped_column(Integer, nullable=False, active_history=True)
    guests: Mapped[int] = mapped_column(Integer, nullable=False)
    # The average price of a room per night; `night_prices` has each night's (seasons,
    # weekdays), as [["2027-01-19", "4500.00", "Timkat"], ...].
    nightly_price: Mapped[Decimal] = mapped_column(Money, nullable=False)
    night_prices: Mapped[list | None] = mapped_column(JSON)
    # Length-of-stay discount taken off the room charges (subtotal is after it).
    discount_rate: Mapped[Decimal] = mapped_column(
        Numeric(5, 4), default=0, server_default="0", nullable=False)
    discount: Mapped[Decimal] = mapped_column(Money, default=0, server_default="0", nullable=False)
    subtotal: Mapped[Decimal] = mapped_column(Money, nullable=False)
    service_charge: Mapped[Decimal] = mapped_column(Money, nullable=False)
    vat: Mapped[Decimal] = mapped_column(Money, nullable=False)
    total: Mapped[Decimal] = mapped_column(Money, nullable=False)
    currency: Mapped[str] = mapped_column(String(3), default="ETB", nullable=False)
    status: Mapped[str] = mapped_column(
        String(20), default=BookingStatus.PENDING_PAYMENT, nullable=False, active_history=True
    )
    hold_expires_at: Mapped[datetime | None] = mapped_column(DateTime)
    special_requests: Mapped[str | None] = mapped_column(Text)
    # Scoped by the caller in the service; unique so a retry can never create a second booking.
    idempotency_key: Mapped[str | None] = mapped_column(String(128), unique=True)
    # The language of the request that made the booking (en, am, om, ti): a booking made without
    # an account has no preferred_language to follow, and its emails go out in this one.
    language: Mapped[str | None] = mapped_column(String(8))
    confirmed_at: Mapped[datetime | None] = mapped_column(DateTime)
    # The front desk's moments (app/services/frontdesk/): arrival and departure as they happened.
    checked_in_at: Mapped[datetime | None] = mapped_column(DateTime)
    checked_out_at: Mapped[datetime | None] = mapped_column(DateTime)
    cancelled_at: Mapped[datetime | None] = mapped_column(DateTime)
    cancellation_reason: Mapped[str | None] = mapped_column(String(500))
    refund_amount: Mapped[Decimal | None] = mapped_column(Money)
    # The offer as sold (app/services/booking/rate_plans.py), copied so that later changes to the
    # plan or the hotel's settings never change it: the plan (None: the room type's standard
    # price), its cancellation rule (None on bookings made before plans: the hotel's current
    # rule), its payment timing and meals, and the children's ages with what they cost.
    rate_plan_id: Mapped[int | None] = mapped_column(ForeignKey("rate_plans.id", ondelete="SET NULL"))
    rate_plan_name: Mapped[str | None] = mapped_column(String(120))
    cancellation_rule: Mapped[str | None] = mapped_column(String(20))
    free_cancellation_hours: Mapped[int | None] = mapped_column(Integer)
    payment_timing: Mapped[str] = mapped_column(String(20), default="pay_now",
                                                server_default="pay_now", nullable=False)
    meals: Mapped[str] = mapped_column(String(20), default="none", server_default="none",
                                       nullable=False)
    children_ages: Mapped[list | None] = mapped_column(JSON)
    child_charges: Mapped[Decimal] = mapped_column(Money, default=0, server_default="0",
                                                   nullable=False)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    hotel = relationship("Hotel")
    room_type = relationship("RoomType")
    guest = relationship("Guest")
    payments = relationship("Payment", back_populates="booking", order_by="Payment.id")
    events = relationship("BookingEvent", back_populates="booking", order_by="BookingEvent.id",
                          passive_deletes=True)

    # THE hold rule (docs/booking.md), in Python and in SQL: an unpaid booking holds its rooms
    # until hold_expires_at; from then on its hold has lapsed, whether or not the expire-holds
    # job has marked it `expired` yet.
    @hybrid_method
    def hold_live_at(self, now: datetime) -> bool:
        return (self.status == BookingStatus.PENDING_PAYMENT and self.hold_expires_at is not None
                and self.hold_expires_at > now)

    @hold_live_at.expression
    def hold_live_at(cls, now: datetime):
        return and_(cls.status == BookingStatus.PENDING_PAYMENT, cls.hold_expires_at > now)

    @hybrid_method
    def hold_lapsed_at(self, now: datetime) -> bool:
        return (self.status == BookingStatus.PENDING_PAYMENT and self.hold_expires_at is not None
                and self.hold_expires_at <= now)

    @hold_lapsed_at.expression
    def hold_lapsed_at(cls, now: datetime):
        return and_(cls.status == BookingStatus.PENDING_PAYMENT, cls.hold_expires_at <= now)

    @hybrid_method
    def holds_rooms_at(self, now: datetime) -> bool:
        """Confirmed or checked in, or unpaid with a live hold: the booking occupies its rooms."""
        return self.status in BookingStatus.OCCUPYING or self.hold_live_at(now)

    @holds_rooms_at.expression
    def holds_rooms_at(cls, now: datetime):
        return or_(cls.status.in_(BookingStatus.OCCUPYING), cls.hold_live_at(now))

    def __repr__(self) -> str:
        return f"<Booking {self.id} {self.confirmation_code} {self.status}>"


class ActorKind:
    """Who changed a booking (the audit trail's `actor_kind`)."""

    GUEST = "guest"  # signed in, or reaching the booking with its code and email (actor_id None)
    STAFF = "staff"  # a staff user of the hotel
    SUPER_ADMIN = "super_admin"
    JOB = "job"  # a periodic job or a CLI command; actor_name names it
    ALL = (GUEST, STAFF, SUPER_ADMIN, JOB)


class BookingEvent(db.Model):
    """One line of a booking's audit trail: a status transition (or a front-desk action that
    keeps the status, such as a room move), who made it, when and why. Written only by
    app/services/booking/lifecycle.py, in the transaction of the change itself."""

    __tablename__ = "booking_events"
    __table_args__ = (Index("ix_booking_events_booking_id_id", "booking_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"),
                                            nullable=False)
    # Null for the booking's creation.
    from_status: Mapped[str | None] = mapped_column(String(20))
    to_status: Mapped[str] = mapped_column(String(20), nullable=False)
    # What happened: book, walk_in, pay, cancel, expire, check_in, room_move, check_out, no_show.
    action: Mapped[str] = mapped_column(String(20), nullable=False)
    actor_kind: Mapped[str] = mapped_column(String(20), nullable=False)
    # The guest's or staff user's or super admin's id; null for jobs and code-and-email guests.
    actor_id: Mapped[int | None] = mapped_column(Integer)
    actor_name: Mapped[str] = mapped_column(String(254), default="", nullable=False)
    reason: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = created_at_column()

    booking = relationship("Booking", back_populates="events")

    def __repr__(self) -> str:
        return f"<BookingEvent {self.booking_id} {self.from_status}->{self.to_status}>"


class BookingChangeStatus:
    """A guest's change of a confirmed booking (app/services/booking/changes.py)."""

    PENDING_PAYMENT = "pending_payment"  # its added rooms/nights are held; the difference is owed
    APPLIED = "applied"  # the booking now has the new stay
    EXPIRED = "expired"  # not paid within the hold time; the hold is released
    CANCELLED = "cancelled"  # superseded by a newer change, or the booking left `confirmed`
    ALL = (PENDING_PAYMENT, APPLIED, EXPIRED, CANCELLED)


class BookingChange(db.Model):
    """A requested new stay (dates, rooms, guests, room type) for a confirmed booking, priced when asked.

    The booking itself keeps its old stay until the change is applied: at once when nothing is
    owed, else when the difference is paid. Meanwhile the rooms the new stay adds are held in the
    inventory calendar (`held_nights`: [[room_type_id, start, end, rooms], ...], the exact rows
    moved, so releasing takes back exactly what was added)."""

    __tablename__ = "booking_changes"
    __table_args__ = (Index("ix_booking_changes_status_hold", "status", "hold_expires_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    booking_id: Mapped[int] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"),
                                            nullable=False, index=True)
    status: Mapped[str] = mapped_column(String(20), nullable=False)
    check_in: Mapped[date] = mapped_column(Date, nullable=False)
    check_out: Mapped[date] = mapped_column(Date, nullable=False)
    nights: Mapped[int] = mapped_column(Integer, nullable=False)
    rooms: Mapped[int] = mapped_column(Integer, nullable=False)
    guests: Mapped[int] = mapped_column(Integer, nullable=False)
    # The room type the new stay is in (another of the hotel's: a move, priced at its rates);
    # null on changes made before moves existed, which kept the booking's.
    room_type_id: Mapped[int | None] = mapped_column(ForeignKey("room_types.id"))
    # The new stay's price, as a booking stores it (kept nights at their sold price).
    nightly_price: Mapped[Decimal] = mapped_column(Money, nullable=False)
    night_prices: Mapped[list] = mapped_column(JSON, nullable=False)
    discount_rate: Mapped[Decimal] = mapped_column(Numeric(5, 4), nullable=False)
    discount: Mapped[Decimal] = mapped_column(Money, nullable=False)
    subtotal: Mapped[Decimal] = mapped_column(Money, nullable=False)
    service_charge: Mapped[Decimal] = mapped_column(Money, nullable=False)
    vat: Mapped[Decimal] = mapped_column(Money, nullable=False)
    total: Mapped[Decimal] = mapped_column(Money, nullable=False)
    # The booking's total when the change was asked, and what the cancellation rule keeps of
    # the nights given up inside the cancellation window.
    previous_total: Mapped[Decimal] = mapped_column(Money, nullable=False)
    cancellation_fee: Mapped[Decimal] = mapped_column(Money, nullable=False)
    amount_due: Mapped[Decimal] = mapped_column(Money, nullable=False)
    refund_amount: Mapped[Decimal] = mapped_column(Money, nullable=False)
    currency: Mapped[str] = mapped_column(String(3), default="ETB", nullable=False)
    held_nights: Mapped[list] = mapped_column(JSON, default=list, nullable=False)
    hold_expires_at: Mapped[datetime | None] = mapped_column(DateTime)
    # Scoped to the booking by the service; unique so a retry never makes a second change.
    idempotency_key: Mapped[str | None] = mapped_column(String(128), unique=True)
    requested_by: Mapped[str] = mapped_column(String(254), default="", nullable=False)
    applied_at: Mapped[datetime | None] = mapped_column(DateTime)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    booking = relationship("Booking")
    room_type = relationship("RoomType")

    def __repr__(self) -> str:
        return f"<BookingChange {self.id} of {self.booking_id} {self.status}>"
