"""Guest sessions (guest_sessions): one row per sign-in, named by the token's `sid` claim, so a
guest can list where they are signed in and sign out of one or all.

Revision ID: 0021_guest_sessions
Revises: 0019_media_blobs
"""

import sqlalchemy as sa
from alembic import op

revision = "0021_guest_sessions"
down_revision = "0019_media_blobs"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "guest_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.String(length=36), nullable=False),
        sa.Column("guest_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
        sa.Column("ended_at", sa.DateTime(), nullable=True),
        sa.Column("user_agent", sa.String(length=255), nullable=True),
        sa.Column("address", sa.String(length=64), nullable=True),
        sa.ForeignKeyConstraint(["guest_id"], ["guests.id"],
                                name=op.f("fk_guest_sessions_guest_id_guests"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_guest_sessions")),
        sa.UniqueConstraint("uuid", name=op.f("uq_guest_sessions_uuid")),
    )
    op.create_index(op.f("ix_guest_sessions_guest_id"), "guest_sessions", ["guest_id"])
    op.create_index(op.f("ix_guest_sessions_expires_at"), "guest_sessions", ["expires_at"])


def downgrade():
    op.drop_index(op.f("ix_guest_sessions_expires_at"), table_name="guest_sessions")
    op.drop_index(op.f("ix_guest_sessions_guest_id"), table_name="guest_sessions")
    op.drop_table("guest_sessions")
