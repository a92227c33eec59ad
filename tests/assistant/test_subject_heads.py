"""A reply names the thing the question asks about, not only the words around it (issue 30,
blind sets 8 and 9): the head of the question's subject phrase, found by where its language writes
it (Amharic and Tigrinya last, before the question word; Oromo first), must be named by the
answering sentence; and a name the question asks by, which its passage brings in part-way, must be
named by the sentence too. Otherwise the spa's massage price is given for its facial, the house
tej for a whisky, the coffee class for a meeting's coffee break, Ethio Telecom's SIM for
Safaricom's."""

from __future__ import annotations

import pytest

from app.services.assistant import analysis, grounding
from tests.assistant.test_answers import passage, reply

DRINKS = passage("የሆቴሉ ምግብ ቤት ከጠዋቱ 1 ሰዓት ጀምሮ ክፍት ነው። የቤቱ ጠጅ በብርጭቆ 140 ብር፣ የአገር ውስጥ ቢራ 85 ብር ነው።",
                 lang="am", title="የጣና ሐይቅ ሆቴል ምናሌ")
SPA = passage("የስፓው ልዩ አገልግሎት የ60 ደቂቃ የቡና የሰውነት ማሸት (ስክራብ) ሲሆን ዋጋው 2,450 ብር ነው። "
              "የ90 ደቂቃ የጋለ ድንጋይ ማሳጅ 3,300 ብር ያስከፍላል።", lang="am", title="የጎሃ ሆቴል ስፓ ዋጋ", document_id=2)
MEETING = passage("Galmi walgahii namoota 80 qabata. Boqonnaan bunaa ganamaa fi waaree booda nama tokkoof "
                  "qarshii 260 dha.", lang="om", title="Galma walgahii Hoteela Sodere", document_id=3)
COFFEE = passage("Barnoonni dhandhamuu bunaa Kamisa ganama kennama; gatiin nama tokkoof qarshii 470 dha.",
                 lang="om", title="Sirna buna Hoteela Sodere", document_id=4)
SIM = passage("Visitors can buy a SIM card at the Ethio Telecom shop in the arrivals hall. A tourist SIM "
              "costs 320 birr and needs a passport. Safaricom Ethiopia also has a counter in the same hall, "
              "open from 07:00 to 21:00.", title="SIM cards for visitors", document_id=5)


@pytest.mark.parametrize(("question", "lang", "head"), [
    ("ዘጌ ሆቴል ውስኪ በብርጭቆ ስንት ነው", "am", "ውስኪ"),  # not the glass it is sold by
    ("እንጦጦ ግራንድ ስፓ ፊት ማስዋብ ዋጋ", "am", "ማስዋብ"),
    ("የቱሪስት ሲም ካርድ ኤርፖርት ላይ ስንት ነው", "am", "ካርድ"),  # not "the airport", after "ላይ"
    ("ቦሌ ሆቴል ከምሽቱ 5 ሰዓት በኋላ ለሚደርስ የግል መኪና ስንት ያስከፍላል", "am", "መኪና"),
    ("ቦሌ ሆቴል ከምሽቱ 5 ሰዓት በኋላ ለሚደርስ መኪና ስንት ያስከፍላል", "am", "መኪና"),  # a relative verb
    # A phrase by "for" after the head says whom it is for ("for a foreign citizen"); alone, it is
    # the thing.
    ("የጭስ ዓባይ መግቢያ ለውጭ ዜጋ ስንት ነው", "am", "መግቢያ"),
    ("ለእንግዳ ቁርስ ስንት ነው", "am", "ቁርስ"),
    ("ካብ ኣክሱም ናብ ይሓ ዙረት ዋጋ ክንደይ", "ti", "ዙረት"),  # not the places after "ካብ", "ናብ"
    ("boqonnaa bunaa walgahii nama tokkoof meeqa", "om", "boqonnaa"),
    ("seensi paarkii awaash meeqa", "om", "seensi"),
    # No head by place: a definite word before the asked value ("the best time" to see hippos),
    # a clause before the question word, an Oromo question opening with a party or a place.
    ("ሀዋሳ ሐይቅ ጉማሬ ለማየት ጥሩው ሰዓት መቼ ነው", "am", None),
    ("ሐርላ ሆቴል ወደ ሐረር ጉዞ ያዘጋጃል? ዋጋስ", "am", None),
    ("namni hotela keessa hin bulle sawunaa fayyadamuuf meeqa kaffala", "om", None),
    ("telebirr irraa gara biyya alaatti erguuf kaffaltii meeqa", "om", None),
    ("ሕዳር ጽዮን ኣብ ኣኽሱም ዕለት ክንደይ እዩ", "ti", "ጽዮን"),  # the feast, not the date asked
    # English, a price question: before its price word, or after "how much is", the phrase ending
    # at a preposition.
    ("how much is a facial at the spa", "en", "facial"),
    ("business visa for ethiopia how much", "en", "visa"),
    ("lalibela church entrance ticket price", "en", "ticket"),
    ("kazanchis business hotel minivan from airport for 6 of us price?", "en", "minivan"),
    ("is there an extra charge for the pickup?", "en", "pickup"),
    ("minivan airport pickup price for 6 ppl?", "en", "pickup"),
    ("what time does the spa open", "en", None),
])
def test_the_subject_head_is_read_where_its_language_writes_it(question, lang, head):
    assert analysis.subject_head(question, lang) == head


@pytest.mark.parametrize(("question", "lang", "found", "figures"), [
    # The drinks list names the glass, not the whisky asked ...
    ("የጣና ሐይቅ ሆቴል ውስኪ በብርጭቆ ስንት ነው", "am", DRINKS, ("140", "85")),
    # ... the spa menu its massages, not a facial.
    ("ጎሃ ሆቴል ስፓ ፊት ማስዋብ ዋጋ", "am", SPA, ("2,450", "3,300")),
])
def test_a_head_no_sentence_names_gets_dont_know(question, lang, found, figures):
    text = reply(question, found, lang=lang)
    assert not any(figure in text for figure in figures)
    assert text.startswith("ይቅርታ")


@pytest.mark.parametrize(("question", "lang", "found", "figure"), [
    ("የጣና ሐይቅ ሆቴል ጠጅ በብርጭቆ ስንት ነው", "am", DRINKS, "140"),
    ("ጎሃ ሆቴል ስፓ ማሳጅ ዋጋ", "am", SPA, "3,300"),
    # A borrowed word left in Latin letters by the reading of Amharic in Latin letters is named by
    # its consonants ("scrub", "ስክራብ").
    ("ጎሃ ስፓ የቡና scrub ዋጋ ስንት ነው", "am", SPA, "2,450"),
])
def test_a_sentence_naming_the_head_answers(question, lang, found, figure):
    assert figure in reply(question, found, lang=lang)


def test_the_oromo_head_chooses_the_coffee_break_over_the_coffee_class():
    text = reply("boqonnaa bunaa walgahii nama tokkoof meeqa", COFFEE, MEETING, lang="om")
    assert "260" in text
    assert "470" not in text


def test_a_head_is_named_through_a_hyphen_and_an_inflection():
    assert analysis.names_head("ኢቪዛ", "የ30 ቀን የቱሪስት ኢ-ቪዛ ክፍያ 52 የአሜሪካ ዶላር ነው።")
    assert analysis.names_head("imalli", "Imalli guyyaa Sodere sa'aatii 09:00 ka'a.")
    assert analysis.names_head("imalli", "Gatiin imala kanaa qarshii 900 dha.")
    # Food is broader than breakfast: not the breakfast asked.
    assert not analysis.names_head("ቁርስ", "የልጆች ምግብ ሁሉ 220 ብር ነው።")
    # Letters of one sound, another Latin spelling, the other script.
    assert analysis.names_head("ፀሎቱ", "ምዕመናን ሌሊቱን በጸሎት ያሳልፋሉ።")
    assert analysis.names_head("kabanaa", "Kaabanaa (cabana) dhuunfaa qarshii 1,800 kireeffachuun.")
    assert analysis.names_head("gibi", "የፋሲል ግቢ ከጠዋቱ 2:30 ክፍት ነው።")


def test_a_name_brought_in_part_way_must_be_named_by_the_answer():
    text = reply("safaricom sim card price", SIM)
    assert "320" not in text
    assert text.startswith("I don't know")
    # The passage's own subject is still answered.
    assert "320" in reply("tourist sim card price", SIM)


def test_a_name_in_the_title_or_first_sentence_is_the_whole_passage_s():
    first = "Bole Skyline Hotel runs an airport shuttle. The shuttle costs 450 birr per person."
    assert not grounding.misses_name("bole skyline shuttle price", "The shuttle costs 450 birr per person.",
                                     "", "Airport shuttle", first)
    later = "The shuttle costs 450 birr. Kazanchis Business Hotel also sends a sedan on request."
    assert grounding.misses_name("kazanchis sedan price", "The shuttle costs 450 birr.", "",
                                 "Airport shuttle", later)
    # Another word of the name refers back to it ("the bath" is Fasilides Bath) ...
    bath = "Timkat is on 19 January. The procession goes to Fasilides Bath. A seat at the bath costs 900."
    assert not grounding.misses_name("seat at fasilides bath price", "A seat at the bath costs 900.",
                                     "The procession goes to Fasilides Bath.", "Timkat", bath)
    # ... and a word that opens a sentence alone is no name ("Visitors can buy ...").
    opening = grounding._passage_names("A shop is open. Visitors can buy a SIM.")
    assert not any("visitor" in run for run in opening)


def test_a_compound_is_named_by_its_other_glossary_word():
    # "airport pickup": a sentence naming the airport, not the word "pickup", is about it ...
    transfers = passage("Guests can book a private transfer. A minivan from the airport costs 1,900 birr.",
                        title="Transfers", document_id=6)
    assert "1,900" in reply("minivan airport pickup price for 6 ppl?", transfers)
    # ... across languages too ("boat ride", "የጀልባ ጉዞ").
    boats = passage("በሀዋሳ ሐይቅ ላይ የጀልባ ጉዞ በሰዓት 700 ብር ነው።", lang="am", title="ሀዋሳ", document_id=7)
    assert "700" in reply("boat ride on lake hawassa per hour how much", boats)
