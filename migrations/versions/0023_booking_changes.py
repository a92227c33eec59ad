"""Guest booking changes (booking_changes, payments.booking_change_id) and the hotel's TIN
(hotels.tin, printed on folios).

Revision ID: 0023_booking_changes
Revises: 0022_guest_language
"""

import sqlalchemy as sa
from alembic import op

revision = "0023_booking_changes"
down_revision = "0022_guest_language"
branch_labels = None
depends_on = None

MONEY = sa.Numeric(12, 2)


def upgrade():
    op.create_table(
        "booking_changes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("booking_id", sa.Integer(),
                  sa.ForeignKey("bookings.id", name="fk_booking_changes_booking_id_bookings",
                                ondelete="CASCADE"), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("check_in", sa.Date(), nullable=False),
        sa.Column("check_out", sa.Date(), nullable=False),
        sa.Column("nights", sa.Integer(), nullable=False),
        sa.Column("rooms", sa.Integer(), nullable=False),
        sa.Column("guests", sa.Integer(), nullable=False),
        sa.Column("nightly_price", MONEY, nullable=False),
        sa.Column("night_prices", sa.JSON(), nullable=False),
        sa.Column("discount_rate", sa.Numeric(5, 4), nullable=False),
        sa.Column("discount", MONEY, nullable=False),
        sa.Column("subtotal", MONEY, nullable=False),
        sa.Column("service_charge", MONEY, nullable=False),
        sa.Column("vat", MONEY, nullable=False),
        sa.Column("total", MONEY, nullable=False),
        sa.Column("previous_total", MONEY, nullable=False),
        sa.Column("cancellation_fee", MONEY, nullable=False),
        sa.Column("amount_due", MONEY, nullable=False),
        sa.Column("refund_amount", MONEY, nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("held_nights", sa.JSON(), nullable=False),
        sa.Column("hold_expires_at", sa.DateTime(), nullable=True),
        sa.Column("idempotency_key", sa.String(length=128), nullable=True),
        sa.Column("requested_by", sa.String(length=254), nullable=False),
        sa.Column("applied_at", sa.DateTime(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_changes")),
        sa.UniqueConstraint("idempotency_key", name=op.f("uq_booking_changes_idempotency_key")),
    )
    op.create_index("ix_booking_changes_booking_id", "booking_changes", ["booking_id"])
    op.create_index("ix_booking_changes_status_hold", "booking_changes",
                    ["status", "hold_expires_at"])
    with op.batch_alter_table("payments") as batch:
        batch.add_column(sa.Column("booking_change_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_payments_booking_change_id_booking_changes",
                                 "booking_changes", ["booking_change_id"], ["id"])
        batch.create_index("ix_payments_booking_change_id", ["booking_change_id"])
    with op.batch_alter_table("hotels") as batch:
        batch.add_column(sa.Column("tin", sa.String(length=32), nullable=True))


def downgrade():
    with op.batch_alter_table("hotels") as batch:
        batch.drop_column("tin")
    with op.batch_alter_table("payments") as batch:
        batch.drop_index("ix_payments_booking_change_id")
        batch.drop_constraint("fk_payments_booking_change_id_booking_changes", type_="foreignkey")
        batch.drop_column("booking_change_id")
    op.drop_index("ix_booking_changes_status_hold", table_name="booking_changes")
    op.drop_index("ix_booking_changes_booking_id", table_name="booking_changes")
    op.drop_table("booking_changes")
