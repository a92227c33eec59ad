#!/usr/bin/env python3
"""Consistency checks for the blind12 set. Exit 0 and print CLEAN when everything holds."""
import json, os, re, sys
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
def load(n): return json.load(open(os.path.join(H, n), encoding="utf-8"))
DOCS, QS, DIS, CHK, CAT = load("documents.json"), load("questions.json"), load("distractors.json"), load("checks.json"), load("catalogue_input.json")
ERR = []
def err(m): ERR.append(m)

# ---- documents
DOC_KEYS = {"id", "lang", "url", "product", "tenant", "title", "text"}
byid = {}
for d in DOCS:
    if set(d) != DOC_KEYS: err("doc keys %s" % d.get("id"))
    if d["lang"] not in ("en", "am", "om", "ti"): err("doc lang %s" % d["id"])
    if not re.fullmatch(r"d\d\d", d["id"]): err("doc id %s" % d["id"])
    if not d["url"].startswith("https://example.et/"): err("url %s" % d["id"])
    if d["product"] != "marefiya" or d["tenant"] is not None: err("product/tenant %s" % d["id"])
    if not isinstance(d["title"], str) or not d["title"]: err("title %s" % d["id"])
    w = len(d["text"].split())
    if not 120 <= w <= 260: err("doc %s has %d words" % (d["id"], w))
    byid[d["id"]] = d
if not 26 <= len(DOCS) <= 32: err("doc count %d" % len(DOCS))
if len(byid) != len(DOCS): err("duplicate doc ids")
urls = Counter(d["url"] for d in DOCS)
pairs = [u for u, c in urls.items() if c == 2]
if len(pairs) != 3 or any(c > 2 for c in urls.values()): err("translation pairs: %s" % pairs)
TWIN = {}
for u in pairs:
    a, b = [d for d in DOCS if d["url"] == u]
    if a["lang"] == b["lang"]: err("pair same lang %s" % u)
    TWIN[a["id"]], TWIN[b["id"]] = b["id"], a["id"]
    def nums(t):  # figures of the pair must match; Ethiopian-clock additions (d:dd, numbers <= 12) are ignored
        return {x for x in re.findall(r"\d[\d,:]*\d|\d", t) if not re.fullmatch(r"\d:\d\d", x) and not (x.isdigit() and int(x) <= 12)}
    if nums(a["text"]) != nums(b["text"]): err("translation pair %s figures differ: %s" % (u, nums(a["text"]) ^ nums(b["text"])))
dl = Counter(d["lang"] for d in DOCS)

# ---- questions
Q_KEYS = {"id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee", "ee", "aa", "ok"}
cat_text = json.dumps(CAT, ensure_ascii=False).lower()
hotels = {h["name"]: h for h in CAT["hotels"]}
cities = {d["city"].lower() for d in CAT["destinations"]["data"]} | {h["city"].lower() for h in CAT["hotels"]}
all_doc_text = " \n ".join(d["title"] + " " + d["text"] for d in DOCS).lower()
dis_text = " \n ".join(x["title"] + " " + x["text"] for x in DIS).lower()
ids = set()
for q in QS:
    i = q["id"]
    if set(q) != Q_KEYS: err("q keys %s" % i)
    if i in ids: err("dup %s" % i)
    ids.add(i)
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): err("lang %s" % i)
    if q["asked_type"] not in TYPES: err("type %s" % i)
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool): err("bool %s" % i)
    if not q["question"].strip() or not q["subject"]: err("empty %s" % i)
    if q["lang"] == "am-latn" and re.search(r"[\u1200-\u137f]", q["question"]): err("am-latn uses Ethiopic %s" % i)
    if q["lang"] in ("am", "ti") and not re.search(r"[\u1200-\u137f]", q["question"]): err("no Ethiopic %s" % i)
    for g in q["expected"]:
        if not isinstance(g, list) or not g: err("group %s" % i)
        for s in g:
            t = s.strip().lower()
            if not isinstance(s, str) or not t: err("empty expected %s" % i)
            if t in BANNED: err("banned expected %r in %s" % (s, i))
            if re.fullmatch(r"\d{1,2}", t): err("bare short number %r in %s" % (s, i))
            if re.fullmatch(r"\d[:.]\d\d", t): err("single-digit clock %r in %s" % (s, i))
            if s != s.strip(): err("whitespace-padded expected %r in %s" % (s, i))
    if not q["answerable"]:
        if q["expected"] or q["source_doc"] is not None or q["cross_lingual"]: err("unanswerable fields %s" % i)
        ab = CHK["absent"].get(i)
        if not ab: err("no absence check for %s" % i)
        for term in ab or []:
            if isinstance(term, list):
                for d in DOCS:
                    txt = (d["title"] + " " + d["text"]).lower()
                    if all(t.lower() in txt for t in term): err("%s: %s co-occur in %s" % (i, term, d["id"]))
            else:
                if term.lower() in all_doc_text: err("%s: %r present in documents" % (i, term))
                if term.lower() in dis_text: err("%s: %r present in distractors" % (i, term))
        continue
    if not q["expected"]: err("answerable without expected %s" % i)
    src = q["source_doc"]
    if src == "catalogue":
        tgt = CHK["catalogue_target"].get(i)
        if not tgt: err("no catalogue target %s" % i); continue
        if tgt.startswith("CITY:"):
            if tgt[5:].lower() in cities: err("%s: city %s is in catalogue" % (i, tgt))
            continue
        if tgt not in hotels: err("%s: unknown hotel %s" % (i, tgt)); continue
        ht = json.dumps(hotels[tgt], ensure_ascii=False).lower()
        for g in q["expected"]:
            if not any(s.lower() in ht for s in g):
                err("%s: no alternative of %s in catalogue entry of %s" % (i, g, tgt))
        if q["asked_type"] == "price" and "cheapest" in q["subject"].lower():
            low = min(r["price_per_night"] for r in hotels[tgt]["room_types"])
            if not any(s.replace(",", "") == str(int(low)) for g in q["expected"] for s in g): err("%s not cheapest" % i)
        if q["cross_lingual"]: err("catalogue q marked cross-lingual %s" % i)
        continue
    if src not in byid: err("bad source %s" % i); continue
    txt = byid[src]["text"].lower()
    if src in TWIN: txt += " " + byid[TWIN[src]]["text"].lower()
    for g in q["expected"]:
        if not any(s.lower() in txt for s in g): err("%s: no alternative of %s in %s" % (i, g, src))
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    langs = {byid[src]["lang"]} | ({byid[TWIN[src]]["lang"]} if src in TWIN else set())
    if q["cross_lingual"] != (base not in langs): err("cross_lingual flag %s" % i)

# ---- distractors
DIS_KEYS = DOC_KEYS
for x in DIS:
    if set(x) != DIS_KEYS or x["product"] != "marefiya" or x["tenant"] is not None: err("distractor fields %s" % x["id"])
    w = len(x["text"].split())
    if not 40 <= w <= 55: err("distractor %s %d words" % (x["id"], w))
    if not x["url"].startswith("https://example.et/kb/%s/" % x["lang"]): err("distractor url %s" % x["id"])
    low = (x["title"] + " " + x["text"]).lower()
    for c in cities | {"jimma", "jijiga", "nekemte", "naqamte"}:
        if re.search(r"\b%s\b" % re.escape(c), low): err("distractor %s mentions %s" % (x["id"], c))
    for hn in hotels:
        if hn.lower() in low: err("distractor %s names hotel %s" % (x["id"], hn))
dc = Counter(x["lang"] for x in DIS)
if len(DIS) != 1230 or any(dc[l] != 410 for l in ("en", "am", "om")): err("distractor counts %s" % dc)

# ---- counts
c = Counter((q["lang"], q["answerable"]) for q in QS)
NEED = {"en": (35, 15), "am": (33, 15), "om": (33, 15), "ti": (9, 2), "am-latn": (8, 2)}
print("documents: %d  %s  translation pairs: %d" % (len(DOCS), dict(dl), len(pairs)))
print("%-8s %10s %12s %9s %14s" % ("lang", "answerable", "unanswerable", "catalogue", "cross-lingual"))
for l, (a, u) in NEED.items():
    ca = sum(1 for q in QS if q["lang"] == l and q["source_doc"] == "catalogue")
    cl = sum(1 for q in QS if q["lang"] == l and q["cross_lingual"])
    print("%-8s %10d %12d %9d %14d" % (l, c[(l, True)], c[(l, False)], ca, cl))
    if c[(l, True)] < a or (l in ("ti", "am-latn") and c[(l, True)] != a): err("answerable count %s" % l)
    if c[(l, False)] < u or (l in ("ti", "am-latn", "en", "am", "om") and c[(l, False)] != u): err("unanswerable count %s" % l)
print("total questions: %d  cross-lingual: %d  distractors: %d %s" % (len(QS), sum(q["cross_lingual"] for q in QS), len(DIS), dict(dc)))
if ERR:
    for e in ERR: print("ERROR:", e)
    sys.exit(1)
print("CLEAN")
