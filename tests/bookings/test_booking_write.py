"""A held booking and its trail's first line are written by Core statements, not the ORM's flush
(bookings.write_new_booking): the row holds what the response says, the session holds what the
row holds, the trail line is written with the booking or not at all, and nothing is left of an
attempt refused under the room type's lock or lost to a taken confirmation code."""

from __future__ import annotations

import threading
import time
from datetime import timedelta
from decimal import Decimal

import psycopg
import pytest
from sqlalchemy import event, func, inspect, select, text
from sqlalchemy.orm.exc import DetachedInstanceError

from app.db_locking import serialized_transaction
from app.extensions import db as _db
from app.models import Booking, BookingEvent, BookingStatus
from app.models.base import utcnow
from app.schemas.common import iso_utc
from app.services.booking import bookings
from app.services.booking.bookings import Contact, StayRequest
from app.services.booking.inventory import available_rooms, lock_room_type_on_sale
from app.services.booking.rate_plans import booking_deadline
from app.services.booking.stays import free_cancellation_deadline
from tests.bookings.helpers import BASE, contact, days, stay_body, stock
from tests.conftest import DB_KIND
from tests.operations.test_health_and_readiness import count_statements


def _columns(booking: Booking) -> dict:
    return {attr.key: getattr(booking, attr.key) for attr in inspect(Booking).column_attrs}


def _counts(db) -> tuple[int, int]:
    db.session.rollback()
    return (db.session.scalar(select(func.count()).select_from(Booking)),
            db.session.scalar(select(func.count()).select_from(BookingEvent)))


def test_the_session_holds_what_the_row_holds_and_reads_nothing_again(app, make, db):
    hotel, rt = stock(make, rooms=2)
    guest = make.guest()
    stay = StayRequest(hotel.id, rt.id, days(10), days(13), 2, 1)
    booking, created = bookings.create_booking(stay, guest=guest,
                                               special_requests="A quiet room, please",
                                               idempotency_key="write-1")
    assert created
    state = inspect(booking)
    assert state.persistent and not state.expired_attributes
    assert not (state.unloaded & {attr.key for attr in inspect(Booking).column_attrs})
    reads: list[str] = []

    def count_reads(conn, cursor, statement, *args):
        reads.append(statement)

    event.listen(db.engine, "before_cursor_execute", count_reads)
    try:
        held = _columns(booking)
    finally:
        event.remove(db.engine, "before_cursor_execute", count_reads)
    assert reads == []

    db.session.expunge_all()
    row = db.session.get(Booking, booking.id)
    assert _columns(row) == held
    assert (row.status, row.guest_id, row.contact_email, row.special_requests,
            row.idempotency_key) == (BookingStatus.PENDING_PAYMENT, guest.id, guest.email.lower(),
                                     "A quiet room, please", "write-1")
    # The columns of its later life are empty; the defaults are the model's.
    assert (row.confirmed_at, row.cancelled_at, row.refund_amount, row.cancellation_reason) == (
        None, None, None, None)
    assert (row.currency, row.payment_timing, row.meals, row.child_charges) == (
        "ETB", "pay_now", "none", Decimal("0.00"))
    assert row.created_at == row.updated_at and row.hold_expires_at > row.created_at
    [line] = db.session.scalars(select(BookingEvent).where(BookingEvent.booking_id == row.id))
    assert (line.from_status, line.to_status, line.action, line.actor_kind, line.actor_id,
            line.created_at) == (None, "pending_payment", "book", "guest", guest.id, row.created_at)
    assert guest.email in line.actor_name
    assert available_rooms(rt.id, days(10), days(13)) == 1


def test_the_response_is_the_row_as_written(client, make, db):
    hotel, rt = stock(make, rooms=2)
    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(7)))
    assert response.status_code == 201, response.json
    data = response.json["data"]
    row = db.session.get(Booking, data["booking_id"])
    assert data["confirmation_code"] == row.confirmation_code
    assert data["total"] == float(row.total) and data["nights"] == row.nights == 2
    assert data["created_at"] == iso_utc(row.created_at)
    assert data["hold_expires_at"] == iso_utc(row.hold_expires_at)
    assert data["contact"]["email"] == row.contact_email == "abebe7@example.et"
    [line] = db.session.scalars(select(BookingEvent).where(BookingEvent.booking_id == row.id))
    assert (line.action, line.actor_id) == ("book", None)
    assert "abebe7@example.et" in line.actor_name


def test_a_taken_confirmation_code_leaves_nothing_and_the_retry_books(client, make, db,
                                                                      monkeypatch):
    """The code is not read first (bookings.create_booking): the unique index refuses a taken
    one, and the whole write (the booking and its trail line: one statement on PostgreSQL) goes
    with the transaction; the retry draws again."""
    hotel, rt = stock(make, rooms=2)
    taken = make.booking(room_type=rt, check_in=days(40), check_out=days(41)).confirmation_code
    before = _counts(db)
    drawn = iter([taken, "FRESHC0D"])
    monkeypatch.setattr(bookings, "new_confirmation_code", lambda: next(drawn))

    response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(1)))

    assert response.status_code == 201, response.json
    assert response.json["data"]["confirmation_code"] == "FRESHC0D"
    assert _counts(db) == (before[0] + 1, before[1] + 1)
    assert available_rooms(rt.id, days(10), days(12)) == 1


def test_a_booking_refused_under_the_lock_leaves_no_row_and_no_trail(app, client, make, db):
    """The booking's rows are written before the room type's lock. Here the last room is free
    when the request reads it, then sold by a transaction holding the lock; the request writes
    its rows, waits on the lock, finds no room under it and answers 409, and its rows go with
    the rollback."""
    if db.engine.dialect.name != "postgresql":
        pytest.skip("SQLite: BEGIN IMMEDIATE waits before anything is written")
    hotel, rt = stock(make, rooms=1)
    hotel_id, rt_id = hotel.id, rt.id
    body = stay_body(hotel, rt, check_in=days(10), check_out=days(12), guest=contact(2))
    locked = threading.Event()
    release = threading.Event()
    failures: list[BaseException] = []

    def sell_the_last_room() -> None:
        with app.app_context():
            try:
                with serialized_transaction() as session:
                    assert lock_room_type_on_sale(rt_id) == hotel_id
                    session.add(Booking(
                        hotel_id=hotel_id, room_type_id=rt_id, check_in=days(10),
                        check_out=days(12), nights=2, rooms=1, guests=2,
                        contact_first_name="Almaz", contact_last_name="Bekele",
                        contact_email="almaz@example.et", contact_phone="+251911000001",
                        confirmation_code="LASTR00M", nightly_price=Decimal("2500.00"),
                        subtotal=Decimal("5000.00"), service_charge=Decimal("500.00"),
                        vat=Decimal("825.00"), total=Decimal("6325.00"),
                        status=BookingStatus.PENDING_PAYMENT,
                        hold_expires_at=utcnow() + timedelta(minutes=15)))
                    session.flush()  # the calendar moves, not yet committed
                    locked.set()
                    release.wait(timeout=30)
            except BaseException as exc:  # noqa: BLE001 - reported below
                failures.append(exc)
            finally:
                _db.session.remove()

    seller = threading.Thread(target=sell_the_last_room)
    seller.start()
    assert locked.wait(timeout=30)
    responses = []

    def book() -> None:
        with app.app_context():
            try:
                responses.append(client.post(f"{BASE}/bookings", json=body))
            finally:
                _db.session.remove()

    booker = threading.Thread(target=book)
    booker.start()
    # The request has written its rows when it waits on the room type's lock.
    deadline = time.monotonic() + 30
    waiting = 0
    while time.monotonic() < deadline and not waiting:
        with db.engine.connect() as connection:
            waiting = connection.execute(text(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                "AND query LIKE '%FOR NO KEY UPDATE%'")).scalar()
        time.sleep(0.05)
    release.set()
    seller.join(timeout=30)
    booker.join(timeout=30)
    assert waiting == 1 and not failures, failures

    [response] = responses
    assert response.status_code == 409, response.json
    db.session.rollback()
    assert db.session.scalars(select(Booking.confirmation_code)).all() == ["LASTR00M"]
    assert db.session.scalar(select(func.count()).select_from(BookingEvent)) == 0
    assert available_rooms(rt_id, days(10), days(12)) == 0


def test_a_new_booking_with_a_later_life_column_set_is_refused_before_writing(app, make, db):
    """write_new_booking leaves the columns of a booking's later life out of its INSERT: one set
    on a new booking is a mistake to fail on, not a value to drop."""
    hotel, rt = stock(make, rooms=1)
    booking = Booking(hotel_id=hotel.id, room_type_id=rt.id, check_in=days(3),
                      check_out=days(4), nights=1, rooms=1, guests=2,
                      contact_first_name="A", contact_last_name="B", contact_email="a@b.et",
                      contact_phone="+251911000000", confirmation_code="LATER000",
                      nightly_price=Decimal(1), subtotal=Decimal(1), service_charge=Decimal(0),
                      vat=Decimal(0), total=Decimal(1), status=BookingStatus.PENDING_PAYMENT,
                      hold_expires_at=utcnow() + timedelta(minutes=15),
                      confirmed_at=utcnow())
    with pytest.raises(RuntimeError, match="confirmed_at"), serialized_transaction():
        bookings.write_new_booking(booking, {}, utcnow())
    assert _counts(db) == (0, 0)


def test_contact_is_written_as_normalised(app, make, db):
    hotel, rt = stock(make, rooms=1)
    booking, _ = bookings.create_booking(
        StayRequest(hotel.id, rt.id, days(5), days(6), 2, 1), guest=None,
        contact=Contact(" Abebe ", " Kebede ", " Abebe@Example.ET ", " +251911000000 "))
    db.session.expunge_all()
    row = db.session.get(Booking, booking.id)
    assert (row.contact_first_name, row.contact_last_name, row.contact_email,
            row.contact_phone) == ("Abebe", "Kebede", "abebe@example.et", "+251911000000")


def test_the_hotel_and_room_type_are_named_as_read_and_hold_nothing_else(app, make, db):
    """The booking's hotel and room type come from its first read's plain columns (no ORM
    read of them): the response's names and deadline are right, and a column that read did not
    bring fails loudly instead of reading the database or giving None."""
    hotel, rt = stock(make, rooms=2)
    stay = StayRequest(hotel.id, rt.id, days(10), days(12), 2, 1)
    booking, created = bookings.create_booking(stay, guest=None, contact=Contact(
        "Abebe", "Kebede", "abebe@example.et", "+251911000000"))
    assert created
    assert (booking.hotel.id, booking.hotel.name, booking.hotel.check_in_time) == (
        hotel.id, hotel.name, hotel.check_in_time)
    assert (booking.room_type.id, booking.room_type.name) == (rt.id, rt.name)
    assert booking_deadline(booking) == free_cancellation_deadline(hotel, days(10))
    for read_more in (lambda: booking.hotel.city, lambda: booking.room_type.description,
                      lambda: booking.hotel.room_types):
        with pytest.raises(DetachedInstanceError):
            read_more()


def test_a_booking_is_four_statements_on_postgresql(client, make, db, app):
    """Before its transaction, one read (the hotel, room type, free rooms, restrictions, rate
    rules and the caller's holds); in it: the booking with its trail, the room type's lock with
    the caller's holds, and the calendar's move where the rooms are free (one round trip for
    every night). The caller's holds lock goes with the BEGIN (neither is a statement
    SQLAlchemy sees), COMMIT is not one."""
    hotel, rt = stock(make, rooms=5)
    client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(1)))  # warm
    body = stay_body(hotel, rt, guest=contact(2))
    responses = []
    sent = count_statements(app, lambda: responses.append(
        client.post(f"{BASE}/bookings", json=body)))
    assert responses[0].status_code == 201, responses[0].json
    # SQLite: the booking and its trail are two INSERTs (no INSERT in a CTE).
    assert sent == (4 if db.engine.dialect.name == "postgresql" else 5)


@pytest.mark.skipif(DB_KIND != "postgresql", reason="psycopg's pipeline mode")
def test_the_room_types_lock_and_the_calendar_move_are_one_round_trip(client, make, app):
    """Under the room type's lock a booking waits for two answers, the lock's (with the move
    sent behind it) and the commit's: the move is sent before the lock's answer is back."""
    hotel, rt = stock(make, rooms=5)
    client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(1)))  # warm
    sent = []  # (statement, the cursor of the statement before it still without its answer)
    last = {}

    def before(conn, cursor, statement, parameters, context, executemany):
        previous = last.get("cursor")
        sent.append((" ".join(statement.split())[:40],
                     previous is not None and previous.pgresult is None))

    def after(conn, cursor, statement, parameters, context, executemany):
        last["cursor"] = cursor

    response = _booked_while_listening(client, hotel, rt, before, after)
    assert response.status_code == 201, response.json
    statements = [statement for statement, _ in sent]
    move = next(index for index, statement in enumerate(statements)
                if statement.startswith("INSERT INTO room_type_nights"))
    assert statements[move - 1].startswith("SELECT room_types.hotel_id")  # the lock
    assert sent[move][1] is True  # sent while the lock's answer was still to come


def _booked_while_listening(client, hotel, rt, before, after):
    """POST a booking of `rt` with `before` and `after` listening to every statement sent."""
    event.listen(_db.engine, "before_cursor_execute", before)
    event.listen(_db.engine, "after_cursor_execute", after)
    try:
        return client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(2)))
    finally:
        event.remove(_db.engine, "before_cursor_execute", before)
        event.remove(_db.engine, "after_cursor_execute", after)


@pytest.mark.skipif(DB_KIND != "postgresql", reason="psycopg's pipeline mode")
def test_a_holds_begin_and_holds_lock_go_in_its_inserts_round_trip(client, make, app):
    """A hold's transaction sends nothing until its booking's INSERT, which goes in a pipeline
    behind the BEGIN and the caller's holds lock: it is sent before the BEGIN's answer is back
    (bench/round_trips.py: a round trip less). The server still runs the three in
    turn, so the INSERT begins holding the lock."""
    hotel, rt = stock(make, rooms=5)
    client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(1)))  # warm
    at_insert = []

    def before(conn, cursor, statement, parameters, context, executemany):
        if "INSERT INTO bookings" in statement:
            pgconn = cursor.connection.pgconn
            at_insert.append((bool(pgconn.pipeline_status), pgconn.transaction_status))

    event.listen(_db.engine, "before_cursor_execute", before)
    try:
        response = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(2)))
    finally:
        event.remove(_db.engine, "before_cursor_execute", before)
    assert response.status_code == 201, response.json
    [(pipelined, status)] = at_insert
    assert pipelined
    assert status != psycopg.pq.TransactionStatus.INTRANS  # the BEGIN not answered yet


@pytest.mark.skipif(DB_KIND != "postgresql", reason="psycopg's pipeline mode")
def test_a_holds_insert_lock_and_move_are_one_round_trip(client, make, app):
    """The booking's INSERT, the room type's lock and the calendar's move go in one pipeline
    (bench/round_trips.py: 3 round trips a booking, was 4): the lock is sent before the
    INSERT's answer is back, so the caller's holds leave the new booking out by its
    confirmation code, not by an id not yet known. The server still runs them in turn."""
    hotel, rt = stock(make, rooms=5)
    client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(1)))  # warm
    sent = []  # (statement, whether the booking's INSERT had its answer when it was sent)
    insert = {}

    def before(conn, cursor, statement, parameters, context, executemany):
        answered = insert["cursor"].pgresult is not None if "cursor" in insert else None
        sent.append((" ".join(statement.split())[:40], answered))

    def after(conn, cursor, statement, parameters, context, executemany):
        if "INSERT INTO bookings" in statement:
            insert["cursor"] = cursor

    response = _booked_while_listening(client, hotel, rt, before, after)
    assert response.status_code == 201, response.json
    statements = [statement for statement, _ in sent]
    lock = next(index for index, statement in enumerate(statements)
                if statement.startswith("SELECT room_types.hotel_id"))
    assert statements[lock - 1].startswith("WITH new_booking AS (INSERT")
    assert sent[lock][1] is False  # sent while the INSERT's answer was still to come
    assert statements[lock + 1].startswith("INSERT INTO room_type_nights")


def test_a_new_bookings_own_hold_is_left_out_of_its_callers_holds(client, make, app):
    """The caller's holds counted under the room type's lock leave the new booking out (by its
    confirmation code): at MAX_UNPAID_HOLDS - 1 holds, one more is still taken."""
    app.config["MAX_UNPAID_HOLDS"] = 2
    hotel, rt = stock(make, rooms=5)
    first = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(7)))
    second = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(7)))
    third = client.post(f"{BASE}/bookings", json=stay_body(hotel, rt, guest=contact(7)))
    assert (first.status_code, second.status_code, third.status_code) == (201, 201, 429)
