"""Assistant full-text index on SQLite: the FTS5 table knowledge_chunks_fts.

PostgreSQL needs nothing here: knowledge_chunks.search_vector and its GIN index come with 0001.
The table is not a model (app.models.alembic_include_object leaves "_fts" tables out of
autogenerate); rowid = knowledge_chunks.id.

Revision ID: 0002_assistant_fts
Revises: 0001_initial
"""

from alembic import op

revision = "0002_assistant_fts"
down_revision = "0001_initial"
branch_labels = None
depends_on = None


def upgrade():
    if op.get_bind().dialect.name == "sqlite":
        op.execute(
            "CREATE VIRTUAL TABLE IF NOT EXISTS knowledge_chunks_fts "
            "USING fts5(search_text, tokenize='unicode61')"
        )
        # Index chunks that existed before this revision.
        op.execute(
            "INSERT INTO knowledge_chunks_fts(rowid, search_text) "
            "SELECT id, search_text FROM knowledge_chunks"
        )


def downgrade():
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TABLE IF EXISTS knowledge_chunks_fts")
