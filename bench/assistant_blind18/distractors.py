#!/usr/bin/env python3
"""Build distractors.json: 1,230 template passages (410 en / 410 am / 410 om), seed 20270101.
They describe OTHER towns and invented lodges so retrieval has competition, but they name
no catalogue hotel, no catalogue destination and none of the places/subjects of the documents
or of the unanswerable questions."""
import json, os, random, datetime
rng = random.Random(20270101)
HERE = os.path.dirname(os.path.abspath(__file__))
PLACES = [("Jinka","ጂንካ","Jinkaa"),("Konso","ኮንሶ","Konsoo"),("Turmi","ቱርሚ","Turmii"),("Dinsho","ዲንሾ","Dinshoo"),
 ("Goba","ጎባ","Gobbaa"),("Robe","ሮቤ","Roobee"),("Bonga","ቦንጋ","Bongaa"),("Mizan Teferi","ሚዛን ተፈሪ","Miizaan Tafarii"),
 ("Gore","ጎሬ","Goree"),("Nekemte","ነቀምቴ","Naqamtee"),("Asosa","አሶሳ","Asoosaa"),("Dessie","ደሴ","Dessee"),
 ("Kombolcha","ኮምቦልቻ","Kombolchaa"),("Woldiya","ወልዲያ","Woldiyaa"),("Debre Birhan","ደብረ ብርሃን","Dabra Birhaan"),
 ("Debre Libanos","ደብረ ሊባኖስ","Dabra Libaanos"),("Ankober","አንኮበር","Ankoobar"),("Butajira","ቡታጅራ","Butaajiraa"),
 ("Hosaena","ሆሳዕና","Hosaa'inaa"),("Wolaita Sodo","ወላይታ ሶዶ","Wolaayittaa Sooddoo"),("Yabelo","ያቤሎ","Yaabelloo"),
 ("Semera","ሰመራ","Samaraa"),("Shashemene","ሻሸመኔ","Shaashamannee"),("Asella","አሰላ","Asallaa"),("Fiche","ፍቼ","Fiichee"),
 ("Metu","መቱ","Mattuu"),("Dodola","ዶዶላ","Doodolaa"),("Negele Borana","ነገሌ ቦረና","Nageellee Booranaa"),("Debre Markos","ደብረ ማርቆስ","Dabra Maarqos")]
ADJ = ["Acacia","Cedar","Sunrise","Highland","Eagle","Juniper","Olive","Savanna","Wanza","Koso","Birbira","Shola","Zigba","Girar"]
NOUN = ["Lodge","Guest House","Eco Lodge","Inn","Camp","Retreat"]
ACT = [("guided bird walk","የወፎች ምልከታ ጉዞ","deemsa simbirroota ilaaluu"),
 ("coffee tasting","የቡና ቅምሻ","dhandhamsiisa bunaa"),
 ("waterfall hike","የፏፏቴ የእግር ጉዞ","deemsa gara fincaa'aa"),
 ("market visit","የገበያ ጉብኝት","daawwannaa gabaa"),
 ("honey tasting","የማር ቅምሻ","dhandhamsiisa damma"),
 ("cave visit","የዋሻ ጉብኝት","daawwannaa holqa"),
 ("village walk","የመንደር ጉብኝት","deemsa ganda keessaa"),
 ("traditional music evening","የባህል ሙዚቃ ምሽት","galgala muuziqaa aadaa"),
 ("weaving workshop","የሽመና ትምህርት","leenjii wayyaa dhahuu"),
 ("sunrise viewpoint drive","የፀሐይ መውጫ ዕይታ ጉዞ","imala ba'iinsa aduu ilaaluu"),
 ("forest walk","የደን ውስጥ የእግር ጉዞ","deemsa bosona keessaa"),
 ("pottery class","የሸክላ ሥራ ትምህርት","leenjii suphee hojjechuu")]
AM_MONTHS = ["መስከረም","ጥቅምት","ኅዳር","ታኅሣሥ","ጥር","የካቲት","መጋቢት","ሚያዝያ","ግንቦት","ሰኔ","ሐምሌ","ነሐሴ"]
OM_MONTHS = ["Fulbaana","Onkoloolessa","Sadaasa","Muddee","Amajjii","Guraandhala","Bitootessa","Ebla","Caamsaa","Waxabajjii","Adoolessa","Hagayya"]
EC2019_START = datetime.date(2026, 9, 11)   # Meskerem 1, 2019 E.C.

def ec_date():
    m, d = rng.randint(1, 12), rng.randint(1, 30)
    g = EC2019_START + datetime.timedelta(days=30 * (m - 1) + d - 1)
    return m, d, g

def clock():
    h = rng.randint(6, 20); mi = rng.choice([0, 0, 15, 30, 45])
    eh = (h - 6) % 12 or 12
    return h, mi, eh

def price():
    return rng.randrange(150, 4000, 10)

def fmt(n):
    return "{:,}".format(n)

def en_text(pl, lodge, act):
    h, mi, eh = clock(); m, d, g = ec_date(); p1 = price(); n = rng.randint(2, 12); p2 = int(round(p1 * n * 0.8, -1)); dur = rng.choice([40, 50, 75, 100, 120, 150])
    s = [f"{lodge} in {pl[0]} offers a {act[0]} for its guests.",
         f"It starts at {h:02d}:{mi:02d} ({eh}:{mi:02d} by the Ethiopian clock) and lasts about {dur} minutes.",
         f"The price is {fmt(p1)} birr per person, and a private group of up to {n} people pays {fmt(p2)} birr.",
         f"The next special session is on {g.day} {g.strftime('%B')} {g.year} ({AM_MONTHS[m-1]} {d}, 2019 in the Ethiopian calendar).",
         rng.choice([f"Book at the {pl[0]} front desk one day ahead.", "Comfortable shoes and a light jacket are recommended.",
                     "Local guides speak Amharic, Afaan Oromoo and English.", "Payment is accepted in cash or by telebirr."])]
    return s

def am_text(pl, lodge, act):
    h, mi, eh = clock(); m, d, g = ec_date(); p1 = price(); n = rng.randint(2, 12); p2 = int(round(p1 * n * 0.8, -1)); dur = rng.choice([40, 50, 75, 100, 120, 150])
    part = "ከጠዋቱ" if h < 12 else ("ከቀኑ" if h < 18 else "ከምሽቱ")
    s = [f"በ{pl[1]} የሚገኘው {lodge} ለእንግዶቹ {act[1]} ያዘጋጃል።",
         f"ጉዞው {part} {eh}:{mi:02d} ሰዓት ({h:02d}:{mi:02d}) ላይ ይጀምራል፤ {dur} ደቂቃ ገደማ ይወስዳል።",
         f"ዋጋው ለአንድ ሰው {fmt(p1)} ብር ሲሆን እስከ {n} ሰው ያለው የግል ቡድን {fmt(p2)} ብር ይከፍላል።",
         f"የሚቀጥለው ልዩ ዝግጅት {AM_MONTHS[m-1]} {d} ቀን 2019 ዓ.ም. ({g.day} {g.strftime('%B')} {g.year}) ይካሄዳል።",
         rng.choice([f"በ{pl[1]} እንግዳ መቀበያ አንድ ቀን ቀደም ብለው ያስይዙ።", "ምቹ ጫማና ቀላል ጃኬት ይዘው ይምጡ።",
                     "የአካባቢው አስጎብኚዎች አማርኛ፣ ኦሮምኛና እንግሊዝኛ ይናገራሉ።", "ክፍያ በጥሬ ገንዘብ ወይም በቴሌብር ይፈጸማል።"]),
         "እባክዎ ቢያንስ ከ15 ደቂቃ በፊት በቦታው ይገኙ።"]
    return s

def om_text(pl, lodge, act):
    h, mi, eh = clock(); m, d, g = ec_date(); p1 = price(); n = rng.randint(2, 12); p2 = int(round(p1 * n * 0.8, -1)); dur = rng.choice([40, 50, 75, 100, 120, 150])
    part = "ganama" if h < 12 else ("waaree booda" if h < 18 else "galgala")
    s = [f"{lodge} kan {pl[2]} keessa jiru keessummoota isaatiif {act[2]} qopheessa.",
         f"Sagantaan kun sa'aatii {h:02d}:{mi:02d} ({part} sa'aatii {eh}:{mi:02d} akka lakkoobsa Itoophiyaatti) jalqaba; daqiiqaa {dur} fudhata.",
         f"Gatiin isaa nama tokkoof qarshii {fmt(p1)} dha; garee dhuunfaa nama {n} hanga ta'u immoo qarshii {fmt(p2)} kaffala.",
         f"Sagantaan addaa itti aanu {OM_MONTHS[m-1]} {d}, 2019 ({g.day} {g.strftime('%B')} {g.year}) ni ta'a.",
         rng.choice([f"Guyyaa tokko dura simannaa {pl[2]} irratti galmaa'aa.", "Kophee mijataa fi jaakkeetii salphaa qabadhaa.",
                     "Qajeelchitoonni naannoo Afaan Oromoo, Amaaraa fi Ingiliffaa dubbatu.", "Kaffaltiin maallaqa callaa ykn telebirr'n raawwatama."]),
         "Yoo xiqqaate daqiiqaa 15 dura bakka sanatti argamaa."]
    return s

def build(lang, k):
    mk = {"en": en_text, "am": am_text, "om": om_text}[lang]
    while True:
        pl = rng.choice(PLACES); lodge = f"{rng.choice(ADJ)} {rng.choice(NOUN)}"; act = rng.choice(ACT)
        sents = mk(pl, lodge, act)
        extra = sents[3:]
        rng.shuffle(extra)
        text = " ".join(sents[:3] + extra[:1])
        if 40 <= len(text.split()) <= 55:
            break
        text = " ".join(sents[:3] + extra[:2])
        if 40 <= len(text.split()) <= 55:
            break
    title = {"en": f"{act[0].capitalize()} at {lodge}, {pl[0]}", "am": f"{act[1]} በ{lodge}፣ {pl[1]}",
             "om": f"{act[2].capitalize()} {lodge}, {pl[2]}"}[lang]
    return {"lang": lang, "url": f"https://example.et/kb/{lang}/{k}", "product": "marefiya", "tenant": None,
            "title": title, "text": text}

def main():
    out, i = [], 0
    for lang in ("en", "am", "om"):
        for k in range(1, 411):
            i += 1
            d = {"id": "x%04d" % i}
            d.update(build(lang, k))
            out.append(d)
    with open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print(len(out), "distractors")

if __name__ == "__main__":
    main()
