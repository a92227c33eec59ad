"""The stay after "confirmed": the booking audit trail (booking_events), rooms given to stays
night by night (room_nights, whose primary key keeps a room from two overlapping stays) and
rooms taken out of sale (room_blocks, which hold their room's nights there too), the
guest register (guest_register_entries) and the log of its exports (register_exports), the
hotels' no-show grace period and register retention, the loyalty ledger (loyalty_entries), and the
bookings' check-in and check-out times.

Loyalty points and total_bookings now come at a stay's completion only: each guest's counters
are set from their completed stays, and the difference is written to the ledger as a
`correction` (a guest who booked, paid and cancelled no longer keeps the points).

Revision ID: 0015_front_desk
Revises: 0014_catalogue_version
"""

from decimal import Decimal

import sqlalchemy as sa
from alembic import op

revision = "0015_front_desk"
down_revision = "0014_catalogue_version"
branch_labels = None
depends_on = None

ETB_PER_LOYALTY_POINT = Decimal("100")  # app/services/accounts/loyalty.py, copied: migrations keep still


def upgrade():
    op.create_table(
        "booking_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("booking_id", sa.Integer(), nullable=False),
        sa.Column("from_status", sa.String(length=20), nullable=True),
        sa.Column("to_status", sa.String(length=20), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("actor_kind", sa.String(length=20), nullable=False),
        sa.Column("actor_id", sa.Integer(), nullable=True),
        sa.Column("actor_name", sa.String(length=254), nullable=False),
        sa.Column("reason", sa.String(length=500), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["booking_id"], ["bookings.id"],
                                name=op.f("fk_booking_events_booking_id_bookings"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_events")),
    )
    op.create_index("ix_booking_events_booking_id_id", "booking_events", ["booking_id", "id"])

    op.create_table(
        "room_blocks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("hotel_id", sa.Integer(), nullable=False),
        sa.Column("room_id", sa.Integer(), nullable=False),
        sa.Column("room_type_id", sa.Integer(), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("end_date", sa.Date(), nullable=False),
        sa.Column("reason", sa.String(length=300), nullable=False),
        sa.Column("created_by_staff_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("released_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["created_by_staff_id"], ["staff_users.id"],
                                name=op.f("fk_room_blocks_created_by_staff_id_staff_users"),
                                ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["hotel_id"], ["hotels.id"],
                                name=op.f("fk_room_blocks_hotel_id_hotels"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["room_id"], ["rooms.id"], name=op.f("fk_room_blocks_room_id_rooms"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["room_type_id"], ["room_types.id"],
                                name=op.f("fk_room_blocks_room_type_id_room_types"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_room_blocks")),
    )
    op.create_index(op.f("ix_room_blocks_hotel_id"), "room_blocks", ["hotel_id"])
    op.create_index(op.f("ix_room_blocks_room_type_id"), "room_blocks", ["room_type_id"])

    op.create_table(
        "room_nights",
        sa.Column("room_id", sa.Integer(), nullable=False),
        sa.Column("night", sa.Date(), nullable=False),
        sa.Column("booking_id", sa.Integer(), nullable=True),
        sa.Column("block_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("(booking_id IS NULL) <> (block_id IS NULL)",
                           name=op.f("ck_room_nights_stay_or_block")),
        sa.ForeignKeyConstraint(["block_id"], ["room_blocks.id"],
                                name=op.f("fk_room_nights_block_id_room_blocks"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["booking_id"], ["bookings.id"],
                                name=op.f("fk_room_nights_booking_id_bookings"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["room_id"], ["rooms.id"], name=op.f("fk_room_nights_room_id_rooms"),
                                ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("room_id", "night", name=op.f("pk_room_nights")),
    )
    op.create_index("ix_room_nights_booking_id_night", "room_nights", ["booking_id", "night"])
    op.create_index(op.f("ix_room_nights_block_id"), "room_nights", ["block_id"])

    op.create_table(
        "guest_register_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("hotel_id", sa.Integer(), nullable=False),
        sa.Column("booking_id", sa.Integer(), nullable=False),
        sa.Column("full_name", sa.String(length=160), nullable=False),
        sa.Column("nationality", sa.String(length=2), nullable=False),
        sa.Column("document_type", sa.String(length=20), nullable=False),
        sa.Column("document_number_encrypted", sa.Text(), nullable=False),
        sa.Column("visa_number_encrypted", sa.Text(), nullable=True),
        sa.Column("arrived_at", sa.DateTime(), nullable=False),
        sa.Column("room_numbers", sa.String(length=200), nullable=False),
        sa.Column("recorded_by_staff_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["booking_id"], ["bookings.id"],
                                name=op.f("fk_guest_register_entries_booking_id_bookings"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["hotel_id"], ["hotels.id"],
                                name=op.f("fk_guest_register_entries_hotel_id_hotels"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["recorded_by_staff_id"], ["staff_users.id"],
                                name=op.f("fk_guest_register_entries_recorded_by_staff_id_staff_users"),
                                ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_guest_register_entries")),
    )
    op.create_index(op.f("ix_guest_register_entries_booking_id"), "guest_register_entries",
                    ["booking_id"])
    op.create_index("ix_guest_register_entries_hotel_id_arrived_at", "guest_register_entries",
                    ["hotel_id", "arrived_at"])

    entries = op.create_table(
        "loyalty_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guest_id", sa.Integer(), nullable=False),
        sa.Column("booking_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("stays", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(length=500), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["booking_id"], ["bookings.id"],
                                name=op.f("fk_loyalty_entries_booking_id_bookings"),
                                ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["guest_id"], ["guests.id"],
                                name=op.f("fk_loyalty_entries_guest_id_guests"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_loyalty_entries")),
        sa.UniqueConstraint("booking_id", "kind", name="uq_loyalty_entries_booking_id_kind"),
    )
    op.create_index(op.f("ix_loyalty_entries_guest_id"), "loyalty_entries", ["guest_id"])

    with op.batch_alter_table("bookings") as batch:
        batch.add_column(sa.Column("checked_in_at", sa.DateTime(), nullable=True))
        batch.add_column(sa.Column("checked_out_at", sa.DateTime(), nullable=True))
    # A plain ADD COLUMN on both databases (no batch copy: hotels carries the catalogue
    # version's triggers of migration 0014).
    op.add_column("hotels", sa.Column("no_show_grace_hours", sa.Integer(), server_default="24",
                                      nullable=False))
    op.add_column("hotels", sa.Column("register_retention_days", sa.Integer(),
                                      server_default="365", nullable=False))
    op.create_table(
        "register_exports",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("hotel_id", sa.Integer(), nullable=False),
        sa.Column("staff_id", sa.Integer(), nullable=True),
        sa.Column("staff_name", sa.String(length=254), nullable=False),
        sa.Column("date_from", sa.Date(), nullable=False),
        sa.Column("date_to", sa.Date(), nullable=False),
        sa.Column("format", sa.String(length=8), nullable=False),
        sa.Column("lines", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["hotel_id"], ["hotels.id"],
                                name=op.f("fk_register_exports_hotel_id_hotels"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["staff_id"], ["staff_users.id"],
                                name=op.f("fk_register_exports_staff_id_staff_users"),
                                ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_register_exports")),
    )
    op.create_index(op.f("ix_register_exports_hotel_id"), "register_exports", ["hotel_id"])

    _correct_loyalty(entries)


def _correct_loyalty(entries: sa.Table) -> None:
    """Counters from completed stays only; each guest whose counters change gets a correction
    line in the ledger saying from what to what."""
    connection = op.get_bind()
    guests = sa.table("guests", sa.column("id"), sa.column("loyalty_points"),
                      sa.column("total_bookings"))
    bookings = sa.table("bookings", sa.column("guest_id"), sa.column("total", sa.Numeric(12, 2)),
                        sa.column("status"))
    earned: dict[int, list[int]] = {}
    for guest_id, total in connection.execute(
            sa.select(bookings.c.guest_id, bookings.c.total)
            .where(bookings.c.status == "completed", bookings.c.guest_id.is_not(None))):
        counts = earned.setdefault(guest_id, [0, 0])
        counts[0] += int(Decimal(total) // ETB_PER_LOYALTY_POINT)
        counts[1] += 1
    now = sa.func.current_timestamp()
    for guest_id, points, stays in connection.execute(
            sa.select(guests.c.id, guests.c.loyalty_points, guests.c.total_bookings)).all():
        right_points, right_stays = earned.get(guest_id, (0, 0))
        if (points, stays) == (right_points, right_stays):
            continue
        connection.execute(
            guests.update().where(guests.c.id == guest_id)
            .values(loyalty_points=right_points, total_bookings=right_stays))
        connection.execute(entries.insert().values(
            guest_id=guest_id, booking_id=None, kind="correction",
            points=right_points - points, stays=right_stays - stays,
            reason=(f"points and stays now count completed stays only: {points} points and "
                    f"{stays} bookings became {right_points} and {right_stays}"),
            created_at=now))


def downgrade():
    op.drop_index(op.f("ix_register_exports_hotel_id"), table_name="register_exports")
    op.drop_table("register_exports")
    # Not a batch copy, which would drop the catalogue triggers (SQLite 3.35+ drops columns).
    op.execute("ALTER TABLE hotels DROP COLUMN register_retention_days")
    op.execute("ALTER TABLE hotels DROP COLUMN no_show_grace_hours")
    with op.batch_alter_table("bookings") as batch:
        batch.drop_column("checked_out_at")
        batch.drop_column("checked_in_at")
    op.drop_index(op.f("ix_loyalty_entries_guest_id"), table_name="loyalty_entries")
    op.drop_table("loyalty_entries")
    op.drop_index("ix_guest_register_entries_hotel_id_arrived_at", table_name="guest_register_entries")
    op.drop_index(op.f("ix_guest_register_entries_booking_id"), table_name="guest_register_entries")
    op.drop_table("guest_register_entries")
    op.drop_index(op.f("ix_room_nights_block_id"), table_name="room_nights")
    op.drop_index("ix_room_nights_booking_id_night", table_name="room_nights")
    op.drop_table("room_nights")
    op.drop_index(op.f("ix_room_blocks_room_type_id"), table_name="room_blocks")
    op.drop_index(op.f("ix_room_blocks_hotel_id"), table_name="room_blocks")
    op.drop_table("room_blocks")
    op.drop_index("ix_booking_events_booking_id_id", table_name="booking_events")
    op.drop_table("booking_events")
