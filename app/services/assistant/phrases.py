"""The assistant's own fixed phrases per language (en, am complete; om, ti where written).
A phrase missing in a language falls back to English."""

from __future__ import annotations

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
    },
    "no_hotels": {
        "en": "I found no hotels{filters} on Marefiya right now.",
        "am": "አሁን በማረፊያ ላይ{filters} ሆቴል አላገኘሁም።",
    },
    "cities_with_hotels": {
        "en": "Cities with hotels: {cities}.",
        "am": "ሆቴሎች ያሉባቸው ከተሞች፦ {cities}።",
    },
    "hotel_line": {
        "en": "{name} ({city}, {stars}-star) from {price} ETB per night{rating}",
        "am": "{name} ({city}፣ {stars} ኮከብ) በአዳር ከ{price} ብር ጀምሮ{rating}",
    },
    "rating": {"en": ", rated {average}/5 ({count} reviews)", "am": "፣ ደረጃ {average}/5 ({count} ግምገማዎች)"},
    "in_city": {"en": " in {city}", "am": " በ{city}"},
    "under_price": {"en": " under {price} ETB", "am": " ከ{price} ብር በታች"},
    "over_price": {"en": " over {price} ETB", "am": " ከ{price} ብር በላይ"},
    "stars": {"en": " with {stars} stars", "am": " {stars} ኮከብ"},
    "dates": {
        "en": " with rooms free from {check_in} to {check_out}",
        "am": " ከ{check_in} እስከ {check_out} ክፍት ክፍል ያላቸው",
    },
    "bad_dates": {"en": "I can't look up those dates: {reason}.", "am": "እነዚህን ቀኖች መፈለግ አልቻልኩም፦ {reason}።"},
    "hotel_detail": {
        "en": "{name} is a {stars}-star hotel in {city}. Rooms from {price} ETB per night. "
        "Check-in from {check_in}, check-out by {check_out}.{rating}",
        "am": "{name} በ{city} የሚገኝ {stars} ኮከብ ሆቴል ነው። ክፍሎች በአዳር ከ{price} ብር ጀምሮ። "
        "መግቢያ ከ{check_in}፣ መውጫ እስከ {check_out}።{rating}",
    },
    "detail_rating": {
        "en": " Guests rate it {average}/5 ({count} reviews).",
        "am": " እንግዶች {average}/5 ሰጥተውታል ({count} ግምገማዎች)።",
    },
    "no_price": {"en": "no rooms listed", "am": "ክፍል አልተመዘገበም"},
}


def phrase(key: str, lang: str, **values) -> str:
    table = PHRASES[key]
    return table.get(lang, table["en"]).format(**values)
