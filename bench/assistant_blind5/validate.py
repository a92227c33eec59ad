"""Validate the blind-5 evaluation set. Exit code 0 = clean."""
import json, sys, re
from collections import Counter, defaultdict

BASE = "/work/blind5/"
docs = json.load(open(BASE + "documents.json"))
qs = json.load(open(BASE + "questions.json"))
dis = json.load(open(BASE + "distractors.json"))
cat = json.load(open("/work/blind5-input/catalogue.json"))
errors, warnings = [], []
def err(m): errors.append(m)

LANGS = {"en", "am", "om", "ti"}
QLANGS = LANGS | {"am-latn"}
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact"}
DOC_FIELDS = {"id": str, "lang": str, "url": str, "product": str, "tenant": type(None), "title": str, "text": str}
Q_FIELDS = {"id": str, "lang": str, "question": str, "answerable": bool, "expected": list, "source_doc": (str, type(None)),
            "asked_type": str, "subject": str, "note": str, "cross_lingual": bool}

def wc(s): return len(s.split())

# ---------------- documents
ids = [d.get("id") for d in docs]
if len(ids) != len(set(ids)): err("duplicate document ids")
if not 26 <= len(docs) <= 32: err("documents: %d, expected 26-32" % len(docs))
for d in docs:
    for f, ty in DOC_FIELDS.items():
        if not isinstance(d.get(f), ty): err("doc %s field %s has wrong type" % (d.get("id"), f))
    if set(d) != set(DOC_FIELDS): err("doc %s has fields %s" % (d["id"], sorted(d)))
    if d["lang"] not in LANGS: err("doc %s lang %s" % (d["id"], d["lang"]))
    if d["product"] != "marefiya": err("doc %s product" % d["id"])
    if not d["url"].startswith("https://example.et/"): err("doc %s url" % d["id"])
    if not 120 <= wc(d["text"]) <= 260: err("doc %s has %d words" % (d["id"], wc(d["text"])))
    if d["lang"] in ("am", "ti") and not re.search("[\u1200-\u137f]", d["text"]): err("doc %s not in Ethiopic script" % d["id"])
doc_by_id = {d["id"]: d for d in docs}
by_url = defaultdict(list)
for d in docs: by_url[d["url"]].append(d)
pairs = [u for u, l in by_url.items() if len(l) > 1]
for u in pairs:
    if len({d["lang"] for d in by_url[u]}) != len(by_url[u]): err("url %s taught twice in the same language" % u)
if len(pairs) < 3: err("only %d translation pairs" % len(pairs))
doc_langs = Counter(d["lang"] for d in docs)

# ---------------- questions
qids = [q.get("id") for q in qs]
if len(qids) != len(set(qids)): err("duplicate question ids")
for q in qs:
    for f, ty in Q_FIELDS.items():
        if not isinstance(q.get(f), ty): err("question %s field %s has wrong type" % (q.get("id"), f))
    if set(q) != set(Q_FIELDS): err("question %s has fields %s" % (q["id"], sorted(q)))
    if q["lang"] not in QLANGS: err("question %s lang" % q["id"])
    if q["asked_type"] not in TYPES: err("question %s asked_type %s" % (q["id"], q["asked_type"]))
    if not all(isinstance(g, list) and g and all(isinstance(a, str) and a.strip() for a in g) for g in q["expected"]):
        err("question %s expected must be a list of non-empty string lists" % q["id"])
    if q["answerable"]:
        if not q["expected"]: err("question %s answerable but no expected" % q["id"])
        src = q["source_doc"]
        if src == "catalogue":
            if q["cross_lingual"]: err("catalogue question %s marked cross-lingual" % q["id"])
            continue
        if src not in doc_by_id:
            err("question %s source_doc %s unknown" % (q["id"], src)); continue
        d = doc_by_id[src]
        qlang = "am" if q["lang"] == "am-latn" else q["lang"]
        twins = [t for t in by_url[d["url"]]]
        if q["cross_lingual"] != (d["lang"] != qlang):
            err("question %s cross_lingual=%s but doc lang %s / question lang %s" % (q["id"], q["cross_lingual"], d["lang"], q["lang"]))
        # no same-language twin should exist for a cross-lingual question
        if q["cross_lingual"] and any(t["lang"] == qlang for t in twins):
            err("question %s is cross-lingual but a %s twin of %s exists" % (q["id"], qlang, src))
        texts = [d["text"].lower()] + ([t["text"].lower() for t in twins] if q["cross_lingual"] else [])
        for g in q["expected"]:
            if not any(a.lower() in tx for a in g for tx in texts[:1]) and not any(a.lower() in tx for a in g for tx in texts):
                err("question %s: no alternative of group %s occurs in %s" % (q["id"], g[:4], src))
    else:
        if q["expected"] != [] or q["source_doc"] is not None or q["cross_lingual"]:
            err("unanswerable question %s must have expected [], source_doc null, cross_lingual false" % q["id"])

cnt = Counter((q["lang"], q["answerable"]) for q in qs)
MIN = {("en", True): 30, ("en", False): 15, ("am", True): 30, ("am", False): 15, ("om", True): 30, ("om", False): 15,
       ("ti", True): 8, ("ti", False): 2, ("am-latn", True): 8, ("am-latn", False): 2}
for k, v in MIN.items():
    if cnt[k] < v: err("questions %s answerable=%s: %d < %d" % (k[0], k[1], cnt[k], v))

# ---------------- catalogue answers re-computed from catalogue.json
hotels = cat["hotels"]
dest = {x["city"] for x in cat["destinations"]["data"]}
H = {h["name"]: h for h in hotels}
def g_has(groups, s):
    return any(any(s.lower() in a.lower() or a.lower() in s.lower() for a in g) for g in groups)
CHECKS = {
    "Hawassa hotels with spa": ("amen", "Hawassa", "spa"), "Gondar hotels with pool": ("amen", "Gondar", "pool"),
    "Adama hotels with pool": ("amen", "Adama", "pool"), "Lalibela hotels with pool": ("amen", "Lalibela", "pool"),
    "pool at Goha Hill Hotel": ("has", "Goha Hill Hotel", "pool"), "spa at Obelisk Park Hotel": ("has", "Obelisk Park Hotel", "spa"),
    "airport shuttle Abaya Chamo Resort": ("has", "Abaya Chamo Resort", "airport_shuttle"),
    "check-out Entoto Grand Hotel": ("pol", "Entoto Grand Hotel", "check_out_time"),
    "check-out Lake Hawassa Resort & Spa": ("pol", "Lake Hawassa Resort & Spa", "check_out_time"),
    "check-in Railway Station Hotel": ("pol", "Railway Station Hotel", "check_in_time"),
    "check-in Nazret Garden Hotel": ("pol", "Nazret Garden Hotel", "check_in_time"),
    "cheapest room Dorze Hills Inn": ("cheap", "Dorze Hills Inn"), "cheapest room Zege Peninsula Hotel": ("cheap", "Zege Peninsula Hotel"),
    "cheapest room Rift Valley Conference Hotel": ("cheap", "Rift Valley Conference Hotel"),
    "star rating Roha Valley Inn": ("stars", "Roha Valley Inn"), "star rating Fasil Castle View Hotel": ("stars", "Fasil Castle View Hotel"),
    "star rating Awash Valley Resort": ("stars", "Awash Valley Resort"), "star rating Romanat Square Hotel": ("stars", "Romanat Square Hotel"),
}
NOCITY = {"hotels in Jimma": "Jimma", "hotels in Harar": "Harar", "hotels in Dessie": "Dessie", "hotels in Jijiga": "Jijiga",
          "hotels in Nekemte": "Nekemte", "hotels in Shashemene": "Shashemene", "hotels in Adigrat": "Adigrat", "hotels in Debre Markos": "Debre Markos"}
for q in qs:
    if q["source_doc"] != "catalogue": continue
    s, G = q["subject"], q["expected"]
    if s in NOCITY:
        if NOCITY[s] in dest: err("%s: %s is a destination" % (q["id"], NOCITY[s]))
        continue
    if s not in CHECKS: err("%s: catalogue subject %r has no check" % (q["id"], s)); continue
    c = CHECKS[s]
    if c[0] == "amen":
        names = sorted(h["name"] for h in hotels if h["city"] == c[1] and any(a["code"] == c[2] for a in h["amenities"]))
        if len(names) != len(G): err("%s: catalogue has %s, expected has %d groups" % (q["id"], names, len(G)))
        for nm in names:
            if not any(any(a.lower() in nm.lower() for a in g) for g in G): err("%s: %s missing" % (q["id"], nm))
    elif c[0] == "has":
        if not any(a["code"] == c[2] for a in H[c[1]]["amenities"]): err("%s: %s lacks %s" % (q["id"], c[1], c[2]))
    elif c[0] == "pol":
        if not g_has(G, H[c[1]]["policies"][c[2]]): err("%s: policy time %s not in expected" % (q["id"], H[c[1]]["policies"][c[2]]))
    elif c[0] == "cheap":
        p = int(min(r["price_per_night"] for r in H[c[1]]["room_types"]))
        if not g_has(G, "{:,}".format(p)) and not g_has(G, str(p)): err("%s: cheapest %s not expected" % (q["id"], p))
    elif c[0] == "stars":
        st = str(H[c[1]]["stars"])
        if not any(st in a for a in G[0]) or len(G) != 1:
            err("%s: stars %s vs expected %s" % (q["id"], st, G[0][:3]))

# ---------------- distractors
dids = [x["id"] for x in dis]
if len(dids) != len(set(dids)): err("duplicate distractor ids")
if set(dids) & set(ids): err("distractor ids clash with document ids")
if len(dis) < 1200: err("only %d distractors" % len(dis))
dl = Counter(x["lang"] for x in dis)
for lg in ("en", "am", "om"):
    if dl[lg] < 350: err("distractors in %s: %d" % (lg, dl[lg]))
for x in dis:
    if set(x) != set(DOC_FIELDS): err("distractor %s fields" % x["id"]); break
    if not 40 <= wc(x["text"]) <= 70: err("distractor %s has %d words" % (x["id"], wc(x["text"])))
# subject keywords of every unanswerable question (and names of documented places/hotels, so distractors never contradict)
UNANS_KEYWORDS = {
    "Yemrehanna Kristos excursion": ["yemrehanna", "ይምርሐነ"], "northern cluster tour start time": ["northern cluster", "lalibela", "ላሊበላ", "laalibalaa"],
    "Dek Island boat trip": ["dek island", "ደቅ", "tana", "ጣና"], "Kazanchis Business Hotel spa": ["kazanchis", "ካዛንቺስ"],
    "laundry at Entoto Grand Hotel": ["entoto", "እንጦጦ"], "Timkat shuttle Lalibela": ["timkat", "ጥምቀት", "lalibela"],
    "Bahir Dar airport transfer": ["bahir dar", "ባሕር ዳር", "ባህር ዳር", "baahir daar"], "valet parking Sarbet Garden Hotel": ["sarbet", "ሳርቤት", "valet"],
    "Safaricom 25 GB bundle": ["safaricom", "ሳፋሪኮም"], "multiple-entry e-visa": ["visa", "ቪዛ", "viizaa"],
    "Dire Dawa to Djibouti train": ["djibouti", "ጅቡቲ", "dire dawa", "ድሬ ዳዋ", "dirree"], "Rimbaud House Harar entry": ["rimbaud", "harar", "ሐረር", "hararii"],
    "spa at Lake Hawassa Resort & Spa": ["hawassa", "ሀዋሳ", "hawaasaa", "hot stone"], "restaurant hours Meskel Square Residences": ["meskel square", "መስቀል አደባባይ"],
    "half-day 4x4 hire Kazanchis": ["kazanchis"], "Lake Abaya boat trip": ["abaya", "አባያ"], "Chencha trip": ["chencha", "ጨንጫ"],
    "spa massage Amora Gedel Hotel": ["amora", "አሞራ", "sidama", "ሲዳማ"], "Debre Berhan Selassie entry": ["debre berhan", "ደብረ ብርሃን", "gondar", "ጎንደር"],
    "3-day Simien trek": ["simien", "ስሜን"], "last minibus back from Blue Nile Falls": ["ጢስ ዓባይ", "tis abay", "blue nile"],
    "Genna deposit Lalibela": ["ገና", "genna"], "accessible rooms Entoto Grand": ["wheelchair", "ዊልቸር"],
    "sign language interpreter Bahir Dar": ["sign language", "ምልክት ቋንቋ"], "sedan transfer to Bishoftu": ["bishoftu", "ቢሾፍቱ", "bishooftuu"],
    "Dorze trip return time": ["dorze", "ዶርዜ"], "boat to Gorgora": ["gorgora", "ጎርጎራ"], "children's breakfast price Sidama Garden": ["sidama"],
    "Debark to Gondar public bus": ["debark", "ደባርቅ"], "full-day sign language interpreter": ["interpreter", "አስተርጓሚ"],
    "adult swimming lessons Awash Valley": ["awash", "awaash", "አዋሽ"], "pool day pass Adama Palm Inn": ["adama", "adaamaa", "አዳማ"],
    "hot stone massage Nazret Garden": ["nazret", "ናዝሬት"], "lunch on Sodere trip": ["sodere", "sodaree", "ሶደሬ"],
    "Irreecha Arfaasaa date": ["irreecha", "ኢሬቻ"], "Lake Dandi trip": ["dandi", "dandii", "ዳንዲ"], "Wenchi 2-day child price": ["wenchi", "wancii", "ወንጪ"],
    "Selam bus Adama to Dire Dawa": ["selam bus", "adama"], "Awash park entry for Ethiopians": ["awash", "awaash"],
    "Entoto Grand pool for non-guests": ["entoto"], "south-eastern cluster only guide": ["lalibela", "laalibalaa", "ላሊበላ"],
    "child price mule trek": ["asheten", "አሸተን", "mule"], "Irreecha bus from Hawassa": ["irreecha", "hawassa"],
    "minibus Adama to Metehara": ["metehara", "matahaaraa", "መተሓራ"], "spa Rift Valley Conference Hotel": ["rift valley"],
    "Ashenda evening in Adigrat": ["ashenda", "ኣሸንዳ", "adigrat", "ዓዲግራት"], "full-day guide Axum": ["axum", "aksum", "ኣኽሱም", "አክሱም"],
    "laundry Kazanchis Business Hotel": ["kazanchis", "laundry"], "Hawassa airport transfer": ["hawassa", "airport transfer"],
}
for q in qs:
    if not q["answerable"] and q["subject"] not in UNANS_KEYWORDS: err("%s: unanswerable subject %r has no keyword list" % (q["id"], q["subject"]))
kw = sorted({k for v in UNANS_KEYWORDS.values() for k in v})
kw += [h["name"].lower() for h in hotels] + [c.lower() for c in dest] + [x["city_am"] for x in cat["destinations"]["data"]] + \
      [c.lower() for c in NOCITY.values()] + ["ደሴ", "ጅጅጋ", "naqamtee", "shaashamannee", "jimmaa", "ደብረ ማርቆስ", "ዓዲግራት"]
bad = 0
for x in dis:
    low = (x["title"] + " " + x["text"]).lower()
    hit = [k for k in kw if k.lower() in low]
    if hit:
        bad += 1
        if bad <= 5: err("distractor %s mentions %s" % (x["id"], hit))
if bad > 5: err("... %d distractors in total mention protected subjects" % bad)

# ---------------- summary
print("documents: %d  by language: %s  translation pairs: %d" % (len(docs), dict(doc_langs), len(pairs)))
print("document words min/max: %d/%d" % (min(wc(d["text"]) for d in docs), max(wc(d["text"]) for d in docs)))
print("questions: %d" % len(qs))
print("%-8s %10s %12s %7s %10s" % ("lang", "answerable", "unanswerable", "cross", "catalogue"))
for lg in ["en", "am", "om", "ti", "am-latn"]:
    a = [q for q in qs if q["lang"] == lg]
    print("%-8s %10d %12d %7d %10d" % (lg, sum(q["answerable"] for q in a), sum(not q["answerable"] for q in a),
                                      sum(q["cross_lingual"] for q in a), sum(q["source_doc"] == "catalogue" for q in a)))
print("asked types:", dict(Counter(q["asked_type"] for q in qs)))
print("distractors: %d %s  words min/max %d/%d" % (len(dis), dict(dl), min(wc(x["text"]) for x in dis), max(wc(x["text"]) for x in dis)))
if errors:
    print("\nERRORS (%d):" % len(errors))
    for e in errors: print(" -", e)
    sys.exit(1)
print("\nOK: no errors")
