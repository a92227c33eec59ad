"""The price of a stay: exact cents, half-up rounding, VAT on its own line."""

from decimal import Decimal

from app.services.booking.pricing import price_stay


def test_default_rates_price_a_two_night_two_room_stay_to_the_cent():
    price = price_stay(Decimal("2500.00"), 2, 2, service_charge_rate=Decimal("0.10"),
                       vat_rate=Decimal("0.15"))
    assert price.subtotal == Decimal("10000.00")
    assert price.service_charge == Decimal("1000.00")
    assert price.vat == Decimal("1650.00")
    assert price.total == Decimal("12650.00")
    assert price.currency == "ETB"


def test_each_line_rounds_half_up_to_cents_and_lines_add_up():
    # 1234.45 x 1 x 1: service 123.445 -> 123.45; VAT (1357.90 x 0.15 = 203.685) -> 203.69.
    price = price_stay(Decimal("1234.45"), 1, 1, service_charge_rate=Decimal("0.10"),
                       vat_rate=Decimal("0.15"))
    assert price.service_charge == Decimal("123.45")
    assert price.vat == Decimal("203.69")
    assert price.total == Decimal("1561.59")
    assert price.subtotal + price.service_charge + price.vat == price.total


def test_half_cent_rounds_up_not_to_even():
    # 0.125 would round to 0.12 under banker's rounding.
    price = price_stay(Decimal("1.25"), 1, 1, service_charge_rate=Decimal("0.10"),
                       vat_rate=Decimal("0"))
    assert price.service_charge == Decimal("0.13")


def test_hotel_specific_rates_apply(make):
    """price_for_hotel reads the hotel's own rates (here: no service charge, VAT 15%)."""
    from app.services.booking.pricing import price_for_hotel

    hotel = make.hotel(service_charge_rate=Decimal("0"), vat_rate=Decimal("0.15"))
    price = price_for_hotel(hotel, Decimal("1000"), 3, 1)
    assert (price.subtotal, price.service_charge, price.vat, price.total) == (
        Decimal("3000.00"), Decimal("0.00"), Decimal("450.00"), Decimal("3450.00"))
