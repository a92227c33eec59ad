"""serialized_transaction(keep_read=True) (app/db_locking.py): the transaction begins on the
connection the session already reads on, the objects read stay loaded, and it serialises writers
as a fresh one does: SQLite's write lock is taken at once, PostgreSQL's transaction is open, and a
rollback still writes nothing."""

from __future__ import annotations

import sqlite3
import threading
from contextlib import nullcontext

import psycopg
import pytest
from sqlalchemy import func, inspect, select, text

from app import db_locking
from app.db_locking import lock_name, serialized_transaction
from app.models import Guest
from tests.conftest import DB_KIND


def _dbapi(db):
    return db.session.connection().connection.dbapi_connection


def test_the_objects_read_stay_loaded_and_the_connection_is_kept(make, db):
    guest_id = make.guest(first_name="Tigist").id
    db.session.commit()
    guest = db.session.get(Guest, guest_id)
    reading_on = _dbapi(db)

    with serialized_transaction(keep_read=True):
        assert _dbapi(db) is reading_on
        assert not inspect(guest).expired and "first_name" in guest.__dict__
        guest.first_name = "Tsion"
    db.session.expunge_all()
    assert db.session.get(Guest, guest_id).first_name == "Tsion"


def test_without_keep_read_the_objects_read_are_expired(make, db):
    guest_id = make.guest().id
    db.session.commit()
    guest = db.session.get(Guest, guest_id)
    with serialized_transaction():
        assert "first_name" not in guest.__dict__  # expired by the rollback it begins with


def test_the_transaction_kept_on_the_connection_is_a_real_one(make, db):
    guest_id = make.guest(first_name="Tigist").id
    db.session.commit()
    db.session.get(Guest, guest_id)
    with serialized_transaction(keep_read=True) as session:
        if db.engine.dialect.name == "sqlite":
            # The write lock is held from the start: another writer cannot begin.
            other = sqlite3.connect(db.engine.url.database, timeout=0)
            try:
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    other.execute("BEGIN IMMEDIATE")
            finally:
                other.close()
        else:
            session.execute(text("SELECT 1"))
            assert _dbapi(db).info.transaction_status == psycopg.pq.TransactionStatus.INTRANS
    # A rollback inside it writes nothing.
    with pytest.raises(RuntimeError, match="refused"), serialized_transaction(keep_read=True):
        db.session.get(Guest, guest_id).first_name = "Never"
        db.session.flush()
        raise RuntimeError("refused")
    db.session.expunge_all()
    assert db.session.scalar(select(func.count()).select_from(Guest).where(
        Guest.first_name == "Never")) == 0


def _advisory_locks_held(db) -> int:
    """Transaction-level advisory locks this session's backend holds (PostgreSQL)."""
    return db.session.execute(text(
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
        " AND pid = pg_backend_pid()")).scalar()


@pytest.mark.parametrize("keep_read", [True, False])
def test_a_named_lock_is_held_from_the_start_until_the_end(make, db, keep_read):
    """`lock=`: taken first (with keep_read on PostgreSQL, in the BEGIN's own round trip, which
    the transaction's first statement takes along), held until the transaction ends; the same
    name many times over (psycopg prepares a text it has run five times, and a prepared
    statement cannot hold the BEGIN and the lock)."""
    if db.engine.dialect.name != "postgresql":
        pytest.skip("SQLite: BEGIN IMMEDIATE serialises every writer, no named lock is taken")
    for _round in range(8):
        db.session.execute(select(func.count()).select_from(Guest))  # a read on the connection
        with serialized_transaction(keep_read=keep_read, lock="holds:tigist@example.et"):
            assert _advisory_locks_held(db) == 1
        assert _advisory_locks_held(db) == 0
    db.session.rollback()


def test_a_named_lock_makes_the_second_taker_wait(app, make, db):
    """Another transaction taking the same name waits until the first one ends."""
    if db.engine.dialect.name != "postgresql":
        pytest.skip("SQLite: BEGIN IMMEDIATE serialises every writer, no named lock is taken")
    taken, other_has_it = threading.Event(), threading.Event()

    def take_it_too() -> None:
        with app.app_context():
            taken.wait(5)
            with serialized_transaction():
                lock_name("holds:almaz@example.et")
                other_has_it.set()

    other = threading.Thread(target=take_it_too)
    other.start()
    db.session.execute(select(func.count()).select_from(Guest))
    with serialized_transaction(keep_read=True, lock="holds:almaz@example.et"):
        db.session.execute(select(func.count()).select_from(Guest))  # the lock goes with it
        taken.set()
        assert not other_has_it.wait(0.5)
    assert other_has_it.wait(5)
    other.join(5)


@pytest.mark.skipif(DB_KIND != "postgresql", reason="SQLite's BEGIN IMMEDIATE is sent at once")
def test_the_begin_and_lock_go_with_the_first_statement_or_not_at_all(make, db):
    """With keep_read on PostgreSQL nothing is sent at the start: the BEGIN and the named lock go
    in front of the transaction's first statement (in its round trip, when it is pipelined:
    app/db_reads.py). A transaction that sends no statement began nothing, and leaves its
    connection owing nothing: the next read runs on its own, outside any transaction."""
    db.session.execute(select(func.count()).select_from(Guest))
    with serialized_transaction(keep_read=True, lock="holds:tigist@example.et"):
        assert _dbapi(db).info.transaction_status == psycopg.pq.TransactionStatus.IDLE
        assert db_locking.begin_owed(_dbapi(db))
        assert _advisory_locks_held(db) == 1  # the lock taken before this read
        assert _dbapi(db).info.transaction_status == psycopg.pq.TransactionStatus.INTRANS
        assert not db_locking.begin_owed(_dbapi(db))
    for ending in ("commit", "rollback"):
        db.session.execute(select(func.count()).select_from(Guest))
        with pytest.raises(RuntimeError) if ending == "rollback" else nullcontext():
            with serialized_transaction(keep_read=True, lock="holds:tigist@example.et"):
                if ending == "rollback":
                    raise RuntimeError("refused before any statement")
        assert not db_locking._OWED_BEGINS
        db.session.execute(select(func.count()).select_from(Guest))
        assert _dbapi(db).info.transaction_status == psycopg.pq.TransactionStatus.IDLE
        assert _advisory_locks_held(db) == 0
    db.session.rollback()
