"""Staff manage a room type's rates: seasons, weekday adjustments, length-of-stay discounts."""

from __future__ import annotations

import pytest

from app.extensions import db
from app.models import RateRule
from tests.staff.conftest import STAFF


@pytest.fixture
def room_type(make, hotel):
    return make.room_type(hotel=hotel)


def test_staff_add_list_and_remove_each_kind_of_rate(client, as_admin, room_type):
    url = f"{STAFF}/room-types/{room_type.id}/rates"
    season = {"kind": "season", "name": " Timkat ", "start_date": "2027-01-18",
              "end_date": "2027-01-20", "price_per_night": 4500}
    weekday = {"kind": "weekday", "name": "Weekend", "weekdays": [5, 4, 4], "adjustment_percent": 15}
    long_stay = {"kind": "length_of_stay", "name": "Week", "min_nights": 7, "discount_percent": 12.5}
    created = [client.post(url, json=body, headers=as_admin) for body in (season, weekday, long_stay)]
    assert [r.status_code for r in created] == [201, 201, 201]
    listed = client.get(url, headers=as_admin).get_json()["data"]
    assert [(r["kind"], r["name"]) for r in listed] == [
        ("season", "Timkat"), ("weekday", "Weekend"), ("length_of_stay", "Week")]
    assert listed[0]["price_per_night"] == 4500.0 and listed[1]["weekdays"] == [4, 5]
    assert listed[2]["discount_percent"] == 12.5

    rate_id = listed[0]["rate_id"]
    assert client.delete(f"{url}/{rate_id}", headers=as_admin).status_code == 200
    assert client.delete(f"{url}/{rate_id}", headers=as_admin).status_code == 404
    assert len(client.get(url, headers=as_admin).get_json()["data"]) == 2


@pytest.mark.parametrize("body, field", [
    ({"kind": "season", "name": "S", "start_date": "2027-01-20", "end_date": "2027-01-18",
      "price_per_night": 100}, "end_date"),
    ({"kind": "season", "name": "S", "start_date": "2027-01-18", "price_per_night": 100}, "end_date"),
    ({"kind": "season", "name": "S", "start_date": "2027-01-18", "end_date": "2027-01-19",
      "price_per_night": 100, "min_nights": 3}, "min_nights"),
    ({"kind": "weekday", "name": "W", "weekdays": [7], "adjustment_percent": 10}, "weekdays.0"),
    ({"kind": "weekday", "name": "W", "weekdays": [1], "adjustment_percent": 500}, "adjustment_percent"),
    ({"kind": "length_of_stay", "name": "L", "min_nights": 1.5, "discount_percent": 5}, "min_nights"),
    ({"kind": "length_of_stay", "name": "L", "min_nights": 7, "discount_percent": 95}, "discount_percent"),
    ({"kind": "monthly", "name": "M"}, "kind"),
])
def test_a_rate_with_wrong_or_missing_fields_is_refused_naming_the_field(
        client, as_admin, room_type, body, field):
    response = client.post(f"{STAFF}/room-types/{room_type.id}/rates", json=body, headers=as_admin)
    assert response.status_code == 422, response.get_json()
    assert field in response.get_json()["errors"]
    assert db.session.query(RateRule).count() == 0


def test_rates_of_another_hotel_or_without_a_staff_token_are_refused(
        client, as_admin, as_other_admin, auth, make, room_type):
    url = f"{STAFF}/room-types/{room_type.id}/rates"
    body = {"kind": "weekday", "name": "W", "weekdays": [4], "adjustment_percent": 10}
    assert client.post(url, json=body, headers=as_other_admin).status_code == 404
    assert client.get(url, headers=as_other_admin).status_code == 404
    assert client.post(url, json=body, headers=auth.guest(make.guest())).status_code == 403
    assert client.post(url, json=body).status_code == 401
