#!/usr/bin/env python3
"""Checks the blind22 evaluation set. Prints a count table and CLEAN (exit 0) or the errors (exit 1)."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.abspath(__file__))
INPUT_CATALOGUE = "/work/blind22-input/catalogue.json"

DOC_KEYS = ["id", "lang", "url", "product", "tenant", "title", "text"]
Q_KEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note",
          "cross_lingual"]
TYPES = {"price", "time", "date", "duration", "count", "yes_no", "place", "contact", "other"}
DOC_LANG_RANGE = {"en": (9, 11), "am": (7, 8), "om": (7, 8), "ti": (3, 3)}
Q_COUNTS = {"en": (42, 15), "am": (36, 15), "om": (36, 15), "ti": (10, 2), "am-latn": (8, 2)}
CAT_RANGE = {"en": (5, 7), "am": (5, 7), "om": (5, 7), "ti": (1, 1), "am-latn": (1, 1)}
CROSS_RANGE = {"en": (6, 8), "am": (6, 8), "om": (6, 8), "ti": (2, 2), "am-latn": (2, 2)}
PAIR_LANGS = {frozenset(["en", "am"]), frozenset(["en", "om"]), frozenset(["am", "ti"])}

# which catalogue hotel each document is about (slug); the url city must be that hotel's city
DOC_HOTEL = {
    "d01": "lake-tana-shore-resort", "d02": "entoto-grand-hotel", "d03": "abaya-chamo-resort",
    "d04": "fasil-castle-view-hotel", "d05": "kazanchis-business-hotel", "d06": "harla-palace-hotel",
    "d07": "rock-hewn-heritage-lodge", "d08": "lake-hawassa-resort-spa", "d09": "railway-station-hotel",
    "d10": "axumite-heritage-hotel", "d11": "lake-tana-shore-resort", "d12": "sidama-garden-lodge",
    "d13": "piassa-heritage-inn", "d14": "simien-gate-lodge", "d15": "bahir-dar-palm-inn",
    "d16": "awash-valley-resort", "d17": "queen-of-sheba-inn", "d18": "bole-skyline-hotel",
    "d19": "abaya-chamo-resort", "d20": "nazret-garden-hotel", "d21": "rift-valley-conference-hotel",
    "d22": "sabian-garden-hotel", "d23": "tabor-hill-hotel", "d24": "forty-springs-lodge",
    "d25": "sarbet-garden-hotel", "d26": "dechatu-riverside-hotel", "d27": "queen-of-sheba-inn",
    "d28": "enda-yesus-hill-hotel", "d29": "hawelti-plaza-hotel",
}
# Ethiopic spelling of the hotel name used in am/ti documents
DOC_HOTEL_ETH = {
    "d11": "ሌክ ጣና ሾር ሪዞርት", "d12": "ሲዳማ ጋርደን ሎጅ", "d13": "ፒያሳ ሄሪቴጅ ኢን", "d14": "ሰሜን ጌት ሎጅ",
    "d15": "ባሕር ዳር ፓልም ኢን", "d16": "አዋሽ ቫሊ ሪዞርት", "d17": "ንግሥተ ሳባ ኢን", "d18": "ቦሌ ስካይላይን ሆቴል",
    "d27": "ንግስቲ ሳባ ኢን", "d28": "እንዳ ኢየሱስ ሂል ሆቴል", "d29": "ሃወልቲ ፕላዛ ሆቴል",
}
# "is there a hotel in X" questions: subject starts with "no hotel in <X>"; X and its spellings
NO_HOTEL = {
    "Harar": ["harar", "ሐረር", "ሀረር", "hararii"],
    "Adwa": ["adwa", "adowa", "ዓድዋ", "አድዋ"],
    "Shashemene": ["shashemene", "shashamane", "shashamannee", "shaashamannee", "ሻሸመኔ"],
}
# every town or city named in a document (plus the asked-about no-hotel towns), in all scripts used
DOC_TOWNS = [
    "Addis Ababa", "አዲስ አበባ", "Finfinnee", "Bahir Dar", "ባሕር ዳር", "ባህር ዳር", "Bahir Daar", "Adama", "አዳማ",
    "Adaamaa", "Nazret", "ናዝሬት", "Arba Minch", "አርባ ምንጭ", "Arba Minci", "Axum", "Aksum", "አክሱም", "ኣኽሱም",
    "Dire Dawa", "ድሬ ዳዋ", "ድሬዳዋ", "Dirree Dhawaa", "Gondar", "ጎንደር", "Hawassa", "ሀዋሳ", "ሐዋሳ",
    "Hawaasaa", "Lalibela", "ላሊበላ", "Laalibalaa", "Mekelle", "መቀሌ", "መቐለ", "Maqalee", "Harar", "ሐረር",
    "ሀረር", "Bishoftu", "Bishooftuu", "ቢሾፍቱ", "Sodere", "ሶደሬ", "Debark", "ደባርቅ", "Djibouti", "Jibuutii",
    "ጅቡቲ", "Hawzen", "ሓውዜን", "Zege", "ዘጌ", "Sikela", "Kezira", "Piazza", "Adwa", "ዓድዋ", "አድዋ",
    "Shashemene", "Shaashamannee", "ሻሸመኔ", "Dorze", "Doorzee", "ዶርዜ", "Gheralta", "ገርዓልታ",
]
BAN_WORDS = {"yes", "no", "yeah", "yep", "nope", "ok", "ayyee", "eeyyee", "eeyee", "lakki", "miti", "አዎ", "አዎን",
             "አይ", "የለም", "እወ", "ኣይፋል", "ኣይ", "awo", "aw", "ishi", "true", "false"}

errors = []


def err(msg):
    errors.append(msg)


def town_in(t, low):
    t = t.lower()
    if re.search(r"[a-z]", t):
        return re.search(r"(?<![a-z])" + re.escape(t) + r"(?![a-z])", low) is not None
    return t in low


def words(s):
    return len(s.split())


def load(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return json.load(f)


def is_dterm(t):
    return re.match(r"^d\d\d:", t) is not None


def main():
    cat_raw = open(os.path.join(ROOT, "catalogue_input.json"), "rb").read()
    if os.path.exists(INPUT_CATALOGUE) and open(INPUT_CATALOGUE, "rb").read() != cat_raw:
        err("catalogue_input.json is not byte-identical to the input catalogue")
    catalogue = json.loads(cat_raw.decode("utf-8"))
    cat_low = cat_raw.decode("utf-8").lower()
    cat_nocomma = cat_low.replace(",", "")
    hotels = {h["slug"]: h for h in catalogue["hotels"]}
    city_slug = {h["city"]: h["city"].lower().replace(" ", "-") for h in catalogue["hotels"]}
    cities = set(city_slug.values())

    docs = load("documents.json")
    dist = load("distractors.json")
    qs = load("questions.json")
    checks = load("unanswerable_checks.json")
    dmap = {d["id"]: d for d in docs}

    # ---------------- documents
    for i, d in enumerate(docs, 1):
        if list(d.keys()) != DOC_KEYS:
            err("%s: keys %s" % (d.get("id"), list(d.keys())))
        if d.get("id") != "d%02d" % i:
            err("document %d has id %s" % (i, d.get("id")))
        if d.get("product") != "marefiya" or d.get("tenant") is not None:
            err("%s: product/tenant wrong" % d["id"])
        wc = words(d["text"])
        if not 120 <= wc <= 260:
            err("%s: %d words" % (d["id"], wc))
        m = re.match(r"^https://example\.et/([a-z-]+)/([a-z0-9-]+)$", d["url"])
        if not m or m.group(1) not in cities:
            err("%s: bad url %s" % (d["id"], d["url"]))
        hs = DOC_HOTEL.get(d["id"])
        if hs not in hotels:
            err("%s: no catalogue hotel assigned" % d["id"])
        else:
            h = hotels[hs]
            if m and m.group(1) != city_slug[h["city"]]:
                err("%s: url city %s but hotel %s is in %s" % (d["id"], m.group(1), h["name"], h["city"]))
            name_ok = h["name"].lower() in (d["title"] + " " + d["text"]).lower()
            if d["lang"] in ("am", "ti"):
                name_ok = name_ok or DOC_HOTEL_ETH.get(d["id"], "\0") in d["title"] + d["text"]
            if not name_ok:
                err("%s: hotel %s not named" % (d["id"], h["name"]))
    lc = Counter(d["lang"] for d in docs)
    for l, (lo, hi) in DOC_LANG_RANGE.items():
        if not lo <= lc[l] <= hi:
            err("documents in %s: %d (want %d-%d)" % (l, lc[l], lo, hi))
    if set(lc) - set(DOC_LANG_RANGE):
        err("unexpected document languages %s" % (set(lc) - set(DOC_LANG_RANGE)))
    if not 26 <= len(docs) <= 32:
        err("%d documents" % len(docs))

    # ---------------- translation pairs
    byurl = {}
    for d in docs:
        byurl.setdefault(d["url"], []).append(d)
    pairs = [v for v in byurl.values() if len(v) > 1]
    twin = {}
    if len(pairs) != 3:
        err("%d translation pairs (want 3)" % len(pairs))
    seen_langs = set()
    for p in pairs:
        if len(p) != 2 or p[0]["lang"] == p[1]["lang"]:
            err("bad pair %s" % [x["id"] for x in p])
            continue
        a, b = p
        twin[a["id"]], twin[b["id"]] = b["id"], a["id"]
        seen_langs.add(frozenset([a["lang"], b["lang"]]))
        if sorted(re.findall(r"\d+", a["text"])) != sorted(re.findall(r"\d+", b["text"])):
            err("pair %s/%s: digit strings differ" % (a["id"], b["id"]))
        if DOC_HOTEL.get(a["id"]) != DOC_HOTEL.get(b["id"]):
            err("pair %s/%s: different hotels" % (a["id"], b["id"]))
    if seen_langs != PAIR_LANGS:
        err("pair languages %s (want en/am, en/om, am/ti)" % [sorted(x) for x in seen_langs])

    # ---------------- questions
    for i, q in enumerate(qs, 1):
        if list(q.keys()) != Q_KEYS:
            err("%s: keys %s" % (q.get("id"), list(q.keys())))
        if q.get("id") != "q%03d" % i:
            err("question %d has id %s" % (i, q.get("id")))
    qc = Counter((q["lang"], q["answerable"]) for q in qs)
    for l, (a, u) in Q_COUNTS.items():
        if qc[(l, True)] != a or qc[(l, False)] != u:
            err("questions %s: %d+%d (want %d+%d)" % (l, qc[(l, True)], qc[(l, False)], a, u))
    if {q["lang"] for q in qs} - set(Q_COUNTS):
        err("unexpected question languages")
    catc = Counter(q["lang"] for q in qs if q["source_doc"] == "catalogue")
    crossc = Counter(q["lang"] for q in qs if q["cross_lingual"])
    for l in Q_COUNTS:
        lo, hi = CAT_RANGE[l]
        if not lo <= catc[l] <= hi:
            err("catalogue questions %s: %d (want %d-%d)" % (l, catc[l], lo, hi))
        lo, hi = CROSS_RANGE[l]
        if not lo <= crossc[l] <= hi:
            err("cross-lingual questions %s: %d (want %d-%d)" % (l, crossc[l], lo, hi))

    ans_strings = set()
    sourced = set()
    no_hotel_found = set()
    for q in qs:
        qid = q["id"]
        if q["asked_type"] not in TYPES:
            err("%s: asked_type %s" % (qid, q["asked_type"]))
        if not isinstance(q["answerable"], bool) or not isinstance(q["cross_lingual"], bool):
            err("%s: answerable/cross_lingual not bool" % qid)
        base = "am" if q["lang"] == "am-latn" else q["lang"]
        src = q["source_doc"]
        # cross-lingual recomputed
        want_cross = False
        if src and src in dmap:
            langs = {dmap[src]["lang"]} | ({dmap[twin[src]]["lang"]} if src in twin else set())
            want_cross = base not in langs
        if q["cross_lingual"] != want_cross:
            err("%s: cross_lingual %s, computed %s" % (qid, q["cross_lingual"], want_cross))
        if not q["answerable"]:
            if q["expected"] != [] or src is not None:
                err("%s: unanswerable must have expected [] and source_doc null" % qid)
            continue
        if not (src == "catalogue" or src in dmap):
            err("%s: bad source_doc %s" % (qid, src))
            continue
        if src in dmap:
            sourced.add(src)
        if not q["expected"] or any(not g for g in q["expected"]):
            err("%s: empty expected" % qid)
        for g in q["expected"]:
            for s in g:
                ans_strings.add(s.lower())
                st = s.strip().lower()
                if st in BAN_WORDS:
                    err("%s: bare yes/no expected %r" % (qid, s))
                if re.fullmatch(r"\d{1,2}", st):
                    err("%s: bare one/two-digit number %r" % (qid, s))
                if re.fullmatch(r"\d:\d\d", st):
                    err("%s: bare one-digit clock %r" % (qid, s))
                if len(st) < 2:
                    err("%s: expected string too short %r" % (qid, s))
            # grounding
            if src == "catalogue":
                ok = any(s.lower().replace(",", "") in cat_nocomma for s in g)
            else:
                texts = [dmap[src]["title"] + " " + dmap[src]["text"]]
                if src in twin:
                    texts.append(dmap[twin[src]]["title"] + " " + dmap[twin[src]]["text"])
                ok = any(s.lower() in t.lower() for s in g for t in texts)
            if not ok:
                err("%s: group %s not grounded in %s" % (qid, g, src))
        if src == "catalogue" and q["cross_lingual"]:
            err("%s: catalogue question marked cross-lingual" % qid)
        m = re.match(r"no hotel in (\w+)", q["subject"])
        if m:
            town = m.group(1)
            no_hotel_found.add(town)
            if src != "catalogue":
                err("%s: no-hotel question must be a catalogue question" % qid)
            for v in NO_HOTEL.get(town, [town.lower()]):
                if v.lower() in cat_low:
                    err("%s: %s appears in the catalogue" % (qid, v))
            flat = [s for g in q["expected"] for s in g]
            if not any(any(s == h["city"] for h in catalogue["hotels"]) for s in flat):
                err("%s: no-hotel answer is not a catalogue city" % qid)
    if no_hotel_found != set(NO_HOTEL):
        err("no-hotel questions found for %s (want %s)" % (sorted(no_hotel_found), sorted(NO_HOTEL)))
    for d in docs:
        if d["id"] not in sourced:
            err("%s is the source of no answerable question" % d["id"])

    # ---------------- unanswerable checks
    unans = {q["id"] for q in qs if not q["answerable"]}
    if set(checks) != unans:
        err("unanswerable_checks keys differ from unanswerable ids: %s" % sorted(set(checks) ^ unans))
    plain_terms = set()
    for qid, terms in checks.items():
        if not terms:
            err("%s: no check terms" % qid)
        for t in terms:
            if is_dterm(t):
                did, term = t[:3], t[4:]
                if did not in dmap:
                    err("%s: unknown document in %s" % (qid, t))
                elif term.lower() in (dmap[did]["title"] + " " + dmap[did]["text"]).lower():
                    err("%s: term %r found in %s" % (qid, term, did))
            else:
                plain_terms.add(t.lower())
                for d in docs:
                    if t.lower() in (d["title"] + " " + d["text"]).lower():
                        err("%s: plain term %r found in %s" % (qid, t, d["id"]))
                if t.lower() in cat_low:
                    err("%s: plain term %r found in the catalogue" % (qid, t))

    # ---------------- distractors
    dc = Counter(x["lang"] for x in dist)
    if len(dist) != 1230 or any(dc[l] != 410 for l in ("en", "am", "om")):
        err("distractor counts %s" % dict(dc))
    per = Counter()
    texts = set()
    town_l = [t.lower() for t in DOC_TOWNS]
    for i, x in enumerate(dist, 1):
        if list(x.keys()) != DOC_KEYS:
            err("%s: distractor keys" % x.get("id"))
        if x["id"] != "x%04d" % i:
            err("distractor %d id %s" % (i, x["id"]))
        per[x["lang"]] += 1
        if x["url"] != "https://example.et/kb/%s/%d" % (x["lang"], per[x["lang"]]):
            err("%s: url %s" % (x["id"], x["url"]))
        if x["product"] != "marefiya" or x["tenant"] is not None:
            err("%s: product/tenant" % x["id"])
        wc = words(x["text"])
        if not 40 <= wc <= 55:
            err("%s: %d words" % (x["id"], wc))
        low = x["text"].lower() + " " + x["title"].lower()
        if x["text"] in texts:
            err("%s: duplicate text" % x["id"])
        texts.add(x["text"])
        for t in town_l:
            if town_in(t, low):
                err("%s: names document town %s" % (x["id"], t))
        hit = sorted(s for s in ans_strings if s in low)
        if hit:
            err("%s: contains expected string(s) %s" % (x["id"], hit[:3]))
        for t in plain_terms:
            if t in low:
                err("%s: contains unanswerable term %r" % (x["id"], t))

    # ---------------- table
    print("%-8s %5s %5s %5s %9s %6s %6s" % ("lang", "docs", "ans", "unans", "catalogue", "cross", "distr"))
    for l in ["en", "am", "om", "ti", "am-latn"]:
        print("%-8s %5s %5d %5d %9d %6d %6s" % (l, lc.get(l, "-") if l != "am-latn" else "-", qc[(l, True)],
                                              qc[(l, False)], catc[l], crossc[l], dc.get(l, "-") if l in dc else "-"))
    print("%-8s %5d %5d %5d %9d %6d %6d" % ("total", len(docs), sum(v for (l, a), v in qc.items() if a),
                                          sum(v for (l, a), v in qc.items() if not a), sum(catc.values()),
                                          sum(crossc.values()), len(dist)))
    print("translation pairs:", ", ".join("%s(%s)/%s(%s)" % (p[0]["id"], p[0]["lang"], p[1]["id"], p[1]["lang"])
                                           for p in pairs))
    if errors:
        for e in errors[:60]:
            print("ERROR:", e)
        if len(errors) > 60:
            print("... %d more" % (len(errors) - 60))
        print("%d errors" % len(errors))
        return 1
    print("CLEAN")
    return 0


if __name__ == "__main__":
    sys.exit(main())
