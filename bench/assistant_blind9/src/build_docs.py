import json, sys
sys.path.insert(0, '/work/blind9/src')
from docs_en import D
import docs_am, docs_om, docs_ti
json.dump(D, open('/work/blind9/documents.json','w'), ensure_ascii=False, indent=1)
from collections import Counter
print(Counter(d['lang'] for d in D), len(D))
for d in D: print(d['id'], d['lang'], len(d['text'].split()))
