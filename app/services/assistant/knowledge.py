"""Learning: store a document, split it into chunks, index them (replace-on-relearn by url).

Scope is (product, tenant). Re-learning a url replaces the document of that url in the SAME
scope only, so one tenant can never overwrite (or delete) another tenant's document.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import numpy as np
from sqlalchemy import delete, func, select, text

from app.db_locking import serialized_transaction
from app.errors import NotFound
from app.extensions import db
from app.models import KnowledgeChunk, KnowledgeDocument
from app.services.assistant import embeddings, languages, retrieval
from app.services.assistant.text import drop_nul, search_text, split_sentences

CHUNK_TARGET_CHARS = 700
CHUNK_MAX_CHARS = 1000
INLINE_EMBED_CHUNKS = 200  # ~20 s of an idle 2-core machine; the rest go to the embed_chunks job


@dataclass
class LearnResult:
    document_id: int
    chunks: int
    replaced: bool
    product: str
    tenant: str | None
    url: str
    title: str
    lang: str
    filename: str | None
    characters: int


def chunk_text(text: str) -> list[str]:
    """Split into passages of about CHUNK_TARGET_CHARS, on paragraph and sentence boundaries
    (a sentence longer than CHUNK_MAX_CHARS is cut at a space)."""
    chunks: list[str] = []
    current = ""
    for paragraph in text.replace("\r\n", "\n").split("\n\n"):
        for sentence in split_sentences(paragraph):
            while len(sentence) > CHUNK_MAX_CHARS:
                cut = sentence.rfind(" ", 0, CHUNK_MAX_CHARS)
                cut = cut if cut > CHUNK_MAX_CHARS // 2 else CHUNK_MAX_CHARS
                if current:
                    chunks.append(current)
                    current = ""
                chunks.append(sentence[:cut].strip())
                sentence = sentence[cut:].strip()
            if current and len(current) + 1 + len(sentence) > CHUNK_TARGET_CHARS:
                chunks.append(current)
                current = ""
            current = f"{current} {sentence}".strip() if current else sentence
        if current and len(current) >= CHUNK_TARGET_CHARS // 2:
            chunks.append(current)
            current = ""
        elif current:
            current += "\n"
    if current.strip():
        chunks.append(current.strip())
    return [c for c in chunks if c]


def neighbouring_chunks(passages: list[retrieval.Passage]) -> dict[tuple[int, int], str]:
    """The texts of the chunks just before and after each learned passage in its document, by
    (document id, position): a chunk ends where CHUNK_TARGET_CHARS did, not where its text stops
    speaking of a thing ("... arranges transport to Sodere." | "The bus leaves at 09:00 ...")."""
    wanted = {(p.document_id, p.position + step) for p in passages if not p.builtin
              for step in (-1, 1) if p.position + step >= 0}
    if not wanted:
        return {}
    rows = db.session.execute(
        select(KnowledgeChunk.document_id, KnowledgeChunk.position, KnowledgeChunk.text).where(
            KnowledgeChunk.document_id.in_({document for document, _ in wanted}),
            KnowledgeChunk.position.in_({position for _, position in wanted})))
    return {(document, position): chunk for document, position, chunk in rows
            if (document, position) in wanted}


def _lock_scope_url(session, product: str, tenant: str | None, url: str) -> None:
    # SQLite: BEGIN IMMEDIATE already serialises writers. PostgreSQL: two learns of the same url
    # must not both insert, so they queue on an advisory lock for (product, tenant, url).
    if session.get_bind().dialect.name == "postgresql":
        key = f"{product}\x1f{tenant or ''}\x1f{url}"
        session.execute(text("SELECT pg_advisory_xact_lock(hashtext(:key))"), {"key": key})


def _in_exact_scope(product: str, tenant: str | None) -> tuple:
    """Documents of exactly (product, tenant): a tenant's write never touches shared documents."""
    return (
        KnowledgeDocument.product == product,
        KnowledgeDocument.tenant.is_(None) if tenant is None else KnowledgeDocument.tenant == tenant,
    )


def _delete_documents(session, documents: list[KnowledgeDocument]) -> None:
    ids = [d.id for d in documents]
    if not ids:
        return
    chunk_ids = list(session.scalars(select(KnowledgeChunk.id).where(KnowledgeChunk.document_id.in_(ids))))
    retrieval.unindex_chunks(session, chunk_ids)
    session.execute(delete(KnowledgeChunk).where(KnowledgeChunk.document_id.in_(ids)))
    session.execute(delete(KnowledgeDocument).where(KnowledgeDocument.id.in_(ids)))


def learn(
    *,
    text: str,
    url: str = "",
    title: str = "",
    lang: str = "en",
    product: str,
    tenant: str | None = None,
    source: str = "learn",
    filename: str | None = None,
    inline_vectors: int = INLINE_EMBED_CHUNKS,
) -> LearnResult:
    """Store and index a document in (product, tenant). Same url and language in the same scope:
    replaced. Same url in another language: its translation, kept beside it (chat answers from the
    asked language's version when it has one: retrieval.search's `lang`). The first
    `inline_vectors` chunks get their vectors now; the others from the embed_chunks job (files:
    none now, so an upload holds no web thread for the model)."""
    text, url, title, lang = (drop_nul(v) for v in (text, url, title, lang))
    # Stored lengths (the replace-on-relearn lookup must compare what is stored).
    url, title, lang = url[:1000], title[:300], lang.strip().lower()[:12] or languages.DEFAULT
    passages = chunk_text(text)
    # Embedded before the write transaction (SQLite's write lock, or the url's advisory lock,
    # must not wait on the model), and only the first INLINE_EMBED_CHUNKS: at ~90 ms a chunk a
    # 10 MB upload would outlast any request timeout. The rest are stored without a vector,
    # answer by their words at once, and get their vectors from the `embed_chunks` job.
    vectors = embeddings.embed_passages(
        [retrieval.embedding_input(title, p) for p in passages[:inline_vectors]]
    )
    with serialized_transaction() as session:
        replaced = False
        if url:
            _lock_scope_url(session, product, tenant, url)
            old = list(
                session.scalars(
                    select(KnowledgeDocument).where(
                        *_in_exact_scope(product, tenant), KnowledgeDocument.url == url,
                        KnowledgeDocument.lang == lang,
                    )
                )
            )
            replaced = bool(old)
            _delete_documents(session, old)
        document = KnowledgeDocument(
            product=product,
            tenant=tenant,
            url=url,
            title=title,
            lang=lang,
            source=source,
            filename=filename[:300] if filename else None,
            content_hash=hashlib.sha256(text.encode()).hexdigest(),
            text=text,
        )
        session.add(document)
        session.flush()
        chunks = [
            KnowledgeChunk(
                document_id=document.id,
                product=product,
                tenant=tenant,
                lang=lang,
                position=i,
                text=passage,
                search_text=search_text(f"{title}\n{passage}"),
            )
            for i, passage in enumerate(passages)
        ]
        session.add_all(chunks)
        session.flush()
        retrieval.index_chunks(session, chunks)
        retrieval.store_vectors(session, chunks[: len(vectors)], vectors)
        result = LearnResult(
            document.id,
            len(chunks),
            replaced,
            product,
            tenant,
            document.url,
            document.title,
            document.lang,
            filename,
            len(text),
        )
    return result


def delete_document(document_id: int, *, product: str, tenant: str | None) -> None:
    """Delete a document of this exact scope. Raises NotFound for another scope's document."""
    with serialized_transaction() as session:
        document = session.scalar(
            select(KnowledgeDocument).where(
                KnowledgeDocument.id == document_id, *_in_exact_scope(product, tenant)
            )
        )
        if document is None:
            raise NotFound("Document not found")
        _delete_documents(session, [document])


def embed_missing_chunks(limit: int | None = None, batch: int = 256) -> int:
    """Give chunks without a vector (learned before migration 0010) one, `batch` per
    transaction, at most `limit`; returns how many were embedded. Used by the periodic job
    `embed_chunks` and `flask embed-chunks`. A chunk deleted meanwhile is simply skipped."""
    done = 0
    while limit is None or done < limit:
        size = batch if limit is None else min(batch, limit - done)
        rows = db.session.execute(
            select(KnowledgeChunk.id, KnowledgeChunk.text, KnowledgeDocument.title)
            .join(KnowledgeDocument, KnowledgeDocument.id == KnowledgeChunk.document_id)
            .where(KnowledgeChunk.embedding.is_(None))
            .order_by(KnowledgeChunk.id)
            .limit(size)
        ).all()
        db.session.rollback()
        if not rows:
            break
        vectors = embeddings.embed_passages([retrieval.embedding_input(r.title, r.text) for r in rows])
        with serialized_transaction() as session:
            chunks = list(
                session.scalars(
                    select(KnowledgeChunk).where(
                        KnowledgeChunk.id.in_([r.id for r in rows]), KnowledgeChunk.embedding.is_(None)
                    )
                )
            )
            by_id = {r.id: v for r, v in zip(rows, vectors, strict=True)}
            retrieval.store_vectors(session, chunks, np.array([by_id[c.id] for c in chunks]))
        done += len(rows)
    return done


def reindex_chunks(batch: int = 500) -> int:
    """Recompute the search text of every chunk whose stored one the current tokenizer would not
    produce (text.py changed how it reads Oromo apostrophes) and re-index those; returns how many
    changed. `flask reindex-chunks` runs it once after an upgrade; running it again is harmless."""
    changed, last_id = 0, 0
    while True:
        with serialized_transaction() as session:
            rows = session.execute(
                select(KnowledgeChunk, KnowledgeDocument.title)
                .join(KnowledgeDocument, KnowledgeDocument.id == KnowledgeChunk.document_id)
                .where(KnowledgeChunk.id > last_id)
                .order_by(KnowledgeChunk.id)
                .limit(batch)
            ).all()
            if not rows:
                return changed
            last_id = rows[-1][0].id
            stale = []
            for chunk, title in rows:
                fresh = search_text(f"{title}\n{chunk.text}")
                if fresh != chunk.search_text:
                    chunk.search_text = fresh
                    stale.append(chunk)
            if stale:
                session.flush()
                ids = [c.id for c in stale]
                if session.get_bind().dialect.name == "sqlite":
                    retrieval.unindex_chunks(session, ids)
                    retrieval.index_chunks(session, stale)
                else:
                    session.execute(
                        text("UPDATE knowledge_chunks SET search_vector = to_tsvector('simple', search_text) "
                             "WHERE id = ANY(:ids)"),
                        {"ids": ids},
                    )
            changed += len(stale)


def knowledge_counts(session) -> tuple[int, int]:
    documents = session.scalar(select(func.count()).select_from(KnowledgeDocument)) or 0
    chunks = session.scalar(select(func.count()).select_from(KnowledgeChunk)) or 0
    return documents, chunks
