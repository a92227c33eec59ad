#!/usr/bin/env python3
"""Build questions.json (and the question side of checks.json) for blind16.

Standard library only. Run after docs_src.py (reads ../documents.json to
compute cross_lingual from the languages of the documents holding the answer).
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")

Q = []      # questions
CHK = {}    # question id -> check info (catalogue subject / absent words)

def A(lang, q, exp, src, typ, subj, note):
    Q.append(dict(lang=lang, question=q, answerable=True, expected=exp,
                  source_doc=src, asked_type=typ, subject=subj, note=note))

def C(lang, q, exp, typ, subj, note, hotel=None, missing_city=None):
    Q.append(dict(lang=lang, question=q, answerable=True, expected=exp,
                  source_doc="catalogue", asked_type=typ, subject=subj, note=note))
    Q[-1]["_chk"] = {"kind": "catalogue", "hotel": hotel, "missing_city": missing_city}

def N(lang, q, typ, subj, note, absent, near):
    Q.append(dict(lang=lang, question=q, answerable=False, expected=[],
                  source_doc=None, asked_type=typ, subject=subj, note=note))
    Q[-1]["_chk"] = {"kind": "unanswerable", "near_doc": near, "absent": absent}

# ---- reusable alternative groups
T0700 = ["07:00", "7:00 am", "7 am", "7am", "7:00am", "7.00 am"]
T0800 = ["08:00", "8:00 am", "8 am", "8am", "8:00am", "8.00 am"]
T0900 = ["09:00", "9:00 am", "9 am", "9am", "9:00am", "9.00 am"]
T1400 = ["14:00", "2 pm", "2:00 pm", "2pm", "2:00pm", "2.00 pm"]
T1100 = ["11:00", "11 am", "11:00 am", "11am", "11:00am", "11.00 am"]
T1200 = ["12:00", "12 pm", "12:00 pm", "12pm", "noon", "midday"]
NOHOTEL_EN = ["no hotel", "no hotels", "don't have any hotel", "do not have any hotel",
              "not have any hotel", "not listed", "no listed", "no properties", "no property",
              "aren't any", "are not any", "isn't any", "no options", "don't currently",
              "do not currently", "not currently", "none in", "no listings", "couldn't find any", "could not find any",
              "can't find any", "cannot find any", "didn't find any", "did not find any", "don't see any", "do not see any",
              "don't list", "do not list", "no results", "not in our", "doesn't have any hotel", "does not have any hotel"]
NOHOTEL_AM = ["ሆቴል የለም", "ሆቴሎች የሉም", "ሆቴል የለንም", "ሆቴሎች የሉንም", "ምንም ሆቴል",
              "አልተገኘም", "አይገኝም", "አልተመዘገበም", "የተመዘገበ ሆቴል", "ሆቴል አላገኘሁም", "ሆቴሎችን አላገኘሁም",
              "አላገኘንም", "ሆቴሎች አልተገኙም", "ሆቴሎች የሉም", "no hotel"]
NOHOTEL_OM = ["hin jiru", "hin jiran", "hin qabnu", "hin argamne", "hin argaman",
              "hin galmoofne", "hin galmeeffamne", "hin arganne", "hin argine", "hin argamu", "no hotel"]
NOHOTEL_TI = ["ሆቴል የለን", "ሆቴል የለናን", "ሆቴላት የለዉን", "ሆቴላት የለውን", "ኣይርከብን",
              "ኣይንርከብን", "ኣይተመዝገበን", "ዝተመዝገበ ሆቴል", "ኣይረኸብኩን", "ኣይተረኽበን", "ሆቴል የብልናን", "የብልናን", "no hotel"]
NOHOTEL_AMLATN = NOHOTEL_AM + ["hotel yelem", "hotel yelenim", "hotel yellem"]

# =========================================================== ENGLISH
A("en", "how much is the zege half day boat trip for my 8 yr old?", [["700"]], "d01", "price",
  "Zege half-day trip child price", "trap: adult 1,450 vs child 700; Dek trip child 1,300")
A("en", "what time does the dek island boat leave in the morning", [T0700 + ["1 o'clock"]], "d01", "time",
  "Dek Island trip departure", "trap: Zege leaves 08:00, Dek 07:00; Ethiopian 1 o'clock")
A("en", "we're 12 ppl, how much to hire the big boat for half a day on lake tana", [["7,900", "7900"]], "d01", "price",
  "large private boat half day", "trap: small boat (up to 6) 4,800 vs large (up to 14) 7,900")
A("en", "hour long ethiopian oil massage at entoto grand, price?", [["1,900", "1900"]], "d02", "price",
  "60-min oil massage", "trap: 30 min 1,100 vs 60 min 1,900; weekend +250")
A("en", "how much is the sauna if im not staying at the hotel (entoto)", [["600"]], "d02", "price",
  "sauna day-visitor fee", "free for guests; day visitors 600")
A("en", "coffee scrub at the entoto spa how long is it", [["45 min", "45-min", "45 minutes", "45 mins", "forty-five"]], "d02", "duration",
  "coffee body scrub duration", "neighbouring 30/60 min massage durations")
A("en", "min age for treatments at entoto grand spa?", [["16 years", "under 16", "younger than 16", "16 or older", "aged 16", "16+", "age 16", "16 and over", "16 and above", "at least 16"]], "d02", "count",
  "spa minimum age", "not a bare number")
A("en", "landing at 2am, 6 of us with bags - how much is the car to bole skyline", [["1,200", "1200"]], "d03", "price",
  "night minivan transfer", "trap: sedan (up to 3) 650 vs minivan (up to 7) 1,200")
A("en", "how often does the free shuttle go from the airport to bole skyline hotel", [["30 min", "every 30", "30-min", "half an hour", "half-hour", "30 minutes"]], "d03", "duration",
  "shuttle frequency", "trap: domestic driver wait is also 30 min; international 60")
A("en", "whats the whatsapp for the skyline airport pickup", [["667 3090", "6673090", "667-3090"]], "d03", "contact",
  "airport pickup WhatsApp", "")
A("en", "when is ashenda in mekelle", [["22 August", "August 22", "22 to 24 August", "22-24 August", "22–24 August", "Aug 22", "22 Aug", "Nehase 16"]], "d04", "date",
  "Ashenda dates", "Ethiopian Nehase 16-18 = 22-24 Aug")
A("en", "rooftop pass for a 7 year old at romanat square for the parade?", [["200"]], "d04", "price",
  "Ashenda terrace child price", "trap: adult 450 vs child 200")
A("en", "how long does the full traditional shuruba take", [["2 hours", "two hours", "2 hrs", "2h"]], "d04", "duration",
  "full shuruba duration", "short style 350 vs full 800")
A("en", "asheten maryam trek if we walk, no mule - how much", [["750"]], "d05", "price",
  "Asheten Maryam trek on foot", "trap: with mule 1,200 vs on foot 750")
A("en", "how far is yimrehanna kristos from lalibela town", [["42 km", "42km", "42 kilometres", "42 kilometers"]], "d05", "count",
  "Yimrehanna Kristos distance", "1 hour each way")
A("en", "lalibela church ticket valid how many days", [["5 days", "five days"]], "d05", "duration",
  "church ticket validity", "lodge does not sell it")
A("en", "can i change dollars on a sunday at kazanchis business hotel?", [["closed", "not open", "shut"]], "d06", "yes_no",
  "exchange desk on Sunday", "desk closed Sunday")
A("en", "is there a fee if i pay the kazanchis bill with visa", [["3%", "3 %", "3 percent", "three percent", "3 per cent"]], "d06", "price",
  "card surcharge", "telebirr/CBE Birr free; service charge 10% is a trap")
A("en", "how much deposit do they hold at check in at kazanchis", [["3,000", "3000"]], "d06", "price",
  "incidentals deposit", "ATM limit 10,000 is a neighbour")
A("en", "price of 10gb data at the ethio telecom near meskel square", [["500"]], "d07", "price",
  "10 GB bundle", "tourist SIM 150")
A("en", "renting a pocket wifi from meskel square residences per day?", [["400"]], "d07", "price",
  "pocket router rental", "deposit 3,000; room Wi-Fi 250/day")
A("en", "lake chamo croc boat - is that per person? how much", [["3,200", "3200"]], "d08", "price",
  "Lake Chamo boat", "per boat, up to 8 people")
A("en", "what time does the dorze village trip start from forty springs", [T0900 + ["3 o'clock"]], "d08", "time",
  "Dorze departure", "boat departs 07:30/15:00")
A("en", "till what time can kids use the small pool at lake hawassa resort", [["17:00", "5 pm", "5:00 pm", "5pm", "5:00pm"]], "d09", "time",
  "children's pool closing", "main pool to 19:00; lifeguard to 18:00")
A("en", "1 hour hippo boat at lake hawassa resort how much", [["1,500", "1500"]], "d09", "price",
  "60-min hippo boat", "trap: 30 min 900 vs 60 min 1,500")
A("en", "pool day pass on saturday for an adult (not staying there) hawassa", [["700"]], "d09", "price",
  "weekend adult day pass", "weekday 500 vs weekend 700; child 250")
A("en", "hyena feeding trip from dire dawa per person?", [["1,900", "1900"]], "d10", "price",
  "hyena evening price", "walking tour 1,400")
A("en", "harar old town tour what time do we leave harla palace", [T0800], "d10", "time",
  "Harar walking tour departure", "hyena trip leaves 16:30")
A("en", "breakfast hours at piassa heritage inn on weekends?", [T0700], "d13", "time",
  "weekend breakfast start", "cross-lingual from am; weekdays from 06:30")
A("en", "business class train ticket addis to dire dawa how much", [["1,150", "1150"]], "d18", "price",
  "train business seat", "cross-lingual; standard 620")
A("en", "what time does the irreecha bus leave adama", [["04:30", "4:30 am", "4:30am", "4.30 am", "4:30 in the morning"]], "d21", "time",
  "Irreecha bus departure", "cross-lingual from om; returns 14:00")
A("en", "which days is the aleta wondo coffee farm tour", [["tuesday", "kibxata"], ["saturday", "sanbata"]], "d24", "date",
  "coffee farm tour days", "cross-lingual from om; Wondo Genet runs daily")
A("en", "car for the gheralta day trip from enda yesus hill hotel, price?", [["6,500", "6500"]], "d27", "price",
  "Gheralta car hire", "cross-lingual from ti; Wukro car 3,200")
A("en", "timket package at fasil castle view for 2 people, how much", [["21,000", "21000"]], "d17", "price",
  "Timket 3-night package", "cross-lingual from am")
A("en", "kids eat free at adama palm inn up to what age?", [["under 6", "waggaa 6", "6 years", "below 6", "six years", "younger than 6", "under six"]], "d25", "count",
  "children eat free age", "cross-lingual from om; 6-12 half price")
A("en", "hawelti plaza pool is closed monday morning until when?", [T1100], "d28", "time",
  "Monday pool cleaning end", "cross-lingual from ti")
C("en", "check out time at entoto grand?", [T1200], "time", "check-out Entoto Grand",
  "12:00 here, 11:00 at most hotels", hotel="Entoto Grand Hotel")
C("en", "cheapest room at goha hill hotel per night", [["4,200", "4200"]], "price", "cheapest room Goha Hill",
  "Executive Queen 4,200", hotel="Goha Hill Hotel")
C("en", "how many stars is lake hawassa resort & spa", [["5-star", "5 star", "five-star", "five star", "5 stars", "five stars"]], "count",
  "stars Lake Hawassa Resort", "", hotel="Lake Hawassa Resort & Spa")
C("en", "any hotels in jimma?", [NOHOTEL_EN], "place", "hotels in Jimma",
  "city not in destinations", missing_city="Jimma")
C("en", "does sabian garden hotel have a pool", [["pool", "swimming"]], "yes_no", "Sabian Garden pool",
  "amenity present", hotel="Sabian Garden Hotel")
C("en", "check in time dorze hills inn", [T1400], "time", "check-in Dorze Hills Inn",
  "", hotel="Dorze Hills Inn")
C("en", "cheapest room at harla palace hotel?", [["1,800", "1800"]], "price", "cheapest room Harla Palace",
  "Standard Single 1,800", hotel="Harla Palace Hotel")

N("en", "how much is the blue nile falls trip from lake tana shore resort?", "price", "Blue Nile Falls trip from the resort",
  "third trip; only Zege and Dek documented", ["Tis Abay", "Tis Isat", "Blue Nile Falls", "ጢስ ዓባይ", "ጢስ እሳት"], "d01")
N("en", "price for a hot stone massage at the entoto grand spa", "price", "hot stone massage",
  "treatment not on the menu; oil massage/scrub are neighbours", ["hot stone", "ድንጋይ", "dhagaa"], "d02")
N("en", "do they do facials at entoto spa? how much", "price", "facial",
  "treatment not on the menu", ["facial", "የፊት"], "d02")
N("en", "coaster bus from bole airport for 20 people to skyline hotel price?", "price", "coaster bus transfer",
  "only sedan (3) and minivan (7) documented", ["coaster", "ኮስተር"], "d03")
N("en", "can i rent silver jewellery for ashenda at romanat square hotel, how much", "price", "Ashenda jewellery rental",
  "only tilfi dress rental documented", ["jewel", "ጌጥ", "silver"], "d04")
N("en", "nakuto lab trip from rock hewn heritage lodge how much", "price", "Nakuto Lab excursion",
  "third excursion from Lalibela", ["Nakuto", "Na'akuto", "ናኩቶ", "ነአኩቶ"], "d05")
N("en", "do they take amex at kazanchis business hotel", "yes_no", "American Express",
  "only Visa/Mastercard named", ["American Express", "Amex"], "d06")
N("en", "can i get an esim near meskel square residences", "yes_no", "eSIM",
  "only physical SIM cards documented", ["eSIM", "e-SIM"], "d07")
N("en", "konso day trip from forty springs lodge - price?", "price", "Konso trip",
  "third trip from Arba Minch", ["Konso", "ኮንሶ"], "d08")
N("en", "kayak rental at lake hawassa resort?", "price", "kayak rental",
  "only hippo boat rides documented", ["kayak", "ካያክ", "kaayaakii"], "d09")
N("en", "babile elephant sanctuary trip from dire dawa how much", "price", "Babile elephant trip",
  "third trip from Dire Dawa", ["Babile", "ባቢሌ", "Baabilee", "elephant"], "d10")
N("en", "how much is the 20gb bundle at the ethio telecom shop by meskel square", "price", "20 GB bundle",
  "only 10 GB bundle documented", ["20 GB", "20GB", "20 ጊጋ"], "d07")
N("en", "minibus for the whole day from harla palace, price?", "price", "day minibus hire",
  "only sedan and Land Cruiser documented", ["minibus", "ሚኒባስ"], "d10")
N("en", "horse riding at lalibela from the rock-hewn lodge, cost?", "price", "horse riding Lalibela",
  "mule trek documented, horse riding not", ["horse", "ፈረስ", "farda"], "d05")
N("en", "nech sar park entry for ethiopian residents at arba minch?", "price", "park fee for residents",
  "only adult/child fees documented", ["resident", "ነዋሪ", "jiraataa"], "d08")

# =========================================================== AMHARIC
A("am", "የዘጌ ጉዞ ለትልቅ ሰው ስንት ነው?", [["1,450", "1450"]], "d11", "price",
  "Zege trip adult price", "trap: child 700; Dek adult 2,600")
A("am", "የደቅ ደሴት ጉዞ ስንት ሰዓት ይፈጃል", [["8 ሰዓት", "8 hours", "ስምንት ሰዓት", "8 hrs", "8 ሰዓታት"]], "d11", "duration",
  "Dek trip duration", "Zege 4.5 hours")
A("am", "ገዳም ለመግባት ስንት ይከፈላል ጣና", [["300"]], "d11", "price",
  "monastery entrance fee", "per monastery per visitor")
A("am", "የሚቀጥለው ደመራ መቼ ነው", [["መስከረም 16", "27 September", "September 27", "Sept 27", "27 Sep", "Sep 27"]], "d12", "date",
  "Demera date", "Meskel itself is Meskerem 17 / 28 Sept")
A("am", "መስቀል አደባባይ ሬዚደንስ ሰገነት ላይ ለልጅ ስንት ነው", [["900"]], "d12", "price",
  "Meskel balcony child seat", "adult 1,800")
A("am", "በደመራ ቀን መንገዶቹ ከስንት ሰዓት ጀምሮ ይዘጋሉ", [["6 ሰዓት", "12:00", "ስድስት ሰዓት", "12 pm", "noon", "ቀትር"]], "d12", "time",
  "road closure time", "seated by 16:00; ceremony 17:00")
A("am", "ፒያሳ ሄሪቴጅ ኢን ቁርስ ለልጅ ስንት ነው", [["220"]], "d13", "price",
  "child breakfast", "adult 450")
A("am", "የጾም በያይነቱ ዋጋ ስንት ነው ፒያሳ", [["380"]], "d13", "price",
  "fasting beyaynetu", "meat combo 620")
A("am", "room service እስከ ስንት ሰዓት ነው ፒያሳ ሄሪቴጅ", [["23:00", "5 ሰዓት", "11 pm", "11:00 pm", "11pm", "አምስት ሰዓት"]], "d13", "time",
  "room service end", "Ethiopian 5 o'clock at night = 23:00")
A("am", "በአክሱም የሐውልቶቹ ትኬት ለስንት ቀን ይሠራል", [["2 ቀን", "2 days", "ሁለት ቀን", "two days"]], "d14", "duration",
  "Axum ticket validity", "")
A("am", "10 ሰው ነን፣ አክሱም ላይ አስጎብኚ ስንት ያስከፍለናል", [["1,600", "1600"]], "d14", "price",
  "Axum guide group 7-15", "trap: up to 6 people 1,000")
A("am", "ኅዳር ጽዮን መቼ ነው የሚከበረው", [["ኅዳር 21", "ህዳር 21", "ሕዳር 21", "30 November", "November 30", "Nov 30", "30 Nov"]], "d14", "date",
  "Hidar Tsion date", "")
A("am", "ፓፒረስ ጋርደን ሸሚዝ ለማሳጠብ ስንት ነው", [["90 ብር", "90 birr", "ብር 90", "90 ETB"]], "d15", "price",
  "shirt wash price", "trap: ironing only 50, trousers 110")
A("am", "የሀበሻ ቀሚስ አጥባችሁ በስንት ጊዜ ትመልሳላችሁ", [["48 ሰዓት", "48 hours", "2 ቀን", "two days", "ሁለት ቀን", "48 hrs"]], "d15", "duration",
  "habesha dress turnaround", "express 4 h does not apply")
A("am", "እሁድ ልብስ ታጥባላችሁ? ፓፒረስ", [["ዝግ", "closed", "አይሰጥም", "አንሰጥም"]], "d15", "yes_no",
  "laundry on Sunday", "closed Sunday")
A("am", "ሰሜን ተራሮች ስካውት በቀን ስንት ነው", [["600"]], "d16", "price",
  "scout per day", "guide 1,200")
A("am", "ከጎንደር ደባርቅ በመኪና ስንት ይወስዳል", [["2 ሰዓት ያህል", "ሁለት ሰዓት", "2 hours", "2 ሰዓታት", " 2 ሰዓት"]], "d16", "duration",
  "Gondar-Debark drive", "100 km")
A("am", "የ2 ቀን ጉዞ ላንድ ክሩዘር ስንት ነው", [["16,000", "16000"]], "d16", "price",
  "2-day Land Cruiser", "1-day car 9,500")
A("am", "ከተራ በ2019 መቼ ነው", [["ጥር 10", "18 January", "January 18", "Jan 18", "18 Jan"]], "d17", "date",
  "Ketera date", "Timket is Ter 11 / 19 Jan")
A("am", "ፋሲል ካስል ቪው የጥምቀት ፓኬጅ ዋጋው ስንት ነው", [["21,000", "21000"]], "d17", "price",
  "Timket package price", "for two people, 3 nights")
A("am", "ድሬዳዋ የሚሄደው ባቡር መደበኛ ወንበር ስንት ነው", [["620"]], "d18", "price",
  "train standard seat", "business 1,150")
A("am", "ባቡሩ ከአዲስ ስንት ሰዓት ይነሳል", [["ከጠዋቱ 2 ሰዓት", "08:00", "8:00 am", "8 am", "8am", "ሁለት ሰዓት"]], "d18", "time",
  "train departure", "")
A("am", "ከጣቢያው ወደ ሬልዌይ ስቴሽን ሆቴል መኪና ስንት ያስከፍላል", [["400"]], "d18", "price",
  "hotel pickup from station", "bajaj about 150")
A("am", "ኢንጦጦ ግራንድ ስፓ የ30 ደቂቃ ማሳጅ ስንት ነው", [["1,100", "1100"]], "d02", "price",
  "30-min oil massage", "cross-lingual; 60 min 1,900")
A("am", "አሸተን ማርያም በበቅሎ መውጣት ስንት ያስከፍላል", [["1,200", "1200"]], "d05", "price",
  "Asheten trek with mule", "cross-lingual; on foot 750")
A("am", "ሀዋሳ ሌክ ሪዞርት ገንዳው ጠዋት ስንት ሰዓት ይከፈታል", [["ከጠዋቱ 1 ሰዓት", "07:00", "7:00 am", "7 am", "7am"]], "d09", "time",
  "pool opening", "cross-lingual; kids pool 09:00")
A("am", "ሶደሬ ለመሄድ የናዝሬት ጋርደን ሚኒባስ ለአንድ ሰው ስንት ነው", [["350"]], "d20", "price",
  "Sodere minibus per person", "cross-lingual from om")
A("am", "የአዋሽ ፓርክ መግቢያ ለአንድ ሰው ስንት ነው", [["350"]], "d22", "price",
  "Awash park entry", "cross-lingual from om; scout 400 per group")
A("am", "ለአሸንዳ አጭሩ ሽሩባ ስንት ነው ሮማናት", [["350"]], "d04", "price",
  "short shuruba", "cross-lingual (en/ti pair); full style 800")
C("am", "ፓፒረስ ጋርደን ሆቴል ስንት ኮከብ ነው", [["4-star", "4 ኮከብ", "አራት ኮከብ", "4 star", "four-star", "4 stars"]], "count",
  "stars Papyrus Garden", "", hotel="Papyrus Garden Hotel")
C("am", "ደሴ ውስጥ ሆቴል አላችሁ?", [NOHOTEL_AM], "place", "hotels in Dessie",
  "city not in destinations", missing_city="Dessie")
C("am", "ፋሲል ካስል ቪው ሆቴል ቼክ ኢን ስንት ሰዓት ነው", [["14:00", "8 ሰዓት", "2 pm", "2:00 pm", "ስምንት ሰዓት", "2pm"]], "time",
  "check-in Fasil Castle View", "", hotel="Fasil Castle View Hotel")
C("am", "ፅዮን ማርያም ጌስት ሀውስ በጣም ርካሹ ክፍል ስንት ነው", [["1,260", "1260"]], "price",
  "cheapest room Tsion Maryam", "Standard Single", hotel="Tsion Maryam Guest House")
C("am", "ዘጌ ፔኒንሱላ ሆቴል ስፓ አለው", [["ስፓ", "spa"]], "yes_no", "Zege Peninsula spa",
  "amenity present", hotel="Zege Peninsula Hotel")
C("am", "ሌክ ሀዋሳ ሪዞርት ቼክ አውት ስንት ሰዓት ነው", [["12:00", "6 ሰዓት", "12 pm", "noon", "ስድስት ሰዓት", "ቀትር"]], "time",
  "check-out Lake Hawassa Resort", "12:00 not the usual 11:00", hotel="Lake Hawassa Resort & Spa")

N("am", "ከሪዞርቱ ወደ ክብራን ገብርኤል የሚሄድ ጉዞ ስንት ነው", "price", "Kebran Gabriel trip",
  "monastery not in the boat document", ["ክብራን", "Kebran"], "d11")
N("am", "ለደመራ መኪና ማቆሚያ ስንት ነው መስቀል አደባባይ ሬዚደንስ", "price", "parking on Demera day",
  "document only says roads close", ["ማቆሚያ", "parking"], "d12")
N("am", "ፒያሳ ሄሪቴጅ ክትፎ ስንት ነው", "price", "kitfo price",
  "dish not on the documented menu", ["ክትፎ", "kitfo"], "d13")
N("am", "ከአክሱም የሐ ቤተ መቅደስ ጉብኝት ስንት ያስከፍላል", "price", "Yeha temple trip",
  "third tour from Axum", ["Yeha", "የሐ ቤተ", "ይሓ ቤተ"], "d14")
N("am", "ፓፒረስ ብርድ ልብስ ለማሳጠብ ስንት ነው", "price", "blanket washing",
  "item not on the laundry list", ["ብርድ ልብስ", "blanket", "kuusaa"], "d15")
N("am", "ራስ ዳሸን ለመውጣት ከሰሜን ጌት ሎጅ ስንት ያስከፍላል", "price", "Ras Dashen climb",
  "only 1-day and 2-day treks documented", ["ራስ ዳሸን", "ራስ ደጀን", "Ras Dashen"], "d16")
N("am", "ሰሜን ተራሮች በቅሎ በቀን ስንት ይከራያል", "price", "mule hire in Simien",
  "scout/guide fees documented, mule not", ["በቅሎ"], "d16")
N("am", "ጎሃ ሆቴል የጥምቀት ፓኬጅ አለው? ዋጋው", "price", "Timket package at Goha Hill",
  "hotel not named in the Timket document", ["ጎሃ", "Goha"], "d17")
N("am", "ከድሬዳዋ ወደ ጅቡቲ ባቡር ስንት ነው", "price", "train to Djibouti",
  "only Addis-Dire Dawa fares documented", ["ጅቡቲ", "Djibouti", "Jibuutii"], "d18")
N("am", "ደረቅ እጥበት (dry clean) ዋጋ ፓፒረስ", "price", "dry cleaning",
  "only washing/ironing documented", ["ደረቅ እጥበት", "dry clean"], "d15")
N("am", "እንጦጦ ግራንድ ስፓ የእግር ማሳጅ አለ? ስንት ነው", "price", "foot reflexology",
  "treatment not on the menu", ["reflexology", "ሪፍሌክሶሎጂ", "የእግር ማሳጅ"], "d02")
N("am", "አርባ ምንጭ ላይ አባያ ሐይቅ የጀልባ ጉዞ ስንት ነው", "price", "Lake Abaya boat",
  "only Lake Chamo boat documented", ["Abaya", "አባያ", "Abbayaa"], "d08")
N("am", "ሰሜን ፓርክ መግቢያ ለኢትዮጵያዊ ስንት ነው", "price", "Simien fee for Ethiopians",
  "only foreign adult/child fees", ["ለኢትዮጵያዊ", "ኢትዮጵያዊያን", "Ethiopian resident", "citizen"], "d16")
N("am", "በመስቀል ዕለት የእራት ቡፌ ስንት ነው", "price", "Meskel dinner buffet",
  "lunch buffet 1,200 documented, dinner buffet not", ["የእራት ቡፌ", "dinner buffet", "irbaana"], "d12")
N("am", "ከድሬዳዋ ሐረር የሕዝብ አውቶቡስ ስንት ነው", "price", "public bus to Harar",
  "only hotel tours and private car documented", ["አውቶቡስ", "public bus"], "d10")

# =========================================================== AMHARIC IN LATIN LETTERS
A("am-latn", "zege guzo le lij sint new?", [["700"]], "d11", "price",
  "Zege trip child price", "adult 1,450")
A("am-latn", "yemiketlew demera metchi new", [["መስከረም 16", "27 September", "September 27", "Meskerem 16", "Sept 27", "Sep 27"]], "d12", "date",
  "Demera date", "")
A("am-latn", "papyrus express laundry be sint seat yidersal", [["4 ሰዓት", "4 hours", "4 seat", "four hours", "አራት ሰዓት"]], "d15", "duration",
  "express laundry time", "normal same day; habesha dress 48 h")
A("am-latn", "simien park megbiya le woch ager tilik sew sint new", [["900"]], "d16", "price",
  "Simien adult foreign fee", "child 450")
A("am-latn", "fasil castle view timket shuttle tewatu sint seat yinesal", [["06:00", "12 ሰዓት", "6:00 am", "6 am", "6am", "12 seat"]], "d17", "time",
  "Timket shuttle morning", "second shuttle 13:30")
A("am-latn", "hawassa resort lay gumare lemayet 30 dekika jelba sint new", [["900"]], "d09", "price",
  "30-min hippo boat", "cross-lingual; 60 min 1,500")
C("am-latn", "entoto grand hotel sint kokeb new", [["5-star", "5 ኮከብ", "5 kokeb", "five-star", "5 star", "5 stars", "አምስት ኮከብ"]], "count",
  "stars Entoto Grand", "", hotel="Entoto Grand Hotel")
C("am-latn", "debre markos hotel alachihu?", [NOHOTEL_AMLATN], "place", "hotels in Debre Markos",
  "city not in destinations", missing_city="Debre Markos")
N("am-latn", "babur lay yemegnita alga ale? waga sint new", "price", "sleeper berth on train",
  "only standard/business seats", ["sleeper", "የመኝታ ክፍል", "አልጋ"], "d18")
N("am-latn", "axum lay feres gilbiya sint new", "price", "horse ride in Axum",
  "bicycle and bajaj documented, horse not", ["horse", "ፈረስ", "farda"], "d14")

# =========================================================== AFAAN OROMOO
A("om", "Entoto Grand keessatti dibanni qaamaa bunaa meeqa?", [["1,650", "1650"]], "d19", "price",
  "coffee scrub price", "massages 1,100/1,900")
A("om", "spaan entoto sa'aatii meeqa cufama", [["21:00", "9 pm", "9:00 pm", "9pm", "sa'aatii 3 galgala"]], "d19", "time",
  "spa closing time", "Ethiopian 3 at night = 21:00")
A("om", "kutaa couples qabachuuf sa'aatii meeqa dursuu qaba", [["24 hours", "sa'aatii 24", "24 hrs", "24h", "24 sa'aatii"]], "d19", "duration",
  "couples room notice", "cancellation window 3 h is a trap")
A("om", "Soodereetti seensi daa'immanii meeqa?", [["100"]], "d20", "price",
  "Sodere child entry", "adult 200 weekday / 300 weekend")
A("om", "konkolaataa xiqqaa dhuunfaa gara Sooderee meeqa", [["1,800", "1800"]], "d20", "price",
  "small private car Sodere", "minibus up to 11 3,200")
A("om", "minibaasiin hoteelaa sooderee irraa yoom deebi'a", [["16:00", "4 pm", "4:00 pm", "4pm", "sa'aatii 10"]], "d20", "time",
  "minibus return time", "leaves 09:00")
A("om", "sanbata seensi nama guddaa sooderetti meeqa", [["300"]], "d20", "price",
  "Sodere weekend adult entry", "weekday 200")
A("om", "irreechi bara dhufu yoom", [["3 Onkoloolessa", "October 3", "3 October", "Oct 3", "Fulbaana 22", "3 Oct"]], "d21", "date",
  "Irreecha date", "Ethiopian Meskerem 22")
A("om", "baasii irreechaa nama tokkoof meeqa kaffalla", [["500"]], "d21", "price",
  "Irreecha bus fare", "under 6 free")
A("om", "uffata aadaa kireeffachuun guyyaatti meeqa", [["700"]], "d21", "price",
  "traditional clothes rental", "")
A("om", "baasiin erga nu buusee booda hanga horaatti hangam deemna", [["2 km", "km 2", "2km", "kiloomeetira 2"]], "d21", "count",
  "walk to Hora Harsadi", "about 30 minutes")
A("om", "awash valley irraa filwuhaa deemuuf konkolaataan meeqa", [["7,200", "7200"]], "d22", "price",
  "Filwoha trip per car", "falls trip 9,800")
A("om", "imala fincaa'aa awaash gatiin isaa", [["9,800", "9800"]], "d22", "price",
  "Awash falls trip per car", "Filwoha 7,200")
A("om", "paarkii awaashitti eegduu (scout) meeqa kaffalla", [["400"]], "d22", "price",
  "scout fee", "park entry 350")
A("om", "galma gadaa guyyaa guutuuf meeqa", [["32,000", "32000"]], "d23", "price",
  "large hall full day", "half day 18,000")
A("om", "kutaan xiqqaan rift valley nama meeqa qabata", [["nama 20", "20 people", "20 nama", "twenty", "namoota 20"]], "d23", "count",
  "small room capacity", "hall 150")
A("om", "boqonnaa bunaa nama tokkoof meeqa", [["180"]], "d23", "price",
  "coffee break price", "lunch 650")
A("om", "walgahii haquu yoo barbaanne guyyaa meeqa dura", [["guyyaa 7", "7 days", "seven days", "torba"]], "d23", "duration",
  "free cancellation notice", "deposit 30%")
A("om", "wondo genet seensi nama guddaa meeqa", [["150"]], "d24", "price",
  "Wondo Genet adult entry", "child 80")
A("om", "hawaasaa irraa wondo genet hangam fagaata", [["km 30", "30 km", "30km", "kiloomeetira 30"]], "d24", "count",
  "distance to Wondo Genet", "Aleta Wondo 65 km")
A("om", "qonna bunaa aleta wondo nama tokkoof meeqa", [["1,300", "1300"]], "d24", "price",
  "coffee farm per person", "private car 3,600")
A("om", "adama palm inn irbaanni sa'aatii meeqa jalqaba", [["18:30", "6:30 pm", "6:30pm", "sa'aatii 12:30 galgala"]], "d25", "time",
  "dinner start", "lunch 12:00")
A("om", "mucaan koo waggaa 8, nyaata meeqa kaffala adama palm inn", [["walakkaa", "half"]], "d25", "price",
  "child 6-12 meal price", "under 6 free")
A("om", "caccabsaan adama palm inn meeqa", [["220"]], "d25", "price",
  "chechebsa price", "ful 180")
A("om", "bahir daar irraa imala odola dek daa'imaaf meeqa", [["1,300", "1300"]], "d01", "price",
  "Dek trip child price", "cross-lingual (en/am pair); adult 2,600")
A("om", "arba minch haroo caamoo bidiruun meeqa", [["3,200", "3200"]], "d08", "price",
  "Lake Chamo boat", "cross-lingual; per boat")
A("om", "piassa heritage inn ciree nama guddaaf meeqa", [["450"]], "d13", "price",
  "adult breakfast Piassa", "cross-lingual from am")
A("om", "simien imalli guyyaa tokkoo sa'aatii meeqa ka'a", [["05:30", "5:30 am", "5:30am", "11:30"]], "d16", "time",
  "Simien 1-day departure", "cross-lingual from am")
A("om", "bole skyline shuttle bilisaa buufata xayyaaraa irraa sa'aatii meeqaa hanga meeqaatti", [["06:00", "6:00 am", "6 am", "6am", "sa'aatii 12"], ["22:00", "10 pm", "10:00 pm", "10pm", "sa'aatii 4"]], "d03", "time",
  "free shuttle hours", "cross-lingual from en")
A("om", "masqalaa: demeraa ilaaluuf teessoon nama guddaa meeqa", [["1,800", "1800"]], "d12", "price",
  "Meskel balcony adult seat", "cross-lingual from am; child 900")
C("om", "Nazret Garden Hotel urjii meeqa qaba", [["3-star", "3 star", "urjii 3", "three-star", "3 stars", "three star"]], "count",
  "stars Nazret Garden", "", hotel="Nazret Garden Hotel")
C("om", "Naqamteetti hoteela qabduu?", [NOHOTEL_OM], "place", "hotels in Nekemte",
  "city not in destinations", missing_city="Nekemte")
C("om", "awash valley resort kutaan gatii xiqqaa qabu meeqa", [["3,840", "3840"]], "price",
  "cheapest room Awash Valley", "Standard Double", hotel="Awash Valley Resort")
C("om", "adama palm inn keessaa yoom baana (check out)", [T1100 + ["sa'aatii 5"]], "time",
  "check-out Adama Palm Inn", "", hotel="Adama Palm Inn")
C("om", "sidama garden lodge iddoo bishaan daakuu qabaa", [["pool", "daakaa", "bishaan daakuu", "swimming"]], "yes_no",
  "Sidama Garden pool", "amenity present", hotel="Sidama Garden Lodge")
C("om", "rift valley conference hotel seenuun sa'aatii meeqa", [T1400 + ["sa'aatii 8"]], "time",
  "check-in Rift Valley Conference", "", hotel="Rift Valley Conference Hotel")

N("om", "entoto spaa keessatti manicure ni jiraa? meeqa", "price", "manicure",
  "treatment not on the menu", ["manicure", "pedicure", "qeensa"], "d19")
N("om", "haroo Koqaa irratti bidiruun imala adaamaa irraa meeqa", "price", "Koka lake boat",
  "only Sodere documented from Adama hotel", ["Koqaa", "Koka", "ቆቃ"], "d20")
N("om", "Irreechi Tulluu yoom kabajama", "date", "Irreecha Tulluu date",
  "only Irreecha Birraa at Hora Harsadi documented", ["Tulluu", "Arfaasaa"], "d21")
N("om", "tulluu Fantaallee ol ba'uuf awash valley irraa meeqa", "price", "Fentale climb",
  "third Awash trip", ["Fantaalee", "Fentale", "ፈንታሌ", "Fantaallee"], "d22")
N("om", "rift valley hotel walgahii live stream gochuuf gatii dabalataa meeqa", "price", "live streaming",
  "only projector/sound and interpretation booth", ["live stream", "streaming", "kallattiin"], "d23")
N("om", "sidama garden lodge irraa haroo Abijaataa imala meeqa", "price", "Abijata trip",
  "third trip from Hawassa", ["Abijata", "Abijaataa", "አብያታ"], "d24")
N("om", "adama palm inn keessatti qoocco meeqa", "price", "kocho dish",
  "dish not on the menu", ["qoocco", "ቆጮ"], "d25")
N("om", "ayyaana Fichee Cambalaalaa sidama garden lodge keessatti", "date", "Fiche Chambalala",
  "festival not documented", ["Fichee", "Fiche", "ፊቼ"], "d24")
N("om", "paarkii awaash keessatti buufachuu (camping) gatii", "price", "camping in Awash",
  "day trips only", ["camping", "kaampii"], "d22")
N("om", "harla palace irraa gara Jijjigaa imala ni jiraa", "price", "Jijiga trip",
  "only Harar trips documented", ["Jijiga", "Jigjiga", "Jijjigaa", "ጅጅጋ"], "d10")
N("om", "adama palm inn kutaa keessa minibaarii ni jiraa gatii isaa", "price", "minibar",
  "not documented", ["minibar", "minibaarii", "ሚኒባር"], "d25")
N("om", "entoto spaa dibata daqiiqaa 90 meeqa", "price", "90-min massage",
  "only 30 and 60 min documented", ["90 min", "daqiiqaa 90", "90-minute", "90 ደቂቃ", "90 ደቒቕ"], "d19")
N("om", "adama palm inn piizaa ni qabduu", "price", "pizza",
  "not on the menu", ["pizza", "ፒዛ", "piizaa"], "d25")
N("om", "lake hawassa resort daa'immaniif barnoota bishaan daakuu ni jiraa", "price", "swimming lessons",
  "pool rules documented, lessons not", ["lesson", "barnoota", "ትምህርቲ"], "d09")
N("om", "sidama garden lodge irraa Tulluu Guddoo imala gatii", "price", "Tullu Gudo trip",
  "third trip from Hawassa", ["Tullu Gudo", "Tulluu Guddoo"], "d24")

# =========================================================== TIGRINYA
A("ti", "ኣሸንዳ ኣብ መቐለ መዓስ እዩ", [["22 August", "August 22", "ነሓሰ 16", "22 ክሳብ 24", "Aug 22", "22 Aug"]], "d26", "date",
  "Ashenda dates", "Nehase 16-18")
A("ti", "ውቕሮ ካብ መቐለ ክንደይ ይርሕቕ", [["45 ኪሎ", "45 km", "45km", "45 ኪ.ሜ"]], "d27", "count",
  "distance to Wukro", "50 minutes")
A("ti", "ቤት መዘክር ውቕሮ መእተዊ ክንደይ", [["150"]], "d27", "price",
  "Wukro museum entry", "church entry 300")
A("ti", "ገርዓልታ ዝኸይድ መኪና ሰዓት ክንደይ ትብገስ", [["06:30", "6:30 am", "6:30am", "12:30"]], "d27", "time",
  "Gheralta departure", "Ethiopian 12:30 morning")
A("ti", "ሓወልቲ ፕላዛ ገንዳ ቀዳም ንዓቢ ሰብ ክንደይ", [["450"]], "d28", "price",
  "weekend adult pool fee", "weekday 300")
A("ti", "ሰኑይ ገንዳ ክሳብ ሰዓት ክንደይ ዕፁው", [T1100 + ["ሰዓት 5"]], "d28", "time",
  "Monday cleaning until", "")
A("ti", "ኣብ ኣኽሱም ብሽክሌታ ንመዓልቲ ክንደይ", [["300"]], "d14", "price",
  "Axum bicycle rental", "cross-lingual from am")
C("ti", "ሮማናት ስኩየር ሆቴል ዝሓሰረ ክፍሊ ክንደይ እዩ", [["2,880", "2880"]], "price",
  "cheapest room Romanat Square", "Standard Single", hotel="Romanat Square Hotel")
C("ti", "ኣብ ዓዲግራት ሆቴል ኣለኩም ዶ", [NOHOTEL_TI], "place", "hotels in Adigrat",
  "city not in destinations", missing_city="Adigrat")
N("ti", "ካብ መቐለ ናብ ደብረ ዳሞ ጉዕዞ ክንደይ", "price", "Debre Damo trip",
  "third trip from Mekelle", ["ደብረ ዳሞ", "Debre Damo", "ዳሞ"], "d27")
N("ti", "ሓወልቲ ፕላዛ ናይ 90 ደቒቕ ማሳጅ ክንደይ", "price", "90-min massage Hawelti",
  "only 60-min massage documented", ["90 ደቒቕ", "90 min", "daqiiqaa 90", "90-minute"], "d28")


def build():
    docs = json.load(open(os.path.join(ROOT, "documents.json"), encoding="utf-8"))
    by_id = {d["id"]: d for d in docs}
    by_url = {}
    for d in docs:
        by_url.setdefault(d["url"], []).append(d)
    out, checks = [], {}
    for n, q in enumerate(Q, 1):
        qid = "q%03d" % n
        chk = q.pop("_chk", None)
        src = q["source_doc"]
        cross = False
        if q["answerable"] and src not in (None, "catalogue"):
            langs = {d["lang"] for d in by_url[by_id[src]["url"]]}
            qlang = "am" if q["lang"] == "am-latn" else q["lang"]
            cross = qlang not in langs
        rec = {"id": qid, "lang": q["lang"], "question": q["question"],
               "answerable": q["answerable"], "expected": q["expected"],
               "source_doc": src, "asked_type": q["asked_type"],
               "subject": q["subject"], "note": q["note"], "cross_lingual": cross}
        out.append(rec)
        if chk:
            checks[qid] = chk
    with open(os.path.join(ROOT, "questions.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    with open(os.path.join(HERE, "question_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
    return out

if __name__ == "__main__":
    qs = build()
    from collections import Counter
    c = Counter((q["lang"], q["answerable"]) for q in qs)
    for k in sorted(c):
        print(k, c[k])
    print("cross-lingual:", sum(q["cross_lingual"] for q in qs), "total:", len(qs))
