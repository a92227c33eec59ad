"""pricing.price_nights' breakdowns: made without the frozen dataclass's __init__ (pricing.
_breakdown), they are the same objects, frozen as before; and every amount in them is in cents,
which the writers rely on (app/schemas/common.py cents_number writes each as its float)."""

from __future__ import annotations

import dataclasses
import random
from datetime import date, timedelta
from decimal import Decimal

import pytest

from app.models.base import CENT
from app.schemas.common import cents_number, money_number
from app.services.booking.pricing import NightPrice, PriceBreakdown, price_nights

AMOUNTS = ("nightly_price", "room_charges", "discount", "subtotal", "service_charge", "vat",
           "total", "child_charges")


def _random_breakdown(rng: random.Random) -> PriceBreakdown:
    nights = rng.randint(1, 9)
    # Night prices with fractions of a cent, as a weekday percentage or a plan's cut makes them.
    nightly = [NightPrice(date(2027, 1, 1) + timedelta(days=n),
                          Decimal(rng.randint(10_000, 900_000)) / Decimal(rng.choice([100, 300, 700])),
                          rng.choice([None, "Timkat"]))
               for n in range(nights)]
    return price_nights(
        nightly, rng.randint(1, 9),
        service_charge_rate=rng.choice([Decimal("0.10"), Decimal("0.075"), 0.1, "0.05"]),
        vat_rate=rng.choice([Decimal("0.15"), Decimal("0.0"), "0.15"]),
        discount_rate=rng.choice([Decimal("0"), Decimal("0.125"), Decimal("0.1")]),
        discount_name=rng.choice([None, "Week stay"]),
        child_charges=rng.choice([Decimal("0"), Decimal("150.505"), Decimal("99.99")]))


@pytest.mark.parametrize("seed", range(20))
def test_a_breakdown_is_the_dataclass_made_from_the_same_values(seed):
    rng = random.Random(seed)
    for _ in range(50):
        made = _random_breakdown(rng)
        values = {field.name: getattr(made, field.name)
                  for field in dataclasses.fields(PriceBreakdown)}
        assert made == PriceBreakdown(**values)
        assert hash(made) == hash(PriceBreakdown(**values))
        assert repr(made) == repr(PriceBreakdown(**values))
        with pytest.raises(dataclasses.FrozenInstanceError):
            made.total = Decimal("1.00")  # type: ignore[misc]


@pytest.mark.parametrize("seed", range(20))
def test_every_amount_is_in_cents_so_its_float_is_what_money_writes(seed):
    rng = random.Random(100 + seed)
    for _ in range(50):
        made = _random_breakdown(rng)
        amounts = [getattr(made, name) for name in AMOUNTS] + [n.price for n in made.nightly]
        for amount in amounts:
            assert amount == amount.quantize(CENT), (made, amount)
            assert cents_number(amount) == money_number(amount)
            assert repr(cents_number(amount)) == repr(money_number(amount))


@pytest.mark.parametrize("seed", range(10))
def test_a_plans_nights_priced_as_cents_are_priced_as_price_nights_prices_them(seed):
    # rate_plans.price_rates_offer sends a plan's nights, each rounded by plan_night_price,
    # straight to price_cent_nights: the same breakdown as price_nights makes of them.
    from app.services.booking.pricing import price_cent_nights
    from app.services.booking.rate_plans import plan_night_price

    rng = random.Random(200 + seed)
    for _ in range(50):
        nightly = tuple(NightPrice(date(2027, 1, 1) + timedelta(days=n), plan_night_price(
            Decimal(rng.randint(10_000, 900_000)) / Decimal(rng.choice([100, 300, 700])),
            rng.choice([None, "percent", "amount"]), Decimal(rng.choice(["-12.5", "350.55", "5"]))),
            rng.choice([None, "Timkat"])) for n in range(rng.randint(1, 9)))
        terms = dict(service_charge_rate=Decimal("0.10"), vat_rate=Decimal("0.15"),
                     discount_rate=rng.choice([Decimal("0"), Decimal("0.075")]),
                     discount_name="Week stay", child_charges=Decimal(rng.choice(["0", "150.50"])))
        rooms = rng.randint(1, 5)
        assert price_cent_nights(nightly, rooms, **terms) == price_nights(nightly, rooms, **terms)


@pytest.mark.parametrize("seed", range(10))
def test_an_offer_that_changes_no_price_is_priced_as_the_standard_price_it_is_given(seed):
    # Availability hands price_rates_offer the room type's standard price: an offer that leaves
    # every night's price as it is (no rule, or a rule of 0) and charges no child gets that
    # breakdown back, equal to the one pricing the offer makes; any other offer is priced.
    from types import SimpleNamespace

    from app.services.booking.rate_plans import Offer, price_rates_offer
    from app.services.booking.rates import StayRates

    rng = random.Random(300 + seed)
    hotel = SimpleNamespace(service_charge_rate=Decimal("0.10"), vat_rate=Decimal("0.15"))

    def offer(rule, value, child_price=Decimal("0")):
        return Offer(7, "Plan", rule, Decimal(value), "free_until", 24, "pay_now", "none",
                     Decimal(child_price))

    for _ in range(30):
        rates = StayRates(tuple(NightPrice(date(2027, 1, 1) + timedelta(days=n),
                                           Decimal(rng.randint(10_000, 900_000)) / Decimal(
                                               rng.choice([100, 300, 700])),
                                           rng.choice([None, "Timkat"]))
                                for n in range(rng.randint(1, 9))),
                          rng.choice([Decimal("0"), Decimal("0.075")]), "Week stay")
        rooms = rng.randint(1, 5)
        standard = price_nights(rates.nightly, rooms, service_charge_rate=hotel.service_charge_rate,
                                vat_rate=hotel.vat_rate, discount_rate=rates.discount_rate,
                                discount_name=rates.discount_name)
        for same in (offer(None, "0"), offer("percent", "0"), offer("amount", "0.00")):
            given = price_rates_offer(hotel, rates, rooms, same, standard=standard)
            assert given is standard
            assert given == price_rates_offer(hotel, rates, rooms, same)
        for other in (offer("percent", "-10"), offer("amount", "350")):
            priced = price_rates_offer(hotel, rates, rooms, other, standard=standard)
            assert priced is not standard
            assert priced == price_rates_offer(hotel, rates, rooms, other)
        # A child's charge is the offer's own: priced, not the standard price.
        with_child = price_rates_offer(hotel, rates, rooms, offer("percent", "0", "150"), (5,),
                                       standard=standard)
        assert with_child.child_charges > 0 and with_child.total > standard.total
