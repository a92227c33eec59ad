"""Fill an empty, migrated PostgreSQL database with a large catalogue for the benchmark.

    python bench/generate.py postgresql+psycopg://user@host:port/db [--scale 1.0]

At scale 1: 500 hotels (10 cities, 90% live; placed on the map, with amenities and a property
type), 3,000 room types, 50,000 rooms, 20,000 guests,
500,000 bookings spread over a year around today (past ones completed, some cancelled or
expired, a few live holds), 25,000 approved reviews and 1,000 hotel images. Rows go in with
COPY, so the whole load takes well under a minute. Deterministic (seeded).
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import UTC, date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

import psycopg

CITIES = ["Addis Ababa", "Bahir Dar", "Gondar", "Lalibela", "Hawassa", "Axum", "Arba Minch",
          "Dire Dawa", "Adama", "Mekelle"]
CITY_WEIGHTS = [30, 10, 8, 8, 10, 6, 6, 8, 8, 6]
# City centres (latitude, longitude): hotels are placed up to ~5 km around them for the map.
CITY_CENTRES = {"Addis Ababa": (9.03, 38.74), "Bahir Dar": (11.59, 37.39),
                "Gondar": (12.60, 37.45), "Lalibela": (12.03, 39.05), "Hawassa": (7.06, 38.48),
                "Axum": (14.12, 38.72), "Arba Minch": (6.03, 37.55), "Dire Dawa": (9.60, 41.85),
                "Adama": (8.54, 39.27), "Mekelle": (13.50, 39.48)}
AMENITIES = ["wifi", "parking", "restaurant", "bar", "pool", "spa", "gym", "breakfast",
             "airport_shuttle", "laundry", "conference", "lake_view", "garden", "coffee_ceremony"]
PROPERTY_TYPES = ["hotel", "hotel", "hotel", "lodge", "resort", "guest_house"]
ROOM_TYPES = [("Standard Single", 1, "single", 1800), ("Standard Double", 2, "double", 2400),
              ("Twin Room", 2, "twin", 2600), ("Deluxe King", 2, "king", 3600),
              ("Family Suite", 4, "family", 5200), ("Executive Queen", 2, "queen", 4200)]
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CENT = Decimal("0.01")


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def code_for(n: int) -> str:
    """A unique 8-character confirmation code per booking number."""
    chars = []
    for _ in range(8):
        n, r = divmod(n, len(ALPHABET))
        chars.append(ALPHABET[r])
    return "".join(reversed(chars))


def copy_rows(cur, table: str, columns: list[str], rows) -> int:
    count = 0
    with cur.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)
            count += 1
    return count


def generate(url: str, scale: float = 1.0, seed: int = 7, bookings: int | None = None) -> dict:
    rng = random.Random(seed)
    now = datetime.now(UTC).replace(tzinfo=None)
    today = date.today()
    n_hotels = int(500 * scale)
    rooms_total = int(50_000 * scale)
    # `bookings` sets their number apart from the catalogue's size (how search cost grows with
    # bookings alone).
    n_bookings = bookings if bookings is not None else int(500_000 * scale)
    n_guests = int(20_000 * scale)
    dsn = url.replace("postgresql+psycopg://", "postgresql://")
    counts: dict[str, int] = {}
    started = time.perf_counter()
    with psycopg.connect(dsn) as conn, conn.cursor() as cur:
        cur.execute("SELECT count(*) FROM hotels")
        if cur.fetchone()[0]:
            raise SystemExit("the database already has hotels; generate into an empty one")

        hotels = []
        for hid in range(1, n_hotels + 1):
            city = rng.choices(CITIES, CITY_WEIGHTS)[0]
            stars = rng.choice([2, 3, 3, 4, 4, 5])
            status = "active" if rng.random() < 0.8 else rng.choice(
                ["verified", "verified", "pending_verification", "inactive"])
            hotels.append((hid, city, stars, status))
        # The map's and the filters' fields draw from a generator of their own, so the rest of
        # the data is what it was before them.
        place_rng = random.Random(seed + 33)
        places = {hid: (*(Decimal(f"{centre + place_rng.uniform(-0.045, 0.045):.6f}")
                          for centre in CITY_CENTRES[city]), place_rng.choice(PROPERTY_TYPES),
                        place_rng.sample(AMENITIES, place_rng.randint(3, 10)))
                  for hid, city, _, _ in hotels}
        counts["hotels"] = copy_rows(cur, "hotels", [
            "id", "name", "slug", "description", "city", "address", "phone", "email", "stars",
            "hotel_status", "verified_at", "check_in_time", "check_out_time",
            "service_charge_rate", "vat_rate", "free_cancellation_hours", "is_featured",
            "created_at", "updated_at", "latitude", "longitude", "property_type"], (
            (hid, f"Bench Hotel {hid} {city}", f"bench-hotel-{hid}", "A hotel for benchmarks.",
             city, f"Street {hid}, {city}", "+251111000000", f"hotel{hid}@bench.et", stars,
             status, now if status in ("active", "verified") else None, "14:00", "11:00",
             Decimal("0.10"), Decimal("0.15"), 24, hid % 25 == 0 and status == "active", now, now,
             *places[hid][:3])
            for hid, city, stars, status in hotels))
        copy_rows(cur, "amenities", ["id", "code", "name"],
                  ((n, code, code) for n, code in enumerate(AMENITIES, start=1)))
        counts["hotel_amenities"] = copy_rows(cur, "hotel_amenities", ["hotel_id", "amenity_id"], (
            (hid, AMENITIES.index(code) + 1) for hid, place in places.items() for code in place[3]))

        room_types = []  # (id, hotel_id, capacity, price)
        rt_id = 0
        for hid, _, stars, _ in hotels:
            factor = Decimal({2: "0.7", 3: "1.0", 4: "1.6", 5: "2.6"}[stars])
            for name, capacity, bed, base in ROOM_TYPES:
                rt_id += 1
                room_types.append((rt_id, hid, name, capacity, bed, cents(base * factor)))
        counts["room_types"] = copy_rows(cur, "room_types", [
            "id", "hotel_id", "name", "description", "capacity", "bed_type", "price_per_night",
            "is_active", "created_at", "updated_at"], (
            (rid, hid, name, "", cap, bed, price, True, now, now)
            for rid, hid, name, cap, bed, price in room_types))

        # Rates as hotels set them: every room type has a weekend rule and a week-long-stay
        # discount; two in three also have a high season and a short festival ahead.
        def rate_rules():
            rule_id = 0
            for rid, _, _, _, _, price in room_types:
                rule_id += 1
                yield (rule_id, rid, "weekday", "Weekend", None, None, None, "4,5", Decimal("15"),
                       None, None, now)
                rule_id += 1
                yield (rule_id, rid, "length_of_stay", "Week", None, None, None, None, None, 7,
                       Decimal("10"), now)
                if rid % 3:
                    start = today + timedelta(days=rng.randrange(0, 60))
                    rule_id += 1
                    yield (rule_id, rid, "season", "High season", start,
                           start + timedelta(days=rng.randrange(14, 45)), cents(price * Decimal("1.3")),
                           None, None, None, None, now)
                    start = today + timedelta(days=rng.randrange(0, 90))
                    rule_id += 1
                    yield (rule_id, rid, "season", "Festival", start, start + timedelta(days=3),
                           cents(price * Decimal("1.8")), None, None, None, None, now)

        counts["rate_rules"] = copy_rows(cur, "rate_rules", [
            "id", "room_type_id", "kind", "name", "start_date", "end_date", "price_per_night",
            "weekdays", "adjustment_percent", "min_nights", "discount_percent", "created_at"],
            rate_rules())

        # Rate plans as the demo shows them: three on three room types in four (breakfast for
        # an amount, non-refundable at -10%, paid at the hotel), and half the hotels take
        # pay-at-property rooms. No generator draw, so the rest of the data is what it was.
        def rate_plans():
            plan_id = 0
            for rid, *_ in room_types:
                if rid % 4 == 0:
                    continue
                for name, rule, value, cancellation, hours, payment, meals in (
                        ("Breakfast included", "amount", Decimal("350"), "free_until", 48,
                         "pay_now", "breakfast"),
                        ("Non-refundable", "percent", Decimal("-10"), "non_refundable", None,
                         "pay_now", "none"),
                        ("Pay at the hotel", "percent", Decimal("0"), "free_until", 24,
                         "pay_at_property", "none")):
                    plan_id += 1
                    yield (plan_id, rid, name, rule, value, cancellation, hours, payment, meals,
                           Decimal("0"), True, now)

        counts["rate_plans"] = copy_rows(cur, "rate_plans", [
            "id", "room_type_id", "name", "price_rule", "price_value", "cancellation",
            "free_cancellation_hours", "payment", "meals", "child_price", "is_active",
            "created_at"], rate_plans())
        cur.execute("UPDATE hotels SET pay_at_property_rooms_per_night = 5 WHERE id % 2 = 0")

        # Rooms: spread 50,000 over the room types (a few in maintenance / out of service).
        per_type = [rooms_total // len(room_types)] * len(room_types)
        for i in range(rooms_total - sum(per_type)):
            per_type[i] += 1
        inventory = {}

        def rooms():
            room_id = 0
            numbers: dict[int, int] = {}
            for (rid, hid, *_), count in zip(room_types, per_type, strict=True):
                inventory[rid] = count
                for _ in range(count):
                    room_id += 1
                    numbers[hid] = numbers.get(hid, 0) + 1
                    status = "available"
                    roll = rng.random()
                    if roll < 0.02:
                        status = "maintenance"
                    elif roll < 0.03:
                        status = "out_of_service"
                    yield (room_id, hid, rid, str(100 + numbers[hid]), numbers[hid] // 20 + 1,
                           status, now, now)

        counts["rooms"] = copy_rows(cur, "rooms", [
            "id", "hotel_id", "room_type_id", "room_number", "floor", "status", "created_at",
            "updated_at"], rooms())

        counts["guests"] = copy_rows(cur, "guests", [
            "id", "uuid", "first_name", "last_name", "email", "phone", "password_hash",
            "loyalty_points", "total_bookings", "status", "email_verified", "created_at",
            "updated_at"], (
            (gid, f"00000000-0000-4000-8000-{gid:012d}", "Bench", f"Guest{gid}",
             f"guest{gid}@bench.et", f"+2519{gid:08d}", "not-a-real-hash", 0, 0, "active", True,
             now, now) for gid in range(1, n_guests + 1)))

        def bookings():
            start = today - timedelta(days=182)
            for bid in range(1, n_bookings + 1):
                rid, hid, _, _, _, price = room_types[rng.randrange(len(room_types))]
                check_in = start + timedelta(days=rng.randrange(365))
                nights = rng.choice([1, 1, 2, 2, 3, 4, 5, 7])
                check_out = check_in + timedelta(days=nights)
                rooms_n = 1 if rng.random() < 0.9 else 2
                subtotal = cents(price * nights * rooms_n)
                service = cents(subtotal * Decimal("0.10"))
                vat = cents((subtotal + service) * Decimal("0.15"))
                roll = rng.random()
                hold = None
                if roll < 0.08:
                    status = "cancelled"
                elif roll < 0.14:
                    status = "expired"
                elif roll < 0.145 and check_in >= today:
                    status = "pending_payment"
                    hold = now + timedelta(minutes=rng.randrange(1, 15))
                elif check_out <= today:
                    status = "completed"
                elif check_in <= today:
                    status = "checked_in"
                else:
                    status = "confirmed"
                guest_id = rng.randrange(1, n_guests + 1)
                yield (bid, code_for(bid * 7919 + 12345), hid, rid, guest_id, "Bench",
                       f"Guest{guest_id}", f"guest{guest_id}@bench.et", "+251911000000",
                       check_in, check_out, nights, rooms_n, 2, price, subtotal, service, vat,
                       subtotal + service + vat, "ETB", status, hold,
                       now if status in ("confirmed", "checked_in", "completed") else None,
                       now, now)

        counts["bookings"] = copy_rows(cur, "bookings", [
            "id", "confirmation_code", "hotel_id", "room_type_id", "guest_id",
            "contact_first_name", "contact_last_name", "contact_email", "contact_phone",
            "check_in", "check_out", "nights", "rooms", "guests", "nightly_price", "subtotal",
            "service_charge", "vat", "total", "currency", "status", "hold_expires_at",
            "confirmed_at", "created_at", "updated_at"], bookings())

        live = [hid for hid, _, _, status in hotels if status in ("active", "verified")]
        counts["reviews"] = copy_rows(cur, "reviews", [
            "hotel_id", "guest_id", "rating", "title", "comment", "status", "created_at"], (
            (rng.choice(live), rng.randrange(1, n_guests + 1), rng.choice([3, 4, 4, 5, 5]),
             "Bench review", "Fine.", "approved" if rng.random() < 0.9 else "pending", now)
            for _ in range(int(25_000 * scale))))
        counts["hotel_images"] = copy_rows(cur, "hotel_images", [
            "hotel_id", "url", "caption", "position"], (
            (hid, f"https://img.bench.et/{hid}/{pos}.jpg", "", pos)
            for hid, *_ in hotels for pos in range(2)))

        # COPY with explicit ids leaves the sequences behind: move them past the data.
        for table in ("hotels", "room_types", "rate_rules", "rate_plans", "rooms", "guests",
                      "bookings", "reviews", "hotel_images", "amenities"):
            # Table names come from the fixed tuple above, never from input.
            cur.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "  # noqa: S608
                        f"(SELECT max(id) FROM {table}))")
        conn.commit()
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE")
    counts["seconds"] = round(time.perf_counter() - started, 1)
    return counts


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--bookings", type=int, default=None,
                        help="number of bookings (default 500,000 x scale)")
    args = parser.parse_args()
    print(generate(args.url, args.scale, bookings=args.bookings))
