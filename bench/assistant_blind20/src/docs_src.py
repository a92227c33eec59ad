#!/usr/bin/env python3
"""Writes ../documents.json: the blind20 knowledge documents (fictional facts)."""
import json, os

D = []
def doc(i, lang, city, slug, title, text):
    D.append({"id": i, "lang": lang, "url": f"https://example.et/{city}/{slug}",
              "product": "marefiya", "tenant": None, "title": title,
              "text": " ".join(text.split())})

doc("d01", "en", "bahir-dar", "tana-shore-transfers", "Lake Tana Shore Resort: airport transfers and car hire", """
Lake Tana Shore Resort on Lakeshore Road runs its own transfer desk in the lobby, open from 06:30 to 21:00
(12:30 in the morning to 3:00 at night, Ethiopian time). A one-way transfer between Bahir Dar airport and the
resort costs 650 birr in a small car for up to three guests and 1,100 birr in a minibus for up to eleven guests.
Guests staying in a Family Suite get the arrival transfer free. The drive takes about 20 minutes. For day trips
we hire out cars with a driver: a half day (up to 5 hours) costs 2,400 birr for a small car and 3,900 birr for a
minibus; a full day (up to 10 hours) costs 4,300 birr for a small car and 6,800 birr for a minibus. Fuel is
included within 150 kilometres; each extra kilometre is charged at 28 birr. The popular run to the Blue Nile
Falls at Tis Abay takes 45 minutes each way on the new road. Please book transfers at least 12 hours ahead by
calling the desk on +251 58 220 4417. Late-night arrivals after 22:00 pay a surcharge of 200 birr. Child seats
are free but we only have four, so ask for one when you book.""")

doc("d02", "en", "gondar", "fasil-view-timkat", "Timkat at Fasil Castle View Hotel", """
Timkat, the feast of Epiphany, is celebrated in Gondar on 19 January 2027 (Tir 11, 2019 in the Ethiopian
calendar), and its eve, Ketera, on 18 January (Tir 10). Fasil Castle View Hotel offers a festival package for
guests who stay at least three nights. The package costs 7,500 birr per person and includes a reserved seat at
Fasilides' Bath, bottled water and a white gabi shawl to keep. Children under 12 pay 3,800 birr. On the eve the
hotel shuttle leaves the Piazza entrance at 14:30 (8:30 in the daytime, Ethiopian time) to follow the
procession of the tabots; on Timkat morning it leaves at 05:45 so you arrive before the blessing of the water.
The walk from the drop-off point to the pool takes around 15 minutes. Only 60 reserved seats are available and
they usually sell out by mid-December. During festival week the minimum stay is three nights and free
cancellation ends 14 days before arrival. Drones are not allowed over the bath. For bookings call the festival
desk on +251 58 111 9320 or write to timkat@fasilview.example.et. A guide who explains the ceremonies in
English, French or Italian can be added for 1,200 birr per group.""")

doc("d03", "en", "lalibela", "rock-hewn-church-visits", "Visiting the rock churches from Rock-Hewn Heritage Lodge", """
Rock-Hewn Heritage Lodge on Church Road is a ten-minute walk from the northern group of churches. The church
ticket is sold at the office near Bete Medhane Alem and is valid for five days; foreign visitors pay 1,950 birr,
while Ethiopian citizens pay 150 birr. Children under 10 enter free. Our licensed guides charge 1,300 birr for a
half day (one group of churches) and 2,100 birr for a full day (both groups plus Bete Giyorgis). Groups larger
than six people pay an extra 250 birr per person. The churches open from 08:00 to 12:00 and again from 14:00 to
17:30 (2:00 to 6:00 in the morning and 8:00 to 11:30 in the daytime, Ethiopian time); they close at midday so the
priests can rest. Shoes must be removed inside, and the shoe keepers expect a small tip at each church. A torch
is useful in the dark tunnel between Bete Amanuel and Bete Abba Libanos. Women are asked to cover their hair.
Flash photography is forbidden everywhere. The lodge lends walking sticks free of charge and sells a small
printed map for 90 birr. Reception can call a guide for you on +251 33 336 0785.""")

doc("d04", "en", "addis-ababa", "entoto-grand-business-centre", "Entoto Grand Hotel: business centre and meeting rooms", """
The business centre of Entoto Grand Hotel is on the mezzanine floor and is open every day from 07:00 to 22:00
(1:00 in the morning to 4:00 at night, Ethiopian time). Printing costs 5 birr per page in black and white and 15
birr per page in colour; scanning to e-mail is free for hotel guests. Two meeting rooms can be booked. The Yeka
Room seats 12 people and costs 1,800 birr per hour or 9,500 birr for a full day. Entoto Hall seats 80 people and
costs 4,500 birr per hour or 26,000 birr for a full day. A projector and screen are included in Entoto Hall; in
the Yeka Room they cost 600 birr extra. A coffee break with pastries costs 320 birr per person, and a working
lunch costs 780 birr per person. Rooms must be booked at least 48 hours in advance, and bookings cancelled less
than 24 hours before the start are charged half the price. Interpretation booths for Amharic and English can be
arranged for conferences of more than 40 people. For bookings call the events office on +251 11 667 2040.
Parking for meeting guests is free for up to four hours.""")

doc("d05", "en", "hawassa", "lake-hawassa-morning-walk-bikes", "Lake Hawassa Resort & Spa: fish market walk and bicycles", """
Every morning Lake Hawassa Resort & Spa takes guests on a guided walk along the shore to the Amora Gedel fish
market. The walk leaves the lakeside gate at 06:30 (12:30 in the morning, Ethiopian time) and lasts 90 minutes.
It costs 350 birr for adults and 180 birr for children aged 6 to 12; younger children walk free. On Saturdays the
market is larger and the walk lasts two hours at the same price. You will see fishermen landing tilapia and
marabou storks waiting on the shore; please do not feed the birds. The resort also rents bicycles for the 9
kilometre lakeside path. A standard bicycle costs 120 birr per hour or 600 birr per day, and a tandem costs 200
birr per hour. Helmets are free. A passport copy or a cash deposit of 1,000 birr is required. Bicycles must be
back by 18:30 (12:30 in the evening, Ethiopian time), because the path has no lights. Book both activities at the
activity desk, extension 214, or by phone on +251 46 221 5090.""")

doc("d06", "en", "arba-minch", "forty-springs-nechsar-dorze", "Forty Springs Lodge: Nech Sar park and Dorze village", """
Forty Springs Lodge in Secha arranges two excursions. Nech Sar National Park lies below the lodge. The park
entry fee is 1,000 birr per day for foreign visitors and 100 birr for Ethiopian citizens. A park scout must
accompany every vehicle and costs 400 birr per group. Our 4x4 vehicle with driver costs 5,500 birr per day for up
to four passengers; ordinary cars cannot cross the plains. The second trip climbs to the Dorze village in the
Gughe mountains, about one hour's drive. The half-day Dorze trip costs 1,700 birr per person with a minimum of
two people and includes a weaving demonstration, a visit to a bamboo house and a lunch of kocho bread with
honey. It departs at 08:30 (2:30 in the morning, Ethiopian time) and returns around 14:00. The forty springs that
give Arba Minch its name are a 40-minute walk from the lodge through the forest; you may go alone, or with a
lodge guide for 200 birr. During the heavy rains in April and May the Nech Sar road may close for several
days. Call the excursion desk on +251 46 881 0396 the evening before.""")

doc("d07", "en", "axum", "obelisk-park-money", "Obelisk Park Hotel: money, exchange and payments", """
Reception at Obelisk Park Hotel exchanges US dollars and euros in cash from 07:00 to 19:00 (1:00 in the morning
to 1:00 in the evening, Ethiopian time). Reception can change at most 500 US dollars per guest per day; for
larger amounts use the bank. The nearest bank branch is 300 metres away on the main road. It opens from 08:00
to 17:00 on weekdays and from 08:30 to 12:00 on Saturdays, and it is closed on Sundays and holidays. The ATM in
our lobby accepts Visa cards only and pays at most 10,000 birr per withdrawal. Card payments at reception carry
a surcharge of 3 percent, while telebirr and bank transfer are accepted without any fee. Keep your exchange
receipts: you need them to change birr back into dollars at the airport. Torn or very old dollar notes printed
before 2009 are not accepted. Guests may pay the room on departure, but souvenirs from the hotel shop must be
paid in birr. For questions about your bill call the cashier on +251 34 775 2301.""")

doc("d08", "en", "dire-dawa", "railway-station-train", "Railway Station Hotel: taking the train", """
Railway Station Hotel in Kezira helps guests travel on the Ethio-Djibouti railway. The new station is 12
kilometres from the hotel. Our station shuttle costs 250 birr per person and leaves the hotel two hours before
each departure. The passenger train to Addis Ababa leaves Dire Dawa at 07:30 (1:30 in the morning, Ethiopian
time) on Mondays, Wednesdays and Fridays, and the journey takes about 9 hours. Standard class costs 520 birr and
first class 780 birr; reception can buy tickets for you up to three days ahead for a 100 birr service fee. Each
passenger may take 20 kilograms of luggage free; every extra kilogram costs 15 birr. The train towards
Djibouti leaves on Tuesdays and Saturdays at 09:00, and a passport and Djibouti visa are required. We prepare a
packed breakfast box for 180 birr if you order it before 21:00 the evening before. Guests who travel on and
return later may leave luggage with us free for up to 7 days. Ask at reception or call +251 25 411 3678.""")

doc("d09", "en", "mekelle", "romanat-health", "Romanat Square Hotel: health and medical help", """
A nurse is on duty at Romanat Square Hotel 24 hours a day; dial extension 105 from your room. A doctor can visit
your room for 1,500 birr between 08:00 and 18:00 (2:00 in the morning to 12:00 in the evening, Ethiopian time) and
for 2,300 birr at night. The nearest hospital is a 10-minute drive away, and the hotel car takes guests there
free of charge. The pharmacy across Romanat Square is open until 22:00, and on Sundays from 09:00 to 13:00. Mekelle
lies at about 2,250 metres, so drink plenty of water and take it easy on your first day. Tap water is not for
drinking: each room receives two free bottles of water a day, and extra bottles cost 30 birr. Malaria is rare
in Mekelle itself, but if you continue to the Danakil lowlands take repellent and ask a doctor about tablets
before you go. The hotel shop sells sunscreen, oral rehydration salts and plasters. For an ambulance reception
calls the regional emergency line for you; the nurse's direct mobile is +251 91 442 0653.""")

doc("d10", "en", "adama", "awash-valley-kids-sodere", "Awash Valley Resort: kids club and Sodere day trip", """
The kids club at Awash Valley Resort welcomes children aged 4 to 11. It is open from 09:00 to 17:00 (3:00 in the
morning to 11:00 in the daytime, Ethiopian time). For resident guests the first 3 hours each day are free; after
that it costs 150 birr per hour. Evening babysitting in your room after 19:00 costs 250 birr per hour and must be
booked by 15:00 the same day. Children under 4 may join only with a parent. On Saturdays and Sundays the resort
runs a day trip to the hot springs at Sodere. The bus leaves at 08:00 and comes back at 16:30; the drive takes
about 40 minutes each way. The trip costs 900 birr for adults and 450 birr for children, including the entry
ticket to the springs pool. Lunch at Sodere is not included; the resort can pack a picnic for 380 birr per
person. Swimwear is required in the pools and a lifeguard is present. Bring a towel from your room; towels left
behind are charged 500 birr. Book at the guest relations desk or call +251 22 119 4470.""")

# ---------------- Amharic ----------------
doc("d11", "am", "addis-ababa", "entoto-grand-business-centre", "እንጦጦ ግራንድ ሆቴል፦ የቢዝነስ ማዕከልና የስብሰባ ክፍሎች", """
የእንጦጦ ግራንድ ሆቴል የቢዝነስ ማዕከል በሜዛኒን ፎቅ ላይ የሚገኝ ሲሆን በየቀኑ ከ07:00 እስከ 22:00 (ከጠዋቱ 1:00 ሰዓት እስከ ምሽቱ
4:00 ሰዓት) ክፍት ነው። ጥቁርና ነጭ ህትመት በገጽ 5 ብር፣ ባለቀለም ህትመት ደግሞ በገጽ 15 ብር ያስከፍላል፤ ወደ ኢሜይል ስካን
ማድረግ ለሆቴሉ እንግዶች ነፃ ነው። ሁለት የስብሰባ ክፍሎች ይከራያሉ። የካ ክፍል 12 ሰዎችን ይይዛል፤ ዋጋው በሰዓት 1,800 ብር ወይም
ለሙሉ ቀን 9,500 ብር ነው። እንጦጦ አዳራሽ 80 ሰዎችን ይይዛል፤ ዋጋው በሰዓት 4,500 ብር ወይም ለሙሉ ቀን 26,000 ብር ነው። ፕሮጀክተርና
ስክሪን በእንጦጦ አዳራሽ ዋጋ ውስጥ ተካትተዋል፤ በየካ ክፍል ግን ተጨማሪ 600 ብር ያስከፍላሉ። የቡና እረፍት ከኬክ ጋር ለአንድ ሰው 320 ብር፣
የሥራ ምሳ ደግሞ ለአንድ ሰው 780 ብር ነው። ክፍሎቹ ቢያንስ ከ48 ሰዓት በፊት መያዝ አለባቸው፤ ስብሰባው ሊጀመር ከ24 ሰዓት ባነሰ ጊዜ
የተሰረዘ ቦታ የዋጋውን ግማሽ ያስከፍላል። ከ40 ሰዎች በላይ ለሆኑ ጉባኤዎች የአማርኛና የእንግሊዝኛ የትርጉም ክፍሎች ሊዘጋጁ ይችላሉ።
ለቦታ ማስያዝ የዝግጅት ቢሮውን በ+251 11 667 2040 ይደውሉ። ለስብሰባ እንግዶች መኪና ማቆሚያ እስከ አራት ሰዓት ድረስ ነፃ ነው።""")

doc("d12", "am", "bahir-dar", "zege-cultural-dinner", "ዘጌ ባሕረ ገብ ሆቴል፦ የባህል ምሽትና የቡና ሥነ ሥርዓት", """
ዘጌ ባሕረ ገብ ሆቴል በዘጌ መንገድ ላይ የሚገኝ ሲሆን በየማክሰኞ፣ ሐሙስና ቅዳሜ የባህል ምሽት ያዘጋጃል። ምሽቱ በ19:30 (ከምሽቱ 1:30
ሰዓት) ይጀምራል፤ የባህል ምግብ ቡፌ፣ የአዝማሪ ሙዚቃና የጎጃምና የጎንደር ባህላዊ ጭፈራ ያካትታል። ዋጋው ለአዋቂ 850 ብር፣ ከ12 ዓመት
በታች ለሆኑ ልጆች 400 ብር ነው። የጠጅ ቅምሻ ከሦስት ዓይነት ጠጅ ጋር 250 ብር ያስከፍላል። ቦታ ለማስያዝ እስከ 17:00 (ከቀኑ 11:00
ሰዓት) ድረስ ለእንግዳ መቀበያ ያሳውቁ፤ ወንበሮቹ 70 ብቻ ናቸው። የቡና ሥነ ሥርዓት በየቀኑ በ16:00 (ከቀኑ 10:00 ሰዓት) በአትክልት ስፍራው
ይካሄዳል፤ ለሆቴሉ እንግዶች ነፃ ሲሆን ከውጭ ለሚመጡ እንግዶች 120 ብር ነው። ቡናው ሦስት ዙር ማለትም አቦል፣ ቶናና በረካ ይቀርባል፤
ከፈንዲሻና ከቂጣ ጋር። ሙሉ ሥነ ሥርዓቱ አንድ ሰዓት ተኩል ያህል ይወስዳል። የባህል ልብስ ለፎቶ በ200 ብር መከራየት ይቻላል። በዝናብ
ጊዜ ምሽቱ ወደ ዋናው አዳራሽ ይዛወራል። ለተጨማሪ መረጃ በ+251 58 226 1183 ይደውሉ። ልጆች ከወላጆቻቸው ጋር ብቻ መግባት ይችላሉ።""")

doc("d13", "am", "gondar", "goha-hill-laundry", "ጎሃ ሂል ሆቴል፦ የልብስ እጥበትና የብረት አገልግሎት", """
ጎሃ ሂል ሆቴል ለእንግዶቹ የልብስ እጥበት አገልግሎት ይሰጣል። ልብሶችን በክፍልዎ ባለው ከረጢት አድርገው እስከ ጠዋቱ 09:00 (ከጠዋቱ 3:00
ሰዓት) ከሰጡ በዚያው ቀን 18:00 (ከምሽቱ 12:00 ሰዓት) ይመለሳሉ። የአንድ ሸሚዝ እጥበት 60 ብር፣ የሱሪ 80 ብር፣ የሀበሻ ቀሚስ 220 ብር፣
የጋቢ 300 ብር ነው። ብረት መተኮስ ብቻ ከፈለጉ ዋጋው የእጥበቱ ግማሽ ነው። ፈጣን አገልግሎት በአራት ሰዓት ውስጥ ይደርሳል፤ ለዚህ ግን
ተጨማሪ 50 በመቶ ይከፈላል። ደረቅ እጥበት (ድራይ ክሊን) ለሱፍ ልብስ 450 ብር ያስከፍላል፤ ሁለት ቀን ይወስዳል። እሁድ የልብስ እጥበት
ክፍሉ ዝግ ነው፤ ቅዳሜ የተሰጡ ልብሶች ሰኞ ይመለሳሉ። የጫማ መጥረግ አገልግሎት ነፃ ነው፤ ጫማዎን ማታ ከበሩ ውጭ ያስቀምጡ። ሆቴሉ
ለሚጠፉ ወይም ለሚበላሹ ልብሶች እስከ 2,000 ብር ድረስ ካሳ ይከፍላል። በክፍልዎ ውስጥ ልብስ ማጠብና ማስጣት አይፈቀድም፤ በረንዳው ላይ
ለማስጣት ግን ገመድ አለ። ለጥያቄ የእንግዳ መቀበያውን በውስጥ ስልክ 0 ወይም በ+251 58 114 2276 ያግኙ።""")

doc("d14", "am", "lalibela", "asheten-genna-hike", "አሸተን ማውንቴን ሆቴል፦ ገና በላሊበላና የአሸተን ማርያም ጉዞ", """
ገና በላሊበላ ታኅሣሥ 29 ቀን 2019 ዓ.ም. (ጃንዋሪ 7 ቀን 2027) ይከበራል። ከበዓሉ በፊት ባለው ሌሊት ምዕመናን በቤተ ማርያም ዙሪያ ሌሊቱን
ሙሉ ይቆማሉ። አሸተን ማውንቴን ሆቴል በገና ቀን ቁርስ ከ04:00 (ከሌሊቱ 10:00 ሰዓት) ጀምሮ ያቀርባል፤ ወደ አብያተ ክርስቲያናቱ የሚሄድ
መኪናም በ03:30 ይነሳል። በገና ሳምንት ዝቅተኛው ቆይታ አራት ሌሊት ነው። ሆቴሉ ዓመቱን ሙሉ ወደ አሸተን ማርያም ገዳም የእግር ጉዞ
ያዘጋጃል። ገዳሙ በ3,150 ሜትር ከፍታ ላይ ሲሆን መውጣቱ ሁለት ሰዓት ተኩል፣ መውረዱ አንድ ሰዓት ተኩል ይወስዳል። ጉዞው ከጠዋቱ 06:00
(ከጠዋቱ 12:00 ሰዓት) ይጀምራል። የአስጎብኚ ክፍያ ለቡድን 900 ብር፣ በቅሎ መከራየት 700 ብር፣ የገዳሙ መግቢያ ደግሞ ለአንድ ሰው
300 ብር ነው። ሆቴሉ ለጉዞው የምሳ ዕቃ በ260 ብር ያዘጋጃል። ወደ ገዳሙ ሲገቡ ጫማ ማውለቅ ያስፈልጋል፤ በገዳሙ ውስጥ የብራና መጻሕፍትንና
መስቀሎችን ማየት ይቻላል። ከ8 ዓመት በታች ለሆኑ ልጆች ጉዞው አይመከርም። ዝናብ ካለ ጉዞው ይሰረዛል፣ ገንዘቡም ሙሉ በሙሉ ይመለሳል።
ለመመዝገብ በ+251 33 336 1942 ይደውሉ።""")

doc("d15", "am", "addis-ababa", "piassa-merkato-walk", "ፒያሳ ሄሪቴጅ ኢን፦ የመርካቶ የእግር ጉብኝት", """
ፒያሳ ሄሪቴጅ ኢን ከእሁድ በስተቀር በየቀኑ የመርካቶ የእግር ጉብኝት ያዘጋጃል። መርካቶ በአፍሪካ ካሉት ትላልቅ ክፍት ገበያዎች አንዱ ነው።
ጉብኝቱ ከሆቴሉ በር በ09:30 (ከጠዋቱ 3:30 ሰዓት) ይነሳል፤ ሦስት ሰዓት ይወስዳል። ዋጋው ለአንድ ሰው 650 ብር ሲሆን ቢያንስ ሁለት ሰዎች
ያስፈልጋሉ። ከ12 ዓመት በታች ያሉ ልጆች 300 ብር ይከፍላሉ። ጉብኝቱ የቅመም ተራን፣ የመስቀል ተራን፣ የብረታ ብረት መልሶ መጠቀሚያ
ተራንና የቡና ነጋዴዎችን ያካትታል። ከጉብኝቱ በኋላ ወደ ሆቴሉ የሚመልስ ታክሲ 300 ብር ያስከፍላል። እባክዎ ሰዎችን ያለ ፈቃዳቸው
ፎቶ አያንሱ፤ ውድ ጌጣጌጥ አያድርጉ፤ ትንሽ ገንዘብ ብቻ ይያዙ። ቦርሳዎን ከፊት ለፊት ይያዙ። ሆቴሉ ከጉብኝቱ በፊት ነፃ የውሃ ጠርሙስ
ይሰጣል። ጉብኝቱን ቢያንስ ከአንድ ቀን በፊት በእንግዳ መቀበያ ያስይዙ። በከባድ ዝናብ ቀን ጉብኝቱ ወደ ሌላ ቀን ይዛወራል። የፒያሳ የቡና
ቤቶችና የጣሊያን ዘመን ሕንፃዎች አጭር ጉብኝት ደግሞ በ16:00 (ከቀኑ 10:00 ሰዓት) ይነሳል፤ ዋጋው 400 ብር ሲሆን አንድ ሰዓት ተኩል
ይፈጃል። ለመረጃ በ+251 11 157 3318 ይደውሉ።""")

doc("d16", "am", "dire-dawa", "harla-palace-restaurant", "ሐርላ ፓላስ ሆቴል፦ የምግብ ቤት ሰዓታትና ዋጋዎች", """
የሐርላ ፓላስ ሆቴል ምግብ ቤት በሳምንቱ የሥራ ቀናት ቁርስ ከ06:30 እስከ 10:00 (ከጠዋቱ 12:30 እስከ 4:00 ሰዓት) ያቀርባል፤ ቅዳሜና
እሁድ ደግሞ ከ07:00 እስከ 10:30 ድረስ። ምሳ ከ12:00 እስከ 15:00፣ እራት ከ18:30 እስከ 22:30 (ከምሽቱ 12:30 እስከ 4:30 ሰዓት)
ይቀርባል። ረቡዕና ዓርብ እንዲሁም በጾም ወቅቶች የጾም ምግብ ሁልጊዜ ይገኛል። ሽሮ 180 ብር፣ የጾም በየዐይነቱ 260 ብር፣ ክትፎ 420 ብር፣
የበግ ጥብስ 390 ብር፣ የድሬዳዋ ልዩ ፍርፍር ደግሞ 210 ብር ነው። ለልጆች ግማሽ ፖርሽን በግማሽ ዋጋ ይቀርባል። የክፍል አገልግሎት (ሩም
ሰርቪስ) 24 ሰዓት ይሰራል፤ ለእያንዳንዱ ትዕዛዝ የ75 ብር ክፍያ ይጨመራል። ከ23:00 በኋላ የሚቀርበው ግን ሳንድዊችና ሾርባ ብቻ ነው። ትኩስ
የፓፓያና የማንጎ ጭማቂ 95 ብር ነው። ከውጭ ምግብ ወደ ምግብ ቤቱ ማስገባት አይፈቀድም። በአትክልቱ ውስጥ ያለው እርከን በሙቀት ምክንያት
ከ11:00 እስከ 16:00 ዝግ ነው። ለቡድን እራት ከ15 ሰዎች በላይ ከሆነ አንድ ቀን በፊት ማሳወቅ ያስፈልጋል። ለቦታ ማስያዝ በውስጥ ስልክ 300
ወይም በ+251 25 112 8854 ይደውሉ።""")

doc("d17", "am", "axum", "sheba-inn-sites", "ንግሥተ ሳባ ኢን፦ የአክሱም ቅርሶችን መጎብኘት", """
ንግሥተ ሳባ ኢን ከሐውልቶቹ መናፈሻ በእግር አሥር ደቂቃ ብቻ ይርቃል። የሐውልቶቹ መናፈሻና የአርኪዮሎጂ ሙዚየም የጋራ ትኬት ለውጭ
አገር ጎብኚዎች 600 ብር ሲሆን ለኢትዮጵያውያን 50 ብር ነው። ትኬቱ ለሁለት ቀን ያገለግላል፤ የንግሥተ ሳባ መታጠቢያንና የንጉሥ ኢዛና
ጽሑፍንም ያካትታል። ሙዚየሙ ከ08:00 እስከ 17:30 (ከጠዋቱ 2:00 እስከ ከቀኑ 11:30 ሰዓት) ክፍት ነው። ሆቴሉ የሚያዘጋጀው አስጎብኚ ለግማሽ
ቀን 800 ብር፣ ለሙሉ ቀን 1,400 ብር ያስከፍላል። ባጃጅ በሰዓት 250 ብር ይከራያል። የጽዮን ማርያም ቤተ ክርስቲያን አሮጌው ሕንፃ ለሴቶች
ክፍት አይደለም፤ አዲሱ ካቴድራል ግን ለሁሉም ክፍት ነው። ሕዳር ጽዮን ሕዳር 21 ቀን 2019 ዓ.ም. (ኖቬምበር 30 ቀን 2026) ይከበራል፤ በዚያ
ሳምንት ዝቅተኛው ቆይታ ሁለት ሌሊት ሲሆን ቁርስ ከ05:00 ጀምሮ ይቀርባል። ወደ ይሓ ቤተ መቅደስ የግማሽ ቀን ጉዞ በመኪና 3,200 ብር ያስከፍላል፤
መንገዱ አንድ ሰዓት ይወስዳል። ለመመዝገብ በ+251 34 775 0418 ይደውሉ።""")

doc("d18", "am", "arba-minch", "dorze-hills-gym-rules", "ዶርዜ ሂልስ ኢን፦ ጂም፣ ዋይፋይና የቤቱ ደንቦች", """
የዶርዜ ሂልስ ኢን የአካል ብቃት ማዕከል በየቀኑ ከ06:00 እስከ 21:00 (ከጠዋቱ 12:00 እስከ ምሽቱ 3:00 ሰዓት) ክፍት ነው፤ ለሆቴሉ እንግዶች
ነፃ ነው። የሆቴሉ እንግዳ ያልሆኑ ሰዎች የቀን ትኬት በ200 ብር፣ የወር አባልነት በ1,500 ብር መግዛት ይችላሉ። ከግል አሰልጣኝ ጋር የ45 ደቂቃ
ልምምድ 350 ብር ያስከፍላል። ከ16 ዓመት በታች ያሉ ወጣቶች ከአዋቂ ጋር ብቻ መግባት ይችላሉ። ዋይፋይ በሁሉም ክፍሎች ነፃ ነው፤ ለቪዲዮ
ስብሰባ የሚሆን ፈጣን ዋይፋይ ግን በቀን 100 ብር ያስከፍላል። የይለፍ ቃሉ በእንግዳ መቀበያ ይሰጣል። የቤቱ ደንቦች፦ ከ22:00 እስከ 06:00
የጸጥታ ሰዓት ነው። በክፍሎች ውስጥ ሲጋራ ማጨስ የተከለከለ ሲሆን ቅጣቱ 1,000 ብር ነው። እንግዳ የሚጠይቁ ጎብኚዎች መታወቂያ አሳይተው
እስከ 21:00 ድረስ መውጣት አለባቸው። የቤት እንስሳት አይፈቀዱም። የክፍል ቁልፍ ከጠፋ 500 ብር ይከፈላል። የእንግዳ መቀበያ 24 ሰዓት
ይሰራል። ከባር የሚገዙ መጠጦች በአትክልቱ ውስጥ እስከ 23:00 ድረስ መጠጣት ይቻላል። ለጥያቄ በ+251 46 881 5507 ይደውሉ።""")

# ---------------- Afaan Oromo ----------------
doc("d19", "om", "hawassa", "lake-hawassa-morning-walk-bikes", "Lake Hawassa Resort & Spa: deemsa gabaa qurxummii fi biskileetii", """
Guyyaa guyyaan ganama Lake Hawassa Resort & Spa keessummoota isaa qarqara haroo irra gara gabaa qurxummii
Amora Gedel deemsa qajeelchaa qabuun geessa. Deemsi kun karra qarqara harootii sa'aatii 06:30 (sa'aatii 12:30
ganama, akka sa'aatii Itoophiyaatti) ka'ee daqiiqaa 90 fudhata. Gatiin isaa ga'eessotaaf birrii 350, ijoollee
umurii 6 hanga 12f immoo birrii 180 dha; ijoolleen isaa gadii bilisaan deemu. Sanbata gabaan ni guddata,
deemsi sa'aatii lama fudhata, gatiin garuu wal fakkaata. Qurxummii tilaapiyaa kan qurxummii qabdoonni baasan
fi simbirroota marabuu qarqara irra jiran ni argitu; maaloo simbirroota hin sooranaa. Resortiin kun daandii
qarqara harootii kiilomeetira 9f biskileetii ni kireessa. Biskileetiin idilee sa'aatii tokkoof birrii 120 ykn
guyyaa tokkoof birrii 600 dha; biskileetiin nama lamaa (tandem) sa'aatii tokkoof birrii 200 dha. Helmeetiin
bilisaa dha. Koppii paaspoortii ykn qabsiisa maallaqaa birrii 1,000 barbaachisa. Biskileetiin sa'aatii 18:30
(sa'aatii 12:30 galgala, akka sa'aatii Itoophiyaatti) dura deebi'uu qaba, sababni isaas daandichi ifa hin
qabu. Lachuu deesk hojii bashannanaa, lakkoofsa keessaa 214, ykn bilbila +251 46 221 5090 irratti qabsiisaa.""")

doc("d20", "om", "adama", "adama-palm-irreecha", "Adama Palm Inn: imala Irreechaa gara Bishooftuu", """
Irreechi Hora Arsadii Bishooftuu bara kana Meskerem 22, 2020 (Fulbaana) akka lakkoobsa Itoophiyaatti, jechuunis
3 Onkoloolessa 2027 kabajama. Adama Palm Inn Posta Bet keessatti argamu keessummoota isaatiif imala awtoobisii
qopheessa. Awtoobisiin ganama sa'aatii 05:00 (sa'aatii 11:00 halkanii, akka sa'aatii Itoophiyaatti) hoteela
irraa ka'a, imalli gara Bishooftuu sa'aatii tokkoo fi daqiiqaa 15 fudhata. Awtoobisiin Bishooftuu irraa sa'aatii
14:00 deebi'a. Gatiin imala deemaa fi deebii nama tokkoof birrii 500 dha; ijoolleen umurii 10 gadii birrii 250
kaffalu. Teessoon 45 qofa jiru, kanaaf guyyaa sadii dura galmaa'aa. Uffata aadaa Oromoo kireeffachuun birrii 350
dha, saanduqni ciree immoo birrii 120 dha. Irreechi ayyaana galata Waaqaaf kennamu waan ta'eef, keessummoonni
marga jiidhaa fi daraaraa qabatanii haroo bira ga'u. Dhugaatii alkoolii fi uffata gurraacha hin qabatinaa.
Bakka namni baay'ee jirutti ijoollee keessan harkaa hin gadhiisinaa. Guyyaa ayyaanaa ciree sa'aatii 04:00 irraa
eegalee kennama. Galmee fi gaaffiif +251 22 112 6631 bilbilaa.""")

doc("d21", "om", "adama", "nazret-garden-spa", "Nazret Garden Hotel: tajaajila spaa fi dhiibbaa qaamaa", """
Spaan Nazret Garden Hotel Franko keessatti argamu guyyaa hunda sa'aatii 10:00 hanga 21:00 (sa'aatii 4:00 ganama
hanga sa'aatii 3:00 galgalaa, akka sa'aatii Itoophiyaatti) banaa dha. Dhiibbaan qaamaa daqiiqaa 60 birrii 1,200,
daqiiqaa 90 immoo birrii 1,650 dha. Dhiibbaan qaamaa namoota lamaaf daqiiqaa 60 birrii 2,200 dha. Dhiibbaan
miilla qofaa daqiiqaa 30 birrii 550 dha. Saawunaa fi boba'aan (steam) sa'aatii tokkoof birrii 400 dha, keessummoota
dhiibbaa qaamaa fudhataniif garuu bilisaa dha. Keessummoonni hoteela kanaa Wiixata hanga Kamisaatti hir'ina
harka 15 argatu. Yeroo qabsiisuuf yoo xiqqaate sa'aatii lama dura bilbilaa; yoo yeroo qabsiifattan hin dhufne
gatii walakkaa kaffaltu. Ijoolleen umurii 16 gadii saawunaa seenuu hin danda'an. Dubartoonni ulfaa'an dhiibbaa
qaamaa dura ogeessa itti himuu qabu. Shaampoo fi foojaan bilisaan kennama. Bilbila harkaa cufuun gaafatama.
Spaan guyyaa Jimaataa Guddaa (Siqlet) ni cufama. Qabsiisuuf lakkoofsa keessaa 250 ykn +251 22 111 8402 bilbilaa.""")

doc("d22", "om", "arba-minch", "abaya-chamo-boat", "Abaya Chamo Resort: imala bidiruu Haroo Caamoo", """
Abaya Chamo Resort Sikela keessatti argamu imala bidiruu Haroo Caamoo irratti gara "gabaa naannichaa" bakka
naannichoonni guguddoon qarqara irra ciciisan qopheessa. Bidiruun xiqqaan nama 6 hanga baatu sa'aatii lamaaf
birrii 2,800 dha. Bidiruun guddaan nama 12 hanga baatu sa'aatii sadiif birrii 4,600 dha. Imalli guyyaatti si'a
lama, sa'aatii 07:00 (sa'aatii 1:00 ganama) fi sa'aatii 15:00 (sa'aatii 9:00 guyyaa, akka sa'aatii
Itoophiyaatti) ka'a. Gatiin seensa paarkii kana keessatti hin dabalamne. Buufata bidiruu Kulfoo gahuuf konkolaataan
daqiiqaa 25 fudhata; geejjibni konkolaataa tokkoof birrii 350 dha. Jaakkeetiin lubbuu baraaru bilisaan kennamu
hunda irratti dirqama. Harka bishaan keessa hin galchinaa, naannichoota hin sooranaa. Rooba cimaa yeroo ta'u
imalli ni haqama, maallaqni guutummaan deebi'a. Ijoolleen umurii 5 gadii imala kana irratti hin hayyamamne.
Qurxummii haroo kanaa, tilaapiyaa fi qurxummii Naayilii, mana nyaataa resortii keessatti galgala birrii 380 tti
nyaachuu ni dandeessu. Qabsiisuuf +251 46 881 2274 bilbilaa ykn deesk simannaa gaafadhaa.""")

doc("d23", "om", "dire-dawa", "sabian-airport-bus", "Sabian Garden Hotel: geejjiba buufata xayyaaraa fi awtoobisii", """
Sabian Garden Hotel buufata xayyaaraa Dirre Dawaa irraa kiilomeetira 6 fagaata. Geejjibni buufata xayyaaraa
keessummoota halkan lama fi isaa ol qabsiifataniif bilisaa dha; warra kaaniif garuu tokko tokkoon birrii 300 dha.
Geejjibni kun sa'aatii 06:00 hanga 23:00 hojjeta. Xayyaarri sa'aatii 23:00 booda gahu yoo jiraate, konkolaataan
addaa birrii 650 kaffaltu. Awtoobisiin gara Finfinnee ganama sa'aatii 05:30 (sa'aatii 11:30 halkanii, akka
sa'aatii Itoophiyaatti) buufata awtoobisii irraa ka'a. Tikeetiin isaa birrii 1,150 dha, simannaan hoteelaa
tikeetii siif bituu danda'a, tajaajilaaf birrii 100 dabalata. Imalli gara Finfinneetti sa'aatii 8 hanga 9 fudhata.
Tikeetii guyyaa tokko dura bituu qabda. Hoteelli ganama sa'aatii 05:00 taaksii gara buufata awtoobisiitti birrii
200n erga. Saanduqni ciree birrii 150 dha. Meeshaan keessan kiiloo 25 ol yoo ta'e awtoobisiin kaffaltii dabalataa
gaafata. Meeshaa keessan hoteela keessatti guyyaa 5 hanga bilisaan kaa'uu ni dandeessu. Gaaffiif simannaa,
lakkoofsa keessaa 0, ykn +251 25 113 4419 bilbilaa.""")

doc("d24", "om", "hawassa", "sidama-garden-coffee-tour", "Sidama Garden Lodge: daawwannaa oomisha bunaa", """
Sidama Garden Lodge Menaheria keessatti argamu Kibxata fi Sanbata gara qonna bunaa Sidaamaa daawwannaa
qopheessa. Konkolaataan sa'aatii 07:30 (sa'aatii 1:30 ganama, akka sa'aatii Itoophiyaatti) loojii irraa ka'a,
daawwannaan guutuun sa'aatii 5 fudhata. Gatiin nama tokkoof birrii 1,450 dha, nyaata laaqanaa ni dabalata.
Ijoolleen umurii 12 gadii birrii 700 kaffalu. Daawwannaan kun biqiltuu bunaa, funaansa firii bunaa, bakka itti
bunni dhiqamee gogu fi mana warra qonnaan bulaa of keessaa qaba. Onkoloolessa hanga Mudde gidduutti firii bunaa
diimaa harkaan funaanuu ni dandeessu. Barumsi buna waadu fi danfisu daqiiqaa 90 loojii keessatti Roobii fi
Jimaata sa'aatii 16:00 kennama; gatiin isaa birrii 480 dha. Buna Sidaamaa waadame kiiloo tokko birrii 900tti
bitachuu ni dandeessu. Kophee cimaa fi koofiyaa aduu qabadhaa. Yoo xiqqaate namoonni sadii yoo galmaa'an
qofa imalli ni ka'a. Galmee guyyaa tokko dura simannaa irratti ykn +251 46 220 7781 bilbilaa.""")

doc("d25", "om", "addis-ababa", "cmc-long-stay-rules", "CMC Family Suites: turtii dheeraa fi seera mana keessaa", """
CMC Family Suites keessummoota turtii dheeraaf gatii addaa qaba. Torban tokkoo ol yoo turtan hir'ina harka
10, ji'a tokkoo ol yoo turtan immoo hir'ina harka 25 argattu. Turtii dheeraaf qabsiisni maallaqaa birrii 5,000
barbaachisa, yeroo baatan deebi'a. Kutaa hunda keessa kichinii xiqqaa jira; qulqulleessuun torbanitti si'a lama
bilisaa dha, qulqulleessuun dabalataa birrii 350 dha. Ibsaa fi bishaan gatii keessatti dabalamaniiru. Konkolaataa
tokkoof iddoon dhaabbii bilisaa dha; konkolaataa lammaffaaf guyyaatti birrii 150 kaffaltu. Seera mana keessaa:
sa'aatii 22:00 hanga 07:00 (sa'aatii 4:00 halkanii hanga sa'aatii 1:00 ganamaa) yeroo callisaa ti. Keessummoonni
isin daawwatan waraqaa eenyummaa agarsiisanii sa'aatii 21:00 dura ba'uu qabu. Bineensonni manaa hin hayyamaman.
Kutaa keessatti tamboo xuuxuun dhorkaa dha; adabbiin isaa birrii 2,500 dha. Uffata miicuuf maashinni gamoo
jalaa jira, tokkoon birrii 120 dha. Furtuun yoo bade birrii 400 kaffaltu. Gaaffiif +251 11 661 9025 bilbilaa.""")

# ---------------- Tigrinya ----------------
doc("d26", "ti", "axum", "sheba-inn-sites", "ንግስቲ ሳባ ኢን፦ ቅርስታት ኣኽሱም ምብጻሕ", """
ንግስቲ ሳባ ኢን ካብ መናፈሻ ሓወልትታት ብእግሪ ዓሰርተ ደቒቕ ጥራይ ይርሕቕ። ናይ መናፈሻ ሓወልትታትን ቤተ መዘክር ኣርኪዮሎጂን
ሓባራዊ ትኬት ንወጻእተኛታት በጻሕቲ 600 ብር፣ ንኢትዮጵያውያን ድማ 50 ብር እዩ። እቲ ትኬት ንኽልተ መዓልቲ የገልግል፣ ቤት
ምሕጻብ ንግስቲ ሳባን ጽሑፍ ንጉስ ኢዛናን ድማ የጠቓልል። ቤተ መዘክር ካብ 08:00 ክሳብ 17:30 (ካብ ሰዓት 2:00 ንግሆ ክሳብ ሰዓት
11:30 ድሕሪ ቀትሪ) ክፉት እዩ። እቲ ሆቴል ዘዳልዎ መራሒ በጻሕቲ ንፍርቂ መዓልቲ 800 ብር፣ ንምሉእ መዓልቲ 1,400 ብር የኽፍል።
ባጃጅ ብሰዓት 250 ብር ይካረ። እቲ ኣረጊት ህንጻ ቤተ ክርስቲያን ጽዮን ማርያም ንደቂ ኣንስትዮ ክፉት ኣይኮነን፣ እቲ ሓድሽ ካቴድራል
ግን ንኹሉ ክፉት እዩ። ሕዳር ጽዮን ሕዳር 21 2019 ዓ.ም. (30 ኖቬምበር 2026) ይኽበር፣ ኣብታ ሰሙን እቲ ዝተሓተ ምጽናሕ ክልተ ለይቲ
እዩ፣ ቁርሲ ድማ ካብ 05:00 ጀሚሩ ይቐርብ። ናብ ቤተ መቕደስ ይሓ ናይ ፍርቂ መዓልቲ ጉዕዞ ብመኪና 3,200 ብር የኽፍል፣ እቲ መገዲ
ሓደ ሰዓት ይወስድ። ንምምዝጋብ ብ+251 34 775 0418 ደውሉ።""")

doc("d27", "ti", "mekelle", "enda-yesus-gheralta-trip", "እንዳ የሱስ ሂል ሆቴል፦ ጉዕዞ ናብ ኣብያተ ክርስቲያን ገርዓልታ", """
እንዳ የሱስ ሂል ሆቴል ናብ ኣብያተ ክርስቲያን ከውሒ ገርዓልታ ጉዕዞ የዳሉ። እቲ ጉዕዞ ንግሆ ሰዓት 06:00 (ሰዓት 12:00 ንግሆ
ብሰዓት ኢትዮጵያ) ካብ ሆቴል ይብገስ፣ ናብ ሓውዜን ዝወስድ መገዲ ክልተ ሰዓትን ፍርቅን ይወስድ። ንክሳብ ኣርባዕተ ሰባት ዝኸውን
መኪና 4x4 ምስ መራሒ መኪና 6,500 ብር የኽፍል። ናብ ኣቡነ የማታ ጉሕ ምድያብ 45 ደቒቕ ይወስድ፣ ገለ ክፋል ብገመድ ይድየብ።
መእተዊ ቤተ ክርስቲያን ንሓደ ሰብ 500 ብር እዩ፣ ዝሕግዝ ናይ ከባቢ መራሒ ድማ 300 ብር የኽፍል። እዚ ምድያብ ንቖልዑ ትሕቲ 12
ዓመት ኣይፍቀድን። ካልኣይ ቤተ ክርስቲያን ማርያም ቆርቆር ድማ ብ400 ብር ክብጻሕ ይከኣል። ሆቴል ናይ ምሳሕ ሳንዱቕ ብ280 ብር
የዳሉ። ጸቢብ ጫማ ዘይኮነ ጽቡቕ ናይ ምድያብ ጫማ ኣምጽኡ፣ ማይ ድማ ሓዙ። ኣብ ቤተ ክርስቲያን ጫማ ምውጻእ የድሊ። እቲ ጉዕዞ
ምሸት ሰዓት 19:00 ናብ ሆቴል ይምለስ። ምዝገባ እንተወሓደ ሓደ መዓልቲ ቅድሚኡ ብ+251 34 441 8830 ግበሩ።""")

doc("d28", "ti", "mekelle", "hawelti-ashenda", "ሓወልቲ ፕላዛ ሆቴል፦ በዓል ኣሸንዳ", """
በዓል ኣሸንዳ ኣብ መቐለ ነሓሰ 16 2019 ዓ.ም. (22 ኦገስት 2027) ይጅምር። ሓወልቲ ፕላዛ ሆቴል ኣብ ሓወልቲ ዝርከብ ንእንግዶቱ ፍሉይ
ናይ ኣሸንዳ ምሸት የዳሉ። ናይ ኣሸንዳ ድራር ንዓበይቲ 950 ብር፣ ንቖልዑ ትሕቲ 12 ዓመት ድማ 450 ብር እዩ። መርኣያ ሳዕስዒት
ደቂ ኣንስትዮ ኣብ ጀርዲን ሆቴል ሰዓት 17:00 (ሰዓት 11:00 ድሕሪ ቀትሪ ብሰዓት ኢትዮጵያ) ይጅምር። ኩሉ ኩሉ 120 መንበር
ጥራይ ኣሎ። ናይ ኣሸንዳ ክዳን ብ400 ብር ክካረ ይከኣል፣ ናይ ጸጉሪ ምልጻይ (ሹሩባ) ድማ ብ600 ብር ኣብ ሆቴል ይግበር፣ ሰለስተ ሰዓት
ይወስድ። ኣብ ሰሙን ኣሸንዳ እቲ ዝተሓተ ምጽናሕ ሰለስተ ለይቲ እዩ። መኪና ሆቴል ናብ ሮማናት ኣደባባይ ንግሆ ሰዓት 10:00ን ምሸት ሰዓት
18:00ን ብነጻ ይወስድ። ደቂ ኣንስትዮ ብጉጅለ ናብ ኣባይቲ ክዘውራ እንከለዋ ንኣሸንዳ ገንዘብ ምሃብ ልምዲ እዩ። ምዝገባ ክሳብ 15 ነሓሰ
ብ+251 34 440 6672 ወይ ኣብ መቐበሊ ሆቴል ግበሩ።""")

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    print("wrote", len(D), "documents")
