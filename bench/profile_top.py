"""The top costs of the request-handling stacks in a py-spy raw profile (bench/rush.py --profile).

    .venv/bin/python bench/profile_top.py bench/results/rush-profile.txt [--top 15]

py-spy samples every thread (--idle), so waits on the database count as well as CPU; only stacks
inside a Flask request (`full_dispatch_request`) are kept: the idle gthread pool and the
gunicorn main loops are not the booking path. Prints the share of those samples by leaf frame
(where the time is spent, self) and by the app's own functions (inclusive: what they cost with
everything they call).
"""

from __future__ import annotations

import argparse
import re
from collections import Counter

FRAME = re.compile(r"^(?P<func>.*) \((?P<file>[^:]+):(?P<line>\d+)\)$")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("profile")
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    leaf: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    total = 0
    with open(args.profile) as fh:
        for row in fh:
            stack, _, count = row.rstrip("\n").rpartition(" ")
            frames = stack.split(";")
            if not any(f.startswith("full_dispatch_request ") for f in frames):
                continue
            n = int(count)
            total += n
            parsed = [FRAME.match(f) for f in frames]
            names = [f"{m['func']} ({m['file']})" for m in parsed if m]
            if names:
                leaf[names[-1]] += n
            for name in set(names):
                if "app/" in name and "site-packages" not in name:
                    inclusive[name] += n
    print(f"{total} samples inside requests")
    print("\nself (leaf frame):")
    for name, n in leaf.most_common(args.top):
        print(f"  {100 * n / total:5.1f}%  {name}")
    print("\ninclusive, the app's functions:")
    for name, n in inclusive.most_common(args.top):
        print(f"  {100 * n / total:5.1f}%  {name}")


if __name__ == "__main__":
    main()
