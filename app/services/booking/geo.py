"""Places on the map: the distance between two points and the hotels near a point or inside a
box, computed in Python on the worker's catalogue copy (no spatial extension in the database).

Distances are great-circle distances (haversine, mean Earth radius): within a city they agree
with a road map's straight line to a few metres. A radius search first takes the hotels inside
the box around the circle (`box_around`) from the copy's hotels sorted by latitude (`PointIndex`,
two binary searches), and measures only those; a box search does the same without measuring.

Boxes do not cross the antimeridian (longitude 180): a box whose west edge lies east of its east
edge is refused as upside down. Ethiopia is nowhere near it; a radius that would reach it, or a
pole, simply searches every longitude.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from app.errors import ValidationFailed
from app.i18n import _

EARTH_RADIUS_KM = 6371.0088  # the mean radius (IUGG)
KM_PER_DEGREE_LATITUDE = math.pi * EARTH_RADIUS_KM / 180  # ~111.2 km
MAX_RADIUS_KM = 500.0
# Added around a radius's box so that rounding never leaves out a point on the circle (~0.1 mm).
_BOX_MARGIN_DEGREES = 1e-9


def distance_km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    """Great-circle distance in km (haversine)."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    half_dphi = (phi2 - phi1) / 2
    half_dlambda = math.radians(lng2 - lng1) / 2
    a = math.sin(half_dphi) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(half_dlambda) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))


@dataclass(frozen=True)
class BoundingBox:
    """Edges in degrees, both included: south <= latitude <= north, west <= longitude <= east."""
    west: float
    south: float
    east: float
    north: float

    @classmethod
    def parse(cls, values: Iterable[float], field: str = "bbox") -> BoundingBox:
        """A box from [west, south, east, north] (GeoJSON's order). Raises ValidationFailed
        naming `field` for a wrong count, a value off the globe or edges upside down."""
        values = list(values)
        if len(values) != 4:
            raise ValidationFailed(_("give four numbers: west,south,east,north"), field=field)
        west, south, east, north = values
        if not all(-90 <= v <= 90 for v in (south, north)):
            raise ValidationFailed(_("south and north must be latitudes, -90 to 90"), field=field)
        if not all(-180 <= v <= 180 for v in (west, east)):
            raise ValidationFailed(_("west and east must be longitudes, -180 to 180"), field=field)
        if south > north:
            raise ValidationFailed(_("south must not be above north"), field=field)
        if west > east:
            raise ValidationFailed(_("west must not be east of east (a box may not cross the "
                                   "antimeridian)"), field=field)
        return cls(west, south, east, north)

    def contains(self, latitude: float, longitude: float) -> bool:
        return (self.south <= latitude <= self.north) and (self.west <= longitude <= self.east)


def box_around(latitude: float, longitude: float, radius_km: float) -> BoundingBox:
    """The smallest latitude/longitude box holding every point within `radius_km` of the
    point: every longitude when the circle reaches a pole or the antimeridian."""
    dlat = radius_km / KM_PER_DEGREE_LATITUDE + _BOX_MARGIN_DEGREES
    south, north = latitude - dlat, latitude + dlat
    if south <= -90 or north >= 90:
        return BoundingBox(-180.0, max(south, -90.0), 180.0, min(north, 90.0))
    # At the latitude farthest from the equator the box reaches, a degree of longitude is
    # shortest: the circle spans the most longitude there.
    widest = math.cos(math.radians(max(abs(south), abs(north))))
    dlng = dlat / widest + _BOX_MARGIN_DEGREES
    west, east = longitude - dlng, longitude + dlng
    if west < -180 or east > 180:
        return BoundingBox(-180.0, south, 180.0, north)
    return BoundingBox(west, south, east, north)


class Located(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def latitude(self) -> float | None: ...
    @property
    def longitude(self) -> float | None: ...


T = TypeVar("T", bound=Located)


class PointIndex(Generic[T]):
    """Items with coordinates, sorted by latitude: those inside a box in two binary searches
    and a longitude check of the band between them. Items without coordinates are left out."""

    def __init__(self, items: Iterable[T]) -> None:
        located = sorted((item for item in items if item.latitude is not None
                          and item.longitude is not None), key=lambda item: item.latitude)
        self._latitudes = [item.latitude for item in located]
        self._items = located

    def __len__(self) -> int:
        return len(self._items)

    def inside(self, box: BoundingBox) -> list[T]:
        start = bisect_left(self._latitudes, box.south)
        stop = bisect_right(self._latitudes, box.north)
        return [item for item in self._items[start:stop] if box.west <= item.longitude <= box.east]

    def within(self, latitude: float, longitude: float, radius_km: float) -> dict[int, float]:
        """{item id: distance in km} of the items within `radius_km` of the point (inclusive)."""
        found = {}
        for item in self.inside(box_around(latitude, longitude, radius_km)):
            distance = distance_km(latitude, longitude, item.latitude, item.longitude)
            if distance <= radius_km:
                found[item.id] = distance
        return found
