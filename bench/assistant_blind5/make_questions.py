"""Builds questions.json (hand-written questions; helper functions only expand number/date/time spellings)."""
import json

def n(x):
    """number spellings: 1350 -> 1,350 / 1350 / 1 350 / 1.350"""
    s = str(x)
    if x >= 1000:
        a = "{:,}".format(x)
        return [a, s, a.replace(",", " "), a.replace(",", ".")]
    return [s]

def money(x, *extra):
    """short numbers (< 1000) need a currency word next to them to avoid accidental substring matches"""
    if x >= 1000:
        return n(x) + list(extra)
    s = str(x)
    return [s + " birr", s + " br", s + " etb", "etb " + s, "etb" + s, s + " ብር", "ብር " + s, "qarshii " + s, s + " qarshii",
            s + " ETB", s + "birr", s + " Birr", s + " ብር።", s + "ብር"] + list(extra)

def t(hh, mm=0, eth=None, extra=()):
    """time spellings (24 h, 12 h, Ethiopian clock if given)"""
    h12 = hh % 12 or 12
    ap = "am" if hh < 12 else "pm"
    out = ["%02d:%02d" % (hh, mm), "%d:%02d" % (hh, mm)]
    if mm == 0:
        out += ["%d %s" % (h12, ap), "%d%s" % (h12, ap), "%d:00 %s" % (h12, ap), "%d.00" % hh, "%d o'clock" % h12]
    else:
        out += ["%d:%02d %s" % (h12, mm, ap), "%d:%02d%s" % (h12, mm, ap), "%d.%02d" % (hh, mm)]
    if eth:
        out += list(eth)
    out += list(extra)
    seen = []
    for o in out:
        if o not in seen:
            seen.append(o)
    return seen

YES_EN = ["yes", "it has", "has a", "offers", "includes a", "features a"]
YES_AM = ["አዎ", "yes", "አለው", "አለ።", "ይገኛል", "አላቸው", "አለ "]
YES_OM = ["eeyyee", "eeyye", "eyyee", "yes", "ni qaba", "qaba", "ni jira"]
NOHOTEL_EN = ["no hotels", "don't have", "do not have", "not available", "not listed", "no listed", "aren't any", "are no ",
              "isn't", "is not", "don't currently", "do not currently", "not currently", "no properties", "not yet", "unfortunately", "doesn't", "does not"]
NOHOTEL_AM = ["የለም", "የሉም", "የለንም", "የሉንም", "አልተገኘም", "አልተገኙም", "አይገኝም", "አይገኙም", "አልተመዘገበም", "አልተመዘገቡም", "የለውም", "no hotels", "don't have", "not available", "ይቅርታ"]
NOHOTEL_OM = ["hin qabnu", "hin jiru", "hin jiran", "hin argamne", "hin argamu", "hin argaman", "hin qabu", "hin galmoofne", "hin galmeeffamne", "no hotels", "don't have", "not available", "dhiifama"]
NOHOTEL_TI = ["የብልናን", "የብሉን", "የለን", "የለዉን", "የለውን", "የለን", "ኣይተረኽበን", "ኣይርከብን", "ኣይርከቡን", "የለዉን", "የብልናን", "no hotels", "don't have", "ይቕሬታ", "ኣይተመዝገቡን", "የለን"]

Q = []
def q(lang, question, ans, expected, src, typ, subject, note, cross=False):
    Q.append({"id": "q%03d" % (len(Q) + 1), "lang": lang, "question": question, "answerable": ans,
              "expected": expected if ans else [], "source_doc": src if ans else None, "asked_type": typ,
              "subject": subject, "note": note, "cross_lingual": bool(cross) if ans else False})

def u(lang, question, typ, subject, note):
    q(lang, question, False, [], None, typ, subject, note)

# ---------------------------------------------------------------- English, answerable, same language
E = "en"
q(E, "how much is a car from bole airport to a hotel in piassa", True, [money(1350)], "d01", "price", "sedan transfer Bole airport to Piassa", "Piassa/Sarbet/CMC fare 1,350, trap: Bole/Kazanchis fare 1,100")
q(E, "we are 6 ppl landing at bole, price for the van to our hotel?", True, [money(1650)], "d01", "price", "minivan airport transfer", "minivan up to 7 = 1,650; sedan only takes 3")
q(E, "my flight lands 23:40, is there extra charge for the airport pickup", True, [money(250)], "d01", "price", "night supplement airport transfer", "22:00-05:00 supplement 250 birr; trap: 200 birr waiting fee")
q(E, "How long will the driver wait for free if my plane is late?", True, [["75 min", "75 minutes", "75-minute", "1 hour 15", "an hour and 15", "one hour and fifteen"]], "d01", "duration", "free waiting time airport driver", "75 minutes; trap: 30-minute blocks at 200 birr")
q(E, "lalibela full day guide both clusters how much", True, [money(2200)], "d03", "price", "Lalibela full-day guide", "full day 2,200; trap: northern cluster 1,300")
q(E, "what time does the mule trip to asheten maryam leave", True, [t(6, 30, ["12:30"])], "d03", "time", "Asheten Maryam mule trek departure", "06:30 from Old Market; trap: full-day guide starts 07:30")
q(E, "lalibela church ticket valid for how many days", True, [["5 days", "five days", "5 consecutive", "five consecutive", "5-day", "5 day"]], "d03", "duration", "Lalibela church ticket validity", "valid 5 consecutive days")
q(E, "when is timkat in gondar this coming january?", True, [["19 january", "january 19", "jan 19", "19 jan", "19th", "tir 11", "ጥር 11", "2027-01-19", "19/1"]], "d05", "date", "Timkat 2027 date", "Tue 19 Jan 2027 = Tir 11; trap: Ketera 18 Jan, St Michael 20 Jan")
q(E, "price of the shuttle from piazza to fasilides bath during timkat?", True, [money(80)], "d05", "price", "Timkat shuttle fare Gondar", "80 birr each way")
q(E, "is there a minimum stay for gondar hotels at timkat", True, [["3 nights", "three nights", "3-night", "three-night", "minimum of 3", "minimum stay of 3"]], "d05", "count", "Timkat minimum stay Gondar", "3 nights for 17-20 Jan; trap: 50 percent deposit")
q(E, "entoto grand spa 90 min massage price pls", True, [money(3100)], "d06", "price", "90-minute massage at Entoto Grand spa", "90 min = 3,100; trap: 60 min = 2,300")
q(E, "whats the latest i can start a treatment at the entoto grand spa", True, [t(21, 0, ["9:00 p", "9 p.m", "9pm"])], "d06", "time", "last spa treatment Entoto Grand", "last treatment 21:00; trap: closes 22:00")
q(E, "what time does the hippo boat trip leave from lake tana shore resort", True, [t(16, 0, ["4 p.m", "4pm", "4 in the afternoon"])], "d07", "time", "Blue Nile outlet hippo boat departure", "16:00; trap: Zege 08:00, bird-watching 06:00")
q(E, "can my wife come inside kebran gabriel monastery?", True, [["only men", "men only", "only male", "only allowed for men", "only open to men", "male visitors only", "only for men", "women cannot", "women can't", "women are not", "women may not", "not allowed"]], "d07", "yes_no", "women at Kebran Gabriel", "no: only men may enter")
q(E, "electric car charging cost at kazanchis business hotel", True, [money(18, "18 per kwh", "18 birr/kwh", "18 etb/kwh")], "d08", "price", "EV charging Kazanchis Business Hotel", "18 birr per kWh")
q(E, "meskel square residences express laundry how much more", True, [["50 percent", "50%", "50 %", "fifty percent", "half"]], "d09", "price", "express laundry surcharge Meskel Square Residences", "+50 percent within 4 hours")
q(E, "what's the fine if I smoke in my room", True, [money(3000)], "d10", "price", "smoking in room fine", "3,000 birr cleaning fine")
q(E, "e visa for 90 days cost?", True, [["102", "one hundred and two"]], "d11", "price", "90-day e-visa fee", "102 US dollars; trap: 30 days 82")
q(E, "price of ethio telecom 10gb tourist bundle", True, [money(350)], "d12", "price", "Ethio telecom 10 GB bundle", "350 birr for 7 days; trap: 25 GB 900, Safaricom 600")
q(E, "minibus dire dawa to harar how much", True, [money(150)], "d14", "price", "minibus Dire Dawa to Harar", "150 birr; trap: contract taxi 3,500")
# English, cross-lingual
q(E, "kitfo price at sidama garden lodge restaurant?", True, [money(720)], "d17", "price", "kitfo at Sidama Garden Lodge", "answer only in Amharic doc; trap: tibs 580, doro wat 650", True)
q(E, "how much is the boat to the crocodile market, arba minch", True, [money(2400)], "d16", "price", "Lake Chamo crocodile boat trip", "Amharic doc: 2,400 per boat up to 6", True)
q(E, "day trip gondar to simien mountains price per car", True, [money(7500)], "d18", "price", "Simien day trip from Gondar", "Amharic doc: 7,500 per vehicle; trap: 2-day trek 14,000 per person", True)
q(E, "day pass price for the pool at awash valley resort (adult)", True, [money(450)], "d21", "price", "Awash Valley Resort pool day pass adult", "Oromo doc: adults 450, children 250", True)
q(E, "how much is the sodere hot springs trip from nazret garden hotel", True, [money(1200)], "d22", "price", "Sodere trip from Nazret Garden Hotel", "Oromo doc: 1,200 per person; trap: massage 1,800", True)
q(E, "when is hidar tsion in axum this year", True, [["30 november", "november 30", "nov 30", "30 nov", "hidar 21", "ሕዳር 21", "2026-11-30"]], "d28", "date", "Hidar Tsion date", "Tigrinya doc: Monday 30 Nov 2026 = Hidar 21; trap: eve 29 Nov", True)
q(E, "irreecha at bishoftu 2027 which date?", True, [["3 october", "october 3", "oct 3", "3 oct", "onkoloolessa 3", "2027-10-03", "meskerem 22", "fulbaana 22"]], "d23", "date", "Irreecha Hora Arsadi 2027 date", "Oromo doc: Sunday 3 Oct 2027; trap: Hora Finfinnee 2 Oct", True)
# English, catalogue
q(E, "which hotels in hawassa have a spa", True, [["amora gedel"], ["lake hawassa resort"]], "catalogue", "place", "Hawassa hotels with spa", "catalogue: Amora Gedel Hotel and Lake Hawassa Resort & Spa only")
q(E, "does goha hill hotel have a pool", True, [YES_EN], "catalogue", "yes_no", "pool at Goha Hill Hotel", "catalogue amenities include pool")
q(E, "check out time entoto grand hotel?", True, [t(12, 0, ["noon", "12 noon", "12pm", "12 p.m"])], "catalogue", "time", "check-out Entoto Grand Hotel", "catalogue: 12:00 (most hotels 11:00)")
q(E, "cheapest room at dorze hills inn", True, [["twin"], money(1820)], "catalogue", "price", "cheapest room Dorze Hills Inn", "Twin Room 1,820 ETB")
q(E, "how many stars is roha valley inn", True, [["2-star", "2 star", "two-star", "two star", "2 stars", "two stars", "2*", "2-stars"]], "catalogue", "count", "star rating Roha Valley Inn", "catalogue: 2 stars")
q(E, "what time is check in at railway station hotel dire dawa", True, [t(14, 0, ["2 p.m", "2pm"])], "catalogue", "time", "check-in Railway Station Hotel", "catalogue 14:00")
q(E, "do you have hotels in jimma?", True, [NOHOTEL_EN], "catalogue", "yes_no", "hotels in Jimma", "Jimma is not among the 10 destinations")
q(E, "any hotel in harar i can book?", True, [NOHOTEL_EN], "catalogue", "yes_no", "hotels in Harar", "Harar is not a destination; trap: the Dire Dawa guide describes a Harar day trip")
# English, unanswerable
u(E, "how much is the trip to yemrehanna kristos from lalibela", "price", "Yemrehanna Kristos excursion", "only the Asheten Maryam mule trek (1,750) is priced")
u(E, "what time does the northern cluster half day tour start in lalibela", "time", "northern cluster tour start time", "northern-cluster guide has a price and duration but no start time; 07:30 is the full-day start")
u(E, "how much is the boat to dek island from lake tana shore resort", "price", "Dek Island boat trip", "Zege, Kebran Gabriel, hippo and bird trips are priced, Dek Island is not")
u(E, "massage price at the kazanchis business hotel spa?", "price", "Kazanchis Business Hotel spa", "hotel has a spa but only Entoto Grand spa menu is documented")
u(E, "entoto grand hotel laundry price for a shirt", "price", "laundry at Entoto Grand Hotel", "laundry prices are documented only for Meskel Square Residences")
u(E, "is there a timkat shuttle in lalibela and how much", "price", "Timkat shuttle Lalibela", "the 80-birr shuttle is for Gondar only")
u(E, "transfer price from bahir dar airport to my hotel", "price", "Bahir Dar airport transfer", "only Bole airport transfers are priced")
u(E, "valet parking price at sarbet garden hotel", "price", "valet parking Sarbet Garden Hotel", "valet 150 is for Kazanchis Business Hotel only")
u(E, "how much is safaricom 25gb bundle", "price", "Safaricom 25 GB bundle", "Safaricom 15 GB (600) and Ethio 25 GB (900) documented, not Safaricom 25 GB")
u(E, "multiple entry visa ethiopia price", "price", "multiple-entry e-visa", "only single-entry 30/90 day fees documented")
u(E, "what time is the train from dire dawa to djibouti", "time", "Dire Dawa to Djibouti train", "only the train towards Addis Ababa is documented")
u(E, "entrance fee for rimbaud house in harar", "price", "Rimbaud House Harar entry", "Harar guide covers minibus, taxi and hyena feeding only")
u(E, "hot stone massage at lake hawassa resort & spa price", "price", "spa at Lake Hawassa Resort & Spa", "hot stone 2,750 is at Entoto Grand")
u(E, "till what time is the restaurant at meskel square residences open", "time", "restaurant hours Meskel Square Residences", "hotel has a restaurant but only its laundry is documented")
u(E, "kazanchis hotel 4x4 with driver for half a day how much", "price", "half-day 4x4 hire Kazanchis", "only per-day prices (9,800 / 4,500) documented")

# ---------------------------------------------------------------- Amharic, answerable
A = "am"
q(A, "ከቦሌ ኤርፖርት ካዛንቺስ ሆቴል በሴዳን ስንት ነው?", True, [money(1100)], "d02", "price", "sedan airport transfer to Kazanchis", "1,100; trap: Piassa 1,350")
q(A, "የኤርፖርት ትራንስፖርቱን በነፃ እስከ መቼ መሰረዝ እችላለሁ", True, [["3 ሰዓት", "ሦስት ሰዓት", "3 hours", "three hours", "ሶስት ሰዓት"]], "d02", "duration", "free cancellation airport transfer", "until 3 hours before landing; trap: book 6 hours ahead")
q(A, "ገና በላሊበላ በዚህ አመት መቼ ነው", True, [["ታኅሣሥ 29", "ታህሳስ 29", "ታኅሳስ 29", "ታህሣሥ 29", "january 7", "7 january", "jan 7", "ጃንዋሪ 7", "2027-01-07"]], "d15", "date", "Genna 2019 E.C. date", "Tahsas 29 = 7 Jan 2027 (doc writes January 7)")
q(A, "በገና ዋዜማ ቤተ ማርያም ላይ ፀሎቱ ስንት ሰዓት ይጀምራል", True, [t(18, 0, ["12:00 ምሽት", "ምሽት 12", "ከምሽቱ 12", "ማታ 12"])], "d15", "time", "Genna vigil start", "18:00 = 12 o'clock evening Ethiopian; trap: Beza Kulu 06:00 (also 12 Ethiopian)")
q(A, "ከላሊበላ ኤርፖርት ወደ ከተማ ሚኒባስ ዋጋ?", True, [money(300)], "d15", "price", "Lalibela airport shared minibus", "300 birr per person")
q(A, "ለገና የላሊበላ ሆቴል እስከ መቼ ማስያዝ አለብኝ", True, [["ታኅሣሥ 6", "ታህሳስ 6", "ታኅሳስ 6", "ታህሣሥ 6", "december 15", "15 december", "dec 15", "2026-12-15"]], "d15", "date", "Genna booking deadline Lalibela", "by Tahsas 6 = 15 December; trap: stay dates Jan 4-7")
q(A, "የአዞ ገበያ ጀልባ ስንት ሰዓት ይነሳል", True, [t(7, 0, ["1 ሰዓት", "ጠዋት 1"]), t(15, 0, ["9 ሰዓት", "ከሰዓት 9", "ከሰዓት በኋላ 9"])], "d16", "time", "crocodile market boat departures", "two departures: 07:00 and 15:00 (1 and 9 Ethiopian)")
q(A, "ዶርዜ ጉብኝት ለአንድ ሰው ስንት ብር ነው", True, [money(1600)], "d16", "price", "Dorze village trip", "1,600 per person with lunch; trap: children half price")
q(A, "ነጭ ሳር ፓርክ ስካውት በቀን ስንት ይከፈለዋል", True, [money(400)], "d16", "price", "Nech Sar scout fee", "400 per day; trap: entry 350, 4x4 5,200")
q(A, "ሲዳማ ጋርደን ሎጅ ቁርስ ዋጋው ስንት ነው? ከክፍሉ ጋር አይደለም?", True, [money(450)], "d17", "price", "breakfast buffet Sidama Garden Lodge", "450, not included (catalogue also has no breakfast amenity)")
q(A, "በሲዳማ ጋርደን እራት ስንት ሰዓት ይጀምራል", True, [t(18, 30, ["12:30", "ከምሽቱ 12:30", "12 ሰዓት ተኩል"])], "d17", "time", "dinner start Sidama Garden Lodge", "18:30 = 12:30 Ethiopian")
q(A, "room service እስከ ስንት ሰዓት ነው ሲዳማ ጋርደን ሎጅ", True, [t(23, 0, ["5 ሰዓት", "ከምሽቱ 5", "ምሽት 5"])], "d17", "time", "room service hours Sidama Garden Lodge", "until 23:00 = 5 Ethiopian evening; trap: dinner ends 22:30")
q(A, "ፋሲል ግቢ ለውጭ ዜጋ መግቢያ ስንት ነው", True, [money(600)], "d18", "price", "Fasil Ghebbi entry foreigners", "600; Ethiopians 50")
q(A, "የስሜን ፓርክ መግቢያ ለአንድ ሰው በቀን ስንት ነው", True, [money(450)], "d18", "price", "Simien park entry fee", "450 per person per day; trap: scout 600")
q(A, "የሁለት ቀን የስሜን የእግር ጉዞ ዋጋ", True, [money(14000)], "d18", "price", "2-day Simien trek", "14,000 per person; trap: day trip 7,500 per car")
q(A, "ቦሌ ስካይላይን ሆቴል ለዊልቸር የሚሆኑ ስንት ክፍሎች አሉት", True, [["4 ምቹ", "4 ክፍ", "አራት", "four", "4 rooms", "4 accessible", "4ት"]], "d19", "count", "accessible rooms Bole Skyline Hotel", "4 rooms; trap: Lake Hawassa 2")
q(A, "ራምፕ ያለው ሚኒቫን ከኤርፖርት ዋጋው?", True, [money(2100)], "d19", "price", "accessible ramp van transfer", "2,100")
q(A, "ከባህርዳር ወደ ጢስ አባይ ሚኒባስ ስንት ብር ነው", True, [money(70)], "d20", "price", "minibus to Blue Nile Falls", "70 birr; trap: private car 2,800")
q(A, "ከጢስ አባይ መንደር እስከ ፏፏቴው በእግር ምን ያህል ይፈጃል", True, [["30 ደቂቃ", "ሠላሳ ደቂቃ", "ሰላሳ ደቂቃ", "30 min", "half an hour", "ግማሽ ሰዓት"]], "d20", "duration", "walk to Blue Nile Falls", "30 minutes; trap: minibus 45 minutes")
# Amharic cross-lingual
q(A, "እንጦጦ ግራንድ ሆቴል ስፓ የቡና ስክራብ ዋጋ ስንት ነው", True, [money(1450)], "d06", "price", "coffee scrub Entoto Grand spa", "English doc: 1,450", True)
q(A, "መስቀል አደባባይ ሬዚደንስ ሀበሻ ቀሚስ ድራይ ክሊን ስንት ነው", True, [money(380)], "d09", "price", "dry cleaning habesha kemis Meskel Square Residences", "English doc: 380; trap: suit 420", True)
q(A, "ውሻዬን ይዤ መምጣት እችላለሁ? ክፍያው ስንት ነው", True, [money(500)], "d10", "price", "pet fee", "English doc: 500 per night at guest houses, under 10 kg", True)
q(A, "የጠፋ እቃ ሆቴሉ ለስንት ቀን ያስቀምጣል", True, [["90 ቀን", "90 days", "ዘጠና", "guyyoota 90", "90 day", "ለ90"]], "d26", "duration", "lost property keeping period", "Oromo doc: 90 days", True)
q(A, "የወንጪ የሁለት ቀን ጉዞ ዋጋ ስንት ነው", True, [money(6800)], "d24", "price", "Wenchi 2-day trip", "Oromo doc: 6,800; trap: day trip 3,900", True)
q(A, "በጥምቀት ጎንደር ላይ ከመዋኛው በላይ ያለው የተያዘ ወንበር ዋጋ", True, [money(1500)], "d05", "price", "Timkat reserved stand seat Gondar", "English doc: 1,500", True)
q(A, "ኤርፖርት ላይ ሲም ካርድ ስንት ብር ነው", True, [money(50)], "d12", "price", "tourist SIM card price", "English doc (twin in Tigrinya): 50 birr", True)
# Amharic catalogue
q(A, "ጎንደር ውስጥ መዋኛ ገንዳ ያላቸው ሆቴሎች የትኞቹ ናቸው", True, [["goha hill", "goha", "ጎሃ", "ጎሀ", "ጎሐ", "ጐሃ"], ["royal enclosure", "ሮያል ኢንክሎዠር", "ሮያል ኤንክሎዠር", "ሮያል ኢንክሎዥር", "ሮያል"]], "catalogue", "place", "Gondar hotels with pool", "catalogue: Goha Hill Hotel and Royal Enclosure Inn")
q(A, "ሌክ ሀዋሳ ሪዞርት ቼክ አውት ስንት ሰዓት ነው", True, [t(12, 0, ["6 ሰዓት", "ቀን 6", "ከቀኑ 6", "noon", "ቀትር"])], "catalogue", "time", "check-out Lake Hawassa Resort & Spa", "catalogue: 12:00 = 6 Ethiopian")
q(A, "ፋሲል ካስል ቪው ሆቴል ባለ ስንት ኮከብ ነው", True, [["4 ኮከብ", "ባለ 4", "አራት ኮከብ", "ባለ አራት", "4-star", "4 star", "4 stars", "4 ኮከቦች"]], "catalogue", "count", "star rating Fasil Castle View Hotel", "catalogue: 4")
q(A, "ዘጌ ፔኒንሱላ ሆቴል በጣም ርካሹ ክፍል ስንት ነው", True, [money(1800)], "catalogue", "price", "cheapest room Zege Peninsula Hotel", "Standard Single 1,800")
q(A, "ኦቤሊስክ ፓርክ ሆቴል አክሱም ስፓ አለው?", True, [YES_AM], "catalogue", "yes_no", "spa at Obelisk Park Hotel", "catalogue: spa yes (only Axum hotel with spa)")
q(A, "ደሴ ውስጥ ሆቴል አላችሁ?", True, [NOHOTEL_AM], "catalogue", "yes_no", "hotels in Dessie", "Dessie not a destination")
q(A, "በጅጅጋ ሆቴል ማስያዝ ይቻላል", True, [NOHOTEL_AM], "catalogue", "yes_no", "hotels in Jijiga", "Jijiga not a destination")
# Amharic unanswerable
u(A, "በአባያ ሐይቅ የጀልባ ጉዞ ዋጋ ስንት ነው", "price", "Lake Abaya boat trip", "only the Lake Chamo crocodile boat is priced")
u(A, "ከአርባ ምንጭ ወደ ጨንጫ ጉብኝት ዋጋ", "price", "Chencha trip", "only Dorze (1,600) priced")
u(A, "አሞራ ገደል ሆቴል ሀዋሳ ስፓ የማሳጅ ዋጋ ስንት ነው", "price", "spa massage Amora Gedel Hotel", "hotel has a spa in the catalogue but no spa menu is documented; Hawassa doc covers only Sidama Garden restaurant")
u(A, "የደብረ ብርሃን ሥላሴ ቤተ ክርስቲያን መግቢያ ዋጋ", "price", "Debre Berhan Selassie entry", "only Fasil Ghebbi ticket (covers bath and Kuskuam) documented")
u(A, "የሦስት ቀን የስሜን ጉዞ ስንት ያስከፍላል", "price", "3-day Simien trek", "only 1-day (7,500) and 2-day (14,000)")
u(A, "ከጢስ አባይ የመጨረሻው ሚኒባስ ወደ ባህር ዳር ስንት ሰዓት ይመለሳል", "time", "last minibus back from Blue Nile Falls", "only first departure 06:00 documented")
u(A, "ለገና የላሊበላ ሆቴሎች ቅድሚያ ክፍያ ስንት በመቶ ነው", "price", "Genna deposit Lalibela", "50 percent deposit is for Gondar Timkat; Lalibela doc gives minimum stay only")
u(A, "እንጦጦ ግራንድ ሆቴል ለዊልቸር ምቹ ክፍሎች ስንት ናቸው", "count", "accessible rooms Entoto Grand", "only Bole Skyline (4) and Lake Hawassa (2) given")
u(A, "ባህር ዳር ውስጥ የምልክት ቋንቋ አስተርጓሚ ዋጋ", "price", "sign language interpreter Bahir Dar", "1,200 is for Addis Ababa half day only")
u(A, "ከቦሌ ኤርፖርት ወደ ቢሾፍቱ በሴዳን ስንት ነው", "price", "sedan transfer to Bishoftu", "only Adama (4,800) priced outside Addis")
u(A, "የዶርዜ ጉብኝት ስንት ሰዓት ይመለሳል", "time", "Dorze trip return time", "departure 09:00 only")
u(A, "ከባህር ዳር ወደ ጎርጎራ ጀልባ ዋጋ ስንት ነው", "price", "boat to Gorgora", "no Gorgora trip documented")
u(A, "ሲዳማ ጋርደን ሎጅ ለልጆች የቁርስ ቡፌ ዋጋ", "price", "children's breakfast price Sidama Garden", "kids menu 250 and adult breakfast 450 documented, not kids breakfast")
u(A, "ከደባርቅ ወደ ጎንደር የህዝብ አውቶቡስ ስንት ብር ነው", "price", "Debark to Gondar public bus", "only private car 7,500 documented")
u(A, "የምልክት ቋንቋ አስተርጓሚ ለሙሉ ቀን ስንት ነው", "price", "full-day sign language interpreter", "only half day 1,200")

# ---------------------------------------------------------------- Afaan Oromo, answerable
O = "om"
q(O, "qajeelchaan garee kaabaa laalibalaa meeqa kaffalchiisa", True, [money(1300)], "d04", "price", "Lalibela northern cluster guide", "1,300 per group; trap: full day 2,200")
q(O, "gadaamiin asheten maariyaam arjoomaa meeqa gaafata?", True, [money(200)], "d04", "price", "Asheten Maryam donation", "200 birr; trap: mule trek 1,750")
q(O, "bishaan daakaa awash valley resort sa'aatii meeqatti cufama", True, [t(19, 0, ["sa'aatii 1 galgala", "1 galgala"])], "d21", "time", "Awash Valley pool closing", "19:00 = 1 evening Ethiopian; opens 07:00")
q(O, "tikeetii guyyaa bishaan daakaa ijoollee meeqa awash valley", True, [money(250)], "d21", "price", "Awash Valley pool day pass child", "250 under 12; trap: adults 450")
q(O, "kabanaa dhuunfaa awash valley resort gatiin isaa", True, [money(1800)], "d21", "price", "private cabana Awash Valley", "1,800 full day")
q(O, "awash valley bishaan daakaa fooxaaf qabsiisaan meeqa?", True, [money(100)], "d21", "price", "towel deposit Awash Valley pool", "100 birr refundable")
q(O, "nazret garden hotel dibata qaama guutuu daqiiqaa 60 meeqa", True, [money(1800)], "d22", "price", "60-min massage Nazret Garden", "1,800; trap: foot 750")
q(O, "keessummoonni nazret garden spa irratti hir'ina meeqa argatu", True, [["10%", "10 %", "%10", "dhibbeentaa 10", "10 percent", "kudhan"]], "d22", "price", "hotel guest spa discount Nazret Garden", "10 percent (trap: Entoto 15 percent)")
q(O, "sodareen adaamaa irraa km meeqa fagaata", True, [["25 km", "25km", "kiilomeetira 25", "25 kilo", "25 kiil"]], "d22", "count", "distance Adama to Sodere", "25 km, 40 minutes")
q(O, "imala sodaree namni meeqa barbaachisa", True, [["namoota 3", "nama 3", "3 ol", "sadii", "three", "3 people", "3 nama", "namoonni 3"]], "d22", "count", "minimum group Sodere trip", "at least 3 people")
q(O, "irreechi hora arsadii bara 2027 yoom", True, [["onkoloolessa 3", "3 onkoloolessa", "october 3", "3 october", "oct 3", "2027-10-03", "fulbaana 22", "meskerem 22", "3/10"]], "d23", "date", "Irreecha Hora Arsadi 2027", "Sunday 3 Oct 2027; trap: Hora Finfinnee 2 Oct")
q(O, "awutobusiin adaamaa irraa irreechaaf gatiin isaa meeqa", True, [money(300)], "d23", "price", "Irreecha bus from Adama", "300; trap: from Addis 350")
q(O, "awtobusin finfinne irraa irreechaaf sa'aatii meeqa ka'a", True, [t(4, 30, ["10:30"])], "d23", "time", "Irreecha bus from Addis departure", "04:30 from Meskel Square; trap: Adama 05:00")
q(O, "imala guyyaa tokkoo haroo wancii gatii", True, [money(3900)], "d24", "price", "Wenchi day trip", "3,900; trap: 2-day 6,800")
q(O, "haroo wancii irra bidiruun gara gadaamii cirkos meeqa", True, [money(300)], "d24", "price", "boat to Cirkos monastery Wenchi", "300 per person; trap: horse 400, entry 400")
q(O, "minibaasiin finfinnee irraa adaamaa meeqa kaffalchiisa", True, [money(180)], "d25", "price", "minibus Addis to Adama", "180; trap: Selam bus 260")
q(O, "seensi paarkii awaash namoota biyya alaatiif meeqa", True, [money(500)], "d25", "price", "Awash National Park entry foreigners", "500")
q(O, "meeshaan koo argame, gara bahir dar naaf erguuf meeqa", True, [money(450)], "d26", "price", "lost property courier outside Addis", "450 other cities; trap: Addis 250")
q(O, "lakkoofsa bilbilaa meeshaa bade", True, [["911 300 448", "0911300448", "911300448", "0911 300 448", "+251911300448"]], "d26", "contact", "lost property phone", "+251 911 300 448, Mon-Sat 08:00-20:00")
# Oromo cross-lingual
q(O, "namoota 6 taanee buufata xiyyaaraa boolee irraa minivan meeqa", True, [money(1650)], "d01", "price", "minivan airport transfer", "English/Amharic docs: 1,650", True)
q(O, "imala bidiruu gadaamota zege gatii meeqa, lake tana shore resort", True, [money(3600)], "d07", "price", "Zege monasteries boat trip", "English doc: 3,600 per boat; trap: 300 per monastery", True)
q(O, "gabaan kafiraa dirree dhawaa guyyaa kam cufaa dha", True, [["dilbata", "sunday", "ሰንበት", "እሁድ"]], "d14", "date", "Kafira market closing day", "English doc: closed Sundays", True)
q(O, "sidama garden lodge asaa lebleb gatiin meeqa", True, [money(540)], "d17", "price", "fish lebleb Sidama Garden", "Amharic doc: 540", True)
q(O, "seensi bishaan dhangala'aa tis abay namoota biyya alaa meeqa", True, [money(250)], "d20", "price", "Blue Nile Falls entry foreigners", "Amharic doc: 250; trap: Ethiopians 30", True)
q(O, "tikeetiin galgala ashendaa romanat square hotel meeqa", True, [money(500)], "d27", "price", "Ashenda evening Romanat Square Hotel", "Tigrinya doc: 500 with dinner; trap: Hawelti dress-up 350", True)
q(O, "paaspoortiin koo ji'a meeqa hojjechuu qaba viizaaf", True, [["6 months", "ji'a 6", "ji'oota 6", "six months", "6 ji'a", "ja'a"]], "d11", "duration", "passport validity for entry", "English doc: 6 months", True)
# Oromo catalogue
q(O, "hoteelota adaamaa keessaa bishaan daakaa kan qaban kami", True, [["adama palm"], ["awash valley"]], "catalogue", "place", "Adama hotels with pool", "Adama Palm Inn and Awash Valley Resort")
q(O, "nazret garden hotel check in sa'aatii meeqa", True, [t(14, 0, ["sa'aatii 8", "8 galgala", "8 guyyaa"])], "catalogue", "time", "check-in Nazret Garden Hotel", "14:00 = 8 Ethiopian")
q(O, "awash valley resort urjii meeqa qaba", True, [["urjii 4", "urjii afur", "afur", "4-star", "4 star", "4 stars", "star 4", "four", "sadarkaa 4", "4ffaa", "4 urjii"]], "catalogue", "count", "star rating Awash Valley Resort", "4 stars")
q(O, "rift valley conference hotel kutaan rakasaan meeqa", True, [money(3840)], "catalogue", "price", "cheapest room Rift Valley Conference Hotel", "Standard Double 3,840")
q(O, "abaya chamo resort geejjiba buufata xayyaaraa ni qabaa", True, [YES_OM], "catalogue", "yes_no", "airport shuttle Abaya Chamo Resort", "catalogue: airport_shuttle yes")
q(O, "naqamtee keessatti hoteela qabdu?", True, [NOHOTEL_OM], "catalogue", "yes_no", "hotels in Nekemte", "Nekemte not a destination")
q(O, "shaashamannee hoteela ni jiraa", True, [NOHOTEL_OM], "catalogue", "yes_no", "hotels in Shashemene", "Shashemene not a destination (next to Hawassa, which is)")
# Oromo unanswerable
u(O, "leenjii daakaa namoota gurguddaaf awash valley gatii meeqa", "price", "adult swimming lessons Awash Valley", "only children's Saturday lessons (300) documented")
u(O, "adama palm inn bishaan daakaa tikeetii guyyaa meeqa", "price", "pool day pass Adama Palm Inn", "day pass documented only for Awash Valley Resort")
u(O, "nazret garden spa dibata dhagaa ho'aa (hot stone) meeqa", "price", "hot stone massage Nazret Garden", "not on its menu; hot stone 2,750 is at Entoto Grand")
u(O, "imala sodaree irratti laaqanni meeqa", "price", "lunch on Sodere trip", "doc says lunch is not included, price not given")
u(O, "irreechi arfaasaa tulluu cuqqaalaa bara 2027 yoom", "date", "Irreecha Arfaasaa date", "only Irreecha Birraa dates documented")
u(O, "haroo dandii imala gatii meeqa", "price", "Lake Dandi trip", "only Wenchi trips documented")
u(O, "imala guyyaa lamaa wancii ijoolleef gatiin meeqa", "price", "Wenchi 2-day child price", "children under 6 excluded, no child price given")
u(O, "awutobusiin selam adaamaa irraa dirree dhawaa gatii", "price", "Selam bus Adama to Dire Dawa", "only Addis-Adama Selam bus (260) documented")
u(O, "seensi paarkii awaash lammiilee itoophiyaatiif meeqa", "price", "Awash park entry for Ethiopians", "only foreigners' fee (500) given")
u(O, "entoto grand hotel bishaan daakaa namoota alaatiif gatii", "price", "Entoto Grand pool for non-guests", "pool hours given; only sauna/steam visitor price (600)")
u(O, "qajeelchaan garee kibba-bahaa qofaa laalibalaa meeqa", "price", "south-eastern cluster only guide", "only northern cluster (1,300) and full day (2,200)")
u(O, "imala gaangoo asheten maariyaam ijoolleef meeqa", "price", "child price mule trek", "only adult per-person price")
u(O, "awutobusii hawaasaa irraa gara bishooftuu irreechaaf meeqa", "price", "Irreecha bus from Hawassa", "only Addis (350) and Adama (300) buses")
u(O, "minibaasiin adaamaa irraa matahaaraa meeqa", "price", "minibus Adama to Metehara", "only Addis-Adama fares")
u(O, "rift valley conference hotel spaa dibata gatii meeqa", "price", "spa Rift Valley Conference Hotel", "hotel has spa; only Nazret Garden spa documented in Adama")

# ---------------------------------------------------------------- Tigrinya
T = "ti"
q(T, "ሕዳር ጽዮን ኣብ ኣኽሱም ዕለት ክንደይ እዩ", True, [["ሕዳር 21", "november 30", "30 november", "nov 30", "ኖቨምበር 30", "2026-11-30"]], "d28", "date", "Hidar Tsion date", "Hidar 21 = 30 Nov 2026; trap: eve Hidar 20")
q(T, "ናይ ኣኽሱም ሓባራዊ ትኬት ንወጻእተኛ ክንደይ", True, [money(350)], "d28", "price", "Axum combined ticket foreigners", "350; trap: guide 900, Ethiopians 40")
q(T, "ናይ ላሊበላ ኣብያተ ክርስትያን ትኬት ንወጻእተኛ ክንደይ እዩ", True, [money(4100)], "d03", "price", "Lalibela church ticket foreigners", "English/Oromo docs: 4,100", True)
q(T, "ኣሸንዳ 2027 መዓስ ይጅምር", True, [["ነሓሰ 16", "ነሐሴ 16", "august 22", "22 august", "aug 22", "ኦገስት 22", "2027-08-22"]], "d27", "date", "Ashenda 2027 start", "Nehase 16 = 22 Aug 2027")
q(T, "ሃወልቲ ፕላዛ ክዳን ኣሸንዳ ምልባስ ዋጋ", True, [money(350)], "d27", "price", "Ashenda dress-up Hawelti Plaza", "350; trap: Romanat evening 500")
q(T, "25 GB ዳታ ንወርሒ ክንደይ", True, [money(900)], "d13", "price", "25 GB data bundle", "900; trap: 10 GB 350, Safaricom 15 GB 600")
q(T, "ሮማናት ስኩየር ሆቴል ክንደይ ኮኾብ እዩ", True, [["4 ኮኾብ", "ኣርባዕተ", "ኮኾብ 4", "4-star", "4 star", "4 stars", "four", "ባዕታ 4", "4 ኮከብ", "ባለ 4"]], "catalogue", "count", "star rating Romanat Square Hotel", "4 stars")
q(T, "ኣብ ዓዲግራት ሆቴል ኣለኩም ድዩ", True, [NOHOTEL_TI], "catalogue", "yes_no", "hotels in Adigrat", "Adigrat not a destination; trap: Ashenda doc mentions buses to Adigrat")
u(T, "ኣብ ዓዲግራት ናይ ኣሸንዳ ምሸት ትኬት ክንደይ እዩ", "price", "Ashenda evening in Adigrat", "only Romanat Square Hotel in Mekelle (500)")
u(T, "ኣብ ኣኽሱም መራሒ ንሙሉእ መዓልቲ ክንደይ", "price", "full-day guide Axum", "only half-day guide (900)")

# ---------------------------------------------------------------- Amharic in Latin letters
L = "am-latn"
q(L, "ke bole airport wede sarbet hotel sedan sint new", True, [money(1350)], "d02", "price", "sedan airport transfer to Sarbet", "1,350 (Piassa/Sarbet/CMC)")
q(L, "sidama garden lodge kitfo waga sint new", True, [money(720)], "d17", "price", "kitfo Sidama Garden Lodge", "720")
q(L, "genna lalibela bezih amet metche new", True, [["ታኅሣሥ 29", "ታህሳስ 29", "tahsas 29", "tahsas 29", "january 7", "7 january", "jan 7", "2027-01-07"]], "d15", "date", "Genna date", "7 Jan 2027 = Tahsas 29")
q(L, "dorze gubignit le and sew sint birr", True, [money(1600)], "d16", "price", "Dorze trip", "1,600")
q(L, "fasil gibi sint seat yikefetal", True, [t(8, 30, ["2:30", "ከጠዋቱ 2:30", "2 ሰዓት ተኩል"])], "d18", "time", "Fasil Ghebbi opening", "08:30 = 2:30 Ethiopian; trap: Simien trip 05:30")
q(L, "entoto grand spa sint seat yizegal", True, [t(22, 0, ["4 ሰዓት", "ምሽት 4", "ከምሽቱ 4", "10 pm", "10pm"])], "d06", "time", "Entoto Grand spa closing", "English doc: 22:00; trap: last treatment 21:00", True)
q(L, "lalibela wist pool yalachew hotelochu yetignochu nachew", True, [["rock-hewn", "rock hewn", "ሮክ ሂዊን", "ሮክ ሄዊን", "ሮክ-ሄዊን", "ሮክ ሂውን", "ሮክ-ሂውን", "ሮክ ሄውን", "heritage lodge"]], "catalogue", "place", "Lalibela hotels with pool", "only Rock-Hewn Heritage Lodge")
q(L, "debre markos hotel alachu?", True, [NOHOTEL_AM + NOHOTEL_EN + ["yelem", "yelum", "yelenm", "yelunm"]], "catalogue", "yes_no", "hotels in Debre Markos", "Debre Markos not a destination")
u(L, "kazanchis business hotel laundry shirt waga", "price", "laundry Kazanchis Business Hotel", "laundry prices only for Meskel Square Residences")
u(L, "ke hawassa airport wede hotel transfer waga sint new", "price", "Hawassa airport transfer", "only Bole airport transfers priced")

json.dump(Q, open("/work/blind5/questions.json", "w"), ensure_ascii=False, indent=1)
from collections import Counter
print(len(Q), Counter((x["lang"], x["answerable"]) for x in Q))
