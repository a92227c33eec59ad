"""The map: coordinates on cards, radius and box searches, the distance sort, and bad input."""

from __future__ import annotations

import math
import random
from decimal import Decimal

import pytest

from app.services.booking import geo
from tests.bookings.helpers import BASE, stock

CENTRE = (9.0300, 38.7400)  # Addis Ababa


def search(client, **params):
    return client.get(f"{BASE}/hotels", query_string=params)


def placed(make, name, latitude, longitude, **kwargs):
    hotel, _ = stock(make, name=name, latitude=None if latitude is None else Decimal(str(latitude)),
                     longitude=None if longitude is None else Decimal(str(longitude)), **kwargs)
    return hotel


def names(response):
    assert response.status_code == 200, response.json
    return [card["name"] for card in response.json["data"]["hotels"]]


# --- geo, without HTTP --------------------------------------------------------------------------

def test_a_degree_of_latitude_is_about_111_km():
    assert geo.distance_km(9.0, 38.7, 10.0, 38.7) == pytest.approx(111.195, abs=0.001)
    assert geo.distance_km(9.0, 38.7, 9.0, 38.7) == 0.0


def test_distance_is_symmetric_and_agrees_with_the_flat_approximation_at_city_scale():
    addis, bahir_dar = (9.0300, 38.7400), (11.5936, 37.3908)
    there = geo.distance_km(*addis, *bahir_dar)
    assert there == pytest.approx(geo.distance_km(*bahir_dar, *addis), rel=1e-12)
    mean_latitude = math.radians((addis[0] + bahir_dar[0]) / 2)
    flat = geo.KM_PER_DEGREE_LATITUDE * math.hypot(
        bahir_dar[0] - addis[0], (bahir_dar[1] - addis[1]) * math.cos(mean_latitude))
    assert there == pytest.approx(flat, rel=0.005)


def test_a_radius_box_reaching_a_pole_or_the_antimeridian_takes_every_longitude():
    assert geo.box_around(89.9, 10.0, 50) == geo.BoundingBox(-180.0, pytest.approx(89.45, abs=0.01),
                                                            180.0, 90.0)
    box = geo.box_around(0.0, 179.99, 10)
    assert (box.west, box.east) == (-180.0, 180.0)


def test_the_point_index_finds_what_measuring_every_point_finds():
    rng = random.Random(7)

    class Point:
        def __init__(self, id_, latitude, longitude):
            self.id, self.latitude, self.longitude = id_, latitude, longitude

    points = [Point(n, rng.uniform(3, 15), rng.uniform(33, 48)) for n in range(2000)]
    points.append(Point(9999, None, None))
    index = geo.PointIndex(points)
    assert len(index) == 2000
    for _ in range(50):
        lat, lng, radius = rng.uniform(3, 15), rng.uniform(33, 48), rng.uniform(1, 400)
        expected = {p.id for p in points if p.latitude is not None
                    and geo.distance_km(lat, lng, p.latitude, p.longitude) <= radius}
        assert set(index.within(lat, lng, radius)) == expected
        box = geo.BoundingBox(lng - 1, lat - 0.5, lng + 1.5, lat + 0.7)
        assert {p.id for p in index.inside(box)} == {
            p.id for p in points if p.latitude is not None and box.contains(p.latitude, p.longitude)}


# --- the search ---------------------------------------------------------------------------------

def test_every_card_carries_its_coordinates(client, make):
    placed(make, "Placed", 9.0123, 38.7612)
    placed(make, "Unplaced", None, None)

    cards = {card["name"]: card for card in search(client).json["data"]["hotels"]}

    assert (cards["Placed"]["latitude"], cards["Placed"]["longitude"]) == (9.0123, 38.7612)
    assert cards["Placed"]["distance_km"] is None  # no point asked
    assert (cards["Unplaced"]["latitude"], cards["Unplaced"]["longitude"]) == (None, None)


def test_radius_keeps_hotels_within_it_and_measures_them(client, make):
    lat, lng = CENTRE
    placed(make, "Centre", lat, lng)
    placed(make, "Two km north", lat + 0.018, lng)
    placed(make, "Ten km east", lat, lng + 0.091)
    placed(make, "Unplaced", None, None)

    response = search(client, lat=lat, lng=lng, radius_km=5, sort="distance")

    assert names(response) == ["Centre", "Two km north"]
    cards = response.json["data"]["hotels"]
    assert cards[0]["distance_km"] == 0.0
    assert cards[1]["distance_km"] == pytest.approx(2.001, abs=0.001)
    assert response.json["data"]["total"] == 2


def test_a_hotel_exactly_on_the_circle_is_in_and_a_metre_further_is_out(client, make):
    lat, lng = CENTRE
    placed(make, "On the circle", lat + 0.05, lng + 0.03)
    exact = geo.distance_km(lat, lng, lat + 0.05, lng + 0.03)

    assert names(search(client, lat=lat, lng=lng, radius_km=exact)) == ["On the circle"]
    assert names(search(client, lat=lat, lng=lng, radius_km=exact - 0.001)) == []


def test_bounding_box_keeps_hotels_inside_it_edges_included(client, make):
    placed(make, "Inside", 9.00, 38.75)
    placed(make, "On the north-east corner", 9.05, 38.80)
    placed(make, "North of it", 9.0501, 38.75)
    placed(make, "West of it", 9.00, 38.6999)
    placed(make, "Unplaced", None, None)

    assert sorted(names(search(client, bbox="38.70,8.98,38.80,9.05"))) == [
        "Inside", "On the north-east corner"]


def test_radius_and_box_both_apply(client, make):
    lat, lng = CENTRE
    placed(make, "Near, inside the box", lat + 0.01, lng)
    placed(make, "Near, outside the box", lat - 0.01, lng)
    placed(make, "Far, inside the box", lat + 0.2, lng)

    response = search(client, lat=lat, lng=lng, radius_km=3, bbox=f"{lng - 1},{lat},{lng + 1},{lat + 1}")

    assert names(response) == ["Near, inside the box"]


def test_distance_sort_puts_the_nearest_first_and_unplaced_hotels_last(client, make):
    lat, lng = CENTRE
    placed(make, "Far", lat + 0.3, lng)
    placed(make, "Near", lat + 0.01, lng)
    placed(make, "Unplaced", None, None)
    placed(make, "Middle", lat, lng - 0.1)

    response = search(client, lat=lat, lng=lng, sort="distance")

    assert names(response) == ["Near", "Middle", "Far", "Unplaced"]
    distances = [card["distance_km"] for card in response.json["data"]["hotels"]]
    assert distances[:3] == sorted(distances[:3]) and distances[3] is None


def test_distance_sort_pages_do_not_overlap(client, make):
    lat, lng = CENTRE
    for n in range(7):
        placed(make, f"Hotel {n}", lat + 0.01 * (n % 3), lng)  # ties go by name

    pages = [names(search(client, lat=lat, lng=lng, sort="distance", limit=3, page=page))
             for page in (1, 2, 3)]

    assert [name for page in pages for name in page] == [
        "Hotel 0", "Hotel 3", "Hotel 6", "Hotel 1", "Hotel 4", "Hotel 2", "Hotel 5"]


def test_map_filters_combine_with_city_price_and_dates(client, make):
    lat, lng = CENTRE
    placed(make, "Cheap near", lat, lng, price="900.00")
    placed(make, "Dear near", lat, lng, price="9000.00")
    placed(make, "Cheap near, Adama", lat, lng, price="900.00", city="Adama")

    response = search(client, lat=lat, lng=lng, radius_km=1, max_price="1000", city="Addis",
                      sort="price_asc")

    assert names(response) == ["Cheap near"]
    assert response.json["data"]["hotels"][0]["distance_km"] == 0.0


@pytest.mark.parametrize("params, field", [
    ({"lat": 91, "lng": 38}, "lat"),
    ({"lat": -90.5, "lng": 38}, "lat"),
    ({"lat": 9, "lng": 181}, "lng"),
    ({"lat": 9}, "lng"),
    ({"lng": 38}, "lat"),
    ({"lat": 9, "lng": 38, "radius_km": -1}, "radius_km"),
    ({"lat": 9, "lng": 38, "radius_km": 0}, "radius_km"),
    ({"lat": 9, "lng": 38, "radius_km": 501}, "radius_km"),
    ({"lat": 9, "lng": 38, "radius_km": "nan"}, "radius_km"),
    ({"radius_km": 5}, "radius_km"),
    ({"sort": "distance"}, "sort"),
    ({"bbox": "38.8,8.9,38.7,9.1"}, "bbox"),  # west east of east
    ({"bbox": "38.7,9.1,38.8,8.9"}, "bbox"),  # south above north
    ({"bbox": "38.7,8.9,38.8"}, "bbox"),
    ({"bbox": "38.7,8.9,38.8,95"}, "bbox"),
    ({"bbox": "190,8.9,191,9"}, "bbox"),
    ({"bbox": "a,b,c,d"}, "bbox"),
])
def test_bad_map_input_is_a_422_naming_the_field(client, make, params, field):
    stock(make)

    response = search(client, **params)

    assert response.status_code == 422, response.json
    assert response.json["status"] == "error"
    assert any(name.split(".")[0] == field for name in response.json["errors"])
