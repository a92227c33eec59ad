"""Prices shown in another currency (`currency=USD` on search, availability and the price
calendar). ETB is what is charged and stored, always: a display amount is the ETB amount at the
rate the super admin set in the admin panel (app/models/currencies.py), rounded half-up to
cents, and is never read back. A rate older than DISPLAY_RATE_MAX_AGE_DAYS is still used but
flagged `stale`, so an app can say "approximately".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from flask import current_app
from sqlalchemy import select

from app.errors import Conflict, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import DisplayRate
from app.models.base import to_cents
from app.services.booking.pricing import CURRENCY
from app.services.booking.stays import local_today

_CODE = re.compile(r"^[A-Z]{3}$")


@dataclass(frozen=True)
class DisplayCurrency:
    currency: str
    etb_per_unit: Decimal
    rate_date: date
    stale: bool

    def convert(self, amount_etb: Decimal | None) -> Decimal | None:
        """The ETB amount in this currency, to cents (None stays None)."""
        if amount_etb is None:
            return None
        return to_cents(Decimal(amount_etb) / self.etb_per_unit)


def offered_currencies() -> list[str]:
    return [CURRENCY, *db.session.scalars(select(DisplayRate.currency).order_by(DisplayRate.currency))]


def display_currency(code: str | None) -> DisplayCurrency | None:
    """The rate to show amounts in `code` (any case), or None without a code. ETB is itself at
    1. Raises ValidationFailed on `currency` for a code without a rate."""
    if code is None:
        return None
    code = code.strip().upper()
    if code == CURRENCY:
        return DisplayCurrency(CURRENCY, Decimal(1), local_today(), False)
    rate = db.session.scalar(select(DisplayRate).where(DisplayRate.currency == code))
    if rate is None:
        raise ValidationFailed(_("no rate for %(code)s; offered: %(offered)s", code=repr(code),
                                 offered=", ".join(offered_currencies())),
                               field="currency")
    age = (local_today() - rate.rate_date).days
    return DisplayCurrency(code, rate.etb_per_unit, rate.rate_date,
                           age > current_app.config["DISPLAY_RATE_MAX_AGE_DAYS"])


def check_rate(currency: str, etb_per_unit: Decimal | None, rate_date: date | None) -> str:
    """The code (upper case) of a rate the super admin may set. Raises ValidationFailed naming
    the field: not three letters, ETB itself, a rate not above 0, a date in the future."""
    code = (currency or "").strip().upper()
    if not _CODE.match(code):
        raise ValidationFailed(_("three letters (ISO 4217), e.g. USD"), field="currency")
    if code == CURRENCY:
        raise ValidationFailed(_("%(currency)s is what is charged: it needs no rate", currency=CURRENCY),
                               field="currency")
    if etb_per_unit is None or etb_per_unit <= 0:
        raise ValidationFailed(_("must be above 0"), field="etb_per_unit")
    if rate_date is None or rate_date > local_today():
        raise ValidationFailed(_("the date the rate was taken, not in the future"), field="rate_date")
    return code


def set_display_rate(currency: str, etb_per_unit: Decimal | None, rate_date: date | None,
                     rate: DisplayRate | None = None) -> DisplayRate:
    """Set (a new `rate`, or change the given one) the rate of a display currency and commit.
    Raises ValidationFailed (check_rate) and Conflict when another row has the code."""
    code = check_rate(currency, etb_per_unit, rate_date)
    taken = db.session.scalar(select(DisplayRate.id).where(
        DisplayRate.currency == code,
        DisplayRate.id != (rate.id if rate is not None and rate.id is not None else -1)))
    if taken is not None:
        raise Conflict(_("%(code)s has a rate already: change that one", code=code))
    rate = rate or DisplayRate()
    rate.currency, rate.etb_per_unit, rate.rate_date = code, Decimal(etb_per_unit), rate_date
    db.session.add(rate)
    db.session.commit()
    return rate
