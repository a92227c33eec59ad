#!/usr/bin/env python3
"""Builds distractors.json: 1,230 template passages (410 en / 410 am / 410 om), seed 20261226.
Places are towns that are NOT catalogue destinations and are not asked about; lodges are invented."""
import json, os, random
R = random.Random(20261226)
HERE = os.path.dirname(os.path.abspath(__file__))

PLACES = [  # (en, am, om)
 ("Jinka", "ጂንካ", "Jinkaa"), ("Turmi", "ቱርሚ", "Turmii"), ("Dessie", "ደሴ", "Dessee"), ("Debre Markos", "ደብረ ማርቆስ", "Dabra Maarqos"),
 ("Ambo", "አምቦ", "Amboo"), ("Robe", "ሮቤ", "Robee"), ("Goba", "ጎባ", "Gobbaa"), ("Dodola", "ዶዶላ", "Doddolaa"),
 ("Weliso", "ወሊሶ", "Walisoo"), ("Debre Birhan", "ደብረ ብርሃን", "Dabra Birhaan"), ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"),
 ("Shire", "ሽሬ", "Shiree"), ("Adwa", "ዓድዋ", "Adwaa"), ("Wolaita Sodo", "ወላይታ ሶዶ", "Walaayitaa Sooddoo"), ("Bonga", "ቦንጋ", "Bonggaa"),
 ("Mizan Teferi", "ሚዛን ተፈሪ", "Miizaan Tafarii"), ("Gambella", "ጋምቤላ", "Gambeellaa"), ("Asosa", "አሶሳ", "Asosaa"),
 ("Semera", "ሰመራ", "Samaraa"), ("Hosaena", "ሆሳዕና", "Hosaa'inaa"), ("Butajira", "ቡታጅራ", "Butaajiraa"), ("Ziway", "ዝዋይ", "Baatuu"),
 ("Fiche", "ፍቼ", "Fiichee"), ("Assela", "አሰላ", "Asallaa"), ("Metu", "መቱ", "Mattuu"), ("Gimbi", "ጊምቢ", "Giimbii"),
]
LODGE_EN = ["Hillside", "Acacia", "Juniper", "Riverbend", "Highland", "Sunrise", "Fig Tree", "Stone Bridge", "Coffee Leaf", "Eagle Rock"]
LODGE_AM = ["ሂልሳይድ", "አካሲያ", "ጥድ", "ወንዝ ዳር", "ደጋ", "ፀሐይ መውጫ", "ዋርካ", "የድንጋይ ድልድይ", "የቡና ቅጠል", "ንስር አለት"]
LODGE_OM = ["Tulluu Gaarii", "Laaftoo", "Gaattiraa", "Qarqara Lagaa", "Baddaa", "Ba'a Aduu", "Odaa", "Riqicha Dhagaa", "Baala Bunaa", "Kattaa Risaa"]
ACT_EN = ["guided forest walk", "coffee farm visit", "honey tasting", "pottery workshop", "bird-watching morning", "waterfall hike",
          "village market walk", "cooking class", "bamboo weaving lesson", "sunset viewpoint drive", "bicycle tour", "cave visit"]
ACT_AM = ["የደን ውስጥ የእግር ጉዞ", "የቡና እርሻ ጉብኝት", "የማር ቅምሻ", "የሸክላ ሥራ ትምህርት", "የወፎች ምልከታ", "ወደ ፏፏቴ የእግር ጉዞ",
          "የገበያ ጉብኝት", "የምግብ ዝግጅት ትምህርት", "የቀርከሃ ሽመና ትምህርት", "የፀሐይ መጥለቂያ ጉብኝት", "የብስክሌት ጉብኝት", "የዋሻ ጉብኝት"]
ACT_OM = ["deemsa miilaa bosona keessaa", "daawwannaa qonna bunaa", "dhandhamsiisa damma", "barnoota suphee tolchuu", "ilaalcha simbirrootaa",
          "imala gara fincaa'aa", "daawwannaa gabaa", "barnoota nyaata qopheessuu", "barnoota hodhaa shamboo", "daawwannaa lixa aduu",
          "imala bisiikiletaa", "daawwannaa holqa"]
MON_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MON_AM = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ"]
MON_OM = ["Amajjii", "Guraandhala", "Bitootessa", "Ebla", "Caamsaa", "Waxabajjii", "Adooleessa", "Hagayya", "Fulbaana", "Onkoloolessa", "Sadaasa", "Muddee"]

EXTRA_EN = ["Wear good shoes and bring a rain jacket.", "The guide speaks English and the local language.", "Groups larger than eight are split in two.",
            "Water and a light snack are included.", "The route is closed during heavy rain.", "Cash in birr is preferred."]
EXTRA_AM = ["ጠንካራ ጫማና የዝናብ ልብስ ይያዙ።", "አስጎብኚው እንግሊዝኛና የአካባቢውን ቋንቋ ይናገራል።", "ከስምንት በላይ የሆኑ ቡድኖች ለሁለት ይከፈላሉ።",
            "ውሃና ቀለል ያለ መክሰስ ይጨምራል።", "ከባድ ዝናብ ሲኖር መንገዱ ይዘጋል።", "ክፍያ በጥሬ ብር ቢሆን ይመረጣል።"]
EXTRA_OM = ["Kophee jabaa fi uffata bokkaa qabadhaa.", "Ogeessi daawwannaa Afaan Ingiliffaa fi afaan naannoo ni dubbata.",
            "Gareen nama saddeet ol lamatti qoodama.", "Bishaanii fi nyaanni salphaan ni dabalama.", "Yeroo roobni cimaa jiru karaan ni cufama.",
            "Kaffaltiin qarshii callaan yoo ta'e filatamaa dha."]

def phone():
    return "+251 %d %03d %04d" % (R.choice([47, 57, 33, 22, 46, 34, 25, 11]), R.randint(100, 999), R.randint(1000, 9999))

def fit(parts, extras):
    words = " ".join(parts).split()
    ex = extras[:]
    R.shuffle(ex)
    while len(words) < 40 and ex:
        parts.append(ex.pop())
        words = " ".join(parts).split()
    while len(words) > 55:
        parts.pop()
        words = " ".join(parts).split()
    return " ".join(parts)

def make(lang, n):
    i = R.randrange(len(PLACES)); pl = PLACES[i]; k = R.randrange(len(LODGE_EN)); a = R.randrange(len(ACT_EN))
    p1 = R.choice(range(300, 4000, 50)); p2 = p1 // 2; h = R.choice([6, 7, 8, 9, 10, 14, 15, 16]); m = R.choice([0, 15, 30, 45])
    dur = R.choice([2, 3, 4, 5, 6]); days = R.choice([1, 2, 3]); mi = R.randrange(12); day = R.randint(1, 28); tel = phone()
    if lang == "en":
        title = "%s %s Lodge: %s" % (pl[0], LODGE_EN[k], ACT_EN[a])
        parts = ["%s Lodge in %s runs a %s for %d birr per person, and children under ten pay %d birr." % (LODGE_EN[k], pl[0], ACT_EN[a], p1, p2),
                 "It starts at %02d:%02d and takes about %d hours." % (h, m, dur),
                 "This season runs until %d %s." % (day, MON_EN[mi]),
                 "Book %d day%s ahead on %s." % (days, "" if days == 1 else "s", tel)]
        text = fit(parts[:2] + [parts[3], parts[2]], EXTRA_EN)
    elif lang == "am":
        title = "%s %s ሎጅ፡ %s" % (pl[1], LODGE_AM[k], ACT_AM[a])
        parts = ["በ%s የሚገኘው %s ሎጅ ለእንግዶቹ %s ያዘጋጃል።" % (pl[1], LODGE_AM[k], ACT_AM[a]),
                 "ዋጋው ለአንድ ሰው %d ብር ሲሆን ከአሥር ዓመት በታች የሆኑ ልጆች %d ብር ይከፍላሉ።" % (p1, p2),
                 "ጉዞው በ%02d:%02d ይጀመራል፤ %d ሰዓት ያህል ይወስዳል።" % (h, m, dur),
                 "ይህ አገልግሎት እስከ %s %d ድረስ ይሰጣል።" % (MON_AM[mi], day),
                 "ለመያዝ ከ%d ቀን በፊት በ%s ይደውሉ።" % (days, tel)]
        text = fit(parts, EXTRA_AM)
    else:
        title = "%s, Lojii %s: %s" % (pl[2], LODGE_OM[k], ACT_OM[a])
        parts = ["Lojiin %s %s keessatti argamu keessummoota isaatiif %s qopheessa." % (LODGE_OM[k], pl[2], ACT_OM[a]),
                 "Gatiin isaa nama tokkoof qarshii %d yoo ta'u, ijoolleen waggaa kudhan gadii qarshii %d kaffalu." % (p1, p2),
                 "Imalli sa'aatii %02d:%02d eegala, sa'aatii %d fudhata." % (h, m, dur),
                 "Tajaajilli kun hanga %s %d tti ni jira." % (MON_OM[mi], day),
                 "Galmaa'uuf guyyaa %d dura %s irratti bilbilaa." % (days, tel)]
        text = fit(parts, EXTRA_OM)
    return {"id": "x%04d" % n, "lang": lang, "url": "https://example.et/kb/%s/%d" % (lang, n), "product": "marefiya",
            "tenant": None, "title": title, "text": text}

def build():
    out = []
    n = 0
    for lang in ("en", "am", "om"):
        for _ in range(410):
            n += 1
            out.append(make(lang, n))
    return out

if __name__ == "__main__":
    X = build()
    with open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(X, f, ensure_ascii=False, indent=1)
    ws = [len(x["text"].split()) for x in X]
    print(len(X), min(ws), max(ws))
