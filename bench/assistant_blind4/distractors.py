"""Generate 1,200 distractor passages (400 en, 400 am, 400 om) -> distractors.json.
Standard library only, fixed seed 20261126. Figures that occur in documents.json or in any
expected answer of questions.json are excluded, so distractors never carry an answer figure."""
import json, random, re, os
random.seed(20261126)
HERE=os.path.dirname(os.path.abspath(__file__))
def toks(s): return {n.replace(",","") for n in re.findall(r"\d[\d,]*(?::\d\d)?",s)}
FORBID=set(); SUBSTR=set()
try:
    for d in json.load(open(os.path.join(HERE,"documents.json"))): FORBID|=toks(d["text"])
    for q in json.load(open(os.path.join(HERE,"questions.json"))):
        for g in q["expected"]:
            for s in g:
                FORBID|=toks(s)
                if len(s)>=4 and re.search(r"\d",s): SUBSTR.add(s.lower())
except FileNotFoundError: pass
def pick(pool):
    pool=[p for p in pool if str(p).replace(",","") not in FORBID]
    return random.choice(pool)
def clean(x): return not any(ss in x for ss in SUBSTR)
def money(lo,hi,step):
    ok=[n for n in range(lo,hi+1,step) if clean(f"{n:,}") and clean(str(n))]
    return f"{pick(ok):,}"
WORDS={"en":["zero","one","two","three","four","five","six","seven","eight","nine"],
       "am":["ዜሮ","አንድ","ሁለት","ሦስት","አራት","አምስት","ስድስት","ሰባት","ስምንት","ዘጠኝ"],
       "om":["zeeroo","tokko","lama","sadii","afur","shan","ja'a","torba","saddeet","sagal"]}
CUR=["en"]
def small(lo,hi,unit=""):
    ok=[n for n in range(lo,hi+1) if str(n) not in FORBID
        and all(clean(f"{n}{suf}") for suf in ["", " hour", " min", " day", unit])]
    if ok: return str(random.choice(ok))
    return WORDS[CUR[0]][random.randint(lo,min(hi,9))]
def clock():
    # (western, ethiopian) pairs built from minutes not used in the documents
    h=pick([7,9,10,13,16,19,20]); m=random.choice([5,10,15,20,40,50])
    w=f"{h}:{m:02d}"; e=f"{(h-6)%12 or 12}:{m:02d}"
    if w in FORBID or e in FORBID or not clean(w) or not clean(e): return clock()
    return w,e
C=lambda l: random.choice(l)

PLACES=["Konso","Jinka","Dorze","Tiya","Debre Libanos","Langano","Ziway","Bishoftu","Ambo","Debre Birhan","Dessie","Kombolcha","Woldia","Debre Markos","Nekemte","Jimma","Mizan Teferi","Gambella","Assosa","Shashamane","Dila","Yirgalem","Sodo","Hosaena","Butajira","Harar","Jijiga","Semera","Adigrat","Shire","Sekota","Bonga","Metu","Goba","Robe","Negele","Yabelo","Moyale","Debre Tabor","Kemise"]
SITES=["the crater lakes","the old market","the river gorge","the monastery on the hill","the royal compound","the coffee forest","the hot springs","the basalt columns","the stelae field","the bird sanctuary","the cave church","the palace ruins","the waterfall trail"]
SPA=["Abay Bliss Spa","Lucy Wellness Studio","Zara Stone Spa","Gugsa Body Care","Meron Day Spa","Tsehay Retreat Spa","Kuriftu-style Lakeside Spa","Selam Touch Spa","Yod Springs Spa","Nile Reed Spa"]
HOT=["Dashen View Hotel","Tikur Abay Guest House","Gefersa Lake Lodge","Menelik Court Hotel","Addis Breeze Suites","Wabe Shebelle Inn","Ras Dashen Lodge","Lucy Heritage Inn","Yeha Palace Hotel","Abuna Hill Guest House","Koka Dam Resort","Sululta Green Hotel","Gurage Highland Inn","Omo Delta Lodge","Chebera Forest Camp"]
TOURCO=["Highland Trails Ethiopia","Blue Rift Tours","Lucy Expeditions","Abyssinia Steps","Rift Line Safaris","Sheba Roads Travel","Omo Lens Tours","Green Land Adventures"]
REST=["Yod Kitfo House","Habesha Table","Tej Bet Lalibela Road","Sheger Fish House","Enjera Corner","Mesob Garden Restaurant","Dashen Grill","Abyssinia Terrace Cafe"]

def en_text():
    t=C(range(9)); p=C(PLACES); s=C(SITES)
    if t==0:
        n=C(SPA); w,e=clock()
        body=(f"{n} in {p} offers a {small(25,35)}-minute back massage for {money(700,2600,50)} ETB and a full aromatherapy session for {money(2600,5200,50)} ETB. "
              f"It opens at {w} ({e} on the Ethiopian clock). Steam room access costs {money(250,650,50)} ETB. Booking a day ahead is recommended and towels are provided.")
        title=f"{n} price list"
    elif t==1:
        co=C(TOURCO); d=small(2,9)
        body=(f"{co} runs a {d}-day trip from {p} to {s}. The price is {money(9000,95000,500)} ETB per person with transport, meals and a local guide. "
              f"Groups leave on {C(['Mondays','Wednesdays','Fridays','Saturdays'])} and a deposit of {small(15,45)} percent secures a seat. Bring sun protection and a light jacket.")
        title=f"{co}: {p} tour"
    elif t==2:
        w,e=clock()
        body=(f"The park office near {p} charges visitors {money(300,2400,50)} ETB per day and {money(60,380,10)} ETB per vehicle. "
              f"A ranger costs {money(350,950,50)} ETB per day. The gate opens at {w}, which is {e} in local time. Camping near {s} costs {money(150,650,50)} ETB per tent.")
        title=f"Visiting {s} near {p}"
    elif t==3:
        h=C(HOT); w,e=clock()
        body=(f"At {h} in {p}, guests may keep their room after the normal departure time for {money(500,2600,50)} ETB, subject to availability. "
              f"Breakfast is served from {w}. Laundry costs {money(80,300,10)} ETB per item and a replacement key card costs {money(250,1100,50)} ETB. Quiet hours start at {C(['21:45','23:15','23:00'])}.")
        title=f"{h} house rules"
    elif t==4:
        r=C(REST)
        body=(f"{r} in {p} serves special kitfo for {money(380,1400,10)} ETB and a fasting platter (beyaynetu) for {money(220,800,10)} ETB. "
              f"A bottle of local honey wine costs {money(280,900,10)} ETB. The traditional music show starts in the evening and the cover charge is {money(110,590,20)} ETB.")
        title=f"{r} menu"
    elif t==5:
        body=(f"Private cars from {p} to {C(PLACES)} cost {money(1800,14000,100)} ETB one way for up to {small(2,6)} passengers. "
              f"A driver for a full day in town costs {money(2000,6000,100)} ETB, fuel included. Drivers wait {small(15,40)} minutes free; after that a waiting fee applies. Book through your hotel reception.")
        title=f"Car hire in {p}"
    elif t==6:
        w,e=clock()
        body=(f"The community museum in {p} opens at {w} and closes in the late afternoon. Tickets cost {money(80,700,10)} ETB for foreign visitors; photography costs {money(60,480,20)} ETB extra. "
              f"A guided walk to {s} takes about {small(2,6)} hours and costs {money(600,2400,50)} ETB per group.")
        title=f"Museum and walks in {p}"
    elif t==7:
        body=(f"Mobile coverage around {p} is good in town but weak near {s}. A prepaid voice bundle costs {money(40,240,5)} ETB and lasts {small(6,14)} days. "
              f"Many shops accept mobile money; carry small notes for minibus fares of {small(11,19)} to {small(26,48)} ETB. Banks close at {C(['16:45','17:15'])} on weekdays.")
        title=f"Phones and money in {p}"
    else:
        h=C(HOT)
        body=(f"{h} in {p} offers a coffee ceremony in its garden for {money(200,900,10)} ETB per guest and a cooking class for {money(900,2600,50)} ETB. "
              f"Airport pickup from the nearest airstrip costs {money(600,2200,50)} ETB per car. Free cancellation is possible up to {small(36,72)} hours before arrival.")
        title=f"{h} guest services"
    extra=["Prices may change during holidays.","Children usually pay half price.","Payment is accepted in cash and by mobile money.","Please confirm opening hours by phone before you travel.","The dry season is the most popular time to visit."]
    return title, body+" "+" ".join(random.sample(extra,2))

AMP=["ኮንሶ","ጂንካ","ዶርዜ","ጢያ","ደብረ ሊባኖስ","ላንጋኖ","ዝዋይ","ቢሾፍቱ","አምቦ","ደብረ ብርሃን","ደሴ","ኮምቦልቻ","ወልዲያ","ደብረ ማርቆስ","ነቀምቴ","ጅማ","ጋምቤላ","ሻሸመኔ","ዲላ","ሶዶ","ሆሳዕና","ጅጅጋ","ሰመራ","ዓዲግራት","ሽሬ","ሰቆጣ","ቦንጋ","ጎባ","ደብረ ታቦር"]
AMSPA=["አባይ ብሊስ ስፓ","ሉሲ ዌልነስ","ዛራ ስፓ","መሮን ዴይ ስፓ","ፀሐይ ሪትሪት ስፓ","ሰላም ታች ስፓ"]
AMHOT=["ዳሽን ቪው ሆቴል","ጥቁር አባይ እንግዳ ማረፊያ","ገፈርሳ ሎጅ","ምኒልክ ኮርት ሆቴል","ዋቤ ሸበሌ ኢን","ራስ ዳሸን ሎጅ","የሃ ፓላስ ሆቴል","ቆቃ ሪዞርት"]
AMCO=["ሃይላንድ ትሬልስ","ብሉ ሪፍት ቱርስ","ሉሲ ኤክስፔዲሽን","ሳባ መንገድ ትራቭል","ግሪን ላንድ አድቬንቸርስ"]
def am_text():
    t=C(range(7)); p=C(AMP)
    if t==0:
        n=C(AMSPA); w,e=clock()
        body=(f"በ{p} የሚገኘው {n} የ{small(25,35)} ደቂቃ የጀርባ ማሳጅ በ{money(700,2600,50)} ብር ያቀርባል። ሙሉ የአሮማ ማሳጅ {money(2600,5200,50)} ብር ነው። "
              f"ስፓው ከጠዋቱ {e} ሰዓት ({w}) ይከፈታል። የእንፋሎት ክፍል {money(250,650,50)} ብር ያስከፍላል።")
        title=f"የ{n} ዋጋ ዝርዝር"
    elif t==1:
        co=C(AMCO)
        body=(f"{co} ከ{p} የሚነሳ የ{small(2,9)} ቀን ጉዞ ያዘጋጃል። ዋጋው ለአንድ ሰው {money(9000,95000,500)} ብር ሲሆን ትራንስፖርት፣ ምግብና አስጎብኚ ይጨምራል። "
              f"ቦታ ለማስያዝ {small(15,45)} በመቶ ቅድመ ክፍያ ያስፈልጋል።")
        title=f"{co}፦ የ{p} ጉዞ"
    elif t==2:
        w,e=clock()
        body=(f"በ{p} አቅራቢያ ያለው ፓርክ ለጎብኚዎች በቀን {money(300,2400,50)} ብር ያስከፍላል፤ ለመኪና {money(60,380,10)} ብር ይከፈላል። "
              f"ጠባቂ በቀን {money(350,950,50)} ብር ነው። በሩ ከጠዋቱ {e} ሰዓት ({w}) ይከፈታል። የድንኳን ማረፊያ {money(150,650,50)} ብር ነው።")
        title=f"የ{p} ፓርክ ክፍያዎች"
    elif t==3:
        h=C(AMHOT)
        body=(f"በ{p} የሚገኘው {h} ዘግይቶ ለመውጣት {money(500,2600,50)} ብር ያስከፍላል። የልብስ እጥበት ለአንድ ልብስ {money(80,300,10)} ብር ነው። "
              f"የጠፋ ቁልፍ ካርድ {money(250,1100,50)} ብር ያስከፍላል። ማጨስ በክፍል ውስጥ አይፈቀድም።")
        title=f"የ{h} ደንቦች"
    elif t==4:
        body=(f"ከ{p} ወደ {C(AMP)} የግል መኪና በአንድ አቅጣጫ {money(1800,14000,100)} ብር ያስከፍላል። ለሙሉ ቀን ሾፌር {money(2000,6000,100)} ብር ነው፤ ነዳጅ ይጨምራል። "
              f"ሾፌሩ {small(15,40)} ደቂቃ በነጻ ይጠብቃል።")
        title=f"በ{p} የመኪና ኪራይ"
    elif t==5:
        w,e=clock()
        body=(f"የ{p} ማኅበረሰብ ሙዚየም ከ{e} ሰዓት ({w}) ጀምሮ ክፍት ነው። የውጭ ጎብኚዎች ትኬት {money(80,700,10)} ብር ነው፤ ፎቶ ለማንሳት ተጨማሪ {money(60,480,20)} ብር ይከፈላል። "
              f"የከተማ የእግር ጉዞ {small(2,6)} ሰዓት ይወስዳል።")
        title=f"የ{p} ሙዚየም"
    else:
        h=C(AMHOT)
        body=(f"{h} በ{p} በአትክልት ስፍራው የቡና ሥነ ሥርዓት ለአንድ እንግዳ በ{money(200,900,10)} ብር ያዘጋጃል። የምግብ ዝግጅት ትምህርት {money(900,2600,50)} ብር ነው። "
              f"ከመድረሻ {small(36,72,' ሰዓት')} ሰዓት በፊት በነጻ መሰረዝ ይቻላል።")
        title=f"የ{h} አገልግሎቶች"
    extra=["በበዓላት ወቅት ዋጋ ሊቀየር ይችላል።","ክፍያ በጥሬ ገንዘብ ወይም በሞባይል ገንዘብ ይቻላል።","ከመሄድዎ በፊት በስልክ ያረጋግጡ።","በጋ ወቅት ብዙ ጎብኚዎች ይመጣሉ።","ልጆች ብዙውን ጊዜ ግማሽ ዋጋ ይከፍላሉ።","አስቀድመው ቦታ ቢያስይዙ ይመረጣል።","የአካባቢው ሰዎች ለእንግዶች በጣም ተቀባይ ናቸው።","ውሃና የፀሐይ መከላከያ ክሬም ይዘው ይሂዱ።","ለተጨማሪ መረጃ የሆቴልዎን መስተንግዶ ክፍል ይጠይቁ።","የአየር ሁኔታው ጠዋት ቀዝቃዛ ከሰዓት በኋላ ደግሞ ሞቃት ነው።"]
    return title, body+" "+" ".join(random.sample(extra,random.choice([5,6])))

OMP=["Konsoo","Jinkaa","Dorzee","Tiyaa","Dabra Libaanos","Langaanoo","Zuwaay","Bishooftuu","Amboo","Dabra Birhaan","Dasee","Naqamtee","Jimmaa","Gaambeellaa","Shaashamannee","Diilaa","Sooddoo","Hoosaa'inaa","Jigjigaa","Goobbaa","Roobee","Nageellee","Yaaballoo","Mooyyaalee","Dambi Doolloo","Gimbii","Bulee Horaa","Asallaa","Shaakkisoo"]
OMSPA=["Abbaay Bliss Spaa","Lucy Wellness","Zaaraa Spaa","Meeron Spaa","Salaam Spaa"]
OMHOT=["Hoteela Dashen View","Mana Keessummaa Gafarsaa","Hoteela Menelik Court","Wabee Shabalee Inn","Hoteela Qoqaa Resort","Hoteela Sulultaa Green"]
OMCO=["Highland Trails","Blue Rift Tours","Lucy Expeditions","Green Land Adventures"]
def om_text():
    t=C(range(7)); p=C(OMP)
    if t==0:
        n=C(OMSPA); w,e=clock()
        body=(f"{n} {p} keessatti argamu dhiibbaa dugdaa daqiiqaa {small(25,35)} qarshii {money(700,2600,50)}n kenna. Dhiibbaan guutuun qarshii {money(2600,5200,50)} dha. "
              f"Spaan sa'aatii {w} (sa'aatii Itoophiyaatiin {e}) banama. Kutaan aurraa qarshii {money(250,650,50)} kaffalchiisa.")
        title=f"Gatii {n}"
    elif t==1:
        co=C(OMCO)
        body=(f"{co} imala guyyaa {small(2,9)} {p} irraa qopheessa. Gatiin nama tokkoof qarshii {money(9000,95000,500)} dha; geejjiba, nyaataa fi qajeelchaa ni dabalata. "
              f"Iddoo qabachuuf kaffaltii dursaa dhibbeentaa {small(15,45)} barbaachisa.")
        title=f"{co}: imala {p}"
    elif t==2:
        w,e=clock()
        body=(f"Paarkiin {p} bira jiru daawwattoota irraa guyyaatti qarshii {money(300,2400,50)} fi konkolaataa irraa qarshii {money(60,380,10)} fudhata. "
              f"Eegduun guyyaatti qarshii {money(350,950,50)} dha. Karri sa'aatii {w} banama. Bakki dunkaanaa qarshii {money(150,650,50)} dha.")
        title=f"Kaffaltii paarkii {p}"
    elif t==3:
        h=C(OMHOT)
        body=(f"{h} {p} keessatti booda ba'uuf qarshii {money(500,2600,50)} kaffalchiisa. Miicuun uffataa tokkoof qarshii {money(80,300,10)} dha. "
              f"Kaardiin furtuu yoo bade qarshii {money(250,1100,50)} kaffaltu. Tamboo xuuxuun kutaa keessatti ni dhorkama.")
        title=f"Seera {h}"
    elif t==4:
        body=(f"Konkolaataan dhuunfaa {p} irraa gara {C(OMP)} karaa tokkoof qarshii {money(1800,14000,100)} kaffala. Konkolaachisaan guyyaa guutuuf qarshii {money(2000,6000,100)} dha. "
              f"Konkolaachisaan daqiiqaa {small(15,40)} bilisaan eeggata.")
        title=f"Kireeffannaa konkolaataa {p}"
    elif t==5:
        w,e=clock()
        body=(f"Muuziyeemiin hawaasaa {p} sa'aatii {w} irraa eegalee banaadha. Tikeetiin daawwattoota biyya alaatiif qarshii {money(80,700,10)} dha; suuraa kaasuuf qarshii {money(60,480,20)} dabalataan. "
              f"Deemsi miilaa magaalaa sa'aatii {small(2,6)} fudhata.")
        title=f"Muuziyeemii {p}"
    else:
        h=C(OMHOT)
        body=(f"{h} {p} keessatti sirna buna keessummaa tokkoof qarshii {money(200,900,10)}n qopheessa. Barumsi nyaata qopheessuu qarshii {money(900,2600,50)} dha. "
              f"Sa'aatii {small(36,72)} dura bilisaan haquun ni danda'ama.")
        title=f"Tajaajila {h}"
    extra=["Yeroo ayyaanaa gatiin jijjiiramuu danda'a.","Kaffaltiin maallaqa callaa fi maallaqa moobaayilaan ni fudhatama.","Osoo hin deemin dura bilbilaan mirkaneeffadhaa.","Yeroo bonaa daawwattoonni baay'atu.","Daa'imman yeroo baay'ee gatii walakkaa kaffalu.","Dursitanii galmeessuun gaarii dha.","Jiraattonni naannoo keessummoota simachuun beekamu.","Bishaanii fi kireemii aduu qabadhaa.","Odeeffannoo dabalataaf simannaa hoteela keessanii gaafadhaa.","Qilleensi ganama qabbanaa'aa, waaree booda immoo ho'aa dha."]
    return title, body+" "+" ".join(random.sample(extra,random.choice([5,6])))

OUT=[]
for lang,fn in [("en",en_text),("am",am_text),("om",om_text)]:
    CUR[0]=lang
    for i in range(400):
        title,text=fn()
        n=len(OUT)+1
        OUT.append({"id":f"x{n:04d}","lang":lang,"url":f"https://example.et/dx/{lang}/{n:04d}","product":"marefiya","tenant":None,"title":title,"text":text})
json.dump(OUT,open(os.path.join(HERE,"distractors.json"),"w"),ensure_ascii=False,indent=1)
print(len(OUT))
