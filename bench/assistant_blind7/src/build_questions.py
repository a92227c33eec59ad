import json
from qdata import Q
qs=[]; forbid={}
for i,t in enumerate(Q,1):
    lang,q,exp,src,typ,subj,note,xl=t[:8]
    qid=f"q{i:03d}"
    ans=bool(exp)
    if not ans:
        forbid[qid]=t[8] if len(t)>8 else []
        note = note or "near miss"
    qs.append({"id":qid,"lang":lang,"question":q,"answerable":ans,"expected":exp,"source_doc":src if ans else None,
               "asked_type":typ,"subject":subj,"note":note or "","cross_lingual":xl})
json.dump(qs,open("/work/blind7/questions.json","w"),ensure_ascii=False,indent=1)
json.dump(forbid,open("/work/blind7/src/unanswerable_terms.json","w"),ensure_ascii=False,indent=1)
print(len(qs))
