#!/usr/bin/env python3
"""Writes ../documents.json: fictional knowledge documents for the blind24 set."""
import json, os
D = []
def doc(i, lang, url, title, text):
    D.append({"id": i, "lang": lang, "url": "https://example.et/" + url, "product": "marefiya",
              "tenant": None, "title": title, "text": " ".join(text.split())})

doc("d01", "en", "lalibela/roha-genna-guide", "Roha Valley Inn: Genna in Lalibela",
"""Roha Valley Inn welcomes guests for Genna, Ethiopian Christmas, celebrated on Tahsas 29 in the
Ethiopian calendar, which is 7 January in the Gregorian calendar. The night vigil at Bete Maryam starts
at 18:00 (12:00 in the evening, Ethiopian time) and the priests' dance at Bete Giyorgis begins at 06:00
on the morning of Genna. Our front desk sells the church complex ticket: foreigners pay 1,250 birr and
Ethiopian citizens pay 200 birr; the ticket is valid for 5 days. A licensed church guide costs 900 birr
for a 3-hour walk or 1,600 birr for a full day, for groups of up to 6 people. White netela shawls can be
borrowed free of charge at reception, with a deposit of 300 birr. Shoes must be removed inside every church,
so we lend cotton socks. During Genna week the minimum stay is 3 nights and rooms must be paid 14 days
before arrival. Breakfast on Genna morning is served from 04:30 so that guests can reach the churches
early. The desk can be reached on +251 33 336 0412.""")

doc("d02", "en", "gondar/fasil-timkat-bath", "Fasil Castle View Hotel: Timkat at Fasilides' Bath",
"""Fasil Castle View Hotel organises guest visits for Timkat, Ethiopian Epiphany, held on Tir 11 in the
Ethiopian calendar, which falls on 19 January (20 January in a leap year). The procession carrying the
tabots leaves the castle compound on the eve, Tir 10, at about 14:00. Our reserved viewing benches at
Fasilides' Bath cost 650 birr per adult and 300 birr for children aged 5 to 12; children under 5 sit free
on a lap. A walking escort leaves the hotel lobby at 05:30 (11:30 at night, Ethiopian time) on Timkat
morning; the return walk takes about 40 minutes. Guests who prefer not to walk can take the hotel minivan,
which leaves at 06:15 and costs 250 birr per seat. Water spraying at the pool can soak cameras, so the
concierge lends waterproof bags. Bench numbers are printed on a wristband that must be collected by 20:00
on Tir 10. Lost wristbands are replaced for 100 birr. For the rest of the year the bath is open daily
from 08:00 to 17:30 and the hotel guide for the castle and the bath costs 700 birr for 2 hours.""")

doc("d03", "en", "arba-minch/forty-springs-dorze", "Forty Springs Lodge: Dorze Village and Chencha Trips",
"""Forty Springs Lodge runs two village trips into the Guge mountains above Arba Minch. The Dorze half-day
trip leaves at 08:00 and returns at 13:00; it includes a visit to a beehive-shaped bamboo house, a
demonstration of weaving on a pit loom and a tasting of kocho bread with honey. The price is 1,850 birr
per adult and 950 birr per child aged 6 to 14. The Chencha full-day trip leaves at 07:00 and returns
around 17:00, adds the Chencha market (Tuesdays and Saturdays only) and a picnic lunch, and costs 3,100
birr per adult and 1,500 birr per child. Both trips use a 4x4 for up to 4 guests; groups of 5 to 11 travel
in a minibus at no extra cost. The road climbs to about 2,900 metres, so bring a warm jacket. Scarves woven
in Dorze cost from 350 birr at the cooperative, and the lodge does not take a commission. Book by 19:00
the day before at the excursions desk, extension 214, or by phone on +251 46 881 2290. Cancellations made
less than 12 hours before departure are charged half the price.""")

doc("d04", "en", "addis-ababa/kazanchis-meetings", "Kazanchis Business Hotel: Meeting Rooms and Business Centre",
"""Kazanchis Business Hotel has three meeting rooms on the second floor. The Entoto room seats 40 people
in theatre style and costs 9,500 birr for a half day (up to 4 hours) or 16,000 birr for a full day. The
Yeka hall seats 120 people and costs 22,000 birr for a half day or 38,000 birr for a full day. The small
boardroom seats 12 and costs 1,200 birr per hour. All rooms include a projector, a screen and a
flipchart; a simultaneous interpretation booth for Amharic and English can be added for 7,500 birr per
day. Coffee breaks with bread and fruit cost 260 birr per person; a working lunch buffet costs 780
birr per person. Bookings must be confirmed with a 30 percent deposit; cancellations less than 72 hours
before the event lose the deposit. The business centre on the ground floor is open from 07:00 to 22:00
(1:00 in the morning to 4:00 at night, Ethiopian time). Black and white printing costs 5 birr a page and
colour printing 20 birr a page. The events office answers on +251 11 557 3180 and by email at
events@kazanchis-business-hotel.et.""")

doc("d05", "en", "axum/obelisk-stelae-bikes", "Obelisk Park Hotel: Stelae Field, Museum and Bicycles",
"""Obelisk Park Hotel stands at the edge of the Stelae Field. The combined ticket for the Stelae Field,
the archaeological museum and the tombs of King Kaleb and King Gebre Meskel costs 750 birr for
foreigners and 100 birr for Ethiopian citizens; students with a card pay half. The sites open at 08:00
and close at 17:30, and the museum closes for lunch between 12:30 and 13:30. A hotel guide costs 800
birr for the town tour of about 3 hours; the tour to the Queen of Sheba's palace ruins at Dungur adds
one hour and 300 birr. Bicycles can be rented at the gate: 120 birr per hour or 550 birr for a full day,
with a helmet included. A deposit of 1,000 birr or a passport copy is needed. Electric tuk-tuk rides to
the Ezana stone cost 150 birr one way. Photography inside the museum is not allowed; filming with a video
camera at the Stelae Field costs an extra 400 birr. The tour desk opens at 06:30, which is 12:30 at
night in Ethiopian time, and can be called on +251 34 775 1906.""")

doc("d06", "en", "dire-dawa/railway-station-train", "Railway Station Hotel: Trains, Luggage and Late Check-out",
"""Railway Station Hotel is a 10-minute walk from the Dire Dawa station of the Addis Ababa to Djibouti
railway. The passenger train to Addis Ababa (Furi-Lebu station) leaves on Tuesdays, Thursdays and
Saturdays at 08:00 and takes about 12 hours. The train towards Djibouti leaves on Mondays and Fridays at
09:30. A standard seat to Addis Ababa costs 540 birr and a sleeper berth costs 1,380 birr; children
under 1.2 metres pay half. The hotel taxi to the station costs 200 birr for a small car and 450 birr for
a minibus with room for 8 bags. Luggage can be stored at reception for 50 birr per bag per day, for a
maximum of 10 days. Late check-out until 15:00 costs 40 percent of the room rate, and until 18:00 it
costs the full night. Early check-in before 10:00 is charged as half a night. Breakfast boxes for the
train cost 280 birr and must be ordered by 21:00 the evening before. The station desk in the lobby opens
at 06:00 (12:00 at night, Ethiopian time) on train days and answers on +251 25 411 7734.""")

doc("d07", "en", "hawassa/sidama-coffee-fish", "Sidama Garden Lodge: Coffee Farm and Fish Market",
"""Sidama Garden Lodge offers two morning outings in Hawassa. The fish market walk leaves the lodge at
06:30 (12:30 at night, Ethiopian time), lasts about 2 hours and costs 400 birr per person, including a
tasting of fried tilapia. The Sidama coffee farm tour leaves at 08:30 and drives 45 kilometres to a
smallholder farm near Yirgalem; it lasts 6 hours and costs 2,400 birr per adult and 1,200 birr per
child under 12, lunch included. Guests pick cherries from October to January; in the other months they
roast and grind beans with the farmer family. A one-kilogram bag of roasted farm coffee costs 650 birr.
Sandals are not suitable on the farm paths. The lodge keeps mosquito nets in every room and sells repellent
at the shop for 180 birr. The nearest clinic, Tabor Clinic, is 3 kilometres away and is open 24 hours;
a hotel car to the clinic is free for guests. Book the coffee tour 24 hours ahead at the guest
relations desk, phone +251 46 220 5519.""")

doc("d08", "en", "mekelle/enda-yesus-health", "Enda Yesus Hill Hotel: Doctor, Pharmacy and Health Tips",
"""Enda Yesus Hill Hotel has a doctor on call for guests. A room visit between 08:00 and 20:00 costs
1,200 birr; a visit at night, between 20:00 and 08:00, costs 2,000 birr. The fee covers the consultation
only; medicine and laboratory tests are paid separately. The hotel nurse is in the first-floor health
room from 09:00 to 17:00 and checks blood pressure free of charge. The Ayder hospital emergency
department is 4 kilometres away and the hotel driver takes guests there at any hour for 300 birr. The
pharmacy beside the hotel gate opens from 07:30 to 22:00 every day except Sunday, when it opens at
14:00. Mekelle lies at about 2,250 metres; drink at least 2 litres of water a day and avoid alcohol on
the first evening. Bottled water costs 30 birr at the shop and is free in the room on arrival. Guests
with food allergies should tell the restaurant manager, who prepares a separate plate. Travel insurance
documents can be copied at reception for free. In an emergency dial 0 from the room phone, or call
the duty manager on +251 34 441 8820.""")

doc("d09", "en", "bahir-dar/papyrus-money-laundry", "Papyrus Garden Hotel: Money, Cards and Laundry",
"""Papyrus Garden Hotel accepts cash in birr, Visa and Mastercard. Payments by card carry a 3 percent
surcharge; payments by Telebirr mobile money carry no surcharge. The hotel does not exchange foreign
currency itself, but the bank branch in the lobby changes US dollars and euros from 08:30 to 16:00
on weekdays and 08:30 to 12:00 on Saturdays; it is closed on Sundays. Bring a passport, and only notes
printed after 2013 are accepted. The ATM at the gate gives up to 10,000 birr per withdrawal. Tips can be
added to the room bill. Laundry handed in before 09:00 is returned the same day by 18:00; express
service within 4 hours costs 50 percent more. A shirt costs 90 birr to wash and iron, trousers 110 birr
and a traditional dress 250 birr. Ironing only is 45 birr a piece. Laundry bags are in the wardrobe. The
hotel cannot wash leather or fur. Lost items reported within 48 hours are paid back up to 1,500 birr.
For bills and receipts call the cashier on +251 58 226 4471.""")

doc("d10", "en", "adama/awash-pets-rules", "Awash Valley Resort: Pets, Noise and Smoking Rules",
"""Awash Valley Resort welcomes small dogs and cats up to 10 kilograms in the garden bungalows only,
not in the main building. The pet fee is 600 birr per night, and a maximum of 2 pets per bungalow is
allowed. Pets must be on a lead in the garden and may not enter the pool area or the restaurant. A pet
sitter can be booked for 250 birr per hour. Guide dogs stay free in every room. Quiet hours are from
22:00 to 07:00 (4:00 at night to 1:00 in the morning, Ethiopian time); music on balconies is not
allowed during quiet hours. Smoking, including shisha, is forbidden in all rooms; a cleaning fine of
5,000 birr is added to the bill if smoke is detected. The smoking area is beside the car park. Visitors
who are not staying at the resort must leave the rooms by 21:00 and register at reception with an ID.
Children under 14 must be with an adult at the pool, which is open from 07:00 to 19:00. Lost room
cards cost 200 birr. For questions about the rules call the duty manager on +251 22 112 6650.""")

doc("d11", "am", "lalibela/roha-genna-guide", "ሮሃ ቫሊ ኢን፦ ገና በላሊበላ",
"""ሮሃ ቫሊ ኢን እንግዶችን ለገና በዓል ይቀበላል። ገና በኢትዮጵያ አቆጣጠር ታኅሣሥ 29 ቀን ይከበራል፤ ይህም በፈረንጆች
አቆጣጠር 7 ጃንዋሪ ነው። በቤተ ማርያም የሌሊቱ ማኅሌት 18:00 ላይ (ከምሽቱ 12 ሰዓት) ይጀምራል፤ በቤተ ጊዮርጊስ የካህናቱ
ወረብ በገና ጠዋት 06:00 ላይ ይጀምራል። የእንግዳ መቀበያው የአብያተ ክርስቲያናቱን ትኬት ይሸጣል፦ የውጭ አገር ዜጎች 1,250
ብር፣ ኢትዮጵያውያን ዜጎች 200 ብር ይከፍላሉ፤ ትኬቱ ለ5 ቀናት ያገለግላል። ፈቃድ ያለው አስጎብኚ ለ3 ሰዓት ጉብኝት 900 ብር፣
ለሙሉ ቀን 1,600 ብር ያስከፍላል፤ ይህም እስከ 6 ሰዎች ላለው ቡድን ነው። ነጭ ነጠላ ከመቀበያው በነጻ መዋስ ይቻላል፤ ግን 300 ብር
ማስያዣ ያስፈልጋል። በእያንዳንዱ ቤተ ክርስቲያን ውስጥ ጫማ ማውለቅ ግዴታ ስለሆነ የጥጥ ካልሲ እናውሳለን። በገና ሳምንት ቢያንስ
3 ሌሊት መቆየት ያስፈልጋል፤ ክፍሉም ከመድረሻችሁ 14 ቀን በፊት መከፈል አለበት። በገና ጠዋት እንግዶች ቀድመው ወደ
አብያተ ክርስቲያናቱ እንዲደርሱ ቁርስ ከ04:30 ጀምሮ ይቀርባል። መቀበያውን በ+251 33 336 0412 ማግኘት ይቻላል። መልካም በዓል
እንመኛለን፤ ለበለጠ መረጃ ሠራተኞቻችን ሁልጊዜ ዝግጁ ናቸው።""")

doc("d12", "am", "gondar/goha-wedding-hall", "ጎሃ ሂል ሆቴል፦ የሠርግና የግብዣ አዳራሽ",
"""ጎሃ ሂል ሆቴል በጎንደር ከተማ ላይ የሚያይ ትልቅ የሠርግ አዳራሽ አለው። አዳራሹ እስከ 250 እንግዶችን ይይዛል፤ የአትክልት
ስፍራው ደግሞ እስከ 400 እንግዶችን ይይዛል። ከሰኞ እስከ ሐሙስ የእራት ግብዣ በአንድ ሰው 1,100 ብር ነው፤ ከዓርብ እስከ
እሑድ በአንድ ሰው 1,450 ብር ነው። ከ10 ዓመት በታች ለሆኑ ልጆች ግማሽ ዋጋ ይከፈላል። ቢያንስ 80 እንግዶች ያስፈልጋሉ።
የሙሽሮች ክፍል ለአንድ ሌሊት በነጻ ይሰጣል። የዲጄ እና የድምፅ መሣሪያ 8,000 ብር፣ የባህል ሙዚቃ ቡድን ደግሞ 15,000 ብር
ያስከፍላል። ግብዣው እስከ 23:00 (ከሌሊቱ 5 ሰዓት) ድረስ ሊቀጥል ይችላል፤ ከዚያ በኋላ ለእያንዳንዱ ተጨማሪ ሰዓት 5,000 ብር
ይከፈላል። ቀን ለመያዝ የጠቅላላ ዋጋው 40 በመቶ ቅድመ ክፍያ ያስፈልጋል፤ ሠርጉ ከ30 ቀን በታች ሲቀረው ቢሰረዝ ቅድመ ክፍያው
አይመለስም። ከውጭ ኬክ ማምጣት ይፈቀዳል፤ ግን ለመቁረጥ 1,500 ብር ይከፈላል። የራሳችሁን መጠጥ ማምጣት አይፈቀድም። የጥምቀት
እና የመስቀል ሳምንታት ቶሎ ይያዛሉ፤ ስለዚህ ቢያንስ 3 ወር አስቀድማችሁ ያዙ። የግብዣ ቢሮውን በ+251 58 111 9043 ደውላችሁ
ማግኘት ትችላላችሁ።""")

doc("d13", "am", "addis-ababa/piassa-cultural-dinner", "ፒያሳ ሄሪቴጅ ኢን፦ የባህል ምሽትና እራት",
"""ፒያሳ ሄሪቴጅ ኢን በየሳምንቱ ማክሰኞ፣ ሐሙስ እና ቅዳሜ የባህል ምሽት ያዘጋጃል። እራቱ 19:00 ላይ (ከምሽቱ 1 ሰዓት) ይጀምራል፤
የባህል ጭፈራው 20:30 ላይ (ከምሽቱ 2 ሰዓት ተኩል) ይጀምራል፤ ዝግጅቱ 22:30 ላይ ያበቃል። የእራት ዋጋ ለአዋቂ 1,350
ብር፣ ከ4 እስከ 12 ዓመት ለሆኑ ልጆች 650 ብር ነው፤ ከ4 ዓመት በታች ያሉ ልጆች በነጻ ይገባሉ። እራቱ ዶሮ ወጥ፣ ክትፎ፣ ሽሮ፣
የጾም በያይነት እና ጠጅ ወይም ለስላሳ ያካትታል። በረቡዕ እና በዓርብ የጾም ምግብ ብቻ ይቀርባል። የቡና ሥነ ሥርዓት ከእራቱ በኋላ
በነጻ ይቀርባል። ከመድረኩ ፊት ያሉ ጠረጴዛዎች ለአንድ ሰው 300 ብር ተጨማሪ ያስከፍላሉ። የሆቴሉ እንግዶች 10 በመቶ ቅናሽ
ያገኛሉ። ከ15 ሰዎች በላይ ለሆነ ቡድን የተለየ ዋጋ ይሰጣል። ቦታ ለመያዝ እስከ ቀኑ 15:00 ድረስ ደውሉ፤ ስልኩ +251 11 278
6632 ነው። ለጭፈራው የእጅ ስልክ ፎቶ ማንሳት ይፈቀዳል፤ በባለሙያ ካሜራ ለመቅረጽ ግን 500 ብር ይከፈላል። የመኪና ማቆሚያ ለእራት
እንግዶች በነጻ ነው። አለባበስ ነጻ ነው፤ የባህል ልብስ ግን እናበረታታለን።""")

doc("d14", "am", "bahir-dar/zege-bikes-falls", "ዘጌ ፔኒንሱላ ሆቴል፦ ብስክሌት ኪራይና የጢስ አባይ ፏፏቴ ጉዞ",
"""ዘጌ ፔኒንሱላ ሆቴል ለእንግዶቹ ብስክሌት ያከራያል። የተራ ብስክሌት ኪራይ በሰዓት 80 ብር፣ ለግማሽ ቀን 300 ብር፣ ለሙሉ
ቀን 500 ብር ነው። የኤሌክትሪክ ብስክሌት በሰዓት 200 ብር፣ ለሙሉ ቀን 1,100 ብር ያስከፍላል። ኪራዩ የራስ ቁርና ቁልፍ
ያካትታል፤ ለማስያዣ መታወቂያ ወይም ፓስፖርት ያስፈልጋል። ብስክሌቶቹ ከጠዋቱ 07:00 (ከጠዋቱ 1 ሰዓት) እስከ ምሽቱ 18:30
ድረስ መመለስ አለባቸው። ሆቴሉ ወደ ጢስ አባይ ፏፏቴ የቀን ጉዞም ያዘጋጃል። ጉዞው 08:00 ላይ ይነሳል፤ መንገዱ 32 ኪሎ ሜትር
ሲሆን አንድ ሰዓት ያህል ይወስዳል። በትንሽ መኪና እስከ 3 ሰዎች ለመሄድ 2,800 ብር፣ በሚኒባስ እስከ 10 ሰዎች 5,500 ብር
ይከፈላል። የፏፏቴው መግቢያ ለውጭ አገር ዜጎች 500 ብር፣ ለኢትዮጵያውያን 50 ብር ነው። በፏፏቴው አካባቢ የሚደረገው የእግር
ጉዞ 90 ደቂቃ ይወስዳል። ከሰኔ እስከ መስከረም ውሃው በጣም ብዙ ስለሆነ የዝናብ ልብስ ይዛችሁ ሂዱ። ለጉዞው ምሳ ሳጥን 350 ብር
ነው። ቦታ ለመያዝ የጉዞ ዴስኩን በ+251 58 220 3817 ደውሉ።""")

doc("d15", "am", "axum/tsion-hidar-tsion", "ጽዮን ማርያም እንግዳ ማረፊያ፦ የኅዳር ጽዮን በዓል",
"""ጽዮን ማርያም እንግዳ ማረፊያ ከአክሱም ጽዮን ማርያም ቤተ ክርስቲያን አጠገብ ይገኛል። የኅዳር ጽዮን በዓል በኢትዮጵያ አቆጣጠር
ኅዳር 21 ይከበራል፤ ይህም በፈረንጆች አቆጣጠር 30 ኖቬምበር ነው። በበዓሉ ሳምንት ከመላው አገሪቱ ብዙ ምዕመናን ስለሚመጡ ክፍሎች
ቶሎ ይያዛሉ። በበዓሉ ሳምንት ክፍል ለመያዝ የአንድ ሌሊት ዋጋ ቅድመ ክፍያ ያስፈልጋል፤ ቢያንስ 2 ሌሊት መቆየት ግዴታ ነው።
የበዓሉ ሥነ ሥርዓት ጠዋት 05:00 ላይ (ከሌሊቱ 11 ሰዓት) ይጀምራል፤ ታቦቱ 09:00 ላይ ይወጣል። ሴቶች ወደ አሮጌው የጽዮን
ቤተ ክርስቲያን መግባት አይፈቀድላቸውም፤ ወደ አዲሱ ቤተ ክርስቲያን ግን ይገባሉ። ነጭ ልብስ መልበስ ይመከራል፤ ነጠላ በ450 ብር
ከሱቃችን መግዛት ይቻላል። የቤተ ክርስቲያኑ ሙዚየም መግቢያ ለውጭ አገር ዜጎች 400 ብር ነው። በበዓሉ ቀን ሆቴሉ ለእንግዶች
የጾም ቁርስ ከ04:00 ጀምሮ ያቀርባል። በበዓሉ ቀን መኪና ወደ አደባባዩ መግባት ስለማይችል 1.5 ኪሎ ሜትር በእግር መሄድ
ያስፈልጋል። አዛውንቶች በሆቴሉ ባጃጅ በ100 ብር ይወሰዳሉ። ለመረጃ በ+251 34 775 2208 ይደውሉ።""")

doc("d16", "am", "arba-minch/abaya-kids-club", "አባያ ጫሞ ሪዞርት፦ የልጆች ክበብና ሞግዚት",
"""አባያ ጫሞ ሪዞርት ከ4 እስከ 12 ዓመት ለሆኑ ልጆች የልጆች ክበብ አለው። ክበቡ በየቀኑ ከ09:00 እስከ 17:00 (ከጠዋቱ 3 ሰዓት
እስከ ከቀኑ 11 ሰዓት) ክፍት ነው፤ ለሆቴሉ እንግዶች በነጻ ነው። በክበቡ ውስጥ ሥዕል፣ የባህል ጨዋታዎች፣ የአትክልት ስፍራ
ጉብኝት እና የመዋኛ ትምህርት ይሰጣል። የመዋኛ ትምህርት ለ30 ደቂቃ 250 ብር ያስከፍላል። ከ4 ዓመት በታች ያሉ ልጆች ወላጅ ካልያዙ
መግባት አይችሉም። የሞግዚት አገልግሎት ቀን ላይ በሰዓት 180 ብር፣ ማታ ከ19:00 በኋላ በሰዓት 260 ብር ነው፤ ቢያንስ 2 ሰዓት
መያዝ ያስፈልጋል። ሞግዚት ለመያዝ 4 ሰዓት አስቀድማችሁ ለእንግዳ መቀበያው ንገሩ። የሕፃን አልጋ በነጻ ይሰጣል፤ የሕፃን
መመገቢያ ወንበርም በምግብ ቤቱ አለ። ለልጆች የምግብ ዝርዝር ከ12 ዓመት በታች ለሆኑ ይቀርባል፤ እያንዳንዱ ምግብ 220 ብር ነው።
በቅዳሜ ምሽት 18:00 ላይ የልጆች የፊልም ምሽት አለ። ልጆች ያለ አዋቂ ወደ ሐይቁ ዳርቻ መሄድ አይፈቀድም። የክበቡን
ኃላፊ በ+251 46 881 5570 ማግኘት ይቻላል።""")

doc("d17", "am", "dire-dawa/dechatu-laundry", "ደቻቱ ሪቨርሳይድ ሆቴል፦ የልብስ እጥበትና ተኩስ",
"""ደቻቱ ሪቨርሳይድ ሆቴል የልብስ እጥበት አገልግሎት ይሰጣል። ከጠዋቱ 10:00 (ከጠዋቱ 4 ሰዓት) በፊት የተሰጠ ልብስ በዚያው
ቀን 19:00 ላይ ይመለሳል። በ3 ሰዓት የሚደርስ ፈጣን አገልግሎት ከመደበኛው ዋጋ እጥፍ ያስከፍላል። የሸሚዝ እጥበትና ተኩስ 70
ብር፣ የሱሪ 90 ብር፣ የሙሉ ልብስ (ሱፍ) ደረቅ እጥበት 380 ብር፣ የሀበሻ ቀሚስ 300 ብር ነው። ተኩስ ብቻ ለአንድ ልብስ 40
ብር ነው። ካልሲ እና የውስጥ ልብስ በአንድ ቁራጭ 30 ብር ነው። ሆቴሉ እሑድ የልብስ እጥበት አይቀበልም። በክፍሉ ውስጥ የተኩስ
መሣሪያ የለም፤ ግን በአንደኛ ፎቅ የተኩስ ክፍል አለ። ከ5 ሌሊት በላይ ለሚቆዩ እንግዶች በቀን 3 ልብስ በነጻ ይታጠባል። ቆዳ፣
ሐር እና ጌጣጌጥ ያለባቸውን ልብሶች ሆቴሉ ለማጠብ ኃላፊነት አይወስድም። የጠፋ ልብስ በ48 ሰዓት ውስጥ ከተነገረ እስከ 2,000 ብር
ይከፈላል። የልብስ ቦርሳው በቁም ሳጥኑ ውስጥ አለ፤ ቅጹን ሞልታችሁ በበሩ ላይ አንጠልጥሉት። ለልብስ እጥበት ክፍሉ በክፍሉ ስልክ
ቁጥር 7 ይደውሉ ወይም ከውጭ በ+251 25 413 0687 ይደውሉ።""")

doc("d18", "am", "mekelle/romanat-car-hire", "ሮማናት ስኩዌር ሆቴል፦ የመኪና ኪራይና ማቆሚያ",
"""ሮማናት ስኩዌር ሆቴል ለእንግዶች ከሾፌር ጋር መኪና ያከራያል። ትንሽ መኪና በመቀሌ ከተማ ውስጥ ለ8 ሰዓት 3,200 ብር ነው።
ላንድ ክሩዘር ለሙሉ ቀን ከከተማ ውጭ 7,800 ብር ያስከፍላል፤ እስከ 200 ኪሎ ሜትር ነዳጅ ያካትታል፤ ከዚያ በላይ ለእያንዳንዱ
ኪሎ ሜትር 35 ብር ይከፈላል። ሚኒባስ እስከ 11 ሰዎች ለሙሉ ቀን 9,500 ብር ነው። ወደ ገርዓልታ አብያተ ክርስቲያናት የሚደረገው
ጉዞ 2 ሰዓት ተኩል ይወስዳል። ሾፌሩ ከ20:00 በኋላ ቢሠራ በሰዓት 250 ብር ተጨማሪ ይከፈላል። መኪናው ከጠዋቱ 07:00 (ከጠዋቱ 1
ሰዓት) ጀምሮ ይገኛል። ያለ ሾፌር መኪና አይከራይም። ለመያዝ 24 ሰዓት አስቀድማችሁ ንገሩ፤ ከ6 ሰዓት ባነሰ ጊዜ ሲሰረዝ የግማሽ
ቀን ዋጋ ይከፈላል። የሆቴሉ የመኪና ማቆሚያ ለእንግዶች በነጻ ነው፤ ለጎብኚዎች ግን በሰዓት 20 ብር ነው። ማቆሚያው 40 መኪኖችን
ይይዛል፤ በሌሊት ጥበቃ አለው። የመኪና እጥበት 300 ብር ነው። ለመያዝ የትራንስፖርት ዴስኩን በ+251 34 440 6295 ደውሉ።""")

doc("d19", "om", "adama/rift-valley-irreecha", "Rift Valley Conference Hotel: Ayyaana Irreechaa",
"""Rift Valley Conference Hotel keessummoota Ayyaana Irreechaa Hora Arsadii, Bishooftuutti kabajamu
irratti hirmaachuu barbaadaniif tajaajila geejjibaa qopheessa. Irreechi Hora Arsadii bara kana Onkoloolessa
5 (Fulbaana 25, akka lakkoofsa Itoophiyaatti) kabajama. Awtobusiin hoteelaa ganama sa'aatii 05:00 (sa'aatii
11 halkanii, akka sa'aatii Itoophiyaatti) ka'a, galgala sa'aatii 15:30 deebi'a. Gatiin teessoo tokkoo
namni guddaan qarshii 700, daa'imni waggaa 12 gadii qarshii 350 kaffala. Imalli Adaamaa irraa Bishooftuutti
sa'aatii tokkoo fi daqiiqaa 15 fudhata. Awtobusiin tokko nama 45 qofa fudhata; iddoo qabachuuf guyyaa
lama dura simannaa irratti galmaa'aa. Konkolaataa xiqqaa nama 4f qarshii 4,200 kireeffachuun ni danda'ama.
Uffata aadaa Oromoo kan akka uffata adii fi siiqqee, suuqii hoteelaa irraa qarshii 1,800 irraa jalqabee
bitachuun ni danda'ama. Irreecha Hora Finfinnee immoo guyyaa tokko dura Sanbata kabajama; hoteelli
geejjiba gara sanaatti hin qopheessu. Guyyaa ayyaanaa ciree ganama sa'aatii 04:00 irraa kaasee ni dhiyaata.
Odeeffannoo dabalataaf bilbila +251 22 111 8452 irratti bilbilaa. Nageenya keessan eeguuf meeshaa gati
jabeessa mana keessatti dhiisaa.""")

doc("d20", "om", "hawassa/sidama-coffee-fish", "Sidama Garden Lodge: Oyruu Bunaa fi Gabaa Qurxummii",
"""Sidama Garden Lodge Hawaasaa keessatti daawwannaa ganamaa lama qopheessa. Daawwannaan gabaa qurxummii
lojii irraa sa'aatii 06:30 (sa'aatii 12:30 halkanii, akka sa'aatii Itoophiyaatti) ka'a, sa'aatii 2 fudhata,
gatiin isaa nama tokkoof qarshii 400 dha; qurxummii tilaappiyaa affeelame dhandhamuu ni dabalata.
Daawwannaan oyruu bunaa Sidaamaa sa'aatii 08:30 ka'ee kiilomeetira 45 oofamee gara oyruu qonnaan
bulaa Yirgaalem bira jiruu deema; sa'aatii 6 fudhata, gatiin isaa nama guddaaf qarshii 2,400, daa'ima
waggaa 12 gadiif qarshii 1,200 dha, laaqanas ni dabalata. Keessummoonni Onkoloolessa hanga Amajjiitti
buna ni funaanu; ji'oota biroo keessa maatii qonnaan bulaa wajjin buna ni waadu, ni daakus. Buna
waadame kiiloograama tokko qarshii 650 dha. Kophee qaawwaa qabu karaa oyruu irratti hin gargaaru. Lojiin
kutaa hunda keessatti saaphana bookee kaa'a, dawaa bookee ittisus suuqii keessatti qarshii 180 gurgura.
Kilinikiin dhiyoo jiru, Tabor Clinic, kiilomeetira 3 fagaata, sa'aatii 24 banaa dha; konkolaataan hoteelaa
gara kilinikii keessummootaaf bilisa. Daawwannaa bunaa sa'aatii 24 dura deeskii keessummootaa irratti
qabadhaa, bilbila +251 46 220 5519.""")

doc("d21", "om", "adama/nazret-sodere", "Nazret Garden Hotel: Daawwannaa Burqaa Ho'aa Sodarree",
"""Nazret Garden Hotel guyyaa guyyaan gara burqaa ho'aa Sodarree daawwannaa qopheessa. Sodarreen Adaamaa
irraa kiilomeetira 25 fagaata, imalli daqiiqaa 40 fudhata. Konkolaataan hoteelaa ganama sa'aatii 08:00
(sa'aatii 2 ganamaa, akka sa'aatii Itoophiyaatti) ka'a, galgala sa'aatii 16:00 deebi'a. Gatiin geejjibaa
nama guddaaf qarshii 450, daa'imaaf qarshii 250 dha. Seensi Sodarree lammiilee Itoophiyaaf qarshii
150, lammiilee biyya alaatiif qarshii 600 dha. Daa'imman waggaa 5 gadii bilisaan seenu. Bishaan daakaa
guddaa keessa daakuuf sa'aatii tokkoof qarshii 100 dabalataan kaffalama. Mana dhiqannaa dhuunfaa bishaan
ho'aa qabu daqiiqaa 30f qarshii 350, daqiiqaa 60f qarshii 600 dha. Laaqana bilchaataa Sodarree keessatti
qarshii 550n bitachuun ni danda'ama. Jaldeessonni nyaata nama irraa butu, kanaaf nyaata ifatti hin
qabatinaa. Namoonni dhiibbaa dhiigaa ol'aanaa qaban bishaan ho'aa keessa daqiiqaa 15 ol turuu hin qaban.
Iddoo qabachuuf galgala dura sa'aatii 20:00 dura simannaa hoteelaa bilbila +251 22 112 4479 irratti
bilbilaa. Uffata daakaa fi foddaa hoteelli kenna.""")

doc("d22", "om", "addis-ababa/entoto-hike-horses", "Entoto Grand Hotel: Imala Miilaa fi Farda Entootoo",
"""Entoto Grand Hotel keessummoota isaatiif imala gara Paarkii Entootootti qopheessa. Imalli miilaa
qajeelchaa waliin sa'aatii 3 fudhata, gatiin isaa nama tokkoof qarshii 1,300 dha, geejjiba hoteelaa irraa
hanga paarkiitti fi bishaan ni dabalata. Imalli kun Dilbata hin jiru. Konkolaataan ganama sa'aatii 07:30
(sa'aatii 1:30 ganamaa, akka sa'aatii Itoophiyaatti) ka'a. Paarkichi meetira 3,200 ol jira, kanaaf uffata
ho'aa qabadhaa. Farda yaabbachuun sa'aatii tokkoof qarshii 900, sa'aatii lamaaf qarshii 1,600 dha;
daa'imman waggaa 8 gadii farda hin yaabbatan. Yaabbii fardaa booda fardeen ni boqotu, kanaaf sa'aatii
17:00 booda hin jiru. Seensi paarkii lammiilee biyya alaatiif qarshii 300, lammiilee Itoophiyaaf qarshii
60 dha. Bishkileettii gaaraa sa'aatii tokkoof qarshii 450n kireeffachuun ni danda'ama. Manni kaaffee
paarkii keessa jiru sa'aatii 08:00 hanga 18:00tti banaa dha. Rooba yoo roobe imalli ni haqama, qarshiin
guutuun ni deebi'a. Iddoo qabachuuf deeskii imalaa bilbila +251 11 667 2043 irratti bilbilaa ykn
imeelii tours@entoto-grand-hotel.et irratti barreessaa.""")

doc("d23", "om", "hawassa/amora-gym-pool", "Amora Gedel Hotel: Miseensummaa Jimnaaziyeemii fi Bishaan Daakaa",
"""Amora Gedel Hotel namoota hoteela keessa hin bulleef miseensummaa jimnaaziyeemii fi bishaan daakaa ni
kenna. Tikeetiin guyyaa tokkoo qarshii 350, miseensummaan ji'a tokkoo qarshii 3,500, miseensummaan ji'a
sadii qarshii 9,000 dha. Keessummoonni hoteelaa bilisaan fayyadamu. Jimnaaziyeemiin ganama sa'aatii 05:30
(sa'aatii 11:30 halkanii, akka sa'aatii Itoophiyaatti) hanga galgala sa'aatii 22:00tti banaa dha. Bishaan
daakaa sa'aatii 07:00 hanga 19:00tti banaa dha; Wiixata ganama hanga sa'aatii 10:00tti ni qulqullaa'a.
Leenjisaan dhuunfaa sa'aatii tokkoof qarshii 600 kaffalchiisa. Barnoonni daakaa daa'immaniif Sanbata
sa'aatii 09:00 jalqaba, torban 8f qarshii 2,800 dha. Yoga Kibxataa fi Kamisa galgala sa'aatii 18:00 ni
kennama, nama tokkoof qarshii 200. Daa'imman waggaa 14 gadii jimnaaziyeemii seenuu hin danda'an. Koofiyaa
bishaan daakaa uffachuun dirqama; suuqii irraa qarshii 150n bitama. Foddaan bilisaan kennama. Miseensummaa
galmeessuuf eenyummaa fi suuraa tokko fidaa. Odeeffannoof bilbila +251 46 212 9930 irratti bilbilaa.""")

doc("d24", "om", "arba-minch/nech-sar-game-drive", "Nech Sar View Hotel: Daawwannaa Paarkii Nech Sar",
"""Nech Sar View Hotel daawwannaa Paarkii Biyyoolessaa Nech Sar qopheessa. Daawwannaan walakkaa guyyaa
ganama sa'aatii 06:30 (sa'aatii 12:30 halkanii, akka sa'aatii Itoophiyaatti) ka'a, sa'aatii 4 fudhata.
Daawwannaan guyyaa guutuu sa'aatii 06:30 ka'ee galgala sa'aatii 16:00 deebi'a, laaqana ni dabalata.
Konkolaataan 4x4 nama 5 fudhata; walakkaa guyyaaf qarshii 4,500, guyyaa guutuuf qarshii 7,200 dha.
Seensi paarkii lammiilee biyya alaatiif qarshii 400, lammiilee Itoophiyaaf qarshii 40 dha. Eegduun
paarkii (scout) dirqama, gatiin isaa guyyaatti qarshii 500 dha. Paarkii keessatti harreen diidaa, sangaan
Swayne's hartebeest fi simbirroota gosa 350 ol ni argamu. Konkolaataa irraa bu'uun bakka eegduun
hayyameen qofa. Kaameraa viidiyoo fayyadamuuf qarshii 300 dabalataan kaffalama. Ji'oota rooba guddaa,
Caamsaa fi Waxabajjii keessa karaan hin banamu. Iddoo qabachuuf guyyaa tokko dura sa'aatii 18:00 dura
deeskii imalaa bilbila +251 46 881 7702 irratti bilbilaa. Daawwannaan sa'aatii 12 dura haqame qarshii
walakkaa ni deebisa.""")

doc("d25", "om", "addis-ababa/cmc-long-stay", "CMC Family Suites: Turtii Dheeraa fi Hir'isa Gatii",
"""CMC Family Suites maatii fi hojjettoota turtii dheeraaf dhufaniif hir'isa gatii kenna. Halkan 7 hanga 13
turuuf hir'isni dhibbeentaa 10, halkan 14 hanga 29 turuuf dhibbeentaa 15, halkan 30 fi isaa ol turuuf
dhibbeentaa 25 dha. Kutaa Family Suite keessa kushinaan, firiijii fi maashinii uffata miicuu ni jira.
Kutaan torbanitti al lama, Wiixataa fi Kamisa, ni qulqullaa'a; qulqullina dabalataa tokkoof qarshii 300
kaffalama. Turtii ji'a tokkoo ol ta'eef kaffaltiin torban torbaniin ni danda'ama. Kaffaltiin kaffalamee
qarshii 5,000 dursa ni qabama, guyyaa ba'an ni deebi'a. Ibsaan, bishaan fi interneetiin gatii keessa jira;
garuu gaazii kushinaa dabalataa qarshii 900 dha. Daa'imman waggaa 6 gadii kutaa warra isaanii keessa
bilisaan bulu. Sirree daa'imaa qarshii 150n halkaniif kennama. Supermaarkeetiin meetira 300 fagaata,
mana barumsaa idil-addunyaa immoo kiilomeetira 2. Hoteelli konkolaataa mana barumsaa ganama sa'aatii
07:15 (sa'aatii 1:15 ganamaa, akka sa'aatii Itoophiyaatti) qopheessa, ji'aan qarshii 4,000. Odeeffannoof
bilbila +251 11 646 3388 ykn imeelii longstay@cmc-family-suites.et irratti barreessaa.""")

doc("d26", "ti", "mekelle/romanat-car-hire", "ሮማናት ስኩዌር ሆቴል፦ ምክራይ መኪናን መዕረፊ መኪናን",
"""ሮማናት ስኩዌር ሆቴል ንጋሻ ምስ መራሒ መኪና መኪና የካርይ። ንእሽቶ መኪና ኣብ ውሽጢ ከተማ መቐለ ን8 ሰዓት 3,200 ብር እዩ።
ላንድ ክሩዘር ንምሉእ መዓልቲ ካብ ከተማ ወጻኢ 7,800 ብር የኽፍል፤ ክሳብ 200 ኪሎ ሜትር ነዳዲ የጠቓልል፤ ካብኡ ንላዕሊ ንነፍሲ ወከፍ
ኪሎ ሜትር 35 ብር ይኽፈል። ሚኒባስ ክሳብ 11 ሰባት ንምሉእ መዓልቲ 9,500 ብር እዩ። ናብ ኣብያተ ክርስትያናት ገርዓልታ ዝግበር
ጉዕዞ 2 ሰዓትን ፍርቅን ይወስድ። መራሒ መኪና ድሕሪ 20:00 እንተሰሪሑ ንሰዓት 250 ብር ተወሳኺ ይኽፈል። መኪና ካብ ንግሆ 07:00
(ሰዓት 1 ናይ ንግሆ) ጀሚሩ ይርከብ። ብዘይ መራሒ መኪና መኪና ኣይካረን። ንምሓዝ 24 ሰዓት ኣቐዲምኩም ሓብሩ፤ ካብ 6 ሰዓት ዝወሓደ
ግዜ ተሪፉ እንተተሰሪዙ ናይ ፍርቂ መዓልቲ ዋጋ ይኽፈል። መዕረፊ መኪና ሆቴል ንጋሻ ብነጻ እዩ፤ ንበጻሕቲ ግን ንሰዓት 20 ብር እዩ።
መዕረፊ 40 መካይን ይሕዝ፤ ብለይቲ ሓለዋ ኣለዎ። ምሕጻብ መኪና 300 ብር እዩ። ንምሓዝ ናብ ደስክ መጓዓዝያ ብ+251 34 440 6295
ደውሉ። ንዝኾነ ሕቶ ሰራሕተኛታትና ኩሉ ግዜ ድሉዋት እዮም።""")

doc("d27", "ti", "axum/axumite-breakfast-fasting", "ኣክሱማይት ሄሪቴጅ ሆቴል፦ ቁርስን ናይ ጾም መግብን",
"""ኣክሱማይት ሄሪቴጅ ሆቴል ቁርሲ ካብ ሰሉስ ክሳብ ቀዳም ካብ 06:30 ክሳብ 10:00 (ካብ ሰዓት 12:30 ናይ ለይቲ ክሳብ ሰዓት 4
ናይ ንግሆ ብሰዓት ኢትዮጵያ) የቕርብ። ሰንበትን ሰኑይን ቁርሲ ክሳብ 10:30 ይቕጽል። ቁርሲ ንጋሻ ሆቴል ኣብ ዋጋ ክፍሊ ኣይኣተወን፤
ንዓበይቲ 450 ብር፣ ንቆልዑ ካብ 5 ክሳብ 12 ዓመት 220 ብር እዩ። ቁርሲ ፍርፍር፣ ጸብሒ ዓደስ፣ እንቋቑሖ፣ ፍሩታን ቡንን ሻሂን
የጠቓልል። ረቡዕን ዓርብን ከምኡ'ውን ኣብ ዓበይቲ ኣጽዋማት ናይ ጾም መግቢ ጥራይ ይቐርብ፤ ቅድሚ ሰዓት 15:00 ስጋ ኣይቀርብን።
ቤት መግቢ ምሳሕ ካብ 12:00 ክሳብ 15:00፣ ድራር ካብ 18:30 ክሳብ 22:00 ክፉት እዩ። ሽሮ ምስ እንጀራ 280 ብር፣ ጥብሲ
ስጋ በጊዕ 520 ብር እዩ። ንክፍሊ ዝመጽእ መግቢ 60 ብር ተወሳኺ የኽፍል። ብጉዕዞ ዝወጹ ጋሻ ቅድሚ ሰዓት 21:00 ሓብሮም ናይ ምሳሕ
ሳጹን ብ300 ብር ይወስዱ። ሰራሕተኛታትና ንዝኾነ ናይ መግቢ ኣለርጂ ክሕግዙ ድሉዋት እዮም። ንምሓዝ ብ+251 34 775 3391
ደውሉ።""")

doc("d28", "ti", "mekelle/hawelti-ashenda", "ሓወልቲ ፕላዛ ሆቴል፦ በዓል ኣሸንዳ",
"""ሓወልቲ ፕላዛ ሆቴል ንጋሻ ብዛዕባ በዓል ኣሸንዳ ሓበሬታ ይህብ። ኣሸንዳ ብኣቆጻጽራ ኢትዮጵያ ካብ ነሓሰ 16 ጀሚሩ ይኽበር፤ እዚ
ብኣቆጻጽራ ፈረንጂ 22 ነሓሰ (August) እዩ። ኣዋልድ ብባህላዊ ክዳውንቲ ኮይነን ብጉጅለ እናደረፋ ኣብ ከተማ ይዘውራ። ዓብዪ
ምርኢት ኣብ ሮማናት ኣደባባይ ካብ 15:00 (ሰዓት 9 ናይ ድሕሪ ቀትሪ ብሰዓት ኢትዮጵያ) ይጅምር። ሆቴልና ንጋሻ ባህላዊ ክዳን ኣሸንዳ
ብ1,200 ብር ንመዓልቲ የካርይ፤ ምግዛእ እንተደሊኹም ካብ 4,500 ብር ይጅምር። ጸጉሪ ብባህላዊ ኣገባብ ንምስራሕ (ሹሩባ) ኣብ
ሳሎን ሆቴል 800 ብር፣ ንቆልዑ 400 ብር እዩ፤ 2 ሰዓት ይወስድ። ኣብ እዋን በዓል ሆቴል ብዙሕ ስለዝመልእ ቢያንስ 3 ለይቲ ክትጸንሑ
ኣለኩም፤ ቅድሚ 21 መዓልቲ ክትሕዙ ንመኽረኩም። ናይ ስእሊ ወሰን ዘይብሉ ኣብ ኣደባባይ ብነጻ እዩ፤ ግን ንኣዋልድ ቅድሚ ምስኣልኩም
ሕተቱ፤ ገለ ጉጅለታት ንስእሊ 50 ብር ይሓታ። መኪና ሆቴል ካብ ሆቴል ናብ ሮማናት ኣደባባይ ብነጻ እዩ። ንሓበሬታ ብ+251 34 441
5062 ደውሉ።""")

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump(D, f, ensure_ascii=False, indent=1)
print(len(D), "documents")
for d in D:
    print(d["id"], d["lang"], len(d["text"].split()))
