import json
U="https://example.et/marefiya/"
D=[]
def doc(i,lang,url,title,text): D.append({"id":i,"lang":lang,"url":U+url,"product":"marefiya","tenant":None,"title":title,"text":" ".join(text.split())})

doc("d01","en","airport-transfer","Bole airport transfers with Marefiya","""
Marefiya arranges private transfers between Addis Ababa Bole International Airport and any hotel in the city.
A sedan for up to three guests costs 850 ETB one way. A minivan for up to seven guests with luggage costs 1,400 ETB one way.
Transfers that start between 22:00 and 05:00 (4 o'clock at night to 11 o'clock at night on the Ethiopian clock) carry a night surcharge of 200 ETB.
Please book at least 12 hours before your flight lands so that we can assign a driver. Your driver waits in the arrivals hall of Terminal 2 holding a green Marefiya sign with your name.
Free waiting time is 60 minutes after the scheduled landing; every extra 30 minutes costs 150 ETB.
Child seats are free but must be requested when booking. Payment is in cash to the driver or by telebirr.
For changes call the transfer desk on +251 911 40 22 18, open every day from 06:00 to 23:00.
Transfers to Adama or Bishoftu are also possible: Bishoftu costs 2,300 ETB and Adama costs 3,600 ETB by sedan.
Cancel free of charge up to 6 hours before pick-up; later cancellations are charged in full.
""")

doc("d02","en","festival-calendar-2026-27","Ethiopian festival calendar 2026/27 (2019-2020 E.C.)","""
Ethiopia uses its own calendar, which is seven to eight years behind the Gregorian one, and its year begins in September.
Here are the main public holidays for the 2026/27 season with both dates.
Meskel, the finding of the True Cross, falls on Meskerem 17, 2019 E.C., which is Sunday 27 September 2026. The Demera bonfire is lit on the eve, 26 September, in Meskel Square.
Genna, Ethiopian Christmas, is on Tahsas 29, 2019 E.C., which is Thursday 7 January 2027.
Timkat, Epiphany, is on Tir 11, 2019 E.C., which is Tuesday 19 January 2027; the Ketera procession is on the eve, 18 January 2027. Gondar and Lalibela are the most popular places to watch it.
Adwa Victory Day is on Yekatit 23, 2019 E.C., which is 2 March 2027.
Fasika, Ethiopian Easter, is on Miyazya 24, 2019 E.C., which is Sunday 2 May 2027, after 55 days of fasting. Good Friday (Siklet) is 30 April 2027.
Enkutatash, the Ethiopian New Year 2020 E.C., is on Meskerem 1, 2020, which is Sunday 12 September 2027, one day later than usual because 2019 E.C. has six days in Pagume.
Hotels in Gondar, Lalibela and Axum fill up quickly for Timkat and Meskel, so book at least two months ahead.
""")

doc("d03","en","simien-trekking-permits","Simien Mountains trekking permits and scouts","""
Every trek in Simien Mountains National Park starts at the park office in Debark, where you buy your permit.
The park entry fee for foreign visitors is 1,200 ETB per person per day; Ethiopian residents pay 150 ETB per day.
An armed scout is compulsory for every group and costs 600 ETB per day. A licensed guide costs 1,100 ETB per day, and a mule with a handler costs 350 ETB per day.
The Debark office opens at 8:30 in the morning (2:30 on the Ethiopian clock) and closes at 17:30 (11:30 on the Ethiopian clock), every day including Sundays.
Camping at Sankaber, Gich or Chennek costs 250 ETB per tent per night.
The most popular route is four days from Sankaber to Chennek, with a side trip to Ras Bwahit at 4,430 metres.
Gelada monkeys are easy to see near Chennek; walia ibex are best seen early in the morning.
Nights at Gich camp can drop below zero between October and December, so bring a warm sleeping bag.
Marefiya can reserve permits in advance for a service fee of 300 ETB per booking.
""")

doc("d04","en","danakil-tours","Danakil Depression tours from Mekelle","""
Our partner Afar Horizon Expeditions runs group tours to the Danakil Depression from Mekelle.
The 3-day tour costs 38,500 ETB per person and the 4-day tour costs 49,000 ETB per person. Prices include 4x4 transport, cook, water, camping gear, Afar regional permit and the local police escort.
Tours depart from the Afar Horizon office in Mekelle at 7:00 in the morning, which is 1 o'clock on the Ethiopian clock. A minimum of 4 guests is needed for a departure.
Day one visits Hamed Ela and the salt flats of Lake Asale, where camel caravans still carry salt blocks.
The night hike up Erta Ale volcano takes about 3 hours each way and starts after sunset; camels carry the mattresses.
Dallol's yellow and green sulphur springs are visited early in the morning because temperatures can exceed 45 degrees by noon.
The best season is November to March. Bring a head torch, closed shoes and at least 4 litres of water per day.
A deposit of 30 percent is needed to confirm a place; the balance is paid in Mekelle before departure.
""")

doc("d05","en","spa-prices","Spa prices: Tana Lotus Spa and Sheger Serenity Spa","""
Two partner spas give Marefiya guests a welcome drink and free use of the steam room.
Tana Lotus Spa is on the lakeshore road in Bahir Dar. A 60-minute full-body massage costs 2,200 ETB, a 90-minute massage costs 3,100 ETB and a foot reflexology session of 45 minutes costs 1,300 ETB.
It is open from 9:00 to 21:00 (3 o'clock in the morning to 3 o'clock at night on the Ethiopian clock).
Sheger Serenity Spa is in Bole, Addis Ababa. A 60-minute full-body massage costs 2,750 ETB and a 90-minute massage costs 3,900 ETB. Its traditional hammam with coffee scrub costs 1,100 ETB.
Sheger Serenity Spa is open from 10:00 to 22:00 and is closed on Mondays.
Couples packages are sold only at Sheger Serenity Spa: two 60-minute massages plus the hammam for 6,200 ETB.
Please book at least 3 hours in advance through the Marefiya app or at your hotel reception.
Guests who cancel less than 2 hours before the appointment pay half of the price.
Children under 16 are not allowed in either spa.
""")

doc("d06","en","late-checkout-rules","House rules: late check-out at Wanza Court Hotel and Gihon Terrace Hotel","""
Two Marefiya partner hotels have their own rules for late check-out and house rules.
At Wanza Court Hotel in Gondar, standard check-out is at 11:00. Late check-out until 15:00 costs 1,500 ETB. Leaving after 18:00 is charged as a full extra night.
At Gihon Terrace Hotel in Bahir Dar, standard check-out is at 12:00. Late check-out until 14:00 costs 900 ETB and until 16:00 costs 1,600 ETB.
Late check-out always depends on availability and must be requested at reception the evening before.
Quiet hours in both hotels are from 22:00 to 07:00.
Smoking in rooms is not allowed; the cleaning fine is 5,000 ETB at Wanza Court Hotel and 4,000 ETB at Gihon Terrace Hotel.
Pets are not accepted at Wanza Court Hotel. Gihon Terrace Hotel accepts small dogs for 700 ETB per night.
Visitors who are not registered guests must leave the rooms by 21:00, and every guest must show a passport or Kebele ID at check-in.
Lost room keys cost 800 ETB at either hotel.
""")

doc("d07","en","visa-entry","Visa and entry requirements for Ethiopia","""
Most visitors need a visa to enter Ethiopia. The easiest way is the official e-visa.
A 30-day single-entry tourist e-visa costs 82 US dollars and a 90-day single-entry tourist e-visa costs 122 US dollars.
Apply at least 3 working days before travel; approval usually arrives by email within 72 hours.
Your passport must be valid for at least 6 months after the date of arrival and must have one blank page.
Print the e-visa approval letter and show it at immigration in Bole International Airport.
Citizens of Kenya and Djibouti do not need a visa for short stays.
A yellow fever vaccination certificate is required only if you arrive from a country with a risk of yellow fever transmission.
Overstaying a visa is fined 10 US dollars per day, paid at the Immigration and Citizenship Service office near Mexico Square before leaving.
Visa extensions are possible for one additional month at the same office.
Marefiya cannot apply for visas on your behalf, but our support team can check your documents.
""")

doc("d08","en","sim-cards-money","SIM cards, mobile data and money in Ethiopia","""
You can buy a local SIM card at the Ethio Telecom counter in the arrivals hall of Bole airport. Bring your passport.
The tourist SIM costs 250 ETB including a small amount of airtime. A 10 GB data bundle valid 30 days costs 450 ETB, and a 25 GB bundle costs 900 ETB.
Safaricom Ethiopia shops in Bole and Piassa sell a SIM for 200 ETB.
The Ethio Telecom counter at the airport is open 24 hours.
The Ethiopian currency is the birr (ETB). Bank exchange desks at the airport are open around the clock; keep your receipt, because you need it to change birr back to dollars.
Commercial Bank of Ethiopia ATMs accept Visa cards; the maximum per withdrawal is 10,000 ETB.
Mobile money (telebirr) is widely accepted in cafes and taxis in Addis Ababa.
Tipping: 10 percent in restaurants is common if no service charge is added; porters expect about 50 ETB per bag.
You may leave the country with at most 3,000 ETB in cash.
""")

doc("d09","en","domestic-baggage","Ethiopian Airlines domestic flights: baggage and check-in","""
Many guests fly between Addis Ababa and Lalibela, Gondar, Axum, Bahir Dar, Mekelle or Arba Minch.
On Ethiopian Airlines domestic flights the economy checked baggage allowance is 23 kg in one piece, and the cabin bag may weigh 7 kg.
Excess baggage costs 120 ETB per kg.
Check-in for domestic flights closes 45 minutes before departure; we recommend arriving at Terminal 1 two hours before.
Domestic flights leave from Terminal 1 of Bole airport, not from Terminal 2.
Guests who arrive in Ethiopia on an Ethiopian Airlines international ticket may receive a discount on domestic fares when booked from abroad.
Drones must be declared at customs and may be held at the airport.
The flight from Addis Ababa to Lalibela takes about 1 hour, and to Axum about 1 hour 20 minutes.
Changing a domestic ticket costs 1,000 ETB plus any fare difference.
Marefiya can arrange a hotel pickup at Lalibela airport for 900 ETB per car.
""")

# ---------------- Amharic ----------------
doc("d10","am","festival-calendar-2026-27","የ2019-2020 ዓ.ም. የበዓላት ቀን መቁጠሪያ","""
ኢትዮጵያ የራሷን የቀን መቁጠሪያ ትጠቀማለች፤ ዓመቱም በመስከረም ይጀምራል። ለ2026/27 ዋና ዋና በዓላት በሁለቱም ካሌንደሮች እነሆ።
መስቀል መስከረም 17 ቀን 2019 ዓ.ም. ነው፤ ይህም እሑድ 27 September 2026 ነው። የደመራ ሥነ ሥርዓት በዋዜማው 26 September በመስቀል አደባባይ ይከበራል።
ገና (የኢትዮጵያ የገና በዓል) ታኅሣሥ 29 ቀን 2019 ዓ.ም. ነው፤ ይህም ሐሙስ 7 January 2027 ነው።
ጥምቀት ጥር 11 ቀን 2019 ዓ.ም. ነው፤ ይህም ማክሰኞ 19 January 2027 ነው። ከተራ በዋዜማው 18 January 2027 ይውላል። ጎንደርና ላሊበላ ጥምቀትን ለማየት ተመራጭ ቦታዎች ናቸው።
የዓድዋ ድል በዓል የካቲት 23 ቀን 2019 ዓ.ም. ማለትም 2 March 2027 ነው።
ፋሲካ (ትንሣኤ) ሚያዝያ 24 ቀን 2019 ዓ.ም. ነው፤ ይህም እሑድ 2 May 2027 ነው፤ ከ55 ቀናት ጾም በኋላ ይከበራል። ስቅለት 30 April 2027 ነው።
እንቁጣጣሽ፣ የ2020 ዓ.ም. አዲስ ዓመት፣ መስከረም 1 ቀን 2020 ነው፤ ይህም እሑድ 12 September 2027 ነው። 2019 ዓ.ም. ጳጉሜ 6 ቀናት ስላሉት አዲሱ ዓመት ከወትሮው አንድ ቀን ዘግይቶ ይገባል።
በጥምቀትና በመስቀል ወቅት በጎንደር፣ በላሊበላና በአክሱም ያሉ ሆቴሎች ቶሎ ስለሚሞሉ ቢያንስ ከሁለት ወር በፊት ይያዙ።
""")

doc("d11","am","harar-hyena-feeding","በሐረር የጅብ መመገብ ትርኢት","""
ሐረር በጅብ መመገብ ትርኢቷ ትታወቃለች። ትርኢቱ በየምሽቱ ከጁገል ቅጥር ውጭ በኤረር በር አቅራቢያ ይካሄዳል።
ትርኢቱ የሚጀምረው ከምሽቱ 1 ሰዓት ላይ ነው፤ ይህም በፈረንጆች አቆጣጠር 19:00 ነው። ለአንድ ሰዓት ያህል ይቆያል።
የመግቢያ ክፍያ ለአንድ ሰው 300 ብር ነው። ጅቡን በራስዎ እጅ ወይም በዱላ ለመመገብ ተጨማሪ 200 ብር ይከፍላሉ።
ከሆቴል ወደ ትርኢቱ ቦታ የባጃጅ ደርሶ መልስ ዋጋ 250 ብር ያህል ነው።
የጁገል ከተማ የእግር ጉዞ በአካባቢ አስጎብኚ 1,000 ብር ያስከፍላል፤ ጉዞው 3 ሰዓት ይወስዳል። ጉዞው የሚጀምረው ከጠዋቱ 3 ሰዓት ማለትም 9:00 ነው።
የአርተር ራምቦ ቤት ሙዚየም መግቢያ 150 ብር ነው።
ከድሬ ዳዋ ወደ ሐረር በመኪና 1 ሰዓት ከ30 ደቂቃ ይወስዳል፤ የማሬፊያ የግል መኪና ለአንድ አቅጣጫ 2,800 ብር ነው።
ፎቶ ማንሳት ይፈቀዳል፤ ነገር ግን ብልጭታ (ፍላሽ) መጠቀም አይፈቀድም። ትርኢቱን በደንብ ለማየት ቀድመው መድረስ ይመከራል። ህፃናት ከአዋቂ ጋር ብቻ መግባት ይችላሉ። የጁገል አምስቱ በሮች ምሽት ላይ ስለሚጨናነቁ ከአስጎብኚ ጋር መሄድ ይሻላል።
""")

doc("d12","am","coffee-ceremony-lounge","በማሬፊያ አጋር ሆቴሎች የቡና ሥነ ሥርዓት","""
የኢትዮጵያ ቡና ሥነ ሥርዓት እንግዶች ሊያዩት የሚገባ ባህል ነው። ቡናው በእንግዳው ፊት ይቆላል፣ ይወቀጣል፣ በጀበና ይፈላል።
በአዲስ አበባ ያለው የቡና ቤት "ቡና ገበታ ላውንጅ" ሥነ ሥርዓቱን በየቀኑ ከቀኑ 9 ሰዓት ላይ ያዘጋጃል፤ ይህም በፈረንጆች አቆጣጠር 15:00 ነው።
ለአንድ ሰው ዋጋው 450 ብር ነው፤ ፈንዲሻና ዳቦ ቆሎ ይጨምራል። ለአራት ሰዎች ቤተሰብ 1,500 ብር ነው።
ሥነ ሥርዓቱ ሦስት ዙር አለው፤ አቦል፣ ቶና እና በረካ ይባላሉ። ሙሉው ሥነ ሥርዓት 90 ደቂቃ ያህል ይወስዳል።
የቡና አፈላል ትምህርት ለመውሰድ የሚፈልጉ እንግዶች ቅዳሜ ከጠዋቱ 4 ሰዓት (10:00) የ2 ሰዓት ትምህርት በ1,200 ብር መውሰድ ይችላሉ።
ሥነ ሥርዓቱ በእጣን ጢስና በቄጤማ ጉዝጓዝ ይታጀባል። ቡናውን በስኳር፣ በጨው ወይም በጤና አዳም መጠጣት ይቻላል። የይርጋጨፌ ወይም የሲዳማ ቡና ግማሽ ኪሎ በ650 ብር መግዛት ይቻላል።
ቦታ ለማስያዝ ቢያንስ ከአንድ ቀን በፊት በስልክ +251 912 33 70 45 ይደውሉ።
""")

doc("d13","am","lalibela-churches","የላሊበላ ውቅር አብያተ ክርስቲያናት ጉብኝት","""
የላሊበላ 11 ውቅር አብያተ ክርስቲያናት በዩኔስኮ የተመዘገቡ ቅርሶች ናቸው።
ለውጭ አገር ጎብኚዎች የመግቢያ ትኬት 2,900 ብር ሲሆን ለ5 ቀናት ያገለግላል። ለኢትዮጵያውያን ዋጋው 100 ብር ነው።
ትኬቱ የሚሸጠው በቤተ መድኃኔ ዓለም አቅራቢያ ባለው የትኬት ቢሮ ነው።
አብያተ ክርስቲያናቱ ከጠዋቱ 12 ሰዓት እስከ ቀኑ 6 ሰዓት (6:00 እስከ 12:00) እና ከቀኑ 8 ሰዓት እስከ 11:30 ሰዓት (14:00 እስከ 17:30) ክፍት ናቸው።
ፈቃድ ያለው አስጎብኚ ለአንድ ቀን 1,200 ብር ያስከፍላል።
ጫማዎን ለመጠበቅ የሚረዳ ሰው 50 ብር ይጠይቃል። ወደ አብያተ ክርስቲያናቱ ሲገቡ ጫማ ማውለቅ ግዴታ ነው።
ቤተ ጊዮርጊስ ከሌሎቹ ተለይቶ የሚገኝ የመስቀል ቅርጽ ያለው ቤተ ክርስቲያን ነው።
የአሸተን ማርያም ገዳም ከከተማው 2 ሰዓት የእግር ጉዞ ይርቃል፤ መግቢያው 300 ብር ነው።
ቤተ ማርያም በጥንታዊ ሥዕሎቿ ትታወቃለች። በውስጥ ፎቶ ማንሳት ይፈቀዳል፤ ፍላሽ ግን አይፈቀድም። በገና በዓል ወቅት ላሊበላ በጣም ይጨናነቃል፤ ሆቴል አስቀድመው ይያዙ።
""")

doc("d14","am","bale-mountains-lodge","የባሌ ተራሮች ሎጅና የፓርክ ክፍያዎች","""
የባሌ ተራሮች ብሔራዊ ፓርክ የቀይ ቀበሮ እና የደጋ አጋዘን መኖሪያ ነው።
የማሬፊያ አጋር የሆነው "ሀረና ደመና ሎጅ" በሀረና ጫካ ውስጥ ይገኛል። የአንድ ምሽት ዋጋ ሙሉ ምግብን ጨምሮ ለሁለት ሰዎች 7,800 ብር ነው።
የፓርኩ የመግቢያ ክፍያ ለውጭ አገር ዜጎች በቀን 900 ብር ሲሆን ለመኪና በቀን 120 ብር ይከፈላል።
የፓርኩ ዋና መሥሪያ ቤት በዲንሾ ይገኛል፤ ከጠዋቱ 2:30 ሰዓት (8:30) እስከ ቀኑ 11 ሰዓት (17:00) ክፍት ነው።
የሳነቲ አምባ ከባሕር ጠለል በላይ 4,000 ሜትር ያህል ከፍታ አለው፤ ቱሉ ዲምቱ 4,377 ሜትር ነው።
ከሮቤ ከተማ ወደ ሎጁ በመኪና 3 ሰዓት ይወስዳል። የሎጁ የግል መኪና ከሮቤ አውሮፕላን ማረፊያ 3,500 ብር ያስከፍላል።
የፈረስ ጉዞ ከአስጎብኚ ጋር በቀን 1,400 ብር ነው።
ቀበሮዎችን ለማየት ተስማሚው ሰዓት ጠዋት ነው። የሌሊቱ ቅዝቃዜ ከዜሮ በታች ሊወርድ ስለሚችል ሞቅ ያለ ልብስ ይያዙ።
""")

doc("d15","am","addis-transport","በአዲስ አበባ ከተማ ውስጥ መጓጓዣ","""
በአዲስ አበባ ውስጥ ለመንቀሳቀስ የተለያዩ አማራጮች አሉ።
የአዲስ አበባ ቀላል ባቡር ሁለት መስመሮች አሉት፤ የትኬት ዋጋው እንደ ርቀቱ 6፣ 8 ወይም 10 ብር ነው። ባቡሩ ከጠዋቱ 12 ሰዓት (6:00) እስከ ምሽቱ 4 ሰዓት (22:00) ይሠራል።
የራይድ እና የፈረስ የታክሲ መተግበሪያዎች በስፋት ይሠራሉ። ከቦሌ ወደ ፒያሳ የራይድ ዋጋ በአማካይ 450 ብር ያህል ነው።
ሰማያዊ እና ነጭ ሚኒባስ ታክሲዎች ለአጭር ርቀት ከ10 እስከ 25 ብር ያስከፍላሉ።
የማሬፊያ የከተማ ጉብኝት በመኪና ለግማሽ ቀን (4 ሰዓት) 3,200 ብር ነው፤ ብሔራዊ ሙዚየም፣ መርካቶ እና እንጦጦ ተራራን ያካትታል።
የእንጦጦ ፓርክ የመግቢያ ክፍያ ለውጭ ጎብኚዎች 500 ብር ነው።
ከምሽቱ 4 ሰዓት በኋላ የራይድ ዋጋ 20 በመቶ ይጨምራል።
ከቦሌ አውሮፕላን ማረፊያ ወደ መሀል ከተማ በሜትር ታክሲ 600 ብር ገደማ ይከፍላሉ። መርካቶ እሑድ ብዙ ሱቆች ዝግ ስለሆኑ ከሰኞ እስከ ቅዳሜ ቢጎበኙ ይመረጣል።
""")

# ---------------- Afaan Oromo ----------------
doc("d16","om","airport-transfer","Geejjiba buufata xayyaaraa Boolee Marefiya waliin","""
Marefiyaan geejjiba dhuunfaa buufata xayyaaraa idil-addunyaa Boolee fi hoteela magaalaa Finfinnee keessa jiru gidduutti qopheessa.
Konkolaataan xiqqaan (sedan) hanga namoota sadii fudhatu karaa tokkoof qarshii 850 kaffala. Minivaaniin hanga namoota torbaa fi meeshaa isaanii fudhatu karaa tokkoof qarshii 1,400 kaffala.
Geejjibni sa'aatii 22:00 hanga 05:00 (sa'aatii Itoophiyaatiin halkan sa'aatii 4 hanga sa'aatii 11) jalqabu dabalata halkanii qarshii 200 qaba.
Xayyaarri keessan osoo hin qubatin yoo xiqqaate sa'aatii 12 dura galmeessaa. Konkolaachisaan keessan Terminaala 2 keessatti mallattoo magariisaa maqaa keessanii qabatee isin eeggata.
Yeroon eeggannaa bilisaa daqiiqaa 60 dha; daqiiqaa 30 dabalataa hundaaf qarshii 150 kaffaltu.
Teessoon daa'immanii bilisaan kennama, garuu yeroo galmeessitan gaafachuu qabdu. Kaffaltiin maallaqa callaan ykn telebirr-iin raawwatama.
Jijjiirraaf bilbila +251 911 40 22 18 irratti bilbilaa; guyyaa hunda 06:00 hanga 23:00 banaadha.
Bishooftuutti qarshii 2,300, Adaamaatti immoo qarshii 3,600 sedaniin.
Sa'aatii 6 fudhannaa dura bilisaan haquu dandeessu; sana booda kaffaltiin guutuun ni murtaa'a.
""")

doc("d17","om","sof-omar-caves","Holqa Soof Umar daawwachuu","""
Holqi Soof Umar Godina Baalee keessatti argama, magaalaa Roobee irraa gara bahaatti kiilomeetira 110 fagaata.
Roobee irraa konkolaataan gara holqaatti sa'aatii 2 fi daqiiqaa 30 fudhata.
Kaffaltiin seensaa namoota biyya alaatiif nama tokkoof qarshii 500 dha; lammiileen Itoophiyaa qarshii 50 kaffalu.
Qajeelchaan naannoo dirqama; kaffaltiin isaa daawwannaa tokkoof qarshii 400 dha.
Holqichi kiilomeetira 15 ol dheerata, lagni Weeb immoo holqa keessa yaa'a. Daawwannaan baramaan sa'aatii 2 fudhata.
Waajjirri tikeetii ganama sa'aatii 2:00 (8:00 Faranjii) hanga galgala sa'aatii 10:00 (16:00) banaadha.
Ji'a Adoolessaa fi Hagayyaa keessa bishaan ni dabala, kanaaf daawwannaan holqa keessaa ni dhorkama.
Ibsaa harkaa (torch) fi kophee bishaan hin seensisne qabadhaa.
Marefiyaan konkolaataa dhuunfaa Roobee irraa deemee deebi'uuf qarshii 4,200 qopheessa.
Soof Umar bakka seenaa amantaa Islaamaa fi bakka dawwannaa beekamaa dha.
""")

doc("d18","om","awash-national-park","Paarkii Biyyoolessaa Awaash: kaffaltii fi sa'aatii","""
Paarkiin Biyyoolessaa Awaash Finfinnee irraa kiilomeetira 225 fagaata, daandii Adaamaa fi Mataharaa irratti.
Kaffaltiin seensaa namoota biyya alaatiif guyyaa tokkoof nama tokkoof qarshii 750 dha. Konkolaataan guyyaatti qarshii 150 kaffala.
Loltuun paarkii (scout) dirqama; guyyaatti qarshii 500 kaffala.
Karri paarkii ganama sa'aatii 12:00 (6:00 Faranjii) banama, galgala sa'aatii 12:00 (18:00 Faranjii) cufama.
Burqaan ho'aa Filwoohaa kaaba paarkii keessatti argama; daakuun bishaanii qarshii 200 dha.
Bineensota akka saalaa (beisa oryx), qamalee fi simbirroota gosa 450 ol ilaaluu dandeessu.
Bakka buufataa Awash Falls Lodge irratti bakki dunkaanaa halkan tokkoof qarshii 300 dha.
Marefiyaan imala guyyaa tokkoo Finfinnee irraa nama tokkoof qarshii 6,500 qopheessa.
Kaffaltiin hunduu karra paarkii irratti maallaqa callaan raawwatama. Bishaan dhugaatii gahaa qabadhaa; ho'i guyyaa digrii 35 ol ga'uu danda'a. Yeroon gaariin daawwannaa Onkoloolessa hanga Bitootessaa ti.
""")

doc("d19","om","wenchi-crater-lake","Haroo Wancii: bidiruu fi farda","""
Haroon Wancii haroo boolla volkaanoo kan Finfinnee irraa gara dhihaatti kiilomeetira 155 fagaatu dha.
Kaffaltiin seensaa namoota biyya alaatiif qarshii 400, lammiileef qarshii 60 dha.
Bidiruun odola Cirkoos irra jiru gara mana kiristaanaa durii geessu nama tokkoof qarshii 350 kaffala.
Fardeen qarqara haroo gadi bu'uuf sa'aatii tokkoof qarshii 500 kaffalu; qajeelchaan farda waliin ni dhufa.
Buufanni daawwattootaa ganama sa'aatii 1:30 (7:30 Faranjii) banama.
Mana jireenyaa Wancii Eco-Lodge keessatti halkan tokkoof namoota lamaaf qarshii 5,200 dha, ciree dabalatee.
Haroon kun sadarkaa galaanaa irraa meetira 3,000 ol irratti argama. Daandiin Ambo irraa konkolaataan sa'aatii 1 fudhata.
Burqaan ho'aa naannoo haroo jiru fayyaaf gaarii ta'uun beekama.
Roobni Adoolessa fi Hagayya keessa daandii xuraa'aa taasisa; kophee jabaa uffadhaa.
Marefiyaan imala guyyaa tokkoo Finfinnee irraa nama tokkoof qarshii 5,800 qopheessa.
""")

doc("d20","om","boku-hill-house-rules","Seera mana: Hoteela Boku Hill Adaamaa","""
Hoteelli Boku Hill magaalaa Adaamaa keessatti argamu seera mana mataa isaa qaba.
Sa'aatiin ba'umsaa (check-out) sa'aatii 11:00 dha. Hanga sa'aatii 15:00 turuun qarshii 1,200 kaffalchiisa. Sa'aatii 18:00 booda ba'uun akka halkan guutuu tokkootti herregama.
Sa'aatiin seensaa (check-in) sa'aatii 14:00 (sa'aatii Itoophiyaatiin saddeet) dha. Seensi dafaa sa'aatii 10:00 irraa eegalee qarshii 800n ni danda'ama.
Bishaan daakaa (pool) ganama sa'aatii 7:00 hanga galgala 19:00 banaadha. Daa'imman umuriin isaanii waggaa 12 gadi ta'e nama guddaa malee hin daakan.
Daawwattoonni galmaa'uu hin qabne sa'aatii 21:00 dura kutaa keessaa ba'uu qabu.
Tamboo kutaa keessatti xuuxuun ni dhorkama; adabbiin qulqullinaa qarshii 3,500 dha.
Furtuun kutaa yoo bade qarshii 600 kaffaltu.
Ciree ganama sa'aatii 6:30 hanga 10:00 kennama. Wi-Fi kutaa hunda keessatti bilisaan argama. Konkolaataa dhaabuun bilisa. Bineensonni manaa hin fudhataman.
""")

doc("d21","om","hawassa-lake-boat","Hawaasaa: bidiruu haroo fi gabaa qurxummii","""
Magaalaan Hawaasaa qarqara Haroo Hawaasaa irratti argamti.
Gabaan qurxummii Amoraa Gedel ganama sa'aatii 6:30 (sa'aatii Itoophiyaatiin 12:30) banama; qurxummiin haaraan ganama qofa argama.
Bidiruun motoraa haroo irratti sa'aatii tokkoof bidiruu guutuuf qarshii 1,800 kaffala; bidiruun tokko hanga namoota 8 fudhata.
Bidiruun harkaan qaxxaamuru sa'aatii tokkoof qarshii 700 dha.
Tulluu Taaboritti ol ba'uun bilisa; yeroon gaariin aduu lixuu galgala sa'aatii 18:00 (sa'aatii Itoophiyaatiin 12:00) dha.
Daawwannaa Paarkii Loqee dhaabbilee irratti seensi qarshii 100 dha.
Haroo keessatti daakuun hin gorfamu, sababni isaa dhukkuba bilhaarziyaa fi jawwee (hippo) dha. Jaketa lubbuu bidiruu hundaa wajjin bilisaan kennama.
Marefiyaan imala guyyaa tokkoo Finfinnee irraa Hawaasaatti nama tokkoof qarshii 7,400 qopheessa.
Qurxummiin shamarree (tilapia) ittoo waliin qarshii 350 irraa eegala.
Bakka jireenyaa dhiyoo haroo barbaaddan yoo ta'e, hoteelota Hawaasaa keessa jiran Marefiya irratti ilaalaa.
""")

# ---------------- Tigrinya ----------------
doc("d22","ti","axum-stelae","ሓወልትታት ኣኽሱም: ትኬትን ሰዓታትን","""
ኣኽሱም ናይ ጥንታዊ መንግስቲ ኣኽሱም ርእሰ ከተማ ነይራ፣ ሎሚ ድማ ብዩኔስኮ ዝተመዝገበ ቅርሲ እያ።
ናይ ሓወልትታት መናፈሻን ቤት መዘክርን መእተዊ ትኬት ንወጻእተኛታት 750 ብር እዩ። ንኢትዮጵያውያን 50 ብር እዩ።
እቲ ትኬት ንናይ ካልኦት ቦታታት ከም መቃብር ንጉስ ካሌብን ጽሕፈት ኢዛናን ከኣ የእቱ።
መናፈሻ ሓወልትታት ካብ ንግሆ 2 ሰዓት (8:00) ክሳብ ምሸት 11 ሰዓት (17:00) ክፉት እዩ።
ፍቓድ ዘለዎ መራሒ ንፍርቂ መዓልቲ 800 ብር ይኽፈል።
ዓባይ ሓወልቲ ንጉስ ኢዛና 24 ሜትሮ ቁመት ኣለዎ።
ኣብ ቅጽሪ ማርያም ጽዮን ዘላ ኣረጊት ቤተ ክርስቲያን ደቂ ኣንስትዮ ኣይኣትዋን እየን፤ ናይ ቅጽሪ መእተዊ 300 ብር እዩ። ቤት መዘክር ብሰኑይ ዕጹው እዩ፣ ኣብ ውሽጡ ድማ ስእሊ ምልዓል ኣይፍቀድን።
ካብ መዕርፎ ነፈርቲ ኣኽሱም ናብ ማእከል ከተማ ባጃጅ 150 ብር ይኽፈል።
ኣብ በዓል ሕዳር ጽዮን፣ ሕዳር 21 (30 November 2026)፣ ኣኽሱም ብዙሓት ተሳለምቲ ስለ ዝመጽኡ ሆቴል ቀዲምኩም ሓዙ።
""")

doc("d23","ti","gheralta-churches","ውቁር ኣብያተ ክርስቲያናት ገርዓልታ","""
ከባቢ ገርዓልታ ኣብ ትግራይ ብውቁር ኣብያተ ክርስቲያናት ኣብ ጫፍ ኣኽራን ፍሉጥ እዩ።
ናብ ኣቡነ የማታ ጉሕ ንምድያብ መእተዊ 800 ብር ይኽፈል። ፍቓድ ዘለዎ መራሒ ንመዓልቲ 1,000 ብር ይኽፈል።
እቲ ምድያብ ሓደ ሰዓትን ፍርቅን ይወስድ፣ ገመድ ዘይብሉ ጸድፊ ከኣ ኣለዎ።
ንግሆ 6 ሰዓት (ብናይ ኢትዮጵያ ሰዓት 12 ሰዓት) ምጅማር ይሓይሽ፣ ምኽንያቱ ድሕሪ ቀትሪ ሙቐት ይበዝሕ።
ሓደ ደገፍቲ ምድያብ (ስካውት) 300 ብር ይሓትት።
ማርያም ኮርቆርን ዳንኤል ኮርቆርን ብ2 ሰዓት ምድያብ ይብጸሑ፣ መእተዊኦም 600 ብር እዩ።
ካብ መቐለ ናብ ሓውዜን ብመኪና ሓደ ሰዓትን ፍርቅን ይወስድ። ዝሓሸ እዋን ምብጻሕ ካብ ጥቅምቲ ክሳብ ለካቲት እዩ።
ጫማ ዘይሽሸል ተኸደኑ፣ ማይ ድማ ሓዙ። ካብ ጫፍ ኣቡነ የማታ ናይ ገርዓልታ ጎልጎል ብጽቡቕ ይረአ፣ ኣብ ውሽጢ ቤተ ክርስቲያን ድማ ጥንታዊ ስእልታት ኣለዉ። ካብ ኣኽሱም ዝመጹ በጻሕቲ ኣብ ሓውዜን ክሓድሩ ይኽእሉ።
ማረፊያ ካብ መቐለ ናይ ሓደ መዓልቲ ጉዕዞ ብ9,500 ብር ንሓደ መኪና የዳልው።
""")

doc("d24","ti","lalibela-churches","ምብጻሕ ውቁር ኣብያተ ክርስቲያናት ላሊበላ","""
11 ውቁር ኣብያተ ክርስቲያናት ላሊበላ ብዩኔስኮ ዝተመዝገቡ ቅርስታት እዮም።
ንወጻእተኛታት በጻሕቲ መእተዊ ትኬት 2,900 ብር ኮይኑ ን5 መዓልታት የገልግል። ንኢትዮጵያውያን 100 ብር እዩ።
እቲ ትኬት ኣብ ጥቓ ቤተ መድሃኔ ዓለም ዘሎ ቤት ጽሕፈት ትኬት ይሽየጥ።
ኣብያተ ክርስቲያናት ካብ ንግሆ 12 ሰዓት ክሳብ ቀትሪ 6 ሰዓት (6:00 ክሳብ 12:00) ከምኡ ድማ ካብ 8 ሰዓት ክሳብ 11:30 ሰዓት (14:00 ክሳብ 17:30) ክፉታት እዮም።
ፍቓድ ዘለዎ መራሒ ንሓደ መዓልቲ 1,200 ብር ይኽፈል።
ጫማኹም ዝሕሉ ሰብ 50 ብር ይሓትት። ናብ ኣብያተ ክርስቲያናት ክትኣትዉ ከለኹም ጫማ ምውጻእ ግዴታ እዩ።
ቤተ ጊዮርጊስ ካብ ካልኦት ተፈልዩ ዝርከብ ቅርጺ መስቀል ዘለዎ ቤተ ክርስቲያን እዩ።
ገዳም ኣሸተን ማርያም ካብ ከተማ 2 ሰዓት ብእግሪ ይርሕቕ፣ መእተዊኡ 300 ብር እዩ።
ቤተ ማርያም ብጥንታዊ ስእልታታ ትፍለጥ። ኣብ ውሽጢ ስእሊ ምልዓል ይፍቀድ፣ ፍላሽ ግን ኣይፍቀድን። ኣብ እዋን በዓል ልደት ላሊበላ ኣዝያ ትጽዕቕ፣ ሆቴል ቀዲምኩም ሓዙ።
""")

json.dump(D,open("/work/blind4/documents.json","w"),ensure_ascii=False,indent=1)
from collections import Counter
print(Counter(d["lang"] for d in D))
for d in D: print(d["id"],d["lang"],len(d["text"].split()))
