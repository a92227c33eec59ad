#!/usr/bin/env python3
"""Writes distractors.json: 1,230 template passages (410 en, 410 am, 410 om) about invented lodges
in towns that no document uses. Seeded with random.Random(20270322). A passage is re-drawn when it is
outside 40-55 words, repeats an earlier passage, names a document town, or contains an expected
answer string of an answerable question or a plain unanswerable term."""
import json, os, random

ROOT = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20270322)

# towns used by no document (and not asked about in the "is there a hotel in X" questions)
TOWNS = [  # en, am, om
    ("Jimma", "ጅማ", "Jimmaa"), ("Dessie", "ደሴ", "Dessee"), ("Nekemte", "ነቀምት", "Naqamtee"),
    ("Ambo", "አምቦ", "Amboo"), ("Woliso", "ወሊሶ", "Walisoo"), ("Jinka", "ጂንካ", "Jinkaa"),
    ("Gambella", "ጋምቤላ", "Gambeellaa"), ("Assosa", "አሶሳ", "Asoosaa"), ("Dilla", "ዲላ", "Dillaa"),
    ("Hosaena", "ሆሳዕና", "Hosaa'inaa"), ("Debre Tabor", "ደብረ ታቦር", "Dabra Taabor"),
    ("Woldia", "ወልዲያ", "Woldiyaa"), ("Jijiga", "ጅጅጋ", "Jigjigaa"), ("Goba", "ጎባ", "Gobbaa"),
    ("Robe", "ሮቤ", "Roobee"), ("Bonga", "ቦንጋ", "Boongaa"), ("Metu", "መቱ", "Mattuu"),
    ("Debre Markos", "ደብረ ማርቆስ", "Dabra Markos"), ("Asella", "አሰላ", "Asallaa"),
    ("Butajira", "ቡታጅራ", "Butaajiraa"),
]
NAMES = [  # en/om, am
    ("Gibe Valley Lodge", "ጊቤ ቫሊ ሎጅ"), ("Baro River Lodge", "ባሮ ሪቨር ሎጅ"), ("Kaffa Forest Lodge", "ካፋ ፎረስት ሎጅ"),
    ("Dedessa View Lodge", "ደዴሳ ቪው ሎጅ"), ("Wanza Tree Lodge", "ዋንዛ ትሪ ሎጅ"), ("Shola Hills Lodge", "ሾላ ሂልስ ሎጅ"),
    ("Birbir Riverside Lodge", "ብርብር ሪቨርሳይድ ሎጅ"), ("Gilgel Lodge", "ጊልገል ሎጅ"), ("Wenchi Crater Lodge", "ወንጪ ክሬተር ሎጅ"),
    ("Dabus Lodge", "ዳቡስ ሎጅ"), ("Omo Gate Lodge", "ኦሞ ጌት ሎጅ"), ("Koso Tree Lodge", "ኮሶ ትሪ ሎጅ"),
    ("Tatek Eco Lodge", "ታጠቅ ኢኮ ሎጅ"), ("Girar Lodge", "ግራር ሎጅ"), ("Bale Ridge Lodge", "ባሌ ሪጅ ሎጅ"),
    ("Weyira Lodge", "ወይራ ሎጅ"), ("Zigba Lodge", "ዝግባ ሎጅ"), ("Abol Lodge", "አቦል ሎጅ"),
]
ACTS = [  # en, am, om
    ("boat trip on the nearby lake", "በአቅራቢያው ሐይቅ ላይ የጀልባ ጉዞ", "imala doonii haroo dhiyoo irratti"),
    ("guided forest walk", "በአስጎብኚ የታጀበ የደን የእግር ጉዞ", "deemsa bosonaa qajeelchaa waliin"),
    ("coffee ceremony with roasting lesson", "የቡና ቁላ ትምህርት ያለው የቡና ሥነ ሥርዓት", "sirna bunaa barnoota waaddii bunaa waliin"),
    ("cooking class", "የምግብ አሰራር ትምህርት", "barnoota nyaata bilcheessuu"),
    ("massage in the garden spa", "በአትክልቱ ስፓ ውስጥ ማሳጅ", "massaajii spaa keessatti"),
    ("pool day pass", "የመዋኛ ገንዳ የቀን መግቢያ", "seensa bishaan daakaa guyyaa tokkoo"),
    ("market tour", "የገበያ ጉብኝት", "daawwannaa gabaa"),
    ("birdwatching morning", "የወፎች ምልከታ ጠዋት", "ilaalcha simbirroota ganamaa"),
    ("horse ride to the waterfall", "ወደ ፏፏቴው የፈረስ ግልቢያ", "yaabbii fardaa gara bishaan dhangala'aa"),
    ("hot spring visit", "የፍል ውሃ ጉብኝት", "daawwannaa hora ho'aa"),
    ("village tour", "የገጠር መንደር ጉብኝት", "daawwannaa ganda baadiyyaa"),
    ("festival breakfast", "የበዓል ቁርስ", "ciree ayyaanaa"),
    ("airport transfer", "የአውሮፕላን ማረፊያ ማመላለሻ", "geejjiba buufata xayyaaraa"),
    ("laundry service", "የልብስ እጥበት አገልግሎት", "tajaajila miiccaa uffataa"),
]
# day names are expected answers of some questions, so passages use frequencies instead
FREQ = [("every day", "በየቀኑ", "guyyaa guyyaan"), ("twice a week", "በሳምንት ሁለት ጊዜ", "torbanitti al lama"),
        ("on request", "በጥያቄ", "gaaffii irratti"), ("three times a week", "በሳምንት ሦስት ጊዜ", "torbanitti al sadii"),
        ("in the dry season", "በበጋ ወቅት", "yeroo bonaa")]


def et(h, m):
    e = (h - 6) % 12 or 12
    if 6 <= h < 12:
        p = ("in the morning", "ከጠዋቱ", "ganama")
    elif 12 <= h < 18:
        p = ("in the day", "ከቀኑ", "guyyaa")
    elif 18 <= h < 24:
        p = ("in the evening", "ከምሽቱ", "galgala")
    else:
        p = ("at night", "ከለሊቱ", "halkan")
    return ("%d:%02d" % (e, m)), p


def clock():
    h = rng.randint(5, 21)
    m = rng.choice([0, 15, 30, 45])
    return h, m


def price(lo=100, hi=9000):
    v = rng.randrange(lo, hi, 10)
    return "{:,}".format(v)


def phone():
    return "+251 %d %03d %04d" % (rng.randint(22, 58), rng.randint(100, 999), rng.randint(0, 9999))


def draw(lang):
    tn = rng.choice(TOWNS)
    nm = rng.choice(NAMES)
    ac = rng.choice(ACTS)
    fq = rng.choice(FREQ)
    h1, m1 = clock()
    h2 = min(h1 + rng.randint(1, 6), 23)
    m2 = rng.choice([0, 30])
    e1, p1 = et(h1, m1)
    p_ad = price(300, 6000)
    p_ch = price(100, int(p_ad.replace(",", "")))
    age = rng.choice([5, 6, 7, 10, 12, 14])
    grp = rng.choice([4, 5, 6, 8, 10, 15])
    pct = rng.choice([5, 10, 15, 20, 25])
    ph = phone()
    t1 = "%02d:%02d" % (h1, m1)
    t2 = "%02d:%02d" % (h2, m2)
    k = rng.randrange(4)
    if lang == "en":
        town, name, act, fr, per = tn[0], nm[0], ac[0], fq[0], p1[0]
        body = [
            "%s in %s offers a %s %s." % (name, town, act, fr),
            "It starts at %s (%s %s, Ethiopian time) and ends around %s." % (t1, e1, per, t2),
            "Adults pay %s birr and children under %d pay %s birr." % (p_ad, age, p_ch),
            ["Groups of %d or more get %d percent off." % (grp, pct),
             "Hotel guests get %d percent off." % pct,
             "Payment is in cash or by mobile money.",
             "The price includes water and a local snack."][k],
            "Book at least one day ahead on %s." % ph,
            rng.choice(["Bring comfortable shoes and a hat.", "Trips are cancelled in heavy rain.",
                        "Please arrive ten minutes early.", "Places are limited, so book early."]),
        ]
    elif lang == "am":
        town, name, act, fr, per = tn[1], nm[1], ac[1], fq[1], p1[1]
        body = [
            "በ%s ከተማ የሚገኘው %s %s %s ያዘጋጃል።" % (town, name, fr, act),
            "ፕሮግራሙ %s %s ሰዓት (%s) ይጀምራል፤ እስከ %s ድረስ ይቆያል።" % (per, e1, t1, t2),
            "ዋጋው ለአዋቂ %s ብር፣ ዕድሜያቸው ከ%d ዓመት በታች ለሆኑ ታዳጊዎች %s ብር ነው።" % (p_ad, age, p_ch),
            ["ከ%d ሰው በላይ ለሆኑ ቡድኖች %d በመቶ ቅናሽ ይደረጋል።" % (grp, pct),
             "የሎጁ እንግዶች %d በመቶ ቅናሽ ያገኛሉ።" % pct,
             "ክፍያው በጥሬ ገንዘብ ወይም በሞባይል ገንዘብ ይፈጸማል።",
             "ዋጋው ውሃና ቀላል የአገር ውስጥ መክሰስን ይጨምራል።"][k],
            "ቢያንስ አንድ ቀን ቀደም ብለው በ%s ደውለው ቦታ ያስይዙ።" % ph,
            rng.choice(["ምቹ ጫማና ኮፍያ ይዘው ይምጡ፤ ውሃም አይርሱ።", "ከባድ ዝናብ ሲኖር ፕሮግራሙ ይሰረዛል፤ ክፍያው ይመለሳል።",
                        "እባክዎ ከመነሻ ሰዓቱ አሥር ደቂቃ ቀደም ብለው ይድረሱ።", "ቦታዎቹ ውስን ስለሆኑ አስቀድመው ያስመዝግቡ።"]),
            "ለተጨማሪ መረጃ የሎጁን እንግዳ መቀበያ ይጠይቁ።",
        ]
    else:
        town, name, act, fr, per = tn[2], nm[0], ac[2], fq[2], p1[2]
        body = [
            "%s, magaalaa %s keessatti argamu, %s %s qopheessa." % (name, town, act, fr),
            "Sagantaan %s sa'aatii %s (%s) jalqabee hanga %s tura." % (per, e1, t1, t2),
            "Gatiin nama guddaa qarshii %s, daa'imman waggaa %d gadii qarshii %s dha." % (p_ad, age, p_ch),
            ["Gareen namoota %d ol hir'ina %d%% argata." % (grp, pct),
             "Keessummoonni lojii hir'ina %d%% argatu." % pct,
             "Kaffaltiin maallaqa harkaa ykn mobaayilaan raawwatama.",
             "Gatiin kun bishaanii fi nyaata salphaa of keessaa qaba."][k],
            "Guyyaa tokko dursitanii %s bilbilaa galmaa'aa." % ph,
            rng.choice(["Kophee mijataa fi koofiyaa qabadhaa.", "Yeroo roobni cimu sagantaan ni haqama.",
                        "Daqiiqaa kudhan dursitanii argamaa.", "Iddoon murtaa'aa waan ta'eef dafaa galmaa'aa."]),
            "Odeeffannoo dabalataaf simannaa lojii gaafadhaa.",
        ]
    core = [body[0], body[1], body[2], body[4]]
    extras = [body[3]] + body[5:]
    rng.shuffle(extras)
    for e in extras:
        if len(" ".join(core + [e]).split()) <= 55:
            core.insert(len(core) - 1 if rng.random() < 0.5 else len(core), e)
    return " ".join(core)


def main():
    qs = json.load(open(os.path.join(ROOT, "questions.json"), encoding="utf-8"))
    checks = json.load(open(os.path.join(ROOT, "unanswerable_checks.json"), encoding="utf-8"))
    banned = set()
    for q in qs:
        if q["answerable"]:
            for g in q["expected"]:
                for s in g:
                    banned.add(s.lower())
    for terms in checks.values():
        for t in terms:
            if not (len(t) > 4 and t[0] == "d" and t[1:3].isdigit() and t[3] == ":"):
                banned.add(t.lower())
    import validate  # shared town list
    towns = [t.lower() for t in validate.DOC_TOWNS]
    out, seen = [], set()
    n = 0
    redraws = 0
    for lang in ["en", "am", "om"]:
        for i in range(1, 411):
            while True:
                text = draw(lang)
                low = text.lower()
                wc = len(text.split())
                if (40 <= wc <= 55 and text not in seen and not any(b in low for b in banned)
                        and not any(validate.town_in(t, low) for t in towns)):
                    break
                redraws += 1
            seen.add(text)
            n += 1
            out.append({"id": "x%04d" % n, "lang": lang, "url": "https://example.et/kb/%s/%d" % (lang, i),
                        "product": "marefiya", "tenant": None,
                        "title": text.split(".")[0].split("።")[0][:80], "text": text})
    with open(os.path.join(ROOT, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("distractors", len(out), "redraws", redraws)


if __name__ == "__main__":
    main()
