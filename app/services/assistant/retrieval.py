"""Full-text retrieval of learned chunks, scoped by product and tenant.

PostgreSQL: `knowledge_chunks.search_vector` = to_tsvector('simple', search_text), GIN-indexed,
queried with an OR of the question's terms. SQLite: an FTS5 table `knowledge_chunks_fts`
(rowid = chunk id) holds the same search_text. Both index the terms of `text.search_text`, so
Amharic affixes are already stripped on both sides.

The database ranks candidates; relevance is then decided here, the same way on both databases:
the share of the question's IDF weight that a chunk covers. Terms the knowledge never uses
weigh half the rarest seen term (they are often paraphrases), so a question about something
never learned covers little and gets "don't know" rather than a loosely related passage.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sqlalchemy import select, text

from app.extensions import db
from app.models import KnowledgeChunk, KnowledgeDocument

FTS_TABLE = "knowledge_chunks_fts"
CANDIDATES = 40
MAX_QUERY_TERMS = 16
RELEVANCE_THRESHOLD = 0.5


@dataclass
class Passage:
    chunk_id: int
    document_id: int
    position: int
    text: str
    title: str
    url: str
    lang: str
    score: float
    terms: frozenset[str]
    builtin: bool = False  # the product's own rules (product_knowledge.py), not a learned chunk


def is_sqlite() -> bool:
    return db.engine.dialect.name == "sqlite"


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


def _scope_sql(tenant: str | None) -> str:
    """Chunks a (product, tenant) may read: its own and, for a tenant, the product's shared ones."""
    return "c.product = :product AND " + (
        "c.tenant IS NULL" if tenant is None else "(c.tenant = :tenant OR c.tenant IS NULL)"
    )


def _candidate_ids(weights: dict[str, float], product: str, tenant: str | None) -> list[int]:
    """Ids of the best-ranked chunks matching any term. SQLite ranks by FTS5's bm25 (which
    knows term rarity); PostgreSQL's ts_rank_cd does not, so there the rank is the sum of the
    IDF weights of the terms a chunk contains (the same measure `search` applies)."""
    terms = list(weights)
    params = {"product": product, "tenant": tenant, "limit": CANDIDATES}
    if is_sqlite():
        params["match"] = " OR ".join(f'"{t}"' for t in terms)
        sql = (
            f"SELECT c.id FROM {FTS_TABLE} f JOIN knowledge_chunks c ON c.id = f.rowid "  # noqa: S608 - constants and bound parameters only
            f"WHERE {FTS_TABLE} MATCH :match AND {_scope_sql(tenant)} "
            f"ORDER BY bm25({FTS_TABLE}) LIMIT :limit"
        )
    else:
        params["query"] = " | ".join(terms)
        weighted = []
        for index, term in enumerate(terms):
            params[f"t{index}"], params[f"w{index}"] = term, weights[term]
            weighted.append(
                f"CASE WHEN c.search_vector @@ to_tsquery('simple', :t{index}) "
                f"THEN CAST(:w{index} AS float) ELSE 0 END"
            )
        sql = (
            "SELECT c.id FROM knowledge_chunks c, to_tsquery('simple', :query) q "  # noqa: S608 - constants and bound parameters only
            f"WHERE c.search_vector @@ q AND {_scope_sql(tenant)} "
            f"ORDER BY ({' + '.join(weighted)}) DESC, ts_rank_cd(c.search_vector, q) DESC, c.id "
            "LIMIT :limit"
        )
    return [row[0] for row in db.session.execute(text(sql), params)]


def _document_frequencies(terms: list[str], product: str, tenant: str | None) -> tuple[int, dict[str, int]]:
    """Chunks in scope, and how many of them contain each term (one statement)."""
    scope = _scope_sql(tenant)
    params = {"product": product, "tenant": tenant}
    total = f"(SELECT count(*) FROM knowledge_chunks c WHERE {scope})"  # noqa: S608 - constants only
    if is_sqlite():
        # IN (subquery) makes SQLite run each MATCH once; a join re-runs it for every row.
        counts = []
        for index, term in enumerate(terms):
            params[f"m{index}"] = f'"{term}"'
            counts.append(
                f"(SELECT count(*) FROM knowledge_chunks c WHERE c.id IN "  # noqa: S608 - constants and bound parameters only
                f"(SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH :m{index}) AND {scope})"
            )
        sql = f"SELECT {total}, {', '.join(counts)}"
    else:
        # One pass over the chunks matching any term, one count per term.
        params["query"] = " | ".join(terms)
        counts = []
        for index, term in enumerate(terms):
            params[f"t{index}"] = term
            counts.append(f"count(*) FILTER (WHERE c.search_vector @@ to_tsquery('simple', :t{index}))")
        sql = (
            f"SELECT {total}, {', '.join(counts)} FROM knowledge_chunks c "  # noqa: S608 - constants and bound parameters only
            f"WHERE c.search_vector @@ to_tsquery('simple', :query) AND {scope}"
        )
    row = db.session.execute(text(sql), params).one()
    return int(row[0] or 0), dict(zip(terms, (int(n or 0) for n in row[1:]), strict=True))


def term_weights(terms: list[str], product: str, tenant: str | None) -> dict[str, float]:
    total, frequencies = _document_frequencies(terms, product, tenant)
    weights = {t: math.log((total + 1) / (df + 0.5)) for t, df in frequencies.items() if df}
    unseen = 0.5 * max(weights.values(), default=1.0)
    for term, df in frequencies.items():
        if not df:
            weights[term] = unseen
    return weights


def search(
    weighted_terms: dict[str, float], product: str, tenant: str | None, limit: int = 5
) -> list[Passage]:
    """Passages relevant to the terms (term -> importance, e.g. 1.0 now, 0.5 from history),
    best first; only those whose weighted coverage reaches RELEVANCE_THRESHOLD."""
    terms = [t for t in weighted_terms if t][:MAX_QUERY_TERMS]
    if not terms:
        return []
    idf = term_weights(terms, product, tenant)
    weight = {t: idf[t] * weighted_terms[t] for t in terms}
    total_weight = sum(weight.values()) or 1.0
    ids = _candidate_ids(weight, product, tenant)
    if not ids:
        return []
    rows = db.session.execute(
        select(KnowledgeChunk, KnowledgeDocument.title, KnowledgeDocument.url)
        .join(KnowledgeDocument, KnowledgeDocument.id == KnowledgeChunk.document_id)
        .where(KnowledgeChunk.id.in_(ids))
    ).all()
    order = {chunk_id: rank for rank, chunk_id in enumerate(ids)}
    passages = []
    for chunk, title, url in rows:
        chunk_terms = frozenset(chunk.search_text.split())
        covered = sum(w for t, w in weight.items() if t in chunk_terms)
        score = covered / total_weight
        if score >= RELEVANCE_THRESHOLD:
            passages.append(
                Passage(
                    chunk.id,
                    chunk.document_id,
                    chunk.position,
                    chunk.text,
                    title,
                    url,
                    chunk.lang,
                    round(score, 4),
                    chunk_terms,
                )
            )
    passages.sort(key=lambda p: (-p.score, order[p.chunk_id]))
    return passages[:limit]
