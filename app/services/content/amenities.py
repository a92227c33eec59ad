"""The fixed vocabularies a hotel is described with: its amenities and its property type, each
term with a stable code (what the API, filters and the database carry) and its name in the four
languages of the app (en, am, om, ti).

Staff choose from these lists (the staff API refuses any other code) and guests filter on them
(`GET /hotels?amenities=pool,wifi&property_type=lodge`), so a filter never misses a hotel for a
spelling. To offer a new amenity or type, add a line here: nothing else changes (amenity rows
are made on first use, `amenity_rows`).

The Amharic, Afaan Oromo and Tigrinya names were written for this list and want a native
speaker's review before they are shown widely.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import select

from app.errors import ValidationFailed
from app.extensions import db
from app.i18n import _
from app.models import Amenity

LANGUAGES = ("en", "am", "om", "ti")
DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True)
class Term:
    code: str
    en: str
    am: str
    om: str
    ti: str

    def name(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return getattr(self, lang if lang in LANGUAGES else DEFAULT_LANGUAGE)

    @property
    def names(self) -> dict[str, str]:
        return {lang: getattr(self, lang) for lang in LANGUAGES}


def _vocabulary(*terms: Term) -> dict[str, Term]:
    return {term.code: term for term in terms}


AMENITIES = _vocabulary(
    Term("wifi", "Free Wi-Fi", "ነፃ ዋይፋይ", "Wi-Fi bilisaa", "ነጻ ዋይፋይ"),
    Term("parking", "Parking", "የመኪና ማቆሚያ", "Iddoo konkolaataa dhaabuu", "መዕረፊ መኪና"),
    Term("restaurant", "Restaurant", "ምግብ ቤት", "Mana nyaataa", "ቤት መግቢ"),
    Term("bar", "Bar", "መጠጥ ቤት", "Baarii", "ባር"),
    Term("pool", "Swimming pool", "መዋኛ ገንዳ", "Iddoo daakaa", "መሐንበሲ"),
    Term("spa", "Spa", "ስፓ", "Spaa", "ስፓ"),
    Term("gym", "Fitness centre", "የአካል ብቃት ማዕከል", "Giddugala qaama jabeessuu", "ማእከል ስፖርት"),
    Term("breakfast", "Breakfast included", "ቁርስ ይጨምራል", "Ciree ni dabalata", "ቁርሲ ይሓቁፍ"),
    Term("airport_shuttle", "Airport shuttle", "የአውሮፕላን ማረፊያ ትራንስፖርት",
         "Geejjiba buufata xayyaaraa", "መጓዓዝያ ናብ መዕርፎ ነፈርቲ"),
    Term("laundry", "Laundry", "የልብስ እጥበት", "Miicuu uffataa", "ሕጽቦ ክዳውንቲ"),
    Term("conference", "Conference hall", "የስብሰባ አዳራሽ", "Galma walgahii", "ኣዳራሽ ኣኼባ"),
    Term("lake_view", "Lake view", "የሐይቅ እይታ", "Mul'ata haroo", "ትርኢት ቀላይ"),
    Term("garden", "Garden", "የአትክልት ስፍራ", "Iddoo biqiltuu", "ጀርዲን"),
    Term("coffee_ceremony", "Coffee ceremony", "የቡና ሥነ ሥርዓት", "Sirna buna", "ስርዓት ቡን"),
    Term("air_conditioning", "Air conditioning", "አየር ማቀዝቀዣ", "Qabbaneessaa qilleensaa",
         "መዝሓሊ ኣየር"),
    Term("room_service", "Room service", "የክፍል አገልግሎት", "Tajaajila kutaa", "ኣገልግሎት ክፍሊ"),
    Term("front_desk_24h", "24-hour front desk", "የ24 ሰዓት እንግዳ መቀበያ",
         "Simannaa sa'aatii 24", "ናይ 24 ሰዓት መቐበሊ ኣጋይሽ"),
    Term("accessible", "Wheelchair accessible", "ለዊልቼር ተደራሽ", "Gaarii teessoo dhaabbataaf mijataa",
         "ንዊልቸር ምቹእ"),
)

PROPERTY_TYPES = _vocabulary(
    Term("hotel", "Hotel", "ሆቴል", "Hoteela", "ሆቴል"),
    Term("resort", "Resort", "ሪዞርት", "Riizoortii", "ሪዞርት"),
    Term("lodge", "Lodge", "ሎጅ", "Loojii", "ሎጅ"),
    Term("guest_house", "Guest house", "የእንግዳ ማረፊያ ቤት", "Mana keessummaa", "ገዛ ጋሻ"),
    Term("apartment", "Apartment", "አፓርትመንት", "Apaartamaa", "ኣፓርትመንት"),
    Term("hostel", "Hostel", "ሆስቴል", "Hoosteela", "ሆስቴል"),
)
DEFAULT_PROPERTY_TYPE = "hotel"


def check_amenity_codes(codes: Iterable[str], field: str = "hotel_amenities") -> list[str]:
    """The codes, each once, in the vocabulary's order. Raises ValidationFailed naming `field`
    for a code that is not in AMENITIES."""
    chosen = set(codes)
    unknown = sorted(chosen - AMENITIES.keys())
    if unknown:
        raise ValidationFailed(_("not an amenity: %(unknown)s (choose from %(choices)s)",
                                 unknown=", ".join(unknown), choices=", ".join(AMENITIES)), field=field)
    return [code for code in AMENITIES if code in chosen]


def amenity_rows(codes: Iterable[str]) -> list[Amenity]:
    """The amenity rows of these codes (checked: `check_amenity_codes`), made for the codes that
    have none yet, named in English."""
    codes = check_amenity_codes(codes)
    rows = {row.code: row for row in db.session.scalars(
        select(Amenity).where(Amenity.code.in_(codes)))} if codes else {}
    for code in codes:
        if code not in rows:
            rows[code] = Amenity(code=code, name=AMENITIES[code].en)
            db.session.add(rows[code])
    return [rows[code] for code in codes]

# Meal plans a rate plan includes (app/models/rate_plans.py's Meals but `none`): the search's
# `meal_plan` filter and its counts.
MEAL_PLANS = _vocabulary(
    Term("breakfast", "Breakfast included", "ቁርስን ያካትታል", "Ciree dabalatee", "ቁርሲ ዘጠቓልል"),
    Term("half_board", "Half board", "ቁርስና እራት", "Ciree fi irbaata", "ቁርስን ድራርን"),
    Term("full_board", "Full board", "ሙሉ ምግብ", "Nyaata guutuu", "ምሉእ መግቢ"),
)
