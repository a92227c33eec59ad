"""Shared fixtures. The suite runs on SQLite by default and on PostgreSQL with
MAREFIYA_TEST_DB=postgresql (a throwaway cluster is started unless TEST_DATABASE_URL is set).

Tests get a fresh app per test on one schema built once by the Alembic migration; every table is
emptied after each test, so tests may commit, use threads and run real servers.
"""

from __future__ import annotations

import gc
import os
import shutil
import sqlite3
import threading
from datetime import datetime
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from sqlalchemy import inspect, text
from werkzeug.serving import make_server

from app import create_app
from app.extensions import db as _db
from app.storage import media_storage
from tests import factories
from tests.redis_server import RedisServer

DB_KIND = os.environ.get("MAREFIYA_TEST_DB", "sqlite")


def pytest_report_header(config):
    return f"marefiya database: {DB_KIND}"


def pytest_collection_finish(session):
    """Move what the collection imported (the app, its libraries, every test module: ~340,000
    objects that live as long as the run) out of the garbage collector's sight.

    Every test builds an app, ~50,000 new objects, some of them in reference cycles, so the
    collector runs its full pass again and again, and each pass walked all the long-lived objects
    too: a third of create_app's CPU (~73 -> ~45 ms per app measured). Frozen objects are still
    alive and still used; the collector only stops re-examining them. What the tests create is
    collected exactly as before."""
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def database_url(tmp_path_factory):
    if os.environ.get("TEST_DATABASE_URL"):
        yield os.environ["TEST_DATABASE_URL"]
        return
    if DB_KIND == "postgresql":
        from tests.pgcluster import start_cluster

        cluster = start_cluster()
        try:
            yield cluster.url
        finally:
            cluster.stop()
    else:
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'marefiya-test.db'}"


@pytest.fixture(scope="session")
def _schema(database_url, tmp_path_factory):
    """Build the schema once with the real migration (so the migration itself is exercised)."""
    from flask_migrate import upgrade

    app = create_app("testing", SQLALCHEMY_DATABASE_URI=database_url)
    with app.app_context():
        upgrade()
        _db.engine.dispose()
    if not database_url.startswith("sqlite"):
        yield database_url
        return
    # Every test's app closes its connections at its end (engine.dispose). When the last
    # connection to a WAL database closes, SQLite checkpoints the log into the database file,
    # syncs it and deletes the log, and the next test's first connection makes them again:
    # ~20 ms of waiting on the disk per test, most of a small test's time. One idle connection
    # held for the run (no transaction open, so it holds nothing back) keeps the log in place;
    # SQLite still checkpoints it as it grows, as in production where connections stay open.
    keeper = sqlite3.connect(database_url.removeprefix("sqlite:///"), isolation_level=None)
    keeper.execute("SELECT count(*) FROM sqlite_master").fetchall()
    try:
        yield database_url
    finally:
        keeper.close()


_touched_tables_query: str | None = None


def _touched_tables_statement(conn) -> str:
    """One statement naming the tables a test left rows in or took an id from (its sequence has
    handed out a value since the last reset), read once per run.

    TRUNCATE costs a couple of milliseconds per table whatever it holds (new files for the table
    and its indexes): all 37 took ~55 ms after every test, while a test touches a few. This asks
    first (~0.5 ms) and truncates only those, which leaves the same state: every table empty and
    every id sequence back at its start."""
    global _touched_tables_query
    if _touched_tables_query is None:
        sequence_of = dict(conn.execute(text(
            "SELECT t.relname, s.oid::int FROM pg_class s"
            " JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid"
            "  AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')"
            " JOIN pg_class t ON t.oid = d.refobjid"
            " WHERE s.relkind = 'S' AND t.relnamespace = current_schema()::regnamespace")).all())
        checks = []
        for table in _db.metadata.sorted_tables:
            touched = f'EXISTS (SELECT 1 FROM "{table.name}")'  # noqa: S608
            if table.name in sequence_of:
                touched += f" OR pg_sequence_last_value({sequence_of[table.name]}) IS NOT NULL"
            checks.append(f"SELECT '{table.name}' WHERE {touched}")
        # Table names come from our own metadata, not from input.
        _touched_tables_query = " UNION ALL ".join(checks)
    return _touched_tables_query


def _empty_all_tables() -> None:
    engine = _db.engine
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            touched = conn.execute(text(_touched_tables_statement(conn))).scalars().all()
            if touched:
                conn.execute(text(  # noqa: S608 - names from our own metadata
                    f"TRUNCATE {', '.join(touched)} RESTART IDENTITY CASCADE"))
            return
        virtual = [row[0] for row in conn.execute(text(
            "SELECT name FROM sqlite_master WHERE type='table' AND sql LIKE 'CREATE VIRTUAL TABLE%'"))]
        tables = [n for n in inspect(conn).get_table_names()
                  if n != "alembic_version" and not any(n.startswith(f"{v}_") for v in virtual)]
        # app/db_locking.py sends no BEGIN before a write; open the transaction here so that the
        # foreign keys are checked once, at the commit, when every table is empty.
        conn.exec_driver_sql("BEGIN IMMEDIATE")
        conn.exec_driver_sql("PRAGMA defer_foreign_keys=ON")
        for name in tables:
            conn.exec_driver_sql(f'DELETE FROM "{name}"')  # noqa: S608 - names from the schema


@pytest.fixture
def app_config(tmp_path) -> dict:
    """Per-test config overrides; override this fixture in a sub-folder conftest to change them."""
    return {"MAIL_OUTBOX_DIR": str(tmp_path / "outbox"), "TTS_CACHE_DIR": str(tmp_path / "tts"),
            "MEDIA_DIR": str(tmp_path / "media")}


@pytest.fixture
def app(_schema, app_config):
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=_schema, **app_config)
    with app.app_context():
        yield app
        _db.session.remove()
        _empty_all_tables()
        _db.engine.dispose()


@pytest.fixture
def db(app):
    return _db


@pytest.fixture
def many_callers_behind_one_address(app):
    """For races: all callers come from 127.0.0.1, and a race is about rooms, not the per-address
    cap on holds (tests/security/test_api6_sensitive_business_flows.py), where requests in flight
    count. Use with `pytestmark = pytest.mark.usefixtures("many_callers_behind_one_address")`."""
    app.config["HOLDS_PER_ADDRESS_LIMIT"] = "1000 per 15 minutes"


class FreshContextClient(FlaskClient):
    """Each request gets its own app context, as in production. (The `app` fixture keeps one app
    context open for the whole test, which would otherwise let `g` - the signed-in guest, Flask-WTF's
    CSRF token - leak from one request into the next.)

    After each request the test's own session ends its transaction: it then reads what the
    request committed, and its next write is not refused by SQLite for a stale snapshot."""

    def open(self, *args, **kwargs):
        try:
            with self.application.app_context():
                return super().open(*args, **kwargs)
        finally:
            _db.session.rollback()


@pytest.fixture
def client(app):
    app.test_client_class = FreshContextClient
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


@pytest.fixture
def outbox(app) -> Path:
    """The folder where emails land when no SMTP server is configured."""
    return Path(app.config["MAIL_OUTBOX_DIR"])


@pytest.fixture
def media_dir(app) -> Path:
    """The folder of the local media storage (uploaded and demo photos)."""
    return Path(app.config["MEDIA_DIR"])


@pytest.fixture
def stored_media(app):
    """A function listing the keys of every file in the app's media storage, whichever it is
    (the local disk on SQLite, the database on PostgreSQL)."""
    def keys() -> list[str]:
        return sorted(media_storage().keys_older_than(datetime(9999, 1, 1)))

    return keys


@pytest.fixture
def live_server(app):
    """The app served by a real multi-threaded HTTP server on 127.0.0.1 (for concurrency tests)."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)


class AuthHeaders:
    """Bearer headers for factory-made accounts: `auth.guest(guest)`, `auth.staff(staff)`."""

    def guest(self, guest) -> dict:
        from app.extensions import db
        from app.services.accounts.sessions import open_session

        token = open_session(guest, None)[0]
        db.session.commit()
        return {"Authorization": f"Bearer {token}"}

    def staff(self, staff) -> dict:
        from app.security import issue_staff_token

        return {"Authorization": f"Bearer {issue_staff_token(staff)[0]}"}


@pytest.fixture
def auth(app) -> AuthHeaders:
    return AuthHeaders()


@pytest.fixture
def make(app):
    """factory_boy factories bound to the test session: `make.hotel()`, `make.guest()`, …"""
    return factories


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    """URL of a throwaway redis-server on loopback; skips when redis-server is not installed."""
    server = RedisServer.or_skip(tmp_path_factory.mktemp("redis"))
    try:
        yield server.url
    finally:
        server.stop()


CHROMIUM = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture
def browser_page():
    """A page in headless Chromium (Debian's package, driven by Playwright); skips without it."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"Chromium not found at {CHROMIUM}: install the Debian `chromium` package "
                    "(scripts/test.sh does) to run the browser test")
    sync_api = pytest.importorskip("playwright.sync_api",
                                   reason="playwright is not installed (requirements-dev.txt)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": 1366, "height": 800})
            page = context.new_page()
            page.set_default_timeout(15_000)
            yield page
        finally:
            browser.close()
