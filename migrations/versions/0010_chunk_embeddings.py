"""Dense vectors of the assistant's chunks (hybrid retrieval).

knowledge_chunks.embedding: the passage's vector as 384 little-endian float32 (bytea / BLOB),
NULL until embedded; a partial index lists the chunks still without one. On PostgreSQL where the pgvector extension is installed on the server
(Debian: postgresql-15-pgvector), the extension is created and a copy is kept in
embedding_vector vector(384), so the nearest chunks are found inside the database; elsewhere
retrieval compares vectors in numpy. Without the extension (or without the right to create it)
this revision still applies: the savepoint below keeps the failure out of the transaction.

Existing chunks are not embedded here (a migration should not load a model or run for
minutes): they take part lexically until the periodic job `embed_chunks` or
`flask embed-chunks` gives them a vector.

Revision ID: 0010_chunk_embeddings
Revises: 0009_inventory_calendar
"""

import sqlalchemy as sa
from alembic import op

revision = "0010_chunk_embeddings"
down_revision = "0009_inventory_calendar"
branch_labels = None
depends_on = None

DIM = 384


def upgrade():
    op.add_column("knowledge_chunks", sa.Column("embedding", sa.LargeBinary(), nullable=True))
    op.create_index(
        "ix_knowledge_chunks_unembedded", "knowledge_chunks", ["product", "tenant"],
        sqlite_where=sa.text("embedding IS NULL"), postgresql_where=sa.text("embedding IS NULL"),
    )
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    available = bind.execute(
        sa.text("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")
    ).scalar()
    if not available:
        return
    savepoint = bind.begin_nested()
    try:
        bind.execute(sa.text("CREATE EXTENSION IF NOT EXISTS vector"))
        bind.execute(sa.text(f"ALTER TABLE knowledge_chunks ADD COLUMN embedding_vector vector({DIM})"))
        savepoint.commit()
    except sa.exc.DBAPIError:  # e.g. not allowed to create the extension: brute force it is
        savepoint.rollback()


def downgrade():
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE knowledge_chunks DROP COLUMN IF EXISTS embedding_vector")
    op.drop_index("ix_knowledge_chunks_unembedded", table_name="knowledge_chunks")
    op.drop_column("knowledge_chunks", "embedding")
