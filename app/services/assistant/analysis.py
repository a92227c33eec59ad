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

from app.services.assistant import glossary, retrieval
from app.services.assistant.phrases import phrase
from app.services.assistant.text import has_ethiopic, tokens, words
from app.services.ethiopic import fold_letter_variants

# The asked types, in the order they are tried (a more specific pattern first).
ASKED_TYPES = ("time", "duration", "date", "price", "contact", "count", "place", "yes_no")
_PATTERNS: dict[str, re.Pattern] = {
    "time": re.compile(
        r"\bwhat time\b|\bat what time\b|\bwhat hours?\b|\bopening hours\b|\buntil when\b|\bhow early\b|"
        r"\bhow late\b|\bwhen does\b.*\b(?:open|close|start|leave|depart|run|serve|end)|\bwhen do\b.*"
        r"\b(?:open|close|leave|depart|run|serve)|"
        r"\bwhen is\b.*\b(?:breakfast|lunch|dinner|check-?in|check-?out)\b|"
        r"\bwhat time\b|ስንት\s*ሰዓት|በስንት\s*ሰዓት|እስከ\s*ስንት|ሰዓቱ|ሰዓት\s*(?:ስንት|መቼ)|"
        r"sa['’]?aatii\s*meeqa|sa['’]?aa\s*meeqa|meeqa\s*sa['’]?aa|sa['’]?aatii\s*(?:kam|yoom)|"
        r"\bsint\s*seat\b|\bbesint\s*seat\b|ሰዓት\s*ክንደይ|ብስንት\s*ሰዓት|ኣበየናይ\s*ሰዓት|"
        # Oromo "when does it open / close / start"
        r"\byoom\b.*\b(?:banam\w*|cufam\w*|jalqab\w*|eegal\w*)|\b(?:banam\w*|cufam\w*|jalqab\w*)\b.*\byoom\b",
        re.I),
    "duration": re.compile(
        r"\bhow long\b|\bfor how many (?:days|nights|hours|weeks)\b|\bvalid for\b|\bhow many (?:days|nights|"
        r"hours|minutes|weeks)\b|ለምን\s*ያህል|ምን\s*ያህል\s*ጊዜ|ስንት\s*(?:ቀን|ሌሊት|ለሊት|አዳር|ደቂቃ)|"
        r"hammam\s*(?:turu|fudhata)|yeroo\s*hammam|guyyaa\s*meeqa|halkan\s*meeqa|daqiiqaa\s*meeqa|"
        r"ክንደይ\s*(?:ግዜ|መዓልቲ|ለይቲ)",
        re.I),
    "date": re.compile(
        r"\bwhat date\b|\bwhich (?:day|date)\b|\bon what day\b|\bwhat day\b|\bwhen is\b|\bwhen will\b|"
        r"\bwhen are\b|\bdate\b|በየትኛው\s*ቀን|ቀኑ|መቼ\s*ነው|መቼ\s*ይከበራል|ዕለት|guyyaa\s*kam|yoom\s*kabajama|"
        r"yoom\s*ta['’]?a|\bguyyaan\b|\bmeche\b|መዓስ\s*(?:እዩ|ይኽበር)",
        re.I),
    "price": re.compile(
        r"\bhow much\b|\bprice\b|\bprices\b|\bcost\b|\bcosts\b|\bfee\b|\bfees\b|\bcharge\b|\brate\b|"
        r"\bbirr\b|\betb\b|\busd\b|ዋጋ|ስንት\s*ብር|ያስከፍላል|ይከፈላል|ክፍያ|ስንት\s*ነው|ስንት|"
        r"\bgatii\w*|\bmeeqa\b|\bkaffal\w*|\bbaasii\w*|\bqarshii\b|ክንደይ|ክፍሊት|\bwaga\w*|\bsint\b|"
        r"\bkifiya\w*|\bfares?\b|\bcheapest\b|\b(?:the|a|overstay|smoking|cleaning)\s+fine\b|"
        r"\bfine\s+(?:if|for|per)\b|መግቢያ",
        re.I),
    "count": re.compile(r"\bhow many\b|\bnumber of\b", re.I),
    "contact": re.compile(r"\bphone\b|\bcontact\b|\bcall\b|\bemail\b|\bwhatsapp\b|ስልክ|\bbilbil\w*|"
                          r"\bquunnam\w*|ቴሌፎን", re.I),
    "place": re.compile(r"\bwhere\b|\bhow do i get\b|\bhow to get\b|\broute\b|የት|\beessa\w*|ኣበይ", re.I),
    "yes_no": re.compile(
        r"^\s*(?:is|are|can|could|do|does|did|may|will|should|must|have|has)\b|ይቻላል|ይፈቀዳል|አለ\s*[?？]?\s*$|"
        r"አለው|አላችሁ|ወይ\s*[?？]?\s*$|\bdanda['’]?ama\w*|\bhayyam\w*|\bjiraa\b|\bqabdu\w*|ይኽእል|ኣሎ|"
        r"\bqabaa\b|\bdabalataa\b|ኣለኩም|ይጨምራል\s*[?？]?\s*$|(?:ድዩ|ዶ)\s*[?？]?\s*$|^\s*any\b|"
        r"\bdanda['’]?aa\b|\b(?:alachu|alachihu|alachehu|alachuh|alew|alle)\s*[?？]?\s*$",
        re.I),
}
# Read before the ordered patterns: a minimum stay is a count of nights, not a duration asked;
# "how many" with what is counted (stars, rooms, people, kilometres) is a count, not a price, in
# every language ("ባለ ስንት ኮከብ", "ክፍሎች ስንት ናቸው", "urjii meeqa", "ክንደይ ኮኾብ"; not people: "ለውጭ
# ሰው ስንት ነው" is a price for one person); a phone number
# is a contact, not an amount ("ስልክ ቁጥሩ ስንት ነው"); how long a trip takes is a duration
# ("sa'aatii meeqa fudhata", "ምን ያህል ይፈጃል"); "when" with a year is a date ("yoom ... 2027").
_COUNTED = r"(?:ክፍ\w*|ኮከብ\w*|ኪሎ\w*|ኮኾብ)"
_FIRST: dict[str, re.Pattern] = {
    "contact": re.compile(r"ስልክ\s*ቁጥ|\blakkoofs\w*\s+bilbil\w*|\bbilbil\w*\s+lakkoofs\w*|\bphone number\b|"
                          r"ቁጽሪ\s*ተሌፎን|ቁጽሪ\s*ስልኪ", re.I),
    "duration": re.compile(r"sa['’]?aatii\s*meeqa\s*(?:fudhat|tur)\w*|\bji['’]?a\s*meeqa|"
                           # Amharic in Latin letters: "sint ken" (ስንት ቀን), how many days.
                           r"\bsint\s+(?:ken|kenoch|qen|lelit\w*|dekika\w*|samint|sammint|wer|amet)\b|"
                           r"ምን\s*ያህል\s*(?:ይፈጃል|ይወስዳል)|ክንደይ\s*(?:ሰዓት|ግዜ)\s*ይወስድ", re.I),
    "count": re.compile(r"\bminimum (?:number of )?(?:nights|days|stay)\b|\bat least how many\b|ቢያንስ\s*ስንት|"
                        r"\bmeeqa\s+xiqqaa\w*|\bxiqqaa\w*\s+meeqa|\bhow many stars\b|"
                        rf"ባለ\s*ስንት|^(?!.*(?:ዋጋ|ብር|ያስከፍላል|ክፍሊት))(?:.*ስንት\s*{_COUNTED}|.*{_COUNTED}\s*ስንት|"
                        rf".*ክንደይ\s*{_COUNTED})|"
                        r"\b(?:urjii|nam(?:a|ni|oota)|km|kiiloo\w*|kutaa\w*)\s+meeqa|"
                        # Amharic in Latin letters: "sint kokeb" (ስንት ኮከብ), how many stars.
                        r"\bsint\s+(?:kokeb\w*|kifil\w*|kilo\w*|km)\b", re.I),
    "date": re.compile(r"^(?!.*(?:\btime\b|ሰዓት|ሰአት|sa['’]?aa)).*(?:(?:\bwhen\b|መቼ|መዓስ|\byoom\b|\bmeche\b)"
                       r".*\b(?:19|20)\d\d\b|\b(?:19|20)\d\d\b.*"
                       r"(?:\bwhen\b|መቼ|መዓስ|\byoom\b|\bmeche\b))", re.I),
    # "breakfast hours", "check-out time", "dinner buffet hours": the time of a meal or a service.
    "time": re.compile(r"\b(?:check-?in|check-?out)\b.*\byoom\b|"
                       r"\b(?:breakfast|lunch|dinner|buffet|opening|closing|check-?in|check-?out|departure|"
                       r"pick-?up|checkout|checkin)\s+(?:time|times|hours)\b", re.I),
}
_FOLDED_PATTERNS = {kind: re.compile(fold_letter_variants(pattern.pattern), pattern.flags)
                    for kind, pattern in _PATTERNS.items()}
_FOLDED_FIRST = {kind: re.compile(fold_letter_variants(pattern.pattern), pattern.flags)
                 for kind, pattern in _FIRST.items()}
# An Ethiopic question with none of its language's question words ("ሹትሉ ከሌሊቱ 11 ሰዓት ጀምሮ
# ይሰራል?", does the shuttle run from 5 am?) asks yes or no: Amharic and Tigrinya ask one by the
# verb alone.
_ETHIOPIC_QUESTION_WORDS = re.compile(
    fold_letter_variants("ምን|ስንት|የት|መቼ|ማን|እንዴት|ለምን|የትኛ|ምንድ|እንታይ|ክንደይ|ኣበይ|መዓስ|መን|ከመይ|ስለምንታይ|ኣየናይ|ዋጋ|ስልክ"))
# Types a sentence must carry to answer (yes/no, place and contact are answered by what a
# sentence says, which no pattern can check).
TYPED = frozenset({"price", "time", "date", "duration", "count"})

_AMOUNT = re.compile(
    r"\d[\d,.]*\s*(?:birr|etb|ብር|qarshii|birrii|usd|us dollars|dollars?|ዶላር|doolaara|%|percent)|"
    r"(?:birr|etb|qarshii|usd|us\$|\$|ብር|ዶላር)\s*\d|\bfree\b|በነጻ|bilisaan|ነጻ|\d[\d,]{2,}", re.I)
# "ሰዓት" and "sa'aatii" state a time with a number only: "በሰዓት 400 ብር" is 400 birr an hour.
_HOUR_NUMBER = (r"(?:\d{1,2}(?![\d,])|አንድ|ሁለት|ሶስት|ሦስት|አራት|አምስት|ስድስት|ሰባት|ስምንት|ዘጠኝ|አስር|አሥር|"
                r"tokko|lama|sadii|afur|shan)")
_CLOCK = re.compile(r"\d{1,2}[:.]\d{2}|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)|"
                    rf"{_HOUR_NUMBER}\s*ሰዓት|ሰዓት\s*{_HOUR_NUMBER}|sa['’]?aatii\s*{_HOUR_NUMBER}|"
                    r"\bnoon\b|\bmidnight\b|ቀትር", re.I)
_MONTH_WORDS = (
    r"jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|"
    r"መስከረም|ጥቅምት|ኅዳር|ህዳር|ታኅሣሥ|ታህሳስ|ጥር|የካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰኔ|ሐምሌ|ነሐሴ|ጳጉሜ|"
    r"amajjii|guraandhala|bitootessa|ebla|caamsaa|waxabajjii|adooleessa|hagayya|fulbaana|"
    r"onkoloolessa|sadaasa|muddee|ጥሪ|ለካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰነ|ሓምለ|ነሓሰ|መስከረም|ጥቅምቲ|ሕዳር|ታሕሳስ"
)
_DATE = re.compile(rf"\d{{4}}-\d{{2}}-\d{{2}}|(?:{_MONTH_WORDS})\s*\d{{1,2}}|\d{{1,2}}\s*(?:{_MONTH_WORDS})",
                   re.I)
# A duration may name what kind of days it counts between the number and the unit: "3 working
# days", "በ3 የሥራ ቀናት", "guyyaa hojii 3".
_DURATION = re.compile(
    r"(?:\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|ninety))"
    r"\s*(?:-\s*)?(?:(?:working|business|calendar|የሥራ|የስራ)\s+)?(?:days?|nights?|hours?|minutes?|mins?|weeks?|months?|years?|ቀን|ቀናት|ሰዓት|ደቂቃ|ሌሊት|"
    r"ለሊት|ሳምንት|ወር|ዓመት|guyyaa|halkan|sa['’]?aatii|daqiiqaa|torban|ji['’]?a|waggaa|መዓልቲ|ለይቲ|ደቒቕ)|"
    r"(?:guyyaa|halkan|daqiiqaa|sa['’]?aatii|torban|ji['’]?a)\s*(?:hojii\s+)?\d", re.I)
_NUMBER = re.compile(r"\d")
# A phone number, a short code or a merchant code states no value of any asked type: "the tour
# desk phone is +251 918 334 210" is no price of a trip, "*127#" no count. International (+251,
# 00251) or local (0911 ..., 011 ...) numbers in groups, and USSD codes.
_PHONE = re.compile(r"(?:\+|\b00)\d{1,3}(?:[\s-]?\d{2,4}){2,5}\b|"
                    r"\b0\d{2,3}[\s-]\d{2,4}(?:[\s-]?\d{2,4}){1,2}\b|\*\d{2,4}(?:\*\d+)*#")
_CARRIES = {"price": _AMOUNT, "time": _CLOCK, "date": _DATE, "duration": _DURATION, "count": _NUMBER}


@dataclass(frozen=True)
class Question:
    text: str
    asked_type: str | None  # one of ASKED_TYPES, or None (another kind of question)
    subject: tuple[str, ...]  # the question's own topical terms (module docstring)

    @property
    def typed(self) -> bool:
        return self.asked_type in TYPED


def asked_type(question: str) -> str | None:
    # Ethiopic letter variants folded on both sides: "ስንት ሰአት" is "ስንት ሰዓት".
    question = fold_letter_variants(question)
    for kind, pattern in _FOLDED_FIRST.items():
        if pattern.search(question):
            return kind
    for kind in ASKED_TYPES:
        if _FOLDED_PATTERNS[kind].search(question):
            return kind
    if has_ethiopic(question) and not _ETHIOPIC_QUESTION_WORDS.search(question):
        return "yes_no"
    return None


# The words a value is written in (a currency, a percent), as index terms: "ስንት ብር ነው?" (how
# many birr?) asks a price, and "birr" is then no word of what it is the price of; a sentence
# holding "ብር" names no subject by it (every price sentence holds it).
VALUE_TERMS = frozenset(tokens("birr birrii etb ብር ብሮች qarshii usd dollar dollars ዶላር doolaara percent "
                               "በመቶ ሚእታዊት dhibbeentaa"))


def analyse(question: str, weighted_terms: dict[str, float]) -> Question:
    asked = {t: w for t, w in weighted_terms.items() if t not in VALUE_TERMS}
    own = max(asked.values(), default=1.0)
    subject = tuple(t for t, w in asked.items() if w >= own and glossary.is_topical(t))
    return Question(question, asked_type(question), subject)


def carries(sentence: str, kind: str | None) -> bool:
    """Whether `sentence` states a value of the asked type (any sentence for an untyped question)."""
    pattern = _CARRIES.get(kind or "")
    return pattern is None or bool(pattern.search(_PHONE.sub(" ", sentence)))


_BIRR = r"birr|etb|ብር|qarshii|birrii"
_USD = r"usd|us dollars|dollars?|ዶላር|doolaara|\$"
_FIGURE = re.compile(
    rf"(?P<before>{_USD}|{_BIRR})\s*(?P<amount>\d[\d,.]*\d|\d)|(?P<number>\d[\d,.]*\d|\d)\s*(?P<unit>{_BIRR}|{_USD}|%)"
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


def subject_words(text: str, question: Question) -> str:
    """The question's own words for its subject, as the guest wrote them (at most four)."""
    subject = set(question.subject)
    kept = [word for word in re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text)
            if (terms := tokens(word)) and terms[0] in subject]
    return " ".join(dict.fromkeys(kept[:4]))


# Shorter unseen words are mostly function words the stop list lacks ("till") or names the index
# splits differently ("rail" beside "light-rail").
MIN_UNKNOWN_TERM = 5
# An unseen word sharing this many first letters with a passage's word is a form of it
# ("foreigners", "foreign").
SHARED_PREFIX = 5


# Words that say how or when a guest comes, or ask for a number, not what they ask about: an
# unseen one is no subject nobody taught ("this coming january", "the phone number of ...").
INCIDENTAL_TERMS = frozenset(tokens("coming going arriving leaving staying travelling traveling visiting "
                                    "landing number numbers"))


def unknown_terms(question: Question, lang: str, product: str, tenant: str | None,
                  known: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The words of an English question's subject that no passage of the scope holds and the
    glossary does not know ("aromatherapy", "esim", "gym"): the question is about something the
    assistant was not taught, and a passage sharing its other words ("massage", "spa") answers
    another question. English only: its words reach the index stemmed, so an unseen one is a new
    subject; an Amharic or Oromo word is often only an inflected form the index does not hold (the
    glossary's subjects are weighed by retrieval itself, in every language). Only for a question
    asking a value (a price, a time): elsewhere an unseen word is as often how the guest says it.
    `known`: terms answered elsewhere (the catalogue's words, hotel names, the product's rules)."""
    if (lang or "").strip().lower() != "en" or not question.typed:
        return ()
    candidates = [t for t in question.subject
                  if t.isascii() and t.isalpha() and len(t) >= MIN_UNKNOWN_TERM and not glossary.knows(t)
                  and t not in known and t not in INCIDENTAL_TERMS]
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


# Ethiopic words are inflected around a root of three consonants, inside the word as much as at
# its ends ("ሳልከፍል", without my paying; "ያልተከፈለ", unpaid: k-f-l): two words sharing a run of
# this many letters' consonants (their rows of the syllabary) are forms of one word.
SHARED_ROOT = 3


def _rows(word: str) -> str:
    """An Ethiopic word's letters reduced to their rows (the consonant, any vowel)."""
    return "".join(chr(ord(c) - (ord(c) - 0x1200) % 8) if "\u1200" <= c <= "\u135a" else c for c in word)


def _roots(word: str) -> set[str]:
    rows = _rows(word)
    return {rows[i:i + SHARED_ROOT] for i in range(len(rows) - SHARED_ROOT + 1)}


def lacks(passage_terms: frozenset[str], unknown: tuple[str, ...]) -> tuple[str, ...]:
    """The unknown words the passage has no form of: a Latin word sharing its first letters
    (`SHARED_PREFIX`), an Ethiopic one its root (`SHARED_ROOT`)."""
    prefixes = {t[:SHARED_PREFIX] for t in passage_terms if len(t) >= SHARED_PREFIX}
    roots = {root for t in passage_terms if has_ethiopic(t) for root in _roots(t)} if any(
        map(has_ethiopic, unknown)) else set()

    def held(term: str) -> bool:
        if term in passage_terms:
            return True
        if has_ethiopic(term):
            return bool(_roots(term) & roots)
        return len(term) >= SHARED_PREFIX and term[:SHARED_PREFIX] in prefixes

    return tuple(t for t in unknown if not held(t))


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
    return any(glossary.is_subject(t) and not glossary.alternatives(t) & asked for t in own)

