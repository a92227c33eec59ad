"""CPU per request of the hot paths in one process, and where it goes (issue 34).

    .venv/bin/python bench/request_cpu.py                      # this tree
    .venv/bin/python bench/request_cpu.py --tree /work/main    # another checkout, same script
    .venv/bin/python bench/request_cpu.py --profile refusal    # + a pyinstrument profile

Starts a throwaway PostgreSQL cluster (tests/pgcluster.py), migrates it, makes bench/rush.py's
hotels (`--hotels` Gondar and Lalibela pairs: a search lists them) and drives the app through
Flask's test client in this process, no server and no network: a refused booking (409, the
Timkat room type sold out first), a booking that succeeds (201, Genna's room types, its stay moved
on as they sell out), search with and without a city, availability and quote.
For each it prints the process CPU per request (time.process_time, the median of `--rounds`
rounds of `--requests`), which on a shared machine moves much less than wall time. A/B: run
it for two trees one after the other and compare the CPU, with the load average printed.
`--profile NAME` writes pyinstrument's text profile (CPU time only) of that endpoint to
bench/results/ (repeat it for several).

`--database URL` measures on a database bench/run.sh generated (full scale: 500 hotels, 500,000
bookings) instead: no cluster is started and nothing is written; search with a city and without,
availability and quote are sent as bench/load.py sends them (random cities, hotels, room types
and stays of 1-4 nights in the next 90 days), from a fixed seed so that two trees get the same
requests.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tree", default=str(HERE), help="the checkout whose app is measured")
    parser.add_argument("--hotels", type=int, default=10)
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--profile", action="append", default=[],
                        choices=["booking", "refusal", "search", "search_no_city", "search_filtered",
                                 "availability", "quote"],
                        help="repeat for several endpoints")
    parser.add_argument("--only", action="append", default=[],
                        help="measure only this endpoint (repeat for several)")
    parser.add_argument("--out", default=str(HERE / "bench/results"))
    parser.add_argument("--database", help="a database bench/run.sh generated (full scale)")
    parser.add_argument("--calls", action="store_true",
                        help="also count the Python and C calls per request (sys.setprofile), "
                             "which the machine's load does not move")
    args = parser.parse_args()
    tree = Path(args.tree).resolve()
    sys.path.insert(0, str(tree))
    os.chdir(tree)
    # Every attempt comes from one address: the per-address hold limit is not what is measured.
    os.environ["HOLDS_PER_ADDRESS_LIMIT"] = "100000 per minute"

    if args.database:
        run_endpoints(*generated_endpoints(args.database), args, Path(args.out))
        return

    from bench.rush import ROOMS, make_hotels
    from tests.pgcluster import start_cluster

    cluster = start_cluster()
    try:
        env = dict(os.environ, DATABASE_URL=cluster.url, MAREFIYA_ENV="development",
                   FLASK_APP="wsgi.py")
        subprocess.run([str(tree / ".venv/bin/flask"), "db", "upgrade"], cwd=tree, env=env,
                       check=True, capture_output=True)
        made = [make_hotels(cluster.url, run) for run in range(args.hotels)]
        measure(cluster.url, made[0], ROOMS, args, Path(args.out))
    finally:
        cluster.stop()


def measure(url: str, made: dict, rooms: int, args, out: Path) -> None:
    from app import create_app

    app = create_app("development", SQLALCHEMY_DATABASE_URI=url, ASSISTANT_WARM_UP=False)
    client = app.test_client()
    base = "/api/v1/mobile"
    check_in, check_out = (d.isoformat() for d in made["timkat"])
    hotel, room_type = made["timkat_hotel"], made["timkat_room_types"][0]
    stay = {"hotel_id": hotel, "room_type_id": room_type, "check_in": check_in,
            "check_out": check_out, "guests": 2, "rooms": 1}
    counter = iter(range(10**9))

    def book():
        n = next(counter)
        return client.post(f"{base}/bookings", json={**stay, "guest": {
            "first_name": "Abebe", "last_name": "Kebede", "email": f"rush{n}@bench.et",
            "phone": "+251911000000"}})

    for _ in range(rooms):
        assert book().status_code == 201
    dates = {"check_in": check_in, "check_out": check_out}
    # Bookings that succeed (201): Genna's room types but the first (the quote's), 40 rooms
    # each, for a stay as long as the festival's, moved three days on whenever all are sold.
    genna_in, genna_out = made["genna"]
    sellable = made["genna_room_types"][1:]

    def book_free():
        n = next(counter)
        shift = timedelta(days=3 * (n // (len(sellable) * rooms)))
        return client.post(f"{base}/bookings", json={
            "hotel_id": made["genna_hotel"], "room_type_id": sellable[n % len(sellable)],
            "check_in": (genna_in + shift).isoformat(),
            "check_out": (genna_out + shift).isoformat(), "guests": 2, "rooms": 1,
            "guest": {"first_name": "Abebe", "last_name": "Kebede",
                      "email": f"rush{n}@bench.et", "phone": "+251911000000"}})

    endpoints = {
        "booking": (book_free, 201),
        "refusal": (book, 409),
        "search": (lambda: client.get(f"{base}/hotels", query_string={
            "city": "Gondar", **dates, "guests": 2}), 200),
        "search_no_city": (lambda: client.get(f"{base}/hotels", query_string={
            **dates, "guests": 2}), 200),
        "availability": (lambda: client.get(f"{base}/hotels/{made['genna_hotel']}/availability",
                                            query_string={**dates, "guests": 2}), 200),
        "quote": (lambda: client.post(f"{base}/bookings/quote", json={
            **stay, "hotel_id": made["genna_hotel"],
            "room_type_id": made["genna_room_types"][0]}), 200),
    }
    run_endpoints(app, endpoints, args, out)


def generated_endpoints(url: str):
    """The app on a generated database and bench/load.py's requests, from a fixed seed."""
    import random
    from datetime import date, timedelta

    from sqlalchemy import select

    from app import create_app
    from app.extensions import db
    from app.models import Hotel, HotelStatus, RoomType
    from bench.load import CENTRES, CITIES

    app = create_app("development", SQLALCHEMY_DATABASE_URI=url, ASSISTANT_WARM_UP=False)
    client = app.test_client()
    base = "/api/v1/mobile"
    with app.app_context():
        hotels = list(db.session.scalars(select(Hotel.id).where(
            Hotel.hotel_status.in_(HotelStatus.LIVE)).order_by(Hotel.id)))
        room_types = list(db.session.execute(
            select(RoomType.hotel_id, RoomType.id, RoomType.capacity)
            .where(RoomType.hotel_id.in_(hotels[:120]), RoomType.is_on_sale)))
    rng = random.Random(34)
    today = date.today()

    def stay():
        check_in = today + timedelta(days=rng.randrange(1, 90))
        return {"check_in": check_in.isoformat(),
                "check_out": (check_in + timedelta(days=rng.choice([1, 2, 3, 4]))).isoformat()}

    def quote():
        hotel_id, room_type_id, capacity = rng.choice(room_types)
        return client.post(f"{base}/bookings/quote", json={
            "hotel_id": hotel_id, "room_type_id": room_type_id, **stay(), "guests": capacity,
            "rooms": 1})

    def filtered():
        # bench/load.py's filtered search: the panel's filters, a radius and facets.
        lat, lng = rng.choice(CENTRES)
        return {**stay(), "guests": 2, "amenities": rng.choice(["wifi", "pool", "wifi,restaurant"]),
                "min_rating": "3.5", "free_cancellation": "true", "lat": lat, "lng": lng,
                "radius_km": 10, "sort": "distance", "facets": "true"}

    endpoints = {
        "search": (lambda: client.get(f"{base}/hotels", query_string={
            "city": rng.choice(CITIES), **stay(), "guests": 2}), 200),
        "search_no_city": (lambda: client.get(f"{base}/hotels", query_string={
            **stay(), "guests": 2}), 200),
        "availability": (lambda: client.get(f"{base}/hotels/{rng.choice(hotels)}/availability",
                                            query_string={**stay(), "guests": 2}), 200),
        "quote": (quote, 200),
        # Last: the requests of the others stay those of a tree without it (compare_responses).
        "search_filtered": (lambda: client.get(f"{base}/hotels", query_string=filtered()), 200),
    }
    return app, endpoints


def run_endpoints(app, endpoints: dict, args, out: Path) -> None:
    print(f"tree {args.tree}; load average {os.getloadavg()}")
    for name, (call, status) in endpoints.items():
        if args.only and name not in args.only:
            continue
        for _ in range(20):  # warm: statements compiled, the catalogue copy read
            response = call()
            assert response.status_code == status, (name, response.status_code, response.json)
        per_round, server_per_round = [], []
        for _ in range(args.rounds):
            server_start = server_cpu(app)
            start = time.process_time()
            for _ in range(args.requests):
                call()
            per_round.append(1000 * (time.process_time() - start) / args.requests)
            if server_start is not None:
                server_per_round.append(1000 * (server_cpu(app) - server_start) / args.requests)
        print(f"  {name:15s} CPU per request: median {statistics.median(per_round):.2f} ms "
              f"(rounds {', '.join(f'{v:.2f}' for v in per_round)})")
        if server_per_round:
            print(f"  {'':15s} PostgreSQL's CPU per request: median "
                  f"{statistics.median(server_per_round):.2f} ms "
                  f"(rounds {', '.join(f'{v:.2f}' for v in server_per_round)})")
    print(f"  load average after {os.getloadavg()}")
    if args.calls:
        for name, (call, _status) in endpoints.items():
            if not args.only or name in args.only:
                python_calls, c_calls = calls_per_request(call, args.requests)
                print(f"  {name:15s} calls per request: {python_calls:,.0f} Python, "
                      f"{c_calls:,.0f} C (the test client's own included)")
    for name in args.profile:
        from pyinstrument import Profiler
        from pyinstrument.stack_sampler import get_stack_sampler

        # The sampler's clock is this process's CPU: waits for PostgreSQL and for a core on a
        # shared machine are not counted, so the profile shows what the app itself spends.
        get_stack_sampler().timer_func = time.process_time
        call = endpoints[name][0]
        profiler = Profiler(interval=0.0005)
        profiler.start()
        for _ in range(args.requests * 2):
            call()
        profiler.stop()
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"profile-{name}.txt"
        # PROFILE_ALL=1: every frame, the libraries' too.
        path.write_text(profiler.output_text(unicode=False, color=False,
                                             show_all=bool(os.environ.get("PROFILE_ALL"))))
        print(f"  profile: {path}")


def calls_per_request(call, requests: int) -> tuple[float, float]:
    """The Python and the C function calls one `call` makes, on average over `requests`: a
    count of the work a request does that a shared machine's load does not change (as the
    statements bench/round_trips.py counts)."""
    counts = {"call": 0, "c_call": 0}

    def count(_frame, event, _arg):
        if event in counts:
            counts[event] += 1

    sys.setprofile(count)
    try:
        for _ in range(requests):
            call()
    finally:
        sys.setprofile(None)
    return counts["call"] / requests, counts["c_call"] / requests


def server_cpu(app) -> float | None:
    """The CPU seconds the PostgreSQL server processes of this app's connections have used
    (/proc: a cluster on this machine), or None when they cannot be read (SQLite, another
    host). Under load the server shares the cores with the app, so its CPU per request counts
    as much as the app's (a statement's planning, its execution)."""
    from sqlalchemy import text

    from app.extensions import db

    with app.app_context():
        if db.engine.dialect.name != "postgresql":
            return None
        pids = list(db.session.scalars(text(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
            "AND backend_type = 'client backend'")))
        db.session.rollback()
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


if __name__ == "__main__":
    main()
