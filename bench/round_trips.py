"""Database round trips per request of the hot paths (issue 34), on a throwaway PostgreSQL.

    .venv/bin/python bench/round_trips.py

Makes the festival rush's two hotels (bench/rush.py), then sends each request a few times through
the Flask test client and counts, per request, what reaches the database: pings (`SELECT 1`
before a checkout), transactions begun (psycopg sends BEGIN as a round trip of its own before
the first statement), statements, and the commits and rollbacks that end an open transaction.
A statement sent in one psycopg pipeline after another (app/db_reads.read_then_write) shares
that one's round trip: it is listed, not counted.
The last of the repeats is printed: the first ones warm the catalogue copy and the statement
cache. Not timed: on a shared machine a count is what stays put.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import psycopg  # noqa: E402
from sqlalchemy import event  # noqa: E402

from bench.rush import booking_body, make_hotels  # noqa: E402
from tests.pgcluster import start_cluster  # noqa: E402

REPEATS = 3


def main() -> None:
    import subprocess

    from app import create_app
    from app.extensions import db

    cluster = start_cluster()
    try:
        env = {"DATABASE_URL": cluster.url, "MAREFIYA_ENV": "development", "FLASK_APP": "wsgi.py",
               "PATH": "/usr/bin:/bin"}
        subprocess.run([str(ROOT / ".venv/bin/flask"), "db", "upgrade"], cwd=ROOT, env=env,
                       check=True, capture_output=True)
        made = make_hotels(cluster.url, 0)
        app = create_app("development", SQLALCHEMY_DATABASE_URI=cluster.url,
                         ASSISTANT_WARM_UP=False, HOLDS_PER_ADDRESS_LIMIT="100000 per minute")
        counts: Counter[str] = Counter()
        statements: list[str] = []
        sent_along = [0]  # statements sent in a round trip counted already
        with app.app_context():
            engine = db.engine
        idle = psycopg.pq.TransactionStatus.IDLE

        def in_transaction(dbapi_connection) -> bool:
            # psycopg sends no COMMIT or ROLLBACK for a connection outside a transaction.
            return dbapi_connection.info.transaction_status != idle

        ping = engine.dialect.do_ping

        def counted_ping(dbapi_connection):
            counts["ping (SELECT 1)"] += 1
            return ping(dbapi_connection)

        engine.dialect.do_ping = counted_ping

        was_idle: dict[int, bool] = {}
        # Connections whose open transaction's BEGIN was counted.
        begun: set[int] = set()

        # Per connection, the pipeline whose first statement was counted: the statements sent
        # after it in the same pipeline share its round trip (app/db_reads.read_then_write), and
        # so does a BEGIN queued ahead of it (app/db_locking.py's owed BEGIN and named lock).
        pipelined: dict[int, int] = {}

        @event.listens_for(engine, "before_cursor_execute")
        def _statement(conn, cursor, statement, *_):
            if cursor.connection.pgconn.pipeline_status:
                pipeline = id(cursor.connection._pipeline)  # one pipeline: one round trip
                if pipelined.get(id(cursor.connection)) == pipeline:
                    statements.append("  (same round trip) " + " ".join(statement.split())[:90])
                    sent_along[0] += 1
                    return
                pipelined[id(cursor.connection)] = pipeline
                if id(cursor.connection) not in begun and in_transaction(cursor.connection):
                    # Queued in this pipeline just now (nothing is answered before its end).
                    statements.append("  (BEGIN and its lock queued ahead, same round trip)")
                    begun.add(id(cursor.connection))
            else:
                pipelined.pop(id(cursor.connection), None)
            if statement.strip().upper().startswith("BEGIN"):
                counts["BEGIN"] += 1
                begun.add(id(cursor.connection))
                return
            if in_transaction(cursor.connection) and id(cursor.connection) not in begun:
                # A BEGIN sent on the psycopg connection itself, which no event sees
                # (app/db_locking.py, serialized_transaction(keep_read=True)).
                counts["BEGIN"] += 1
                begun.add(id(cursor.connection))
            was_idle[id(cursor.connection)] = not in_transaction(cursor.connection)
            counts["statements"] += 1
            statements.append(" ".join(statement.split())[:110])

        @event.listens_for(engine, "after_cursor_execute")
        def _implicit_begin(conn, cursor, statement, *_):
            # A transaction opened by this statement: psycopg (or app/db_locking.py) sent a
            # BEGIN of its own first.
            if (was_idle.pop(id(cursor.connection), False) and in_transaction(cursor.connection)
                    and id(cursor.connection) not in begun):
                counts["BEGIN"] += 1
                begun.add(id(cursor.connection))

        @event.listens_for(engine, "commit")
        def _commit(conn):
            begun.discard(id(conn.connection.dbapi_connection))
            if in_transaction(conn.connection.dbapi_connection):
                counts["COMMIT"] += 1

        @event.listens_for(engine, "rollback")
        def _rollback(conn):
            begun.discard(id(conn.connection.dbapi_connection))
            if in_transaction(conn.connection.dbapi_connection):
                counts["ROLLBACK"] += 1

        @event.listens_for(engine.pool, "reset")
        def _reset(dbapi_connection, *_):
            begun.discard(id(dbapi_connection))
            if in_transaction(dbapi_connection):
                counts["ROLLBACK (the pool's reset)"] += 1

        client = app.test_client()
        timkat_hotel, timkat_rt = made["timkat_hotel"], made["timkat_room_types"][0]
        check_in, check_out = made["timkat"]
        stay = {"hotel_id": timkat_hotel, "room_type_id": timkat_rt,
                "check_in": check_in.isoformat(), "check_out": check_out.isoformat(), "guests": 2,
                "rooms": 1}
        base = "/api/v1/mobile"
        requests = [
            ("GET / (static)", lambda n: client.get("/")),
            ("GET /hotels?city=Gondar", lambda n: client.get(f"{base}/hotels?city=Gondar&check_in="
                                                             f"{check_in}&check_out={check_out}")),
            ("GET /hotels (no city)", lambda n: client.get(f"{base}/hotels?check_in={check_in}"
                                                           f"&check_out={check_out}")),
            ("GET availability", lambda n: client.get(
                f"{base}/hotels/{timkat_hotel}/availability?check_in={check_in}"
                f"&check_out={check_out}&guests=2")),
            ("POST quote", lambda n: client.post(f"{base}/bookings/quote", json=stay)),
            ("POST booking (201)", lambda n: client.post(
                f"{base}/bookings", json=booking_body(timkat_hotel, timkat_rt, made["timkat"],
                                                      f"rt-{n}"))),
        ]
        print(f"{'request':28} {'status':>6}  round trips  (the last of {REPEATS})")
        for name, send in requests:
            for n in range(REPEATS):
                counts.clear()
                statements.clear()
                sent_along[0] = 0
                status = send(n).status_code
            trips = sum(counts.values())
            print(f"{name:28} {status:>6}  {trips:3}  " + ", ".join(
                f"{k} {v}" for k, v in sorted(counts.items()))
                + (f" (+{sent_along[0]} statement(s) in the same round trips)"
                   if sent_along[0] else ""))
            for statement in statements:
                print(f"{'':40}{statement}")
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
