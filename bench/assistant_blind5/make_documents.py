import json, sys
sys.path.insert(0, '/work/blind5')
from docs_en import EN
from docs_am import AM
from docs_om import OM
from docs_ti import TI
docs = []
for (i, lang, url, title, text) in EN + AM + OM + TI:
    docs.append({"id": i, "lang": lang, "url": url, "product": "marefiya", "tenant": None, "title": title, "text": " ".join(text.split())})
docs.sort(key=lambda d: int(d["id"][1:]))
json.dump(docs, open('/work/blind5/documents.json', 'w'), ensure_ascii=False, indent=1)
for d in docs:
    print(d["id"], d["lang"], len(d["text"].split()), d["title"][:60])
