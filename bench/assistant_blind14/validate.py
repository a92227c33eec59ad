"""Consistency checks for the blind14 evaluation set. Exit 0 and print CLEAN when everything holds."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
def load(n): return json.load(open(os.path.join(HERE, n), encoding="utf-8"))
DOCS, QS, PROBES, DIS = load("documents.json"), load("questions.json"), load("unanswerable_probes.json"), load("distractors.json")
CAT = load("catalogue_input.json")
ERR = []
def err(m): ERR.append(m)

# ---------- documents ----------
DKEYS = {"id", "lang", "url", "product", "tenant", "title", "text"}
byid = {}
for d in DOCS:
    if set(d) != DKEYS: err(f"{d.get('id')}: doc keys {sorted(d)}")
    if d["lang"] not in ("en", "am", "om", "ti"): err(f"{d['id']}: lang")
    if not re.fullmatch(r"https://example\.et/[a-z0-9-]+/[a-z0-9-]+", d["url"]): err(f"{d['id']}: url")
    if d["product"] != "marefiya" or d["tenant"] is not None: err(f"{d['id']}: product/tenant")
    if not (isinstance(d["title"], str) and d["title"]): err(f"{d['id']}: title")
    wc = len(d["text"].split())
    if not 120 <= wc <= 260: err(f"{d['id']}: {wc} words")
    if d["id"] in byid: err(f"dup doc id {d['id']}")
    byid[d["id"]] = d
if not 26 <= len(DOCS) <= 32: err(f"{len(DOCS)} documents")
urls = collections.defaultdict(list)
for d in DOCS: urls[d["url"]].append(d)
pairs = [v for v in urls.values() if len(v) > 1]
if len(pairs) != 3 or any(len(v) != 2 or v[0]["lang"] == v[1]["lang"] for v in pairs): err("need exactly 3 translation pairs")
def texts_for(src):
    return " ".join(x["text"] for x in urls[byid[src]["url"]]).lower()

# ---------- catalogue ----------
HOTELS = CAT["hotels"]
CITIES = {h["city"].lower() for h in HOTELS} | {x["city"].lower() for x in CAT["destinations"]["data"]}
def hotel_for(subject):
    s = subject.lower()
    hits = [h for h in HOTELS if s.startswith(" ".join(h["name"].lower().split()[:2]))]
    return hits[0] if len(hits) == 1 else None

# ---------- questions ----------
QKEYS = {"id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED_WORDS = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee", "ok", "ኣይፋል"}
cnt = collections.Counter(); cross = 0; seen = set()
for q in QS:
    i = q["id"]
    if set(q) != QKEYS: err(f"{i}: keys"); continue
    if i in seen: err(f"dup {i}")
    seen.add(i)
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): err(f"{i}: lang")
    if q["asked_type"] not in TYPES: err(f"{i}: asked_type")
    for k in ("question", "subject", "note"):
        if not (isinstance(q[k], str) and q[k].strip()): err(f"{i}: {k}")
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool): err(f"{i}: bool fields")
    cnt[(q["lang"], q["answerable"])] += 1
    cross += q["cross_lingual"]
    if not q["answerable"]:
        if q["expected"] != [] or q["source_doc"] is not None or q["cross_lingual"]: err(f"{i}: unanswerable fields")
        pr = PROBES.get(i)
        if not pr: err(f"{i}: no probe"); continue
        for p in pr:
            scope = p["scope"] or list(byid)
            body = " ".join(byid[s]["text"] + " " + byid[s]["title"] for s in scope).lower()
            if p["scope"] is None:
                body += " ".join(x["text"] for x in DIS).lower()
            for a in p["absent"]:
                if a.lower() in body: err(f"{i}: unanswerable subject '{a}' present in {p['scope'] or 'corpus'}")
        continue
    exp = q["expected"]
    if not (isinstance(exp, list) and exp and all(isinstance(g, list) and g and all(isinstance(s, str) and s.strip() for s in g) for g in exp)):
        err(f"{i}: expected shape"); continue
    for g in exp:
        for s in g:
            t = s.strip().lower()
            if t in BANNED_WORDS or re.fullmatch(r"\d{1,2}", t) or re.fullmatch(r"\d:\d\d", t):
                err(f"{i}: banned expected string '{s}'")
    src = q["source_doc"]
    if src == "catalogue":
        if q["cross_lingual"]: err(f"{i}: catalogue question marked cross-lingual")
        m = re.match(r"no hotels in (.+)", q["subject"])
        if m:
            if m.group(1).lower() in CITIES: err(f"{i}: {m.group(1)} has hotels")
            continue
        h = hotel_for(q["subject"])
        if not h: err(f"{i}: cannot resolve hotel from subject"); continue
        body = json.dumps(h, ensure_ascii=False).lower()
        for g in exp:
            if g[0].lower() not in body: err(f"{i}: catalogue value '{g[0]}' not in {h['name']}")
        continue
    if src not in byid: err(f"{i}: source_doc {src}"); continue
    body = texts_for(src)
    for g in exp:
        if g[0].lower() not in body: err(f"{i}: canonical '{g[0]}' not in {src} (or twin)")
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    want = base not in {x["lang"] for x in urls[byid[src]["url"]]}
    if q["cross_lingual"] != want: err(f"{i}: cross_lingual should be {want}")

MIN = {("en", True): 35, ("en", False): 15, ("am", True): 33, ("am", False): 15, ("om", True): 33, ("om", False): 15,
       ("ti", True): 9, ("ti", False): 2, ("am-latn", True): 8, ("am-latn", False): 2}
for k, v in MIN.items():
    if cnt[k] < v: err(f"{k}: {cnt[k]} < {v}")
for k in [("ti", True), ("ti", False), ("am-latn", True), ("am-latn", False)]:
    if cnt[k] != MIN[k]: err(f"{k}: must be exactly {MIN[k]}")

# ---------- distractors ----------
dl = collections.Counter(x["lang"] for x in DIS)
if len(DIS) != 1230 or dl != {"en": 410, "am": 410, "om": 410}: err(f"distractor counts {dl}")
names = [h["name"].lower() for h in HOTELS]
for x in DIS:
    if set(x) != DKEYS or x["product"] != "marefiya" or x["tenant"] is not None: err(f"{x['id']}: fields")
    if x["url"] != f"https://example.et/kb/{x['lang']}/{int(x['id'][1:])}": err(f"{x['id']}: url")
    w = len(x["text"].split())
    if not 40 <= w <= 55: err(f"{x['id']}: {w} words")
    t = x["text"].lower()
    if any(n in t for n in names): err(f"{x['id']}: names a catalogue hotel")

# ---------- report ----------
dlang = collections.Counter(d["lang"] for d in DOCS)
print(f"documents: {len(DOCS)}  " + "  ".join(f"{k}={dlang[k]}" for k in ("en", "am", "om", "ti")) + f"  translation pairs={len(pairs)}")
print("| lang | answerable | unanswerable | catalogue | cross-lingual |")
print("|---|---|---|---|---|")
for L in ("en", "am", "om", "ti", "am-latn"):
    cat = sum(1 for q in QS if q["lang"] == L and q["source_doc"] == "catalogue")
    cl = sum(1 for q in QS if q["lang"] == L and q["cross_lingual"])
    print(f"| {L} | {cnt[(L, True)]} | {cnt[(L, False)]} | {cat} | {cl} |")
print(f"| total | {sum(v for k, v in cnt.items() if k[1])} | {sum(v for k, v in cnt.items() if not k[1])} | "
      f"{sum(1 for q in QS if q['source_doc'] == 'catalogue')} | {cross} |")
print(f"questions: {len(QS)}  distractors: {len(DIS)} ({dict(dl)})")
if ERR:
    for e in ERR: print("ERROR", e)
    sys.exit(1)
print("CLEAN")
