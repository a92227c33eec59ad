"""Which source answers a question: the live catalogue, learned passages, or both.

A catalogue answer is chosen only for a question about hotels, prices or free rooms (the
catalogue parser decides that: a named hotel, or hotel words with a city, price, stars or
dates). A learned passage is then weighed on what the question asks BEYOND the catalogue: its
residual terms, i.e. the question's terms without hotel and room words, price and date words,
the city and the named hotels ("How much is the airport transfer to my hotel in Addis Ababa?"
-> airport, transfer). Its strength is the share of the residual terms' IDF weight it covers
(retrieval.term_weights; a term by any of its glossary words, as in retrieval: "pick me up" is
covered by a passage about the airport transfer), or, for a passage sharing no word with the
question (found by meaning, not words), the score retrieval gave it; a passage at STRONG_PASSAGE
or more answers.

- A catalogue question with no residual terms: the catalogue answers.
- No strong passage: the catalogue answers when the question asks it in so many words
  (catalogue_answers.asks_in_words: a price, free rooms, many hotels, a named hotel); a question
  that is a catalogue question only by a date or city beside a word for the room or the hotel
  ("Could the desk phone my room at 5 tomorrow?") asks about something else: the passages
  retrieval accepted answer it, or "don't know" (a list of hotels free tomorrow would not).
- A strong passage and a catalogue question: the passage answers first; the catalogue part
  follows only when the question also asks for it precisely (a named hotel, a price, stars
  or dates filter, or "cheap", "which", ...), since "Do hotels in Gondar ask for prepayment at
  Timkat?" wants the rule, not a list of hotels.
- Not a catalogue question: the passages retrieval found (or "don't know"); how relevant a
  passage must be is retrieval's decision (RELEVANCE_THRESHOLD).

Passages are also checked against the city: a question that names a city never gets a passage
that names only other cities (the Addis Ababa airport transfer does not answer "a taxi from the
airport in Axum").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from app.services.assistant import (
    amharic_latin,
    analysis,
    glossary,
    grounding,
    product_knowledge,
    retrieval,
    spelling,
)
from app.services.assistant.catalogue_answers import (
    AMENITY_FORMS,
    AMENITY_TERMS,
    CONTACT_TERMS,
    HOTEL_TERMS,
    LODGING_TERMS,
    CatalogueQuery,
    LiveHotels,
    asks_in_words,
    asks_stay_in_words,
)
from app.services.assistant.entities import cities_named
from app.services.assistant.retrieval import Passage
from app.services.assistant.stay_questions import NUMBER_WORDS, ROOM_WORDS
from app.services.assistant.text import tokens, words
from app.services.booking import destinations

STRONG_PASSAGE = 0.6

# What the catalogue itself answers: asking for prices, free rooms, lists, stars, stays.
CATALOGUE_WORDS = frozenset(
    tokens(
        "how much price prices cost costs rate total free available availability vacancy book per each "
        "cheap cheapest expensive which list show star stars rating birr etb night nights day days "
        "room rooms under over below above less more than from to between on tonight today tomorrow "
        "january february march april may june july august september october november december "
        "jan feb mar apr jun jul aug sep oct nov dec "
        "ዋጋ ዋጋው ብር አዳር ሌሊት ምሽት ቀን ክፍል ክፍት ባዶ ርካሽ ርካሹ ኮከብ በታች በላይ ከ እስከ ያስከፍላል የትኛው የትኞቹ "
        "ዛሬ ነገ gatii gatiin meeqa qarshii halkan kutaa duwwaa rakasaa urjii gadi ol hanga irraa "
        "jiran jiru argama boru har'a "
        # "is there", "do you have" and Tigrinya's "in" and question particles
        "jiraa jira qabdu qabdaa ኣሎ አለ አሉ አላችሁ ይኖራል ኣለኩም ኣብ ድዩ ዶ "
        # "which (one)" in Afaan Oromo and Tigrinya ("hoteela spaa qabu kamtu jira")
        "kam kami kamii kamtu kamiin isa ኣየናይ ኣየነይቲ ኣየኖት ኣየኖም "
        # The hotel's guests and "free" in every language, which say what an amenity or a room
        # is to them ("ካዛንቺስ ቢዝነስ ሆቴል ለእንግዶች ፓርኪንግ በነፃ ነው?")
        "guest guests እንግዳ እንግዶች ነፃ ነጻ keessummaa keessummoota bilisaan bilisa ኣጋይሽ ጋሻ ብነጻ"
    )
    + tokens(" ".join(NUMBER_WORDS))
    + tokens(" ".join(word for words in ROOM_WORDS.values() for word in words))
) | HOTEL_TERMS


# Words for a place to stay, a stay or a hotel's class: a price question without any of them (and
# naming no hotel)
# asks the price of something else ("swedish massage price at adama springs", "light rail ticket
# price in addis"), which a list of hotels would only seem to answer.
STAY_TERMS = LODGING_TERMS | frozenset(
    tokens("room rooms stay night nights accommodation ክፍል ክፍሎች አዳር ሌሊት kutaa halkan ክፍሊ ለይቲ "
           # Oromo's subject case and plural of the room ("kutaan gatii xiqqaa qabu", the room
           # with the lowest price)
           "kutaan kutaalee kutaaleen")
    + tokens(" ".join(word for words in ROOM_WORDS.values() for word in words))
    # A hotel's stars and rating are on its card: "how many stars is Romanat Square Hotel?"
    + tokens("star stars rating rated ኮከብ ኮኾብ urjii urjiin kokeb")
)

# Words asking whether a hotel has something ("Is breakfast included?", "Which hotels offer a pool?").
# Amharic and Tigrinya write "that has" as one word before the hotel ("ዋይፋይ ያለው ሆቴል", "መሐንበሲ
# ዘለዎ ሆቴል"): the relative forms, as well as the verbs.
HAVING_TERMS = frozenset(tokens("have has having include included includes offer offers list lists with "
                                "provide provides ይጨምራል ያካትታል አለው አላቸው ያለው ያላቸው ያለበት ያሉት አሉት "
                                "አሏቸው qaba qabu qabaa dabalata dabalataa ኣለዎ ዘለዎ ዘለዎም ዘለዋ ዘለዉ ይሓቁፍ ዘጠቓልል"))

# Words before a place that say it is where the guest goes ("pickup from the airport to my hotel",
# "ከኤርፖርት ወደ ሆቴል", "gara hoteelaatti"): a hotel named so is the destination of what is asked.
DIRECTION_WORDS = frozenset("to into towards ወደ wede gara ናብ".split())
# What may be such a destination: a hotel, or the guest's room ("can the doctor come to my room",
# "ወደ ክፍሌ"), to which a thing is brought; a stay is asked there by no word of it. (Not a kind of
# room: "upgrade to a suite" asks for one.)
ROOM_PLACE_TERMS = frozenset(tokens("room ክፍል kutaa ክፍሊ"))
# "in" before a room, or its postposition after it: the room is where a thing is ("the minibar
# in my room", "kutaa keessa", "ክፍሌ ውስጥ", "ኣብ ክፍሊ ውሽጢ").
INSIDE_BEFORE = frozenset("in inside".split())
INDEFINITE = frozenset("a an another".split())
INSIDE_AFTER = frozenset("keessa keessatti ውስጥ ውሽጢ".split())

# Words for an hour of the day: a night beside one says when ("halkan sa'aatii 23:00", at night at
# 23:00; "11 pm at night"), not a night to stay. (A clock time itself is read by analysis.carries.)
HOUR_TERMS = frozenset(tokens("hour o'clock pm am sa'aatii ሰዓት ሰኣት"))
NIGHT_TERMS = frozenset(tokens("night nights tonight halkan ሌሊት አዳር ለይቲ"))

# A night as the unit of a price ("per night", "halkan tokkoof", "ለአንድ ሌሊት", "በአዳር", "ንሓደ
# ለይቲ"): beside a thing the question names, that thing's rate ("an extra bed per night"), no stay.
_PER_NIGHT = re.compile(r"\b(?:per|each|every)\s+(night)\b|\b(nightly)\b|\b(halkan)\s+tokko(?:of|tti|f)\b|"
                        r"(?:ለ|በ)?አንድ\s+(ሌሊት|አዳር)|በ(ሌሊት|አዳር)|ን?ሓደ\s+(ለይቲ)|ብ(ለይቲ)", re.I)

# Words that ask for a list of hotels even beside a learned answer.
LIST_WORDS = frozenset(tokens("cheap cheapest which list recommend recommended show ርካሽ ርካሹ የትኞቹ rakasaa"))


# Words asking a share (a percentage: "by what percent", "ስንት በመቶ", "ፐርሰንት", "harka meeqa",
# "ክንደይ ሚእታዊት"): the catalogue holds prices, never a share of one, so a rise at a festival or
# a deposit's share is a rule or a passage's ("ለገና የላሊበላ ሆቴሎች ቅድሚያ ክፍያ ስንት በመቶ ነው" got a
# list of Lalibela's hotels).
_SHARE = re.compile(r"\bper\s?cent\w*|%|\bpercentage\b|በመቶ|ፐርሰንት|ከመቶ|ሚእታዊት|ሚኢታዊት|"
                    r"\bharka\s+meeqa\b|\bdhibbeentaa\w*|\bparsantii\w*", re.I)


def asks_a_share(question: str) -> bool:
    """Whether the question asks a percentage (`_SHARE`)."""
    return bool(_SHARE.search(question))


@dataclass
class Route:
    """What answers: `catalogue` (the query to answer from the catalogue, or None) and
    `passages` (strongest first; empty for none)."""

    catalogue: CatalogueQuery | None = None
    passages: list[Passage] = field(default_factory=list)


def known_terms(live: LiveHotels) -> frozenset[str]:
    """Terms something other than learned passages answers: the catalogue's words, the live
    hotels' names, the product's own rules."""
    names = {t for _, name, _ in live.rows for t in tokens(name)}
    return CATALOGUE_WORDS | names | product_knowledge.ALL_TOPIC_TERMS


def reading(question: str, lang: str | None, product: str, tenant: str | None, live: LiveHotels) -> str:
    """The question as the words the scope knows, what every later step reads: a misspelt English
    word corrected to the one word of the scope it is a slip for (spelling.py: "shutle" ->
    shuttle), Amharic typed in Latin letters written in Ethiopic where the table of common words
    or the scope's Amharic passages read it (amharic_latin.py: "doro wet sint birr new" -> ዶሮ ወጥ
    ስንት ብር ነው), so that it reaches the passages, question types and catalogue answers the same
    question in Ethiopic script does."""
    if not _may_rewrite(question, lang):
        return question
    vocabulary = spelling.vocabulary(product, tenant)
    known = spelling.known_terms(vocabulary, known_terms(live))
    if amharic_latin.applies(question, lang):
        names = _name_terms(question, live)
        question = amharic_latin.in_ethiopic(question, lang, vocabulary.ethiopic_words,
                                             known=lambda term: term in known or glossary.knows(term),
                                             names=lambda term: term in names)
    return spelling.corrected(question, lang, known)


def _name_terms(question: str, live: LiveHotels) -> frozenset[str]:
    """The Latin terms of the names of the hotels `question` names and of the destinations. A
    hotel is named by a distinctive word of its name beside a word for a hotel ("goha hotel",
    "sidama garden lodge"); a word of a hotel's name alone is no name: "entoto park" is the park
    on Entoto (እንጦጦ), not Entoto Grand Hotel. (entities.find_mentions reads names more finely,
    at ten times the cost: this only keeps a name in Latin letters for the catalogue.)"""
    terms = frozenset(tokens(question))
    hotels: set[str] = set()
    if terms & LODGING_TERMS:
        name_terms = _hotel_name_terms(tuple(map(tuple, live.rows)))
        for term in terms:
            hotels |= name_terms.get(term, frozenset())
        # The word before a word for a hotel names it, listed or not ("harenna lodge": a lodge
        # in Harenna forest, which the catalogue does not list, is no ሀረና of some passage).
        written = words(question)
        hotels |= {t for word, after in zip(written, written[1:], strict=False)
                   if set(tokens(after)) & LODGING_TERMS for t in tokens(word)}
    return frozenset(hotels) | spelling.place_terms()


@lru_cache(maxsize=4)
def _hotel_name_terms(rows: tuple[tuple[int, str, str], ...]) -> dict[str, frozenset[str]]:
    """distinctive term of a hotel's name -> the distinctive terms of the names it is a word of
    (not "hotel", "lodge": what a guest writes for any hotel)."""
    index: dict[str, set[str]] = {}
    for _, name, _ in rows:
        distinctive = frozenset(tokens(name)) - LODGING_TERMS
        for term in distinctive:
            index.setdefault(term, set()).update(distinctive)
    return {term: frozenset(names) for term, names in index.items()}


def _may_rewrite(question: str, lang: str | None) -> bool:
    return amharic_latin.applies(question, lang) or spelling.applies(question, lang)


def _city_terms(city: str) -> set[str]:
    destination = destinations.known_destination(city)
    names = [city] + ([destination.name, destination.name_am or "", *destination.aliases]
                      if destination else [])
    names += [name.replace(" ", "") for name in names]  # "Bahirdar"
    return {term for name in names for term in tokens(name)}


MIN_CITY_STEM = 4


def known_city_terms(city: str | None) -> set[str]:
    return _city_terms(city) if city else set()


def residual_terms(question: str, query: CatalogueQuery | None, city: str | None,
                   live: LiveHotels) -> list[str]:
    """The question's terms that the catalogue does not answer (see the module docstring)."""
    known = set(CATALOGUE_WORDS)
    known |= known_city_terms(city)
    if query is not None:
        names = {hotel_id: name for hotel_id, name, _ in live.rows}
        for hotel_id in query.hotel_ids:
            known |= set(tokens(names[hotel_id]))
        known |= set(tokens(" ".join(query.hotel_words)))  # the name as written ("ሮክ ሂውን ሄሪቴጅ ሎጅ")
        if query.amenities:  # the hotels' amenities answer it (catalogue_answers.AMENITY_WORDS)
            known |= AMENITY_TERMS | HAVING_TERMS
        if query.asks_contact:  # the hotel's phone, email and address answer it
            known |= CONTACT_TERMS
    # A city with an Oromo case ending is the city ("Hararitti", "Gondarirraa").
    city_stems = tuple(t for t in known_city_terms(city) if len(t) >= MIN_CITY_STEM)
    return [t for t in dict.fromkeys(tokens(question))
            if t not in known and not t.isdigit() and not (city_stems and t.startswith(city_stems))]


def strengths(question: str, passages: list[Passage], residual: list[str], product: str,
              tenant: str | None) -> dict[int, float]:
    """Each passage's strength (by position in `passages`): the share of the residual terms'
    IDF weight it covers. A passage that shares no term with the question was found another way
    (dense retrieval, across languages): its retrieval score is its strength."""
    if not residual or not passages:
        return {i: p.score for i, p in enumerate(passages)}
    idf = retrieval.term_weights(residual, product, tenant)
    total = sum(idf.values()) or 1.0
    # A term is in a passage by any of its glossary words ("pick me up": the airport transfer).
    alternatives = {t: glossary.alternatives(t) for t in {*tokens(question), *idf}}
    strength = {}
    for i, passage in enumerate(passages):
        terms = glossary.with_meanings(passage.terms)
        if any(alternatives[t] & terms for t in tokens(question)):
            strength[i] = sum(w for t, w in idf.items() if alternatives[t] & terms) / total
        else:
            strength[i] = passage.score
    return strength


def about_asked_place(passage: Passage, query: CatalogueQuery | None, city: str | None,
                      live: LiveHotels) -> bool:
    """Whether a passage is about a hotel the question names (every distinctive word of its
    name) or the city it names: what may add to a product rule (product_knowledge.with_builtin)."""
    terms = glossary.with_meanings(passage.terms | frozenset(tokens(passage.title)))
    names = {hotel_id: name for hotel_id, name, _ in live.rows}
    for hotel_id in query.hotel_ids if query is not None else []:
        distinctive = set(tokens(names[hotel_id])) - LODGING_TERMS
        if distinctive and distinctive <= terms:
            return True
    return bool(city) and bool(_city_terms(city) & terms)


def consistent_with_city(passages: list[Passage], city: str | None, live: LiveHotels) -> list[Passage]:
    """Passages that do not name only other cities than the question's `city`."""
    if city is None:
        return passages
    kept = []
    # The asked city is read in a passage even where no hotel is yet ("Bishooftuu" in an Oromo
    # passage about Irreecha): without it, a passage naming Addis Ababa beside it named "only
    # other cities".
    cities = [*live.cities, city]
    for passage in passages:
        named = cities_named(f"{passage.title}\n{passage.text}", cities)
        if not named or city in named:
            kept.append(passage)
    return kept


def _asks_about_a_stay(question: str, query: CatalogueQuery, live: LiveHotels) -> bool:
    """Whether a question with words beyond the catalogue's still asks about a stay: it says room,
    night or stay, or hotel outside the names of the hotels it names and outside a direction. A
    hotel's name alone does not: in "hot stone massage at Lake Hawassa Resort,
    price?" or "the boat to Dek island from Lake Tana Shore Resort" the hotel says where the thing
    asked about is, and a room quote or the hotel's card beside the answer only adds another
    subject's figures (blind set 5: 28 of its 84 such figures came from them). Nor does a hotel
    the guest is going to: "pickup from Gondar airport to my hotel, what does it cost?" asks the
    pickup's price, which a list of Gondar's hotels would only seem to answer (blind set 6)."""
    names = {hotel_id: name for hotel_id, name, _ in live.rows}
    # The name as the guest wrote it too: "ፋሲል ካስል ቪው ሆቴል" names the hotel with its "ሆቴል", as
    # "Fasil Castle View Hotel" does with its "hotel", and asks no stay by it.
    named = frozenset(t for hotel_id in query.hotel_ids for t in tokens(names[hotel_id])) | frozenset(
        tokens(" ".join(query.hotel_words)))
    asked = (set(tokens(question)) - named - _destinations(question) - _stay_words_of_an_hour(question)
             - _night_as_a_time_of_day(question) - _amenity_phrase_terms(question))
    if named:
        asked -= _stay_words_said_of_a_thing(question, named)
    if named & LODGING_TERMS and _asks_a_thing_at_the_hotel(asked, named):
        # The question's "hotel", however it is spelt ("እንጦጦ ግራንድ ሆቴል ማሳጅ ስንት ብር ነው", a
        # massage's price), is the word of the name. Without such a thing ("tell me about Zege
        # Peninsula Hotel") the hotel itself is asked, and its amenities are on its card.
        asked -= LODGING_TERMS
    return bool(STAY_TERMS & asked)


def _asks_a_thing_at_the_hotel(asked: set[str], named: frozenset[str]) -> bool:
    """Whether the question's words beyond a hotel's name name a subject of the glossary that is
    neither a stay nor one of the hotel's amenities."""
    return any(_names_a_thing(t, named) for t in asked - STAY_TERMS - AMENITY_TERMS)


def _names_a_thing(term: str, named: frozenset[str]) -> bool:
    """Whether a term is a subject of the glossary that is no word of the named hotels' names (a
    word of the name written in Ethiopic is the name: "ፓርክ" of Obelisk Park Hotel)."""
    return glossary.is_subject(term) and not grounding.holds_name(grounding.latin_consonants(term), named)


# The catalogue knows whether a hotel has an amenity (a car, an airport pickup, a restaurant), not
# what it costs or when it runs.
VALUE_TYPES = frozenset({"price", "time", "duration"})


def _stay_words_said_of_a_thing(question: str, named: frozenset[str]) -> set[str]:
    """The stay's words (night, room, family) a question asking the price or time of a thing at a
    named hotel writes right beside that thing: they say when or where the thing is wanted ("the
    night car to Bole Skyline Hotel", "ምግብ ክፍል ድረስ", food brought to the room, "halkan
    konkolaataa"), and no stay is asked (blind set 10 got room quotes for these). Apart from a
    thing ("my dog in a room at Zege Peninsula Hotel, and how much is a night?") they still ask one."""
    if analysis.asked_type(question) not in VALUE_TYPES:
        return set()
    written = [tokens(word) for word in question.split()]
    thing = [any(t not in STAY_TERMS and _names_a_thing(t, named) for t in terms) for terms in written]
    said_of = set()
    for index, terms in enumerate(written):
        if any(thing[max(index - 1, 0):index + 2]):  # this word or a neighbour names a thing
            said_of.update(t for t in terms if t in STAY_TERMS)
    if any(thing):
        # A night as the price's unit says what the thing costs a night, wherever the thing is
        # written ("siree dabalataa halkan tokkoof meeqa", an extra bed per night).
        said_of.update(t for match in _PER_NIGHT.finditer(question)
                       for t in tokens(next(g for g in match.groups() if g)))
    return said_of


def _stay_words_of_an_hour(question: str) -> set[str]:
    """The stay's words (night) a question writes beside an hour of the day (one word, such as
    "at", may stand between): they say when ("halkan sa'aatii 23:00 qubanna", we land at 23:00 at
    night), not a night to stay. A night counted ("arriving 22:00, 2 nights") is a stay's."""
    written = question.split()
    terms = [tokens(word) for word in written]
    hour = [analysis.carries(word, "time") or bool(HOUR_TERMS & set(word_terms))
            for word, word_terms in zip(written, terms, strict=True)]
    return {t for index, word_terms in enumerate(terms) if any(hour[max(index - 2, 0):index + 3])
            and not (index and _counts(written[index - 1]))
            for t in word_terms if t in NIGHT_TERMS}


# A night written as the time of day a thing is wanted ("a babysitter at night", "a doctor to my
# room during the night", "በሌሊት", by night, "ሌሊት ላይ"): when, not a night to stay ("በአዳር", per
# night, and a counted night are a stay's). Blind sets 21 and 22 got a room quote for these.
_AT_NIGHT = re.compile(r"\b(?:at|by|during|in)\s+(?:the\s+)?(night)\b|(?<!\S)በ(ሌሊት)|(ሌሊት)\s+ላይ", re.I)


def _night_as_a_time_of_day(question: str) -> set[str]:
    """The stay's words (night) a question writes as the time of day (`_AT_NIGHT`)."""
    return {t for match in _AT_NIGHT.finditer(question)
            for t in tokens(next(group for group in match.groups() if group))}


def _counts(word: str) -> bool:
    """Whether a written word is a number (digits or a number word)."""
    return word.isdigit() or any(t in NUMBER_WORDS for t in tokens(word))


def _destinations(question: str) -> set[str]:
    """The terms of the question's words for a hotel or a room that say where a thing goes or is:
    after a direction word ("to my room", one word such as "my" or "the" may stand between), a
    room also after "in" or before a postposition for "in" ("kutaa keessa minibaarii", the
    minibar in the room; "ክፍሌ ውስጥ")."""
    written = words(question)
    places = set()
    for i, word in enumerate(written):
        before, after = set(written[max(0, i - 2):i]), set(written[i + 1:i + 2])
        for term in tokens(word):
            if term in LODGING_TERMS and DIRECTION_WORDS & before:
                places.add(term)
            elif term in ROOM_PLACE_TERMS and DIRECTION_WORDS & before and not INDEFINITE & before:
                # The guest's room, not "a room" ("bring my dog to a room at X" asks for one).
                places.add(term)
            elif term in ROOM_PLACE_TERMS and not INDEFINITE & before and (INSIDE_BEFORE & before
                                                                          or INSIDE_AFTER & after):
                places.add(term)
    return places


def _amenity_phrase_terms(question: str) -> set[str]:
    """The terms of the amenities' names the question writes ("room service", "tajaajila
    kutaa", "የክፍል አገልግሎት"): their room is no stay."""
    terms = set(tokens(question))
    return {t for form in AMENITY_FORMS if form <= terms for t in form}


def _travels_to(question: str, city: str) -> bool:
    """Whether the question asks for a thing that goes to `city` (written after a direction word:
    "ኣብ ኣሸንዳ ሆቴል ናብ ዓዲግራት ኣውቶቡስ ኣለዎ ድዩ", is there a bus from Ashenda Hotel to Adigrat):
    the town is where the thing goes, not where hotels are asked for. Without a thing ("I am going
    to Harar, is there a hotel?") the guest asks for a stay there."""
    written = words(question)
    city_terms = known_city_terms(city)
    city_stems = tuple(t for t in city_terms if len(t) >= MIN_CITY_STEM)
    to_city = any(DIRECTION_WORDS & set(written[max(0, i - 2):i])
                  for i, word in enumerate(written)
                  for t in tokens(word) if t in city_terms or (city_stems and t.startswith(city_stems)))
    return to_city and any(_names_a_thing(t, frozenset()) for t in set(tokens(question)) - city_terms
                           - STAY_TERMS - AMENITY_TERMS)


def _asks_catalogue_precisely(question: str, query: CatalogueQuery, live: LiveHotels) -> bool:
    """A named hotel with words about a stay, a price or stars filter, words asking for a list, or
    dates with words asking for free rooms or hotels (a date beside "my room" is when the guest
    wants a service; beside a named hotel only, when a thing there is wanted: "till when is
    Entoto Grand's spa open tonight" asks no stay tonight)."""
    if query.hotel_ids and _asks_about_a_stay(question, query, live):
        return True
    dated = query.check_in and (asks_in_words(query) if not query.hotel_ids else asks_stay_in_words(query))
    return bool(query.max_price or query.min_price or query.stars
                or LIST_WORDS & set(tokens(question)) or dated)


def route(question: str, query: CatalogueQuery | None, city: str | None, passages: list[Passage],
          live: LiveHotels, product: str, tenant: str | None) -> Route:
    """What answers `question` (`query`: its catalogue question or None; `city`: the city it
    names; `passages`: what retrieval found, best first)."""
    passages = consistent_with_city(passages, city, live)
    if query is None or asks_a_share(question):
        return Route(None, passages)
    residual = residual_terms(question, query, city, live)
    if not residual or (query.asks_amenity_list and not query.stay.given):
        # (What a named hotel offers is the catalogue's: a rule or passage sharing "services"
        # answers another question, a service charge or a tour desk.)
        return Route(query, [])
    strength = strengths(question, passages, residual, product, tenant)
    # Behind a product rule, the learned passages left are about the hotel or city asked
    # (product_knowledge.with_builtin): they add to the rule whatever their share of its words.
    rule_first = bool(passages) and passages[0].builtin
    strong = [p for i, p in enumerate(passages)
              if strength[i] >= STRONG_PASSAGE or (rule_first and strength[0] >= STRONG_PASSAGE)]
    if query.city and query.city not in live.cities and not query.hotel_ids and (
            STAY_TERMS & set(tokens(question))) and not _travels_to(question, query.city):
        # Hotels in a town that has none: the catalogue says so whatever else is asked (a
        # strong passage about that town answers first). Not for a question that asks no stay:
        # "ሐረር ወደ ጅጅጋ አውቶቡስ ዋጋ" (the bus from Harar to Jijiga) and "lunch on the Harar day
        # trip" are no questions about hotels, whether or not a passage answers them.
        return Route(query, strong)
    if query.asks_contact and not any(set(query.hotel_ids) & grounding.hotels_named(
            f"{p.title}. {p.text}", tuple(live.rows)) for p in strong):
        # A named hotel's phone, and no strong passage about a thing of that hotel ("the transfer
        # desk's number" is the desk's): the hotel's own contact, which the catalogue keeps.
        return Route(query, [])
    if not strong:
        asks = asks_in_words(query) or bool(LIST_WORDS & set(tokens(question)))
        about_a_stay = _asks_about_a_stay(question, query, live)
        return Route(query, []) if asks and about_a_stay else Route(None, passages)
    return Route(query if _asks_catalogue_precisely(question, query, live) else None, strong)
