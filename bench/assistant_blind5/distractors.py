"""Generate distractors.json: short knowledge-base passages about OTHER places and services
(towns and businesses that appear in none of the blind-5 documents). Standard library only, fixed seed."""
import json, random

SEED = 20261125
rng = random.Random(SEED)

# towns not used in documents.json nor in any question (no catalogue cities, no "no-hotel" cities)
TOWNS = [  # en, am, om
    ("Debre Tabor", "ደብረ ታቦር", "Dabra Taabor"), ("Woldia", "ወልዲያ", "Waldiyaa"),
    ("Wolaita Sodo", "ወላይታ ሶዶ", "Sooddoo Wolaayitaa"), ("Arsi Negele", "አርሲ ነገሌ", "Arsii Nageellee"),
    ("Dilla", "ዲላ", "Dillaa"), ("Konso", "ኮንሶ", "Konsoo"), ("Jinka", "ጂንካ", "Jinkaa"),
    ("Yabelo", "ያቤሎ", "Yaaballoo"), ("Robe", "ሮቤ", "Roobee"), ("Goba", "ጎባ", "Gobaa"),
    ("Ambo", "አምቦ", "Amboo"), ("Asella", "አሰላ", "Asallaa"), ("Butajira", "ቡታጅራ", "Butaajiraa"),
    ("Bonga", "ቦንጋ", "Bongaa"), ("Mizan Teferi", "ሚዛን ተፈሪ", "Miizaan Tafarii"),
    ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"), ("Debre Libanos", "ደብረ ሊባኖስ", "Dabra Libaanos"),
    ("Ankober", "አንኮበር", "Ankobar"), ("Fiche", "ፍቼ", "Fichee"), ("Hosaena", "ሆሳዕና", "Hosaa'inaa"),
    ("Bulki", "ቡልቂ", "Bulqii"), ("Key Afer", "ቀይ አፈር", "Qeey Afar"), ("Turmi", "ቱርሚ", "Turmii"),
    ("Dodola", "ዶዶላ", "Doodolaa"), ("Agaro", "አጋሮ", "Aggaaroo"), ("Gimbi", "ጊምቢ", "Gimbii"),
]
NAMES = [("Selam", "ሰላም"), ("Tsehay", "ፀሐይ"), ("Genet", "ገነት"), ("Hibret", "ኅብረት"), ("Fikir", "ፍቅር"),
         ("Lemlem", "ለምለም"), ("Tigist", "ትዕግሥት"), ("Buna", "ቡና"), ("Anbessa", "አንበሳ"), ("Wubet", "ውበት"),
         ("Zemen", "ዘመን"), ("Tesfa", "ተስፋ"), ("Mekdes", "መቅደስ"), ("Yegna", "የኛ"), ("Addis", "አዲስ"),
         ("Birhan", "ብርሃን"), ("Kokeb", "ኮከብ"), ("Edget", "እድገት"), ("Abebe", "አበበ"), ("Meron", "ሜሮን")]
OM_NAMES = ["Ifaa", "Bilisummaa", "Galaanaa", "Hawaa", "Caalaa", "Dinqaa", "Gammachuu", "Abdii", "Jaalallee",
            "Obsaa", "Boontuu", "Hundee", "Kumaa", "Lalisaa", "Tolaa", "Urjii", "Waaqoo", "Daraartuu", "Qananii", "Soorama"]
# service kinds: en label, am label, om label
KINDS = [
    ("coffee farm tour", "የቡና እርሻ ጉብኝት", "daawwannaa qonna bunaa"),
    ("honey shop", "የማር መሸጫ", "suuqii damma"),
    ("weaving cooperative", "የሽመና ማኅበር", "waldaa wayyaa dhahuu"),
    ("local museum", "የአካባቢው ሙዚየም", "galma kuusaa naannoo"),
    ("bird-watching walk", "የወፎች ምልከታ የእግር ጉዞ", "deemsa simbirroota ilaaluu"),
    ("pottery workshop", "የሸክላ ሥራ ማዕከል", "mana hojii suphee"),
    ("bakery and café", "ዳቦ ቤትና ካፌ", "mana daabboo fi kaafee"),
    ("bicycle hire", "የብስክሌት ኪራይ", "kiraa biskileetii"),
    ("hiking club", "የእግር ጉዞ ክለብ", "kilaba imala miilaa"),
    ("craft market", "የእደ ጥበብ ገበያ", "gabaa harka-ogummaa"),
    ("spice shop", "የቅመም መደብር", "suuqii qimama"),
    ("cultural dance evening", "የባሕል ጭፈራ ምሽት", "galgala shubbisa aadaa"),
]
DAYS = [("Monday", "ሰኞ", "Wiixata"), ("Tuesday", "ማክሰኞ", "Kibxata"), ("Wednesday", "ረቡዕ", "Roobii"),
        ("Thursday", "ሐሙስ", "Kamiisa"), ("Friday", "ዓርብ", "Jimaata"), ("Saturday", "ቅዳሜ", "Sanbata")]


def eth_hour(h):
    """Ethiopian clock hour for a 24 h hour."""
    e = (h - 6) % 12
    return 12 if e == 0 else e


def en_passage(t, n, k, d, p1, p2, h1, h2, km, phone):
    s = [
        f"The {n[0]} {k[0]} in {t[0]} is open from {h1:02d}:00 to {h2:02d}:00, except on {d[0]}s.",
        f"The standard visit costs {p1} birr per person, and a small group of up to 5 pays {p2} birr together.",
        f"It lies about {km} km from the main bus station of {t[0]}; a shared bajaj there costs around {rng.randint(10, 40)} birr.",
        f"Local guides speak Amharic and English, and visitors are asked to book one day ahead on {phone}.",
        f"Cash is preferred; some staff accept telebirr for amounts above {rng.choice([100, 200, 300])} birr.",
        f"Children under {rng.choice([6, 8, 10])} enter free when they come with a parent.",
        f"The busiest months are {rng.choice(['December and January', 'March and April', 'October and November'])}, so arrive early.",
    ]
    return s


def am_passage(t, n, k, d, p1, p2, h1, h2, km, phone):
    s = [
        f"በ{t[1]} የሚገኘው {n[1]} {k[1]} ከ{d[1]} በስተቀር በየቀኑ ከጠዋቱ {eth_hour(h1)} ሰዓት እስከ {'ከምሽቱ' if h2 >= 18 else 'ከሰዓት በኋላ'} {eth_hour(h2)} ሰዓት ({h1:02d}:00–{h2:02d}:00) ክፍት ነው።",
        f"የመደበኛ ጉብኝት ዋጋ ለአንድ ሰው {p1} ብር ሲሆን፣ እስከ 5 ሰው ያለው ቡድን በአንድ ላይ {p2} ብር ይከፍላል።",
        f"ቦታው ከ{t[1]} ዋና አውቶቡስ መናኸሪያ {km} ኪሎ ሜትር ያህል ይርቃል፤ በባጃጅ መሄድ ይቻላል።",
        f"ለመያዝ ከአንድ ቀን በፊት በ{phone} ይደውሉ።",
        f"ክፍያ በጥሬ ገንዘብ ይመረጣል፤ ከ{rng.choice([100, 200, 300])} ብር በላይ ለሆነ ክፍያ ቴሌብርም ይቀበላሉ።",
        f"ከ{rng.choice([6, 8, 10])} ዓመት በታች ያሉ ልጆች ከወላጆቻቸው ጋር ሲመጡ በነፃ ይገባሉ።",
        "ብዙ ጎብኚዎች የሚመጡት በበጋ ወራት ስለሆነ ቀደም ብለው ቢደርሱ ይመረጣል።",
        "አስጎብኚዎቹ አማርኛና እንግሊዝኛ ይናገራሉ፤ የአካባቢውን ታሪክም በዝርዝር ያስረዳሉ።",
    ]
    return s


def om_passage(t, n, k, d, p1, p2, h1, h2, km, phone):
    s = [
        f"{k[2].capitalize()} {n} kan magaalaa {t[2]} keessa jiru guyyaa {d[2]} malee guyyaa hunda sa'aatii {h1:02d}:00 hanga {h2:02d}:00 banaa dha.",
        f"Gatiin daawwannaa idilee nama tokkoof qarshii {p1}, gareen hanga namoota 5 walitti qarshii {p2} kaffala.",
        f"Bakki kun buufata awutobusii guddaa {t[2]} irraa kiilomeetira {km} fagaata; bajaajiin achi geessu ni jira.",
        f"Guyyaa tokko dura {phone} irratti bilbiluun beellama qabadhaa.",
        f"Maallaqa callaan kaffaluun filatama; kaffaltii qarshii {rng.choice([100, 200, 300])} ol telebirr dhaanis ni fudhatu.",
        f"Ijoolleen waggaa {rng.choice([6, 8, 10])} gadii maatii isaanii waliin yoo dhufan bilisaan seenu.",
        "Qajeelchitoonni Afaan Oromoo, Amaariffaa fi Ingiliffaa dubbatu.",
        "Ji'oota bonaa daawwattoonni baay'ee waan dhufaniif ganama dursanii dhaqaa.",
    ]
    return s


def route(lang, i):
    a, b = rng.sample(TOWNS, 2)
    dep = rng.choice([5, 6, 7]); dep2 = rng.choice([12, 13, 14])
    fare = rng.choice(range(90, 650, 10)); hrs = rng.randint(1, 6); mins = rng.choice([15, 30, 45])
    bag = rng.choice([20, 25, 30]); extra = rng.choice([30, 50, 80])
    d = rng.choice(DAYS)
    if lang == "en":
        text = (f"Buses from {a[0]} to {b[0]} leave the main bus station at {dep:02d}:00 and {dep2:02d}:00 every day. "
                f"The fare is {fare} birr and the trip takes about {hrs} hours {mins} minutes. Each passenger may carry one bag up to {bag} kg; "
                f"extra bags cost {extra} birr. Tickets are sold the day before from 07:00, and on {d[0]}s the morning bus is often full. "
                f"Minibuses also run on the route but leave only when full.")
        title = f"Bus timetable {a[0]} – {b[0]}"
    elif lang == "am":
        text = (f"ከ{a[1]} ወደ {b[1]} የሚሄዱ አውቶቡሶች በየቀኑ ከዋናው መናኸሪያ ጠዋት {eth_hour(dep)} ሰዓት ({dep:02d}:00) እና ከቀኑ {eth_hour(dep2)} ሰዓት ({dep2:02d}:00) ይነሳሉ። "
                f"ዋጋው {fare} ብር ሲሆን ጉዞው {hrs} ሰዓት ከ{mins} ደቂቃ ያህል ይወስዳል። እያንዳንዱ ተሳፋሪ እስከ {bag} ኪሎ የሚመዝን አንድ ሻንጣ መያዝ ይችላል፤ "
                f"ለተጨማሪ ሻንጣ {extra} ብር ይከፈላል። ትኬት ከአንድ ቀን በፊት ከጠዋቱ 1 ሰዓት ጀምሮ ይሸጣል፤ {d[1]} ቀን የጠዋቱ አውቶቡስ ብዙ ጊዜ ይሞላል። "
                f"ሚኒባሶችም በዚህ መስመር ይሠራሉ፣ ነገር ግን የሚነሱት ሲሞሉ ብቻ ነው።")
        title = f"የአውቶቡስ ሰዓት {a[1]} – {b[1]}"
    else:
        text = (f"Awutobusiin {a[2]} irraa gara {b[2]} deemu guyyaa guyyaan buufata guddaa irraa sa'aatii {dep:02d}:00 fi {dep2:02d}:00 ka'a. "
                f"Gatiin qarshii {fare} yoo ta'u, imalli gara sa'aatii {hrs} fi daqiiqaa {mins} fudhata. Imaltuun tokko korojoo tokko hanga kiilogiraama {bag} qabachuu danda'a; "
                f"korojoo dabalataaf qarshii {extra} kaffalama. Tikeetiin guyyaa tokko dura sa'aatii 07:00 irraa kaasee gurgurama; guyyaa {d[2]} awutobusiin ganamaa yeroo baay'ee guuta. "
                f"Minibaasonnis karaa kana irra deemu, garuu yeroo guutan qofa ka'u.")
        title = f"Sa'aatii awutobusii {a[2]} – {b[2]}"
    if len(text.split()) > 70:  # drop the last sentence to stay within 40-70 words
        text = text[:text.rstrip(".። ").rfind({"am": "።"}.get(lang, ". ")) + 1]
    return {"id": "x%04d" % i, "lang": lang, "url": f"https://example.et/kb/{lang}/bus/{a[0].lower().replace(' ', '-')}-{b[0].lower().replace(' ', '-')}-{i}",
            "product": "marefiya", "tenant": None, "title": title, "text": text}


def build(lang, i):
    if rng.random() < 0.25:
        return route(lang, i)
    t = rng.choice(TOWNS)
    n = rng.choice(NAMES)
    k = rng.choice(KINDS)
    d = rng.choice(DAYS)
    p1 = rng.choice(range(60, 900, 10))
    p2 = p1 * rng.choice([3, 4]) - rng.choice([0, 20, 50])
    h1 = rng.choice([7, 8, 9])
    h2 = rng.choice([16, 17, 18])
    km = rng.randint(2, 25)
    phone = "+251 9%02d %03d %03d" % (rng.randint(40, 99), rng.randint(100, 999), rng.randint(100, 999))
    if lang == "en":
        sents = en_passage(t, n, k, d, p1, p2, h1, h2, km, phone)
        title = f"{n[0]} {k[0]}, {t[0]}"
    elif lang == "am":
        sents = am_passage(t, n, k, d, p1, p2, h1, h2, km, phone)
        title = f"{n[1]} {k[1]} — {t[1]}"
    else:
        on = rng.choice(OM_NAMES)
        sents = om_passage(t, on, k, d, p1, p2, h1, h2, km, phone)
        title = f"{k[2].capitalize()} {on}, {t[2]}"
    first, rest = sents[0], sents[1:]
    rng.shuffle(rest)
    text = first
    for s in rest:
        cand = text + " " + s
        if len(cand.split()) > 70:
            continue
        text = cand
    # guarantee the lower bound
    for s in rest:
        if len(text.split()) >= 40:
            break
        if s not in text:
            text = text + " " + s
    slug = t[0].lower().replace(" ", "-")
    return {"id": "x%04d" % i, "lang": lang, "url": f"https://example.et/kb/{lang}/{slug}/{k[0].replace(' ', '-')}-{i}",
            "product": "marefiya", "tenant": None, "title": title, "text": text}


def main():
    out = []
    i = 1
    for lang in ["en", "am", "om"] * 410:
        out.append(build(lang, i))
        i += 1
    json.dump(out, open("/work/blind5/distractors.json", "w"), ensure_ascii=False, indent=1)
    from collections import Counter
    wc = [len(x["text"].split()) for x in out]
    print(len(out), Counter(x["lang"] for x in out), "words min/max", min(wc), max(wc))


if __name__ == "__main__":
    main()
