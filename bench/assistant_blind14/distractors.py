"""Builds distractors.json: 1,230 template passages (410 en / 410 am / 410 om), seed 20261228.
They describe OTHER towns and invented lodges so retrieval has competition; none names a
catalogue hotel or a subject asked about in questions.json."""
import json, os, random, datetime
R = random.Random(20261228)
HERE = os.path.dirname(os.path.abspath(__file__))
PLACES = [("Jinka", "ጂንካ", "Jinkaa"), ("Konso", "ኮንሶ", "Konsoo"), ("Gambela", "ጋምቤላ", "Gaambeellaa"),
          ("Bonga", "ቦንጋ", "Bongaa"), ("Nekemte", "ነቀምት", "Naqamtee"), ("Dessie", "ደሴ", "Dessee"),
          ("Debre Markos", "ደብረ ማርቆስ", "Dabra Maarqos"), ("Hosaena", "ሆሳዕና", "Hosaa'inaa"),
          ("Shashemene", "ሻሸመኔ", "Shaashamannee"), ("Woldia", "ወልዲያ", "Woldiyaa"), ("Assosa", "አሶሳ", "Asoosaa"),
          ("Mizan Teferi", "ሚዛን ተፈሪ", "Miizaan Tafarii"), ("Dilla", "ዲላ", "Dillaa"), ("Sodo", "ሶዶ", "Sodoo"),
          ("Jijiga", "ጅጅጋ", "Jigjigaa"), ("Debre Berhan", "ደብረ ብርሃን", "Dabra Birhaan"), ("Yabelo", "ያቤሎ", "Yaaballoo"),
          ("Metu", "መቱ", "Mattuu"), ("Gimbi", "ጊምቢ", "Gimbii"), ("Fiche", "ፍቼ", "Fiichee")]
NOUNS = ["Acacia", "Highland", "Riverbank", "Juniper", "Coffee Tree", "Sunbird", "Valley View", "Olive", "Cedar", "Weyra"]
KINDS = ["Lodge", "Eco Lodge", "Guest House", "Camp", "Retreat"]
ACTS = [("bird-watching walk", "የወፍ ምልከታ የእግር ጉዞ", "deemsa simbirroota ilaaluu"),
        ("pottery workshop", "የሸክላ ሥራ ስልጠና", "leenjii hojii suphee"),
        ("honey tasting", "የማር ቅምሻ", "dhandhama dammaa"),
        ("cooking class", "የምግብ ዝግጅት ትምህርት", "barnoota nyaata qopheessuu"),
        ("waterfall hike", "ወደ ፏፏቴ የእግር ጉዞ", "deemsa miilaa gara fincaa'aa"),
        ("cultural dance evening", "የባህል ጭፈራ ምሽት", "galgala shubbisa aadaa"),
        ("market visit", "የገበያ ጉብኝት", "daawwannaa gabaa"),
        ("canoe trip", "የታንኳ ጉዞ", "imala bidiruu xiqqaa"),
        ("weaving demonstration", "የሽመና ማሳያ", "agarsiisa wayyaa dhoowwuu"),
        ("forest walk", "የደን የእግር ጉዞ", "deemsa bosonaa")]
AM_MONTHS = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
OM_MONTHS = ["Amajjii", "Guraandhala", "Bitootessa", "Eebila", "Caamsaa", "Waxabajjii", "Adoolessa", "Hagayya", "Fulbaana", "Onkoloolessa", "Sadaasa", "Muddee"]

def eth_clock(h):
    e = (h - 6) % 12
    return 12 if e == 0 else e

def make(lang, n):
    en, am, om = R.choice(PLACES)
    lodge = f"{en} {R.choice(NOUNS)} {R.choice(KINDS)}"
    a_en, a_am, a_om = R.choice(ACTS)
    price = R.randrange(150, 4000, 10); price2 = price + R.randrange(100, 900, 10)
    h = R.choice([6, 7, 8, 9, 10, 14, 15, 16]); m = R.choice(["00", "30"])
    dur = R.choice([2, 3, 4, 5]); grp = R.choice([4, 6, 8, 10, 12])
    em = R.randrange(12); ed = R.randrange(1, 29)
    g = datetime.date(2026, 9, 11) + datetime.timedelta(days=30 * em + ed - 1)
    phone = f"+251 9{R.randrange(10, 99)} {R.randrange(100, 999)} {R.randrange(100, 999)}"
    if lang == "en":
        title = f"{a_en.capitalize()} at {lodge}"
        text = (f"{lodge} in {en} runs a {a_en} from {h:02d}:{m} ({eth_clock(h)}:{m} Ethiopian time), "
                f"about {dur} hours long. It costs {price:,} birr per person or {price2:,} birr for a private group of up to {grp}. "
                f"Extra date this season: {g.day} {EN_MONTHS[g.month-1]}. Book a day ahead on {phone}.")
    elif lang == "am":
        title = f"{a_am} በ{lodge}፣ {am}"
        text = (f"{lodge} በ{am} ለእንግዶቹ {a_am} ያዘጋጃል። ጉዞው {h:02d}:{m} (በኢትዮጵያ አቆጣጠር {eth_clock(h)}:{m} ሰዓት) ይጀምራል፤ "
                f"{dur} ሰዓት ያህል ይወስዳል። ዋጋው ለአንድ ሰው {price:,} ብር ሲሆን እስከ {grp} ሰው ላለው የግል ቡድን {price2:,} ብር ነው። "
                f"በዚህ ወቅት {AM_MONTHS[em]} {ed} ቀንም ይካሄዳል። ከአንድ ቀን በፊት በ{phone} ይደውሉ።")
    else:
        title = f"{a_om.capitalize()}: {lodge}, {om}"
        text = (f"{lodge} {om}tti argamu keessummoota isaaf {a_om} qopheessa. Sagantaan sa'aatii {h:02d}:{m} "
                f"(sa'aatii Itoophiyaa {eth_clock(h)}:{m}) jalqaba, sa'aatii {dur} fudhata. Gatiin nama tokkoof {price:,} qarshii, "
                f"garee dhuunfaa hanga nama {grp}f immoo {price2:,} qarshii. Yeroo kana {g.day} {OM_MONTHS[g.month-1]} irrattis ni jira. "
                f"Guyyaa tokko dura {phone} irratti bilbilaa.")
    return {"id": f"x{n:04d}", "lang": lang, "url": f"https://example.et/kb/{lang}/{n}", "product": "marefiya",
            "tenant": None, "title": title, "text": text}

if __name__ == "__main__":
    out, n = [], 0
    for lang in ("en", "am", "om"):
        for _ in range(410):
            n += 1
            out.append(make(lang, n))
    json.dump(out, open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    wc = [len(x["text"].split()) for x in out]
    print(len(out), "passages; words", min(wc), "-", max(wc))
