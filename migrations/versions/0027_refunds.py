"""Refunds get a table of their own (refunds): one payment, many refunds, each with its own
lease and reference. A payment's old refund columns (payments.refund_*, refunded_at) become one
`refunds` row each, and are dropped: the API's payment `refund_*` fields are derived from the
rows (app/models/payments.py), and a second copy would drift from them.

The sum of a payment's refunds never exceeds what it settled: refunds.owe_refund checks it under
the payment's row lock, and a trigger refuses any insert or update that would break it (on
PostgreSQL the trigger takes the payment's row lock too, so two transactions cannot both pass).
On SQLite the payments table is copied to drop its columns, with foreign keys off around the
migration (migrations/env.py).

Revision ID: 0027_refunds
Revises: 0026_booking_language
"""

import sqlalchemy as sa
from alembic import op

revision = "0027_refunds"
down_revision = "0026_booking_language"
branch_labels = None
depends_on = None

MONEY = sa.Numeric(12, 2)
OLD_COLUMNS = (
    ("refund_amount", MONEY),
    ("refund_reason", sa.Text()),
    ("refund_reference", sa.String(length=64)),
    ("refund_next_attempt_at", sa.DateTime()),
    ("refund_locked_until", sa.DateTime()),
    ("refund_lease_token", sa.String(length=32)),
    ("refund_error", sa.Text()),
    ("refunded_at", sa.DateTime()),
)
CAP_MESSAGE = "refunds of a payment exceed what it settled"
# In cents, so that SQLite's floating sums never refuse an exact fit.
SQLITE_OVER_CAP = (
    "ROUND(100 * ((SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE payment_id = NEW.payment_id "
    "AND id IS NOT NEW.id) + NEW.amount)) > ROUND(100 * (SELECT COALESCE(paid_amount, amount) "
    "FROM payments WHERE id = NEW.payment_id))")
PG_CAP_FUNCTION = f"""
CREATE FUNCTION refunds_within_settled() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    settled numeric;
    refunded numeric;
BEGIN
    -- The payment's row lock: a concurrent refund of the same payment waits, then sees this one.
    SELECT COALESCE(paid_amount, amount) INTO settled FROM payments
        WHERE id = NEW.payment_id FOR UPDATE;
    SELECT COALESCE(SUM(amount), 0) INTO refunded FROM refunds
        WHERE payment_id = NEW.payment_id AND id IS DISTINCT FROM NEW.id;
    IF refunded + NEW.amount > settled THEN
        RAISE EXCEPTION '{CAP_MESSAGE}' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END $$"""


def upgrade():
    op.create_table(
        "refunds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("payment_id", sa.Integer(),
                  sa.ForeignKey("payments.id", name="fk_refunds_payment_id_payments"),
                  nullable=False),
        sa.Column("amount", MONEY, nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("reference", sa.String(length=80), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("cause", sa.String(length=40), nullable=False),
        sa.Column("requested_by", sa.String(length=254), nullable=False),
        sa.Column("booking_change_id", sa.Integer(),
                  sa.ForeignKey("booking_changes.id",
                                name="fk_refunds_booking_change_id_booking_changes"),
                  nullable=True),
        sa.Column("attempts", sa.Integer(), server_default="0", nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(), nullable=True),
        sa.Column("locked_until", sa.DateTime(), nullable=True),
        sa.Column("lease_token", sa.String(length=32), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("refunded_at", sa.DateTime(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_refunds")),
        sa.UniqueConstraint("reference", name=op.f("uq_refunds_reference")),
        sa.CheckConstraint("amount > 0", name=op.f("ck_refunds_amount_positive")),
    )
    op.create_index("ix_refunds_payment_id", "refunds", ["payment_id"])
    op.create_index("ix_refunds_status", "refunds", ["status"])
    op.create_index("ix_refunds_next_attempt_at", "refunds", ["next_attempt_at"])
    # Each payment's refund, as the payment's columns held it (one at most), with its lease.
    op.execute(
        "INSERT INTO refunds (payment_id, amount, reason, reference, status, cause, requested_by, "
        "attempts, next_attempt_at, locked_until, lease_token, error, refunded_at, created_at, "
        "updated_at) "
        "SELECT id, COALESCE(refund_amount, paid_amount, amount), COALESCE(refund_reason, 'refund'), "
        "COALESCE(refund_reference, 'RF-' || tx_ref), "
        "CASE status WHEN 'refund_pending' THEN 'pending' WHEN 'refunded' THEN 'refunded' "
        "ELSE 'failed' END, 'migrated', '', refund_attempts, refund_next_attempt_at, "
        "refund_locked_until, refund_lease_token, refund_error, refunded_at, "
        "COALESCE(refunded_at, updated_at), updated_at "
        "FROM payments WHERE status IN ('refund_pending', 'refunded', 'refund_failed') "
        "AND COALESCE(refund_amount, paid_amount, amount) > 0 ORDER BY id")
    with op.batch_alter_table("payments") as batch:
        batch.drop_index("ix_payments_refund_next_attempt_at")
        batch.drop_constraint("uq_payments_refund_reference", type_="unique")
        batch.drop_column("refund_attempts")
        for name, _type in OLD_COLUMNS:
            batch.drop_column(name)
    if op.get_bind().dialect.name == "postgresql":
        op.execute(PG_CAP_FUNCTION)
        op.execute("CREATE TRIGGER refunds_within_settled BEFORE INSERT OR UPDATE OF amount, "
                   "payment_id ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_within_settled()")
    else:
        for event in ("INSERT", "UPDATE OF amount, payment_id"):
            name = f"refunds_within_settled_{event.split()[0].lower()}"
            op.execute(f"CREATE TRIGGER {name} BEFORE {event} ON refunds WHEN {SQLITE_OVER_CAP} "
                       f"BEGIN SELECT RAISE(ABORT, '{CAP_MESSAGE}'); END")


def downgrade():
    """Back to one refund per payment: its refunds' sum, the first reference, the latest reason,
    error and refund time (a payment with several refunds keeps their total only)."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS refunds_within_settled ON refunds")
        op.execute("DROP FUNCTION IF EXISTS refunds_within_settled()")
    else:
        op.execute("DROP TRIGGER IF EXISTS refunds_within_settled_insert")
        op.execute("DROP TRIGGER IF EXISTS refunds_within_settled_update")
    with op.batch_alter_table("payments") as batch:
        for name, type_ in OLD_COLUMNS:
            batch.add_column(sa.Column(name, type_, nullable=True))
        batch.add_column(sa.Column("refund_attempts", sa.Integer(), server_default="0",
                                   nullable=False))
        batch.create_unique_constraint("uq_payments_refund_reference", ["refund_reference"])
        batch.create_index("ix_payments_refund_next_attempt_at", ["refund_next_attempt_at"])
    latest = "(SELECT {column} FROM refunds r WHERE r.payment_id = payments.id ORDER BY r.id DESC LIMIT 1)"
    op.execute(
        "UPDATE payments SET "
        "refund_amount = (SELECT SUM(amount) FROM refunds r WHERE r.payment_id = payments.id), "
        "refund_reference = (SELECT reference FROM refunds r WHERE r.payment_id = payments.id "
        "ORDER BY r.id LIMIT 1), "
        f"refund_reason = {latest.format(column='reason')}, "
        f"refund_error = {latest.format(column='error')}, "
        "refund_attempts = COALESCE((SELECT MAX(attempts) FROM refunds r "
        "WHERE r.payment_id = payments.id), 0), "
        "refund_next_attempt_at = (SELECT MIN(next_attempt_at) FROM refunds r "
        "WHERE r.payment_id = payments.id AND r.status = 'pending'), "
        "refunded_at = (SELECT MAX(refunded_at) FROM refunds r WHERE r.payment_id = payments.id) "
        "WHERE id IN (SELECT payment_id FROM refunds)")
    op.drop_index("ix_refunds_next_attempt_at", table_name="refunds")
    op.drop_index("ix_refunds_status", table_name="refunds")
    op.drop_index("ix_refunds_payment_id", table_name="refunds")
    op.drop_table("refunds")
