"""Rate plans per room type (rate_plans, in the catalogue's version triggers), the offer copied
onto each booking (plan, cancellation rule, payment timing, meals, children), the hotel's
pay-at-property rooms a night, and room types' occupancy (max adults, max children, the
child-age band).

Revision ID: 0024_rate_plans
Revises: 0023_booking_changes
"""

import sqlalchemy as sa
from alembic import op

revision = "0024_rate_plans"
down_revision = "0023_booking_changes"
branch_labels = None
depends_on = None

BUMP = ("INSERT INTO catalogue_versions (id, version) VALUES (1, 1) "
        "ON CONFLICT (id) DO UPDATE SET version = catalogue_versions.version + 1")


def upgrade():
    op.create_table(
        "rate_plans",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("room_type_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("name_am", sa.String(length=120), nullable=True),
        sa.Column("name_om", sa.String(length=120), nullable=True),
        sa.Column("name_ti", sa.String(length=120), nullable=True),
        sa.Column("price_rule", sa.String(length=10), nullable=False),
        sa.Column("price_value", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("cancellation", sa.String(length=20), nullable=False),
        sa.Column("free_cancellation_hours", sa.Integer(), nullable=True),
        sa.Column("payment", sa.String(length=20), nullable=False),
        sa.Column("meals", sa.String(length=20), nullable=False),
        sa.Column("child_price", sa.Numeric(precision=12, scale=2), server_default="0",
                  nullable=False),
        sa.Column("is_active", sa.Boolean(), server_default=sa.true(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("cancellation <> 'free_until' OR free_cancellation_hours IS NOT NULL",
                           name=op.f("ck_rate_plans_rate_plan_free_until_has_hours")),
        sa.ForeignKeyConstraint(["room_type_id"], ["room_types.id"],
                                name=op.f("fk_rate_plans_room_type_id_room_types"),
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_plans")),
    )
    op.create_index(op.f("ix_rate_plans_room_type_id"), "rate_plans", ["room_type_id"])
    with op.batch_alter_table("bookings") as batch:
        batch.add_column(sa.Column("rate_plan_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("rate_plan_name", sa.String(length=120), nullable=True))
        batch.add_column(sa.Column("cancellation_rule", sa.String(length=20), nullable=True))
        batch.add_column(sa.Column("free_cancellation_hours", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("payment_timing", sa.String(length=20),
                                   server_default="pay_now", nullable=False))
        batch.add_column(sa.Column("meals", sa.String(length=20), server_default="none",
                                   nullable=False))
        batch.add_column(sa.Column("children_ages", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("child_charges", sa.Numeric(precision=12, scale=2),
                                   server_default="0", nullable=False))
        batch.create_foreign_key(op.f("fk_bookings_rate_plan_id_rate_plans"), "rate_plans",
                                 ["rate_plan_id"], ["id"], ondelete="SET NULL")
    with op.batch_alter_table("hotels") as batch:
        batch.add_column(sa.Column("pay_at_property_rooms_per_night", sa.Integer(),
                                   server_default="0", nullable=False))
    with op.batch_alter_table("room_types") as batch:
        batch.add_column(sa.Column("max_adults", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("max_children", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("child_max_age", sa.Integer(), server_default="11",
                                   nullable=False))
    # A plan is part of the catalogue search reads from memory (0014_catalogue_version).
    if op.get_bind().dialect.name == "postgresql":
        op.execute("CREATE CONSTRAINT TRIGGER rate_plans_bump_catalogue_version "
                   "AFTER INSERT OR UPDATE OR DELETE ON rate_plans "
                   "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW "
                   "EXECUTE FUNCTION bump_catalogue_version()")
    else:
        for event in ("INSERT", "UPDATE", "DELETE"):
            op.execute(f"CREATE TRIGGER rate_plans_bump_catalogue_version_{event.lower()} "
                       f"AFTER {event} ON rate_plans BEGIN {BUMP}; END")


def downgrade():
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS rate_plans_bump_catalogue_version ON rate_plans")
    else:
        for event in ("insert", "update", "delete"):
            op.execute(f"DROP TRIGGER IF EXISTS rate_plans_bump_catalogue_version_{event}")
    with op.batch_alter_table("room_types") as batch:
        batch.drop_column("child_max_age")
        batch.drop_column("max_children")
        batch.drop_column("max_adults")
    with op.batch_alter_table("hotels") as batch:
        batch.drop_column("pay_at_property_rooms_per_night")
    with op.batch_alter_table("bookings") as batch:
        batch.drop_constraint(op.f("fk_bookings_rate_plan_id_rate_plans"), type_="foreignkey")
        for column in ("child_charges", "children_ages", "meals", "payment_timing",
                       "free_cancellation_hours", "cancellation_rule", "rate_plan_name",
                       "rate_plan_id"):
            batch.drop_column(column)
    op.drop_index(op.f("ix_rate_plans_room_type_id"), table_name="rate_plans")
    op.drop_table("rate_plans")
