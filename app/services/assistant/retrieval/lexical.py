"""The lexical side: candidates by the question's terms, and the terms' IDF weights in the scope.

A chunk's lexical evidence (ranking.py) is its coverage: the share of the question's IDF weight it
contains. Terms the knowledge never uses weigh half the rarest seen term, as they are often
paraphrases or inflected forms.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass

from sqlalchemy import text

from app.extensions import db
from app.services.assistant.retrieval.index import FTS_TABLE, is_sqlite, scope_fingerprint, scope_sql

CANDIDATES = 40


def candidate_ids(weights: dict[str, float], product: str, tenant: str | None) -> list[int]:
    """Ids of the best-ranked chunks matching any term. SQLite ranks by FTS5's bm25 (which
    knows term rarity); PostgreSQL's ts_rank_cd does not, so there the rank is the sum of the
    IDF weights of the terms a chunk contains (the same measure `search` applies), ties broken
    by ts_rank_cd. ts_rank_cd costs more than everything else in the statement (a common word
    matches most chunks), so it is computed only for the chunks that can still make the list:
    those whose weight reaches the weight of the last chunk in it."""
    terms = list(weights)
    params = {"product": product, "tenant": tenant, "limit": CANDIDATES}
    if is_sqlite():
        params["match"] = " OR ".join(f'"{t}"' for t in terms)
        sql = (
            f"SELECT c.id FROM {FTS_TABLE} f JOIN knowledge_chunks c ON c.id = f.rowid "  # noqa: S608 - constants and bound parameters only
            f"WHERE {FTS_TABLE} MATCH :match AND {scope_sql(tenant)} "
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
            "WITH scored AS MATERIALIZED ("  # noqa: S608 - constants and bound parameters only
            f"SELECT c.id, ({' + '.join(weighted)}) AS weight FROM knowledge_chunks c "
            f"WHERE c.search_vector @@ to_tsquery('simple', :query) AND {scope_sql(tenant)}) "
            "SELECT s.id FROM scored s JOIN knowledge_chunks c ON c.id = s.id "
            "WHERE s.weight >= (SELECT coalesce(min(weight), 0) FROM "
            "(SELECT weight FROM scored ORDER BY weight DESC LIMIT :limit) top) "
            "ORDER BY s.weight DESC, ts_rank_cd(c.search_vector, to_tsquery('simple', :query)) DESC, "
            "s.id LIMIT :limit"
        )
    return [row[0] for row in db.session.execute(text(sql), params)]



_frequency_cache: dict[tuple, tuple[tuple, int, dict[str, int]]] = {}
_frequency_cache_lock = threading.Lock()
FREQUENCY_CACHE_SCOPES = 64
FREQUENCY_CACHE_TERMS = 20_000  # terms kept per scope before its counts are read afresh


def document_frequencies(terms: list[str], product: str, tenant: str | None) -> tuple[int, dict[str, int]]:
    """Chunks in scope, and how many of them contain each term. The counts are kept per scope
    while its fingerprint holds (`scope_fingerprint`: nothing learned, deleted or embedded
    since), so a question counts only the terms no earlier question asked about: counting a
    common word reads most of the scope's chunks."""
    key = (str(db.engine.url), product, tenant)
    fingerprint = scope_fingerprint(product, tenant)
    cached = _frequency_cache.get(key)
    if cached is not None and cached[0] == fingerprint and len(cached[2]) < FREQUENCY_CACHE_TERMS:
        total, known = cached[1], cached[2]
    else:
        total, known = None, {}
    missing = [t for t in terms if t not in known]
    if missing or total is None:
        total, counted = _count_document_frequencies(missing, product, tenant)
        known = {**known, **counted}  # a new dict: other threads may be reading the old one
        with _frequency_cache_lock:
            if key not in _frequency_cache and len(_frequency_cache) >= FREQUENCY_CACHE_SCOPES:
                _frequency_cache.pop(next(iter(_frequency_cache)))
            _frequency_cache[key] = (fingerprint, total, known)
    return total, {t: known[t] for t in terms}


def _count_document_frequencies(terms: list[str], product: str, tenant: str | None
                                ) -> tuple[int, dict[str, int]]:
    """Chunks in scope, and how many of them contain each term (one statement)."""
    scope = scope_sql(tenant)
    params = {"product": product, "tenant": tenant}
    total = f"(SELECT count(*) FROM knowledge_chunks c WHERE {scope})"  # noqa: S608 - constants only
    if not terms:
        return int(db.session.execute(text(f"SELECT {total}"), params).scalar() or 0), {}  # noqa: S608 - constants only
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


@dataclass
class TermStatistics:
    weights: dict[str, float]  # term -> IDF weight (`term_weights`)
    unseen: frozenset[str]  # terms no chunk of the scope contains (by any alternative)
    unseen_idf: float  # the IDF of a term no chunk contains: log((chunks + 1) / 0.5)


def term_statistics(
    terms: list[str], product: str, tenant: str | None,
    alternatives: dict[str, frozenset[str]] | None = None,
) -> TermStatistics:
    """IDF weight of each term. With `alternatives` (term -> the index terms that stand for it,
    glossary.alternatives), a term is as frequent as its most frequent alternative (a lower
    bound of their union, so never overweighted). A term no chunk contains weighs half the
    rarest seen term: it is often a paraphrase or an inflected form."""
    alternatives = alternatives or {t: frozenset({t}) for t in terms}
    index_terms = list(dict.fromkeys(a for t in terms for a in sorted(alternatives[t])))
    total, frequencies = document_frequencies(index_terms, product, tenant)
    counts = {t: max(frequencies[a] for a in alternatives[t]) for t in terms}
    weights = {t: math.log((total + 1) / (df + 0.5)) for t, df in counts.items() if df}
    unseen = 0.5 * max(weights.values(), default=1.0)
    for term, df in counts.items():
        if not df:
            weights[term] = unseen
    return TermStatistics(weights, frozenset(t for t, df in counts.items() if not df),
                          math.log((total + 1) / 0.5))


def term_weights(
    terms: list[str], product: str, tenant: str | None,
    alternatives: dict[str, frozenset[str]] | None = None,
) -> dict[str, float]:
    """IDF weight of each term (`term_statistics`)."""
    return term_statistics(terms, product, tenant, alternatives).weights


