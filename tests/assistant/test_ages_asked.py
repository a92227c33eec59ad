"""A child's price asked by the child's age ("how much for my 8 year old", "daa'ima waggaa 8", "የ8
ዓመት ልጅ"): the age is the asked member of the ages' contrast. A sentence stating a price for a band
of ages holding it ("children aged 4 to 12 pay 350 birr", "waggaa 6 hanga 12", "ከ12 ዓመት በታች")
answers, as one stating "for a child" does; a band not holding it ("children under 5 ride free",
"adults 13+") is a sibling's (grounding.age_bands, holds_age, conflict)."""

from __future__ import annotations

from app.services.assistant import analysis, grounding
from tests.assistant.test_answers import passage, reply

DONT_KNOW = "I don't know"


def test_the_bands_of_ages_a_text_states_in_each_language():
    assert grounding.age_bands("350 birr for a child aged 5 to 12; children under 5 ride free") == (
        (5, 12), (0, 4))
    assert grounding.age_bands("Ages 4-12: 350 birr") == ((4, 12),)
    assert set(grounding.age_bands("Adults 13+ pay 900 birr, kids 12 and under 450")) == {(13, 120), (0, 12)}
    assert grounding.age_bands("ከ12 ዓመት በታች ለሆኑ ልጆች 600 ብር") == ((0, 11),)
    assert grounding.age_bands("ከ12 ዓመት በላይ 900 ብር") == ((13, 120),)
    assert set(grounding.age_bands("ከ4 እስከ 12 ዓመት ለሆኑ ልጆች 300 ብር")) == {(4, 12)}
    oromo = "daa'imman waggaa 6 hanga 12f birrii 900; daa'imman waggaa 6 gadii bilisa"
    assert set(grounding.age_bands(oromo)) == {(6, 12), (0, 5)}
    assert grounding.age_bands("ijoollee waggaa 12 ol birrii 500") == ((13, 120),)
    # A number of another unit is no age.
    assert grounding.age_bands("ready in under 5 minutes for over 100 people, from 8 am") == ()


def test_an_age_beside_a_child_in_amharic_and_oromo_is_the_child_s_age():
    assert grounding.ages("daa'ima waggaa 8 imala qonna bunaa irraa meeqa") == [8]
    assert grounding.ages("የ8 ዓመት ልጅ ዋጋ ስንት ነው?") == [8]
    # A number of years without a child is a length; a band in an Oromo question is no one age.
    assert grounding.ages("a visa for 2 years") == []
    assert grounding.ages("daa'imman waggaa 6 hanga 12 meeqa") == []
    assert grounding.ages("how much for kids aged 6 to 12") == []
    assert grounding.Qualifiers.of("price for my 14 year old", "price").ages == (14,)


def test_a_band_holding_the_asked_age_answers_and_one_not_holding_it_is_a_sibling():
    qualifiers = grounding.Qualifiers.of("how much for my 8 year old on the boat?", "price")
    assert grounding.conflict(qualifiers, "Children aged 4 to 12 pay 350 birr.") is None
    assert grounding.conflict(qualifiers, "Children under 5 ride free.") == "age"
    assert grounding.conflict(qualifiers, "Guests aged 13 and over pay 650 birr.") == "age"
    # Adults beside the asked band: the band is the asked member.
    assert grounding.conflict(qualifiers, "Adults pay 650 birr and ages 4-12 pay 350 birr.") is None
    assert grounding.states_members(qualifiers.contrasts, "Ages 4-12 pay 350 birr.", qualifiers.ages)
    # A grown-up's age is the adult's price beside a children's band.
    grown = grounding.Qualifiers.of("how much for my 14 year old on the boat?", "price")
    assert grounding.conflict(grown, "650 birr for an adult and 350 birr for a child aged 5 to 12") is None
    assert grounding.conflict(grown, "350 birr for a child aged 5 to 12") == "age"


def test_an_age_is_no_head_of_an_english_price_question():
    assert analysis.subject_head("how much for my 8 year old on the shared monastery boat?", "en") == "boat"
    assert analysis.subject_head("sodere trip from the hotel - price for a 7 year old", "en") != "old"


BOAT = passage("Boats leave the resort jetty at 08:00 for the island monasteries. A seat on the shared "
               "boat costs 650 birr for an adult and 350 birr for a child aged 5 to 12; children under 5 "
               "ride free on a parent's lap.", title="Lake Tana Shore Resort: boat trips")
SODERE = passage("The hotel runs a day trip to the hot springs at Sodere. The price includes transport and "
                 "entry to the thermal pools: 1,250 birr per adult and 700 birr for ages 4 to 12.",
                 title="Day trip to the Sodere hot springs")


def test_a_child_s_price_asked_by_age_is_answered_by_the_band_holding_it_en():
    text = reply("how much for my 8 year old on the shared monastery boat at lake tana shore", BOAT)
    assert "350 birr" in text and DONT_KNOW not in text
    # A band stated without a child word ("for ages 4 to 12") answers as "for a child" would.
    text = reply("sodere trip price for a 7 year old", SODERE)
    assert "700 birr" in text and DONT_KNOW not in text


def test_a_child_s_price_asked_by_age_is_answered_by_the_band_holding_it_om_am():
    coffee = passage("Lodge kun imala guyyaa tokkoo gara qonna bunaa qopheessa. Gatiin ga'eessaaf birrii "
                     "1,800, daa'imman waggaa 6 hanga 12f birrii 900; daa'imman waggaa 6 gadii bilisa.",
                     lang="om", title="Imala qonna bunaa")
    text = reply("daa'ima waggaa 8 imala qonna bunaa meeqa", coffee, lang="om")
    assert "900" in text
    lake = passage("የጀልባ ጉዞው ዋጋ ለአዋቂ 1,200 ብር ነው። ከ12 ዓመት በታች ለሆኑ ልጆች 600 ብር ነው።", lang="am",
                   title="የጀልባ ጉዞ")
    text = reply("የ8 ዓመት ልጅ የጀልባ ጉዞ ስንት ነው?", lake, lang="am")
    assert "600" in text and "1,200" not in text


def test_only_a_band_not_holding_the_age_is_no_answer_for_it():
    free = passage("The shared boat costs 650 birr for an adult; children under 5 ride free.",
                   title="Lake Tana boat trips")
    text = reply("how much is the shared boat for my 8 year old?", free)
    assert "ride free" not in text
