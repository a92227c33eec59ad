"""Builds /work/blind14/documents.json (standard library only)."""
import json, os
D = []
def doc(i, lang, topic, slug, title, text):
    D.append({"id": i, "lang": lang, "url": f"https://example.et/{topic}/{slug}", "product": "marefiya",
              "tenant": None, "title": title, "text": " ".join(text.split())})

doc("d01", "en", "spa", "lake-hawassa-spa-menu", "Spa menu at Lake Hawassa Resort & Spa", """
The Lake Hawassa Resort & Spa in Hawassa runs its Tikur Abay spa on the lakeside terrace. The spa is open every day
from 08:00 to 21:00 (2 in the morning to 3 at night, Ethiopian time). Treatments must be booked at least two hours
in advance by calling the spa desk on extension 412 or +251 462 214 412.
Traditional Ethiopian massage with warm niger-seed oil: 30 minutes 800 birr, 60 minutes 1,450 birr.
Hot stone massage using basalt stones from Lake Hawassa's shore: 90 minutes only, 2,300 birr.
Coffee scrub body wrap made from Sidama coffee grounds and honey: 45 minutes, 1,100 birr.
Couples who book two treatments at the same time receive a 10% discount on the second treatment.
The steam room and sauna are free for hotel guests from 16:00 to 20:00; guests under 16 years of age are not
allowed in the steam room or sauna. Non-resident visitors pay a day pass of 650 birr, which includes a towel,
slippers and a glass of fresh avocado juice. Please arrive 15 minutes before your appointment; late arrivals
get the remaining time only. Cancellations less than three hours before the treatment are charged in full.
""")

doc("d02", "en", "tours", "arba-minch-chamo-nechsar", "Arba Minch boat and safari trips from Abaya Chamo Resort", """
Abaya Chamo Resort in Arba Minch organises two excursions for its guests. The Lake Chamo crocodile market boat trip
leaves the resort at 07:30 (1:30 in the morning, Ethiopian time) and lasts about 3 hours. It costs 1,900 birr per
adult and 950 birr per child aged 5 to 12; children under 5 ride free on a parent's lap. Life jackets are provided
and the boat carries at most 12 passengers. On the water you will see Nile crocodiles, hippos and fish eagles.
The Nech Sar National Park game drive lasts 5 hours and leaves at 06:00 (12 at dawn, Ethiopian time) to see
Burchell's zebras and Swayne's hartebeest on the Egzer Drildy (Bridge of God) plains. The drive is priced per group,
not per person: a small vehicle for up to 6 people costs 6,500 birr and a large vehicle for up to 10 people costs
9,800 birr. The national park entrance fee is paid separately at the gate: 450 birr per foreign visitor and 120 birr
per Ethiopian resident. Book both trips at reception by 20:00 the evening before. Trips are cancelled without
charge if the lake wind is too strong.
""")

TIMKET_EN = """
Fasil Castle View Hotel in Gondar welcomes guests for Timket, the Ethiopian Epiphany. Timket falls on Tir 11 in the
Ethiopian calendar, which is 19 January (20 January in a year that follows an Ethiopian leap year). The eve, called
Ketera, is on Tir 10 (18 January), when the tabots are carried to Fasilides' Bath in a procession. On Timket morning
the hotel shuttle to Fasilides' Bath leaves at 05:30 (11:30 at night, Ethiopian time) and returns at 12:30; the return
ticket costs 250 birr per person. Seats on the hotel's reserved viewing stand beside the pool cost 600 birr per person
and must be booked seven days ahead. During the festival period from 17 to 21 January the hotel asks for a minimum stay
of 3 nights. Guests should wear white or light clothing, keep their shoes on near the pool and ask before
photographing priests. The hotel serves a special festival lunch of doro wat and injera for 750 birr on Timket day.
For festival bookings call the front desk on +251 581 117 300.
"""
doc("d03", "en", "festivals", "timket-gondar", "Timket in Gondar with Fasil Castle View Hotel", TIMKET_EN)

doc("d04", "en", "transport", "bole-skyline-airport-transfer", "Airport transfers at Bole Skyline Hotel", """
Bole Skyline Hotel in Addis Ababa is about 15 minutes by road from Bole International Airport. The free hotel shuttle
runs every 30 minutes between 05:00 and 23:00 (11 at night to 5 at night, Ethiopian time) from the arrivals hall,
door 4, where a driver holds a green Bole Skyline sign. Outside these hours you can book a private car: a sedan for up
to 3 passengers costs 900 birr one way and a minivan for up to 7 passengers costs 1,600 birr one way. A night
surcharge of 300 birr applies to private cars between 23:00 and 05:00. Extra luggage such as bicycles or more than two
large bags per person costs 200 birr. To book a private car send your flight number at least 6 hours before landing by
WhatsApp or phone to +251 116 480 220. Children's car seats are free but limited to two per vehicle. The shuttle back
to the airport leaves from the hotel entrance; allow at least three hours before an international departure.
""")

doc("d05", "en", "tours", "lalibela-churches-rock-hewn-lodge", "Visiting the Lalibela churches from Rock-Hewn Heritage Lodge", """
Rock-Hewn Heritage Lodge in Lalibela helps guests visit the eleven rock-hewn churches. The church ticket for foreign
visitors costs 7,500 birr and is valid for 4 days; Ethiopian citizens pay 300 birr. Churches are open from 08:00 to
12:00 and from 14:00 to 17:30 (2 to 6 in the morning and 8 to 11:30 in the afternoon, Ethiopian time). A licensed
guide costs 1,200 birr for a half day and 2,000 birr for a full day, priced per group of up to 5 people.
Two trips outside town are also offered. The hike to Asheten Maryam monastery takes about 4 hours up and down;
a mule can be hired for 700 birr for the climb. The trip to Yemrehanna Kristos cave church is 42 km away and
takes a 4x4 vehicle costing 3,800 birr for the car, with departure at 08:30. Shoes must be removed inside every
church, and a torch is useful in the dark tunnels. The lodge lends shoe bags free of charge at reception.
""")

doc("d06", "en", "business", "kazanchis-business-centre", "Business centre and Wi-Fi at Kazanchis Business Hotel", """
Kazanchis Business Hotel in Addis Ababa offers free Wi-Fi in all rooms at up to 50 Mbps; the network name is
KBH-Guest and the password is printed on your key card sleeve. The business centre on the mezzanine floor is open
from 07:00 to 22:00 (1 in the morning to 4 at night, Ethiopian time). Printing costs 5 birr per black-and-white page
and 15 birr per colour page. Meeting rooms: the Abay room holds 12 people and costs 9,500 birr for a half day or
16,000 birr for a full day; the larger Wabi Shebele hall holds 60 people and costs 28,000 birr per full day with
coffee breaks. A projector is included; a video-conference kit costs 1,800 birr extra. An Ethio telecom counter in
the lobby sells SIM cards from 09:00 to 18:00; a tourist data bundle of 12 GB for 30 days costs 599 birr. Bring
your passport to register the SIM card. Staff can also arrange a dedicated fibre line for events with two weeks' notice.
""")

doc("d07", "en", "money", "entoto-grand-payments", "Money, payments and deposits at Entoto Grand Hotel", """
At Entoto Grand Hotel in Addis Ababa all bills are settled in Ethiopian birr. The front desk exchanges US dollars,
euros and British pounds at the National Bank rate of the day, from 07:00 to 21:00, up to the equivalent of 500
US dollars per guest per day. Payment by Telebirr and CBE Birr is accepted without a fee; Visa and Mastercard
payments carry a 3% surcharge. A Commercial Bank of Ethiopia ATM stands in the lobby and allows up to 10,000 birr
per withdrawal. On arrival the hotel takes a refundable incidentals deposit of 2,000 birr per night, returned within
7 working days after check-out. Receipts with VAT registration are printed on request; a company invoice must be
requested before check-out. Tipping is optional: a 10% service charge is already added to every restaurant bill.
The safe in each room is free; the hotel is not responsible for cash left outside the safe.
""")

SODERE_EN = """
Awash Valley Resort in Adama has an outdoor pool fed by warm spring water. The pool is open from 06:30 to 19:00
(12:30 in the morning to 1 at night, Ethiopian time). Hotel guests swim free. Visitors who are not staying can buy a
day pass: 600 birr on weekdays and 850 birr on Saturdays and Sundays. Lifeguards are on duty until 18:00 and children
under 10 must be with an adult.
Every Saturday the resort runs a shuttle to the Sodere hot springs, about 25 km from Adama. The bus leaves at 09:00
(3 in the morning, Ethiopian time) and comes back at 16:00; the seat costs 450 birr per person return. The Sodere
entrance ticket is paid at the gate: 350 birr for adults and 200 birr for children. Please bring a swimsuit, sun cream
and cash for the entrance. Watch out for the monkeys at Sodere: do not feed them or leave bags open. Seats on the
shuttle are limited to 18 and must be reserved at reception by Friday 20:00.
"""
doc("d08", "en", "leisure", "awash-valley-pool-sodere", "Pool and Sodere hot springs trip at Awash Valley Resort", SODERE_EN)

doc("d09", "en", "tours", "mekelle-danakil-enda-yesus", "Danakil Depression tours and medical help at Enda Yesus Hill Hotel", """
Enda Yesus Hill Hotel in Mekelle is a starting point for trips to the Danakil Depression. The hotel's partner runs a
3-day tour to Dallol and the Erta Ale volcano that leaves on Tuesdays and Fridays at 06:00 (12 at dawn, Ethiopian time).
It costs 38,000 birr per person with a minimum of 2 people and includes a 4x4 vehicle, cook, scouts, water and camping
mats. Temperatures at Dallol can reach 45 degrees, so bring a hat and at least 4 litres of water a day.
The tour office in the lobby is open from 08:00 to 19:00. For health questions, a doctor is on call 24 hours a day:
an in-room consultation costs 1,200 birr. Ayder Referral Hospital is 2.5 km away, about 10 minutes by taxi. The hotel
shop sells oral rehydration salts and sunscreen. Travel insurance is strongly recommended for Danakil trips because
the nearest hospital is about 4 hours' drive from Dallol.
""")

doc("d10", "en", "dining", "papyrus-garden-restaurant", "Restaurant hours and menu at Papyrus Garden Hotel", """
Papyrus Garden Hotel in Bahir Dar serves breakfast from 06:30 to 10:00 (12:30 to 4 in the morning, Ethiopian time).
The lunch buffet costs 650 birr on weekdays and 780 birr on Saturdays and Sundays, served from 12:00 to 15:00.
Dinner is à la carte from 19:00 to 22:30. Favourites include grilled Lake Tana tilapia for 480 birr, fish goulash for
420 birr and shiro tegabino for 260 birr. On Wednesdays and Fridays, the Orthodox fasting days, the kitchen prepares a
full vegan fasting platter (beyaynetu) for 350 birr. Room service runs until 23:30 and adds a 15% tray charge.
A traditional coffee ceremony is held in the garden every day at 16:00 (10 in the afternoon, Ethiopian time), free
for guests. For groups of more than 10 people please book tables a day in advance on +251 582 201 455.
""")

doc("d11", "en", "rules", "harla-palace-house-rules", "House rules at Harla Palace Hotel, Dire Dawa", """
Harla Palace Hotel in Dire Dawa asks guests to respect the following house rules. Quiet hours are from 22:00 to
07:00 (4 at night to 1 in the morning, Ethiopian time). Chewing khat in rooms is not allowed; guests who do so pay a
cleaning fine of 1,500 birr. Smoking in rooms is forbidden and carries a fine of 3,000 birr; a smoking area is on
the roof terrace. Visitors may stay in guest rooms only until 21:00 and must leave an ID at reception. Pets are not
accepted. The hotel also arranges an evening trip to Harar to watch the hyena feeding: the minibus leaves at 15:00
and returns around 21:30, and the trip costs 2,200 birr per person including the hyena man's fee. Harar is 55 km
from Dire Dawa, about an hour by road. Lost key cards cost 400 birr to replace.
""")

# ---------- Amharic ----------
doc("d12", "am", "tours", "entoto-horse-riding", "በእንጦጦ ግራንድ ሆቴል የፈረስ ግልቢያ እና የእንጦጦ ጉብኝት", """
እንጦጦ ግራንድ ሆቴል ለእንግዶቹ ወደ እንጦጦ ፓርክ የሚደረግ ጉብኝት ያዘጋጃል። የሆቴሉ ሚኒባስ በየቀኑ ከጠዋቱ 2 ሰዓት (08:00) ከሆቴሉ በር
ይነሳል፤ የደርሶ መልስ ዋጋው ለአንድ ሰው 350 ብር ነው። ሚኒባሱ ከቀኑ 7 ሰዓት (13:00) ይመለሳል። በእንጦጦ ፓርክ የፈረስ ግልቢያ ለአንድ ሰዓት
600 ብር፣ ለሁለት ሰዓት ደግሞ 1,000 ብር ያስከፍላል። ዕድሜያቸው ከ8 ዓመት በታች የሆኑ ልጆች ፈረስ መጋለብ የሚችሉት ከአሰልጣኝ ጋር ብቻ ነው።
በጉዞው ላይ የእንጦጦ ማርያም ቤተ ክርስቲያንን እና የዳግማዊ ምኒልክ ቤተ መንግሥት ሙዚየምን መጎብኘት ይቻላል፤ የሙዚየሙ መግቢያ ለውጭ ዜጎች
200 ብር ነው። እንጦጦ ከባሕር ወለል በላይ ከ3,000 ሜትር በላይ ስለሆነ ሞቅ ያለ ልብስ እና ውኃ ይዘው ይምጡ። ቦታ ለማስያዝ ከአንድ ቀን በፊት
እስከ ምሽቱ 3 ሰዓት (21:00) ድረስ እንግዳ መቀበያ ያሳውቁ ወይም በስልክ ቁጥር +251 111 562 780 ይደውሉ። ዝናብ ከበዛ ጉዞው ያለ ክፍያ ይሰረዛል።
""")

TIMKET_AM = """
ፋሲል ካስል ቪው ሆቴል በጎንደር የጥምቀትን በዓል ለማክበር እንግዶችን በደስታ ይቀበላል። ጥምቀት በኢትዮጵያ አቆጣጠር ጥር 11 ቀን ይከበራል፤ ይህም በፈረንጆቹ
ጥር 19 (January 19) ነው፤ ከዘመነ ሉቃስ በኋላ በሚመጣው ዓመት ግን January 20 ይውላል። ዋዜማው ከተራ ጥር 10 (January 18) ሲሆን ታቦታቱ
በሰልፍ ወደ ፋሲለደስ መዋኛ ይወርዳሉ። በጥምቀት ጠዋት የሆቴሉ መጓጓዣ ወደ ፋሲለደስ መዋኛ ከሌሊቱ 11:30 (05:30) ይነሳል፤ ከቀኑ 6:30 (12:30)
ይመለሳል። የደርሶ መልስ ትኬቱ ለአንድ ሰው 250 ብር ነው። ከመዋኛው አጠገብ ባለው የሆቴሉ የተያዘ መመልከቻ ላይ ወንበር ለአንድ ሰው 600 ብር ሲሆን
ከሰባት ቀን በፊት መያዝ አለበት። ከJanuary 17 እስከ 21 ባለው የበዓል ወቅት ሆቴሉ ቢያንስ የ3 ሌሊት ቆይታ ይጠይቃል። እንግዶች ነጭ ወይም ፈዛዛ ቀለም
ያለው ልብስ እንዲለብሱ፣ በመዋኛው አካባቢ ጫማቸውን እንዳያወልቁ እና ካህናትን ፎቶ ከማንሳታቸው በፊት እንዲጠይቁ ይመከራል። በጥምቀት ቀን ሆቴሉ የዶሮ
ወጥ እና እንጀራ ልዩ የበዓል ምሳ በ750 ብር ያቀርባል። ለበዓል ቦታ ማስያዝ የእንግዳ መቀበያውን በ+251 581 117 300 ይደውሉ።
"""
doc("d13", "am", "festivals", "timket-gondar", "ጥምቀት በጎንደር ከፋሲል ካስል ቪው ሆቴል ጋር", TIMKET_AM)

doc("d14", "am", "tours", "lake-tana-shore-trips", "ከሌክ ጣና ሾር ሪዞርት የሚነሱ የጣና ሐይቅና የጢስ ዓባይ ጉዞዎች", """
ሌክ ጣና ሾር ሪዞርት በባሕር ዳር ሁለት ዋና ዋና ጉዞዎችን ያዘጋጃል። የመጀመሪያው ወደ ጣና ሐይቅ ገዳማት የጀልባ ጉዞ ነው፤ ጀልባዋ ከጠዋቱ 2:30
(08:30) ከሪዞርቱ ወደብ ትነሳለች፣ ጉዞውም 4 ሰዓት ይወስዳል። በዘጌ ባሕረ ገብ መሬት የሚገኘውን የኡራ ኪዳነ ምሕረት ገዳም ይጎበኛሉ። የጀልባው ኪራይ
እስከ 10 ሰው ለሚይዝ ጀልባ 3,500 ብር ነው፤ የገዳሙ መግቢያ ለአንድ ሰው 300 ብር ለብቻው ይከፈላል። ሁለተኛው ጉዞ ወደ ጢስ ዓባይ (የዓባይ ፏፏቴ)
ሲሆን ከባሕር ዳር 32 ኪሎ ሜትር ይርቃል፤ ጉዞው በአጠቃላይ 3 ሰዓት ያህል ይፈጃል። እስከ 6 ሰው የሚይዝ ሚኒባስ ለቡድኑ 2,800 ብር ያስከፍላል፤
የፏፏቴው መግቢያ ትኬት ለውጭ ዜጎች 500 ብር ነው። ሚኒባሱ ከቀኑ 8 ሰዓት (14:00) ይነሳል። ፏፏቴው በክረምት ወራት (ከሰኔ እስከ መስከረም) በጣም
ይሞላል። ሁለቱንም ጉዞዎች አንድ ቀን ቀድመው በእንግዳ መቀበያ ያስይዙ። ሕይወት አድን ጃኬት በጀልባው ላይ በነጻ ይሰጣል።
""")

doc("d15", "am", "festivals", "meskel-meskel-square-residences", "መስቀልና እንቁጣጣሽ በመስቀል አደባባይ ሬዚደንስ", """
መስቀል አደባባይ ሬዚደንስ በአዲስ አበባ የመስቀልን በዓል ከሰገነቱ ላይ ሆነው እንዲመለከቱ ልዩ ጥቅል ያቀርባል። የደመራ በዓል መስከረም 16 (September 26)
ምሽት በመስቀል አደባባይ ይከበራል፤ መስቀል ደግሞ መስከረም 17 (September 27) ነው። የሰገነት መመልከቻ ጥቅሉ የእራት ግብዣን ጨምሮ ለአንድ አዋቂ
4,500 ብር ነው። ዕድሜያቸው ከ12 ዓመት በታች ለሆኑ ልጆች 2,250 ብር ነው። መቀመጫዎቹ 80 ብቻ ስለሆኑ እስከ መስከረም 10 ድረስ መያዝ አለባቸው።
ደመራው ከቀኑ 11 ሰዓት (17:00) አካባቢ ይለኮሳል፤ እንግዶች ከቀኑ 10 ሰዓት (16:00) ጀምሮ ወደ ሰገነቱ መግባት ይችላሉ።
በዕንቁጣጣሽ (የኢትዮጵያ አዲስ ዓመት) መስከረም 1 (September 11) ሆቴሉ የአዲስ ዓመት እራት በ2,200 ብር ያዘጋጃል፤ ባህላዊ ሙዚቃና የአደይ አበባ
ማስጌጫ ይኖራል። በበዓሉ ቀን በአደባባዩ ዙሪያ መንገዶች ስለሚዘጉ የሆቴሉ መኪና መግቢያ ከቀኑ 9 ሰዓት (15:00) በኋላ ዝግ ይሆናል። ለመረጃ 
+251 115 540 909 ይደውሉ።
""")

SODERE_OM = """
Awash Valley Resort Adaamaatti bishaan daakaa bishaan burqaa ho'aan guutamu qaba. Bishaan daakaan sa'aatii 12:30
ganama hanga sa'aatii 1 galgalaatti (06:30 hanga 19:00) banaadha. Keessummoonni hoteelaa bilisaan daakuu danda'u.
Warri hoteelicha keessa hin bulle tikeetii guyyaa bitu: guyyoota hojii 600 qarshii, Sanbata fi Dilbata immoo 850
qarshii. Eegdonni bishaanii hanga 18:00tti hojiirra jiru; ijoolleen umuriin isaanii waggaa 10 gadi ta'e nama guddaa
wajjin qofa daakuu danda'u.
Sanbata hunda resortichi gara burqaa ho'aa Sodaritti geejjiba qopheessa; Sodareen Adaamaa irraa gara km 25 fagaata.
Awtobisichi sa'aatii 3 ganama (09:00) ka'ee sa'aatii 16:00tti deebi'a; teessoon tokko nama tokkoof deemsaa fi deebii
450 qarshii. Tikeetiin seensa Sodare karra irratti kaffalama: namoota gurguddaaf 350 qarshii, ijoolleef immoo 200
qarshii. Uffata daakaa, kiriimii aduu fi maallaqa callaa seensaaf qabadhaa. Sodaretti jaldeessota irraa of eegaa:
hin sooranaa, boorsaa banaa hin dhiisinaa. Teessoon geejjibaa 18 qofa waan ta'eef hanga Jimaata sa'aatii 20:00tti
simannaa irratti galmeessisaa.
"""
doc("d16", "om", "leisure", "awash-valley-pool-sodere", "Bishaan daakaa fi imala Sodare Awash Valley Resort", SODERE_OM)

doc("d17", "am", "services", "sarbet-garden-laundry", "በሳርቤት ጋርደን ሆቴል የልብስ እጥበት አገልግሎት", """
ሳርቤት ጋርደን ሆቴል በአዲስ አበባ ለእንግዶቹ የልብስ እጥበትና የብረት ማድረግ አገልግሎት ይሰጣል። ልብሶችዎን በክፍልዎ ውስጥ ባለው ሰማያዊ ቦርሳ
ውስጥ አድርገው ቅጹን ይሙሉ። ከጠዋቱ 4 ሰዓት (10:00) በፊት የተሰጡ ልብሶች በዚያው ቀን ከምሽቱ 12 ሰዓት (18:00) ይመለሳሉ፤ ከዚያ በኋላ
የተሰጡት በሚቀጥለው ቀን ይደርሳሉ። ዋጋዎች፦ ሸሚዝ 120 ብር፣ ሱሪ 150 ብር፣ ቀሚስ 180 ብር፣ ሙሉ ሱፍ ልብስ 450 ብር፣ የሀገር ባህል ልብስ
(ጥበብ ቀሚስ) በእጅ ታጥቦ 380 ብር። ፈጣን አገልግሎት በ3 ሰዓት ውስጥ ይደርሳል፤ ለዚህም ተጨማሪ 50% ይከፈላል። ብረት ማድረግ ብቻ ከሆነ የዋጋው ግማሽ
ነው። እሁድ የልብስ እጥበት ክፍሉ ዝግ ነው። ሆቴሉ ለቆዳ ልብሶችና ለሐር ልብሶች ኃላፊነት አይወስድም። ለጥያቄ የውስጥ ስልክ 220 ይደውሉ።
ልብሶቹ ከተመለሱ በኋላ ቅሬታ ካለ በ24 ሰዓት ውስጥ ማሳወቅ ያስፈልጋል። በቆይታዎ ከ5 ሌሊት በላይ ከሆኑ በሳምንት አንድ ቦርሳ ልብስ በነጻ ይታጠባል።
""")

doc("d18", "am", "tours", "hawassa-amora-gedel", "በአሞራ ገደል ሆቴል፣ ሀዋሳ የሚገኙ የሐይቅና የተራራ ጉብኝቶች", """
አሞራ ገደል ሆቴል በሀዋሳ ሐይቅ ዳርቻ ይገኛል። ከሆቴሉ አጠገብ ያለው የአሞራ ገደል የዓሣ ገበያ ከንጋቱ 12 ሰዓት እስከ ጠዋቱ 3 ሰዓት (06:00–09:00)
ክፍት ነው፤ ዓሣ አጥማጆቹ ከሐይቁ ሲመለሱ ለማየት በማለዳ መሄድ ይመረጣል። ትኩስ የተጠበሰ አሣ በገበያው 250 ብር አካባቢ ይሸጣል። በሀዋሳ ሐይቅ
ላይ የጀልባ ሽርሽር ለአንድ ሰው ለ30 ደቂቃ 400 ብር፣ ለአንድ ሰዓት 700 ብር ነው፤ ጉማሬዎችን ማየት ይቻላል። ወደ ታቦር ተራራ የእግር ጉዞ 2 ሰዓት
ያህል ይወስዳል፤ አስጎብኚ ለቡድኑ 500 ብር ያስከፍላል፤ ከተራራው ላይ ሙሉውን ከተማና ሐይቁን ማየት ይቻላል። የእግር ጉዞው ከጠዋቱ 1 ሰዓት
(07:00) ከሆቴሉ ይጀምራል። በሆቴሉ እንግዳ መቀበያ ብስክሌት በቀን 300 ብር መከራየት ይቻላል። ከሆቴሉ እስከ ዓሣ ገበያው በእግር 10 ደቂቃ ብቻ ነው፤ ካሜራ ይዘው መሄድ አይርሱ። ለቦታ ማስያዝ +251 462 206 318 ይደውሉ። ጉብኝቶቹ
ከጥቅምት እስከ ግንቦት በደረቁ ወቅት የተሻሉ ናቸው።
""")

AXUM_AM = """
አክሱማይት ሄሪቴጅ ሆቴል በአክሱም ለእንግዶቹ የከተማዋን ታሪካዊ ቦታዎች የሚያሳይ የተመራ ጉብኝት ያዘጋጃል። ጉብኝቱ ከጠዋቱ 2:30 (08:30) ከሆቴሉ
ይጀምራል፤ 3 ሰዓት ያህል ይወስዳል፤ ዋጋው እስከ 6 ሰው ላለው ቡድን 1,800 ብር ነው። ጉብኝቱ የሐውልቶች ፓርክን፣ የንግሥተ ሳባ መታጠቢያን እና
የአክሱም ጽዮን ማርያም ቤተ ክርስቲያንን ያካትታል። የሐውልቶች ፓርክና ሙዚየም የጋራ ትኬት ለውጭ ዜጎች 400 ብር ነው። በአሮጌው የጽዮን ማርያም
ቤተ ክርስቲያን ውስጥ ሴቶች መግባት አይፈቀድላቸውም፤ አዲሱ ቤተ ክርስቲያን ግን ለሁሉም ክፍት ነው። የኅዳር ጽዮን በዓል ኅዳር 21 (November 30)
ይከበራል፤ በዚህ ወቅት ሆቴሉ ቢያንስ 2 ሌሊት ቆይታ ይጠይቃል፤ ብዙ ምዕመናን ከየአካባቢው ስለሚመጡ ቀድመው ቦታ ያስይዙ። ለጉብኝቱ ረጅም ቀሚስ ወይም
ሱሪ ይልበሱ፤ ጫማ በቤተ ክርስቲያን ውስጥ ይወልቃል። ጉብኝቱ በእንግሊዝኛ፣ በአማርኛና በትግርኛ ይሰጣል፤ ቦታዎቹ በአቅራቢያ ስለሆኑ የተለየ መኪና አያስፈልግም። ለመረጃ +251 347 752 010 ይደውሉ።
"""
doc("d19", "am", "tours", "axum-heritage-tour", "የአክሱም ታሪካዊ ቦታዎች ጉብኝት ከአክሱማይት ሄሪቴጅ ሆቴል", AXUM_AM)

# ---------- Afaan Oromoo ----------
doc("d20", "om", "festivals", "irreecha-bishoftu-nazret-garden", "Ayyaana Irreechaa Bishooftuutti: geejjiba Nazret Garden Hotel", """
Nazret Garden Hotel Adaamaatti argamu keessummoota isaaf ayyaana Irreechaa Hora Arsadii, Bishooftuutti kabajamu
irratti hirmaachuuf geejjiba qopheessa. Bara kana Irreechi Hora Arsadii Dilbata, 5 Onkoloolessa (October 5),
kabajama; guyyaan kun dhaha Itoophiyaatiin Meskerem 25 dha. Irreechi Tulluu Hora Finfinnee immoo guyyaa sana dura,
Sanbata 4 Onkoloolessaa ta'a. Awtobisiin hoteelaa Adaamaa irraa sa'aatii 11 halkanii (05:00) ka'a, sa'aatii 14:00tti
(sa'aatii 8 guyyaa) deebi'a. Gatiin teessoo tokkoo deemsaa fi deebii nama tokkoof 350 qarshii. Awtobisiin tokko
keessummoota 45 qofa fudhata, kanaafuu guyyaa sadii dura galmaa'aa. Uffata aadaa Oromoo uffachuun ni jajjabeeffama;
hoteelichi uffata aadaa 600 qarshiin kireessa. Daandiin Bishooftuu ganama sana baay'ee waan cufamuuf, awtobisiin
hoteelaa buufata Kuriftuu irratti dhaabata, achii miilaan daqiiqaa 20 deemtu. Bishaan, nyaata salphaa fi barruu
eenyummaa qabadhaa. Odeeffannoof +251 221 113 604 bilbilaa.
""")

doc("d21", "om", "transport", "dire-dawa-railway-station-hotel-train", "Baaburaa fi taaksii: Railway Station Hotel Dirree Dhawaa", """
Railway Station Hotel Dirree Dhawaatti argamu keessummoota baaburaan imaluu barbaadaniif gargaarsa godha. Baaburri
Itoophiyaa–Jabuutii buufata Malkaa Jabduu irraa ka'a; buufanni kun hoteelicha irraa km 11 fagaata, taaksiidhaan
daqiiqaa 20 fudhata. Taaksiin hoteelaa gara Malkaa Jabduutti 450 qarshii kaffalchiisa. Baaburri gara Finfinnee
(buufata Labuu) deemu Wiixata, Kamisa fi Sanbata sa'aatii 2 ganama (08:00) ka'a, imalli sa'aatii 12 fudhata.
Baaburri gara Jabuutii deemu Roobii fi Jimaata sa'aatii 3 ganama (09:00) ka'a. Tikeetiin gara Finfinnee kutaa
idilee 1,250 qarshii, kutaa siree (sleeper) immoo 2,900 qarshii. Tikeetii buufatatti ykn simannaa hoteelaa irratti
guyyaa tokko dura bituun ni danda'ama; paaspoortii ykn waraqaa eenyummaa qabadhaa. Hoteelichi saanduqa nyaata
imalaa 320 qarshiin qopheessa; galgala dura sa'aatii 21:00 dura ajajaa. Baaburri daqiiqaa 30 dura seenuu qabdu. Buufata Malkaa Jabduu irratti kuusaan meeshaa hin jiru, kanaafuu meeshaa baay'ee hin qabatinaa.
""")

doc("d22", "om", "tours", "rift-valley-wenchi-bale", "Imala Wancii fi Baalee: Rift Valley Conference Hotel", """
Rift Valley Conference Hotel Adaamaatti argamu imaloota lama qopheessa. Inni jalqabaa imala guyyaa tokkoo gara hora
Wancii ti. Konkolaataan sa'aatii 12 ganama (06:00) ka'ee galgala sa'aatii 19:00tti deebi'a. Gatiin nama tokkoof
4,800 qarshii yoo ta'u, nyaata laaqanaa fi tikeetii seensaa of keessaa qaba. Wanciitti bidiruun gara galma Ciirqos
deemuun ni danda'ama; fardi sa'aatii tokkoof 600 qarshiin kireeffama.
Inni lammaffaan imala guyyaa lamaa gara Paarkii Biyyaalessaa Gaarreen Baaleeti. Gatiin nama tokkoof 14,500 qarshii,
namni lama yoo xiqqaate galmaa'uu qaba; halkan tokko Roobeetti bulama. Daandiin Sanattii kan olka'iinsi isaa meetira
4,000 ol ta'e waan ta'eef, uffata ho'aa qabadhaa. Imalli Baalee Kamisa hunda sa'aatii 11 halkanii (05:00) ka'a.
Qindeessaa imalaa simannaa irratti sa'aatii 08:00 hanga 20:00tti argachuun ni danda'ama. Imala tokko guyyaa lama dura
haquun kaffaltii guutuu deebisa.
""")

doc("d23", "om", "tours", "sidama-coffee-tour", "Imala qonna bunaa Sidaamaa: Sidama Garden Lodge", """
Sidama Garden Lodge Hawaasaatti argamu imala qonna bunaa qopheessa. Imalli kun sa'aatii 2:30 ganama (08:30)
lojicha irraa ka'ee sa'aatii 6 fudhata. Gara Yirgacheffee fi Aletaa Wondoo deemuun, qonnaan bultoota waliin buna
funaanuu, caccabsuu fi waaduu ni argitu. Gatiin nama tokkoof 2,600 qarshii; ijoolleen waggaa 12 gadii 1,300
qarshii kaffalu. Buna kiiloo tokko qonnaan bultootarraa 900 qarshiin bitachuun ni danda'ama.
Lojichi sirna bunaa guyyaa guyyaan sa'aatii 10 galgalaa (16:00) mooraa keessatti bilisaan qopheessa. Ayyaanni
Fichee Cambalaalaa, bara haaraa Sidaamaa, bara kana 18 Caamsaa (May 18) kabajama; guyyaa sana imalli qonna bunaa
hin jiru, garuu lojichi konkolaataa gara dirree ayyaanaatti sa'aatii 07:00tti bilisaan geessa. Galmeessuuf +251 462
120 771 bilbilaa ykn simannaa gaafadhaa. Kophee dheeraa fi kofoo roobaa qabadhaa. Imalli kun Onkoloolessa hanga Amajjiitti, yeroo buni funaanamu, baay'ee mi'aawaadha.
""")

doc("d24", "om", "family", "forty-springs-kids-club-meals", "Sa'aatii nyaataa fi kilaba ijoollee: Forty Springs Lodge", """
Forty Springs Lodge Arbaa Mincitti argamu sa'aatii nyaataa armaan gadii qaba. Ciree: sa'aatii 12:30 ganama hanga
4 ganamaa (06:30–10:00). Laaqana: 12:00–15:00. Irbaata: 18:30–22:00. Ciree fi irbaataan kutaa nyaataa Gidicho
keessatti dhiyaata. Kilabni ijoollee ijoollee umuriin isaanii waggaa 4 hanga 12 ta'aniif sa'aatii 3 ganama hanga
11 galgalaa (09:00–17:00) banaadha. Gatiin ijoollee tokkoof guyyaatti 350 qarshii; laaqana ijoollee of keessaa qaba.
Tajaajilli ijoollee eeguu (babysitting) sa'aatii tokkoof 250 qarshii, yoo xiqqaate sa'aatii 2 ta'uu qaba, sa'aatii
24 dura ajajamuu qaba. Ijoolleen waggaa 4 gadii kilaba keessa haadha ykn abbaa isaanii malee hin fudhataman.
Bishaan daakaa ijoollee hin qabnu, garuu Burqaa Afurtamaa (Forty Springs) bosona keessa deemsa miilaa sa'aatii
tokkoo ijoollee waliin gochuun ni danda'ama; qajeelchaan 300 qarshii gaafata. Odeeffannoof bilbila keessaa 105.
""")

doc("d25", "om", "money", "adama-palm-payments", "Kaffaltii fi qabsiisa: Adama Palm Inn", """
Adama Palm Inn Adaamaatti argamu kaffaltii qarshii Itoophiyaatiin qofa fudhata. Telebirr, CBE Birr fi M-Pesa
Safaricom kaffaltii dabalataa malee ni fudhatama. Kaardiin Visa ykn Mastercard yoo fayyadamtan, kaffaltii
dabalataa 2.5% qabata. Doolarri Ameerikaa callaan hin fudhatamu; baankiin Awash hoteelicha irraa meetira 200
fagaatee jiru sa'aatii 2 ganama hanga 11 galgalaatti (08:00–17:00) maallaqa jijjiira. Yeroo galmaa'uu qabsiisni
(deposit) deebi'u halkan tokkoof 1,000 qarshii fudhatama, guyyaa hojii 3 keessatti deebi'a. Keessummoonni
kaffaltii duraan (prepaid) kaffalan qabsiisa hin kaffalan. Kaffaltiin bar-kutaa dhaabbataa (company invoice)
yeroo ba'uu dura gaafatamuu qaba. Nageenyaaf, kutaa hunda keessa saanduqni nageenyaa bilisaan jira.
Gatiin hoteelaa VAT 15% fi kaffaltii tajaajilaa 10% hin dabalatu; isaan bilii irratti dabalamu. Bilii waliin
waraqaan ragaa kaffaltii kennama. Gaaffii kaffaltii irratti qabdan yoo jiraate, simannaa bilbila keessaa 9 irratti bilbilaa.
""")

doc("d26", "om", "health", "nech-sar-view-health", "Fayyaa fi busaa: Nech Sar View Hotel, Arbaa Minci", """
Arbaa Minci naannoo gadi aanaa waan taateef busaan (malaariyaan) ni jira, keessattuu Fulbaana hanga Sadaasaatti.
Nech Sar View Hotel kutaa hunda keessatti saaphana busaa (mosquito net) qaba. Hoteelichi dawaa tuuchii busaa
ittisu 280 qarshiin mana gurgurtaa isaa keessatti gurgura. Doktarri waamichaan dhufu guyyaa (08:00–20:00) 900
qarshii, halkan immoo (20:00 booda) 1,500 qarshii kaffalchiisa. Hospitaalli Waliigalaa Arbaa Minci hoteelicha
irraa km 4 fagaata, taaksii baajaajiin daqiiqaa 10 fudhata. Faarmaasiin Lemlem sa'aatii 1 ganama hanga 4 halkanii
(07:00–22:00) banaadha. Bishaan dhugaatii galaana keessaa hin dhugina; kutaa keessatti bishaan qabame guyyaatti
liitira 2 bilisaan kennama. Imala Paarkii Nech Sar dura kiriimii aduu fi koofiyaa qabadhaa. Yoo dhukkubni qaqqabate
simannaa bilbila keessaa 0 irratti bilbilaa. Galgala uffata harka dheeraa uffachuun busaa irraa isin eega; doktara waamuuf dursitanii beeksisaa.
""")

# ---------- Tigrinya ----------
AXUM_TI = """
ኣክሱማይት ሄሪቴጅ ሆቴል ኣብ ኣክሱም ንኣጋይሽ ታሪኻዊ ቦታታት ከተማ ዘርኢ ብመራሒ ዝካየድ ምብጻሕ የዳልው። እቲ ምብጻሕ ንግሆ ሰዓት 2:30
(08:30) ካብ ሆቴል ይጅምር፣ ኣስታት 3 ሰዓት ይወስድ፣ ዋጋኡ ክሳብ 6 ሰባት ንዘለዎ ጉጅለ 1,800 ብር እዩ። እቲ ምብጻሕ መናፈሻ ሓወልትታት፣
መሕጸቢ ንግስቲ ሳባን ቤተ ክርስትያን ኣክሱም ጽዮን ማርያምን የጠቓልል። ናይ መናፈሻ ሓወልትታትን ቤተ መዘክርን ሓባራዊ ትኬት ንወጻእተኛታት 400 ብር
እዩ። ኣብ ኣረጊት ቤተ ክርስትያን ጽዮን ማርያም ደቂ ኣንስትዮ ክኣትዋ ኣይፍቀደንን፤ እታ ሓዳስ ቤተ ክርስትያን ግን ንኹሉ ክፍቲ እያ። በዓል ሕዳር
ጽዮን ሕዳር 21 (November 30) ይኽበር፤ ኣብዚ እዋን ሆቴል እንተወሓደ 2 ለይቲ ምጽናሕ ይሓትት፤ ብዙሓት ምእመናን ካብ ኩሉ ኸባቢ ስለ ዝመጹ ኣቐዲምኩም
ቦታ ሓዙ። ንምብጻሕ ነዊሕ ቀሚሽ ወይ ስረ ተኸደኑ፤ ኣብ ውሽጢ ቤተ ክርስትያን ጫማ ይውጸእ። እቲ ምብጻሕ ብእንግሊዝኛ፣ ብኣምሓርኛን ብትግርኛን ይወሃብ፤ እቶም ቦታታት ቀረባ ስለ ዝኾኑ ፍሉይ መኪና ኣየድልን። ንሓበሬታ +251 347 752 010 ደውሉ።
"""
doc("d27", "ti", "tours", "axum-heritage-tour", "ምብጻሕ ታሪኻዊ ቦታታት ኣክሱም ካብ ኣክሱማይት ሄሪቴጅ ሆቴል", AXUM_TI)

doc("d28", "ti", "tours", "gheralta-romanat-square", "ጉዕዞ ናብ ኣብያተ ክርስትያናት ገርዓልታ ካብ ሮማናት ስኩዌር ሆቴል", """
ሮማናት ስኩዌር ሆቴል ኣብ መቐለ ናብ ኣብያተ ክርስትያናት ገርዓልታ ዝኸይድ ጉዕዞ የዳልው። መኪና ንግሆ ሰዓት 12 (06:00) ካብ ሆቴል ትብገስ፣ ናብ
ሓዘን ዝበጽሕ መገዲ ኣስታት 2 ሰዓትን ፈረቓን ይወስድ። ክሳብ 4 ሰባት እትጽዕን 4x4 መኪና ንሓንቲ መኪና 5,500 ብር እያ። ናብ ኣቡነ የማታ ጉሕ
ንምድያብ ገመድን ሓጋዚ ደያቢን የድሊ፤ እቲ ሓጋዚ ደያቢ ን ሓደ ሰብ 800 ብር ይኽፈል። ምድያብ ኣስታት 45 ደቒቕ ይወስድ፤ ብዕድመ ካብ 12 ዓመት ንታሕቲ
ዝኾኑ ቆልዑ ክድይቡ ኣይፍቀደሎምን። ካልኣይ ምርጫ ናብ ማርያም ቆርቆር ዝኸይድ ምድያብ እዩ፣ ኣስታት 1 ሰዓትን ፈረቓን ይወስድ፣ መራሒ 600 ብር ይኽፈል።
ናይ ቤተ ክርስትያን መእተዊ ኣብ ነፍሲ ወከፍ ቦታ 300 ብር እዩ። ምሳሕ ኣብ ሓዘን ኣብ ዝርከብ ሎጅ ይብላዕ። ማይን ጸሓይ ዝከላኸል ክሬምን ሓዙ።
መኪና ምሸት ሰዓት 1 (19:00) ናብ መቐለ ትምለስ። ንምሓዝ +251 344 409 660 ደውሉ።
""")

doc("d29", "ti", "festivals", "ashenda-hawelti-plaza", "በዓል ኣሸንዳ ኣብ ሃወልቲ ፕላዛ ሆቴል፣ መቐለ", """
ሃወልቲ ፕላዛ ሆቴል ኣብ መቐለ በዓል ኣሸንዳ ብፍሉይ መደብ የኽብር። ኣሸንዳ ነሓሰ 16 (August 22) ይጅምር፣ ንሰለስተ መዓልቲ ይቕጽል። ኣብ ሆቴል
ምሸት ሰዓት 1 (19:00) ባህላዊ ደርፍን ሳዕስዒትን ዘለዎ ናይ በዓል ድራር ይዳሎ፤ ዋጋኡ ንሓደ ዓቢ ሰብ 1,300 ብር፣ ንቆልዑ 650 ብር እዩ። ኣጋይሽ ኣብ ሆቴል
ዝርከብ ናይ ኣሸንዳ ቀሚሽን ቆጽሊ ኣሸንዳን ብ450 ብር ክኻረዩ ይኽእሉ። ኣብቲ እዋን ሆቴል ናብ መዕርፎ ነፈርቲ ኣሉላ ኣባ ነጋ ብ20 ደቒቕ ዝበጽሕ
መጓዓዝያ ብ500 ብር ንሓደ ሰብ የቕርብ። ኣዋልድ ኣብ ጎደናታት ከተማ ክዘፍና ከለዋ ስእሊ ቅድሚ ምስኣልኩም ፍቓድ ሕተቱ፤ ሽልማት ገንዘብ ምሃብ ልሙድ እዩ።
ናይ በዓል ክፍልታት ብዙሕ ስለ ዝሕዙ ኣቐዲምኩም ሓዙ፤ ኣብ እዋን በዓል ሆቴል እንተወሓደ 2 ለይቲ ምጽናሕ ይሓትት። ሓበሬታ ንምርካብ ኣብ +251 344 418 215
ደውሉ ወይ ናብ መቀበሊ ኣጋይሽ ቅረቡ።
""")

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()))
