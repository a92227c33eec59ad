"""The embedding engine's process-wide helpers: the question cache and the prefetch thread."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from app.services.assistant import embeddings


class SlowEngine:
    """Stands in for the model: counts its calls and takes a while, as the model does."""

    def __init__(self):
        self.calls = []
        self.started = threading.Event()

    def query(self, text):
        self.calls.append(text)
        self.started.set()
        threading.Event().wait(0.05)
        return np.ones(embeddings.DIM, dtype=np.float32)


@pytest.fixture
def engine(monkeypatch):
    fake = SlowEngine()
    monkeypatch.setattr(embeddings, "_engine", lambda: fake)
    embeddings.clear_query_cache()
    yield fake
    embeddings.clear_query_cache()


def test_a_prefetched_question_is_embedded_once(engine):
    embeddings.prefetch(lambda: embeddings.embed_query("Is breakfast included?"))
    assert engine.started.wait(5)  # the prefetch holds the engine; the caller waits for it
    vector = embeddings.embed_query("Is breakfast included?")
    assert engine.calls == ["Is breakfast included?"]
    assert vector.shape == (embeddings.DIM,)


def test_a_failing_prefetch_leaves_the_error_to_the_callers_own_call(monkeypatch):
    def broken():
        raise RuntimeError("engine down")

    embeddings.prefetch(broken)  # nothing raised here
    monkeypatch.setattr(embeddings, "_engine", broken)
    embeddings.clear_query_cache()
    with pytest.raises(RuntimeError, match="engine down"):
        embeddings.embed_query("anything")
