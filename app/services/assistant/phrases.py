"""The assistant's own fixed phrases, one table per phrase, one entry per language of the registry
(languages.py). tests/assistant/test_languages.py fails when a table lacks a listed language that
declares no fallback, so no language falls back to English silently."""

from __future__ import annotations

from app.services.assistant import languages

# Phrases written by the team, not yet read by a native speaker: (key, language). Reviewers:
# correct the text in PHRASES and take its entry off this list.
NATIVE_REVIEW: frozenset[tuple[str, str]] = frozenset(
    {(key, "ti") for key in (
        "hotels_found", "no_hotels", "cities_with_hotels", "hotel_line", "rating", "in_city",
        "under_price", "over_price", "stars", "dates", "bad_dates", "hotel_detail", "detail_rating",
        "no_price", "stay_dates", "stay_header", "stay_line", "rooms_free", "rooms_not_free",
        "no_such_room", "no_rooms_on_sale",
    )}
    | {("stars", "om"), ("dates", "om"), ("bad_dates", "om")}
    | {(key, code) for key in ("no_typed_answer", "not_known", "what_duration", "from_language", "restated",
                               "no_hotels_in_city", "nearest_cities", "city_distance", "amenity_hotels",
                               "amenity_none", "hotel_lists_amenity", "hotel_lacks_amenity",
                               "hotel_amenity_list", "hotel_no_amenities", "hotel_contact",
                               "hotel_contact_email", "hotel_contact_address", "hotel_no_contact",
                               "gregorian_date")
       for code in ("am", "om", "ti")}
)

PHRASES: dict[str, dict[str, str]] = {
    "dont_know": {
        "en": "I'm sorry, I don't know that. I can help with hotels on Marefiya (cities, prices "
        'and availability, e.g. "hotels in Bahir Dar under 3000 birr") and with what I '
        "have learned about bookings, payments and hotel policies.",
        "am": "ይቅርታ፣ ስለዚህ ጉዳይ መረጃ የለኝም። በማረፊያ ላይ ስላሉ ሆቴሎች (ከተሞች፣ ዋጋዎችና ክፍት ክፍሎች፣ "
        'ለምሳሌ "ባሕር ዳር ውስጥ ከ3000 ብር በታች ያሉ ሆቴሎች") እንዲሁም ስለ ቦታ ማስያዝ፣ ክፍያና '
        "የሆቴል ደንቦች ልረዳዎ እችላለሁ።",
        "om": "Dhiifama, waa'ee kanaa odeeffannoo hin qabu. Waa'ee hoteelota Marefiya irra jiranii "
        "(magaalota, gatii fi kutaalee jiran) akkasumas waa'ee galmee, kaffaltii fi seera "
        "hoteelaa isin gargaaruu nan danda'a.",
        "ti": "ይቕረታ፣ ብዛዕባ እዚ ሓበሬታ የብለይን። ብዛዕባ ኣብ ማረፊያ ዘለዉ ሆቴላት (ከተማታት፣ ዋጋታትን "
        "ክፍቲ ክፍልታትን) ከምኡ'ውን ብዛዕባ ምሕጋዝ፣ ክፍሊትን ሕግታት ሆቴልን ክሕግዘኩም እኽእል እየ።",
    },
    "greeting": {
        "en": "Hello! I'm the Marefiya assistant. Ask me about hotels, cities, prices or your booking.",
        "am": "ሰላም! እኔ የማረፊያ ረዳት ነኝ። ስለ ሆቴሎች፣ ከተሞች፣ ዋጋዎች ወይም ስለ ቦታ ማስያዝዎ ይጠይቁኝ።",
        "om": "Akkam! Ani gargaaraa Marefiya dha. Waa'ee hoteelotaa, magaalotaa, gatii ykn galmee "
        "keessanii na gaafadhaa.",
        "ti": "ሰላም! ኣነ ሓጋዚ ማረፊያ እየ። ብዛዕባ ሆቴላት፣ ከተማታት፣ ዋጋታት ወይ ምሕጋዝኩም ሕተቱኒ።",
    },
    "hotels_found": {
        "en": "Hotels{filters} on Marefiya, cheapest first:",
        "am": "በማረፊያ ላይ{filters} ያሉ ሆቴሎች (ከርካሹ ጀምሮ)፦",
        "om": "Hoteelota Marefiya irra{filters} jiran, kan rakasaa jalqabee:",
        "ti": "ኣብ ማረፊያ{filters} ዘለዉ ሆቴላት (ካብ ዝሓሰረ ጀሚሩ)፦",
    },
    "no_hotels": {
        "en": "I found no hotels{filters} on Marefiya right now.",
        "am": "አሁን በማረፊያ ላይ{filters} ሆቴል አላገኘሁም።",
        "om": "Amma Marefiya irratti{filters} hoteelli hin argamne.",
        "ti": "ሕጂ ኣብ ማረፊያ{filters} ሆቴል ኣይረኸብኩን።",
    },
    "cities_with_hotels": {
        "en": "Cities with hotels: {cities}.",
        "am": "ሆቴሎች ያሉባቸው ከተሞች፦ {cities}።",
        "om": "Magaalota hoteelli keessa jiru: {cities}.",
        "ti": "ሆቴላት ዘለውዎም ከተማታት፦ {cities}።",
    },
    # Amharic says a hotel's stars as what it has, "ባለ 4 ኮከብ ሆቴል" (a 4-star hotel), Tigrinya "4
    # ኮኾብ ዘለዎ ሆቴል"; "4 ኮከብ ሆቴል" reads as "4 stars, hotel" (blind set 23 q172).
    "hotel_line": {
        "en": "{name} ({city}, {stars}-star) from {price} ETB per night{rating}",
        "am": "{name} ({city}፣ ባለ {stars} ኮከብ) በአዳር ከ{price} ብር ጀምሮ{rating}",
        "om": "{name} ({city}, urjii {stars}) halkan tokkoof qarshii {price} irraa jalqabee{rating}",
        "ti": "{name} ({city}፣ {stars} ኮኾብ) ንሓደ ለይቲ ካብ {price} ብር ጀሚሩ{rating}",
    },
    "rating": {"en": ", rated {average}/5 ({count} reviews)", "am": "፣ ደረጃ {average}/5 ({count} ግምገማዎች)",
               "om": ", sadarkaa {average}/5 (yaada {count})", "ti": "፣ ደረጃ {average}/5 ({count} ርእይቶታት)"},
    "in_city": {"en": " in {city}", "am": " በ{city}", "om": " {city} keessa", "ti": " ኣብ {city}"},
    "under_price": {"en": " under {price} ETB", "am": " ከ{price} ብር በታች", "om": " qarshii {price} gadi",
                    "ti": " ካብ {price} ብር ንታሕቲ"},
    "over_price": {"en": " over {price} ETB", "am": " ከ{price} ብር በላይ", "om": " qarshii {price} ol",
                   "ti": " ካብ {price} ብር ንላዕሊ"},
    "stars": {"en": " with {stars} stars", "am": " ባለ {stars} ኮከብ", "om": " urjii {stars} qaban",
              "ti": " {stars} ኮኾብ ዘለዎም"},
    "dates": {
        "en": " with rooms free from {check_in} to {check_out}",
        "am": " ከ{check_in} እስከ {check_out} ክፍት ክፍል ያላቸው",
        "om": " guyyaa {check_in} hanga {check_out} kutaa duwwaa qaban",
        "ti": " ካብ {check_in} ክሳብ {check_out} ክፍቲ ክፍሊ ዘለዎም",
    },
    "bad_dates": {
        "en": "I can't look up those dates: {reason}.",
        "am": "እነዚህን ቀኖች መፈለግ አልቻልኩም፦ {reason}።",
        "om": "Guyyoota kana barbaaduu hin dandeenyu: {reason}.",
        "ti": "ነዞም ዕለታት ክደሊ ኣይከኣልኩን፦ {reason}።",
    },
    "hotel_detail": {
        "en": "{name} is a {stars}-star hotel in {city}. Rooms from {price} ETB per night{room}. "
        "Check-in from {check_in}, check-out by {check_out}.{rating}",
        "am": "{name} በ{city} የሚገኝ ባለ {stars} ኮከብ ሆቴል ነው። ክፍሎች በአዳር ከ{price} ብር ጀምሮ{room}። "
        "መግቢያ ከ{check_in}፣ መውጫ እስከ {check_out}።{rating}",
        "om": "{name} hoteela urjii {stars} {city} keessatti argamu dha. Kutaaleen halkan tokkoof "
        "qarshii {price} irraa jalqabu{room}. Seensa sa'aatii {check_in} irraa, ba'iinsa hanga "
        "{check_out}.{rating}",
        "ti": "{name} ኣብ {city} ዝርከብ {stars} ኮኾብ ዘለዎ ሆቴል እዩ። ክፍልታት ንሓደ ለይቲ ካብ {price} ብር ጀሚሮም{room}። "
        "ምእታው ካብ {check_in}፣ ምውጻእ ክሳብ {check_out}።{rating}",
    },
    "detail_rating": {
        "en": " Guests rate it {average}/5 ({count} reviews).",
        "am": " እንግዶች {average}/5 ሰጥተውታል ({count} ግምገማዎች)።",
        "om": " Keessummoonni {average}/5 kennaniif (yaada {count}).",
        "ti": " ጋሻ {average}/5 ሂቦምዎ ({count} ርእይቶታት)።",
    },
    "no_price": {"en": "no rooms listed", "am": "ክፍል አልተመዘገበም", "om": "kutaan hin galmoofne",
                 "ti": "ክፍሊ ኣይተመዝገበን"},
    # A priced stay at one hotel (stays.answer_stay): totals come from the booking quote.
    "stay_dates": {
        "en": "{check_in} to {check_out}",
        "am": "ከ{check_in} ({ethiopian_in}) እስከ {check_out} ({ethiopian_out})",
        "om": "{check_in} hanga {check_out}",
        "ti": "ካብ {check_in} ክሳብ {check_out}",
    },
    "stay_header": {
        "en": "{hotel} ({city}), {dates}, {nights} night(s), {rooms} room(s), service charge and VAT "
        "included:",
        "am": "{hotel} ({city})፣ {dates}፣ {nights} አዳር፣ {rooms} ክፍል፣ የአገልግሎት ክፍያና ቫትን ጨምሮ፦",
        "om": "{hotel} ({city}), {dates}, halkan {nights}, kutaa {rooms}, kaffaltii tajaajilaa fi "
        "VAT dabalatee:",
        "ti": "{hotel} ({city})፣ {dates}፣ {nights} ለይቲ፣ {rooms} ክፍሊ፣ ክፍሊት ኣገልግሎትን ቫትን ሓዊሱ፦",
    },
    "stay_line": {
        "en": "{room_type}: {total} ETB in total ({subtotal} ETB for the rooms, service charge "
        "{service} ETB, VAT {vat} ETB); {free}",
        "am": "{room_type}፦ በአጠቃላይ {total} ብር (ክፍል {subtotal} ብር፣ የአገልግሎት ክፍያ {service} ብር፣ "
        "ቫት {vat} ብር)፤ {free}",
        "om": "{room_type}: waliigala qarshii {total} (kutaa qarshii {subtotal}, kaffaltii tajaajilaa "
        "qarshii {service}, VAT qarshii {vat}); {free}",
        "ti": "{room_type}፦ ብድምር {total} ብር (ክፍሊ {subtotal} ብር፣ ክፍሊት ኣገልግሎት {service} ብር፣ ቫት {vat} ብር)፤ "
        "{free}",
    },
    "rooms_free": {"en": "available ({count} free)", "am": "ክፍት ነው ({count} ክፍል ይገኛል)",
                   "om": "ni argama (kutaa {count} duwwaa)", "ti": "ክፍቲ እዩ ({count} ክፍሊ ይርከብ)"},
    "rooms_not_free": {"en": "not available on these dates", "am": "በእነዚህ ቀኖች ክፍት የለም",
                       "om": "guyyoota kanatti hin argamu", "ti": "ኣብዞም ዕለታት ክፍቲ የለን"},
    "no_such_room": {
        "en": "{hotel} has no {kind} rooms on sale; its rooms:",
        "am": "{hotel} የሚሸጥ {kind} ክፍል የለውም፤ ያሉት ክፍሎች፦",
        "om": "{hotel} kutaa {kind} gurguramu hin qabu; kutaawwan isaa:",
        "ti": "{hotel} ዝሽየጥ {kind} ክፍሊ የብሉን፤ ዘለዉ ክፍልታት፦",
    },
    "no_rooms_on_sale": {"en": "{hotel} has no rooms on sale right now.",
                         "am": "{hotel} አሁን የሚሸጥ ክፍል የለውም።",
                         "om": "{hotel} amma kutaa gurguramu hin qabu.",
                         "ti": "{hotel} ሕጂ ዝሽየጥ ክፍሊ የብሉን።"},
}


# The replies that say the assistant does not know (a client or the bench can tell them apart).
DONT_KNOW_KEYS = ("dont_know", "no_typed_answer", "not_known")
PHRASES.update({
    # A question asking a value (a price, a time, ...) that no sentence about its subject states:
    # no figure of a neighbouring subject is given for it, only what is known nearby.
    "no_typed_answer": {
        "en": "I don't know {what} you ask about. Nearby, I know about: {known}.",
        "am": "ይቅርታ፣ የጠየቁትን {what} አላውቅም። በአቅራቢያው የማውቀው፦ {known}።",
        "om": "Dhiifama, {what} gaafattan hin beeku. Kan naannoo isaa beeku: {known}.",
        "ti": "ይቕረታ፣ ዝሓተትኩምዎ {what} ኣይፈልጥን። ኣብ ጥቓኡ ዝፈልጦ፦ {known}።",
    },
    # A question naming something no learned passage mentions (analysis.unknown_terms).
    "not_known": {
        "en": "I don't know about {subject}. Nearby, I know about: {known}.",
        "am": "ይቅርታ፣ ስለ {subject} አላውቅም። በአቅራቢያው የማውቀው፦ {known}።",
        "om": "Dhiifama, waa'ee {subject} hin beeku. Kan naannoo isaa beeku: {known}.",
        "ti": "ይቕረታ፣ ብዛዕባ {subject} ኣይፈልጥን። ኣብ ጥቓኡ ዝፈልጦ፦ {known}።",
    },
    "what_price": {"en": "the price", "am": "ዋጋ", "om": "gatii", "ti": "ዋጋ"},
    "what_time": {"en": "the time", "am": "ሰዓት", "om": "sa'aatii", "ti": "ሰዓት"},
    "what_date": {"en": "the date", "am": "ቀን", "om": "guyyaa", "ti": "ዕለት"},
    "what_duration": {"en": "how long it is", "am": "የጊዜ ርዝመት", "om": "yeroo", "ti": "ንውሓት ግዜ"},
    "what_count": {"en": "the number", "am": "ቁጥር", "om": "lakkoofsa", "ti": "ቁጽሪ"},
    # A passage in another language: said so in the asked one, its figures restated in it.
    "from_language": {
        "en": "From a document in {language}:",
        "am": "በ{language} ከተጻፈ ሰነድ፦",
        "om": "Galmee {language}n barreeffame irraa:",
        "ti": "ብ{language} ካብ ዝተጻሕፈ ሰነድ፦",
    },
    "restated": {"en": "{subject}: {figures}.", "am": "{subject}፦ {figures}።", "om": "{subject}: {figures}.",
                 "ti": "{subject}፦ {figures}።"},
    "currency_birr": {"en": "birr", "am": "ብር", "om": "qarshii", "ti": "ብር"},
    "currency_usd": {"en": "USD", "am": "ዶላር", "om": "doolaara", "ti": "ዶላር"},
})

PHRASES.update({
    # The catalogue says what it does not have (catalogue_answers.py).
    "no_hotels_in_city": {
        "en": "There are no hotels in {city} on Marefiya yet.",
        "am": "በማረፊያ ላይ በ{city} እስካሁን ሆቴል የለም።",
        "om": "Ammaaf Marefiya irratti {city} keessatti hoteelli hin jiru.",
        "ti": "ኣብ ማረፊያ ኣብ {city} ክሳብ ሕጂ ሆቴል የለን።",
    },
    "nearest_cities": {
        "en": "The nearest cities with hotels: {cities}.",
        "am": "ሆቴሎች ያሉባቸው ቅርብ ከተሞች፦ {cities}።",
        "om": "Magaalota dhiyoo hoteelli keessa jiru: {cities}.",
        "ti": "ሆቴላት ዘለውዎም ቀረባ ከተማታት፦ {cities}።",
    },
    "city_distance": {"en": "{city} (about {km} km)", "am": "{city} (ወደ {km} ኪ.ሜ.)",
                      "om": "{city} (gara km {km})", "ti": "{city} (ኣስታት {km} ኪ.ሜ.)"},
    "amenity_hotels": {
        "en": "Hotels{filters} on Marefiya that list {amenity}, cheapest first:",
        "am": "በማረፊያ ላይ{filters} {amenity} ያላቸው ሆቴሎች (ከርካሹ ጀምሮ)፦",
        "om": "Hoteelota Marefiya irra{filters} {amenity} qaban, kan rakasaa jalqabee:",
        "ti": "ኣብ ማረፊያ{filters} {amenity} ዘለዎም ሆቴላት (ካብ ዝሓሰረ ጀሚሩ)፦",
    },
    "amenity_none": {
        "en": "None of the {count} hotels{filters} on Marefiya lists {amenity}, so I don't know "
              "whether any has it; please ask the hotel.",
        "am": "በማረፊያ ላይ{filters} ካሉት {count} ሆቴሎች አንዳቸውም {amenity} አልዘረዘሩም፤ መረጃው የለኝም፣ "
              "እባክዎ ሆቴሉን ይጠይቁ።",
        "om": "Hoteelota {count} Marefiya irra{filters} jiran keessaa tokkollee {amenity} hin "
              "tarreessine; odeeffannoo kana hin qabu, hoteela gaafadhaa.",
        "ti": "ካብ {count} ሆቴላት ማረፊያ{filters} ሓደ'ኳ {amenity} ኣይዘርዘረን፤ እዚ ሓበሬታ የብለይን፣ "
              "በጃኹም ንሆቴል ሕተቱ።",
    },
    "hotel_lists_amenity": {"en": "Yes: {hotel} lists {amenity}.", "am": "አዎ፦ {hotel} {amenity} አለው።",
                            "om": "Eeyyee: {hotel} {amenity} qaba.", "ti": "እወ፦ {hotel} {amenity} ኣለዎ።"},
    "hotel_amenity_list": {"en": "{hotel} lists these amenities: {amenities}.",
                           "am": "{hotel} የሚከተሉት አገልግሎቶች አሉት፦ {amenities}።",
                           "om": "{hotel} tajaajiloota kanneen qaba: {amenities}.",
                           "ti": "{hotel} እዞም ዝስዕቡ ኣገልግሎታት ኣለዉዎ፦ {amenities}።"},
    "gregorian_date": {
        "en": "{ethiopian} is {gregorian} in the Gregorian calendar.",
        "am": "{ethiopian} በፈረንጆች አቆጣጠር {gregorian} ነው።",
        "om": "{ethiopian} lakkoofsa Awurooppaatiin {gregorian} dha.",
        "ti": "{ethiopian} ብናይ ፈረንጂ ኣቆጻጽራ {gregorian} እዩ።",
    },
    "hotel_contact": {
        "en": "{name} ({city}): phone {phone}{email}{address}.",
        "am": "{name} ({city})፦ ስልክ {phone}{email}{address}።",
        "om": "{name} ({city}): bilbila {phone}{email}{address}.",
        "ti": "{name} ({city})፦ ቴሌፎን {phone}{email}{address}።",
    },
    "hotel_contact_email": {"en": ", email {email}", "am": "፣ ኢሜይል {email}", "om": ", imeelii {email}",
                            "ti": "፣ ኢመይል {email}"},
    "hotel_contact_address": {"en": ", address {address}", "am": "፣ አድራሻ {address}",
                              "om": ", teessoo {address}", "ti": "፣ ኣድራሻ {address}"},
    "hotel_no_contact": {
        "en": "{name} has not given a phone number or email on Marefiya yet, so I don't have that "
        "information.",
        "am": "{name} በማረፊያ ላይ እስካሁን ስልክ ቁጥርም ኢሜይልም አልሰጠም፤ ስለዚህ ይህን መረጃ የለኝም።",
        "om": "{name} hanga ammaatti Marefiya irratti lakkoofsa bilbilaa ykn imeelii hin kennine; "
        "kanaaf odeeffannoo kana hin qabu.",
        "ti": "{name} ክሳብ ሕጂ ኣብ ማረፊያ ቁጽሪ ቴሌፎን ወይ ኢመይል ኣይሃበን፤ ስለዚ እዚ ሓበሬታ የብለይን።",
    },
    "hotel_no_amenities": {
        "en": "{hotel} lists no amenities yet, so I don't have that information; please ask the hotel.",
        "am": "{hotel} እስካሁን አገልግሎቶቹን አልዘረዘረም፤ ይህ መረጃ የለኝም፣ እባክዎ ሆቴሉን ይጠይቁ።",
        "om": "{hotel} hanga ammaatti tajaajiloota isaa hin tarreessine; odeeffannoo kana hin qabu, "
        "hoteela gaafadhaa.",
        "ti": "{hotel} ክሳብ ሕጂ ኣገልግሎታቱ ኣይዘርዘረን፤ እዚ ሓበሬታ የብለይን፣ በጃኹም ንሆቴል ሕተቱ።",
    },
    "hotel_lacks_amenity": {
        # The amenity is its label ("Breakfast included", "ቁርስ ይጨምራል"), quoted: a label, not a
        # phrase of the sentence.
        "en": "“{amenity}” is not listed among {hotel}'s amenities, so I don't have that information; "
        "please ask the hotel.",
        "am": "«{amenity}» በ{hotel} አገልግሎቶች ዝርዝር ውስጥ አልተጠቀሰም፤ ይህ መረጃ የለኝም፣ እባክዎ ሆቴሉን ይጠይቁ።",
        "om": "«{amenity}» tajaajiloota {hotel} keessatti hin tarreeffamne; odeeffannoo kana hin qabu, "
        "hoteela gaafadhaa.",
        "ti": "«{amenity}» ኣብ ዝርዝር ኣገልግሎታት {hotel} ኣይተጠቕሰን፤ እዚ ሓበሬታ የብለይን፣ በጃኹም ንሆቴል ሕተቱ።",
    },
})


def phrase(key: str, lang: str, **values) -> str:
    return languages.pick(PHRASES[key], lang).format(**values)
