"""The embedded default under the outside acceptance run's concurrency (issue 28): SQLite, two
gunicorn workers with 8 threads each, and the job worker, driven with read-then-write requests
from 16 clients on 127.0.0.1: sign-ins (right and wrong password), registrations, bookings by guest
checkout and their cancellations by code. Prints the statuses; the goal is 0 x 503.

    .venv/bin/python bench/sqlite_probe.py [--checkout /path/to/another/revision]

--checkout serves another revision (a `git worktree` of an older commit, say) with this
environment, to compare before and after on the same machine.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from datetime import date, timedelta
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.smtp import free_port  # noqa: E402

CLIENTS = int(os.environ.get("CLIENTS", 16))
ROUNDS = int(os.environ.get("ROUNDS", 3))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--checkout", type=Path, default=ROOT)
    args = parser.parse_args()
    code = args.checkout.resolve()
    with tempfile.TemporaryDirectory(prefix="marefiya-sqlite-probe-") as tmp:
        work = Path(tmp)
        port = free_port()
        env = {**os.environ, "MAREFIYA_ENV": "development", "FLASK_APP": "wsgi.py",
               "MAREFIYA_INSTANCE_DIR": str(work), "DATABASE_URL": f"sqlite:///{work / 'marefiya.db'}",
               "JOBS_QUEUE_URL": f"sqlite:///{work / 'jobs.db'}", "MAIL_OUTBOX_DIR": str(work / "outbox"),
               "RATELIMIT_ENABLED": "false", "GUNICORN_ACCESSLOG": "/dev/null",
               "ASSISTANT_WARM_UP": "false", "PYTHONPATH": str(code)}
        python = str(ROOT / ".venv/bin/python")
        for command in (["db", "upgrade"], ["seed-demo"]):
            subprocess.run([python, "-m", "flask", *command], cwd=code, env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        log = open(work / "server.log", "wb")  # noqa: SIM115 - closed at the end
        processes = [
            subprocess.Popen([str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py", "--workers", "2",
                              "--threads", "8", "--bind", f"127.0.0.1:{port}", "wsgi:app"],
                             cwd=code, env=env, stdout=log, stderr=log),
            subprocess.Popen([python, "-m", "flask", "worker"], cwd=code, env=env, stdout=log, stderr=log),
        ]
        base = f"http://127.0.0.1:{port}"
        try:
            wait_until_serving(base)
            statuses, seconds = drive(base)
        finally:
            for process in processes:
                process.terminate()
            for process in processes:
                process.wait(timeout=30)
            log.close()
    total = sum(statuses.values())
    print(f"{code}: {total} requests in {seconds:.1f} s from {CLIENTS} clients")
    for (what, status), count in sorted(statuses.items()):
        print(f"  {what:22} {status}: {count}")
    print(f"  503 in all: {sum(c for (_, s), c in statuses.items() if s == 503)}")


def wait_until_serving(base: str) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if httpx.get(base + "/v1/health", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError("the server did not start")


def drive(base: str) -> tuple[Counter, float]:
    hotels = httpx.get(base + "/api/v1/mobile/hotels", params={"limit": 20}).json()["data"]["hotels"]
    hotel = httpx.get(f"{base}/api/v1/mobile/hotels/{hotels[0]['hotel_id']}").json()["data"]
    room_type_id = hotel["room_types"][0]["room_type_id"]
    statuses: Counter = Counter()

    def client(n: int) -> list[tuple[str, int]]:
        seen = []
        with httpx.Client(base_url=base, timeout=300) as http:
            for r in range(ROUNDS):
                email = f"probe{n}-{r}@example.et"
                seen.append(("register", http.post("/api/v1/mobile/auth/register", json={
                    "first_name": "Probe", "last_name": "Guest", "email": email,
                    "phone": "0911223344", "password": "Long-enough-pass-1"}).status_code))
                seen.append(("login", http.post("/api/v1/auth/login", json={
                    "email": "guest@marefiya.et", "password": "Guest1234!"}).status_code))
                seen.append(("failed login", http.post("/api/v1/auth/login", json={
                    "email": email, "password": "Wrong-password-1"}).status_code))
                check_in = date.today() + timedelta(days=30 + (n * ROUNDS + r) % 200)
                booking = http.post("/api/v1/mobile/bookings", json={
                    "hotel_id": hotel["hotel_id"], "room_type_id": room_type_id,
                    "check_in": check_in.isoformat(), "check_out": (check_in + timedelta(days=1)).isoformat(),
                    "guests": 1, "rooms": 1, "guest": {"first_name": "Probe", "last_name": "Guest",
                                                        "email": email, "phone": "0911223344"}})
                seen.append(("booking", booking.status_code))
                if booking.status_code == 201:
                    code = booking.json()["data"]["confirmation_code"]
                    seen.append(("cancel by code", http.post("/api/v1/mobile/bookings/lookup/cancel", json={
                        "confirmation_code": code, "email": email}).status_code))
        return seen

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
        for seen in pool.map(client, range(CLIENTS)):
            statuses.update(seen)
    return statuses, time.monotonic() - started


if __name__ == "__main__":
    main()
