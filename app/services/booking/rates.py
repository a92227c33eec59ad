"""Each night's price of a room type, from its base price and its rate rules (docs/booking.md).

- A night inside a season costs the season's price; where seasons overlap, the one that starts
  latest wins (a three-day Timkat inside a January high season), then the newest.
- A weekday rule then adds (or takes off) its percentage on its weekdays; where several name
  the same weekday, the newest wins.
- A length-of-stay rule takes its percentage off the room charges of a stay of at least its
  nights; of those that apply, the largest discount wins.
Prices are per room; app/services/booking/pricing.py turns the nights into money owed.

Staff manage the rules (`create_rule`, `delete_rule`); quotes, bookings and availability price
through `stay_rates` (`price_room_type_stay`, with the rules inventory.free_room_types reads
beside the free rooms: `with_stay_rules`); search through its worker's copy of all the rules.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import and_, or_, select

from app.errors import NotFound, ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import RateKind, RateRule, RoomType
from app.models.base import ZERO, to_cents
from app.models.rates import parse_weekdays
from app.services.booking.pricing import NightPrice, PriceBreakdown, price_nights_for_hotel
from app.services.booking.stays import CHECK_IN, CHECK_OUT, NIGHTS

HUNDRED = Decimal(100)
CENT = Decimal("0.01")
ONE_DAY = timedelta(days=1)
# A season longer than this is refused: a typo, not a plan.
MAX_SEASON_DAYS = 366


@dataclass(frozen=True)
class StayRates:
    nightly: tuple[NightPrice, ...]
    discount_rate: Decimal
    discount_name: str | None

    @property
    def average_price(self) -> Decimal:
        """What one room costs a night on average, the discount taken off (search lists it)."""
        total = sum((n.price for n in self.nightly), ZERO) * (1 - self.discount_rate)
        return to_cents(total / len(self.nightly))


def rules_by_room_type(room_type_ids: Iterable[int]) -> dict[int, list[RateRule]]:
    """The rate rules of these room types, oldest first, in one query."""
    ids = list(room_type_ids)
    rules: dict[int, list[RateRule]] = defaultdict(list)
    if ids:
        for rule in db.session.scalars(
                select(RateRule).where(RateRule.room_type_id.in_(ids)).order_by(RateRule.id)):
            rules[rule.room_type_id].append(rule)
    return rules


class StayRule(NamedTuple):
    """A rate rule as plain values (a search reads thousands: no ORM objects, and a tuple is
    the cheapest object to make)."""
    id: int
    kind: str
    name: str
    start_date: date | None
    end_date: date | None
    price_per_night: Decimal | None
    weekday_numbers: frozenset[int]
    adjustment_percent: Decimal | None
    min_nights: int | None
    discount_percent: Decimal | None


# A rule's columns as a StayRule takes them (`stay_rule`), for queries that read rules beside
# other columns.
STAY_RULE_COLUMNS = (RateRule.id, RateRule.kind, RateRule.name, RateRule.start_date,
                     RateRule.end_date, RateRule.price_per_night, RateRule.weekdays,
                     RateRule.adjustment_percent, RateRule.min_nights, RateRule.discount_percent)


def stay_rule(values) -> StayRule:
    """A StayRule from the values of STAY_RULE_COLUMNS."""
    rule_id, kind, name, start, end, price, weekdays, adjustment, min_nights, discount = values
    return StayRule(rule_id, kind, name, start, end, price, parse_weekdays(weekdays), adjustment,
                    min_nights, discount)


def can_change_stay_price():
    """SQL condition on RateRule: the rule can change the price of the stay (the bind parameters
    stays.CHECK_IN, CHECK_OUT and NIGHTS): a season overlapping it, a weekday rule, a
    length-of-stay discount it is long enough for. `stay_rates` gives the same prices with these
    as with all of a room type's rules."""
    return or_(
        and_(RateRule.kind == RateKind.SEASON, RateRule.start_date < CHECK_OUT,
             RateRule.end_date >= CHECK_IN),
        RateRule.kind == RateKind.WEEKDAY,
        and_(RateRule.kind == RateKind.LENGTH_OF_STAY, RateRule.min_nights <= NIGHTS))


def with_stay_rules(query):
    """`query` (a SELECT over room_types, the room type's id its first column) with each room
    type's rules that can change the stay's price outer-joined (`can_change_stay_price`: run it
    with `stays.stay_values`): a row per room type and rule, the rule's STAY_RULE_COLUMNS last
    (None without a rule), rules oldest first. Read the rows with `group_stay_rules`."""
    return (query.add_columns(*STAY_RULE_COLUMNS)
            .outerjoin(RateRule, and_(RateRule.room_type_id == RoomType.id,
                                      can_change_stay_price()))
            .order_by(RateRule.id))


def group_stay_rules(rows) -> list[tuple[tuple, tuple[StayRule, ...]]]:
    """The rows of a `with_stay_rules` query, one per room type in the order first met: its own
    values and its rules."""
    width = len(STAY_RULE_COLUMNS)
    grouped: dict[int, tuple[tuple, list[StayRule]]] = {}
    for row in rows:
        own, rule = tuple(row[:-width]), row[-width:]
        rules = grouped.setdefault(own[0], (own, []))[1]
        if rule[0] is not None:
            rules.append(stay_rule(rule))
    return [(own, tuple(rules)) for own, rules in grouped.values()]


class RateCard(NamedTuple):
    """A room type's rate rules arranged once for pricing many stays (`rate_card`): the
    worker's catalogue copy keeps one per room type, so a search prices a page of hotels
    without sorting each room type's rules again for every stay."""
    # Latest start first, then the newest: the first that holds a night sets its price.
    seasons: tuple[StayRule, ...]
    # By weekday (Monday 0): the newest weekday rule's percentage naming it, or None.
    adjustments: tuple[Decimal | None, ...]
    lengths: tuple[StayRule, ...]  # the length-of-stay rules


def rate_card(rules: Sequence[RateRule | StayRule]) -> RateCard:
    """`rules` (a room type's) arranged as the module docstring's rules read them."""
    adjustments: dict[int, Decimal] = {}
    for rule in sorted((r for r in rules if r.kind == RateKind.WEEKDAY), key=lambda r: r.id,
                       reverse=True):
        for weekday in rule.weekday_numbers:
            adjustments.setdefault(weekday, rule.adjustment_percent)
    return RateCard(
        tuple(sorted((r for r in rules if r.kind == RateKind.SEASON),
                     key=lambda r: (r.start_date, r.id), reverse=True)),
        tuple(adjustments.get(weekday) for weekday in range(7)),
        tuple(r for r in rules if r.kind == RateKind.LENGTH_OF_STAY))


def stay_rates(base_price: Decimal, rules: Sequence[RateRule | StayRule], check_in: date,
               check_out: date) -> StayRates:
    """Each night's price of one room whose base price is `base_price` under `rules` (its room
    type's), and the stay's length-of-stay discount."""
    return card_rates(rate_card(rules), base_price, check_in, check_out)


def card_rates(card: RateCard, base_price: Decimal, check_in: date, check_out: date) -> StayRates:
    """`stay_rates` from the rules' RateCard."""
    # Only the seasons overlapping the stay can set one of its nights (a search prices a page
    # of room types with a year of seasons each).
    seasons = [s for s in card.seasons if s.start_date < check_out and s.end_date >= check_in]
    adjustments = card.adjustments
    nightly = []
    night = check_in
    while night < check_out:
        season = (next((s for s in seasons if s.start_date <= night <= s.end_date), None)
                  if seasons else None)
        price = season.price_per_night if season else base_price
        adjustment = adjustments[night.weekday()]
        if adjustment is not None:
            price = price * (HUNDRED + adjustment) / HUNDRED
        nightly.append(NightPrice(night, price, season.name if season else None))
        night += ONE_DAY
    rate, name = length_of_stay_discount(card.lengths, len(nightly))
    return StayRates(tuple(nightly), rate, name)


def price_floor(base_price: Decimal, rules: Sequence[RateRule | StayRule]) -> Decimal | None:
    """A price no stay can average a night below under these rules: the lowest nightly price
    (base or season) with the largest weekday cut and the largest long-stay discount taken off,
    a cent lower for rounding. None when the rules bound nothing (a cut or discount beyond 100%).
    A search prices a hotel's room types by floor and stops at the first floor above the price
    it has found (catalogue.HotelSearch.lowest_price)."""
    lowest = min([base_price, *(r.price_per_night for r in rules if r.kind == RateKind.SEASON)])
    cut = min([ZERO, *(r.adjustment_percent for r in rules if r.kind == RateKind.WEEKDAY)])
    discount = max([ZERO, *(r.discount_percent for r in rules if r.kind == RateKind.LENGTH_OF_STAY)])
    if lowest < ZERO or cut < -HUNDRED or discount > HUNDRED:
        return None
    return lowest * (HUNDRED + cut) / HUNDRED * (HUNDRED - discount) / HUNDRED - CENT


def length_of_stay_discount(rules: Sequence[RateRule | StayRule], nights: int) -> tuple[Decimal, str | None]:
    """(rate, name) of the largest length-of-stay discount a stay of `nights` earns."""
    earned = [r for r in rules if r.kind == RateKind.LENGTH_OF_STAY and nights >= r.min_nights]
    if not earned:
        return ZERO, None
    best = max(earned, key=lambda r: (r.discount_percent, r.id))
    return best.discount_percent / HUNDRED, best.name


def price_room_type_stay(hotel, room_type: RoomType, check_in: date, check_out: date, rooms: int,
                         rules: Sequence[StayRule]) -> PriceBreakdown:
    """The priced stay of `rooms` rooms of `room_type`, night by night, with the hotel's
    service charge and VAT, under `rules` (its rules for the stay: inventory.free_room_types
    reads them with the free rooms)."""
    rates = stay_rates(room_type.price_per_night, rules, check_in, check_out)
    return price_nights_for_hotel(hotel, rates.nightly, rooms, discount_rate=rates.discount_rate,
                                  discount_name=rates.discount_name)


# --- staff -------------------------------------------------------------------------------------

def list_rules(room_type: RoomType) -> list[RateRule]:
    return rules_by_room_type([room_type.id])[room_type.id]


def create_rule(room_type: RoomType, data: dict) -> RateRule:
    """Add a rule of `data["kind"]` with the fields of its kind (others are refused).
    Raises ValidationFailed naming the field."""
    kind = data["kind"]
    fields_of_kind = {
        RateKind.SEASON: {"start_date", "end_date", "price_per_night"},
        RateKind.WEEKDAY: {"weekdays", "adjustment_percent"},
        RateKind.LENGTH_OF_STAY: {"min_nights", "discount_percent"},
    }[kind]
    given = {key for key, value in data.items() if value is not None} - {"kind", "name"}
    for extra in sorted(given - fields_of_kind):
        raise ValidationFailed(_("is not a field of a %(kind)s rate", kind=kind), field=extra)
    for missing in sorted(fields_of_kind - given):
        raise ValidationFailed(_("is required for a %(kind)s rate", kind=kind), field=missing)
    if kind == RateKind.SEASON:
        if data["end_date"] < data["start_date"]:
            raise ValidationFailed(_("must not be before start_date"), field="end_date")
        if (data["end_date"] - data["start_date"]).days >= MAX_SEASON_DAYS:
            raise ValidationFailed(_("a season lasts at most %(days)s days", days=MAX_SEASON_DAYS),
                                   field="end_date")
    rule = RateRule(room_type_id=room_type.id, kind=kind, name=data["name"].strip(),
                    start_date=data.get("start_date"), end_date=data.get("end_date"),
                    price_per_night=data.get("price_per_night"),
                    weekdays=",".join(str(d) for d in sorted(set(data["weekdays"])))
                    if data.get("weekdays") else None,
                    adjustment_percent=data.get("adjustment_percent"),
                    min_nights=data.get("min_nights"), discount_percent=data.get("discount_percent"))
    db.session.add(rule)
    db.session.commit()
    return rule


def delete_rule(room_type: RoomType, rule_id: int) -> None:
    rule = db.session.scalar(select(RateRule).where(RateRule.id == rule_id,
                                                    RateRule.room_type_id == room_type.id))
    if rule is None:
        raise NotFound(_("Rate not found"))
    db.session.delete(rule)
    db.session.commit()
