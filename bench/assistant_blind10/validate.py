"""Validate documents.json, questions.json, distractors.json. Exit 0 = clean."""
import json, os, re, sys, collections
os.chdir(os.path.dirname(os.path.abspath(__file__)))
ERR = []
def err(m): ERR.append(m)
docs = json.load(open("documents.json")); qs = json.load(open("questions.json"))
dis = json.load(open("distractors.json")); cat = json.load(open("catalogue_input.json"))
CAT = json.dumps(cat, ensure_ascii=False).lower()
DEST = [d["city"] for d in cat["destinations"]["data"]] if isinstance(cat["destinations"], dict) else [d["city"] for d in cat["destinations"]]
HOTELS = [h["name"] for h in cat["hotels"]]
# ---------- documents
DF = {"id": str, "lang": str, "url": str, "product": str, "title": str, "text": str}
ids = [d.get("id") for d in docs]
if len(ids) != len(set(ids)): err("duplicate document ids")
if not 26 <= len(docs) <= 32: err(f"document count {len(docs)} not in 26-32")
byid = {d["id"]: d for d in docs}
for d in docs:
    for k, t in DF.items():
        if not isinstance(d.get(k), t): err(f"{d.get('id')}: field {k} wrong type")
    if "tenant" not in d or d["tenant"] is not None: err(f"{d['id']}: tenant must be null")
    if d["product"] != "marefiya": err(f"{d['id']}: product")
    if d["lang"] not in ("en", "am", "om", "ti"): err(f"{d['id']}: lang {d['lang']}")
    if not d["url"].startswith("https://example.et/"): err(f"{d['id']}: url")
    n = len(d["text"].split())
    if not 120 <= n <= 260: err(f"{d['id']}: {n} words")
urls = collections.defaultdict(list)
for d in docs: urls[d["url"]].append(d)
pairs = [u for u, L in urls.items() if len(L) > 1]
for u in pairs:
    if len({d["lang"] for d in urls[u]}) != len(urls[u]): err(f"translation pair {u} has same language twice")
if len(pairs) != 3: err(f"expected 3 translation pairs, found {len(pairs)}")
dl = collections.Counter(d["lang"] for d in docs)
# ---------- questions
QF = {"id": str, "lang": str, "question": str, "answerable": bool, "expected": list, "asked_type": str,
      "subject": str, "note": str, "cross_lingual": bool}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "ow", "eeyyee", "24", "1"}
qids = [q.get("id") for q in qs]
if len(qids) != len(set(qids)): err("duplicate question ids")
NOHOTEL_MARK = ("no hotels", "ሆቴል የለንም", "hoteela hin qabnu", "ሆቴል የብልናን")
def twins(doc):
    return urls[doc["url"]]
cnt = collections.Counter(); xl = collections.Counter(); catn = collections.Counter()
for q in qs:
    for k, t in QF.items():
        if not isinstance(q.get(k), t): err(f"{q.get('id')}: field {k} wrong type")
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): err(f"{q['id']}: lang")
    if q["asked_type"] not in TYPES: err(f"{q['id']}: asked_type {q['asked_type']}")
    cnt[(q["lang"], q["answerable"])] += 1
    if not q["answerable"]:
        if q["expected"] != [] or q["source_doc"] is not None or q["cross_lingual"]:
            err(f"{q['id']}: unanswerable must have expected [], source_doc null, cross_lingual false")
        continue
    if not q["expected"]: err(f"{q['id']}: answerable with empty expected")
    for g in q["expected"]:
        if not isinstance(g, list) or not g or not all(isinstance(a, str) and a for a in g):
            err(f"{q['id']}: bad group {g}"); continue
        for a in g:
            s = a.strip().lower()
            if s in BANNED or (s.isdigit() and len(s) <= 2): err(f"{q['id']}: too-short/common alternative '{a}'")
            if re.fullmatch(r"\d:\d\d", s): err(f"{q['id']}: bare clock '{a}' also matches e.g. 1{a}")
    src = q["source_doc"]
    if src == "catalogue":
        catn[q["lang"]] += 1
        if q["cross_lingual"]: err(f"{q['id']}: catalogue question marked cross-lingual")
        for g in q["expected"]:
            if any(m.lower() in (x.lower() for x in g) for m in NOHOTEL_MARK):
                continue  # "no hotels" phrasing group
            if any(a.lower() in CAT for a in g): continue
            # a city group for a "not in destinations" question: must NOT be a destination
            if q["asked_type"] == "yes_no" and not any(a.lower() in (c.lower() for c in DEST) for a in g): continue
            err(f"{q['id']}: no alternative of {g} found in catalogue")
        continue
    if src not in byid: err(f"{q['id']}: source_doc {src} missing"); continue
    d = byid[src]
    qlang = "am" if q["lang"] == "am-latn" else q["lang"]
    is_xl = d["lang"] != qlang
    if is_xl != q["cross_lingual"]: err(f"{q['id']}: cross_lingual flag {q['cross_lingual']} but doc lang {d['lang']}")
    if is_xl: xl[q["lang"]] += 1
    texts = [t["text"].lower() + " " + t["title"].lower() for t in twins(d)]
    for g in q["expected"]:
        if not any(a.lower() in tx for a in g for tx in texts):
            err(f"{q['id']}: group {g} not found in {src}")
MIN = {"en": (30, 15), "am": (30, 15), "om": (30, 15), "ti": (8, 2), "am-latn": (8, 2)}
for l, (a, u) in MIN.items():
    if cnt[(l, True)] < a: err(f"{l}: only {cnt[(l, True)]} answerable (< {a})")
    if cnt[(l, False)] < u: err(f"{l}: only {cnt[(l, False)]} unanswerable (< {u})")
# no-hotel cities must really be absent from destinations
for q in qs:
    if q["source_doc"] == "catalogue" and q["asked_type"] == "yes_no":
        for c in q["expected"][0]:
            if c.lower() in (x.lower() for x in DEST): err(f"{q['id']}: {c} IS a destination")
# ---------- distractors
did = [d["id"] for d in dis]
if len(did) != len(set(did)): err("duplicate distractor ids")
if set(did) & set(ids): err("distractor ids clash with document ids")
if len(dis) < 1200: err(f"only {len(dis)} distractors")
dlang = collections.Counter(d["lang"] for d in dis)
for l in ("en", "am", "om"):
    if dlang[l] < 380: err(f"distractors {l}: {dlang[l]}")
unans = [q for q in qs if not q["answerable"]]
no_cities = [a for q in qs if q["source_doc"] == "catalogue" and q["asked_type"] == "yes_no" for a in q["expected"][0]]
banned_terms = [q["subject"].lower() for q in unans] + [h.lower() for h in HOTELS] + [c.lower() for c in no_cities]
banned_terms += [t["title"].lower() for t in docs]
# place/brand names of the unanswerable near misses (and their neighbours) that a distractor must not mention
TRAP_KEYWORDS = ["konso", "dek island", "gorgora", "unity park", "abaya", "abbaayaa", "harar", "tabor", "jugol",
                 "safaricom", "nairobi", "fasil", "sodere", "sodorree", "irreecha", "timkat", "meskel", "genna",
                 "visa", "telebirr", "e-visa", "ኮንሶ", "ጎርጎራ", "አንድነት ፓርክ", "ጥምቀት", "መስቀል", "ገና", "ሐረር", "ሀረር"]
banned_terms += TRAP_KEYWORDS
for d in dis:
    for k, t in DF.items():
        if not isinstance(d.get(k), t): err(f"{d.get('id')}: field {k}")
    if d.get("tenant") is not None or d.get("product") != "marefiya": err(f"{d['id']}: tenant/product")
    n = len(d["text"].split())
    if not 40 <= n <= 70: err(f"{d['id']}: {n} words")
    tl = (d["text"] + " " + d["title"]).lower()
    for b in banned_terms:
        if b in tl: err(f"{d['id']}: contains '{b}'"); break
# ---------- summary
print("documents:", len(docs), dict(dl), "translation pairs:", len(pairs))
print(f"{'lang':8} {'answerable':>10} {'unanswerable':>12} {'cross-ling':>10} {'catalogue':>9}")
for l in ("en", "am", "om", "ti", "am-latn"):
    print(f"{l:8} {cnt[(l, True)]:>10} {cnt[(l, False)]:>12} {xl[l]:>10} {catn[l]:>9}")
print("questions total:", len(qs), "| distractors:", len(dis), dict(dlang))
if ERR:
    print(f"\n{len(ERR)} PROBLEM(S):"); [print(" -", e) for e in ERR[:80]]; sys.exit(1)
print("\nCLEAN")
