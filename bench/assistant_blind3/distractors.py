#!/usr/bin/env python3
# ruff: noqa  (the blind set's own generator, copied unchanged but for this line)
"""Write distractors.json: >=1,000 short, plausible but irrelevant passages (en/am/om).

Standard library only, fixed seed. Topics are deliberately disjoint from the
subjects of documents.json / questions.json: only cities without any knowledge
document (Dire Dawa, Harar, Dessie, ...), hotels with other names, restaurants,
markets, laundries, meeting halls, museums and generic travel tips.
No airport transfers, spas, boats, balloons, visas, SIM cards, currency
exchange, festivals, pools, pets or light rail, and none of the named hotels,
parks or towns of the knowledge documents (checked by FORBIDDEN below).
"""
import json, os, random, re

SEED = 20261125
N_PER_LANG = 400
rng = random.Random(SEED)

CITIES = {
    "en": ["Dire Dawa", "Harar", "Dessie", "Debre Markos", "Arba Minch", "Nekemte", "Ambo", "Shashemene",
           "Gambela", "Asosa", "Hosaena", "Wolaita Sodo", "Debre Birhan", "Kombolcha", "Woldia", "Jijiga"],
    "am": ["ድሬዳዋ", "ሐረር", "ደሴ", "ደብረ ማርቆስ", "አርባ ምንጭ", "ነቀምቴ", "አምቦ", "ሻሸመኔ",
           "ጋምቤላ", "አሶሳ", "ሆሳዕና", "ወላይታ ሶዶ", "ደብረ ብርሃን", "ኮምቦልቻ", "ወልዲያ", "ጅግጅጋ"],
    "om": ["Dirree Dawaa", "Harar", "Dasee", "Dabra Markos", "Arbaa Minci", "Naqamte", "Amboo", "Shaashamannee",
           "Gambeellaa", "Asoosaa", "Hosaa'inaa", "Sooddoo", "Dabra Birhaan", "Kombolchaa", "Woldiyaa", "Jigjigaa"],
}
HOTELS = {
    "en": ["Green Acacia Hotel", "Sunrise Guest House", "Highland Inn", "Riverside Pension", "Golden Warka Hotel",
           "Savanna View Hotel", "Coffee Leaf Guest House", "Red Hill Inn", "Sycamore Hotel", "Blue Mango Pension"],
    "am": ["ግሪን አካሺያ ሆቴል", "ሰንራይዝ የእንግዳ ቤት", "ሀይላንድ ሆቴል", "ሪቨርሳይድ ፔንሲዮን", "ጎልደን ዋርካ ሆቴል",
           "ሳቫና ቪው ሆቴል", "ቡና ቅጠል የእንግዳ ቤት", "ቀይ ኮረብታ ሆቴል", "ሾላ ሆቴል", "ሰማያዊ ማንጎ ፔንሲዮን"],
    "om": ["Hoteela Odaa", "Hoteela Gaaddisaa", "Mana Keessummaa Bilillee", "Hoteela Ardaa", "Hoteela Birraa",
           "Hoteela Hamarsoo", "Mana Keessummaa Daraaraa", "Hoteela Qilxuu", "Hoteela Lalistuu", "Mana Keessummaa Caffee"],
}
RESTAURANTS = {
    "en": ["Mama Tsehay Kitchen", "Green Corner", "Old Station Cafe", "Family Taste", "Habesha Plate", "Lemon Tree",
           "Blue Door Grill", "Mesob House", "Sunset Terrace", "Tej Corner"],
    "am": ["እማማ ፀሐይ", "ግሪን ኮርነር", "አሮጌው ጣቢያ ካፌ", "የቤተሰብ ጣዕም", "ሀበሻ ሳህን", "ሎሚ ዛፍ",
           "ሰማያዊ በር ግሪል", "መሶብ ቤት", "ጀምበር እርከን", "ጠጅ ኮርነር"],
    "om": ["Haadha Caalaa", "Kofa Magariisaa", "Kaafee Buufata Durii", "Dhandhama Maatii", "Saanii Habashaa", "Muka Loomii",
           "Balbala Cuquliisaa", "Mana Masoobii", "Dallaa Dhiyaa", "Kofa Daadhii"],
}
DISHES = {
    "en": ["shiro", "tibs", "firfir", "dulet", "chechebsa", "genfo", "ful", "fatira", "fish goulash", "pasta with tomato sauce"],
    "am": ["ሽሮ", "ጥብስ", "ፍርፍር", "ዱለት", "ጨጨብሳ", "ገንፎ", "ፉል", "ፈጢራ", "ቋንጣ ፍርፍር", "ፓስታ በቲማቲም"],
    "om": ["shiroo", "tibsii", "firfiraa", "caccabsaa", "marqaa", "fuulii", "anchootee", "qoocco", "chuumboo", "paastaa"],
}
DAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "am": ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሑድ"],
    "om": ["Wiixata", "Kibxata", "Roobii", "Kamiisa", "Jimaata", "Sanbata", "Dilbata"],
}
GOODS = {
    "en": ["teff", "coffee beans", "honey", "onions", "mangoes", "bananas", "chickpeas", "spices", "butter", "sorghum"],
    "am": ["ጤፍ", "ቡና", "ማር", "ሽንኩርት", "ማንጎ", "ሙዝ", "ሽምብራ", "ቅመማ ቅመም", "ቅቤ", "ማሽላ"],
    "om": ["xaafii", "buna", "damma", "qullubbii", "maangoo", "muuzii", "shumburaa", "qimama", "dhadhaa", "mishingaa"],
}
ITEMS = {
    "en": ["old farming tools", "traditional clothes", "handwritten books", "coffee ceremony sets", "musical instruments",
           "photographs of the old town", "clay pots and baskets"],
    "am": ["የድሮ የእርሻ መሳሪያዎችን", "የባህል አልባሳትን", "በእጅ የተጻፉ መጻሕፍትን", "የቡና ማፍያ ዕቃዎችን",
           "የባህል የሙዚቃ መሳሪያዎችን", "የድሮውን ከተማ ፎቶግራፎች", "የሸክላ ዕቃዎችን እና መሶቦችን"],
    "om": ["meeshaalee qonnaa durii", "uffata aadaa", "kitaabota harkaan barreeffaman", "meeshaa buna danfisuu",
           "meeshaalee muuziqaa aadaa", "suuraawwan magaalaa durii", "okkotee suphee fi gundoo"],
}
LAUNDRY = {"en": ["Clean Line", "Fresh Shirt", "Star", "Quick Wash", "Bright"],
           "am": ["ንጹህ መስመር", "ትኩስ ሸሚዝ", "ኮከብ", "ፈጣን እጥበት", "ብሩህ"],
           "om": ["Qulqulluu", "Kaamisa Haaraa", "Urjii", "Miiccaa Ariifataa", "Ifaa"]}
TIPS = {
    "en": ["Drink bottled or filtered water and carry a refillable bottle.",
           "The sun is strong at high altitude, so wear a hat even on cloudy days.",
           "Evenings in the highlands can be cold; pack a warm layer.",
           "Ask before photographing people, especially at markets.",
           "Carry small notes for small purchases such as fruit and coffee.",
           "The rainy season runs roughly from June to September, and some rural roads become difficult.",
           "Dress modestly when visiting religious sites.",
           "Power cuts can happen, so keep a torch or phone light handy.",
           "Coffee is often served with popcorn or roasted barley.",
           "In smaller towns many shops close for a long lunch break.",
           "Greet older people first and use both hands when giving or receiving something.",
           "Long-distance buses usually leave very early in the morning.",
           "A European two-pin plug adapter is useful for charging phones."],
    "am": ["የታሸገ ወይም የተጣራ ውሃ ይጠጡ፤ የሚሞላ የውሃ ጠርሙስ ይያዙ።",
           "በከፍታ ቦታዎች ፀሐይ ኃይለኛ ስለሆነች ደመናማ ቀን ቢሆንም ኮፍያ ያድርጉ።",
           "በደጋማ አካባቢዎች ምሽት ይቀዘቅዛል፤ ሞቅ ያለ ልብስ ይያዙ።",
           "ሰዎችን ፎቶ ከማንሳትዎ በፊት ፈቃድ ይጠይቁ፤ በተለይ በገበያ ቦታዎች።",
           "ለትንንሽ ግዢዎች እንደ ፍራፍሬ እና ቡና ዝርዝር ገንዘብ ይያዙ።",
           "የክረምት ወቅት በአብዛኛው ከሰኔ እስከ መስከረም ነው፤ አንዳንድ የገጠር መንገዶች አስቸጋሪ ይሆናሉ።",
           "የሃይማኖት ቦታዎችን ሲጎበኙ ጨዋ አለባበስ ይልበሱ።",
           "የመብራት መቋረጥ ሊያጋጥም ስለሚችል የእጅ ባትሪ ይያዙ።",
           "ቡና ብዙ ጊዜ ከፈንዲሻ ወይም ከቆሎ ጋር ይቀርባል።",
           "በትንንሽ ከተሞች ብዙ ሱቆች ለምሳ ረጅም እረፍት ይዘጋሉ።",
           "ታላላቆችን ቀድመው ሰላም ይበሉ፤ ዕቃ ሲሰጡ ወይም ሲቀበሉ ሁለት እጅ ይጠቀሙ።",
           "የረጅም ርቀት አውቶቡሶች ብዙ ጊዜ በማለዳ ይነሳሉ።",
           "ስልክ ለመሙላት ባለ ሁለት ዘንግ የአውሮፓ ሶኬት መቀየሪያ ጠቃሚ ነው።"],
    "om": ["Bishaan qaruuraa ykn kan qulqullaa'e dhugaa; qaruuraa deebifamee guutamu qabadhaa.",
           "Iddoo ol ka'aa irratti aduun cimtuu waan taateef guyyaa duumessaa illee barneeta kaa'adhaa.",
           "Galgala naannoo baddaa ni qabbanaa'a; uffata ho'aa qabadhaa.",
           "Suuraa namootaa kaasuun dura hayyama gaafadhaa, keessumaa gabaa keessatti.",
           "Bittaa xixiqqaa akka muduraa fi bunaatiif maallaqa xixiqqaa qabadhaa.",
           "Yeroon roobaa yeroo baay'ee Waxabajjii hanga Fulbaanaatti; karaan baadiyyaa tokko tokko ni rakkisa.",
           "Bakka amantaa yeroo daawwattan uffata safuu qabu uffadhaa.",
           "Ibsaan yeroo tokko tokko ni dhaama; ibsaa harkaa qabadhaa.",
           "Bunni yeroo baay'ee qollaa waliin dhiyaata.",
           "Magaalota xixiqqoo keessatti suuqiiwwan baay'een yeroo laaqanaa yeroo dheeraaf ni cufamu.",
           "Maanguddoota dursaa nagaa gaafadhaa; waan kennitanii fi fudhattan harka lamaan qabadhaa.",
           "Awtobusiin imala dheeraa yeroo baay'ee ganama barii ka'a.",
           "Bilbila chaarjii gochuuf jijjiirtuun plagii Awurooppaa qeensa lamaa ni gargaara."],
}

def eth(h):
    """Western 24-hour clock -> Ethiopian 12-hour clock (6:00 -> 12, 7:00 -> 1)."""
    return (h - 7) % 12 + 1

def p(lo, hi, step=10):
    return rng.randrange(lo, hi + 1, step)

def restaurant(L):
    c, n = rng.choice(CITIES[L]), rng.choice(RESTAURANTS[L])
    d1, d2 = rng.sample(DISHES[L], 2)
    off, busy = rng.sample(DAYS[L], 2)
    h1, h2, pr, pr2 = rng.randint(6, 9), rng.randint(20, 23), p(120, 420), p(40, 120, 5)
    if L == "en":
        return (f"{n} in {c} is popular for {d1} and {d2}. It is open every day except {off}, from {h1}:00 to {h2}:00. "
                f"A plate of {d1} costs {pr} birr and a glass of fresh juice {pr2} birr. On {busy} evenings local musicians "
                f"play, so it is worth booking a table. There is parking behind the building and the staff speak some English.")
    if L == "am":
        return (f"{n} ምግብ ቤት በ{c} ከተማ ይገኛል። {d1} እና {d2} በጣም ተወዳጅ ናቸው። ምግብ ቤቱ ከ{off} በስተቀር በየቀኑ "
                f"ከጠዋቱ {eth(h1)} ሰዓት እስከ ምሽቱ {eth(h2)} ሰዓት ክፍት ነው። አንድ ሳህን {d1} {pr} ብር ሲሆን ትኩስ ጭማቂ ደግሞ {pr2} ብር ነው። "
                f"{busy} ምሽት የባህል ሙዚቃ ስለሚኖር ቀድመው ቦታ ያስይዙ። ከሕንፃው ጀርባ የመኪና ማቆሚያ አለ።")
    return (f"Manni nyaataa {n} magaalaa {c} keessatti argama. {d1} fi {d2} nyaata jaallatamoo dha. Manni nyaataa kun "
            f"{off} malee guyyaa hunda sa'aatii {h1}:00 hanga {h2}:00tti banaa dha. {d1} saanii tokko birrii {pr}, cuunfaan "
            f"muduraa immoo birrii {pr2}. Galgala {busy} muuziqaan aadaa waan jiruuf dursaa iddoo qabadhaa. Iddoon konkolaataa "
            f"dhaabuu gamoo duubaan ni jira.")

def hotel_rules(L):
    c, h = rng.choice(CITIES[L]), rng.choice(HOTELS[L])
    b1 = rng.choice(["6:00", "6:30", "7:00", "7:30"]); b2 = rng.choice(["9:00", "9:30", "10:00"])
    co, pr, q = rng.choice([10, 11, 12]), p(30, 90, 5), rng.choice([21, 22, 23])
    if L == "en":
        return (f"{h}, {c}: breakfast is served from {b1} to {b2}. Rooms must be vacated by {co}:00 on the day of departure. "
                f"Laundry costs {pr} birr per shirt. Reception is open 24 hours and luggage can be stored free of charge. "
                f"Guests are asked to keep noise down after {q}:00 and to leave room keys at reception when going out.")
    if L == "am":
        return (f"{h} ({c})፦ ቁርስ ከ{b1} እስከ {b2} ይቀርባል። በሚለቁበት ቀን ክፍሉን እስከ {co}:00 ድረስ መልቀቅ ያስፈልጋል። "
                f"ልብስ ማጠብ ለአንድ ሸሚዝ {pr} ብር ያስከፍላል። እንግዳ መቀበያው 24 ሰዓት ክፍት ሲሆን ሻንጣ በነፃ ማስቀመጥ ይቻላል። "
                f"ከ{q}:00 በኋላ ጸጥታ እንዲጠበቅ እና ሲወጡ ቁልፍ በእንግዳ መቀበያ እንዲተዉ ይጠየቃል።")
    return (f"{h} ({c}): cireen sa'aatii {b1} hanga {b2}tti dhiyaata. Guyyaa deemtanitti kutaa sa'aatii {co}:00 dura "
            f"gadhiisuu qabdu. Uffata miiccuun kaamisaa tokkoof birrii {pr}. Simannaan sa'aatii 24 banaa dha; shaanxaan bilisaan "
            f"kaa'amuu danda'a. Sa'aatii {q}:00 booda callisni akka eegamuu fi yeroo baatan furtuun simannaatti akka hafu gaafatama.")

def meeting_hall(L):
    c, h = rng.choice(CITIES[L]), rng.choice(HOTELS[L])
    n, pr, pr2, d = rng.choice([40, 60, 80, 120, 150, 200]), p(3000, 12000, 500), p(250, 600, 50), rng.choice([3, 5, 7, 10])
    if L == "en":
        return (f"{h} in {c} rents its meeting hall for up to {n} people at {pr} birr per day. The price includes a projector, "
                f"a sound system and two tea breaks with coffee and biscuits. Lunch can be added for {pr2} birr per person. "
                f"Please book {d} days ahead; a 30% deposit confirms the booking.")
    if L == "am":
        return (f"{h} በ{c} እስከ {n} ሰዎች የሚይዝ የስብሰባ አዳራሽ በቀን በ{pr} ብር ያከራያል። ዋጋው ፕሮጀክተር፣ የድምፅ ማጉያ እና "
                f"ሁለት የሻይ ቡና እረፍቶችን ያካትታል። ምሳ ለአንድ ሰው በ{pr2} ብር መጨመር ይቻላል። ከ{d} ቀን በፊት ማስያዝ እና 30% "
                f"ቅድሚያ ክፍያ መክፈል ያስፈልጋል።")
    return (f"{h} magaalaa {c} keessatti galma walgahii hanga nama {n} qabatu guyyaatti birrii {pr}n kireessa. Gatiin kun "
            f"piroojektara, sagaleessaa fi boqonnaa shaayii fi bunaa lama of keessaa qaba. Laaqanni nama tokkoof birrii {pr2}n "
            f"dabalamuu danda'a. Guyyaa {d} dura qabachuu fi kaffaltii duraa %30 kaffaluun barbaachisa.")

def market(L):
    c, day = rng.choice(CITIES[L]), rng.choice(DAYS[L])
    g1, g2, g3 = rng.sample(GOODS[L], 3)
    h = rng.choice([6, 7, 8])
    if L == "en":
        return (f"The {day} market in {c} is the busiest in the area. Farmers bring {g1}, {g2} and {g3} from nearby villages, "
                f"and traders sell cloth and household goods. The market starts around {h}:00 and is quieter after lunch. "
                f"Bargaining is normal, and prices are usually lower for those who buy in larger amounts.")
    if L == "am":
        return (f"በ{c} የ{day} ገበያ በአካባቢው በጣም የሚጨናነቀው ገበያ ነው። አርሶ አደሮች {g1}፣ {g2} እና {g3} ከአቅራቢያ ገጠሮች ያመጣሉ፤ "
                f"ነጋዴዎችም ጨርቅ እና የቤት ዕቃዎች ይሸጣሉ። ገበያው ከጠዋቱ {eth(h)} ሰዓት ገደማ ይጀምራል፤ ከምሳ በኋላ ይቀዘቅዛል። "
                f"መደራደር የተለመደ ነው፤ በብዛት የሚገዙ ሰዎች ብዙ ጊዜ ቅናሽ ያገኛሉ።")
    return (f"Gabaan {day} magaalaa {c} gabaa naannichaa keessaa kan namni itti baay'atu dha. Qonnaan bultoonni {g1}, {g2} "
            f"fi {g3} baadiyyaa dhiyoo irraa fidu; daldaltoonni immoo huccuu fi meeshaa manaa gurguru. Gabaan ganama sa'aatii "
            f"{h}:00 naannoo eegala, laaqana booda ni qabbanaa'a. Gatii irratti waliif galuun baratamaa dha; warri baay'inaan bitan "
            f"gatii gadi aanaa argatu.")

def laundry(L):
    c, n = rng.choice(CITIES[L]), rng.choice(LAUNDRY[L])
    d, a, b, cc = rng.choice([1, 2, 3]), p(30, 80, 5), p(40, 100, 5), p(150, 400, 10)
    h1, h2 = rng.choice([7, 8]), rng.choice([18, 19, 20])
    if L == "en":
        return (f"{n} Laundry in {c} washes and irons clothes within {d} day(s). A shirt costs {a} birr, trousers {b} birr "
                f"and a traditional dress {cc} birr. Same-day service costs double. The shop is open Monday to Saturday from "
                f"{h1}:00 to {h2}:00 and can collect bags from nearby guest houses.")
    if L == "am":
        return (f"{n} የልብስ ማጠቢያ በ{c} ልብሶችን በ{d} ቀን ውስጥ አጥቦ ይተኩሳል። ሸሚዝ {a} ብር፣ ሱሪ {b} ብር፣ የሀበሻ ቀሚስ ደግሞ "
                f"{cc} ብር ነው። በዚያው ቀን የሚደርስ አገልግሎት እጥፍ ዋጋ ያስከፍላል። ሱቁ ከሰኞ እስከ ቅዳሜ ክፍት ሲሆን በአቅራቢያ ካሉ "
                f"የእንግዳ ቤቶች ልብስ ተቀብሎ ያደርሳል።")
    return (f"Manni miiccaa uffataa {n} kan magaalaa {c} uffata guyyaa {d} keessatti miicee aayirana. Kaamisni birrii {a}, "
            f"surreen birrii {b}, uffanni aadaa immoo birrii {cc}. Tajaajilli guyyuma sana xumuramu gatii dachaa kaffalchiisa. "
            f"Suuqiin kun Wiixata hanga Sanbataatti sa'aatii {h1}:00 hanga {h2}:00tti banaa dha.")

def museum(L):
    c = rng.choice(CITIES[L])
    i1, i2 = rng.sample(ITEMS[L], 2)
    a, b = p(30, 150, 10), p(10, 50, 5)
    if L == "en":
        return (f"The {c} city museum shows {i1} and {i2} from the surrounding region. Adults pay {a} birr and students {b} "
                f"birr. It is open from Tuesday to Sunday and closed on public holidays. Photography without flash is allowed, "
                f"and a short guided visit is included on request.")
    if L == "am":
        return (f"የ{c} ከተማ ሙዚየም ከአካባቢው የተሰበሰቡ {i1} እና {i2} ያሳያል። አዋቂዎች {a} ብር፣ ተማሪዎች ደግሞ {b} ብር ይከፍላሉ። "
                f"ሙዚየሙ ከማክሰኞ እስከ እሑድ ክፍት ሲሆን በሕዝብ በዓላት ዝግ ነው። ያለ ፍላሽ ፎቶ ማንሳት ይፈቀዳል፤ ሲጠየቅም አጭር ገለጻ ይሰጣል።")
    return (f"Muuziyeemiin magaalaa {c} {i1} fi {i2} naannoo sana irraa walitti qabaman agarsiisa. Namoonni gurguddoon "
            f"birrii {a}, barattoonni immoo birrii {b} kaffalu. Kibxata hanga Dilbataatti banaa dha; guyyoota ayyaana uummataa "
            f"ni cufama. Fiilaashii malee suuraa kaasuun ni hayyamama; yoo gaafatame ibsi gabaabaan ni kennama.")

def tips(L):
    c = rng.choice(CITIES[L])
    body = " ".join(rng.sample(TIPS[L], rng.randint(4, 7)))
    head = {"en": f"Travel tips for a road trip to {c}:", "am": f"ወደ {c} በመኪና ለሚጓዙ ምክሮች፦",
            "om": f"Gorsa imala konkolaataan gara {c} deemuuf:"}[L]
    return head + " " + body

TEMPLATES = [restaurant, hotel_rules, meeting_hall, market, laundry, museum, tips]

FORBIDDEN_LATIN = r"\b(marefiya|marefiyaa|bole|boolee|bolee|piassa|tana|taanaa|adama|adaamaa|bishoftu|bishooftuu|lalibela|" \
    r"lalibalaa|axum|entoto|entoottoo|gondar|hawassa|hawaasaa|jimma|jimmaa|mekelle|spa|spaa|massage|shuttle|shaatilii|" \
    r"airport|xayyaaraa|visa|viizaa|sim|safaricom|telecom|exchange|balloon|boat|doonii|timkat|meskel|genna|irreecha|" \
    r"irreechaa|ashenda|rail|sheba|monastery|pool|dog|pets?|saree|gym|check-out|sauna)\b"
FORBIDDEN_ETH = ["ማረፊያ", "ቦሌ", "ፒያሳ", "ጣና", "አዳማ", "ቢሾፍቱ", "ላሊበላ", "አክሱም", "ኣኽሱም", "እንጦጦ", "ጎንደር", "ሀዋሳ",
                 "ጅማ", "መቐለ", "መቀሌ", "ስፓ", "ማሳጅ", "ሹትል", "ኤርፖርት", "አውሮፕላን", "ቪዛ", "ሲም", "ምንዛሪ", "ጀልባ",
                 "ጥምቀት", "መስቀል", "ኢሬቻ", "ኣሸንዳ", "ባቡር", "ገንዳ", "ውሻ", "ፊኛ"]

def ok(text):
    n = len(text.split())
    if not 40 <= n <= 120:
        return False
    if re.search(FORBIDDEN_LATIN, text, re.I):
        return False
    return not any(w in text for w in FORBIDDEN_ETH)

def main():
    out, seen = [], set()
    for L in ["en", "am", "om"]:
        k, tries = 0, 0
        while k < N_PER_LANG:
            tries += 1
            assert tries < 100000, "cannot generate enough passages"
            t = rng.choice(TEMPLATES)
            text = t(L)
            if text in seen or not ok(text):
                continue
            seen.add(text)
            k += 1
            out.append({"id": "x%04d" % (len(out) + 1), "lang": L, "url": "https://example.org/misc/%s/%s-%d" % (L, t.__name__, k),
                        "product": "marefiya", "tenant": None, "title": t.__name__.replace("_", " "), "text": text})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "distractors.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print("wrote", len(out), "passages to", path)

if __name__ == "__main__":
    main()
