#!/usr/bin/env python3
"""Writes ../documents.json: the blind25 knowledge documents (all facts invented)."""
import json, os

D = []


def doc(i, lang, city, slug, title, text):
    D.append({"id": i, "lang": lang, "url": "https://example.et/%s/%s" % (city, slug),
              "product": "marefiya", "tenant": None, "title": title, "text": " ".join(text.split())})


# ---------------- English ----------------
doc("d01", "en", "addis-ababa", "entoto-grand-meetings", "Entoto Grand Hotel: meeting and conference packages", """
Entoto Grand Hotel, Bole Road, Addis Ababa. Our Entoto Hall seats 180 guests theatre-style or 120 at round
tables; the smaller Yeka Room seats 35. A half-day meeting package (up to 4 hours) costs 1,350 birr per person
and includes one coffee break and a projector. The full-day package costs 2,150 birr per person and adds a
buffet lunch and a second coffee break. Groups under 15 people do not pay per person: they hire the Yeka Room
for 6,800 birr per day. Meeting rooms open at 07:30 (1:30 in the morning, Ethiopian time) and must be cleared
by 21:00 (3:00 at night, Ethiopian time). Extra hours beyond a package cost 2,500 birr per hour for Entoto Hall
and 900 birr per hour for the Yeka Room. Interpretation booths for Amharic and English are rented at 14,000 birr
per day, interpreters not included. One wireless microphone is free; each additional lapel microphone costs
300 birr per day. The business centre on the mezzanine prints at 5 birr per black-and-white page and 20 birr per
colour page. Every booking needs a 30 percent deposit, and cancellations made less than 7 days before the event
lose the deposit. Events office: +251 115 57 4410 or events@entoto-grand-hotel.et, Monday to Saturday from
08:30 to 17:30.
""")

doc("d02", "en", "gondar", "fasil-castle-view-timkat", "Fasil Castle View Hotel: Timkat programme for guests", """
Timkat (Epiphany) at Fasil Castle View Hotel, Gondar. Timkat falls on 19 January 2027, which is Tir 11, 2019 in
the Ethiopian calendar; the eve, Ketera, is 18 January (Tir 10). On Ketera the hotel walks guests from the Piazza
entrance to the procession of the tabots at 14:30 (8:30 in the afternoon, Ethiopian time). On Timkat morning our
minibus leaves at 06:00 (12:00 at dawn, Ethiopian time) for Fasilides' Bath; the ride takes about 15 minutes.
Seats cost 650 birr for adults and 300 birr for children aged 5 to 12; children under 5 ride free on a parent's
lap. A reserved place on the hotel's stand at the bath costs 1,200 birr per person and includes a bottle of water
and a cushion. During Timkat week (15 to 22 January) the minimum stay is 3 nights and rooms are paid in full when
booked. Bookings cancelled after 20 December (Tahsas 11) are refunded at 50 percent only. On Timkat day
breakfast is served from 05:00 instead of the usual 06:30. Bags larger than 30 litres are not allowed on the
stand, so please leave them in your room. Festival desk: +251 918 44 2710.
""")

doc("d03", "en", "lalibela", "rock-hewn-lodge-church-visits", "Rock-Hewn Heritage Lodge: church visits, guides and mule trips", """
Rock-Hewn Heritage Lodge, Church Road, Lalibela. The ticket for the rock-hewn churches costs 6,900 birr for
foreign visitors and 200 birr for Ethiopian citizens, and it is valid for 5 days. The churches close to visitors
between 12:00 and 14:00 (6:00 to 8:00 in the day, Ethiopian time) while the priests rest. Our licensed guides
charge 1,500 birr for a half day (up to 4 hours) and 2,400 birr for a full day for groups of up to 6 people;
groups of 7 to 12 pay 3,200 birr for a full day. Shoes are removed at every church; the shoe keepers expect
about 50 birr per group. The mule trip to Asheten Maryam monastery leaves the lodge at 06:30 (12:30 at dawn,
Ethiopian time). The climb takes about 3 hours and the way down about 2 hours. A mule with its handler costs
900 birr; walking up with a guide only costs 600 birr. For Yemrehanna Kristos, 42 km away, we hire a 4x4 for
3,800 birr for up to 4 people; the church charges foreigners 400 birr at the gate. Torches are lent free at
reception for the dark tunnel between Bete Amanuel and Bete Abba Libanos. Guide desk: +251 933 61 0825.
""")

doc("d04", "en", "dire-dawa", "harla-palace-money", "Harla Palace Hotel: money, cards and deposits", """
Harla Palace Hotel, Taiwan, Dire Dawa. The exchange counter at reception is open from 08:00 to 20:00 (2:00 in
the morning to 2:00 at night, Ethiopian time). It changes US dollars, euros and pounds sterling at the daily rate
of the Commercial Bank of Ethiopia, with a commission of 1 percent and a minimum commission of 50 birr; it does
not change Djibouti francs. Visa and Mastercard are accepted with a surcharge of 3 percent; telebirr and CBE Birr
payments carry no surcharge. The ATM in the lobby allows up to 10,000 birr per withdrawal with a foreign card
and 20,000 birr with an Ethiopian card. At check-in we take a deposit of 2,000 birr in cash per night, or a card
pre-authorisation of 5,000 birr for the whole stay, released within 3 working days after departure. The safe in
your room is free; larger boxes at reception cost 100 birr per day. A 10 percent service charge is already
added to restaurant and bar bills, so tipping is up to you. Invoices with the company's TIN number are
issued on request within 3 days. Accounts office: +251 25 411 7730, weekdays 08:30 to 17:00.
""")

doc("d05", "en", "arba-minch", "abaya-chamo-dorze-trip", "Abaya Chamo Resort: Dorze and Chencha highland day trip", """
Abaya Chamo Resort, Sikela, Arba Minch. Our highland day trip visits the Dorze weavers and the market town of
Chencha. The car leaves the resort at 08:00 (2:00 in the morning, Ethiopian time) and is back at about 15:30.
The road climbs 37 km up the escarpment and the drive takes 1 hour 10 minutes each way. The price is per
vehicle: a small car for up to 3 guests costs 3,200 birr and a minibus for up to 10 guests costs 5,900 birr,
driver and fuel included. The Dorze village entrance costs 350 birr for adults and 150 birr for children aged 6
to 14. A weaving demonstration and a tasting of kocho, the false banana bread, are included in the entrance.
Lunch at a Dorze lodge costs 480 birr per person and is not included. The Chencha market is held on Tuesday and
Saturday. Dorze lies at about 2,900 metres and mornings can be 12 degrees, so bring a warm jacket. Book at the
tour desk before 19:00 (1:00 at night, Ethiopian time) on the day before, on extension 214 or +251 916 27 5530.
""")

doc("d06", "en", "addis-ababa", "kazanchis-health", "Kazanchis Business Hotel: health and medical help", """
Kazanchis Business Hotel, Addis Ababa. A nurse is on duty at the ground-floor health room 24 hours a day; a
blood pressure check is free and a rapid malaria test costs 350 birr. A doctor on call visits your room for
1,800 birr between 08:00 and 20:00, and for 2,700 birr at night, from 20:00 to 08:00. The nearest private
hospital is 2.5 km away, about 10 minutes by car; our driver takes you there for 400 birr, day or night. The
pharmacy across the street is open from 07:00 to 22:00 (1:00 in the morning to 4:00 at night, Ethiopian time).
Addis Ababa lies at about 2,355 metres: on your first day drink plenty of water and go easy on alcohol. A small
oxygen bottle can be used at reception free of charge for up to 30 minutes. The kitchen prepares gluten-free
and diabetic meals if you tell us 24 hours ahead. In an emergency dial 55 from your room phone, or call
+251 116 62 9901 from outside. Travel insurance papers can be printed and stamped by the duty manager at no cost.
""")

doc("d07", "en", "hawassa", "lake-hawassa-families-pets", "Lake Hawassa Resort & Spa: children, babysitting and pets", """
Lake Hawassa Resort & Spa, Lakeside, Hawassa. The Kids' Club welcomes children aged 4 to 12 from 09:00 to
17:00 (3:00 in the morning to 11:00 in the afternoon, Ethiopian time). A half day costs 450 birr and a full day
costs 750 birr with lunch. Children younger than 4 need a babysitter: babysitting costs 250 birr per hour, with a
minimum of 2 hours, and must be booked 6 hours ahead. An extra bed for a child aged 6 to 12 costs 900 birr per
night; a baby cot for children under 2 is free. Children under 6 who share their parents' bed stay free,
breakfast included. The pool is open from 07:00 to 19:00 and children under 12 must be with an adult. Pets:
small dogs up to 10 kg are allowed in the garden rooms only, for a cleaning fee of 600 birr per night, and they
are not allowed in the restaurant or near the pool. The playground by the lake is open until sunset. Family
desk: extension 108.
""")

doc("d08", "en", "axum", "obelisk-park-sites", "Obelisk Park Hotel: stelae, museum and sites of Axum", """
Obelisk Park Hotel, Stelae Field, Axum. The combined ticket for the stelae field, the archaeological museum,
the tombs of King Kaleb and King Gebre Meskel and the Ezana inscription costs 1,150 birr for foreign visitors,
100 birr for Ethiopian citizens and 50 birr for students with a card. The sites are open from 08:00 to 17:30 but
close from 12:30 to 14:00. Our guides lead a 3-hour walking tour for 1,300 birr for 1 to 4 people and 1,900 birr
for 5 to 10 people. The ruins of Dungur, called the Queen of Sheba's palace, are 4 km west of the hotel; a
bajaj costs 150 birr each way. The old church of St Mary of Zion is open to men only; women may visit the new
cathedral, and the entrance for foreigners is 500 birr. Flash photography is not allowed in the museum, and a
video camera costs 300 birr extra. Bicycles can be rented at reception for 120 birr per hour or 500 birr per day.
Reception can also call a licensed guide for the Gobedra lioness rock carving, 3 km from town.
""")

doc("d09", "en", "mekelle", "romanat-car-hire", "Romanat Square Hotel: car hire with driver and the Gheralta trip", """
Romanat Square Hotel, Romanat, Mekelle. All our cars come with a driver. A car for 4 hours in the city costs
2,800 birr and a full day in and around Mekelle costs 4,500 birr. The Gheralta day trip to the rock churches near
Hawzen costs 8,400 birr in a 4x4 for up to 4 passengers, or 11,500 birr in a minibus for up to 11 passengers.
Fuel is included. The Gheralta car leaves at 06:30 (12:30 at dawn, Ethiopian time), and the drive to Hawzen
takes about 2 hours 15 minutes. The climb to Abuna Yemata Guh costs 600 birr per person at the church, and a
local helper with a rope asks about 300 birr. For trips of several days the driver's overnight allowance is 900
birr per night. Please book 24 hours ahead; if you cancel less than 12 hours before departure you pay 50
percent. Transport desk: +251 914 70 3318.
""")

doc("d10", "en", "adama", "nazret-garden-dining", "Nazret Garden Hotel: restaurant hours, brunch and fasting food", """
Nazret Garden Hotel, Franko, Adama. Breakfast is served from 06:30 to 10:00 (12:30 to 4:00 in the morning,
Ethiopian time). The lunch buffet costs 650 birr on weekdays and 820 birr on Saturdays and Sundays. Sunday brunch
runs from 11:30 to 15:00 (5:30 to 9:00 in the day, Ethiopian time) and costs 980 birr for adults and 490 birr for
children aged 6 to 12; children under 6 eat free. On Wednesdays and Fridays, and through the long fasts, the
kitchen cooks a full fasting menu: shiro, misir wot, gomen and beyaynetu for 380 birr a plate. Kitfo night is
every Thursday from 18:00 (12:00 in the evening, Ethiopian time). Room service runs 24 hours with a delivery
charge of 120 birr per order. You may bring your own birthday cake for a corkage of 350 birr; outside wine costs
500 birr per bottle in corkage. Restaurant bookings: +251 221 12 6604.
""")

# ---------------- Amharic ----------------
doc("d11", "am", "gondar", "fasil-castle-view-timkat", "ፋሲል ካስል ቪው ሆቴል፦ የጥምቀት ፕሮግራም ለእንግዶች", """
ጥምቀት በፋሲል ካስል ቪው ሆቴል፣ ጎንደር። የጥምቀት በዓል ጥር 11 ቀን 2019 ዓ.ም. ሲሆን ይህም በፈረንጆች አቆጣጠር 19 January 2027 ነው።
የዋዜማው ቀን ከተራ ጥር 10 (18 January) ነው። በከተራ ቀን ሆቴሉ እንግዶችን ከፒያሳ መግቢያ በ14:30 (ከሰዓት በኋላ 8:30 ሰዓት) ወደ ታቦታቱ
ሥነ ሥርዓት በእግር ይዞ ይሄዳል። በጥምቀት ጠዋት የሆቴሉ ሚኒባስ በ06:00 (ንጋት 12:00 ሰዓት) ወደ ፋሲለደስ መዋኛ ይነሳል፤ ጉዞው 15 ደቂቃ
ያህል ይወስዳል። የመቀመጫ ዋጋ ለአዋቂ 650 ብር፣ ከ5 እስከ 12 ዓመት ለሆኑ ልጆች 300 ብር ነው፤ ከ5 ዓመት በታች ያሉ ሕፃናት በወላጅ ጭን ላይ
በነፃ ይጓዛሉ። በሆቴሉ መድረክ ላይ የተያዘ ቦታ ለአንድ ሰው 1,200 ብር ሲሆን የውሃ ጠርሙስና ትራስ ይጨምራል። በጥምቀት ሳምንት (ከ15 እስከ 22
January) ቢያንስ 3 ሌሊት ማደር ግዴታ ነው፤ የክፍሉ ክፍያም ሲያዝ ሙሉ በሙሉ ይከፈላል። ከ20 December (ታኅሣሥ 11) በኋላ የሚሰረዙ
ቦታ ማስያዣዎች 50 በመቶ ብቻ ይመለስላቸዋል። በጥምቀት ቀን ቁርስ ከወትሮው 06:30 ይልቅ ከ05:00 ጀምሮ ይቀርባል። ከ30 ሊትር በላይ የሆኑ
ትላልቅ ቦርሳዎች ወደ መድረኩ አይፈቀዱም፤ ስለዚህ እባክዎ በክፍልዎ ውስጥ ያስቀምጧቸው። ለበለጠ መረጃ የበዓል ዴስኩን በስልክ +251 918 44 2710
ማግኘት ይችላሉ። ነጭ የባህል ልብስ መልበስ ይበረታታል።
""")

doc("d12", "am", "bahir-dar", "papyrus-garden-cultural-night", "ፓፒረስ ጋርደን ሆቴል፦ የባህል ምሽትና የቡና ሥነ ሥርዓት", """
ፓፒረስ ጋርደን ሆቴል፣ ቀበሌ 4፣ ባሕር ዳር። በየሳምንቱ ዓርብና ቅዳሜ ምሽት በሆቴላችን የአትክልት ስፍራ የባህል ምሽት ይካሄዳል። ዝግጅቱ በ19:30
(ምሽት 1:30 ሰዓት) ይጀምራል፤ የአዝማሪ ሙዚቃና የአማራ፣ የአገው እና የጎጃም ባህላዊ ጭፈራዎች ይቀርባሉ። ባለሦስት ዓይነት ምግብ ያለው ሙሉ
የእራት ፕሮግራም ለአንድ ሰው 1,150 ብር ነው፤ ከ6 እስከ 12 ዓመት ያሉ ልጆች 600 ብር ይከፍላሉ። እራት ሳይበሉ ትርኢቱን ብቻ ማየት
ከፈለጉ ከአንድ መጠጥ ጋር 450 ብር ነው። ቦታ ለማስያዝ እስከ 17:00 (ከሰዓት በኋላ 11 ሰዓት) ድረስ መደወል ያስፈልጋል። የሀበሻ ቀሚስ ወይም
ጋቢ ለአንድ ምሽት በ400 ብር መከራየት ይቻላል። የቡና ሥነ ሥርዓት በየቀኑ በ16:00 (ከሰዓት በኋላ 10 ሰዓት) በአትክልት ስፍራው ይደረጋል፤ ለሆቴሉ
እንግዶች በነፃ ነው፤ ከውጭ ለሚመጡ ሰዎች ግን 120 ብር ያስከፍላል። በክፍልዎ ውስጥ የግል የቡና ሥነ ሥርዓት ቢፈልጉ 350 ብር ነው። በትርኢቱ ወቅት
ፎቶ ማንሳት ይፈቀዳል፤ ፍላሽ ግን አይፈቀድም። የዝግጅት ክፍል ስልክ፦ +251 582 20 4417።
""")

doc("d13", "am", "addis-ababa", "bole-skyline-house-rules", "ቦሌ ስካይላይን ሆቴል፦ የቤት ደንቦች", """
ቦሌ ስካይላይን ሆቴል፣ ቦሌ፣ አዲስ አበባ። ሁሉም ክፍሎቻችን ከሲጋራ ነፃ ናቸው፤ በክፍል ውስጥ ሲጋራ ያጨሰ እንግዳ 5,000 ብር የጽዳት ቅጣት ይከፍላል።
ማጨስ የሚቻለው በ7ኛ ፎቅ እርከን ላይ ብቻ ነው። በክፍል ውስጥ ጫት መቃም አይፈቀድም። ጎብኚዎች በሎቢ ውስጥ በማንኛውም ሰዓት መቀበል ይችላሉ፤
ወደ ክፍል የሚገባ ጎብኚ ግን መታወቂያውን በእንግዳ መቀበያ አስመዝግቦ እስከ 22:00 (ምሽት 4 ሰዓት) ድረስ ብቻ መቆየት ይችላል። ሌሊቱን የሚያድር ተጨማሪ
ሰው 1,500 ብር ይከፍላል። የጸጥታ ሰዓት ከ22:00 እስከ 07:00 ነው። የክፍል ቁልፍ ካርድ የጠፋበት እንግዳ 300 ብር ይከፍላል። የቤት እንስሳት
አይፈቀዱም፤ ለዓይነ ስውራን የሚመሩ ውሾች ግን ይፈቀዳሉ። ዘግይቶ መውጣት እስከ 15:00 (ከሰዓት በኋላ 9 ሰዓት) የአንድ ሌሊት ዋጋ ግማሽ ያስከፍላል፤
ከ18:00 በኋላ ከወጡ ሙሉ ሌሊት ይከፈላል። የመዋኛ ገንዳ ፎጣ በክፍል ካርድ ይሰጣል፤ ያልተመለሰ ፎጣ 450 ብር ያስከፍላል። የራስዎን ምግብ ወደ
ምግብ ቤቱ ማምጣት አይቻልም። ለጥያቄዎች የእንግዳ አገልግሎት ክፍልን በውስጥ መስመር 0 ወይም በ+251 116 18 3390 ያግኙ።
""")

doc("d14", "am", "gondar", "simien-gate-trek", "ሲሜን ጌት ሎጅ፦ የሰሜን ተራሮች የእግር ጉዞ ጥቅሎች", """
ሲሜን ጌት ሎጅ፣ አዘዞ መንገድ፣ ጎንደር። ወደ ሰሜን ተራሮች ብሔራዊ ፓርክ ሁለት ዓይነት የእግር ጉዞ ጥቅሎች አሉን። የ2 ቀን እና 1 ሌሊት ጉዞ ለአንድ ሰው
9,800 ብር ሲሆን የ3 ቀን እና 2 ሌሊት ጉዞ ደግሞ ለአንድ ሰው 14,500 ብር ነው፤ ዋጋዎቹ ቢያንስ ለሁለት ሰዎች ናቸው። ጥቅሉ መኪና፣ ምግብ፣ ድንኳንና
አስጎብኚ ይጨምራል። የፓርክ መግቢያ በጥቅሉ ውስጥ አይካተትም፤ ለውጭ አገር ዜጎች በቀን 1,500 ብር፣ ለኢትዮጵያውያን በቀን 150 ብር ነው። የታጠቀ
ስካውት ግዴታ ሲሆን ለቡድኑ በቀን 700 ብር ይከፈላል። መኪናው ከሎጁ በ05:30 (ሌሊት 11:30 ሰዓት) ይነሳል፤ እስከ ደባርቅ ያለው 100 ኪሎ ሜትር
መንገድ 2 ሰዓት ተኩል ይወስዳል። ዕቃ የሚሸከም በቅሎ በቀን 400 ብር ነው። በሌሊት የሙቀት መጠኑ እስከ 0 ዲግሪ ስለሚወርድ የመኝታ ከረጢት በአንድ
ሌሊት በ350 ብር መከራየት ይቻላል። ጉዞውን ቢያንስ ከ3 ቀን በፊት ያስይዙ። የጉዞ ዴስክ ስልክ፦ +251 918 72 0054።
""")

doc("d15", "am", "lalibela", "asheten-genna", "አሸተን ማውንቴን ሆቴል፦ የገና በዓል በላሊበላ", """
አሸተን ማውንቴን ሆቴል፣ አሸተን መንገድ፣ ላሊበላ። የገና በዓል ታኅሣሥ 29 ቀን 2019 ዓ.ም. ሲሆን ይህም 7 January 2027 ነው። በላሊበላ ገና
በቤተ ማርያም ዙሪያ በሚደረገው የሌሊት ማኅሌት ይታወቃል። ከ5 እስከ 9 January ባሉት ቀናት የክፍል ዋጋ በ40 በመቶ ይጨምራል፤ ቢያንስ 2 ሌሊት
ማደር ግዴታ ነው። በገና ዋዜማ ሌሊት ከአስጎብኚ ጋር የሚደረገው የእግር ጉዞ ከሆቴሉ በ03:00 (ሌሊት 9 ሰዓት) ይነሳል፤ ዋጋው ለአንድ ሰው 500 ብር ነው።
በገና ቀን ከቀኑ 13:00 (7 ሰዓት) ጀምሮ የጾም መፍቻ የገና ምሳ ይቀርባል፤ ለአዋቂ 1,600 ብር፣ ለልጆች 800 ብር ነው። ቦታ ማስያዣ ከታኅሣሥ 1
(10 December) በፊት ከተሰረዘ ገንዘቡ ሙሉ በሙሉ ይመለሳል፤ ከዚያ በኋላ ግን ምንም አይመለስም። ሞቃት ልብስና የእጅ ባትሪ ይዘው ይምጡ፤ ሌሊቱ በጣም
ይቀዘቅዛል። በዓሉ ላይ በነጭ ነጠላ መገኘት የተለመደ ነው፤ ነጠላ በእንግዳ መቀበያ በ250 ብር ይሸጣል። ለበለጠ መረጃ +251 933 40 6182 ይደውሉ።
""")

doc("d16", "am", "dire-dawa", "sabian-garden-laundry", "ሳቢያን ጋርደን ሆቴል፦ የልብስ እጥበትና ተኩስ አገልግሎት", """
ሳቢያን ጋርደን ሆቴል፣ ሳቢያን፣ ድሬ ዳዋ። የልብስ እጥበት አገልግሎታችን ከሰኞ እስከ ቅዳሜ ይሰራል፤ እሁድ አገልግሎት የለም። ከጠዋቱ 09:00 (3 ሰዓት)
በፊት የተሰበሰበ ልብስ በዚያው ቀን እስከ 18:00 (ምሽት 12 ሰዓት) ይመለሳል። የዋጋ ዝርዝር፦ ሸሚዝ 80 ብር፣ ሱሪ 100 ብር፣ ሙሉ ልብስ (ሱፍ) 350
ብር፣ የሀበሻ ቀሚስ 250 ብር፣ ጃኬት 220 ብር። ተኩስ ብቻ ከፈለጉ ሸሚዝ 40 ብር፣ ሱሪ 50 ብር ነው። አስቸኳይ አገልግሎት በ3 ሰዓት ውስጥ ይደርሳል፤
ለዚህም በዋጋው ላይ 50 በመቶ ይጨመራል። ከ5 ኪሎ በላይ የሆነ ልብስ በኪሎ 150 ብር በሆነ ሂሳብ ይታጠባል። የሙሽራ ቀሚስና የቆዳ ልብሶችን አናጥብም።
የልብስ ከረጢቱ በቁም ሳጥንዎ ውስጥ ይገኛል፤ ቅጹን ሞልተው በር ላይ ያስቀምጡት ወይም ወደ ውስጥ መስመር 6 ይደውሉ። የጠፋ ልብስ ካለ በ24 ሰዓት
ውስጥ ማሳወቅ አለብዎት፤ ካሳው ከአገልግሎት ዋጋው 10 እጥፍ አይበልጥም። የልብስ እጥበት ክፍል ስልክ፦ +251 251 13 5528።
""")

doc("d17", "am", "bahir-dar", "lake-tana-shore-bikes", "ሌክ ጣና ሾር ሪዞርት፦ የብስክሌት ኪራይና የከተማ ጉብኝት", """
ሌክ ጣና ሾር ሪዞርት፣ የሐይቅ ዳርቻ መንገድ፣ ባሕር ዳር። ባሕር ዳር ሜዳማ ከተማ ስለሆነች በብስክሌት ለመጎብኘት ምቹ ናት። ተራ ብስክሌት በሰዓት 100 ብር፣
ለግማሽ ቀን 300 ብር፣ ለሙሉ ቀን 500 ብር ይከራያል። የኤሌክትሪክ ብስክሌት በሰዓት 250 ብር ነው። ከ6 እስከ 12 ዓመት ለሆኑ ልጆች የሚሆን ትንሽ
ብስክሌት በሰዓት 60 ብር ነው። የራስ ቁር በነፃ ይሰጣል። ለዋስትና 1,000 ብር ወይም የፓስፖርት ቅጂ ይያዛል። ከአስጎብኚ ጋር የሚደረገው የከተማ ጉዞ
የዓባይ ወንዝ መነሻንና የቤዛዊት ኮረብታን የሚያካትት ሲሆን 2 ሰዓት ተኩል ይወስዳል፤ ዋጋው ለአንድ ሰው 900 ብር ነው። ጉዞው በቀን ሁለት ጊዜ፣
በ07:00 (ጠዋት 1 ሰዓት) እና በ16:00 (ከሰዓት በኋላ 10 ሰዓት) ይነሳል። ከ18:30 በኋላ ብስክሌት አይከራይም፤ ሁሉም ብስክሌቶች እስከ 19:00 (ምሽት 1 ሰዓት)
መመለስ አለባቸው። ዘግይቶ የተመለሰ ብስክሌት ለእያንዳንዱ ሰዓት 150 ብር ቅጣት ያስከፍላል። የብስክሌት ኪራዩ ከመዋኛ ገንዳው አጠገብ ይገኛል፤
ስልክ +251 918 35 7726።
""")

# ---------------- Afaan Oromo ----------------
doc("d18", "om", "adama", "rift-valley-irreecha", "Rift Valley Conference Hotel: imala Irreechaa", """
Rift Valley Conference Hotel, Dabe, Adaamaa. Ayyaanni Irreechaa Hora Arsadii bara kanaa Dilbata, 4 October 2026
ni kabajama; kunis akka lakkoofsa Itoophiyaatti Meskerem 24, 2019 dha. Hoteelli keenya keessummootaaf imala
awtoobisiin qopheessa. Awtoobisiin hoteela irraa sa'aatii 04:30 (akka sa'aatii Itoophiyaatti halkan sa'aatii
10:30) ka'a, deebiin immoo sa'aatii 14:00 tti. Tikeetiin teessoo namoota gurguddaaf qarshii 750, ijoollee umuriin
isaanii waggaa 4 hanga 12 ta'eef qarshii 350 dha. Ijoolleen waggaa 4 gadii bilisaan imalu. Saanduqni ciree
(daabboo, buna fi bishaan) gatii keessatti hammatameera. Uffata aadaa Oromoo kireeffachuun guyyaa tokkoof
qarshii 500 dha. Boorsaa gurguddaa fi meeshaa ibiddaa fudhachuun hin eeyyamamu. Galmeen sa'aatii 18:00 tti,
guyyaa Jimaataa 2 October dura xumurama. Yoo guyyaa 3 dura haqxan maallaqni guutuun isiniif deebi'a; sana booda
homtuu hin deebi'u. Odeeffannoo dabalataatiif bilbila +251 911 52 8840 irratti bilbilaa.
""")

doc("d19", "om", "adama", "awash-valley-safari", "Awash Valley Resort: daawwannaa Paarkii Awaash", """
Awash Valley Resort, Naannoo Boolee, Adaamaa. Paarkiin Biyyaalessaa Awaash hoteela irraa kiilomeetira 125 fagaata,
konkolaataan sa'aatii 2 fudhata. Imala guyyaa guutuu konkolaataa 4x4 namoota hanga 4 baatuun qarshii 7,200 dha;
imalli walakkaa guyyaa kan Fincaa'a Awaash qofa daawwatu qarshii 4,300 dha. Konkolaataan ganama sa'aatii 05:45
(akka sa'aatii Itoophiyaatti halkan sa'aatii 11:45) ka'a. Kaffaltiin seensa paarkii gatii keessa hin jiru: lammiilee
biyya alaatiif nama tokkoof qarshii 900, lammiilee Itoophiyaatiif qarshii 100, konkolaataa tokkoof immoo qarshii
200 dha. Eegduun hidhate (scout) dirqama yoo ta'u, garee tokkoof qarshii 500 kaffala. Imala guyyaa guutuu keessatti
bishaan ho'aa Filwuhaa keessa daakuun ni danda'ama; sa'aatii tokko qofaaf. Nyaanni saanduqaa nama tokkoof qarshii
380 dha. Bineensota akka oryx, gaafa bal'aa fi jaldeessa ni argitu. Ijoolleen waggaa 6 gadii imala guyyaa guutuu
irratti hin fudhatamani. Galmeef bilbila +251 922 14 6673 irratti bilbilaa.
""")

doc("d20", "om", "adama", "adama-palm-checkout", "Adama Palm Inn: ba'uu, meeshaa kuusuu fi taaksii", """
Adama Palm Inn, Poostaa Bet, Adaamaa. Yeroon ba'umsaa sa'aatii 11:00 (akka sa'aatii Itoophiyaatti ganama sa'aatii
5:00) dha. Hanga sa'aatii 15:00 tti turuun qarshii 800 kaffalchiisa; hanga sa'aatii 18:00 tti yoo turtan gatii
halkan tokkoo walakkaa kaffaltu; sana booda halkan guutuu kaffaltu. Sa'aatii 10:00 dura seenuun (early check-in)
qarshii 600 dha. Meeshaan keessan sa'aatii 24 f bilisaan kuufama; sana booda boorsaa tokkoof guyyaatti qarshii 100
kaffaltu. Taaksiin gara Finfinneetti konkolaataa xiqqaan qarshii 3,500, miinibaasiin immoo qarshii 4,800 dha.
Taaksiin gara buufata awtoobisii Adaamaa qarshii 250 dha. Bilbilli dammaqsaa bilisa; gabatee bilbilaa irratti 9
tuquun ajajuu dandeessu. Mana ciisichaa keessatti nyaata ho'isuun hin eeyyamamu. Furtuun kaardii yoo badde qarshii
200 kaffaltu. Yeroo baatan kiiyyii simannaa irratti deebisaa. Simannaan sa'aatii 24 banaa dha; bilbila
+251 221 11 9034.
""")

doc("d21", "om", "hawassa", "sidama-garden-coffee", "Sidama Garden Lodge: imala oomisha bunaa", """
Sidama Garden Lodge, Menaheriyaa, Hawaasaa. Imalli keenya oomisha bunaa Sidaamaa gara qonnaan bultoota Aletaa
Wondoo geessa. Konkolaataan ganama sa'aatii 08:00 (akka sa'aatii Itoophiyaatti sa'aatii 2:00) ka'a, imalli
sa'aatii 6 fudhata. Gatiin nama tokkoof qarshii 1,700 dha, ijoollee waggaa 6 hanga 12 qarshii 850; imalli namoota
lamaa ol yoo ta'e qofa ka'a. Ijoolleen waggaa 6 gadii bilisa. Qonnaan bultoota biratti buna funyaan irraa
qabee hanga dhugaatiitti ni ilaaltu, laaqana aadaa ni nyaattu. Barnoonni buna waaduu (coffee roasting class)
lodge keessatti Kibxataa fi Kamisa sa'aatii 15:00 tti kennama; sa'aatii tokkoo fi walakkaa fudhata, gatiin isaa
qarshii 600 dha. Buna waadame kiiloo tokko qarshii 900 n bitachuun ni danda'ama. Yeroo roobaa (Waxabajjii hanga
Fulbaanaa) karaan dhoqqee ta'uu danda'a; kophee jabaa uffadhaa. Galmeef guyyaa tokko dura simannaa irratti
ykn bilbila +251 916 83 2219 irratti galmaa'aa.
""")

doc("d22", "om", "arba-minch", "abaya-chamo-dorze-trip", "Abaya Chamo Resort: imala guyyaa Doorzee fi Caancaa", """
Abaya Chamo Resort, Sikelaa, Arbaa Minci. Imalli keenya guyyaa tokkoo gara dhaabbattoota huccuu Doorzee fi magaalaa
gabaa Caancaatti geessa. Konkolaataan sa'aatii 08:00 (akka sa'aatii Itoophiyaatti ganama sa'aatii 2:00) ka'a,
sa'aatii 15:30 naannoo deebi'a. Karaan kiiloomeetira 37 gaara ol ba'a; imalli gara tokkoon sa'aatii 1 fi daqiiqaa 10
fudhata. Gatiin konkolaataa tokkoon: konkolaataa xiqqaa keessummoota hanga 3 qarshii 3,200, miinibaasii keessummoota
hanga 10 qarshii 5,900; konkolaachisaa fi boba'aan ni dabalata. Seensi gandaa Doorzee namoota gurguddaaf qarshii 350,
ijoollee waggaa 6 hanga 14f qarshii 150 dha. Agarsiisni dhaabbii huccuu fi qooda kocho (daabboo warqee) seensa
keessatti hammatama. Laaqanni mana jireenyaa Doorzee keessatti nama tokkoof qarshii 480 yoo ta'u gatii keessa hin jiru.
Gabaan Caancaa Kibxataa fi Sanbata dha. Doorzeen meetira 2,900 irra jirti, ganamni digrii 12 ta'uu mala; jaakeetii
ho'aa fudhadhaa. Guyyaa imalaa dura sa'aatii 19:00 (akka sa'aatii Itoophiyaatti halkan sa'aatii 1:00) dura desk
tuurii irratti galmaa'aa: lakkoofsa keessaa 214 ykn +251 916 27 5530.
""")

doc("d23", "om", "hawassa", "tabor-hill-gym-pool", "Tabor Hill Hotel: giddugala qaama jabeessuu fi iddoo daakaa", """
Tabor Hill Hotel, Tulluu Taaboor, Hawaasaa. Giddugalli qaama jabeessuu ganama sa'aatii 05:30 hanga halkan sa'aatii
22:00 banaa dha; iddoon daakaa sa'aatii 07:00 hanga 20:00 (akka sa'aatii Itoophiyaatti ganama 1:00 hanga halkan 2:00)
banaa dha. Keessummoota hoteelaaf lamaanuu bilisa. Namoota alaa irraa dhufaniif kaffaltiin guyyaa tokkoo: giddugala
qaamaa qarshii 300; iddoo daakaa guyyoota hojii qarshii 450, Sanbataa fi Dilbata qarshii 550. Barnoota daakaa
barnoota 8 kan qabu namoota gurguddaaf qarshii 2,400, ijoolleef qarshii 1,800 dha. Leenjisaan dhuunfaa daqiiqaa 60f
qarshii 700, daqiiqaa 90f qarshii 950 kaffalchiisa. Ijoolleen waggaa 12 gadii nama guddaa malee iddoo daakaa seenuu
hin danda'an. Iddoo daakaa Wiixata ganama sa'aatii 07:00 hanga 10:00 qulqulleessuuf cufamaa dha. Fooxaan iddoo
daakaa bilisaan kennama; kan hin deebine qarshii 400 kaffalchiisa. Bilbila +251 462 21 0475.
""")

doc("d24", "om", "arba-minch", "nech-sar-weddings", "Nech Sar View Hotel: cidha fi sagantaalee", """
Nech Sar View Hotel, Shachaa, Arbaa Minci. Cidha fi ayyaana maatii dirree biqiltuu keenya irratti qopheessina.
Paakeejiin cidhaa nyaata, dhugaatii lallaafaa fi miidhagina dirree of keessaa qabu keessummaa tokkoof qarshii
1,250 dha; keessummoonni 100 gadi ta'uu hin qaban. Keessummoota 200 ol yoo qabaattan gatiin keessummaa tokkoof
qarshii 1,100 tti gad bu'a. Dirree qofa kireeffachuun qarshii 35,000 dha. Muuziqaan hanga halkan sa'aatii 23:00
(akka sa'aatii Itoophiyaatti halkan sa'aatii 5:00) qofa eeyyamama. Galmeessuuf kaffaltii dursaa dhibbeentaa 40
kaffaltu; yoo ji'a 2 dura haqxan walakkaan isaa isiniif deebi'a. Kutaan misirrootaa halkan tokkoof bilisaan
kennama. Keekii cidhaa alaa fiduun ni danda'ama, kaffaltii hin qabu. Sanbanni hedduun dursanii qabamu;
Dilbata gatiin dhibbeentaa 10 hir'ata. Suuraa fi viidiyoo kaasuuf ogeessa keessan fiduu ni dandeessu. Waajjira sagantaalee: +251 911 38 6602.
""")

# ---------------- Tigrinya ----------------
doc("d25", "ti", "mekelle", "romanat-car-hire", "ሮማናት ስኳየር ሆቴል፦ ምክራይ መኪና ምስ መራሒ", """
ሮማናት ስኳየር ሆቴል፣ ሮማናት፣ መቐለ። ኩለን መኻይንና ምስ መራሒ መኪና እየን ዝካረያ። ኣብ ከተማ ን4 ሰዓት መኪና 2,800 ብር ክኸውን ከሎ፣ ኣብ መቐለን
ከባቢኣን ምሉእ መዓልቲ 4,500 ብር እዩ። ናብ ኣብያተ ክርስትያናት ከውሒ ገርዓልታ ጥቓ ሓውዜን ዝግበር ናይ መዓልቲ ጉዕዞ ብ4x4 ክሳብ 4 ተጓዓዝቲ
8,400 ብር፣ ብሚኒባስ ክሳብ 11 ተጓዓዝቲ ድማ 11,500 ብር እዩ። ነዳዲ ኣብ ዋጋ ይሕወስ እዩ። መኪና ገርዓልታ ሰዓት 06:30 (ብሰዓት ኢትዮጵያ ንግሆ
12:30) ትብገስ፣ ክሳብ ሓውዜን ዘሎ ጉዕዞ ኣስታት 2 ሰዓትን 15 ደቒቕን ይወስድ። ናብ ኣቡነ የማታ ጉሕ ንምድያብ ኣብ ቤተ ክርስትያን ንሓደ ሰብ 600
ብር ይኽፈል፣ ብገመድ ዝሕግዝ ናይ ከባቢ ሰብ ድማ ኣስታት 300 ብር ይሓትት። ንብዙሕ መዓልቲ ዝኸውን ጉዕዞ ናይ መራሒ መኪና ናይ ሓደር ኣበል ንሓንቲ
ለይቲ 900 ብር እዩ። በጃኹም 24 ሰዓት ኣቐዲምኩም ሕዙ፤ ካብ ምብጋስ 12 ሰዓት ቅድሚ ዝተረፈ እንተሰሪዝኩም 50 ሚእታዊት ትኸፍሉ። ደስክ መጓዓዝያ፦
+251 914 70 3318።
""")

doc("d26", "ti", "axum", "queen-of-sheba-hidar-tsion", "ንግስቲ ሳባ ኢን፦ በዓል ሕዳር ጽዮን ኣብ ኣኽሱም", """
ንግስቲ ሳባ ኢን፣ ጽርግያ ሳባ፣ ኣኽሱም። በዓል ሕዳር ጽዮን ሕዳር 21 2019 ዓ.ም. እዩ፣ ማለት 30 November 2026። ካብ 27 November ክሳብ 2 December
ዋጋ ክፍሊ ብ30 ሚእታዊት ይውስኽ፣ ብውሑዱ 2 ለይቲ ምሕዳር ግድን እዩ። ኣብ መዓልቲ በዓል ቁርሲ ካብ ሰዓት 04:30 ይቐርብ። ምስ መራሒ ናብ ጽዮን
ማርያም ዝግበር ናይ እግሪ ጉዕዞ ሰዓት 05:00 (ብሰዓት ኢትዮጵያ ለይቲ 11 ሰዓት) ካብ ሆቴል ይብገስ፣ ንሓደ ሰብ 200 ብር እዩ። ናይ ምሳሕ ጥቕሚ
ንሓደ ሰብ 700 ብር፣ ንቘልዑ ካብ 5 ክሳብ 12 ዓመት 350 ብር እዩ። ኣብ መዓልታት በዓል ካብ መዕርፎ ነፈርቲ ኣኽሱም ናብ ሆቴል ምምጻእ ንሓደ ሰብ 350
ብር እዩ። ጻዕዳ ነጸላ ኣብ መቐበሊ ብ300 ብር ይሽየጥ። ቦታ ምሓዝ ቅድሚ 1 November እንተተሰሪዙ ገንዘብ ምሉእ ይምለስ፣ ድሕሪኡ ግን ፍርቂ ጥራይ
ይምለስ። ተወሳኺ ሓበሬታ ንምርካብ +251 914 25 7781 ደውሉ።
""")

doc("d27", "ti", "mekelle", "axum-road-danakil", "ኣኽሱም ሮድ ኢን፦ ጉዕዞ ናብ ዳናኪል", """
ኣኽሱም ሮድ ኢን፣ ዓዲ ሓቂ፣ መቐለ። ካብ መቐለ ናብ ጎልጎል ዳናኪል ክልተ ዓይነት ጉዕዞ ነዳሉ። ናይ 3 መዓልትን 2 ለይትን ጉዕዞ ንሓደ ሰብ 19,500 ብር
እዩ፣ ናይ 4 መዓልትን 3 ለይትን ጉዕዞ ምስ ኤርታ ኣለ ድማ ንሓደ ሰብ 25,000 ብር እዩ። ጉዕዞታት ሰሉስን ዓርብን ሰዓት 06:00 (ብሰዓት ኢትዮጵያ ንግሆ
12 ሰዓት) ካብ ሆቴል ይብገሱ። ዋጋ መኪና፣ መግቢ፣ ናይ ጸጥታ ሓለውትን ክፍሊት ከባቢን የጠቓልል። ንነፍሲ ወከፍ ተጓዓዚ ብመዓልቲ 6 ሊትሮ ማይ ይወሃብ።
ናብ ኤርታ ኣለ ዝግበር ምድያብ ብእግሪ 3 ሰዓት ይወስድ፣ ግመል ንጽዕነት ብ600 ብር ይካረ። ቆልዑ ትሕቲ 12 ዓመት ኣይቅበሉን። ሙቐት ኣብ ዳሎል ክሳብ 45 ዲግሪ
ስለ ዝበጽሕ ቆብዕን ጸሓይ መከላኸሊ ክሬምን ኣምጽኡ። ጉዕዞ ብውሑዱ 5 መዓልቲ ኣቐዲምኩም ሕዙ፣ ቅዳሕ ፓስፖርት ወይ መንነት ወረቐት ድማ ኣቕርቡ። ተወሳኺ ሓበሬታ ብ+251 914 62 1188 ርኸቡ።
""")

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()))
