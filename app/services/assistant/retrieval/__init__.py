"""Hybrid retrieval of learned chunks, scoped by product and tenant: full-text search and dense
multilingual embeddings, fused by reciprocal rank fusion, behind a "don't know" guard.

Along its seams:
  - index.py: what a chunk is searched by (FTS5 or tsvector, its vector) and the scope a
    (product, tenant) reads;
  - lexical.py: candidates by the question's terms, and their IDF weights in the scope;
  - dense.py: candidates by the question's vector, and the background its margin is taken over;
  - ranking.py: the guard, fusion and order (`explain`, `search`).
The names below are the package's interface; callers import the package, not its modules.
"""

from app.services.assistant.retrieval.dense import (
    BACKGROUND_QUESTIONS,
    background_cosines,
    dense_candidates,
    dense_margin,
    hubness,
    question_vector,
    script_of,
)
from app.services.assistant.retrieval.index import (
    embedding_input,
    has_pgvector,
    index_chunks,
    is_sqlite,
    scope_fingerprint,
    scope_sql,
    store_vectors,
    unindex_chunks,
)
from app.services.assistant.retrieval.lexical import term_statistics, term_weights
from app.services.assistant.retrieval.ranking import (
    Evidence,
    Passage,
    dense_relevance,
    explain,
    fuse,
    is_relevant,
    search,
)

__all__ = [
    "BACKGROUND_QUESTIONS", "Evidence", "Passage", "background_cosines", "dense_candidates", "dense_margin",
    "dense_relevance", "embedding_input", "explain", "fuse", "has_pgvector", "hubness", "index_chunks",
    "is_relevant", "is_sqlite", "question_vector", "scope_fingerprint", "scope_sql", "script_of", "search",
    "store_vectors", "term_statistics",
    "term_weights", "unindex_chunks",
]
