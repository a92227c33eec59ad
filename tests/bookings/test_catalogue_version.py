"""The catalogue's version (app/models/catalogue.py): bumped by database triggers on every
committed change to hotels, photos, room types and rates, never by a rollback, and on
PostgreSQL only at commit, so catalogue writers do not queue on it while their transactions
are open."""

from __future__ import annotations

import threading
from decimal import Decimal

import pytest
from sqlalchemy import select, text

from app.models import CatalogueVersion, HotelImage, RateRule
from app.services.booking import catalogue_snapshot
from tests.bookings.helpers import stock


def version(db) -> int:
    db.session.rollback()
    return db.session.scalar(select(CatalogueVersion.version))


def test_every_catalogue_table_moves_the_version_and_a_rollback_does_not(make, db):
    hotel, room_type = stock(make, rooms=1)
    changes = [
        lambda: setattr(hotel, "name", "Renamed"),
        lambda: db.session.add(HotelImage(hotel_id=hotel.id, url="https://img.example/x.jpg")),
        lambda: setattr(room_type, "capacity", 3),
        lambda: db.session.add(RateRule(room_type_id=room_type.id, kind="length_of_stay",
                                        name="Week", min_nights=7,
                                        discount_percent=Decimal("10"))),
    ]
    for change in changes:
        before = version(db)
        change()
        db.session.commit()
        assert version(db) > before

    before = version(db)
    hotel.name = "Never"
    db.session.flush()
    db.session.rollback()
    assert version(db) == before


def test_an_open_catalogue_write_does_not_hold_up_another(make, db):
    """PostgreSQL: the triggers are deferred, so the version row is locked only while a
    transaction commits; a staff edit left open does not block another hotel's edit."""
    if db.engine.dialect.name != "postgresql":
        pytest.skip("SQLite has one writer at a time anyway")
    first_id, second_id = stock(make, rooms=1)[0].id, stock(make, rooms=1)[0].id
    before = version(db)
    engine = db.engine  # the thread has no app context

    with engine.connect() as open_edit:
        open_edit.execute(text("UPDATE hotels SET name = 'Open edit' WHERE id = :id"),
                          {"id": first_id})  # not committed yet
        done = threading.Event()

        def other_edit():
            with engine.begin() as conn:
                conn.execute(text("SET LOCAL lock_timeout = '5s'"))
                conn.execute(text("UPDATE hotels SET name = 'Other edit' WHERE id = :id"),
                             {"id": second_id})
            done.set()

        worker = threading.Thread(target=other_edit)
        worker.start()
        worker.join(10)
        assert done.is_set(), "the second edit waited for the first to commit"
        assert version(db) == before + 1
        open_edit.commit()
    assert version(db) == before + 2


def test_a_worker_reads_the_version_at_most_every_max_age_and_at_once_after_its_own_change(
        app, client, make, db):
    """CATALOGUE_VERSION_MAX_AGE_SECONDS: searches within it send no version query; a change
    committed in this process is seen by the next search; another process's change (SQL by
    hand here) once the copy's age has passed."""
    from tests.operations.test_health_and_readiness import count_statements

    hotel, _ = stock(make, rooms=1, city="Gondar")
    db.session.commit()
    app.config["CATALOGUE_VERSION_MAX_AGE_SECONDS"] = 3600

    def names() -> list[str]:
        body = client.get("/api/v1/mobile/hotels?city=Gondar").get_json()
        return [h["name"] for h in body["data"]["hotels"]]

    names()
    assert count_statements(app, names) == 0  # no dates: the copy alone, not even the version

    hotel.name = "Renamed Here"
    db.session.commit()  # this process: the next search reads the version and the catalogue
    assert names() == ["Renamed Here"]

    with db.engine.begin() as conn:  # as another process would: no session, no hook
        conn.execute(text("UPDATE hotels SET name = 'Renamed Elsewhere' WHERE id = :id"),
                     {"id": hotel.id})
    assert names() == ["Renamed Here"]  # within the max age
    app.extensions[catalogue_snapshot.EXTENSION].fresh_until = 0.0  # the max age has passed
    assert names() == ["Renamed Elsewhere"]
