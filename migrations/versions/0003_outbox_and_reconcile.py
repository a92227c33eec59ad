"""Transactional outbox (outbox_messages) and the payment reconcile job's bookkeeping.

Revision ID: 0003_outbox_and_reconcile
Revises: 0002_assistant_fts
"""

import sqlalchemy as sa
from alembic import op

revision = "0003_outbox_and_reconcile"
down_revision = "0002_assistant_fts"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "outbox_messages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("recipient", sa.String(length=255), nullable=False),
        sa.Column("subject", sa.String(length=255), nullable=False),
        sa.Column("body_text", sa.Text(), nullable=False),
        sa.Column("body_html", sa.Text(), nullable=True),
        sa.Column("message_id", sa.String(length=255), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(), nullable=False),
        sa.Column("locked_until", sa.DateTime(), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("sent_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_outbox_messages")),
        sa.UniqueConstraint("message_id", name=op.f("uq_outbox_messages_message_id")),
    )
    op.create_index(
        "ix_outbox_messages_status_next_attempt_at",
        "outbox_messages",
        ["status", "next_attempt_at"],
        unique=False,
    )
    with op.batch_alter_table("payments", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("reconcile_attempts", sa.Integer(), nullable=False, server_default="0")
        )
        batch_op.add_column(sa.Column("reconcile_gave_up_at", sa.DateTime(), nullable=True))


def downgrade():
    with op.batch_alter_table("payments", schema=None) as batch_op:
        batch_op.drop_column("reconcile_gave_up_at")
        batch_op.drop_column("reconcile_attempts")
    op.drop_index("ix_outbox_messages_status_next_attempt_at", table_name="outbox_messages")
    op.drop_table("outbox_messages")
