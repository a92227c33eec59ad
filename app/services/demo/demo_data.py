"""Realistic demo data for `flask seed-demo`: hotels in ten Ethiopian cities, rooms, accounts."""

from __future__ import annotations

import random
import re
from datetime import date, time, timedelta
from decimal import Decimal
from functools import lru_cache

from app.extensions import db
from app.models import (
    Amenity,
    CancellationRule,
    DisplayRate,
    Guest,
    Hotel,
    HotelImage,
    HotelStatus,
    Meals,
    PaymentTiming,
    PriceRule,
    RateKind,
    RatePlan,
    RateRule,
    Review,
    ReviewStatus,
    Room,
    RoomType,
    StaffRole,
    StaffUser,
    SuperAdmin,
)
from app.models.base import utcnow
from app.passwords import hash_password
from app.services.booking.ethiopian_calendar import holiday_seasons
from app.services.content.amenities import AMENITIES
from app.services.content.images import PreparedImage, prepare_upload, store_image
from app.services.demo.demo_images import placeholder_photo

DEMO_GUEST = ("guest@marefiya.et", "Guest1234!")
DEMO_HOTEL_ADMIN = ("hoteladmin@marefiya.et", "Hotel1234!")
DEMO_SUPER_ADMIN = ("superadmin@marefiya.et", "Admin1234!")

# The amenities demo hotels draw from (named by the vocabulary, content/amenities.py).
DEMO_AMENITIES = ("wifi", "parking", "restaurant", "bar", "pool", "spa", "gym", "breakfast",
                  "airport_shuttle", "laundry", "conference", "lake_view", "garden",
                  "coffee_ceremony")

# (city, [(hotel name, stars, area)]): names are invented, areas are real neighbourhoods.
CITIES = {
    "Addis Ababa": [
        ("Entoto Grand Hotel", 5, "Bole Road"), ("Bole Skyline Hotel", 4, "Bole"),
        ("Piassa Heritage Inn", 3, "Piassa"), ("Kazanchis Business Hotel", 4, "Kazanchis"),
        ("Sarbet Garden Hotel", 3, "Sarbet"), ("CMC Family Suites", 3, "CMC"),
        ("Meskel Square Residences", 4, "Meskel Square"),
    ],
    "Bahir Dar": [
        ("Lake Tana Shore Resort", 4, "Lakeshore Road"), ("Blue Nile Falls Lodge", 3, "Tis Abay Road"),
        ("Zege Peninsula Hotel", 3, "Zege Road"), ("Papyrus Garden Hotel", 4, "Kebele 4"),
        ("Bahir Dar Palm Inn", 2, "Main Street"),
    ],
    "Gondar": [
        ("Fasil Castle View Hotel", 4, "Piazza"), ("Simien Gate Lodge", 3, "Azezo Road"),
        ("Goha Hill Hotel", 3, "Goha Hill"), ("Royal Enclosure Inn", 2, "Kebele 12"),
    ],
    "Lalibela": [
        ("Rock-Hewn Heritage Lodge", 4, "Church Road"), ("Asheten Mountain Hotel", 3, "Asheten Road"),
        ("Roha Valley Inn", 2, "Old Market"), ("Lasta Terrace Hotel", 3, "Airport Road"),
    ],
    "Hawassa": [
        ("Lake Hawassa Resort & Spa", 5, "Lakeside"), ("Amora Gedel Hotel", 3, "Piassa"),
        ("Tabor Hill Hotel", 3, "Tabor Hill"), ("Sidama Garden Lodge", 4, "Menaheria"),
    ],
    "Axum": [
        ("Obelisk Park Hotel", 3, "Stelae Field"), ("Queen of Sheba Inn", 3, "Sheba Road"),
        ("Tsion Maryam Guest House", 2, "Church Square"), ("Axumite Heritage Hotel", 4, "Airport Road"),
    ],
    "Arba Minch": [
        ("Forty Springs Lodge", 4, "Secha"), ("Nech Sar View Hotel", 3, "Shecha"),
        ("Abaya Chamo Resort", 4, "Sikela"), ("Dorze Hills Inn", 2, "Sikela"),
    ],
    "Dire Dawa": [
        ("Railway Station Hotel", 3, "Kezira"), ("Sabian Garden Hotel", 3, "Sabian"),
        ("Dechatu Riverside Hotel", 4, "Dechatu"), ("Harla Palace Hotel", 3, "Taiwan"),
    ],
    "Adama": [
        ("Awash Valley Resort", 4, "Bole Area"), ("Nazret Garden Hotel", 3, "Franko"),
        ("Rift Valley Conference Hotel", 4, "Dabe"), ("Adama Palm Inn", 2, "Posta Bet"),
    ],
    "Mekelle": [
        ("Enda Yesus Hill Hotel", 4, "Kedamay Weyane"), ("Axum Road Inn", 3, "Adi Haki"),
        ("Hawelti Plaza Hotel", 3, "Hawelti"), ("Romanat Square Hotel", 4, "Romanat"),
    ],
}

# City centres (latitude, longitude); demo hotels are spread up to ~2.5 km around them.
CITY_CENTRES = {
    "Addis Ababa": (9.0300, 38.7400), "Bahir Dar": (11.5936, 37.3908), "Gondar": (12.6030, 37.4521),
    "Lalibela": (12.0317, 39.0476), "Hawassa": (7.0621, 38.4764), "Axum": (14.1211, 38.7233),
    "Arba Minch": (6.0333, 37.5500), "Dire Dawa": (9.6009, 41.8501), "Adama": (8.5400, 39.2700),
    "Mekelle": (13.4967, 39.4753),
}
COORDINATE_SPREAD = 0.022  # degrees
HOTEL_PHOTO_CAPTIONS = ["Front", "Room", "Restaurant"]
DEMO_DISPLAY_RATES = {"USD": Decimal("155.00"), "EUR": Decimal("170.00")}

PENDING_HOTELS = [
    ("Debre Damo Guest House", "Axum", 2), ("Semera Oasis Hotel", "Adama", 3),
    ("Tana Island Eco Lodge", "Bahir Dar", 3),
]

# (name, capacity, bed type, base price in ETB for a 3-star hotel)
ROOM_TYPE_TEMPLATES = [
    ("Standard Single", 1, "single", 1800), ("Standard Double", 2, "double", 2400),
    ("Twin Room", 2, "twin", 2600), ("Deluxe King", 2, "king", 3600),
    ("Family Suite", 4, "family", 5200), ("Executive Queen", 2, "queen", 4200),
]
STAR_FACTOR = {2: Decimal("0.7"), 3: Decimal("1.0"), 4: Decimal("1.6"), 5: Decimal("2.6")}

REVIEW_SNIPPETS = [
    (5, "Wonderful stay", "Friendly staff, spotless rooms and a real coffee ceremony every morning."),
    (4, "Great location", "Close to everything; breakfast could start earlier."),
    (3, "Good value", "Comfortable bed, but the Wi-Fi was slow in the evening."),
    (5, "Will come back", "The view and the food were excellent."),
    (4, "Pleasant", "Quiet room and helpful reception."),
]


def slugify(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def demo_coordinates(city: str, slug: str) -> tuple[Decimal, Decimal]:
    """A point near the centre of `city`, to six decimals (the columns' precision). Drawn from
    the hotel's own generator, so the rest of the demo data is what it was before coordinates."""
    rng = random.Random(f"coordinates:{slug}")
    latitude, longitude = CITY_CENTRES[city]
    return tuple(Decimal(str(round(value + rng.uniform(-COORDINATE_SPREAD, COORDINATE_SPREAD), 6)))
                 for value in (latitude, longitude))


def demo_property_type(name: str) -> str:
    """What its name says the hotel is: a lodge, a resort, a guest house (an inn too), or a hotel."""
    lowered = name.lower()
    for word, kind in (("lodge", "lodge"), ("resort", "resort"), ("guest house", "guest_house"),
                       ("inn", "guest_house")):
        if re.search(rf"\b{word}\b", lowered):
            return kind
    return "hotel"


def demo_photo(title: str, subtitle: str, *, caption: str, position: int = 0, variant: int = 0) -> HotelImage:
    """A generated placeholder stored through the media storage like an upload (and checked the
    same way), so its URL answers like any uploaded photo's."""
    return store_image(_prepared_photo(title, subtitle, variant), caption=caption, position=position)


@lru_cache(maxsize=512)
def _prepared_photo(title: str, subtitle: str, variant: int) -> PreparedImage:
    # Drawing and re-encoding the ~150 demo pictures takes seconds; the same arguments always
    # give the same renditions, so a process that seeds twice (the tests) does it once.
    return prepare_upload(placeholder_photo(title, subtitle, variant=variant))


# Festivals that fill a city's hotels, and how much a night costs then (x base price). Their dates
# come from the holiday calendar (app/services/booking/ethiopian_calendar.py) for this year and the next.
FESTIVAL_SEASONS = {
    "Gondar": {"timkat": Decimal("1.8"), "genna": Decimal("1.3")},
    "Lalibela": {"genna": Decimal("2.0"), "timkat": Decimal("1.6"), "fasika": Decimal("1.4")},
    "Addis Ababa": {"meskel": Decimal("1.3"), "enkutatash": Decimal("1.2")},
    "Axum": {"timkat": Decimal("1.5")},
    "Harar": {"eid_al_fitr": Decimal("1.3")},
}
LONG_STAY_NIGHTS, LONG_STAY_DISCOUNT = 7, Decimal("10")


def demo_rates(city: str, room_type: RoomType, today: date) -> list[RateRule]:
    """Festival seasons where they matter (FESTIVAL_SEASONS), and 10% off a week or more."""
    rules = [RateRule(kind=RateKind.LENGTH_OF_STAY, name="Week or longer",
                      min_nights=LONG_STAY_NIGHTS, discount_percent=LONG_STAY_DISCOUNT)]
    festivals = FESTIVAL_SEASONS.get(city, {})
    for season in holiday_seasons(today.year) + holiday_seasons(today.year + 1):
        factor = festivals.get(season.key)
        if factor is not None and season.end >= today:
            price = (room_type.price_per_night * factor).quantize(Decimal("1")) + Decimal("0.00")
            rules.append(RateRule(kind=RateKind.SEASON, name=season.name_en, start_date=season.start,
                                  end_date=season.end, price_per_night=price))
    return rules


def demo_plans(stars: int) -> list[RatePlan]:
    """The three rate plans most demo room types offer beside their standard price: breakfast
    included (flexible), non-refundable, and paid at the hotel."""
    breakfast = Decimal(200 + 50 * stars)
    return [
        RatePlan(name="Breakfast included", name_am="ቁርስን ጨምሮ", name_om="Ciree dabalatee",
                 name_ti="ቁርሲ ዘጠቓልል", price_rule=PriceRule.AMOUNT, price_value=breakfast,
                 cancellation=CancellationRule.FREE_UNTIL, free_cancellation_hours=48,
                 payment=PaymentTiming.PAY_NOW, meals=Meals.BREAKFAST,
                 child_price=(breakfast / 2).quantize(Decimal("0.01"))),
        RatePlan(name="Non-refundable", name_am="የማይመለስ", name_om="Kan hin deebi'amne",
                 name_ti="ዘይምለስ", price_rule=PriceRule.PERCENT, price_value=Decimal("-10"),
                 cancellation=CancellationRule.NON_REFUNDABLE, payment=PaymentTiming.PAY_NOW,
                 meals=Meals.NONE, child_price=Decimal("0.00")),
        RatePlan(name="Pay at the hotel", name_am="ሆቴል ላይ ይክፈሉ", name_om="Hoteela irratti kaffalaa",
                 name_ti="ኣብ ሆቴል ክፈሉ", price_rule=PriceRule.PERCENT, price_value=Decimal("0"),
                 cancellation=CancellationRule.FREE_UNTIL, free_cancellation_hours=24,
                 payment=PaymentTiming.PAY_AT_PROPERTY, meals=Meals.NONE,
                 child_price=Decimal("0.00")),
    ]


def seed_demo(progress=lambda iterable: iterable, rng: random.Random | None = None) -> dict:
    """Load the demo catalogue and accounts once; returns counts. Does nothing if hotels exist."""
    rng = rng or random.Random(2026)
    if db.session.scalar(db.select(Hotel.id).limit(1)) is not None:
        return {"skipped": True}

    amenities = {code: Amenity(code=code, name=AMENITIES[code].en) for code in DEMO_AMENITIES}
    db.session.add_all(amenities.values())

    entries = [(name, city, stars, area, HotelStatus.ACTIVE) for city, hotels in CITIES.items()
               for name, stars, area in hotels]
    entries += [(name, city, stars, "Main Road", HotelStatus.PENDING_VERIFICATION)
                for name, city, stars in PENDING_HOTELS]
    now = utcnow()
    hotels = []
    for index, (name, city, stars, area, status) in enumerate(progress(entries)):
        hotel = Hotel(
            name=name, slug=slugify(name), city=city, stars=stars, hotel_status=status,
            verified_at=now - timedelta(days=rng.randint(10, 400)) if status in HotelStatus.LIVE else None,
            address=f"{area}, {city}, Ethiopia",
            phone=f"+2511{rng.randint(10000000, 99999999)}",
            email=f"info@{slugify(name)}.et",
            description=(f"{name} is a {stars}-star hotel in {area}, {city}, with Ethiopian "
                         "hospitality, local cuisine and easy access to the city's sights."),
            check_in_time=time(14, 0), check_out_time=time(11 if stars < 5 else 12, 0),
            is_featured=index % 5 == 0 and status == HotelStatus.ACTIVE,
        )
        hotel.latitude, hotel.longitude = demo_coordinates(city, hotel.slug)
        hotel.amenities = [amenities[c] for c in rng.sample(sorted(DEMO_AMENITIES), k=4 + stars)]
        hotel.property_type = demo_property_type(name)
        hotel.pay_at_property_rooms_per_night = 3
        hotel.images = [demo_photo(name, f"{city} · {caption}", caption=caption, position=n, variant=n)
                        for n, caption in enumerate(HOTEL_PHOTO_CAPTIONS)]
        templates = rng.sample(ROOM_TYPE_TEMPLATES, k=rng.randint(2, 4))
        floor_counter = 1
        for tname, capacity, bed, base in sorted(templates, key=lambda t: t[3]):
            price = (Decimal(base) * STAR_FACTOR[stars]).quantize(Decimal("1")) + Decimal("0.00")
            room_type = RoomType(name=tname, capacity=capacity, bed_type=bed, price_per_night=price,
                                 description=f"{tname} with {bed.replace('_', ' ')} bed.",
                                 size_sqm=18 + capacity * 6)
            hotel.room_types.append(room_type)
            room_type.rate_rules = demo_rates(city, room_type, now.date())
            # Most room types (not every fourth) show three rate plans.
            if (index + floor_counter) % 4:
                room_type.rate_plans = demo_plans(stars)
            # One picture per kind of room, shared by every hotel: stored once (same bytes, same key).
            photo = demo_photo(tname, "Marefiya demo room", caption=tname)
            photo.hotel = hotel
            room_type.images.append(photo)
            for n in range(1, rng.randint(4, 10) + 1):
                hotel.rooms.append(Room(room_type=room_type, room_number=f"{floor_counter}{n:02d}",
                                        floor=floor_counter))
            floor_counter += 1
        hotels.append(hotel)
        db.session.add(hotel)
    db.session.flush()

    guest = Guest(first_name="Abebe", last_name="Kebede", email=DEMO_GUEST[0], phone="+251911234567",
                  password_hash=hash_password(DEMO_GUEST[1]), email_verified=True, email_verified_at=now)
    reviewers = [guest] + [
        Guest(first_name=first, last_name=last, email=f"{first.lower()}.{last.lower()}@example.et",
              phone=f"+2519{rng.randint(10000000, 99999999)}", password_hash=guest.password_hash,
              email_verified=True, email_verified_at=now)
        for first, last in [("Tigist", "Haile"), ("Dawit", "Mengistu"), ("Selam", "Tesfaye"),
                            ("Yonas", "Alemu")]
    ]
    db.session.add_all(reviewers)
    db.session.flush()
    live = [h for h in hotels if h.is_live]
    for hotel in live:
        for reviewer in rng.sample(reviewers, k=rng.randint(1, 4)):
            rating, title, comment = rng.choice(REVIEW_SNIPPETS)
            db.session.add(Review(hotel_id=hotel.id, guest_id=reviewer.id, rating=rating, title=title,
                                  comment=comment, status=ReviewStatus.APPROVED, moderated_at=now))

    db.session.add(StaffUser(hotel_id=live[0].id, name="Hirut Bekele", email=DEMO_HOTEL_ADMIN[0],
                             password_hash=hash_password(DEMO_HOTEL_ADMIN[1]),
                             role_slug=StaffRole.HOTEL_ADMIN))
    db.session.add(SuperAdmin(email=DEMO_SUPER_ADMIN[0], name="Marefiya Admin",
                              password_hash=hash_password(DEMO_SUPER_ADMIN[1])))
    # Display currencies at illustrative rates (the super admin sets real ones in the panel).
    db.session.add_all([DisplayRate(currency=code, etb_per_unit=rate, rate_date=now.date())
                        for code, rate in DEMO_DISPLAY_RATES.items()])
    db.session.commit()
    return {"hotels": len(hotels), "live": len(live), "guests": len(reviewers)}
