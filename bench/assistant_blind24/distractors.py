#!/usr/bin/env python3
"""Writes distractors.json: 1,230 template passages (410 en, 410 am, 410 om), seed 20270508.
Towns are never the documents' towns; prices end in 5 and minutes are :15/:45 so that figures
do not coincide with expected answers; any passage containing an expected string is redrawn."""
import json, os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20270508)
TOWNS = [("Dessie", "ደሴ", "Dessee"), ("Jinka", "ጂንካ", "Jinkaa"), ("Nekemte", "ነቀምት", "Naqamte"),
         ("Shashemene", "ሻሸመኔ", "Shaashamannee"), ("Debre Birhan", "ደብረ ብርሃን", "Dabra Birhaan"),
         ("Hosaena", "ሆሳዕና", "Hosaa'inaa"), ("Wolkite", "ወልቂጤ", "Walqixxee"), ("Woliso", "ወሊሶ", "Walisoo"),
         ("Batu", "ባቱ", "Baatuu"), ("Sodo", "ሶዶ", "Sooddoo"), ("Dila", "ዲላ", "Dilla"), ("Assosa", "አሶሳ", "Asoosaa"),
         ("Robe", "ሮቤ", "Roobee"), ("Goba", "ጎባ", "Gobbaa"), ("Debre Markos", "ደብረ ማርቆስ", "Dabra Marqos"),
         ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"), ("Woldia", "ወልድያ", "Woldiyaa"), ("Debre Tabor", "ደብረ ታቦር", "Dabra Taabor"),
         ("Mizan", "ሚዛን", "Miizaan"), ("Bonga", "ቦንጋ", "Bonggaa"), ("Asella", "አሰላ", "Asallaa"), ("Metu", "መቱ", "Mattuu")]
NAMES = ["Acacia", "Wanza", "Zigba", "Koso", "Girar", "Shola", "Abeba", "Tsehay", "Kokeb", "Meskerem", "Wolde", "Birtukan", "Keteb", "Dembel"]
KINDS = [("Lodge", "ሎጅ", "Lojii"), ("Guest House", "እንግዳ ማረፊያ", "Mana Keessummaa"), ("Inn", "ኢን", "Iin"), ("Pension", "ፔንሲዮን", "Pansiyoona")]
ACT = [("pottery class", "የሸክላ ሥራ ትምህርት", "barnoota suphee"), ("bird walk", "የአእዋፍ ጉብኝት", "daawwannaa simbirroota"),
       ("bread baking lesson", "የዳቦ ጋገራ ትምህርት", "barnoota buddeena tolchuu"), ("honey tasting", "የማር ቅምሻ", "dhandhama damma"),
       ("weaving class", "የሽመና ትምህርት", "barnoota wayya dhahuu"), ("cave walk", "የዋሻ ጉብኝት", "daawwannaa holqa"),
       ("market visit", "የገበያ ጉብኝት", "daawwannaa gabaa"), ("tree nursery tour", "የችግኝ ጣቢያ ጉብኝት", "daawwannaa biqiltuu")]
def price():
    return "{:,}".format(R.randrange(13, 499) * 10 + 5)
def clock():
    return "%02d:%s" % (R.randrange(6, 21), R.choice(["15", "45"]))
def phone():
    return "+251 9%d %03d %04d" % (R.randrange(1, 10), R.randrange(100, 1000), R.randrange(1000, 10000))
def make(lang):
    t = R.choice(TOWNS); n = R.choice(NAMES); k = R.choice(KINDS); a, b = R.sample(ACT, 2)
    p1, p2, p3, c1, c2, ph, m = price(), price(), price(), clock(), clock(), phone(), R.randrange(35, 175, 10)
    if lang == "en":
        s = [f"{n} {k[0]} in {t[0]} offers a {a[0]} for its guests.", f"It starts at {c1} and lasts about {m} minutes.",
             f"The price is {p1} birr per adult and {p2} birr per child.", f"A {b[0]} is also arranged on request from {c2}.",
             f"It costs {p3} birr for a group of up to {R.randrange(3, 9)} people.", f"Book one day ahead at reception on {ph}.",
             "Comfortable shoes and a hat are recommended."]
    elif lang == "am":
        s = [f"{n} {k[1]} በ{t[1]} ለእንግዶቹ {a[1]} ያዘጋጃል።", f"ጉብኝቱ {c1} ላይ ይጀምራል፤ {m} ደቂቃ ያህል ይወስዳል።",
             f"ዋጋው ለአዋቂ {p1} ብር፣ ለልጅ {p2} ብር ነው።", f"{b[1]} ደግሞ ከ{c2} ጀምሮ በጥያቄ ይዘጋጃል።",
             f"እስከ {R.randrange(3, 9)} ሰዎች ላለው ቡድን {p3} ብር ያስከፍላል።", f"ከአንድ ቀን በፊት በእንግዳ መቀበያው በ{ph} ይደውሉ።",
             "ምቹ ጫማና ኮፍያ ይዘው እንዲመጡ እንመክራለን።", "ለተጨማሪ መረጃ ሠራተኞቻችን ዝግጁ ናቸው።"]
    else:
        s = [f"{n} {k[2]} {t[2]} keessatti keessummootaaf {a[2]} qopheessa.", f"Sa'aatii {c1} jalqaba, daqiiqaa {m} fudhata.",
             f"Gatiin isaa nama guddaaf qarshii {p1}, daa'imaaf qarshii {p2} dha.", f"Akkasumas {b[2]} gaaffiin sa'aatii {c2} irraa ni qophaa'a.",
             f"Garee hanga nama {R.randrange(3, 9)}f qarshii {p3} kaffalchiisa.", f"Guyyaa tokko dura simannaa irratti {ph} bilbilaa.",
             "Kophee mijataa fi koofiyaa qabachuun ni gorfama.", "Odeeffannoo dabalataaf hojjettoonni keenya qophii dha."]
    while len(" ".join(s).split()) > 55:
        del s[R.randrange(1, len(s))]
    return t, " ".join(s)
def main():
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    bad = {a.lower() for x in qs for g in x["expected"] for a in g}
    checks = json.load(open(os.path.join(HERE, "unanswerable_checks.json"), encoding="utf-8"))
    bad |= {t.lower() for ts in checks.values() for t in ts if ":" not in t[:4]}
    out, n = [], 0
    for lang in ("en", "am", "om"):
        for i in range(410):
            while True:
                t, text = make(lang)
                w = len(text.split()); low = text.lower()
                if 40 <= w <= 55 and not any(b in low for b in bad):
                    break
            n += 1
            title = {"en": f"Activities in {t[0]}", "am": f"በ{t[1]} የሚደረጉ እንቅስቃሴዎች", "om": f"Sochiiwwan {t[2]}"}[lang]
            out.append({"id": "x%04d" % n, "lang": lang, "url": f"https://example.et/kb/{lang}/{i + 1}",
                        "product": "marefiya", "tenant": None, "title": title, "text": text})
    with open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print(len(out), "distractors")
if __name__ == "__main__":
    main()
