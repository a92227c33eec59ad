"""Whether two checkouts answer the hot read paths byte for byte alike (issue 34: a faster
writer must not change a response).

    .venv/bin/python bench/compare_responses.py --database URL --tree /path/to/main [--requests 150]

`--database` is a database bench/run.sh generated (full scale). For this checkout and `--tree`
in turn (each in its own process: two checkouts' modules cannot share one), it sends
bench/request_cpu.py's generated search, availability and quote requests (a fixed seed) and
as many more availability and search requests of other parties, rooms, sorts, facets, cities,
languages (en, am, om) and `currency=USD` (answered 422 when the database has no USD rate),
and writes each status and body with the envelope's timestamp blanked. Then it compares the
two files and prints each request whose answer differs. Run the two back to back: a hold that
lapses in between changes an availability's free rooms in either.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
# bench/request_cpu.py's generated endpoints that every tree sends alike.
COMPARED = ("search", "search_no_city", "availability", "quote")
TIMESTAMP = re.compile(r'"timestamp": ?"[^"]*"')


def capture(tree: Path, url: str, requests: int, out: Path) -> None:
    """Write every answer of `tree`'s app to `out`, one line per request."""
    sys.path.insert(0, str(tree))
    os.chdir(tree)
    from bench.request_cpu import generated_endpoints

    app, endpoints = generated_endpoints(url)
    client = app.test_client()
    base = "/api/v1/mobile"
    rng = random.Random(7)
    today = date.today()
    with out.open("w") as fh:
        def write(name: str, response) -> None:
            body = TIMESTAMP.sub('"timestamp":"X"', response.get_data(as_text=True))
            fh.write(f"{name} {response.status_code} {body!r}\n")

        for name, (call, _status) in endpoints.items():
            if name not in COMPARED:
                continue  # another tree may not send it (its filtered searches are below)
            for _ in range(requests):
                write(name, call())
        for _ in range(requests):
            check_in = today + timedelta(days=rng.randrange(0, 60))
            stay = {"check_in": check_in.isoformat(),
                    "check_out": (check_in + timedelta(days=rng.choice([1, 2, 3, 5, 8])))
                    .isoformat(),
                    "guests": rng.choice([1, 2, 3, 5]), "rooms": rng.choice([1, 2])}
            hotel = rng.randrange(1, 520)
            for headers in ({}, {"Accept-Language": "am"}, {"Accept-Language": "om"}):
                query = dict(stay)
                if rng.random() < 0.3:
                    query["currency"] = "USD"
                write("availability+", client.get(f"{base}/hotels/{hotel}/availability",
                                                  query_string=query, headers=headers))
                query = dict(stay)
                if rng.random() < 0.5:
                    query["city"] = rng.choice(["Gondar", "Addis", "bah", "Lalibela"])
                if rng.random() < 0.3:
                    query["sort"] = rng.choice(["price_asc", "rating", "stars"])
                if rng.random() < 0.3:
                    query["facets"] = "true"
                write("search+", client.get(f"{base}/hotels", query_string=query,
                                            headers=headers))
        for name, body, headers in quotes(app, rng, requests, today):
            write(name, client.post(f"{base}/bookings/quote", json=body, headers=headers))
        for _ in range(max(1, requests // 10)):
            for name, path, query, headers in unusual_reads(rng, today):
                write(name, client.get(f"{base}{path}", query_string=query, headers=headers))


# Centres of the map searches (bench/load.py's filtered search): Addis Ababa, Bahir Dar, Gondar.
CENTRES = [(9.03, 38.74), (11.59, 37.39), (12.61, 37.47)]


def unusual_reads(rng: random.Random, today: date):
    """Searches with the panel's filters and the map (bench/load.py's filtered search and
    others), and the 4xx answers of bad input to search and availability (every kind of field
    error, an unknown parameter, repeated and empty keys, a NUL character, an unknown hotel),
    as (name, path, query, headers): the query is a list of pairs, so that keys repeat."""
    check_in = today + timedelta(days=rng.randrange(1, 60))
    check_out = check_in + timedelta(days=rng.choice([1, 2, 3, 4]))
    stay = [("check_in", check_in.isoformat()), ("check_out", check_out.isoformat())]
    lat, lng = rng.choice(CENTRES)
    headers = rng.choice([{}, {"Accept-Language": "am"}, {"Accept-Language": "om"}])
    filtered = [
        [*stay, ("guests", "2"), ("amenities", rng.choice(["wifi", "pool", "wifi,restaurant"])),
         ("min_rating", "3.5"), ("free_cancellation", "true"), ("lat", lat), ("lng", lng),
         ("radius_km", rng.choice([5, 10, 50])), ("sort", "distance"), ("facets", "true")],
        [*stay, ("stars", "4,5"), ("property_type", "hotel,lodge"), ("facets", "true"),
         ("lang", rng.choice(["en", "am", "om", "ti"]))],
        [*stay, ("min_price", "500"), ("max_price", "4000"), ("sort", "price_desc"),
         ("page", "2"), ("limit", "7")],
        [("bbox", f"{lng - 0.2},{lat - 0.2},{lng + 0.2},{lat + 0.2}"), ("q", "hotel"),
         ("meal_plan", "breakfast"), ("pay_at_property", "false")],
        [*stay, ("city", "addis"), ("lat", lat), ("lng", lng), ("rooms", "2"), ("guests", "3")],
    ]
    for query in filtered:
        yield "search-filtered", "/hotels", query, headers
    bad_search = [
        [("guests", "0")], [("guests", "abc")], [("rooms", "10")], [stay[0]],
        [("check_in", check_out.isoformat()), ("check_out", check_in.isoformat())],
        [("check_in", "2020-01-01"), ("check_out", "2020-01-03")], [("check_in", "tomorrow")],
        [("min_price", "-1")], [("min_price", "abc")], [("min_price", "9"), ("max_price", "5")],
        [("max_price", "NaN")], [("stars", "6")], [("stars", "a,b")], [("amenities", "nope")],
        [("min_rating", "6")], [("free_cancellation", "maybe")], [("property_type", "castle")],
        [("meal_plan", "brunch")], [("lang", "xx")], [("currency", "US")], [("lat", "100")],
        [("lat", "9")], [("radius_km", "5")], [("lat", lat), ("lng", lng), ("radius_km", "0")],
        [("bbox", "1,2")], [("bbox", "38.8,9.1,38.7,9.0")], [("sort", "bogus")],
        [("sort", "distance")], [("page", "0")], [("limit", "1000")], [("unknown", "1")],
        [("city", "x" * 81)], [("q", "y" * 101)], [("city", "Gon\x00dar")],
        [("guests", "2"), ("guests", "abc")], [("guests", "abc"), ("guests", "2")],
        [("stars", "4"), ("stars", "5")], [("city", "")], [("guests", "")],
        [("currency", "XYZ")], [("page", "2"), ("limit", "0"), ("rooms", "0"), ("sort", "x")],
    ]
    for query in bad_search:
        yield "search-bad", "/hotels", query, headers
    hotel = rng.randrange(1, 520)
    bad_availability = [
        [], [stay[0]], [*stay, ("guests", "0")], [*stay, ("rooms", "20")],
        [*stay, ("currency", "XYZ")], [*stay, ("city", "Gondar")],
        [("check_in", "bad"), ("check_out", "worse")],
        [("check_in", check_out.isoformat()), ("check_out", check_in.isoformat())],
        [*stay, ("guests", "2"), ("guests", "x")],
    ]
    for query in bad_availability:
        yield "availability-bad", f"/hotels/{hotel}/availability", query, headers
    yield "availability-unknown-hotel", "/hotels/1000000/availability", stay, headers


def quotes(app, rng: random.Random, requests: int, today: date):
    """Quotes of other kinds: under a rate plan (or one not on sale here), with children,
    `currency=USD`, in other languages, and the refusals (an unknown or another hotel's room
    type, an unknown hotel, a past date, a party too large, a closed or minimum-stay arrival
    night), as (name, body, headers)."""
    from sqlalchemy import select

    from app.extensions import db
    from app.models import RatePlan, RoomType, RoomTypeNight

    with app.app_context():
        room_types = list(db.session.execute(
            select(RoomType.hotel_id, RoomType.id, RoomType.capacity).order_by(RoomType.id)))
        plans = list(db.session.execute(
            select(RoomType.hotel_id, RatePlan.room_type_id, RatePlan.id)
            .join(RoomType, RoomType.id == RatePlan.room_type_id).order_by(RatePlan.id)))
        restricted = list(db.session.execute(
            select(RoomType.hotel_id, RoomTypeNight.room_type_id, RoomTypeNight.night)
            .join(RoomType, RoomType.id == RoomTypeNight.room_type_id)
            .where((RoomTypeNight.closed_to_arrival.is_(True)) | (RoomTypeNight.min_stay > 1),
                   RoomTypeNight.night >= today).order_by(RoomTypeNight.night).limit(50)))
    for n in range(requests):
        check_in = today + timedelta(days=rng.randrange(0, 60))
        nights = rng.choice([1, 2, 3, 5, 8])
        hotel_id, room_type_id, capacity = rng.choice(room_types)
        body = {"hotel_id": hotel_id, "room_type_id": room_type_id,
                "check_in": check_in.isoformat(),
                "check_out": (check_in + timedelta(days=nights)).isoformat(),
                "guests": rng.randint(1, capacity), "rooms": rng.choice([1, 1, 2])}
        kind = n % 8
        if kind in (1, 2) and plans:
            body["hotel_id"], body["room_type_id"], body["rate_plan_id"] = rng.choice(plans)
            if kind == 2:
                body["children"] = [rng.randrange(0, 12) for _ in range(rng.randint(1, 2))]
        elif kind == 3:
            body["currency"] = "USD"
        elif kind == 4:
            body.update(rng.choice([
                {"room_type_id": rng.choice(room_types)[1]},  # likely another hotel's
                {"hotel_id": 10**6}, {"room_type_id": 10**6},
                {"check_in": (today - timedelta(days=1)).isoformat()},
                {"guests": capacity * body["rooms"] + 1},
                {"rate_plan_id": rng.choice(plans)[2] if plans else 10**6}]))
        elif kind == 5 and restricted:
            body["hotel_id"], body["room_type_id"], night = rng.choice(restricted)
            body["check_in"] = night.isoformat()
            body["check_out"] = (night + timedelta(days=1)).isoformat()
            body["guests"] = 1
        headers = ({}, {"Accept-Language": "am"}, {"Accept-Language": "om"})[n % 3]
        yield "quote+", body, headers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", required=True)
    parser.add_argument("--tree", required=True, help="the checkout to compare this one with")
    parser.add_argument("--requests", type=int, default=150)
    parser.add_argument("--out", default=str(HERE / "bench/results"))
    parser.add_argument("--capture", help=argparse.SUPPRESS)  # one checkout's answers, to FILE
    args = parser.parse_args()
    if args.capture:
        capture(Path(args.tree).resolve(), args.database, args.requests, Path(args.capture))
        return
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    files = []
    for label, tree in (("other", Path(args.tree).resolve()), ("this", HERE)):
        path = out / f"responses-{label}.txt"
        subprocess.run([sys.executable, __file__, "--database", args.database, "--tree",
                        str(tree), "--requests", str(args.requests), "--capture", str(path)],
                       check=True, capture_output=True)
        files.append(path)
    other, this = (path.read_text().splitlines() for path in files)
    differing = [n for n, (a, b) in enumerate(zip(other, this, strict=True)) if a != b]
    print(f"{len(this)} requests, {len(differing)} answered differently")
    for n in differing[:10]:
        print(f"  request {n}:\n    {args.tree}: {other[n][:300]}\n    this: {this[n][:300]}")


if __name__ == "__main__":
    main()
