"""Dashboard numbers, the read-only booking and payment lists, and page hardening."""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal

import pytest

from app.extensions import db
from app.models import BookingStatus, HotelStatus, Payment, PaymentStatus, Refund, ReviewStatus
from app.services.content.moderation import dashboard_numbers
from tests.admin.conftest import csrf_from, page, reload

DAY = date(2026, 11, 21)
# Addis Ababa is UTC+3: its 21 November runs from 20 Nov 21:00 to 21 Nov 21:00 UTC.
INSIDE = [datetime(2026, 11, 20, 21, 0), datetime(2026, 11, 21, 12, 0), datetime(2026, 11, 21, 20, 59)]
OUTSIDE = [datetime(2026, 11, 20, 20, 59), datetime(2026, 11, 21, 21, 0)]


def payment(booking, amount: str, status: str, verified_at: datetime | None, **kwargs) -> Payment:
    row = Payment(booking_id=booking.id, tx_ref=f"tx-{booking.id}-{amount}-{status}",
                  provider="sandbox", method="card", amount=Decimal(amount), status=status,
                  verified_at=verified_at, **kwargs)
    db.session.add(row)
    db.session.commit()
    return row


def test_dashboard_numbers_count_one_addis_ababa_day(make):
    for moment in INSIDE + OUTSIDE:
        make.booking(created_at=moment)
    booking = make.booking(created_at=OUTSIDE[0])
    payment(booking, "1000.00", PaymentStatus.SUCCESS, INSIDE[0])
    payment(booking, "250.50", PaymentStatus.SUCCESS, INSIDE[2])
    payment(booking, "9999.00", PaymentStatus.SUCCESS, OUTSIDE[1])  # tomorrow in Addis
    refunded = payment(booking, "7777.00", PaymentStatus.REFUNDED, INSIDE[1])
    db.session.add(Refund(payment_id=refunded.id, amount=Decimal("7777.00"), reason="cancelled",
                          reference="RF-x", status="refunded", cause="booking_cancelled"))
    db.session.commit()
    payment(booking, "5555.00", PaymentStatus.PENDING, None, created_at=INSIDE[1])
    payment(booking, "3333.00", PaymentStatus.FLAGGED, INSIDE[1])
    make.hotel(hotel_status=HotelStatus.PENDING_VERIFICATION, verified_at=None)
    make.hotel(hotel_status=HotelStatus.PENDING_VERIFICATION, verified_at=None)
    make.review(status=ReviewStatus.PENDING)
    make.review(status=ReviewStatus.APPROVED)

    numbers = dashboard_numbers(DAY)
    assert numbers.bookings_today == len(INSIDE)
    assert numbers.revenue_today == Decimal("1250.50")
    assert numbers.pending_hotels == 2
    assert numbers.pending_reviews == 1


def test_dashboard_numbers_of_an_empty_day_are_zero(app):
    numbers = dashboard_numbers(DAY)
    assert (numbers.bookings_today, numbers.revenue_today, numbers.pending_hotels,
            numbers.pending_reviews) == (0, Decimal("0.00"), 0, 0)


def test_dashboard_page_shows_todays_numbers(admin_client, make):
    booking = make.booking()  # created now: today
    payment(booking, "3162.50", PaymentStatus.SUCCESS, datetime.utcnow())  # noqa: DTZ003
    make.hotel(hotel_status=HotelStatus.PENDING_VERIFICATION, verified_at=None)
    make.review(status=ReviewStatus.PENDING)
    make.review(status=ReviewStatus.PENDING)
    html = page(admin_client, "/admin/")

    def card(key):
        match = re.search(rf'data-testid="{key}".*?class="display-4">([^<]+)<', html, re.S)
        return match.group(1).strip()

    assert card("bookings-today") == "1"
    assert card("revenue-today") == "3,162.50 ETB"
    assert card("pending-hotels") == "1"
    assert card("pending-reviews") == "2"


def test_bookings_list_is_read_only_and_filterable(admin_client, make):
    hotel = make.hotel(name="Kuriftu")
    confirmed = make.booking(room_type=make.room_type(hotel=hotel), confirmation_code="CONF1234")
    make.booking(confirmation_code="CANC5678", status=BookingStatus.CANCELLED)
    html = page(admin_client, "/admin/booking/")
    assert "CONF1234" in html and "CANC5678" in html and "3,162.50 ETB" in html
    assert "/admin/booking/new/" not in html and "/admin/booking/edit/" not in html

    html = page(admin_client, f"/admin/booking/?flt0_0={BookingStatus.CANCELLED}")
    assert "CANC5678" in html and "CONF1234" not in html
    html = page(admin_client, "/admin/booking/?flt0_1=Kuriftu")  # hotel name equals
    assert "CONF1234" in html and "CANC5678" not in html
    html = page(admin_client, "/admin/booking/?search=CANC")
    assert "CANC5678" in html and "CONF1234" not in html

    assert admin_client.get(f"/admin/booking/edit/?id={confirmed.id}").status_code == 302
    token = csrf_from(page(admin_client, "/admin/booking/"))
    admin_client.post("/admin/booking/delete/", data={"id": confirmed.id, "csrf_token": token})
    assert reload(confirmed).status == BookingStatus.CONFIRMED
    assert "CONF1234" in page(admin_client, f"/admin/booking/details/?id={confirmed.id}")


def test_payments_list_is_read_only_and_filterable(admin_client, make):
    booking = make.booking(confirmation_code="PAID0001")
    paid = payment(booking, "3162.50", PaymentStatus.SUCCESS, datetime(2026, 11, 21, 8, 0))
    payment(booking, "3162.50", PaymentStatus.FAILED, None)
    html = page(admin_client, "/admin/payment/")
    assert html.count("PAID0001") == 2
    html = page(admin_client, f"/admin/payment/?flt0_0={PaymentStatus.FAILED}")
    assert "tx-" in html and paid.tx_ref not in html
    assert admin_client.get(f"/admin/payment/edit/?id={paid.id}").status_code == 302
    assert paid.tx_ref in page(admin_client, f"/admin/payment/details/?id={paid.id}")


ALL_PAGES = ["/admin/", "/admin/hotel/", "/admin/review/", "/admin/staff_user/",
             "/admin/staff_user/new/", "/admin/guest/", "/admin/booking/", "/admin/payment/"]
EXTERNAL = re.compile(r'<(?:script|link|img|iframe)\b[^>]*(?:src|href)\s*=\s*["\']\s*(?:https?:)?//',
                      re.I)


def test_no_page_loads_anything_from_another_host(app, admin_client, make):
    hotel = make.hotel()
    booking = make.booking()
    paths = ALL_PAGES + [f"/admin/hotel/edit/?id={hotel.id}", f"/admin/hotel/details/?id={hotel.id}",
                         f"/admin/booking/details/?id={booking.id}"]
    anonymous = app.test_client()
    assert not EXTERNAL.search(page(anonymous, "/admin/login/"))
    for path in paths:
        html = page(admin_client, path)
        assert not EXTERNAL.search(html), (path, EXTERNAL.search(html).group(0))
        # Every asset the page references is served by the app itself.
        for asset in re.findall(r'<(?:script|link)\b[^>]*(?:src|href)="([^"]+)"', html):
            if asset.startswith("data:"):
                continue
            assert admin_client.get(asset).status_code == 200, asset


@pytest.mark.parametrize("path", ["/admin/login/", "/admin/", "/admin/hotel/"])
def test_admin_pages_cannot_be_framed_or_cached(admin_client, path):
    response = admin_client.get(path)
    assert response.headers["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
    if response.status_code == 200:
        assert response.headers["Cache-Control"] == "no-store"


def test_anonymous_redirects_cannot_be_framed_either(client):
    response = client.get("/admin/hotel/")
    assert response.status_code == 302
    assert response.headers["X-Frame-Options"] == "DENY"
