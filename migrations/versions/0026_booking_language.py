"""The language a booking was made in (bookings.language: en, am, om, ti or null), so that a
booking made without an account gets its emails in the language its guest asked for.

Revision ID: 0026_booking_language
Revises: 0025_unanswered_questions
"""

import sqlalchemy as sa
from alembic import op

revision = "0026_booking_language"
down_revision = "0025_unanswered_questions"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("bookings") as batch:
        batch.add_column(sa.Column("language", sa.String(length=8), nullable=True))


def downgrade():
    with op.batch_alter_table("bookings") as batch:
        batch.drop_column("language")
