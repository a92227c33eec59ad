#!/usr/bin/env python3
"""Validate the blind-7 evaluation set. Exit code 0 = clean."""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)

errors, warnings = [], []
def err(m): errors.append(m)

docs = load("documents.json")
qs = load("questions.json")
dis = load("distractors.json")
terms_path = os.path.join(HERE, "src", "unanswerable_terms.json")
forbid = json.load(open(terms_path, encoding="utf-8")) if os.path.exists(terms_path) else {}

LANGS_DOC = {"en", "am", "om", "ti"}
LANGS_Q = {"en", "am", "om", "ti", "am-latn"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
DOC_FIELDS = {"id": str, "lang": str, "url": str, "product": str, "title": str, "text": str}

def wc(t): return len(t.split())

# ---------- documents ----------
ids = [d.get("id") for d in docs]
if len(ids) != len(set(ids)): err("duplicate document ids")
if not 26 <= len(docs) <= 32: err(f"document count {len(docs)} not in 26-32")
for d in docs:
    for k, t in DOC_FIELDS.items():
        if not isinstance(d.get(k), t): err(f"doc {d.get('id')}: field {k} wrong type")
    if "tenant" not in d or d["tenant"] is not None: err(f"doc {d['id']}: tenant must be null")
    if d["lang"] not in LANGS_DOC: err(f"doc {d['id']}: bad lang")
    if d["product"] != "marefiya": err(f"doc {d['id']}: product")
    if not d["url"].startswith("https://example.et/"): err(f"doc {d['id']}: url")
    n = wc(d["text"])
    if not 120 <= n <= 260: err(f"doc {d['id']}: {n} words (120-260)")
doc_by_id = {d["id"]: d for d in docs}
by_url = collections.defaultdict(list)
for d in docs: by_url[d["url"]].append(d)
pairs = [u for u, v in by_url.items() if len(v) > 1]
for u in pairs:
    ls = [d["lang"] for d in by_url[u]]
    if len(set(ls)) != len(ls): err(f"url {u} taught twice in same language")
if len(pairs) != 3: err(f"expected 3 translation pairs, found {len(pairs)}")
doc_lang_counts = collections.Counter(d["lang"] for d in docs)

# ---------- questions ----------
qids = [q.get("id") for q in qs]
if len(qids) != len(set(qids)): err("duplicate question ids")
def base(l): return "am" if l == "am-latn" else l
counts = collections.defaultdict(lambda: collections.Counter())
for q in qs:
    qid = q.get("id")
    for k, t in (("id", str), ("lang", str), ("question", str), ("answerable", bool), ("expected", list),
                 ("asked_type", str), ("subject", str), ("note", str), ("cross_lingual", bool)):
        if not isinstance(q.get(k), t): err(f"{qid}: field {k} wrong type")
    if q["lang"] not in LANGS_Q: err(f"{qid}: bad lang")
    if q["asked_type"] not in TYPES: err(f"{qid}: bad asked_type")
    for g in q["expected"]:
        if not (isinstance(g, list) and g and all(isinstance(s, str) and s for s in g)):
            err(f"{qid}: expected group malformed")
    c = counts[q["lang"]]
    if q["answerable"]:
        c["answerable"] += 1
        if not q["expected"]: err(f"{qid}: answerable without expected")
        src = q["source_doc"]
        if src == "catalogue":
            c["catalogue"] += 1
            if q["cross_lingual"]: err(f"{qid}: catalogue question marked cross-lingual")
            continue
        if src not in doc_by_id: err(f"{qid}: unknown source_doc {src}"); continue
        d = doc_by_id[src]
        twins = [x for x in by_url[d["url"]]]
        same_lang_exists = any(x["lang"] == base(q["lang"]) for x in twins)
        if q["cross_lingual"]:
            c["cross_lingual"] += 1
            if same_lang_exists: err(f"{qid}: cross-lingual but a {base(q['lang'])} version of {src} exists")
        else:
            if d["lang"] != base(q["lang"]): err(f"{qid}: not marked cross-lingual but doc {src} is {d['lang']}")
        src_text = d["text"].lower()
        twin_text = " ".join(x["text"].lower() for x in twins)
        for g in q["expected"]:
            if not any(s.lower() in src_text for s in g):
                if q["cross_lingual"] and any(s.lower() in twin_text for s in g):
                    continue
                err(f"{qid}: no alternative of group {g[:4]}... found in {src}")
    else:
        c["unanswerable"] += 1
        if q["expected"] != []: err(f"{qid}: unanswerable with expected")
        if q["source_doc"] is not None: err(f"{qid}: unanswerable with source_doc")
        if not q["note"]: err(f"{qid}: unanswerable without note")

MIN = {"en": (30, 15), "am": (30, 15), "om": (30, 15), "ti": (8, 2), "am-latn": (8, 2)}
for l, (a, u) in MIN.items():
    if counts[l]["answerable"] < a: err(f"{l}: {counts[l]['answerable']} answerable < {a}")
    if counts[l]["unanswerable"] < u: err(f"{l}: {counts[l]['unanswerable']} unanswerable < {u}")

# ---------- distractors ----------
dids = [x.get("id") for x in dis]
if len(dids) != len(set(dids)): err("duplicate distractor ids")
if set(dids) & set(ids): err("distractor ids collide with document ids")
if len(dis) < 1200: err(f"only {len(dis)} distractors")
dl = collections.Counter(x["lang"] for x in dis)
for x in dis:
    n = wc(x["text"])
    if not 40 <= n <= 70: err(f"distractor {x['id']}: {n} words")
    if not re.fullmatch(r"x\d{4}", x["id"]): err(f"distractor {x['id']}: bad id")
    for k, t in DOC_FIELDS.items():
        if not isinstance(x.get(k), t): err(f"distractor {x['id']}: field {k}")
doc_urls = set(by_url)
if any(x["url"] in doc_urls for x in dis): err("distractor url collides with document url")
unans = {q["id"]: q for q in qs if not q["answerable"]}
low_dis = [(x["id"], x["text"].lower() + " " + x["title"].lower()) for x in dis]
hits = 0
for qid, q in unans.items():
    terms = [q["subject"].lower()] + [t.lower() for t in forbid.get(qid, [])]
    for t in terms:
        for xid, txt in low_dis:
            if t and t in txt:
                hits += 1
                if hits <= 20: err(f"distractor {xid} mentions '{t}' (subject of unanswerable {qid})")
# distractors must not name documented hotels either (avoid contradicting)
hotel_names = ["entoto", "kazanchis", "papyrus", "goha", "forty springs", "enda yesus", "meskel square",
               "bole skyline", "lake hawassa resort", "amora gedel", "sidama garden"]
for xid, txt in low_dis:
    for h in hotel_names:
        if h in txt: err(f"distractor {xid} names documented hotel {h}")

# cities used in "do you have hotels in X?" questions must not appear in distractors
for city in ["jimma", "ጅማ", "nekemte", "naqamtee", "adigrat", "ዓዲግራት", "dessie", "ደሴ", "harar", "ሐረር"]:
    for xid, txt in low_dis:
        if city in txt: err(f"distractor {xid} mentions no-hotel city {city}")

# ---------- summary ----------
print("documents:", len(docs), dict(doc_lang_counts), "translation pairs:", len(pairs))
print("distractors:", len(dis), dict(dl))
print(f"{'lang':8} {'answerable':>10} {'unanswerable':>12} {'cross-ling':>10} {'catalogue':>9}")
tot = collections.Counter()
for l in ["en", "am", "om", "ti", "am-latn"]:
    c = counts[l]; tot.update(c)
    print(f"{l:8} {c['answerable']:>10} {c['unanswerable']:>12} {c['cross_lingual']:>10} {c['catalogue']:>9}")
print(f"{'total':8} {tot['answerable']:>10} {tot['unanswerable']:>12} {tot['cross_lingual']:>10} {tot['catalogue']:>9}  ({len(qs)} questions)")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors: print("  -", e)
    sys.exit(1)
print("\nOK: clean")
