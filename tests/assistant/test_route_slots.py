"""A trip is named by where it goes from and to (issue 30, blind sets 7 to 9): a question about the
trip to Yeha is not answered by the same passage's trip to the Queen of Sheba's baths, a taxi
from Bole not by the taxi from Piassa. The route words are read in each language (Amharic "ወደ",
"ከ-"; Tigrinya "ናብ", "ካብ"; Oromo "gara", "irraa"; English "to", "from" before a name)."""

from __future__ import annotations

import pytest

from app.services.assistant import grounding
from tests.assistant.test_answers import passage, reply

TOURS = passage("ሆቴል ኣኽሱም ክልተ ዙረት የዳሉ። ናይ ሓወልቲ ዙረት ንግሆ ሰዓት 09:00 ይጅምር፣ ዋጋኡ 1,150 ብር እዩ። "
                "እቲ ካልኣይ ዙረት ብመኪና ናብ መሐንበሲ ንግስቲ ሳባ ይኸይድ፣ ዋጋኡ 1,700 ብር እዩ።",
                lang="ti", title="ዙረት ኣኽሱም")
TAXI = passage("Taaksiin Piyaassaa irraa gara Markaatootti qarshii 260 gaafata. Taaksiin halkan qarshii 100 "
               "dabalata.", lang="om", title="Taaksii Finfinnee", document_id=2)


@pytest.mark.parametrize(("text", "asked", "found"), [
    ("ካብ ኣክሱም ናብ ይሓ ዙረት ዋጋ ክንደይ", True, {"from": {"ኣክሱም"}, "to": {"ይሓ"}}),
    ("ከድሬ ዳዋ ወደ ጅቡቲ ባቡር ትኬት ስንት ነው", True, {"from": {"ድሬ ዳዋ"}, "to": {"ጅቡቲ"}}),
    ("taaksii boolee irraa markaatoo meeqa", True, {"from": {"boolee"}}),
    # A text writes its places with capitals in English; "to see", "to the hotel" are no route.
    ("A taxi from Bole to the Piassa costs 300 birr, enough to see it.", False,
     {"from": {"Bole"}, "to": {"Piassa"}}),
    # Not a time ("from the evening at 20:00"), not a glossary word (to the hotel).
    ("ኣጋይሽ ነቲ ዙረት ካብ ምሸት ሰዓት 20:00 ቅድሚ ክሕዙ ኣለዎም።", False, {}),
    ("ከኤርፖርት ወደ ሆቴል ትራንስፖርት ስንት ነው", True, {}),
])
def test_route_places_are_read_in_each_language(text, asked, found):
    assert grounding.routes(text, asked=asked) == {end: frozenset(places) for end, places in found.items()}


@pytest.mark.parametrize(("question", "lang", "found", "figures"), [
    # The trip to Yeha is not the trip to the Queen of Sheba's baths ...
    ("ካብ ኣክሱም ናብ ይሓ ዙረት ዋጋ ክንደይ", "ti", TOURS, ("1,150", "1,700")),
    # ... nor the taxi from Bole the taxi from Piassa.
    ("taaksii boolee irraa markaatoo meeqa", "om", TAXI, ("260",)),
])
def test_another_route_gets_dont_know(question, lang, found, figures):
    text = reply(question, found, lang=lang)
    assert not any(figure in text for figure in figures)


@pytest.mark.parametrize(("asked", "stated"), [
    ("ገርዓልታ", "ኣብያተ ክርስቲያናት ውቅር ገርዓልታ"),  # a place of several words
    ("ባህርዳር", "ባሕር ዳር"),  # written together, and another letter of one sound
    ("ፒያሳ", "Piassa"),  # a glide written in one script only
    ("finfinnee", "አዲስ አበባ"),  # one city
])
def test_a_place_is_matched_across_words_scripts_and_spellings(asked, stated):
    assert grounding._same_place(asked, stated)
    assert not grounding._same_place("ይሓ", "መሐንበሲ ንግስቲ ሳባ")


@pytest.mark.parametrize(("question", "lang", "found", "figure"), [
    ("ካብ ኣክሱም ናብ መሐንበሲ ንግስቲ ሳባ ዙረት ዋጋ ክንደይ", "ti", TOURS, "1,700"),
    ("taaksii piyaassaa irraa markaatoo meeqa", "om", TAXI, "260"),
])
def test_the_asked_route_is_answered(question, lang, found, figure):
    assert figure in reply(question, found, lang=lang)
