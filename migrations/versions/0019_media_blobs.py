"""Photos in several widths (hotel_images.widths), and media blobs in the database.

`media_blobs` holds uploaded files when the media storage is the database (the default on
PostgreSQL, app/storage.py), keyed by their media key (content hash, width, extension).
`hotel_images.widths` lists the widths a photo is stored in ("400,1024,2048"); NULL for photos
stored before renditions existed, whose one file is `media_key`.

Revision ID: 0019_media_blobs
Revises: 0020_lease_tokens
"""

import sqlalchemy as sa
from alembic import op

revision = "0019_media_blobs"
down_revision = "0020_lease_tokens"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("hotel_images") as batch:
        batch.add_column(sa.Column("widths", sa.String(length=40), nullable=True))
    op.create_table(
        "media_blobs",
        sa.Column("key", sa.String(length=80), nullable=False),
        sa.Column("content_type", sa.String(length=40), nullable=False),
        sa.Column("byte_size", sa.Integer(), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_media_blobs")),
    )
    op.create_index(op.f("ix_media_blobs_created_at"), "media_blobs", ["created_at"])


def downgrade():
    op.drop_index(op.f("ix_media_blobs_created_at"), table_name="media_blobs")
    op.drop_table("media_blobs")
    with op.batch_alter_table("hotel_images") as batch:
        batch.drop_column("widths")
