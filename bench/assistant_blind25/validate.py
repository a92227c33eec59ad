#!/usr/bin/env python3
"""Validates the blind25 set. Prints a count table, then CLEAN (exit 0) or the errors (exit 1)."""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
ERR = []


def err(msg):
    ERR.append(msg)


def load(name):
    path = os.path.join(HERE, name)
    raw = open(path, encoding="utf-8").read()
    obj = json.loads(raw)
    if raw.rstrip("\n") != json.dumps(obj, ensure_ascii=False, indent=1):
        err("%s: not written with json.dump(ensure_ascii=False, indent=1)" % name)
    return obj


def words(t):
    return len(t.split())


def hit(text, alt):
    """Boundary-aware, case-insensitive occurrence (a figure inside a larger figure does not count)."""
    t, a = text.lower(), alt.lower()
    start = 0
    while True:
        i = t.find(a, start)
        if i < 0:
            return False
        before = t[i - 1] if i > 0 else " "
        after = t[i + len(a):i + len(a) + 2]
        ok_before = not (before.isdigit() or ("a" <= before <= "z") or (before in ",.:" and i > 1 and t[i - 2].isdigit()))
        ok_after = not (after[:1].isdigit() or ("a" <= after[:1] <= "z" and a[-1:].isalpha())
                        or (after[:1] in ",.:" and after[1:2].isdigit()))
        if ok_before and ok_after:
            return True
        start = i + 1


def numbers(t):
    """Figures in a text, commas removed, for comparing translation twins."""
    return collections.Counter(x.replace(",", "") for x in re.findall(r"\d[\d,]*(?:[.:]\d+)?", t))


DOC_KEYS = ["id", "lang", "url", "product", "tenant", "title", "text"]
Q_KEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact", "other"}
QLANGS = ["en", "am", "om", "ti", "am-latn"]
WANT = {"en": (42, 15), "am": (36, 15), "om": (36, 15), "ti": (10, 2), "am-latn": (8, 2)}
CAT_RANGE = {"en": (5, 8), "am": (5, 8), "om": (5, 8), "ti": (1, 1), "am-latn": (1, 1)}
CROSS_RANGE = {"en": (6, 8), "am": (6, 8), "om": (6, 8), "ti": (2, 2), "am-latn": (2, 2)}
YESNO_RANGE = (6, 8)
CONTACT_RANGE = (2, 3)
BANNED_WORDS = {"yes", "no", "yeah", "nope", "አዎ", "አዎን", "አይ", "አይደለም", "የለም", "eeyyee", "eeyye", "lakki", "miti",
                "እወ", "ኣይፋል", "ኣይኮነን", "awo", "aydelem", "yelem", "true", "false"}

docs = load("documents.json")
dis = load("distractors.json")
qs = load("questions.json")
checks = load("unanswerable_checks.json")
cat_raw = open(os.path.join(HERE, "catalogue_input.json"), encoding="utf-8").read()
cat = json.loads(cat_raw)
orig = "/work/blind25-input/catalogue.json"
if os.path.exists(orig) and open(orig, encoding="utf-8").read() != cat_raw:
    err("catalogue_input.json differs from %s" % orig)
cat_text = json.dumps(cat, ensure_ascii=False).lower()
cities = {h["city"] for h in cat["hotels"]}
city_forms = set(cities) | {d.get("city_am", "") for d in cat["destinations"]["data"]} | {
    "Adaamaa", "Hawaasaa", "Arbaa Minci", "Finfinnee", "Baahir Daar", "Gondar", "Aksum", "Mekele", "Dirree Dawaa", "Laalibalaa"}
city_forms.discard("")
city_slugs = {c.lower().replace(" ", "-") for c in cities}

# ---------------- documents ----------------
if not 26 <= len(docs) <= 32:
    err("documents: %d documents, need 26-32" % len(docs))
byid = {}
lc = collections.Counter()
for n, d in enumerate(docs, 1):
    if list(d.keys()) != DOC_KEYS:
        err("%s: keys/order %s" % (d.get("id"), list(d.keys())))
        continue
    if d["id"] != "d%02d" % n:
        err("document %d has id %s" % (n, d["id"]))
    byid[d["id"]] = d
    lc[d["lang"]] += 1
    if d["lang"] not in ("en", "am", "om", "ti"):
        err("%s: bad lang %s" % (d["id"], d["lang"]))
    m = re.match(r"^https://example\.et/([a-z-]+)/([a-z0-9-]+)$", d["url"])
    if not m:
        err("%s: bad url %s" % (d["id"], d["url"]))
    elif m.group(1) not in city_slugs:
        err("%s: url city %s is not a catalogue city" % (d["id"], m.group(1)))
    if d["product"] != "marefiya" or d["tenant"] is not None:
        err("%s: product/tenant wrong" % d["id"])
    if not d["title"].strip():
        err("%s: empty title" % d["id"])
    w = words(d["text"])
    if not 120 <= w <= 260:
        err("%s: %d words (need 120-260)" % (d["id"], w))
if not (9 <= lc["en"] <= 11 and 7 <= lc["am"] <= 8 and 7 <= lc["om"] <= 8 and lc["ti"] == 3):
    err("documents per language %s (want ~10 en, 7-8 am, 7-8 om, 3 ti)" % dict(lc))
byurl = collections.defaultdict(list)
for d in docs:
    byurl[d["url"]].append(d)
twin = {}
pairs = [v for v in byurl.values() if len(v) > 1]
for v in byurl.values():
    if len(v) > 2:
        err("url %s used by %d documents" % (v[0]["url"], len(v)))
if len(pairs) != 3:
    err("need exactly 3 translation pairs, found %d" % len(pairs))
for v in pairs:
    if len(v) != 2:
        continue
    x, y = v
    if x["lang"] == y["lang"]:
        err("pair %s/%s has the same lang" % (x["id"], y["id"]))
    twin[x["id"]], twin[y["id"]] = y["id"], x["id"]
    nx, ny = numbers(x["text"]), numbers(y["text"])
    if set(nx) != set(ny):
        err("twins %s/%s differ in figures: only %s: %s; only %s: %s" % (
            x["id"], y["id"], x["id"], sorted(set(nx) - set(ny)), y["id"], sorted(set(ny) - set(nx))))

# ---------------- distractors ----------------
if len(dis) != 1230:
    err("distractors: %d, need 1230" % len(dis))
dc = collections.Counter()
for n, x in enumerate(dis, 1):
    if list(x.keys()) != DOC_KEYS:
        err("%s: distractor keys/order" % x.get("id"))
        continue
    if x["id"] != "x%04d" % n:
        err("distractor %d has id %s" % (n, x["id"]))
    dc[x["lang"]] += 1
    if not re.match(r"^https://example\.et/kb/%s/\d+$" % re.escape(x["lang"]), x["url"]):
        err("%s: bad url %s" % (x["id"], x["url"]))
    if x["product"] != "marefiya" or x["tenant"] is not None:
        err("%s: product/tenant wrong" % x["id"])
    if not 40 <= words(x["text"]) <= 55:
        err("%s: %d words (need 40-55)" % (x["id"], words(x["text"])))
    low = (x["title"] + " " + x["text"]).lower()
    for c in city_forms:
        if c.lower() in low:
            err("%s: mentions a documents' town %s" % (x["id"], c))
if dc != collections.Counter({"en": 410, "am": 410, "om": 410}):
    err("distractors per language %s, need 410 en/am/om" % dict(dc))
if len({x["url"] for x in dis}) != len(dis):
    err("distractor urls not unique")

# ---------------- questions ----------------
table = {l: collections.Counter() for l in QLANGS}
all_alts = set()
for n, q in enumerate(qs, 1):
    qid = q.get("id")
    if list(q.keys()) != Q_KEYS:
        err("%s: keys/order %s" % (qid, list(q.keys())))
        continue
    if qid != "q%03d" % n:
        err("question %d has id %s" % (n, qid))
    L = q["lang"]
    if L not in QLANGS:
        err("%s: bad lang %s" % (qid, L))
        continue
    if q["asked_type"] not in TYPES:
        err("%s: bad asked_type %s" % (qid, q["asked_type"]))
    for k in ("question", "subject", "note"):
        if not isinstance(q[k], str) or not q[k].strip():
            err("%s: empty %s" % (qid, k))
    if not isinstance(q["cross_lingual"], bool) or not isinstance(q["answerable"], bool):
        err("%s: answerable/cross_lingual must be booleans" % qid)
    t = table[L]
    t["answerable" if q["answerable"] else "unanswerable"] += 1
    if q["asked_type"] == "yes_no":
        t["yes_no"] += 1
    if q["asked_type"] == "contact":
        t["contact"] += 1
    if q["cross_lingual"]:
        t["cross"] += 1
    if not q["answerable"]:
        if q["expected"] != [] or q["source_doc"] is not None:
            err("%s: unanswerable needs expected [] and source_doc null" % qid)
        if q["cross_lingual"]:
            err("%s: unanswerable question flagged cross_lingual" % qid)
        if qid not in checks or not checks[qid]:
            err("%s: no unanswerable_checks entry" % qid)
        continue
    exp = q["expected"]
    if not (isinstance(exp, list) and exp and all(isinstance(g, list) and g and all(isinstance(s, str) and s.strip() for s in g) for g in exp)):
        err("%s: expected must be a non-empty list of non-empty lists of strings" % qid)
        continue
    for g in exp:
        for s in g:
            all_alts.add(s)
            st = s.strip().lower()
            if st in BANNED_WORDS or re.fullmatch(r"\d{1,2}", st) or re.fullmatch(r"\d(?::\d\d)?", st) or re.fullmatch(r"\d[:.]\d\d", st):
                err("%s: banned expected string %r" % (qid, s))
    src = q["source_doc"]
    if src == "catalogue":
        t["catalogue"] += 1
        if q["cross_lingual"]:
            err("%s: catalogue question flagged cross_lingual" % qid)
        m = re.match(r"^no hotel in ([^(]+?) \(", q["subject"])
        if m:
            city = m.group(1)
            if city in cities or city.lower() in cat_text:
                err("%s: %s is in the catalogue" % (qid, city))
            for d in docs + dis:
                if city.lower() in d["text"].lower():
                    err("%s: no-hotel city %s appears in %s" % (qid, city, d["id"]))
                    break
        else:
            for g in exp:
                if not any(s.lower() in cat_text for s in g):
                    err("%s: group %s not found in catalogue" % (qid, g))
        continue
    if src not in byid:
        err("%s: unknown source_doc %s" % (qid, src))
        continue
    texts = [byid[src]["text"]] + ([byid[twin[src]]["text"]] if src in twin else [])
    for g in exp:
        if not any(hit(tx, s) if re.search(r"\d", s) else s.lower() in tx.lower() for s in g for tx in texts):
            err("%s: group %s not written in %s%s" % (qid, g, src, "/" + twin[src] if src in twin else ""))
    qbase = "am" if L == "am-latn" else L
    doc_langs = {byid[src]["lang"]} | ({byid[twin[src]]["lang"]} if src in twin else set())
    should = qbase not in doc_langs
    if should != q["cross_lingual"]:
        err("%s: cross_lingual is %s but should be %s (question %s, document %s)" % (qid, q["cross_lingual"], should, L, sorted(doc_langs)))

for L in QLANGS:
    t = table[L]
    a_, u_ = WANT[L]
    if t["answerable"] != a_ or t["unanswerable"] != u_:
        err("%s: %d answerable + %d unanswerable, need %d + %d" % (L, t["answerable"], t["unanswerable"], a_, u_))
    lo, hi = CAT_RANGE[L]
    if not lo <= t["catalogue"] <= hi:
        err("%s: %d catalogue questions, need %d-%d" % (L, t["catalogue"], lo, hi))
    lo, hi = CROSS_RANGE[L]
    if not lo <= t["cross"] <= hi:
        err("%s: %d cross-lingual questions, need %d-%d" % (L, t["cross"], lo, hi))
    if L in ("en", "am", "om"):
        if not YESNO_RANGE[0] <= t["yes_no"] <= YESNO_RANGE[1]:
            err("%s: %d yes_no questions, need %d-%d" % (L, t["yes_no"], *YESNO_RANGE))
        if not CONTACT_RANGE[0] <= t["contact"] <= CONTACT_RANGE[1]:
            err("%s: %d contact questions, need %d-%d" % (L, t["contact"], *CONTACT_RANGE))
if len({q["question"].strip().lower() for q in qs}) != len(qs):
    err("duplicate question texts")

# expected answers must not be answered by a distractor
for x in dis:
    for s in all_alts:
        if hit(x["text"], s):
            err("%s: distractor contains expected string %r" % (x["id"], s))

# ---------------- unanswerable checks ----------------
unans = {q["id"] for q in qs if not q["answerable"]}
if set(checks) != unans:
    err("unanswerable_checks ids differ from unanswerable questions: %s" % sorted(set(checks) ^ unans))
corpus = [(d["id"], d["text"].lower() + " " + d["title"].lower()) for d in docs + dis]
for qid, terms in checks.items():
    for term in terms:
        m = re.match(r"^(d\d\d):(.+)$", term)
        if m:
            if m.group(1) not in byid:
                err("%s: check names unknown document %s" % (qid, m.group(1)))
            elif m.group(2).lower() in byid[m.group(1)]["text"].lower():
                err("%s: term %r present in %s" % (qid, m.group(2), m.group(1)))
        else:
            tl = term.lower()
            if tl in cat_text:
                err("%s: term %r present in catalogue" % (qid, term))
            for did, tx in corpus:
                if tl in tx:
                    err("%s: term %r present in %s" % (qid, term, did))

# ---------------- report ----------------
print("lang      answerable  unanswerable  catalogue  cross  yes_no  contact")
tot = collections.Counter()
for L in QLANGS:
    t = table[L]
    tot.update(t)
    print("%-9s %10d  %12d  %9d  %5d  %6d  %7d" % (L, t["answerable"], t["unanswerable"], t["catalogue"], t["cross"], t["yes_no"], t["contact"]))
print("%-9s %10d  %12d  %9d  %5d  %6d  %7d" % ("total", tot["answerable"], tot["unanswerable"], tot["catalogue"], tot["cross"], tot["yes_no"], tot["contact"]))
print("documents %s, distractors %s" % (dict(lc), dict(dc)))
if ERR:
    for e in ERR:
        print("ERROR:", e)
    print("%d error(s)" % len(ERR))
    sys.exit(1)
print("CLEAN")
