"""A guest's misspelt word read as the word the scope knows: "shared shutle from bole airprt" asks
about the shuttle from Bole airport, "tonite" is tonight, "evisa" the visa.

Guests type on phones, fast. A question word that no passage of the scope, no glossary entry, no
destination, hotel or catalogue word holds is either a subject nobody taught (a gym, aromatherapy:
the question must still get "don't know") or a slip of the thumb. It is read as a word the scope
knows only when all of these hold:

- it is no English word (the English dictionary symspellpy ships, 82,765 words): "message" is not
  a misspelt "massage", "hostel" not "hotel", "camel" not "cable"; a real word the scope never
  saw is a subject it was not taught (analysis.unknown_terms then says so);
- it is no Ethiopian word as guests write it in Latin letters (amharic_latin.writes_amharic:
  "timket" is the Timkat festival, not a misspelt "ticket");
- it has at least MIN_WORD letters (shorter words have too many neighbours: "tor" is tour and
  torn and top);
- exactly one word of the scope's vocabulary is nearest to it, within MAX_DISTANCE edits
  (Damerau-Levenshtein: a swapped pair of letters is one slip), compared as written and by
  the way it sounds (SOUND_SPELLINGS: "tonite" and "tonight" sound alike);
- that word is no stop word and no number.

Only English questions: an Amharic or Oromo word the index lacks is mostly an inflected form of
one it holds (the retrieval side reads those, lexical.inflected_alternatives, glossary._entry),
and an edit that turns it into another word changes its meaning. Amharic typed in Latin letters
is read by amharic_latin.py against the scope's Ethiopic words.

The vocabulary is the scope's (product, tenant) and is built once per knowledge fingerprint
(retrieval.scope_fingerprint: a learn or a delete changes it), so a chat turn pays a set lookup
per word and a bounded scan only for an unknown word. The live hotels' names and the catalogue's
words join it per turn (they are few, and change with the catalogue, not with learning).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from threading import Lock

from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein
from sqlalchemy import bindparam, text

from app.extensions import db
from app.services.assistant import amharic_latin, glossary, retrieval
from app.services.assistant.growing_cache import GrowingCache
from app.services.assistant.text import STOPWORDS, english_words, normalize_token, tokens
from app.services.booking import destinations

MIN_WORD = 5
# Edits allowed by the word's length: one slip in a word of up to 7 letters, two in a longer one.
LONG_WORD = 8
MAX_DISTANCE = {False: 1, True: 2}
# English spellings written as they sound (guests' shorthand): compared after these are replaced,
# "tonite" and "tonight" are one word.
SOUND_SPELLINGS = (("ght", "t"), ("ph", "f"), ("ck", "k"), ("ough", "o"), ("wh", "w"))
_DOUBLED = re.compile(r"(.)\1+")
_LATIN_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
SCOPES_CACHED = 16


def _sound(word: str) -> str:
    for written, sound in SOUND_SPELLINGS:
        word = word.replace(written, sound)
    return _DOUBLED.sub(r"\1", word)


@dataclass(frozen=True)
class Vocabulary:
    """What a scope knows, as index terms: `latin` for correcting English words; `ethiopic_words`:
    the Amharic passages' written words (for amharic_latin.py)."""

    latin: frozenset[str]
    ethiopic_words: frozenset[str]

    def with_terms(self, extra: frozenset[str]) -> Vocabulary:
        return Vocabulary(self.latin | extra, self.ethiopic_words)

    def merged(self, other: Vocabulary) -> Vocabulary:
        if other.latin <= self.latin and other.ethiopic_words <= self.ethiopic_words:
            return self  # the same object: the spellers and word tables built for it still serve
        return Vocabulary(self.latin | other.latin, self.ethiopic_words | other.ethiopic_words)


@dataclass(frozen=True)
class _Read:
    """A scope's vocabulary as read: at which knowledge fingerprint, how many documents it held,
    up to which document (the newest's creation time, and the documents created at that time: a
    learn inserts later, a replaced document too, since SQLite may reuse an id), and how many
    documents removed since its last whole read still lend it their words."""

    fingerprint: tuple
    vocabulary: Vocabulary
    documents: int
    newest: object  # a datetime, or SQLite's text of one: compared with what the database gives
    at_newest: frozenset[int]
    stale: int = 0


_cache: dict[tuple[str, str | None], _Read] = {}
_cache_lock = Lock()
# A learn adds a document: only its chunks are read and their words added (a chat turn after an
# admin teaches something pays for that document, not for the scope's thousands of chunks: the
# whole read took 0.2-0.5 s at 5,000 chunks on a loaded machine). A removed or replaced
# document's words stay in the vocabulary until the removed documents are this share of the
# scope's; then it is read whole. A word kept too long only lets a slip be read as a word no
# passage holds any more (retrieval then finds nothing by it, as it would by the slip); a
# worker's start reads it whole anyway.
MAX_STALE_SHARE = 0.2


def vocabulary(product: str, tenant: str | None) -> Vocabulary:
    """The scope's vocabulary, read once per knowledge fingerprint, and after a learn by the new
    documents only (module docstring, MAX_STALE_SHARE)."""
    key = (product, tenant)
    fingerprint = retrieval.scope_fingerprint(product, tenant)
    cached = _cache.get(key)
    if cached is not None and cached.fingerprint == fingerprint:
        return cached.vocabulary
    built = _grown(cached, fingerprint, product, tenant) if cached is not None else None
    if built is None:
        documents, newest, at_newest, _ = _documents_since(product, tenant, None)
        built = _Read(fingerprint, _read_vocabulary(product, tenant, None), documents, newest, at_newest)
    with _cache_lock:
        if key not in _cache and len(_cache) >= SCOPES_CACHED:
            _cache.pop(next(iter(_cache)))
        _cache[key] = built
    return built.vocabulary


def _grown(cached: _Read, fingerprint: tuple, product: str, tenant: str | None) -> _Read | None:
    """`cached` with the words of the documents learned since (None: read it whole, too many of
    its documents are gone)."""
    documents, newest, at_newest, new = _documents_since(product, tenant, cached)
    stale = cached.stale + max(0, cached.documents + len(new) - documents)
    if stale > MAX_STALE_SHARE * documents:
        return None
    read = _read_vocabulary(product, tenant, new) if new else Vocabulary(frozenset(), frozenset())
    return _Read(fingerprint, cached.vocabulary.merged(read), documents, newest, at_newest, stale)


def _documents_since(product: str, tenant: str | None, cached: _Read | None):
    """The scope's number of documents, its newest creation time (as the database gives it) and
    the documents created then, and the ids of the documents created since `cached` was read
    (all of them without it). Only those rows are read, not one per document of the scope (a
    tenth of a second at 5,000 documents on a loaded machine)."""
    scope = retrieval.scope_sql(tenant, "d")
    parameters = {"product": product, "tenant": tenant}
    count, newest = db.session.execute(
        text(f"SELECT count(*), max(d.created_at) FROM knowledge_documents d WHERE {scope}"),  # noqa: S608 - constants and bound parameters only
        parameters).one()
    since = cached.newest if cached is not None else None
    rows = db.session.execute(
        text(f"SELECT d.id, d.created_at FROM knowledge_documents d WHERE {scope}"  # noqa: S608 - constants and bound parameters only
             + ("" if since is None else " AND d.created_at >= :since")),
        {**parameters, "since": since}).all() if cached is not None else db.session.execute(
        text(f"SELECT d.id, d.created_at FROM knowledge_documents d WHERE {scope} "  # noqa: S608 - constants and bound parameters only
             "AND d.created_at = :newest"), {**parameters, "newest": newest}).all()
    at_newest = frozenset(document_id for document_id, created in rows if created == newest)
    seen = cached.at_newest if cached is not None else frozenset()
    new = [document_id for document_id, created in rows if not (created == since and document_id in seen)]
    return count, newest, at_newest, new


def _read_vocabulary(product: str, tenant: str | None, documents: list[int] | None) -> Vocabulary:
    """The scope's index terms in Latin letters, and the written words of its Amharic passages
    (only theirs are read whole: Amharic typed in Latin letters spells Amharic words, not
    Tigrinya ones, and the index holds Ethiopic words stemmed); of the given `documents` only,
    or of all."""
    latin: set[str] = set()
    ethiopic: set[str] = set()
    scope = retrieval.scope_sql(tenant)
    statement = text(f"SELECT c.search_text, CASE WHEN c.lang = 'am' THEN c.text END FROM knowledge_chunks c "  # noqa: S608 - constants and bound parameters only
                     f"WHERE {scope}" + ("" if documents is None else " AND c.document_id IN :documents"))
    parameters = {"product": product, "tenant": tenant}
    if documents is not None:
        statement = statement.bindparams(bindparam("documents", expanding=True))
        parameters["documents"] = documents
    for search_text, amharic in db.session.execute(statement, parameters):
        latin.update(search_text.split())
        if amharic:
            ethiopic.update(_ETHIOPIC_WORD.findall(amharic))
    return Vocabulary(frozenset(t for t in latin if t.isascii()) | _fixed_latin(), frozenset(ethiopic))


_ETHIOPIC_WORD = re.compile(r"[\u1200-\u137f]+")


@cache
def place_terms() -> frozenset[str]:
    """The Latin terms of the destinations' names and their other spellings."""
    names = " ".join(name for d in destinations.DESTINATIONS for name in (d.name, *d.aliases))
    return frozenset(t for t in tokens(names) if t.isascii())


@cache
def _fixed_latin() -> frozenset[str]:
    """Latin terms known whatever was learned: the glossary's, the destinations' names."""
    return frozenset(t for t in glossary.all_terms() if t.isascii()) | place_terms()


class Speller:
    """Corrects words against a set of known terms, indexed once by length, as written and as
    sounded (a chat turn then scans only the terms of a near length, in C: rapidfuzz)."""

    def __init__(self, known: frozenset[str]):
        self.known = known
        self._by_length: dict[int, tuple[list[str], list[str]]] = {}
        self._index(known)

    def _index(self, terms: frozenset[str]) -> None:
        # Never into a place's name: "demera" (ደመራ, the Meskel bonfire) is not Semera, and a city
        # asked changes every answer (routing.consistent_with_city); the destinations table reads
        # a city's other spellings itself.
        for term in terms - place_terms():
            if term.isalpha() and term not in STOPWORDS:
                written, sounds = self._by_length.setdefault(len(term), ([], []))
                written.append(term)
                sounds.append(_sound(term))

    def grown_to(self, known: frozenset[str]) -> Speller:
        """A speller for `known` (a superset of this one's terms): this one's index, copied, with
        the new terms added (growing_cache.py)."""
        grown = Speller.__new__(Speller)
        grown.known = known
        grown._by_length = {n: (list(written), list(sounds))
                            for n, (written, sounds) in self._by_length.items()}
        grown._index(known - self.known)
        return grown

    def _candidates(self, term: str) -> set[str]:
        """The known terms nearest to `term` within its allowed distance, as written or as sounded."""
        limit = MAX_DISTANCE[len(term) >= LONG_WORD]
        best: dict[str, int] = {}
        sound = _sound(term)
        for length in range(len(term) - limit - 1, len(term) + limit + 2):
            terms, sounds = self._by_length.get(length, ((), ()))
            for query, choices in ((term, terms), (sound, sounds)):
                for _, distance, index in process.extract(query, choices, scorer=DamerauLevenshtein.distance,
                                                          score_cutoff=limit, limit=None):
                    best[terms[index]] = min(best.get(terms[index], distance), distance)
        if not best:
            return set()
        nearest = min(best.values())
        return {t for t, d in best.items() if d == nearest}

    def correction(self, word: str) -> str | None:
        """The known term a written word is a misspelling of, or None (module docstring)."""
        folded = word.casefold()
        term = normalize_token(folded)
        if (len(folded) < MIN_WORD or not folded.isalpha() or not folded.isascii() or folded in STOPWORDS
                or term in self.known or glossary.knows(term) or folded in english_words()
                or term in english_words() or amharic_latin.writes_amharic(folded)):
            return None
        found = self._candidates(term)
        # Several nearest words that are one meaning of the glossary (a word and its synonym) are one.
        if len(found) > 1 and len({frozenset(glossary.alternatives(t)) for t in found}) > 1:
            return None
        return min(found) if found else None


_spellers = GrowingCache(Speller, Speller.grown_to, SCOPES_CACHED)


def speller(known: frozenset[str]) -> Speller:
    return _spellers.get(known)


@lru_cache(maxsize=SCOPES_CACHED)
def known_terms(vocabulary: Vocabulary, elsewhere: frozenset[str]) -> frozenset[str]:
    """The scope's vocabulary with the terms answered elsewhere (the catalogue, the product's
    rules): one set object per scope and catalogue, so that its speller is built once."""
    return vocabulary.latin | elsewhere


def correction(word: str, known: frozenset[str]) -> str | None:
    """The `known` term a written word is a misspelling of, or None (module docstring)."""
    return speller(known).correction(word)


def _may_be_misspelt(word: str) -> bool:
    folded = word.casefold()
    return (len(folded) >= MIN_WORD and folded not in english_words() and folded not in STOPWORDS
            and not amharic_latin.writes_amharic(folded))


def applies(question: str, lang: str | None) -> bool:
    """Whether `question` may hold a misspelt word (an English question with a word of MIN_WORD
    letters or more that is no English word): only then is the vocabulary needed."""
    return ((lang or "").strip().lower() == "en"
            and any(_may_be_misspelt(m.group()) for m in _LATIN_WORD.finditer(question)))


def corrected(question: str, lang: str | None, known: frozenset[str]) -> str:
    """`question` with its misspelt words replaced by the `known` terms they are slips for (an
    English question only; unchanged otherwise). `known`: the scope's vocabulary with the terms
    the catalogue and the product's rules answer (routing.known_terms)."""
    if not applies(question, lang):
        return question

    def replace(match: re.Match) -> str:
        word = match.group()
        return (speller(known).correction(word) or word) if _may_be_misspelt(word) else word

    return _LATIN_WORD.sub(replace, question)
