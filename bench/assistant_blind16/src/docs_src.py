#!/usr/bin/env python3
"""Build documents.json for the blind16 evaluation set (standard library only)."""
import json, os

U = "https://example.et/"

D = []
def doc(i, lang, slug, title, text):
    D.append({"id": i, "lang": lang, "url": U + slug, "product": "marefiya",
              "tenant": None, "title": title, "text": " ".join(text.split())})

# ---------------------------------------------------------------- English
doc("d01", "en", "tours/lake-tana-monastery-boats",
    "Lake Tana monastery boat trips from Lake Tana Shore Resort",
    """Lake Tana Shore Resort in Bahir Dar runs two boat trips to the island monasteries from its own jetty.
The Zege Peninsula half-day trip visits Ura Kidane Mehret and Azwa Maryam. It leaves at 08:00 (2 o'clock in the morning, Ethiopian time)
and lasts about 4.5 hours. It costs 1,450 birr per adult and 700 birr per child aged 5 to 12.
The Dek Island full-day trip goes to Narga Selassie and includes a fish lunch on the island. It leaves at 07:00 (1 o'clock in the morning, Ethiopian time)
and lasts about 8 hours. It costs 2,600 birr per adult and 1,300 birr per child aged 5 to 12.
Children under 5 travel free on both trips. Monastery entrance fees are not included: each monastery charges 300 birr per visitor, paid in cash at the gate.
Groups who prefer their own boat can hire one privately: a small boat for up to 6 people costs 4,800 birr for a half day,
and a large boat for up to 14 people costs 7,900 birr for a half day. Life jackets are provided on every boat.
Please book at reception before 18:00 on the day before your trip. In the rainy season (July and August) the full-day trip may be shortened if the lake is rough.
The boat desk can be reached on +251 58 220 4415.""")

doc("d02", "en", "spa/entoto-grand-spa-menu",
    "Entoto Grand Hotel spa menu and opening hours",
    """The spa at Entoto Grand Hotel in Addis Ababa is open every day from 09:00 to 21:00 (3 o'clock in the morning to 3 o'clock at night, Ethiopian time).
Our signature treatment is the traditional Ethiopian oil massage with warm frankincense oil. A 30-minute session costs 1,100 birr and a 60-minute session costs 1,900 birr.
The coffee body scrub uses ground Yirgacheffe coffee and honey; it takes 45 minutes and costs 1,650 birr.
On Saturdays and Sundays a weekend supplement of 250 birr is added to each treatment.
The steam room and sauna are free for hotel guests; day visitors pay 600 birr.
The couples room has two beds and must be booked at least 24 hours in advance. Guests younger than 16 cannot receive treatments.
Please arrive 15 minutes before your appointment to shower and change. Cancellations made less than 3 hours before the appointment are charged in full.
To book, dial extension 7015 from your room or ask at the spa desk on the ground floor next to the pool.""")

doc("d03", "en", "transport/bole-airport-transfer",
    "Getting from Bole airport to Bole Skyline Hotel",
    """Bole Skyline Hotel is about 4 km from Addis Ababa Bole International Airport, a drive of 10 to 15 minutes.
Between 06:00 and 22:00 (12 o'clock in the morning to 4 o'clock at night, Ethiopian time) our free shuttle leaves the airport every 30 minutes.
The pick-up point is outside Terminal 2, at the car park opposite door 4. Look for the driver in a blue hotel jacket.
Outside those hours we send a private car on request. A sedan for up to 3 passengers costs 650 birr and a minivan for up to 7 passengers costs 1,200 birr.
For international arrivals the driver waits up to 60 minutes after landing; for domestic arrivals the driver waits 30 minutes.
Please send your flight number at least 6 hours before landing by phone or WhatsApp to +251 11 667 3090.
If you take a ride-hailing car from the airport instead, expect to pay roughly 300 to 400 birr. For departures the shuttle leaves the hotel on the hour;
we recommend leaving 3 hours before an international flight.""")

doc("d04", "en", "festivals/ashenda-mekelle",
    "Ashenda festival in Mekelle with Romanat Square Hotel",
    """Ashenda is the girls' festival of Tigray, celebrated from Nehase 16 to 18 in the Ethiopian calendar, which is 22 to 24 August in the Gregorian calendar.
In Mekelle the main parade reaches Romanat Square on 22 August at 16:00 (10 o'clock in the afternoon, Ethiopian time).
Romanat Square Hotel opens its rooftop terrace for viewing the parade. A terrace pass costs 450 birr per adult and 200 birr per child under 12, and includes one soft drink.
In the lobby a hairdresser offers the traditional shuruba braids: a short style costs 350 birr and the full traditional style costs 800 birr and takes about 2 hours.
Traditional tilfi dresses can be rented for 500 birr per day.
During the festival dates the hotel requires a minimum stay of 2 nights, and festival bookings must be made before 15 August.
Please carry small notes: the girls sing from door to door and visitors usually give a few birr.""")

doc("d05", "en", "tours/lalibela-mountain-churches",
    "Two excursions from Rock-Hewn Heritage Lodge, Lalibela",
    """Besides the town churches, Rock-Hewn Heritage Lodge in Lalibela offers two excursions.
Asheten Maryam trek: the monastery sits on a mountain above Lalibela. The trek leaves at 06:30 (12:30 in the morning, Ethiopian time).
The climb takes about 3 hours and the whole trip about 5 hours. It costs 1,200 birr per person with a mule and 750 birr per person on foot, guide included.
Yimrehanna Kristos drive: this cave church is 42 km from town, about 1 hour each way by 4x4. A vehicle for up to 4 people costs 3,800 birr,
and the church entrance is 500 birr per person, paid at the site. Departures are at 08:00 or 13:00.
The lodge kitchen prepares a packed lunch for 380 birr. The ticket for the town churches is bought at the ticket office near Bete Medhane Alem
and is valid for 5 days; the lodge does not sell it. Wear shoes that are easy to take off, because you must remove them in every church.
Book excursions at the lodge front desk by 20:00 the evening before.""")

doc("d06", "en", "money/kazanchis-payments",
    "Money, exchange and payments at Kazanchis Business Hotel",
    """Kazanchis Business Hotel in Addis Ababa has a currency exchange desk in the lobby. It is open from 08:00 to 20:00, Monday to Saturday, and closed on Sunday.
The desk changes US dollars and euros only, at the National Bank rate of the day, up to 500 US dollars per guest per day. Please bring your passport.
A Commercial Bank of Ethiopia ATM next to the lifts works 24 hours; it accepts Visa cards and pays out up to 10,000 birr per withdrawal.
You can pay your bill with Visa or Mastercard, which adds a 3% card fee, or with telebirr and CBE Birr, which are free of charge.
At check-in we take an incidentals deposit of 3,000 birr per stay, returned at check-out.
The 10% service charge is already on your bill, so tipping is optional.
Receipts with the hotel's TIN number are printed at the front desk; for company invoices please give your company name at check-in.""")

doc("d07", "en", "connectivity/sim-cards-meskel-square",
    "SIM cards and internet near Meskel Square Residences",
    """Meskel Square Residences is a short walk from an Ethio telecom service centre, on the far side of the square.
The centre is open 08:30 to 17:30 Monday to Friday and 08:30 to 12:30 on Saturday. A tourist SIM card costs 150 birr,
and a 10 GB data bundle valid for 30 days costs 500 birr. Bring your passport; the shop takes a copy.
A Safaricom shop on the same street gives a free SIM card with a first top-up of 100 birr.
In the hotel, Wi-Fi in the lobby is free. Premium Wi-Fi in the rooms costs 250 birr per day or 1,200 birr per week.
The guest network is called MSR-Guest and its password changes every Monday; reception prints it on your key card sleeve.
Guests who travel outside Addis can rent a pocket router for 400 birr per day, with a refundable deposit of 3,000 birr.
Mobile data can be slow during big events on the square, so download your maps and tickets in advance.""")

doc("d08", "en", "tours/arba-minch-chamo-dorze",
    "Lake Chamo boat trip and Dorze village visit from Forty Springs Lodge",
    """Forty Springs Lodge in Arba Minch arranges two popular trips.
Lake Chamo boat trip: the boat goes to the so-called crocodile market, where large crocodiles rest on the shore, and passes hippo pools.
One boat carries up to 8 people and costs 3,200 birr per boat, not per person. The trip takes 2.5 hours, with departures at 07:30 and 15:00.
Nech Sar National Park entry is extra: 400 birr per adult and 200 birr per child.
Dorze village visit: Dorze is 30 km up the mountain road, about 45 minutes by car. The visit shows the tall beehive houses and cotton weaving,
and includes a lunch of kocho bread. It costs 2,100 birr per person and leaves at 09:00 (3 o'clock in the morning, Ethiopian time).
Every day at 17:00 a lodge guide leads a free 1-hour walk to the forty springs in the forest below the lodge.
Bring a hat and insect repellent. Book through reception or call +251 46 881 2270.""")

doc("d09", "en", "rules/lake-hawassa-pool-lake",
    "Pool and lake rules at Lake Hawassa Resort & Spa",
    """The swimming pool at Lake Hawassa Resort & Spa is open from 07:00 to 19:00 (1 o'clock in the morning to 1 o'clock at night, Ethiopian time).
The children's pool opens later, from 09:00 to 17:00, and children under 12 must be with an adult at all times. A lifeguard is on duty from 09:00 to 18:00.
Swimming in Lake Hawassa itself is not allowed, because of hippos and the risk of bilharzia.
You can see the hippos by boat instead: a 30-minute ride costs 900 birr per boat and a 60-minute ride costs 1,500 birr per boat; each boat takes up to 5 people.
Visitors who are not staying at the resort can buy a pool day pass: 500 birr per adult on weekdays, 700 birr per adult at weekends, and 250 birr per child.
Towels are free at the pool, but a lost towel is charged 800 birr.
The fish market at Amora Gedel is a 20-minute walk along the shore; the best time to go is between 07:00 and 09:00, when the boats come in.""")

doc("d10", "en", "tours/harar-from-dire-dawa",
    "Harar day trips from Harla Palace Hotel, Dire Dawa",
    """Harla Palace Hotel in Dire Dawa runs two trips to Harar, which is 55 km away, about 1 hour 15 minutes by road.
Old town walking tour: leaves the hotel at 08:00 and explores the walled Jugol, its gates, markets and the Rimbaud House museum.
It costs 1,400 birr per person, including a local guide and the museum ticket.
Hyena feeding evening: leaves at 16:30 and returns at about 21:30. The feeding starts around 19:00 (1 o'clock at night, Ethiopian time) outside the old walls.
It costs 1,900 birr per person, including dinner in Harar.
Both trips need at least 2 people; a single traveller pays a supplement of 800 birr.
If you want a private car for the day, a sedan costs 5,500 birr and a Land Cruiser costs 7,800 birr, fuel and driver included.
In Dire Dawa itself, the Kefira market is busiest on Saturday morning.""")

# ---------------------------------------------------------------- Amharic
doc("d11", "am", "tours/lake-tana-monastery-boats",
    "ከጣና ሐይቅ ዳርቻ ሪዞርት የሚነሱ የገዳማት የጀልባ ጉዞዎች",
    """ሌክ ታና ሾር ሪዞርት (የጣና ሐይቅ ዳርቻ ሪዞርት) በባሕር ዳር ከራሱ የጀልባ ማረፊያ ወደ ደሴት ገዳማት ሁለት ጉዞዎችን ያዘጋጃል።
የዘጌ ባሕረ ገብ የግማሽ ቀን ጉዞ ዑራ ኪዳነ ምሕረትንና አዝዋ ማርያምን ይጎበኛል። ጉዞው ከጠዋቱ 2 ሰዓት (08:00) ይነሳል፤ 4.5 ሰዓት ያህል ይወስዳል።
ዋጋው ለአዋቂ 1,450 ብር፣ ከ5 እስከ 12 ዓመት ላለ ልጅ 700 ብር ነው።
የደቅ ደሴት ሙሉ ቀን ጉዞ ወደ ናርጋ ሥላሴ ይሄዳል፤ በደሴቱ ላይ የዓሣ ምሳም ይጨምራል። ከጠዋቱ 1 ሰዓት (07:00) ይነሳል፤ 8 ሰዓት ያህል ይፈጃል።
ዋጋው ለአዋቂ 2,600 ብር፣ ከ5 እስከ 12 ዓመት ላለ ልጅ 1,300 ብር ነው። ከ5 ዓመት በታች ያሉ ልጆች በሁለቱም ጉዞዎች በነፃ ይጓዛሉ።
የገዳማት መግቢያ ክፍያ አልተካተተም፤ እያንዳንዱ ገዳም ለአንድ ጎብኚ 300 ብር በጥሬ ገንዘብ ያስከፍላል።
የራሳቸውን ጀልባ የሚፈልጉ ቡድኖች በግል መከራየት ይችላሉ፦ እስከ 6 ሰው የምትይዝ ትንሽ ጀልባ ለግማሽ ቀን 4,800 ብር፣
እስከ 14 ሰው የሚይዝ ትልቅ ጀልባ ለግማሽ ቀን 7,900 ብር ነው። በሁሉም ጀልባ የሕይወት አድን ጃኬት አለ።
ከጉዞው አንድ ቀን በፊት እስከ ምሽቱ 12 ሰዓት (18:00) ድረስ በእንግዳ መቀበያ ያስይዙ። በክረምት (ሐምሌና ነሐሴ) ሐይቁ ከተናወጠ የሙሉ ቀን ጉዞው ሊያጥር ይችላል።
የጀልባ ዴስኩን በ+251 58 220 4415 ማግኘት ይቻላል።""")

doc("d12", "am", "festivals/meskel-addis",
    "የመስቀል በዓል በመስቀል አደባባይ ሬዚደንስ",
    """መስቀል አደባባይ ሬዚደንስ (Meskel Square Residences) ከመስቀል አደባባይ ፊት ለፊት ስለሚገኝ የደመራ ሥነ ሥርዓትን ከሰገነቱ ማየት ይቻላል።
በ2020 ዓ.ም. ደመራ መስከረም 16 (ሰኞ 27 September 2027) ይበራል፤ የመስቀል በዓል ደግሞ መስከረም 17 (ማክሰኞ 28 September 2027) ነው።
ሥነ ሥርዓቱ ከቀኑ 11 ሰዓት (17:00) ይጀምራል፤ ደመራው ብዙውን ጊዜ ከምሽቱ 1 ሰዓት (19:00) አካባቢ ይለኮሳል።
የሰገነት መቀመጫ ለአዋቂ 1,800 ብር ሲሆን እራትን ይጨምራል፤ ከ10 ዓመት በታች ላለ ልጅ 900 ብር ነው። መቀመጫዎቹ 60 ብቻ ናቸው።
እንግዶች እስከ ቀኑ 10 ሰዓት (16:00) ድረስ መቀመጥ አለባቸው፤ ከዚያ በኋላ በሩ ይዘጋል።
በደመራው ቀን በአደባባዩ ዙሪያ ያሉ መንገዶች ከቀኑ 6 ሰዓት (12:00) ጀምሮ ለመኪና ዝግ ስለሆኑ በእግር መምጣት ይመከራል።
በመስቀል ዕለት ሆቴሉ ልዩ የምሳ ቡፌ ያቀርባል፤ ዋጋው ለአንድ ሰው 1,200 ብር ነው።
ቦታ ለማስያዝ በ+251 11 551 8820 ይደውሉ ወይም በእንግዳ መቀበያ ይጠይቁ፤ ክፍያው ከበዓሉ 5 ቀን በፊት መጠናቀቅ አለበት።""")

doc("d13", "am", "dining/piassa-fasting-menu",
    "የፒያሳ ሄሪቴጅ ኢን ቁርስ እና የጾም ምግብ",
    """ፒያሳ ሄሪቴጅ ኢን (Piassa Heritage Inn) የቁርስ ሰዓት በሥራ ቀናት ከጠዋቱ 12:30 እስከ 4 ሰዓት (06:30–10:00) ነው፤
ቅዳሜና እሁድ ከጠዋቱ 1 ሰዓት እስከ 4:30 (07:00–10:30) ይቀርባል።
ቁርስ በክፍል ዋጋ ውስጥ አልተካተተም፤ ለአዋቂ 450 ብር፣ ከ4 እስከ 11 ዓመት ላለ ልጅ 220 ብር ነው።
ረቡዕና ዓርብ እንዲሁም በዐቢይ ጾም ወቅት የጾም ምናሌ ይኖራል፦ ሽሮ፣ ምስር ወጥ፣ አትክልትና ጎመን። የጾም በያይነቱ 380 ብር ሲሆን የፍስክ ጥብስ በያይነቱ 620 ብር ነው።
በየቀኑ ከቀኑ 10 ሰዓት (16:00) ላይ በሎቢው የቡና ሥነ ሥርዓት ይደረጋል፤ ለእንግዶች በነፃ ነው።
የክፍል ምግብ አገልግሎት እስከ ምሽቱ 5 ሰዓት (23:00) ድረስ ይሰጣል፤ የማድረሻ ክፍያ 100 ብር ነው።
ምግብ ቤቱ ለቡድኖች እስከ 40 ሰው የሚሆን የምሳ ዝግጅት ይቀበላል፤ ቢያንስ 2 ቀን አስቀድመው ማሳወቅ ያስፈልጋል።
አለርጂ ካለብዎት ለአስተናጋጁ ይንገሩ፤ ምግቦቹ በአብዛኛው በበርበሬና በቅቤ ይዘጋጃሉ።""")

doc("d14", "am", "tours/axum-stelae-sheba",
    "ከአክሱማይት ሄሪቴጅ ሆቴል የሚደረጉ የአክሱም ጉብኝቶች",
    """አክሱማይት ሄሪቴጅ ሆቴል (Axumite Heritage Hotel) በአክሱም ሁለት ዓይነት ጉብኝቶችን ያመቻቻል።
የሐውልቶች ፓርክና ሙዚየም ጉብኝት፦ ለሁሉም ቦታዎች የሚያገለግል ትኬት 600 ብር ሲሆን ለ2 ቀን ይሠራል።
አስጎብኚ ለቡድን እስከ 6 ሰው 1,000 ብር፣ ከ7 እስከ 15 ሰው ላለ ቡድን 1,600 ብር ያስከፍላል።
የንግሥተ ሳባ ቤተ መንግሥትና መዋኛ፦ የዱንጉር ፍርስራሽንና የማይ ሹም ኩሬን የሚያሳየው የከሰዓት ጉብኝት ከቀኑ 9 ሰዓት (15:00) ይነሳል፤
2 ሰዓት ይወስዳል፤ በባጃጅ ትራንስፖርት ጨምሮ ለአንድ ሰው 800 ብር ነው።
የኅዳር ጽዮን በዓል ኅዳር 21 (30 November) ይከበራል። በዚህ ወቅት ሆቴሉ ቢያንስ 3 ሌሊት ማደርን ይጠይቃል፤ ክፍሎች በፍጥነት ስለሚሞሉ ቀድመው ያስይዙ።
ከተማዋን በራስዎ ለመዞር ብስክሌት በቀን 300 ብር ይከራያል።
ጠዋት ፀሐይ ሳትበረታ ጉብኝት መጀመር ይመከራል፤ ኮፍያና ውሃ ይያዙ። ሙዚየሙ ሰኞ ዝግ ነው። ለጉብኝት ቦታ ለማስያዝ የሆቴሉን እንግዳ መቀበያ በ+251 34 775 3310 ያግኙ፤ አንድ ቀን አስቀድመው ቢያሳውቁ ይመረጣል።""")

doc("d15", "am", "services/papyrus-laundry",
    "በፓፒረስ ጋርደን ሆቴል የልብስ እጥበት አገልግሎት",
    """ፓፒረስ ጋርደን ሆቴል (Papyrus Garden Hotel) በባሕር ዳር የልብስ እጥበትና የመተኮስ አገልግሎት ይሰጣል።
መደበኛ አገልግሎት፦ ልብስዎን እስከ ጠዋቱ 3 ሰዓት (09:00) ድረስ ካስረከቡ በዚያው ቀን እስከ ምሽቱ 12 ሰዓት (18:00) ይመለሳል።
አስቸኳይ አገልግሎት በ4 ሰዓት ውስጥ ይደርሳል፤ ከመደበኛው ዋጋ ላይ 50% ይጨመራል።
ዋጋዎች፦ ሸሚዝ 90 ብር፣ ሱሪ 110 ብር፣ ሙሉ ልብስ (ኮትና ሱሪ) 350 ብር። የሀበሻ ቀሚስ በእጅ ብቻ ስለሚታጠብ 400 ብር ያስከፍላል፤ 48 ሰዓት ይወስዳል።
መተኮስ ብቻ ለሸሚዝ 50 ብር ነው።
ከ7 ሌሊት በላይ ለሚያርፉ እንግዶች በቀን 5 ልብስ በነፃ ይታጠባል።
የልብስ እጥበት ክፍሉ እሁድ ዝግ ነው፤ ቅዳሜ የተሰጠ ልብስ ሰኞ ይመለሳል።
ልብስዎን በክፍልዎ ውስጥ ባለው ቦርሳ አድርገው ቅጹን ይሙሉና ለእንግዳ መቀበያ ይደውሉ (ውስጥ መስመር 210)። ቀለም የሚለቁ ልብሶችን ለብቻ ያድርጉ፤ ሆቴሉ በእጥበት ምክንያት ለሚለቅ ቀለም ኃላፊነት አይወስድም። የጎደለ ልብስ ካለ በ24 ሰዓት ውስጥ ያሳውቁ።""")

doc("d16", "am", "tours/simien-trek-gondar",
    "ከሰሜን ጌት ሎጅ የሰሜን ተራሮች ጉዞ",
    """ሰሜን ጌት ሎጅ (Simien Gate Lodge) ከጎንደር ወደ ሰሜን ተራሮች ብሔራዊ ፓርክ ጉዞዎችን ያዘጋጃል። ከጎንደር እስከ ደባርቅ 100 ኪሎ ሜትር ሲሆን በመኪና 2 ሰዓት ያህል ይወስዳል።
የፓርኩ ዋና ቢሮ በደባርቅ ነው፤ የመግቢያ ክፍያ ለውጭ አገር አዋቂ በቀን 900 ብር፣ ለልጅ 450 ብር ነው።
የታጠቀ ስካውት አብሮ መሄድ ግዴታ ነው፤ ለቡድኑ በቀን 600 ብር ይከፈላል። አስጎብኚ በቀን 1,200 ብር ነው።
የአንድ ቀን ጉዞ ወደ ሳንቃ በርና የጅንባር ፏፏቴ መመልከቻ ይሄዳል፤ ከሌሊቱ 11:30 (05:30) ይነሳል። መኪና እስከ 4 ሰው 9,500 ብር ነው።
የ2 ቀን ጉዞ በግች ካምፕ ያድራል፤ ላንድ ክሩዘር ለ2 ቀን 16,000 ብር ያስከፍላል። ድንኳንና ምግብ ለአንድ ሰው በሌሊት 1,500 ብር ተጨማሪ ነው።
በመንገድ ላይ ጭላዳ ዝንጀሮዎችና ዋሊያ ሊታዩ ይችላሉ። በግች ሌሊት ቅዝቃዜው እስከ 2 ዲግሪ ስለሚወርድ ሞቅ ያለ ልብስ ይያዙ።
ቦታ ለማስያዝ ቢያንስ 2 ቀን አስቀድመው ለሎጁ ይንገሩ።""")

doc("d17", "am", "festivals/timket-gondar",
    "የጥምቀት በዓል በጎንደር ከፋሲል ካስል ቪው ሆቴል ጋር",
    """ጎንደር ጥምቀትን በፋሲለደስ መዋኛ በማክበር ትታወቃለች። በ2019 ዓ.ም. ከተራ ጥር 10 (ሰኞ 18 January 2027) ሲሆን ታቦታት ከቀኑ 8 ሰዓት (14:00) ጀምሮ ወደ ፋሲለደስ መዋኛ ይወርዳሉ።
ጥምቀት ጥር 11 (ማክሰኞ 19 January 2027) ነው፤ የውሃ ቡራኬው ከጠዋቱ 1 ሰዓት (07:00) አካባቢ ይጀምራል፣ ሰዎችም ወደ ኩሬው ይዘላሉ።
ፋሲል ካስል ቪው ሆቴል (Fasil Castle View Hotel) ለበዓሉ የ3 ሌሊት ጥቅል ያቀርባል፤ ለሁለት ሰው 21,000 ብር ሲሆን ቁርስና የበዓል እራትን ይጨምራል።
ከ16 እስከ 20 January ባሉት ቀናት ቢያንስ 3 ሌሊት ማደር ግዴታ ነው።
ሆቴሉ ወደ ፋሲለደስ መዋኛ ነፃ መጓጓዣ አለው፦ ከጠዋቱ 12 ሰዓት (06:00) እና ከቀኑ 7:30 (13:30) ይነሳል።
ነጭ የባህል ልብስና ነጠላ በሎቢው ይሸጣል፤ ነጠላ 650 ብር ነው።
በዓሉ ብዙ ሕዝብ ስለሚስብ ውድ ዕቃዎችዎን በሆቴሉ ካዝና ውስጥ ያስቀምጡ። ለጥቅሉ ቦታ ለማስያዝ ከበዓሉ 30 ቀን በፊት ግማሽ ክፍያ መፈጸም ያስፈልጋል።""")

doc("d18", "am", "transport/train-dire-dawa",
    "በባቡር ወደ ድሬዳዋ እና የሬልዌይ ስቴሽን ሆቴል",
    """ከአዲስ አበባ ወደ ድሬዳዋ በባቡር መጓዝ ይቻላል። የመንገደኞች ባቡር ከፉሪ ለቡ ጣቢያ ማክሰኞ፣ ሐሙስና ቅዳሜ ከጠዋቱ 2 ሰዓት (08:00) ይነሳል፤ ጉዞው 10 ሰዓት ያህል ይወስዳል።
የትኬት ዋጋ፦ መደበኛ ወንበር 620 ብር፣ ቢዝነስ (ለስላሳ ወንበር) 1,150 ብር። ከ7 ዓመት በታች ያሉ ልጆች ግማሽ ዋጋ ይከፍላሉ።
ከ20 ኪሎ በላይ ለሆነ ሻንጣ በኪሎ 15 ብር ይከፈላል። ትኬት በጣቢያው ፓስፖርት ወይም መታወቂያ በማሳየት ከጉዞው 1 ቀን በፊት ይሸጣል፤ በኦንላይን አይሸጥም።
የድሬዳዋ ጣቢያ ከከተማው መሃል 12 ኪሎ ሜትር ይርቃል። ሬልዌይ ስቴሽን ሆቴል (Railway Station Hotel) ከጣቢያው ለሚመጡ እንግዶች የመኪና ማንሻ አገልግሎት አለው፤
ለአንድ መኪና 400 ብር ነው፤ ባቡሩ ከመድረሱ 3 ሰዓት በፊት ለሆቴሉ በ+251 25 111 6402 ይደውሉ።
ባጃጅ ከጣቢያው ወደ ከተማ 150 ብር ያህል ያስከፍላል።
በባቡሩ ውስጥ ቀላል ምግብና ለስላሳ መጠጥ ይሸጣል፤ ውሃ ግን ይዘው መሄድ ይመከራል።""")

# ---------------------------------------------------------------- Afaan Oromoo
doc("d19", "om", "spa/entoto-grand-spa-menu",
    "Tajaajila spaa Entoto Grand Hotel fi sa'aatii banamu",
    """Spaan Entoto Grand Hotel Finfinnee keessatti argamu guyyaa hunda sa'aatii 09:00 hanga 21:00 (sa'aatii 3 ganama hanga sa'aatii 3 galgala, akka lakkoofsa Itoophiyaatti) banaadha.
Tajaajilli keenya beekamaan dibata zayitaa aadaa Itoophiyaa kan zayita qumbii ho'aadhaan godhamuudha. Daqiiqaa 30f qarshii 1,100, daqiiqaa 60f immoo qarshii 1,900 kaffaltu.
Dibanni qaamaa bunaa, bunaa Yirgacheffe daakame fi damma fayyadama; daqiiqaa 45 fudhata, gatiin isaa qarshii 1,650 dha.
Sanbata fi Dilbata tajaajila tokkoon tokkoo irratti dabalataan qarshii 250 ni dabalama.
Kutaan hurkaa (steam) fi saawunaan keessummoota hoteelaatiif bilisa; daawwattoonni guyyaaf dhufan qarshii 600 kaffalu.
Kutaan abbaa fi haadha manaa (couples) siree lama qaba; yoo xiqqaate sa'aatii 24 dura qabachuu qabda. Namoonni umuriin isaanii 16 gadii tajaajila hin argatan.
Beellama keessan dura daqiiqaa 15 dursaa dhufaa. Beellama sa'aatii 3 gadi hafee haqame guutummaatti kaffalama.
Qabachuuf kutaa keessanii lakkoofsa keessoo 7015 bilbilaa ykn desk spaa lafa jalaa bishaan daakuu cinaa jiru gaafadhaa.""")

doc("d20", "om", "tours/sodere-hot-springs",
    "Imala Burqaa Ho'aa Sooderetti Nazret Garden Hotel irraa",
    """Nazret Garden Hotel Adaamaa irraa gara burqaa ho'aa Sooderee imala guyyaa qopheessa. Sooderen Adaamaa irraa km 25 fagaatti argama; konkolaataan daqiiqaa 40 fudhata.
Kaffaltiin seensaa bishaan daakuu burqaa ho'aa: guyyoota hojii namni guddaan qarshii 200, Sanbata fi Dilbata qarshii 300 kaffala; daa'imman waggaa 10 gadii qarshii 100.
Minibaasiin hoteelaa guyyaa guyyaan sa'aatii 09:00 (sa'aatii 3 ganama) ka'ee sa'aatii 16:00 (sa'aatii 10 waaree booda) deebi'a; deemuu fi deebi'uuf nama tokkoof qarshii 350.
Konkolaataa dhuunfaa yoo barbaaddan: konkolaataan xiqqaan hanga nama 4 qarshii 1,800, minibaasiin hanga nama 11 qarshii 3,200 dha.
Huccuu bishaan daakuu ofii keessan qabadhaa; fooxaan kireeffamuuf qarshii 50.
Jaldeessonni naannoo sana baay'eedha, nyaata isaanitti hin kennitinaa. Imala qabachuuf galgala dura sa'aatii 20:00 dura simannaa gaafadhaa. Sooderetti mana nyaataa xiqqaa jira; laaqanni nama tokkoof qarshii 250 naannoo ta'a.""")

doc("d21", "om", "festivals/irreecha-bishoftu",
    "Irreecha Hora Harsadii Bishooftuutti Rift Valley Conference Hotel waliin",
    """Irreechi Birraa Hora Harsadii, Bishooftuutti, bara 2027 Dilbata 3 Onkoloolessa (Fulbaana 22, 2020 A.L.I.) kabajama.
Rift Valley Conference Hotel Adaamaa irraa gara Bishooftuutti konkolaataa keessummootaaf qopheessa. Baasiin sa'aatii 04:30 (sa'aatii 10:30 halkan, akka lakkoofsa Itoophiyaatti) ka'a.
Adaamaa fi Bishooftuu gidduu km 60 dha, sa'aatii 1 naannoo fudhata. Nama tokkoof gatiin qarshii 500 dha; daa'imman waggaa 6 gadii bilisa.
Baasiin bakka itti nama buusu irraa hanga Hora Harsadiitti km 2 miilaan deemuu qabdu, daqiiqaa 30 naannoo fudhata.
Uffata aadaa Oromoo kireeffachuuf guyyaatti qarshii 700 kaffaltu; uffanni sun sa'aatii 20:00 dura deebi'uu qaba.
Baasiin Bishooftuu irraa sa'aatii 14:00 (sa'aatii 8 waaree booda) deebi'a.
Bishaan, marga jiidhaa fi daraaraa qabadhaa. Iddoon baasii murtaa'aa waan ta'eef guyyaa 10 dura galmaa'aa. Guyyaa ayyaanaa daandiiwwan Bishooftuu baay'een waan cufamaniif, baasiin yeroodhaan ka'uun barbaachisaadha.""")

doc("d22", "om", "tours/awash-park-safari",
    "Daawwannaa Paarkii Awaash Awash Valley Resort irraa",
    """Awash Valley Resort Adaamaa irraa gara Paarkii Biyyoolessaa Awaash imala guyyaa lama qopheessa. Lamaan isaanii iyyuu sa'aatii 06:00 (sa'aatii 12 ganama) ka'u; karaan sa'aatii 2 naannoo fudhata.
Imala Fincaa'aa Awaash: konkolaataa Land Cruiser hanga nama 6 fudhatuun fincaa'aa fi qarqara laga Awaash daawwattu; gatiin konkolaataa tokkoof qarshii 9,800 dha.
Imala Burqaa Ho'aa Filwuhaa: burqaa ho'aa fi bosona meexxii keessatti bishaan daakuun ni danda'ama; gatiin konkolaataa tokkoof qarshii 7,200 dha.
Kaffaltiin seensa paarkii nama tokkoof qarshii 350, kan eegduu (scout) immoo garee tokkoof qarshii 400 dha; kunis gatii konkolaataa keessatti hin hammatamne.
Beelladoota akka saala (oryx), kurupheessa fi jaldeessa argachuun ni danda'ama.
Nyaanni guyyaa saanduqaan qophaa'e nama tokkoof qarshii 320 dha. Bishaan baay'ee, koofiyaa fi kobbee jajjaboo qabadhaa. Imala kana guyyaa tokko dura, sa'aatii 18:00 dura, simannaa resortii irratti qabadhaa.""")

doc("d23", "om", "business/rift-valley-meeting-rooms",
    "Kutaalee walgahii Rift Valley Conference Hotel",
    """Rift Valley Conference Hotel Adaamaa keessatti kutaalee walgahii lama qaba.
Kutaan xiqqaan "Dambal" nama 20 qabata: walakkaa guyyaa (sa'aatii 4) qarshii 6,500, guyyaa guutuu qarshii 11,000.
Galmi guddaan "Galma Gadaa" nama 150 qabata: walakkaa guyyaa qarshii 18,000, guyyaa guutuu qarshii 32,000.
Pirojektarii fi sagaleen gatii keessatti hammatameera. Bakki hiikkaa yeroo wal-fakkaataa (interpretation booth) guyyaatti qarshii 5,000 dabalataan kaffalama.
Boqonnaa bunaa nama tokkoof qarshii 180, laaqana buufee nama tokkoof qarshii 650.
Qabachuuf kaffaltii dursaa %30 kaffaltu; guyyaa 7 dura yoo haqxan kaffaltiin keessan guutummaatti deebi'a.
Walgahiin ganama sa'aatii 08:30 (sa'aatii 2:30 ganama) jalqabuu danda'a; kutaan sa'aatii 22:00 dura duwwaa ta'uu qaba.
Odeeffannoof bilbila +251 22 112 4580 irratti bilbilaa. Nagaheen kaffaltii maqaa dhaabbata keessaniin ni kennama. Kutaa walgahii daawwachuuf dursitanii beellama qabadhaa.""")

doc("d24", "om", "tours/wondo-genet-coffee",
    "Wondo Genet fi qonna bunaa Sidama Garden Lodge irraa",
    """Sidama Garden Lodge Hawaasaa irraa imala lama qopheessa.
Burqaa ho'aa Wondo Genet: Hawaasaa irraa km 30 fagaata, konkolaataan daqiiqaa 45 fudhata. Seensi namni guddaan qarshii 150, daa'imni qarshii 80.
Konkolaataan lojii hanga nama 4 qarshii 2,400 kaffalchiisa. Imalli kun guyyaa hunda sa'aatii 08:30 (sa'aatii 2:30 ganama) ka'a.
Qonna bunaa Aleta Wondo: Hawaasaa irraa km 65, sa'aatii 1.5 fudhata. Daawwannaan kun bunaa dhandhamuu dabalatee nama tokkoof qarshii 1,300 dha.
Imalli qonna bunaa Kibxata fi Sanbata qofa godhama; sa'aatii 07:00 (sa'aatii 1 ganama) ka'a.
Bosona Wondo Genet keessatti simbirroota fi jaldeessa gurraachaa argachuun ni danda'ama.
Daawwannaa qonna bunaa irratti bunni kuduraa ganna (Onkoloolessa hanga Muddee) qofa muramu. Qabachuuf guyyaa tokko dura simannaa lojii gaafadhaa. Qonna bunaatiif konkolaataa dhuunfaa yoo barbaaddan, hanga nama 4 qarshii 3,600 kaffaltu.""")

doc("d25", "om", "dining/adama-palm-inn-restaurant",
    "Mana nyaataa fi tajaajila kutaa Adama Palm Inn",
    """Adama Palm Inn keessatti ciree gatii kutaa keessatti hammatameera; sa'aatii 06:30 hanga 09:30 (sa'aatii 12:30 hanga 3:30 ganama) dhiyaata.
Laaqanni sa'aatii 12:00 hanga 15:00, irbaanni immoo sa'aatii 18:30 hanga 22:00 dhiyaata.
Daa'imman waggaa 6 gadii bilisaan nyaatu; daa'imman waggaa 6 hanga 12 walakkaa gatii kaffalu.
Tajaajilli nyaata kutaatti geessuu hanga sa'aatii 23:30 (sa'aatii 5:30 halkan) jira; kaffaltiin geejjibaa qarshii 60.
Nyaata beekamoo: fuulii qarshii 180, caccabsaa qarshii 220, tibsii qarshii 480.
Roobii fi Jimaata nyaata soomaa (nyaata foon hin qabne) ni qopheessina; shiroon qarshii 200.
Sirni buna guyyaa hunda sa'aatii 16:00 (sa'aatii 10 waaree booda) mooraa keessatti bilisaan godhama.
Nyaata garee nama 10 ol ta'eef sa'aatii 24 dura beeksisaa. Rakkoo alarjii yoo qabaattan hojjettoota keenyatti himaa. Mana nyaataa keessatti tamboo xuuxuun dhorkaadha.""")

# ---------------------------------------------------------------- Tigrinya
doc("d26", "ti", "festivals/ashenda-mekelle",
    "በዓል ኣሸንዳ ኣብ መቐለ ምስ ሮማናት ስኩየር ሆቴል",
    """ኣሸንዳ በዓል ደቂ ኣንስትዮ ትግራይ እዩ፤ ብኣቆፃፅራ ኢትዮጵያ ካብ ነሓሰ 16 ክሳብ 18 ይበዓል፣ ብኣቆፃፅራ ፈረንጂ ድማ ካብ 22 ክሳብ 24 August እዩ።
ኣብ መቐለ እቲ ዓቢ ሰልፊ ኣብ 22 August ሰዓት 10 ድሕሪ ቐትሪ (16:00) ናብ ሮማናት ኣደባባይ ይበፅሕ።
ሮማናት ስኩየር ሆቴል (Romanat Square Hotel) ነቲ ሰልፊ ንምርኣይ ናሕሲ ሆቴሉ ይኸፍት። ናይ ናሕሲ ፍቓድ ንዓቢ ሰብ 450 ብር፣ ትሕቲ 12 ዓመት ንዝኾነ ቆልዓ 200 ብር እዩ፤ ሓደ ልስሉስ መስተ ይሓቁፍ።
ኣብ ሎቢ ሽሩባ ዝሰርሕ ሰራሒ ፀጉሪ ኣሎ፤ ሓፂር ቅዲ 350 ብር፣ ምሉእ ባህላዊ ቅዲ 800 ብር ኮይኑ 2 ሰዓት ይወስድ።
ባህላዊ ክዳን ጥልፊ ብመዓልቲ 500 ብር ይካረ።
ኣብ መዓልታት በዓል ሆቴሉ እንተወሓደ 2 ለይቲ ምሕዳር ይሓትት፤ ናይ በዓል ምሕዛእ ቅድሚ 15 August ክግበር ኣለዎ።
ደቂ ኣንስትዮ ካብ ገዛ ናብ ገዛ ስለ ዝደርፋ ንኣሽቱ ገንዘብ ሒዝኩም ኺዱ።""")

doc("d27", "ti", "tours/gheralta-from-mekelle",
    "ካብ እንዳየሱስ ሂል ሆቴል ናብ ገርዓልታን ውቕሮን ዝግበር ጉዕዞ",
    """እንዳየሱስ ሂል ሆቴል (Enda Yesus Hill Hotel) ካብ መቐለ ክልተ ጉዕዞታት የዳሉ።
ጉዕዞ ገርዓልታ፦ ናብ ኣቡነ የማታ ጉሕ ዝኸይድ ምሉእ መዓልቲ ጉዕዞ እዩ። መኪና ሰዓት 12:30 ንግሆ (06:30) ትብገስ፤ መገዲ 2.5 ሰዓት ይወስድ።
ክሳብ 4 ሰባት እትፅዕን መኪና ንመዓልቲ 6,500 ብር እያ። መእተዊ ቤተ ክርስቲያን ንሓደ ሰብ 300 ብር፣ ንምድያብ ዝሕግዝ ናይ ከባቢ መራሒ ንጉጅለ 500 ብር እዩ።
ምድያብ ናብቲ ቤተ ክርስቲያን 45 ደቒቕ ይወስድ፤ ጫማ ዘይሸራተት ተኸደኑ።
ጉዕዞ ውቕሮ፦ ፍርቂ መዓልቲ ዝወስድ ኮይኑ ውቕሮ ቂርቆስን ቤት መዘክር ውቕሮን ይበፅሕ። ውቕሮ ካብ መቐለ 45 ኪሎ ሜትር፣ 50 ደቒቕ ይርሕቕ።
መኪና ንፍርቂ መዓልቲ 3,200 ብር፣ መእተዊ ቤት መዘክር 150 ብር እዩ።
ንምሕዛእ ሓደ መዓልቲ ቀዲምኩም ንእንግዳ መቐበሊ ሓብሩ። ኣብ ገርዓልታ ብሆቴል ዝተዳለወ ምሳሕ ንሓደ ሰብ 280 ብር እዩ። ማይን ኮፍያን ሒዝኩም ኺዱ።""")

doc("d28", "ti", "spa/hawelti-plaza-pool",
    "መሕምበሲ ገንዳን ስፓን ሓወልቲ ፕላዛ ሆቴል",
    """ሓወልቲ ፕላዛ ሆቴል (Hawelti Plaza Hotel) ኣብ መቐለ ዘሎ መሕምበሲ ገንዳ ካብ ሰዓት 07:00 ክሳብ 20:00 (ሰዓት 1 ንግሆ ክሳብ ሰዓት 2 ምሸት) ክፉት እዩ።
ንጋሻ ሆቴል ብነፃ እዩ። ኣብ ሆቴል ዘይሓደሩ ዓበይቲ ኣብ መዓልታት ስራሕ 300 ብር፣ ቀዳምን ሰንበትን 450 ብር ይኸፍሉ፤ ቆልዑ 150 ብር።
ሰኑይ ካብ ሰዓት 07:00 ክሳብ 11:00 ገንዳ ንፅሬት ይዕፆ።
ኣብ ስፓ ናይ ሃፋ መሕፀቢ (steam) 30 ደቒቕ 350 ብር፣ ማሳጅ 60 ደቒቕ 1,400 ብር እዩ።
ትሕቲ 12 ዓመት ዝኾኑ ቆልዑ ምስ ዓቢ ሰብ ጥራይ ክሕምብሱ ይኽእሉ።
ናይ ገንዳ ፎጣ ብነፃ ይወሃብ፤ ዝጠፍአ ፎጣ 600 ብር ይኽፈል።
ንምሕዛእ ናይ ስፓ ውሽጣዊ ቁፅሪ 305 ደውሉ። ክዳን መሕምበሲ ዘይተኸደነ ሰብ ናብ ገንዳ ክኣቱ ኣይፍቀዶን። ድሕሪ ሰዓት 18:00 (ሰዓት 12 ምሸት) ቆልዑ ኣብ ገንዳ ኣይፍቀዱን። ኣብ ጥቓ ገንዳ ብርጭቆ ምሓዝ ክልኩል እዩ።""")

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()), d["title"])
    print(len(D), "documents")
