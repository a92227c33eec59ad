"""Consistency checks for the blind11 evaluation set. Exit 0 and print CLEAN when everything holds."""
import json, os, re, sys
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
L = lambda f: json.load(open(os.path.join(H, f), encoding="utf-8"))
docs, qs, dis = L("documents.json"), L("questions.json"), L("distractors.json")
cat_raw = open(os.path.join(H, "catalogue_input.json"), encoding="utf-8").read()
cat = json.loads(cat_raw); cat_low = cat_raw.lower()
errs = []
def E(m): errs.append(m)
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "eeyyee", "ee", "lakki", "ኣይፋል"}
# documents
DK = ["id", "lang", "url", "product", "tenant", "title", "text"]
for d in docs:
    if list(d) != DK: E(f"{d.get('id')}: keys {list(d)}")
    if d["lang"] not in ("en", "am", "om", "ti"): E(f"{d['id']}: lang")
    if not d["url"].startswith("https://example.et/"): E(f"{d['id']}: url")
    if d["product"] != "marefiya" or d["tenant"] is not None: E(f"{d['id']}: product/tenant")
    w = len(d["text"].split())
    if not 120 <= w <= 260: E(f"{d['id']}: {w} words")
    if d["lang"] in ("am", "ti") and not re.search("[\u1200-\u137f]", d["text"]): E(f"{d['id']}: no Ethiopic")
dl = Counter(d["lang"] for d in docs)
if not 26 <= len(docs) <= 32: E(f"doc count {len(docs)}")
urls = Counter(d["url"] for d in docs); pairs = [u for u, c in urls.items() if c == 2]
if len(pairs) != 3 or any(c > 2 for c in urls.values()): E(f"translation pairs {pairs}")
for u in pairs:
    a, b = [d for d in docs if d["url"] == u]
    if a["lang"] == b["lang"]: E(f"pair {u} same lang")
    na = sorted(re.findall(r"\d[\d,]*\d|\d", a["text"])); nb = sorted(re.findall(r"\d[\d,]*\d|\d", b["text"]))
    if set(na) - set(nb) - {"2", "3"} and len(set(na) ^ set(nb)) > 6: E(f"pair {u} numbers differ: {set(na) ^ set(nb)}")
byid = {d["id"]: d for d in docs}
def twin_text(i):
    return " ".join(x["text"] for x in docs if x["url"] == byid[i]["url"]).lower()
# questions
QK = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
alltext = " ".join(d["text"] for d in docs).lower()
distext = " ".join(d["text"] + " " + d["title"] for d in dis).lower()
cities = {x["city"].lower() for x in cat["data"]} if "data" in cat else {x["city"].lower() for x in cat["destinations"]["data"]}
ids = set()
for q in qs:
    i = q["id"]
    if list(q) != QK: E(f"{i}: keys")
    if i in ids: E(f"{i}: dup id")
    ids.add(i)
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): E(f"{i}: lang")
    if q["asked_type"] not in TYPES: E(f"{i}: asked_type")
    if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool): E(f"{i}: bool")
    if not isinstance(q["expected"], list) or any(not isinstance(g, list) or not g or any(not isinstance(s, str) or not s for s in g) for g in q["expected"]): E(f"{i}: expected shape")
    for g in q["expected"]:
        for s in g:
            t = s.strip().lower()
            if t in BANNED or re.fullmatch(r"\d{1,2}", t) or re.fullmatch(r"\d:\d\d", t): E(f"{i}: banned expected {s!r}")
    if q["answerable"]:
        if not q["expected"] or not q["source_doc"]: E(f"{i}: answerable without expected/source")
        src = q["source_doc"]
        if src == "catalogue":
            if q["cross_lingual"]: E(f"{i}: catalogue cross_lingual")
            if q["subject"].startswith("no hotels in "):
                city = q["subject"][len("no hotels in "):].lower()
                if city in cities or city in cat_low: E(f"{i}: {city} is in catalogue")
            else:
                for g in q["expected"]:
                    if not any(s.lower() in cat_low for s in g): E(f"{i}: catalogue group {g} not in catalogue")
        elif src in byid:
            tt = twin_text(src)
            for g in q["expected"]:
                if not any(s.lower() in tt for s in g): E(f"{i}: group {g} not in {src}")
            langs = {x["lang"] for x in docs if x["url"] == byid[src]["url"]}
            base = "am" if q["lang"] == "am-latn" else q["lang"]
            if q["cross_lingual"] != (base not in langs): E(f"{i}: cross_lingual flag")
        else: E(f"{i}: bad source_doc {src}")
    else:
        if q["expected"] or q["source_doc"] is not None or q["cross_lingual"]: E(f"{i}: unanswerable fields")
        s = q["subject"].lower()
        if s in alltext: E(f"{i}: unanswerable subject in documents: {s}")
        if s in distext: E(f"{i}: unanswerable subject in distractors: {s}")
# distractors
names = [h["name"].lower() for h in cat["hotels"]]
for x in dis:
    if list(x) != DK or x["product"] != "marefiya" or x["tenant"] is not None: E(f"{x['id']}: shape")
    w = len(x["text"].split())
    if not 40 <= w <= 55: E(f"{x['id']}: {w} words")
    low = (x["text"] + " " + x["title"]).lower()
    for n in names:
        if n in low: E(f"{x['id']}: names catalogue hotel {n}")
    for c in ("jimma", "debre tabor", "ደብረ ታቦር", "nekemte", "naqamtee", "adwa", "ዓድዋ"): 
        if c in low: E(f"{x['id']}: mentions {c}")
if Counter(x["lang"] for x in dis) != Counter({"en": 410, "am": 410, "om": 410}): E("distractor counts")
# counts
ROW = {}
for q in qs:
    r = ROW.setdefault(q["lang"], Counter()); r["ans" if q["answerable"] else "unans"] += 1
    if q["source_doc"] == "catalogue": r["catalogue"] += 1
    if q["cross_lingual"]: r["cross"] += 1
MIN = {"en": (35, 15), "am": (33, 15), "om": (33, 15), "ti": (9, 2), "am-latn": (8, 2)}
for l, (a, u) in MIN.items():
    if ROW.get(l, Counter())["ans"] < a or ROW.get(l, Counter())["unans"] < u: E(f"{l}: counts {dict(ROW.get(l, {}))}")
print("documents:", len(docs), dict(dl), "translation pairs:", len(pairs))
print("distractors:", len(dis), dict(Counter(x["lang"] for x in dis)))
print(f"{'lang':8} {'answerable':>10} {'unanswerable':>12} {'catalogue':>9} {'cross':>5}")
for l in MIN:
    r = ROW.get(l, Counter()); print(f"{l:8} {r['ans']:>10} {r['unans']:>12} {r['catalogue']:>9} {r['cross']:>5}")
t = Counter(); [t.update(r) for r in ROW.values()]
print(f"{'total':8} {t['ans']:>10} {t['unans']:>12} {t['catalogue']:>9} {t['cross']:>5}  ({len(qs)} questions)")
if errs:
    print("\n".join(errs)); print(len(errs), "PROBLEMS"); sys.exit(1)
print("CLEAN")
