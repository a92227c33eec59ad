#!/usr/bin/env python3
"""Consistency checks for the blind17 set. Exit 0 and print CLEAN when everything holds."""
import json, os, re, sys
from collections import Counter

H = os.path.dirname(os.path.abspath(__file__))
def load(n): return json.load(open(os.path.join(H, n), encoding="utf-8"))
docs, qs, checks, dis = load("documents.json"), load("questions.json"), load("checks.json"), load("distractors.json")
cat = load("catalogue_input.json")
CAT_TEXT = json.dumps(cat, ensure_ascii=False).lower()
ERR = []
def err(m): ERR.append(m)

# ---------------- documents ----------------
DOC_KEYS = {"id": str, "lang": str, "url": str, "product": str, "tenant": type(None), "title": str, "text": str}
def check_passage(d, langs, lo, hi, url_re):
    for k, t in DOC_KEYS.items():
        if not isinstance(d.get(k), t): err(f"{d.get('id')}: field {k} has wrong type")
    if set(d) != set(DOC_KEYS): err(f"{d.get('id')}: unexpected keys {sorted(set(d) ^ set(DOC_KEYS))}")
    if d.get("lang") not in langs: err(f"{d['id']}: lang {d.get('lang')}")
    if d.get("product") != "marefiya": err(f"{d['id']}: product")
    if not re.fullmatch(url_re, d.get("url", "")): err(f"{d['id']}: url {d.get('url')}")
    n = len(d.get("text", "").split())
    if not lo <= n <= hi: err(f"{d['id']}: {n} words")

if not 26 <= len(docs) <= 32: err(f"{len(docs)} documents")
if len({d["id"] for d in docs}) != len(docs): err("duplicate document ids")
for d in docs: check_passage(d, {"en", "am", "om", "ti"}, 120, 260, r"https://example\.et/[a-z0-9-]+/[a-z0-9-]+")
dl = Counter(d["lang"] for d in docs)
for lang, lo, hi in (("en", 9, 11), ("am", 6, 8), ("om", 6, 8), ("ti", 3, 3)):
    if not lo <= dl[lang] <= hi: err(f"documents in {lang}: {dl[lang]}")
by_url = {}
for d in docs: by_url.setdefault(d["url"], []).append(d)
pairs = [v for v in by_url.values() if len(v) > 1]
if len(pairs) != 3 or any(len(v) != 2 or v[0]["lang"] == v[1]["lang"] for v in pairs): err("translation pairs must be exactly 3 pairs in two languages")
DOC = {d["id"]: d for d in docs}
def twins(did): return by_url[DOC[did]["url"]]
SCRIPT_AM = re.compile(r"[\u1200-\u137f]")
for d in docs:
    eth = len(SCRIPT_AM.findall(d["text"])) / max(1, len(d["text"]))
    if d["lang"] in ("am", "ti") and eth < 0.5: err(f"{d['id']}: not in Ethiopic script")
    if d["lang"] in ("en", "om") and eth > 0.05: err(f"{d['id']}: unexpected Ethiopic script")

# ---------------- questions ----------------
Q_KEYS = {"id": str, "lang": str, "question": str, "answerable": bool, "expected": list, "source_doc": (str, type(None)),
          "asked_type": str, "subject": str, "note": str, "cross_lingual": bool}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee", "eeyee", "ok"}
if len({q["id"] for q in qs}) != len(qs): err("duplicate question ids")
for q in qs:
    for k, t in Q_KEYS.items():
        if not isinstance(q.get(k), t): err(f"{q.get('id')}: field {k} has wrong type")
    if set(q) != set(Q_KEYS): err(f"{q['id']}: unexpected keys")
    if q["lang"] not in {"en", "am", "om", "ti", "am-latn"}: err(f"{q['id']}: lang")
    if q["asked_type"] not in TYPES: err(f"{q['id']}: asked_type {q['asked_type']}")
    if q["answerable"]:
        if not q["expected"] or not all(isinstance(g, list) and g and all(isinstance(a, str) and a.strip() for a in g) for g in q["expected"]):
            err(f"{q['id']}: expected must be non-empty list of non-empty string lists")
        if q["source_doc"] != "catalogue" and q["source_doc"] not in DOC: err(f"{q['id']}: source_doc {q['source_doc']}")
    else:
        if q["expected"] or q["source_doc"] is not None or q["cross_lingual"]: err(f"{q['id']}: unanswerable must have [] / null / false")
        if q["id"] not in checks or checks[q["id"]]["kind"] != "absent": err(f"{q['id']}: missing absent-check")
    for g in q["expected"]:
        for a in g:
            s = a.strip().lower()
            if s in BANNED: err(f"{q['id']}: banned bare yes/no word {a!r}")
            if re.fullmatch(r"\d{1,2}", s): err(f"{q['id']}: bare 1-2 digit number {a!r}")
            if re.fullmatch(r"\d[:.]\d\d", s): err(f"{q['id']}: bare single-digit clock {a!r}")
    # question language script
    eth = bool(SCRIPT_AM.search(q["question"]))
    if q["lang"] in ("am", "ti") and not eth: err(f"{q['id']}: {q['lang']} question without Ethiopic script")
    if q["lang"] in ("en", "om", "am-latn") and eth: err(f"{q['id']}: Latin-script question contains Ethiopic")

def nums(text):
    t = re.sub(r"(?<=\d),(?=\d{3})", "", text)
    return [float(x) for x in re.findall(r"\d+(?:\.\d+)?", t)] + [float(x) for x in re.findall(r"\d+", t)]
def supported(alt, dtext):
    """every number in a digit-bearing alternative must be backed by the document: same value,
    12h/24h or Ethiopian-clock shift, hours<->minutes, or a numeric date whose day and year appear."""
    dn = set(nums(dtext))
    alt = re.sub(r"(\d)\.(\d\d)(?=\s*[ap]m)", r"\1:\2", alt)
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", alt) or None
    if m: return float(m.group(1)) in dn and float(m.group(3)) in dn
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", alt)
    if m: return float(m.group(3)) in dn and (float(m.group(1)) in dn or float(m.group(2)) in dn)
    da = re.sub(r"\D", "", alt).lstrip("0")
    if len(da) >= 6: return da in re.sub(r"\D", "", dtext)  # phone numbers written differently
    for n in set(nums(alt)):
        cands = {n, n * 60, n / 60}
        if n <= 12: cands |= {n + 12, n + 6, n + 18, n - 6}
        if not cands & dn: return False
    return True

for q in qs:
    if not q["answerable"] or q["source_doc"] in (None, "catalogue"): continue
    tw = twins(q["source_doc"])
    text = " ".join(d["text"] + " " + d["title"] for d in tw)
    low = text.lower()
    for g in q["expected"]:
        if not any(a.lower() in low for a in g): err(f"{q['id']}: no alternative of {g[:3]}... found in {q['source_doc']}")
        for a in g:
            if re.search(r"\d", a) and not supported(a, text): err(f"{q['id']}: alternative {a!r} not backed by {q['source_doc']}")
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    if q["cross_lingual"] != (base not in {d["lang"] for d in tw}): err(f"{q['id']}: cross_lingual flag wrong")

# catalogue questions
dest = {x["city"].lower() for x in cat["destinations"]["data"]} | {x.get("city_am", "") for x in cat["destinations"]["data"]}
hcities = {h["city"].lower() for h in cat["hotels"]}
HOT = {h["name"]: h for h in cat["hotels"]}
for q in qs:
    if q["source_doc"] != "catalogue": continue
    if q["cross_lingual"]: err(f"{q['id']}: catalogue question flagged cross-lingual")
    c = checks.get(q["id"])
    if not c: err(f"{q['id']}: missing catalogue check"); continue
    if c["kind"] == "no_city":
        if c["city"].lower() in dest or c["city"].lower() in hcities: err(f"{q['id']}: {c['city']} does have hotels")
        if c["city"].lower() in CAT_TEXT: err(f"{q['id']}: {c['city']} appears in the catalogue")
        continue
    for g in q["expected"]:
        if not any(a.lower() in CAT_TEXT for a in g): err(f"{q['id']}: no alternative of {g[:3]} in catalogue")
    if c["kind"] == "has_amenity":
        h = HOT.get(c["hotel"])
        if not h or not set(c["codes"]) <= {a["code"] for a in h["amenities"]}: err(f"{q['id']}: amenity claim false")
    elif c["kind"] == "literal":
        # the hotel named in the question must exist and carry one alternative of every group in its own record
        named = [HOT[c["hotel"]]] if c.get("hotel") in HOT else []
        if len(named) != 1: err(f"{q['id']}: literal check names no catalogue hotel"); continue
        h = dict(named[0]); h["min_room_price"] = min(r["price_per_night"] for r in h["room_types"])
        htext = json.dumps(h, ensure_ascii=False).lower()
        for g in q["expected"]:
            if not any(a.lower() in htext for a in g): err(f"{q['id']}: {named[0]['name']} record lacks {g[:3]}")
        if q["asked_type"] == "price" and not any(str(int(h["min_room_price"])) in a.replace(",", "") for a in q["expected"][0]):
            err(f"{q['id']}: price is not the cheapest room of {named[0]['name']}")

# unanswerable: absent terms
ALLTXT = {d["id"]: (d["title"] + " " + d["text"]).lower() for d in docs}
for qid, c in checks.items():
    if c["kind"] != "absent": continue
    scope = c["scope"] or list(ALLTXT)
    for t in c["terms"]:
        for did in scope:
            if t.lower() in ALLTXT[did]: err(f"{qid}: near-miss term {t!r} present in {did}")

# counts
cnt = Counter((q["lang"], q["answerable"]) for q in qs)
need = {"en": (35, 15), "am": (33, 15), "om": (33, 15), "ti": (9, 2), "am-latn": (8, 2)}
for lang, (a, u) in need.items():
    if cnt[(lang, True)] < a or cnt[(lang, False)] < u: err(f"{lang}: {cnt[(lang, True)]}+{cnt[(lang, False)]} below {a}+{u}")
    if lang in ("ti", "am-latn") and (cnt[(lang, True)] != a or cnt[(lang, False)] != u): err(f"{lang}: counts must be exactly {a}+{u}")
catc = Counter(q["lang"] for q in qs if q["source_doc"] == "catalogue")
for lang in ("en", "am", "om"):
    if not 5 <= catc[lang] <= 7: err(f"{lang}: {catc[lang]} catalogue questions")
for lang in ("ti", "am-latn"):
    if not 1 <= catc[lang] <= 2: err(f"{lang}: {catc[lang]} catalogue questions")
xl = sum(q["cross_lingual"] for q in qs)
if not 20 <= xl <= 25: err(f"{xl} cross-lingual questions")
used = {q["source_doc"] for q in qs if q["source_doc"] not in (None, "catalogue")}
for d in docs:
    if d["id"] not in used and not any(t["id"] in used for t in twins(d["id"])): err(f"{d['id']}: no question uses it")

# distractors
if len(dis) != 1230: err(f"{len(dis)} distractors")
dcount = Counter(x["lang"] for x in dis)
if any(dcount[l] != 410 for l in ("en", "am", "om")): err(f"distractor languages {dict(dcount)}")
if len({x["id"] for x in dis}) != len(dis): err("duplicate distractor ids")
for x in dis:
    check_passage(x, {"en", "am", "om"}, 40, 55, r"https://example\.et/kb/(en|am|om)/\d+")
    if not re.fullmatch(r"x\d{4}", x["id"]): err(f"{x['id']}: id")
forbidden = set()
for c in checks.values():
    if c["kind"] == "absent": forbidden |= {t.lower() for t in c["terms"] if len(t) > 4}
    if c["kind"] == "no_city": forbidden.add(c["city"].lower())
forbidden |= {h["name"].lower() for h in cat["hotels"]} | hcities | {x.get("city_am", "") for x in cat["destinations"]["data"]}
forbidden |= {d["title"].split(":")[0].split("፦")[0].strip().lower() for d in docs}
for x in dis:
    t = (x["title"] + " " + x["text"]).lower()
    for f in forbidden:
        if f and f in t: err(f"{x['id']}: distractor mentions {f!r}"); break

# ---------------- report ----------------
print("documents:", len(docs), dict(dl), "translation pairs:", len(pairs))
print("| lang | answerable | unanswerable | catalogue | cross-lingual |")
print("|---|---|---|---|---|")
for lang in ("en", "am", "om", "ti", "am-latn"):
    print(f"| {lang} | {cnt[(lang, True)]} | {cnt[(lang, False)]} | {catc[lang]} | {sum(q['cross_lingual'] for q in qs if q['lang'] == lang)} |")
print(f"| total | {sum(q['answerable'] for q in qs)} | {sum(not q['answerable'] for q in qs)} | {sum(catc.values())} | {xl} |")
print("asked_type:", dict(Counter(q["asked_type"] for q in qs)))
print("distractors:", len(dis), dict(dcount))
if ERR:
    for e in ERR: print("ERROR:", e)
    print(len(ERR), "problems")
    sys.exit(1)
print("CLEAN")
