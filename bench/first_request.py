"""The first request a fresh worker serves after a deploy (issue 34: at most 1 s).

    .venv/bin/python bench/first_request.py postgresql+psycopg://... [--runs 2]

Starts gunicorn with the project's default gunicorn.conf.py (its workers, the assistant's warm-up
on, as deployed) on a free loopback port against a database bench/run.sh generated, and from the
moment it is started sends one dated search at a time (a new connection each, so any worker
may take it) until the first answers; prints how long that answer took from the moment it was
sent (what the guest waits: with every worker still booting, the app's import included), the
time from the start of gunicorn to it, the worker's own time for it (the access log's) and the
next searches'.
Then stops gunicorn. A handful of requests, loopback only.
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import subprocess
import sys
import time
from datetime import date, timedelta
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.pgcluster import free_port  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ACCESS_LOG = ROOT / "bench/results/first-request-access.log"


def search_path() -> str:
    check_in = date.today() + timedelta(days=30)
    return "/api/v1/mobile/hotels?" + urlencode({
        "city": "Addis Ababa", "check_in": check_in.isoformat(),
        "check_out": (check_in + timedelta(days=2)).isoformat(), "guests": 2, "limit": 20})


def timed_get(port: int, path: str) -> tuple[int, float]:
    started = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    conn.request("GET", path, headers={"Accept": "application/json"})
    response = conn.getresponse()
    response.read()
    conn.close()
    return response.status, time.perf_counter() - started


def one_run(url: str) -> None:
    port = free_port()
    env = dict(os.environ, DATABASE_URL=url, MAREFIYA_ENV="development",
               BIND=f"127.0.0.1:{port}", GUNICORN_ACCESSLOG=str(ACCESS_LOG),
               RATELIMIT_ENABLED="false")
    log = open(ROOT / "bench/results/first-request-gunicorn.log", "w")  # noqa: SIM115
    launched = time.perf_counter()
    server = subprocess.Popen([str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py", "wsgi:app"],
                              cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                              start_new_session=True)
    path = search_path()
    try:
        while True:
            try:
                status, took = timed_get(port, path)
                break
            except ConnectionRefusedError:
                time.sleep(0.02)
        since_start = time.perf_counter() - launched
        later = [timed_get(port, path)[1] for _ in range(5)]
        time.sleep(1)  # the access log is written after each answer
        # gunicorn.conf.py's access log ends with the worker's own time for the request (ms).
        served = [line.rsplit(" ", 1)[-1].strip() for line in ACCESS_LOG.read_text().splitlines()]
        print(f"first search: {status}, {took * 1000:.0f} ms waited by the client, "
              f"{since_start:.1f} s after gunicorn started (workers booting); served by its "
              f"worker in {served[0] if served else '?'}; the next five: "
              f"{', '.join(f'{t * 1000:.0f}' for t in later)} ms (workers: "
              f"{', '.join(served[1:])}); load average "
              f"{' '.join(Path('/proc/loadavg').read_text().split()[:3])}")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)
        log.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    (ROOT / "bench/results").mkdir(exist_ok=True)
    for _ in range(args.runs):
        one_run(args.url)


if __name__ == "__main__":
    main()
