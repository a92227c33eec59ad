"""Indexing: what a learned chunk is searched by, on both sides, and the scope a question reads.

Lexical: PostgreSQL keeps `knowledge_chunks.search_vector` = to_tsvector('simple', search_text),
GIN-indexed; SQLite an FTS5 table `knowledge_chunks_fts` (rowid = chunk id) over the same
search_text. Both hold the terms of `text.search_text`, so Amharic affixes are stripped on both
sides. Dense: `knowledge_chunks.embedding` (and, where pgvector exists, `embedding_vector`).
"""

from __future__ import annotations

import numpy as np
from sqlalchemy import text

from app.extensions import db
from app.models import KnowledgeChunk
from app.services.assistant import embeddings

FTS_TABLE = "knowledge_chunks_fts"


def is_sqlite() -> bool:
    return db.engine.dialect.name == "sqlite"


_pgvector_by_engine: dict[str, bool] = {}


def has_pgvector(session=None) -> bool:
    """Whether this database keeps knowledge_chunks.embedding_vector (migration 0010 added it
    where the pgvector extension exists). Asked once per database per process."""
    bind = (session or db.session).get_bind()
    if bind.dialect.name != "postgresql":
        return False
    key = str(bind.engine.url)
    if key not in _pgvector_by_engine:
        _pgvector_by_engine[key] = bool(
            (session or db.session).execute(
                text(
                    "SELECT 1 FROM information_schema.columns WHERE table_name = 'knowledge_chunks' "
                    "AND column_name = 'embedding_vector' AND table_schema = current_schema()"
                )
            ).scalar()
        )
    return _pgvector_by_engine[key]


def embedding_input(title: str, passage: str) -> str:
    """What a chunk's vector is computed from (its document's title leads, as in search_text)."""
    return f"{title}\n{passage}".strip()


def store_vectors(session, chunks: list[KnowledgeChunk], vectors: np.ndarray) -> None:
    """Give flushed chunks their vectors (and pgvector's copy) in the current transaction."""
    for chunk, vector in zip(chunks, vectors, strict=True):
        chunk.embedding = embeddings.to_bytes(vector)
    session.flush()
    if chunks and has_pgvector(session):
        session.execute(
            text("UPDATE knowledge_chunks SET embedding_vector = CAST(:vector AS vector) WHERE id = :id"),
            [{"id": c.id, "vector": embeddings.to_pgvector(v)} for c, v in zip(chunks, vectors, strict=True)],
        )


def index_chunks(session, chunks: list[KnowledgeChunk]) -> None:
    """Index freshly flushed chunks (ids assigned) in the current transaction."""
    if not chunks:
        return
    if session.get_bind().dialect.name == "sqlite":
        session.execute(
            text(f"INSERT INTO {FTS_TABLE}(rowid, search_text) VALUES (:id, :search_text)"),  # noqa: S608 - constants and bound parameters only
            [{"id": c.id, "search_text": c.search_text} for c in chunks],
        )
    else:
        session.execute(
            text(
                "UPDATE knowledge_chunks SET search_vector = to_tsvector('simple', search_text) "
                "WHERE document_id = :document_id"
            ),
            {"document_id": chunks[0].document_id},
        )


def unindex_chunks(session, chunk_ids: list[int]) -> None:
    if chunk_ids and session.get_bind().dialect.name == "sqlite":
        for start in range(0, len(chunk_ids), 500):
            batch = chunk_ids[start : start + 500]
            session.execute(
                text(f"DELETE FROM {FTS_TABLE} WHERE rowid IN ({','.join(str(int(i)) for i in batch)})")  # noqa: S608 - constants and bound parameters only
            )


def scope_sql(tenant: str | None, alias: str = "c") -> str:
    """Chunks (or documents) a (product, tenant) may read: its own and, for a tenant, the
    product's shared ones."""
    if tenant is None:
        return f"{alias}.product = :product AND {alias}.tenant IS NULL"
    return f"{alias}.product = :product AND ({alias}.tenant = :tenant OR {alias}.tenant IS NULL)"



def scope_fingerprint(product: str, tenant: str | None) -> tuple:
    """Changes whenever the scope's vectors may have: a learn (a newer document), a delete (fewer
    or other documents; SQLite may reuse ids, hence the creation time) or a backfill (more
    vectors). Read once per transaction of the session: a chat turn asks it for the dense side,
    for the term counts of each search and for routing's term weights (4-6 statements of five
    counts each, a tenth of a turn at 5,000 chunks), and within one transaction what it would
    answer again can only lag a commit that the next transaction sees (then the caches it
    guards are refreshed)."""
    key, session = (product, tenant), db.session()  # the request's Session behind the scoped proxy
    memo = session.info.get(_FINGERPRINTS)
    # (The memo holds its transaction object, so a later transaction can never be mistaken for it.)
    if memo is not None and memo[0] is session.get_transaction() and key in memo[1]:
        return memo[1][key]
    fingerprint = _read_fingerprint(product, tenant)  # begins the transaction if none had begun
    transaction = session.get_transaction()
    if memo is None or memo[0] is not transaction:
        memo = (transaction, {})
        session.info[_FINGERPRINTS] = memo
    memo[1][key] = fingerprint
    return fingerprint


_FINGERPRINTS = "assistant_scope_fingerprints"  # session.info: (transaction, {scope: fingerprint})


def _read_fingerprint(product: str, tenant: str | None) -> tuple:
    # Both chunk counts come from indexes (ix_knowledge_chunks_scope, the partial
    # ix_knowledge_chunks_unembedded): no chunk row, no vector is read.
    row = db.session.execute(
        text(
            "SELECT count(*), coalesce(sum(d.id), 0), max(d.created_at), "  # noqa: S608 - constants and bound parameters only
            f"(SELECT count(*) FROM knowledge_chunks c WHERE {scope_sql(tenant)}), "
            f"(SELECT count(*) FROM knowledge_chunks c WHERE c.embedding IS NULL AND {scope_sql(tenant)}) "
            f"FROM knowledge_documents d WHERE {scope_sql(tenant, 'd')}"
        ),
        {"product": product, "tenant": tenant},
    ).one()
    return tuple(row)


