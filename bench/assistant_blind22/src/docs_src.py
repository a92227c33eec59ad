#!/usr/bin/env python3
"""Writes ../documents.json: knowledge documents a hotel or city would teach the assistant.
Hotel names, cities, stars, room prices and check-in/out times come from the catalogue;
every other fact (fees, times, dates, phone numbers, rules) is invented for this test set."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "documents.json")

D = []


def doc(lang, city, slug, title, text):
    D.append({"lang": lang, "url": "https://example.et/%s/%s" % (city, slug),
              "title": title, "text": " ".join(text.split())})


# ---------------------------------------------------------------- English
doc("en", "bahir-dar", "lake-tana-boat-trips",
    "Boat trips on Lake Tana from Lake Tana Shore Resort", """
Lake Tana Shore Resort runs its own boats from the jetty at the bottom of the garden on Lakeshore Road.
The half-day trip visits the Zege Peninsula monasteries of Ura Kidane Mihret and Azwa Maryam. It leaves
at 07:30 (1:30 in the morning, Ethiopian time) and is back around 12:30. The full-day trip adds Kebran
Gabriel and Narga Selassie; it leaves at 07:00 (1:00 in the morning, Ethiopian time) and returns by 17:00
(11:00 in the day, Ethiopian time).
Half-day trip per person: 1,450 birr for adults and 700 birr for children aged 4 to 11; children under 4
travel free. Full-day trip: 2,600 birr for adults and 1,250 birr for children, packed lunch included.
Monastery entrance fees are not included: each monastery charges about 300 birr per visitor, and women
are not allowed to enter Kebran Gabriel.
A private boat for up to 8 people costs 9,000 birr for a half day and 15,500 birr for a full day. Life
jackets are provided for everyone. Boats do not go out when the wind is strong, usually after 15:00.
Book at reception by 20:00 (2:00 in the evening, Ethiopian time) the day before, or call the boat desk on
+251 58 220 4417. A 90-minute sunset cruise leaves at 17:30 on Fridays and Saturdays and costs 850 birr.
""")

doc("en", "addis-ababa", "entoto-grand-spa-pool",
    "Spa, pool and day passes at Entoto Grand Hotel", """
The pool and spa on the lower ground floor of Entoto Grand Hotel on Bole Road are free for hotel guests.
Visitors who are not staying with us can buy a day pass: 1,200 birr on weekdays and 1,650 birr on
Saturdays, Sundays and public holidays. Children aged 5 to 12 pay 600 birr on any day; children under 5
may not use the main pool but can use the shallow children's pool free with a paying adult.
The pool is open from 06:00 to 21:00 (12:00 in the morning to 3:00 in the evening, Ethiopian time) Monday
to Saturday, and from 07:00 to 19:00 on Sundays. It closes for cleaning every Tuesday from 13:00 to 15:00.
Swimming caps are compulsory and cost 150 birr at the spa desk. The steam room and sauna are included in
the day pass.
Treatment menu: Ethiopian coffee body scrub, 45 minutes, 1,900 birr; Swedish massage, 60 minutes 2,400
birr or 90 minutes 3,300 birr; deep-tissue massage, 60 minutes, 2,800 birr; couples massage, 60 minutes,
4,600 birr for two people. Hotel guests get 15 percent off any treatment that starts before 12:00 noon.
The spa is open from 09:00 to 20:00. Book treatments at least 3 hours ahead on extension 4020 or on
+251 11 662 7310. Guests under 16 cannot book treatments.
""")

doc("en", "arba-minch", "nech-sar-and-crocodiles",
    "Nech Sar National Park and the crocodile market", """
Abaya Chamo Resort in Sikela organises trips into Nech Sar National Park, the wide grassland between
Lake Abaya and Lake Chamo. Park entry is paid at the gate near Forty Springs: 600 birr per day for foreign
visitors and 120 birr for Ethiopian citizens, plus 50 birr per vehicle. A park scout is compulsory and
costs 400 birr per group.
Our four-wheel-drive game drive leaves at 06:30 (12:30 in the morning, Ethiopian time) and returns by
12:00 (6:00 in the day, Ethiopian time). The vehicle costs 5,800 birr for up to 4 passengers and 7,200
birr for 5 to 7 passengers. On the plains you can see Burchell's zebra, Swayne's hartebeest and Guenther's
dik-dik.
The boat trip on Lake Chamo to the crocodile market, where huge Nile crocodiles lie on the shore, takes
about 2 hours. Boats leave at 08:00 and 14:30 (2:00 in the morning and 8:30 in the day, Ethiopian time).
The price is 1,100 birr per adult and 550 birr per child under 12. Keep your hands inside the boat.
Bring a hat, drinking water and long trousers against tsetse flies. The excursion desk is open from 07:00
to 21:00; call +251 46 881 3090. Trips cancelled before 18:00 on the day before are refunded in full.
""")

doc("en", "gondar", "timket-at-fasil-castle-view",
    "Timket in Gondar: staying at Fasil Castle View Hotel", """
Timket, the Ethiopian Epiphany, is the biggest festival in Gondar, and the crowds gather at Fasilides'
Bath, about 2 km from Fasil Castle View Hotel in Piazza. In 2027 the eve, called Ketera, falls on Tir 10,
2019 in the Ethiopian calendar (Monday 18 January 2027), and Timket itself on Tir 11, 2019 (Tuesday 19
January 2027).
During the festival the hotel asks for a minimum stay of 3 nights between 17 and 20 January, and every
room carries a festival supplement of 1,500 birr per night on top of the normal rate. Festival bookings
can be cancelled free of charge only until 31 December 2026.
On Ketera the processions carrying the tabots leave the churches at around 14:00 (8:00 in the day,
Ethiopian time). On Timket morning the blessing of the water starts at about 06:00 (12:00 in the morning,
Ethiopian time), and the famous jump into the pool follows at around 09:00. Our guide walks guests to the
bath at 05:15, so please be in the lobby on time.
Seats on the hotel's reserved stand at the bath cost 800 birr for adults and 400 birr for children under
12; without a seat you can stand with the crowd for free. A festival breakfast box costs 350 birr. Wear
white if you like, leave valuables in the room safe and do not fly drones over the crowd. Concierge:
+251 58 111 9043.
""")

doc("en", "addis-ababa", "kazanchis-meetings-parking",
    "Meeting rooms and parking at Kazanchis Business Hotel", """
Kazanchis Business Hotel has two meeting rooms on the first floor. The Abay Room seats 20 people around a
boardroom table and costs 6,500 birr for a half day (up to 4 hours) or 11,000 birr for a full day. The
Awash Hall seats 120 people theatre-style and costs 18,000 birr for a half day or 32,000 birr for a full
day. Room hire includes a projector, flip chart, microphones and Wi-Fi; 15 percent VAT is added.
Coffee breaks with buna, tea and pastries cost 280 birr per person per break, and a lunch buffet costs 950
birr per person. Morning sessions run from 08:00 to 12:00 (2:00 to 6:00 in the day, Ethiopian time) and
afternoon sessions from 13:30 to 17:30 (7:30 to 11:30 in the day, Ethiopian time). All events must end
by 22:00. A deposit of 30 percent is due when you book and the balance 7 days before the event.
Parking: the underground garage has 45 spaces. It is free for overnight guests, one car per room. Meeting
delegates pay 100 birr per day, and other visitors pay 40 birr per hour. Minibuses and trucks cannot enter
because the ceiling is only 2.1 metres high; they park in the open yard for 150 birr per day. Charging an
electric car costs 500 birr per session. Events office: +251 11 557 2264.
""")

doc("en", "dire-dawa", "harar-day-trip-hyenas",
    "Day and evening trips to Harar from Harla Palace Hotel", """
Harar, the walled old city, is about 55 km from Harla Palace Hotel in the Taiwan area of Dire Dawa, a drive
of roughly 1 hour and 15 minutes. The hotel runs a shared minibus every Wednesday and Saturday. It leaves
at 08:30 (2:30 in the morning, Ethiopian time) and leaves Harar again at 20:30 (2:30 in the evening,
Ethiopian time). The shared minibus costs 950 birr per person for the return trip. A private car for up
to 4 people costs 4,800 birr for the day, or 6,200 birr if you stay for the hyena feeding.
The hyena men feed wild hyenas outside the city wall after dark, usually from 19:00 (1:00 in the evening,
Ethiopian time). Watching costs about 200 birr per person; if you want to feed a hyena from a stick
yourself, the hyena man asks about 300 birr.
A walking tour of the old city with a licensed Harari guide costs 1,000 birr for a group of 1 to 5 people
and 1,500 birr for 6 to 12 people. It includes the Jugol wall gates, the Arthur Rimbaud House and the
Christian and Muslim markets. Entry to the Rimbaud House is 100 birr.
Dress modestly and ask before photographing people. On Fridays many shops close from 12:00 to 14:00 for
prayers. Book at reception by 19:00 the day before, or call +251 25 411 6672.
""")

doc("en", "lalibela", "churches-guides-genna",
    "Visiting the Lalibela churches and Genna from Rock-Hewn Heritage Lodge", """
The rock-hewn churches are a ten-minute walk down Church Road from Rock-Hewn Heritage Lodge. One ticket
covers the northern and eastern church groups and Bete Giyorgis and is valid for 5 days. Foreign visitors
pay 7,500 birr, Ethiopian citizens pay 250 birr, and children under 12 with a foreign passport pay 3,750
birr. Tickets are sold at the office next to the museum.
The churches are open from 08:00 to 12:00 and from 14:00 to 17:30 (2:00 to 6:00 and 8:00 to 11:30 in the
day, Ethiopian time). A licensed guide costs 1,200 birr for a full day for 1 to 4 visitors, or 1,800 birr
for 5 to 10 visitors; a half-day tour with a guide is 800 birr. Shoes come off inside every church, so
wear socks; the shoe minders expect a small tip. Cover shoulders and knees.
Genna, the Ethiopian Christmas, falls on Tahsas 29, 2019 in the Ethiopian calendar, which is Thursday 7
January 2027. The night vigil at Bete Maryam starts at 18:00 on 6 January (12:00 in the evening,
Ethiopian time) and the priests chant until dawn. The lodge serves a Genna breakfast of doro wat at 06:30
on 7 January for 650 birr per person. From 4 to 9 January bookings need a minimum stay of 2 nights.
Reception: +251 33 336 0185.
""")

doc("en", "hawassa", "children-and-pets",
    "Children and pets at Lake Hawassa Resort & Spa", """
Families are welcome at Lake Hawassa Resort & Spa. Children under 6 stay free in their parents' room
using the existing beds. An extra bed costs 900 birr per night for a child aged 6 to 11 and 1,400 birr per
night for anyone aged 12 or older. Baby cots are free on request.
The kids' club is for children aged 4 to 12 and is open every day from 09:00 to 17:00 (3:00 in the
morning to 11:00 in the day, Ethiopian time). The first 2 hours each day are free for children of hotel
guests; after that it costs 150 birr per hour. Babysitting in your room costs 250 birr per hour before
20:00 and 350 birr per hour after 20:00 (2:00 in the evening, Ethiopian time), with a minimum of 2 hours;
please book 6 hours ahead. Children under 14 must be with an adult at the lake-view pool, where a
lifeguard is on duty from 08:00 to 18:00.
Pets: dogs and cats are allowed in the garden rooms only, one pet per room. A pet under 10 kg costs 500
birr per night; a dog of 10 kg or more costs 800 birr per night. We also take a refundable cleaning deposit
of 2,000 birr. Pets may not enter the restaurant, the pool area or the spa and must be on a lead in the
gardens. Bring the vaccination card. A dog-walking service costs 200 birr per walk. Please do not feed
the monkeys in the garden. Guest services: +251 46 220 5588.
""")

doc("en", "dire-dawa", "train-to-addis-and-djibouti",
    "Taking the train from Railway Station Hotel", """
Railway Station Hotel in Kezira stands next to the old French-built station, but the electric trains on
the Addis Ababa to Djibouti line now use the new Dire Dawa station, about 12 km away. The hotel shuttle to
the new station costs 250 birr per person, or 600 birr for a private drop, and leaves 90 minutes before
each departure.
Trains towards Addis Ababa (Furi-Lebu station) leave Dire Dawa at 08:00 (2:00 in the morning, Ethiopian
time) on Mondays, Wednesdays and Fridays; the journey takes about 11 hours. Trains towards Djibouti leave
at 09:30 (3:30 in the morning, Ethiopian time) on Tuesdays and Saturdays.
Fares to Addis Ababa: 980 birr in second class and 1,720 birr in first class. Children aged 6 to 12 pay
half fare, and children under 6 travel free if they sit on a parent's lap. You need your passport or
Kebele ID to buy a ticket, and a visa to enter Djibouti.
Reception can buy tickets for you for a service fee of 100 birr if you ask at least 2 days before the
trip. Each passenger may carry 20 kg of luggage free; extra weight costs 15 birr per kg. For early
departures the kitchen prepares a breakfast box for 300 birr if you order it by 21:00 the evening before.
Reception: +251 25 111 4290.
""")

doc("en", "axum", "checkout-luggage-airport",
    "Check-out, luggage and airport transfers at Axumite Heritage Hotel", """
Check-out at Axumite Heritage Hotel is at 11:00 (5:00 in the morning, Ethiopian time). Late check-out until
15:00 (9:00 in the day, Ethiopian time) costs 1,200 birr. Late check-out until 18:00 (12:00 in the evening,
Ethiopian time) costs 2,100 birr for a Standard Double and 4,000 birr for the Family Suite. Late check-out
depends on availability, so please ask at reception by 22:00 the night before.
Luggage storage is free for hotel guests on the day of check-out and for up to 3 days if you come back to
stay with us again. Other visitors pay 60 birr per bag per day. Bags are kept in a locked room behind
reception; we do not store cash, passports or jewellery. Bicycles and other large items cost 150 birr per
day.
Axum airport is 6 km away along Airport Road. The free hotel shuttle for guests leaves the hotel at 06:15
and 12:45 every day (12:15 in the morning and 6:45 in the day, Ethiopian time). Outside these times, or for
visitors who are not staying with us, a private transfer costs 450 birr per car. Please be at the airport
at least 1 hour before a domestic flight. Airport pick-ups must be booked 24 hours ahead with your flight
number. Reception: +251 34 775 2081.
""")

# ---------------------------------------------------------------- Amharic
doc("am", "bahir-dar", "lake-tana-boat-trips",
    "ከሌክ ጣና ሾር ሪዞርት የጣና ሐይቅ የጀልባ ጉዞ", """
ሌክ ጣና ሾር ሪዞርት በሐይቁ ዳርቻ መንገድ ላይ ከአትክልቱ ሥር ካለው የጀልባ ማቆሚያ የራሱን ጀልባዎች ያንቀሳቅሳል።
የግማሽ ቀን ጉዞው በዘጌ ባሕረ ገብ መሬት የሚገኙትን ኡራ ኪዳነ ምሕረትንና አዝዋ ማርያምን ገዳማት ይጎበኛል። በ07:30
(ከጠዋቱ 1:30 በኢትዮጵያ አቆጣጠር) ተነሥቶ ወደ 12:30 አካባቢ ይመለሳል። የሙሉ ቀን ጉዞው ክብራን ገብርኤልንና
ናርጋ ሥላሴን ይጨምራል፤ በ07:00 (ከጠዋቱ 1:00 በኢትዮጵያ አቆጣጠር) ተነሥቶ እስከ 17:00 (ከቀኑ 11:00 በኢትዮጵያ
አቆጣጠር) ይመለሳል።
የግማሽ ቀን ጉዞ ዋጋ ለአንድ ሰው፦ ለአዋቂ 1,450 ብር፣ ከ4 እስከ 11 ዓመት ለሆኑ ልጆች 700 ብር፤ ከ4 ዓመት በታች
ያሉ ልጆች በነፃ ይጓዛሉ። የሙሉ ቀን ጉዞ ለአዋቂ 2,600 ብር፣ ለልጆች 1,250 ብር ሲሆን የታሸገ ምሳ ይጨምራል።
የገዳማት መግቢያ ክፍያ አልተካተተም፤ እያንዳንዱ ገዳም ለአንድ ጎብኚ 300 ብር ገደማ ያስከፍላል፤ ሴቶች ወደ ክብራን
ገብርኤል መግባት አይፈቀድላቸውም።
እስከ 8 ሰዎች የሚይዝ የግል ጀልባ ለግማሽ ቀን 9,000 ብር፣ ለሙሉ ቀን 15,500 ብር ያስከፍላል። ለሁሉም ሰው የሕይወት
አድን ጃኬት ይሰጣል። ነፋሱ ሲበረታ፣ ብዙውን ጊዜ ከ15:00 በኋላ፣ ጀልባዎች አይወጡም። ከጉዞው አንድ ቀን በፊት እስከ
20:00 (ከምሽቱ 2:00 በኢትዮጵያ አቆጣጠር) ድረስ በእንግዳ መቀበያ ይመዝገቡ፤ ወይም የጀልባ ዴስኩን በ+251 58 220 4417
ይደውሉ። የ90 ደቂቃ የፀሐይ መጥለቂያ ጉዞ ዓርብና ቅዳሜ በ17:30 ይነሣል፤ ዋጋው 850 ብር ነው።
""")

doc("am", "hawassa", "sidama-coffee-tour-fichee",
    "የሲዳማ ቡና እርሻ ጉብኝትና የፍቼ ጨምበላላ በዓል ከሲዳማ ጋርደን ሎጅ", """
ሲዳማ ጋርደን ሎጅ በሀዋሳ መናኸሪያ አካባቢ የሚገኝ ሲሆን ለእንግዶቹ ወደ ሲዳማ ቡና አምራች ቀበሌዎች ጉብኝት ያዘጋጃል።
የሙሉ ቀን የቡና እርሻ ጉብኝት ማክሰኞ፣ ሐሙስና ቅዳሜ ከጠዋቱ 1:30 (07:30) ተነሥቶ ከቀኑ 11 ሰዓት (17:00)
ይመለሳል። ዋጋው ለአዋቂ 2,300 ብር፣ ከ12 ዓመት በታች ለሆኑ ልጆች 1,100 ብር ሲሆን ምሳ፣ የቡና ቅምሻና የአርሶ
አደር ቤት ጉብኝትን ይጨምራል። የግማሽ ቀን ጉዞ ወደ ቡና ማጠቢያ ጣቢያ ብቻ ለአዋቂ 1,300 ብር ነው፤ ከጠዋቱ 3 ሰዓት
(09:00) ይነሣል።
ከኅዳር እስከ ጥር ባለው የለቀማ ወቅት ቀይ የቡና ፍሬ ሲለቀም ማየትና መሳተፍ ይቻላል። ምቹ ጫማና የዝናብ ልብስ ይያዙ፤
መንገዱ ጭቃ ሊሆን ይችላል።
በሎጁ ሱቅ የተቆላ የሲዳማ ቡና 1 ኪሎ በ900 ብር፣ ግማሽ ኪሎ በ480 ብር ይሸጣል። ቡናውን በሚፈልጉት መጠን ፈጭተን
እናሽግልዎታለን።
የሲዳማ አዲስ ዓመት የሆነው የፍቼ ጨምበላላ በዓል በዚህ ዓመት ሰኔ 8 ቀን 2019 ዓ.ም. (June 15, 2027) በሀዋሳ ጉዱማሌ
ሜዳ ይከበራል ተብሎ ይጠበቃል። በዚያ ቀን ሎጁ ከጠዋቱ 2 ሰዓት (08:00) ወደ ጉዱማሌ የሚሄድ ነፃ የእግር ጉዞ አጀብ
ያዘጋጃል። በበዓሉ ሳምንት ቢያንስ 2 ሌሊት መቆየት ያስፈልጋል። ለመመዝገብ ከጉዞው 24 ሰዓት በፊት +251 46 212 7734
ይደውሉ።
""")

doc("am", "addis-ababa", "piassa-weddings-events",
    "ሠርግና ልዩ ዝግጅቶች በፒያሳ ሄሪቴጅ ኢን", """
ፒያሳ ሄሪቴጅ ኢን ለሠርግ፣ ለልደት፣ ለምረቃና ለቤተሰብ ዝግጅቶች ሁለት ቦታዎች አሉት። የውስጥ አዳራሹ እስከ 100
እንግዶችን ይይዛል፤ የአትክልት ስፍራው እስከ 250 እንግዶችን ይይዛል።
የአዳራሹ ኪራይ ለግማሽ ቀን 25,000 ብር፣ ለሙሉ ቀን 40,000 ብር ነው። የአትክልት ስፍራው ለሙሉ ቀን 65,000 ብር
ያስከፍላል። ምግብ ለአንድ ሰው፦ የጾም ቡፌ 850 ብር፣ የፍስክ ቡፌ (ዶሮ ወጥ፣ ክትፎና ጥብስ) 1,150 ብር። ከ5 እስከ 12
ዓመት ያሉ ልጆች የቡፌውን ግማሽ ዋጋ ይከፍላሉ።
ኬክ ከውጭ ማምጣት ይቻላል፤ የመቁረጫና የማቅረቢያ ክፍያ 1,000 ብር ነው። መጠጥ ከውጭ ማምጣት አይፈቀድም።
ሙዚቃ በአትክልት ስፍራው እስከ ምሽቱ 4 ሰዓት (22:00) ብቻ ይፈቀዳል፤ በአዳራሹ ውስጥ ግን እስከ ለሊቱ 6 ሰዓት
(00:00) መቀጠል ይቻላል።
ቦታ ሲያስይዙ 40 በመቶ ቅድመ ክፍያ ይከፈላል፤ ቀሪው ዝግጅቱ 10 ቀን ሲቀረው ይጠናቀቃል። ዝግጅቱ ከ30 ቀን በፊት
ከተሰረዘ የቅድመ ክፍያው ግማሽ ይመለሳል፤ ከዚያ በኋላ ከተሰረዘ አይመለስም። ለሙሽሮቹ አንድ ሌሊት በዴሉክስ ኪንግ
ክፍል በነፃ ይሰጣል። ለመኪና ማቆሚያ 30 ቦታዎች አሉ።
በመስቀል በዓል ዕለት፣ መስከረም 17 ቀን 2020 ዓ.ም. (September 28, 2027)፣ የአትክልት ስፍራው ለሆቴሉ የደመራ
ዝግጅት ስለሚውል አይከራይም። ለቀጠሮ ከሰኞ እስከ ቅዳሜ +251 11 155 8820 ይደውሉ።
""")

doc("am", "gondar", "simien-mountains-trek",
    "ከሰሜን ጌት ሎጅ የሰሜን ተራሮች ጉዞ", """
ሰሜን ጌት ሎጅ በጎንደር አዘዞ መንገድ ላይ ይገኛል። ወደ ሰሜን ተራሮች ብሔራዊ ፓርክ የሚደረጉ ጉዞዎች በደባርቅ በኩል
ያልፋሉ፤ ደባርቅ ከጎንደር 100 ኪሎ ሜትር ገደማ ይርቃል።
የአንድ ቀን ጉዞ ወደ ሳንቃ በር ከለሊቱ 11 ሰዓት (05:00) ተነሥቶ ከምሽቱ 1 ሰዓት (19:00) ይመለሳል። ዋጋው እስከ
4 ሰው ለሚይዝ መኪና 9,500 ብር ነው። የ3 ቀን የእግር ጉዞ ድንኳን፣ ምግብ፣ በቅሎና ምግብ አብሳይን ጨምሮ ለብቻ ለሚጓዝ
ሰው 18,000 ብር ነው፤ 2 ወይም ከዚያ በላይ ሆነው ሲጓዙ ለአንድ ሰው 14,500 ብር ይሆናል።
የፓርክ መግቢያ በቀን ለውጭ ዜጎች 1,200 ብር፣ ለኢትዮጵያውያን 100 ብር ነው። የታጠቀ ስካውት ግዴታ ሲሆን በቀን 600
ብር ያስከፍላል፤ አስጎብኚ በቀን 1,000 ብር ነው።
በጉዞው ላይ ጭላዳ ዝንጀሮዎችን፣ ዋልያ አይቤክስንና ጺም አሞራን ማየት ይቻላል። በተራሮቹ ላይ ሌሊት ቅዝቃዜው እስከ 0
ዲግሪ ሊወርድ ስለሚችል ሞቃት ልብስ ይያዙ። ሎጁ ሞቃት ጃኬት በቀን 150 ብር፣ የመኝታ ከረጢት በቀን 200 ብር ያከራያል።
ከሰኔ እስከ ነሐሴ ባለው የክረምት ወቅት መንገዱ ስለሚያዳልጥ የ3 ቀኑ ጉዞ አይካሄድም። ጉዞውን ቢያንስ 2 ቀን ቀደም
ብለው በ+251 58 114 6602 ያስይዙ።
""")

doc("am", "bahir-dar", "palm-inn-laundry",
    "የልብስ እጥበት አገልግሎት በባሕር ዳር ፓልም ኢን", """
ባሕር ዳር ፓልም ኢን ለእንግዶቹ የልብስ እጥበትና የመተኮስ አገልግሎት ይሰጣል። ልብስዎን ከጠዋቱ 3 ሰዓት (09:00) በፊት
ለክፍል አገልጋይ ወይም ለእንግዳ መቀበያ ከሰጡ በዚያው ቀን ከምሽቱ 12 ሰዓት (18:00) ይመለስልዎታል። ከ09:00 በኋላ
የተሰጠ ልብስ በሚቀጥለው ቀን እኩለ ቀን ላይ ይመለሳል።
መደበኛ ዋጋ በአንድ ቁራጭ፦ ሸሚዝ 60 ብር፣ ሱሪ 80 ብር፣ ቀሚስ 90 ብር፣ ካልሲ ወይም የውስጥ ልብስ 25 ብር። ሙሉ ልብስ
(ሱፍ) በደረቅ እጥበት 320 ብር ነው። የሀበሻ ቀሚስና ነጠላ በእጅ ብቻ ይታጠባሉ፤ ዋጋው 250 ብር ነው። መተኮስ ብቻ ለሸሚዝ
35 ብር ነው።
አስቸኳይ አገልግሎት ልብሱን በ4 ሰዓት ውስጥ ይመልሳል፤ ዋጋው እጥፍ ነው፤ ለምሳሌ ሸሚዝ 120 ብር፣ ሱፍ 640 ብር።
በሁለተኛ ፎቅ ራስዎ የሚጠቀሙበት ማጠቢያ ማሽን አለ፤ አንድ ዙር ማጠብ 150 ብር፣ ማድረቅ 100 ብር ነው፤ ሳሙና
በነፃ ይሰጣል። ማሽኑ ከጠዋቱ 1 ሰዓት (07:00) እስከ ምሽቱ 4 ሰዓት (22:00) ክፍት ነው።
እሁድ ደረቅ እጥበት አይሰራም፤ መደበኛ እጥበት ግን ይሰራል። የጠፋ ወይም የተበላሸ ልብስ ካለ ካሳው ከአንድ ቁራጭ
የእጥበት ዋጋ 10 እጥፍ አይበልጥም። ለጥያቄ ከክፍልዎ 0 ይደውሉ ወይም +251 58 226 3315 ይደውሉ።
""")

doc("am", "adama", "awash-valley-pool-sodere",
    "የመዋኛ ገንዳና የሶደሬ ፍል ውሃ ጉዞ በአዋሽ ቫሊ ሪዞርት", """
የአዋሽ ቫሊ ሪዞርት መዋኛ ገንዳ በአዳማ ቦሌ አካባቢ ሲሆን ከጠዋቱ 1 ሰዓት (07:00) እስከ ምሽቱ 2 ሰዓት (20:00) ክፍት
ነው። ለሪዞርቱ እንግዶች ነፃ ነው። ከውጭ ለሚመጡ ሰዎች በሳምንቱ ቀናት ለአዋቂ 400 ብር፣ ለልጅ 200 ብር፤ ቅዳሜና
እሁድ እንዲሁም በበዓላት ለአዋቂ 550 ብር፣ ለልጅ 275 ብር ነው። ከ10 ዓመት በታች ያሉ ልጆች ከአዋቂ ጋር ብቻ ይዋኛሉ።
ሰኞ ጠዋት ከ07:00 እስከ 11:00 ገንዳው ለጽዳት ዝግ ነው። የመዋኛ ልብስ በሪዞርቱ ሱቅ ይሸጣል፤ ፎጣ በ50 ብር ይከራያል።
የሶደሬ ፍል ውሃ ከአዳማ 25 ኪሎ ሜትር ይርቃል። ሪዞርቱ ቅዳሜና እሁድ ከጠዋቱ 3 ሰዓት (09:00) ሚኒባስ ያንቀሳቅሳል፤
ሚኒባሱ ከሶደሬ ከቀኑ 10 ሰዓት (16:00) ይመለሳል። ደርሶ መልስ ለአንድ ሰው 350 ብር ነው፤ የሶደሬ መግቢያ ለብቻ
ይከፈላል። እስከ 4 ሰው የሚይዝ የግል መኪና በማንኛውም ቀን 2,200 ብር ያስከፍላል።
በሶደሬ በአዋሽ ወንዝ ዳር ጉማሬና አዞ ሊኖር ስለሚችል ከወንዙ ይራቁ። ውሃ፣ ኮፍያና የፀሐይ መከላከያ ቅባት ይያዙ።
ለምዝገባ አርብ ከምሽቱ 12 ሰዓት (18:00) በፊት +251 22 111 8093 ይደውሉ።
""")

doc("am", "axum", "hidar-tsion-festival",
    "የኅዳር ጽዮን በዓል በአክሱም፦ በንግሥተ ሳባ ኢን ማረፊያ", """
የኅዳር ጽዮን (የማርያም ጽዮን) በዓል በየዓመቱ ኅዳር 21 ቀን በአክሱም ጽዮን ማርያም ቤተ ክርስቲያን ይከበራል።
በ2019 ዓ.ም. ኅዳር 21 ከNovember 30, 2026 ጋር ይገጥማል፤ በ2020 ዓ.ም. ግን ኅዳር 21 ከDecember 1, 2027 ጋር
ይገጥማል፤ ምክንያቱም ከዚያ በፊት ያለችው ጳጉሜ 6 ቀን አላት። ንግሥተ ሳባ ኢን በሼባ መንገድ ላይ ሲሆን
ከቤተ ክርስቲያኑ በእግር 15 ደቂቃ ይርቃል።
በበዓሉ ሰሞን ከኅዳር 18 እስከ 22 ቢያንስ 2 ሌሊት መቆየት ያስፈልጋል፤ ሲያስይዙ 50 በመቶ ቅድመ ክፍያ ይከፈላል።
የዋዜማው ማሕሌት ከምሽቱ 3 ሰዓት (21:00) ይጀምራል፤ የበዓሉ ቅዳሴ ከለሊቱ 9 ሰዓት (03:00) ይጀምራል፤ ታቦቱ ከጠዋቱ
3 ሰዓት (09:00) አካባቢ ይወጣል።
ሴቶች ወደ አሮጌው የጽዮን ቤተ ክርስቲያን መግባት አይፈቀድላቸውም፤ አዲሱ ቤተ ክርስቲያን ግን ለሁሉም ክፍት ነው።
ሆቴሉ ነጭ ነጠላ በ450 ብር ይሸጣል። በበዓሉ ቀን ቁርስ ከጠዋቱ 12 ሰዓት (06:00) ጀምሮ ይቀርባል። ከአክሱም
አውሮፕላን ማረፊያ ለእንግዶች የሚደረገው ማመላለሻ በነፃ ነው፤ እንግዳ ላልሆኑ 400 ብር ነው።
ለምዝገባ +251 34 775 1290 ይደውሉ።
""")

doc("am", "addis-ababa", "bole-skyline-airport-money",
    "የአውሮፕላን ማረፊያ ትራንስፖርትና የገንዘብ ምንዛሪ በቦሌ ስካይላይን ሆቴል", """
ቦሌ ስካይላይን ሆቴል ከቦሌ ዓለም አቀፍ አውሮፕላን ማረፊያ 3 ኪሎ ሜትር ይርቃል። ለሆቴሉ እንግዶች ሚኒባሱ በየ30
ደቂቃው ከጠዋቱ 12 ሰዓት (06:00) እስከ ለሊቱ 6 ሰዓት (00:00) በነፃ ያመላልሳል። ከ00:00 እስከ 06:00 ባለው
ጊዜ ለእንግዶች የግል መኪና በ350 ብር ይቀርባል። እንግዳ ላልሆኑ ሰዎች አንድ ጉዞ 500 ብር ነው።
ሌሊት የሚደርሱ ከሆነ የበረራ ቁጥርዎን ቢያንስ 12 ሰዓት ቀደም ብለው ይላኩ፤ ሹፌሩ የሆቴሉን ስም የያዘ ወረቀት ይዞ
በተርሚናል 2 መውጫ ይጠብቅዎታል።
የገንዘብ ምንዛሪ፦ በሆቴሉ ሎቢ ያለው የባንክ ቅርንጫፍ ከሰኞ እስከ ቅዳሜ ከጠዋቱ 2:30 (08:30) እስከ ከቀኑ 11 ሰዓት
(17:00) ክፍት ነው፤ እሁድ ዝግ ነው። ዶላር፣ ዩሮና ፓውንድ ይመነዝራል፤ ፓስፖርት ያስፈልጋል። በሎቢው ያለው ኤቲኤም
24 ሰዓት ይሰራል፤ በአንድ ጊዜ ቢበዛ 10,000 ብር ማውጣት ይቻላል።
የሆቴል ሂሳብ በጥሬ ገንዘብ፣ በቴሌብር ወይም በካርድ መክፈል ይቻላል፤ በውጭ ካርድ ሲከፍሉ 3 በመቶ ተጨማሪ ክፍያ አለ።
የኢትዮ ቴሌኮም ሲም ካርድ በእንግዳ መቀበያ በ100 ብር ይሸጣል። ለእንግዳ መቀበያ ከክፍልዎ 0 ይደውሉ ወይም
+251 11 667 4520 ይደውሉ።
""")

# ---------------------------------------------------------------- Afaan Oromo
doc("om", "arba-minch", "nech-sar-and-crocodiles",
    "Paarkii Biyyoolessaa Nech Sar fi gabaa naachaa", """
Abaya Chamo Resort, kan Sikela keessatti argamu, imala Paarkii Biyyoolessaa Nech Sar, dirree bal'aa Haroo
Abaayaa fi Haroo Caamoo gidduu jiru, ni qindeessa. Kaffaltiin seensa paarkii karra Burqaa Afurtamaa
bira jiru irratti kaffalama: daawwattoota biyya alaatiif guyyaatti qarshii 600, lammiilee Itoophiyaatiif
qarshii 120, akkasumas konkolaataa tokkoof qarshii 50 dabalataan. Eegduun paarkii dirqama; garee tokkoof
qarshii 400 kaffalama.
Imalli konkolaataa humna guddaa qabuun godhamu ganama sa'aatii 06:30 (sa'aatii 12:30 ganama, lakkoofsa
Itoophiyaatiin) ka'ee sa'aatii 12:00 (sa'aatii 6:00 guyyaa, lakkoofsa Itoophiyaatiin) deebi'a. Gatiin
konkolaataa hanga namoota 4tiif qarshii 5,800, namoota 5 hanga 7tiif immoo qarshii 7,200 dha. Dirree
Nech Sar irratti harreewwan diidaa, qorxxee Swayne fi sidaa xixiqqoo argachuu dandeessu.
Imalli doonii Haroo Caamoo irratti gara gabaa naachaa, bakka naachonni gurguddoon qarqara irra ciisan,
sa'aatii 2 fudhata. Doonichi sa'aatii 08:00 fi 14:30 (sa'aatii 2:00 ganama fi sa'aatii 8:30 guyyaa,
lakkoofsa Itoophiyaatiin) ka'a. Gatiin nama guddaa tokkoof qarshii 1,100, daa'ima waggaa 12 gadiitiif
qarshii 550 dha. Harka kee doonii keessatti qabadhu.
Koofiyaa, bishaan dhugaatii fi surree dheeraa tsetse irraa of eeguuf qabadhaa. Deeskiin imalaa sa'aatii
07:00 hanga 21:00 banaa dha; +251 46 881 3090 bilbilaa. Imalli guyyaa tokko dura sa'aatii 18:00 dura haqame
guutummaatti deebi'a.
""")

doc("om", "adama", "irreecha-trip-bishoftu",
    "Ayyaana Irreechaa: imala Nazret Garden Hotel irraa gara Bishooftuu", """
Irreechi Hora Harsadii, kan magaalaa Bishooftuu keessatti kabajamu, bara kana Dilbata, Onkoloolessa 3,
2027 (Meskerem 22, 2020 lakkoofsa Itoophiyaatiin) kabajama. Irreechi Hora Finfinnee immoo guyyaa tokko
dura, Sanbata Onkoloolessa 2, 2027 (Meskerem 21, 2020) kabajama.
Nazret Garden Hotel, kan naannoo Franko Adaamaa keessa jiru, Dilbata ayyaanaa sanaaf gara Bishooftuu
(kiiloomeetira 55 tahu) otobiisii qopheessa. Otobiisichi ganama sa'aatii 05:00 (sa'aatii 11:00 halkanii,
lakkoofsa Itoophiyaatiin) ka'ee, Bishooftuu irraa sa'aatii 15:00 (sa'aatii 9:00 guyyaa) deebi'a.
Gatiin otobiisii deemee deebi'uu: nama guddaa tokkoof qarshii 650, daa'imman waggaa 12 gadiitiif qarshii
300. Ciree qophaa'e qarshii 180 dabalataan ajajamuu danda'a. Konkolaataa dhuunfaa hanga namoota 4 qarshii
3,500 kireeffachuun ni danda'ama.
Hoteelli uffata aadaa Oromoo guyyaatti qarshii 400 kireessa; qarshii 1,000 qabsiisaa (deposit) ta'ee
deebi'u ni gaafatama. Daraaraa fi marga jiidhaa qabadhaa; bakka hora irratti namni baay'ee waan ta'uuf
daa'imman harka keessan irraa hin gadhiisinaa.
Galmeen Jimaata Onkoloolessa 1, 2027 galgala sa'aatii 18:00 xumurama. Torban ayyaanaa keessa halkan 2
gadi turuun hin danda'amu. Bilbila: +251 22 111 2047.
""")

doc("om", "adama", "rift-valley-gym-sports",
    "Giddugala qaama jabeessuu fi ispoortii Rift Valley Conference Hotel", """
Giddugalli qaama jabeessuu Rift Valley Conference Hotel, kan naannoo Dabe Adaamaa keessa jiru, darbii
lammaffaa irratti argama. Keessummoota hoteelichaatiif tajaajilli kun bilisa. Namoota alaa dhufaniif:
guyyaa tokkoof qarshii 250, ji'a tokkoof qarshii 2,800, ji'a 3f qarshii 7,500. Barattoonni waraqaa
eenyummaa barataa qaban ji'aaf qarshii 1,900 kaffalu.
Sa'aatii hojii: Wiixata hanga Sanbataatti ganama 05:30 (sa'aatii 11:30 halkanii, lakkoofsa
Itoophiyaatiin) hanga galgala 22:00 (sa'aatii 4:00 halkanii); Dilbata ganama 07:00 hanga 13:00 (sa'aatii
1:00 ganama hanga sa'aatii 7:00 guyyaa).
Leenjisaan dhuunfaa sa'aatii tokkoof qarshii 600, paakeejiin sesshinii 10 qarshii 5,000 dha. Leenjiin
aerobics Wiixata, Roobii fi Jimaata galgala sa'aatii 18:30 kennama; keessummootaaf bilisa, namoota
alaatiif qarshii 150.
Dirree tennisii tokkotu jira: sa'aatii tokkoof qarshii 300; raakeetii kireeffachuun qarshii 100. Ifni
halkanii sa'aatii 19:00 booda qarshii 120 dabalataan kaffalchiisa.
Daa'imman waggaa 16 gadii giddugala qaama jabeessuu seenuu hin danda'an. Kophee ispoortii qulqulluu fi
foojii (towel) qabaachuun dirqama. Bilbila: +251 22 112 6630.
""")

doc("om", "dire-dawa", "sabian-health-doctor",
    "Fayyaa fi tajaajila yaalaa Sabian Garden Hotel", """
Sabian Garden Hotel, naannoo Saabiyaan Dirree Dhawaa keessatti argama. Dirreen Dhawaa magaalaa ho'aa waan
taateef, keessummoonni keenya fayyaa isaanii akka eeggatan gorfamu.
Doktarri hoteelicha waliin hojjetu kutaa keessanitti dhufuu danda'a. Guyyaa, sa'aatii 08:00 hanga 20:00
(sa'aatii 2:00 ganama hanga sa'aatii 2:00 galgalaa, lakkoofsa Itoophiyaatiin), gatiin qarshii 1,500 dha;
halkan, sa'aatii 20:00 booda, qarshii 2,400 dha. Narsiin reeseppishinii bira jirtu Wiixata hanga Jimaataatti
sa'aatii 08:00 hanga 17:00 hojjetti; tajaajilli ishee bilisa.
Faarmaasiin hoteelicha keessa hin jiru; faarmaasiin sa'aatii 24 banaa ta'e meetira 300 irratti argama.
Hospitaalli Dil Chora kiiloomeetira 3 fagaata; hoteelli konkolaataa gara hospitaalaatti qarshii 200f
geessa.
Kutaa tokkoof guyyaatti qaruuraa bishaanii 2 bilisaan kennama; qaruuraan dabalataa qarshii 40 dha. Ho'i
cimaan sa'aatii 12:00 hanga 16:00 waan jiruuf, yeroo sanatti aduu jala hin deeminaa. Saaphanni bookee
(mosquito net) siree hunda irra jira.
Ilaalchisee qoricha dhuunfaa: qorichi qabbanaawaa barbaadu firiijii reeseppishinii keessa bilisaan
kaa'amuu danda'a. Lakkoofsa ariifachiisaa: +251 25 411 3380.
""")

doc("om", "hawassa", "tabor-hill-bikes-fish-market",
    "Biskileetii, gabaa qurxummii fi Amora Gedel Hawaasaa", """
Tabor Hill Hotel, gaara Taabor Hawaasaa irratti argamu, keessummootaaf biskileetii kireessa. Biskileetiin
namoota gurguddoo sa'aatii tokkoof qarshii 120, guyyaa guutuuf qarshii 550 dha; biskileetiin daa'immanii
sa'aatii tokkoof qarshii 70 dha. Heelmeetiin bilisa. Qabsiisaa (deposit) qarshii 1,000 kaffaltu, yeroo
biskileetii deebiftu siif deebi'a.
Gabaan qurxummii qarqara Haroo Hawaasaa, bakka Amora Gedel jedhamu, ganama sa'aatii 06:30 hanga 09:00
(sa'aatii 12:30 hanga 3:00 ganama, lakkoofsa Itoophiyaatiin) baay'ee jabaata. Achitti qurxummii tilaappiyaa
haaraa akka siif waadan gochuun ni danda'ama; saanii tokko qarshii 180 dha.
Seensi paarkii Amora Gedel lammiilee Itoophiyaatiif qarshii 30, daawwattoota biyya alaatiif qarshii 100 dha.
Jaldeessota colobus fi simbirroota hedduu argachuu dandeessu. Jaldeessota nyaata hin kenninaa.
Bidiruun (boat) Haroo Hawaasaa irratti hanga namoota 6: daqiiqaa 30f qarshii 400, sa'aatii tokkoof qarshii
700 dha. Imalli bidiruu sa'aatii 18:00 booda hin jiru.
Gaara Taabor ol ba'uun daqiiqaa 40 fudhata; ganama sa'aatii 06:00 dura akka hin deemne gorfamtu. Bilbila
reeseppishinii: +251 46 221 9044.
""")

doc("om", "arba-minch", "dorze-village-tour",
    "Imala ganda Doorzee Forty Springs Lodge irraa", """
Gandi Doorzee gaarren Gughee irratti, Forty Springs Lodge irraa kiiloomeetira 30 fagaata; daandiin isaa
gaara ol ba'a. Imalli ganama sa'aatii 08:00 (sa'aatii 2:00 ganama, lakkoofsa Itoophiyaatiin) ka'ee sa'aatii
14:00 (sa'aatii 8:00 guyyaa) deebi'a.
Gatiin konkolaataa: konkolaataa xiqqaa hanga namoota 3: qarshii 3,900; minibaasii namoota 4 hanga 10:
qarshii 6,300. Kaffaltiin seensa gandaa fi qajeelchaa naannoo nama guddaa tokkoof qarshii 350, daa'imman
waggaa 12 gadiitiif qarshii 150 dha.
Achitti manneen Doorzee mataa arbaa fakkaatan, hodhaa huccuu aadaa fi akkaataa qocaan (kocho) itti
qophaa'u ilaaltu. Laaqanni qocaa, dhadhaa fi daadhii damma maatii Doorzee biratti qarshii 450 dha; nyaata
soomaa gaafachuun ni danda'ama.
Huccuuwwan hodhaman achumaan bitamu: shaashiin xiqqaan qarshii 600 irraa, gabbiin guddaan qarshii 1,500
irraa ka'a.
Gabaan Doorzee guyyaa Dilbataa fi Kamisaa ni jira. Qabbanaa'aa waan ta'eef kofoo ho'aa qabadhaa. Galmeen
guyyaa tokko dura sa'aatii 20:00 dura godhamuu qaba. Bilbila: +251 46 881 7765.
""")

doc("om", "addis-ababa", "sarbet-cooking-class",
    "Barnoota nyaata aadaa bilcheessuu Sarbet Garden Hotel", """
Sarbet Garden Hotel, naannoo Sarbeet Finfinnee keessatti, barnoota nyaata aadaa Itoophiyaa bilcheessuu
kenna. Barnoonni ganama Kibxata, Kamisa fi Sanbata sa'aatii 10:00 hanga 13:00 (sa'aatii 4:00 ganama hanga
sa'aatii 7:00 guyyaa, lakkoofsa Itoophiyaatiin) kennama. Barattoonni buddeena (injera) tolchuu, doro wat fi
shiroo bilcheessuu barattu, booda waliin nyaattu.
Gatiin nama tokkoof qarshii 1,600 dha; gareen namoota 4 ykn isaa ol nama tokkoof qarshii 1,300 kaffala.
Daa'imman waggaa 8 hanga 14 qarshii 800 kaffalu; daa'imman waggaa 8 gadii hin fudhatamani.
Barnoonni galgalaa Jimaata sa'aatii 17:00 (sa'aatii 11:00 guyyaa) jalqaba; irbaata fi sirna bunaa of
keessaa qaba, gatiin isaa nama tokkoof qarshii 1,900 dha.
Guyyoota soomaa, Roobii fi Jimaata, nyaanni foon hin qabne qofti barsiifama; kanaaf barnoonni galgalaa
Jimaataa nyaata soomaa qofa. Kutaan tokko hanga namoota 10 fudhata.
Galmeen sa'aatii 24 dura godhamuu qaba. Barnoota sa'aatii 12 dura haquun kaffaltii guutuu deebisa; sana
booda walakkaan qofti deebi'a. Bilbila: +251 11 371 4455.
""")

doc("om", "dire-dawa", "kafira-market-shopping",
    "Gabaa Kafiraa fi meeshaa bituu Dechatu Riverside Hotel irraa", """
Dechatu Riverside Hotel laga Dachaatuu bira, naannoo Dirree Dhawaa keessatti argama. Gabaan Kafiraa,
gabaan guddaan magaalattii, hoteelicha irraa kiiloomeetira 2 qofa fagaata. Gabaan kun guyyaa hunda
sa'aatii 07:00 hanga 19:00 (sa'aatii 1:00 ganama hanga sa'aatii 1:00 galgalaa, lakkoofsa
Itoophiyaatiin) banaa dha.
Konkolaataan hoteelichaa keessummootaaf bilisaan sa'aatii 09:00 fi 15:00 gara gabaatti geessa, sa'aatii
11:30 fi 17:30 immoo deebisa. Baajaajiin waliin qooddatamu nama tokkoof qarshii 30, kan qofaa
kireeffatamu immoo qarshii 150 dha.
Gabaa keessatti huccuu, shittoo, qorichoota aadaa, mi'eessituu fi meeshaalee elektirooniksii Jibuutii irraa
dhufan argattu. Gatii irratti waliin dubbachuun (bargaining) aadaa dha; gatii jalqabaa walakkaa irraa
jalqabaa.
Baankiin hoteelicha keessa jiru Wiixata hanga Sanbataatti sa'aatii 08:00 hanga 16:00 doolaara jijjiira;
ATM sa'aatii 24 hojjeta, yeroo tokkotti hanga qarshii 8,000 baasuu dandeessa.
Mi'eessituu fi meeshaalee jabaa galmeef hoteelli bilisaan kaa'a. Kiisii keessan eeggadhaa; gabaa keessa
hiriyaa waliin deemuu filadhaa. Bilbila reeseppishinii: +251 25 412 0077.
""")

# ---------------------------------------------------------------- Tigrinya
doc("ti", "axum", "hidar-tsion-festival",
    "በዓል ሕዳር ጽዮን ኣብ ኣኽሱም፡ ኣብ ንግስቲ ሳባ ኢን ምዕራፍ", """
በዓል ሕዳር ጽዮን (ማርያም ጽዮን) ኣብ ነፍሲ ወከፍ ዓመት ሕዳር 21 ኣብ ቤተ ክርስትያን ጽዮን ማርያም ኣኽሱም
ይኽበር። ብ2019 ዓ.ም. ሕዳር 21 ምስ November 30, 2026 ይገጥም፤ ብ2020 ዓ.ም. ግን ሕዳር 21 ምስ December 1,
2027 ይገጥም፤ ምኽንያቱ እታ ቅድሚኡ ዘላ ጳጉሜ 6 መዓልቲ ስለ ዘለዋ እዩ። ንግስቲ ሳባ ኢን ኣብ መንገዲ ሳባ ኮይኑ
ካብ ቤተ ክርስትያን ብእግሪ 15 ደቒቕ ይርሕቕ።
ኣብ ግዜ በዓል ካብ ሕዳር 18 ክሳብ 22 እንተወሓደ 2 ለይቲ ምጽናሕ የድሊ፤ ክትሕዙ ከለኹም 50 ሚእታዊ ቅድመ
ክፍሊት ይኽፈል።
ማሕሌት ዋዜማ ምሸት ሰዓት 3 (21:00) ይጅምር፤ ቅዳሴ በዓል ለይቲ ሰዓት 9 (03:00) ይጅምር፤ ታቦት ንግሆ ሰዓት 3
(09:00) ኣቢሉ ይወጽእ።
ደቂ ኣንስትዮ ናብ ኣረጊት ቤተ ክርስትያን ጽዮን ክኣትዋ ኣይፍቀደለንን፤ ሓዳሽ ቤተ ክርስትያን ግን ንኹሉ ክፉት
እዩ። እቲ ሆቴል ጻዕዳ ነጸላ ብ450 ብር ይሸይጥ። ኣብ መዓልቲ በዓል ቁርሲ ካብ ንግሆ ሰዓት 12 (06:00) ጀሚሩ
ይቐርብ። ካብ መዕርፎ ነፈርቲ ኣኽሱም ንጋሻ መጓዓዝያ ብነጻ እዩ፤ ጋሻ ዘይኮኑ 400 ብር ይኸፍሉ።
ንምምዝጋብ +251 34 775 1290 ደውሉ።
""")

doc("ti", "mekelle", "ashenda-and-house-rules",
    "በዓል ኣሸንዳን ስርዓት ገዛን ኣብ እንዳ ኢየሱስ ሂል ሆቴል", """
እንዳ ኢየሱስ ሂል ሆቴል ኣብ ቀዳማይ ወያነ መቐለ ይርከብ። በዓል ኣሸንዳ ኣብ ነፍሲ ወከፍ ዓመት ነሓሰ 16 ይጅምር፤ ብ2019
ዓ.ም. ነሓሰ 16 ምስ Sunday, August 22, 2027 ይገጥም። ኣዋልድ ብጉጅለ ተሰሪዐን ኣብ ጎደናታት መቐለ ይዝምራ፤
እቲ ዝዓበየ ምርኢት ኣብ ሮማናት ኣደባባይ ካብ ቀትሪ ሰዓት 8 (14:00) ይጅምር።
ኣብ ሰሙን ኣሸንዳ ካብ ነሓሰ 14 ክሳብ 18 እንተወሓደ 3 ለይቲ ምጽናሕ የድሊ። ሆቴልና ናይ ኣሸንዳ ክዳን ንጓል ቆልዓ
ብ350 ብር፣ ንዓባይ ሰብ ብ600 ብር የካርዩ።
ስርዓት ገዛ፦ ካብ ምሸት ሰዓት 4 (22:00) ክሳብ ንግሆ ሰዓት 1 (07:00) ጸጥታ ክሕሎ ኣለዎ። ኣጋይሽ ናይ ደገ ኣብ
ክፍሊ ክሳብ ምሸት ሰዓት 3 (21:00) ጥራይ ክጸንሑ ይኽእሉ፤ መንነት ወረቐት ኣብ መቐበሊ ጋሻ ክገድፉ ኣለዎም። ኣብ
ክፍሊ ትኪ ምትካኽ ክልኩል እዩ፤ ዝጠሓሰ 3,000 ብር መቕጻዕቲ ይኸፍል።
ዝተሰብረ ኣቕሓ ብዋጋኡ ይኽፈል። ካርድ ክፍሊ እንተጠፊኡ 200 ብር ይኽፈል። ናይ መኪና መዕሸጊ ንጋሻ ብነጻ እዩ።
ንሓበሬታ +251 34 440 5162 ደውሉ።
""")

doc("ti", "mekelle", "gheralta-churches-trip",
    "ካብ ሃወልቲ ፕላዛ ሆቴል ናብ ኣብያተ ክርስትያን ገርዓልታ", """
ሃወልቲ ፕላዛ ሆቴል ኣብ ሃወልቲ መቐለ ይርከብ። ካብኡ ናብ ኣብያተ ክርስትያን ገርዓልታ ዝተፈሓሩ ብመዓልቲ ጉዕዞ
ነዳሉ። እቲ ቦታ ካብ መቐለ 100 ኪሎ ሜትር ኣቢሉ ይርሕቕ፤ ጉዕዞ ብመኪና 2 ሰዓትን ፈረቓን ይወስድ።
ጉዕዞ ንግሆ ሰዓት 12 (06:00) ይብገስ፤ ምሸት ሰዓት 1 (19:00) ይምለስ። ዋጋ መኪና፦ ክሳብ 4 ሰብ ዝሕዝ መኪና
6,500 ብር፣ ክሳብ 7 ሰብ ዝሕዝ ሚኒባስ 8,800 ብር።
ናብ ኣቡነ የማታ ጉሕ ንምድያብ እቲ ጸዳፍ ዓቐብ 45 ደቒቕ ይወስድ፤ ገመድ ዘይብሉ ክፋል ስለ ዘሎ ንቖልዑ ትሕቲ 12
ዓመትን ብራዕዲ ቁመት ዝሳቐዩን ኣይምከርን። መእተዊ ቤተ ክርስትያን ኣቡነ የማታ ንወጻእተኛታት 500 ብር፣
ንኢትዮጵያውያን 100 ብር እዩ። ኣብ ታሕቲ ዝጸንሑ ሓለፍቲ መንገዲ (ሓገዝቲ) 300 ብር ይሓቱ።
ማርያም ቆርቆር'ውን ክትበጽሑ ትኽእሉ፤ ምድያቡ 1 ሰዓት ይወስድ። ምሳ ኣብ ሓውዜን 400 ብር ንሰብ ይኸውን።
ጫማ ዘይሰሓት፣ ማይን ኮፍያን ሓዙ። ንምምዝጋብ ሓደ መዓልቲ ኣቐዲምኩም +251 34 441 8826 ደውሉ።
""")


def main():
    for i, d in enumerate(D, 1):
        d["id"] = "d%02d" % i
    out = [{"id": d["id"], "lang": d["lang"], "url": d["url"], "product": "marefiya", "tenant": None,
            "title": d["title"], "text": d["text"]} for d in D]
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    for d in out:
        print(d["id"], d["lang"], len(d["text"].split()), d["url"])


if __name__ == "__main__":
    main()
