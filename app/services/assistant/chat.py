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
first; a follow-up that only changes a filter or the stay ("and in Gondar?", "and for 3
nights?") reuses the conversation's catalogue question with the new filter, dates or nights.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from functools import partial

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError

from app.errors import NotFound
from app.extensions import db
from app.models import ChatMessage, ChatSession
from app.models.base import new_uuid, utcnow
from app.services.assistant import (
    amharic_latin,
    analysis,
    catalogue_answers,
    embeddings,
    glossary,
    knowledge,
    languages,
    product_knowledge,
    retrieval,
    routing,
    spelling,
    transliteration,
    unanswered,
)
from app.services.assistant.phrases import phrase
from app.services.assistant.responders import (
    ANSWERED,
    DONT_KNOW,
    Context,
    ReplyStream,
    get_responder,
    pieces_of,
)
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
    tenant: str | None = None
    # The best candidate passages retrieval saw (recorded with an unanswered question).
    candidates: list[dict] = field(default_factory=list)
    # The session is new: its row is written with the exchange, in the same transaction.
    new_session: bool = False

    def pieces(self) -> Iterator[str]:
        """The reply's text pieces; the exchange is stored once they are all produced, with the
        question among the unanswered ones when the reply did not know or was unsure."""
        try:
            yield from self.reply
        finally:
            self._store()

    def _store(self) -> None:
        """The exchange (and, for a new session, the session) in one transaction. A session
        created at the start of the turn cost a transaction of its own (BEGIN, INSERT, COMMIT:
        three round trips, and a commit, before any work on PostgreSQL) and then an UPDATE of
        the row just written."""
        if self.new_session and not self._create_session():
            return
        if self.reply.outcome != ANSWERED:
            unanswered.record(session_id=self.session_id, product=self.product, tenant=self.tenant,
                              lang=self.lang, question=self.question, reason=self.reply.outcome,
                              reply=self.reply.text, candidates=self.candidates)
        save_exchange(self.session_id, self.question, self.reply.text, self.reply.sources,
                      touch=not self.new_session)

    def _create_session(self) -> bool:
        """Write the new session's row; False when the exchange is not to be stored. A client
        may pick the id of a new session, so another request may have created it since the turn
        began: in this scope the exchange joins that session (as it would have, had that request
        come first), in another it is not stored there (histories never cross scopes)."""
        db.session.add(ChatSession(id=self.session_id, product=self.product, tenant=self.tenant,
                                   lang=self.lang[:12]))
        try:
            db.session.flush()
        except IntegrityError:
            db.session.rollback()
            existing = db.session.get(ChatSession, self.session_id)
            if existing is None or existing.product != self.product or existing.tenant != self.tenant:
                return False
            self.new_session = False
        return True

    def complete(self) -> dict:
        text = "".join(self.pieces())
        return {
            "session_id": self.session_id,
            "reply": text,
            "sources": self.reply.sources,
            "lang": self.lang,
            "product": self.product,
        }


def _session(session_id: str | None, product: str, tenant: str | None) -> tuple[str, bool]:
    """The turn's session id and whether it is new (no history; its row is written with the
    exchange, ChatTurn._store)."""
    if session_id:
        existing = db.session.get(ChatSession, session_id)
        if existing is not None:
            if existing.product != product or existing.tenant != tenant:
                raise NotFound("Session not found")
            return existing.id, False
        if len(session_id) > MAX_SESSION_ID:
            raise NotFound("Session not found")
    return session_id or new_uuid(), True


def _history(session_id: str) -> list[tuple[str, str]]:
    rows = db.session.scalars(
        select(ChatMessage)
        .where(ChatMessage.session_id == session_id)
        .order_by(ChatMessage.id.desc())
        .limit(HISTORY_MESSAGES)
    ).all()
    return [(m.role, m.content) for m in reversed(rows)]


def weighted_terms(question: str, history: list[tuple[str, str]],
                   lang: str | None = None) -> dict[str, float]:
    """The question's terms (1.0) and the previous user message's (HISTORY_WEIGHT): Amharic in
    Latin letters read as the words it stands for, a word of two meanings by the asked type."""
    asked = analysis.asked_type(question)
    weights = {t: 1.0 for t in glossary.in_context(tokens(amharic_latin.read(question, lang)), asked)}
    previous = next((content for role, content in reversed(history) if role == "user"), None)
    if previous:
        for term in tokens(previous):
            weights.setdefault(term, HISTORY_WEIGHT)
    return weights


def _user_messages(history: list[tuple[str, str]]) -> list[str]:
    return [content for role, content in history if role == "user"]


def catalogue_query(read: catalogue_answers.CatalogueQuery, history: list[tuple[str, str]],
                    live: catalogue_answers.LiveHotels) -> catalogue_answers.CatalogueQuery | None:
    """The catalogue question the turn asks (`read`: what the message itself says), or None.
    The history's user messages are resolved oldest first, so follow-ups build on each other
    ("How much is Zege Peninsula Hotel for 2 nights?", "what about from 1 Dec?", "and for 3
    nights?"); each is read once."""
    earlier = None
    for message in _user_messages(history):
        earlier = _resolved(catalogue_answers.read_query(message, live), earlier)
    return _resolved(read, earlier)


def _resolved(read: catalogue_answers.CatalogueQuery,
              earlier: catalogue_answers.CatalogueQuery | None) -> catalogue_answers.CatalogueQuery | None:
    """`read` as a catalogue question, completed by `earlier` (the conversation's catalogue
    question) when it is a follow-up: it names no hotel nor uses a word for hotels ("hotels in
    Gondar?" asks afresh), but changes a filter or the stay ("and in Gondar?", "what about
    under 2000?", "and for 3 nights?", "from 2026-12-01 to 2026-12-03?")."""
    follow_up = (earlier is not None and not read.hotel_ids
                 and not catalogue_answers.mentions_hotels(read.stay.rest, catalogue_answers.LODGING_TERMS)
                 and (read.has_filters or read.stay.given))
    if not follow_up:
        return read if catalogue_answers.is_catalogue_question(read) else None
    query = replace(earlier, stay=replace(earlier.stay))
    if read.city and read.city != query.city:
        query.city, query.hotel_ids = read.city, []  # another city: its hotels, not the one named
    for name in ("max_price", "min_price"):
        if getattr(read, name) is not None:
            setattr(query, name, getattr(read, name))
    if read.stars:
        query.stars = read.stars
    stay, new = query.stay, read.stay
    if new.check_in:
        stay.check_in, stay.check_out, stay.nights = new.check_in, new.check_out, new.nights
    elif new.nights:
        stay.nights = new.nights
        if stay.check_in:
            stay.check_out = stay.check_in + timedelta(days=new.nights)
    stay.rooms = new.rooms or stay.rooms
    stay.room_words = new.room_words or stay.room_words
    query.check_in, query.check_out = stay.check_in, stay.check_out
    query.asks_stay = query.asks_stay or read.asks_stay
    return query


def _search(question: str, weights: dict[str, float], query, live: catalogue_answers.LiveHotels,
            product: str, tenant: str | None, lang: str, near: list[dict],
            bridges: dict[str, frozenset[str]]) -> list[retrieval.Passage]:
    """Learned passages for the question, by its words and its meaning. When it names hotels,
    also by its words without their names: "Does Zege Peninsula Hotel allow pets?" is answered
    by the pets rule, which names no hotel (a passage about that hotel is still found by the
    first search). Both searches use the question's own vector (computed once): a stand-in made
    of the remaining terms would cost a model call and find passages by a poorer meaning."""
    passages = retrieval.search(weights, product, tenant, question=question, lang=lang, near=near,
                                bridges=bridges)
    if query is None or not query.hotel_ids:
        return passages
    names = {hotel_id: name for hotel_id, name, _ in live.rows}
    name_terms = {t for hotel_id in query.hotel_ids for t in tokens(names[hotel_id])}
    name_terms |= set(tokens(" ".join(query.hotel_words)))  # as written: "ሮክ ሂውን ሄሪቴጅ ሎጅ"
    rest = {t: w for t, w in weights.items() if t not in name_terms}
    if not rest or len(rest) == len(weights):
        return passages
    found = {p.chunk_id: p for p in passages}
    for passage in retrieval.search(rest, product, tenant, question=question, lang=lang, bridges=bridges):
        if passage.chunk_id not in found or found[passage.chunk_id].score < passage.score:
            found[passage.chunk_id] = passage
    return sorted(found.values(), key=lambda p: -p.score)


def _with_read_as(bridges: dict[str, frozenset[str]], weighted: dict[str, float], asked: str | None
                  ) -> dict[str, frozenset[str]]:
    """`bridges` and, for each question term, the words of two meanings the asked type reads as it."""
    out = dict(bridges)
    for term in weighted:
        if read := glossary.read_as(term, asked):
            out[term] = out.get(term, frozenset()) | read
    return out


def _place(read: catalogue_answers.CatalogueQuery, city: str | None, live: catalogue_answers.LiveHotels
           ) -> tuple[product_knowledge.Place, str]:
    """The hotels (else the city) the question names, for the product's rules, and how the rule's
    text names them (a hotel's name; "" for a city or nothing: the city's rule is its hotels')."""
    names = {hotel_id: name for hotel_id, name, _ in live.rows}
    if read.hotel_ids:
        return (product_knowledge.Place(tuple(read.hotel_ids)),
                languages.get("en").list_separator.join(names[i] for i in read.hotel_ids))
    return product_knowledge.Place(city=city if city in live.cities else None), ""


def start_turn(
    *, message: str, lang: str, session_id: str | None, product: str, tenant: str | None, config
) -> ChatTurn:
    """Prepare the reply to `message` (retrieval and catalogue are done here; the reply text
    is produced while the caller iterates). Raises NotFound for a session of another scope."""
    # Language codes are case-insensitive ("AM" is Amharic); fixed phrases are looked up by it.
    message, lang = drop_nul(message), drop_nul(lang).strip().lower()[:12] or languages.DEFAULT
    session_id = drop_nul(session_id) if session_id else None
    product, tenant = drop_nul(product), drop_nul(tenant) if tenant else None
    greeting = catalogue_answers.is_greeting(message)
    if not greeting:
        # The question's vector is computed while the session, history, live hotels and the
        # lexical side of retrieval wait on the database; retrieval then finds it cached.
        embeddings.prefetch(partial(retrieval.question_vector, message, {}))
    session_id, created = _session(session_id, product, tenant)
    history = [] if created else _history(session_id)
    live = None if greeting else catalogue_answers.live_hotels()
    # The question as the scope's words (misspellings corrected, Amharic typed in Latin letters
    # written in Ethiopic: routing.reading); the exchange keeps what the guest typed.
    question = message if live is None else routing.reading(message, lang, product, tenant, live)
    context = Context(
        question=question, lang=lang, weighted_terms=weighted_terms(question, history, lang), history=history
    )
    candidates: list[dict] = []
    if greeting:
        reply = ReplyStream(pieces_of(phrase("greeting", lang)))
    else:
        read = catalogue_answers.read_query(question, live)
        query = catalogue_query(read, history, live)
        # Names and loanwords written in the other script ("ሚኒቫን", "kitfoon"): the passages'
        # words they sound like (transliteration.py).
        context.bridges = transliteration.bridges(question, partial(spelling.vocabulary, product, tenant))
        # A word of two meanings read as the question reads it (glossary.read_as: Amharic "መግቢያ",
        # Oromo "seensa" are the entrance when a price is asked) finds the passages writing it too.
        context.bridges = _with_read_as(context.bridges, context.weighted_terms,
                                        analysis.asked_type(question))
        passages = _search(question, context.weighted_terms, query, live, product, tenant, lang, candidates,
                           context.bridges)
        city = query.city if query is not None else read.city
        if product == config["ASSISTANT_PRODUCT"]:
            place, place_name = _place(read, city, live)
            # Without the named hotels' words: "How do I pay at Zege Peninsula Hotel?" asks the
            # payment rule, told for that hotel.
            name_terms = set(tokens(place_name)) | set(tokens(" ".join(read.hotel_words)))
            rule_terms = {t: w for t, w in context.weighted_terms.items() if t not in name_terms}
            builtin = product_knowledge.search(rule_terms or context.weighted_terms, lang, config,
                                               question=question, place=place, place_name=place_name)
            about_place = partial(routing.about_asked_place, query=read, city=city, live=live)
            passages = product_knowledge.with_builtin(passages, builtin, about_place=about_place,
                                                      asked_terms=context.weighted_terms)
        route = routing.route(question, query, city, passages, live, product, tenant)
        context.passages = route.passages
        context.neighbouring_chunks = knowledge.neighbouring_chunks
        context.hotel_ids, context.hotel_rows = tuple(read.hotel_ids), tuple(map(tuple, live.rows))
        if route.passages:
            asked = analysis.analyse(question, context.weighted_terms, lang)
            context.unknown = analysis.unknown_terms(asked, lang, product, tenant, routing.known_terms(live))
            context.unseen = analysis.unseen_terms(asked, product, tenant,
                                                   where=frozenset(tokens(" ".join(read.hotel_words))))
            context.untaught = analysis.untaught_terms(asked, lang, context.unseen)
            context.absent = analysis.absent_terms(asked, product, tenant)
        if route.catalogue is not None:
            context.catalogue = catalogue_answers.answer(route.catalogue, lang, live)
            # (An amenity asked of a named hotel is answered by whether it lists it, not its card.)
            context.catalogue_is_card = (bool(route.catalogue.hotel_ids) and not route.catalogue.stay.given
                                         and not route.catalogue.amenities)
        if context.catalogue is None and not context.passages:
            reply = ReplyStream(pieces_of(phrase("dont_know", lang)), DONT_KNOW)
        else:
            reply = get_responder(config).start(context)
    db.session.rollback()  # end the read transaction before a possibly long stream
    return ChatTurn(session_id, product, lang, message, reply, tenant, candidates, new_session=created)


def warm_up(config) -> None:
    """Pay now what the first chat turn of a process would otherwise pay (seconds on a small
    machine): the model's pages, the guard's reference vectors (retrieval's BACKGROUND and the
    built-in topics, ~60 texts to embed), where the dense side is brute force, the default
    product's vectors, and its vocabulary (spelling.vocabulary). gunicorn.conf.py runs it as each
    worker starts; needs an app context."""
    vector = embeddings.embed_query("warm up")
    retrieval.background_cosines(vector)
    product_knowledge.topic_vectors()
    try:
        retrieval.dense_candidates(vector, config["ASSISTANT_PRODUCT"], None)
        # The default scope's vocabulary (read again after a learn), for misspelt words, Amharic
        # typed in Latin letters (routing.reading) and words of the other script (transliteration).
        transliteration.warm_up(spelling.vocabulary(config["ASSISTANT_PRODUCT"], None))
    finally:
        db.session.remove()


def save_exchange(session_id: str, question: str, reply: str, sources: list[dict], *,
                  touch: bool = True) -> None:
    """Store a question and its reply, and commit. `touch`: mark the session active now (its
    idle time decides its retention); a session written in this transaction is already."""
    db.session.add_all(
        [
            ChatMessage(session_id=session_id, role="user", content=question, sources=[]),
            ChatMessage(session_id=session_id, role="assistant", content=reply, sources=sources),
        ]
    )
    if touch:
        db.session.execute(update(ChatSession).where(ChatSession.id == session_id)
                           .values(updated_at=utcnow()))
    db.session.commit()


def purge_idle_sessions(keep_days: int, now: datetime | None = None) -> int:
    """Delete conversations idle for longer than `keep_days` (ASSISTANT_SESSION_KEEP_DAYS). Their messages and
    unanswered questions go with them (ON DELETE CASCADE; SQLite enforces it, db_locking turns
    foreign keys on), so an unanswered question is kept exactly as long as its conversation.
    Returns how many sessions were deleted."""
    cutoff = (now or utcnow()) - timedelta(days=keep_days)
    result = db.session.execute(delete(ChatSession).where(ChatSession.updated_at < cutoff))
    db.session.commit()
    return result.rowcount
