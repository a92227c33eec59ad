"""Ranking: which candidates of either side answer the question, and in what order.

Fusion: each candidate's rank in the lexical list (the passages whose coverage alone reaches
RELEVANCE_THRESHOLD, by coverage) and in the dense list (the dense side's own candidates, the
scope's DENSE_CANDIDATES chunks nearest the question, by cosine), 1/(RRF_K + rank) summed over
the lists, equal values sharing a rank; passages come in that order. A lexical candidate outside
the dense side's list gets nothing from the vectors: ranked among whatever the lexical side
happened to bring (which differs by database: FTS5's bm25 on SQLite, the IDF sums on
PostgreSQL), cosines that say nothing (0.70-0.79, below the background) became rank gaps that
outweighed every lexical one: the passage holding every word of "the secret code
of place 134" fell behind its document's other chunks, which hold only "place 134"
(bench/assistant_bench.py --embed 200: 125/150 on SQLite, 150/150 on PostgreSQL).

The guard (calibrated on bench/embedding_eval.py's questions, numbers in bench/EMBEDDINGS.md):
a passage is relevant when
  - its coverage reaches RELEVANCE_THRESHOLD (the lexical rule), or
  - its cosine reaches DENSE_COSINE with DENSE_MARGIN over the background (a paraphrase or
    another language), or
  - its cosine reaches SUPPORT_COSINE and its coverage LEXICAL_SUPPORT (both sides agree).
A question close to everything (short, generic) has a high background and must clear more. An
unrelated question gets no passage.

A question may name a subject that no passage of the scope mentions, by any word the glossary
knows for it ("renting", "cinema", "visa": glossary.is_subject, no alternative in any chunk). Then
the words a passage shares with the question are no evidence unless its topical words outweigh
that subject, weighed as the rarest possible term (IDF of a term in no chunk): "renting a car" is
not answered by the car park, "a cinema ticket" not by the church ticket, while "the entrance
ticket of the Lalibela churches" ("መግቢያ", which the glossary reads as check-in, in no passage)
still is, by "churches" and "ticket". Words outside the glossary keep half weight when unseen:
most are paraphrases or inflected forms ("bring", "tajaajilli"), which the index cannot tell from
a subject it lacks; the glossary can.

A passage accepted on its vector alone (the second rule, no lexical rule holding) must also pass
the frame test: e5 weighs shared surface words, so "How much is a museum ticket in Addis Ababa?"
is close to the airport pick-up in Addis Ababa for its city and its price words. The question's
frame is the question without its topical words (glossary.is_topical: not price/time/hotel words,
not cities), "How much is a in Addis Ababa?"; the passage's cosine with the question must exceed
its cosine with the frame by FRAME_DROP, i.e. what the question is about must be what brings it
close. A paraphrase passes ("what if I never turn up for my booking?" is 0.044 closer to the
no-show rule than "what if I up for my?"); a passage close for the frame alone does not (-0.02 to
+0.024 in bench/EMBEDDINGS.md). One more query embedding, only for such candidates.

Across scripts (an Amharic question, an English passage) the vectors are weakest, and the glossary
has the other script's words: there a question naming glossary subjects is not answered on the
vectors alone by a passage that mentions none of them. Accepted passages are answered in
`subject_order`: those that mention more of the question's glossary subjects first, then those
whose title names them, then by fused rank (the vectors prefer the question's own script).

Passage.score is the passage's relevance in [0, 1] (coverage, or the cosine mapped so that
DENSE_COSINE is RELEVANCE_THRESHOLD), never above the score of the passage fused before it,
so a caller that sorts by score (product_knowledge.with_builtin) keeps the fused order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
from sqlalchemy import select

from app.extensions import db
from app.models import KnowledgeChunk, KnowledgeDocument
from app.services.assistant import embeddings, glossary
from app.services.assistant.retrieval.dense import (
    background_cosines,
    dense_candidates,
    dense_margin,
    frame_vector,
    hubness,
    question_vector,
    script_of,
)
from app.services.assistant.retrieval.lexical import candidate_ids, inflected_alternatives, term_statistics
from app.services.assistant.text import english_words, proper_names, search_text

MAX_QUERY_TERMS = 16
RELEVANCE_THRESHOLD = 0.5
RRF_K = 60
# The guard (calibrated in bench/EMBEDDINGS.md): dense evidence is the cosine AND its margin
# over what either side scores with text about nothing (`dense_margin`).
DENSE_COSINE = 0.82
DENSE_MARGIN = 0.018
SUPPORT_COSINE = 0.80
SUPPORT_MARGIN = 0.0
LEXICAL_SUPPORT = 0.25
# A passage accepted on its vector alone must be this much closer to the question than to the
# question's frame (`frame_vector`): what the question is about must be what brings it close.
FRAME_DROP = 0.035


@dataclass
class Passage:
    chunk_id: int
    document_id: int
    position: int
    text: str
    title: str
    url: str
    lang: str
    score: float
    terms: frozenset[str]
    builtin: bool = False  # the product's own rules (product_knowledge.py), not a learned chunk



def is_relevant(
    coverage: float, cosine: float | None, margin: float | None, *, dense_alone: bool = True,
    topical: bool = True,
) -> bool:
    """The "don't know" guard (module docstring). `dense_alone=False`: the vectors may only
    confirm lexical evidence, never stand for it. `topical=False`: the passage shares none of
    the words that say what the question is about (only a price or time word, or a city), so its
    words are no evidence at all."""
    if topical and coverage >= RELEVANCE_THRESHOLD:
        return True
    if cosine is None or margin is None:
        return False
    if dense_alone and cosine >= DENSE_COSINE and margin >= DENSE_MARGIN:
        return True
    return (topical and cosine >= SUPPORT_COSINE and margin >= SUPPORT_MARGIN
            and coverage >= LEXICAL_SUPPORT)


def dense_relevance(cosine: float) -> float:
    """A cosine on the coverage scale: DENSE_COSINE -> RELEVANCE_THRESHOLD, 1.0 stays 1.0."""
    span = (1 - RELEVANCE_THRESHOLD) / (1 - DENSE_COSINE)
    return max(0.0, min(1.0, RELEVANCE_THRESHOLD + (cosine - DENSE_COSINE) * span))


def fuse(*rankings: list[tuple[int | str, object]]) -> dict[int | str, float]:
    """Reciprocal rank fusion: key -> sum over the rankings of 1 / (RRF_K + rank). Each ranking
    is (key, value) best first; equal values share a rank (1, 2, 2, 4), so a tie on one side is
    decided by the other, never by insertion order (which differs between the databases)."""
    fused: dict[int | str, float] = {}
    for ranking in rankings:
        rank, previous = 0, object()
        for position, (key, value) in enumerate(ranking, start=1):
            if value != previous:
                rank, previous = position, value
            fused[key] = fused.get(key, 0.0) + 1 / (RRF_K + rank)
    return fused


@dataclass
class Evidence:
    """Why a chunk was (or was not) answered with: what the guard and the fusion saw."""

    chunk: KnowledgeChunk
    title: str
    url: str
    coverage: float
    cosine: float | None
    margin: float | None
    fused: float
    accepted: bool
    frame_drop: float | None = None  # cosine minus the question frame's (dense-only candidates)
    subjects: int = 0  # the question's glossary subjects the passage mentions (`subject_order`)
    exact: int = 0  # ... by a word of their own meaning, not a broader or narrower one
    # Whether the passage holds most of the weight of the question's own words the glossary does
    # not know (names, specific words: "stelae", "Asheton Maryam"): they say which thing is asked,
    # where a glossary subject names only its kind (`subject_order`).
    specific: bool = False
    titled: int = 0  # ... and its document's title (its glossary subjects)
    # Whether its words hold nearly all of the question's weight (COMPLETE_COVERAGE, some word that
    # says what the question is about among them) and every subject by its own meaning: it is about
    # the asked thing, whatever the other keys say of passages holding a third of it.
    complete: bool = False



@dataclass
class QueryTerms:
    """The question's terms as the guard weighs them (`query_terms`)."""

    weighted: dict[str, float]  # term -> importance, with the meanings two words name together
    terms: list[str]  # looked up, the implied meanings last
    alternatives: dict[str, frozenset[str]]  # term -> the index terms that stand for it
    weight: dict[str, float] = field(default_factory=dict)  # term -> IDF x importance
    unknown_subjects: dict[str, float] = field(default_factory=dict)  # subject in no passage -> weight
    unseen: dict[str, float] = field(default_factory=dict)  # term in no passage -> weight as the rarest term
    lexical_ids: list[int] = field(default_factory=list)  # the lexical side's candidates

    @property
    def total_weight(self) -> float:
        return math.fsum(self.weight.values()) or 1.0

    @property
    def topical(self) -> list[str]:
        """The question's own terms that say what it is about (not history's, not price words)."""
        own = max(self.weighted.values(), default=1.0)
        return [t for t in self.terms if self.weighted[t] >= own and glossary.is_topical(t)]

    @property
    def subjects(self) -> list[str]:
        return [t for t in self.topical if glossary.is_subject(t)]

    @property
    def specific(self) -> list[str]:
        """The question's own topical terms that say which thing is asked: those the glossary does not
        know, in Latin letters only those no English dictionary has (names: "Asheton Maryam", not
        "falls" or "day", which an e-visa's fine per day holds as well as the Blue Nile Falls)."""
        return [t for t in self.topical if not glossary.knows(t) and t not in english_words()]

    @property
    def generic(self) -> list[str]:
        return [t for t in self.terms if glossary.is_generic(t)]


def query_terms(weighted_terms: dict[str, float], product: str, tenant: str | None,
                bridges: dict[str, frozenset[str]] | None = None) -> QueryTerms:
    """The question's terms, their weights in the scope, and the lexical side's candidates.
    `bridges`: term -> index terms of the other script that sound like it (transliteration.py:
    "ሚኒቫን" is "minivan"), alternatives as the glossary's are."""
    # The meanings two words name together ("something to eat in the morning": breakfast) are
    # asked too, unless no passage of the scope mentions them (then they are no subject the
    # assistant lacks: the words that name them still are the question).
    implied = glossary.with_concepts(weighted_terms)
    concepts = [t for t in implied if t not in weighted_terms]
    terms = [t for t in implied if t and t not in concepts][:MAX_QUERY_TERMS] + concepts
    # A term is found in a chunk by any of its alternatives (its translations and synonyms, its
    # broader and narrower words); a meaning two words name by its own words only.
    alternatives = {t: glossary.synonyms(t) if t in concepts else glossary.alternatives(t) for t in terms}
    for term, sounds in (bridges or {}).items():
        if term in alternatives:
            alternatives[term] = alternatives[term] | sounds
    query = QueryTerms(implied, terms, alternatives)
    if not terms:
        return query
    # A name or loanword with an Oromo case or definite ending ("soodereen", "saanduqni") is found
    # by the forms the passages write ("Sooderee", "saanduqa").
    for term, forms in inflected_alternatives([t for t in terms if alternatives[t] == {t}], product,
                                              tenant).items():
        alternatives[term] = alternatives[term] | forms
    statistics = term_statistics(terms, product, tenant, alternatives)
    query.terms = [t for t in terms if t not in concepts or t not in statistics.unseen]
    query.weight = {t: statistics.weights[t] * implied[t] for t in query.terms}
    query.unseen = {t: statistics.unseen_idf * implied[t] for t in statistics.unseen if t not in concepts}
    query.unknown_subjects = {t: w for t, w in query.unseen.items() if glossary.is_subject(t)}
    index_weight: dict[str, float] = {}
    for term in query.terms:
        for alternative in alternatives[term]:
            index_weight[alternative] = max(index_weight.get(alternative, 0.0), query.weight[term])
    query.lexical_ids = candidate_ids(index_weight, product, tenant)
    return query


def _dense_evidence(
    rows: list, vector: np.ndarray | None
) -> tuple[dict[int, tuple[float, float]], dict[int, np.ndarray]]:
    """chunk id -> (cosine, margin over the background), and chunk id -> its vector, for the
    candidates that have one."""
    embedded = [chunk for chunk, _, _ in rows if chunk.embedding is not None]
    if vector is None or not embedded:
        return {}, {}
    background = background_cosines(vector)
    matrix = embeddings.from_bytes([bytes(chunk.embedding) for chunk in embedded])
    dense_of, vector_of = {}, {}
    for chunk, row, cosine, hub in zip(embedded, matrix, matrix @ vector, hubness(matrix), strict=True):
        margin = dense_margin(float(cosine), background[script_of(chunk.text)], float(hub))
        dense_of[chunk.id] = (float(cosine), margin)
        vector_of[chunk.id] = row
    return dense_of, vector_of


def _weigh(
    query: QueryTerms, chunk: KnowledgeChunk, title: str, url: str, dense: tuple[float | None, float | None],
    names: list[list[frozenset[str]]],
) -> tuple[Evidence, bool]:
    """One candidate's evidence, and whether its words alone (not its vector) make it relevant."""
    alternatives, weight = query.alternatives, query.weight
    chunk_terms = glossary.with_meanings(frozenset(chunk.search_text.split()))
    found = {t for t in query.terms if alternatives[t] & chunk_terms}
    # A generic word (price, time, hotel) the passage lacks does not count against it: a
    # passage about breakfast answers "what time is breakfast?" without the word "time".
    missing_generic = math.fsum(weight[t] for t in query.generic if t not in found)
    coverage = math.fsum(weight[t] for t in found) / ((query.total_weight - missing_generic) or 1.0)
    topical_terms = query.topical
    topical = not topical_terms or any(alternatives[t] & chunk_terms for t in topical_terms)
    if query.unknown_subjects:
        # The question names a subject no passage mentions (unknown_subjects): the words a
        # passage shares with it must outweigh that subject, or they are about something else
        # ("a cinema ticket" is not answered by the church ticket, "renting a car" not by parking).
        shared = math.fsum(weight[t] for t in found if glossary.is_topical(t))
        topical = topical and shared > math.fsum(query.unknown_subjects.values())
    cosine, margin = dense
    by_words = is_relevant(coverage, cosine, margin, dense_alone=False, topical=topical)
    accepted = by_words or is_relevant(coverage, cosine, margin, topical=topical)
    # A passage naming only part of a name the question writes is about another thing of
    # the same kind: the Simien Mountains National Park is no answer for the National
    # Museum, nor Lake Chamo for Lake Abaya, however close its words and vector.
    accepted = accepted and not any(_names_partly(name, chunk_terms) for name in names)
    title_terms = glossary.with_meanings(frozenset(search_text(title or "").split()))
    subjects = query.subjects
    evidence = Evidence(
        chunk, title, url, coverage, cosine, margin, 0.0, accepted,
        subjects=sum(1 for t in subjects if alternatives[t] & chunk_terms),
        exact=sum(1 for t in subjects if glossary.synonyms(t) & chunk_terms),
        specific=_holds_most(query, found),
        titled=sum(1 for t in subjects if alternatives[t] & title_terms),
    )
    # Nearly all of the weight, and each of the question's subjects by a word of its own meaning
    # (not a broader or narrower word; a bridge across scripts or the asked type's reading counts):
    # a passage holding "nyaata" (food) for "ciree" (breakfast), or none of a light subject
    # ("qajeelchaan", the guide, common in the scope), is about another thing.
    evidence.complete = (topical and coverage >= COMPLETE_COVERAGE
                         and all(_own_alternatives(t, alternatives[t]) & chunk_terms for t in subjects))
    return evidence, by_words


def _own_alternatives(term: str, alternatives: frozenset[str]) -> frozenset[str]:
    """The index terms that stand for `term` by its own meaning: its alternatives without the
    glossary's broader and narrower words ("meal" for "breakfast")."""
    return alternatives - (glossary.alternatives(term) - glossary.synonyms(term))


# The share of the weight of the question's own words a passage must hold to be about the asked
# thing, not another one sharing a common word with it: more than half.
SPECIFIC_SHARE = 0.5
# The coverage of a passage that holds nearly all the question's words (`Evidence.complete`): what
# it lacks weighs less than a fifth, a count ("2 coffee breaks"), an inflected word, a word for whom.
COMPLETE_COVERAGE = 0.8


def _holds_most(query: QueryTerms, found: set[str]) -> bool:
    """Whether the terms a passage holds (`found`) are more than SPECIFIC_SHARE of the weight of the
    question's own words the glossary does not know (`QueryTerms.specific`). A word no passage
    holds weighs as the rarest possible term (as an unknown subject does): a name nobody taught
    is what the question asks, so "haroo abaayaa irratti imala doonii" (a boat trip on Lake Abaya)
    is not about the Hawassa passage that holds "doonii" (boat) only."""
    specific = query.specific
    weights = [query.unseen.get(t, query.weight[t]) for t in specific]
    held = math.fsum(w for t, w in zip(specific, weights, strict=True) if t in found)
    return bool(specific) and held > SPECIFIC_SHARE * math.fsum(weights)


def _check_dense_only(
    evidence: dict[int, Evidence], dense_only: list[int], query: QueryTerms, question: str | None,
    vector_of: dict[int, np.ndarray],
) -> None:
    """The two tests a passage accepted on its vector alone must pass (module docstring)."""
    # Across scripts the vectors are weakest (bench/EMBEDDINGS.md), and the glossary has the other
    # script's words: a question that names subjects the glossary knows is not answered on the
    # vectors alone by a passage in another script that mentions none of them ("a bus ticket from
    # Addis Ababa to Gondar" in Amharic is close to the English Addis Ababa airport pick-up for
    # its cities and price words).
    if query.subjects and question:
        script = script_of(question)
        for chunk_id in dense_only:
            item = evidence[chunk_id]
            item.accepted = item.subjects > 0 or script_of(item.chunk.text) == script
        dense_only = [i for i in dense_only if evidence[i].accepted]
    if dense_only:
        frame = frame_vector(question, query.weighted)
        for chunk_id in dense_only:
            item = evidence[chunk_id]
            item.frame_drop = item.cosine - float(frame @ vector_of[chunk_id]) if frame is not None else None
            item.accepted = item.frame_drop is None or item.frame_drop >= FRAME_DROP


def _fuse_ranks(evidence: dict[int, Evidence], dense: list[tuple[int, float]]) -> None:
    """`dense`: the dense side's candidates, best first (`dense_candidates`)."""
    # The lexical ranking holds the passages whose words alone make them relevant; a weaker
    # lexical match takes part by its vector only. Otherwise RRF would let a passage that is
    # mediocre on both sides (a quarter of the words, a near vector) outrank the one that has
    # every word of the question ("the secret code of place 700") but an ordinary vector.
    lexical = sorted(
        ((i, e.coverage) for i, e in evidence.items() if e.coverage >= RELEVANCE_THRESHOLD),
        key=lambda p: (-p[1], p[0]),
    )
    # The dense ranking is the dense side's own list, the same whichever lexical candidates the
    # database brought (module docstring).
    dense = [(i, cosine) for i, cosine in dense if i in evidence]
    for chunk_id, value in fuse(lexical, dense).items():
        evidence[chunk_id].fused = value


def explain(
    question: str | None, weighted_terms: dict[str, float], product: str, tenant: str | None,
    bridges: dict[str, frozenset[str]] | None = None,
) -> list[Evidence]:
    """Every candidate of either side with its evidence, in `subject_order`. `bridges`: as
    `query_terms` takes them."""
    query = query_terms(weighted_terms, product, tenant, bridges)
    vector = question_vector(question, query.weighted)
    dense = dense_candidates(vector, product, tenant) if vector is not None else []
    ids = list(dict.fromkeys([*query.lexical_ids, *(chunk_id for chunk_id, _ in dense)]))
    if not ids:
        return []
    rows = db.session.execute(
        select(KnowledgeChunk, KnowledgeDocument.title, KnowledgeDocument.url)
        .join(KnowledgeDocument, KnowledgeDocument.id == KnowledgeChunk.document_id)
        .where(KnowledgeChunk.id.in_(ids))
    ).all()
    dense_of, vector_of = _dense_evidence(rows, vector)
    # The words of the question's capitalised names that say which thing it is (not a city, a
    # month or a generic word such as "hotel"), as alternatives (`_names_partly`).
    names = [[query.alternatives.get(t) or glossary.alternatives(t) for t in name if glossary.is_topical(t)]
             for name in proper_names(question or "")]
    evidence: dict[int, Evidence] = {}
    dense_only: list[int] = []  # accepted on their vectors alone: the frame test decides
    for chunk, title, url in rows:
        item, by_words = _weigh(query, chunk, title, url, dense_of.get(chunk.id, (None, None)), names)
        evidence[chunk.id] = item
        if item.accepted and not by_words:
            dense_only.append(chunk.id)
    _check_dense_only(evidence, dense_only, query, question, vector_of)
    _fuse_ranks(evidence, dense)
    return sorted(evidence.values(), key=subject_order)


_VOWELS = str.maketrans("", "", "aeiou")


def _skeleton(term: str) -> str:
    """A Latin-script word's consonants, doubled ones once, "ch" as "c": the part of a name that
    survives another language's spelling (Oromo "Samen", English "Simien"; "Minci", "Minch")."""
    consonants = term.replace("ch", "c").translate(_VOWELS)
    return "".join(c for i, c in enumerate(consonants) if i == 0 or c != consonants[i - 1])


def _names_partly(name: list[frozenset[str]], chunk_terms: frozenset[str]) -> bool:
    """Whether the passage (`chunk_terms`, with their glossary meanings) has some of the name's
    words but not all (`name`: each word's alternatives). A word is had by any alternative, or,
    for a name of three consonants or more, by a word with the same consonants."""
    if len(name) < 2:
        return False
    skeletons = {_skeleton(t) for t in chunk_terms if t.isascii()}
    had = [bool(alternatives & chunk_terms)
           or any(len(s := _skeleton(t)) >= 3 and s in skeletons for t in alternatives if t.isascii())
           for alternatives in name]
    return any(had) and not all(had)


def subject_order(item: Evidence) -> tuple:
    """The order passages are answered in: first the passages holding nearly all of the question's
    weight (`Evidence.complete`), then those that mention more of the question's subjects (the
    glossary's words for what it is about), then those that mention more of them by their own
    words (breakfast, not food, answers "when is breakfast?"), then those holding most of the
    weight of the question's words the glossary does not know (`Evidence.specific`), then those
    whose title names its subjects, then by fused rank. A subject in the title says only what kind of
    thing a passage is about: "guide fee for the axum stelae walk" was answered by the first of a
    dozen "Guided bird walk at ..." passages (a quarter of the question's words) before the Axum
    walking tour that holds every word, and "mule ride to asheton maryam price" by the airport
    transfers (a "ride" in the title), since neither title names the glossary's word. The vectors
    prefer a passage in the question's own language and script, so on fused rank alone an Amharic
    question about parking got the Amharic airport pick-up ("car" only) before the English parking
    rule ("car" and "parking"), and a question about the swimming pool the Timkat passage that
    mentions Fasilides' Bath ("ፋሲል መዋኛ", a "swimming place") in passing. The subject keys ignore how
    much of the question a passage holds: before the complete key, the passage holding every word but
    a count ("2 coffee breaks per person price", a count being a name to `specific`) came after a
    dozen passages holding "coffee" and the count, a third of the question."""
    return (-item.complete, -item.subjects, -item.exact, -item.specific, -item.titled, -item.fused,
            -item.coverage, -(item.cosine or 0.0), item.chunk.id)


# The language every glossary meaning is written in (its head words): a version in it is read
# the best when none is in the asked language.
GLOSSARY_LANGUAGE = "en"


def _version_rank(item: Evidence, lang: str | None) -> int:
    return 0 if item.chunk.lang == lang else 1 if item.chunk.lang == GLOSSARY_LANGUAGE else 2


def one_version(items: list[Evidence], lang: str | None) -> list[Evidence]:
    """Of a document learned in several languages (one url, knowledge.learn), the version in `lang`
    if it was found, else the English one if found, else the first found: its translations say the
    same and would crowd out other passages. (English, not another foreign version: the glossary
    writes every meaning in English, and a guest writing Amharic or Oromo in Latin letters often
    writes the English word, "timket gondar buffet le adult", which the Oromo version of the same
    text writes "nyaata", "ga'eessaaf".)"""
    chosen: dict[str, Evidence] = {}
    for item in items:
        current = chosen.get(item.url)
        if item.url and (current is None or _version_rank(item, lang) < _version_rank(current, lang)):
            chosen[item.url] = item
    kept = {item.chunk.document_id for item in chosen.values()}
    return [item for item in items if not item.url or item.chunk.document_id in kept]


NEAR_CANDIDATES = 5


def candidate_summary(item: Evidence) -> dict:
    """A candidate as stored beside an unanswered question (JSON)."""
    return {"chunk_id": item.chunk.id, "document_id": item.chunk.document_id, "title": item.title,
            "url": item.url, "lang": item.chunk.lang, "accepted": item.accepted,
            "coverage": round(item.coverage, 3),
            "cosine": round(item.cosine, 3) if item.cosine is not None else None,
            "snippet": item.chunk.text[:200]}


def search(
    weighted_terms: dict[str, float], product: str, tenant: str | None, limit: int = 5,
    *, question: str | None = None, lang: str | None = None, near: list[dict] | None = None,
    bridges: dict[str, frozenset[str]] | None = None,
) -> list[Passage]:
    """Passages relevant to the question, best (fused) first; only those the guard accepts.
    `weighted_terms`: term -> importance (1.0 the question's, 0.5 from history); `question`:
    the question's own text for the dense side (without it, its terms stand in); `lang`: the
    asked language, whose version of a translated document is preferred (`one_version`).
    `near`: a list that receives the best NEAR_CANDIDATES candidates, accepted or not (what an
    unanswered question is recorded with: unanswered.py), at no second search. `bridges`: the
    question's words in the other script (`query_terms`)."""
    passages: list[Passage] = []
    ceiling = 1.0
    evidence = explain(question, weighted_terms, product, tenant, bridges)
    if near is not None:
        near.extend(candidate_summary(item) for item in evidence[:NEAR_CANDIDATES])
    accepted = one_version([item for item in evidence if item.accepted], lang)
    for item in accepted:
        relevance = max(item.coverage, dense_relevance(item.cosine) if item.cosine is not None else 0.0)
        ceiling = min(ceiling, relevance)
        chunk = item.chunk
        passages.append(
            Passage(
                chunk.id,
                chunk.document_id,
                chunk.position,
                chunk.text,
                item.title,
                item.url,
                chunk.lang,
                round(ceiling, 4),
                frozenset(chunk.search_text.split()),
            )
        )
        if len(passages) == limit:
            break
    return passages
