#!/usr/bin/env python3
"""Validates the blind23 set. Prints CLEAN and exits 0, else lists errors and exits 1."""
import json, os, re, sys
from collections import Counter, defaultdict

BASE = os.path.dirname(os.path.abspath(__file__))
def load(n):
    with open(os.path.join(BASE, n), encoding="utf-8") as f:
        return json.load(f)

E = []
def err(m): E.append(m)

docs, qs, dis = load("documents.json"), load("questions.json"), load("distractors.json")
checks, cat = load("unanswerable_checks.json"), load("catalogue_input.json")
try:
    with open("/work/blind23-input/catalogue.json", "rb") as f1, open(os.path.join(BASE, "catalogue_input.json"), "rb") as f2:
        if f1.read() != f2.read():
            err("catalogue_input.json differs from the input catalogue")
except FileNotFoundError:
    pass
CAT_TEXT = json.dumps(cat, ensure_ascii=False).lower()
HOTELS = cat["hotels"]
CITIES = {h["city"].lower() for h in HOTELS}

DKEYS = ["id", "lang", "url", "product", "tenant", "title", "text"]
QKEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact", "other"}
words = lambda t: len(t.split())
nums = lambda t: sorted(set(x.replace(",", "") for x in re.findall(r"\d+(?:[.,:]\d+)*", t)))

# ---------- documents ----------
if not 26 <= len(docs) <= 32:
    err(f"documents: {len(docs)} not in 26-32")
D = {}
for i, d in enumerate(docs, 1):
    if list(d.keys()) != DKEYS:
        err(f"{d.get('id')}: document keys/order wrong")
    if d.get("id") != f"d{i:02d}":
        err(f"document #{i}: id {d.get('id')}")
    D[d["id"]] = d
    if d["lang"] not in ("en", "am", "om", "ti"):
        err(f"{d['id']}: lang {d['lang']}")
    if not re.fullmatch(r"https://example\.et/[a-z-]+/[a-z0-9-]+", d["url"]):
        err(f"{d['id']}: url {d['url']}")
    if d["product"] != "marefiya" or d["tenant"] is not None:
        err(f"{d['id']}: product/tenant")
    if not 120 <= words(d["text"]) <= 260:
        err(f"{d['id']}: {words(d['text'])} words")
dl = Counter(d["lang"] for d in docs)
for l, lo, hi in [("en", 9, 11), ("am", 7, 8), ("om", 7, 8), ("ti", 3, 3)]:
    if not lo <= dl[l] <= hi:
        err(f"documents: {dl[l]} {l} docs, want {lo}-{hi}")
byurl = defaultdict(list)
for d in docs:
    byurl[d["url"]].append(d)
pairs = [v for v in byurl.values() if len(v) > 1]
TWIN = {}
if len(pairs) != 3 or any(len(v) != 2 for v in pairs):
    err(f"translation pairs: {[[x['id'] for x in v] for v in pairs]} (want exactly 3 pairs)")
for v in pairs:
    if len(v) == 2:
        a, b = v
        TWIN[a["id"]], TWIN[b["id"]] = b["id"], a["id"]
        if a["lang"] == b["lang"]:
            err(f"pair {a['id']}/{b['id']}: same lang")
        na, nb = set(nums(a["text"])), set(nums(b["text"]))
        if na != nb:
            err(f"pair {a['id']}/{b['id']}: figures differ {sorted(na - nb)} vs {sorted(nb - na)}")

# ---------- distractors ----------
if len(dis) != 1230:
    err(f"distractors: {len(dis)} != 1230")
dcount = Counter(x["lang"] for x in dis)
for l in ("en", "am", "om"):
    if dcount[l] != 410:
        err(f"distractors: {dcount[l]} {l} != 410")
if set(dcount) - {"en", "am", "om"}:
    err(f"distractors: other langs {set(dcount) - {'en', 'am', 'om'}}")
DOC_TOWNS = set(CITIES) | {"ጎንደር", "አክሱም", "ላሊበላ", "ባሕር ዳር", "አዲስ አበባ", "ሀዋሳ", "ድሬ ዳዋ", "መቀሌ", "መቐለ", "ኣኽሱም",
                            "adaamaa", "finfinnee", "dirre dawaa", "arbaa minci", "sodare", "sodere"}
HOTEL_NAMES = {h["name"].lower() for h in HOTELS}
for i, x in enumerate(dis, 1):
    if list(x.keys()) != DKEYS:
        err(f"{x.get('id')}: distractor keys/order")
    if x["id"] != f"x{i:04d}":
        err(f"distractor #{i}: id {x['id']}")
    if not re.fullmatch(rf"https://example\.et/kb/{x['lang']}/\d+", x["url"]):
        err(f"{x['id']}: url {x['url']}")
    if x["product"] != "marefiya" or x["tenant"] is not None:
        err(f"{x['id']}: product/tenant")
    if not 40 <= words(x["text"]) <= 55:
        err(f"{x['id']}: {words(x['text'])} words")
    low = x["text"].lower()
    for t in DOC_TOWNS | HOTEL_NAMES:
        if t in low:
            err(f"{x['id']}: mentions document town/hotel '{t}'")
if len({x["url"] for x in dis}) != len(dis):
    err("distractors: duplicate urls")

# ---------- questions ----------
BANNED = {"yes", "no", "ok", "true", "false", "አዎ", "አዎን", "አይ", "የለም", "አለ", "አይደለም", "eeyyee", "eeyye", "lakki",
          "miti", "hin jiru", "jira", "እወ", "ኣይፋል", "የለን", "ኣሎ", "awo", "yelem", "ale", "ayi"}
BANNED.discard("hin jiru")  # a phrase ("there is none"), allowed only in the no-hotel group
QL = ("en", "am", "om", "ti", "am-latn")
stats = {l: Counter() for l in QL}
ids = [q.get("id") for q in qs]
if len(set(ids)) != len(ids):
    err("questions: duplicate ids")
DIS_LOW = [x["text"].lower() for x in dis]
for i, q in enumerate(qs, 1):
    qid = q.get("id")
    if list(q.keys()) != QKEYS:
        err(f"{qid}: question keys/order wrong")
        continue
    if qid != f"q{i:03d}":
        err(f"question #{i}: id {qid}")
    l = q["lang"]
    if l not in QL:
        err(f"{qid}: lang {l}")
        continue
    if q["asked_type"] not in TYPES:
        err(f"{qid}: asked_type {q['asked_type']}")
    if "?" in q["question"] or "?" in q["question"]:
        err(f"{qid}: question mark in guest question")
    if l == "am-latn" and re.search(r"[\u1200-\u137f]", q["question"]):
        err(f"{qid}: am-latn question contains Ethiopic letters")
    if l in ("am", "ti") and not re.search(r"[\u1200-\u137f]", q["question"]):
        err(f"{qid}: {l} question has no Ethiopic letters")
    src = q["source_doc"]
    if q["answerable"] is True:
        stats[l]["answerable"] += 1
        stats[l][q["asked_type"]] += 1
        if not q["expected"] or any(not g for g in q["expected"]):
            err(f"{qid}: empty expected/group")
        for g in q["expected"]:
            for a in g:
                s = a.strip().lower()
                if s in BANNED or re.fullmatch(r"\d{1,2}", s) or re.fullmatch(r"\d(:\d\d)?", s):
                    err(f"{qid}: banned expected string '{a}'")
                if len(s) >= 3 and any(s in t for t in DIS_LOW):
                    err(f"{qid}: expected string '{a}' occurs in a distractor")
        if src == "catalogue":
            stats[l]["catalogue"] += 1
            if q["cross_lingual"]:
                err(f"{qid}: catalogue question flagged cross_lingual")
            subj = q["subject"].lower()
            m = re.match(r"catalogue: no hotel in (.+)$", subj)
            if m:
                city = m.group(1).strip()
                if city in CITIES or city in CAT_TEXT:
                    err(f"{qid}: city {city} appears in the catalogue")
                if any(city in t for t in DIS_LOW) or any(city in d["text"].lower() for d in docs):
                    err(f"{qid}: no-hotel city {city} appears in a document or distractor")
            else:
                hs = [h for h in HOTELS if h["name"].lower() in subj]
                if len(hs) != 1:
                    err(f"{qid}: catalogue subject must name exactly one hotel")
                else:
                    ht = json.dumps(hs[0], ensure_ascii=False).lower()
                    for g in q["expected"]:
                        if not any(a.lower() in ht for a in g):
                            err(f"{qid}: group {g} not found in catalogue record of {hs[0]['name']}")
        elif src in D:
            txt = D[src]["text"].lower() + " " + (D[TWIN[src]]["text"].lower() if src in TWIN else "")
            for g in q["expected"]:
                if not any(a.lower() in txt for a in g):
                    err(f"{qid}: group {g} not literally in {src}")
            base = "am" if l == "am-latn" else l
            langs = {D[src]["lang"]} | ({D[TWIN[src]]["lang"]} if src in TWIN else set())
            want = base not in langs
            if q["cross_lingual"] != want:
                err(f"{qid}: cross_lingual is {q['cross_lingual']}, should be {want}")
            if want:
                stats[l]["cross"] += 1
        else:
            err(f"{qid}: bad source_doc {src}")
    elif q["answerable"] is False:
        stats[l]["unanswerable"] += 1
        if q["expected"] != [] or src is not None or q["cross_lingual"] is not False:
            err(f"{qid}: unanswerable needs expected [], source_doc null, cross_lingual false")
        terms = checks.get(qid)
        if not terms:
            err(f"{qid}: no unanswerable_checks entry")
            continue
        for t in terms:
            m = re.match(r"^(d\d\d):(.+)$", t)
            if m:
                if m.group(1) not in D:
                    err(f"{qid}: check names unknown doc {m.group(1)}")
                elif m.group(2).lower() in D[m.group(1)]["text"].lower():
                    err(f"{qid}: term '{m.group(2)}' present in {m.group(1)}")
            else:
                tl = t.lower()
                where = [d["id"] for d in docs if tl in d["text"].lower() or tl in d["title"].lower()]
                where += [x["id"] for x, low in zip(dis, DIS_LOW) if tl in low][:3]
                if tl in CAT_TEXT:
                    where.append("catalogue")
                if where:
                    err(f"{qid}: term '{t}' present in {where}")
    else:
        err(f"{qid}: answerable not boolean")
extra = set(checks) - {q["id"] for q in qs if q.get("answerable") is False}
if extra:
    err(f"unanswerable_checks: ids not unanswerable questions {sorted(extra)}")

WANT = {"en": (42, 15), "am": (36, 15), "om": (36, 15), "ti": (10, 2), "am-latn": (8, 2)}
for l, (a, u) in WANT.items():
    s = stats[l]
    if s["answerable"] != a or s["unanswerable"] != u:
        err(f"{l}: {s['answerable']} answerable/{s['unanswerable']} unanswerable, want {a}/{u}")
    if l in ("en", "am", "om"):
        if not 5 <= s["catalogue"] <= 7: err(f"{l}: {s['catalogue']} catalogue questions, want about 6")
        if not 6 <= s["cross"] <= 8: err(f"{l}: {s['cross']} cross-lingual, want about 7")
        if not 6 <= s["yes_no"] <= 8: err(f"{l}: {s['yes_no']} yes_no, want 6-8")
        if not 2 <= s["contact"] <= 3: err(f"{l}: {s['contact']} contact, want 2-3")
    else:
        if s["catalogue"] != 1: err(f"{l}: {s['catalogue']} catalogue questions, want 1")
        if s["cross"] != 2: err(f"{l}: {s['cross']} cross-lingual, want 2")

print(f"{'lang':8} {'answerable':>10} {'unanswerable':>12} {'catalogue':>9} {'cross':>5} {'yes_no':>6} {'contact':>7}")
for l in QL:
    s = stats[l]
    print(f"{l:8} {s['answerable']:>10} {s['unanswerable']:>12} {s['catalogue']:>9} {s['cross']:>5} {s['yes_no']:>6} {s['contact']:>7}")
print(f"documents {len(docs)} {dict(dl)}; distractors {len(dis)} {dict(dcount)}")
if E:
    print(f"{len(E)} ERRORS")
    for m in E:
        print(" -", m)
    sys.exit(1)
print("CLEAN")
