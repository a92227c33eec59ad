"""The nightly purge of idle conversations: a chat session idle past ASSISTANT_SESSION_KEEP_DAYS
goes, with its messages and the unanswered questions recorded from it; an active one stays whole."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import func, select

from app.jobs import PERIODIC_JOBS
from app.models import ChatMessage, ChatSession, UnansweredQuestion
from app.models.base import utcnow


def conversation(db, session_id: str, idle_days: int) -> None:
    last_active = utcnow() - timedelta(days=idle_days)
    db.session.add(ChatSession(id=session_id, product="marefiya", lang="en",
                               created_at=last_active, updated_at=last_active))
    db.session.flush()
    db.session.add_all([
        ChatMessage(session_id=session_id, role="user", content="Is there a rooftop bar?", sources=[]),
        ChatMessage(session_id=session_id, role="assistant", content="I don't know.", sources=[]),
        UnansweredQuestion(session_id=session_id, product="marefiya", lang="en",
                           question="Is there a rooftop bar?", reason="dont_know"),
    ])
    db.session.commit()


def counts(db, session_id: str) -> tuple[int, int, int]:
    return tuple(
        db.session.scalar(select(func.count()).select_from(model).where(column == session_id))
        for model, column in ((ChatSession, ChatSession.id), (ChatMessage, ChatMessage.session_id),
                              (UnansweredQuestion, UnansweredQuestion.session_id))
    )


def test_idle_conversations_go_with_their_messages_and_unanswered_questions(app, db):
    app.config["ASSISTANT_SESSION_KEEP_DAYS"] = 30
    conversation(db, "idle-session", idle_days=31)
    conversation(db, "recent-session", idle_days=29)
    [job] = [job for job in PERIODIC_JOBS if job.name == "purge_chat_sessions"]

    assert job.run(app.config) == 1

    db.session.rollback()
    assert counts(db, "idle-session") == (0, 0, 0)
    assert counts(db, "recent-session") == (1, 2, 1)
    assert job.run(app.config) == 0  # nothing more is idle: running again deletes nothing
