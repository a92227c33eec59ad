"""The assistant on a blind set (bench/assistant_<set>/, written by someone who read no code and
no earlier set; not part of the test suite). `--set blind3` (default), `blind4`, `blind5` or `blind6`.

    .venv/bin/python bench/assistant_blind_eval.py --set blind4          # SQLite file in a temp dir
    .venv/bin/python bench/assistant_blind_eval.py --set blind4 -v       # and every miss
    .venv/bin/python bench/assistant_blind_eval.py --set blind4 --embed-only   # fill the vector cache
    .venv/bin/python bench/assistant_blind_eval.py --set blind4 --record "round 1: ..."   # SCORES.md
    DATABASE_URL=postgresql+psycopg://... .venv/bin/python bench/assistant_blind_eval.py

Into a fresh database: the demo catalogue, the set's documents and its distractor passages
(learned through the learn service, as POST /v1/learn does). Then every question goes through
POST /v1/chat (stream false, a fresh session each, the Flask test client) and is scored per
language:

- contains-fact: answerable questions whose reply holds every `expected` group (any one string
  of a group, compared case-insensitively);
- don't know: unanswerable questions answered with a "don't know" reply (`is_dont_know`);
- other-subject figures: replies stating a figure (a number of two digits or more, a clock time)
  that a learned document other than the question's `source_doc` holds and neither the source
  document nor the question does; for an unanswerable question, any figure of a learned document
  not in the question;
- recall@5: answerable questions whose `source_doc` is among the first five documents of
  retrieval's candidates (retrieval.explain, the guard aside);
- chat p50/p95: the wall time of each POST /v1/chat.

Each stage on its own as well (issue 30):
- type: questions whose asked type analysis.asked_type reads as the set's `asked_type` (the
  set's "other" is analysis's None);
- sentence precision: over the answerable questions given an answer (not "don't know"), the
  share of the reply's sentences that hold an `expected` string (the sentences the responder
  selected that carry the fact, mean per question).

Questions with `source_doc: "catalogue"` (blind set 4) are answered from the demo catalogue: they
have no recall@5 (no learned document holds them), and the catalogue's own figures (its prices,
stars, counts) are not counted as another subject's figures in their replies.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BENCH = Path(__file__).resolve().parent
CATALOGUE = "catalogue"
SENTENCE_END = re.compile(r"(?<=[.።!?])\s+|\n+")
LANGS = ("en", "am", "om", "ti", "am-latn")
# A figure: a clock time, or a number of two digits or more (thousands separators dropped).
FIGURE = re.compile(r"(?<![\d:])(\d{1,2}:\d{2})(?![\d:])|(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{2,})(?![\d,])")


# phrases.PHRASES["city_distance"] in every language: "(about 190 km)", "(ወደ 190 ኪ.ሜ.)", "(gara km 190)".
CITY_DISTANCE = re.compile(r"\((?:about|ወደ|ኣስታት) [\d,]+ (?:km|ኪ\.ሜ\.)\)|\(gara km [\d,]+\)")
# The reply's own reading of a time in the Ethiopian clock (ethiopian_time.ethiopian_label, in
# brackets after the time: "06:00 (ከጠዋቱ 12 ሰዓት በኢትዮጵያ ሰዓት)"): the same time again, no figure of
# another subject. (Until round 3 of blind set 8 its hour and minutes were counted as figures.)
CLOCK_GLOSS = re.compile(r"\([^()]*(?:በኢትዮጵያ ሰዓት|ብሰዓት ኢትዮጵያ|sa'aatii Itoophiyaatiin|Ethiopian time)[^()]*\)")


def stated_figures(reply: str) -> set[str]:
    """The figures a reply states, its own Ethiopian-clock readings of its times left out."""
    return figures(CLOCK_GLOSS.sub("", reply))


def figures(text: str) -> set[str]:
    found = set()
    for clock, number in FIGURE.findall(text):
        if clock:
            hours, minutes = clock.split(":")
            found.add(f"{int(hours)}:{minutes}")
        else:
            found.add(number.replace(",", ""))
    return found


def chat_lang(lang: str) -> str:
    """The `lang` a guest's client sends: Amharic written in Latin letters is still Amharic."""
    return "am" if lang == "am-latn" else lang


def is_dont_know(reply: str, lang: str) -> bool:
    """A reply that says the assistant does not know: it opens with a phrase of the "don't know"
    family (phrases.DONT_KNOW_KEYS), up to its first value or sentence end."""
    from app.services.assistant import languages, phrases

    for key in phrases.DONT_KNOW_KEYS:
        template = languages.pick(phrases.PHRASES[key], lang)
        opener = re.split(r"(?<=[.።!?])\s|\{", template, maxsplit=1)[0].strip()
        if opener and reply.strip().startswith(opener):
            return True
    return False


def contains(reply: str, group: list[str]) -> bool:
    folded = reply.casefold()
    return any(option.casefold() in folded for option in group)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def sentence_precision(reply: str, expected: list[list[str]]) -> float:
    """The share of the reply's sentences holding any `expected` string."""
    sentences = [s for s in SENTENCE_END.split(reply) if s.strip()]
    if not sentences:
        return 0.0
    options = [o for group in expected for o in group]
    return sum(any(contains(s, [o]) for o in options) for s in sentences) / len(sentences)


def load_set(folder: Path) -> tuple[list[dict], list[dict], list[dict]]:
    read = lambda name: json.loads((folder / name).read_text(encoding="utf-8"))  # noqa: E731
    distractors = read("distractors.json")
    if isinstance(distractors, dict):
        distractors = distractors.get("distractors") or distractors.get("passages") or []
    return read("documents.json"), read("questions.json"), distractors


def cached_vectors(items: list[dict], cache: Path) -> None:
    """Give embeddings.embed_passages a disk cache keyed by the text (bench/results/, not in git),
    filled in large batches first: the learn service embeds one document at a time, ~0.35 s each
    on this machine, 7 minutes for the set. The vectors are the model's own either way."""
    import hashlib

    import numpy as np

    from app.services.assistant import embeddings, knowledge, retrieval

    cache.parent.mkdir(exist_ok=True)
    store = dict(np.load(cache)) if cache.exists() else {}
    key = lambda text: hashlib.sha256(text.encode()).hexdigest()  # noqa: E731
    embed = embeddings.embed_passages

    def embed_cached(texts):
        missing = [t for t in dict.fromkeys(texts) if key(t) not in store]
        if missing:
            store.update(zip(map(key, missing), embed(missing), strict=True))
        return np.stack([store[key(t)] for t in texts]) if texts else embed(texts)

    inputs = [retrieval.embedding_input(item.get("title") or "", passage)
              for item in items for passage in knowledge.chunk_text(item["text"])]
    before = len(store)
    embed_cached(inputs)
    if len(store) > before:
        np.savez(cache, **store)
    embeddings.embed_passages = embed_cached


def learn_all(documents: list[dict], distractors: list[dict], product: str, name: str,
              cache: Path) -> int:
    from app.services.assistant import knowledge

    cached_vectors([*documents, *distractors], cache)
    for index, item in enumerate([*documents, *distractors]):
        knowledge.learn(text=item["text"], url=item.get("url") or f"{name}:distractor:{index}",
                        title=item.get("title") or "", lang=item.get("lang") or "en",
                        product=item.get("product") or product, tenant=item.get("tenant"))
    from app.extensions import db
    from app.models import KnowledgeChunk

    return db.session.scalar(db.select(db.func.count()).select_from(KnowledgeChunk))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-v", action="store_true", help="print every miss")
    parser.add_argument("--record", metavar="LABEL", help="append the scores to SCORES.md")
    parser.add_argument("--only", help="only the questions of this language")
    parser.add_argument("--ids", help="only these questions (comma-separated ids: q001,q017); not with --record")
    parser.add_argument("--set", default="blind3", help="the set: bench/assistant_<set>/")
    parser.add_argument("--causes", action="store_true",
                        help="with -v: which step of the reply let each wrong figure or answer through")
    parser.add_argument("--embed-only", action="store_true",
                        help="only fill the vector cache (bench/results/<set>_vectors.npz)")
    args = parser.parse_args()
    folder = BENCH / f"assistant_{args.set}"
    cache = BENCH / "results" / f"{args.set}_vectors.npz"
    tmp = Path(tempfile.mkdtemp(prefix=f"assistant-{args.set}-"))
    url = os.environ.get("DATABASE_URL", f"sqlite:///{tmp / 'eval.db'}")
    from flask_migrate import upgrade

    from app import create_app
    from app.extensions import db
    from app.models import KnowledgeDocument
    from app.services.assistant import (
        analysis,
        catalogue_answers,
        chat,
        phrases,
        retrieval,
        routing,
        spelling,
        transliteration,
    )
    from app.services.demo.demo_data import seed_demo

    app = create_app("testing", SQLALCHEMY_DATABASE_URI=url, RATELIMIT_ENABLED=False,
                     MEDIA_DIR=str(tmp / "media"), MAIL_OUTBOX_DIR=str(tmp / "outbox"),
                     TTS_CACHE_DIR=str(tmp / "tts"))
    documents, questions, distractors = load_set(folder)
    if args.embed_only:
        with app.app_context():
            cached_vectors([*documents, *distractors], cache)
        print(f"vectors cached in {cache}")
        return
    if args.only:
        questions = [q for q in questions if q["lang"] == args.only]
    if args.ids:
        if args.record:
            parser.error("--record scores the whole set: not with --ids")
        wanted = set(args.ids.split(","))
        questions = [q for q in questions if q["id"] in wanted]
    product = app.config["ASSISTANT_PRODUCT"]
    with app.app_context():
        upgrade()
        seed_demo()
        started = time.perf_counter()
        chunks = learn_all(documents, distractors, product, args.set, cache)
        learned_in = time.perf_counter() - started
        # A translation shares its url (d01 en, d02 am): a document is its url and language.
        doc_ids = {d["id"]: db.session.scalar(db.select(KnowledgeDocument.id).where(
            KnowledgeDocument.url == d["url"], KnowledgeDocument.lang == d["lang"],
            KnowledgeDocument.product == (d.get("product") or product))) for d in documents}
        all_figures = {d["id"]: figures(d["text"]) for d in documents}
        catalogue_figures = figures(catalogue_text(db))
        db.session.commit()
        fixed_figures = {f for table in phrases.PHRASES.values() for text in table.values()
                         for f in figures(text)}
        client = app.test_client()
        client.post("/v1/chat", json={"message": "warm up", "stream": False})  # the model's first call
        causes: dict[str, int] = {}
        stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        latencies: dict[str, list[float]] = defaultdict(list)
        misses = []
        trace = Trace() if args.causes else None
        for item in questions:
            if trace is not None:
                trace.reset()
            lang, question = item["lang"], item["question"]
            started = time.perf_counter()
            response = client.post("/v1/chat", json={"message": question, "lang": chat_lang(lang),
                                                     "stream": False})
            latencies[lang].append((time.perf_counter() - started) * 1000)
            assert response.status_code == 200, response.get_json()
            reply = response.get_json()["reply"]
            db.session.rollback()
            counts = stats[lang]
            counts["questions"] += 1
            # The stages read the question as the chat turn does (routing.reading: misspellings
            # corrected, Amharic in Latin letters written in Ethiopic).
            live = catalogue_answers.live_hotels()
            reading = routing.reading(question, chat_lang(lang), product, None, live)
            db.session.rollback()
            read_type = analysis.asked_type(reading) or "other"
            counts["type_right"] += read_type == item.get("asked_type")
            from_catalogue = item.get("source_doc") == CATALOGUE
            # Figures of the fixed phrases (the "don't know" phrase's example "under 3000 birr") are
            # no other subject's.
            in_question = figures(question) | fixed_figures | (catalogue_figures if from_catalogue else set())
            if from_catalogue:
                # The distances to the nearest cities with hotels ("no hotels in Jimma yet; Hawassa
                # about 190 km") are the catalogue's own figures too, worked out from coordinates.
                in_question |= {f for distance in CITY_DISTANCE.findall(reply) for f in figures(distance)}
            problems = [] if read_type == item.get("asked_type") else [f"type read as {read_type}"]
            if item["answerable"]:
                counts["answerable"] += 1
                missing = [g for g in item["expected"] if not contains(reply, g)]
                counts["contains"] += not missing
                if missing:
                    problems.append(f"missing {missing}")
                if not is_dont_know(reply, chat_lang(lang)):
                    counts["answered"] += 1
                    counts["precision"] += sentence_precision(reply, item["expected"])
                source = item["source_doc"]
                foreign = {f for doc, found in all_figures.items() if doc != source for f in found}
                wrong = (stated_figures(reply) & foreign) - all_figures.get(source, set()) - in_question
                if not from_catalogue:
                    counts["retrieval_scored"] += 1
                    terms = chat.weighted_terms(reading, [], chat_lang(lang))
                    bridges = transliteration.bridges(reading, lambda: spelling.vocabulary(product, None))
                    evidence = retrieval.explain(reading, terms, product, None, bridges)
                    top = list(dict.fromkeys(e.chunk.document_id for e in evidence))[:5]
                    counts["recall5"] += doc_ids.get(source) in top
                    if doc_ids.get(source) not in top:
                        problems.append("source not in the top 5")
                db.session.rollback()
            else:
                counts["unanswerable"] += 1
                dont_know = is_dont_know(reply, chat_lang(lang))
                counts["dont_know"] += dont_know
                if not dont_know:
                    problems.append("answered")
                learned = {f for found in all_figures.values() for f in found}
                wrong = (stated_figures(reply) & learned) - in_question
            if wrong:
                counts["wrong_figure"] += 1
                problems.append(f"other-subject figures {sorted(wrong)}")
            if problems and trace is not None and (wrong or "answered" in problems):
                cause = trace.cause(reply, wrong)
                causes[cause] = causes.get(cause, 0) + 1
                problems.append(f"cause: {cause}")
            if problems:
                misses.append(f"[{item['id']} {lang} {item['asked_type']}] {question}\n    "
                              f"{'; '.join(problems)}\n    reply: {reply[:400]!r}")
        if args.v:
            print("\n".join(misses))
        if causes:
            print("\nwrong figures or answered unanswerables, by the step that let them through:")
            for cause, count in sorted(causes.items(), key=lambda kv: -kv[1]):
                print(f"  {count:3d}  {cause}")
        table = render(stats, latencies, chunks, learned_in, db.engine.dialect.name)
        print(table)
        if args.record:
            record(folder / "SCORES.md", args.record, table)


class Trace:
    """`--causes`: records what the offline responder saw in a turn (the context, the candidate
    sentences and the path that composed the reply), to name the step that let a wrong figure
    or an answer to an unanswerable question through."""

    def __init__(self):
        from app.services.assistant import responders

        self.responders = responders
        compose, sentences = responders.compose_from_passages, responders._passage_sentences

        def traced_compose(context, *args, **kwargs):
            result = compose(context, *args, **kwargs)
            self.composed.append((context, result))
            return result

        def traced_sentences(context, question, *args, **kwargs):
            found = sentences(context, question, *args, **kwargs)
            self.candidates.extend(found)
            self.question = question
            return found

        responders.compose_from_passages = traced_compose
        responders._passage_sentences = traced_sentences
        self.reset()

    def reset(self):
        self.composed, self.candidates, self.question = [], [], None

    def cause(self, reply: str, wrong: set[str]) -> str:
        composed_text = " ".join(result[0] for _, result in self.composed)
        if not self.composed:
            return "catalogue answer alone (catalogue_answers / routing.route)"
        if wrong and not wrong & figures(composed_text):
            return "catalogue text appended to a learned answer (routing.route)"
        context, (text, _, outcome) = self.composed[0]
        if context.passages and context.passages[0].builtin and text.startswith(context.passages[0].text):
            rest = text[len(context.passages[0].text):]
            if not wrong or wrong & figures(context.passages[0].text):
                return "built-in rule (product_knowledge.search / responders._rule_fits)"
            if not rest.strip():
                return "built-in rule (product_knowledge.search / responders._rule_fits)"
        if outcome == self.responders.LOW_CONFIDENCE:
            return "no shared word, first passage by vectors (compose_from_passages, low confidence)"
        chosen = [c for c in self.candidates if c.text in text]
        bad = [c for c in chosen if not wrong or wrong & figures(c.text)] or chosen
        if not bad:
            return "restated figures only (responders._restated)"
        question = self.question
        if question is None or not question.typed:
            return f"untyped question ({question.asked_type if question else None}): no subject check"
        subject = set(question.subject)
        if any(not (c.matched & subject) for c in bad):
            return "sentence holds no subject word, follows one that does (_passage_sentences)"
        if any(c.foreign for c in bad):
            return "sentence of another language, subject by a glossary word (_passage_sentences)"
        heads = {t for t in subject if self.glossary_subject(t)}
        if heads and any(not (c.matched & heads) for c in bad):
            return "sentence holds a modifier, not the subject's head (_passage_sentences names_subject)"
        return "sentence names the subject's words but is about a sibling (no sentence-level contrast)"

    @staticmethod
    def glossary_subject(term: str) -> bool:
        from app.services.assistant import glossary

        return glossary.is_subject(term)


def catalogue_text(db) -> str:
    """Every value of the demo catalogue a reply could state (prices, stars, counts, ...)."""
    from app.models import Hotel, RoomType

    values = []
    for model in (Hotel, RoomType):
        for row in db.session.scalars(db.select(model)):
            # A time column as a reply writes it ("14:00", not "14:00:00", which FIGURE does not
            # read): the hotel card's check-in and check-out times are the catalogue's figures.
            values += [value.strftime("%H:%M") if isinstance(value, dt.time) else str(value)
                       for value in (getattr(row, column.key) for column in model.__table__.columns)]
    return " ".join(values)


def render(stats, latencies, chunks: int, learned_in: float, dialect: str) -> str:
    lines = [
        f"{chunks} chunks ({dialect}), learned in {learned_in:.0f} s.",
        "",
        "| lang | questions | type | recall@5 | sentence precision | contains-fact "
        "| don't know (unanswerable) | other-subject figures | chat p50 ms | chat p95 ms |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    every = []
    for lang in LANGS:
        c = stats.get(lang)
        if not c:
            continue
        every += latencies[lang]
        answerable, unanswerable = int(c["answerable"]), int(c["unanswerable"])
        share = lambda n, d: f"{int(n)}/{d} ({n / d:.0%})" if d else "-"  # noqa: E731
        precision = f"{c['precision'] / c['answered']:.0%} of {int(c['answered'])}" if c["answered"] else "-"
        lines.append(
            f"| {lang} | {int(c['questions'])} | {share(c['type_right'], int(c['questions']))} | "
            f"{share(c['recall5'], int(c['retrieval_scored']))} | {precision} | "
            f"{share(c['contains'], answerable)} | "
            f"{share(c['dont_know'], unanswerable)} | {int(c['wrong_figure'])} | "
            f"{percentile(latencies[lang], 0.5):.0f} | {percentile(latencies[lang], 0.95):.0f} |")
    lines.append(f"| all | {sum(len(v) for v in latencies.values())} | | | | | | "
                 f"{int(sum(c['wrong_figure'] for c in stats.values()))} | "
                 f"{percentile(every, 0.5):.0f} | {percentile(every, 0.95):.0f} |")
    return "\n".join(lines)


def record(scores: Path, label: str, table: str) -> None:
    root = Path(__file__).resolve().parent.parent
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                            text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "app"], cwd=root, capture_output=True,
                           text=True).stdout.strip()
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    with scores.open("a", encoding="utf-8") as out:
        out.write(f"\n## {label}\n\ncommit {commit}{' (+ uncommitted changes in app/)' if dirty else ''}, "
                  f"{stamp}, load average {load} (shared 2-core machine)\n\n{table}\n")


if __name__ == "__main__":
    main()
