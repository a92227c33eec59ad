"""The embedded default under ordinary concurrency: no "database is locked" 503.

In WAL mode a transaction that began with a plain BEGIN and read first cannot become a writer
once another connection has committed: SQLite answers SQLITE_BUSY at once, whatever the busy
timeout. Every write transaction therefore takes the write lock before its first write
(app/db_locking.py); these tests drive read-then-write requests from many threads at once through
a real multi-threaded server, as two web workers with eight threads each would.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import requests
from sqlalchemy import func, select

from app.models import Guest
from tests.factories import TEST_PASSWORD

CALLERS = 16


def test_concurrent_logins_all_succeed(live_server, make, db, app):
    """A login reads the account, checks the password (tens of ms), then writes last_login_at:
    the read-then-write shape that upgraded a deferred transaction and failed within ms."""
    app.config["RATELIMIT_ENABLED"] = False
    emails = [make.guest(email=f"guest{n}@example.et").email for n in range(CALLERS)]
    db.session.commit()
    start = Barrier(CALLERS)

    def sign_in(n: int) -> list[int]:
        statuses = []
        with requests.Session() as session:
            start.wait()
            for _ in range(3):
                response = session.post(f"{live_server}/api/v1/auth/login",
                                        json={"email": emails[n], "password": TEST_PASSWORD}, timeout=60)
                statuses.append(response.status_code)
        return statuses

    with ThreadPoolExecutor(max_workers=CALLERS) as pool:
        statuses = [s for result in pool.map(sign_in, range(CALLERS)) for s in result]

    assert statuses == [200] * (3 * CALLERS), sorted(statuses)
    db.session.rollback()
    assert db.session.scalar(
        select(func.count()).select_from(Guest).where(Guest.last_login_at.is_not(None))) == CALLERS


def test_read_then_write_transactions_queue_instead_of_failing(app, make, db):
    """The same shape without HTTP: each thread reads, waits until every other thread has read
    and one has committed, then writes. Before the fix all but the first writer failed."""
    from app.extensions import db as flask_db

    guests = [make.guest(email=f"reader{n}@example.et").id for n in range(8)]
    db.session.commit()
    everyone_has_read = Barrier(len(guests))

    def read_then_write(guest_id: int) -> str:
        with app.app_context():
            guest = flask_db.session.get(Guest, guest_id)  # the read: the transaction starts here
            everyone_has_read.wait()
            guest.loyalty_points = (guest.loyalty_points or 0) + 1
            flask_db.session.commit()
            flask_db.session.remove()
            return "ok"

    with ThreadPoolExecutor(max_workers=len(guests)) as pool:
        assert list(pool.map(read_then_write, guests)) == ["ok"] * len(guests)
