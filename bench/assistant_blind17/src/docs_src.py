#!/usr/bin/env python3
"""Builds /work/blind17/documents.json (standard library only)."""
import json, os

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "documents.json")
U = "https://example.et/"

D = []
def doc(i, lang, slug, title, text):
    D.append({"id": i, "lang": lang, "url": U + slug, "product": "marefiya", "tenant": None,
              "title": title, "text": " ".join(text.split())})

# ---------------- English (10) ----------------
doc("d01", "en", "tours/arba-minch-lake-boat-trips", "Abaya Chamo Resort: boat trips on Lake Chamo and Lake Abaya", """
Abaya Chamo Resort in Arba Minch runs two different boat trips, and guests often mix them up.
The Lake Chamo trip goes to the so-called Crocodile Market, a sandbank where large Nile crocodiles and hippos rest.
It leaves the resort at 07:30 (1:30 in the morning by the Ethiopian clock) and lasts about 3 hours including the 20-minute drive to the Nech Sar jetty.
It costs 1,450 birr per adult and 700 birr per child aged 5 to 12; children under 5 ride free on a parent's lap.
A family or group can instead charter a private boat for up to 6 people for 4,200 birr in total.
The Lake Abaya trip is shorter and calmer: it leaves at 15:00 (9 in the afternoon, Ethiopian time), lasts 2 hours and visits the fishing villages on the red-brown water of the lake.
It costs 1,100 birr per person, with no child discount.
Life jackets are provided on both trips and must be worn.
Please book by 20:00 on the evening before at the tour desk, extension 214, or by calling +251 46 881 2214.
Trips are cancelled when the wind is strong; in that case the full amount is refunded or moved to the next day.
Bring a hat, sunscreen and water; binoculars can be borrowed free of charge at the tour desk.
""")

doc("d02", "en", "spa/entoto-grand-spa-menu", "Entoto Grand Hotel: Entoto Spa treatment menu", """
The Entoto Spa is on the lower ground floor of Entoto Grand Hotel in Addis Ababa and is open every day from 08:00 to 21:00.
Hotel guests may use the steam room free of charge; outside visitors pay 400 birr for a steam session.
Our signature treatment is the Ethiopian coffee body scrub, which uses locally roasted coffee grounds mixed with honey and lasts 60 minutes. It costs 1,900 birr.
The traditional Ethiopian massage with warm niger-seed oil is offered in two lengths: 30 minutes for 950 birr and 60 minutes for 1,700 birr.
The hot stone massage lasts 90 minutes and costs 3,200 birr.
The couples' room fits two people side by side; any two treatments booked together in the couples' room receive a 10 percent discount.
From Friday to Sunday a weekend supplement of 150 birr is added to each treatment.
Please arrive 15 minutes early to fill in a short health form. Treatments cancelled less than 3 hours before the start time are charged at half price.
Guests under 16 may only receive the 30-minute massage and must be accompanied by a parent.
To book, dial 7 from your room telephone or call the spa reception on +251 11 667 0808.
""")

doc("d03", "en", "transport/bole-skyline-airport-transfer", "Bole Skyline Hotel: airport transfer", """
Bole Skyline Hotel in Addis Ababa offers a private transfer between Bole International Airport and the hotel, a drive of about 12 minutes outside rush hour.
A sedan car takes up to 3 passengers with luggage and costs 900 birr one way.
A minivan takes up to 7 passengers and costs 1,600 birr one way.
Between 22:00 and 06:00 a night supplement of 300 birr is added to either vehicle.
The driver waits in the arrivals hall holding a sign with your name. Waiting time of up to 60 minutes after the actual landing time is free; after that each extra 30 minutes costs 200 birr.
Please send your flight number at least 24 hours before arrival by WhatsApp to +251 911 402 377 or by email to transfer@bole-skyline.example.et.
Payment is made at the hotel reception at check-in, in cash, by Telebirr or by card.
Children's car seats are available for free but must be requested when booking.
For departures, the hotel recommends leaving the hotel 3 hours before an international flight and 2 hours before a domestic flight.
The transfer desk in the lobby is staffed from 05:00 to 23:00.
""")

doc("d04", "en", "festivals/gondar-timkat", "Fasil Castle View Hotel: Timkat in Gondar", """
Timkat, the Ethiopian Epiphany, is the biggest festival of the year in Gondar.
In 2027 the eve, called Ketera, falls on Monday 18 January (Tir 10, 2019 in the Ethiopian calendar) and Timkat itself on Tuesday 19 January (Tir 11).
On Timkat morning the crowds gather at Fasiladas' Bath, where the pool is blessed and people jump into the water.
Fasil Castle View Hotel runs a shuttle to the bath on Timkat morning. It leaves the hotel gate at 05:30, which is 11:30 at night by the Ethiopian clock, and returns at 11:00.
A seat on the shuttle costs 350 birr and must be reserved at reception by 18:00 on Ketera day.
The walk from the hotel to the bath takes about 35 minutes if you prefer to go on foot.
During the festival the hotel only accepts bookings of at least 3 nights covering 17 to 20 January, and a festival supplement of 25 percent is added to the room rate.
A traditional dinner with live masinko music is served on the evening of Ketera from 19:00; it costs 800 birr per person.
Wear white clothing if you wish to blend in, keep your valuables in the room safe, and expect to be splashed with water at the bath.
""")

doc("d05", "en", "tours/lalibela-churches-and-guides", "Rock-Hewn Heritage Lodge: Lalibela church visits and guides", """
Guests of Rock-Hewn Heritage Lodge in Lalibela usually visit the eleven rock-hewn churches on foot; the northern group is a 10-minute walk from the lodge.
The church ticket for foreign visitors costs 3,500 birr and is valid for 5 consecutive days. Ethiopian citizens pay 150 birr. Keep the ticket with you, as priests check it at every church.
The churches are open from 08:00 to 12:00 and again from 14:00 to 17:30; during the lunch break the doors are closed.
The lodge can arrange a licensed guide. A half-day guide costs 1,200 birr and a full-day guide costs 2,000 birr, both for a group of up to 5 people.
For Asheton Maryam monastery, high on the mountain above town, the lodge hires mules: a mule with its handler costs 800 birr and the round trip takes about 6 hours.
Yemrehanna Kristos, a cave church 42 kilometres away, is reached by a 4x4 vehicle that costs 2,800 birr per vehicle for the return trip of about 5 hours.
Shoes must be removed inside the churches, so socks are useful. Flash photography is not allowed.
Ask at the lodge reception the evening before; guides meet guests in the lobby at 07:45.
""")

doc("d06", "en", "services/kazanchis-business-connectivity", "Kazanchis Business Hotel: Wi-Fi, SIM cards and business centre", """
Kazanchis Business Hotel in Addis Ababa offers free Wi-Fi of about 20 Mbps in all rooms and public areas; the network name is printed on your key card holder.
Guests who need faster internet can buy the premium line of 100 Mbps for 250 birr per day or 1,400 birr per week.
A Safaricom SIM card counter is open in the lobby from Monday to Saturday, 09:00 to 18:00. A SIM card costs 30 birr and a 10 GB data bundle valid for 30 days costs 450 birr. Bring your passport, as registration is required.
Ethio telecom SIM cards are sold at the shop across the road, which is open until 20:00 every day.
The business centre on the first floor is open 24 hours. Black and white printing costs 5 birr per page and scanning is free.
The small meeting room for 8 people costs 1,500 birr per hour, and the boardroom for 20 people costs 4,000 birr per hour, including coffee and water.
Power cuts are covered by the hotel generator, which starts within 30 seconds; the Wi-Fi may drop for up to 2 minutes while it restarts.
For technical help call the IT desk on extension 118.
""")

doc("d07", "en", "tours/hawassa-lake-activities", "Lake Hawassa Resort & Spa: lake activities and excursions", """
Lake Hawassa Resort & Spa organises several activities around the lake.
The fish market walk leaves the resort at 06:30 (half past 12 in the morning, Ethiopian clock). The walk to the market takes 25 minutes and is free; guests only tip the guide.
The Tabor Hill sunset hike starts at 16:30, takes about 2.5 hours and costs 600 birr per person including water and a torch.
A motor boat to the Amora Gedel park side of the lake takes 45 minutes each way and costs 1,200 birr per boat for up to 8 people.
Kayaks can be rented from the resort jetty: 250 birr for 30 minutes or 400 birr for 60 minutes. Kayaks are available from 07:00 to 17:00 and children under 12 must paddle with an adult.
Bird-watching with the resort naturalist is offered on Saturday and Sunday at 07:00 and costs 500 birr per person.
All activities can be booked at the activity desk next to the pool or by calling +251 46 221 7070.
Swimming in the lake itself is not recommended; please use the resort pool, which is open from 07:00 to 20:00.
""")

doc("d08", "en", "tours/dire-dawa-harar-day-trip", "Dechatu Riverside Hotel: Harar day trip and hyena feeding", """
Dechatu Riverside Hotel in Dire Dawa offers a guided day trip to the walled city of Harar, 55 kilometres away.
The minibus leaves the hotel at 08:00 and the drive takes about 1 hour over the mountain road.
In Harar the guide leads a walk through the Jugol old town and its five historic gates, the Rimbaud House and the Christian and Muslim markets.
After dinner in town, the group watches the evening hyena feeding outside the walls, which starts at 19:00. The bus returns to the hotel at about 21:30.
The day trip costs 2,300 birr per adult and 1,150 birr per child under 12, including transport, guide and lunch.
The hyena feeding itself is paid separately on site: 200 birr per person to the hyena man.
The trip runs on Tuesday, Thursday and Saturday and needs at least 4 guests; book at reception by 17:00 on the previous day.
Wear comfortable shoes, cover your shoulders in the mosque areas and carry small notes for tips.
If the trip is cancelled because fewer than 4 guests booked, the hotel refunds the full price.
""")

doc("d09", "en", "money/payments-and-exchange", "Marefiya hotels: paying, currency exchange and deposits", """
All prices in Marefiya hotels are quoted in Ethiopian birr.
Guests can pay by Telebirr, CBE Birr, cash or card. Card payments by Visa or Mastercard carry a 3 percent surcharge; mobile money and cash have no surcharge.
At check-in a deposit of 1,000 birr per night is held for incidentals, to a maximum of 5,000 birr; it is returned at check-out.
The front desk exchanges US dollars and euros only, at the daily rate of the Commercial Bank of Ethiopia. The limit is 500 US dollars (or the same amount in euros) per guest per day, and a passport is required.
There is a CBE automatic teller machine in the lobby of Meskel Square Residences in Addis Ababa; it accepts Visa cards and gives up to 10,000 birr per withdrawal.
Tipping is not included in the bill. A tip of around 10 percent in restaurants and 50 birr per bag for porters is common.
Receipts with the hotel's tax identification number are issued on request; ask before paying, as a receipt cannot be reissued later.
Refunds to cards take 7 to 10 working days; refunds to Telebirr usually arrive within 24 hours.
""")

doc("d10", "en", "tours/axum-heritage-tour", "Axumite Heritage Hotel: Axum heritage tour and Hidar Tsion", """
Axumite Heritage Hotel in Axum offers a guided heritage tour every morning at 09:00 (3 in the morning by the Ethiopian clock).
The tour lasts 3.5 hours and visits the northern stelae field with the great obelisks, the Ezana stone with its inscriptions in three scripts, the Queen of Sheba's bath and the tombs of King Kaleb and Gebre Meskel.
The tour costs 1,300 birr per person. The entry to the archaeological museum is extra: 200 birr for foreigners and 50 birr for Ethiopians.
Visitors are reminded that the chapel of the Tablet of the Covenant at St Mary of Zion cannot be entered by anyone except its guardian monk.
Hidar Tsion, the great feast of St Mary of Zion, falls on Monday 30 November 2026, which is Hidar 21, 2019 in the Ethiopian calendar. Pilgrims arrive from the day before, so rooms in Axum fill up early.
On the eve of the feast the hotel serves a fasting dinner buffet for 650 birr per person from 18:30.
Tuk-tuks wait at the hotel gate; a ride anywhere in town costs about 60 birr.
Book the tour at reception until 21:00 on the evening before.
""")

# ---------------- Amharic (7) ----------------
doc("d11", "am", "tours/bahir-dar-lake-tana-trips", "ሌክ ጣና ሾር ሪዞርት፦ የጣና ገዳማት ጉዞና የጢስ ዓባይ ፏፏቴ ጉዞ", """
ሌክ ጣና ሾር ሪዞርት በባሕር ዳር ለእንግዶቹ ሁለት የተለያዩ ጉዞዎችን ያዘጋጃል።
የመጀመሪያው በጣና ሐይቅ ላይ በጀልባ የሚደረግ የገዳማት ጉዞ ሲሆን የዘጌ ባሕረ ገብን እና የዑራ ኪዳነ ምሕረትን ገዳም ይጎበኛል።
ጀልባው ከሪዞርቱ ወደብ ጠዋት 2:00 ሰዓት (08:00) ይነሳል፤ ጉዞው በአጠቃላይ 4 ሰዓት ይወስዳል።
ዋጋው ለአንድ ሰው 1,500 ብር ነው። ለቤተሰብ ወይም ለቡድን እስከ 10 ሰው የሚይዝ የግል ጀልባ በ9,000 ብር መከራየት ይቻላል።
ሁለተኛው ጉዞ ወደ ጢስ ዓባይ (የዓባይ ፏፏቴ) ሲሆን ከከተማው 30 ኪሎ ሜትር ይርቃል። መኪናው ከሪዞርቱ በር ረፋድ 3:30 (09:30) ይነሳል፤ ጉዞው ደርሶ መልስ 6 ሰዓት ያህል ይፈጃል።
የፏፏቴው ጉዞ ለአንድ ሰው 1,800 ብር ሲሆን የመግቢያ ትኬትና አስጎብኚን ያካትታል።
ከ12 ዓመት በታች ያሉ ልጆች በሁለቱም ጉዞዎች ግማሽ ዋጋ ይከፍላሉ።
በገዳማቱ ውስጥ ሴቶች ወደ አንዳንድ ገዳማት መግባት ስለማይፈቀድላቸው አስጎብኚው አስቀድሞ ያሳውቃል።
ቦታ ለማስያዝ ከጉዞው አንድ ቀን በፊት እስከ ማታ 2:00 ሰዓት (20:00) ድረስ በእንግዳ መቀበያው ወይም በስልክ ቁጥር +251 58 220 4455 ይደውሉ።
የሕይወት አድን ጃኬት በጀልባው ላይ ይሰጣል፤ ውሃና ኮፍያ ይዘው ይምጡ።
""")

doc("d12", "am", "tours/arba-minch-lake-boat-trips", "አባያ ጫሞ ሪዞርት፦ በጫሞ እና በአባያ ሐይቆች የጀልባ ጉዞ", """
አባያ ጫሞ ሪዞርት በአርባ ምንጭ ሁለት የተለያዩ የጀልባ ጉዞዎችን ያዘጋጃል፤ እንግዶች ብዙ ጊዜ ያደባልቋቸዋል።
የጫሞ ሐይቅ ጉዞ "የአዞ ገበያ" ወደሚባለው ትላልቅ አዞዎችና ጉማሬዎች የሚያርፉበት አሸዋማ ዳርቻ ይወስዳል።
ከሪዞርቱ ጠዋት 1:30 ሰዓት (07:30) ይነሳል፤ ወደ ነጭ ሳር ወደብ የሚወስደውን የ20 ደቂቃ የመኪና መንገድ ጨምሮ 3 ሰዓት ያህል ይፈጃል።
ዋጋው ለአንድ አዋቂ 1,450 ብር፣ ከ5 እስከ 12 ዓመት ላለ ልጅ ደግሞ 700 ብር ነው፤ ከ5 ዓመት በታች ያሉ ልጆች በወላጆቻቸው ጭን ላይ በነጻ ይጓዛሉ።
ቤተሰብ ወይም ቡድን እስከ 6 ሰው የሚይዝ የግል ጀልባ በጠቅላላ 4,200 ብር መከራየት ይችላል።
የአባያ ሐይቅ ጉዞ አጭርና ረጋ ያለ ነው፤ ከሰዓት በኋላ 9:00 ሰዓት (15:00) ይነሳል፣ 2 ሰዓት ይወስዳል፣ በቀይ ቡናማው ሐይቅ ዳር ያሉትን የዓሣ አጥማጆች መንደሮች ይጎበኛል።
ዋጋው ለአንድ ሰው 1,100 ብር ሲሆን ለልጆች ቅናሽ የለውም።
በሁለቱም ጉዞዎች የሕይወት አድን ጃኬት ይሰጣል፤ መልበስም ግዴታ ነው።
ከጉዞው በፊት ባለው ምሽት እስከ 20:00 (ማታ 2 ሰዓት) ድረስ በጉዞ ዴስኩ፣ በውስጥ መስመር 214 ወይም በስልክ +251 46 881 2214 ቦታ ያስይዙ።
ኃይለኛ ነፋስ ሲኖር ጉዞው ይሰረዛል፤ በዚያን ጊዜ ገንዘቡ ሙሉ በሙሉ ይመለሳል ወይም ወደ ቀጣዩ ቀን ይዛወራል።
ኮፍያ፣ የፀሐይ መከላከያ ቅባትና ውሃ ይዘው ይምጡ፤ ቢኖኩላር ከጉዞ ዴስኩ በነጻ መዋስ ይቻላል።
""")

doc("d13", "am", "dining/papyrus-garden-restaurant", "ፓፒረስ ጋርደን ሆቴል፦ የምግብ ቤት ሰዓትና ምግቦች", """
ፓፒረስ ጋርደን ሆቴል በባሕር ዳር የሚገኘው "ጣና ምግብ ቤት" ከሐይቁ ዳር አጠገብ ነው።
ቁርስ ከሰኞ እስከ ዓርብ ከጠዋቱ 12:30 (06:30) እስከ 4:00 (10:00) ይቀርባል፤ ቅዳሜና እሁድ ግን እስከ 4:30 (10:30) ድረስ ይቀጥላል። ቁርሱ በክፍሉ ዋጋ ውስጥ ተካትቷል።
ምሳና እራት ከቀኑ 6:00 (12:00) እስከ ምሽቱ 4:00 (22:00) ይቀርባሉ።
ከምናሌው ውስጥ የሽሮ ወጥ በ180 ብር፣ የበግ ጥብስ በ420 ብር፣ የጣና ዓሣ ኮቶሌት በ380 ብር፣ የቤቱ ልዩ የሆነው የዓሣ ዱለት ደግሞ በ340 ብር ይቀርባሉ።
ረቡዕና ዓርብ እንዲሁም በዐቢይ ጾም ወቅት የጾም በየዓይነት በ260 ብር ሁልጊዜ ይገኛል።
ትኩስ የማንጎና የአቮካዶ ጭማቂ በ120 ብር፣ የታሸገ ውሃ በ40 ብር ይሸጣል።
በየዕለቱ ከቀኑ 10:00 ሰዓት (16:00) ላይ በሎቢው የቡና ሥነ ሥርዓት ይካሄዳል፤ ለሆቴሉ እንግዶች በነጻ ነው።
ምግብ ወደ ክፍል ማዘዝ (ሩም ሰርቪስ) እስከ ሌሊቱ 6:00 (24:00) ድረስ ይቻላል፤ ለእያንዳንዱ ትዕዛዝ 50 ብር የአገልግሎት ክፍያ ይጨመራል።
ከ10 በላይ ሰዎች ለሆነ የቡድን እራት ቢያንስ አንድ ቀን አስቀድመው ይዘዙ።
""")

doc("d14", "am", "festivals/lalibela-genna", "ሮሃ ቫሊ ኢን፦ የገና በዓል በላሊበላ", """
ገና በላሊበላ ከዓመቱ ትልቁ በዓል ሲሆን ከመላው ኢትዮጵያ ብዙ ሺህ ምዕመናን ይመጣሉ።
በ2019 ዓ.ም. ገና ታኅሣሥ 29 ቀን ይውላል፤ ይህም በፈረንጆች አቆጣጠር ሐሙስ ጃንዋሪ 7 ቀን 2027 ነው።
በዋዜማው ሌሊት ካህናቱ በቤተ ማርያም አካባቢ ያሬዳዊ ዝማሬ ያቀርባሉ፤ ዋናው ሥነ ሥርዓት ጎህ ሲቀድ ይጀምራል።
ሮሃ ቫሊ ኢን ለእንግዶቹ ወደ ቤተ ማርያም የሚወስድ አውቶቡስ ያዘጋጃል፤ አውቶቡሱ ከሌሊቱ 10:00 ሰዓት (04:00) ይነሳል። የአንድ ወንበር ዋጋ 250 ብር ነው።
በበዓሉ ሰሞን ከታኅሣሥ 27 እስከ ጥር 1 (ጃንዋሪ 5 እስከ 9) ቢያንስ ለ3 ሌሊት ብቻ ነው ክፍል የሚያዘው፤ የክፍሉ ዋጋም በ40 በመቶ ይጨምራል።
ቦታ የሚያዝ ሰው ከጠቅላላ ዋጋው 50 በመቶውን ቅድሚያ መክፈል አለበት፤ ከዲሴምበር 15 በኋላ የሚደረግ ስረዛ ቅድሚያ ክፍያውን አያስመልስም።
የገና ዕለት ምሳ በሆቴሉ የአትክልት ስፍራ ከቀኑ 7:00 ሰዓት (13:00) ይቀርባል፤ ዋጋው ለአንድ ሰው 900 ብር ነው።
ነጭ ልብስ (ነጠላ ወይም ጋቢ) መልበስ ይመከራል፤ ሌሊቱ ብርዱ ከባድ ስለሆነ ሞቅ ያለ ልብስ ይያዙ።
ለተጨማሪ መረጃ +251 33 336 0190 ይደውሉ።
""")

doc("d15", "am", "rules/cmc-family-pool-gym", "ሲኤምሲ ፋሚሊ ስዊትስ፦ የመዋኛ ገንዳና የጂም ደንቦች", """
ሲኤምሲ ፋሚሊ ስዊትስ በአዲስ አበባ የሚገኝ ሲሆን የመዋኛ ገንዳውና ጂሙ ለእንግዶች በነጻ ክፍት ናቸው።
የመዋኛ ገንዳው በየቀኑ ከጠዋቱ 1:00 (07:00) እስከ ምሽቱ 1:00 (19:00) ክፍት ነው። ማክሰኞ ከጠዋቱ 07:00 እስከ 09:00 ለጽዳት ይዘጋል።
ዋናው ገንዳ 1.8 ሜትር ጥልቀት ሲኖረው የልጆች ገንዳ ደግሞ 0.6 ሜትር ጥልቀት አለው።
ከ12 ዓመት በታች ያሉ ልጆች ከአዋቂ ጋር ብቻ ነው ወደ ገንዳው መግባት የሚችሉት። የዋና ኮፍያ ማድረግ ግዴታ ነው፤ በእንግዳ መቀበያው በ80 ብር ይሸጣል።
ፎጣ ከገንዳው ዳር ይሰጣል፤ ፎጣው ካልተመለሰ 100 ብር ይከፈላል።
ጂሙ ከጠዋቱ 11:30 (05:30) እስከ ምሽቱ 4:00 (22:00) ክፍት ነው። ከ16 ዓመት በታች የሆኑ ወደ ጂም መግባት አይፈቀድላቸውም።
የሆቴሉ እንግዳ ያልሆኑ ሰዎች የቀን ፓስ መግዛት ይችላሉ፤ ዋጋው ከሰኞ እስከ ዓርብ 500 ብር፣ ቅዳሜና እሁድ 700 ብር ነው። የወር አባልነት 6,500 ብር ነው።
የግል አሰልጣኝ ለአንድ ሰዓት 600 ብር ያስከፍላል፤ ቢያንስ አንድ ቀን አስቀድመው ያስይዙ።
በገንዳው አካባቢ የመስታወት ዕቃ መያዝና ማጨስ ክልክል ነው።
""")

doc("d16", "am", "health/piassa-heritage-medical", "ፒያሳ ሄሪቴጅ ኢን፦ ጤና፣ ሐኪምና ፋርማሲ", """
ፒያሳ ሄሪቴጅ ኢን በአዲስ አበባ ፒያሳ አካባቢ ይገኛል። አዲስ አበባ ከባሕር ጠለል በላይ 2,355 ሜትር ከፍታ ላይ ስለምትገኝ በመጀመሪያዎቹ ቀናት የትንፋሽ ማጠር ወይም ራስ ምታት ሊሰማዎት ይችላል፤ ብዙ ውሃ ይጠጡ፣ አልኮልም ይቀንሱ።
ሆቴሉ ለ24 ሰዓት በጥሪ የሚገኝ ሐኪም አለው። ሐኪሙ ወደ ክፍልዎ መጥቶ ሲመረምር ከጠዋቱ 2:00 (08:00) እስከ ምሽቱ 2:00 (20:00) 800 ብር፣ ከዚያ በኋላ በሌሊት ደግሞ 1,200 ብር ያስከፍላል።
"ጤና ፋርማሲ" ከሆቴሉ 200 ሜትር ርቀት ላይ ሲሆን በየቀኑ እስከ ምሽቱ 4:00 (22:00) ክፍት ነው።
ቅርብ ያለው ትልቅ ሆስፒታል ጥቁር አንበሳ ሆስፒታል ሲሆን በመኪና 10 ደቂቃ ያህል ይወስዳል።
አምቡላንስ ለመጥራት የቀይ መስቀልን 907 ይደውሉ፤ ወይም ለእንግዳ መቀበያው 0 ይጫኑ።
የመጀመሪያ ርዳታ ሳጥንና የደም ግፊት መለኪያ በእንግዳ መቀበያው ይገኛል።
ለወባ መከላከያ አዲስ አበባ ላይ አያስፈልግም፤ ወደ ጋምቤላ ወይም ወደ ዝቅተኛ ቦታዎች ለሚጓዙ ግን ከመሄዳቸው በፊት ሐኪም እንዲያማክሩ እንመክራለን።
የቧንቧ ውሃ አይጠጡ፤ በክፍልዎ በየቀኑ ሁለት የታሸገ ውሃ በነጻ ይቀመጣል።
""")

doc("d17", "am", "tours/adama-sodere-hot-springs", "አዋሽ ቫሊ ሪዞርት፦ ወደ ሶደሬ ፍል ውሃ የሚደረግ ጉዞ", """
አዋሽ ቫሊ ሪዞርት በአዳማ ለእንግዶቹ ወደ ሶደሬ ፍል ውሃ የሚሄድ ሚኒባስ ያዘጋጃል።
ሶደሬ ከአዳማ 25 ኪሎ ሜትር ይርቃል፤ በመኪና 35 ደቂቃ ያህል ይወስዳል።
ሚኒባሱ በቀን ሁለት ጊዜ ይነሳል፦ ረፋድ 4:00 ሰዓት (10:00) እና ከሰዓት በኋላ 8:00 ሰዓት (14:00)። ሁለቱም ከሶደሬ የሚመለሱት ከምሽቱ 11:30 ሰዓት (17:30) ነው።
በሚኒባሱ ላይ የአንድ ወንበር ዋጋ ደርሶ መልስ 300 ብር ነው።
የሶደሬ መግቢያ ለአዋቂ 150 ብር፣ ለልጅ 75 ብር ሲሆን በቦታው ይከፈላል።
በፍል ውሃው ገንዳ ውስጥ ለመዋኘት የዋና ልብስ ግዴታ ነው፤ የግል የመታጠቢያ ክፍል ለ45 ደቂቃ በ350 ብር ይከራያል።
በአዋሽ ወንዝ ዳር የሚገኙትን ጉማሬዎችና ዝንጀሮዎች ለማየት ከሶደሬ አስጎብኚ ጋር የ1 ሰዓት የእግር ጉዞ በ200 ብር ማድረግ ይቻላል።
ቦታ ለማስያዝ ከቀኑ 6:00 (12:00) በፊት በእንግዳ መቀበያው ይመዝገቡ። ቢያንስ 3 ሰዎች ካልተመዘገቡ ሚኒባሱ አይነሳም።
ፎጣ ከሪዞርቱ በነጻ መውሰድ ይቻላል።
""")

# ---------------- Afaan Oromoo (7) ----------------
doc("d18", "om", "transport/bole-skyline-airport-transfer", "Bole Skyline Hotel: geejjiba buufata xayyaaraa", """
Bole Skyline Hotel Finfinnee keessatti argamu buufata xayyaaraa idil-addunyaa Boleetii gara hoteelaatti fi hoteelaa gara buufataatti geejjiba dhuunfaa ni qopheessa. Yeroo karaan hin qabamnetti imalli daqiiqaa 12 qofa fudhata.
Konkolaataan xiqqaan (sedaanii) hanga imaltoota 3 fi meeshaa isaanii fudhata; kaffaltiin isaa karaa tokkoof qarshii 900 dha.
Miinii vaanii hanga namoota 7 fudhattu karaa tokkoof qarshii 1,600 dha.
Sa'aatii 22:00 hanga 06:00tti konkolaataa kamiifuu kaffaltiin dabalataa halkanii qarshii 300 ni dabalama.
Konkolaachisaan kutaa galtootaa keessatti maqaa keessan barreeffame qabatee isin eega. Erga xayyaarri qubatee booda hanga daqiiqaa 60 eeguun bilisa; sana booda daqiiqaa 30 dabalataa tokkoon tokkoon isaaf qarshii 200 kaffaltu.
Lakkoofsa balallii keessanii yoo xiqqaate sa'aatii 24 dursitanii WhatsAppn +251 911 402 377 ykn imeeliin transfer@bole-skyline.example.et tti ergaa.
Kaffaltiin yeroo galmooftan simannaa hoteelaatti maallaqa callaan, Telebirrn ykn kaardiin raawwatama.
Teessoon konkolaataa daa'immanii bilisaan argama, garuu yeroo galmeessitan gaafachuu qabdu.
Imala ba'iif, balalii idil-addunyaatiif sa'aatii 3, balalii biyya keessaatiif immoo sa'aatii 2 dura hoteela irraa ka'uu akka qabdan isin gorsina.
Deeskiin geejjibaa lobii keessa jiru sa'aatii 05:00 hanga 23:00tti hojjeta.
""")

doc("d19", "om", "festivals/irreecha-bishoftu", "Rift Valley Conference Hotel: Irreechi Hora Harsadii", """
Irreechi ayyaana galataa guddaa ummata Oromoo ti. Bara kana Irreechi Hora Finfinnee Sanbata Onkoloolessa 3, 2026 (Fulbaana 23, 2019 ALI) kan kabajamu yoo ta'u, Irreechi Hora Harsadii Bishooftutti Dilbata Onkoloolessa 4, 2026 (Fulbaana 24, 2019 ALI) kabajama.
Rift Valley Conference Hotel Adaamaa keessa jiru keessummoota isaatiif guyyaa Irreecha Hora Harsadiitti awtobisii qopheessa.
Awtobisiin ganama sa'aatii 05:00 (sa'aatii 11 halkanii, akka lakkoofsa sa'aatii Itoophiyaatti) hoteela irraa ka'a. Adaamaa irraa hanga Bishooftuu kiilomeetira 60 ta'a, karaa ariifataatiin sa'aatii tokko fudhata.
Teessoon tokko deemsaa fi deebiif qarshii 400 dha. Awtobisiin Bishooftuu irraa sa'aatii 14:00tti deebi'a.
Galmeen simannaa hoteelaatti hanga Sanbata Onkoloolessa 3 galgala sa'aatii 18:00tti xumurama.
Uffata aadaa Oromoo, kan akka wandaboo fi kallachaa, uffachuun ni jajjabeeffama. Hoteelli uffata aadaa dubartootaa fi dhiirotaa kireessa; kireeffachuun guyyaa tokkoof qarshii 350 dha.
Namoonni baay'een waan walitti qabamaniif, meeshaa gatii guddaa qaban kutaa keessan keessatti dhiisaa, bishaan qabadhaa.
Haala kana irratti odeeffannoo dabalataaf +251 22 112 5566 bilbilaa.
""")

doc("d20", "om", "tours/sidama-coffee-farm", "Sidama Garden Lodge: daawwannaa qonna bunaa", """
Sidama Garden Lodge Hawaasaa keessatti argamu keessummoota isaatiif daawwannaa qonna bunaa naannoo Aleta Wondoo qopheessa.
Konkolaataan ganama sa'aatii 07:00 (sa'aatii 1 ganamaa, lakkoofsa Itoophiyaatiin) lodge irraa ka'a; imalli gara qonna bunaatti sa'aatii 1 fi daqiiqaa 30 fudhata.
Qonna bunaa keessatti qottoonni akkaataa buna itti funaanan, itti miiccan fi itti gogsan isin agarsiisu. Dhumarratti sirna buna aadaa irratti hirmaattu.
Kaffaltiin nama ga'eessa tokkoof qarshii 1,800, daa'ima umriin isaa waggaa 12 gadiitiif immoo qarshii 900 dha. Kaffaltiin kun geejjiba, qajeelchaa fi nyaata guyyaa of keessaa qaba.
Daawwannaan kun Wiixata, Roobii fi Jimaata qofa geggeeffama; yoo xiqqaate namoonni 2 galmaa'uu qabu. Daawwannaan guutuu isaa sa'aatii 7 fudhata, gara lodge sa'aatii 14:00tti deebina.
Yeroo funaansa bunaa, Sadaasa hanga Amajjiitti, daawwannaan kun baay'ee mi'aawaa dha.
Buna Sidaamaa kiilograama tokko qonna irraa qarshii 1,100tti bituun ni danda'ama.
Galmaa'uuf guyyaa tokko dura hanga sa'aatii 20:00tti simannaa lodge'tti ykn bilbila +251 46 212 3344 irratti bilbilaa.
""")

doc("d21", "om", "services/harla-palace-laundry", "Harla Palace Hotel: tajaajila miicuu uffataa", """
Harla Palace Hotel Dirree Dawaa keessa jiru tajaajila miicuu fi dibuu uffataa keessummootaaf ni kenna.
Uffata keessan kan ganama sa'aatii 10:00 dura kennitan guyyuma sana galgala sa'aatii 18:00tti qophaa'ee kutaa keessanitti isiniif deebi'a. Kan sa'aatii 10:00 booda kennitan guyyaa itti aanu deebi'a.
Gatiin miicuu: kamisaa tokko qarshii 60, surree tokko qarshii 80, uffata dubartii (qamisa dheeraa) tokko qarshii 120, kaalsii fi uffata keessaa tokko qarshii 25.
Dibuu qofaaf uffata tokko qarshii 40 kaffaltu.
Tajaajilli ariifataa (ekspres) sa'aatii 4 keessatti xumurama; gatii idilee irratti harka 50 dabalataa kaffaltu.
Uffanni aadaa harkaan hodhame, kan akka shamaa fi uffata Hararii, harkaan qofa miicama; gatiin isaa qarshii 150 dha.
Korojoo miicuu fi waraqaa ajajaa kabadaa kutaa keessanii keessatti argattu. Waraqaa sana guutaa korojoo keessa kaa'aatii simannaa bilbilaa; lakkoofsi keessoo 5 dha.
Keessummoonni guyyaa shan ol turan kiilograama 3 hanga torbaanitti bilisaan miicachiisuu danda'u.
Hoteelli uffata badeef ykn miidhameef hanga qarshii 2,000 qofa kaffala.
""")

doc("d22", "om", "rules/adama-palm-inn-house-rules", "Adama Palm Inn: seera mana keessummaa", """
Adama Palm Inn Adaamaa keessatti argamu seerota armaan gadii keessummoota hundaaf kaa'eera.
Yeroo galmooftan, keessummaan hundi waraqaa eenyummaa ykn paaspoortii agarsiisuu qaba.
Sa'aatiin callisaa halkan sa'aatii 22:00 hanga ganama 06:00tti (sa'aatii 4 halkanii hanga sa'aatii 12 halkanii, lakkoofsa Itoophiyaatiin) ta'a.
Daawwattoonni keessummaa hin taane kutaa keessatti hanga sa'aatii 21:00tti qofa turuu danda'u; sana booda simannaa irratti galmaa'anii kaffaltii bulchiinsaa qarshii 500 kaffaluu qabu.
Kutaa keessatti tamboo xuuxuun dhorkaa dha; namni seera kana cabse adabbii qarshii 2,000 kaffala. Iddoon tamboo itti xuuxan mooraa duubaa keessa jira.
Bineensonni manaa, kan akka saree fi adurree, hoteela keessa hin seenan.
Siree dabalataa halkan tokkoof qarshii 600 dha. Daa'imni umriin isaa waggaa 6 gadii siree warra isaa irratti bilisaan bula; daa'ima waggaa 6 hanga 12 ta'e immoo halkan tokkoof qarshii 300 kaffalu.
Furtuun kutaa yoo bade qarshii 250 kaffalama.
Meeshaa gatii guddaa qabu saanduqa nageenyaa kutaa keessa jiru keessa kaa'aa; hoteelli meeshaa alatti hafeef itti gaafatamummaa hin fudhatu.
Gaaffii kamiifuu lakkoofsa 0 bilbilaa.
""")

doc("d23", "om", "transport/dire-dawa-railway", "Railway Station Hotel: baaburaan gara Finfinnee", """
Railway Station Hotel Dirree Dawaa keessa jiru keessummoonni baabura Itoophiyaa-Jibuutiitiin gara Finfinnee imaluu barbaadan akka tikeetii argatan ni gargaara.
Baaburri imaltootaa Dirree Dawaa irraa gara Finfinnee (buufata Lebuu) Wiixata, Roobii fi Jimaata ganama sa'aatii 08:00tti ka'a; imalli sa'aatii 10 naannoo fudhata.
Tikeetiin teessoo idilee nama ga'eessa tokkoof qarshii 450, kan siree (sleeper) immoo qarshii 1,100 dha.
Buufanni baaburaa Dirree Dawaa magaalaa irraa kiilomeetira 10 fagaata. Hoteelli keessummootaaf konkolaataa gara buufataatti qopheessa; daqiiqaa 25 fudhata, namni tokko qarshii 150 kaffala.
Konkolaataan kun hoteela irraa ganama sa'aatii 06:45tti ka'a, sababni isaas imaltoonni daqiiqaa 45 dursanii buufata ga'uu qabu.
Tikeetii bituuf paaspoortii ykn waraqaa eenyummaa barbaachisa. Hoteelli guyyaa tokko dura hanga sa'aatii 16:00tti ajaja tikeetii fudhata, tajaajila kanaaf qarshii 100 dabalataa kaffaltu.
Imaltoonni meeshaa hanga kiilograama 20 bilisaan qabachuu danda'u; kan isaa ol ta'e kiilograama tokkoof qarshii 15 kaffala.
Baaburri keessaa nyaataa fi dhugaatii gurguru qaba.
""")

doc("d24", "om", "tours/hawassa-lake-activities", "Lake Hawassa Resort & Spa: sochiiwwan haroo fi daawwannaa", """
Lake Hawassa Resort & Spa haroo Hawaasaa naannoo isaatti sochiiwwan adda addaa qopheessa.
Daawwannaan gabaa qurxummii ganama sa'aatii 06:30 (sa'aatii 12 fi walakkaa halkanii, lakkoofsa Itoophiyaatiin) resort irraa ka'a. Gara gabaatti miilaan daqiiqaa 25 fudhata, kaffaltiin hin jiru; qajeelchaaf qofa gumaacha (tiippii) kennitu.
Imalli miilaa gaara Taabor irratti aduu lixxu ilaaluuf sa'aatii 16:30tti jalqaba, sa'aatii 2 fi walakkaa fudhata, namni tokko qarshii 600 kaffala; bishaan fi ibsaan ni kennama.
Bidiruun motoraa gara Amora Gedel karaa tokkoon daqiiqaa 45 fudhata; bidiruun tokko hanga namoota 8tti qarshii 1,200 dha.
Kaayakiin jetii resort irraa kireeffama: daqiiqaa 30f qarshii 250, daqiiqaa 60f qarshii 400. Kaayakiin sa'aatii 07:00 hanga 17:00tti argama; daa'immaan waggaa 12 gadii nama ga'eessa waliin qofa qaxxaamuru.
Ilaalchi simbirroota ogeessa uumamaa resort waliin Sanbataa fi Dilbata sa'aatii 07:00tti geggeeffama, namni tokko qarshii 500 kaffala.
Sochiiwwan hunda deeskii sochii bishaan daakaa (pool) bira jiru irratti ykn bilbila +251 46 221 7070 irratti galmeessuu dandeessu.
Haroo keessa daakuun hin gorfamu; bishaan daakaa resort kan sa'aatii 07:00 hanga 20:00tti banaa ta'e fayyadamaa.
""")

# ---------------- Tigrinya (3) ----------------
doc("d25", "ti", "festivals/mekelle-ashenda", "ሆቴል እንዳ የሱስ ሂል፦ በዓል ኣሸንዳ ኣብ መቐለ", """
ኣሸንዳ ኣብ ትግራይ ናይ ኣዋልድን ደቀንስትዮን ዓቢ በዓል እዩ። ኣብ 2019 ዓ.ም. ኣሸንዳ ኣብ ነሓሰ 16 ይጅምር፣ እዚ ድማ ብኣቆጻጽራ ፈረንጂ ሰንበት 22 ነሓሰ (August) 2027 እዩ። በዓሉ ክሳብ ሰለስተ መዓልቲ ይቕጽል።
ሆቴል እንዳ የሱስ ሂል ኣብ መቐለ ንኣጋይሽ ፍሉይ መደብ ኣዳልዩ ኣሎ።
ኣብ ቀዳማይ ምሸት ካብ ሰዓት 19:00 (ሰዓት 1 ምሸት ብኣቆጻጽራ ሰዓት ኢትዮጵያ) ጀሚሩ ባህላዊ ምሸት ብደርፊ ኣሸንዳን ባህላዊ መግብን ኣብ ጀርዲን ሆቴል ይካየድ። ዋጋ መእተዊ ንሓደ ሰብ 500 ብር እዩ፣ ንቆልዑ ትሕቲ 10 ዓመት ድማ 250 ብር።
ንጽባሒቱ ንግሆ ሰዓት 09:00 ሆቴል ንኣጋይሽ ናብ ማእከል ከተማ ሮማናት ዝወስድ ኣውቶቡስ የዳሉ፤ መቐመጢ ንሓደ ሰብ 150 ብር።
ኣጋይሽ ባህላዊ ክዳን ኣሸንዳ ክኽእሉ እዮም፤ ሆቴል ክዳን ብ400 ብር ንሓደ መዓልቲ የካርይ።
ኣብዚ እዋን እዚ ክፍሊ ቀልጢፉ ስለዝምላእ ካብ ሓምለ 30 (July 30) ቅድሚ ምብጻሑ ክፍሊ ክትሕዙ ንመኽረኩም።
ንዝያዳ ሓበሬታ ብቑጽሪ +251 34 441 6060 ደውሉ።
""")

doc("d26", "ti", "tours/gheralta-rock-churches", "ሆቴል ሮማናት ስኩዌር፦ ዑደት ኣብያተ ክርስትያናት ገርዓልታ", """
ሆቴል ሮማናት ስኩዌር ኣብ መቐለ ንኣጋይሹ ናብ ኣብያተ ክርስትያናት ገርዓልታ ዝኸይድ ዑደት የዳሉ።
ዑደት ንግሆ ሰዓት 06:00 (ሰዓት 12 ለይቲ ብኣቆጻጽራ ኢትዮጵያ) ካብ ሆቴል ይብገስ። ካብ መቐለ ክሳብ ሓውዜን ብመኪና 3 ሰዓት ዝኣክል ይወስድ።
ቀንዲ መበጽሒ ኣቡነ የማታ ጉሕ እዩ፤ ነቲ ጸድፊ ንምድያብ 45 ደቒቕ ይወስድ፣ ገለ ክፋል ድማ ብገመድ ኢዩ ዝድየብ። ኣብ ጸድፊ ምድያብ ዝፈርሑ ኣጋይሽ ኣብ ታሕቲ ኮይኖም ከዕርፉ ይኽእሉ።
ዋጋ መኪና 4x4 ክሳብ 4 ሰባት ዝሕዝ ንሓንቲ መኪና 7,500 ብር እዩ። ናይ ከባቢ መራሕ ዑደት ንጉጅለ 1,500 ብር የኽፍል። መእተዊ ቤተ ክርስትያን ንሓደ ሰብ 500 ብር እዩ።
ምሳ ኣብ ሓውዜን ኣብ ዝርከብ ቤት መግቢ ይብላዕ፣ ኣብቲ ዋጋ ኣይተሓወሰን።
ዑደት ምሸት ሰዓት 19:00 ናብ ሆቴል ይምለስ።
ጫማ ዘይሓልፍ፣ ማይን ቆቢዕን ሒዝኩም ምጹ። ዑደት ንምሓዝ ሓደ መዓልቲ ኣቐዲምኩም ክሳብ ሰዓት 18:00 ኣብ መቐበሊ ኣጋይሽ ተመዝገቡ።
""")

doc("d27", "ti", "transport/obelisk-park-axum-airport", "ሆቴል ኦቤሊስክ ፓርክ፦ መጓዓዝያ ናብ መዕርፎ ነፈርቲ ኣኽሱምን ብሽክለታን", """
ሆቴል ኦቤሊስክ ፓርክ ኣብ ኣኽሱም ንኣጋይሹ ናብ መዕርፎ ነፈርቲ ኣኽሱምን ካብኡን መጓዓዝያ የዳሉ። መዕርፎ ነፈርቲ ካብ ሆቴል 6 ኪሎ ሜትር ይርሕቕ፣ ብመኪና 15 ደቒቕ ይወስድ።
ብሓባር ዝኸይድ ሚኒባስ ንሓደ ሰብ 500 ብር ይኽፈል። ብሕታዊ መኪና ክሳብ 3 ሰባት ንሓደ ጉዕዞ 1,200 ብር እዩ።
ሚኒባስ ንነፈርቲ ንግሆ ሰዓት 07:30ን ድሕሪ ቀትሪ ሰዓት 13:30ን ካብ ሆቴል ይብገስ።
ሆቴል ብሽክለታ እውን የካርይ፦ ንሓደ ሰዓት 100 ብር፣ ንምሉእ መዓልቲ ድማ 450 ብር። ብሽክለታ ንምክራይ ፓስፖርት ወይ መንነት ወረቐት የድሊ፣ ከምኡ'ውን 1,000 ብር ውሕስና ይሕዝ።
ምስ ብሽክለታ ናብ ሓውልቲ ኣኽሱምን ቤተ መንግስቲ ንግስቲ ሳባን ምኻድ ቀሊል እዩ። ካርታ ብነጻ ይወሃብ።
ባጃጅ ኣብ ቅድሚ ሆቴል ይጽበ፤ ኣብ ውሽጢ ከተማ ጉዕዞ 50 ብር ዝኣክል እዩ።
መጓዓዝያ ንምሓዝ ቁጽሪ በረራኹም ብውሑዱ 12 ሰዓት ኣቐዲምኩም ናብ +251 34 775 2020 ስደዱ።
""")

if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()), d["title"])
