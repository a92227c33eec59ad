#!/usr/bin/env python3
"""Writes ../questions.json and ../unanswerable_checks.json (blind23)."""
import json, os
Q, CHECKS = [], {}
TWIN = {"d01": "d11", "d11": "d01", "d02": "d19", "d19": "d02", "d12": "d27", "d27": "d12"}
DOCLANG = {**{f"d{i:02d}": "en" for i in range(1, 11)}, **{f"d{i:02d}": "am" for i in range(11, 19)},
           **{f"d{i:02d}": "om" for i in range(19, 26)}, **{f"d{i:02d}": "ti" for i in range(26, 29)}}

def cross(lang, src):
    if src in (None, "catalogue"):
        return False
    base = "am" if lang == "am-latn" else lang
    langs = {DOCLANG[src]} | ({DOCLANG[TWIN[src]]} if src in TWIN else set())
    return base not in langs

def A(lang, q, exp, src, typ, subj, note=""):
    Q.append({"id": None, "lang": lang, "question": q, "answerable": True, "expected": exp,
              "source_doc": src, "asked_type": typ, "subject": subj,
              "note": note or "paraphrased guest wording; neighbouring figures in the same document",
              "cross_lingual": cross(lang, src)})

def U(lang, q, typ, subj, note, terms):
    Q.append({"id": None, "lang": lang, "question": q, "answerable": False, "expected": [],
              "source_doc": None, "asked_type": typ, "subject": subj, "note": note,
              "cross_lingual": False, "_terms": terms})

NOHOTEL_EN = ["no hotel", "not available", "don't have", "do not have", "no hotels", "not listed", "not in our", "none"]
C2PM = ["14:00", "2:00 pm", "2 pm", "2pm", "2:00pm"]
# ======================= English =======================
A("en", "what time do i have to be out of the room at entoto grand", [["12:00", "12 pm", "noon", "12pm"]], "catalogue", "time", "catalogue: Entoto Grand Hotel check-out time", "Entoto Grand checks out at 12:00, most hotels at 11:00")
A("en", "cheapest room at queen of sheeba inn axum", [["1,800", "1800"]], "catalogue", "price", "catalogue: Queen of Sheba Inn cheapest room", "misspelled hotel name; several room types")
A("en", "how many stars is lake hawasa resort", [["5-star", "5 star", "five star", "five-star", "5 stars"]], "catalogue", "other", "catalogue: Lake Hawassa Resort & Spa stars", "misspelled city in hotel name")
A("en", "harla palace dire dawa phone number pls", [["153794068", "15 379 4068", "153 794 068"]], "catalogue", "contact", "catalogue: Harla Palace Hotel phone", "phone may be written with or without +251")
A("en", "any hotels in jimma on here", [NOHOTEL_EN], "catalogue", "other", "catalogue: no hotel in Jimma", "city not in the catalogue")
A("en", "check in time tsion maryam guesthouse", [C2PM], "catalogue", "time", "catalogue: Tsion Maryam Guest House check-in time", "name written as one word")
# d01
A("en", "how much is the timkat thing for my 7 yr old at fasil castle", [["1,900", "1900"]], "d01", "price", "Timkat package child price", "adult 3,650 vs child 1,900")
A("en", "what time does the bus go to the bath on timkat morning", [["05:30", "5:30 am", "5:30 in the morning", "11:30"]], "d01", "time", "Timkat minibus departure", "departure vs return 13:00 vs blessing 08:00")
A("en", "last day i can book timkat seats gondar", [["15 January", "January 15", "Jan 15", "15 Jan", "Tir 7"]], "d01", "date", "Timkat booking deadline", "deadline vs festival days 18/19 January")
# d02
A("en", "sodere with 8 of us how much for the van", [["4,200", "4200"]], "d02", "price", "Sodere minibus day hire", "small car 1,800 vs minibus 4,200")
A("en", "foreigner ticket for the sodere pools", [["400"]], "d02", "price", "Sodere pool entry for foreigners", "citizens 150 vs foreigners 400")
A("en", "do they charge to borrow a towel nazreth garden", [["50 birr", "50 br", "50 etb"]], "d02", "yes_no", "towel loan fee", "misspelled hotel; deciding fact is the 50 birr fee")
# d03
A("en", "entoto long hike price", [["1,500", "1500"]], "d03", "price", "long Entoto walk price", "short 900 vs long 1,500")
A("en", "can my 6 year old ride a horse up at entoto", [["8 years", "8 year", "eight"]], "d03", "yes_no", "minimum age for horse rides", "deciding fact: at least 8 years old")
A("en", "horse for an hour how much entoto", [["700"]], "d03", "price", "60-minute horse ride", "30 min 400 vs 60 min 700")
# d04
A("en", "lalibela church ticket how long is it good for", [["5 days", "five days"]], "d04", "duration", "church ticket validity", "ticket bought at the office, not the lodge")
A("en", "guide for the whole day rock hewn lodge price", [["2,000", "2000"]], "d04", "price", "full-day guide", "half day 1,200 vs full day 2,000")
A("en", "genna night walk what time does it start", [["03:00", "3:00 am", "3 am", "3:00 in the morning"]], "d04", "time", "Genna night walk start", "lunch closure 12:00-14:00 nearby")
# d05
A("en", "1st class train to addis from dire dawa how much", [["1,240", "1240"]], "d05", "price", "first-class fare to Addis", "second 780 vs first 1,240")
A("en", "how many kilos of luggage on the train", [["30 kg", "30 kilograms", "30 kilo"]], "d05", "count", "luggage allowance", "2 bags vs 30 kilograms vs 25 birr per extra kilo")
A("en", "is the train desk at the railway hotel open on sunday", [["closed"]], "d05", "yes_no", "train desk Sunday", "deciding fact: desk closed Sunday")
# d06
A("en", "bike for the whole day tabor hill", [["500"]], "d06", "price", "day bicycle hire", "hour 150 vs day 500 vs child bike 100")
A("en", "how long is the fish market thing in hawassa", [["90 minutes", "90 min", "1.5 hours", "an hour and a half", "one and a half hours"]], "d06", "duration", "fish market walk duration", "")
# d07
A("en", "doctor to my room at night romanat hotel cost", [["1,800", "1800"]], "d07", "price", "night doctor visit", "day 1,300 vs after 20:00 1,800")
A("en", "do they charge extra if i pay by card at romanat", [["3 percent", "3%", "3 per cent", "three percent"]], "d07", "yes_no", "card fee", "deciding fact: 3 percent fee")
A("en", "romanat square emergency number", [["440 7711", "4407711"]], "d07", "contact", "hotel emergency number", "document number, not the catalogue phone")
# d08
A("en", "nechsar park entrance for foreigners", [["600"]], "d08", "price", "Nech Sar entry for foreigners", "citizens 90 vs foreigners 600")
A("en", "dorze village trip price for a kid", [["700"]], "d08", "price", "Dorze tour child price", "adult 1,350 vs child 700")
A("en", "what time do we leave for the nech sar drive", [["06:00", "6:00 am", "6 am", "12:00"]], "d08", "time", "park drive departure", "park 06:00 vs Dorze 09:00")
# d09
A("en", "can i bring my dog to the papyrus hotel", [["10 kg", "10 kilograms", "10 kilo"]], "d09", "yes_no", "dogs allowed", "deciding fact: small dogs up to 10 kg")
A("en", "late checkout till 3pm how much papyrus", [["50 percent", "50%", "half"]], "d09", "price", "late check-out fee until 15:00", "until 15:00 half vs after full night")
A("en", "lost my room key what do i pay", [["350"]], "d09", "price", "lost key fee", "Papyrus Garden not named")
# d10
A("en", "awash room whole day kazanchis", [["24,000", "24000"]], "d10", "price", "Awash room full day", "half 14,000 vs full 24,000; Abay room 10,000")
A("en", "2 coffee breaks per person price", [["480"]], "d10", "price", "two coffee breaks", "one 280 vs two 480")
A("en", "email to book an event at kazanchis business", [["events@kazanchis-business.example.et"]], "d10", "contact", "events email", "catalogue has a different info@ email")
# cross-lingual en
A("en", "cooking class at bahir dar palm inn price for a couple", [["2,200", "2200"]], "d13", "price", "cooking class couple price", "cross-lingual (Amharic doc); single 1,250 vs couple 2,200")
A("en", "sarbet pool for non guests on saturday", [["600"]], "d15", "price", "Sarbet weekend pool price for visitors", "cross-lingual; weekday 450 vs weekend 600")
A("en", "two day simien trip from goha hill how much", [["16,800", "16800"]], "d16", "price", "two-day Simien trip", "cross-lingual; one day 7,400 vs two days 16,800")
A("en", "is chewing khat ok at sabian garden", [["1,000", "1000"]], "d18", "yes_no", "khat rule", "cross-lingual; deciding fact: not allowed, fine 1,000 birr")
A("en", "awash park day tour per person from adama", [["4,900", "4900"]], "d20", "price", "Awash one-day tour", "cross-lingual (Oromo doc); 1 day 4,900 vs 2 days 11,500")
A("en", "wedding for 300 guests at rift valley hotel adama price", [["320,000", "320000"]], "d25", "price", "wedding package for 300", "cross-lingual; three packages")
A("en", "ashenda dress rental for 3 days mekele", [["1,500", "1500"]], "d28", "price", "Ashenda dress rental 3 days", "cross-lingual (Tigrinya doc); 1 day 650 vs 3 days 1,500")
# unanswerable en
U("en", "entoto horse ride for 2 hours price", "price", "2-hour horse ride", "only 30 and 60 minutes offered", ["d03:120 minutes", "d03:two hours"])
U("en", "entoto hike kids price", "price", "child price for Entoto walks", "only per-person prices", ["d03:child"])
U("en", "lalibela church ticket for ethiopian citizens how much", "price", "church ticket for citizens", "only foreign adult price", ["d04:citizen"])
U("en", "tekeze hall half day price kazanchis", "price", "Tekeze hall price", "capacity given, price not", ["d10:Tekeze hall costs"])
U("en", "dire dawa to djibouti train ticket price", "price", "fare to Djibouti", "only Addis fares given", ["d05:to Djibouti costs"])
U("en", "tabor hill kayak rental", "price", "kayak hire", "not offered", ["kayak"])
U("en", "romanat square hotel dentist", "other", "dentist", "not documented", ["dentist"])
U("en", "dorze sunset tour price", "price", "Dorze sunset tour", "only one Dorze tour", ["d08:sunset"])
U("en", "papyrus garden parking fee per night", "price", "parking fee", "not documented", ["parking fee"])
U("en", "fasil castle view hotel meskel package price", "price", "Meskel package", "only Timkat package", ["Meskel package", "d01:Meskel"])
U("en", "timkat package at goha hill hotel", "price", "Timkat package at Goha Hill", "package belongs to another hotel", ["d16:Timkat", "d16:ጥምቀት"])
U("en", "tabor hill nurse cost", "price", "nurse at Tabor Hill", "nurse is at Romanat (Mekelle)", ["d06:nurse"])
U("en", "rock hewn lodge mule ride price", "price", "mule ride at Rock-Hewn lodge", "mules are at Asheten hotel", ["d04:mule"])
U("en", "kazanchis hotel interpreter for meetings cost", "price", "interpreter", "not offered", ["interpreter"])
U("en", "railway station hotel airport pickup price", "price", "airport pickup", "only station shuttle", ["d05:airport"])

# ======================= Amharic =======================
A("am", "ፋሲል ካስል ቪው ሆቴል ጠዋት ስንት ሰዓት ክፍሉን መልቀቅ አለብኝ", [["11:00", "11 am", "5 ሰዓት", "11 ሰዓት"]], "catalogue", "time", "catalogue: Fasil Castle View Hotel check-out time")
A("am", "ሮያል ኢንክሎዠር ኢን ጎንደር ስንት ኮከብ ነው", [["2-star", "2 star", "two star", "ባለ 2", "ሁለት ኮከብ", "2 ኮከብ", "ባለሁለት"]], "catalogue", "other", "catalogue: Royal Enclosure Inn stars")
A("am", "ጂንካ ላይ ሆቴል አላችሁ ወይ", [["ሆቴል የለም", "ሆቴል የለንም", "no hotel", "not available", "አልተገኘም", "የለንም", "አይገኝም"]], "catalogue", "other", "catalogue: no hotel in Jinka", "city not in the catalogue")
A("am", "ሮሃ ቫሊ ኢን ላሊበላ ርካሹ ክፍል ስንት ብር ነው", [["1,680", "1680"]], "catalogue", "price", "catalogue: Roha Valley Inn cheapest room")
A("am", "አክሱማይት ሄሪቴጅ ሆቴል ስልክ ቁጥሩ", [["145597600", "14 559 7600", "145 597 600"]], "catalogue", "contact", "catalogue: Axumite Heritage Hotel phone")
A("am", "አዳማ ፓልም ኢን ስንት ሰዓት ገብተን ክፍል እንይዛለን", [C2PM + ["8 ሰዓት", "8:00 ሰዓት"]], "catalogue", "time", "catalogue: Adama Palm Inn check-in time")
# d11
A("am", "ለጥምቀት ጎንደር ብንመጣ ለአዋቂ ፓኬጁ ስንት ያስከፍላል", [["3,650", "3650"]], "d11", "price", "Timkat package adult price", "adult 3,650 vs child 1,900")
A("am", "ልጄ 3 ዓመቱ ነው ለጥምቀት ፓኬጅ ይከፍላል ወይ", [["ነጻ", "free"]], "d11", "yes_no", "Timkat package for a child under 4", "deciding fact: under 4 free")
A("am", "ከሆቴሉ ወደ ፋሲለደስ መዋኛ በእግር ብንሄድ ስንት ይፈጃል", [["35 ደቂቃ", "35 minutes", "35 min"]], "d11", "duration", "walk to Fasilides bath")
# d12
A("am", "አክሱም ሐውልቶቹን ለማየት ለፈረንጅ ትኬት ስንት ነው", [["500"]], "d12", "price", "stelae ticket for foreigners", "foreigners 500 vs Ethiopians 50")
A("am", "ሴቶች አሮጌዋ ጽዮን ማርያም መግባት ይፈቀዳል ወይ", [["አይፈቀድላቸውም", "አይፈቀድም", "not allowed", "አይችሉም"]], "d12", "yes_no", "women at old Tsion Maryam church", "deciding fact: not allowed, new church allowed")
A("am", "ኅዳር ጽዮን መቼ ነው የሚከበረው", [["ኅዳር 21", "ሕዳር 21", "30 November", "November 30", "Nov 30"]], "d12", "date", "Hidar Tsion date")
# d13
A("am", "ባህርዳር ፓልም ኢን ምግብ ማብሰል ብማር ለአንድ ሰው ስንት ያስከፍላል", [["1,250", "1250"]], "d13", "price", "cooking class single price", "single 1,250 vs couple 2,200 vs child 600")
A("am", "የቡና ሥነ ሥርዓቱ ስንት ሰዓት ላይ ነው", [["16:30", "4:30 pm", "10:30"]], "d13", "time", "coffee ceremony time", "class starts 15:00")
A("am", "የማብሰል ትምህርቱ ስንት ሰዓት ይፈጃል", [["3 ሰዓት", "3 hours", "three hours", "ሶስት ሰዓት"]], "d13", "duration", "cooking class duration")
# d14
A("am", "ልጄ 10 አመቱ ነው በበቅሎ ወደ አሸተን ብንሄድ ስንት ይከፍላል", [["500"]], "d14", "price", "mule child price", "adult 850 vs child 500")
A("am", "በበቅሎ አሸተን ማርያም ለመድረስ ምን ያህል ጊዜ ይወስዳል", [["1 ሰዓት ተኩል", "አንድ ሰዓት ተኩል", "1.5 hours", "90 minutes", "an hour and a half"]], "d14", "duration", "mule ride duration", "on foot 2 hours vs mule 1.5")
A("am", "ገዳሙ ለመግባት ስንት ይከፈላል", [["200"]], "d14", "price", "monastery entry", "hotel not named")
# d15
A("am", "ሳርቤት ጋርደን ሆቴል ውሻዬን ካመጣሁ ይፈቀዳል ወይ", [["አይቻልም", "not allowed", "አይፈቀድም"]], "d15", "yes_no", "pets at Sarbet Garden", "deciding fact: no pets")
A("am", "ልጆችን የሚጠብቅ ሞግዚት በሰዓት ስንት ነው", [["250"]], "d15", "price", "babysitter hourly rate", "250 vs 350 after 22:00")
A("am", "ከውጭ መጥቼ ቅዳሜ መዋኘት ብፈልግ ስንት ያስከፍላል", [["600"]], "d15", "price", "weekend pool for outsiders", "weekday 450 vs weekend 600")
# d16
A("am", "ሰሜን ተራራ የአንድ ቀን ጉዞ ለሁለት ሰው ስንት ነው", [["7,400", "7400"]], "d16", "price", "one-day Simien trip", "1 day 7,400 vs 2 days 16,800")
A("am", "ስካውት ስንት ያስከፍላል በቀን", [["600"]], "d16", "price", "scout per day", "scout 600 vs citizens entry 120")
A("am", "ጉዞውን ብሰርዝ ገንዘቤ ይመለሳል ወይ ጎሃ ሂል", [["48 ሰዓት", "48 hours"]], "d16", "yes_no", "trip cancellation refund", "deciding fact: 48 hours before")
# d17
A("am", "አሞራ ገደል በካርድ ብከፍል ተጨማሪ ያስከፍላል ወይ", [["2.5 በመቶ", "2.5%", "2.5 percent", "2.5 per cent"]], "d17", "yes_no", "card surcharge", "telebirr no fee vs card 2.5%")
A("am", "ሆቴሉ ውስጥ ኤቲኤም አለ ወይ አሞራ", [["200 ሜትር", "200 meters", "200 metres", "200 m"]], "d17", "yes_no", "ATM in hotel", "deciding fact: none, nearest 200 m")
A("am", "የሂሳብ ክፍሉን በምን ስልክ አገኛለሁ", [["221 0388", "2210388"]], "d17", "contact", "accounts phone")
# d18
A("am", "ሳቢያን ጋርደን የእራት ቡፌ ስንት ብር ነው", [["680"]], "d18", "price", "dinner buffet price", "lunch 520 vs dinner 680")
A("am", "ክፍል ውስጥ ምግብ እስከ ስንት ሰዓት ማዘዝ ይቻላል", [["23:00", "11 pm", "11:00 pm", "5:00 ሰዓት"]], "d18", "time", "room service last order")
# cross am
A("am", "ናዝሬት ጋርደን ሆቴል ሶደሬ ለመሄድ ትንሽ መኪና ስንት ያስከፍላል", [["1,800", "1800"]], "d02", "price", "Sodere small car", "cross-lingual (English/Oromo docs)")
A("am", "ላሊበላ ለገና የሌሊቱ የእግር ጉዞ ስንት ብር ነው", [["650"]], "d04", "price", "Genna night walk fee", "cross-lingual")
A("am", "ፓፒረስ ሆቴል ክፍል ውስጥ ሲጋራ ካጨስኩ ቅጣቱ ስንት ነው", [["2,500", "2500"]], "d09", "price", "smoking cleaning fee", "cross-lingual")
A("am", "መቀሌ ሮማናት ሆቴል ወደ አይደር ሆስፒታል መኪና ስንት ያስከፍላል", [["250"]], "d07", "price", "car to Ayder hospital", "cross-lingual")
A("am", "ቦሌ ስካይላይን ጂም ለአንድ ቀን ከውጭ ብመጣ ስንት ነው", [["600"]], "d22", "price", "gym day pass", "cross-lingual (Oromo doc); day 600 vs month 7,500")
A("am", "ሐርላ ፓላስ ቁርስ ለውጭ እንግዳ ስንት ነው", [["450"]], "d24", "price", "breakfast for non-residents", "cross-lingual; residents 380 vs others 450")
A("am", "መቀሌ እንዳ የሱስ ሆቴል ወደ ገርዓልታ ሚኒባስ ስንት ያስከፍላል", [["8,600", "8600"]], "d26", "price", "Gheralta minibus", "cross-lingual (Tigrinya doc)")
# unanswerable am
U("am", "ፋሲል ካስል ሆቴል የመስቀል በዓል ፓኬጅ ዋጋ ስንት ነው", "price", "Meskel festival package", "only Timkat", ["መስቀል"])
U("am", "አክሱም አስጎብኚ ለ2 ሰዓት ብቻ ብይዝ ስንት ያስከፍላል", "price", "2-hour guide", "only half/full day", ["d12:ለ2 ሰዓት"])
U("am", "የምግብ ማብሰል ትምህርት እሁድ አለ ወይ", "yes_no", "Sunday cooking class", "days listed do not include Sunday; asks beyond", ["d13:እሁድ"])
U("am", "አሸተን በቅሎ ለሁለት ቀን ብንከራይ ስንት ነው", "price", "2-day mule hire", "not offered", ["d14:ሁለት ቀን"])
U("am", "ሳርቤት ጋርደን የዋና ልብስ ይሸጣሉ ዋጋው ስንት", "price", "swimsuit sale", "not documented", ["d15:የዋና ልብስ", "swimsuit"])
U("am", "ሰሜን ተራራ የሦስት ቀን ጉዞ ዋጋ", "price", "3-day Simien trip", "only 1 and 2 days", ["d16:ሦስት ቀን", "d16:3 ቀን"])
U("am", "አሞራ ገደል በቢትኮይን መክፈል ይቻላል", "yes_no", "bitcoin", "not documented", ["ቢትኮይን", "bitcoin"])
U("am", "ሳቢያን ጋርደን የምሳ ቡፌ ለልጆች ስንት ነው", "price", "child lunch buffet", "only one buffet price", ["d18:ልጆች", "d18:ለልጅ"])
U("am", "ጎሃ ሂል ሆቴል ወደ ጣና ሐይቅ ጉዞ ያዘጋጃል ዋጋው", "price", "Lake Tana trip from Goha Hill", "not offered", ["d16:ጣና"])
U("am", "ሮክ ሄውን ሎጅ ፈረስ ግልቢያ ስንት ያስከፍላል", "price", "horse riding in Lalibela", "horses are at Entoto", ["d04:horse", "d14:ፈረስ"])
U("am", "የጥምቀት ፓኬጅ በዶላር ስንት ነው", "price", "Timkat package in dollars", "only birr", ["d01:dollar", "d11:ዶላር"])
U("am", "ኦቤሊስክ ፓርክ ሆቴል ከኤርፖርት መኪና ስንት ነው", "price", "airport car at Obelisk Park", "not documented", ["d12:ኤርፖርት", "d12:አውሮፕላን"])
U("am", "ባሕር ዳር ፓልም ኢን የጀልባ ጉዞ ዋጋ", "price", "boat trip at Palm Inn", "not documented", ["d13:ጀልባ"])
U("am", "ሳርቤት ሆቴል የልደት ድግስ አዳራሽ ስንት ነው", "price", "birthday party hall", "not documented", ["ልደት"])
U("am", "አሞራ ገደል በቼክ መክፈል ይቻላል", "yes_no", "payment by cheque", "not documented", ["d17:ቼክ"])

# ======================= Afaan Oromo =======================
A("om", "entoto grand hotel sa'aatii meeqa seenna", [C2PM + ["sa'aatii 8"]], "catalogue", "time", "catalogue: Entoto Grand Hotel check-in time")
A("om", "adama palm inn kutaan rakasaan meeqa", [["1,260", "1260"]], "catalogue", "price", "catalogue: Adama Palm Inn cheapest room")
A("om", "bole skyline hoteelli urjii meeqa qaba", [["4-star", "4 star", "four star", "urjii 4", "urjii afur", "4 stars"]], "catalogue", "other", "catalogue: Bole Skyline Hotel stars")
A("om", "gambeellaa keessa hoteela qabdu", [["hin jiru", "no hotel", "not available", "hin argamu", "hoteelli hin jiru"]], "catalogue", "other", "catalogue: no hotel in Gambela", "city not in the catalogue")
A("om", "sidama garden lodge imeelii isaa kenni", [["info@sidama-garden-lodge.et"]], "catalogue", "contact", "catalogue: Sidama Garden Lodge email")
A("om", "nazret garden hotel bilbila meeqa", [["198187901", "19 818 7901", "198 187 901"]], "catalogue", "contact", "catalogue: Nazret Garden Hotel phone")
# d19
A("om", "sodare deemuuf nama 9f miniibaasiin meeqa", [["4,200", "4200"]], "d19", "price", "Sodere minibus", "small car 1,800 vs minibus 4,200")
A("om", "lammii itoophiyaaf seensi sodare meeqa", [["150"]], "d19", "price", "Sodere entry for citizens", "citizens 150 vs foreigners 400")
A("om", "foxxee liqeeffachuuf ni kaffalchiisuu", [["birrii 50", "50 birr", "50 br"]], "d19", "yes_no", "towel fee", "deciding fact: 50 birr")
# d20
A("om", "awaash guyyaa lamaa nama tokkoof meeqa", [["11,500", "11500"]], "d20", "price", "2-day Awash tour", "1 day 4,900 vs 2 days 11,500")
A("om", "ijoolleen waggaa 8 meeqa kaffalu awaash", [["walakkaa", "half", "50%"]], "d20", "price", "child price Awash", "under 12 pay half")
A("om", "guyyaa tokko dura yoo haqne maallaqni nuuf deebi'aa", [["walakkaa", "half"]], "d20", "yes_no", "late cancellation refund", "deciding fact: after 48h only half")
# d21
A("om", "ficheen bara kana yoom", [["Caamsaa 14", "14 May", "May 14", "Ginbot 6", "ግንቦት 6"]], "d21", "date", "Fichee date")
A("om", "otobisii gudumaaleef mucaa waggaa 8 meeqa", [["180"]], "d21", "price", "bus child ticket", "adult 350 vs child 180")
A("om", "uffata aadaa sidaamaa kireeffachuun hoo", [["400"]], "d21", "price", "traditional dress rental")
A("om", "konkolaataa kiyya gudumaaletti geessuu nan danda'aa", [["hin hayyamamu", "not allowed"]], "d21", "yes_no", "private car at Gudumaale", "deciding fact: not allowed")
# d22
A("om", "leenjisaa dhuunfaa bole skyline meeqa", [["900"]], "d22", "price", "personal trainer 60 min")
A("om", "yoogaan guyyaa kam kam jira", [["Wiixata", "Monday"], ["Jimaata", "Friday"]], "d22", "other", "yoga days", "Mon/Wed/Fri yoga vs Tue/Thu aerobics")
A("om", "mucaan koo waggaa 14 jim seenuu ni danda'aa", [["waggaa 16", "16 years", "16 gadii"]], "d22", "yes_no", "gym minimum age", "deciding fact: under 16 not allowed")
# d23
A("om", "qorannoon busaa meeqa nech sar", [["250"]], "d23", "price", "malaria test", "test 250 vs doctor 1,600")
A("om", "doktara halkan waamuun meeqa", [["1,600", "1600"]], "d23", "price", "night doctor")
A("om", "bishaan boombaa dhuguun ni danda'amaa", [["hin dhugina", "do not drink", "don't drink", "not safe"]], "d23", "yes_no", "tap water", "deciding fact: do not drink")
A("om", "nech sar view lakkoofsa hatattamaa", [["881 2290", "8812290"]], "d23", "contact", "emergency number", "document number, not the catalogue phone")
# d24
A("om", "ciree keessummaa hoteelaaf meeqa harla", [["380"]], "d24", "price", "breakfast for residents", "residents 380 vs others 450")
A("om", "tajaajilli kutaa hanga sa'aatii meeqaatti", [["23:30", "11:30 pm"]], "d24", "time", "room service hours")
A("om", "foon waaddii meeqa", [["620"]], "d24", "price", "grilled meat price")
# d25
A("om", "cidhi keessummoota 500f meeqa", [["490,000", "490000"]], "d25", "price", "wedding 500 guests")
A("om", "keessummaa dabalataa tokko hoo", [["1,150", "1150"]], "d25", "price", "extra wedding guest")
A("om", "dj sa'aatii 6f meeqa dabala", [["25,000", "25000"]], "d25", "price", "DJ add-on")
# cross om
A("om", "papyrus hoteelatti saree koo fiduu nan danda'aa", [["10 kg", "10 kilograms", "10 kilo"]], "d09", "yes_no", "dog at Papyrus", "cross-lingual (English doc)")
A("om", "lalibelaatti mana kiristaanaa keessatti suuraa flash kaasuun ni hayyamamaa", [["not allowed", "hin hayyamamu"]], "d04", "yes_no", "flash photography in churches", "cross-lingual")
A("om", "tabor hill biskileettii sa'aatii tokkoof meeqa", [["150"]], "d06", "price", "bike per hour", "cross-lingual; hour 150 vs day 500")
A("om", "kazanchis kutaa walgahii abay guyyaa guutuu", [["10,000", "10000"]], "d10", "price", "Abay room full day", "cross-lingual")
A("om", "asheten maryam gaangeen namni guddaan meeqa kaffala", [["850"]], "d14", "price", "mule adult", "cross-lingual (Amharic doc)")
A("om", "amora gedel doolaara guyyaatti hangam jijjiiruu danda'a", [["300 ዶላር", "300 dollars", "300 dollar", "doolaara 300", "$300", "300 usd"]], "d17", "count", "daily exchange limit", "cross-lingual (Amharic doc)")
A("om", "railway station hotel ijoolleen waggaa 9 tikeettii baaburaa meeqa kaffalu", [["half", "walakkaa"]], "d05", "price", "child train fare", "cross-lingual; 7 to 12 half fare")
# unanswerable om
U("om", "sodare irraa gara hawaasaa konkolaataa xiqqaa meeqa", "price", "car to Hawassa", "only to Addis", ["d19:Hawaasaa", "d02:Hawassa"])
U("om", "awaash daawwannaa guyyaa sadii meeqa", "price", "3-day Awash tour", "only 1 and 2 days", ["d20:guyyaa sadii"])
U("om", "fichee paakeejii ijoollee meeqa", "price", "child Fichee package", "only adult package; bus child price is a trap", ["d21:paakeejii ijoollee"])
U("om", "bole skyline bishaan daakaa namoota alaa meeqa", "price", "pool for outsiders at Bole Skyline", "not documented", ["d22:daakaa"])
U("om", "barumsi zumba jiraa", "yes_no", "zumba class", "not offered", ["zumba"])
U("om", "nech sar view doktara ilkaanii", "other", "dentist", "not documented", ["d23:ilkaan", "dentist"])
U("om", "harla palace pizza meeqa", "price", "pizza", "not on menu", ["pizza"])
U("om", "cidha keessummoota 1000f meeqa", "price", "wedding 1,000 guests", "largest package is 500", ["d25:1,000", "d25:1000"])
U("om", "awash valley resort fardaa yaabbachuu meeqa", "price", "horse riding Awash", "not offered", ["d20:fardaa"])
U("om", "lake hawassa resort irreecha otobisii", "price", "Irreecha bus", "only Fichee", ["Irreecha"])
U("om", "rift valley hotel suuraa fi viidiyoo gatiin isaa meeqa", "price", "wedding photo/video price", "said excluded, price not given", ["d25:suuraa fi viidiyoon birrii"])
U("om", "sodare bulmaata halkan tokkoo meeqa", "price", "overnight Sodere", "day trip only", ["d19:halkan"])
U("om", "bole skyline yoogaa ji'aaf meeqa", "price", "monthly yoga", "monthly gym price is a trap", ["d22:yoogaa ji'a"])
U("om", "nech sar view konkolaataa gara jinkaa meeqa", "price", "car to Jinka", "not offered", ["d23:Jinkaa", "Jinka"])
U("om", "harla palace buufata xayyaaraa geejjiba meeqa", "price", "airport transfer Harla Palace", "not documented", ["d24:xayyaaraa"])

# ======================= Tigrinya =======================
A("ti", "ሮማናት ስኩየር ሆቴል መቐለ ክንደይ ኮኾብ እዩ", [["4-star", "4 star", "four star", "4 ኮኾብ", "ኣርባዕተ ኮኾብ", "4 stars"]], "catalogue", "other", "catalogue: Romanat Square Hotel stars")
A("ti", "ካብ መቐለ ናብ ገርዓልታ ንእሽቶ መኪና ክንደይ ይኸፍል", [["5,200", "5200"]], "d26", "price", "Gheralta small car", "small car 5,200 vs minibus 8,600")
A("ti", "መኪና ሰዓት ክንደይ ትብገስ ናብ ሓውዜን", [["06:00", "6:00 am", "6 am", "12:00"]], "d26", "time", "Gheralta departure")
A("ti", "ኣቡነ የማታ ብእግሪ ክንደይ ይወስድ", [["1 ሰዓት ተኩል", "1.5 hours", "90 minutes", "an hour and a half"]], "d26", "duration", "Abuna Yemata climb", "drive 2 hours vs climb 1.5")
A("ti", "ኣኽሱም ቤተ መዘክር ንኢትዮጵያዊ ክንደይ ይኸፍል", [["50 ብር", "50 birr", "ብር 50", "50 etb"]], "d27", "price", "museum ticket for Ethiopians", "foreigners 500 vs Ethiopians 50")
A("ti", "ንምሉእ መዓልቲ መራሒ እንተ ወሲድና ክንደይ ይኸፍል", [["1,600", "1600"]], "d27", "price", "full-day guide Axum", "half 900 vs full 1,600")
A("ti", "ኣሸንዳ መዓስ ይጅምር", [["ነሓሰ 16", "ነሐሴ 16", "22 August", "August 22", "Aug 22"]], "d28", "date", "Ashenda start date")
A("ti", "ክዳን ኣሸንዳ ንሓንቲ መዓልቲ እንተ ተኻሪና ክንደይ", [["650"]], "d28", "price", "dress rental 1 day", "1 day 650 vs 3 days 1,500")
A("ti", "ጎሃ ሂል ናብ ሰሜን ስካውት ክንደይ ይኸፍል", [["600"]], "d16", "price", "Simien scout per day", "cross-lingual (Amharic doc)")
A("ti", "ሮማናት ሆቴል ብካርድ እንተ ከፊለ ተወሳኺ ክፍሊት ኣሎ ድዩ", [["3 percent", "3%", "3 per cent"]], "d07", "yes_no", "card fee Romanat", "cross-lingual (English doc)")
U("ti", "ክዳን ኣሸንዳ ንሸውዓተ መዓልቲ ክንደይ", "price", "7-day dress rental", "only 1 and 3 days", ["d28:ሸውዓተ መዓልቲ", "d28:7 መዓልቲ"])
U("ti", "እንዳ የሱስ ሆቴል ናብ ዓድዋ ጉዕዞ ክንደይ", "price", "trip to Adwa", "only Gheralta", ["ዓድዋ", "Adwa"])

# ======================= Amharic in Latin letters =======================
A("am-latn", "lake tana shore resort sint kokeb new", [["4-star", "4 star", "four star", "4 stars", "arat kokeb", "ባለ 4"]], "catalogue", "other", "catalogue: Lake Tana Shore Resort stars")
A("am-latn", "sarbet hotel wana lememar sint new", [["700"]], "d15", "price", "swimming lesson price", "lesson 700 vs pool entry 450/600")
A("am-latn", "bahirdar palm inn lijoch migib mabsel timhirt sint yikefelu", [["600"]], "d13", "price", "child cooking class price")
A("am-latn", "sabian garden kefira gebeya gubignit sint new", [["400"]], "d18", "price", "Kefira market tour")
A("am-latn", "timket gonder minibusu sint seat yimeles", [["13:00", "1:00 pm", "1 pm", "7:00 ሰዓት", "በቀኑ 7"]], "d11", "time", "Timkat minibus return", "departure 05:30 vs return 13:00")
A("am-latn", "amora gedel dollar mekeyer eske sint seat new", [["20:00", "8:00 pm", "8 pm", "2:00 ሰዓት"]], "d17", "time", "exchange desk closing")
A("am-latn", "harla palace kurs ke sint seat jemro new", [["06:30", "6:30 am", "6:30 in the morning"]], "d24", "time", "breakfast opening Harla Palace", "cross-lingual (Oromo doc)")
A("am-latn", "tabor hill yelijoch club sint seat yikefetal", [["09:00", "9:00 am", "9 am"]], "d06", "time", "kids club opening", "cross-lingual (English doc)")
U("am-latn", "sarbet hotel sauna ale", "yes_no", "sauna", "not documented", ["sauna"])
U("am-latn", "asheten hotel fers gilbiya sint new", "price", "horse riding at Asheten", "mules only", ["d14:ፈረስ"])

counters = {}
for q in Q:
    pre = {"en": "en", "am": "am", "om": "om", "ti": "ti", "am-latn": "al"}[q["lang"]]
    counters[pre] = counters.get(pre, 0) + 1
for i, q in enumerate(Q, 1):
    q["id"] = f"q{i:03d}"
    t = q.pop("_terms", None)
    if t is not None:
        CHECKS[q["id"]] = t

if __name__ == "__main__":
    base = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    with open(os.path.join(base, "questions.json"), "w", encoding="utf-8") as f:
        json.dump(Q, f, ensure_ascii=False, indent=1)
    with open(os.path.join(base, "unanswerable_checks.json"), "w", encoding="utf-8") as f:
        json.dump(CHECKS, f, ensure_ascii=False, indent=1)
    print(len(Q), "questions")
