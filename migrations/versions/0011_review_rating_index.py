"""An index for the ratings of many hotels at once (a search ordered by rating reads them from
the index alone).

Revision ID: 0011_review_rating_index
Revises: 0010_chunk_embeddings
"""

from alembic import op

revision = "0011_review_rating_index"
down_revision = "0010_chunk_embeddings"
branch_labels = None
depends_on = None


def upgrade():
    op.create_index("ix_reviews_hotel_status_rating", "reviews", ["hotel_id", "status", "rating"])


def downgrade():
    op.drop_index("ix_reviews_hotel_status_rating", table_name="reviews")
