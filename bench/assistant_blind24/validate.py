#!/usr/bin/env python3
"""Checks every rule of the blind24 set. Prints CLEAN and exits 0, or lists errors and exits 1."""
import json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
E = []
def load(n):
    with open(os.path.join(HERE, n), encoding="utf-8") as f:
        return json.load(f)
docs, dis, qs, checks = load("documents.json"), load("distractors.json"), load("questions.json"), load("unanswerable_checks.json")
cat = load("catalogue_input.json")
orig = "/work/blind24-input/catalogue.json"
if os.path.exists(orig) and open(orig, "rb").read() != open(os.path.join(HERE, "catalogue_input.json"), "rb").read():
    E.append("catalogue_input.json differs from the input catalogue")
CATTXT = json.dumps(cat, ensure_ascii=False).lower()
CITIES = {h["city"].lower() for h in cat["hotels"]} | {d["city"].lower() for d in cat.get("destinations", {}).get("data", [])}
DKEYS = ["id", "lang", "url", "product", "tenant", "title", "text"]
QKEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]
def wc(t): return len(t.split())
# ---- documents
if not 26 <= len(docs) <= 32: E.append(f"documents: {len(docs)} not in 26-32")
DOC = {}
for i, d in enumerate(docs, 1):
    if list(d) != DKEYS: E.append(f"{d.get('id')}: keys/order {list(d)}"); continue
    if d["id"] != "d%02d" % i: E.append(f"{d['id']}: id out of sequence")
    if d["lang"] not in ("en", "am", "om", "ti"): E.append(f"{d['id']}: lang {d['lang']}")
    if not re.fullmatch(r"https://example\.et/[a-z-]+/[a-z0-9-]+", d["url"]): E.append(f"{d['id']}: url {d['url']}")
    if d["product"] != "marefiya" or d["tenant"] is not None: E.append(f"{d['id']}: product/tenant")
    if not 120 <= wc(d["text"]) <= 260: E.append(f"{d['id']}: {wc(d['text'])} words")
    if not d["title"].strip(): E.append(f"{d['id']}: empty title")
    DOC[d["id"]] = d
lc = Counter(d["lang"] for d in docs)
for l, lo, hi in (("en", 9, 11), ("am", 7, 8), ("om", 7, 8), ("ti", 3, 3)):
    if not lo <= lc[l] <= hi: E.append(f"documents: {lc[l]} {l} (want {lo}-{hi})")
byurl = {}
for d in docs: byurl.setdefault(d["url"], []).append(d)
pairs = [v for v in byurl.values() if len(v) > 1]
TWIN = {}
if len(pairs) != 3 or any(len(v) != 2 for v in pairs): E.append(f"translation pairs: {[[x['id'] for x in v] for v in pairs]} (want exactly 3 pairs)")
def nums(t):
    t = re.sub(r"(?<=\d),(?=\d{3})", "", t)
    return set(re.findall(r"\d+", t))
for v in pairs:
    if len(v) != 2: continue
    a, b = v
    TWIN[a["id"]], TWIN[b["id"]] = b["id"], a["id"]
    if a["lang"] == b["lang"]: E.append(f"pair {a['id']}/{b['id']}: same lang")
    na, nb = nums(a["text"]), nums(b["text"])
    if na != nb: E.append(f"pair {a['id']}/{b['id']}: figures differ {sorted(na ^ nb)}")
DOCTOWNS = ["lalibela", "gondar", "arba minch", "addis", "axum", "aksum", "dire dawa", "hawassa", "mekelle", "bahir dar",
            "adama", "bishoftu", "yirgalem", "sodere", "chencha", "dorze", "jijiga", "jimma", "gambela", "adigrat", "harar", "ambo",
            "ላሊበላ", "ጎንደር", "አክሱም", "መቀሌ", "ባሕር ዳር", "ሀዋሳ", "አዳማ", "አርባ ምንጭ", "ድሬ", "ጅማ", "ሐረር",
            "adaamaa", "hawaasaa", "finfinnee", "bishooftuu", "jimmaa", "gondaar", "mooyaalee"]
# ---- distractors
if len(dis) != 1230: E.append(f"distractors: {len(dis)} (want 1230)")
dc = Counter(x.get("lang") for x in dis)
for l in ("en", "am", "om"):
    if dc[l] != 410: E.append(f"distractors: {dc[l]} {l} (want 410)")
if set(dc) - {"en", "am", "om"}: E.append(f"distractors: other langs {set(dc) - {'en', 'am', 'om'}}")
for i, x in enumerate(dis, 1):
    if list(x) != DKEYS: E.append(f"{x.get('id')}: keys/order"); continue
    if x["id"] != "x%04d" % i: E.append(f"{x['id']}: id out of sequence")
    if not re.fullmatch(r"https://example\.et/kb/(en|am|om)/\d+", x["url"]) or f"/kb/{x['lang']}/" not in x["url"]: E.append(f"{x['id']}: url")
    if x["product"] != "marefiya" or x["tenant"] is not None: E.append(f"{x['id']}: product/tenant")
    if not 40 <= wc(x["text"]) <= 55: E.append(f"{x['id']}: {wc(x['text'])} words")
    low = (x["title"] + " " + x["text"]).lower()
    for t in DOCTOWNS:
        if t in low: E.append(f"{x['id']}: names a documents' town {t!r}")
ALLEXP = {a.lower() for q in qs for g in q.get("expected", []) for a in g}
DISTXT = [(x["id"], x["text"].lower()) for x in dis]
for xid, low in DISTXT:
    for a in ALLEXP:
        if a in low: E.append(f"{xid}: contains expected string {a!r}")
# ---- questions
BANNED = {"yes", "no", "yeah", "yep", "nope", "ok", "አዎ", "አዎን", "አይ", "የለም", "አይደለም", "eeyyee", "eeyye", "lakki", "miti",
          "hin jiru", "እወ", "ኣይፋል", "የለን", "ኣይኮነን", "awo", "aydelem", "yelem", "aye"}
want = {"en": (42, 15), "am": (36, 15), "om": (36, 15), "ti": (10, 2), "am-latn": (8, 2)}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact", "other"}
table = {l: Counter() for l in want}
for i, q in enumerate(qs, 1):
    if list(q) != QKEYS: E.append(f"{q.get('id')}: keys/order {list(q)}"); continue
    qid = q["id"]
    if qid != "q%03d" % i: E.append(f"{qid}: id out of sequence")
    if q["lang"] not in want: E.append(f"{qid}: lang {q['lang']}"); continue
    if q["asked_type"] not in TYPES: E.append(f"{qid}: asked_type {q['asked_type']}")
    for k in ("question", "subject", "note"):
        if not isinstance(q[k], str) or not q[k].strip(): E.append(f"{qid}: empty {k}")
    if not isinstance(q["cross_lingual"], bool) or not isinstance(q["answerable"], bool): E.append(f"{qid}: non-bool flag")
    t = table[q["lang"]]
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    if q["answerable"]:
        t["answerable"] += 1
        t[q["asked_type"]] += 1
        ex = q["expected"]
        if not ex or not all(isinstance(g, list) and g and all(isinstance(a, str) and a.strip() for a in g) for g in ex):
            E.append(f"{qid}: malformed expected"); continue
        for g in ex:
            for a in g:
                s = a.strip().lower()
                if s in BANNED or re.fullmatch(r"\d{1,2}", s) or re.fullmatch(r"\d([:.]\d\d)?", s):
                    E.append(f"{qid}: banned expected string {a!r}")
        src = q["source_doc"]
        if src == "catalogue":
            t["catalogue"] += 1
            if q["cross_lingual"]: E.append(f"{qid}: catalogue question flagged cross_lingual")
            m = re.match(r"no hotel in (.+?) \(", q["subject"])
            if m:
                if m.group(1).lower() in CITIES or m.group(1).lower() in CATTXT: E.append(f"{qid}: city {m.group(1)} is in the catalogue")
            else:
                for g in ex:
                    if not any(a.lower() in CATTXT for a in g): E.append(f"{qid}: group {g} not in catalogue")
        elif src in DOC:
            texts = [DOC[src]["text"].lower()] + ([DOC[TWIN[src]]["text"].lower()] if src in TWIN else [])
            for g in ex:
                if not any(a.lower() in tx for a in g for tx in texts): E.append(f"{qid}: group {g} not grounded in {src}")
            langs = {DOC[src]["lang"]} | ({DOC[TWIN[src]]["lang"]} if src in TWIN else set())
            cross = base not in langs
            if cross != q["cross_lingual"]: E.append(f"{qid}: cross_lingual should be {cross}")
            if cross: t["cross"] += 1
        else:
            E.append(f"{qid}: bad source_doc {src!r}")
    else:
        t["unanswerable"] += 1
        if q["expected"] != [] or q["source_doc"] is not None or q["cross_lingual"]: E.append(f"{qid}: unanswerable fields")
        if qid not in checks or not checks[qid]: E.append(f"{qid}: no unanswerable check terms")
for l, (a, u) in want.items():
    t = table[l]
    if t["answerable"] != a or t["unanswerable"] != u: E.append(f"{l}: {t['answerable']}+{t['unanswerable']} (want {a}+{u})")
    if l in ("en", "am", "om"):
        if not 5 <= t["catalogue"] <= 7: E.append(f"{l}: {t['catalogue']} catalogue questions (want about 6)")
        if not 6 <= t["cross"] <= 9: E.append(f"{l}: {t['cross']} cross-lingual (want about 7)")
        if not 6 <= t["yes_no"] <= 8: E.append(f"{l}: {t['yes_no']} yes_no (want 6-8)")
        if not 2 <= t["contact"] <= 3: E.append(f"{l}: {t['contact']} contact (want 2-3)")
    else:
        if t["catalogue"] != 1: E.append(f"{l}: {t['catalogue']} catalogue questions (want 1)")
        if t["cross"] != 2: E.append(f"{l}: {t['cross']} cross-lingual (want 2)")
# ---- unanswerable terms
QBY = {q.get("id"): q for q in qs}
ALLTXT = [(d["id"], (d["title"] + " " + d["text"]).lower()) for d in docs] + DISTXT + [("catalogue", CATTXT)]
for qid, terms in checks.items():
    if qid not in QBY or QBY[qid].get("answerable") is not False: E.append(f"checks: {qid} is not an unanswerable question"); continue
    for term in terms:
        m = re.fullmatch(r"(d\d\d):(.+)", term)
        if m:
            did, w = m.group(1), m.group(2).lower()
            if did not in DOC: E.append(f"checks {qid}: unknown doc {did}")
            elif w in (DOC[did]["title"] + " " + DOC[did]["text"]).lower(): E.append(f"checks {qid}: {w!r} present in {did}")
        else:
            for src, tx in ALLTXT:
                if term.lower() in tx: E.append(f"checks {qid}: {term!r} present in {src}")
# ---- report
print("lang      answerable  unanswerable  catalogue  cross  yes_no  contact")
for l, t in table.items():
    print(f"{l:9} {t['answerable']:10}  {t['unanswerable']:12}  {t['catalogue']:9}  {t['cross']:5}  {t['yes_no']:6}  {t['contact']:7}")
tot = Counter()
for t in table.values(): tot.update(t)
print(f"{'total':9} {tot['answerable']:10}  {tot['unanswerable']:12}  {tot['catalogue']:9}  {tot['cross']:5}  {tot['yes_no']:6}  {tot['contact']:7}")
print(f"documents {len(docs)} {dict(lc)}; distractors {len(dis)} {dict(dc)}")
if E:
    for e in E: print("ERROR", e)
    print(f"{len(E)} errors"); sys.exit(1)
print("CLEAN")
