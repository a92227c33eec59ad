#!/usr/bin/env python3
"""Build distractors.json: 1,230 template passages (410 en / 410 am / 410 om).

They describe invented lodges and activities in towns that are NOT catalogue
destinations and NOT asked about in questions.json, so they compete in
retrieval without answering or contradicting any question. Seed 20261230.
"""
import json, os, random

SEED = 20261230
N_PER_LANG = 410
HERE = os.path.dirname(os.path.abspath(__file__))

# town: (en, am, om-locative "in X", om-ablative "from X")
TOWNS = [
    ("Jinka", "ጂንካ", "Jinkaatti", "Jinkaa irraa"),
    ("Gambela", "ጋምቤላ", "Gaambeellaatti", "Gaambeellaa irraa"),
    ("Goba", "ጎባ", "Gobaatti", "Gobaa irraa"),
    ("Robe", "ሮቤ", "Roobeetti", "Roobee irraa"),
    ("Kombolcha", "ኮምቦልቻ", "Kombolchaatti", "Kombolchaa irraa"),
    ("Debre Birhan", "ደብረ ብርሃን", "Debre Birhaanitti", "Debre Birhaan irraa"),
    ("Asosa", "አሶሳ", "Asoosaatti", "Asoosaa irraa"),
    ("Semera", "ሰመራ", "Semeraatti", "Semeraa irraa"),
    ("Yabelo", "ያቤሎ", "Yaabelootti", "Yaabeloo irraa"),
    ("Bonga", "ቦንጋ", "Boongaatti", "Boongaa irraa"),
    ("Mizan Teferi", "ሚዛን ተፈሪ", "Miizaan Tafariitti", "Miizaan Tafarii irraa"),
    ("Hosaena", "ሆሳዕና", "Hosaa'inaatti", "Hosaa'inaa irraa"),
    ("Wolaita Sodo", "ወላይታ ሶዶ", "Sooddoo Walaayitaatti", "Sooddoo Walaayitaa irraa"),
    ("Debre Tabor", "ደብረ ታቦር", "Debre Taaboritti", "Debre Taabor irraa"),
    ("Negele", "ነገሌ", "Nageellee Booranaatti", "Nageellee irraa"),
    ("Woldia", "ወልድያ", "Woldiyaatti", "Woldiyaa irraa"),
    ("Ambo", "አምቦ", "Amboottti", "Amboo irraa"),
    ("Wolkite", "ወልቂጤ", "Walqixeetti", "Walqixee irraa"),
    ("Dilla", "ዲላ", "Diillaatti", "Diillaa irraa"),
    ("Shire", "ሽሬ", "Shireetti", "Shiree irraa"),
]
TOWNS = [(a, b, c.replace("ttti", "tti"), d) for a, b, c, d in TOWNS]

LODGE_A = ["Green Ridge", "Acacia Rise", "Weyra Tree", "Blue Hill", "Red Rock", "Cedar Valley",
           "Sunbird", "Highland Mist", "River Bend", "Olive Crest", "Eagle View", "Juniper"]
LODGE_B = ["Lodge", "Eco Lodge", "Guest House", "Retreat", "Inn"]
LODGE_B_AM = {"Lodge": "ሎጅ", "Eco Lodge": "ኢኮ ሎጅ", "Guest House": "እንግዳ ማረፊያ", "Retreat": "ሪትሪት", "Inn": "ኢን"}
LODGE_A_AM = {"Green Ridge": "ግሪን ሪጅ", "Acacia Rise": "አኬሽያ ራይዝ", "Weyra Tree": "ወይራ ትሪ", "Blue Hill": "ብሉ ሂል",
              "Red Rock": "ሬድ ሮክ", "Cedar Valley": "ሲዳር ቫሊ", "Sunbird": "ሰንበርድ", "Highland Mist": "ሃይላንድ ሚስት",
              "River Bend": "ሪቨር ቤንድ", "Olive Crest": "ኦሊቭ ክሬስት", "Eagle View": "ኢግል ቪው", "Juniper": "ጁኒፐር"}

# activity: (en, am, om)
ACTS = [
    ("guided forest walk", "የደን ውስጥ የእግር ጉዞ", "deemsa bosonaa qajeelchaa waliin"),
    ("bird-watching morning", "የወፎች ምልከታ", "daawwannaa simbirrootaa"),
    ("market day visit", "የገበያ ቀን ጉብኝት", "daawwannaa guyyaa gabaa"),
    ("traditional cooking class", "የባህላዊ ምግብ ዝግጅት ትምህርት", "leenjii nyaata aadaa qopheessuu"),
    ("waterfall hike", "ወደ ፏፏቴ የእግር ጉዞ", "imala miilaa gara fincaa'aa"),
    ("cultural music evening", "የባህል ሙዚቃ ምሽት", "galgala muuziqaa aadaa"),
    ("pottery workshop", "የሸክላ ሥራ አውደ ጥናት", "hojii suphee harkaa"),
    ("bicycle tour", "የብስክሌት ጉብኝት", "imala biskileetiin"),
    ("honey farm visit", "የማር እርሻ ጉብኝት", "daawwannaa qonna dammaa"),
    ("sunrise viewpoint walk", "የፀሐይ መውጫ መመልከቻ ጉዞ", "deemsa ba'iinsa aduu ilaaluu"),
    ("river picnic", "የወንዝ ዳር ሽርሽር", "bashannana qarqara lagaa"),
    ("weaving demonstration", "የሽመና ማሳያ", "agarsiisa dhahaa huccuu"),
]
DAYS = [("Monday", "ሰኞ", "Wiixata"), ("Tuesday", "ማክሰኞ", "Kibxata"), ("Wednesday", "ረቡዕ", "Roobii"),
        ("Thursday", "ሐሙስ", "Kamiisa"), ("Friday", "ዓርብ", "Jimaata"), ("Saturday", "ቅዳሜ", "Sanbata"),
        ("Sunday", "እሁድ", "Dilbata")]
EVENTS = [("harvest fair", "የመኸር ትርኢት", "ayyaana midhaan galchuu"),
          ("town anniversary", "የከተማዋ ምሥረታ በዓል", "ayyaana hundeeffama magaalaa"),
          ("school holiday", "የትምህርት ቤት ዕረፍት", "boqonnaa mana barumsaa"),
          ("regional sports week", "የክልል ስፖርት ሳምንት", "torban ispoortii naannoo")]
ET_MONTHS_AM = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ", "ጳጉሜ"]
ET_MONTHS_LAT = ["Meskerem", "Tikimt", "Hidar", "Tahsas", "Tir", "Yekatit", "Megabit", "Miyazya", "Ginbot", "Sene",
                 "Hamle", "Nehase", "Pagume"]
G_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December"]
G_MONTHS_OM = ["Amajjii", "Guraandhala", "Bitootessa", "Eebila", "Caamsaa", "Waxabajjii", "Adooleessa",
               "Hagayya", "Fulbaana", "Onkoloolessa", "Sadaasa", "Muddee"]

EPOCH = 1723856


def g_to_jdn(y, m, d):
    a = (14 - m) // 12
    yy, mm = y + 4800 - a, m + 12 * a - 3
    return d + (153 * mm + 2) // 5 + 365 * yy + yy // 4 - yy // 100 + yy // 400 - 32045


def jdn_to_eth(j):
    r = (j - EPOCH) % 1461
    n = r % 365 + 365 * (r // 1460)
    y = 4 * ((j - EPOCH) // 1461) + r // 365 - r // 1460
    return y, n // 30 + 1, n % 30 + 1


assert jdn_to_eth(g_to_jdn(2026, 9, 11)) == (2019, 1, 1)
assert jdn_to_eth(g_to_jdn(2027, 1, 19)) == (2019, 5, 11)


def eth_clock(h):
    e = (h - 6) % 12
    return 12 if e == 0 else e


def part_en(h):
    return "in the morning" if h < 12 else ("in the afternoon" if h < 18 else "in the evening")


def part_am(h):
    return "ከጠዋቱ" if h < 12 else ("ከቀኑ" if h < 18 else "ከምሽቱ")


def part_om(h):
    return "ganama" if h < 12 else ("waaree booda" if h < 18 else "galgala")


def money(r, lo, hi, step=10):
    v = r.randrange(lo, hi, step)
    return "{:,}".format(v)


def make(r, lang, n):
    town = r.choice(TOWNS)
    la, lb = r.choice(LODGE_A), r.choice(LODGE_B)
    act = r.choice(ACTS)
    day = r.choice(DAYS)
    ev = r.choice(EVENTS)
    h = r.choice([6, 7, 8, 9, 10, 14, 15, 16, 18])
    mi = r.choice(["00", "30"])
    t24 = "%02d:%s" % (h, mi)
    eh = "%d:%s" % (eth_clock(h), mi) if mi != "00" else str(eth_clock(h))
    dur = r.choice([2, 3, 4, 5])
    p1 = money(r, 260, 1900)
    p2 = money(r, 100, 250)
    grp = r.choice([6, 8, 10, 12, 15])
    gm, gd = r.randrange(1, 13), r.randrange(1, 28)
    gy = 2027
    ey, em, ed = jdn_to_eth(g_to_jdn(gy, gm, gd))
    phone = "+251 %d %03d %04d" % (r.choice([22, 33, 46, 47, 57, 58]), r.randrange(100, 999), r.randrange(1000, 9999))
    km = r.randrange(6, 40)
    lodge = "%s %s" % (la, lb)
    if lang == "en":
        s = [f"{lodge} in {town[0]} runs a {act[0]} every {day[0]}.",
             f"It starts at {t24} ({eh} o'clock {part_en(h)}, Ethiopian time) and lasts about {dur} hours.",
             f"The price is {p1} birr per adult and {p2} birr per child; groups are limited to {grp} people.",
             f"On {gd} {G_MONTHS[gm-1]} {gy} ({ET_MONTHS_LAT[em-1]} {ed}, {ey} E.C.) the {ev[0]} fills the town, so book early.",
             f"The starting point is {km} km from the town centre.",
             f"Call {phone} to reserve a place.",
             "Bring water and comfortable shoes."]
    elif lang == "am":
        s = [f"{LODGE_A_AM[la]} {LODGE_B_AM[lb]} በ{town[1]} በየ{day[1]} {act[1]} ያዘጋጃል።",
             f"{part_am(h)} {eh} ሰዓት ({t24}) ይጀምራል፤ {dur} ሰዓት ያህል ይወስዳል።",
             f"ዋጋው ለአዋቂ {p1} ብር፣ ለልጅ {p2} ብር ነው፤ አንድ ቡድን ከ{grp} ሰው መብለጥ የለበትም።",
             f"{ET_MONTHS_AM[em-1]} {ed} ቀን {ey} ዓ.ም. ({gd} {G_MONTHS[gm-1]} {gy}) {ev[1]} ስለሚኖር ቀድመው ቦታ ያስይዙ።",
             f"መነሻው ከከተማው መሃል {km} ኪሎ ሜትር ይርቃል።",
             f"ለመረጃ በ{phone} ይደውሉ።",
             "ውሃና ምቹ ልብስ ይዘው ይምጡ።"]
    else:
        s = [f"{lodge} {town[2]} {act[2]} {day[2]} hunda qopheessa.",
             f"Sa'aatii {t24} (sa'aatii {eh} {part_om(h)}, akka lakkoofsa Itoophiyaatti) jalqaba; sa'aatii {dur} naannoo fudhata.",
             f"Gatiin nama guddaaf qarshii {p1}, daa'imaaf qarshii {p2}; gareen tokko nama {grp} caaluu hin qabu.",
             f"{G_MONTHS_OM[gm-1]} {gd}, {gy} ({ET_MONTHS_LAT[em-1]} {ed}, {ey}) {ev[2]} waan jiruuf dursaa qabadhaa.",
             f"Bakki ka'umsaa giddugala magaalaa irraa km {km} fagaata.",
             f"Odeeffannoof {phone} irratti bilbilaa.",
             "Bishaan fi kophee mijaa'aa qabadhaa."]
    # keep the first three sentences, then add optional ones in random order
    opt = s[3:]
    r.shuffle(opt)
    text = " ".join(s[:3])
    for o in opt:
        if len((text + " " + o).split()) <= 55:
            text += " " + o
    title = {"en": f"{act[0].capitalize()} at {lodge}, {town[0]}",
             "am": f"{act[1]} በ{LODGE_A_AM[la]} {LODGE_B_AM[lb]}፣ {town[1]}",
             "om": f"{act[2].capitalize()} — {lodge}, {town[2]}"}[lang]
    return {"id": "x%04d" % n, "lang": lang, "url": f"https://example.et/kb/{lang}/{n}",
            "product": "marefiya", "tenant": None, "title": title, "text": text}


def build():
    r = random.Random(SEED)
    out, n = [], 0
    for lang in ("en", "am", "om"):
        made = 0
        while made < N_PER_LANG:
            d = make(r, lang, n + 1)
            wc = len(d["text"].split())
            if 40 <= wc <= 55:
                n += 1
                made += 1
                out.append(d)
    return out


if __name__ == "__main__":
    ds = build()
    with open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(ds, f, ensure_ascii=False, indent=1)
    from collections import Counter
    print(Counter(d["lang"] for d in ds), "words min/max:",
          min(len(d["text"].split()) for d in ds), max(len(d["text"].split()) for d in ds))
