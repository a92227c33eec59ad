"""Migration 0015 on a database with data: guests' counters made under the old rule (points at
payment) become their completed stays' counts, with a correction line in the ledger; the
downgrade and a second upgrade work. On its own SQLite file, whatever MAREFIYA_TEST_DB says."""

from __future__ import annotations

from flask_migrate import downgrade, upgrade
from sqlalchemy import create_engine, text

from app import create_app
from app.extensions import db

BEFORE, AFTER = "0014_catalogue_version", "0015_front_desk"


def test_loyalty_counts_are_corrected_from_completed_stays(tmp_path):
    url = f"sqlite:///{tmp_path / 'migrate.db'}"
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=url)
    with app.app_context():
        upgrade(revision=BEFORE)
        db.engine.dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(
            "INSERT INTO hotels (id, name, slug, description, city, address, phone, email, stars, "
            "hotel_status, check_in_time, check_out_time, service_charge_rate, vat_rate, "
            "free_cancellation_hours, is_featured, created_at, updated_at) VALUES (1, 'H', 'h', "
            "'', 'Addis Ababa', '', '', '', 3, 'active', '14:00:00', '11:00:00', 0.1, 0.15, 24, 0, "
            "'2026-01-01', '2026-01-01')"))
        conn.execute(text(
            "INSERT INTO room_types (id, hotel_id, name, description, capacity, bed_type, "
            "price_per_night, is_active, created_at, updated_at) VALUES (1, 1, 'Double', '', 2, "
            "'double', 2500, 1, '2026-01-01', '2026-01-01')"))
        # Selam: paid three stays (60 + 31 + 31 points under the old rule, 3 bookings); one was
        # completed, one cancelled, one is still ahead. Dawit: nothing, and nothing changes.
        for guest_id, email, points, bookings in ((1, "selam@example.et", 122, 3),
                                                  (2, "dawit@example.et", 0, 0)):
            conn.execute(text(
                "INSERT INTO guests (id, uuid, first_name, last_name, email, phone, password_hash, "
                "loyalty_points, total_bookings, status, email_verified, token_generation, "
                "created_at, updated_at) VALUES (:id, :uuid, 'A', 'B', :email, '+251911000000', "
                "'x', :points, :bookings, 'active', 1, 0, '2026-01-01', '2026-01-01')"),
                {"id": guest_id, "uuid": f"uuid-{guest_id}", "email": email, "points": points,
                 "bookings": bookings})
        for booking_id, status, total in ((1, "completed", "6325.00"), (2, "cancelled", "3162.50"),
                                          (3, "confirmed", "3162.50")):
            conn.execute(text(
                "INSERT INTO bookings (id, confirmation_code, hotel_id, room_type_id, guest_id, "
                "contact_first_name, contact_last_name, contact_email, contact_phone, check_in, "
                "check_out, nights, rooms, guests, nightly_price, discount_rate, discount, "
                "subtotal, service_charge, vat, total, currency, status, created_at, updated_at) "
                "VALUES (:id, :code, 1, 1, 1, 'A', 'B', 'selam@example.et', '+251911000000', "
                "'2026-01-10', '2026-01-12', 2, 1, 2, 2500, 0, 0, 5000, 500, 825, :total, 'ETB', "
                ":status, '2026-01-01', '2026-01-01')"),
                {"id": booking_id, "code": f"CODE000{booking_id}", "status": status, "total": total})

    with app.app_context():
        upgrade(revision=AFTER)
        db.engine.dispose()
    with engine.connect() as conn:
        counters = conn.execute(text(
            "SELECT id, loyalty_points, total_bookings FROM guests ORDER BY id")).all()
        ledger = conn.execute(text(
            "SELECT guest_id, kind, points, stays, reason FROM loyalty_entries")).all()
    assert [tuple(row) for row in counters] == [(1, 63, 1), (2, 0, 0)]
    [(guest_id, kind, points, stays, reason)] = ledger
    assert (guest_id, kind, points, stays) == (1, "correction", -59, -2)
    assert "122 points and 3 bookings became 63 and 1" in reason

    with app.app_context():
        downgrade(revision=BEFORE)
        upgrade(revision=AFTER)
        db.engine.dispose()
    engine.dispose()
