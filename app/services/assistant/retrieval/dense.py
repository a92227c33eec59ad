"""The dense side (embeddings.py, multilingual-e5-small): the question's vector against the chunks'.

PostgreSQL with pgvector orders by `embedding_vector <=> q` in the database (exact, no ANN index:
the scope is filtered first and a few thousand chunks scan in milliseconds); otherwise the
scope's vectors are read once (kept while the scope's fingerprint holds) and compared in numpy.
Chunks without a vector yet (learned before migration 0010, until the `embed_chunks` job reaches
them) take part lexically only. This side finds paraphrases ("never turn up" for "no-show") and
answers across languages (an Amharic question, an English passage).

e5's cosines are compressed (an unrelated question still scores ~0.75 with any passage), so the
evidence ranking.py uses is the margin over BACKGROUND: text about nothing the assistant knows.
"""

from __future__ import annotations

import threading

import numpy as np
from sqlalchemy import text

from app.extensions import db
from app.services.assistant import embeddings, glossary
from app.services.assistant.retrieval.index import has_pgvector, scope_fingerprint, scope_sql
from app.services.assistant.text import drop_words, has_ethiopic

DENSE_CANDIDATES = 20
MAX_QUESTION_CHARS = 600
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
                f"WHERE c.embedding_vector IS NOT NULL AND {scope_sql(tenant)} "
                "ORDER BY c.embedding_vector <=> CAST(:vector AS vector), c.id LIMIT :limit"
            ),
            params,
        ).all()
        return [(row[0], float(row[1])) for row in rows]
    ids, matrix = _scope_vectors(product, tenant)
    if not len(ids):
        return []
    cosines = scope_cosines(matrix, vector)
    # Best first, ties by id (as pgvector's ORDER BY), so both back ends agree.
    order = np.lexsort((ids, -cosines))[:limit]
    return [(int(ids[i]), float(cosines[i])) for i in order]


# Rows per matrix-vector product. Past a few thousand rows OpenBLAS splits one product over
# every core, and on a busy machine its threads wait for each other: 5,000 x 384 took 18-39 ms
# under load where five products of 1,024 rows (one thread each, the same sums bit for bit)
# took 3.6 ms.
COSINE_BLOCK_ROWS = 1024


def scope_cosines(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """matrix @ vector, COSINE_BLOCK_ROWS rows at a time."""
    if len(matrix) <= COSINE_BLOCK_ROWS:
        return matrix @ vector
    out = np.empty(len(matrix), dtype=np.result_type(matrix, vector))
    for start in range(0, len(matrix), COSINE_BLOCK_ROWS):
        out[start : start + COSINE_BLOCK_ROWS] = matrix[start : start + COSINE_BLOCK_ROWS] @ vector
    return out


_scope_cache: dict[tuple, tuple[tuple, np.ndarray, np.ndarray]] = {}
_scope_cache_lock = threading.Lock()
SCOPE_CACHE_SIZE = 16  # scopes kept per process (5,000 chunks: 7.7 MB)


def _scope_vectors(product: str, tenant: str | None) -> tuple[np.ndarray, np.ndarray]:
    """The scope's chunk ids and vectors, read once and kept while the fingerprint holds (the
    brute-force side would otherwise read every vector of the scope for every question)."""
    key = (str(db.engine.url), product, tenant)
    fingerprint = scope_fingerprint(product, tenant)
    cached = _scope_cache.get(key)
    if cached is not None and cached[0] == fingerprint:
        return cached[1], cached[2]
    rows = db.session.execute(
        text(
            "SELECT c.id, c.embedding FROM knowledge_chunks c "  # noqa: S608 - constants and bound parameters only
            f"WHERE c.embedding IS NOT NULL AND {scope_sql(tenant)}"
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


