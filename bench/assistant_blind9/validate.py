"""Validate the blind set 9 files. Exit code 0 = clean."""
import json, re, sys, collections, os
HERE = os.path.dirname(os.path.abspath(__file__))
CAT = "/work/blind9-input/catalogue.json"
errs, warns = [], []
def E(m): errs.append(m)
docs = json.load(open(os.path.join(HERE, "documents.json")))
qs = json.load(open(os.path.join(HERE, "questions.json")))
dis = json.load(open(os.path.join(HERE, "distractors.json")))
cat = json.load(open(CAT))
cat_txt = json.dumps(cat, ensure_ascii=False).lower()
dests = [d["city"].lower() for d in cat["destinations"]["data"]]
hotel_names = [h["name"].lower() for h in cat["hotels"]]

# ---------- documents
DOC_FIELDS = {"id": str, "lang": str, "url": str, "product": str, "title": str, "text": str}
def check_passage(d, lo, hi, kind):
    for f, t in DOC_FIELDS.items():
        if not isinstance(d.get(f), t): E(f"{kind} {d.get('id')}: field {f} not {t.__name__}")
    if "tenant" not in d or d["tenant"] is not None: E(f"{kind} {d.get('id')}: tenant must be null")
    if d.get("product") != "marefiya": E(f"{kind} {d.get('id')}: product must be marefiya")
    if d.get("lang") not in ("en", "am", "om", "ti"): E(f"{kind} {d.get('id')}: bad lang")
    if not str(d.get("url", "")).startswith("https://example.et/"): E(f"{kind} {d.get('id')}: bad url")
    wc = len(d.get("text", "").split())
    if not lo <= wc <= hi: E(f"{kind} {d['id']}: {wc} words, want {lo}-{hi}")
if not 26 <= len(docs) <= 32: E(f"documents: {len(docs)}, want 26-32")
for d in docs: check_passage(d, 120, 260, "doc")
doc_by_id = {d["id"]: d for d in docs}
if len(doc_by_id) != len(docs): E("duplicate document ids")
by_url = collections.defaultdict(list)
for d in docs: by_url[d["url"]].append(d)
pairs = [u for u, L in by_url.items() if len(L) > 1]
for u in pairs:
    if len({d["lang"] for d in by_url[u]}) != len(by_url[u]): E(f"url {u} taught twice in the same language")
if len(pairs) != 3: E(f"translation pairs: {len(pairs)}, want 3")
def twins(did):
    return [d for d in by_url[doc_by_id[did]["url"]] if d["id"] != did]
doc_langs = collections.Counter(d["lang"] for d in docs)

# ---------- questions
Q_FIELDS = {"id": str, "lang": str, "question": str, "answerable": bool, "expected": list, "asked_type": str,
            "subject": str, "note": str, "cross_lingual": bool}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
BANNED = {"no", "yes", "hin", "ayi", "የለም", "አዎ", "እወ", "ow", "eeyyee", "lakki", "aaye", "not", "none"}
ids = [q["id"] for q in qs]
if len(set(ids)) != len(ids): E("duplicate question ids")
for q in qs:
    for f, t in Q_FIELDS.items():
        if not isinstance(q.get(f), t): E(f"{q.get('id')}: field {f} not {t.__name__}")
    if q["lang"] not in ("en", "am", "om", "ti", "am-latn"): E(f"{q['id']}: bad lang")
    if q["asked_type"] not in TYPES: E(f"{q['id']}: bad asked_type")
    if not q["answerable"]:
        if q["expected"] != [] or q.get("source_doc") is not None or q["cross_lingual"]:
            E(f"{q['id']}: unanswerable must have expected [], source_doc null, cross_lingual false")
        continue
    if not q["expected"]: E(f"{q['id']}: answerable without expected"); continue
    for g in q["expected"]:
        if not isinstance(g, list) or not g or not all(isinstance(a, str) and a.strip() for a in g):
            E(f"{q['id']}: bad expected group {g}"); continue
        for a in g:
            a0 = a.strip().lower()
            if a0 in BANNED or re.fullmatch(r"\d{1,2}", a0): E(f"{q['id']}: alternative too weak: {a!r}")
    src = q.get("source_doc")
    if src == "catalogue":
        if "hotels in" in q["subject"].lower():
            city = q["subject"].lower().split("hotels in", 1)[1].strip()
            if city in dests: E(f"{q['id']}: {city} IS a destination")
            if city in cat_txt: warns.append(f"{q['id']}: {city} occurs somewhere in catalogue text")
        else:
            for g in q["expected"]:
                if not any(a.lower() in cat_txt for a in g):
                    E(f"{q['id']}: no alternative of {g[:4]} found in catalogue")
        continue
    if src not in doc_by_id: E(f"{q['id']}: unknown source_doc {src}"); continue
    d = doc_by_id[src]
    qlang = "am" if q["lang"] == "am-latn" else q["lang"]
    if q["cross_lingual"]:
        if d["lang"] == qlang: E(f"{q['id']}: cross_lingual but source doc is in {d['lang']}")
        if any(t["lang"] == qlang for t in twins(src)): E(f"{q['id']}: cross_lingual but a twin exists in {qlang}")
    elif d["lang"] != qlang: E(f"{q['id']}: source doc lang {d['lang']} != question lang but cross_lingual false")
    text = d["text"].lower()
    for g in q["expected"]:
        if not any(a.lower() in text for a in g):
            E(f"{q['id']}: none of {g[:5]} in {src}")

# ---------- counts
cnt = collections.Counter((q["lang"], q["answerable"]) for q in qs)
MIN = {"en": (30, 15), "am": (30, 15), "om": (30, 15), "ti": (8, 2), "am-latn": (8, 2)}
for L, (a, u) in MIN.items():
    if cnt[(L, True)] < a: E(f"{L}: {cnt[(L, True)]} answerable, want >= {a}")
    if cnt[(L, False)] < u: E(f"{L}: {cnt[(L, False)]} unanswerable, want >= {u}")

# ---------- distractors
if len(dis) < 1200: E(f"distractors: {len(dis)} < 1200")
dids = [d["id"] for d in dis]
if len(set(dids)) != len(dids): E("duplicate distractor ids")
if set(dids) & set(doc_by_id): E("distractor ids collide with document ids")
for d in dis:
    check_passage(d, 40, 70, "distractor")
    if not re.fullmatch(r"x\d{4}", d["id"]): E(f"distractor id {d['id']} bad")
dis_txt = [(d["id"], (d["title"] + " " + d["text"]).lower()) for d in dis]
# trap terms: the subject of each unanswerable question + named entities it is about
TRAP = ["blue nile falls", "yeha", "ras dashen", "wondo genet", "kayak", "crocodile ranch", "esim", "djibouti", "facial",
        "hot stone", "valet", "bonfire", "business visa", "safaricom", "unity park", "dorze", "sodere", "irreecha", "timkat",
        "ጥምቀት", "ሶደሬ", "ኢሬቻ", "ወንዶ ገነት", "ራስ ዳሽን", "ካያክ", "ብስክሌት ኪራይ", "ወይን", "ስፓ", "spa", "spaa", "laundry",
        "ልብስ ማጠብ", "whisky", "ውስኪ", "lalibela", "ላሊበላ", "adigrat", "ዓዲግራት", "ashenda", "ኣሸንዳ", "telebirr", "ቴሌብር", "sim card", "luggage",
        "check-in", "check-out", "late check", "early check", "coffee ceremony", "sirna buna", "wheelchair", "smoking"]
subjects = [q["subject"].lower() for q in qs if not q["answerable"]]
for i, t in dis_txt:
    for s in subjects + TRAP:
        if s in t: E(f"distractor {i} contains unanswerable subject/trap term {s!r}"); break
    for h in hotel_names:
        if h in t: E(f"distractor {i} names catalogue hotel {h!r}"); break
    for c in dests:
        if re.search(r"\b" + re.escape(c) + r"\b", t): E(f"distractor {i} names destination {c!r}"); break
    for c in ["jimma", "dessie", "nekemte", "naqamte", "ደሴ", "ጅማ"]:
        if c in t: E(f"distractor {i} names a 'no hotels' city {c!r}"); break

# ---------- summary
print("documents:", len(docs), dict(doc_langs), "translation pairs:", len(pairs))
print("distractors:", len(dis), dict(collections.Counter(d["lang"] for d in dis)))
print(f"{'lang':8} {'ans':>4} {'unans':>5} {'xl':>3} {'cat':>3}")
for L in MIN:
    xs = [q for q in qs if q["lang"] == L]
    print(f"{L:8} {sum(q['answerable'] for q in xs):4} {sum(not q['answerable'] for q in xs):5} "
          f"{sum(q['cross_lingual'] for q in xs):3} {sum(q.get('source_doc') == 'catalogue' for q in xs):3}")
print("questions total:", len(qs))
for w in warns: print("WARN", w)
for e in errs[:80]: print("ERROR", e)
print("errors:", len(errs))
sys.exit(1 if errs else 0)
