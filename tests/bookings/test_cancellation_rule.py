"""The cancellation rule (docs/booking.md) at its boundaries."""

from datetime import datetime, time, timedelta
from decimal import Decimal

from app.models import BookingStatus
from app.services.booking.bookings import cancellation_refund, free_cancellation_deadline
from tests.bookings.helpers import days, stock


def paid_booking(make, *, nights=3, rooms=2, hours=24, **kwargs):
    hotel, rt = stock(make)
    hotel.free_cancellation_hours = hours
    # 3 nights x 2 rooms x 2500: subtotal 15000, service 1500, VAT 2475, total 18975.
    return make.booking(room_type=rt, check_in=days(10), check_out=days(10 + nights),
                        nights=nights, rooms=rooms, nightly_price=Decimal("2500.00"),
                        subtotal=Decimal("15000.00"), service_charge=Decimal("1500.00"),
                        vat=Decimal("2475.00"), total=Decimal("18975.00"), **kwargs)


def test_deadline_is_hours_before_hotel_local_check_in_time_in_utc(make):
    hotel, _ = stock(make, check_in_time=time(14, 0))
    hotel.free_cancellation_hours = 24
    # 14:00 in Addis Ababa (UTC+3) is 11:00 UTC; 24 h earlier.
    assert free_cancellation_deadline(hotel, days(10)) == datetime.combine(
        days(9), time(11, 0))


def test_free_until_one_second_before_the_deadline(make):
    booking = paid_booking(make)
    deadline = free_cancellation_deadline(booking.hotel, booking.check_in)
    assert cancellation_refund(booking, deadline - timedelta(seconds=1)) == Decimal("18975.00")


def test_from_the_deadline_the_first_night_with_its_charges_is_kept(make):
    booking = paid_booking(make)
    deadline = free_cancellation_deadline(booking.hotel, booking.check_in)
    # First night of both rooms: 5000 + 500 service + 825 VAT = 6325 kept.
    assert cancellation_refund(booking, deadline) == Decimal("12650.00")
    assert cancellation_refund(booking, deadline + timedelta(days=1)) == Decimal("12650.00")


def test_one_night_stay_after_the_deadline_refunds_nothing(make):
    hotel, rt = stock(make)
    booking = make.booking(room_type=rt, check_in=days(10), check_out=days(11))
    deadline = free_cancellation_deadline(hotel, booking.check_in)
    assert cancellation_refund(booking, deadline + timedelta(hours=1)) == Decimal("0.00")


def test_unpaid_hold_refunds_nothing_even_when_free(make):
    booking = paid_booking(make, status=BookingStatus.PENDING_PAYMENT)
    deadline = free_cancellation_deadline(booking.hotel, booking.check_in)
    assert cancellation_refund(booking, deadline - timedelta(days=5)) == Decimal("0.00")


def test_hotel_setting_moves_the_deadline(make):
    booking = paid_booking(make, hours=72)
    deadline = free_cancellation_deadline(booking.hotel, booking.check_in)
    assert deadline == datetime.combine(days(7), time(11, 0))
