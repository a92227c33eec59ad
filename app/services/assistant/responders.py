"""Responders: turn a question plus what was found (passages, catalogue facts) into a reply.

One interface (`Responder.start(context) -> ReplyStream`), a table of implementations
(RESPONDERS, chosen by ASSISTANT_RESPONDER):

- `offline` (default): no model. Composes the reply from the retrieved passages themselves, by
  picking the sentences that share the most weighted terms with the question, and cites only
  the documents those sentences came from; a catalogue answer follows (or stands alone). A
  sentence shares a term by any word the glossary gives it, as in retrieval (its translations,
  synonyms, inflected forms and broader or narrower words: `sentence_score`), so an Amharic or
  Oromo question picks the sentence of an English passage that holds the answer.
- `openai`: any OpenAI-compatible chat-completions server (POST {base}/chat/completions with
  `stream: true`, `data: {...}` chunks until `data: [DONE]`). It gets numbered sources and must
  cite them as [n]; only the cited ones are returned as sources. If the server fails before the
  first token, the offline composer answers instead (the reply stays grounded).

Both refuse to answer when nothing relevant was found: the caller sends the fixed
"don't know" phrase instead of asking a model to improvise.
"""

from __future__ import annotations

import itertools
import json
import logging
import math
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

import httpx

from app.services.assistant import (
    analysis,
    entities,
    ethiopian_dates,
    ethiopian_time,
    glossary,
    grounding,
    languages,
    product_knowledge,
    stay_questions,
    transliteration,
)
from app.services.assistant.catalogue_answers import CatalogueAnswer
from app.services.assistant.phrases import phrase
from app.services.assistant.retrieval import Passage
from app.services.assistant.retrieval.dense import script_of
from app.services.assistant.text import english_words, has_ethiopic, split_sentences, tokens, words
from app.services.booking.stays import local_today

log = logging.getLogger(__name__)

MAX_SENTENCES = 3
MAX_REPLY_CHARS = 900
PASSAGE_MARGIN = 0.9
SENTENCE_MARGIN = 0.6
# A sentence holding a question's word only by a broader or narrower one ("food" for
# "breakfast") answers it less than one that names it.
BROADER_SHARE = 0.5


@dataclass
class Context:
    question: str
    lang: str
    weighted_terms: dict[str, float]
    passages: list[Passage] = field(default_factory=list)
    catalogue: CatalogueAnswer | None = None
    unknown: tuple[str, ...] = ()  # subject words no passage holds (analysis.unknown_terms)
    unseen: tuple[str, ...] = ()  # the same in any language (analysis.unseen_terms)
    untaught: tuple[str, ...] = ()  # of those, the borrowed words nobody taught (analysis.untaught_terms)
    # The question's glossary words no passage of the scope writes by any of their glossary words
    # (analysis.absent_terms): a thing nobody taught, though the glossary knows its word ("yoga").
    absent: tuple[str, ...] = ()
    history: list[tuple[str, str]] = field(default_factory=list)  # (role, content), oldest first
    hotel_ids: tuple[int, ...] = ()  # the catalogue's hotels the question names
    hotel_rows: tuple[tuple[int, str, str], ...] = ()  # the live hotels (id, name, city)
    # term -> the passages' words of the other script it sounds like (transliteration.bridges)
    bridges: dict[str, frozenset[str]] = field(default_factory=dict)
    # The catalogue answers with the cards of the hotels the question names, no dates asked (not
    # a list of hotels, not a stay's quote): see _answered_without_the_catalogue.
    catalogue_is_card: bool = False
    # The texts of the chunks just before and after passages in their documents, by (document id,
    # position) (knowledge.neighbouring_chunks): a passage goes on about what the text before its
    # first sentence named, and the text after it may state the value (`_passage_sentences`).
    neighbouring_chunks: Callable[[list[Passage]], dict[tuple[int, int], str]] | None = None


# How sure a reply is (ReplyStream.outcome): a "don't know" and a low-confidence answer are
# recorded for an administrator to teach (unanswered.py).
ANSWERED, DONT_KNOW, LOW_CONFIDENCE = "answered", "dont_know", "low_confidence"


class ReplyStream:
    """Iterate for text pieces; `sources` is complete once iteration ends. `outcome`: ANSWERED,
    DONT_KNOW or LOW_CONFIDENCE."""

    def __init__(self, pieces: Iterator[str], outcome: str = ANSWERED):
        self._pieces = pieces
        self.sources: list[dict] = []
        self.text = ""
        self.outcome = outcome

    def __iter__(self):
        for piece in self._pieces:
            self.text += piece
            yield piece


def pieces_of(text: str, words_per_piece: int = 3) -> Iterator[str]:
    """Split a composed reply into small deltas (a few words each, whitespace kept)."""
    parts = re.findall(r"\S+\s*", text)
    for start in range(0, len(parts), words_per_piece):
        yield "".join(parts[start : start + words_per_piece])


def document_source(passage: Passage, snippet: str) -> dict:
    if passage.builtin:
        return {"type": "builtin", "id": None, "title": passage.title, "url": passage.url,
                "snippet": snippet[:300]}
    return {
        "type": "document",
        "id": passage.document_id,
        "title": passage.title,
        "url": passage.url,
        "snippet": snippet[:300],
    }


# --- offline ---------------------------------------------------------------------------------


# A sentence that states an amount of money.
# (A surcharge in percent is an amount too: "a 3 percent surcharge", Oromo "harka 50 dabalataa".)
_STATES_MONEY = re.compile(r"\d[\d,.]*\s*(?:birr|etb|ብር|qarshii|us dollars|dollars|(?:የአሜሪካ\s*)?ዶላር|%|"
                           r"percent|per cent|በመቶ|ፐርሰንት)|(?:birr|etb|qarshii|\bharka|dhibbeentaa)\s*\d", re.I)


@dataclass
class _Sentence:
    """A candidate sentence of the reply."""

    score: float
    foreign: bool  # its passage is in another language than the question's
    rank: int  # its passage's rank
    index: int  # its place in the passage
    text: str
    passage: Passage
    matched: frozenset[str]  # the question's terms it holds (`sentence_terms`)
    names_subject: bool = True  # it holds a word of the question's subject (analysis.py)
    carries: bool = True  # it states a value of the asked type (analysis.carries)
    # The text its subject is read from: the sentence before it in its passage, or, for a sentence
    # naming no thing of its own, its `scope`'s.
    before: str = ""
    # For a sentence naming no thing of its own: the one it speaks of the thing of, the last of its
    # passage to name one (`_passage_sentences`).
    scope: _Sentence | None = None


def sentence_terms(weighted_terms: dict[str, float], alternatives: dict[str, frozenset[str]],
                   sentence: str, lang: str | None = None) -> tuple[frozenset[str], float]:
    """The question's terms a sentence holds, each by any of its glossary words (`alternatives`:
    term -> glossary.alternatives), the sentence's words also read as the glossary words they
    are forms of (glossary.with_meanings): the measure retrieval uses for a passage. `lang`: the
    language of both the question and the sentence, whose inflected forms of any word the index
    stems apart are the word too (glossary.inflected_alike: Amharic "ጉብኝቱ", stemmed "ጉብኝ", is
    the sentence's "ጉብኝት"). And their weight, a term held only by a broader or narrower word (food for
    "breakfast") at BROADER_SHARE of its own."""
    terms = glossary.with_meanings(frozenset(tokens(sentence)))
    if lang is not None:
        terms |= {t for t in weighted_terms if t not in terms
                  and any(glossary.inflected_alike(t, term, lang) for term in terms)}
    matched = frozenset(t for t in weighted_terms if alternatives[t] & terms)
    score = math.fsum(weighted_terms[t] * (1.0 if glossary.synonyms(t) & terms else BROADER_SHARE)
                for t in matched)
    return matched, score


def _passage_sentences(context: Context, question: analysis.Question, passages: list[Passage],
                       weighted_terms: dict[str, float], alternatives: dict[str, frozenset[str]],
                       neighbours: dict[tuple[int, int], str] | None = None,
                       continuing: frozenset[tuple[int, int]] = frozenset(),
                       loose: bool = False) -> list[_Sentence]:
    """Every sentence of the passages that shares a term with the question, scored. A sentence
    that states the asked value and names no thing of its own ("The hippo trip leaves at 16:00
    from the jetty. Bring a hat. It costs 1,200 birr.") names the subject of the sentence its
    passage last named a thing in (its scope): the subject is the hippo trip's.
    A passage is a piece of its document cut by length, not where the text stops speaking of a
    thing: `neighbours` ((document id, position) -> text: the chunks before and after the
    passages) continue it. The text before it says what its first sentences speak of ("...
    arranges transport to Sodere." | "The bus leaves at 09:00"), and the sentences after it that
    go on about the thing it named last are candidates too ("The Dorze trip drives up to the
    village." | "It leaves at 14:00 and costs 1,750 birr"), up to the first that does not. So are
    only those of a passage (document id, position) in `continuing`, about the asked thing only by
    the chunk before it.
    `loose`: a question word the passage does not write (a specific word, a name of the question
    written in another script) is no evidence alone that a sentence speaks of another thing: it
    names the subject unless the word is one nobody taught (`_untaught_words`). Its answer is then
    weighed by how much of the asked thing it holds (`_answer_by_coverage`)."""
    neighbours = neighbours or {}
    asks_price = question.asked_type == "price"
    # A sentence stating an amount answers "how much?" even if it repeats fewer of its words.
    money_bonus = max(context.weighted_terms.values(), default=1.0)
    whole_question = math.fsum(context.weighted_terms.values())
    subject = frozenset(question.subject)
    # The subject's heads: the glossary's words for what is asked about (pool, massage, park),
    # not the words that say which one (a hotel's name, "hot stone"). The passage must hold one
    # (they translate, so a passage about the subject has it; one, for "the shuttle or the boat
    # trip?"): Gihon Terrace Hotel's check-out time is no answer for its pool's hours, though it
    # names the hotel.
    heads = frozenset(t for t in subject if glossary.is_subject(t))
    asked = frozenset(a for t in weighted_terms for a in alternatives[t])
    # The question's names: the words of its subject the glossary does not know ("kebran
    # gabriel", "djibouti"; `_names_in`). A sentence of another language names the subject only
    # when it, the sentence before it or its passage's title writes one of them, in any script
    # (grounding.same_name: "ክብራን ገብርኤል"): a glossary word alone ("boat") matches every boat,
    # the Zege peninsula's for a question about the boat to Kebran Gabriel.
    # (Its names are read from every passage found, not only the kept ones: a passage dropped for
    # another year or city still shows that "Irreecha" is a name.)
    names = _names_in(context, question, [p for p in context.passages if not p.builtin]) if any(
        p.lang != context.lang for p in passages) else ()
    # No passage found writes a name of the question: a sentence in another script still names the
    # subject only by one of the question's own words (`_unwritten_names`), not by a glossary word
    # alone ("guide" of "the Mercato full-day guide" is Tiya's guide too).
    # The question's words that say which thing is asked (`_specific_words`: "child", "breakfast",
    # an untaught "pizza"): a sentence of another language shares the glossary's word for what is
    # asked ("price", "boat trip", "massage") with every sibling, so it speaks of the asked one only
    # when its passage has written each of them by then. So does a sentence of the question's own
    # language stating a value asked for (a typed question): "The boat trip costs 1,800 birr" in a
    # passage that never names children documents the trip for anyone, a sibling of the children's
    # trip asked, and "the spa opens at 08:00" no hours of its pool. There the glossary's subjects
    # are weighed (the question's untaught words, often a verb or an inflected form the passage
    # writes otherwise, are weighed per passage: `_names_specific_words`). (Not in a question asking
    # about two things, "the shuttle or the hippo trip": a sentence about one answers it.)
    specific = _specific_words(context, question) if question.typed or any(
        p.lang != context.lang for p in passages) else ()
    own_specific = () if grounding.joins_things(context.question) else tuple(
        (term, word) for term, word in specific if glossary.is_subject(term))
    unwritten = _unwritten_names(context, question) if not names and any(
        script_of(p.text) != script_of(context.question) for p in passages) else ()
    # The clock time the question is asked for ("landing at 1am, is there an extra charge?"): a
    # sentence whose hours hold it ("after 23:00 a night surcharge of 450 birr") is about the asked
    # case, whatever words it uses for it.
    clocks = grounding.Qualifiers.of(context.question, question.asked_type).quantities.get("clock")
    if question.asked_type is None:
        # An untyped question ("my flight lands 1am, is there extra for the shuttle?") asks about
        # its clock time as much as a priced one does.
        clocks = grounding.quantities(context.question).get("clock")
    asked_clock = grounding.Qualifiers(quantities={"clock": clocks}) if clocks else None
    # The other quantities the question states ("the 4-day trek", "the 2-hour boat trip", "a hall
    # for 100 people"): a sentence stating each of them, in a passage about the asked subject,
    # is about the asked one of its siblings ("የ4 ቀን ጉዞ ... 17,500 ብር" after the 2-day trip's
    # price), whatever words it uses for the subject (`_states_asked_quantities`).
    asked_days = analysis.weekdays_named(context.question)
    # Days asked in the plural ("which days does the coffee tour run?"): any day of the week a
    # sentence names is the asked case, not the season or date another sentence gives.
    any_weekday = question.asked_type == "date" and analysis.asks_weekdays(context.question)
    # (A count asked as an age is stated as one: "younger than 16", not the spa's 09:00.)
    asks_age = question.asked_type == "count" and analysis.asks_age(context.question)
    own_qualifiers = grounding.Qualifiers.of(context.question, question.asked_type)
    asked_quantities = {kind: values for kind, values in own_qualifiers.quantities.items()
                        if kind not in _NOT_SINGLING_OUT}
    # Which member of a contrast is asked ("for an adult", "ንዓቢ ሰብ"): a sentence stating it ("ዋጋው
    # ለአንድ አዋቂ 1,450 ብር") is the asked one's, as one stating the asked quantity is, whatever
    # words it uses for the subject; the private boat beside it, for any party, is not.
    asked_members = own_qualifiers.contrasts
    # An age asked ("for my 8 year old", "daa'ima waggaa 8") is the asked member of the ages'
    # contrast: a sentence stating a band of ages holding it ("children aged 4 to 12 pay 350 birr",
    # "waggaa 6 hanga 12f birrii 900") states the asked member, as "for a child" does; a band not
    # holding it ("children under 5 ride free") is a sibling's (grounding.conflict).
    asked_ages = own_qualifiers.ages
    # A quantity the question states (a number and its unit) says which one, not what thing is
    # asked: a sentence holding only it ("the coffee scrub lasts 60 minutes" for "the 60 min
    # massage") does not name the subject (unless the subject is nothing but quantities). A unit
    # alone ("በቀን", per day) and a year or date are words of the subject as before.
    subject_naming_terms = subject - grounding.quantity_terms(context.question) or subject
    # Where the question sets what it asks about (the hotel it names, its city: `_hotel_name_words`)
    # is written by every sentence of a passage about that hotel, the asked thing's and its
    # siblings' alike: there it says which passage, never which sentence. A sentence naming the
    # subject by those words alone ("Hoteelichi deemsa miilaa paarkii Amora Gedel keessatti ..."
    # for a horse ride at Amora Gedel) does not name what is asked, and they add nothing to a
    # sentence's score ("Lake Tana Shore Resort has a lakeside restaurant" lent its whole score to
    # the breakfast price after it, above the cultural dinner asked about). (Not in a passage that
    # names no such hotel: "the Zege Peninsula trip" of another hotel's boat trips is the place
    # the asked hotel is named after, `_for_passage`. Nor when the subject is nothing but the
    # setting: "what does Entoto Grand cost?" Nor for an untyped question, which asks no value that
    # would say which sentence: "how much more does Fasil Castle View add for Timket?" is
    # answered by the sentence naming the hotel and its surcharge.)
    hotel_words = _hotel_name_words(context) & subject if question.typed else frozenset()
    setting_naming_terms = subject_naming_terms - hotel_words or subject_naming_terms
    # (Loose: the question's words a sentence in another script cannot be checked on, `_uncheckable`;
    # coverage weighs the rest, `_answer_by_coverage`.)
    uncheckable = _uncheckable(context, question, tuple(subject)) if loose else frozenset()

    def unchecked_here(passage: Passage) -> frozenset[str]:
        return uncheckable if script_of(passage.text) != script_of(context.question) else frozenset()

    candidates = []
    found = {(p.document_id, p.position) for p in passages}
    for rank, passage in enumerate(passages):
        subject_named = False  # a sentence of this passage so far names the asked subject
        # (Or only where it is set, the hotel asked: a sentence there stating the asked quantity,
        # member or weekday is still the asked case, "60 minutes for 1,800 birr" on the lodge's
        # spa menu for its 60-minute massage, whose word the passage writes otherwise.)
        setting_named = False
        # (A form of a question's word counts in a passage of the question's language; in Oromo
        # only for whether the passage holds the word (`_names_specific_words`): a sentence naming
        # "daa'imman" (children) names the question's qualifier, "daa'immaniif" (for children), not
        # the trip asked about, and the passages for one written alike are measured more precise.)
        inflections = (context.lang if passage.lang == context.lang
                       and context.lang not in glossary.OROMO_LANGUAGES else None)
        # The chunk before the passage is read for what it names, never answers; the one after it
        # (unless it is a passage found itself) only for the sentences going on about the thing
        # the passage named last.
        lead = split_sentences(neighbours.get((passage.document_id, passage.position - 1), ""))
        tail = [] if (passage.document_id, passage.position + 1) in found else split_sentences(
            neighbours.get((passage.document_id, passage.position + 1), ""))
        own_sentences = split_sentences(passage.text)
        setting = hotel_words if _names_an_asked_hotel(context, passage) else frozenset()
        naming_terms = setting_naming_terms if setting else subject_naming_terms
        held, _ = sentence_terms(weighted_terms, alternatives,
                                 f"{passage.title or ''}. {' '.join(lead)} {passage.text}", inflections)
        # (Loose, a head the passage does not write is its word for the thing written otherwise,
        # "rent" for a hall that "costs", unless nobody taught the thing: coverage decides.)
        about_subject = not heads or bool(heads & held) or (
            loose and not _untaught_words(context, tuple(heads)))
        before = ""
        sentences = [*lead, *own_sentences, *tail]
        first = len(lead)
        after = first if (passage.document_id, passage.position) in continuing else first + len(own_sentences)
        terms = [_without_setting(sentence_terms(weighted_terms, alternatives, sentence, inflections),
                                  setting, weighted_terms, alternatives, sentence)
                 for sentence in sentences]
        # The question's own words for its subject (not the glossary's) that the passage's
        # sentences write: only a sentence holding one lends its subject to the sentences after it
        # (`scope`). "The National Museum ... . Open daily 08:30 to 17:00" gives the National
        # Museum's hours, no answer for the Red Terror museum the passage names later.
        own = frozenset(t for matched, _ in terms for t in matched & subject if not glossary.knows(t))

        def names_the_subject(matched: frozenset[str], around: str, last: int, passage: Passage = passage,
                              sentences: list[str] = sentences, about_subject: bool = about_subject,
                              naming_terms: frozenset[str] = naming_terms) -> bool:
            """Whether a text holding the question's terms `matched` names its subject (`around`:
            the text with what it may continue, where a name of the question is looked for). In a
            passage of another language, the passage up to it (its title and sentences up to index
            `last`; -1: the title alone) must write each of the question's specific words; in the
            question's language, for a typed question, each of its specific glossary subjects
            (by any form of it)."""
            named = not subject or (bool(matched & naming_terms) and about_subject)
            foreign = passage.lang != context.lang
            asked_words = specific if foreign else own_specific if question.typed else ()
            if named and asked_words:
                so_far = " ".join([passage.title or "", *sentences[:last + 1]])
                lang = None if foreign else context.lang
                missing = tuple(pair for pair in asked_words
                                if not _writes_each((pair,), so_far, alternatives, lang))
                # (Loose, a word nobody taught still declines, and so does a member of a contrast,
                # "for children": a passage not naming it documents the thing for anyone, a sibling.)
                # (Across scripts, a word no text can be checked on is no evidence either way:
                # `_uncheckable`.)
                if missing and (not loose or _untaught_words(context, tuple(
                        t for t, _ in missing if t not in unchecked_here(passage)))
                                or any(grounding.names_a_contrast(word) for _, word in missing)):
                    return False
            if named and names and passage.lang != context.lang and not grounding.names_one_of(names, around):
                # (A name the sentence does not write, by sounds that need not carry across scripts:
                # "ስካውት" for "scout". Loose, only one nobody taught declines.)
                return loose and not _untaught_words(context, tuple(
                    t for t in tokens(" ".join(names)) if t not in unchecked_here(passage)))
            if named and unwritten and script_of(passage.text) != script_of(context.question):
                return grounding.names_one_of(unwritten, around, MIN_WRITTEN_NAME) or (
                    loose and not _untaught_words(context, tuple(tokens(" ".join(unwritten)))))
            return named

        # What the passage speaks of at each sentence: the last sentence that named a thing (`scope`
        # below). Before the first, the title of a passage that opens its document ("Harar walking
        # tour", then "Price: 4,200 birr per person."), when it names what is asked, one of the
        # subject's heads: a title names the document's topics ("Genna and Timkat" is no title of
        # the Timkat procession's hours). A later passage of the document goes on about whatever
        # its previous one named last, which its title does not say.
        # The words of the sentences so far that named the subject: a thing they bring in is part
        # of what is asked about.
        told: set[str] = set()
        scope = None
        if passage.position - (1 if lead else 0) == 0 and passage.title:
            matched, score = _without_setting(
                sentence_terms(weighted_terms, alternatives, passage.title, inflections), setting,
                weighted_terms, alternatives, passage.title)
            if (not heads or heads & matched) and names_the_subject(matched, passage.title, -1):
                scope = _Sentence(score, passage.lang != context.lang, rank, -1, passage.title, passage,
                                  matched, True, analysis.carries(passage.title, question.asked_type))
        for index, sentence in enumerate(sentences):
            matched, score = terms[index]
            names_subject = names_the_subject(matched, f"{passage.title}. {before} {sentence}", index)
            if names_subject and not (matched & subject) - question.verbs and _names_another_subject(
                    sentence, asked, told):
                # Its only word of the subject is the question's verb ("leaves"), said of another
                # thing it names ("The boat trip to Tikur Island leaves at 10:30"): that thing's.
                # (Not a thing a sentence naming the subject brought in: "the trip" after "a day
                # trip by car to Simien" is the car's trip.)
                names_subject = False
            if names_subject:
                told |= glossary.with_meanings(frozenset(tokens(sentence)))
            # A sentence naming the asked subject by its own words, or another thing (the subject's
            # words without its name, a glossary subject not asked: a boat trip, a market,
            # laundry), begins what the sentences after it speak of.
            names_own = names_subject
            # (A sentence naming only where the question is set, the hotel, names no other thing.)
            names_other = not names_own and (bool(matched & subject - setting)
                                             or _names_another_subject(sentence, asked))
            without_phones = _PHONE_NUMBER.sub(" ", sentence)
            carries = analysis.carries(without_phones, question.asked_type) and (
                not asks_age or analysis.states_age(without_phones))
            by_members_alone = False
            if asked_clock is not None and carries and _holds_asked_time(asked_clock, sentence):
                score, names_subject = score + money_bonus, True
                if question.asked_type is None:
                    # Nothing else says which value is asked: the asked case is (its words, "extra"
                    # for a "surcharge", need not be the question's).
                    score = max(score, whole_question)
            elif ((asked_quantities or asked_members
                   or (asked_ages and grounding.holds_age(asked_ages, sentence)))
                  and carries and about_subject
                  and (subject_named or names_subject or setting_named)
                  and _states_asked_quantities(asked_quantities, sentence)
                  and grounding.states_members(asked_members, sentence, asked_ages)):
                # (Who comes alone, "for a child", does not say the sentence names its own thing:
                # "It costs 1,450 birr per adult and 700 birr per child" still speaks of the trip
                # its passage last named, below.)
                by_members_alone = not asked_quantities and not names_subject
                score, names_subject = score + money_bonus, True
            elif ((asked_days or any_weekday) and carries and about_subject
                  and (subject_named or names_subject or setting_named) and not names_other
                  and (analysis.weekdays_named(sentence) & asked_days if asked_days
                       else analysis.weekdays_named(sentence))):
                # The day of the week asked for is the asked case ("can I change dollars on a
                # sunday?"): a sentence of a passage about the subject naming it answers, whatever
                # other words it uses ("It is open Monday to Saturday, and closed on Sunday").
                score, names_subject = score + money_bonus, True
                if not question.typed:
                    # A yes/no question's other words only set the scene: the day is what it asks.
                    score = max(score, whole_question)
            subject_named = subject_named or names_subject
            setting_named = setting_named or bool(matched & setting)
            # A sentence stating the asked value that names no thing of its own ("The price is
            # 4,200 birr per person", "Ganama sa'aatii 07:30 ka'a") speaks of the thing its
            # passage last named, however many sentences back ("It starts at 16:00 from the gate"
            # between them names none either), when that sentence names the asked subject (in
            # another language by one of its heads: there a name is matched by its sounds alone,
            # and "ክብራን ገብርኤል admits men only" names the place, not the boat asked about) and
            # states no such value itself: once a value is given, the next one may be another
            # thing's ("a body scrub 900 birr" after the massage's price). So do two siblings'
            # sentences: each speaks of the one named last ("The full-day tour leaves at 07:00.
            # It costs 3,400 birr" is the full-day tour's price), and it speaks of the asked thing
            # only when its scope does (`_introduces_the_asked_thing`). A year is no value of it
            # ("Opened in 2004").
            item_foreign = passage.lang != context.lang
            # (After the passage's own sentences, one naming the subject by the question's verb
            # alone, "It leaves at 08:15", goes on about the thing before it too.)
            by_verb_alone = index >= after and not (matched & subject) - question.verbs
            inherits = ((score <= 0 or not names_subject or by_verb_alone or by_members_alone)
                        and scope is not None
                        and analysis.carries(grounding.without_years(without_phones), question.asked_type)
                        and scope.names_subject and not scope.carries
                        and (not own or bool(own & scope.matched))
                        and (not heads or not item_foreign or bool(heads & scope.matched))
                        and not _names_another_subject(_before_value(sentence), asked))
            if inherits:
                score, names_subject = max(score, scope.score), True
            elif index >= after:
                if names_own or names_other:
                    break  # the text after the chunk before has stopped going on about its thing
                # A sentence naming nothing ("Guests see the bamboo houses.") goes on about it,
                # and answers nothing.
                before = sentence
                continue
            item = _Sentence(score, item_foreign, rank, index - first, sentence, passage, matched,
                             names_subject, carries, scope.text if inherits else before,
                             scope if inherits else None)
            if names_own and scope is not None and scope.names_subject and matched <= scope.matched:
                # Naming nothing its scope did not ("ጉዞው ... ይነሳል", the trip leaves, after "the Zege
                # half-day trip visits ..."), it goes on about the same thing: the scope keeps the
                # words that said which one.
                scope = replace(item, matched=scope.matched)
            elif names_own:
                scope = item
            elif names_other or inherits:
                # Another thing named, or the scope's value stated: no later sentence inherits it.
                scope = None
            before = sentence
            if score <= 0 or index < first:
                continue
            if asks_price and _STATES_MONEY.search(sentence):
                item.score += money_bonus
            candidates.append(item)
    return candidates


def _without_setting(held: tuple[frozenset[str], float], setting: frozenset[str],
                     weighted_terms: dict[str, float], alternatives: dict[str, frozenset[str]],
                     sentence: str) -> tuple[frozenset[str], float]:
    """A sentence's terms and score (`sentence_terms`) with the setting's terms (the named hotel's
    words, its city) weighing nothing: they are still held (a passage is about the hotel), but say
    nothing about which of its sentences answers."""
    matched, score = held
    where = matched & setting
    if not where:
        return held
    terms = glossary.with_meanings(frozenset(tokens(sentence)))
    return matched, max(0.0, math.fsum([score, *(
        -weighted_terms[t] * (1.0 if glossary.synonyms(t) & terms else BROADER_SHARE) for t in where)]))


# Quantities that say when or which year, not which of a passage's siblings: the clock is weighed
# on its own (`_holds_asked_time`), and a year is every sentence's of a dated passage.
_NOT_SINGLING_OUT = frozenset({"clock", "year"})


def _states_asked_quantities(asked: dict[str, set[int | str]], sentence: str) -> bool:
    """Whether a sentence states every quantity the question asks about (`asked`: kind -> values),
    each by one of its values or a most or range holding it (grounding.held): "የ4 ቀን ጉዞ" states
    the 4 days of "the 4 day trek", "A minivan takes up to 7 passengers" the party of 6 of "we
    are 6 people" (beside "A sedan takes up to 3 passengers", the sibling too small for it)."""
    return all(any(grounding.held(kind, value, sentence) for value in values)
               for kind, values in asked.items())


# A phone number ("+251 911 482 730", "011 551 2345") states no amount, time or count: its digits
# are no answer to "how much?".
_PHONE_NUMBER = re.compile(r"\+\d[\d\s-]{7,}\d|\b0\d{2}[\s-]\d{3}[\s-]?\d{4}\b")


# A way to reach someone: a number of three digits or more ("907", "+251 911 40 22 18", "extension
# 214", "*127#"), an email address or a web address.
_CONTACT = re.compile(r"\d(?:[\s-]?\d){2,}|[\w.+-]+@[\w-]+\.\w|\bwww\.|https?://", re.I)
# What is no contact though written in digits: an amount of money ("2,250 ብር", "qarshii 1,200",
# "USD 82"), a share, a clock time.
_NO_CONTACT = re.compile(r"(?:birr|etb|ብር|qarshii|birrii|usd|\$)\s*\d[\d,.]*"
                         r"|\d[\d,.]*\s*(?:birr|etb|ብር|qarshii|birrii|usd|dollars?|ዶላር|%)"
                         r"|\d{1,2}:\d{2}", re.I)


# A question asking for a number or an address, by its word for one: "phone number", "whatsapp",
# "email", "extension"; ቁጥር, መስመር (a line); Oromo lakkoofsa; Tigrinya ቁጽሪ.
_ASKS_FOR_A_NUMBER = re.compile(r"\b(?:numbers?|no|whatsapp|e-?mail|extension)\b|ቁጥር|ቍጥር|መስመር|ኢሜይል|"
                                r"\blakkoofs\w*|ቁጽሪ|ቁፅሪ", re.I)


def _states_contact(sentence: str) -> bool:
    """Whether a sentence states a contact (`_CONTACT`), its amounts and clock times aside: what
    answers "what is the phone number of ...?"."""
    return bool(_CONTACT.search(_NO_CONTACT.sub(" ", sentence)))


# Shorter words of a question are rarely names ("sim", "gb").
MIN_NAME_WORD = 4


MIN_WRITTEN_NAME = 3


def _about_another_thing(context: Context, question: analysis.Question, candidate: _Sentence,
                         asked: frozenset[str]) -> bool:
    """Whether a typed answer's candidate, though it names the subject's words and carries the
    asked type, is about another thing:
    - in the question's language, it names a subject not asked (analysis.about_another_subject:
      across languages a head missing is as often a word the glossary lacks), or not a name the
      question asks by that its passage brings in part-way (grounding.misses_name: Safaricom's
      counter among Ethio Telecom's prices);
    - in any language, it names the subject's other words but not its head (analysis.misses_head:
      the spa's massages for its facial; across languages by the glossary's translations)."""
    previous = candidate.before
    # (What the sentence goes on about reaches back to the sentence that brought in its named thing:
    # "Asheten Maryam trek: ... The climb takes 3 hours. It costs 750 birr on foot" prices the trek.)
    before = f"{previous} {grounding.naming_sentence(candidate.text, candidate.passage.text)}"
    around = f"{candidate.passage.title}. {before}"
    if not candidate.foreign and (
            analysis.about_another_subject(question, candidate.text, around, asked)
            or grounding.misses_name(context.question, candidate.text, before,
                                     candidate.passage.title or "", candidate.passage.text)):
        return True
    return analysis.misses_head(question, context.lang, candidate.text, around,
                                foreign=candidate.foreign, asked=asked)


# Who or what comes along ("with a guide", Oromo "qajeelchaa wajjin", Amharic "ከአስጎብኚ ጋር"): the
# company a part says the thing is had with, never the thing the part is about ("..., with a guide
# a short walk of 40 minutes" is the church's visit, not a guide's price or time).
_COMPANY = re.compile(r"\bwith\s+(?:(?:a|an|the|your|our|his|her|their|its)\s+)?[^\W\d_]+"
                      r"|[^\W\d_]+\s+(?:wajjin|waliin|faana|ጋር|ጋራ)(?!\w)", re.I)


def _states_the_asked_figure(asked: _AskedThing, candidate: _Sentence) -> bool:
    """Whether a typed answer's candidate states a value of the asked type in a part said of the
    asked thing (grounding.figure_parts, part_owners): "The village walk starts after breakfast,
    while the boat to Nech Sar leaves at 07:30" names the walk, but its time is the boat's. Its
    first part is the asked thing's (the sentence was judged whole), unless it states another
    option of a qualifier (`_SCENE_CONFLICTS` aside: "a half-day tour ..., or a full-day tour ...
    1,600 birr" for the full-day one, `_conflict_in_another_option`); a later part is another
    thing's when it states another value of a qualifier ("..., a 60-minute massage 900 birr" for
    the 90-minute one), is a learned sibling (grounding.sibling), or (in the question's language)
    opens with a subject of the glossary the question does not ask; the asked thing's when it
    names one of the question's heads or states an asked qualifier ("adults 400 birr, children
    200 birr")."""
    parts = grounding.figure_parts(candidate.text)
    if len(parts) < 2:
        return True
    question, siblings = asked.question, asked.siblings
    heads = frozenset(t for t in question.subject if glossary.is_subject(t))
    # The asked name is judged on the whole sentence (`_sentence_conflict`): an Ethiopic part need
    # not repeat a name its sentence or passage has written.
    qualifiers = replace(asked.qualifiers, names=())

    def own_verdict(part: str) -> bool | None:
        # (A part writing another name of the asked kind, "or at Boku Hill Hotel 1,200 birr", is
        # that one's, as the whole sentence would be: `_conflict_in_another_option`.)
        if _part_conflict(asked, candidate, part) is not None:
            return False
        if siblings and grounding.sibling(siblings, part, candidate.passage.lang):
            return grounding.ANOTHER_THING
        # (A head by any of its forms: "ትኬቱ", the ticket, is stemmed apart from "ትኬት".)
        if any(analysis.names_head(t, part) for t in heads):
            return True
        if grounding.support(qualifiers, part):
            return grounding.ASKED_VARIANT
        # The part's first word says what it is about ("while the boat ... leaves at 07:30", "and a
        # minivan costs ..."); a word saying how much or what it is ("its price", "kaffaltiin
        # isaa daawwannaa tokkoof", its payment per visit) names no thing of its own. In the
        # question's language only, as for a whole sentence (`_about_another_thing`): across
        # languages a word is as often one the glossary does not translate ("ምእታው", entry).
        if candidate.foreign:
            return None
        first = next((t for t in tokens(_COMPANY.sub(" ", part)) if not any(c.isdigit() for c in t)
                      and t not in analysis.VALUE_TERMS and glossary.place(t) is None), None)
        if first is None or not glossary.is_topical(first):
            return None
        meant = glossary.with_meanings(frozenset({first}))
        if meant & frozenset(question.subject) or any(glossary.alternatives(t) & asked.asked for t in meant):
            return True
        return grounding.ANOTHER_THING if analysis.names_unasked_subject(meant, asked.asked) else None

    # The first part is what the sentence, judged whole, is about (a list of places split there,
    # "to Bole, Kazanchis or Piassa", is no other route: a scene is the whole sentence's), unless
    # it states another option ("a half-day tour ..., or a full-day tour ... 1,600 birr" for the
    # full-day one: `_conflict_in_another_option`).
    opening = _part_conflict(asked, candidate, parts[0])
    owners = grounding.part_owners(parts, opening is None or opening in _SCENE_CONFLICTS, own_verdict)
    return any(owner and analysis.carries(part, question.asked_type)
               for part, owner in zip(parts, owners, strict=True))


def _own_names(text: str, question: analysis.Question) -> tuple[str, ...]:
    """The written words of the question's subject the glossary does not know (its names): not a
    word saying which of a few siblings is meant ("foreigners", grounding.CONTRASTS), which is
    compared across languages by its own list. (Not its verbs: a passage says what happens with
    its own verb.)"""
    subject = set(question.nouns)
    return tuple(dict.fromkeys(
        word for word in words(text)
        if len(word) >= MIN_NAME_WORD and not any(c.isdigit() for c in word)
        and (terms := tokens(word)) and terms[0] in subject and not glossary.knows(terms[0])
        and not grounding.names_a_contrast(word)))


# Languages whose common words the glossary and the stemmer cover well enough that a word of a
# question's subject they do not know is a name ("djibouti", "kebran"). An Amharic, Tigrinya or
# Oromo word the glossary lacks is as often a common word ("መምጣት", to come; "ንወጻእተኛ", for a
# foreigner; "seensi", entrance): there a name is a word a found passage writes as one
# (`_names_in`).
UNKNOWN_WORDS_ARE_NAMES = frozenset({"en"})


def _names_in(context: Context, question: analysis.Question, passages: list[Passage]) -> tuple[str, ...]:
    """The question's names (`_own_names`): in a language of UNKNOWN_WORDS_ARE_NAMES all its own
    words; else those a found passage writes as a name, with a capital inside a sentence
    ("Nazret Garden Hotel") or in the other script (grounding.same_name: "kebran", "ክብራን")."""
    own = _own_names(context.question, question)
    if not own or context.lang in UNKNOWN_WORDS_ARE_NAMES:
        return own
    # (A name of three consonants at least: "bara", year, is spelt like many Amharic words.)
    capitalised = {t for p in passages for text in (p.title, p.text)
                   for name, _ in grounding.written_names(text) for t in name}
    script = script_of(context.question)
    other_script = [f"{p.title}. {p.text}" for p in passages if script_of(p.text) != script]
    return tuple(word for word in own if tokens(word)[0] in capitalised
                 or any(grounding.names_one_of((word,), text, MIN_WRITTEN_NAME) for text in other_script))


def _written_names(context: Context, question: analysis.Question, passages: list[Passage]) -> frozenset[str]:
    """The terms of the question's names (`_names_in`) that a found passage writes as a name, with
    a capital inside a sentence ("Sodere", "Danakil"), in any language: an English word the
    glossary lacks is as often a common word ("small", "person")."""
    capitalised = _capitalised_terms(passages)
    return frozenset(t for name in _names_in(context, question, passages) for t in tokens(name)
                     if t in capitalised or has_ethiopic(name))


def _capitalised_terms(passages: list[Passage]) -> frozenset[str]:
    """The terms of the names the passages write with a capital inside a sentence (their titles
    too): grounding.written_names."""
    return frozenset(t for p in passages for text in (p.title, p.text)
                     for name, _ in grounding.written_names(text) for t in name)


def _specific_words(context: Context, question: analysis.Question) -> tuple[tuple[str, str], ...]:
    """The question's words that say which thing is asked, as (term, written word), each of which a
    sentence of another language must write (`_writes_each`) before it may answer: the glossary's
    subjects other than the head ("child" of a child's ticket, "breakfast" of "Bishooftuu Lake
    Resort ciree") and the untaught words (analysis.untaught_terms: "pizza", "thai"), the head too
    (no passage writes it, so nobody taught the thing). A glossary head ("ticket", "pickup") is
    weighed on its own (analysis.misses_head: across languages it is as often written by a word
    the glossary lacks), and a name by `_names_in`."""
    head = analysis.subject_head(context.question, context.lang)
    head_terms = frozenset(tokens(head)) if head else frozenset()
    untaught = frozenset(context.untaught)
    specific: dict[str, str] = {}
    for word in words(context.question):
        terms = tokens(word)
        if not terms or terms[0] not in question.nouns:
            continue
        if terms[0] in untaught or (glossary.is_subject(terms[0]) and terms[0] not in head_terms):
            specific.setdefault(terms[0], word)
    return tuple(specific.items())


def _writes_each(asked: tuple[tuple[str, str], ...], text: str,
                 alternatives: dict[str, frozenset[str]], lang: str | None = None) -> bool:
    """Whether a text writes each of the asked words (term, written word): by a word the glossary
    or a bridge gives the term, or by its sounds in either script (transliteration.writes_alike:
    "ፒዛ" for "pizza", not "Piazza"). `lang`: the language of both the words and the text, whose
    inflected forms of a word are the word too (analysis.lacks: "ለልጆች", for children, "ልጆች")."""
    held = glossary.with_meanings(frozenset(tokens(text)))
    return all(alternatives.get(term, frozenset({term})) & held or transliteration.writes_alike(word, text)
               or (lang is not None and not analysis.lacks(held, (term,), lang))
               for term, word in asked)


def _untaught_words(context: Context, terms: tuple[str, ...]) -> bool:
    """Whether one of a question's terms names a thing nobody taught: no passage of the scope holds
    it by any word (`Context.unknown`, `untaught`: "pizza", "aromatherapy"; `absent`: a glossary
    word no passage writes by any of its words, "yoga"). A passage not writing such a word is about
    another thing; one not writing a word the knowledge holds elsewhere may write it otherwise."""
    untaught = {*context.unknown, *context.untaught, *context.absent}
    return any(t in untaught for t in terms)


# How many of the asked thing's words a sentence of another script must be checked on when the
# question's words nobody wrote are left aside (`_uncheckable`): one word alone ("ride" of a
# "camel ride" nobody taught) would let any sibling's figure answer.
MIN_CHECKED_THING = 2


def _uncheckable(context: Context, question: analysis.Question,
                 terms: frozenset[str] | tuple[str, ...]) -> frozenset[str]:
    """Of a question's terms, those a sentence in another script cannot be checked on: no passage
    of the scope writes them by any word (`Context.unseen`), the glossary does not know them (so it
    gives no word to look for in the other script), they are no unit ("አዳር", per night, is checked
    by its kind: `_holds_units`), no found passage writes them by their sounds either, and they are
    no name by their form: a verb of the question's frame ("ካመጣሁ", if I bring: analysis.
    frame_terms, `Question.verbs`), or in English a word of the English dictionary ("cultural",
    which the passage writes "የባህል"), not one outside it ("mercato", a name: a name is written by
    its sounds in any script, and a sentence not writing it is still another thing's). Such a word
    is no evidence of another thing, for or against."""
    unseen = frozenset(context.unseen)
    found = [f"{p.title}. {p.text}" for p in context.passages if not p.builtin]
    frame = analysis.frame_terms(context.question, context.lang) | frozenset(question.verbs)
    dictionary = frozenset(t for word in words(context.question) if word.casefold() in english_words()
                           for t in tokens(word)) if context.lang == "en" else frozenset()
    return frozenset(t for t in terms if t in unseen and (t in frame or t in dictionary)
                     and not glossary.knows(t) and grounding.unit_kind(t) is None
                     and not any(grounding.names_one_of((t,), text, MIN_WRITTEN_NAME) for text in found))


def _holds_units(context: Context, terms: frozenset[str], text: str) -> frozenset[str]:
    """The units a question writes as a rate (analysis.rate_units: "በአዳር", per night; "per hour",
    "sa'aatii tokkoof") among `terms` that a text writes a unit of the same kind for ("600 birr per
    night", "በሰዓት"): a unit is the same measure in every language, whether or not the glossary
    pairs the two words. (Not a span the thing lasts, "ሙሉ ቀን", a full day: a guide for a full day
    elsewhere is no answer for one at the asked place.)"""
    rates = analysis.rate_units(context.question) & terms
    if not rates:
        return frozenset()
    kinds = {kind for t in tokens(text) if (kind := grounding.unit_kind(t)) is not None}
    return frozenset(t for t in rates if grounding.unit_kind(t) in kinds)


# How much of the asked thing's weight a sentence answering by coverage must hold more than
# (`_answer_by_coverage`): more than the words it leaves unwritten.
MIN_THING_COVERAGE = 0.5
# How many of the asked thing's glossary subjects a sentence answering by coverage may leave
# unwritten (`_answer_by_coverage`).
MAX_UNWRITTEN_SUBJECTS = 1


def _answer_by_coverage(context: Context, question: analysis.Question, asked: _AskedThing,
                        sharing: list[_Sentence], weighted_terms: dict[str, float],
                        alternatives: dict[str, frozenset[str]]) -> _Sentence | None:
    """The sentence that answers a typed question though its passage does not write each of the
    question's words (`_passage_sentences` with `loose`: a synonym or a translation the glossary
    lacks, "rent" for a hall that "costs", "ሪዞርት" for "Resort"), or None. A word left unwritten
    is no evidence alone that the sentence is about another thing; evidence is a word nobody
    taught or a contrast member (declined there), a sibling, another city, quantity or contrast
    member stated in its place (`_speaks_of_the_asked_thing`), a name of the question another
    sentence writes (`_leaves_a_name_to_another`), a list of siblings (`_lists_siblings`), or
    another subject it names. Without such evidence, coverage decides: the sentence, with its
    scope and its passage's title (`_with_its_scope`), holds more than MIN_THING_COVERAGE of the
    weight of the asked thing's words (not where it is set, the hotel and city, which every
    sentence of its passage shares, nor the question's verbs or quantities), leaves at most
    MAX_UNWRITTEN_SUBJECTS of its glossary subjects unwritten, and is the clear best of the
    sentences carrying the asked type not shown to be about another thing: it holds more of the
    question's subject, the setting included, than every other one, in any passage found. A tie
    is two things the question may mean: no answer. The vectors rank the passages only; they
    never decide here."""
    setting = _setting_words(context) | _hotel_name_words(context)
    subject = frozenset(question.subject) - frozenset(question.verbs)
    subject = subject - grounding.quantity_terms(context.question) or subject
    whole = {t: w for t, w in weighted_terms.items() if t in subject}
    thing = {t: w for t, w in whole.items() if t not in setting}
    if not thing:
        return None

    # (Across scripts, the words no text can be checked on are left aside, unless too few of the
    # asked thing's words remain to check: `_uncheckable`.)
    uncheckable = _uncheckable(context, question, tuple(thing))
    if len(thing) - len(uncheckable) < MIN_CHECKED_THING:
        uncheckable = frozenset()

    def checked(terms: dict[str, float], c: _Sentence) -> dict[str, float]:
        if script_of(c.passage.text) == script_of(context.question):
            return terms
        return {t: w for t, w in terms.items() if t not in uncheckable}

    def held(terms: dict[str, float], c: _Sentence, titled: bool = True) -> float:
        terms = checked(terms, c)
        text = _with_its_scope(c) if titled else f"{c.scope.text if c.scope is not None else ''} {c.text}"
        written, weight = sentence_terms(terms, alternatives, text)
        also = _holds_units(context, frozenset(terms) - written, text) | _members_held(
            asked, c, frozenset(terms) - written)
        return (weight + math.fsum(terms[t] for t in also)) / math.fsum(terms.values())

    # (A sentence shown to speak of another thing, a sibling or another city's, is no rival.)
    carrying = [c for c in sharing if c.carries and _speaks_of_the_asked_thing(asked, c)]
    answering = [c for c in carrying if c.names_subject
                 and not _names_another_subject(_before_value(c.text), asked.asked)
                 and not _leaves_a_name_to_another(asked.names - setting, c)
                 and not (_lists_siblings(c.text, question.asked_type, weighted_terms, alternatives)
                          and not _states_the_asked_member(asked, c))]
    if not answering:
        return None
    # (Of two holding alike with their passage's title, which every sentence of it shares, the one
    # holding more by its own words: "the dinner price for an adult" over the stage tables'
    # surcharge "per person" under a title naming the dinner.) Each sentence is weighed once.
    ranks: dict[int, tuple[float, float]] = {}

    def rank(c: _Sentence) -> tuple[float, float]:
        if id(c) not in ranks:
            ranks[id(c)] = held(whole, c), held(whole, c, titled=False)
        return ranks[id(c)]

    best = max(answering, key=lambda c: (*rank(c), c.score))
    if held(thing, best) <= MIN_THING_COVERAGE:
        return None
    # (One glossary subject written otherwise is a word the glossary lacks; more are another thing:
    # "sauna ... rent" over the hall's full-day price, which holds "entoto", "full" and "day".)
    checked_thing = checked(thing, best)
    written = sentence_terms(checked_thing, alternatives, _with_its_scope(best))[0]
    written |= _holds_units(context, frozenset(checked_thing), _with_its_scope(best)) | _members_held(
        asked, best, frozenset(checked_thing))
    unwritten = [t for t in checked_thing if glossary.is_subject(t) and t not in written]
    if len(unwritten) > MAX_UNWRITTEN_SUBJECTS:
        return None
    top = rank(best)
    if any(c is not best and c.text != best.text and rank(c) >= top for c in carrying):
        return None
    return best


def _states_the_asked_member(asked: _AskedThing, candidate: _Sentence) -> bool:
    """Whether a sentence states the member of a contrast the question asks ("per adult" for "adult
    price", "ለአዋቂ"): its other values are the contrast's other members (a child's price), which
    the question chose among, not items it may be one more of (`_lists_siblings`)."""
    members = asked.qualifiers.contrasts
    return bool(members) and grounding.states_members(members, candidate.text, asked.qualifiers.ages)


def _members_held(asked: _AskedThing, candidate: _Sentence, terms: frozenset[str]) -> frozenset[str]:
    """The question's words for the member of a contrast it asks ("adult") that a sentence holds by
    stating that member in its own words (`_states_the_asked_member`: "ለአዋቂ"), in any language."""
    if not _states_the_asked_member(asked, candidate):
        return frozenset()
    return frozenset(t for t in terms if grounding.names_a_contrast(t))


def _lists_siblings(sentence: str, asked_type: str | None, weighted_terms: dict[str, float],
                    alternatives: dict[str, frozenset[str]]) -> bool:
    """Whether a sentence lists several values of the asked type (grounding.figure_parts), one of
    them for an item holding none of the question's words ("ዋና ምግቦች፦ ዶሮ ወጥ 450 ብር፣ ጥብስ 520 ብር"):
    its items are siblings, and the asked thing the passage does not write ("የዓሳ ምግብ", a fish
    dish) would be one more of them, not one it lists."""
    carrying = [part for part in grounding.figure_parts(sentence) if analysis.carries(part, asked_type)]
    return len(carrying) > 1 and any(not sentence_terms(weighted_terms, alternatives, part)[0]
                                     for part in carrying)


def _with_its_scope(candidate: _Sentence) -> str:
    """A candidate sentence with its passage's title and, for one naming no thing of its own, the
    sentence whose thing it speaks of (its `scope`): the text that says what it is about. (Not the
    sentence before it otherwise, which may be a sibling's: "The Yeka Room ... . Entoto Hall ...")"""
    scope = candidate.scope.text if candidate.scope is not None else ""
    return f"{candidate.passage.title or ''}. {scope} {candidate.text}"


def _leaves_a_name_to_another(names: frozenset[str], candidate: _Sentence) -> bool:
    """Whether a sentence leaves a name of the question (`names`: "yeka" of "yeka hall full day
    rent") unwritten, with the text it goes on from and its passage's title, while another sentence
    of its passage writes it: that name is another sentence's thing, and the sentence is about a
    sibling ("Entoto Hall ... 26,000 birr for a full day" beside "The Yeka Room ... 9,500 birr")."""
    def writes(name: str, text: str) -> bool:
        return name in tokens(text) or grounding.names_one_of((name,), text, MIN_WRITTEN_NAME)

    own = _with_its_scope(candidate)
    others = [s for s in split_sentences(candidate.passage.text) if s != candidate.text]
    return any(not writes(name, own) and any(writes(name, other) for other in others) for name in names)


def _unwritten_names(context: Context, question: analysis.Question) -> tuple[str, ...]:
    """The question's own words (`_own_names`) that no passage of the scope holds (`Context.unseen`:
    a common word of the question's language is held by its passages, "biyyoolessaa"), a name
    nobody wrote ("መርካቶ"), of at least MIN_WRITTEN_NAME consonants."""
    unseen = frozenset(context.unseen)
    return tuple(word for word in _own_names(context.question, question)
                 if tokens(word)[0] in unseen and len(grounding.sounds(word)) >= MIN_WRITTEN_NAME)


# How many of a question's own words (not the glossary's) a passage in another language of the same
# script must lack, all of them, to be about another subject (`_names_specific_words`).
MIN_FOREIGN_SPECIFIC = 2


def _holds_asked_time(asked_clock: grounding.Qualifiers, sentence: str) -> bool:
    """Whether a sentence states hours that hold the asked clock time (the time itself, or a range
    or an "after" that holds it: grounding.conflict)."""
    return "clock" in grounding.quantities(sentence) and grounding.conflict(asked_clock, sentence) is None


def _before_value(sentence: str) -> str:
    """A sentence up to its first figure: what it says the value is of. "It departs at 07:00 ...,
    including a packed lunch" states the trip's time (the lunch comes after), "The boat trip to
    the crocodile market takes 2 hours" the boat trip's duration."""
    return re.split(r"\d", sentence, maxsplit=1)[0]


def _names_another_subject(sentence: str, asked: frozenset[str], told: set[str] | None = None) -> bool:
    """Whether a sentence names a subject of the glossary (a boat trip, a market, laundry) that
    the question does not ask about (`asked`: the question's terms and their glossary words), and
    (`told`) no sentence naming the asked one before it named too."""
    terms = glossary.with_meanings(frozenset(tokens(sentence))) - (told or set())
    return analysis.names_unasked_subject(terms, asked)


def _names_specific_words(context: Context, question: analysis.Question, passage: Passage,
                          before: str = "") -> bool:
    """Whether a passage in the question's script holds one of the question's subject words the
    glossary does not know ("balloon" of "balloon ride"), or a form of it: a glossary word
    stands for its whole meaning ("ride" for the shuttle), the others say which thing is asked.
    A passage in another language and script is weighed by its vectors and the glossary only.
    `before`: the chunk of its document before it, which it goes on from (`_passage_sentences`)."""
    specific = tuple(t for t in question.subject if not glossary.knows(t) and not any(c.isdigit() for c in t))
    if context.lang == "en":
        # (Nor the everyday words that say how an English guest asks, "exactly", "next year": no
        # passage need write them to be about the thing, as none needs them taught.)
        # (A quantity's words the stop-word list holds, "one gb", are still asked: the unit check
        # below weighs them.)
        specific = tuple(t for t in specific
                         if not analysis.filler(t, context.question) or grounding.states_quantity(t))
    if _names_another_thing_at_the_hotel(context, question, passage, before):
        return False
    other_script = script_of(passage.text) != script_of(context.question)
    if not specific or (passage.lang != context.lang and other_script):
        return True
    terms = passage.terms | frozenset(tokens(f"{passage.title} {before}"))
    lacking = analysis.lacks(terms, specific, context.lang if passage.lang == context.lang else None)
    # A passage says what happens to the thing with a verb of its own ("departs" for "starts"): a
    # verb of the question it lacks is left out (one it holds counts for it).
    specific = tuple(t for t in specific if t not in question.verbs or t not in lacking)
    lacking = tuple(t for t in lacking if t not in question.verbs)
    if not specific:
        return True
    if passage.lang != context.lang:
        # Another language in the same script (an Oromo passage for an English question): its
        # common words are other words, but a name is written alike, or by the same consonants
        # ("Yemrehanna", "Sodaree"): a passage holding none of the question's own words is not
        # about its subject ("the trip to Yemrehanna Kristos" is not the rock churches' tickets).
        # One such word may be a common word the glossary lacks ("bakki", place): it takes two.
        if len(specific) < MIN_FOREIGN_SPECIFIC:
            return True
        lacking = tuple(t for t in lacking if not grounding.holds_name(t, terms))
    # A unit ("min", "days") is held by the passage stating a quantity of its kind ("60-minute").
    stated = grounding.quantities(passage.text)
    lacking = tuple(t for t in lacking if grounding.unit_kind(t) not in stated)
    if passage.lang == context.lang and _lacks_a_written_name(context.question, lacking, terms):
        return False
    return analysis.holds_enough(specific, lacking, same_language=passage.lang == context.lang,
                                 where=entities.named_hotel_terms(context.hotel_ids, context.hotel_rows))


def _lacks_a_written_name(question: str, lacking: tuple[str, ...], terms: frozenset[str]) -> bool:
    """Whether a passage of the question's language lacks a word the guest wrote with a capital
    inside the question (grounding.written_names), the glossary does not know, by no spelling of
    it either (grounding.holds_name, a name of MIN_WRITTEN_NAME consonants at least: a shorter one
    is told apart by its vowels too, "Kibbaa" is not "Kaabaa"): a name says which one ("garee
    Kibbaa", the southern group), and the passage of another one ("garee Kaabaa") holding the
    question's other words is still not about it. (Of two lacking words `holds_enough` lets one be
    a common word written otherwise: a name is not.)"""
    named = {t for own, _ in grounding.written_names(question) for t in own}
    return any(t in named and not glossary.knows(t) and not (
        len(grounding.sounds(t)) >= MIN_WRITTEN_NAME and grounding.holds_name(t, terms)) for t in lacking)


def _names_another_thing_at_the_hotel(context: Context, question: analysis.Question, passage: Passage,
                                      before: str = "") -> bool:
    """Whether a passage in the question's script that names a hotel the question names writes none
    of the other names the question asks by (its own words the glossary does not know, `_own_names`,
    that a found passage or the question writes with a capital: "Blue Nile Falls", "Tulluu Guddoo"):
    the hotel's words say where the thing is had, and every passage about the hotel holds them, so
    they weigh nothing for what is asked (`holds_enough` counts them). Lake Tana Shore Resort's boat
    trips are no answer for its Blue Nile Falls trip. (Of two hotels the question names, one the
    passage does not name while it names the other is the place a hotel is named after, asked
    about: "blue nile falls" of Blue Nile Falls Lodge.) A name is written alike in every language
    of one script."""
    if not context.hotel_ids or script_of(passage.text) != script_of(context.question):
        return False
    named = frozenset(context.hotel_ids) & grounding.hotels_named(f"{passage.title}. {passage.text}",
                                                                  tuple(context.hotel_rows))
    if not named:
        return False
    setting = entities.named_hotel_terms(named, context.hotel_rows)
    terms = passage.terms | frozenset(tokens(f"{passage.title} {before}"))
    # (Or in the question itself, where the guest wrote it with capitals inside the sentence.)
    capitalised = _capitalised_terms([p for p in context.passages if not p.builtin]) | {
        t for name, _ in grounding.written_names(context.question) for t in name}
    # (In English, also a word of it that no passage of the scope holds, `Context.unseen`, of the
    # kind analysis.unknown_terms takes for an untaught subject: a name nobody taught, "dorze" of
    # "the dorze village tour from abaya chamo resort", which no passage about the resort can
    # write, and which `unknown_terms` excused as a word of another catalogue hotel's name.)
    unseen = frozenset(t for t in context.unseen if analysis.untaught_subject_word(t, context.question)) if (
        context.lang in UNKNOWN_WORDS_ARE_NAMES) else frozenset()
    names = tuple(dict.fromkeys(t for word in _own_names(context.question, question) for t in tokens(word)
                                if t not in setting and (t in capitalised or t in unseen)))
    # (A form of a word the passage writes is no other name: "weekly" of its "per week".)
    same_lang = context.lang if passage.lang == context.lang else None
    return bool(names) and len(analysis.lacks(terms, names, same_lang)) == len(names) and not any(
        grounding.holds_name(t, terms) for t in names)


def _not_knowing(context: Context, passages: list[Passage], key: str, **fields: str) -> str:
    """A "don't know" phrase (`key`) naming what the assistant knows nearby: the passages' titles.
    With no learned passage nearby (a built-in rule that does not say what was asked), the plain
    "I don't know" and what the assistant can help with, never "nearby, I know about: -"."""
    known = _known_nearby(context, passages)
    if not known:
        return phrase("dont_know", context.lang)
    return phrase(key, context.lang, known=known, **fields)


def _no_typed_answer(context: Context, question: analysis.Question, passages: list[Passage]) -> str:
    """"I don't know the price you ask about; nearby, I know: ..." (the passages' titles)."""
    return _not_knowing(context, passages, "no_typed_answer",
                        what=phrase(f"what_{question.asked_type}", context.lang))


def _not_known(context: Context, question: analysis.Question, passages: list[Passage]) -> str:
    """"I don't know about aromatherapy. Nearby, I know about: Sheger Spa." """
    unknown = analysis.Question(context.question, None, context.unknown)
    words = analysis.subject_words(context.question, unknown) or " ".join(context.unknown)
    return _not_knowing(context, passages, "not_known", subject=words)


def _not_about(context: Context, question: analysis.Question, qualifiers: grounding.Qualifiers,
               passages: list[Passage]) -> str:
    """Every passage found is about another city, quantity or name than the asked one: "I don't
    know the price you ask about; nearby, I know: ..." (a typed question), else "I don't know
    about <the question's subject and qualifiers>; nearby, I know: ...". """
    if question.typed:
        return _no_typed_answer(context, question, passages)
    asked = {t for t in tokens(context.question) if t in question.subject or t in qualifiers.names
             or glossary.place(t) is not None}
    words = analysis.subject_words(context.question, analysis.Question(context.question, None, tuple(asked)))
    return _not_knowing(context, passages, "not_known", subject=words or context.question.strip(" ?？፧"))


# A figure in a title ("Irreechaa 2026", "Bus Addis - Adama 260 birr"): a "don't know" reply names
# what it knows nearby without any figure, which would be another subject's.
_TITLE_FIGURE = re.compile(r"\s*\(?\d[\d,.:/–-]*\)?")


def _known_nearby(context: Context, passages: list[Passage]) -> str:
    """The titles of the passages found, what the assistant knows near an unanswered question,
    without their figures ("" when none has a title or url)."""
    titles = (_TITLE_FIGURE.sub("", p.title).strip(" -–:,") or p.url for p in passages if (p.title or p.url))
    known = list(dict.fromkeys(t for t in titles if t))[:3]
    return languages.join_list(known, context.lang) if known else ""


def _asked_figures(sentence: str, lang: str, weighted_terms: dict[str, float],
                   alternatives: dict[str, frozenset[str]]) -> list[str]:
    """The figures of a sentence that belong to what is asked: in a list ("fish goulash 480 birr,
    fried fish 620 birr, lamb tibs 650 birr"), those of the items holding one of the question's
    terms; the whole sentence's when no item, or every item, does."""
    items = [item for item in grounding.figure_parts(sentence) if analysis.figures(item, lang)]
    naming = [item for item in items if sentence_terms(weighted_terms, alternatives, item)[0]]
    if len(items) < 2 or not naming or len(naming) == len(items):
        return analysis.figures(sentence, lang)
    return [f for item in naming for f in analysis.figures(item, lang)]


def _restated(context: Context, question: analysis.Question, chosen: list[_Sentence],
              weighted_terms: dict[str, float], alternatives: dict[str, frozenset[str]]) -> str:
    """Chosen sentences of a passage in another language, introduced in the asked one, with their
    figures (amounts, times, dates) restated in a sentence of the asked language: of a sentence
    listing several things, the figures of the asked one (`_asked_figures`)."""
    foreign = [c for c in chosen if c.passage.lang != context.lang and languages.is_known(context.lang)]
    if not foreign:
        return ""
    language = languages.called(foreign[0].passage.lang, context.lang)
    intro = phrase("from_language", context.lang, language=language)
    # (A duration asked: the lengths of time stated, not the price beside them.)
    figures = list(dict.fromkeys(f for c in foreign for f in (
        analysis.durations(c.text, context.lang) if question.asked_type == "duration"
        else _asked_figures(c.text, context.lang, weighted_terms, alternatives))))
    if not figures:
        return intro
    subject = analysis.subject_words(context.question, question) or phrase(
        f"what_{question.asked_type}" if question.typed else "what_price", context.lang)
    return f"{intro} {phrase('restated', context.lang, subject=subject, figures=', '.join(figures[:4]))}"


# What a sentence that states no qualifier of its own inherits from the sentence before it: which
# one of a few siblings, and a quantity ("The half-day trip visits Ura Kidane Mehret. It departs
# at 08:30 ..." is the half-day trip's departure, no answer for the full-day one).
_INHERITED_CONFLICTS = frozenset({"contrast", "day", "night", "minute", "data", "person"})


def _sentence_conflict(qualifiers: grounding.Qualifiers, sentence: _Sentence) -> str | None:
    """The question's qualifier a candidate sentence contradicts (grounding.conflict), or None.
    A passage in Ethiopic writes the asked name once, as any text names its subject, and its
    later sentences go on about it ("የዘጌ ፔኒንሱላ ሆቴል ምግብ ቤት ... . የጣና ዓሣ ጉላሽ 480 ብር"):
    Ethiopic has no capitals to show that a sentence names another thing instead, so a sentence
    holds the asked name when its passage has written it by then (its title, the sentences up to
    it), not only when it repeats it. (The passage as a whole was checked the same way.)"""
    found = grounding.conflict(qualifiers, sentence.text)
    if found == "place" and qualifiers.routes.get("from"):
        # A trip asked by where it starts goes somewhere: the place its passage's trips go to
        # ("Harla Palace Hotel in Dire Dawa runs two trips to Harar") is where it goes, not another
        # city's trip ("It costs 1,900 birr per person, including dinner in Harar").
        whole = f"{sentence.passage.title}. {sentence.passage.text}"
        if grounding.places(tokens(whole)) & qualifiers.places:
            goes_to = grounding.places(tokens(" ".join(grounding.routes(whole).get("to", ()))))
            if goes_to:
                widened = replace(qualifiers, places=qualifiers.places | goes_to)
                return grounding.conflict(widened, sentence.text)
    title = sentence.passage.title or ""
    if found in ("route", "place") and qualifiers.routes and title:
        # A document titled with the asked trip ("... ናብ ኣብያተ ክርስቲያናት ገረዓልታ ዑደት", the trip to
        # the Gheralta churches; "Bus to Lalibela") goes on about it: a sentence of it naming a town
        # on the way ("ናብ ሓውዜን ከባቢ", to the Hawzen area; "drives to Woldia for breakfast") is that
        # trip, not a trip to the other town. (A place asked otherwise than as an end of the trip,
        # "the Lalibela bus in Bahir Dar", is still the sentence's to state.)
        ends = grounding.places(tokens(" ".join(place for written in qualifiers.routes.values()
                                                for place in written)))
        asked_routes = grounding.Qualifiers(routes=qualifiers.routes)
        if (qualifiers.places <= ends and any(end in grounding.routes(title) for end in qualifiers.routes)
                and grounding.conflict(asked_routes, title) is None):
            return grounding.conflict(replace(qualifiers, routes={}, places=set()), sentence.text)
    if found != "name" or not has_ethiopic(sentence.text):
        return found
    so_far = " ".join([sentence.passage.title or "",
                       *split_sentences(sentence.passage.text)[:sentence.index + 1]])
    names_only = grounding.Qualifiers(names=qualifiers.names, kinds=qualifiers.kinds, latin=qualifiers.latin)
    return grounding.conflict(names_only, so_far)


# The qualifiers that set the scene of a whole sentence when its opening states them (another
# city, route, hotel, name or year: "At Boku Hill Hotel a massage costs 900 birr, a facial 600
# birr" is all Boku Hill's); the others (a contrast member, an age, a number of minutes, days or
# people) say which option a part is (`_conflict_in_another_option`).
_SCENE_CONFLICTS = frozenset({"place", "route", "hotel", "name", "year"})


def _part_conflict(asked: _AskedThing, candidate: _Sentence, part: str) -> str | None:
    """The question's qualifier a part of a candidate sentence (grounding.figure_parts)
    contradicts, as `_sentence_conflict` judges a sentence."""
    return _sentence_conflict(asked.qualifiers, replace(candidate, text=part))


def _conflict_in_another_option(asked: _AskedThing, candidate: _Sentence) -> bool:
    """Whether the qualifier a typed answer's candidate contradicts (`_sentence_conflict`) may be
    another option's only: the sentence states several options in parts of their own
    (grounding.figure_parts) and its opening sets no other scene (`_SCENE_CONFLICTS`). "The
    hotel's guides offer a half-day tour of the Stelae Field, the tombs of King Kaleb and the
    Queen of Sheba's Bath for 900 birr per group, or a full-day tour ... for 1,600 birr per group"
    opens with the half-day tour and names another hotel's word in its second part: the full-day
    tour asked is its third part's. Only a part stating the asked variant itself (grounding.
    support: "full-day", "for children", "90 minutes") and the asked type, contradicting nothing,
    says that the asked option is there: "The 60-minute massage costs 900 birr, the hot stone
    massage 1,300 birr" states no 90-minute massage. The sentence is then judged part by part
    (`_states_the_asked_figure`), so a sibling's value alone is never given."""
    if not (asked.question.typed and candidate.names_subject and candidate.carries):
        return False
    parts = grounding.figure_parts(candidate.text)
    if len(parts) < 2 or _part_conflict(asked, candidate, parts[0]) in _SCENE_CONFLICTS:
        return False
    return any(grounding.support(asked.qualifiers, part) and analysis.carries(part, asked.question.asked_type)
               and _part_conflict(asked, candidate, part) is None for part in parts)


def _continues_a_sibling(qualifiers: grounding.Qualifiers, sentence: _Sentence) -> bool:
    """Whether a sentence stating none of the question's qualifiers follows one about a sibling
    of the asked thing (`_INHERITED_CONFLICTS`)."""
    if not sentence.before or not qualifiers or grounding.support(qualifiers, sentence.text):
        return False
    return grounding.conflict(qualifiers, sentence.before) in _INHERITED_CONFLICTS


def _names_a_sibling(asked: _AskedThing, sentence: _Sentence) -> bool:
    """Whether a candidate sentence is about a sibling of the asked thing (grounding.sibling): in
    the question's language by the sentence itself; in another language by the sentence with its
    passage's title and the sentence before it, which name what it is about ("Lake Tana boat
    trips"), where only a written name says which one."""
    siblings, lang = asked.siblings, asked.context.lang
    # A city saying which one ("lalibela church ticket") that the passage's title names is where
    # the whole passage is set: its sentence on "the combined church ticket" is about the asked
    # city's churches, not a sibling of them. (Another city's thing is the place check's:
    # `_sentence_conflict`.)
    title_places = {glossary.place(t) for t in tokens(sentence.passage.title or "")} - {None}
    siblings = frozenset((which, thing) for which, thing in siblings
                         if glossary.place(which) is None or glossary.place(which) not in title_places)
    if sentence.passage.lang == lang:
        paired = {t for pair in asked.qualifiers.pairs for t in pair}
        return grounding.sibling(siblings, sentence.text, sentence.passage.lang,
                                 question_terms=sentence.matched - paired)
    # A sentence holding the word that says which one, by its translation or its sound in the
    # other script (`matched`: "card" for "ካርድ"), names the asked one: "the card at the airport"
    # ("ካርድ ኤርፖርት") is not a sibling of "Bole International Airport" in "an Ethiopian SIM card
    # ... at Bole International Airport".
    siblings = frozenset((which, thing) for which, thing in siblings if which not in sentence.matched)
    around = f"{sentence.passage.title}. {sentence.before} {sentence.text}"
    return grounding.sibling(siblings, around, sentence.passage.lang, question_lang=lang)


@dataclass(frozen=True)
class _AskedThing:
    """What a question asks about, read once per turn for `_speaks_of_the_asked_thing`."""

    context: Context
    question: analysis.Question
    qualifiers: grounding.Qualifiers  # its city, quantities, names, contrasts, hotels, routes
    siblings: frozenset[tuple[str, str]]  # its word pairs the found texts show siblings of
    asked: frozenset[str]  # its terms and their glossary words
    # The question's words for the thing it asks about, each with its glossary words
    # (`_thing_words`).
    thing: dict[str, frozenset[str]] = field(default_factory=dict)
    # The terms of a typed question's names (`_names_in`: "sodere"), which say which of a kind is
    # asked.
    names: frozenset[str] = frozenset()
    # Whether an untyped question's answer must name its thing (`_names_the_asked_thing`): not
    # beside a built-in rule (compose_from_passages' `beside_a_rule`).
    untyped_checked: bool = True


def _speaks_of_the_asked_thing(asked: _AskedThing, candidate: _Sentence) -> bool:
    """The one rule for whether a candidate sentence speaks of the asked thing, for every caller:
    - it states no other value of a qualifier the question states (`_sentence_conflict`: another
      city, quantity, name, contrast member, hotel or route), nor continues a sentence that does
      (`_continues_a_sibling`), nor names a sibling the found texts show (`_names_a_sibling`);
    - naming no thing of its own, the sentence whose thing it speaks of names the asked one
      (`_introduces_the_asked_thing`);
    - as the answer to a yes/no question, or to an untyped one, it names the asked thing itself,
      not only the hotel or city the question sets it in (`_names_the_asked_thing`);
    - as the answer to a typed question (it names the subject and states the asked type), it
      names no other thing than asked (`_about_another_thing`: another subject, a name the passage
      brings in part-way, the subject's words without its head, the asked name with another
      subject instead of the asked kind: `_another_subject_of_the_asked_name`) and states its
      figure in a part said of the asked thing (`_states_the_asked_figure`)."""
    if ((_sentence_conflict(asked.qualifiers, candidate) is not None
         and not _conflict_in_another_option(asked, candidate))
            or _continues_a_sibling(asked.qualifiers, candidate)
            or _names_a_sibling(asked, candidate)):
        return False
    if candidate.scope is not None and not _introduces_the_asked_thing(asked, candidate.scope):
        return False
    if asked.question.asked_type == "yes_no" and candidate.names_subject:
        return _names_the_asked_thing(asked, candidate)
    if asked.question.asked_type is None and candidate.matched and asked.untyped_checked:
        # (Not a passage found by its vectors alone, sharing no word with the question: it answers
        # from its beginning, with low confidence.)
        return _names_the_asked_thing(asked, candidate)
    if not (asked.question.typed and candidate.names_subject and candidate.carries):
        return True
    return (not _about_another_thing(asked.context, asked.question, candidate, asked.asked)
            and not _another_subject_of_the_asked_name(asked, candidate)
            and _states_the_asked_figure(asked, candidate))


def _setting_words(context: Context) -> frozenset[str]:
    """The terms of the names and cities of the hotels the question names, and of its words that
    name them ("ሮያል ኢንክሎዠር ኢን", entities.find_mentions): where a question sets what it asks
    about ("is there a dentist at CMC Family Suites?"), not what it asks."""
    named = [row for row in context.hotel_rows if row[0] in context.hotel_ids]
    if not named:
        return frozenset()
    written = entities.find_mentions(context.question, named).hotel_words
    return frozenset(tokens(" ".join([*(f"{name} {city}" for _, name, city in named), *written])))


def _hotel_name_words(context: Context) -> frozenset[str]:
    """The terms of the question's words that name the hotels it names (their names and cities, in
    any script: "ሌክ ጣና ሾር ሪዞርት" by the sounds of "Lake Tana Shore Resort"), where it sets what it
    asks: not a word written beside the name that the mention took in ("the spa at entoto grand"),
    nor one the question also says of the thing ("the simien trek from simien gate lodge")."""
    named = [row for row in context.hotel_rows if row[0] in context.hotel_ids]
    if not named:
        return frozenset()
    own = " ".join(f"{name} {city}" for _, name, city in named)
    sounds = {entities.skeleton(word) for word in words(own)}
    written = [word for word in entities.find_mentions(context.question, named).hotel_words
               if entities.skeleton(word) in sounds]
    asked = Counter(tokens(context.question))
    return frozenset(t for t in tokens(" ".join([own, *written])) if asked[t] <= 1)


def _names_an_asked_hotel(context: Context, passage: Passage) -> bool:
    """Whether a passage writes a hotel the question names as a hotel: its name's words before its
    kind of lodging, by their sounds in any script, with a kind of lodging after them ("Amora Gedel
    Hotel", "ሌክ ጣና ሾር ሪዞርት"; not "the Zege Peninsula trip", the place Zege Peninsula Hotel is
    named after)."""
    written = words(f"{passage.title}. {passage.text}")
    sounds = [entities.skeleton(word) for word in written]
    named = [row for row in context.hotel_rows if row[0] in context.hotel_ids]
    # (A kind of lodging by the glossary, or as the name or the question writes it: "ሪዞርት".)
    kinds = {entities.skeleton(word) for word in [
        *(w for _, name, _ in named for w in words(name)),
        *entities.find_mentions(context.question, named).hotel_words]}
    # (Or the name's own kind of lodging written in the other script, by its sounds: "ሪዞርት" for
    # "Resort", whose "z" the consonant skeleton keeps apart from the "s".)
    lodging = [word.casefold() for _, name, _ in named for word in words(name)
               if grounding.is_lodging_word(word)]
    for _, name, _ in named:
        own = list(itertools.takewhile(lambda word: not grounding.is_lodging_word(word), words(name)))
        wanted = [entities.skeleton(word) for word in own]
        after = len(wanted)
        if wanted and any(sounds[start:start + after] == wanted and start + after < len(written)
                          and (grounding.is_lodging_word(written[start + after])
                               or sounds[start + after] in kinds
                               or any(transliteration.writes_alike(kind, written[start + after])
                                      for kind in lodging))
                          for start in range(len(written))):
            return True
    return False


def _thing_words(context: Context, question: analysis.Question,
                 alternatives: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """The words of a question's subject that say what thing is asked about, each with its
    glossary words: its nouns but where it is set (a hotel it names, a city: `_setting_words`; a
    kind of lodging, "hotel", "resort", which names where, never what), for whom ("children",
    "ለውጭ": grounding's contrasts), how many (a number, and the word it counts: "14 yr old", "10
    waggaa") and, in English, how the guest asks (analysis.filler: "times", "really")."""
    setting = _setting_words(context)
    written = words(context.question)
    counted = {terms[0] for number, word in zip(written, written[1:], strict=False)
               if any(c.isdigit() for c in number) and (terms := tokens(word))}
    by_term = {terms[0]: word for word in written if (terms := tokens(word))}
    return {term: alternatives.get(term, frozenset({term})) for term in question.nouns
            if term not in setting and term not in counted and glossary.place(term) is None
            and not any(c.isdigit() for c in term)
            and not grounding.names_a_contrast(by_term.get(term, term))
            and not grounding.is_lodging_word(by_term.get(term, term))
            and not (context.lang in UNKNOWN_WORDS_ARE_NAMES and analysis.filler(term, context.question))}


# The questions whose answer must name the asked thing itself (`_names_the_asked_thing`): a
# yes/no question, and an untyped one ("yoga class times lake hawassa resort"), which asks no value
# that would say which sentence, so any sentence sharing its words (the resort's) would answer.
_CHECKED_FOR_THE_THING = frozenset({"yes_no", None})


def _names_the_asked_thing(asked: _AskedThing, candidate: _Sentence) -> bool:
    """Whether a sentence naming a yes/no question's subject, or any sentence answering an untyped
    question (`_CHECKED_FOR_THE_THING`), names the thing asked about: one of
    its thing words (`_thing_words`), in the sentence (by any form of it, in the question's
    language), the one whose thing it speaks of (its `scope`) or its passage's title. "CMC Family
    Suites has a doctor on call" shares the hotel's words with "is there a dentist at CMC Family
    Suites?" and says nothing of a dentist: the answer is not known, and a yes or a figure read
    from it would be another thing's. A question naming nothing but its setting ("do you have
    hotels in Dessie?") is answered by any sentence naming it. (Asking for more than one of the
    thing words lost right answers on the blind sets: "ውሻዬን ይዤ መምጣት" writes its verbs as nouns.)"""
    thing = asked.thing
    if not thing or asked.question.asked_type not in _CHECKED_FOR_THE_THING:
        return True
    named = candidate.matched | (candidate.scope.matched if candidate.scope is not None else frozenset())
    title = candidate.passage.title or ""
    lang = None if candidate.foreign else asked.context.lang
    return any(t in named or _writes_one_of({t: thing[t]}, f"{title}. {candidate.text}", lang) for t in thing)


# The letters of a Latin word's stem, which its forms share (`_untaught_thing`).
MIN_STEM = 4


def _untaught_thing(context: Context, question: analysis.Question, kept: list[Passage],
                    found: list[Passage]) -> tuple[str, ...]:
    """The words of a question's thing (`_thing_words`: not where it is set, for whom, how many)
    that no passage of the scope holds (`Context.unseen`), by no form either in the passages found
    (analysis.lacks: the index stems an Amharic or Oromo form apart from the passage's, "ጉብኝቱ" and
    "ጉብኝት"), nor by their sounds in the other script (a name: "sodere", "ሶደሬ"): nobody taught the
    thing. Only a word written in the script of a passage kept (`kept`) of the question's language,
    which would write it: beside passages in another language or script only, an unseen word is as
    often a common word the glossary does not translate ("ቃሉ", the word, of "የይለፍ ቃሉ", the
    password, for the English WiFi passage; "metchi", when, of a Latin-letter Amharic question, read
    as "yemiketlew ደመራ metchi ነው", for an Amharic passage).
    A Latin word of MIN_UNKNOWN_TERM letters at least, as in English: a shorter one is as often a
    function word with a clitic ("yoon", if I). Not the question's verbs, nor what it asks to be
    able to do (analysis.ability_complements: "dhufuu", to come): a passage says what happens with
    its own verb. Not in English, whose untaught words `Context.unknown` holds
    (analysis.unknown_terms, the catalogue's words aside)."""
    unseen = frozenset(context.unseen)
    if not unseen or context.lang in UNKNOWN_WORDS_ARE_NAMES:
        return ()
    thing = _thing_words(context, question, {})
    by_term = {terms[0]: word for word in words(context.question) if (terms := tokens(word))}
    # (Nor its verbs, question words and question frame by their wider forms, analysis.frame_terms:
    # "የሰጠሁትን", "ይዤ", "ብናመጣ ችግር አለው", "ብኽንደይ ትሸጡ"; nor the words saying on which day,
    # stay_questions.day_words: "ዛሬ", "ዛሬውኑ".)
    not_things = (analysis.ability_complements(context.question)
                 | analysis.frame_terms(context.question, context.lang)
                 | frozenset(t for w in stay_questions.day_words(context.question) for t in tokens(w)))
    scripts = {script_of(p.text) for p in kept if p.lang == context.lang}
    asked = [t for t in thing if t in unseen and t not in question.verbs and t not in not_things
             and script_of(by_term.get(t, t)) in scripts
             and (len(grounding.sounds(by_term.get(t, t))) >= analysis.MIN_SOUNDS if has_ethiopic(t)
                  else len(t) >= analysis.MIN_UNKNOWN_TERM)]
    if not asked:
        return ()

    def written(term: str) -> bool:
        script = script_of(by_term.get(term, term))
        for p in found:
            terms = p.terms | frozenset(tokens(p.title or ""))
            if not analysis.lacks(terms, (term,), context.lang if p.lang == context.lang else None):
                return True
            # (A Latin word's stem, its first MIN_STEM letters: an Oromo verb's forms differ past it,
            # "kenne", I handed in, "kennitan", you hand in.)
            if term.isascii() and len(term) >= MIN_STEM and any(t.startswith(term[:MIN_STEM]) for t in terms):
                return True
            if script_of(p.text) != script and grounding.names_one_of(
                    (by_term.get(term, term),), f"{p.title}. {p.text}", MIN_WRITTEN_NAME):
                return True
        return False

    return tuple(t for t in asked if not written(t))


def _writes_one_of(terms: dict[str, frozenset[str]], text: str, lang: str | None) -> bool:
    """Whether a text writes one of the terms (term -> its glossary words), by a glossary word or,
    in `lang` (the language of both), by a form of the term (analysis.lacks)."""
    written = glossary.with_meanings(frozenset(tokens(text)))
    return any(alternatives & written or (lang is not None and not analysis.lacks(written, (term,), lang))
               for term, alternatives in terms.items())


def _another_subject_of_the_asked_name(asked: _AskedThing, candidate: _Sentence) -> bool:
    """Whether a typed answer's candidate of the question's language names the name saying which
    thing is asked (`_names_in`: "sodere") with another subject of the glossary instead of the kind
    asked (a head of its subject, "trip", by none of its words), in a passage naming the asked one,
    its name with its kind, in another sentence: "Entry to the Sodere pools ... 200 birr on
    Saturdays" after "The lodge runs a day trip to Sodere" states the pools' days, not the trip's."""
    heads = {t: a for t, a in asked.thing.items() if glossary.is_subject(t)}
    which = {t: a for t, a in asked.thing.items() if t in asked.names and t not in heads}
    if not heads or not which or candidate.foreign or candidate.index < 0:
        return False
    lang = asked.context.lang
    own = " ".join(filter(None, [candidate.text, candidate.scope.text if candidate.scope else ""]))
    if candidate.matched & heads.keys() or _writes_one_of(heads, own, lang):
        return False
    names_which = bool(candidate.matched & which.keys()) or _writes_one_of(which, own, lang)
    return (names_which and _names_another_subject(own, asked.asked)
            and any(_writes_one_of(heads, sentence, lang) and _writes_one_of(which, sentence, lang)
                    for sentence in split_sentences(candidate.passage.text) if sentence != candidate.text))


def _introduces_the_asked_thing(asked: _AskedThing, scope: _Sentence) -> bool:
    """Whether the sentence that named what a later sentence speaks of (its `scope`) names the
    asked thing: it states no other value of a qualifier (`_sentence_conflict`: another city,
    quantity, name, contrast member, hotel or route) and, read with its passage's title, names no
    sibling (grounding.sibling: "The coffee tour visits the farms" for the walking tour; not "The
    full-day trip goes on to the island" under the title "Ferry trips", a ferry trip), nor, in the
    question's language, another subject instead of an asked one, read with its title and the
    sentence before it as a sentence answering is (analysis.about_another_subject: the coffee tour
    for the waterfall tour, both words the glossary knows; not "The full-day trip goes to Dek
    Island" after "Two boat trips leave from the jetty", for the full-day boat)."""
    if _sentence_conflict(asked.qualifiers, scope) is not None:
        return False
    title = scope.passage.title or ""
    if scope.passage.lang == asked.context.lang and analysis.about_another_subject(
            asked.question, scope.text, f"{title}. {scope.before}", asked.asked):
        return False
    introduced = f"{title}. {scope.text}"
    question_lang = asked.context.lang if scope.passage.lang != asked.context.lang else None
    return not grounding.sibling(asked.siblings, introduced, scope.passage.lang, question_lang=question_lang)


def _for_passage(qualifiers: grounding.Qualifiers, passage: Passage) -> grounding.Qualifiers:
    """The question's qualifiers as they hold for one passage. A hotel the question names by its
    distinctive words alone ("zege peninsula boat trip") may be the place the hotel is named after:
    a passage that writes those words is about the asked place, even if it names another hotel
    (the tour desk of Papyrus Garden Hotel that books the Zege Peninsula trip). A contrast that
    says which sentence (grounding.PER_SENTENCE_CONTRASTS: the meals) is left to the sentences."""
    if qualifiers.contrasts.keys() & grounding.PER_SENTENCE_CONTRASTS:
        qualifiers = replace(qualifiers, contrasts={
            index: member for index, member in qualifiers.contrasts.items()
            if index not in grounding.PER_SENTENCE_CONTRASTS})
    # (So is an age asked, "for my 8 year old", unless the passage states a band holding it, which
    # states the asked member: a passage pricing only the under-5s beside the adults may still
    # give the price for everyone in another sentence.)
    if qualifiers.ages and not grounding.holds_age(qualifiers.ages, f"{passage.title}. {passage.text}"):
        qualifiers = replace(qualifiers, ages=())
    if not qualifiers.hotel_ids:
        return qualifiers
    written = entities.find_mentions(f"{passage.title}. {passage.text}", list(qualifiers.hotel_rows))
    if qualifiers.hotel_ids & set(written.hotel_ids):
        return replace(qualifiers, hotel_ids=frozenset())
    return qualifiers


def _rule_fits(context: Context) -> bool:
    """Whether the built-in rule found first may answer: not when it states another clock time
    or quantity than the question's ("late check-out till 4pm" is not the 11:00 check-out rule),
    nor when its values are clock times and another kind of value is asked, which it does not
    state: the check-in and check-out times are no price of a late check-out (the learned
    passages answer, or nothing does). (Only clock times: a rule of minutes or of no value at all
    answers questions whose asking words read as a price, "Galmeen hin kaffalamin hammam tura?",
    how long an unpaid booking is held; "ክፍያ በቴሌብር እንዴት ነው?", how paying by telebirr goes.)"""
    asked = analysis.asked_type(context.question)
    rule = context.passages[0].text
    if (asked in analysis.TYPED and asked != "time" and analysis.carries(rule, "time")
            and not analysis.carries(rule, asked)):
        return False
    qualifiers = grounding.Qualifiers.of(context.question, asked)
    return grounding.conflict(qualifiers, rule) is None


def _says_what_was_asked(context: Context, text: str, rule_words: frozenset[str]) -> bool:
    """Whether a learned passage's sentences, added to a rule's answer, name something the
    question asks about, by its words or their glossary meanings: a topical word of the
    question, or one of its words the rule is about (`rule_words`: "payment", "check-out").
    The hotel or city the question names does not count: it is where the rule applies
    (product_knowledge.with_builtin lets a passage about that place add to it), not what is
    asked. "What time is check-in at Entoto Grand Hotel?" gets the hotel's check-in times, not
    its airport transfer's "drive takes 20 minutes ... between 17:00 and 19:00", which follows a
    sentence naming the hotel."""
    place_words = _setting_words(context)
    asked = [t for t in context.weighted_terms
             if t not in place_words and (glossary.is_topical(t) or t in rule_words)]
    written = glossary.with_meanings(frozenset(tokens(text)) - place_words)
    return any(glossary.alternatives(t) & written for t in asked)


def compose_from_passages(context: Context, beside_a_rule: bool = False) -> tuple[str, list[dict], str]:
    """The best sentences of the passages (in passage order), the documents they came from, and
    the outcome (ANSWERED, DONT_KNOW, or LOW_CONFIDENCE when no sentence shares a word with the
    question: the passage was found by meaning alone). A question asking a value (analysis.py: a
    price, a time, ...) is answered only by sentences that name its subject and state such a
    value; with none, the reply says so and what is known nearby, never a figure of another
    subject.
    `beside_a_rule`: the learned passages add to a built-in rule that answers (they are about the
    hotel or city asked, and add only what names something asked: `_says_what_was_asked`), so an
    untyped question's thing is not checked on them ("which payment methods can I use at Zege
    Peninsula Hotel?" gets the hotel's "the boat transfer is paid in cash at the jetty")."""
    if context.passages and context.passages[0].builtin and _rule_fits(context):
        # A built-in topic is written as one short, complete answer in the asked language (whose
        # sentences need not share a word with a question asked in another): say all of it. The
        # learned passages after it are about the hotel or city asked (product_knowledge.
        # with_builtin): what they say is added.
        best = context.passages[0]
        text, sources = best.text, [document_source(best, best.text)]
        learned = [p for p in context.passages if not p.builtin]
        if learned:
            more, more_sources, outcome = compose_from_passages(replace(context, passages=learned),
                                                                beside_a_rule=True)
            if outcome == ANSWERED and more and _says_what_was_asked(context, more,
                                                                      product_knowledge.topic_words(best)):
                text, sources = f"{text}\n\n{more}", [*sources, *more_sources]
        return text, sources, ANSWERED
    question = analysis.analyse(context.question, context.weighted_terms, context.lang)
    # Learned passages answer on their own: no built-in sentence is mixed into their reply.
    found = [p for p in context.passages if not p.builtin]
    # A passage stating another city, quantity or name than the question's is about a
    # neighbouring subject (grounding.py): its figures are never given for the asked one.
    qualifiers = grounding.Qualifiers.of(context.question, question.asked_type, context.lang).with_names(
        context.question, [text for p in found for text in (p.title, p.text)]).with_hotels(
        context.hotel_ids, context.hotel_rows)
    if context.hotel_ids and not qualifiers.places:
        # A hotel is in its city: a passage about another city's airport transfer is no answer for
        # the named hotel's ("forty springs lodge airport transfer" is asked in Arba Minch).
        qualifiers.places = grounding.places(tokens(" ".join(
            city for hotel_id, _, city in context.hotel_rows if hotel_id in context.hotel_ids)))
    grounded = [p for p in found
                if grounding.conflict(_for_passage(qualifiers, p), f"{p.title}. {p.text}") is None]
    grounded.sort(key=lambda p: -grounding.support(qualifiers, f"{p.title}. {p.text}"))
    if found and not grounded:
        return _not_about(context, question, qualifiers, found), [], DONT_KNOW
    # Passages clearly weaker than the best one answer a different question: leave them out.
    top = max((p.score for p in grounded), default=0)
    passages = [p for p in grounded[:3] if p.score >= top * PASSAGE_MARGIN]
    # An English passage only: across languages an unseen word may be the passage's own word in
    # the other script ("rail", "ባቡር"). (Nor when a kept passage of another script writes the
    # unseen words as a name, by their sounds: "sodere" is the "ሶደሬ" of the Amharic passage kept
    # beside an English one that shares the question's other words.)
    # (Every kept passage of the question's language: a document's chunks are passages of their
    # own, and the one writing "babysitting" for "babysitter" may be its second.)
    if (context.unknown and passages and passages[0].lang == context.lang
            and all(analysis.lacks(p.terms | frozenset(tokens(p.title)), context.unknown, context.lang)
                    for p in passages if p.lang == context.lang)
            and not any(script_of(p.text) != script_of(context.question)
                        and grounding.names_one_of(context.unknown, f"{p.title}. {p.text}", MIN_WRITTEN_NAME)
                        for p in passages)):
        return _not_known(context, question, passages), [], DONT_KNOW
    # An untyped or yes/no question asks no value that would say which sentence answers: a word of
    # its thing that no passage of the scope writes (nobody taught it: "yoga", "camel", "ለአረጋውያን")
    # leaves it unanswered, whatever its other words share ("lake hawassa resort", "መርካቶ ጉብኝት").
    untaught_thing = _untaught_thing(context, question, passages, found) if (
        question.asked_type in _CHECKED_FOR_THE_THING and not beside_a_rule) else ()
    if untaught_thing:
        return _not_knowing(context, passages, "not_known", subject=analysis.subject_words(
            context.question, analysis.Question(context.question, None, untaught_thing))
            or " ".join(untaught_thing)), [], DONT_KNOW
    # The question's words and the meanings they name together, found as retrieval finds them.
    weighted_terms = glossary.with_concepts(context.weighted_terms)
    # (And the question's own word of two meanings, read as this term: glossary.read_as.)
    alternatives = {t: (glossary.alternatives(t) | glossary.read_as(t, question.asked_type)
                        | context.bridges.get(t, frozenset()))
                    if t in context.weighted_terms else glossary.synonyms(t) for t in weighted_terms}
    # (For a typed question: its value may be stated across a chunk's edge, and only a sentence
    # stating it takes its subject from the text before it.)
    neighbours = context.neighbouring_chunks(passages) if (
        question.typed and context.neighbouring_chunks is not None) else {}
    # Passages about the asked thing only by the chunk before them: only their first sentences
    # going on about it may answer (their own words name other things).
    continuing: set[tuple[int, int]] = set()
    if question.typed:
        kept = []
        for p in passages:
            if _names_specific_words(context, question, p):
                kept.append(p)
                continue
            lead = neighbours.get((p.document_id, p.position - 1), "")
            if lead and _names_specific_words(context, question, p, lead):
                continuing.add((p.document_id, p.position))
                kept.append(p)
        passages = kept
        if not passages:
            return _no_typed_answer(context, question, found), [], DONT_KNOW
    # A sentence naming the asked thing with another word saying which one, and the asked word
    # nowhere, is about a sibling ("tourist e-visa" for a business visa): learned from the words
    # themselves, so no hand list has to know the siblings (grounding.sibling).
    # (Across languages only by a word written as a name, "Lake Tana" for Lake Abaya: the common
    # word saying which one is rarely a glossary word, "combined ticket" and "tikeetii waliigalaa"
    # are one; `_names_a_sibling`.)
    # (A verb of the question says what the thing does, "የሚሄደው አውቶቡስ", the bus that goes,
    # never which one: a passage's "የሚወስድ አውቶቡስ", the bus that takes, is the same bus.)
    asked_thing = _AskedThing(context, question, qualifiers, grounding.asked_siblings(
        frozenset(pair for pair in qualifiers.pairs if pair[0] not in question.verbs),
        [(f"{p.title}. {p.text}", p.lang) for p in found]),
        frozenset(a for t in weighted_terms for a in alternatives[t]),
        _thing_words(context, question, alternatives),
        _written_names(context, question, found) if question.typed else frozenset(), not beside_a_rule)
    # (Of the passages about the asked place: another hotel's spa menu in another language says
    # nothing of which massages the asked one offers. A price only: a list of variants, each with a
    # value of its own, is a price list; "ብዙ ውሃ", much water, asks when the falls are full, no
    # variant of the water.)
    if question.asked_type == "price" and _untaught_variant(context, qualifiers, grounded):
        return _no_typed_answer(context, question, found), [], DONT_KNOW
    sharing = _passage_sentences(context, question, passages, weighted_terms, alternatives, neighbours,
                                 frozenset(continuing))
    candidates = [c for c in sharing if _speaks_of_the_asked_thing(asked_thing, c)]
    if question.typed and sharing and not any(c.names_subject and c.carries for c in candidates):
        # No sentence writes each of the question's words and answers: a word the passage writes
        # otherwise declines only on evidence of another thing, else coverage decides.
        loose = _answer_by_coverage(context, question, asked_thing, _passage_sentences(
            context, question, passages, weighted_terms, alternatives, neighbours, frozenset(continuing),
            loose=True), weighted_terms, alternatives)
        if loose is not None:
            sharing, candidates = [loose], [loose]
    if sharing and not candidates:
        # Every sentence sharing a word with the question is about another city, quantity or
        # sibling: the passage is not about the asked thing, and its first sentences (the
        # fallback below, for a passage found by meaning alone) would be that thing's.
        return _not_about(context, question, qualifiers, passages), [], DONT_KNOW
    outcome = ANSWERED
    if not candidates and passages:
        outcome = LOW_CONFIDENCE
        # Found by meaning alone (a paraphrase, another language): no sentence shares a word
        # with the question, so the best passage answers from its beginning.
        # A passage in the question's own script that shares no word with it is not known to be
        # about the asked subject: its values are no answer to a typed question (the vectors
        # rank, they never decide alone). Across scripts the words cannot be compared.
        names_subject = script_of(passages[0].text) != script_of(context.question)
        sentences = split_sentences(passages[0].text)
        candidates = [_Sentence(1.0, False, 0, index, sentence, passages[0], frozenset(), names_subject,
                                analysis.carries(sentence, question.asked_type),
                                sentences[index - 1] if index else "")
                      for index, sentence in enumerate(sentences)]
        candidates = [c for c in candidates if _speaks_of_the_asked_thing(asked_thing, c)]
    if question.typed and candidates:
        answering = [c for c in candidates if c.names_subject and c.carries]
        if not answering:
            return _no_typed_answer(context, question, passages), [], DONT_KNOW
        candidates = answering
    elif question.asked_type is not None and question.subject and candidates:
        # A yes/no, place or contact question about a subject is answered only by sentences
        # naming it: "can I bring my cat to Entoto Grand Hotel?" is not answered by its spa's hours.
        naming = [c for c in candidates if c.names_subject]
        if question.asked_type == "contact" and _ASKS_FOR_A_NUMBER.search(context.question):
            # A number asked for is stated or not known: "the lodge is in the Harenna forest"
            # names the lodge and is no phone number for it. (Not "could the front desk phone my
            # room at 5?", which asks for the call, not its number.)
            naming = [c for c in naming if _states_contact(c.text)]
        if not naming:
            return _not_about(context, question, qualifiers, passages), [], DONT_KNOW
        candidates = naming
    if not candidates:
        return "", [], DONT_KNOW
    # Equal scores: a sentence naming the asked thing itself before one that names no thing and
    # takes its scope's (`_passage_sentences`: its score is the scope's): a scope may name the
    # asked thing among its siblings ("... Amharic lessons and a coffee ceremony class"), and the
    # sentence after it be a sibling's ("Amharic lessons: ... 16:00-17:30"), where "Coffee
    # ceremony class: daily at 15:00" states the asked one's. Then the sentence that, with the one
    # it goes on from, names more of the asked thing ("The tour starts in the hotel garden at
    # 08:30" after "... a guided walking tour of ancient Axum" is the Axum tour's, not another
    # passage's market tour's), then the sentence in the asked language.
    covered = _thing_covered(context, question, weighted_terms, alternatives, candidates)
    of_head = _writing_the_head(context, question, candidates)
    head_first = of_head or {}
    candidates.sort(key=lambda c: (not head_first.get(id(c), False), -c.score, c.scope is not None,
                                   -covered[id(c)], c.foreign, c.rank, c.index))
    # (Near the best one by the words of the asked thing, not of the hotel or city it is set in:
    # "can I bring my dog to the papyrus hotel" makes the hotel's opening sentence the strongest,
    # by its name, and the dog's own sentence is the answer.)
    setting = _setting_words(context) if of_head is not None else frozenset()
    score = {id(c): c.score - math.fsum(weighted_terms.get(t, 0.0) for t in c.matched & setting)
             for c in candidates}
    best = max(score.values())
    if of_head is not None:
        # (The head first among the sentences near the best one only: a weak sentence writing the
        # head is no answer for being put first.)
        candidates = [c for c in candidates if score[id(c)] >= best * SENTENCE_MARGIN]
    chosen: list[_Sentence] = []
    length = 0
    for candidate in candidates:
        if len(chosen) == MAX_SENTENCES or score[id(candidate)] < best * SENTENCE_MARGIN:
            break
        if length + len(candidate.text) > MAX_REPLY_CHARS and chosen:
            continue
        # A typed answer comes from one passage: two passages' figures side by side would give a
        # neighbouring subject's value beside the asked one.
        if question.typed and candidate.passage is not candidates[0].passage:
            continue
        # The same sentence in several passages (a distractor copied from another) is said once.
        if any(c.text == candidate.text for c in chosen):
            continue
        # The same rule learned in several languages: a sentence of another language holding
        # just what a chosen one holds is its translation, not more of the answer.
        if candidate.matched and any(c.matched == candidate.matched
                                     and c.passage.lang != candidate.passage.lang for c in chosen):
            continue
        chosen.append(candidate)
        length += len(candidate.text) + 1
    chosen.sort(key=lambda c: (c.rank, c.index))
    sources: dict[int, dict] = {}
    for sentence, passage in ((c.text, c.passage) for c in chosen):
        if passage.document_id in sources:
            sources[passage.document_id]["snippet"] = (
                sources[passage.document_id]["snippet"] + " " + sentence
            )[:300]
        else:
            sources[passage.document_id] = document_source(passage, sentence)
    text = " ".join(c.text for c in chosen)
    restated = _restated(context, question, chosen, weighted_terms, alternatives)
    return (f"{restated} {text}" if restated else text), list(sources.values()), outcome


def _writing_the_head(context: Context, question: analysis.Question,
                      candidates: list[_Sentence]) -> dict[int, bool] | None:
    """Which candidates (by id) write a yes/no question's head, themselves or the sentence they go
    on from: "do I pay for the sauna?" asks about the sauna, and those sentences answer before the
    ones sharing the question's other words (the resort, paying: the massage prices of the same spa
    menu). In the question's language by a form of its own word (the glossary's group of it holds
    its neighbours: a spa, a massage, a sauna); across languages, or where no sentence writes that
    word, by any word of its group. None for another kind of question, or one with no head."""
    heads = [t for t in question.subject if glossary.is_subject(t)] if question.asked_type == "yes_no" else []
    if not heads:
        return None

    def writes_head(c: _Sentence, text: str, strict: bool) -> bool:
        written = frozenset(tokens(text))
        if strict and c.passage.lang == context.lang:
            return any(head in written or any(glossary.inflected_alike(head, t, context.lang)
                                              for t in written) for head in heads)
        written = glossary.with_meanings(written)
        return any(glossary.synonyms(head) & written for head in heads)

    def holds_head(c: _Sentence, strict: bool) -> bool:
        return writes_head(c, c.text, strict) or (
            c.scope is not None and writes_head(c, c.scope.text, strict))

    strict = any(holds_head(c, True) for c in candidates)
    return {id(c): holds_head(c, strict) for c in candidates}


def _thing_covered(context: Context, question: analysis.Question, weighted_terms: dict[str, float],
                   alternatives: dict[str, frozenset[str]], candidates: list[_Sentence]) -> dict[int, float]:
    """How much of the asked thing each candidate (by id) names with the text it goes on from (the
    sentence before it, or its scope's): the weight of the question's subject terms and places they
    hold, not its verbs (a passage says what happens with its own verb) nor the hotel it is set at
    (`_hotel_name_words`, which every passage about the hotel writes)."""
    setting = _hotel_name_words(context)
    thing = {t: w for t, w in weighted_terms.items() if t not in question.verbs
             and (t in question.subject or glossary.place(t) is not None)}
    covered = {}
    for c in candidates:
        # (The hotel's words are the thing's own in a passage naming no such hotel: `_passage_sentences`.)
        own = {t: w for t, w in thing.items() if t not in setting} if _names_an_asked_hotel(
            context, c.passage) else thing
        covered[id(c)] = sentence_terms(own, alternatives, f"{c.before} {c.text}")[1] if own else 0.0
    return covered


def _untaught_variant(context: Context, qualifiers: grounding.Qualifiers, found: list[Passage]) -> bool:
    """Whether a price question asks a variant of a thing (two of its words, one saying which thing:
    "ብርድ ልብስ", a blanket of the clothes washed; "maasaajii mataa", a head massage) that the found
    passages teach only as others (grounding.untaught_variants): its value is not known. Not a word
    saying where (the name of a hotel the question names, a city), which the passages about the
    thing need not write."""
    setting = _setting_words(context)
    # (Of the question's phrase for what it asks, where its language shows which word is the thing
    # itself, its head: in "my flight lands at 23:40, how much is the car" the flight is no thing
    # asked; nor is a hotel's name, "abaya chamo spaa keessatti ...", read as one.)
    head = analysis.subject_head(context.question, context.lang)
    head_terms = frozenset(tokens(head)) - setting if head else frozenset()
    pairs = frozenset((which, thing) for which, thing in qualifiers.pairs
                      if which not in setting and glossary.place(which) is None
                      and (not head_terms or thing in head_terms))
    return bool(pairs and grounding.untaught_variants(
        pairs, [(f"{p.title}. {p.text}", p.lang) for p in found], context.lang,
        lambda part: analysis.carries(part, "price")))


def _answered_without_the_catalogue(context: Context, text: str, outcome: str) -> bool:
    """Whether a learned answer already states the kind of thing asked (a price, a time, a
    count...) where the catalogue would add only the named hotel's card: its check-in times and
    its rooms' price would be figures about another subject ("till what time is the spa at
    Entoto Grand open": 07:00-22:00, not check-in from 14:00). A list of hotels or a stay's
    quote was asked for itself, and a learned answer of another kind leaves the card its say."""
    if outcome != ANSWERED or not context.catalogue_is_card:
        return False
    asked = analysis.asked_type(context.question)
    return asked in analysis.TYPED and analysis.carries(text, asked)


class OfflineResponder:
    name = "offline"

    def __init__(self, config: dict):
        self.config = config

    def start(self, context: Context) -> ReplyStream:
        text, sources, outcome = compose_from_passages(context) if context.passages else ("", [], DONT_KNOW)
        if context.catalogue is not None and not _answered_without_the_catalogue(context, text, outcome):
            if (outcome == DONT_KNOW and not context.catalogue_is_card and not context.catalogue.missing
                    and context.catalogue.sources):
                # A stay's quote or a list of hotels answers what was asked: the passages' "I
                # don't know the price you ask about" before it would deny the answer it heads.
                # (Not "no hotels in Bishoftu yet", which names none: the shuttle to a Bishoftu
                # resort is still unknown, and saying so comes first.)
                text, sources = "", []
            # Both: the learned answer first, then what the catalogue says (routing.py).
            text = f"{text}\n\n{context.catalogue.text}" if text else context.catalogue.text
            sources = [*sources, *context.catalogue.sources]
            if outcome == DONT_KNOW and not context.catalogue.missing:
                outcome = ANSWERED
        if outcome != DONT_KNOW:
            asked = analysis.asked_type(context.question)
            text = ethiopian_time.in_both_clocks(context.question, asked, context.lang, text)
            if ethiopian_dates.asks_gregorian(context.question):
                text = ethiopian_dates.with_gregorian_dates(context.question, context.lang, text,
                                                            local_today())
        stream = ReplyStream(pieces_of(text), outcome)
        stream.sources = sources
        return stream


# --- OpenAI-compatible -----------------------------------------------------------------------


def sources_prompt(context: Context) -> tuple[str, list[dict]]:
    """Numbered sources for the model, and the source dict behind each number."""
    blocks, numbered = [], []
    if context.catalogue is not None:
        numbered.append({"type": "catalogue", "sources": context.catalogue.sources})
        blocks.append(f"[1] Live hotel catalogue:\n{context.catalogue.text}")
    for passage in context.passages:
        numbered.append({"type": "document", "source": document_source(passage, passage.text)})
        blocks.append(f"[{len(numbered)}] {passage.title or passage.url or 'Document'}:\n{passage.text}")
    return "\n\n".join(blocks), numbered


def stream_chat_completion(base_url: str, api_key: str, payload: dict, timeout: float) -> Iterator[str]:
    """Text deltas of a streamed OpenAI-compatible chat completion."""
    headers = {"Accept": "text/event-stream"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    with httpx.Client(timeout=timeout) as client:
        with client.stream(
            "POST", f"{base_url.rstrip('/')}/chat/completions", json=payload, headers=headers
        ) as response:
            response.raise_for_status()
            for line in response.iter_lines():
                if not line.startswith("data:"):
                    continue
                data = line[5:].strip()
                if data == "[DONE]":
                    return
                try:
                    chunk = json.loads(data)
                except json.JSONDecodeError:
                    log.warning("ignoring a malformed chat-completion chunk")
                    continue
                for choice in chunk.get("choices") or []:
                    content = (choice.get("delta") or {}).get("content")
                    if content:
                        yield content


class OpenAICompatibleResponder:
    name = "openai"

    def __init__(self, config: dict):
        self.base_url = config["ASSISTANT_LLM_BASE_URL"]
        self.model = config["ASSISTANT_LLM_MODEL"]
        self.api_key = config["ASSISTANT_LLM_API_KEY"]
        self.timeout = float(config.get("ASSISTANT_LLM_TIMEOUT", 60))
        self.config = config

    def payload(self, context: Context) -> tuple[dict, list[dict]]:
        sources_text, numbered = sources_prompt(context)
        language = languages.get(context.lang).name
        system = (
            "You are the assistant of Marefiya, a hotel booking service in Ethiopia. Answer ONLY "
            "from the numbered sources below and cite each source you use as [n]. If the sources "
            f"do not contain the answer, say that you do not know. Reply in {language}.\n\n"
            f"Sources:\n{sources_text}"
        )
        messages = [{"role": "system", "content": system}]
        messages += [{"role": role, "content": content} for role, content in context.history[-6:]]
        messages.append({"role": "user", "content": context.question})
        return {"model": self.model, "messages": messages, "stream": True, "temperature": 0.2}, numbered

    def start(self, context: Context) -> ReplyStream:
        payload, numbered = self.payload(context)
        stream = ReplyStream(iter(()))

        def generate() -> Iterator[str]:
            produced = False
            try:
                for piece in stream_chat_completion(self.base_url, self.api_key, payload, self.timeout):
                    produced = True
                    yield piece
            except (httpx.HTTPError, OSError):
                log.exception("chat-completions server failed")
                if not produced:
                    fallback = OfflineResponder(self.config).start(context)
                    yield from fallback
                    stream.sources = fallback.sources
                    return
            stream.sources = cited_sources(stream.text, numbered)

        stream._pieces = generate()
        return stream


def cited_sources(reply: str, numbered: list[dict]) -> list[dict]:
    """The sources a generated reply cites as [n], in citation order, without repeats."""
    out, seen = [], set()
    for match in re.finditer(r"\[(\d+)\]", reply):
        index = int(match.group(1)) - 1
        if 0 <= index < len(numbered) and index not in seen:
            seen.add(index)
            entry = numbered[index]
            out.extend(entry["sources"] if entry["type"] == "catalogue" else [entry["source"]])
    return out


RESPONDERS = {"offline": OfflineResponder, "openai": OpenAICompatibleResponder}


def get_responder(config) -> OfflineResponder | OpenAICompatibleResponder:
    name = config.get("ASSISTANT_RESPONDER", "offline")
    if name == "openai" and not config.get("ASSISTANT_LLM_BASE_URL"):
        name = "offline"  # not configured: never fail a chat for it
    return RESPONDERS.get(name, OfflineResponder)(config)


def responder_name(config) -> str:
    return get_responder(config).name
