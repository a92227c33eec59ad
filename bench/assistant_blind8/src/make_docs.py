import json
U="https://example.et/"
D=[]
def add(i,lang,url,title,text): D.append({"id":i,"lang":lang,"url":U+url,"product":"marefiya","tenant":None,"title":title,"text":" ".join(text.split())})
add("d01","en","transfers/bole-airport-shuttle","Bole airport transfers with Shewa Shuttle","""
Marefiya guests arriving at Bole International Airport can book a private transfer with our partner Shewa Shuttle.
A sedan for up to three passengers costs 1,150 birr one way from the airport to any hotel in central Addis Ababa, including Piassa, Kazanchis and Meskel Square.
A minivan for up to seven passengers costs 1,900 birr one way. Between 23:00 and 05:00 a night surcharge of 250 birr is added to either vehicle.
Transfers must be booked at least 6 hours before the flight lands; later requests are accepted only if a car is free.
The driver waits for 60 minutes after landing at no extra cost, and every further half hour of waiting is charged 200 birr.
Child seats are free but must be requested when booking. The driver holds a sign with the guest's name at Gate 2 of Terminal 2.
Payment is in cash or by telebirr to the driver. Shewa Shuttle's dispatch line is +251 911 402 718 and it answers 24 hours a day.
Transfers to Bishoftu or Adama are quoted separately on request.
""")
add("d02","en","spa/entoto-grand-spa-menu","Entoto Grand Hotel spa menu","""
The spa of Entoto Grand Hotel in Addis Ababa is open every day from 07:00 to 21:00, and the last treatment can be booked for 19:30.
Our signature treatment is the 60-minute Ethiopian coffee scrub and massage, priced at 2,600 birr.
The 90-minute hot stone massage costs 3,750 birr, and a 45-minute foot and hand massage costs 1,400 birr.
A day pass for the steam room, sauna and plunge pool costs 900 birr for visitors who are not staying at the hotel; hotel guests use the steam room and sauna free of charge.
Couples can book the 120-minute honey and oil ritual for two people at 7,200 birr.
Guests under 16 years of age cannot receive treatments. Please arrive 15 minutes before your appointment.
Cancellations made less than 4 hours before the appointment are charged 50 percent of the treatment price.
Bookings are made at the spa reception on the ground floor or by calling extension 7.
""")
add("d03","en","tours/lalibela-walks-and-treks","Lalibela church walks and mule treks","""
From Lalibela, Marefiya offers two guided excursions.
The half-day walk through the northern cluster of rock-hewn churches, including Bete Medhane Alem and Bete Maryam, costs 1,300 birr per person. It starts at 08:30 from the church ticket office and lasts about 4 hours.
The mule trek to Asheten Maryam monastery costs 2,450 birr per person, including the mule and a handler. It leaves at 06:00 and takes about 6 hours there and back; the climb reaches about 3,150 metres.
The church entrance ticket is not included in either price; it is bought at the ticket office and stays valid for 5 days.
Groups are limited to 10 people for the walk and 6 people for the trek.
Shoes must be removed inside the churches, so bring socks. Children under 8 do not join the mule trek.
Bookings close at 18:00 on the day before the excursion. Cancel before that time and you get a full refund.
""")
add("d04","en","festivals/timket-and-genna-2027","Timket and Genna 2027: dates and booking rules","""
Genna, Ethiopian Christmas, falls on 7 January 2027, which is Tahsas 29, 2019 in the Ethiopian calendar. The most famous celebration is in Lalibela, where pilgrims gather on the evening before.
Timket, the Epiphany, falls on 19 January 2027, Tir 11, 2019 in the Ethiopian calendar. The eve, called Ketera, is on 18 January (Tir 10), when the tabots are carried to the water.
In Gondar the celebration centres on the Fasilides Bath, which is filled with water for the festival.
During Timket, hotels in Gondar on Marefiya require a minimum stay of 3 nights, from 17 to 20 January. For Genna, hotels in Lalibela require a minimum stay of 2 nights.
Festival bookings need a deposit of 30 percent, which cannot be refunded.
We recommend booking at least 8 weeks in advance. Marefiya's festival desk can be reached at +251 116 180 244 from 08:00 to 20:00.
""")
add("d05","en","connectivity/sim-cards-and-telebirr","SIM cards and telebirr for visitors","""
Visitors can buy a local SIM card at Bole International Airport. The Ethio Telecom booth in the arrivals hall is open from 06:00 to 23:00, and the Safaricom Ethiopia booth next to it from 07:00 to 22:00.
A passport is required for registration, and one passport can register at most 3 SIM cards.
Ethio Telecom's tourist bundle costs 600 birr and includes 12 GB of data and 100 minutes of local calls, valid for 30 days.
Safaricom's visitor bundle costs 500 birr for 10 GB of data, valid for 14 days.
telebirr is Ethio Telecom's mobile money service. Visitors can open a telebirr wallet with their passport at any Ethio Telecom shop. An unverified wallet can send up to 5,000 birr per day; after verification the limit is 30,000 birr per day.
Most Marefiya partner hotels accept telebirr for room payments and restaurant bills.
For help with a SIM card, call 994 from any Ethio Telecom number.
""")
add("d06","en","services/laundry-and-lost-property","Laundry prices and lost property","""
Laundry at Marefiya partner hotels in Addis Ababa follows a shared price list: a shirt or blouse costs 90 birr, trousers 120 birr, a suit 480 birr, and a traditional habesha kemis 350 birr.
Items handed in before 09:00 are returned the same evening at 18:00. Express service, returned within 4 hours, adds 50 percent to the price.
Ironing alone costs half of the washing price.
Lost property: items found in rooms or public areas are kept for 90 days. Passports and identity documents are handed to the nearest police station after 7 days.
We can send found items abroad by courier; shipping starts at 1,800 birr and is paid by the guest in advance.
To report a lost item, write to lost@marefiya.example.et or call +251 116 630 455 between 08:30 and 17:30, Monday to Saturday.
Please give your booking number, the hotel and the dates of your stay.
""")
add("d07","en","policies/pets-and-smoking","Pets and smoking at partner hotels","""
Most Marefiya partner hotels do not accept pets. Two resorts are exceptions: Lake Hawassa Resort & Spa in Hawassa and Awash Valley Resort in Adama accept dogs weighing up to 15 kilograms.
The pet fee is 400 birr per night at Lake Hawassa Resort & Spa and 300 birr per night at Awash Valley Resort. A maximum of one dog per room is allowed, and dogs may not enter restaurants or pools.
Guide dogs are welcome at every partner hotel free of charge.
Smoking is not allowed inside any room, corridor or restaurant. A guest found smoking in a room pays a cleaning fine of 5,000 birr.
Hotels with gardens keep a marked smoking area outdoors. Shisha is not offered at any partner hotel.
Chewing khat inside rooms is also not permitted at hotels in Addis Ababa.
Please tell the hotel about a pet at least 48 hours before arrival so that a suitable ground floor room can be prepared.
""")
add("d08","en","tours/lake-tana-boats-bahir-dar","Lake Tana boat trips from Bahir Dar","""
Boat trips on Lake Tana leave from the Bahir Dar tourist pier near the Papyrus Garden Hotel.
The Zege peninsula trip visits the monasteries of Ura Kidane Mehret and Azwa Maryam. It takes about 3 hours and costs 2,200 birr per boat for up to 8 people.
The full-day trip to Dek Island and Narga Selassie takes about 8 hours and costs 6,500 birr per boat; lunch is not included.
Boats leave at 07:30 and at 13:30; the Dek Island trip leaves only at 07:30.
Life jackets are provided and must be worn. Some monasteries on the lake do not admit women, so check with the boat captain before you go.
A short sunset trip to see the outflow of the Blue Nile and hippos lasts 1 hour and costs 900 birr per boat.
The minibus to the Blue Nile Falls (Tis Abay) leaves Bahir Dar bus station every hour and costs 80 birr per person; the road is 32 kilometres.
""")
add("d09","en","accessibility/wheelchair-access-addis","Accessibility and wheelchair access","""
Several Marefiya partner hotels in Addis Ababa have rooms adapted for wheelchair users.
Bole Skyline Hotel has 4 accessible rooms with roll-in showers, and Kazanchis Business Hotel has 2 accessible rooms. Both hotels have step-free entrances and lifts.
Accessible rooms must be requested at least 48 hours before arrival, because there are only a few of them.
At Bole International Airport, the Marefiya desk in Terminal 2 lends a wheelchair free of charge for the transfer to your hotel; please request it when you book.
The rock-hewn churches of Lalibela are not accessible to wheelchairs: the paths have steep steps and narrow tunnels.
In Bahir Dar the lakeside promenade is flat and paved for about 2 kilometres.
Guests with hearing or visual impairments can ask the hotel for a room near the reception.
For help, call the accessibility line at +251 116 552 310 from 08:00 to 18:00.
""")
add("d10","en","guides/dire-dawa-and-harar-day-trip","Dire Dawa city guide and the Harar day trip","""
Dire Dawa is a relaxed city with a French-style old railway quarter. The Kefira market is busiest in the morning and opens at 07:00.
The old railway station can be visited from Monday to Friday between 09:00 and 12:00 with a guide; the visit costs 150 birr.
Harar lies 55 kilometres from Dire Dawa. A shared minibus costs 120 birr per person and takes about 1 hour and 15 minutes.
A private car with driver for the whole day costs 3,200 birr, including fuel.
In Harar, the famous hyena feeding takes place outside the old city walls every evening at about 19:00; visitors pay about 200 birr to the hyena man.
The walled old city, called Jugol, has 5 historic gates and more than 80 mosques.
Remember that Harar is at a higher altitude, so evenings are cooler than in Dire Dawa.
Marefiya can arrange a local Harar guide for 1,000 birr per half day.
""")
add("d11","en","transport/car-rental-with-driver","Car rental with driver","""
Marefiya arranges cars with a driver in all destination cities. Self-drive rental is not offered.
A sedan with driver costs 4,200 birr per day and a 4x4 with driver costs 7,800 birr per day. A minibus for up to 12 people costs 9,500 birr per day.
The day rate covers fuel for up to 200 kilometres and 10 hours; each extra kilometre costs 25 birr.
On trips with overnight stays, you also pay the driver's allowance of 800 birr per night for food and lodging.
Cars must be booked at least 24 hours in advance. Cancellation is free until 12 hours before pick-up.
Drivers do not drive between 20:00 and 06:00 on roads outside cities, for safety.
Parking fees and road tolls, such as the Addis Ababa to Adama expressway, are paid by the guest.
Call the Marefiya transport desk at +251 911 730 026 to book.
""")
json.dump(D,open("/work/blind8/_en.json","w"),ensure_ascii=False,indent=1)
