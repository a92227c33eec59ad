"""In-process timing of the hotel search's filtering at the benchmark's full scale (500 hotels,
3,000 room types with rates), without HTTP or a server: what a search costs in Python on the
worker's catalogue copy, for each kind of search. Not part of the test suite.

    .venv/bin/python bench/search_timing.py [--hotels 500] [--runs 300]
    MAREFIYA_CHECKOUT=/path/to/other/checkout .venv/bin/python bench/search_timing.py  # compare

It builds a migrated SQLite database in a temporary folder (hotels in ten cities with
coordinates, amenities and, where the schema has it, a property type; reviews counted), warms
the worker's copy, then times `catalogue.search_hotels` per kind of search: median and p95 in
ms. Searches the code being timed does not know (an older revision) are reported as skipped, so
one script compares two revisions on the same data (run each a few times: a shared 2-core
machine is noisy).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

from sqlalchemy import insert, inspect

# The code timed: this checkout's, or another's (an older revision) on the same data.
sys.path.insert(0, os.environ.get("MAREFIYA_CHECKOUT", str(Path(__file__).resolve().parent.parent)))

from app import create_app  # noqa: E402
from app.errors import ValidationFailed  # noqa: E402
from app.extensions import db  # noqa: E402
from app.models import Amenity, Hotel, RateRule, RoomType, hotel_amenities  # noqa: E402

CITIES = {"Addis Ababa": (9.03, 38.74), "Bahir Dar": (11.59, 37.39), "Gondar": (12.60, 37.45),
          "Lalibela": (12.03, 39.05), "Hawassa": (7.06, 38.48), "Axum": (14.12, 38.72),
          "Arba Minch": (6.03, 37.55), "Dire Dawa": (9.60, 41.85), "Adama": (8.54, 39.27),
          "Mekelle": (13.50, 39.48)}
WORDS = ["Entoto", "Grand", "Lake", "Tana", "Palace", "Heritage", "Garden", "Skyline", "Royal",
         "Blue", "Nile", "Simien", "Lodge", "Resort", "Inn", "Hotel", "Haile", "Ghion", "Sheba"]
AMENITY_CODES = ["wifi", "parking", "restaurant", "bar", "pool", "spa", "gym", "breakfast",
                 "airport_shuttle", "laundry", "conference", "lake_view", "garden",
                 "coffee_ceremony"]
TYPES = ["hotel", "hotel", "hotel", "lodge", "resort", "guest_house"]

SEARCHES = {
    "plain": {},
    "city": {"city": "Addis"},
    "stars 4,5": {"stars": [4, 5]},
    "price sort": {"sort": "price_asc"},
    "q latin": {"q": "entoto"},
    "q ethiopic": {"q": "ኢንቶቶ"},
    "amenities pool,wifi": {"amenities": ["pool", "wifi"]},
    "rating 4+ free cancellation": {"min_rating": Decimal("4"), "free_cancellation": True},
    "property type lodge": {"property_type": ["lodge"]},
    "radius 5 km": {"lat": 9.03, "lng": 38.74, "radius_km": 5.0},
    "bbox Addis": {"bbox": [38.70, 8.98, 38.80, 9.08]},
    "distance sort": {"lat": 9.03, "lng": 38.74, "sort": "distance"},
    "facets": {"facets": True},
    "facets + city + amenities": {"facets": True, "city": "Addis", "amenities": ["pool"]},
    "meal plan breakfast": {"meal_plan": ["breakfast"]},
    "pay at property + facets": {"pay_at_property": True, "facets": True},
    "dated price sort": {"check_in": date.today() + timedelta(days=30),
                         "check_out": date.today() + timedelta(days=32), "sort": "price_asc"},
}


def generate(hotel_count: int, seed: int = 33) -> None:
    rng = random.Random(seed)
    has_type = "property_type" in {c["name"] for c in inspect(db.engine).get_columns("hotels")}
    amenity_ids = {}
    for code in AMENITY_CODES:
        amenity_ids[code] = db.session.execute(
            insert(Amenity).values(code=code, name=code).returning(Amenity.id)).scalar_one()
    cities = list(CITIES)
    hotels, links, room_types = [], [], []
    for n in range(1, hotel_count + 1):
        city = rng.choice(cities)
        lat, lng = CITIES[city]
        name = " ".join(rng.sample(WORDS, 2)) + f" {n}"
        row = dict(id=n, name=name, slug=f"hotel-{n}", city=city, stars=rng.randint(2, 5),
                   hotel_status="active", latitude=Decimal(f"{lat + rng.uniform(-.05, .05):.6f}"),
                   longitude=Decimal(f"{lng + rng.uniform(-.05, .05):.6f}"),
                   review_count=(count := rng.randint(0, 80)),
                   rating_total=sum(rng.randint(2, 5) for _ in range(count)),
                   is_featured=n % 20 == 0)
        kind = rng.choice(TYPES)  # drawn either way: both revisions get the same data
        if has_type:
            row["property_type"] = kind
        hotels.append(row)
        links += [{"hotel_id": n, "amenity_id": amenity_ids[code]}
                  for code in rng.sample(AMENITY_CODES, rng.randint(3, 10))]
        for k in range(6):
            room_types.append(dict(id=len(room_types) + 1, hotel_id=n, name=f"Type {k}",
                                   capacity=rng.choice([1, 2, 2, 4]), bed_type="double",
                                   price_per_night=Decimal(rng.randint(900, 9000)),
                                   sellable_rooms=rng.randint(4, 30)))
    db.session.execute(insert(Hotel), hotels)
    db.session.execute(insert(hotel_amenities), links)
    db.session.execute(insert(RoomType), room_types)
    today = date.today()
    rules = []
    for rt in room_types:
        rules.append(dict(room_type_id=rt["id"], kind="length_of_stay", name="Week",
                          min_nights=7, discount_percent=Decimal(10)))
        rules.append(dict(room_type_id=rt["id"], kind="weekday", name="Weekend",
                          weekdays="4,5", adjustment_percent=Decimal(15)))
        if rng.random() < 0.66:
            start = today + timedelta(days=rng.randint(0, 200))
            rules.append(dict(room_type_id=rt["id"], kind="season", name="Festival",
                              start_date=start, end_date=start + timedelta(days=5),
                              price_per_night=rt["price_per_night"] * 2))
    db.session.execute(insert(RateRule), rules)
    if "rate_plans" in inspect(db.engine).get_table_names():
        # Three plans on three room types in four, as the demo shows them; no generator draw,
        # so a revision without plans gets the same data otherwise.
        from app.models import RatePlan
        db.session.execute(insert(RatePlan), [
            dict(room_type_id=rt["id"], name=name, price_rule=rule, price_value=Decimal(value),
                 cancellation=cancellation, free_cancellation_hours=hours, payment=payment,
                 meals=meals)
            for rt in room_types if rt["id"] % 4
            for name, rule, value, cancellation, hours, payment, meals in (
                ("Breakfast", "amount", 350, "free_until", 48, "pay_now", "breakfast"),
                ("Non-refundable", "percent", -10, "non_refundable", None, "pay_now", "none"),
                ("At the hotel", "percent", 0, "free_until", 24, "pay_at_property", "none"))])
        db.session.execute(Hotel.__table__.update().where(Hotel.id % 2 == 0).values(
            pay_at_property_rooms_per_night=5))
    db.session.commit()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hotels", type=int, default=500)
    parser.add_argument("--runs", type=int, default=300)
    args = parser.parse_args()
    from flask_migrate import upgrade

    from app.services.booking import catalogue

    with tempfile.TemporaryDirectory() as folder:
        app = create_app("testing", SQLALCHEMY_DATABASE_URI=f"sqlite:///{folder}/bench.db",
                         MEDIA_DIR=f"{folder}/media")
        with app.app_context():
            upgrade()
            generate(args.hotels)
        with app.test_request_context():
            catalogue.search_hotels()  # reads the worker's copy once
            print(f"{args.hotels} hotels, {args.runs} runs per search; ms per search")
            print(f"{'search':32} {'median':>8} {'p95':>8} {'found':>6}")
            for label, params in SEARCHES.items():
                try:
                    result = catalogue.search_hotels(**params)
                except (TypeError, ValidationFailed):
                    print(f"{label:32} {'skipped (not in this revision)':>24}")
                    continue
                timings = []
                for _ in range(args.runs):
                    started = time.perf_counter()
                    catalogue.search_hotels(**params)
                    timings.append((time.perf_counter() - started) * 1000)
                timings.sort()
                p95 = timings[int(len(timings) * 0.95) - 1]
                print(f"{label:32} {statistics.median(timings):8.3f} {p95:8.3f} "
                      f"{result.total:6d}")


if __name__ == "__main__":
    main()
