"""Each hotel's approved reviews counted on the hotel (`review_count`, `rating_total`), so a
search orders hotels by rating without reading reviews; filled from the reviews here and kept in
step by app/services/content/ratings.py afterwards.

Revision ID: 0012_hotel_rating_counts
Revises: 0011_review_rating_index
"""

import sqlalchemy as sa
from alembic import op

revision = "0012_hotel_rating_counts"
down_revision = "0011_review_rating_index"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("hotels") as batch:
        batch.add_column(sa.Column("review_count", sa.Integer(), server_default="0", nullable=False))
        batch.add_column(sa.Column("rating_total", sa.Integer(), server_default="0", nullable=False))
    op.execute(
        "UPDATE hotels SET "
        "review_count = (SELECT count(*) FROM reviews "
        "WHERE reviews.hotel_id = hotels.id AND reviews.status = 'approved'), "
        "rating_total = (SELECT coalesce(sum(rating), 0) FROM reviews "
        "WHERE reviews.hotel_id = hotels.id AND reviews.status = 'approved')")


def downgrade():
    with op.batch_alter_table("hotels") as batch:
        batch.drop_column("rating_total")
        batch.drop_column("review_count")
