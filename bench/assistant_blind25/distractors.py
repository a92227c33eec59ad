#!/usr/bin/env python3
"""Writes distractors.json: 1,230 template passages (410 en, 410 am, 410 om) about invented lodges
in towns that the documents do not cover. Seeded with random.Random(20270611). Any candidate passage
that contains an expected answer string (boundary-aware) or an unanswerable key term is re-drawn."""
import json, os, random, re

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20270611)

TOWNS = [  # (en, am, om)
    ("Jimma", "ጅማ", "Jimmaa"), ("Harar", "ሐረር", "Harar"), ("Debre Birhan", "ደብረ ብርሃን", "Dabra Birhaan"),
    ("Sodo", "ሶዶ", "Sooddoo"), ("Woldia", "ወልድያ", "Woldiyaa"), ("Shashemene", "ሻሸመኔ", "Shaashamannee"),
    ("Debre Markos", "ደብረ ማርቆስ", "Dabra Maarqos"), ("Hosaena", "ሆሳዕና", "Hosaa'inaa"), ("Ziway", "ዝዋይ", "Baatuu"),
    ("Dila", "ዲላ", "Dillaa"), ("Bonga", "ቦንጋ", "Bonggaa"), ("Nekemte", "ነቀምት", "Naqamtee"), ("Robe", "ሮቤ", "Roobee"),
    ("Goba", "ጎባ", "Gobbaa"), ("Mizan", "ሚዛን", "Mizaan"), ("Debre Tabor", "ደብረ ታቦር", "Dabra Taaboor"),
    ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"), ("Ambo", "አምቦ", "Amboo"), ("Welkite", "ወልቂጤ", "Walqixxee"), ("Metu", "መቱ", "Mattuu"),
]
NAMES = ["Acacia", "Wanza", "Zigba", "Koso", "Juniper", "Sunbird", "Hornbill", "Cedar Crest", "Fig Tree", "Green Ridge",
         "Meadow", "Weyra", "Kosso Hill", "Gerenuk", "Bushbuck", "Hagenia", "Lobelia", "Starling", "Dawn Hill", "Teff Field"]
KINDS_EN = ["Lodge", "Guest House", "Inn", "Pension", "Eco Camp"]
KINDS_AM = ["ሎጅ", "እንግዳ ማረፊያ", "ፔንሲዮን", "ኢን"]
KINDS_OM = ["Lodge", "Mana Keessummaa", "Inn", "Pension"]

ACT_EN = ["a guided forest walk", "a bird-watching morning", "a pottery class", "a honey-tasting visit", "a cooking class",
          "a cave visit", "a waterfall hike", "a village market walk", "an injera-baking lesson", "a basket-weaving workshop",
          "a river picnic", "a hill-top sunrise walk"]
ACT_AM = ["የደን ውስጥ የእግር ጉዞ", "የወፎች ጉብኝት", "የሸክላ ሥራ ትምህርት", "የማር ቅምሻ", "የምግብ ዝግጅት ትምህርት", "የዋሻ ጉብኝት",
          "የፏፏቴ ጉዞ", "የገበያ ጉብኝት", "የእንጀራ አጋገር ትምህርት", "የቅርጫት ሥራ ትምህርት"]
ACT_OM = ["deemsa bosonaa", "daawwannaa simbirroota", "barnoota suphee", "dhandhamsiisa damma", "barnoota nyaata qopheessuu",
          "daawwannaa holqa", "imala fincaa'aa", "daawwannaa gabaa", "barnoota buddeena tolchuu", "barnoota gundoo hodhuu"]
DAY_EN = ["Monday", "Wednesday", "Sunday"]
DAY_AM = ["ሰኞ", "ረቡዕ"]
DAY_OM = ["Wiixata", "Roobii", "Dilbata"]


def price():
    return RNG.choice([RNG.randrange(130, 990, 10), RNG.randrange(1010, 9990, 10)])


def fmt(n):
    return "{:,}".format(n)


def clock():
    return "%02d:%s" % (RNG.randrange(6, 20), RNG.choice(["15", "45", "20", "40"]))


def phone():
    return "+251 9%02d %02d %04d" % (RNG.randrange(10, 99), RNG.randrange(10, 99), RNG.randrange(1000, 9999))


def en_passage(town):
    name = "%s %s" % (RNG.choice(NAMES), RNG.choice(KINDS_EN))
    core = ["%s in %s offers %s every %s." % (name, town[0], RNG.choice(ACT_EN), RNG.choice(DAY_EN)),
            "Adults pay %s birr and children pay %s birr." % (fmt(price()), fmt(price()))]
    opt = ["It starts at %s and lasts about %d hours." % (clock(), RNG.choice([2, 5, 7])),
           "Rooms start at %s birr a night with breakfast." % fmt(price()),
           "Call %s to reserve a place at least %d days ahead." % (phone(), RNG.choice([2, 4, 5])),
           "Groups above %d people receive a printed map and bottled water." % RNG.randrange(13, 40),
           "The road from the town centre is gravel for the last %d km." % RNG.randrange(13, 60),
           "Local guides speak English and the regional language."]
    return name, " ".join(core + RNG.sample(opt, RNG.randrange(2, 5)))


def am_passage(town):
    name = "%s %s" % (RNG.choice(NAMES), RNG.choice(KINDS_AM))
    core = ["%s በ%s ከተማ በየ%s %s ያዘጋጃል።" % (name, town[1], RNG.choice(DAY_AM), RNG.choice(ACT_AM)),
            "ለአዋቂ %s ብር፣ ለልጆች ደግሞ %s ብር ይከፈላል።" % (fmt(price()), fmt(price()))]
    opt = ["ጉዞው በ%s ይጀምራል፤ ወደ %d ሰዓት ገደማ ይወስዳል።" % (clock(), RNG.choice([2, 5, 7])),
           "የክፍል ዋጋ ከቁርስ ጋር ከ%s ብር ይጀምራል።" % fmt(price()),
           "ቦታ ለማስያዝ በ%s ይደውሉ፤ ቢያንስ ከ%d ቀን በፊት ማስያዝ ይመከራል።" % (phone(), RNG.choice([2, 4, 5])),
           "ከ%d ሰው በላይ ለሆኑ ቡድኖች ካርታና የታሸገ ውሃ ይሰጣል።" % RNG.randrange(13, 40),
           "ከከተማው መሀል የሚወስደው መንገድ የመጨረሻዎቹ %d ኪሎ ሜትሮች ጠጠር ናቸው።" % RNG.randrange(13, 60),
           "አስጎብኚዎቹ አማርኛና እንግሊዝኛ ይናገራሉ።",
           "በዝናብ ወቅት መንገዱ ስለሚያዳልጥ ጥንቃቄ ያስፈልጋል።"]
    return name, " ".join(core + RNG.sample(opt, RNG.randrange(3, 7)))


def om_passage(town):
    name = "%s %s" % (RNG.choice(NAMES), RNG.choice(KINDS_OM))
    core = ["%s magaalaa %s keessatti guyyaa %s %s qopheessa." % (name, town[2], RNG.choice(DAY_OM), RNG.choice(ACT_OM)),
            "Namoonni gurguddaan qarshii %s, ijoolleen qarshii %s kaffalu." % (fmt(price()), fmt(price()))]
    opt = ["Sagantaan sa'aatii %s jalqaba, sa'aatii %d naannoo fudhata." % (clock(), RNG.choice([3, 7])),
           "Gatiin kutaa ciree dabalatee qarshii %s irraa jalqaba." % fmt(price()),
           "Iddoo qabachuuf %s irratti bilbilaa; guyyaa %d dursitanii galmaa'aa." % (phone(), RNG.choice([2, 4, 5])),
           "Gareen namoota %d ol kaartaa fi bishaan argatu." % RNG.randrange(13, 40),
           "Karaan giddugala magaalaa irraa kiiloomeetira %d dhumaa cirracha." % RNG.randrange(13, 60),
           "Qajeelchitoonni Afaan Oromoo fi Ingiliffaa dubbatu."]
    return name, " ".join(core + RNG.sample(opt, RNG.randrange(2, 5)))


def hit(text, alt):
    """Boundary-aware, case-insensitive: does alt occur in text as a whole figure/word?"""
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


def banned_strings():
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    checks = json.load(open(os.path.join(HERE, "unanswerable_checks.json"), encoding="utf-8"))
    alts = {alt for q in qs if q["answerable"] for g in q["expected"] for alt in g}
    terms = {t for ts in checks.values() for t in ts if not re.match(r"^d\d\d:", t)}
    return alts, terms


def main():
    alts, terms = banned_strings()
    out = []
    for lang, make in (("en", en_passage), ("am", am_passage), ("om", om_passage)):
        for n in range(1, 411):
            for _ in range(200):
                town = RNG.choice(TOWNS)
                name, text = make(town)
                wc = len(text.split())
                low = text.lower()
                if not 40 <= wc <= 55:
                    continue
                if any(hit(text, a) for a in alts) or any(t.lower() in low for t in terms):
                    continue
                break
            else:
                raise SystemExit("could not draw a clean %s passage %d" % (lang, n))
            out.append({"id": "x%04d" % (len(out) + 1), "lang": lang, "url": "https://example.et/kb/%s/%d" % (lang, n),
                        "product": "marefiya", "tenant": None, "title": "%s, %s" % (name, town[{"en": 0, "am": 1, "om": 2}[lang]]),
                        "text": text})
    with open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print(len(out), "distractors")


if __name__ == "__main__":
    main()
