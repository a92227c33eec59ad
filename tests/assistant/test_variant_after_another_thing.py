"""A list of a few things' variants ("the Swedish massage, 60 minutes for 1,900 birr, and the hot
stone massage, 90 minutes for 2,800 birr") gives each figure to the thing named last before it: a
part stating the asked variant (90 minutes) and naming no thing of its own is said of the hot
stone massage there, no answer for a 90-minute Swedish massage, which is not documented."""

from __future__ import annotations

import pytest

from tests.assistant.test_answers import passage, reply

SPA = passage("Our treatments are the Swedish massage, 60 minutes for 1,900 birr, and the hot stone "
              "massage, 90 minutes for 2,800 birr.", title="Spa menu")
TICKETS = passage("Entrance to the park costs adults 400 birr, children 200 birr.", title="Park tickets")
SPA_OM = passage("Tajaajilli keenya dibata Swiidii, daqiiqaa 60 qarshii 1,900, fi dibata dhagaa ho'aa, "
                 "daqiiqaa 90 qarshii 2,800.", lang="om", title="Spaa")
SPA_AM = passage("አገልግሎቶቻችን፦ የስዊድን ማሳጅ፣ 60 ደቂቃ በ1,900 ብር፤ የሞቀ ድንጋይ ማሳጅ፣ 90 ደቂቃ በ2,800 ብር።",
                 lang="am", title="ስፓ")


def test_the_asked_variant_after_another_thing_is_that_things():
    text = reply("90 minute swedish massage price", SPA)
    assert "2,800" not in text
    assert text.startswith("I don't know") and "Spa menu" in text


@pytest.mark.parametrize(("question", "lang", "found", "figure"), [
    # The asked variant of the thing named is answered ...
    ("60 minute swedish massage price", "en", SPA, "1,900"),
    ("90 minute hot stone massage price", "en", SPA, "2,800"),
    ("dibata swiidii daqiiqaa 60 meeqa", "om", SPA_OM, "1,900"),
    ("የስዊድን ማሳጅ 60 ደቂቃ ስንት ነው", "am", SPA_AM, "1,900"),
    # ... and so is a contrast member after another member of the same thing (not another thing).
    ("park entrance for children how much", "en", TICKETS, "200"),
])
def test_the_asked_variant_of_the_thing_named_is_answered(question, lang, found, figure):
    assert figure in reply(question, found, lang=lang)
