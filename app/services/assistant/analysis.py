"""What a question asks, read before anything is searched: the asked type and the subject.

- The asked type: a price or amount, a clock time, a date, a duration, a count, yes/no or
  permission, a place or route, a contact. Read by patterns per language (en, am, om, ti and
  Amharic written in Latin letters), the first that matches in ASKED_TYPES' order: "ስንት ሰዓት"
  (how many hours: what time) is a time before "ስንት" (how many) is a price or a count.
- The subject: the question's own terms that say what it is about (glossary.is_topical: not
  price or time words, not a city), "balloon ride", "airport shuttle", "check-out".

A reply must name the subject and carry the asked type in the same sentence (responders.py,
`carries`): a price question is answered by a sentence that states an amount, never by the
shuttle's price for a question about the balloon.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from stop_words import get_stop_words

from app.services.assistant import ethiopian_dates, ethiopian_time, glossary, retrieval, spelling
from app.services.assistant.grounding import (
    AGE_PHRASE,
    OROMO_QUESTION_WORD,
    SHARED_LATIN_PREFIX,
    SHARED_ROOT_ROWS,
    contrast_phrase_terms,
    ethiopic_rows,
    names_a_contrast,
    quantities,
    same_name,
    sounds,
    unit_kind,
)
from app.services.assistant.phrases import phrase
from app.services.assistant.text import has_ethiopic, tokens, words
from app.services.ethiopic import fold_letter_variants

# Words several rules share. `_HOW_MUCH`: "how much/many" in every language; `_WHEN`: "when";
# `_DAILY`: what happens every day at a set hour (asked "when", it asks a clock time: "ቼክ አውት
# መቼ ነው", "check in yoom", not a date); `_DAY_PART`: a part of the day (with "when", a clock
# time: "when in the morning", "ganama yoom ka'a").
_HOW_MUCH = r"(?:\bhow\s+(?:much|many)\b|ስንት|ምን\s*ያህል|\bmeeqa\b|\bhammam\b|\bhangam\b|ክንደይ)"
_WHEN = r"(?:\bwhen\b|መቼ|መዓስ|\byoom\b|\bmeche\b)"
_DAILY = (r"(?:\bbreakfast|\blunch|\bdinner|\bbuffet|\bcheck[- ]?in\b|\bcheck[- ]?out\b|"
          r"\bcheckout\b|\bcheckin\b|"
          # Oromo's check-in and check-out: "galmee seenuu" (entering the register) and "(kutaa)
          # gadhiisuu" (releasing the room).
          r"\bgalmee\s+seen\w*|\bgadhiis\w*|"
          r"ቁርስ|ምሳ|እራት|ቼክ\s*ኢን|ቼክ\s*አውት|ቸክ\s*ኢን|ቸክ\s*አውት|\bciree|\blaaqana|\birbaata|ቁርሲ|ምሳሕ|ድራር)")
_DAY_PART = (r"(?:\bmorning\b|\bevening\b|\bafternoon\b|\btonight\b|\btonite\b|ጠዋት|ማታ|ምሽት|\bganama\b|"
             r"\bgalgala\b|\bwaaree\b|ንግሆ|ምሸት)")
# A year written against a clitic is still a year ("በ2020", "2027tti"): no word boundary around it.
_YEAR = r"(?<!\d)(?:19|20)\d\d(?!\d)"
# A year named by when it is ("next year", "this year"), as a date's year is.
_NAMED_YEAR = r"\b(?:next|this|coming)\s+year\b"
# How far: a distance is a count (of kilometres), in every language.
_DISTANCE = r"(?:\bhow far\b|\bdistance\b|ይርቃል|ርቀ[ትቱ]\w*|\bfaga\w*|\bfageenya\w*|ይርሕቕ|ርሕቀት\w*)"
# Oromo asks how far one goes by "how much" and a finite "go" ("hangam deemna", how far do we
# walk): not "deemuuf" (for going), which says what a price is for.
_HOW_FAR_GOING_OM = r"\b(?:hangam|hammam)\s+deem(?:na|u|a|ta|tu|an|tan)\b"
# A rise or fall told in percent ("ስንት በመቶ ይጨምራል", "ክንደይ ሚእታዊት ይውስኹ") is a count; a share
# of a payment ("ቅድሚያ ክፍያ ስንት በመቶ ነው") stays an amount.
_PERCENT = r"(?:percent\w*|በመቶ|ፐርሰንት|ሚእታዊት|\bdhibbeentaa\w*|%)"
_RISES = (r"(?:\bincrease\w*|\brises?\b|\bgo(?:es)?\s+up\b|ይጨም\w*|ጭማሪ|ይቀን\w*|ይውስኹ|ይውስኽ|ወሰኽ\w*|"
          r"\bdabal\w*|\bol\s*ka['’]\w*)")
# How many nights one must stay is a minimum stay, a count ("halkan meeqa bulu qaba", "ምን ያህል
# ቀን መቆየት አለብኝ"), not a duration asked.
_NIGHTS = r"(?:\bnights?\b|\bdays?\b|ቀን\w*|ቀና\w*|ሌሊት|ለሊት|አዳር|\bhalkan\w*|\bguyyaa\w*|ለይቲ|መዓልቲ)"
# Booking nights one must take is the same minimum ("ስንት ሌሊት መያዝ አለብኝ", how many nights
# must I book), unless they are counted before something ("ስንት ቀን በፊት ማስያዝ አለብኝ", how many
# days ahead: a duration, `_AHEAD`).
_STAYING = (r"(?:\bstay\b|መቆየት|ማደር|\bbul\w*|\btur(?:uu?|an|a)\b|ክጸንሕ|ምጽናሕ|\bbook\b|\breserve\b|"
            r"ለ?ማስያዝ|[መሚ]ያዝ|\b(?:meyaz|mayaz|masyaz)\b)")
_AHEAD = r"(?:\bbefore\b|\bin advance\b|\bahead\b|በፊት|አስቀድሞ|ቀደም|\bdura\b|\bdurs\w*|\bbefit\b)"
_MUST = (r"(?:\bmust\b|\bhave to\b|\bneed to\b|\brequired?\b|አለብ\w*|ይገባ\w*|ግዴታ|\bqab(?:a|na|u|da)\b|"
         r"ኣለኒ|ኣለና|ግድን)")
_COUNTED = r"(?:ክፍ[ልሉሎ]\w*|ኮከ[ብቦ]\w*|ኮኾብ|ኪሎ\w*|ኪሜ|ኪ\.ሜ|ጊጋ\w*|ጂቢ)"
# After ስንት's noun only a plural or a unit counts: "ክፍል ስንት ነው" is a room's price.
_COUNTED_BEFORE = r"(?:ክፍሎ\w*|ኮከ[ብቦ]\w*|ኮኾብ|ኪሎ\s*ሜትር|ኪሜ|ኪ\.ሜ|ጊጋ\w*|ጂቢ)"
# A measured property is a count of its unit (metres, km/h, years): "ከፍታው ስንት ነው", "ፍጥነቱ ስንት",
# "umurii meeqa"; people a boat or hall takes, asked with a verb ("ስንት ሰው ይይዛል"), are counted too.
_MEASURED = r"(?:ከፍታ|ፍጥነ[ትቱ]|ርዝመ[ትቱ]|ስፋ[ትቱ]|ክብደ[ትቱ]|ዕድሜ|እድሜ|ጥልቀ[ትቱ])\w*"
_MEASURED_OM = r"(?:umurii|dheerin\w*|ulfaatin\w*|saffis\w*)"
_PEOPLE_TAKEN = r"ስንት\s*(?:ሰው|ሰዎች|እንግዳ\w*)\s*(?:ብቻ\s*)?[ይያ](?!ከፍ|ስከፍ)\S+"
_PRICED = r"(?:ዋጋ|ብር|ያስከፍላል|ክፍሊት|ክፍያ|ርካሽ|ርካሹ)"
# Oromo's postpositions of nearness: beside, next to, close to, around.
_NEAR_OM = r"\b(?:bira|cinaa|dhiyoo|naannoo)\b"
# Words that may close an Oromo clause after its verb or question word: the copula and question
# particles.
_OROMO_CLOSING = frozenset({"dha", "dhaa", "moo", "ree", "laata", "natti"})
_OROMO_CLOSING_WORD = rf"(?:{'|'.join(sorted(_OROMO_CLOSING))})\b"

# The asked types, in the order they are tried (a more specific pattern first).
ASKED_TYPES = ("time", "duration", "date", "price", "contact", "count", "place", "yes_no")
_PATTERNS: dict[str, re.Pattern] = {
    "time": re.compile(
        r"\bwhat time\b|\bat what time\b|\bwhat hours?\b|\bopening hours\b|\b(?:un)?till? when\b|"
        r"\bhow early\b|"
        r"\bhow late\b|\bwhen does\b.*\b(?:open|close|start|leave|depart|run|serve|end)|\bwhen do\b.*"
        r"\b(?:open|close|leave|depart|run|serve)|"
        # "the latest I can check in", "the earliest we could leave"
        r"\b(?:latest|earliest)\b(?:\s+time)?\s+(?:i|we|you|one|guests?)\s+(?:can|could|may)\b|"
        rf"{_WHEN}.*{_DAY_PART}|{_DAY_PART}.*{_WHEN}|"
        r"ስንት\s*ሰዓት|በስንት\s*ሰዓት|እስከ\s*ስንት|ሰዓቱ|"
        # "በሰዓት ስንት ነው" is a price by the hour, and "ለአንድ ሰዓት ስንት ነው" (for one hour) one
        # for a span (ethiopian_time.SPAN_OF_HOURS, masked before this pattern is tried): not times.
        r"(?<!በ)ሰዓት\s*(?:ስንት|መቼ)|"
        r"sa['’]?aatii\s*meeqa|sa['’]?aa\s*meeqa|meeqa\s*sa['’]?aa|sa['’]?aatii\s*(?:kam|yoom)|"
        r"\bsint\s*seat\b|\bbesint\s*seat\b|ሰዓት\s*ክንደይ|ብስንት\s*ሰዓት|ኣበየናይ\s*ሰዓት|"
        # "when does it open / close / start / leave" in Oromo, Amharic and Tigrinya
        r"\byoom\b.*\b(?:banam\w*|cufam\w*|jalqab\w*|eegal\w*|ka['’]\w*)|\b(?:banam\w*|cufam\w*|jalqab\w*)\b.*\byoom\b|"
        r"መቼ.*(?:ይከፈታል|ይዘጋል|ይነሳል)|(?:ይከፈታል|ይዘጋል|ይነሳል).*መቼ|መዓስ.*(?:ይኽፈት|ይዕጾ|ይብገስ)",
        re.I),
    "duration": re.compile(
        # ("how often" asks the interval a thing runs at: "every 30 minutes".)
        r"\bhow long\b|\bhow (?:often|frequently)\b|\bfor how many (?:days|nights|hours|weeks)\b|"
        r"\bvalid for\b|"
        r"\bhow many (?:days|nights|"
        r"hours|minutes|weeks|months|years)\b|ለምን\s*ያህል|ምን\s*ያህል\s*ጊዜ|"
        r"ስንት\s*(?:ቀን|ሌሊት|ለሊት|አዳር|ደቂቃ|ወር|ሳምንት|ዓመት|አመት)|"
        r"hammam\s*(?:turu|fudhata)|yeroo\s*hammam|guyyaa\s*meeqa|halkan\s*meeqa|daqiiqaa\s*meeqa|"
        r"ክንደይ\s*(?:ግዜ|መዓልቲ|ለይቲ)",
        re.I),
    "date": re.compile(
        r"\bwhat date\b|\bwhich (?:days?|dates?)\b|በየትኞቹ\s*ቀና?\S*|\bon what day\b|\bwhat day\b|"
        # ("when exactly is ...": an adverb between changes nothing.)
        r"\bwhen(?:\s+(?:exactly|precisely))?\s+(?:is|will|are)\b|\bdate\b|በየትኛው\s*ቀን|ስንተኛ\S*\s*ቀን|ቀኑ|መቼ\s*ነው|መቼ\s*ይከበራል|ዕለት|"
        r"guyy(?:aa|oota)\s*kam|yoom\s*kabajama|"
        r"yoom\s*ta['’]?a|\bguyyaan\b|\bmeche\b|መዓስ\s*(?:እዩ|ይኽበር)|"
        # A choice of days ("on Jan 18 or the 19th"); a day in another calendar ("በፈረንጅ አቆጣጠር").
        r"\bor\s+(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|አቆጣጠር|በፈረንጅ(?=.*ቀን)|ቀን.*በፈረንጅ",
        re.I),
    "price": re.compile(
        r"\bhow much\b|\bprice\b|\bprices\b|\bcost\b|\bcosts\b|\bfee\b|\bfees\b|\bcharges?\b|"
        r"\bsurcharges?\b|\brate\b|"
        r"\bbirr\b|\betb\b|\busd\b|ዋጋ|ስንት\s*ብር|ያስከፍላል|ይከፈላል|ክፍያ|ስንት\s*ነው|ስንት|"
        r"\bgatii\w*|\bmeeqa(?:an)?\b|\bkaffal\w*|\bbaasii\w*|\bqarshii\b|ክንደይ|ክፍሊት|\bwaga\w*|\bsint\b|"
        r"\bkifiya\w*|\bfares?\b|\bcheapest\b|\b(?:the|a|overstay|smoking|cleaning)\s+fine\b|"
        r"\bfine\s+(?:if|for|per)\b|መግቢያ|"
        # "is there extra for the shuttle", "the amount", Oromo "hammam" (how much)
        r"\bextra\s+(?:for|charge|fee|cost)\b|\bpay\s+extra\b|\bamount\b|\bhammam(?:ii)?\b|\bhangam(?:ii)?\b|"
        # A price compared ("is the spa more expensive on saturday?", "cheaper at night?") asks by
        # how much, in yes/no form: answered by the surcharge or discount, an amount. So does the
        # sum asked ("and what's the total").
        r"\b(?:more|less)\s+expensive\b|\b(?:cheaper|pricier|costlier)\b|"
        r"\bwhat(?:['’]?s|\s+is|\s+will\s+be)\s+the\s+total\b|"
        # "what does he pay", "the penalty", and the most money one may take out (an amount).
        # (Not "max cash i can bring": typed a price, its answer lost the head the price responder
        # looks for, blind7 q024.)
        r"\bwhat\s+(?:do|does|did|will|would|should)\s+(?:\w+\s+){1,2}pay\b|\bpenalt(?:y|ies)\b|"
        r"\b(?:max(?:imum)?|limit)\b.*\bwithdraw\w*|\bwithdraw\w*.*\b(?:max(?:imum)?|limit)\b",
        re.I),
    "count": re.compile(r"\bhow many\b|\bnumber of\b", re.I),
    "contact": re.compile(r"\bphone\b|\bcontact\b|\bcall\b|\be-?mail\b|\bwhatsapp\b|ስልክ|\bbilbil\w*|"
                          # An email as Oromo, Amharic and Tigrinya write it ("imeelii isaa", its email).
                          r"\bimee?y?il\w*|\bimeel\w*|ኢሜይል|ኢሜል|ኢመይል|"
                          r"\bquunnam\w*|ቴሌፎን|"
                          # "the number for the ambulance" (not "the number of nights": a count)
                          r"\bnumbers?\b(?!\s+of\b)", re.I),
    "place": re.compile(
        r"\bwhere\b|\bhow do i get\b|\bhow to get\b|\broute\b|\b(?:best|fastest|easiest|quickest) way\b|"
        r"የት|\beessa\w*|ኣበይ|"
        # Which hotels, hotels that have something: a hotel (a place) is asked, in every language
        # ("ስፓ ያለው ሆቴል", "hoteelota pool qaban", "ፑል ዘለዎም ሆቴላት"); not "do you have hotels in
        # Jimma?", which asks yes or no.
        r"\bwhich\s+(?:hotels?|lodges?|resorts?|guest\s*houses?|places?|restaurants?|cit(?:y|ies)|towns?)\b|"
        r"\b(?:hotels?|lodges?|resorts?)\s+(?:(?:that|which)\s+(?:have|has|offer)|with)\b|"
        r"(?:ያለው|ያላቸው|ያለበት)\s*(?:ሆቴ|ሎጅ|ሎጆ|ሪዞር|hotel|lodge|resort)|"
        r"\bhoteel\w*\b.*\b(?:qaban|qabu)\b|\bkam(?:i|tu|faa|iin)?\b.*\bhoteel\w*|\bhoteel\w*.*\bkam(?:i|tu|faa|iin)?\b|"
        r"(?:ዘለዎ|ዘለዎም|ዘለዋ|ዘለዉ)\s*(?:ሆቴ|ሎጅ)|ኣየናይ\s*ሆቴ|ኣየኖት\s*ሆቴ|"
        # Which one is near a place asks where it is ("hospitaalli ... bira jiru isa kami", which is
        # the hospital near the inn). (Not whether there is one near it, "is there a dentist near
        # the hotel": read yes or no, a sentence must name the thing asked, a dentist, to answer
        # it, and no place reading checks that: blind13 q050 answered with the on-call doctor.)
        rf"{_NEAR_OM}.*\bkam(?:i|tu|iin)?\b|\bkam(?:i|tu|iin)?\b.*{_NEAR_OM}",
        re.I),
    "yes_no": re.compile(
        r"^\s*(?:is|are|can|could|do|does|did|may|will|should|must|have|has)\b|ይቻላል|ይፈቀዳል|አለ\s*[?？]?\s*$|"
        r"አለው|አላችሁ|ወይ\s*[?？]?\s*$|\bdanda['’]?ama\w*|\bhayyam\w*|\bjiraa\b|\bqabdu\w*|ይኽእል|ኣሎ|"
        r"\bqabaa\b|\bdabalataa\b|ኣለኩም|ይጨምራል\s*[?？]?\s*$|(?:ድዩ|ዶ)\s*[?？]?\s*$|^\s*any\b|"
        r"\bdanda['’]?aa\b|\b(?:alachu|alachihu|alachehu|alachuh|alew|alle)\s*[?？]?\s*$",
        re.I),
}
# Read before the ordered patterns, in this order: a minimum stay is a count of nights, not a
# duration asked; "how many" with what is counted (stars, rooms, people, kilometres, gigabytes) is
# a count, not a price, in every language ("ባለ ስንት ኮከብ", "ክፍሎች ስንት ናቸው", "urjii meeqa", "ክንደይ
# ኮኾብ"; not people: "ለውጭ ሰው ስንት ነው" is a price for one person; not a kilo of coffee: "kiiloo
# meeqa" is its price); a distance is a count; a phone or merchant number is a contact, not an
# amount ("ስልክ ቁጥሩ ስንት ነው", "ቁጥራችሁ ስንት ነው", "lakkoofsi ambulaansii meeqa"); how long a trip
# takes is a duration ("sa'aatii meeqa fudhata", "ስንት ሰዓት ይፈጃል", "ክንደይ ይወስድ"), and so is how long
# before or after ("ከስንት ሰዓት በፊት", "yeroo meeqa booda"); "when" with a year, or the day a
# feast falls on in another calendar ("በ2020 በፈረንጅ ስንት ቀን ይውላል"), is a date; Oromo asks yes
# or no by "ni" and the verb ("ciree ni kaffalaa", does he pay for breakfast?), not by "kaffal".
_FIRST: tuple[tuple[str, re.Pattern], ...] = (
    ("contact", re.compile(
        r"ስልክ\s*ቁጥ|ቁጥ(?:ራችሁ|ራቸው|ሩ|ርዎ|ራችን)|\blakkoofs\w*\s+bilbil\w*|\bbilbil\w*\s+lakkoofs\w*|"
        r"\bphone number\b|ቁጽሪ\s*ተሌፎን|ቁጽሪ\s*ስልኪ|"
        # Oromo's "the phone, how much" closing the question asks its number ("nazret garden hotel
        # bilbila meeqa"); not a call's price ("bilbila gochuun meeqa kaffala").
        r"\bbilbil\w*\s+meeqa\s*[?？]*\s*$|"
        r"\blakkoofs\w*\b(?!\s+(?:kutaa|nama|namoota|halkan|guyyaa|keessummoota)\w*)", re.I)),
    ("count", re.compile(
        rf"(?:{_HOW_MUCH}|ምን)\s*{_NIGHTS}(?=.*{_STAYING})(?=.*{_MUST})(?!.*{_AHEAD})|"
        rf"{_NIGHTS}\s*{_HOW_MUCH}(?=.*{_STAYING})(?=.*{_MUST})(?!.*{_AHEAD})|"
        rf"{_HOW_MUCH}\s*{_PERCENT}.*{_RISES}|{_PERCENT}\s*{_HOW_MUCH}.*{_RISES}|{_RISES}.*{_HOW_MUCH}\s*{_PERCENT}|"
        rf"\bhow far\b|(?:{_HOW_MUCH}|\bwhat\b).*{_DISTANCE}|{_DISTANCE}.*(?:{_HOW_MUCH}|\bwhat\b)|"
        rf"{_HOW_FAR_GOING_OM}|"
        # Oromo counts the unit "meeqa" follows: "namoota meeqa fudhata" (how many people does it
        # take: not how long it takes, which "sa'aatii meeqa fudhata" asks), "kiiloo meeqa
        # bilisaan" (how many kilos free). A kilo alone at the question's end is its price
        # ("bunni kiiloo meeqa", a kilo of coffee, how much).
        rf"\b(?:nam(?:a|ni|oota)|kiilo+)\s+meeqa\s+(?!{_OROMO_CLOSING_WORD})[^\W\d_]", re.I)),
    ("date", re.compile(
        rf"^(?=.*(?:ፈረንጅ|አቆጣጠር|ይውላል|{_YEAR})).*ስንት\s*ቀን(?!\s*(?:ይፈጃል|ይወስዳል|ይቆያል))", re.I)),
    # The hour of entering or leaving ("ሮማናት ስኩየር ሆቴል መግቢያ ሰዓት", its check-in hour; "የመውጫ
    # ሰዓቱ"), with no price word: a clock time. (Alone, "መግቢያ" is an entry's price.)
    ("time", re.compile(r"^(?!.*(?:ዋጋ|ብር|ክፍያ|ያስከፍላል))(?:.*\s)?"
                        r"የ?(?:መግቢያ|መውጫ|ቼክ\s*ኢን|ቼክ\s*አውት)\S*\s*ሰዓት", re.I)),
    # "sa'aatii meeqa" is Oromo's "what time": before its postposition "dura" it asks by what
    # time ("sa'aatii meeqa dura galmaa'uu qaba", register before what time), as a deadline is
    # told (by 12:00); the verb "dursuu" (to be ahead by) counts hours, a duration below.
    ("time", re.compile(r"\bsa['’]?aa(?:tii)?\s*meeqa\s+dura\b", re.I)),
    ("duration", re.compile(
        r"\bji['’]?a\s*meeqa|"
        r"(?:guyyaa|halkan|torban|ji['’]?a|sa['’]?aatii|daqiiqaa)\s*meeqa\s*(?:fudhat|tur|hojjet)\w*|"
        r"(?:\bmeeqa|\bhammam|\bhangam)\s+(?:\w+\s+)?fudhat\w*|\bmeeqa\s+booda\b|"
        # How long ahead ("sa'aatii meeqa dura", "... meeqa dursuu qaba", how many hours before),
        # as "ከስንት ሰዓት በፊት" is.
        r"\bmeeqa\s+(?:dura\b|durs\w*)|"
        # How long one waits, and at least how many hours (a minimum length, not a clock time):
        # "hammam na eeggata", "hammam nu eega", "ክሳብ ክንደይ ይጽበ", "ምን ያህል ይጠብቃል", "yoo
        # xiqqaate sa'aatii meeqa". (Not "eegala", it begins: "sa'aatii meeqa eegala" is a time.)
        r"(?:\bmeeqa|\bhammam|\bhangam)\s+(?:\w+\s+)?ee(?:gg|g(?!al))\w*|"
        r"(?:ስንት|ምን\s*ያህል)(?:\s*(?:ሰዓት|ደቂቃ|ጊዜ))?\s*(?:\S+\s*)?ይጠብ[ቃቅቁ]\S*|ክንደይ(?:\s*\S+)?\s*ይጽበ\S*|"
        r"\bxiqqaat\w*\s+(?:sa['’]?aatii|daqiiqaa)\s*meeqa|"
        r"\bmin(?:imum|\.)?\s+(?:number of\s+)?(?:hours|minutes)\b|"
        r"\bat least how many (?:hours|minutes)\b|ቢያንስ\s*ስንት\s*(?:ሰዓት|ደቂቃ)|"
        # Amharic in Latin letters: "sint ken" (ስንት ቀን), how many days.
        r"\bsint\s+(?:ken|kenoch|qen|lelit\w*|dekika\w*|samint|sammint|wer|amet)\b|"
        r"(?:ስንት|ምን\s*ያህል)(?:\s*(?:ሰዓት|ቀን|ደቂቃ|ሳምንት|ወር|ጊዜ))?\s*(?:ይፈጃል|ይወስዳል|ይቆያል)|"
        r"ከ?ስንት\s*(?:ሰዓት|ቀን|ደቂቃ|ሳምንት)\s*(?:በፊት|አስቀድሞ|ቀደም)|"
        r"ክንደይ(?:\s*(?:ሰዓት|ግዜ|መዓልቲ|ደቒቕ))?\s*ይወስድ", re.I)),
    ("count", re.compile(
        r"\bmin(?:imum|\.)?\s+(?:number of\s+)?(?:nights|days|stay)\b|\bat least how many\b|ቢያንስ\s*ስንት|"
        # "yoo xiqqaate" (at its least), a minimum; not "xiqqaa", small ("konkolaataan xiqqaan
        # meeqa", the small car: its price).
        r"\bmeeqa\s+xiqqaat\w*|\bxiqqaat\w*\s+meeqa|\bhow many stars\b|"
        # "How many X are there" ("ጣሪያው ላይ ስንት መቀመጫ አለ", how many seats on the roof): a count
        # of the thing, whatever it is, when the question ends in "there is/are" (not money).
        r"ስንት\s*(?!ብር)[^\s\d]+\s*(?:አለ|አሉ|ይገኛል|ይገኛሉ|ኣሎ|ኣለዉ)\s*[?？።]*\s*$|"
        rf"ባለ\s*ስንት|^(?!.*{_PRICED})(?:.*ስንት\s*{_COUNTED}|.*{_COUNTED_BEFORE}\s*(?:ስንት|ክንደይ)|"
        rf".*ክንደይ\s*{_COUNTED}|.*{_MEASURED}\s*ስንት|.*{_PEOPLE_TAKEN})|"
        rf"\b(?:urjii|nam(?:a|ni|oota)|km|kiilo+\s*meetir\w*|kiilo+meetir\w*|kutaa\w*)\s+meeqa|"
        rf"\b{_MEASURED_OM}\s+(?:\w+\s+)?meeqa|"
        # Amharic in Latin letters: "sint kokeb" (ስንት ኮከብ), how many stars.
        r"\bsint\s+(?:kokeb\w*|kifil\w*|km)\b", re.I)),
    ("date", re.compile(rf"^(?!.*(?:\btime\b|ሰዓት|ሰአት|sa['’]?aa))"
                        rf".*(?:{_WHEN}.*(?:{_YEAR}|{_NAMED_YEAR})|(?:{_YEAR}|{_NAMED_YEAR}).*{_WHEN})",
                        re.I)),
    # "breakfast hours", "check-out time", "when is check-out", "ቼክ አውት መቼ ነው": a daily time.
    # A place's or a service's "hours" with no number and no "how many" are its opening hours
    # ("pharmacy hours", "gym hours?"), and a start or end "time" is a clock time.
    ("time", re.compile(rf"{_DAILY}.*{_WHEN}|{_WHEN}.*{_DAILY}|{_DAILY}\s+(?:time|times|hours)\b|"
                        r"\b(?:opening|closing|departure|pick-?up|start|starting|end|finish|last|first)\s+"
                        r"(?:time|times|hours)\b|"
                        r"^(?!.*\b(?:how|many|few|several|long|extra|more|\d+)\b).*"
                        r"\b(?!(?:the|of|for|per|business|working|office|rush|peak|happy|half|one|two|three|four|"
                        r"five|six|seven|eight|nine|ten|twelve)\b)[a-z]{3,}\s+hours\b", re.I)),
    ("price", re.compile(r"\btikeet\w*\s+(?:\w+\s+)?meeqa\s*[?？]?\s*$", re.I)),
    # (The verb ends its clause; a hotel's name may follow it: "doolaraan kaffaluun ni danda'amaa
    # adama palm inn", can one pay in dollars at Adama Palm Inn.)
    ("yes_no", re.compile(r"^(?!.*\b(?:meeqa|hammam|hangam|yoom|eessa\w*|maal\w*|kam(?:i|tu)?)\b)"
                          r".*(?:\bni\s+[\w'’]+(?:aa|uu|ii)|\b[\w'’]+amaa)"
                          r"(?:\s*[?？]?\s*$|\s+[^\W\d_]+\s+[^\W\d_]+)", re.I)),
)
# A question none of the patterns types that names what is sold by the ticket or the trip, a
# price per unit, or the kind of guest a price is for ("axum stelae ticket for a foreigner?",
# "car with driver per day", "imala ... nama tokkoof", "minibaasii adaamaa irraa sodareetti") asks
# its price. One asking "when" a thing begins, ends, falls or is celebrated ("የሁዳዴ ጾም መቼ
# ይጀምራል"), or "when" alone ("timqatiin yoom?"), asks a date; "when" with another verb may ask
# an hour as well ("express laundry yoom deebi'a", when does it come back): no type, and "until
# when" ("እስከ መቼ መሰረዝ እችላለሁ") is as often "3 hours before" as a date.
# The kinds of guest a price is for, in Oromo (any case ending: "daa'immanii", "alagaaf"), and the
# spans of time a price is counted by.
_GUEST_KINDS_OM = (r"(?:alaga|lammii|namoota|ijoollee|daa['’]?imman|barattoota|keessummoota|"
                   r"turistoota)\w*")
_SPANS_OM = r"(?:sa['’]?aatii|guyyaa|halkan|torbanii?|ji['’]?a|daqiiqaa)"
_FRAGMENTS: tuple[tuple[str, re.Pattern], ...] = (
    ("price", re.compile(
        r"\btickets?\b|\bentry\b|\bentrance\b|\badmission\b|\bfares?\b|ትኬት|ቲኬት|\btikeet\w*|"
        # A rate per anything ("per night", "per page", "per bag"); not "as per" nor "per cent".
        r"(?<!\bas\s)\bper\s+(?!(?:cent|se)\b)[^\W\d_]{2,}|"
        # A span of time sold ("single kayak one hour", "wifi for a whole week", "a day pass", "full
        # day rental"), as "per hour" is.
        r"\b(?:an?|one|two|three|half\s+an?|(?!24\b)\d+)\s+(?:whole\s+|full\s+)?(?:hours?|days?|nights?|weeks?|months?)\b|"
        r"\b(?:full|half|whole)[- ]day\b|\bday\s+pass\b|\brental\b|\bhire\b|"
        r"በቀን|በሰው|ለአንድ\s*ሰው|በአንድ\s*ሰው|በኪሎ|\bguyyaatti\b|\bnama\s+tokkoof\b|ንሓደ\s*ሰብ|ብመዓልቲ|"
        r"\bfor\s+(?:an?\s+|the\s+)?(?:foreign(?:ers?)?|non[- ]?(?:guests?|residents?)|locals?|residents?|"
        r"citizens?|kids?|child(?:ren)?|students?|adults?|tourists?|visitors?)\b|"
        r"ለውጭ|ለልጅ\w*|ለተማሪ\w*|ለእንግዶች|ለቱሪስት\w*|ለዜጎች|ለዜጋ|ለአዋቂ\w*|ንወጻኢ\w*|ንቆልዑ|"
        r"\b(?:alaga|lammii|nama|namoota|ijoollee|daa['’]?imman|barattoota|keessummoota|turistoota)\w*f\b|"
        r"\bwarra\b.*\w+f\b|"
        # Oromo's entry or ticket with the kind of guest it is for, in any case ("seensi daa'immanii",
        # the children's entry): the English "entry for students".
        rf"\b(?:seens|tikeet)\w*\b.*\b{_GUEST_KINDS_OM}|\b{_GUEST_KINDS_OM}.*\b(?:seens|tikeet)\w*|"
        # A price for a span of time, as "per hour" is: "sa'aatii tokkoof" (Oromo's "-f", for),
        # "ለአንድ ቀን", "ንሓደ ሰዓት".
        rf"\b{_SPANS_OM}\s+(?:tokko|lama|sadii|afur|shan|\d+)\w*f\b|\b{_SPANS_OM}f\b|"
        r"(?:ለአንድ|ለ\d+|ንሓደ|ን\d+)\s*(?:ሰዓት|ቀን|ሌሊት|ለሊት|ሳምንት|መዓልቲ|ለይቲ|ሰሙን)|"
        # (A trip between places, not dates: "from 1 Dec to 3 Dec" is a stay.)
        r"\bfrom\s+(?:the\s+)?[^\W\d_].+\bto\s+(?:the\s+)?[^\W\d_]|ከ\S+.*\sወደ\s|\birraa\b.*\w+tti\b|"
        r"ካብ\s*\S+.*\sናብ\s", re.I)),
    # A maximum or minimum measure ("max vehicle height", "bag allowance") is a count of its unit.
    ("count", re.compile(r"\b(?:max(?:imum)?|min(?:imum)?)\s+(?:\w+\s+)?"
                         r"(?:height|weight|length|width|size|age|capacity|speed|depth|load|luggage|baggage)\b|"
                         r"\ballowance\b", re.I)),
    # A noun phrase ending in "hour" ("መውጫ ሰዓት", checking-out hour; "ናይ መወዳእታ ሰዓት"), with no
    # number and not "by the hour" ("በሰዓት"), asks the hour.
    ("time", re.compile(r"(?:^|\s)(?!በ)[^\s\d]*\s*ሰዓት(?:ው|ቱ|ኡ)?\s*[?？።]*\s*$", re.I)),
    ("date", re.compile(rf"{_WHEN}\s*[?？።]*\s*$|{_WHEN}.*(?:ይጀም\w*|ይከበር\w*|ይውላ\w*|ያበቃ\w*|ይጅምር|"
                        r"ይኽበር|ይውዕል|ይውድእ|\bkabajam\w*|\bxumur\w*)", re.I)),
)
# A unit written as a rate: "per night", "an hour"; Amharic and Tigrinya "በአዳር", "ለወር", "ብሰዓት",
# or after "ለአንድ"/"በአንድ"/"ንሓደ" (for one); Oromo "sa'aatii tokkoof", "halkaniif", "guyyaatti".
_RATE_BEFORE = frozenset("per a an each every one".split()) | frozenset({"ለአንድ", "በአንድ", "ንሓደ", "ብሓደ"})
_RATE_PREFIX = re.compile(r"^[በለብን](?=\S{2,}$)")
_RATE_AFTER_OM = re.compile(r"^(?:tokko|tokkic)\w*(?:f|tti)$")
_RATE_OM = re.compile(r"\w(?:f|tti)$")


def rate_units(question: str) -> frozenset[str]:
    """The index terms of the units a question writes as a rate (`_RATE_BEFORE`...: "per night",
    "በአዳር", "sa'aatii tokkoof"): what one of the asked thing's prices is counted by, which a sentence
    states by a unit of the same kind in any language ("600 birr per night"), unlike a span the
    thing lasts ("ሙሉ ቀን", a full day)."""
    written = [w.casefold() for w in (_bare(w) for w in question.split()) if w]
    found: set[str] = set()
    for i, word in enumerate(written):
        before = written[i - 1] if i else ""
        after = written[i + 1] if i + 1 < len(written) else ""
        forms = [word]
        if has_ethiopic(word) and _RATE_PREFIX.match(word):
            forms.append(word[1:])
        for form in forms:
            terms = tokens(form)
            if not terms or unit_kind(terms[0]) is None:
                continue
            if (before in _RATE_BEFORE or form != word or _RATE_AFTER_OM.match(after)
                    or (word.isascii() and _RATE_OM.search(word) and terms[0] != word)):
                found.add(next(iter(tokens(word)), terms[0]))
    return frozenset(found)


# Tigrinya writes its "ክ" spirantised after a vowel, a prefix's too ("ብኽንደይ", for how much, is
# "ክንደይ" behind "ብ-"): the question words and the patterns are matched with both folded to "ክ",
# as the letter variants are (`_fold`).
_SPIRANT_K = str.maketrans("ኸኹኺኻኼኽኾ", "ከኩኪካኬክኮ")


def _fold(text: str) -> str:
    return fold_letter_variants(text).translate(_SPIRANT_K)


_FOLDED_PATTERNS = {kind: re.compile(_fold(pattern.pattern), pattern.flags)
                    for kind, pattern in _PATTERNS.items()}
_FOLDED_FIRST = tuple((kind, re.compile(_fold(pattern.pattern), pattern.flags))
                      for kind, pattern in _FIRST)
_FOLDED_SPAN_OF_HOURS = re.compile(_fold(ethiopian_time.SPAN_OF_HOURS.pattern))
_FOLDED_FRAGMENTS = tuple((kind, re.compile(_fold(pattern.pattern), pattern.flags))
                          for kind, pattern in _FRAGMENTS)
# An Ethiopic question ending in a verb ("ከኤርፖርት ወደ ሆቴል ትራንስፖርት ይሰጣሉ?", do you provide a
# transfer from the airport?) asks by the verb, not a fragment naming what it costs: an
# imperfective (ይ..., or ት/እ/ያ/ን... ending in ል, ሉ, ሁ, ም) or Tigrinya's question endings.
_ETHIOPIC_VERB_LAST = re.compile(r"(?:^|\s)(?:ይ\S+|[ትእያን]\S*[ልሉሁም]|\S*(?:ድዩ|ዶ|ኣሎ|አሎ|ነው|ናቸው|ነበር|እዩ|እዮም))"
                                 r"\s*[?？።!]*\s*$")
# An Ethiopic question with none of its language's question words ("ሹትሉ ከሌሊቱ 11 ሰዓት ጀምሮ
# ይሰራል?", does the shuttle run from 5 am?) asks yes or no: Amharic and Tigrinya ask one by the
# verb alone.
_ETHIOPIC_QUESTION_WORDS = re.compile(
    _fold("ምን|ስንት|ስንተኛ|የት|መቼ|ማን|እንዴት|ለምን|የትኛ|ምንድ|እንታይ|ክንደይ|ኣበይ|መዓስ|መን|ከመይ|ስለምንታይ|ኣየናይ|ዋጋ|ስልክ"))
# Types a sentence must carry to answer (yes/no, place and contact are answered by what a
# sentence says, which no pattern can check).
TYPED = frozenset({"price", "time", "date", "duration", "count"})

_AMOUNT = re.compile(
    r"\d[\d,.]*\s*(?:birr|etb|ብር|qarshii|birrii|usd|us dollars|dollars?|(?:የአሜሪካ\s*)?ዶላር|doolaara|%|percent|"
    r"በመቶ|ፐርሰንት|dhibbeentaa)|"
    # (Oromo writes a percent before its number too: "harka 50", "dhibbeentaa 50", fifty percent.)
    r"(?:birr|etb|qarshii|usd|us\$|\$|ብር|ዶላር|\bharka|dhibbeentaa)\s*\d|"
    r"\bfree\b|በነጻ|bilisaan|ነጻ|\d[\d,]{2,}", re.I)
# "ሰዓት" and "sa'aatii" state a time with a number only: "በሰዓት 400 ብር" is 400 birr an hour.
_HOUR_NUMBER = (r"(?:\d{1,2}(?![\d,])|አንድ|ሁለት|ሶስት|ሦስት|አራት|አምስት|ስድስት|ሰባት|ስምንት|ዘጠኝ|አስር|አሥር|"
                r"tokko|lama|sadii|afur|shan)")
_CLOCK = re.compile(r"\d{1,2}[:.]\d{2}|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)|"
                    rf"{_HOUR_NUMBER}\s*ሰዓት|ሰዓት\s*{_HOUR_NUMBER}|sa['’]?aatii\s*{_HOUR_NUMBER}|"
                    r"\bnoon\b|\bmidnight\b|ቀትር", re.I)
# The months by name: Oromo's, and Amharic's and Tigrinya's in Ethiopic script.
_OROMO_MONTHS = ("amajjii guraandhala bitootessa ebla caamsaa waxabajjii adooleessa hagayya fulbaana "
                 "onkoloolessa sadaasa muddee").split()
_ETHIOPIC_MONTHS = ("መስከረም ጥቅምት ኅዳር ህዳር ታኅሣሥ ታህሳስ ጥር የካቲት መጋቢት ሚያዝያ ግንቦት ሰኔ ሐምሌ ነሐሴ ጳጉሜ "
                    "ጥሪ ለካቲት ሰነ ሓምለ ነሓሰ ጥቅምቲ ሕዳር ታሕሳስ").split()
# A month with its day: English by the month's first letters ("Jan 19", "19 January").
_MONTH_WORDS = (r"jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|"
                + "|".join(_OROMO_MONTHS + _ETHIOPIC_MONTHS))
# The days of the week (en, am, om with its case endings, ti) and the months written out in full:
# "which days is the market?" and "when does the falls have most water?" are answered by them
# ("on Monday and Thursday", "on Tuesdays and Fridays", "Wiixataa fi Kamisaa", "from ሐምሌ to
# መስከረም"), with no day's number.
# (Not "may", a short English month, nor an Ethiopic month of two letters, alone: "you may",
# "mar", "ጥር" in "ጥርስ" are other words.)
_WEEKDAYS = (r"\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|"
             r"wiixat\w*|kibxat\w*|roobii\w*|kamis\w*|jimaat\w*|sanbat\w*|dilbat\w*)\b|"
             r"ሰኞ|ማክሰኞ|ረቡዕ|ሐሙስ|ሓሙስ|ዓርብ|ዓርቢ|አርብ|ቅዳሜ|እሁድ|እሑድ|ሰኑይ|ሰሉስ|ቀዳም|ሰንበት")
# Each day of the week by its number (Monday 0 ... Sunday 6), as en, om, am and ti write it:
# `weekdays_named`. (Oromo "Sanbata" alone is Saturday, "Sanbata Guddaa" Sunday.)
_WEEKDAY_NAMES = (
    (r"\bmondays?\b|\bwiixat\w*|ሰኞ|ሰኑይ", 0), (r"\btuesdays?\b|\bkibxat\w*|ማክሰኞ|ሰሉስ", 1),
    (r"\bwednesdays?\b|\broobii\w*|ረቡዕ", 2), (r"\bthursdays?\b|\bkamis\w*|ሐሙስ|ሓሙስ", 3),
    (r"\bfridays?\b|\bjimaat\w*|ዓርብ|ዓርቢ|አርብ", 4), (r"\bsaturdays?\b|\bsanbat\w*\b(?!\s+guddaa)|ቅዳሜ|ቀዳም", 5),
    (r"\bsundays?\b|\bdilbat\w*|\bsanbat\w*\s+guddaa|እሁድ|እሑድ|ሰንበት", 6))
_WEEKDAY = re.compile("|".join(f"(?P<d{day}>{pattern})" for pattern, day in _WEEKDAY_NAMES), re.I)


# Days asked in the plural ("which days", "guyyoota kam", "በየትኞቹ ቀናት", "ኣብ ኣየናይ መዓልታት"): a
# date asked so is a day of the week a thing runs on, not its season or a date (`asks_weekdays`).
_DAYS_ASKED = re.compile(r"\bdays\b|\bguyyoota\w*|ቀናት|ቀኖች|መዓልታት")


def asks_weekdays(question: str) -> bool:
    """Whether a date question asks on which days of the week (`_DAYS_ASKED`, no weekday named)."""
    return bool(_DAYS_ASKED.search(question)) and not weekdays_named(question)


def weekdays_named(text: str) -> frozenset[int]:
    """The days of the week a text names (Monday 0 ... Sunday 6), in any of the four languages:
    "on a sunday", "Dilbataa", "በእሁድ". ("ማክሰኞ", Tuesday, is read before the "ሰኞ" it ends with.)"""
    return frozenset(int(name[1:]) for found in _WEEKDAY.finditer(text)
                     for name, value in found.groupdict().items() if value)


_FULL_MONTHS = (r"\b(?:january|february|march|april|june|july|august|september|october|november|december|"
                + "|".join(_OROMO_MONTHS) + r")\b|"
                + "|".join(month for month in _ETHIOPIC_MONTHS if len(month) > 2))
# (An Ethiopian month in Latin letters with its day is a date too: "on Hidar 21", "Meeskaram 17".)
_DATE = re.compile(rf"\d{{4}}-\d{{2}}-\d{{2}}|(?:{_MONTH_WORDS})\s*\d{{1,2}}|\d{{1,2}}\s*(?:{_MONTH_WORDS})|"
                   rf"{_WEEKDAYS}|{_FULL_MONTHS}|\b(?:{ethiopian_dates.LATIN_MONTHS})\s+\d{{1,2}}\b", re.I)
# A duration may name what kind of days it counts between the number and the unit: "3 working
# days", "5 consecutive days", "በ3 የሥራ ቀናት", "guyyaa hojii 3".
_DURATION = re.compile(
    r"(?:\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|ninety|"
    # (Amharic and Tigrinya count hours in words too: "ሁለት ሰዓት ተኩል ይወስዳል", two and a half hours.)
    r"አንድ|ሁለት|ሶስት|ሦስት|አራት|አምስት|ስድስት|ሰባት|ስምንት|ዘጠኝ|አስር|አሥር|ሓደ|ክልተ|ሰለስተ|ኣርባዕተ|ሓሙሽተ|"
    r"ሽዱሽተ|ሸውዓተ|ሸሞንተ|ትሽዓተ|ዓሰርተ))"
    r"\s*(?:-\s*)?(?:(?:working|business|calendar|consecutive|full|whole|የሥራ|የስራ)\s+)?(?:days?|nights?|hours?|minutes?|mins?|weeks?|months?|years?|ቀን|ቀናት|ሰዓት|ደቂቃ|ሌሊት|"
    r"ለሊት|ሳምንት|ወር|ዓመት|guyyaa|halkan|sa['’]?aatii|daqiiqaa|torban|ji['’]?a|waggaa|መዓልቲ|ለይቲ|ደቒቕ)|"
    r"(?:guyyaa|halkan|daqiiqaa|sa['’]?aatii|torban|ji['’]?a)\s*(?:hojii\s+)?\d", re.I)
_NUMBER = re.compile(r"\d")
# A phone number, a short code or a merchant code states no value of any asked type: "the tour
# desk phone is +251 918 334 210" is no price of a trip, "*127#" no count. International (+251,
# 00251) or local (0911 ..., 011 ...) numbers in groups, and USSD codes.
_PHONE = re.compile(r"(?:\+|\b00)\d{1,3}(?:[\s-]?\d{2,4}){2,5}\b|"
                    r"\b0\d{2,3}[\s-]\d{2,4}(?:[\s-]?\d{2,4}){1,2}\b|\*\d{2,4}(?:\*\d+)*#|"
                    # A short number one dials ("dial 994", "call 8294", "press 5"): no amount.
                    r"(?<=\bdial\s)\d{1,6}\b|(?<=\bcall\s)\d{1,6}\b|(?<=\bpress\s)\d{1,6}\b", re.I)
_CARRIES = {"price": _AMOUNT, "time": _CLOCK, "date": _DATE, "duration": _DURATION, "count": _NUMBER}


@dataclass(frozen=True)
class Question:
    text: str
    asked_type: str | None  # one of ASKED_TYPES, or None (another kind of question)
    subject: tuple[str, ...]  # the question's own topical terms (module docstring)
    # The subject's terms that only its verbs and question words give (`verb_terms`): a sentence
    # sharing one may name the subject (it says what happens to it), but a passage need not hold
    # one to be about it.
    verbs: frozenset[str] = frozenset()

    @property
    def typed(self) -> bool:
        return self.asked_type in TYPED

    @property
    def nouns(self) -> tuple[str, ...]:
        """The subject's terms but its verbs: the words a passage must name to be about it."""
        return tuple(t for t in self.subject if t not in self.verbs)


# One turn asks the type of the same question in several places (routing, the responder's rule
# check, sentence choice, the catalogue's gate, the two clocks): read once per question text.
@lru_cache(maxsize=1024)
def asked_type(question: str) -> str | None:
    # A day asked in the Gregorian calendar is a date, however it is asked ("በፈረንጆች ስንት ቀን
    # ነው", which day in the foreigners' calendar; "lakkoofsa awurooppaa", the European count).
    if ethiopian_dates.asks_gregorian(question):
        return "date"
    # Ethiopic letter variants folded on both sides: "ስንት ሰአት" is "ስንት ሰዓት".
    question = _fold(question)
    for kind, pattern in _FOLDED_FIRST:
        if pattern.search(question):
            return kind
    for kind in ASKED_TYPES:
        asked = _FOLDED_SPAN_OF_HOURS.sub(" ", question) if kind == "time" else question
        if _FOLDED_PATTERNS[kind].search(asked):
            return kind
    verb_last = has_ethiopic(question) and _ETHIOPIC_VERB_LAST.search(question)
    for kind, pattern in _FOLDED_FRAGMENTS:
        if not (kind == "price" and verb_last) and pattern.search(question):
            return kind
    if has_ethiopic(question) and not _ETHIOPIC_QUESTION_WORDS.search(question):
        return "yes_no"
    return None


# --- the question's verbs ----------------------------------------------------------------------
# A question's verb says what happens to the thing asked about ("ይጀምራል", starts; "kaffalama", is
# paid; "የሚነሳው", the one that leaves), and a passage answering it says so with a verb of its own
# ("the tour departs at 06:30"): a verb is no word of the subject, which a passage must name. Nor is
# a question word ("meeqatti", at how many; "kam", which), which asks. Amharic and Oromo show a verb
# by its form, read here by each language's morphology (not from a list of verbs):
# - Amharic: the imperfective, a person prefix with the auxiliary "-ኣለ" fused at its end
#   ("ይጀምራል", "ያስከፍላል", "ትከፈታለች", "እንችላለን", "ያስከፍለኛል"); the perfect, a labialised
#   "-ʷa" letter before that "ል" ("ተከፍቷል", "ጀምሯል"); the negative ("አይፈቀድም", "አልተከፈተም");
#   and the relative, "ሚ" or "ማይ" after a prefix ("የሚነሳው", "ለሚደርስ", "የማይከፈል"). An
#   infinitive or a noun made from a verb ("መግቢያ", "ጉብኝት") is a noun, as a borrowed one
#   ("ማሳጅ") is.
# - Oromo, which ends its clause with the verb: the word after the verbal particles "ni" and
#   "hin" ("ni danda'amaa"), a passive (a stem, "-am-" and a person ending: "kaffalama",
#   "banamu", "cufamti"), the auxiliaries of being, having and being able ("jira", "qabu",
#   "danda'a"), and the one word that ends a clause after its question word ("sa'aatii meeqa
#   eegala", "yoom jalqaba"): a noun ending in -a anywhere else ("bala", "magaala", "kiraa") is
#   a noun.
_AMHARIC_PERSON_PREFIXES = "ይትእንያታ"
# The auxiliary's endings after the verb's last letter (of the vowel order "-a"): he, they, she,
# I, we, you.
_AMHARIC_AUXILIARY_ENDINGS = ("ል", "ሉ", "ለች", "ለሁ", "ለን", "ለህ", "ለሽ", "ላችሁ")
_AMHARIC_NEGATIVE = re.compile(r"^(?:አይ|አል|አት|አን)\S+ም$")
_AMHARIC_RELATIVE = re.compile(r"^(?:[የበለከ]|እንደ|እስከ|ስለ)(?:ሚ|ማይ)\S{2,}$")
# A conditional ("if ...": ቢ-, ብ-) said of the guest by an applicative ending ("-ብኝ", on me:
# "ፎጣ ቢጠፋብኝ", if a towel gets lost on me; "-ልኝ", for me): what happens, never the thing.
_AMHARIC_CONDITIONAL = re.compile(r"^(?:ቢ|ብ|ብን)\S{2,}(?:ብኝ|ብን|ብህ|ብሽ|ልኝ|ልን|ልህ|ልሽ)$")
# The orders of an Ethiopic letter by its vowel: "-a" (ላ, ራ) and the labialised "-ʷa" (ቷ, ሯ).
_FOURTH_ORDER, _EIGHTH_ORDER = 3, 7
_OROMO_PARTICLES = frozenset({"ni", "hin"})
_OROMO_PASSIVE = re.compile(r"^[a-z']{3,}[^aeiou']am(?:a|aa|u|uu|ti|tii|tu|na|an|ani|e|ee|te)$")
# The relative form of a verb after a town it goes to or from: its stem and a short "-u"
# ("awtobisii Bishooftuu deemu", the bus that goes to Bishoftu; "Adaamaa ka'u", that leaves
# Adama). A noun ends in a long "-uu" ("Tulluu") or another vowel. (Only after a town: elsewhere
# such a verb may be what is asked, "halkan bulu", to stay the night.)
_OROMO_RELATIVE = re.compile(r"^[a-z']{2,}[^aeiou']u$")
_OROMO_AUXILIARY = re.compile(r"^(?:jir(?:a|aa|u|uu|tu|ti|an)|qab(?:a|aa|u|uu|du|duu|na|dan|ani)|"
                              r"dand(?:a['’]?|ee)\w*)$")
_CLAUSE_END = re.compile(r"[?？!.,;:።፣፤]+")
# The verbs of ability ("can"): Oromo "danda'a" and its forms, Amharic "ይችላል", "እችላለሁ", "ይቻላል".
# A verb-final language writes what one can do just before it, as a verbal noun ("saree koo waliin
# dhufuu nan danda'aa", can I come with my dog; "ውሻዬን ይዤ መምጣት እችላለሁ"): `ability_complements`.
_ABILITY = re.compile(r"^dand(?:a['’]?|ee)\w*$|^\w?[ችቻ][ላል]")
# The short words that may stand between the verbal noun and its "can": Oromo's subject and focus
# clitics ("nan", "ni", "hin").
_BETWEEN_VERBAL_NOUN_AND_ABILITY = 3
_MEASURE_VERB = re.compile(f"{_DISTANCE}|{_RISES}", re.I)


def _ethiopic_order(letter: str) -> int | None:
    return (ord(letter) - 0x1200) % 8 if "\u1200" <= letter <= "\u135a" else None


def _amharic_verb(word: str) -> bool:
    """Whether an Amharic word is a finite or relative verb by its form (see above)."""
    if _AMHARIC_NEGATIVE.match(word) or _AMHARIC_RELATIVE.match(word) or _AMHARIC_CONDITIONAL.match(word):
        return True
    for ending in _AMHARIC_AUXILIARY_ENDINGS:
        stem = word[:-len(ending)]
        if not word.endswith(ending) or len(stem) < 2:
            continue
        order = _ethiopic_order(stem[-1])
        if order == _EIGHTH_ORDER or (order == _FOURTH_ORDER and word[0] in _AMHARIC_PERSON_PREFIXES):
            return True
    return False


def _names_a_town(word: str) -> bool:
    terms = tokens(word)
    return bool(terms) and glossary.place(terms[0]) is not None


def _oromo_verbs(words_: list[str]) -> set[int]:
    """The places of a clause's verbs and question words (lower-case words, see above)."""
    found = {i for i, w in enumerate(words_)
             if _OROMO_PASSIVE.match(w) or _OROMO_AUXILIARY.match(w) or OROMO_QUESTION_WORD.match(w)
             or (i and _OROMO_RELATIVE.match(w) and w not in spelling.english_words()
                 and _names_a_town(words_[i - 1]))
             or (i and words_[i - 1] in _OROMO_PARTICLES) or w in _OROMO_PARTICLES}
    last = len(words_)
    while last and words_[last - 1] in _OROMO_CLOSING:
        last -= 1
    if last >= 2 and OROMO_QUESTION_WORD.match(words_[last - 2]):
        found.add(last - 1)
    return found


# English shows a question's verb by its place, not its form: after the auxiliary that asks ("do",
# "does", "will", "can", ...) and the words of its subject, the bare verb stands before the first
# preposition ("which days do the trips leave from the hotel") or, with none, ends the clause
# ("what time does the shuttle leave"). (Not a clause's last word after a preposition: "how much
# does the tour to Wondo Genet" ends in a name.) A word the glossary knows ("bus", "cost") is a
# noun or a word of the asked value.
_ENGLISH_AUXILIARIES = frozenset({"do", "does", "did", "will", "would", "can", "could", "should", "shall"})
_ENGLISH_QUESTION_WORDS = frozenset({"what", "when", "which", "how", "where", "who", "whom", "whose", "why"})


_PHRASAL_PARTICLES = frozenset({"back", "up", "out", "off", "down", "away", "over"})


def _english_verbs(words_: list[str]) -> set[int]:
    """The place of a clause's verb after its asking auxiliary (lower-case words, see above)."""
    auxiliary = next((i for i, w in enumerate(words_) if w in _ENGLISH_AUXILIARIES), None)
    if auxiliary is None:
        return set()
    subject_start = auxiliary + 2  # at least one word of the subject between
    preposition = next((i for i in range(subject_start, len(words_)) if words_[i] in _ENGLISH_PHRASE_ENDS),
                       None)
    place = preposition - 1 if preposition is not None else len(words_) - 1
    # A phrasal verb's particle ends the clause in the verb's place, and is part of the verb: "does
    # the minibus head back" (a passage says "returns").
    particle = words_[place] in _PHRASAL_PARTICLES and place - 1 >= subject_start
    if particle:
        place -= 1
    if place < subject_start:
        return set()
    word = words_[place]
    if any(c.isdigit() for c in word) or word in FILLER_WORDS or not tokens(word) or any(
            map(glossary.knows, tokens(word))):
        return set()
    return {place, place + 1} if particle else {place}


@lru_cache(maxsize=1024)
def verb_words(question: str, lang: str | None) -> frozenset[str]:
    """The written words of an Amharic, Oromo or English question that are its verbs or (Amharic
    and Oromo) question words (see above), lower case; none in another language."""
    lang = (lang or "").strip().lower()
    if lang not in ("am", "om", "en"):
        return frozenset()
    clauses = [[w.casefold().replace("’", "'") for w in map(_bare, clause.split()) if w]
               for clause in _CLAUSE_END.split(question)]
    # Only the clauses that ask (by a question word), when some do: an earlier clause says which
    # thing is asked about ("holqa ... bira bakki bultii jiraa? gatiin meeqa", is there a place to
    # stay near the cave? its price?), and its verb is part of that thing.
    asking = [c for c in clauses if any(_asks(w, lang) for w in c)] or clauses
    found: set[str] = set()
    for written in asking:
        if lang == "en":
            found |= {written[i] for i in _english_verbs(written)}
        elif lang == "am":
            found |= {w for w in written if has_ethiopic(w) and _amharic_verb(fold_letter_variants(w))}
        else:
            found |= {written[i] for i in _oromo_verbs(written)}
    # A word the glossary holds as a subject is a noun, whatever its form ("kiraa", rent); a verb
    # saying which measure is asked ("fagaata", is far; "ይጨምራል", rises) names the asked thing
    # itself, a distance or a rise, as "ርቀት" does.
    return frozenset(w for w in found if not any(map(glossary.is_subject, tokens(w)))
                     and not _MEASURE_VERB.fullmatch(w))


def ability_complements(question: str) -> frozenset[str]:
    """The terms of the words an Amharic or Oromo question writes just before its verb of ability
    (`_ABILITY`, past short clitics of up to _BETWEEN_VERBAL_NOUN_AND_ABILITY letters): what the
    guest asks to be able to do, a verbal noun ("dhufuu", to come; "መምጣት"), which a passage says
    with its own verb ("hin seenan", they may not enter), not a thing it names."""
    found: set[str] = set()
    for clause in _CLAUSE_END.split(question):
        written = [w.casefold() for w in map(_bare, clause.split()) if w]
        for i, word in enumerate(written):
            if not _ABILITY.match(word):
                continue
            j = i - 1
            while j >= 0 and len(written[j]) <= _BETWEEN_VERBAL_NOUN_AND_ABILITY:
                j -= 1
            if j >= 0:
                found.update(tokens(written[j]))
    return frozenset(found)


def _bare(word: str) -> str:
    """A written word without the punctuation around it (an apostrophe inside kept: "ka'a")."""
    return re.sub(r"^[^\w']+|[^\w'’]+$", "", word)


def _asks(word: str, lang: str) -> bool:
    """Whether a written word is a question word of its language."""
    if lang == "en":
        return word in _ENGLISH_AUXILIARIES or word in _ENGLISH_QUESTION_WORDS
    if lang == "om":
        return bool(OROMO_QUESTION_WORD.match(word))
    return bool(_ETHIOPIC_QUESTION_WORDS.search(_fold(word)))


def verb_terms(question: str, lang: str | None) -> frozenset[str]:
    """The index terms only the question's verbs and question words give (`verb_words`): a term
    one of its other words gives too stays a subject word."""
    verbs = verb_words(question, lang)
    if not verbs:
        return frozenset()
    written = map(_bare, question.split())
    other = {t for w in written if w.casefold().replace("’", "'") not in verbs for t in tokens(w)}
    return frozenset(t for w in verbs for t in tokens(w) if t not in other)


# --- the words of a question that say how it asks, not what (`frame_terms`) -------------------
# Beyond `verb_words` (which feeds `Question.verbs` and the checks naming a subject), an Amharic or
# Tigrinya question writes a verb, a question word or a question frame in forms that are no thing a
# passage must name; the untaught-thing check (responders._untaught_thing) reads them by their
# affixes and their place in the verb-final clause:
# - a question word behind a prepositional prefix, Tigrinya writing its "ክ" spirantised after a
#   vowel ("ብኽንደይ", for how much; "ንምንታይ"; "በስንት");
# - Amharic: the relative of a perfect in the first person ("የሰጠሁትን", the one I gave; "የከፈልኩት");
#   a conditional, "ቢ-" or "ብ-" fused with the "we" or "you" of an imperfective ("ቢመጣ", "ብናመጣ",
#   "ብትመጣ"; not "ብ-" alone, "ብመጣ", as a noun's "ብ..." is too often: "ብስክሌት") or "ካ-"/"ከ-"
#   before a perfect's person ending ("ካመጣሁ", "ከመጣን"); a first-person gerund, its last
#   consonant palatalised before "-e" ("ይዤ", "ወስጄ"), chained to the verb after it in a clause
#   whose verb is of the first person too ("ይዤ መምጣት እችላለሁ": a possessive, "ልጄ መዋኘት ይችላል",
#   my child can swim, takes a verb of the third);
# - Tigrinya: the conditional "እንተ-" ("እንተኣምጺእና"), and the clause's last word in an
#   imperfective's person prefix ("ትሸጡ", you sell; "ይኽእል");
# - after a conditional, a main clause closed by "there is" or "it is" asks what the condition
#   brings ("ብናመጣ ችግር አለው", is it a problem if we bring; "ክፍያ አለው"), not a thing.
# Nouns of those shapes are held off as verb_words does: the glossary's subjects, and words too
# short to carry an affix and a stem ("ብር", "ቢሮ", "ቢራ").
_ASKING_WORDS = "|".join(w for w in _ETHIOPIC_QUESTION_WORDS.pattern.split("|")
                         if w not in (_fold("ዋጋ"), _fold("ስልክ")))
_PREFIXED_QUESTION_WORD = re.compile(
    rf"^(?:ብ|ን|ካብ|አብ|ክሳብ|ከም|በ|ለ|ከ|እስከ|ስለ|እንደ)(?:{_ASKING_WORDS})(?:ው|ም|ን|ዶ|ድዩ|ነው)?$")
_AMHARIC_RELATIVE_PERFECT = re.compile(r"^(?:የ|ያ|በ|ለ|ከ|ስለ|እንደ)\S{2,}[ሁኩ][ትው][ንም]?$")
# (The imperfective's "we" and "you" fuse with "ብ-": "ብናመጣ", "ብትመጣ", "ብታመጣ".)
_AMHARIC_IF_IMPERFECTIVE = re.compile(r"^(?:ቢ|ብ[ንናትታ])\S{2,}$")
_AMHARIC_IF_PERFECT = re.compile(r"^[ከካ]\S{2,}(?:[ሁኩ]|(?<!ች)ን)$")
_TIGRINYA_IF = re.compile(r"^እንተ\S{2,}$")
_TIGRINYA_IF_APART = "እንተ"
_TIGRINYA_IMPERFECTIVE = re.compile(r"^[ይትንእ]\S{2,}$")
# The palatal consonants' "-e" letters a first-person gerund ends in.
_GERUND_FIRST_PERSON = frozenset("ቼጄዤኜሼዬጬ")
_EXISTS_OR_IS = re.compile(r"^(?:አለ\S*|የለ\S*|ነው|ይኖራ\S*|አሎ|የለን|እዩ)$")
_INFINITIVE = re.compile(r"^[መማ]\S{2,}$")


def _conditional(word: str, lang: str) -> bool:
    if lang == "ti":
        return bool(_TIGRINYA_IF.match(word))
    return bool(_AMHARIC_IF_IMPERFECTIVE.match(word) or _AMHARIC_IF_PERFECT.match(word)
                or _AMHARIC_CONDITIONAL.match(word))


@lru_cache(maxsize=1024)
def frame_terms(question: str, lang: str | None) -> frozenset[str]:
    """The index terms of an Amharic or Tigrinya question's words that are its verbs, question
    words or question frame by their form and place (see above): what a passage says with words
    of its own, no thing it must name. Nothing in another language."""
    lang = (lang or "").strip().lower()
    if lang not in ("am", "ti"):
        return frozenset()
    found: set[str] = set()
    for clause in _CLAUSE_END.split(question):
        written = [w for w in map(_bare, clause.split()) if w and has_ethiopic(w)]
        folded = [_fold(w) for w in written]
        first_person = any(w.endswith("ሁ") for w in folded)
        condition = None
        for i, word in enumerate(folded):
            nxt = folded[i + 1] if i + 1 < len(folded) else ""
            # (Tigrinya writes its "if" apart too: "እንተ ወሲድና", if we take.)
            verb = bool(_PREFIXED_QUESTION_WORD.match(word) or _conditional(word, lang)
                        or (lang == "ti" and i > 0 and folded[i - 1] == _TIGRINYA_IF_APART))
            if lang == "am":
                gerund = (word[-1] in _GERUND_FIRST_PERSON and first_person
                          and bool(nxt) and bool(_INFINITIVE.match(nxt) or _amharic_verb(nxt)))
                verb = (verb or (len(word) > 2 and _amharic_verb(word))
                        or bool(_AMHARIC_RELATIVE_PERFECT.match(word)) or gerund)
            elif i == len(folded) - 1:
                verb = verb or bool(_TIGRINYA_IMPERFECTIVE.match(word))
            if verb:
                found.add(written[i])
            if condition is None and _conditional(word, lang):
                condition = i
        if condition is not None and len(folded) - condition <= 3 and _EXISTS_OR_IS.match(folded[-1]):
            found.update(written[condition + 1:])
    return frozenset(t for w in found for t in tokens(w) if not glossary.is_subject(t))

# The words a value is written in (a currency, a percent), as index terms: "ስንት ብር ነው?" (how
# many birr?) asks a price, and "birr" is then no word of what it is the price of; a sentence
# holding "ብር" names no subject by it (every price sentence holds it).
VALUE_TERMS = frozenset(tokens("birr birrii etb ብር ብሮች qarshii usd dollar dollars ዶላር doolaara percent "
                               "በመቶ ሚእታዊት dhibbeentaa"))


def analyse(question: str, weighted_terms: dict[str, float], lang: str | None = None) -> Question:
    """The question's asked type and subject: its own topical terms, of which those only its
    verbs and question words give (`verb_terms`, read in `lang`) are its `verbs`."""
    # (An age says who comes, not what is asked: "the boat tour for my 9 year old" is the boat tour,
    # a child's price of it, grounding's contrast. So does a contrast of two words: "ለትልቅ ሰው",
    # for an adult.)
    not_the_thing = frozenset(t for phrase_ in AGE_PHRASE.finditer(question) for t in tokens(phrase_[0]))
    not_the_thing |= contrast_phrase_terms(question)
    # (Nor does the calendar a day is asked in, "gregorian", "በፈረንጆች": no passage need write it.)
    not_the_thing |= frozenset(t for written in ethiopian_dates.calendar_words(question)
                               for t in tokens(written))
    asked = {t: w for t, w in weighted_terms.items() if t not in VALUE_TERMS and t not in not_the_thing}
    own = max(asked.values(), default=1.0)
    subject = tuple(t for t, w in asked.items() if w >= own and glossary.is_topical(t))
    return Question(question, asked_type(question), subject, verb_terms(question, lang) & frozenset(subject))


# A question asking a person's age ("min age for treatments", "how old must kids be", "ዕድሜ",
# "umurii") is answered by a sentence stating one ("younger than 16", "children under 12",
# "aged 5 to 12", "ከ16 ዓመት በታች", "waggaa 6 gadii"), not by any number: `states_age`.
_ASKS_AGE = re.compile(r"\bages?\b|\bhow old\b|ዕድሜ|እድሜ|ዕድመ|\bumurii\b", re.I)
_STATES_AGE = re.compile(
    r"\b(?:under|below|younger than|older than|over|above|at least|aged|from|ages)\s+\d{1,2}\b"
    r"(?![:.,]\d|\s*(?:hours?|minutes?|mins?|km|kilomet|birr|%|days?|nights?|people|persons?|guests?|rooms?))|"
    r"\b\d{1,2}\s*(?:\+|years?\b|yrs?\b|(?:or|and)\s+(?:older|over|above|under|younger)\b)|"
    r"\d{1,2}\s*ዓመት|\bwaggaa\s*\d{1,2}\b|\d{1,2}\s*waggaa", re.I)


def asks_age(question: str) -> bool:
    """Whether a question asks about a person's age (`_ASKS_AGE`)."""
    return bool(_ASKS_AGE.search(question))


def states_age(sentence: str) -> bool:
    """Whether a sentence states an age (`_STATES_AGE`)."""
    return bool(_STATES_AGE.search(sentence))


def carries(sentence: str, kind: str | None) -> bool:
    """Whether `sentence` states a value of the asked type (any sentence for an untyped question)."""
    pattern = _CARRIES.get(kind or "")
    if pattern is None:
        return True
    sentence = _PHONE.sub(" ", sentence)
    if kind == "duration":
        # An hour said with a part of the day is when, not how long: "ከጠዋቱ 2 ሰዓት (08:00)" is
        # the walk's start, no duration of it.
        sentence = ethiopian_time.without_times_of_day(sentence)
    return bool(pattern.search(sentence))


_BIRR = r"birr|etb|ብር|qarshii|birrii"
_USD = r"usd|us dollars|dollars?|(?:የአሜሪካ\s*)?ዶላር|doolaara|\$"
# Oromo writes the currency before the amount ("daqiiqaa 60 qarshii 1,200": 60 minutes, 1,200
# birr): its currency word followed by a number is that number's, never the one before it.
_OROMO_CURRENCY_FIRST = r"(?!(?<=qarshii)\s*\d)(?!(?<=birrii)\s*\d)"
_FIGURE = re.compile(
    rf"(?P<before>{_USD}|{_BIRR})\s*(?P<amount>\d[\d,.]*\d|\d)"
    rf"|(?P<number>\d[\d,.]*\d|\d)\s*(?P<unit>{_BIRR}|{_USD}|%){_OROMO_CURRENCY_FIRST}"
    r"|(?P<clock>\d{1,2}:\d{2})|(?P<date>\d{4}-\d{2}-\d{2})", re.I)


def figures(sentence: str, lang: str) -> list[str]:
    """The amounts, clock times and dates a sentence states, written for `lang` ("350 ብር" -> "350
    birr" in English): what a reply in another language restates."""
    from_table = {"birr": "currency_birr", "usd": "currency_usd"}
    out = []
    for match in _FIGURE.finditer(sentence):
        if match["clock"] or match["date"]:
            out.append(match["clock"] or match["date"])
            continue
        unit = (match["before"] or match["unit"]).casefold()
        amount = match["amount"] or match["number"]
        if unit == "%":
            out.append(f"{amount}%")
            continue
        currency = "usd" if re.fullmatch(_USD, unit, re.I) else "birr"
        out.append(f"{amount} {phrase(from_table[currency], lang)}")
    return out


# A length of time as a sentence writes it, in the four languages ("4 hours", "90 ደቂቃ", "sa'aatii
# 4", "guyyaa 2"): what a reply in another language restates for a duration asked, not the
# sentence's price ("sa'aatii 4 fudhata; ... qarshii 900" takes 4 hours, at 900 birr).
_DURATION = re.compile(
    r"(?<![\d:.,])(?P<number>\d+(?:\.\d+)?)\s*(?:-\s*)?(?P<unit>hours?|hrs?|minutes?|mins?|days?|nights?|"
    r"ሰዓት|ሰአት|ደቂቃ|ደቒቕ|ቀናት|ቀን|ሌሊት|መዓልቲ|ለይቲ)(?![a-z])"
    r"|\b(?P<unit_first>sa['’]?aatii|daqiiqaa|guyyaa|halkan)\s+(?P<number_after>\d+)(?![\d:.,])", re.I)
_DURATION_KINDS = {"hour": "hour", "hr": "hour", "ሰዓት": "hour", "ሰአት": "hour", "saaatii": "hour",
                   "minute": "minute", "min": "minute", "ደቂቃ": "minute", "ደቒቕ": "minute",
                   "daqiiqaa": "minute",
                   "day": "day", "ቀናት": "day", "ቀን": "day", "መዓልቲ": "day", "guyyaa": "day",
                   "night": "night", "ሌሊት": "night", "ለይቲ": "night", "halkan": "night"}
_DURATION_WORDS = {
    "hour": {"en": "{n} hours", "am": "{n} ሰዓት", "ti": "{n} ሰዓት", "om": "sa'aatii {n}"},
    "minute": {"en": "{n} minutes", "am": "{n} ደቂቃ", "ti": "{n} ደቒቕ", "om": "daqiiqaa {n}"},
    "day": {"en": "{n} days", "am": "{n} ቀን", "ti": "{n} መዓልቲ", "om": "guyyaa {n}"},
    "night": {"en": "{n} nights", "am": "{n} ሌሊት", "ti": "{n} ለይቲ", "om": "halkan {n}"},
}


def durations(sentence: str, lang: str) -> list[str]:
    """The lengths of time a sentence states, written for `lang` ("sa'aatii 4" -> "4 ሰዓት" in
    Amharic). Not an Ethiopian-clock hour said with its part of the day ("ከጠዋቱ 2 ሰዓት")."""
    out = []
    for match in _DURATION.finditer(ethiopian_time.without_times_of_day(sentence)):
        unit = (match["unit"] or match["unit_first"]).casefold().replace("'", "").replace("’", "")
        kind = _DURATION_KINDS.get(unit if has_ethiopic(unit) else unit.rstrip("s"))
        if kind is None:
            continue
        number = match["number"] or match["number_after"]
        written = _DURATION_WORDS[kind].get(lang, _DURATION_WORDS[kind]["en"]).format(n=number)
        out.append(written[:-1] if lang == "en" and number == "1" else written)
    return out


def subject_words(text: str, question: Question) -> str:
    """The question's own words for its subject, as the guest wrote them (at most four)."""
    subject = set(question.subject)
    kept = [word for word in re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text)
            if (terms := tokens(word)) and terms[0] in subject]
    return " ".join(dict.fromkeys(kept[:4]))


# Shorter unseen words are mostly function words the stop list lacks ("till") or names the index
# splits differently ("rail" beside "light-rail").
MIN_UNKNOWN_TERM = 5


# Words that say how or when a guest comes, or ask for a number, not what they ask about: an
# unseen one is no subject nobody taught ("this coming january", "the phone number of ...").
INCIDENTAL_TERMS = frozenset(tokens("coming going arriving leaving staying travelling traveling visiting "
                                    "landing number numbers "
                                    # or who comes: "we are 7 friends"
                                    "friends friend colleagues relatives "
                                    # or ask for a time: "the latest I can start a treatment"
                                    "latest earliest"))


# The words of everyday English that say how a guest asks, not what about ("still", "really",
# "actually", "things"): the stop-word list of the stop-words package (some 1,300 English words;
# the index's own list is short, as it must keep "room" or "open" as terms). Unseen, such a word
# is no subject nobody taught.
FILLER_WORDS = frozenset(get_stop_words("en"))
# What a verb's object starts with: a "-ing" word before one is the verb of what the guest does
# ("bringing my dog", "using the pool"), not the thing asked about ("snorkeling trips").
_OBJECT_STARTS = frozenset("my our your his her their its a an the some this that these those own me us "
                           "him them it".split())


def filler(term: str, text: str) -> bool:
    """Whether an English question's `term` says how the guest asks, not what about: one of
    FILLER_WORDS, or a "-ing" word the question writes before its object."""
    if term in FILLER_WORDS:
        return True
    written = words(text)
    return any(word.endswith("ing") and following in _OBJECT_STARTS and tokens(word) == [term]
               for word, following in pairwise(written))


def unknown_terms(question: Question, lang: str, product: str, tenant: str | None,
                  known: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The words of an English question's subject that no passage of the scope holds and the
    glossary does not know ("aromatherapy", "esim", "gym"): the question is about something the
    assistant was not taught, and a passage sharing its other words ("massage", "spa") answers
    another question. English only: its words reach the index stemmed, so an unseen one is a new
    subject; an Amharic or Oromo word is often only an inflected form the index does not hold (the
    glossary's subjects are weighed by retrieval itself, in every language). Only for a question
    asking a value (a price, a time) or whether there is a thing ("can I rent a paddleboard?": the
    boat house's rentals are no yes for it): elsewhere (how, where, who) an unseen word is as often
    how the guest says it.
    `known`: terms answered elsewhere (the catalogue's words, hotel names, the product's rules)."""
    if (lang or "").strip().lower() != "en" or not (question.typed or question.asked_type == "yes_no"):
        return ()
    candidates = [t for t in question.subject if t not in known and untaught_subject_word(t, question.text)]
    return _unseen(candidates, product, tenant)


def untaught_subject_word(term: str, question: str) -> bool:
    """Whether an English question's subject term, if no passage held it, would be a thing nobody
    taught (`unknown_terms`): a word of MIN_UNKNOWN_TERM letters or more the glossary does not
    know, not incidental (INCIDENTAL_TERMS), no filler, and not who pays ("for foreigners" asks
    which of a contrast's prices, not a thing)."""
    return (term.isascii() and term.isalpha() and len(term) >= MIN_UNKNOWN_TERM and not glossary.knows(term)
            and term not in INCIDENTAL_TERMS and not filler(term, question) and not names_a_contrast(term))


def unseen_terms(question: Question, product: str, tenant: str | None,
                 where: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The question's subject words (its nouns: a verb is as often written otherwise), in any
    language, that no passage of the scope holds and the glossary does not know: in English an
    untaught subject (`unknown_terms`), in another language as often an inflected form the index
    holds otherwise, or a name nobody wrote ("መርካቶ"), which a sentence of another script must
    then write (responders._unwritten_names). Not the words of `where` (the name of a catalogue
    hotel the question names): they say where the thing is asked, and the hotel's passages may be
    in any language."""
    candidates = [t for t in question.nouns if not glossary.knows(t) and not any(c.isdigit() for c in t)
                  and t not in where]
    return _unseen(candidates, product, tenant)


def untaught_terms(question: Question, lang: str, unseen: tuple[str, ...]) -> tuple[str, ...]:
    """The unseen subject words (`unseen_terms`) of a question not in English that are English
    words ("pizza", "thai" in "ፋሲል castle view ላይ pizza ስንት ነው", "maasaajii taayii (thai)"): a
    word of another language the guest keeps as written, a borrowed word or a name, which no
    passage holds, so nobody taught the thing it names in any language. A sentence of another
    language speaks of it only by writing it, as written or in its script (responders: the pool
    seats' price is no answer for a pizza). An English question's own words are translated by a
    passage in another language ("the big hall", "galma guddaa"): only the glossary could tell,
    and one of fewer than two consonants is no word's sound."""
    if (lang or "").strip().lower() == "en":
        return ()
    english = spelling.english_words()
    written = {}
    for word in words(question.text):
        terms = tokens(word)
        if terms and terms[0] in unseen and word.isascii() and word.casefold() in english:
            written.setdefault(terms[0], word)
    return tuple(term for term, word in written.items() if len(sounds(word)) >= MIN_SOUNDS)


def absent_terms(question: Question, product: str, tenant: str | None) -> tuple[str, ...]:
    """The question's subject words (its nouns) the glossary knows that no passage of the scope
    holds by any of their glossary words (glossary.alternatives): a thing nobody taught in any
    language, though the glossary knows its word ("yoga" at a hotel whose texts never name it).
    A word the passages hold somewhere may be the asked thing's own word written otherwise by the
    passage that answers (responders: a question word a passage does not write declines only on
    evidence that the passage is about another thing); an absent one is that evidence."""
    candidates = [t for t in question.nouns if glossary.is_subject(t) and not any(c.isdigit() for c in t)]
    if not candidates:
        return ()
    alternatives = {t: glossary.alternatives(t) | {t} for t in candidates}
    unseen = retrieval.term_statistics(candidates, product, tenant, alternatives).unseen
    return tuple(t for t in candidates if t in unseen)


# Fewer consonants than this are no word's sound (`untaught_terms`).
MIN_SOUNDS = 2


def _unseen(candidates: list[str], product: str, tenant: str | None) -> tuple[str, ...]:
    """The `candidates` no passage of the scope holds, in their order."""
    if not candidates:
        return ()
    unseen = retrieval.term_statistics(candidates, product, tenant).unseen
    return tuple(t for t in candidates if t in unseen)


def holds_enough(specific: tuple[str, ...], lacking: tuple[str, ...], same_language: bool,
                 where: frozenset[str] = frozenset()) -> bool:
    """Whether a passage holding all the question's `specific` words (its subject's words the
    glossary does not know) but `lacking` ones is about the asked subject. In the question's own
    language it holds at least as many as it lacks: "Dorze homestay" is not the Dorze day trip
    (it holds "dorzee", lacks "bulu" and "homestay"), a motorbike hire not the car hire ("motor",
    "saayikilii" lacking). One lacking word of two is allowed, as often a verb or an inflected
    form the passage writes otherwise ("ትኬቱ ለስንት ቀን ይሰራል", how many days the ticket works).
    In another language of the same script one held word is enough (its common words are other
    words; only names are written alike). `where`: words that say where the guest is, not what
    is asked (the name of a catalogue hotel the question names: "the boat trip to Zege from Amora
    Gedel Hotel"): held, they count; lacking, they do not count against a passage that names no
    hotel, a rule for all of them."""
    held = len(specific) - len(lacking)
    if held <= 0:
        return False
    return not same_language or held >= len([t for t in lacking if t not in where])


def _roots(word: str) -> set[str]:
    rows = ethiopic_rows(word)
    return {rows[i:i + SHARED_ROOT_ROWS] for i in range(len(rows) - SHARED_ROOT_ROWS + 1)}


# An English word is clipped to its first syllables ("croc" for crocodile, "hippo" for
# hippopotamus, "limo" for limousine): a word of at least MIN_CLIPPED letters is held by a word it
# begins that is at least MIN_CLIPPED_OFF letters longer, more than an ending adds ("tours" is no
# clipping; a word of SHARED_LATIN_PREFIX letters or more is held by its prefix anyway).
MIN_CLIPPED = 4
MIN_CLIPPED_OFF = 3


def lacks(passage_terms: frozenset[str], unknown: tuple[str, ...],
          lang: str | None = None) -> tuple[str, ...]:
    """The unknown words the passage has no form of: a Latin word sharing its first letters
    (grounding's `SHARED_LATIN_PREFIX`, "foreigners" and "foreign"), an Ethiopic one its root
    (`SHARED_ROOT_ROWS`); and with `lang`, the language of both the words and the passage, a form
    of one word by that language's endings
    (glossary.inflected_alike: Oromo "bana", opens, in "banaa", shorter than the prefix); in English
    also a clipped word (`MIN_CLIPPED`: "croc" in "crocodile")."""
    prefixes = {t[:SHARED_LATIN_PREFIX] for t in passage_terms if len(t) >= SHARED_LATIN_PREFIX}
    roots = {root for t in passage_terms if has_ethiopic(t) for root in _roots(t)} if any(
        map(has_ethiopic, unknown)) else set()

    def held(term: str) -> bool:
        if term in passage_terms:
            return True
        if has_ethiopic(term):
            return bool(_roots(term) & roots)
        if len(term) >= SHARED_LATIN_PREFIX and term[:SHARED_LATIN_PREFIX] in prefixes:
            return True
        if lang == "en" and len(term) >= MIN_CLIPPED and any(
                len(t) >= len(term) + MIN_CLIPPED_OFF and t.startswith(term) for t in passage_terms):
            return True
        return lang is not None and any(glossary.inflected_alike(term, t, lang) for t in passage_terms)

    return tuple(t for t in unknown if not held(t))


def names_unasked_subject(terms: frozenset[str], asked: frozenset[str]) -> bool:
    """Whether a text's terms (read with their glossary meanings) name a subject of the glossary
    the question does not ask about (`asked`: the question's terms and their glossary words): the
    one test of "another thing" that the sentence rules (`about_another_subject`, `misses_head`)
    and the responder's follow-on and figure-part rules share."""
    return any(glossary.is_subject(t) and not glossary.alternatives(t) & asked for t in terms)


def about_another_subject(question: Question, sentence: str, around: str, asked: frozenset[str]) -> bool:
    """Whether a sentence answering a question about a subject head (the glossary's words for
    what is asked about: "the mountain's entrance", "airport pickup", "a guide for the museums",
    "a guide for Jugol") is about a subject the question does not ask: it names such a subject
    (`asked`: the question's terms and their glossary words) and some asked head is neither in
    it nor `around` it (its passage's title and the sentence before it, which it may continue).
    "The Selam bus ticket costs 650 birr" holds the ticket, not the mountain; "our airport
    minivan ... 2,400 birr" the airport, not the pickup; "a car to Jugol gate costs 3,200 birr"
    the car, not the guide, though it names Jugol. But "a private car costs 1,900 birr, a
    minivan 3,100" under the title "Bole airport transfers" answers for a private car from the
    airport. (One head is enough: the sentence's other words, a name, a place, say which one,
    never what.)"""
    heads = [t for t in question.subject if glossary.is_subject(t)]
    if not heads:
        return False
    def read(text: str) -> frozenset[str]:
        """A text's terms, read as the question's are ("መግቢያ" is an entrance when a price is asked)."""
        return glossary.with_meanings(frozenset(glossary.in_context(tokens(text), question.asked_type)))

    own = read(sentence)
    held = own | read(around)
    # (Or, in the sentence itself, an Ethiopic form of it the index stems otherwise: "ትኬቱ", the
    # ticket, is stemmed "ትክ". Latin words are stemmed alike on both sides.)
    written = frozenset(word for word in words(sentence) if has_ethiopic(word))

    def holds(head: str) -> bool:
        forms = glossary.alternatives(head)
        return bool(forms & held) or len(lacks(written, tuple(forms))) < len(forms)

    if all(map(holds, heads)):
        return False
    return names_unasked_subject(own, asked)



# --- the subject's head ------------------------------------------------------------------------
# A question names what it asks about in a phrase, one word of which is the thing itself (its
# head) and the others say which one ("Entoto Grand spa facial": a facial). Each language puts
# the head in its own place: Amharic and Tigrinya write it last, right before the question word
# ("ዘጌ ሆቴል ውስኪ በብርጭቆ ስንት ነው": whisky, not the glass it is sold by); Oromo first ("boqonnaa
# bunaa walgahii": the break, not the coffee or the meeting). A sentence that names the phrase's
# other words but not its head is about another thing of that place or kind (the spa's massages
# for its facial, the house tej for a whisky, the coffee ceremony for a meeting's coffee break),
# and a head no sentence names is a subject nobody taught. (English writes the head last too,
# but its untaught words are found by the index itself: `unknown_terms`.)
_ETHIOPIC_ASKING = re.compile(fold_letter_variants(
    r"^(?:ዋጋ\S*|በ?ስንት|ክንደይ|ብኽንደይ|ምን|ምንድን\S*|እንታይ|መቼ|የት|ኣበይ|መዓስ|ቢያንስ|እስከ|ክሳብ|ምን\s*ያህል)$"))
# A word written with a case prefix says for whom, by what or from where ("ለፈረንጅ", "በብርጭቆ",
# "ከሆቴሉ"), never what; Tigrinya also "ብ" (by) and "ን" (for).
_CASE_PREFIXES = {"am": "በለከ", "ti": "በለከብን"}
# Words after which the next one is a place or a party (from, to, at: "ወደ ሐረር", "ናብ ይሓ", "ኣብ
# ሮማናት"; Oromo "gara Finfinnee"), and Oromo's "irraa" after its place ("Boolee irraa").
_PLACE_BEFORE = frozenset({"ወደ", "ናብ", "ካብ", "ኣብ", "አብ", "gara", "garas"})
_PLACE_AFTER = frozenset({"irraa", "irra", "keessatti", "keessa", "biratti"})
# Oromo's postpositions of where a thing is had (on, in, at; not "irraa", from, whose next word
# is as often where to: "taaksii boolee irraa markaatoo"), and how far into a question one closes
# an opening phrase of the setting ("imala sodere irratti", on the Sodere trip).
_SETTING_AFTER = frozenset({"irratti", "keessatti", "keessa", "keessaa", "biratti"})
_OPENING_WORDS = 4
# Oromo case endings, written on the word: for whom or what ("-f": "ijoolleef", "irreechaaf") and
# where to or when ("-tti": "sodareetti", "guyyaatti"); such a word says which, never what.
_OROMO_CASE_ENDING = re.compile(r"(?:f|tti)$")
_PUNCTUATED = re.compile(r"[?？!።፣፤,;:]$")
# English names a price's thing before its price word ("lalibela church entrance ticket price",
# "business visa for ethiopia how much": a phrase after a preposition says where or for whom) or
# after "how much is" ("how much is lunch on the boat trip", "how much does the shuttle cost").
_ENGLISH_PRICE_WORDS = frozenset({"price", "prices", "cost", "costs", "fee", "fees", "rate", "rates",
                                  "charge", "charges", "fare", "fares"})
_ENGLISH_HOW = re.compile(r"\bhow\s+much\s+(?:is|are|does|do|for|to|will)\b", re.I)
_ENGLISH_PREPOSITIONS = frozenset({"on", "at", "in", "for", "from", "to", "with", "of", "per", "during",
                                   "near", "by", "into", "inside", "around", "till", "until", "after",
                                   "before"})
# A subordinate clause ends a phrase as a preposition does: "the sauna | if im not staying at the
# hotel" asks the sauna's price, "the trek | if we walk" the trek's; its words say when, not what.
_ENGLISH_CLAUSE_OPENERS = frozenset({"if", "when", "whenever", "while", "because", "since", "unless",
                                     "although", "though", "but", "so"})
_ENGLISH_PHRASE_ENDS = _ENGLISH_PREPOSITIONS | _ENGLISH_CLAUSE_OPENERS
# A Latin word inflected keeps this many first letters ("imalli", "imala"; "seensi", "seensa").
HEAD_PREFIX = 4
# Fewer consonants match too many words of the other script.
MIN_BORROWED_CONSONANTS = 3


# The words for the asked value itself (a date, a day), which the glossary does not hold as
# generic words: "ሕዳር ጽዮን ኣብ ኣኽሱም ዕለት ክንደይ" asks the feast's date, and the date is no head.
_VALUE_NOUNS = frozenset(tokens("ዕለት ዕለቱ ቀን ቀኑ ቀናት"))


def _head_candidate(word: str, lang: str) -> str | None:
    """The index term of a written word that can be a subject's head, or None: not a stop word, a
    number, a unit, a city or a generic word (price, time), not a word with a case prefix."""
    if any(c.isdigit() for c in word):
        return None
    prefixes = _CASE_PREFIXES.get(lang, "")
    if has_ethiopic(word) and len(word) > 2 and word[0] in prefixes:
        return None
    if lang == "om" and _OROMO_CASE_ENDING.search(word.casefold()):
        return None
    terms = tokens(word)
    if len(terms) != 1 or _PARTY.match(word):
        return None
    term = terms[0]
    if (glossary.place(term) is not None or not glossary.is_topical(term) or unit_kind(term) is not None
            or term in _VALUE_NOUNS):
        return None
    return term


# The vowel order of Ethiopic "-ኡ" (the definite ending after a consonant: "ምርጡ", "ሎጁ").
_SECOND_ORDER = 1
# Words that say who pays or comes, not what is asked ("namni", a person; "ሰዎች"): a party.
_PARTY = re.compile(r"^(?:nam(?:a|ni|oota|ootni)|keessumm\w*|ijoollee\w*|ሰው\S*|ሰዎች\S*|ሰብ)$", re.I)


# The prefix "for" (Amharic and Tigrinya ለ): a phrase it opens says whom or what a
# thing is for, never the thing.
_FOR_PREFIXES = {"am": "ለ", "ti": "ለ"}


def _opens_a_for_phrase(word: str, lang: str) -> bool:
    """Whether a word opens a phrase by "for" ("ለውጭ", "ለአዋቂ"): not a verb, relative ("ለሚደርስ",
    for one arriving: it describes the noun after it, the thing asked) or of purpose ("ለማየት",
    to see: a clause of its own)."""
    return (has_ethiopic(word) and len(word) > 2 and word[0] in _FOR_PREFIXES.get(lang, "")
            and not word.startswith(("ለሚ", "ለማ")))


def _definite(word: str) -> bool:
    """Whether an Ethiopic word ends in the definite article ("-ው", or a consonant's "-ኡ")."""
    last = word[-1:]
    return last == "ው" or ("\u1200" <= last <= "\u135a" and (ord(last) - 0x1200) % 8 == _SECOND_ORDER)


def _definite_object(word: str, lang: str) -> bool:
    """Whether an Amharic word is a definite noun with the object ending "-ን" ("ወንዙን", the river;
    "ጉዞውን", the trip): the object of a verb the question goes on with ("ጀልባው ወንዙን ለመሻገር", the
    boat, to cross the river), never the thing asked about. (Tigrinya marks its object otherwise.)"""
    return lang == "am" and len(word) > 2 and word.endswith("ን") and _definite(word[:-1])


def _if_i(word: str, lang: str) -> bool:
    """Whether an Amharic word is "if I ..." ("ብማር", "ብሄድ"): "ብ-" and a stem of two letters at
    least, no word the glossary knows (frame_terms leaves "ብ-" alone out: "ብስክሌት", "ብርድ")."""
    if lang != "am" or not word.startswith("ብ") or len(word) < 3:
        return False
    terms = tokens(word)
    return len(terms) == 1 and not glossary.knows(terms[0])


def subject_head(question: str, lang: str | None) -> str | None:
    """The written word a question's subject is built on (see above), or None when its language
    or its shape does not say which: Amharic and Tigrinya, the last word before the first
    question word that is no case-marked word, place, number, unit or generic word; Oromo, the
    first such word. A question word right after a clause's end ("... ያዘጋጃል? ዋጋስ") has no
    head before it."""
    lang = (lang or "").strip().lower()
    if not lang:
        return None
    if lang == "en":
        return _english_head(question)
    written = question.split()
    plain = [re.sub(r"^[^\w]+|[^\w'’]+$", "", w) for w in written]
    # A verb says what happens to the thing, never which thing it is ("ጀልባው የሚነሳው ስንት ሰዓት
    # ነው": the boat).
    verbs = verb_words(question, lang)
    # Nor does a conditional or another verb form of the question's frame ("ብንሄድ", if we go;
    # "እንተ ወሲድና", if we take: `frame_terms`), nor, right before what is asked, an Amharic "if I
    # ..." ("ብማር", if I learn) the glossary does not know as a thing ("ብስክሌት" it does).
    frame = frame_terms(question, lang)
    if has_ethiopic(question) and lang in _CASE_PREFIXES:
        asking = next((i for i, w in enumerate(plain)
                       if _ETHIOPIC_ASKING.match(fold_letter_variants(w))), None)
        if asking is None:
            return None
        skip_object = generic_after = False
        for_phrase = None
        for index in range(asking - 1, -1, -1):
            if _PUNCTUATED.search(written[index]):
                return None
            word = plain[index]
            if not tokens(word):
                # A postposition ("ኤርፖርት ላይ", at the airport): its object says where, not what.
                skip_object = True
                continue
            if skip_object or word in _PLACE_BEFORE or (index and plain[index - 1] in _PLACE_BEFORE):
                skip_object = False
                continue
            if (word.casefold() in verbs or _definite_object(word, lang)
                    or (has_ethiopic(word) and set(tokens(word)) & frame) or _if_i(word, lang)
                    or fold_letter_variants(word) == _TIGRINYA_IF_APART):
                continue
            if (index and _opens_a_for_phrase(plain[index - 1], lang) and for_phrase is None
                    and _head_candidate(word, lang) is not None):
                # The prefix marks a phrase's first word: after a head, "ለውጭ ዜጋ" (for a foreign
                # citizen) says whom the thing is for ("የፏፏቴው መግቢያ ለውጭ ዜጋ", the falls' entry),
                # and is the head only when no word before it is ("ለሚደርስ የግል መኪና ስንት
                # ያስከፍላል", for a car).
                for_phrase = word
                continue
            if _head_candidate(word, lang) is not None:
                # Amharic marks a phrase's first word as definite ("ጥሩው ሰዓት", the best hour;
                # "ምርጡ"): before a generic word skipped, such a word says which value is asked
                # ("the best time" to see hippos), and the phrase has no head of its own.
                if generic_after and _definite(word):
                    return None
                return word
            generic_after = True
        return for_phrase
    if lang == "om" and not has_ethiopic(question):
        # Only a question that opens with its subject's phrase ("imalli dorzee ...", "seensi
        # paarkii awaash meeqa"): one opening with a place, a party or a clause ("namni hotela
        # keessa hin bulle sawunaa ...", a person not staying: the sauna) shows no head by place.
        lowered = [w.casefold() for w in plain]
        # An opening phrase its postposition closes says where or on what ("imala sodere
        # irratti", on the Sodere trip; "Hawaasaa irratti", at Hawassa): when one word alone
        # stands between it and the question's end ("... laaqanni meeqa", the lunch, how much),
        # that word is the head.
        closing = next((i for i, w in enumerate(lowered[:_OPENING_WORDS]) if w in _SETTING_AFTER), None)
        if closing is not None:
            named = [w for w in lowered[closing + 1:] if _head_candidate(w, lang) is not None
                     and w.replace("’", "'") not in verbs]
            if named == lowered[closing + 1:closing + 2]:
                return named[0]
        first = lowered[0] if lowered else ""
        if len(lowered) > 1 and lowered[1] in _PLACE_AFTER:
            return None
        return first if _head_candidate(first, lang) is not None and first not in verbs else None
    return None


def _english_head(question: str) -> str | None:
    """The head of an English price question's subject (`_ENGLISH_PRICE_WORDS`, `_ENGLISH_HOW`):
    the last content word of the phrase before a preposition, a price word or the question's
    end; or None for another shape."""
    if asked_type(question) != "price":
        return None
    # (An age says who comes, never what: "how much for my 8 year old on the shared boat" is the
    # boat's price, not an "old" one.)
    question = AGE_PHRASE.sub(" ", question)
    written = _english_words(question)
    opened = _ENGLISH_HOW.search(question)
    if opened:
        return _phrase_head(_english_words(question[opened.end():]))
    asking = next((i for i, w in enumerate(written) if w in _ENGLISH_PRICE_WORDS or w == "how"), None)
    if asking is None:
        return None
    if (written[asking] != "how" and written[asking + 1:asking + 2] in (["for"], ["of"])
            and (not asking or not _english_candidate(written[asking - 1]))):
        # "the price of a reserved seat at the bath", "an extra charge for the pickup" (a price
        # word with no thing before it, or only a word saying how much; not "pickup price for 6").
        return _phrase_head(written[asking + 2:])
    phrase = written[:asking]
    # The phrase ends before its first preposition ("business visa | for ethiopia"), when a
    # word before it can be the head.
    cut = next((i for i, w in enumerate(phrase) if w in _ENGLISH_PHRASE_ENDS
                and any(_english_candidate(x) for x in phrase[:i])), len(phrase))
    return next((w for w in reversed(phrase[:cut]) if _english_candidate(w)), None)


def _english_words(text: str) -> list[str]:
    """A question's written words, lower case, a word of letters and digits whole ("4x4")."""
    return [w.casefold() for w in re.findall(r"[^\W_]+(?:['’-][^\W_]+)*", text) if not w.isdigit()]


# English words before a price word that say how much or how often, never what ("an extra
# charge", "the total cost", "the daily rate").
_ENGLISH_AMOUNT_WORDS = frozenset({"extra", "additional", "total", "daily", "nightly", "hourly", "weekly",
                                   "monthly", "average", "minimum", "maximum", "full", "exact", "usual"})


def _english_candidate(word: str) -> bool:
    """A word that can be an English subject's head: a content word (`_head_candidate`), not one
    saying how much (`_ENGLISH_AMOUNT_WORDS`), or a name of letters and digits ("4x4")."""
    if word in _ENGLISH_AMOUNT_WORDS:
        return False
    return _head_candidate(word, "en") is not None or (
        any(c.isdigit() for c in word) and any(c.isalpha() for c in word) and unit_kind(word) is None
        and not quantities(word))


def _phrase_head(written: list[str]) -> str | None:
    """The last content word of the phrase that opens `written`, up to a preposition or a price
    word after it ("the blue nile falls day trip | from ...", "the airport shuttle | cost")."""
    head = None
    for word in written:
        if word in _ENGLISH_PHRASE_ENDS or word in _ENGLISH_PRICE_WORDS:
            if head is not None:
                break
            continue
        if _english_candidate(word):
            head = word
    return head


def names_head(head: str, text: str) -> bool:
    """Whether a text names a subject's head: by its word or a glossary word of its own meaning
    (not a broader one: food is no breakfast), or by an inflected form (an Ethiopic word sharing
    its root, `lacks`; a Latin one its first HEAD_PREFIX letters)."""
    # Ethiopic letters of one sound are one letter ("ፀሎቱ", "ጸሎት").
    head, text = fold_letter_variants(head), fold_letter_variants(text)
    terms = tokens(head)
    if not terms:
        return True
    term = terms[0]
    text_terms = glossary.with_meanings(frozenset(tokens(text)))
    if glossary.synonyms(term) & text_terms:
        return True
    # (A hyphen inside a word is no break: "ኢ-ቪዛ" is the "ኢቪዛ" asked.)
    written = words(text) + words(re.sub(r"(?<=\w)-(?=\w)", "", text))
    if has_ethiopic(head) and not lacks(frozenset(w for w in written if has_ethiopic(w)), (head,)):
        return True
    if len(term) > HEAD_PREFIX and any(t[:HEAD_PREFIX] == term[:HEAD_PREFIX] for t in text_terms):
        return True
    # A name or a borrowed word spelt another way or in the other script ("scrub", "ስክራብ";
    # "kabanaa", "Kaabanaa"; "gibi", "ግቢ"): by its consonants.
    asked = sounds(head)
    return any((len(asked) >= MIN_BORROWED_CONSONANTS and sounds(word) == asked)
               or (has_ethiopic(word) != has_ethiopic(head) and same_name(head, word)) for word in written)


def _compound_partner(question: str, head: str, lang: str | None) -> str | None:
    """The glossary subject written against the head in a compound ("boat" of "boat ride"; Oromo
    after it, "doonii" of "imala doonii"), as an index term, or None."""
    written = [w.casefold() for w in re.findall(r"[^\W_]+(?:['’-][^\W_]+)*", question)]
    if head.casefold() not in written:
        return None
    index = written.index(head.casefold())
    other = index + 1 if (lang or "") == "om" else index - 1
    if not 0 <= other < len(written):
        return None
    terms = tokens(written[other])
    return terms[0] if len(terms) == 1 and glossary.is_subject(terms[0]) else None


def misses_head(question: Question, lang: str | None, sentence: str, around: str, *,
                foreign: bool = False, asked: frozenset[str] = frozenset()) -> bool:
    """Whether a sentence answering a question names its subject's other words but not its head
    (`subject_head`), nor does the text `around` it (its passage's title and the sentence before,
    which it may continue). `foreign`: the sentence is in another language than the question;
    there the head is named by a translation the glossary knows (any of its words, broader ones
    too: "ማሳጅ" by "massage", "haroo" by "ሐይቅ") or by its consonants (a name, a borrowed word),
    a head the glossary does not know is not looked for (its translation cannot be told), and a
    sentence lacking it is another thing's only when it names a glossary subject the question
    does not ask (`asked`: the question's terms and their glossary words; a compound is
    translated by other words: "boat ride", "የጀልባ ጉዞ")."""
    head = subject_head(question.text, lang)
    if head is None:
        return False
    if not foreign:
        if names_head(head, sentence) or names_head(head, around):
            return False
        # An English compound is named by its other glossary word too ("minivan airport pickup":
        # "a minivan from the airport"); not an Amharic or Oromo one, whose other word says which
        # thing by its case ("boqonnaa bunaa", the coffee's break: not the coffee class).
        partner = _compound_partner(question.text, head, lang) if lang == "en" else None
        return partner is None or not (glossary.alternatives(partner)
                                       & glossary.with_meanings(frozenset(tokens(f"{sentence} {around}"))))
    terms = tokens(fold_letter_variants(head))
    if len(terms) != 1 or not glossary.knows(terms[0]):
        return False
    text = f"{sentence} {around}"
    held = glossary.with_meanings(frozenset(tokens(text)))
    if glossary.alternatives(terms[0]) & held or any(
            same_name(head, word) for word in words(text) if has_ethiopic(word) != has_ethiopic(head)):
        return False
    # A compound's other glossary word names it across languages too ("boat ride", "የጀልባ ጉዞ").
    partner = _compound_partner(question.text, head, lang)
    if partner is not None and glossary.alternatives(partner) & held:
        return False
    own = glossary.with_meanings(frozenset(tokens(sentence)))
    return names_unasked_subject(own, asked)
