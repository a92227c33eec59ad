#!/usr/bin/env python3
"""Writes documents.json (the knowledge documents of blind set 6). Standard library only."""
import json, os

D = []
def doc(i, lang, url, title, text):
    D.append({"id": i, "lang": lang, "url": "https://example.et/" + url, "product": "marefiya",
              "tenant": None, "title": title, "text": " ".join(text.split())})

# ---------------------------------------------------------------- English
doc("d01", "en", "marefiya/guide/airport-transfers", "Airport transfers: Addis Ababa, Bahir Dar and Lalibela", """
Guests who book a hotel through Marefiya can reserve a private transfer from Bole International Airport (ADD)
in Addis Ababa. A sedan for up to 3 passengers costs 1,200 birr one way to hotels in Bole, Kazanchis or Piassa.
A minivan for up to 7 passengers costs 1,850 birr one way. For arrivals between 22:00 and 05:00 a night
surcharge of 300 birr is added. Please book at least 12 hours before landing, in the app or by calling the
transfer desk on +251 911 402 318, which is open 24 hours. The driver waits in the arrivals hall with a
Marefiya sign and waits 60 minutes after landing at no charge; after that, waiting costs 150 birr for every
extra 30 minutes. Child seats are free but must be requested when booking. In Bahir Dar, a transfer from the
airport to the hotels on the lake shore costs 650 birr per car. In Lalibela the airport is 23 km from town;
the shared shuttle costs 400 birr per person and takes about 35 minutes. A transfer can be cancelled free of
charge up to 6 hours before the pickup time; later cancellations are charged in full. Payment is made in cash
to the driver or by telebirr.""")

doc("d02", "en", "hotels/entoto-grand-hotel/spa-menu", "Entoto Grand Hotel spa menu (Addis Ababa)", """
The spa of Entoto Grand Hotel is on the ground floor next to the indoor pool and is open every day from 07:00
to 21:00; the last treatment starts at 20:00. Treatments: Ethiopian coffee body scrub, 45 minutes, 1,950 birr.
Hot stone massage, 90 minutes, 3,400 birr. Deep tissue massage, 60 minutes, 2,300 birr. Foot reflexology,
30 minutes, 1,100 birr. Couples massage in the double treatment suite, 60 minutes, 4,800 birr for two people.
The steam room and the sauna are free for hotel guests. Visitors who are not staying at the hotel pay 600 birr
for a day pass that also includes the pool and towels. Children under 16 are not admitted to the spa, but they
may use the pool with an adult until 18:00. Please book at least 3 hours ahead at the spa reception or on room
extension 7120; walk-ins are accepted only when a therapist is free. Cancellations less than 2 hours before the
appointment are charged 50 percent. Spa prices include VAT and service charge. On fasting days of the Ethiopian
Orthodox calendar the spa cafe serves vegan juices and snacks only.""")

doc("d03", "en", "marefiya/festivals/timkat-gondar-genna-lalibela-2027", "Festival guide: Timkat in Gondar and Genna in Lalibela (2027)", """
Timkat, the Ethiopian Epiphany, is celebrated on Tuesday 19 January 2027, which is Tir 11, 2019 in the
Ethiopian calendar. The eve, called Ketera, is on Monday 18 January 2027 (Tir 10), when the tabots are carried
in procession from the churches to Fasilides Bath, about 2 km north-west of the centre of Gondar. The blessing
of the water and the jump into the pool begin at about 07:00 on the morning of Tir 11. Entry to the bath
compound is free, but a reserved seat on the Marefiya viewing stand costs 900 birr and must be bought by
10 January. Gondar hotels fill early: Marefiya recommends a minimum stay of 3 nights over Timkat, and rates in
Gondar rise by about 40 percent that week. Genna, the Ethiopian Christmas, falls on Thursday 7 January 2027
(Tahsas 29, 2019). In Lalibela the main service at Bete Maryam church begins the evening before, on 6 January,
and lasts through the night until about 06:00. A Lalibela Genna package with 2 nights, a church guide and a
shuttle to the churches costs 7,500 birr per person. Dress modestly, bring a white shawl (netela) and a torch
for the night service.""")

doc("d04", "en", "marefiya/tours/lalibela", "Lalibela tours booked through Marefiya", """
Northern group of the rock-hewn churches (Bete Medhane Alem, Bete Maryam and their neighbours): a half-day guided
walk of 3 hours costs 1,500 birr per group of up to 5 people and starts at 08:30 or 14:00. Full day with both
church groups (the northern group and the south-eastern group with Bete Gabriel-Rufael and Bete Amanuel) plus
Bete Giyorgis: 2,600 birr per group. The church entrance ticket is sold separately at the ticket office and is
valid for 5 days. Asheton Maryam monastery: a mule trek up the mountain that leaves town at 06:30 and takes about
5 hours return; it costs 1,800 birr per person including the mule and the handler. Yemrehanna Kristos church:
a day trip by car, 42 km from Lalibela, 4,200 birr per car for up to 4 passengers; the drive takes about
1 hour 15 minutes each way. Na'akuto La'ab cave church is 7 km from town and a taxi there and back costs
500 birr. Shoes must be taken off inside every church, so bring socks. The tour office is at Rock-Hewn Heritage
Lodge and answers on +251 933 118 745 from 07:00 to 19:00.""")

doc("d05", "en", "marefiya/tours/arba-minch", "Arba Minch excursions: Lake Chamo, Nech Sar and Dorze", """
Lake Chamo boat trip to the crocodile market: 3,000 birr per boat for up to 8 passengers, about 2 hours
30 minutes; boats leave the Kulfo jetty at 08:00 and at 15:00. Nech Sar National Park game drive: park entry is
400 birr per person per day for foreign visitors, plus 1,200 birr per vehicle for the compulsory scout; zebras
and Swayne's hartebeest graze on the Nech Sar plains. Dorze village in the Guge mountains is 30 km from town,
about 45 minutes by car; the visit costs 900 birr per person and includes a local guide, a weaving
demonstration and a tasting of kocho bread made from false banana. The forty springs that give the town its
name are a 20 minute walk from Forty Springs Lodge; the guided forest walk costs 250 birr. Tours can be booked
at the reception of Abaya Chamo Resort or by phone on +251 916 552 087. The best season for the crocodile boat
trip is October to March. During the heavy rains of April and May trips may be cancelled, and cancelled trips
are fully refunded. Bring a hat, water and sun cream; there is no shade on the boats.""")

doc("d06", "en", "marefiya/guide/sim-cards-and-telebirr", "SIM cards, mobile data and telebirr for visitors", """
Ethio Telecom has a shop in the arrivals hall of Bole International Airport that is open 24 hours. A tourist
SIM card costs 100 birr; you need your passport, and the SIM is registered in about 10 minutes. Data bundles:
5 GB valid for 7 days costs 350 birr, and 12 GB valid for 30 days costs 750 birr. Safaricom Ethiopia sells its
SIM card for 50 birr in its shops in Bole and in the city malls, open from 08:00 to 20:00; a passport is also
needed. telebirr is the mobile money service of Ethio Telecom: dial *127# or use the telebirr app. A visitor can
open a telebirr wallet with an Ethiopian SIM card and a passport, and the daily limit of a basic wallet is
30,000 birr. Many Marefiya hotels accept telebirr at the front desk, and the Marefiya payment page accepts it
as well. M-PESA from Safaricom is accepted in some shops. Coverage is good in all the cities listed on
Marefiya, but weak in the Simien mountains and in the Danakil. Emergency numbers work without credit:
police 991, ambulance 907, fire brigade 939.""")

doc("d07", "en", "hotels/kazanchis-business-hotel/laundry-and-parking", "Kazanchis Business Hotel: laundry and parking", """
Laundry: bags handed in at reception before 09:00 are returned the same day by 18:00; bags handed in later come
back the next day by 12:00. The express service, returned within 4 hours, costs 50 percent more. Prices per item:
shirt or blouse 120 birr, trousers 150 birr, two-piece suit dry-cleaned 480 birr, traditional dress (habesha
kemis) dry-cleaned 450 birr, socks or underwear 40 birr. Ironing only costs 60 birr per item. The laundry is
closed on Sundays and on Ethiopian public holidays. Parking: the underground car park has 64 spaces and is free
for hotel guests. Visitors pay 40 birr per hour, with a maximum of 300 birr per day. The car park is open
24 hours, but the side entrance from the Kazanchis side street closes at 23:00, after which cars must use the
main gate. Valet parking is offered from 07:00 to 23:00 at no charge. A car wash costs 350 birr, and the
charging point for electric cars in space B12 costs 25 birr per kWh. Trucks and minibuses taller than
2.1 metres cannot enter the garage.""")

doc("d08", "en", "marefiya/policies/pets", "Pets at Marefiya partner hotels", """
Most hotels in Ethiopia do not accept animals, so check before you travel. Sidama Garden Lodge in Hawassa accepts
dogs and cats of up to 15 kg in its garden bungalows; the fee is 500 birr per pet per night, with a maximum of
2 pets per room, and a rabies vaccination certificate must be shown at check-in. Forty Springs Lodge in
Arba Minch accepts small dogs only (up to 8 kg) for 350 birr per night. Lake Tana Shore Resort in Bahir Dar does
not accept pets of any kind, and neither do the partner hotels in Lalibela. Guide dogs for blind guests are
accepted free of charge at all partner hotels. Pets must not be left alone in the room for more than 3 hours and
are not allowed in restaurants or at the pool. Bringing a dog into Ethiopia requires an import permit from the
Ministry of Agriculture, which takes about 10 working days, and a health certificate issued no more than 7 days
before travel. In Hawassa, the clinic Hawassa Vet Care is open from 08:00 to 17:30 and can be called on
+251 462 21 3344.""")

doc("d09", "en", "marefiya/guide/visa-and-customs", "Visa and entry to Ethiopia", """
Most visitors apply online for an e-visa on the official Ethiopian immigration website before travelling. A 30-day
single-entry tourist e-visa costs 82 US dollars and a 90-day tourist e-visa costs 102 US dollars. Processing
usually takes 3 working days, so apply at least one week before you fly. The passport must be valid for at least
6 months from the date of arrival and must have one blank page. Visa on arrival at Bole International Airport is
available for some nationalities, but queues of 1 to 2 hours are common. Customs: each adult may bring in
2 litres of alcohol and 200 cigarettes duty free. Foreign currency above 5,000 US dollars, or the equivalent,
must be declared on arrival. Visitors may carry no more than 3,000 birr in cash when leaving the country. Keep
your exchange receipts: they are needed to change birr back into dollars at the bank counter at the airport,
which is open until 23:00. Overstaying a visa is fined 10 US dollars per day. Marefiya can send a hotel booking
confirmation letter for a visa application within 24 hours of payment.""")

doc("d10", "en", "marefiya/tours/axum", "Axum sightseeing", """
The Northern Stelae Field, with the fallen Great Stele of 33 metres and the standing King Ezana stele of
24 metres, is open daily from 08:00 to 17:30. One combined ticket costs 500 birr for foreign visitors and covers
the stelae field, the archaeological museum, the tomb of King Kaleb and the Queen of Sheba's bath; it is valid
for 2 days. The Church of St Mary of Zion is open to visitors from 06:00 to 18:00, but only men may enter the old
church, and nobody may enter the chapel of the Tablet. A licensed guide for a half-day walk costs 1,200 birr per
group. A bajaj (three-wheeler) ride inside Axum costs 30 birr per person. The Dungur ruins, known as the palace
of the Queen of Sheba, are 2 km west of town. Yeha temple, the oldest standing building in Ethiopia, is 50 km
away; a car with driver costs 3,500 birr for the half day. The biggest feast in Axum is Hidar Tsion on
30 November (Hidar 21), when pilgrims fill the town, so book hotels at least 2 months early.""")

doc("d11", "en", "marefiya/help/lost-property-and-accessibility", "Lost property and accessibility", """
Lost property: if you leave something behind in a partner hotel, report it in the app under My bookings or call
the Marefiya guest line on +251 116 67 2040, every day from 07:00 to 22:00. Hotels keep found items for
90 days; passports and identity cards are handed to the nearest police station after 14 days. Marefiya can send
a found item anywhere in Ethiopia by courier for 350 birr, or abroad by DHL from 2,900 birr; delivery inside
Ethiopia takes 2 to 4 days. Cash and jewellery are kept in the hotel safe and are returned only to the guest in
person or to someone holding a signed letter from the guest. Accessibility: Bole Skyline Hotel in Addis Ababa
has 4 rooms with roll-in showers and grab bars on the first floor, and a ramp at the main entrance. Lake Hawassa
Resort & Spa has 2 accessible garden rooms and a hoist at the swimming pool. In Lalibela many churches have steep
steps and uneven paths, so a wheelchair cannot reach most of them. Free wheelchair help is available at Bole
airport; ask your airline at least 48 hours before flying.""")

# ---------------------------------------------------------------- Amharic
doc("d12", "am", "marefiya/guide/airport-transfers", "የአውሮፕላን ማረፊያ ትራንስፖርት፦ አዲስ አበባ፣ ባሕር ዳር እና ላሊበላ", """
በማረፊያ (Marefiya) በኩል ሆቴል የያዙ እንግዶች ከአዲስ አበባ ቦሌ ዓለም አቀፍ አውሮፕላን ማረፊያ የግል ትራንስፖርት ማስያዝ ይችላሉ።
እስከ 3 ተሳፋሪዎች የሚይዝ ሴዳን መኪና ወደ ቦሌ፣ ካዛንቺስ ወይም ፒያሳ ሆቴሎች በአንድ መንገድ 1,200 ብር ያስከፍላል።
እስከ 7 ተሳፋሪዎች የሚይዝ ሚኒቫን ደግሞ በአንድ መንገድ 1,850 ብር ያስከፍላል። ከምሽቱ 22:00 እስከ ንጋቱ 05:00 ባለው ጊዜ
ለሚደርሱ እንግዶች 300 ብር የሌሊት ተጨማሪ ክፍያ ይታከላል። እባክዎ ከማረፍዎ ቢያንስ 12 ሰዓት በፊት በመተግበሪያው ወይም 24 ሰዓት
ክፍት በሆነው የትራንስፖርት ዴስክ ስልክ ቁጥር +251 911 402 318 በመደወል ያስይዙ። ሹፌሩ የማረፊያን ምልክት ይዞ በመድረሻ አዳራሹ
ይጠብቅዎታል፤ አውሮፕላኑ ካረፈ በኋላ 60 ደቂቃ ያለ ክፍያ ይጠብቃል፤ ከዚያ በኋላ ለእያንዳንዱ ተጨማሪ 30 ደቂቃ 150 ብር ይከፈላል።
የልጆች መቀመጫ በነፃ ይቀርባል፤ ነገር ግን ትራንስፖርቱን ሲያስይዙ መጠየቅ አለብዎት። በባሕር ዳር ከአውሮፕላን ማረፊያው በሐይቁ ዳርቻ
ወዳሉት ሆቴሎች የሚደረገው ትራንስፖርት ለአንድ መኪና 650 ብር ነው። በላሊበላ አውሮፕላን ማረፊያው ከከተማው 23 ኪሎ ሜትር ይርቃል፤
የጋራ ሹትል ለአንድ ሰው 400 ብር ሲሆን ጉዞው 35 ደቂቃ ያህል ይወስዳል። ትራንስፖርቱን ከመነሻ ሰዓቱ 6 ሰዓት በፊት ድረስ ያለ ክፍያ
መሰረዝ ይቻላል፤ ከዚያ በኋላ የሚደረግ ስረዛ ሙሉ ክፍያ ያስከፍላል። ክፍያው ለሹፌሩ በጥሬ ገንዘብ ወይም በቴሌብር (telebirr) ይፈጸማል።""")

doc("d13", "am", "marefiya/festivals/meskel-addis-2020", "የመስቀል በዓል በአዲስ አበባ (2020 ዓ.ም.)", """
የደመራ በዓል መስከረም 16 ቀን 2020 ዓ.ም. ሰኞ ምሽት ይከበራል፤ ይህም በአውሮፓውያን አቆጣጠር September 27, 2027 (ሴፕቴምበር 27 ቀን 2027)
ነው። ዋናው የመስቀል በዓል በማግስቱ መስከረም 17 ቀን ማለትም September 28, 2027 (ሴፕቴምበር 28) ማክሰኞ ይውላል። በመስቀል አደባባይ የሚደረገው
ሥነ ሥርዓት ከቀኑ 8 ሰዓት (14:00) ጀምሮ ይካሄዳል፤ ደመራው የሚለኮሰው ከምሽቱ 12 ሰዓት (18:00) አካባቢ ነው። ወደ አደባባዩ መግባት
በነፃ ነው፤ ነገር ግን ከመስቀል አደባባይ ሬዚደንስ (Meskel Square Residences) ሆቴል ጣሪያ ላይ ሆኖ ሥነ ሥርዓቱን ለመመልከት የሚያስችለው
ትኬት 1,500 ብር ያስከፍላል፤ ዋጋው እራትንና ቡናን ያካትታል። በበዓሉ ቀን ከቀኑ 6 ሰዓት (12:00) ጀምሮ በአደባባዩ ዙሪያ ያሉ መንገዶች
ለመኪና ዝግ ይሆናሉ፤ ስለዚህ እንግዶች በእግር ወይም በቀላል ባቡር እንዲመጡ ይመከራል። የእንቁጣጣሽ (የአዲስ ዓመት) በዓል ደግሞ
መስከረም 1 ቀን 2020 ዓ.ም. ማለትም September 12, 2027 እሑድ ይውላል፤ በዚያ ቀን በርካታ ሆቴሎች ለአንድ ሰው 2,200 ብር የሚያስከፍል
ልዩ የምሳ ግብዣ ያዘጋጃሉ። በመስቀል ሳምንት በአዲስ አበባ የሆቴል ዋጋ በ25 በመቶ ያህል ይጨምራል፤ ስለዚህ ክፍልዎን ቢያንስ ከአንድ ወር
በፊት እንዲያስይዙ እንመክራለን። ለበዓሉ ነጭ የሀገር ልብስ መልበስ የተለመደ ነው፤ ትናንሽ ልጆችን ይዘው የሚመጡ እንግዶች ከሕዝቡ ብዛት የተነሳ
ከአደባባዩ ጫፍ አካባቢ እንዲቆሙ ይመከራል።""")

doc("d14", "am", "hotels/fasil-castle-view-hotel/restaurant-menu", "የፋሲል ካስል ቪው ሆቴል ምግብ ቤት ምናሌ (ጎንደር)", """
የፋሲል ካስል ቪው ሆቴል (Fasil Castle View Hotel) ምግብ ቤት በሆቴሉ አራተኛ ፎቅ ላይ የሚገኝ ሲሆን ወደ ፋሲለደስ ግንብ ያያል።
ቁርስ ከጠዋቱ 12:30 (06:30) እስከ 4 ሰዓት (10:00) ይቀርባል፤ ለሆቴሉ እንግዶች ቁርስ በክፍሉ ዋጋ ውስጥ አልተካተተም፤ የቁርስ ቡፌ
ለአንድ ሰው 550 ብር ነው። ምሳ ከቀኑ 6 ሰዓት (12:00) እስከ 9 ሰዓት (15:00)፣ እራት ደግሞ ከምሽቱ 12:30 (18:30) እስከ 4:30 (22:30)
ይቀርባል። የምግብ ዝርዝር፦ ዶሮ ወጥ ከእንጀራ ጋር 650 ብር፤ ልዩ ጥብስ 720 ብር፤ ክትፎ 780 ብር፤ ሽሮ ወጥ 280 ብር፤ የጾም በያይነቱ
320 ብር፤ ፍርፍር ለቁርስ 220 ብር። በረቡዕ እና በዓርብ ቀናት የምሳ ሰዓት የጾም ቡፌ ለአንድ ሰው 450 ብር ይቀርባል። አንድ ሲኒ ቡና
በባህላዊ የቡና ሥነ ሥርዓት 90 ብር ነው። ሐሙስ እና ቅዳሜ ምሽት ከ19:30 (ከምሽቱ 1:30) ጀምሮ የማሲንቆ እና የአዝማሪ ሙዚቃ
ይቀርባል። ከ10 ሰው በላይ ለሆኑ ቡድኖች ጠረጴዛ አስቀድሞ መያዝ ያስፈልጋል፤ ለመያዝ በስልክ ቁጥር +251 918 776 410 ይደውሉ።
ከውጭ የሚመጡ ምግብ ቤቱን መጠቀም ይችላሉ። የምግብ ዋጋዎች የአገልግሎት ክፍያንና ተ.እ.ታን ያካትታሉ።""")

doc("d15", "am", "marefiya/policies/smoking-and-khat", "የማጨስ፣ የጫት እና የሺሻ ደንብ በማረፊያ ሆቴሎች", """
በማረፊያ አጋር ሆቴሎች ውስጥ በሁሉም የእንግዳ ክፍሎች ውስጥ ሲጋራ ማጨስ ክልክል ነው። በክፍል ውስጥ ሲያጨሱ የተገኙ እንግዶች የክፍሉን
ሽታ ለማስወገድ የሚያስፈልገውን 5,000 ብር የጽዳት ቅጣት ይከፍላሉ። በረንዳ ያላቸው ክፍሎችም በዚህ ደንብ ውስጥ ይካተታሉ። ሲጋራ
ማጨስ የሚፈቀደው በሆቴሉ ግቢ ውስጥ ምልክት በተደረገባቸው የውጭ ቦታዎች ብቻ ነው፤ እነዚህ ቦታዎች ከመግቢያ በሮች ቢያንስ 10 ሜትር
ይርቃሉ። ኤሌክትሮኒክ ሲጋራም እንደ ተራ ሲጋራ ይቆጠራል። ሺሻ በማንኛውም የአጋር ሆቴል ውስጥ አይፈቀድም። ጫት መቃም በክፍል ውስጥ
ይፈቀዳል፤ ነገር ግን በምግብ ቤቶች፣ በመዋኛ ገንዳ አካባቢ እና በአዳራሾች ውስጥ አይፈቀድም፤ የጫት ቅጠል በክፍል ውስጥ ከተተወ ተጨማሪ
የጽዳት ክፍያ 800 ብር ይጠየቃል። በአዲስ አበባ በሕዝብ መሰብሰቢያ ቦታዎች፣ በአውቶቡስ ፌርማታዎች እና በሕዝብ ትራንስፖርት ውስጥ ማጨስ
በሕግ የተከለከለ ሲሆን ቅጣቱ 2,000 ብር ሊደርስ ይችላል። በጎንደር እና በላሊበላ በአብያተ ክርስቲያናት ዙሪያ 100 ሜትር ክልል ውስጥ ማጨስ
አይፈቀድም። ከ21 ዓመት በታች ለሆኑ ሰዎች ሆቴሎች ሲጋራ አይሸጡም። ጥያቄ ካለዎት የሆቴሉን እንግዳ መቀበያ ይጠይቁ።""")

doc("d16", "am", "marefiya/city/bahir-dar", "የባሕር ዳር ከተማ መመሪያ፦ የጣና ገዳማት እና የጢስ ዓባይ ፏፏቴ", """
ባሕር ዳር በጣና ሐይቅ ዳርቻ የምትገኝ ውብ ከተማ ናት። ወደ ዘጌ ባሕረ ገብ መሬት የሚደረገው የጀልባ ጉዞ የኡራ ኪዳነ ምሕረት እና
የአዝዋ ማርያም ገዳማትን ያካትታል፤ ጉዞው 4 ሰዓት ያህል ይወስዳል፤ እስከ 10 ሰው ለሚይዝ ጀልባ ዋጋው 4,500 ብር ነው። ወደ ደብረ
ማርያም ገዳም የሚደረገው አጭር ጉዞ አንድ ሰዓት ተኩል የሚወስድ ሲሆን ለአንድ ጀልባ 1,800 ብር ያስከፍላል። ጀልባዎቹ ከጠዋቱ 2 ሰዓት
(08:00) ጀምሮ ከከተማው ወደብ ይነሳሉ። ሴቶች አንዳንድ ገዳማት ውስጥ መግባት አይፈቀድላቸውም፤ ለምሳሌ ክብራን ገብርኤል ለወንዶች ብቻ
ክፍት ነው። የጢስ ዓባይ (ጥቁር ዓባይ) ፏፏቴ ከከተማው 32 ኪሎ ሜትር ይርቃል፤ በሚኒባስ ለመሄድ 60 ብር ይከፈላል፤ ጉዞው አንድ ሰዓት
ያህል ነው። ለውጭ አገር ጎብኚዎች የመግቢያ ትኬት 300 ብር ነው፤ ፏፏቴው ብዙ ውሃ የሚኖረው ከሐምሌ እስከ መስከረም ባለው የክረምት ወቅት
ነው። ከከተማው በስተ ምሥራቅ ያለው የቤዛዊት ኮረብታ ጀንበር ስትጠልቅ ሐይቁንና የዓባይን መነሻ ለማየት ምቹ ነው። የባሕር ዳር ትልቁ
ገበያ ቅዳሜ ይቆማል። በሐይቁ ዳርቻ ምሽት ላይ የብስክሌት ኪራይ በሰዓት 50 ብር ነው።""")

doc("d17", "am", "marefiya/help/payments-telebirr-refunds", "በማረፊያ ክፍያ መፈጸም፦ ቴሌብር፣ ሲቢኢ ብር እና ካርድ", """
በማረፊያ መተግበሪያ ሆቴል ሲያስይዙ በቴሌብር፣ በሲቢኢ ብር (CBE Birr) ወይም በቪዛ እና ማስተርካርድ ካርድ መክፈል ይችላሉ። ያልተከፈለ
የሆቴል ቦታ ማስያዝ ለ30 ደቂቃ ብቻ ተይዞ ይቆያል፤ በዚህ ጊዜ ውስጥ ክፍያ ካልተፈጸመ ቦታው ለሌሎች እንግዶች ይለቀቃል። በቴሌብር
ለመክፈል በመተግበሪያው ውስጥ "ቴሌብር" የሚለውን ይምረጡ ወይም *127# ይደውሉ እና የማረፊያን የነጋዴ ቁጥር 556677 ያስገቡ። በካርድ
የሚደረግ ክፍያ 2.5 በመቶ የአገልግሎት ክፍያ አለው፤ በቴሌብር እና በሲቢኢ ብር ግን ተጨማሪ ክፍያ የለም። አንድ ቦታ ማስያዝ በከፊል መክፈል
አይቻልም፤ ሙሉው ዋጋ በአንድ ጊዜ ይከፈላል። ገንዘብ ተመላሽ በሚሆንበት ጊዜ በቴሌብር የተከፈለ ገንዘብ በ3 የሥራ ቀናት ውስጥ፣ በሲቢኢ ብር
የተከፈለ በ5 የሥራ ቀናት ውስጥ፣ በካርድ የተከፈለ ደግሞ እስከ 14 የሥራ ቀናት ድረስ ይመለሳል። የክፍያ ደረሰኝ በኢሜይል እና በኤስኤምኤስ
ይላካል። የክፍያ ችግር ካጋጠመዎት የማረፊያ የክፍያ ድጋፍ ቡድንን በስልክ ቁጥር 8877 (ነፃ የስልክ መስመር) ከሰኞ እስከ ቅዳሜ ከጠዋቱ 2 ሰዓት
(08:00) እስከ ምሽቱ 2 ሰዓት (20:00) ማግኘት ይችላሉ። የመሰረዣ ደንቡ በእያንዳንዱ ሆቴል ገጽ ላይ ይገኛል።""")

doc("d18", "am", "marefiya/city/addis-ababa", "የአዲስ አበባ ከተማ መመሪያ፦ ሙዚየሞች፣ ፓርኮች እና ቀላል ባቡር", """
አዲስ አበባ የኢትዮጵያ ዋና ከተማ ስትሆን ለጎብኚዎች ብዙ የሚታዩ ቦታዎች አሏት። ብሔራዊ ሙዚየም የሉሲ (ድንቅነሽ) አጽም የሚገኝበት ሲሆን
በየቀኑ ከጠዋቱ 2:30 (08:30) እስከ ቀኑ 11:30 (17:30) ክፍት ነው፤ ለውጭ አገር ጎብኚዎች መግቢያው 200 ብር ነው። የአንድነት ፓርክ
በቤተ መንግሥቱ ግቢ ውስጥ የሚገኝ ሲሆን ሰኞ ዝግ ነው፤ ከማክሰኞ እስከ እሑድ ከጠዋቱ 3 ሰዓት (09:00) እስከ ቀኑ 11 ሰዓት (17:00) ክፍት
ሲሆን መደበኛ ትኬቱ 1,000 ብር ነው። የእንጦጦ ፓርክ ከከተማው መሃል 12 ኪሎ ሜትር ይርቃል፤ መግቢያው ነፃ ነው፤ ነገር ግን የፈረስ ግልቢያ
በሰዓት 400 ብር ያስከፍላል። መርካቶ በአፍሪካ ካሉ ትላልቅ ክፍት ገበያዎች አንዱ ሲሆን እሑድ ብዙዎቹ ሱቆች ዝግ ናቸው። የአዲስ አበባ
ቀላል ባቡር ከጠዋቱ 12 ሰዓት (06:00) እስከ ምሽቱ 4 ሰዓት (22:00) ይሠራል፤ ታሪፉ እንደ ርቀቱ ከ10 እስከ 20 ብር ነው። የቅድስት
ሥላሴ ካቴድራል የአፄ ኃይለ ሥላሴ መቃብር የሚገኝበት ሲሆን መግቢያው 250 ብር ነው። ራይድ (RIDE) የሚባለው የታክሲ መተግበሪያ
በከተማው ውስጥ በሰፊው ይሠራል፤ ከቦሌ ወደ ፒያሳ የሚደረግ ጉዞ በአማካይ 450 ብር ያስከፍላል።""")

# ---------------------------------------------------------------- Afaan Oromo
doc("d19", "om", "marefiya/guide/sim-cards-and-telebirr", "Kaardii SIM, daataa moobaayilaa fi telebirr daawwattootaaf", """
Itiyoo Telekoom kutaa namoonni itti gahan kan Buufata Xayyaaraa Idil-addunyaa Boolee keessatti suuqii sa'aatii 24
banaa ta'e qaba. Kaardiin SIM daawwattootaa qarshii 100 gatii qaba; paaspoortiin keessan ni barbaachisa, SIM-iin
immoo daqiiqaa 10 keessatti galmeeffama. Paakeejiin daataa: GB 5 guyyaa 7f kan tajaajilu qarshii 350, GB 12 immoo
guyyaa 30f kan tajaajilu qarshii 750 gatii qaba. Safaariikoom Itoophiyaa kaardii SIM isaa qarshii 50n suuqiiwwan
isaa Boolee fi mooloota magaalaa keessatti argamanitti ni gurgura; suuqiiwwan kun 08:00 irraa hanga 20:00tti
banaa dha, paaspoortiinis ni barbaachisa. telebirr tajaajila maallaqa moobaayilaa Itiyoo Telekoomiiti: *127#
bilbilaa ykn appii telebirr fayyadamaa. Daawwataan tokko kaardii SIM Itoophiyaa fi paaspoortiin waalleetii
telebirr banachuu ni danda'a; daangaan guyyaa waalleetii bu'uraa qarshii 30,000 dha. Hoteelonni Marefiya
hedduun teessoo simannaa isaaniitti telebirr ni fudhatu, fuulli kaffaltii Marefiyaas ni fudhata. M-PESA
Safaariikoom suuqiiwwan tokko tokko keessatti ni fudhatama. Tajaajilli neetworkii magaalota Marefiya irratti
tarreeffaman hunda keessatti gaarii dha, garuu Gaarreen Simeen fi Danaakil keessatti laafaa dha. Lakkoofsonni
balaa tasaa kireedit malee ni hojjetu: poolisii 991, ambulaansii 907, tajaajila ibiddaa 939.""")

doc("d20", "om", "marefiya/festivals/irreecha-2020", "Ayyaana Irreechaa 2020 (2027): Hora Finfinnee fi Hora Arsadii", """
Irreechi Hora Finfinnee Sanbata, Onkoloolessa 2, 2027 (2 October 2027; Fulbaana 21, 2020 A.L.I.) ni kabajama,
Irreechi Hora Arsadii immoo Bishooftuutti Dilbata, Onkoloolessa 3, 2027 (3 October 2027; Fulbaana 22, 2020 A.L.I.)
ni kabajama. Sirni Hora Arsadii ganama sa'aatii 1 (07:00) jalqaba; namoonni hedduun ganama barii irraa kaasanii gara haroo deemu.
Bishooftuun Finfinnee irraa kiiloomeetira 47 fagaatti argamti. Marefiyaan guyyaa ayyaanaa otobusii addaa
Finfinnee, Addababaya Masqalaa irraa sa'aatii 12 ganama (06:00) ka'u qopheessa; tikeetiin nama tokkoof qarshii
400 dha. Hoteelli Nazret Garden Hotel kan Adaamaa immoo keessummoota isaatiif geejjiba Adaamaa irraa gara
Bishooftuu sa'aatii 11:30 barii (05:30) ka'u qarshii 250n kenna. Guyyaa ayyaanaa karaan Finfinnee-Bishooftuu
sa'aatii 11 barii (05:00) irraa kaasee konkolaataa dhuunfaatiif ni cufama, kanaaf geejjiba waliinii fayyadamuun gorfama.
Uffata adii fi uffata aadaa Oromoo uffachuun baratamaa dha. Marga jiidhaa fi daraaraa Fulbaanaa qabachuun
ni danda'ama. Hoteelonni Bishooftuu torban ayyaanaa keessa dafanii guutamu; hoteela Adaamaa ykn Finfinnee
yoo xiqqaate ji'a tokko dura qabachuu gorsina. Ijoolleen xixiqqoon namoota baay'ee keessatti akka hin badneef
lakkoofsa bilbilaa maatii kiisii isaanii keessa kaa'aa.""")

doc("d21", "om", "marefiya/city/adama-sodere-awash", "Adaamaa irraa daawwannaa: Burqaa Ho'aa Sooderee fi Paarkii Awaash", """
Adaamaan magaalaa Rift Valley keessatti argamtu yoo taatu, iddoowwan daawwannaa hedduu naannoo ishee qabdi.
Burqaan ho'aa Sooderee Adaamaa irraa kiiloomeetira 25 fagaata; minibaasiin nama tokkoof qarshii 45 kaffalchiisa,
imalli daqiiqaa 40 fudhata. Galmi Sooderee guyyaa guyyaan sa'aatii 12 ganama (06:00) hanga sa'aatii 12 galgalaa
(18:00) banaa dha; tikeetiin seensaa qarshii 250, iddoo daakaa ho'aa seenuuf immoo qarshii 150 dabalataan
kaffalama. Jaldeessonni fi simbirroonni hedduun muka laga Awaash cinaa jiru irratti ni mul'atu. Paarkiin
Biyyoolessaa Awaash Adaamaa irraa kiiloomeetira 125 fagaata; daawwannaa guyyaa lamaa konkolaataa fi konkolachiisaa
waliin qarshii 6,500 dha. Seensi paarkii daawwattoota biyya alaatiif nama tokkoof guyyaatti qarshii 300 dha, eegduun
hidhatee konkolaataa tokkoof qarshii 500 dabalataan barbaachisa. Bineensota akka oryx fi gumaacha (kudu) ganama
barii ilaaluun ni danda'ama. Fincaa'aan Awaash (Awash Falls) mooraa paarkii keessa jira. Hoteelli Awash Valley
Resort kan Adaamaa imala kana qindeessuu ni danda'a; bilbila +251 221 10 5577 irratti sa'aatii 08:00 hanga 18:00
bilbilaa. Bishaan, koofiyaa fi kireemii aduu qabachuu hin dagatinaa.""")

doc("d22", "om", "hotels/nazret-garden-hotel/spa", "Tajaajila spaa Nazret Garden Hotel (Adaamaa)", """
Spaan Nazret Garden Hotel lafa jalaa hoteelaa, iddoo biqiltuu cinaa, argama. Guyyaa hunda sa'aatii 08:00 hanga
22:00tti banaa dha; yaalii dhumaa sa'aatii 21:00tti jalqaba. Gatii tajaajilaa: dhiibbaa qaamaa (massage)
daqiiqaa 60 qarshii 1,600; dhiibbaa qaamaa daqiiqaa 90 qarshii 2,200; dhiibbaa miillaa daqiiqaa 30 qarshii 700;
qulqulleessa qaamaa bunaan (coffee scrub) qarshii 1,300; kutaa aaraa (steam bath) qarshii 450. Keessummoonni
hoteelaa kutaa aaraa bilisaan fayyadamu; namoonni alaa immoo qarshii 450 kaffalu. Kibxata sa'aatii 09:00 hanga
13:00tti spaan dubartoota qofaaf banaa dha. Ijoolleen waggaa 14 gadii spaa seenuu hin danda'an. Beellama
yoo xiqqaate sa'aatii 2 dura qabachuu qabdu; bilbila +251 221 12 4567 ykn teessoo simannaa hoteelaatti
qabachuun ni danda'ama. Beellamni sa'aatii tokko gadiitti haqame gatii walakkaa (50%) kaffalchiisa. Gatiin
kun VAT fi kaffaltii tajaajilaa of keessaa qaba. Dhiibbaa qaamaa jalqabuun dura bishaan dhuguu fi
nyaata ulfaataa irraa of qusachuu gorsina. Dubartoonni ulfaa ta'an tajaajila kana fayyadamuu dura ogeessa
spaa haa mariisisan.""")

doc("d23", "om", "marefiya/city/hawassa", "Qajeelfama magaalaa Hawaasaa", """
Hawaasaan magaalaa Haroo Hawaasaa cinaa jirtu yoo taatu, iddoo boqonnaa jaallatamaa dha. Gabaan qurxummii
Amoora Gadal cinaa jiru ganama sa'aatii 12:30 (06:30) irraa kaasee hojii jalqaba, qurxummii haaraa ilaaluuf
yeroon gaariin ganama 07:30 hanga 09:00 dha. Doonii
xiqqaadhaan haroo irra imaluun sa'aatii tokkoof nama tokkoof qarshii 700 dha; simbirroota fi jaldeessota
ilaaluun ni danda'ama. Tulluu Taaboor irratti ol ba'uun sa'aatii 2 fudhata; qajeelchaan nama dhuunfaa
qarshii 400 kaffalchiisa. Burqaan ho'aa Wondo Gannat Hawaasaa irraa kiiloomeetira 26 fagaata; seensi iddoo
daakaa qarshii 200 dha, minibaasiin immoo qarshii 60. Hoteelli Lake Hawassa Resort & Spa galgala sa'aatii
17:30tti imala doonii "lixa aduu" kan nama tokkoof qarshii 1,100 kaffalchiisu qopheessa. Mana sagadaa
Gabriel Kiddus Hawaasaa Sanbata fi Dilbata ni daawwatama. Gabaan guddaan magaalaa Kamisa ni dhaabbata.
Baajaajiin magaalaa keessa nama tokkoof qarshii 20 kaffalchiisa. Halkan haroo cinaa nageenyaaf yeroo
dheeraa hin turinaa.""")

doc("d24", "om", "marefiya/city/dire-dawa-harar", "Dirree Dawaa fi Harar: qajeelfama daawwannaa", """
Dirreen Dawaa magaalaa daldalaa bahaa Itoophiyaa yoo taatu, Harar irraa kiiloomeetira 55 fagaatti argamti.
Minibaasiin Dirree Dawaa irraa gara Harar nama tokkoof qarshii 120 kaffalchiisa, imalli sa'aatii tokko fudhata.
Gabaan Kafiiraa Dirree Dawaa ganama sa'aatii 3 (09:00) irraa kaasee baay'ee kan hojjetu yoo ta'u, Dilbata
xiqqaa dha. Harar keessatti Jugol, magaalaa durii dallaa qabu, daawwachuuf qajeelchaan sa'aatii 3f garee tokkoof
qarshii 800 kaffalchiisa. Sirni waraabessa nyaachisuu galgala sa'aatii 1 (19:00) alaa dallaa Jugol
cinaatti jalqaba; nama tokkoof qarshii 200 dha. Manni Arthur Rimbaud (Rimbaud House) guyyaa hunda
08:00 hanga 17:00tti banaa dha; seensi qarshii 100 dha. Baaburri Itoophiyaa-Jibuutii Dirree Dawaa irraa
gara Jibuutii torbanitti al sadii ka'a. Hoteelli Railway Station Hotel kan Dirree Dawaa konkolaataa
konkolachiisaa waliin gara Harar fi deebii qarshii 3,200n qopheessa; imalli sa'aatii 6 fudhata. Ji'a Eebilaa
hanga Caamsaatti ho'i Dirree Dawaa digrii 38 ol gahuu danda'a, kanaaf bishaan baay'ee dhugaa.""")

doc("d25", "om", "marefiya/policies/children-extra-beds", "Ijoollee, siree dabalataa fi kunuunsa daa'immanii", """
Hoteelota Marefiya keessatti ijoolleen waggaa 6 gadii siree warra isaanii irratti yoo rafan bilisaan turu, ciree
bilisaan argatu. Ijoolleen waggaa 6 hanga 11 ciree irratti gatii walakkaa (50%) kaffalu. Siree dabalataa kutaa
keessa galchuun halkan tokkoof qarshii 750 dha; siree daa'immanii (baby cot) garuu bilisaani. Kutaa tokko
keessatti siree dabalataa tokko qofa galchuu ni danda'ama. Kutaaleen maatii (Family Suite) hanga nama 4
qabatu; ijoolleen waggaa 2 gadii lakkoofsa kana keessatti hin lakkaa'aman. Tajaajila kunuunsa daa'immanii
(babysitting) sa'aatiitti qarshii 300n argachuun ni danda'ama, garuu sa'aatii 24 dura ajajuu qabdu.
Awash Valley Resort kan Adaamaa Sanbataa fi Dilbata sa'aatii 10:00 hanga 16:00tti kilaba ijoollee bilisaa
qaba. Iddoo daakaa cinaa ijoolleen waggaa 12 gadii nama guddaa malee hin hayyamaman. Ijoollee waliin
imaltan yoo taate waraqaa dhalootaa ykn paaspoortii ijoollee qabadhaa, hoteelonni tokko tokko ni gaafatu.
Nyaata ijoollee addaa ajajuuf sa'aatii 2 dura mana nyaataa beeksisaa. Ijoollee waggaa 16 gadii kutaa
keessa kophaa isaanii hin galmeessinu.""")

# ---------------------------------------------------------------- Tigrinya
doc("d26", "ti", "marefiya/festivals/ashenda-mekelle-2019", "በዓል ኣሸንዳ ኣብ መቐለ (2019 ዓ.ም.)", """
በዓል ኣሸንዳ ኣብ መቐለ ብ16 ነሓሰ 2019 ዓ.ም. ይጅምር፣ እዚ ድማ ብኣቆጻጽራ ፈረንጂ ሰንበት ኦገስት 22, 2027 (August 22, 2027) እዩ።
በዓሉ ንሰለስተ መዓልቲ ክሳብ 18 ነሓሰ (August 24, 2027) ይቕጽል። ዋና ምርኢት ጓልኣንስቲዮ ኣብ ሮማናት ኣደባባይ ካብ ሰዓት 15:00
(ሰዓት 9 ድሕሪ ቐትሪ) ይጅምር። ኣዋልድ ኣሸንዳ ዝበሃል ቆጽሊ ኣብ ክሳደን ኣሰሪ ከበሮ እናሃረማ ካብ ገዛ ናብ ገዛ ይዘምራ። ጸጉሪ ብባህላዊ
ኣገባብ ንምስራሕ (ሹሩባ) ኣብ ዕዳጋ ብ250 ብር ይሰርሕ። ሆቴል ሮማናት ስኩዌር (Romanat Square Hotel) ኣብ ሰገነቱ ናይ በዓል ድራር
ንሓደ ሰብ ብ1,800 ብር የዳሉ፤ ድራር ካብ ሰዓት 19:00 ይጅምር። ኣብ ሰሙን በዓል ዋጋ ሆቴላት መቐለ ብ30 ሚእታዊት ይውስኽ፣ ስለዚ
እንተወሓደ ሓደ ወርሒ ኣቐዲምኩም ክፍሊ ሓዙ። ኣብ መዓልቲ በዓል ብዙሓት ጎደናታት ማእከል ከተማ ካብ ሰዓት 14:00 ንመኪና ዕጹዋት እዮም።
ባጃጅ ኣብ ውሽጢ ከተማ ንሓደ ሰብ 25 ብር ይኽፈል። ሓወልቲ ሰማእታት (Hawelti) ካብ ሮማናት ኣደባባይ 3 ኪሎ ሜትር ይርሕቕ።
ብዙሓት ኣጋይሽ ንምርኢት ካሜራ ሒዞም ይመጹ፤ ስእሊ ቅድሚ ምስኣልኩም ግን ንኣዋልድ ፍቓድ ሕተቱ።""")

doc("d27", "ti", "marefiya/tours/axum", "ምብጻሕ ኣኽሱም", """
ሰሜናዊ ቦታ ሓወልትታት፣ እቲ 33 ሜትሮ ዝንውሓቱ ዝወደቐ ዓቢ ሓወልትን እቲ 24 ሜትሮ ዝንውሓቱ ደው ኢሉ ዘሎ ሓወልቲ ንጉስ ዔዛናን ዝርከብዎ፣
መዓልታዊ ካብ ሰዓት 08:00 ክሳብ 17:30 ክፉት እዩ። ሓደ ሓባራዊ ትኬት ንወጻእተኛታት 500 ብር ኮይኑ፣ ቦታ ሓወልትታት፣ ቤተ መዘክር
ስነ-ጥንቲ፣ መቓብር ንጉስ ካሌብን መሐንበሲ ንግስቲ ሳባን የጠቓልል፤ ንክልተ መዓልቲ የገልግል። ቤተ ክርስትያን ጽዮን ማርያም ካብ ሰዓት
06:00 ክሳብ 18:00 ንበጻሕቲ ክፍትቲ እያ፣ ግን ናብታ ጥንታዊት ቤተ ክርስትያን ደቂ ተባዕትዮ ጥራይ ይኣትዉ፣ ናብ ቤተ መቕደስ ጽላት ድማ
ዝኾነ ሰብ ኣይኣቱን። ፍቑድ መራሒ ንፍርቂ መዓልቲ ንሓደ ጉጅለ 1,200 ብር እዩ። ባጃጅ ኣብ ውሽጢ ኣኽሱም ንሓደ ሰብ 30 ብር ይኽፈል።
ፍርስራሽ ዱንጉር፣ ቤተ መንግስቲ ንግስቲ ሳባ ተባሂሉ ዝፍለጥ፣ ካብ ከተማ ብምዕራብ 2 ኪሎ ሜትር ይርሕቕ። ቤተ መቕደስ የሓ፣ ኣብ
ኢትዮጵያ እቲ ዝጸንሐ ደው ኢሉ ዘሎ ህንጻ፣ 50 ኪሎ ሜትር ይርሕቕ፤ መኪና ምስ መራሒ መኪና ንፍርቂ መዓልቲ 3,500 ብር እዩ። እቲ
ዝዓበየ በዓል ኣኽሱም ሕዳር ጽዮን ኮይኑ ብ30 ኖቬምበር (21 ሕዳር) ይኽበር፤ ሽዑ ተሳለምቲ ንከተማ ይመልእዋ፣ ስለዚ ሆቴል እንተወሓደ
ክልተ ወርሒ ኣቐዲምኩም ሓዙ።""")

doc("d28", "ti", "marefiya/tours/gheralta-from-mekelle", "ካብ መቐለ ናብ ኣብያተ ክርስትያናት ገርዓልታ", """
ኣብያተ ክርስትያናት ገርዓልታ ካብ መቐለ 110 ኪሎ ሜትር ይርሕቓ፣ ብመኪና ክልተ ሰዓትን ፍርቅን ይወስድ። መኪና ምስ መራሒ መኪና ንሓደ
መዓልቲ 5,500 ብር እዩ፣ መኪና ካብ ሆቴል ሰዓት 06:00 ይብገስ። ናብ ኣቡነ የማታ ጉሕ ንምድያብ ኣስታት ሰዓት ተኩል ይወስድ፤ እቲ ምድያብ ኣብ
ከውሒ ብኢድን እግርን ስለ ዝኸውን ብዘይ ጫማ ክትድይቡ ኣለኩም። ትኬት ኣቡነ የማታ ንወጻእተኛ 400 ብር እዩ፣ ንሓገዝቲ ድማ 200 ብር
ይወሃብ። ማርያም ቆርቆር ብኣስታት 2 ሰዓት ምድያብ ትብጻሕ፣ ትኬታ 300 ብር እዩ። ደብረ ጽዮን ካብ ጎደና ቀረባ ኮይና ትኬታ 200 ብር
እዩ። ኣብ ሓውዜን ንምሳሕ ዝኸውን ቤት መግቢ ኣሎ፣ ሽሮን ጥብስን ኣብ 300 ብር ይርከብ። ኣብ ክረምቲ (ሓምለን ነሓሰን) መንገዲ
ጨቓዊ ስለ ዝኸውን ኣብ ቅድሚ ምብጋስ ኩነታት ኣየር ተወከሱ። ሆቴል ሓወልቲ ፕላዛ (Hawelti Plaza Hotel) ነዚ ጉዕዞ የዳሉ፤
ብስልኪ +251 914 330 562 ካብ ሰዓት 07:00 ክሳብ 20:00 ደውሉ። ብዙሕ ማይ፣ ቆቢዕን ጽቡቕ ጫማን ሒዝኩም ኪዱ፤ ቁልዑ ትሕቲ 12 ዓመት
ናብ ኣቡነ የማታ ክድይቡ ኣይፍቀዶምን።""")

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "documents.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()), d["title"])
