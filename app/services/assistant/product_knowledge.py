"""Built-in knowledge: Marefiya's own rules, in en, am, om and ti.

Cancellation, unpaid holds, payment, check-in and check-out times, VAT and service charge,
guest checkout and password reset are not learned documents: their passages are written from
the live configuration and the live hotels' settings each time a question is answered, so an
answer never quotes a number that has since changed (BOOKING_HOLD_MINUTES, a hotel's
free_cancellation_hours, ...). The rules themselves stay where they are implemented
(services/bookings.py, services/pricing.py, services/payments/); this module only tells them.

Retrieval over the topics uses the measure of `retrieval.search` (the share of the question's
IDF weight a topic covers, the same threshold) and a topic must cover one of the words it is
about, so a question none of them answers still gets "don't know"; and a question that names a
subject the topic never mentions (glossary.is_subject: the WiFi of "the WiFi password", the car
of "renting a car") is about that subject, not the topic, unless the topic shares more with it
(`search`). Each topic is searched by
the words of all four languages plus a few paraphrases (`KEYWORDS`), and answered in the asked
language (English where a language has no text).

A question that names a hotel (or a city) is told that hotel's own settings (the city's hotels'),
not the most common ones: "What time is check-out at Zege Peninsula Hotel?" quotes its
check_out_time. A product rule comes first for a product question (`with_builtin`); a learned
passage is added to it only when it is about the hotel or city asked, since one that merely
mentions "telebirr" or "check-in" answers another question.
"""

from __future__ import annotations

import math
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import time
from decimal import Decimal
from functools import cache

import numpy as np
from sqlalchemy import select

from app.extensions import db
from app.models import Hotel, HotelStatus
from app.services.assistant import embeddings, glossary, languages, retrieval
from app.services.assistant.retrieval import Passage
from app.services.assistant.text import ethiopic_consonants, has_ethiopic, search_text, tokens, words
from app.services.payments.service import PAYMENT_METHODS

URL_PREFIX = "marefiya:"



def _hotel_default(column: str):
    """A hotel setting's default, as the model declares it (used while no hotel is live)."""
    return Hotel.__table__.c[column].default.arg


DEFAULT_CHECK_IN, DEFAULT_CHECK_OUT = _hotel_default("check_in_time"), _hotel_default("check_out_time")
DEFAULT_FREE_CANCELLATION_HOURS = _hotel_default("free_cancellation_hours")
DEFAULT_VAT_RATE = _hotel_default("vat_rate")
DEFAULT_SERVICE_CHARGE_RATE = _hotel_default("service_charge_rate")

# How each payment method is named to a guest; "chapa" is the checkout page itself.
METHOD_NAMES = {
    "telebirr": {"en": "telebirr", "am": "ቴሌብር (telebirr)", "om": "telebirr", "ti": "ቴሌብር (telebirr)"},
    "cbebirr": {"en": "CBE Birr", "am": "ሲቢኢ ብር (CBE Birr)", "om": "CBE Birr", "ti": "ሲቢኢ ብር (CBE Birr)"},
    "mpesa": {"en": "M-Pesa", "am": "ኤም-ፔሳ (M-Pesa)", "om": "M-Pesa", "ti": "ኤም-ፔሳ (M-Pesa)"},
    "card": {"en": "bank card", "am": "የባንክ ካርድ", "om": "kaardii baankii", "ti": "ካርድ ባንኪ"},
    "bank_transfer": {"en": "bank transfer", "am": "የባንክ ዝውውር", "om": "dabarsa baankii",
                      "ti": "ምስግጋር ባንኪ"},
}

# The topics a hotel's own settings change (the others are the product's, whoever asks).
PLACE_TOPICS = frozenset({"cancellation", "check_in_out", "taxes"})

TITLES = {
    "cancellation": "Cancellation and refunds",
    "unpaid_hold": "How long an unpaid booking is held",
    "payment": "Payment methods",
    "check_in_out": "Check-in and check-out times",
    "taxes": "VAT and service charge",
    "guest_checkout": "Booking without an account",
    "password_reset": "Forgotten password",
}

TEXTS: dict[str, dict[str, str]] = {
    "cancellation": {
        "en": "Free cancellation: you can cancel a paid booking for free until {hours} hours before "
        "check-in (hotel local time). After that, the hotel keeps the first night (with its "
        "service charge and VAT) and the rest is refunded. An unpaid booking can be cancelled "
        "at any time and costs nothing. Refunds go back automatically to the way you paid.",
        "am": "ነጻ ስረዛ፦ የተከፈለበትን ቦታ ማስያዝ ከመግቢያ ሰዓት {hours} ሰዓት በፊት ድረስ በነጻ መሰረዝ ይችላሉ "
        "(በሆቴሉ አካባቢ ሰዓት)። ከዚያ በኋላ ከሰረዙ ሆቴሉ የመጀመሪያውን አዳር ዋጋ (ከአገልግሎት ክፍያና ከቫት ጋር) "
        "ይይዛል፤ ቀሪው ገንዘብ ይመለሳል። ያልተከፈለበትን ቦታ ማስያዝ በማንኛውም ጊዜ ያለ ክፍያ መሰረዝ ይችላሉ። "
        "ተመላሽ ገንዘብ በከፈሉበት መንገድ በራሱ ይመለሳል።",
        "om": "Haquu bilisaa: galmee kaffaltiin irratti raawwatame sa'aatii seensaa dura hanga "
        "sa'aatii {hours}tti bilisaan haquu dandeessu (sa'aatii naannoo hoteelaatiin). Sana booda "
        "yoo haqxan, hoteelli gatii halkan jalqabaa (kaffaltii tajaajilaa fi VAT waliin) ni "
        "qabata; kan hafe isiniif deebi'a. Galmee hin kaffalamin yeroo kamiyyuu kaffaltii malee "
        "haquu dandeessu. Maallaqni deebi'u karaa itti kaffaltaniin ofumaan deebi'a.",
        "ti": "ብነጻ ምስራዝ፦ ዝተኸፍሎ ቦታ ምሓዝ ቅድሚ ሰዓት ምእታው ክሳብ {hours} ሰዓት ብነጻ ክትሰርዝዎ "
        "ትኽእሉ ኢኹም (ብሰዓት ከባቢ ሆቴል)። ድሕሪኡ እንተሰሪዝኩም፣ ሆቴል ዋጋ ቀዳማይ ለይቲ (ምስ ክፍሊት "
        "ኣገልግሎትን ቫትን) ይሕዞ፣ እቲ ዝተረፈ ይምለሰልኩም። ዘይተኸፍሎ ቦታ ምሓዝ ኣብ ዝኾነ ግዜ ብዘይ "
        "ክፍሊት ክትሰርዝዎ ትኽእሉ ኢኹም። ዝምለስ ገንዘብ ብዝኸፈልኩምሉ መንገዲ ባዕሉ ይምለስ።",
    },
    "unpaid_hold": {
        "en": "An unpaid booking holds its rooms for {minutes} minutes while you pay. If the "
        "payment is not completed within {minutes} minutes, the booking expires and the rooms "
        "are released. You can then book again.",
        "am": "ያልተከፈለበት ቦታ ማስያዝ ክፍሎቹን ለ{minutes} ደቂቃ ይይዛል፤ በዚህ ጊዜ ውስጥ ይክፈሉ። ክፍያው በ{minutes} "
        "ደቂቃ ውስጥ ካልተጠናቀቀ ቦታ ማስያዙ ጊዜው ያልፋል፣ ክፍሎቹም ይለቀቃሉ። ከዚያ እንደገና ቦታ ማስያዝ "
        "ይችላሉ።",
        "om": "Galmeen hin kaffalamin kutaalee daqiiqaa {minutes}f qabata; yeroo kana keessatti "
        "kaffalaa. Kaffaltiin daqiiqaa {minutes} keessatti yoo hin xumuramin, galmeen ni dhumata, "
        "kutaaleenis ni gadhiifamu. Achii booda irra deebitanii galmeessuu dandeessu.",
        "ti": "ዘይተኸፍሎ ቦታ ምሓዝ ነቶም ክፍልታት ን{minutes} ደቓይቕ ይሕዞም፣ ኣብዚ ግዜ ክፈሉ። ክፍሊት ኣብ "
        "ውሽጢ {minutes} ደቓይቕ እንተዘይተዛዚሙ፣ እቲ ቦታ ምሓዝ ግዜኡ ይሓልፍ፣ ክፍልታት ድማ ይልቀቑ። ድሕሪኡ "
        "ደጊምኩም ቦታ ክትሕዙ ትኽእሉ ኢኹም።",
    },
    "payment": {
        "en": "You pay online on Chapa's secure checkout page with {methods}. Marefiya never sees "
        "your card number. Your booking is confirmed as soon as the payment succeeds. Refunds go "
        "back automatically to the way you paid.",
        "am": "ክፍያ በቻፓ (Chapa) ደህንነቱ በተጠበቀ የክፍያ ገጽ በኢንተርኔት ይፈጸማል፤ በ{methods} መክፈል "
        "ይችላሉ። ማረፊያ የካርድ ቁጥርዎን አያይም። ክፍያው እንደተሳካ ቦታ ማስያዝዎ ይረጋገጣል። ተመላሽ ገንዘብ "
        "በከፈሉበት መንገድ በራሱ ይመለሳል።",
        "om": "Kaffaltiin fuula kaffaltii nageenya qabu Chapa irratti toora interneetiitiin "
        "raawwatama; {methods}n kaffaluu dandeessu. Marefiyaan lakkoofsa kaardii keessanii hin "
        "argu. Akkuma kaffaltiin milkaa'een galmeen keessan ni mirkanaa'a. Maallaqni deebi'u karaa "
        "itti kaffaltaniin ofumaan deebi'a.",
        "ti": "ክፍሊት ኣብ ውሑስ ገጽ ክፍሊት ቻፓ (Chapa) ብኢንተርነት ይፍጸም፤ ብ{methods} ክትከፍሉ ትኽእሉ "
        "ኢኹም። ማረፊያ ቁጽሪ ካርድኩም ኣይርእን። ክፍሊት ምስ ተዓወተ ቦታ ምሓዝኩም ይረጋገጽ። ዝምለስ ገንዘብ "
        "ብዝኸፈልኩምሉ መንገዲ ባዕሉ ይምለስ።",
    },
    "check_in_out": {
        "en": "At most hotels on Marefiya, check-in is from {check_in} and check-out is by "
        "{check_out}. Each hotel sets its own times; the hotel's page and your booking show them.",
        "am": "በማረፊያ ላይ ባሉ አብዛኞቹ ሆቴሎች መግቢያ (check-in) ከ{check_in} ጀምሮ፣ መውጫ (check-out) "
        "እስከ {check_out} ነው። እያንዳንዱ ሆቴል የራሱን ሰዓት ይወስናል፤ በሆቴሉ ገጽና በቦታ ማስያዝዎ ላይ "
        "ይታያል።",
        "om": "Hoteelota Marefiya irra jiran baay'ee keessatti seensi (check-in) sa'aatii "
        "{check_in} irraa jalqaba, ba'uun (check-out) immoo hanga sa'aatii {check_out}tti. "
        "Hoteelli hundi sa'aatii mataa isaa murteessa; fuula hoteelaa fi galmee keessan irratti "
        "ni mul'ata.",
        "ti": "ኣብ መብዛሕትኦም ሆቴላት ማረፊያ፣ ምእታው (check-in) ካብ {check_in} ጀሚሩ፣ ምውጻእ "
        "(check-out) ድማ ክሳብ {check_out} እዩ። ነፍሲ ወከፍ ሆቴል ናይ ባዕሉ ሰዓት ይውስን፤ ኣብ ገጽ "
        "ሆቴልን ኣብ ቦታ ምሓዝኩምን ይርአ።",
    },
    "taxes": {
        "en": "Nightly prices are shown before tax. VAT of {vat} and a service charge of {service} "
        "are added, each shown as its own line before you pay. The total you see is the total you "
        "pay.",
        "am": "የአዳር ዋጋዎች ከግብር በፊት ይታያሉ። ቫት (ተጨማሪ እሴት ታክስ) {vat} እና የአገልግሎት ክፍያ "
        "{service} ይጨመራሉ፤ ከመክፈልዎ በፊት እያንዳንዳቸው ለየብቻ ይታያሉ። የሚያዩት ጠቅላላ ዋጋ የሚከፍሉት ነው።",
        "om": "Gatiin halkanii gibira dura agarsiifama. VAT {vat} fi kaffaltiin tajaajilaa {service} "
        "ni dabalamu; osoo hin kaffaliin dura tokkoon tokkoon isaanii addatti ni mul'atu. "
        "Waliigalli isin argitan isuma isin kaffaltanidha.",
        "ti": "ዋጋ ለይቲ ቅድሚ ግብሪ ይርአ። ቫት {vat}ን ክፍሊት ኣገልግሎት {service}ን ይውሰኹ፣ ቅድሚ "
        "ምኽፋልኩም ነፍሲ ወከፎም በበይኖም ይርኣዩ። ዝርእይዎ ጠቕላላ ዋጋ እዩ ዝኸፍልዎ።",
    },
    "guest_checkout": {
        "en": "You can book without an account: just give your name and email. We email you a "
        "confirmation code. With that code and your email you can find your booking and cancel "
        "it (Manage booking in the app, or POST /api/v1/mobile/bookings/lookup/cancel).",
        "am": "ያለ መለያ (account) ቦታ ማስያዝ ይችላሉ፤ ስምዎንና ኢሜይልዎን ብቻ ይስጡ። የማረጋገጫ ኮድ በኢሜይል "
        "እንልክልዎታለን። በዚህ ኮድና በኢሜይልዎ ቦታ ማስያዝዎን ማግኘትና መሰረዝ ይችላሉ (በመተግበሪያው "
        "\"Manage booking\"፣ ወይም POST /api/v1/mobile/bookings/lookup/cancel)።",
        "om": "Akkaawuntii malee galmeessuu dandeessu; maqaa fi imeelii keessan qofa kennaa. Koodii "
        "mirkaneessaa imeeliin isiniif erginna. Koodii kanaa fi imeelii keessaniin galmee keessan "
        "argachuu fi haquu dandeessu (appii keessatti \"Manage booking\", ykn POST "
        "/api/v1/mobile/bookings/lookup/cancel).",
        "ti": "ብዘይ ኣካውንት ቦታ ክትሕዙ ትኽእሉ ኢኹም፤ ስምኩምን ኢመይልኩምን ጥራይ ሃቡ። ኮድ መረጋገጺ "
        "ብኢመይል ንሰደልኩም። በዚ ኮድን ብኢመይልኩምን ቦታ ምሓዝኩም ክትረኽብዎን ክትሰርዝዎን ትኽእሉ ኢኹም "
        "(ኣብ ኣፕ \"Manage booking\"፣ ወይ POST /api/v1/mobile/bookings/lookup/cancel)።",
    },
    "password_reset": {
        "en": "Forgot your password? Choose \"Forgot password\" and enter your email. We send you a "
        "reset link that works once, for {reset_minutes} minutes. Open it and choose a new "
        "password; your other sessions are signed out.",
        "am": "የይለፍ ቃልዎን ረስተዋል? \"Forgot password\" የሚለውን ይምረጡና ኢሜይልዎን ያስገቡ። አንድ ጊዜ "
        "ብቻ የሚሠራና ለ{reset_minutes} ደቂቃ የሚቆይ የይለፍ ቃል መቀየሪያ ሊንክ እንልካለን። ሊንኩን ከፍተው አዲስ "
        "የይለፍ ቃል ይምረጡ፤ በሌሎች ቦታዎች የገቡበት ይዘጋል።",
        "om": "Jecha darbii keessan irraanfattaniittuu? \"Forgot password\" filadhaa imeelii keessan "
        "galchaa. Liinkii jijjiirraa al tokko qofa hojjetuu fi daqiiqaa {reset_minutes}f turu "
        "isiniif erginna. Liinkicha banaatii jecha darbii haaraa filadhaa; bakkeewwan biroo irraa "
        "ni baatu.",
        "ti": "ቃል ምሕላፍኩም ረሲዕኩም ዶ? \"Forgot password\" ምረጹ፣ ኢመይልኩም ኣእትዉ። ሓንሳብ ጥራይ "
        "ዝሰርሕን ን{reset_minutes} ደቓይቕ ዝጸንሕን ሊንክ ምቕያር ንሰደልኩም። ነቲ ሊንክ ከፊትኩም ሓድሽ ቃል "
        "ምሕላፍ ምረጹ፤ ካብ ካልኦት ቦታታት ትወጹ።",
    },
}

# Paraphrases a question may use that the texts do not (searched, never shown).
KEYWORDS = {
    "cancellation": "cancel cancellation cancelling canceled cancelled refund refunded policy "
    "free money penalty deadline "
    "መሰረዝ ሰርዝ ብሰርዝ ስሰርዝ ስረዛ ተመላሽ ገንዘብ ነጻ ቅጣት ደንብ ፖሊሲ "
    "haquu haqa haqee haqamuu deebii bilisaan seera "
    "ምስራዝ ክሰርዝ እንተሰሪዘ ምምላስ ብነጻ",
    "unpaid_hold": "hold held holding unpaid long expire expires expired minutes pending "
    "reserve reserved timer "
    "ያልተከፈለ ይቆያል ደቂቃ ምን ያህል ጊዜ "
    "hin kaffalamin hammam yeroo daqiiqaa "
    "ዘይተኸፍለ ደቓይቕ ክንደይ ግዜ",
    "payment": "pay paying paid payment payments method methods telebirr cbe birr cbebirr "
    "mpesa m-pesa card visa mastercard chapa bank transfer mobile money online "
    "ክፍያ መክፈል እከፍላለሁ ልከፍል ቴሌብር ካርድ ቻፓ ባንክ "
    "kaffaltii kaffaluu kaffala telebirr kaardii baankii "
    "ክፍሊት ምኽፋል ክኸፍል ቴሌብር ካርድ ባንኪ",
    "check_in_out": "check-in checkin check-out checkout arrive arrival leave departure early "
    "late time times "
    # The English words as Amharic and Tigrinya guests write them ("ቼክ አውት", "ቸክ ኢን").
    "መግቢያ መውጫ መግባት መውጣት ሰዓት መቼ ቼክ ቸክ ኢን አውት ቼክኢን ቼክአውት "
    # ... and the verbs' other forms a guest writes: "የሚገባው" (one enters), Oromo "ba'uun" (the
    # subject's case). Not Oromo "seensi" nor Tigrinya "መእተዊ": as often a site's entry, and its
    # fee ("sodorree seensi daa'immanii meeqa", children's entry at Sodere).
    "የሚገባው የሚገባ የሚወጣው የሚወጣ መግቢያው መውጫው "
    "seensa seenuu ba'uu ba'uun ba'a sa'aatii yoom "
    # Oromo writes the glottal stop as ' or as h ("ba'uu", "bahuu").
    "bahuu bahuun baha "
    "ምእታው ምውጻእ መውጽኢ ሰዓት መዓስ",
    "taxes": "vat tax taxes service charge fee fees included include total extra hidden cost "
    "percent "
    "ቫት ታክስ ግብር አገልግሎት ጠቅላላ ተካቷል "
    # (Not Oromo "taaksii": a guest's taaksii is a taxi, glossary.py.)
    "vat gibira tajaajila waliigala dabalata "
    "ቫት ግብሪ ታክስ ኣገልግሎት ጠቕላላ",
    "guest_checkout": "account without guest signup sign up register registration confirmation "
    "code email lookup find manage "
    "መለያ ያለ ሳልመዘገብ ኮድ ማረጋገጫ ኢሜይል "
    "akkaawuntii malee koodii mirkaneessaa imeelii "
    "ኣካውንት ብዘይ ኮድ መረጋገጺ ኢመይል",
    "password_reset": "password forgot forgotten reset change login log sign lost "
    "የይለፍ ቃል ረሳሁ ረስቼ መቀየር "
    "jecha darbii irraanfadhe jijjiiruu "
    "ቃል ምሕላፍ ረሲዐ ምቕያር",
}


# Words of a topic's KEYWORDS that say what happened to the thing it is about, not the thing: a
# guest forgets or loses a password, and a jacket or a charger too ("I forgot my charger at the
# hotel, how long do they keep lost stuff?" is not about passwords). They count towards a
# topic's coverage of a question, never as what the question is about (`ABOUT_TERMS`).
HAPPENED_WORDS = {
    "password_reset": "forgot forgotten lost ረሳሁ ረስቼ irraanfadhe ረሲዐ",
}

# Words of a topic's KEYWORDS that say what kind of answer is asked (how long, what time, when),
# not what it is asked of: every tour, bus and museum has them too. They count towards a topic's
# coverage of a question, never as what it is about: "how long do you keep lost property?" is
# not the unpaid hold's, nor "what time does the minibus leave?" check-out's.
ASKED_WORDS = {
    "unpaid_hold": "long minutes ምን ያህል ጊዜ ደቂቃ hammam yeroo daqiiqaa ክንደይ ግዜ ደቓይቕ",
    "check_in_out": "time times leave early late ሰዓት መቼ sa'aatii yoom መዓስ",
}


# Words that are a topic's only when the question names a hotel: the entry to a hotel is its
# check-in ("Nazret Garden Hotel seensi sa'aatii meeqa?", "ንግስተ ሳባ ኢን መእተዊ ሰዓት"), the entry to
# anything else is that site's, with its own hours and fee (KEYWORDS' check_in_out leaves them out).
# Oromo also says a guest "registers" at a hotel ("sa'aatii meeqa galmoofna", what time do we check
# in); elsewhere "galmee" is a booking.
AT_A_HOTEL_WORDS = {"check_in_out": "seensi seensaa seenu entry entrance enter መእተዊ መእተው "
                                    "galmoofna galmoofnu galmaa'uu galmaa'a "
                                    # Oromo "releases" a hotel room when checking out ("kutaa
                                    # gadhiisuu"); elsewhere one releases anything.
                                    "gadhiisuu gadhiisa gadhiisna gadhiisu"}


# The verbs a topic is about, by their stems, read in any of their forms when the question names a
# hotel and asks what the topic answers (one of its ASKED_WORDS: a time): the guest's verb for
# entering or leaving the hotel is its check-in or check-out ("entoto grand hotel sa'aatii meeqa
# seenna", what time do we enter; "yeroo ba'umsaa", the time of going out; "ኢንቶቶ ግራንድ ሆቴል ስንት
# ሰዓት መልቀቅ አለብን", what time must we leave), whatever person or tense it is in: KEYWORDS lists
# a few forms, and the conjugated ones were missed (blind sets 16, 19, 23, 24). Elsewhere, and
# without a time asked, one enters or leaves anything (a park, a boat). A subject the topic does
# not mention still weighs against it (`search`): "jaalbaan sa'aatii meeqa ba'a", the boat.
# Oromo: a stem (its glottal stop written ' or h) and an inflection (`_OROMO_VERB_ENDINGS`);
# Amharic and Tigrinya: a root's consonants after a verb's prefix (`_ETHIOPIC_VERB_PREFIXES`).
TOPIC_VERBS = {
    "check_in_out": {
        # enter; go out; release (a room); register (at a hotel)
        "om": ("seen", "ba'", "bah", "gadhiis", "galmaa'", "galmoof"),
        # Amharic enter (ገባ), go out (ወጣ), leave (ለቀቀ); Tigrinya enter (ኣተወ), go out (ወጽአ)
        "ethiopic": ("ገባ", "ወጣ", "ለቀቀ", "ኣተ", "ወጽአ"),
    },
}
# An Oromo verb's endings after its stem: the infinitive and its cases ("seenuu", "seenuun",
# "ba'uuf"), the persons of the present and past ("seenna", we enter; "seenu", they; "ba'e", he
# went out; "seentan", you), the imperative, and the nouns of the doing ("ba'umsaa", "seensa").
# (Not "-aa" alone: "seenaa" is history.)
_OROMO_VERB_ENDINGS = ("uudhaaf", "uudhaan", "uu", "uun", "uuf", "umsaa", "umsa", "umsi", "iinsaa",
                       "iinsa", "saa", "sa", "si", "tani", "tan", "ani", "an", "na", "nu", "ne", "nee",
                       "ti", "tu", "te", "a", "e", "ee", "i", "u")
# The prefixes of an Amharic or Tigrinya verb before its root, as written (first order "መ" of the
# infinitive, "መልቀቅ", is not the sixth order "ም" of a noun, "ምግብ", food): the infinitive's,
# the relative's ("የምንለቅበት"), the persons' ("እንገባለን", "ልንወጣ", "ይለቃሉ"), Tigrinya's
# ("ክንኣቱ", "ንወጽእ") and the conjunctions' ("ስንገባ", "ከገባን").
_ETHIOPIC_VERB_PREFIXES = ("የምን", "የሚ", "የም", "የ", "ስን", "ስት", "ስ", "ሲ", "ከ", "እን", "ልን", "ክን",
                           "መ", "ል", "ይ", "ት", "ን", "እ", "ክ")
# At most so many consonants after the root: its endings ("እንለቃለን": ል-ን; "የምንለቅበት": ብ-ት).
_ETHIOPIC_VERB_TAIL = 3


def _is_verb_form(word: str, stem: str) -> bool:
    """Whether a question's word (lower-cased, apostrophes kept) is a form of the verb `stem`."""
    if has_ethiopic(stem):
        if not has_ethiopic(word):
            return False
        root = ethiopic_consonants(stem)
        for prefix in _ETHIOPIC_VERB_PREFIXES:
            if word.startswith(prefix) and len(word) > len(prefix):
                rest = ethiopic_consonants(word[len(prefix):])
                if rest.startswith(root) and len(rest) - len(root) <= _ETHIOPIC_VERB_TAIL:
                    return True
        return False
    return word.startswith(stem) and word[len(stem):] in _OROMO_VERB_ENDINGS


def _verb_terms(question: str | None, terms: Iterable[str]) -> dict[str, frozenset[str]]:
    """topic -> the question's terms that are forms of its verbs (TOPIC_VERBS), for a question
    holding one of its ASKED_WORDS among `terms`."""
    if not question:
        return {}
    found = {}
    for key, verbs in TOPIC_VERBS.items():
        if not _terms(ASKED_WORDS.get(key, "")) & set(terms):
            continue
        stems = [stem for group in verbs.values() for stem in group]
        matched = {term for word in words(question) if any(_is_verb_form(word, s) for s in stems)
                   for term in tokens(word)}
        if matched:
            found[key] = frozenset(matched)
    return found


# A topic's text when the question names one hotel: that hotel's own values, said as its own
# (not "at most hotels"), after its name (`search`'s place_name).
ONE_HOTEL_TEXTS = {
    "check_in_out": {
        "en": "check-in is from {check_in} and check-out is by {check_out} (hotel local time).",
        "am": "መግቢያ (check-in) ከ{check_in} ጀምሮ፣ መውጫ (check-out) እስከ {check_out} ነው።",
        "om": "seensi (check-in) sa'aatii {check_in} irraa jalqaba, ba'uun (check-out) immoo "
        "hanga sa'aatii {check_out}tti.",
        "ti": "ምእታው (check-in) ካብ {check_in} ጀሚሩ፣ ምውጻእ (check-out) ድማ ክሳብ {check_out} እዩ።",
    },
}


@dataclass(frozen=True)
class LiveFacts:
    """The numbers the topics quote, read now."""

    hold_minutes: int
    free_cancellation_hours: list[int]
    check_in: time
    check_out: time
    vat_rates: list[Decimal]
    service_charge_rates: list[Decimal]
    reset_minutes: int
    payment_methods: tuple[str, ...]


@dataclass(frozen=True)
class Place:
    """What a question is about, as the rules are told: hotels it names, else a city (stored
    name), else every live hotel."""

    hotel_ids: tuple[int, ...] = ()
    city: str | None = None


def live_facts(config, place: Place = Place()) -> LiveFacts:
    """Configuration and the live hotels' own settings (defaults while none is live): of the
    hotels `place` names, or its city's, when it has any."""
    statement = select(
        Hotel.free_cancellation_hours,
        Hotel.check_in_time,
        Hotel.check_out_time,
        Hotel.vat_rate,
        Hotel.service_charge_rate,
    ).where(Hotel.hotel_status.in_(HotelStatus.LIVE))
    rows = []
    if place.hotel_ids:
        rows = db.session.execute(statement.where(Hotel.id.in_(place.hotel_ids))).all()
    elif place.city:
        rows = db.session.execute(statement.where(Hotel.city == place.city)).all()
    if not rows:
        rows = db.session.execute(statement).all()
    return LiveFacts(
        hold_minutes=config["BOOKING_HOLD_MINUTES"],
        free_cancellation_hours=sorted({r[0] for r in rows}) or [DEFAULT_FREE_CANCELLATION_HOURS],
        check_in=_most_common([r[1] for r in rows], DEFAULT_CHECK_IN),
        check_out=_most_common([r[2] for r in rows], DEFAULT_CHECK_OUT),
        vat_rates=sorted({Decimal(r[3]) for r in rows}) or [DEFAULT_VAT_RATE],
        service_charge_rates=sorted({Decimal(r[4]) for r in rows}) or [DEFAULT_SERVICE_CHARGE_RATE],
        reset_minutes=config["PASSWORD_RESET_MAX_AGE"] // 60,
        payment_methods=tuple(m for m in PAYMENT_METHODS if m in METHOD_NAMES),
    )


def _most_common(values: list, default):
    return Counter(values).most_common(1)[0][0] if values else default


def _span(values: list) -> str:
    """One value, or the range hotels differ over ("24" or "24-48")."""
    return str(values[0]) if len(values) == 1 else f"{values[0]}-{values[-1]}"


def _percent(rate: Decimal) -> str:
    return f"{(rate * 100).normalize():f}%"


def _methods(methods: tuple[str, ...], lang: str) -> str:
    return languages.join_list([languages.pick(METHOD_NAMES[m], lang) for m in methods], lang)


def topic_texts(facts: LiveFacts, lang: str, one_hotel: bool = False) -> dict[str, str]:
    """Each topic's text in `lang` (the registry's default for a language it does not list), with
    the live numbers; `one_hotel`: they are one named hotel's (ONE_HOTEL_TEXTS where a topic has
    one)."""
    lang = languages.code_of(lang)
    values = {
        "hours": _span(facts.free_cancellation_hours),
        "minutes": facts.hold_minutes,
        "methods": _methods(facts.payment_methods, lang),
        "check_in": facts.check_in.strftime("%H:%M"),
        "check_out": facts.check_out.strftime("%H:%M"),
        "vat": _span([_percent(r) for r in facts.vat_rates]),
        "service": _span([_percent(r) for r in facts.service_charge_rates]),
        "reset_minutes": facts.reset_minutes,
    }
    texts = {**TEXTS, **ONE_HOTEL_TEXTS} if one_hotel else TEXTS
    return {key: languages.pick(texts[key], lang).format(**values) for key in TEXTS}


def _terms(words: str) -> frozenset[str]:
    return frozenset(search_text(words).split()) | frozenset(tokens(words))


# Every word of a topic (its texts mention other topics in passing: the cancellation rule
# speaks of check-in, VAT and paying) and the words it is about (its title and keywords).
TOPIC_TERMS = {key: _terms(" ".join([*TEXTS[key].values(), KEYWORDS[key], TITLES[key]])) for key in TEXTS}
ABOUT_TERMS = {key: _terms(f"{KEYWORDS[key]} {TITLES[key]}")
               - _terms(f"{HAPPENED_WORDS.get(key, '')} {ASKED_WORDS.get(key, '')}")
               for key in TEXTS}
ALL_TOPIC_TERMS = frozenset(t for terms in TOPIC_TERMS.values() for t in terms)
AT_A_HOTEL_TERMS = {key: _terms(words) for key, words in AT_A_HOTEL_WORDS.items()}


@cache
def _topic_terms(at_a_hotel: bool) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """Each topic's terms and the terms of what it is about (TOPIC_TERMS, ABOUT_TERMS), with
    AT_A_HOTEL_WORDS for a question that names a hotel."""
    if not at_a_hotel:
        return TOPIC_TERMS, ABOUT_TERMS
    extra = lambda key: AT_A_HOTEL_TERMS.get(key, frozenset())  # noqa: E731
    return ({key: terms | extra(key) for key, terms in TOPIC_TERMS.items()},
            {key: terms | extra(key) for key, terms in ABOUT_TERMS.items()})


def _weights(terms: list[str]) -> dict[str, float]:
    """IDF over the topics, unseen terms at half the rarest seen one (as retrieval.term_weights)."""
    total = len(TOPIC_TERMS)
    frequencies = {t: sum(t in topic for topic in TOPIC_TERMS.values()) for t in terms}
    weights = {t: math.log((total + 1) / (df + 0.5)) for t, df in frequencies.items() if df}
    unseen = 0.5 * max(weights.values(), default=1.0)
    return {t: weights.get(t, unseen) for t in terms}


# Sample values for the placeholders when the texts are embedded (what a topic is about).
SAMPLE_VALUES = {
    "hours": "24", "minutes": "15", "methods": "telebirr, CBE Birr, M-Pesa", "check_in": "14:00",
    "check_out": "12:00", "vat": "15%", "service": "10%", "reset_minutes": "60",
}
_topic_vectors: dict[str, tuple[np.ndarray, list[str]]] = {}
_topic_vectors_lock = threading.Lock()


def topic_vectors() -> dict[str, tuple[np.ndarray, list[str]]]:
    """topic -> (its texts' vectors, each text's script), embedded once per process."""
    with _topic_vectors_lock:
        if not _topic_vectors:
            for key, texts in TEXTS.items():
                filled = [texts[lang].format(**SAMPLE_VALUES) for lang in languages.CODES if lang in texts]
                _topic_vectors[key] = (
                    embeddings.embed_passages([f"{TITLES[key]}\n{t}" for t in filled]),
                    [retrieval.script_of(t) for t in filled],
                )
    return _topic_vectors


def _dense_evidence(vector: np.ndarray) -> dict[str, tuple[float, float]]:
    """topic -> (best cosine over its texts, that text's margin: retrieval.dense_margin)."""
    background = retrieval.background_cosines(vector)
    evidence = {}
    for key, (matrix, scripts) in topic_vectors().items():
        cosines = matrix @ vector
        best = int(np.argmax(cosines))
        hub = float(retrieval.hubness(matrix[best : best + 1])[0])
        cosine = float(cosines[best])
        evidence[key] = (cosine, retrieval.dense_margin(cosine, background[scripts[best]], hub))
    return evidence


def search(
    weighted_terms: dict[str, float], lang: str, config, limit: int = 2, *, question: str | None = None,
    place: Place = Place(), place_name: str = "",
) -> list[Passage]:
    """The built-in topics relevant to the question (term -> importance; `question`: its text
    for the dense side), best first, as passages in `lang` written from the live facts (of the
    `place` asked about; `place_name` opens the text when it names one), only those the guard of
    retrieval.search accepts."""
    terms = [t for t in weighted_terms if t]
    vector = retrieval.question_vector(question, weighted_terms)
    if not terms and vector is None:
        return []
    idf = _weights(terms)
    weight = {t: idf[t] * weighted_terms[t] for t in terms}
    total_weight = sum(weight.values()) or 1.0
    dense = _dense_evidence(vector) if vector is not None else {}
    # A subject the topic does not mention ("renting a car"; the WiFi of "the WiFi password"): the
    # topic must share more with the question than that subject weighs, or the question is about
    # that subject, not the topic (retrieval's rule for learned passages, module docstring there).
    # The subject weighs its IDF over the topics, as the rarest term when no topic mentions it.
    topics, abouts = _topic_terms(at_a_hotel=bool(place.hotel_ids))
    verbs = _verb_terms(question, terms) if place.hotel_ids else {}
    if verbs:
        topics = {key: t | verbs.get(key, frozenset()) for key, t in topics.items()}
        abouts = {key: t | verbs.get(key, frozenset()) for key, t in abouts.items()}
    subjects = {t: [key for key, topic in topics.items() if glossary.alternatives(t) & topic]
                for t in terms if glossary.is_subject(t)}
    subject_weight = {t: math.log((len(TOPIC_TERMS) + 1) / (len(keys) + 0.5)) * weighted_terms[t]
                      for t, keys in subjects.items()}
    candidates = {}
    for key, topic_terms in topics.items():
        about_terms = abouts[key]
        coverage = sum(w for t, w in weight.items() if t in topic_terms) / total_weight
        # Only words that say what is asked about count ("what time does the pharmacy open?"
        # shares "time" and "open" with the check-in topic's words, not its subject).
        about = sum(w for t, w in weight.items() if t in about_terms and glossary.is_topical(t))
        shared = sum(w for t, w in weight.items() if t in topic_terms and glossary.is_topical(t))
        missing = sum(subject_weight[t] for t, keys in subjects.items() if key not in keys)
        if missing and shared <= missing:
            continue
        # Of the subjects the question names, a topic that holds some must hold more than it
        # lacks: "the WiFi password" is the WiFi's, not the account's, however much "forgot" says
        # of the account. (A topic that holds none, found by words the glossary does not know,
        # "taxes on my booking", is weighed by the rule above.)
        inside = sum(weighted_terms[t] for t, keys in subjects.items() if key in keys)
        outside = sum(weighted_terms[t] for t, keys in subjects.items() if key not in keys)
        if inside and inside <= outside:
            continue
        cosine, margin = dense.get(key, (None, None))
        # A topic answers only a question that names what it is about: "does the hotel have a
        # pool?" shares "hotel" with several texts but is about none of them.
        lexical = coverage if about > 0 else 0.0
        # The topics' short, question-shaped texts ("Forgot your password? ...") are close to
        # every question, so here the vectors confirm words, never stand for them.
        if lexical > 0 and retrieval.is_relevant(lexical, cosine, margin, dense_alone=False):
            candidates[key] = (lexical, about, cosine)
    if not candidates:
        return []
    # Equal coverage: the topic the question is more about ("what time is check-in?" is about
    # check-in times, though the cancellation rule mentions check-in too).
    lexical = sorted(((k, c[:2]) for k, c in candidates.items() if c[0] > 0), key=lambda p: p[1],
                     reverse=True)
    dense = sorted(((k, c[2]) for k, c in candidates.items() if c[2] is not None), key=lambda p: -p[1])
    fused = retrieval.fuse(lexical, dense)
    order = sorted(candidates, key=lambda k: (-fused[k], -candidates[k][0], -candidates[k][1]))[:limit]
    one_hotel = bool(place_name) and len(place.hotel_ids) == 1
    texts = topic_texts(live_facts(config, place), lang, one_hotel=one_hotel)
    keys = list(TEXTS)
    passages, ceiling = [], 1.0
    for key in order:
        lexical, _, cosine = candidates[key]
        ceiling = min(ceiling, max(lexical, retrieval.dense_relevance(cosine) if cosine is not None else 0.0))
        passages.append(
            Passage(
                chunk_id=-(keys.index(key) + 1),
                document_id=-(keys.index(key) + 1),
                position=0,
                text=f"{place_name}: {texts[key]}" if place_name and key in PLACE_TOPICS else texts[key],
                title=TITLES[key],
                url=f"{URL_PREFIX}{key}",
                lang=lang,
                score=round(ceiling, 4),
                # (with the forms of its verbs the question wrote: what routing weighs it by)
                terms=TOPIC_TERMS[key] | verbs.get(key, frozenset()),
                builtin=True,
            )
        )
    return passages


def topic_words(passage: Passage) -> frozenset[str]:
    """The words a built-in topic's passage is about (ABOUT_TERMS: "check-out", "payment"; not
    the words saying what is asked of it, "time"); none for a learned passage."""
    if not passage.builtin:
        return frozenset()
    return ABOUT_TERMS.get(passage.url.removeprefix(URL_PREFIX), frozenset())


def with_builtin(learned: list[Passage], builtin: list[Passage], limit: int = 5,
                 about_place: Callable[[Passage], bool] | None = None,
                 asked_terms: Iterable[str] = ()) -> list[Passage]:
    """The product's rule first when one answers, then only the learned passages that add to it:
    about the hotel or city asked (`about_place`), or holding a topical word of the question
    (`asked_terms`, the history's too) that the rule does not ("working days" of a refund,
    "Simien Lodge" of a follow-up). A learned passage sharing only the rule's words ("telebirr",
    "check-in") answers another question and is left out."""
    if not builtin:
        return learned[:limit]
    rule_terms = glossary.with_meanings(frozenset().union(*(p.terms for p in builtin)))
    beyond = [glossary.alternatives(t) for t in asked_terms
              if glossary.is_topical(t) and not glossary.alternatives(t) & rule_terms]

    def adds(passage: Passage) -> bool:
        if about_place is not None and about_place(passage):
            return True
        terms = glossary.with_meanings(passage.terms)
        return any(alternatives & terms for alternatives in beyond)

    return [*builtin, *(p for p in learned if adds(p))][:limit]
