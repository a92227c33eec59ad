#!/usr/bin/env python3
"""Generates distractors.json: >= 1,200 short knowledge-base passages (en, am, om; about 400 each) about
Ethiopian places and services that are NOT covered by documents.json (other places, other operators).
Standard library only, fixed seed, deterministic output.

Rules kept by construction:
- places are outside the ten catalogue cities and outside every place named in the documents;
- no hotel, visa, SIM, payment, pet, smoking, child or festival topics (the subjects of the documents);
- no place used by a "do you have hotels in ..." question (Jimma, Harar, Bishoftu, Dessie, Debre Markos,
  Jijiga, Gambella, Nekemte, Shashamane, Debre Birhan, Sodo, Assosa, Ambo, Woldia) is mentioned.
"""
import json, os, random

SEED = 20261126
N_PER_LANG = 410

# (en, am, om)
PLACES = [
    ("the Simien Mountains near Debark", "ደባርቅ አጠገብ ባሉት የስሜን ተራሮች ላይ", "Gaarreen Simeen Dabaarq bira jiran"),
    ("the Bale Mountains near Dinsho", "ዲንሾ አጠገብ ባሉት የባሌ ተራሮች ላይ", "Gaarreen Baalee Dinshoo bira jiran"),
    ("Lake Langano", "በላንጋኖ ሐይቅ", "Haroo Langaanoo"),
    ("Lake Ziway", "በዝዋይ ሐይቅ", "Haroo Dambal (Zuwaay)"),
    ("Wenchi Crater Lake", "በወንጪ ሐይቅ", "Haroo Wancii"),
    ("the Sof Omar caves", "በሶፍ ዑመር ዋሻ", "Holqa Soof Umar"),
    ("Debre Libanos monastery", "በደብረ ሊባኖስ ገዳም", "Galma Dabra Libaanos"),
    ("the Menagesha Suba forest", "በመናገሻ ሱባ ደን", "Bosona Managashaa Subaa"),
    ("the Tiya stelae site", "በጢያ ትክል ድንጋዮች", "Dhagaawwan dhaabbataa Xiyaa"),
    ("the Konso terraces", "በኮንሶ እርከኖች", "Dachee Konsoo"),
    ("Jinka and the Mago park", "በጂንካ እና በማጎ ፓርክ", "Jinkaa fi Paarkii Maagoo"),
    ("the coffee hills of Yirgacheffe", "በይርጋ ጨፌ የቡና ኮረብቶች", "Tulluuwwan bunaa Yirgacaffee"),
    ("the Danakil Depression", "በዳናኪል ዝቅተኛ ቦታ", "Gammoojjii Daanakil"),
    ("Debre Tabor", "በደብረ ታቦር", "Dabra Taabor"),
    ("Ankober", "በአንኮበር", "Ankobar"),
    ("the Kafa forest near Bonga", "ቦንጋ አጠገብ ባለው የከፋ ደን ውስጥ", "Bosona Kafaa Boongaa bira jiru"),
    ("Abijatta-Shalla National Park", "በአብያታ ሻላ ብሔራዊ ፓርክ", "Paarkii Biyyoolessaa Abijaataa-Shaallaa"),
    ("Adadi Maryam rock church", "በአዳዲ ማርያም ውቅር ቤተ ክርስቲያን", "Mana kiristaanaa Adaadii Maaryaam"),
    ("Mount Wechecha", "በወጨጫ ተራራ", "Tulluu Wacacaa"),
    ("Melka Kunture", "በመልካ ቁንጡሬ", "Malkaa Kuntuuree"),
]

# activity (en, am, om), price range, duration range (hours)
ACTS = [
    (("a guided day hike", "የእግር ጉዞ ከመሪ ጋር", "imala miilaa qajeelchaa waliin"), (600, 1800), (4, 8)),
    (("a horse ride", "የፈረስ ግልቢያ", "yaabbii fardaa"), (350, 1200), (2, 5)),
    (("a bird-watching walk", "የወፍ ምልከታ ጉብኝት", "daawwannaa simbirroo"), (300, 950), (2, 4)),
    (("a coffee farm visit", "የቡና እርሻ ጉብኝት", "daawwannaa qonna bunaa"), (400, 1100), (3, 5)),
    (("a night of camping", "የድንኳን አዳር", "bulchiinsa halkan tokkoo dunkaana keessatti"), (900, 2600), (12, 16)),
    (("a cultural village walk", "የባህል መንደር ጉብኝት", "daawwannaa ganda aadaa"), (300, 900), (2, 4)),
    (("a canoe trip", "የታንኳ ጉዞ", "imala bidiruu"), (450, 1400), (1, 3)),
    (("a cooking class", "የምግብ አሰራር ትምህርት", "barnoota qophii nyaataa"), (700, 1600), (2, 4)),
    (("a photography walk", "የፎቶግራፍ ጉብኝት", "imala suuraa kaasuu"), (500, 1300), (2, 5)),
    (("a market tour", "የገበያ ጉብኝት", "daawwannaa gabaa"), (250, 800), (2, 3)),
    (("a mountain bike tour", "የተራራ ብስክሌት ጉዞ", "imala saayikilii gaaraa"), (800, 2100), (3, 6)),
    (("a honey and beekeeping visit", "የማር እና የንብ እርባታ ጉብኝት", "daawwannaa damma fi horsiisa kannisaa"), (300, 850), (2, 3)),
]

OPERATORS = ["Abyssinia Trails", "Gara Adventures", "Wanza Travel", "Tsehay Outdoors", "Birbirsa Tours",
             "Chaka Eco Trips", "Lalo Guides", "Meda Expeditions", "Birhan Trekking", "Sebat Bet Travel",
             "Koket Journeys", "Dega Walks", "Qorkii Tours", "Adey Abeba Travel", "Teff Road Tours",
             "Jember Trips", "Mulu Guides", "Roobaa Safaris", "Selam Outdoors", "Kebero Travel"]

MEET = [("the park gate", "ከፓርኩ በር", "karra paarkii"), ("the village square", "ከመንደሩ አደባባይ", "dirree gandaa"),
        ("the main bus station", "ከዋናው የአውቶቡስ መናኸሪያ", "buufata otobusii guddaa"),
        ("the church gate", "ከቤተ ክርስቲያኑ በር", "karra mana kiristaanaa"),
        ("the town market", "ከከተማው ገበያ", "gabaa magaalaa")]

MONTHS = [("October to February", "ከጥቅምት እስከ የካቲት", "Onkoloolessa hanga Guraandhalaa"),
          ("November to March", "ከኅዳር እስከ መጋቢት", "Sadaasa hanga Bitootessaa"),
          ("December to April", "ከታኅሣሥ እስከ ሚያዝያ", "Muddee hanga Eebilaa"),
          ("September to January", "ከመስከረም እስከ ጥር", "Fulbaana hanga Amajjii")]

ITEMS = [("warm clothes and rain gear", "ሙቅ ልብስ እና የዝናብ ልብስ", "uffata ho'aa fi uffata bokkaa"),
         ("good walking shoes", "ጠንካራ የእግር ጫማ", "kophee deemsaa jabaa"),
         ("binoculars and a hat", "ቢኖኩላር እና ኮፍያ", "biinokulaarii fi koofiyaa"),
         ("drinking water and snacks", "የመጠጥ ውሃ እና መክሰስ", "bishaan dhugaatii fi nyaata salphaa"),
         ("sun cream and sunglasses", "የፀሐይ መከላከያ ቅባት እና መነጽር", "kireemii aduu fi kofoo aduu")]

LANGS2 = [("Afaan Oromo", "አፋን ኦሮሞ", "Afaan Oromoo"), ("Amharic", "አማርኛ", "Afaan Amaaraa"),
          ("Sidaamu Afoo", "ሲዳምኛ", "Afaan Sidaamaa"), ("Wolaytta", "ወላይትኛ", "Afaan Walaayitaa")]


def phone(rng):
    return "+251 9%02d %03d %03d" % (rng.randint(20, 89), rng.randint(100, 999), rng.randint(100, 999))


def time_(rng):
    return "%02d:%02d" % (rng.choice([6, 7, 8, 9, 10, 13, 14, 15]), rng.choice([0, 15, 30, 45]))


def money(rng, lo, hi):
    v = rng.randrange(lo, hi + 1, 50)
    return "{:,}".format(v)


def sentences(lang, rng):
    pl = rng.choice(PLACES)
    act, (plo, phi), (dlo, dhi) = rng.choice(ACTS)
    op = rng.choice(OPERATORS)
    meet = rng.choice(MEET)
    mon = rng.choice(MONTHS)
    it = rng.choice(ITEMS)
    ln = rng.choice(LANGS2)
    price = money(rng, plo, phi)
    dur = rng.randint(dlo, dhi)
    t = time_(rng)
    n = rng.choice([4, 6, 8, 10, 12, 15])
    days = rng.choice([1, 2, 3, 5, 7])
    fee = money(rng, 100, 500)
    ph = phone(rng)
    i = {"en": 0, "am": 1, "om": 2}[lang]
    if lang == "en":
        title = "%s at %s (%s)" % (act[0][0].upper() + act[0][1:], pl[0][4:] if pl[0].startswith("the ") else pl[0], op)
        head = "%s offers %s at %s." % (op, act[0], pl[0])
        body = [
            "The price is %s birr per person and the outing lasts about %d hours." % (price, dur),
            "Departures are at %s from %s." % (t, meet[0]),
            "A group has no more than %d people." % n,
            "Please book at least %d days ahead by calling %s." % (days, ph),
            "The best months for this trip are %s." % mon[0],
            "Bring %s." % it[0],
            "The local guides speak English, Amharic and %s." % ln[0],
            "Entry to %s itself costs %s birr for foreign visitors and is paid at the gate." % (pl[0], fee),
            "Prices include the guide but not lunch, which costs extra at a local restaurant.",
        ]
    elif lang == "am":
        title = "%s — %s (%s)" % (act[1], pl[1].lstrip("በ"), op)
        head = "%s %s %s ያዘጋጃል።" % (op, pl[1], act[1])
        body = [
            "ዋጋው ለአንድ ሰው %s ብር ሲሆን ጉዞው %d ሰዓት ያህል ይወስዳል።" % (price, dur),
            "ጉዞው በ%s %s ይነሳል።" % (t, meet[1]),
            "በአንድ ቡድን ውስጥ ቢበዛ %d ሰዎች ይሳተፋሉ።" % n,
            "እባክዎ ቢያንስ ከ%d ቀን በፊት በስልክ ቁጥር %s ደውለው ቦታ ያስይዙ።" % (days, ph),
            "ለዚህ ጉዞ ምቹው ወቅት %s ያለው ጊዜ ነው።" % mon[1],
            "%s ይዘው ይምጡ።" % it[1],
            "የአካባቢው አስጎብኚዎች እንግሊዝኛ፣ አማርኛ እና %s ይናገራሉ።" % ln[1],
            "ለውጭ አገር ጎብኚዎች የቦታው የመግቢያ ክፍያ %s ብር ሲሆን በበሩ ላይ ይከፈላል።" % fee,
            "ዋጋው የአስጎብኚውን ክፍያ ያካትታል፤ ምሳ ግን በተጨማሪ በአካባቢው ምግብ ቤት ይከፈላል።",
            "ጉዞው በዝናብ ምክንያት ከተሰረዘ ገንዘቡ ሙሉ በሙሉ ይመለሳል።",
        ]
    else:
        title = "%s — %s (%s)" % (act[2][0].upper() + act[2][1:], pl[2], op)
        head = "%s %s keessatti %s ni qopheessa." % (op, pl[2], act[2])
        body = [
            "Gatiin isaa nama tokkoof qarshii %s yoo ta'u, imalli sa'aatii %d naannoo fudhata." % (price, dur),
            "Imalli sa'aatii %s irratti %s irraa ka'a." % (t, meet[2]),
            "Gareen tokko nama %d hin caalu." % n,
            "Yoo xiqqaate guyyaa %d dura bilbila %s irratti bilbiluun iddoo qabadhaa." % (days, ph),
            "Ji'oonni imala kanaaf mijataan %s dha." % mon[2],
            "%s qabadhaa." % (it[2][0].upper() + it[2][1:]),
            "Qajeelchitoonni naannoo Afaan Ingiliffaa, Afaan Amaaraa fi %s ni dubbatu." % ln[2],
            "Seensi iddoo kanaa daawwattoota biyya alaatiif qarshii %s yoo ta'u karra irratti kaffalama." % fee,
            "Gatiin kun kaffaltii qajeelchaa of keessaa qaba, nyaanni guyyaa garuu dabalataan kaffalama.",
            "Imalli sababa bokkaatiin yoo haqame maallaqni guutummaan deebi'a.",
        ]
    rng.shuffle(body)
    return title, head, body


def make(lang, rng, k):
    while True:
        title, head, body = sentences(lang, rng)
        text = head
        for s in body:
            if len((text + " " + s).split()) > 68:
                break
            text += " " + s
        if 40 <= len(text.split()) <= 70:
            return title, text


def main():
    rng = random.Random(SEED)
    out, n = [], 0
    seen = set()
    for lang in ("en", "am", "om"):
        made = 0
        while made < N_PER_LANG:
            title, text = make(lang, rng, made)
            if text in seen:
                continue
            seen.add(text)
            n += 1
            made += 1
            out.append({"id": "x%04d" % n, "lang": lang, "url": "https://example.et/kb/%s/x%04d" % (lang, n),
                        "product": "marefiya", "tenant": None, "title": title, "text": text})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "distractors.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    wc = [len(d["text"].split()) for d in out]
    print("wrote %d distractors to %s (words %d-%d)" % (len(out), path, min(wc), max(wc)))


if __name__ == "__main__":
    main()
