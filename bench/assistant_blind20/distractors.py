#!/usr/bin/env python3
"""Writes distractors.json: 1,230 template passages (410 en, 410 am, 410 om), seed 20270103.
Towns are never the documents' towns. A passage that contains an expected answer string of any
answerable question or an unanswerable key term is drawn again (deterministically)."""
import json, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20270103
N_PER_LANG = 410

TOWNS = {
    "en": ["Jimma", "Dessie", "Debre Birhan", "Ambo", "Nekemte", "Shashemene", "Wolaita Sodo", "Dilla",
           "Woldia", "Asosa", "Bale Robe", "Hosaena", "Debre Tabor", "Adigrat", "Debre Markos", "Goba",
           "Mizan Teferi", "Bonga", "Gimbi", "Fiche"],
    "am": ["ጅማ", "ደሴ", "ደብረ ብርሃን", "አምቦ", "ነቀምቴ", "ሻሸመኔ", "ወላይታ ሶዶ", "ዲላ", "ወልዲያ", "አሶሳ",
           "ባሌ ሮቤ", "ሆሳዕና", "ደብረ ታቦር", "ዓዲግራት", "ደብረ ማርቆስ", "ጎባ", "ሚዛን ተፈሪ", "ቦንጋ", "ጊምቢ", "ፍቼ"],
    "om": ["Jimmaa", "Dassee", "Dabra Birhaan", "Amboo", "Naqamte", "Shashamanee", "Sooddoo", "Dillaa",
           "Waldiyaa", "Asoosaa", "Roobee", "Hosaa'inaa", "Dabra Taabor", "Adigraat", "Dabra Markos", "Gobaa",
           "Mizaan Tafarii", "Bongaa", "Gimbii", "Fichee"],
}
LODGE_WORDS = ["Warka", "Zigba", "Koso", "Wanza", "Birbira", "Kerkeha", "Agam", "Tid", "Odaa", "Qilxu",
               "Gerbi", "Sholla", "Abalo", "Embacho", "Girar", "Kosso", "Lolo", "Dima", "Mebrat", "Tsehay"]
LODGE_KIND = {"en": ["Lodge", "Guest House", "Eco Camp", "Inn", "Pension"],
              "am": ["ሎጅ", "እንግዳ ማረፊያ", "ኢኮ ካምፕ", "ፔንሲዮን"],
              "om": ["Looj", "Mana Keessummaa", "Kaampii", "Pensiyoona"]}
ACTS = {
    "en": ["guided forest walk", "pottery class", "honey farm visit", "bird watching morning", "cooking class",
           "waterfall hike", "cultural music night", "weaving workshop", "village market tour", "stargazing evening"],
    "am": ["የደን የእግር ጉዞ", "የሸክላ ሥራ ትምህርት", "የማር እርሻ ጉብኝት", "የወፎች እይታ", "የምግብ ዝግጅት ትምህርት",
           "የፏፏቴ ጉዞ", "የባህል ሙዚቃ ምሽት", "የሽመና ትምህርት", "የገጠር ገበያ ጉብኝት", "የከዋክብት እይታ ምሽት"],
    "om": ["deemsa bosonaa", "barumsa suphee", "daawwannaa qonna dammaa", "ilaalcha simbirrootaa",
           "barumsa nyaata qopheessuu", "deemsa burqaa", "galgala muuziqaa aadaa", "barumsa wayyaa dhahuu",
           "daawwannaa gabaa baadiyyaa", "galgala urjii ilaaluu"],
}
DAYS = {"en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        "am": ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሁድ"],
        "om": ["Wiixata", "Kibxata", "Roobii", "Kamisa", "Jimaata", "Sanbata", "Dilbata"]}

def money(r):
    v = r.randrange(130, 4990, 10)
    return f"{v:,}" if v >= 1000 else str(v)

def clock(r):
    return f"{r.randrange(6, 21):02d}:{r.choice(['00', '15', '30', '45'])}"

def phone(r):
    return f"+251 {r.choice(['47', '48', '57', '33', '22'])} {r.randrange(100, 999)} {r.randrange(1000, 9999)}"

def passage(lang, r):
    town = r.choice(TOWNS[lang]); lodge = f"{r.choice(LODGE_WORDS)} {r.choice(LODGE_KIND[lang])}"
    act, act2 = r.sample(ACTS[lang], 2); day = r.choice(DAYS[lang])
    p1, p2, p3 = money(r), money(r), money(r); t1, t2 = clock(r), clock(r); ph = phone(r)
    mins = r.choice(["40", "50", "70", "80", "100", "110"])
    if lang == "en":
        s = (f"{lodge} in {town} offers a {act} that starts at {t1} and lasts about {mins} minutes. "
             f"Adults pay {p1} birr and children pay {p2} birr. The {act2} runs every {day} from {t2} "
             f"and costs {p3} birr per person, with tea included. Please book one day ahead by calling {ph}. "
             f"Bring walking shoes and a light jacket.")
    elif lang == "am":
        s = (f"በ{town} የሚገኘው {lodge} {act} ያዘጋጃል፤ ጉዞው በ{t1} ይጀምራል፣ {mins} ደቂቃ ያህል ይወስዳል። "
             f"አዋቂዎች {p1} ብር፣ ልጆች {p2} ብር ይከፍላሉ። {act2} በየ{day} ከ{t2} ጀምሮ ይካሄዳል፤ ዋጋው ለአንድ ሰው "
             f"{p3} ብር ሲሆን ሻይ ይጨምራል። ከአንድ ቀን በፊት በ{ph} ደውለው ቦታ ያስይዙ። ምቹ ጫማና ቀላል ጃኬት ይዘው ይምጡ፤ "
             f"ለተጨማሪ መረጃ የእንግዳ መቀበያውን ይጠይቁ።")
    else:
        s = (f"{lodge} {town} keessatti argamu {act} qopheessa; sa'aatii {t1} eegala, daqiiqaa {mins} "
             f"fudhata. Ga'eessonni birrii {p1}, ijoolleen birrii {p2} kaffalu. {act2[0].upper() + act2[1:]} {day} hunda sa'aatii {t2} "
             f"irraa eegalee jira; gatiin nama tokkoof birrii {p3} dha, shaayiin ni dabalama. Guyyaa tokko dura "
             f"{ph} bilbilaa galmaa'aa. Kophee deemsaa fi jaakkeetii salphaa qabadhaa.")
    # keep as many whole sentences as fit in 55 words
    parts = [x for x in s.replace("። ", "።|").replace(". ", ".|").split("|")]
    text = ""
    for part in parts:
        cand = (text + " " + part).strip()
        if len(cand.split()) > 55:
            break
        text = cand
    return town, text

def main():
    qs = json.load(open(os.path.join(HERE, "questions.json"), encoding="utf-8"))
    checks = json.load(open(os.path.join(HERE, "unanswerable_checks.json"), encoding="utf-8"))
    banned = {a.lower() for q in qs if q["answerable"] for g in q["expected"] for a in g}
    banned |= {t.lower() for ts in checks.values() for t in ts if ":" not in t[:4]}
    r = random.Random(SEED)
    out, n = [], 0
    for lang in ("en", "am", "om"):
        for k in range(1, N_PER_LANG + 1):
            while True:
                town, text = passage(lang, r)
                low = text.lower()
                if not any(b in low for b in banned) and 40 <= len(text.split()) <= 55:
                    break
            n += 1
            out.append({"id": f"x{n:04d}", "lang": lang, "url": f"https://example.et/kb/{lang}/{k}",
                        "product": "marefiya", "tenant": None,
                        "title": {"en": f"Activities near {town}", "am": f"በ{town} አካባቢ ያሉ እንቅስቃሴዎች",
                                  "om": f"Sochiiwwan naannoo {town}"}[lang],
                        "text": text})
    with open(os.path.join(HERE, "distractors.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print("wrote", len(out), "distractors")

if __name__ == "__main__":
    main()
