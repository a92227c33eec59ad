"""Mobile blueprint at /api/v1/mobile: the guest app's API, one module per resource."""

from app.blueprints.base import ApiBlueprint

blp = ApiBlueprint("mobile", __name__, description="Guest app: hotels, bookings, payments, reviews")

# Each module attaches its views to blp: /home, /destinations, /hotels, /bookings, /payments,
# reviews, notifications.
from app.blueprints.mobile import (  # noqa: E402,F401
    booking_changes,
    bookings,
    destinations,
    folios,
    home,
    hotels,
    notifications,
    payments,
    reviews,
)
