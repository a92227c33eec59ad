#!/usr/bin/env python3
"""Write ../README.md from the built JSON files and validate.py's output (stdlib only)."""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, ".."))
docs = json.load(open(os.path.join(ROOT, "documents.json"), encoding="utf-8"))
qs = json.load(open(os.path.join(ROOT, "questions.json"), encoding="utf-8"))
val = subprocess.run([sys.executable, os.path.join(ROOT, "validate.py")], capture_output=True, text=True).stdout

by_url = {}
for d in docs:
    by_url.setdefault(d["url"], []).append(d["id"] + " (" + d["lang"] + ")")
pairs = [(u, v) for u, v in by_url.items() if len(v) > 1]

doc_rows = "\n".join("| %s | %s | %s | %s | %d |" % (d["id"], d["lang"], d["title"], d["url"], len(d["text"].split()))
                     for d in docs)
pair_rows = "\n".join("- %s: %s" % (u, " + ".join(v)) for u, v in pairs)

README = f"""# blind16: blind evaluation set for the Marefiya hotel-booking assistant

## How it was made (blind)

The set was written without seeing any earlier set, any project code, notes, benchmarks or git history,
and without running the assistant. Only three inputs were read:

- `/work/shared/spec/assistant-service.md` and `/work/shared/spec/hotel-booking-service.md` (the API contract:
  knowledge is taught with `POST /v1/learn` {{url, title, text, lang}}, guests ask with `POST /v1/chat`);
- `/work/blind16-input/catalogue.json` (the demo hotel catalogue as the public API shows it), copied unchanged to
  `catalogue_input.json`.

Every fact in the documents (prices in birr, times, dates, phone numbers, durations, counts) is invented, but
tied to real Ethiopian places and to hotels that exist in the catalogue. Catalogue questions are answered only
from `catalogue_input.json`.

## Files

| File | What it is |
|---|---|
| `documents.json` | {len(docs)} knowledge documents to teach via `POST /v1/learn` (fields id, lang, url, product, tenant, title, text) |
| `questions.json` | {len(qs)} guest questions with grading data |
| `distractors.json` | 1,230 template passages (410 en / 410 am / 410 om) about other towns and invented lodges, to compete in retrieval |
| `distractors.py` | builds `distractors.json` (seed 20261230) |
| `validate.py` | consistency checks; prints counts and `CLEAN`, exit 0 when clean; writes `checks.json` |
| `checks.json` | per catalogue question: the hotel (with id) or the missing city (with spellings checked absent); per unanswerable question: the near-miss document and the words checked absent from documents and distractors |
| `catalogue_input.json` | copy of the catalogue, read by `validate.py` |
| `src/docs_src.py` | writes `documents.json` |
| `src/questions_src.py` | writes `questions.json` and `src/question_checks.json` (catalogue subject / absent words per question) |
| `src/readme_src.py` | writes this README |

Rebuild: `python3 src/docs_src.py && python3 src/questions_src.py && python3 distractors.py && python3 validate.py && python3 src/readme_src.py`.

## Question fields

`id`, `lang` (en, am, om, ti, am-latn = Amharic typed in Latin letters), `question`, `answerable`, `expected`
(list of groups of alternatives; empty when unanswerable), `source_doc` (dNN, `catalogue`, or null when
unanswerable), `asked_type` (price, time, date, duration, count, yes_no, place, contact), `subject`, `note`,
`cross_lingual` (true when the question's language is not a language of the document(s) holding the answer;
a translation pair counts as both of its languages; am-latn counts as am).

## Grading rule (fixed)

An answer passes when it contains, case-insensitively, at least one string of every group in `expected`.
Unanswerable questions have `expected: []`; the assistant should say it does not know / has no such information
rather than giving a neighbouring figure.
Expected strings never are a bare yes/no word, a bare 1-2 digit number, or a bare single-digit clock
string like `9:00`; times are given as `09:00`, `9:00 am`, `9 am` etc. Numbers are given as `1,450` and `1450`.
Questions about a city that has no hotels in the catalogue expect a "no hotels" phrase in the asked language
(e.g. "no hotels", "ሆቴል የለም", "hin jiru", "ሆቴል የለን").

## What validate.py checks

- field names and types of documents, questions and distractors; id uniqueness; language of script
  (Ethiopic for am/ti, Latin for en/om/am-latn); document word counts 120-260; distractor word counts 40-55;
- counts per language (minimums for en/am/om, exact 9+2 for ti and 8+2 for am-latn), catalogue questions per
  language, 20-25 cross-lingual questions, exactly 3 translation pairs, every document asked about;
- no banned expected strings;
- for every answerable document question: each expected group has at least one alternative in the text of its
  source document or its translation twin; the `cross_lingual` flag is recomputed;
- for every catalogue question: each expected group has an alternative inside that hotel's record in
  `catalogue_input.json`; for missing-city questions all spellings of the city are absent from the catalogue and
  from the distractors;
- for every unanswerable question: the subject words are absent from all documents and all distractors;
- distractors mention no catalogue hotel or city.

## Translation pairs (same url taught in two languages, same facts)

{pair_rows}

## Traps built in

- Neighbouring figures in one document: adult vs child (boat trips 1,450/700 and 2,600/1,300; Meskel balcony
  1,800/900; breakfast 450/220; Ashenda terrace 450/200), 30 vs 60 min (spa 1,100/1,900; hippo boat 900/1,500),
  weekday vs weekend (pool day pass 500/700; Sodere 200/300; Hawelti pool 300/450; spa weekend +250), small vs large
  vehicle/boat (4,800/7,900; sedan 650 vs minivan 1,200; Sodere car 1,800 vs minibus 3,200), per person vs per
  group/boat/car (Lake Chamo 3,200 per boat; Axum guide 1,000 for up to 6 vs 1,600 for 7-15; coffee farm 1,300 per
  person vs 3,600 per car), domestic vs international driver wait (30 vs 60 min, also the 30-min shuttle interval).
- Sibling subjects sharing words: two Lake Tana monastery trips (Zege vs Dek), two Lalibela excursions, two
  Harar trips from Dire Dawa, two Axum tours, two Awash trips, Wondo Genet vs Aleta Wondo, Gheralta vs Wukro,
  two spa treatments at Entoto Grand, two meeting rooms.
- Ethiopian calendar dates with Gregorian equivalents (Nehase 16 = 22 August, Meskerem 16/17 = 27/28 September
  2027, Hidar 21 = 30 November, Ter 10/11 = 18/19 January 2027, Meskerem/Fulbaana 22 = 3 October 2027) and
  Ethiopian-clock times beside 24-hour times (e.g. 2 o'clock in the morning = 08:00, ከምሽቱ 5 ሰዓት = 23:00,
  sa'aatii 10:30 halkan = 04:30).
- Catalogue traps: check-out is 12:00 at Entoto Grand and Lake Hawassa Resort & Spa but 11:00 elsewhere.
- Unanswerable near misses: a third trip from a town with two documented trips (Blue Nile Falls, Nakuto Lab,
  Konso, Babile, Yeha, Debre Damo, Abijata, Tullu Gudo, Fentale, Jijiga, Kebran Gabriel), a treatment or item the
  menu lacks (hot stone, facial, reflexology, manicure, 90-min massage, kitfo, kocho, pizza, blanket, dry cleaning,
  minibar), a hotel the document does not name (Goha Hill for Timket), a vehicle or bundle size not listed
  (coaster bus, 20 GB, day minibus), fees for a group not covered (Ethiopian residents), and so on.

## Counts (output of validate.py)

```
{val.strip()}
```

## Documents

| id | lang | title | url | words |
|---|---|---|---|---|
{doc_rows}
"""

with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
    f.write(README)
print("README.md written")
