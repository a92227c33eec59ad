"""Each calendar night carries its room type's sellable rooms (room_type_nights.sellable_rooms),
so a search finds the nearly full nights, and the nights with arrival restrictions, in two small
partial indexes instead of reading every room type's row for every night of the stay.

Revision ID: 0013_calendar_sellable_rooms
Revises: 0012_hotel_rating_counts
"""

import sqlalchemy as sa
from alembic import op

revision = "0013_calendar_sellable_rooms"
down_revision = "0012_hotel_rating_counts"
branch_labels = None
depends_on = None

# As in app/models/inventory.py (copied: a migration does not import app code).
NEARLY_FULL = sa.text("booked_rooms + held_rooms > sellable_rooms - 3")
RESTRICTED = sa.text("closed_to_arrival OR min_stay IS NOT NULL")
COVERING = ["night", "room_type_id", "booked_rooms", "held_rooms", "closed_to_arrival", "min_stay"]


def upgrade():
    with op.batch_alter_table("room_type_nights") as batch:
        batch.add_column(sa.Column("sellable_rooms", sa.Integer(), server_default="0",
                                   nullable=False))
    op.execute("UPDATE room_type_nights SET sellable_rooms = (SELECT sellable_rooms FROM room_types "
               "WHERE room_types.id = room_type_nights.room_type_id)")
    op.drop_index("ix_room_type_nights_night", table_name="room_type_nights")
    op.create_index("ix_room_type_nights_night", "room_type_nights",
                    COVERING[:4] + ["sellable_rooms"] + COVERING[4:])
    op.create_index("ix_room_type_nights_nearly_full", "room_type_nights", ["night", "room_type_id"],
                    postgresql_where=NEARLY_FULL, sqlite_where=NEARLY_FULL)
    op.create_index("ix_room_type_nights_restricted", "room_type_nights", ["night", "room_type_id"],
                    postgresql_where=RESTRICTED, sqlite_where=RESTRICTED)


def downgrade():
    op.drop_index("ix_room_type_nights_restricted", table_name="room_type_nights")
    op.drop_index("ix_room_type_nights_nearly_full", table_name="room_type_nights")
    op.drop_index("ix_room_type_nights_night", table_name="room_type_nights")
    op.create_index("ix_room_type_nights_night", "room_type_nights", COVERING)
    with op.batch_alter_table("room_type_nights") as batch:
        batch.drop_column("sellable_rooms")
