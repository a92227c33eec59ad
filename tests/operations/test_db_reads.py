"""app/db_reads.py: the hot read statements sent straight to the session's psycopg connection
answer exactly what SQLAlchemy's execution of the same statement answers (the same rows, in the
same order, of the same Python types), on the request's own connection (its open transaction's
rows included), with the engine's statement events still fired; a statement that SQLAlchemy
must render again for each run falls back to SQLAlchemy, as does SQLite."""

from __future__ import annotations

import threading
import time
from datetime import timedelta

import psycopg
import pytest
from sqlalchemy import (
    JSON,
    Column,
    Date,
    Integer,
    MetaData,
    Table,
    bindparam,
    event,
    func,
    insert,
    literal,
    select,
    text,
)
from sqlalchemy.exc import DataError, IntegrityError, OperationalError

from app import create_app
from app.db_reads import (
    _READ_CURSOR,
    PlainRead,
    PlainReturningWrite,
    PlainWrite,
    read_then_write,
    write_read_then_write,
)
from app.extensions import db
from app.models import RoomType, RoomTypeNight
from app.models.base import utcnow
from app.services.booking import catalogue, inventory
from app.services.booking.stays import stay_values
from tests.bookings.helpers import BASE, days, stay_body, stock
from tests.bookings.test_quote_read import _busy_hotel, _stays
from tests.conftest import DB_KIND
from tests.operations.test_lost_connections import pooled_backend_pids, terminate


def _core_rows(read: PlainRead, params: dict) -> list[tuple]:
    return [tuple(row) for row in db.session.connection().execute(read.statement, params)]


def _typed(rows) -> list[tuple]:
    return [tuple((type(value), value) for value in row) for row in rows]


def test_the_three_hot_reads_answer_as_sqlalchemy_does(app, make):
    hotel, room_types, friday = _busy_hotel(make)
    hot_reads = [
        (inventory._refused_read(few_rooms=True), {"rooms": 1}),
        (inventory._refused_read(few_rooms=False), {"rooms": 3}),
        (inventory._hotel_free_room_types_read(), {"hotel_id": hotel.id}),
    ] + [(catalogue._stay_read(), {"hotel_id": hotel.id, "room_type_id": room_type.id})
         for room_type in room_types]
    compared = 0
    for read, own in hot_reads:
        for check_in, check_out in _stays(friday):
            params = {**own, **stay_values(check_in, check_out), **inventory.clock_values()}
            plain = read.rows(params)
            assert _typed(plain) == _typed(_core_rows(read, params))
            assert sorted(read.scalars(params)) == sorted(row[0] for row in plain)
            compared += len(plain)
        # The plain path itself was taken on PostgreSQL; SQLite runs through SQLAlchemy.
        assert read._plain is (True if db.engine.dialect.name == "postgresql" else None)
    assert compared > 100  # rows of every kind: refused nights, rules, free rooms


def test_rows_answer_the_statements_column_names(app, make):
    hotel, (first, *_), friday = _busy_hotel(make)
    row, *_ = catalogue._stay_read().rows({
        "hotel_id": hotel.id, "room_type_id": first.id,
        **stay_values(friday, friday + timedelta(days=3)), **inventory.clock_values()})
    assert (row.room_type_id, row.hotel_status, row.on_sale) == (first.id, hotel.hotel_status,
                                                                 True)
    assert row.free_rooms == inventory.available_rooms(first.id, friday,
                                                       friday + timedelta(days=3))


def test_a_read_sees_the_open_transactions_rows_and_its_events_fire(app, make):
    hotel, (first, *_), _ = _busy_hotel(make)
    read = PlainRead(select(RoomType.name).where(RoomType.id == bindparam("room_type_id")))
    seen = []

    def before(conn, cursor, statement, parameters, context, executemany):
        seen.append(("before", statement, parameters))

    def after(conn, cursor, statement, parameters, context, executemany):
        seen.append(("after", statement, parameters))

    event.listen(db.engine, "before_cursor_execute", before)
    event.listen(db.engine, "after_cursor_execute", after)
    try:
        db.session.get(RoomType, first.id).name = "Renamed, not committed"
        db.session.flush()  # opens the transaction (app/db_locking.py: BEGIN before a write)
        seen.clear()
        assert read.scalars({"room_type_id": first.id}) == ["Renamed, not committed"]
    finally:
        event.remove(db.engine, "before_cursor_execute", before)
        event.remove(db.engine, "after_cursor_execute", after)
    assert [kind for kind, *_ in seen] == ["before", "after"]
    assert seen[0][1].lstrip().upper().startswith("SELECT")
    parameters = seen[0][2]  # by name on PostgreSQL, by position on SQLite
    assert first.id in (parameters.values() if isinstance(parameters, dict) else parameters)
    db.session.rollback()
    assert read.scalars({"room_type_id": first.id}) != ["Renamed, not committed"]


def test_a_read_alone_takes_a_connection_of_its_own_only_when_the_session_has_none(app, make):
    """Search's refusals and availability's free rooms (`alone`: the request's one statement):
    with no connection in the session, the read takes one of the engine's and gives it back at
    once, and no session is made; with one (an open transaction), it reads there and sees the
    transaction's rows, as without `alone`."""
    hotel, (first, *_), _ = _busy_hotel(make)
    room_type_id, name = first.id, first.name
    db.session.commit()
    db.session.remove()
    read = PlainRead(select(RoomType.name).where(RoomType.id == bindparam("room_type_id")))
    assert read.scalars({"room_type_id": room_type_id}, alone=True) == [name]
    assert read.rows({"room_type_id": room_type_id}, alone=True)[0].name == name
    assert not db.session.registry.has()  # no session made, none to tear down
    if hasattr(db.engine.pool, "checkedout"):
        assert db.engine.pool.checkedout() == 0  # given back
    db.session.get(RoomType, room_type_id).name = "Renamed, not committed"
    db.session.flush()
    assert read.scalars({"room_type_id": room_type_id}, alone=True) == ["Renamed, not committed"]
    db.session.rollback()
    assert read.scalars({"room_type_id": room_type_id}, alone=True) == [name]


def test_a_statement_rendered_per_run_falls_back_to_sqlalchemy(app, make):
    hotel, room_types, _ = _busy_hotel(make)
    ids = [room_type.id for room_type in room_types]
    read = PlainRead(select(RoomType.id).where(
        RoomType.id.in_(bindparam("ids", expanding=True))).order_by(RoomType.id))
    assert read.scalars({"ids": ids[:2]}) == sorted(ids[:2])
    assert read.scalars({"ids": ids}) == sorted(ids)
    assert read._plain is (False if db.engine.dialect.name == "postgresql" else None)


@pytest.mark.skipif(DB_KIND != "postgresql", reason="PostgreSQL's connection pool")
def test_a_plain_read_on_a_lost_connection_costs_one_503_then_the_pool_recovers(make, _schema,
                                                                               tmp_path):
    """As SQLAlchemy's own execution: the driver's error is wrapped (a lost database is the
    503 of app/errors.py, not a 500) and the dead connection is replaced."""
    hotel, room_type = stock(make)
    # No ping before a checkout, and the catalogue's version not read again: the plain read is
    # the first statement on the lost connection.
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, MAIL_OUTBOX_DIR="",
                     TTS_CACHE_DIR=str(tmp_path), DB_PING_AFTER_IDLE_SECONDS=3600,
                     CATALOGUE_VERSION_MAX_AGE_SECONDS=3600)
    client = app.test_client()
    availability = (f"{BASE}/hotels/{hotel.id}/availability?check_in={days(3).isoformat()}"
                    f"&check_out={days(5).isoformat()}")
    quote = stay_body(hotel, room_type)
    assert client.get(availability).status_code == 200
    terminate(_schema, pooled_backend_pids(app))
    response = client.get(availability)  # the catalogue copy is current: the read is first
    assert response.status_code == 503 and response.headers["Retry-After"] == "5"
    assert client.get(availability).status_code == 200
    assert client.post(f"{BASE}/bookings/quote", json=quote).status_code == 200
    terminate(_schema, pooled_backend_pids(app))
    assert client.post(f"{BASE}/bookings/quote", json=quote).status_code == 503
    assert client.post(f"{BASE}/bookings/quote", json=quote).status_code == 200
    with app.app_context():
        db.engine.dispose()


@pytest.mark.skipif(DB_KIND != "postgresql", reason="the plain path is PostgreSQL's")
def test_a_driver_error_is_sqlalchemys_and_leaves_the_connection_and_the_pool_alone(app):
    """A statement the database refuses (not a lost connection) raises SQLAlchemy's own
    exception class, wrapping psycopg's, with the statement; nothing is invalidated."""
    read = PlainRead(select(literal(1) / bindparam("zero", type_=Integer)))
    pool = db.engine.pool
    with pytest.raises(DataError) as raised:
        read.scalars({"zero": 0})
    assert isinstance(raised.value.orig, psycopg.errors.DivisionByZero)
    assert raised.value.connection_invalidated is False
    assert "SELECT" in raised.value.statement
    assert read._plain is True  # the error came from the plain path
    connection = db.session.connection()
    assert not connection.invalidated
    db.session.rollback()
    assert db.engine.pool is pool  # not replaced
    assert read.scalars({"zero": 1}) == [1]


@pytest.mark.skipif(DB_KIND != "postgresql", reason="the plain path is PostgreSQL's")
def test_a_pooled_connection_reads_with_one_cursor_until_an_error_goes_through_it(app):
    """Each plain read of a pooled connection uses its read cursor again (db_reads._read_cursor:
    a cursor made per read was a tenth of a search's statement); a cursor a driver error went
    through is dropped, and the next read gets a new one and answers."""
    read = PlainRead(select(literal(7) / bindparam("by", type_=Integer)))
    connection = db.session.connection()
    assert read.scalars({"by": 7}) == [1]
    first = connection.connection.info[_READ_CURSOR]
    assert read.scalars({"by": 1}) == [7]
    assert connection.connection.info[_READ_CURSOR] is first
    with pytest.raises(DataError):
        read.scalars({"by": 0})
    assert first.closed and _READ_CURSOR not in connection.connection.info
    db.session.rollback()
    assert read.scalars({"by": 7}) == [1]
    assert db.session.connection().connection.info[_READ_CURSOR] is not first


@pytest.mark.skipif(DB_KIND != "postgresql", reason="PostgreSQL's connection pool")
def test_a_lost_connection_in_a_plain_read_replaces_the_pools_older_connections(make, _schema,
                                                                                tmp_path):
    """Two pooled connections, both closed by the server: the plain read on one fails as
    SQLAlchemy's OperationalError (connection_invalidated), and the other, idle in the pool,
    is not handed out again: the next two reads at once both succeed."""
    stock(make)
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, MAIL_OUTBOX_DIR="",
                     TTS_CACHE_DIR=str(tmp_path), DB_PING_AFTER_IDLE_SECONDS=3600)
    read = PlainRead(select(func.pg_backend_pid()))
    with app.app_context():
        with db.engine.connect() as first, db.engine.connect() as second:
            pids = [first.scalar(select(func.pg_backend_pid())),
                    second.scalar(select(func.pg_backend_pid()))]
        terminate(_schema, pids)
        with pytest.raises(OperationalError) as raised:
            read.scalars({})
        assert raised.value.connection_invalidated is True
        assert isinstance(raised.value.orig, psycopg.OperationalError)
        db.session.remove()
        with db.engine.connect() as first, db.engine.connect() as second:
            now = [first.scalar(select(func.pg_backend_pid())),
                   second.scalar(select(func.pg_backend_pid()))]
        assert not set(now) & set(pids)
        assert read.scalars({})[0] not in pids
        db.session.remove()
        db.engine.dispose()


def _calendar_move():
    """The room type's lock (inventory.with_room_type_lock) and a new hold's guarded calendar
    move of one night (inventory.owed_hold_move's statement), as a booking sends them."""
    lock = PlainRead(inventory.with_room_type_lock(
        select(RoomType.id).where(RoomType.id == bindparam("room_type_id", type_=Integer))))
    move = PlainWrite(inventory._add_if_free_statement(db.engine.dialect.name, "held_rooms"))
    return lock, move


def _move_values(room_type_id: int, night, rooms: int = 1) -> dict:
    return {"room_type_id": room_type_id, "rooms": rooms, "night": night, "now": utcnow(),
            **stay_values(night, night + timedelta(days=1))}


def test_read_then_write_answers_as_sqlalchemy_does(app, make):
    """The read's rows (named) and the rows the write touched, summed over its parameter sets;
    the write's column defaults (an INSERT's booked_rooms 0, closed_to_arrival false) written
    as SQLAlchemy writes them. SQLite: both through SQLAlchemy."""
    hotel, room_type = stock(make, rooms=2)
    db.session.commit()
    lock, move = _calendar_move()
    night = days(30)
    rows, moved = read_then_write(db.session.connection(), lock, {"room_type_id": room_type.id},
                                  move, [_move_values(room_type.id, night + timedelta(days=n))
                                         for n in range(3)])
    assert [row.id for row in rows] == [room_type.id] and moved == 3
    assert inventory.available_rooms(room_type.id, night, night + timedelta(days=3)) == 1
    calendar = db.session.execute(select(
        RoomTypeNight.held_rooms, RoomTypeNight.booked_rooms, RoomTypeNight.closed_to_arrival)
        .where(RoomTypeNight.room_type_id == room_type.id, RoomTypeNight.night == night)).one()
    assert tuple(calendar) == (1, 0, False)
    # Two rooms asked where one is left: no night moves.
    rows, moved = read_then_write(db.session.connection(), lock, {"room_type_id": room_type.id},
                                  move, [_move_values(room_type.id, night, rooms=2)])
    assert moved == 0
    assert move._plain is (True if db.engine.dialect.name == "postgresql" else None)
    db.session.rollback()


@pytest.mark.skipif(DB_KIND != "postgresql", reason="row locks and pipeline mode")
def test_the_write_sent_with_a_locking_read_sees_what_was_committed_while_it_waited(app, make):
    """The no-oversell rule of a booking's lock and move in one round trip: the move is a
    statement of its own that begins once the lock is granted, so it sees the rooms a booking
    holding the lock committed meanwhile. (One statement for both would read the calendar as it
    was before the wait, and sell the last room twice.)"""
    hotel, room_type = stock(make, rooms=1)
    db.session.commit()
    room_type_id, night = room_type.id, days(30)
    lock, move = _calendar_move()
    outcome = {}

    def second_booking():
        with app.app_context():
            try:
                outcome["rows"], outcome["moved"] = read_then_write(
                    db.session.connection(), lock, {"room_type_id": room_type_id}, move,
                    [_move_values(room_type_id, night)])
                db.session.commit()
            except Exception as error:  # noqa: BLE001 (any failure is reported by the main thread)
                outcome["error"] = error
            finally:
                db.session.remove()

    with db.engine.connect() as first:
        # The first booking: the room type's lock, then its night's one room held.
        first.execute(inventory.with_room_type_lock(select(RoomType.id))
                      .where(RoomType.id == room_type_id))
        assert first.execute(inventory._add_if_free_statement("postgresql", "held_rooms"),
                             _move_values(room_type_id, night)).rowcount == 1
        waiting = threading.Thread(target=second_booking)
        waiting.start()
        with db.engine.connect() as watching:  # a statement each: each sees the moment
            for _ in range(500):  # until the second waits for the lock
                if watching.scalar(text("SELECT count(*) FROM pg_locks WHERE NOT granted")):
                    break
                time.sleep(0.01)
            else:
                pytest.fail(f"the second booking never waited for the room type's lock: "
                            f"{outcome}")
        first.commit()
    waiting.join(10)
    assert [row.id for row in outcome["rows"]] == [room_type_id]
    assert outcome["moved"] == 0  # the last room was the first booking's
    db.session.rollback()
    assert inventory.available_rooms(room_type_id, night, night + timedelta(days=1)) == 0


@pytest.mark.skipif(DB_KIND != "postgresql", reason="the plain path is PostgreSQL's")
def test_a_refused_read_in_read_then_write_raises_sqlalchemys_error_and_writes_nothing(app, make):
    hotel, room_type = stock(make, rooms=1)
    db.session.commit()
    _, move = _calendar_move()
    failing = PlainRead(select(literal(1) / bindparam("zero", type_=Integer)))
    with pytest.raises(DataError) as raised:
        read_then_write(db.session.connection(), failing, {"zero": 0}, move,
                        [_move_values(room_type.id, days(30))])
    assert isinstance(raised.value.orig, psycopg.errors.DivisionByZero)
    assert not db.session.connection().invalidated
    db.session.rollback()
    assert inventory.available_rooms(room_type.id, days(30), days(31)) == 1


@pytest.mark.skipif(DB_KIND != "postgresql", reason="the plain path is PostgreSQL's")
@pytest.mark.parametrize("data", [[["2027-01-06", "1200.00"]], {"a": None}, None])
def test_a_returning_write_converts_json_as_sqlalchemy_does(app, data):
    """PlainReturningWrite (a booking's INSERT): a JSON value converted at each execution by
    the type's own converter, so the row holds what SQLAlchemy's execution writes; the rows
    returned as a PlainRead's."""
    db.session.execute(text("CREATE TEMP TABLE json_probe (id serial PRIMARY KEY, data json,"
                            " n integer)"))
    probe = Table("json_probe", MetaData(), Column("id", Integer, primary_key=True),
                  Column("data", JSON), Column("n", Integer))
    statement = (insert(probe).values(data=bindparam("data", type_=JSON),
                                      n=bindparam("n", type_=Integer))
                 .returning(probe.c.id, probe.c.n))
    write = PlainReturningWrite(statement)
    [plain] = write.rows({"data": data, "n": 3})
    assert write._plain is True and plain.n == 3
    core = db.session.execute(statement, {"data": data, "n": 3}).one()
    written = dict(db.session.execute(text("SELECT id, data::text FROM json_probe")).all())
    assert written[plain.id] == written[core.id]
    db.session.rollback()


def test_a_write_sent_ahead_of_the_lock_answers_with_them_and_its_refusal_stops_them(app, make):
    """write_read_then_write (a booking's INSERT, its room type's lock and the calendar's move):
    the first write's returned rows beside the read's rows and the write's count; a unique value
    the first write finds taken raises SQLAlchemy's IntegrityError (the booking's retry with a
    new confirmation code relies on it) and neither statement after it is run. SQLite: the
    three through SQLAlchemy, one after the other."""
    hotel, room_type = stock(make, rooms=2)
    db.session.commit()
    lock, move = _calendar_move()
    night = days(40)
    first = PlainReturningWrite(
        insert(RoomTypeNight)
        .values(room_type_id=bindparam("first_room_type", type_=Integer),
                night=bindparam("first_night", type_=Date), sellable_rooms=2)
        .returning(RoomTypeNight.room_type_id))
    first_values = {"first_room_type": room_type.id, "first_night": night - timedelta(days=1)}
    written, rows, moved = write_read_then_write(
        db.session.connection(), first, first_values, lock, {"room_type_id": room_type.id},
        move, [_move_values(room_type.id, night)])
    assert [row.room_type_id for row in written] == [room_type.id]
    assert [row.id for row in rows] == [room_type.id] and moved == 1
    db.session.commit()
    with pytest.raises(IntegrityError):
        write_read_then_write(db.session.connection(), first, first_values, lock,
                              {"room_type_id": room_type.id}, move,
                              [_move_values(room_type.id, night + timedelta(days=1))])
    db.session.rollback()
    assert inventory.available_rooms(room_type.id, night + timedelta(days=1),
                                     night + timedelta(days=2)) == 2  # the move never ran
