"""Display currencies: the rates the super admin sets (display_rates). Amounts are still
charged and stored in ETB.

Revision ID: 0017_display_currencies
Revises: 0016_search_filters
"""

import sqlalchemy as sa
from alembic import op

revision = "0017_display_currencies"
down_revision = "0016_search_filters"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "display_rates",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("etb_per_unit", sa.Numeric(precision=14, scale=6), nullable=False),
        sa.Column("rate_date", sa.Date(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("etb_per_unit > 0", name=op.f("ck_display_rates_positive_rate")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_display_rates")),
        sa.UniqueConstraint("currency", name=op.f("uq_display_rates_currency")),
    )


def downgrade():
    op.drop_table("display_rates")
