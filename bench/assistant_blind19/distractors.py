#!/usr/bin/env python3
"""Builds distractors.json: 1,230 template passages (410 en / 410 am / 410 om) about OTHER places.
Seed 20270102. Standard library only."""
import json, os, random

R = random.Random(20270102)
PLACES = [  # en, am, om
    ("Jinka", "ጂንካ", "Jinkaa"), ("Robe", "ሮቤ", "Roobee"), ("Dessie", "ደሴ", "Dessee"), ("Ambo", "አምቦ", "Amboo"),
    ("Woliso", "ወሊሶ", "Walisoo"), ("Assosa", "አሶሳ", "Asoosaa"), ("Mizan Teferi", "ሚዛን ተፈሪ", "Miizaan Tafarii"),
    ("Bonga", "ቦንጋ", "Bonggaa"), ("Debre Birhan", "ደብረ ብርሃን", "Dabra Birhaan"), ("Yabelo", "ያቤሎ", "Yaaballoo"),
    ("Negele", "ነገሌ", "Nageellee"), ("Semera", "ሰመራ", "Samaraa"), ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"),
    ("Debre Tabor", "ደብረ ታቦር", "Dabra Taabor"), ("Hosaena", "ሆሳዕና", "Hoosaanaa"), ("Shashemene", "ሻሸመኔ", "Shaashamannee"),
    ("Goba", "ጎባ", "Gobaa"), ("Butajira", "ቡታጅራ", "Butaajiraa"), ("Metu", "መቱ", "Mattuu"), ("Durame", "ዱራሜ", "Duraamee"),
]
SUFFIX = [("Ridge Lodge", "ሪጅ ሎጅ", "Ridge Lodge"), ("Valley Camp", "ቫሊ ካምፕ", "Valley Camp"),
          ("Cedar Inn", "ሴዳር ኢን", "Cedar Inn"), ("Highland Rest", "ሃይላንድ ሬስት", "Highland Rest"),
          ("Acacia Lodge", "አካሺያ ሎጅ", "Acacia Lodge"), ("Spring Guest House", "ስፕሪንግ እንግዳ ማረፊያ", "Spring Guest House")]
ACT = [("forest walk", "የደን የእግር ጉዞ", "deemsa bosonaa"), ("waterfall hike", "ወደ ፏፏቴ የእግር ጉዞ", "imala gara bishaan dhangala'aa"),
       ("horse ride", "የፈረስ ግልቢያ", "yaabbii fardaa"), ("bird-watching morning", "የወፍ እይታ ጠዋት", "ilaalcha simbirroo ganamaa"),
       ("honey tasting", "የማር ቅምሻ", "dhandhama damma"), ("pottery class", "የሸክላ ሥራ ትምህርት", "barnoota suphee"),
       ("cultural music evening", "የባህል ሙዚቃ ምሽት", "galgala muuziqaa aadaa"), ("crater lake walk", "የእሳተ ገሞራ ሐይቅ ጉዞ", "deemsa haroo boolla")]
MON = [("March", "መጋቢት", "Bitootessa"), ("April", "ሚያዝያ", "Ebla"), ("May", "ግንቦት", "Caamsaa"), ("June", "ሰኔ", "Waxabajjii"),
       ("July", "ሐምሌ", "Adoolessa"), ("August", "ነሐሴ", "Hagayya")]


def tm():
    return f"{R.choice([6, 7, 8, 9, 10, 13, 14, 15, 16])}:{R.choice(['00', '15', '30', '45'])}"


def price():
    return f"{R.randrange(12, 95) * 10:,}"


def text(lang):
    li = {"en": 0, "am": 1, "om": 2}[lang]
    p = R.choice(PLACES)[li]
    lodge = f"{R.choice(PLACES)[0]} {R.choice(SUFFIX)[0]}" if lang != "am" else f"{p} {R.choice(SUFFIX)[1]}"
    if lang == "om":
        lodge = f"{p} {R.choice(SUFFIX)[2]}"
    if lang == "en":
        lodge = f"{p} {R.choice(SUFFIX)[0]}"
    act, act2 = R.sample(ACT, 2)
    m = R.choice(MON)[li]
    d = R.randrange(1, 29)
    a1, a2, c1 = price(), price(), price()
    t1, t2 = tm(), tm()
    mins = R.choice([45, 75, 120, 150])
    ppl = R.choice([5, 6, 9, 14])
    ph = f"+251 9{R.randrange(10, 99)} {R.randrange(100, 999)} {R.randrange(100, 999)}"
    if lang == "en":
        s = (f"{lodge} near {p} offers a {act[0]} that starts at {t1} and lasts about {mins} minutes. "
             f"It costs {a1} birr per adult and {c1} birr per child. "
             f"On {d} {m} the lodge also runs a {act2[0]} from {t2} for {a2} birr. "
             f"Book a day ahead at reception on {ph}.")
    elif lang == "am":
        s = (f"{lodge} በ{p} አካባቢ {act[1]} ያዘጋጃል፤ ጉዞው {t1} ላይ ይጀምራል፣ {mins} ደቂቃ ያህል ይወስዳል። "
             f"ዋጋው ለአዋቂ {a1} ብር፣ ለልጅ {c1} ብር ሲሆን በአንድ ቡድን ቢበዛ {ppl} እንግዶች ይሳተፋሉ። "
             f"{m} {d} ቀን ደግሞ ከ{t2} ጀምሮ {act2[1]} በ{a2} ብር ይካሄዳል። "
             f"ቢያንስ ከአንድ ቀን በፊት በእንግዳ መቀበያው በ{ph} ያስይዙ።")
    else:
        s = (f"{lodge} naannoo {p}tti {act[2]} ni qopheessa; sa'aatii {t1} jalqabee daqiiqaa {mins} fudhata. "
             f"Gatiin isaa nama gurguddaaf qarshii {a1}, ijoolleef immoo qarshii {c1} dha. "
             f"{m} {d} immoo sa'aatii {t2} irraa kaasee {act2[2]} qarshii {a2}n ni jira. "
             f"Guyyaa tokko dura resepshinii {ph} irratti galmaa'aa.")
    title = {"en": f"{act[0].capitalize()} at {lodge}", "am": f"{act[1]} በ{lodge}", "om": f"{act[2].capitalize()} {lodge}"}[lang]
    return title, s


OUT = []
for lang in ("en", "am", "om"):
    k = 0
    tries = 0
    while k < 410:
        tries += 1
        assert tries < 100000, lang
        title, s = text(lang)
        if not 40 <= len(s.split()) <= 55:
            continue
        k += 1
        OUT.append({"id": f"x{len(OUT) + 1:04d}", "lang": lang, "url": f"https://example.et/kb/{lang}/{k}",
                    "product": "marefiya", "tenant": None, "title": title, "text": s})
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "distractors.json"), "w", encoding="utf-8") as f:
    json.dump(OUT, f, ensure_ascii=False, indent=1)
print(len(OUT), "distractors")
