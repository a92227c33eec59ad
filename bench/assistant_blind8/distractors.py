"""Generate distractors.json: >=1,200 short knowledge passages (en/am/om) about places and services
NOT covered by documents.json. Standard library only, fixed seed."""
import json, random
R = random.Random(20261126)
CITIES = [("Jinka","ጂንካ","Jinkaa"),("Konso","ኮንሶ","Konsoo"),("Ambo","አምቦ","Amboo"),("Assosa","አሶሳ","Asosaa"),
 ("Semera","ሰመራ","Semeraa"),("Robe","ሮቤ","Roobee"),("Goba","ጎባ","Gobaa"),("Weldiya","ወልዲያ","Woldiyaa"),
 ("Hosaena","ሆሳዕና","Hosaa'inaa"),("Wolkite","ወልቂጤ","Walqixee"),("Shashemene","ሻሸመኔ","Shaashamannee"),
 ("Ziway","ዝዋይ","Baatuu"),("Kombolcha","ኮምቦልቻ","Kombolchaa"),
 ("Negele","ነገሌ","Nageellee"),("Mizan Teferi","ሚዛን ተፈሪ","Miizaan Tafarii"),("Bonga","ቦንጋ","Boongaa"),
 ("Metu","መቱ","Mattuu"),("Jijiga","ጅጅጋ","Jigjigaa"),("Asella","አሰላ","Asallaa"),("Butajira","ቡታጅራ","Butaajiraa"),
 ("Dila","ዲላ","Diillaa"),("Yirgalem","ይርጋለም","Yirgaalem"),("Adigrat","ዓዲግራት","Adigraat"),("Shire","ሽረ","Shiree"),
 ("Gimbi","ጊምቢ","Gimbii"),("Bale Robe","ባሌ ሮቤ","Baalee Roobee")]
PLACES_EN=["craft cooperative","weekly market","bus terminal","public library","coffee roastery","honey shop","pottery workshop","weaving centre","football stadium","botanical nursery","bakery","bookshop","bank branch","photo studio","tailor shop"]
PLACES_AM=["የእደ ጥበብ ማኅበር","የሳምንት ገበያ","የአውቶቡስ መናኸሪያ","የሕዝብ ቤተ መጻሕፍት","የቡና መቁያ","የማር መሸጫ","የሸክላ ሥራ ቤት","የሽመና ማዕከል","ዳቦ ቤት","የመጻሕፍት መደብር","የልብስ ስፌት ቤት"]
PLACES_OM=["waldaa ogummaa harkaa","gabaa torbanii","buufata awtobisii","mana kitaabaa ummataa","mana buna aannanuu","suuqii damma","mana suphee","wiirtuu wayyaa dha'uu","mana daabboo","suuqii kitaabaa","mana uffata hodhuu"]
NAMES=["Abebe","Tigist","Lensa","Gemechu","Hana","Dawit","Chaltu","Meron","Tolosa","Saba","Yonas","Aster","Boru","Selam"]
DAYS_EN=["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"]
DAYS_AM=["ሰኞ","ማክሰኞ","ረቡዕ","ሐሙስ","ዓርብ","ቅዳሜ"]
DAYS_OM=["Wiixata","Kibxata","Roobii","Kamiisa","Jimaata","Sanbata"]
def num(): return R.choice([35,45,60,75,90,110,130,160,190,220,260,310,340,380,420,470])
def hr(): return R.choice(["07:30","08:00","08:45","09:00","09:30","10:15"])
def hr2(): return R.choice(["16:30","17:00","17:45","18:15","19:30","20:00"])
def en(c):
    p=R.choice(PLACES_EN); n=R.choice(NAMES); d=R.choice(DAYS_EN)
    S=[f"The {p} in {c[0]} is run by {n} and a small team of local residents.",
       f"It opens at {hr()} and closes at {hr2()}, except on public holidays.",
       f"Visitors often stop here on the way between {c[0]} and {R.choice(CITIES)[0]}.",
       f"A basic item or service here costs around {num()} birr, and prices are written on a board at the door.",
       f"The busiest day is {d}, when farmers from the surrounding villages come to town.",
       f"Payment is accepted in cash, and some stalls also accept mobile money.",
       f"The building stands about {R.randint(2,9)} minutes on foot from the main square of {c[0]}.",
       f"Photography inside is allowed if you ask {n} first.",
       f"Local guides in {c[0]} sometimes include a visit here in their town walks.",
       f"The place was founded {R.randint(5,40)} years ago and is known across the {R.choice(['zone','region','district'])}."]
    return f"{c[0]} {p}", S
def am(c):
    p=R.choice(PLACES_AM); n=R.choice(NAMES); d=R.choice(DAYS_AM)
    S=[f"በ{c[1]} ከተማ የሚገኘው {p} በአካባቢው ነዋሪዎች የሚተዳደር ነው።",
       f"ከጠዋቱ {hr()} ጀምሮ እስከ {hr2()} ድረስ ክፍት ሲሆን በሕዝብ በዓላት ዝግ ነው።",
       f"ብዙ መንገደኞች ከ{c[1]} ወደ {R.choice(CITIES)[1]} ሲጓዙ እዚህ ያርፋሉ።",
       f"አንድ ቀላል ዕቃ ወይም አገልግሎት በአማካይ {num()} ብር ያስከፍላል፤ ዋጋዎቹ በበሩ ላይ ተጽፈዋል።",
       f"በጣም የሚጨናነቀው ቀን {d} ሲሆን የአካባቢው ገበሬዎች ወደ ከተማ ይመጣሉ።",
       f"ክፍያ በጥሬ ገንዘብ ይፈጸማል፤ አንዳንድ ሻጮች የሞባይል ገንዘብም ይቀበላሉ።",
       f"ቦታው ከከተማው ዋና አደባባይ በእግር {R.randint(2,9)} ደቂቃ ያህል ይርቃል።",
       f"ውስጥ ፎቶ ማንሳት የሚቻለው {n}ን አስቀድመው ሲጠይቁ ብቻ ነው።",
       f"በ{c[1]} ያሉ የአካባቢ አስጎብኚዎች አንዳንድ ጊዜ ይህን ቦታ በጉብኝታቸው ውስጥ ያካትታሉ።",
       f"ቦታው ከ{R.randint(5,40)} ዓመታት በፊት የተቋቋመ ሲሆን በአካባቢው በሰፊው ይታወቃል።"]
    return f"{p} በ{c[1]}", S
def om(c):
    p=R.choice(PLACES_OM); n=R.choice(NAMES); d=R.choice(DAYS_OM)
    S=[f"{p.capitalize()} magaalaa {c[2]} keessa jiru jiraattota naannichaatiin kan bulchamu dha.",
       f"Ganama sa'aatii {hr()} irraa hanga {hr2()}tti banaa yoo ta'u, guyyaa ayyaanaa ummataa cufaadha.",
       f"Imaltoonni baay'een {c[2]} irraa gara {R.choice(CITIES)[2]}tti yeroo deeman asitti dhaabatu.",
       f"Meeshaan yookaan tajaajilli salphaan giddu-galeessaan qarshii {num()} gaafata; gatiin balbala irratti barreeffameera.",
       f"Guyyaan baay'ee itti qabatamu {d} dha; qonnaan bultoonni naannoo sanaa gara magaalaa dhufu.",
       f"Kaffaltiin maallaqa callaan raawwatama; gurgurtoonni tokko tokko maallaqa moobaayilaas ni fudhatu.",
       f"Bakki kun iddoo guddaa magaalaa irraa miillaan daqiiqaa {R.randint(2,9)} fagaata.",
       f"Keessatti suuraa kaasuun kan danda'amu {n} dura gaafachuun qofa.",
       f"Qajeelchitoonni naannoo {c[2]} yeroo tokko tokko bakka kana daawwannaa isaanii keessatti dabalu.",
       f"Bakki kun waggaa {R.randint(5,40)} dura kan hundeeffame yoo ta'u naannoo sana keessatti beekamaa dha."]
    return f"{p} {c[2]}", S
def build(fn, lang, i):
    c=R.choice(CITIES)
    while True:
        title,S=fn(c); rest=S[1:]; R.shuffle(rest); S=[S[0]]+rest; out=[]
        for s in S:
            out.append(s); w=len(" ".join(out).split())
            if w>=45: break
        w=len(" ".join(out).split())
        if 40<=w<=70: return {"id":f"x{i:04d}","lang":lang,"url":f"https://example.et/kb/{lang}/{i:04d}","product":"marefiya","tenant":None,"title":title,"text":" ".join(out)}
out=[];i=1
for k in range(405):
    for fn,lang in ((en,"en"),(am,"am"),(om,"om")):
        out.append(build(fn,lang,i)); i+=1
json.dump(out,open("/work/blind8/distractors.json","w"),ensure_ascii=False,indent=1)
print(len(out),"distractors written")
