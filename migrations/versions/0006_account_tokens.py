"""Guests' token generation and deletion time; revoked (signed-out) tokens.

Revision ID: 0006_account_tokens
Revises: 0005_refunds
"""

import sqlalchemy as sa
from alembic import op

revision = "0006_account_tokens"
down_revision = "0005_refunds"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("guests") as batch:
        batch.add_column(sa.Column("token_generation", sa.Integer(), server_default="0", nullable=False))
        batch.add_column(sa.Column("deleted_at", sa.DateTime(), nullable=True))
    op.create_table(
        "revoked_tokens",
        sa.Column("jti", sa.String(length=64), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("jti", name=op.f("pk_revoked_tokens")),
    )
    op.create_index(op.f("ix_revoked_tokens_expires_at"), "revoked_tokens", ["expires_at"])


def downgrade():
    op.drop_index(op.f("ix_revoked_tokens_expires_at"), table_name="revoked_tokens")
    op.drop_table("revoked_tokens")
    with op.batch_alter_table("guests") as batch:
        batch.drop_column("deleted_at")
        batch.drop_column("token_generation")
