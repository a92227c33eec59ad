import json
from docs_en import EN
from docs_am import AM
from docs_om import OM
from docs_ti import TI
out=[]
for lang,D in (("en",EN),("am",AM),("om",OM),("ti",TI)):
    for k,(url,title,text) in D.items():
        out.append({"id":k,"lang":lang,"url":url,"product":"marefiya","tenant":None,"title":title,"text":text})
out.sort(key=lambda d:d["id"])
json.dump(out,open("/work/blind7/documents.json","w"),ensure_ascii=False,indent=1)
print(len(out))
