#!/usr/bin/env python3
"""Writes ../questions.json and ../unanswerable_checks.json for blind20."""
import json, os

Q = []          # question objects
CHECKS = {}     # unanswerable id -> key terms
TWIN = {"d04": "d11", "d11": "d04", "d05": "d19", "d19": "d05", "d17": "d26", "d26": "d17"}
_here = os.path.dirname(os.path.abspath(__file__))
DOC_LANG = {d["id"]: d["lang"] for d in json.load(open(os.path.join(_here, "..", "documents.json"), encoding="utf-8"))}

def _cross(lang, src):
    if src in (None, "catalogue"):
        return False
    base = "am" if lang == "am-latn" else lang
    langs = {DOC_LANG[src]} | ({DOC_LANG[TWIN[src]]} if src in TWIN else set())
    return base not in langs

def A(lang, question, expected, src, typ, subject, note):
    Q.append({"id": None, "lang": lang, "question": question, "answerable": True,
              "expected": expected, "source_doc": src, "asked_type": typ,
              "subject": subject, "note": note, "cross_lingual": _cross(lang, src)})

def U(lang, question, typ, subject, note, terms):
    Q.append({"id": None, "lang": lang, "question": question, "answerable": False,
              "expected": [], "source_doc": None, "asked_type": typ,
              "subject": subject, "note": note, "cross_lingual": False, "_terms": terms})

C = "catalogue"
NOHOTEL_EN = ["no hotel", "not available", "no hotels", "don't have", "do not have", "not listed", "couldn't find", "could not find"]

# ======================= English =======================
A("en", "what time is check in at sabian garden hotel", [["14:00", "2:00 pm", "2 pm", "2pm"]], C, "time", "check-in time, Sabian Garden Hotel", "all hotels share 14:00; must not confuse with 11:00 check-out")
A("en", "checkout time entoto grand", [["12:00", "noon", "12 pm", "12:00 pm"]], C, "time", "check-out time, Entoto Grand Hotel", "Entoto Grand is one of two hotels with 12:00 check-out; most are 11:00")
A("en", "cheapest room at bole skyline hotel", [["Standard Single"], ["2,880", "2880"]], C, "price", "cheapest room type and price, Bole Skyline Hotel", "three room types; Twin 4,160 and Deluxe King 5,760 are wrong")
A("en", "how many stars lake hawassa resort", [["5-star", "5 star", "five star", "five-star", "5 stars"]], C, "count", "star rating, Lake Hawassa Resort & Spa", "other Hawassa hotels are 3 or 4 stars")
A("en", "which hotel in dire dawa has a swimming pool", [["Sabian Garden"]], C, "place", "Dire Dawa hotel with a pool", "four Dire Dawa hotels, only one lists a pool")
A("en", "any hotel in gambela", [NOHOTEL_EN], C, "place", "no hotel in Gambela", "city absent from the catalogue; must not invent a hotel")

A("en", "how much is airport transfer by minibus tana shore", [["1,100", "1100"]], "d01", "price", "airport transfer price by minibus, Lake Tana Shore Resort", "small car 650 vs minibus 1,100")
A("en", "full day small car hire price lake tana shore resort", [["4,300", "4300"]], "d01", "price", "full-day small car hire", "half day 2,400, minibus full day 6,800")
A("en", "extra km charge if we go over the limit bahir dar car", [["28 birr", "28 br", "28 etb", "birr 28"]], "d01", "price", "charge per extra kilometre", "150 km included is a neighbouring figure")
A("en", "timkat package price for a kid fasil castle view", [["3,800", "3800"]], "d02", "price", "Timkat package child price", "adult 7,500 vs child 3,800")
A("en", "what time does the shuttle leave on timkat morning gondar", [["05:45", "5:45 am", "5:45am", "5.45 am"]], "d02", "time", "Timkat morning shuttle departure", "eve shuttle 14:30 vs morning 05:45")
A("en", "when is timkat in gondar this year date", [["19 January", "January 19", "Jan 19", "19 Jan", "Tir 11", "ጥር 11"]], "d02", "date", "date of Timkat", "eve Ketera is 18 January")
A("en", "lalibela church ticket price foreigner", [["1,950", "1950"]], "d03", "price", "church ticket for foreigners", "citizens 150")
A("en", "full day guide rock hewn lodge how much", [["2,100", "2100"]], "d03", "price", "full-day guide fee", "half day 1,300; group surcharge 250")
A("en", "how many days is the lalibela church ticket good for", [["five days", "5 days", "5-day", "five-day"]], "d03", "duration", "validity of church ticket", "opening hours nearby")
A("en", "colour printing price per page entoto grand", [["15 birr", "15 br", "birr 15", "15 etb"]], "d04", "price", "colour printing per page", "black and white 5 birr")
A("en", "entoto hall full day rent", [["26,000", "26000"]], "d04", "price", "Entoto Hall full-day price", "hourly 4,500; Yeka full day 9,500")
A("en", "how many ppl fit in the yeka room", [["12 people", "12 persons", "12 guests", "twelve"]], "d04", "count", "capacity of Yeka Room", "Entoto Hall seats 80")
A("en", "fish market walk hawassa what time does it start", [["06:30", "6:30 am", "6:30am"]], "d05", "time", "start of fish market walk", "bikes back by 18:30")
A("en", "bike rental per day lake hawassa resort", [["600 birr", "600 br", "600 etb", "birr 600"]], "d05", "price", "standard bicycle per day", "per hour 120, tandem 200 per hour")
A("en", "how long is the fish market walk on a saturday", [["two hours", "2 hours", "2 hrs", "2 hr"]], "d05", "duration", "Saturday walk duration", "normal walk 90 minutes")
A("en", "nech sar entrance fee for foreigners", [["1,000", "1000"]], "d06", "price", "Nech Sar park fee for foreigners", "citizens 100; scout 400")
A("en", "dorze trip price per person forty springs", [["1,700", "1700"]], "d06", "price", "Dorze half-day trip price", "4x4 5,500 per day")
A("en", "what time does the dorze trip leave", [["08:30", "8:30 am", "8:30am"]], "d06", "time", "Dorze trip departure", "returns around 14:00")
A("en", "max dollars i can change at reception axum obelisk hotel", [["500 US dollars", "500 dollars", "$500", "500 usd", "usd 500"]], "d07", "price", "daily exchange limit at reception", "ATM limit 10,000 birr")
A("en", "card payment surcharge obelisk park", [["3 percent", "3%", "3 %", "three percent"]], "d07", "other", "card surcharge", "telebirr has no fee")
A("en", "is the bank open saturday axum what hours", [["08:30", "8:30 am", "8:30am"], ["12:00", "noon", "12 pm"]], "d07", "time", "bank Saturday hours", "weekday hours 08:00-17:00")
A("en", "train dire dawa to addis departure time", [["07:30", "7:30 am", "7:30am"]], "d08", "time", "train departure to Addis", "Djibouti train 09:00")
A("en", "first class train ticket price dire dawa", [["780"]], "d08", "price", "first class fare", "standard class 520")
A("en", "how much for each extra kilo of luggage on the train", [["15 birr", "15 br", "15 etb", "birr 15"]], "d08", "price", "extra luggage per kg", "20 kg free")
A("en", "doctor visit at night cost romanat square", [["2,300", "2300"]], "d09", "price", "night doctor visit", "daytime 1,500")
A("en", "pharmacy near romanat hotel open till when", [["22:00", "10 pm", "10:00 pm", "10pm"]], "d09", "time", "pharmacy closing time", "Sunday 09:00-13:00")
A("en", "kids club age range awash valley", [["4 to 11", "4-11", "4 and 11", "four to eleven", "4 – 11"]], "d10", "other", "kids club ages", "under-4 only with parent")
A("en", "sodere trip price for children", [["450"]], "d10", "price", "Sodere trip child price", "adult 900; picnic 380")
A("en", "babysitting cost per hour evening awash", [["250 birr", "250 br", "250 etb", "birr 250"]], "d10", "price", "evening babysitting per hour", "kids club extra hours 150")
# cross-lingual (docs in am / om / ti)
A("en", "cultural dinner show price for adults zege hotel", [["850"]], "d12", "price", "cultural dinner price adult", "child 400; tej tasting 250")
A("en", "how much to wash a habesha dress goha hill", [["220"]], "d13", "price", "laundry price habesha dress", "shirt 60, gabi 300")
A("en", "room service charge per order harla palace", [["75 birr", "75 ብር", "75 br", "75 etb", "birr 75"]], "d16", "price", "room service fee", "juice 95")
A("en", "gym day pass for non guests dorze hills inn", [["200 birr", "200 ብር", "200 br", "200 etb"]], "d18", "price", "gym day pass", "monthly 1,500")
A("en", "irreecha bus from adama what time leaves", [["05:00", "5:00 am", "5 am", "5am"]], "d20", "time", "Irreecha bus departure", "return 14:00; Ethiopian 11:00")
A("en", "big boat on lake chamo price", [["4,600", "4600"]], "d22", "price", "large boat price", "small boat 2,800")
A("en", "abuna yemata climb how long", [["45 minutes", "45 min", "45 ደቒቕ", "45-minute"]], "d27", "duration", "climb duration", "drive 2.5 hours")

U("en", "horse riding price at forty springs lodge", "price", "horse riding at Forty Springs Lodge", "lodge offers Nech Sar and Dorze only", ["horse"])
U("en", "price of the boardroom at entoto grand", "price", "a third meeting room", "only Yeka Room and Entoto Hall exist", ["boardroom", "board room"])
U("en", "hot stone massage price nazret garden", "price", "treatment missing from spa menu", "d21 lists 60/90 min, couple, foot", ["hot stone"])
U("en", "airport pick up price fasil castle view gondar", "price", "airport transfer in Gondar", "transfer prices exist only for Bahir Dar (d01)", ["d02:airport"])
U("en", "motorbike hire bahir dar tana shore", "price", "motorbike hire", "only cars and minibuses", ["motorbike", "motorcycle"])
U("en", "scuba diving lake tana price", "price", "diving", "not offered", ["scuba", "diving"])
U("en", "yoga class times lake hawassa resort", "time", "yoga at Lake Hawassa", "d05 has walk and bikes only", ["yoga"])
U("en", "dentist at romanat square hotel cost", "price", "dentist", "only doctor and nurse", ["dentist", "dental"])
U("en", "helicopter tour gheralta price", "price", "helicopter tour", "only 4x4", ["helicopter"])
U("en", "sodere trip price for seniors", "price", "senior price", "only adults and children", ["senior"])
U("en", "kids club price kazanchis business hotel", "price", "kids club at a hotel not documented", "d10 is Awash Valley in Adama", ["d10:Kazanchis"])
U("en", "camel trek from railway station hotel dire dawa", "price", "camel trek", "not offered", ["camel"])
U("en", "sunset cruise lake chamo how much", "price", "sunset cruise", "only 07:00 and 15:00 boats", ["sunset"])
U("en", "wedding package entoto grand price", "price", "wedding package", "only meeting rooms", ["wedding"])
U("en", "bowling hours awash valley resort", "time", "bowling", "not offered", ["bowling"])

# ======================= Amharic =======================
A("am", "ታቦር ሂል ሆቴል ቼክ ኢን ስንት ሰዓት ነው", [["14:00", "8:00 ሰዓት", "ከቀኑ 8", "2:00 pm", "2 pm"]], C, "time", "check-in time, Tabor Hill Hotel", "check-out 11:00 nearby")
A("am", "ሌክ ሀዋሳ ሪዞርት ቼክ አውት ስንት ሰዓት", [["12:00", "6:00 ሰዓት", "ከቀኑ 6", "noon", "12 pm"]], C, "time", "check-out time, Lake Hawassa Resort & Spa", "12:00 not the usual 11:00")
A("am", "ሮያል ኢንክሎዠር ኢን ርካሹ ክፍል ስንት ነው", [["1,260", "1260"]], C, "price", "cheapest room, Royal Enclosure Inn", "four room types")
A("am", "ፋሲል ካስል ቪው ሆቴል ስንት ኮከብ ነው", [["4-star", "4 ኮከብ", "አራት ኮከብ", "4 star", "four star", "ባለ 4"]], C, "count", "stars, Fasil Castle View Hotel", "other Gondar hotels 2-3 stars")
A("am", "መቀሌ ውስጥ መዋኛ ገንዳ ያለው ሆቴል የትኛው ነው", [["Hawelti", "ሓወልቲ", "ሀወልቲ", "ሃወልቲ"]], C, "place", "Mekelle hotel with pool", "only Hawelti Plaza lists a pool")
A("am", "ጂንካ ውስጥ ሆቴል አለ", [["የለንም", "አልተገኘም", "አይገኝም", "ሆቴል የለም", "የሉም", "no hotel", "not available"]], C, "place", "no hotel in Jinka", "city absent from the catalogue")

A("am", "የእንጦጦ ግራንድ የካ ክፍል በሰዓት ስንት ነው", [["1,800", "1800"]], "d11", "price", "Yeka Room per hour", "full day 9,500; Entoto Hall 4,500")
A("am", "ባለ ቀለም ፕሪንት በገጽ ስንት ብር", [["15 ብር", "15 birr"]], "d11", "price", "colour print per page", "black and white 5")
A("am", "ቢዝነስ ሴንተሩ ስንት ሰዓት ይዘጋል እንጦጦ", [["22:00", "4:00 ሰዓት", "ምሽቱ 4", "10 pm", "10:00 pm"]], "d11", "time", "business centre closing", "opens 07:00")
A("am", "የባህል ምሽቱ ለልጆች ስንት ነው ዘጌ", [["400"]], "d12", "price", "cultural dinner child price", "adult 850")
A("am", "የቡና ሥነ ሥርዓት ስንት ሰዓት ነው ዘጌ", [["16:00", "10:00 ሰዓት", "ከቀኑ 10", "4 pm", "4:00 pm"]], "d12", "time", "coffee ceremony time", "dinner 19:30")
A("am", "የባህል ምሽቱ የትኞቹ ቀናት ነው", [["ማክሰኞ", "tuesday"], ["ሐሙስ", "ሀሙስ", "thursday"], ["ቅዳሜ", "saturday"]], "d12", "date", "days of cultural dinner", "three days, all needed")
A("am", "ሸሚዝ ለማጠብ ስንት ነው ጎሃ ሂል", [["60 ብር", "60 birr"]], "d13", "price", "shirt laundry price", "trousers 80")
A("am", "ፈጣን የልብስ እጥበት ስንት ሰዓት ይፈጃል", [["አራት ሰዓት", "4 ሰዓት", "4 hours", "four hours"]], "d13", "duration", "express laundry duration", "dry clean two days")
A("am", "ድራይ ክሊን ዋጋ ጎሃ", [["450"]], "d13", "price", "dry cleaning price", "gabi 300")
A("am", "ገና በላሊበላ መቼ ነው", [["ታኅሣሥ 29", "ታህሳስ 29", "ጃንዋሪ 7", "january 7", "7 january", "jan 7"]], "d14", "date", "date of Genna", "Gregorian and Ethiopian both accepted")
A("am", "በቅሎ ለመከራየት ስንት ነው አሸተን", [["700"]], "d14", "price", "mule hire", "guide 900, entry 300")
A("am", "ወደ አሸተን ማርያም መውጣት ስንት ሰዓት ይፈጃል", [["ሁለት ሰዓት ተኩል", "2 ሰዓት ተኩል", "2.5", "two and a half"]], "d14", "duration", "ascent duration", "descent one and a half hours")
A("am", "የመርካቶ ጉብኝት ዋጋ ለአንድ ሰው", [["650"]], "d15", "price", "Merkato walk price", "child 300; taxi 300")
A("am", "መርካቶ ጉብኝቱ ስንት ሰዓት ይነሳል", [["09:30", "3:30 ሰዓት", "ጠዋቱ 3:30", "9:30 am", "9:30am"]], "d15", "time", "Merkato walk start", "Piassa walk 16:00")
A("am", "የፒያሳ አጭር ጉብኝት ዋጋ", [["400"]], "d15", "price", "short Piassa walk price", "Merkato walk 650")
A("am", "ቅዳሜ ቁርስ ስንት ሰዓት ይጀምራል ሐርላ", [["07:00", "1:00 ሰዓት", "ጠዋቱ 1", "7 am", "7:00 am"]], "d16", "time", "weekend breakfast start", "weekdays 06:30")
A("am", "ክትፎ ስንት ነው ሐርላ ፓላስ", [["420"]], "d16", "price", "kitfo price", "tibs 390")
A("am", "ከምሽቱ 5 ሰዓት በኋላ ሩም ሰርቪስ ምን ምግብ አለ", [["ሳንድዊች", "sandwich"], ["ሾርባ", "soup"]], "d16", "other", "late room service food", "Ethiopian 5 at night = 23:00")
A("am", "የአክሱም ሐውልት ትኬት ለውጭ ዜጋ", [["600"]], "d17", "price", "Stelae ticket foreigners", "citizens 50")
A("am", "ሙሉ ቀን አስጎብኚ ስንት ነው ንግሥተ ሳባ", [["1,400", "1400"]], "d17", "price", "full-day guide", "half day 800")
A("am", "ሕዳር ጽዮን መቼ ነው", [["ሕዳር 21", "ህዳር 21", "ኅዳር 21", "november 30", "30 november", "ኖቬምበር 30", "nov 30"]], "d17", "date", "date of Hidar Tsion", "Ethiopian Hidar 21 vs Gregorian 30 November")
A("am", "የግል አሰልጣኝ ዋጋ ዶርዜ ሂልስ", [["350"]], "d18", "price", "personal trainer price", "day pass 200")
A("am", "ክፍል ውስጥ ሲጋራ ቢያጨሱ ቅጣቱ ስንት ነው ዶርዜ", [["1,000", "1000"]], "d18", "price", "smoking fine", "lost key 500")
# cross-lingual
A("am", "ከባህር ዳር አየር ማረፊያ በትንሽ መኪና ትራንስፈር ስንት ነው", [["650"]], "d01", "price", "airport transfer small car", "minibus 1,100")
A("am", "ጥምቀት ፓኬጅ ለአዋቂ ስንት ነው ፋሲል ካስል ቪው", [["7,500", "7500"]], "d02", "price", "Timkat package adult", "child 3,800")
A("am", "ላሊበላ የቤተ ክርስቲያን ትኬት ለኢትዮጵያውያን ስንት ነው", [["150"]], "d03", "price", "church ticket citizens", "foreigners 1,950")
A("am", "ነጭ ሳር ፓርክ ስካውት ክፍያ ስንት ነው", [["400"]], "d06", "price", "park scout fee", "park fee 1,000 / 100")
A("am", "ሮማናት ሆቴል ቀን ዶክተር ክፍሉ ድረስ ቢመጣ ስንት ነው", [["1,500", "1500"]], "d09", "price", "daytime doctor visit", "night 2,300")
A("am", "ናዝሬት ጋርደን ስፓ የ90 ደቂቃ ማሳጅ ዋጋ", [["1,650", "1650"]], "d21", "price", "90-minute massage", "60 min 1,200")
A("am", "ሀዋሳ ሪዞርት ብስክሌት በሰዓት ስንት ነው", [["120"]], "d05", "price", "bicycle per hour", "per day 600; tandem 200")

U("am", "ዘጌ ሆቴል ወደ ገዳማት የጀልባ ጉዞ ዋጋ", "price", "boat trip from Zege hotel", "d12 has dinner and coffee only", ["d12:ጀልባ"])
U("am", "ጎሃ ሂል የምንጣፍ እጥበት ዋጋ", "price", "carpet washing", "not on laundry list", ["ምንጣፍ"])
U("am", "ወደ አሸተን ማርያም በፈረስ መሄድ ስንት ነው", "price", "horse to Asheten Maryam", "only mule priced", ["ፈረስ", "horse"])
U("am", "እንጦጦ ግራንድ የፋክስ ዋጋ", "price", "fax price", "only print and scan", ["ፋክስ", "fax"])
U("am", "ሐርላ ፓላስ ፒዛ ስንት ነው", "price", "pizza", "not on menu", ["ፒዛ", "pizza"])
U("am", "ዶርዜ ሂልስ ሳውና አለ ዋጋው ስንት", "price", "sauna at Dorze Hills", "sauna only at Nazret Garden (d21)", ["d18:ሳውና", "d18:saawunaa"])
U("am", "አክሱም ሙዚየም የቪዲዮ ካሜራ ክፍያ", "price", "video camera fee", "not given", ["ቪዲዮ ካሜራ", "video camera"])
U("am", "ላሊበላ የሄሊኮፕተር ጉዞ ዋጋ", "price", "helicopter", "not offered", ["ሄሊኮፕተር", "helicopter"])
U("am", "ጎንደር ሆቴሉ የጎልፍ ሜዳ አለው", "other", "golf", "not offered", ["ጎልፍ", "golf"])
U("am", "ፒያሳ ሄሪቴጅ ብስክሌት ኪራይ ስንት ነው", "price", "bike rental at Piassa", "bikes only at Hawassa (d05)", ["d15:ብስክሌት"])
U("am", "የመርካቶ ጉብኝት ለአረጋውያን ቅናሽ", "price", "senior discount", "only child price", ["አረጋውያን", "senior"])
U("am", "ሐርላ ፓላስ የልደት ኬክ ማዘዝ ዋጋ", "price", "birthday cake", "not on menu", ["የልደት ኬክ", "birthday"])
U("am", "እንጦጦ ግራንድ የሰርግ አዳራሽ ዋጋ", "price", "wedding hall", "only meeting rooms", ["ሰርግ", "wedding"])
U("am", "ዶርዜ ሂልስ የቴኒስ ሜዳ ሰዓት", "time", "tennis court", "not offered", ["ቴኒስ", "tennis"])
U("am", "ንግሥተ ሳባ ኢን የግመል ጉዞ ዋጋ", "price", "camel ride", "only bajaj and car", ["ግመል", "camel"])

# ======================= Afaan Oromo =======================
A("om", "adama palm inn check in yoom", [["14:00", "2:00 pm", "2 pm", "sa'aatii 8"]], C, "time", "check-in time, Adama Palm Inn", "check-out 11:00")
A("om", "awash valley resort check out sa'aatii meeqa", [["11:00", "11 am", "11:00 am", "sa'aatii 5"]], C, "time", "check-out time, Awash Valley Resort", "check-in 14:00")
A("om", "nazret garden hotel kutaa gatii xiqqaa", [["Twin"], ["2,600", "2600"]], C, "price", "cheapest room, Nazret Garden Hotel", "Executive Queen 4,200")
A("om", "abaya chamo resort urjii meeqa", [["4-star", "4 star", "urjii 4", "urjii afur", "four star"]], C, "count", "stars, Abaya Chamo Resort", "Dorze Hills Inn is 2 stars")
A("om", "lalibela keessatti hoteela iddoo daakaa qabu", [["Rock-Hewn", "Rock Hewn"]], C, "place", "Lalibela hotel with pool", "only one Lalibela hotel lists a pool")
A("om", "samara keessa hoteelli jiraa", [["hin jiru", "hin argamne", "hin qabnu", "no hotel", "not available"]], C, "place", "no hotel in Semera", "city absent from the catalogue")

A("om", "deemsi gabaa qurxummii meeqa fudhata", [["daqiiqaa 90", "90 daqiiqaa", "90 minutes", "90 min"]], "d19", "duration", "fish market walk duration", "Saturday two hours")
A("om", "biskileetiin tandem sa'aatii tokkoof meeqa", [["200"]], "d19", "price", "tandem per hour", "standard 120")
A("om", "qabsiisni biskileetii meeqa", [["1,000", "1000"]], "d19", "price", "bicycle deposit", "or passport copy")
A("om", "ijoollee deemsa gabaa qurxummii hawaasaa meeqa", [["180"]], "d05", "price", "fish walk child price", "adult 350")
A("om", "irreechi bara kana yoom", [["meskerem 22", "fulbaana 22", "3 onkoloolessa", "october 3", "3 october", "oct 3"]], "d20", "date", "Irreecha date", "Ethiopian and Gregorian")
A("om", "gatiin imala irreechaa ijoolleef", [["250"]], "d20", "price", "Irreecha bus child price", "adult 500")
A("om", "awtoobisiin bishooftuu irraa yoom deebi'a", [["14:00", "2:00 pm", "2 pm", "sa'aatii 8"]], "d20", "time", "return time from Bishoftu", "departure 05:00")
A("om", "teessoon meeqa jira awtoobisii irreechaa", [["teessoon 45", "45 seats", "45 teessoo"]], "d20", "count", "seats on Irreecha bus", "book 3 days ahead")
A("om", "dhiibbaan qaamaa daqiiqaa 60 meeqa nazret", [["1,200", "1200"]], "d21", "price", "60-minute massage", "90 min 1,650; couple 2,200")
A("om", "spaan sa'aatii meeqa cufama", [["21:00", "9:00 pm", "9 pm", "sa'aatii 3:00 galgalaa"]], "d21", "time", "spa closing time", "opens 10:00")
A("om", "dhiibbaa miillaa gatii", [["550"]], "d21", "price", "foot massage price", "sauna 400")
A("om", "bidiruun xiqqaan gatiin isaa meeqa", [["2,800", "2800"]], "d22", "price", "small boat price", "large 4,600")
A("om", "imalli bidiruu yeroo kam ka'a haroo caamoo", [["07:00", "7:00 am", "7 am"], ["15:00", "3:00 pm", "3 pm"]], "d22", "time", "boat departures", "two departures")
A("om", "geejjibni gara kulfoo meeqa", [["350"]], "d22", "price", "transfer to Kulfo landing", "dinner 380")
A("om", "geejjiba buufata xayyaaraa sabian meeqa", [["300"]], "d23", "price", "airport shuttle for short stays", "late arrival 650")
A("om", "tikeetiin awtoobisii finfinnee meeqa", [["1,150", "1150"]], "d23", "price", "bus ticket to Addis", "service fee 100")
A("om", "awtoobisiin finfinnee sa'aatii meeqa ka'a", [["05:30", "5:30 am", "5:30am", "11:30"]], "d23", "time", "Addis bus departure", "taxi 05:00")
A("om", "daawwannaan bunaa gatiin meeqa", [["1,450", "1450"]], "d24", "price", "coffee tour adult", "child 700; class 480")
A("om", "buna waaduu barumsi daqiiqaa meeqa", [["daqiiqaa 90", "90 daqiiqaa", "90 minutes"]], "d24", "duration", "roasting class duration", "tour 5 hours")
A("om", "guyyoota kam daawwannaan bunaa jira", [["kibxata", "tuesday"], ["sanbata", "saturday"]], "d24", "date", "coffee tour days", "class on Wed and Fri")
A("om", "qabsiisni maallaqaa turtii dheeraaf meeqa", [["5,000", "5000"]], "d25", "price", "long-stay deposit", "smoking fine 2,500")
A("om", "konkolaataa lammaffaaf meeqa cmc", [["150"]], "d25", "price", "second car parking", "first car free")
A("om", "adabbiin tamboo xuuxuu cmc", [["2,500", "2500"]], "d25", "price", "smoking fine CMC", "deposit 5,000")
# cross-lingual
A("om", "axum obelisk park atm kaardii kam fudhata", [["visa"]], "d07", "other", "ATM card type", "telebirr accepted at reception, not ATM")
A("om", "shuttle buufata baburaa railway station hotel meeqa", [["250"]], "d08", "price", "station shuttle", "ticket service fee 100")
A("om", "kids club awash valley sa'aatii meeqa banama", [["09:00", "9:00 am", "9 am"]], "d10", "time", "kids club opening", "babysitting after 19:00")
A("om", "goha hill uffata sanbata kennine yoom deebi'a", [["monday", "ሰኞ", "wiixata"]], "d13", "date", "laundry given on Saturday", "Sunday closed")
A("om", "asheten maryam seensa gatii", [["300"]], "d14", "price", "monastery entry", "mule 700, guide 900")
A("om", "harla palace cuunfaan paappayyaa meeqa", [["95 ብር", "95 birr", "birrii 95"]], "d16", "price", "papaya juice", "room service 75")
A("om", "gheralta imala konkolaataa 4x4 gatii", [["6,500", "6500"]], "d27", "price", "4x4 to Gheralta", "entry 500")

U("om", "gatiin farda yaabbachuu arba minch", "price", "horse riding", "not offered", ["farda", "horse"])
U("om", "nazret garden dhiibbaa qaamaa daqiiqaa 120 gatii", "price", "120-minute massage", "only 30/60/90", ["d21:120"])
U("om", "bidiruu halkanii haroo caamoo", "price", "night boat", "only 07:00 and 15:00", ["d22:halkan"])
U("om", "irreecha tulluu imala gatii", "price", "mountain Irreecha trip", "only Hora Arsadi trip", ["tulluu"])
U("om", "sabian garden taaksii gara harar gatii", "price", "taxi to Harar", "only airport and Addis bus", ["d23:harar"])
U("om", "cmc family suites hir'ina waggaa tokkoo", "price", "yearly discount", "only weekly and monthly", ["d25:waggaa"])
U("om", "gatiin yoogaa nazret garden", "price", "yoga", "not offered", ["yoga", "yoogaa"])
U("om", "kiraa biskileetii adama palm inn", "price", "bike hire in Adama", "bikes only in Hawassa", ["d20:biskileetii"])
U("om", "golfii taphachuu hoteela keessatti", "other", "golf", "not offered", ["golf"])
U("om", "teniisii sa'aatii meeqa", "time", "tennis", "not offered", ["tennis", "teniisii"])
U("om", "dhiibbaa qaamaa dhagaa ho'aa gatii", "price", "hot stone massage", "not on menu", ["dhagaa ho'aa", "hot stone"])
U("om", "buna kiiloo walakkaa gatii sidama garden", "price", "half kilo coffee", "only 1 kg priced", ["d24:walakkaa"])
U("om", "xayyaara gara jijjiga sabian", "price", "flight to Jijiga", "not documented", ["d23:jijjiga"])
U("om", "haroo hawaasaa bidiruu gatii lake hawassa resort", "price", "boat at Hawassa", "boats only on Lake Chamo (d22)", ["d19:bidiruu", "d05:boat"])
U("om", "nazret garden galma gaa'elaa gatii", "price", "wedding hall", "not offered", ["gaa'ela", "wedding"])

# ======================= Tigrinya =======================
A("ti", "ሮማናት ስኩዌር ሆቴል ቸክ ኣውት ሰዓት ክንደይ", [["11:00", "ሰዓት 5", "11 am", "11:00 am"]], C, "time", "check-out, Romanat Square Hotel", "check-in 14:00")
A("ti", "ናይ ቤተ መዘክር ኣኽሱም ትኬት ንወጻእተኛ ክንደይ", [["600"]], "d26", "price", "museum ticket foreigners", "citizens 50")
A("ti", "ባጃጅ ብሰዓት ክንደይ ኣብ ኣኽሱም", [["250"]], "d26", "price", "bajaj per hour", "guide 800")
A("ti", "ናይ ፍርቂ መዓልቲ መራሒ ዋጋ ንግስቲ ሳባ", [["800"]], "d17", "price", "half-day guide", "full day 1,400")
A("ti", "ጉዕዞ ገርዓልታ ሰዓት ክንደይ ይብገስ", [["06:00", "6:00 am", "6 am", "12:00 ንግሆ", "ሰዓት 12"]], "d27", "time", "Gheralta departure", "return 19:00")
A("ti", "መእተዊ ኣቡነ የማታ ክንደይ", [["500"]], "d27", "price", "Abuna Yemata entry", "Maryam Korkor 400")
A("ti", "ናይ ኣሸንዳ ድራር ንዓበይቲ ዋጋ", [["950"]], "d28", "price", "Ashenda dinner adult", "child 450")
A("ti", "ኣሸንዳ መዓስ ይጅምር", [["ነሓሰ 16", "ነሐሴ 16", "august 22", "22 august", "22 ኦገስት", "ኦገስት 22", "aug 22"]], "d28", "date", "Ashenda date", "registration until Nehase 15")
# cross-lingual
A("ti", "ኣብ ሮማናት ሆቴል ተወሳኺ ማይ ክንደይ", [["30 birr", "30 ብር", "birr 30"]], "d09", "price", "extra water bottle", "two free bottles")
A("ti", "ገና ላሊበላ ቁርሲ ካብ ሰዓት ክንደይ", [["04:00", "4:00 am", "ሌሊቱ 10", "10:00 ሰዓት", "ለይቲ 10"]], "d14", "time", "Genna breakfast start", "car 03:30")
U("ti", "ናብ ደብረ ዳሞ ጉዕዞ ዋጋ", "price", "Debre Damo trip", "only Gheralta and Yeha", ["ደብረ ዳሞ", "debre damo"])
U("ti", "እንዳ የሱስ ሆቴል ሳውና ዋጋ", "price", "sauna in Mekelle", "sauna only in Adama (d21)", ["ሳውና", "d27:sauna"])

# ======================= Amharic in Latin letters =======================
A("am-latn", "kazanchis business hotel sint kokeb new", [["4-star", "4 star", "4 kokeb", "arat kokeb", "four star", "4 ኮከብ", "አራት ኮከብ"]], C, "count", "stars, Kazanchis Business Hotel", "Latin-script Amharic")
A("am-latn", "zege hotel yebahil mishet le adult sint new", [["850"]], "d12", "price", "cultural dinner adult", "child 400")
A("am-latn", "merkato gubignt sint birr new", [["650"]], "d15", "price", "Merkato walk", "Piassa walk 400")
A("am-latn", "harla palace kitfo waga", [["420"]], "d16", "price", "kitfo", "tibs 390")
A("am-latn", "dorze hills gym sint seat yikefetal", [["06:00", "6:00 am", "6 am", "12:00 ሰዓት"]], "d18", "time", "gym opening", "closes 21:00")
A("am-latn", "goha hill yesuri atb sint new", [["80 ብር", "80 birr", "80 br"]], "d13", "price", "trousers laundry", "shirt 60")
A("am-latn", "railway station hotel packed breakfast sint new", [["180"]], "d08", "price", "breakfast box", "order before 21:00")
A("am-latn", "tana shore minibus gimash ken sint new", [["3,900", "3900"]], "d01", "price", "half-day minibus hire", "small car 2,400")
U("am-latn", "lalibela hotel yeferes guzo waga sint new", "price", "horse trip", "mule only", ["ፈረስ", "horse", "feres"])
U("am-latn", "piassa heritage inn mekina kiray sint new", "price", "car hire Piassa", "car hire only at Bahir Dar (d01)", ["d15:መኪና", "d15:car"])

if __name__ == "__main__":
    order = ["en", "am", "om", "ti", "am-latn"]
    out, checks, n = [], {}, 0
    for lang in order:
        for q in Q:
            if q["lang"] != lang:
                continue
            n += 1
            q = dict(q); q["id"] = f"q{n:03d}"
            terms = q.pop("_terms", None)
            if terms is not None:
                checks[q["id"]] = terms
            out.append(q)
    base = os.path.join(_here, "..")
    with open(os.path.join(base, "questions.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    with open(os.path.join(base, "unanswerable_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
    print("wrote", len(out), "questions,", len(checks), "unanswerable checks")
