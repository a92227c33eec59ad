#!/usr/bin/env python3
"""Writes ../questions.json and ../unanswerable_checks.json for blind25."""
import json, os

# No-hotel city alternatives per language (graded on the "not available" phrase)
NO_EN = ["no hotel", "no hotels", "not available", "don't have", "do not have", "couldn't find", "could not find", "not listed"]
NO_AM = ["ሆቴል የለም", "ሆቴሎች የሉም", "የለንም", "አልተገኘም", "አይገኝም", "no hotel", "not available"]
NO_OM = ["hin jiru", "hin argamu", "hin qabnu", "no hotel", "not available"]
NO_TI = ["ሆቴል የለን", "ሆቴላት የለዉን", "ኣይተረኽበን", "ኣይርከብን", "የብልናን", "no hotel", "not available"]

CHECKIN = ["14:00", "2:00 pm", "2 pm", "2pm", "2:00pm"]

# (lang, question, expected, source_doc, asked_type, subject, note, cross)
# expected None => unanswerable (terms in U[qid-order])
Q = []
U = []  # list of term lists, parallel to unanswerable questions


def a(lang, q, exp, src, t, subj, note, cross=False):
    Q.append((lang, q, exp, src, t, subj, note, cross, None))


def u(lang, q, subj, note, terms):
    low = subj.lower()
    t = "price" if any(w in low for w in ("price", "fee", "hire", "cost", "discount")) else (
        "time" if any(w in low for w in ("hours", "time")) else "other")
    Q.append((lang, q, None, None, t, subj, note, False, terms))


# ======================= ENGLISH =======================
a("en", "what time can i check in at abaya chamo", [CHECKIN], "catalogue", "time",
  "check-in time at Abaya Chamo Resort", "catalogue policy; not a document fact")
a("en", "entoto grand checkout time?", [["12:00", "12 pm", "12pm", "noon", "12:00 pm"]], "catalogue", "time",
  "check-out time at Entoto Grand Hotel", "Entoto Grand checks out at 12:00 while most hotels say 11:00")
a("en", "cheapest room at queen of sheba inn axum", [["1,800", "1800"]], "catalogue", "price",
  "cheapest room price at Queen of Sheba Inn", "three room types; Standard Single is cheapest")
a("en", "how many stars is rock hewn heritage lodge", [["4-star", "4 star", "four star", "four-star", "4 stars", "four stars"]], "catalogue", "count",
  "star rating of Rock-Hewn Heritage Lodge", "name written without hyphen")
a("en", "any hotel in gambela on marefiya", [NO_EN], "catalogue", "other",
  "no hotel in Gambela (city not in catalogue)", "city has no hotel; must not invent one")
a("en", "phone number for harla palace in dire dawa", [["153794068", "379 4068", "3794068"]], "catalogue", "contact",
  "catalogue phone number of Harla Palace Hotel", "contact from the catalogue, not a document")
a("en", "which gondar hotels have a swimming pool", [["royal enclosure"], ["goha hill"]], "catalogue", "place",
  "Gondar hotels with a pool", "two of four Gondar hotels; both must be named")

a("en", "how much per head for a full day meeting at entoto grand", [["2,150", "2150"]], "d01", "price",
  "full-day meeting package per person", "half-day 1,350 sits next to it")
a("en", "we r only 10 ppl, what does the small meeting room cost for the day", [["6,800", "6800"]], "d01", "price",
  "Yeka Room hire for a group under 15", "per-person rates do not apply under 15 people")
a("en", "do we lose money if we cancel the conference 5 days before", [["30 percent", "30%", "30 per cent", "deposit"]], "d01", "yes_no",
  "cancellation less than 7 days before an event", "deciding fact: the 30 percent deposit is lost")
a("en", "timkat bus to the bath what time does it leave", [["06:00", "6:00 am", "6 am", "6am", "12:00 at dawn", "6:00am"]], "d02", "time",
  "Timkat morning minibus departure", "the Ketera walk at 14:30 is a different event")
a("en", "price for my 8 yr old on the timkat minibus", [["300"]], "d02", "price",
  "Timkat minibus seat for a child 5-12", "adult seat 650; under 5 free")
a("en", "can i get my money back if i cancel my timkat room on 2 january", [["50 percent", "50%", "half"]], "d02", "yes_no",
  "refund when cancelling Timkat booking after 20 December", "the catalogue's 24-hour free cancellation does not apply in Timkat week")
a("en", "lalibela church ticket for foreigners how much", [["6,900", "6900"]], "d03", "price",
  "rock-hewn churches ticket for foreigners", "citizens pay 200")
a("en", "how long to go up to asheten maryam", [["3 hours", "three hours", "3 hrs", "3h"]], "d03", "duration",
  "climb time to Asheten Maryam", "the way down takes 2 hours")
a("en", "guide for whole day we are 9 people rock hewn lodge", [["3,200", "3200"]], "d03", "price",
  "full-day guide for a group of 7-12", "2,400 is for groups up to 6")
a("en", "number for the guide desk at rock hewen lodge", [["933 61 0825", "0933610825", "933610825"]], "d03", "contact",
  "guide desk phone at Rock-Hewn Heritage Lodge", "misspelled hotel name; catalogue has a different hotel number")
a("en", "if i pay by visa at harla palace is there extra", [["3 percent", "3%", "3 per cent"]], "d04", "yes_no",
  "card surcharge at Harla Palace", "telebirr has no surcharge")
a("en", "how much deposit per night if i pay cash at harla", [["2,000", "2000"]], "d04", "price",
  "cash deposit per night", "card pre-authorisation is 5,000 for the whole stay")
a("en", "max i can take out from the lobby atm with my foreign card", [["10,000", "10000"]], "d04", "price",
  "ATM limit with a foreign card", "Ethiopian cards 20,000")
a("en", "arba minch dorze trip, how much if we take a minibus", [["5,900", "5900"]], "d05", "price",
  "Dorze trip minibus price", "small car 3,200")
a("en", "what days is the chencha market", [["tuesday"], ["saturday"]], "d05", "date",
  "Chencha market days", "both days needed")
a("en", "doctor to my room at 11pm how much kazanchis", [["2,700", "2700"]], "d06", "price",
  "night doctor visit", "day rate 1,800; paraphrased time 11pm")
a("en", "what time does the pharmacy near kazanchis business close", [["22:00", "10 pm", "10pm", "10:00 pm", "4:00 at night"]], "d06", "time",
  "pharmacy closing time", "nurse is 24 hours; pharmacy is not")
a("en", "emergency number if im outside the kazanchis hotel", [["116 62 9901", "0116629901", "116629901"]], "d06", "contact",
  "emergency phone from outside", "room phone uses 55 instead")
a("en", "can i bring my dog to lake hawassa resort", [["10 kg", "10kg", "10 kilo"]], "d07", "yes_no",
  "dogs allowed at Lake Hawassa Resort", "deciding fact: small dogs up to 10 kg in garden rooms")
a("en", "babysitter cost per hour hawassa resort", [["250"]], "d07", "price",
  "babysitting per hour", "kids club 450/750 nearby")
a("en", "kids club full day price lake hawassa", [["750"]], "d07", "price",
  "kids club full day", "half day 450")
a("en", "do i pay for a baby cot", [["free", "no charge", "at no cost"]], "d07", "yes_no",
  "baby cot charge", "extra bed for older child costs 900; hotel not named")
a("en", "we are 6 ppl, walking tour guide axum cost", [["1,900", "1900"]], "d08", "price",
  "Axum walking tour for 5-10 people", "1-4 people pay 1,300")
a("en", "can my wife go into the old st mary church in axum", [["men only", "only men", "new cathedral", "only for men"]], "d08", "yes_no",
  "women at old St Mary of Zion church", "deciding fact: old church men only")
a("en", "gheralta trip price 4x4 from mekelle", [["8,400", "8400"]], "d09", "price",
  "Gheralta trip by 4x4", "minibus 11,500")
a("en", "how early does the gheralta car leave", [["06:30", "6:30 am", "6:30am", "12:30 at dawn"]], "d09", "time",
  "Gheralta departure time", "the drive takes 2 h 15 min")
a("en", "can i bring my own cake to nazret garden, any fee", [["350"]], "d10", "yes_no",
  "cake corkage", "wine corkage 500")
a("en", "sunday brunch price for adult adama", [["980"]], "d10", "price",
  "Sunday brunch adult price", "children 490, weekend buffet 820")
a("en", "simien trek 3 days price per person gondar lodge", [["14,500", "14500"]], "d14", "price",
  "3-day Simien trek price", "document is Amharic; 2-day 9,800", True)
a("en", "irreecha bus what time it leave from adama hotel", [["04:30", "4:30 am", "4:30am", "10:30"]], "d18", "time",
  "Irreecha bus departure", "document is Oromo; return at 14:00", True)
a("en", "pool day pass on weekend at tabor hill", [["550"]], "d23", "price",
  "weekend pool day pass", "document is Oromo; weekday 450", True)
a("en", "how much to wash a suit at sabian garden", [["350"]], "d16", "price",
  "laundry price for a suit", "document is Amharic; shirt 80, trousers 100", True)
a("en", "danakil 4 day tour price axum road inn", [["25,000", "25000"]], "d27", "price",
  "4-day Danakil trip", "document is Tigrinya; 3-day 19,500", True)
a("en", "cultural dinner show bahir dar price for kid", [["600"]], "d12", "price",
  "child price for cultural dinner", "document is Amharic; adult 1,150, show only 450", True)
a("en", "late check out till 3pm adama palm inn cost", [["800"]], "d20", "price",
  "late check-out until 15:00", "document is Oromo; to 18:00 half a night", True)

u("en", "how much for the half day dorze trip", "half-day Dorze trip price", "only a full-day trip exists", ["d05:half day", "d05:half-day"])
u("en", "price for a hot stone massage at kazanchis", "hot stone massage price", "no such treatment anywhere", ["hot stone"])
u("en", "child price for the abuna yemata climb", "child price for Abuna Yemata Guh climb", "only a per-person price given", ["d09:child", "d25:ቆልዑ"])
u("en", "entoto grand wedding package price", "wedding package at Entoto Grand", "d01 is meetings only; d24 has weddings elsewhere", ["d01:wedding"])
u("en", "how much is the bus to the timkat celebration from rock hewn lodge in lalibela", "Timkat bus from Lalibela lodge", "Timkat bus exists only in Gondar", ["d03:timkat"])
u("en", "kids club price at tabor hill hotel", "kids club at Tabor Hill", "kids club is at Lake Hawassa Resort", ["d23:kids"])
u("en", "how much for a 120 minute personal trainer at tabor hill", "120-minute personal training", "only 60 and 90 minutes", ["d23:120"])
u("en", "harla palace exchange rate for saudi riyal", "riyal exchange at Harla Palace", "only USD, EUR, GBP", ["riyal"])
u("en", "price of the one day simien trek", "1-day Simien trek price", "only 2- and 3-day packages", ["d14:1 ቀን"])
u("en", "gym opening hours nazret garden", "gym hours at Nazret Garden", "catalogue lists a gym but no hours anywhere", ["d10:gym"])
u("en", "horse cart price to dungur from obelisk park", "horse cart to Dungur", "only bajaj price given", ["gari", "horse cart"])
u("en", "is there a night tour of the lalibela churches how much", "night tour of Lalibela churches", "not offered", ["night tour"])
u("en", "student price for the lalibela church ticket", "student ticket in Lalibela", "student price exists only for Axum", ["d03:student"])
u("en", "what does hawelti plaza charge for a car to gheralta", "car hire at Hawelti Plaza", "car hire documented only for Romanat Square", ["d09:hawelti", "d25:ሃወልቲ"])
u("en", "price of the dinner buffet on friday at nazret garden", "dinner buffet price", "only lunch buffet and brunch priced", ["d10:dinner"])

# ======================= AMHARIC =======================
a("am", "አባያ ጫሞ ሪዞርት ስንት ሰዓት ነው ክፍል የሚሰጠው", [CHECKIN + ["8 ሰዓት", "ስምንት ሰዓት"]], "catalogue", "time",
  "check-in time at Abaya Chamo Resort", "catalogue policy")
a("am", "ሀዋሳ ሌክ ሪዞርት ስንት ሰዓት መልቀቅ አለብኝ", [["12:00", "6 ሰዓት", "ስድስት ሰዓት", "12 pm", "noon"]], "catalogue", "time",
  "check-out time at Lake Hawassa Resort & Spa", "12:00 here, 11:00 at most hotels; partial name")
a("am", "ጎንደር ውስጥ በጣም ርካሹ ክፍል ስንት ብር ነው", [["1,260", "1260"]], "catalogue", "price",
  "cheapest room in Gondar", "Royal Enclosure Inn standard single")
a("am", "ሰመራ ላይ ሆቴል አለ ወይ", [NO_AM], "catalogue", "other",
  "no hotel in Semera (city not in catalogue)", "must not invent a hotel")
a("am", "የፓፒረስ ጋርደን ሆቴል ኢሜይል ምንድን ነው", [["info@papyrus-garden-hotel.et"]], "catalogue", "contact",
  "email of Papyrus Garden Hotel", "catalogue contact")
a("am", "ላሊበላ መዋኛ ገንዳ ያለው ሆቴል የትኛው ነው", [["rock-hewn", "rock hewn", "ሮክ"]], "catalogue", "place",
  "Lalibela hotel with a pool", "only one of four Lalibela hotels")

a("am", "ለጥምቀት ሚኒባስ ለልጄ ስንት ያስከፍላል 7 አመቷ ነው", [["300"]], "d11", "price",
  "Timkat minibus child seat", "adult 650")
a("am", "ጥምቀት ላይ በሆቴሉ መድረክ ቦታ ብይዝ ስንት እከፍላለሁ", [["1,200", "1200"]], "d11", "price",
  "reserved stand place", "minibus seats 650/300 nearby")
a("am", "ለጥምቀት 2 ሌሊት ብቻ ማደር ይቻላል ወይ", [["3 ሌሊት", "ሶስት ሌሊት", "ሦስት ሌሊት", "3 nights", "three nights"]], "d11", "yes_no",
  "minimum stay in Timkat week", "deciding fact: minimum 3 nights")
a("am", "የባህል ምሽት ከእራት ጋር ስንት ያስከፍላል ባህርዳር", [["1,150", "1150"]], "d12", "price",
  "cultural night with dinner", "show-only 450")
a("am", "እራት ሳልበላ ትርኢቱን ብቻ ባይ ስንት ነው", [["450"]], "d12", "price",
  "cultural show without dinner", "hotel not named")
a("am", "ከውጭ መጥቼ ቡና ሥነ ሥርዓቱ ላይ ብገኝ ይከፈላል ወይ", [["120"]], "d12", "yes_no",
  "coffee ceremony fee for non-guests", "free for hotel guests")
a("am", "በክፍሌ ውስጥ ሲጋራ ባጨስ ስንት ያስቀጣል", [["5,000", "5000"]], "d13", "price",
  "smoking fine", "lost key 300, extra guest 1,500")
a("am", "ውሻዬን ይዤ ብመጣ ቦሌ ስካይላይን ይፈቀዳል ወይ", [["አይፈቀዱም", "አይፈቀድም", "not allowed", "የሚመሩ", "guide dog"]], "d13", "yes_no",
  "pets at Bole Skyline", "deciding fact: pets not allowed except guide dogs")
a("am", "ጓደኛዬ ክፍሌ ውስጥ ቢያድር ስንት ይከፍላል", [["1,500", "1500"]], "d13", "price",
  "overnight extra guest", "visitors free until 22:00")
a("am", "ቁልፍ ካርዱ ቢጠፋብኝ ስንት እከፍላለሁ", [["300"]], "d13", "price",
  "lost key card fee", "towel 450")
a("am", "ሰሜን ተራራ የ2 ቀን ጉዞ ለአንድ ሰው ስንት ነው", [["9,800", "9800"]], "d14", "price",
  "2-day Simien trek", "3-day 14,500")
a("am", "ለፓርኩ መግቢያ እኛ ኢትዮጵያውያን ስንት እንከፍላለን", [["150"]], "d14", "price",
  "park entry for citizens", "foreigners 1,500")
a("am", "ወደ ሰሜን ለመሄድ መኪናው ስንት ሰዓት ይነሳል", [["05:30", "11:30", "5:30 am", "5:30am"]], "d14", "time",
  "trek departure time", "Ethiopian clock 11:30 at night")
a("am", "ላሊበላ ገና በየትኛው ቀን ነው የሚውለው", [["ታኅሣሥ 29", "ታህሳስ 29", "7 january", "january 7", "jan 7"]], "d15", "date",
  "Genna date", "Ethiopian and Gregorian dates")
a("am", "ለገና ያስያዝኩትን በታህሳስ 5 ብሰርዝ ገንዘቤ ይመለሳል", [["ምንም አይመለስም", "አይመለስም", "no refund", "nothing"]], "d15", "yes_no",
  "refund after Tahsas 1", "deciding fact: no refund after Tahsas 1")
a("am", "የገና ምሳ ለአዋቂ ስንት ነው", [["1,600", "1600"]], "d15", "price",
  "Genna lunch adult price", "children 800")
a("am", "ሸሚዝ ለማሳጠብ ስንት ያስከፍላል ሳቢያን", [["80 ብር", "80 birr"]], "d16", "price",
  "shirt washing price", "ironing only 40")
a("am", "እሁድ ልብስ ማሳጠብ ይቻላል ወይ", [["እሁድ አገልግሎት የለም", "አገልግሎት የለም", "no service", "ከሰኞ እስከ ቅዳሜ", "closed on sunday"]], "d16", "yes_no",
  "laundry on Sunday", "deciding fact: no Sunday service")
a("am", "ልብሴን በአስቸኳይ ብታጠብ ስንት ሰዓት ይፈጃል", [["3 ሰዓት", "ሶስት ሰዓት", "3 hours", "three hours"]], "d16", "duration",
  "express laundry duration", "normal same day by 18:00")
a("am", "ኤሌክትሪክ ብስክሌት በሰዓት ስንት ነው", [["250"]], "d17", "price",
  "e-bike per hour", "normal bike 100")
a("am", "የብስክሌት ጉብኝቱ ስንት ሰዓት ይወስዳል", [["2 ሰዓት ተኩል", "ሁለት ሰዓት ተኩል", "2.5", "two and a half", "2 and a half"]], "d17", "duration",
  "guided bike tour duration", "departures 07:00 and 16:00")
a("am", "የብስክሌት ኪራዩ ስልክ ቁጥር ስንት ነው", [["918 35 7726", "0918357726", "918357726"]], "d17", "contact",
  "bike rental phone", "catalogue number of Lake Tana Shore differs")
a("am", "የሲሜን ጌት የጉዞ ዴስክ ስልክ", [["918 72 0054", "0918720054", "918720054"]], "d14", "contact",
  "trek desk phone", "catalogue number differs")
a("am", "ሌሊት ዶክተር ወደ ክፍሌ ቢመጣ ስንት ያስከፍላል ካዛንቺስ", [["2,700", "2700"]], "d06", "price",
  "night doctor visit", "document is English; day 1,800", True)
a("am", "እንጦጦ ግራንድ ግማሽ ቀን ስብሰባ ለአንድ ሰው ስንት ነው", [["1,350", "1350"]], "d01", "price",
  "half-day meeting package", "document is English; full day 2,150", True)
a("am", "ውሻዬን ይዤ ሀዋሳ ሪዞርት ብመጣ ተጨማሪ ይከፈላል ወይ", [["600"]], "d07", "yes_no",
  "dog fee per night", "document is English", True)
a("am", "አዋሽ ፓርክ የሙሉ ቀን ጉዞ ስንት ነው", [["7,200", "7200"]], "d19", "price",
  "full-day Awash safari", "document is Oromo; half day 4,300", True)
a("am", "አክሱም ሕዳር ጽዮን በዓል መቼ ነው", [["ሕዳር 21", "ህዳር 21", "30 november", "november 30", "nov 30"]], "d26", "date",
  "Hidar Tsion date", "document is Tigrinya", True)
a("am", "ላሊበላ ወደ አሸተን ማርያም በበቅሎ ብሄድ ስንት ያስከፍላል", [["900"]], "d03", "price",
  "mule to Asheten Maryam", "document is English; walking 600", True)
a("am", "የቡና ቁላ ትምህርቱ በየትኛው ቀን ነው ሲዳማ", [["kibxata", "tuesday", "ማክሰኞ"], ["kamisa", "thursday", "ሐሙስ", "ሀሙስ"]], "d21", "date",
  "coffee roasting class days", "document is Oromo; both days needed", True)

u("am", "ፋሲል ካስል ቪው ለመስቀል በዓል ምን ፕሮግራም አለው", "Meskel programme at Fasil Castle View", "only Timkat documented", ["d02:meskel", "d11:መስቀል"])
u("am", "የፓፒረስ ጋርደን የባህል ምሽት ለቡድን ቅናሽ አለ ወይ", "group discount cultural night", "no discount mentioned", ["d12:ቅናሽ"])
u("am", "ቦሌ ስካይላይን ጂም ለመጠቀም ስንት ይከፈላል", "gym fee at Bole Skyline", "not in rules document", ["d13:ጂም", "d13:gym"])
u("am", "ሰሜን ጉዞ ፈረስ ብከራይ ስንት ነው", "horse hire on Simien trek", "only mule priced", ["d14:ፈረስ"])
u("am", "ሳቢያን ጋርደን ምንጣፍ ማሳጠብ ስንት ነው", "carpet washing price", "not on list", ["ምንጣፍ"])
u("am", "ሌክ ጣና ሾር ሞተር ሳይክል ብከራይ ስንት ነው", "motorbike hire price", "only bicycles", ["ሞተር ሳይክል", "motorcycle", "motorbike"])
u("am", "አሸተን ሆቴል ለፋሲካ ፕሮግራም አለው", "Easter programme at Asheten", "only Genna documented", ["ፋሲካ", "easter"])
u("am", "ካዛንቺስ ሆቴል የጥርስ ሐኪም አለ ወይ", "dentist at Kazanchis", "only doctor, nurse, pharmacy", ["ጥርስ", "dentist"])
u("am", "እንጦጦ ግራንድ ላፕቶፕ ለመከራየት ስንት ነው", "laptop hire price", "only microphones, booths, printing", ["laptop", "ላፕቶፕ"])
u("am", "ሮማናት ሆቴል ወደ አዲግራት መኪና ስንት ነው", "car to Adigrat", "only Gheralta and city", ["adigrat", "አዲግራት", "ዓዲግራት"])
u("am", "ጥምቀት ሚኒባሱ የመልስ ጉዞ ስንት ሰዓት ነው", "Timkat minibus return time", "only departure time given", ["d11:መልስ", "d02:return"])
u("am", "ፓፒረስ ጋርደን የምሳ ቡፌ ስንት ነው", "lunch buffet at Papyrus Garden", "buffet is documented only for Nazret Garden", ["d12:ቡፌ", "d12:buffet"])
u("am", "የሰሜን ተራራ የ4 ቀን ጥቅል ስንት ነው", "4-day Simien package", "only 2 and 3 days", ["d14:4 ቀን"])
u("am", "ቦሌ ስካይላይን ቁርስ ስንት ሰዓት ይጀምራል", "breakfast time at Bole Skyline", "not given", ["d13:ቁርስ", "d13:breakfast"])
u("am", "ሳቢያን ሆቴል ጫማ ማስጠረግ ስንት ነው", "shoe shine price", "not on laundry list", ["ጫማ", "shoe shine"])

# ======================= AFAAN OROMO =======================
a("om", "nazret garden hotel seensi sa'aatii meeqa", [CHECKIN + ["sa'aatii 8"]], "catalogue", "time",
  "check-in time at Nazret Garden Hotel", "catalogue policy")
a("om", "adama palm inn kutaan baay'ee rakasaan meeqa", [["1,260", "1260"]], "catalogue", "price",
  "cheapest room at Adama Palm Inn", "standard single")
a("om", "awash valley resort urjii meeqa qaba", [["4-star", "4 star", "urjii 4", "urjii afur", "four star", "4 stars"]], "catalogue", "count",
  "stars of Awash Valley Resort", "catalogue")
a("om", "asosaa keessa hoteelli jiraa", [NO_OM], "catalogue", "other",
  "no hotel in Asosa (city not in catalogue)", "must not invent a hotel")
a("om", "lakkoofsa bilbilaa sidama garden lodge", [["154365408", "436 5408", "4365408"]], "catalogue", "contact",
  "phone of Sidama Garden Lodge", "catalogue contact")
a("om", "hawaasaa keessa hoteela parking qabu kam", [["lake hawassa"], ["amora gedel"]], "catalogue", "place",
  "Hawassa hotels with parking", "two of four; both needed")

a("om", "irreechaaf awtoobisiin mucaa waggaa 8 meeqa", [["350"]], "d18", "price",
  "Irreecha bus child seat", "adult 750")
a("om", "irreechi bara kana guyyaa kam", [["4 october", "october 4", "oct 4", "meskerem 24", "4 oct"]], "d18", "date",
  "Irreecha date", "Ethiopian and Gregorian dates")
a("om", "yoo guyyaa tokko dura haqe maallaqni koo deebi'aa", [["hin deebi'u", "homtuu", "no refund", "guyyaa 3"]], "d18", "yes_no",
  "Irreecha cancellation one day before", "deciding fact: nothing back after 3 days before")
a("om", "uffata aadaa kireeffachuun meeqa irreecha", [["500"]], "d18", "price",
  "traditional clothes rental", "seat prices nearby")
a("om", "paarkii awaash seensi lammii alaa meeqa", [["900"]], "d19", "price",
  "Awash park entry for foreigners", "citizens 100, vehicle 200")
a("om", "walakkaa guyyaa fincaa'a awaash qofa meeqa", [["4,300", "4300"]], "d19", "price",
  "half-day Awash falls trip", "full day 7,200")
a("om", "ijoollee waggaa 4 qabna imala guyyaa guutuu dhufuu ni danda'uu", [["waggaa 6", "6 gadii", "under 6", "hin fudhatamani"]], "d19", "yes_no",
  "children on full-day safari", "deciding fact: under 6 not accepted")
a("om", "meeshaa koo guyyaa lama kuusuuf meeqa kaffala", [["100"]], "d20", "price",
  "luggage storage after 24 h", "first 24 hours free")
a("om", "taaksii gara finfinnee miinibaasii meeqa", [["4,800", "4800"]], "d20", "price",
  "minibus taxi to Addis", "small car 3,500")
a("om", "furtuun kaardii yoo na jalaa bade kaffaltii qabaa", [["200"]], "d20", "yes_no",
  "lost key card fee at Adama Palm Inn", "hotel not named")
a("om", "imala bunaa mucaa waggaa 9 meeqa", [["850"]], "d21", "price",
  "coffee tour child price", "adult 1,700")
a("om", "imalli bunaa sa'aatii meeqa fudhata", [["sa'aatii 6", "6 hours", "six hours", "saatii 6"]], "d21", "duration",
  "coffee tour duration", "roasting class 1.5 hours")
a("om", "buna waadame kiiloo tokko meeqa", [["900"]], "d21", "price",
  "roasted coffee per kilo", "class 600")
a("om", "doorzee konkolaataa xiqqaan meeqa", [["3,200", "3200"]], "d22", "price",
  "Dorze trip small car", "minibus 5,900")
a("om", "laaqanni gatii keessatti ni dabalamaa imala doorzee", [["480"]], "d22", "yes_no",
  "lunch on Dorze trip", "deciding fact: not included, 480 extra")
a("om", "doorzee yoom ka'a ganama", [["08:00", "8:00 am", "8 am", "8am", "sa'aatii 2:00"]], "d22", "time",
  "Dorze departure time", "return 15:30")
a("om", "leenjisaa dhuunfaa daqiiqaa 90 meeqa", [["950"]], "d23", "price",
  "90-minute personal trainer", "60 min 700")
a("om", "barnoota daakaa ijoolleef meeqa tabor", [["1,800", "1800"]], "d23", "price",
  "swimming lessons for children", "adults 2,400")
a("om", "wiixata ganama daakuun ni danda'amaa", [["cufamaa", "closed", "10:00"]], "d23", "yes_no",
  "pool on Monday morning", "deciding fact: closed 07:00-10:00 Monday")
a("om", "cidhaaf keessummaa 250 yoo qabaanne nama tokkoof meeqa", [["1,100", "1100"]], "d24", "price",
  "wedding package over 200 guests", "1,250 for 100-200")
a("om", "muuziqaan hanga halkan walakkaatti ni eeyyamamaa", [["23:00", "11 pm", "11pm", "sa'aatii 5:00"]], "d24", "yes_no",
  "music until midnight", "deciding fact: only until 23:00")
a("om", "lakkoofsa waajjira cidhaa nech sar", [["911 38 6602", "0911386602", "911386602"]], "d24", "contact",
  "events office phone", "catalogue number differs")
a("om", "adama palm inn bilbila simannaa", [["221 11 9034", "0221119034", "221119034"]], "d20", "contact",
  "reception phone Adama Palm Inn", "catalogue number differs")
a("om", "harla palace jijjiirraa maallaqaa komishiniin meeqa", [["1 percent", "1%", "1 per cent", "dhibbeentaa 1", "50 birr"]], "d04", "price",
  "exchange commission", "document is English; card surcharge 3 percent", True)
a("om", "nazret garden ciree sa'aatii meeqatti xumurama", [["10:00", "10 am", "10am", "4:00 in the morning", "sa'aatii 4"]], "d10", "time",
  "breakfast end time", "document is English", True)
a("om", "lalibela ayyaana qillee laaqana ijoolleef meeqa", [["800"]], "d15", "price",
  "Genna lunch child price", "document is Amharic; adult 1,600", True)
a("om", "bahir dar bisikileettii guyyaa guutuu kireeffachuun meeqa", [["500"]], "d17", "price",
  "full-day bike rent", "document is Amharic; half day 300", True)
a("om", "bole skyline keessatti sigaaraa yoo xuuxe adabbiin meeqa", [["5,000", "5000"]], "d13", "price",
  "smoking fine", "document is Amharic", True)
a("om", "imala danakil ijoollee waggaa 10 fudhachuu ni danda'amaa", [["under 12", "waggaa 12", "ትሕቲ 12", "below 12"]], "d27", "yes_no",
  "children on Danakil trip", "document is Tigrinya; deciding fact under 12 not accepted", True)
a("om", "axum bisikileettii sa'aatii tokkoof meeqa", [["120"]], "d08", "price",
  "bike hire per hour in Axum", "document is English; day 500", True)

u("om", "sidama garden lodge imala irreechaa qabaa gatiin meeqa", "Irreecha trip from Sidama Garden", "Irreecha trip only from Adama hotel", ["d21:irreecha"])
u("om", "awash paarkii imala halkanii meeqa", "night safari Awash", "not offered", ["night safari", "d19:imala halkanii"])
u("om", "adama palm inn saunaa meeqa", "sauna price", "no sauna anywhere", ["sauna", "saunaa"])
u("om", "imala bunaa yirgacheffee meeqa", "Yirgacheffe coffee trip", "only Aleta Wondo trip", ["yirgacheffe", "yirgachaffee"])
u("om", "tabor hill barnoota yoogaa meeqa", "yoga class price", "not offered", ["yoga", "yoogaa"])
u("om", "nech sar view suuraa kaasaa hoteelaa gatiin meeqa", "hotel photographer price", "only own photographer allowed", ["d24:photographer"])
u("om", "doorzee seensa mucaa waggaa 3 meeqa", "Dorze entry for a 3-year-old", "child price only for 6-14", ["d05:under 6", "d22:6 gadii"])
u("om", "rift valley conference hotel imala masqalaa", "Meskel trip from Rift Valley hotel", "only Irreecha", ["d18:meskel", "d18:masqala"])
u("om", "awash valley resort farda kireeffachuun meeqa", "horse hire at Awash", "not offered", ["d19:farda", "d19:horse"])
u("om", "sidama garden lodge cireen sa'aatii meeqa", "breakfast hours at Sidama Garden", "not given", ["d21:ciree"])
u("om", "tabor hill tenisii taphachuun meeqa", "tennis", "no tennis", ["tennis", "teenisii"])
u("om", "adama palm inn taaksii gara dirree dawaa meeqa", "taxi to Dire Dawa", "only Addis and bus station", ["d20:dirree dawaa", "d20:dire dawa"])
u("om", "axum road inn imala simien qabaa", "Simien trip from Axum Road Inn", "only Danakil", ["d27:ሰሜን", "d27:simien"])
u("om", "rift valley conference hotel galma walgahii kireeffachuun meeqa", "meeting room price at Rift Valley", "d18 is the Irreecha trip only", ["d18:galma", "d18:walgahii"])
u("om", "nech sar view kutaa misirrootaa halkan lammaffaa meeqa", "bridal room second night", "only first night free is stated", ["d24:lammaffaa"])

# ======================= TIGRINYA =======================
a("ti", "ኣብ ጂንካ ሆቴል ኣሎ ዶ", [NO_TI], "catalogue", "other",
  "no hotel in Jinka (city not in catalogue)", "must not invent a hotel")
a("ti", "ናብ ገርዓልታ ብሚኒባስ ክንደይ ይኸፍል", [["11,500", "11500"]], "d25", "price",
  "Gheralta trip by minibus", "4x4 8,400")
a("ti", "ኣብ ከተማ ን4 ሰዓት መኪና ክንደይ እዩ", [["2,800", "2800"]], "d25", "price",
  "4-hour city car", "full day 4,500")
a("ti", "ጉዕዞ እንተሰሪዝና ክንደይ ንኸፍል", [["50 ሚእታዊት", "50%", "50 percent", "ፍርቂ"]], "d25", "price",
  "late cancellation charge", "only if less than 12 hours before")
a("ti", "ሕዳር ጽዮን ምሳሕ ንቆልዓ ክንደይ ይኸፍል", [["350"]], "d26", "price",
  "Hidar Tsion lunch child price", "adult 700; airport pickup also 350")
a("ti", "ናብ ጽዮን ማርያም ጉዕዞ ሰዓት ክንደይ ይብገስ", [["05:00", "5:00 am", "5 am", "11 ሰዓት"]], "d26", "time",
  "walk to Tsion Maryam departure", "breakfast 04:30")
a("ti", "ዳናኪል ናይ 3 መዓልቲ ጉዕዞ ክንደይ ይኸፍል", [["19,500", "19500"]], "d27", "price",
  "3-day Danakil trip", "4-day 25,000")
a("ti", "ጉዕዞ ዳናኪል ኣየናይ መዓልቲ ይብገስ", [["ሰሉስ", "tuesday"], ["ዓርብ", "ዓርቢ", "friday"]], "d27", "date",
  "Danakil departure days", "both days needed")
a("ti", "ናይ ሰሜን ተራራ ስካውት ብመዓልቲ ክንደይ ይኸፍል", [["700"]], "d14", "price",
  "Simien scout per day", "document is Amharic; mule 400", True)
a("ti", "ላሊበላ ንወጻእተኛታት ናይ ኣብያተ ክርስትያናት ቲኬት ክንደይ እዩ", [["6,900", "6900"]], "d03", "price",
  "Lalibela ticket for foreigners", "document is English; citizens 200", True)

u("ti", "ኣኽሱም ሮድ ኢን ናይ 2 መዓልቲ ጉዕዞ ዳናኪል ኣለዎ ዶ", "2-day Danakil trip", "only 3 and 4 days", ["d27:2 መዓልቲ"])
u("ti", "ንግስቲ ሳባ ኢን ናብ ደብረ ዳሞ ጉዕዞ ክንደይ እዩ", "trip to Debre Damo", "not offered", ["ደብረ ዳሞ", "debre damo"])

# ======================= AMHARIC IN LATIN LETTERS =======================
a("am-latn", "dessie lay hotel alle", [NO_AM + ["hotel yelem"]], "catalogue", "other",
  "no hotel in Dessie (city not in catalogue)", "Latin-script Amharic")
a("am-latn", "timket minibus le tilik sew sint new", [["650"]], "d11", "price",
  "Timkat minibus adult seat", "child 300")
a("am-latn", "bole skyline ke 4 seat behuala enigda wede kifle megbat yichilal", [["22:00", "4 ሰዓት", "10 pm", "10pm"]], "d13", "yes_no",
  "visitors in rooms after 22:00", "Ethiopian clock '4 seat' in the question")
a("am-latn", "sabian laundry suri masateb sint new", [["100"]], "d16", "price",
  "trousers washing price", "ironing trousers 50")
a("am-latn", "papyrus habesha kemis kiray sint new", [["400"]], "d12", "price",
  "traditional dress rental", "private coffee 350")
a("am-latn", "simien trek le eka yemishekim beklo sint new", [["400"]], "d14", "price",
  "pack mule per day", "sleeping bag 350")
a("am-latn", "lake hawassa resort kids club ke sint amet jemro new", [["aged 4", "4 to 12", "4-12", "4 years"]], "d07", "count",
  "kids club minimum age", "document is English", True)
a("am-latn", "awash park scout sint new", [["500"]], "d19", "price",
  "Awash scout fee", "document is Oromo; vehicle 200", True)

u("am-latn", "bahir dar le 2 sew tandem bisiklet sint new", "tandem bike price", "not offered", ["tandem"])
u("am-latn", "fasil castle view le timket parking sint new", "Timkat parking fee", "not mentioned", ["d02:parking", "d11:ፓርኪንግ"])


KEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    out, checks = [], {}
    for i, (lang, q, exp, src, t, subj, note, cross, terms) in enumerate(Q, 1):
        qid = "q%03d" % i
        ans = exp is not None
        out.append({"id": qid, "lang": lang, "question": q, "answerable": ans,
                    "expected": exp if ans else [], "source_doc": src if ans else None,
                    "asked_type": t, "subject": subj, "note": note, "cross_lingual": cross})
        if not ans:
            checks[qid] = terms
    with open(os.path.join(here, "..", "questions.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    with open(os.path.join(here, "..", "unanswerable_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
    print(len(out), "questions,", len(checks), "unanswerable")
