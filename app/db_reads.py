"""Hot read statements run straight on the session's psycopg connection (issue 34).

A search, an availability and a quote each read one statement, built once per process. Run
through SQLAlchemy's Connection.execute, the statement's own work in psycopg was about a third
of the call: the rest was the execution context (the compiled cache's lookup, the parameters
rebuilt with every literal of the statement), the result's metadata (psycopg describing each of
the quote's 27 columns) and its row objects (bench/request_cpu.py's profiles). A `PlainRead`
renders the statement once per dialect and sends it with its parameters to the session's
psycopg connection itself, which prepares it after its fifth run as before.

What it keeps of SQLAlchemy's execution: the session's connection, so the read sees what the
request's transaction (if one is open) sees and no second connection is checked out; the
engine's `before_cursor_execute`/`after_cursor_execute` events, fired with the statement and
its parameters (app/db_locking.py's BEGIN rule, which lets a SELECT through as it is; the tests
and bench scripts that count or explain statements); and what it does with the driver's errors
(wrapped as SQLAlchemy's, a lost connection invalidated with the pool's older ones:
app/db_connections.py), done through SQLAlchemy's public API (`_raise_as_sqlalchemy`).

`read_then_write` sends a read and then a write of many parameter sets in one round trip
(psycopg's pipeline mode), for a write that must follow the read's row lock (a booking's
calendar move after its room type's lock: bookings.py); `write_read_then_write` sends a
returning write ahead of both in the same round trip (the booking's INSERT).

Only for statements whose parameters and columns need no conversion by SQLAlchemy's types (ints,
strings, booleans, dates and times, numerics: psycopg returns them as SQLAlchemy would): that is
checked once per statement, and a statement that needs one, or another database (SQLite stores
dates as text), runs through SQLAlchemy as before. Either way the rows are tuples that also
answer the statement's column names (`.rows`), or the first column's values (`.scalars`).
"""

from __future__ import annotations

import threading
from collections import namedtuple
from typing import Any, NoReturn

import psycopg
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError

from app.db_locking import begin_owed
from app.extensions import db

# What psycopg describes a NUMERIC column as (its OID): SQLAlchemy's numeric types ask it to
# choose their result processor, which for NUMERIC is none (psycopg returns a Decimal).
_NUMERIC_OID = psycopg.postgres.types["numeric"].oid


class _Rendered:
    """A statement rendered for PostgreSQL: its text, the values of its own literals, the row
    type, and the bind parameters whose values SQLAlchemy's types convert (their converters)."""

    def __init__(self, sql: str, literals: dict[str, Any], row_type,
                 converters: dict[str, Any] | None = None) -> None:
        self.sql = sql
        self.literals = literals
        self.row_type = row_type
        self.converters = converters or {}

    def values(self, params: dict[str, Any]) -> dict[str, Any]:
        """The statement's literals and `params`, converted where a type converts them."""
        values = {**self.literals, **params}
        for name, convert in self.converters.items():
            values[name] = convert(values[name])
        return values


class _RenderedOnce:
    """A Core statement (built once) rendered once per process for PostgreSQL (module
    docstring); `_ROWS`: whether it returns rows (a SELECT) or none (a write)."""

    _ROWS = True
    # Whether the values of bind parameters that SQLAlchemy's types convert (JSON) are converted
    # here at each execution, as SQLAlchemy would, rather than the statement run through it.
    _CONVERTS = False

    def __init__(self, statement) -> None:
        self.statement = statement
        self._rendered: _Rendered | None = None
        self._plain: bool | None = None  # None until checked on PostgreSQL
        self._lock = threading.Lock()

    def _render(self, connection: Connection) -> _Rendered | None:
        """The statement rendered for this connection's database, or None when it runs through
        SQLAlchemy (not PostgreSQL, or a type that converts a value)."""
        if connection.dialect.name != "postgresql":
            return None
        if self._plain is None:
            with self._lock:
                if self._plain is None:
                    self._rendered = _render(self.statement, connection.dialect,
                                             rows=self._ROWS, converts=self._CONVERTS)
                    self._plain = self._rendered is not None
        return self._rendered


class PlainRead(_RenderedOnce):
    """A read-only Core statement (built once) run on the session's connection: module
    docstring."""

    def rows(self, params: dict[str, Any], *, alone: bool = False) -> list:
        """The statement's rows for these bind parameters: tuples whose fields also have the
        statement's column names (a name used twice answers its first column). `alone`: see
        `_read`."""
        found, row_type = self._read(params, alone)
        if row_type is None:
            return found
        make = row_type._make
        return [make(row) for row in found]

    def scalars(self, params: dict[str, Any], *, alone: bool = False) -> list:
        """The first column of the statement's rows."""
        return [row[0] for row in self._read(params, alone)[0]]

    def _read(self, params: dict[str, Any], alone: bool = False) -> tuple[list, Any]:
        """The rows for these parameters on the session's connection, and the row type that
        names their columns: the driver's tuples when the statement is plain on this database,
        else SQLAlchemy's rows (which name them already) and None.

        `alone`, for a request whose one statement this is (search's refusals, availability's
        free rooms): when the session holds no connection yet, the read takes one of the
        engine's and gives it back at once, without the session's transaction, Connection and
        its teardown around it (46 us of CPU, a connection alone 14 us: more than psycopg's
        execution of the statement, 50 us). It sees what the session's would: each read runs
        on its own and sees the latest commit (app/db_locking.py). A session holding a
        connection (a transaction open, or an earlier read) is read on, as without `alone`."""
        if alone and not _session_holds_connection():
            with db.engine.connect() as connection:
                return self._read_on(connection, params)
        return self._read_on(db.session.connection(), params)

    def _read_on(self, connection: Connection, params: dict[str, Any]) -> tuple[list, Any]:
        rendered = self._render(connection)
        if rendered is None:
            return list(connection.execute(self.statement, params).all()), None
        return _fetch(connection, rendered, params), rendered.row_type


class PlainReturningWrite(PlainRead):
    """An INSERT ... RETURNING (built once) run on the session's connection as a PlainRead's
    statement is, its returned rows read as a PlainRead's; its JSON values converted as
    SQLAlchemy converts them. The first statement of a `serialized_transaction(keep_read=True)`
    sent this way takes the transaction's BEGIN and named lock into its round trip
    (app/db_locking.py `_send_owed_begin`)."""

    _CONVERTS = True


class PlainWrite(_RenderedOnce):
    """A Core INSERT/UPDATE (built once) to send with `read_then_write`, rendered once per
    process as a PlainRead's statement is; no rows."""

    _ROWS = False


def read_then_write(connection: Connection, read: PlainRead, params: dict[str, Any],
                    write: PlainWrite, many: list[dict[str, Any]]) -> tuple[list, int]:
    """`read`'s rows for `params`, then `write` run once per parameter set of `many`, and the
    rows the write touched, in ONE round trip: both sent in psycopg's pipeline mode and one Sync
    awaited. Each is still a statement of its own, which the server runs in turn: the write
    begins when the read has ended (a row lock it waited for granted), and under READ COMMITTED
    it reads with a snapshot of its own, taken then. So a write sent this way sees what was
    committed before the read's lock was granted, as it would sent after the read's answer; the
    only thing it cannot do is depend on that answer (the caller checks both afterwards, and
    rolls the transaction back when the read refuses). An error in either raises, as
    SQLAlchemy's own execution would (the write is then not run).

    Rows as `PlainRead.rows`. Not PostgreSQL, or a statement that needs SQLAlchemy's
    conversions: the two run through SQLAlchemy, one after the other."""
    _, rows, touched = write_read_then_write(connection, None, None, read, params, write, many)
    return rows, touched


def write_read_then_write(connection: Connection, first: PlainReturningWrite | None,
                          first_params: dict[str, Any] | None, read: PlainRead,
                          params: dict[str, Any], write: PlainWrite,
                          many: list[dict[str, Any]]) -> tuple[list, list, int]:
    """`read_then_write` with a returning write `first` (for `first_params`) sent ahead of the
    two in the same round trip: (first's rows, read's rows, the rows `write` touched). A
    booking's INSERT, its room type's lock and the calendar's move (bookings.py): the server
    still runs the three in turn, so the INSERT is done before the lock is asked for, as when it
    was sent a round trip earlier. A BEGIN the transaction owes (app/db_locking.py) is queued
    ahead of the first statement. An error in any raises, as SQLAlchemy's own execution would
    (the statements after it are then not run). `first` None: `read_then_write`."""
    rendered_first = first._render(connection) if first is not None else None
    rendered_read, rendered_write = read._render(connection), write._render(connection)
    if (rendered_read is None or rendered_write is None
            or (first is not None and rendered_first is None)):
        first_rows = (list(connection.execute(first.statement, first_params).all())
                      if first is not None else [])
        rows = list(connection.execute(read.statement, params).all())
        return first_rows, rows, connection.execute(write.statement, many).rowcount
    first_values = rendered_first.values(first_params) if rendered_first is not None else None
    values = rendered_read.values(params)
    many_values = [rendered_write.values(each) for each in many]
    proxied = connection.connection
    raw = proxied.dbapi_connection
    dispatch = connection.dispatch
    starter = raw.cursor() if rendered_first is not None else None
    reader, writer = raw.cursor(), raw.cursor()
    read_sql, write_sql = rendered_read.sql, rendered_write.sql
    try:
        # Leaving the block sends the Sync and reads every result: the one round trip.
        with raw.pipeline():
            if starter is not None:
                first_sql = rendered_first.sql
                dispatch.before_cursor_execute(connection, starter, first_sql, first_values,
                                               None, False)
                starter.execute(first_sql, first_values)
                dispatch.after_cursor_execute(connection, starter, first_sql, first_values,
                                              None, False)
            dispatch.before_cursor_execute(connection, reader, read_sql, values, None, False)
            reader.execute(read_sql, values)
            dispatch.after_cursor_execute(connection, reader, read_sql, values, None, False)
            dispatch.before_cursor_execute(connection, writer, write_sql, many_values, None,
                                           True)
            writer.executemany(write_sql, many_values)
            dispatch.after_cursor_execute(connection, writer, write_sql, many_values, None,
                                          True)
        first_found = starter.fetchall() if starter is not None else []
        found = reader.fetchall()
        touched = writer.rowcount
    except BaseException as error:
        # Named after the read, the statement that waits (a lock timeout, a deadlock), whichever
        # of them the server refused: psycopg's error says which (a taken unique value of the
        # first is an IntegrityError all the same).
        _raise_as_sqlalchemy(connection, proxied, reader, error, read_sql, values)
        raise  # not reached: it raises
    finally:
        if starter is not None:
            starter.close()
        reader.close()
        writer.close()
    first_rows = ([rendered_first.row_type._make(row) for row in first_found]
                  if rendered_first is not None else [])
    make = rendered_read.row_type._make
    return first_rows, [make(row) for row in found], touched


def _session_holds_connection() -> bool:
    """Whether this request's session exists and has begun (holds a connection), without
    making one (`db.session` would)."""
    session = db.session
    return session.registry.has() and session().in_transaction()


def _fetch(connection: Connection, rendered: _Rendered, params: dict[str, Any]) -> list[tuple]:
    """The rendered statement's rows from the read cursor of the connection's psycopg
    connection (`_read_cursor`), the engine's statement events fired around it, and a driver
    error handled as SQLAlchemy's own execution handles one (`_raise_as_sqlalchemy`)."""
    values = rendered.values(params)
    proxied = connection.connection  # the pool's wrapper of the psycopg connection
    cursor = _read_cursor(proxied)
    raw = proxied.dbapi_connection
    try:
        dispatch = connection.dispatch
        if begin_owed(raw):
            # The transaction's BEGIN (and named lock) not sent yet: the statement events queue
            # them ahead of this one in a pipeline, and leaving it sends all three at once.
            with raw.pipeline():
                dispatch.before_cursor_execute(connection, cursor, rendered.sql, values, None,
                                               False)
                cursor.execute(rendered.sql, values)
                dispatch.after_cursor_execute(connection, cursor, rendered.sql, values, None,
                                              False)
            return cursor.fetchall()
        dispatch.before_cursor_execute(connection, cursor, rendered.sql, values, None, False)
        cursor.execute(rendered.sql, values)
        dispatch.after_cursor_execute(connection, cursor, rendered.sql, values, None, False)
        return cursor.fetchall()
    except BaseException as error:
        # A cursor an error went through is not used again.
        proxied.info.pop(_READ_CURSOR, None)
        cursor.close()
        _raise_as_sqlalchemy(connection, proxied, cursor, error, rendered.sql, values)
        raise  # not reached: it raises


# The key of a pooled connection's read cursor in its record's info (kept while it is pooled).
_READ_CURSOR = "marefiya.read_cursor"


def _read_cursor(proxied) -> psycopg.Cursor:
    """The pooled psycopg connection's cursor for plain reads, made at its first read and used
    again by every read after it (one connection is used by one thread at a time; each
    execution replaces the cursor's rows, all fetched before the next). A cursor made and
    closed per read was 14 us of a search's one statement (bench/request_cpu.py); its last
    rows are kept until the next read, a search's a few ids. A connection the pool replaced
    under the same record gets a cursor of its own."""
    raw = proxied.dbapi_connection
    cursor = proxied.info.get(_READ_CURSOR)
    if cursor is None or cursor.connection is not raw or cursor.closed:
        cursor = proxied.info[_READ_CURSOR] = raw.cursor()
    return cursor


def _raise_as_sqlalchemy(connection: Connection, proxied, cursor, error: BaseException,
                         sql: str, values: dict[str, Any]) -> NoReturn:
    """What SQLAlchemy's Connection.execute does with an error of the driver, through its
    public API: the error wrapped in SQLAlchemy's (DBAPIError.instance: a psycopg
    OperationalError is SQLAlchemy's OperationalError, the 503 of app/errors.py; any other
    exception a StatementError), and a lost connection (the dialect's is_disconnect)
    invalidated with every connection the pool opened before it (Engine.dispose: the idle
    ones closed now, those in use discarded when given back, the pool's listeners kept; the
    same outcome as SQLAlchemy's own invalidation time). An interrupt (KeyboardInterrupt,
    SystemExit) leaves the connection in an unknown state: it is invalidated, not wrapped.
    The engine's `handle_error` listeners are not called (the app has none)."""
    if not isinstance(error, Exception):
        connection.invalidate(error)
        raise error
    dialect = connection.dialect
    lost = (isinstance(error, dialect.loaded_dbapi.Error)
            and dialect.is_disconnect(error, proxied, cursor))
    wrapped = DBAPIError.instance(sql, values, error, dialect.loaded_dbapi.Error,
                                  hide_parameters=connection.engine.hide_parameters,
                                  connection_invalidated=lost, dialect=dialect)
    if lost:
        connection.invalidate(error)
        connection.engine.dispose()
    raise wrapped from error


def _render(statement, dialect, *, rows: bool = True,
            converts: bool = False) -> _Rendered | None:
    """The statement rendered, or None when it is not plain (module docstring); `rows`: a
    statement whose columns (a SELECT's, a write's RETURNING) are checked and named, else a
    write without any; `converts`: a bind parameter whose type converts its value keeps the
    type's converter for each execution (`_Rendered.values`) instead of making it not plain."""
    compiled = statement.compile(dialect=dialect)
    if (compiled.post_compile_params or compiled.literal_execute_params
            or compiled.escaped_bind_names):
        return None  # rendered again for each execution (an expanding IN): not plain
    # An INSERT's columns left to their Python-side default: SQLAlchemy fills their parameters
    # in at each execution. A scalar default is a value of the statement's own; another (a
    # function) is not plain.
    defaults = {}
    for column in (*compiled.insert_prefetch, *compiled.update_prefetch):
        default = column.default if column in compiled.insert_prefetch else column.onupdate
        if default is None or not default.is_scalar:
            return None
        defaults[column.key] = default.arg
    literals, converters = {}, {}
    for bind, name in compiled.bind_names.items():
        process = bind.type.dialect_impl(dialect).bind_processor(dialect)
        if not bind.required or name in defaults:
            # A value of the statement's own (a literal, a column's default): converted once
            # here, as SQLAlchemy would convert it at each execution.
            value = defaults[name] if name in defaults else bind.effective_value
            literals[name] = value if process is None else process(value)
        elif process is not None:
            if not converts:
                return None
            converters[name] = process
    if not rows:
        return _Rendered(compiled.string, literals, None, converters)
    columns = list(statement.exported_columns)
    for column in columns:
        if column.type.dialect_impl(dialect).result_processor(dialect, _NUMERIC_OID) is not None:
            return None
    names = [column.key or f"column_{index}" for index, column in enumerate(columns)]
    return _Rendered(compiled.string, literals, namedtuple("PlainRow", names, rename=True),
                     converters)
