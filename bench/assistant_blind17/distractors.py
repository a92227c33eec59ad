#!/usr/bin/env python3
"""Builds distractors.json: 1,230 template passages (410 en / 410 am / 410 om), seed 20261231.
They describe OTHER towns (none of the catalogue cities and none of the places named in the
documents or questions) and invented lodges, so they compete in retrieval without answering anything."""
import json, os, random

SEED = 20261231
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "distractors.json")

# (en, am, om)
TOWNS = [("Jinka", "ጂንካ", "Jinkaa"), ("Robe", "ሮቤ", "Roobee"), ("Dessie", "ደሴ", "Dessee"),
         ("Debre Berhan", "ደብረ ብርሃን", "Debre Birhaan"), ("Nekemte", "ነቀምት", "Naqamtee"),
         ("Assosa", "አሶሳ", "Asoosaa"), ("Semera", "ሰመራ", "Samaraa"), ("Debre Tabor", "ደብረ ታቦር", "Debre Taabor"),
         ("Woldia", "ወልዲያ", "Woldiyaa"), ("Hosaena", "ሆሳዕና", "Hosaa'inaa"), ("Wolaita Sodo", "ወላይታ ሶዶ", "Walaayittaa Sooddoo"),
         ("Bonga", "ቦንጋ", "Bongaa"), ("Mizan Teferi", "ሚዛን ተፈሪ", "Mizaan Tafarii"), ("Yabelo", "ያቤሎ", "Yaabelloo"),
         ("Negele Borana", "ነገሌ ቦረና", "Nageelee Booranaa"), ("Ambo", "አምቦ", "Amboo"), ("Woliso", "ወሊሶ", "Walisoo"),
         ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"), ("Gimbi", "ጊምቢ", "Gimbii"), ("Metu", "መቱ", "Mattuu"),
         ("Dilla", "ዲላ", "Dillaa"), ("Butajira", "ቡታጅራ", "Butaajiraa"), ("Fiche", "ፍቼ", "Fichee"), ("Shambu", "ሻምቡ", "Shaambuu")]
LODGE_A = [("Acacia", "አካሺያ", "Laaftoo"), ("Highland", "ሃይላንድ", "Gaaraa"), ("River Bend", "ሪቨር ቤንድ", "Qarqara Lagaa"),
           ("Eucalyptus", "ባሕር ዛፍ", "Baargamoo"), ("Sunrise", "ፀሐይ መውጫ", "Ba'aa Aduu"), ("Forest Edge", "የደን ዳር", "Qarqara Bosonaa"),
           ("Hilltop", "ኮረብታ", "Gubbaa Tulluu"), ("Green Valley", "አረንጓዴ ሸለቆ", "Sulula Magariisaa")]
LODGE_B = [("Lodge", "ሎጅ", "Loojii"), ("Camp", "ካምፕ", "Kaampii"), ("Guest House", "እንግዳ ማረፊያ", "Mana Keessummaa"), ("Eco Retreat", "ኢኮ ማረፊያ", "Iddoo Boqonnaa")]
ACTS = [("forest walk", "የደን የእግር ጉዞ", "deemsa bosonaa"), ("waterfall hike", "የፏፏቴ ጉብኝት", "daawwannaa fincaanii"),
        ("horse ride", "የፈረስ ግልቢያ", "yaabbii fardaa"), ("market visit", "የገበያ ጉብኝት", "daawwannaa gabaa"),
        ("cooking class", "የምግብ አሠራር ትምህርት", "barumsa nyaata qopheessuu"), ("honey farm visit", "የማር እርሻ ጉብኝት", "daawwannaa damma"),
        ("cave visit", "የዋሻ ጉብኝት", "daawwannaa holqaa"), ("village walk", "የመንደር ጉብኝት", "daawwannaa gandaa"),
        ("pottery workshop", "የሸክላ ሥራ ትምህርት", "hojii suphee"), ("night sky talk", "የምሽት ሰማይ ጉብኝት", "ilaalcha samii halkanii")]
MONTHS = [("March", "መጋቢት", "Bitootessa"), ("April", "ሚያዝያ", "Ebla"), ("May", "ግንቦት", "Caamsaa"), ("June", "ሰኔ", "Waxabajjii"),
          ("July", "ሐምሌ", "Adoolessa"), ("September", "መስከረም", "Fulbaana")]

def pick(r):
    t = r.randrange(len(TOWNS)); a = r.choice(LODGE_A); b = r.choice(LODGE_B)
    act, act2 = r.sample(ACTS, 2)
    return dict(t=TOWNS[t], lodge=tuple(x + " " + y for x, y in zip(a, b)), act=act, act2=act2,
                p1=r.choice(range(230, 4990, 10)), p2=r.choice(range(120, 990, 10)), h=r.choice([6, 7, 8, 9, 10, 13, 14, 15, 16]),
                m=r.choice(["00", "15", "30", "45"]), dur=r.choice([2, 3, 4, 5]), cap=r.choice([10, 12, 15, 20, 25]),
                day=r.randint(1, 28), mon=r.choice(MONTHS), ph="+251 9%02d %03d %03d" % (r.randint(10, 99), r.randint(100, 999), r.randint(100, 999)),
                km=r.randint(11, 90))

def en(v, r):
    L, T = v["lodge"][0], v["t"][0]
    s = [f"{L} is a small family-run lodge near {T}.",
         f"Its {v['act'][0]} starts at {v['h']:02d}:{v['m']} and takes about {v['dur']} hours.",
         f"The price is {v['p1']:,} birr per group, and {v['p2']} birr for each extra walker.",
         f"The {v['act2'][0]} runs on {v['day']} {v['mon'][0]} for up to {v['cap']} guests.",
         f"The lodge lies {v['km']} kilometres from the {T} bus station.",
         f"Call {v['ph']} to book a place the day before.",
         f"Guests of {L} receive tea on return from every outing."]
    return f"{L}, {T}: {v['act'][0]}", s

def am(v, r):
    L, T = v["lodge"][1], v["t"][1]
    s = [f"{L} በ{T} አቅራቢያ የሚገኝ በቤተሰብ የሚተዳደር ትንሽ ማረፊያ ነው።",
         f"{v['act'][1]} ከ{v['h']:02d}:{v['m']} ይጀምራል፤ {v['dur']} ሰዓት ያህል ይወስዳል።",
         f"ዋጋው ለቡድን {v['p1']:,} ብር ሲሆን ለእያንዳንዱ ተጨማሪ ሰው {v['p2']} ብር ይከፈላል።",
         f"{v['act2'][1]} በ{v['mon'][1]} {v['day']} እስከ {v['cap']} እንግዶች ይካሄዳል።",
         f"ማረፊያው ከ{T} አውቶቡስ ተራ {v['km']} ኪሎ ሜትር ይርቃል።",
         f"ቦታ ለማስያዝ አንድ ቀን አስቀድመው በ{v['ph']} ይደውሉ።",
         f"ከጉዞ ሲመለሱ ለእንግዶች ሻይና ቡና በነጻ ይቀርባል።"]
    return f"{L}፣ {T}፦ {v['act'][1]}", s

def om(v, r):
    L, T = v["lodge"][2], v["t"][2]
    s = [f"{L} mana boqonnaa xiqqaa maatiin bulchu kan {T} bira jiru dha.",
         f"{v['act'][2].capitalize()} isaa sa'aatii {v['h']:02d}:{v['m']}tti jalqaba, sa'aatii {v['dur']} naannoo fudhata.",
         f"Gatiin isaa gareef qarshii {v['p1']:,}, nama dabalataa tokkoof immoo qarshii {v['p2']} dha.",
         f"{v['act2'][2].capitalize()} {v['mon'][2]} {v['day']} hanga keessummoota {v['cap']}f geggeeffama.",
         f"Iddoon kun buufata awtobisii {T} irraa kiilomeetira {v['km']} fagaata.",
         f"Iddoo qabachuuf guyyaa tokko dura {v['ph']} bilbilaa.",
         f"Keessummoonni yeroo deebi'an shaayii fi buna bilisaan argatu."]
    return f"{L}, {T}: {v['act'][2]}", s

def build():
    r = random.Random(SEED)
    out, n = [], 0
    for lang, fn in (("en", en), ("am", am), ("om", om)):
        made = 0
        while made < 410:
            v = pick(r)
            title, sents = fn(v, r)
            body = sents[:2] + r.sample(sents[2:], len(sents) - 2)
            text = ""
            for k in range(4, len(body) + 1):
                text = " ".join(body[:k])
                if len(text.split()) >= 40:
                    break
            if not 40 <= len(text.split()) <= 55:
                continue
            made += 1; n += 1
            out.append({"id": "x%04d" % n, "lang": lang, "url": "https://example.et/kb/%s/%d" % (lang, made),
                        "product": "marefiya", "tenant": None, "title": title, "text": text})
    return out

if __name__ == "__main__":
    d = build()
    json.dump(d, open(OUT, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    from collections import Counter
    print(len(d), Counter(x["lang"] for x in d), min(len(x["text"].split()) for x in d), max(len(x["text"].split()) for x in d))
