"""Server-side admin panel sessions (admin_sessions): signing out ends a session for good.

Revision ID: 0004_admin_sessions
Revises: 0003_outbox_and_reconcile
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_admin_sessions"
down_revision = "0003_outbox_and_reconcile"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "admin_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("super_admin_id", sa.Integer(), nullable=False),
        sa.Column("password_fingerprint", sa.String(length=16), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("last_seen_at", sa.DateTime(), nullable=False),
        sa.Column("address", sa.String(length=64), nullable=True),
        sa.Column("user_agent", sa.String(length=255), nullable=True),
        sa.ForeignKeyConstraint(["super_admin_id"], ["super_admins.id"],
                                name=op.f("fk_admin_sessions_super_admin_id_super_admins"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_admin_sessions")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_admin_sessions_token_hash")),
    )
    op.create_index(op.f("ix_admin_sessions_super_admin_id"), "admin_sessions", ["super_admin_id"])


def downgrade():
    op.drop_index(op.f("ix_admin_sessions_super_admin_id"), table_name="admin_sessions")
    op.drop_table("admin_sessions")
