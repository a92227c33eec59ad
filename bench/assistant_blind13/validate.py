"""Consistency checks for the blind13 set. Exit 0 and print CLEAN when everything holds."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
def load(n): return json.load(open(os.path.join(HERE, n), encoding="utf-8"))
DOCS, QS = load("documents.json"), load("questions.json")
CAT = load("catalogue_input.json"); CAT_TXT = json.dumps(CAT, ensure_ascii=False).lower()
CHECKS = load("unanswerable_checks.json")
DIS = load("distractors.json") if os.path.exists(os.path.join(HERE, "distractors.json")) else None
ERR = []
def err(m): ERR.append(m)

# documents
DK = {"id", "lang", "url", "product", "tenant", "title", "text"}
by_id = {}
for d in DOCS:
    if set(d) != DK: err("doc keys %s" % d.get("id"))
    if d["lang"] not in ("en", "am", "om", "ti"): err("doc lang %s" % d["id"])
    if not d["url"].startswith("https://example.et/"): err("doc url %s" % d["id"])
    if d["product"] != "marefiya" or d["tenant"] is not None: err("doc product/tenant %s" % d["id"])
    n = len(d["text"].split())
    if not 120 <= n <= 260: err("doc %s has %d words" % (d["id"], n))
    if d["id"] in by_id: err("dup doc id %s" % d["id"])
    by_id[d["id"]] = d
if not 26 <= len(DOCS) <= 32: err("doc count %d" % len(DOCS))
urls = collections.defaultdict(list)
for d in DOCS: urls[d["url"]].append(d["id"])
pairs = [v for v in urls.values() if len(v) > 1]
if len(pairs) != 3 or any(len(p) != 2 for p in pairs): err("translation pairs %s" % pairs)
twin = {}
for a, b in pairs:
    twin[a], twin[b] = b, a
    if by_id[a]["lang"] == by_id[b]["lang"]: err("pair same lang %s %s" % (a, b))
    na = set(re.findall(r"\d[\d,.:]*", by_id[a]["text"])); nb = set(re.findall(r"\d[\d,.:]*", by_id[b]["text"]))
    core = lambda s: {x.rstrip(".,") for x in s}
    if not core(na) <= core(nb) and not core(nb) <= core(na):
        missing = core(na) ^ core(nb)
        if len(missing) > 6: err("pair %s/%s figures differ: %s" % (a, b, sorted(missing)))
dl = collections.Counter(d["lang"] for d in DOCS)

# questions
QK = {"id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee", "ok", "not"}
cnt = collections.Counter(); xl = 0; cat_n = collections.Counter()
seen = set()
for q in QS:
    qid = q.get("id")
    if set(q) != QK: err("q keys %s" % qid)
    if qid in seen: err("dup q id %s" % qid)
    seen.add(qid)
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): err("q lang %s" % qid)
    if q["asked_type"] not in TYPES: err("asked_type %s" % qid)
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool): err("bool %s" % qid)
    cnt[(q["lang"], q["answerable"])] += 1
    xl += q["cross_lingual"]
    ex = q["expected"]
    if not q["answerable"]:
        if ex or q["source_doc"] is not None or q["cross_lingual"]: err("unanswerable fields %s" % qid)
        for terms in CHECKS.get(qid, []):
            for d in DOCS:
                t = d["text"].lower() + " " + d["title"].lower()
                if all(x.lower() in t for x in terms): err("unanswerable %s: %s found together in %s" % (qid, terms, d["id"]))
        continue
    if not ex or not all(isinstance(g, list) and g and all(isinstance(s, str) and s for s in g) for g in ex): err("expected shape %s" % qid)
    for g in ex:
        for s in g:
            st = s.strip().lower()
            if st in BANNED or re.fullmatch(r"\d{1,2}", st) or re.fullmatch(r"\d:\d\d", st): err("banned expected %r in %s" % (s, qid))
    src = q["source_doc"]
    if src == "catalogue":
        cat_n[q["lang"]] += 1
        if q["cross_lingual"]: err("catalogue q marked cross-lingual %s" % qid)
        m = re.search(r"city_absent:(\w[\w ]*)", q["note"]); a = re.search(r"amenity_absent:([^:]+):(\w+)", q["note"])
        if m:
            city = m.group(1).strip().lower()
            if city in CAT_TXT: err("%s: city %s is in catalogue" % (qid, city))
        elif a:
            h = [h for h in CAT["hotels"] if h["name"] == a.group(1)]
            if not h: err("%s: hotel %s missing" % (qid, a.group(1)))
            elif a.group(2) in [x["code"] for x in h[0]["amenities"]]: err("%s: amenity present" % qid)
        else:
            for g in ex:
                if not any(s.lower() in CAT_TXT for s in g): err("%s: no alt of %s in catalogue" % (qid, g))
        continue
    if src not in by_id: err("source_doc %s" % qid); continue
    text = by_id[src]["text"].lower() + (" " + by_id[twin[src]]["text"].lower() if src in twin else "")
    for g in ex:
        if not any(s.lower() in text for s in g): err("%s: no alt of %s in %s" % (qid, g, src))
    langs = {by_id[src]["lang"]} | ({by_id[twin[src]]["lang"]} if src in twin else set())
    if q["cross_lingual"] != (q["lang"].split("-")[0] not in langs): err("cross_lingual flag %s" % qid)

need = {("en", True): (35, None), ("en", False): (15, None), ("am", True): (33, None), ("am", False): (15, None),
        ("om", True): (33, None), ("om", False): (15, None), ("ti", True): (9, 9), ("ti", False): (2, 2),
        ("am-latn", True): (8, 8), ("am-latn", False): (2, 2)}
for k, (lo, hi) in need.items():
    if cnt[k] < lo or (hi is not None and cnt[k] > hi): err("count %s = %d" % (k, cnt[k]))
if not 20 <= xl <= 25: err("cross-lingual %d" % xl)

# distractors
if DIS is None: err("distractors.json missing (run distractors.py)")
else:
    dc = collections.Counter(x["lang"] for x in DIS)
    if len(DIS) != 1230 or any(dc[l] != 410 for l in ("en", "am", "om")): err("distractor counts %s" % dc)
    forbidden = [h["name"].lower() for h in CAT["hotels"]] + ["jimma", "jinka", "ambo", "ጅማ", "ጂንካ", "አምቦ", "amboo",
                 "konso", "narga", "langano", "langaano", "doho", "debre damo", "hawzen", "djibouti", "harar", "sodere", "sodare",
                 "awash", "facial", "paddle", "dentist", "router", "camp site", "dry clean", "odaa nabee"]
    for x in DIS:
        n = len(x["text"].split())
        if not 40 <= n <= 55: err("distractor %s words %d" % (x["id"], n))
        if set(x) != DK or x["product"] != "marefiya" or x["tenant"] is not None: err("distractor fields %s" % x["id"])
        t = (x["title"] + " " + x["text"]).lower()
        for f in forbidden:
            if f in t: err("distractor %s mentions %s" % (x["id"], f)); break

print("documents:", len(DOCS), dict(dl), "translation pairs:", pairs)
print("| lang | answerable | unanswerable | catalogue | cross-lingual |")
print("|---|---|---|---|---|")
for l in ("en", "am", "om", "ti", "am-latn"):
    print("| %s | %d | %d | %d | %d |" % (l, cnt[(l, True)], cnt[(l, False)], cat_n[l], sum(q["cross_lingual"] for q in QS if q["lang"] == l)))
print("| total | %d | %d | %d | %d |" % (sum(v for k, v in cnt.items() if k[1]), sum(v for k, v in cnt.items() if not k[1]), sum(cat_n.values()), xl))
print("distractors:", len(DIS) if DIS else 0)
if ERR:
    for e in ERR: print("ERROR:", e)
    sys.exit(1)
print("CLEAN")
