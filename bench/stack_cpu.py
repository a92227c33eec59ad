"""CPU per request of the whole stack under gunicorn (issue 34): the workers', PostgreSQL's and
the load driver's, from /proc, for each of bench/load.py's endpoints (static, search with a city,
without, filtered, availability and booking).

    .venv/bin/python bench/stack_cpu.py --database URL [--tree /work/main] [--port 8771]
        [--requests 1000] [--concurrency 32] [--only search ...] [--py-spy search]

At 32 clients on two cores a latency is mostly the queue in front of the cores, so what moves
p95 is the CPU one request costs everywhere it goes: gunicorn's worker (HTTP parsing, Flask, the
app, writing the response), the PostgreSQL backends (the statements) and the driver (sending,
reading the response). bench/request_cpu.py measures the app in one process through Flask's test
client; this measures the served stack as bench/run.sh serves it (gunicorn.conf.py's defaults,
no access log, no rate limits), on a database bench/run.sh generated. Each number is the CPU
the processes used during the endpoint's requests divided by their count, so it moves much less
than the throughput with what else the machine runs; A/B two trees one after the other.
`--py-spy NAME` also samples the workers (on CPU only) during that endpoint and prints the top
leaf frames and app functions (bench/profile_top.py).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from bench.load import BASE, CENTRES, CITIES, Client, discover, percentile, run_phase  # noqa: E402


def process_cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return found


def tree_cpu(pid: int) -> float:
    """The CPU of a process and its live descendants (gunicorn's master and workers)."""
    total = 0.0
    for p in [pid, *children(pid)]:
        try:
            total += process_cpu(p)
        except OSError:
            pass
    return total


def postgres_cpu(url: str) -> float:
    """The CPU of every server process of the database's cluster (backends, walwriter,
    checkpointer, autovacuum): all of it runs on the same two cores."""
    import psycopg

    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://")) as conn:
        data_directory = conn.execute("SHOW data_directory").fetchone()[0]
    # The postmaster's pid is the first line of its pid file; its children are the rest.
    root = int(Path(data_directory, "postmaster.pid").read_text().split()[0])
    return tree_cpu(root)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", required=True)
    parser.add_argument("--tree", default=str(HERE))
    parser.add_argument("--port", type=int, default=8771)
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--py-spy", action="append", default=[], dest="py_spy")
    args = parser.parse_args()
    tree = Path(args.tree).resolve()
    env = dict(os.environ, DATABASE_URL=args.database, MAREFIYA_ENV="development",
               FLASK_APP="wsgi.py", BIND=f"127.0.0.1:{args.port}", GUNICORN_ACCESSLOG="/dev/null",
               RATELIMIT_ENABLED="false", GUNICORN_MAX_REQUESTS="0")
    subprocess.run([str(tree / ".venv/bin/flask"), "expire-holds"], cwd=tree, env=env,
                   check=True, capture_output=True)
    log = tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False)
    server = subprocess.Popen([str(tree / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py",
                               "wsgi:app"], cwd=tree, env=env, stdout=log, stderr=log)
    try:
        workers = int(subprocess.run(
            [str(tree / ".venv/bin/python"), "-c", "from config import web_workers; "
             "print(web_workers())"], cwd=tree, capture_output=True, text=True).stdout)
        for _ in range(600):
            if Path(log.name).read_text().count("Assistant warmed up") >= workers:
                break
            time.sleep(0.2)
        measure(args, server.pid)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(30)


def measure(args, server_pid: int) -> None:
    host, port = "127.0.0.1", args.port
    for _ in range(100):
        try:
            if Client(host, port).request("GET", "/v1/health")[0] == 200:
                break
        except OSError:
            pass
        time.sleep(0.2)
    hotels, room_types = discover(Client(host, port))
    today = date.today()

    def stay(rng):
        check_in = today + timedelta(days=rng.randrange(1, 90))
        return check_in, check_in + timedelta(days=rng.choice([1, 2, 3, 4]))

    def dates(rng):
        check_in, check_out = stay(rng)
        return {"check_in": check_in.isoformat(), "check_out": check_out.isoformat(), "guests": 2}

    def filtered(rng):
        lat, lng = rng.choice(CENTRES)
        return {**dates(rng), "amenities": rng.choice(["wifi", "pool", "wifi,restaurant"]),
                "min_rating": "3.5", "free_cancellation": "true", "lat": lat, "lng": lng,
                "radius_km": 10, "sort": "distance", "facets": "true"}

    run_id = int(time.time())

    def booking(rng, n):
        hotel_id, room_type_id, capacity = rng.choice(room_types)
        check_in, check_out = stay(rng)
        return "POST", f"{BASE}/bookings", {
            "hotel_id": hotel_id, "room_type_id": room_type_id, "check_in": check_in.isoformat(),
            "check_out": check_out.isoformat(), "guests": capacity, "rooms": 1,
            "guest": {"first_name": "Load", "last_name": "Test", "phone": "+251911000000",
                      "email": f"cpu-{run_id}-{n}@bench.et"}}

    endpoints = {
        "static": (lambda rng, n: ("GET", "/", None), {200}),
        "search": (lambda rng, n: ("GET", f"{BASE}/hotels?" + urlencode(
            {"city": rng.choice(CITIES), **dates(rng)}), None), {200}),
        "search_no_city": (lambda rng, n: ("GET", f"{BASE}/hotels?" + urlencode(dates(rng)),
                                           None), {200}),
        "search_filtered": (lambda rng, n: ("GET", f"{BASE}/hotels?" + urlencode(filtered(rng)),
                                            None), {200}),
        "availability": (lambda rng, n: ("GET", f"{BASE}/hotels/{rng.choice(hotels)}/"
                                                f"availability?" + urlencode(dates(rng)), None),
                         {200}),
        "booking": (booking, {201, 409}),
    }
    print(f"tree {args.tree}; load average {os.getloadavg()}")
    print(f"{'endpoint':16} {'req/s':>7} {'p50':>6} {'p95':>6}  CPU ms/request: "
          f"{'gunicorn':>8} {'postgres':>8} {'driver':>7} {'total':>6}")
    for name, (make, ok) in endpoints.items():
        if args.only and name not in args.only:
            continue
        if name != "booking":
            run_phase(host, port, "warm", make, args.concurrency * 10, args.concurrency, ok)
        spy = None
        if name in args.py_spy:
            out = Path(tempfile.gettempdir()) / f"stack-cpu-{name}.txt"
            spy = subprocess.Popen([str(HERE / ".venv/bin/py-spy"), "record", "--pid",
                                    str(server_pid), "--subprocesses", "--format", "raw",
                                    "--rate", "200", "--output", str(out), "--nonblocking"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.5)
        g0, p0 = tree_cpu(server_pid), postgres_cpu(args.database)
        result = run_phase(host, port, name, make, args.requests, args.concurrency, ok,
                           first=10**6, seed=34)
        g1, p1 = tree_cpu(server_pid), postgres_cpu(args.database)
        n = len(result["latencies"])
        gunicorn, postgres = 1000 * (g1 - g0) / n, 1000 * (p1 - p0) / n
        driver = 1000 * result["client_cpu"] / n
        latencies = sorted(result["latencies"])
        print(f"{name:16} {n / result['wall']:7.0f} {percentile(latencies, 50):6.1f} "
              f"{percentile(latencies, 95):6.1f}  {'':15} {gunicorn:8.2f} {postgres:8.2f} "
              f"{driver:7.2f} {gunicorn + postgres + driver:6.2f}  {result['unexpected'] or ''}")
        if spy is not None:
            spy.send_signal(signal.SIGINT)
            spy.wait(60)
            top = subprocess.run([sys.executable, str(HERE / "bench/profile_top.py"), str(out),
                                  "--top", "20"], capture_output=True, text=True)
            print(top.stdout)
    print(f"load average after {os.getloadavg()}")


if __name__ == "__main__":
    random.seed(34)
    main()
