"""The assistant's memory: learned documents split into chunks, chat sessions, and the questions
it could not answer."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, DateTime, ForeignKey, Index, Integer, LargeBinary, String, Text, text
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.extensions import db
from app.models.base import created_at_column, new_uuid, updated_at_column

# On PostgreSQL the chunk carries a tsvector (GIN-indexed); on SQLite the text lives in an FTS5
# table kept by the retrieval service. The column is plain text on SQLite and unused there.
SearchVector = Text().with_variant(postgresql.TSVECTOR(), "postgresql")


class KnowledgeDocument(db.Model):
    __tablename__ = "knowledge_documents"
    __table_args__ = (Index("ix_knowledge_documents_scope_url", "product", "tenant", "url"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    product: Mapped[str] = mapped_column(String(60), nullable=False)
    tenant: Mapped[str | None] = mapped_column(String(120))
    url: Mapped[str] = mapped_column(String(1000), default="", nullable=False)
    title: Mapped[str] = mapped_column(String(300), default="", nullable=False)
    lang: Mapped[str] = mapped_column(String(12), default="en", nullable=False)
    source: Mapped[str] = mapped_column(String(20), default="learn", nullable=False)
    filename: Mapped[str | None] = mapped_column(String(300))
    content_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    text: Mapped[str] = mapped_column(Text, nullable=False)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    chunks: Mapped[list[KnowledgeChunk]] = relationship(
        back_populates="document", cascade="all, delete-orphan", order_by="KnowledgeChunk.position"
    )


class KnowledgeChunk(db.Model):
    __tablename__ = "knowledge_chunks"
    __table_args__ = (
        Index("ix_knowledge_chunks_scope", "product", "tenant"),
        Index("ix_knowledge_chunks_search_vector", "search_vector", postgresql_using="gin"),
        # Chunks still without a vector (the backfill's work list; retrieval counts them per scope).
        Index(
            "ix_knowledge_chunks_unembedded", "product", "tenant",
            sqlite_where=text("embedding IS NULL"), postgresql_where=text("embedding IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    document_id: Mapped[int] = mapped_column(
        ForeignKey("knowledge_documents.id", ondelete="CASCADE"), index=True, nullable=False
    )
    product: Mapped[str] = mapped_column(String(60), nullable=False)
    tenant: Mapped[str | None] = mapped_column(String(120))
    lang: Mapped[str] = mapped_column(String(12), default="en", nullable=False)
    position: Mapped[int] = mapped_column(Integer, nullable=False)
    text: Mapped[str] = mapped_column(Text, nullable=False)
    # Normalised tokens (Amharic affixes stripped, lower-cased) that the index is built from.
    search_text: Mapped[str] = mapped_column(Text, default="", nullable=False)
    search_vector = mapped_column(SearchVector, nullable=True)
    # The passage's dense vector (services/assistant/embeddings.py: 384 little-endian float32),
    # NULL until embedded (chunks learned before 0010, and those of a large file beyond
    # knowledge.INLINE_EMBED_CHUNKS, get one from the `embed_chunks` job or `flask embed-chunks`).
    # With the pgvector extension, PostgreSQL also keeps a copy in the column
    # `embedding_vector vector(384)`, written by the retrieval service like search_vector and
    # not mapped here (migration 0010 adds it only where the extension exists).
    embedding: Mapped[bytes | None] = mapped_column(LargeBinary, nullable=True)

    document: Mapped[KnowledgeDocument] = relationship(back_populates="chunks")


class ChatSession(db.Model):
    __tablename__ = "chat_sessions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_uuid)
    product: Mapped[str] = mapped_column(String(60), nullable=False)
    tenant: Mapped[str | None] = mapped_column(String(120))
    lang: Mapped[str] = mapped_column(String(12), default="en", nullable=False)
    created_at: Mapped[datetime] = created_at_column()
    updated_at: Mapped[datetime] = updated_at_column()

    messages: Mapped[list[ChatMessage]] = relationship(
        back_populates="session", cascade="all, delete-orphan", order_by="ChatMessage.id"
    )


class ChatMessage(db.Model):
    __tablename__ = "chat_messages"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[str] = mapped_column(
        ForeignKey("chat_sessions.id", ondelete="CASCADE"), index=True, nullable=False
    )
    role: Mapped[str] = mapped_column(String(12), nullable=False)  # user | assistant
    content: Mapped[str] = mapped_column(Text, nullable=False)
    sources: Mapped[list] = mapped_column(JSON, default=list, nullable=False)
    created_at: Mapped[datetime] = created_at_column()

    session: Mapped[ChatSession] = relationship(back_populates="messages")


class UnansweredQuestion(db.Model):
    """A question the assistant said it does not know, or answered with low confidence
    (services/assistant/unanswered.py), for an administrator to teach the answer. It belongs to
    its chat session: same product and tenant, and it goes when the session goes (ON DELETE
    CASCADE), so it is kept exactly as long as the conversation it came from."""

    __tablename__ = "unanswered_questions"
    __table_args__ = (Index("ix_unanswered_questions_scope", "product", "tenant", "answered_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[str] = mapped_column(
        ForeignKey("chat_sessions.id", ondelete="CASCADE"), index=True, nullable=False
    )
    product: Mapped[str] = mapped_column(String(60), nullable=False)
    tenant: Mapped[str | None] = mapped_column(String(120))
    lang: Mapped[str] = mapped_column(String(12), nullable=False)
    question: Mapped[str] = mapped_column(Text, nullable=False)
    reason: Mapped[str] = mapped_column(String(20), nullable=False)  # dont_know | low_confidence
    reply: Mapped[str] = mapped_column(Text, default="", nullable=False)
    # The best candidate passages retrieval saw, accepted or not (retrieval.search's `near`).
    candidates: Mapped[list] = mapped_column(JSON, default=list, nullable=False)
    # The question's normalised terms, with their glossary meanings: what groups similar questions.
    terms: Mapped[str] = mapped_column(Text, default="", nullable=False)
    answered_at: Mapped[datetime | None] = mapped_column(DateTime)
    answer_document_id: Mapped[int | None] = mapped_column(
        ForeignKey("knowledge_documents.id", ondelete="SET NULL")
    )
    created_at: Mapped[datetime] = created_at_column()
