#!/usr/bin/env python3
"""Checks the blind21 evaluation set. Usage: python3 validate.py [DIR]

Prints a count table and CLEAN (exit 0), or the list of errors (exit 1).
"""
import collections
import json
import os
import re
import sys

BASE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(BASE, "src"))
from places import DOC_TOWNS  # noqa: E402

ERR = []


def err(msg):
    ERR.append(msg)


def load(name):
    with open(os.path.join(BASE, name), encoding="utf-8") as f:
        return json.load(f)


ETH = re.compile(r"[\u1200-\u137F]")
DOC_KEYS = ["id", "lang", "url", "product", "tenant", "title", "text"]
Q_KEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type",
          "subject", "note", "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact", "other"}
DOC_RANGE = {"en": (9, 11), "am": (7, 8), "om": (7, 8), "ti": (3, 3)}
Q_COUNTS = {"en": (42, 15), "am": (36, 15), "om": (36, 15), "ti": (10, 2), "am-latn": (8, 2)}
CAT_RANGE = {"en": (5, 7), "am": (5, 7), "om": (5, 7), "ti": (1, 1), "am-latn": (1, 1)}
CROSS_RANGE = {"en": (6, 8), "am": (6, 8), "om": (6, 8), "ti": (2, 2), "am-latn": (2, 2)}
YESNO = {"yes", "no", "yeah", "nope", "true", "false", "አዎ", "አዎን", "አይ", "አይደለም", "የለም", "eeyyee", "eeyye",
         "lakki", "miti", "እወ", "ኣይፋል", "ኣይኮነን", "awo", "aydelem", "yelem"}
INPUT_CAT = "/work/blind21-input/catalogue.json"


def words(t):
    return len(t.split())


def digit_strings(t):
    return sorted(re.findall(r"\d+(?:[.,:]\d+)*", t))


def slugify(city):
    return re.sub(r"[^a-z0-9]+", "-", city.lower()).strip("-")


# ------------------------------------------------------------------ load
docs = load("documents.json")
dis = load("distractors.json")
qs = load("questions.json")
checks = load("unanswerable_checks.json")
with open(os.path.join(BASE, "catalogue_input.json"), "rb") as f:
    cat_bytes = f.read()
cat = json.loads(cat_bytes.decode("utf-8"))
cat_text = cat_bytes.decode("utf-8")
cat_text_all = (cat_text + "\n" + json.dumps(cat, ensure_ascii=False)).lower()
cat_nocomma = cat_text_all.replace(",", "")

if os.path.exists(INPUT_CAT):
    with open(INPUT_CAT, "rb") as f:
        if f.read() != cat_bytes:
            err("catalogue_input.json is not byte-identical to %s" % INPUT_CAT)

hotels = cat["hotels"]
city_slugs = {slugify(h["city"]): h["city"] for h in hotels}
hotel_city = {h["name"]: h["city"] for h in hotels}

# ------------------------------------------------------------------ documents
DOC = {}
for i, d in enumerate(docs, 1):
    if list(d.keys()) != DOC_KEYS:
        err("document %d keys %s" % (i, list(d.keys())))
    if d.get("id") != "d%02d" % i:
        err("document id %s, expected d%02d" % (d.get("id"), i))
    DOC[d.get("id")] = d
    if d.get("lang") not in DOC_RANGE:
        err("%s bad lang %s" % (d.get("id"), d.get("lang")))
    if d.get("product") != "marefiya" or d.get("tenant") is not None:
        err("%s product/tenant" % d["id"])
    if not d.get("title", "").strip():
        err("%s empty title" % d["id"])
    n = words(d.get("text", ""))
    if not 120 <= n <= 260:
        err("%s has %d words" % (d["id"], n))
    m = re.fullmatch(r"https://example\.et/([a-z0-9-]+)/([a-z0-9-]+)", d.get("url", ""))
    if not m or m.group(1) not in city_slugs:
        err("%s bad url %s" % (d["id"], d.get("url")))
    else:
        named = [h for h in hotel_city if h in d["text"]]
        if not named:
            err("%s names no catalogue hotel" % d["id"])
        elif all(slugify(hotel_city[h]) != m.group(1) for h in named):
            err("%s url city does not match the hotel's city" % d["id"])
    if d["lang"] in ("am", "ti") and len(ETH.findall(d["text"])) < 200:
        err("%s (%s) is not mainly Ethiopic script" % (d["id"], d["lang"]))
    if d["lang"] in ("en", "om") and ETH.search(d["text"]):
        err("%s (%s) contains Ethiopic script" % (d["id"], d["lang"]))
lc = collections.Counter(d["lang"] for d in docs)
for lang, (lo, hi) in DOC_RANGE.items():
    if not lo <= lc[lang] <= hi:
        err("documents in %s: %d (want %d-%d)" % (lang, lc[lang], lo, hi))
if not 26 <= len(docs) <= 32:
    err("document total %d" % len(docs))

by_url = collections.defaultdict(list)
for d in docs:
    by_url[d["url"]].append(d)
pairs = [v for v in by_url.values() if len(v) > 1]
if len(pairs) != 3:
    err("translation pairs: %d (want 3)" % len(pairs))
for v in pairs:
    if len(v) != 2 or v[0]["lang"] == v[1]["lang"]:
        err("bad translation pair %s" % [x["id"] for x in v])
    elif digit_strings(v[0]["text"]) != digit_strings(v[1]["text"]):
        err("translation pair %s/%s: digit strings differ" % (v[0]["id"], v[1]["id"]))
TWINS = {d["id"]: [x["id"] for x in by_url[d["url"]] if x["id"] != d["id"]] for d in docs}

# ------------------------------------------------------------------ distractors
if len(dis) != 1230:
    err("distractors: %d (want 1230)" % len(dis))
dl = collections.Counter(x.get("lang") for x in dis)
per = collections.defaultdict(int)
for i, x in enumerate(dis, 1):
    if list(x.keys()) != DOC_KEYS:
        err("distractor %d keys" % i)
        continue
    if x["id"] != "x%04d" % i:
        err("distractor id %s, expected x%04d" % (x["id"], i))
    per[x["lang"]] += 1
    if x["url"] != "https://example.et/kb/%s/%d" % (x["lang"], per[x["lang"]]):
        err("%s bad url %s" % (x["id"], x["url"]))
    if x["product"] != "marefiya" or x["tenant"] is not None:
        err("%s product/tenant" % x["id"])
    if not 40 <= words(x["text"]) <= 55:
        err("%s has %d words" % (x["id"], words(x["text"])))
for lang in ("en", "am", "om"):
    if dl[lang] != 410:
        err("distractors in %s: %d (want 410)" % (lang, dl[lang]))
if set(dl) - {"en", "am", "om"}:
    err("distractor languages %s" % set(dl))
dis_low = [(x["id"], (x["title"] + "\n" + x["text"]).lower()) for x in dis]
for town in DOC_TOWNS:
    t = town.lower()
    hit = [i for i, s in dis_low if t in s]
    if hit:
        err("document town %r appears in distractors %s" % (town, hit[:3]))

# ------------------------------------------------------------------ questions
def is_cross(q):
    src = q["source_doc"]
    if src in (None, "catalogue") or src not in DOC:
        return False
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    return DOC[src]["lang"] != base and base not in {DOC[t]["lang"] for t in TWINS[src]}


qc = collections.Counter()
catc = collections.Counter()
crossc = collections.Counter()
typec = collections.Counter()
sourced = set()
no_hotel = []
all_expected = set()
for i, q in enumerate(qs, 1):
    if list(q.keys()) != Q_KEYS:
        err("question %d keys %s" % (i, list(q.keys())))
        continue
    qid = q["id"]
    if qid != "q%03d" % i:
        err("question id %s, expected q%03d" % (qid, i))
    if q["lang"] not in Q_COUNTS:
        err("%s bad lang" % qid)
        continue
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool):
        err("%s answerable/cross_lingual not bool" % qid)
    if q["asked_type"] not in TYPES:
        err("%s bad asked_type %s" % (qid, q["asked_type"]))
    typec[q["asked_type"]] += 1
    if not q["question"].strip() or not q["subject"].strip():
        err("%s empty question/subject" % qid)
    eth = bool(ETH.search(q["question"]))
    if q["lang"] in ("am", "ti") and not eth:
        err("%s (%s) question not in Ethiopic script" % (qid, q["lang"]))
    if q["lang"] in ("en", "om", "am-latn") and eth:
        err("%s (%s) question contains Ethiopic script" % (qid, q["lang"]))
    qc[(q["lang"], q["answerable"])] += 1
    if q["cross_lingual"] != is_cross(q):
        err("%s cross_lingual is %s, computed %s" % (qid, q["cross_lingual"], is_cross(q)))
    if not q["answerable"]:
        if q["expected"] != [] or q["source_doc"] is not None or q["cross_lingual"]:
            err("%s unanswerable must have expected [], source_doc null, cross false" % qid)
        continue
    src = q["source_doc"]
    if src == "catalogue":
        catc[q["lang"]] += 1
    elif src in DOC:
        sourced.add(src)
    else:
        err("%s bad source_doc %s" % (qid, src))
        continue
    if q["cross_lingual"]:
        crossc[q["lang"]] += 1
    if not q["expected"] or not all(isinstance(g, list) and g for g in q["expected"]):
        err("%s expected must be a non-empty list of non-empty groups" % qid)
        continue
    if src == "catalogue":
        ground = [cat_nocomma]
    else:
        ground = [(DOC[x]["text"]).lower() for x in [src] + TWINS[src]]
    for g in q["expected"]:
        for s in g:
            st = s.strip()
            all_expected.add(s.lower())
            if not st or st != s:
                err("%s empty or padded expected string %r" % (qid, s))
            if st.lower() in YESNO:
                err("%s bare yes/no expected string %r" % (qid, s))
            if re.fullmatch(r"\d{1,2}", st):
                err("%s bare one/two-digit expected string %r" % (qid, s))
            if re.fullmatch(r"\d[:.]\d\d", st):
                err("%s bare one-digit clock expected string %r" % (qid, s))
            if re.fullmatch(r"[\d,.]+", st) and len(re.sub(r"\D", "", st)) < 3:
                err("%s two-digit amount without unit %r" % (qid, s))
        if src == "catalogue":
            ok = any(s.lower().replace(",", "") in cat_nocomma for s in g)
        else:
            ok = any(s.lower() in t for s in g for t in ground)
        if not ok:
            err("%s group %s not grounded in %s" % (qid, g[:3], src))
    m = re.search(r"no-hotel city:\s*([^;]+)", q["note"])
    if m:
        if src != "catalogue":
            err("%s no-hotel question must use the catalogue" % qid)
        names = [x.strip() for x in m.group(1).split("/") if x.strip()]
        no_hotel.append((qid, names))
        for name in names:
            if name.lower() in cat_text_all:
                err("%s no-hotel city %r appears in the catalogue" % (qid, name))
            if any(name.lower() in d["text"].lower() for d in docs):
                err("%s no-hotel city %r appears in a document" % (qid, name))
            if any(name.lower() in s for _, s in dis_low):
                err("%s no-hotel city %r appears in a distractor" % (qid, name))

for lang, (a, u) in Q_COUNTS.items():
    if qc[(lang, True)] != a or qc[(lang, False)] != u:
        err("questions %s: %d+%d (want %d+%d)" % (lang, qc[(lang, True)], qc[(lang, False)], a, u))
    lo, hi = CAT_RANGE[lang]
    if not lo <= catc[lang] <= hi:
        err("catalogue questions %s: %d (want %d-%d)" % (lang, catc[lang], lo, hi))
    lo, hi = CROSS_RANGE[lang]
    if not lo <= crossc[lang] <= hi:
        err("cross-lingual questions %s: %d (want %d-%d)" % (lang, crossc[lang], lo, hi))
if len(no_hotel) != 3:
    err("no-hotel questions: %d (want 3)" % len(no_hotel))
for d in docs:
    if d["id"] not in sourced:
        err("%s is the source of no answerable question" % d["id"])
for t in TYPES:
    if typec[t] == 0:
        err("asked_type %s never used" % t)

# expected strings must not occur in any distractor
for s in sorted(all_expected):
    hit = [i for i, t in dis_low if s in t]
    if hit:
        err("expected string %r occurs in distractors %s" % (s, hit[:3]))

# ------------------------------------------------------------------ unanswerable checks
un_ids = {q["id"] for q in qs if not q.get("answerable", True)}
if set(checks) != un_ids:
    err("unanswerable_checks ids differ from unanswerable questions: %s" % sorted(set(checks) ^ un_ids)[:5])
doc_low = {d["id"]: d["text"].lower() for d in docs}
for qid, terms in checks.items():
    if not terms:
        err("%s has no unanswerable terms" % qid)
    for term in terms:
        m = re.match(r"^(d\d\d):(.+)$", term)
        if m:
            if m.group(1) not in doc_low:
                err("%s term %r names an unknown document" % (qid, term))
            elif m.group(2).lower() in doc_low[m.group(1)]:
                err("%s term %r occurs in %s" % (qid, m.group(2), m.group(1)))
        else:
            t = term.lower()
            where = [k for k, v in doc_low.items() if t in v]
            where += [i for i, s in dis_low if t in s][:3]
            if t in cat_text_all:
                where.append("catalogue")
            if where:
                err("%s term %r occurs in %s" % (qid, term, where[:4]))

# ------------------------------------------------------------------ report
print("lang      docs  answerable  unanswerable  catalogue  cross  distractors")
for lang in ["en", "am", "om", "ti", "am-latn"]:
    print("%-8s  %4s  %10d  %12d  %9d  %5d  %11s" % (
        lang, lc.get(lang, "-") if lang != "am-latn" else "-", qc[(lang, True)], qc[(lang, False)],
        catc[lang], crossc[lang], dl.get(lang, "-") if lang in ("en", "am", "om") else "-"))
print("%-8s  %4d  %10d  %12d  %9d  %5d  %11d" % (
    "total", len(docs), sum(v for (l, a), v in qc.items() if a), sum(v for (l, a), v in qc.items() if not a),
    sum(catc.values()), sum(crossc.values()), len(dis)))
print("translation pairs:", ", ".join("%s(%s)/%s(%s)" % (v[0]["id"], v[0]["lang"], v[1]["id"], v[1]["lang"]) for v in pairs))
print("no-hotel questions:", ", ".join("%s:%s" % (q, n[0]) for q, n in no_hotel))
print("asked types:", dict(sorted(typec.items())))
if ERR:
    print("\n%d ERROR(S):" % len(ERR))
    for e in ERR:
        print(" -", e)
    sys.exit(1)
print("CLEAN")
