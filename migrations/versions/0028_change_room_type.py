"""A booking change may move the stay to another room type of the same hotel
(booking_changes.room_type_id, app/services/booking/changes.py). Null on the changes made
before: they kept the booking's room type.

Revision ID: 0028_change_room_type
Revises: 0027_refunds
"""

import sqlalchemy as sa
from alembic import op

revision = "0028_change_room_type"
down_revision = "0027_refunds"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("booking_changes") as batch:
        batch.add_column(sa.Column("room_type_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_booking_changes_room_type_id_room_types", "room_types",
                                 ["room_type_id"], ["id"])


def downgrade():
    with op.batch_alter_table("booking_changes") as batch:
        batch.drop_constraint("fk_booking_changes_room_type_id_room_types", type_="foreignkey")
        batch.drop_column("room_type_id")
