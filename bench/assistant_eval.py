"""Assistant answer-quality evaluation (not part of the test suite).

    .venv/bin/python bench/assistant_eval.py                 # SQLite file in a temp dir
    .venv/bin/python bench/assistant_eval.py -v              # and every failing question
    .venv/bin/python bench/assistant_eval.py --data bench/assistant_eval_heldout.json
    DATABASE_URL=postgresql+psycopg://... .venv/bin/python bench/assistant_eval.py

Seeds the demo catalogue (app/services/demo/demo_data.py), learns the passages of
bench/assistant_eval.json through POST /v1/learn, asks each question through POST /v1/chat
(stream false, a fresh session each) and prints per language:

- answer-contains-fact: answerable questions whose reply contains every expected fact;
- invented: replies that state something wrong, i.e. an unanswerable question that did not get
  the don't-know phrase, a reply naming a live hotel outside the question's allowed set, or a
  forbidden string (e.g. a Latin city name in an Amharic reply).

`--data FILE` evaluates another question file; a file with `"extends": "other.json"` learns that
file's passages before its own (bench/assistant_eval_heldout.json: questions written before the
retrieval was tuned on assistant_eval.json, kept apart so the tuning can be checked on questions
it never saw).

Expected stay totals are asked of the booking quote service (app.services.booking.bookings.quote_stay)
and cheapest hotels of the catalogue search, never of the assistant. Items marked `dense` need
retrieval across languages or paraphrases; the summary counts them apart.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from collections import defaultdict
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

DATA = Path(__file__).with_name("assistant_eval.json")
TEMPLATE = re.compile(r"\{in(\d+)(_am)?(?::([^}]*))?\}")


def fill_dates(text: str, today) -> str:
    from app.services.booking.ethiopian_calendar import to_ethiopian

    def replace(match: re.Match) -> str:
        day = today + timedelta(days=int(match.group(1)))
        if match.group(2):
            ethiopian = to_ethiopian(day)
            return f"{ethiopian.month_name_am} {ethiopian.day}"
        return day.strftime(match.group(3)) if match.group(3) else day.isoformat()

    return TEMPLATE.sub(replace, text)


def expected_fact(fact, today):
    """The strings (any one must appear) a fact stands for."""
    from app.extensions import db
    from app.models import Hotel
    from app.services.booking import bookings, catalogue

    if isinstance(fact, str):
        return [fill_dates(fact, today)]
    if isinstance(fact, list):
        return [fill_dates(f, today) for f in fact]
    if "quote" in fact:
        spec = fact["quote"]
        hotel = db.session.scalar(db.select(Hotel).where(Hotel.name == spec["hotel"]))
        room_type = next(rt for rt in hotel.room_types if rt.name == spec["room"])
        check_in = today + timedelta(days=spec.get("in", 0))
        quote = bookings.quote_stay(bookings.StayRequest(
            hotel.id, room_type.id, check_in, check_in + timedelta(days=spec["nights"]),
            guests=1, rooms=spec["rooms"]))
        return [f"{quote.price.total:,.2f}"]
    if "cheapest_in" in fact:
        result = catalogue.search_hotels(city=fact["cheapest_in"], max_price=fact.get("max_price"),
                                         sort="price_asc", limit=1)
        return [result.hotels[0].hotel.name]
    raise ValueError(f"unknown fact {fact!r}")


def allowed_hotels(spec, live: dict[str, str]) -> set[str] | None:
    if spec is None:
        return None
    if isinstance(spec, dict):
        return {name for name, city in live.items() if city == spec["city"]}
    return set(spec)


def load_data(path: Path) -> dict:
    """A question file, with the passages of the file it extends learned first."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("extends"):
        base = load_data(path.with_name(data["extends"]))
        data["passages"] = [*base["passages"], *data["passages"]]
    return data


def main() -> None:
    verbose = "-v" in sys.argv
    path = Path(sys.argv[sys.argv.index("--data") + 1]) if "--data" in sys.argv else DATA
    tmp = Path(tempfile.mkdtemp(prefix="assistant-eval-"))
    url = os.environ.get("DATABASE_URL", f"sqlite:///{tmp / 'eval.db'}")
    from flask_migrate import upgrade

    from app import create_app
    from app.extensions import db
    from app.models import Hotel, HotelStatus
    from app.services.assistant.phrases import PHRASES
    from app.services.booking.stays import local_today
    from app.services.demo.demo_data import seed_demo

    app = create_app("testing", SQLALCHEMY_DATABASE_URI=url, RATELIMIT_ENABLED=False,
                     MEDIA_DIR=str(tmp / "media"), MAIL_OUTBOX_DIR=str(tmp / "outbox"),
                     TTS_CACHE_DIR=str(tmp / "tts"))
    data = load_data(path)
    with app.app_context():
        upgrade()
        seed_demo()
        client = app.test_client()
        for passage in data["passages"]:
            response = client.post("/v1/learn", json=passage)
            assert response.status_code == 200, response.get_json()
        today = local_today()
        live = dict(db.session.execute(
            db.select(Hotel.name, Hotel.city).where(Hotel.hotel_status.in_(HotelStatus.LIVE))).all())
        stats = defaultdict(lambda: defaultdict(int))
        for item in data["questions"]:
            lang = item["lang"]
            question = fill_dates(item["q"], today)
            body = client.post("/v1/chat", json={"message": question, "lang": lang,
                                                 "stream": False}).get_json()
            db.session.rollback()
            reply = body["reply"]
            dont_know = PHRASES["dont_know"].get(lang, PHRASES["dont_know"]["en"])
            problems, invented = [], []
            if item.get("answerable", True):
                for fact in item["facts"]:
                    options = expected_fact(fact, today)
                    if not any(option in reply for option in options):
                        problems.append(f"missing {' | '.join(options)!r}")
                allowed = allowed_hotels(item.get("hotels"), live)
                if allowed is not None:
                    invented += [f"names {name!r}" for name in live
                                 if name in reply and name not in allowed]
                invented += [f"contains {text!r}" for text in item.get("forbid", []) if text in reply]
            elif reply != dont_know:
                invented.append("not a don't-know")
            counts = stats[lang]
            counts["questions"] += 1
            counts["invented"] += bool(invented)
            if item.get("answerable", True):
                counts["answerable"] += 1
                counts["correct"] += not problems
                if item.get("dense"):
                    counts["dense"] += 1
                    counts["dense_correct"] += not problems
            else:
                counts["unanswerable"] += 1
                counts["dont_know"] += not invented
            if verbose and (problems or invented):
                print(f"FAIL [{lang}] [{item['kind']}]{' [dense]' if item.get('dense') else ''} "
                      f"{question}\n     {'; '.join(problems + invented)}\n     reply: {reply[:300]!r}")
        print(f"{'lang':4} {'questions':>9} {'contains-fact':>14} {'invented':>9} "
              f"{'dont-know ok':>12} {'dense items ok':>15}")
        for lang in ("en", "am", "om"):
            c = stats[lang]
            rate = c["correct"] / c["answerable"] if c["answerable"] else 1.0
            print(f"{lang:4} {c['questions']:>9} {c['correct']:>4}/{c['answerable']:<3} {rate:>5.0%} "
                  f"{c['invented']:>9} {c['dont_know']:>7}/{c['unanswerable']:<4} "
                  f"{c['dense_correct']:>9}/{c['dense']:<5}")


if __name__ == "__main__":
    main()
