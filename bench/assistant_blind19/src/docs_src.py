#!/usr/bin/env python3
"""Builds ../documents.json (blind19 knowledge documents). Standard library only."""
import json, os

B = "https://example.et/"
D = []

def add(i, lang, url, title, text):
    D.append({"id": i, "lang": lang, "url": B + url, "product": "marefiya", "tenant": None,
              "title": title, "text": " ".join(text.split())})

# ---------- English ----------
add("d01", "en", "arba-minch/lake-chamo-boat-trips", "Lake Chamo boat trips from Abaya Chamo Resort",
"""Abaya Chamo Resort in Arba Minch runs two boat trips on Lake Chamo. The Crocodile Market trip goes to the sandbank
where large Nile crocodiles rest in the sun. It leaves the resort jetty at 07:30 (1:30 in the morning, Ethiopian time)
and lasts 2.5 hours. The price is 1,450 birr per adult and 700 birr per child aged 6 to 12; children under 6 ride free
on a parent's lap. The second trip is the Nech Sar Sunset boat, which follows the eastern shore below Nech Sar National
Park to watch hippos and fish eagles. It leaves at 16:00 (10:00 in the afternoon, Ethiopian time), lasts 90 minutes
and costs 1,800 birr per person, with no child price. Each boat carries at most 8 guests, and life jackets are
compulsory. The Nech Sar park entry fee is not included in either trip. Book at the activity desk by 20:00 the evening
before; the desk phone is +251 46 881 2207. Trips are cancelled when wind is strong, and the full amount is refunded.
Bring a hat, sunscreen and binoculars; a small cool box with water is provided on board.""")

add("d02", "en", "lalibela/church-guides-and-mule-trek", "Lalibela church guides and the Asheten Maryam mule trek",
"""Rock-Hewn Heritage Lodge in Lalibela arranges licensed guides for the rock-hewn churches. A half-day guided visit of
the Northern cluster, including Bete Medhane Alem and Bete Maryam, costs 1,200 birr for a group of up to 4 people and
1,800 birr for a group of 5 to 10 people. The guide fee does not include the church entry ticket, which is bought at the
ticket office near the Northern cluster and is valid for 5 days. Bete Giyorgis, the cross-shaped church, is visited
on its own short walk of about 40 minutes with the same guide. The lodge also books the mule trek to Asheten Maryam
monastery, at 3,150 metres. The climb takes about 4 hours up and down; a mule costs 900 birr per person and the
mule handler expects a tip. Treks start at 06:30 (12:30 at night, Ethiopian time) to avoid the midday heat. Wear shoes
you can remove easily, as shoes are left at the door of every church. Call the lodge guide desk on +251 33 336 0419
to reserve a guide at least one day ahead.""")

add("d03", "en", "bahir-dar/transfers-and-blue-nile-falls", "Papyrus Garden Hotel transfers and Blue Nile Falls trip",
"""Papyrus Garden Hotel in Bahir Dar offers airport transfers from Bahir Dar airport, about 8 km from the hotel. A small
car for up to 3 guests costs 600 birr each way; a minibus for 4 to 10 guests costs 1,100 birr each way. The drive takes
about 20 minutes. Please send your flight number to reception two days before arrival. The hotel also runs a day trip
to the Blue Nile Falls at Tis Abay, 32 km south-east of the city. The car leaves at 08:00 (2:00 in the morning,
Ethiopian time) and returns by 13:00, so the trip lasts about 5 hours. The falls entry fee is 300 birr per person and is
paid at the gate; the car costs 2,400 birr for the whole group of up to 4 people. The walk from the village to the
viewpoint takes 30 minutes each way and crosses the old Portuguese bridge. Water flow is strongest from August to
October. Guests who want a local boat across the river pay the boatman 100 birr each way.""")

add("d04", "en", "gondar/timkat-at-fasil-castle-view", "Timkat in Gondar: Fasil Castle View Hotel arrangements",
"""Timkat, the Ethiopian Epiphany, is celebrated in Gondar on 19 January 2027, which is Tir 11, 2019 in the Ethiopian
calendar. The eve, called Ketera, falls on 18 January (Tir 10), when the tabots are carried to Fasilides' Bath.
During the festival period, from 17 to 21 January, Fasil Castle View Hotel requires a minimum stay of 3 nights, and
room rates carry a festival surcharge of 25 percent. On Timkat morning the hotel shuttle leaves for Fasilides' Bath at
05:30 (11:30 at night, Ethiopian time) and comes back at 11:00. The shuttle is free for hotel guests, but seats must be
reserved at reception by 18:00 on 18 January. A packed breakfast box costs 350 birr. The bath is about 2 km from the
hotel; walking takes 25 minutes. Festival bookings can be cancelled free of charge only until 31 December; after that
the first night is charged. White clothing (netela or gabi) is welcome, and the reception can lend a netela for the
day against a 500 birr deposit.""")

add("d05", "en", "hawassa/lake-hawassa-spa-menu", "Lake Hawassa Resort & Spa treatment menu",
"""The spa at Lake Hawassa Resort & Spa is open daily from 09:00 to 21:00. Treatments are booked at the spa reception
or by calling extension 440. Swedish massage costs 1,300 birr for 30 minutes and 2,000 birr for 60 minutes. Hot stone
massage costs 2,600 birr for 60 minutes and 3,400 birr for 90 minutes. The Ethiopian coffee body scrub, made with
roasted Sidama coffee and honey, lasts 60 minutes and costs 2,200 birr. The facial with aloe and shea butter lasts 45
minutes and costs 1,700 birr. From Monday to Thursday hotel guests get 15 percent off any treatment booked before noon.
The steam room and sauna are free for hotel guests; visitors pay 400 birr. Guests under 16 may not use the sauna.
Please arrive 15 minutes before your treatment, and cancel at least 4 hours ahead to avoid being charged half the
price. Couples can book the hot stone massage side by side in the lake-view room for an extra 500 birr per couple.""")

add("d06", "en", "axum/stelae-museum-and-bikes", "Axum stelae, museum hours and bikes at Queen of Sheba Inn",
"""Queen of Sheba Inn in Axum is a 10-minute walk from the Northern Stelae Field. The combined ticket for the stelae
field and the archaeological museum costs 200 birr for Ethiopian citizens and 600 birr for foreign visitors. The museum
is open from 08:00 to 17:30 (2:00 in the morning to 11:30 in the afternoon, Ethiopian time), and it closes for lunch
from 12:00 to 13:00. The inn rents bicycles: 250 birr for a half day and 400 birr for a full day. A bike ride to the
tomb of King Kaleb and the Queen of Sheba's palace at Dungur takes about 2 hours. The great festival of Hidar Tsion is
held on 30 November, which is Hidar 21 in the Ethiopian calendar; the inn serves breakfast from 05:00 that day for
pilgrims. Only men may enter the old church of Maryam Tsion, while everyone may visit the new cathedral. The inn's
tour desk phone is +251 34 775 3318.""")

add("d07", "en", "addis-ababa/entoto-grand-wifi-money", "Wi-Fi, SIM cards and money at Entoto Grand Hotel",
"""Entoto Grand Hotel in Addis Ababa offers free Wi-Fi for up to 2 devices per room. A premium package for up to 5
devices with faster speed costs 150 birr per day. The network name is EntotoGuest and the password is printed on your
key card holder. An Ethio telecom desk in the lobby sells SIM cards; bring your passport. A tourist SIM with 10 GB of
data costs 350 birr and is ready in about 15 minutes. The desk is open from 09:00 to 18:00, Monday to Saturday. Money:
there is a Commercial Bank of Ethiopia ATM in the lobby that accepts Visa cards, with a maximum of 6,000 birr per
withdrawal. The exchange counter at reception is open 08:30 to 16:30 on weekdays and 08:30 to 12:00 on Saturdays; it is
closed on Sundays and public holidays. Telebirr and card payments are accepted at the restaurant and bar. The hotel does
not change coins, and receipts must be kept if you want to change birr back at the airport.""")

add("d08", "en", "dire-dawa/harar-day-trip", "Harar day trip and hyena feeding from Harla Palace Hotel",
"""Harla Palace Hotel in Dire Dawa organises trips to the walled city of Harar, 55 km away; the drive takes about 1
hour each way on the mountain road. A private car for up to 4 people costs 3,500 birr for the day, and a minibus for up
to 11 people costs 5,800 birr. A local guide in Harar's old town, the Jugol, costs 800 birr per group for 3 hours. The
evening hyena feeding outside the Fallana gate starts at 19:00 (1:00 at night, Ethiopian time); the hyena man expects
about 200 birr per person. Cars for the hyena evening come back to Dire Dawa by 22:30, and the return drive after dark
costs 1,000 birr extra per car. The Rimbaud House museum is open 08:00 to 17:00 and costs 100 birr. Harar's main market
days are busy from Monday to Saturday. Book with the concierge at least 24 hours ahead on +251 25 111 7740.""")

add("d09", "en", "mekelle/health-and-danakil", "Health help and Danakil trips at Enda Yesus Hill Hotel",
"""Enda Yesus Hill Hotel in Mekelle has a doctor on call 24 hours a day; call +251 914 220 731 or dial 0 from your room.
A doctor's room visit costs 1,500 birr, paid at reception. The nearest large hospital, Ayder Referral Hospital, is 2.5
km from the hotel, about 10 minutes by car. Reception keeps a first-aid kit, and a pharmacy opposite the hotel is open
until 22:00. The hotel sells a 3-day, 2-night Danakil Depression trip to Dallol and Erta Ale for 19,500 birr per person,
with a minimum group of 4 people; the price includes the vehicle, cook, water and camping gear. A single tent costs
2,000 birr extra. Temperatures in the Danakil can pass 45 degrees, so guests must drink at least 4 litres of water a
day. The trip leaves at 06:00 (12:00 at night, Ethiopian time) on Mondays and Thursdays. Guests with heart problems are
advised not to climb Erta Ale at night.""")

add("d10", "en", "addis-ababa/kazanchis-dining", "Dining at Kazanchis Business Hotel",
"""Kazanchis Business Hotel in Addis Ababa serves breakfast in the Kebena restaurant from 06:30 to 10:00 on weekdays
and from 07:00 to 10:30 on weekends. Breakfast for non-residents costs 750 birr. The weekday lunch buffet costs 980
birr per person, and the Sunday family brunch costs 1,350 birr per adult and 650 birr per child under 12. On Wednesdays
and Fridays, the fasting days, the menu includes a vegan beyaynetu platter for 420 birr. Special kitfo costs 650 birr.
Room service runs until 23:00; after that only sandwiches and drinks are available until 02:00. A traditional coffee
ceremony is held in the lobby every day at 16:00 (10:00 in the afternoon, Ethiopian time) and is free for guests. The
terrace bar is open from 15:00 to midnight. For group dinners of more than 12 people, please book 48 hours ahead with
the restaurant manager on +251 11 557 3390.""")

# ---------- Amharic ----------
add("d11", "am", "arba-minch/lake-chamo-boat-trips", "ከአባያ ጫሞ ሪዞርት የጫሞ ሐይቅ የጀልባ ጉዞዎች",
"""አባያ ጫሞ ሪዞርት በአርባ ምንጭ በጫሞ ሐይቅ ላይ ሁለት የጀልባ ጉዞዎችን ያዘጋጃል። የአዞ ገበያ ጉዞ ትልልቅ የአባይ አዞዎች ፀሐይ
ወደሚሞቁበት አሸዋማ ዳርቻ ይወስዳል። ከሪዞርቱ መትከያ ጠዋት 1:30 ሰዓት (07:30) ይነሳል፤ ጉዞው 2.5 ሰዓት ይፈጃል። ዋጋው ለአዋቂ
1,450 ብር፣ ከ6 እስከ 12 ዓመት ላለ ልጅ ደግሞ 700 ብር ነው፤ ከ6 ዓመት በታች ያሉ ልጆች በወላጅ ጭን ላይ በነፃ ይጓዛሉ። ሁለተኛው
የነጭ ሳር የፀሐይ መጥለቂያ ጀልባ ሲሆን ጉማሬዎችንና የዓሣ ንስሮችን ለማየት ከነጭ ሳር ብሔራዊ ፓርክ ሥር ያለውን የምሥራቅ ዳርቻ
ይከተላል። ከሰዓት 10:00 ሰዓት (16:00) ይነሳል፣ 90 ደቂቃ ይቆያል፣ ዋጋው ለአንድ ሰው 1,800 ብር ነው፤ የልጅ ዋጋ የለውም። አንድ
ጀልባ ቢበዛ 8 እንግዶችን ይይዛል፤ የሕይወት አድን ጃኬት ግዴታ ነው። የነጭ ሳር ፓርክ መግቢያ ክፍያ በሁለቱም ጉዞዎች ውስጥ
አልተካተተም። ከጉዞው በፊት ባለው ምሽት እስከ ምሽቱ 2:00 ሰዓት (20:00) በእንቅስቃሴ ዴስኩ ያስይዙ፤ ስልክ +251 46 881 2207።
ኃይለኛ ነፋስ ሲኖር ጉዞው ይሰረዛል፤ ሙሉ ገንዘብዎ ይመለሳል። ኮፍያ፣ የፀሐይ መከላከያ ክሬምና አጉሊ መነጽር ይዘው ይምጡ፤ ውሃ
ያለበት ትንሽ ቀዝቃዛ ሳጥን በጀልባው ላይ ይሰጣል።""")

add("d12", "am", "bahir-dar/lake-tana-monasteries", "ከጣና ሐይቅ ዳርቻ ሪዞርት የገዳማት የጀልባ ጉብኝት",
"""ጣና ሐይቅ ዳርቻ ሪዞርት በባሕር ዳር የጣና ገዳማትን ለመጎብኘት ሁለት የጀልባ ጉዞዎች አሉት። የዘጌ ባሕረ ገብ መሬት ጉዞ ዑራ
ኪዳነ ምሕረትንና አዝዋ ማርያምን ያካትታል፤ 4 ሰዓት ይወስዳል። ለእስከ 8 ሰው የሚሆን ጀልባ 3,200 ብር ያስከፍላል። የደቅ ደሴትና
ናርጋ ሥላሴ ሙሉ ቀን ጉዞ ደግሞ 8 ሰዓት ይፈጃል፤ ጀልባው 6,500 ብር ነው። ሁለቱም ጉዞዎች ጠዋት 2:00 ሰዓት (08:00) ከሪዞርቱ
መትከያ ይነሳሉ። የእያንዳንዱ ገዳም መግቢያ ለአንድ ሰው 250 ብር ሲሆን በገዳሙ በር ላይ በጥሬ ገንዘብ ይከፈላል። ለሙሉ ቀኑ ጉዞ
የምሳ ሳጥን 450 ብር ነው። አንዳንድ ገዳማት ሴቶች እንዲገቡ አይፈቅዱም፤ ዘጌ ላይ ያሉት ግን ለሁሉም ክፍት ናቸው። የሕይወት
አድን ጃኬት በጀልባው ላይ ይገኛል። ጉዞውን ቢያንስ አንድ ቀን ቀደም ብለው በእንግዳ መቀበያው ያስይዙ፤ ስልክ +251 58 220 6614።
ዝናብ በሚበዛበት ከሐምሌ እስከ መስከረም ሐይቁ ሊናወጥ ስለሚችል መርሐ ግብሩ ሊቀየር ይችላል።""")

add("d13", "am", "gondar/simien-day-trek", "ከሰሜን በር ሎጅ የሰሜን ተራሮች የቀን ጉዞ",
"""ሰሜን በር ሎጅ በጎንደር ወደ ሰሜን ተራሮች ብሔራዊ ፓርክ የአንድ ቀን ጉዞ ያዘጋጃል። መኪናው ሌሊት 11:00 ሰዓት (05:00) ከሎጁ
ይነሳል፤ ወደ ደባርቅ 100 ኪሎ ሜትር ሲሆን 2 ሰዓት ያህል ይወስዳል። ከዚያ ወደ ሰንቀበር ካምፕ ተጉዘው የጭላዳ ዝንጀሮዎችን
ያያሉ። የመኪና ዋጋ ለእስከ 4 ሰው 4,800 ብር ነው። የፓርክ መግቢያ ለኢትዮጵያውያን በቀን 100 ብር፣ ለውጭ አገር ዜጎች በቀን 900
ብር ነው። የታጠቀ ስካውት ግዴታ ሲሆን በቀን 600 ብር ያስከፍላል፤ ይህ ለቡድን እንጂ ለአንድ ሰው አይደለም። ወደ ግጭ የሚደረገው
የ2 ቀን የእግር ጉዞ 12,000 ብር ሲሆን ድንኳንና ምግብ ያካትታል። ሎጁ ምሳ ሳጥን በ400 ብር ያዘጋጃል። ተራራው ላይ ብርድ ስለሆነ
ወፍራም ጃኬት ይያዙ። ጉዞውን ከአንድ ቀን በፊት እስከ ምሽቱ 12:00 ሰዓት (18:00) ድረስ ያስይዙ። የሎጁ ስልክ +251 58 111 4052
ነው።""")

add("d14", "am", "addis-ababa/meskel-at-meskel-square", "መስቀል በዓል በመስቀል አደባባይ ሬዚደንስ",
"""የደመራ በዓል በአዲስ አበባ መስቀል አደባባይ መስከረም 16 ምሽት ይከበራል፤ መስቀል ደግሞ መስከረም 17 ነው። መስቀል አደባባይ
ሬዚደንስ ለእንግዶቹ በጣሪያው ላይ ደመራውን የሚያዩበት ቦታ ያዘጋጃል። የጣሪያ መቀመጫ ለአዋቂ 1,500 ብር፣ ከ12 ዓመት በታች
ላለ ልጅ 750 ብር ነው፤ ዋጋው ቡናና ቆሎ ያካትታል። የጣሪያው በር ከሰዓት 10:30 ሰዓት (16:30) ይከፈታል፤ ደመራው የሚለኮሰው
ምሽት 12:30 ሰዓት (18:30) አካባቢ ነው። መቀመጫዎቹ 120 ብቻ ናቸው፤ ስለዚህ ቀደም ብለው በእንግዳ መቀበያው ያስይዙ። በዓሉ
ዕለት በአካባቢው መንገዶች ከቀኑ 6:00 ሰዓት (12:00) ጀምሮ ለመኪና ዝግ ስለሚሆኑ ሆቴሉ የመኪና ማቆሚያ አገልግሎት አይሰጥም።
ከቦሌ አየር ማረፊያ የሚመጡ እንግዶች ከጠዋት 4:00 ሰዓት (10:00) በፊት እንዲደርሱ ይመከራል። የበዓል ቆይታ ቢያንስ 2 ሌሊት
ነው። ለጥያቄ +251 11 663 5120 ይደውሉ።""")

add("d15", "am", "lalibela/genna-at-lasta-terrace", "ገና በላሊበላ፡ የላስታ ቴራስ ሆቴል ዝግጅት",
"""ገና (የኢትዮጵያ የገና በዓል) በላሊበላ ታኅሣሥ 29 ማለትም ጥር 7 ቀን 2027 (January 7) ይከበራል። በዋዜማው ሌሊት ምዕመናን
በቤተ ማርያም ዙሪያ ለማኅሌት ይሰበሰባሉ። ላስታ ቴራስ ሆቴል ከጥር 5 እስከ ጥር 8 (January 5–8) ባለው ጊዜ ቢያንስ 3 ሌሊት
ቆይታ ይጠይቃል። ከላሊበላ አየር ማረፊያ ወደ ሆቴሉ 23 ኪሎ ሜትር ሲሆን 45 ደቂቃ ይወስዳል፤ የሆቴሉ ማመላለሻ ለአንድ ሰው 400
ብር ነው። በገና ጠዋት ቁርስ ከሌሊቱ 10:00 ሰዓት (04:00) ጀምሮ ይቀርባል። የሆቴሉ አስጎብኚ ለበዓሉ ቀን በቡድን 1,600 ብር
ያስከፍላል። በዓሉን በተራራው ላይ ካለው የቤተ ክርስቲያን ግቢ ለማየት ነጠላ ይዘው ይምጡ፤ ሆቴሉ ነጠላ በ300 ብር ይሸጣል።
የበዓል ቦታ ማስያዣ እስከ ታኅሣሥ 15 (December 24) ድረስ ያለክፍያ መሰረዝ ይቻላል። ስልክ +251 33 336 1187።""")

add("d16", "am", "hawassa/fish-market-and-boats", "በሀዋሳ የዓሣ ገበያና የሐይቅ ጀልባ ከአሞራ ገደል ሆቴል",
"""አሞራ ገደል ሆቴል በሀዋሳ ሐይቅ ዳርቻ ላይ ይገኛል። ዝነኛው የዓሣ ገበያ ከሆቴሉ 1.5 ኪሎ ሜትር ርቀት ላይ ሲሆን ጠዋት 12:00
ሰዓት (06:00) እስከ 3:00 ሰዓት (09:00) ድረስ በጣም ሕያው ነው። እዚያ የተጠበሰ ቆሮሶ ዓሣ በ180 ብር ይሸጣል። ሆቴሉ የሐይቅ
ጀልባ ጉዞ ያዘጋጃል፤ የ30 ደቂቃ ጉዞ ለአንድ ጀልባ 500 ብር፣ የ60 ደቂቃ ጉዞ ደግሞ 900 ብር ነው። አንድ ጀልባ እስከ 6 ሰው
ይይዛል። ጉማሬዎችን ለማየት የ60 ደቂቃውን ጉዞ ይምረጡ። ወደ ታቦር ተራራ የሚደረገው የእግር ጉዞ 1 ሰዓት ይወስዳል፤ የአካባቢ
አስጎብኚ 300 ብር ያስከፍላል። ብስክሌት በሰዓት 80 ብር ይከራያል። የሆቴሉ ተቀባይ ስልክ +251 46 212 8830 ነው።""")

add("d17", "am", "booking/payment-and-refunds", "በማረፊያ የክፍያ ዘዴዎችና ተመላሽ ገንዘብ",
"""በማረፊያ መተግበሪያ ሆቴል ሲያስይዙ በቴሌብር፣ በሲቢኢ ብር ወይም በቪዛና ማስተርካርድ መክፈል ይችላሉ። በካርድ ሲከፍሉ 3 በመቶ
ተጨማሪ ክፍያ አለ፤ በቴሌብርና በሲቢኢ ብር ግን ተጨማሪ ክፍያ የለም። ለበዓል ወቅት ቦታ ማስያዣ ከጠቅላላው ዋጋ 30 በመቶ
ቅድመ ክፍያ ይጠየቃል። የተሰረዘ ቦታ ማስያዣ ገንዘብ በቴሌብር በ3 የሥራ ቀናት፣ በካርድ ደግሞ በ7 የሥራ ቀናት ውስጥ ይመለሳል።
ደረሰኝ በኢሜይል ይላካል፤ የንግድ ደረሰኝ (ቲን ቁጥር ያለው) ከፈለጉ ከመክፈልዎ በፊት ቁጥሩን ያስገቡ። የውጭ ምንዛሪ በጥሬ
ገንዘብ በሆቴሉ መቀበያ አይቀበልም። በክፍያ ላይ ችግር ቢያጋጥምዎ የደንበኞች አገልግሎት በ8 0 9 9 አጭር ቁጥር ወይም በ
+251 11 558 0099 ከጠዋቱ 2:00 ሰዓት (08:00) እስከ ምሽቱ 4:00 ሰዓት (22:00) ይደውሉ። አንድ ቦታ ማስያዣ ለሌላ ቀን ማዛወር
አንድ ጊዜ በነፃ ይቻላል።""")

# ---------- Afaan Oromoo ----------
add("d18", "om", "lalibela/church-guides-and-mule-trek", "Qajeelchitoota mana sagadaa Laalibalaa fi imala gaangee Ashatan Maariyaam",
"""Rock-Hewn Heritage Lodge Laalibalaatti argamu qajeelchitoota hayyama qaban mana sagadaa kattaa keessaa qotamaniif
ni qopheessa. Daawwannaan walakkaa guyyaa garee Kaabaa, Bete Medhane Alem fi Bete Maryam dabalatee, garee hanga nama
4f qarshii 1,200, garee nama 5 hanga 10f immoo qarshii 1,800 kaffalchiisa. Kaffaltiin qajeelchaa tikeetii seensa
mana sagadaa hin dabalatu; tikeetiin kun waajjira tikeetii garee Kaabaa bira jiru irraa bitama, guyyaa 5f hojjeta.
Bete Giyorgis, mana sagadaa akka fannoo qotame, qajeelchaa wajjin deemsa gabaabaa daqiiqaa 40 ta'uun daawwatama.
Loojiin kun imala gaangee gara gadaamii Ashatan Maariyaam (meetira 3,150) ni qindeessa. Ol ba'uu fi gad bu'uun sa'aatii
4 fudhata; gaangeen nama tokkoof qarshii 900 yoo ta'u, namni gaangee qabu tiippii ni eega. Imalli ho'a guyyaa walakkaa
jalaa ba'uuf sa'aatii 06:30 (halkan 12:30 akka lakkoofsa Itoophiyaa) jalqaba. Kophee salphaatti baafamu uffadhaa,
sababni isaas balbala mana sagadaa hundaatti kopheen ni hambifama. Qajeelchaa qabsiisuuf yoo xiqqaate guyyaa tokko
dura +251 33 336 0419 irratti bilbilaa.""")

add("d19", "om", "adama/sodere-hot-springs", "Imala burqaa ho'aa Sodeeree Nazret Garden Hotel irraa",
"""Nazret Garden Hotel Adaamaatti argamu imala guyyaa tokkoo gara burqaa ho'aa Sodeereetti ni qopheessa. Sodeereen
Adaamaa irraa kiiloomeetira 25 fagaata; konkolaataan daqiiqaa 35 fudhata. Konkolaataan hoteelaa ganama sa'aatii 08:30
(sa'aatii 2:30 ganama akka lakkoofsa Itoophiyaa) ka'ee sa'aatii 17:00tti deebi'a; teessoon tokko qarshii 450. Seensi
Sodeeree namoota gurguddaaf qarshii 150, ijoollee waggaa 12 gadiif immoo qarshii 80 dha. Bishaan daakaa sa'aatii 07:00
hanga 18:00tti banaa dha. Bishaan ho'aa dhuunfaa (private bath) sa'aatii tokkoof qarshii 300 kaffalama. Qilleensa
Awaash cinaa jiru keessatti jaldeessotaa fi hippoo argachuun ni danda'ama. Hoteelli saanduqa laaqanaa qarshii 380n
ni qopheessa. Guyyoota Dilbataa namni baay'ee waan dhufuuf, sanbata ykn guyyaa hojii filachuun gaarii dha. Galmeessuuf
resepshinii hoteelaa +251 22 111 6420 irratti bilbilaa.""")

add("d20", "om", "bishoftu/irreecha-transport", "Irreechaa Bishooftuu: geejjiba Rift Valley Conference Hotel",
"""Irreechi Birraa bara 2027 Onkoloolessa 3 (Fulbaana 22, 2020 akka lakkoofsa Itoophiyaa) Hora Harsadii, Bishooftuutti
kabajama. Irreechi Tulluu immoo guyyaa tokko dura Finfinneetti, Hora Finfinneetti ni kabajama. Rift Valley Conference
Hotel Adaamaatti argamu keessummoota isaatiif awtobisii gara Bishooftuu ni qopheessa. Awtobisiin ganama sa'aatii 05:00
(halkan sa'aatii 11:00 akka lakkoofsa Itoophiyaa) ka'a; kaffaltiin nama tokkoof qarshii 450 dha, deebii dabalata.
Adaamaa irraa Bishooftuutti kiiloomeetira 47 yoo ta'u, imalli sa'aatii tokko fudhata. Awtobisiin Hora Harsadii irraa
sa'aatii 13:00tti deebi'a. Teessoon 60 qofa waan jiraniif, Fulbaana 30 dura galmaa'aa. Uffata aadaa adii uffachuun ni
jajjabeeffama; hoteelli marga jiidhaa fi abaaboo qabachuu hin dhorku. Guyyaa ayyaanaa ciree ganama sa'aatii 04:00 irraa
jalqabee ni dhiyaata. Odeeffannoo dabalataaf +251 22 112 7745 irratti bilbilaa.""")

add("d21", "om", "hawassa/wondo-genet-trip", "Imala Wondo Gannat Sidama Garden Lodge irraa",
"""Sidama Garden Lodge Hawaasaatti argamu imala guyyaa walakkaa gara Wondo Gannat ni qopheessa. Wondo Gannat Hawaasaa
irraa kiiloomeetira 35 fagaata; konkolaataan sa'aatii tokko fudhata. Konkolaataan nama hanga 4f qarshii 2,600, minibaasiin
nama hanga 12f immoo qarshii 4,200 dha. Seensi burqaa ho'aa Wondo Gannat namoota gurguddaaf qarshii 200, ijoollee
waggaa 10 gadiif qarshii 100 dha. Bosona naannoo keessa deemsa sa'aatii 2 qajeelchaa naannoo wajjin gochuun ni danda'ama;
qajeelchi gareedhaaf qarshii 500 gaafata. Imalli ganama sa'aatii 07:00 (sa'aatii 1:00 ganama akka lakkoofsa
Itoophiyaa) ka'a, sa'aatii 13:00tti deebi'a. Buna Sidaamaa dhugaa, daa'imman simbirroo bosonaa ilaaluu danda'u. Foxxaa
fi uffata bishaan daakaa qabadhaa. Galmeessuuf guyyaa tokko dura resepshinii loojii +251 46 220 5517 irratti bilbilaa.""")

add("d22", "om", "dire-dawa/sabian-garden-laundry-rules", "Sabian Garden Hotel: tajaajila miicuu fi seera hoteelaa",
"""Sabian Garden Hotel Dirre Dawaatti argamu tajaajila uffata miicuu ni kenna. Kofoon tokko qarshii 80, surreen tokko
qarshii 120, uffanni aadaa (kemis) immoo qarshii 200 miicamuuf kaffalama. Uffanni ganama sa'aatii 09:00 dura kenname
galgala sa'aatii 18:00tti deebi'a. Tajaajilli ariifataa sa'aatii 4 keessatti xumuramu gatii dabalata 50 dhibbeentaa
qaba. Seera hoteelaa: sa'aatiin callisaa halkan sa'aatii 22:00 hanga ganama 06:00tti. Kutaa keessatti tamboo xuuxuun
dhorkaa dha; adabbiin qarshii 2,500 dha. Keessummoonni kutaa keessatti daawwattoota sa'aatii 21:00 booda hin simatan.
Bishaan daakaa hoteelaa sa'aatii 07:00 hanga 20:00tti banaa dha; ijoolleen waggaa 12 gadii maatii malee seenuu hin danda'an.
Qabeenyi gatii guddaa qabu saanduqa nageenyaa kutaa keessa jiru keessa kaa'amuu qaba. Miidhaaf gaaffii +251 25 113 6608.""")

add("d23", "om", "arba-minch/dorze-and-konso-tours", "Imala Dorzee fi Konsoo Forty Springs Lodge irraa",
"""Forty Springs Lodge Arbaa Minciitti argamu imaloota lama ni qopheessa. Imalli ganda Dorzee gara tulluu Guugheetti
sa'aatii 3 fudhata; gatiin isaa nama tokkoof qarshii 1,100 dha. Achitti manneen Dorzee akka arbaatti ijaaraman, hodhaa
huccuu aadaa fi buddeena koochoo ilaaltu. Imalli kun ganama sa'aatii 08:00 fi waaree booda sa'aatii 14:00 ka'a. Imalli
lammaffaan gara Konsoo, bakka hambaa addunyaa UNESCO, guyyaa guutuu fudhata; nama tokkoof qarshii 2,800 dha. Konsoon
Arbaa Minciirraa kiiloomeetira 90 fagaata. Imalli Konsoo ganama sa'aatii 06:30 ka'a, laaqana dabalata. Gabaan Konsoo
guyyaa Wiixataa fi Kamisaa guutuu dha. Ijoolleen waggaa 12 gadii imala Dorzee irratti walakkaa gatii kaffalu. Suuraa
namootaa kaasuun dura hayyama gaafadhaa. Galmeessuuf +251 46 881 9034 irratti bilbilaa.""")

add("d24", "om", "adama/awash-park-trip", "Imala Paarkii Biyyoolessaa Awaash Awash Valley Resort irraa",
"""Awash Valley Resort Adaamaatti argamu imala guyyaa lamaa gara Paarkii Biyyoolessaa Awaash ni qopheessa. Paarkiin
Adaamaa irraa kiiloomeetira 125 fagaata; konkolaataan sa'aatii 2 fi walakkaa fudhata. Konkolaataan nama hanga 6f guyyaa
lamaaf qarshii 9,000 dha. Seensi paarkii nama tokkoof guyyaatti qarshii 300, konkolaataaf immoo qarshii 150 dha.
Eegumsaaf (scout) paarkii keessatti dirqama; guyyaatti qarshii 400 gaafata. Imalli kun bishaan dhangala'aa Awaash,
oryx fi simbirroota gosa 450 ol ilaaluu ni dabalata. Halkan Filwuha burqaa ho'aa bira buufata godaannisaa keessa
bulama. Imalli ganama sa'aatii 06:00 (halkan sa'aatii 12:00 akka lakkoofsa Itoophiyaa) ka'a. Bishaan, koofiyaa fi
dawaa busaa qabadhaa. Galmeessuuf guyyaa lama dura +251 22 119 4480 irratti bilbilaa.""")

add("d25", "om", "addis-ababa/bole-skyline-shuttle", "Geejjiba buufata xayyaaraa fi Wi-Fi Bole Skyline Hotel",
"""Bole Skyline Hotel Finfinneetti argamu buufata xayyaaraa Boolee irraa kiiloomeetira 2 qofa fagaata. Konkolaataan
hoteelaa bilisaan daqiiqaa 30 hundaatti sa'aatii 05:00 hanga 23:00tti deemsa godha. Sa'aatii 23:00 booda konkolaataan
addaa qarshii 300 kaffalchiisa. Konkolaataan keessummoota hanga 12 fi shaandaa 2 nama tokkoof baata. Keessummoonni
xayyaara ganama dursee ka'uu qaban, ciree saanduqa keessa jiru qarshii 250n fudhachuu danda'u. Wi-Fi hoteelaa bilisa
dha; maqaan networkii SkylineGuest, jechi icciitii immoo resepshinii irraa argama. Meeshaa hanga 3 walitti qabsiisuu
dandeessu. Kutaa walgahii keessatti Wi-Fi saffisaa sa'aatiitti qarshii 200n ni argama. Bakka boorsaa kaa'uu (luggage
room) bilisaan sa'aatii 12f argama; kana booda guyyaatti qarshii 100. Gaaffiif +251 11 661 2244.""")

# ---------- Tigrinya ----------
add("d26", "ti", "axum/stelae-museum-and-bikes", "ሓወልትታት ኣኽሱም፡ ሰዓታት ቤተ-መዘክርን ብሽክለታታት ኣብ ንግስቲ ሳባ ኢን",
"""ንግስቲ ሳባ ኢን ኣብ ኣኽሱም ካብ ሰሜናዊ ቦታ ሓወልትታት 10 ደቒቕ ብእግሪ ጥራይ ይርሕቕ። ንቦታ ሓወልትታትን ንቤተ-መዘክር
ስነ-ጥንትን ዝኸውን ሓባራዊ ትኬት ንዜጋታት ኢትዮጵያ 200 ብር፡ ንወጻእተኛታት በጻሕቲ ድማ 600 ብር እዩ። ቤተ-መዘክር ካብ
08:00 ክሳብ 17:30 (ካብ ንግሆ ሰዓት 2:00 ክሳብ ድሕሪ ቐትሪ 11:30 ብኣቆጻጽራ ኢትዮጵያ) ክፉት እዩ፡ ካብ 12:00 ክሳብ 13:00 ድማ
ንምሳሕ ይዕጾ። እቲ ኢን ብሽክለታታት የካርይ፡ ንፍርቂ መዓልቲ 250 ብር፡ ንምሉእ መዓልቲ 400 ብር። ብብሽክለታ ናብ መቓብር ንጉስ
ካሌብን ናብ ቤተ-መንግስቲ ንግስቲ ሳባ ኣብ ዱንጉርን ምኻድ 2 ሰዓት ኣቢሉ ይወስድ። ዓቢ በዓል ሕዳር ጽዮን ኣብ 30 ኖቬምበር፡ ማለት
ሕዳር 21 ብኣቆጻጽራ ኢትዮጵያ ይኽበር፤ በታ መዓልቲ እቲ ኢን ንነጋድያን ካብ ሰዓት 05:00 ጀሚሩ ቁርሲ የቕርብ። ናብ ጥንታዊት
ቤተ-ክርስቲያን ማርያም ጽዮን ሰብኡት ጥራይ ይኣትዉ፡ ንሓድሽ ካቴድራል ግን ኩሉ ሰብ ክበጽሖ ይኽእል። ቁጽሪ ተሌፎን ዴስክ
ዑደት እቲ ኢን +251 34 775 3318 እዩ።""")

add("d27", "ti", "mekelle/ashenda-and-gheralta", "ኣሸንዳን ዑደት ገርዓልታን ካብ ሮማናት ስኩየር ሆቴል",
"""ሮማናት ስኩየር ሆቴል ኣብ መቐለ ንኣጋይሹ ዑደት ናብ ኣብያተ-ክርስቲያናት ገርዓልታ የዳሉ። እቲ ዑደት ንኣቡነ የማታ ጉሕ
ዘጠቓለለ ምሉእ መዓልቲ እዩ፤ ናብ ገርዓልታ ብመኪና 2 ሰዓት ይወስድ። ናብ ኣቡነ የማታ ጉሕ ምድያብ 2 ሰዓት ኣቢሉ ይወስድ፡ ገመድ
ድማ የድሊ። መኪና ክሳብ 4 ሰባት 6,000 ብር እዩ፤ ናይ ከባቢ መራሒ ንጉጅለ 1,500 ብር ይሓትት። ናብ ቤተ-ክርስቲያን ምእታው ንሓደ ሰብ
300 ብር እዩ። እቲ መኪና ንግሆ ሰዓት 06:30 (ሰዓት 12:30 ለይቲ ብኣቆጻጽራ ኢትዮጵያ) ይነቅል። በዓል ኣሸንዳ ኣብ መቐለ ካብ 22 ኦገስት (August 22) ክሳብ
24 ኦገስት (ነሓሰ 16 ክሳብ 18) ይኽበር፤ ኣዋልድ ብሳዕሪ ኣሸንዳ ተሰሊመን ብጉጅለ ይዘምራ። ሆቴል ኣብቲ እዋን ዋጋ ክፍልታት 20
ሚእታዊት ይውስኽ። ንምምዝጋብ +251 34 440 7721 ደውሉ።""")

add("d28", "ti", "mekelle/hawelti-plaza-pool-spa", "መሐምበሲን ስፓን ኣብ ሓወልቲ ፕላዛ ሆቴል",
"""ሓወልቲ ፕላዛ ሆቴል ኣብ መቐለ መሐምበሲ ካብ ንግሆ 07:00 ክሳብ ምሸት 20:00 ክፉት እዩ። ንኣጋይሽ ሆቴል ብነጻ እዩ፤ ካብ ደገ
ዝመጹ ሰባት ግን ኣብ መዓልታት ስራሕ 350 ብር፡ ኣብ ቀዳምን ሰንበትን ድማ 450 ብር ይኸፍሉ። ቆልዑ ትሕቲ 12 ዓመት ምስ ዓቢ ሰብ
ጥራይ ይኣትዉ። ኣብቲ ስፓ ናይ 60 ደቒቕ ማሳጅ 1,800 ብር፡ ናይ 90 ደቒቕ ማሳጅ ድማ 2,500 ብር እዩ። ናይ ስዋና (sauna) ኣገልግሎት
ንደገ ሰባት 300 ብር እዩ። ስፓ ካብ 10:00 ክሳብ 21:00 ይሰርሕ። ቀጸራ ብቑጽሪ ውሽጣዊ ተሌፎን 215 ይግበር። ካብ 3 ሰዓት ቀደም
ዘይተሰረዘ ቀጸራ ፍርቂ ዋጋ ይኽፈል። ፎጣ ብነጻ ይወሃብ፡ ናይ መሐምበሲ ክዳን ግን ምስኹም ኣምጽኡ።""")


EXTRA = {
 "d12": "ጉዞውን በእንግሊዝኛ የሚያስረዳ አስጎብኚ በነፃ ይመደባል።",
 "d13": "ከሎጁ ጋር ለሚጓዙ እንግዶች ውሃና ቀላል መክሰስ ይሰጣል፤ በዝናብ ወቅት መንገዱ ጭቃማ ስለሚሆን የጉዞው ሰዓት ሊራዘም ይችላል። ፎቶ ለማንሳት ጥሩ ሰዓት ከሰዓት በኋላ ነው።",
 "d14": "በዓሉ ዕለት ሆቴሉ ለእንግዶቹ ልዩ የባህል ምግብ ራት ያዘጋጃል፤ ራቱ በእንግዳ መቀበያው አስቀድሞ መያዝ አለበት። ልጆች ከወላጆቻቸው ጋር ብቻ ወደ ጣሪያው መውጣት ይችላሉ፤ ብዙ ሕዝብ ስለሚኖር ውድ ዕቃዎችን በክፍልዎ ካዝና ውስጥ ያስቀምጡ።",
 "d15": "የላሊበላ አብያተ ክርስቲያናት በበዓሉ ሳምንት በጣም ስለሚጨናነቁ ጠዋት ማልደው እንዲሄዱ ይመከራል። ጫማዎን በቤተ ክርስቲያኑ በር ላይ ስለሚያወልቁ ካልሲ ይያዙ፤ ሌሊቱ ቀዝቃዛ ስለሆነ ወፍራም ልብስም ይዘው ይምጡ።",
 "d16": "ጀልባውን ቢያንስ ከ2 ሰዓት በፊት በእንግዳ መቀበያው ያስይዙ። የሕይወት አድን ጃኬት በነፃ ይሰጣል። ከሰዓት በኋላ ነፋስ ስለሚበዛ ጠዋት መጓዝ ይሻላል፤ በገበያው ውስጥ ለዓሣ አጥማጆቹ ፎቶ ከማንሳትዎ በፊት ፈቃድ ይጠይቁ። ልጆች ሁልጊዜ ከአዋቂ ጋር መሆን አለባቸው።",
 "d17": "ክፍያዎ ከተቆረጠ በኋላ የማረጋገጫ ኮድ በኤስኤምኤስ ይደርስዎታል፤ ሆቴሉ ሲደርሱ ይህንን ኮድ ያሳዩ። ተመላሽ ገንዘብ ወደከፈሉበት ዘዴ ብቻ ይመለሳል።",
 "d19": "Ijoolleen yeroo hunda namoota gurguddaa wajjin ta'uu qabu. Foxxaa fi uffata bishaan daakaa ofii keessan qabadhaa; kireeffachuun achitti hin jiru.",
 "d20": "Ijoolleen maatii isaanii wajjin qofa imaluu danda'u. Guyyaa sanaa karaan baay'ee waan cufamuuf, awtobisii irraa fagaachuu dhiisaa; bilbila keessan guutuu chaarjii godhaa.",
 "d21": "Ijoolleen yeroo hunda namoota gurguddaa wajjin ta'uu qabu. Roobni yoo jiraate, karaan bosonaa ni mucucaata; kophee jabaa uffadhaa.",
 "d22": "Qabeenyi saanduqa nageenyaa keessa hin kaa'amne yoo bade, hoteelli itti gaafatamummaa hin fudhatu. Keessummoonni kutaa gadhiisuu isaanii dura furtuu resepshinitti deebisuu qabu.",
 "d23": "Imala Dorzee irratti bishaan fi kofiyaa qabadhaa; karaan gara Guughee olka'aa dha. Yoo roobni jabaate imalli ni dheerata.",
 "d24": "Ijoolleen waggaa 6 gadii imala kana irratti hin fudhataman. Yoo roobni jabaate karaan paarkii ni cufama, maallaqni guutuun ni deebi'a.",
 "d25": "Tajaajilli kun guyyaa ayyaanaa dabalatee guyyaa hunda ni argama. Yeroo galtan, lakkoofsa xayyaaraa keessanii resepshiniif erguun gaarii dha; konkolaataan isin eega.",
 "d27": "ኣብ ጉዕዞ ማይን ኮፍያን ሓዙ፡ ጫማ ምድያብ ድማ ይሓይሽ። ብዙሕ ንፋስ ምስ ዝህሉ እቲ ምድያብ ይሰረዝ።",
 "d28": "ካብ ደገ ዝመጹ ሰባት መንነት ወረቐት ኣብ መቐበሊ ከርእዩ ኣለዎም። ኣብቲ መሐምበሲ ምግቢ ምእታው ኣይፍቀድን እዩ፡ ኣብ ጥቓኡ ዘሎ ባር ግን መስተ ይሸይጥ።",
}
for d in D:
    if d["id"] in EXTRA:
        d["text"] = d["text"] + " " + EXTRA[d["id"]]

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "documents.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump(D, f, ensure_ascii=False, indent=1)
if __name__ == "__main__":
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()))
