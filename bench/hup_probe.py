"""What a guest feels during a deploy's reload (issue 34): searches sent through a SIGHUP.

    .venv/bin/python bench/hup_probe.py postgresql+psycopg://... [--seconds 20]

Starts gunicorn with the project's default gunicorn.conf.py on a free loopback port against a
database bench/run.sh generated, waits until every worker has read its catalogue copy, then
sends a dated search every 25 ms, each on a new connection (as a phone or a load balancer
without keep-alive), HUPs the master one second in (gunicorn forks new workers and stops the old
ones) and prints, for the searches sent after the HUP, how many failed and how long they took,
by the time they were sent. Then stops gunicorn. Loopback only, bounded by --seconds.
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import subprocess
import sys
import threading
import time
from datetime import date, timedelta
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from config import web_workers  # noqa: E402
from tests.pgcluster import free_port  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def search(port: int, path: str) -> tuple[int | str, float]:
    started = time.perf_counter()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        connection.request("GET", path, headers={"Accept": "application/json"})
        response = connection.getresponse()
        response.read()
        connection.close()
        return response.status, (time.perf_counter() - started) * 1000
    except OSError as error:
        return type(error).__name__, (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--seconds", type=float, default=20)
    args = parser.parse_args()
    port = free_port()
    (ROOT / "bench/results").mkdir(exist_ok=True)
    log_path = ROOT / "bench/results/hup-probe-gunicorn.log"
    env = dict(os.environ, DATABASE_URL=args.url, MAREFIYA_ENV="development",
               BIND=f"127.0.0.1:{port}", GUNICORN_ACCESSLOG="/dev/null")
    check_in = date.today() + timedelta(days=30)
    path = "/api/v1/mobile/hotels?" + urlencode({
        "city": "Gondar", "check_in": check_in.isoformat(),
        "check_out": (check_in + timedelta(days=2)).isoformat(), "guests": 2, "limit": 20})
    with open(log_path, "w") as log:
        server = subprocess.Popen([str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py",
                                   "wsgi:app"], cwd=ROOT, env=env, stdout=log,
                                  stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 600
            while (log_path.read_text().count("Catalogue copy read") < web_workers()
                   and time.monotonic() < deadline):
                time.sleep(0.5)
            results: list[tuple[float, int | str, float]] = []
            lock = threading.Lock()

            def send(at: float) -> None:
                status, ms = search(port, path)
                with lock:
                    results.append((at, status, ms))

            hup_at = time.perf_counter() + 1.0
            hupped, senders = False, []
            while time.perf_counter() < hup_at + args.seconds:
                now = time.perf_counter()
                if not hupped and now >= hup_at:
                    server.send_signal(signal.SIGHUP)
                    hupped = True
                sender = threading.Thread(target=send, args=(now - hup_at,))
                sender.start()
                senders.append(sender)
                time.sleep(0.025)
            for sender in senders:
                sender.join()
        finally:
            server.terminate()
            server.wait(timeout=120)
    after = sorted(r for r in results if r[0] >= 0)
    failed = [r for r in after if r[1] != 200]
    print(f"{len(after)} searches sent after the HUP: {len(failed)} failed {failed[:5]}; "
          f"load average {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")
    for low, high in [(0, 1), (1, 2), (2, 4), (4, 8), (8, 16), (16, 10**6)]:
        window = sorted(ms for at, _, ms in after if low <= at < high)
        if window:
            print(f"  sent {low}-{high} s after: {len(window)}, median {window[len(window) // 2]:.0f} ms, "
                  f"slowest {window[-1]:.0f} ms")


if __name__ == "__main__":
    main()
