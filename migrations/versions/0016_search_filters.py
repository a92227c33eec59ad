"""Search filters: hotels' property type (a code of app/services/content/amenities.py's
PROPERTY_TYPES, every existing hotel a `hotel`), and the catalogue version moved by changes to
a hotel's amenities too (the search filters on them from the worker's catalogue copy; migration
0014 has the triggers of the other catalogue tables).

Revision ID: 0016_search_filters
Revises: 0015_front_desk
"""

import sqlalchemy as sa
from alembic import op

revision = "0016_search_filters"
down_revision = "0015_front_desk"
branch_labels = None
depends_on = None

TABLES = ("hotel_amenities", "amenities")
# As in 0014: an upsert, the row comes back if someone emptied the table.
BUMP = ("INSERT INTO catalogue_versions (id, version) VALUES (1, 1) "
        "ON CONFLICT (id) DO UPDATE SET version = catalogue_versions.version + 1")


def upgrade():
    with op.batch_alter_table("hotels") as batch:
        batch.add_column(sa.Column("property_type", sa.String(length=20), server_default="hotel",
                                   nullable=False))
    if op.get_bind().dialect.name == "postgresql":
        # bump_catalogue_version() is 0014's.
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
    else:
        for table in TABLES:
            for event in ("insert", "update", "delete"):
                op.execute(f"DROP TRIGGER IF EXISTS {table}_bump_catalogue_version_{event}")
    with op.batch_alter_table("hotels") as batch:
        batch.drop_column("property_type")
    if op.get_bind().dialect.name != "postgresql":
        # SQLite: the batch copied the hotels table anew, without 0014's triggers on it.
        for event in ("INSERT", "UPDATE", "DELETE"):
            op.execute(f"DROP TRIGGER IF EXISTS hotels_bump_catalogue_version_{event.lower()}")
            op.execute(f"CREATE TRIGGER hotels_bump_catalogue_version_{event.lower()} "
                       f"AFTER {event} ON hotels BEGIN {BUMP}; END")
