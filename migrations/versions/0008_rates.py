"""Rates: seasons, weekday adjustments and length-of-stay discounts per room type (rate_rules);
bookings keep each night's price and the discount they got.

Revision ID: 0008_rates
Revises: 0007_media
"""

import sqlalchemy as sa
from alembic import op

revision = "0008_rates"
down_revision = "0007_media"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "rate_rules",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room_type_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=True),
        sa.Column("end_date", sa.Date(), nullable=True),
        sa.Column("price_per_night", sa.Numeric(12, 2), nullable=True),
        sa.Column("weekdays", sa.String(length=13), nullable=True),
        sa.Column("adjustment_percent", sa.Numeric(5, 2), nullable=True),
        sa.Column("min_nights", sa.Integer(), nullable=True),
        sa.Column("discount_percent", sa.Numeric(5, 2), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(
            "(kind = 'season' AND start_date IS NOT NULL AND end_date IS NOT NULL "
            "AND end_date >= start_date AND price_per_night IS NOT NULL) "
            "OR (kind = 'weekday' AND weekdays IS NOT NULL AND adjustment_percent IS NOT NULL) "
            "OR (kind = 'length_of_stay' AND min_nights IS NOT NULL AND discount_percent IS NOT NULL)",
            name=op.f("ck_rate_rules_rate_rule_fields_of_its_kind"),
        ),
        sa.ForeignKeyConstraint(["room_type_id"], ["room_types.id"],
                                name=op.f("fk_rate_rules_room_type_id_room_types"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_rules")),
    )
    op.create_index(op.f("ix_rate_rules_room_type_id"), "rate_rules", ["room_type_id"])
    with op.batch_alter_table("bookings") as batch:
        batch.add_column(sa.Column("night_prices", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("discount_rate", sa.Numeric(5, 4), server_default="0", nullable=False))
        batch.add_column(sa.Column("discount", sa.Numeric(12, 2), server_default="0", nullable=False))


def downgrade():
    with op.batch_alter_table("bookings") as batch:
        batch.drop_column("discount")
        batch.drop_column("discount_rate")
        batch.drop_column("night_prices")
    op.drop_index(op.f("ix_rate_rules_room_type_id"), table_name="rate_rules")
    op.drop_table("rate_rules")
