"""GET /staff/holidays: Ethiopia's public holidays and ready seasons, for planning seasonal rates.

Who may call it (401 without a token, 403 for a guest token, every staff role allowed) is checked
with the other staff paths in test_access.py.
"""

from __future__ import annotations

import pytest

from tests.staff.conftest import STAFF


def test_ready_seasons_of_a_year_with_both_calendars(client, as_admin):
    response = client.get(f"{STAFF}/holidays", query_string={"year": 2026}, headers=as_admin)
    assert response.status_code == 200, response.json
    data = response.json["data"]
    assert (data["first_year"], data["last_year"]) == (2026, 2026)
    seasons = {season["key"]: season for season in data["seasons"]}
    assert seasons["timkat"] == {
        "key": "timkat", "name_en": "Timkat (Epiphany)", "name_am": "ጥምቀት",
        "holiday_date": "2026-01-19", "holiday_date_ethiopian": "2018-05-11",
        "start": "2026-01-18", "end": "2026-01-20", "estimated": False,
        "note": seasons["timkat"]["note"]}
    assert "Gondar" in seasons["timkat"]["note"]
    assert (seasons["fasika"]["start"], seasons["fasika"]["holiday_date"], seasons["fasika"]["end"]) == (
        "2026-04-10", "2026-04-12", "2026-04-13")
    assert seasons["eid_al_adha"]["estimated"] is True
    assert [season["start"] for season in data["seasons"]] == sorted(
        season["start"] for season in data["seasons"])

    holidays = {holiday["key"]: holiday for holiday in data["public_holidays"]}
    assert holidays["enkutatash"]["date"] == "2026-09-11"
    assert holidays["enkutatash"]["date_ethiopian"] == "2019-01-01"
    assert holidays["siklet"]["date"] == "2026-04-10"
    assert holidays["labour_day"]["name_en"] == "International Workers' Day"


def test_several_years_at_once(client, as_admin):
    response = client.get(f"{STAFF}/holidays", query_string={"year": 2026, "years": 2},
                          headers=as_admin)
    assert response.status_code == 200
    data = response.json["data"]
    assert (data["first_year"], data["last_year"]) == (2026, 2027)
    genna = [season["holiday_date"] for season in data["seasons"] if season["key"] == "genna"]
    assert genna == ["2026-01-07", "2027-01-07"]


@pytest.mark.parametrize("query, field", [
    ({}, "year"),
    ({"year": 1999}, "year"),
    ({"year": 2100}, "year"),
    ({"year": "next"}, "year"),
    ({"year": 2026, "years": 4}, "years"),
    ({"year": 2026, "years": 0}, "years"),
])
def test_bad_year_is_422_naming_the_field(client, as_admin, query, field):
    response = client.get(f"{STAFF}/holidays", query_string=query, headers=as_admin)
    assert response.status_code == 422
    assert response.json["status"] == "error"
    assert field in str(response.json["errors"])
