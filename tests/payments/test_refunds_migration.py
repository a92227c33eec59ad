"""Migration 0027 on a database with refunds in the old payment columns: each becomes one
`refunds` row (status, lease and attempts kept, so a refund under way carries on), the old
columns go, and the cap's trigger holds; the downgrade puts the columns back from the rows and a
second upgrade works. On its own database: a SQLite file, and on PostgreSQL a database of its own
in the test cluster (production's database, where the data-moving SQL matters most)."""

from __future__ import annotations

from datetime import datetime

import psycopg
import pytest
from flask_migrate import downgrade, upgrade
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.exc import IntegrityError

from app import create_app
from app.extensions import db
from tests import factories
from tests.conftest import DB_KIND

BEFORE, AFTER = "0026_booking_language", "0027_refunds"
PAYMENT = (
    "INSERT INTO payments (id, booking_id, tx_ref, provider, method, amount, currency, status, "
    "paid_amount, reconcile_attempts, refund_amount, refund_reason, refund_reference, "
    "refund_attempts, refund_next_attempt_at, refund_locked_until, refund_lease_token, "
    "refund_error, refunded_at, created_at, updated_at) VALUES (:id, :booking, :tx, 'chapa', "
    "'telebirr', 3162.50, 'ETB', :status, 3162.50, 0, :amount, :reason, :reference, :attempts, "
    ":next_at, NULL, :token, :error, :refunded_at, '2026-01-01', '2026-01-02')")


@pytest.fixture
def empty_database_url(tmp_path, database_url):
    """A database of its own, at no revision yet."""
    if DB_KIND != "postgresql":
        yield f"sqlite:///{tmp_path / 'migrate.db'}"
        return
    # psycopg itself: CREATE/DROP DATABASE run outside a transaction, and the app's engine
    # events (app/db_locking.py) manage transactions of their own.
    server = database_url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS migrate_0027")
        conn.execute("CREATE DATABASE migrate_0027")
    yield database_url.rsplit("/", 1)[0] + "/migrate_0027"
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS migrate_0027 WITH (FORCE)")


def plain(row) -> tuple:
    """A row's values as SQLite gives them (PostgreSQL gives datetimes and Decimals)."""
    return tuple(str(value) if isinstance(value, datetime) else value for value in row)


def migrate(app, direction, revision: str) -> None:
    """Upgrade or downgrade to `revision`, and close the app's connections (the test reads and
    writes through an engine of its own in between)."""
    with app.app_context():
        direction(revision=revision)
        db.engine.dispose()


def test_old_refund_columns_become_refund_rows_and_come_back_on_downgrade(empty_database_url):
    url = empty_database_url
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=url)
    with app.app_context():
        upgrade(revision=BEFORE)
        booking_id = factories.booking().id
        db.session.remove()
        db.engine.dispose()
    engine = create_engine(url)
    rows = (
        # Refunded, refund under way (a worker's lease and token), refused, and a plain payment.
        (1, "TX-1", "refunded", "3162.50", "booking cancelled", "RF-TX-1", 1, None, None, None,
         "2026-01-02 10:00:00"),
        (2, "TX-2", "refund_pending", "1000.00", "booking changed (change 4)", "RF-TX-2", 2,
         "2026-01-03 00:00:00", "abc123", "no answer", None),
        (3, "TX-3", "refund_failed", "3162.50", "booking cancelled", "RF-TX-3", 1, None, None,
         "Insufficient balance", None),
        (4, "TX-4", "success", None, None, None, 0, None, None, None, None),
    )
    with engine.begin() as conn:
        for (pid, tx, status, amount, reason, reference, attempts, next_at, token, error,
             refunded_at) in rows:
            conn.execute(text(PAYMENT), {
                "id": pid, "booking": booking_id, "tx": tx, "status": status, "amount": amount,
                "reason": reason, "reference": reference, "attempts": attempts,
                "next_at": next_at, "token": token, "error": error, "refunded_at": refunded_at})

    migrate(app, upgrade, AFTER)
    with engine.connect() as conn:
        refunds = conn.execute(text(
            "SELECT payment_id, amount, reference, status, cause, attempts, next_attempt_at, "
            "lease_token, error, refunded_at FROM refunds ORDER BY payment_id")).all()
        columns = {c["name"] for c in inspect(conn).get_columns("payments")}
        statuses = conn.execute(text("SELECT status FROM payments ORDER BY id")).scalars().all()
    assert [plain(r) for r in refunds] == [
        (1, 3162.5, "RF-TX-1", "refunded", "migrated", 1, None, None, None, "2026-01-02 10:00:00"),
        (2, 1000, "RF-TX-2", "pending", "migrated", 2, "2026-01-03 00:00:00", "abc123",
         "no answer", None),
        (3, 3162.5, "RF-TX-3", "failed", "migrated", 1, None, None, "Insufficient balance", None),
    ]
    assert not {c for c in columns if c.startswith("refund")}
    assert statuses == ["refunded", "refund_pending", "refund_failed", "success"]
    # The cap holds from now on: payment 2 has 2,162.50 left.
    with pytest.raises(IntegrityError, match="exceed what it settled"), engine.begin() as conn:
        conn.execute(text(
            "INSERT INTO refunds (payment_id, amount, reason, reference, status, cause, "
            "requested_by, attempts, created_at, updated_at) VALUES (2, 2162.51, 'x', 'RF-TX-2-2', "
            "'pending', 'test', '', 0, '2026-01-04', '2026-01-04')"))

    migrate(app, downgrade, BEFORE)
    with engine.connect() as conn:
        back = conn.execute(text(
            "SELECT id, refund_amount, refund_reference, refund_reason, refund_attempts, "
            "refund_error FROM payments ORDER BY id")).all()
    assert [plain(r) for r in back] == [
        (1, 3162.5, "RF-TX-1", "booking cancelled", 1, None),
        (2, 1000, "RF-TX-2", "booking changed (change 4)", 2, "no answer"),
        (3, 3162.5, "RF-TX-3", "booking cancelled", 1, "Insufficient balance"),
        (4, None, None, None, 0, None),
    ]
    migrate(app, upgrade, AFTER)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT COUNT(*) FROM refunds")).scalar() == 3
    engine.dispose()
