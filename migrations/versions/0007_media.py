"""Uploaded photos: hotel_images rows may point into the media storage (media_key) and may show a
room type (room_type_id); their size and upload time are kept. `url` becomes optional.

Revision ID: 0007_media
Revises: 0006_account_tokens
"""

import sqlalchemy as sa
from alembic import op

revision = "0007_media"
down_revision = "0006_account_tokens"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("hotel_images", schema=None) as batch_op:
        batch_op.add_column(sa.Column("room_type_id", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("media_key", sa.String(length=80), nullable=True))
        batch_op.add_column(sa.Column("width", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("height", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("byte_size", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("created_at", sa.DateTime(), nullable=False,
                                      server_default=sa.func.current_timestamp()))
        batch_op.alter_column("url", existing_type=sa.String(length=500), nullable=True)
        batch_op.create_foreign_key(batch_op.f("fk_hotel_images_room_type_id_room_types"),
                                    "room_types", ["room_type_id"], ["id"], ondelete="CASCADE")
        batch_op.create_index(batch_op.f("ix_hotel_images_room_type_id"), ["room_type_id"])
        batch_op.create_index(batch_op.f("ix_hotel_images_media_key"), ["media_key"])
        batch_op.create_check_constraint(batch_op.f("ck_hotel_images_has_source"),
                                         "media_key IS NOT NULL OR url IS NOT NULL")


def downgrade():
    # Rows of uploaded photos have no url to keep: they go (their files stay in the storage).
    op.execute("DELETE FROM hotel_images WHERE url IS NULL")
    with op.batch_alter_table("hotel_images", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_hotel_images_has_source"), type_="check")
        batch_op.drop_index(batch_op.f("ix_hotel_images_media_key"))
        batch_op.drop_index(batch_op.f("ix_hotel_images_room_type_id"))
        batch_op.drop_constraint(batch_op.f("fk_hotel_images_room_type_id_room_types"),
                                 type_="foreignkey")
        batch_op.alter_column("url", existing_type=sa.String(length=500), nullable=False)
        batch_op.drop_column("created_at")
        batch_op.drop_column("byte_size")
        batch_op.drop_column("height")
        batch_op.drop_column("width")
        batch_op.drop_column("media_key")
        batch_op.drop_column("room_type_id")
