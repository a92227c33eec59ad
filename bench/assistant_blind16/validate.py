#!/usr/bin/env python3
"""Consistency checks for the blind16 evaluation set. Exit 0 and print CLEAN when all pass.

Reads documents.json, questions.json, distractors.json and catalogue_input.json
(all beside this script) and src/question_checks.json; writes checks.json.
"""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)

docs = load("documents.json")
qs = load("questions.json")
dis = load("distractors.json")
cat = load("catalogue_input.json")
qchk = load(os.path.join("src", "question_checks.json"))

errors = []
def err(msg):
    errors.append(msg)

ETH = re.compile(r"[\u1200-\u137F]")
LANGS_DOC = {"en", "am", "om", "ti"}
LANGS_Q = {"en", "am", "om", "ti", "am-latn"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee", "ee", "eeyye", "አይ", "እወ።", "yelem", "awo"}

# ------------------------------------------------------------ documents
DOC_KEYS = {"id": str, "lang": str, "url": str, "product": str, "title": str, "text": str}
ids = [d.get("id") for d in docs]
if len(ids) != len(set(ids)):
    err("duplicate document ids")
if not 26 <= len(docs) <= 32:
    err("document count %d not in 26-32" % len(docs))
for d in docs:
    for k, t in DOC_KEYS.items():
        if not isinstance(d.get(k), t):
            err("doc %s field %s wrong type" % (d.get("id"), k))
    if set(d) != set(DOC_KEYS) | {"tenant"} or d.get("tenant") is not None:
        err("doc %s keys/tenant wrong" % d.get("id"))
    if d["lang"] not in LANGS_DOC:
        err("doc %s lang %s" % (d["id"], d["lang"]))
    if d["product"] != "marefiya" or not d["url"].startswith("https://example.et/"):
        err("doc %s product/url" % d["id"])
    wc = len(d["text"].split())
    if not 120 <= wc <= 260:
        err("doc %s has %d words" % (d["id"], wc))
    has_eth = bool(ETH.search(d["text"]))
    if d["lang"] in ("am", "ti") and not has_eth:
        err("doc %s should be in Ethiopic script" % d["id"])
    if d["lang"] in ("en", "om") and has_eth:
        err("doc %s contains Ethiopic script" % d["id"])
by_id = {d["id"]: d for d in docs}
by_url = {}
for d in docs:
    by_url.setdefault(d["url"], []).append(d)
pairs = [v for v in by_url.values() if len(v) > 1]
if len(pairs) != 3 or any(len(v) != 2 or v[0]["lang"] == v[1]["lang"] for v in pairs):
    err("need exactly 3 translation pairs (same url, two languages)")
doc_lang = Counter(d["lang"] for d in docs)
for lang, lo, hi in (("en", 9, 11), ("am", 6, 8), ("om", 6, 8), ("ti", 3, 3)):
    if not lo <= doc_lang[lang] <= hi:
        err("doc lang %s count %d not in %d-%d" % (lang, doc_lang[lang], lo, hi))

def twin_text(doc_id):
    d = by_id[doc_id]
    return " ".join(x["title"] + " " + x["text"] for x in by_url[d["url"]]).lower()

ALL_DOC_TEXT = " ".join(d["title"] + " " + d["text"] for d in docs).lower()
ALL_DIS_TEXT = " ".join(d["title"] + " " + d["text"] for d in dis).lower()

# ------------------------------------------------------------ catalogue
hotels = {h["name"]: h for h in cat["hotels"]}
cat_text = json.dumps(cat, ensure_ascii=False).lower()
CITY_VARIANTS = {
    "Jimma": ["jimma", "ጅማ", "jimmaa"],
    "Dessie": ["dessie", "dese", "ደሴ"],
    "Nekemte": ["nekemte", "naqamte", "ነቀምት", "ነቀምቴ"],
    "Adigrat": ["adigrat", "ዓዲግራት", "አዲግራት"],
    "Debre Markos": ["debre markos", "ደብረ ማርቆስ", "dabra markos"],
}
cities = {h["city"].lower() for h in cat["hotels"]}
dest = cat["destinations"]["data"]
cities |= {x["city"].lower() for x in dest} | {x.get("city_am", "") for x in dest}

# ------------------------------------------------------------ questions
Q_KEYS = {"id": str, "lang": str, "question": str, "answerable": bool, "expected": list,
          "asked_type": str, "subject": str, "note": str, "cross_lingual": bool}
qids = [q.get("id") for q in qs]
if len(qids) != len(set(qids)):
    err("duplicate question ids")
checks = {}
for q in qs:
    qid = q.get("id")
    for k, t in Q_KEYS.items():
        if not isinstance(q.get(k), t):
            err("%s field %s wrong type" % (qid, k))
    if "source_doc" not in q:
        err("%s missing source_doc" % qid)
    if q["lang"] not in LANGS_Q:
        err("%s lang %s" % (qid, q["lang"]))
    if q["asked_type"] not in TYPES:
        err("%s asked_type %s" % (qid, q["asked_type"]))
    has_eth = bool(ETH.search(q["question"]))
    if q["lang"] in ("am", "ti") and not has_eth:
        err("%s should be Ethiopic" % qid)
    if q["lang"] in ("en", "om", "am-latn") and has_eth:
        err("%s should be Latin script" % qid)
    exp = q["expected"]
    for g in exp:
        if not isinstance(g, list) or not g or not all(isinstance(s, str) and s.strip() for s in g):
            err("%s bad expected group %r" % (qid, g))
            continue
        for s in g:
            t = s.strip().lower()
            if t in BANNED:
                err("%s banned yes/no expected %r" % (qid, s))
            if re.fullmatch(r"\d{1,2}", t):
                err("%s bare 1-2 digit expected %r" % (qid, s))
            if re.fullmatch(r"\d:\d\d", t):
                err("%s bare single-digit clock %r" % (qid, s))
    src = q["source_doc"]
    if q["answerable"]:
        if not exp:
            err("%s answerable with empty expected" % qid)
        if src == "catalogue":
            c = qchk.get(qid)
            if not c or c.get("kind") != "catalogue":
                err("%s catalogue question without check info" % qid)
                continue
            if c.get("hotel"):
                h = hotels.get(c["hotel"])
                if h is None:
                    err("%s hotel %s not in catalogue" % (qid, c["hotel"]))
                    continue
                htext = json.dumps(h, ensure_ascii=False).lower()
                for g in exp:
                    if not any(s.lower() in htext for s in g):
                        err("%s expected group %r not in catalogue record of %s" % (qid, g, c["hotel"]))
                checks[qid] = {"kind": "catalogue", "hotel": c["hotel"], "hotel_id": h["hotel_id"]}
            else:
                city = c.get("missing_city")
                vs = CITY_VARIANTS.get(city, [])
                if not vs:
                    err("%s missing city without variants" % qid)
                for v in vs:
                    if v.lower() in cat_text or v.lower() in cities:
                        err("%s city %s is in the catalogue" % (qid, v))
                    if v.lower() in ALL_DIS_TEXT:
                        err("%s city %s appears in distractors" % (qid, v))
                checks[qid] = {"kind": "catalogue", "missing_city": city, "variants_checked_absent": vs}
            if q["cross_lingual"]:
                err("%s catalogue question marked cross_lingual" % qid)
        else:
            if src not in by_id:
                err("%s source_doc %s unknown" % (qid, src))
                continue
            tt = twin_text(src)
            for g in exp:
                if not any(s.lower() in tt for s in g):
                    err("%s expected group %r not in %s (or twin)" % (qid, g, src))
            langs = {x["lang"] for x in by_url[by_id[src]["url"]]}
            ql = "am" if q["lang"] == "am-latn" else q["lang"]
            if q["cross_lingual"] != (ql not in langs):
                err("%s cross_lingual flag wrong" % qid)
    else:
        if exp or src is not None or q["cross_lingual"]:
            err("%s unanswerable must have expected [], source_doc null, cross_lingual false" % qid)
        c = qchk.get(qid)
        if not c or not c.get("absent"):
            err("%s unanswerable without absent words" % qid)
            continue
        for w in c["absent"]:
            if w.lower() in ALL_DOC_TEXT:
                err("%s absent word %r occurs in documents" % (qid, w))
            if w.lower() in ALL_DIS_TEXT:
                err("%s absent word %r occurs in distractors" % (qid, w))
        checks[qid] = {"kind": "unanswerable", "near_doc": c.get("near_doc"),
                       "subject": q["subject"], "absent_words": c["absent"]}

cnt = Counter((q["lang"], q["answerable"]) for q in qs)
MIN = {"en": (35, 15), "am": (33, 15), "om": (33, 15), "ti": (9, 2), "am-latn": (8, 2)}
EXACT = {"ti", "am-latn"}
for lang, (a, u) in MIN.items():
    ga, gu = cnt[(lang, True)], cnt[(lang, False)]
    if lang in EXACT and (ga, gu) != (a, u):
        err("%s counts %d+%d, want %d+%d" % (lang, ga, gu, a, u))
    if ga < a or gu < u:
        err("%s counts %d+%d below %d+%d" % (lang, ga, gu, a, u))
ncross = sum(q["cross_lingual"] for q in qs)
if not 20 <= ncross <= 25:
    err("cross-lingual count %d not in 20-25" % ncross)
ncat = Counter(q["lang"] for q in qs if q["source_doc"] == "catalogue")
for lang in ("en", "am", "om"):
    if not 5 <= ncat[lang] <= 8:
        err("catalogue questions for %s: %d" % (lang, ncat[lang]))
for lang in ("ti", "am-latn"):
    if not 1 <= ncat[lang] <= 2:
        err("catalogue questions for %s: %d" % (lang, ncat[lang]))
used = {q["source_doc"] for q in qs if q["answerable"]}
for d in docs:
    twins = {x["id"] for x in by_url[d["url"]]}
    if not twins & used:
        err("document %s has no question" % d["id"])

# ------------------------------------------------------------ distractors
if len(dis) != 1230:
    err("distractor count %d" % len(dis))
dl = Counter(d["lang"] for d in dis)
if dl != Counter({"en": 410, "am": 410, "om": 410}):
    err("distractor langs %r" % dl)
did = [d["id"] for d in dis]
if len(set(did)) != len(did) or set(did) & set(ids):
    err("distractor ids not unique")
for d in dis:
    wc = len(d["text"].split())
    if not 40 <= wc <= 55:
        err("distractor %s has %d words" % (d["id"], wc))
    if d["product"] != "marefiya" or d["tenant"] is not None or not d["url"].startswith("https://example.et/kb/%s/" % d["lang"]):
        err("distractor %s format" % d["id"])
for name in list(hotels) + [h["city"] for h in cat["hotels"]] + [x["city_am"] for x in dest]:
    if name.lower() in ALL_DIS_TEXT:
        err("distractors mention catalogue name %r" % name)

with open(os.path.join(HERE, "checks.json"), "w", encoding="utf-8") as f:
    json.dump(checks, f, ensure_ascii=False, indent=1)

# ------------------------------------------------------------ report
print("documents: %d (%s); translation pairs: %d; words %d-%d" % (
    len(docs), ", ".join("%s %d" % (k, doc_lang[k]) for k in ("en", "am", "om", "ti")), len(pairs),
    min(len(d["text"].split()) for d in docs), max(len(d["text"].split()) for d in docs)))
print("| lang | answerable | of which catalogue | of which cross-lingual | unanswerable | total |")
print("|---|---|---|---|---|---|")
for lang in ("en", "am", "om", "ti", "am-latn"):
    a = cnt[(lang, True)]; u = cnt[(lang, False)]
    cx = sum(1 for q in qs if q["lang"] == lang and q["cross_lingual"])
    print("| %s | %d | %d | %d | %d | %d |" % (lang, a, ncat[lang], cx, u, a + u))
ta = sum(v for (l, a), v in cnt.items() if a); tu = sum(v for (l, a), v in cnt.items() if not a)
print("| all | %d | %d | %d | %d | %d |" % (ta, sum(ncat.values()), ncross, tu, ta + tu))
print("distractors: %d (%s)" % (len(dis), ", ".join("%s %d" % (k, dl[k]) for k in ("en", "am", "om"))))
if errors:
    for e in errors:
        print("ERROR:", e)
    print("%d problem(s)" % len(errors))
    sys.exit(1)
print("CLEAN")
