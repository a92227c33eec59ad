"""Serialised write transactions on both databases (docs/booking.md: never sell a room twice).

PostgreSQL: callers lock the row they serialise on with `SELECT ... FOR UPDATE`, or, where
there is no row (everything one email owns), a named lock with `lock_name`.
SQLite: `FOR UPDATE` renders as nothing, so the transaction itself is opened with
`BEGIN IMMEDIATE`, which takes the database write lock up front; WAL mode and a busy timeout
make concurrent writers queue instead of failing with "database is locked".

Every other SQLite transaction takes the write lock before its first write too, whoever opens it
(a login writing `last_login_at`, a verification link, a cancel). In WAL mode a transaction that
began with a plain BEGIN and read first cannot become a writer once another connection has
committed: SQLite answers SQLITE_BUSY at once, whatever the busy timeout, and the request got a
503. So no BEGIN is sent for reads: each read runs on its own (autocommit, like PostgreSQL's READ
COMMITTED, every statement sees the latest commit), and the first statement that writes opens the
transaction with BEGIN IMMEDIATE, which waits its turn under the busy timeout. Everything after
it, reads included, runs inside that one transaction, and the session's commit or rollback ends it.

PostgreSQL reads the same way, for speed: psycopg sends BEGIN as a round trip of its own before
a transaction's first statement and the session ends it with a ROLLBACK, two of a search's four
round trips (bench/round_trips.py). Each read on its own sees the latest commit, as every
statement of a READ COMMITTED transaction does. The connection is in autocommit, and BEGIN is
sent before the first statement that writes or takes a lock that lasts until the transaction
ends (`FOR UPDATE`/`FOR SHARE`, `pg_advisory_xact_lock`), and at the start of
`serialized_transaction()` (with `keep_read`, with its first statement, in that statement's
round trip when it is pipelined); from there on the session's commit or rollback ends it.
"""

from __future__ import annotations

import functools
import hashlib
import re
import sqlite3
from contextlib import contextmanager
from contextvars import ContextVar

import psycopg
from sqlalchemy import BigInteger, bindparam, event, func, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import Pool

from app.errors import Conflict
from app.extensions import db

_begin_immediate: ContextVar[bool] = ContextVar("sqlite_begin_immediate", default=False)


@event.listens_for(Engine, "connect")
def _configure_connection(dbapi_connection, connection_record):
    if isinstance(dbapi_connection, psycopg.Connection):
        # Statements run on their own until _begin_before_first_write sends BEGIN.
        dbapi_connection.autocommit = True
        return
    if not isinstance(dbapi_connection, sqlite3.Connection):
        return
    # Let SQLAlchemy's "begin" event emit BEGIN itself (pysqlite's implicit BEGIN is deferred).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


@event.listens_for(Engine, "begin")
def _begin_serialized(conn):
    """`serialized_transaction()` begins at once (on SQLite taking the write lock); any other
    transaction begins at its first write (`_begin_before_first_write`)."""
    if _begin_immediate.get():
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.dialect.name == "sqlite" else "BEGIN")


# Statements that neither write nor need a transaction of their own. Anything else (INSERT,
# UPDATE, DELETE, DDL, a SAVEPOINT, WITH ... INSERT) writes, or opens a transaction that may.
_READ_ONLY = re.compile(r"\s*(SELECT|PRAGMA|EXPLAIN|BEGIN|COMMIT|ROLLBACK|END|RELEASE)\b", re.IGNORECASE)
_WITH_WRITE = re.compile(r"\b(INSERT|UPDATE|DELETE|REPLACE)\b", re.IGNORECASE)


def _writes(statement: str) -> bool:
    if _READ_ONLY.match(statement):
        return False
    if re.match(r"\s*WITH\b", statement, re.IGNORECASE):
        return bool(_WITH_WRITE.search(statement))
    return True


# Locks that last until the transaction ends: without a transaction they would end at once.
_TRANSACTION_LOCK = re.compile(r"\bFOR\s+(UPDATE|NO\s+KEY\s+UPDATE|SHARE|KEY\s+SHARE)\b"
                               r"|\bpg_advisory_xact_lock", re.IGNORECASE)
_IDLE = psycopg.pq.TransactionStatus.IDLE


@event.listens_for(Engine, "before_cursor_execute")
def _begin_before_first_write(conn, cursor, statement, parameters, context, executemany):
    dbapi_connection = cursor.connection
    if conn.dialect.name == "sqlite":
        if not dbapi_connection.in_transaction and _opens_transaction(statement)[0]:
            dbapi_connection.execute("BEGIN IMMEDIATE")
    elif conn.dialect.name == "postgresql":
        if _OWED_BEGINS and _send_owed_begin(dbapi_connection):
            return
        # The statement's kind first (a cached lookup): most statements are reads, and psycopg's
        # transaction_status builds an enum member on every call (~0.8 us).
        if (any(_opens_transaction(statement))
                and dbapi_connection.pgconn.transaction_status == _IDLE):
            dbapi_connection.execute("BEGIN")


@functools.lru_cache(maxsize=4096)
def _opens_transaction(statement: str) -> tuple[bool, bool]:
    """(whether `statement` writes, whether it takes a lock that lasts until the transaction
    ends), worked out once per statement text: the app's statements are built once and their
    texts cached (SQLAlchemy's compiled cache), so the same few hundred texts come back, and
    matching them against the patterns on every execution was 1.4% of a quote's CPU. A text
    made afresh each time (an expanding IN list) only takes its place in the cache."""
    return _writes(statement), bool(_TRANSACTION_LOCK.search(statement))


@contextmanager
def serialized_transaction(*, keep_read: bool = False, lock: str | None = None):
    """A write transaction that commits on success and rolls back on error.

    It begins at once (BEGIN IMMEDIATE on SQLite); on PostgreSQL lock rows inside it with
    `.with_for_update()`. It must start a fresh transaction, so pending changes are an error.

    It ends the session's read transaction first, which expires every object read so far.
    `keep_read`: when no transaction is open on the connection the session reads on (the reads
    ran on their own, as they do: module docstring), BEGIN is sent on that connection, and the
    objects read stay loaded as read. For a caller that reads again inside the transaction
    whatever must be current (bookings.create_booking: the booking's hotel and room type, read
    just before, name it in the response); the rollback, the connection's return to the pool
    and its checkout again, and reading those objects back were 7% of a booking's CPU.

    `lock`: a named lock (`lock_name`) taken first; with `keep_read` on PostgreSQL, in the
    round trip of the BEGIN itself, and both are sent with the transaction's first statement
    (`_begin_on_idle_connection`): in its round trip when that statement is pipelined
    (app/db_reads.py), or just before it.
    """
    session = db.session
    if session.new or session.dirty or session.deleted:
        raise RuntimeError("serialized_transaction() needs a session without pending changes")
    if not (keep_read and _begin_on_idle_connection(session, lock)):
        session.rollback()  # end any read transaction so the next BEGIN is ours
        token = _begin_immediate.set(True)
        try:
            session.connection()  # emits BEGIN (IMMEDIATE, on SQLite) now
        finally:
            _begin_immediate.reset(token)
        if lock is not None:
            lock_name(lock)
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise


def _begin_on_idle_connection(session, lock: str | None = None) -> bool:
    """Send BEGIN (IMMEDIATE, on SQLite) on the connection `session` already has, when no
    transaction is open on it, and take the named `lock` (`lock_name`); False (nothing sent)
    when it has none, or one is open."""
    if not session().in_transaction():  # (the scoped session does not pass this one on)
        return False
    connection = session.connection()
    dbapi_connection = connection.connection.dbapi_connection
    if connection.dialect.name == "sqlite" and not dbapi_connection.in_transaction:
        dbapi_connection.execute("BEGIN IMMEDIATE")
        return True
    if (connection.dialect.name == "postgresql"
            and dbapi_connection.info.transaction_status == _IDLE):
        # Owed, not sent: the transaction's first statement takes the BEGIN and the lock with it
        # (`_send_owed_begin`), so a booking's BEGIN, holds lock and INSERT are one round trip.
        _OWED_BEGINS[id(dbapi_connection)] = None if lock is None else _lock_key(lock)
        return True
    return False


# The psycopg connections (by id) whose transaction `serialized_transaction(keep_read=True)`
# began without sending anything yet, with the key of the named lock to take first (or None).
# Empty but for the moments between such a transaction's start and its first statement.
_OWED_BEGINS: dict[int, int | None] = {}


def _send_owed_begin(dbapi_connection) -> bool:
    """Before a statement on `dbapi_connection`: send the BEGIN (and the named lock) its
    transaction owes, if it owes one, and say whether it did. In a pipeline (app/db_reads.py)
    each is queued as a statement of its own, ahead of the one about to be sent, and all share
    one round trip; the server still runs them in that order, so the lock is held before the
    statement begins, as when it was sent with the BEGIN. Outside one, one simple query holds
    both: without parameters psycopg sends the text as a simple query, which may hold two
    statements (the lock's key, an integer, written into the text). Never prepared: a prepared
    statement holds one statement (psycopg leaves such texts out of its own preparing too)."""
    key = _OWED_BEGINS.pop(id(dbapi_connection), _NOTHING_OWED)
    if key is _NOTHING_OWED:
        return False
    lock = None if key is None else f"SELECT pg_advisory_xact_lock({key})"
    if dbapi_connection.pgconn.pipeline_status:
        dbapi_connection.execute("BEGIN", prepare=False)
        if lock is not None:
            dbapi_connection.execute(lock, prepare=False)
    else:
        dbapi_connection.execute("BEGIN" if lock is None else f"BEGIN; {lock}", prepare=False)
    return True


_NOTHING_OWED = object()


def begin_owed(dbapi_connection) -> bool:
    """Whether `dbapi_connection`'s transaction still owes its BEGIN (`_send_owed_begin`): the
    next statement is worth sending in a pipeline."""
    return id(dbapi_connection) in _OWED_BEGINS


@event.listens_for(Engine, "commit")
@event.listens_for(Engine, "rollback")
def _nothing_owed_once_ended(conn) -> None:
    """A transaction that ends before any statement was sent began nothing on the server, and
    its connection owes nothing after it (psycopg sends no COMMIT or ROLLBACK for it)."""
    if _OWED_BEGINS and not conn.invalidated:
        _OWED_BEGINS.pop(id(conn.connection.dbapi_connection), None)


@event.listens_for(Pool, "checkin")
def _nothing_owed_once_pooled(dbapi_connection, connection_record) -> None:
    """Nor does a connection back in the pool (one invalidated under its transaction, say)."""
    if _OWED_BEGINS and dbapi_connection is not None:
        _OWED_BEGINS.pop(id(dbapi_connection), None)


def _lock_key(name: str) -> int:
    """`lock_name`'s 64-bit key of `name`."""
    return int.from_bytes(hashlib.blake2b(name.encode(), digest_size=8).digest(), "big",
                          signed=True)


def lock_name(name: str) -> None:
    """Serialise the transactions that take the same `name` until they end (inside
    `serialized_transaction()`): a PostgreSQL transaction-level advisory lock on a 64-bit hash
    of the name. On SQLite, BEGIN IMMEDIATE already serialises every writer."""
    connection = db.session.connection()
    if connection.dialect.name != "postgresql":
        return
    key = _lock_key(name)
    # A Core statement built once, on the session's connection: through the ORM (its execution,
    # an autoflush, a new function object and its cache key each time) the lock was 5% of a
    # booking's CPU (bench/request_cpu.py).
    connection.execute(_ADVISORY_LOCK, {"lock_key": key})


_ADVISORY_LOCK = select(func.pg_advisory_xact_lock(bindparam("lock_key", type_=BigInteger)))


def flush_or_conflict(still_taken, conflict_message: str) -> None:
    """Flush pending changes. When a concurrent request took a unique value between our check
    and the write, the unique index refuses it: answer Conflict (409), not a 500. `still_taken()`
    re-checks after the rollback, so other integrity errors are not misreported as conflicts."""
    try:
        db.session.flush()
    except IntegrityError:
        db.session.rollback()
        if still_taken():
            raise Conflict(conflict_message) from None
        raise


def commit_or_conflict(record, still_taken, conflict_message: str):
    """Commit `record`, answering Conflict (409) for a lost unique-value race (see
    `flush_or_conflict`)."""
    flush_or_conflict(still_taken, conflict_message)
    db.session.commit()
    return record


def lock_row(model, *criteria):
    """The row of `model` matching `criteria`, locked FOR UPDATE and re-read from the database
    (not the session's stale copy), or None. Call inside `serialized_transaction()`."""
    return db.session.scalar(
        select(model).where(*criteria).with_for_update().execution_options(populate_existing=True)
    )
