"""The lexical side: candidates by the question's terms, and the terms' IDF weights in the scope.

A chunk's lexical evidence (ranking.py) is its coverage: the share of the question's IDF weight it
contains. Terms the knowledge never uses weigh half the rarest seen term, as they are often
paraphrases or inflected forms.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field

import numpy as np
from sqlalchemy import text

from app.extensions import db
from app.services.assistant import glossary
from app.services.assistant.retrieval.index import FTS_TABLE, is_sqlite, scope_fingerprint, scope_sql

CANDIDATES = 40


def candidate_ids(weights: dict[str, float], product: str, tenant: str | None) -> list[int]:
    """Ids of the best-ranked chunks matching any term. SQLite ranks by FTS5's bm25 (which
    knows term rarity); PostgreSQL's ts_rank_cd does not, so there the rank is the sum of the
    IDF weights of the terms a chunk contains (the same measure `search` applies), ties broken
    by ts_rank_cd, then by id (`_ranked_by_weight`)."""
    if not is_sqlite():
        return _ranked_by_weight(weights, product, tenant)
    params = {"product": product, "tenant": tenant, "limit": CANDIDATES,
              "match": " OR ".join(f'"{t}"' for t in weights)}
    sql = (
        f"SELECT c.id FROM {FTS_TABLE} f JOIN knowledge_chunks c ON c.id = f.rowid "  # noqa: S608 - constants and bound parameters only
        f"WHERE {FTS_TABLE} MATCH :match AND {scope_sql(tenant)} "
        f"ORDER BY bm25({FTS_TABLE}) LIMIT :limit"
    )
    return [row[0] for row in db.session.execute(text(sql), params)]


def _ranked_by_weight(weights: dict[str, float], product: str, tenant: str | None) -> list[int]:
    """PostgreSQL's candidates: the chunks containing any term, by the sum of the weights of the
    terms they contain (added in the order of `weights`, as float8), then ts_rank_cd, then id;
    the first CANDIDATES. The sums are made here from the terms' chunk ids (`term_postings`,
    kept per scope like the counts and read in the same statement): summed in SQL they cost a
    tsvector match per term for every chunk that has any of them (most of the scope, when a
    question has a common word), turn after turn.

    ts_rank_cd of a query of alternatives ("a | b | c", no weights, no normalisation) is 0.1 for
    each place in the chunk where one of its words stands (every such place is a cover of its
    own, of density 1/(1/0.1)): so it orders as the count of those places, the sum of each
    word's count, which are kept with the chunk ids (`Postings.places`). That holds when each
    term is one word of its own (`Postings.single_word`); otherwise ts_rank_cd is asked, for
    the chunks whose order it decides (those whose weight another listed chunk shares)."""
    terms = list(weights)
    found = term_postings(terms, product, tenant)
    postings = [found[t] for t in terms]
    if not any(len(p.ids) for p in postings):
        return []
    ids = np.sort(np.concatenate([p.ids for p in postings]))
    ids = ids[np.concatenate(([True], ids[1:] != ids[:-1]))]  # np.unique's hash table took 10 ms
    sums = np.zeros(len(ids), dtype=np.float64)
    places = np.zeros(len(ids), dtype=np.int64)
    for term, posting in zip(terms, postings, strict=True):
        if len(posting.ids):
            at = np.searchsorted(ids, posting.ids)
            sums[at] += float(weights[term])
            places[at] += posting.places
    if all(p.single_word for p in postings):
        order = np.lexsort((ids, -places, -sums))[:CANDIDATES]
        return [int(i) for i in ids[order]]
    by_weight = np.lexsort((ids, -sums))
    cut = sums[by_weight[min(CANDIDATES, len(ids)) - 1]]  # the last listed chunk's weight
    listed = [(float(sums[i]), int(ids[i])) for i in by_weight[sums[by_weight] >= cut]]
    shared = _shared_weights(listed)
    ranks = _ts_rank_cd(shared, terms) if shared else {}
    listed.sort(key=lambda item: (-item[0], -ranks.get(item[1], 0.0), item[1]))
    return [chunk_id for _, chunk_id in listed[:CANDIDATES]]


def _shared_weights(listed: list[tuple[float, int]]) -> list[int]:
    """The ids among `listed` ((weight, id), by weight) whose weight another one has too."""
    weights = [weight for weight, _ in listed]
    return [chunk_id for n, (weight, chunk_id) in enumerate(listed)
            if (n and weights[n - 1] == weight) or (n + 1 < len(listed) and weights[n + 1] == weight)]


def _ts_rank_cd(chunk_ids: list[int], terms: list[str]) -> dict[int, float]:
    rows = db.session.execute(
        text("SELECT c.id, ts_rank_cd(c.search_vector, to_tsquery('simple', :query)) "
             "FROM knowledge_chunks c WHERE c.id = ANY(:ids)"),
        {"query": " | ".join(terms), "ids": chunk_ids},
    )
    return {row[0]: float(row[1]) for row in rows}


@dataclass(frozen=True)
class Postings:
    """PostgreSQL: the scope's chunks containing a term (tsvector @@ to_tsquery('simple', term))."""

    ids: np.ndarray  # their ids
    places: np.ndarray  # in each, how many places the term stands at (ts_rank_cd of the term / 0.1)
    single_word: bool  # to_tsquery('simple', term) is the term as one word ("e-mail" is three)


@dataclass
class _ScopeTerms:
    """What is known of one scope's terms while its fingerprint holds."""

    fingerprint: tuple
    total: int  # chunks in scope
    counts: dict[str, int]  # term -> chunks containing it
    # PostgreSQL: term -> the chunks containing it (their count is `counts`).
    postings: dict[str, Postings] = field(default_factory=dict)
    ids_held: int = 0


_frequency_cache: dict[tuple, _ScopeTerms] = {}
_frequency_cache_lock = threading.Lock()
FREQUENCY_CACHE_SCOPES = 64
FREQUENCY_CACHE_TERMS = 20_000  # terms kept per scope before its counts are read afresh
POSTINGS_CACHE_IDS = 500_000  # chunk ids (and their counts of places) kept per scope: 4 MB at most


def document_frequencies(terms: list[str], product: str, tenant: str | None) -> tuple[int, dict[str, int]]:
    """Chunks in scope, and how many of them contain each term. The counts are kept per scope
    while its fingerprint holds (`scope_fingerprint`: nothing learned, deleted or embedded
    since), so a question counts only the terms no earlier question asked about: counting a
    common word reads most of the scope's chunks."""
    known = _scope_terms(terms, product, tenant)
    return known.total, {t: known.counts[t] for t in terms}


def term_postings(terms: list[str], product: str, tenant: str | None) -> dict[str, Postings]:
    """PostgreSQL: the scope's chunks that contain each term, kept and read with the counts
    (`document_frequencies`)."""
    known = _scope_terms(terms, product, tenant)
    return {t: known.postings[t] for t in terms}


def _scope_terms(terms: list[str], product: str, tenant: str | None) -> _ScopeTerms:
    """The scope's entry of the cache, holding at least `terms` (those missing read in one
    statement)."""
    key = (str(db.engine.url), product, tenant)
    fingerprint = scope_fingerprint(product, tenant)
    cached = _frequency_cache.get(key)
    if (cached is None or cached.fingerprint != fingerprint or len(cached.counts) >= FREQUENCY_CACHE_TERMS
            or cached.ids_held >= POSTINGS_CACHE_IDS):
        cached = None
    missing = [t for t in dict.fromkeys(terms) if cached is None or t not in cached.counts]
    if cached is not None and not missing:
        return cached
    total, counted, postings = _count_document_frequencies(missing, product, tenant)
    # A new entry: other threads may be reading the old one.
    known = _ScopeTerms(fingerprint, total, {**(cached.counts if cached else {}), **counted},
                        {**(cached.postings if cached else {}), **postings},
                        (cached.ids_held if cached else 0) + sum(len(p.ids) for p in postings.values()))
    with _frequency_cache_lock:
        if key not in _frequency_cache and len(_frequency_cache) >= FREQUENCY_CACHE_SCOPES:
            _frequency_cache.pop(next(iter(_frequency_cache)))
        _frequency_cache[key] = known
    return known


def _count_document_frequencies(terms: list[str], product: str, tenant: str | None
                                ) -> tuple[int, dict[str, int], dict[str, Postings]]:
    """Chunks in scope, how many of them contain each term and, on PostgreSQL, which (one
    statement)."""
    scope = scope_sql(tenant)
    params = {"product": product, "tenant": tenant}
    total = f"(SELECT count(*) FROM knowledge_chunks c WHERE {scope})"  # noqa: S608 - constants only
    if not terms:
        return int(db.session.execute(text(f"SELECT {total}"), params).scalar() or 0), {}, {}  # noqa: S608 - constants only
    if is_sqlite():
        # IN (subquery) makes SQLite run each MATCH once; a join re-runs it for every row.
        counts = []
        for index, term in enumerate(terms):
            params[f"m{index}"] = f'"{term}"'
            counts.append(
                f"(SELECT count(*) FROM knowledge_chunks c WHERE c.id IN "  # noqa: S608 - constants and bound parameters only
                f"(SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH :m{index}) AND {scope})"
            )
        row = db.session.execute(text(f"SELECT {total}, {', '.join(counts)}"), params).one()  # noqa: S608 - constants and bound parameters only
        return int(row[0] or 0), dict(zip(terms, (int(n or 0) for n in row[1:]), strict=True)), {}
    # One pass over the chunks matching any term: each term's chunks, and its ts_rank_cd in each.
    params["query"] = " | ".join(terms)
    columns = []
    for index, term in enumerate(terms):
        params[f"t{index}"] = term
        matches = f"FILTER (WHERE c.search_vector @@ to_tsquery('simple', :t{index}))"
        columns += [f"CAST(to_tsquery('simple', :t{index}) AS text)", f"array_agg(c.id) {matches}",
                    f"array_agg(ts_rank_cd(c.search_vector, to_tsquery('simple', :t{index}))) {matches}"]
    sql = (
        f"SELECT {total}, {', '.join(columns)} FROM knowledge_chunks c "  # noqa: S608 - constants and bound parameters only
        f"WHERE c.search_vector @@ to_tsquery('simple', :query) AND {scope}"
    )
    row = db.session.execute(text(sql), params).one()
    postings = {}
    for index, term in enumerate(terms):
        query, ids, ranks = row[1 + 3 * index : 4 + 3 * index]
        postings[term] = Postings(np.array(ids or (), dtype=np.int32),
                                  np.rint(np.array(ranks or (), dtype=np.float64) * 10).astype(np.int32),
                                  query == f"'{term}'")
    return int(row[0] or 0), {term: len(p.ids) for term, p in postings.items()}, postings


def inflected_alternatives(terms: list[str], product: str, tenant: str | None) -> dict[str, frozenset[str]]:
    """term -> the index terms of the scope that are other forms of the Oromo word it is a form
    of (glossary.oromo_spellings, alike by glossary.inflected_alike), for the Latin-script terms
    no chunk of the scope contains: "soodereen" (Sodere, subject) finds "sooderee", "saanduqni"
    (the box, subject) "saanduqa", "gaaddisicha" (the tent) "gaaddisa". The glossary does this
    for its own words (glossary._entry); names and loanwords are in no glossary. A term some
    chunk contains is left as it is: its forms are mostly other words' (a question's "guyyaatti",
    per day, is not the "guyyaa" of every day trip), and a term no chunk holds says what the scope
    lacks until a form of it is found."""
    _, counts = document_frequencies(terms, product, tenant)
    spellings = {t: glossary.oromo_spellings(t) for t in terms if not counts[t]}
    wanted = list(dict.fromkeys(s for found in spellings.values() for s in sorted(found)))
    if not wanted:
        return {}
    _, counts = document_frequencies(wanted, product, tenant)
    # A form that is a glossary word ("geejjiba", transport, of "geejjibni") stands for its
    # translations too, which the question's term does not get here: found by the Oromo form
    # alone it weighs as the common word it is and ranks the passages that merely mention it
    # (measured: the Bole shuttle's interval, asked with "geejjibni", fell out of the first five).
    found_forms = {t: frozenset(s for s in found if counts[s] and not glossary.knows(s))
                   for t, found in spellings.items()}
    return {t: forms for t, forms in found_forms.items() if forms}


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


