"""The lexical side's candidates on PostgreSQL, ranked from the terms' cached chunk ids: the same
list, in the same order, as ranking every matching chunk in one SQL statement (the weights summed
per chunk, ts_rank_cd, id), within a scope, and never behind what was learned since."""

from __future__ import annotations

import hashlib
import random

import pytest
from sqlalchemy import event, text

from app.db_locking import serialized_transaction
from app.models import KnowledgeChunk, KnowledgeDocument
from app.services.assistant import retrieval
from app.services.assistant.retrieval import lexical
from app.services.assistant.text import search_text
from tests.assistant.lexical_reference import ranked_in_full

WORDS = "lake tour boat coffee market church castle guide bus night river island".split()


@pytest.fixture(autouse=True)
def _postgresql_only(app):
    if retrieval.is_sqlite():
        pytest.skip("SQLite ranks its candidates by FTS5's bm25 in SQL")


def store(passages: list[str], *, product: str = "hotel", tenant: str | None = None, name: str = "p") -> None:
    """Chunks indexed as the learn service indexes them, without vectors (the lexical side only)."""
    with serialized_transaction() as session:
        for n, passage in enumerate(passages):
            document = KnowledgeDocument(product=product, tenant=tenant, url=f"https://hotel.example/{name}{n}",
                                         title="", lang="en", source="learn", text=passage,
                                         content_hash=hashlib.sha256(passage.encode()).hexdigest())
            session.add(document)
            session.flush()
            chunk = KnowledgeChunk(document_id=document.id, product=product, tenant=tenant, lang="en",
                                   position=0, text=passage, search_text=search_text(passage))
            session.add(chunk)
            session.flush()
            retrieval.index_chunks(session, [chunk])


def test_the_list_is_the_one_ranking_every_matching_chunk_gives(app, db, monkeypatch):
    rng = random.Random(11)
    # Short passages of a few words: many share a weight, so ts_rank_cd and the id decide often.
    store([" ".join(rng.choices(WORDS, k=rng.randint(1, 6))) + "." for _ in range(150)])
    for limit in (lexical.CANDIDATES, 7):
        monkeypatch.setattr(lexical, "CANDIDATES", limit)
        for _ in range(40):
            terms = rng.sample([*WORDS, "unseen", "absent"], rng.randint(1, 5))
            # Weights as term_statistics makes them (IDF-like fractions) and some equal ones.
            weights = {t: rng.choice([0.5, 1.0, rng.random() * 3]) for t in terms}
            assert lexical.candidate_ids(weights, "hotel", None) == ranked_in_full(db, weights, limit=limit)
        db.session.rollback()


def test_terms_no_chunk_contains_give_no_candidates(app, db):
    store(["Boat tour on the lake."])
    assert lexical.candidate_ids({"cinema": 1.0, "opera": 0.5}, "hotel", None) == []


def test_candidates_stay_in_their_scope(app, db):
    store(["Boat tour at dawn."], name="shared")
    store(["Boat tour at noon."], tenant="lodge-a", name="a")
    store(["Boat tour at dusk."], tenant="lodge-b", name="b")
    store(["Boat tour at night."], product="other", name="other")
    texts = dict(db.session.execute(text("SELECT id, text FROM knowledge_chunks")).all())

    def found(tenant):
        return sorted(texts[i] for i in lexical.candidate_ids({"boat": 1.0}, "hotel", tenant))

    assert found(None) == ["Boat tour at dawn."]
    assert found("lodge-a") == ["Boat tour at dawn.", "Boat tour at noon."]
    assert found("lodge-b") == ["Boat tour at dawn.", "Boat tour at dusk."]


def test_a_chunk_learned_since_is_a_candidate_at_once(app, db):
    store(["Boat tour on the lake."], name="first")
    assert len(lexical.candidate_ids({"boat": 1.0}, "hotel", None)) == 1
    db.session.rollback()
    store(["Boat hire at the island."], name="second")
    assert len(lexical.candidate_ids({"boat": 1.0}, "hotel", None)) == 2
    assert lexical.document_frequencies(["boat", "island"], "hotel", None) == (2, {"boat": 2, "island": 1})


def test_terms_already_counted_are_ranked_without_reading_them_again(app, db):
    """After a turn's term counts (term_statistics reads each term's chunks and places with
    them), ranking reads nothing more, ties of weight included: ts_rank_cd of "a | b" counts the
    places where a or b stands, and each term's count is kept."""
    store(["Boat tour on the lake.", "Coffee ceremony at the market.", "Boat and bus to the castle.",
           "Boat boat coffee."])
    statements = []
    listen = ("before_cursor_execute", lambda *args: statements.append(args[2]))
    lexical.document_frequencies(["boat", "castle", "coffee"], "hotel", None)
    event.listen(db.engine, *listen)
    try:
        assert len(lexical.candidate_ids({"boat": 1.0, "castle": 2.0}, "hotel", None)) == 3
        ties = lexical.candidate_ids({"boat": 1.0, "coffee": 1.0}, "hotel", None)
        assert statements == []
    finally:
        event.remove(db.engine, *listen)
    assert ties == ranked_in_full(db, {"boat": 1.0, "coffee": 1.0})
    assert ties[0] == 4  # "boat boat coffee": the most places, though its weight ties with others


def test_a_term_of_several_words_has_ts_rank_cd_asked(app, db, monkeypatch):
    """A term the full-text parser splits ("e-mail": e-mail, e, mail) makes no plain count of
    places: the chunks whose weight ties are ranked by ts_rank_cd itself."""
    rng = random.Random(4)
    words = ["e-mail", "wi-fi", *WORDS[:5]]
    store([" ".join(rng.choices(words, k=rng.randint(1, 6))) + "." for _ in range(60)])
    monkeypatch.setattr(lexical, "CANDIDATES", 9)
    statements = []
    listen = ("before_cursor_execute", lambda *args: statements.append(args[2]))
    asked = 0
    for _ in range(15):
        weights = {t: rng.choice([0.5, 1.0]) for t in rng.sample(["e-mail", "wi-fi", "lake", "tour"], 2)}
        lexical.document_frequencies(list(weights), "hotel", None)
        statements.clear()
        event.listen(db.engine, *listen)
        try:
            found = lexical.candidate_ids(weights, "hotel", None)
        finally:
            event.remove(db.engine, *listen)
        assert found == ranked_in_full(db, weights, limit=9)
        if "e-mail" in weights or "wi-fi" in weights:
            assert all("ts_rank_cd" in s for s in statements)
            asked += len(statements)
        else:
            assert statements == []
    assert asked  # some ties were ranked by ts_rank_cd itself
