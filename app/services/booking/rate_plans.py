"""Rate plans (docs/booking.md, "Rate plans"): the offers of a room type beside its standard price.

A plan prices each night of the room type's rates (rates.py) with its price rule: a percentage
(-10: each night 10% less) or an amount of ETB added to each night (+350 with breakfast), each
night rounded half-up to the cent before pricing.py adds the nights up. It has its own
cancellation rule (CancellationRule), payment timing (PaymentTiming) and meals (Meals), and
charges `child_price` a night for each child in the room type's child-age band (0: free).

A room type without plans sells as before plans: the standard offer, its base rates under the
hotel's cancellation settings, paid online. The standard offer stays on sale beside any plans
(a quote or booking without `rate_plan_id`), so a client that knows nothing of plans works
unchanged.

A booking copies the offer it was sold under (`copy_offer`): the plan's later changes, its
removal or a change of the hotel's settings never change a booking's cancellation rule.

Pay at the property: confirmed at booking without an online payment. With no card on file the
guarantee is the guest's record, so it needs a signed-in guest with a verified email, is refused
after PAY_AT_PROPERTY_MAX_NO_SHOWS no-shows, counts toward the guest's hold limit while upcoming
(`unpaid_at_property`), and each hotel takes at most `pay_at_property_rooms_per_night` such
rooms a night (`enforce_pay_at_property_cap`, under a lock per hotel).
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import NamedTuple

from flask import current_app
from sqlalchemy import and_, bindparam, func, select

from app.db_locking import lock_name
from app.errors import Conflict, Forbidden, NotFound, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import (
    Booking,
    BookingStatus,
    CancellationRule,
    Guest,
    Meals,
    PaymentTiming,
    PriceRule,
    RatePlan,
    RoomType,
)
from app.models.base import CENT, MONEY_MAX, ZERO, to_cents
from app.services.booking.pricing import NightPrice, PriceBreakdown, price_cent_nights
from app.services.booking.rates import (
    ONE_DAY,
    RateCard,
    StayRates,
    StayRule,
    length_of_stay_discount,
    stay_rates,
)
from app.services.booking.stays import free_cancellation_deadline

HUNDRED = Decimal(100)
# A plan may cut at most this percentage: a night never costs nothing by a typo.
MAX_PERCENT_CUT = Decimal(90)
MAX_FREE_CANCELLATION_HOURS = 24 * 60


@dataclass(frozen=True)
class Offer:
    """The terms a stay is sold under: a plan's, or the standard offer's (`plan_id` None)."""

    plan_id: int | None
    name: str | None
    price_rule: str | None
    price_value: Decimal
    cancellation: str
    free_cancellation_hours: int | None
    payment: str
    meals: str
    child_price: Decimal
    plan: RatePlan | None = None

    @property
    def pays_at_property(self) -> bool:
        return self.payment == PaymentTiming.PAY_AT_PROPERTY

    def night_price(self, price: Decimal) -> Decimal:
        """One night's price of a room under this offer's price rule, to the cent."""
        return plan_night_price(price, self.price_rule, self.price_value)

    def deadline(self, hotel, check_in: date) -> datetime | None:
        """Until when cancelling is free (naive UTC); None when it never is."""
        if self.cancellation != CancellationRule.FREE_UNTIL:
            return None
        return free_cancellation_deadline(hotel, check_in, self.free_cancellation_hours)


def standard_offer(hotel) -> Offer:
    """The room type's own rates under the hotel's cancellation settings, paid online."""
    return Offer(None, None, None, ZERO, CancellationRule.FREE_UNTIL,
                 hotel.free_cancellation_hours, PaymentTiming.PAY_NOW, Meals.NONE, ZERO)


def plan_offer(plan: RatePlan) -> Offer:
    return Offer(plan.id, plan.name, plan.price_rule, plan.price_value, plan.cancellation,
                 plan.free_cancellation_hours, plan.payment, plan.meals, plan.child_price, plan)


def leaves_prices(offer: Offer) -> bool:
    """Whether the offer's price rule leaves every night's price as it is (rounded to the cent;
    `plan_night_price` also floors a negative price at zero)."""
    return offer.price_rule is None or offer.price_value == ZERO


def plan_night_prices(prices: Iterable[Decimal], rule: str | None,
                      value: Decimal) -> list[Decimal]:
    """Each of `prices` under a plan's price rule (None: unchanged), rounded half-up to the
    cent, never below zero. A stay's nights in one call, the rule looked at once: availability
    prices every night of every plan of every room type, and a call per night (and its
    rounding's) was most of a plan's pricing (bench/request_cpu.py --profile availability)."""
    if rule == PriceRule.PERCENT:
        prices = [price * (HUNDRED + value) / HUNDRED for price in prices]
    elif rule == PriceRule.AMOUNT:
        prices = [price + value for price in prices]
    return [max(ZERO, to_cents(price)) for price in prices]


def plan_night_price(price: Decimal, rule: str | None, value: Decimal) -> Decimal:
    """One night's `plan_night_prices`."""
    return plan_night_prices((price,), rule, value)[0]


def cutting_plans(plan_prices: Iterable[tuple[str, Decimal]]) -> tuple[tuple[str, Decimal], ...]:
    """Of a room type's plans' price rules, those that can make a stay cheaper than its
    standard price: the largest percentage cut and the largest amount cut (a plan that adds
    never undercuts, and a night's price falls with the cut, rounding included). What a search
    needs to find a room type's cheapest offer."""
    best: dict[str, Decimal] = {}
    for rule, value in plan_prices:
        if value < ZERO and value < best.get(rule, ZERO):
            best[rule] = value
    return tuple(sorted(best.items()))


def plans_floor(floor: Decimal | None, plan_prices: Sequence[tuple[str, Decimal]]) -> Decimal | None:
    """A price no night can average below under the room type's rates (`floor`, rates.
    price_floor) and any of its plans' price rules: the floor under the largest cut, a cent
    lower for the plan's own rounding. None stays None (nothing bounded)."""
    if floor is None or not plan_prices:
        return floor
    lowest = floor
    for rule, value in plan_prices:
        if value < ZERO:
            lowest = min(lowest, floor * (HUNDRED + value) / HUNDRED if rule == PriceRule.PERCENT
                         else floor + value)
    return lowest - CENT if lowest < floor else floor


def lowest_average(nightly: Sequence[Decimal], discount_rate: Decimal,
                   plan_prices: Sequence[tuple[str, Decimal]]) -> Decimal:
    """What one room costs a night on average (the discount taken off, as rates.StayRates.
    average_price) under the cheapest of the standard price and these plans' price rules
    (`cutting_plans`: each undercuts the standard price, which then need not be priced)."""
    best = None
    for rule, value in plan_prices or ((None, ZERO),):
        prices = plan_night_prices(nightly, rule, value) if rule else nightly
        average = to_cents(sum(prices, ZERO) * (1 - discount_rate) / len(prices))
        if best is None or average < best:
            best = average
    return best


class WeekPrices(NamedTuple):
    """A room type's nightly prices made once per catalogue copy (`week_prices`), so that a
    search prices a stay by adding up a few of them: by price source (`sources[0]` the base
    price, `sources[1 + i]` the card's season `seasons[i]`) and weekday (Monday 0), a night's
    price under each of the room type's cutting plans (the standard price when it has none),
    made as rates.card_rates and plan_night_price make it (season or base, the weekday rule's
    percentage, the plan's rule rounded to the cent). `keeps`: what a night keeps of its price
    after the length-of-stay discount, by the fewest nights that earn it (`_kept_steps`);
    `single`: the room type has one offer to price (no cutting plan). `seasonless`: the lowest
    averages already worked out of stays no season touches, by (check-in weekday, nights)
    (`week_lowest_average`), filled in as searches ask them."""
    seasons: tuple[StayRule, ...]
    sources: tuple[tuple[tuple[Decimal, ...], ...], ...]
    lengths: tuple[StayRule, ...]
    keeps: tuple[tuple[int, Decimal], ...]
    single: bool
    seasonless: dict[tuple[int, int], Decimal]


# The longest stay whose seasonless average a WeekPrices keeps: at most 7 x 7 answers a room
# type, what a search of a week's stay or less asks (nearly all of them).
SEASONLESS_KEPT_NIGHTS = 7


def _kept_steps(lengths: Sequence[StayRule]) -> tuple[tuple[int, Decimal], ...]:
    """(nights, 1 - the discount rate) at every number of nights from which a stay earns
    another largest length-of-stay discount (rates.length_of_stay_discount), from 0 nights on:
    a stay keeps the last step its nights reach. The discounts earned only grow with the
    nights, so this is length_of_stay_discount's answer, worked out once per copy instead of
    once per priced room type. None without length-of-stay rules."""
    if not lengths:
        return ()
    thresholds = sorted({0, *(rule.min_nights for rule in lengths)})
    return tuple((nights, 1 - length_of_stay_discount(lengths, nights)[0])
                 for nights in thresholds)


def week_prices(card: RateCard, base_price: Decimal,
                plan_prices: Sequence[tuple[str, Decimal]]) -> WeekPrices:
    """The WeekPrices of a room type whose base price is `base_price`, rules `card` and cutting
    plans `plan_prices` (rate_plans.cutting_plans; none: its standard price)."""
    variants = plan_prices or ((None, ZERO),)
    sources = []
    for price in (base_price, *(season.price_per_night for season in card.seasons)):
        week = []
        for adjustment in card.adjustments:
            night = price if adjustment is None else price * (HUNDRED + adjustment) / HUNDRED
            week.append(tuple(plan_night_price(night, rule, value) if rule else night
                              for rule, value in variants))
        sources.append(tuple(week))
    return WeekPrices(card.seasons, tuple(sources), card.lengths, _kept_steps(card.lengths),
                      len(variants) == 1, {})


def week_lowest_average(week: WeekPrices, check_in: date, check_out: date) -> Decimal:
    """`lowest_average` of the stay's nights (rates.card_rates) from the room type's
    WeekPrices: the same price, with no night priced again (a search prices a page of hotels'
    room types for every request, some 40 room types: this is a tenth of its CPU).

    A stay no season touches costs the same as every stay of its nights that starts on the
    same weekday: its answer is kept in `week.seasonless` (stays of up to
    SEASONLESS_KEPT_NIGHTS nights) and given again, four in five of a search's room types at
    full scale (bench/generate.py's seasons)."""
    nights = (check_out - check_in).days
    sources = week.sources
    first_weekday = check_in.weekday()
    # Only the seasons overlapping the stay can set one of its nights (as card_rates).
    seasons = [(sources[index], season) for index, season in enumerate(week.seasons, 1)
               if season.start_date < check_out and season.end_date >= check_in
               ] if week.seasons else None
    if seasons or nights > SEASONLESS_KEPT_NIGHTS:
        return _week_average(week, seasons, check_in, first_weekday, nights)
    key = (first_weekday, nights)
    average = week.seasonless.get(key)
    if average is None:
        # Two threads may both work it out: they store the same Decimal.
        average = week.seasonless[key] = _week_average(week, None, check_in, first_weekday,
                                                       nights)
    return average


def _week_average(week: WeekPrices, seasons: list | None, check_in: date, first_weekday: int,
                  nights: int) -> Decimal:
    """`week_lowest_average`'s sum: the stay's nights from the week tables (`seasons`: those
    overlapping the stay, with their rows of `week.sources`)."""
    base = week.sources[0]
    if seasons:
        nightly = []
        night = check_in
        for offset in range(nights):
            source = base
            for own, season in seasons:  # the first season holding the night sets it
                if season.start_date <= night <= season.end_date:
                    source = own
                    break
            nightly.append(source[(first_weekday + offset) % 7])
            night += ONE_DAY
    else:
        nightly = [base[(first_weekday + offset) % 7] for offset in range(nights)]
    kept = 1
    for fewest, keeps in week.keeps:
        if nights < fewest:
            break
        kept = keeps
    if week.single:  # one offer: its nights added up without a column per offer
        return to_cents(sum([prices[0] for prices in nightly]) * kept / nights)
    # Each offer's nights added up (a column of `nightly` per offer).
    return min(to_cents(sum(prices) * kept / nights) for prices in zip(*nightly, strict=True))


def price_offer(hotel, room_type: RoomType, check_in: date, check_out: date, rooms: int,
                rules: Sequence[StayRule], offer: Offer,
                children: Sequence[int] = ()) -> PriceBreakdown:
    """The priced stay of `rooms` rooms under `offer`: each night of the room type's rates
    under the offer's price rule, the length-of-stay discount as for the standard price, and
    `child_price` a night for each of `children` (ages, all in the child-age band). Raises
    pricing.StayTooExpensive past what a booking can hold."""
    return price_rates_offer(hotel, stay_rates(room_type.price_per_night, rules, check_in,
                                               check_out), rooms, offer, children)


def price_rates_offer(hotel, rates: StayRates, rooms: int, offer: Offer,
                      children: Sequence[int] = (), *,
                      standard: PriceBreakdown | None = None) -> PriceBreakdown:
    """`price_offer` of a stay whose room type's rates (rates.StayRates) are made: availability
    makes them once per room type and prices each of its plans from them.

    `standard`: the standard price of the same rates and rooms (pricing.price_nights_for_hotel
    with their discount), given back as it is when the offer changes no night's price and
    charges no child: each line of the two is the same sum of the same cents. A plan that only
    changes the terms (cancellation, meals, payment) is common, and availability prices every
    plan of every room type (a third of the generated plans: bench/request_cpu.py)."""
    if (standard is not None and not children and leaves_prices(offer)
            and all(night.price >= ZERO for night in standard.nightly)):
        return standard
    # Each night's price under the plan comes rounded to the cent (plan_night_prices).
    prices = plan_night_prices([n.price for n in rates.nightly], offer.price_rule,
                               offer.price_value)
    nightly = tuple([NightPrice(n.night, price, n.season)
                     for n, price in zip(rates.nightly, prices, strict=True)])
    child_charges = offer.child_price * len(children) * len(nightly)
    return price_cent_nights(nightly, rooms, service_charge_rate=hotel.service_charge_rate,
                             vat_rate=hotel.vat_rate, discount_rate=rates.discount_rate,
                             discount_name=rates.discount_name, child_charges=child_charges)


def is_offered(plan: RatePlan, hotel) -> bool:
    """Whether guests see the plan: active, and paid online or at a hotel that takes
    pay-at-property rooms."""
    return plan.is_active and (plan.payment == PaymentTiming.PAY_NOW
                               or hotel.pay_at_property_rooms_per_night > 0)


@functools.cache
def _active_plans_statement():
    """The active plans of the room types in the bind parameter room_type_ids, oldest first:
    built once, as every availability reads it (building it and its cache key was most of the
    read's CPU; stays.CHECK_IN says why)."""
    return (select(RatePlan)
            .where(RatePlan.room_type_id.in_(bindparam("room_type_ids", expanding=True)),
                   RatePlan.is_active.is_(True))
            .order_by(RatePlan.id))


def offered_plans(hotel, room_type_ids: Iterable[int]) -> dict[int, list[RatePlan]]:
    """The plans guests see of these room types of `hotel`, oldest first, in one query."""
    ids = list(room_type_ids)
    plans: dict[int, list[RatePlan]] = defaultdict(list)
    if ids:
        for plan in db.session.scalars(_active_plans_statement(), {"room_type_ids": ids}):
            if is_offered(plan, hotel):
                plans[plan.room_type_id].append(plan)
    return plans


def resolve_offer(hotel, room_type: RoomType, rate_plan_id: int | None) -> Offer:
    """The offer a quote or booking asks for: the standard one without `rate_plan_id`. Raises
    ValidationFailed on rate_plan_id for a plan that is not offered on this room type."""
    if rate_plan_id is None:
        return standard_offer(hotel)
    plan = db.session.scalar(select(RatePlan).where(RatePlan.id == rate_plan_id,
                                                    RatePlan.room_type_id == room_type.id))
    if plan is None or not is_offered(plan, hotel):
        raise ValidationFailed(_("is not a rate plan on sale for this room type"),
                               field="rate_plan_id")
    return plan_offer(plan)


def copy_offer(booking: Booking, offer: Offer) -> None:
    """Write the offer onto the booking as sold (the module's docstring says why)."""
    booking.rate_plan_id = offer.plan_id
    booking.rate_plan_name = offer.name
    booking.cancellation_rule = offer.cancellation
    booking.free_cancellation_hours = offer.free_cancellation_hours
    booking.payment_timing = offer.payment
    booking.meals = offer.meals


def booking_offer(booking: Booking) -> Offer:
    """The offer a booking was sold under; a booking made before plans has none stored and
    follows the hotel's current settings (the standard offer, as it did then)."""
    if booking.cancellation_rule is None:
        return standard_offer(booking.hotel)
    return Offer(booking.rate_plan_id, booking.rate_plan_name, None, ZERO,
                 booking.cancellation_rule, booking.free_cancellation_hours,
                 booking.payment_timing, booking.meals, ZERO)


def booking_deadline(booking: Booking) -> datetime | None:
    """Until when cancelling the booking is free (naive UTC); None when it never is."""
    return booking_offer(booking).deadline(booking.hotel, booking.check_in)


# --- paying at the property ---------------------------------------------------------------------

def refuse_pay_at_property(guest: Guest | None) -> None:
    """The guarantee of a booking paid at the hotel is the guest's record. Raises Forbidden
    (403) for a guest checkout, an unverified account, or a guest with too many no-shows."""
    if guest is None or not guest.email_verified:
        raise Forbidden(_("Paying at the property needs a signed-in guest account with a "
                          "verified email; choose a plan paid online or sign in"))
    limit = current_app.config["PAY_AT_PROPERTY_MAX_NO_SHOWS"]
    no_shows = db.session.scalar(select(func.count()).select_from(Booking).where(
        Booking.guest_id == guest.id, Booking.status == BookingStatus.NO_SHOW))
    if no_shows >= limit:
        raise Forbidden(_("Paying at the property is not available after %(no_shows)s no-shows; "
                          "choose a plan paid online", no_shows=no_shows))


def enforce_pay_at_property_cap(hotel, check_in: date, check_out: date, rooms: int) -> None:
    """Inside the booking's transaction: refuse (Conflict, 409) a stay that would take the
    hotel past its pay-at-property rooms on any night. Concurrent pay-at-property bookings of
    one hotel wait for each other here, so they cannot all count the same rooms."""
    lock_name(f"pay_at_property:{hotel.id}")
    cap = hotel.pay_at_property_rooms_per_night
    taken: dict[date, int] = defaultdict(int)
    for start, end, booked in db.session.execute(
            select(Booking.check_in, Booking.check_out, Booking.rooms).where(
                Booking.hotel_id == hotel.id,
                Booking.payment_timing == PaymentTiming.PAY_AT_PROPERTY,
                Booking.status.in_(BookingStatus.OCCUPYING),
                Booking.check_in < check_out, Booking.check_out > check_in)):
        night = max(start, check_in)
        while night < min(end, check_out):
            taken[night] += booked
            night += timedelta(days=1)
    night = check_in
    while night < check_out:
        if taken[night] + rooms > cap:
            left = max(0, cap - taken[night])
            raise Conflict(_("The hotel takes %(left)s more pay-at-property room(s) on "
                             "%(night)s; choose a plan paid online", left=left,
                             night=night.isoformat()))
        night += timedelta(days=1)


def unpaid_at_property(today: date):
    """SQL condition on Booking: confirmed to be paid at the hotel and not yet ended: it counts
    toward the guest's hold limit as an unpaid hold does."""
    return and_(Booking.payment_timing == PaymentTiming.PAY_AT_PROPERTY,
                Booking.status == BookingStatus.CONFIRMED, Booking.check_out > today)


# --- staff ---------------------------------------------------------------------------------------

PLAN_FIELDS = ("name", "name_am", "name_om", "name_ti", "price_rule", "price_value",
               "cancellation", "free_cancellation_hours", "payment", "meals", "child_price",
               "is_active")


def list_plans(room_type: RoomType) -> list[RatePlan]:
    return list(db.session.scalars(select(RatePlan).where(RatePlan.room_type_id == room_type.id)
                                   .order_by(RatePlan.id)))


def _own_plan(room_type: RoomType, plan_id: int) -> RatePlan:
    plan = db.session.scalar(select(RatePlan).where(RatePlan.id == plan_id,
                                                    RatePlan.room_type_id == room_type.id))
    if plan is None:
        raise NotFound(_("Rate plan not found"))
    return plan


def _check_plan(plan: RatePlan) -> None:
    """A plan's fields hold together. Raises ValidationFailed naming the field."""
    if plan.price_rule == PriceRule.PERCENT and plan.price_value < -MAX_PERCENT_CUT:
        raise ValidationFailed(_("a percentage cuts at most %(max)s%%", max=MAX_PERCENT_CUT),
                               field="price_value")
    if abs(plan.price_value) > MONEY_MAX:
        raise ValidationFailed(_("is too large"), field="price_value")
    if plan.cancellation == CancellationRule.FREE_UNTIL:
        if plan.free_cancellation_hours is None:
            raise ValidationFailed(_("is required when cancellation is free_until"),
                                   field="free_cancellation_hours")
    else:
        plan.free_cancellation_hours = None  # only free_until has a window
    if not plan.name.strip():
        raise ValidationFailed(_("must not be blank"), field="name")


def create_plan(room_type: RoomType, data: dict) -> RatePlan:
    """Add a plan to the room type (staff). Raises ValidationFailed naming the field."""
    plan = RatePlan(room_type_id=room_type.id, **{key: data[key] for key in PLAN_FIELDS
                                                   if key in data})
    plan.is_active = data.get("is_active", True)
    plan.child_price = data.get("child_price") or ZERO
    _check_plan(plan)
    db.session.add(plan)
    db.session.commit()
    return plan


def update_plan(room_type: RoomType, plan_id: int, changes: dict) -> RatePlan:
    """Change some fields of a plan; bookings already made keep the terms they were sold
    under. Raises NotFound (another room type's plan) and ValidationFailed."""
    plan = _own_plan(room_type, plan_id)
    for key in PLAN_FIELDS:
        if key in changes:
            setattr(plan, key, changes[key])
    _check_plan(plan)
    db.session.commit()
    return plan


def delete_plan(room_type: RoomType, plan_id: int) -> None:
    """Remove a plan; its bookings keep its name and terms (their link is cleared)."""
    db.session.delete(_own_plan(room_type, plan_id))
    db.session.commit()
