"""The price of a stay (DESIGN.md §4): the one place that turns a nightly price into money owed.

subtotal = price_per_night x nights x rooms; service charge = subtotal x the hotel's service
charge rate; VAT = (subtotal + service charge) x the hotel's VAT rate; total = the sum. Every
amount is a Decimal rounded half-up to cents, in ETB. VAT is always its own line (Ethiopian
law: a price either includes VAT or says it does not).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from app.errors import ValidationFailed
from app.models.base import MONEY_MAX
from app.schemas.common import to_cents

CURRENCY = "ETB"


@dataclass(frozen=True)
class PriceBreakdown:
    nights: int
    rooms: int
    nightly_price: Decimal
    subtotal: Decimal
    service_charge_rate: Decimal
    service_charge: Decimal
    vat_rate: Decimal
    vat: Decimal
    total: Decimal
    currency: str = CURRENCY


def price_stay(
    nightly_price: Decimal,
    nights: int,
    rooms: int,
    *,
    service_charge_rate: Decimal,
    vat_rate: Decimal,
) -> PriceBreakdown:
    """The priced breakdown of `rooms` rooms for `nights` nights at `nightly_price`.

    Each line is rounded to cents before it feeds the next one, so the lines always add up to
    the total exactly as printed on an invoice.
    """
    nightly_price = to_cents(nightly_price)
    service_charge_rate = Decimal(service_charge_rate)
    vat_rate = Decimal(vat_rate)
    subtotal = to_cents(nightly_price * nights * rooms)
    service_charge = to_cents(subtotal * service_charge_rate)
    vat = to_cents((subtotal + service_charge) * vat_rate)
    total = subtotal + service_charge + vat
    if total > MONEY_MAX:
        raise ValidationFailed(
            f"The stay would cost {total:,} {CURRENCY}, more than one booking can hold "
            f"({MONEY_MAX:,} {CURRENCY}); book fewer rooms or nights")
    return PriceBreakdown(
        nights=nights,
        rooms=rooms,
        nightly_price=nightly_price,
        subtotal=subtotal,
        service_charge_rate=service_charge_rate,
        service_charge=service_charge,
        vat_rate=vat_rate,
        vat=vat,
        total=total,
    )


def price_for_hotel(hotel, nightly_price: Decimal, nights: int, rooms: int) -> PriceBreakdown:
    """`price_stay` with the hotel's own service charge and VAT rates."""
    return price_stay(
        nightly_price,
        nights,
        rooms,
        service_charge_rate=hotel.service_charge_rate,
        vat_rate=hotel.vat_rate,
    )
