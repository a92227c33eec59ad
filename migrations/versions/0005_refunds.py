"""Refunds: a payment's refund amount, reason, reference, attempts and outcome.

Revision ID: 0005_refunds
Revises: 0004_admin_sessions
"""

import sqlalchemy as sa
from alembic import op

revision = "0005_refunds"
down_revision = "0004_admin_sessions"
branch_labels = None
depends_on = None

COLUMNS = (
    ("refund_amount", sa.Numeric(12, 2)),
    ("refund_reason", sa.Text()),
    ("refund_reference", sa.String(length=64)),
    ("refund_next_attempt_at", sa.DateTime()),
    ("refund_locked_until", sa.DateTime()),
    ("refund_error", sa.Text()),
    ("refunded_at", sa.DateTime()),
)


def upgrade():
    with op.batch_alter_table("payments") as batch:
        for name, type_ in COLUMNS:
            batch.add_column(sa.Column(name, type_, nullable=True))
        batch.add_column(sa.Column("refund_attempts", sa.Integer(), server_default="0", nullable=False))
        batch.create_unique_constraint(op.f("uq_payments_refund_reference"), ["refund_reference"])
        batch.create_index(op.f("ix_payments_refund_next_attempt_at"), ["refund_next_attempt_at"])
    # Payments marked for refund before refunds were automatic: the whole paid amount is owed.
    op.execute("UPDATE payments SET refund_amount = COALESCE(paid_amount, amount), "
               "refund_reference = 'RF-' || tx_ref, refund_next_attempt_at = CURRENT_TIMESTAMP "
               "WHERE status = 'refund_pending'")


def downgrade():
    with op.batch_alter_table("payments") as batch:
        batch.drop_index(op.f("ix_payments_refund_next_attempt_at"))
        batch.drop_constraint(op.f("uq_payments_refund_reference"), type_="unique")
        batch.drop_column("refund_attempts")
        for name, _ in reversed(COLUMNS):
            batch.drop_column(name)
