"""Why the assistant answered a blind set's questions as it did: for each question, what retrieval
found and routing kept, what the responder got, the check that declined it, and each candidate
sentence with the two flags that decide a typed answer (names the subject, carries the asked type).
Not part of the test suite; the first tool to run when reading a set's misses (bench/assistant_blind*/
SCORES.md has the readings made with it).

    .venv/bin/python bench/assistant_trace.py --set blind19 --ids q001,q003
    .venv/bin/python bench/assistant_trace.py --set blind19 --ids q035 --retrieval   # + candidates, route

It learns the set as assistant_blind_eval.py does (the vector cache in bench/results/ makes that a
few seconds; the first run of a set embeds ~1,300 passages, minutes) and wraps a few functions of
the responder, the ranking and routing to print what passes through them. It changes no answer.
"""

from __future__ import annotations

import argparse
import inspect
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import assistant_blind_eval as blind_eval  # noqa: E402

# The responder's ways of saying "I don't know": the caller's line says which check declined.
DECLINES = ("_not_about", "_not_known", "_no_typed_answer")


def trace(log: list[str], *, retrieval: bool, documents: list[dict]) -> None:
    """Wrap the functions whose inputs and outputs explain a reply; each appends to `log`."""
    from app.services.assistant import responders, routing
    from app.services.assistant.retrieval import ranking

    doc_of = {d["url"]: d["id"] for d in documents}

    def declined(name):
        original = getattr(responders, name)

        def wrapper(*args, **kwargs):
            caller = inspect.stack()[1]
            log.append(f"  DECLINED by {name}, called from {caller.function}:{caller.lineno}")
            return original(*args, **kwargs)
        setattr(responders, name, wrapper)

    for name in DECLINES:
        declined(name)

    compose = responders.compose_from_passages

    def traced_compose(context, *args, **kwargs):
        log.append("  responder got: " + " | ".join(
            f"{(p.title or '')[:50]} ({p.lang}, {p.score:.2f}{', built-in' if p.builtin else ''})"
            for p in context.passages))
        log.append(f"  unknown={list(context.unknown)} unseen={list(context.unseen)} "
                   f"untaught={list(context.untaught)} hotels={list(context.hotel_ids)}")
        return compose(context, *args, **kwargs)
    responders.compose_from_passages = traced_compose

    sentences = responders._passage_sentences

    def traced_sentences(context, question, passages, *args, **kwargs):
        found = sentences(context, question, passages, *args, **kwargs)
        log.append(f"  question: type={question.asked_type} subject={sorted(question.subject)} "
                   f"verbs={sorted(question.verbs)}")
        for c in found:
            log.append(f"    sentence score={c.score:.2f} names_subject={c.names_subject} "
                       f"carries={c.carries} [{c.passage.title[:30]}] {c.text[:110]}")
        return found
    responders._passage_sentences = traced_sentences

    specific_words = responders._specific_words

    def traced_specific(context, question):
        found = specific_words(context, question)
        log.append(f"  specific words (each must be written): {[w for _, w in found]}")
        return found
    responders._specific_words = traced_specific

    writes_each = responders._writes_each
    unwritten_seen: set[tuple[str, str]] = set()

    def traced_writes_each(asked, text, alternatives, lang=None):
        held = writes_each(asked, text, alternatives, lang)
        if not held:
            lacking = [w for t, w in asked if not writes_each(((t, w),), text, alternatives, lang)]
            key = (",".join(lacking), text[:40])
            if key not in unwritten_seen:
                unwritten_seen.add(key)
                log.append(f"    unwritten {lacking} by [{text[:60]}]")
        return held
    responders._writes_each = traced_writes_each

    if not retrieval:
        return
    explain = ranking.explain

    def traced_explain(*args, **kwargs):
        found = explain(*args, **kwargs)
        for e in found[:8]:
            log.append(f"    candidate {doc_of.get(e.url, e.url[-25:])} accepted={e.accepted} "
                       f"coverage={e.coverage:.2f} cosine={e.cosine} fused={e.fused:.4f} {e.title[:40]}")
        return found
    ranking.explain = traced_explain

    route = routing.route

    def traced_route(question, query, city, passages, *args):
        chosen = route(question, query, city, passages, *args)
        log.append(f"  route: in={[doc_of.get(p.url, (p.title or '')[:20]) for p in passages]} "
                   f"out={[doc_of.get(p.url, (p.title or '')[:20]) for p in chosen.passages]} "
                   f"catalogue={chosen.catalogue is not None}")
        return chosen
    routing.route = traced_route


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--set", required=True, help="the set: bench/assistant_<set>/")
    parser.add_argument("--ids", required=True, help="comma-separated question ids: q001,q017")
    parser.add_argument("--retrieval", action="store_true", help="also retrieval's candidates and the route")
    args = parser.parse_args()
    from flask_migrate import upgrade

    from app import create_app
    from app.services.demo.demo_data import seed_demo

    folder = blind_eval.BENCH / f"assistant_{args.set}"
    cache = blind_eval.BENCH / "results" / f"{args.set}_vectors.npz"
    tmp = Path(tempfile.mkdtemp(prefix=f"assistant-trace-{args.set}-"))
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=f"sqlite:///{tmp / 'trace.db'}",
                     RATELIMIT_ENABLED=False, MEDIA_DIR=str(tmp / "media"),
                     MAIL_OUTBOX_DIR=str(tmp / "outbox"), TTS_CACHE_DIR=str(tmp / "tts"))
    documents, questions, distractors = blind_eval.load_set(folder)
    wanted = set(args.ids.split(","))
    log: list[str] = []
    trace(log, retrieval=args.retrieval, documents=documents)
    with app.app_context():
        upgrade()
        seed_demo()
        blind_eval.learn_all(documents, distractors, app.config["ASSISTANT_PRODUCT"], args.set, cache)
        client = app.test_client()
        for item in (q for q in questions if q["id"] in wanted):
            log.clear()
            body = {"message": item["question"], "stream": False, "lang": blind_eval.chat_lang(item["lang"])}
            reply = client.post("/v1/chat", json=body).get_json()["reply"]
            print(f"[{item['id']} {item['lang']} {item['asked_type']}] {item['question']}\n"
                  f"  expected {item['expected']} from {item['source_doc']}")
            print("\n".join(log))
            print(f"  REPLY: {reply[:300]}\n")


if __name__ == "__main__":
    main()
