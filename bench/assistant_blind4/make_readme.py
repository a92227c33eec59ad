import json, collections
docs=json.load(open("documents.json")); qs=json.load(open("questions.json"))
KEY={
"d01":"Bole transfers: sedan 850 ETB, minivan 1,400 ETB, night surcharge 200 ETB (22:00-05:00 = 4-11 at night Ethiopian), free wait 60 min then 150 ETB/30 min, desk +251 911 40 22 18 (06:00-23:00), Bishoftu 2,300, Adama 3,600, free cancel 6 h",
"d02":"Festivals: Meskel 27 Sep 2026 = Meskerem 17 2019 (Demera 26 Sep); Genna 7 Jan 2027 = Tahsas 29; Timkat 19 Jan 2027 = Tir 11 (Ketera 18 Jan); Adwa 2 Mar 2027 = Yekatit 23; Fasika 2 May 2027 = Miyazya 24 (Siklet 30 Apr); Enkutatash 12 Sep 2027 = Meskerem 1 2020",
"d03":"Simien: entry 1,200 ETB/day foreigners (150 residents), scout 600, guide 1,100, mule 350, Debark office 8:30-17:30 (2:30-11:30 Ethiopian), camping 250, Marefiya permit fee 300, Ras Bwahit 4,430 m",
"d04":"Danakil (Afar Horizon): 3-day 38,500 ETB, 4-day 49,000 ETB, departs Mekelle 7:00 (1 o'clock), min 4 guests, Erta Ale hike ~3 h, deposit 30%",
"d05":"Spas: Tana Lotus (Bahir Dar) 60 min 2,200 / 90 min 3,100 / reflexology 1,300, 9:00-21:00 (3-3 Ethiopian); Sheger Serenity (Bole) 60 min 2,750 / 90 min 3,900 / hammam 1,100 / couples 6,200, 10:00-22:00, closed Mondays",
"d06":"Late check-out: Wanza Court (Gondar) checkout 11:00, until 15:00 = 1,500 ETB, after 18:00 full night, smoking fine 5,000; Gihon Terrace (Bahir Dar) checkout 12:00, until 14:00 = 900, until 16:00 = 1,600, smoking fine 4,000, dogs 700/night; lost key 800",
"d07":"Visa: 30-day e-visa 82 USD, 90-day 122 USD, apply 3 working days ahead, passport 6 months, overstay 10 USD/day",
"d08":"SIM/money: Ethio Telecom tourist SIM 250 ETB, 10 GB 450, 25 GB 900, Safaricom SIM 200, ATM max 10,000 ETB, porter 50 ETB/bag, cash export max 3,000 ETB",
"d09":"Domestic flights: checked 23 kg, cabin 7 kg, excess 120 ETB/kg, check-in closes 45 min, Terminal 1, change fee 1,000 ETB, Lalibela pickup 900 ETB",
"d10":"Amharic translation of d02 (same url, same dates)",
"d11":"Harar hyena show: starts ምሽት 1 ሰዓት = 19:00, entry 300 ETB, hand feeding +200, bajaj 250, Jugol walk 1,000 ETB (3 h, starts 3 ሰዓት = 9:00), Rimbaud house 150, Dire Dawa-Harar car 2,800",
"d12":"Coffee ceremony (Buna Gebeta Lounge, Addis): daily ቀኑ 9 ሰዓት = 15:00, 450 ETB/person, family of four 1,500, 90 min, class Saturday 4 ሰዓት = 10:00 for 1,200 ETB, 0.5 kg coffee 650, phone +251 912 33 70 45",
"d13":"Lalibela: ticket 2,900 ETB (5 days), Ethiopians 100, churches 6:00-12:00 and 14:00-17:30 (12-6, 8-11:30 Ethiopian), guide 1,200/day, shoe keeper 50, Asheten Maryam 300",
"d14":"Bale: Harenna Cloud Lodge 7,800 ETB/night full board for two, park 900/day, car 120/day, Dinsho HQ 8:30-17:00 (2:30-11 Ethiopian), Tullu Dimtu 4,377 m, Robe-lodge car 3,500, horse 1,400/day",
"d15":"Addis transport: light rail 6/8/10 ETB, 6:00-22:00 (12-4 Ethiopian), Ride Bole-Piassa ~450, minibus 10-25, half-day city tour 3,200 (4 h), Entoto park 500, metered taxi airport-centre ~600, +20% after 22:00",
"d16":"Oromo translation of d01 (same url, same figures)",
"d17":"Sof Omar: 110 km from Robe, 2 h 30 min drive, entry 500 (Ethiopians 50), guide 400, cave >15 km, visit 2 h, ticket office 8:00-16:00 (2:00-10:00 Ethiopian), private car from Robe 4,200",
"d18":"Awash NP: 225 km from Addis, entry 750/day, vehicle 150, scout 500, gate 6:00-18:00 (both 12:00 Ethiopian), Filwoha swim 200, camping 300, day trip 6,500",
"d19":"Wenchi: 155 km, entry 400 (60 Ethiopians), boat 350/person, horse 500/hour, visitor centre 7:30 (1:30 Ethiopian), eco-lodge 5,200 for two with breakfast, day trip 5,800",
"d20":"Boku Hill Hotel (Adama): check-out 11:00, until 15:00 = 1,200 ETB, after 18:00 full night, check-in 14:00 (8 Ethiopian), early check-in from 10:00 for 800, pool 7:00-19:00, smoking fine 3,500, lost key 600, breakfast 6:30-10:00",
"d21":"Hawassa: fish market opens 6:30 (12:30 Ethiopian), motor boat 1,800/hour (8 people), rowing boat 700/hour, Tabor sunset 18:00 (12:00 Ethiopian), Loke park 100, day trip 7,400, tilapia from 350",
"d22":"Axum stelae: ticket 750 (Ethiopians 50), 8:00-17:00 (2-11 Ethiopian), half-day guide 800, Ezana stele 24 m, Maryam Tsion compound 300, museum closed Monday, bajaj airport 150, Hidar Tsion = ሕዳር 21 = 30 Nov 2026",
"d23":"Gheralta: Abuna Yemata entry 800, guide 1,000/day, climb 1.5 h, start 6:00 (12 Ethiopian), scout 300, Maryam/Daniel Korkor 600, Marefiya day trip from Mekelle 9,500/car",
"d24":"Tigrinya translation of d13 (same url, same figures)",
}
L=["en","am","om","ti","am-latn"]
c=collections.Counter()
for q in qs:
    l=q["lang"]; c[l,"t"]+=1; c[l,"a" if q["answerable"] else "u"]+=1
    if q["cross_lingual"]: c[l,"x"]+=1
    if q["source_doc"]=="catalogue": c[l,"c"]+=1; c[l,"ca" if q["answerable"] else "cu"]+=1
rows=["| lang | total | answerable | unanswerable | cross-lingual | catalogue (all answerable) |","|---|---|---|---|---|---|"]
for l in L: rows.append(f"| {l} | {c[l,'t']} | {c[l,'a']} | {c[l,'u']} | {c[l,'x']} | {c[l,'c']} |")
tot=lambda k: sum(c[l,k] for l in L)
rows.append(f"| **all** | {tot('t')} | {tot('a')} | {tot('u')} | {tot('x')} | {tot('c')} |")
at=collections.Counter(q["asked_type"] for q in qs)
atrows=["| asked_type | count |","|---|---|"]+[f"| {k} | {v} |" for k,v in at.most_common()]
drows=["| id | lang | title | words | key figures |","|---|---|---|---|---|"]+[f"| {d['id']} | {d['lang']} | {d['title']} | {len(d['text'].split())} | {KEY[d['id']]} |" for d in docs]
tmpl=open("README.tmpl.md").read()
open("README.md","w").write(tmpl.replace("{{COUNTS}}","\n".join(rows)).replace("{{TYPES}}","\n".join(atrows)).replace("{{DOCS}}","\n".join(drows)))
print("\n".join(rows)); print("\n".join(atrows))
