"""PostgreSQL connections kept in the pool (docs/operations.md: when something is down).

`pool_pre_ping` sent a `SELECT 1` before every checkout: a round trip on every request, about a
fifth of a search's (bench/round_trips.py). A connection that was in use a moment ago is almost
never dead, while one left idle may have been closed by a database restart, a failover or a
proxy's idle timeout. So only a connection idle for more than DB_PING_AFTER_IDLE_SECONDS is
pinged before use; a dead one is replaced at once, invisibly to the request. Connections older
than DB_POOL_RECYCLE_SECONDS are replaced as well, before a server-side idle or lifetime limit
closes them. What is left, a connection lost while busy, fails its request with the 503 every
lost database gets (app/errors.py), and SQLAlchemy then replaces every connection the pool had
opened before the failure.
"""

from __future__ import annotations

import time

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DisconnectionError

CHECKED_IN_AT = "marefiya.checked_in_at"


def ping_idle_connections(engine: Engine, idle_seconds: float) -> None:
    """Ping a connection before handing it out when it has been idle longer than `idle_seconds`
    (a fresh connection is never pinged: it has just answered)."""

    @event.listens_for(engine.pool, "checkin")
    def _note_checkin(dbapi_connection, connection_record) -> None:
        connection_record.info[CHECKED_IN_AT] = time.monotonic()

    @event.listens_for(engine.pool, "checkout")
    def _ping_if_idle(dbapi_connection, connection_record, connection_proxy) -> None:
        checked_in_at = connection_record.info.get(CHECKED_IN_AT)
        if checked_in_at is None or time.monotonic() - checked_in_at <= idle_seconds:
            return
        try:
            engine.dialect.do_ping(dbapi_connection)
        except engine.dialect.loaded_dbapi.Error as exc:
            # The pool discards this connection and checks out another (up to three tries).
            raise DisconnectionError("an idle pooled connection was closed") from exc
