#!/usr/bin/env python3
"""Checks every blind20 rule. Prints CLEAN (exit 0) or the list of errors (exit 1)."""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
def load(n): return json.load(open(os.path.join(HERE, n), encoding="utf-8"))

E = []
def err(m): E.append(m)

DOC_KEYS = ["id", "lang", "url", "product", "tenant", "title", "text"]
Q_KEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject",
          "note", "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact", "other"}
YESNO = {"yes", "no", "yeah", "nope", "አዎ", "አዎን", "አይ", "አይደለም", "የለም", "eeyyee", "eeyye", "lakki", "miti",
         "ኣወ", "ኣይፋል", "awo", "aydelem", "yelem"}
TWINS_EXPECTED = 3
NOHOTEL_CITY = {"no hotel in Gambela": "gambela", "no hotel in Jinka": "jinka", "no hotel in Semera": "semera"}
NOHOTEL_ALIASES = {"gambela": ["gambela", "gambella", "ጋምቤላ"], "jinka": ["jinka", "ጂንካ"],
                   "semera": ["semera", "samara", "ሰመራ"]}

docs = load("documents.json"); dis = load("distractors.json"); qs = load("questions.json")
checks = load("unanswerable_checks.json"); cat = load("catalogue_input.json")
orig = os.path.join(os.path.dirname(HERE), "blind20-input", "catalogue.json")
if os.path.exists(orig) and open(orig, "rb").read() != open(os.path.join(HERE, "catalogue_input.json"), "rb").read():
    err("catalogue_input.json differs from the input catalogue")
cat_text = json.dumps(cat, ensure_ascii=False).lower()
cat_cities = {h["city"].lower() for h in cat["hotels"]}
cat_hotels = [h["name"] for h in cat["hotels"]]

# ---------- documents ----------
if not 26 <= len(docs) <= 32: err(f"documents: {len(docs)} not in 26-32")
lc = Counter(d["lang"] for d in docs)
for l, lo, hi in (("en", 9, 11), ("am", 7, 8), ("om", 7, 8), ("ti", 3, 3)):
    if not lo <= lc[l] <= hi: err(f"documents: {lc[l]} {l} not in {lo}-{hi}")
byid = {}
for d in docs:
    if list(d.keys()) != DOC_KEYS: err(f"{d.get('id')}: keys/order {list(d.keys())}")
    byid[d["id"]] = d
    if not re.fullmatch(r"d\d\d", d["id"]): err(f"{d['id']}: bad id")
    if d["lang"] not in ("en", "am", "om", "ti"): err(f"{d['id']}: lang")
    if d["product"] != "marefiya" or d["tenant"] is not None: err(f"{d['id']}: product/tenant")
    m = re.fullmatch(r"https://example\.et/([a-z-]+)/([a-z0-9-]+)", d["url"])
    if not m: err(f"{d['id']}: url {d['url']}")
    else:
        city = m.group(1).replace("-", " ")
        if city not in cat_cities: err(f"{d['id']}: url city {city} not a catalogue city")
    w = len(d["text"].split())
    if not 120 <= w <= 260: err(f"{d['id']}: {w} words")
    if not any(n.lower() in (d["title"] + " " + d["text"]).lower() for n in cat_hotels) and d["lang"] == "en":
        err(f"{d['id']}: names no catalogue hotel")
byurl = defaultdict(list)
for d in docs: byurl[d["url"]].append(d)
pairs = [v for v in byurl.values() if len(v) > 1]
if len(pairs) != TWINS_EXPECTED: err(f"translation pairs: {len(pairs)} != 3")
TWIN = {}
for v in pairs:
    if len(v) != 2 or v[0]["lang"] == v[1]["lang"]: err(f"bad pair {[x['id'] for x in v]}")
    else:
        a, b = v
        TWIN[a["id"]], TWIN[b["id"]] = b["id"], a["id"]
        na = sorted(re.findall(r"\d[\d,:]*\d|\d", a["text"])); nb = sorted(re.findall(r"\d[\d,:]*\d|\d", b["text"]))
        if na != nb: err(f"pair {a['id']}/{b['id']}: figures differ {set(na) ^ set(nb)}")

# ---------- distractors ----------
if len(dis) != 1230: err(f"distractors: {len(dis)} != 1230")
dc = Counter(x["lang"] for x in dis)
for l in ("en", "am", "om"):
    if dc[l] != 410: err(f"distractors {l}: {dc[l]}")
doc_towns = set()
for d in docs:
    doc_towns.add(d["url"].split("/")[3].replace("-", " "))
for i, x in enumerate(dis, 1):
    if list(x.keys()) != DOC_KEYS: err(f"{x.get('id')}: keys")
    if x["id"] != f"x{i:04d}": err(f"{x['id']}: id sequence")
    if not re.fullmatch(r"https://example\.et/kb/(en|am|om)/\d+", x["url"]) or x["url"].split("/")[4] != x["lang"]:
        err(f"{x['id']}: url")
    if x["product"] != "marefiya" or x["tenant"] is not None: err(f"{x['id']}: product/tenant")
    w = len(x["text"].split())
    if not 40 <= w <= 55: err(f"{x['id']}: {w} words")
    low = x["text"].lower()
    for t in doc_towns | {"bishoftu", "bishooftuu", "hawzen", "sodere", "gheralta", "ባሕር ዳር", "ባህር ዳር", "ጎንደር",
                          "ላሊበላ", "አዲስ አበባ", "ሀዋሳ", "አርባ ምንጭ", "አክሱም", "ድሬ ዳዋ", "መቀሌ", "አዳማ",
                          "finfinnee", "hawaasaa", "adaamaa", "gondar", "mekelle"}:
        if t in low: err(f"{x['id']}: mentions a document town {t}")

# ---------- questions ----------
WANT = {"en": (42, 15), "am": (36, 15), "om": (36, 15), "ti": (10, 2), "am-latn": (8, 2)}
CAT_WANT = {"en": (5, 7), "am": (5, 7), "om": (5, 7), "ti": (1, 1), "am-latn": (1, 1)}
CROSS_WANT = {"en": (6, 8), "am": (6, 8), "om": (6, 8), "ti": (2, 2), "am-latn": (2, 2)}
table = defaultdict(Counter)
all_text = [d["text"].lower() + " " + d["title"].lower() for d in docs] + \
           [x["text"].lower() + " " + x["title"].lower() for x in dis] + [cat_text]
dis_text = [x["text"].lower() for x in dis]
seen_ids = set()
for i, q in enumerate(qs, 1):
    qid = q.get("id")
    if list(q.keys()) != Q_KEYS: err(f"{qid}: keys/order {list(q.keys())}")
    if qid != f"q{i:03d}": err(f"{qid}: id sequence")
    if q["lang"] not in WANT: err(f"{qid}: lang"); continue
    if q["asked_type"] not in TYPES: err(f"{qid}: asked_type")
    if not isinstance(q["cross_lingual"], bool) or not isinstance(q["answerable"], bool): err(f"{qid}: bool")
    for k in ("question", "subject", "note"):
        if not isinstance(q[k], str) or not q[k].strip(): err(f"{qid}: empty {k}")
    if q["question"].rstrip().endswith("?"): err(f"{qid}: question mark")
    t = table[q["lang"]]
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    if q["lang"] == "am-latn" and re.search(r"[\u1200-\u137f]", q["question"]): err(f"{qid}: am-latn in Ethiopic")
    if q["lang"] in ("am", "ti") and not re.search(r"[\u1200-\u137f]", q["question"]): err(f"{qid}: no Ethiopic")
    if q["answerable"]:
        t["answerable"] += 1
        ex = q["expected"]
        if not ex or not all(isinstance(g, list) and g for g in ex): err(f"{qid}: expected empty/bad")
        for g in ex:
            for a in g:
                s = a.strip().lower()
                if s in YESNO: err(f"{qid}: bare yes/no '{a}'")
                if re.fullmatch(r"\d{1,2}", s): err(f"{qid}: bare 1-2 digit number '{a}'")
                if re.fullmatch(r"\d([:.]\d\d)?", s): err(f"{qid}: bare one-digit clock '{a}'")
                if any(s in dt for dt in dis_text): err(f"{qid}: expected '{a}' occurs in a distractor")
        src = q["source_doc"]
        if src == "catalogue":
            t["catalogue"] += 1
            if q["cross_lingual"]: err(f"{qid}: catalogue question marked cross")
            if q["subject"] in NOHOTEL_CITY:
                city = NOHOTEL_CITY[q["subject"]]
                if any(a in cat_text for a in NOHOTEL_ALIASES[city]): err(f"{qid}: {city} is in the catalogue")
            else:
                for g in ex:
                    if not any(a.lower() in cat_text or a.lower().replace(",", "") in cat_text for a in g):
                        err(f"{qid}: group {g} not grounded in catalogue")
        elif src in byid:
            texts = [byid[src]["text"].lower()]
            if src in TWIN: texts.append(byid[TWIN[src]]["text"].lower())
            for g in ex:
                if not any(a.lower() in tx for a in g for tx in texts):
                    err(f"{qid}: group {g} not literally in {src}")
            langs = {byid[src]["lang"]} | ({byid[TWIN[src]]["lang"]} if src in TWIN else set())
            want_cross = base not in langs
            if q["cross_lingual"] != want_cross: err(f"{qid}: cross_lingual should be {want_cross}")
            if q["cross_lingual"]: t["cross"] += 1
        else:
            err(f"{qid}: bad source_doc {src}")
    else:
        t["unanswerable"] += 1
        if q["expected"] != [] or q["source_doc"] is not None or q["cross_lingual"]:
            err(f"{qid}: unanswerable must have expected [], source_doc null, cross false")
        terms = checks.get(qid)
        if not terms: err(f"{qid}: no unanswerable_checks entry"); continue
        for term in terms:
            m = re.fullmatch(r"(d\d\d):(.+)", term)
            if m:
                if m.group(1) not in byid: err(f"{qid}: check refers to unknown {m.group(1)}")
                elif m.group(2).lower() in byid[m.group(1)]["text"].lower(): err(f"{qid}: '{m.group(2)}' occurs in {m.group(1)}")
            else:
                if any(term.lower() in tx for tx in all_text): err(f"{qid}: term '{term}' occurs in docs/distractors/catalogue")
for k in checks:
    if not any(q["id"] == k and not q["answerable"] for q in qs): err(f"unanswerable_checks: {k} is not an unanswerable question")
for l, (a, u) in WANT.items():
    t = table[l]
    if t["answerable"] != a or t["unanswerable"] != u: err(f"{l}: {t['answerable']}+{t['unanswerable']} != {a}+{u}")
    lo, hi = CAT_WANT[l]
    if not lo <= t["catalogue"] <= hi: err(f"{l}: {t['catalogue']} catalogue questions not in {lo}-{hi}")
    lo, hi = CROSS_WANT[l]
    if not lo <= t["cross"] <= hi: err(f"{l}: {t['cross']} cross-lingual not in {lo}-{hi}")
# every document is used by at least one answerable question (directly or via its twin)
used = {q["source_doc"] for q in qs if q["answerable"]}
for d in docs:
    if d["id"] not in used and TWIN.get(d["id"]) not in used: err(f"{d['id']}: no question uses it")

print(f"{'lang':8} {'answerable':>10} {'unanswerable':>12} {'catalogue':>9} {'cross':>5}")
tot = Counter()
for l in WANT:
    t = table[l]; tot.update(t)
    print(f"{l:8} {t['answerable']:>10} {t['unanswerable']:>12} {t['catalogue']:>9} {t['cross']:>5}")
print(f"{'total':8} {tot['answerable']:>10} {tot['unanswerable']:>12} {tot['catalogue']:>9} {tot['cross']:>5}")
print(f"documents {len(docs)} {dict(lc)}; pairs {len(pairs)}; distractors {len(dis)} {dict(dc)}")
if E:
    print(f"\n{len(E)} ERRORS:")
    for e in E: print(" -", e)
    sys.exit(1)
print("CLEAN")
