"""Unanswered questions: every "don't know" and low-confidence answer is recorded with its scope,
language and the best candidates; records follow their chat session (tenant, retention) and are
grouped by similarity, the most asked first."""

from __future__ import annotations

import pytest
from sqlalchemy import delete, select

from app.models import ChatSession, UnansweredQuestion
from app.services.assistant import retrieval, unanswered
from app.services.assistant.responders import ANSWERED, LOW_CONFIDENCE, Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.conftest import BLUE_NILE


@pytest.fixture
def keyed(app):
    app.config["ASSISTANT_API_KEYS"] = ["alpha-key:alpha", "beta-key:beta"]
    return {name: {"Authorization": f"Bearer {name}-key"} for name in ("alpha", "beta")}


def recorded(db) -> list[UnansweredQuestion]:
    db.session.rollback()
    return db.session.scalars(select(UnansweredQuestion).order_by(UnansweredQuestion.id)).all()


def test_a_dont_know_is_recorded_and_an_answer_is_not(learn, ask, db):
    lodge = learn(BLUE_NILE, url="https://kb/lodge", title="Blue Nile Lodge")
    answered = ask("What time is check-out at Blue Nile Lodge?")
    assert "11:00" in answered["reply"]
    unknown = ask("How much is the hot air balloon ride?", lang="en")
    [row] = recorded(db)
    assert (row.question, row.lang, row.product, row.tenant, row.reason) == (
        "How much is the hot air balloon ride?", "en", "marefiya", None, "dont_know")
    assert row.session_id == unknown["session_id"] and row.reply == unknown["reply"]
    assert row.created_at is not None and row.answered_at is None
    # The best candidates retrieval saw, even those its guard refused.
    assert row.candidates and row.candidates[0]["document_id"] == lodge["document_id"]
    assert not row.candidates[0]["accepted"]
    assert "balloon" in row.terms.split()


def test_records_belong_to_their_sessions_tenant_and_go_with_the_session(ask, keyed, db):
    alpha = ask("Is there a rooftop bar?", headers=keyed["alpha"])
    ask("Is there a rooftop bar?", headers=keyed["beta"])
    assert [r.tenant for r in recorded(db)] == ["alpha", "beta"]
    # Never grouped across tenants: each tenant's question is its own group.
    assert sorted(g.tenant for g in unanswered.groups()) == ["alpha", "beta"]
    db.session.execute(delete(ChatSession).where(ChatSession.id == alpha["session_id"]))
    db.session.commit()
    assert [r.tenant for r in recorded(db)] == ["beta"]


def test_similar_questions_are_grouped_the_most_asked_first(ask, db):
    ask("How much is the hot air balloon ride?")
    ask("Is there a gym?")
    ask("What does the hot air balloon ride cost?")
    ask("hot air balloon ride price for children?")
    groups = unanswered.groups()
    assert [g.count for g in groups] == [3, 1]
    assert all("balloon" in q.question for q in groups[0].questions)
    assert groups[1].example == "Is there a gym?"


def test_a_reply_found_by_meaning_alone_is_low_confidence():
    text = "Fasika is celebrated with a long fast and a night service."
    passage = retrieval.Passage(chunk_id=1, document_id=1, position=0, text=text, title="", url="",
                                lang="en", score=0.8, terms=frozenset(tokens(text)))
    context = Context(question="Easter customs?", lang="en",
                      weighted_terms={t: 1.0 for t in tokens("Easter customs?")}, passages=[passage])
    assert compose_from_passages(context)[2] == LOW_CONFIDENCE
    context.question, context.weighted_terms = "Fasika fast?", {"fasika": 1.0, "fast": 1.0}
    assert compose_from_passages(context)[2] == ANSWERED
