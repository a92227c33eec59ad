#!/usr/bin/env python3
"""Writes README.md from documents.json and validate.py's output."""
import json, os, subprocess, sys
R = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
docs = json.load(open(os.path.join(R, "documents.json"), encoding="utf-8"))
val = subprocess.run([sys.executable, os.path.join(R, "validate.py")], capture_output=True, text=True).stdout.strip()
rows = "\n".join("| %s | %s | %s | %s | %d |" % (d["id"], d["lang"], d["title"], d["url"], len(d["text"].split())) for d in docs)
text = f"""# blind12: blind multilingual evaluation set for the Marefiya hotel-booking assistant

## How it was made (blind)
Written from scratch by one helper. The only inputs read were the API contract
(`/work/shared/spec/assistant-service.md`, `/work/shared/spec/hotel-booking-service.md`) and the demo catalogue
`/work/blind12-input/catalogue.json` (copied here as `catalogue_input.json`). No project code, notes, git history,
bench directories or earlier sets were read, and the assistant was not run or scored. All document facts (prices,
times, phone numbers, dates, distances) are invented but tied to real Ethiopian places and to hotels that exist in the
catalogue; each document was checked against that hotel's catalogue amenities so it does not contradict them
(for example, the pool/gym rules use Tabor Hill Hotel, which lists both).

## Files
| file | what |
|---|---|
| `src/docs_src.py` | builds `documents.json` (27 documents for POST /v1/learn) |
| `src/questions_src.py` | builds `questions.json` and `checks.json` (absence terms for unanswerable questions; target hotel/city for catalogue questions) |
| `distractors.py` | builds `distractors.json` (seed 20261226, 1,230 passages: 410 en / 410 am / 410 om, 40-55 words) about towns that are not catalogue destinations and not asked about, with invented lodges and activities |
| `validate.py` | consistency checks; reads `catalogue_input.json` beside it; exit 0 and prints CLEAN |
| `src/readme_src.py` | writes this README |

Rebuild: `python3 src/docs_src.py && python3 src/questions_src.py && python3 distractors.py && python3 validate.py && python3 src/readme_src.py`

## Grading rule (fixed)
An answer passes when it contains, case-insensitively, at least one string of every group in `expected`.
Unanswerable questions have `expected: []`; the assistant should say it does not know / it is not documented
rather than give a neighbouring figure. No expected string is a bare yes/no word, a bare 1-2 digit number or a
single-digit clock such as `9:00` (validate.py enforces this). Times are given as `07:30`, `7:30 am`, etc.

Notes on the checks: for document questions, validate.py requires at least one alternative of every group to appear
in the source document (or its translation twin); the other alternatives are reformattings ("1450" for "1,450",
"7:30 am" for "07:30", Latin/Ethiopic spellings). For catalogue questions at least one alternative of every group must
occur in the JSON of the named hotel, and "cheapest room" answers must equal that hotel's lowest `price_per_night`;
"any hotels in X" questions use cities (Jimma, Jijiga, Nekemte) absent from the catalogue and expect a "no hotels"
phrase in the asked language. For unanswerable questions, `checks.json` lists terms that must appear in no document
(single strings, also not in distractors) or term sets that must not co-occur in one document.
`cross_lingual` is true when the question language differs from every document holding the answer; `am-latn`
counts as Amharic for this flag.

## Translation pairs (same url, same facts)
| url | docs |
|---|---|
| https://example.et/spa/entoto-grand-spa-menu | d02 (en) + d12 (am) |
| https://example.et/money/kazanchis-exchange-payments | d07 (en) + d20 (om) |
| https://example.et/heritage/axum-stelae-hidar-tsion | d09 (en) + d25 (ti) |

## Traps built in
- Neighbouring figures: adult 1,450 vs child 725 and small boat 3,900 vs large boat 6,800 (d01); coffee-scrub 30 min 950 vs 60 min 1,700, 15% weekend surcharge (d02/d12);
  Timket-day seat 500 vs eve 300 (d03); sedan 900 vs minibus 2,200, night surcharge 300 (d04); half-day 1,800 vs full-day 3,200 guide (d05);
  boat per boat 2,400 vs Dorze per person 900 (d06); 45 vs 90 min and small vs large boat (d10); Sodere weekday 150 vs weekend 250, car 1,200 vs minibus 2,500 (d17);
  big vs small hall, full vs half day (d18); seat 820 vs sleeper 1,950 vs Djibouti 1,400 (d23); pool day pass weekday 500 vs weekend 700 (d24);
  per person 600 vs private car 1,500 (d27). The same figure appears in unrelated documents (2,600 = Entoto hot stone and Hawassa large boat 90 min).
- Sibling subjects sharing words: two Lake Tana trips, two Arba Minch excursions, two Addis tours, two spas with coffee/hot-stone massages
  (Entoto vs Abaya Chamo), two Awash Valley Resort documents (Sodere trip, meeting halls), Tabor Hill walk (d10) vs Tabor Hill Hotel (d24),
  Ashenda (am) and Gheralta (ti) both in Mekelle, two Mekelle airport-related hotels.
- Ethiopian calendar and clock: Timket Tir 11 = 19 January 2027, Hidar Tsion Hidar 21 = 30 November 2026, Irreecha Fulbaana/Meskerem 24 = 4 October 2026,
  Ashenda Nehase 16 = 22 August 2027; Ethiopian-clock times given alongside 24-hour times (e.g. 1:30 in the morning = 07:30).
- Catalogue: Entoto Grand and Lake Hawassa check out at 12:00 while almost every other hotel checks out at 11:00.
- Unanswerable near misses: third island (Tana Qirqos, Gorgora), treatments missing from spa menus (aromatherapy, facial, Thai, head massage),
  a third Arba Minch tour (Konso), hotels not named in a document (Meskel Square, Romanat Square shuttle prices), child prices where only adult or
  only the Entoto child rule is given (Merkato tour), first-class train ticket, etc.

## Counts (output of validate.py)
```
{val}
```

## Documents
| id | lang | title | url | words |
|---|---|---|---|---|
{rows}
"""
open(os.path.join(R, "README.md"), "w", encoding="utf-8").write(text)
print("README written")
