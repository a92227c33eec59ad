"""factory_boy factories for the models; they commit so that servers and threads see the rows."""

from __future__ import annotations

from datetime import time
from decimal import Decimal

import factory
from factory.alchemy import SQLAlchemyModelFactory
from sqlalchemy import text

from app.extensions import db
from app.models import (
    Booking,
    BookingStatus,
    Guest,
    Hotel,
    HotelStatus,
    Notification,
    Review,
    ReviewStatus,
    Room,
    RoomType,
    StaffRole,
    StaffUser,
    SuperAdmin,
)
from app.models.base import utcnow

TEST_PASSWORD = "Correct-Horse-9"  # noqa: S105 - test accounts only
_password_hash_cache: dict[str, str] = {}


def password_hash(password: str = TEST_PASSWORD) -> str:
    from app.passwords import hash_password

    if password not in _password_hash_cache:
        _password_hash_cache[password] = hash_password(password)
    return _password_hash_cache[password]


class Base(SQLAlchemyModelFactory):
    class Meta:
        abstract = True
        sqlalchemy_session_factory = lambda: db.session  # noqa: E731
        sqlalchemy_session_persistence = "commit"

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        instance = super()._create(model_class, *args, **kwargs)
        if kwargs.get("id") is not None:
            _advance_id_sequence(model_class.__table__.name)
        return instance


def _advance_id_sequence(table: str) -> None:
    """After a row made with an explicit id (`make.hotel(id=1)`), move PostgreSQL's id sequence past
    it, so that the next insert by the app does not collide with it (SQLite needs nothing)."""
    if db.session.get_bind().dialect.name != "postgresql":
        return
    db.session.execute(text(
        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM {table}))"  # noqa: S608
    ))
    db.session.commit()


class GuestFactory(Base):
    class Meta:
        model = Guest

    first_name = factory.Faker("first_name")
    last_name = factory.Faker("last_name")
    email = factory.Sequence(lambda n: f"guest{n}@example.et")
    phone = factory.Sequence(lambda n: f"+2519{n:08d}")
    password_hash = factory.LazyFunction(password_hash)
    email_verified = True


class HotelFactory(Base):
    class Meta:
        model = Hotel

    name = factory.Sequence(lambda n: f"Test Hotel {n}")
    slug = factory.Sequence(lambda n: f"test-hotel-{n}")
    city = "Addis Ababa"
    address = "Bole Road, Addis Ababa"
    phone = "+251111234567"
    email = factory.Sequence(lambda n: f"hotel{n}@example.et")
    stars = 4
    hotel_status = HotelStatus.ACTIVE
    verified_at = factory.LazyFunction(utcnow)
    check_in_time = time(14, 0)
    check_out_time = time(11, 0)


class RoomTypeFactory(Base):
    class Meta:
        model = RoomType

    hotel = factory.SubFactory(HotelFactory)
    name = factory.Sequence(lambda n: f"Deluxe {n}")
    capacity = 2
    bed_type = "double"
    price_per_night = Decimal("2500.00")


class RoomFactory(Base):
    class Meta:
        model = Room

    room_type = factory.SubFactory(RoomTypeFactory)
    hotel = factory.SelfAttribute("room_type.hotel")
    room_number = factory.Sequence(lambda n: f"{100 + n}")
    floor = 1


class StaffUserFactory(Base):
    class Meta:
        model = StaffUser

    hotel = factory.SubFactory(HotelFactory)
    name = factory.Faker("name")
    email = factory.Sequence(lambda n: f"staff{n}@example.et")
    password_hash = factory.LazyFunction(password_hash)
    role_slug = StaffRole.HOTEL_ADMIN


class SuperAdminFactory(Base):
    class Meta:
        model = SuperAdmin

    name = "Super Admin"
    email = factory.Sequence(lambda n: f"admin{n}@marefiya.et")
    password_hash = factory.LazyFunction(password_hash)


class BookingFactory(Base):
    """A booking row as the booking service would store it (prices for 1 night, 1 room)."""

    class Meta:
        model = Booking

    room_type = factory.SubFactory(RoomTypeFactory)
    hotel = factory.SelfAttribute("room_type.hotel")
    guest = factory.SubFactory(GuestFactory)
    confirmation_code = factory.Sequence(lambda n: f"T{n:07d}"[:8])
    contact_first_name = factory.SelfAttribute("guest.first_name")
    contact_last_name = factory.SelfAttribute("guest.last_name")
    contact_email = factory.SelfAttribute("guest.email")
    contact_phone = factory.SelfAttribute("guest.phone")
    check_in = factory.Faker("date_between", start_date="+10d", end_date="+20d")
    check_out = factory.LazyAttribute(lambda o: o.check_in.fromordinal(o.check_in.toordinal() + 1))
    nights = 1
    rooms = 1
    guests = 2
    nightly_price = Decimal("2500.00")
    subtotal = Decimal("2500.00")
    service_charge = Decimal("250.00")
    vat = Decimal("412.50")
    total = Decimal("3162.50")
    status = BookingStatus.CONFIRMED


class ReviewFactory(Base):
    class Meta:
        model = Review

    hotel = factory.SubFactory(HotelFactory)
    guest = factory.SubFactory(GuestFactory)
    rating = 4
    title = "Nice stay"
    comment = "Clean rooms and friendly staff."
    status = ReviewStatus.APPROVED


class NotificationFactory(Base):
    class Meta:
        model = Notification

    guest = factory.SubFactory(GuestFactory)
    type = "booking_confirmed"
    title = "Booking confirmed"
    message = "Your booking is confirmed."
    data = factory.LazyFunction(dict)


# Short names used by the `make` fixture: make.guest(), make.hotel(), …
guest = GuestFactory
hotel = HotelFactory
room_type = RoomTypeFactory
room = RoomFactory
staff = StaffUserFactory
super_admin = SuperAdminFactory
booking = BookingFactory
review = ReviewFactory
notification = NotificationFactory
