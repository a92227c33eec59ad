#!/usr/bin/env python3
"""Writes distractors.json: 1,230 template passages (410 en, 410 am, 410 om) about invented
lodges in towns that are not the documents' towns. Seeded with random.Random(20270415)."""
import json, os, re
import random

R = random.Random(20270415)
BASE = os.path.dirname(os.path.abspath(__file__))

TOWNS = [("Dessie", "ደሴ", "Dessee"), ("Debre Markos", "ደብረ ማርቆስ", "Dabra Maarqos"),
         ("Shashemene", "ሻሸመኔ", "Shaashamannee"), ("Nekemte", "ነቀምቴ", "Naqamte"),
         ("Woldia", "ወልድያ", "Woldiyaa"), ("Hosaena", "ሆሳዕና", "Hosaa'inaa"),
         ("Debre Birhan", "ደብረ ብርሃን", "Dabra Birhaan"), ("Ziway", "ዝዋይ", "Baatuu"),
         ("Ambo", "አምቦ", "Amboo"), ("Assosa", "አሶሳ", "Asoosaa")]
LODGE_EN = ["Acacia", "Highland", "Sunrise", "Green Valley", "Stone Bridge", "Twin Hills", "Riverbend", "Cedar", "Golden Field", "Juniper"]
LODGE_AM = ["ግራር", "ደጋ", "ጸሐይ መውጫ", "አረንጓዴ ሸለቆ", "የድንጋይ ድልድይ", "መንታ ኮረብታ", "ወንዝ ዳር", "ዝግባ", "ወርቃማ ሜዳ", "ጥድ"]
LODGE_OM = ["Laaftoo", "Gaaraa", "Ganama", "Margaa", "Riqicha Dhagaa", "Tulluu Lamaan", "Qarqara Lagaa", "Birbirsa", "Dirree Warqee", "Gaattiraa"]
ACT_EN = ["a coffee farm visit", "a waterfall walk", "a bird watching morning", "a pottery workshop",
          "a honey farm visit", "a basket weaving lesson", "a hill viewpoint drive", "a cultural dinner"]
ACT_AM = ["የቡና እርሻ ጉብኝት", "የፏፏቴ የእግር ጉዞ", "የወፍ እይታ ጠዋት", "የሸክላ ሥራ ትምህርት", "የማር እርሻ ጉብኝት",
          "የሰፌድ ሥራ ትምህርት", "የኮረብታ እይታ ጉዞ", "የባህል እራት"]
ACT_OM = ["daawwannaa qonna bunaa", "deemsa fincaanii", "daawwannaa simbirroota ganamaa", "barumsa suphee",
          "daawwannaa damma", "barumsa gundoo", "daawwannaa tulluu", "irbaata aadaa"]

def load_banned():
    q = json.load(open(os.path.join(BASE, "questions.json"), encoding="utf-8"))
    nums = set()
    for x in q:
        for g in x["expected"]:
            for a in g:
                for n in re.findall(r"\d+(?:[,.:]\d+)*", a):
                    nums.add(n.replace(",", ""))
    alts = {a.strip().lower() for x in q for g in x["expected"] for a in g if len(a.strip()) >= 3}
    return nums, alts

BANNED, ALTS = load_banned()

def price():
    while True:
        p = R.randrange(130, 9000, 10)
        if str(p) not in BANNED and all(str(p) not in b for b in BANNED if len(b) >= 3):
            return f"{p:,}" if p >= 1000 else str(p)

def hhmm():
    while True:
        t = f"{R.choice([7, 8, 10, 15, 16, 17])}:{R.choice(['15', '45', '20', '40'])}"
        t = t if len(t) == 5 else "0" + t
        if t not in BANNED:
            return t

def phone():
    return f"+251 {R.choice([47, 57, 35, 22])} {R.randrange(300, 999)} {R.randrange(1000, 9999)}"

def mins():
    return R.choice([25, 40, 55, 70, 75, 100, 110])

def en(town, lodge, act):
    return (f"{lodge} Lodge in {town[0]} offers {act} every {R.choice(['Tuesday', 'Wednesday', 'Thursday', 'Saturday'])}. "
            f"It starts at {hhmm()} and lasts {mins()} minutes. The price is {price()} birr per adult and "
            f"{price()} birr per child. A private car for the group costs {price()} birr. "
            f"Ask the front office on {phone()} for details.")

def am(town, lodge, act):
    return (f"{town[1]} የሚገኘው {lodge} ሎጅ በየሳምንቱ {R.choice(['ማክሰኞ', 'ረቡዕ', 'ሐሙስ', 'ቅዳሜ'])} {act} ያዘጋጃል። "
            f"ጉብኝቱ በ{hhmm()} ይጀምራል፤ {mins()} ደቂቃ ይወስዳል። ዋጋው ለአዋቂ {price()} ብር፣ ለልጅ {price()} ብር ነው። "
            f"ለቡድን የግል መኪና {price()} ብር ያስከፍላል። ትኬት የሚሸጠው በሎጁ ዴስክ ብቻ ነው። ለተጨማሪ መረጃ "
            f"የሎጁን የፊት ቢሮ በ{phone()} ደውለው ይጠይቁ፤ ሠራተኞቹ ደስ ብሏቸው ይረዱዎታል።")

def om(town, lodge, act):
    return (f"Mana keessummaa {lodge} Lodge {town[2]} keessatti argamu torban torbaniin guyyaa "
            f"{R.choice(['Kibxataa', 'Roobii', 'Kamiisaa', 'Sanbataa'])} {act} qopheessa. Sagantaan sa'aatii {hhmm()} "
            f"jalqabee daqiiqaa {mins()} fudhata. Gatiin nama gurguddaaf birrii {price()}, ijoolleef birrii {price()} dha. "
            f"Konkolaataan dhuunfaa gareef birrii {price()} kaffala. Tikeettiin iddoo tajaajilaa qofatti gurgurama. "
            f"Odeeffannoo dabalataaf {phone()} irratti bilbilaa.")

out, n = [], 0
for lang, fn, lodges, acts in [("en", en, LODGE_EN, ACT_EN), ("am", am, LODGE_AM, ACT_AM), ("om", om, LODGE_OM, ACT_OM)]:
    for k in range(1, 411):
        n += 1
        town, lodge, act = R.choice(TOWNS), R.choice(lodges), R.choice(acts)
        text = fn(town, lodge, act)
        while any(a in text.lower() for a in ALTS):
            text = fn(town, lodge, act)
        out.append({"id": f"x{n:04d}", "lang": lang, "url": f"https://example.et/kb/{lang}/{k}",
                    "product": "marefiya", "tenant": None,
                    "title": f"{lodge} {town[0]} {k}", "text": text})

with open(os.path.join(BASE, "distractors.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(len(out), "distractors; words", min(len(d["text"].split()) for d in out), "-", max(len(d["text"].split()) for d in out))
