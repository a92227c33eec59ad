"""Generate distractors.json: short knowledge-base passages about OTHER places/services
(towns not in the Marefiya destinations list and not used in questions), en/am/om, fixed seed."""
import json, random
random.seed(20261126)
N_PER_LANG = 410

EN_CITIES = ["Konso","Robe","Goba","Ambo","Woliso","Debre Birhan","Asosa","Batu","Butajira","Hosaena",
             "Wolkite","Sodo","Dila","Yabelo","Moyale","Semera","Kombolcha","Woldia","Debre Tabor","Bonga",
             "Mizan Teferi","Metu","Negele"]
AM_CITIES = ["ኮንሶ","ሮቤ","ጎባ","አምቦ","ወሊሶ","ደብረ ብርሃን","አሶሳ","ባቱ","ቡታጅራ","ሆሳዕና","ወልቂጤ","ሶዶ",
             "ዲላ","ያቤሎ","ሞያሌ","ሰመራ","ኮምቦልቻ","ወልዲያ","ደብረ ታቦር","ቦንጋ","ሚዛን ተፈሪ","መቱ","ነገሌ"]
OM_CITIES = ["Konsoo","Roobee","Gobbaa","Amboo","Walisoo","Dabra Birhaan","Asosaa","Baatuu","Butaajiraa",
             "Hosaa'inaa","Wolqixee","Sooddoo","Diillaa","Yaaballoo","Moyyaalee","Samaraa","Kombolchaa",
             "Waldiyaa","Dabra Taabor","Bongaa","Mizaan Tafarii","Mattuu","Nageellee"]
NAMES = ["Abay","Selam","Tsehay","Gadaa","Birhan","Meron","Tigist","Hawi","Lensa","Biftu","Kidist","Yonas",
         "Chaltu","Dawit","Almaz","Tesfa","Ebba","Rahel","Mulu","Kenenisa","Saba","Genet","Lemlem","Tolosa"]
EN_KINDS = [("craft market","handwoven baskets and scarves"),("bus station","minibuses to nearby towns"),
            ("pharmacy","medicines and first-aid kits"),("bank branch","cash withdrawals and currency exchange"),
            ("car hire office","four-wheel-drive vehicles with drivers"),("bakery","fresh bread and dabo kolo"),
            ("internet cafe","printing and scanning"),("tailor shop","made-to-measure shirts"),
            ("public library","books in several Ethiopian languages"),("bookshop","maps and phrase books"),
            ("honey cooperative","forest honey and beeswax candles"),("pottery workshop","clay coffee pots (jebena)"),
            ("weekly cattle market","livestock trading"),("football ground","local league matches"),
            ("fruit market","mangoes, avocados and bananas"),("bicycle hire stand","city bikes by the hour")]
EN_LAND = ["the main square","the old church","the municipality office","the stadium","the river bridge",
           "the central mosque","the secondary school","the post office","the telecom tower","the hospital"]
DAYS_EN = ["Monday to Saturday","every day","Tuesday to Sunday","Monday to Friday","weekdays only"]
TIPS_EN = ["Prices are fixed and written on a board at the door.","Bargaining is polite but keep it friendly.",
           "Mornings are quieter than afternoons.","Local drivers know the way if you give the landmark.",
           "Small change is useful because large notes are hard to break.","Photos of people need their permission first.",
           "The road can be muddy during the long rains.","Staff speak the local language and some English."]

def hour(): return random.choice(["07:00","07:30","08:00","08:30","09:00"]), random.choice(["17:00","17:30","18:00","19:00","20:00"])
def price(): return random.choice([35,40,45,60,75,80,95,110,130,140,160,190,210,260,290,310,330,370,390,440,470,520,540,560,580,640,660,690,740,760,820,860,930,960,1040,1090,1150,1270,1330,1490])
def phone(): return "+251 %d %03d %04d" % (random.choice([47,57,116,118,33,46,25,36,44]), random.randint(100,999), random.randint(1000,9999))
def fmt(n): return f"{n:,}"

def en_text(i):
    c = random.choice(EN_CITIES); k, what = random.choice(EN_KINDS); n = random.choice(NAMES)
    a, b = hour(); p = price()
    s = [f"{n} {k.title()} in {c} is a small {k} close to {random.choice(EN_LAND)}.",
         f"It is known for {what}.",
         f"It opens {random.choice(DAYS_EN)} from {a} to {b}.",
         f"A typical purchase or service costs about {fmt(p)} birr, and card payment is {'accepted' if random.random()<0.5 else 'not accepted'}.",
         random.choice(TIPS_EN),
         f"For questions call {phone()}." if random.random()<0.7 else f"It is about {random.randint(3,25)} minutes on foot from the town centre."]
    if random.random()<0.5: s.insert(3, f"The {k} was opened in {random.randint(1985,2022)} and is run by a local family.")
    return c, k, " ".join(s)

AM_KINDS = [("የእደ ጥበብ ገበያ","በእጅ የተሠሩ ሰፌዶችና ጋቢዎች"),("የአውቶቡስ መናኸሪያ","ወደ አጎራባች ከተሞች የሚሄዱ ሚኒባሶች"),
            ("ፋርማሲ","መድኃኒቶችና የመጀመሪያ ርዳታ ዕቃዎች"),("የባንክ ቅርንጫፍ","የገንዘብ ማውጣትና የውጭ ምንዛሪ"),
            ("የመኪና ኪራይ ቢሮ","ከሹፌር ጋር የሚከራዩ መኪኖች"),("ዳቦ ቤት","ትኩስ ዳቦና ዳቦ ቆሎ"),
            ("የኢንተርኔት ካፌ","ማተምና ስካን ማድረግ"),("የልብስ ስፌት ቤት","በልክ የሚሰፉ ሸሚዞች"),
            ("ቤተ መጻሕፍት","በተለያዩ የኢትዮጵያ ቋንቋዎች የተጻፉ መጻሕፍት"),("የማር ማኅበር","የደን ማርና የሰም ሻማ"),
            ("የሸክላ ሥራ ቤት","የሸክላ ጀበናዎች"),("የፍራፍሬ ገበያ","ማንጎ፣ አቮካዶና ሙዝ")]
AM_LAND = ["ከዋናው አደባባይ","ከቀድሞው ቤተ ክርስቲያን","ከማዘጋጃ ቤቱ","ከስታዲየሙ","ከወንዙ ድልድይ","ከፖስታ ቤቱ","ከሆስፒታሉ"]
AM_DAYS = ["ከሰኞ እስከ ቅዳሜ","በየቀኑ","ከማክሰኞ እስከ እሁድ","ከሰኞ እስከ ዓርብ"]
AM_TIPS = ["ዋጋዎቹ በበሩ ላይ ባለው ሰሌዳ ተጽፈዋል።","ጠዋት ከሰዓት በኋላ ይልቅ ጸጥ ያለ ነው።","ትልቅ ኖት ለመመንዘር ስለሚያስቸግር ዝርዝር ገንዘብ ይያዙ።",
           "ሰዎችን ፎቶ ከማንሳትዎ በፊት ፈቃድ ይጠይቁ።","በክረምት ወራት መንገዱ ጭቃ ሊሆን ይችላል።","ሠራተኞቹ የአካባቢውን ቋንቋና ጥቂት እንግሊዝኛ ይናገራሉ።",
           "የአካባቢው ባለ ባጃጆች ቦታውን በደንብ ያውቁታል።"]
AM_NAMES = ["ዓባይ","ሰላም","ፀሐይ","ገዳ","ብርሃን","ሜሮን","ትዕግሥት","ሀዊ","ለንሳ","ቢፍቱ","ቅድስት","ዮናስ",
            "ጫልቱ","ዳዊት","አልማዝ","ተስፋ","ኤባ","ራሔል","ሙሉ","ቀነኒሳ","ሳባ","ገነት","ለምለም","ቶሎሳ"]
def am_text(i):
    c = random.choice(AM_CITIES); k, what = random.choice(AM_KINDS); n = random.choice(AM_NAMES)
    a, b = hour(); p = price()
    s = [f"በ{c} ከተማ የሚገኘው የ{n} {k} {random.choice(AM_LAND)} አጠገብ ያለ አነስተኛ ቦታ ነው።",
         f"በተለይ በ{what} ይታወቃል።",
         f"{random.choice(AM_DAYS)} ከ{a} እስከ {b} ክፍት ነው።",
         f"አንድ የተለመደ ግዢ ወይም አገልግሎት {fmt(p)} ብር ገደማ ያስከፍላል።",
         random.choice(AM_TIPS),
         random.choice(AM_TIPS),
         f"ለጥያቄ በ{phone()} ይደውሉ።" if random.random()<0.7 else f"ከከተማው መሃል በእግር {random.randint(3,25)} ደቂቃ ያህል ይርቃል።"]
    if random.random()<0.6: s.insert(3, f"ቦታው በ{random.randint(1985,2022)} የተከፈተ ሲሆን በአካባቢው ቤተሰብ ይተዳደራል።")
    if s[4] == s[5]: s.pop(5)
    return c, k, " ".join(s)

OM_KINDS = [("gabaa hojii harkaa","gundoo fi uffata harkaan hojjetame"),("buufata awtobisii","miniibaasii gara magaalota ollaa deeman"),
            ("faarmaasii","qoricha fi meeshaa gargaarsa jalqabaa"),("damee baankii","maallaqa baasuu fi jijjiirraa sharafaa"),
            ("waajjira kiraa konkolaataa","konkolaataa konkolaachisaa waliin"),("mana buddeenaa","buddeena haaraa fi daabboo qoloo"),
            ("kaafee interneetii","maxxansuu fi iskaanii gochuu"),("mana hodhaa","kaamisaa safartuun hodhaman"),
            ("mana kitaabaa","kitaabota afaanota Itoophiyaa adda addaatiin"),("waldaa damma","damma bosonaa fi shamaa sammii"),
            ("mana hojii suphee","jabanaa suphee"),("gabaa muduraa","maangoo, avokaadoo fi muuzii")]
OM_LAND = ["iddoo walgahii guddaa","mana amantaa durii","waajjira bulchiinsa magaalaa","istaadiyeemii","riqicha lagaa","poostaa","hospitaala"]
OM_DAYS = ["Wiixata hanga Sanbataatti","guyyaa guyyaan","Kibxata hanga Dilbataatti","Wiixata hanga Jimaataatti"]
OM_TIPS = ["Gatiin gabatee balbala irra jiru irratti barreeffameera.","Ganama waaree booda caalaa callisaadha.",
           "Maallaqa xixiqqaa qabadhaa, qarshii guddaa jijjiiruun ni rakkisa.","Nama suuraa kaasuu dura hayyama gaafadhaa.",
           "Yeroo ganna karaan dhoqqee ta'uu danda'a.","Hojjettoonni afaan naannoo fi Ingliffa xiqqoo dubbatu.",
           "Konkolaachiftonni baajajii naannoo iddoo kana sirriitti beeku."]
def om_text(i):
    c = random.choice(OM_CITIES); k, what = random.choice(OM_KINDS); n = random.choice(NAMES)
    a, b = hour(); p = price()
    s = [f"{k.capitalize()} {n} magaalaa {c} keessatti argamu {random.choice(OM_LAND)} bira jira.",
         f"Keessumaa {what}n beekama.",
         f"{random.choice(OM_DAYS)} sa'aatii {a} hanga {b} banaadha.",
         f"Bittaan ykn tajaajilli idilee qarshii {fmt(p)} naannoo gatii qaba.",
         random.choice(OM_TIPS), random.choice(OM_TIPS),
         f"Gaaffiif {phone()} bilbilaa." if random.random()<0.7 else f"Handhuura magaalaa irraa miilaan daqiiqaa {random.randint(3,25)} fagaata."]
    if random.random()<0.6: s.insert(3, f"Bara {random.randint(1985,2022)} banamee maatii naannoo sanaatiin bulfama.")
    if s[4] == s[5]: s.pop(5)
    return c, k, " ".join(s)

out = []; n = 0; seen = set()
for lang, fn in (("en", en_text), ("am", am_text), ("om", om_text)):
    made = 0
    while made < N_PER_LANG:
        c, k, t = fn(made)
        wc = len(t.split())
        if t in seen or not (40 <= wc <= 70):
            continue
        seen.add(t); n += 1; made += 1
        out.append({"id": "x%04d" % n, "lang": lang, "url": f"https://example.et/kb/{lang}/{n:04d}",
                    "product": "marefiya", "tenant": None, "title": f"{k} — {c}", "text": t})
json.dump(out, open("/work/blind9/distractors.json", "w"), ensure_ascii=False, indent=1)
print(len(out), "distractors written")
