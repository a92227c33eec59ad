#!/usr/bin/env python3
"""Consistency checks for the blind18 set. Exit 0 and print CLEAN when everything holds."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
def load(n):
    with open(os.path.join(HERE, n), encoding="utf-8") as f:
        return json.load(f)
docs, qs, dis = load("documents.json"), load("questions.json"), load("distractors.json")
absent = load("absent_terms.json")
cat = load("catalogue_input.json")
cat_text = json.dumps(cat, ensure_ascii=False).lower()
dest = {d["city"].lower() for d in cat["destinations"]["data"]} | {d["city_am"] for d in cat["destinations"]["data"]}
errs = []
def err(m): errs.append(m)

# ---- documents
DOC_KEYS = {"id": str, "lang": str, "url": str, "product": str, "tenant": type(None), "title": str, "text": str}
byid = {}
for d in docs:
    for k, t in DOC_KEYS.items():
        if not isinstance(d.get(k), t): err(f"{d.get('id')}: field {k} type")
    if set(d) != set(DOC_KEYS): err(f"{d['id']}: extra/missing keys")
    if d["lang"] not in ("en", "am", "om", "ti"): err(f"{d['id']}: lang")
    if d["product"] != "marefiya": err(f"{d['id']}: product")
    if not re.match(r"^https://example\.et/[a-z-]+/[a-z0-9-]+$", d["url"]): err(f"{d['id']}: url {d['url']}")
    w = len(d["text"].split())
    if not 120 <= w <= 260: err(f"{d['id']}: {w} words")
    byid[d["id"]] = d
if not 26 <= len(docs) <= 32: err(f"document count {len(docs)}")
urls = collections.defaultdict(list)
for d in docs: urls[d["url"]].append(d)
pairs = [v for v in urls.values() if len(v) > 1]
if len(pairs) != 3 or any(len(v) != 2 or v[0]["lang"] == v[1]["lang"] for v in pairs): err("translation pairs must be exactly 3 cross-language pairs")
twin = {}
for a, b in pairs:
    twin[a["id"]] = b["id"]; twin[b["id"]] = a["id"]
dl = collections.Counter(d["lang"] for d in docs)

# ---- questions
Q_KEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED_WORDS = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee"}
counts = collections.Counter()
ids = set()
for q in qs:
    qid = q.get("id")
    if list(q) != Q_KEYS: err(f"{qid}: keys {list(q)}")
    if qid in ids: err(f"{qid}: duplicate id")
    ids.add(qid)
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): err(f"{qid}: lang")
    if not isinstance(q["question"], str) or not q["question"].strip(): err(f"{qid}: question")
    if q["asked_type"] not in TYPES: err(f"{qid}: asked_type")
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool): err(f"{qid}: bool fields")
    if not isinstance(q["subject"], str) or not isinstance(q["note"], str): err(f"{qid}: subject/note")
    if not isinstance(q["expected"], list) or not all(isinstance(g, list) and g and all(isinstance(s, str) and s for s in g) for g in q["expected"]):
        err(f"{qid}: expected shape")
    for g in q["expected"]:
        for s in g:
            t = s.strip().lower()
            if t in BANNED_WORDS: err(f"{qid}: banned yes/no word {s!r}")
            if re.fullmatch(r"\d{1,2}", t): err(f"{qid}: bare 1-2 digit number {s!r}")
            if re.fullmatch(r"\d:\d\d", t): err(f"{qid}: bare single-digit clock {s!r}")
    counts[(q["lang"], q["answerable"])] += 1
    if q["answerable"]:
        if not q["expected"]: err(f"{qid}: answerable without expected")
        src = q["source_doc"]
        if src == "catalogue":
            if q["cross_lingual"]: err(f"{qid}: catalogue question marked cross-lingual")
            m = re.match(r"hotels in (.+)$", q["subject"])
            if m:
                city = m.group(1).lower()
                if city in dest: err(f"{qid}: {city} IS a destination")
                for h in cat["hotels"]:
                    if h["city"].lower() == city: err(f"{qid}: catalogue has a hotel in {city}")
            else:
                for g in q["expected"]:
                    if not any(s.lower() in cat_text for s in g): err(f"{qid}: no alternative of {g} in catalogue")
                # the named hotel must exist
                name = q["subject"].split(" ", 1)[1] if " " in q["subject"] else ""
                hn = [h["name"] for h in cat["hotels"]]
                found = [n for n in hn if n.lower() in q["subject"].lower()]
                if not found: err(f"{qid}: subject names no catalogue hotel")
        elif src in byid:
            texts = [byid[src]["text"] + " " + byid[src]["title"]]
            if src in twin: texts.append(byid[twin[src]]["text"])
            blob = " ".join(texts).lower()
            for g in q["expected"]:
                if not any(s.lower() in blob for s in g): err(f"{qid}: no alternative of {g} in {src}")
            base = "am" if q["lang"] == "am-latn" else q["lang"]
            langs = {byid[src]["lang"]} | ({byid[twin[src]]["lang"]} if src in twin else set())
            if q["cross_lingual"] != (base not in langs): err(f"{qid}: cross_lingual flag wrong")
            counts[("src", src)] += 1
        else:
            err(f"{qid}: bad source_doc {src}")
    else:
        if q["expected"] or q["source_doc"] is not None or q["cross_lingual"]: err(f"{qid}: unanswerable fields")
        terms = absent.get(qid)
        if not terms: err(f"{qid}: no absent terms recorded")
        for t in terms or []:
            for d in docs + dis:
                if t.lower() in (d["text"] + " " + d["title"]).lower(): err(f"{qid}: absent term {t!r} found in {d['id']}")

NEED = {"en": (35, 15), "am": (33, 15), "om": (33, 15), "ti": (9, 2), "am-latn": (8, 2)}
for l, (a, u) in NEED.items():
    if l in ("ti", "am-latn"):
        if counts[(l, True)] != a or counts[(l, False)] != u: err(f"{l}: need exactly {a}+{u}")
    elif counts[(l, True)] < a or counts[(l, False)] < u: err(f"{l}: need >= {a}+{u}")
cross = sum(q["cross_lingual"] for q in qs)
if not 20 <= cross <= 25: err(f"cross-lingual count {cross}")
uncovered = [d["id"] for d in docs if counts[("src", d["id"])] == 0 and d["id"] not in twin]
if uncovered: err(f"documents with no question: {uncovered}")

# ---- distractors
dc = collections.Counter(d["lang"] for d in dis)
if len(dis) != 1230 or dc != {"en": 410, "am": 410, "om": 410}: err(f"distractor counts {dc}")
names = [h["name"].lower() for h in cat["hotels"]]
for d in dis:
    if set(d) != set(DOC_KEYS): err(f"{d['id']}: keys")
    if not 40 <= len(d["text"].split()) <= 55: err(f"{d['id']}: words")
    low = d["text"].lower()
    for n in names:
        if n in low: err(f"{d['id']}: names catalogue hotel {n}")
    for c in dest:
        if c.lower() in low: err(f"{d['id']}: names destination {c}")

# ---- report
print("documents:", len(docs), dict(dl), "translation pairs:", [(a["id"], b["id"]) for a, b in pairs])
print("| lang | answerable | unanswerable | catalogue | cross-lingual |")
print("|---|---|---|---|---|")
for l in NEED:
    lq = [q for q in qs if q["lang"] == l]
    print(f"| {l} | {counts[(l, True)]} | {counts[(l, False)]} | {sum(q['source_doc']=='catalogue' for q in lq)} | {sum(q['cross_lingual'] for q in lq)} |")
print(f"| total | {sum(q['answerable'] for q in qs)} | {sum(not q['answerable'] for q in qs)} | {sum(q['source_doc']=='catalogue' for q in qs)} | {cross} |")
print("distractors:", len(dis), dict(dc))
if errs:
    for e in errs: print("ERROR", e)
    print(len(errs), "errors")
    sys.exit(1)
print("CLEAN")
