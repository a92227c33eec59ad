"""The catalogue's version (catalogue_versions, one row), bumped by triggers on every change to
hotels, hotel_images, room_types and rate_rules: workers keep the catalogue in memory for search
and read this number to know whether their copy is current (app/models/catalogue.py).

PostgreSQL: deferred constraint triggers, so the row is written at commit, after every other
lock of the transaction (no lock-order deadlock between two catalogue writers). SQLite: plain
row triggers (one writer at a time).

Revision ID: 0014_catalogue_version
Revises: 0013_calendar_sellable_rooms
"""

import sqlalchemy as sa
from alembic import op

revision = "0014_catalogue_version"
down_revision = "0013_calendar_sellable_rooms"
branch_labels = None
depends_on = None

TABLES = ("hotels", "hotel_images", "room_types", "rate_rules")
# An upsert: the row comes back if someone emptied the table.
BUMP = ("INSERT INTO catalogue_versions (id, version) VALUES (1, 1) "
        "ON CONFLICT (id) DO UPDATE SET version = catalogue_versions.version + 1")


def upgrade():
    op.create_table(
        "catalogue_versions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_catalogue_versions")),
    )
    op.execute("INSERT INTO catalogue_versions (id, version) VALUES (1, 1)")
    if op.get_bind().dialect.name == "postgresql":
        op.execute("CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS "
                   f"$$ BEGIN {BUMP}; RETURN NULL; END $$")
        for table in TABLES:
            op.execute(f"CREATE CONSTRAINT TRIGGER {table}_bump_catalogue_version "
                       f"AFTER INSERT OR UPDATE OR DELETE ON {table} "
                       "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW "
                       "EXECUTE FUNCTION bump_catalogue_version()")
    else:
        for table in TABLES:
            for event in ("INSERT", "UPDATE", "DELETE"):
                op.execute(f"CREATE TRIGGER {table}_bump_catalogue_version_{event.lower()} "
                           f"AFTER {event} ON {table} BEGIN {BUMP}; END")


def downgrade():
    if op.get_bind().dialect.name == "postgresql":
        for table in TABLES:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_bump_catalogue_version ON {table}")
        op.execute("DROP FUNCTION IF EXISTS bump_catalogue_version()")
    else:
        for table in TABLES:
            for event in ("insert", "update", "delete"):
                op.execute(f"DROP TRIGGER IF EXISTS {table}_bump_catalogue_version_{event}")
    op.drop_table("catalogue_versions")
