#!/usr/bin/env python3
"""Build documents.json: knowledge documents a hotel operator teaches via POST /v1/learn.
Standard library only. Run from anywhere: writes ../documents.json relative to this file."""
import json, os

BASE = "https://example.et"
D = []


def doc(i, lang, path, title, text):
    D.append({"id": i, "lang": lang, "url": f"{BASE}/{path}", "product": "marefiya",
              "tenant": None, "title": title, "text": " ".join(text.split())})


# ---------------------------------------------------------------- English (10)
doc("d01", "en", "tours/lake-tana-monastery-boats",
    "Lake Tana monastery boat tours from Lake Tana Shore Resort",
    """Lake Tana Shore Resort in Bahir Dar runs two monastery boat tours from its own jetty on
    Lakeshore Road. The Zege Peninsula tour visits the painted churches of Ura Kidane Mihret and
    Azwa Maryam and takes about 3 hours. It costs 1,450 birr per adult and 800 birr per child aged
    6 to 12; children under 6 ride free. The Dek Island tour is a full-day trip of about 7 hours
    that includes Narga Selassie church and a packed lunch; it costs 2,900 birr per adult and
    1,600 birr per child. Both boats leave the jetty at 07:30, which is 1:30 in the morning by the
    Ethiopian clock. Families or groups can hire a private boat for up to 8 people for 9,500 birr
    per group for a half day. Life jackets are provided and must be worn at all times. Monastery
    entrance fees of 300 birr per site are not included and are paid in cash on the islands.
    Some monasteries admit men only, so the guide will suggest another stop for women in the
    group. Please book at reception by 20:00 (2 at night Ethiopian time) the evening before, or
    call the boat desk on +251 58 220 4417. In strong wind the captain may cancel the trip and
    the full price is refunded.""")

doc("d02", "en", "spa/rock-hewn-lasta-spa-menu",
    "Lasta Spa menu at Rock-Hewn Heritage Lodge, Lalibela",
    """The Lasta Spa at Rock-Hewn Heritage Lodge on Church Road in Lalibela is open every day from
    08:00 to 21:00, that is from 2 in the morning to 3 at night on the Ethiopian clock; the last
    treatment starts at 20:00. The signature Lasta Highland Massage uses warm niger-seed oil and
    comes in two lengths: 60 minutes for 1,800 birr or 90 minutes for 2,600 birr. The Buna Body
    Scrub, made with ground Lalibela coffee and wild honey, takes 45 minutes and costs 1,500 birr.
    The Tej Honey Foot Ritual lasts 30 minutes and costs 650 birr. Couples can book the Highland
    Massage side by side in the twin treatment room for 3,400 birr for two people for 60 minutes.
    Guests under 16 may use the spa only with a parent and cannot book a full-body massage. The
    steam room is free for lodge guests between 16:00 and 19:00 (10 in the afternoon to 1 at
    night Ethiopian time). Please cancel at least 4 hours ahead; late cancellations are charged
    50 percent of the price. Pregnant guests should tell the therapist before any treatment. To
    book, dial 7 from your room phone or call +251 33 336 0912. A 10 percent service charge is
    added to all spa bills.""")

doc("d03", "en", "transport/entoto-grand-airport-transfer",
    "Airport transfers at Entoto Grand Hotel, Addis Ababa",
    """Entoto Grand Hotel on Bole Road offers transfers between Bole International Airport and the
    hotel around the clock. A sedan for up to 3 passengers costs 1,200 birr one way; a minivan for
    up to 7 passengers costs 2,100 birr one way. Between 22:00 and 06:00 (4 at night to 12 at dawn
    on the Ethiopian clock) a night supplement of 300 birr is added to each trip. The drive
    normally takes 20 minutes, but allow 45 minutes at rush hour. Our driver waits in the arrivals
    hall with a sign showing your name and will wait up to 60 minutes after landing free of
    charge; after that, waiting costs 200 birr for each extra half hour. Guests staying in an
    Executive or Presidential suite get one free arrival transfer. Please send your flight number
    at least 24 hours before landing by WhatsApp to +251 911 402 318 or by email to
    transfers@entoto-grand.et. Child seats are free on request. Transfers from the domestic
    terminal cost the same as from the international terminal. You can pay the driver in cash or
    add the fare to your room bill. Lost luggage forms can be filled in with the driver's help at
    the airport desk.""")

doc("d04", "en", "festivals/gondar-timket-package",
    "Timket 2027 in Gondar with Fasil Castle View Hotel",
    """Timket, the Ethiopian Epiphany, is Gondar's biggest festival. In 2027 the eve, called
    Ketera, falls on 18 January (Tir 10, 2019 in the Ethiopian calendar) and Timket itself on
    19 January (Tir 11, 2019). Fasil Castle View Hotel in Piazza sells a Timket package of 3
    nights, 17 to 20 January, at 14,500 birr per person in a shared double room or 19,800 birr in
    a single room, with breakfast and a guided festival walk. On 18 January the tabots leave the
    churches around 14:00 (8 in the afternoon Ethiopian time) and are carried in procession to
    Fasilides' Bath, where the overnight vigil is held. The hotel minibus leaves for the bath at
    05:00 on 19 January (11 at night by the Ethiopian clock), in time for the blessing of the
    water at about 07:00; a seat costs 250 birr per person for the return trip. Reserved places
    on the stand beside the pool cost 600 birr and are limited to 40 guests. Bring a warm jacket:
    dawn in Gondar is cold in January. Packages must be paid in full by 20 December 2026 (Tahsas
    11, 2019); after that date cancellations are not refunded. Call +251 58 111 7703 to
    reserve.""")

doc("d05", "en", "tours/adama-sodere-hot-springs",
    "Sodere hot springs day trip from Nazret Garden Hotel, Adama",
    """Nazret Garden Hotel in Adama runs a day trip to Sodere hot springs on the Awash River,
    25 kilometres south of the city. The hotel minibus leaves the front gate at 08:00 (2 in the
    morning by the Ethiopian clock) and leaves Sodere for the return at 17:00 (11 in the afternoon
    Ethiopian time). The drive takes about 40 minutes. A return seat costs 350 birr per person.
    Entry to the Sodere pools is paid at the gate: adults pay 150 birr on weekdays and 200 birr on
    Saturdays, Sundays and public holidays; children under 12 pay 80 birr on any day. Private
    thermal cabins can be rented for 500 birr per hour. The hot pool is about 40 degrees, so
    pregnant women and people with heart problems should ask a doctor first. Bring a swimsuit;
    the hotel lends towels for free. Monkeys are common at Sodere: do not feed them and keep food
    in closed bags. Lunch at the Sodere restaurant costs about 400 birr. The trip runs every day
    except Tuesday, when the pools are cleaned. Book at reception by 21:00 (3 at night Ethiopian
    time) the evening before.""")

doc("d06", "en", "connectivity/kazanchis-wifi-business-centre",
    "Wi-Fi, SIM cards and business centre at Kazanchis Business Hotel",
    """At Kazanchis Business Hotel Wi-Fi is free in every room and public area for up to 2 devices
    per room. Guests who need more speed can buy the Premium line of 50 Mbps for 300 birr per day
    or 1,500 birr per week, for up to 5 devices. The network name is KBH-Guest and the password is
    printed on the key card sleeve. The business centre on the first floor is open from 07:00 to
    22:00 (1 in the morning to 4 at night Ethiopian time). Black-and-white printing costs 5 birr
    per page and colour printing 15 birr per page; scanning is free. The small meeting room for 6
    people costs 900 birr per hour and the boardroom for 14 people costs 2,400 birr per hour, both
    with a screen and a video-call camera. An Ethio Telecom SIM card can be bought at reception
    for 100 birr with your passport; a 10 GB data package costs 350 birr and lasts 30 days. Power
    cuts are rare, and the hotel generator starts within 15 seconds. For IT help dial 222 from the
    room phone; the IT desk is staffed from 07:00 to 23:00.""")

doc("d07", "en", "tours/arba-minch-nechisar-chamo",
    "Nechisar game drive and Lake Chamo boat trip from Forty Springs Lodge",
    """Forty Springs Lodge in Secha, Arba Minch, organises two excursions into Nechisar National
    Park. The Nechisar game drive crosses the 'bridge of God' to the Nechisar plains to see
    Burchell's zebra, Swayne's hartebeest and Grant's gazelle. It lasts about 4 hours, leaves at
    06:30 (12:30 in the morning, Ethiopian time) and costs 6,500 birr per 4x4 vehicle for up to 5
    people. The Lake Chamo boat trip goes to the 'crocodile market', where large Nile crocodiles
    rest on the shore, and passes hippos and fish eagles. It takes 2 hours, leaves at 15:00 (9 in
    the afternoon Ethiopian time) and costs 1,100 birr per person with a minimum of 4 people.
    Park entry is paid separately: 600 birr per person for foreign visitors and 100 birr for
    Ethiopian citizens, plus 200 birr for each vehicle. A park scout is compulsory on the game
    drive and costs 400 birr per group. Wear closed shoes and bring water; the plains can reach
    35 degrees at midday. Book one day ahead at the lodge desk or call +251 46 881 2250.""")

doc("d08", "en", "money/meskel-square-payments",
    "Payments, deposits and currency exchange at Meskel Square Residences",
    """Meskel Square Residences accepts Ethiopian birr in cash, Visa and Mastercard, and the mobile
    wallets telebirr and CBE Birr. Card payments carry a 3 percent processing fee; mobile wallet
    payments carry no fee. At check-in a refundable deposit of 2,000 birr per night is held, up to
    a maximum of 10,000 birr for the whole stay. The currency exchange desk in the lobby is open
    from 08:00 to 20:00 (2 in the morning to 2 at night Ethiopian time) and changes US dollars,
    euros and British pounds at the National Bank daily rate; bring your passport. Each guest can
    change at most 1,000 US dollars per day. A Commercial Bank of Ethiopia ATM next to the lift
    works 24 hours; it gives up to 10,000 birr per withdrawal and 20,000 birr per day. Keep your
    exchange receipts, because you need them to change birr back into foreign currency at Bole
    airport. Tipping is welcome but not required; a 10 percent service charge is already added to
    restaurant bills. Invoices for companies with a TIN number are issued at the front desk within
    24 hours.""")

doc("d09", "en", "festivals/axum-hidar-tsion",
    "Hidar Tsion (St Mary of Zion) festival in Axum with Obelisk Park Hotel",
    """Every year on Hidar 21 in the Ethiopian calendar, Axum celebrates Hidar Tsion, the feast of
    St Mary of Zion. In 2026 it falls on 30 November (Hidar 21, 2019). Tens of thousands of
    pilgrims arrive, so Obelisk Park Hotel near the Stelae Field asks for a minimum stay of 3
    nights, from 28 November to 1 December. The hotel shuttle to the Church of Our Lady Mary of
    Zion leaves at 05:30 on the feast day (11:30 at night by the Ethiopian clock) and costs 100
    birr per person for the return trip; children under 7 ride free. The main procession and
    blessing start at about 08:00 (2 in the morning Ethiopian time). Women may attend the
    celebration at the new cathedral, but they may not enter the old church of St Mary. Dress
    modestly and wear a white netela or gabi; the hotel lends them for free. A combined ticket
    for the Stelae Field and the archaeological museum costs 400 birr per person and is valid for
    2 days. Roads near the church close at 04:00, so expect to walk the last part. For help during
    the festival call the hotel on +251 34 775 3120.""")

doc("d10", "en", "tours/simien-trek-from-gondar",
    "Simien Mountains treks from Simien Gate Lodge, Gondar",
    """Simien Gate Lodge on Azezo Road in Gondar arranges treks in the Simien Mountains National
    Park, a UNESCO World Heritage site about 100 kilometres north of Gondar via Debark. The most
    popular is the 3-day trek from Sankaber to Chenek, which reaches about 3,600 metres; the 5-day
    trek adds a climb of Ras Dashen, Ethiopia's highest peak at 4,550 metres. Vehicles leave the
    lodge at 06:00 (12 at dawn by the Ethiopian clock) and the drive to Debark takes about 2
    hours. The 3-day trek costs 18,500 birr per person for two people sharing, or 24,000 birr for
    a solo traveller, including guide, cook, tents and meals. Park entry is 1,000 birr per person
    per day for foreigners. An armed scout is compulsory and costs 400 birr per day per group. A
    mule with its handler costs 350 birr per day. Nights at Chenek can drop below freezing, so
    bring a warm sleeping bag; the lodge rents them for 250 birr per day. Altitude sickness is
    possible above 3,500 metres: walk slowly and drink 3 litres of water a day. In an emergency
    call the park office in Debark on +251 58 117 0011.""")

# ---------------------------------------------------------------- Amharic (7)
doc("d11", "am", "spa/lake-hawassa-spa-menu",
    "የሌክ ሀዋሳ ሪዞርት ኤንድ ስፓ የስፓ አገልግሎቶችና ዋጋዎች",
    """በሀዋሳ ሐይቅ ዳር የሚገኘው የሌክ ሀዋሳ ሪዞርት ኤንድ ስፓ ስፓ በየቀኑ ከጠዋቱ 3 ሰዓት (09:00) እስከ
    ምሽቱ 3 ሰዓት (21:00) ክፍት ነው፤ የመጨረሻው ሕክምና የሚጀምረው ከምሽቱ 2 ሰዓት (20:00) ላይ ነው።
    የስዊድን ማሳጅ ለ60 ደቂቃ 1,600 ብር፣ ለ90 ደቂቃ ደግሞ 2,300 ብር ያስከፍላል። በቡና ዘይት የሚሰራው
    የጀርባና የትከሻ ማሳጅ 30 ደቂቃ የሚፈጅ ሲሆን ዋጋው 900 ብር ነው። የእግር ማሸት ለ45 ደቂቃ 750 ብር
    ነው። ጥንዶች በአንድ ክፍል ውስጥ አብረው የስዊድን ማሳጅ ለ60 ደቂቃ በ3,000 ብር ማግኘት ይችላሉ። የእንፋሎት
    ክፍሉና ሳውናው ለሆቴሉ እንግዶች ከቀኑ 10 ሰዓት እስከ 12 ሰዓት (16:00–18:00) በነፃ ክፍት ናቸው፤ ከውጭ
    ለሚመጡ እንግዶች ግን 350 ብር ያስከፍላሉ። ዕድሜያቸው ከ16 ዓመት በታች የሆኑ ልጆች ያለ ወላጅ ወደ ስፓው
    መግባት አይችሉም። ቀጠሮዎን ለመሰረዝ ቢያንስ 3 ሰዓት አስቀድመው ያሳውቁ፤ ያለበለዚያ የዋጋውን ግማሽ
    ይከፍላሉ። ነፍሰ ጡር እናቶች ከማሳጅ በፊት ለባለሙያው እንዲያሳውቁ እንጠይቃለን። ቀጠሮ ለማስያዝ ከክፍልዎ
    ስልክ 5 ቁጥርን ይጫኑ ወይም በ+251 46 221 8840 ይደውሉ። ለስፓ ሂሳብ 10 በመቶ የአገልግሎት ክፍያ
    ይታከላል። የስፓው መታጠቢያ ልብስና ፎጣ በነፃ ይሰጣል፤ የራስዎን ጫማ ማምጣት አያስፈልግም።""")

doc("d12", "am", "tours/lake-tana-monastery-boats",
    "ከሌክ ጣና ሾር ሪዞርት የሚነሱ የጣና ገዳማት የጀልባ ጉብኝቶች",
    """በባሕር ዳር ሌክሾር መንገድ ላይ የሚገኘው ሌክ ጣና ሾር ሪዞርት ከራሱ የጀልባ ማረፊያ ሁለት የገዳማት የጀልባ ጉብኝቶችን
    ያዘጋጃል። የዘጌ ባሕረ ገብ መሬት ጉብኝት ሥዕል ያጌጡትን የኡራ ኪዳነ ምሕረትንና የአዝዋ ማርያምን
    አብያተ ክርስቲያናት የሚያስጎበኝ ሲሆን 3 ሰዓት ያህል ይወስዳል። ዋጋው ለአዋቂ 1,450 ብር፣ ዕድሜያቸው
    ከ6 እስከ 12 ለሆኑ ልጆች 800 ብር ነው፤ ከ6 ዓመት በታች ያሉ ልጆች በነፃ ይጓዛሉ። የደቅ ደሴት ጉብኝት
    ሙሉ ቀን (7 ሰዓት ያህል) የሚፈጅ ሲሆን የናርጋ ሥላሴን ቤተ ክርስቲያንና የምሳ ዕቃን ያካትታል፤ ለአዋቂ
    2,900 ብር፣ ለልጅ 1,600 ብር ያስከፍላል። ሁለቱም ጀልባዎች ከጠዋቱ 1:30 (07:30) ይነሳሉ። ቤተሰቦች
    ወይም ቡድኖች እስከ 8 ሰው የሚይዝ የግል ጀልባ ለግማሽ ቀን በቡድን 9,500 ብር መከራየት ይችላሉ። የሕይወት
    አድን ጃኬት ይሰጣል፤ በጉዞው ሁሉ መልበስ ግዴታ ነው። የገዳማት መግቢያ ክፍያ በአንድ ቦታ 300 ብር ሲሆን
    በዋጋው ውስጥ አልተካተተም፤ በደሴቶቹ ላይ በጥሬ ገንዘብ ይከፈላል። አንዳንድ ገዳማት ወንዶችን ብቻ
    ስለሚያስገቡ አስጎብኚው ለሴቶች ሌላ ቦታ ይጠቁማል። እባክዎን ከአንድ ቀን በፊት እስከ ምሽቱ 2 ሰዓት
    (20:00) በእንግዳ መቀበያ ይመዝገቡ ወይም በ+251 58 220 4417 ይደውሉ። ኃይለኛ ነፋስ ካለ ካፒቴኑ ጉዞውን
    ሊሰርዝ ይችላል፤ ያን ጊዜ ሙሉ ክፍያው ይመለሳል።""")

doc("d13", "am", "festivals/meskel-square-demera-viewing",
    "የመስቀል በዓል ከመስቀል አደባባይ ሬዚደንስ ሰገነት",
    """በ2020 ዓ.ም. የደመራ በዓል መስከረም 16 (ሴፕቴምበር 27, 2027) ምሽት በመስቀል አደባባይ ይከበራል፤
    የመስቀል በዓል ደግሞ በማግሥቱ መስከረም 17 (ሴፕቴምበር 28, 2027) ነው። መስቀል አደባባይ ሬዚደንስ
    ደመራውን ከሆቴሉ ጣሪያ ሰገነት ሆነው እንዲመለከቱ ልዩ ፕሮግራም አዘጋጅቷል። የሰገነቱ ትኬት ለአዋቂ
    1,500 ብር ሲሆን የእራት ቡፌን ያካትታል፤ ዕድሜያቸው ከ6 እስከ 12 ለሆኑ ልጆች 750 ብር ነው፤ ከ6 ዓመት
    በታች ያሉ ልጆች በነፃ ይገባሉ። ቦታው ለ120 እንግዶች ብቻ ነው። የሰገነቱ በር ከቀኑ 8 ሰዓት (14:00)
    ይከፈታል፤ ደመራው የሚለኮሰው ከምሽቱ 12 ሰዓት (18:00) አካባቢ ነው። ከቀኑ 6 ሰዓት (12:00) ጀምሮ
    በሆቴሉ ዙሪያ ያሉ መንገዶች ለመኪና ዝግ ስለሚሆኑ እንግዶች ቀደም ብለው እንዲመጡ ወይም በእግር እንዲደርሱ
    እንመክራለን። ትኬቶች ከጳጉሜን 1 ጀምሮ በእንግዳ መቀበያ ይሸጣሉ፤ ትኬት የገዛ ሰው ገንዘቡ አይመለስም፤ ነገር
    ግን ለሌላ ሰው ማስተላለፍ ይቻላል። ለበዓሉ ነጭ የሀገር ባህል ልብስ መልበስ ይበረታታል። ለበለጠ መረጃ
    በ+251 11 552 6060 ይደውሉ። በዕለቱ የሆቴሉ ምግብ ቤት ለውጭ ሰዎች ዝግ ይሆናል፤ የክፍል አገልግሎት ግን
    እንደተለመደው ይሰራል።""")

doc("d14", "am", "tours/gondar-royal-enclosure-city-tours",
    "የሮያል ኢንክሎዠር ኢን የጎንደር ከተማ ጉብኝቶች",
    """በጎንደር ቀበሌ 12 የሚገኘው ሮያል ኢንክሎዠር ኢን ለእንግዶቹ ሁለት የተመራ የከተማ ጉብኝቶችን
    ያዘጋጃል። የፋሲል ግቢ ጉብኝት 2 ሰዓት የሚፈጅ ሲሆን እስከ 6 ሰው ላለው ቡድን 900 ብር ያስከፍላል።
    የደብረ ብርሃን ሥላሴ ቤተ ክርስቲያን ጉብኝት 1 ሰዓት የሚወስድ ሲሆን ለቡድን 500 ብር ነው። ሁለቱንም
    በአንድ ቀን ከያዙ በድምሩ 1,200 ብር ብቻ ይከፍላሉ። ጉብኝቶቹ በየቀኑ ከጠዋቱ 3 ሰዓት (09:00) እና
    ከቀኑ 8 ሰዓት (14:00) ይጀምራሉ፤ እሑድ ጠዋት ግን ጉብኝት የለም። የፋሲል ግቢ መግቢያ ትኬት ለኢትዮጵያውያን
    100 ብር፣ ለውጭ አገር ዜጎች 500 ብር ሲሆን ለብቻው ይከፈላል። የደብረ ብርሃን ሥላሴ መግቢያ 200 ብር ነው።
    በቤተ ክርስቲያኑ ውስጥ ጫማ ማውለቅ ያስፈልጋል፤ ፎቶ ማንሳት ይቻላል፤ ፍላሽ ግን አይፈቀድም። ሴቶች ጸጉራቸውን
    በነጠላ ወይም በሻርፕ እንዲሸፍኑ ይጠየቃሉ። አስጎብኚዎቹ አማርኛ፣ እንግሊዝኛና ፈረንሳይኛ ይናገራሉ። ከሆቴሉ
    እስከ ፋሲል ግቢ በእግር 15 ደቂቃ ነው፤ ወደ ደብረ ብርሃን ሥላሴ ግን በባጃጅ ይሄዳል፤ ባጃጁ በዋጋው ውስጥ
    ተካቷል። ለማስያዝ እንግዳ መቀበያውን ይጠይቁ ወይም በ+251 58 111 4490 ይደውሉ።""")

doc("d15", "am", "rules/piassa-heritage-laundry-house-rules",
    "የፒያሳ ሄሪቴጅ ኢን የልብስ እጥበት አገልግሎትና የቤት ደንቦች",
    """ፒያሳ ሄሪቴጅ ኢን የልብስ እጥበትና የብረት ማስተኮስ አገልግሎት ይሰጣል። የዋጋ ዝርዝሩ፦ ሸሚዝ 60 ብር፣
    ሱሪ 80 ብር፣ ቀሚስ 120 ብር፣ ጃኬት 150 ብር ነው፤ ብረት ማስተኮስ ብቻ በአንድ ልብስ 30 ብር ነው። ልብስዎን
    ከጠዋቱ 3 ሰዓት (09:00) በፊት ከሰጡ በዚያው ቀን ከምሽቱ 12 ሰዓት (18:00) ይመለስልዎታል። በ4 ሰዓት ውስጥ
    የሚደርስ አስቸኳይ አገልግሎት 50 በመቶ ተጨማሪ ያስከፍላል። እሑድ የልብስ እጥበት አገልግሎት የለም። የቤት
    ደንቦች፦ የጸጥታ ሰዓት ከምሽቱ 4 ሰዓት (22:00) እስከ ጠዋቱ 1 ሰዓት (07:00) ነው። በክፍል ውስጥና በበረንዳ
    ላይ ሲጋራ ማጨስ ክልክል ሲሆን ቅጣቱ 2,500 ብር ነው፤ ማጨስ የሚቻለው በግቢው የአትክልት ጥግ ብቻ ነው።
    ጎብኚዎች እስከ ምሽቱ 3 ሰዓት (21:00) ድረስ በእንግዳ መቀበያ መታወቂያ አስመዝግበው መግባት ይችላሉ፤ ከዚያ
    በኋላ ማደር አይፈቀድም። የቤት እንስሳት አይፈቀዱም። የክፍል ቁልፍ ካርድ ከጠፋ 300 ብር ይከፈላል።
    ፎጣዎችን ከሆቴሉ ውጭ ማውጣት አይቻልም። ለልብስ እጥበት ከክፍልዎ ስልክ 0 ይጫኑ።""")

doc("d16", "am", "tours/bahir-dar-tis-abay-falls",
    "ከብሉ ናይል ፎልስ ሎጅ ወደ ጢስ ዓባይ ፏፏቴ የሚደረግ ጉዞ",
    """የጢስ ዓባይ ፏፏቴ (የዓባይ ፏፏቴ) ከባሕር ዳር በስተደቡብ ምሥራቅ 30 ኪሎ ሜትር ርቀት ላይ ይገኛል፤ በመኪና
    45 ደቂቃ ያህል ይወስዳል። የብሉ ናይል ፎልስ ሎጅ ሚኒባስ በየቀኑ ከጠዋቱ 2:30 (08:30) ከሎጁ ይነሳል፤
    ከፏፏቴው ደግሞ ከቀኑ 7 ሰዓት (13:00) ይመለሳል። የደርሶ መልስ ዋጋ በአንድ ሰው 300 ብር ነው። የፏፏቴው
    መግቢያ ለአዋቂ 200 ብር፣ ለልጆች 100 ብር ሲሆን በበሩ ላይ ይከፈላል። ከመግቢያው ወደ ፏፏቴው ከዚያም ወደ
    ፖርቱጋል ድልድይ የሚወስደው የእግር መንገድ 1 ሰዓት ያህል ይፈጃል። ወንዙን በትንሽ ጀልባ ለመሻገር በአንድ
    ሰው 50 ብር ይከፈላል። የአካባቢ አስጎብኚ ለቡድን 400 ብር ያስከፍላል። ፏፏቴው ሙሉ ውሃ የሚይዘው በክረምት
    ከሐምሌ እስከ መስከረም ነው፤ ከጥር እስከ ግንቦት ውሃው ለኃይል ማመንጫ ስለሚውል ፏፏቴው ያንሳል። መንገዱ
    የሚያዳልጥ ስለሆነ ጠንካራ ጫማ ያድርጉ፤ በክረምት የዝናብ ልብስ ይያዙ። ሎጁ የምሳ ዕቃ በ250 ብር ያዘጋጃል።
    ለመመዝገብ ከአንድ ቀን በፊት እስከ ምሽቱ 3 ሰዓት (21:00) ድረስ መቀበያውን ያነጋግሩ።""")

doc("d17", "am", "transport/dire-dawa-train-to-addis",
    "ከሬልዌይ ስቴሽን ሆቴል በባቡር ወደ አዲስ አበባ",
    """ሬልዌይ ስቴሽን ሆቴል በድሬ ዳዋ ከዘመናዊው የባቡር መስመር ጋር ለሚጓዙ እንግዶች መረጃ ያቀርባል። ከድሬ ዳዋ
    ወደ አዲስ አበባ (ለቡ ጣቢያ) የሚሄደው የመንገደኞች ባቡር ሰኞ፣ ረቡዕና አርብ ከጠዋቱ 2 ሰዓት (08:00)
    ይነሳል፤ ጉዞው 10 ሰዓት ያህል ይፈጃል። የትኬት ዋጋ፦ መደበኛ ወንበር 560 ብር፣ የመኝታ ክፍል (ስሊፐር)
    1,250 ብር ነው። ዕድሜያቸው ከ3 እስከ 10 ዓመት የሆኑ ልጆች ግማሽ ዋጋ ይከፍላሉ። ትኬቶች ከጉዞው 2 ቀን
    በፊት ጀምሮ በጣቢያው ይሸጣሉ፤ ፓስፖርት ወይም መታወቂያ ያስፈልጋል። ጣቢያው ከሆቴሉ 12 ኪሎ ሜትር ይርቃል።
    የሆቴሉ ትራንስፖርት በጉዞ ቀን ከጠዋቱ 12:30 (06:30) ይነሳል፤ ዋጋው በአንድ ሰው 150 ብር ነው። ከባቡሩ
    መነሻ ቢያንስ 1 ሰዓት ቀድመው ጣቢያ ይድረሱ። እስከ 20 ኪሎ ግራም ሻንጣ በነፃ ይፈቀዳል፤ ከዚያ በላይ ለእያንዳንዱ
    ኪሎ 10 ብር ይከፈላል። በባቡሩ ላይ ቀላል ምግብና መጠጥ ይሸጣል። ሆቴሉ ለጉዞው የምሳ ዕቃ በ300 ብር
    ያዘጋጃል፤ ከአንድ ቀን በፊት ማዘዝ ያስፈልጋል። ለበለጠ መረጃ መቀበያውን ይጠይቁ።""")

# ---------------------------------------------------------------- Afaan Oromoo (7)
doc("d18", "om", "festivals/irreecha-bishoftu-shuttle",
    "Irreecha Birraa Bishooftuutti: tajaajila geejjibaa Rift Valley Conference Hotel",
    """Rift Valley Conference Hotel kan Adaamaa, naannoo Dabee, keessatti argamu ayyaana Irreecha
    Birraa Hora Harsadiitti, Bishooftuutti, kabajamuuf keessummoota isaatiif geejjiba ni qopheessa.
    Irreechi Birraa itti aanu Dilbata, Onkoloolessa 3, 2027 (Meskerem 22, 2020 dhaha Itoophiyaatiin)
    kabajama. Awtobusiin hoteelaa ganama sa'aatii 11:30 halkanii (05:30) karra fuulduraa irraa ka'a,
    guyyaa sa'aatii 8 (14:00) immoo Bishooftuu irraa deebi'a. Adaamaa fi Bishooftuu gidduu kiiloomeetira
    55 ta'a; imalli sa'aatii tokko fudhata. Gatiin deemsaa fi deebii nama tokkoof qarshii 400 dha;
    daa'imman waggaa 10 gadii qarshii 200 kaffalu. Uffata aadaa Oromoo kan hin qabne hoteela irraa
    guyyaa tokkoof qarshii 300n kireeffachuu danda'a. Iddoon awtobusii 60 qofa waan ta'eef,
    Fulbaana 30 dura simannaa irratti galmaa'aa; yeroo galmaa'an kaardii eenyummaa ykn paaspoortii
    fidaa. Hora Harsadii bira qorannoon nageenyaa jira, kanaaf boorsaa gurguddaa hin fidinaa. Marga
    jiidhaa fi daraaraa ofii keessan fidachuu dandeessu; hoteelli immoo bishaan dhugaatii bilisaan
    kenna. Odeeffannoo dabalataaf +251 22 111 5480 irratti bilbilaa.""")

doc("d19", "om", "tours/adama-sodere-hot-springs",
    "Imala guyyaa tokkoo burqaa ho'aa Sodaree: Nazret Garden Hotel, Adaamaa",
    """Nazret Garden Hotel kan Adaamaa keessatti argamu imala guyyaa tokkoo gara burqaa ho'aa Sodaree,
    laga Awaash irratti, qopheessa. Sodareen magaalaa irraa gara kibbaatti kiiloomeetira 25 fagaata.
    Minibasiin hoteelaa ganama sa'aatii 2 (08:00) karra fuulduraa irraa ka'a, galgala sa'aatii 11
    (17:00) immoo Sodaree irraa deebi'a. Imalli daqiiqaa 40 fudhata. Teessoon deemsaa fi deebii nama
    tokkoof qarshii 350 dha. Kaffaltiin seensa bishaan daakaa Sodaree karra irratti kaffalama: namoonni
    gurguddoon guyyoota hojii qarshii 150, Sanbata, Dilbata fi guyyoota ayyaanaa immoo qarshii 200
    kaffalu; daa'imman waggaa 12 gadii guyyaa kamiyyuu qarshii 80 kaffalu. Kutaa bishaan ho'aa dhuunfaa
    sa'aatii tokkoof qarshii 500n kireeffachuun ni danda'ama. Bishaan ho'aan digirii 40 gahu waan
    ta'eef, dubartoonni ulfaa fi namoonni dhukkuba onnee qaban dursanii doktora haa gaafatan. Uffata
    daakaa fidaa; hoteelli foxaa bilisaan liqeessa. Sodaree keessa jaldeessonni baay'ee jiru: nyaata
    hin kenninaafi, nyaata keessan boorsaa cufaa keessa kaa'aa. Laaqanni mana nyaataa Sodaree
    qarshii 400 naannoo ta'a. Imalli kun guyyaa Kibxataa malee guyyaa hundumaa jira; Kibxata
    bishaan daakaan ni qulqulleeffama. Galgala duraa sa'aatii 3 (21:00) dura simannaa irratti
    galmaa'aa.""")

doc("d20", "om", "tours/hawassa-fish-market-tabor-hike",
    "Gabaa qurxummii fi Tulluu Taaboor: Sidama Garden Lodge, Hawaasaa",
    """Sidama Garden Lodge kan Hawaasaa, naannoo Menaheriyaa, keessatti argamu keessummoota isaatiif
    sochii lama qopheessa. Deemsi gabaa qurxummii Amoraa Gadal ganama sa'aatii 12:30 (06:30) lojii
    irraa ka'a. Qurxummiin haaraan bidiruu irraa yoo bu'u argitu, shimbiraa guguddoo marabu jedhaman
    ni argitu. Deemsi kun sa'aatii tokko fudhata; gatiin isaa nama tokkoof qarshii 300 dha, qurxummii
    tibsii ciree waliin. Ol ba'iinsi Tulluu Taaboor immoo galgala sa'aatii 10 (16:00) ka'a, aduu
    lixuu ilaaluuf. Sa'aatii 2 fudhata; gatiin isaa namoota gurguddoof qarshii 450, daa'imman waggaa
    12 gadiitiif qarshii 250 dha. Ol ba'iinsa kanaaf kophee cimaa uffadhaa, bishaan fudhadhaa.
    Gaafa roobni baay'ate ol ba'iinsi ni hafa, maallaqni keessanis guutummaatti deebi'a. Lamaan isaanii
    guyyaa tokkotti yoo qabattan nama tokkoof qarshii 650 qofa kaffaltu. Qajeelchaan Afaan Oromoo,
    Afaan Sidaamaa, Amaariffaa fi Ingiliffaa ni dubbata. Galgala duraa sa'aatii 2 (20:00) dura
    simannaa lojii irratti galmaa'aa ykn +251 46 220 7715 irratti bilbilaa.""")

doc("d21", "om", "dining/awash-valley-resort-restaurant",
    "Mana nyaataa Awash Valley Resort, Adaamaa: sa'aatii fi gatii",
    """Manni nyaataa Awash Valley Resort, kan Adaamaa naannoo Boolee keessatti argamu, guyyaa hundumaa
    banaa dha. Cireen buufee ganama sa'aatii 12:30 (06:30) hanga sa'aatii 4 (10:00) dhiyaata;
    keessummoota hoteelaatiif gatii kutaa keessatti dabalameera, warra alaa irraa dhufaniif immoo
    namoota gurguddoo qarshii 450, daa'imman qarshii 250 dha. Laaqanni sa'aatii 6 hanga 9 (12:00–15:00)
    dhiyaata. Nyaata aadaa keessaa ancootee qarshii 280, marqaa qarshii 220, foon tibsii qarshii 480,
    cacabsaa qarshii 260 dha. Guyyaa Roobii fi Jimaataa nyaata soomaa, beyaynetu qarshii 320 ni
    argattu. Irbaatni buufee Jimaata fi Sanbata galgala sa'aatii 1 hanga 4 (19:00–22:00) dhiyaata;
    gatiin isaa nama tokkoof qarshii 850 dha, muuziqaa aadaa waliin. Tajaajilli nyaata kutaatti
    geessuu hanga sa'aatii 5 halkanii (23:00) jira; kaffaltii dabalataa %15 qaba. Sirni buna
    guyyaa guyyaan sa'aatii 10 (16:00) lobii keessatti bilisaan qophaa'a. Nyaata addaa kan akka
    mi'aa malee ykn soomaa barbaaddan yoo qabaattan dursitanii nuuf himaa.""")

doc("d22", "om", "tours/addis-wenchi-entoto-day-trips",
    "Imala guyyaa Wancii fi Paarkii Entootoo: Sarbet Garden Hotel, Finfinnee",
    """Sarbet Garden Hotel kan Finfinnee, naannoo Sarbeet, keessatti argamu imala guyyaa lama
    qopheessa. Imalli haroo boolla volkaanoo Wancii Finfinnee irraa gara dhihaatti kiiloomeetira 155
    fagaata; konkolaataan sa'aatii 3 fudhata. Konkolaataan ganama sa'aatii 12 barii (06:00) hoteela
    irraa ka'a, galgala sa'aatii 1 (19:00) naannoo deebi'a. Gatiin nama tokkoof qarshii 3,800 dha
    (yoo xiqqaate namoota 2), imaltuu kophaa deemuuf immoo qarshii 5,200; laaqanaa fi qajeelchaa
    ni dabalata. Haroo bira gadi bu'uuf farda yaabbachuun qarshii 300, qajeelchi naannoo immoo
    qarshii 200 gaafata. Imalli Paarkii Entootoo walakkaa guyyaa ganama sa'aatii 3 (09:00) ka'a,
    sa'aatii 4 fudhata; gatiin nama tokkoof qarshii 1,200 dha. Paarkii keessatti deemsa bosonaa,
    daandii biskileetii fi mana buna ni argattu. Entootoon meetira 3,000 ol waan ta'eef qorra; kofoo
    ho'aa fudhadhaa. Imala Wanciitiif guyyaa lama dura, kan Entootootiif immoo guyyaa tokko dura
    simannaa irratti galmaa'aa. Roobni baay'ee yoo jiraate imalli guyyaa biraatti ni jijjiirama.""")

doc("d23", "om", "health/cmc-family-suites-doctor-pharmacy",
    "Fayyaa fi yaala: CMC Family Suites, Finfinnee",
    """CMC Family Suites keessatti doktarri sa'aatii 24 bilbilaan ni argama. Doktarri kutaa keessan
    dhufee yoo isin ilaale, guyyaa qarshii 800, halkan immoo (sa'aatii 22:00 hanga 06:00, jechuunis
    sa'aatii 4 halkanii hanga 12 barii) qarshii 1,200 kaffaltu. Farmaasiin xiqqaan lobii keessatti
    ganama sa'aatii 2 (08:00) hanga galgala sa'aatii 2 (20:00) banaa dha; qoricha dhukkubbii, kan
    garaa kaasaa fi kan dhiibbaa qilleensaa ni gurgura. Hospitaalli dhiyoo kiiloomeetira 4 fagaata,
    konkolaataan daqiiqaa 10. Ambulaansiif +251 11 667 3030 irratti bilbilaa; simannaan immoo 0
    irratti argama. Finfinneen meetira 2,400 ol waan taateef, guyyaa jalqabaa boqodhaa, bishaan
    baay'ee dhugaa, alkoolii xiqqeessaa. Gara iddoowwan gadi aanaa akka Arbaa Minci fi Dirree
    Dhawaa yoo deemtan, qoricha busaa dursitanii doktora gaafadhaa. Qorannoon PCR qarshii 1,500 yoo
    ta'u, bu'aan isaa sa'aatii 24 keessatti kennama. Saanduqni gargaarsa jalqabaa simannaa fi kutaa
    nyaataa keessatti argama. Wiilcheerii bilisaan liqeessina.""")

doc("d24", "om", "tours/dire-dawa-harar-day-trips",
    "Imala Harar: Sabian Garden Hotel, Dirree Dhawaa",
    """Sabian Garden Hotel kan Dirree Dhawaa, naannoo Saabiyaan, keessatti argamu gara Harar imala
    lama qopheessa. Dirree Dhawaa fi Harar gidduu kiiloomeetira 55, konkolaataan sa'aatii tokko
    qofa. Deemsi magaalaa moofaa Juguul miilaan sa'aatii 3 fudhata; ganama sa'aatii 2 (08:00)
    hoteela irraa ka'a, gatiin isaa nama tokkoof qarshii 1,300 dha. Karra shanan Juguul, gabaa
    Harar fi masjiida moofaa ni daawwattu. Imalli galgalaa waraabessa nyaachisuu immoo galgala
    sa'aatii 11:30 (17:30) ka'a, halkan sa'aatii 4 (22:00) naannoo deebi'a; gatiin isaa nama
    tokkoof qarshii 1,900 dha, yoo xiqqaate namoota 2 barbaachisa. Lamaan isaanii guyyaa tokkotti
    yoo walitti qabattan nama tokkoof qarshii 2,900 kaffaltu. Gatiin kun konkolaataa, qajeelchaa
    fi kaffaltii seensa Juguul of keessaa qaba. Waraabessa harkaan nyaachisuun ni danda'ama, garuu
    daa'imman waggaa 12 gadii hin hayyamamne. Uffata qaama guutummaa haguugu uffadhaa. Guyyaa
    tokko dura simannaa irratti galmaa'aa ykn +251 25 411 6632 irratti bilbilaa.""")

# ---------------------------------------------------------------- Tigrinya (3)
doc("d25", "ti", "festivals/axum-hidar-tsion",
    "በዓል ሕዳር ጽዮን ኣብ ኣኽሱም ምስ ኦቤሊስክ ፓርክ ሆቴል",
    """ኣኽሱም ኩሉ ዓመት ብ21 ሕዳር ብናይ ኢትዮጵያ ኣቆጻጽራ ንበዓል ሕዳር ጽዮን፡ ማለት በዓል ቅድስቲ ማርያም
    ጽዮን፡ ተብዕል። ኣብ 2026 እቲ በዓል ብ30 ኖቬምበር (ሕዳር 21, 2019) ይውዕል። ዓሰርተታት ኣሽሓት ዝቑጸሩ
    ተሳለምቲ ስለ ዝመጹ፡ ኦቤሊስክ ፓርክ ሆቴል ኣብ ጥቓ ሜዳ ሓወልቲ ዝርከብ፡ ካብ 28 ኖቬምበር ክሳብ 1 ዲሴምበር
    ውሑዱ 3 ለይቲ ክትጸንሑ ይሓትት። ናይ ሆቴል መጓዓዝያ ናብ ቤተ ክርስትያን ማርያም ጽዮን ኣብ መዓልቲ በዓል
    ንጉሆ ሰዓት 05:30 (ብናይ ኢትዮጵያ ሰዓት 11:30 ለይቲ) ይብገስ፤ ዋጋኡ ንሓደ ሰብ ምኻድን ምምላስን 100 ብር
    እዩ፤ ትሕቲ 7 ዓመት ዝዕድሜኦም ቆልዑ ብነጻ ይጓዓዙ። እቲ ዓቢ ዑደትን ቡራኬን ኣብ ሰዓት 08:00 (ብናይ
    ኢትዮጵያ ሰዓት 2 ንጉሆ) ይጅምር። ደቂ ኣንስትዮ ኣብ ሓድሽ ካቴድራል ኣብ በዓል ክሳተፋ ይኽእላ፡ ናብ ናይ
    ቀደም ቤተ ክርስትያን ማርያም ግን ክኣትዋ ኣይፍቀደለንን። ብጨዋ ተኸደኑ፤ ጻዕዳ ነጸላ ወይ ጋቢ ተኸደኑ፤
    ሆቴል ብነጻ የልቅሕ። ሓባራዊ ትኬት ናይ ሜዳ ሓወልቲን ቤተ መዘክር ስነ ጥንትን ንሓደ ሰብ 400 ብር ኮይኑ
    ን2 መዓልቲ የገልግል። ኣብ ጥቓ ቤተ ክርስትያን ዘለዉ መገድታት ካብ ሰዓት 04:00 ይዕጸዉ፤ ስለዚ እቲ መወዳእታ
    ክፋል ብእግሪ ክትከዱ ተዳለዉ። ኣብ እዋን በዓል ሓገዝ እንተ ደሊኹም ናብ ሆቴል +251 34 775 3120
    ደውሉ።""")

doc("d26", "ti", "tours/mekelle-gheralta-abuna-yemata",
    "ካብ ሆቴል ሮማናት ስኩዌር ናብ ኣብያተ ክርስትያናት ገርዓልታ",
    """ሆቴል ሮማናት ስኩዌር ኣብ መቐለ ናብ ኣብያተ ክርስትያናት ውቕር ገርዓልታ ዝኸይድ ናይ ሓደ መዓልቲ ጉዕዞ
    የዳሉ። መኪና ንጉሆ ሰዓት 06:00 (ብናይ ኢትዮጵያ ሰዓት 12 ንጉሆ) ካብ ሆቴል ይብገስ፤ ናብ ሓውዜን ዝወስድ
    መገዲ 2 ሰዓት ይወስድ። ክራይ 4x4 መኪና ክሳብ 4 ሰባት ንሓንቲ መኪና 7,500 ብር እዩ፤ ካብ 5 ክሳብ 8 ሰባት
    ዝሕዝ ሚኒባስ 11,000 ብር እዩ። ናብ ኣቡነ የማታ ጉሕ ምድያብ ሓደ ሰዓት ኣቢሉ ይወስድ፤ ገለ ክፋሉ ብገመድ
    ይድየብ። ናይ ከባቢ መራሕ መገዲ ንጉጅለ 600 ብር ይኽፈል። ናይ ቤተ ክርስትያን መእተዊ ንሓደ ሰብ 300 ብር
    እዩ። ትሕቲ 12 ዓመት ዝዕድሜኦም ቆልዑ ናብ ኣቡነ የማታ ጉሕ ክድይቡ ኣይፍቀዶምን፤ ንዓታቶም ግን ማርያም
    ቆርቆር ክበጽሑ ይኽእሉ። ምሳ ኣብ ሓውዜን ንሓደ ሰብ 350 ብር እዩ። ጽቡቕ ጫማ ተኸደኑ፡ ማይ ሒዝኩም
    ኪዱ። መኪና ምሸት ሰዓት 18:00 (ብናይ ኢትዮጵያ ሰዓት 12 ምሸት) ናብ መቐለ ትምለስ። ንምምዝጋብ ሓደ
    መዓልቲ ኣቐዲምኩም ኣብ መቐበሊ ሆቴል ተመዝገቡ ወይ ናብ +251 34 440 2718 ደውሉ።""")

doc("d27", "ti", "festivals/mekelle-ashenda-evening",
    "ምሸት ኣሸንዳ ኣብ ሆቴል እንዳ የሱስ ሂል፡ መቐለ",
    """ኣሸንዳ ኣብ 2019 ዓ.ም. ብ16 ነሓሰ ይጅምር፤ እዚ ብናይ ፈረንጂ ኣቆጻጽራ 22 ኦገስት 2027 እዩ፤ ንሰለስተ
    መዓልቲ ድማ ይቕጽል። ሆቴል እንዳ የሱስ ሂል ኣብ ከባቢ ቀዳማይ ወያነ መቐለ ዝርከብ፡ ኣብ ጀርዲኑ ምሸት
    ኣሸንዳ የዳሉ። እቲ ምርኢት ደርፍን ሳዕስዒትን ናይ ኣዋልድ ምሸት ሰዓት 19:00 (ብናይ ኢትዮጵያ ሰዓት 1
    ምሸት) ይጅምር፤ ክሳብ ሰዓት 22:00 ይቕጽል። ምርኢት ጥራሕ ንሓደ ሰብ 500 ብር፡ ምርኢት ምስ ባህላዊ ድራር
    ድማ 900 ብር እዩ፤ ትሕቲ 10 ዓመት ዝዕድሜኦም ቆልዑ ብነጻ ይኣትዉ። ደለይቲ ባህላዊ ክዳን ኣሸንዳ (ቀሚሽ
    ምስ ሳዕሪ ኣሸንዳን ስልማትን) ንመዓልቲ ብ350 ብር ክካረዩ ይኽእሉ። ቦታ ውሱን ስለ ዝኾነ (40 ጠረጴዛታት ጥራሕ)፡ ክሳብ 15 ነሓሰ ኣቐዲምኩም ኣብ መቐበሊ ሆቴል ኣዝዙ። ኣብ መዓልቲ በዓል ኣዋልድ ናብ ሆቴል መጺአን
    ምስ ደረፋ፡ ንእሽቶ ገንዘብ ወይ ህያብ ምሃብ ልምዲ እዩ። ንዝያዳ ሓበሬታ ናብ +251 34 441 9906 ደውሉ። ናይ መኪና
    መዕረፊ ብነጻ እዩ።""")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(os.path.dirname(here), "documents.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(D, f, ensure_ascii=False, indent=1)
    for d in D:
        print(d["id"], d["lang"], len(d["text"].split()), d["title"])
    print(len(D), "documents ->", out)


if __name__ == "__main__":
    main()
