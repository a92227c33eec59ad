"""An option beside the asked one is no answer for it (grounding.py): a span of Ethiopic hours
against a menu in minutes, one meal for another, an Oromo number word after its unit, and a trip
named by its place against a trip to another place. Made-up sentences."""

from app.services.assistant import ethiopian_time, grounding


def _conflict(question: str, text: str, asked_type: str = "price", lang: str = "om", texts=()) -> str | None:
    qualifiers = grounding.Qualifiers.of(question, asked_type, lang).with_names(question, [*texts, text])
    return grounding.conflict(qualifiers, text)


def test_ethiopic_hours_after_for_or_of_are_a_span_in_minutes():
    assert grounding.quantities("የ3 ሰዓት የፈረስ ጉዞ ዋጋ") == {"minute": {180}}  # a three-hour ride
    assert grounding.quantities("ለአንድ ሰዓት ብስክሌት") == {"minute": {60}}
    assert grounding.quantities("ናይ 2 ሰዓት ጉዕዞ") == {"minute": {120}}
    # At or from an hour is a time of day, no span.
    assert "minute" not in grounding.quantities("በ3 ሰዓት ይነሳል")
    assert ethiopian_time.read("የ3 ሰዓት የፈረስ ጉዞ ዋጋ") == []
    assert ethiopian_time.read("ከጠዋቱ 3 ሰዓት") != []


def test_a_menu_in_minutes_does_not_price_other_hours():
    text = "የ45 ደቂቃ ጉዞ 700 ብር፣ የ90 ደቂቃ ጉዞ ደግሞ 1,100 ብር ነው።"
    assert _conflict("የ3 ሰዓት የፈረስ ጉዞ ዋጋ", text, lang="am") == "minute"
    # (One and a half hours is the 90 minutes.)
    assert _conflict("የ90 ደቂቃ የፈረስ ጉዞ ዋጋ", text, lang="am") is None


def test_one_meal_is_no_answer_for_another():
    text = "The Saturday lunch buffet costs 700 birr, and breakfast costs 400 birr."
    assert _conflict("price of the supper buffet", text, lang="en") == "contrast"
    assert _conflict("how much is breakfast", text, lang="en") is None
    assert _conflict("ለልጅ የራት ዋጋ", text, lang="am") == "contrast"
    assert _conflict("irbaata gatiin meeqa", text) == "contrast"
    # A text naming no meal is a rule for every one of them.
    assert _conflict("price of the supper buffet", "Children under 6 eat free.", lang="en") is None
    # "ለምሳሌ", for example, is no lunch.
    assert grounding._asked_contrasts("ለምሳሌ ዋጋው ስንት ነው") == {}


def test_oromo_number_words_after_their_unit_are_quantities():
    assert grounding.quantities("imala guyyaa sadii") == {"day": {3}}
    assert grounding.quantities("konkolaataa guyyaa lamaaf") == {"day": {2}}
    assert grounding.quantities("halkan tokkoof") == {"night": {1}}
    assert grounding.quantities("guyyaa lammaffaa") == {}  # the second day, no number of days
    assert _conflict("imala guyyaa tokkoo qabdu", "Imalli kun guyyaa sadii fudhata.", "yes_no") == "day"


def test_a_trip_named_by_its_place_is_the_trip_there():
    opening = "Imala Gambeellaa fi Dembidoolloo"
    other, asked = "Imalli gara Dembidoolloo qarshii 900 dha.", "Imalli gara Gambeellaa qarshii 1,500 dha."
    assert _conflict("Gambeellaa imala gatii", other, texts=[opening]) == "route"
    assert _conflict("Gambeellaa imala gatii", asked, texts=[opening]) is None
    # A text telling no trip anywhere is a rule for every trip.
    assert _conflict("Gambeellaa imala gatii", "Ijoolleen walakkaa kaffalu.", texts=[opening]) is None


def test_a_duration_asked_restates_the_lengths_of_time_not_the_price():
    from app.services.assistant import analysis

    sentence = "Imalli gaangee sa'aatii 3 fudhata; nama tokkoof qarshii 700 dha."
    assert analysis.durations(sentence, "am") == ["3 ሰዓት"]
    assert analysis.durations("The walk takes 1 hour; the 2-day trek costs 4,000 birr.", "om") == [
        "sa'aatii 1", "guyyaa 2"]
    # An hour of the Ethiopian clock said with its part of the day is a time, no length.
    assert analysis.durations("ከጠዋቱ 3 ሰዓት ይነሳል፤ ጉዞው 2 ሰዓት ይወስዳል", "en") == ["2 hours"]
    assert analysis.durations("Awtobisiin ganama sa'aatii 05:00 ka'a", "am") == []


def test_a_yes_no_question_is_answered_by_the_sentences_writing_its_head_first():
    from tests.assistant.test_answers import passage, reply

    menu = passage("The spa at Blue Lake Resort is open daily from 08:00 to 20:00. "
                   "Deep tissue massage costs 1,500 birr for 30 minutes. "
                   "Bamboo massage costs 1,900 birr for 60 minutes. "
                   "The steam room and sauna are free for hotel guests; visitors pay 300 birr.",
                   lang="en", title="Blue Lake Resort spa menu")
    text = reply("do i pay for the sauna if im staying at the resort", menu, lang="en")
    assert "free for hotel guests" in text


def test_the_meal_asked_in_a_reply():
    from tests.assistant.test_answers import passage, reply

    dining = passage("The Saturday lunch buffet costs 700 birr per person. Breakfast costs 400 birr.",
                     lang="en", title="Dining at Blue Lake Lodge")
    assert "700" not in reply("how much is the supper buffet at blue lake lodge", dining, lang="en")
    assert "400" in reply("how much is breakfast at blue lake lodge", dining, lang="en")
