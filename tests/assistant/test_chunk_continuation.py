"""A passage is a chunk of its document cut by length (knowledge.CHUNK_TARGET_CHARS), not where
its text stops speaking of a thing: a sentence stating the asked value that names no thing of its
own takes its subject from the text before it across a chunk's edge, both ways ("... runs a
shuttle to the hot springs." | "It leaves at 08:15"). A sentence naming another thing there still
speaks of that thing."""

from __future__ import annotations

import dataclasses

import pytest

from app.extensions import db
from app.models import KnowledgeChunk
from app.services.assistant import knowledge, retrieval
from app.services.assistant.responders import Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage

DONT_KNOW = {"en": "I don't know", "am": "ይቅርታ", "om": "Dhiifama"}


def chunks_of(*texts: str, document_id: int = 7, title: str = "", lang: str = "en"):
    """A document's chunks as passages (positions 0, 1, ...), and the neighbour lookup the chat
    turn gives the responder (knowledge.neighbouring_chunks) over them."""
    pieces = [dataclasses.replace(passage(text, title=title, lang=lang, document_id=document_id),
                                  chunk_id=document_id * 100 + position, position=position)
              for position, text in enumerate(texts)]

    def neighbours(passages):
        wanted = {(p.document_id, p.position + step) for p in passages for step in (-1, 1)}
        return {(p.document_id, p.position): p.text for p in pieces if (p.document_id, p.position) in wanted}

    return pieces, neighbours


def answer(question: str, found, neighbours, lang: str = "en") -> str:
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(found), neighbouring_chunks=neighbours)
    return compose_from_passages(context)[0]


# The shuttle is named at the end of the first chunk; its time opens the second.
SPRINGS = (
    "Lakeview Lodge stands on the shore of Lake Hawassa. Breakfast is served on the terrace. "
    "Every Sunday the lodge runs a shuttle to the Wondo Genet hot springs.",
    "It leaves the lodge at 08:15 and comes back by 17:00. Towels are lent at the springs.",
)


def test_a_chunk_s_first_sentence_speaks_of_what_the_chunk_before_it_named():
    chunks, neighbours = chunks_of(*SPRINGS, title="Lakeview Lodge")
    text = answer("What time does the Wondo Genet shuttle leave?", [chunks[1]], neighbours)
    assert "08:15" in text
    # Without the text before it, the chunk does not say whose time it is.
    alone = answer("What time does the Wondo Genet shuttle leave?", [chunks[1]], None)
    assert alone.startswith(DONT_KNOW["en"]) and "08:15" not in alone


def test_the_sentences_after_a_chunk_that_go_on_about_its_last_thing_answer():
    chunks, neighbours = chunks_of(
        "Bonga Forest Lodge arranges walks in the Kafa forest. The coffee forest walk climbs to a waterfall.",
        "It costs 900 birr per person with a guide. The massage room charges 1,200 birr an hour.",
        title="Bonga Forest Lodge outings")
    text = answer("How much is the coffee forest walk?", [chunks[0]], neighbours)
    assert "900 birr" in text and "1,200" not in text


def test_a_sentence_naming_nothing_after_a_chunk_does_not_end_what_it_goes_on_about():
    chunks, neighbours = chunks_of(
        "Bonga Forest Lodge arranges walks in the Kafa forest. The coffee forest walk climbs to a waterfall.",
        "Guests see tall old trees on the way. It costs 900 birr per person with a guide.",
        title="Bonga Forest Lodge outings")
    assert "900 birr" in answer("How much is the coffee forest walk?", [chunks[0]], neighbours)


def test_a_sentence_naming_another_thing_across_the_edge_does_not_inherit():
    chunks, neighbours = chunks_of(
        SPRINGS[0], "The boat trip to Tikur Island leaves at 10:30 from the jetty.", title="Lakeview Lodge")
    for found in ([chunks[1]], [chunks[0]]):
        text = answer("What time does the Wondo Genet shuttle leave?", found, neighbours)
        assert text.startswith(DONT_KNOW["en"]) and "10:30" not in text


def test_the_text_after_a_chunk_stops_at_its_first_sentence_about_something_else():
    chunks, neighbours = chunks_of(
        SPRINGS[0], "The spa opens at 09:00. It closes at 21:00.", title="Lakeview Lodge")
    text = answer("What time does the Wondo Genet shuttle leave?", [chunks[0]], neighbours)
    assert text.startswith(DONT_KNOW["en"]) and "09:00" not in text and "21:00" not in text


@pytest.mark.parametrize(("before", "after", "lang", "title", "question"), [
    # Amharic: the shuttle to Wondo Genet is named in the chunk before the one with its hour.
    ("ሐይቅ ዳር ሎጅ በሀዋሳ ሐይቅ ዳርቻ ይገኛል። ቁርስ በረንዳ ላይ ይቀርባል። "
     "ሎጁ በየእሁዱ ወደ ወንዶ ገነት ፍል ውሃ ማመላለሻ ያዘጋጃል።",
     "ከሎጁ ከጠዋቱ 2:15 (08:15) ይነሳል፤ ከቀኑ 11 ሰዓት ይመለሳል።", "am", "ሐይቅ ዳር ሎጅ",
     "ወደ ወንዶ ገነት የሚሄደው ማመላለሻ ስንት ሰዓት ይነሳል?"),
    # Oromo: so is the transport.
    ("Loojiin Haroo Hawaasaa qarqara jira. Ciree dallaa irratti dhiyaata. "
     "Dilbata hunda loojiin gara burqaa ho'aa Wondo Genetitti geejjiba qopheessa.",
     "Sa'aatii 2:15 ganama (08:15) ka'ee sa'aatii 17:00tti deebi'a.", "om", "Looji Haroo",
     "geejjibni wondo genet sa'aatii meeqa ka'a?"),
])
def test_a_chunk_goes_on_about_the_thing_the_one_before_it_named(before, after, lang, title, question):
    chunks, neighbours = chunks_of(before, after, lang=lang, title=title)
    assert "08:15" in answer(question, [chunks[1]], neighbours, lang=lang)
    assert answer(question, [chunks[1]], None, lang=lang).startswith(DONT_KNOW[lang])


def test_the_chunks_around_a_found_passage_are_read_from_its_document(app, learn):
    long_text = " ".join([SPRINGS[0]] * 6 + [SPRINGS[1]])
    learn(long_text, url="https://kb/lakeview", title="Lakeview Lodge")
    with app.app_context():
        rows = db.session.scalars(db.select(KnowledgeChunk).order_by(KnowledgeChunk.position)).all()
        assert len(rows) >= 2
        middle = rows[1]
        found = retrieval.Passage(chunk_id=middle.id, document_id=middle.document_id, position=1,
                                  text=middle.text, title="Lakeview Lodge", url="", lang="en", score=1.0,
                                  terms=frozenset())
        around = knowledge.neighbouring_chunks([found])
        assert around[(middle.document_id, 0)] == rows[0].text
        if len(rows) > 2:
            assert around[(middle.document_id, 2)] == rows[2].text
        assert (middle.document_id, 1) not in around
