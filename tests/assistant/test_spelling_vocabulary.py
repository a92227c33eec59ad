"""The spelling vocabulary after a learn (spelling.vocabulary, growing_cache.py; issue 30): the
first chat turn after an admin teaches something reads the new document's words only and extends
the speller and the Amharic word table by them, instead of reading and indexing the whole scope
again (0.4-0.5 s at 5,000 chunks); a scope that lost many documents is read whole again."""

from __future__ import annotations

from sqlalchemy import event

from app.extensions import db
from app.services.assistant import amharic_latin, spelling
from app.services.assistant.growing_cache import GrowingCache

SHUTTLE = "The shared shuttle from Bole airport costs 650 birr per person."
KAYAK = "Kayak rental on Lake Tana costs 300 birr an hour at the Bahir Dar waterfront."
CANOE = "Canoe rental on Lake Tana costs 350 birr an hour at the Bahir Dar waterfront."


def _vocabulary_reads(app) -> tuple[spelling.Vocabulary, list[str]]:
    """The scope's vocabulary, and the statements that read chunks' words for it."""
    statements: list[str] = []

    def seen(conn, cursor, statement, parameters, context, executemany):
        statements.append(statement)

    with app.app_context():
        event.listen(db.engine, "before_cursor_execute", seen)
        try:
            vocabulary = spelling.vocabulary(app.config["ASSISTANT_PRODUCT"], None)
        finally:
            event.remove(db.engine, "before_cursor_execute", seen)
            db.session.rollback()
    return vocabulary, [s for s in statements if "search_text" in s and "knowledge_chunks" in s]


def test_a_learn_reads_only_the_new_documents_words(app, learn):
    learn(SHUTTLE, title="Bole airport transfers", url="https://kb/shuttle")
    first, _ = _vocabulary_reads(app)
    assert "shuttle" in first.latin
    learn(KAYAK, title="Kayaks", url="https://kb/kayak")
    grown, reads = _vocabulary_reads(app)
    assert {"shuttle", "kayak"} <= grown.latin
    # One read, of the new document's chunks: not the scope's every chunk again.
    assert len(reads) == 1 and "document_id IN" in reads[0]
    # Nothing changed: nothing read.
    again, reads = _vocabulary_reads(app)
    assert again is grown and reads == []


def test_a_scope_that_lost_many_documents_is_read_whole(app, learn):
    learn(KAYAK, title="Boats", url="https://kb/boats")
    learn(SHUTTLE, title="Bole airport transfers", url="https://kb/shuttle")
    assert "kayak" in _vocabulary_reads(app)[0].latin
    # The same url again replaces the document: one of two documents is gone, more than
    # MAX_STALE_SHARE, so its words go with it.
    learn(CANOE, title="Boats", url="https://kb/boats")
    vocabulary, reads = _vocabulary_reads(app)
    assert "canoe" in vocabulary.latin and "kayak" not in vocabulary.latin
    assert len(reads) == 1 and "document_id IN" not in reads[0]


def test_a_grown_speller_corrects_as_one_built_whole():
    before = frozenset({"shuttle", "airport", "massage", "price"})
    after = before | {"kayak", "canoe", "waterfront"}
    grown = spelling.Speller(before).grown_to(after)
    whole = spelling.Speller(after)
    for word in ("kayek", "canoo", "watrfront", "shutle", "airprt", "masage", "prices"):
        assert grown.correction(word) == whole.correction(word)
    assert grown.correction("kayek") == "kayak"
    # The speller it grew from is unchanged.
    assert spelling.Speller(before).correction("kayek") is None


def test_a_grown_amharic_table_reads_as_one_built_whole():
    before = frozenset({"ዶሮ", "ወጥ", "የእንጦጦ"})
    after = before | {"ዳቦ", "የባህር", "ቡና"}
    grown = amharic_latin.AmharicWords.of(before).grown_to(after)
    assert grown.by_skeleton == amharic_latin.AmharicWords.of(after).by_skeleton
    assert grown.word_for("dabo") == "ዳቦ" and grown.word_for("entoto") == "እንጦጦ"


def test_the_cache_grows_an_index_from_the_last_subset():
    calls: list[tuple[str, frozenset[str]]] = []

    def build(words):
        calls.append(("build", words))
        return set(words)

    def grow(index, words):
        calls.append(("grow", words - index))
        return index | words

    cache = GrowingCache(build, grow, size=2)
    small, larger, other = frozenset("ab"), frozenset("abc"), frozenset("xy")
    assert cache.get(small) == set("ab")
    assert cache.get(larger) == set("abc")
    assert cache.get(larger) == set("abc")  # kept: neither built nor grown again
    assert cache.get(other) == set("xy")
    assert calls == [("build", small), ("grow", frozenset("c")), ("build", other)]
