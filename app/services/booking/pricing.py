"""The price of a stay (docs/booking.md): the one place that turns nightly prices into money owed.

room charges = the sum of each night's price x rooms; discount = room charges x the
length-of-stay discount rate; subtotal = room charges - discount + child charges (children
in the room type's child-age band under a plan that charges for them); service charge = subtotal x
the hotel's service charge rate; VAT = (subtotal + service charge) x the hotel's VAT rate;
total = subtotal + service charge + VAT. Every amount is a Decimal rounded half-up to cents, in
ETB, each line rounded before it feeds the next. VAT is always its own line (Ethiopian law: a
price either includes VAT or says it does not). Each night's price comes from the room type's
rates (app/services/booking/rates.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import NamedTuple

from app.errors import ValidationFailed
from app.models.base import MONEY_MAX, ZERO, to_cents

CURRENCY = "ETB"


class NightPrice(NamedTuple):
    """One night of a stay (a tuple: a search makes hundreds, and a tuple is made fastest)."""
    night: date
    price: Decimal  # per room
    season: str | None = None  # the season that set it, if any


@dataclass(frozen=True)
class PriceBreakdown:
    nights: int
    rooms: int
    # The average price of a room per night (the nights' prices are in `nightly`).
    nightly_price: Decimal
    room_charges: Decimal
    discount_rate: Decimal
    discount: Decimal
    subtotal: Decimal
    service_charge_rate: Decimal
    service_charge: Decimal
    vat_rate: Decimal
    vat: Decimal
    total: Decimal
    nightly: tuple[NightPrice, ...] = field(default=())
    discount_name: str | None = None
    currency: str = CURRENCY
    child_charges: Decimal = ZERO


class StayTooExpensive(ValidationFailed):
    """The stay costs more than one booking can hold (MONEY_MAX): a 422 for a quote or a
    booking; availability leaves such a room type out instead."""


def price_nights(
    nightly: Sequence[NightPrice],
    rooms: int,
    *,
    service_charge_rate: Decimal,
    vat_rate: Decimal,
    discount_rate: Decimal = ZERO,
    discount_name: str | None = None,
    child_charges: Decimal = ZERO,
) -> PriceBreakdown:
    """The priced breakdown of `rooms` rooms for the nights in `nightly` (each at its own price).

    Each line is rounded to cents before it feeds the next one, so the lines always add up to
    the total exactly as printed on an invoice.
    """
    return price_cent_nights(
        tuple([NightPrice(n.night, to_cents(n.price), n.season) for n in nightly]), rooms,
        service_charge_rate=service_charge_rate, vat_rate=vat_rate, discount_rate=discount_rate,
        discount_name=discount_name, child_charges=child_charges)


def price_cent_nights(
    nightly: tuple[NightPrice, ...],
    rooms: int,
    *,
    service_charge_rate: Decimal,
    vat_rate: Decimal,
    discount_rate: Decimal = ZERO,
    discount_name: str | None = None,
    child_charges: Decimal = ZERO,
) -> PriceBreakdown:
    """`price_nights` of nights whose prices are rounded to the cent already (a rate plan's
    nights: rate_plans.plan_night_price rounds each), as a tuple: not rounded and copied again.
    An availability prices every plan of every room type: the copy was about a quarter of
    price_nights (bench/request_cpu.py --profile availability)."""
    nights = len(nightly)
    service_charge_rate, vat_rate = _decimal(service_charge_rate), _decimal(vat_rate)
    discount_rate = _decimal(discount_rate)
    nights_total = sum([n.price for n in nightly], ZERO)
    room_charges = to_cents(nights_total * rooms)
    discount = to_cents(room_charges * discount_rate)
    child_charges = to_cents(child_charges)
    subtotal = room_charges - discount + child_charges
    service_charge = to_cents(subtotal * service_charge_rate)
    vat = to_cents((subtotal + service_charge) * vat_rate)
    total = subtotal + service_charge + vat
    if total > MONEY_MAX:
        raise StayTooExpensive(
            f"The stay would cost {total:,} {CURRENCY}, more than one booking can hold "
            f"({MONEY_MAX:,} {CURRENCY}); book fewer rooms or nights")
    average = to_cents(nights_total / nights) if nights else ZERO
    return _breakdown(
        nights=nights, rooms=rooms, nightly_price=average, room_charges=room_charges,
        discount_rate=discount_rate, discount=discount, subtotal=subtotal,
        service_charge_rate=service_charge_rate, service_charge=service_charge,
        vat_rate=vat_rate, vat=vat, total=total, nightly=nightly,
        discount_name=discount_name if discount else None, currency=CURRENCY,
        child_charges=child_charges,
    )


def _breakdown(**values) -> PriceBreakdown:
    """PriceBreakdown(**values) with every field given, made without the frozen dataclass's
    __init__, which sets each of its 16 fields through object.__setattr__ (a quarter of
    price_nights: an availability prices every plan of every room type). The object is the
    same, still frozen; tests/bookings/test_pricing_breakdown.py compares the two ways."""
    made = object.__new__(PriceBreakdown)
    made.__dict__.update(values)
    return made


def _decimal(value) -> Decimal:
    """A rate as a Decimal: a Decimal as it is (an availability prices every plan of every room
    type: copying its rates each time was a cost of its own), anything else converted."""
    return value if type(value) is Decimal else Decimal(value)


def price_stay(nightly_price: Decimal, nights: int, rooms: int, *, service_charge_rate: Decimal,
               vat_rate: Decimal, discount_rate: Decimal = ZERO) -> PriceBreakdown:
    """`price_nights` for `nights` nights at one `nightly_price` (nights undated)."""
    return price_nights([NightPrice(date.min, nightly_price)] * nights, rooms,
                        service_charge_rate=service_charge_rate, vat_rate=vat_rate,
                        discount_rate=discount_rate)


def price_for_hotel(hotel, nightly_price: Decimal, nights: int, rooms: int, *,
                    discount_rate: Decimal = ZERO) -> PriceBreakdown:
    """`price_stay` with the hotel's own service charge and VAT rates."""
    return price_stay(nightly_price, nights, rooms, service_charge_rate=hotel.service_charge_rate,
                      vat_rate=hotel.vat_rate, discount_rate=discount_rate)


def price_nights_for_hotel(hotel, nightly: Sequence[NightPrice], rooms: int, *,
                           discount_rate: Decimal = ZERO, discount_name: str | None = None,
                           child_charges: Decimal = ZERO) -> PriceBreakdown:
    """`price_nights` with the hotel's own service charge and VAT rates."""
    return price_nights(nightly, rooms, service_charge_rate=hotel.service_charge_rate,
                        vat_rate=hotel.vat_rate, discount_rate=discount_rate,
                        discount_name=discount_name, child_charges=child_charges)
