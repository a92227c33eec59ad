#!/usr/bin/env python3
"""Writes questions.json for blind set 6. Standard library only."""
import json, os

# ------------------------------------------------------------------ helpers for generous alternatives
def P(n):
    """number forms: 1200 -> 1,200 / 1200 / 1 200 / 1.200"""
    s = str(n)
    if n >= 1000:
        a = "{:,}".format(n)
        return [a, s, a.replace(",", " "), a.replace(",", ".")]
    return [s]

def T(h, m, extra=()):
    """clock forms for a 24 h time, never the bare 12 h form (avoids 2:00 matching 12:00)"""
    out = ["%02d:%02d" % (h, m), "%02d.%02d" % (h, m)]
    if h < 10:
        out += ["%d:%02d am" % (h, m), "%d:%02dam" % (h, m), "%d:%02d a.m." % (h, m)]
        if m == 0:
            out += ["%d am" % h, "%dam" % h, "%d a.m." % h]
    elif h == 12:
        out += ["12:%02d pm" % m, "12:%02dpm" % m]
        if m == 0:
            out += ["noon", "12 pm", "12pm", "midday", "12 p.m."]
    elif h > 12:
        k = h - 12
        out += ["%d:%02d pm" % (k, m), "%d:%02dpm" % (k, m), "%d:%02d p.m." % (k, m)]
        if m == 0:
            out += ["%d pm" % k, "%dpm" % k, "%d p.m." % k]
    else:  # 10, 11
        out += ["%d:%02d am" % (h, m), "%d:%02dam" % (h, m), "%d:%02d a.m." % (h, m)]
        if m == 0:
            out += ["%d am" % h, "%dam" % h, "%d a.m." % h]
    return out + list(extra)

MON = {1: ("January", "Jan"), 8: ("August", "Aug"), 9: ("September", "Sept"), 10: ("October", "Oct")}
def DT(d, m, extra=()):
    full, ab = MON[m]
    out = ["%d %s" % (d, full), "%s %d" % (full, d), "%s %d" % (ab, d), "%d %s" % (d, ab), "%s. %d" % (ab, d),
           "%dth %s" % (d, full) if d not in (1, 2, 3, 21, 22, 23) else "%d%s %s" % (d, {1: "st", 21: "st", 2: "nd", 22: "nd", 3: "rd", 23: "rd"}[d], full),
           "%02d/%02d/2027" % (d, m), "2027-%02d-%02d" % (m, d)]
    if m == 9:
        out += ["%d Sep" % d, "Sep %d" % d]
    return out + list(extra)

YES_EN = ["yes"]
YES_AM = ["አዎ", "አዎን", "yes"]
YES_OM = ["eeyyee", "eeyye", "eyyee", "yes"]
NOHOTEL = {
    "en": ["no hotels", "don't have", "do not have", "not have any", "no listed", "not listed", "aren't any",
           "are no ", "isn't", "is not", "not available", "not currently", "don't currently", "none",
           "no properties", "not in our", "doesn't", "does not", "not cover", "no partner"],
    "am": ["የለም", "የሉም", "የለንም", "አልተመዘገበም", "የሉንም", "አይገኝም", "አይገኙም", "don't have", "no hotels", "not available"],
    "om": ["hin jiru", "hin jiran", "hin qabnu", "hin qabu", "hin argamu", "hin argaman", "no hotels", "don't have", "not available"],
    "ti": ["የለን", "የለናን", "የለዉን", "የለውን", "የብልናን", "ኣይርከብን", "ኣይርከቡን", "ኣይተመዝገበን", "no hotels", "don't have", "not available"],
}

Q = []
def q(lang, question, answerable, expected, source, asked, subject, note, cross=False):
    expected = [list(dict.fromkeys(g)) for g in expected]
    Q.append({"id": "q%03d" % (len(Q) + 1), "lang": lang, "question": question, "answerable": answerable,
              "expected": expected if answerable else [], "source_doc": source if answerable else None,
              "asked_type": asked, "subject": subject, "note": note, "cross_lingual": bool(cross) if answerable else False})

def A(lang, question, expected, source, asked, subject, note, cross=False):
    q(lang, question, True, expected, source, asked, subject, note, cross)

def U(lang, question, asked, subject, note):
    q(lang, question, False, [], None, asked, subject, note)

# ================================================================== ENGLISH
# --- from English documents
A("en", "how much is a sedan from bole airport to my hotel in kazanchis", [P(1200)], "d01", "price",
  "airport sedan transfer Addis", "sedan 1,200; minivan 1,850 and the Bahir Dar 650 are the neighbours")
A("en", "my flight lands 11.30pm, is there any extra charge for the airport pickup", [P(300)], "d01", "price",
  "night surcharge airport transfer", "22:00-05:00 surcharge 300; waiting charge 150 per 30 min is a neighbour")
A("en", "entoto grand spa hot stone massage price?", [P(3400)], "d02", "price",
  "hot stone massage Entoto Grand spa", "3,400; deep tissue 2,300 and couples 4,800 are neighbours")
A("en", "what time does the spa close at entoto grand hotel", [T(21, 0)], "d02", "time",
  "Entoto Grand spa closing time", "open 07:00-21:00, last treatment 20:00 (trap)")
A("en", "can my 14 yr old daughter come with me to the spa at entoto grand", [["16"]], "d02", "yes_no",
  "children in Entoto Grand spa", "no: under 16 not admitted (pool allowed until 18:00)")
A("en", "whens timkat next year, need exact date", [DT(19, 1, ["ጥር 11", "Tir 11", "Ter 11", "Tirr 11"])], "d03", "date",
  "Timkat 2027 date", "19 Jan 2027 = Tir 11; Ketera eve 18 Jan and Genna 7 Jan are neighbours")
A("en", "price of a reserved seat at fasilides bath for timkat", [P(900)], "d03", "price",
  "Timkat viewing stand Gondar", "900 birr; entry itself free; Genna package 7,500 is a neighbour")
A("en", "lalibela christmas package how much per person", [P(7500)], "d03", "price",
  "Genna package Lalibela", "7,500 per person; Timkat seat 900 is a neighbour")
A("en", "asheton maryam trek - what time do we leave in the morning", [T(6, 30)], "d04", "time",
  "Asheton Maryam mule trek departure", "06:30; church walks start 08:30 or 14:00 (neighbours)")
A("en", "lake chamo crocodile boat, there are 6 of us, how much", [P(3000)], "d05", "price",
  "Lake Chamo boat trip", "3,000 per boat up to 8; Nech Sar scout 1,200, Dorze 900 are neighbours")
A("en", "how much is the 12gb data bundle from ethio telecom", [P(750)], "d06", "price",
  "12 GB data bundle", "750; the 5 GB bundle is 350")
A("en", "kazanchis business hotel - if i give my laundry at 8 in the morning when do i get it back",
  [T(18, 0, ["same day", "same-day"])], "d07", "time", "laundry return time Kazanchis",
  "before 09:00 -> same day by 18:00; later -> next day by 12:00 (trap)")
A("en", "parking for visitors at kazanchis business hotel how much", [P(40)], "d07", "price",
  "visitor parking Kazanchis", "40 birr per hour (max 300/day); free for guests")
A("en", "can i bring my dog to sidama garden lodge? fee?", [P(500)], "d08", "price",
  "pet fee Sidama Garden Lodge", "500 per pet per night; Forty Springs 350 is the neighbour")
A("en", "90 day tourist evisa cost", [["102"]], "d09", "price",
  "90-day tourist e-visa", "102 USD; 30-day is 82")
A("en", "axum stelae field opening hours", [T(8, 0), T(17, 30)], "d10", "time",
  "Axum stelae field hours", "08:00-17:30; St Mary of Zion 06:00-18:00 is the neighbour")
A("en", "is the ketera procession in gondar on jan 18 2027 or the 19th", [DT(18, 1, ["ጥር 10", "Tir 10", "Ter 10"])], "d03", "date",
  "Ketera 2027 date", "Ketera (eve) 18 Jan 2027 = Tir 10; Timkat itself 19 Jan is the trap")
A("en", "i forgot my jacket in the hotel, how long do they keep lost stuff", [["90 days", "90 day", "ninety days", "3 months", "three months"]], "d11", "duration",
  "lost property keeping period", "90 days; ID documents go to police after 14 days")
A("en", "wheelchair user - how many rooms with roll in shower at bole skyline", [["4 rooms", "four rooms", "4 accessible", "four accessible", "4 room"]], "d11", "count",
  "accessible rooms Bole Skyline", "4 rooms; Lake Hawassa Resort has 2")
# --- cross-lingual (answer in am / om / ti documents)
A("en", "doro wat price at the fasil castle view hotel restaurant in gondar", [P(650)], "d14", "price",
  "doro wat Fasil Castle View", "Amharic menu: doro wat 650, tibs 720, kitfo 780", True)
A("en", "which day is the demera bonfire in addis in 2027", [DT(27, 9, ["መስከረም 16", "Meskerem 16", "Meskerem 16"])],
  "d13", "date", "Demera 2027 date", "Demera 27 Sep 2027 (Meskerem 16); Meskel itself 28 Sep is the trap", True)
A("en", "nazret garden hotel adama 1 hour massage price", [P(1600)], "d22", "price",
  "60-minute massage Nazret Garden spa", "Oromo doc: 60 min 1,600; 90 min 2,200", True)
A("en", "hyena feeding in harar what time does it start", [T(19, 0)], "d24", "time",
  "Harar hyena feeding time", "Oromo doc: 19:00, 200 birr", True)
A("en", "when does ashenda start in mekelle 2027", [DT(22, 8, ["16 ነሓሰ", "ነሓሰ 16", "Nehase 16", "Nahase 16"])], "d26", "date",
  "Ashenda 2027 start", "Tigrinya doc: 22 Aug 2027 (Nehase 16), ends 24 Aug", True)
A("en", "car + driver mekelle to gheralta churches for one day, cost?", [P(5500)], "d28", "price",
  "car to Gheralta", "Tigrinya doc: 5,500 per day; Abune Yemata ticket 400", True)
A("en", "how far are the blue nile falls from bahir dar", [["32"]], "d16", "count",
  "Blue Nile Falls distance", "Amharic doc: 32 km; minibus 60 birr, ticket 300", True)
# --- catalogue
A("en", "which hotels in gondar have a swimming pool", [["Goha Hill"], ["Royal Enclosure"]], "catalogue", "place",
  "pool hotels Gondar", "catalogue: Goha Hill Hotel and Royal Enclosure Inn have pool")
A("en", "check out time entoto grand hotel?", [T(12, 0)], "catalogue", "time",
  "Entoto Grand check-out", "12:00, unlike the usual 11:00")
A("en", "cheapest room at lasta terrace hotel lalibela", [["Standard Single", "1,800", "1800"]], "catalogue", "price",
  "cheapest room Lasta Terrace", "Standard Single 1,800 (Double 2,400, Twin 2,600, Exec Queen 4,200)")
A("en", "how many stars is axumite heritage hotel", [["4-star", "4 star", "four star", "four-star", "4 stars", "four stars", "4★"]],
  "catalogue", "count", "Axumite Heritage Hotel stars", "4 stars")
A("en", "do u have any hotels in jimma", [NOHOTEL["en"]], "catalogue", "yes_no",
  "hotels in Jimma", "Jimma is not a destination")
A("en", "does awash valley resort in adama have a pool", [YES_EN + ["has a pool", "has a swimming pool"]], "catalogue", "yes_no",
  "pool Awash Valley Resort", "catalogue amenity pool present")
# --- unanswerable (near misses)
U("en", "how much is a boat trip on lake abaya", "price", "Lake Abaya boat trip",
  "only the Lake Chamo boat (3,000) is documented")
U("en", "lalibela churches entrance ticket price for foreigners?", "price", "Lalibela church entrance ticket",
  "doc says the ticket is sold separately, no price; tour prices 1,500/2,600 are traps")
U("en", "entoto grand spa - how much is a facial", "price", "facial at Entoto Grand spa",
  "menu lists scrub, massages, reflexology, no facial")
U("en", "can i bring my cat to entoto grand hotel", "yes_no", "pets at Entoto Grand Hotel",
  "pet rules given only for Sidama Garden, Forty Springs, Lake Tana Shore, Lalibela hotels")
U("en", "how much is a business visa for ethiopia", "price", "business visa price",
  "only tourist e-visas (82/102 USD) are documented")
U("en", "entrance fee for yeha temple", "price", "Yeha temple entrance fee",
  "only the car hire 3,500 and the distance 50 km are given")
U("en", "how many wheelchair accessible rooms does entoto grand have", "count", "accessible rooms Entoto Grand",
  "accessibility documented for Bole Skyline (4) and Lake Hawassa Resort (2) only")
U("en", "boat to kebran gabriel from bahir dar price", "price", "Kebran Gabriel boat price",
  "Amharic doc says Kebran is men only; boat prices only for Zege (4,500) and Debre Maryam (1,800)")
U("en", "safaricom data bundle prices?", "price", "Safaricom data bundle price",
  "only the Safaricom SIM price (50) and Ethio Telecom bundles are documented")
U("en", "train ticket dire dawa to djibouti how much", "price", "Dire Dawa-Djibouti train fare",
  "Oromo doc says 3 trains a week, no fare")
U("en", "genna package in gondar price", "price", "Genna package Gondar",
  "the Genna package (7,500) is for Lalibela; Gondar only has a Timkat seat")
U("en", "pickup from gondar airport to my hotel, what does it cost", "price", "Gondar airport transfer price",
  "transfer prices only for Addis, Bahir Dar and Lalibela")
U("en", "dry cleaning a winter coat at kazanchis business hotel?", "price", "coat dry-cleaning Kazanchis",
  "price list has shirt, trousers, suit, kemis, socks; no coat")
U("en", "overnight homestay in dorze village price per night", "price", "Dorze homestay price",
  "only the day visit (900) is documented")
U("en", "camping fee in awash national park", "price", "Awash National Park camping fee",
  "Oromo doc gives entry 300, scout 500 and 2-day trip 6,500 but no camping fee")

# ================================================================== AMHARIC
A("am", "ከቦሌ አየር ማረፊያ ወደ ፒያሳ ሴዳን መኪና ስንት ብር ነው?", [P(1200)], "d12", "price",
  "airport sedan transfer Addis", "1,200; minivan 1,850 is the neighbour")
A("am", "ሹፌሩ አውሮፕላኑ ከዘገየ በነፃ ስንት ደቂቃ ይጠብቀኛል", [["60", "1 ሰዓት", "አንድ ሰዓት", "one hour", "1 hour", "ስልሳ"]], "d12", "duration",
  "free waiting time of transfer driver", "60 minutes free, then 150 per 30 min")
A("am", "ባህርዳር ኤርፖርት ወደ ሆቴል ትራንስፖርት ዋጋ", [P(650)], "d12", "price",
  "Bahir Dar airport transfer", "650 per car; Lalibela shuttle 400 per person is the neighbour")
A("am", "ደመራው ስንት ሰዓት ነው የሚለኮሰው", [T(18, 0, ["12 ሰዓት", "ከምሽቱ 12", "12:00 ምሽት", "አስራ ሁለት ሰዓት"])], "d13", "time",
  "Demera lighting time", "18:00 = 12 o'clock Ethiopian evening; ceremony starts 14:00 (8 ሰዓት) (trap)")
A("am", "መስቀል በ2020 በፈረንጅ አቆጣጠር ስንት ቀን ይውላል?", [DT(28, 9)], "d13", "date",
  "Meskel 2027 Gregorian date", "Meskel 28 Sep 2027; Demera eve 27 Sep is the trap")
A("am", "ከመስቀል አደባባይ ሬዚደንስ ጣሪያ ላይ ለማየት ትኬት ስንት ነው", [P(1500)], "d13", "price",
  "rooftop ticket Meskel Square Residences", "1,500 incl dinner and coffee; Enkutatash lunch 2,200 is a neighbour")
A("am", "ፋሲል ካስል ቪው ሆቴል ክትፎ ስንት ነው", [P(780)], "d14", "price",
  "kitfo Fasil Castle View", "780; tibs 720 and doro wat 650 are neighbours")
A("am", "ፋሲል ካስል ቪው ቁርስ እስከ ስንት ሰአት ይቀርባል", [T(10, 0, ["4 ሰዓት", "ከጠዋቱ 4", "አራት ሰዓት", "4:00 ሰዓት"])], "d14", "time",
  "breakfast end Fasil Castle View", "breakfast 06:30-10:00 (= 4 ሰዓት)")
A("am", "ጎንደር ፋሲል ካስል ቪው የማሲንቆ ሙዚቃ የሚኖረው በየትኛው ቀን ነው", [["ሐሙስ", "ሀሙስ", "Thursday"], ["ቅዳሜ", "Saturday"]], "d14", "date",
  "live masinqo music days", "Thursday and Saturday from 19:30; fasting buffet Wed/Fri is the trap")
A("am", "ክፍል ውስጥ ሲጋራ ባጨስ ቅጣቱ ስንት ነው", [P(5000)], "d15", "price",
  "smoking fine in room", "5,000 cleaning fee; khat leftovers 800 and Addis public fine 2,000 are neighbours")
A("am", "ጫት ክፍሌ ውስጥ መቃም ይፈቀዳል?", [YES_AM + ["ይፈቀዳል", "allowed"]], "d15", "yes_no",
  "khat in room", "allowed in room, not in restaurants/pool/halls")
A("am", "ወደ ዘጌ ገዳማት ጀልባ ለ8 ሰው ስንት ይከፍላል", [P(4500)], "d16", "price",
  "Zege monasteries boat", "4,500 per boat up to 10; Debre Maryam 1,800 is the neighbour")
A("am", "ጢስ አባይ ፏፏቴ መግቢያ ለፈረንጆች ስንት ነው", [P(300)], "d16", "price",
  "Blue Nile Falls entry fee", "300 for foreigners; minibus 60 is a neighbour")
A("am", "በማረፊያ ሆቴል ይዤ ሳልከፍል ቦታው ለምን ያህል ጊዜ ይቆይልኛል", [["30 ደቂቃ", "30 minutes", "30 min", "ሰላሳ ደቂቃ", "ግማሽ ሰዓት", "half an hour"]], "d17", "duration",
  "unpaid booking hold time", "30 minutes")
A("am", "በካርድ ብከፍል ተጨማሪ ክፍያ አለ?", [["2.5", "2,5"]], "d17", "price",
  "card payment fee", "2.5 percent; telebirr and CBE Birr no fee")
A("am", "ብሔራዊ ሙዚየም ሉሲን ለማየት መግቢያው ስንት ነው?", [P(200)], "d18", "price",
  "National Museum entry", "200 for foreigners; Holy Trinity 250 and Unity Park 1,000 are neighbours")
A("am", "አንድነት ፓርክ ሰኞ ክፍት ነው?", [["ዝግ", "closed", "አይከፈትም", "ክፍት አይደለም"]], "d18", "yes_no",
  "Unity Park on Monday", "closed on Mondays")
A("am", "ቀላል ባቡሩ ማታ እስከ ስንት ሰዓት ይሰራል", [T(22, 0, ["4 ሰዓት", "ከምሽቱ 4", "አራት ሰዓት"])], "d18", "time",
  "light rail closing time", "06:00-22:00 (= ምሽቱ 4 ሰዓት)")
A("am", "ማክሰኞ ከጠዋቱ 2 ሰዓት አንድነት ፓርክ መግባት እችላለሁ?", [T(9, 0, ["3 ሰዓት", "ከጠዋቱ 3", "ሶስት ሰዓት"])], "d18", "time",
  "Unity Park opening time", "Ethiopian clock: 2 ሰዓት = 08:00, the park opens 09:00 (3 ሰዓት), so no; deciding fact 09:00")
A("am", "september 12 2027 ምን በዓል ነው", [["እንቁጣጣሽ", "አዲስ ዓመት", "Enkutatash", "new year"]], "d13", "date",
  "holiday on 12 September 2027", "Gregorian date in an Amharic question: Enkutatash (መስከረም 1, 2020)")
# --- cross-lingual
A("am", "እንጦጦ ግራንድ ሆቴል ስፓ የሆት ስቶን ማሳጅ ስንት ብር ነው", [P(3400)], "d02", "price",
  "hot stone massage Entoto Grand spa", "English doc: 3,400; deep tissue 2,300", True)
A("am", "ካዛንቺስ ቢዝነስ ሆቴል ለእንግዶች ፓርኪንግ በነፃ ነው?", [YES_AM + ["ነፃ", "free"]], "d07", "yes_no",
  "guest parking Kazanchis", "English doc: free for guests; visitors 40/hour", True)
A("am", "አርባ ምንጭ ጫሞ ሐይቅ የአዞ ገበያ ጀልባ ዋጋ", [P(3000)], "d05", "price",
  "Lake Chamo boat trip", "English doc: 3,000 per boat", True)
A("am", "የ30 ቀን የቱሪስት ቪዛ ስንት ዶላር ነው", [["82"]], "d09", "price",
  "30-day tourist e-visa", "English doc: 82 USD; 90-day 102", True)
A("am", "ሀዋሳ ሐይቅ ላይ በጀልባ ለመዝናናት ለአንድ ሰው ስንት ነው", [P(700)], "d23", "price",
  "Hawassa lake boat ride", "Oromo doc: 700 per person per hour; sunset boat at Lake Hawassa Resort 1,100 is the trap", True)
A("am", "ሶደሬ መግቢያ ስንት ብር ነው?", [P(250)], "d21", "price",
  "Sodere entry fee", "Oromo doc: entry 250, pool 150 extra", True)
A("am", "አቡነ የማታ ጉህ ትኬት ለውጭ ዜጋ ስንት ነው", [P(400)], "d28", "price",
  "Abune Yemata ticket", "Tigrinya doc: 400; Maryam Korkor 300, Debre Tsion 200", True)
# --- catalogue
A("am", "ባሕር ዳር ውስጥ ስፓ ያላቸው ሆቴሎች የትኞቹ ናቸው", [["Zege", "ዘጌ"], ["Palm Inn", "ፓልም"]], "catalogue", "place",
  "spa hotels Bahir Dar", "Bahir Dar Palm Inn and Zege Peninsula Hotel")
A("am", "ሌክ ታና ሾር ሪዞርት ቼክ ኢን ስንት ሰዓት ነው", [T(14, 0, ["8 ሰዓት", "ከቀኑ 8", "ስምንት ሰዓት"])], "catalogue", "time",
  "check-in Lake Tana Shore Resort", "14:00 (= 8 ሰዓት)")
A("am", "ሌክ ሀዋሳ ሪዞርት ኤንድ ስፓ ቼክ አውት መቼ ነው", [T(12, 0, ["6 ሰዓት", "ከቀኑ 6", "ስድስት ሰዓት", "እኩለ ቀን"])], "catalogue", "time",
  "check-out Lake Hawassa Resort & Spa", "12:00, not the usual 11:00")
A("am", "ሮያል ኢንክሎዠር ኢን ጎንደር በጣም ርካሹ ክፍል ስንት ነው", [["Standard Single", "ስታንዳርድ ሲንግል", "1,260", "1260"]], "catalogue", "price",
  "cheapest room Royal Enclosure Inn", "Standard Single 1,260")
A("am", "እንጦጦ ግራንድ ሆቴል ስንት ኮከብ ነው?", [["5 ኮከብ", "አምስት ኮከብ", "5-star", "5 star", "five star", "5 stars", "ባለ 5", "ባለ አምስት"]], "catalogue", "count",
  "Entoto Grand stars", "5 stars")
A("am", "ደሴ ላይ ሆቴል አላችሁ?", [NOHOTEL["am"]], "catalogue", "yes_no",
  "hotels in Dessie", "Dessie is not a destination")
A("am", "ዶርዜ ሂልስ ኢን አርባምንጭ ዋይፋይ አለው", [YES_AM + ["ዋይፋይ አለው", "ዋይፋይ አለ"]], "catalogue", "yes_no",
  "Wi-Fi Dorze Hills Inn", "catalogue amenity wifi present")
# --- unanswerable
U("am", "እንቁጣጣሽ ቀን በመስቀል አደባባይ ዝግጅቱ ስንት ሰዓት ይጀምራል", "time", "Enkutatash ceremony time Meskel Square",
  "only Meskel times (14:00, 18:00) and the Enkutatash lunch price are documented")
U("am", "ፋሲል ካስል ቪው ሆቴል የአሳ ምግብ ዋጋ ስንት ነው", "price", "fish dish Fasil Castle View",
  "menu has no fish dish")
U("am", "ባሕር ዳር ውስጥ በሕዝብ ቦታ ሲጋራ ማጨስ ቅጣቱ ስንት ነው", "price", "smoking fine Bahir Dar public places",
  "public smoking fine (2,000) is documented for Addis Ababa only")
U("am", "ወደ ክብራን ገብርኤል የጀልባ ዋጋ ስንት ነው", "price", "Kebran Gabriel boat price",
  "Kebran is mentioned (men only) but without a boat price")
U("am", "የሲቢኢ ብር የነጋዴ ቁጥራችሁ ስንት ነው", "contact", "CBE Birr merchant number",
  "only the telebirr merchant number 556677 is documented")
U("am", "እንጦጦ ፓርክ ስንት ሰዓት ይከፈታል", "time", "Entoto Park opening hours",
  "only distance 12 km, free entry and horse ride 400 are given")
U("am", "ቅድስት ሥላሴ ካቴድራል ስንት ሰዓት ክፍት ነው", "time", "Holy Trinity Cathedral opening hours",
  "only the entry price 250 is documented")
U("am", "ከጎንደር አየር ማረፊያ ወደ ከተማ ትራንስፖርት ስንት ነው", "price", "Gondar airport transfer price",
  "transfer prices only for Addis, Bahir Dar, Lalibela")
U("am", "ከመቀሌ ኤርፖርት ወደ ሆቴል ትራንስፖርት ዋጋ", "price", "Mekelle airport transfer price",
  "transfer prices only for Addis, Bahir Dar, Lalibela")
U("am", "አባያ ሐይቅ ላይ የጀልባ ጉዞ ስንት ነው", "price", "Lake Abaya boat trip",
  "only Lake Chamo boat is documented")
U("am", "እንጦጦ ግራንድ ስፓ የፊት ማሳጅ (ፌሻል) ዋጋ", "price", "facial at Entoto Grand spa",
  "no facial on the menu")
U("am", "ሌክ ሀዋሳ ሪዞርት ስፓ ማሳጅ ስንት ነው", "price", "Lake Hawassa Resort spa prices",
  "the resort has a spa in the catalogue but no spa prices are documented; its sunset boat 1,100 is the trap")
U("am", "ላሊበላ አብያተ ክርስቲያናት የመግቢያ ትኬት ዋጋ ለውጭ ዜጋ", "price", "Lalibela church entrance ticket",
  "ticket sold separately, price not given")
U("am", "ከሀዋሳ ወደ ቢሾፍቱ ለኢሬቻ አውቶቡስ አላችሁ? ዋጋው?", "price", "Irreecha bus from Hawassa",
  "buses documented only from Addis (400) and Adama (250)")
U("am", "ኡራ ኪዳነ ምሕረት ገዳም መግቢያ ስንት ነው", "price", "Ura Kidane Mihret entry fee",
  "boat price 4,500 given, no monastery entry fee")

# ================================================================== AFAAN OROMO
A("om", "kaardiin sim turistii meeqa", [P(100)], "d19", "price",
  "tourist SIM price", "100; Safaricom SIM 50 is the neighbour")
A("om", "daataa GB 5 torban tokkoof gatiin isaa meeqa", [P(350)], "d19", "price",
  "5 GB data bundle", "350; 12 GB is 750")
A("om", "lakkoofsi bilbilaa poolisii itoophiyaa meeqa?", [["991"]], "d19", "contact",
  "police emergency number", "991; ambulance 907, fire 939")
A("om", "irreechi hora arsadii bara kana guyyaa kam", [DT(3, 10, ["Onkoloolessa 3", "3 Onkoloolessa", "Fulbaana 22", "Meskerem 22", "መስከረም 22"])], "d20", "date",
  "Irreecha Hora Arsadi 2027 date", "3 Oct 2027; Hora Finfinnee 2 Oct is the trap")
A("om", "otobusiin marefiya irreechaaf finfinnee irraa sa'aatii meeqa ka'a", [T(6, 0, ["sa'aatii 12", "12 ganama", "12:00 ganama"])], "d20", "time",
  "Irreecha bus departure Addis", "06:00 (= sa'aatii 12 ganama); Adama shuttle 05:30 is the trap")
A("om", "bishooftuun finfinnee irraa km meeqa fagaatti", [["47"]], "d20", "count",
  "Addis-Bishoftu distance", "47 km")
A("om", "soodereen sa'aatii meeqa cufama", [T(18, 0, ["sa'aatii 12 galgala", "12 galgala", "sa'aatii 12"])], "d21", "time",
  "Sodere closing time", "06:00-18:00")
A("om", "awaash paarkii imala guyyaa 2 gatii meeqa", [P(6500)], "d21", "price",
  "Awash 2-day trip", "6,500; park entry 300 and scout 500 are neighbours")
A("om", "spaan nazret garden hotel ganama sa'aatii meeqa banama", [T(8, 0, ["sa'aatii 2", "2 ganama"])], "d22", "time",
  "Nazret Garden spa opening", "08:00-22:00; last treatment 21:00")
A("om", "nazret garden spa dhiibbaa miillaa meeqa", [P(700)], "d22", "price",
  "foot massage Nazret Garden", "700; steam 450, coffee scrub 1,300 are neighbours")
A("om", "spaan nazret garden guyyaa kam dubartoota qofaaf", [["Kibxata", "Tuesday"]], "d22", "date",
  "women-only spa day", "Tuesday 09:00-13:00")
A("om", "tulluu taaboor hawaasaa qajeelchaan meeqa kaffalchiisa", [P(400)], "d23", "price",
  "Tabor hill guide", "400; lake boat 700 is the neighbour")
A("om", "wondo gannat hawaasaa irraa hangam fagaata", [["26"]], "d23", "count",
  "Wondo Genet distance", "26 km")
A("om", "minibaasiin dirree dawaa irraa harar meeqa", [P(120)], "d24", "price",
  "Dire Dawa-Harar minibus fare", "120; Railway Station Hotel car 3,200 is the neighbour")
A("om", "harar jugol qajeelchaa garee tokkoof gatii", [P(800)], "d24", "price",
  "Jugol walking tour", "800 per group, 3 hours; hyena 200")
A("om", "siree dabalataa halkan tokkoof meeqa", [P(750)], "d25", "price",
  "extra bed price", "750 per night; baby cot free")
A("om", "mucaan koo waggaa 5 ciree ni kaffalaa", [["bilisaan", "bilisa", "free", "hin kaffalu", "hin kaffalan", "kaffaltii malee"]], "d25", "yes_no",
  "breakfast for child under 6", "under 6 free; 6-11 pay half (trap)")
A("om", "babysitter sa'aatii tokkoof meeqa", [P(300)], "d25", "price",
  "babysitting rate", "300 per hour, book 24 h ahead")
# --- cross-lingual
A("om", "buufata xayyaaraa boolee irraa hoteela kazanchis seedaanii meeqa", [P(1200)], "d01", "price",
  "airport sedan transfer Addis", "English/Amharic doc: 1,200; minivan 1,850", True)
A("om", "asheton maryam gaangee yaabbachuun gatii meeqa", [P(1800)], "d04", "price",
  "Asheton Maryam mule trek price", "English doc: 1,800 per person; Yemrehanna 4,200 per car", True)
A("om", "saree koo sidama garden lodge fiduu nan danda'aa? meeqa kaffala", [P(500)], "d08", "price",
  "pet fee Sidama Garden Lodge", "English doc: 500 per night", True)
A("om", "muuziyeemii biyyoolessaa finfinnee seensi meeqa", [P(200)], "d18", "price",
  "National Museum entry", "Amharic doc: 200", True)
A("om", "kutaa hoteelaa keessatti tamboo yoon xuxe adabbiin meeqa", [P(5000)], "d15", "price",
  "smoking fine in room", "Amharic doc: 5,000", True)
A("om", "telebirr dhaan kaffaladhee maallaqni koo yeroo meeqa booda deebi'a", [["3 working", "3 business", "guyyaa hojii 3", "guyyaa 3", "3 guyyaa", "sadii", "three", "3 የሥራ", "3 days"]], "d17", "duration",
  "telebirr refund time", "Amharic doc: 3 working days; CBE Birr 5, card 14", True)
A("om", "axum tikeetiin waliigalaa stelae meeqa", [P(500)], "d10", "price",
  "Axum combined ticket", "English/Tigrinya doc: 500", True)
# --- catalogue
A("om", "adaamaa keessatti hoteelota spaa qaban", [["Nazret Garden"], ["Rift Valley"]], "catalogue", "place",
  "spa hotels Adama", "Nazret Garden Hotel and Rift Valley Conference Hotel")
A("om", "adama palm inn iddoo daakaa qabaa?", [YES_OM + ["ni qaba", "iddoo daakaa qaba"]], "catalogue", "yes_no",
  "pool Adama Palm Inn", "catalogue: pool present")
A("om", "awash valley resort urjii meeqa", [["urjii 4", "4 urjii", "urjii afur", "afur", "4-star", "4 star", "four star", "4 stars"]], "catalogue", "count",
  "Awash Valley Resort stars", "4 stars")
A("om", "awash valley resort kutaan gatii xiqqaa qabu kami", [["Standard Double", "3,840", "3840"]], "catalogue", "price",
  "cheapest room Awash Valley Resort", "Standard Double 3,840")
A("om", "kazanchis business hotel check out sa'aatii meeqa", [T(11, 0, ["sa'aatii 5", "5 ganama"])], "catalogue", "time",
  "check-out Kazanchis Business Hotel", "11:00")
A("om", "harar keessatti hoteela qabdumaa", [NOHOTEL["om"]], "catalogue", "yes_no",
  "hotels in Harar", "Harar not a destination; the Oromo doc mentions Harar trips (trap)")
# --- unanswerable
U("om", "hawaasaa irraa gara bishooftuu irreechaaf otobusiin meeqa", "price", "Irreecha bus from Hawassa",
  "buses only from Addis (400) and Adama (250)")
U("om", "paarkii awaash keessatti dunkaana dhaabuuf kaffaltiin meeqa", "price", "Awash National Park camping fee",
  "no camping fee documented")
U("om", "nazret garden spa fuula qulqulleessuu (facial) meeqa", "price", "facial at Nazret Garden spa",
  "menu has massages, foot, scrub, steam only")
U("om", "lake hawassa resort spa dhiibbaa qaamaa meeqa", "price", "Lake Hawassa Resort spa prices",
  "no spa prices for this resort; sunset boat 1,100 is the trap")
U("om", "baaburri dirree dawaa jibuutii tikeetii meeqa", "price", "Dire Dawa-Djibouti train fare",
  "doc gives frequency only")
U("om", "menuun nyaata galgalaa ijoollee gatiin isaa meeqa", "price", "children's meal price",
  "doc says special children's food must be ordered 2 h ahead; no price (the half-price breakfast for 6-11 is the trap)")
U("om", "safaricom paakeejii daataa gatii isaa", "price", "Safaricom data bundle price",
  "only Safaricom SIM 50 documented")
U("om", "galma soodereetti kutaan halkan tokkoof meeqa", "price", "Sodere resort room price",
  "only entry 250 and pool 150 documented")
U("om", "harar muuziyeemii sheriif seensi meeqa", "price", "Sherif museum Harar entry",
  "only Rimbaud House (100) documented")
U("om", "lake hawassa resort kilaba ijoollee qabaa", "yes_no", "kids club Lake Hawassa Resort",
  "kids club documented only at Awash Valley Resort")
U("om", "irreechi hora finfinnee sa'aatii meeqa jalqaba", "time", "Irreecha Hora Finfinnee start time",
  "only the Hora Arsadi start time (07:00) is documented")
U("om", "haroo abaayaa irratti imala doonii meeqa", "price", "Lake Abaya boat trip",
  "only Lake Chamo documented")
U("om", "yeha temple seensi meeqa", "price", "Yeha temple entrance fee",
  "only car hire 3,500 documented")
U("om", "buufata xayyaaraa gondar irraa geejjibni meeqa", "price", "Gondar airport transfer price",
  "no Gondar transfer price")
U("om", "saree koo entoto grand hotel fiduu nan danda'aa", "yes_no", "pets at Entoto Grand Hotel",
  "no pet rule for Entoto Grand")

# ================================================================== TIGRINYA
A("ti", "ኣሸንዳ መቐለ ኣብ 2027 መዓስ ይጅምር", [DT(22, 8, ["16 ነሓሰ", "ነሓሰ 16", "Nehase 16"])], "d26", "date",
  "Ashenda 2027 start", "22 Aug 2027 = 16 Nehase; ends 24 Aug (trap)")
A("ti", "መኪና ምስ መራሒ ካብ መቐለ ናብ ገርዓልታ ንሓደ መዓልቲ ክንደይ እዩ", [P(5500)], "d28", "price",
  "car to Gheralta", "5,500")
A("ti", "ኣብ ኣኽሱም ሓባራዊ ትኬት ክንደይ እዩ", [P(500)], "d27", "price",
  "Axum combined ticket", "500; guide 1,200 and bajaj 30 are neighbours")
A("ti", "ጥምቀት ጎንደር ኣብ 2027 መዓስ እዩ", [DT(19, 1, ["ጥር 11", "11 ጥሪ", "ጥሪ 11", "Tir 11"])], "d03", "date",
  "Timkat 2027 date", "English doc: 19 Jan 2027 (Tir 11)", True)
A("ti", "ካብ ቦሌ መዕርፎ ነፈርቲ ሚኒቫን ክንደይ እዩ", [P(1850)], "d01", "price",
  "airport minivan transfer", "English/Amharic doc: 1,850; sedan 1,200 is the trap", True)
A("ti", "ኣብ መቐለ መሐንበሲ ዘለዎ ሆቴል ኣሎ ድዩ", [["Hawelti", "ሓወልቲ"]], "catalogue", "place",
  "pool hotels Mekelle", "only Hawelti Plaza Hotel has a pool")
A("ti", "ሮማናት ስኩዌር ሆቴል ክንደይ ኮኾብ እዩ", [["4 ኮኾብ", "ኣርባዕተ ኮኾብ", "ኣርባዕተ", "4 ኮከብ", "ባለ 4", "4-star", "4 star", "four star", "4 stars"]], "catalogue", "count",
  "Romanat Square Hotel stars", "4 stars")
A("ti", "ኣብ ዓዲግራት ሆቴል ኣለኩም ድዩ", [NOHOTEL["ti"]], "catalogue", "yes_no",
  "hotels in Adigrat", "Adigrat is not a destination")
U("ti", "ሮማናት ስኩዌር ሆቴል ኣብ ኣሸንዳ ናይ ምሳሕ ዋጋ ክንደይ እዩ", "price", "Ashenda lunch Romanat Square Hotel",
  "only the festive dinner (1,800) is documented")
U("ti", "ትኬት ኣብርሃ ወኣጽብሃ ክንደይ እዩ", "price", "Abreha we Atsbeha ticket",
  "tickets given for Abune Yemata, Maryam Korkor, Debre Tsion only")

# ================================================================== AMHARIC IN LATIN LETTERS
A("am-latn", "demera be sint seat new yemiberaw", [T(18, 0, ["12 ሰዓት", "ከምሽቱ 12", "12 seat", "12 se'at", "12 sa'at"])], "d13", "time",
  "Demera lighting time", "18:00 = 12 Ethiopian evening; ceremony start 14:00 is the trap")
A("am-latn", "fasil castle view hotel doro wot waga sint new", [P(650)], "d14", "price",
  "doro wat Fasil Castle View", "650; tibs 720")
A("am-latn", "ke bahirdar wede tis abay minibus sint birr new", [P(60)], "d16", "price",
  "minibus to Blue Nile Falls", "60; entry 300 is the trap")
A("am-latn", "be telebirr kefye refund sint ken yiwesdal", [["3 working", "3 business", "3 days", "3 ken", "3 qen", "sost ken", "3 የሥራ", "3 የስራ", "ሶስት የሥራ", "three working", "three days", "3 ቀን"]], "d17", "duration",
  "telebirr refund time", "3 working days; CBE Birr 5, card 14")
A("am-latn", "light rail tewat sint seat yijemral", [T(6, 0, ["12 ሰዓት", "ከጠዋቱ 12", "12 seat", "12 se'at"])], "d18", "time",
  "light rail opening time", "06:00 (= 12 Ethiopian morning)")
A("am-latn", "ke bole airport minivan sint new", [P(1850)], "d12", "price",
  "airport minivan transfer", "1,850; sedan 1,200")
A("am-latn", "sidama garden lodge wusha yizo mamtat yichalal? sint birr", [P(500)], "d08", "price",
  "pet fee Sidama Garden Lodge", "English doc only: 500 per pet per night; Forty Springs 350 is the trap", True)
A("am-latn", "bishoftu lay hotel alachihu?", [NOHOTEL["am"] + ["yelem", "yelenim"]], "catalogue", "yes_no",
  "hotels in Bishoftu", "Bishoftu not a destination; the Irreecha doc mentions Bishoftu hotels (trap)")
A("am-latn", "goha hill hotel gondar sint kokeb new", [["3-star", "3 star", "3 stars", "three star", "ሶስት ኮከብ", "3 ኮከብ", "3 kokeb", "sost kokeb", "ባለ 3", "bale 3"]], "catalogue", "count",
  "Goha Hill Hotel stars", "3 stars")
A("am-latn", "fasil castle view hotel kurs ke 4 seat behuala yigegnal?", [T(10, 0, ["4 ሰዓት", "4 seat", "4 se'at", "ከጠዋቱ 4"])], "d14", "time",
  "breakfast end Fasil Castle View", "Ethiopian clock: 4 ሰዓት = 10:00, breakfast ends then, so no; deciding fact 10:00")
U("am-latn", "gondar airport transfer waga sint new", "price", "Gondar airport transfer price",
  "transfer prices only for Addis, Bahir Dar, Lalibela")
U("am-latn", "entoto park sint seat yikefetal", "time", "Entoto Park opening hours",
  "only distance, free entry and horse ride price")

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(Q, f, ensure_ascii=False, indent=1)
    print("wrote", len(Q), "questions")
