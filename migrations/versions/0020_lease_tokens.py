"""Fencing tokens of leased rows: every write of an attempt holds only while its claim does.

Revision ID: 0020_lease_tokens
Revises: 0017_display_currencies
"""

import sqlalchemy as sa
from alembic import op

revision = "0020_lease_tokens"
down_revision = "0017_display_currencies"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("outbox_messages") as batch:
        batch.add_column(sa.Column("lease_token", sa.String(length=32), nullable=True))
    with op.batch_alter_table("payments") as batch:
        batch.add_column(sa.Column("refund_lease_token", sa.String(length=32), nullable=True))


def downgrade():
    with op.batch_alter_table("payments") as batch:
        batch.drop_column("refund_lease_token")
    with op.batch_alter_table("outbox_messages") as batch:
        batch.drop_column("lease_token")
