"""An English question's verb is read by its place, as an Amharic or Oromo one's by its form
(analysis.verb_words): "leave" of "what time does the shuttle leave" says what happens to the
thing asked, and a sentence sharing only it, said of another thing it names ("The boat trip ...
leaves at 10:30"), is about that thing. And a weekday in the plural ("on Tuesdays") states a date."""

from __future__ import annotations

from app.services.assistant import analysis
from tests.assistant.test_answers import passage, reply

DONT_KNOW = "I don't know"


def test_an_english_question_s_verb_is_read_by_its_place_in_the_asking_clause():
    assert analysis.verb_words("Which days do the Yirgalem trips leave from the lodge?", "en") == {"leave"}
    assert analysis.verb_words("What time does the Wondo Genet shuttle leave?", "en") == {"leave"}
    # A clause ending in a name after a preposition ends in no verb; nor does one without an
    # auxiliary, or whose word there is a glossary noun.
    assert analysis.verb_words("How much does the tour to Wondo Genet", "en") == frozenset()
    assert analysis.verb_words("How much is the coffee forest walk?", "en") == frozenset()
    assert analysis.verb_words("What time does the Hawassa boat", "en") == frozenset()
    assert analysis.verb_words("when does the sheba show", "en") == frozenset()


def test_a_sentence_sharing_only_the_asked_verb_speaks_of_the_thing_it_names():
    boats = passage("Every Sunday the lodge runs a shuttle to the Wondo Genet hot springs. "
                    "The boat trip to Tikur Island leaves at 10:30 from the jetty.", title="Lakeview Lodge")
    text = reply("What time does the Wondo Genet shuttle leave?", boats)
    assert text.startswith(DONT_KNOW) and "10:30" not in text
    shuttle = passage("Every Sunday the lodge runs a shuttle to the Wondo Genet hot springs. "
                      "The shuttle leaves at 08:15 from the gate.", title="Lakeview Lodge")
    assert "08:15" in reply("What time does the Wondo Genet shuttle leave?", shuttle)


def test_weekdays_in_the_plural_state_the_days_asked():
    trips = passage("Aregash Lodge books a market trip to Yirgalem. The market trip leaves on "
                    "Wednesdays and Saturdays at 07:00.", title="Aregash Lodge trips")
    assert "Wednesdays and Saturdays" in reply("Which days does the Yirgalem market trip leave?", trips)


def test_a_thing_the_subject_s_sentence_brought_in_is_no_other_thing_for_the_verb():
    # "ጉዞው" (the trip) is the car's trip to Wondo Genet that the sentence before it named: its
    # time answers; a boat the passage had not named with the car is another thing.
    trip = passage("ሎጁ ወደ ወንዶ ገነት የአንድ ቀን ጉዞ በመኪና ያዘጋጃል። ጉዞው ከጠዋቱ 2 ሰዓት (08:00) ይነሳል።",
                   lang="am", title="ሐይቅ ዳር ሎጅ")
    assert "08:00" in reply("ወደ ወንዶ ገነት የሚሄደው መኪና ስንት ሰዓት ይነሳል?", trip, lang="am")
    boat = passage("ሎጁ ወደ ወንዶ ገነት በመኪና ያመላልሳል። ጀልባው ወደ ደሴቱ ከጠዋቱ 4 ሰዓት (10:00) ይነሳል።",
                   lang="am", title="ሐይቅ ዳር ሎጅ")
    assert "10:00" not in reply("ወደ ወንዶ ገነት የሚሄደው መኪና ስንት ሰዓት ይነሳል?", boat, lang="am")
