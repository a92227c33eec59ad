#!/usr/bin/env python3
"""Writes distractors.json: 1,230 template passages (410 en, 410 am, 410 om).

They describe invented lodges in towns that no document uses, with activities,
prices, times and phone numbers like those of the real documents. A passage is
drawn again when it would contain an expected answer string of an answerable
question, an unanswerable term, or a document town, or when its length falls
outside 40-55 words. Seeded with random.Random(20270221).
Run after src/docs_src.py and src/questions_src.py.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
from places import DOC_TOWNS  # noqa: E402

R = random.Random(20270221)
N_PER_LANG = 410

QUESTIONS = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
CHECKS = json.load(open(os.path.join(HERE, "unanswerable_checks.json"), encoding="utf-8"))
FORBIDDEN = set()
for qq in QUESTIONS:
    if qq["answerable"]:
        for g in qq["expected"]:
            for s in g:
                FORBIDDEN.add(s.lower())
for terms in CHECKS.values():
    for t in terms:
        if not re.match(r"^d\d\d:", t):
            FORBIDDEN.add(t.lower())
FORBIDDEN.update(t.lower() for t in DOC_TOWNS)
for qq in QUESTIONS:
    note = qq["note"]
    if "no-hotel city:" in note:
        for name in note.split("no-hotel city:")[1].split(";")[0].split("/"):
            FORBIDDEN.add(name.strip().lower())

TOWNS = {
    "en": ["Debre Birhan", "Dessie", "Kombolcha", "Woldia", "Jimma", "Nekemte", "Debre Markos",
           "Shashemene", "Wolaita Sodo", "Hosaena", "Asosa", "Gambela", "Jijiga", "Ziway", "Butajira",
           "Weliso", "Yirgalem", "Bonga", "Mizan Teferi", "Debre Tabor", "Adigrat", "Asella", "Metu", "Gimbi"],
    "am": ["ደብረ ብርሃን", "ደሴ", "ኮምቦልቻ", "ወልድያ", "ጅማ", "ነቀምት", "ደብረ ማርቆስ", "ሻሸመኔ", "ወላይታ ሶዶ",
           "ሆሳዕና", "አሶሳ", "ጋምቤላ", "ጅጅጋ", "ዝዋይ", "ቡታጅራ", "ወሊሶ", "ይርጋለም", "ቦንጋ", "ሚዛን ተፈሪ",
           "ደብረ ታቦር", "አዲግራት", "አሰላ", "መቱ", "ጊምቢ"],
    "om": ["Jimmaa", "Naqamte", "Shaashamannee", "Baatuu", "Walisoo", "Asallaa", "Mattuu", "Gimbii",
           "Dambi Doolloo", "Hoolotaa", "Shaambuu", "Dasee", "Kombolchaa", "Hosaanaa", "Asoosaa",
           "Gambeellaa", "Jigjigaa", "Butaajiraa", "Yirgaalem", "Dabra Birhaan", "Dabra Marqos",
           "Boongaa", "Bulee Horaa", "Fincaa'aa"],
}

NAMES = {
    "en": ["Wanza", "Koso Ridge", "Girar", "Tsehay", "Birhan", "Shola", "Dembel", "Kulkual", "Weyra",
           "Zigba", "Hagere", "Abay Bend", "Gerbi", "Tikur Wuha", "Wof Alla", "Embilta", "Meles Ber",
           "Sholla Meda", "Gedel", "Korebta"],
    "am": ["ዋንዛ", "ኮሶ ሪጅ", "ግራር", "ፀሐይ", "ብርሃን", "ሾላ", "ደምበል", "ቁልቋል", "ወይራ", "ዝግባ", "ሀገሬ",
           "ገርቢ", "ጥቁር ውሃ", "እምቢልታ", "ኮረብታ", "መስከረም", "አደይ", "ጽጌ"],
    "om": ["Odaa", "Birbirsa", "Qilxuu", "Gaara", "Burqaa", "Dhaddacha", "Harbuu", "Waddeessa", "Hambaa",
           "Sanyii", "Lafa Magariisaa", "Ilaalcha", "Qabsoo", "Ballaa", "Hora Dimtuu", "Laga Daalachaa",
           "Eebba", "Abdii"],
}
KIND = {
    "en": ["Lodge", "Guest House", "Eco Lodge", "Retreat", "Camp", "Lodge & Suites"],
    "am": ["ሎጅ", "እንግዳ ማረፊያ", "ኢኮ ሎጅ", "ሪትሪት", "ካምፕ"],
    "om": ["Lodge", "Mana Keessummaa", "Eco Lodge", "Kaampii", "Retreat"],
}


def price(lo, hi):
    """An amount ending in 5 (real documents use round amounts)."""
    v = R.randint(lo // 10, hi // 10) * 10 + 5
    return "{:,}".format(v)


def fmt_clock(lang, h, m):
    eh = (h - 6) % 12 or 12
    if lang == "en":
        ap = "am" if h < 12 else "pm"
        return R.choice(["%02d:%02d" % (h, m), "%d:%02d %s" % (h % 12 or 12, m, ap),
                         "%02d:%02d (local %d:%02d)" % (h, m, eh, m)])
    if lang == "am":
        return "%d:%02d ሰዓት (%02d:%02d)" % (eh, m, h, m)
    return "sa'a %d:%02d (%02d:%02d)" % (eh, m, h, m)


def clock_pair(lang):
    h1 = R.randint(6, 15)
    h2 = R.randint(h1 + 2, 21)
    mins = [10, 15, 20, 40, 45, 50]
    return fmt_clock(lang, h1, R.choice(mins)), fmt_clock(lang, h2, R.choice(mins))


def phone():
    return "+251 %d %03d %04d" % (R.choice([22, 25, 33, 46, 47, 57, 11, 91]), R.randint(100, 999), R.randint(0, 9999))


def slots(lang):
    t1, t2 = clock_pair(lang)
    hi = R.randint(30, 480) * 10
    return dict(
        lodge="%s %s" % (R.choice(NAMES[lang]), R.choice(KIND[lang])),
        town=R.choice(TOWNS[lang]),
        t1=t1, t2=t2,
        p1=price(hi, hi), p2=price(hi // 3, hi * 2 // 3), p3=price(40, 900),
        s1=price(20, 90), s2=price(30, 140),
        big1=price(5000, 19000), big2=price(9000, 39000),
        pct=R.choice([10, 20, 25, 30, 40]),
        n=R.choice([5, 7, 9, 12, 14, 20, 30, 40]),
        k=R.choice([2, 4, 5]),
        m1=R.choice([40, 50, 75]), m2=R.choice([100, 120]),
        phone=phone(),
        walk=R.choice({"en": ["walking tour of the old market", "birdwatching walk", "hike to the waterfall",
                              "village coffee walk", "forest walk to the viewpoint"],
                       "am": ["የገበያ ጉብኝት", "የደን የእግር ጉዞ", "ወደ ፏፏቴው የእግር ጉዞ",
                              "የመንደር ቡና ጉብኝት"],
                       "om": ["daawwannaa gabaa durii", "imala bosonaa", "imala gara fincaa'ee",
                              "daawwannaa ganda bunaa"]}[lang]),
    )


TEMPLATES = {
    "en": [
        "{lodge} in {town} runs a guided {walk} that leaves at {t1} and is back by {t2}. Adults pay {p1} birr and children up to 12 pay {p2} birr. Bring good shoes and water. Groups of eight or more call {phone}.",
        "The laundry at {lodge}, {town}, washes a shirt for {s1} birr and trousers for {s2} birr. Clothes handed in before {t1} return the same evening; express costs {pct}% more. Self-service machines cost {p3} birr per load. Call {phone}.",
        "Visitors may swim at {lodge} in {town} for {p2} birr on working days and {p1} birr at weekends. The pool opens at {t1} and shuts at {t2}. Children pay {p3} birr and stay with an adult. Details: {phone}.",
        "{lodge} ({town}) offers airport transfers: {p2} birr by car for up to three people and {p1} birr by van for bigger groups. Rides after {t1} cost {p3} birr extra. Send your flight number a day ahead to {phone}.",
        "At {lodge} in {town}, a {m1}-minute massage costs {p2} birr and a {m2}-minute session {p1} birr. The wellness room opens at {t1}; the last booking is at {t2}. Residents get {pct}% off. Book on {phone}.",
        "The meeting room at {lodge}, {town}, seats {n} guests and costs {big1} birr per half day or {big2} birr per full day. Coffee breaks are {p3} birr per person. The business corner is open {t1} to {t2}. Call {phone}.",
        "{lodge} in {town} accepts small pets for {p1} birr per night; larger animals are refused. A refundable deposit of {p2} birr is taken on arrival. Dog walking starts at {t1} and costs {p3} birr. Information: {phone}.",
        "During the local feast, {lodge} in {town} adds {p1} birr per room per night and asks for at least {k} nights. A free minibus leaves for the celebration at {t1} and comes back at {t2}. Costumes rent for {p2} birr. Call {phone}.",
        "Breakfast at {lodge}, {town}, runs from {t1} to {t2} on working days. Visitors who are not staying pay {p1} birr. The dish of the day costs {p2} birr and the fasting plate {p3} birr. Reservations: {phone}.",
        "{lodge} in {town} runs a lake outing at {t1}. A shared seat is {p1} birr for adults and {p2} birr for children; a private boat for up to {n} people costs {big1} birr. Life jackets are supplied. Book on {phone}.",
        "Bags stay free at the desk of {lodge} in {town} on the day you leave; after that each bag costs {p3} birr a day. Keeping your room until {t1} costs {p2} birr. The store room opens at {t2}. Enquiries: {phone}.",
        "The children's corner at {lodge}, {town}, is open from {t1} to {t2} for kids aged five to ten. A morning session costs {p2} birr and a whole day {p1} birr. Evening babysitting is {p3} birr per hour. Call {phone}.",
    ],
    "am": [
        "{lodge} በ{town} ከተማ የሚገኝ ሲሆን ለጎብኚዎች {walk} ያዘጋጃል። ጉዞው {t1} ላይ ተነስቶ {t2} ላይ ይመለሳል። አዋቂዎች {p1} ብር፣ ልጆች ደግሞ {p2} ብር ይከፍላሉ። ምቹ ጫማና ውሃ ይዘው ይምጡ። ከስምንት ሰዎች በላይ የሆኑ ቡድኖች ከሁለት ቀን በፊት በ{phone} ደውለው ማስያዝ አለባቸው።",
        "{lodge} ({town}) ለእንግዶቹ የልብስ እጥበት አገልግሎት ይሰጣል። አንድ ሸሚዝ {s1} ብር፣ አንድ ሱሪ ደግሞ {s2} ብር ያስከፍላል። {t1} በፊት የተሰጡ ልብሶች በዚያው ምሽት ይመለሳሉ፤ ለፈጣን አገልግሎት {pct}% ተጨማሪ ይከፈላል። የራስ አገልግሎት ማሽን በአንድ ዙር {p3} ብር ነው። ለበለጠ መረጃ በ{phone} ይደውሉ።",
        "በ{town} የሚገኘው {lodge} የመዋኛ ገንዳውን ለውጭ ሰዎችም ይከፍታል። በሳምንቱ የሥራ ቀናት {p2} ብር፣ በሳምንቱ መጨረሻ ደግሞ {p1} ብር ይከፈላል። ልጆች {p3} ብር ይከፍላሉ፤ ሁልጊዜም ከአዋቂ ጋር መሆን አለባቸው። ገንዳው {t1} ላይ ተከፍቶ {t2} ላይ ይዘጋል። ስልክ፦ {phone}።",
        "{lodge} በ{town} ለእንግዶቹ የአውሮፕላን ማረፊያ መጓጓዣ ያቀርባል። እስከ ሦስት ሰዎች ለሚይዝ መኪና {p2} ብር፣ ለትልቅ ቫን ደግሞ {p1} ብር ይከፈላል። {t1} በኋላ ለሚደረግ ጉዞ {p3} ብር ተጨማሪ ይጠየቃል። የበረራ ቁጥርዎን ቢያንስ ከአንድ ቀን በፊት በ{phone} ይላኩ።",
        "በ{town} የሚገኘው {lodge} የማሳጅ አገልግሎት አለው። የ{m1} ደቂቃ ማሳጅ {p2} ብር፣ የ{m2} ደቂቃ ማሳጅ ደግሞ {p1} ብር ነው። የጤና ክፍሉ {t1} ላይ ይከፈታል፤ የመጨረሻው ቀጠሮ {t2} ላይ ነው። በሆቴሉ ያረፉ እንግዶች {pct}% ቅናሽ ያገኛሉ። ለቀጠሮ በ{phone} ይደውሉ።",
        "{lodge} ({town}) እስከ {n} ሰዎች የሚይዝ የስብሰባ ክፍል አለው። የግማሽ ቀን ኪራይ {big1} ብር፣ የሙሉ ቀን ኪራይ ደግሞ {big2} ብር ነው። የሻይ ቡና እረፍት ለአንድ ሰው {p3} ብር ያስከፍላል። የቢዝነስ ማዕከሉ {t1} ላይ ተከፍቶ {t2} ላይ ይዘጋል። ለማስያዝ በ{phone} ይደውሉ።",
        "{lodge} በ{town} ትናንሽ የቤት እንስሳትን በአዳር {p1} ብር ይቀበላል፤ ትልልቅ እንስሳት ግን አይፈቀዱም። ሲገቡ {p2} ብር ተመላሽ ማስያዣ ይከፈላል። እንስሳት ወደ ምግብ ቤት መግባት አይችሉም። የውሻ ማንሸራሸር አገልግሎት {t1} ላይ ሲሆን ዋጋው {p3} ብር ነው። መረጃ ለማግኘት በ{phone} ይደውሉ።",
        "በአካባቢው በዓል ወቅት {lodge} ({town}) በአንድ ክፍል በአዳር {p1} ብር ተጨማሪ ያስከፍላል፤ እንግዶች ቢያንስ ለ{k} አዳር ማረፍ አለባቸው። ነፃ ሚኒባስ {t1} ላይ ወደ በዓሉ ቦታ ይነሳል፤ {t2} ላይ ደግሞ ይመለሳል። የባህል ልብስ በ{p2} ብር ይከራያል። ለማስያዝ በ{phone} ይደውሉ።",
        "{lodge} በ{town} በሥራ ቀናት ቁርስ {t1} ላይ ማቅረብ ይጀምራል፤ {t2} ላይ ያቆማል። በሳምንቱ መጨረሻ ትንሽ ዘግይቶ ይቀርባል። በሆቴሉ ላላረፉ ሰዎች የቁርስ ዋጋ {p1} ብር ነው። የዕለቱ የባህል ምግብ {p2} ብር፣ የጾም ምግብ ደግሞ {p3} ብር ያስከፍላል። ለማስያዝ በ{phone} ይደውሉ።",
        "በ{town} የሚገኘው {lodge} በአቅራቢያው ባለው ሐይቅ ላይ የጀልባ ጉዞ ያዘጋጃል፤ ጉዞው {t1} ላይ ይነሳል። የጋራ ጀልባ ለአዋቂ {p1} ብር፣ ለልጅ {p2} ብር ሲሆን እስከ {n} ሰዎች የሚይዝ የግል ጀልባ {big1} ብር ያስከፍላል። የሕይወት አድን ጃኬት ይሰጣል። በ{phone} ያስይዙ።",
        "በ{town} የሚገኘው {lodge} በሚወጡበት ቀን ሻንጣዎን ያለ ክፍያ ያስቀምጣል፤ ከዚያ በኋላ በአንድ ሻንጣ በቀን {p3} ብር ይከፈላል። እስከ {t1} በክፍልዎ ለመቆየት {p2} ብር ይከፍላሉ። የሻንጣ ማስቀመጫው {t2} ላይ ይከፈታል። ለጥያቄ በ{phone} ይደውሉ።",
        "{lodge} ({town}) ከአምስት እስከ አሥር ዓመት ለሆኑ ልጆች የመጫወቻ ክፍል አለው፤ ክፍሉ {t1} ላይ ተከፍቶ {t2} ላይ ይዘጋል። የጠዋት ክፍለ ጊዜ {p2} ብር፣ ሙሉ ቀን ከምሳ ጋር {p1} ብር ነው። የማታ ሞግዚት በሰዓት {p3} ብር ያስከፍላል። በ{phone} ይደውሉ።",
    ],
    "om": [
        "{lodge} magaalaa {town} keessatti argamu {walk} qopheessa. Imalli {t1} ka'ee {t2} deebi'a. Ga'eessi birrii {p1}, daa'imni immoo birrii {p2} kaffala. Kophee mijaa'aa fi bishaan qabadhaa. Gareen nama saddeet ol guyyaa lama dura {phone} irratti bilbiluun galmaa'uu qaba.",
        "{lodge} ({town}) keessummootaaf tajaajila uffata miiccuu ni kenna. Kamiisaan tokko birrii {s1}, surreen tokko immoo birrii {s2} kaffalchiisa. Uffanni {t1} dura kenname galgala sana deebi'a; tajaajila ariifataaf {pct}% dabalataa kaffaltu. Maashiniin ofiin miiccan marsaa tokkoof birrii {p3} dha. Odeeffannoof {phone} irratti bilbilaa.",
        "{lodge} magaalaa {town} keessaa haroo daakaa isaa namoota alaatiifis ni bana. Guyyoota hojii birrii {p2}, dhuma torbanii immoo birrii {p1} kaffalama. Daa'imman birrii {p3} kaffalu, yeroo hunda ga'eessa wajjin ta'uu qabu. Haroon {t1} banamee {t2} cufama. Bilbila: {phone}.",
        "{lodge} ({town}) keessummootaaf geejjiba buufata xayyaaraa ni qopheessa. Konkolaataan hanga nama sadii fudhatu birrii {p2}, vaaniin guddaan immoo birrii {p1} dha. Imala {t1} booda taasifamuuf birrii {p3} dabalataan kaffalama. Lakkoofsa balallii keessanii yoo xiqqaate guyyaa tokko dura {phone} irratti ergaa.",
        "{lodge} magaalaa {town} keessatti tajaajila dibata qaamaa (massage) ni kenna. Dibanni daqiiqaa {m1} birrii {p2}, kan daqiiqaa {m2} immoo birrii {p1} dha. Kutaan fayyaa {t1} banama; beellamni dhumaa {t2} dha. Keessummoonni hoteelaa hir'ina {pct}% argatu. Beellamaaf {phone} irratti bilbilaa.",
        "{lodge} ({town}) kutaa walgahii nama {n} qabatu qaba. Kiraan walakkaa guyyaa birrii {big1}, kan guyyaa guutuu immoo birrii {big2} dha. Boqonnaan buna fi shaayii nama tokkoof birrii {p3} kaffalchiisa. Giddugalli daldalaa {t1} banamee {t2} cufama. Qabachuuf {phone} irratti bilbilaa.",
        "{lodge} magaalaa {town} keessaa bineensota manaa xixiqqaa halkan tokkoof birrii {p1} tti ni simata; kanneen gurguddaan hin hayyamaman. Yeroo galtan qabsiisni birrii {p2} kan deebi'u kaffalama. Bineensonni mana nyaataa hin seenan. Sareen {t1} deemsifamti, gatiin isaa birrii {p3}. Odeeffannoof {phone}.",
        "Yeroo ayyaana naannoo, {lodge} ({town}) kutaa tokkoof halkan tokkotti birrii {p1} dabalata; keessummoonni yoo xiqqaate halkan {k} bulu qabu. Minibaasiin bilisaa {t1} gara iddoo ayyaanaa ka'a, {t2} immoo deebi'a. Uffanni aadaa birrii {p2} tti kireeffama. Qabachuuf {phone} irratti bilbilaa.",
        "{lodge} magaalaa {town} keessatti guyyoota hojii ciree {t1} irraa kaasee hanga {t2} dhiyeessa; dhuma torbanii xiqqoo booda dhiyaata. Namoonni hoteela keessa hin bulle cireef birrii {p1} kaffalu. Nyaanni aadaa guyyaa birrii {p2}, nyaanni soomaa immoo birrii {p3} dha. Qabachuuf {phone}.",
        "{lodge} ({town}) haroo dhihoo jiru irratti imala bidiruu {t1} ka'u qopheessa. Teessoon waloo ga'eessaaf birrii {p1}, daa'imaaf birrii {p2}; bidiruun dhuunfaa hanga nama {n} fudhatu birrii {big1} dha. Uffanni lubbuu baraaru ni kennama. Simannaa irratti ykn {phone} irratti galmaa'aa.",
        "{lodge} magaalaa {town} keessaa guyyaa itti baatan boorsaa keessan bilisaan ni kuusa; sana booda boorsaa tokkoof guyyaatti birrii {p3} kaffalama. Hanga {t1} kutaa keessa turuuf birrii {p2} kaffaltu. Kuusaan boorsaa {t2} banama. Gaaffiif {phone} irratti bilbilaa.",
        "{lodge} ({town}) daa'imman waggaa shanii hanga kudhanii tiif kutaa taphaa qaba; kutaan kun {t1} banamee {t2} cufama. Yeroon ganamaa birrii {p2}, guyyaan guutuun laaqana wajjin birrii {p1} dha. Kunuunsi daa'immanii galgalaa sa'aatii tokkoof birrii {p3}. {phone} irratti bilbilaa.",
    ],
}


def make(lang, n):
    tpl = TEMPLATES[lang][R.randrange(len(TEMPLATES[lang]))]
    for _ in range(500):
        s = slots(lang)
        text = tpl.format(**s)
        low = text.lower()
        if not 40 <= len(text.split()) <= 55:
            tpl = TEMPLATES[lang][R.randrange(len(TEMPLATES[lang]))]
            continue
        if any(f in low for f in FORBIDDEN):
            continue
        return text, "%s, %s" % (s["lodge"], s["town"])
    raise SystemExit("could not draw a clean %s distractor (template: %s)" % (lang, tpl[:60]))


def main():
    out = []
    for lang in ["en", "am", "om"]:
        for i in range(1, N_PER_LANG + 1):
            text, title = make(lang, i)
            out.append({
                "id": "x%04d" % (len(out) + 1),
                "lang": lang,
                "url": "https://example.et/kb/%s/%d" % (lang, i),
                "product": "marefiya",
                "tenant": None,
                "title": title,
                "text": text,
            })
    with open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("distractors:", len(out))


if __name__ == "__main__":
    main()
