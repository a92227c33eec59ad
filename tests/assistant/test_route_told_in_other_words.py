"""A route asked ("from Gondar to Debark"), a passage telling it in other words: the asked place written
outside a route word, or the trip its title names, is no other route (grounding.conflict)."""

from __future__ import annotations

from app.services.assistant import grounding


def test_a_passage_writing_the_asked_place_outside_a_route_word_is_about_the_asked_route():
    asked = grounding.Qualifiers.of("ከጎንደር ወደ ደባርቅ መንገዱ ምን ያህል ይፈጃል", "duration")
    # The trip "from the hotel" (in Gondar, which the passage writes) is the trip asked from Gondar.
    trip = ("ከፋሲል ቪው ሆቴል ወደ ደባርቅ የቀን ጉዞ. በጎንደር የሚገኘው ፋሲል ቪው ሆቴል ወደ ደባርቅ የቀን ጉዞ ያዘጋጃል። "
            "መንገዱ ሁለት ሰዓት ይወስዳል።")
    assert grounding.conflict(asked, trip) is None
    # A passage writing the asked place nowhere is still another route's.
    other = "ከፋሲል ቪው ሆቴል ወደ ደባርቅ የቀን ጉዞ. ሆቴሉ ወደ ደባርቅ የቀን ጉዞ ያዘጋጃል። መንገዱ ሁለት ሰዓት ይወስዳል።"
    assert grounding.conflict(asked, other) == "route"


def test_the_asked_place_at_the_other_end_of_the_route_is_still_another_route():
    asked = grounding.Qualifiers.of("taaksii Arat Kilo irraa gara Kazanchis meeqa", "price")
    # The taxi from Kazanchis to Arat Kilo runs the other way: "Arat Kilo" is its other end.
    assert grounding.conflict(asked, "Taaksiin Kazanchis irraa gara Arat Kilo qarshii 120 dha.") == "route"


def test_a_sentence_naming_the_thing_the_title_names_tells_the_asked_route():
    asked = grounding.Qualifiers.of("ወደ ጎርጎራ የጀልባ ጉዞ ስንት ነው", "price")
    # Its title names boat trips; the sentence naming Gorgora's trip states no route word.
    trips = ("የሐይቁ የጀልባ ጉዞዎች. ሆቴሉ ወደ ዳጋ ገዳማት ሁለት ጀልባዎችን ያዘጋጃል። "
             "የጎርጎራ የሙሉ ቀን ጉዞ በጠዋት ይነሳል። ዋጋው 900 ብር ነው።")
    assert grounding.conflict(asked, trips) is None
    # A sentence writing the place but naming no such thing ("Gorgora's market is on Saturday")
    # tells no trip there.
    market = "የሐይቁ የጀልባ ጉዞዎች. ሆቴሉ ወደ ዳጋ ገዳማት ሁለት ጀልባዎችን ያዘጋጃል። ጎርጎራ ቅዳሜ ገበያ አለው።"
    assert grounding.conflict(asked, market) == "route"


def test_a_word_sounding_like_the_asked_place_without_its_glides_is_not_its_name():
    asked = grounding.Qualifiers.of("ከሆቴሉ ወደ ወንዶ ገነት ጉዞ ዋጋ", "price")
    # "የአንድ" (of one) has the consonants of "ወንዶ" once the glides are out: no name of it.
    boats = ("የሐይቁ የጀልባ ጉዞዎች. ሆቴሉ ወደ ጉማሬዎች መኖሪያ የጀልባ ጉዞ ያዘጋጃል። "
             "የአንድ ሰዓት የጀልባ ጉዞ 700 ብር ነው።")
    assert grounding.conflict(asked, boats) == "route"
