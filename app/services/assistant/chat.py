"""A chat turn: session and history, retrieval, catalogue answers, the responder, persistence.

Sessions belong to one (product, tenant). An absent session_id creates a session; an unknown
id of at most 36 characters creates a session with that id (a client may pick its own); an id
that exists in another product or tenant, or a longer unknown id, raises NotFound — histories
never cross scopes.

The product's own rules (cancellation, holds, payment, ...) are built-in passages written from
the live configuration (product_knowledge.py), searched beside the learned ones for the default
product.

Which source answers (the catalogue, learned passages or both, passage first) is decided by
routing.py; the question's hotels and city are linked once per turn (entities.py).

Follow-up questions: the previous user message's terms join the query at half weight, so
"what time is check-out there?" after a question about one lodge ranks that lodge's passages
first; a follow-up that only changes a filter ("and in Gondar?") reuses the previous
catalogue question.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from app.errors import NotFound
from app.extensions import db
from app.models import ChatMessage, ChatSession
from app.models.base import utcnow
from app.services.assistant import catalogue_answers, product_knowledge, retrieval, routing
from app.services.assistant.entities import find_mentions
from app.services.assistant.phrases import phrase
from app.services.assistant.responders import Context, ReplyStream, get_responder, pieces_of
from app.services.assistant.text import drop_nul, tokens

HISTORY_MESSAGES = 6
HISTORY_WEIGHT = 0.5
MAX_SESSION_ID = 36


@dataclass
class ChatTurn:
    session_id: str
    product: str
    lang: str
    question: str
    reply: ReplyStream

    def pieces(self) -> Iterator[str]:
        """The reply's text pieces; the exchange is stored once they are all produced."""
        try:
            yield from self.reply
        finally:
            save_exchange(self.session_id, self.question, self.reply.text, self.reply.sources)

    def complete(self) -> dict:
        text = "".join(self.pieces())
        return {
            "session_id": self.session_id,
            "reply": text,
            "sources": self.reply.sources,
            "lang": self.lang,
            "product": self.product,
        }


def _session(
    session_id: str | None, product: str, tenant: str | None, lang: str
) -> tuple[ChatSession, bool]:
    """The turn's session and whether it was created now (a new session has no history)."""
    if session_id:
        existing = db.session.get(ChatSession, session_id)
        if existing is not None:
            if existing.product != product or existing.tenant != tenant:
                raise NotFound("Session not found")
            return existing, False
        if len(session_id) > MAX_SESSION_ID:
            raise NotFound("Session not found")
    session = ChatSession(product=product, tenant=tenant, lang=lang[:12])
    if session_id:
        session.id = session_id
    db.session.add(session)
    try:
        db.session.commit()
    except IntegrityError:  # created by a concurrent request with the same id
        db.session.rollback()
        return _session(session_id, product, tenant, lang)
    return session, True


def _history(session_id: str) -> list[tuple[str, str]]:
    rows = db.session.scalars(
        select(ChatMessage)
        .where(ChatMessage.session_id == session_id)
        .order_by(ChatMessage.id.desc())
        .limit(HISTORY_MESSAGES)
    ).all()
    return [(m.role, m.content) for m in reversed(rows)]


def weighted_terms(question: str, history: list[tuple[str, str]]) -> dict[str, float]:
    weights = {t: 1.0 for t in tokens(question)}
    previous = next((content for role, content in reversed(history) if role == "user"), None)
    if previous:
        for term in tokens(previous):
            weights.setdefault(term, HISTORY_WEIGHT)
    return weights


def _catalogue_query(question: str, history: list[tuple[str, str]], live: catalogue_answers.LiveHotels):
    query = catalogue_answers.parse_query(question, live)
    previous = next((content for role, content in reversed(history) if role == "user"), None)
    if previous is None or catalogue_answers.mentions_hotels(question):
        return query  # a complete question (or nothing to follow up on)
    earlier = catalogue_answers.parse_query(previous, live)
    if earlier is None or not earlier.has_filters:
        return query
    # "and in Gondar?" / "what about under 2000?": the new filters replace the old ones.
    now = catalogue_answers.parse_query(f"hotels {question}", live)
    if now is None or not now.has_filters:
        return query
    for name in ("city", "max_price", "min_price", "check_in", "check_out"):
        if getattr(now, name):
            setattr(earlier, name, getattr(now, name))
    if now.stars:
        earlier.stars = now.stars
    return earlier


def _search(question: str, weights: dict[str, float], query, live: catalogue_answers.LiveHotels,
            product: str, tenant: str | None) -> list[retrieval.Passage]:
    """Learned passages for the question, by its words and its meaning. When it names hotels,
    also by its words without their names: "Does Zege Peninsula Hotel allow pets?" is answered
    by the pets rule, which names no hotel (a passage about that hotel is still found by the
    first search)."""
    passages = retrieval.search(weights, product, tenant, question=question)
    if query is None or not query.hotel_ids:
        return passages
    names = {hotel_id: name for hotel_id, name, _ in live.rows}
    name_terms = {t for hotel_id in query.hotel_ids for t in tokens(names[hotel_id])}
    rest = {t: w for t, w in weights.items() if t not in name_terms}
    if not rest or len(rest) == len(weights):
        return passages
    found = {p.chunk_id: p for p in passages}
    for passage in retrieval.search(rest, product, tenant):
        if passage.chunk_id not in found or found[passage.chunk_id].score < passage.score:
            found[passage.chunk_id] = passage
    return sorted(found.values(), key=lambda p: -p.score)


def start_turn(
    *, message: str, lang: str, session_id: str | None, product: str, tenant: str | None, config
) -> ChatTurn:
    """Prepare the reply to `message` (retrieval and catalogue are done here; the reply text
    is produced while the caller iterates). Raises NotFound for a session of another scope."""
    # Language codes are case-insensitive ("AM" is Amharic); fixed phrases are looked up by it.
    message, lang = drop_nul(message), drop_nul(lang).strip().lower()[:12] or "en"
    session_id = drop_nul(session_id) if session_id else None
    product, tenant = drop_nul(product), drop_nul(tenant) if tenant else None
    session, created = _session(session_id, product, tenant, lang)
    history = [] if created else _history(session.id)
    context = Context(
        question=message, lang=lang, weighted_terms=weighted_terms(message, history), history=history
    )
    if catalogue_answers.is_greeting(message):
        reply = ReplyStream(pieces_of(phrase("greeting", lang)))
    else:
        live = catalogue_answers.live_hotels()
        query = _catalogue_query(message, history, live)
        passages = _search(message, context.weighted_terms, query, live, product, tenant)
        if product == config["ASSISTANT_PRODUCT"]:
            builtin = product_knowledge.search(context.weighted_terms, lang, config,
                                               question=message)
            passages = product_knowledge.with_builtin(passages, builtin)
        city = query.city if query is not None else find_mentions(message, live.rows).city
        route = routing.route(message, query, city, passages, live, product, tenant)
        context.passages = route.passages
        if route.catalogue is not None:
            context.catalogue = catalogue_answers.answer(route.catalogue, lang)
        if context.catalogue is None and not context.passages:
            reply = ReplyStream(pieces_of(phrase("dont_know", lang)))
        else:
            reply = get_responder(config).start(context)
    chat_session_id = session.id
    db.session.rollback()  # end the read transaction before a possibly long stream
    return ChatTurn(chat_session_id, product, lang, message, reply)


def save_exchange(session_id: str, question: str, reply: str, sources: list[dict]) -> None:
    db.session.add_all(
        [
            ChatMessage(session_id=session_id, role="user", content=question, sources=[]),
            ChatMessage(session_id=session_id, role="assistant", content=reply, sources=sources),
        ]
    )
    db.session.execute(update(ChatSession).where(ChatSession.id == session_id).values(updated_at=utcnow()))
    db.session.commit()
