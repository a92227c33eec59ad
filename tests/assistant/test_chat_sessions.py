"""A chat turn's storage: a new session is written with its first exchange, in one transaction,
and a session another request creates with the same id meanwhile is joined in its own scope and
never written into from another."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlalchemy import event, select

from app.models import ChatMessage, ChatSession, UnansweredQuestion
from app.services.assistant import chat


def turn(app, message: str, session_id: str | None = None, tenant: str | None = None) -> chat.ChatTurn:
    return chat.start_turn(message=message, lang="en", session_id=session_id,
                           product=app.config["ASSISTANT_PRODUCT"], tenant=tenant, config=app.config)


def messages(db, session_id: str) -> list[tuple[str, str]]:
    db.session.rollback()
    return [(m.role, m.content) for m in db.session.scalars(
        select(ChatMessage).where(ChatMessage.session_id == session_id).order_by(ChatMessage.id))]


@pytest.fixture
def statements(db):
    sent: list[str] = []

    def listener(conn, cursor, statement, parameters, context, executemany):
        sent.append(" ".join(statement.split()))

    def committed(conn):
        sent.append("COMMIT")

    event.listen(db.engine, "before_cursor_execute", listener)
    event.listen(db.engine, "commit", committed)
    yield sent
    event.remove(db.engine, "before_cursor_execute", listener)
    event.remove(db.engine, "commit", committed)


def test_a_new_session_is_written_with_its_first_exchange_in_one_transaction(app, db, statements):
    started = turn(app, "hello")
    assert db.session.get(ChatSession, started.session_id) is None  # nothing written before the reply
    db.session.rollback()
    statements.clear()
    body = started.complete()
    writes = [" ".join(s.split()[:3:2]) for s in statements if s.startswith(("INSERT", "UPDATE"))]
    # The session first (its messages refer to it), and no UPDATE of the row just written.
    assert list(dict.fromkeys(writes)) == ["INSERT chat_sessions", "INSERT chat_messages"]
    assert statements.count("COMMIT") == 1
    db.session.rollback()
    session = db.session.get(ChatSession, body["session_id"])
    assert (session.product, session.tenant, session.lang) == ("marefiya", None, "en")
    assert messages(db, session.id) == [("user", "hello"), ("assistant", body["reply"])]


def test_a_dont_know_on_a_new_session_is_recorded_with_it(app, db):
    body = turn(app, "How much is the hot air balloon ride?").complete()
    db.session.rollback()
    [row] = db.session.scalars(select(UnansweredQuestion)).all()
    assert row.session_id == body["session_id"]
    assert db.session.get(ChatSession, body["session_id"]) is not None


def test_a_later_exchange_marks_the_session_active(app, db):
    first = turn(app, "hello", session_id="widget-9").complete()
    db.session.execute(db.update(ChatSession).where(ChatSession.id == "widget-9")
                       .values(updated_at=datetime(2020, 1, 1)))
    db.session.commit()
    second = turn(app, "hello again", session_id="widget-9").complete()
    assert second["session_id"] == first["session_id"] == "widget-9"
    assert db.session.get(ChatSession, "widget-9").updated_at > datetime(2020, 1, 1)
    assert [role for role, _ in messages(db, "widget-9")] == ["user", "assistant"] * 2


def test_a_session_created_meanwhile_in_the_same_scope_is_joined(app, db):
    started = turn(app, "hello", session_id="widget-1")
    # Another request of the same scope, with the same client-picked id, finished first.
    db.session.add(ChatSession(id="widget-1", product="marefiya", tenant=None, lang="en"))
    db.session.add(ChatMessage(session_id="widget-1", role="user", content="first", sources=[]))
    db.session.commit()
    body = started.complete()
    assert body["session_id"] == "widget-1"
    assert messages(db, "widget-1") == [("user", "first"), ("user", "hello"), ("assistant", body["reply"])]


def test_a_session_created_meanwhile_in_another_scope_is_never_written_into(app, db):
    started = turn(app, "hello", session_id="widget-2")
    db.session.add(ChatSession(id="widget-2", product="marefiya", tenant="other-lodge", lang="en"))
    db.session.commit()
    body = started.complete()  # the guest still gets the reply
    assert body["reply"]
    assert messages(db, "widget-2") == []
    session = db.session.get(ChatSession, "widget-2")
    assert session.tenant == "other-lodge"
    # The next turn with that id is refused, as a session of another scope always is.
    with pytest.raises(Exception, match="Session not found"):
        turn(app, "hello", session_id="widget-2")


def test_a_stream_the_client_leaves_is_still_stored(app, db):
    started = turn(app, "hello")
    pieces = started.pieces()
    next(pieces)
    pieces.close()  # the client went away mid-reply
    assert [role for role, _ in messages(db, started.session_id)] == ["user", "assistant"]
