#!/usr/bin/env python3
"""Consistency checks for the blind15 evaluation set. Standard library only.
Reads documents.json, questions.json, checks.json, distractors.json and catalogue_input.json
from the directory of this script. Exit 0 and print CLEAN when every check passes."""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ERR = []


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def err(msg):
    ERR.append(msg)


docs = load("documents.json")
qs = load("questions.json")
checks = load("checks.json")
dis = load("distractors.json")
cat = load("catalogue_input.json")

DOC_LANGS = {"en", "am", "om", "ti"}
Q_LANGS = {"en", "am", "om", "ti", "am-latn"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee", "ee", "lakki", "lakkii", "aane",
          "ኣይፋል", "እወ።", "አይ", "yelem", "awo"}

# ------------------------------------------------------------------ documents
doc_by_id = {}
for d in docs:
    keys = {"id", "lang", "url", "product", "tenant", "title", "text"}
    if set(d) != keys:
        err(f"doc {d.get('id')}: keys {sorted(d)}")
        continue
    if not re.fullmatch(r"d\d\d", d["id"]) or d["id"] in doc_by_id:
        err(f"doc id bad/duplicate {d['id']}")
    doc_by_id[d["id"]] = d
    if d["lang"] not in DOC_LANGS:
        err(f"{d['id']}: lang {d['lang']}")
    if not re.fullmatch(r"https://example\.et/[a-z0-9-]+/[a-z0-9-]+", d["url"]):
        err(f"{d['id']}: url {d['url']}")
    if d["product"] != "marefiya" or d["tenant"] is not None:
        err(f"{d['id']}: product/tenant")
    if not isinstance(d["title"], str) or not d["title"].strip():
        err(f"{d['id']}: title")
    n = len(d["text"].split())
    if not 120 <= n <= 260:
        err(f"{d['id']}: {n} words")
if not 26 <= len(docs) <= 32:
    err(f"{len(docs)} documents")
dl = Counter(d["lang"] for d in docs)
for lang, (lo, hi) in {"en": (9, 11), "am": (6, 8), "om": (6, 8), "ti": (3, 3)}.items():
    if not lo <= dl[lang] <= hi:
        err(f"documents in {lang}: {dl[lang]}")
by_url = defaultdict(list)
for d in docs:
    by_url[d["url"]].append(d)
pairs = [v for v in by_url.values() if len(v) > 1]
if len(pairs) != 3 or any(len(v) != 2 or v[0]["lang"] == v[1]["lang"] for v in pairs):
    err(f"translation pairs: {[[x['id'] for x in v] for v in pairs]}")
twin = {}
for v in pairs:
    twin[v[0]["id"]], twin[v[1]["id"]] = v[1]["id"], v[0]["id"]

# ------------------------------------------------------------------ catalogue
hotels = cat["hotels"]
hotel_by_name = {h["name"]: h for h in hotels}
dest_cities = {x["city"].lower() for x in cat["destinations"]["data"]}
cat_text = json.dumps(cat, ensure_ascii=False).lower()

# ------------------------------------------------------------------ questions
ids = set()
cnt = Counter()
cross_n = 0
cat_n = Counter()
for q in qs:
    keys = {"id", "lang", "question", "answerable", "expected", "source_doc", "asked_type",
            "subject", "note", "cross_lingual"}
    if set(q) != keys:
        err(f"{q.get('id')}: keys {sorted(q)}")
        continue
    qid = q["id"]
    if not re.fullmatch(r"q\d\d\d", qid) or qid in ids:
        err(f"{qid}: bad/duplicate id")
    ids.add(qid)
    if q["lang"] not in Q_LANGS:
        err(f"{qid}: lang")
    if q["asked_type"] not in TYPES:
        err(f"{qid}: asked_type")
    for f in ("question", "subject", "note"):
        if not isinstance(q[f], str):
            err(f"{qid}: {f} not str")
    if not q["question"].strip() or not q["subject"].strip():
        err(f"{qid}: empty question/subject")
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool):
        err(f"{qid}: bool fields")
    if not isinstance(q["expected"], list) or not all(
            isinstance(g, list) and g and all(isinstance(s, str) and s for s in g) for g in q["expected"]):
        err(f"{qid}: expected shape")
        continue
    cnt[(q["lang"], q["answerable"])] += 1
    cross_n += q["cross_lingual"]
    # banned strings
    for g in q["expected"]:
        for s in g:
            t = s.strip().lower()
            if t in BANNED or re.fullmatch(r"\d{1,2}", t) or re.fullmatch(r"\d:\d\d", t):
                err(f"{qid}: banned expected string {s!r}")
            if q["asked_type"] == "time" and re.fullmatch(r"(\d ሰዓት|ሰዓት \d|sa'aatii \d|\d seat)", t):
                err(f"{qid}: bare single-digit Ethiopian clock {s!r} (matches 1x o'clock)")
    ck = checks.get(qid, {})
    if not q["answerable"]:
        if q["expected"] or q["source_doc"] is not None or q["cross_lingual"]:
            err(f"{qid}: unanswerable must have expected [], source_doc null, cross_lingual false")
        terms = ck.get("absent")
        if not terms:
            err(f"{qid}: unanswerable without absent terms")
            continue
        scope = ck.get("scope")
        pool = [doc_by_id[i] for i in scope] if scope else docs
        for t in terms:
            for d in pool:
                if t.lower() in (d["title"] + " " + d["text"]).lower():
                    err(f"{qid}: absent term {t!r} found in {d['id']}")
            if not scope:
                for x in dis:
                    if t.lower() in (x["title"] + " " + x["text"]).lower():
                        err(f"{qid}: absent term {t!r} found in distractor {x['id']}")
                        break
        continue
    if not q["expected"]:
        err(f"{qid}: answerable with empty expected")
    src = q["source_doc"]
    if src == "catalogue":
        cat_n[q["lang"]] += 1
        if q["cross_lingual"]:
            err(f"{qid}: catalogue question marked cross-lingual")
        if "absent_city" in ck:
            c = ck["absent_city"].lower()
            if c in dest_cities or any(h["city"].lower() == c for h in hotels) or c in cat_text:
                err(f"{qid}: city {c} is in the catalogue")
        elif "hotel" in ck:
            h = hotel_by_name.get(ck["hotel"])
            if not h:
                err(f"{qid}: hotel {ck['hotel']} not in catalogue")
                continue
            htext = json.dumps({k: v for k, v in h.items() if k not in ("images", "reviews")},
                               ensure_ascii=False).lower()
            for g in q["expected"]:
                if not any(s.lower() in htext for s in g):
                    err(f"{qid}: no alternative of {g} in catalogue entry of {ck['hotel']}")
        else:
            err(f"{qid}: catalogue question without hotel/city check")
        continue
    if src not in doc_by_id:
        err(f"{qid}: source_doc {src}")
        continue
    d = doc_by_id[src]
    texts = [d["text"]] + ([doc_by_id[twin[src]]["text"]] if src in twin else [])
    src_langs = {d["lang"]} | ({doc_by_id[twin[src]]["lang"]} if src in twin else set())
    full = " ".join(texts).lower()
    for g in q["expected"]:
        if not any(s.lower() in full for s in g):
            err(f"{qid}: no alternative of {g} in {src}")
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    if q["cross_lingual"] != (base not in src_langs):
        err(f"{qid}: cross_lingual flag inconsistent (q {q['lang']}, docs {sorted(src_langs)})")
    # a document question must not be answered by a catalogue hotel name typo etc.: subject sanity
    if not q["subject"]:
        err(f"{qid}: subject empty")

MIN = {("en", True): 35, ("en", False): 15, ("am", True): 33, ("am", False): 15,
       ("om", True): 33, ("om", False): 15, ("ti", True): 9, ("ti", False): 2,
       ("am-latn", True): 8, ("am-latn", False): 2}
EXACT = {("ti", True), ("ti", False), ("am-latn", True), ("am-latn", False)}
for k, v in MIN.items():
    if cnt[k] < v or (k in EXACT and cnt[k] != v) or (k[1] is False and cnt[k] != v):
        err(f"count {k}: {cnt[k]} (want {'=' if k in EXACT or not k[1] else '>='}{v})")
if not 20 <= cross_n <= 25:
    err(f"cross-lingual total {cross_n}")
for lang in ("en", "am", "om"):
    if not 5 <= cat_n[lang] <= 7:
        err(f"catalogue questions {lang}: {cat_n[lang]}")
for lang in ("ti", "am-latn"):
    if not 1 <= cat_n[lang] <= 2:
        err(f"catalogue questions {lang}: {cat_n[lang]}")
used = {q["source_doc"] for q in qs if q["answerable"]}
for d in docs:
    if d["id"] not in used and not (d["id"] in twin and twin[d["id"]] in used):
        err(f"{d['id']}: no question uses it")

# ------------------------------------------------------------------ distractors
if len(dis) != 1230:
    err(f"{len(dis)} distractors")
dlc = Counter(x["lang"] for x in dis)
if dlc != Counter({"en": 410, "am": 410, "om": 410}):
    err(f"distractor languages {dlc}")
names = [h["name"].lower() for h in hotels]
no_city = [c["absent_city"].lower() for c in checks.values() if "absent_city" in c]
dids = set()
for x in dis:
    if set(x) != {"id", "lang", "url", "product", "tenant", "title", "text"}:
        err(f"{x.get('id')}: distractor keys")
        continue
    if not re.fullmatch(r"x\d{4}", x["id"]) or x["id"] in dids:
        err(f"{x['id']}: distractor id")
    dids.add(x["id"])
    if x["url"] != f"https://example.et/kb/{x['lang']}/{x['url'].rsplit('/', 1)[-1]}":
        err(f"{x['id']}: url")
    if x["product"] != "marefiya" or x["tenant"] is not None:
        err(f"{x['id']}: product/tenant")
    n = len(x["text"].split())
    if not 40 <= n <= 55:
        err(f"{x['id']}: {n} words")
    low = (x["title"] + " " + x["text"]).lower()
    for nm in names:
        if nm in low:
            err(f"{x['id']}: mentions catalogue hotel {nm}")
    for c in no_city:
        if c in low:
            err(f"{x['id']}: mentions city {c} asked about as having no hotels")
if len({x["url"] for x in dis}) != len(dis):
    err("duplicate distractor urls")
if {x["url"] for x in dis} & set(by_url):
    err("distractor url collides with a document url")

# ------------------------------------------------------------------ report
print("documents:", len(docs), dict(sorted(dl.items())), "translation pairs:",
      [f"{v[0]['id']}({v[0]['lang']})={v[1]['id']}({v[1]['lang']})" for v in pairs])
print("| lang | answerable | unanswerable | catalogue | cross-lingual |")
print("|---|---|---|---|---|")
for lang in ("en", "am", "om", "ti", "am-latn"):
    cl = sum(1 for q in qs if q["lang"] == lang and q["cross_lingual"])
    print(f"| {lang} | {cnt[(lang, True)]} | {cnt[(lang, False)]} | {cat_n[lang]} | {cl} |")
print(f"| total | {sum(v for k, v in cnt.items() if k[1])} | {sum(v for k, v in cnt.items() if not k[1])} "
      f"| {sum(cat_n.values())} | {cross_n} |")
print("distractors:", len(dis), dict(sorted(dlc.items())))
if ERR:
    for e in ERR:
        print("ERROR", e)
    print(len(ERR), "errors")
    sys.exit(1)
print("CLEAN")
