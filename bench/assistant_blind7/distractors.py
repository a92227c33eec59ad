#!/usr/bin/env python3
"""Generate distractors.json: short knowledge-base passages about OTHER places and
services in Ethiopia (not covered by documents.json). Standard library only, fixed seed."""
import json, random, os

SEED = 7707
N_PER_LANG = 400
rng = random.Random(SEED)

PLACES = [  # (en, am, om)
    ("Goba", "ጎባ", "Goobaa"), ("Robe", "ሮቤ", "Robee"), ("Dinsho", "ዲንሾ", "Dinshoo"),
    ("Jinka", "ጂንካ", "Jinkaa"), ("Turmi", "ቱርሚ", "Turmii"), ("Debark", "ደባርቅ", "Dabaarq"),
    ("Wenchi", "ወንጪ", "Wancii"), ("Langano", "ላንጋኖ", "Laangaanoo"), ("Ziway", "ዝዋይ", "Baatuu"),
    ("Konso", "ኮንሶ", "Konsoo"), ("Yirgalem", "ይርጋለም", "Irgaalem"), ("Sof Omar", "ሶፍ ዑመር", "Soof Umar"),
    ("Debre Libanos", "ደብረ ሊባኖስ", "Dabra Libaanos"), ("Adadi Mariam", "አዳዲ ማርያም", "Adaadii Maariyaam"),
    ("Tiya", "ጢያ", "Xiyyaa"), ("Menagesha", "መናገሻ", "Manaagashaa"), ("Butajira", "ቡታጅራ", "Butaajiraa"),
    ("Ambo", "አምቦ", "Amboo"), ("Wolisso", "ወሊሶ", "Walisoo"), ("Dodola", "ዶዶላ", "Dodolaa"),
    ("Yabelo", "ያቤሎ", "Yaaballoo"), ("Shashemene", "ሻሸመኔ", "Shashamannee"), ("Asella", "አሰላ", "Asallaa"),
    ("Kombolcha", "ኮምቦልቻ", "Kombolchaa"), ("Woldia", "ወልዲያ", "Waldiyaa"), ("Sodo", "ሶዶ", "Sooddoo"),
]
NAMES_AM = ["ታደሰ", "አልማዝ", "ከበደ", "ሂሩት", "ገመቹ", "ጫልቱ", "ዳዊት", "መሰረት", "ለማ", "አያንቱ", "ዮናስ", "ትዕግስት"]
NAMES = ["Tadesse", "Almaz", "Kebede", "Hirut", "Gemechu", "Chaltu", "Dawit", "Meseret", "Lemma", "Ayantu", "Yonas", "Tigist"]
LODGE_EN = ["Lodge", "Eco Camp", "Guest House", "Retreat", "Camp"]
LODGE_WORDS = ["Highland", "Acacia", "Juniper", "Hornbill", "Sunrise", "Riverside", "Crater", "Savanna", "Cedar", "Falcon"]

def num(a, b, step=10):
    return f"{rng.randrange(a, b, step):,}"

def hour():
    return f"{rng.choice([6,7,8,9,10])}:{rng.choice(['00','30'])}"

def pm():
    return f"{rng.choice([16,17,18,19])}:{rng.choice(['00','30'])}"

def en_passage(p):
    place = p[0]
    lodge = f"{rng.choice(LODGE_WORDS)} {rng.choice(LODGE_EN)}"
    guide = rng.choice(NAMES)
    pool = [
        f"{place} is a quiet stop for travellers who like walking and local markets.",
        f"The {lodge} near {place} has {rng.randint(6,30)} rooms and a small garden restaurant.",
        f"A guided walk around {place} costs about {num(300,1500)} birr per group and lasts {rng.randint(2,5)} hours.",
        f"The weekly market in {place} is busiest on {rng.choice(['Monday','Tuesday','Thursday','Saturday'])} mornings.",
        f"Local guide {guide} leads birdwatching trips from {hour()} in the morning.",
        f"Minibuses to {place} leave when full; the fare is around {num(60,400)} birr.",
        f"Evenings in {place} are cool, so bring a warm jacket between June and September.",
        f"Horse riding in the hills around {place} can be arranged for {num(400,1200)} birr per person.",
        f"Traditional dishes such as firfir and genfo are served in small restaurants near the bus station of {place}.",
        f"The community camp site in {place} charges {num(100,500)} birr per tent and closes its gate at {pm()}.",
        f"Photography of people in {place} should always be done with permission.",
        f"Rainy season roads to {place} can be muddy, and four-wheel drive is recommended.",
        f"A craft cooperative in {place} sells baskets and woven scarves at fixed prices.",
        f"Bank branches in {place} exchange US dollars and euros from Monday to Saturday.",
        f"Coffee farmers near {place} welcome visitors during the harvest between October and December.",
        f"The road from {place} to the nearest town is paved for about {rng.randint(20,90)} km.",
        f"A simple room in a family guest house in {place} costs around {num(500,1500)} birr per night.",
        f"Electricity in {place} can be cut for a few hours, so carry a power bank.",
        f"Young people in {place} often offer to guide visitors; agree on a price before you start.",
        f"The viewpoint above {place} is best at sunrise, about {rng.randint(30,90)} minutes on foot from the centre.",
        f"Honey and butter from the farms around {place} are sold at the roadside.",
    ]
    return pool, f"{place}: {rng.choice(['travel notes','visitor tips','what to know','local guide'])}"

def am_passage(p):
    place = p[1]
    guide = rng.choice(NAMES_AM)
    pool = [
        f"{place} ለእግር ጉዞና ለአካባቢው ገበያ ለሚወዱ ተጓዦች የተረጋጋ ቦታ ነው።",
        f"በ{place} አቅራቢያ ያለው ትንሽ ሎጅ {rng.randint(6,30)} ክፍሎችና የአትክልት ስፍራ ያለው ምግብ ቤት አለው።",
        f"በ{place} ዙሪያ የሚደረግ የእግር ጉዞ ከአስጎብኚ ጋር ለአንድ ቡድን {num(300,1500)} ብር ያህል ያስከፍላል።",
        f"የ{place} ሳምንታዊ ገበያ በ{rng.choice(['ሰኞ','ማክሰኞ','ሐሙስ','ቅዳሜ'])} ጠዋት በጣም ይደምቃል።",
        f"የአካባቢው አስጎብኚ {guide} ጠዋት {hour()} ላይ የአእዋፍ ምልከታ ጉዞ ይመራል።",
        f"ወደ {place} የሚሄዱ ሚኒባሶች ሲሞሉ ይነሳሉ፤ ዋጋው {num(60,400)} ብር ገደማ ነው።",
        f"በ{place} ምሽቶች ቀዝቃዛ ስለሆኑ ከሰኔ እስከ መስከረም ሞቅ ያለ ልብስ ይያዙ።",
        f"በ{place} ኮረብቶች ላይ የፈረስ ግልቢያ ለአንድ ሰው {num(400,1200)} ብር ይዘጋጃል።",
        f"እንደ ፍርፍርና ገንፎ ያሉ ባህላዊ ምግቦች በ{place} መናኸሪያ አጠገብ ባሉ ትናንሽ ምግብ ቤቶች ይቀርባሉ።",
        f"በ{place} ያለው የማህበረሰብ የካምፕ ቦታ ለአንድ ድንኳን {num(100,500)} ብር ያስከፍላል።",
        f"በ{place} የሰዎችን ፎቶ ሲያነሱ ሁልጊዜ ፈቃድ ይጠይቁ።",
        f"በክረምት ወደ {place} የሚወስዱ መንገዶች ጭቃማ ሊሆኑ ስለሚችሉ ባለ አራት እግር መኪና ይመከራል።",
        f"በ{place} ያለ የእደ ጥበብ ማህበር ቅርጫትና የተሸመኑ ነጠላዎችን በተወሰነ ዋጋ ይሸጣል።",
        f"በ{place} ያሉ የባንክ ቅርንጫፎች ከሰኞ እስከ ቅዳሜ ዶላርና ዩሮ ይመነዝራሉ።",
        f"በ{place} አቅራቢያ ያሉ የቡና ገበሬዎች ከጥቅምት እስከ ታኅሣሥ ባለው የመከር ወቅት ጎብኚዎችን ይቀበላሉ።",
        f"ከ{place} ወደ ቅርቡ ከተማ ያለው መንገድ {rng.randint(20,90)} ኪሎ ሜትር ያህል አስፋልት ነው።",
        f"በ{place} ቀላል የቤተሰብ እንግዳ ማረፊያ ክፍል በአንድ ሌሊት {num(500,1500)} ብር ያህል ነው።",
        f"በ{place} መብራት ለጥቂት ሰዓታት ሊጠፋ ስለሚችል ፓወር ባንክ ይያዙ።",
        f"ከ{place} በላይ ያለው የመመልከቻ ቦታ ፀሐይ ስትወጣ በጣም ያምራል፤ ከመሃል ከተማ በእግር {rng.randint(30,90)} ደቂቃ ነው።",
        f"በ{place} ዙሪያ ካሉ እርሻዎች የሚመጣ ማርና ቅቤ በመንገድ ዳር ይሸጣል።",
    ]
    return pool, f"{place}፦ {rng.choice(['የጉዞ ማስታወሻ','ለጎብኚዎች ምክር','ማወቅ ያለብዎ'])}"

def om_passage(p):
    place = p[2]
    guide = rng.choice(NAMES)
    pool = [
        f"{place} imaltoota deemsa miilaa fi gabaa naannoo jaallataniif bakka tasgabbaa'aadha.",
        f"Loojiin xiqqaan {place} bira jiru kutaalee {rng.randint(6,30)} fi mana nyaataa muka jalaa qaba.",
        f"Deemsi miilaa qajeelchaa waliin {place} naannoo garee tokkoof qarshii {num(300,1500)} fudhata.",
        f"Gabaan torbanii {place} ganama {rng.choice(['Wiixataa','Kibxataa','Kamisaa','Sanbataa'])} baay'ee ho'a.",
        f"Qajeelchaan naannoo {guide} ganama sa'aatii {hour()} irraa kaasee daawwannaa simbirroo geggeessa.",
        f"Miniibaasiin gara {place} yeroo guutu ka'a; kaffaltiin qarshii {num(60,400)} naannoo ta'a.",
        f"Galgalli {place} qabbanaa'aa waan ta'eef Waxabajjii hanga Fulbaanaatti uffata ho'aa qabadhaa.",
        f"Gaarreen {place} naannoo jiran irratti fardaan deemuun nama tokkoof qarshii {num(400,1200)} dha.",
        f"Nyaanni aadaa kan akka marqaa fi caccabsaa manneen nyaataa buufata konkolaataa {place} bira jiranitti ni argama.",
        f"Bakki buufannaa hawaasaa {place} dunkaana tokkoof qarshii {num(100,500)} kaffalchiisa.",
        f"{place} keessatti suuraa namaa kaasuun dura hayyama gaafadhaa.",
        f"Yeroo gannaa daandiin gara {place} dhoqqee ta'uu waan danda'uuf konkolaataan 4x4 gorfama.",
        f"Waldaan ogummaa harkaa {place} keessa jiru gaanfaa fi huccuu dhaabbii gatii murtaa'een gurgura.",
        f"Baankonni {place} keessa jiran Wiixata hanga Sanbataatti doolaaraa fi yuuroo ni jijjiiru.",
        f"Qonnaan bultoonni buna {place} bira jiran yeroo midhaan sassaabamu Onkoloolessa hanga Muddee daawwattoota simatu.",
        f"Daandiin {place} irraa gara magaalaa dhihootti kiiloomeetira {rng.randint(20,90)} naannoo asfaaltii dha.",
        f"{place} keessatti kutaan mana keessummaa maatii salphaan halkan tokkoof qarshii {num(500,1500)} naannoo ta'a.",
        f"{place} keessatti ibsaan sa'aatii muraasaaf addaan citu waan danda'uuf paawar baankii qabadhaa.",
        f"Bakki ilaalchaa {place} gubbaa jiru yeroo aduun baatu baay'ee bareeda; giddu galeessa irraa miilaan daqiiqaa {rng.randint(30,90)} dha.",
        f"Damma fi dhadhaan qonnaa {place} naannoo irraa dhufu daandii cinaatti gurgurama.",
    ]
    return pool, f"{place}: {rng.choice(['yaadannoo imalaa','gorsa daawwattootaa','odeeffannoo naannoo'])}"

def build(lang, maker, prefix_start):
    out = []
    i = 0
    while len(out) < N_PER_LANG:
        p = rng.choice(PLACES)
        pool, title = maker(p)
        rng.shuffle(pool)
        text = ""
        for s in pool:
            cand = (text + " " + s).strip()
            if len(cand.split()) > 70:
                continue
            text = cand
            if len(text.split()) >= 55:
                break
        if not (40 <= len(text.split()) <= 70):
            continue
        i += 1
        n = prefix_start + len(out)
        slug = p[0].lower().replace(" ", "-")
        out.append({"id": f"x{n:04d}", "lang": lang, "url": f"https://example.et/kb/{lang}/{slug}-{n}",
                    "product": "marefiya", "tenant": None, "title": title, "text": text})
    return out

def main():
    allp = []
    allp += build("en", en_passage, 1 + len(allp))
    allp += build("am", am_passage, 1 + len(allp))
    allp += build("om", om_passage, 1 + len(allp))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(allp, f, ensure_ascii=False, indent=1)
    print(f"wrote {len(allp)} distractors")

if __name__ == "__main__":
    main()
