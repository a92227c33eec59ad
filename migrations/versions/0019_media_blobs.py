"""Photos in several widths (hotel_images.widths), and media blobs in the database.

`hotel_images.widths` lists the widths a photo is stored in ("400,1024,2048"); NULL for photos
stored before renditions existed, whose one file is `media_key`.

Revision ID: 0019_media_blobs
Revises: 0014_catalogue_version
"""

import sqlalchemy as sa
from alembic import op

revision = "0019_media_blobs"
down_revision = "0014_catalogue_version"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("hotel_images") as batch:
        batch.add_column(sa.Column("widths", sa.String(length=40), nullable=True))


def downgrade():
    with op.batch_alter_table("hotel_images") as batch:
        batch.drop_column("widths")
