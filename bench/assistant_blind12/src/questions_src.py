#!/usr/bin/env python3
"""Builds questions.json and unanswerable_checks.json (standard library only)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DOCS = {d["id"]: d for d in json.load(open(os.path.join(ROOT, "documents.json"), encoding="utf-8"))}
TWIN = {"d02": "d12", "d12": "d02", "d07": "d20", "d20": "d07", "d09": "d25", "d25": "d09"}
Q, CHECKS = [], {}

CAT = {}
def A(lang, text, expected, src, typ, subject, note, hotel=None):
    if hotel: CAT["q%03d" % (len(Q) + 1)] = hotel
    base = "am" if lang == "am-latn" else lang
    cl = False
    if src not in ("catalogue", None):
        langs = {DOCS[src]["lang"]} | ({DOCS[TWIN[src]]["lang"]} if src in TWIN else set())
        cl = base not in langs
    Q.append({"id": "q%03d" % (len(Q) + 1), "lang": lang, "question": text, "answerable": True,
              "expected": expected, "source_doc": src, "asked_type": typ, "subject": subject,
              "note": note, "cross_lingual": cl})

def N(lang, text, typ, subject, note, absent):
    qid = "q%03d" % (len(Q) + 1)
    Q.append({"id": qid, "lang": lang, "question": text, "answerable": False, "expected": [],
              "source_doc": None, "asked_type": typ, "subject": subject, "note": note, "cross_lingual": False})
    CHECKS[qid] = absent

NOHOTEL_EN = ["no hotel", "no hotels", "don't have any", "do not have any", "not available", "not listed", "no listed", "isn't covered", "not covered", "doesn't have", "does not have", "no properties", "couldn't find", "could not find"]
NOHOTEL_AM = ["ሆቴል የለም", "ሆቴሎች የሉም", "የሉንም", "አልተገኘም", "አይገኝም", "አልተገኙም", "የለንም", "አልተመዘገበም"]
NOHOTEL_OM = ["hin jiru", "hin jiran", "hin qabnu", "hin argamne", "hin argamu", "hin galmoofne"]
NOHOTEL_TI = ["የለን", "የለውን", "የብሉን", "ኣይተረኽበን", "ኣይርከብን"]
T0730 = ["07:30", "7:30 am", "7:30am", "7.30 am", "half past seven"]

# ======================= ENGLISH answerable =======================
A("en", "how much is the zege monastery boat trip for an adult?", [["1,450", "1450"]], "d01", "price", "Zege boat trip adult price", "adult vs child 725")
A("en", "my son is 7, what does he pay for the zege peninsula boat", [["725"]], "d01", "price", "Zege boat trip child price", "child vs adult 1,450")
A("en", "we are 9 people, what's the boat to dek island going to cost", [["6,800", "6800"]], "d01", "price", "Dek Island large boat", "9 people needs large boat, not 3,900")
A("en", "what time do the lake tana monastery boats leave", [T0730], "d01", "time", "monastery boat departure", "Ethiopian time 1:30 also given")
A("en", "number to book the tana boat trips?", [["+251 58 220 4417", "058 220 4417", "58 220 4417", "0582204417", "582204417"]], "d01", "contact", "Lake Tana Shore activity desk phone", "")
A("en", "hot stone massage price at entoto grand", [["2,600", "2600"]], "d02", "price", "Entoto hot stone massage", "only 90-min offered")
A("en", "half hour coffee scrub massage how much", [["950"]], "d02", "price", "Entoto coffee scrub 30 min", "30 vs 60 min")
A("en", "is it more expensive to get a massage on sunday at the entoto spa? by how much", [["15 percent", "15%", "15 per cent", "fifteen percent"]], "d02", "price", "Entoto weekend surcharge", "")
A("en", "till what time is the entoto grand spa open", [["22:00", "10 pm", "10pm", "10:00 pm", "10 p.m."]], "d02", "time", "Entoto spa closing", "")
A("en", "when exactly is timket in gondar next year", [["19 january", "january 19", "jan 19", "19 jan", "tir 11", "19/01/2027"]], "d03", "date", "Timket main day 2027", "eve is 18 January")
A("en", "how much for a seat at fasil's bath on the eve of timket", [["300"]], "d03", "price", "Timket seat eve", "500 is Timket day")
A("en", "the shuttle from piazza to fasils bath during timket, what does it cost", [["250"]], "d03", "price", "Timket shuttle", "return ticket per person")
A("en", "bole skyline minibus to airport price?", [["2,200", "2200"]], "d04", "price", "Bole Skyline minibus transfer", "sedan is 900")
A("en", "we land at 23:30, what's the extra charge for the night transfer at bole skyline", [["300"]], "d04", "price", "night surcharge", "")
A("en", "how long will the driver wait if my flight is late? bole skyline", [["60 minutes", "60 min", "one hour", "1 hour", "an hour"]], "d04", "duration", "free waiting time", "30 min extra = 200")
A("en", "full day guide in lalibela for all the churches, how much", [["3,200", "3200"]], "d05", "price", "Lalibela full-day guide", "half-day 1,800")
A("en", "how many days is the lalibela church ticket good for", [["4 days", "four days"]], "d05", "duration", "Lalibela ticket validity", "")
A("en", "mule to asheten maryam cost?", [["1,200", "1200"]], "d05", "price", "Asheten Maryam mule", "donation 150")
A("en", "what time does the asheten trek start", [["06:30", "6:30 am", "6:30am", "6.30 am", "half past six"]], "d05", "time", "Asheten trek start", "")
A("en", "crocodile market boat arba minch how much per boat", [["2,400", "2400"]], "d06", "price", "Chamo crocodile boat", "park fee 500 separate")
A("en", "how long does the dorze village visit take", [["3 hours", "three hours"]], "d06", "duration", "Dorze visit duration", "boat trip is 2 hours")
A("en", "which days is dorze market", [["monday"], ["thursday"]], "d06", "date", "Dorze market days", "")
A("en", "how much cash can i change per day at kazanchis business hotel", [["500"]], "d07", "price", "daily exchange limit", "ATM 10,000")
A("en", "if i pay my room with visa at kazanchis is there a fee?", [["3 percent", "3%", "3 per cent", "three percent"]], "d07", "price", "card surcharge", "")
A("en", "exchange desk at kazanchis open on saturday? what hours", [["09:00", "9 am", "9am", "9:00 am"], ["13:00", "1 pm", "1pm", "1:00 pm"]], "d07", "time", "Saturday exchange hours", "09:00-13:00")
A("en", "private minibus harar day trip price from harla palace", [["3,500", "3500"]], "d08", "price", "Harar private minibus", "shared seat 450")
A("en", "what time is hyena feeding in harar", [["19:00", "7 pm", "7pm", "7:00 pm", "7 p.m."]], "d08", "time", "hyena feeding time", "")
A("en", "how far is harar from dire dawa", [["55 km", "55 kilometres", "55 kilometers", "55km"]], "d08", "count", "Dire Dawa-Harar distance", "")
A("en", "stelae park axum ticket price for foreigners", [["400"]], "d09", "price", "Axum Stelae Park foreigner ticket", "Ethiopians 100, Kaleb tomb 200")
A("en", "when is hidar tsion this year", [["30 november", "november 30", "nov 30", "30 nov", "hidar 21"]], "d09", "date", "Hidar Tsion date", "")
A("en", "how much for a small boat for 45 min on lake hawassa", [["800"]], "d10", "price", "Hawassa small boat 45 min", "large 1,500; 90 min 1,400")
A("en", "what time do the fishermen come in at the hawassa fish market", [["06:30", "6:30 am", "6:30am", "6.30 am"]], "d10", "time", "Hawassa fish market", "until 09:00")
# cross-lingual en -> am/om/ti docs
A("en", "price of doro wat at fasil castle view hotel restaurant", [["650"]], "d11", "price", "Fasil Castle View doro wat", "cross-lingual; shiro 280")
A("en", "how much is the laundry express service at roha valley inn per kilo", [["200"]], "d16", "price", "Roha Valley express laundry", "cross-lingual; normal 120")
A("en", "sodere hot springs pool entry on a saturday?", [["250"]], "d17", "price", "Sodere weekend entry", "cross-lingual; weekday 150")
A("en", "how much to rent the big hall at awash valley resort for a full day", [["18,000", "18000"]], "d18", "price", "Awash Valley big hall full day", "cross-lingual; half day 10,500")
A("en", "when is irreecha at hora harsadi in 2026", [["4 october", "october 4", "oct 4", "4 oct", "fulbaana 24", "meskerem 24"]], "d19", "date", "Irreecha Malkaa date", "cross-lingual")
A("en", "train from dire dawa to addis, sleeper ticket price?", [["1,950", "1950"]], "d23", "price", "Dire Dawa-Addis sleeper", "cross-lingual; seat 820")
A("en", "how much is the airport shuttle at enda yesus hill hotel per person", [["600"]], "d27", "price", "Enda Yesus airport shuttle per person", "cross-lingual; private car 1,500")
# catalogue
A("en", "check in time at entoto grand hotel?", [["14:00", "2 pm", "2pm", "2:00 pm"]], "catalogue", "time", "Entoto Grand check-in", "", hotel='Entoto Grand Hotel')
A("en", "what time is checkout at lake hawassa resort & spa", [["12:00", "noon", "12 pm", "12pm"]], "catalogue", "time", "Lake Hawassa check-out", "12:00 not 11:00", hotel='Lake Hawassa Resort & Spa')
A("en", "cheapest room at harla palace hotel per night", [["1,800", "1800"]], "catalogue", "price", "Harla Palace cheapest room", "Standard Single", hotel='Harla Palace Hotel')
A("en", "how many stars is the abaya chamo resort", [["4 star", "4-star", "four star", "four-star", "4 stars", "four stars"]], "catalogue", "count", "Abaya Chamo stars", "", hotel='Abaya Chamo Resort')
A("en", "any hotels in jimma?", [NOHOTEL_EN], "catalogue", "place", "Jimma hotels", "Jimma not in destinations", hotel='CITY:Jimma')
A("en", "does tabor hill hotel have a pool and a gym", [["pool"], ["gym", "fitness"]], "catalogue", "yes_no", "Tabor Hill amenities", "both present", hotel='Tabor Hill Hotel')
# ======================= ENGLISH unanswerable =======================
N("en", "how much is the boat trip to tana qirqos from lake tana shore resort", "price", "Tana Qirqos boat trip", "third island not covered; Zege/Dek figures nearby", ["qirqos", "ቂርቆስ"])
N("en", "price of an aromatherapy massage at the entoto grand spa?", "price", "Entoto aromatherapy", "treatment not on menu", ["aromatherapy"])
N("en", "how much are seats for timket in lalibela", "price", "Timket in Lalibela seats", "only Gondar documented", [["timket", "lalibela"]])
N("en", "how much is the airport shuttle at meskel square residences", "price", "Meskel Square airport shuttle price", "catalogue lists a shuttle but no price; Bole Skyline 900 nearby", [["meskel square", "transfer"], ["meskel square", "shuttle"]])
N("en", "how much is a day trip to yemrehanna kristos from the rock-hewn lodge", "price", "Yemrehanna Kristos trip", "not in Lalibela doc", ["yemrehanna", "ይምርሐነ"])
N("en", "konso day trip from forty springs lodge, price?", "price", "Konso trip", "third Arba Minch tour", ["konso"])
N("en", "whats the atm withdrawal limit at bole skyline hotel", "price", "Bole Skyline ATM", "ATM only at Kazanchis", [["bole skyline", "atm"]])
N("en", "how much is the ticket to the rimbaud house in harar", "price", "Rimbaud House ticket", "not in Harar doc", ["rimbaud"])
N("en", "ticket price for dungur palace in axum", "price", "Dungur palace ticket", "only Stelae Park & Kaleb tomb", ["dungur"])
N("en", "can i rent a kayak at lake hawassa resort, how much", "price", "Hawassa kayak rental", "only boats and bicycles", ["kayak", "ካያክ"])
N("en", "price of a facial at abaya chamo spa", "price", "Abaya Chamo facial", "not on menu", ["facial", "fuula"])
N("en", "dorze homestay overnight price?", "price", "Dorze homestay", "only 3-hour visit", ["homestay", "overnight"])
N("en", "first class train ticket dire dawa to addis how much", "price", "first class train", "only seat/sleeper", ["first class", "kutaa 1ffaa"])
N("en", "how much does the awash valley resort charge for a trip to lake langano", "price", "Langano trip", "only Sodere documented", ["langano", "ላንጋኖ"])
N("en", "what time does the spa at lake hawassa resort open", "time", "Lake Hawassa spa hours", "pool hours given, spa not", [["lake hawassa", "spa open"]])

# ======================= AMHARIC answerable =======================
A("am", "የፋሲል ካስል ቪው ሆቴል ሽሮ ስንት ነው?", [["280"]], "d11", "price", "Fasil Castle View shiro", "doro wat 650")
A("am", "ክትፎ ዋጋው ስንት ነው ፋሲል ካስል ቪው", [["580"]], "d11", "price", "Fasil Castle View kitfo", "tibs 520")
A("am", "ቁርስ እስከ ስንት ሰዓት ነው የሚቀርበው? ፋሲል ካስል ቪው", [["10:00", "ጠዋቱ 4 ሰዓት", "ጠዋት 4 ሰዓት", "10 am", "10am"]], "d11", "time", "breakfast end", "")
A("am", "የቡና ሥነ ሥርዓቱ ለውጭ ሰው ስንት ይከፈላል", [["120"]], "d11", "price", "coffee ceremony non-guest", "guests free")
A("am", "የክፍል አገልግሎት እስከ ስንት ሰዓት ይሰራል", [["23:00", "ምሽቱ 5 ሰዓት", "ምሽት 5 ሰዓት", "11 pm", "11pm"]], "d11", "time", "room service end", "")
A("am", "የእንጦጦ ግራንድ ስፓ የ60 ደቂቃ ቡና ማሳጅ ስንት ብር ነው", [["1,700", "1700"]], "d12", "price", "Entoto coffee scrub 60 min", "30 min 950")
A("am", "የእግር ሪፍሌክሶሎጂ ስንት ደቂቃ ነው", [["45 ደቂቃ", "45 minutes", "45 min"]], "d12", "duration", "reflexology duration", "")
A("am", "ለጥንዶች ማሳጅ ዋጋው ስንት ነው እንጦጦ ግራንድ", [["3,100", "3100"]], "d12", "price", "couples massage", "")
A("am", "ቀጠሮዬን ብሰርዝ ቅጣት አለው? ስፓው", [["3 ሰዓት", "3 hours", "three hours", "ሦስት ሰዓት"], ["ግማሽ", "half", "50%", "50 በመቶ"]], "d12", "price", "spa late cancellation", "")
A("am", "ወደ ጢስ አባይ በግል መኪና ስንት ያስከፍላል", [["2,800", "2800"]], "d13", "price", "Blue Nile Falls private car", "shared minibus 400")
A("am", "የጢስ አባይ ፏፏቴ መግቢያ ለፈረንጅ ስንት ነው", [["250"]], "d13", "price", "falls entrance foreigner", "Ethiopians 50")
A("am", "ከሎጁ ጠዋት በስንት ሰዓት ነው የሚነሳው ወደ ፏፏቴው", [["08:00", "ጠዋቱ 2 ሰዓት", "ጠዋት 2 ሰዓት", "8 am", "8am", "8:00 am"]], "d13", "time", "falls trip departure", "afternoon 14:00")
A("am", "ፏፏቴው ብዙ ውሃ የሚኖረው መቼ ነው", [["ሐምሌ", "july", "ጁላይ"], ["መስከረም", "september", "ሴፕቴምበር"]], "d13", "date", "falls high-water season", "")
A("am", "የእንጦጦ ጉብኝት ለአንድ ሰው ስንት ነው ከፒያሳ ሄሪቴጅ", [["1,500", "1500"]], "d14", "price", "Entoto half-day tour", "Merkato 700")
A("am", "የመርካቶ ጉብኝት ስንት ሰዓት ይፈጃል", [["ሁለት ሰዓት", "2 hours", "two hours", "2 ሰዓት ይፈጃል", "2 ሰዓት ነው", "2 ሰዓት ያህል"]], "d14", "duration", "Merkato walk duration", "Entoto 4 hours")
A("am", "ሁለቱንም ጉብኝቶች በአንድ ቀን ብይዝ ስንት እከፍላለሁ", [["2,000", "2000"]], "d14", "price", "combined tours", "")
A("am", "መርካቶ ጉብኝት እሁድ አለ?", [["እሁድ", "sunday"], ["አይሰጥም", "ይዘጋል", "not offered", "closed", "ዝግ"]], "d14", "yes_no", "Merkato tour Sunday", "no tour on Sunday")
A("am", "አሸንዳ መቀሌ ላይ በ2019 መቼ ነው የሚጀምረው", [["ነሐሴ 16", "ኦገስት 22", "august 22", "22 august"]], "d15", "date", "Ashenda start", "")
A("am", "ሮማናት ሆቴል በረንዳ ላይ ቦታ ለመያዝ ስንት ነው", [["350"]], "d15", "price", "Ashenda balcony seat", "dress rental 500")
A("am", "በሮሃ ቫሊ ኢን ሲጋራ ብጨስ ቅጣቱ ስንት ነው", [["2,000", "2000"]], "d16", "price", "smoking fine", "key 500")
A("am", "ልብስ እጥበት በኪሎ ስንት ነው ሮሃ ቫሊ", [["120"]], "d16", "price", "normal laundry per kg", "express 200")
A("am", "የፀጥታ ሰዓቱ ከስንት ጀምሮ ነው", [["22:00", "ምሽቱ 4 ሰዓት", "ምሽት 4 ሰዓት", "10 pm", "10pm"]], "d16", "time", "quiet hours start", "")
A("am", "ሶደሬ ገንዳ መግቢያ ሰኞ ስንት ነው", [["150"]], "d17", "price", "Sodere weekday entry", "weekend 250")
A("am", "ለ8 ሰው ወደ ሶደሬ ትራንስፖርት ስንት ነው", [["2,500", "2500"]], "d17", "price", "Sodere minibus", "car for 4 is 1,200")
A("am", "ከአዳማ እስከ ሶደሬ ምን ያህል ይርቃል", [["25 ኪሎ", "25 km", "25 kilometres", "25km"]], "d17", "count", "Adama-Sodere distance", "")
# am cross-lingual
A("am", "ወደ ዘጌ በጀልባ ለልጅ ስንት ይከፈላል", [["725"]], "d01", "price", "Zege child price", "cross-lingual")
A("am", "ቦሌ ስካይላይን ሆቴል ከኤርፖርት በሰዳን መኪና ስንት ነው", [["900"]], "d04", "price", "Bole Skyline sedan", "cross-lingual; minibus 2,200")
A("am", "በጎንደር ጥምቀት ቀን መቀመጫ ስንት ብር ነው", [["500"]], "d03", "price", "Timket day seat", "cross-lingual; eve 300")
A("am", "ሀረር ላይ ጅብ ማብላት ስንት ሰዓት ነው", [["19:00", "ምሽት 1 ሰዓት", "ምሽቱ 1 ሰዓት", "7 pm", "7pm"]], "d08", "time", "hyena feeding", "cross-lingual")
A("am", "የአክሱም ሐውልቶች መግቢያ ለኢትዮጵያዊ ስንት ነው", [["100"]], "d09", "price", "Stelae Park citizen ticket", "translation pair (ti) exists; foreigner 400")
A("am", "የዎንዶ ገነት ጉዞ ከሲዳማ ጋርደን ሎጅ ለአንድ ሰው ስንት ነው", [["1,100", "1100"]], "d21", "price", "Wondo Genet trip", "cross-lingual; child 550")
A("am", "አባያ ጫሞ ሪዞርት ስፓ የሙቅ ድንጋይ ማሳጅ ስንት ነው", [["2,100", "2100"]], "d22", "price", "Abaya Chamo hot stone", "cross-lingual; coffee 1,400")
A("am", "አቡነ የማታ ጉህ ለመውጣት ስንት ሰዓት ይወስዳል", [["ሁለት ሰዓት", "ክልተ ሰዓት", "2 hours", "two hours"]], "d26", "duration", "Abuna Yemata climb", "cross-lingual; Maryam Korkor 1.5h")
# catalogue
A("am", "የፒያሳ ሄሪቴጅ ኢን መግቢያ ሰዓት ስንት ነው", [["14:00", "8 ሰዓት", "2 pm"]], "catalogue", "time", "Piassa Heritage check-in", "", hotel='Piassa Heritage Inn')
A("am", "እንጦጦ ግራንድ ሆቴል መውጫ ሰዓት", [["12:00", "6 ሰዓት", "12 pm", "noon"]], "catalogue", "time", "Entoto Grand check-out", "12:00 not 11:00", hotel='Entoto Grand Hotel')
A("am", "ሮያል ኢንክሎዠር ኢን በጣም ርካሹ ክፍል በአዳር ስንት ነው", [["1,260", "1260"]], "catalogue", "price", "Royal Enclosure cheapest", "", hotel='Royal Enclosure Inn')
A("am", "ላሊበላ ሮክ ሄውን ሄሪቴጅ ሎጅ ስንት ኮከብ ነው", [["4 ኮከብ", "አራት ኮከብ", "4-star", "4 star"]], "catalogue", "count", "Rock-Hewn lodge stars", "", hotel='Rock-Hewn Heritage Lodge')
A("am", "ጅጅጋ ላይ ሆቴል አላችሁ?", [NOHOTEL_AM], "catalogue", "place", "Jijiga hotels", "not in destinations", hotel='CITY:Jijiga')
A("am", "ፓፒረስ ጋርደን ሆቴል ዋይፋይና ፓርኪንግ አለው?", [["wifi", "wi-fi", "ዋይፋይ", "ኢንተርኔት"], ["parking", "ፓርኪንግ", "መኪና ማቆሚያ"]], "catalogue", "yes_no", "Papyrus Garden amenities", "", hotel='Papyrus Garden Hotel')
# ======================= AMHARIC unanswerable =======================
N("am", "ወደ ጎርጎራ በጀልባ ስንት ነው ከሌክ ጣና ሾር", "price", "Gorgora boat", "not documented", ["gorgora", "ጎርጎራ"])
N("am", "እንጦጦ ግራንድ ስፓ የፊት ትሪትመንት (facial) ስንት ነው", "price", "Entoto facial", "not on menu", ["facial", "ትሪትመንት"])
N("am", "የፋሲል ካስል ቪው ሆቴል የፓስታ ዋጋ ስንት ነው", "price", "Fasil pasta", "dish not on menu", ["pasta", "ፓስታ"])
N("am", "የጢስ አባይ ፏፏቴ መግቢያ ለልጆች ስንት ነው", "price", "falls child entrance", "only foreigner/Ethiopian", [["ፏፏቴ", "ልጆች"]])
N("am", "ከፒያሳ ሄሪቴጅ ኢን የብሔራዊ ሙዚየም ጉብኝት ስንት ነው", "price", "National Museum tour", "not a documented tour", ["ብሔራዊ ሙዚየም", "national museum"])
N("am", "የአሸንዳ በዓል በአዲግራት ለመሄድ ሆቴሉ ስንት ያስከፍላል", "price", "Ashenda Adigrat trip", "hotel only goes to Wukro", [["አዲግራት", "ጉዞ የሚያዘጋጀው ወደ አዲግራት"]])
N("am", "ሮሃ ቫሊ ኢን ቁርስ ስንት ብር ነው", "price", "Roha Valley breakfast price", "not in rules doc; laundry figures nearby", [["ሮሃ", "ቁርስ"]])
N("am", "ሶደሬ ላይ ለማደር አልጋ ስንት ነው", "price", "Sodere overnight", "day trip only", ["ማደሪያ", "overnight"])
N("am", "ከቦሌ ስካይላይን ወደ አዳማ መኪና ስንት ነው", "price", "Bole Skyline to Adama", "only airport transfers", [["bole skyline", "adama"]])
N("am", "የላሊበላ ቤተ ጊዮርጊስ ብቻ አስጎብኚ ስንት ነው", "price", "Bete Giyorgis-only guide", "only half/full-day packages", [["ጊዮርጊስ", "አስጎብኚ"]])
N("am", "የቤተ ክርስቲያኑ ቲኬት ላሊበላ ላይ ስንት ብር ነው", "price", "Lalibela church ticket price", "validity given but not price", [["lalibela", "ticket costs"]])
N("am", "ሃዋሳ ሐይቅ ዳር የፈረስ ግልቢያ ስንት ነው ከሪዞርቱ", "price", "Hawassa horse riding", "only boats and bicycles documented", ["horse", "ፈረስ"])
N("am", "ከሀርላ ፓላስ ወደ ጅቡቲ የሚሄድ መኪና ስንት ነው", "price", "Harla Palace to Djibouti car", "train only", [["harla", "djibouti"]])
N("am", "የአባያ ጫሞ ስፓ የፀጉር ማሳጅ ስንት ነው", "price", "Abaya Chamo head massage", "not on menu", ["mataa", "ፀጉር"])
N("am", "የመቀሌ ቲያትር ቤት ትኬት ስንት ነው", "price", "Mekelle theatre", "not documented", ["ቲያትር", "theatre", "theater"])

# ======================= OROMO answerable =======================
A("om", "galmi guddaan awash valley resort walakkaa guyyaaf meeqa", [["10,500", "10500"]], "d18", "price", "big hall half day", "full day 18,000")
A("om", "galma xiqqaa guyyaa guutuuf kiraa isaa meeqa?", [["6,500", "6500"]], "d18", "price", "small hall full day", "half 3,800")
A("om", "boqonnaan bunaa nama tokkoof hammam", [["180"]], "d18", "price", "coffee break per person", "lunch 650")
A("om", "galma qabachuuf guyyaa meeqa dura beeksisuu qaba", [["guyyaa 7", "7 days", "seven days", "guyyaa torba"]], "d18", "duration", "hall booking notice", "")
A("om", "irreechi malkaa yoom kabajama bara kana", [["4 onkoloolessa", "onkoloolessa 4", "october 4", "4 october", "fulbaana 24"]], "d19", "date", "Irreecha Malkaa date", "")
A("om", "awtobisiin adama palm inn irraa sa'aatii meeqa ka'a irreechaaf", [["05:00", "11:00", "5 am", "5:00 am", "sa'aatii 11"]], "d19", "time", "Irreecha bus departure", "returns 15:00")
A("om", "tikeetiin awtobisii irreechaa daa'ima waggaa 6f meeqa", [["175"]], "d19", "price", "Irreecha bus child", "adult 350")
A("om", "uffata aadaa kireeffachuun meeqa?", [["400"]], "d19", "price", "cultural dress rental", "")
A("om", "wondo genet imalli nama tokkoof meeqa sidama garden lodge irraa", [["1,100", "1100"]], "d21", "price", "Wondo Genet adult", "child 550")
A("om", "kutaa dhiqannaa dhuunfaa wondo genet daqiiqaa 30 meeqa", [["350"]], "d21", "price", "private bath 30 min", "pool 200")
A("om", "imalli wondo genet guyyaa kam hin jiru", [["wiixata", "monday"], ["kamisa", "thursday"]], "d21", "date", "Wondo Genet no-trip days", "")
A("om", "maasaajii bunaa abaya chamo daqiiqaa 60 gatiin isaa", [["1,400", "1400"]], "d22", "price", "Abaya Chamo coffee massage", "hot stone 2,100")
A("om", "maasaajiin miilaa daqiiqaa meeqa", [["daqiiqaa 30", "30 minutes", "30 min"]], "d22", "duration", "foot massage duration", "")
A("om", "spaan abaya chamo galgala sa'aatii meeqa cufama", [["21:00", "9 pm", "9pm", "sa'aatii 3:00"]], "d22", "time", "Abaya Chamo spa closing", "")
A("om", "dubartiin ulfaa maasaajii dhagaa ho'aa fudhachuu ni dandeessii?", [["hin danda'an", "hin dandeessu", "hin danda'u", "cannot"]], "d22", "yes_no", "pregnancy hot stone", "coffee massage allowed")
A("om", "baaburri dirree dhawaa irraa finfinnee guyyaa kam ka'a", [["kibxata", "tuesday"], ["kamisa", "thursday"], ["sanbata", "saturday"]], "d23", "date", "train days to Addis", "Djibouti Wed/Fri")
A("om", "tikeetii teessoo baaburaa gara finfinnee meeqa", [["820"]], "d23", "price", "train seat to Addis", "sleeper 1,950, Djibouti 1,400")
A("om", "meeshaa kiiloo meeqa bilisaan fudhachuu danda'a baaburaan", [["25 kg", "kiiloogiraama 25", "25 kilo", "25kg"]], "d23", "count", "free baggage allowance", "")
A("om", "bishaan daakaa tabor hill tikeetiin guyyaa sanbataaf meeqa", [["700"]], "d24", "price", "pool day pass weekend", "weekday 500")
A("om", "jimiin ganama sa'aatii meeqa bana", [["05:30", "11:30", "5:30 am", "5:30am"]], "d24", "time", "gym opening", "pool 06:00")
A("om", "kofiyaa bishaan daakaa meeqan gurgurtu", [["150"]], "d24", "price", "swim cap", "towel fine 300")
A("om", "kazanchis business hotel guyyaatti doolaara meeqa jijjiiruu danda'a", [["500"]], "d20", "price", "daily exchange limit", "translation pair with d07")
A("om", "telebirriin kaffaluun dabalata qabaa", [["dabalata tokko malee", "without any surcharge", "dabalata hin qabu", "no surcharge"]], "d20", "yes_no", "telebirr surcharge", "")
# om cross-lingual
A("om", "bole skyline hotel irraa buufata xayyaaraatti sedanii meeqa", [["900"]], "d04", "price", "Bole Skyline sedan", "cross-lingual")
A("om", "imala doonii dek island doonii xiqqaaf meeqa", [["3,900", "3900"]], "d01", "price", "Dek small boat", "cross-lingual; large 6,800")
A("om", "dorze daawwachuuf nama tokkoof meeqa", [["900"]], "d06", "price", "Dorze visit price", "cross-lingual")
A("om", "hawaasaa keessatti doonii guddaa daqiiqaa 90 meeqa", [["2,600", "2600"]], "d10", "price", "Hawassa large boat 90 min", "cross-lingual; same figure as Entoto hot stone")
A("om", "sodere bishaan ho'aa konkolaataan adaamaa irraa meeqa", [["1,200", "1200"]], "d17", "price", "Sodere car", "cross-lingual; minibus 2,500")
A("om", "ayyaanni timqatii gondaritti bara 2027 yoom", [["19 january", "january 19", "19 jan", "tir 11"]], "d03", "date", "Timket date", "cross-lingual")
A("om", "harar deemuuf teessoo minibaasii waliinii meeqa harla palace irraa", [["450"]], "d08", "price", "Harar shared seat", "cross-lingual; private 3,500")
# catalogue
A("om", "awash valley resort sa'aatii meeqa seenna (check-in)", [["14:00", "2 pm", "2pm", "sa'aatii 8"]], "catalogue", "time", "Awash Valley check-in", "", hotel='Awash Valley Resort')
A("om", "adama palm inn kutaan isa rakasaa halkan tokkoof meeqa", [["1,260", "1260"]], "catalogue", "price", "Adama Palm Inn cheapest", "", hotel='Adama Palm Inn')
A("om", "lake hawassa resort & spa urjii meeqa qaba", [["urjii 5", "5 star", "5-star", "five star", "urjii shan", "5 stars"]], "catalogue", "count", "Lake Hawassa stars", "", hotel='Lake Hawassa Resort & Spa')
A("om", "naqamte keessa hoteelli jiraa?", [NOHOTEL_OM], "catalogue", "place", "Nekemte hotels", "not in destinations", hotel='CITY:Nekemte')
A("om", "sidama garden lodge check out sa'aatii meeqa", [["11:00", "11 am", "11am", "sa'aatii 5"]], "catalogue", "time", "Sidama Garden check-out", "", hotel='Sidama Garden Lodge')
A("om", "nech sar view hotel bishaan daakaa qabaa", [["pool", "bishaan daakaa", "daakaa"]], "catalogue", "yes_no", "Nech Sar View pool", "has pool", hotel='Nech Sar View Hotel')
# ======================= OROMO unanswerable =======================
N("om", "galma walgahii namoota 300 qabatu awash valley resort keessa jiraa gatiin isaa meeqa", "price", "300-person hall", "largest is 100", ["300 qabata", "namoota 300"])
N("om", "irreecha tulluu awtobisiin adama palm inn irraa ni jiraa gatiin meeqa", "price", "Irreecha Tulluu bus", "bus only for Malkaa", [["tulluu furii", "awtobisii gara tulluu"]])
N("om", "wondo genet irraa gara shashamanneetti imala ni qabdu? meeqa", "price", "Shashemene trip", "not documented", ["shashamannee", "shashemene", "ሻሸመኔ"])
N("om", "abaya chamo spaa keessatti maasaajiin mataa meeqa", "price", "head massage", "not on menu", ["mataa", "head massage"])
N("om", "baaburri dirree dhawaa irraa gara adaamaa meeqa", "price", "train to Adama", "only Addis/Djibouti", [["baabur", "adaamaa"]])
N("om", "tabor hill hotel leenjisaa yoogaa meeqa", "price", "yoga teacher", "only personal trainer", ["yoogaa", "yoga"])
N("om", "sidama garden lodge irraa gara haroo langaanoo imalli meeqa", "price", "Langano trip", "not documented", ["langano", "langaanoo"])
N("om", "kazanchis business hotel yuaanii chaayinaa jijjiiraa? meeqa", "price", "Chinese yuan rate", "rate not given", ["yuan", "yuaanii"])
N("om", "awash valley resort laaqanni dhuunfaa nama tokkoof meeqa (buufee malee)", "price", "plated lunch", "only buffet", ["dhuunfaa nama", "plated"])
N("om", "arbaa minchi irraa gara konsotti imalli meeqa", "price", "Konso trip", "not documented", ["konso"])
N("om", "baaburaaf tikeetiin ijoollee meeqa", "price", "train child ticket", "no child fare", [["baabur", "ijoollee"]])
N("om", "hoteelli bole skyline bishaan daakaa sa'aatii meeqa cufama", "time", "Bole Skyline pool hours", "not documented", [["bole skyline", "pool"]])
N("om", "irreecha irratti uffata aadaa bituuf meeqa", "price", "buying cultural dress", "only rental", [["bituu", "uffata aadaa"]])
N("om", "wondo genetitti konkolaataa dhuunfaan deemuuf meeqa kaffalla", "price", "Wondo Genet private car", "only per-person trip price", ["konkolaataa dhuunfaa"])
N("om", "spaa entoto grand keessatti maasaajii taayii (thai) meeqa", "price", "Entoto Thai massage", "treatment not on menu", ["thai", "taayii"])

# ======================= TIGRINYA =======================
A("ti", "ቲኬት ፓርክ ሓወልቲ ኣኽሱም ንወጻኢ ክንደይ እዩ", [["400"]], "d25", "price", "Stelae Park foreigner", "")
A("ti", "መቓብር ንጉስ ካሌብ ክንደይ", [["200"]], "d25", "price", "Kaleb tomb", "")
A("ti", "ሕዳር ጽዮን መዓስ እዩ", [["ሕዳር 21", "30 ኖቬምበር", "30 november", "november 30", "hidar 21"]], "d25", "date", "Hidar Tsion date", "")
A("ti", "ናብ ገርዓልታ መኪና ንመዓልቲ ክንደይ ዋጋ", [["4,500", "4500"]], "d26", "price", "Gheralta car", "minibus 7,800")
A("ti", "መእተዊ ነፍሲ ወከፍ ቤተ ክርስቲያን ገርዓልታ ክንደይ", [["300"]], "d26", "price", "Gheralta church entry", "")
A("ti", "እንዳ የሱስ ሆቴል መጓዓዝያ መዕርፎ ንግሉ መኪና ክንደይ", [["1,500", "1500"]], "d27", "price", "Enda Yesus private car", "per person 600")
A("ti", "ነፈርቲ እንተደንጎየት ሹፌር ክሳብ ክንደይ ይጽበ", [["45 ደቒቕ", "45 minutes", "45 min", "45 ደቂቃ"]], "d27", "duration", "driver wait", "")
A("ti", "ኣብ ባሕር ዳር ናብ ዘጌ ብጃልባ ንዓቢ ሰብ ክንደይ", [["1,450", "1450"]], "d01", "price", "Zege adult", "cross-lingual")
A("ti", "ሮማናት ስኩዌር ሆቴል ኮኾብ ክንደይ እዩ", [["4 ኮኾብ", "ኣርባዕተ ኮኾብ", "4-star", "4 star", "4 ኮከብ"]], "catalogue", "count", "Romanat Square stars", "", hotel='Romanat Square Hotel')
N("ti", "ናብ ደብረ ዳሞ ካብ ሃወልቲ ፕላዛ ጉዕዞ ክንደይ", "price", "Debre Damo trip", "only Gheralta", ["ደብረ ዳሞ", "debre damo"])
N("ti", "መጓዓዝያ መዕርፎ ካብ ሮማናት ስኩዌር ሆቴል ክንደይ", "price", "Romanat airport transfer price", "transfer doc is Enda Yesus", [["ሮማናት", "መዕርፎ"]])
# ======================= AMHARIC IN LATIN LETTERS =======================
A("am-latn", "entoto grand spa 30 dekika coffee massage sint new", [["950"]], "d12", "price", "Entoto coffee 30 min", "")
A("am-latn", "roha valley inn lebs itbet bekilo sint new", [["120"]], "d16", "price", "laundry per kg", "express 200")
A("am-latn", "wede tis abay ye shared minibus sint new le and sew", [["400"]], "d13", "price", "falls shared minibus", "private 2,800")
A("am-latn", "merkato tour sint birr new", [["700"]], "d14", "price", "Merkato tour", "Entoto 1,500")
A("am-latn", "ashenda mekelle yemijemrew meche new", [["ነሐሴ 16", "ኦገስት 22", "august 22", "22 august", "nehase 16"]], "d15", "date", "Ashenda start", "")
A("am-latn", "timket gonder lay mekemecha sint new", [["500"]], "d03", "price", "Timket day seat", "cross-lingual; eve 300")
A("am-latn", "ke sodere be sint seat new yemimelesew", [["16:00", "10 ሰዓት", "4 pm", "4pm"]], "d17", "time", "Sodere return time", "")
A("am-latn", "goha hill hotel rkashu kifil be adar sint new", [["4,200", "4200"]], "catalogue", "price", "Goha Hill cheapest", "", hotel='Goha Hill Hotel')
N("am-latn", "fasil castle view lay pizza sint new", "price", "pizza price", "not on menu", ["pizza", "ፒዛ"])
N("am-latn", "merkato tour le lijoch sint new? lje 8 amet new", "price", "Merkato tour child price", "child discount only for Entoto tour", ["ለመርካቶ ጉብኝት ግማሽ", "merkato child"])

if __name__ == "__main__":
    with open(os.path.join(ROOT, "questions.json"), "w", encoding="utf-8") as f:
        json.dump(Q, f, ensure_ascii=False, indent=1)
    with open(os.path.join(ROOT, "checks.json"), "w", encoding="utf-8") as f:
        json.dump({"absent": CHECKS, "catalogue_target": CAT}, f, ensure_ascii=False, indent=1)
    from collections import Counter
    print(Counter((q["lang"], q["answerable"]) for q in Q), sum(q["cross_lingual"] for q in Q))
