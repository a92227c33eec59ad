"""The app as bench/rush.py --timings serves it: wsgi.py's app, each response carrying where its
time went in the worker (an `X-Rush-Timing` header). Bench only: nothing in app/ knows of it.

The header's fields (milliseconds unless named): `pid` the worker, `wall` from the WSGI call to
the response's start, `cpu` the thread's own CPU in that time, `db` the time spent in
statements (sending, PostgreSQL's work, the answer, and waiting for the GIL to read it),
`lock` the wait for the room type's lock (its `FOR [NO KEY] UPDATE OF` statement), `holds`
the wait for the holds' named lock (`pg_advisory_xact_lock`), `hold` from the room type's lock to the
transaction's COMMIT being sent (the lock holder's time; the COMMIT's own round trip is left
out). What is left of `wall` after `cpu` and `db` is the thread waiting for the GIL or a core;
what is left of the client's latency after `wall` is the request's wait in front of the worker
(its connection's queue in the worker, the accept, the loopback).
"""

from __future__ import annotations

import os
import threading
import time

from sqlalchemy import event
from sqlalchemy.engine import Engine

from wsgi import app

_local = threading.local()


@event.listens_for(Engine, "before_cursor_execute")
def _statement_starts(conn, cursor, statement, parameters, context, executemany):
    _local.statement_started = time.perf_counter()


@event.listens_for(Engine, "after_cursor_execute")
def _statement_ends(conn, cursor, statement, parameters, context, executemany):
    timing = getattr(_local, "timing", None)
    if timing is None:
        return
    now = time.perf_counter()
    elapsed = now - _local.statement_started
    timing["db"] += elapsed
    if " UPDATE OF " in statement:  # FOR [NO KEY] UPDATE OF room_types
        timing["lock"] += elapsed
        timing["locked_at"] = now
    elif "pg_advisory_xact_lock" in statement:
        timing["holds"] += elapsed


@event.listens_for(Engine, "commit")
def _commit_sent(conn):
    timing = getattr(_local, "timing", None)
    if timing is not None and timing.get("locked_at"):
        timing["hold"] += time.perf_counter() - timing.pop("locked_at")


@event.listens_for(Engine, "rollback")
def _rollback_sent(conn):
    _commit_sent(conn)


class Timed:
    def __init__(self, wsgi_app):
        self.wsgi_app = wsgi_app

    def __call__(self, environ, start_response):
        timing = _local.timing = {"db": 0.0, "lock": 0.0, "holds": 0.0, "hold": 0.0}
        started, cpu_started = time.perf_counter(), time.thread_time()

        def timed_start_response(status, headers, exc_info=None):
            fields = {"pid": os.getpid(),
                      "wall": 1000 * (time.perf_counter() - started),
                      "cpu": 1000 * (time.thread_time() - cpu_started),
                      **{key: 1000 * timing[key] for key in ("db", "lock", "holds", "hold")}}
            headers = [*headers, ("X-Rush-Timing", " ".join(
                f"{key}={value:.2f}" if isinstance(value, float) else f"{key}={value}"
                for key, value in fields.items()))]
            return start_response(status, headers, exc_info)

        try:
            return self.wsgi_app(environ, timed_start_response)
        finally:
            _local.timing = None


app.wsgi_app = Timed(app.wsgi_app)
