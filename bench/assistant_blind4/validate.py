"""Validate the blind4 evaluation set. Standard library only."""
import json, re, sys, collections
docs=json.load(open("documents.json")); qs=json.load(open("questions.json")); dis=json.load(open("distractors.json"))
cat=json.load(open("/work/blind4-input/catalogue.json"))
err=[]
def E(*a): err.append(" ".join(map(str,a)))
# ids unique
for name,lst in [("documents",docs),("questions",qs),("distractors",dis)]:
    c=collections.Counter(x["id"] for x in lst)
    for k,v in c.items():
        if v>1: E(name,"duplicate id",k)
D={d["id"]:d for d in docs}
for d in docs:
    n=len(d["text"].split())
    if not 120<=n<=260: E("doc",d["id"],"words",n)
    for f in ["id","lang","url","product","tenant","title","text"]:
        if f not in d: E("doc",d["id"],"missing",f)
for x in dis:
    n=len(x["text"].split())
    if not 40<=n<=90: E("distractor",x["id"],"words",n)
TYPES={"price","time","date","duration","count","yes_no","place","contact","other"}
for q in qs:
    if q["asked_type"] not in TYPES: E(q["id"],"bad type")
    if q["lang"] not in {"en","am","om","ti","am-latn"}: E(q["id"],"bad lang")
    if q["answerable"]:
        if not q["expected"] or any(not g for g in q["expected"]): E(q["id"],"empty expected")
        src=q["source_doc"]
        if src=="catalogue": continue
        if src not in D: E(q["id"],"unknown src",src); continue
        t=D[src]["text"].lower()
        for g in q["expected"]:
            if not any(s.lower() in t for s in g): E(q["id"],"group not in",src,g)
        dl=D[src]["lang"]; ql="am" if q["lang"]=="am-latn" else q["lang"]
        if q["cross_lingual"]!=(dl!=ql): E(q["id"],"cross flag wrong")
    else:
        if q["expected"] or q["source_doc"] is not None: E(q["id"],"unanswerable has expected/source")
# unanswerable: key terms check (manual list of tokens that would indicate an answer)
UNANS_ABSENT={ # subject -> regexes that must match no document (they would signal that the answer is present)
 "Hawassa spa massage":[r"hawassa[^.]*massage",r"massage[^.]*hawassa",r"hawaas[^.]*spa"],
 "Bahir Dar airport transfer":[r"bahir dar[^.]*(airport|transfer)",r"(airport|transfer)[^.]*bahir dar"],
 "Irreechaa date":[r"irreech",r"ኢሬቻ",r"irrecha"],
 "Nech Sar park fee":[r"nech ?sar",r"ነጭ ሳር"],
 "Nech Sar fee":[r"nech ?sar"],
 "Bale scout fee":[r"(ባሌ|bale)[^.።]*(scout|ስካውት|ጠባቂ)"],
 "Danakil 2-day tour":[r"2-day",r"two-day",r"2 day"],
 "business visa price":[r"business"],
 "Simien child fee":[r"simien[^.]*(child|kid)",r"(child|kid)[^.]*simien"],
 "Tana Lotus hot stone massage":[r"hot stone",r"stone"],
 "Boku Hill late check-out 16:00":[r"16:00[^.]*qarshii",r"boku[^.]*16:00"],
 "50 GB bundle":[r"50 ?gb"],
 "Harar-Jijiga bus":[r"jijiga",r"ጅጅጋ"],
 "Blue Nile Falls entry":[r"blue nile falls",r"tis ?abay",r"ጢስ ዓባይ"],
 "Gihon Terrace pool hours":[r"gihon[^.]*pool",r"pool[^.]*gihon"],
 "Harenna lodge breakfast time":[r"ቁርስ",r"breakfast[^.]*harenna"],
 "hyena show child price":[r"ህፃናት[^።]*ብር"],
 "coffee lounge address":[r"ቡና ገበታ[^።]*(ሰፈር|መንገድ|አጠገብ|ቦሌ|ፒያሳ|ካዛንቺስ)"],
 "Lalibela student discount":[r"ተማሪ",r"student"],
 "Harenna lodge phone":[r"ሀረና[^።]*\+251",r"ስልክ[^።]*ሎጅ"],
 "light rail monthly pass":[r"የወር",r"monthly"],
 "Ride Bole-Merkato":[r"ቦሌ ወደ መርካቶ",r"bole[^.]*merkato"],
 "Fasil Ghebbi entry":[r"ፋሲል",r"fasil"],
 "Arba Minch crocodile farm":[r"አዞ",r"crocodile"],
 "Addis-Sof Omar car":[r"(finfinnee|addis|አዲስ)[^.።]*(soof|sof|ሶፍ)"],
 "Danakil child discount":[r"(danakil|ዳናኪል)[^.]*(child|ልጆች)",r"discount[^.]*danakil"],
 "Lake Tana boat":[r"tana[^.]*boat",r"ጣና[^።]*ጀልባ"],
 "Bete Giyorgis single ticket":[r"ቤተ ጊዮርጊስ[^።]*ብር"],
 "5 GB bundle":[r"\b5 ?gb"],
 "Sheger spa phone":[r"sheger[^.]*\+251",r"\+251[^.]*sheger"],
 "Sof Omar lodging":[r"(soof|sof)[^.]*(hoteela|lodge|bultii|bakka jireenyaa)"],
 "Awash child fee":[r"awaash[^.]*daa'imm",r"daa'imm[^.]*awaash"],
 "swimming in Wenchi":[r"wanc[^.]*daak",r"daak[^.]*wanc"],
 "Boku Hill phone":[r"boku[^.]*\+251",r"bilbila[^.]*boku"],
 "Hawassa-Wondo Genet transport":[r"wondo",r"wendo"],
 "Dire Dawa airport transfer":[r"(diree|dire) dawa[^.]*(xayyaar|airport)"],
 "Awash Falls Lodge room":[r"awash falls lodge[^.]*kutaa"],
 "Hawassa fish market closing":[r"gabaan qurxummii[^.]*cuf"],
 "Addis-Jimma flight":[r"jimm"],
 "Adama spa massage":[r"ada(a)?ma[^.]*(massage|spa)"],
 "Mekelle-Axum bus":[r"መቐለ[^።]*ኣኽሱም[^።]*ኣውቶቡስ",r"mekelle[^.]*axum[^.]*bus"],
 "Gheralta lodge night":[r"ገርዓልታ[^።]*ሎጅ",r"ሓውዜን[^።]*ብር"],
 "Harenna lodge wifi":[r"wi-?fi[^.]*harenna",r"ዋይፋይ"],
}
alltext=" ".join(d["text"].lower() for d in docs)
for q in qs:
    if not q["answerable"]:
        pats=UNANS_ABSENT.get(q["subject"])
        if pats is None: E(q["id"],"no absence check for",q["subject"]); continue
        for p in pats:
            m=re.search(p,alltext)
            if m: E(q["id"],"unanswerable but docs match",p,repr(m.group(0)[:80]))
# catalogue checks
H={h["name"]:h for h in cat["hotels"]}
cities={h["city"] for h in cat["hotels"]}
def am(h): return {a["code"] for a in h["amenities"]}
def has(city,code): return sorted(n for n,h in H.items() if h["city"]==city and code in am(h))
def cheapest(n): return min(r["price_per_night"] for r in H[n]["room_types"])
CHK={
 "Hawassa hotels with pool": lambda: has("Hawassa","pool")==["Lake Hawassa Resort & Spa","Sidama Garden Lodge","Tabor Hill Hotel"],
 "Bahir Dar hotels with pool": lambda: has("Bahir Dar","pool")==["Blue Nile Falls Lodge","Lake Tana Shore Resort","Zege Peninsula Hotel"],
 "Adama hotels with pool": lambda: has("Adama","pool")==["Adama Palm Inn","Awash Valley Resort"],
 "Dire Dawa hotels with airport shuttle": lambda: has("Dire Dawa","airport_shuttle")==["Dechatu Riverside Hotel","Sabian Garden Hotel"],
 "Mekelle hotels with pool": lambda: has("Mekelle","pool")==["Hawelti Plaza Hotel"],
 "hotels in Harar": lambda: "Harar" not in cities,
 "hotels in Jimma": lambda: "Jimma" not in cities,
 "hotels in Jinka": lambda: "Jinka" not in cities,
 "hotels in Shire": lambda: "Shire" not in cities,
 "Entoto Grand check-out": lambda: H["Entoto Grand Hotel"]["policies"]["check_out_time"]=="12:00",
 "Lake Hawassa Resort check-out": lambda: H["Lake Hawassa Resort & Spa"]["policies"]["check_out_time"]=="12:00",
 "Queen of Sheba Inn check-in": lambda: H["Queen of Sheba Inn"]["policies"]["check_in_time"]=="14:00",
 "Sidama Garden check-in": lambda: H["Sidama Garden Lodge"]["policies"]["check_in_time"]=="14:00",
 "Papyrus Garden airport shuttle": lambda: "airport_shuttle" in am(H["Papyrus Garden Hotel"]),
 "Nazret Garden cheapest room": lambda: cheapest("Nazret Garden Hotel")==2600,
 "Fasil Castle View cheapest room": lambda: cheapest("Fasil Castle View Hotel")==2880,
 "Tsion Maryam cheapest room": lambda: cheapest("Tsion Maryam Guest House")==1260,
 "Goha Hill phone": lambda: H["Goha Hill Hotel"]["phone"]=="+251183117313",
 "Roha Valley Inn phone": lambda: H["Roha Valley Inn"]["phone"]=="+251186817133",
 "Abaya Chamo phone": lambda: H["Abaya Chamo Resort"]["phone"]=="+251145569693",
 "Kazanchis breakfast": lambda: "breakfast" not in am(H["Kazanchis Business Hotel"]),
 "Bole Skyline breakfast": lambda: "breakfast" in am(H["Bole Skyline Hotel"]),
 "Nech Sar View breakfast": lambda: "breakfast" in am(H["Nech Sar View Hotel"]),
 "Romanat Square breakfast": lambda: "breakfast" in am(H["Romanat Square Hotel"]),
 "Goha Hill wifi": lambda: "wifi" in am(H["Goha Hill Hotel"]),
 "Harla Palace wifi": lambda: "wifi" not in am(H["Harla Palace Hotel"]),
 "Lake Tana Shore free cancellation": lambda: H["Lake Tana Shore Resort"]["policies"]["free_cancellation_hours"]==24,
}
for q in qs:
    if q["source_doc"]=="catalogue":
        f=CHK.get(q["subject"])
        if f is None: E(q["id"],"no catalogue check for",q["subject"])
        elif not f(): E(q["id"],"catalogue check FAILED",q["subject"])
# distractors: no expected figure of an answerable question in a distractor on the same subject.
def nums(s): return {n.replace(",","") for n in re.findall(r"\d[\d,]*(?::\d\d)?",s)}
STOP={"the","a","of","in","at","and","to","for","price","fee","time","date","per","hotel","entry"}
for q in qs:
    if not q["answerable"] or q["source_doc"]=="catalogue": continue
    words=[w for w in re.findall(r"[a-z]+",q["subject"].lower()) if w not in STOP and len(w)>3]
    figs=set()
    for g in q["expected"]:
        for s in g: figs|=nums(s)
    for x in dis:
        t=x["text"].lower()
        # same subject = shares a subject keyword (any language) or shares the exact expected string
        same=any(w in t for w in words)
        xn=nums(x["text"])
        if same and figs & xn: E(q["id"],"distractor",x["id"],"has figure",figs & xn,"subject",q["subject"])
        for g in q["expected"]:
            for s in g:
                if len(s)>=4 and re.search(r"\d",s) and s.lower() in t and same: E(q["id"],"distractor",x["id"],"contains",s)
# stats
c=collections.Counter()
for q in qs:
    L=q["lang"]; c[L,"total"]+=1; c[L,"ans" if q["answerable"] else "unans"]+=1
    if q["cross_lingual"]: c[L,"cross"]+=1
    if q["source_doc"]=="catalogue": c[L,"cat"]+=1
print("lang total ans unans cross catalogue")
for L in ["en","am","om","ti","am-latn"]: print(L,c[L,"total"],c[L,"ans"],c[L,"unans"],c[L,"cross"],c[L,"cat"])
print(collections.Counter(q["asked_type"] for q in qs))
print(collections.Counter(x["lang"] for x in dis), len(dis))
print("ERRORS:",len(err)); print("\n".join(err[:80]))
sys.exit(1 if err else 0)
