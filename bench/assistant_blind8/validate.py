"""Validate the blind set 8 files. Exit 0 = clean."""
import json, sys, collections
B="/work/blind8/"
docs=json.load(open(B+"documents.json")); qs=json.load(open(B+"questions.json")); xs=json.load(open(B+"distractors.json"))
try: cat=json.dumps(json.load(open("/work/blind8-input/catalogue.json")),ensure_ascii=False).lower()
except Exception: cat=None
err=[]
def E(m): err.append(m)
DOCF={"id":str,"lang":str,"url":str,"product":str,"title":str,"text":str}
for name,coll,lo,hi in (("documents",docs,120,260),("distractors",xs,40,70)):
    ids=[d["id"] for d in coll]
    if len(ids)!=len(set(ids)): E(f"{name}: duplicate ids")
    for d in coll:
        for k,t in DOCF.items():
            if not isinstance(d.get(k),t): E(f"{name} {d.get('id')}: field {k} not {t.__name__}")
        if d.get("tenant",0) is not None: E(f"{name} {d['id']}: tenant must be null")
        if d["lang"] not in ("en","am","om","ti"): E(f"{name} {d['id']}: bad lang")
        w=len(d["text"].split())
        if not lo<=w<=hi: E(f"{name} {d['id']}: {w} words not in {lo}-{hi}")
if not 26<=len(docs)<=32: E(f"documents: {len(docs)} not in 26-32")
if len(xs)<1200: E("distractors: fewer than 1200")
dl=collections.Counter(d["lang"] for d in docs); xl=collections.Counter(d["lang"] for d in xs)
byurl=collections.defaultdict(list)
for d in docs: byurl[d["url"]].append(d)
pairs=[u for u,v in byurl.items() if len(v)>1]
if len(pairs)<3: E(f"only {len(pairs)} translation pairs")
for u in pairs:
    if len({d['lang'] for d in byurl[u]})!=len(byurl[u]): E(f"pair {u} with same lang twice")
D={d["id"]:d for d in docs}
QF={"id":str,"lang":str,"question":str,"answerable":bool,"expected":list,"asked_type":str,"subject":str,"note":str,"cross_lingual":bool}
TYPES={"price","time","date","duration","count","yes_no","place","contact"}
POLAR={"yes","no","not","cannot","can't","does","offers","has","provides","available","eeyyee","ni qaba","qaba","አዎ","እወ"}
ids=[q["id"] for q in qs]
if len(ids)!=len(set(ids)): E("questions: duplicate ids")
cnt=collections.Counter(); xcnt=collections.Counter(); ccnt=collections.Counter()
for q in qs:
    for k,t in QF.items():
        if not isinstance(q.get(k),t): E(f"{q.get('id')}: field {k} not {t.__name__}")
    if q["lang"] not in ("en","am","om","ti","am-latn"): E(f"{q['id']}: bad lang")
    if q["asked_type"] not in TYPES: E(f"{q['id']}: bad asked_type")
    cnt[(q["lang"],q["answerable"])]+=1
    if not q["answerable"]:
        if q["expected"] or q["source_doc"] is not None or q["cross_lingual"]: E(f"{q['id']}: unanswerable must have expected [] and source_doc null")
        continue
    if not q["expected"] or not all(isinstance(g,list) and g and all(isinstance(a,str) and a for a in g) for g in q["expected"]):
        E(f"{q['id']}: bad expected"); continue
    for g in q["expected"]:
        if all(len(a)<2 for a in g): E(f"{q['id']}: group {g} too short")
    src=q["source_doc"]
    if src=="catalogue":
        ccnt[q["lang"]]+=1
        if cat and not any(any(a.lower() in cat for a in g) for g in q["expected"]) and "not a destination" not in q["note"]:
            E(f"{q['id']}: no expected group found in catalogue")
        continue
    if src not in D: E(f"{q['id']}: source_doc {src} unknown"); continue
    d=D[src]; texts=[x["text"].lower() for x in byurl[d["url"]]]
    if q["cross_lingual"]:
        xcnt[q["lang"]]+=1
        ql=q["lang"].split("-")[0]
        if any(x["lang"]==ql for x in byurl[d["url"]]): E(f"{q['id']}: marked cross-lingual but a same-language twin exists")
    else:
        ql=q["lang"].split("-")[0]
        if d["lang"]!=ql and not any(x["lang"]==ql for x in byurl[d["url"]]): E(f"{q['id']}: source in {d['lang']} but not marked cross-lingual")
    for g in q["expected"]:
        if any(a.lower() in POLAR for a in g): continue
        if not any(a.lower() in d["text"].lower() for a in g) and not any(a.lower() in t for t in texts for a in g):
            E(f"{q['id']}: group {g} not found in {src}")
MIN={("en",True):30,("en",False):15,("am",True):30,("am",False):15,("om",True):30,("om",False):15,("ti",True):8,("ti",False):2,("am-latn",True):8,("am-latn",False):2}
for k,v in MIN.items():
    if cnt[k]<v: E(f"count {k}={cnt[k]} < {v}")
# distractors must not touch documented / unanswerable subjects
PROBES=["yemrehanna","facial","blue nile","tis abay","ጢስ ዓባይ","dek island","fiche","ፊቼ","simien","ስሜን","sodere","sodaree","ሶደሬ","bishoftu","bishooftuu","ቢሾፍቱ","kefira","entoto","እንጦጦ","intoottoo","axum","አክሱም","ኣኽሱም","dungur","ዱንጉር","tabor","ታቦር","debre birhan","ደብረ ብርሃን","debark","ደባርቅ","yemata","የማታ","visa","ቪዛ","kazanchis","ካዛንቺስ","gebeta","ገበታ","genna","ገና በዓል","mekelle","መቀሌ","መቐለ","maqalee","hudade","ሁዳዴ","safaricom","awash","awaash","nech sar","naach saar","dorze","dorzee","irreechaa","shiromeda","shiroomedaa","merkato","markaatoo","meningitis","maningaayitis","adama","adaamaa","አዳማ","telebirr","dire dawa","dirre dawaa","ድሬ ዳዋ","abaya","abaayaa","lalibela","ላሊበላ","laalibalaa","manicure","hidar","ሕዳር","hawassa","ሀዋሳ","gondar","ጎንደር","bahir dar","ባህር ዳር","harar","ሐረር","addis","አዲስ አበባ","finfinnee","arba minch","arbaa mincii","jimma","jimmaa","ጅማ","dessie","ደሴ","pharmacy","faarmaasii","hyena","lake chamo","caamoo","sky bus","ስካይ ባስ","lunch buffet","discount"]
subj=[q["subject"].lower() for q in qs if not q["answerable"]]
for x in xs:
    t=(x["text"]+" "+x["title"]).lower()
    for p in PROBES+subj:
        if p in t: E(f"distractor {x['id']} contains '{p}'"); break
print("documents:",len(docs),dict(dl),"translation pairs:",len(pairs))
print("distractors:",len(xs),dict(xl))
print(f"{'lang':8} {'ans':>4} {'unans':>6} {'xling':>6} {'catal':>6}")
for l in ("en","am","om","ti","am-latn"):
    print(f"{l:8} {cnt[(l,True)]:>4} {cnt[(l,False)]:>6} {xcnt[l]:>6} {ccnt[l]:>6}")
print("questions total:",len(qs))
if err:
    print(f"{len(err)} problem(s):"); [print(" -",e) for e in err[:80]]; sys.exit(1)
print("CLEAN"); sys.exit(0)
