"""Generate distractors.json: >=1200 short passages (en/am/om) about places and services
NOT covered by documents.json. Standard library only, fixed seed."""
import json, random
R = random.Random(20261126)
PLACES = [("Wenchi Crater Lake","ወንጪ ሐይቅ","Haroo Wancii"),("Lake Langano","ላንጋኖ ሐይቅ","Haroo Laangaanoo"),
 ("Sof Omar Caves","ሶፍ ዑመር ዋሻ","Holqa Sof Umar"),("Adadi Mariam church","አዳዲ ማርያም","Mana Kiristaanaa Adaadii Maariyaam"),
 ("Debre Libanos monastery","ደብረ ሊባኖስ ገዳም","Galma Dabra Libaanos"),("Awash National Park","አዋሽ ብሔራዊ ፓርክ","Paarkii Awaash"),
 ("Lake Ziway","ዝዋይ ሐይቅ","Haroo Zuwaay"),("Menagesha Suba forest","መናገሻ ሱባ ደን","Bosona Manaagashaa"),
 ("Bale Mountains","የባሌ ተራሮች","Gaarreen Baalee"),("Wondo Genet","ወንዶ ገነት","Wondoo Gannat"),
 ("Abijata-Shalla park","አብጃታ ሻላ ፓርክ","Paarkii Abijaataa-Shaallaa"),("Erta Ale volcano","ኤርታ አሌ እሳተ ገሞራ","Volkaanoo Ertaa Alee"),
 ("Yeha temple","የሐ ቤተ መቅደስ","Mana Sagadaa Yehaa"),("Debre Damo","ደብረ ዳሞ","Dabra Daamoo"),
 ("Gheralta cliffs","ገርዓልታ","Gaara Geraaltaa"),("Bonga forest","የቦንጋ ደን","Bosona Boongaa"),
 ("Lake Hayq","ሐይቅ ሐይቅ","Haroo Hayiq"),("Chebera Churchura park","ጨበራ ጩርጩራ ፓርክ","Paarkii Caabaraa"),
 ("Yirgacheffe coffee farms","የይርጋጨፌ ቡና እርሻ","Qonna buna Yirgaacaffee"),("Tiya stelae","ጢያ ትክል ድንጋይ","Dhagaa Xiyaa")]
LODGES = ["Acacia Rest Camp","Highland Breeze Lodge","Sunbird Eco Camp","Red Rock Guesthouse","Juniper Trail Lodge",
 "Blue Ibis Camp","Savanna Star Lodge","Coffee Leaf Guesthouse","Mountain Nyala Camp","Crater Rim Lodge",
 "Weaver Bird Lodge","Palm Shade Camp","Cliffside Retreat","Fig Tree Lodge","Basalt Ridge Camp"]
SERV_EN = ["guided hike","birdwatching walk","horse ride","picnic lunch","camping pitch","bicycle hire","canoe hire",
 "coffee farm visit","photography tour","cooking class","village walk","sunrise viewing"]
SERV_AM = ["የእግር ጉዞ","የወፎች ምልከታ","የፈረስ ግልቢያ","የሽርሽር ምሳ","የድንኳን ቦታ","የብስክሌት ኪራይ","የታንኳ ኪራይ",
 "የቡና እርሻ ጉብኝት","የፎቶግራፍ ጉብኝት","የምግብ ማብሰል ትምህርት","የመንደር ጉብኝት","የፀሐይ መውጫ ምልከታ"]
SERV_OM = ["imala miilaa","daawwannaa simbirroota","yaabbii fardaa","laaqana dirree","bakka dunkaanaa","kiraa saayikilii",
 "kiraa bidiruu","daawwannaa qonna bunaa","imala suuraa","barnoota nyaata bilcheessuu","deemsa gandaa","ilaalcha ba'iinsa aduu"]
MONTH_EN = ["October","November","December","February","March","April","May"]
def price(): return f"{R.randrange(120, 4000, 10):,}"
def hh(): return f"{R.randrange(6, 18):02d}:{R.choice(['00','15','30','45'])}"
def en(p, lodge, s):
    x = [f"{p[0]} is a popular stop for travellers who have a free day in the region.",
         f"The {s} at {p[0]} costs {price()} birr per person and starts at {hh()}.",
         f"{lodge} near {p[0]} has {R.randrange(6, 40)} rooms and serves local food made with seasonal produce.",
         f"Local guides recommend going between {R.choice(MONTH_EN)} and {R.choice(MONTH_EN)} when the paths are dry.",
         f"Bring water, a hat and sturdy shoes; the walk from the car park takes about {R.randrange(10, 90)} minutes.",
         f"Groups larger than {R.randrange(6, 20)} people should book two days ahead with the community office.",
         f"Entry for children is {R.randrange(20, 150)} birr and photography is allowed outside the sacred areas.",
         f"Mobile coverage is weak, so download maps before you leave the main road."]
    return x
def am(p, lodge, s):
    return [f"{p[1]} በአካባቢው ነጻ ቀን ላላቸው መንገደኞች ተወዳጅ መዳረሻ ነው።",
            f"በ{p[1]} የሚካሄደው {s} ለአንድ ሰው {price()} ብር ያስከፍላል፤ ከ{hh()} ጀምሮ ይጀመራል።",
            f"ከ{p[1]} አጠገብ የሚገኘው {lodge} {R.randrange(6, 40)} ክፍሎች ያሉት ሲሆን የአካባቢውን ምግብ ያቀርባል።",
            f"መንገዶቹ ደረቅ በሚሆኑበት ወቅት መሄድ ይመከራል፤ በዝናብ ወቅት መንገዱ ያዳልጣል።",
            f"ውሃ፣ ኮፍያና ጠንካራ ጫማ ይያዙ፤ ከመኪና ማቆሚያው በእግር {R.randrange(10, 90)} ደቂቃ ይወስዳል።",
            f"ከ{R.randrange(6, 20)} ሰው በላይ የሆኑ ቡድኖች ከሁለት ቀን በፊት በማኅበረሰቡ ቢሮ ማስያዝ አለባቸው።",
            f"የልጆች መግቢያ {R.randrange(20, 150)} ብር ሲሆን ከተቀደሱ ቦታዎች ውጭ ፎቶ ማንሳት ይፈቀዳል።",
            f"የስልክ ኔትወርክ ደካማ ስለሆነ ከዋናው መንገድ ከመውጣትዎ በፊት ካርታ ያውርዱ።"]
def om(p, lodge, s):
    return [f"{p[2]} imaltoota guyyaa bilisaa naannoo sana qabaniif bakka jaallatamaa dha.",
            f"{s.capitalize()} {p[2]} irratti nama tokkoof qarshii {price()} kaffalchiisa, sa'aatii {hh()} irratti jalqaba.",
            f"{lodge} kan {p[2]} bira jiru kutaalee {R.randrange(6, 40)} qaba, nyaata naannoo ni dhiheessa.",
            f"Yeroo karaan gogaa ta'etti deemuun gorfama; yeroo roobaa karaan ni mucuca'a.",
            f"Bishaan, kophee fi gonfoo qabadhaa; bakka konkolaataa dhaabbatu irraa miilaan daqiiqaa {R.randrange(10, 90)} fudhata.",
            f"Gareen nama {R.randrange(6, 20)} ol ta'e guyyaa lama dursee waajjira hawaasaa irratti galmaa'uu qaba.",
            f"Seensi daa'immanii qarshii {R.randrange(20, 150)} dha; bakka qulqulluu ala suuraa kaasuun ni hayyamama.",
            f"Neetworkiin bilbilaa laafaa waan ta'eef osoo karaa guddaa hin dhiisin kaartaa buufadhaa."]
out = []
n = 0
for lang, fn, serv in (("en", en, SERV_EN), ("am", am, SERV_AM), ("om", om, SERV_OM)):
    for k in range(410):
        p = R.choice(PLACES); lodge = R.choice(LODGES); s = R.choice(serv)
        sents = fn(p, lodge, s)
        first, rest = sents[:2], sents[2:]
        R.shuffle(rest)
        text = " ".join(first)
        for t in rest:
            if len(text.split()) >= 40: break
            text += " " + t
        while len(text.split()) > 70:
            text = " ".join(text.split()[:70])
        n += 1
        out.append({"id": f"x{n:04d}", "lang": lang, "url": f"https://example.et/kb/{lang}/{n:04d}",
                    "product": "marefiya", "tenant": None, "title": f"{p[0 if lang=='en' else (1 if lang=='am' else 2)]}: {s}",
                    "text": text})
json.dump(out, open("distractors.json", "w"), ensure_ascii=False, indent=1)
wc = [len(d["text"].split()) for d in out]
print(len(out), "distractors; words min/max", min(wc), max(wc))
