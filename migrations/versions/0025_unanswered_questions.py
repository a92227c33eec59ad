"""The assistant's unanswered questions (unanswered_questions): every "don't know" and every
low-confidence answer, for an administrator to teach the answer (docs/assistant.md). A row
belongs to its chat session and is deleted with it.

Revision ID: 0025_unanswered_questions
Revises: 0024_rate_plans
"""

import sqlalchemy as sa
from alembic import op

revision = "0025_unanswered_questions"
down_revision = "0024_rate_plans"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "unanswered_questions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.String(length=36), nullable=False),
        sa.Column("product", sa.String(length=60), nullable=False),
        sa.Column("tenant", sa.String(length=120), nullable=True),
        sa.Column("lang", sa.String(length=12), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("reason", sa.String(length=20), nullable=False),
        sa.Column("reply", sa.Text(), nullable=False),
        sa.Column("candidates", sa.JSON(), nullable=False),
        sa.Column("terms", sa.Text(), nullable=False),
        sa.Column("answered_at", sa.DateTime(), nullable=True),
        sa.Column("answer_document_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["session_id"], ["chat_sessions.id"],
                                name=op.f("fk_unanswered_questions_session_id_chat_sessions"),
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["answer_document_id"], ["knowledge_documents.id"],
                                name=op.f("fk_unanswered_questions_answer_document_id_knowledge_documents"),
                                ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_unanswered_questions")),
    )
    op.create_index(op.f("ix_unanswered_questions_session_id"), "unanswered_questions", ["session_id"])
    op.create_index("ix_unanswered_questions_scope", "unanswered_questions",
                    ["product", "tenant", "answered_at"])


def downgrade():
    op.drop_index("ix_unanswered_questions_scope", table_name="unanswered_questions")
    op.drop_index(op.f("ix_unanswered_questions_session_id"), table_name="unanswered_questions")
    op.drop_table("unanswered_questions")
