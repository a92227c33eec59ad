"""EXPLAIN (ANALYZE, BUFFERS) of every query that search and availability run, on the big data.

    DATABASE_URL=postgresql+psycopg://... python bench/explain.py

Runs a city search with dates, a search without a city, one hotel's availability and a reading
of the catalogue into a worker's memory (app/services/booking/catalogue_snapshot.py) inside the app,
records the SQL they send, then asks PostgreSQL for the plan of each SELECT with the same
parameters, so the plans shown are the plans the endpoints really get.
"""

from __future__ import annotations

import os
import sys
import time
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlalchemy import event  # noqa: E402

from app import create_app  # noqa: E402
from app.extensions import db  # noqa: E402
from app.services.booking import (
    catalogue,
    catalogue_snapshot,
    stays,  # noqa: E402
)


def captured(fn):
    statements = []

    def listener(conn, cursor, statement, parameters, context, executemany):
        statements.append((statement, parameters))

    event.listen(db.engine, "before_cursor_execute", listener)
    try:
        started = time.perf_counter()
        fn()
        elapsed = (time.perf_counter() - started) * 1000
    finally:
        event.remove(db.engine, "before_cursor_execute", listener)
    return statements, elapsed


def explain(title: str, fn) -> None:
    fn()  # warm the caches first
    statements, elapsed = captured(fn)
    print(f"\n=== {title}: {len(statements)} queries, {elapsed:.1f} ms in the service ===")
    raw = db.engine.raw_connection()
    try:
        cursor = raw.cursor()
        for statement, parameters in statements:
            if not statement.lstrip().upper().startswith("SELECT"):
                continue
            print("\n--", " ".join(statement.split())[:300])
            cursor.execute("EXPLAIN (ANALYZE, BUFFERS) " + statement, parameters)
            for (line,) in cursor.fetchall():
                print("   ", line)
    finally:
        raw.close()


def main() -> None:
    app = create_app("development", SQLALCHEMY_DATABASE_URI=os.environ["DATABASE_URL"])
    with app.app_context():
        today = stays.local_today()
        check_in, check_out = today + timedelta(days=14), today + timedelta(days=17)
        hotel_id = catalogue.search_hotels(city="Addis Ababa", limit=1).hotels[0].hotel.id
        explain("search city=Addis Ababa, 3 nights, 2 guests", lambda: catalogue.search_hotels(
            city="Addis Ababa", check_in=check_in, check_out=check_out, guests=2))
        explain("search all cities, 3 nights, 2 guests", lambda: catalogue.search_hotels(
            check_in=check_in, check_out=check_out, guests=2))
        explain(f"availability hotel {hotel_id}, 3 nights", lambda: catalogue.hotel_availability(
            hotel_id, check_in, check_out, guests=2))
        # What a worker does once after each catalogue change (a price, a rate, a hotel).
        explain("reading the catalogue into a worker", lambda: catalogue_snapshot.read_catalogue(None))
        db.session.rollback()


if __name__ == "__main__":
    main()
