"""Who may stay in a room type (docs/booking.md, "Occupancy"): `guests` adults and `children`
(their ages) in `rooms` rooms.

Per room: at most `capacity` people (the spec's room_type_capacity, the maximum occupancy), of
them at most `max_adults` adults and `max_children` children (None: up to capacity). A child is
0 to the room type's `child_max_age` years old; anyone older is an adult and counts in `guests`.
A child costs what the rate plan charges a night (rate_plans.py; the standard offer: nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.errors import ValidationFailed
from app.i18n import _
from app.models import RoomType

# Ages a client may send at all; the room type's band decides who is a child.
MAX_CHILD_AGE = 17
MAX_CHILDREN = 20


def max_adults(room_type: RoomType) -> int:
    return room_type.capacity if room_type.max_adults is None else room_type.max_adults


def max_children(room_type: RoomType) -> int:
    return room_type.capacity if room_type.max_children is None else room_type.max_children


def check_party(room_type: RoomType, adults: int, children: Sequence[int], rooms: int) -> None:
    """Raises ValidationFailed naming the field (`children` or `guests`) unless the party fits
    `rooms` rooms of the room type."""
    for age in children:
        if age > room_type.child_max_age:
            raise ValidationFailed(
                _("a child is at most %(max_age)s years old for this room type; count a guest of "
                  "%(age)s in guests (adults)", max_age=room_type.child_max_age, age=age),
                field="children")
    if adults > max_adults(room_type) * rooms:
        raise ValidationFailed(_("at most %(adults)s adults fit in %(rooms)s room(s) of this type",
                                 adults=max_adults(room_type) * rooms, rooms=rooms),
                               field="guests")
    if len(children) > max_children(room_type) * rooms:
        raise ValidationFailed(_("at most %(children)s children fit in %(rooms)s room(s) of this "
                                 "type", children=max_children(room_type) * rooms, rooms=rooms),
                               field="children")
    if adults + len(children) > room_type.capacity * rooms:
        raise ValidationFailed(
            _("at most %(guests)s guests (adults and children) fit in %(rooms)s room(s) of this "
              "type", guests=room_type.capacity * rooms, rooms=rooms),
            field="children" if children else "guests")
