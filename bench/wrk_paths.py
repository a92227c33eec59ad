"""The hot read paths at many connections, driven by wrk (a C client) instead of bench/load.py's
Python threads.

    python bench/wrk_paths.py http://127.0.0.1:8765 [--connections 32] [--requests 1500] [--rounds 3]

Why a second driver: at 32 connections load.py's own threads take a good part of the two cores
the server runs on (its `client` column), and each of its latencies includes the wait for the
driver's GIL, so its p95 says as much about the driver as about the server. wrk holds the same
keep-alive connections from two epoll threads and costs a few percent of a core.

Sends the same requests as load.py (`load.phases_for`: the static `GET /`, search with and
without a city, availability and the quote; not the booking, which writes), to 127.0.0.1 only,
a bounded number of each (bench/wrk.lua stops every wrk thread after its share of responses).
Each endpoint's requests are split into `--rounds` rounds and every round visits every endpoint
in turn, as in load.py, so that whatever else the machine does falls on all endpoints alike.
wrk gives percentiles per run, not its samples, so the table shows each round's p95 and the
median of the rounds; throughput is all requests over all their time. Installs wrk from
Debian's packages when it is missing (needs root or sudo).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).parent))
from load import Client, discover, phases_for  # noqa: E402

SCRIPT = Path(__file__).with_name("wrk.lua")
MEASURED = ("GET / (static)", "GET /hotels (search)", "GET /hotels (no city)",
            "GET /hotels/{id}/availability", "POST /bookings/quote")


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True)
    subprocess.run([*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", "wrk"],
                   check=True, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    return shutil.which("wrk") or "wrk"


def write_requests(make_request, count: int, seed: int, folder: Path) -> Path:
    """`count` requests of one endpoint, a line each, for bench/wrk.lua."""
    rng = random.Random(seed)
    path = folder / f"requests-{seed}.tsv"
    with path.open("w") as fh:
        for n in range(count):
            method, target, body = make_request(rng, n)
            fh.write(f"{method}\t{target}\t{json.dumps(body) if body is not None else ''}\n")
    return path


def run_wrk(wrk: str, base_url: str, requests_file: Path, total: int, connections: int,
            threads: int) -> dict:
    """One wrk run of `total` requests. The script stops each wrk thread after its share and
    leaves a file saying so; wrk then still sleeps out its -d (an upper bound here), so it is
    interrupted, which makes it print its results at once."""
    with tempfile.TemporaryDirectory(prefix="wrk-done-") as done_dir:
        env = {**os.environ, "WRK_REQUESTS": str(requests_file), "WRK_DONE_DIR": done_dir,
               "WRK_LIMIT": str(max(1, total // threads)), "WRK_THREADS": str(threads)}
        process = subprocess.Popen([wrk, "-t", str(threads), "-c", str(connections), "-d", "300s",
                                    "--timeout", "10s", "-s", str(SCRIPT), base_url],
                                   env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        while process.poll() is None and len(os.listdir(done_dir)) < threads:
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=60)
    if not stdout.strip():
        raise SystemExit(f"wrk printed nothing: {stderr}")
    result = json.loads(stdout.strip().splitlines()[-1])
    result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("base_url")
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--requests", type=int, default=1500, help="per endpoint, over all rounds")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2, help="wrk's threads")
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args()
    parts = urlsplit(args.base_url)
    if parts.hostname not in ("127.0.0.1", "localhost"):
        raise SystemExit("the benchmark only drives a server on 127.0.0.1")
    wrk = ensure_wrk()
    hotels, room_types = discover(Client(parts.hostname, parts.port or 80))
    phases = [phase for phase in phases_for(hotels, room_types) if phase[0] in MEASURED]
    per_round = args.requests // args.rounds
    results: dict[str, list[dict]] = {name: [] for name, _, _ in phases}
    with tempfile.TemporaryDirectory(prefix="wrk-") as tmp:
        folder = Path(tmp)
        for index, (_, make, _) in enumerate(phases):  # warm every worker and its pool
            run_wrk(wrk, args.base_url, write_requests(make, args.connections * 10, 900 + index, folder),
                    args.connections * 10, args.connections, args.threads)
        for round_index in range(args.rounds):
            for index, (name, make, _) in enumerate(phases):
                requests_file = write_requests(make, per_round, 1000 * round_index + index, folder)
                results[name].append(run_wrk(wrk, args.base_url, requests_file, per_round,
                                             args.connections, args.threads))
    static_rps = sum(r["requests"] for r in results[MEASURED[0]]) / sum(
        r["duration_us"] / 1e6 for r in results[MEASURED[0]])
    print(f"\nwrk, {args.connections} connections from {args.threads} threads, {per_round} requests "
          f"per endpoint in each of {args.rounds} rounds")
    print(f"{'endpoint':32} {'req/s':>8} {'x GET /':>8} {'p50 ms':>8} {'p95 ms':>8}  "
          f"{'p95 by round':>22} {'unexpected':>10}")
    summary = []
    for name, runs in results.items():
        rps = sum(r["requests"] for r in runs) / sum(r["duration_us"] / 1e6 for r in runs)
        p50 = statistics.median(r["p50_us"] for r in runs) / 1000
        p95 = statistics.median(r["p95_us"] for r in runs) / 1000
        by_round = " / ".join(f"{r['p95_us'] / 1000:.1f}" for r in runs)
        bad = sum(r["unexpected"] + r["socket_errors"] for r in runs)
        print(f"{name:32} {rps:8.1f} {rps / static_rps:8.2f} {p50:8.1f} {p95:8.1f}  {by_round:>22} {bad:>10}")
        summary.append({"endpoint": name, "rps": rps, "vs_static": rps / static_rps, "p50_ms": p50,
                        "p95_ms": p95, "rounds": runs})
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=2))
    if any(r["unexpected"] or r["socket_errors"] for runs in results.values() for r in runs):
        raise SystemExit("unexpected statuses or socket errors (see the table)")


if __name__ == "__main__":
    main()
