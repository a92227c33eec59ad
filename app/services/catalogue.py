"""The live catalogue: which hotels guests can see, search and book (DESIGN.md §4)."""

from __future__ import annotations

from app.errors import NotFound
from app.extensions import db
from app.models import Hotel, HotelStatus


def get_live_hotel(hotel_id: int) -> Hotel:
    """The hotel if it is live (verified or active). Raises NotFound otherwise, never revealing
    that a pending or inactive hotel exists."""
    hotel = db.session.get(Hotel, hotel_id)
    if hotel is None or hotel.hotel_status not in HotelStatus.LIVE:
        raise NotFound("Hotel not found")
    return hotel
