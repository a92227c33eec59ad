"""The Ethiopian calendar service: conversion, Amharic written form, public holidays, ready seasons.

Expected dates are written out by hand and were checked against a second source besides the
libraries: the Ethiopian News Agency and published 2023–2026 Ethiopian public-holiday lists
(Genna 2024 on Jan 7, Timkat 2024 on Jan 20, Enkutatash 2023 on Sept 12), and, for the
conversion, convertdate's independent Coptic calendar (Ethiopian year = Coptic year + 276).
"""

from __future__ import annotations

from datetime import date

import pytest

from app.services.booking.ethiopian_calendar import (
    EthiopianDate,
    amharic_date,
    amharic_stay,
    ethiopian_iso,
    holiday_calendar,
    holiday_seasons,
    holidays_between,
    public_holidays,
    to_ethiopian,
    to_gregorian,
)

# --- conversion -----------------------------------------------------------------------------


@pytest.mark.parametrize("gregorian, ethiopian", [
    # Enkutatash, Meskerem 1: Sept 11, but Sept 12 in the Gregorian year before a leap year.
    (date(2022, 9, 11), (2015, 1, 1)),
    (date(2023, 9, 12), (2016, 1, 1)),
    (date(2024, 9, 11), (2017, 1, 1)),
    (date(2025, 9, 11), (2018, 1, 1)),
    (date(2027, 9, 12), (2020, 1, 1)),
    # The day before 2023's New Year is Pagume 6: 2015 was a leap year.
    (date(2023, 9, 11), (2015, 13, 6)),
    (date(2025, 9, 10), (2017, 13, 5)),
    # Meskel, Meskerem 17.
    (date(2024, 9, 27), (2017, 1, 17)),
    (date(2023, 9, 28), (2016, 1, 17)),
    # Genna 2025 (Tahsas 29) and Timkat 2025, 2024 (Tir 11).
    (date(2025, 1, 7), (2017, 4, 29)),
    (date(2025, 1, 19), (2017, 5, 11)),
    (date(2024, 1, 20), (2016, 5, 11)),
    # Adwa, Yekatit 23; Fasika 2025.
    (date(2025, 3, 2), (2017, 6, 23)),
    (date(2025, 4, 20), (2017, 8, 12)),
    # The example of the written form.
    (date(2026, 11, 20), (2019, 3, 11)),
])
def test_gregorian_dates_convert_to_known_ethiopian_dates_and_back(gregorian, ethiopian):
    converted = to_ethiopian(gregorian)
    assert (converted.year, converted.month, converted.day) == ethiopian
    assert to_gregorian(converted) == gregorian


def test_genna_2024_fell_on_tahsas_28_because_2015_had_a_pagume_6():
    # The church keeps Genna on Jan 7 (ENA, 7 January 2024); the Ethiopian date moved instead.
    assert to_ethiopian(date(2024, 1, 7)) == EthiopianDate(2016, 4, 28)


def test_month_names_in_amharic_and_english():
    hidar = to_ethiopian(date(2026, 11, 20))
    assert (hidar.month_name_am, hidar.month_name_en) == ("ኅዳር", "Hidar")
    pagume = to_ethiopian(date(2023, 9, 11))
    assert (pagume.month_name_am, pagume.month_name_en) == ("ጳጉሜን", "Pagume")
    assert to_ethiopian(date(2025, 9, 11)).month_name_am == "መስከረም"


def test_written_forms():
    assert ethiopian_iso(date(2026, 11, 20)) == "2019-03-11"
    assert amharic_date(date(2026, 11, 20)) == "ኅዳር 11 ቀን 2019 ዓ.ም."
    assert to_ethiopian(date(2026, 11, 20)).english() == "Hidar 11, 2019 E.C."
    assert amharic_date(date(2023, 9, 11)) == "ጳጉሜን 6 ቀን 2015 ዓ.ም."


def test_a_stay_across_the_ethiopian_new_year():
    assert (amharic_stay(date(2030, 9, 10), date(2030, 9, 12))
            == "ከጳጉሜን 5 ቀን 2022 ዓ.ም. እስከ መስከረም 2 ቀን 2023 ዓ.ም.")


# --- public holidays ------------------------------------------------------------------------


def dates_of(year: int) -> dict[str, date]:
    return {holiday.key: holiday.date for holiday in public_holidays(year)}


@pytest.mark.parametrize("year, genna, timkat, enkutatash, meskel", [
    (2023, date(2023, 1, 7), date(2023, 1, 19), date(2023, 9, 12), date(2023, 9, 28)),
    (2024, date(2024, 1, 7), date(2024, 1, 20), date(2024, 9, 11), date(2024, 9, 27)),
    (2025, date(2025, 1, 7), date(2025, 1, 19), date(2025, 9, 11), date(2025, 9, 27)),
    (2026, date(2026, 1, 7), date(2026, 1, 19), date(2026, 9, 11), date(2026, 9, 27)),
    (2027, date(2027, 1, 7), date(2027, 1, 19), date(2027, 9, 12), date(2027, 9, 28)),
])
def test_fixed_feasts_follow_the_ethiopian_leap_year(year, genna, timkat, enkutatash, meskel):
    found = dates_of(year)
    assert (found["genna"], found["timkat"], found["enkutatash"], found["meskel"]) == (
        genna, timkat, enkutatash, meskel)
    assert found["adwa"] == date(year, 3, 2)


@pytest.mark.parametrize("year, siklet, fasika", [
    (2023, date(2023, 4, 14), date(2023, 4, 16)),
    (2024, date(2024, 5, 3), date(2024, 5, 5)),
    (2025, date(2025, 4, 18), date(2025, 4, 20)),
    (2026, date(2026, 4, 10), date(2026, 4, 12)),
    (2027, date(2027, 4, 30), date(2027, 5, 2)),
])
def test_fasika_and_siklet_follow_the_orthodox_easter(year, siklet, fasika):
    found = dates_of(year)
    assert (found["siklet"], found["fasika"]) == (siklet, fasika)


@pytest.mark.parametrize("year, key, published", [
    (2023, "eid_al_fitr", date(2023, 4, 21)),
    (2023, "eid_al_adha", date(2023, 6, 28)),
    (2024, "eid_al_fitr", date(2024, 4, 10)),
    (2024, "eid_al_adha", date(2024, 6, 16)),
    (2024, "mawlid", date(2024, 9, 15)),
    (2025, "eid_al_fitr", date(2025, 3, 30)),
    (2025, "eid_al_adha", date(2025, 6, 6)),
    (2025, "mawlid", date(2025, 9, 5)),
    (2026, "eid_al_fitr", date(2026, 3, 20)),
    (2026, "eid_al_adha", date(2026, 5, 27)),
])
def test_islamic_holidays_within_a_day_of_the_published_dates(year, key, published):
    assert abs((dates_of(year)[key] - published).days) <= 1


def test_unconfirmed_islamic_holidays_are_marked_estimated():
    holidays_2025 = {holiday.key: holiday for holiday in public_holidays(2025)}
    assert holidays_2025["eid_al_fitr"].estimated is False  # Ethiopia confirmed 2025's dates
    holidays_2027 = {holiday.key: holiday for holiday in public_holidays(2027)}
    assert holidays_2027["eid_al_adha"].estimated is True
    assert holidays_2027["fasika"].estimated is False


def test_holidays_have_english_and_amharic_names():
    fasika = next(h for h in public_holidays(2026) if h.key == "fasika")
    assert fasika.name_en == "Easter Sunday"
    assert "ፋሲካ" in fasika.name_am


def test_holidays_between_includes_both_ends_and_crosses_years():
    found = holidays_between(date(2025, 9, 11), date(2026, 1, 7))
    assert [(h.key, h.date) for h in found] == [
        ("enkutatash", date(2025, 9, 11)), ("meskel", date(2025, 9, 27)), ("genna", date(2026, 1, 7))]
    assert {h.key for h in holidays_between(date(2024, 5, 5), date(2024, 5, 5))} == {
        "fasika", "patriots_day"}


# --- ready seasons --------------------------------------------------------------------------


def test_ready_seasons_of_2026_with_their_spans():
    seasons = {season.key: season for season in holiday_seasons(2026)}
    assert set(seasons) == {"genna", "timkat", "adwa", "eid_al_fitr", "fasika", "eid_al_adha",
                            "mawlid", "enkutatash", "meskel"}
    timkat = seasons["timkat"]
    assert (timkat.start, timkat.holiday_date, timkat.end) == (
        date(2026, 1, 18), date(2026, 1, 19), date(2026, 1, 20))
    assert (timkat.name_en, timkat.name_am) == ("Timkat (Epiphany)", "ጥምቀት")
    fasika = seasons["fasika"]
    assert (fasika.start, fasika.end) == (date(2026, 4, 10), date(2026, 4, 13))  # Siklet to Monday
    assert (seasons["genna"].start, seasons["genna"].end) == (date(2026, 1, 6), date(2026, 1, 8))
    assert (seasons["meskel"].start, seasons["meskel"].end) == (date(2026, 9, 26), date(2026, 9, 27))
    assert seasons["eid_al_adha"].estimated is True and seasons["fasika"].estimated is False
    assert all(season.note for season in seasons.values())


def test_ready_seasons_are_sorted_by_start():
    starts = [season.start for season in holiday_seasons(2025)]
    assert starts == sorted(starts)


def test_holiday_calendar_covers_consecutive_years():
    calendar = holiday_calendar(2026, years=2)
    assert (calendar.first_year, calendar.last_year) == (2026, 2027)
    assert {season.holiday_date.year for season in calendar.seasons} == {2026, 2027}
    assert calendar.public_holidays[0].date == date(2026, 1, 7)
    assert calendar.public_holidays[-1].date == date(2027, 9, 28)
