"""A search prices a stay from the catalogue copy's week tables (rate_plans.week_prices and
week_lowest_average): each room type's nights by season and weekday under each of its cutting
plans, made once per copy. The price must be, to the digit, what pricing the stay night by night
gives (rates.card_rates, then rate_plans.lowest_average, or StayRates.average_price without
plans): over random rules (overlapping seasons, weekday cuts and rises with cents, long-stay
discounts), base prices with cents, plans cutting by a percentage or an amount, and stays across
season edges, weekends and a year end."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

import pytest

from app.models import PriceRule, RateKind
from app.services.booking.rate_plans import (
    cutting_plans,
    lowest_average,
    week_lowest_average,
    week_prices,
)
from app.services.booking.rates import StayRule, card_rates, rate_card

START = date(2026, 12, 1)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(rng.randrange(low * 100, high * 100)) / 100


def random_rules(rng: random.Random) -> list[StayRule]:
    rules = []
    for rule_id in range(1, rng.randrange(0, 7)):
        kind = rng.choice([RateKind.SEASON, RateKind.WEEKDAY, RateKind.LENGTH_OF_STAY])
        if kind == RateKind.SEASON:
            start = START + timedelta(days=rng.randrange(0, 60))
            rules.append(StayRule(rule_id, kind, f"Season {rule_id}", start,
                                  start + timedelta(days=rng.randrange(0, 20)),
                                  money(rng, 300, 9000), frozenset(), None, None, None))
        elif kind == RateKind.WEEKDAY:
            weekdays = frozenset(rng.sample(range(7), rng.randrange(1, 4)))
            rules.append(StayRule(rule_id, kind, f"Days {rule_id}", None, None, None, weekdays,
                                  Decimal(rng.randrange(-5000, 5000)) / 100, None, None))
        else:
            rules.append(StayRule(rule_id, kind, f"Long {rule_id}", None, None, None,
                                  frozenset(), None, rng.randrange(2, 8),
                                  Decimal(rng.randrange(1, 4000)) / 100))
    return rules


def random_plans(rng: random.Random) -> tuple[tuple[str, Decimal], ...]:
    plans = []
    for _ in range(rng.randrange(0, 4)):
        if rng.random() < 0.5:
            plans.append((PriceRule.PERCENT, Decimal(rng.randrange(-9000, 3000)) / 100))
        else:
            plans.append((PriceRule.AMOUNT, money(rng, -900, 900)))
    return cutting_plans(plans)


def random_room_type(rng: random.Random):
    """A room type's random rules, their rate card, its base price, its plans and its week tables."""
    rules = random_rules(rng)
    card = rate_card(rules)
    base = money(rng, 200, 8000)
    plans = random_plans(rng)
    return rules, card, base, plans, week_prices(card, base, plans)


def night_by_night(card, base: Decimal, plans, check_in: date, check_out: date) -> Decimal:
    """The lowest nightly average as a search priced it before the week tables."""
    rates = card_rates(card, base, check_in, check_out)
    if plans:
        return lowest_average([n.price for n in rates.nightly], rates.discount_rate, plans)
    return rates.average_price


@pytest.mark.parametrize("seed", range(40))
def test_week_tables_price_every_stay_as_night_by_night(seed):
    rng = random.Random(seed)
    for _ in range(25):
        rules, card, base, plans, week = random_room_type(rng)
        for _ in range(20):
            check_in = START + timedelta(days=rng.randrange(-5, 80))
            check_out = check_in + timedelta(days=rng.randrange(1, 15))
            expected = night_by_night(card, base, plans, check_in, check_out)
            got = week_lowest_average(week, check_in, check_out)
            # The same digits, not only the same value: the JSON writer prints them.
            assert str(got) == str(expected), (rules, base, plans, check_in, check_out)


def test_a_season_inside_a_season_and_the_newest_weekday_rule_win():
    """The rules' own precedence survives the tables: the season that starts latest sets its
    nights, and where two weekday rules name a day the newest one's percentage counts."""
    high = StayRule(1, RateKind.SEASON, "High", date(2027, 1, 1), date(2027, 1, 31),
                    Decimal("2000.00"), frozenset(), None, None, None)
    timkat = StayRule(2, RateKind.SEASON, "Timkat", date(2027, 1, 18), date(2027, 1, 20),
                      Decimal("5000.00"), frozenset(), None, None, None)
    old_weekend = StayRule(3, RateKind.WEEKDAY, "Weekend", None, None, None,
                           frozenset({4, 5}), Decimal("10"), None, None)
    new_friday = StayRule(4, RateKind.WEEKDAY, "Friday", None, None, None, frozenset({4}),
                          Decimal("-20"), None, None)
    card = rate_card([high, timkat, old_weekend, new_friday])
    week = week_prices(card, Decimal("1000.00"), ())
    # 2027-01-17 (Sunday, high season) to 2027-01-23: 2000, then Timkat 5000 x 3 (Mon-Wed),
    # then high season Thursday 2000, Friday 2000 - 20% = 1600, Saturday 2000 + 10% = 2200.
    nights = [2000, 5000, 5000, 5000, 2000, 1600, 2200]
    assert week_lowest_average(week, date(2027, 1, 17), date(2027, 1, 24)) == (
        Decimal(sum(nights)) / 7).quantize(Decimal("0.01"))
    assert week_lowest_average(week, date(2027, 1, 17), date(2027, 1, 24)) == (
        night_by_night(card, Decimal("1000.00"), (), date(2027, 1, 17), date(2027, 1, 24)))


@pytest.mark.parametrize("seed", range(10))
def test_a_kept_seasonless_average_is_the_stays_own(seed):
    """A stay no season touches is answered from the averages kept by weekday and nights
    (WeekPrices.seasonless): every stay asked after another of its weekday and nights, inside
    or outside a season, still gets its own price, to the digit."""
    rng = random.Random(1000 + seed)
    for _ in range(20):
        _, card, base, plans, week = random_room_type(rng)
        for _ in range(60):
            # Weeks apart, so that stays of one weekday and length fall in and out of seasons.
            check_in = START + timedelta(days=rng.randrange(-5, 12) + 7 * rng.randrange(0, 12))
            check_out = check_in + timedelta(days=rng.randrange(1, 10))
            expected = night_by_night(card, base, plans, check_in, check_out)
            assert str(week_lowest_average(week, check_in, check_out)) == str(expected)
        if not card.seasons:
            assert week.seasonless  # kept: the stays were all seasonless


def test_seasonless_averages_are_kept_only_for_stays_no_season_touches():
    high = StayRule(1, RateKind.SEASON, "High", date(2027, 1, 1), date(2027, 1, 31),
                    Decimal("2000.00"), frozenset(), None, None, None)
    week = week_prices(rate_card([high]), Decimal("1000.00"), ())
    # A Sunday in the season, then a Sunday after it: only the second is kept.
    assert week_lowest_average(week, date(2027, 1, 17), date(2027, 1, 19)) == Decimal("2000.00")
    assert week.seasonless == {}
    assert week_lowest_average(week, date(2027, 2, 7), date(2027, 2, 9)) == Decimal("1000.00")
    assert week.seasonless == {(6, 2): Decimal("1000.00")}
    # The season's Sunday is still priced from the season, not from the kept answer.
    assert week_lowest_average(week, date(2027, 1, 24), date(2027, 1, 26)) == Decimal("2000.00")
    # Longer than SEASONLESS_KEPT_NIGHTS: priced, not kept.
    assert week_lowest_average(week, date(2027, 2, 7), date(2027, 2, 17)) == Decimal("1000.00")
    assert list(week.seasonless) == [(6, 2)]
