"""A sentence that states the answer is not declined for a word of the question it writes
otherwise (blind set 19's "don't know" replies whose passage was found):
- an English clipped word ("croc", "limo") is held by the word it begins (analysis.lacks,
  MIN_CLIPPED), not by a word it is only an ending away from;
- an entry fee is an admission, a buffet a meal (glossary);
- Oromo's guide by its stem ("qajeelchi", "qajeelchaa") and its plural ("qajeelchitoota");
- the company a part of a sentence names ("with a guide", "qajeelchaa wajjin") is not the thing
  that part is about (responders._COMPANY).
The other side: a sibling's sentence (the other boat, a child's price for an adult) still does
not answer, and a thing the passage does not teach still gets "don't know"."""

from __future__ import annotations

from app.services.assistant import analysis, glossary
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage
from tests.assistant.test_declined_right_passage import DONT_KNOW, answer

HIPPO_BOATS = passage(
    "The lodge runs two boat trips on the lake. The Hippopotamus Pool trip visits the bay where hippos "
    "feed. It costs 900 birr per adult and 400 birr per child under 12, and takes 2 hours. "
    "The second trip is the Island Sunset boat, which circles the island. It leaves at 17:00, lasts "
    "45 minutes and costs 1,100 birr per person.", title="Lake boat trips")


def test_a_clipped_english_word_is_held_by_the_word_it_begins():
    held = frozenset(tokens("the limousine and the crocodiles"))
    assert not analysis.lacks(held, ("limo", "croc"), "en")


def test_a_clipped_word_needs_more_than_an_ending_and_english():
    assert analysis.lacks(frozenset({"boats"}), ("boat",), None) == ("boat",)
    assert analysis.lacks(frozenset({"memorandum"}), ("memo",), "en") == ()
    assert analysis.lacks(frozenset({"carpet"}), ("carp",), "en") == ("carp",)  # an ending away
    assert analysis.lacks(frozenset({"crocodile"}), ("croc",), "om") == ("croc",)


def test_a_clipped_name_of_the_trip_finds_its_price():
    reply = answer("how much is the hippo boat trip for my 9 yr old?", HIPPO_BOATS)
    assert "400" in reply and "1,100" not in reply


def test_a_ride_the_passage_does_not_teach_is_not_known():
    reply = answer("how long is the camel ride", HIPPO_BOATS, unknown=("camel",))
    assert reply.startswith(DONT_KNOW["en"])


FALLS = passage("The hotel runs a day trip to the Tisisat Falls. The falls entry fee is 250 birr per "
                "person; the car costs 2,000 birr for the group.", title="Tisisat Falls day trip")


def test_an_entry_fee_is_the_entrance_fee():
    assert "entrance" in glossary.alternatives(tokens("entry")[0])
    reply = answer("entrance fee at the tisisat falls?", FALLS)
    assert "250" in reply


def test_the_entry_fee_is_no_price_of_another_place():
    reply = answer("entrance fee at the wenchi crater?", FALLS, unknown=("wenchi", "crater"))
    assert reply.startswith(DONT_KNOW["en"]) and "250" not in reply


def test_oromo_guide_in_its_forms_and_plural_is_the_guide():
    for word in ("qajeelchaa", "qajeelchi", "qajeelchaan", "qajeelchitoota"):
        assert "guide" in glossary.alternatives(tokens(word)[0]), word


GUIDED = passage(
    "Hoteelichi qajeelchitoota magaalaa ni qopheessa. Daawwannaan walakkaa guyyaa garee hanga nama "
    "3f qarshii 800, garee nama 4 hanga 8f immoo qarshii 1,400 kaffalchiisa. Masjiida Guddaa, "
    "mana sagadaa durii, qajeelchaa wajjin daqiiqaa 30 ta'uun daawwatama.",
    lang="om", title="Qajeelchitoota magaalaa")


def test_a_guide_for_a_small_group_in_oromo():
    reply = answer("qajeelchaan garee nama 2f meeqa", GUIDED, lang="om")
    assert "800" in reply and "1,400" not in reply.split("800")[0]


def test_the_company_of_a_part_is_not_its_thing():
    reply = answer("Masjiida Guddaa daawwachuuf daqiiqaa meeqa fudhata", GUIDED, lang="om")
    assert "30" in reply


WALK = passage("The old town walk takes 2 hours, with a guide 3 hours; the guide costs 600 birr.",
               title="Old town walk")


def test_an_english_part_with_a_guide_is_the_walk():
    reply = answer("how long is the old town walk", WALK)
    assert "2 hours" in reply


GROUP_GUIDES = passage(
    "Hoteelichi Gondaritti argamu qajeelchitoota hayyama qaban ni qopheessa. Daawwannaan walakkaa guyyaa "
    "garee Kaabaa, Fasil Gimb dabalatee, garee hanga nama 4f qarshii 700, garee nama 5 hanga 10f immoo "
    "qarshii 1,100 kaffalchiisa.", lang="om", title="Qajeelchitoota Gondar")


def test_a_name_the_guest_capitalises_is_not_another_name_of_its_consonants():
    # "garee Kibbaa" (the southern group) is no "garee Kaabaa", though both are k-b.
    reply = answer("Gondaritti garee Kibbaa qajeelchaan meeqa", GROUP_GUIDES, lang="om")
    assert reply.startswith(DONT_KNOW["om"]) and "700" not in reply


def test_the_capitalised_name_the_passage_writes_answers():
    reply = answer("Gondaritti garee Kaabaa qajeelchaan meeqa", GROUP_GUIDES, lang="om")
    assert "700" in reply


def test_an_english_hard_c_is_the_oromo_k():
    from app.services.assistant import grounding
    assert grounding.holds_name("doktara", frozenset({"doctor"}))
    assert grounding.holds_name("markaato", frozenset({"mercato"}))
    assert not grounding.holds_name("doktara", frozenset({"docent"}))
    assert not grounding.holds_name("kiisii", frozenset({"cease"}))  # a soft c stays "s"


NURSE = passage("The resort has a doctor on call day and night. A doctor's room visit costs 1,800 birr, "
                "paid at reception. A taxi to the hospital costs 400 birr.", title="Health help")


def test_an_oromo_spelling_of_an_english_borrowed_word_finds_the_english_passage():
    reply = answer("doktarri kutaa dhufuuf meeqa", NURSE, lang="om")
    assert "1,800" in reply



def test_a_latin_y_between_consonants_is_a_vowel_of_a_name():
    from app.services.assistant import grounding
    assert grounding.same_name("ፓፒረስ", "papyrus")
    assert grounding.same_name("ሲድኒ", "sydney")
    assert not grounding.same_name("ፓፓራ", "papyrus")
    assert not grounding.same_name("ፒያሳ", "pyramid")


BYBLOS = passage(
    "Byblos Garden Hotel in Gondar offers airport transfers from Gondar airport, 15 km from the hotel. "
    "A car for up to 3 guests costs 650 birr each way. The drive takes 25 minutes. The hotel also runs "
    "a day trip to the Simien Mountains; the car costs 3,000 birr for the group.",
    title="Byblos Garden Hotel transfers")


def test_a_route_to_a_hotel_named_with_a_vowel_y_is_the_passage_hotel():
    reply = answer("ከጎንደር ኤርፖርት ወደ ቢብሎስ መኪና ስንት ነው", BYBLOS, lang="am")
    assert "650" in reply and "3,000" not in reply


def test_a_route_to_another_place_is_still_another_route():
    reply = answer("ከጎንደር ኤርፖርት ወደ ደባርቅ መኪና ስንት ነው", BYBLOS, lang="am")
    assert "650" not in reply


WOODS = passage("The lodge runs a forest walk from the gate; the entry fee is 200 birr for adults. "
                "Children walk free.", title="Forest walk")
HOT_SPRINGS_AM = passage("ሆቴሉ ወደ ወንጪ ፍል ውሃ የቀን ጉዞ ያዘጋጃል። የወንጪ መግቢያ ለአዋቂ 300 ብር፣ ከ12 ዓመት በታች ላሉ ልጆች "
                         "150 ብር ነው።", lang="am", title="ወደ ወንጪ ፍል ውሃ ጉዞ", document_id=2)


def test_an_unseen_name_written_in_the_other_script_is_no_untaught_subject():
    # "wenchi" is no index term of any passage, but the Amharic one writes it "ወንጪ"; the English
    # passage first shares only the entry fee.
    reply = answer("entrance to wenchi for kids under 12?", WOODS, HOT_SPRINGS_AM, unknown=("wenchi",))
    assert "150" in reply and "200" not in reply


def test_an_unseen_name_no_passage_writes_is_still_not_known():
    reply = answer("entrance to sodere for kids under 12?", WOODS, HOT_SPRINGS_AM, unknown=("sodere",))
    assert reply.startswith(DONT_KNOW["en"]) and "150" not in reply


def test_an_amharic_word_of_one_consonant_typed_in_latin_letters_comes_from_the_table():
    # "azo" (crocodile) has one consonant: too few to be read against the scope's words by sound.
    from app.services.assistant import amharic_latin
    assert amharic_latin.in_ethiopic("ye azo gebeya jelba sint new", "am", frozenset()).startswith("የአዞ ገበያ")
    assert "crocodile" in glossary.alternatives(tokens("አዞ")[0])


GONDAR_CHURCHES = passage(
    "The lodge runs half-day and full-day tours of the churches. Debre Berhan, the painted church, is "
    "included in both tours. The combined church ticket is bought at the main gate and is valid for 3 days.",
    title="Gondar church tours from Goha Hill Hotel")
AXUM_CHURCHES = passage(
    "The lodge runs church tours. The combined church ticket is bought at the museum and is valid for "
    "2 days.", title="Axum church tours", document_id=3)


def test_a_city_the_title_names_is_where_the_passage_is_set_not_a_sibling():
    reply = answer("how many days is the gondar church ticket valid", GONDAR_CHURCHES)
    assert "3 days" in reply


def test_a_city_the_title_does_not_name_still_says_which_one():
    reply = answer("how many days is the gondar church ticket valid", AXUM_CHURCHES)
    assert "2 days" not in reply


FEAST = passage("On festival eve the hotel serves a buffet from 19:00 for 1,100 birr per adult and 550 birr "
                "per child. Breakfast is 400 birr.", title="Festival at the hotel")


def test_a_buffet_is_a_meal_and_an_evening_one_is_dinner():
    assert "food" in glossary.alternatives("buffet")
    reply = answer("festival eve dinner buffet price for kids?", FEAST)
    assert "550" in reply and "400" not in reply


CROSSING = passage("ሎጁ ወደ ፏፏቴው የእግር ጉዞ ያዘጋጃል። የአስጎብኚ ክፍያ ለቡድኑ 500 ብር ሲሆን የጀልባው መሻገሪያ ለአንድ ሰው 80 ብር ነው።",
                   lang="am", title="የፏፏቴ ጉብኝት")


def test_an_amharic_definite_object_is_no_head_of_the_subject():
    assert analysis.subject_head("ጀልባው ገደሉን ለመሻገር ስንት ብር", "am") != "ገደሉን"
    assert analysis.subject_head("ቁርሱ ስንት ነው", "am") == "ቁርሱ"
    reply = answer("ጀልባው ገደሉን ለመሻገር ስንት ብር", CROSSING, lang="am")
    assert "80" in reply
