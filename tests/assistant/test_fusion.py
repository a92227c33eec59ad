"""Fusion of the two sides (retrieval/ranking.py): the vectors rank only the dense side's own
candidates, so the order of two passages the words decide between does not depend on which
other passages the lexical side brought (FTS5's bm25 on SQLite, IDF sums on PostgreSQL)."""

from __future__ import annotations

import hashlib

import numpy as np

from app.db_locking import serialized_transaction
from app.models import KnowledgeChunk, KnowledgeDocument
from app.services.assistant import knowledge, retrieval
from app.services.assistant.retrieval import dense as dense_side
from app.services.assistant.retrieval import lexical
from app.services.assistant.text import search_text, tokens

QUESTION = "What is the secret code of place 134?"


def vector_at(question_vector: np.ndarray, cosine: float, seed: int) -> np.ndarray:
    """A unit vector whose cosine with the question's is `cosine`."""
    noise = np.random.default_rng(seed).normal(size=question_vector.shape).astype(np.float32)
    noise -= (noise @ question_vector) * question_vector
    noise /= np.linalg.norm(noise)
    vector = cosine * question_vector + np.sqrt(1 - cosine**2) * noise
    return (vector / np.linalg.norm(vector)).astype(np.float32)


def store(passages: list[tuple[str, str, float]], question_vector: np.ndarray) -> dict[str, int]:
    """(name, text, cosine with the question) stored as the learn service stores chunks, each
    with a vector at that cosine; name -> chunk id."""
    ids = {}
    with serialized_transaction() as session:
        for n, (name, passage, cosine) in enumerate(passages):
            document = KnowledgeDocument(product="hotel", url=f"https://hotel.example/{name}", title="",
                                         lang="en", source="learn", text=passage,
                                         content_hash=hashlib.sha256(passage.encode()).hexdigest())
            session.add(document)
            session.flush()
            chunk = KnowledgeChunk(document_id=document.id, product="hotel", lang="en", position=0,
                                   text=passage, search_text=search_text(passage))
            session.add(chunk)
            session.flush()
            retrieval.index_chunks(session, [chunk])
            retrieval.store_vectors(session, [chunk], vector_at(question_vector, cosine, n)[None, :])
            ids[name] = chunk.id
    return ids


def test_the_passage_with_every_word_comes_before_its_sibling_whatever_else_the_words_found(app, db):
    question_vector = retrieval.question_vector(QUESTION, {})
    passages = [
        # Every word of the question, and a vector that says nothing about it.
        ("code", "The secret code of place 134 is K00134.", 0.10),
        # Only "place 134": fewer words, a vector a little nearer (still saying nothing).
        ("sibling", "Place 134 has a garden with a view of the lake.", 0.40),
    ]
    # Passages holding one word of the question, whose vectors lie between the two: the lexical
    # side brings them, and among them the two passages' cosines were ranks far apart.
    passages += [(f"secret-{n}", f"A secret garden number {n} by the river.", 0.15 + 0.02 * n)
                 for n in range(12)]
    # The dense side's own candidates: passages near the question that share none of its words.
    passages += [(f"near-{n}", f"Lovely hills and a quiet valley, walk {n}.", 0.95 - 0.001 * n)
                 for n in range(dense_side.DENSE_CANDIDATES)]
    ids = store(passages, question_vector)
    terms = {"secret": 1.0, "code": 1.0, "place": 1.0, "134": 1.0}
    order = [item.chunk.id for item in retrieval.explain(QUESTION, terms, "hotel", None)]
    assert order.index(ids["code"]) < order.index(ids["sibling"])
    accepted = retrieval.search(terms, "hotel", None, question=QUESTION)
    assert accepted[0].chunk_id == ids["code"]


def test_a_name_with_an_oromo_case_ending_finds_the_passages_writing_it_bare(app):
    # "Soodereen" (Sodere + the subject ending), "Irreechaaf" (for Irreechaa): names no glossary has.
    knowledge.learn(text="Burqaa ho'aa Sooderee: seensi namaaf qarshii 150, sa'aatii 12:00 galgalaa cufama.",
                    url="https://hotel.example/sodere", lang="om", product="hotel")
    knowledge.learn(text="Burqaa ho'aa Wanchii: seensi namaaf qarshii 100, sa'aatii 11:00 galgalaa cufama.",
                    url="https://hotel.example/wenchi", lang="om", product="hotel")
    assert lexical.inflected_alternatives(["soodereen", "sooderee", "irreechaaf"], "hotel", None) == {
        "soodereen": frozenset({"sooderee"})}
    question = "Soodereen seensi meeqa?"
    order = [item.url.rsplit("/", 1)[1]
             for item in retrieval.explain(question, {t: 1.0 for t in tokens(question)}, "hotel", None)]
    assert order[0] == "sodere"
