"""Questions the assistant could not answer, and teaching it their answer (docs/assistant.md).

Every "don't know" and every low-confidence answer of a chat turn (responders.ReplyStream's
outcome) is recorded with the question, its language, product, tenant, time, the reply and the
best candidate passages retrieval saw (accepted or not). A record belongs to its chat session:
the same scope, and deleted with it (models.UnansweredQuestion), so it is kept as long as the
conversation it came from and never shown across tenants.

The admin panel lists them grouped by similarity (`groups`): within one (product, tenant),
questions whose terms, read with their glossary meanings so that "airport shuttle" and "ሹትል"
meet, overlap by SIMILAR or more (Jaccard) form one group; the groups most asked come first.
"Teach an answer" (`teach`) learns a passage through the learn service, in any language, into
the group's scope, and marks the group's questions answered by that document.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import select

from app.errors import ValidationFailed
from app.extensions import db
from app.models import UnansweredQuestion
from app.models.base import utcnow
from app.services.assistant import glossary, knowledge
from app.services.assistant.text import tokens

# Two questions whose term sets overlap this much (Jaccard) ask the same thing.
SIMILAR = 0.5
# The unanswered questions grouped at once (newest first): the panel's working set.
MAX_LISTED = 2000
MAX_TEACH_CHARS = 20_000


def question_terms(question: str) -> frozenset[str]:
    """What a question is about, as comparable terms: its topical words and their meanings."""
    own = frozenset(t for t in tokens(question) if glossary.is_topical(t))
    return glossary.with_meanings(own)


def record(*, session_id: str, product: str, tenant: str | None, lang: str, question: str,
           reason: str, reply: str, candidates: list[dict]) -> None:
    """Store one unanswered question (committed by the caller's exchange commit)."""
    db.session.add(UnansweredQuestion(
        session_id=session_id, product=product, tenant=tenant, lang=lang, question=question,
        reason=reason, reply=reply[:2000], candidates=candidates,
        terms=" ".join(sorted(question_terms(question))),
    ))


@dataclass
class Group:
    """Similar unanswered questions of one scope."""

    product: str
    tenant: str | None
    terms: set[str]
    questions: list[UnansweredQuestion] = field(default_factory=list)

    @property
    def ids(self) -> list[int]:
        return [q.id for q in self.questions]

    @property
    def count(self) -> int:
        return len(self.questions)

    @property
    def languages(self) -> list[str]:
        return sorted({q.lang for q in self.questions})

    @property
    def last_asked(self) -> datetime:
        return max(q.created_at for q in self.questions)

    @property
    def example(self) -> str:
        return self.questions[0].question

    @property
    def candidates(self) -> list[dict]:
        """The candidates the group's questions saw, each document once, most seen first."""
        seen: dict[int, tuple[int, dict]] = {}
        for question in self.questions:
            for candidate in question.candidates or []:
                count, first = seen.get(candidate["document_id"], (0, candidate))
                seen[candidate["document_id"]] = (count + 1, first)
        return [c for _, c in sorted(seen.values(), key=lambda pair: -pair[0])][:5]


def _similarity(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 1.0 if a == b else 0.0
    return len(a & b) / len(a | b)


def groups() -> list[Group]:
    """The questions not answered yet, grouped (module docstring), the most asked group first
    (then the most recently asked)."""
    rows = db.session.scalars(
        select(UnansweredQuestion).where(UnansweredQuestion.answered_at.is_(None))
        .order_by(UnansweredQuestion.created_at.desc(), UnansweredQuestion.id.desc()).limit(MAX_LISTED)
    ).all()
    found: list[Group] = []
    for row in rows:
        terms = set(row.terms.split())
        group = next((g for g in found if (g.product, g.tenant) == (row.product, row.tenant)
                      and _similarity(g.terms, terms) >= SIMILAR), None)
        if group is None:
            found.append(Group(row.product, row.tenant, terms, [row]))
        else:
            group.questions.append(row)
    return sorted(found, key=lambda g: (-g.count, -g.last_asked.timestamp()))


def teach(*, ids: list[int], text: str, lang: str, title: str = "", url: str = "") -> knowledge.LearnResult:
    """Learn `text` as the answer to the unanswered questions `ids` (one group: one scope) and
    mark them answered. Raises ValidationFailed for an empty text or no open question."""
    text = text.strip()
    errors = {}
    if not text:
        errors["text"] = ["Write the answer to teach."]
    elif len(text) > MAX_TEACH_CHARS:
        errors["text"] = [f"At most {MAX_TEACH_CHARS} characters."]
    rows = db.session.scalars(
        select(UnansweredQuestion)
        .where(UnansweredQuestion.id.in_(ids), UnansweredQuestion.answered_at.is_(None))
        .order_by(UnansweredQuestion.id)
    ).all() if ids else []
    if not rows:
        errors["ids"] = ["These questions are already answered or no longer kept."]
    if errors:
        raise ValidationFailed("The answer was not taught.", errors=errors)
    # A group never spans scopes (`groups`); the first question's scope is the group's, and a
    # forged id list mixing scopes teaches only the questions of that scope.
    product, tenant = rows[0].product, rows[0].tenant
    rows = [r for r in rows if (r.product, r.tenant) == (product, tenant)]
    learned = knowledge.learn(text=text, url=url.strip(), title=title.strip() or rows[0].question[:300],
                              lang=lang, product=product, tenant=tenant)
    now = utcnow()
    for row in db.session.scalars(select(UnansweredQuestion).where(
            UnansweredQuestion.id.in_([r.id for r in rows]))):
        row.answered_at, row.answer_document_id = now, learned.document_id
    db.session.commit()
    return learned
