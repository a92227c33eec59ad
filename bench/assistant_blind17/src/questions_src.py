#!/usr/bin/env python3
"""Builds /work/blind17/questions.json and checks.json (standard library only).
checks.json holds, per question, what validate.py verifies beyond the expected strings:
  - unanswerable questions: terms that must be absent from the documents (scope = doc ids or all)
  - catalogue questions: the catalogue claim (literal / no_city / has_amenity)."""
import json, os

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
Q, CHECKS = [], {}

def A(lang, q, exp, src, typ, subj, note, check=None):
    Q.append(dict(lang=lang, question=q, answerable=True, expected=exp, source_doc=src,
                  asked_type=typ, subject=subj, note=note))
    if check: CHECKS[len(Q)] = check

def U(lang, q, typ, subj, note, absent, scope=None):
    Q.append(dict(lang=lang, question=q, answerable=False, expected=[], source_doc=None,
                  asked_type=typ, subject=subj, note=note))
    CHECKS[len(Q)] = {"kind": "absent", "terms": absent, "scope": scope}

NOH_EN = ["no hotel", "don't have any", "do not have any", "don't have hotels", "do not have hotels", "not available in", "aren't any", "are no hotels", "isn't in our", "not in our", "no listed", "not listed", "no properties", "couldn't find", "could not find"]
NOH_AM = ["ሆቴል የለም", "ሆቴሎች የሉም", "ሆቴል የለንም", "ሆቴሎች የለንም", "ምንም ሆቴል", "ሆቴል አልተገኘም", "ሆቴል አላገኘሁም", "አልተዘረዘረም", "ሆቴል አልተመዘገበም", "no hotel"]
NOH_OM = ["hin jiru", "hin jiran", "hin argamne", "hin argamu", "hin qabnu", "hoteelli hin", "hoteela hin", "no hotel", "tarree keessa hin"]
T14 = ["14:00", "2:00 pm", "2 pm", "2pm", "2:00pm", "8:00 ሰዓት", "ቀኑ 8", "8 ሰዓት", "sa'aatii 8"]

# ======================= ENGLISH =======================
A("en", "how much is the crocodile boat trip on lake chamo for my 8 year old", [["700"]], "d01", "price", "Chamo boat trip child price", "child 5-12 price; adult 1,450 and Abaya 1,100 are neighbours")
A("en", "what time does the lake abaya boat leave?", [["15:00", "3 pm", "3:00 pm", "3pm", "3:00pm", "3.00 pm"]], "d01", "time", "Abaya boat departure", "Chamo leaves 07:30")
A("en", "we're 5 ppl, can we take a private boat on chamo and what's the total", [["4,200", "4200"]], "d01", "price", "Chamo private boat charter", "per-group price vs per-person")
A("en", "how long does the croc market trip take", [["3 hours", "three hours", "3 hrs", "3-hour", "3 hour"]], "d01", "duration", "Chamo trip duration", "Abaya trip is 2 hours; 20-minute drive included")
A("en", "60 min traditional massage at entoto spa price?", [["1,700", "1700"]], "d02", "price", "Entoto spa 60-min massage", "30-min is 950")
A("en", "hot stone massage at entoto, how long is it", [["90 min", "90-min", "1.5 hour", "one and a half hour", "an hour and a half", "90-minute"]], "d02", "duration", "Entoto spa hot stone duration", "")
A("en", "is entoto spa more expensive on saturday?", [["150"]], "d02", "price", "Entoto spa weekend supplement", "150 birr per treatment Fri-Sun")
A("en", "spa phone number at entoto grand pls", [["667 0808", "6670808", "667-0808"]], "d02", "contact", "Entoto spa phone", "room dial 7 is the other option")
A("en", "we are 6 people landing at bole, how much is the ride to bole skyline", [["1,600", "1600"]], "d03", "price", "Bole Skyline minivan transfer", "6 people exceed the sedan (3) so minivan")
A("en", "my flight lands 23:40, is the airport pickup more expensive at night", [["300"]], "d03", "price", "Bole Skyline night supplement", "22:00-06:00 supplement")
A("en", "bole skyline pickup - how long will the driver wait if the plane is late", [["60 min", "1 hour", "one hour", "an hour", "60-minute"]], "d03", "duration", "Bole Skyline free waiting time", "extra 30 min costs 200")
A("en", "when is timkat in gondar next year", [["19 january", "january 19", "jan 19", "19 jan", "tir 11", "2027-01-19", "19/01/2027"]], "d04", "date", "Timkat date Gondar", "Ketera is 18 January")
A("en", "what time does the bus to fasilides bath leave on timkat morning", [["05:30", "5:30 am", "5:30am", "11:30 at night", "11:30 in the night"]], "d04", "time", "Timkat shuttle departure", "returns 11:00; Ethiopian clock 11:30")
A("en", "ketera dinner how much per person", [["800"]], "d04", "price", "Ketera dinner price", "shuttle seat is 350")
A("en", "how many days is the lalibela church ticket good for", [["5 days", "five days", "5 consecutive", "five consecutive", "5-day"]], "d05", "duration", "Lalibela ticket validity", "")
A("en", "full day guide price in lalibela?", [["2,000", "2000"]], "d05", "price", "Lalibela full-day guide", "half day is 1,200")
A("en", "how much to rent a mule up to asheton maryam", [["800"]], "d05", "price", "Asheton Maryam mule", "Yemrehanna 4x4 is 2,800")
A("en", "do the lalibela churches close at lunch? when", [["12:00", "noon", "12 pm", "12pm", "midday"], ["14:00", "2 pm", "2pm", "2:00 pm"]], "d05", "time", "Lalibela church lunch closure", "open 08:00-12:00 and 14:00-17:30")
A("en", "faster wifi at kazanchis business hotel, what's the weekly price", [["1,400", "1400"]], "d06", "price", "Kazanchis premium internet weekly", "daily is 250")
A("en", "can i buy a safaricom sim in the kazanchis hotel lobby on sunday", [["monday to saturday", "mon-sat", "mon–sat", "monday–saturday", "monday-saturday", "monday - saturday", "monday through saturday", "closed on sunday", "not on sunday", "not open on sunday", "mon to sat", "only from monday"]], "d06", "yes_no", "Kazanchis Safaricom counter days", "Ethio telecom shop across the road is open daily")
A("en", "boardroom hire per hour at kazanchis?", [["4,000", "4000"]], "d06", "price", "Kazanchis boardroom", "small room for 8 is 1,500")
A("en", "kayak for an hour at lake hawassa resort how much", [["400"]], "d07", "price", "Hawassa kayak 60 min", "30 min is 250")
A("en", "what time does the tabor hill walk start", [["16:30", "4:30 pm", "4:30pm", "4.30 pm", "4.30pm"]], "d07", "time", "Tabor Hill hike start", "")
A("en", "harar day trip price for kids?", [["1,150", "1150"]], "d08", "price", "Harar day trip child price", "adult 2,300; hyena feeding 200")
A("en", "which days is the harar trip running", [["tuesday", "tue"], ["thursday", "thu"], ["saturday", "sat"]], "d08", "date", "Harar day trip days", "")
A("en", "any extra fee if i pay with visa card", [["3%", "3 percent", "3 per cent", "three percent", "3 %"]], "d09", "price", "card surcharge", "mobile money has none")
A("en", "max amount of dollars i can change at reception per day?", [["500"]], "d09", "price", "daily exchange limit", "ATM gives 10,000 birr")
A("en", "what date is hidar tsion this year", [["30 november", "november 30", "nov 30", "30 nov", "hidar 21", "2026-11-30"]], "d10", "date", "Hidar Tsion date", "")
A("en", "axum museum entry fee for foreigners", [["200"]], "d10", "price", "Axum museum foreigner fee", "Ethiopians 50; tour 1,300")
A("en", "what time does the boat to the lake tana monasteries leave from lake tana shore resort", [["08:00", "8:00 am", "8 am", "8am", "8:00am"]], "d11", "time", "Lake Tana monastery boat departure", "falls trip leaves 09:30")
A("en", "sodere hot springs entrance for a child?", [["75 birr", "75 ብር", "75 etb", "etb 75", "75 br", "birr 75"]], "d17", "price", "Sodere child entrance", "adult 150; minibus seat 300")
A("en", "when is irreecha at hora harsadi this year", [["october 4", "4 october", "oct 4", "4 oct", "fulbaana 24", "meskerem 24", "2026-10-04"]], "d19", "date", "Irreecha Hora Harsadi date", "Hora Finfinne is 3 October")
A("en", "sleeper ticket on the train from dire dawa to addis, price?", [["1,100", "1100"]], "d23", "price", "train sleeper fare", "ordinary seat 450")
A("en", "how much is the 4x4 to the gheralta churches from mekelle", [["7,500", "7500"]], "d26", "price", "Gheralta 4x4 price", "guide 1,500; entrance 500")
A("en", "gym day pass at cmc family suites on a weekend for a non guest", [["700"]], "d15", "price", "CMC weekend day pass", "weekday 500")
# catalogue
A("en", "what's the check out time at entoto grand hotel", [["12:00", "noon", "12 pm", "12pm", "12:00 pm", "midday"]], "catalogue", "time", "Entoto Grand check-out", "most hotels 11:00", {"kind": "literal", "hotel": "Entoto Grand Hotel"})
A("en", "cheapest room at tsion maryam guest house per night?", [["1,260", "1260"]], "catalogue", "price", "Tsion Maryam cheapest room", "", {"kind": "literal", "hotel": "Tsion Maryam Guest House"})
A("en", "how many stars is goha hill hotel", [["3-star", "3 star", "three star", "three-star", "3 stars"]], "catalogue", "count", "Goha Hill stars", "", {"kind": "literal", "hotel": "Goha Hill Hotel"})
A("en", "do you have any hotels in jimma", [NOH_EN], "catalogue", "yes_no", "no hotels in Jimma", "Jimma not in destinations", {"kind": "no_city", "city": "Jimma"})
A("en", "check in time at bole skyline hotel?", [T14], "catalogue", "time", "Bole Skyline check-in", "", {"kind": "literal", "hotel": "Bole Skyline Hotel"})
A("en", "does sidama garden lodge have a pool and a gym", [["pool", "swimming"], ["gym", "fitness"]], "catalogue", "yes_no", "Sidama Garden Lodge pool and gym", "both listed", {"kind": "has_amenity", "hotel": "Sidama Garden Lodge", "codes": ["pool", "gym"]})
# unanswerable
U("en", "how much is the dorze village tour from abaya chamo resort?", "price", "Dorze village tour", "only two boat trips documented", ["Dorze"], ["d01", "d12"])
U("en", "price of a facial at the entoto spa", "price", "Entoto spa facial", "menu has scrub, massages only", ["facial"])
U("en", "we are 14 people, how much for a big bus from bole airport to bole skyline", "price", "large bus transfer", "vehicles only up to 7", ["coaster", "14 passengers", "bus for"], ["d03", "d18"])
U("en", "does fasil castle view run a shuttle for meskel demera? price?", "price", "Meskel Demera shuttle Gondar", "only Timkat documented", ["Demera", "ደመራ"])
U("en", "ticket price for na'akuto la'ab monastery near lalibela", "price", "Na'akuto La'ab ticket", "sibling site not covered", ["Na'akuto", "Nakuto", "ነአኩቶ"])
U("en", "colour printing per page at kazanchis business centre", "price", "colour printing", "only black and white given", ["colour", "color"])
U("en", "wondo genet hot springs trip from lake hawassa resort, how much", "price", "Wondo Genet trip", "not among Hawassa activities", ["Wondo Genet", "Wondo Gannat", "ወንዶ ገነት"])
U("en", "does dechatu riverside do a trip to babile elephant sanctuary", "yes_no", "Babile trip", "only Harar trip", ["Babile", "ባቢሌ"])
U("en", "is there an atm at bole skyline hotel", "yes_no", "ATM at Bole Skyline", "ATM only named at Meskel Square Residences", ["Bole Skyline"], ["d09"])
U("en", "debre damo monastery trip from axum, cost?", "price", "Debre Damo trip", "", ["Debre Damo", "ደብረ ዳሞ"])
U("en", "how much is a pizza at the papyrus garden restaurant", "price", "Papyrus pizza", "menu lists Ethiopian dishes only", ["pizza", "ፒዛ"])
U("en", "awash national park day trip from awash valley resort price", "price", "Awash National Park trip", "only Sodere documented", ["Awash National Park", "ብሔራዊ ፓርክ"])
U("en", "can i rent a scooter at obelisk park hotel in axum", "yes_no", "scooter rental Axum", "only bicycles", ["scooter", "ስኩተር", "ሞተር"])
U("en", "dek island trip from lake tana shore resort how much", "price", "Dek island trip", "only monasteries and falls", ["Dek Island", "ደቅ"])
U("en", "late checkout fee at adama palm inn?", "price", "late check-out fee Adama Palm Inn", "house rules do not cover it", ["late check", "turee ba'uu", "boodaan ba'uu"], ["d22"])

# ======================= AMHARIC =======================
A("am", "የጣና ገዳማት ጀልባ ጉዞ ለአንድ ሰው ስንት ብር ነው?", [["1,500", "1500"]], "d11", "price", "Tana monastery boat per person", "falls trip 1,800")
A("am", "ወደ ጢስ ዓባይ የሚሄደው መኪና ስንት ሰዓት ይነሳል", [["09:30", "ረፋድ 3:30", "3:30 ሰዓት", "9:30 am", "9:30 ጠዋት", "ጠዋት 3:30"]], "d11", "time", "Blue Nile falls trip departure", "boat leaves 08:00")
A("am", "የግል ጀልባ ለ10 ሰው ብንከራይ ስንት ያስከፍላል", [["9,000", "9000"]], "d11", "price", "Tana private boat", "")
A("am", "የፏፏቴው ጉዞ ደርሶ መልስ ምን ያህል ጊዜ ይፈጃል", [["6 ሰዓት", "ስድስት ሰዓት", "6 hours", "six hours"]], "d11", "duration", "falls trip duration", "boat trip 4 hours")
A("am", "በጫሞ ሐይቅ የአዞ ገበያ ጉዞ ለ9 ዓመት ልጅ ስንት ነው", [["700"]], "d12", "price", "Chamo child price", "adult 1,450")
A("am", "የአባያ ሐይቅ ጀልባ ለልጆች ቅናሽ አለው?", [["ቅናሽ የለውም", "ቅናሽ የለም", "ቅናሽ አይደረግም", "ቅናሽ አያደርግም", "no child discount", "no discount", "1,100", "1100"]], "d12", "yes_no", "Abaya boat child discount", "no discount; Chamo has one")
A("am", "ፓፒረስ ጋርደን ቅዳሜ ቁርስ እስከ ስንት ሰዓት ነው", [["10:30", "4:30 ሰዓት", "ረፋድ 4:30", "ጠዋቱ 4:30"]], "d13", "time", "Papyrus weekend breakfast end", "weekdays until 10:00")
A("am", "የጣና ዓሣ ኮቶሌት ዋጋው ስንት ነው", [["380"]], "d13", "price", "fish cutlet price", "dulet 340")
A("am", "ፓፒረስ ጋርደን ምግብ ወደ ክፍል ሲታዘዝ ተጨማሪ ክፍያ አለ?", [["50 ብር", "50 birr", "ብር 50", "50 etb"]], "d13", "price", "room service fee", "")
A("am", "ገና በላሊበላ በፈረንጆቹ ስንት ቀን ይውላል", [["ጃንዋሪ 7", "january 7", "jan 7", "7 january", "ጃኑዋሪ 7", "2027-01-07"]], "d14", "date", "Genna Gregorian date", "Tahsas 29")
A("am", "ገና ዕለት ወደ ቤተ ማርያም የሚሄደው አውቶቡስ ስንት ሰዓት ይነሳል", [["04:00", "4:00 am", "4 am", "10:00 ሰዓት", "ሌሊቱ 10", "ሌሊት 10"]], "d14", "time", "Genna bus departure", "")
A("am", "በገና ሰሞን የክፍል ዋጋ በስንት ፐርሰንት ይጨምራል", [["40 በመቶ", "40%", "40 percent", "40 ፐርሰንት", "አርባ በመቶ", "40 %"]], "d14", "price", "Genna room supplement", "deposit is 50 percent")
A("am", "የልጆች ገንዳ ጥልቀቱ ስንት ነው ሲኤምሲ", [["0.6", "0,6", "0.6 ሜትር", "0.6 m"]], "d15", "count", "kids pool depth", "main pool 1.8 m")
A("am", "ሲኤምሲ ጂሙ ጠዋት ስንት ሰዓት ይከፈታል", [["05:30", "11:30", "5:30 am", "5:30am"]], "d15", "time", "CMC gym opening", "pool opens 07:00")
A("am", "ሲኤምሲ ጂም የሆቴሉ እንግዳ ላልሆነ ሰው የቀን ፓስ በሳምንቱ ቀናት ስንት ነው", [["500"]], "d15", "price", "CMC weekday day pass", "weekend 700")
A("am", "ሲኤምሲ ገንዳ ላይ ፎጣ ቢጠፋብኝ ስንት እከፍላለሁ", [["100"]], "d15", "price", "towel fee", "swim cap 80")
A("am", "ፒያሳ ሄሪቴጅ ኢን ሐኪሙ ማታ ወደ ክፍሌ ቢመጣ ስንት ያስከፍላል", [["1,200", "1200"]], "d16", "price", "night doctor visit", "day 800")
A("am", "ፒያሳ ሄሪቴጅ አጠገብ ያለው ፋርማሲ እስከ ስንት ሰዓት ክፍት ነው", [["22:00", "10 pm", "10:00 pm", "ምሽቱ 4", "4:00 ሰዓት"]], "d16", "time", "pharmacy closing", "")
A("am", "ፒያሳ ሄሪቴጅ ላይ ሆኜ አምቡላንስ ለመጥራት ቁጥሩ ስንት ነው", [["907"]], "d16", "contact", "ambulance number", "reception 0")
A("am", "ወደ ሶደሬ ሚኒባስ ስንት ብር ነው", [["300"]], "d17", "price", "Sodere minibus seat", "entrance 150/75")
A("am", "ከሶደሬ ስንት ሰዓት ነው የምንመለሰው", [["17:30", "5:30 pm", "11:30", "5:30pm"]], "d17", "time", "Sodere return time", "")
A("am", "ሶደሬ ላይ የግል መታጠቢያ ክፍሉ ለስንት ደቂቃ ነው", [["45 ደቂቃ", "45 min", "45 minutes", "45 ደቂቃ"]], "d17", "duration", "Sodere private bath duration", "price 350")
A("am", "እንቶቶ ግራንድ ስፓ የቡና ስክራብ ስንት ነው", [["1,900", "1900"]], "d02", "price", "coffee scrub price", "cross-lingual")
A("am", "ጎንደር ጥምቀት ወደ ፋሲለደስ መዋኛ የሚሄደው ሰርቪስ ወንበሩ ስንት ብር ነው", [["350"]], "d04", "price", "Timkat shuttle seat", "cross-lingual")
A("am", "ላሊበላ ለኢትዮጵያውያን የቤተ ክርስቲያን መግቢያ ስንት ነው", [["150"]], "d05", "price", "Lalibela ticket for Ethiopians", "foreigners 3,500")
A("am", "ሐረር የጅብ ማብላት ስንት ሰዓት ይጀምራል", [["19:00", "7 pm", "7:00 pm", "7pm", "ምሽት 1", "ምሽቱ 1"]], "d08", "time", "hyena feeding start", "bus returns 21:30")
A("am", "ሀርላ ፓላስ ሆቴል ሸሚዝ ለማሳጠብ ስንት ነው", [["60 ብር", "60 birr", "qarshii 60", "ብር 60", "60 etb", "60 qarshii"]], "d21", "price", "shirt laundry price", "trousers 80")
A("am", "አሸንዳ መቀሌ በፈረንጆቹ መቼ ነው", [["august 22", "22 august", "aug 22", "ኦገስት 22", "ነሓሰ 16", "ነሐሴ 16", "22 ነሓሰ"]], "d25", "date", "Ashenda date", "")
A("am", "በቴሌብር ብከፍል ተጨማሪ ክፍያ አለው?", [["no surcharge", "ተጨማሪ ክፍያ የለውም", "ተጨማሪ ክፍያ የለም", "ተጨማሪ ክፍያ አይጠየቅም", "ተጨማሪ ክፍያ አያስከፍልም", "ምንም ተጨማሪ"]], "d09", "yes_no", "mobile money surcharge", "cards 3%")
A("am", "ፋሲል ካስል ቪው ሆቴል ባለ ስንት ኮከብ ነው", [["4-star", "ባለ 4", "4 ኮከብ", "አራት ኮከብ", "4 star", "ባለአራት"]], "catalogue", "count", "Fasil Castle View stars", "", {"kind": "literal", "hotel": "Fasil Castle View Hotel"})
A("am", "ሌክ ሀዋሳ ሪዞርት ስንት ሰዓት መውጣት አለብን", [["12:00", "6:00 ሰዓት", "ቀኑ 6", "12 pm", "noon", "ከቀኑ 6"]], "catalogue", "time", "Lake Hawassa check-out", "12:00 not 11:00", {"kind": "literal", "hotel": "Lake Hawassa Resort & Spa"})
A("am", "ፓፒረስ ጋርደን ሆቴል በጣም ርካሹ ክፍል በአዳር ስንት ነው", [["3,840", "3840"]], "catalogue", "price", "Papyrus Garden cheapest room", "", {"kind": "literal", "hotel": "Papyrus Garden Hotel"})
A("am", "ሐረር ውስጥ ሆቴል አላችሁ?", [NOH_AM], "catalogue", "yes_no", "no hotels in Harar", "Harar not in destinations", {"kind": "no_city", "city": "Harar"})
A("am", "ሮሃ ቫሊ ኢን መግቢያ ሰዓቱ ስንት ነው", [T14], "catalogue", "time", "Roha Valley check-in", "", {"kind": "literal", "hotel": "Roha Valley Inn"})
A("am", "ዘጌ ፔኒንሱላ ሆቴል ስፓና መዋኛ ገንዳ አለው", [["ስፓ", "spa"], ["ገንዳ", "pool"]], "catalogue", "yes_no", "Zege Peninsula spa and pool", "", {"kind": "has_amenity", "hotel": "Zege Peninsula Hotel", "codes": ["spa", "pool"]})
U("am", "ከአባያ ጫሞ ሪዞርት በነጭ ሳር ፓርክ የመኪና ሳፋሪ ዋጋው ስንት ነው", "price", "Nech Sar game drive", "only boat trips", ["game drive", "safari drive", "ሳፋሪ"])
U("am", "ፓፒረስ ጋርደን ክትፎ ስንት ነው", "price", "kitfo price", "not on menu", ["ክትፎ", "kitfo"])
U("am", "ሮሃ ቫሊ ኢን ለፋሲካ ልዩ ፕሮግራም አለው? አውቶቡስ ዋጋስ", "price", "Fasika programme Lalibela", "only Genna documented", ["ፋሲካ", "Fasika", "Easter"])
U("am", "ሲኤምሲ ሳውና ስንት ነው", "price", "CMC sauna", "pool and gym only", ["ሳውና", "sauna"])
U("am", "ፒያሳ ሄሪቴጅ አጠገብ የጥርስ ሐኪም አለ", "place", "dentist near Piassa", "", ["ጥርስ", "dentist", "dental clinic"])
U("am", "ከአዋሽ ቫሊ ሪዞርት ወደ ወንጂ ስኳር ፋብሪካ ጉብኝት አለ? ዋጋው", "price", "Wonji sugar factory tour", "only Sodere", ["ወንጂ", "Wonji"])
U("am", "ሶደሬ ላይ የዋና ልብስ ኪራይ ስንት ነው", "price", "swimsuit rental Sodere", "swimsuit required, rental not stated", ["ልብስ ይከራያል", "swimsuit rental", "የዋና ልብስ በ"])
U("am", "ወደ ጢስ ዓባይ የግል መኪና ብንይዝ ስንት ነው", "price", "private car to Blue Nile falls", "private boat given, not private car", ["የግል መኪና"])
U("am", "እንቶቶ ስፓ ማኒኬር አለ? ዋጋው", "price", "manicure Entoto spa", "", ["manicure", "pedicure", "ማኒኬር"])
U("am", "ጥምቀት ጎንደር ሰርቪሱ ለልጆች ስንት ነው", "price", "Timkat shuttle child price", "single seat price only", ["child", "children", "kid"], ["d04"])
U("am", "ከባሕር ዳር ኤርፖርት ወደ ፓፒረስ ጋርደን ትራንስፖርት ስንት ነው", "price", "Bahir Dar airport transfer", "", ["ባሕር ዳር ኤርፖርት", "Bahir Dar airport", "ባሕር ዳር አውሮፕላን"])
U("am", "የአሸንዳ ምሽት በሮማናት ስኩዌር ሆቴል ስንት ነው", "price", "Ashenda night at Romanat Square", "documented hotel is Enda Yesus Hill", ["ሮማናት ስኩዌር", "Romanat Square"], ["d25"])
U("am", "የአክሱም ሙዚየም ለተማሪዎች ቅናሽ አለው", "price", "Axum museum student price", "", ["student", "ተማሪ"])
U("am", "ከድሬዳዋ ወደ ጅጅጋ ጉዞ ዋጋው ስንት ነው", "price", "Jijiga trip", "", ["Jijiga", "ጅጅጋ"])
U("am", "ላሊበላ የግማሽ ቀን አስጎብኚ ለ8 ሰው ስንት ነው", "price", "Lalibela guide for 8", "guide price only for up to 5", ["more than 5", "larger group", "6 people", "ከ5 በላይ"], ["d05"])

# ======================= AFAAN OROMOO =======================
A("om", "buufata xayyaaraa irraa gara Bole Skyline namoota 3f konkolaataan xiqqaan meeqa?", [["900"]], "d18", "price", "sedan transfer", "minivan 1,600")
A("om", "halkan sa'aatii 23:00 qubanna, geejjibni bole skyline kaffaltii dabalataa qabaa", [["300"]], "d18", "price", "night supplement", "")
A("om", "xayyaarri yoo turee konkolaachisaan bole skyline hammam nu eega", [["daqiiqaa 60", "60 min", "sa'aatii tokko", "60 minutes", "1 hour"]], "d18", "duration", "free waiting", "")
A("om", "lakkoofsa whatsapp geejjiba bole skyline naaf kenni", [["911 402 377", "911402377", "0911402377", "911 40 23 77"]], "d18", "contact", "transfer WhatsApp", "")
A("om", "irreechi hora harsadii bara kana guyyaa kam", [["onkoloolessa 4", "4 onkoloolessa", "october 4", "oct 4", "fulbaana 24", "4/10/2026", "2026-10-04"]], "d19", "date", "Irreecha Hora Harsadi date", "Hora Finfinnee 3 Oct")
A("om", "guyyaa irreechaa awtobisiin gara bishooftuu sa'aatii meeqatti ka'a", [["05:00", "5:00 am", "5 am", "sa'aatii 11", "11 halkan"]], "d19", "time", "Irreecha bus departure", "returns 14:00")
A("om", "teessoon awtobisii irreechaa meeqa", [["400"]], "d19", "price", "Irreecha bus seat", "costume 350")
A("om", "uffata aadaa hoteela irraa kireeffachuun meeqa", [["350"]], "d19", "price", "costume rental", "")
A("om", "daawwannaa qonna bunaa sidama garden lodge daa'ima waggaa 10f meeqa", [["900"]], "d20", "price", "coffee tour child", "adult 1,800")
A("om", "daawwannaan qonna bunaa guyyoota kam irra jira", [["wiixata", "monday"], ["roobii", "wednesday"], ["jimaata", "friday"]], "d20", "date", "coffee tour days", "")
A("om", "buna kiiloo tokko qonna sana irraa meeqa bitama", [["1,100", "1100"]], "d20", "price", "coffee per kg", "")
A("om", "harla palace surree tokko miicuuf meeqa", [["qarshii 80", "80 qarshii", "80 birr", "80 br", "80 etb"]], "d21", "price", "trousers laundry", "shirt 60")
A("om", "harla palace uffata koo sa'aatii 10:00 booda yoon kenne yoom naaf deebi'a", [["guyyaa itti aanu", "next day", "boru", "guyyaa borii", "guyyaa itti aanutti"]], "d21", "time", "laundry after cutoff", "10:00 cut-off")
A("om", "harla palace miicuu ekspres yoo barbaade meeqa dabalata", [["50%", "harka 50", "50 percent", "%50", "dhibbeentaa 50"]], "d21", "price", "express surcharge", "")
A("om", "adama palm inn siree dabalataa halkan tokkoof meeqa", [["600"]], "d22", "price", "extra bed", "child 6-12 300")
A("om", "adama palm inn daa'ima waggaa 8 qaba, siree isaaf kaffaltiin jiraa", [["300"]], "d22", "price", "child 6-12 fee", "under 6 free")
A("om", "adama palm inn kutaa keessatti yoon tamboo xuuxe adabbiin meeqa", [["2,000", "2000"]], "d22", "price", "smoking fine", "")
A("om", "adama palm inn saree koo waliin dhufuu nan danda'aa", [["hin seenan", "hin hayyamamu", "hin eeyyamamu", "dhorkaa", "not allowed", "hin danda'amu", "hin fudhatan", "hin seenu"]], "d22", "yes_no", "pets", "")
A("om", "baaburri dirree dawaa irraa gara finfinnee guyyaa kam ka'a", [["wiixata", "monday"], ["roobii", "wednesday"], ["jimaata", "friday"]], "d23", "date", "train days", "")
A("om", "tikeetiin teessoo idilee baaburaa meeqa", [["450"]], "d23", "price", "ordinary train fare", "sleeper 1,100")
A("om", "konkolaataan hoteelaa gara buufata baaburaa sa'aatii meeqa ka'a", [["06:45", "6:45 am", "6:45am", "12:45"]], "d23", "time", "station shuttle departure", "train 08:00")
A("om", "baabura irratti meeshaa kiiloo meeqa bilisaan qabachuun danda'ama", [["20 kg", "kiilograama 20", "20 kilo", "kiiloo 20", "20kg"]], "d23", "count", "luggage allowance", "extra 15 per kg")
A("om", "lake hawassa resort kaayakii daqiiqaa 30f meeqa", [["250"]], "d24", "price", "kayak 30 min", "60 min 400")
A("om", "bidiruun gara amora gedel namoota meeqa fudhata", [["namoota 8", "8 people", "nama 8", "saddeet", "8 persons"]], "d24", "count", "boat capacity", "")
A("om", "hawaasaa resort irratti ilaalchi simbirroota guyyaa kam", [["sanbata", "saturday"], ["dilbata", "sunday"]], "d24", "date", "bird-watching days", "")
A("om", "abaya chamo resort irraa imalli bidiruu haroo abaayaa sa'aatii meeqa ka'a", [["15:00", "3:00 pm", "3 pm", "9:00 ሰዓት", "sa'aatii 9", "3pm"]], "d01", "time", "Abaya boat departure", "Chamo 07:30")
A("om", "kaardiin yoon kaffale dabalataa meeqa", [["3%", "harka 3", "3 percent", "%3", "dhibbeentaa 3"]], "d09", "price", "card surcharge", "")
A("om", "kazanchis business hotel sim kaardii safaricom meeqa", [["30 birr", "30 qarshii", "qarshii 30", "30 etb", "birr 30"]], "d06", "price", "Safaricom SIM price", "10 GB is 450")
A("om", "sodere deemuuf sa'aatii meeqa dura galmaa'uu qaba", [["12:00", "6:00 ሰዓት", "sa'aatii 6", "12 pm", "noon", "guyyaa walakkaa"]], "d17", "time", "Sodere booking cutoff", "")
A("om", "daawwannaan aksum heritage tour namaaf meeqa", [["1,300", "1300"]], "d10", "price", "Axum tour price", "museum extra")
A("om", "hospitaalli piassa heritage inn bira jiru isa kami", [["ጥቁር አንበሳ", "tikur anbessa", "black lion", "tikur anbesa", "xiqur anbessaa", "tikur anbassa"]], "d16", "place", "nearest hospital", "")
A("om", "nazret garden hotel kutaan gatii xiqqaa qabu halkan tokkoof meeqa", [["2,600", "2600"]], "catalogue", "price", "Nazret Garden cheapest room", "", {"kind": "literal", "hotel": "Nazret Garden Hotel"})
A("om", "kazanchis business hotel urjii meeqa qaba", [["4-star", "urjii 4", "4 star", "urjii afur", "4 stars"]], "catalogue", "count", "Kazanchis stars", "", {"kind": "literal", "hotel": "Kazanchis Business Hotel"})
A("om", "bishooftuu keessa hoteelli isin qabdan jiraa", [NOH_OM], "catalogue", "yes_no", "no hotels in Bishoftu", "Bishoftu not in destinations", {"kind": "no_city", "city": "Bishoftu"})
A("om", "lake hawassa resort sa'aatii meeqatti kutaa gadi lakkisna", [["12:00", "12 pm", "sa'aatii 6", "noon", "guyyaa walakkaa"]], "catalogue", "time", "Lake Hawassa check-out", "", {"kind": "literal", "hotel": "Lake Hawassa Resort & Spa"})
A("om", "harla palace hotel sa'aatii meeqa galmoofna", [T14], "catalogue", "time", "Harla Palace check-in", "", {"kind": "literal", "hotel": "Harla Palace Hotel"})
A("om", "rift valley conference hotel spaa fi giddugala qaama jabeessuu qabaa", [["spa", "spaa"], ["gym", "qaama jabeessuu", "fitness"]], "catalogue", "yes_no", "Rift Valley spa and gym", "", {"kind": "has_amenity", "hotel": "Rift Valley Conference Hotel", "codes": ["spa", "gym"]})
U("om", "bole skyline irraa gara adaamaatti geejjibni meeqa", "price", "transfer to Adama", "airport transfer only", ["Adaama", "Adama"], ["d03", "d18"])
U("om", "haroo hawaasaa irratti qurxummii qabuuf (fishing) meeqa", "price", "fishing Hawassa", "", ["fishing", "qurxummii qabuu", "qurxummii qabachuu"], ["d07", "d24"])
U("om", "harla palace koota (suit) dry clean gochuun meeqa", "price", "suit dry cleaning", "", ["koota", "suit", "dry"], ["d21"])
U("om", "adama palm inn yeroo ba'uu dheereffachuuf kaffaltiin meeqa", "price", "late checkout Adama Palm Inn", "", ["late check", "turee ba'uu", "boodaan ba'uu", "dheereffachuu"], ["d22"])
U("om", "baaburaan daa'imaaf tikeetiin meeqa", "price", "child train fare", "only adult fares", ["daa'im", "child"], ["d23"])
U("om", "lake hawassa resort dhiibbaa qaamaa (massage) meeqa", "price", "massage Lake Hawassa", "massage menu belongs to Entoto Grand", ["massage", "dhiibbaa"], ["d07", "d24"])
U("om", "rift valley conference hotel yeroo irreechaa gatiin kutaa ni dabalaa, harka meeqa?", "price", "Irreecha room supplement", "", ["supplement", "harka", "dabalataa kutaa"], ["d19"])
U("om", "dirree dawaa irraa gara harar konkolaataa dhuunfaa meeqa", "price", "private car to Harar", "only shared day trip", ["private", "dhuunfaa"], ["d08"])
U("om", "abaya chamo resort irraa gara konsoo imalli jiraa gatiin meeqa", "price", "Konso trip", "", ["Konso", "ኮንሶ"])
U("om", "mekelle irraa gara dallol imalli meeqa", "price", "Danakil trip", "", ["Danakil", "Dallol", "ዳሎል"])
U("om", "entoto spa massage daqiiqaa 45 meeqa", "price", "45-min massage", "only 30 and 60 min", ["45 min"], ["d02"])
U("om", "kazanchis business hotel kutaa walgahii namoota 50 meeqa", "price", "meeting room for 50", "boardroom is for 20", ["50 people", "for 50"], ["d06"])
U("om", "fasil castle view irbaata ketera daa'imaaf meeqa", "price", "Ketera dinner child price", "", ["child", "children"], ["d04"])
U("om", "lake tana shore irraa gara gorgoraa imala meeqa", "price", "Gorgora trip", "", ["Gorgora", "ጎርጎራ"])
U("om", "railway station hotel irraa baaburri gara jibuutii meeqa", "price", "train to Djibouti", "only to Addis", ["gara Jibuutii", "to Djibouti", "Djibouti"], ["d23"])

# ======================= TIGRINYA =======================
A("ti", "ናይ ኣሸንዳ ባህላዊ ምሸት መእተዊ ክንደይ እዩ", [["500"]], "d25", "price", "Ashenda night entry", "child 250")
A("ti", "ናይ ኣሸንዳ ምሸት ንቆልዓ 8 ዓመት ክንደይ", [["250"]], "d25", "price", "Ashenda night child", "")
A("ti", "ዑደት ገርዓልታ ሰዓት ክንደይ ይብገስ", [["06:00", "6:00 am", "6 am", "ሰዓት 12", "12 ለይቲ"]], "d26", "time", "Gheralta tour departure", "returns 19:00")
A("ti", "ናብ ኣቡነ የማታ ምድያብ ክንደይ ግዜ ይወስድ", [["45 ደቒቕ", "45 min", "45 minutes", "45 ደቂቃ"]], "d26", "duration", "Abuna Yemata climb", "drive 3 hours")
A("ti", "ብሽክለታ ንምሉእ መዓልቲ ክንደይ", [["450"]], "d27", "price", "bike rental day", "hour 100")
A("ti", "ካብ ሆቴል ኦቤሊስክ ፓርክ ናብ መዕርፎ ነፈርቲ ብሕታዊ መኪና ክንደይ", [["1,200", "1200"]], "d27", "price", "private airport car Axum", "shared 500")
A("ti", "ሓዲር ጽዮን ኣብ ኣኽሱም ብፈረንጂ መዓስ እዩ", [["november 30", "30 november", "nov 30", "hidar 21", "ሕዳር 21", "ሓዲር 21", "ኖቬምበር 30"]], "d10", "date", "Hidar Tsion date", "")
A("ti", "ኣብ ዓባያ ጫሞ ሪዞርት ጀልባ ጫሞ ንዓቢ ሰብ ክንደይ", [["1,450", "1450"]], "d01", "price", "Chamo adult price", "child 700")
A("ti", "ሆቴል እንዳ የሱስ ሂል ቼክ ኣውት ሰዓት ክንደይ", [["11:00", "11 am", "11:00 am", "ሰዓት 5", "5 ሰዓት"]], "catalogue", "time", "Enda Yesus Hill check-out", "", {"kind": "literal", "hotel": "Enda Yesus Hill Hotel"})
U("ti", "ካብ ሮማናት ስኩዌር ናብ ውቕሮ ጨርቆስ ዑደት ክንደይ", "price", "Wukro Cherkos tour", "only Gheralta documented", ["ውቕሮ", "ውቅሮ", "Wukro"])
U("ti", "ኣብ ኣሸንዳ ሆቴል ናብ ዓዲግራት ኣውቶቡስ ኣለዎ ድዩ", "yes_no", "Adigrat bus", "", ["ዓዲግራት", "Adigrat"])

# ======================= AMHARIC IN LATIN LETTERS =======================
A("am-latn", "tana gedamat jelba sint seat yinesal?", [["08:00", "8:00 am", "8 am", "2:00 ሰዓት", "ጠዋት 2", "tewat 2"]], "d11", "time", "Tana boat departure", "")
A("am-latn", "papyrus garden shiro wet sint new", [["180"]], "d13", "price", "shiro price", "")
A("am-latn", "cmc pool sint seat yizegal", [["19:00", "7 pm", "7:00 pm", "ምሽቱ 1", "mishitu 1", "1:00 ሰዓት"]], "d15", "time", "CMC pool closing", "gym 22:00")
A("am-latn", "lalibela gena lay bitinish sint lelit meyaz alebign", [["3 ሌሊት", "3 nights", "sost lelit", "ሶስት ሌሊት", "3 lelit", "three nights"]], "d14", "count", "Genna minimum stay", "")
A("am-latn", "piassa heritage hakim wede kifl kemeta ken lay sint new", [["800"]], "d16", "price", "day doctor visit", "night 1,200")
A("am-latn", "sodere minibus sint seat yinesal", [["10:00", "4:00 ሰዓት", "10 am", "ረፋድ 4"], ["14:00", "2 pm", "2:00 pm", "8:00 ሰዓት", "ከሰዓት በኋላ 8"]], "d17", "time", "Sodere minibus times", "")
A("am-latn", "lalibela yemrehanna kristos mekina sint new", [["2,800", "2800"]], "d05", "price", "Yemrehanna 4x4", "mule 800")
A("am-latn", "debre markos hotel alachihu?", [["no hotel", "ሆቴል የለም", "hotel yelem", "ሆቴል የለንም", "hotel yelenim", "ሆቴሎች የሉም", "ምንም ሆቴል", "hotel yelenm", "ሆቴል አልተገኘም"]], "catalogue", "yes_no", "no hotels in Debre Markos", "", {"kind": "no_city", "city": "Debre Markos"})
U("am-latn", "bahir dar palm inn bisiklet kiray sint new", "price", "bike rental Bahir Dar Palm Inn", "bike rental only at Obelisk Park Axum", ["Bahir Dar Palm", "ባሕር ዳር ፓልም"])
U("am-latn", "cmc spa massage waga sint new", "price", "CMC massage", "no spa in CMC doc", ["massage", "ማሳጅ", "ማሸት"], ["d15"])

def main():
    docs = json.load(open(os.path.join(BASE, "documents.json"), encoding="utf-8"))
    by_id = {d["id"]: d for d in docs}
    holders = {}
    for d in docs:
        holders.setdefault(d["url"], []).append(d["lang"])
    out, checks = [], {}
    for i, q in enumerate(Q, 1):
        qid = "q%03d" % i
        src = q["source_doc"]
        if src and src != "catalogue":
            base = "am" if q["lang"] == "am-latn" else q["lang"]
            cl = base not in holders[by_id[src]["url"]]
        else:
            cl = False
        rec = {"id": qid}
        rec.update(q)
        rec["cross_lingual"] = cl
        out.append(rec)
        if i in CHECKS:
            checks[qid] = CHECKS[i]
    json.dump(out, open(os.path.join(BASE, "questions.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    json.dump(checks, open(os.path.join(BASE, "checks.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    print(len(out), "questions;", sum(r["cross_lingual"] for r in out), "cross-lingual")

if __name__ == "__main__":
    main()
