"""Hybrid retrieval of learned chunks, scoped by product and tenant: full-text search and dense
multilingual embeddings, fused by reciprocal rank fusion, behind a "don't know" guard.

Lexical side. PostgreSQL: `knowledge_chunks.search_vector` = to_tsvector('simple', search_text),
GIN-indexed, queried with an OR of the question's terms. SQLite: an FTS5 table
`knowledge_chunks_fts` (rowid = chunk id) holds the same search_text. Both index the terms of
`text.search_text`, so Amharic affixes are already stripped on both sides. A chunk's lexical
evidence is its coverage: the share of the question's IDF weight it contains (terms the
knowledge never uses weigh half the rarest seen term, as they are often paraphrases).

Dense side (embeddings.py, multilingual-e5-small): the question's vector against the chunks'
(`knowledge_chunks.embedding`). PostgreSQL with pgvector orders by `embedding_vector <=> q`
in the database (exact, no ANN index: the scope is filtered first and a few thousand chunks
scan in milliseconds); otherwise the scope's vectors are read and compared in numpy. Chunks
without a vector yet (learned before migration 0010, until the `embed_chunks` job reaches
them) take part lexically only. This side finds paraphrases ("never turn up" for "no-show")
and answers across languages (an Amharic question, an English passage).

Fusion: each candidate's rank in the lexical list (the passages whose coverage alone reaches
RELEVANCE_THRESHOLD, by coverage) and in the dense list (every candidate with a vector, by
cosine), 1/(RRF_K + rank) summed over the lists, equal values sharing a rank; passages come in
that order.

The guard (calibrated on bench/embedding_eval.py's questions, numbers in bench/EMBEDDINGS.md):
a passage is relevant when
  - its coverage reaches RELEVANCE_THRESHOLD (the lexical rule of before), or
  - its cosine reaches DENSE_THRESHOLD (a paraphrase or another language), or
  - its cosine reaches DENSE_SUPPORT and its coverage LEXICAL_SUPPORT (both sides agree).
e5's cosines are compressed (an unrelated question still scores ~0.75 with any passage), so
the cosine used is the margin over the question's best cosine with BACKGROUND, a few fixed
passages about nothing the assistant knows: a question that is close to everything (short,
generic) has a high background and must clear more. An unrelated question gets no passage.

A question may name a subject that no passage of the scope mentions, by any word the glossary
knows for it ("renting", "cinema", "visa": glossary.is_subject, no alternative in any chunk). Then
the words a passage shares with the question are no evidence unless its topical words outweigh
that subject, weighed as the rarest possible term (IDF of a term in no chunk): "renting a car" is
not answered by the car park, "a cinema ticket" not by the church ticket, while "the entrance
ticket of the Lalibela churches" ("መግቢያ", which the glossary reads as check-in, in no passage)
still is, by "churches" and "ticket". Words outside the glossary keep half weight when unseen:
most are paraphrases or inflected forms ("bring", "tajaajilli"), which the index cannot tell from
a subject it lacks; the glossary can.

A passage accepted on its vector alone (the second rule, no lexical rule holding) must also pass
the frame test: e5 weighs shared surface words, so "How much is a museum ticket in Addis Ababa?"
is close to the airport pick-up in Addis Ababa for its city and its price words. The question's
frame is the question without its topical words (glossary.is_topical: not price/time/hotel words,
not cities), "How much is a in Addis Ababa?"; the passage's cosine with the question must exceed
its cosine with the frame by FRAME_DROP, i.e. what the question is about must be what brings it
close. A paraphrase passes ("what if I never turn up for my booking?" is 0.044 closer to the
no-show rule than "what if I up for my?"); a passage close for the frame alone does not (-0.02 to
+0.024 in bench/EMBEDDINGS.md). One more query embedding, only for such candidates.

Across scripts (an Amharic question, an English passage) the vectors are weakest, and the glossary
has the other script's words: there a question naming glossary subjects is not answered on the
vectors alone by a passage that mentions none of them. Accepted passages are answered in
`subject_order`: those that mention more of the question's glossary subjects first, then those
whose title names them, then by fused rank (the vectors prefer the question's own script).

Passage.score is the passage's relevance in [0, 1] (coverage, or the margin mapped so that
DENSE_THRESHOLD is RELEVANCE_THRESHOLD), never above the score of the passage fused before it,
so a caller that sorts by score (product_knowledge.with_builtin) keeps the fused order.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass

import numpy as np
from sqlalchemy import select, text

from app.extensions import db
from app.models import KnowledgeChunk, KnowledgeDocument
from app.services.assistant import embeddings, glossary
from app.services.assistant.text import drop_words, has_ethiopic, proper_names, search_text

FTS_TABLE = "knowledge_chunks_fts"
CANDIDATES = 40
DENSE_CANDIDATES = 20
MAX_QUERY_TERMS = 16
MAX_QUESTION_CHARS = 600
RELEVANCE_THRESHOLD = 0.5
RRF_K = 60
# The guard (calibrated in bench/EMBEDDINGS.md): dense evidence is the cosine AND its margin
# over what either side scores with text about nothing (`dense_margin`).
DENSE_COSINE = 0.82
DENSE_MARGIN = 0.018
SUPPORT_COSINE = 0.80
SUPPORT_MARGIN = 0.0
LEXICAL_SUPPORT = 0.25
# A passage accepted on its vector alone must be this much closer to the question than to the
# question's frame (`frame_vector`): what the question is about must be what brings it close.
FRAME_DROP = 0.035
# Sentences about nothing the assistant is taught, per script: a question's best cosine with
# them is what it scores with any text of that script (e5 puts every pair at 0.7 or more, and an
# Amharic question is closer to any Amharic text than to an English one).
BACKGROUND = {
    "latin": (
        "The meeting was moved to next Tuesday afternoon.",
        "Photosynthesis turns sunlight into chemical energy in plants.",
        "He paid the electricity bill at the bank yesterday.",
        "The orchestra played a symphony by Beethoven.",
        "Vaccines train the immune system to recognise a virus.",
        "The train to the coast was delayed by two hours.",
        "She studied mathematics at the university for four years.",
        "Prices of coffee rose on the world market this year.",
        "Barattoonni qormaata isaanii kaleessa xumuran.",
        "Walgahiin gara Kibxata dhufutti jijjiirame.",
        "Roobni halkan guutuu roobaa ture.",
        "Qonnaan bultoonni qamadii dirree irratti facaasan.",
    ),
    "ethiopic": (
        "ስብሰባው ወደ ሚቀጥለው ማክሰኞ ተዛውሯል።",
        "ተማሪዎቹ ፈተናቸውን ትናንት ጨረሱ።",
        "ዝናቡ ሌሊቱን ሙሉ ዘነበ።",
        "ገበሬዎቹ ስንዴ በመስኩ ላይ ዘሩ።",
        "መጽሐፉ ስለ ኢትዮጵያ ታሪክ ይናገራል።",
        "ሐኪሙ ለታካሚው መድኃኒት ሰጠው።",
        "የቡና ዋጋ በዓለም ገበያ ጨመረ።",
        "ኦርኬስትራው የሙዚቃ ኮንሰርት አቀረበ።",
        "ባቡሩ ለሁለት ሰዓት ዘገየ።",
        "ኮምፒውተሩን እንደገና አስጀምር።",
    ),
}
# Questions about nothing the assistant is taught: a passage's best cosine with them is its
# "hubness" (a short passage written as a question, "Forgot your password? ...", is close to
# every question).
BACKGROUND_QUESTIONS = (
    "How do I fix a leaking tap?",
    "Who wrote Hamlet?",
    "What is the population of Brazil?",
    "How do vaccines work?",
    "Which programming language should I learn first?",
    "How do I grow tomatoes at home?",
    "What does this word mean?",
    "Why is the sky blue?",
    "ቧንቧ እንዴት እጠግናለሁ?",
    "ሃምሌትን ማን ጻፈው?",
    "ሰማዩ ለምን ሰማያዊ ሆነ?",
    "Eenyutu Hamlet barreesse?",
    "Samiin maaliif cuquliisa ta'e?",
)


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


def _scope_sql(tenant: str | None, alias: str = "c") -> str:
    """Chunks (or documents) a (product, tenant) may read: its own and, for a tenant, the
    product's shared ones."""
    if tenant is None:
        return f"{alias}.product = :product AND {alias}.tenant IS NULL"
    return f"{alias}.product = :product AND ({alias}.tenant = :tenant OR {alias}.tenant IS NULL)"


def _candidate_ids(weights: dict[str, float], product: str, tenant: str | None) -> list[int]:
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
            "WITH scored AS MATERIALIZED ("  # noqa: S608 - constants and bound parameters only
            f"SELECT c.id, ({' + '.join(weighted)}) AS weight FROM knowledge_chunks c "
            f"WHERE c.search_vector @@ to_tsquery('simple', :query) AND {_scope_sql(tenant)}) "
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


def _document_frequencies(terms: list[str], product: str, tenant: str | None) -> tuple[int, dict[str, int]]:
    """Chunks in scope, and how many of them contain each term. The counts are kept per scope
    while its fingerprint holds (`_scope_fingerprint`: nothing learned, deleted or embedded
    since), so a question counts only the terms no earlier question asked about: counting a
    common word reads most of the scope's chunks."""
    key = (str(db.engine.url), product, tenant)
    fingerprint = _scope_fingerprint(product, tenant)
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
    scope = _scope_sql(tenant)
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
    total, frequencies = _document_frequencies(index_terms, product, tenant)
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


def dense_candidates(
    vector: np.ndarray, product: str, tenant: str | None, limit: int = DENSE_CANDIDATES,
    *, backend: str | None = None,
) -> list[tuple[int, float]]:
    """(chunk id, cosine) of the `limit` chunks in scope nearest to `vector`, best first.
    `backend`: "pgvector" (in the database) or "numpy" (brute force); default: pgvector where
    the database has it."""
    backend = backend or ("pgvector" if has_pgvector() else "numpy")
    params = {"product": product, "tenant": tenant, "limit": limit}
    if backend == "pgvector":
        params["vector"] = embeddings.to_pgvector(vector)
        rows = db.session.execute(
            text(
                "SELECT c.id, 1 - (c.embedding_vector <=> CAST(:vector AS vector)) FROM knowledge_chunks c "  # noqa: S608 - constants and bound parameters only
                f"WHERE c.embedding_vector IS NOT NULL AND {_scope_sql(tenant)} "
                "ORDER BY c.embedding_vector <=> CAST(:vector AS vector), c.id LIMIT :limit"
            ),
            params,
        ).all()
        return [(row[0], float(row[1])) for row in rows]
    ids, matrix = _scope_vectors(product, tenant)
    if not len(ids):
        return []
    cosines = matrix @ vector
    # Best first, ties by id (as pgvector's ORDER BY), so both back ends agree.
    order = np.lexsort((ids, -cosines))[:limit]
    return [(int(ids[i]), float(cosines[i])) for i in order]


_scope_cache: dict[tuple, tuple[tuple, np.ndarray, np.ndarray]] = {}
_scope_cache_lock = threading.Lock()
SCOPE_CACHE_SIZE = 16  # scopes kept per process (5,000 chunks: 7.7 MB)


def _scope_fingerprint(product: str, tenant: str | None) -> tuple:
    """Changes whenever the scope's vectors may have: a learn (a newer document), a delete (fewer
    or other documents; SQLite may reuse ids, hence the creation time) or a backfill (more
    vectors)."""
    # Both chunk counts come from indexes (ix_knowledge_chunks_scope, the partial
    # ix_knowledge_chunks_unembedded): no chunk row, no vector is read.
    row = db.session.execute(
        text(
            "SELECT count(*), coalesce(sum(d.id), 0), max(d.created_at), "  # noqa: S608 - constants and bound parameters only
            f"(SELECT count(*) FROM knowledge_chunks c WHERE {_scope_sql(tenant)}), "
            f"(SELECT count(*) FROM knowledge_chunks c WHERE c.embedding IS NULL AND {_scope_sql(tenant)}) "
            f"FROM knowledge_documents d WHERE {_scope_sql(tenant, 'd')}"
        ),
        {"product": product, "tenant": tenant},
    ).one()
    return tuple(row)


def _scope_vectors(product: str, tenant: str | None) -> tuple[np.ndarray, np.ndarray]:
    """The scope's chunk ids and vectors, read once and kept while the fingerprint holds (the
    brute-force side would otherwise read every vector of the scope for every question)."""
    key = (str(db.engine.url), product, tenant)
    fingerprint = _scope_fingerprint(product, tenant)
    cached = _scope_cache.get(key)
    if cached is not None and cached[0] == fingerprint:
        return cached[1], cached[2]
    rows = db.session.execute(
        text(
            "SELECT c.id, c.embedding FROM knowledge_chunks c "  # noqa: S608 - constants and bound parameters only
            f"WHERE c.embedding IS NOT NULL AND {_scope_sql(tenant)}"
        ),
        {"product": product, "tenant": tenant},
    ).all()
    ids = np.array([row[0] for row in rows], dtype=np.int64)
    matrix = embeddings.from_bytes([bytes(row[1]) for row in rows])
    with _scope_cache_lock:
        if key not in _scope_cache and len(_scope_cache) >= SCOPE_CACHE_SIZE:
            _scope_cache.pop(next(iter(_scope_cache)))
        _scope_cache[key] = (fingerprint, ids, matrix)
    return ids, matrix


_background: dict[str, np.ndarray] = {}
_background_lock = threading.Lock()


def _background_matrices() -> dict[str, np.ndarray]:
    with _background_lock:
        if not _background:
            for script, texts in BACKGROUND.items():
                _background[script] = embeddings.embed_passages(list(texts))
            _background["questions"] = np.stack([embeddings.embed_query(q) for q in BACKGROUND_QUESTIONS])
    return _background


def background_cosines(vector: np.ndarray) -> dict[str, float]:
    """The question's best cosine with each script's BACKGROUND (what it scores with text of
    that script that answers nothing)."""
    return {script: float((matrix @ vector).max())
            for script, matrix in _background_matrices().items() if script != "questions"}


def hubness(passage_vectors: np.ndarray) -> np.ndarray:
    """Each passage's best cosine with BACKGROUND_QUESTIONS."""
    return (passage_vectors @ _background_matrices()["questions"].T).max(axis=1)


def dense_margin(cosine: float, question_background: float, passage_hubness: float) -> float:
    """How much closer the two are than either is to text about nothing."""
    return cosine - max(question_background, passage_hubness)


def script_of(passage: str) -> str:
    return "ethiopic" if has_ethiopic(passage) else "latin"


def is_relevant(
    coverage: float, cosine: float | None, margin: float | None, *, dense_alone: bool = True,
    topical: bool = True,
) -> bool:
    """The "don't know" guard (module docstring). `dense_alone=False`: the vectors may only
    confirm lexical evidence, never stand for it. `topical=False`: the passage shares none of
    the words that say what the question is about (only a price or time word, or a city), so its
    words are no evidence at all."""
    if topical and coverage >= RELEVANCE_THRESHOLD:
        return True
    if cosine is None or margin is None:
        return False
    if dense_alone and cosine >= DENSE_COSINE and margin >= DENSE_MARGIN:
        return True
    return (topical and cosine >= SUPPORT_COSINE and margin >= SUPPORT_MARGIN
            and coverage >= LEXICAL_SUPPORT)


def dense_relevance(cosine: float) -> float:
    """A cosine on the coverage scale: DENSE_COSINE -> RELEVANCE_THRESHOLD, 1.0 stays 1.0."""
    span = (1 - RELEVANCE_THRESHOLD) / (1 - DENSE_COSINE)
    return max(0.0, min(1.0, RELEVANCE_THRESHOLD + (cosine - DENSE_COSINE) * span))


def fuse(*rankings: list[tuple[int | str, object]]) -> dict[int | str, float]:
    """Reciprocal rank fusion: key -> sum over the rankings of 1 / (RRF_K + rank). Each ranking
    is (key, value) best first; equal values share a rank (1, 2, 2, 4), so a tie on one side is
    decided by the other, never by insertion order (which differs between the databases)."""
    fused: dict[int | str, float] = {}
    for ranking in rankings:
        rank, previous = 0, object()
        for position, (key, value) in enumerate(ranking, start=1):
            if value != previous:
                rank, previous = position, value
            fused[key] = fused.get(key, 0.0) + 1 / (RRF_K + rank)
    return fused


def question_vector(question: str | None, weighted_terms: dict[str, float]) -> np.ndarray | None:
    """The question's vector; without the question's text, its own terms (a poorer stand-in:
    stemmed, stop words gone, so callers should pass the question)."""
    text_ = question.strip() if question else " ".join(t for t, w in weighted_terms.items() if w >= 1.0)
    # A long message is mostly context; its start says what is asked (and a 4,000-character
    # query would cost seconds).
    return embeddings.embed_query(text_[:MAX_QUESTION_CHARS]) if text_ else None


def frame_vector(question: str | None, weighted_terms: dict[str, float]) -> np.ndarray | None:
    """The vector of the question's frame: the question without the words that say what it is
    about (its topical terms, glossary.is_topical), "What is the visa fee for Ethiopia?" ->
    "What is the fee for?". None when nothing is left (the question is all subject)."""
    if question:
        frame = drop_words(question.strip()[:MAX_QUESTION_CHARS], glossary.is_topical)
    else:
        frame = " ".join(t for t in weighted_terms if not glossary.is_topical(t))
    return embeddings.embed_query(frame) if any(c.isalnum() for c in frame) else None


@dataclass
class Evidence:
    """Why a chunk was (or was not) answered with: what the guard and the fusion saw."""

    chunk: KnowledgeChunk
    title: str
    url: str
    coverage: float
    cosine: float | None
    margin: float | None
    fused: float
    accepted: bool
    frame_drop: float | None = None  # cosine minus the question frame's (dense-only candidates)
    subjects: int = 0  # the question's glossary subjects the passage mentions (`subject_order`)
    exact: int = 0  # ... by a word of their own meaning, not a broader or narrower one
    titled: int = 0  # ... and its document's title


def explain(
    question: str | None, weighted_terms: dict[str, float], product: str, tenant: str | None
) -> list[Evidence]:
    """Every candidate of either side with its evidence, in fused order."""
    # The meanings two words name together ("something to eat in the morning": breakfast) are
    # asked too, unless no passage of the scope mentions them (then they are no subject the
    # assistant lacks: the words that name them still are the question).
    implied = glossary.with_concepts(weighted_terms)
    concepts = [t for t in implied if t not in weighted_terms]
    weighted_terms = implied
    terms = [t for t in weighted_terms if t and t not in concepts][:MAX_QUERY_TERMS] + concepts
    # A term is found in a chunk by any of its alternatives (its translations and synonyms, its
    # broader and narrower words); a meaning two words name by its own words only.
    alternatives = {t: glossary.synonyms(t) if t in concepts else glossary.alternatives(t) for t in terms}
    weight: dict[str, float] = {}
    lexical_ids: list[int] = []
    unknown_subjects: dict[str, float] = {}  # subject term -> its weight as the rarest term
    if terms:
        statistics = term_statistics(terms, product, tenant, alternatives)
        terms = [t for t in terms if t not in concepts or t not in statistics.unseen]
        idf = statistics.weights
        weight = {t: idf[t] * weighted_terms[t] for t in terms}
        unknown_subjects = {t: statistics.unseen_idf * weighted_terms[t]
                            for t in statistics.unseen if t not in concepts and glossary.is_subject(t)}
        index_weight: dict[str, float] = {}
        for term in terms:
            for alternative in alternatives[term]:
                index_weight[alternative] = max(index_weight.get(alternative, 0.0), weight[term])
        lexical_ids = _candidate_ids(index_weight, product, tenant)
    total_weight = sum(weight.values()) or 1.0
    own = max(weighted_terms.values(), default=1.0)
    topical_terms = [t for t in terms if weighted_terms[t] >= own and glossary.is_topical(t)]
    subject_terms = [t for t in topical_terms if glossary.is_subject(t)]
    generic_terms = [t for t in terms if glossary.is_generic(t)]
    vector = question_vector(question, weighted_terms)
    dense = dense_candidates(vector, product, tenant) if vector is not None else []
    # The words of the question's capitalised names that say which thing it is (not a city, a
    # month or a generic word such as "hotel"), as alternatives (`_names_partly`).
    names = [[alternatives.get(t) or glossary.alternatives(t) for t in name if glossary.is_topical(t)]
             for name in proper_names(question or "")]
    ids = list(dict.fromkeys([*lexical_ids, *(chunk_id for chunk_id, _ in dense)]))
    if not ids:
        return []
    rows = db.session.execute(
        select(KnowledgeChunk, KnowledgeDocument.title, KnowledgeDocument.url)
        .join(KnowledgeDocument, KnowledgeDocument.id == KnowledgeChunk.document_id)
        .where(KnowledgeChunk.id.in_(ids))
    ).all()
    background = background_cosines(vector) if vector is not None else {}
    embedded = [chunk for chunk, _, _ in rows if chunk.embedding is not None]
    dense_of: dict[int, tuple[float, float]] = {}  # chunk id -> (cosine, margin)
    vector_of: dict[int, np.ndarray] = {}
    if vector is not None and embedded:
        matrix = embeddings.from_bytes([bytes(chunk.embedding) for chunk in embedded])
        for chunk, row, cosine, hub in zip(embedded, matrix, matrix @ vector, hubness(matrix), strict=True):
            margin = dense_margin(float(cosine), background[script_of(chunk.text)], float(hub))
            dense_of[chunk.id] = (float(cosine), margin)
            vector_of[chunk.id] = row
    evidence: dict[int, Evidence] = {}
    dense_only: list[int] = []  # accepted on their vectors alone: the frame test decides
    for chunk, title, url in rows:
        chunk_terms = glossary.with_meanings(frozenset(chunk.search_text.split()))
        found = {t for t in terms if alternatives[t] & chunk_terms}
        # A generic word (price, time, hotel) the passage lacks does not count against it: a
        # passage about breakfast answers "what time is breakfast?" without the word "time".
        missing_generic = sum(weight[t] for t in generic_terms if t not in found)
        coverage = sum(weight[t] for t in found) / ((total_weight - missing_generic) or 1.0)
        topical = not topical_terms or any(alternatives[t] & chunk_terms for t in topical_terms)
        if unknown_subjects:
            # The question names a subject no passage mentions (unknown_subjects): the words a
            # passage shares with it must outweigh that subject, or they are about something else
            # ("a cinema ticket" is not answered by the church ticket, "renting a car" not by parking).
            shared = sum(weight[t] for t in found if glossary.is_topical(t))
            topical = topical and shared > sum(unknown_subjects.values())
        cosine, margin = dense_of.get(chunk.id, (None, None))
        by_words = is_relevant(coverage, cosine, margin, dense_alone=False, topical=topical)
        accepted = by_words or is_relevant(coverage, cosine, margin, topical=topical)
        # A passage naming only part of a name the question writes is about another thing of
        # the same kind: the Simien Mountains National Park is no answer for the National
        # Museum, nor Lake Chamo for Lake Abaya, however close its words and vector.
        accepted = accepted and not any(_names_partly(name, chunk_terms) for name in names)
        if accepted and not by_words:
            dense_only.append(chunk.id)
        title_terms = glossary.with_meanings(frozenset(search_text(title or "").split()))
        evidence[chunk.id] = Evidence(
            chunk, title, url, coverage, cosine, margin, 0.0, accepted,
            subjects=sum(1 for t in subject_terms if alternatives[t] & chunk_terms),
            exact=sum(1 for t in subject_terms if glossary.synonyms(t) & chunk_terms),
            titled=sum(1 for t in subject_terms if alternatives[t] & title_terms),
        )
    # Across scripts the vectors are weakest (bench/EMBEDDINGS.md), and the glossary has the other
    # script's words: a question that names subjects the glossary knows is not answered on the
    # vectors alone by a passage in another script that mentions none of them ("a bus ticket from
    # Addis Ababa to Gondar" in Amharic is close to the English Addis Ababa airport pick-up for
    # its cities and price words).
    if subject_terms and question:
        script = script_of(question)
        for chunk_id in dense_only:
            item = evidence[chunk_id]
            item.accepted = item.subjects > 0 or script_of(item.chunk.text) == script
        dense_only = [i for i in dense_only if evidence[i].accepted]
    if dense_only:
        frame = frame_vector(question, weighted_terms)
        for chunk_id in dense_only:
            item = evidence[chunk_id]
            item.frame_drop = item.cosine - float(frame @ vector_of[chunk_id]) if frame is not None else None
            item.accepted = item.frame_drop is None or item.frame_drop >= FRAME_DROP
    # The lexical ranking holds the passages whose words alone make them relevant; a weaker
    # lexical match takes part by its vector only. Otherwise RRF would let a passage that is
    # mediocre on both sides (a quarter of the words, a near vector) outrank the one that has
    # every word of the question ("the secret code of place 700") but an ordinary vector.
    lexical = sorted(
        ((i, e.coverage) for i, e in evidence.items() if e.coverage >= RELEVANCE_THRESHOLD),
        key=lambda p: -p[1],
    )
    dense = sorted(((i, e.cosine) for i, e in evidence.items() if e.cosine is not None), key=lambda p: -p[1])
    for chunk_id, value in fuse(lexical, dense).items():
        evidence[chunk_id].fused = value
    return sorted(evidence.values(), key=subject_order)


_VOWELS = str.maketrans("", "", "aeiou")


def _skeleton(term: str) -> str:
    """A Latin-script word's consonants, doubled ones once, "ch" as "c": the part of a name that
    survives another language's spelling (Oromo "Samen", English "Simien"; "Minci", "Minch")."""
    consonants = term.replace("ch", "c").translate(_VOWELS)
    return "".join(c for i, c in enumerate(consonants) if i == 0 or c != consonants[i - 1])


def _names_partly(name: list[frozenset[str]], chunk_terms: frozenset[str]) -> bool:
    """Whether the passage (`chunk_terms`, with their glossary meanings) has some of the name's
    words but not all (`name`: each word's alternatives). A word is had by any alternative, or,
    for a name of three consonants or more, by a word with the same consonants."""
    if len(name) < 2:
        return False
    skeletons = {_skeleton(t) for t in chunk_terms if t.isascii()}
    had = [bool(alternatives & chunk_terms)
           or any(len(s := _skeleton(t)) >= 3 and s in skeletons for t in alternatives if t.isascii())
           for alternatives in name]
    return any(had) and not all(had)


def subject_order(item: Evidence) -> tuple:
    """The order passages are answered in: first the passages that mention more of the question's
    subjects (the glossary's words for what it is about), then those that mention more of them by
    their own words (breakfast, not food, answers "when is breakfast?"), then those whose title
    names them, then by fused rank. The vectors prefer a passage in the question's own language
    and script, so on fused rank alone an Amharic question about parking got the Amharic airport
    pick-up ("car" only) before the English parking rule ("car" and "parking"), and a question
    about the swimming pool the Timkat passage that mentions Fasilides' Bath ("ፋሲል መዋኛ", a
    "swimming place") in passing."""
    return (-item.subjects, -item.exact, -item.titled, -item.fused, -item.coverage, -(item.cosine or 0.0),
            item.chunk.id)


def search(
    weighted_terms: dict[str, float], product: str, tenant: str | None, limit: int = 5,
    *, question: str | None = None,
) -> list[Passage]:
    """Passages relevant to the question, best (fused) first; only those the guard accepts.
    `weighted_terms`: term -> importance (1.0 the question's, 0.5 from history); `question`:
    the question's own text for the dense side (without it, its terms stand in)."""
    passages: list[Passage] = []
    ceiling = 1.0
    for item in explain(question, weighted_terms, product, tenant):
        if not item.accepted:
            continue
        relevance = max(item.coverage, dense_relevance(item.cosine) if item.cosine is not None else 0.0)
        ceiling = min(ceiling, relevance)
        chunk = item.chunk
        passages.append(
            Passage(
                chunk.id,
                chunk.document_id,
                chunk.position,
                chunk.text,
                item.title,
                item.url,
                chunk.lang,
                round(ceiling, 4),
                frozenset(chunk.search_text.split()),
            )
        )
        if len(passages) == limit:
            break
    return passages
