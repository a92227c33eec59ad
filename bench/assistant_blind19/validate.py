#!/usr/bin/env python3
"""Consistency checks for the blind19 set. Exit 0 and print CLEAN when everything holds."""
import json, os, re, sys, collections

H = os.path.dirname(os.path.abspath(__file__))
L = lambda f: json.load(open(os.path.join(H, f), encoding="utf-8"))
docs, qs, dis, unc = L("documents.json"), L("questions.json"), L("distractors.json"), L("unanswerable_checks.json")
cat_text = open(os.path.join(H, "catalogue_input.json"), encoding="utf-8").read()
cat = json.loads(cat_text)
E = []
err = E.append

def norm(s):
    s = s.lower().replace("\u2013", "-")
    s = re.sub(r"(?<=\d),(?=\d{3})", "", s)
    return re.sub(r"\s+", " ", s)

def digits(s):
    return re.sub(r"\D", "", s)

def tvars(s):
    m = re.fullmatch(r"(\d{2}):(\d{2})", s)
    if not m:
        return set()
    h, mi = int(m.group(1)), m.group(2)
    suf = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    v = {f"{h12}:{mi} {suf}", f"{h12}:{mi}{suf}"}
    if mi == "00":
        v |= {f"{h12} {suf}", f"{h12}{suf}"}
    return v

# ---- documents ----
DK = ["id", "lang", "url", "product", "tenant", "title", "text"]
ids = set()
for d in docs:
    if list(d) != DK: err(f"{d.get('id')}: keys {list(d)}")
    if d["id"] in ids: err(f"dup {d['id']}")
    ids.add(d["id"])
    if d["lang"] not in ("en", "am", "om", "ti"): err(f"{d['id']} lang")
    if not d["url"].startswith("https://example.et/"): err(f"{d['id']} url")
    if d["product"] != "marefiya" or d["tenant"] is not None: err(f"{d['id']} product/tenant")
    w = len(d["text"].split())
    if not 120 <= w <= 260: err(f"{d['id']} words {w}")
dl = collections.Counter(d["lang"] for d in docs)
if not 26 <= len(docs) <= 32: err("doc count")
byurl = collections.defaultdict(list)
for d in docs: byurl[d["url"]].append(d)
pairs = [v for v in byurl.values() if len(v) > 1]
if len(pairs) != 3 or any(len(v) != 2 or v[0]["lang"] == v[1]["lang"] for v in pairs): err("translation pairs")
D = {d["id"]: d for d in docs}
def src_text(i):
    return norm(" ".join(x["text"] + " " + x["title"] for x in byurl[D[i]["url"]]))

# ---- distractors ----
if len(dis) != 1230 or collections.Counter(x["lang"] for x in dis) != {"en": 410, "am": 410, "om": 410}: err("distractor counts")
for x in dis:
    if list(x) != DK or not 40 <= len(x["text"].split()) <= 55: err(f"{x['id']} distractor shape")

# ---- questions ----
QK = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee"}
cnt = collections.Counter()
alltext = norm(" ".join(d["text"] + " " + d["title"] for d in docs + dis))
cities = {h["city"].lower() for h in cat["hotels"]}
for q in qs:
    i = q["id"]
    if list(q) != QK: err(f"{i} keys")
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): err(f"{i} lang")
    if q["asked_type"] not in TYPES: err(f"{i} type")
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool): err(f"{i} bools")
    cnt[(q["lang"], q["answerable"])] += 1
    for g in q["expected"]:
        if not g or not all(isinstance(s, str) and s.strip() for s in g): err(f"{i} empty group")
        for s in g:
            t = s.strip().lower()
            if t in BANNED or re.fullmatch(r"\d{1,2}", t) or re.fullmatch(r"\d:\d\d", t): err(f"{i} banned '{s}'")
    if not q["answerable"]:
        if q["expected"] or q["source_doc"] is not None or q["cross_lingual"]: err(f"{i} unanswerable shape")
        terms = unc.get(i)
        if not terms: err(f"{i} no absence terms")
        for term in terms or []:
            if re.fullmatch(r"d\d\d:.*", term):
                dd, tt = term.split(":", 1)
                if norm(tt) in src_text(dd): err(f"{i} absent term present in {dd}: {tt}")
            elif norm(term) in alltext or norm(term) in norm(cat_text): err(f"{i} absent term present: {term}")
        continue
    if not q["expected"]: err(f"{i} answerable without expected")
    src = q["source_doc"]
    if src == "catalogue":
        if q["cross_lingual"]: err(f"{i} catalogue cross")
        if q["asked_type"] == "place":  # city-without-hotels question
            city = re.sub(r"[^a-z ]", "", q["subject"].lower()).replace(" hotels", "").strip()
            if city in cities or city in norm(cat_text): err(f"{i} city {city} is in catalogue")
            continue
        for g in q["expected"]:
            if not any(norm(s) in norm(cat_text) for s in g): err(f"{i} catalogue group {g} not in catalogue")
        continue
    if src not in D: err(f"{i} bad source {src}"); continue
    T = src_text(src)
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    if q["cross_lingual"] != (base not in {x["lang"] for x in byurl[D[src]["url"]]}): err(f"{i} cross flag")
    for g in q["expected"]:
        present = [s for s in g if norm(s) in T]
        if not present: err(f"{i} group {g} not in {src}"); continue
        ok_d = {digits(norm(p)) for p in present}
        tv = set().union(*(tvars(p) for p in present))
        for s in g:
            if re.search(r"\d", s) and norm(s) not in T and digits(norm(s)) not in ok_d and s.lower() not in tv:
                err(f"{i} alt '{s}' not grounded in {src}")

need = {("en", True): 35, ("en", False): 15, ("am", True): 33, ("am", False): 15, ("om", True): 33, ("om", False): 15,
        ("ti", True): 9, ("ti", False): 2, ("am-latn", True): 8, ("am-latn", False): 2}
for k, v in need.items():
    if cnt[k] < v: err(f"count {k} {cnt[k]} < {v}")
if len({q["id"] for q in qs}) != len(qs): err("dup question ids")

print("documents:", len(docs), dict(dl), "translation pairs:", len(pairs))
print("distractors:", len(dis))
print(f"{'lang':8} {'answerable':>10} {'unanswerable':>12} {'catalogue':>9} {'cross':>5}")
for lg in ("en", "am", "om", "ti", "am-latn"):
    c = sum(1 for q in qs if q["lang"] == lg and q["source_doc"] == "catalogue")
    x = sum(1 for q in qs if q["lang"] == lg and q["cross_lingual"])
    print(f"{lg:8} {cnt[(lg, True)]:>10} {cnt[(lg, False)]:>12} {c:>9} {x:>5}")
print("total questions:", len(qs), "cross-lingual:", sum(q["cross_lingual"] for q in qs))
if E:
    print("\n".join(E)); print(len(E), "PROBLEMS"); sys.exit(1)
print("CLEAN")
