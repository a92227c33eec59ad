#!/usr/bin/env python3
"""Build questions.json (and checks.json, the private metadata used by validate.py).
Standard library only."""
import json, os

Q = []
CHECKS = {}


def _add(lang, question, answerable, expected, src, typ, subject, note, cross, check):
    qid = "q%03d" % (len(Q) + 1)
    Q.append({"id": qid, "lang": lang, "question": question, "answerable": answerable,
              "expected": expected, "source_doc": src, "asked_type": typ,
              "subject": subject, "note": note, "cross_lingual": cross})
    if check:
        CHECKS[qid] = check


def A(lang, question, expected, src, typ, subject, note, cross=False, hotel=None, city=None):
    check = {}
    if hotel:
        check["hotel"] = hotel
    if city:
        check["absent_city"] = city
    _add(lang, question, True, expected, src, typ, subject, note, cross, check)


def U(lang, question, typ, subject, note, absent, scope=None):
    """absent: terms that must not occur (case-insensitive) in the documents of scope
    (list of doc ids; None = every document) nor in any distractor."""
    _add(lang, question, False, [], None, typ, subject, note, False,
         {"absent": absent, "scope": scope})


# common alternative groups
def num(*forms):
    return list(forms)


NOHOTEL_EN = ["no hotel", "no hotels", "don't have any", "do not have any", "not have any",
              "aren't any", "are no ", "isn't in", "is not in", "not listed", "couldn't find",
              "could not find", "not available", "no listed", "none", "not currently"]
NOHOTEL_AM = ["ሆቴል የለም", "ሆቴሎች የሉም", "ሆቴል የለንም", "ሆቴሎች የለንም", "አልተገኘም", "አልተገኙም",
              "አልተመዘገበም", "አይገኝም", "አይገኙም", "የሉንም", "no hotel", "not listed"]
NOHOTEL_OM = ["hin jiru", "hin jiran", "hin argamne", "hin argamu", "hin argaman", "hin qabnu",
              "hin galmoofne", "hoteelli hin", "no hotel", "not listed"]
NOHOTEL_TI = ["የለን", "የለናን", "ኣይተረኽበን", "ኣይርከብን", "ኣይርከባን", "ሆቴል የለን", "no hotel",
              "not listed"]

# ====================================================================== ENGLISH
L = "en"
# catalogue
A(L, "what time is check out at entoto grand hotel?", [["12:00", "12 pm", "12pm", "noon", "midday", "12:00 pm"]],
  "catalogue", "time", "check-out Entoto Grand Hotel", "one of only two hotels with 12:00 check-out (others 11:00)", hotel="Entoto Grand Hotel")
A(L, "earliest i can check in at papyrus garden hotel bahir dar?", [["14:00", "2 pm", "2pm", "2:00 pm", "2:00pm"]],
  "catalogue", "time", "check-in Papyrus Garden Hotel", "catalogue policy", hotel="Papyrus Garden Hotel")
A(L, "cheapest room per night at goha hill hotel in gondar", [["4,200", "4200"]],
  "catalogue", "price", "cheapest room Goha Hill Hotel", "Executive Queen 4200; Family Suite 5200 is the trap", hotel="Goha Hill Hotel")
A(L, "how many stars is forty springs lodge", [["4-star", "4 star", "four star", "four-star", "4 stars", "four stars"]],
  "catalogue", "count", "star rating Forty Springs Lodge", "catalogue stars", hotel="Forty Springs Lodge")
A(L, "any hotels in jimma on marefiya? going there next month", [NOHOTEL_EN],
  "catalogue", "yes_no", "hotels in Jimma", "Jimma is not among the destinations", city="Jimma")
A(L, "does tabor hill hotel have a swimming pool and wifi?", [["pool", "swimming"], ["wi-fi", "wifi"]],
  "catalogue", "yes_no", "amenities Tabor Hill Hotel", "Tabor Hill Hotel lists both", hotel="Tabor Hill Hotel")
# d01
A(L, "how much is the zege boat tour for my 9 year old?", [["800"]], "d01", "price",
  "Zege Peninsula tour child price", "adult 1,450 is the trap")
A(L, "what time do the monastery boats leave from lake tana shore resort", [["07:30", "7:30 am", "7:30am", "1:30 in the morning"]],
  "d01", "time", "Lake Tana monastery boat departure", "Ethiopian clock 1:30 also stated")
A(L, "we are 7 friends, how much to hire a private boat on lake tana from the resort?", [["9,500", "9500"]],
  "d01", "price", "private boat hire Lake Tana", "per group, not per person")
# d02
A(L, "price for the 90 min highland massage at rock hewn lodge?", [["2,600", "2600"]], "d02", "price",
  "Lasta Highland Massage 90 min", "60 min 1,800 is the trap")
A(L, "until when is the spa open at rock-hewn heritage lodge", [["21:00", "9 pm", "9pm", "9:00 pm", "9:00pm", "3 at night"]],
  "d02", "time", "Lasta Spa closing time", "last treatment 20:00 is the trap")
A(L, "how long does the coffee body scrub take in the lalibela lodge spa", [["45 min", "45-minute", "45 minute", "forty-five"]],
  "d02", "duration", "Buna Body Scrub duration", "foot ritual is 30 min")
# d03
A(L, "how much is a minivan from bole airport to entoto grand, we're 6", [["2,100", "2100"]], "d03", "price",
  "minivan airport transfer Entoto Grand", "sedan 1,200 is for up to 3")
A(L, "if my flight is late how long does the entoto grand driver wait for free", [["60 min", "60-minute", "one hour", "1 hour", "an hour", "sixty minutes"]],
  "d03", "duration", "free waiting time airport transfer", "45 min rush-hour figure is the trap")
A(L, "whatsapp number to send my flight details for entoto grand pickup?", [["911 402 318", "911402318", "0911 402 318", "0911402318"]],
  "d03", "contact", "airport transfer WhatsApp number", "")
A(L, "landing at 1am, is there an extra charge for the airport car at entoto grand", [["300"]], "d03", "price",
  "night supplement airport transfer", "22:00-06:00 supplement")
# d04
A(L, "when exactly is timket in gondar next year", [["19 january", "january 19", "jan 19", "19 jan", "tir 11", "ter 11", "19th of january", "january 19th"]],
  "d04", "date", "Timket 2027 date", "eve Ketera 18 January is the trap")
A(L, "what time does the hotel bus go to fasilides bath on timket morning?", [["05:00", "5:00 am", "5 am", "5am", "5:00am", "11 at night"]],
  "d04", "time", "Timket minibus departure", "water blessing 07:00 is the trap")
A(L, "fasil castle view timket package price if i want a room alone", [["19,800", "19800"]], "d04", "price",
  "Timket package single room", "shared double 14,500 is the trap")
A(L, "by when do i need to pay the timket package", [["20 december", "december 20", "dec 20", "20 dec", "tahsas 11", "december 20th"]],
  "d04", "date", "Timket package payment deadline", "")
A(L, "where do the tabots go on the eve of timket in gondar", [["fasilides", "fasil"]], "d04", "place",
  "Timket procession destination", "")
# d05
A(L, "sodere entrance for adults on a sunday?", [["200"]], "d05", "price",
  "Sodere entry adult weekend", "weekday 150 and child 80 are traps")
A(L, "what time does the sodere minibus head back to adama", [["17:00", "5 pm", "5pm", "5:00 pm", "5:00pm", "11 in the afternoon"]],
  "d05", "time", "Sodere return departure", "outbound 08:00 is the trap")
A(L, "which day is there no sodere trip from nazret garden hotel?", [["tuesday"]], "d05", "date",
  "Sodere trip day off", "")
# d06
A(L, "faster internet for a whole week at kazanchis business hotel how much", [["1,500", "1500"]], "d06", "price",
  "premium Wi-Fi weekly price", "daily 300 is the trap")
A(L, "need the boardroom at kazanchis for 2 hours, price per hour?", [["2,400", "2400"]], "d06", "price",
  "boardroom hourly price", "small room 900 is the trap")
A(L, "business centre hours kazanchis?", [["07:00", "7 am", "7am", "7:00 am", "7:00am"], ["22:00", "10 pm", "10pm", "10:00 pm", "10:00pm"]],
  "d06", "time", "business centre opening hours", "IT desk 07:00-23:00 is the trap")
# d07
A(L, "nechisar game drive from forty springs, how much?", [["6,500", "6500"]], "d07", "price",
  "Nechisar game drive price", "per vehicle up to 5")
A(L, "how long is the crocodile market boat trip on lake chamo", [["2 hours", "two hours", "2-hour", "2 hrs", "2 hour"]],
  "d07", "duration", "Lake Chamo boat trip duration", "game drive 4 hours is the trap")
A(L, "im ethiopian, what do i pay to enter nechisar park", [["100 birr", "100 br", "100 etb", "etb 100", "birr 100"]],
  "d07", "price", "Nechisar park entry Ethiopian citizens", "foreigners 600 is the trap")
# d08
A(L, "is there a fee if i pay by visa at meskel square residences", [["3 percent", "3%", "3 %", "three percent", "3 per cent"]],
  "d08", "price", "card payment fee", "")
A(L, "max i can take out from the atm in a day at meskel square residences", [["20,000", "20000"]], "d08", "price",
  "ATM daily limit", "per-withdrawal 10,000 is the trap")
A(L, "how much deposit do they hold per night at check in, meskel square residences", [["2,000", "2000"]], "d08", "price",
  "deposit per night", "max 10,000 is the trap")
# d09
A(L, "what date is hidar tsion in axum this year", [["30 november", "november 30", "nov 30", "30 nov", "hidar 21", "november 30th"]],
  "d09", "date", "Hidar Tsion 2026 date", "")
A(L, "can women go inside the old st mary church in axum during the festival?", [["may not", "not allowed", "cannot", "can't", "not permitted", "aren't allowed", "are not allowed"]],
  "d09", "yes_no", "women entering old church St Mary of Zion", "new cathedral is allowed")
A(L, "stelae field and museum ticket how many days is it valid", [["2 days", "two days", "2-day", "48 hours"]],
  "d09", "duration", "Stelae Field combined ticket validity", "")
# d10
A(L, "price of the 3 day simien trek if i go solo", [["24,000", "24000"]], "d10", "price",
  "Simien 3-day trek solo", "sharing 18,500 is the trap")
A(L, "simien scout how much a day", [["400"]], "d10", "price", "Simien scout fee", "mule 350 is the trap")
A(L, "what time do the cars leave simien gate lodge for debark", [["06:00", "6 am", "6am", "6:00 am", "6:00am", "12 at dawn"]],
  "d10", "time", "Simien trek vehicle departure", "")
# cross-lingual (answer only in am / om documents)
A(L, "swedish massage 90 minutes at lake hawassa resort, price?", [["2,300", "2300"]], "d11", "price",
  "Swedish massage 90 min Hawassa", "60 min 1,600 is the trap; doc in Amharic", cross=True)
A(L, "royal enclosure inn fasil ghebbi guided tour cost for our group", [["900"]], "d14", "price",
  "Fasil Ghebbi guided tour group price", "combined 1,200 is the trap; doc in Amharic", cross=True)
A(L, "sleeper ticket on the train from dire dawa to addis?", [["1,250", "1250"]], "d17", "price",
  "Dire Dawa-Addis sleeper ticket", "seat 560 is the trap; doc in Amharic", cross=True)
A(L, "wenchi crater lake trip from sarbet garden hotel per person?", [["3,800", "3800"]], "d22", "price",
  "Wenchi trip per person", "solo 5,200 is the trap; doc in Oromo", cross=True)
A(L, "what time does the hyena feeding trip leave from sabian garden hotel", [["17:30", "5:30 pm", "5:30pm", "5.30 pm", "11:30"]],
  "d24", "time", "hyena feeding trip departure", "doc in Oromo", cross=True)
# unanswerable
U(L, "how much is the boat trip to tana kirkos from lake tana shore resort?", "price", "Tana Kirkos boat trip",
  "only Zege and Dek tours documented", ["kirkos", "ቂርቆስ"])
U(L, "do they do hot stone massage at the rock hewn lodge spa? price?", "price", "hot stone massage Lalibela",
  "spa menu lacks hot stone", ["hot stone", "hot-stone", "ድንጋይ"])
U(L, "how much is a transfer from entoto grand hotel to bishoftu", "price", "transfer Entoto Grand to Bishoftu",
  "only airport transfers documented; Oromo doc has Adama-Bishoftu bus", ["bishoftu", "debre zeyit"])
U(L, "does goha hill hotel also have a timket package?", "yes_no", "Timket package Goha Hill Hotel",
  "package only at Fasil Castle View", ["goha"])
U(L, "boat ride on koka lake from nazret garden hotel, how much", "price", "Koka lake boat Adama",
  "only Sodere trip documented", ["koka", "ቆቃ"])
U(L, "can i buy a safaricom sim at kazanchis business hotel? how much", "price", "Safaricom SIM price",
  "only Ethio Telecom SIM documented", ["safaricom", "ሳፋሪኮም"])
U(L, "how much is the dorze village tour from forty springs lodge", "price", "Dorze village tour",
  "third excursion from Arba Minch not documented", ["dorze", "ዶርዜ"])
U(L, "do they take american express at meskel square residences", "yes_no", "American Express accepted",
  "only Visa/Mastercard documented", ["american express", "amex"])
U(L, "entry fee for the queen of sheba bath (mai shum) in axum?", "price", "Mai Shum entry fee",
  "only Stelae Field + museum ticket documented", ["mai shum", "may shum", "ማይ ሹም", "sheba's bath"])
U(L, "can i rent a horse for the simien trek, how much per day", "price", "horse hire Simien",
  "only mule 350 documented", ["horse", "ፈረስ", "farda"], ["d10"])
U(L, "facial treatment price at lake hawassa resort spa", "price", "facial Hawassa spa",
  "spa menu lacks facials", ["facial", "የፊት"])
U(L, "kuskuam church tour from royal enclosure inn how much", "price", "Kuskuam tour Gondar",
  "only Fasil Ghebbi and Debre Birhan Selassie documented", ["kuskuam", "qusquam", "ቁስቋም"])
U(L, "train ticket from dire dawa to djibouti price?", "price", "train to Djibouti",
  "only Dire Dawa-Addis documented", ["djibouti", "ጅቡቲ", "jibuutii"])
U(L, "babile elephant sanctuary trip from sabian garden hotel?", "price", "Babile elephant trip",
  "only Harar trips documented", ["babile", "baabilee", "ባቢሌ"])
U(L, "is there a dentist at cmc family suites", "yes_no", "dentist CMC Family Suites",
  "only doctor on call and pharmacy documented", ["dentist", "ilkaan", "ጥርስ"])

# ====================================================================== AMHARIC
L = "am"
A(L, "ሌክ ሀዋሳ ሪዞርት ኤንድ ስፓ ቼክ አውት ስንት ሰዓት ነው?", [["12:00", "ቀኑ 6 ሰዓት", "6 ሰዓት ላይ", "ስድስት ሰዓት", "12 pm", "noon"]],
  "catalogue", "time", "check-out Lake Hawassa Resort & Spa", "12:00 (6 Ethiopian time); most hotels 11:00", hotel="Lake Hawassa Resort & Spa")
A(L, "ባሕር ዳር ፓልም ኢን ስንት ሰዓት ጀምሮ መግባት ይቻላል", [["14:00", "ቀኑ 8 ሰዓት", "8 ሰዓት ላይ", "ስምንት ሰዓት", "2 pm", "2:00 pm"]],
  "catalogue", "time", "check-in Bahir Dar Palm Inn", "", hotel="Bahir Dar Palm Inn")
A(L, "ሮያል ኢንክሎዠር ኢን ጎንደር ርካሹ ክፍል ለአንድ ሌሊት ስንት ነው", [["1,260", "1260"]],
  "catalogue", "price", "cheapest room Royal Enclosure Inn", "", hotel="Royal Enclosure Inn")
A(L, "ሮክ ሄዊን ሄሪቴጅ ሎጅ ባለ ስንት ኮከብ ነው?", [["4 ኮከብ", "አራት ኮከብ", "ባለ 4", "ባለአራት", "4-star", "4 star", "four star", "4 stars"]],
  "catalogue", "count", "star rating Rock-Hewn Heritage Lodge", "", hotel="Rock-Hewn Heritage Lodge")
A(L, "ደሴ ውስጥ ሆቴል አላችሁ?", [NOHOTEL_AM], "catalogue", "yes_no", "hotels in Dessie",
  "Dessie not among destinations", city="Dessie")
A(L, "ዘጌ ፔኒንሱላ ሆቴል ምን ምን አገልግሎቶች አሉት? ዋና ገንዳና ስፓ አለው?", [["መዋኛ", "pool", "ዋና ገንዳ"], ["ስፓ", "spa"]],
  "catalogue", "yes_no", "amenities Zege Peninsula Hotel", "pool and spa listed", hotel="Zege Peninsula Hotel")
# d11
A(L, "ሀዋሳ ሪዞርት ስፓ የስዊድን ማሳጅ የአንድ ሰዓቱ ስንት ነው", [["1,600", "1600"]], "d11", "price",
  "Swedish massage 60 min Hawassa", "90 min 2,300 and couples 3,000 are traps")
A(L, "የእግር ማሸት ስንት ደቂቃ ነው በሌክ ሀዋሳ ስፓ", [["45 ደቂቃ", "45 min", "45 minutes", "አርባ አምስት"]], "d11", "duration",
  "foot massage duration Hawassa", "back massage 30 min is the trap")
A(L, "ልጄ 14 አመቱ ነው፣ ሀዋሳ ሪዞርት ስፓ ብቻውን መግባት ይችላል?", [["አይችሉም", "አይችልም", "አይፈቀድም", "ያለ ወላጅ", "cannot", "not allowed"]],
  "d11", "yes_no", "children alone in Hawassa spa", "under 16 need a parent")
A(L, "ስፓው እስከ ስንት ሰዓት ክፍት ነው ሀዋሳ ሪዞርት", [["21:00", "ምሽቱ 3 ሰዓት", "ማታ 3 ሰዓት", "9 pm", "3 ሰዓት ምሽት"]],
  "d11", "time", "Hawassa spa closing", "last treatment 20:00 is the trap")
# d12 (twin of d01)
A(L, "የደቅ ደሴት ጉብኝት ለአዋቂ ስንት ብር ነው", [["2,900", "2900"]], "d12", "price",
  "Dek Island tour adult", "child 1,600 and Zege 1,450 are traps")
A(L, "የዘጌ ጉብኝት ስንት ሰዓት ይፈጃል", [["3 ሰዓት", "ሶስት ሰዓት", "ሦስት ሰዓት", "3 hours"]], "d12", "duration",
  "Zege tour duration", "Dek 7 hours is the trap")
A(L, "የጣና ገዳማት መግቢያ ከጀልባው ዋጋ ውስጥ ተካቷል? ስንት ነው", [["300"]], "d12", "price",
  "monastery entrance fee", "not included, 300 per site")
# d13
A(L, "ደመራ በ2020 መቼ ነው? ፈረንጅኛውን ቀን ንገረኝ", [["ሴፕቴምበር 27", "september 27", "sept 27", "sep 27", "27 september", "መስከረም 16"]],
  "d13", "date", "Demera 2027 date", "Meskel is the next day")
A(L, "መስቀል አደባባይ ሬዚደንስ ሰገነት ላይ ደመራ ለማየት ለአዋቂ ስንት ነው", [["1,500", "1500"]], "d13", "price",
  "Demera terrace ticket adult", "child 750 is the trap")
A(L, "የመስቀል አደባባይ ሬዚደንስ ሰገነት ለደመራ ስንት ሰው ይይዛል", [["120"]], "d13", "count", "Demera terrace capacity", "")
A(L, "የ8 አመት ልጅ ለደመራ ሰገነት ስንት ይከፍላል", [["750"]], "d13", "price", "Demera terrace child 6-12",
  "adult 1,500 is the trap")
# d14
A(L, "የደብረ ብርሃን ሥላሴ ጉብኝት ከሮያል ኢንክሎዠር ስንት ነው ለቡድን", [["500"]], "d14", "price",
  "Debre Birhan Selassie tour group price", "entry 200 and Fasil 900 are traps")
A(L, "ሮያል ኢንክሎዠር ሁለቱንም ጉብኝቶች አንድ ላይ ብይዝ ስንት ይሆናል", [["1,200", "1200"]], "d14", "price",
  "combined Gondar tours", "")
A(L, "የከሰዓቱ ጉብኝት ስንት ሰዓት ይጀምራል ጎንደር", [["14:00", "ቀኑ 8 ሰዓት", "8 ሰዓት ላይ", "ስምንት ሰዓት", "2 pm", "2:00 pm"]],
  "d14", "time", "afternoon tour start Gondar", "morning 09:00 is the trap")
# d15
A(L, "ፒያሳ ሄሪቴጅ ኢን ክፍል ውስጥ ሲጋራ ካጨስኩ ቅጣቱ ስንት ነው", [["2,500", "2500"]], "d15", "price",
  "smoking fine Piassa Heritage Inn", "")
A(L, "ፒያሳ ሄሪቴጅ ኢን ልብሴን ጠዋት ለእጥበት ብሰጥ መቼ ይመለሳል", [["18:00", "12 ሰዓት", "አስራ ሁለት ሰዓት", "6 pm", "6:00 pm"]], "d15", "time",
  "laundry same-day return", "drop-off 09:00 is the trap")
A(L, "ጓደኛዬ እስከ ስንት ሰዓት ሊጎበኘኝ ይችላል ፒያሳ ሄሪቴጅ", [["21:00", "ምሽቱ 3 ሰዓት", "ማታ 3 ሰዓት", "ሦስት ሰዓት", "9 pm", "9:00 pm"]],
  "d15", "time", "visitor cut-off time", "quiet hours 22:00 is the trap")
# d16
A(L, "ጢስ ዓባይ መግቢያ ለልጆች ስንት ነው", [["100"]], "d16", "price", "Blue Nile Falls entry child",
  "adult 200 is the trap")
A(L, "ከብሉ ናይል ፎልስ ሎጅ ሚኒባሱ ስንት ሰዓት ይነሳል", [["08:30", "ጠዋቱ 2:30", "ጠዋት 2:30", "8:30 am", "8:30am"]], "d16", "time",
  "Tis Abay minibus departure", "return 13:00 is the trap")
A(L, "የጢስ ዓባይ ፏፏቴ ብዙ ውሃ የሚኖረው መቼ ነው", [["ሐምሌ", "ሃምሌ", "july"], ["መስከረም", "september"]], "d16", "date",
  "best season Blue Nile Falls", "")
# d17
A(L, "ከድሬ ዳዋ አዲስ አበባ ባቡር በየትኞቹ ቀናት ነው", [["ሰኞ", "monday"], ["ረቡዕ", "ረቡእ", "wednesday"], ["አርብ", "ዓርብ", "friday"]],
  "d17", "date", "train days Dire Dawa-Addis", "")
A(L, "ድሬ ዳዋ አዲስ አበባ የባቡሩ ተራ ወንበር ትኬት ስንት ነው", [["560"]], "d17", "price", "train seat ticket",
  "sleeper 1,250 is the trap")
A(L, "ከድሬ ዳዋ ባቡሩ አዲስ አበባ ለመድረስ ስንት ሰዓት ይወስዳል", [["10 ሰዓት", "አስር ሰዓት", "10 hours", "ዐሥር ሰዓት"]], "d17", "duration",
  "train travel time", "")
# cross-lingual from en/om docs
A(L, "ከቦሌ ኤርፖርት ወደ እንጦጦ ግራንድ ሆቴል ሰዳን መኪና ስንት ነው? ሁለት ነን", [["1,200", "1200"]], "d03", "price",
  "sedan airport transfer Entoto Grand", "minivan 2,100 is the trap; doc in English", cross=True)
A(L, "መስቀል አደባባይ ሬዚደንስ ያለው ኤቲኤም በአንድ ጊዜ ስንት ብር ያወጣል", [["10,000", "10000"]], "d08", "price",
  "ATM per withdrawal limit", "daily 20,000 is the trap; doc in English", cross=True)
A(L, "ሲሚን ተራራ ለውጭ ዜጋ የፓርክ መግቢያ በቀን ስንት ነው", [["1,000", "1000"]], "d10", "price",
  "Simien park entry foreigners", "doc in English", cross=True)
A(L, "ጫሞ ሐይቅ አዞ ገበያ የጀልባ ጉዞ ለአንድ ሰው ስንት ነው", [["1,100", "1100"]], "d07", "price",
  "Lake Chamo boat trip price", "minimum 4 people; doc in English", cross=True)
A(L, "የሶደሬ ሚኒባስ ከናዝሬት ጋርደን ሆቴል ስንት ሰዓት ይነሳል", [["08:00", "ጠዋቱ 2 ሰዓት", "ጠዋት 2 ሰዓት", "ሁለት ሰዓት", "8 am", "8:00 am"]], "d05", "time",
  "Sodere minibus departure", "return 17:00 is the trap; docs in English and Oromo", cross=True)
A(L, "ለኢሬቻ ከአዳማ ወደ ቢሾፍቱ የሆቴሉ አውቶቡስ ስንት ብር ነው", [["400"]], "d18", "price",
  "Irreecha bus adult", "child 200 is the trap; doc in Oromo", cross=True)
A(L, "ሲኤምሲ ፋሚሊ ስዊትስ ማታ ዶክተር ክፍል ቢመጣ ስንት ያስከፍላል", [["1,200", "1200"]], "d23", "price",
  "doctor night visit", "day 800 is the trap; doc in Oromo", cross=True)
# unanswerable
U(L, "ሀዋሳ ሪዞርት ስፓ የፊት ሕክምና (facial) ዋጋ ስንት ነው", "price", "facial Hawassa spa", "not on menu",
  ["facial", "የፊት"])
U(L, "ሀዋሳ ስፓ ላይ የጋለ ድንጋይ ማሳጅ አለ? ስንት ነው", "price", "hot stone massage Hawassa", "not on menu",
  ["hot stone", "ድንጋይ"])
U(L, "ወደ ጣና ቂርቆስ የሚሄድ ጀልባ ስንት ነው", "price", "Tana Kirkos boat", "only Zege and Dek documented",
  ["kirkos", "ቂርቆስ"])
U(L, "ለመስቀል ወደ ጋሞ ደጋ የሚሄድ ጉዞ አላችሁ? ዋጋው?", "price", "Gamo highlands Meskel trip", "not documented",
  ["ጋሞ", "gamo"])
U(L, "ሮያል ኢንክሎዠር ኢን የቁስቋም ጉብኝት ስንት ነው", "price", "Kuskuam tour", "third Gondar site not documented",
  ["kuskuam", "ቁስቋም"])
U(L, "ፒያሳ ሄሪቴጅ ብርድ ልብስ ለማሳጠብ ስንት ያስከፍላል", "price", "blanket laundry price",
  "price list lacks blankets", ["ብርድ ልብስ", "ብርድልብስ", "blanket"])
U(L, "ጢስ ዓባይ ላይ ፈረስ መጋለብ ይቻላል? ስንት ነው", "price", "horse ride Tis Abay", "not documented",
  ["ፈረስ", "horse"], ["d16", "d12", "d11", "d13", "d14", "d15", "d17"])
U(L, "ከድሬ ዳዋ ወደ ጅቡቲ ባቡር ትኬት ስንት ነው", "price", "train to Djibouti", "only Addis route",
  ["djibouti", "ጅቡቲ", "jibuutii"])
U(L, "ፋሲል ካስል ቪው የጥምቀት ፓኬጅ ለልጆች ስንት ነው", "price", "Timket package child price",
  "only adult shared/single prices", ["child", "kid", "ልጅ"], ["d04"])
U(L, "አባያ ሐይቅ ላይ የጀልባ ጉዞ ከፎርቲ ስፕሪንግስ ሎጅ ስንት ነው", "price", "Lake Abaya boat trip",
  "only Lake Chamo boat documented", ["abaya", "አባያ"])
U(L, "ሲኤምሲ ፋሚሊ ስዊትስ የጥርስ ሐኪም አለ?", "yes_no", "dentist CMC", "not documented",
  ["dentist", "ጥርስ", "ilkaan"])
U(L, "ከሳቢያን ጋርደን ሆቴል ወደ ባቢሌ ዝሆን መጠለያ ጉዞ ስንት ነው", "price", "Babile elephant trip", "not documented",
  ["babile", "baabilee", "ባቢሌ"])
U(L, "ከመቀሌ ወደ ደብረ ዳሞ የሚሄድ ጉዞ ዋጋ ስንት ነው", "price", "Debre Damo trip", "only Gheralta documented",
  ["ደብረ ዳሞ", "debre damo"])
U(L, "ከናዝሬት ጋርደን ሆቴል ወደ ወንጂ ስኳር ፋብሪካ ጉብኝት አለ?", "yes_no", "Wonji sugar factory tour", "not documented",
  ["ወንጂ", "wonji", "wonjii"])
U(L, "ሜናገሻ ደን ጉዞ ከሳርቤት ጋርደን ሆቴል ስንት ነው", "price", "Menagesha forest trip",
  "only Wenchi and Entoto documented", ["menagesha", "managashaa", "ሜናገሻ", "መናገሻ"])

# ====================================================================== OROMO
L = "om"
A(L, "Nazret Garden Hotel keessaa sa'aatii meeqatti ba'uu qabna? check out", [["11:00", "sa'aatii 5 ganama", "11 am", "11:00 am", "11am"]],
  "catalogue", "time", "check-out Nazret Garden Hotel", "", hotel="Nazret Garden Hotel")
A(L, "awash valley resort check in yoomi", [["14:00", "sa'aatii 8 guyyaa", "sa'aatii 8 waaree", "2 pm", "2:00 pm", "2pm"]],
  "catalogue", "time", "check-in Awash Valley Resort", "", hotel="Awash Valley Resort")
A(L, "Rift Valley Conference Hotel kutaan gatii xiqqaa qabu halkan tokkoof meeqa?", [["3,840", "3840"]],
  "catalogue", "price", "cheapest room Rift Valley Conference Hotel", "", hotel="Rift Valley Conference Hotel")
A(L, "sidama garden lodge urjii meeqa qaba", [["urjii 4", "urjii afur", "4 urjii", "4-star", "4 star", "four star", "4 stars"]],
  "catalogue", "count", "star rating Sidama Garden Lodge", "", hotel="Sidama Garden Lodge")
A(L, "Naqamteetti hoteela qabdu?", [NOHOTEL_OM], "catalogue", "yes_no", "hotels in Nekemte",
  "Nekemte not among destinations", city="Nekemte")
A(L, "Adama Palm Inn iddoo daakaa fi wi-fi qabaa?", [["daakaa", "pool"], ["wi-fi", "wifi"]],
  "catalogue", "yes_no", "amenities Adama Palm Inn", "both listed", hotel="Adama Palm Inn")
# d18
A(L, "awtobusiin Irreechaaf Adaamaa irraa sa'aatii meeqatti ka'a?", [["05:30", "11:30", "5:30 am", "5:30am"]], "d18", "time",
  "Irreecha bus departure", "return 14:00 is the trap")
A(L, "irreechi birraa itti aanu guyyaa kam", [["onkoloolessa 3", "3 onkoloolessa", "october 3", "3 october", "oct 3", "meskerem 22"]],
  "d18", "date", "Irreecha Birraa 2027 date", "")
A(L, "daa'ima koo waggaa 7 geejjiba irreechaaf meeqa kaffala", [["200"]], "d18", "price",
  "Irreecha bus child", "adult 400 is the trap")
A(L, "Irreechaaf uffata aadaa rift valley hotel irraa kireeffachuun meeqa?", [["300"]], "d18", "price", "traditional clothes rental", "")
# d19 (twin of d05)
A(L, "Sodareetti kutaa bishaan ho'aa dhuunfaa sa'aatii tokkoof meeqa", [["500"]], "d19", "price",
  "private thermal cabin", "")
A(L, "seensi sodaree guyyaa hojii namoota gurguddoof meeqa", [["150"]], "d19", "price",
  "Sodere entry adult weekday", "weekend 200 is the trap")
A(L, "Adaamaa irraa Sodaree geessuuf daqiiqaa meeqa fudhata", [["40 daqiiqaa", "daqiiqaa 40", "40 min", "40 minutes"]],
  "d19", "duration", "drive time to Sodere", "")
# d20
A(L, "deemsi gabaa qurxummii hawaasaa sa'aatii meeqa ka'a", [["06:30", "12:30", "6:30 am", "6:30am"]], "d20", "time",
  "fish market walk start", "Tabor hike 16:00 is the trap")
A(L, "tulluu taaboor ol ba'uuf daa'imaaf meeqa", [["250"]], "d20", "price", "Tabor hike child", "adult 450 is the trap")
A(L, "sidama garden lodge gabaa qurxummii fi taaboor lamaan guyyaa tokkotti yoo qabanne meeqa kaffalla?", [["650"]], "d20", "price",
  "combined Hawassa activities", "")
# d21
A(L, "awash valley resort irbaatni buufee meeqa", [["850"]], "d21", "price", "dinner buffet price",
  "breakfast 450 is the trap")
A(L, "ancooteen meeqa mana nyaataa awash valley", [["280"]], "d21", "price", "ancootee price", "marqaa 220 is the trap")
A(L, "awash valley resort nyaanni kutaatti hanga sa'aatii meeqaatti dhiyaata", [["23:00", "sa'aatii 5 halkan", "11 pm", "11:00 pm", "11pm"]],
  "d21", "time", "room service end", "")
# d22
A(L, "imala wancii kophaa koo yoo deeme meeqa", [["5,200", "5200"]], "d22", "price", "Wenchi trip solo",
  "3,800 per person for 2+ is the trap")
A(L, "paarkii entootoo imalli sa'aatii meeqa fudhata", [["sa'aatii 4", "4 hours", "4 sa'aatii", "sa'aatii afur"]],
  "d22", "duration", "Entoto park trip duration", "Wenchi drive 3 hours is the trap")
A(L, "wancii haroo bira gadi bu'uuf farda meeqa", [["300"]], "d22", "price", "Wenchi horse ride",
  "guide 200 is the trap")
# d23
A(L, "doktarri guyyaa kutaatti yoo dhufe meeqa kaffala cmc", [["800"]], "d23", "price",
  "doctor day visit CMC", "night 1,200 is the trap")
A(L, "farmaasiin cmc family suites yoom banaa dha", [["08:00", "8 am", "sa'aatii 2 ganama", "8:00 am"], ["20:00", "8 pm", "8:00 pm"]],
  "d23", "time", "pharmacy hours CMC", "")
A(L, "cmc family suites irraa ambulaansii barbaaduuf lakkoofsa bilbilaa kam", [["667 3030", "6673030", "11 667 3030"]], "d23", "contact",
  "ambulance number", "")
# d24
A(L, "deemsa juguul meeqa nama tokkoof", [["1,300", "1300"]], "d24", "price", "Jugol walk price",
  "hyena 1,900 and combined 2,900 are traps")
A(L, "dirree dhawaa irraa harar kiiloomeetira meeqa", [["55 km", "kiiloomeetira 55", "55 kilo", "55km"]],
  "d24", "count", "Dire Dawa-Harar distance", "")
A(L, "ijoolleen koo 10 waraabessa nyaachisuu ni danda'uu", [["hin hayyamamne", "hin hayyamamu", "hin danda'an", "not allowed"]],
  "d24", "yes_no", "children feeding hyenas", "under 12 not allowed")
# cross-lingual
A(L, "Lalibelaa rock hewn lodge keessatti dhiibbaan daqiiqaa 60 meeqa", [["1,800", "1800"]], "d02", "price",
  "Highland Massage 60 min", "90 min 2,600 is the trap; doc in English", cross=True)
A(L, "nechisar game drive sa'aatii meeqatti ka'a", [["06:30", "12:30", "6:30 am", "6:30am"]], "d07", "time",
  "Nechisar game drive departure", "doc in English", cross=True)
A(L, "meskel square residences kaardiin yoon kaffale dabalataan meeqa", [["3%", "3 %", "3 percent", "dhibbeentaa 3", "%3"]], "d08", "price",
  "card payment fee", "doc in English", cross=True)
A(L, "hawaasaa resort spa keessatti miila dhiibuun meeqa", [["750"]], "d11", "price",
  "foot massage Hawassa", "back massage 900 is the trap; doc in Amharic", cross=True)
A(L, "ayyaanni masqalaa 2027 guyyaa kam", [["september 28", "28 september", "sept 28", "sep 28", "fulbaana 28", "28 fulbaana", "መስከረም 17", "ሴፕቴምበር 28"]],
  "d13", "date", "Meskel 2027 date", "Demera Sept 27 is the trap; doc in Amharic", cross=True)
A(L, "Bahir Daar irraa bishaan dhangala'aa abbayyaa deemuuf minibasiin meeqa", [["300"]], "d16", "price",
  "Tis Abay minibus fare", "entry 200 is the trap; doc in Amharic", cross=True)
A(L, "lake tana shore resort irraa imala odoola Dek namoota gurguddoof meeqa", [["2,900", "2900"]], "d01", "price",
  "Dek Island tour adult", "docs in English and Amharic", cross=True)
# unanswerable
U(L, "Irreecha Tulluutiif geejjibni hoteelaa jiraa? gatii isaa", "price", "Irreecha Tulluu shuttle",
  "only Irreecha Birraa documented", ["tulluu", "tullu"], ["d18"])
U(L, "nazret garden hotel irraa laangaanoo deemuun meeqa", "price", "Langano trip from Adama",
  "only Sodere documented", ["langano", "laangaanoo", "ላንጋኖ"])
U(L, "sidama garden lodge irraa burqaa ho'aa wondo genet imalli jiraa", "price", "Wondo Genet trip",
  "only fish market and Tabor documented", ["wondo", "wandoo", "ወንዶ ገነት"])
U(L, "kitfoon meeqa awash valley resort", "price", "kitfo price", "menu lacks kitfo",
  ["kitfo", "kitfoo", "ክትፎ"])
U(L, "sarbet garden hotel irraa bosona managashaa imalli meeqa", "price", "Menagesha forest trip",
  "not documented", ["menagesha", "managashaa", "ሜናገሻ", "መናገሻ"])
U(L, "cmc family suites doktara ilkaanii qabduu", "yes_no", "dentist CMC", "not documented",
  ["dentist", "ilkaan", "ጥርስ"])
U(L, "baabilee arbootaa ilaaluuf sabian garden irraa imalli meeqa", "price", "Babile elephant trip",
  "not documented", ["babile", "baabilee", "ባቢሌ"])
U(L, "imala wanciitiif daa'imni meeqa kaffala", "price", "Wenchi trip child price",
  "only per person and solo prices", ["daa'im", "ijoollee", "child"], ["d22"])
U(L, "harar keessatti mana rimbaud seenuuf meeqa", "price", "Rimbaud house entry", "not documented",
  ["rimbaud", "ራምቦ"])
U(L, "fichee chambalaalaa hawaasaatti sidama garden lodge sagantaa qabaa", "yes_no", "Fichee Chambalaalaa programme",
  "not documented", ["fichee", "fiche", "chambalaalaa", "ፊቼ"])
U(L, "rock hewn lodge lalibelaa dhiibbaa dhagaa ho'aa qabduu", "price", "hot stone massage Lalibela",
  "not on menu", ["hot stone", "dhagaa ho'aa", "ድንጋይ"])
U(L, "simien keessatti farda guyyaatti meeqa kireeffatama", "price", "horse hire Simien", "only mule documented",
  ["horse", "farda", "ፈረስ"], ["d10"])
U(L, "cmc family suites talaallii yellow fever ni kennituu", "yes_no", "yellow fever vaccine", "not documented",
  ["talaallii", "vaccine", "yellow fever", "ክትባት"])
U(L, "dirree dhawaa irraa jibuutii baaburaan meeqa", "price", "train to Djibouti", "not documented",
  ["djibouti", "jibuutii", "ጅቡቲ"])
U(L, "entootoo maaryaam seenuuf meeqa kaffalama", "price", "Entoto Maryam church entry",
  "Entoto park trip only", ["maaryaam", "maryam", "mariam", "ማርያም"], ["d22"])

# ====================================================================== TIGRINYA
L = "ti"
A(L, "ሃወልቲ ፕላዛ ሆቴል ቼክ ኢን ሰዓት ክንደይ እዩ", [["14:00", "ሰዓት 2 ድሕሪ ቀትሪ", "2 pm", "2:00 pm"]],
  "catalogue", "time", "check-in Hawelti Plaza Hotel", "", hotel="Hawelti Plaza Hotel")
A(L, "ኣብ ዓዲግራት ሆቴል ኣለኩም ድዩ", [NOHOTEL_TI], "catalogue", "yes_no", "hotels in Adigrat",
  "Adigrat not among destinations", city="Adigrat")
A(L, "ሕዳር ጽዮን ኣብ ኣኽሱም ብፈረንጂ ዕለት መዓስ እዩ", [["30 ኖቬምበር", "ኖቬምበር 30", "30 november", "november 30", "nov 30", "ሕዳር 21"]],
  "d25", "date", "Hidar Tsion 2026 date", "")
A(L, "ናብ ማርያም ጽዮን ዝኸይድ ናይ ሆቴል መጓዓዝያ ሰዓት ክንደይ ይብገስ", [["05:30", "11:30", "5:30 am", "5:30am"]],
  "d25", "time", "Hidar Tsion shuttle departure", "procession 08:00 is the trap")
A(L, "ካብ ሮማናት ስኩዌር ናብ ገርዓልታ 4x4 መኪና ክራይ ክንደይ እዩ", [["7,500", "7500"]], "d26", "price",
  "4x4 hire Gheralta", "minibus 11,000 is the trap")
A(L, "መራሕ መገዲ ገርዓልታ ክንደይ ይኽፈል", [["600"]], "d26", "price", "Gheralta guide fee",
  "church entry 300 is the trap")
A(L, "ምሸት ኣሸንዳ ምስ ድራር ክንደይ እዩ", [["900"]], "d27", "price", "Ashenda show with dinner",
  "show only 500 is the trap")
A(L, "ክዳን ኣሸንዳ ንመዓልቲ ክንደይ ይካረ", [["350"]], "d27", "price", "Ashenda dress rental", "")
A(L, "ጥምቀት ኣብ ጎንደር ብ2027 መዓስ እዩ", [["19 january", "january 19", "jan 19", "ጥሪ 11", "ጥር 11", "19 ጥሪ", "ጃንዋሪ 19", "tir 11"]],
  "d04", "date", "Timket 2027 Gondar", "Ketera 18 Jan is the trap; doc in English", cross=True)
U(L, "ካብ መቐለ ናብ ደብረ ዳሞ ዝኸይድ ጉዕዞ ክንደይ እዩ", "price", "Debre Damo trip",
  "only Gheralta documented", ["ደብረ ዳሞ", "debre damo"])
U(L, "ኣብ ጥምቀት ሆቴል እንዳ የሱስ ሂል ፍሉይ ምሸት ኣለዎ ድዩ", "yes_no", "Timket event Enda Yesus Hill",
  "only Ashenda documented", ["ጥምቀት", "timket"], ["d27"])

# ====================================================================== AMHARIC IN LATIN LETTERS
L = "am-latn"
A(L, "bahir dar palm inn rkash kifil sint new", [["1,260", "1260"]], "catalogue", "price",
  "cheapest room Bahir Dar Palm Inn", "", hotel="Bahir Dar Palm Inn")
A(L, "entoto grand hotel check out sint seat new", [["12:00", "ቀኑ 6 ሰዓት", "ken 6 seat", "6 seat lay", "12 pm", "noon", "midday"]],
  "catalogue", "time", "check-out Entoto Grand Hotel", "", hotel="Entoto Grand Hotel")
A(L, "hawassa resort spa swedish massage le and seat sint birr new", [["1,600", "1600"]], "d11", "price",
  "Swedish massage 60 min Hawassa", "90 min 2,300 is the trap")
A(L, "demera lemayet meskel square residences lay le tilik sew sint new", [["1,500", "1500"]], "d13", "price",
  "Demera terrace adult", "child 750 is the trap")
A(L, "royal enclosure inn gondar ye tewatu gubignit be sint seat yijemral", [["09:00", "ጠዋቱ 3 ሰዓት", "ሦስት ሰዓት", "9 am", "9:00 am", "tewatu 3 seat", "3 seat lay"]],
  "d14", "time", "morning tour start Gondar", "afternoon 14:00 is the trap")
A(L, "piassa heritage inn kifil wist sigara bachesh kitatu sint new", [["2,500", "2500"]], "d15", "price",
  "smoking fine", "")
A(L, "tis abay fwafwate megbiya letlik sew sint new", [["200"]], "d16", "price", "Blue Nile Falls entry adult",
  "child 100 is the trap")
A(L, "dire dawa addis babur sleeper tiket sint new", [["1,250", "1250"]], "d17", "price",
  "train sleeper ticket", "seat 560 is the trap")
U(L, "royal enclosure inn yekuskuam gubignit sint new", "price", "Kuskuam tour", "not documented",
  ["kuskuam", "ቁስቋም"])
U(L, "piassa heritage bird libs lemaatsheb sint yaskeflal", "price", "blanket laundry", "not documented",
  ["ብርድ ልብስ", "ብርድልብስ", "blanket"])


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    with open(os.path.join(root, "questions.json"), "w", encoding="utf-8") as f:
        json.dump(Q, f, ensure_ascii=False, indent=1)
    with open(os.path.join(root, "checks.json"), "w", encoding="utf-8") as f:
        json.dump(CHECKS, f, ensure_ascii=False, indent=1)
    from collections import Counter
    c = Counter((q["lang"], q["answerable"]) for q in Q)
    for k in sorted(c):
        print(k, c[k])
    print("cross-lingual:", sum(q["cross_lingual"] for q in Q), "total:", len(Q))


if __name__ == "__main__":
    main()
