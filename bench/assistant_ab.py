"""Compare two runs of blind sets: per set and language, contains-fact and "don't know" counts,
other-subject figures, and the questions one run gets right that the other does not. An A/B for a
change to the assistant, on every tuned set, one set after the other on one machine.

    # each run: the eval's -v output of every set, one file per set, in a folder of its own
    for s in 15 16 17 18 19; do
      .venv/bin/python bench/assistant_blind_eval.py --set blind$s -v > /tmp/before/blind$s.txt
    done
    .venv/bin/python bench/assistant_ab.py /tmp/before /tmp/after

A question counts as missed when its line in the -v output says "missing", "answered" (an
unanswerable question answered) or "other-subject figures"; "fixed" and "broke" list the
questions whose state changed. Only sets present in both folders are compared.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROW = re.compile(r"^\| (en|am|om|ti|am-latn) \| \d+ \|.*$", re.M)
ALL_ROW = re.compile(r"^\| all \| \d+ \|.*?\| (\d+) \| \d+ \| \d+ \|$", re.M)
MISS = re.compile(r"^\[(q\d+) \S+ \S+\] .*\n    (.*)$", re.M)


def read_run(path: Path) -> tuple[dict[str, dict[str, int]], int, set[str]]:
    """(per language: contains-fact and don't-know counts), all figures, the missed question ids."""
    text = path.read_text(encoding="utf-8")
    rows = {}
    for match in ROW.finditer(text):
        cells = [c.strip() for c in match.group(0).strip("|").split("|")]
        count = lambda cell: int(cell.split("/")[0]) if "/" in cell else 0  # noqa: E731
        rows[cells[0]] = {"contains": count(cells[5]), "dont_know": count(cells[6])}
    figures = ALL_ROW.search(text)
    missed = {m.group(1) for m in MISS.finditer(text)
              if "missing" in m.group(2) or "answered" in m.group(2).split("; ")
              or "other-subject" in m.group(2)}
    return rows, int(figures.group(1)) if figures else 0, missed


def set_number(path: Path) -> int:
    found = re.search(r"(\d+)$", path.stem)
    return int(found.group(1)) if found else 0


def main(before: Path, after: Path) -> None:
    totals = {"contains": [0, 0], "dont_know": [0, 0], "figures": [0, 0]}
    for path in sorted(before.glob("*.txt"), key=set_number):
        other = after / path.name
        if not other.exists():
            continue
        (rows_a, figures_a, missed_a), (rows_b, figures_b, missed_b) = read_run(path), read_run(other)
        if not rows_a or not rows_b:
            print(f"{path.stem}: incomplete run")
            continue
        changes = []
        for lang, counts in rows_a.items():
            for key, value in counts.items():
                new = rows_b.get(lang, {}).get(key, 0)
                totals[key][0] += value
                totals[key][1] += new
                if new != value:
                    changes.append(f"{lang} {key} {value}->{new}")
        totals["figures"][0] += figures_a
        totals["figures"][1] += figures_b
        if figures_a != figures_b:
            changes.append(f"figures {figures_a}->{figures_b}")
        fixed, broke = sorted(missed_a - missed_b), sorted(missed_b - missed_a)
        print(f"{path.stem}: {', '.join(changes) or 'same'}"
              + (f"; fixed {fixed}" if fixed else "") + (f"; broke {broke}" if broke else ""))
    print("total: " + ", ".join(f"{key} {a}->{b}" for key, (a, b) in totals.items()))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(Path(sys.argv[1]), Path(sys.argv[2]))
