#!/usr/bin/env python3
"""Writes ../questions.json and ../unanswerable_checks.json.

Run docs_src.py first (cross_lingual is computed from documents.json and
checked against the flag written by hand below).
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DOCS = json.load(open(os.path.join(ROOT, "documents.json"), encoding="utf-8"))
DOC = {d["id"]: d for d in DOCS}


def twin_langs(doc_id):
    d = DOC[doc_id]
    return {x["lang"] for x in DOCS if x["url"] == d["url"] and x["id"] != doc_id}


def is_cross(lang, src):
    if src in (None, "catalogue"):
        return False
    base = "am" if lang == "am-latn" else lang
    return DOC[src]["lang"] != base and base not in twin_langs(src)


# ------------------------------------------------------------ helpers
def apos(xs):
    out = []
    for s in xs:
        if s not in out:
            out.append(s)
        if "'" in s and s.replace("'", "\u2019") not in out:
            out.append(s.replace("'", "\u2019"))
    return out


def M(n, *extra):
    """Ways an amount in birr may be written."""
    if n >= 1000:
        xs = ["{:,}".format(n), str(n)]
    else:
        xs = ["%d birr" % n, "%d ብር" % n, "birrii %d" % n, "%d birrii" % n,
              "%d br" % n, "%d etb" % n, "etb %d" % n, "%dbirr" % n, "%d ብር" % n]
    return list(dict.fromkeys(xs + list(extra)))


def T(hh, mm, *extra):
    """Ways a clock time may be written (24 h and 12 h) plus given extras."""
    h12 = hh % 12 or 12
    ap = "am" if hh < 12 else "pm"
    xs = ["%02d:%02d" % (hh, mm)]
    if hh < 10:
        xs.append("%02d.%02d" % (hh, mm))
    else:
        xs.append("%d.%02d" % (hh, mm))
    xs += ["%d:%02d %s" % (h12, mm, ap), "%d:%02d%s" % (h12, mm, ap),
           "%d.%02d %s" % (h12, mm, ap), "%d:%02d %s.m." % (h12, mm, ap[0])]
    if mm == 0:
        xs += ["%d %s" % (h12, ap), "%d%s" % (h12, ap), "%d %s.m." % (h12, ap[0])]
    return apos(list(dict.fromkeys(xs + list(extra))))


Q = []
UNANS = {}


def q(lang, text, expected, src, atype, subject, note, x=False):
    Q.append(dict(lang=lang, question=text, answerable=True,
                  expected=[apos(g) for g in expected], source_doc=src,
                  asked_type=atype, subject=subject, note=note, _x=x))


def u(lang, text, atype, subject, note, terms):
    Q.append(dict(lang=lang, question=text, answerable=False, expected=[],
                  source_doc=None, asked_type=atype, subject=subject, note=note,
                  _x=False, _terms=terms))


def hotels(*names):
    return [list(n) for n in names]


# ============================================================ ENGLISH
# --- catalogue
q("en", "how much is the family suite at abaya chamo resort per night", [M(8320)], "catalogue", "price",
  "Abaya Chamo Resort Family Suite nightly price", "catalogue; Standard Double 3,840 and Twin 4,160 are neighbours")
q("en", "what time do i have to check out at entoto grand hotel", [T(12, 0, "12 noon", "midday")], "catalogue", "time",
  "Entoto Grand Hotel check-out time", "catalogue; most hotels say 11:00, Entoto says 12:00")
q("en", "phone number for harla palace hotel in dire dawa?", [["+251153794068", "251153794068", "0153794068", "+251 15 379 4068", "15 379 4068"]],
  "catalogue", "contact", "Harla Palace Hotel phone", "catalogue")
q("en", "which hotels do u have in lalibela", hotels(
    ["Rock-Hewn Heritage Lodge", "Rock-Hewn Heritage", "Rock Hewn Heritage"],
    ["Roha Valley Inn", "Roha Valley"], ["Lasta Terrace Hotel", "Lasta Terrace"],
    ["Asheten Mountain Hotel", "Asheten Mountain"]), "catalogue", "place",
  "hotels listed in Lalibela", "catalogue; all four must be named")
q("en", "is there any hotel in harar? if not what's the closest city you have", [["Dire Dawa", "DireDawa", "Dire-Dawa"]],
  "catalogue", "place", "hotel in Harar (absent city)",
  "no-hotel city: Harar/Harer/ሐረር/ሀረር; answerable: the assistant must say there is none and offer Dire Dawa")
q("en", "rock hewn heritage lodge how many stars", [["4-star", "4 star", "four-star", "four star", "4 stars", "4-stars"]],
  "catalogue", "count", "Rock-Hewn Heritage Lodge star rating", "catalogue")

# --- d01 Lake Tana boats
q("en", "what time does the afternoon boat to the monasteries leave from lake tana shore resort",
  [T(13, 30, "7:30 in the afternoon")], "d01", "time", "Lake Tana Shore Resort afternoon boat departure",
  "trap: morning boat 07:30 and Ethiopian-clock 7:30")
q("en", "how much for my 8 year old on the shared monastery boat at lake tana shore", [M(350)], "d01", "price",
  "shared boat child fare", "trap: adult 650 birr; under 5 free")
q("en", "can my wife and i both visit kebran gabriel on the tana boat trip", [[
    "closed to women", "women are not allowed", "not open to women", "women cannot", "women can't", "no women", "not allowed for women", "men only", "only men"]],
  "d01", "yes_no", "Kebran Gabriel access for women", "deciding fact: island closed to women")
q("en", "private boat, morning route, whats the price? we r 6 people", [M(4800)], "d01", "price",
  "private boat morning route", "trap: afternoon route 3,900")
# --- d02 Entoto spa
q("en", "is the pool at entoto grand open to people not staying there? how much on a saturday", [M(1650)], "d02", "price",
  "Entoto Grand non-guest day pass weekend", "trap: weekday 1,200; child 600")
q("en", "how much is a 90 min swedish massage at the entoto hotel spa", [M(3900)], "d02", "price",
  "Swedish massage 90 minutes", "trap: 60 minutes 2,800")
q("en", "can i bring my 3 year old into the pool at entoto grand", [["under 4", "under four", "younger than 4", "below 4", "less than 4"]],
  "d02", "yes_no", "toddler in Entoto pool", "deciding fact: children under 4 not allowed; 4-12 pay 600")
# --- d03 Axum
q("en", "when is hidar tsion in axum this year, gregorian date pls", [["30 November", "November 30", "30 Nov", "Nov 30", "30th November", "November 30th", "30/11"]],
  "d03", "date", "Hidar Tsion 2019 E.C. Gregorian date", "trap: vigil on 29 November")
q("en", "minimum stay at axumite heritage hotel during the festival week?", [["3 nights", "three nights", "3-night", "three-night"]],
  "d03", "duration", "festival minimum stay Axum", "trap: Lalibela Genna needs 4 nights")
q("en", "full day guided tour in axum from the axumite heritage hotel, price per group", [M(1600)], "d03", "price",
  "Axum full-day guided tour", "trap: half day 900")
q("en", "im a woman, am i allowed in the old cathedral in axum", [["only men", "men only", "only male", "only for men", "women can visit the new church", "new church"]],
  "d03", "yes_no", "women and the old cathedral", "deciding fact: only men enter")
# --- d04 Lalibela
q("en", "what date is genna (ethiopian christmas) 2027 in lalibela", [["7 January", "January 7", "7 Jan", "Jan 7", "7th January", "January 7th", "Tahsas 29"]],
  "d04", "date", "Genna 2019 E.C. date", "trap: crowds from 6 January")
q("en", "how much is the church ticket in lalibela for foreigners", [M(4000)], "d04", "price",
  "Lalibela church ticket, foreigner", "trap: citizens 150 birr")
q("en", "asheten maryam trek, how much is a mule", [M(550)], "d04", "price",
  "mule for Asheten Maryam trek", "trap: guide 700 birr")
q("en", "is there an extra charge at rock hewn heritage lodge over christmas", [M(2000)], "d04", "yes_no",
  "Genna supplement", "deciding fact: 2,000 birr per room per night; Axum supplement is 1,500")
# --- d05 Dire Dawa transfers
q("en", "how much is a minibus from harla palace to the airport", [M(1100)], "d05", "price",
  "minibus transfer Harla Palace", "trap: sedan 450")
q("en", "my flight lands at 11pm in dire dawa, whats the extra for a night transfer from harla palace", [M(200)], "d05", "price",
  "night surcharge transfers", "night window 22:00-05:00")
q("en", "whatsapp number for transfers at harla palace", [["530 2288", "5302288", "+251915302288", "0915302288", "91 530 2288"]],
  "d05", "contact", "Harla Palace transfer WhatsApp", "trap: front desk number 111 8902")
# --- d06 Hawassa children
q("en", "extra bed for my 9 yr old at lake hawassa resort, price?", [M(900)], "d06", "price",
  "extra bed child 6-12", "trap: 13+ pays 1,400")
q("en", "kids club opening hours lake hawassa", [T(9, 0, "3:00 in the morning"), T(17, 0, "11:00 in the afternoon")],
  "d06", "time", "Kids' Club hours", "trap: babysitting 18:00-23:00, lifeguard 10:00-18:00")
q("en", "babysitter per hour at the hawassa resort, and is there a minimum", [M(250), ["2 hours", "two hours", "2-hour", "two-hour"]],
  "d06", "price", "babysitting rate and minimum", "two facts")
# --- d07 Kazanchis
q("en", "full day boardroom rental kazanchis business hotel for 10 people", [M(11000)], "d07", "price",
  "Yeka boardroom full day", "trap: half day 6,500")
q("en", "if we cancel our meeting booking at kazanchis 5 days before, do we get the deposit back", [[
    "half of the deposit", "half the deposit", "half of your deposit", "half of it", "half is returned", "half is refunded", "half back"]],
  "d07", "yes_no", "meeting cancellation 3-7 days", "deciding fact: half returned")
# --- d08 Nech Sar
q("en", "nech sar park entrance fee for ethiopians", [M(90)], "d08", "price",
  "Nech Sar park fee, citizens", "trap: foreigners 540")
q("en", "lake chamo crocodile boat for 8 people how much", [M(4000)], "d08", "price",
  "Lake Chamo boat 7-10 people", "trap: up to 6 people 2,800")
# --- d09 Sodere
q("en", "sodere trip from rift valley conference hotel - price for a 7 year old", [M(700)], "d09", "price",
  "Sodere trip child price", "trap: adult 1,250")
q("en", "can my pregnant wife use the hot pool at sodere", [["45 °C", "45°C", "45 degrees", "45 c", "not suitable", "not recommended"]],
  "d09", "yes_no", "pregnancy and the hot pool", "deciding fact: small pool 45 °C not suitable; big pool 38 °C")
# --- d10 Piassa
q("en", "amharic lesson, private, 1 hour - price?", [M(800)], "d10", "price",
  "private Amharic lesson", "trap: group 450")
q("en", "coffee ceremony class at piassa heritage inn if i'm not staying at the hotel", [M(500)], "d10", "price",
  "coffee class non-guest", "trap: guests 300")
q("en", "what days are the group amharic classes", [["Tuesday", "ማክሰኞ"], ["Thursday", "ሐሙስ"]],
  "d10", "other", "days of group Amharic lessons", "")
# --- cross-lingual (answer only in am/om/ti documents)
q("en", "how much does cmc family suites charge for a cat per night", [M(300)], "d16", "price",
  "cat fee CMC", "trap: small dog 400", x=True)
q("en", "what time does the bus to fasilides bath leave on timket morning from fasil castle view hotel", [T(5, 0, "ከሌሊቱ 11")],
  "d11", "time", "Timket-day shuttle", "trap: Ketera day 14:00; return 12:00", x=True)
q("en", "laundry at papyrus garden hotel - price to wash a pair of trousers", [M(80)], "d12", "price",
  "trousers laundry price", "trap: shirt 60", x=True)
q("en", "how much is the sunday bbq for kids at adama palm inn", [M(500)], "d22", "price",
  "Sunday barbecue child", "trap: adult 950", x=True)
q("en", "what time is breakfast on weekends at romanat square hotel in mekelle", [T(7, 0, "ሰዓት 1:00"), T(10, 30, "ሰዓት 4:30")],
  "d27", "time", "weekend breakfast hours Romanat", "trap: weekdays 06:30-10:00", x=True)
q("en", "doctor coming to my room at night in railway station hotel dire dawa - cost?", [M(1500)], "d24", "price",
  "night doctor visit", "trap: day 800", x=True)
# --- unanswerable
u("en", "price for a hot stone massage at entoto grand spa", "price", "hot stone massage", "not on the menu", ["hot stone", "hot-stone"])
u("en", "do seniors get a discount on the lake tana monastery boat", "yes_no", "senior discount boat", "only adult/child fares", ["senior", "pensioner", "elderly"])
u("en", "yearly pool membership at entoto grand, how much", "price", "annual pool membership", "only day passes", ["yearly", "annual", "membership"])
u("en", "papyrus garden hotel boat trip to the monasteries price", "price", "boat trip at the wrong hotel", "boats are run by Lake Tana Shore Resort", ["d01:Papyrus", "d12:ጀልባ", "d12:boat"])
u("en", "does kazanchis business hotel rent out laptops for meetings", "yes_no", "laptop rental", "not mentioned", ["laptop", "notebook computer"])
u("en", "is there a sunset cruise on lake tana", "yes_no", "sunset cruise", "only morning and afternoon trips", ["sunset", "cruise"])
u("en", "night game drive in nech sar park, price", "price", "night drive", "not offered in the document", ["night drive", "night game", "night safari"])
u("en", "can we rent kayaks at lake hawassa resort", "yes_no", "kayak rental", "not mentioned", ["kayak", "canoe"])
u("en", "does harla palace have an electric car charging point", "yes_no", "EV charging", "not mentioned", ["electric car", "charging point", "charging station", "EV charger"])
u("en", "helicopter tour price in lalibela", "price", "helicopter tour", "not mentioned", ["helicopter"])
u("en", "is there a casino at entoto grand hotel", "yes_no", "casino", "not mentioned", ["casino"])
u("en", "does piassa heritage inn do cooking classes", "yes_no", "cooking class at Piassa", "a cooking class exists only at Romanat Square Hotel (Tigrinya doc)", ["d10:cooking", "d10:cook ", "d17:ምግብ ማብሰል"])
u("en", "how much is the airport shuttle at rock-hewn heritage lodge", "price", "airport shuttle at Rock-Hewn", "airport minibus is Roha Valley Inn's", ["d04:airport", "d04:shuttle", "d13:Rock-Hewn"])
u("en", "tennis court at lake hawassa resort & spa?", "yes_no", "tennis court", "not mentioned", ["tennis"])
u("en", "wedding packages at kazanchis business hotel", "price", "weddings at Kazanchis", "weddings are at Goha Hill Hotel (Amharic doc)", ["d07:wedding", "d14:Kazanchis", "d14:ካዛንቺስ"])

# ============================================================ AMHARIC
# --- catalogue
q("am", "ጎሃ ሂል ሆቴል የፋሚሊ ስዊት ዋጋ ስንት ነው", [M(5200)], "catalogue", "price",
  "Goha Hill Hotel Family Suite price", "catalogue; Executive Queen 4,200 is the neighbour")
q("am", "ጂንካ ውስጥ ሆቴል አላችሁ? ከሌለ የቅርብ ከተማ የትኛው ነው", [["Arba Minch", "አርባ ምንጭ", "አርባምንጭ", "Arbaminch"]],
  "catalogue", "place", "hotel in Jinka (absent city)",
  "no-hotel city: Jinka/ጂንካ/ጅንካ; answerable: no hotel there, nearest catalogue city is Arba Minch")
q("am", "ሀዋሳ ያሉትን ሆቴሎች ዘርዝርልኝ", hotels(
    ["Lake Hawassa Resort", "ሌክ ሀዋሳ", "ሌክ ሐዋሳ", "ሐይቅ ሀዋሳ"], ["Amora Gedel", "አሞራ ገደል"],
    ["Sidama Garden Lodge", "Sidama Garden", "ሲዳማ ጋርደን"], ["Tabor Hill", "ታቦር ሂል", "ታቦር ሒል"]),
  "catalogue", "place", "hotels listed in Hawassa", "catalogue; all four must be named")
q("am", "የቦሌ ስካይላይን ሆቴል ስልክ ቁጥር ስጠኝ", [["+251123160265", "251123160265", "0123160265", "+251 12 316 0265", "12 316 0265"]],
  "catalogue", "contact", "Bole Skyline Hotel phone", "catalogue")
q("am", "ሮያል ኢንክሎዠር ኢን ጎንደር በጣም ርካሹ ክፍል ስንት ብር ነው", [M(1260)], "catalogue", "price",
  "Royal Enclosure Inn cheapest room", "catalogue; Standard Double 1,680 next")
q("am", "ፓፒረስ ጋርደን ሆቴል የያዝኩትን ክፍል በነፃ መሰረዝ የምችለው እስከ መቼ ነው", [["24 hours", "24 ሰዓት", "24 ሰአት", "24-hour", "24h", "24 hrs"]],
  "catalogue", "duration", "free cancellation window", "catalogue policy: 24 hours before check-in")
# --- d11 Timket
q("am", "ጎንደር ከተራ በፈረንጆቹ አቆጣጠር ስንት ቀን ነው", [["ጃንዋሪ 18", "January 18", "18 January", "Jan 18", "18 Jan", "ጥር 10"]],
  "d11", "date", "Ketera 2019 E.C. date", "trap: Timket 19 January")
q("am", "ፋሲል ካስል ቪው ሆቴል በከተራ ቀን አውቶቡሱ ስንት ሰዓት ነው የሚነሳው", [T(14, 0, "ከቀኑ 8")], "d11", "time",
  "Ketera-day shuttle", "trap: Timket day 05:00 (ከሌሊቱ 11)")
q("am", "ፋሲለደስ መዋኛ ላይ የተያዘ መቀመጫ ለኢትዮጵያውያን ስንት ነው", [M(300)], "d11", "price",
  "reserved seat, citizens", "trap: foreigners 1,000")
# --- d12 laundry
q("am", "ፓፒረስ ሆቴል የሀበሻ ቀሚስ ለማሳጠብ ስንት ያስከፍላል", [M(250)], "d12", "price",
  "habesha dress laundry", "trap: dress 120")
q("am", "ባህር ዳር ፓፒረስ ጋርደን ዛሬ የሰጠሁትን ልብስ ዛሬውኑ ማግኘት እችላለሁ?", [T(18, 0, "ከምሽቱ 12"), ["50%", "50 %", "50 በመቶ"]],
  "d12", "yes_no", "same-day laundry", "deciding facts: express back at 18:00 if handed in before 09:00, 50% extra")
q("am", "ፓፒረስ ጋርደን ሆቴል እሁድ ልብስ ያጥባሉ", [["ዝግ ነው", "closed", "ዝግ ነዉ"]], "d12", "yes_no",
  "laundry on Sunday", "deciding fact: closed on Sunday")
# --- d13 Roha
q("am", "ሮሃ ቫሊ ኢን እስከ ከቀኑ 9 ሰዓት ዘግይቼ መውጣት እፈልጋለሁ ስንት ያስከፍላል", [M(500)], "d13", "price",
  "late check-out until 15:00", "trap: until 18:00 costs half a night")
q("am", "ላሊበላ ሮሃ ቫሊ ሻንጣዬን ለ5 ቀን ባስቀምጥ ክፍያ አለው?", [M(50), ["3 ቀን", "3 days", "three days", "ሶስት ቀን", "ሦስት ቀን"]],
  "d13", "yes_no", "luggage storage beyond 3 days", "free 3 days, then 50 birr per bag per day")
q("am", "ከላሊበላ አየር ማረፊያ ሮሃ ቫሊ ኢን በሚኒባስ ለአንድ ሰው ስንት ነው", [M(350)], "d13", "price",
  "shared airport minibus", "trap: private car 1,200")
# --- d14 Goha weddings
q("am", "ጎሃ ሆቴል ቅዳሜ የአዳራሽ ኪራይ ስንት ነው", [M(25000)], "d14", "price",
  "hall rent weekend", "trap: weekday 15,000; garden 35,000")
q("am", "ጎሃ ሂል ልዩ ቡፌ ለአንድ ሰው ዋጋው", [M(1250)], "d14", "price",
  "special buffet per person", "trap: standard 850")
q("am", "ሠርግ ላይ ሙዚቃ እስከ ስንት ሰዓት ይፈቀዳል ጎሃ ሂል ሆቴል", [T(23, 0, "ከምሽቱ 5")], "d14", "time",
  "music curfew", "")
# --- d15 Bole Skyline
q("am", "ቦሌ ስካይላይን ሆቴል ሌሊት 8 ሰዓት ከኤርፖርት ትራንስፖርት ስንት ነው? 2 ሰዎች ነን", [M(600)], "d15", "price",
  "night shuttle for 2 people", "trap: Ethiopian-clock 8 at night = 02:00, outside the free hours; van 1,000")
q("am", "ቦሌ ስካይላይን ለትራንዚት የ10 ሰዓት ክፍል ዋጋ ስንት ነው", [M(2700)], "d15", "price",
  "day-use room 10 hours", "trap: 6 hours 1,900")
q("am", "ቦሌ ስካይላይን ሾፌሩ ኤርፖርት ላይ የት ነው የሚጠብቀኝ", [["12ኛው ምሰሶ", "ምሰሶ", "pillar 12", "12th pillar"]],
  "d15", "place", "meeting point at the airport", "")
# --- d16 CMC pets
q("am", "ሲኤምሲ ፋሚሊ ስዊትስ 25 ኪሎ የሚመዝን ውሻ ይዤ መምጣት እችላለሁ?", [["10 ኪሎ", "10 kg", "10kg", "10 ኪ.ግ"]],
  "d16", "yes_no", "large dog", "deciding fact: dogs over 10 kg not accepted")
q("am", "CMC ለውሻ ማስያዣ ስንት ብር ነው የሚከፈለው", [M(2000)], "d16", "price",
  "pet deposit", "trap: nightly 400/300")
# --- d17 Piassa (twin of d10)
q("am", "ፒያሳ ሄሪቴጅ ኢን የአማርኛ 5 የቡድን ትምህርቶች ጥቅል ዋጋ", [M(2000)], "d17", "price",
  "5 group lessons package", "trap: private package 3,600")
q("am", "ፒያሳ ሄሪቴጅ ኢን የቡና ሥነ ሥርዓት ሥልጠና ስንት ሰዓት ይጀምራል", [T(15, 0, "ከቀኑ 9")], "d17", "time",
  "coffee ceremony class time", "trap: language class 16:00")
# --- d18 Queen of Sheba
q("am", "ንግሥተ ሳባ ኢን በካርድ ብከፍል ተጨማሪ ክፍያ አለ?", [["3%", "3 %", "3 በመቶ", "3 percent"]], "d18", "yes_no",
  "card surcharge", "deciding fact: 3%")
q("am", "አክሱም ንግሥተ ሳባ ኢን አጠገብ ያለው ባንክ ቅዳሜ እስከ ስንት ሰዓት ክፍት ነው", [T(12, 30, "ከቀኑ 6:30")], "d18", "time",
  "bank Saturday closing", "trap: weekdays 17:00")
q("am", "ለኤግዚኪዩቲቭ ኩዊን ክፍል ማስያዣ ስንት ነው ንግሥተ ሳባ ኢን", [M(2000)], "d18", "price",
  "deposit Executive Queen", "trap: standard rooms 1,000")
q("am", "ንግሥተ ሳባ ኢን በቴሌብር ለመክፈል የነጋዴ ኮዱ ስንት ነው", [["6121"]], "d18", "contact",
  "telebirr merchant code", "")
# --- cross-lingual
q("am", "የላሊበላ ገና በፈረንጆች ስንት ቀን ነው የሚውለው", [["7 January", "January 7", "ጃንዋሪ 7", "Jan 7", "7 Jan", "ታኅሣሥ 29", "ታህሳስ 29"]],
  "d04", "date", "Genna date", "answer only in English doc", x=True)
q("am", "እንጦጦ ግራንድ ሆቴል ለልጆች የመዋኛ ዋጋ ስንት ነው", [M(600)], "d02", "price",
  "child pool price Entoto", "trap: adult 1,200/1,650", x=True)
q("am", "አዳማ ሪፍት ቫሊ ሆቴል የሶደሬ ጉዞ መኪናው ስንት ሰዓት ይነሳል", [T(8, 30, "ከጠዋቱ 2:30", "2:30 in the morning", "sa'aatii 2:30")],
  "d09", "time", "Sodere departure", "answer in en/om twins only; trap: return 16:30", x=True)
q("am", "ሌክ ሀዋሳ ሪዞርት የልጆች ክለብ ግማሽ ቀን ስንት ነው", [M(350)], "d06", "price",
  "kids club half day", "trap: full day 600", x=True)
q("am", "ድሬዳዋ ዴቻቱ ሪቨርሳይድ ሆቴል ክፍል ውስጥ ሲጋራ ብጨስ ቅጣቱ ስንት ነው", [M(3000)], "d26", "price",
  "smoking fine", "trap: khat fine 1,000", x=True)
q("am", "መቀሌ እንዳ የሱስ ሆቴል አሸንዳ ላይ ለሴቶች ሹሩባ ስንት ያስከፍላል", [M(600)], "d28", "price",
  "Ashenda braiding adult", "trap: child 350", x=True)
q("am", "ካዛንቺስ ቢዝነስ ሆቴል ለ80 ሰው አዳራሽ ሙሉ ቀን ስንት ነው", [M(24000)], "d07", "price",
  "Taitu hall full day", "trap: half day 15,000", x=True)
# --- unanswerable
u("am", "ፋሲለደስ መዋኛ መቀመጫ ለአረጋውያን ቅናሽ አለ?", "yes_no", "senior discount Timket seats", "only foreigner/citizen prices", ["አረጋውያን", "አዛውንት", "senior"])
u("am", "ፓፒረስ ሆቴል የቆዳ ጃኬት እጥበት ዋጋ ስንት ነው", "price", "leather jacket cleaning", "not on the list", ["ቆዳ", "leather"])
u("am", "ጎሃ ሂል ሆቴል የሠርግ ፎቶግራፈር ያቀርባል? ዋጋው ስንት ነው", "price", "wedding photographer", "not mentioned", ["ፎቶግራፈር", "ፎቶ አንሺ", "photographer"])
u("am", "ቦሌ ስካይላይን ሆቴል ወደ አዳማ ትራንስፖርት አለው? ዋጋው?", "price", "transfer to Adama", "only airport shuttle", ["d15:አዳማ", "d15:Adama"])
u("am", "ሲኤምሲ ፋሚሊ ስዊትስ በቀቀን ወይም ወፍ ይዤ መምጣት እችላለሁ", "yes_no", "bird as a pet", "only dogs and cats are covered", ["በቀቀን", "ወፍ", "parrot"])
u("am", "እንጦጦ ግራንድ ሆቴል የልብስ እጥበት ዋጋ ስንት ነው", "price", "laundry at Entoto Grand", "laundry prices exist only for Papyrus Garden Hotel", ["d12:እንጦጦ", "d12:Entoto", "d02:laundry"])
u("am", "የፋሲል ግቢ የምሽት ጉብኝት አለ? ዋጋው ስንት ነው", "price", "night tour of Fasil Ghebbi", "not mentioned", ["የምሽት ጉብኝት", "night tour", "light show"])
u("am", "ንግሥተ ሳባ ኢን በቢትኮይን መክፈል ይቻላል?", "yes_no", "bitcoin payment", "not mentioned", ["ቢትኮይን", "bitcoin", "crypto"])
u("am", "የአማርኛ ትምህርቱን በኦንላይን መውሰድ ይቻላል? ዋጋው?", "price", "online Amharic lessons", "not mentioned", ["ኦንላይን", "online", "zoom"])
u("am", "ሌክ ሀዋሳ ሪዞርት የልጅ ልደት ፓርቲ ስንት ያስከፍላል", "price", "child birthday party", "not mentioned", ["ልደት", "birthday"])
u("am", "ካዛንቺስ ቢዝነስ ሆቴል ለስብሰባ አስተርጓሚ ያቀርባል?", "yes_no", "interpreter for meetings", "not mentioned", ["አስተርጓሚ", "interpreter", "translator"])
u("am", "ጥምቀት ላይ ጎንደር ፈረስ ግልቢያ ስንት ነው", "price", "horse riding at Timket", "not mentioned", ["ፈረስ", "horse"])
u("am", "ሮሃ ቫሊ ኢን የመዋኛ ገንዳ እስከ ስንት ሰዓት ክፍት ነው", "time", "pool at Roha Valley Inn", "Roha has no pool; pools are at other hotels", ["d13:ገንዳ", "d13:pool"])
u("am", "የጣና ገዳማት ጀልባ ጉዞ ለተማሪዎች ቅናሽ አለ?", "yes_no", "student discount boat", "only adult/child fares", ["ለተማሪዎች ቅናሽ", "student"])
u("am", "ጎሃ ሂል ሆቴል ለሠርግ ዲጄ ያቀርባል? ስንት ነው", "price", "wedding DJ", "not mentioned", ["ዲጄ", "disc jockey"])

# ============================================================ AFAAN OROMO
# --- catalogue
q("om", "Bishooftuu keessa hoteelli jiraa? yoo hin jirre kan itti dhihoo jiru eessa", [["Adama", "Adaamaa", "Addis Ababa", "Finfinnee", "አዳማ", "አዲስ አበባ"]],
  "catalogue", "place", "hotel in Bishoftu (absent city)",
  "no-hotel city: Bishoftu/Bishooftuu/Debre Zeit/ቢሾፍቱ; answerable: none there, nearest catalogue cities Adama or Addis Ababa")
q("om", "nazret garden hotel kutaa executive queen gatiin isaa meeqa", [M(4200)], "catalogue", "price",
  "Nazret Garden Executive Queen", "catalogue; Twin 2,600 is the neighbour")
q("om", "lakkoofsa bilbilaa awash valley resort naaf kenni", [["+251171194403", "251171194403", "0171194403", "+251 17 119 4403", "17 119 4403"]],
  "catalogue", "contact", "Awash Valley Resort phone", "catalogue")
q("om", "hoteelota adaamaa keessa jiran naaf tarreessi", hotels(
    ["Awash Valley Resort", "Awash Valley"], ["Nazret Garden Hotel", "Nazret Garden"],
    ["Rift Valley Conference Hotel", "Rift Valley Conference", "Rift Valley"], ["Adama Palm Inn", "Adama Palm"]),
  "catalogue", "place", "hotels listed in Adama", "catalogue; all four must be named")
q("om", "lake hawassa resort & spa keessaa sa'aatii meeqatti ba'uu qaba (check out)", [T(12, 0, "12 noon", "sa'aatii 6 guyyaa")],
  "catalogue", "time", "Lake Hawassa Resort check-out", "catalogue; 12:00 unlike the usual 11:00")
q("om", "dorze hills inn kutaan isaa inni rakasaan meeqa", [M(1820)], "catalogue", "price",
  "Dorze Hills Inn cheapest room", "catalogue; Twin Room 1,820")
# --- d19 Sodere (twin of d09)
q("om", "imala sodere ga'eessa tokko meeqa kaffala", [M(1250)], "d19", "price",
  "Sodere adult price", "trap: child 700")
q("om", "sodere dhaquuf konkolaataa dhuunfaa rift valley hotel irraa meeqa", [M(2600)], "d19", "price",
  "private car to Sodere", "")
q("om", "tikeetii imala sodere hanga sa'aatii meeqaatti bitachuun danda'ama", [T(21, 0, "sa'aatii 3:00 halkan", "sa'aatii 3 halkan")],
  "d19", "time", "ticket sales deadline", "trap: cancellation deadline 18:00")
q("om", "haroo xiqqaa sodere keessa daa'imni koo seenuu danda'aa", [["45 °C", "45°C", "45 digirii", "hin mijatu", "not suitable"]],
  "d19", "yes_no", "children in the hot pool", "deciding fact: small pool 45 °C unsuitable")
# --- d20 Irreechaa
q("om", "irreechaa hora finfinnee bara kana yoom", [["2 Onkoloolessa", "Onkoloolessa 2", "October 2", "2 October", "2 Oct", "Meeskaram 21"]],
  "d20", "date", "Irreechaa Hora Finfinnee date", "trap: Meskel 28 Fulbaana; festival dinner 1 Onkoloolessa")
q("om", "sarbet garden hotel uffata aadaa dubartootaa kireeffachuuf meeqa", [M(700)], "d20", "price",
  "women's cultural dress rental", "trap: men 500, children 300, deposit 1,500")
q("om", "masqalli bara 2020 guyyaa meeqa irra oola (lakkoofsa awurooppaa)", [["28 Fulbaana", "Fulbaana 28", "28 September", "September 28", "Sept 28", "28 Sep"]],
  "d20", "date", "Meskel 2020 E.C. Gregorian date", "trap: 27 September in most years, 28 in 2027")
# --- d21 Awash Valley parking
q("om", "awash valley resort konkolaataa lammaffaa dhaabuuf halkan tokkoof meeqa", [M(100)], "d21", "price",
  "second car parking", "trap: first car free, non-guests 30 per hour")
q("om", "adaamaa irraa finfinneetti konkolaataa konkolaachisaa wajjin awash valley irraa meeqa (deemsa qofa)", [M(3500)], "d21", "price",
  "car with driver to Addis one way", "trap: round trip 6,000; toll 120 extra")
q("om", "dhiqannaa konkolaataa SUV awash valley resort meeqa", [M(400)], "d21", "price",
  "SUV car wash", "trap: small car 250")
# --- d22 Adama Palm pool
q("om", "adama palm inn haroo daakaa dilbata daa'imaaf meeqa", [M(300)], "d22", "price",
  "weekend child pool fee", "trap: weekday child 200, adult 600")
q("om", "adama palm inn haroon daakaa wiixata ganama banaa dhaa", [T(10, 0, "sa'aatii 4 ganama")], "d22", "yes_no",
  "Monday morning pool closure", "deciding fact: closed until 10:00 on Monday")
q("om", "barnoota daakaa daa'immanii adama palm inn gatii isaa", [M(2400)], "d22", "price",
  "children's swimming course", "")
# --- d23 Sidama
q("om", "imalli qonna bunaa sidama garden lodge guyyaa kamii", [["Kibxata", "Tuesday"], ["Jimaata", "Friday"]],
  "d23", "other", "coffee tour days", "")
q("om", "daa'ima waggaa 8 imala qonna bunaa hawaasaa irraa meeqa", [M(900)], "d23", "price",
  "coffee tour child 6-12", "trap: adult 1,800; under 6 free")
q("om", "awtoobisii fichee gara gudumaale sidama garden lodge irraa meeqa", [M(200)], "d23", "price",
  "Fichee shuttle", "")
# --- d24 Railway health
q("om", "faarmaasiin railway station hotel bira jiru dilbata sa'aatii meeqa banaa", [T(9, 0), T(13, 0)], "d24", "time",
  "pharmacy Sunday hours", "trap: normal days 07:00-22:00")
q("om", "qorannoo busaa gatii isaa meeqa railway station hotel", [M(250)], "d24", "price",
  "rapid malaria test", "")
# --- d25 Dorze
q("om", "imala dorzee ga'eessaaf meeqa forty springs lodge", [M(1400)], "d25", "price",
  "Dorze tour adult", "trap: child 700")
q("om", "kaffaltiin seensa ganda dorzee gatii imalaa keessa jiraa", [M(300)], "d25", "yes_no",
  "village entrance fee", "deciding fact: 300 birr paid separately")
# --- d26 Dechatu rules
q("om", "dechatu riverside hotel daawwataan koo hanga sa'aatii meeqaatti kutaa seenuu danda'a", [T(21, 0, "sa'aatii 3 halkan")],
  "d26", "time", "visitor curfew", "trap: quiet hours 22:00")
q("om", "dechatu hotel jimaa kutaa keessatti qama'uun ni danda'amaa", [["1,000", "1000", "mafrish"]], "d26", "yes_no",
  "khat in rooms", "deciding fact: only in the mafrish area, fine 1,000 birr")
q("om", "dechatu riverside kutaa qabachuuf umuriin meeqa barbaachisa", [["waggaa 18", "18 years", "18 ganna", "18-year"]],
  "d26", "count", "minimum check-in age", "")
# --- cross-lingual
q("om", "entoto grand hotel haroo daakaa sanbata namoota alaatiif meeqa", [M(1650)], "d02", "price",
  "Entoto weekend day pass", "trap: weekday 1,200", x=True)
q("om", "lake tana shore resort bidiruun ganamaa sa'aatii meeqa ka'a", [T(7, 30, "1:30 in the morning", "sa'aatii 1:30 ganama")],
  "d01", "time", "morning boat departure", "trap: 13:30", x=True)
q("om", "cmc family suites sareen kiiloo 8 halkan tokkoof meeqa", [M(400)], "d16", "price",
  "small dog fee", "trap: cat 300", x=True)
q("om", "axumite heritage hotel ayyaana hidar tsion irratti halkan tokkoof dabalataan meeqa", [M(1500)], "d03", "price",
  "Hidar Tsion supplement", "trap: full-day tour 1,600", x=True)
q("om", "bole skyline hotel shuttle bilisaa sa'aatii meeqa hanga meeqa", [T(6, 0, "ከጠዋቱ 12"), T(22, 0, "ከምሽቱ 4")],
  "d15", "time", "free airport shuttle hours", "", x=True)
q("om", "romanat square hotel tihlo gatiin meeqa", [M(540)], "d27", "price",
  "tihlo price", "min 2 people", x=True)
q("om", "paarkii nech sar scout gatii meeqa", [M(400)], "d08", "price",
  "park scout fee", "trap: park fee 540/90", x=True)
# --- unanswerable
u("om", "adama palm inn sauna ni qabaa gatiin meeqa", "price", "sauna at Adama Palm Inn", "sauna is at Entoto Grand", ["d22:sauna", "d22:saunaa"])
u("om", "awash valley resort chaarjii konkolaataa elektirikii ni qabaa", "yes_no", "EV charging", "not mentioned", ["elektirikii", "electric car", "charging station", "EV charger"])
u("om", "forty springs lodge imala konso ni qopheessaa gatii", "price", "Konso trip", "not mentioned", ["Konso"])
u("om", "railway station hotel qorannoo covid ni godhaa", "yes_no", "COVID test", "not mentioned", ["COVID", "koviid"])
u("om", "dechatu riverside hotel haroo daakaa sa'aatii meeqa banaa", "time", "pool at Dechatu", "Dechatu has no pool", ["d26:daakaa", "d26:haroo"])
u("om", "sidama garden lodge bidiruu kaayaakii ni kireessaa", "yes_no", "kayak", "not mentioned", ["kayak", "kaayaakii"])
u("om", "awash valley resort jimii gatiin isaa meeqa", "price", "gym at Awash Valley", "not mentioned", ["d21:jimii", "d21:gym"])
u("om", "fichee chambalaalla bara 2027 guyyaa meeqa", "date", "Fichee date", "doc says elders announce it", ["d23:Caamsaa", "d23:Ebla", "d23:Waxabajjii"])
u("om", "awash valley resort irraa gara dirre dawaa konkolaataan meeqa", "price", "car to Dire Dawa", "only Addis route", ["d21:Dirre Dawaa", "d21:Dire Dawa"])
u("om", "railway station hotel ogeessa ilkaanii ni qabaa", "yes_no", "dentist", "not mentioned", ["dentist", "ilkaanii"])
u("om", "irreechaa hora harsadii sarbet garden awtoobisii qabaa", "yes_no", "bus to Hora Harsadi", "only Hora Finfinnee", ["Harsadi", "Arsadi"])
u("om", "dechatu riverside hotel shiishaa ni hayyamamaa", "yes_no", "shisha", "not mentioned", ["shiishaa", "shisha", "vape"])
u("om", "sarbet garden hotel sareen koo na wajjin dhufuu ni dandeessii", "yes_no", "pets at Sarbet", "pet rules exist only for CMC Family Suites", ["d20:saree", "d20:dog"])
u("om", "forty springs lodge fardaan imala ni jiraa", "yes_no", "horse riding", "not mentioned", ["farda", "horse"])
u("om", "imala sodere namoota soorama bahaniif hir'ina qabaa", "yes_no", "pensioner discount Sodere", "only adult/child", ["soorama", "pensioner", "senior"])

# ============================================================ TIGRINYA
q("ti", "ሓውልቲ ፕላዛ ሆቴል ፋሚሊ ስዊት ዋጋኡ ክንደይ እዩ", [M(5200)], "catalogue", "price",
  "Hawelti Plaza Family Suite", "catalogue; Executive Queen 4,200 neighbour")
q("ti", "ሮማናት ስኩዌር ሆቴል ቁርሲ ንዘይጋሻ ክንደይ እዩ", [M(650)], "d27", "price",
  "breakfast for non-guests", "")
q("ti", "ሮማናት ጽብሒ ደርሆ ዋጋ ክንደይ", [M(780)], "d27", "price",
  "chicken stew price", "trap: zigni 620")
q("ti", "ሮቡዕ ጾማዊ መግቢ ኣሎ ድዩ ኣብ ሮማናት? ሽሮ ክንደይ", [M(280)], "d27", "price",
  "fasting shiro price", "trap: beyaynetu 420")
q("ti", "ኣሸንዳ 2019 ብፈረንጂ ዕለት መዓስ ይጅምር", [["22 ኦገስት", "ኦገስት 22", "22 August", "August 22", "Aug 22", "22 Aug"]],
  "d28", "date", "Ashenda start date", "trap: ends 24 August")
q("ti", "እንዳ የሱስ ሂል ሆቴል ሹርባ ንቆልዓ ክንደይ", [M(350)], "d28", "price",
  "child braiding", "trap: adult 600")
q("ti", "ድራር በዓል ኣሸንዳ ኣብ እንዳ የሱስ ሰዓት ክንደይ ይጅምር", [T(19, 0, "ሰዓት 1 ምሸት")], "d28", "time",
  "festival dinner time", "")
q("ti", "ንግስተ ሳባ ኢን ኤቲኤም ብመዓልቲ ክንደይ ክውጻእ ይከኣል", [M(10000)], "d29", "price",
  "ATM daily limit", "")
q("ti", "ኣብ ኣኽሱም ጽምብል ሕዳር ጽዮን ብፈረንጂ ዕለት መዓስ እዩ", [["30 November", "November 30", "30 ኖቬምበር", "ኖቬምበር 30", "30 Nov", "Nov 30"]],
  "d03", "date", "Hidar Tsion Gregorian date", "answer only in English doc", x=True)
q("ti", "ኣብ ጎንደር ጥምቀት ፋሲል ካስል ቪው ሆቴል ተወሳኺ ክፍሊት ንለይቲ ክንደይ", [M(1200)], "d11", "price",
  "Timket supplement", "answer only in Amharic doc", x=True)
u("ti", "ሮማናት ስኩዌር ሆቴል ፒዛ ኣለዎም ድዩ? ዋጋ", "price", "pizza", "not on the menu", ["ፒዛ", "pizza"])
u("ti", "ኣብ ኣሸንዳ ውድድር ኣሎ ድዩ? ሽልማት ክንደይ", "price", "Ashenda competition prize", "not mentioned", ["ውድድር", "ሽልማት", "prize"])

# ============================================================ AMHARIC IN LATIN LETTERS
q("am-latn", "bole skyline hotel standard single waga sint new", [M(2880)], "catalogue", "price",
  "Bole Skyline Standard Single", "catalogue; Twin 4,160 neighbour")
q("am-latn", "papyrus hotel lay shemiz letatebi sint birr new", [M(60)], "d12", "price",
  "shirt laundry", "trap: trousers 80")
q("am-latn", "cmc family suites dimet mamtat yichalal? wagaw sint new", [M(300)], "d16", "price",
  "cat fee", "trap: dog 400")
q("am-latn", "timket gonder fasil castle view hotel lay biyans sint lelit mekoyet alebign", [["3 ሌሊት", "3 nights", "three nights", "3 lelit", "3 night"]],
  "d11", "duration", "Timket minimum stay", "")
q("am-latn", "bole skyline hotel shoferu airport lay yet new yemitebkegn", [["12ኛው ምሰሶ", "ምሰሶ", "pillar 12", "12th pillar", "mesesso"]],
  "d15", "place", "meeting point", "")
q("am-latn", "roha valley inn lalibela check out sint seat new? late check out wagaw", [T(11, 0, "ከጠዋቱ 5"), M(500)],
  "d13", "time", "check-out and late check-out", "trap: until 18:00 half a night")
q("am-latn", "sodere lemehed adama rift valley hotel lijoch sint new", [M(700)], "d09", "price",
  "Sodere child price", "answer in en/om twins only", x=True)
q("am-latn", "mekelle romanat square hotel erat sint seat new", [T(18, 0, "ሰዓት 12:00"), T(22, 30, "ሰዓት 4:30 ምሸት")],
  "d27", "time", "dinner hours Romanat", "answer only in Tigrinya doc", x=True)
u("am-latn", "cmc family suites asa aquarium yzo memtat yichalal", "yes_no", "fish tank", "not mentioned", ["aquarium", "ዓሳ"])
u("am-latn", "goha hill hotel serg lay cake yiseralu? waga", "price", "wedding cake", "not mentioned", ["ኬክ", "cake"])


# ------------------------------------------------------------ write
ORDER = ["en", "am", "om", "ti", "am-latn"]


def main():
    out = []
    checks = {}
    for lang in ORDER:
        for item in [x for x in Q if x["lang"] == lang]:
            qid = "q%03d" % (len(out) + 1)
            cross = is_cross(item["lang"], item["source_doc"])
            assert cross == item["_x"], (qid, item["question"], cross)
            out.append({
                "id": qid, "lang": item["lang"], "question": item["question"],
                "answerable": item["answerable"], "expected": item["expected"],
                "source_doc": item["source_doc"], "asked_type": item["asked_type"],
                "subject": item["subject"], "note": item["note"], "cross_lingual": cross,
            })
            if not item["answerable"]:
                checks[qid] = item["_terms"]
    with open(os.path.join(ROOT, "questions.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(ROOT, "unanswerable_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
        f.write("\n")
    from collections import Counter
    c = Counter((x["lang"], x["answerable"]) for x in out)
    for lang in ORDER:
        print(lang, c[(lang, True)], c[(lang, False)])


if __name__ == "__main__":
    main()
