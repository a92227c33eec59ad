"""Build documents.json (28 knowledge documents). Standard library only."""
import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
B = "https://example.et/"
D = []
def doc(i, lang, path, title, text):
    D.append({"id": i, "lang": lang, "url": B + path, "product": "marefiya", "tenant": None, "title": title, "text": " ".join(text.split())})

doc("d01", "en", "tours/lake-tana-monastery-boats", "Lake Tana monastery boat trips from Lake Tana Shore Resort",
"""Lake Tana Shore Resort in Bahir Dar runs two boat trips to the island monasteries of Lake Tana from its own jetty behind the garden.
The short trip goes to Ura Kidane Mehret on the Zege peninsula and takes 3 hours in total. It costs 1,450 birr per adult and 700 birr per child under 12.
The full-day trip goes north to Daga Estifanos, where the mummified remains of several emperors are kept; it takes 8 hours and costs 3,900 birr per person, lunch included.
Please note that Daga Estifanos admits men only; women in a full-day group wait at a nearby island café while the men climb to the monastery.
Both boats leave the jetty at 07:30 in the morning (1:30 in the morning by the Ethiopian clock). A boat carries at most 12 passengers and every passenger must wear the life jacket provided.
Monastery entrance fees are not included: Ura Kidane Mehret charges 300 birr per visitor, paid in cash at the gate.
Book at the front desk on extension 214 or by phone on +251 582 260 214 no later than 18:00 on the day before the trip.
Trips are cancelled without charge when the lake police close the water because of strong wind. Bring a scarf for the churches and shoes you can remove quickly.""")

doc("d02", "en", "transport/adama-airport-shuttle", "Airport shuttle from Awash Valley Resort, Adama",
"""Awash Valley Resort in Adama offers a private transfer between the resort and Addis Ababa Bole International Airport.
Two vehicles are available. A small car seats up to 3 passengers with 3 suitcases and costs 2,800 birr one way. A minibus seats up to 10 passengers and costs 4,600 birr one way.
The drive takes about 1 hour 40 minutes on the Addis–Adama expressway; in heavy traffic around Bole allow 2 hours 15 minutes. The expressway toll of 120 birr is already included in both prices.
Transfers must be booked at least 24 hours in advance by calling the transport desk on +251 221 118 540 or by leaving a message at reception. For a flight leaving before 09:00, the driver will suggest a pick-up time the evening before.
Guests staying 5 nights or more receive one free small-car transfer from the airport to the resort.
Payment is in cash, by card at reception or by telebirr; drivers do not carry change for large notes. Child seats are available free of charge on request.
If your flight is delayed the driver waits up to 90 minutes at no cost; after that a waiting fee applies.""")

doc("d03", "en", "tours/axum-stelae-walk", "Axum stelae walk and Yeha trip from Queen of Sheba Inn",
"""Queen of Sheba Inn in Axum organises two guided outings for guests.
The morning walk visits the Northern Stelae Field, the fallen Great Stela, the Tomb of King Remhai and the museum. It starts at 08:00 (2 o'clock in the morning by the Ethiopian clock), lasts 2.5 hours and costs 650 birr per person for the guide.
The stelae park ticket is separate and costs 200 birr; it is bought at the park gate and also covers the museum.
The second outing is a half-day drive to the temple of Yeha, 55 km east of Axum. It costs 4,200 birr per vehicle for up to 4 people, including driver and fuel, and leaves at 13:30.
During the Hidar Tsion festival on 30 November (Hidar 21 in the Ethiopian calendar) the morning walk is moved to 06:30 because pilgrims fill the church square from mid-morning.
Book at reception or call the inn on +251 347 752 026.
Women may not enter the old chapel of Maryam Tsion, but the new cathedral and the museum are open to everyone.
Comfortable shoes and a hat are recommended: the stelae field has little shade.""")

doc("d04", "en", "spa/entoto-grand-spa-menu", "Entoto Grand Hotel spa menu",
"""The spa at Entoto Grand Hotel in Addis Ababa is open every day from 07:00 to 22:00. Bookings are made on extension 505 or at the spa desk on the lower ground floor.
Massages: a 30-minute back and shoulder massage costs 1,300 birr. A full-body Swedish massage costs 2,200 birr for 60 minutes or 3,100 birr for 90 minutes. The hot stone massage lasts 90 minutes and costs 3,500 birr.
Body treatments: the Ethiopian coffee body scrub takes 45 minutes and costs 1,800 birr; it uses fresh Yirgacheffe coffee grounds and honey. The honey and shea body wrap takes 60 minutes and costs 2,400 birr.
From Friday to Sunday all prices rise by 10 percent.
Hotel guests use the steam room and the pool without charge; outside visitors pay 600 birr for a day pass on weekdays and 900 birr at the weekend.
Guests under 16 may not book treatments. Please arrive 15 minutes before your appointment; a cancellation less than 4 hours before the booking is charged in full.""")

doc("d05", "en", "festivals/lalibela-genna", "Genna (Ethiopian Christmas) at Rock-Hewn Heritage Lodge, Lalibela",
"""Genna, Ethiopian Christmas, falls on 7 January, which is Tahsas 29 in the Ethiopian calendar. Lalibela is the most famous place in the country to celebrate it, and Rock-Hewn Heritage Lodge fills quickly.
During the festival period from 4 to 9 January the lodge requires a minimum stay of 3 nights and adds a festival supplement of 1,500 birr per room per night.
The night vigil starts at 18:00 on 6 January (12 o'clock in the evening by the Ethiopian clock) at Bete Maryam. The lodge shuttle leaves for the churches at 17:15 and brings guests back at 05:00 on 7 January (11 o'clock at night by the Ethiopian clock). The shuttle costs 250 birr per person for the return trip.
The morning procession and the priests' chant at Bete Maryam begin at dawn; the lodge serves a special Genna breakfast with doro wat from 07:00 to 11:00.
The church ticket is valid for 4 days and is bought at the ticket office next to Bete Medhane Alem. Dress in white if you can and carry a torch; the paths between the churches are dark and crowded.""")

doc("d06", "en", "connectivity/bole-skyline-wifi-sim", "Wi-Fi and SIM cards at Bole Skyline Hotel",
"""Bole Skyline Hotel in Addis Ababa provides free Wi-Fi in all rooms and public areas at up to 20 Mbps. Guests who need more speed for video calls can buy premium Wi-Fi at up to 100 Mbps for 250 birr per day or 1,200 birr per week; ask at reception for a voucher.
The network name is Skyline-Guest and the password is printed on your key card holder.
A mobile phone kiosk in the lobby sells SIM cards from Ethio telecom and Safaricom Ethiopia. The Ethio telecom tourist SIM costs 300 birr and includes 10 GB of data valid for 30 days. A passport is needed to register any SIM card.
The kiosk is open from 08:30 to 17:30, Monday to Saturday.
The business centre on the first floor has two computers and a printer; printing costs 5 birr per page.
If the internet goes down during a national outage, reception can arrange a landline call on +251 116 670 400.""")

doc("d07", "en", "money/kazanchis-exchange-atm", "Money, exchange and cards at Kazanchis Business Hotel",
"""Kazanchis Business Hotel in Addis Ababa has a Commercial Bank of Ethiopia exchange desk beside reception. It changes US dollars and euros at the official bank rate of the day and is open from 08:00 to 20:00.
A guest may change at most 1,000 US dollars (or the same value in euros) per day at the desk. Keep the receipt: you need it to change birr back at the airport.
The lobby ATM accepts Visa cards and gives birr only. The maximum withdrawal is 10,000 birr per transaction, with a limit of 3 withdrawals per day.
Room bills can be paid in cash, by Visa or Mastercard, or by telebirr. A card surcharge of 3 percent applies to Visa and Mastercard payments; cash and telebirr have no surcharge.
Tips for staff can be left in the envelope in your room or added to the bill.
If you need more cash, the nearest bank branch is 300 metres away on the Kazanchis road and opens Monday to Saturday.""")

doc("d08", "en", "tours/arba-minch-chamo-dorze", "Lake Chamo boat trip and Dorze village tour from Forty Springs Lodge",
"""Forty Springs Lodge in Arba Minch arranges two popular tours.
The Lake Chamo boat trip visits the so-called crocodile market, where large Nile crocodiles bask on the shore, and passes hippo pods. It lasts 2 hours and costs 3,200 birr per boat for up to 6 people. Boats leave at 08:00 and at 15:00 from the Nech Sar park jetty; the park entry of 400 birr per person is paid at the gate.
The Dorze village tour climbs to the Guge hills, 30 km from town, to see the tall bamboo beehive houses and the cotton weavers. It takes 4 hours and costs 1,100 birr per person, including a lunch of kocho with honey and a local guide.
Children under 10 join the Dorze tour for half price.
Bookings close at 20:00 the evening before. Call +251 468 810 440 or ask at reception.
Bring sunscreen for the boat; there is no roof on the smaller boats.""")

doc("d09", "en", "activities/hawassa-lake-rentals", "Kayaks, bicycles and fish market walk at Lake Hawassa Resort & Spa",
"""Lake Hawassa Resort & Spa rents equipment from the boat house on its lakeshore lawn.
Kayaks: a single kayak costs 400 birr for 30 minutes and 650 birr for 60 minutes. A double kayak costs 600 birr for 30 minutes and 950 birr for 60 minutes. Life jackets are included and kayaks must stay inside the buoy line.
Bicycles: a city bicycle costs 350 birr for a half day (up to 4 hours) and 600 birr for a full day. A helmet and lock come with every bicycle.
The boat house is open from 07:00 to 18:00.
Every morning a staff guide leads a free walk to the Hawassa fish market, where fishermen fry fresh tilapia on the shore. The walk leaves the lobby at 06:30 (12:30 in the morning by the Ethiopian clock) and takes about 90 minutes.
A deposit of 1,000 birr or a passport copy is required for any rental.""")

doc("d10", "en", "health/gondar-fasil-medical", "Medical help near Fasil Castle View Hotel, Gondar",
"""If you feel unwell during your stay at Fasil Castle View Hotel in Gondar, reception can call the hotel's on-call doctor at any hour. A house call to your room costs 1,500 birr, paid directly to the doctor; the doctor can be reached on +251 581 110 733.
The nearest hospital is the University of Gondar Comprehensive Specialized Hospital, 2.5 km from the hotel, about 10 minutes by car. The emergency department is open 24 hours.
The Selam pharmacy across the road is open from 08:00 to 21:00 every day, including Sundays.
Gondar lies at about 2,130 metres above sea level. Many visitors feel short of breath on the first day; drink plenty of water and limit alcohol. Guests going on to the Simien Mountains climb above 3,200 metres at Sankaber camp.
Bottled water is sold at the bar for 40 birr per litre; tap water should not be drunk.
First-aid kits are kept at reception and in the kitchen.""")

doc("d11", "en", "transport/dire-dawa-train-harar", "Train and Harar trips from Railway Station Hotel, Dire Dawa",
"""Railway Station Hotel in Dire Dawa helps guests with the modern railway and with trips to Harar.
The electric train from Dire Dawa station to Addis Ababa (Lebu station) runs on Tuesdays and Saturdays and leaves at 09:00. A hard seat costs 540 birr and a sleeper berth costs 1,280 birr. The journey takes about 10 hours. The station is 12 km from the hotel; the hotel taxi costs 350 birr.
For Harar, the hotel hires a minibus with driver for 2,500 birr per group of up to 7 people. The 52 km drive takes 1 hour 10 minutes.
A visit to the hyena feeders outside the Harar walls starts at 19:00 (1 o'clock in the evening by the Ethiopian clock); the feeders ask 150 birr per person.
Tickets for the train must be bought with a passport at the station at least one day ahead; the hotel can send a staff member for a fee of 200 birr.""")

# --- Amharic ---
doc("d12", "am", "tours/lake-tana-monastery-boats", "ከሐይቅ ጣና ሾር ሪዞርት የሚነሱ የጣና ገዳማት የጀልባ ጉዞዎች",
"""ባሕር ዳር የሚገኘው ሌክ ታና ሾር ሪዞርት ከአትክልት ስፍራው ጀርባ ካለው የራሱ መትከያ ወደ ጣና ሐይቅ ደሴት ገዳማት ሁለት የጀልባ ጉዞዎችን ያዘጋጃል።
አጭሩ ጉዞ በዘጌ ባሕረ ገብ መሬት ወደሚገኘው ወደ ኡራ ኪዳነ ምሕረት የሚሄድ ሲሆን በአጠቃላይ 3 ሰዓት ይወስዳል። ዋጋው ለአዋቂ 1,450 ብር፣ ከ12 ዓመት በታች ለሆነ ልጅ ደግሞ 700 ብር ነው።
የሙሉ ቀን ጉዞው ወደ ሰሜን ወደ ዳጋ እስጢፋኖስ ይሄዳል፤ በዚያ የበርካታ ነገሥታት አስከሬን ተቀምጧል። ጉዞው 8 ሰዓት ይፈጃል፤ ዋጋው ምሳን ጨምሮ ለአንድ ሰው 3,900 ብር ነው።
ዳጋ እስጢፋኖስ የሚገቡት ወንዶች ብቻ መሆናቸውን ልብ ይበሉ፤ በቡድኑ ውስጥ ያሉ ሴቶች ወንዶቹ ወደ ገዳሙ እስኪወጡ በአቅራቢያ ባለ የደሴት ካፌ ይጠብቃሉ።
ሁለቱም ጀልባዎች ከመትከያው የሚነሱት ጠዋት 07:30 ላይ ነው (በኢትዮጵያ አቆጣጠር ከጠዋቱ 1:30)። አንድ ጀልባ ቢበዛ 12 ተሳፋሪዎችን ይይዛል፤ እያንዳንዱ ተሳፋሪ የሚሰጠውን የሕይወት አድን ጃኬት መልበስ አለበት።
የገዳማቱ የመግቢያ ክፍያ አልተካተተም፤ ኡራ ኪዳነ ምሕረት ለአንድ ጎብኚ 300 ብር በጥሬ ገንዘብ በበሩ ላይ ያስከፍላል።
ከጉዞው ቀን በፊት ባለው ቀን እስከ 18:00 ድረስ በእንግዳ መቀበያ የውስጥ መስመር 214 ወይም በስልክ +251 582 260 214 ይያዙ።
ኃይለኛ ነፋስ ምክንያት የሐይቁ ፖሊስ ውሃውን ሲዘጋ ጉዞዎቹ ያለ ክፍያ ይሰረዛሉ። ለቤተ ክርስቲያን ነጠላ እና በቀላሉ የሚወልቅ ጫማ ይዘው ይምጡ።""")

doc("d13", "am", "festivals/gondar-timket", "ጥምቀት በጎንደር ከጎሃ ሂል ሆቴል ጋር",
"""ጥምቀት በየዓመቱ ጥር 11 (ጃንዋሪ 19) ይከበራል፤ ዋዜማው ከተራ ደግሞ ጥር 10 (ጃንዋሪ 18) ነው። በጎንደር በዓሉ የሚከበረው በአፄ ፋሲለደስ መዋኛ ገንዳ ሲሆን ገንዳው ለበዓሉ በውሃ ይሞላል።
ጎሃ ሂል ሆቴል ለእንግዶቹ ወደ ፋሲለደስ መዋኛ የሚሄድ አውቶቡስ ያዘጋጃል። አውቶቡሱ በጥምቀት ዕለት ከጠዋቱ 12 ሰዓት (06:00) ከሆቴሉ በር ይነሳል፤ ደርሶ መልስ ለአንድ ሰው 350 ብር ያስከፍላል። በከተራ ዕለት ታቦታቱን ለማጀብ የሚሄደው አውቶቡስ ደግሞ ከቀኑ 8 ሰዓት (14:00) ይነሳል።
ከጥር 9 እስከ ጥር 12 ባሉት ቀናት ሆቴሉ ቢያንስ 2 ሌሊት ማደርን ይጠይቃል፤ በተጨማሪም ለአንድ ክፍል በአዳር 900 ብር የበዓል ተጨማሪ ክፍያ አለ።
ከመዋኛው አጠገብ የሚያዩበት የተከለለ ቦታ ለእንግዶች በነፃ ተይዟል፤ ቦታው 60 ሰዎችን ብቻ ስለሚይዝ ቀድመው ይመዝገቡ።
ለመመዝገብ በእንግዳ መቀበያ ይጠይቁ ወይም +251 581 114 015 ይደውሉ። በዓሉ በጣም የተጨናነቀ ስለሆነ ውድ ዕቃዎችን በክፍልዎ ካዝና ውስጥ ያስቀምጡ፤ ውሃ እና ኮፍያ ይያዙ።
ሆቴሉ በጥምቀት ዕለት ከቀኑ 6 ሰዓት (12:00) ጀምሮ የበዓል ምሳ ያቀርባል።""")

doc("d14", "am", "tours/blue-nile-falls-trip", "ከብሉ ናይል ፎልስ ሎጅ ወደ ጢስ ዓባይ ፏፏቴ የሚደረግ ጉዞ",
"""ብሉ ናይል ፎልስ ሎጅ ለእንግዶቹ ወደ ጢስ ዓባይ ፏፏቴ የግማሽ ቀን ጉዞ ያዘጋጃል። ፏፏቴው ከባሕር ዳር ከተማ 32 ኪሎ ሜትር ይርቃል፤ በመኪና 45 ደቂቃ ያህል ይወስዳል።
ጉዞው ለአንድ መኪና 2,400 ብር ያስከፍላል፤ አንድ መኪና እስከ 4 ሰዎች ይይዛል። መኪናው ከሎጁ ከጠዋቱ 2 ሰዓት (08:00) ይነሳል፤ እንግዶች ከቀኑ 7 ሰዓት (13:00) ገደማ ይመለሳሉ።
የፏፏቴው መግቢያ ለውጭ አገር ጎብኚዎች 250 ብር፣ ለኢትዮጵያውያን ደግሞ 50 ብር ነው፤ ይህ በጉዞው ዋጋ ውስጥ አልተካተተም። የአካባቢው አስጎብኚ ለአንድ ቡድን 600 ብር ያስከፍላል።
ከመኪና ማቆሚያው እስከ ፏፏቴው የእግር መንገዱ 30 ደቂቃ ይፈጃል፤ መንገዱ በፖርቱጋል ድልድይ በኩል ያልፋል። በዝናብ ወቅት፣ ከሰኔ እስከ መስከረም፣ ፏፏቴው በጣም ይሞላል፤ በበጋ ግን ውሃው ይቀንሳል።
በጉዞው ላይ የታሸገ ውሃ እና ቀላል መክሰስ በነፃ ይሰጣል። ለመያዝ ከአንድ ቀን በፊት እስከ ምሽቱ 2 ሰዓት (20:00) ድረስ ለእንግዳ መቀበያ ያሳውቁ ወይም +251 582 201 909 ይደውሉ።
የሚያዳልጥ መንገድ ስላለ ጠንካራ ጫማ ያድርጉ።""")

doc("d15", "am", "dining/roha-valley-coffee-food", "በሮሃ ቫሊ ኢን የቡና ሥነ ሥርዓት እና ምግብ",
"""ላሊበላ የሚገኘው ሮሃ ቫሊ ኢን በየቀኑ ከቀኑ 10 ሰዓት (16:00) ላይ በአትክልት ስፍራው ባህላዊ የቡና ሥነ ሥርዓት ያካሂዳል። ሥነ ሥርዓቱ ለሆቴሉ እንግዶች በነፃ ሲሆን ከውጭ ለሚመጡ ሰዎች 150 ብር ያስከፍላል። ቡናው ከፈንዲሻ እና ከዳቦ ጋር ይቀርባል፤ ሦስቱም ዙሮች (አቦል፣ ቶና፣ በረካ) ይፈላሉ።
ሬስቶራንቱ ረቡዕ እና ዓርብ ከቀኑ 6:30 እስከ 9 ሰዓት (12:30–15:00) የጾም ምግብ ቡፌ ያቀርባል፤ ዋጋው ለአንድ ሰው 480 ብር ነው። ሽሮ፣ ምስር ወጥ፣ ጎመን እና የተለያዩ አትክልቶች ይገኙበታል።
በሌሎቹ ቀናት ከምናሌው ማዘዝ ይቻላል፤ እንጀራ በጥብስ 390 ብር፣ ዶሮ ወጥ 520 ብር ነው። ከ6 ዓመት በታች ያሉ ልጆች በቡፌው በነፃ ይመገባሉ።
እራት ከምሽቱ 12:30 እስከ 3:30 (18:30–21:30) ይቀርባል። ላሊበላ ውስጥ የሚመረተውን የማር ጠጅ ለመቅመስ ከፈለጉ አንድ ብርሌ 120 ብር ነው።
ለቡድን ምግብ ለማዘዝ ቢያንስ አንድ ቀን አስቀድመው ሬስቶራንቱን በውስጥ መስመር 30 ያነጋግሩ።""")

doc("d16", "am", "tours/mekelle-gheralta-danakil", "ከሮማናት ስኩዌር ሆቴል የገርዓልታ እና የዳናክል ጉዞዎች",
"""መቀሌ የሚገኘው ሮማናት ስኩዌር ሆቴል ሁለት ታዋቂ ጉዞዎችን ያዘጋጃል።
የመጀመሪያው ወደ ገርዓልታ ውቅር አብያተ ክርስቲያናት የአንድ ቀን ጉዞ ነው። ዋናው መዳረሻ አቡነ የማታ ጉህ ሲሆን ከመኪና ማቆሚያው እስከ ቤተ ክርስቲያኑ መውጣት 45 ደቂቃ ይወስዳል። ጉዞው ለአንድ መኪና (እስከ 4 ሰዎች) 5,800 ብር ያስከፍላል፤ መኪናው ከጠዋቱ 12:30 (06:30) ይነሳል። በመንገድ ላይ የውቅሮ ሙዚየም ይጎበኛል፤ መግቢያው 100 ብር ነው።
ሁለተኛው ወደ ዳናክል ዝቅተኛ ምድር የ3 ቀን ጉዞ ሲሆን የኤርታሌ እሳተ ገሞራን፣ የዳሎልን የጨው ሜዳ እና የግመል የጨው ቅፍለትን ያካትታል። ዋጋው ለአንድ ሰው 18,500 ብር ሲሆን ምግብን፣ ውሃን፣ ጠባቂን እና የፍራሽ ማደሪያን ያጠቃልላል።
ዳናክል ውስጥ ሙቀቱ ከ45 ዲግሪ ሊያልፍ ስለሚችል ጉዞው የሚካሄደው ከጥቅምት እስከ መጋቢት ብቻ ነው።
አቡነ የማታ ለመውጣት በገመድ መታገዝ እና ጫማ ማውለቅ ያስፈልጋል፤ ከፍታ የሚያስፈራዎት ከሆነ አይመከርም።
ለመያዝ +251 344 406 622 ይደውሉ፤ ለዳናክል ጉዞ ቢያንስ 3 ቀን አስቀድመው መመዝገብ አለብዎት።""")

doc("d17", "am", "tours/addis-piassa-city", "ከፒያሳ ሄሪቴጅ ኢን የአዲስ አበባ ከተማ ጉብኝቶች",
"""አዲስ አበባ ፒያሳ የሚገኘው ፒያሳ ሄሪቴጅ ኢን ለእንግዶቹ ሁለት የከተማ ጉብኝቶችን ያቀርባል።
የመርካቶ የእግር ጉዞ 3 ሰዓት ይወስዳል፤ በአፍሪካ ትልቁ ክፍት ገበያ በሆነው መርካቶ ውስጥ የቅመም ተራን፣ የቡና ተራን እና የመልሶ መጠቀሚያ ገበያውን (ሚና ተራ) ያሳያል። ዋጋው ለአንድ ሰው 900 ብር ነው፤ ከሆቴሉ ከጠዋቱ 3 ሰዓት (09:00) ይነሳል።
የእንጦጦ ጉብኝት በመኪና የሚደረግ ሲሆን 4 ሰዓት ይፈጃል፤ የእንጦጦ ማርያም ቤተ ክርስቲያንን፣ የአፄ ምኒልክን ቤተ መንግሥት እና የእንጦጦ ፓርክን ያካትታል። ዋጋው ለአንድ ሰው 1,600 ብር ሲሆን ቢያንስ 2 ሰዎች ያስፈልጋሉ።
ብሔራዊ ሙዚየሙ (የሉሲ ሙዚየም) ከሆቴሉ 2 ኪሎ ሜትር ይርቃል፤ መግቢያው 200 ብር ነው፤ ሰኞ ዝግ ነው።
3 ሌሊት ወይም ከዚያ በላይ ለሚያርፉ እንግዶች ከቦሌ አውሮፕላን ማረፊያ በነፃ ይቀበላሉ፤ ለሌሎች የአንድ ጉዞ ዋጋ 900 ብር ነው።
በመርካቶ ውስጥ ቦርሳዎን በፊትዎ ይያዙ፤ ውድ ጌጣጌጥ አይልበሱ። ለመያዝ በእንግዳ መቀበያ ወይም +251 111 550 318 ይደውሉ።""")

doc("d18", "am", "rules/sidama-garden-house-rules", "የሲዳማ ጋርደን ሎጅ የእንግዶች ደንቦች",
"""ሀዋሳ የሚገኘው ሲዳማ ጋርደን ሎጅ ሁሉም እንግዶች እንዲያከብሯቸው የሚጠይቃቸው ደንቦች እነዚህ ናቸው።
በክፍሎች ውስጥ ሲጋራ ማጨስ የተከለከለ ነው፤ ደንቡን የጣሰ እንግዳ ለጽዳት 2,000 ብር ቅጣት ይከፍላል። ማጨስ የሚፈቀደው በአትክልት ስፍራው በተለየው ቦታ ብቻ ነው።
የቤት እንስሳት ወደ ሎጁ አይገቡም፤ ለአካል ጉዳተኞች የሚረዱ የመሪ ውሾች ግን ይፈቀዳሉ።
የጸጥታ ሰዓት ከምሽቱ 4 ሰዓት እስከ ጠዋቱ 1 ሰዓት (22:00–07:00) ነው።
መዋኛ ገንዳው ከጠዋቱ 1 ሰዓት እስከ ማታ 1 ሰዓት (07:00–19:00) ክፍት ነው። ከ14 ዓመት በታች ያሉ ልጆች ከአዋቂ ጋር ብቻ ይዋኛሉ። የመዋኛ ፎጣ በነፃ ይሰጣል።
ተጨማሪ አልጋ በአዳር 750 ብር ያስከፍላል፤ ከ3 ዓመት በታች ለሆኑ ሕፃናት የሕፃን አልጋ በነፃ ይቀርባል።
ጎብኚዎች በክፍልዎ መግባት የሚችሉት እስከ ምሽቱ 3 ሰዓት (21:00) ድረስ ነው፤ ከዚያ በኋላ በእንግዳ መቀበያ መታወቂያቸውን ማስመዝገብ አለባቸው።
ፎጣዎችን ወይም የክፍል ዕቃዎችን ይዞ መውጣት ክልክል ነው። ለጥያቄ +251 462 212 780 ይደውሉ።""")

# --- Afaan Oromoo ---
doc("d19", "om", "transport/adama-airport-shuttle", "Geejjiba buufata xayyaaraa Awash Valley Resort, Adaamaa",
"""Awash Valley Resort magaalaa Adaamaa keessatti argamu, resort fi Buufata Xayyaaraa Idil-addunyaa Boolee Finfinnee gidduutti geejjiba dhuunfaa ni dhiyeessa.
Konkolaataan lama jiru. Konkolaataan xiqqaan hanga namoota 3 fi shaanxaa 3 baata, kallattii tokkoof qarshii 2,800 kaffalchiisa. Minibaasiin hanga namoota 10 baata, kallattii tokkoof qarshii 4,600 kaffalchiisa.
Karaa ariifataa Finfinnee–Adaamaatiin imalli gara sa'aatii 1 fi daqiiqaa 40 fudhata; yeroo tiraafikiin Boolee naannootti baay'atu sa'aatii 2 fi daqiiqaa 15 yaadaa. Kaffaltiin karaa ariifataa qarshii 120 gatii lamaan keessatti dabalameera.
Geejjibni yoo xiqqaate sa'aatii 24 dura qabachuu qaba; deeskii geejjibaatti +251 221 118 540 bilbilaa ykn simannaatti ergaa dhiisaa. Xayyaarri keessan sa'aatii 09:00 dura yoo ka'e, konkolaachisaan galgala dura yeroo isin fudhatu isinitti hima.
Keessummoonni halkan 5 ykn isaa ol turan buufata xayyaaraatii gara resortiitti konkolaataa xiqqaan al tokko bilisaan geejjibamu.
Kaffaltiin maallaqa harkaa, kaardiidhaan simannaatti ykn telebirrn raawwatama; konkolaachiftoonni maallaqa jijjiiraa hin qabatan. Teessoon daa'immanii gaafatamnaan bilisaan ni kennama.
Xayyaarri keessan yoo turee, konkolaachisaan hanga daqiiqaa 90 kaffaltii malee eeggata; sana booda kaffaltiin eeggannaa ni jira.""")

doc("d20", "om", "trips/sodere-hot-springs", "Imala burqaa ho'aa Sodareetti, Nazret Garden Hotel irraa",
"""Nazret Garden Hotel keessummoota isaatiif imala guyyaa walakkaa gara burqaa ho'aa Sodareetti qindeessa. Sodareen Adaamaa irraa kiilomeetira 25 fagaata; konkolaataan daqiiqaa 35 qofa fudhata.
Minibaasiin hoteela irraa ganama sa'aatii 3:00 (09:00) ka'ee, sa'aatii 9:00 galgalaa (15:00) deebi'a. Gatiin minibaasii deemsaa fi deebiif garee tokkoof qarshii 1,200 dha; minibaasiin tokko hanga namoota 8 baata.
Seensi Sodaree namoota gurguddoof qarshii 150, ijoolleef immoo qarshii 80 dha; gatiin kun gatii minibaasii keessatti hin dabalamne.
Bishaan daakaa Sodaree ganama sa'aatii 12:00 (06:00) irraa hanga galgala sa'aatii 12:00 (18:00) banaa dha. Bishaan burqaa ho'aa digrii 38 ol ta'a; ijoolleen xixiqqoon bishaan qabbanaa'aa keessa qofa haa daakan.
Jaldeessonni naannoo sanaa nyaata saamu waan ta'eef, nyaata keessan qabadhaa. Laga Awaash qarqara jiru keessa daakuun sababa naachaatiin dhorkaa dha.
Galmeessuuf simannaa hoteelaa gaafadhaa ykn +251 221 124 377 bilbilaa; guyyaa tokko dura galmaa'uu qabdu.""")

doc("d21", "om", "festivals/irreecha-bishoftu", "Irreecha Hora Harsadii: geejjiba Rift Valley Conference Hotel",
"""Irreechi Malkaa bara kana Hora Harsadii, Bishooftuutti, Dilbata 4 Onkoloolessa 2026 (Fulbaana 24, 2019 A.L.I.) ni kabajama. Irreechi Tulluu immoo guyyaa tokko dura, Sanbata, Tulluu Furiitti kabajama.
Rift Valley Conference Hotel Adaamaa irraa gara Hora Harsadiitti geejjiba otobiisii qopheessa. Otobiisiin ganama barii sa'aatii 11:30 (05:30) ka'a; imalli sa'aatii 1 fi daqiiqaa 15 fudhata. Gatiin deemsaa fi deebii nama tokkoof qarshii 600 dha; bishaan fi ciree xiqqaa ni dabalata.
Otobiisiin Hora Harsadii irraa guyyaa sa'aatii 7:00 (13:00) deebi'a.
Guyyoota 3 fi 5 Onkoloolessaa hoteelli yoo xiqqaate halkan 2 turuu gaafata, kutaa tokkoof halkan tokkotti qarshii 1,100 dabalataa kaffalchiisa.
Ayyaanicha irratti uffata aadaa uffachuun gaarii dha; hoteelli uffata aadaa qarshii 400n kireessa. Irreechi ayyaana galateeffannaa waan ta'eef, marga jiidhaa fi daraaraa qabadhaa.
Iddoon baay'ee waan guutamuuf meeshaalee gati-jabeeyyii kutaa keessan keessatti dhiisaa. Galmeessuuf +251 221 110 962 bilbilaa.""")

doc("d22", "om", "trips/hawassa-amora-gedel-boats", "Doonii Haroo Hawaasaa fi Wondo Genet, Amora Gedel Hotel irraa",
"""Amora Gedel Hotel Hawaasaa keessatti argamu imala lama keessummootaaf qopheessa.
Imalli doonii Haroo Hawaasaa irratti godhamu sa'aatii tokko fudhata; doonii tokkoof qarshii 1,500 kaffalchiisa, doonii tokko hanga namoota 8 baata. Dooniin ganama sa'aatii 1:00 (07:00) fi galgala sa'aatii 10:00 (16:00) ka'a. Simbirroota akka kallattii fi jaldeessota Kolobus ni argitu.
Imalli lammataa gara burqaa ho'aa Wondo Genetitti godhama; Hawaasaa irraa sa'aatii 1 konkolaataan fudhata. Gatiin konkolaataa tokkoof (hanga namoota 4) qarshii 2,800 dha. Konkolaataan ganama sa'aatii 2:30 (08:30) ka'a.
Paarkii Amora Gedel qarqara harootti argamu seensi bilisaa dha; galgala sa'aatii 12:00 (18:00) cufama.
Jaakeetiin lubbuu baraaru dooniirratti bilisaan kennama, ijoolleen umuriin isaanii waggaa 12 gadi ta'e maatii malee doonii hin yaabbatan.
Galmeessuuf simannaa gaafadhaa ykn +251 462 205 511 bilbilaa; qilleensi yoo hamaa ta'e imalli doonii kaffaltii malee haqama.""")

doc("d23", "om", "services/sabian-garden-laundry-dining", "Tajaajila miicuu uffataa fi nyaataa Sabian Garden Hotel",
"""Sabian Garden Hotel Dirree Dawaa keessatti tajaajila miicuu uffataa guyyaa guyyaan ni kenna. Uffanni ganama sa'aatii 3:00 (09:00) dura kenname galgala sa'aatii 12:00 (18:00) deebi'a.
Gatiin: kamisaa tokko qarshii 60, surree tokko qarshii 80, uffata aadaa (kamisii dubartootaa) qarshii 150. Tajaajilli ariifataa sa'aatii 4 keessatti xumuramu gatii idilee irratti dhibbeentaa 50 dabalata.
Uffata kutaa keessatti argamu korojoo keessa kaa'aa, waraqaa irratti lakkoofsa uffataa barreessaa.
Mana nyaataa: ciree ganama sa'aatii 12:30 (06:30) hanga sa'aatii 4:00 (10:00) ni dhiyaata, keessummoota hoteelaatiif bilisaa dha. Laaqanni sa'aatii 6:00 hanga 9:00 (12:00–15:00) dhiyaata. Irbaanni galgala sa'aatii 1:00 hanga 4:00 (19:00–22:00) dhiyaata.
Nyaanni aadaa Dirree Dawaa, fatiiraa fi foon waaddii, laaqana irratti qarshii 420 dha.
Ajaja kutaatti erguu (room service) hanga halkan sa'aatii 5:00 (23:00) ni danda'ama, qarshii 100 dabalataa kaffalchiisa.
Gaaffii qabaattan simannaatti bilbilaa: lakkoofsa keessaa 0.""")

doc("d24", "om", "safari/awash-national-park", "Imala Paarkii Biyyoolessaa Awaash, Awash Valley Resort irraa",
"""Awash Valley Resort Adaamaa irraa gara Paarkii Biyyoolessaa Awaashitti imala guyyaa guutuu qopheessa. Paarkichi Adaamaa irraa kiilomeetira 130 fagaata, konkolaataan sa'aatii 2 fi walakkaa fudhata.
Konkolaataan ganama sa'aatii 12:00 (06:00) ka'a, galgala sa'aatii 1:00 (19:00) deebi'a. Gatiin konkolaataa fi konkolaachisaa konkolaataa tokkoof (hanga namoota 5) qarshii 7,500 dha; laaqanni keessatti dabalameera.
Seensi paarkichaa nama tokkoof qarshii 300, konkolaataa tokkoof qarshii 100 dha. Eegduun paarkichaa (scout) dirqama; guyyaa tokkoof qarshii 500 kaffalchiisa.
Paarkicha keessatti beeyladoota akka saalaa (oryx), kurupheessa Soomaalee fi gurraacha ni argitu. Fincaa'a Awaash (Awash Falls) bakka laaqanni itti nyaatamuu dha.
Bishaan daakuun laga Awaash keessatti naachaaf dhorkaa dha. Aduun baay'ee waan hoo'uuf, koofiyaa fi bishaan gahaa qabadhaa.
Imalichi yoo xiqqaate namoota 2 barbaada. Guyyaa 2 dura +251 221 118 540 irratti bilbiluun galmaa'aa.""")

doc("d25", "om", "family/cmc-kids-club-babysitting", "Kilabii ijoollee fi eegumsa daa'immanii CMC Family Suites",
"""CMC Family Suites Finfinnee keessatti kilabii ijoollee umuriin isaanii waggaa 4 hanga 12 ta'eef qaba. Kilabiin guyyaa guyyaan ganama sa'aatii 3:00 (09:00) hanga galgala sa'aatii 11:00 (17:00) banaa dha, keessummoota hoteelaatiif bilisaa dha.
Sagantaan kilabii: fakkii kaasuu, taphoota, seenaa aadaa fi sirna buna ijoolleef. Laaqanni ijoollee sa'aatii 6:30 (12:30) qarshii 180n dhiyaata.
Eegumsi daa'immanii (babysitting) sa'aatii tokkoof qarshii 250 kaffalchiisa; yoo xiqqaate sa'aatii 3 qabachuu qabdu. Eegumsa galgalaa barbaaddan yoo ta'e, guyyuma sana sa'aatii 9:00 galgalaa (15:00) dura simannaatti galmeessaa.
Halkan sa'aatii 4:00 (22:00) booda eegumsi sa'aatii tokkoof qarshii 350 ta'a.
Siree daa'immanii kutaa keessatti bilisaan ni kaa'ama. Ijoolleen waggaa 6 gadii ciree bilisaan nyaatu.
Bishaan daakaa ijoollee keessatti ijoolleen waggaa 12 gadii nama guddaa malee hin daakan. Bilbila: +251 116 612 900.""")

# --- Tigrinya ---
doc("d26", "ti", "tours/axum-stelae-walk", "ናይ ኣኽሱም ሓወልቲ ዙረትን ጉዕዞ የሓን ካብ ኩዊን ኦፍ ሳባ ኢን",
"""ኣብ ኣኽሱም ዝርከብ ኩዊን ኦፍ ሳባ ኢን ንኣጋይሽ ክልተ ዙረታት ብመራሒ የዳሉ።
ናይ ንግሆ ዙረት ሰሜናዊ ሜዳ ሓወልቲ፣ እቲ ዝወደቐ ዓቢ ሓወልቲ፣ መቓብር ንጉስ ረምሓይን ቤት መዘክርን ይበጽሕ። ሰዓት 08:00 (ብኢትዮጵያዊ ኣቆጻጽራ ሰዓት 2 ናይ ንግሆ) ይጅምር፣ 2.5 ሰዓት ይወስድ፣ ንመራሒ ንሓደ ሰብ 650 ብር ይኽፈል።
ናይ ፓርክ ሓወልቲ ትኬት በይኑ እዩ፣ 200 ብር ይኽፈል፤ ኣብ ማዕጾ ፓርክ ይግዛእ፣ ንቤት መዘክር እውን የእቱ።
እቲ ካልኣይ ዙረት ናብ ቤተ መቕደስ የሓ ናይ ፍርቂ መዓልቲ ጉዕዞ እዩ፤ የሓ ካብ ኣኽሱም ብምብራቕ 55 ኪሎ ሜተር ይርሕቕ። ንሓንቲ መኪና (ክሳብ 4 ሰባት) 4,200 ብር ይኽፈል፣ መራሕ መኪናን ነዳድን ሓዊሱ፣ ሰዓት 13:30 ይብገስ።
ኣብ በዓል ሕዳር ጽዮን፣ 30 ሕዳር (ሕዳር 21 ብኢትዮጵያዊ ዓውደ ኣዋርሕ)፣ ናይ ንግሆ ዙረት ናብ ሰዓት 06:30 ይቕየር፣ ምኽንያቱ ተሳለምቲ ካብ ፋሕ ንግሆ ኣደባባይ ቤተ ክርስቲያን ይመልእዎ።
ኣብ መቐበሊ ኣጋይሽ ተመዝገቡ ወይ ናብ +251 347 752 026 ደውሉ።
ደቂ ኣንስትዮ ናብ ጥንታዊት ቤተ ጸሎት ማርያም ጽዮን ክኣትዋ ኣይፍቀደለንን፣ ሓዳስ ካቴድራልን ቤት መዘክርን ግን ንኹሉ ክፉታት እዮም።
ምቹእ ጫማን ቆብዕን ኣምጽኡ፤ ኣብ ሜዳ ሓወልቲ ጽላል ውሑድ እዩ።""")

doc("d27", "ti", "spa/enda-yesus-spa-gym", "ስፓን ጂምን ኣብ እንዳ ኢየሱስ ሂል ሆተል፣ መቐለ",
"""ኣብ መቐለ ዝርከብ እንዳ ኢየሱስ ሂል ሆተል ስፓን ማእከል ስፖርትን ኣለዎ።
ስፓ ካብ ሰዓት 09:00 ክሳብ 21:00 (ብኢትዮጵያዊ ኣቆጻጽራ ካብ ሰዓት 3 ናይ ንግሆ ክሳብ ሰዓት 3 ናይ ምሸት) ክፉት እዩ።
ናይ ምሉእ ኣካላት ማሳጅ ን60 ደቒቕ 1,900 ብር፣ ን90 ደቒቕ ድማ 2,600 ብር እዩ። ናይ እግሪ ማሳጅ ን30 ደቒቕ 850 ብር እዩ።
ናይ ባኞ እንፋሎት (ስቲም) ን ኣጋይሽ ሆተል 400 ብር፣ ካብ ደገ ንዝመጹ ድማ 600 ብር ይኽፈል።
ጂም ካብ ሰዓት 06:00 ክሳብ 22:00 ክፉት እዩ፣ ንኣጋይሽ ሆተል ብነጻ እዩ። ናይ ውልቃዊ ኣሰልጣኒ ክፍሊት ንሓደ ሰዓት 700 ብር እዩ።
ቀዳመ ሰንበትን ሰንበትን ኣብ ስፓ ዋጋታት ብ15 ሚእታዊት ይውስኹ።
ትሕቲ 16 ዓመት ዝዕድሚኦም ቆልዑ ናብ ጂም ምስ ወለዶም ጥራይ ይኣትዉ።
ንምምዝጋብ ናብ ውሽጣዊ መስመር 118 ወይ +251 344 419 118 ደውሉ። ቆጸራኹም ቅድሚ 3 ሰዓት እንተ ሰሪዝኩም ክፍሊት የለን፤ ድሕሪኡ ፍርቂ ዋጋ ይኽፈል።
ኣብ ስፓ ፎጣን ጫማ ገዛን ብነጻ ይወሃብ።""")

doc("d28", "ti", "transport/mekelle-airport-shuttle", "ናይ መዕርፎ ነፈርቲ መጓዓዝያ ካብ ሃውልቲ ፕላዛ ሆተል፣ መቐለ",
"""ሃውልቲ ፕላዛ ሆተል ኣብ መቐለ ንኣጋይሽ ናብ መዕርፎ ነፈርቲ ኣሉላ ኣባ ነጋ ብነጻ መጓዓዝያ የቕርብ።
መዕርፎ ነፈርቲ ካብ ሆተል 12 ኪሎ ሜተር ይርሕቕ፤ ብመኪና 20 ደቒቕ ይወስድ።
እታ ነጻ ሚኒባስ ካብ ሰዓት 06:00 ጀሚራ ኣብ ነፍሲ ወከፍ 2 ሰዓት ካብ ሆተል ትብገስ፣ ናይ መወዳእታ ጉዕዞ ሰዓት 18:00 (ብኢትዮጵያዊ ኣቆጻጽራ ሰዓት 12 ናይ ምሸት) እዩ።
ካብዚ ሰዓታት ወጻኢ ታክሲ ሆተል 400 ብር ይኽፈል።
ነፈርቲ እንተ ደንጎየት፣ ሚኒባስ ክሳብ 45 ደቒቕ ትጽበ።
ቦታ ንምሓዝ ቅድሚ 12 ሰዓት ናብ መቐበሊ ኣጋይሽ ሓብሩ ወይ ናብ +251 344 401 555 ደውሉ። ናይ በረራ ቁጽሪ ምሃብ ኣገዳሲ እዩ።
ሚኒባስ ክሳብ 14 ሰባትን ሻንጣታቶምን ትሕዝ። ካብ ክልተ ሻንጣ ንላዕሊ ዘለዎም ኣጋይሽ ኣቐዲሞም ክሕብሩ ይግባእ።
ናብ ከተማ መቐለ ማእከል ድማ ኣብ መዓልቲ ሰለስተ ግዜ፣ ሰዓት 10:00፣ 14:00ን 17:00ን፣ ብነጻ መጓዓዝያ ኣሎ።""")

if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()))
