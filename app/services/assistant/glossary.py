"""A travel glossary: the words guests use in Amharic, Afaan Oromo and Tigrinya with their English
ones, so that a question finds a passage written in another language by its words.

Why a hand-written list: the dense side (embeddings.py, a small 4-bit multilingual-e5) ranks an
English passage for an Amharic question poorly and an Oromo one hardly at all (bench/EMBEDDINGS.md),
and no maintained offline Amharic/Oromo-English dictionary exists on PyPI (the one found,
tech-mezgeb-qalat, holds ICT terms: "save", "firewall"; the others call online translation
services). The hotel and travel vocabulary a guest needs is small; it is kept here, in one place.

Each `Group` is one meaning: every word of it stands for every other (across languages, and
English synonyms such as wifi/internet/wireless). A group may name its `broader` meaning (the
English head word of another group: a cat and a dog are pets, a bag is luggage, breakfast is
food): a word then also stands for the words of its broader meaning and they for it ("Can I
bring my cat?" finds "Pets are not allowed", "Are pets allowed?" finds "guide dogs are
welcome"), in every language, though two narrower meanings do not stand for each other (a cat
is not a dog). City names come from app.services.booking.destinations
(English, Amharic and Oromo spellings), so "ሀዋሳ" and "Hawaasaa" find "Hawassa".

`generic` groups say what is asked about a subject (its price, its time; "hotel", which every
passage here is about), not the subject: a
passage that shares only such words, or only a city, with a question is not about it ("What is the
visa fee?" is not answered by the smoking rule's cleaning fee). retrieval (ranking.py) uses
`is_topical` for that. The other groups name subjects (`is_subject`): a question naming one that
no passage mentions is about something the assistant was not taught, so retrieval does not let
a passage answer it by some other word it shares ("renting a car" is not the car park).

Words are compared as index terms (text.normalize_token). Amharic and Oromo add endings to a word
("ውሻዬን" = my dog + object, "qurxummiin", "gabaatti"), so a question term also matches a glossary
word it starts with: in Ethiopic when what is left over is one or two of the endings the stemmer
keeps (ETHIOPIC_ENDINGS: "ዬ" my, "ህ"/"ሽ" your, the "ና" it cuts from "መኪና" but not from "ለመኪናዬ";
compared with every letter reduced to its consonant), not any consonant: "መግባት" (to enter) is not
"ምግብ" (food), "ተካቷል" (included) not "ትኬት" (ticket), "ማሳጅ" (massage) not "ምሳ" (lunch); in Latin
script when the glossary word has at least four letters and at most four are left over. Write a
glossary word in its shortest common form (an Oromo stem without its final vowel where the plural
changes it: "bineens" for bineensa, bineensota), and no Tigrinya word that starts like an Amharic
prefix (የ ለ በ ከ): the shared stemmer would cut it. Ambiguous words are left out ("ዋና" is
"swimming" and "main"; "park" a car or a national one).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache

from app.services.assistant.text import OROMO_ENDINGS, english_words, has_ethiopic, tokens
from app.services.booking import destinations
from app.services.ethiopic import fold_letter_variants

MIN_LATIN_PREFIX = 4
MAX_LATIN_ENDING = 4
MAX_ETHIOPIC_ENDING = 2
# The endings an Amharic word may keep after text.stem_ethiopic, by their consonant: my (ዬ),
# your (ህ, ክ, ሽ), me (ኝ), and the object or plural letters left after them (ን, ም, ች).
ETHIOPIC_ENDINGS = frozenset("ይህክሽኝንምች")
# A word is found by its consonants (its letters' vowels change as it is inflected), but a
# skeleton of fewer consonants than this is shared by words of other meanings: "ሎጅ" (lodge) and
# "ልጅ" (child), "ጉብኝት" (visit) and Tigrinya "ጎቦ" (mountain), "መቶ" (hundred) and "ማታ"
# (evening). There the letters before the last keep their vowels: an ending changes the last
# one only ("ልጅ", "ልጆች").
MIN_SKELETON = 3
MIN_PLACE_TERM = 3
# The days of the week in Ethiopic script (am, ti), whose index terms a town's word may share:
# "ዓርብ" (Friday) is the "አርባ" of "አርባ ምንጭ" once stemmed, so a Friday buffet at Roha Valley
# Inn was "about" Arba Minch and contradicted the city asked. A town word that is a weekday
# names no town on its own.
ETHIOPIC_WEEKDAYS = "ሰኞ ማክሰኞ ረቡዕ ሐሙስ ሓሙስ ዓርብ ዓርቢ አርብ ቅዳሜ እሁድ እሑድ ሰኑይ ሰሉስ ቀዳም ሰንበት"


@dataclass(frozen=True)
class Group:
    en: str
    am: str = ""
    om: str = ""
    ti: str = ""
    generic: bool = False
    broader: str = ""  # the English head word (first word) of the group of the broader meaning


GROUPS: tuple[Group, ...] = (
    # What is asked about a subject.
    Group("price cost costs fee fees charge charged surcharge surcharges pay paid payment much expensive "
          "pricier cheaper",
          "ዋጋ ክፍያ ያስከፍላል ይከፈላል ይከፍላሉ",
          "gatii kaffaltii kaffal kaffalchiis baasa", "ዋጋ ክፍሊት", generic=True),
    Group("time hour hours when", "ሰዓት መቼ", "sa'aatii yoom", "ሰዓት መዓስ", generic=True),
    # How long a thing takes or is kept: the duration asked, not the thing ("how long do you keep
    # lost items?" is answered by "kept for 90 days", which has no "long").
    Group("long duration", "ጊዜ ይፈጃል ይወስዳል", "yeroo fudhata", "ግዜ ይወስድ", generic=True),
    # A time of day says when, not what ("the bank in the morning" is not the fish market's).
    Group("morning", "ጠዋት", "ganama", "ንግሆ", generic=True),
    Group("noon midday lunchtime", "ቀትር", "waaree", "ቀትሪ", generic=True),
    Group("evening night tonight", "ምሽት ማታ", "galgala halkan", "ምሸት", generic=True),
    Group("open opens opening", "ክፍት ይከፈታል ይከፈታሉ", "banama banamu banuu banaa", "ክፉት", generic=True),
    Group("close closes closed", "ዝግ ይዘጋል", "cufama cufamu", "ዕፁው", generic=True),
    Group("free", "ነጻ በነጻ", "bilisa bilisaan", "ነጻ", generic=True),
    Group("hotel hotels", "ሆቴል", "hoteela hoteelota", "ሆቴል", generic=True),
    Group("allowed allow permitted", "ይፈቀዳል ይቻላል ተፈቅዷል", "hayyamam danda'am", "ይፍቀድ", generic=True),
    # Meals.
    Group("food meal meals restaurant eat eating buffet", "ምግብ መብላት", "nyaata nyaach", "መግቢ"),
    Group("breakfast", "ቁርስ", "ciree", "ቁርሲ", broader="food"),
    Group("lunch", "ምሳ", "laaqana", "ምሳሕ", broader="food"),
    Group("buffet buffets", "ቡፌ", "bufee", "ቡፌ", broader="food"),
    Group("dinner supper", "እራት", "irbaata", "ድራር", broader="food"),
    Group("drink drinks beverage beverages", "መጠጥ", "dhugaat", "መስተ"),
    Group("coffee", "ቡና", "buna", "ቡን", broader="drink"),
    Group("water", "ውሃ", "bishaan", "ማይ"),
    # Rooms and the stay.
    Group("room rooms", "ክፍል", "kutaa", "ክፍሊ"),
    Group("bed beds", "አልጋ", "siree", "ዓራት"),
    # The roof or rooftop a view is from. (Not a seat: "Seats are limited to twelve" named another
    # thing than the cruise its passage goes on about.)
    Group("roof rooftop rooftops", "ጣሪያ", "", "ናሕሲ"),
    Group("towel towels", "ፎጣ", "foxaa", "ሽጎማኒ"),
    Group("shower bathroom", "ሻወር መታጠቢያ", "shaawara", "መሕጸቢ"),
    # (A group is words, not a phrase: "key card" made every "card" a room key.)
    Group("key keys", "ቁልፍ", "furtuu", "መፍትሕ"),
    # A payment card, by the brands written for it ("Visa" is as often the entry visa).
    Group("card cards mastercard", "ካርድ", "kaardii", "ካርድ"),
    Group("laundry washing wash clothes", "ልብስ ማጠቢያ ማጠብ አሳጥብ ማሳጠብ", "uffata miic miicchis", "ክዳን ሕጽቦ"),
    Group("shirt shirts trousers dress", "ሸሚዝ ሱሪ ቀሚስ", "kamisa surree", "ካምቻ ስረ", broader="laundry"),
    Group("reception receptionist desk", "ሪሴፕሽን መቀበያ", "simannaa", "ቅበላ"),
    # A phone is how, not what ("the support phone number", "phone my room to wake me").
    Group("phone telephone", "ስልክ መደወል ደውል", "bilbil", "ተሌፎን", generic=True),
    Group("wake wake-up alarm", "መቀስቀስ ቀስቅስ", "dammaqs", "ምትንሳእ"),
    Group("elevator lift", "ሊፍት አሳንሰር", "liftii", "ሊፍት"),
    Group("locker lockers safe-deposit", "ካዝና", "kaazinaa", "ካዝና"),
    Group("ceremony ceremonies", "ሥነ ሥርዓት", "sirn", "ስርዓት"),
    Group("wifi wi-fi internet wireless", "ዋይፋይ ኢንተርኔት", "waayifaayii interneetii", "ዋይፋይ ኢንተርነት"),
    # A password: the WiFi's or an account's (Amharic "የይለፍ ቃል", Oromo "jecha icciitii" or
    # "jecha darbii": "ቃል" and "jecha" alone are any word).
    Group("password passwords passcode", "ይለፍ", "icciitii darbii", "ምሕላፍ"),
    Group("pool swimming swim", "መዋኛ ገንዳ", "daakaa daak", "መሐምበሲ"),
    Group("gym fitness", "ጂም", "jimii", "ጂም"),
    # English "park" is also a national park (below): a word of two groups stands for both.
    Group("parking park", "ማቆሚያ ፓርኪንግ ማቆም", "dhaabuu dhaabbii", "መዕሸጊ"),
    Group("smoking smoke cigarette cigarettes tobacco", "ማጨስ ሲጋራ ትምባሆ", "tamboo xuux sigaaraa aara",
          "ሽጋራ ትኪ"),
    Group("pet pets animal animals", "እንስሳ እንስሳት", "bineens", "እንስሳ"),
    Group("dog dogs", "ውሻ", "saree", broader="pet"),
    Group("cat cats", "ድመት", "adurree", "ድሙ", broader="pet"),
    Group("child children kid kids", "ልጅ ልጆች ሕፃን ህጻን", "ijoollee mucaa", "ቆልዓ ህጻን"),
    Group("baby babies infant infants toddler", "ጨቅላ", "daa'ima", broader="child"),
    Group("check-in arrival", "መግቢያ", "seensa", "ምእታው"),
    Group("check-out departure", "መውጫ", "bahiinsa", "ምውጻእ"),
    Group("cancel cancellation", "መሰረዝ ስረዛ ሰርዝ", "haquu haqi", "ምስራዝ"),
    Group("refund refunded", "ተመላሽ", "deebii deebis", "ምምላስ"),
    # A deposit held against damage or extras: a thing with a price of its own, not the room's
    # ("the deposit for one night" asks no room quote).
    Group("deposit deposits", "ተቀማጭ ቀብድ", "qabsiis", "ተቐማጢ ዋሕስ"),
    Group("booking reservation reserve book", "ማስያዝ", "galmee galmeess", "ምሕዛእ"),
    Group("shoes shoe", "ጫማ", "kophee", "ጫማ"),
    Group("luggage baggage suitcase", "ሻንጣ", "shaanxaa", "ሻንጣ"),
    Group("bag bags backpack handbag", "ቦርሳ", "boorsaa", "ቦርሳ", broader="luggage"),
    # Getting there and around.
    # A plane or a flight is how a guest arrives: the airport's meaning ("if my plane is late").
    # Oromo writes the airport's "xiyyaaraa" also "xayyaaraa" (both spellings are in use).
    Group("airport plane planes airplane aeroplane flight flights", "ኤርፖርት አውሮፕላን", "xiyyaaraa xayyaaraa",
          "ነፈርቲ"),
    Group("transfer transport shuttle pick-up pickup ride", "ትራንስፖርት ማጓጓዣ", "geejjiba", "መጓዓዝያ"),
    Group("car vehicle", "መኪና", "konkolaataa", "መኪና"),
    # A station (a train's, a bus's) is where a trip starts or ends, no place's name: "ከጣቢያው"
    # (from the station) opens no route of its own. (Not Oromo "buufata": "buufata xiyyaaraa" is
    # the airport, a subject of its own.)
    Group("station stations", "ጣቢያ", "", "ጣብያ"),
    Group("rent rental hire", "ኪራይ መከራየት ተከራይ", "kiraa kireeffach kireess", "ክራይ"),
    Group("taxi cab", "ታክሲ", "taaksii", "ታክሲ"),
    # An Oromo loanword's vowels vary between writers ("awtobusii", "awtobisii", "otobusii"): the
    # stems, so every spelling and its endings ("Awtobisiin") are the bus.
    Group("bus", "አውቶቡስ", "awtobus awtobis otobus", "ኣውቶቡስ"),
    Group("boat boats", "ጀልባ", "bidiruu", "ጃልባ"),
    Group("lake", "ሐይቅ", "haroo", "ቀላይ"),
    # A hot spring ("burqaa ho'aa"): the spring and its heat, each a word of its own in Oromo.
    Group("spring springs", "", "burqaa", ""),
    Group("hot", "ሙቅ", "hoaa", "ውዑይ"),
    Group("trip tour excursion", "ጉዞ ጉብኝት", "imala daawwannaa", "ጉዕዞ"),
    Group("ticket tickets entrance admission entry", "ትኬት ቲኬት", "tikeetii", "ትኬት ኣታዊ መእተዊ"),
    # Oromo by its stem: "qajeelchaa", its subject "qajeelchi", "qajeelchaaf" (for the guide); its
    # plural changes the stem: "qajeelchitoota".
    Group("guide guides", "አስጎብኚ", "qajeelch qajeelchitoota", "መራሒ"),
    # Places and sights.
    Group("church churches", "ክርስቲያን ክርስቲያናት", "bataskaan kiristaan", "ክርስትያን"),
    Group("monastery monasteries", "ገዳም ገዳማት", "gadam", "ገዳም"),
    Group("market", "ገበያ", "gabaa", "ዕዳጋ"),
    # A town's square ("Meskel Square", "መስቀል አደባባይ").
    Group("square", "አደባባይ", "", "ኣደባባይ"),
    Group("fish", "አሳ ዓሳ", "qurxummii", "ዓሳ"),
    Group("crocodile crocodiles", "አዞ", "naachii", "ኣዞ"),
    Group("hyena hyenas", "ጅብ", "waraabessa", "ዝብኢ"),
    Group("mountain mountains", "ተራራ ተራሮች", "gaara gaarreen", "ጎቦ"),
    Group("national", "ብሔራዊ", "biyyoolessaa", "ሃገራዊ"),
    Group("park", "ፓርክ", "paarkii", "ፓርክ"),
    Group("museum", "ሙዚየም", "muuziyeemii", "መዘክር"),
    Group("festival celebration", "", "ayyaana"),
    # The feasts by their name in each language (Oromo writes Timkat "Timqata", "Timqatni").
    Group("timkat epiphany", "ጥምቀት", "timqat", "ጥምቀት"),
    Group("procession", "ሰልፍ", "hiriir", "ሰልፊ"),
    Group("cinema movie movies film films", "ሲኒማ ፊልም", "sinimaa fiilmii", "ሲኒማ"),
    # Services a guest asks about that a hotel's passages often do not mention: named here, they
    # are subjects (`is_subject`), so a question about one is not answered by a passage that only
    # shares another of its words ("does the pool have a sauna?" is not the pool's hours).
    Group("doctor doctors clinic hospital nurse", "ሐኪም ዶክተር ሆስፒታል ክሊኒክ", "doktora hospitaala kilinika",
          "ሓኪም ሆስፒታል"),
    # A test a clinic makes, and the illness it is most asked for (Amharic "የወባ ምርመራ").
    # (Not Tigrinya "ዓሶ": stemmed, it is "ዓሳ", fish.)
    Group("malaria", "ወባ", "busaa"),
    Group("test tests", "ምርመራ", "qorannoo", "ምርመራ"),
    Group("pharmacy pharmacies medicine medicines drugstore", "ፋርማሲ መድኃኒት መድሃኒት", "qoricha faarmaasii",
          "ፋርማሲ"),
    Group("bank banks atm", "ባንክ", "baankii", "ባንክ"),
    Group("post postal", "ፖስታ", "poostaa", "ፖስታ"),
    Group("spa massage sauna", "ስፓ ማሳጅ", "maasaajii", "ማሳጅ"),
    Group("shop shops store souvenir souvenirs", "ሱቅ", "suuqii"),
    # (Oromo writes the loanword with one "t" or two: "biskileetii", "biskileettii".)
    Group("bicycle bicycles bike bikes", "ብስክሌት", "biskileet", "ብሽክለታ"),
    Group("train trains railway", "ባቡር", "baaburaa", "ባቡር"),
    Group("television tv", "ቴሌቪዥን ቲቪ", "televiziyoona", "ቴሌቪዥን"),
    # Money and papers.
    Group("cash money", "ገንዘብ", "maallaqa qarshii", "ገንዘብ"),
    Group("exchange currency", "ምንዛሪ ምንዛሬ መመንዘር መንዝር", "jijjiirraa sharafa", "ምቕያር"),
    Group("dollar dollars usd", "ዶላር", "doolaara", "ዶላር", broader="cash"),
    Group("euro euros", "ዩሮ", "yuuroo", "ዩሮ", broader="cash"),
    Group("guard guards scout scouts armed", "ጠባቂ ታጣቂ", "eegduu hidhannoo", "ሓላዊ"),
    Group("passport", "ፓስፖርት", "paaspoortii", "ፓስፖርት"),
    Group("visa", "ቪዛ", "viizaa", "ቪዛ"),
)

# Meanings a question may name by two words, neither of which says it: something to eat in the
# morning is breakfast (while "morning" alone only says when: "the bank in the morning" is not
# the fish market that opens in the morning). (first meaning, second meaning, the one they name),
# each by its group's English head word.
CONCEPTS: tuple[tuple[str, str, str], ...] = (
    ("food", "morning", "breakfast"),
    ("food", "noon", "lunch"),
    ("food", "evening", "dinner"),
)


def _terms(text: str) -> set[str]:
    return set(tokens(text))


def _group_terms(group: Group) -> set[str]:
    return _terms(" ".join([group.en, group.am, group.om, group.ti]))


def _consonants(term: str) -> str:
    """Every Ethiopic letter reduced to its sixth order (the consonant alone)."""
    out = []
    for char in term:
        code = ord(char)
        out.append(chr(code - code % 8 + 5) if 0x1200 <= code <= 0x1357 else char)
    return "".join(out)


_VOWELS = str.maketrans("", "", "aeiouy'")


def _latin_skeleton(term: str) -> str:
    """A Latin word's consonants, a doubled one once, "ch" and "c", Oromo "dh" and "d", "q" and
    "k" alike: the part of a town's name another language's spelling keeps ("baahir"/"bahir",
    "minci"/"minch", "dhawaa"/"dawa", "marqos"/"markos")."""
    consonants = term.replace("ch", "c").replace("dh", "d").replace("q", "k").translate(_VOWELS)
    return "".join(c for i, c in enumerate(consonants) if i == 0 or c != consonants[i - 1])


def _town_words(town: destinations.Destination) -> set[str]:
    """The index terms that name a town on their own: the words of its name in either script,
    of its one-word spellings, and of its longer spellings the words that spell a word of its
    name ("Baahir Daar", "Dirree Dhawaa"). Another name of several words ("Inda Selassie" for
    Shire, "Bale Robe", "Debre Zeyit", "ደብረ ዘይት") is not read from one of its words: "Selassie"
    alone is in every Trinity church's name (Narga Selassie, Debre Berhan Selassie) and the
    emperor's, "Bale" the mountains', "ዘይት" is oil; read as the town, a sentence about them was
    about another city. (Such a town is still found by its own name, and by the catalogue's
    search, destinations.py.)"""
    words = _terms(" ".join([town.name, town.name_am or ""]))
    name_skeletons = {_latin_skeleton(t) for t in words if t.isascii()}
    for alias in town.aliases:
        terms = tokens(alias)
        words |= {t for t in terms if len(terms) == 1 or t in words
                  or (t.isascii() and _latin_skeleton(t) in name_skeletons)}
    # A name of two words is written as one too ("ድሬዳዋ", "ባሕርዳር", "Bahirdar"): the catalogue's
    # search equates them by its normalisation, a text's index terms by this one.
    for name in [town.name, town.name_am or "", *town.aliases]:
        if " " in name.strip() and len(joined := tokens(name.replace(" ", ""))) == 1:
            words |= set(joined)
    return words


@cache
def _table() -> tuple[dict[str, frozenset[str]], frozenset[str], frozenset[str]]:
    """term -> its alternatives; the generic terms; the place terms."""
    alternatives: dict[str, set[str]] = {}
    generic: set[str] = set()

    def join(terms: set[str], others: set[str] | None = None) -> None:
        for term in terms:
            alternatives.setdefault(term, set()).update(others if others is not None else terms)

    meaning = {group.en.split()[0]: _group_terms(group) for group in GROUPS}
    for group in GROUPS:
        terms = _group_terms(group)
        join(terms)
        if group.broader:
            # A narrower word stands for its broader meaning's words and they for it.
            join(terms, meaning[group.broader])
            join(meaning[group.broader], terms)
        if group.generic:
            generic |= terms
    places: set[str] = set()
    weekdays = frozenset(tokens(ETHIOPIC_WEEKDAYS))
    town_terms = [{t for t in _town_words(d)
                   if len(t) >= MIN_PLACE_TERM  # not the two-letter "AA": Oromo's "danda'aa" ends in it
                   and t not in weekdays}
                  for d in destinations.DESTINATIONS]
    # A word of several towns' names ("Debre" of Debre Zeyit, Debre Markos, Debre Birhan) is no
    # town's: joined, it made every such town, and "Debre Libanos", an alternative of the others.
    towns_of = Counter(t for terms in town_terms for t in terms)
    for terms in town_terms:
        join({t for t in terms if towns_of[t] == 1})
        places |= terms
    return ({t: frozenset(a) for t, a in alternatives.items()}, frozenset(generic), frozenset(places))


@cache
def _heads() -> dict[str, frozenset[str]]:
    """term -> the head words of the groups it is a word of (not of its broader meanings)."""
    heads: dict[str, set[str]] = {}
    for group in GROUPS:
        for term in _group_terms(group):
            heads.setdefault(term, set()).add(group.en.split()[0])
    return {term: frozenset(h) for term, h in heads.items()}


@cache
def _meaning_terms() -> dict[str, frozenset[str]]:
    """head word -> the terms of its group."""
    return {group.en.split()[0]: frozenset(_group_terms(group)) for group in GROUPS}


def synonyms(term: str) -> frozenset[str]:
    """The index terms of `term`'s own meanings (itself included), without the broader or
    narrower ones `alternatives` adds: what a meaning named by CONCEPTS is found by ("breakfast",
    not every word for food)."""
    table = _meaning_terms()
    return frozenset({term}).union(*(table[head] for head in meanings(term)))


def meanings(term: str) -> frozenset[str]:
    """The glossary meanings (groups' English head words) `term` is a word of."""
    entry = _entry(term)
    return _heads().get(entry, frozenset()) if entry else frozenset()


def with_concepts(weighted_terms: dict[str, float]) -> dict[str, float]:
    """The question's terms (term -> importance) and the meanings they name together
    (CONCEPTS: "eat" and "morning" name breakfast), each at the lesser importance of its two."""
    named: dict[str, float] = {}
    for term, weight in weighted_terms.items():
        for head in meanings(term):
            named[head] = max(named.get(head, 0.0), weight)
    out = dict(weighted_terms)
    for first, second, concept in CONCEPTS:
        if first in named and second in named and concept not in named:
            term = tokens(concept)[0]
            out.setdefault(term, min(named[first], named[second]))
    return out


@cache
def _prefix_keys() -> tuple[tuple[str, str], ...]:
    """(comparable form, glossary term) of the terms a longer question word may start with,
    longest first."""
    keys = []
    for term in _table()[0]:
        if has_ethiopic(term):
            keys.append((_consonants(term), term))
        elif len(term) >= MIN_LATIN_PREFIX:
            keys.append((term, term))
    return tuple(sorted(keys, key=lambda k: -len(k[0])))


@cache
def _entry(term: str) -> str | None:
    """The glossary term `term` is (a form of), if any."""
    table = _table()[0]
    if term in table:
        return term
    ethiopic = has_ethiopic(term)
    form = _consonants(term) if ethiopic else term
    longest_ending = MAX_ETHIOPIC_ENDING if ethiopic else MAX_LATIN_ENDING
    for key, entry in _prefix_keys():
        if has_ethiopic(key) != ethiopic or not form.startswith(key) or len(form) - len(key) > longest_ending:
            continue
        if not ethiopic:
            return entry
        if set(form[len(key):]) <= ETHIOPIC_ENDINGS and (
                len(key) >= MIN_SKELETON or _same_opening(term, entry)):
            return entry
    return None


def _same_opening(word: str, entry: str) -> bool:
    """Whether an Ethiopic word writes a glossary term's letters but the last with their vowels."""
    opening = len(entry) - 1
    return fold_letter_variants(word[:opening]) == fold_letter_variants(entry[:opening])


ETHIOPIC_LANGUAGES = frozenset({"am", "ti"})
MIN_ETHIOPIC_STEM = 2
# The consonants an Amharic or Tigrinya stem (text.stem_ethiopic) may keep or lose at its end: the
# endings it keeps (ETHIOPIC_ENDINGS) and the last consonant a definite ending fused with
# ("ጉብኝቱ", the visit, stems as "ጉብኝ"; "ጉብኝት" as itself).
_ETHIOPIC_STEM_ENDINGS = ETHIOPIC_ENDINGS | {"ት", "ው"}


OROMO_LANGUAGES = frozenset({"om"})
# The endings that take the place of a noun's final vowel, after its last consonant (longest
# first): the definite ("hoteelicha", the hotel, of hoteela; its cases "-ichaa", "-ichatti",
# "-icharraa", "-ichaaf", "-ichaan"; feminine "-ittii"), the cases' forms after a consonant
# ("-iin", "-iif", "-itti", "-irraa": "Sodaritti", at Sodere), the plural ("-oota", "-oonni") and
# the subject's "-ni" ("geejjibni", the transport, of geejjiba), whose n takes the sound of an l,
# r or n before it ("imalli" of imala, "doolarri" of doolara) and turns a t into n ("irbaanni" of
# irbaata), and the genitive "-ii" after a consonant ("daa'immanii", of the children, of
# daa'imman). (Not the subject's "-i", "seensi" of seensa: read so, the held-out blind set 13
# answered one more question nobody taught, and a final "i" is as often the word's own.) Such a form
# names the word of its stem with any final vowel, or none (a plural or a borrowed word ending in
# its consonant: "daa'imman"): the vowel was dropped, not changed, so no other word is read into it.
_OROMO_FOR_VOWEL = ("icharraa", "ichatti", "ichaaf", "ichaan", "ichaa", "icha", "ichi", "ittii", "irraa",
                    "oonni", "itti", "oota", "iif", "iin", "ni", "ii")
# The subject's "-ni" after an l, r or n: (what the word ends in, the stem's last consonants).
_OROMO_ASSIMILATED_SUBJECT = (("lli", ("l",)), ("rri", ("r",)), ("nni", ("n", "t")))
# A shorter stem is shared by words of other meanings.
MIN_OROMO_STEM = 3
_FINAL_LONG_VOWEL = re.compile(r"([aeiou])\1+$")
_OROMO_VOWELS = frozenset("aeiou")
# The final vowels a consonant stem takes in its bare form: short or long ("geejjiba", "taaksii").
_OROMO_FINAL_VOWELS = ("a", "e", "i", "o", "u", "aa", "ee", "ii", "oo", "uu")


@lru_cache(maxsize=8192)
def _oromo_forms(term: str) -> frozenset[str]:
    """What an Oromo index term may be without its inflection: with or without one case or
    definite ending ("soodereen", Sodere as subject, and "sooderee"), its last long vowel written
    single (a guest writes "bana" for "banaa", opens). The rest stays as written: the consonants,
    doubled ones too ("jimma", the city, is not "jimii", the gym), the vowels inside the word,
    whose length is another word ("daandii", the road, is not "Dandii", the lake; "buna", coffee,
    not "bana"), and the final vowel, which changes a verb's person as often as a noun's case
    ("fida", brings, is no subject of "fiduu")."""
    forms = {term} | {term[:-len(ending)] for ending in OROMO_ENDINGS if term.endswith(ending)}
    return frozenset(_FINAL_LONG_VOWEL.sub(r"\1", form) for form in forms if len(form) >= MIN_OROMO_STEM)


def oromo_bare_forms(term: str) -> frozenset[str]:
    """An Oromo index term's bare forms without a case ending (`_oromo_forms`: "namaaf", for a
    person, is "nama"); empty for a word not in Latin letters."""
    return _oromo_forms(term) if term.isascii() and term.isalpha() else frozenset()


@lru_cache(maxsize=8192)
def _oromo_consonant_stems(term: str) -> frozenset[str]:
    """The stems an Oromo word is, when it ends in an ending that took its final vowel's place
    (`_OROMO_FOR_VOWEL`): "hoteelicha" -> "hoteel", "imalli" -> "imal", "irbaanni" -> "irbaan" and
    "irbaat". Each ends in a consonant and keeps every letter before the ending as written."""
    stems = set()
    for ending in _OROMO_FOR_VOWEL:
        if term.endswith(ending):
            stems.add(term[:-len(ending)])
    for written, consonants in _OROMO_ASSIMILATED_SUBJECT:
        if term.endswith(written):
            stems.update(term[:-len(written)] + c for c in consonants)
    return frozenset(s for s in stems if len(s) >= MIN_OROMO_STEM and s[-1] not in _OROMO_VOWELS
                     and _OROMO_VOWELS & set(s))


@lru_cache(maxsize=8192)
def _oromo_without_final_vowel(term: str) -> frozenset[str]:
    """The stems an Oromo word's bare forms (`_oromo_forms`) are without their final vowel
    ("hoteela" -> "hoteel"): what a form that dropped that vowel for its ending is built on."""
    return frozenset(form[:-1] for form in _oromo_forms(term)
                     if len(form) > MIN_OROMO_STEM and form[-1] in _OROMO_VOWELS
                     and form[-2] not in _OROMO_VOWELS)


ENGLISH_LANGUAGES = frozenset({"en"})
# A shorter base is shared by words of other meanings ("be" of "bed", "ring" of "rings").
MIN_ENGLISH_BASE = 3
# The letters after which an English plural is written "-es" (the index drops only its "s").
_HISSING_ENDINGS = ("ch", "sh", "ss", "x", "z")


@lru_cache(maxsize=8192)
def _english_bases(term: str) -> frozenset[str]:
    """The words an English index term may be a form of: without its "-ly" ("weekly", "daily" of
    day), "-ing" or "-ed" (with the consonant doubled before it dropped, "running", or the
    silent "e" it took restored, "hiring"), or the "e" of a plural's "-es" ("churche")."""
    if not (term.isascii() and term.isalpha()):
        return frozenset()
    bases = set()
    if term.endswith("ily"):
        bases.add(term[:-3] + "y")
    elif term.endswith("ly"):
        bases.add(term[:-2])
    for ending in ("ing", "ed"):
        if term.endswith(ending):
            stem = term[:-len(ending)]
            bases.update({stem, stem + "e"})
            if len(stem) >= 2 and stem[-1] == stem[-2] and stem[-1] not in "aeiou":
                bases.add(stem[:-1])
    if term.endswith("ied"):
        bases.add(term[:-3] + "y")
    if term.endswith("e") and term[:-1].endswith(_HISSING_ENDINGS):
        bases.add(term[:-1])
    return frozenset(b for b in bases if len(b) >= MIN_ENGLISH_BASE)


def _english_doer_bases(term: str) -> frozenset[str]:
    """The verbs an English "-er" noun may name the doer of ("babysitter", "driver", "cleaner"):
    the stem (its doubled consonant dropped, "babysitt"; its silent "e" restored, "drive")."""
    if not (term.isascii() and term.isalpha() and term.endswith("er")):
        return frozenset()
    stem = term[:-2]
    bases = {stem, stem + "e"}
    if len(stem) >= 2 and stem[-1] == stem[-2] and stem[-1] not in "aeiou":
        bases.add(stem[:-1])
    return frozenset(b for b in bases if len(b) >= MIN_ENGLISH_BASE)


def _english_alike(first: str, second: str) -> bool:
    """Whether two English index terms are forms of one word (`inflected_alike`): not when the
    glossary knows the longer one, which then has a meaning of its own ("evening", not "even").
    Also a doer and the doing ("babysitter" and "babysitting", "driver" and "driving": a guest
    asks for the one, a hotel writes the other), by the "-ing" form only: an "-er" word beside its
    bare stem is as often a word of its own ("shower", "show"; "corner", "corn")."""
    if ((second in _english_bases(first) and not knows(first))
            or (first in _english_bases(second) and not knows(second))):
        return True
    return any(doer.endswith("er") and doing.endswith("ing") and not knows(doer) and not knows(doing)
               and _english_doer_bases(doer) & _english_bases(doing)
               for doer, doing in ((first, second), (second, first)))


def _oromo_alike(first: str, second: str) -> bool:
    """Whether two Latin-script terms are forms of one Oromo word (`inflected_alike`)."""
    if not (first.isalpha() and second.isalpha() and first.isascii() and second.isascii()):
        return False
    if _oromo_forms(first) & _oromo_forms(second):
        return True
    first_stems, second_stems = _oromo_consonant_stems(first), _oromo_consonant_stems(second)
    return bool(first_stems & (second_stems | _oromo_without_final_vowel(second) | _oromo_bare(second))
                or second_stems & (_oromo_without_final_vowel(first) | _oromo_bare(first)))


# An Oromo word ends in a vowel; one written ending in a consonant is a plural ("daa'imman") or a
# borrowed word, and long: a shorter one is as often an English word in the text ("man", "bar").
MIN_BARE_CONSONANT_WORD = 5


def _oromo_bare(term: str) -> frozenset[str]:
    """An Oromo word that ends in a consonant as written (a plural, "daa'imman"), as the consonant
    stem it is: the stem of its forms with an ending ("daa'immanii")."""
    if term[-1:] in _OROMO_VOWELS or len(term) < MIN_BARE_CONSONANT_WORD:
        return frozenset()
    return frozenset({term})


@lru_cache(maxsize=8192)
def oromo_spellings(term: str) -> frozenset[str]:
    """The spellings an index may hold of the Oromo word `term` is a form of (`term` aside): its
    bare forms with their last vowel short or long ("xiyyaaraatti" -> "xiyyaara", "xiyyaaraa"),
    and a consonant stem with each final vowel ("geejjibni" -> "geejjiba", "geejjibaa", ...).
    Those alike with `term` (`inflected_alike`) are the ones retrieval looks up
    (retrieval.lexical.inflected_alternatives). Empty for a word that is no Oromo form, and for
    an English word: the question's language is not known there, and "span" is no Oromo "spa"
    with the subject's -n, nor "darn" Bahir Dar's "dar" with it."""
    if not (term.isalpha() and term.isascii()) or term in english_words():
        return frozenset()
    spellings = set()
    for form in _oromo_forms(term):
        spellings.add(form)
        if form[-1] in _OROMO_VOWELS:
            spellings.add(form + form[-1])
    for stem in _oromo_consonant_stems(term):
        spellings.add(stem)
        spellings.update(stem + vowel for vowel in _OROMO_FINAL_VOWELS)
    spellings.discard(term)
    return frozenset(s for s in spellings if _oromo_alike(term, s))


def inflected_alike(first: str, second: str, lang: str) -> bool:
    """Whether two index terms are forms of one word that the index left apart:
    - Amharic or Tigrinya: one with an ending the stemmer (text.stem_ethiopic) keeps, or with the
      last consonant it cut together with an ending ("ጉብኝቱ", the visit, stems as "ጉብኝ"; "ጉብኝት"
      as itself), compared with every letter reduced to its consonant;
    - Oromo, which the index does not stem: one stem but for a case ending and the length of its
      last vowel (`_oromo_forms`: "bana" and "banaa", "soodereen" and "sooderee"; not "jimma" and
      "jimii", nor "daandii" and "dandii").
    - English, whose index only drops a plural "s": a word and its "-ly", "-ing" or "-ed" form, or
      its plural after a hissing sound (`_english_bases`: "weekly" and "week", "running" and
      "run", "churche" of churches and "church"), unless the glossary knows the longer word (it
      says what its own words stand for: "evening" is no form of "even").
    Any word, not only the glossary's (whose forms `alternatives` finds): a passage's words are
    compared with the question's specific ones so (analysis.lacks), and in Amharic and Tigrinya a
    sentence's with the question's in sentence choice (responders.sentence_terms); the index keeps
    its terms as they are."""
    if first == second:
        return True
    if lang in OROMO_LANGUAGES:
        return _oromo_alike(first, second)
    if lang in ENGLISH_LANGUAGES:
        return _english_alike(first, second)
    if lang not in ETHIOPIC_LANGUAGES or not (has_ethiopic(first) and has_ethiopic(second)):
        return False
    shorter, longer = sorted((_consonants(first), _consonants(second)), key=len)
    ending = longer[len(shorter):]
    return (len(shorter) >= MIN_ETHIOPIC_STEM and longer.startswith(shorter)
            and 0 < len(ending) <= MAX_ETHIOPIC_ENDING and set(ending) <= _ETHIOPIC_STEM_ENDINGS)


def all_terms() -> frozenset[str]:
    """Every index term of the glossary (its words and the destinations'): what a misspelt word
    may be read as (spelling.py)."""
    return frozenset(_table()[0])


def alternatives(term: str) -> frozenset[str]:
    """The index terms that stand for `term` (itself included): its translations and synonyms."""
    entry = _entry(term)
    return _table()[0][entry] | {term} if entry else frozenset({term})


def with_meanings(terms: frozenset[str]) -> frozenset[str]:
    """A passage's index terms and the glossary words they are forms of: a question term then
    finds a passage by its inflected forms too (Oromo "sareen", "Bineensonni" for saree, bineens),
    as a question's inflected word finds the glossary word it starts with."""
    return terms | {entry for entry in map(_entry, terms) if entry is not None}


def is_generic(term: str) -> bool:
    """Whether `term` says what is asked about a subject (its price, its time, ...), not which."""
    entry = _entry(term)
    return entry is not None and entry in _table()[1]


def knows(term: str) -> bool:
    """Whether `term` is a glossary word (or a form of one), of any kind."""
    return _entry(term) is not None


def is_subject(term: str) -> bool:
    """Whether `term` is a glossary word naming a subject (breakfast, parking, visa, ...): not a
    generic word and not a city."""
    return _entry(term) is not None and is_topical(term)


# Words of two meanings, read by what the question asks: Amharic "መግቢያ" is the entrance (its
# fee) of a museum, park or church when a price is asked, else check-in ("የመግቢያ ሰዓት", the
# check-in time). So is Oromo "seensa" (entry) in its forms ("Seensi Sodeeree ... qarshii 150", the
# entrance to Sodere; "seensa sa'aatii meeqa", the check-in time). term -> {asked type: the term it
# then stands for}.
TWO_MEANINGS = {"መግቢይ": {"price": "entrance"},
                **{form: {"price": "entrance"} for form in ("seensa", "seensi", "seensaa", "seensaaf",
                                                            "seensaan", "seensichi", "seensicha")}}


def read_as(term: str, asked_type: str | None) -> frozenset[str]:
    """The words of two meanings the asked type reads as `term`: a passage writing one of them
    says what the question does ("የመግቢያ ዋጋ" is the entrance's price when a price is asked)."""
    return frozenset(word for word, read in TWO_MEANINGS.items() if read.get(asked_type or "") == term)


def in_context(terms: list[str], asked_type: str | None) -> list[str]:
    """`terms` with each word of two meanings replaced by the one the asked type reads."""
    return [TWO_MEANINGS.get(t, {}).get(asked_type or "", t) for t in terms]


# Tigrinya writes a k or q after a vowel with its own letters (ኽ, ቐ) where Amharic, and the
# destinations table, write ክ and ቀ: "ኣኽሱም" is Axum, "መቐለ" Mekelle.
_TIGRINYA_LETTERS = str.maketrans("ኸኹኺኻኼኽኾቐቑቒቓቔቕቖ", "ከኩኪካኬክኮቀቁቂቃቄቅቆ")


def place(term: str) -> frozenset[str] | None:
    """The city `term` names, as every index term of its spellings (one value per city, whatever
    the script: "ሀዋሳ" and "hawassa" give the same), or None for a word that names no city."""
    entry = _entry(term)
    if entry is None and has_ethiopic(term):
        entry = _entry(term.translate(_TIGRINYA_LETTERS))
    alternatives, _, places = _table()
    return alternatives[entry] if entry is not None and entry in places else None


def is_topical(term: str) -> bool:
    """Whether `term` can name what a question is about: not a generic word (price, time, ...)
    and not a city."""
    entry = _entry(term)
    if entry is None:
        return True
    _, generic, places = _table()
    return entry not in generic and entry not in places
