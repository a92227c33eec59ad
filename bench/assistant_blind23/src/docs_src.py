#!/usr/bin/env python3
"""Writes ../documents.json (blind23 knowledge documents; all facts fictional)."""
import json, os
D = []
def doc(i, lang, url, title, text):
    D.append({"id": i, "lang": lang, "url": "https://example.et/" + url, "product": "marefiya",
              "tenant": None, "title": title, "text": " ".join(text.split())})

doc("d01", "en", "gondar/fasil-timkat-package", "Fasil Castle View Hotel: Timkat week package",
"""Fasil Castle View Hotel in Gondar welcomes guests for Timkat, the Epiphany festival. The main day
is 19 January (Tir 11 in the Ethiopian calendar) and the eve procession is on 18 January (Tir 10).
Our Timkat package costs 3,650 birr per adult and 1,900 birr per child aged 4 to 11; children under 4
join free. The package includes a reserved seat on the stand at Fasilides Bath, a guide who speaks
English, and a packed lunch. The hotel minibus leaves for the bath at 05:30 (11:30 at night, Ethiopian
time) and returns at 13:00 (7:00 in the day, Ethiopian time). Guests who prefer to walk can take the
route with our guide; the walk takes 35 minutes. The pool at the bath is blessed at about 08:00 (2:00 in the morning, Ethiopian time), and
guests may be splashed with water, so please protect cameras and phones. White clothing is welcome
but not required. Bookings close on 15 January (Tir 7). Call the festival desk on +251 58 211 4470 for seats.""")

doc("d02", "en", "adama/nazret-sodere-daytrip", "Nazret Garden Hotel: Sodere hot springs day trip and car hire",
"""Nazret Garden Hotel in Adama arranges day trips to the Sodere hot springs, 25 kilometres away. The
drive takes about 40 minutes each way. A small car for up to 3 people costs 1,800 birr for the day,
and a minibus for up to 11 people costs 4,200 birr. Drivers wait at Sodere for up to 5 hours; each
extra hour costs 250 birr. Entry to the Sodere resort pool is 150 birr for Ethiopian citizens and
400 birr for foreign visitors, paid at the gate. Cars leave the hotel between 08:00 and 10:00 (2:00 and
4:00 in the morning, Ethiopian time). On Saturdays and Sundays the pools are crowded, so we suggest a
weekday. Towels can be borrowed from the hotel for 50 birr each, returned in the evening. Bring
sun cream and drinking water; the springs are hot and the sun is strong. Monkeys at Sodere steal food,
so keep bags closed. Book at reception one day ahead before 20:00. For car hire to Addis Ababa, a small
car costs 3,500 birr one way.""")

doc("d03", "en", "addis-ababa/entoto-grand-hiking", "Entoto Grand Hotel: Entoto hikes and horse rides",
"""Entoto Grand Hotel on Bole Road in Addis Ababa runs guided walks on Entoto mountain every morning
except Monday. The short walk is 2 hours and costs 900 birr per person; the long walk to the top of
Entoto Maryam is 4 hours and costs 1,500 birr per person, lunch included. The hotel van leaves at 06:30
(12:30 at night, Ethiopian time) and the ride to the trailhead is 45 minutes. Horse rides can be added at
the top: 30 minutes for 400 birr or 60 minutes for 700 birr. Riders must weigh under 95 kilograms and
be at least 8 years old. Entoto is at about 3,200 metres, so walk slowly and drink water. The
eucalyptus forest is cold in the morning; bring a jacket. The hotel lends walking sticks free of charge
and sells rain ponchos for 120 birr. Groups are capped at 12 walkers. If it rains hard before departure
the walk is cancelled and the money refunded in full. Book at the concierge by 18:00 the day before.""")

doc("d04", "en", "lalibela/rock-hewn-churches-genna", "Rock-Hewn Heritage Lodge: church visits and Genna",
"""Rock-Hewn Heritage Lodge on Church Road in Lalibela helps guests visit the rock-hewn churches. The
church ticket is bought at the ticket office, not at the lodge; it costs 1,100 birr for foreign adults
and is valid for 5 days. Licensed guides from the lodge cost 1,200 birr for a half day and 2,000 birr
for a full day, for a group of up to 6. The churches close for lunch between 12:00 and 14:00 (6:00 and
8:00 in the day, Ethiopian time). Shoes come off inside every church; a shoe minder at the door expects
about 20 birr. For Genna, Ethiopian Christmas, on 7 January (Tahsas 29), the lodge offers a night walk
to Bete Maryam that starts at 03:00; the fee is 650 birr with a hot drink. Rooms during Genna week must
be booked 60 days ahead and are paid in full at booking. Flash photography is not allowed inside the
churches. The lodge lends torches for the tunnels. Our guide desk answers on +251 33 336 0912.""")

doc("d05", "en", "dire-dawa/railway-station-train-desk", "Railway Station Hotel: train desk and luggage",
"""Railway Station Hotel in Kezira, Dire Dawa, has a train desk in the lobby for the electric railway
to Addis Ababa and to Djibouti. The desk is open from 07:30 to 17:30 (1:30 to 11:30, Ethiopian time),
Monday to Saturday. A second class seat to Addis Ababa costs 780 birr and a first class seat costs
1,240 birr; the journey takes about 11 hours. Children aged 7 to 12 pay half fare. The desk adds a
booking fee of 60 birr per ticket. Each passenger may carry 2 bags with a total of 30 kilograms; heavier
luggage is charged 25 birr per extra kilogram at the station. The hotel shuttle to the station leaves
1 hour before each train and costs 100 birr per person. Guests leaving on the early train may ask for a
breakfast box the night before, free of charge. On Sunday the desk is closed; tickets can then be bought
only at the station. The hotel also stores luggage for guests on day trips for 80 birr per bag per day.""")

doc("d06", "en", "hawassa/tabor-hill-bicycles-kids", "Tabor Hill Hotel: bicycles, fish market walk and kids club",
"""Tabor Hill Hotel in Hawassa rents bicycles for exploring the lakeside path. A city bicycle costs
150 birr for one hour and 500 birr for a whole day; a child bicycle costs 100 birr per hour. Helmets are
included. A deposit of 1,000 birr or a passport copy is asked. The fish market walk starts at 06:45
(12:45 at night, Ethiopian time) and lasts 90 minutes; it costs 350 birr per adult and is free for
children under 10. Guests may taste fried fish at the market, paid to the sellers. The hotel kids club
is open every day from 09:00 to 17:00 for children aged 4 to 12. A half day costs 300 birr, a full day
costs 550 birr with lunch. Children under 4 may stay only with a parent. Evening film nights are on
Friday at 19:30 in the garden. Hippos live in the lake, so do not walk on the shore after dark. Reception
can be reached on extension 0 or on +251 46 220 5530.""")

doc("d07", "en", "mekelle/romanat-health-money", "Romanat Square Hotel: health, pharmacy and money",
"""Romanat Square Hotel in Mekelle keeps a first aid room on the ground floor. A nurse is on duty from
08:00 to 20:00; at night, reception calls the doctor on call. A doctor visit to the room costs 1,300 birr
in the day and 1,800 birr after 20:00. The nearest pharmacy is 300 metres away on Romanat square and
opens until 22:00. The hotel can also take guests to Ayder hospital by car; the ride is 15 minutes and
costs 250 birr. For money, the hotel exchanges US dollars and euros at the bank rate at reception until
21:00, up to 500 dollars per guest per day. Card payments at reception carry a fee of 3 percent; cash in
birr has no fee. The nearest ATM is inside the bank next door and works 24 hours. Tap water is not for
drinking; each room gets 2 bottles of water free each day, and extra bottles cost 30 birr. The hotel
emergency number is +251 34 440 7711.""")

doc("d08", "en", "arba-minch/forty-springs-dorze-nechsar", "Forty Springs Lodge: Dorze village and Nech Sar park",
"""Forty Springs Lodge in Secha, Arba Minch, organises two excursions. The Dorze village tour goes up
the mountain to see the tall bamboo houses and cotton weaving; the drive is 1 hour each way and the tour
lasts 4 hours in total. It costs 1,350 birr per adult and 700 birr per child, with lunch of kocho bread.
The Nech Sar park drive crosses the Bridge of God to the plains with zebras and gazelles. Park entry is
paid at the gate: 90 birr for Ethiopian citizens and 600 birr for foreigners. A 4x4 vehicle for the park
costs 5,800 birr for up to 6 people; an armed scout is required and costs 400 birr per group. The park
drive leaves at 06:00 (12:00 at night, Ethiopian time) and returns about 13:00. The Dorze tour leaves at
09:00 (3:00 in the morning, Ethiopian time). Weaving scarves are sold in the village from about 450 birr.
Bring a hat. Book at the lodge front desk by 19:00 the evening before.""")

doc("d09", "en", "bahir-dar/papyrus-house-rules", "Papyrus Garden Hotel: house rules, pets and late check-out",
"""Papyrus Garden Hotel in Bahir Dar asks guests to follow these rules. Smoking is not allowed in rooms;
a cleaning fee of 2,500 birr is charged if someone smokes inside. Smoking is allowed only in the garden
corner near the parking. Small dogs up to 10 kilograms are welcome in ground floor rooms for 400 birr
per night; cats and other pets are not accepted. Quiet hours are from 22:00 to 07:00. Visitors who are
not staying at the hotel may stay in rooms until 21:00 and must leave an ID at reception. Late check-out
until 15:00 costs 50 percent of the room price; after 15:00 the full night is charged. Early check-in
before 10:00 also costs 50 percent. Room keys lost by guests cost 350 birr to replace. Cooking in rooms
is not allowed. Drones may not be flown from the hotel roof. The hotel keeps a safe at reception for
passports at no cost. Questions go to the duty manager on +251 58 226 3380.""")

doc("d10", "en", "addis-ababa/kazanchis-meeting-rooms", "Kazanchis Business Hotel: meeting rooms and business centre",
"""Kazanchis Business Hotel in Addis Ababa rents three meeting rooms. The Abay room holds 20 people, the
Awash room holds 60 and the Tekeze hall holds 150. The Abay room costs 6,000 birr for a half day and
10,000 birr for a full day; the Awash room costs 14,000 birr for a half day and 24,000 birr for a full
day. A half day is 08:00 to 12:30 or 13:30 to 18:00. A projector and screen are included; a
microphone set costs 800 birr extra. Coffee breaks cost 280 birr per person for one break and 480 birr
for two. Lunch buffet is 650 birr per person. Bookings of a full day need a deposit of 30 percent;
cancellation less than 72 hours before the event loses the deposit. The business centre on the first
floor prints at 5 birr per page in black and 15 birr per page in colour, and is open 07:00 to 22:00
(1:00 in the morning to 4:00 at night, Ethiopian time). For events, email events@kazanchis-business.example.et.""")

# ---------------- Amharic ----------------
doc("d11", "am", "gondar/fasil-timkat-package", "ፋሲል ካስል ቪው ሆቴል፡ የጥምቀት ሳምንት ፓኬጅ",
"""ጎንደር የሚገኘው ፋሲል ካስል ቪው ሆቴል ለጥምቀት በዓል እንግዶችን ይቀበላል። ዋናው ቀን ጥር 11 (19 January) ሲሆን
የከተራ ሥነ ሥርዓት ጥር 10 (18 January) ነው። የጥምቀት ፓኬጃችን ለአንድ አዋቂ 3,650 ብር፣ ከ4 እስከ 11 ዓመት ላለ ልጅ 1,900 ብር
ያስከፍላል፤ ከ4 ዓመት በታች ያሉ ልጆች በነጻ ይሳተፋሉ። ፓኬጁ በፋሲለደስ መዋኛ አጠገብ በተያዘ መቀመጫ፣ እንግሊዝኛ የሚናገር
አስጎብኚ እና የምሳ እሽግ ያካትታል። የሆቴሉ ሚኒባስ ወደ መዋኛው ከሌሊቱ 11:30 ሰዓት (05:30) ይነሳል፤ በቀኑ 7:00 ሰዓት (13:00)
ይመለሳል። በእግር መሄድ የሚፈልጉ እንግዶች ከአስጎብኚያችን ጋር መሄድ ይችላሉ፤ የእግር መንገዱ 35 ደቂቃ ይወስዳል። የመዋኛው
ውሃ ከጠዋቱ 2:00 ሰዓት (08:00) አካባቢ ይባረካል፤ ውሃ ሊረጭባችሁ ስለሚችል ካሜራና ስልክ ጠብቁ። ነጭ ልብስ መልበስ ይበረታታል
ግን ግዴታ አይደለም። ቦታ ማስያዝ ጥር 7 (15 January) ይዘጋል። መቀመጫ ለማስያዝ የበዓል ዴስኩን በ+251 58 211 4470 ይደውሉ።
በበዓሉ ቀናት ሆቴሉ ለእንግዶች ትኩስ ቡና በነጻ ያቀርባል።""")

doc("d12", "am", "axum/obelisk-park-stelae-hidar-tsion", "ኦቤሊስክ ፓርክ ሆቴል፡ የሐውልቶች ጉብኝት እና ኅዳር ጽዮን",
"""አክሱም በሐውልቶች ሜዳ የሚገኘው ኦቤሊስክ ፓርክ ሆቴል ለእንግዶች የከተማ ጉብኝት ያዘጋጃል። የሐውልቶች ሜዳና የሙዚየም
መግቢያ ትኬት ለውጭ ዜጎች 500 ብር፣ ለኢትዮጵያውያን 50 ብር ነው። የሆቴሉ አስጎብኚ ለግማሽ ቀን 900 ብር፣ ለሙሉ ቀን 1,600 ብር
ያስከፍላል። የንግሥተ ሳባ መዋኛና የንጉሥ ካሌብ መቃብር ጉብኝት 3 ሰዓት ይወስዳል። ጉብኝቱ ከጠዋቱ 2:30 ሰዓት (08:30)
ይጀምራል። የኅዳር ጽዮን በዓል ኅዳር 21 (30 November) ይከበራል፤ በዚያ ሳምንት ክፍሎች 90 ቀን አስቀድመው መያዝ አለባቸው፣ ዋጋውም
በ40 በመቶ ይጨምራል። ለበዓሉ ሆቴሉ ከሌሊቱ 10:00 ሰዓት (04:00) ወደ ጽዮን ማርያም የእግር ጉዞ ያዘጋጃል፤ ክፍያው 300 ብር ነው።
ሴቶች ወደ አሮጌው የጽዮን ማርያም ቤተ ክርስቲያን መግባት አይፈቀድላቸውም፤ አዲሱን ቤተ ክርስቲያን ግን መጎብኘት ይችላሉ።
ብስክሌት በቀን 250 ብር ይከራያል። ለጉብኝት ዴስክ በ+251 34 775 2208 ይደውሉ።""")

doc("d13", "am", "bahir-dar/palm-inn-cooking-class", "ባሕር ዳር ፓልም ኢን፡ የምግብ ማብሰል ትምህርት እና ቡና",
"""ባሕር ዳር ዋና መንገድ ላይ የሚገኘው ባሕር ዳር ፓልም ኢን ለእንግዶች የኢትዮጵያ ምግብ ማብሰል ትምህርት ይሰጣል። ትምህርቱ
ማክሰኞ፣ ሐሙስ እና ቅዳሜ ከቀኑ 9:00 ሰዓት (15:00) ይጀምራል፤ 3 ሰዓት ይወስዳል። እንግዶች እንጀራ መጋገር፣ ሽሮ ወጥ እና
የዶሮ ወጥ ማዘጋጀት ይማራሉ። ዋጋው ለአንድ ሰው 1,250 ብር ሲሆን ለባልና ሚስት 2,200 ብር ነው። ከ12 ዓመት በታች ያሉ ልጆች
ከወላጅ ጋር በ600 ብር መሳተፍ ይችላሉ። በአንድ ክፍለ ጊዜ ከ8 ሰው በላይ አይቀበልም። ትምህርቱ ከማለቁ በኋላ የተዘጋጀውን ምግብ
አብረን እንበላለን። የቡና ሥነ ሥርዓት በየቀኑ ከቀኑ 10:30 ሰዓት (16:30) በአትክልቱ ስፍራ ይካሄዳል፤ ለሆቴሉ እንግዶች በነጻ ነው፤
ሌሎች እንግዶች 150 ብር ይከፍላሉ። የበርበሬና የቅመም ጥቅል ለመግዛት 350 ብር ነው። ቦታ ለማስያዝ ከአንድ ቀን በፊት
እንግዳ መቀበያ ይመዝገቡ። የስጋ ምግብ የማይበሉ እንግዶች ከሰኞ በፊት ካሳወቁ የጾም ምግብ ይዘጋጃል።""")

doc("d14", "am", "lalibela/asheten-mule-trek", "አሸተን ማውንቴን ሆቴል፡ በበቅሎ ወደ አሸተን ማርያም",
"""ላሊበላ አሸተን መንገድ ላይ የሚገኘው አሸተን ማውንቴን ሆቴል ወደ አሸተን ማርያም ገዳም የበቅሎ ጉዞ ያዘጋጃል። ገዳሙ ከባሕር
ጠለል በላይ 3,150 ሜትር ከፍታ ላይ ነው። በእግር መውጣት 2 ሰዓት፣ በበቅሎ 1 ሰዓት ተኩል ይወስዳል። በቅሎ ለአዋቂ 850 ብር፣
ከ12 ዓመት በታች ለሆነ ልጅ 500 ብር ያስከፍላል። የበቅሎ ነጂው ጉርሻ በዋጋው ውስጥ አልተካተተም። የገዳሙ መግቢያ 200 ብር ነው።
ጉዞው ከጠዋቱ 1:00 ሰዓት (07:00) ይነሳል፤ ከሰዓት በኋላ ዝናብ ስለሚኖር ጠዋት መሄድ ይሻላል። የውሃ ጠርሙስ እና
ቀላል ቁርስ ሆቴሉ በነጻ ይሰጣል። ከ100 ኪሎ በላይ የሚመዝኑ እንግዶች በቅሎ መጋለብ አይችሉም። የዝናብ ልብስ በ120 ብር
ይከራያል። ከሐምሌ እስከ መስከረም ባለው የክረምት ወቅት መንገዱ ያንሸራትታል፤ ጉዞው ሊሰረዝ ይችላል፤ ያን ጊዜ ገንዘቡ ሙሉ በሙሉ
ይመለሳል። ለቦታ ማስያዝ በ+251 33 336 1845 ይደውሉ ወይም እንግዳ መቀበያ ይጠይቁ።""")

doc("d15", "am", "addis-ababa/sarbet-pool-family", "ሳርቤት ጋርደን ሆቴል፡ የመዋኛ ገንዳ እና የቤተሰብ አገልግሎት",
"""አዲስ አበባ ሳርቤት የሚገኘው ሳርቤት ጋርደን ሆቴል የመዋኛ ገንዳ ከጠዋቱ 12:00 ሰዓት (06:00) እስከ ምሽቱ 3:00 ሰዓት (21:00)
ክፍት ነው። ሰኞ ጠዋት እስከ 10:00 ድረስ ለጽዳት ይዘጋል። ለሆቴሉ እንግዶች መዋኘት ነጻ ነው፤ ከውጭ የሚመጡ ሰዎች በሳምንቱ
ቀናት 450 ብር፣ ቅዳሜና እሁድ 600 ብር ይከፍላሉ። ከ10 ዓመት በታች ያሉ ልጆች ያለ ወላጅ ወደ ገንዳው መግባት አይፈቀድላቸውም።
የዋና አሰልጣኝ ለ45 ደቂቃ ትምህርት 700 ብር ያስከፍላል። የሕፃናት ጠባቂ አገልግሎት በሰዓት 250 ብር ነው፤ ቢያንስ ለ3 ሰዓት
መያዝ አለበት፤ ከምሽቱ 4:00 ሰዓት (22:00) በኋላ በሰዓት 350 ብር ይሆናል። ለሕፃን አልጋ ክፍያ የለም። ተጨማሪ አልጋ በአንድ
ሌሊት 900 ብር ነው። የቤተሰብ ምሳ በእሁድ የቡፌ ዋጋ ለአዋቂ 750 ብር፣ ለልጅ 380 ብር ነው። ውሻ ወይም ሌላ የቤት እንስሳ ይዞ
መግባት አይቻልም። ለበለጠ መረጃ በ+251 11 372 6604 ይደውሉ።""")

doc("d16", "am", "gondar/goha-simien-trips", "ጎሃ ሂል ሆቴል፡ ወደ ሰሜን ተራሮች ጉዞ",
"""ጎንደር ጎሃ ኮረብታ ላይ የሚገኘው ጎሃ ሂል ሆቴል ወደ ሰሜን ተራሮች ብሔራዊ ፓርክ ሁለት ዓይነት ጉዞ ያዘጋጃል። የአንድ ቀን
ጉዞ እስከ ሰንቀበር ይደርሳል፤ መኪናው ከሌሊቱ 11:00 ሰዓት (05:00) ይነሳል፤ መንገዱ 3 ሰዓት ይፈጃል። ዋጋው ለሁለት ሰው
7,400 ብር ነው። የሁለት ቀን ጉዞ በጨነቅ ካምፕ ማደርን ያካትታል፤ ለሁለት ሰው 16,800 ብር ነው። የፓርኩ መግቢያ ለውጭ ዜጎች በቀን
ለአንድ ሰው 1,050 ብር፣ ለኢትዮጵያውያን 120 ብር ሲሆን ለብቻው ይከፈላል። ታጣቂ ስካውት ግዴታ ነው፤ በቀን 600 ብር
ያስከፍላል። የጭላዳ ዝንጀሮዎችን ማየት ይቻላል፤ ከእንስሳቱ ቢያንስ 5 ሜትር ርቀት ይጠብቁ። በተራራው ላይ ሌሊት ቅዝቃዜው
ከዜሮ በታች ሊወርድ ስለሚችል ሞቅ ያለ ልብስ ይያዙ። የመኝታ ቦርሳ በ300 ብር ይከራያል። ጉዞ ከ48 ሰዓት በፊት ከተሰረዘ ገንዘቡ
ይመለሳል። የጉዞ ዴስኩ ስልክ +251 58 114 9927 ነው።""")

doc("d17", "am", "hawassa/amora-gedel-money", "አሞራ ገደል ሆቴል፡ ክፍያ፣ የገንዘብ ምንዛሪ እና ጉርሻ",
"""ሀዋሳ ፒያሳ የሚገኘው አሞራ ገደል ሆቴል በጥሬ ብር፣ በቴሌብር እና በባንክ ካርድ ክፍያ ይቀበላል። በቪዛ ወይም ማስተርካርድ
ሲከፈል 2.5 በመቶ ተጨማሪ ክፍያ አለ፤ በቴሌብር ሲከፈል ምንም ተጨማሪ ክፍያ የለም። የውጭ ገንዘብ ምንዛሪ በእንግዳ መቀበያ ከጠዋቱ
2:00 ሰዓት (08:00) እስከ ምሽቱ 2:00 ሰዓት (20:00) ይሰራል፤ ዶላር፣ ዩሮ እና ፓውንድ ይቀየራል። በአንድ ቀን ከ300 ዶላር በላይ
አይቀየርም። በሆቴሉ ውስጥ የኤቲኤም ማሽን የለም፤ በጣም ቅርብ የሆነው ኤቲኤም 200 ሜትር ርቀት ላይ ባለው ባንክ ነው።
በምግብ ቤቱ ሂሳብ ላይ 10 በመቶ የአገልግሎት ክፍያ ይጨመራል፤ ስለዚህ ጉርሻ ግዴታ አይደለም። ለሻንጣ ተሸካሚ 20 ብር ጉርሻ
መስጠት የተለመደ ነው። ቀድመው የተከፈሉ ክፍሎች ገንዘብ መመለስ እስከ 7 የሥራ ቀን ይወስዳል። ደረሰኝ ከፈለጉ የድርጅትዎን
ስም እና የግብር ቁጥር (TIN) ያሳውቁ። የሂሳብ ክፍሉ በ+251 46 221 0388 ይገኛል።""")

doc("d18", "am", "dire-dawa/sabian-dining-market", "ሳቢያን ጋርደን ሆቴል፡ ምግብ ቤት እና የከፊራ ገበያ",
"""ድሬ ዳዋ ሳቢያን የሚገኘው ሳቢያን ጋርደን ሆቴል ምግብ ቤት ቁርስ ከጠዋቱ 12:30 ሰዓት (06:30) እስከ 4:00 ሰዓት (10:00)
ያቀርባል። የምሳ ቡፌ በቀኑ 6:00 ሰዓት (12:00) ይጀምራል፤ ዋጋው 520 ብር ነው። የእራት ቡፌ አርብና ቅዳሜ ብቻ በ680 ብር
ይቀርባል። ወደ ክፍል የሚመጣ ምግብ እስከ ሌሊቱ 5:00 ሰዓት (23:00) ይታዘዛል፤ 15 በመቶ ተጨማሪ ክፍያ አለው። በሙቀቱ ምክንያት
በአትክልቱ ውስጥ ያለው ቡና ቤት ከምሽቱ 12:00 ሰዓት (18:00) በኋላ ይከፈታል። ሆቴሉ ወደ ከፊራ ገበያ የጠዋት ጉብኝት ያዘጋጃል፤
ጉብኝቱ 2 ሰዓት ይወስዳል፤ ለአንድ ሰው 400 ብር ነው። ገበያው ቅዳሜ በጣም ይጨናነቃል። በሆቴሉ ግቢ ውስጥ ጫት መቃም
አይፈቀድም፤ ደንቡን የጣሰ እንግዳ 1,000 ብር ይቀጣል። በድሬ ዳዋ ቀን ላይ ሙቀቱ ከ38 ዲግሪ በላይ ስለሚደርስ ብዙ ውሃ ይጠጡ።
የምግብ ቤቱ ቀጥታ ስልክ +251 25 111 6642 ነው።""")

# ---------------- Afaan Oromo ----------------
doc("d19", "om", "adama/nazret-sodere-daytrip", "Nazret Garden Hotel: imala guyyaa Burqaa Sodare fi kireeffannaa konkolaataa",
"""Nazret Garden Hotel Adaamaa keessatti argamu imala guyyaa gara burqaa ho'aa Sodare, kan kiiloomeetira
25 fagaatutti qopheessa. Konkolaachisni tokko tokkoon daqiiqaa 40 fudhata. Konkolaataan xiqqaan hanga
nama 3 guyyaaf birrii 1,800, miniibasiin hanga nama 11 birrii 4,200 kaffala. Konkolaachiftoonni Sodaretti
hanga sa'aatii 5 eegu; sa'aatiin dabalataa tokko birrii 250 kaffala. Seensi bishaan daakaa Sodare
lammiilee Itoophiyaaf birrii 150, imaltoota alaa birrii 400 dha, karra irratti kaffalama. Konkolaattonni
hoteela irraa sa'aatii 08:00 fi 10:00 gidduutti (sa'aatii 2:00 fi 4:00 ganama, akka lakkoofsa Itoophiyaa)
ka'u. Sanbata fi Dilbata bakki daakaa namaan guuta, kanaaf guyyaa hojii filadhaa. Foxxeen hoteela irraa
tokkoon birrii 50n ergifama, galgala deebifama. Kireemii aduu fi bishaan dhugaatii qabadhaa. Sodaretti
jaldeessonni nyaata hatu, boorsaa cufaa qabadhaa. Guyyaa tokko dura hanga sa'aatii 20:00tti simannaa
irratti galmeessaa. Konkolaataan xiqqaan gara Finfinneetti karaa tokkoof birrii 3,500 kaffala.""")

doc("d20", "om", "adama/awash-valley-safari", "Awash Valley Resort: daawwannaa Paarkii Awaash",
"""Awash Valley Resort Adaamaa keessatti argamu daawwannaa gara Paarkii Biyyaalessaa Awaash qopheessa.
Konkolaataan sa'aatii 05:30 (sa'aatii 11:30 halkan, akka lakkoofsa Itoophiyaa) hoteela irraa ka'a;
karaan sa'aatii 2 fi walakkaa fudhata. Daawwannaan guyyaa tokkoo nama tokkoof birrii 4,900, daawwannaan
guyyaa lamaa buufata Awaash Falls Lodge irratti bulchuu dabalatee nama tokkoof birrii 11,500 dha. Ijoolleen
waggaa 12 gadii walakkaa kaffalu. Seensi paarkii lammiilee Itoophiyaaf birrii 80, namoota alaa birrii 550
dha. Eegduun hidhate tokko dirqama, guyyaatti birrii 500 kaffala. Paarkii keessatti oryx, jaldeessa fi
allaattii gosa 400 ol argachuu dandeessu. Fincaan Awaash bishaan roobaa booda baay'ee bareeda. Nyaanni
guyyaa ni dabalama; bishaan dhugaatii butilii 4 nama tokkoof kennama. Daawwannaan yoo sa'aatii 48 dura
haqame maallaqni guutummaatti deebi'a; sa'aatii 48 booda haqame walakkaan qofa deebi'a. Bilbila
daawwannaa +251 22 112 4409 irratti bilbilaa.""")

doc("d21", "om", "hawassa/lake-hawassa-fichee", "Lake Hawassa Resort & Spa: ayyaana Fichee Chambalaalla",
"""Lake Hawassa Resort & Spa ayyaana Fichee Chambalaalla, bara haaraa Sidaamaa, irratti keessummoota
simata. Bara kana ayyaanni guddaan Caamsaa 14 (Ginbot 6, akka dhaha Itoophiyaa) kabajama. Hoteelli
bakka ayyaanaa Gudumaale geessuuf otobisii qopheessa; otobisiin sa'aatii 07:30 (sa'aatii 1:30 ganama,
akka lakkoofsa Itoophiyaa) ka'ee sa'aatii 14:00 deebi'a. Tikeettiin otobisii nama gurguddaaf birrii 350,
ijoollee waggaa 6 hanga 12f birrii 180 dha. Paakeejiin ayyaanaa bakka taa'umsaa, qajeelchaa fi nyaata
aadaa buurisame dabalatee nama gurguddaaf birrii 2,300 dha. Torban ayyaanaa keessa kutaaleen guyyaa 45
dura qabamuu qabu, gatiin isaanii harka 25 dabala. Uffata aadaa Sidaamaa kireeffachuuf birrii 400 dha.
Gudumaaletti konkolaataan dhuunfaa hin hayyamamu. Suuraa kaasuu ni dandeessu, garuu maanguddoota
kabajaa. Gaaffiif kutaa keessummaa +251 46 212 8870 irratti bilbilaa.""")

doc("d22", "om", "addis-ababa/bole-skyline-fitness", "Bole Skyline Hotel: giddugala qaamaa fi yoogaa",
"""Giddugalli qaama jabeessuu Bole Skyline Hotel Finfinnee, Boolee keessatti argamu guyyaa hunda sa'aatii
05:30 hanga 22:00tti banaa dha. Keessummoota hoteelaaf tola dha. Namoonni alaa guyyaa tokkoof birrii
600, ji'a tokkoof birrii 7,500 kaffalu. Leenjisaan dhuunfaa daqiiqaa 60f birrii 900 dha. Barumsi
yoogaa Wiixata, Roobii fi Jimaata sa'aatii 07:00 (sa'aatii 1:00 ganama, akka lakkoofsa Itoophiyaa)
jalqabee daqiiqaa 50 fudhata; barumsi tokko birrii 350 dha. Barumsi aerobics Kibxata fi Kamiisa
sa'aatii 18:30 jalqaba, birrii 300 dha. Daa'imman waggaa 16 gadii giddugalicha seenuu hin danda'an.
Kophee ispoortii fi foxxee qabadhaa; foxxeen birrii 40n ni kennama. Kuusaan meeshaa tola, garuu furtuun
yoo bade birrii 200 kaffaltu. Dilbata ganama sa'aatii 06:00 gara Entoottootti fiigichi garee tolaan
geggeeffama. Bilbila giddugalichaa +251 11 667 3021.""")

doc("d23", "om", "arba-minch/nech-sar-view-health", "Nech Sar View Hotel: fayyaa, busaa fi kilinika",
"""Arbaa Minci keessatti busaan ni jira, kanaaf Nech Sar View Hotel kutaa hunda keessatti saaphana
busaa kaa'a. Kireemiin bookee ittisu simannaa irratti birrii 120n gurgurama. Hoteelli kilinika xiqqaa
qaba; narsiin sa'aatii 07:00 hanga 19:00tti hojii irra jira. Qorannoon busaa saffisaa birrii 250 dha.
Doktarri halkan waamame birrii 1,600 kaffala. Hospitaalli Arbaa Minci kiiloomeetira 4 fagaata;
konkolaataan hoteelaa birrii 200n geessa. Faarmaasiin Sheechaa guyyaa hunda hanga sa'aatii 21:00tti
banaa dha. Bishaan boombaa hin dhugina; kutaa hundaaf guyyaatti butiliin bishaanii 2 tola kennama.
Haroo Abbaayaa fi Caamoo keessa hin daakinaa, sababni isaas naannoo isaanii nageenyaaf rakkina qaba.
Aduun jabaa waan taateef sa'aatii 12:00 hanga 15:00tti alatti hin deemina. Yoo dhukkubsattan,
simannaa irratti lakkoofsa 9 bilbilaa ykn bilbila hatattamaa +251 46 881 2290 fayyadamaa. Meeshaan
gargaarsa jalqabaa kutaa hojjettootaa keessa jira.""")

doc("d24", "om", "dire-dawa/harla-palace-dining", "Harla Palace Hotel: mana nyaataa fi tajaajila kutaa",
"""Mana nyaataa Harla Palace Hotel, Taayiwaan, Dirre Dawaa keessatti argamu ciree sa'aatii 06:30 hanga
10:00tti dhiheessa. Ciree keessummoota hoteelaaf birrii 380, keessummoota alaaf birrii 450 dha. Nyaanni
laaqanaa sa'aatii 12:00 hanga 15:00tti, nyaanni galgalaa sa'aatii 18:30 hanga 22:30tti (sa'aatii 12:30
hanga 4:30 halkan, akka lakkoofsa Itoophiyaa) dhiheessama. Foon waaddii nama tokkoof birrii 620, fuul
birrii 180, firfir birrii 210 dha. Kamiisa galgala muuziqaa aadaa wajjin nyaata Hararii addaa birrii
750n dhiheessina. Tajaajilli kutaa hanga sa'aatii 23:30tti argama, gatiin dabalataa birrii 100 dha.
Nyaata soomaa Roobii fi Jimaata dhiheessina. Yoo alarjii qabaattan, ajaja dura hojjetaa himaa. Daa'imman
waggaa 10 gadii nyaata sagantaa ijoollee birrii 250n argatu. Mana nyaataa keessatti tamboo xuuxuun hin
hayyamamu. Iddoo qabachuuf +251 25 411 3356 irratti bilbilaa.""")

doc("d25", "om", "adama/rift-valley-weddings", "Rift Valley Conference Hotel: paakeejii cidhaa",
"""Rift Valley Conference Hotel Adaamaa, Dabee keessatti argamu paakeejii cidhaa sadii dhiheessa. Paakeejiin
Biiftuu hanga keessummoota 150f birrii 180,000 dha. Paakeejiin Urjii hanga keessummoota 300f birrii
320,000 dha. Paakeejiin Ifaa hanga keessummoota 500f birrii 490,000 dha. Paakeejii hunda keessatti
galma, nyaata buufee, keekii cidhaa fi kutaa misirrootaa halkan tokkoo ni jira. Keessummaan dabalataa
tokko birrii 1,150 kaffala. Muuziqaan DJ sa'aatii 6f birrii 25,000 dabalata. Galmi sa'aatii 11:00
hanga 23:00tti tajaajila; sa'aatii 23:00 booda sa'aatiin tokko birrii 8,000 dabala. Qabsiisuuf harka 40
duraan kaffalama; yoo guyyaa 30 dura haqame kaffaltiin duraa hin deebi'u. Sanbata fi Dilbata galmi
yeroo baay'ee ji'a 4 dura qabama. Suuraa fi viidiyoon paakeejii keessa hin jiru. Qindeessituu cidhaa
+251 22 119 5574 ykn weddings@riftvalley.example.et irratti argattu.""")

# ---------------- Tigrinya ----------------
doc("d26", "ti", "mekelle/enda-yesus-gheralta-transport", "እንዳ የሱስ ሂል ሆቴል፡ ጉዕዞ ናብ ገርዓልታ",
"""ኣብ መቐለ እንዳ የሱስ ዝርከብ እንዳ የሱስ ሂል ሆቴል ናብ ገርዓልታ ኣብያተ ክርስትያናት ዝተፈልፈሉ ኣኽራን ጉዕዞ የዳሉ።
መኪና ካብ ሆቴል ሰዓት 06:00 (ሰዓት 12:00 ለይቲ ብኣቆጻጽራ ኢትዮጵያ) ትብገስ፣ መገዲ ናብ ሓውዜን 2 ሰዓት ይወስድ።
ንእሽቶ መኪና ክሳብ 3 ሰባት 5,200 ብር፣ ሚኒባስ ክሳብ 10 ሰባት 8,600 ብር ይኽፈል። ኣቡነ የማታ ጉሕ ንምብጻሕ ብእግሪ
ዳርጋ 1 ሰዓት ተኩል ይወስድ፣ ገለ ክፋል ገመድ ዘድልዮ ከቢድ ደይቦ እዩ። ናይ ቤተ ክርስትያን መእተዊ 300 ብር እዩ።
ናይ ከባቢ መራሒ 700 ብር የኽፍል። ኣብ ሓውዜን ምሳ ብ 350 ብር ይቐርብ። ዝኾነ ሰብ ብራብዕ ሰዓት ምድሪ ደሓን ክመጽእ
ኣለዎ። ብ 24 ሰዓት ኣቐዲሙ እንተ ተሰሪዙ ገንዘብ ብምሉኡ ይምለስ። ማይን ባርኔጣን ሓዙ። ናይ መጓዓዝያ ዴስክ
ቴሌፎን +251 34 441 6630 እዩ።""")

doc("d27", "ti", "axum/obelisk-park-stelae-hidar-tsion", "ኦቤሊስክ ፓርክ ሆቴል፡ ምብጻሕ ሓወልትታትን ሕዳር ጽዮንን",
"""ኣብ ኣኽሱም ኣብ ሜዳ ሓወልትታት ዝርከብ ኦቤሊስክ ፓርክ ሆቴል ንጋሻ ናይ ከተማ ምብጻሕ የዳሉ። ናይ ሓወልትታት ሜዳን
ቤተ መዘክርን መእተዊ ቲኬት ንወጻእተኛታት 500 ብር፣ ንኢትዮጵያውያን 50 ብር እዩ። ናይ ሆቴል መራሒ ንፍርቂ መዓልቲ 900 ብር፣
ንምሉእ መዓልቲ 1,600 ብር የኽፍል። ምብጻሕ መሐምበሲ ንግስቲ ሳባን መቓብር ንጉስ ካሌብን 3 ሰዓት ይወስድ። ምብጻሕ ንግሆ
ሰዓት 2:30 (08:30) ይጅምር። በዓል ሕዳር ጽዮን ሕዳር 21 (30 November) ይኽበር፤ ኣብታ ሰሙን ክፍልታት 90 መዓልቲ ኣቐዲሞም
ክተሓዙ ኣለዎም፣ ዋግኦም ድማ ብ 40 ሚእታዊት ይውስኽ። ንበዓል ሆቴል ለይቲ ሰዓት 10:00 (04:00) ናብ ጽዮን ማርያም ናይ
እግሪ ጉዕዞ የዳሉ፤ ክፍሊቱ 300 ብር እዩ። ደቂ ኣንስትዮ ናብ ኣረጊት ቤተ ክርስትያን ጽዮን ማርያም ክኣትዋ ኣይፍቀደንን፤
ሓድሽ ቤተ ክርስትያን ግን ክበጽሓ ይኽእላ። ብሽክሌታ ብመዓልቲ 250 ብር ትካረ። ንዴስክ ምብጻሕ ብ +251 34 775 2208
ደውሉ።""")

doc("d28", "ti", "mekelle/hawelti-ashenda", "ሓወልቲ ፕላዛ ሆቴል፡ በዓል ኣሸንዳ",
"""ኣብ መቐለ ሓወልቲ ዝርከብ ሓወልቲ ፕላዛ ሆቴል ንበዓል ኣሸንዳ ጋሻ ይቕበል። በዓል ኣሸንዳ ካብ ነሓሰ 16 (22 August) ጀሚሩ
ንሰለስተ መዓልቲ ይኽበር። ሆቴል ናይ ባህላዊ ክዳን ክራይ የዳሉ፤ ሙሉእ ክዳን ምስ ሽልማቱ ንሓንቲ መዓልቲ 650 ብር፣ ንሰለስተ
መዓልቲ 1,500 ብር እዩ። ናይ ጸጉሪ ምስራሕ (ሹሩባ) 400 ብር ይኽፈል፣ 2 ሰዓት ይወስድ። ኣብ ቅጽሪ ሆቴል ናይ ኣሸንዳ
ምርኢት ምሸት ሰዓት 17:00 (ሰዓት 11:00 ምሸት ብኣቆጻጽራ ኢትዮጵያ) ይጅምር፣ ንጋሻ ሆቴል ብነጻ እዩ፣ ካልኦት 200 ብር
ይኸፍሉ። ኣብ ሰሙን በዓል ክፍልታት 30 መዓልቲ ኣቐዲሞም ክተሓዙ ኣለዎም። ንቆልዑ ትሕቲ 7 ዓመት ክዳን ብ 300 ብር ይካረ።
ካብ ሆቴል ናብ ሮማናት ኣደባባይ ናይ ኣሸንዳ ሰልፊ ንምርኣይ ብእግሪ 15 ደቒቕ እዩ። ንሓበሬታ ብ +251 34 440 9015 ደውሉ።""")


EXTRA = {
 "d12": "ከጉብኝቱ በኋላ በሆቴሉ የአክሱም ባህላዊ ምግብ ይቀርባል፤ ሙዚየሙ ሰኞ ዝግ ነው።",
 "d27": "ድሕሪ ምብጻሕ ኣብ ሆቴል ባህላዊ መግቢ ኣኽሱም ይቐርብ፤ ቤተ መዘክር ሰኑይ ዕጹው እዩ።",
 "d14": "ከገዳሙ የሚታየው የላስታ ተራሮች እይታ በጣም ያማረ ነው።",
 "d16": "ጉዞው በዝናብ ወቅት በመንገዱ ሁኔታ ምክንያት ሊዘገይ ይችላል።",
 "d17": "በበዓላት ቀናት የምንዛሪ አገልግሎቱ በቀኑ 6:00 ሰዓት ይዘጋል።",
 "d18": "በክረምት ወራት ምግብ ቤቱ የተለመደው ሰዓቱን ይከተላል።",
 "d21": "Ayyaanicha irratti uffata adii uffachuun ni jajjabeeffama.",
 "d22": "Meeshaaleen ispoortii guyyaa guyyaan qulqulleeffamu.",
 "d24": "Mana nyaataa keessatti Wi-Fi bilisaa ni jira.",
 "d25": "Galmi bakka konkolaataa 120 qaba.",
 "d26": "ብዝሒ ጋሻ ብዝተፈልየ እዋን ክልወጥ ይኽእል እዩ፣ ኣቐዲምኩም ሕተቱ።",
 "d28": "ኣብ እዋን በዓል ሆቴል ንጋሻ ባህላዊ ቡን ብነጻ የቕርብ።",
}
for d in D:
    if d["id"] in EXTRA:
        d["text"] += " " + EXTRA[d["id"]]

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()))
