#!/usr/bin/env python3
"""Validates blind set 6: documents.json, questions.json, distractors.json (and catalogue answers against
/work/blind6-input/catalogue.json when it is present). Standard library only. Exit code 0 = clean."""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOGUE = os.environ.get("CATALOGUE", "/work/blind6-input/catalogue.json")
ERR, WARN = [], []
def err(m): ERR.append(m)
def warn(m): WARN.append(m)

def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)

docs, qs, dis = load("documents.json"), load("questions.json"), load("distractors.json")
DOC_LANGS = {"en", "am", "om", "ti"}
Q_LANGS = {"en", "am", "om", "ti", "am-latn"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
def words(t): return len(t.split())
def base(lang): return "am" if lang == "am-latn" else lang

# ------------------------------------------------------------------ documents
DOC_FIELDS = {"id": str, "lang": str, "url": str, "product": str, "title": str, "text": str}
def check_passage(d, wmin, wmax, kind):
    for k, t in DOC_FIELDS.items():
        if not isinstance(d.get(k), t):
            err("%s %s: field %s missing or not %s" % (kind, d.get("id"), k, t.__name__))
    if "tenant" not in d or d["tenant"] is not None:
        err("%s %s: tenant must be present and null" % (kind, d.get("id")))
    if set(d) != set(DOC_FIELDS) | {"tenant"}:
        err("%s %s: unexpected fields %s" % (kind, d.get("id"), sorted(set(d) - set(DOC_FIELDS) - {"tenant"})))
    if d.get("product") != "marefiya":
        err("%s %s: product must be marefiya" % (kind, d.get("id")))
    if d.get("lang") not in DOC_LANGS:
        err("%s %s: bad lang %r" % (kind, d.get("id"), d.get("lang")))
    if not str(d.get("url", "")).startswith("https://example.et/"):
        err("%s %s: url must start with https://example.et/" % (kind, d.get("id")))
    n = words(d.get("text", ""))
    if not wmin <= n <= wmax:
        err("%s %s: %d words, outside %d-%d" % (kind, d.get("id"), n, wmin, wmax))

if not isinstance(docs, list):
    err("documents.json is not a list"); docs = []
for d in docs:
    check_passage(d, 120, 260, "document")
ids = [d.get("id") for d in docs]
for i, c in Counter(ids).items():
    if c > 1: err("duplicate document id %s" % i)
if not 26 <= len(docs) <= 32:
    err("document count %d not in 26-32" % len(docs))
dl = Counter(d["lang"] for d in docs)
for lang, (lo, hi) in {"en": (9, 12), "am": (6, 8), "om": (6, 8), "ti": (3, 4)}.items():
    if not lo <= dl[lang] <= hi:
        err("documents in %s: %d, expected about %s" % (lang, dl[lang], {"en": 10, "am": 7, "om": 7, "ti": 3}[lang]))
DOC = {d["id"]: d for d in docs}
by_url = defaultdict(list)
for d in docs:
    by_url[d["url"]].append(d)
pairs = [v for v in by_url.values() if len(v) > 1]
for v in pairs:
    if len({d["lang"] for d in v}) != len(v):
        err("url %s taught twice in the same language" % v[0]["url"])
if len(pairs) != 3:
    err("expected 3 translation pairs (same url, different lang), found %d" % len(pairs))
TWINS = {d["id"]: [x["id"] for x in by_url[d["url"]] if x["id"] != d["id"]] for d in docs}
# translation twins must share their numbers
for v in pairs:
    nums = [set(re.findall(r"\d[\d,.:]*\d|\d", x["text"])) for x in v]
    if nums[0] != nums[1]:
        err("translation pair %s: numbers differ: %s / %s" % (v[0]["url"], sorted(nums[0] - nums[1]), sorted(nums[1] - nums[0])))

# ------------------------------------------------------------------ questions
Q_FIELDS = {"id": str, "lang": str, "question": str, "answerable": bool, "expected": list, "asked_type": str,
            "subject": str, "note": str, "cross_lingual": bool}
if not isinstance(qs, list):
    err("questions.json is not a list"); qs = []
for i, c in Counter(q.get("id") for q in qs).items():
    if c > 1: err("duplicate question id %s" % i)
for q in qs:
    qid = q.get("id")
    for k, t in Q_FIELDS.items():
        if not isinstance(q.get(k), t):
            err("%s: field %s missing or not %s" % (qid, k, t.__name__))
    if "source_doc" not in q:
        err("%s: source_doc missing" % qid)
    if set(q) != set(Q_FIELDS) | {"source_doc"}:
        err("%s: unexpected fields %s" % (qid, sorted(set(q) - set(Q_FIELDS) - {"source_doc"})))
    if q.get("lang") not in Q_LANGS: err("%s: bad lang %r" % (qid, q.get("lang")))
    if q.get("asked_type") not in TYPES: err("%s: bad asked_type %r" % (qid, q.get("asked_type")))
    if not re.fullmatch(r"q\d{3}", str(qid)): err("%s: id must look like q001" % qid)
    if not q.get("question", "").strip(): err("%s: empty question" % qid)
    exp = q.get("expected", [])
    if not q.get("answerable"):
        if exp != [] or q.get("source_doc") is not None or q.get("cross_lingual"):
            err("%s: unanswerable needs expected [], source_doc null, cross_lingual false" % qid)
        continue
    if not exp or not all(isinstance(g, list) and g and all(isinstance(a, str) and a.strip() for a in g) for g in exp):
        err("%s: expected must be a non-empty list of non-empty lists of strings" % qid); continue
    for g in exp:
        for a in g:
            if len(a.strip()) < 2 and not a.strip().isdigit():
                warn("%s: very short alternative %r" % (qid, a))
    src = q.get("source_doc")
    if src == "catalogue":
        if q.get("cross_lingual"): err("%s: catalogue questions are not cross-lingual" % qid)
        continue
    if src not in DOC:
        err("%s: source_doc %r is not a document id" % (qid, src)); continue
    texts = [DOC[src]["text"] + " " + DOC[src]["title"]] + [DOC[t]["text"] + " " + DOC[t]["title"] for t in TWINS[src]]
    for gi, g in enumerate(exp):
        if not any(a.lower() in t.lower() for a in g for t in texts):
            err("%s: expected group %d %s not found in %s" % (qid, gi + 1, g[:4], src))
    langs_avail = {DOC[src]["lang"]} | {DOC[t]["lang"] for t in TWINS[src]}
    should_cross = base(q["lang"]) not in langs_avail
    if should_cross != q.get("cross_lingual"):
        err("%s: cross_lingual=%s but source %s is in %s" % (qid, q.get("cross_lingual"), src, sorted(langs_avail)))

MIN = {"en": (30, 15), "am": (30, 15), "om": (30, 15), "ti": (8, 2), "am-latn": (8, 2)}
cnt = defaultdict(Counter)
for q in qs:
    c = cnt[q["lang"]]
    c["ans" if q["answerable"] else "unans"] += 1
    if q["answerable"]:
        if q["cross_lingual"]: c["cross"] += 1
        if q["source_doc"] == "catalogue": c["catalogue"] += 1
for lang, (a, u) in MIN.items():
    if cnt[lang]["ans"] < a or cnt[lang]["unans"] < u:
        err("%s: %d answerable / %d unanswerable, need %d / %d" % (lang, cnt[lang]["ans"], cnt[lang]["unans"], a, u))
for lang in ("en", "am", "om"):
    if not 4 <= cnt[lang]["cross"] <= 9: warn("%s: %d cross-lingual (about 6 wanted)" % (lang, cnt[lang]["cross"]))
    if not 4 <= cnt[lang]["catalogue"] <= 9: warn("%s: %d catalogue (about 6 wanted)" % (lang, cnt[lang]["catalogue"]))
# every unanswerable subject must be a near miss of something documented, and must not be answered anywhere
SUBJECT_TERMS = {
    "Lake Abaya boat trip": ["Abaya", "አባያ", "Abaayaa", "Abaaya"],
    "Lalibela church entrance ticket": ["Lalibela", "ላሊበላ", "Laalibalaa"],
    "facial at Entoto Grand spa": ["Entoto", "እንጦጦ", "facial", "ፌሻል"],
    "pets at Entoto Grand Hotel": ["Entoto", "እንጦጦ", "pet", "dog", "cat ", "saree"],
    "business visa price": ["visa", "ቪዛ", "viizaa"],
    "Yeha temple entrance fee": ["Yeha", "የሓ", "የሐ", "Yehaa"],
    "accessible rooms Entoto Grand": ["Entoto", "wheelchair", "accessible", "ዊልቸር"],
    "Kebran Gabriel boat price": ["Kebran", "ክብራን", "Kibran"],
    "Safaricom data bundle price": ["Safaricom", "ሳፋሪኮም", "Safaariikoom", "data bundle", "daataa"],
    "Dire Dawa-Djibouti train fare": ["Djibouti", "ጅቡቲ", "Jibuutii", "train", "ባቡር", "baabur"],
    "Genna package Gondar": ["Genna", "ገና", "Gondar", "ጎንደር", "Gondar"],
    "Gondar airport transfer price": ["Gondar", "ጎንደር", "airport", "አውሮፕላን ማረፊያ", "xayyaaraa"],
    "coat dry-cleaning Kazanchis": ["Kazanchis", "ካዛንቺስ", "dry-clean", "dry clean", "laundry"],
    "Dorze homestay price": ["Dorze", "ዶርዜ", "Doorzee", "homestay"],
    "Awash National Park camping fee": ["Awash", "አዋሽ", "Awaash"],
    "Enkutatash ceremony time Meskel Square": ["Enkutatash", "እንቁጣጣሽ", "Meskel", "መስቀል", "Masqal"],
    "fish dish Fasil Castle View": ["Fasil", "ፋሲል", "Faasil"],
    "smoking fine Bahir Dar public places": ["Bahir Dar", "ባሕር ዳር", "ባህር ዳር", "Baahir Daar", "smok", "ማጨስ", "tamboo"],
    "CBE Birr merchant number": ["CBE", "ሲቢኢ", "merchant", "ነጋዴ"],
    "Entoto Park opening hours": ["Entoto", "እንጦጦ", "Intoottoo"],
    "Holy Trinity Cathedral opening hours": ["Trinity", "ሥላሴ", "ስላሴ", "Sillaasee"],
    "Mekelle airport transfer price": ["Mekelle", "መቀሌ", "መቐለ", "Maqalee", "airport"],
    "Lake Hawassa Resort spa prices": ["Hawassa", "ሀዋሳ", "ሐዋሳ", "Hawaasaa", "spa", "ስፓ", "spaa"],
    "Irreecha bus from Hawassa": ["Irreecha", "ኢሬቻ", "Hawassa", "ሀዋሳ", "Hawaasaa", "Bishoftu", "ቢሾፍቱ", "Bishooftuu"],
    "Ura Kidane Mihret entry fee": ["Ura Kidane", "ኡራ ኪዳነ", "Zege", "ዘጌ"],
    "facial at Nazret Garden spa": ["Nazret", "ናዝሬት", "facial"],
    "children's meal price": ["child", "ልጆች", "ijoollee", "kids"],
    "Sodere resort room price": ["Sodere", "ሶደሬ", "Sooderee"],
    "Sherif museum Harar entry": ["Sherif", "ሸሪፍ", "Sheriif", "Harar", "ሐረር", "Harar"],
    "kids club Lake Hawassa Resort": ["Hawassa", "ሀዋሳ", "Hawaasaa", "kids club", "kilaba"],
    "Irreecha Hora Finfinnee start time": ["Irreecha", "ኢሬቻ", "Hora", "ሆራ", "Finfinnee"],
    "Ashenda lunch Romanat Square Hotel": ["Ashenda", "ኣሸንዳ", "አሸንዳ", "Romanat", "ሮማናት"],
    "Abreha we Atsbeha ticket": ["Abreha", "ኣብርሃ", "አብርሃ", "Atsbeha"],
}
for q in qs:
    if not q["answerable"] and q["subject"] not in SUBJECT_TERMS:
        err("%s: unanswerable subject %r has no SUBJECT_TERMS entry" % (q["id"], q["subject"]))
# the no-hotel cities must not be mentioned anywhere in the knowledge that could imply hotels there
NO_HOTEL_CITIES = {"hotels in Jimma": ["Jimma", "ጅማ", "Jimmaa"], "hotels in Dessie": ["Dessie", "ደሴ", "Dasee"],
                   "hotels in Adigrat": ["Adigrat", "ዓዲግራት", "አዲግራት"],
                   "hotels in Harar": [], "hotels in Bishoftu": []}  # Harar/Bishoftu are named in docs on purpose (trap)

# ------------------------------------------------------------------ catalogue answers
def check_catalogue():
    if not os.path.exists(CATALOGUE):
        warn("catalogue.json not found at %s: catalogue answers not re-checked" % CATALOGUE); return
    with open(CATALOGUE, encoding="utf-8") as f:
        cat = json.load(f)
    H = {h["name"]: h for h in cat["hotels"]}
    cities = {d["city"] for d in cat["destinations"]["data"]}
    def amen(city, code): return sorted(h["name"] for h in cat["hotels"] if h["city"] == city and code in [a["code"] for a in h["amenities"]])
    def has(name, code): return code in [a["code"] for a in H[name]["amenities"]]
    def cheapest(name): r = min(H[name]["room_types"], key=lambda r: r["price_per_night"]); return r["name"], int(r["price_per_night"])
    truth = {
        "pool hotels Gondar": amen("Gondar", "pool") == ["Goha Hill Hotel", "Royal Enclosure Inn"],
        "spa hotels Bahir Dar": amen("Bahir Dar", "spa") == ["Bahir Dar Palm Inn", "Zege Peninsula Hotel"],
        "spa hotels Adama": amen("Adama", "spa") == ["Nazret Garden Hotel", "Rift Valley Conference Hotel"],
        "pool hotels Mekelle": amen("Mekelle", "pool") == ["Hawelti Plaza Hotel"],
        "Entoto Grand check-out": H["Entoto Grand Hotel"]["policies"]["check_out_time"] == "12:00",
        "check-out Lake Hawassa Resort & Spa": H["Lake Hawassa Resort & Spa"]["policies"]["check_out_time"] == "12:00",
        "check-in Lake Tana Shore Resort": H["Lake Tana Shore Resort"]["policies"]["check_in_time"] == "14:00",
        "check-out Kazanchis Business Hotel": H["Kazanchis Business Hotel"]["policies"]["check_out_time"] == "11:00",
        "cheapest room Lasta Terrace": cheapest("Lasta Terrace Hotel") == ("Standard Single", 1800),
        "cheapest room Royal Enclosure Inn": cheapest("Royal Enclosure Inn") == ("Standard Single", 1260),
        "cheapest room Awash Valley Resort": cheapest("Awash Valley Resort") == ("Standard Double", 3840),
        "Axumite Heritage Hotel stars": H["Axumite Heritage Hotel"]["stars"] == 4,
        "Entoto Grand stars": H["Entoto Grand Hotel"]["stars"] == 5,
        "Awash Valley Resort stars": H["Awash Valley Resort"]["stars"] == 4,
        "Romanat Square Hotel stars": H["Romanat Square Hotel"]["stars"] == 4,
        "Goha Hill Hotel stars": H["Goha Hill Hotel"]["stars"] == 3,
        "pool Awash Valley Resort": has("Awash Valley Resort", "pool"),
        "pool Adama Palm Inn": has("Adama Palm Inn", "pool"),
        "Wi-Fi Dorze Hills Inn": has("Dorze Hills Inn", "wifi"),
        "hotels in Jimma": "Jimma" not in cities, "hotels in Dessie": "Dessie" not in cities,
        "hotels in Harar": "Harar" not in cities, "hotels in Bishoftu": "Bishoftu" not in cities,
        "hotels in Adigrat": "Adigrat" not in cities,
    }
    for q in qs:
        if q["answerable"] and q["source_doc"] == "catalogue":
            if q["subject"] not in truth:
                err("%s: catalogue subject %r has no check" % (q["id"], q["subject"]))
            elif not truth[q["subject"]]:
                err("%s: catalogue answer for %r does not match catalogue.json" % (q["id"], q["subject"]))
check_catalogue()

# ------------------------------------------------------------------ distractors
if not isinstance(dis, list):
    err("distractors.json is not a list"); dis = []
for d in dis:
    check_passage(d, 40, 70, "distractor")
    if not re.fullmatch(r"x\d{4}", str(d.get("id"))): err("distractor %s: id must look like x0001" % d.get("id"))
xid = Counter(d.get("id") for d in dis)
for i, c in xid.items():
    if c > 1: err("duplicate distractor id %s" % i)
if set(xid) & set(DOC): err("distractor ids overlap document ids")
xl = Counter(d["lang"] for d in dis)
if len(dis) < 1200: err("only %d distractors (need >= 1200)" % len(dis))
for lang in ("en", "am", "om"):
    if not 370 <= xl[lang] <= 450: err("distractors in %s: %d (about 400 wanted)" % (lang, xl[lang]))
if xl["ti"]: warn("%d Tigrinya distractors (none asked for)" % xl["ti"])
bad = Counter()
for d in dis:
    low = (d["title"] + " " + d["text"]).lower()
    for q in qs:
        if q["answerable"]: continue
        for term in [q["subject"]] + SUBJECT_TERMS.get(q["subject"], []):
            if term.lower() in low:
                bad[(q["subject"], term)] += 1
    for subj, terms in NO_HOTEL_CITIES.items():
        for term in terms + ["Harar", "ሐረር", "Bishoftu", "ቢሾፍቱ", "Bishooftuu"]:
            if term.lower() in low:
                bad[(subj, term)] += 1
    # distractors must not reuse a document's place or hotel names
    for name in ("Entoto", "Kazanchis", "Bole", "Fasil", "Nazret", "Sidama Garden", "Forty Springs", "Chamo", "Sodere",
                 "Hawassa", "Axum", "Lalibela", "Gondar", "Mekelle", "Adama", "Bahir Dar", "Arba Minch", "Dire Dawa",
                 "ጎንደር", "ላሊበላ", "አክሱም", "ባሕር ዳር", "መቀሌ", "ሀዋሳ", "አዳማ"):
        if name.lower() in low:
            bad[("document place", name)] += 1
for (subj, term), c in sorted(bad.items()):
    err("distractors: %d passages contain %r (%s)" % (c, term, subj))

# ------------------------------------------------------------------ summary
print("documents: %d  %s  translation pairs: %s" % (len(docs), dict(sorted(dl.items())),
      ", ".join("/".join(x["id"] + ":" + x["lang"] for x in v) for v in pairs)))
print("document words: min %d max %d" % (min(words(d["text"]) for d in docs), max(words(d["text"]) for d in docs)))
print("questions: %d" % len(qs))
print("  %-8s %10s %12s %15s %10s" % ("lang", "answerable", "unanswerable", "cross-lingual", "catalogue"))
for lang in ("en", "am", "om", "ti", "am-latn"):
    c = cnt[lang]
    print("  %-8s %10d %12d %15d %10d" % (lang, c["ans"], c["unans"], c["cross"], c["catalogue"]))
print("  asked_type: %s" % dict(Counter(q["asked_type"] for q in qs).most_common()))
print("distractors: %d  %s  words %d-%d" % (len(dis), dict(sorted(xl.items())),
      min(words(d["text"]) for d in dis), max(words(d["text"]) for d in dis)))
for w in WARN: print("WARNING:", w)
for e in ERR: print("ERROR:", e)
print("CLEAN" if not ERR else "%d ERRORS" % len(ERR))
sys.exit(1 if ERR else 0)
