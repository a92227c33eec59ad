"""A bounded HTTP load driver: N keep-alive connections, a fixed number of requests per endpoint.

    python bench/load.py http://127.0.0.1:8765 [--concurrency 4] [--requests 1000]

Refuses any host but 127.0.0.1/localhost. Discovers live hotels and room types through the API
(untimed), then measures the endpoints: GET / (the assistant's index: static, no database),
GET /v1/health (answered from a report cached a few seconds), GET /hotels (city + dates search),
GET /hotels (dates only: every city), GET /hotels (dates, every filter of the panel, a radius,
the distance sort and the panel's counts), GET /hotels/{id}/availability, POST /bookings/quote,
POST /bookings (guest checkout, a new email each time; 201 and 409 both count as answered).
Prints requests/s and p50/p95/p99 (ms) per endpoint, and the ratio of each endpoint's throughput
to the static GET /'s: what the stack itself (gunicorn, Flask, the JSON envelope) can serve on
this machine, so a ratio says how much of that ceiling the endpoint's own work leaves. Health is
kept as a row and its ratio printed too, for comparison with older runs. The `client` column is
the driver's own CPU while an endpoint ran, in cores: it shares the machine with the server, so at
32 connections part of each latency is the client waiting for its own GIL and a core.

The requests of each endpoint are split into `--rounds` rounds, and every round visits every
endpoint in turn, so that whatever else the machine does for a while (autovacuum after the
bookings of a previous run, a checkpoint, another process) falls on all endpoints alike instead
of on whichever phase it happened to meet: the ratios compare endpoints measured side by side.
The static page's throughput in each round is printed too, as a measure of the run's noise.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import sys
import threading
import time
from datetime import date, timedelta
from urllib.parse import urlencode, urlsplit

BASE = "/api/v1/mobile"
CITIES = ["Addis Ababa", "Bahir Dar", "Gondar", "Lalibela", "Hawassa", "Axum", "Arba Minch",
          "Dire Dawa", "Adama", "Mekelle"]
# Points searched around (bench/generate.py places hotels within ~5 km of these).
CENTRES = [(9.03, 38.74), (11.59, 37.39), (12.60, 37.45), (7.06, 38.48), (13.50, 39.48)]


class Client:
    def __init__(self, host: str, port: int):
        self.host, self.port = host, port
        self.conn = http.client.HTTPConnection(host, port, timeout=60)

    def request(self, method: str, path: str, body=None) -> tuple[int, bytes]:
        headers = {"Accept": "application/json"}
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        for attempt in range(2):
            try:
                self.conn.request(method, path, payload, headers)
                response = self.conn.getresponse()
                return response.status, response.read()
            except (http.client.HTTPException, OSError):
                self.conn.close()
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
                if attempt:
                    raise
        raise RuntimeError("unreachable")


def percentile(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(p / 100 * len(sorted_values)) - 1))
    return sorted_values[index]


def run_phase(host, port, name, make_request, total, concurrency, ok_statuses, first=0, seed=0):
    """`total` requests from `concurrency` connections; request numbers start at `first` (a
    booking's email is made from its number, so rounds must not reuse them)."""
    counter = iter(range(first, first + total))
    lock = threading.Lock()
    latencies: list[float] = []
    statuses: dict[int, int] = {}

    def worker(seed: int):
        rng = random.Random(seed)
        client = Client(host, port)
        while True:
            with lock:
                n = next(counter, None)
            if n is None:
                return
            method, path, body = make_request(rng, n)
            started = time.perf_counter()
            status, _ = client.request(method, path, body)
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                latencies.append(elapsed)
                statuses[status] = statuses.get(status, 0) + 1

    threads = [threading.Thread(target=worker, args=(seed + i,)) for i in range(concurrency)]
    started, cpu_started = time.perf_counter(), time.process_time()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    client_cpu = time.process_time() - cpu_started
    bad = {s: c for s, c in statuses.items() if s not in ok_statuses}
    return {"endpoint": name, "wall": wall, "client_cpu": client_cpu, "latencies": latencies,
            "statuses": statuses, "unexpected": bad}


def combine(parts: list[dict]) -> dict:
    """One endpoint's rounds (`run_phase`'s) as one measurement: all its requests over the time
    they took, with requests/s and latency percentiles."""
    latencies = sorted(ms for part in parts for ms in part["latencies"])
    wall = sum(part["wall"] for part in parts)
    client_cpu = sum(part["client_cpu"] for part in parts)
    statuses: dict[int, int] = {}
    unexpected: dict[int, int] = {}
    for part in parts:
        for status, count in part["statuses"].items():
            statuses[status] = statuses.get(status, 0) + count
        for status, count in part["unexpected"].items():
            unexpected[status] = unexpected.get(status, 0) + count
    return {
        "endpoint": parts[0]["endpoint"], "requests": len(latencies), "wall": wall,
        "latencies": latencies, "rps": len(latencies) / wall,
        "p50": percentile(latencies, 50), "p95": percentile(latencies, 95),
        "p99": percentile(latencies, 99), "mean": statistics.fmean(latencies),
        # This process's CPU (every client thread) while the endpoint ran, as cores: the client
        # shares the machine's cores with the server it measures, so at high concurrency part of
        # a latency is the client's own queue for the GIL and a core.
        "client_cores": client_cpu / wall,
        "statuses": statuses, "unexpected": unexpected,
    }


def discover(client: Client):
    """Live hotels with their room types (capacity) and sellable counts, via the public API."""
    hotels = []
    for city in CITIES:
        status, body = client.request("GET", f"{BASE}/hotels?" + urlencode({"city": city, "limit": 50}))
        assert status == 200, body
        hotels += [h["hotel_id"] for h in json.loads(body)["data"]["hotels"]]
    room_types = []
    for hotel_id in hotels[:120]:
        status, body = client.request("GET", f"{BASE}/hotels/{hotel_id}")
        for rt in json.loads(body)["data"]["room_types"]:
            room_types.append((hotel_id, rt["room_type_id"], rt["capacity"]))
    return hotels, room_types


def phases_for(hotels: list[int], room_types: list[tuple[int, int, int]]) -> list[tuple]:
    """The measured endpoints, in order: (name, make_request(rng, n) -> (method, path, body),
    the statuses that count as answered). bench/wrk_paths.py sends the same requests."""
    today = date.today()

    def stay(rng):
        check_in = today + timedelta(days=rng.randrange(1, 90))
        return check_in, check_in + timedelta(days=rng.choice([1, 2, 3, 4]))

    def static(rng, n):
        return "GET", "/", None

    def health(rng, n):
        return "GET", "/v1/health", None

    def search(rng, n):
        check_in, check_out = stay(rng)
        query = {"city": rng.choice(CITIES), "check_in": check_in.isoformat(),
                 "check_out": check_out.isoformat(), "guests": 2}
        return "GET", f"{BASE}/hotels?{urlencode(query)}", None

    def search_anywhere(rng, n):
        check_in, check_out = stay(rng)
        query = {"check_in": check_in.isoformat(), "check_out": check_out.isoformat(), "guests": 2}
        return "GET", f"{BASE}/hotels?{urlencode(query)}", None

    def search_filtered(rng, n):
        check_in, check_out = stay(rng)
        lat, lng = rng.choice(CENTRES)
        query = {"check_in": check_in.isoformat(), "check_out": check_out.isoformat(),
                 "guests": 2, "amenities": rng.choice(["wifi", "pool", "wifi,restaurant"]),
                 "min_rating": "3.5", "free_cancellation": "true", "lat": lat, "lng": lng,
                 "radius_km": 10, "sort": "distance", "facets": "true"}
        return "GET", f"{BASE}/hotels?{urlencode(query)}", None

    def availability(rng, n):
        check_in, check_out = stay(rng)
        query = {"check_in": check_in.isoformat(), "check_out": check_out.isoformat(), "guests": 2}
        return "GET", f"{BASE}/hotels/{rng.choice(hotels)}/availability?{urlencode(query)}", None

    def stay_body(rng):
        hotel_id, room_type_id, capacity = rng.choice(room_types)
        check_in, check_out = stay(rng)
        return {"hotel_id": hotel_id, "room_type_id": room_type_id,
                "check_in": check_in.isoformat(), "check_out": check_out.isoformat(),
                "guests": capacity, "rooms": 1}

    def quote(rng, n):
        return "POST", f"{BASE}/bookings/quote", stay_body(rng)

    run_id = int(time.time())

    def booking(rng, n):
        body = stay_body(rng)
        body["guest"] = {"first_name": "Load", "last_name": "Test", "phone": "+251911000000",
                         "email": f"load-{run_id}-{n}@bench.et"}
        return "POST", f"{BASE}/bookings", body

    phases = [("GET / (static)", static, {200}), ("GET /v1/health", health, {200}),
              ("GET /hotels (search)", search, {200}),
              ("GET /hotels (no city)", search_anywhere, {200}),
              ("GET /hotels (filtered)", search_filtered, {200}),
              ("GET /hotels/{id}/availability", availability, {200}),
              ("POST /bookings/quote", quote, {200}), ("POST /bookings", booking, {201, 409})]
    return phases


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("base_url")
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--requests", type=int, default=1000, help="per endpoint")
    parser.add_argument("--rounds", type=int, default=5,
                        help="every endpoint is visited once per round (requests split evenly)")
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args()
    parts = urlsplit(args.base_url)
    if parts.hostname not in ("127.0.0.1", "localhost"):
        raise SystemExit("the benchmark only drives a server on 127.0.0.1")
    host, port = parts.hostname, parts.port or 80

    hotels, room_types = discover(Client(host, port))
    print(f"discovered {len(hotels)} live hotels, {len(room_types)} room types", file=sys.stderr)
    phases = phases_for(hotels, room_types)
    # Warm every worker process and its connection pool before measuring.
    for _, make, ok in phases[:-1]:  # all but the booking
        run_phase(host, port, "warm-up", make, args.concurrency * 10, args.concurrency, ok)
    rounds = max(1, min(args.rounds, args.requests))
    per_round = [args.requests // rounds + (i < args.requests % rounds) for i in range(rounds)]
    by_round = [[run_phase(host, port, name, make, per_round[i], args.concurrency, ok,
                           first=sum(per_round[:i]), seed=1000 * i)
                 for name, make, ok in phases] for i in range(rounds)]
    results = [combine([round_results[k] for round_results in by_round])
               for k in range(len(phases))]
    static_by_round = [len(round_results[0]["latencies"]) / round_results[0]["wall"]
                       for round_results in by_round]

    static_rps, health_rps = results[0]["rps"], results[1]["rps"]
    for r in results:
        r["vs_static"], r["vs_health"] = r["rps"] / static_rps, r["rps"] / health_rps
    print(f"\n{args.requests} requests per endpoint in {rounds} rounds, "
          f"{args.concurrency} concurrent connections")
    print("static GET / req/s by round: " + ", ".join(f"{rps:.0f}" for rps in static_by_round))
    print(f"{'endpoint':32} {'req/s':>8} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} "
          f"{'x GET /':>8} {'x health':>9} {'client':>7}  statuses")
    for r in results:
        print(f"{r['endpoint']:32} {r['rps']:8.1f} {r['p50']:8.1f} {r['p95']:8.1f} "
              f"{r['p99']:8.1f} {r['vs_static']:8.2f} {r['vs_health']:9.2f} "
              f"{r['client_cores']:7.2f}  {r['statuses']}")
    print("client: the load driver's own CPU while the endpoint ran, in cores (of the machine's "
          f"{os.cpu_count()})")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump([{k: v for k, v in r.items() if k != "latencies"} for r in results], fh,
                      indent=2)
    if any(r["unexpected"] for r in results):
        raise SystemExit("unexpected statuses: " + str({r["endpoint"]: r["unexpected"]
                                                       for r in results if r["unexpected"]}))


if __name__ == "__main__":
    main()
