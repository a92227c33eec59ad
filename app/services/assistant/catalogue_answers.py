"""Answers about hotels, cities, prices and availability from the LIVE catalogue.

"hotels in Bahir Dar under 3000 birr" -> live hotels of that city whose cheapest active room
type costs at most 3000 ETB a night, cheapest first (app.services.booking.catalogue.search_hotels is the
one place for that rule). A question that names live hotels (entities.find_mentions: in Latin or
Ethiopic script) is about those hotels only: their profile, or, when it asks about a stay (dates,
nights, rooms, a kind of room, a price or free rooms), the stay priced by the booking quote
(stay_questions.answer_stay). A city alone ("Is there a casino in Mekelle?") is not a catalogue question.

The catalogue also says what it does not have:
- a town with no live hotel ("Do you have hotels in Harar?", destinations.town_named_as_place)
  gets "no hotels there yet" and the nearest cities that have hotels (destinations.nearest_cities:
  a city is placed by its hotels' coordinates, a town by the table's);
- a question about an amenity (AMENITY_WORDS: "Which hotels in Hawassa have a pool?", "Is
  breakfast included at X?") is answered from the hotels' amenities (the vocabulary of
  app/services/content/amenities.py): the hotels that list it, or that none lists it and the
  information is missing (CatalogueAnswer.missing), never a plain list of the city's hotels,
  which would seem to say they all have it. Only a question that does not ask a price or a time
  (analysis.asked_type: yes/no, a count, a place or none): "how much is the airport shuttle to my hotel
  in Addis?" asks a price, which a learned passage answers.
Nothing here is invented: every figure comes from the database at the time of the question, and
city names are written in the reply's language (entities.city_label).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from app.errors import ValidationFailed
from app.extensions import db
from app.models import Hotel
from app.services.assistant import analysis, entities, languages, stay_questions
from app.services.assistant.entities import city_label, find_mentions
from app.services.assistant.phrases import phrase
from app.services.assistant.text import geez_to_arabic, tokens, words
from app.services.booking import catalogue, catalogue_snapshot, destinations
from app.services.content.amenities import AMENITIES
from app.services.content.ratings import summary_of_hotel

MAX_HOTELS = 8
MAX_STAY_HOTELS = 3

# Words for places to stay: a question using them asks about hotels afresh (not a follow-up).
LODGING_TERMS = frozenset(
    tokens("hotel hotels lodge lodges resort resorts accommodation ሆቴል ሆቴሎች ማረፊያ hoteela hoteelota hoteelli "
           "ሆቴላት")
)
# Words that make a question about the catalogue (compared after normalisation, see text.tokens).
HOTEL_TERMS = LODGING_TERMS | frozenset(
    tokens(
        "room rooms stay cheap cheapest price prices birr etb night nights available availability "
        "ክፍል ክፍሎች ዋጋ ብር አዳር ርካሽ kutaa gatii qarshii ክፍሊ ዋጋታት"
    )
)
_NUMBER = r"(\d[\d,]*(?:\.\d+)?)(?!\d|[.,-]\d)"
_MAX_PATTERNS = [
    re.compile(
        r"\b(?:under|below|less than|cheaper than|up to|at most|max(?:imum)?|within|no more than)"
        rf"\s*(?:etb|birr)?\s*{_NUMBER}",
        re.I,
    ),
    re.compile(rf"ከ\s*{_NUMBER}\s*(?:ብር)?\s*(?:በታች|ያነሰ|የማይበልጥ)"),
    re.compile(rf"{_NUMBER}\s*(?:ብር)?\s*(?:በታች|ድረስ)"),
    re.compile(rf"{_NUMBER}\s*(?:qarshii|birr)?\s*(?:gadi)", re.I),
]
_MIN_PATTERNS = [
    re.compile(rf"\b(?:over|above|more than|at least|from)\s*(?:etb|birr)?\s*{_NUMBER}", re.I),
    re.compile(rf"ከ\s*{_NUMBER}\s*(?:ብር)?\s*(?:በላይ)"),
    re.compile(rf"{_NUMBER}\s*(?:qarshii|birr)?\s*(?:ol)\b", re.I),
]
# Words that ask what a stay costs or whether rooms are free (with a named hotel: a priced stay).
_STAY_QUESTION = re.compile(
    r"\b(?:how much|price|prices|cost|costs|rate|rates|total|free|available|availability|vacanc\w*|"
    r"book|gatii\w*|duwwaa|argama)\b|ዋጋ|ያስከፍላል|ክፍት|ባዶ",
    re.I,
)
_STARS = re.compile(r"\b([1-5])\s*-?\s*stars?\b|([1-5])\s*ኮከብ", re.I)
_GREETING = re.compile(
    r"^\s*(hi|hello|hey|good (morning|afternoon|evening)|selam|salam|ሰላም|ጤና ይስጥልኝ|akkam|nagaa)\b[\s!.,።]*$",
    re.I,
)


@dataclass
class CatalogueQuery:
    city: str | None = None
    max_price: Decimal | None = None
    min_price: Decimal | None = None
    stars: list[int] = field(default_factory=list)
    check_in: date | None = None
    check_out: date | None = None
    hotel_ids: list[int] = field(default_factory=list)  # live hotels named in the question
    stay: stay_questions.Stay = field(default_factory=stay_questions.Stay)
    asks_stay: bool = False  # asks a price or free rooms (of a named hotel: a priced stay)
    amenities: list[str] = field(default_factory=list)  # amenity codes asked about (AMENITY_WORDS)
    # Asks what a named hotel offers, no amenity named ("what facilities does X have?")
    asks_amenity_list: bool = False
    hotel_words: tuple[str, ...] = ()  # the question's words naming `hotel_ids` (entities.Mentions)
    # Asks how to reach a named hotel: its phone, email or address (analysis: a contact question).
    asks_contact: bool = False

    @property
    def has_filters(self) -> bool:
        # (Not the amenities: "Does the hotel have a pool?" names no hotel nor city to look in.)
        return bool(self.city or self.max_price or self.min_price or self.stars or self.check_in)


@dataclass
class CatalogueAnswer:
    text: str
    sources: list[dict]
    # The catalogue lacks what was asked (an amenity no hotel lists): a "don't know" to record.
    missing: bool = False


def is_greeting(message: str) -> bool:
    return bool(_GREETING.match(message))


def _amount(raw: str) -> Decimal:
    return Decimal(raw.replace(",", ""))


@dataclass
class LiveHotels:
    """The live hotels, from the worker's catalogue copy (app/services/booking/catalogue_snapshot.py):
    taken once per chat turn, however many times the turn parses a question."""

    rows: list[tuple[int, str, str]]  # (id, name, city)
    cities: tuple[str, ...]  # their stored cities, each once, sorted


def live_hotels() -> LiveHotels:
    snapshot = catalogue_snapshot.current()
    return LiveHotels([(hotel.id, hotel.name, hotel.city) for hotel in snapshot.hotels.values()],
                      snapshot.cities)


# "ማረፊያ" is a place to stay, but "አውሮፕላን ማረፊያ" is an airport.
_AIRPORT = re.compile(r"(?:የ|ከ|ወደ|በ|ለ)?አውሮፕላን\s+ማረፊያ\S*")


def mentions_hotels(message: str, terms: frozenset[str] = HOTEL_TERMS) -> bool:
    """Whether `message` uses any of `terms` (default: any hotel, room, price or stay word)."""
    message = _AIRPORT.sub(" ", message)
    return bool(terms & set(tokens(message))) or bool({"hotel", "hotels"} & set(words(message)))


def parse_query(message: str, live: LiveHotels | None = None) -> CatalogueQuery | None:
    """The catalogue question in `message`, or None when it is not about the catalogue
    (`live`: the live hotels, when the caller already has them)."""
    query = read_query(message, live or live_hotels())
    return query if is_catalogue_question(query) else None


def read_query(message: str, live: LiveHotels) -> CatalogueQuery:
    """Everything in `message` the catalogue could answer (hotels, city, prices, stars, the
    stay), whether or not it is a catalogue question (is_catalogue_question decides)."""
    message = geez_to_arabic(message)
    mentions = find_mentions(message, live.rows)
    query = CatalogueQuery(city=mentions.city, hotel_ids=mentions.hotel_ids, hotel_words=mentions.hotel_words)
    query.stay = stay_questions.parse_stay(mentions.unnamed)
    text = query.stay.rest  # without its dates: "from 13 Dec" is not a price
    query.asks_stay = query.stay.given or bool(_STAY_QUESTION.search(text))
    query.stars = sorted({int(a or b) for a, b in _STARS.findall(text)})
    # Nor are "for 3 nights", "2 rooms" or "more than 3 stars".
    price_text = _STARS.sub(" ", query.stay.price_rest)
    for pattern in _MAX_PATTERNS:
        if match := pattern.search(price_text):
            query.max_price = _amount(match.group(1))
            break
    for pattern in _MIN_PATTERNS:
        if match := pattern.search(price_text):
            query.min_price = _amount(match.group(1))
            break
    query.check_in, query.check_out = query.stay.check_in, query.stay.check_out
    if query.city is None and not query.hotel_ids:
        town = destinations.town_named_as_place(message)
        if town is None and LODGING_TERMS & set(tokens(message)):
            # A town in an Oromo spelling the table does not write, for hotels there only: the
            # city also filters the passages, which name it in the table's spellings, so "baaburri
            # gara dirree dawaa guyyoota kam ka'a" (the train's days) lost its passage (set 18 q133).
            town = destinations.town_named_the_oromo_way(message)
        query.city = town.name if town is not None else None
    asked_type = analysis.asked_type(message)
    # (A phone number asked of a named hotel is the hotel's own, which the catalogue holds: a
    # learned passage's number is its transfer desk's or spa's, `routing.route` weighs those.)
    query.asks_contact = bool(query.hotel_ids) and asked_type == "contact"
    if asked_type in AMENITY_QUESTION_TYPES:
        # Without the named hotels' words: "Sidama Garden Lodge" does not ask about a garden.
        names = (entities.named_hotel_terms(query.hotel_ids, live.rows)
                 | set(tokens(" ".join(query.hotel_words))))
        query.amenities = amenities_named(text, ignore=names)
        query.asks_amenity_list = bool(query.hotel_ids and not query.amenities
                                       and _AMENITY_LIST.search(text))
    return query


# The amenities' words in en, am, om and ti (each a phrase whose every term the question must
# hold): the vocabulary's own names, and the words guests use for them.
AMENITY_WORDS: dict[str, tuple[str, ...]] = {
    "wifi": ("wifi", "wi-fi", "internet", "ዋይፋይ", "ዋይ ፋይ", "ኢንተርኔት", "interneetii"),
    "parking": ("parking", "car park", "የመኪና ማቆሚያ", "ማቆሚያ", "ፓርኪንግ", "konkolaataa dhaabuu", "paarkii",
                "መዕረፊ መኪና"),
    "restaurant": ("restaurant", "ምግብ ቤት", "ሬስቶራንት", "mana nyaataa", "ቤት መግቢ"),
    "bar": ("bar", "መጠጥ ቤት", "baarii", "ባር"),
    "pool": ("pool", "swimming", "መዋኛ", "ዋና ገንዳ", "iddoo daakaa", "bishaan daakaa", "daakaa", "pisiinii",
             "መሐንበሲ"),
    "spa": ("spa", "ስፓ", "spaa"),
    "gym": ("gym", "fitness", "ጂም", "የአካል ብቃት", "jimii", "giddugala qaama jabeessuu", "qaama jabeessuu",
            "ማእከል ስፖርት"),
    "breakfast": ("breakfast", "ቁርስ", "ciree", "ቁርሲ"),
    "airport_shuttle": ("airport shuttle", "airport pickup", "airport pick-up", "የአውሮፕላን ማረፊያ ትራንስፖርት",
                        "geejjiba buufata xayyaaraa"),
    "laundry": ("laundry", "የልብስ እጥበት", "miicuu uffataa", "ሕጽቦ ክዳውንቲ"),
    "conference": ("conference", "meeting room", "የስብሰባ አዳራሽ", "የስብሰባ ክፍል", "galma walgahii",
                   "kutaa walgahii", "ኣዳራሽ ኣኼባ", "ክፍሊ ኣኼባ"),
    "lake_view": ("lake view", "የሐይቅ እይታ", "mul'ata haroo", "ትርኢት ቀላይ"),
    "garden": ("garden", "የአትክልት ስፍራ", "iddoo biqiltuu", "ጀርዲን"),
    "coffee_ceremony": ("coffee ceremony", "የቡና ሥነ ሥርዓት", "sirna buna", "ስርዓት ቡን"),
    "air_conditioning": ("air conditioning", "air conditioner", "air-conditioned", "aircon",
                         "አየር ማቀዝቀዣ", "qabbaneessaa qilleensaa", "መዝሓሊ ኣየር"),
    "room_service": ("room service", "የክፍል አገልግሎት", "tajaajila kutaa", "ኣገልግሎት ክፍሊ"),
    "front_desk_24h": ("24-hour front desk", "24 hour reception", "24-hour reception"),
    "accessible": ("wheelchair", "ዊልቼር", "ዊልቸር", "teessoo dhaabbataa"),
}
_AMENITY_TERMS = {code: [frozenset(tokens(words)) for words in phrases]
                  for code, phrases in AMENITY_WORDS.items()}
AMENITY_TERMS = frozenset(t for forms in _AMENITY_TERMS.values() for form in forms for t in form)
# Each amenity name's terms, of every amenity.
AMENITY_FORMS = tuple(form for forms in _AMENITY_TERMS.values() for form in forms if form)
# Words asking what a hotel offers as a whole: its facilities, amenities or services (en, am,
# om, ti, with their plural and case forms).
_AMENITY_LIST = re.compile(r"\b(?:facilit\w*|amenit\w*|services|features|tajaajil\w*)\b|አገልግሎቶች|"
                           r"አገልግሎቶቹ|መገልገያ\w*|ኣገልግሎታት|"
                           # "what and what service": Amharic and Tigrinya ask for a list by saying
                           # the question word twice ("ምን ምን አገልግሎት አለው", "እንታይ እንታይ ኣገልግሎት").
                           r"ምን\s*ምን\s*(?:አገልግሎት|ኣገልግሎት)|እንታይ\s*እንታይ\s*(?:ኣገልግሎት|አገልግሎት)", re.I)
# The asked types of a question about what hotels have (analysis.py): not a price or a time
# ("which hotels in Hawassa have a pool?" asks a place: the hotels).
AMENITY_QUESTION_TYPES = frozenset({None, "yes_no", "count", "place"})


def amenities_named(text: str, ignore: set[str] = frozenset()) -> list[str]:
    """The amenity codes `text` asks about, in the vocabulary's order (`ignore`: terms that
    say something else, such as a named hotel's words)."""
    terms = set(tokens(text)) - ignore
    return [code for code, forms in _AMENITY_TERMS.items() if any(form and form <= terms for form in forms)]


def is_catalogue_question(query: CatalogueQuery) -> bool:
    """A named hotel, or hotel words with a city, price, stars or dates ("Is there a casino in
    Mekelle?": a city alone is not about hotels)."""
    if query.hotel_ids:
        return True
    return mentions_hotels(query.stay.rest) and query.has_filters


# Words for many hotels or rooms: "hotels in Gondar tomorrow" asks for a list, "my room
# tomorrow" does not.
_MANY_LODGINGS = re.compile(r"\b(?:hotels|lodges|resorts|rooms|hoteelota|kutaalee)\b|ሆቴሎች|ክፍሎች|ሆቴላት", re.I)


def asks_in_words(query: CatalogueQuery) -> bool:
    """Whether the question asks the catalogue in so many words, not only by a date, a city or a
    word for one room or hotel: a named hotel, a price or stars filter, words asking a price or
    for free rooms, or words for many hotels or rooms. "Can someone phone my room at 5 tomorrow?"
    and "Can the hotel find us a babysitter tomorrow?" name a room or hotel and a date, yet ask
    for a service, not a list of hotels free tomorrow."""
    text = query.stay.rest
    return bool(query.hotel_ids or query.max_price or query.min_price or query.stars
                or _STAY_QUESTION.search(text) or _MANY_LODGINGS.search(text))


def asks_stay_in_words(query: CatalogueQuery) -> bool:
    """Whether the question asks in words what a stay costs or whether rooms are free (not only
    by its dates or a room count)."""
    return bool(_STAY_QUESTION.search(query.stay.rest))


def _money(value: Decimal) -> str:
    return f"{value:,.0f}" if value == value.to_integral() else f"{value:,.2f}"


def _filters_text(query: CatalogueQuery, lang: str) -> str:
    parts = []
    if query.city:
        parts.append(phrase("in_city", lang, city=city_label(query.city, lang)))
    if query.max_price is not None:
        parts.append(phrase("under_price", lang, price=_money(query.max_price)))
    if query.min_price is not None:
        parts.append(phrase("over_price", lang, price=_money(query.min_price)))
    if query.stars:
        parts.append(phrase("stars", lang, stars="/".join(map(str, query.stars))))
    if query.check_in:
        parts.append(
            phrase("dates", lang, check_in=query.check_in.isoformat(), check_out=query.check_out.isoformat())
        )
    return "".join(parts)


def _hotel_source(hotel: Hotel) -> dict:
    return {
        "type": "hotel",
        "id": hotel.id,
        "title": hotel.name,
        "url": f"/api/v1/mobile/hotels/{hotel.id}",
        "snippet": f"{hotel.city}, {hotel.stars}-star",
    }


def _hotel_profiles(hotel_ids: list[int], lang: str) -> CatalogueAnswer:
    hotels = list(
        db.session.scalars(
            select(Hotel)
            .where(Hotel.id.in_(hotel_ids))
            .options(selectinload(Hotel.room_types))
            .order_by(Hotel.name)
        )
    )
    lines = []
    for hotel in hotels:
        on_sale = [rt for rt in hotel.room_types if rt.is_on_sale]
        prices = [rt.price_per_night for rt in on_sale]
        # The room type the lowest price is for: "the cheapest room at Goha Hill Hotel?" asks
        # which one, not only its price.
        cheapest = min(on_sale, key=lambda rt: (rt.price_per_night, rt.name)) if on_sale else None
        rating = summary_of_hotel(hotel)
        lines.append(
            phrase(
                "hotel_detail",
                lang,
                name=hotel.name,
                stars=hotel.stars,
                city=city_label(hotel.city, lang),
                price=_money(min(prices)) if prices else phrase("no_price", lang),
                room=f" ({cheapest.name})" if cheapest is not None else "",
                check_in=hotel.check_in_time.strftime("%H:%M"),
                check_out=hotel.check_out_time.strftime("%H:%M"),
                rating=phrase("detail_rating", lang, average=rating.average, count=rating.count)
                if rating.count
                else "",
            )
        )
    return CatalogueAnswer("\n".join(lines), [_hotel_source(h) for h in hotels])


def _stay_answers(query: CatalogueQuery, lang: str) -> CatalogueAnswer:
    """The stay priced at each named hotel (stay_questions.answer_stay)."""
    hotels = [db.session.get(Hotel, hotel_id) for hotel_id in query.hotel_ids[:MAX_STAY_HOTELS]]
    try:
        text = "\n\n".join(stay_questions.answer_stay(hotel, query.stay, lang) for hotel in hotels)
    except ValidationFailed as exc:
        return CatalogueAnswer(phrase("bad_dates", lang, reason=exc.message), [])
    return CatalogueAnswer(text, [_hotel_source(hotel) for hotel in hotels])


def _amenity_names(codes: list[str], lang: str) -> str:
    return languages.get(lang).list_separator.join(AMENITIES[code].name(lang) for code in codes)


def _hotels_amenities(query: CatalogueQuery, lang: str) -> CatalogueAnswer:
    """Whether each named hotel lists the asked amenities ("Is breakfast included at X?")."""

    def lines(hotel) -> list[tuple[str, bool]]:
        has = [code for code in query.amenities if code in hotel.amenities]
        lacks = [code for code in query.amenities if code not in hotel.amenities]
        written = []
        if has:
            written.append((phrase("hotel_lists_amenity", lang, hotel=hotel.name,
                                   amenity=_amenity_names(has, lang)), False))
        if lacks:
            written.append((phrase("hotel_lacks_amenity", lang, hotel=hotel.name,
                                   amenity=_amenity_names(lacks, lang)), True))
        return written

    return _each_named_hotel(query, lines)


def _hotels_amenity_lists(query: CatalogueQuery, lang: str) -> CatalogueAnswer:
    """What each named hotel lists among its amenities ("what facilities does X have?"), or that
    it lists none: never its card, whose prices and times answer another question."""

    def lines(hotel) -> list[tuple[str, bool]]:
        codes = [code for code in AMENITIES if code in hotel.amenities]
        if not codes:
            return [(phrase("hotel_no_amenities", lang, hotel=hotel.name), True)]
        return [(phrase("hotel_amenity_list", lang, hotel=hotel.name, amenities=_amenity_names(codes, lang)),
                 False)]

    return _each_named_hotel(query, lines)


def _each_named_hotel(query: CatalogueQuery, lines_of) -> CatalogueAnswer:
    """The lines `lines_of(hotel)` writes for each named hotel of the catalogue copy (each with
    whether it says the catalogue lacks what was asked: a "don't know" to record), the hotels as
    the sources."""
    snapshot = catalogue_snapshot.current()
    lines, missing, sources = [], False, []
    for hotel_id in query.hotel_ids[:MAX_STAY_HOTELS]:
        hotel = snapshot.hotels.get(hotel_id)
        if hotel is None:
            continue
        for line, lacking in lines_of(hotel):
            lines.append(line)
            missing = missing or lacking
        sources.append({"type": "hotel", "id": hotel.id, "title": hotel.name,
                        "url": f"/api/v1/mobile/hotels/{hotel.id}",
                        "snippet": f"{hotel.city}, {hotel.stars}-star"})
    return CatalogueAnswer("\n".join(lines), sources, missing=missing)


# The words a question asks a hotel's contact by, in en, am, om and ti: with them and the hotel's
# name alone, the catalogue answers (routing.residual_terms).
CONTACT_TERMS = frozenset(tokens(
    "phone number numbers contact call email e-mail mail whatsapp telephone tel address reach "
    "ስልክ ስልኩ ቁጥር ቁጥሩ ቁጥራቸው ኢሜይል አድራሻ ቴሌፎን bilbila bilbilaa lakkoofsa lakkoofsi imeelii teessoo "
    "quunnamtii ቁጽሪ ተሌፎን ኢመይል ኣድራሻ"))


def _hotels_contacts(query: CatalogueQuery, lang: str) -> CatalogueAnswer:
    """Each named hotel's phone, email and address as the hotel keeps them on Marefiya, or that it
    has given none (a "don't know" to record)."""
    hotels = list(db.session.scalars(select(Hotel).where(Hotel.id.in_(query.hotel_ids[:MAX_STAY_HOTELS]))
                                     .order_by(Hotel.name)))
    lines, missing = [], False
    for hotel in hotels:
        if not hotel.phone and not hotel.email:
            lines.append(phrase("hotel_no_contact", lang, name=hotel.name))
            missing = True
            continue
        email = phrase("hotel_contact_email", lang, email=hotel.email) if hotel.email else ""
        address = phrase("hotel_contact_address", lang, address=hotel.address) if hotel.address else ""
        lines.append(phrase("hotel_contact", lang, name=hotel.name, city=city_label(hotel.city, lang),
                            phone=hotel.phone or "-", email=email, address=address))
    return CatalogueAnswer("\n".join(lines), [_hotel_source(h) for h in hotels], missing=missing)


def _no_hotels_in_town(city: str, lang: str, live: LiveHotels) -> CatalogueAnswer:
    """"No hotels in Harar yet; the nearest cities with hotels: Dire Dawa (about 44 km), ..." """
    text = phrase("no_hotels_in_city", lang, city=city_label(city, lang))
    nearest = destinations.nearest_cities(city, live.cities, catalogue_snapshot.current())
    if nearest:
        names = [phrase("city_distance", lang, city=city_label(other, lang), km=f"{round(km, -1):,.0f}")
                 for other, km in nearest]
        text += " " + phrase("nearest_cities", lang, cities=languages.get(lang).list_separator.join(names))
    elif live.cities:
        text += " " + phrase("cities_with_hotels", lang,
                             cities=", ".join(city_label(other, lang) for other in live.cities))
    return CatalogueAnswer(text, [])


def answer(query: CatalogueQuery, lang: str, live: LiveHotels) -> CatalogueAnswer:
    """The catalogue's answer to `query`, in `lang` (English phrases where `lang` has none);
    `live`: the turn's live hotels (their cities are offered when nothing matches)."""
    if query.asks_contact:
        return _hotels_contacts(query, lang)
    if query.hotel_ids and query.amenities and not query.stay.given:
        return _hotels_amenities(query, lang)
    if query.asks_amenity_list and not query.stay.given:
        return _hotels_amenity_lists(query, lang)
    if query.hotel_ids and query.asks_stay:
        return _stay_answers(query, lang)
    if query.hotel_ids:
        return _hotel_profiles(query.hotel_ids, lang)
    if query.city and query.city not in live.cities:
        return _no_hotels_in_town(query.city, lang, live)
    filters = _filters_text(query, lang)
    try:
        result = catalogue.search_hotels(
            city=query.city,
            min_price=query.min_price,
            max_price=query.max_price,
            stars=query.stars or None,
            check_in=query.check_in,
            check_out=query.check_out,
            amenities=query.amenities or None,
            sort="price_asc",
            limit=MAX_HOTELS,
        )
    except ValidationFailed as exc:
        return CatalogueAnswer(phrase("bad_dates", lang, reason=exc.message), [])
    if not result.hotels and query.amenities:
        # None lists it: say so, and how many hotels were looked at (never a list that would
        # seem to say they have it).
        without = catalogue.search_hotels(city=query.city, stars=query.stars or None, limit=1)
        return CatalogueAnswer(phrase("amenity_none", lang, count=without.total, filters=filters,
                                      amenity=_amenity_names(query.amenities, lang)), [], missing=True)
    if not result.hotels:
        text = phrase("no_hotels", lang, filters=filters)
        if live.cities:
            names = ", ".join(city_label(city, lang) for city in live.cities)
            text += " " + phrase("cities_with_hotels", lang, cities=names)
        return CatalogueAnswer(text, [])
    header = (phrase("amenity_hotels", lang, filters=filters, amenity=_amenity_names(query.amenities, lang))
              if query.amenities else phrase("hotels_found", lang, filters=filters))
    lines = [header]
    for card in result.hotels:
        rating = card.rating
        lines.append(
            "- "
            + phrase(
                "hotel_line",
                lang,
                name=card.hotel.name,
                city=city_label(card.hotel.city, lang),
                stars=card.hotel.stars,
                price=_money(card.lowest_price),
                rating=phrase("rating", lang, average=rating.average, count=rating.count)
                if rating.count
                else "",
            )
        )
    return CatalogueAnswer("\n".join(lines), [_hotel_source(card.hotel) for card in result.hotels])
