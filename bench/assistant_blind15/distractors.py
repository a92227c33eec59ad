#!/usr/bin/env python3
"""Build distractors.json: 1,230 template passages (410 en / 410 am / 410 om) about OTHER
places and invented lodges, so that retrieval has competition. Seed 20261229.
None of the places, lodges or activities here is the subject of any question."""
import datetime, json, os, random

SEED = 20261229
N_PER_LANG = 410

# (en, am, om) -- towns that are not catalogue destinations and not asked about
PLACES = [("Konso", "ኮንሶ", "Konsoo"), ("Jinka", "ጂንካ", "Jinkaa"), ("Turmi", "ቱርሚ", "Turmii"),
          ("Robe", "ሮቤ", "Roobee"), ("Dinsho", "ዲንሾ", "Dinshoo"), ("Goba", "ጎባ", "Gobbaa"),
          ("Wolkite", "ወልቂጤ", "Walqixxee"), ("Hosaena", "ሆሳዕና", "Hosaa'inaa"),
          ("Sodo", "ሶዶ", "Sooddoo"), ("Bonga", "ቦንጋ", "Bongaa"),
          ("Mizan Teferi", "ሚዛን ተፈሪ", "Mizaan Tafarii"), ("Asosa", "አሶሳ", "Asoosaa"),
          ("Semera", "ሰመራ", "Samaraa"), ("Woldia", "ወልዲያ", "Waldiyaa"),
          ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"), ("Batu", "ባቱ", "Baatuu"),
          ("Butajira", "ቡታጅራ", "Butaajiraa"), ("Dilla", "ዲላ", "Dillaa"),
          ("Yabelo", "ያቤሎ", "Yaaballoo"), ("Ambo", "አምቦ", "Amboo")]

LODGE_WORDS = [("Acacia", "አኬሻ", "Laaftoo"), ("Juniper", "ጽድ", "Gaattiraa"),
               ("Riverbend", "ወንዝ ዳር", "Qarqara Lagaa"), ("Highland", "ደጋ", "Badda"),
               ("Sunbird", "ፀሐይ ወፍ", "Simbirroo Aduu"), ("Coffee Hill", "ቡና ኮረብታ", "Tulluu Bunaa"),
               ("Savanna", "ሳቫና", "Dirree"), ("Fig Tree", "ሾላ", "Odaa")]

ACTS = [("coffee farm walk", "የቡና እርሻ ጉብኝት", "daawwannaa qonna bunaa"),
        ("birdwatching walk", "የወፎች ምልከታ ጉዞ", "ilaalcha simbirroota"),
        ("village market visit", "የመንደር ገበያ ጉብኝት", "daawwannaa gabaa gandaa"),
        ("cooking class", "የምግብ አሰራር ትምህርት", "barnoota nyaata qopheessuu"),
        ("waterfall hike", "ወደ ፏፏቴ የእግር ጉዞ", "deemsa gara bishaan dhangala'aa"),
        ("cultural dance evening", "የባህል ጭፈራ ምሽት", "galgala shubbisa aadaa"),
        ("mountain bike ride", "የተራራ ብስክሌት ጉዞ", "imala biskileettii gaaraa"),
        ("honey farm tour", "የማር እርሻ ጉብኝት", "daawwannaa qonna dammaa"),
        ("cave visit", "የዋሻ ጉብኝት", "daawwannaa holqaa"),
        ("pottery workshop", "የሸክላ ሥራ ትምህርት", "leenjii hojii suphee"),
        ("sunrise walk", "የፀሐይ መውጫ የእግር ጉዞ", "deemsa ba'uu aduu"),
        ("forest walk", "የደን ውስጥ የእግር ጉዞ", "deemsa bosonaa")]

ETH_EN = ["Meskerem", "Tikimt", "Hidar", "Tahsas", "Tir", "Yekatit", "Megabit", "Miyazia",
          "Ginbot", "Sene", "Hamle", "Nehase", "Pagume"]
ETH_AM = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ",
          "ሐምሌ", "ነሐሴ", "ጳጉሜን"]
GREG_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]
GREG_AM = ["ጃንዋሪ", "ፌብሩዋሪ", "ማርች", "ኤፕሪል", "ሜይ", "ጁን", "ጁላይ", "ኦገስት", "ሴፕቴምበር",
           "ኦክቶበር", "ኖቬምበር", "ዲሴምበር"]
GREG_OM = ["Amajjii", "Guraandhala", "Bitootessa", "Ebla", "Caamsaa", "Waxabajjii", "Adoolessa",
           "Hagayya", "Fulbaana", "Onkoloolessa", "Sadaasa", "Muddee"]
DAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAYS_AM = ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሑድ"]
DAYS_OM = ["Wiixata", "Kibxata", "Roobii", "Kamisa", "Jimaata", "Sanbata", "Dilbata"]

E_NEW_YEAR_2019 = datetime.date(2026, 9, 11)


def eth_date(d):
    n = (d - E_NEW_YEAR_2019).days
    return n // 30, n % 30 + 1, 2019


def eth_hour(h):
    e = (h - 6) % 12
    return 12 if e == 0 else e


def fmt(n):
    return f"{n:,}"


def en_passage(r, i):
    p, w, a = r.choice(PLACES), r.choice(LODGE_WORDS), r.choice(ACTS)
    lodge = f"{p[0]} {w[0]} Lodge"
    adult = r.randrange(350, 4200, 50); child = adult // 2 // 10 * 10
    h = r.choice([6, 7, 8, 9, 10, 14, 15, 16]); m = r.choice([0, 30])
    dur = r.choice([1, 2, 3, 4, 5])
    d = E_NEW_YEAR_2019 + datetime.timedelta(days=r.randrange(20, 360))
    em, ed, ey = eth_date(d)
    off = r.choice(DAYS_EN)
    phone = f"+251 9{r.randrange(10, 99)} {r.randrange(100, 999)} {r.randrange(100, 999)}"
    text = (f"{lodge} runs a {a[0]} that starts at {h:02d}:{m:02d} "
            f"({eth_hour(h)}:{m:02d} Ethiopian time) and lasts about {dur} hour{'s' if dur > 1 else ''}. "
            f"It costs {fmt(adult)} birr per adult and {fmt(child)} birr per child. "
            f"The next session is on {d.day} {GREG_EN[d.month-1]} {d.year} "
            f"({ETH_EN[em]} {ed}, {ey}). No session on {off}s. Book on {phone}.")
    extra = [f"Groups larger than {r.randrange(8, 15)} people should book two days ahead.",
             "Bring water and a hat.", "Guides speak Amharic and English."]
    while len(text.split()) < 44:
        text += " " + extra.pop(0)
    return lodge, f"{a[0].capitalize()} at {lodge}", text


def am_passage(r, i):
    p, w, a = r.choice(PLACES), r.choice(LODGE_WORDS), r.choice(ACTS)
    lodge = f"{p[1]} {w[1]} ሎጅ"
    adult = r.randrange(350, 4200, 50); child = adult // 2 // 10 * 10
    h = r.choice([6, 7, 8, 9, 10, 14, 15, 16]); m = r.choice([0, 30])
    part = "ከጠዋቱ" if h < 12 else "ከሰዓት በኋላ"
    dur = r.choice([1, 2, 3, 4, 5])
    d = E_NEW_YEAR_2019 + datetime.timedelta(days=r.randrange(20, 360))
    em, ed, ey = eth_date(d)
    off = r.choice(DAYS_AM)
    phone = f"+251 9{r.randrange(10, 99)} {r.randrange(100, 999)} {r.randrange(100, 999)}"
    text = (f"በ{p[1]} የሚገኘው {lodge} ለእንግዶቹ {a[1]} ያዘጋጃል። ፕሮግራሙ {part} {eth_hour(h)}:{m:02d} "
            f"({h:02d}:{m:02d}) ይጀምራል፤ {dur} ሰዓት ያህል ይወስዳል። ዋጋው ለአዋቂ {fmt(adult)} ብር፣ "
            f"ለልጆች {fmt(child)} ብር ነው። ቀጣዩ ልዩ ፕሮግራም {ETH_AM[em]} {ed} ቀን {ey} ዓ.ም. "
            f"({GREG_AM[d.month-1]} {d.day}, {d.year}) ይካሄዳል። {off} ፕሮግራም የለም። ለማስያዝ በ{phone} ይደውሉ።")
    extra = [f"ከ{r.randrange(8, 15)} ሰው በላይ የሆኑ ቡድኖች ከሁለት ቀን በፊት ማስያዝ አለባቸው።",
             "ውሃና ኮፍያ ይያዙ።", "አስጎብኚዎቹ አማርኛና እንግሊዝኛ ይናገራሉ።",
             "ክፍያው በጥሬ ገንዘብ ወይም በቴሌብር ይፈጸማል።"]
    while len(text.split()) < 42:
        text += " " + extra.pop(0)
    return lodge, f"{a[1]} በ{lodge}", text


def om_passage(r, i):
    p, w, a = r.choice(PLACES), r.choice(LODGE_WORDS), r.choice(ACTS)
    lodge = f"Lojii {w[2]} {p[2]}"
    adult = r.randrange(350, 4200, 50); child = adult // 2 // 10 * 10
    h = r.choice([6, 7, 8, 9, 10, 14, 15, 16]); m = r.choice([0, 30])
    part = "ganama" if h < 12 else "waaree booda"
    dur = r.choice([1, 2, 3, 4, 5])
    d = E_NEW_YEAR_2019 + datetime.timedelta(days=r.randrange(20, 360))
    em, ed, ey = eth_date(d)
    off = r.choice(DAYS_OM)
    phone = f"+251 9{r.randrange(10, 99)} {r.randrange(100, 999)} {r.randrange(100, 999)}"
    text = (f"{lodge} keessummootaaf {a[2]} qopheessa. "
            f"Sochiin kun {part} sa'aatii {eth_hour(h)}:{m:02d} ({h:02d}:{m:02d}) jalqaba, "
            f"sa'aatii {dur} fudhata. Gatiin isaa namoota gurguddoof qarshii {fmt(adult)}, "
            f"daa'immaniif immoo qarshii {fmt(child)} dha. Sagantaan itti aanu {GREG_OM[d.month-1]} "
            f"{d.day}, {d.year} ({ETH_EN[em]} {ed}, {ey}) ta'a. Guyyaa {off} sagantaan hin jiru. "
            f"Galmaa'uuf {phone} irratti bilbilaa.")
    extra = [f"Gareen namoota {r.randrange(8, 15)} ol guyyaa lama dura galmaa'uu qaba.",
             "Bishaan fi koofiyaa qabadhaa.", "Qajeelchitoonni Afaan Oromoo fi Ingiliffaa dubbatu."]
    while len(text.split()) < 42:
        text += " " + extra.pop(0)
    return lodge, f"{a[2].capitalize()}: {lodge}", text


def main():
    r = random.Random(SEED)
    out = []
    n = 0
    for lang, fn in (("en", en_passage), ("am", am_passage), ("om", om_passage)):
        for k in range(1, N_PER_LANG + 1):
            n += 1
            _, title, text = fn(r, k)
            out.append({"id": "x%04d" % n, "lang": lang, "url": f"https://example.et/kb/{lang}/{k}",
                        "product": "marefiya", "tenant": None, "title": title, "text": text})
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    wc = [len(x["text"].split()) for x in out]
    assert 40 <= min(wc) and max(wc) <= 55, (min(wc), max(wc))
    print(len(out), "distractors; words min", min(wc), "max", max(wc))


if __name__ == "__main__":
    main()
