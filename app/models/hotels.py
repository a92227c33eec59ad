"""The catalogue: hotels, their amenities and images, room types and physical rooms."""

from __future__ import annotations

from datetime import datetime, time
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    Table,
    Text,
    Time,
    UniqueConstraint,
    and_,
)
from sqlalchemy.ext.hybrid import hybrid_property
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.media_keys import content_type_of, media_url, rendition_key
from app.models.base import Money, Rate, created_at_column, updated_at_column

if TYPE_CHECKING:
    from app.models.rate_plans import RatePlan
    from app.models.rates import RateRule


class HotelStatus:
    """Stored identifiers of the hotel statuses (docs/booking.md). Only LIVE ones reach guests."""

    PENDING_VERIFICATION = "pending_verification"
    VERIFIED = "verified"
    ACTIVE = "active"
    INACTIVE = "inactive"
    LABELS = {
        PENDING_VERIFICATION: "Pending verification",
        VERIFIED: "Verified",
        ACTIVE: "Active",
        INACTIVE: "Inactive",
    }
    ALL = tuple(LABELS)
    LIVE = (VERIFIED, ACTIVE)


class RoomStatus:
    AVAILABLE = "available"
    OCCUPIED = "occupied"
    OCCUPIED_DIRTY = "occupied_dirty"
    MAINTENANCE = "maintenance"
    CLEANING = "cleaning"
    OUT_OF_SERVICE = "out_of_service"
    ALL = (AVAILABLE, OCCUPIED, OCCUPIED_DIRTY, MAINTENANCE, CLEANING, OUT_OF_SERVICE)
    # Rooms in these states cannot be sold (docs/booking.md, inventory rule).
    UNSELLABLE = (MAINTENANCE, OUT_OF_SERVICE)


class BedType:
    ALL = ("single", "double", "queen", "king", "twin", "triple", "family", "bunk", "sofa_bed")


hotel_amenities = Table(
    "hotel_amenities",
    db.metadata,
    Column("hotel_id", ForeignKey("hotels.id", ondelete="CASCADE"), primary_key=True),
    Column("amenity_id", ForeignKey("amenities.id", ondelete="CASCADE"), primary_key=True),
)


class Amenity(db.Model):
    __tablename__ = "amenities"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(40), unique=True, nullable=False)
    name: Mapped[str] = mapped_column(String(80), nullable=False)


class Hotel(db.Model):
    __tablename__ = "hotels"
    __table_args__ = (Index("ix_hotels_status_city", "hotel_status", "city"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(160), nullable=False)
    slug: Mapped[str] = mapped_column(String(180), unique=True, nullable=False)
    description: Mapped[str] = mapped_column(Text, default="", nullable=False)
    city: Mapped[str] = mapped_column(String(80), nullable=False, index=True)
    address: Mapped[str] = mapped_column(String(255), default="", nullable=False)
    phone: Mapped[str] = mapped_column(String(32), default="", nullable=False)
    email: Mapped[str] = mapped_column(String(254), default="", nullable=False)
    stars: Mapped[int] = mapped_column(Integer, default=3, nullable=False)
    # A code of app/services/content/amenities.py's PROPERTY_TYPES (hotel, resort, lodge, ...).
    property_type: Mapped[str] = mapped_column(String(20), default="hotel", server_default="hotel",
                                               nullable=False)
    latitude: Mapped[Decimal | None] = mapped_column(Numeric(9, 6))
    longitude: Mapped[Decimal | None] = mapped_column(Numeric(9, 6))
    hotel_status: Mapped[str] = mapped_column(
        String(32), default=HotelStatus.PENDING_VERIFICATION, nullable=False
    )
    verified_at: Mapped[datetime | None] = mapped_column(DateTime)
    check_in_time: Mapped[time] = mapped_column(Time, default=time(14, 0), nullable=False)
    check_out_time: Mapped[time] = mapped_column(Time, default=time(11, 0), nullable=False)
    # Pricing and cancellation are per-hotel settings with the defaults of docs/booking.md.
    service_charge_rate: Mapped[Decimal] = mapped_column(
        Rate, default=Decimal("0.10"), nullable=False
    )
    vat_rate: Mapped[Decimal] = mapped_column(Rate, default=Decimal("0.15"), nullable=False)
    free_cancellation_hours: Mapped[int] = mapped_column(Integer, default=24, nullable=False)
    # The hotel's taxpayer identification number, printed on its folios (receipts).
    tin: Mapped[str | None] = mapped_column(String(32))
    # How many rooms a night the hotel sells under pay-at-property rate plans (0: none).
    pay_at_property_rooms_per_night: Mapped[int] = mapped_column(
        Integer, default=0, server_default="0", nullable=False)
    # The no-show job marks a confirmed booking not checked in this many hours after the
    # arrival day's check-in time (app/services/frontdesk/no_shows.py); staff may mark it
    # themselves from the day after the arrival day.
    no_show_grace_hours: Mapped[int] = mapped_column(Integer, default=24, server_default="24",
                                                     nullable=False)
    # Guest register lines older than this (by arrival) are erased by a daily job.
    register_retention_days: Mapped[int] = mapped_column(Integer, default=365,
                                                         server_default="365", nullable=False)
    is_featured: Mapped[bool] = mapped_column(Boolean, default=False, nullable=False)
    # Approved reviews: how many, and their ratings added up. Kept in step with the reviews by a
    # session hook (app/services/content/ratings.py), so a search orders hundreds of hotels by rating
    # without reading their reviews.
    review_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0",
                                              nullable=False)
    rating_total: Mapped[int] = mapped_column(Integer, default=0, server_default="0",
                                              nullable=False)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    amenities: Mapped[list[Amenity]] = relationship(secondary=hotel_amenities, order_by=Amenity.name)
    # The hotel's own gallery; photos of a room type are in `RoomType.images`.
    images: Mapped[list[HotelImage]] = relationship(
        primaryjoin="and_(Hotel.id == HotelImage.hotel_id, HotelImage.room_type_id.is_(None))",
        cascade="all, delete-orphan",
        order_by="(HotelImage.position, HotelImage.id)",
        overlaps="hotel",
    )
    room_types: Mapped[list[RoomType]] = relationship(
        back_populates="hotel", cascade="all, delete-orphan", order_by="RoomType.price_per_night"
    )
    rooms: Mapped[list[Room]] = relationship(back_populates="hotel", cascade="all, delete-orphan")
    staff = relationship("StaffUser", back_populates="hotel")

    @property
    def is_live(self) -> bool:
        return self.hotel_status in HotelStatus.LIVE

    def __repr__(self) -> str:
        return f"<Hotel {self.id} {self.name} {self.hotel_status}>"


def image_public_url(media_key: str | None, url: str | None, widths: str | None = None,
                     *, at_least: int | None = None) -> str | None:
    """Where clients fetch a photo: its outside `url`, or the media storage's URL of its
    full-size rendition, or with `at_least` of its narrowest rendition at least that wide (the
    widest when none is), so a search card does not download the full photo."""
    if media_key is None:
        return url
    renditions = photo_renditions(media_key, widths)
    if at_least is not None:
        fitting = [key for width, key in renditions if width >= at_least]
        return media_url(fitting[0] if fitting else renditions[-1][1])
    return media_url(renditions[-1][1])


def photo_renditions(media_key: str, widths: str | None) -> list[tuple[int | None, str]]:
    """(width, key) of each stored rendition, narrowest first. A photo stored before renditions
    existed has one, of unknown width here."""
    if not widths:
        return [(None, media_key)]
    return [(int(width), rendition_key(media_key, int(width))) for width in widths.split(",")]


class HotelImage(db.Model):
    """A photo of a hotel, or of one of its room types when `room_type_id` is set (both kinds
    belong to the hotel, so staff access is always scoped by `hotel_id`). Uploaded photos live in
    the media storage under `media_key`; `url` is an outside address (rows from before uploads)."""

    __tablename__ = "hotel_images"
    __table_args__ = (
        CheckConstraint("media_key IS NOT NULL OR url IS NOT NULL", name="has_source"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hotel_id: Mapped[int] = mapped_column(
        ForeignKey("hotels.id", ondelete="CASCADE"), index=True, nullable=False
    )
    room_type_id: Mapped[int | None] = mapped_column(
        ForeignKey("room_types.id", ondelete="CASCADE"), index=True
    )
    url: Mapped[str | None] = mapped_column(String(500))
    media_key: Mapped[str | None] = mapped_column(String(80), index=True)
    caption: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    position: Mapped[int] = mapped_column(Integer, default=0, nullable=False)
    width: Mapped[int | None] = mapped_column(Integer)
    height: Mapped[int | None] = mapped_column(Integer)
    byte_size: Mapped[int | None] = mapped_column(Integer)
    # The widths stored, narrowest first ("400,1024,2048"); the last is the full size that
    # `media_key`, `width`, `height` and `byte_size` describe. NULL for photos stored before
    # renditions existed (their one file is `media_key`).
    widths: Mapped[str | None] = mapped_column(String(40))
    created_at: Mapped[datetime] = created_at_column()

    # Sets hotel_id without adding a room type's photo to the hotel's gallery collection.
    hotel: Mapped[Hotel] = relationship(overlaps="images")

    @property
    def public_url(self) -> str | None:
        return image_public_url(self.media_key, self.url, self.widths)

    @property
    def srcset(self) -> str | None:
        """Every stored width as an HTML `srcset` ("/media/<key>-400.jpg 400w, ..."); null when
        the width of the only file is unknown."""
        if self.media_key is None:
            return f"{self.url} {self.width}w" if self.width else None
        if not self.widths:
            return f"{media_url(self.media_key)} {self.width}w" if self.width else None
        return ", ".join(f"{media_url(key)} {width}w"
                         for width, key in photo_renditions(self.media_key, self.widths))

    @property
    def media_keys(self) -> list[str]:
        """The keys of every stored file of this photo."""
        if self.media_key is None:
            return []
        return [key for _, key in photo_renditions(self.media_key, self.widths)]

    @property
    def content_type(self) -> str | None:
        if self.media_key is None:
            return None
        return content_type_of(self.media_key)


class RoomType(db.Model):
    __tablename__ = "room_types"
    __table_args__ = (UniqueConstraint("hotel_id", "name", name="uq_room_types_hotel_id_name"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hotel_id: Mapped[int] = mapped_column(
        ForeignKey("hotels.id", ondelete="CASCADE"), index=True, nullable=False
    )
    name: Mapped[str] = mapped_column(String(120), nullable=False)
    description: Mapped[str] = mapped_column(Text, default="", nullable=False)
    capacity: Mapped[int] = mapped_column(Integer, nullable=False)
    # Occupancy (app/services/booking/occupancy.py): `capacity` is the most people a room takes;
    # of them at most max_adults adults and max_children children (None: up to capacity). A
    # child is 0 to child_max_age years old.
    max_adults: Mapped[int | None] = mapped_column(Integer)
    max_children: Mapped[int | None] = mapped_column(Integer)
    child_max_age: Mapped[int] = mapped_column(Integer, default=11, server_default="11",
                                               nullable=False)
    bed_type: Mapped[str] = mapped_column(String(20), nullable=False)
    price_per_night: Mapped[Decimal] = mapped_column(Money, nullable=False)
    size_sqm: Mapped[int | None] = mapped_column(Integer)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True, nullable=False)
    # Rooms of the type not in maintenance or out of service, kept by the inventory service in
    # the flush that adds, removes or changes a room (app/services/booking/inventory.py).
    sellable_rooms: Mapped[int] = mapped_column(Integer, default=0, server_default="0",
                                                nullable=False)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    hotel: Mapped[Hotel] = relationship(back_populates="room_types")
    rooms: Mapped[list[Room]] = relationship(back_populates="room_type")
    images: Mapped[list[HotelImage]] = relationship(
        cascade="all, delete-orphan", order_by="(HotelImage.position, HotelImage.id)"
    )
    # Seasons, weekday adjustments, length-of-stay discounts (app/services/booking/rates.py).
    rate_rules: Mapped[list[RateRule]] = relationship(cascade="all, delete-orphan", order_by="RateRule.id")
    rate_plans: Mapped[list[RatePlan]] = relationship(cascade="all, delete-orphan",
                                                      order_by="RatePlan.id")

    @hybrid_property
    def is_on_sale(self) -> bool:
        """Guests can see and book it: active and priced (staff may create a type before its
        price is known, and the spec makes the price optional)."""
        return self.is_active and self.price_per_night > 0

    @is_on_sale.inplace.expression
    @classmethod
    def _is_on_sale_expression(cls):
        return and_(cls.is_active.is_(True), cls.price_per_night > 0)


class Room(db.Model):
    __tablename__ = "rooms"
    __table_args__ = (
        UniqueConstraint("hotel_id", "room_number", name="uq_rooms_hotel_id_room_number"),
        Index("ix_rooms_room_type_id_status", "room_type_id", "status"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hotel_id: Mapped[int] = mapped_column(
        ForeignKey("hotels.id", ondelete="CASCADE"), nullable=False
    )
    # active_history: the room type's sellable count needs the old value when these change.
    room_type_id: Mapped[int] = mapped_column(
        ForeignKey("room_types.id", ondelete="RESTRICT"), nullable=False, active_history=True
    )
    room_number: Mapped[str] = mapped_column(String(20), nullable=False)
    floor: Mapped[int | None] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(20), default=RoomStatus.AVAILABLE, nullable=False,
                                        active_history=True)
    notes: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    hotel: Mapped[Hotel] = relationship(back_populates="rooms")
    room_type: Mapped[RoomType] = relationship(back_populates="rooms")
