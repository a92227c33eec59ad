#!/usr/bin/env python3
"""Writes ../questions.json and ../unanswerable_checks.json.
Questions are written from the guest's side. cross_lingual is computed from documents.json
(question language, with am-latn counted as am, differs from the source document's language
and from the language of its translation twin)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")


# ------------------------------------------------------------------ helpers for alternatives
def B(n):
    """money amount: 4+ digits bare (with/without comma); 3 digits and fewer always with a unit"""
    s = "{:,}".format(n)
    p = str(n)
    if n >= 1000:
        return [s, p, s.replace(",", " ")]
    return [p + " birr", p + " ብር", "qarshii " + p, p + " qarshii", "etb " + p, p + " etb",
            "br " + p, "birr " + p, p + " br", p + "birr", p + "ብር"]


def T(hh, mm=0, *et):
    """24-hour clock time plus 12-hour forms and any Ethiopian-clock forms given"""
    out = ["%02d:%02d" % (hh, mm)]
    h12 = hh % 12 or 12
    suf = "am" if hh < 12 else "pm"
    if True:
        out += ["%d:%02d %s" % (h12, mm, suf), "%d:%02d%s" % (h12, mm, suf),
                "%d:%02d %s" % (h12, mm, ".".join(suf) + ".")]
    if mm == 0:
        out += ["%d %s" % (h12, suf), "%d%s" % (h12, suf), "%d %s" % (h12, ".".join(suf) + ".")]
    return out + list(et)


Q = []
UNCHK = {}


def A(lang, q, expected, src, typ, subject, note=""):
    Q.append({"lang": lang, "question": q, "answerable": True, "expected": expected, "source_doc": src,
              "asked_type": typ, "subject": subject, "note": note})


def U(lang, q, typ, subject, note, checks):
    Q.append({"lang": lang, "question": q, "answerable": False, "expected": [], "source_doc": None,
              "asked_type": typ, "subject": subject, "note": note, "_checks": checks})


# =================================================================== ENGLISH
# catalogue (6)
A("en", "whats the cheapest room at queen of sheba inn in axum", [B(1800)], "catalogue", "price",
  "cheapest room, Queen of Sheba Inn", "Standard Single 1800; Standard Double 2400 is the neighbour")
A("en", "what time is checkout at entoto grand", [T(12, 0, "midday", "12 noon")], "catalogue", "time",
  "check-out time, Entoto Grand Hotel", "trap: most hotels check out at 11:00, Entoto Grand at 12:00")
A("en", "how much per night is the family suite at CMC Family Suites", [B(5200)], "catalogue", "price",
  "Family Suite price, CMC Family Suites", "Deluxe King 3600 is the neighbour")
A("en", "is there a hotel in harar? going there next month", [["Dire Dawa", "Dire-Dawa", "Diredawa", "ድሬ ዳዋ"]],
  "catalogue", "place", "no hotel in Harar; nearest catalogue city",
  "Harar is absent from the catalogue; nearest catalogue city is Dire Dawa (about 55 km)")
A("en", "phone number for nech sar view hotel pls", [["135219816", "13 521 9816", "13-521-9816"]], "catalogue",
  "contact", "phone, Nech Sar View Hotel", "catalogue phone +251135219816")
A("en", "how many stars does lake tana shore resort have", [["4-star", "4 star", "four star", "four-star",
  "4 stars", "4★"]], "catalogue", "count", "star rating, Lake Tana Shore Resort", "")

# d01 Lake Tana boat trips (en)
A("en", "how much is the half day boat trip for my 8 year old at lake tana shore resort", [B(700)], "d01", "price",
  "child price, half-day boat trip", "trap: adult 1,450; full-day child 1,250")
A("en", "what time does the full day monastery boat leave", [T(7, 0, "1:00 in the morning")], "d01", "time",
  "full-day boat departure", "trap: half-day leaves 07:30")
A("en", "can my wife come into kebran gabriel on the boat tour?", [["not allowed", "men only", "only men",
  "not permitted", "cannot enter", "can't enter"]], "d01", "yes_no", "women at Kebran Gabriel",
  "deciding fact: women are not allowed to enter Kebran Gabriel")
# d02 Entoto spa
A("en", "is the pool at entoto grand open to people not staying there? how much on a saturday", [B(1650)], "d02",
  "price", "weekend day pass for non-guests", "trap: weekday 1,200; child 600")
A("en", "what time does the entoto pool open on sunday", [T(7, 0, "1:00 in the morning")], "d02", "time",
  "Sunday pool opening", "trap: Monday-Saturday opens 06:00")
A("en", "swedish massage 90 min price", [B(3300)], "d02", "price", "90-minute Swedish massage",
  "trap: 60 minutes 2,400")
# d03 Nech Sar
A("en", "nech sar park entrance fee for foreigners", [B(600)], "d03", "price", "park fee for foreigners",
  "trap: citizens 120 birr; vehicle 50 birr")
A("en", "we are 6 people, how much is the game drive car in arba minch?", [B(7200)], "d03", "price",
  "game-drive vehicle for 5-7", "trap: up to 4 passengers 5,800")
A("en", "price of the crocodile boat for a 10yr old", [B(550)], "d03", "price", "child crocodile boat",
  "trap: adult 1,100")
# d04 Timket
A("en", "when exactly is timket 2027? i need the normal calendar date", [["19 January", "January 19", "jan 19",
  "19 jan", "19th of january", "january 19th"]], "d04", "date", "Timket 2027 Gregorian date",
  "trap: Ketera is 18 January; Ethiopian date Tir 11, 2019")
A("en", "minimum nights at fasil castle view over timket", [["3 nights", "three nights"]], "d04", "count",
  "festival minimum stay", "trap: Lalibela Genna needs 2 nights")
A("en", "how much is a seat at fasilides bath for kids", [B(400)], "d04", "price", "child seat on the stand",
  "trap: adult seat 800; standing free")
# d05 Kazanchis
A("en", "how much to rent the big hall for a full day at kazanchis business hotel", [B(32000)], "d05", "price",
  "Awash Hall full day", "trap: half day 18,000; small room 11,000")
A("en", "parking fee if im just visiting, not a guest and not at a meeting", [["40 birr", "40 br",
  "etb 40", "birr 40", "40 ብር", "40birr"]], "d05", "price", "visitor parking", "trap: delegates 100 birr per day; guests free")
A("en", "can i park our minibus in the garage at kazanchis", [["2.1 m", "2.1 metre", "2.1 meter", "open yard",
  "in the yard"]], "d05", "yes_no", "minibus parking", "deciding fact: 2.1 m ceiling, minibuses use the open yard (150 birr)")
# d06 Harar
A("en", "how much to feed the hyenas myself in harar", [B(300)], "d06", "price", "feeding a hyena yourself",
  "trap: watching 200 birr")
A("en", "harar old town guide price for a group of 8", [B(1500)], "d06", "price", "guide for 6-12",
  "trap: 1-5 people 1,000")
A("en", "which days does the shared minibus go to harar from harla palace", [["Wednesday", "Wednesdays"], ["Saturday", "Saturdays"]],
  "d06", "date", "shared minibus days", "")
# d07 Lalibela
A("en", "lalibela church ticket price for ethiopians", [B(250)], "d07", "price", "ticket for citizens",
  "trap: foreigners 7,500; foreign child 3,750")
A("en", "how long is the lalibela church ticket valid", [["5 days", "five days"]], "d07", "duration",
  "ticket validity", "")
A("en", "full day guide in lalibela for 6 of us, cost?", [B(1800)], "d07", "price", "guide for 5-10",
  "trap: 1-4 visitors 1,200; half day 800")
A("en", "Genna 2027 date? ethiopian christmas", [["7 January", "January 7", "jan 7", "7 jan", "7th of january",
  "january 7th"]], "d07", "date", "Genna 2027", "trap: the vigil is on 6 January")
# d08 Hawassa children/pets
A("en", "can I bring my dog to lake hawassa resort, hes a big labrador about 30 kg", [B(800)], "d08", "yes_no",
  "large dog", "deciding fact: dogs of 10 kg or more 800 birr per night (small pet 500)")
A("en", "babysitter price at night lake hawassa resort", [B(350)], "d08", "price", "babysitting after 20:00",
  "trap: before 20:00 250 birr")
# d09 train
A("en", "first class train ticket dire dawa to addis price", [B(1720)], "d09", "price", "first-class fare",
  "trap: second class 980")
A("en", "what days is the train to djibouti", [["Tuesday", "Tuesdays"], ["Saturday", "Saturdays"]], "d09", "date",
  "Djibouti train days", "trap: Addis trains Mon/Wed/Fri")
A("en", "my son is 9, what does he pay for the train to addis", [["half fare", "half the fare", "half price",
  "half of the fare", "490"]], "d09", "price", "child train fare", "6-12 pay half fare (490 birr in second class)")
# d10 Axumite
A("en", "late checkout until 6pm for the family suite at axumite heritage", [B(4000)], "d10", "price",
  "late check-out 18:00, Family Suite", "trap: Standard Double 2,100; until 15:00 1,200")
A("en", "im not staying at the hotel, can i leave my bags at axumite heritage? how much", [["60 birr", "60 br",
  "etb 60", "birr 60", "60 ብር", "60birr"]], "d10", "price", "luggage storage for non-guests",
  "trap: free for guests; large items 150")
A("en", "what times does the free shuttle to axum airport leave", [T(6, 15, "12:15 in the morning"),
  ["12:45"]], "d10", "time", "airport shuttle times", "")
# cross-lingual (6)
A("en", "how much is the coffee farm tour near hawassa for a child", [B(1100)], "d12", "price",
  "child price, coffee farm tour", "answer only in Amharic document; adult 2,300")
A("en", "simien mountains park fee per day for foreigners? booking from gondar", [B(1200)], "d14", "price",
  "Simien park fee for foreigners", "answer in Amharic document; citizens 100")
A("en", "what date is irreecha at hora harsadi this year", [["3 October", "October 3", "oct 3", "3 oct",
  "Onkoloolessa 3"]], "d20", "date", "Irreecha Hora Harsadi", "answer in Oromo; trap: Hora Finfinnee 2 October")
A("en", "cooking class at sarbet garden, we're a group of 5, price per person?", [B(1300)], "d25", "price",
  "group cooking class", "answer in Oromo; single 1,600")
A("en", "when is ashenda in mekelle next year", [["August 22", "22 August", "aug 22", "22 aug", "ነሓሰ 16"]],
  "d28", "date", "Ashenda 2027", "answer in Tigrinya")
A("en", "max i can take out of the atm at bole skyline hotel", [B(10000)], "d18", "other",
  "ATM withdrawal limit", "answer in Amharic")
# unanswerable (15)
U("en", "how much is a hot stone massage at entoto grand", "price", "hot-stone massage", "not on the menu",
  ["hot stone", "hot-stone", "d02:stone"])
U("en", "do you have a monthly pool membership at entoto grand hotel", "price", "monthly pool membership",
  "only day passes exist", ["d02:month", "d02:membership"])
U("en", "can i rent a white dress for timket at fasil castle view", "yes_no", "festival clothes rental",
  "not stated", ["d04:rent", "d04:hire", "d04:dress"])
U("en", "does kazanchis business hotel have interpretation booths for conferences", "yes_no",
  "interpretation equipment", "not stated", ["interpret"])
U("en", "how much is the camel market tour from harla palace hotel", "price", "camel market tour",
  "no such tour", ["camel"])
U("en", "student discount on the lalibela church ticket?", "price", "student ticket", "no student rate",
  ["student"])
U("en", "is there a vet near lake hawassa resort for my dog", "place", "veterinarian", "not stated",
  ["veterinar", "d08:animal doctor"])
U("en", "price of a sleeper cabin on the dire dawa to addis train", "price", "sleeper cabin", "only 1st/2nd class",
  ["sleeper"])
U("en", "how much is late checkout until 9pm at axumite heritage hotel", "price", "late check-out 21:00",
  "only 15:00 and 18:00 exist", ["d10:21:00", "d10:9 pm"])
U("en", "does papyrus garden hotel do boat trips to the lake tana monasteries? price", "price",
  "boat trips at the wrong hotel", "boat trips are run by Lake Tana Shore Resort", ["d01:Papyrus", "d11:ፓፒረስ"])
U("en", "can i book the harar day trip from dechatu riverside hotel", "yes_no", "Harar trip at the wrong hotel",
  "the Harar trip is run by Harla Palace Hotel", ["d06:Dechatu", "d26:Harar"])
U("en", "senior discount for the crocodile boat in arba minch?", "price", "senior price", "no senior price",
  ["senior", "d03:elderly", "d19:maanguddoo"])
U("en", "price of the medium size meeting room at kazanchis", "price", "third meeting room", "only two rooms",
  ["d05:medium", "d05:mid-size"])
U("en", "can i pay the lalibela guide by credit card", "yes_no", "paying guide by card", "not stated",
  ["d07:card", "d07:credit"])
U("en", "whats the wifi password at railway station hotel", "other", "wifi password", "not stated",
  ["password"])

# =================================================================== AMHARIC
# catalogue (6)
A("am", "ፋሲል ካስል ቪው ሆቴል በጣም ርካሹ ክፍል ስንት ነው", [B(2880)], "catalogue", "price",
  "cheapest room, Fasil Castle View Hotel", "Standard Single 2880")
A("am", "አድዋ ውስጥ ሆቴል አላችሁ?", [["አክሱም", "Axum", "Aksum", "Akusum"]], "catalogue", "place",
  "no hotel in Adwa; nearest catalogue city", "Adwa is absent from the catalogue; nearest catalogue city is Axum (about 25 km)")
A("am", "ላሊበላ ሮሃ ቫሊ ኢን የፋሚሊ ስዊት ዋጋ ስንት ነው", [B(3640)], "catalogue", "price",
  "Family Suite, Roha Valley Inn", "trap: Twin 1820")
A("am", "ሌክ ሀዋሳ ሪዞርት መውጫ ሰዓት ስንት ነው", [T(12, 0, "ከቀኑ 6", "እኩለ ቀን", "6 ሰዓት ከቀኑ")], "catalogue", "time",
  "check-out, Lake Hawassa Resort & Spa", "trap: 12:00 not 11:00")
A("am", "የጎሃ ሂል ሆቴል ስልክ ቁጥር ስጡኝ", [["183117313", "18 311 7313"]], "catalogue", "contact",
  "phone, Goha Hill Hotel", "")
A("am", "ሮማናት ስኩዌር ሆቴል ባለ ስንት ኮከብ ነው", [["4-star", "4 ኮከብ", "ባለ 4", "4 star", "four star", "አራት ኮከብ"]],
  "catalogue", "count", "stars, Romanat Square Hotel", "")
# d11 (twin of d01, not cross-lingual)
A("am", "ለጣና ገዳማት የግል ጀልባ ለሙሉ ቀን ስንት ነው", [B(15500)], "d11", "price", "private boat full day",
  "trap: half day 9,000")
A("am", "የፀሐይ መጥለቂያ የጀልባ ጉዞ በየትኛው ቀን ነው? ዋጋውስ", [["ዓርብ", "አርብ", "friday"], B(850)], "d11", "price",
  "sunset cruise days and price", "")
# d12 Sidama coffee
A("am", "ሀዋሳ የቡና እርሻ ጉብኝት ለአዋቂ ስንት ነው", [B(2300)], "d12", "price", "coffee farm tour adult",
  "trap: child 1,100; half day 1,300")
A("am", "ፍቼ ጨምበላላ በፈረንጆቹ መቼ ነው", [["June 15", "15 June", "jun 15", "15 jun", "ጁን 15"]], "d12", "date",
  "Fichee Chambalaalla date", "Sene 8, 2019 = 15 June 2027")
A("am", "የተቆላ ቡና ግማሽ ኪሎ በስንት ትሸጣላችሁ", [B(480)], "d12", "price", "half kilo roasted coffee",
  "trap: 1 kilo 900")
# d13 Piassa weddings
A("am", "ፒያሳ ሄሪቴጅ ኢን የፍስክ ቡፌ ለአንድ ሰው ስንት ነው", [B(1150)], "d13", "price", "non-fasting buffet",
  "trap: fasting buffet 850")
A("am", "በአትክልቱ ውስጥ ሙዚቃ እስከ ስንት ሰዓት ይፈቀዳል", [T(22, 0, "ምሽቱ 4", "ከምሽቱ 4")], "d13", "time",
  "garden music end", "trap: hall until 00:00")
A("am", "ለሠርጋችን ኬክ ከውጭ ብናመጣ ችግር አለው?", [B(1000)], "d13", "yes_no", "outside cake",
  "deciding fact: allowed with a 1,000 birr cutting fee")
# d14 Simien
A("am", "ሰሜን ተራራ የ3 ቀን ጉዞ ሁለት ሆነን ብንሄድ ለአንድ ሰው ስንት ነው", [B(14500)], "d14", "price",
  "3-day trek per person for 2+", "trap: solo 18,000")
A("am", "ስካውት ግዴታ ነው? በቀን ስንት ይከፈላል", [B(600)], "d14", "yes_no", "scout fee",
  "deciding fact: compulsory, 600 birr per day; guide 1,000")
A("am", "በነሐሴ የሦስት ቀን የእግር ጉዞ ማድረግ ይቻላል?", [["ክረምት", "ከሰኔ እስከ ነሐሴ", "rainy season",
  "June to August", "አይካሄድም"]], "d14", "yes_no", "trek in August", "deciding fact: not run in the rainy season June-August")
# d15 laundry
A("am", "ባሕር ዳር ፓልም ኢን ሸሚዝ ለማሳጠብ ስንት ነው", [["60 ብር", "60 birr", "60ብር", "ብር 60", "etb 60"]], "d15",
  "price", "shirt laundry", "trap: express 120; ironing 35")
A("am", "ልብሴን እስከ ስንት ሰዓት ብሰጥ በዚያው ቀን ይደርሰኛል", [T(9, 0, "ከጠዋቱ 3")], "d15", "time",
  "same-day laundry cut-off", "")
A("am", "እሁድ ደረቅ እጥበት አለ?", [["አይሰራም", "not on sunday", "no dry cleaning", "no dry-cleaning"]], "d15",
  "yes_no", "Sunday dry cleaning", "deciding fact: no dry cleaning on Sunday, normal washing works")
# d16 Awash Valley
A("am", "አዋሽ ቫሊ ሪዞርት ገንዳ ቅዳሜ ለአዋቂ ስንት ነው", [B(550)], "d16", "price", "weekend adult pool fee",
  "trap: weekday 400; child 275")
A("am", "ወደ ሶደሬ የሚሄደው ሚኒባስ ስንት ሰዓት ይነሳል", [T(9, 0, "ከጠዋቱ 3")], "d16", "time", "Sodere minibus",
  "trap: return 16:00")
A("am", "ሰኞ ጠዋት ገንዳው ክፍት ነው?", [["ለጽዳት", "cleaning", "11:00", "ከጠዋቱ 5"]], "d16", "yes_no",
  "Monday morning closure", "deciding fact: closed 07:00-11:00 for cleaning")
# d17 Hidar Tsion
A("am", "ኅዳር ጽዮን በ2020 ዓ.ም. በፈረንጅ ቀን መቼ ነው", [["December 1", "1 December", "dec 1", "1 dec", "ዲሴምበር 1"]],
  "d17", "date", "Hidar Tsion 2020 EC", "trap: in 2019 EC it is 30 November")
A("am", "የኅዳር ጽዮን ቅዳሴ ስንት ሰዓት ይጀምራል", [T(3, 0, "ለሊቱ 9", "ከለሊቱ 9")], "d17", "time", "festival mass",
  "trap: eve chant 21:00; tabot 09:00")
A("am", "ሴቶች ወደ ጽዮን ማርያም ቤተ ክርስቲያን መግባት ይችላሉ?", [["አሮጌው", "old church", "older church"],
  ["አዲሱ", "new church"]], "d17", "yes_no", "women at Tsion Maryam", "deciding fact: not the old church, the new one is open")
# d18 Bole Skyline
A("am", "ቦሌ ስካይላይን ከሌሊቱ 8 ሰዓት ላይ ብደርስ ትራንስፖርት አለ? ስንት ነው", [B(350)], "d18", "price",
  "night airport pick-up for guests", "trap: 02:00 is outside the free 06:00-00:00 shuttle; non-guest 500")
A("am", "የምንዛሪ ቢሮው ቅዳሜ ስንት ሰዓት ይዘጋል", [T(17, 0, "ከቀኑ 11")], "d18", "time", "exchange closing",
  "trap: opens 08:30, closed Sunday")
A("am", "በካርድ ብከፍል ተጨማሪ ክፍያ አለ?", [["3 በመቶ", "3%", "3 percent", "3 %", "ሦስት በመቶ"]], "d18", "yes_no",
  "card surcharge", "deciding fact: 3 percent on foreign cards")
# cross-lingual (7)
A("am", "እንጦጦ ግራንድ ሆቴል ገንዳ ማክሰኞ ለጽዳት ስንት ሰዓት ይዘጋል", [T(13, 0, "ከቀኑ 7")], "d02", "time",
  "Tuesday pool cleaning", "answer in English; reopens 15:00")
A("am", "ትንሽ ውሻ አለኝ 5 ኪሎ ነው፣ ሌክ ሀዋሳ ሪዞርት ይዤው መምጣት እችላለሁ?", [B(500)], "d08", "yes_no",
  "small pet fee", "answer in English; deciding fact 500 birr per night; large 800")
A("am", "ድሬዳዋ ሀርላ ፓላስ ወደ ሐረር የሚሄደው ሚኒባስ ስንት ሰዓት ይነሳል", [T(8, 30, "ከጠዋቱ 2:30")], "d06", "time",
  "Harar minibus departure", "answer in English; return 20:30")
A("am", "ከድሬዳዋ ወደ አዲስ አበባ ባቡር ሁለተኛ ማዕረግ ዋጋው ስንት ነው", [B(980)], "d09", "price",
  "second-class fare", "answer in English; first class 1,720")
A("am", "አዳማ ሪፍት ቫሊ ሆቴል ጂም ለወር ስንት ነው? እንግዳ አይደለሁም", [B(2800)], "d21", "price",
  "monthly gym for outsiders", "answer in Oromo; students 1,900; 3 months 7,500")
A("am", "ከአርባ ምንጭ ወደ ዶርዜ መንደር በሚኒባስ ለመሄድ ስንት ነው? 7 ነን", [B(6300)], "d24", "price",
  "Dorze minibus", "answer in Oromo; small car 3,900")
A("am", "ገርዓልታ አቡነ የማታ መግቢያ ለኢትዮጵያዊ ስንት ነው", [B(100)], "d29", "price",
  "Abuna Yemata entry for citizens", "answer in Tigrinya; foreigners 500")
# unanswerable (15)
U("am", "የጣና ጀልባ ጉዞ ለአረጋውያን ቅናሽ አለ?", "price", "senior boat price", "no senior rate",
  ["d01:senior", "d11:አረጋ", "d11:ሽማግሌ"])
U("am", "ሲዳማ ጋርደን ሎጅ የቡና ችግኝ ይሸጣል? ስንት ነው", "price", "coffee seedlings", "not stated",
  ["d12:ችግኝ"])
U("am", "ፒያሳ ሄሪቴጅ ኢን ለሠርግ ፎቶግራፈር ታቀርባላችሁ? ዋጋው ስንት ነው", "price", "wedding photographer",
  "not stated", ["d13:ፎቶ"])
U("am", "የሰሜን ተራሮች የ5 ቀን ጉዞ ዋጋ ስንት ነው", "price", "5-day trek", "only 1-day and 3-day",
  ["d14:5 ቀን", "d14:አምስት ቀን"])
U("am", "ባሕር ዳር ፓልም ኢን የቆዳ ጃኬት ማሳጠብ ስንት ነው", "price", "leather cleaning", "not on the list",
  ["d15:ቆዳ", "leather"])
U("am", "ባሕር ዳር ፓልም ኢን የጫማ ማጽዳት (ሊስትሮ) አገልግሎት አላችሁ?", "yes_no", "shoe shine", "not stated",
  ["d15:ጫማ", "d15:ሊስትሮ"])
U("am", "አዋሽ ቫሊ ሪዞርት የገንዳ የወር አባልነት ስንት ነው", "price", "monthly pool membership", "only day prices",
  ["d16:ወር", "d16:አባልነት"])
U("am", "ናዝሬት ጋርደን ሆቴል ወደ ሶደሬ ሚኒባስ አለው?", "yes_no", "Sodere trip at the wrong hotel",
  "the Sodere minibus is run by Awash Valley Resort", ["d16:ናዝሬት", "d20:Sodere", "d20:Sodare"])
U("am", "ቦሌ ስካይላይን ሆቴል የቻይና ዩዋን ይመነዝራል?", "yes_no", "yuan exchange", "not stated",
  ["d18:ዩዋን", "yuan"])
U("am", "ንግሥተ ሳባ ኢን ለበዓሉ አስጎብኚ ይመድባል? ዋጋው ስንት ነው", "price", "festival guide, Queen of Sheba Inn",
  "not stated", ["d17:አስጎብኚ", "d27:ኣስጎብኚ", "d27:ሓጋዚ"])
U("am", "በኅዳር ጽዮን ለልጆች የቁርስ ዋጋ ስንት ነው", "price", "child breakfast at the festival", "not stated",
  ["d17:ልጆች", "d17:ልጅ"])
U("am", "እንጦጦ ግራንድ ሆቴል የፀጉር ቤት አለ? ዋጋ?", "price", "hair salon", "not stated",
  ["d02:hair", "d02:salon", "ፀጉር ቤት"])
U("am", "የላሊበላ ቤተ ክርስቲያናት የአንድ ቀን ብቻ ትኬት ዋጋ ስንት ነው", "price", "one-day church ticket",
  "only the 5-day ticket exists", ["d07:one-day", "d07:1-day", "d07:single day"])
U("am", "ፋሲል ካስል ቪው ሆቴል የጎንደር ከተማ ጉብኝት በብስክሌት ያዘጋጃል?", "yes_no", "bicycle city tour",
  "not stated", ["d04:bicycle", "d04:bike"])
U("am", "የሶደሬ ፍል ውሃ መግቢያ ዋጋ ስንት ነው", "price", "Sodere entrance fee",
  "the document says it is paid separately but gives no figure", ["d16:መግቢያ ዋጋ"])

# =================================================================== AFAAN OROMO
# catalogue (6)
A("om", "Shaashamannee keessa hoteela qabdu?", [["Hawassa", "Hawaasaa", "Awaasa", "ሀዋሳ", "ሐዋሳ"]], "catalogue",
  "place", "no hotel in Shashemene; nearest catalogue city",
  "Shashemene is absent from the catalogue; nearest catalogue city is Hawassa (about 25 km)")
A("om", "adama palm inn kutaa nama tokkoo (single) gatiin meeqa", [B(1260)], "catalogue", "price",
  "single room, Adama Palm Inn", "trap: double 1680")
A("om", "Rift Valley Conference Hotel family suite halkan tokkoof meeqa", [B(8320)], "catalogue", "price",
  "Family Suite, Rift Valley Conference Hotel", "")
A("om", "lakkoofsa bilbilaa dorze hills inn", [["198821228", "19 882 1228"]], "catalogue", "contact",
  "phone, Dorze Hills Inn", "")
A("om", "Nazret Garden Hotel urjii meeqa qaba", [["3-star", "3 star", "urjii 3", "three star", "3 stars",
  "urjii sadii"]], "catalogue", "count", "stars, Nazret Garden Hotel", "")
A("om", "sabian garden hotel sa'aatii meeqa seenuu (check in) dandeenya", [T(14, 0, "sa'aatii 8")], "catalogue",
  "time", "check-in, Sabian Garden Hotel", "")
# d19 (twin of d03)
A("om", "Nech Sar seenuuf lammiin Itoophiyaa meeqa kaffala", [B(120)], "d19", "price", "park fee for citizens",
  "trap: foreigners 600")
A("om", "doonii naachaa ilaaluuf kan waaree booda sa'aatii meeqa ka'a", [T(14, 30, "sa'aatii 8:30")], "d19", "time",
  "afternoon crocodile boat", "trap: morning boat 08:00")
A("om", "eegduun paarkii dirqamaa? meeqa", [B(400)], "d19", "yes_no", "park scout",
  "deciding fact: compulsory, 400 birr per group")
# d20 Irreecha
A("om", "irreecha bishooftuu otobiisiin ijoollee waggaa 10 meeqa", [B(300)], "d20", "price", "child bus fare",
  "trap: adult 650")
A("om", "otobiisiin gara bishooftuu ganama sa'aatii meeqa ka'a", [T(5, 0, "sa'aatii 11:00", "sa'aatii 11 halkanii")],
  "d20", "time", "bus departure", "trap: return 15:00")
A("om", "Irreecha Hora Finfinnee guyyaa kam", [["Onkoloolessa 2", "October 2", "2 October", "oct 2", "Meskerem 21"]],
  "d20", "date", "Irreecha Hora Finfinnee", "trap: Hora Harsadi 3 October")
# d21 gym
A("om", "gym rift valley hotel guyyaa tokkoof nama alaa meeqa", [B(250)], "d21", "price", "gym day pass",
  "trap: month 2,800")
A("om", "Dilbata gym sa'aatii meeqa cufama", [T(13, 0, "sa'aatii 7:00")], "d21", "time", "Sunday gym closing",
  "trap: weekdays 22:00")
A("om", "ijoolleen koo waggaa 14, gym seenuu danda'u?", [["waggaa 16", "16 gadii", "under 16"]], "d21", "yes_no",
  "minimum gym age", "deciding fact: under 16 not allowed")
# d22 health
A("om", "doktarri halkan kutaatti dhufuuf meeqa kaffalchiisa sabian garden", [B(2400)], "d22", "price",
  "night doctor visit", "trap: day 1,500")
A("om", "faarmaasiin dhiyoo jiraa", [["meetira 300", "300 m", "300 meetira", "300 metres", "300 meters"]], "d22",
  "place", "nearest pharmacy", "pharmacy 300 m, open 24 hours")
A("om", "qaruuraa bishaanii dabalataa meeqa", [["qarshii 40", "40 qarshii", "40 birr", "40 ብር"]], "d22", "price",
  "extra water bottle", "trap: 2 free per day")
# d23 Tabor Hill
A("om", "biskileetii guyyaa guutuuf kireeffachuun meeqa tabor hill", [B(550)], "d23", "price", "bike full day",
  "trap: hour 120; child bike 70")
A("om", "gabaa qurxummii hawaasaa sa'aatii meeqa deemuu qaba", [T(6, 30, "sa'aatii 12:30")], "d23", "time",
  "fish market hours", "06:30-09:00")
A("om", "bidiruu haroo hawaasaa sa'aatii tokkoof meeqa", [B(700)], "d23", "price", "boat one hour",
  "trap: 30 minutes 400")
# d24 Dorze
A("om", "imala doorzee namoota 2 qofa yoo taane konkolaataan meeqa", [B(3900)], "d24", "price",
  "small car to Dorze", "trap: minibus 6,300")
A("om", "dorze laaqanni qocaa meeqa", [B(450)], "d24", "price", "kocho lunch", "trap: entry 350")
A("om", "gabaan doorzee guyyaa kam", [["Dilbata", "Sunday"], ["Kamisa", "Thursday"]], "d24", "date",
  "Dorze market days", "")
# d25 Sarbet cooking
A("om", "barnoota nyaata bilcheessuu sarbet, nama tokkoof meeqa", [B(1600)], "d25", "price",
  "cooking class single", "trap: group 1,300; child 800; evening 1,900")
A("om", "barnoonni galgalaa jimaata sa'aatii meeqa jalqaba", [T(17, 0, "sa'aatii 11:00")], "d25", "time",
  "Friday evening class", "trap: morning class 10:00")
A("om", "ijoolleen waggaa 6 barnoota nyaataa fudhatamu?", [["waggaa 8", "8 gadii", "under 8"]], "d25", "yes_no",
  "minimum age cooking class", "deciding fact: under 8 not accepted")
# d26 Kafira
A("om", "baajaajiin gara gabaa kafiraa qofaa kireeffachuun meeqa", [B(150)], "d26", "price", "contract bajaj",
  "trap: shared 30 birr")
A("om", "ATM dechatu irraa yeroo tokkotti hanga meeqa baasuu danda'a", [B(8000)], "d26", "other",
  "ATM limit Dechatu", "trap: Bole Skyline 10,000")
# cross-lingual (7)
A("om", "bahir daar doonii gara moonasteeriitti, imala walakkaa guyyaa daa'ima waggaa 6 meeqa", [B(700)], "d01",
  "price", "half-day boat child", "answer in English/Amharic twins; full-day child 1,250")
A("om", "kazanchis business hotel galma xiqqaa (abay) walakkaa guyyaaf meeqa", [B(6500)], "d05", "price",
  "Abay Room half day", "answer in English; full day 11,000")
A("om", "lalibelaatti qajeelchaan guyyaa guutuu namoota 3f meeqa", [B(1200)], "d07", "price",
  "guide 1-4 full day", "answer in English; 5-10 1,800; half day 800")
A("om", "axumite heritage hotel sa'aatii 15:00 tti ba'uuf (late checkout) meeqa", [B(1200)], "d10", "price",
  "late check-out 15:00", "answer in English; 18:00 2,100/4,000")
A("om", "piassa heritage inn cidha namoota 200f bakki kamtu gaha, gatiin isaa meeqa", [B(65000)], "d13", "price",
  "garden for 200 guests", "answer in Amharic; hall holds only 100")
A("om", "bahir dar palm inn uffata ariifachiisaan (express) kafana tokko meeqa", [B(120)], "d15", "price",
  "express shirt", "answer in Amharic; normal 60")
A("om", "Hidaar Tsiyoon bara 2020 (A.L.I) Gregorian irratti guyyaa kam", [["December 1", "1 December", "dec 1",
  "Muddee 1", "1 dec"]], "d17", "date", "Hidar Tsion 2020 EC", "answer in Amharic/Tigrinya twins")
# unanswerable (15)
U("om", "Nech Sar keessa bakka dunkaanaa (camping) qabduu, gatii", "price", "camping", "not stated",
  ["camp", "d19:dunkaana"])
U("om", "nazret garden hotel uffata aadaa daa'immanii irreechaaf meeqa kireessa", "price",
  "child costume rental", "only one rental price given", ["d20:daa'imman uffata", "d20:ijoollee"])
U("om", "rift valley gym waggaa tokkoof meeqa", "price", "yearly gym", "only day, month, 3 months",
  ["d21:waggaa tokko", "yearly"])
U("om", "rift valley conference hotel dirree kubbaa miilaa qabaa", "yes_no", "football pitch", "not stated",
  ["d21:kubbaa", "football"])
U("om", "sabian garden hotel doktara ilkaanii qabduu", "yes_no", "dentist", "not stated",
  ["dentist", "d22:ilkaan"])
U("om", "sabian garden hotel qorannoo covid ni kennitu", "yes_no", "covid test", "not stated",
  ["covid", "pcr"])
U("om", "tabor hill biskileetii torban tokkoof meeqa", "price", "weekly bike", "only hour and day",
  ["d23:torban", "weekly"])
U("om", "Amora Gedel Hotel biskileetii ni kireessaa", "yes_no", "bikes at the wrong hotel",
  "bike rental is at Tabor Hill Hotel", ["d23:Amora Gedel Hotel"])
U("om", "forty springs lodge imala konsoo ni qabaa", "yes_no", "Konso trip", "not stated", ["konso", "konsoo"])
U("om", "sarbet garden hotel barnoota buna (barista) ni kennitu", "yes_no", "barista class", "not stated",
  ["barista", "latte"])
U("om", "dechatu riverside gabaa kafiraatti qajeelchaa ni kennitu? gatii", "price", "market guide",
  "not stated", ["d26:qajeelchaa", "d26:guide"])
U("om", "ATM dechatu riverside kaardii mastercard ni fudhataa", "yes_no", "ATM card types", "not stated",
  ["d26:visa", "d26:mastercard"])
U("om", "Dorze Hills Inn imala Nech Sar ni qindeessaa", "yes_no", "Nech Sar trip at the wrong hotel",
  "Nech Sar trips are run by Abaya Chamo Resort", ["d03:Dorze Hills", "d19:Dorze Hills"])
U("om", "lake hawassa resort bidiruu haroo irratti gatiin meeqa", "price", "boat at the wrong hotel",
  "lake boats are described at Tabor Hill Hotel", ["d08:boat", "d08:bidiruu"])
U("om", "adama palm inn irraa irreechaaf otobiisii ni jiraa", "yes_no", "Irreecha bus at the wrong hotel",
  "the Irreecha bus is run by Nazret Garden Hotel", ["d20:Adama Palm", "d20:Palm Inn"])

# =================================================================== TIGRINYA
A("ti", "ኣብ ሮማናት ስኩዌር ሆቴል መቐለ ናይ ሓደ ሰብ ክፍሊ ዋጋ ክንደይ እዩ", [B(2880)], "catalogue", "price",
  "single room, Romanat Square Hotel", "")
A("ti", "ሕዳር ጽዮን ንምርኣይ ኣብ ንግስቲ ሳባ ኢን ክንደይ ለይቲ ክንጸንሕ ኣለና", [["2 ለይቲ", "2 nights", "ክልተ ለይቲ",
  "two nights", "2 ሌሊት"]], "d27", "count", "festival minimum stay", "trap: Ashenda 3 nights")
A("ti", "ጻዕዳ ነጸላ ብኽንደይ ትሸጡ", [B(450)], "d27", "price", "white netela", "")
A("ti", "ናይ ኣሸንዳ ክዳን ንጓል ቆልዓ ክንደይ እዩ ኪራዩ", [B(350)], "d28", "price", "child Ashenda costume",
  "trap: adult 600")
A("ti", "ኣብ እንዳ ኢየሱስ ሂል ሆቴል ጸጥታ ካብ ሰዓት ክንደይ ይጅምር", [T(22, 0, "ምሸት ሰዓት 4")], "d28", "time",
  "quiet hours", "trap: visitors until 21:00")
A("ti", "ኣብ ክፍሊ ሽጋራ እንተ ኣትኪኸ እንታይ ይኸውን", [B(3000)], "d28", "price", "smoking fine", "")
A("ti", "ናብ ገርዓልታ 6 ሰባት ኢና ሚኒባስ ክንደይ", [B(8800)], "d29", "price", "minibus up to 7",
  "trap: car up to 4 6,500")
A("ti", "ጉዕዞ ገርዓልታ ሰዓት ክንደይ ይብገስ", [T(6, 0, "ንግሆ ሰዓት 12")], "d29", "time", "Gheralta departure",
  "trap: return 19:00")
A("ti", "ጥምቀት ኣብ ጎንደር 2027 ብፈረንጂ ዕለት መዓስ እዩ", [["19 January", "January 19", "jan 19", "19 jan", "ጥሪ 11"]],
  "d04", "date", "Timket 2027", "answer in English; Ketera 18 January")
A("ti", "ትኬት ቤተ ክርስትያናት ላሊበላ ንወጻእተኛ ክንደይ እዩ", [B(7500)], "d07", "price", "foreigner church ticket",
  "answer in English; citizens 250")
U("ti", "ኣብ ሃወልቲ ፕላዛ ሆቴል ናይ ኣሸንዳ ክዳን ይካረ ድዩ", "yes_no", "costume rental at the wrong hotel",
  "costume rental is at Enda Yesus Hill Hotel", ["d29:ኣሸንዳ", "d28:ሃወልቲ"])
U("ti", "ካብ መቐለ ናብ ዓድዋ ጉዕዞ ኣለኩም ድዩ? ዋጋኡ ክንደይ", "price", "Adwa day trip", "not stated",
  ["ዓድዋ", "adwa", "adowa", "አድዋ"])

# =================================================================== AMHARIC IN LATIN LETTERS
A("am-latn", "bahir dar palm inn deluxe king waga sint new", [B(2520)], "catalogue", "price",
  "Deluxe King, Bahir Dar Palm Inn", "trap: single 1260")
A("am-latn", "lake tana jelba guzo le lij sint new? mulu ken", [B(1250)], "d11", "price", "full-day boat child",
  "trap: half day child 700")
A("am-latn", "piassa heritage inn serg adarash le mulu ken waga", [B(40000)], "d13", "price", "hall full day",
  "trap: half day 25,000; garden 65,000")
A("am-latn", "laundry suf dry clean sint new bahir dar palm inn", [B(320)], "d15", "price", "suit dry cleaning",
  "trap: express suit 640")
A("am-latn", "awash valley pool kidame le lij sint new", [B(275)], "d16", "price", "weekend child pool",
  "trap: weekday child 200")
A("am-latn", "bole skyline airport shuttle engida kalhonku sint new", [B(500)], "d18", "price",
  "shuttle for non-guests", "trap: guests free; night 350")
A("am-latn", "harar jib (hyena) lemayet bcha sint new", [B(200)], "d06", "price", "watching hyena feeding",
  "answer in English; feeding yourself 300")
A("am-latn", "adama rift valley gym ehud be sint seat yikefetal", [T(7, 0, "ከጠዋቱ 1", "sa'aatii 1:00")], "d21",
  "time", "Sunday gym opening", "answer in Oromo; weekdays 05:30")
U("am-latn", "bole skyline hotel gym le wer sint new", "price", "gym price at Bole Skyline",
  "no document gives it (gym prices exist only at Rift Valley)", ["d18:ጂም", "d18:gym"])
U("am-latn", "piassa heritage inn le serg dj tikerbalachihu? waga", "price", "wedding DJ", "not stated",
  ["d13:ዲጄ", "d13:dj"])


# =================================================================== write
def main():
    docs = json.load(open(os.path.join(ROOT, "documents.json"), encoding="utf-8"))
    dl = {d["id"]: d["lang"] for d in docs}
    twin = {}
    for a in docs:
        for b in docs:
            if a["id"] != b["id"] and a["url"] == b["url"]:
                twin[a["id"]] = b["id"]
    out, checks = [], {}
    for i, q in enumerate(Q, 1):
        qid = "q%03d" % i
        src = q["source_doc"]
        base = "am" if q["lang"] == "am-latn" else q["lang"]
        cross = False
        if src and src.startswith("d"):
            langs = {dl[src]} | ({dl[twin[src]]} if src in twin else set())
            cross = base not in langs
        out.append({"id": qid, "lang": q["lang"], "question": q["question"], "answerable": q["answerable"],
                    "expected": q["expected"], "source_doc": src, "asked_type": q["asked_type"],
                    "subject": q["subject"], "note": q["note"], "cross_lingual": cross})
        if not q["answerable"]:
            checks[qid] = q["_checks"]
    with open(os.path.join(ROOT, "questions.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(ROOT, "unanswerable_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
        f.write("\n")
    from collections import Counter
    c = Counter((q["lang"], q["answerable"]) for q in out)
    cl = Counter(q["lang"] for q in out if q["cross_lingual"])
    cat = Counter(q["lang"] for q in out if q["source_doc"] == "catalogue")
    for l in ["en", "am", "om", "ti", "am-latn"]:
        print(l, "ans", c[(l, True)], "unans", c[(l, False)], "cross", cl[l], "catalogue", cat[l])


if __name__ == "__main__":
    main()
