"""A hotel's price calendar as a guest sees it (GET /api/v1/mobile/hotels/{id}/calendar?month=):
for each night of a month, the lowest price of one room for the party, whether rooms are free,
and what the arrival restrictions ask of a stay starting that night.

Nothing is computed here that another module already decides: each room type's nights (free
rooms, price and season, closed to arrival, minimum stay) come from the staff calendar
(room_calendar.room_type_calendar, itself on the inventory calendar and the rate rules), and the
price with service charge and VAT from pricing.price_nights_for_hotel; a room type's rate plans
(rate_plans.py) may make a night cheaper, and the cheapest offer is the one shown. A night's
price is one night's, so no length-of-stay discount applies to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from app.errors import ValidationFailed
from app.i18n import _
from app.services.booking import rate_plans, room_calendar
from app.services.booking.catalogue import get_live_hotel
from app.services.booking.display_currency import DisplayCurrency, display_currency
from app.services.booking.pricing import CURRENCY, NightPrice, price_nights_for_hotel
from app.services.booking.stays import fits_guests, local_today, validate_party

# How far ahead a guest may look: this month and the next twelve.
MONTHS_AHEAD = 12
DEFAULT_GUESTS = 2


@dataclass(frozen=True)
class GuestNight:
    night: date
    available: bool  # a room type that fits the party has a room free this night
    lowest_price: Decimal | None  # one room, one night, service charge and VAT included
    nightly_price: Decimal | None  # the same before service charge and VAT
    room_type_id: int | None  # whose price it is
    season: str | None
    # Arrivals: closed when no room type with a room free takes arrivals tonight; min_stay is
    # the shortest stay one of those that do take arrivals asks (None: one night will do).
    closed_to_arrival: bool
    min_stay: int | None
    display_price: Decimal | None = None  # lowest_price in the asked display currency


@dataclass(frozen=True)
class GuestCalendar:
    hotel_id: int
    month: str
    guests: int
    nights: list[GuestNight]
    currency: str = CURRENCY
    display_currency: DisplayCurrency | None = None


def parse_month(month: str) -> date:
    """The first day of a `YYYY-MM` month. Raises ValidationFailed on `month`."""
    try:
        year, number = (int(part) for part in month.split("-"))
        return date(year, number, 1)
    except ValueError:
        raise ValidationFailed(_("must be a month, YYYY-MM"), field="month") from None


def _next_month(first: date) -> date:
    return (first + timedelta(days=32)).replace(day=1)


def guest_calendar(hotel_id: int, month: str, guests: int = DEFAULT_GUESTS,
                   currency: str | None = None) -> GuestCalendar:
    """Every night of `month` from today (hotel-local) on, for `guests` in one room: the
    cheapest room type that fits them and has a room free that night, priced for one night with
    the hotel's service charge and VAT; whether any has a room free; closed to arrival and the
    minimum stay of an arrival that night.

    Raises NotFound (hotel not live) and ValidationFailed: `month` not YYYY-MM, before this
    month or more than MONTHS_AHEAD months ahead; `guests` below 1; `currency` without a rate
    (display_currency)."""
    hotel = get_live_hotel(hotel_id, "room types")
    validate_party(rooms=1, guests=guests)
    display = display_currency(currency)
    first = parse_month(month)
    today = local_today()
    this_month = today.replace(day=1)
    if first < this_month:
        raise ValidationFailed(_("must not be a past month"), field="month")
    last_allowed = this_month
    for _month in range(MONTHS_AHEAD):
        last_allowed = _next_month(last_allowed)
    if first > last_allowed:
        raise ValidationFailed(_("at most %(months)s months ahead", months=MONTHS_AHEAD), field="month")
    start, end = max(first, today), _next_month(first) - timedelta(days=1)

    fitting = [rt for rt in hotel.room_types if rt.is_on_sale and fits_guests(rt, guests, 1)]
    calendars = [room_calendar.room_type_calendar(rt, start, end) for rt in fitting]
    plans = rate_plans.offered_plans(hotel, [rt.id for rt in fitting])

    def cheapest_offer(night, room_type) -> Decimal:
        """The night's price under the room type's cheapest offer (its plans or standard)."""
        return min([night.price, *(rate_plans.plan_night_price(night.price, plan.price_rule,
                                                               plan.price_value)
                                   for plan in plans.get(room_type.id, ()))])

    nights = []
    for index in range((end - start).days + 1):
        free = [(calendar[index], room_type, cheapest_offer(calendar[index], room_type))
                for calendar, room_type in zip(calendars, fitting, strict=True)
                if calendar[index].free_rooms > 0]
        cheapest = min(free, key=lambda offer: (offer[2], offer[1].id), default=None)
        arriving = [night for night, *_others in free if not night.closed_to_arrival]
        shortest = min(((night.min_stay or 1) for night in arriving), default=None)
        price = None
        if cheapest is not None:
            night, _rules, offer_price = cheapest
            price = price_nights_for_hotel(
                hotel, [NightPrice(night.night, offer_price, night.season)], 1)
        nights.append(GuestNight(
            night=start + timedelta(days=index),
            available=bool(free),
            lowest_price=None if price is None else price.total,
            nightly_price=None if price is None else price.nightly_price,
            room_type_id=None if cheapest is None else cheapest[1].id,
            season=None if cheapest is None else cheapest[0].season,
            closed_to_arrival=bool(free) and not arriving,
            min_stay=shortest if shortest and shortest > 1 else None,
            display_price=(display.convert(price.total) if display and price else None),
        ))
    return GuestCalendar(hotel.id, f"{first:%Y-%m}", guests, nights, display_currency=display)
