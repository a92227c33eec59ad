"""Festival rush (issue 34): many guests at once trying to book the same rooms for the same nights.

    .venv/bin/python bench/rush.py                 # both scenarios, a throwaway cluster
    .venv/bin/python bench/rush.py --runs 2 --pause 120
    .venv/bin/python bench/rush.py --profile py-spy   # also samples the workers (py-spy record)
    .venv/bin/python bench/rush.py --profile py-spy-cpu   # only the samples on a CPU
    .venv/bin/python bench/rush.py --timings       # where each attempt's time went (below)

Starts a throwaway PostgreSQL cluster (tests/pgcluster.py, as the test suite does), migrates it,
makes two hotels and serves the app with gunicorn and the project's default gunicorn.conf.py on
127.0.0.1. Then, from this process (threads, one keep-alive connection each):

1. Timkat in Gondar: 64 clients try three times each to book one room of the same room type (40
   rooms) for the eve to the day after; 192 attempts.
2. Genna in Lalibela: 64 clients try three times each to book every one of one hotel's ten room
   types (40 rooms each), each client in its own order; 1,920 attempts, all types at once.

Each attempt is a guest checkout with a new email (so MAX_UNPAID_HOLDS, per email, never
refuses one). Every attempt comes from 127.0.0.1, so HOLDS_PER_ADDRESS_LIMIT (per address) is
raised in the server's environment, not in code. All clients start together (a barrier).

For each scenario it prints the count of each status (201 and 409 expected; any 5xx or other is
reported and fails the run), p50/p95/p99 latency and attempts per second (attempts over the wall
time from the barrier to the last answer), then checks in the database that each room type has
exactly as many live bookings as it has rooms, and that the inventory calendar agrees. The goals
(issue 34): exactly 40 per room type, every other attempt a clean 409, p95 <= 250 ms and at
least 100 attempts per second. It also prints the CPU each attempt cost the app's workers and
PostgreSQL's backends: on a shared machine the wall time drifts with everyone else's work, the
CPU much less. Before the first run, 128 bookings of other nights warm every worker up
(`warm_up_workers`). Bounded: 2,112 booking requests a run, loopback only.

`--timings` serves bench/rush_timing.py's app instead (wsgi.py's, each response saying where
its time went in the worker) and splits each attempt's latency into the wait in front of the
worker (the client's latency less the worker's wall time), the wait for the GIL or a core (the
worker's wall time less the thread's CPU and its statements), the CPU, the statements, the wait
for the room type's lock and the lock holder's time; it prints how the clients' connections
spread over the workers, and samples pg_stat_activity every 10 ms (the backends' states and
wait events while the rush runs).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.load import percentile  # noqa: E402
from tests.pgcluster import free_port, start_cluster  # noqa: E402

BASE = "/api/v1/mobile"
CLIENTS = 64
ATTEMPTS = 3
ROOMS = 40
ROOM_TYPES = 10


def festival_nights(key: str, after: date) -> tuple[date, date]:
    """The eve of the festival's next main day after `after`, to the day after it (check-out)."""
    from app.services.booking.ethiopian_calendar import holiday_seasons

    for year in (after.year, after.year + 1):
        for season in holiday_seasons(year):
            if season.key == key and season.start > after:
                return season.start, season.end
    raise RuntimeError(f"no {key} found after {after}")


def make_hotels(url: str, run: int) -> dict:
    """Two live hotels: Gondar with one room type of 40 rooms, Lalibela with ten of 40 each, every
    room type with a festival season rate (the booking prices the stay with it)."""
    from app import create_app
    from app.extensions import db
    from app.models import Hotel, RateRule, Room, RoomType
    from app.models.base import utcnow
    from app.services.booking.stays import local_today

    app = create_app("development", SQLALCHEMY_DATABASE_URI=url, ASSISTANT_WARM_UP=False)
    with app.app_context():
        today = local_today()
        made = {"timkat": festival_nights("timkat", today), "genna": festival_nights("genna", today)}
        for key, city, types in (("timkat", "Gondar", 1), ("genna", "Lalibela", ROOM_TYPES)):
            check_in, check_out = made[key]
            hotel = Hotel(name=f"Rush {city} Hotel {run + 1}", slug=f"rush-{city.lower()}-{run}",
                          city=city, address=f"Piazza, {city}", phone="+251581110000",
                          email=f"rush-{city.lower()}-{run}@bench.et", stars=4, hotel_status="active",
                          verified_at=utcnow())
            db.session.add(hotel)
            room_types = []
            for t in range(types):
                room_type = RoomType(hotel=hotel, name=f"Room type {t + 1}", capacity=2,
                                     bed_type="double", price_per_night=Decimal("3000.00"))
                db.session.add(room_type)
                db.session.flush()
                db.session.add(RateRule(room_type_id=room_type.id, kind="season", name=key.title(),
                                        start_date=check_in, end_date=check_out,
                                        price_per_night=Decimal("6500.00")))
                for r in range(ROOMS):
                    db.session.add(Room(hotel=hotel, room_type=room_type,
                                        room_number=f"{t + 1}{r:02d}", floor=t + 1))
                room_types.append(room_type)
            db.session.commit()
            made[key + "_hotel"] = hotel.id
            made[key + "_room_types"] = [rt.id for rt in room_types]
    return made


def check_sold(url: str, room_type_ids: list[int], check_in: date, check_out: date) -> list[str]:
    """What is wrong with the sale in the database: each room type must have exactly ROOMS live
    bookings (one room each) over the stay, and the calendar the same count on every night."""
    import psycopg

    problems = []
    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://")) as conn:
        for rt in room_type_ids:
            (rooms,) = conn.execute(
                "SELECT coalesce(sum(rooms), 0) FROM bookings WHERE room_type_id = %s "
                "AND status IN ('pending_payment', 'confirmed') AND check_in < %s "
                "AND check_out > %s", (rt, check_out, check_in)).fetchone()
            if rooms != ROOMS:
                problems.append(f"room type {rt}: {rooms} rooms booked, not {ROOMS}")
            nights = conn.execute(
                "SELECT night, booked_rooms + held_rooms FROM room_type_nights "
                "WHERE room_type_id = %s AND night >= %s AND night < %s ORDER BY night",
                (rt, check_in, check_out)).fetchall()
            if len(nights) != (check_out - check_in).days or any(n != ROOMS for _, n in nights):
                problems.append(f"room type {rt}: calendar says {nights}")
    return problems


class Client:
    def __init__(self, port: int):
        self.port = port
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def post(self, path: str, body: dict, close: bool = False) -> tuple[int, str | None]:
        """The status and the worker's X-Rush-Timing header (--timings), if any. `close`: ask
        the server to close the connection after its answer."""
        payload = json.dumps(body).encode()
        headers = {"Accept": "application/json", "Content-Type": "application/json",
                   **({"Connection": "close"} if close else {})}
        # No retry: a booking request sent twice could make two bookings.
        self.conn.request("POST", path, payload, headers)
        response = self.conn.getresponse()
        response.read()
        return response.status, response.getheader("X-Rush-Timing")


def rush(port: int, plan: list[list[dict]], label: str) -> dict:
    """Each client sends its list of booking bodies in turn; all start together."""
    barrier = threading.Barrier(len(plan) + 1)
    lock = threading.Lock()
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    errors: list[str] = []
    timings: list[dict] = []

    def client(number, bodies):
        conn = Client(port)
        conn.conn.connect()
        barrier.wait()
        for body in bodies:
            started = time.perf_counter()
            try:
                status, timing = conn.post(f"{BASE}/bookings", body)
            except (http.client.HTTPException, OSError) as exc:
                with lock:
                    errors.append(repr(exc))
                conn = Client(port)
                continue
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                latencies.append(elapsed)
                statuses[status] = statuses.get(status, 0) + 1
                if timing:
                    timings.append({"client": number, "status": status, "latency": elapsed,
                                    **{key: float(value) if "." in value else int(value)
                                       for key, value in (field.split("=")
                                                          for field in timing.split())}})

    threads = [threading.Thread(target=client, args=(number, bodies))
               for number, bodies in enumerate(plan)]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    latencies.sort()
    attempts = sum(len(bodies) for bodies in plan)
    return {"scenario": label, "attempts": attempts, "answered": len(latencies),
            "statuses": dict(sorted(statuses.items())), "errors": errors, "wall": wall,
            "per_second": attempts / wall, "p50": percentile(latencies, 50),
            "p95": percentile(latencies, 95), "p99": percentile(latencies, 99),
            "max": latencies[-1] if latencies else float("nan"), "timings": timings}


def warm_up_workers(port: int, made: dict) -> None:
    """Before the rushes: 64 clients book two of Genna's rooms each for two nights two months
    after the festival (nights no rush books, so `check_sold` does not see them), each request
    on a connection of its own so they spread over the workers. A worker's first bookings
    compile the statements and build the schemas, a cost that otherwise fell on the first
    rush, multiplied by however many workers its connections reached."""
    check_in = made["genna"][0] + timedelta(days=60)
    nights = (check_in, check_in + timedelta(days=2))
    room_types = made["genna_room_types"]
    statuses: list[int] = []

    def client(number):
        for attempt in range(2):
            body = booking_body(made["genna_hotel"], room_types[(number + attempt) % len(room_types)],
                                nights, f"warm-{number}-{attempt}")
            statuses.append(Client(port).post(f"{BASE}/bookings", body, close=True)[0])

    threads = [threading.Thread(target=client, args=(number,)) for number in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if set(statuses) != {201}:
        raise RuntimeError(f"warm-up bookings answered {sorted(set(statuses))}")


def booking_body(hotel_id: int, room_type_id: int, nights: tuple[date, date], tag: str) -> dict:
    return {"hotel_id": hotel_id, "room_type_id": room_type_id,
            "check_in": nights[0].isoformat(), "check_out": nights[1].isoformat(),
            "guests": 2, "rooms": 1,
            "guest": {"first_name": "Rush", "last_name": "Guest", "phone": "+251911000000",
                      "email": f"rush-{tag}@bench.et"}}


def plans(made: dict, run: int) -> list[tuple[str, list[list[dict]], list[int], tuple]]:
    timkat_rt = made["timkat_room_types"][0]
    timkat = [[booking_body(made["timkat_hotel"], timkat_rt, made["timkat"], f"{run}-t-{c}-{a}")
               for a in range(ATTEMPTS)] for c in range(CLIENTS)]
    genna = []
    for c in range(CLIENTS):
        rng = random.Random(c)
        bodies = []
        for a in range(ATTEMPTS):
            order = list(made["genna_room_types"])
            rng.shuffle(order)
            bodies += [booking_body(made["genna_hotel"], rt, made["genna"], f"{run}-g-{c}-{a}-{rt}")
                       for rt in order]
        genna.append(bodies)
    return [("Timkat in Gondar: 1 room type", timkat, [timkat_rt], made["timkat"]),
            (f"Genna in Lalibela: {ROOM_TYPES} room types", genna, made["genna_room_types"],
             made["genna"])]


def serve(url: str, port: int, log_path: Path, warm_up: bool,
          wsgi_app: str = "wsgi:app") -> subprocess.Popen:
    env = dict(os.environ, DATABASE_URL=url, MAREFIYA_ENV="development", BIND=f"127.0.0.1:{port}",
               GUNICORN_ACCESSLOG="/dev/null",
               # Every attempt comes from 127.0.0.1: the per-address hold limit would refuse all
               # but the first few (app/reserved_limits.py). Raised here only.
               HOLDS_PER_ADDRESS_LIMIT="100000 per minute",
               # No booking touches the assistant; its warm-up (~3 s of CPU a worker, a minute
               # on a loaded 2-core machine) only delays the start. --warm-up keeps it.
               ASSISTANT_WARM_UP="true" if warm_up else "false")
    log = open(log_path, "w")  # noqa: SIM115 - closed with the process
    return subprocess.Popen([str(ROOT / ".venv/bin/gunicorn"), "-c", "gunicorn.conf.py", wsgi_app],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)


def wait_ready(port: int, log_path: Path, workers: int, warm_up: bool) -> None:
    """Until /ready answers and, with the warm-up, every worker has warmed the assistant up
    (gunicorn.conf.py): a worker still warming would take the CPU from the measured requests."""
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/ready")
            up = conn.getresponse().status == 200
        except OSError:
            up = False
        if up and (not warm_up or log_path.read_text().count("Assistant warmed up") >= workers):
            return
        time.sleep(0.2)
    raise RuntimeError(f"gunicorn did not get ready; see {log_path}")


def report(result: dict, problems: list[str], load: str) -> None:
    print(f"\n{result['scenario']}: {result['attempts']} attempts, {CLIENTS} clients "
          f"(load average before: {load})")
    print(f"  statuses: {result['statuses']}" + (f", errors: {result['errors']}"
                                                if result["errors"] else ""))
    print(f"  p50 {result['p50']:.0f} ms, p95 {result['p95']:.0f} ms, p99 {result['p99']:.0f} ms, "
          f"max {result['max']:.0f} ms; {result['per_second']:.0f} attempts/s over "
          f"{result['wall']:.2f} s")
    if "cpu_app" in result:
        print(f"  CPU per attempt: app workers {result['cpu_app']:.1f} ms, PostgreSQL "
              f"{result['cpu_db']:.1f} ms")
    print("  database: " + ("; ".join(problems) if problems else
                            f"exactly {ROOMS} rooms booked per room type, calendar agrees"))


def report_timings(timings: list[dict]) -> dict:
    """Where the attempts' time went (--timings; bench/rush_timing.py names the parts): the
    mean and p95 of each part, for the bookings, the refusals and all, and how the clients'
    connections spread over the workers. Returns the summary (kept in rush.json)."""
    for timing in timings:
        timing["queue"] = max(0.0, timing["latency"] - timing["wall"])
        timing["gil"] = max(0.0, timing["wall"] - timing["cpu"] - timing["db"])
        timing["db_other"] = timing["db"] - timing["lock"] - timing["holds"]
    parts = ("latency", "queue", "gil", "cpu", "db_other", "holds", "lock", "hold")
    summary = {}
    print("  where the time went (ms, mean / p95): " + ", ".join(parts))
    for label, status in (("201", 201), ("409", 409), ("all", None)):
        chosen = [t for t in timings if status is None or t["status"] == status]
        if not chosen:
            continue
        row = {}
        for part in parts:
            values = sorted(t[part] for t in chosen)
            row[part] = (sum(values) / len(values), percentile(values, 95))
        summary[label] = row
        print(f"    {label}: " + ", ".join(f"{part} {mean:.0f}/{p95:.0f}"
                                             for part, (mean, p95) in row.items()))
    by_worker: dict[int, set[int]] = {}
    latency_by_worker: dict[int, list[float]] = {}
    for timing in timings:
        by_worker.setdefault(timing["pid"], set()).add(timing["client"])
        latency_by_worker.setdefault(timing["pid"], []).append(timing["latency"])
    spread = {pid: (len(clients), percentile(sorted(latency_by_worker[pid]), 95))
              for pid, clients in sorted(by_worker.items())}
    print("  clients per worker (p95 ms): " + ", ".join(
        f"{clients} ({p95:.0f})" for clients, p95 in spread.values()))
    summary["clients_per_worker"] = [clients for clients, _ in spread.values()]
    return summary


class ActivitySampler(threading.Thread):
    """Samples pg_stat_activity every 10 ms while a rush runs: how often the app's backends
    were active, idle in a transaction, or waiting (and on what)."""

    def __init__(self, url: str):
        super().__init__(daemon=True)
        self.url = url.replace("postgresql+psycopg://", "postgresql://")
        self.stop = threading.Event()
        self.counts: dict[str, int] = {}
        self.samples = 0

    def run(self):
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as conn:
            while not self.stop.is_set():
                rows = conn.execute(
                    "SELECT state, wait_event_type, wait_event FROM pg_stat_activity "
                    "WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() "
                    "AND datname = current_database() AND state <> 'idle'").fetchall()
                self.samples += 1
                for state, wait_type, wait_event in rows:
                    key = state if wait_type is None else f"{state}: {wait_type}/{wait_event}"
                    self.counts[key] = self.counts.get(key, 0) + 1
                time.sleep(0.01)

    def report(self) -> dict:
        """The mean number of backends in each state over the samples."""
        means = {key: count / max(1, self.samples)
                 for key, count in sorted(self.counts.items(), key=lambda item: -item[1])}
        print(f"  pg_stat_activity ({self.samples} samples), mean backends: " + "; ".join(
            f"{key} {mean:.2f}" for key, mean in means.items()))
        return means


def process_tree_cpu(root_pid: int) -> dict[int, float]:
    """CPU seconds (user + system) used so far by `root_pid`'s child processes, by pid (Linux
    /proc). Beside the wall time, which other work on a shared machine stretches, the CPU a
    rush costs is what to compare between two versions."""
    ticks = os.sysconf("SC_CLK_TCK")
    used = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == root_pid:  # the parent pid; utime and stime follow
            used[int(entry.name)] = (int(fields[11]) + int(fields[12])) / ticks
    return used


def cpu_spent(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds between two `process_tree_cpu` readings (a process new since counts whole)."""
    return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items())


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1, help="each on fresh hotels")
    parser.add_argument("--pause", type=float, default=0, help="seconds between runs")
    parser.add_argument("--profile", choices=["py-spy", "py-spy-cpu"],
                        help="sample every worker during the rushes (py-spy record, raw stacks): "
                             "every thread, waiting or not (py-spy), or only those on a CPU")
    parser.add_argument("--warm-up", action="store_true",
                        help="let the workers warm the assistant up first (off by default)")
    parser.add_argument("--timings", action="store_true",
                        help="split each attempt's time (bench/rush_timing.py) and sample "
                             "pg_stat_activity")
    parser.add_argument("--out", default=str(ROOT / "bench/results"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    from config import web_workers

    cluster = start_cluster()
    server = spy = None
    failed = []
    try:
        env = dict(os.environ, DATABASE_URL=cluster.url, MAREFIYA_ENV="development",
                   FLASK_APP="wsgi.py")
        subprocess.run([str(ROOT / ".venv/bin/flask"), "db", "upgrade"], cwd=ROOT, env=env,
                       check=True, capture_output=True)
        # Every run's hotels before the server starts (its workers' catalogue copies see them).
        made_by_run = [make_hotels(cluster.url, run) for run in range(args.runs)]
        port = free_port()
        log_path = out / "rush-gunicorn.log"
        server = serve(cluster.url, port, log_path, args.warm_up,
                       "bench.rush_timing:app" if args.timings else "wsgi:app")
        wait_ready(port, log_path, web_workers(), args.warm_up)
        warm_up_workers(port, made_by_run[0])
        # The settings the A/B of configs varies, as gunicorn.conf.py reads them.
        knobs = ", ".join(f"{name}={os.environ[name]}" for name in sorted(os.environ)
                          if name.startswith("GUNICORN_"))
        print(f"PostgreSQL {cluster.url}; gunicorn gunicorn.conf.py, {web_workers()} workers, "
              f"127.0.0.1:{port}; nproc={os.cpu_count()}; {knobs or 'no GUNICORN_* overrides'}")
        if args.profile:
            spy = subprocess.Popen(
                [shutil.which("py-spy") or str(ROOT / ".venv/bin/py-spy"), "record", "--pid",
                 str(server.pid), "--subprocesses", "--rate", "250", "--format", "raw",
                 "--output", str(out / "rush-profile.txt")]
                + (["--idle"] if args.profile == "py-spy" else []),
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(2)
        postmaster = int((cluster.datadir / "postmaster.pid").read_text().split()[0])
        results = []
        for run in range(args.runs):
            if run and args.pause:
                time.sleep(args.pause)
            for label, plan, room_types, nights in plans(made_by_run[run], run):
                load = load_average()
                app_before, db_before = process_tree_cpu(server.pid), process_tree_cpu(postmaster)
                sampler = ActivitySampler(cluster.url) if args.timings else None
                if sampler:
                    sampler.start()
                result = rush(port, plan, label)
                if sampler:
                    sampler.stop.set()
                    sampler.join()
                result["cpu_app"] = 1000 * cpu_spent(app_before, process_tree_cpu(server.pid)) \
                    / result["attempts"]
                result["cpu_db"] = 1000 * cpu_spent(db_before, process_tree_cpu(postmaster)) \
                    / result["attempts"]
                problems = check_sold(cluster.url, room_types, *nights)
                result.update(run=run + 1, load_before=load, load_after=load_average(),
                              problems=problems)
                report(result, problems, load)
                timings = result.pop("timings")
                if timings:
                    result["timings"] = report_timings(timings)
                if sampler:
                    result["pg_stat_activity"] = sampler.report()
                results.append(result)
                expected = {201: ROOMS * len(room_types),
                            409: result["attempts"] - ROOMS * len(room_types)}
                if problems or result["errors"] or result["statuses"] != expected:
                    failed.append(f"run {run + 1}, {label}: {result['statuses']} {problems}")
        (out / "rush.json").write_text(json.dumps(results, indent=2, default=str))
    finally:
        if spy is not None:
            spy.send_signal(signal.SIGINT)
            spy.wait(timeout=60)
        if server is not None:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=30)
        cluster.stop()
    if failed:
        raise SystemExit("not sold exactly: " + " | ".join(failed))


if __name__ == "__main__":
    main()
