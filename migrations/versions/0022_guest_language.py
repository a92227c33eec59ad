"""The guest's preferred language (guests.preferred_language: en, am, om, ti or null).

Revision ID: 0022_guest_language
Revises: 0021_guest_sessions
"""

import sqlalchemy as sa
from alembic import op

revision = "0022_guest_language"
down_revision = "0021_guest_sessions"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("guests") as batch:
        batch.add_column(sa.Column("preferred_language", sa.String(length=8), nullable=True))


def downgrade():
    with op.batch_alter_table("guests") as batch:
        batch.drop_column("preferred_language")
