#!/usr/bin/env python3
"""Writes ../documents.json: knowledge documents for the blind21 evaluation set.

Every document is about one real hotel of catalogue_input.json. All other facts
(prices, times, dates, phone numbers, rules) are invented for this test.
Translation twins (same url): d09/d19 (en/om), d10/d17 (en/am), d18/d29 (am/ti).
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "documents.json")

D = []


def doc(lang, city, slug, title, text):
    D.append({
        "id": "d%02d" % (len(D) + 1),
        "lang": lang,
        "url": "https://example.et/%s/%s" % (city, slug),
        "product": "marefiya",
        "tenant": None,
        "title": title,
        "text": " ".join(text.split()) if "\n\n" not in text else "\n\n".join(" ".join(p.split()) for p in text.strip().split("\n\n")),
    })


# ---------------------------------------------------------------- English (10)
doc("en", "bahir-dar", "lake-tana-monastery-boat-trips",
    "Lake Tana Shore Resort: boat trips to the island monasteries", """
Lake Tana Shore Resort runs its own boats from the jetty at the bottom of the garden. The morning trip leaves at 07:30 (1:30 in the morning, Ethiopian time), visits Ura Kidane Mihret and Azwa Maryam on the Zege peninsula and lasts about 4 hours. The afternoon trip leaves at 13:30 (7:30 in the afternoon, Ethiopian time), adds the outlet of the Blue Nile where hippos are often seen, and lasts about 3 hours.

A seat on the shared boat costs 650 birr for an adult and 350 birr for a child aged 5 to 12; children under 5 ride free on a parent's lap. A private boat for up to 8 people costs 4,800 birr on the morning route and 3,900 birr on the afternoon route. Life jackets are provided and must be worn on board.

Monastery entrance fees are not included: each monastery charges foreign visitors 300 birr and Ethiopian citizens 100 birr, paid in cash at the gate. Kebran Gabriel island is closed to women, so mixed groups usually skip it. Cover knees and shoulders in all churches and take your shoes off at the door.

A trip runs when at least 4 seats are sold. If a trip is cancelled because of weather or too few guests, you get a full refund. Book at reception by 20:00 (2:00 in the evening, Ethiopian time) the day before, or call the boat desk on +251 58 220 4471.
""")

doc("en", "addis-ababa", "entoto-grand-spa-and-pool",
    "Entoto Grand Hotel: spa, pool and day passes", """
The spa and the heated pool at Entoto Grand Hotel on Bole Road are free for hotel guests. Visitors who are not staying at the hotel can buy a day pass: 1,200 birr from Monday to Friday and 1,650 birr on Saturdays, Sundays and public holidays. Children aged 4 to 12 pay 600 birr on any day and must be accompanied by an adult in the water; children under 4 are not allowed in the pool.

The pool is open from 06:00 to 21:00 (12:00 at dawn to 3:00 at night, Ethiopian time). From 06:00 to 08:00 only adults swimming lengths may use it. Swimming caps are required and are sold at the desk for 150 birr. The spa opens later, at 09:00 (3:00 in the morning, Ethiopian time), and the last treatment starts at 20:00 (2:00 in the evening, Ethiopian time).

Treatment menu: Swedish massage 2,800 birr for 60 minutes or 3,900 birr for 90 minutes; deep tissue massage 3,200 birr for 60 minutes; couples' massage 5,200 birr for two people, 60 minutes; Ethiopian coffee body scrub 2,100 birr for 45 minutes; foot reflexology 1,300 birr for 30 minutes; steam room and sauna session 700 birr. Hotel guests get 15% off treatments that start before 12:00 noon.

Please book treatments at least 2 hours ahead at the spa desk or on +251 11 667 3020. Late arrivals lose the missed time, and a booking cancelled less than 4 hours before is charged in full.
""")

doc("en", "axum", "hidar-tsion-festival-and-stelae-tours",
    "Axumite Heritage Hotel: Hidar Tsion festival and guided tours of Axum", """
Every year on Hidar 21 of the Ethiopian calendar, Axum celebrates the feast of St Mary of Zion, known as Hidar Tsion. In 2019 E.C. the feast falls on Monday 30 November 2026, and the all-night vigil starts on the evening of Sunday 29 November. Axumite Heritage Hotel on Airport Road is about 10 minutes by car from the Church of St Mary of Zion.

During the festival week, from 25 November to 2 December 2026, rooms are sold only for a minimum stay of 3 nights, and a festival supplement of 1,500 birr per room per night is added. On the feast day the hotel runs a free shuttle to the church square from 04:00 (10:00 at night, Ethiopian time); the last bus back leaves the square at 13:00 (7:00 in the afternoon, Ethiopian time).

The hotel's licensed guides offer a half-day tour of the Stelae Field, the tombs of King Kaleb and King Gebre Meskel and the Queen of Sheba's Bath for 900 birr per group, or a full-day tour that adds the Dungur palace ruins and the Ezana inscription for 1,600 birr per group. A group is up to 6 people. Site tickets are extra: 400 birr for foreign visitors and 60 birr for Ethiopian citizens, and one ticket covers all sites for the day.

Only men may enter the old cathedral; women can visit the new church and the treasury museum. The museum is open from 08:00 to 12:00 and from 14:00 to 17:00, but it is closed on the feast day itself.
""")

doc("en", "lalibela", "genna-christmas-and-mountain-treks",
    "Rock-Hewn Heritage Lodge: Genna in Lalibela and mountain treks", """
Genna, Ethiopian Christmas, is celebrated in Lalibela on Tahsas 29, 2019 E.C., which is Thursday 7 January 2027. Pilgrims fill the churches from the evening of 6 January, and the famous chant of the priests at Bete Maryam begins at about 18:00 (12:00 in the evening, Ethiopian time). Rock-Hewn Heritage Lodge on Church Road is a 10-minute walk from the northern group of churches.

For any stay that includes the nights of 6 or 7 January, the lodge asks for a minimum of 4 nights and full payment 30 days before arrival, and a Genna supplement of 2,000 birr per room per night is added to the normal rate. The lodge does not sell church tickets. The ticket for all eleven churches is valid for 5 days and costs 4,000 birr for foreign visitors and 150 birr for Ethiopian citizens; buy it at the ticket office near Bete Medhane Alem.

Treks: the walk up to the monastery of Asheten Maryam leaves the lodge at 06:30 (12:30 at dawn, Ethiopian time) and takes about 5 hours there and back. A local guide costs 700 birr per group, and a mule with its handler costs 550 birr per mule for the way up. The day trip to the cave church of Yemrehanna Kristos goes by car: 3,500 birr per car for up to 4 people, leaving at 08:00 (2:00 in the morning, Ethiopian time).

Bring a torch for the dark tunnels, socks for walking barefoot inside the churches, and warm clothes: early mornings in January are cold.
""")

doc("en", "dire-dawa", "airport-railway-transfers-and-accessibility",
    "Harla Palace Hotel: airport and railway transfers, step-free access", """
Harla Palace Hotel in the Taiwan area of Dire Dawa arranges transfers to the airport (about 15 minutes away) and to the Dire Dawa station of the Ethio-Djibouti railway (about 25 minutes away). Transfers are charged. A sedan for up to 3 passengers costs 450 birr one way, and a minibus for up to 10 passengers costs 1,100 birr one way. Between 22:00 and 05:00 (4:00 at night to 11:00 before dawn, Ethiopian time) a night surcharge of 200 birr is added to either vehicle.

Guests who stay 4 nights or more get one free airport pick-up by sedan. The passenger train to Djibouti leaves on Tuesdays and Saturdays, and our driver leaves the hotel 2 hours before the departure time printed on your ticket.

Accessibility: the hotel has 2 ground-floor rooms with wide doors, grab bars and a roll-in shower. Ask for them when you book, because they cannot be promised on arrival. A van with a wheelchair ramp can be booked with at least 24 hours' notice and costs the same as the minibus. The lobby and the restaurant have step-free entrances, but the rooftop bar can only be reached by stairs. Guide dogs are welcome everywhere in the hotel.

For transfers call the front desk on +251 25 111 8902 or send a WhatsApp message to +251 91 530 2288. Please give your flight number or train time when you book.
""")

doc("en", "hawassa", "children-kids-club-and-babysitting",
    "Lake Hawassa Resort & Spa: travelling with children", """
Lake Hawassa Resort & Spa welcomes families. Children under 6 stay free in their parents' room when they use the existing beds, and a baby cot is free but must be requested in advance. An extra bed costs 900 birr per night for a child aged 6 to 12 and 1,400 birr per night for anyone aged 13 or older. The resort has only Standard Single and Standard Double rooms, so families of four usually book two connecting doubles.

The Kids' Club for ages 4 to 12 is open every day from 09:00 to 17:00 (3:00 in the morning to 11:00 in the afternoon, Ethiopian time). A half day costs 350 birr and a full day 600 birr, with lunch included on the full day. Activities include painting, games, lakeside walks to watch the monkeys and birds, and on Saturdays a short pony ride for an extra 150 birr.

Babysitting in your room is available from 18:00 to 23:00 (12:00 to 5:00 in the evening, Ethiopian time) and costs 250 birr per hour, with a minimum of 2 hours; book it at reception by 15:00 the same day. The children's pool is 60 cm deep and a lifeguard is on duty there from 10:00 to 18:00. Children under 10 must be watched by an adult at all times.

The lakeside bar serves a children's menu with dishes at 280 birr, and high chairs and bottle warming are free. Ask at reception or call +251 46 221 5530.
""")

doc("en", "addis-ababa", "meeting-rooms-and-business-centre",
    "Kazanchis Business Hotel: meeting rooms and business centre", """
Kazanchis Business Hotel has three meeting spaces. The Yeka boardroom seats 12 people around one table and costs 6,500 birr for a half day (up to 4 hours) or 11,000 birr for a full day. The Taitu hall holds 80 people in theatre style or 50 at banquet tables and costs 15,000 birr for a half day or 24,000 birr for a full day. The small Menelik room for 6 people is rented by the hour at 900 birr per hour, with a minimum of 2 hours.

A projector, screen, flip chart and Wi-Fi are included in every room. A microphone and sound system is included in the Taitu hall, but in the boardroom it costs 1,500 birr per day extra. Coffee breaks cost 220 birr per person for each break, and a lunch buffet costs 750 birr per person, for a minimum of 10 people.

The business centre on the first floor is open from 07:00 to 22:00 (1:00 in the morning to 4:00 at night, Ethiopian time). Printing costs 5 birr per page in black and white and 15 birr per page in colour; scanning is free for guests, and a courier can be called to the hotel.

A 50% deposit confirms a booking. If you cancel more than 7 days before the event you get all of it back; between 3 and 7 days before, half of the deposit is returned; later cancellations are not refunded. Contact the events office on +251 11 557 6614, from Monday to Saturday.
""")

doc("en", "arba-minch", "nech-sar-park-and-lake-chamo",
    "Nech Sar View Hotel: Nech Sar National Park and Lake Chamo boat trips", """
Nech Sar View Hotel in Shecha organises trips into Nech Sar National Park and onto Lake Chamo. The park entrance fee is 540 birr per day for foreign visitors and 90 birr per day for Ethiopian citizens. An armed park scout must go with every vehicle; the scout costs 400 birr per group per day.

A 4x4 with driver costs 5,500 birr for a full day or 3,200 birr for a half day, for up to 6 people. The hotel's cars leave at 06:30 (12:30 at dawn, Ethiopian time) to see Burchell's zebras, Swayne's hartebeest and gazelles on the grassy plains. The park gate closes at 18:00 (12:00 in the evening, Ethiopian time), and every car must be out by then.

Boat trips on Lake Chamo take you to the so-called crocodile market, a sandbank where large Nile crocodiles rest, and past hippos and fish eagles. The trip takes about 2 hours. A boat costs 2,800 birr for up to 6 people or 4,000 birr for 7 to 10 people. Boats leave at 08:00 (2:00 in the morning, Ethiopian time) and at 15:00 (9:00 in the afternoon, Ethiopian time). The same park ticket is needed for the boat trip. Life jackets are provided, and swimming in the lake is strictly forbidden.

Bring water, a hat and sun cream. Book at reception the evening before or call +251 46 881 2407.
""")

doc("en", "adama", "sodere-hot-springs-day-trip",
    "Rift Valley Conference Hotel: day trip to the Sodere hot springs", """
Rift Valley Conference Hotel in the Dabe area of Adama runs a day trip to the hot springs at Sodere, about 25 km away on the Awash River.

The hotel minibus leaves at 08:30 (2:30 in the morning, Ethiopian time) and comes back at 16:30 (10:30 in the afternoon, Ethiopian time) every Saturday and Sunday. On weekdays the trip runs only for groups of at least 6 people who book the day before.

The price includes transport and entry to the thermal pools: 1,250 birr per adult and 700 birr per child aged 3 to 11. Lunch at the Sodere restaurant is not included and costs about 450 birr per person. If you prefer a private car with a driver who waits for you, it costs 2,600 birr per car for up to 4 people.

The big pool is warm, around 38 °C, and fine for families. The small pool is hot, around 45 °C, and is not suitable for children or pregnant women. Bring your own swimwear and sandals; towels can be rented for 80 birr. Monkeys steal food, so keep your bags closed, and stay behind the fence along the river, where hippos and crocodiles live.

Tickets are sold at reception until 21:00 (3:00 at night, Ethiopian time) the evening before. Cancel by 18:00 the day before for a full refund; later cancellations are charged 50%. For questions call +251 22 112 7345.
""")

doc("en", "addis-ababa", "amharic-lessons-and-coffee-ceremony-class",
    "Piassa Heritage Inn: Amharic lessons and coffee ceremony class", """
Piassa Heritage Inn, in the old Piassa quarter of Addis Ababa, teaches visitors some Amharic and the art of the coffee ceremony.

Amharic lessons: group lessons for beginners run every Tuesday and Thursday from 16:00 to 17:30 (10:00 to 11:30 in the afternoon, Ethiopian time) in the library on the first floor. A group lesson costs 450 birr per person, and a group has no more than 6 learners. A private lesson of 60 minutes costs 800 birr and can be booked on any day between 09:00 and 19:00. A package of 5 group lessons costs 2,000 birr, and a package of 5 private lessons costs 3,600 birr. Every learner gets a printed fidel chart of the Ethiopic alphabet for free; the small phrase book is sold separately for 250 birr.

Coffee ceremony class: every day at 15:00 (9:00 in the afternoon, Ethiopian time) in the courtyard. The class lasts about 90 minutes and covers washing and roasting the green beans, grinding, brewing in the jebena and serving the three rounds, abol, tona and bereka, with popcorn and incense. Hotel guests pay 300 birr and visitors who are not staying with us pay 500 birr. Children under 12 join free with a paying adult.

In our shop you can buy a clay jebena for 350 birr and 1 kg of roasted Sidama coffee for 900 birr. Book at reception before 12:00 (6:00 midday, Ethiopian time) on the same day or call +251 11 156 0921.
""")

# ---------------------------------------------------------------- Amharic (8)
doc("am", "gondar", "timket-fasilides-bath",
    "ፋሲል ካስል ቪው ሆቴል፦ ጥምቀት በጎንደር", """
ፋሲል ካስል ቪው ሆቴል (Fasil Castle View Hotel) በጎንደር ፒያሳ የሚገኝ ሲሆን ጥምቀትን በጎንደር ለማክበር ለሚመጡ እንግዶች ልዩ ዝግጅት አለው። በ2019 ዓ.ም. ከተራ ጥር 10 (ጃንዋሪ 18 ቀን 2027) ሲሆን ጥምቀት ደግሞ ጥር 11 (ጃንዋሪ 19 ቀን 2027) ይውላል። ታቦታቱ በከተራ ዕለት ወደ ፋሲለደስ መዋኛ ወርደው እዚያው ያድራሉ።

ከጥር 9 እስከ ጥር 12 ባሉት ቀናት ክፍሎች የሚያዙት ቢያንስ ለ3 ሌሊት ብቻ ሲሆን በአንድ ክፍል በአዳር 1,200 ብር የበዓል ተጨማሪ ክፍያ ይታከላል። ሙሉ ክፍያው ከመምጣትዎ 21 ቀን በፊት መፈጸም አለበት።

ሆቴሉ ወደ ፋሲለደስ መዋኛ ነፃ የአውቶቡስ አገልግሎት ይሰጣል። በከተራ ዕለት አውቶቡሱ ከቀኑ 8 ሰዓት (14:00) ይነሳል፤ በጥምቀት ዕለት ደግሞ ከሌሊቱ 11 ሰዓት (05:00) ይነሳል። የመመለሻ አውቶቡስ ከቀኑ 6 ሰዓት (12:00) ላይ ከመዋኛው ይነሳል።

በመዋኛው ዙሪያ ለእንግዶች የተዘጋጀ የተያዘ መቀመጫ አለ፤ ዋጋው ለውጭ አገር ጎብኚዎች 1,000 ብር፣ ለኢትዮጵያውያን ደግሞ 300 ብር ነው። የፋሲል ግቢ (የአፄ ፋሲል ቤተ መንግሥት) መግቢያ ለውጭ ዜጎች 500 ብር፣ ለኢትዮጵያውያን 50 ብር ሲሆን በበዓሉ ሰሞን ግቢው ከጠዋቱ 2 ሰዓት (08:00) እስከ ከቀኑ 11 ሰዓት (17:00) ክፍት ነው።

በዓሉን በባህል ልብስ ማክበር ለሚፈልጉ ሆቴሉ ነጭ የሀበሻ ልብስ በቀን 400 ብር ያከራያል። ብዙ ሕዝብ ስለሚገኝ ውድ ዕቃዎችን በሆቴሉ ካዝና ውስጥ ትተው ይውጡ። ለቦታ ማስያዝ በ+251 58 111 6390 ይደውሉ።
""")

doc("am", "bahir-dar", "laundry-service",
    "ፓፒረስ ጋርደን ሆቴል፦ የልብስ እጥበት አገልግሎት", """
ፓፒረስ ጋርደን ሆቴል (Papyrus Garden Hotel) በባሕር ዳር ቀበሌ 4 የሚገኝ ሲሆን ለእንግዶቹ የልብስ እጥበትና የመተኮስ (አይረን) አገልግሎት ይሰጣል። ልብሶችዎን በክፍልዎ ውስጥ ባለው ከረጢት አድርገው የዋጋ ቅጹን ሞልተው ለእንግዳ መቀበያ ይስጡ።

የአንድ ዕቃ ዋጋ፦ ሸሚዝ ወይም ብላውዝ 60 ብር፣ ሱሪ 80 ብር፣ ቀሚስ 120 ብር፣ ሙሉ ልብስ (ኮትና ሱሪ) 350 ብር፣ የሀበሻ ቀሚስ 250 ብር፣ የውስጥ ልብስና ካልሲ 30 ብር። መተኮስ ብቻ ሲፈልጉ ከእጥበት ዋጋው ግማሹን ይከፍላሉ።

መደበኛ አገልግሎት፦ ከጠዋቱ 3 ሰዓት (09:00) በፊት የተሰጡ ልብሶች በማግስቱ ከቀኑ 7 ሰዓት (13:00) ይመለሳሉ። ፈጣን አገልግሎት፦ ከጠዋቱ 3 ሰዓት በፊት የተሰጡ ልብሶች በዚያው ቀን ከምሽቱ 12 ሰዓት (18:00) ይመለሳሉ፤ ለዚህ ከመደበኛው ዋጋ 50% ተጨማሪ ይከፈላል። እሁድና በሕዝባዊ በዓላት የልብስ እጥበት ክፍሉ ዝግ ነው።

በራስዎ ማጠብ ለሚፈልጉ በምድር ቤት የራስ አገልግሎት ማጠቢያ ማሽን አለ፤ አንድ ዙር እጥበት 150 ብር፣ ሳሙና 30 ብር ነው። ማድረቂያ ማሽኑ በአንድ ዙር 100 ብር ያስከፍላል። ክፍሉ ከጠዋቱ 1 ሰዓት (07:00) እስከ ከምሽቱ 4 ሰዓት (22:00) ክፍት ነው።

ሆቴሉ ለቆሸሹ ነገሮች ወይም ለሚለቅ ቀለም ኃላፊነት አይወስድም። ዕቃ ቢጠፋ ሆቴሉ እስከ ዕቃው የእጥበት ዋጋ 10 እጥፍ ድረስ ይከፍላል። ለጥያቄ በውስጥ መስመር 210 ወይም በ+251 58 226 3381 ይደውሉ።
""")

doc("am", "lalibela", "luggage-early-check-in-late-check-out",
    "ሮሃ ቫሊ ኢን፦ ሻንጣ ማስቀመጥ፣ ቀድሞ መግባትና ዘግይቶ መውጣት", """
ሮሃ ቫሊ ኢን (Roha Valley Inn) በላሊበላ አሮጌው ገበያ አካባቢ የሚገኝ የእንግዳ ማረፊያ ነው። የመግቢያ ሰዓት ከቀኑ 8 ሰዓት (14:00) ሲሆን የመውጫ ሰዓት ደግሞ ከጠዋቱ 5 ሰዓት (11:00) ነው።

ቀድሞ መግባት፦ በማለዳ በረራ ለሚደርሱ እንግዶች ክፍሉ ዝግጁ ከሆነ ከጠዋቱ 2 ሰዓት (08:00) ጀምሮ መግባት ይቻላል፤ ለዚህ የአንድ አዳር ዋጋ ግማሹ ይከፈላል። ከቀኑ 6 ሰዓት (12:00) በኋላ ክፍሉ ዝግጁ ከሆነ ግን ያለ ክፍያ መግባት ይችላሉ።

ዘግይቶ መውጣት፦ እስከ ከቀኑ 9 ሰዓት (15:00) ድረስ ለመቆየት 500 ብር ይከፍላሉ፤ እስከ ከምሽቱ 12 ሰዓት (18:00) ድረስ ለመቆየት ደግሞ የአንድ አዳር ዋጋ ግማሹ ይከፈላል። ይህ አገልግሎት ክፍሉ ለሌላ እንግዳ ካልተያዘ ብቻ ነው።

ሻንጣ ማስቀመጥ፦ ከወጡበት ቀን ጀምሮ እስከ 3 ቀን ድረስ ሻንጣዎን በነፃ ማስቀመጥ ይችላሉ። ከ3 ቀን በላይ ከሆነ በአንድ ሻንጣ በቀን 50 ብር ይከፈላል፤ ከ7 ቀን በላይ ግን አናስቀምጥም። ገንዘብ፣ ፓስፖርትና ላፕቶፕ የመሳሰሉ ውድ ዕቃዎች በሻንጣ ማስቀመጫው ውስጥ አይቀመጡም። ማስቀመጫው ከሌሊቱ 12 ሰዓት (06:00) እስከ ከምሽቱ 4 ሰዓት (22:00) ክፍት ነው።

የላሊበላ አውሮፕላን ማረፊያ ከከተማው 23 ኪሎ ሜትር ይርቃል። ሆቴሉ ለእያንዳንዱ በረራ የጋራ ሚኒባስ ያዘጋጃል፤ ዋጋው ለአንድ ሰው 350 ብር ነው፤ የግል መኪና ደግሞ 1,200 ብር ነው። ለማስያዝ በ+251 33 336 0457 ይደውሉ።
""")

doc("am", "gondar", "weddings-and-events",
    "ጎሃ ሂል ሆቴል፦ ሠርግና የግብዣ ዝግጅቶች", """
ጎሃ ሂል ሆቴል (Goha Hill Hotel) ከጎንደር ከተማ በላይ በጎሃ ኮረብታ ላይ የሚገኝ ሲሆን ከተማውን ቁልቁል የሚያሳይ ውብ እይታ ስላለው ለሠርግና ለግብዣ ተመራጭ ነው። ሆቴሉ ሁለት የዝግጅት ቦታዎች አሉት፦ እስከ 150 እንግዶች የሚይዝ የውስጥ አዳራሽ እና እስከ 300 እንግዶች የሚይዝ የአትክልት ስፍራ።

የአዳራሹ ኪራይ ከሰኞ እስከ ዓርብ 15,000 ብር፣ ቅዳሜና እሁድ ደግሞ 25,000 ብር ነው። የአትክልት ስፍራው የሚከራየው ቅዳሜና እሁድ ብቻ ሲሆን ዋጋው 35,000 ብር ነው። ኪራዩ ወንበሮችን፣ ጠረጴዛዎችን፣ የጠረጴዛ ልብሶችንና የድምፅ ማጉያን ያካትታል።

የምግብ ዝርዝር በአንድ ሰው፦ መደበኛ ቡፌ 850 ብር፣ ልዩ ቡፌ (ክትፎ፣ ጥብስና ዶሮ ወጥን ጨምሮ) 1,250 ብር። ዕድሜያቸው ከ10 ዓመት በታች ለሆኑ ልጆች የቡፌው ዋጋ ግማሽ ነው። የቡፌ ትዕዛዝ ቢያንስ ለ50 ሰዎች መሆን አለበት። ከውጭ የምግብ አቅራቢ ማምጣት ይቻላል፤ ነገር ግን 5,000 ብር የአገልግሎት ክፍያ ይጠየቃል።

ሙዚቃ ከምሽቱ 5 ሰዓት (23:00) በፊት መቆም አለበት። ቦታውን ለማስያዝ ከጠቅላላ ዋጋው 30% ቅድመ ክፍያ ይከፈላል፤ ዝግጅቱ ከመድረሱ 60 ቀን በፊት ከተሰረዘ ቅድመ ክፍያው ይመለሳል፤ ከዚያ በኋላ ግን አይመለስም።

ለሙሽሮች በሠርጉ ሌሊት የሙሽራ ስዊት በነፃ ይሰጣል። ለጉብኝትና ለቀጠሮ ከሰኞ እስከ ቅዳሜ ከጠዋቱ 3 ሰዓት (09:00) እስከ ከቀኑ 11 ሰዓት (17:00) በ+251 58 114 7720 ይደውሉ።
""")

doc("am", "addis-ababa", "airport-shuttle-and-day-use",
    "ቦሌ ስካይላይን ሆቴል፦ የአውሮፕላን ማረፊያ መጓጓዣና የቀን ክፍል", """
ቦሌ ስካይላይን ሆቴል (Bole Skyline Hotel) ከቦሌ ዓለም አቀፍ አውሮፕላን ማረፊያ በመኪና 10 ደቂቃ ያህል ይርቃል። ሆቴሉ ለእንግዶቹ ከጠዋቱ 12 ሰዓት (06:00) እስከ ከምሽቱ 4 ሰዓት (22:00) ድረስ በየ30 ደቂቃው ነፃ የማመላለሻ አገልግሎት ይሰጣል።

ከእነዚህ ሰዓታት ውጭ፣ ማለትም ከምሽቱ 4 ሰዓት በኋላ እስከ ከጠዋቱ 12 ሰዓት ድረስ፣ መኪናው በቅድሚያ ሲጠየቅ ብቻ ይመጣል። ዋጋው እስከ 3 ሰዎች ለሚይዝ መኪና በአንድ ጉዞ 600 ብር፣ እስከ 7 ሰዎች ለሚይዝ ቫን ደግሞ 1,000 ብር ነው።

ሲደርሱ ከመድረሻ አዳራሹ ከወጡ በኋላ ሾፌራችን በ12ኛው ምሰሶ አጠገብ የሆቴሉን ስም የያዘ ምልክት ይዞ ይጠብቅዎታል። እያንዳንዱ መንገደኛ እስከ 2 ትልልቅ ሻንጣዎች ብቻ ይዞ መግባት ይችላል።

በአዲስ አበባ በኩል ለሚያልፉ (ትራንዚት) መንገደኞች የቀን ክፍል አለ፤ ለ6 ሰዓት 1,900 ብር፣ ለ10 ሰዓት ደግሞ 2,700 ብር ያስከፍላል። የቀን ክፍሉ ሻወርና ነፃ ዋይፋይ ያካትታል።

ጉዞዎን ለማስያዝ ከበረራዎ ቢያንስ 3 ሰዓት በፊት የበረራ ቁጥርዎን በዋትስአፕ +251 91 120 5566 ይላኩ። ሌሎች ጥያቄዎች ካሉዎት የእንግዳ መቀበያውን በ+251 11 618 4400 ያግኙ።
""")

doc("am", "addis-ababa", "pets-policy",
    "ሲኤምሲ ፋሚሊ ስዊትስ፦ የቤት እንስሳት ደንብ", """
ሲኤምሲ ፋሚሊ ስዊትስ (CMC Family Suites) በአዲስ አበባ ሲኤምሲ አካባቢ የሚገኝ ሲሆን ከቤት እንስሳቶቻቸው ጋር የሚጓዙ ቤተሰቦችን ይቀበላል። እንስሳውን ይዘው እንደሚመጡ በቦታ ማስያዣ ጊዜ ማሳወቅ አለብዎት።

ክብደታቸው እስከ 10 ኪሎ ግራም የሆኑ ትናንሽ ውሾች በአዳር 400 ብር ይከፈልባቸዋል። ድመቶች በአዳር 300 ብር ይከፈልባቸዋል። ከ10 ኪሎ ግራም በላይ የሆኑ ትልልቅ ውሾችን አንቀበልም። በአንድ ክፍል ከ2 እንስሳት በላይ አይፈቀድም።

ሲገቡ 2,000 ብር ተመላሽ የሆነ ማስያዣ ይከፍላሉ፤ ክፍሉ ምንም ጉዳት ካልደረሰበት ሲወጡ ይመለስልዎታል። የውሻው የዕብድ ውሻ በሽታ (ራቢስ) ክትባት የምስክር ወረቀት መቅረብ አለበት።

ደንቦች፦ የቤት እንስሳት ወደ ምግብ ቤቱ፣ ወደ መዋኛ ገንዳውና ወደ ጂም መግባት አይፈቀድላቸውም። በአትክልት ስፍራው ውስጥ ውሾች ሁልጊዜ በገመድ መያዝ አለባቸው። እንስሳውን በክፍል ውስጥ ብቻውን ከ3 ሰዓት በላይ መተው አይቻልም፤ ሲወጡም "አትረብሹ" የሚለውን ምልክት በበሩ ላይ ያንጠልጥሉ።

ተጨማሪ አገልግሎቶች፦ የውሻ ማንሸራሸሪያ አገልግሎት በአንድ ዙር 150 ብር ነው፤ ከጠዋቱ 1 ሰዓት (07:00) እና ከምሽቱ 12 ሰዓት (18:00) ይካሄዳል። የእንስሳት ሐኪም በስልክ ተጠርቶ ሊመጣ ይችላል፤ የጉብኝት ክፍያው 1,200 ብር ነው። ለተጨማሪ መረጃ በ+251 11 646 2288 ይደውሉ።
""")

doc("am", "addis-ababa", "amharic-lessons-and-coffee-ceremony-class",
    "ፒያሳ ሄሪቴጅ ኢን፦ የአማርኛ ትምህርትና የቡና ሥነ ሥርዓት ሥልጠና", """
ፒያሳ ሄሪቴጅ ኢን (Piassa Heritage Inn) በአዲስ አበባ ጥንታዊው የፒያሳ ሰፈር ውስጥ የሚገኝ ሲሆን ለጎብኚዎች መሠረታዊ የአማርኛ ትምህርትና የቡና ሥነ ሥርዓት ሥልጠና ይሰጣል።

የአማርኛ ትምህርት፦ ለጀማሪዎች የቡድን ትምህርት በየማክሰኞውና በየሐሙሱ ከቀኑ 10:00 እስከ 11:30 ሰዓት (16:00–17:30) በአንደኛ ፎቅ ባለው ቤተ መጻሕፍት ይሰጣል። የቡድን ትምህርት ለአንድ ሰው 450 ብር ሲሆን አንድ ቡድን ከ6 ተማሪዎች አይበልጥም። የ60 ደቂቃ የግል ትምህርት 800 ብር ሲሆን በማንኛውም ቀን ከ09:00 እስከ 19:00 ማስያዝ ይቻላል። የ5 የቡድን ትምህርቶች ጥቅል 2,000 ብር፣ የ5 የግል ትምህርቶች ጥቅል ደግሞ 3,600 ብር ነው። እያንዳንዱ ተማሪ የታተመ የፊደል ገበታ በነፃ ይሰጠዋል፤ ትንሹ የሐረግ መጽሐፍ ግን ለብቻው በ250 ብር ይሸጣል።

የቡና ሥነ ሥርዓት ሥልጠና፦ በየቀኑ ከቀኑ 9:00 ሰዓት (15:00) በግቢው ውስጥ ይካሄዳል። ሥልጠናው 90 ደቂቃ ያህል የሚወስድ ሲሆን ጥሬ ቡና ማጠብና መቁላት፣ መውቀጥ፣ በጀበና ማፍላት እንዲሁም አቦል፣ ቶናና በረካ የተባሉትን ሦስቱን ዙሮች ከፈንዲሻና ከዕጣን ጋር ማቅረብን ያካትታል። የሆቴሉ እንግዶች 300 ብር፣ በሆቴሉ ያላረፉ ጎብኚዎች ደግሞ 500 ብር ይከፍላሉ። ከ12 ዓመት በታች ያሉ ልጆች ከሚከፍል አዋቂ ጋር በነፃ ይሳተፋሉ።

በሱቃችን የሸክላ ጀበና በ350 ብር፣ 1 ኪሎ የተቆላ የሲዳማ ቡና ደግሞ በ900 ብር መግዛት ይችላሉ። ትምህርቱን በዚያው ቀን ከ12:00 (ከቀኑ 6:00 ሰዓት) በፊት በእንግዳ መቀበያ ያስይዙ ወይም በ+251 11 156 0921 ይደውሉ።
""")

doc("am", "axum", "payments-money-exchange",
    "ንግሥተ ሳባ ኢን፦ ክፍያና የገንዘብ ምንዛሪ", """
ንግሥተ ሳባ ኢን (Queen of Sheba Inn) በአክሱም በሳባ መንገድ ላይ ይገኛል። በሆቴሉ ክፍያ በጥሬ ብር፣ በቴሌብር ወይም በሲቢኢ ብር (CBE Birr) መፈጸም ይቻላል። በቪዛ ወይም በማስተርካርድ ሲከፍሉ 3% ተጨማሪ ክፍያ ይታከላል። ዶላርና ዩሮ በቀጥታ ለክፍያ ተቀባይነት የላቸውም።

ሲገቡ ሊመለስ የሚችል ማስያዣ በጥሬ ገንዘብ ይጠየቃሉ፦ ለስታንዳርድ ክፍሎች 1,000 ብር፣ ለኤግዚኪዩቲቭ ኩዊን ክፍል ደግሞ 2,000 ብር። ማስያዣው ሲወጡ ክፍሉ ከተፈተሸ በኋላ ይመለሳል።

የውጭ ምንዛሪ ለመቀየር ከሆቴሉ 400 ሜትር ርቀት ላይ ወደሚገኘው የኢትዮጵያ ንግድ ባንክ ቅርንጫፍ ይሂዱ። ባንኩ ከሰኞ እስከ ዓርብ ከጠዋቱ 2:00 እስከ ከቀኑ 11:00 ሰዓት (08:00–17:00)፣ ቅዳሜ ደግሞ ከጠዋቱ 2:00 እስከ ከቀኑ 6:30 ሰዓት (08:00–12:30) ክፍት ነው፤ ፓስፖርትዎን ይዘው ይሂዱ። በሆቴሉ መግቢያ አዳራሽ ኤቲኤም አለ፤ በአንድ ካርድ በቀን እስከ 10,000 ብር ብቻ ማውጣት ይቻላል።

የምግብ ቤት ሂሳብዎን በክፍልዎ ስም ማስመዝገብ ይችላሉ፤ ሂሳቡ ሲወጡ ይከፈላል። በምግብ ቤቱ ዋጋዎች ላይ 10% የአገልግሎት ክፍያና 15% ተ.እ.ታ. ይታከላል። ጉርሻ መስጠት በፈቃደኝነት ነው። በቴሌብር ለመክፈል የሆቴሉ የነጋዴ ኮድ 6121 ነው። ደረሰኝ በአጭር መልዕክት (ኤስኤምኤስ) ይላክልዎታል። ለጥያቄ በ+251 34 775 2190 ይደውሉ።
""")

# ---------------------------------------------------------------- Afaan Oromo (8)
doc("om", "adama", "sodere-hot-springs-day-trip",
    "Rift Valley Conference Hotel: imala guyyaa tokkoo gara burqaa ho'aa Sodere", """
Rift Valley Conference Hotel, naannoo Dabee magaalaa Adaamaa keessatti argamu, imala guyyaa tokkoo gara burqaa ho'aa Sodere qopheessa. Sodereen Adaamaa irraa gara km 25 fagaattee qarqara laga Awaash irra argamti.

Minibaasiin hoteelaa sa'aatii 2:30 ganama (08:30) ka'ee sa'aatii 10:30 waaree booda (16:30) deebi'a; kunis Sanbataa fi Dilbata hunda. Guyyoota hojii imalli kun kan jiru garee yoo xiqqaate nama 6 qabuu fi guyyaa tokko dura galmaa'eef qofa.

Gatiin geejjibaa fi seensa haroo bishaan ho'aa of keessaa qaba: namni ga'eessi tokko birrii 1,250, daa'imni umuriin isaa waggaa 3 hanga 11 ta'e birrii 700 kaffala. Laaqanni mana nyaataa Sodere keessaa gatii kana keessa hin jiru; nama tokkoof gara birrii 450 baasa. Konkolaataa dhuunfaa kan konkolaachisaan si eegu yoo barbaadde, konkolaataa tokko (hanga nama 4) birrii 2,600 dha.

Haroon guddaan ho'a giddugaleessaa (gara 38 °C) qaba, maatiif mijaa'aa dha. Haroon xiqqaan baay'ee ho'aa dha (gara 45 °C), kanaaf daa'immaniif fi dubartoota ulfaa'oof hin mijatu. Uffata daakaa fi kophee kee fudhadhu; fooxaan (towel) birrii 80 tti kireeffama. Jaldeessonni nyaata hatu, kanaaf borsaa kee cufi; dallaa qarqara lagaa duubatti hafi, sababni isaas laga keessa roobii fi naachiin jiraatu.

Tikeetiin simannaa irratti galgala dura hanga sa'aatii 3:00 halkanii (21:00) gurgurama. Guyyaa tokko dura hanga 18:00 tti yoo haqxe maallaqni kee guutuun siif deebi'a; sana booda yoo haqxe 50% ni kaffalta. Gaaffiif +251 22 112 7345 irratti bilbilaa.
""")

doc("om", "addis-ababa", "irreecha-hora-finfinnee",
    "Sarbet Garden Hotel: Irreechaa Hora Finfinnee fi uffata aadaa", """
Sarbet Garden Hotel naannoo Sarbeet, Finfinnee (Addis Ababa) keessatti argama. Ayyaanni Irreechaa Hora Finfinnee bara kanaa guyyaa Sanbataa, 2 Onkoloolessa 2027 kabajama; lakkoofsa Itoophiyaatiin kun Meeskaram 21, 2020 dha. Ayyaanni Masqalaa ammoo Meeskaram 17, 2020, jechuunis 28 Fulbaana 2027 irra oola.

Guyyaa Irreechaa awtoobisiin hoteelaa sa'aatii 11:30 barii (05:30) gara Hora Finfinnee ka'a, sa'aatii 5:00 ganama (11:00) immoo deebi'a. Keessummoota hoteelaatiif tajaajilli kun bilisa; warri hoteela keessa hin bulle birrii 150 kaffalu. Coqorsaa fi abaaboo ayyaanaa bakka simannaatti bilisaan kennama.

Uffata aadaa Oromoo kireeffachuu ni dandeessu: uffanni dhiiraa guyyaa tokkoof birrii 500, kan dubartootaa birrii 700, kan daa'immanii birrii 300. Qabsiisni birrii 1,500 ni kaffalama, uffata yeroo deebiftan immoo isiniif deebi'a. Uffata guyyaa lama dura galmeessisaa.

Galgala Jimaataa, 1 Onkoloolessa 2027, sa'aatii 1:00 galgala (19:00) irraa eegalee qophiin aadaa fi irbaata Oromoo (chumboo, marqaa fi foon waaddii) jira; nama tokkoof birrii 900 dha.

Guyyoota 1 hanga 3 Onkoloolessa 2027tti kutaan kan kireeffamu yoo xiqqaate halkan 2f qofa. Kutaa keessan hanga 15 Fulbaana 2027tti qabadhaa. Odeeffannoo dabalataaf +251 11 371 4482 irratti bilbilaa.
""")

doc("om", "adama", "parking-car-wash-and-transport",
    "Awash Valley Resort: bakka dhaabbii konkolaataa fi geejjiba", """
Awash Valley Resort naannoo Boolee, magaalaa Adaamaa keessatti argama. Bakki dhaabbii konkolaataa hoteelaa eegduu sa'aatii 24 qaba, garuu konkolaattota 40 qofa baata.

Keessummoota hoteelaatiif konkolaataan tokko bilisa; konkolaataa lammaffaaf halkan tokkoof birrii 100 kaffalama. Namoonni hoteela keessa hin bulle sa'aatii tokkoof birrii 30 kaffalu. Konkolaattonni gurguddaan akka konkolaataa fe'umsaa fi awtoobisii asitti dhaabbachuu hin danda'an.

Dhiqannaa konkolaataa: konkolaataa xiqqaaf birrii 250, konkolaataa gurguddaa (SUV) birrii 400. Tajaajilli kun sa'aatii 1 ganama (07:00) hanga sa'aatii 12 galgala (18:00) jira, Dilbata garuu cufaa dha.

Geejjiba magaalaa: baajaajiin gara buufata awtoobisii Adaamaa birrii 40, taaksiin immoo birrii 200 kaffalchiisa. Konkolaataa konkolaachisaa wajjin gara Finfinnee karaa saffisaa irra imala tokkoof birrii 3,500; deemsaa fi deebii guyyaa tokkotti birrii 6,000. Kaffaltiin karaa saffisaa birrii 120 gatii kana keessatti hin dabalamne.

Konkolaataa kireeffachuuf yoo xiqqaate sa'aatii 12 dura simannaa irratti galmaa'aa. Furtuun konkolaataa keessanii eegduu biratti hin hafu; konkolaataa keessan cufaa. Gaaffiif +251 22 119 5063 irratti bilbilaa.
""")

doc("om", "adama", "swimming-pool-and-sunday-barbecue",
    "Adama Palm Inn: haroo daakaa fi barbekiyuu Dilbataa", """
Adama Palm Inn naannoo Poostaa Beet, magaalaa Adaamaa keessatti argama. Keessummoonni hoteelaa haroo daakaa bilisaan fayyadamu. Namoonni alaa immoo tikeetii guyyaa bitatu: Wiixata hanga Jimaataa ga'eessi birrii 400, daa'imni (waggaa 3 hanga 12) birrii 200; Sanbataa fi Dilbata ga'eessi birrii 600, daa'imni birrii 300 kaffala.

Haroon daakaa sa'aatii 1 ganama (07:00) hanga sa'aatii 1 galgala (19:00) banaa dha. Wiixata garuu qulqulleessuuf sa'aatii 07:00 hanga 10:00 tti cufaa ta'a. Eegduun lubbuu sa'aatii 09:00 hanga 18:00 tti ni jira. Daa'imman waggaa 12 gadii ga'eessa malee bishaan seenuu hin danda'an. Bishaan haroo gara 27 °C ho'a.

Barnoota daakaa daa'immanii: barnoota 8 torban 4 keessatti, walumaa galatti birrii 2,400. Barnoonni Sanbata sa'aatii 3 ganama (09:00) eegala, ijoollee waggaa 5 hanga 12 qofaaf.

Dilbata hunda sa'aatii 6 guyyaa (12:00) hanga sa'aatii 10 waaree booda (16:00) barbekiyuun dallaa keessatti qophaa'a. Gatiin isaa ga'eessaaf birrii 950, daa'imaaf birrii 500 dha; nyaata foonii, qurxummii, salaataa fi dhugaatii lallaafaa of keessaa qaba.

Uffata daakaa malee uffata biraa qabachuun bishaan seenuun hin eeyyamamu. Meeshaan faayaa fi sa'aatiin bakka kuusaa (locker) birrii 50 tti kireeffamutti kaa'amuu qaba. Odeeffannoof +251 22 111 8840 irratti bilbilaa.
""")

doc("om", "hawassa", "coffee-farm-tour-and-fichee",
    "Sidama Garden Lodge: imala qonna bunaa fi ayyaana Fichee", """
Sidama Garden Lodge naannoo Manahariyaa, magaalaa Hawaasaa keessatti argama. Lodge kun imala guyyaa tokkoo gara qonna bunaa Aleetaa Wondoo qopheessa.

Imalli kun Kibxata fi Jimaata qofa jira. Konkolaataan sa'aatii 1 ganama (07:00) ka'ee sa'aatii 9 waaree booda (15:00) deebi'a. Gatiin ga'eessaaf birrii 1,800, daa'imman waggaa 6 hanga 12f birrii 900; daa'imman waggaa 6 gadii bilisa. Imalli kun yoo xiqqaate nama 2 barbaada. Gatiin kun geejjiba, qajeelchaa, laaqana aadaa fi sirna bunaa of keessaa qaba. Qonna irratti buna magariisa kiloo 1 birrii 700 tti, buna waadame immoo kiloo 1 birrii 950 tti bitachuu dandeessu.

Ayyaana Fichee Chambalaalla: Fichee waggaa haaraa Sidaamaa ti. Guyyaan isaa bara baraan jaarsolii Sidaamaatiin murteeffamee labsama. Guyyaa ayyaanaa lodge-n gara dirree Gudumaaleetti awtoobisii sa'aatii 2 ganama (08:00) ka'u qopheessa; deemsaa fi deebii nama tokkoof birrii 200 dha.

Gabaa qurxummii: qarqara haroo Hawaasaa irratti ganama ganama sa'aatii 06:30 hanga 09:00 qurxummiin haaraan gurgurama. Qurxummii waadame saphana tokko birrii 250 tti nyaachuu dandeessu.

Imala bunaa galmeessisuuf guyyaa tokko dura hanga sa'aatii 18:00 simannaa irratti galmaa'aa ykn +251 46 220 7719 irratti bilbilaa.
""")

doc("om", "dire-dawa", "health-doctor-and-pharmacy",
    "Railway Station Hotel: fayyaa, ogeessa fayyaa fi faarmaasii", """
Railway Station Hotel naannoo Kezira, magaalaa Dirre Dawaa keessatti argama. Yoo dhukkubsattan, simannaan hoteelaa sa'aatii 24 isin gargaara.

Ogeessi fayyaa waamichaan kutaa keessanitti dhufa: guyyaa (08:00 hanga 18:00) kaffaltiin daawwannaa birrii 800, halkan (18:00 hanga 08:00) immoo birrii 1,500 dha. Qorichi kaffaltii kana keessa hin jiru. Hospitaalli dhihoo Hospitaala Dil Chora ti, hoteela irraa km 3 fagaata; taaksiin achi ga'uuf birrii 150 kaffalchiisa.

Faarmaasiin karaa fuullee hoteelaa jiru sa'aatii 1 ganama (07:00) hanga sa'aatii 4 halkan (22:00) banaa dha; Dilbata garuu sa'aatii 09:00 hanga 13:00 qofa hojjeta. Kiliinikiin xiqqaan hoteelaa keessa jiru qorannoo busaa ariifataa birrii 250 tti ni godha.

Busaa: Dirre Dawaan bakka balaan busaa itti gadi aanaa ta'e dha, ta'us kutaa hunda keessa saaphanni (mosquito net) jira. Qorichi bookee ittisu simannaa irratti birrii 180 tti gurgurama.

Ho'a: Caamsaa hanga Waxabajjiitti ho'i gara 40 °C ga'uu danda'a. Bishaan baay'ee dhugaa; hoteelli kutaa tokkoof guyyaatti bishaan qaruuraa 2 bilisaan kenna. Soogiddi ORS simannaa irraa bilisaan argama. Saanduqni gargaarsa jalqabaa simannaa biratti argama. Waamicha ariifachiisaaf lakkoofsa keessaa 0 ykn +251 25 411 3302 irratti bilbilaa.
""")

doc("om", "arba-minch", "dorze-village-tour-and-weaving",
    "Forty Springs Lodge: imala ganda Dorzee fi hodhaa", """
Forty Springs Lodge naannoo Sechaa, magaalaa Arbaa Minci keessatti argama. Lodge-n kun guyyaa guyyaan imala gara ganda Dorzee, tulluu irratti km 30 fagaatu, qopheessa. Dorzeen hodhaa uffata jirbii fi manneen isaanii kan akka mataa arbaa fakkaatuun beekamu.

Konkolaataan sa'aatii 2 ganama (08:00) ka'ee sa'aatii 8 guyyaa (14:00) deebi'a. Gatiin ga'eessaaf birrii 1,400, daa'imman waggaa 5 hanga 12f birrii 700 dha. Gatiin kun konkolaataa, qajeelchaa fi laaqana qoccoo of keessaa qaba. Kaffaltiin seensa gandaa nama tokkoof birrii 300 ganda keessatti kaffalama, gatii imalaa keessa hin jiru.

Kibxata fi Sanbata imalli kun gara gabaa Chenchaatti itti fufa; kanaaf nama tokkoof birrii 250 dabalataa kaffaltu, konkolaataan immoo sa'aatii 10 waaree booda (16:00) deebi'a.

Meeshaalee harkaa: hodhaa irraa kallattiin bitachuu dandeessu. Shaashii (netela) tokko birrii 1,200, sharaffii xiqqaan birrii 450 dha. Damma Dorzee kiloo 1 birrii 600 tti gurgurama.

Gandichi tulluu meetira 2,700 ol irra waan jiruuf qabbanaa'aa dha; uffata ho'aa qabadhaa. Imala kana galgala dura hanga sa'aatii 3 halkan (21:00) simannaa irratti galmeessisaa ykn +251 46 881 5524 irratti bilbilaa.
""")

doc("om", "dire-dawa", "house-rules",
    "Dechatu Riverside Hotel: seerota mana keessummaa", """
Dechatu Riverside Hotel naannoo Dachaatuu, magaalaa Dirre Dawaa keessatti argama. Nageenyaa fi boqonnaa keessummoota hundaaf seerota armaan gadii kabajaa.

Galmee: yeroo galtan paaspoortii ykn waraqaa eenyummaa (ID gandaa) agarsiisuu qabdu. Kutaa qabachuuf umuriin yoo xiqqaate waggaa 18 ta'uu qaba.

Yeroo callisaa: sa'aatii 4 halkan (22:00) hanga sa'aatii 1 ganama (07:00). Sanbata qofa muuziqaan dallaa keessaa hanga 23:00 ni eeyyamama.

Daawwattoota: namoonni isin daawwatan hanga sa'aatii 3 halkan (21:00) kutaa keessan seenuu danda'u, waraqaa eenyummaa isaanii simannaa irratti kaa'uu qabu. Daawwataan halkan bulu birrii 600 kaffala.

Tamboo: kutaa keessatti tamboo xuxuun dhorkaa dha; adabbiin (kaffaltii qulqullinaa) birrii 3,000 dha. Bakka banaa (terraasii fi dallaa) irratti tamboo xuxuun ni eeyyamama.

Jimaa: jimaa qama'uun bakka addaa dallaa keessaa (mafrish) sa'aatii 14:00 hanga 20:00 qofa eeyyamama. Kutaa keessatti jimaa qama'uun adabbii birrii 1,000 qaba.

Kaan: kaardiin furtuu badee birrii 250, fooxaan (towel) badee birrii 400 kaffalchiisa. Fooxaa gara lagaatti hin fudhatinaa. Meeshaan waraanaa kamiyyuu simannaa irratti kaa'amuu qaba. Gaaffiif +251 25 413 6690 irratti bilbilaa.
""")

# ---------------------------------------------------------------- Tigrinya (3)
doc("ti", "mekelle", "tigrayan-food-and-breakfast",
    "ሮማናት ስኩዌር ሆቴል፦ መግቢ ትግራይን ቁርስን", """
ሮማናት ስኩዌር ሆቴል (Romanat Square Hotel) ኣብ መቐለ ኣብ ከባቢ ሮማናት ይርከብ። ቤት መግቢ ሆቴል ባህላዊ መግቢ ትግራይን ናይ ወጻኢ መግብን የቕርብ።

ቁርሲ ንጋሻ ሆቴል ኣብ ዋጋ ክፍሊ ይሓቁፍ። ካብ ሰኑይ ክሳብ ዓርቢ ካብ 06:30 ክሳብ 10:00 (ሰዓት 12:30 ወጋሕታ ክሳብ ሰዓት 4:00 ንግሆ)፡ ቀዳምን ሰንበትን ድማ ካብ 07:00 ክሳብ 10:30 (ሰዓት 1:00 ክሳብ 4:30 ንግሆ) ይቐርብ። ጋሻ ዘይኮኑ ሰባት ንቑርሲ 650 ብር ይኸፍሉ።

ፍሉጣት መግብታት፦ ጽብሒ ደርሆ ምስ እንጀራ 780 ብር፡ ዝግኒ ስጋ 620 ብር፡ ጥሕሎ 540 ብር (ብውሑዱ ንክልተ ሰባት)፡ ገዓት ምስ ጠስሚ 350 ብር። ሮቡዕን ዓርብን ናይ ጾም መዓልታት ስለዝኾኑ ጾማዊ መግቢ ይቐርብ፤ ሽሮ 280 ብር፡ በየዓይነቱ 420 ብር።

ድራር ካብ 18:00 ክሳብ 22:30 (ሰዓት 12:00 ክሳብ 4:30 ምሸት) ይቐርብ። ናብ ክፍሊ ዝመጽእ ኣገልግሎት ክሳብ 23:30 ኣሎ፤ ንነፍሲ ወከፍ ትእዛዝ 100 ብር ይውሰኽ።

ቀዳም ሰዓት 9:00 ድሕሪ ቐትሪ (15:00) ናይ መግቢ ምስራሕ ትምህርቲ ኣሎ፤ ንሓደ ሰብ 1,200 ብር እዩ። ኣብዚ ትምህርቲ ጥሕሎን ሕምባሻን ምስራሕ ትመሃሩ። ቅድሚ ሓሙስ ምሸት ክትምዝገቡ ኣለኩም። ንምሕዛእ ብ+251 34 441 6672 ደውሉ።
""")

doc("ti", "mekelle", "ashenda-festival",
    "እንዳ የሱስ ሂል ሆቴል፦ በዓል ኣሸንዳ ኣብ መቐለ", """
እንዳ የሱስ ሂል ሆቴል (Enda Yesus Hill Hotel) ኣብ መቐለ ኣብ ከባቢ ቀዳማይ ወያነ ይርከብ። በዓል ኣሸንዳ ብዓመት ብነሓሰ 16 ይጅምር። ኣብ 2019 ዓ.ም. ነሓሰ 16 ምስ 22 ኦገስት 2027 ይገጥም፤ እቲ በዓል ንሰለስተ መዓልቲ ክሳብ ነሓሰ 18 (24 ኦገስት 2027) ይቕጽል። ኣዋልድ ብሕብራዊ ክዳውንትን ብሹርባን ተሰሊመን ብከበሮ እናዘመራ ገዛ ንገዛ ይዞራ።

ሆቴልና ንጋሻታት ፍሉይ ኣገልግሎት የቕርብ። ምስራሕ ሹርባ፦ ንዓበይቲ 600 ብር፡ ንቆልዑ (ትሕቲ 12 ዓመት) 350 ብር፤ ቅድሚ 2 መዓልቲ ክትሕዙ ኣለኩም። ባህላዊ ክዳን ኣሸንዳ ብመዓልቲ 800 ብር ይካረ፤ ናይ ውሕስነት ገንዘብ 1,500 ብር ይኽፈል እሞ ክዳን ምስ ተመለሰ ይምለስ።

ብነሓሰ 16 ምሸት ሰዓት 1 ምሸት (19:00) ምስ ሙዚቃን ሳዕስዒትን ድራር በዓል ኣሎ፤ ንሓደ ዓቢ ሰብ 1,100 ብር፡ ንቆልዑ 550 ብር እዩ።

ካብ 21 ክሳብ 25 ኦገስት 2027 ክፍልታት ብውሑዱ ን2 ለይቲ ጥራይ ይሕዙ። ካብ 14:00 ክሳብ 20:00 (ሰዓት 8 ድሕሪ ቐትሪ ክሳብ ሰዓት 2 ምሸት) ኣብ ነፍሲ ወከፍ ሰዓት ናብ ሮማናት ኣደባባይ ብነጻ ዝወስድ መጓዓዝያ ኣሎ። ንምሕዛእ ብ+251 34 440 9915 ደውሉ።
""")

doc("ti", "axum", "payments-money-exchange",
    "ንግስተ ሳባ ኢን፦ ክፍሊትን ምቕያር ገንዘብን", """
ንግስተ ሳባ ኢን (Queen of Sheba Inn) ኣብ ኣኽሱም ኣብ መንገዲ ሳባ ይርከብ። ኣብ ሆቴል ብጥረ ብር፡ ብቴሌብር ወይ ብሲቢኢ ብር (CBE Birr) ክትከፍሉ ትኽእሉ ኢኹም። ብቪዛ ወይ ብማስተርካርድ እንተ ከፈልኩም 3% ተወሳኺ ክፍሊት ይውሰኽ። ዶላርን ዩሮን ብቐጥታ ንክፍሊት ተቐባልነት የብሎምን።

ኣብ እትኣትዉሉ እዋን ዝምለስ ውሕስነት ብጥረ ገንዘብ ይሕተት፦ ንስታንዳርድ ክፍልታት 1,000 ብር፡ ንኤግዚኪዩቲቭ ኩዊን ክፍሊ ድማ 2,000 ብር። እቲ ውሕስነት ክፍሊ ምስ ተመርመረ ኣብ እትወጹሉ እዋን ይምለስ።

ወጻኢ ገንዘብ ንምቕያር ካብ ሆቴል 400 ሜትሮ ርሒቑ ናብ ዘሎ ጨንፈር ንግዲ ባንክ ኢትዮጵያ ኪዱ። እቲ ባንክ ካብ ሰኑይ ክሳብ ዓርቢ ካብ ሰዓት 2:00 ንግሆ ክሳብ ሰዓት 11:00 ድሕሪ ቐትሪ (08:00–17:00)፡ ቀዳም ድማ ካብ ሰዓት 2:00 ንግሆ ክሳብ ሰዓት 6:30 ቐትሪ (08:00–12:30) ክፉት እዩ፤ ፓስፖርትኹም ሒዝኩም ኪዱ። ኣብ ኣዳራሽ መእተዊ ሆቴል ኤቲኤም ኣሎ፤ ብሓንቲ ካርድ ኣብ መዓልቲ ክሳብ 10,000 ብር ጥራይ ክውጻእ ይከኣል።

ሕሳብ ቤት መግቢ ብሽም ክፍልኹም ከተመዝግቡ ትኽእሉ ኢኹም፤ ኣብ እትወጹሉ እዋን ይኽፈል። ኣብ ዋጋታት ቤት መግቢ 10% ክፍሊት ኣገልግሎትን 15% ቫትን ይውሰኽ። ጉርሻ ብድሌትኩም እዩ። ብቴሌብር ንምኽፋል ኮድ ነጋዳይ ናይ ሆቴል 6121 እዩ። ቅብሊት ብኣጭር መልእኽቲ (ኤስኤምኤስ) ይለኣኸልኩም። ንሕቶታት ብ+251 34 775 2190 ደውሉ።
""")


def main():
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
        f.write("\n")
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()), d["url"])


if __name__ == "__main__":
    main()
