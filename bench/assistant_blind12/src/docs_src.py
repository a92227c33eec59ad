#!/usr/bin/env python3
"""Builds documents.json (standard library only)."""
import json, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
U = "https://example.et/"
D = []
def doc(i, lang, url, title, text):
    D.append({"id": i, "lang": lang, "url": U + url, "product": "marefiya", "tenant": None,
              "title": title, "text": " ".join(text.split())})

doc("d01", "en", "tours/lake-tana-monastery-boats", "Lake Tana monastery boat trips from Lake Tana Shore Resort",
"""Lake Tana Shore Resort in Bahir Dar runs two boat trips to the island monasteries every day except during heavy rain.
The Zege Peninsula trip is a half-day outing that visits Ura Kidane Mehret and Azwa Maryam. It costs 1,450 birr for an adult
and 725 birr for a child aged 4 to 11; children under 4 ride free. The Dek Island trip is a full day and is sold per boat,
not per person: the small boat for up to 6 guests costs 3,900 birr and the large boat for up to 12 guests costs 6,800 birr.
Both boats leave the resort jetty at 07:30 (1:30 in the morning, Ethiopian time) and the Zege boat is back by 12:30.
Lunch on Dek Island is not included; the boatman stops at a fish restaurant where a meal is about 350 birr.
Monastery entrance fees are paid in cash at each church, usually 200 birr per monastery. Please note that women are not
allowed to enter Kebran Gabriel, so that island is not on either route. Life jackets are provided for every passenger.
Book at the resort activity desk the evening before, or call +251 58 220 4417 before 20:00.""")

doc("d02", "en", "spa/entoto-grand-spa-menu", "Entoto Grand Hotel spa menu",
"""The Entoto Grand Hotel spa on Bole Road is open from 06:00 to 22:00 every day, and hotel guests get the steam room free.
The signature treatment is the Ethiopian coffee-scrub massage: 30 minutes costs 950 birr and 60 minutes costs 1,700 birr.
The hot stone massage is offered only as a 90-minute session for 2,600 birr. A foot reflexology session of 45 minutes
costs 800 birr. On Saturdays and Sundays every treatment is 15 percent more expensive than on weekdays. Couples can book
the double room for two coffee-scrub massages of 60 minutes at 3,100 birr for both. Guests under 16 may use the pool
but cannot book massages. Please arrive 15 minutes before your time to change; if you arrive late the session still ends on time.
Cancellations made less than 3 hours before the appointment are charged half the price. The spa reception can be reached
on extension 214 from your room, or at +251 11 667 3320 from outside. Men and women have separate steam rooms, and the
sauna is mixed. Towels, slippers and a robe are provided for every treatment.""")

doc("d03", "en", "festivals/timket-gondar", "Timket in Gondar: Fasil's Bath, seats and shuttles",
"""Timket, the Ethiopian Epiphany, is the biggest festival of the year in Gondar. In 2027 the eve, Ketera, falls on
18 January (Tir 10, 2019 in the Ethiopian calendar) and the main day of Timket falls on 19 January (Tir 11). On the eve the
tabots are carried from the churches to Fasil's Bath in the afternoon, and the procession leaves the Piazza at about
14:00 (8 o'clock Ethiopian time). The blessing of the water at the pool starts at 07:00 on Timket morning (1 o'clock in the morning, Ethiopian time),
when the crowd jumps into the water. Fasil Castle View Hotel reserves seats on the stands around the pool: 500 birr per seat on Timket
day and 300 birr on the eve. The hotel shuttle between the Piazza and Fasil's Bath costs 250 birr per person for a
return ticket and runs every 20 minutes from 05:30. Rooms in Gondar sell out early for these dates, so book at least
six weeks ahead. Wear white if you want to blend in, keep your phone in a front pocket, and bring water and a hat.
Photography is allowed everywhere except inside the church of Debre Berhan Selassie during the service.""")

doc("d04", "en", "transport/bole-skyline-airport-transfer", "Airport transfers at Bole Skyline Hotel",
"""Bole Skyline Hotel offers airport transfers between Bole International Airport and the hotel around the clock.
The drive normally takes 15 minutes, but allow 35 minutes at rush hour between 17:00 and 19:00.
A sedan for up to 3 passengers with luggage costs 900 birr one way; a minibus for up to 10 passengers costs 2,200 birr one way.
Between 22:00 and 06:00 a night surcharge of 300 birr is added to either vehicle. The driver waits at the exit of
Terminal 2 holding a sign with your name, and waits up to 60 minutes after landing at no extra cost; after that each
extra 30 minutes of waiting costs 200 birr. Requests must reach the front desk at least 4 hours before landing through
WhatsApp on +251 91 140 2288. Payment is added to your room bill, or taken in cash in birr or US dollars.
A child seat is available free on request, but there is only one per car. The transfer is free of charge for guests
staying in a Deluxe King room for 3 nights or more, but only for the arrival leg.""")

doc("d05", "en", "tours/lalibela-guides-asheten", "Lalibela church guides and the Asheten Maryam mule trek",
"""Rock-Hewn Heritage Lodge in Lalibela arranges licensed guides for the rock-hewn churches. A half-day guide for the
northern group of churches (Bete Medhane Alem, Bete Maryam and their neighbours) costs 1,800 birr per group of up to 5
people. A full-day guide covering both the northern and the south-eastern groups plus Bete Giyorgis costs 3,200 birr
per group. The church ticket itself is bought at the office near Bete Medhane Alem and is valid for 4 days. Churches
close for lunch from 12:00 to 13:30, and shoes must be left at the door, so bring socks. For the climb to Asheten Maryam
monastery the lodge books a mule and a handler for 1,200 birr per mule; the round trip takes about 4 hours on foot or
3 hours with the mule, and starts at 06:30 (half past 12 in the night by Ethiopian time) to avoid the heat. The
monastery asks a donation of 150 birr. A packed breakfast from the lodge costs 280 birr. Guests with heart problems
should remember that Asheten Maryam stands at about 3,150 metres. Book at reception by 19:00 the day before.""")

doc("d06", "en", "tours/arba-minch-nechsar-dorze", "Arba Minch: crocodile boat trip and Dorze village visit",
"""Forty Springs Lodge in Arba Minch offers two popular excursions. The boat trip on Lake Chamo to the so-called
Crocodile Market, where huge Nile crocodiles sunbathe on the shore, takes 2 hours on the water and costs 2,400 birr
per boat for up to 8 people; the Nech Sar National Park entrance of 500 birr per person is paid separately at the
gate. Boats leave at 07:00 and at 15:00; the morning boat is best for hippos. The Dorze village visit goes up into the
Guge mountains to see the beehive-shaped bamboo houses, weaving and a kocho bread demonstration. It costs 900 birr per
person including transport, takes about 3 hours and departs at 14:00 (8 o'clock Ethiopian time). The road to Dorze is
steep, about 30 kilometres, so people who suffer from car sickness should sit in front. Children under 12 pay half
price on the Dorze visit. Market day in Dorze is Monday and Thursday, when the visit is one hour longer. Book both trips
at the lodge reception or call +251 46 881 0560.""")

doc("d07", "en", "money/kazanchis-exchange-payments", "Money, exchange and payment at Kazanchis Business Hotel",
"""The reception of Kazanchis Business Hotel in Addis Ababa has a licensed foreign exchange counter run with the
Commercial Bank of Ethiopia. It is open from 08:00 to 20:00 on weekdays and from 09:00 to 13:00 on Saturdays; it is
closed on Sundays and public holidays. Each guest may change up to 500 US dollars per day, and a passport is required.
US dollars, euros and British pounds are accepted; other currencies must be changed at a bank. Room bills can be paid
in cash in birr, by Visa or Mastercard with a surcharge of 3 percent, or by telebirr without any surcharge. The hotel
cannot accept dollar cash for room bills. The nearest ATM that accepts foreign cards is in the lobby of the hotel,
and it gives up to 10,000 birr per withdrawal. Please keep your exchange receipt: you need it to change birr back into
dollars at the airport when you leave. Tips are welcome but never added to the bill.""")

doc("d08", "en", "tours/dire-dawa-harar-day-trip", "Harar day trip and hyena feeding from Harla Palace Hotel",
"""Harla Palace Hotel in Dire Dawa organises day trips to the walled city of Harar, 55 kilometres away. The drive
takes about one hour and 15 minutes each way. A private minibus for up to 11 people costs 3,500 birr per group for the day;
a seat in the shared minibus costs 450 birr per person and leaves the hotel at 08:30 (2:30 in the morning Ethiopian time).
The Harar Jugol walking tour with a local guide lasts 3 hours and costs 600 birr per person. The evening hyena feeding
outside the Fallana gate starts at about 19:00 (1 o'clock at night, Ethiopian time); visitors pay the hyena man 300 birr
and may feed the hyenas with a stick. If you stay for the hyena feeding, the private minibus returns at 21:30 and costs
an extra 800 birr. Harar market is busiest on Saturday. Please dress modestly in the old town and ask before
taking photos of people. Book at the Harla Palace reception by 20:00 the day before.""")

doc("d09", "en", "heritage/axum-stelae-hidar-tsion", "Axum: Stelae Park tickets and the Hidar Tsion festival",
"""Queen of Sheba Inn and Obelisk Park Hotel in Axum share this guide. The ticket for the Stelae Park, which includes
the small archaeological museum, costs 400 birr for foreign visitors and 100 birr for Ethiopian citizens; children
under 12 enter free. The park is open from 08:00 to 17:30, and the museum closes for lunch from 12:30 to 14:00. The
ticket for the Tomb of King Kaleb is sold separately at 200 birr. The Hidar Tsion festival of St Mary of Zion is held
every year on Hidar 21 of the Ethiopian calendar, which is 30 November 2026. Pilgrims arrive two or three days earlier,
and the main mass begins at 04:00 (10 o'clock at night by Ethiopian time). During the festival the Queen of Sheba Inn
charges a minimum stay of 3 nights. The Obelisk Park Hotel rents white netela shawls for 150 birr per day.
Only men may enter the Chapel of the Tablet; women can visit the new cathedral of St Mary of Zion.""")

doc("d10", "en", "tours/hawassa-lake-boats-fish-market", "Hawassa: lake boat rides and the fish market",
"""Lake Hawassa Resort & Spa has its own jetty on the lake. A boat ride of 45 minutes along the shore to see hippos
and birds costs 800 birr in the small boat for up to 4 people, and 1,500 birr in the large boat for up to 10 people.
A longer ride of 90 minutes to the far shore costs 1,400 birr in the small boat and 2,600 birr in the large boat.
Boats run between 07:00 and 17:30. The Amora Gedel fish market is a 20-minute walk along the lakeside path; the
fishermen bring in the catch between 06:30 and 09:00, and fried tilapia with bread costs about 250 birr. Hippos are
easier to see in the early morning. For a view over the city, the Tabor Hill walk takes about 1 hour and 30 minutes up and
down; the resort does not provide a guide for it. The resort bicycles cost 150 birr per hour. Do not swim in the lake
outside the marked area because of bilharzia; use the resort pool, which is open from 06:00 to 21:00.""")

# ---------------- Amharic ----------------
doc("d11", "am", "dining/fasil-castle-view-menu", "የፋሲል ካስል ቪው ሆቴል ምግብ ቤት ዝርዝር",
"""የፋሲል ካስል ቪው ሆቴል ምግብ ቤት በጎንደር ፒያሳ ውስጥ ይገኛል። ቁርስ በየቀኑ ከጠዋቱ 12:30 እስከ 4:00 (ከ06:30 እስከ 10:00)
ይቀርባል፤ ምሳ ከ6:00 እስከ 9:00 (ከ12:00 እስከ 15:00)፣ እራት ደግሞ ከ12:00 እስከ 4:00 ምሽት (ከ18:00 እስከ 22:00) ነው።
የሽሮ ወጥ ከእንጀራ ጋር 280 ብር ሲሆን፣ የዶሮ ወጥ ከእንቁላልና ከአይብ ጋር 650 ብር ነው። ጥብስ 520 ብር፣ ክትፎ ደግሞ 580 ብር ያስከፍላል።
በረቡዕና በዓርብ ቀናት እንዲሁም በጾም ወቅት የጾም በየዓይነት 320 ብር ይቀርባል፤ በእነዚህ ቀናት የሥጋ ምግብ ይቀርባል ግን ምርጫው ትንሽ ነው።
የቡና ሥነ ሥርዓት በየቀኑ ከሰዓት በኋላ 10:00 ላይ (በ16:00) በረንዳው ላይ ይደረጋል፤ ለሆቴሉ እንግዶች ነፃ ሲሆን ለሌሎች ደግሞ 120 ብር ነው።
የጠጅ ብርጭቆ 150 ብር፣ የአካባቢው ቢራ 90 ብር ነው። ከክፍልዎ ምግብ ማዘዝ ከፈለጉ 10 በመቶ የአገልግሎት ክፍያ ይጨመራል፤ የክፍል አገልግሎት እስከ ምሽቱ 5:00 (23:00) ብቻ ይሰራል።
ለቡድን ከ10 ሰው በላይ ለሆነ ምግብ አንድ ቀን አስቀድመው ማዘዝ ያስፈልጋል። ለማዘዝ በስልክ ቁጥር +251 58 111 9034 ይደውሉ።
ምግብ ቤቱ ከፋሲል ግንብ በእግር 5 ደቂቃ ይርቃል።""")

doc("d12", "am", "spa/entoto-grand-spa-menu", "የእንጦጦ ግራንድ ሆቴል ስፓ አገልግሎቶችና ዋጋዎች",
"""በቦሌ መንገድ የሚገኘው የእንጦጦ ግራንድ ሆቴል ስፓ በየቀኑ ከ06:00 እስከ 22:00 (ከጠዋቱ 12 ሰዓት እስከ ምሽቱ 4 ሰዓት) ክፍት ነው፤ የሆቴሉ እንግዶች የእንፋሎት ክፍሉን በነፃ ይጠቀማሉ።
ዋናው አገልግሎት የኢትዮጵያ ቡና ስክራብ ማሳጅ ነው፤ የ30 ደቂቃው 950 ብር፣ የ60 ደቂቃው ደግሞ 1,700 ብር ያስከፍላል።
የሙቅ ድንጋይ ማሳጅ የሚሰጠው ለ90 ደቂቃ ብቻ ሲሆን ዋጋው 2,600 ብር ነው። የ45 ደቂቃ የእግር ሪፍሌክሶሎጂ 800 ብር ነው።
ቅዳሜና እሁድ ሁሉም አገልግሎቶች ከሳምንቱ ቀናት ዋጋ 15 በመቶ ይጨምራሉ። ጥንዶች ሁለት የ60 ደቂቃ ቡና ስክራብ ማሳጅ በአንድ ክፍል በ3,100 ብር ለሁለቱም ማዘዝ ይችላሉ።
ከ16 ዓመት በታች የሆኑ እንግዶች መዋኛ ገንዳውን መጠቀም ይችላሉ፤ ማሳጅ ግን ማዘዝ አይችሉም። ልብስ ለመቀየር ከቀጠሮዎ 15 ደቂቃ ቀደም ብለው ይድረሱ፤ ዘግይተው ከደረሱ አገልግሎቱ በተያዘለት ሰዓት ያበቃል።
ከቀጠሮው 3 ሰዓት በታች ሲቀረው የተሰረዘ ቀጠሮ የዋጋውን ግማሽ ያስከፍላል። የስፓውን መቀበያ ከክፍልዎ በ214 ወይም ከውጭ በ+251 11 667 3320 ማግኘት ይችላሉ።
የወንዶችና የሴቶች የእንፋሎት ክፍሎች ለየብቻ ናቸው፤ ሳውናው ግን የጋራ ነው። ለእያንዳንዱ አገልግሎት ፎጣ፣ ሸበጥና ጋውን ይሰጣል።""")

doc("d13", "am", "tours/blue-nile-falls-trip", "ወደ ጢስ አባይ (የአባይ ፏፏቴ) የሚደረግ ጉዞ",
"""የብሉ ናይል ፏፏቴ ሎጅ ከባሕር ዳር ወደ ጢስ አባይ ፏፏቴ የቀን ጉዞ ያዘጋጃል። ጉዞው በመኪና 35 ኪሎ ሜትር ሲሆን አንድ ሰዓት ገደማ ይወስዳል።
እስከ 4 ሰው የሚይዝ የግል መኪና ለደርሶ መልስ 2,800 ብር ያስከፍላል፤ በጋራ ሚኒባስ ከሄዱ ደግሞ ለአንድ ሰው 400 ብር ነው።
መኪናው ከሎጁ በጠዋቱ 2 ሰዓት (08:00) ይነሳል፤ ከሰዓት በኋላ ጉዞ በ8 ሰዓት (14:00) አለ። የፏፏቴው መግቢያ ለውጭ አገር ጎብኚዎች 250 ብር፣ ለኢትዮጵያውያን 50 ብር ሲሆን በበሩ ላይ በጥሬ ገንዘብ ይከፈላል።
ከመግቢያው እስከ ፏፏቴው የእግር መንገድ 30 ደቂቃ ይፈጃል፤ ቀድሞ የፖርቱጋል ድልድይን ያልፋሉ። መመለስ ከፈለጉ በጀልባ ወንዙን ለመሻገር ለአንድ ሰው 100 ብር ይከፍላሉ።
ፏፏቴው ብዙ ውሃ የሚኖረው ከሐምሌ እስከ መስከረም (ከጁላይ እስከ ሴፕቴምበር) ባለው የክረምት ወቅት ነው። የአካባቢ አስጎብኚ በ600 ብር ለቡድን ይገኛል።
ጫማ የሚያንሸራትት ስለሆነ ጠንካራ ጫማ ያድርጉ፤ የዝናብ ልብስም ይያዙ። ለመመዝገብ ከጉዞው አንድ ቀን በፊት እስከ ምሽቱ 2 ሰዓት (20:00) ድረስ በሎጁ መቀበያ ያሳውቁ ወይም በ+251 58 226 7781 ይደውሉ።""")

doc("d14", "am", "tours/addis-entoto-merkato", "ከፒያሳ ሄሪቴጅ ኢን የአዲስ አበባ ጉብኝቶች",
"""ፒያሳ ሄሪቴጅ ኢን ለእንግዶቹ ሁለት የከተማ ጉብኝቶችን ያዘጋጃል። የእንጦጦ ተራራ የግማሽ ቀን ጉብኝት የእንጦጦ ማርያም ቤተ ክርስቲያንን፣ የአፄ ምኒልክን ቤተ መንግሥትና የእንጦጦ ፓርክን ያካትታል።
ዋጋው ለአንድ ሰው 1,500 ብር ሲሆን ትራንስፖርትና አስጎብኚን ይጨምራል፤ ጉብኝቱ 4 ሰዓት ይፈጃል። መኪናው ከሆቴሉ በጠዋቱ 3 ሰዓት (09:00) ይነሳል።
የመርካቶ የእግር ጉብኝት ደግሞ ሁለት ሰዓት የሚፈጅ ሲሆን ለአንድ ሰው 700 ብር ነው። የመርካቶ ጉብኝት የቅመማ ቅመም ተራን፣ የመነን ተራንና የቆሻሻ መልሶ መጠቀሚያ ገበያውን (ምን አለሽ ተራ) ያሳያል፤ ከሰዓት በኋላ 8 ሰዓት (14:00) ይጀመራል።
መርካቶ እሁድ ስለሚዘጋ ይህ ጉብኝት እሁድ አይሰጥም። በመርካቶ ውስጥ ስልክዎንና ቦርሳዎን ይጠብቁ፤ ውድ ጌጣጌጥ አይልበሱ።
ሁለቱን ጉብኝቶች በአንድ ቀን ከያዙ ለአንድ ሰው 2,000 ብር ብቻ ይከፍላሉ። ከ10 ዓመት በታች ያሉ ልጆች ለእንጦጦ ጉብኝት ግማሽ ዋጋ ይከፍላሉ።
የእንጦጦ ማርያም ሙዚየም መግቢያ 100 ብር ሲሆን ለብቻው ይከፈላል። ለመያዝ በሆቴሉ መቀበያ ወይም በስልክ ቁጥር +251 11 156 4402 ያናግሩን።""")

doc("d15", "am", "festivals/ashenda-mekelle", "የአሸንዳ በዓል በመቀሌ",
"""የአሸንዳ በዓል በትግራይ ልጃገረዶች የሚከበር የክረምት በዓል ሲሆን በመቀሌ ከነሐሴ 16 ጀምሮ ለሦስት ቀናት ይከበራል። በ2019 ዓ.ም. ነሐሴ 16 ከኦገስት 22 ቀን 2027 ጋር ይገጣጠማል።
ልጃገረዶቹ ከአሸንዳ ቅጠል የተሠራ ቀሚስ ለብሰው፣ ፀጉራቸውን ተሠርተው በከተማው መንገዶች ላይ እየዘፈኑ ይዞራሉ። ዋናው ትርኢት በሮማናት አደባባይ ከሰዓት በኋላ በ9 ሰዓት (15:00) ይጀመራል።
ሮማናት ስኩዌር ሆቴል አደባባዩን የሚያይ በረንዳ ላይ የመቀመጫ ቦታ በ350 ብር ያዘጋጃል፤ ዋጋው ለስላሳ መጠጥና ቆሎ ይጨምራል። በበዓሉ ሳምንት በሆቴሉ ቢያንስ 2 ሌሊት ማደር ግዴታ ነው።
ልጃገረዶቹን ፎቶ ለማንሳት ሲፈልጉ በመጀመሪያ ይጠይቁ፤ ትንሽ ገንዘብ መስጠት የተለመደ ነው። ሆቴሉ ለእንግዶች የአሸንዳ ልብስ በ500 ብር በቀን ያከራያል።
ከመቀሌ ሌላ በዓሉ በአክሱምና በአዲግራትም ይከበራል፤ ሆቴሉ ግን ጉዞ የሚያዘጋጀው ወደ ውቅሮ ብቻ ነው፤ ዋጋው ለአንድ ሰው 900 ብር ነው።
ለበለጠ መረጃ የሆቴሉን መቀበያ በ+251 34 440 6125 ያነጋግሩ።""")

doc("d16", "am", "rules/roha-valley-house-rules", "የሮሃ ቫሊ ኢን የቤት ደንቦችና የልብስ እጥበት",
"""በላሊበላ አሮጌው ገበያ አጠገብ የሚገኘው ሮሃ ቫሊ ኢን ለእንግዶቹ ምቾት የሚከተሉትን ደንቦች አውጥቷል። የፀጥታ ሰዓት ከምሽቱ 4 ሰዓት እስከ ጠዋቱ 12 ሰዓት (ከ22:00 እስከ 06:00) ነው።
በክፍሎችና በኮሪደሮች ውስጥ ሲጋራ ማጨስ ክልክል ነው፤ ደንቡን የጣሰ እንግዳ 2,000 ብር ቅጣት ይከፍላል። ማጨስ የሚፈቀደው በአትክልቱ ውስጥ ባለው ቦታ ብቻ ነው።
የልብስ እጥበት አገልግሎት በኪሎ 120 ብር ያስከፍላል፤ ልብሱ በ24 ሰዓት ውስጥ ይመለሳል። የፈጣን አገልግሎት በ6 ሰዓት ውስጥ ሲሆን በኪሎ 200 ብር ነው። ልብስ መተኮስ ለአንድ ልብስ 40 ብር ነው።
ውሃ በከተማው አንዳንዴ ስለሚቋረጥ ሙቅ ውሃ ከጠዋቱ 12 ሰዓት እስከ 3 ሰዓት (06:00–09:00) እና ከምሽቱ 12 ሰዓት እስከ 4 ሰዓት (18:00–22:00) በእርግጠኝነት ይገኛል።
እንግዶች ከውጭ ያመጡትን ምግብ በምግብ ቤቱ ውስጥ መብላት አይችሉም። የክፍል ቁልፍ ከጠፋ 500 ብር ይከፈላል። ጎብኚዎች እስከ ምሽቱ 3 ሰዓት (21:00) ድረስ ብቻ ክፍል ውስጥ መግባት ይችላሉ።
ከሆቴሉ ጀርባ ያለው የመኪና ማቆሚያ ለእንግዶች ነፃ ነው። ችግር ሲያጋጥምዎ በ+251 33 336 0178 ይደውሉ።""")

doc("d17", "am", "tours/sodere-hot-springs", "ከአዋሽ ቫሊ ሪዞርት ወደ ሶደሬ ፍል ውሃ",
"""አዋሽ ቫሊ ሪዞርት ከአዳማ ወደ ሶደሬ ፍል ውሃ የቀን ጉዞ ያዘጋጃል። ሶደሬ ከአዳማ 25 ኪሎ ሜትር ይርቃል፤ መንገዱ 40 ደቂቃ ገደማ ይወስዳል።
እስከ 4 ሰው የሚይዝ መኪና ለደርሶ መልስ 1,200 ብር ሲሆን፣ እስከ 12 ሰው የሚይዝ ሚኒባስ ደግሞ 2,500 ብር ያስከፍላል። መኪናው ከሪዞርቱ በጠዋቱ 3 ሰዓት (09:00) ይነሳል፤ ከሶደሬ በ10 ሰዓት (16:00) ይመለሳል።
የሶደሬ መዋኛ ገንዳ መግቢያ ከሰኞ እስከ ዓርብ 150 ብር፣ ቅዳሜና እሁድ ደግሞ 250 ብር ነው። የግል የፍል ውሃ መታጠቢያ ክፍል ለ30 ደቂቃ 300 ብር ይከፈላል።
ውሃው እስከ 40 ዲግሪ ድረስ ስለሚሞቅ ልጆችን ብቻቸውን አይተዉ። በአዋሽ ወንዝ ዳር ዝንጀሮዎችና አዞዎች ስላሉ ወንዙ ውስጥ አይዋኙ።
ሪዞርቱ ለጉዞው የምሳ ሳጥን በ300 ብር ያዘጋጃል። ፎጣ ከሪዞርቱ ይዘው ይሂዱ፤ በሶደሬ ፎጣ ማከራየት 50 ብር ነው።
ለመመዝገብ ከአንድ ቀን በፊት እስከ ምሽቱ 1 ሰዓት (19:00) በሪዞርቱ መቀበያ ወይም በ+251 22 112 9043 ያሳውቁ።""")

# ---------------- Afaan Oromoo ----------------
doc("d18", "om", "meetings/awash-valley-halls", "Galma walgahii Awash Valley Resort",
"""Awash Valley Resort Adaamaa keessatti galma walgahii gurguddaa fi xixiqqaa qaba. Galmi guddaan, Galma Awaash, namoota
hanga 100 qabata; kireessi isaa guyyaa guutuuf qarshii 18,000 dha, walakkaa guyyaaf immoo qarshii 10,500 dha. Galmi xiqqaan,
Galma Qoqaa, namoota hanga 20 qabata; guyyaa guutuuf qarshii 6,500, walakkaa guyyaaf qarshii 3,800 kaffalama.
Kireessi galmaa projektarii, maayikiroofoonii fi Wi-Fi of keessaa qaba. Boqonnaan bunaa (buna, shaayii fi bishkutii) nama tokkoof
qarshii 180 yoo ta'u, laaqanaan buufee immoo nama tokkoof qarshii 650 dha. Walgahiin ganama sa'aatii 2:00 (08:00) irraa eegalee
galgala sa'aatii 12:00 (18:00) tti xumuramuu qaba; sa'aatii dabalataa tokkoof qarshii 1,500 dabalataan kaffalama.
Galma qabachuuf guyyaa 7 dura beeksisuu fi kaffaltii 30% dursanii kaffaluu barbaachisa. Yoo guyyaa 3 dura haqxan, kaffaltiin dursaa
hin deebi'u. Namoota walgahichaaf dhufaniif bakki konkolaataa dhaabuu tola dha. Odeeffannoo dabalataaf bilbila +251 22 211 7730 irratti
bilbilaa ykn simannaa hoteelichaa dubbisaa.""")

doc("d19", "om", "festivals/irreecha-hora-harsadi", "Irreecha Hora Harsadii fi geejjiba Adama Palm Inn irraa",
"""Irreechi Malkaa ayyaana galataa Oromoo isa guddaa dha, kan Hora Harsadii, Bishooftuu keessatti kabajamu. Bara kana Irreechi Malkaa
Dilbata 4 Onkoloolessa 2026 (Fulbaana 24, 2019 akka lakkoofsa Itoophiyaatti) kabajama; Irreechi Tulluu immoo guyyaa tokko dura,
Sanbata, Tulluu Furii irratti ni kabajama. Adama Palm Inn keessummoota isaatiif awtobisii Adaamaa irraa gara Bishooftuu deemu qopheessa.
Tikeetiin awtobisii deemsaa fi deebii nama tokkoof qarshii 350 dha; ijoollee umriin isaanii waggaa 10 gadiif qarshii 175 dha.
Awtobisiin ganama sa'aatii 11:00 halkanii (05:00) hoteelicha irraa ka'a, Bishooftuu irraas sa'aatii 9:00 guyyaa (15:00) deebi'a.
Karaan Adaamaa fi Bishooftuu gidduu jiru kiiloomeetira 50 dha, garuu guyyaa ayyaanaa tiraafikiin baay'ee waan jiruuf sa'aatii lama fudhata.
Uffata aadaa adii uffachuun ni jajjabeeffama; hoteelichi uffata aadaa guyyaa tokkoof qarshii 400 n kireessa. Bakka ayyaanaatti
daa'imman of biraa hin fageessinaa. Galmaa'uuf hanga Fulbaana 20 (30 Fulbaana 2026) tti simannaa hoteelichaatti ykn bilbila
+251 22 111 5402 irratti nu quunnamaa.""")

doc("d20", "om", "money/kazanchis-exchange-payments", "Maallaqa, jijjiirraa fi kaffaltii Kazanchis Business Hotel",
"""Simannaan Kazanchis Business Hotel Finfinnee keessaa, bakka jijjiirraa maallaqa alaa Baankii Daldala Itoophiyaa waliin hojjetu qaba.
Bakki kun guyyoota hojii ganama sa'aatii 2:00 (08:00) hanga galgala sa'aatii 2:00 (20:00) tti, Sanbata immoo sa'aatii 3:00 (09:00) hanga
7:00 (13:00) tti banaa dha; Dilbataa fi guyyoota ayyaanaa cufaa dha. Keessummaan tokko guyyaatti hanga doolaara Ameerikaa 500 jijjiiruu
danda'a, paaspoortiinis barbaachisaa dha. Doolaarri Ameerikaa, yuuroo fi paawondii Biriitaniyaa ni fudhatamu; maallaqa biroo baankii
keessatti jijjiiruu qabdu. Kaffaltii kutaa qarshii Itoophiyaatiin, kaardii Visa ykn Mastercard dabalata 3% waliin, ykn telebirr
dabalata tokko malee kaffaluu dandeessu. Hoteelichi kaffaltii kutaaf doolaara callaa hin fudhatu. ATM kaardii biyya alaa fudhatu
inni dhihoo jiru lobii hoteelichaa keessa jira; yeroo tokkotti hanga qarshii 10,000 kenna. Nagahee jijjiirraa keessan eegadhaa:
yeroo deemtan buufata xayyaaraatti qarshii gara doolaaraatti deebisuuf isin barbaachisa. Tiippiin ni simatama garuu gonkumaa herrega
keessatti hin dabalamu.""")

doc("d21", "om", "tours/wondo-genet-hot-springs", "Imala Wondo Genet Sidama Garden Lodge irraa",
"""Sidama Garden Lodge Hawaasaa keessaa keessummoota isaatiif imala guyyaa gara Wondo Genetitti qopheessa. Wondo Genet Hawaasaa irraa
kiiloomeetira 35 fagaata; konkolaataan daqiiqaa 45 fudhata. Imalli kun nama tokkoof qarshii 1,100 yoo ta'u, geejjiba, ogeessa
daawwannaa fi seensa bosonaa of keessaa qaba. Daa'imman waggaa 12 gadiif gatiin qarshii 550 dha. Konkolaataan ganama sa'aatii 2:30
(08:30) lojii irraa ka'a, galgala sa'aatii 11:00 (17:00) deebi'a. Bishaan ho'aa Wondo Genet keessatti daakuun nama tokkoof qarshii 200
dabalataan kaffalama; kutaan dhiqannaa dhuunfaa daqiiqaa 30f qarshii 350 dha. Bosona keessatti jaldeessota fi simbirroota hedduu
argitu; kophee jabaa uffadhaa. Laaqanni mana nyaataa Wondo Genet keessatti nama tokkoof qarshii 400 ta'a, gatii imalaa keessa hin jiru.
Imalli kun guyyaa Wiixataa fi Kamisaa hin jiru. Galmaa'uuf guyyaa tokko dura hanga galgala sa'aatii 1:00 (19:00) tti simannaa lojii
dubbisaa ykn +251 46 220 8819 irratti bilbilaa.""")

doc("d22", "om", "spa/abaya-chamo-spa", "Tajaajila spaa Abaya Chamo Resort",
"""Spaan Abaya Chamo Resort Arbaa Minchi keessaa guyyaa guyyaan ganama sa'aatii 1:00 (07:00) hanga galgala sa'aatii 3:00 (21:00) tti
banaa dha. Tajaajilli beekamaan maasaajii bunaa ti: daqiiqaa 60f qarshii 1,400 kaffalama. Maasaajiin dhagaa ho'aa daqiiqaa 90f qarshii
2,100 dha. Maasaajiin miilaa daqiiqaa 30f qarshii 600 dha. Keessummoonni hoteelichaa kutaa aarsaa (steam) bilisaan fayyadamu; warri
alaa immoo qarshii 250 kaffalu. Jaalallee lamaaf maasaajiin bunaa daqiiqaa 60 kutaa tokko keessatti qarshii 2,500 dha.
Ijoolleen waggaa 15 gadii maasaajii ajajachuu hin danda'an. Beellama keessan daqiiqaa 10 dura dhufaa. Yoo beellama sa'aatii 2 dura
haqxan, walakkaan gatii kaffalama. Dubartoonni ulfaa maasaajii dhagaa ho'aa fudhachuu hin danda'an; maasaajii bunaa garuu ni danda'u.
Sanbataa fi Dilbata gatiin hin jijjiiramu. Beellamaaf simannaa hoteelichaa irraa lakkoofsa 118 bilbilaa, ykn alaa +251 46 881 2247 fayyadamaa.""")

doc("d23", "om", "transport/dire-dawa-railway", "Baaburaa Itoophiyaa-Jibuutii: Dirree Dhawaa irraa",
"""Sabian Garden Hotel keessummoota baaburaan imaluu barbaadaniif tikeetii qopheessa. Baaburri Dirree Dhawaa irraa gara Finfinnee (buufata
Laabuu) deemu guyyaa Kibxataa, Kamisaa fi Sanbataa ganama sa'aatii 2:00 (08:00) ka'a, imalli isaa sa'aatii 12 fudhata.
Tikeetiin teessoo nama tokkoof qarshii 820 yoo ta'u, tikeetiin siree (sleeper) immoo qarshii 1,950 dha. Baaburri gara Jibuutii deemu
guyyaa Roobii fi Jimaataa ganama sa'aatii 3:00 (09:00) ka'a; tikeetiin teessoo qarshii 1,400 dha, viizaan Jibuutii garuu barbaachisaa dha.
Buufatni baaburaa Dirree Dhawaa hoteelicha irraa kiiloomeetira 10 fagaata. Hoteelichi buufata baaburaatti konkolaataan nama tokkoof
qarshii 200 n geessa; konkolaataan daqiiqaa 90 dura hoteelicha irraa ka'a. Meeshaan tokko hanga kiiloogiraama 25 bilisaan fudhatama;
dabalataa kiiloogiraama tokkoof qarshii 30 kaffalama. Tikeetii guyyaa sadii dura bituun gaarii dha, sababni isaas teessoon dafee dhuma.
Paaspoortii ykn waraqaa eenyummaa qabadhaa. Odeeffannoof simannaa hoteelichaa +251 25 411 3096 bilbilaa.""")

doc("d24", "om", "rules/tabor-hill-pool-gym", "Bishaan daakaa fi jimii Tabor Hill Hotel",
"""Tabor Hill Hotel Hawaasaa keessaa bakka daakaa fi jimii qaba. Bishaan daakaa ganama sa'aatii 12:00 (06:00) hanga galgala sa'aatii
2:00 (20:00) tti banaa dha; jimiin immoo ganama sa'aatii 11:30 (05:30) hanga halkan sa'aatii 4:00 (22:00) tti banaa dha.
Keessummoonni hoteelichaa lamaanuu bilisaan fayyadamu. Namoonni alaa dhufan tikeetii guyyaa bituu danda'u: guyyoota hojii qarshii 500,
Sanbataa fi Dilbata immoo qarshii 700. Tikeetiin ji'aa jimii qofaaf qarshii 3,200 dha. Ijoolleen waggaa 12 gadii namni guddaan
yoo isaan bira hin jiraatin bishaan daakaa seenuu hin danda'an. Bishaan daakaa ijoollee, inni gadi fagoo hin taane, sa'aatii 3:00
(09:00) hanga 11:00 (17:00) tti qofa banaa dha. Kofiyaan bishaan daakaa dirqama; hoteelichi qarshii 150 n gurgura.
Faafaan bilisaan kennama; yoo faafa deebisuu dagattan qarshii 300 kaffaltu. Nyaata fi dhugaatii bishaan daakaa bira fiduun hin hayyamamu.
Leenjisaa dhuunfaa sa'aatii tokkoof qarshii 600 n argachuu dandeessu. Odeeffannoof +251 22 112 4460 bilbilaa.""")

# ---------------- Tigrinya ----------------
doc("d25", "ti", "heritage/axum-stelae-hidar-tsion", "ኣኽሱም፡ ቲኬት ፓርክ ሓወልትን በዓል ሕዳር ጽዮንን",
"""እዚ መምርሒ ናይ ንግስቲ ሳባ ኢንን ኦቤሊስክ ፓርክ ሆቴልን ኣብ ኣኽሱም እዩ። ቲኬት ፓርክ ሓወልቲ፡ ነቲ ንእሽቶ ቤተ መዘክር ሓዊሱ፡ ንወጻእተኛታት በጻሕቲ 400 ብር፡
ንዜጋታት ኢትዮጵያ ድማ 100 ብር እዩ፤ ትሕቲ 12 ዓመት ዝዕድሜኦም ቆልዑ ብነጻ ይኣትዉ። እቲ ፓርክ ካብ 08:00 ክሳብ 17:30 ክፉት እዩ፡ ቤተ መዘክር ድማ
ካብ 12:30 ክሳብ 14:00 ንምሳሕ ይዕጾ። ቲኬት መቓብር ንጉስ ካሌብ በይኑ ብ200 ብር ይሽየጥ። በዓል ሕዳር ጽዮን ብዓመት ሓንሳብ ኣብ ሕዳር 21 ብዘመን ኣቆጻጽራ ኢትዮጵያ
ይኽበር፡ እዚ ድማ 30 ኖቬምበር 2026 እዩ። ተሳለምቲ ክልተ ወይ ሰለስተ መዓልቲ ቀዲሞም ይመጹ፡ እቲ ዓቢ ቅዳሴ ድማ ብ04:00 (ብሰዓት ኢትዮጵያ ለይቲ 10 ሰዓት) ይጅምር።
ኣብ እዋን በዓል ንግስቲ ሳባ ኢን እንተወሓደ 3 ለይቲ ምሕዳር ትሓትት። ኦቤሊስክ ፓርክ ሆቴል ጻዕዳ ነጸላ ብመዓልቲ 150 ብር የካሪ።
ናብ ቤተ መቕደስ ጽላት ደቂ ተባዕትዮ ጥራይ ይኣትዉ፤ ደቂ ኣንስትዮ ነታ ሓዳስ ካቴድራል ቅድስቲ ማርያም ጽዮን ክበጽሓ ይኽእላ።""")

doc("d26", "ti", "tours/gheralta-rock-churches", "ካብ መቐለ ናብ ኣብያተ ክርስቲያናት ገርዓልታ",
"""ሃወልቲ ፕላዛ ሆቴል ካብ መቐለ ናብ ኣብያተ ክርስቲያናት ገርዓልታ ናይ መዓልቲ ጉዕዞ የዳልው። ገርዓልታ ካብ መቐለ 120 ኪሎ ሜትር ይርሕቕ፡ ብመኪና ክልተ ሰዓት ይወስድ።
ንሓንቲ መኪና ክሳብ 4 ሰባት ትሕዝ ንመዓልቲ 4,500 ብር ይኽፈል፤ ክሳብ 10 ሰባት ዝሕዝ ሚኒባስ ድማ 7,800 ብር እዩ። ናይ ከባቢ መራሕ ዑደት ንጉጅለ 1,200 ብር ይኽፈል።
እታ መኪና ንግሆ ሰዓት 12 (06:00) ካብ ሆቴል ትብገስ። ናብ ኣቡነ የማታ ጉሕ ምድያብ ክልተ ሰዓት ይወስድ፡ ገመድ ዘድልዮ ጸድፊ ስለዘለዎ ልቢ ሕማም ዘለዎም ሰባት ክድይቡ የብሎምን።
ናብ ማርያም ቆርቆር ምድያብ ድማ ሓደ ሰዓትን ፈረቓን ይወስድ። መእተዊ ነፍሲ ወከፍ ቤተ ክርስቲያን 300 ብር እዩ። ደቂ ኣንስትዮ ናብ ኣቡነ የማታ ጉሕ ክድይባ ይኽእላ እየን።
ሆቴል ንምሳሕ ዝኸውን ሳንዱቕ መግቢ ብ350 ብር የዳልው። ማይን ባርኔጣን ሒዝኩም ኪዱ። ንምምዝጋብ ቅድሚ ሓደ መዓልቲ ክሳብ ምሸት ሰዓት 2 (20:00) ናብ መቐበሊ ሆቴል ወይ ብ+251 34 441 7720 ደውሉ።""")

doc("d27", "ti", "transport/enda-yesus-airport-shuttle", "ናይ ኣየር መንገዲ መጓዓዝያ ካብ እንዳ የሱስ ሂል ሆቴል",
"""እንዳ የሱስ ሂል ሆቴል ኣብ መቐለ ንኣጋይሹ ካብ መዕርፎ ነፈርቲ ኣሉላ ኣባ ነጋ ናብ ሆቴልን ካብ ሆቴል ናብ መዕርፎን መጓዓዝያ የቕርብ። እቲ ጉዕዞ 20 ደቒቕ ይወስድ።
ዋጋ ንሓደ ሰብ ንሓደ ኣንፈት 600 ብር እዩ፤ ንግሉ መኪና ክሳብ 3 ሰባት ድማ 1,500 ብር ይኽፈል። ኣብ ፋሚሊ ስዊት ዝሓድሩ ኣጋይሽ ግን ብነጻ ይጓዓዙ።
እቲ መጓዓዝያ ካብ ንግሆ 05:00 ክሳብ ምሸት 23:00 ይሰርሕ፤ ድሕሪ 23:00 ዝበጽሑ ኣጋይሽ ተወሳኺ 250 ብር ይኽፍሉ። ሹፌር ኣብ ማዕጾ ምውጻእ ስምኩም ዝተጻሕፈ ወረቐት ሒዙ ይጽበየኩም።
ነፈርቲ እንተደንጎየት ክሳብ 45 ደቒቕ ብነጻ ይጽበ። ንምሕታት ቅድሚ 6 ሰዓት ምብጻሕኩም ናብ መቐበሊ ሆቴል ብዋትስኣፕ +251 91 441 8836 ሓብሩ። ክፍሊት ኣብ ሕሳብ ክፍልኹም ይውሰኽ ወይ ብጥረ ገንዘብ ብብር ይኽፈል።
ሆቴል ናብ ከተማ መቐለ ነጻ ናይ ንግሆ መጓዓዝያ ብሰዓት 3 (09:00) የቕርብ። ሻንጣ ካብ 2 ንላዕሊ እንተሃልዩ ንነፍሲ ወከፍ 50 ብር ይውሰኽ።""")

if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()))
