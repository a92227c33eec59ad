"""Assistant benchmark (not part of the test suite).

    .venv/bin/python bench/assistant_bench.py                 # SQLite file in a temp dir
    DATABASE_URL=postgresql+psycopg://... .venv/bin/python bench/assistant_bench.py

Measures: learn throughput (1,000 documents of ~2 KB through POST /v1/learn), chat latency
p50/p95 (stream false, offline responder) with 5,000 chunks indexed, and TTS time for a
200-character sentence (uncached) in English and Amharic.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

WORDS = (
    "hotel room breakfast lake city guide museum church market coffee ceremony injera airport "
    "shuttle price birr night view garden pool spa wifi parking reception balcony mountain "
    "river castle festival bus taxi booking payment refund policy checkin checkout family "
    "suite double single twin terrace restaurant bar music dance tour island monastery"
).split()


def document(rng: random.Random, index: int, size: int = 2000) -> str:
    sentences = []
    while sum(len(s) + 1 for s in sentences) < size:
        words = rng.choices(WORDS, k=rng.randint(8, 16))
        sentences.append(" ".join(words).capitalize() + ".")
    sentences.insert(rng.randint(0, len(sentences)), f"The secret code of place {index} is K{index:05d}.")
    return " ".join(sentences)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main() -> None:
    tmp = Path(tempfile.mkdtemp(prefix="assistant-bench-"))
    url = os.environ.get("DATABASE_URL", f"sqlite:///{tmp / 'bench.db'}")
    from flask_migrate import upgrade

    from app import create_app
    from app.extensions import db
    from app.models import KnowledgeChunk

    app = create_app(
        "testing", SQLALCHEMY_DATABASE_URI=url, RATELIMIT_ENABLED=False, TTS_CACHE_DIR=str(tmp / "tts")
    )
    rng = random.Random(7)
    with app.app_context():
        upgrade()
        client = app.test_client()

        docs = [document(rng, i) for i in range(1000)]
        start = time.perf_counter()
        for i, text in enumerate(docs):
            response = client.post(
                "/v1/learn", json={"text": text, "url": f"https://bench/{i}", "title": f"Place {i}"}
            )
            assert response.status_code == 200, response.get_json()
        elapsed = time.perf_counter() - start
        chunks = db.session.query(KnowledgeChunk).count()
        print(f"learn: 1000 docs (~2 KB) in {elapsed:.2f}s = {1000 / elapsed:.0f} docs/s ({chunks} chunks)")

        i = 1000
        while db.session.query(KnowledgeChunk).count() < 5000:
            response = client.post("/v1/learn", json={"text": document(rng, i), "url": f"https://bench/{i}"})
            assert response.status_code == 200, response.get_json()
            i += 1
        chunks = db.session.query(KnowledgeChunk).count()

        places = [rng.randrange(i) for _ in range(150)]
        questions = [f"What is the secret code of place {n}?" for n in places]
        questions += [" ".join(rng.choices(WORDS, k=6)) + "?" for _ in range(50)]
        questions += ["Who won the 1998 world cup?"] * 20
        rng.shuffle(questions)
        latencies, found, correct = [], 0, 0
        for question in questions:
            start = time.perf_counter()
            response = client.post("/v1/chat", json={"message": question, "stream": False})
            latencies.append((time.perf_counter() - start) * 1000)
            body = response.get_json()
            found += bool(body["sources"])
            if question.startswith("What is the secret code of place "):
                number = int(question.rsplit(" ", 1)[1].rstrip("?"))
                correct += f"K{number:05d}" in body["reply"]
                if os.environ.get("BENCH_DEBUG") and f"K{number:05d}" not in body["reply"]:
                    print("MISS", question, body["reply"][:120], body["sources"][:1])
        print(
            f"chat: {len(questions)} questions with {chunks} chunks indexed: "
            f"p50 {percentile(latencies, 0.5):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms, "
            f"mean {statistics.mean(latencies):.1f} ms ({found} answered with sources; "
            f"{correct}/{len(places)} fact questions answered with the right fact)"
        )

        from app.services.assistant.tts import engine_status, synthesize

        engine_status()  # load eSpeak NG first: the timings below are synthesis, not start-up

        sentences = {
            "en": (
                "Welcome to Marefiya. Your room at the lakeside hotel is ready; breakfast is served "
                "from half past six until ten, and the shuttle to the airport leaves every hour. "
                "Enjoy your stay in Bahir Dar and the boat trip to the monasteries."
            ),
            "am": (
                "እንኳን ወደ ማረፊያ በደህና መጡ። በሐይቁ ዳር ያለው ሆቴል ክፍልዎ ዝግጁ ነው። ቁርስ ከጠዋቱ አስራ ሁለት ሰዓት ተኩል "
                "እስከ አራት ሰዓት ይቀርባል። ወደ አውሮፕላን ማረፊያ የሚወስደው መኪና በየሰዓቱ ይነሳል። መልካም ቆይታ ይሁንልዎ። "
                "ለተጨማሪ መረጃ እንግዳ መቀበያውን ያነጋግሩ። ጣና ሐይቅ ላይ የጀልባ ጉዞ በየቀኑ ጠዋት ይደረጋል።"
            ),
        }
        for lang, text in sentences.items():
            text = text[:200]
            start = time.perf_counter()
            speech = synthesize(text, lang, str(tmp / "tts"))
            elapsed = (time.perf_counter() - start) * 1000
            start = time.perf_counter()
            synthesize(text, lang, str(tmp / "tts"))
            cached = (time.perf_counter() - start) * 1000
            print(
                f"tts {lang}: {len(text)} characters -> {speech.duration_seconds:.1f}s of audio in "
                f"{elapsed:.0f} ms (cached: {cached:.1f} ms)"
            )


if __name__ == "__main__":
    main()
