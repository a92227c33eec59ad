"""The super-admin panel (Flask-Admin) at /admin: `init_admin` builds a new Admin per app.

Sign-in is a session login of a SuperAdmin (app/admin/auth.py); every view, the dashboard
included, redirects anyone else to /admin/login/. Forms and list actions carry Flask-WTF's CSRF
token. Assets come from Flask-Admin's bundled static files only (the panel works offline).
"""

from __future__ import annotations

from flask import Flask, request
from flask_admin import Admin
from flask_admin.theme import Bootstrap4Theme

from app.admin import auth
from app.admin.views import (
    ArrivalsTodayView,
    BookingEventView,
    BookingView,
    DashboardView,
    DisplayRateView,
    GuestView,
    HotelView,
    NoShowsTodayView,
    OutboxView,
    PaymentView,
    RefundView,
    ReviewView,
    StaffView,
    UnansweredView,
)
from app.errors import is_admin_path
from app.extensions import db
from app.models import (
    Booking,
    BookingEvent,
    DisplayRate,
    Guest,
    Hotel,
    OutboxMessage,
    Payment,
    Refund,
    Review,
    StaffUser,
)

ADMIN_NAME = "Marefiya Admin"
# Admin pages never load anything from another host and are never framed.
ADMIN_CSP = (
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
    "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'; "
    "base-uri 'self'; object-src 'none'"
)


def init_admin(app: Flask) -> None:
    # Turn off Flask-Admin's map widgets: they would load Google Maps / Mapbox from the internet.
    app.config["FLASK_ADMIN_MAPS"] = False
    admin = Admin(
        app,
        name=ADMIN_NAME,
        url="/admin",
        index_view=DashboardView(name="Dashboard", url="/admin", endpoint="admin"),
        theme=Bootstrap4Theme(base_template="admin/marefiya/base.html", fluid=True),
    )
    admin.add_view(HotelView(Hotel, db, name="Hotels", endpoint="hotel"))
    admin.add_view(ReviewView(Review, db, name="Reviews", endpoint="review"))
    admin.add_view(StaffView(StaffUser, db, name="Hotel admins", endpoint="staff_user"))
    admin.add_view(GuestView(Guest, db, name="Guests", endpoint="guest"))
    admin.add_view(BookingView(Booking, db, name="Bookings", endpoint="booking"))
    admin.add_view(BookingEventView(BookingEvent, db, name="Booking history",
                                    endpoint="booking_event"))
    admin.add_view(ArrivalsTodayView(Booking, db, name="Arrivals today", endpoint="arrivals_today"))
    admin.add_view(NoShowsTodayView(Booking, db, name="No-shows today", endpoint="no_shows_today"))
    admin.add_view(PaymentView(Payment, db, name="Payments", endpoint="payment"))
    admin.add_view(RefundView(Refund, db, name="Refunds", endpoint="refund"))
    admin.add_view(OutboxView(OutboxMessage, db, name="Deliveries", endpoint="outbox"))
    admin.add_view(DisplayRateView(DisplayRate, db, name="Display rates", endpoint="display_rate"))
    admin.add_view(UnansweredView(name="Unanswered questions", endpoint="unanswered",
                                  url="/admin/unanswered"))

    app.jinja_env.globals.setdefault("current_super_admin", auth.current_super_admin)

    @app.after_request
    def harden_admin_responses(response):
        if is_admin_path(request.path):
            response.headers["X-Frame-Options"] = "DENY"
            response.headers["Content-Security-Policy"] = ADMIN_CSP
            # Pages show personal data and carry CSRF tokens: never store them in caches.
            if response.mimetype == "text/html":
                response.headers["Cache-Control"] = "no-store"
        return response
