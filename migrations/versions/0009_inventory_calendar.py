"""The per-night inventory calendar (room_type_nights), filled from the existing bookings, and
each room type's sellable rooms (room_types.sellable_rooms), counted from its rooms.

Revision ID: 0009_inventory_calendar
Revises: 0008_rates
"""

from collections import defaultdict
from datetime import timedelta

import sqlalchemy as sa
from alembic import op

revision = "0009_inventory_calendar"
down_revision = "0008_rates"
branch_labels = None
depends_on = None

PENDING, OCCUPYING = "pending_payment", ("confirmed", "checked_in")


def upgrade():
    nights = op.create_table(
        "room_type_nights",
        sa.Column("room_type_id", sa.Integer(), nullable=False),
        sa.Column("night", sa.Date(), nullable=False),
        sa.Column("booked_rooms", sa.Integer(), server_default="0", nullable=False),
        sa.Column("held_rooms", sa.Integer(), server_default="0", nullable=False),
        sa.Column("closed_to_arrival", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("min_stay", sa.Integer(), nullable=True),
        sa.CheckConstraint("booked_rooms >= 0 AND held_rooms >= 0",
                           name=op.f("ck_room_type_nights_occupancy_not_negative")),
        sa.CheckConstraint("min_stay IS NULL OR min_stay >= 1",
                           name=op.f("ck_room_type_nights_min_stay_positive")),
        sa.ForeignKeyConstraint(["room_type_id"], ["room_types.id"],
                                name=op.f("fk_room_type_nights_room_type_id_room_types"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("room_type_id", "night", name=op.f("pk_room_type_nights")),
    )
    op.create_index("ix_room_type_nights_night", "room_type_nights",
                    ["night", "room_type_id", "booked_rooms", "held_rooms", "closed_to_arrival",
                     "min_stay"])
    _fill(nights)
    with op.batch_alter_table("room_types") as batch:
        batch.add_column(sa.Column("sellable_rooms", sa.Integer(), server_default="0",
                                   nullable=False))
    op.execute("UPDATE room_types SET sellable_rooms = (SELECT count(*) FROM rooms "
               "WHERE rooms.room_type_id = room_types.id "
               "AND rooms.status NOT IN ('maintenance', 'out_of_service'))")


def _fill(nights: sa.Table) -> None:
    """The calendar of the bookings already made (app.services.booking.inventory.rebuild_calendar does
    the same on a running service; this copy keeps the migration independent of app code)."""
    bookings = sa.table("bookings", sa.column("room_type_id"), sa.column("check_in", sa.Date),
                        sa.column("check_out", sa.Date), sa.column("rooms"), sa.column("status"))
    counts = defaultdict(lambda: [0, 0])
    rows = op.get_bind().execute(
        sa.select(bookings.c.room_type_id, bookings.c.check_in, bookings.c.check_out,
                  bookings.c.rooms, bookings.c.status)
        .where(bookings.c.status.in_((PENDING, *OCCUPYING))))
    for room_type_id, check_in, check_out, rooms, status in rows:
        night = check_in
        while night < check_out:
            counts[(room_type_id, night)][0 if status in OCCUPYING else 1] += rooms
            night += timedelta(days=1)
    if counts:
        op.bulk_insert(nights, [
            {"room_type_id": rt, "night": night, "booked_rooms": booked, "held_rooms": held}
            for (rt, night), (booked, held) in counts.items()])


def downgrade():
    with op.batch_alter_table("room_types") as batch:
        batch.drop_column("sellable_rooms")
    op.drop_index("ix_room_type_nights_night", table_name="room_type_nights")
    op.drop_table("room_type_nights")
