#!/usr/bin/env python3
"""Builds ../questions.json and ../unanswerable_checks.json. Standard library only."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = {d["id"]: d for d in json.load(open(os.path.join(HERE, "..", "documents.json"), encoding="utf-8"))}


def t(hhmm, *extra):
    """24h time plus 12h variants."""
    h, m = map(int, hhmm.split(":"))
    suf = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    out = [hhmm, f"{h12}:{m:02d} {suf}", f"{h12}:{m:02d}{suf}"]
    if m == 0:
        out += [f"{h12} {suf}", f"{h12}{suf}"]
    return out + list(extra)


def n(x, *extra):
    s = f"{x:,}"
    out = [s] if s == str(x) else [s, str(x)]
    return out + list(extra)


Q = []
U = {}  # question id -> absent terms ("term" = nowhere in any doc; "dNN:term" = not in that doc)


def a(lang, q, exp, src, typ, subj, note):
    Q.append(dict(lang=lang, question=q, answerable=True, expected=exp, source_doc=src,
                  asked_type=typ, subject=subj, note=note))


def u(lang, q, typ, subj, note, absent):
    Q.append(dict(lang=lang, question=q, answerable=False, expected=[], source_doc=None,
                  asked_type=typ, subject=subj, note=note))
    Q[-1]["_absent"] = absent


NOHOTEL_EN = ["no hotel", "no listed hotel", "don't have any hotel", "do not have any hotel", "not available",
              "no properties", "not in our", "not covered"]
NOHOTEL_AM = ["ሆቴል የለም", "ሆቴሎች የሉም", "የለንም", "የሉንም", "አልተገኘም", "አይገኝም", "no hotel", "not available"]
NOHOTEL_OM = ["hin jiru", "hin argamne", "hin qabnu", "hin argamu", "no hotel", "not available"]
STAR4 = ["4-star", "4 star", "four star", "four-star", "4 stars", "four stars"]

# ======================= English =======================
a("en", "how much is the croc boat trip for my 8 yr old?", [n(700)], "d01", "price", "Crocodile Market boat child price", "child 6-12 price, adult 1,450 nearby")
a("en", "what time does the sunset boat on lake chamo leave", [t("16:00")], "d01", "time", "Nech Sar sunset boat departure", "07:30 is the other boat")
a("en", "how long is the crocodile market boat ride", [["2.5 hour", "two and a half hour", "2.5 hrs", "2.5h"]], "d01", "duration", "Crocodile Market boat duration", "90 min is the sunset boat")
a("en", "max how many people fit on one boat at abaya chamo", [["8 guests", "8 people", "eight", "8 passengers", "8 persons"]], "d01", "count", "Lake Chamo boat capacity", "")
a("en", "we are 6 ppl, price for a guide for the northern churches in lalibela?", [n(1800)], "d02", "price", "Lalibela guide 5-10 people", "1,200 is for up to 4")
a("en", "mule up to asheten maryam, cost?", [n(900)], "d02", "price", "Asheten Maryam mule price", "")
a("en", "how many days is the lalibela church ticket good for", [["5 days", "five days"]], "d02", "duration", "Lalibela ticket validity", "")
a("en", "what time do the mule treks start in lalibela", [t("06:30", "12:30 at night")], "d02", "time", "mule trek start", "")
a("en", "minibus from bahir dar airport to papyrus garden, there are 7 of us", [n(1100)], "d03", "price", "Papyrus minibus transfer", "small car 600")
a("en", "entrance fee at the blue nile falls?", [n(300)], "d03", "price", "Blue Nile Falls entry", "car 2,400 per group")
a("en", "how far is tis abay from bahir dar", [["32 km", "32km", "32 kilomet"]], "d03", "place", "Tis Abay distance", "airport is 8 km")
a("en", "when is timkat in gondar this time", [["19 january", "january 19", "jan 19", "19 jan", "tir 11", "ጥር 11"]], "d04", "date", "Timkat date", "Ketera is 18 Jan")
a("en", "minimum nights at fasil castle view over timkat?", [["3 nights", "three nights", "3-night"]], "d04", "count", "Timkat minimum stay", "")
a("en", "what time is the hotel bus to fasilides bath on timkat morning", [t("05:30", "11:30 at night")], "d04", "time", "Timkat shuttle", "returns 11:00")
a("en", "hot stone massage 90 min price at lake hawassa resort", [n(3400)], "d05", "price", "hot stone 90 min", "60 min is 2,600")
a("en", "do i pay for the sauna if im staying at the resort in hawassa", [["free", "no charge", "complimentary", "at no cost"]], "d05", "yes_no", "sauna for hotel guests", "visitors pay 400")
a("en", "coffee scrub how long does it take", [["60 min", "sixty min", "one hour"]], "d05", "duration", "coffee scrub duration", "facial 45 min")
a("en", "axum stelae + museum ticket for foreigners", [n(600)], "d06", "price", "Axum ticket foreigners", "citizens 200")
a("en", "does the axum museum close for lunch? when", [["12:00", "noon", "12 pm"], ["13:00", "1:00 pm", "1:00pm"]], "d06", "time", "museum lunch break", "")
a("en", "full day bike rental in axum how much", [n(400)], "d06", "price", "bike full day", "half day 250")
a("en", "entoto grand premium wifi price per day", [n(150)], "d07", "price", "premium Wi-Fi", "")
a("en", "max cash i can take out of the atm at entoto grand", [n(6000)], "d07", "price", "ATM limit", "")
a("en", "is the money exchange at entoto open on saturday till when", [["12:00", "noon", "12 pm"]], "d07", "time", "exchange Saturday hours", "weekdays till 16:30")
a("en", "what time is the hyena feeding in harar", [t("19:00", "1:00 at night")], "d08", "time", "hyena feeding time", "cars back 22:30")
a("en", "car dire dawa to harar for 4 of us how much", [n(3500)], "d08", "price", "Harar private car", "minibus 5,800")
a("en", "number for the doctor at enda yesus hill hotel", [["914 220 731", "914220731"]], "d09", "contact", "doctor on call", "")
a("en", "danakil trip price per person", [n(19500)], "d09", "price", "Danakil trip", "single tent 2,000 extra")
a("en", "sunday brunch kids price kazanchis", [n(650)], "d10", "price", "brunch child price", "adult 1,350; kitfo also 650")
a("en", "breakfast hours on weekends at kazanchis business hotel", [t("07:00"), t("10:30")], "d10", "time", "weekend breakfast", "weekdays 06:30-10:00")
a("en", "boat to the zege monasteries from lake tana shore resort price", [n(3200)], "d12", "price", "Zege boat", "Dek 6,500")
a("en", "sodere hot springs entrance for adults?", [n(150)], "d19", "price", "Sodere adult entry", "children 80")
a("en", "fine for smoking in the room at sabian garden hotel", [n(2500)], "d22", "price", "smoking fine", "")
a("en", "how often does the bole skyline airport shuttle run", [["30 min", "every 30", "half an hour", "half hour", "daqiiqaa 30"]], "d25", "duration", "Bole Skyline shuttle frequency", "")
a("en", "car for the gheralta churches tour, 4 people, how much", [n(6000)], "d27", "price", "Gheralta car", "guide 1,500")
a("en", "irreecha bus from adama what time does it leave", [t("05:00", "11:00")], "d20", "time", "Irreecha bus departure", "returns 13:00")
a("en", "meskel rooftop seat price for an adult at meskel square residences", [n(1500)], "d14", "price", "Meskel rooftop adult", "child 750")
a("en", "check out time entoto grand?", [["12:00", "noon", "12 pm"]], "catalogue", "time", "Entoto Grand check-out", "most hotels 11:00")
a("en", "cheapest room at royal enclosure inn gondar", [n(1260)], "catalogue", "price", "Royal Enclosure cheapest", "")
a("en", "how many stars is forty springs lodge", [STAR4], "catalogue", "count", "Forty Springs stars", "")
a("en", "any hotels in jimma?", [NOHOTEL_EN], "catalogue", "place", "Jimma hotels", "Jimma not a destination")
a("en", "what facilities does papyrus garden hotel have", [["airport"], ["coffee"], ["parking"]], "catalogue", "yes_no", "Papyrus amenities", "")
a("en", "check-in time at sidama garden lodge", [t("14:00")], "catalogue", "time", "Sidama Garden check-in", "")

u("en", "how much is the fishing trip on lake abaya from abaya chamo resort", "price", "Lake Abaya fishing trip", "only Chamo croc and sunset boats documented", ["fishing trip", "Lake Abaya boat"])
u("en", "guide price for the southern cluster churches in lalibela?", "price", "Lalibela southern cluster guide", "only northern cluster + Giyorgis", ["southern cluster", "south-eastern", "eastern cluster"])
u("en", "mule trek to yemrehanna kristos, how much", "price", "Yemrehanna Kristos trek", "only Asheten Maryam", ["Yemrehanna", "ይምርሐነ"])
u("en", "papyrus garden hotel transfer to gorgora price?", "price", "Gorgora transfer", "only airport and Tis Abay", ["Gorgora", "ጎርጎራ"])
u("en", "timkat surcharge at goha hill hotel", "price", "Goha Hill Timkat surcharge", "doc names Fasil Castle View only", ["d04:Goha"])
u("en", "deep tissue massage price at the hawassa spa", "price", "deep tissue massage", "not on menu", ["deep tissue"])
u("en", "axum museum ticket for kids?", "price", "Axum child ticket", "only citizen/foreigner prices", ["d06:child", "d06:kid", "d26:ቆልዑ"])
u("en", "laundry prices at entoto grand", "price", "Entoto laundry", "d07 covers wifi and money only", ["d07:laundry"])
u("en", "harar coffee farm tour price", "price", "Harar coffee farm tour", "not documented", ["coffee farm"])
u("en", "is there a 4 day danakil trip and how much", "price", "Danakil 4-day trip", "only 3-day", ["4-day", "4 days", "four days"])
u("en", "dinner buffet price kazanchis business hotel", "price", "Kazanchis dinner buffet", "only lunch buffet/brunch", ["dinner buffet"])
u("en", "sodere day trip from adama palm inn what time", "time", "Sodere from Adama Palm Inn", "doc names Nazret Garden Hotel", ["d19:Adama Palm"])
u("en", "when is ashenda in axum", "date", "Ashenda in Axum", "only Mekelle", ["d27:ኣኽሱም"])
u("en", "gym opening hours at hawelti plaza", "time", "Hawelti Plaza gym", "only pool and spa", ["d28:ጂም", "d28:gym"])
u("en", "price of the chencha market trip from arba minch", "price", "Chencha trip", "only Dorze and Konso", ["Chencha", "ጨንቻ", "Chancaa"])

# ======================= Amharic =======================
a("am", "የአዞ ገበያ ጀልባ ለ10 ዓመት ልጅ ስንት ነው", [n(700)], "d11", "price", "Crocodile Market boat child price", "")
a("am", "የነጭ ሳር ጀልባ ስንት ሰዓት ይነሳል", [t("16:00", "10:00 ሰዓት")], "d11", "time", "Nech Sar sunset boat departure", "")
a("am", "የጀልባ ጉዞውን ለማስያዝ ስልክ ቁጥር", [["881 2207", "8812207"]], "d11", "contact", "Abaya Chamo activity desk phone", "")
a("am", "ደቅ ደሴት ሙሉ ቀን ጀልባ ዋጋው", [n(6500)], "d12", "price", "Dek island boat", "Zege 3,200")
a("am", "የገዳም መግቢያ ለአንድ ሰው ስንት ነው ጣና ላይ", [n(250)], "d12", "price", "monastery entry", "lunch box 450")
a("am", "ዘጌ ጉዞ ስንት ሰዓት ይፈጃል", [["4 ሰዓት", "አራት ሰዓት", "4 hour"]], "d12", "duration", "Zege trip duration", "Dek 8 hours")
a("am", "ለስካውቱ በቀን ስንት እንከፍላለን ሰሜን", [n(600)], "d13", "price", "Simien scout", "per group")
a("am", "የሰሜን ፓርክ መግቢያ ለውጭ ዜጋ በቀን", [n(900)], "d13", "price", "Simien entry foreigners", "Ethiopians 100")
a("am", "ከሰሜን በር ሎጅ መኪናው ስንት ሰዓት ይነሳል", [t("05:00", "11:00 ሰዓት")], "d13", "time", "Simien departure", "")
a("am", "የግጭ 2 ቀን ጉዞ ዋጋ ስንት ነው", [n(12000)], "d13", "price", "Gich trek", "")
a("am", "ደመራ ለማየት ጣሪያ ላይ ለልጅ ስንት ነው", [n(750)], "d14", "price", "Meskel rooftop child", "adult 1,500")
a("am", "ደመራው መቼ ነው የሚለኮሰው", [t("18:30", "12:30 ሰዓት")], "d14", "time", "Demera lighting", "door opens 16:30")
a("am", "ጣሪያው ላይ ስንት መቀመጫ አለ", [["120"]], "d14", "count", "rooftop seats", "")
a("am", "ከላሊበላ ኤርፖርት ሆቴሉ ድረስ ማመላለሻ ስንት ነው ላስታ ቴራስ", [n(400)], "d15", "price", "Lalibela airport transfer", "")
a("am", "ገና በላሊበላ መቼ ነው", [["ታኅሣሥ 29", "ታህሳስ 29", "january 7", "jan 7", "7 january", "ጥር 7"]], "d15", "date", "Genna date", "")
a("am", "ገና ሰሞን ላስታ ቴራስ ቢያንስ ስንት ሌሊት ማደር አለብኝ", [["3 ሌሊት", "ሦስት ሌሊት", "3 night", "three night"]], "d15", "count", "Genna minimum stay", "")
a("am", "ሀዋሳ ለ1 ሰዓት ጀልባ ስንት ነው", [n(900)], "d16", "price", "Hawassa 60 min boat", "30 min 500")
a("am", "የዓሣ ገበያው እስከ ስንት ሰዓት ነው ሕያው የሚሆነው", [t("09:00", "3:00 ሰዓት")], "d16", "time", "fish market hours", "")
a("am", "ብስክሌት በሰዓት ስንት ነው ሀዋሳ", [["80 ብር", "80 birr"]], "d16", "price", "bike hourly", "")
a("am", "በካርድ ብከፍል ተጨማሪ ክፍያ አለ?", [["3 በመቶ", "3%", "ሦስት በመቶ", "3 percent"]], "d17", "yes_no", "card surcharge", "Telebirr none")
a("am", "በቴሌብር የከፈልኩት ገንዘብ በስንት ቀን ይመለሳል", [["3 የሥራ ቀናት", "3 የሥራ ቀን", "3 working day", "ሦስት የሥራ ቀን", "3 ቀን"]], "d17", "duration", "Telebirr refund time", "card 7 days")
a("am", "የደንበኞች አገልግሎት ስልክ ማረፊያ", [["558 0099", "5580099"]], "d17", "contact", "customer service phone", "")
a("am", "ለበዓል ቦታ ስይዝ ቅድመ ክፍያ ስንት ፐርሰንት ነው", [["30 በመቶ", "30%", "30 percent"]], "d17", "count", "holiday deposit", "")
a("am", "ሀዋሳ ሪዞርት የሆት ስቶን ማሳጅ 60 ደቂቃ ዋጋ", [n(2600)], "d05", "price", "hot stone 60 min", "90 min 3,400")
a("am", "ከባሕር ዳር ኤርፖርት ወደ ፓፒረስ ትንሽ መኪና ስንት ነው", [n(600)], "d03", "price", "Papyrus small car transfer", "minibus 1,100")
a("am", "እንጦጦ ግራንድ ሲም ካርድ ስንት ነው", [n(350)], "d07", "price", "tourist SIM", "")
a("am", "ጥምቀት ሰሞን ፋሲል ካስል ቪው ቢያንስ ስንት ሌሊት", [["3 ሌሊት", "ሦስት ሌሊት", "3 night", "three night"]], "d04", "count", "Timkat minimum stay", "")
a("am", "ቃዛንቺስ ቢዝነስ ሆቴል የቀን ቡፌ ዋጋ", [n(980)], "d10", "price", "weekday lunch buffet", "")
a("am", "ዳናኪል ጉዞ ቢያንስ ስንት ሰው ያስፈልጋል", [["4 ሰው", "4 people", "አራት ሰው", "4 person", "four people"]], "d09", "count", "Danakil minimum group", "")
a("am", "በላሊበላ በበቅሎ ወደ አሸተን ማርያም ስንት ሰዓት ይፈጃል", [["4 ሰዓት", "4 hour", "አራት ሰዓት", "four hour"]], "d02", "duration", "Asheten trek duration", "")
a("am", "ሌክ ሀዋሳ ሪዞርት መውጫ ሰዓት ስንት ነው", [["12:00", "6:00 ሰዓት", "6 ሰዓት", "noon", "12 pm"]], "catalogue", "time", "Lake Hawassa check-out", "")
a("am", "ጋምቤላ ውስጥ ሆቴል አላችሁ?", [NOHOTEL_AM], "catalogue", "place", "Gambela hotels", "not a destination")
a("am", "ጎሃ ሂል ሆቴል ርካሹ ክፍል ስንት ነው", [n(4200)], "catalogue", "price", "Goha Hill cheapest", "")
a("am", "አክሱማይት ሄሪቴጅ ሆቴል ስንት ኮከብ ነው", [["4 ኮከብ", "አራት ኮከብ"] + STAR4], "catalogue", "count", "Axumite Heritage stars", "")
a("am", "ሮማናት ስኩየር ሆቴል መግቢያ ሰዓት", [t("14:00", "8:00 ሰዓት", "8 ሰዓት")], "catalogue", "time", "Romanat check-in", "")
a("am", "ናዝሬት ጋርደን ሆቴል ምን ምን አገልግሎት አለው", [["ስፓ", "spa"], ["ቁርስ", "breakfast"], ["ዋይፋይ", "wi-fi", "wifi", "ኢንተርኔት"]], "catalogue", "yes_no", "Nazret Garden amenities", "")

u("am", "በጫሞ ሐይቅ የዓሣ ማጥመድ ጉዞ ዋጋ ስንት ነው", "price", "Lake Chamo fishing trip", "", ["ዓሣ ማጥመድ", "fishing trip"])
u("am", "የክብራን ገብርኤል ገዳም መግቢያ ስንት ነው", "price", "Kebran Gabriel entry", "only Zege and Dek listed", ["ክብራን", "Kebran"])
u("am", "ራስ ዳሸን ጉዞ ከሰሜን በር ሎጅ ዋጋ", "price", "Ras Dashen trek", "only Sankaber day and Gich 2-day", ["ራስ ዳሸን", "Ras Dashen"])
u("am", "መስቀል ዕለት ሆቴሉ የሚያዘጋጀው ራት ዋጋው ስንት ነው", "price", "Meskel dinner price", "dinner mentioned, no price", ["d14:ራቱ ዋጋ", "d14:የራት ዋጋ"])
u("am", "ገና ላይ ከላሊበላ ኤርፖርት ለልጅ ማመላለሻ ስንት ነው", "price", "Lalibela transfer child price", "only per person", ["d15:ልጅ"])
u("am", "ሀዋሳ ሐይቅ ላይ የ2 ሰዓት ጀልባ ዋጋ", "price", "Hawassa 2-hour boat", "only 30/60 min", ["d16:የ2 ሰዓት ጉዞ", "d16:120 ደቂቃ"])
u("am", "በፔይፓል መክፈል ይቻላል?", "yes_no", "PayPal payment", "", ["PayPal", "ፔይፓል"])
u("am", "ሀዋሳ ስፓ የእግር ማሳጅ ስንት ነው", "price", "foot massage", "not on spa menu", ["foot massage", "reflexology", "የእግር ማሳጅ"])
u("am", "ከፓፒረስ ጋርደን ወደ ጎንደር መኪና ስንት ነው", "price", "Papyrus car to Gondar", "", ["d03:Gondar"])
u("am", "የአክሱም ሙዚየም እሁድ ክፍት ነው", "yes_no", "Axum museum Sunday", "no weekday info", ["d06:Sunday", "d26:ሰንበት"])
u("am", "እንጦጦ ግራንድ የዶላር ምንዛሪ ተመን ስንት ነው", "price", "exchange rate", "", ["exchange rate", "ምንዛሪ ተመን"])
u("am", "ሐረር ጅብ ለማየት ለልጅ ስንት ነው", "price", "hyena child price", "", ["d08:child"])
u("am", "ዳናኪል የ2 ቀን ጉዞ አለ ዋጋው", "price", "Danakil 2-day trip", "only 3-day", ["2-day", "d09:2 days"])
u("am", "ቃዛንቺስ ቁርስ ለልጅ ስንት ነው", "price", "Kazanchis child breakfast", "child price only for brunch", ["d10:child breakfast", "d10:breakfast for children"])
u("am", "መቀሌ ሮማናት ስኩየር ሆቴል የስፓ ዋጋ", "price", "Romanat spa", "", ["d27:ስፓ", "d27:spa"])

# ======================= Afaan Oromoo =======================
a("om", "Laalibalaatti qajeelchaan garee nama 3f meeqa", [n(1200)], "d18", "price", "Lalibela guide up to 4", "5-10 is 1,800")
a("om", "gaangeen gara Ashatan Maariyaam meeqa?", [n(900)], "d18", "price", "mule price", "")
a("om", "tikeetiin mana sagadaa guyyaa meeqaaf hojjeta", [["guyyaa 5", "5 days", "guyyaa shan", "five days"]], "d18", "duration", "ticket validity", "")
a("om", "Bete Giyorgis daawwachuuf daqiiqaa meeqa fudhata", [["daqiiqaa 40", "40 min"]], "d18", "duration", "Giyorgis walk", "")
a("om", "Sodeereetti seensi ijoolleef meeqa", [["qarshii 80", "80 birr", "80 ብር"]], "d19", "price", "Sodere child entry", "adults 150")
a("om", "konkolaataan hoteelaa gara Sodeeree sa'aatii meeqa ka'a", [t("08:30", "2:30 ganama")], "d19", "time", "Sodere bus departure", "back 17:00")
a("om", "bishaan ho'aa dhuunfaa sa'aatii tokkoof hangam", [n(300)], "d19", "price", "private bath", "")
a("om", "Irreechi Birraa bara kana yoom", [["Onkoloolessa 3", "October 3", "3 October", "oct 3", "Fulbaana 22"]], "d20", "date", "Irreecha date", "")
a("om", "awtobisii Bishooftuu deemu gatiin isaa", [n(450)], "d20", "price", "Irreecha bus", "")
a("om", "awtobisiin Hora Harsadii irraa yoom deebi'a", [t("13:00")], "d20", "time", "Irreecha bus return", "leaves 05:00")
a("om", "minibaasii Wondo Gannat nama 10f meeqa", [n(4200)], "d21", "price", "Wondo Genet minibus", "car 2,600")
a("om", "seensi Wondo Gannat ijoolleef", [["qarshii 100", "100 birr"]], "d21", "price", "Wondo child entry", "adult 200")
a("om", "qajeelchi bosona Wondo meeqa gaafata", [n(500)], "d21", "price", "forest guide", "")
a("om", "Sabian Garden kofoon tokko miicuuf meeqa", [["qarshii 80", "80 birr"]], "d22", "price", "shirt laundry", "trousers 120")
a("om", "sa'aatiin callisaa yoom jalqaba", [t("22:00")], "d22", "time", "quiet hours", "")
a("om", "miicuun ariifataa dabalata meeqa", [["50 dhibbeentaa", "50%", "50 percent", "walakkaa"]], "d22", "price", "express laundry surcharge", "")
a("om", "imalli Dorzee nama tokkoof meeqa", [n(1100)], "d23", "price", "Dorze tour", "Konso 2,800")
a("om", "Konsoo imala gatii isaa", [n(2800)], "d23", "price", "Konso tour", "")
a("om", "gabaan Konsoo guyyaa kam", [["Wiixata", "monday"], ["Kamisa", "thursday"]], "d23", "date", "Konso market days", "")
a("om", "konkolaataan Awaash guyyaa 2f meeqa", [n(9000)], "d24", "price", "Awash vehicle", "")
a("om", "eegduun paarkii Awaash guyyaatti meeqa", [n(400)], "d24", "price", "Awash scout", "entry 300")
a("om", "Bole Skyline sa'aatii 23 booda konkolaataan meeqa", [n(300)], "d25", "price", "late shuttle", "")
a("om", "boorsaa kaa'uuf sa'aatii 12 booda meeqa", [["qarshii 100", "100 birr"]], "d25", "price", "luggage room", "")
a("om", "bidiruu Crocodile Market ijoolleef meeqa", [n(700)], "d01", "price", "croc boat child", "")
a("om", "Hawaasaatti swedish massage daqiiqaa 30 meeqa", [n(1300)], "d05", "price", "Swedish 30 min", "60 min 2,000")
a("om", "Harar keessatti qajeelchi meeqa", [n(800)], "d08", "price", "Harar guide", "")
a("om", "Aksum biskileetii walakkaa guyyaa", [n(250)], "d06", "price", "bike half day", "full 400")
a("om", "Entoto Grand ATM irraa yeroo tokkotti hangam baasuun danda'ama", [n(6000)], "d07", "price", "ATM limit", "")
a("om", "Timqatni Gondaritti yoom", [["19 January", "January 19", "Jan 19", "Amajjii 19", "Tir 11", "ጥር 11"]], "d04", "date", "Timkat date", "")
a("om", "Mekelletti doktarri kutaa dhufuuf meeqa", [n(1500)], "d09", "price", "doctor visit", "")
a("om", "Abaya Chamo Resort kutaan rakasaan meeqa", [n(2880)], "catalogue", "price", "Abaya Chamo cheapest", "")
a("om", "Jimmaa keessa hoteela qabdu?", [NOHOTEL_OM], "catalogue", "place", "Jimma hotels", "")
a("om", "Lake Hawassa Resort & Spa sa'aatii meeqa gadhiisuu qaba", [["12:00", "noon", "12 pm", "sa'aatii 6"]], "catalogue", "time", "Lake Hawassa check-out", "")
a("om", "Sidama Garden Lodge urjii meeqa", [["urjii 4", "urjii afur"] + STAR4], "catalogue", "count", "Sidama Garden stars", "")
a("om", "Nech Sar View Hotel galmee seenuu yoom", [t("14:00")], "catalogue", "time", "Nech Sar View check-in", "")
a("om", "Axumite Heritage Hotel tajaajila maal qaba", [["iddoo daakaa", "pool"], ["wi-fi", "wifi"], ["parking", "konkolaataa dhaabuu"]], "catalogue", "yes_no", "Axumite amenities", "")

u("om", "imala Chancaa Arbaa Minciirraa gatiin meeqa", "price", "Chencha trip", "only Dorze and Konso", ["Chencha", "Chancaa", "ጨንቻ"])
u("om", "imalli Konsoo ijoolleef meeqa", "price", "Konso child price", "half price is only for Dorze", ["d23:Konsoo ijoollee"])
u("om", "Sodeeree halkan bulchuuf kutaan meeqa", "price", "Sodere overnight room", "", ["d19:bulchuu", "d19:kutaa"])
u("om", "Irreecha Tulluutiif awtobisii hoteelaa jiraa gatiin", "price", "Irreecha Tulluu bus", "bus only to Bishoftu", ["d20:Finfinnee awtobisii"])
u("om", "Wondo Gannat imala guyyaa guutuu gatiin", "price", "Wondo full day", "only half day", ["d21:guyyaa guutuu"])
u("om", "Sabian Garden suufii dry clean gochuun meeqa", "price", "suit dry cleaning", "", ["suufii", "dry clean"])
u("om", "Awaash imala guyyaa tokkoo qabdu", "price", "Awash one-day trip", "only 2-day", ["d24:guyyaa tokkoo"])
u("om", "konkolaataan Bole Skyline gara Masqal Adabaabaayii meeqa", "price", "shuttle to Meskel Square", "airport only", ["d25:Masqal", "d25:Meskel"])
u("om", "Hawaasaatti facial daqiiqaa 90 meeqa", "price", "90-min facial", "facial is 45 min only", ["d05:90-minute facial", "d05:facial for 90"])
u("om", "Harar keessa halkan buluuf imala qabdu", "price", "Harar overnight", "", ["overnight"])
u("om", "Laalibalaatti garee Kibbaa qajeelchaan meeqa", "price", "southern cluster guide", "", ["southern cluster", "garee Kibbaa"])
u("om", "Entoto Grand keessatti SIM Safaricom ni argamaa", "yes_no", "Safaricom SIM", "only Ethio telecom", ["Safaricom"])
u("om", "Abaya Chamo irraa imala bidiruu Haroo Abaayaa meeqa", "price", "Lake Abaya boat", "", ["Lake Abaya boat", "Haroo Abaayaa"])
u("om", "Kazanchis hoteela irratti buufee irbaataa meeqa", "price", "dinner buffet", "", ["dinner buffet", "irbaata"])
u("om", "Danakil imala guyyaa 5 gatiin", "price", "Danakil 5-day", "", ["d09:5-day", "d09:5 days"])

# ======================= Tigrinya =======================
a("ti", "ትኬት ሓወልቲ ንወጻእተኛ ክንደይ እዩ", [n(600)], "d26", "price", "Axum ticket foreigners", "")
a("ti", "ሕዳር ጽዮን መዓስ እዩ", [["30 ኖቬምበር", "november 30", "nov 30", "30 november", "ሕዳር 21"]], "d26", "date", "Hidar Tsion date", "")
a("ti", "ብሽክለታ ንምሉእ መዓልቲ ክንደይ", [n(400)], "d26", "price", "bike full day", "")
a("ti", "መራሒ ገርዓልታ ንጉጅለ ክንደይ ይኽፈል", [n(1500)], "d27", "price", "Gheralta guide", "car 6,000")
a("ti", "ኣሸንዳ መቐለ መዓስ ይጅምር", [["ነሓሰ 16", "august 22", "22 ኦገስት", "22 august", "aug 22"]], "d27", "date", "Ashenda date", "")
a("ti", "መሐምበሲ ቀዳምን ሰንበትን ንደገ ሰብ ክንደይ", [n(450)], "d28", "price", "pool weekend visitors", "weekday 350")
a("ti", "ማሳጅ 90 ደቒቕ ክንደይ", [n(2500)], "d28", "price", "90 min massage", "60 min 1,800")
a("ti", "ዳናኪል ጉዕዞ ንሓደ ሰብ ክንደይ", [n(19500)], "d09", "price", "Danakil trip", "")
a("ti", "ኣብ ሰሜን ስካውት ንመዓልቲ ክንደይ", [n(600)], "d13", "price", "Simien scout", "")
a("ti", "ሮማናት ስኩየር ሆቴል ዝሓሰረ ክፍሊ ክንደይ", [n(2880)], "catalogue", "price", "Romanat cheapest", "")
u("ti", "ዑደት ደብረ ዳሞ ካብ ሮማናት ስኩየር ክንደይ", "price", "Debre Damo tour", "only Gheralta", ["ደብረ ዳሞ", "Debre Damo"])
u("ti", "ሓወልቲ ፕላዛ ጂም ክሳብ መዓስ ክፉት", "time", "Hawelti gym", "", ["d28:ጂም", "d28:gym"])

# ======================= Amharic in Latin letters =======================
a("am-latn", "ye azo gebeya jelba le lij sint new", [n(700)], "d11", "price", "croc boat child", "")
a("am-latn", "demera tarya lay meqemecha le awaqi sint birr new", [n(1500)], "d14", "price", "Meskel rooftop adult", "child 750")
a("am-latn", "hawassa jelba 30 deqiqa sint new", [n(500)], "d16", "price", "Hawassa 30 min boat", "60 min 900")
a("am-latn", "ye dek desiet jelba waga sint new", [n(6500)], "d12", "price", "Dek boat", "")
a("am-latn", "be telebirr yekefelkut bsint qen yimelesal", [["3 የሥራ ቀናት", "3 የሥራ ቀን", "3 working day", "3 ye sira", "3 days", "3 ቀን", "sost qen"]], "d17", "duration", "Telebirr refund", "")
a("am-latn", "entoto grand sim card sint new", [n(350)], "d07", "price", "tourist SIM", "")
a("am-latn", "harar jib mebelat sint seat new", [t("19:00", "1:00 at night")], "d08", "time", "hyena feeding", "")
a("am-latn", "lake tana shore resort check out sint seat new", [t("11:00", "5:00 seat")], "catalogue", "time", "Lake Tana Shore check-out", "")
u("am-latn", "genna lay ke lalibela airport le lij transport sint new", "price", "Lalibela transfer child", "", ["d15:ልጅ"])
u("am-latn", "hawassa jelba le 2 seat sint new", "price", "Hawassa 2-hour boat", "", ["d16:የ2 ሰዓት ጉዞ"])

# ---- ids, cross-lingual ----
TWIN = {}
for d in DOCS.values():
    TWIN.setdefault(d["url"], set()).add(d["lang"])
checks = {}
for i, q in enumerate(Q, 1):
    q["id"] = f"q{i:03d}"
    src = q["source_doc"]
    base = "am" if q["lang"] == "am-latn" else q["lang"]
    q["cross_lingual"] = bool(src and src != "catalogue" and base not in TWIN[DOCS[src]["url"]])
    if "_absent" in q:
        checks[q["id"]] = q.pop("_absent")
KEYS = ["id", "lang", "question", "answerable", "expected", "source_doc", "asked_type", "subject", "note", "cross_lingual"]
Q = [{k: q[k] for k in KEYS} for q in Q]
with open(os.path.join(HERE, "..", "questions.json"), "w", encoding="utf-8") as f:
    json.dump(Q, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "..", "unanswerable_checks.json"), "w", encoding="utf-8") as f:
    json.dump(checks, f, ensure_ascii=False, indent=1)
print(len(Q), "questions;", sum(q["cross_lingual"] for q in Q), "cross-lingual")
