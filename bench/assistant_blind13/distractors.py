"""Build distractors.json: 1,230 template passages (410 en / 410 am / 410 om), seed 20261227.
They describe other towns and invented lodges, never the hotels, towns-without-hotels or subjects of the questions."""
import json, os, random
R = random.Random(20261227)
HERE = os.path.dirname(os.path.abspath(__file__))
# (English, Amharic, Oromo) town names; none is a catalogue city or a question subject
TOWNS = [("Goba", "ጎባ", "Gobaa"), ("Robe", "ሮቤ", "Roobee"), ("Dodola", "ዶዶላ", "Dodolaa"), ("Bonga", "ቦንጋ", "Bongaa"),
         ("Mizan Teferi", "ሚዛን ተፈሪ", "Miizaan Tafarii"), ("Gambella", "ጋምቤላ", "Gaambeellaa"), ("Assosa", "አሶሳ", "Asoosaa"),
         ("Dilla", "ዲላ", "Dillaa"), ("Yirgalem", "ይርጋለም", "Yirgaalem"), ("Shashemene", "ሻሸመኔ", "Shaashamannee"),
         ("Batu", "ባቱ", "Baatuu"), ("Butajira", "ቡታጅራ", "Butaajiraa"), ("Hosaena", "ሆሳዕና", "Hoosaanaa"), ("Wolkite", "ወልቂጤ", "Walqixxee"),
         ("Debre Markos", "ደብረ ማርቆስ", "Dabra Maarqos"), ("Dessie", "ደሴ", "Dessee"), ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"),
         ("Woldia", "ወልዲያ", "Waldiyaa"), ("Debre Birhan", "ደብረ ብርሃን", "Dabra Birhaan"), ("Nekemte", "ነቀምቴ", "Naqamtee"),
         ("Gimbi", "ጊምቢ", "Gimbii"), ("Metu", "መቱ", "Mattuu"), ("Semera", "ሰመራ", "Samaraa"), ("Jijiga", "ጅጅጋ", "Jigjigaa"),
         ("Sodo", "ሶዶ", "Sooddoo"), ("Fiche", "ፍቼ", "Fiichee"), ("Bati", "ባቲ", "Baatii"), ("Asella", "አሰላ", "Asallaa")]
LODGE_A = ["Acacia", "Juniper", "Weyra", "Koso", "Zigba", "Birbira", "Kerkeha", "Sholla", "Girar", "Baobab", "Tej Bet", "Gedo", "Hagenia", "Gumero"]
LODGE_B = ["Eco Lodge", "Camp", "Guest Lodge", "Retreat", "Cottages", "Highland Inn", "Riverside Camp", "Farm Stay"]
ACT = [("guided birdwatching walk", "የወፎች ምልከታ የእግር ጉዞ", "deemsa simbirroota daawwachuu"),
       ("coffee farm visit", "የቡና እርሻ ጉብኝት", "daawwannaa qonna bunaa"),
       ("horse ride to the ridge", "ወደ ተራራው ጫፍ የፈረስ ግልቢያ", "fardaan gara gaaraa imaluu"),
       ("market walk", "የገበያ የእግር ጉዞ", "deemsa gabaa"),
       ("waterfall hike", "ወደ ፏፏቴ የእግር ጉዞ", "imala lafoo gara bishaan dhangala'aa"),
       ("honey tasting", "የማር ቅምሻ", "dhandhamsiisa damma"),
       ("pottery workshop", "የሸክላ ሥራ ትምህርት", "hojii suphee barachuu"),
       ("cooking class", "የምግብ ዝግጅት ትምህርት", "leenjii nyaata qopheessuu"),
       ("forest night walk", "የሌሊት የደን የእግር ጉዞ", "deemsa bosonaa halkanii"),
       ("cave visit", "የዋሻ ጉብኝት", "daawwannaa holqa")]
MONTHS = [("January", "ጥር"), ("February", "የካቲት"), ("March", "መጋቢት"), ("April", "ሚያዝያ"), ("May", "ግንቦት"), ("June", "ሰኔ")]
OM_MONTHS = ["Amajjii", "Guraandhala", "Bitootessa", "Ebla", "Caamsaa", "Waxabajjii"]

def fill(lang, words_lo=40, words_hi=55):
    while True:
        t = R.choice(TOWNS); lodge = "%s %s" % (R.choice(LODGE_A), R.choice(LODGE_B)); act = R.choice(ACT)
        price = R.randrange(3, 60) * 50; hours = R.choice([1, 2, 3, 4, 5]); hh = R.choice([6, 7, 8, 9, 10, 14, 15, 16])
        km = R.randrange(4, 90); day = R.randrange(1, 28); mi = R.randrange(6); rooms = R.randrange(5, 40)
        room_price = R.randrange(16, 90) * 100; phone = "+251 %d %03d %03d" % (R.choice([22, 33, 46, 47, 57, 58, 11]) * 10 + R.randrange(10), R.randrange(1000), R.randrange(1000))
        eth = (hh - 6) % 12 or 12
        if lang == "en":
            title = "%s near %s" % (act[0].capitalize(), t[0])
            parts = ["%s, %d km outside %s, offers a %s." % (lodge, km, t[0], act[0]),
                     "It starts at %02d:00 (%d o'clock by the Ethiopian clock) and lasts %d hours." % (hh, eth, hours),
                     "The price is %s birr per person, paid at the lodge office." % format(price, ","),
                     "The lodge has %d rooms from %s birr a night." % (rooms, format(room_price, ",")),
                     "From %d %s the activity runs only at weekends." % (day, MONTHS[mi][0]),
                     "Bookings on %s." % phone,
                     "Bring water, a hat and walking shoes.", "Local guides speak Amharic and English."]
        elif lang == "am":
            title = "በ%s አቅራቢያ %s" % (t[1], act[1])
            parts = ["ከ%s ከተማ %d ኪሎ ሜትር ርቆ የሚገኘው %s %s ያዘጋጃል።" % (t[1], km, lodge, act[1]),
                     "ጉዞው %s %d ሰዓት (%02d:00) ይጀምራል፤ %d ሰዓት ይወስዳል።" % ("ከጠዋቱ" if hh < 12 else "ከቀኑ", eth, hh, hours),
                     "ዋጋው ለአንድ ሰው %s ብር ሲሆን በሎጁ ቢሮ ይከፈላል።" % format(price, ","),
                     "ሎጁ %d ክፍሎች አሉት፤ የአዳር ዋጋ ከ%s ብር ይጀምራል።" % (rooms, format(room_price, ",")),
                     "ከ%s %d ጀምሮ ጉብኝቱ በቅዳሜና እሑድ ብቻ ይካሄዳል።" % (MONTHS[mi][1], day),
                     "ለመያዝ %s ይደውሉ።" % phone,
                     "ውሃ፣ ኮፍያ እና ለእግር ጉዞ የሚመች ጫማ ይያዙ።", "የአካባቢው አስጎብኚዎች አማርኛ እና እንግሊዝኛ ይናገራሉ።",
                     "በዝናብ ወቅት መንገዱ ጭቃ ስለሚሆን ጥንቃቄ ያድርጉ።", "ልጆች ከወላጆቻቸው ጋር መሳተፍ ይችላሉ።"]
        else:
            title = "%s %s naannootti" % (act[2].capitalize(), t[2])
            parts = ["%s, magaalaa %s irraa kiilomeetira %d fagaatee argamu, %s qopheessa." % (lodge, t[2], km, act[2]),
                     "Sagantaan %s sa'aatii %d (%02d:00) jalqaba, sa'aatii %d fudhata." % ("ganama" if hh < 12 else "waaree booda", eth, hh, hours),
                     "Gatiin nama tokkoof qarshii %s dha, waajjira mana keessummaatti kaffalama." % format(price, ","),
                     "Manni keessummaa kutaa %d qaba; halkan tokkoof qarshii %s irraa jalqaba." % (rooms, format(room_price, ",")),
                     "%s %d irraa eegalee sagantaan dhuma torbanii qofa ta'a." % (OM_MONTHS[mi], day),
                     "Galmeessuuf %s bilbilaa." % phone,
                     "Bishaan, koofiyaa fi kophee deemsaaf mijatu qabadhaa.", "Qajeelchitoonni naannoo Afaan Oromoo fi Ingiliffaa dubbatu.",
                     "Yeroo roobaa karaan dhoqqee waan ta'uuf of eeggadhaa.", "Ijoolleen maatii isaanii waliin hirmaachuu danda'u."]
        body = parts[:3]
        rest = parts[3:]; R.shuffle(rest)
        for p in rest:
            if len(" ".join(body).split()) >= words_lo:
                break
            body.append(p)
        text = " ".join(body)
        n = len(text.split())
        if words_lo <= n <= words_hi:
            return title, text

def build():
    out, k = [], 0
    for lang in ("en", "am", "om"):
        for i in range(410):
            k += 1
            title, text = fill(lang)
            out.append({"id": "x%04d" % k, "lang": lang, "url": "https://example.et/kb/%s/%d" % (lang, i + 1),
                        "product": "marefiya", "tenant": None, "title": title, "text": text})
    return out

if __name__ == "__main__":
    D = build()
    json.dump(D, open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    print(len(D), "distractors")
