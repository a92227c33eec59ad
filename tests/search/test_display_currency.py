"""Display currencies: `currency=` adds display amounts at the super admin's rate, never changes
what is charged, and flags stale rates; the super admin sets rates in the admin panel."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from app.models import DisplayRate
from tests.admin.conftest import csrf_from, login, page
from tests.bookings.helpers import BASE, days, local_today, stock


@pytest.fixture
def usd(db):
    rate = DisplayRate(currency="USD", etb_per_unit=Decimal("155.50"), rate_date=local_today())
    db.session.add(rate)
    db.session.commit()
    return rate


def test_search_cards_show_the_price_in_the_asked_currency(client, make, usd):
    stock(make, price="3110.00")

    data = client.get(f"{BASE}/hotels", query_string={"currency": "usd"}).json["data"]

    card = data["hotels"][0]
    assert card["lowest_price"] == 3110.0 and card["currency"] == "ETB"
    assert card["display_price"] == 20.0  # 3110 / 155.50
    assert data["display_currency"] == {"currency": "USD", "etb_per_unit": 155.5,
                                        "rate_date": local_today().isoformat(), "stale": False}


def test_without_a_currency_there_is_no_display_amount(client, make, usd):
    stock(make)

    data = client.get(f"{BASE}/hotels").json["data"]

    assert data["display_currency"] is None and data["hotels"][0]["display_price"] is None


def test_a_rate_older_than_the_configured_age_is_flagged_stale(client, make, db, usd, app):
    stock(make)
    usd.rate_date = local_today() - timedelta(days=app.config["DISPLAY_RATE_MAX_AGE_DAYS"] + 1)
    db.session.commit()

    data = client.get(f"{BASE}/hotels", query_string={"currency": "USD"}).json["data"]

    assert data["display_currency"]["stale"] is True
    assert data["hotels"][0]["display_price"] is not None  # still shown, flagged


def test_availability_shows_both_and_the_quote_still_charges_etb(client, make, usd):
    hotel, room_type = stock(make, price="2500.00")
    check_in, check_out = days(10).isoformat(), days(12).isoformat()

    data = client.get(f"{BASE}/hotels/{hotel.id}/availability", query_string={
        "check_in": check_in, "check_out": check_out, "guests": 2, "currency": "USD"}).json["data"]
    quote = client.post(f"{BASE}/bookings/quote", json={
        "hotel_id": hotel.id, "room_type_id": room_type.id, "check_in": check_in,
        "check_out": check_out, "guests": 2, "rooms": 1}).json["data"]

    (item,) = data["room_types"]
    assert item["stay_total"] == 6325.0 == quote["total"]  # ETB, unchanged
    assert item["display_stay_total"] == float(
        (Decimal("6325.00") / Decimal("155.50")).quantize(Decimal("0.01")))
    assert item["display_nightly_price"] == float(
        (Decimal("2500.00") / Decimal("155.50")).quantize(Decimal("0.01")))
    assert data["display_currency"]["currency"] == "USD"


def test_the_price_calendar_shows_display_prices(client, make, usd):
    hotel, _ = stock(make, price="2500.00")
    month = f"{(local_today().replace(day=1) + timedelta(days=32)):%Y-%m}"

    data = client.get(f"{BASE}/hotels/{hotel.id}/calendar",
                      query_string={"month": month, "currency": "USD"}).json["data"]

    night = data["nights"][0]
    assert night["lowest_price"] == 3162.5
    assert night["display_price"] == float(
        (Decimal("3162.50") / Decimal("155.50")).quantize(Decimal("0.01")))


def test_hotel_detail_shows_room_prices_in_the_asked_currency(client, make, usd):
    hotel, room_type = stock(make, price="3110.00")

    data = client.get(f"{BASE}/hotels/{hotel.id}", query_string={"currency": "USD"}).json["data"]
    (shown,) = data["room_types"]
    assert (shown["room_type_id"], shown["price_per_night"]) == (room_type.id, 3110.0)
    assert shown["display_price"] == 20.0
    assert data["display_currency"]["currency"] == "USD"

    plain = client.get(f"{BASE}/hotels/{hotel.id}").json["data"]
    assert plain["display_currency"] is None and plain["room_types"][0]["display_price"] is None
    assert client.get(f"{BASE}/hotels/{hotel.id}",
                      query_string={"currency": "XYZ"}).status_code == 422


def test_etb_is_shown_at_one(client, make):
    stock(make, price="2500.00")

    data = client.get(f"{BASE}/hotels", query_string={"currency": "ETB"}).json["data"]

    assert data["hotels"][0]["display_price"] == 2500.0
    assert data["display_currency"]["etb_per_unit"] == 1.0


@pytest.mark.parametrize("path", ["/hotels", "/hotels/{id}/availability", "/hotels/{id}/calendar"])
def test_a_currency_without_a_rate_is_a_422(client, make, usd, path):
    hotel, _ = stock(make)
    month = f"{(local_today().replace(day=1) + timedelta(days=32)):%Y-%m}"
    params = {"currency": "GBP", "check_in": days(10).isoformat(),
              "check_out": days(11).isoformat(), "month": month}
    params = {key: value for key, value in params.items()
              if (path != "/hotels" or key == "currency") and key != "month"}
    if "calendar" in path:
        params = {"currency": "GBP", "month": month}

    response = client.get(BASE + path.format(id=hotel.id), query_string=params)

    assert response.status_code == 422, response.json
    assert "USD" in response.json["errors"]["currency"][0]  # says what is offered


# --- the admin panel ----------------------------------------------------------------------------

@pytest.fixture
def admin_client(client, make):
    admin = make.super_admin(email="rates@marefiya.et")
    assert login(client, admin.email).status_code == 302
    return client


def save_rate(client, path, **fields):
    token = csrf_from(page(client, path))
    return client.post(path, data={**fields, "csrf_token": token})


def test_the_super_admin_sets_and_changes_a_rate(admin_client, db):
    response = save_rate(admin_client, "/admin/display_rate/new/", currency="eur",
                         etb_per_unit="170.25", rate_date=local_today().isoformat())
    assert response.status_code == 302, response.get_data(as_text=True)
    rate = db.session.scalar(select(DisplayRate))
    assert (rate.currency, rate.etb_per_unit) == ("EUR", Decimal("170.250000"))
    assert "EUR" in page(admin_client, "/admin/display_rate/")

    response = save_rate(admin_client, f"/admin/display_rate/edit/?id={rate.id}", currency="EUR",
                         etb_per_unit="171", rate_date=local_today().isoformat())
    assert response.status_code == 302
    db.session.expire_all()
    assert db.session.scalar(select(DisplayRate.etb_per_unit)) == Decimal("171")


@pytest.mark.parametrize("fields", [
    {"currency": "ETB", "etb_per_unit": "1"},
    {"currency": "US1", "etb_per_unit": "150"},
    {"currency": "USD", "etb_per_unit": "0"},
    {"currency": "USD", "etb_per_unit": "-3"},
    {"currency": "USD", "etb_per_unit": "150", "rate_date": "future"},
])
def test_rates_the_panel_refuses(admin_client, db, fields):
    rate_date = fields.pop("rate_date", None)
    rate_date = (local_today() + timedelta(days=2) if rate_date == "future" else local_today())

    response = save_rate(admin_client, "/admin/display_rate/new/",
                         rate_date=rate_date.isoformat(), **fields)

    assert response.status_code == 200  # the form again, saying why
    assert db.session.scalar(select(DisplayRate.id)) is None


def test_a_second_rate_for_one_currency_is_refused(admin_client, db, usd):
    response = save_rate(admin_client, "/admin/display_rate/new/", currency="USD",
                         etb_per_unit="160", rate_date=local_today().isoformat())

    assert "USD has a rate already" in response.get_data(as_text=True)
    db.session.expire_all()
    assert db.session.scalars(select(DisplayRate.etb_per_unit)).all() == [Decimal("155.50")]


def test_rates_are_for_super_admins_only(client):
    response = client.get("/admin/display_rate/")
    assert response.status_code == 302 and "/admin/login" in response.location
