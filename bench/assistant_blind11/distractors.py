"""Build distractors.json: 1,230 template passages (410 en / 410 am / 410 om) about other places."""
import json, os, random
SEED = 20261211
rng = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))

PLACES = [("Dessie","ደሴ","Dessee"),("Debre Markos","ደብረ ማርቆስ","Dabra Maarqos"),("Jinka","ጂንካ","Jinkaa"),
 ("Gambela","ጋምቤላ","Gaambeellaa"),("Robe","ሮቤ","Roobee"),("Dilla","ዲላ","Dillaa"),("Wolaita Sodo","ወላይታ ሶዶ","Wolaayitaa Sodoo"),
 ("Asosa","አሶሳ","Asoosaa"),("Debre Birhan","ደብረ ብርሃን","Dabra Birhaan"),("Batu","ባቱ","Baatuu"),("Mizan Teferi","ሚዛን ተፈሪ","Miizaan Tafarii"),
 ("Hosaena","ሆሳዕና","Hosaa'inaa"),("Woldia","ወልድያ","Woldiyaa"),("Shire","ሽሬ","Shiree"),("Semera","ሰመራ","Samaraa"),
 ("Negele Borana","ነገሌ ቦረና","Nageellee Booranaa"),("Metu","መቱ","Mattuu"),("Kombolcha","ኮምቦልቻ","Kombolchaa"),
 ("Goba","ጎባ","Gobaa"),("Yabelo","ያቤሎ","Yaaballoo"),("Ambo","አምቦ","Amboo"),("Fiche","ፍቼ","Fichee"),("Bonga Forest edge","ካፋ ደን","Bosona Kaffaa")]
P1 = ["Wanza","Girar","Shola","Birbirsa","Kerkeha","Odaa","Dima","Zigba","Abalo","Hamere","Tsehay","Baro","Wabi","Koshim","Sholla","Adey","Gumare","Kulkual"]
P2 = [("Eco Lodge","ኢኮ ሎጅ","Eekoo Loojii"),("Hill Camp","ሂል ካምፕ","Kaampii Tulluu"),("Retreat","ሪትሪት","Riitiriitii"),("Guest Lodge","ጌስት ሎጅ","Loojii Keessummaa"),("River Camp","ሪቨር ካምፕ","Kaampii Lagaa")]
ACT = [("birdwatching walk","የወፎች ምልከታ የእግር ጉዞ","deemsa simbirroota ilaaluu"),("cooking class","የምግብ ማብሰል ትምህርት","barumsa nyaata qopheessuu"),
 ("horse ride","የፈረስ ግልቢያ","yaabbii fardaa"),("market visit","የገበያ ጉብኝት","daawwannaa gabaa"),("canoe outing","የታንኳ ጉዞ","imala bidiruu xiqqaa"),
 ("cave visit","የዋሻ ጉብኝት","daawwannaa holqa"),("waterfall hike","ወደ ፏፏቴ የእግር ጉዞ","imala gara burqaa bishaanii"),("pottery workshop","የሸክላ ሥራ ትምህርት","leenjii suphee hojjechuu"),
 ("night sky talk","የሌሊት ሰማይ ምልከታ","ilaalcha samii halkanii"),("honey farm tour","የማር እርሻ ጉብኝት","daawwannaa qonna dammaa"),("weaving demonstration","የሽመና ትርኢት","agarsiisa wayyaa dhahuu")]
MON = [("September","መስከረም","Fulbaana"),("October","ጥቅምት","Onkoloolessa"),("November","ኅዳር","Sadaasa"),("December","ታኅሣሥ","Mudde"),
 ("February","የካቲት","Guraandhala"),("March","መጋቢት","Bitootessa"),("April","ሚያዝያ","Ebla"),("May","ግንቦት","Caamsaa")]
def price(): return f"{rng.randrange(80, 160)*10:,}"
def cprice(): return f"{rng.randrange(14, 70)*10:,}"
def hhmm(): h = rng.choice([6,7,8,9,10,13,14,15,16]); m = rng.choice(["00","30"]); return h, f"{h:02d}:{m}", f"{(h-6)%12 or 12}:{m}"
def phone(): return f"+251 {rng.randrange(10,99)} {rng.randrange(100,999)} {rng.randrange(1000,9999)}"

def fit(s):
    s = list(s)
    while len(" ".join(s).split()) > 55 and len(s) > 3:
        s.pop(rng.randrange(2, len(s)))
    return " ".join(s)

def en(place, lodge, act):
    h, t, e = hhmm(); d = rng.choice(["2 hours","3 hours","90 minutes","half a day","4 hours"])
    m1, m2 = rng.sample(MON, 2)
    s = [f"{lodge[0]} near {place[0]} runs a {act[0]} that starts at {t} ({e} by the Ethiopian clock) and lasts {d}.",
         f"It costs {price()} birr per adult and {cprice()} birr per child.",
         f"The season runs from {m1[0]} to {m2[0]}, and a group needs at least {rng.randrange(2,7)} guests.",
         f"Book by {rng.choice(['18:00','19:00','20:00'])} the day before on {phone()}.",
         f"Guests should bring water, a hat and closed shoes; the local guide speaks English and the regional language."]
    return f"{lodge[0]}: {act[0]} in {place[0]}", fit(s)
def am(place, lodge, act):
    h, t, e = hhmm(); d = rng.choice(["2 ሰዓት","3 ሰዓት","90 ደቂቃ","ግማሽ ቀን","4 ሰዓት"])
    m1, m2 = rng.sample(MON, 2)
    s = [f"{place[1]} አቅራቢያ የሚገኘው {lodge[0]} {lodge[1]} {act[1]} ያዘጋጃል።",
         f"ፕሮግራሙ {'ከጠዋቱ' if h < 12 else 'ከቀኑ'} {e} ሰዓት ({t}) ይጀምራል፤ {d} ይወስዳል።",
         f"ዋጋው ለአንድ አዋቂ {price()} ብር፣ ለልጆች ደግሞ {cprice()} ብር ነው።",
         f"ፕሮግራሙ ከ{m1[1]} እስከ {m2[1]} ይካሄዳል፤ ቢያንስ {rng.randrange(2,7)} ሰዎች ያስፈልጋሉ።",
         f"ቦታ ለመያዝ ከአንድ ቀን በፊት በስልክ {phone()} ይደውሉ።",
         "ውሃ፣ ኮፍያ እና ምቹ ጫማ መያዝ ይመከራል፤ የአካባቢው አስጎብኚ አማርኛ እና እንግሊዝኛ ይናገራል።"]
    return f"{lodge[0]} {lodge[1]}፡ {act[1]} በ{place[1]}", fit(s)
def om(place, lodge, act):
    h, t, e = hhmm(); d = rng.choice(["sa'aatii 2","sa'aatii 3","daqiiqaa 90","walakkaa guyyaa","sa'aatii 4"])
    m1, m2 = rng.sample(MON, 2)
    s = [f"{lodge[0]} {lodge[2]} kan {place[2]} bira jiru {act[2]} ni qopheessa.",
         f"Sagantaan kun sa'aatii {t}tti (sa'aatii {e} akka lakkoofsa Itoophiyaatti) jalqabee {d} fudhata.",
         f"Gatiin isaa nama guddaa tokkoof qarshii {price()}, ijoolleef immoo qarshii {cprice()} dha.",
         f"Sagantaan {m1[2]} irraa hanga {m2[2]}tti ni jira; yoo xiqqaate namoota {rng.randrange(2,7)} barbaachisa.",
         f"Guyyaa tokko dursitanii bilbila {phone()} irratti galmeessaa.",
         "Bishaan, koofiyaa fi kophee jabaa qabadhaa; qajeelchaan naannoo Afaan Oromoo fi Ingiliffa ni dubbata."]
    return f"{lodge[0]} {lodge[2]}: {act[2]} {place[2]}", fit(s)

out = []; n = 0
for lang, fn in (("en", en), ("am", am), ("om", om)):
    for k in range(1, 411):
        while True:
            place = rng.choice(PLACES); lodge = (rng.choice(P1),) + rng.choice(P2)
            lodge = (f"{lodge[0]} {lodge[1]}", lodge[2], lodge[3]) if lang == "en" else (lodge[0], lodge[2], lodge[3])
            act = rng.choice(ACT)
            title, text = fn(place, lodge, act)
            if 40 <= len(text.split()) <= 55: break
        n += 1
        out.append({"id": f"x{n:04d}", "lang": lang, "url": f"https://example.et/kb/{lang}/{k}", "product": "marefiya", "tenant": None, "title": title, "text": text})
json.dump(out, open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(out), "distractors")
