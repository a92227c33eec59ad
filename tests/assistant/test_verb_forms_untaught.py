"""The untaught-thing check (responders._untaught_thing) declines an untyped or yes/no question
when a word of its thing is written by no passage of the scope. In Amharic and Tigrinya it took
verb forms, question words and question frames for untaught things (issue 30, blind sets 21 and 22:
"ዛሬ የሰጠሁትን ልብስ ዛሬውኑ ማግኘት እችላለሁ", "ውሻ ይዤ መምጣት እችላለሁ", "ኬክ ከውጭ ብናመጣ ችግር አለው",
"ጻዕዳ ነጸላ ብኽንደይ ትሸጡ"). analysis.frame_terms reads them by their affixes and their place in the
verb-final clause; stay_questions.day_words the words saying which day ("ዛሬ", today)."""

from __future__ import annotations

from app.services.assistant import analysis, stay_questions
from app.services.assistant.responders import DONT_KNOW, Context, compose_from_passages
from app.services.assistant.text import tokens
from tests.assistant.test_answers import passage


def frame(question: str, lang: str) -> frozenset[str]:
    return analysis.frame_terms(question, lang)


def terms(word: str) -> frozenset[str]:
    return frozenset(tokens(word))


def test_an_amharic_relative_perfect_is_a_verb():
    # "የሰጠሁትን" (the one I gave), "የከፈልኩት" (what I paid).
    assert terms("የሰጠሁትን") <= frame("ዛሬ የሰጠሁትን ልብስ ዛሬውኑ ማግኘት እችላለሁ?", "am")
    assert terms("የከፈልኩት") <= frame("የከፈልኩት ገንዘብ ይመለሳል?", "am")
    # The noun it qualifies stays a thing.
    assert not terms("ልብስ") & frame("ዛሬ የሰጠሁትን ልብስ ዛሬውኑ ማግኘት እችላለሁ?", "am")


def test_an_amharic_conditional_is_a_verb_and_its_problem_frame_no_thing():
    question = "ለሠርጋችን ኬክ ከውጭ ብናመጣ ችግር አለው?"
    found = frame(question, "am")
    assert terms("ብናመጣ") <= found and terms("ችግር") <= found
    assert not (terms("ኬክ") | terms("ለሠርጋችን")) & found
    for question, verb in (("ውሻ ቢመጣ ይፈቀዳል?", "ቢመጣ"), ("ብትመጣ ቁርስ አለ?", "ብትመጣ"),
                           ("ኬክ ካመጣሁ ክፍያ አለው?", "ካመጣሁ"), ("ማታ ከመጣን ክፍል ይኖራል?", "ከመጣን")):
        assert terms(verb) <= frame(question, "am"), question
    # A main clause with a verb of its own says a thing: "ጉብኝቱ" (the tour) is asked about.
    assert not terms("ጉብኝቱ") & frame("ቢዘንብ ጉብኝቱ ይሰረዛል?", "am")


def test_an_amharic_first_person_gerund_chained_to_the_verb_is_a_verb():
    assert terms("ይዤ") <= frame("25 ኪሎ የሚመዝን ውሻ ይዤ መምጣት እችላለሁ?", "am")
    assert terms("ወስጄ") <= frame("ልብሴን ወስጄ መሄድ እችላለሁ?", "am")
    # The same "-e" is "my" on a noun, whose verb is of the third person: "ልጄ" (my child) is asked.
    assert not terms("ልጄ") & frame("ልጄ መዋኘት ይችላል?", "am")


def test_amharic_nouns_shaped_like_verbs_stay_things():
    question = "የብር ዋጋ ቢሮ ቢራ ብዙ ከተማ ከቤታችን ብስክሌት"
    assert not frame(question, "am")


def test_a_tigrinya_question_word_behind_a_prefix_asks_an_amount_and_the_last_imperfective_is_a_verb():
    question = "ጻዕዳ ነጸላ ብኽንደይ ትሸጡ"
    assert analysis.asked_type(question) == "price"
    found = frame(question, "ti")
    assert terms("ብኽንደይ") <= found and terms("ትሸጡ") <= found
    assert not (terms("ጻዕዳ") | terms("ነጸላ")) & found
    # (A word in a person prefix is a verb only where the verb stands, at the clause's end.)
    assert not terms("ትኬት") & frame("ትኬት ኣውቶቡስ ትሸጡ", "ti")
    assert terms("እንተኣምጺእና") <= frame("ኬክ እንተኣምጺእና ጸገም ኣሎ?", "ti")


def test_no_frame_terms_in_other_languages():
    assert not frame("haroo xiqqaa sodere keessa daa'imni koo seenuu danda'aa", "om")
    assert not frame("can I bring a cake", "en")


def test_the_words_saying_which_day_are_read_as_dates():
    assert stay_questions.day_words("ዛሬ የሰጠሁትን ልብስ ዛሬውኑ ማግኘት እችላለሁ?") == {"ዛሬ", "ዛሬውኑ"}
    assert "today" in stay_questions.day_words("can I get my laundry back today")
    assert not stay_questions.day_words("ልብስ ማግኘት እችላለሁ?")


def compose(question: str, *passages, lang: str) -> tuple[str, str]:
    # The scope's unseen words: those no passage writes (Context.unseen).
    held = frozenset().union(*(p.terms for p in passages))
    unseen = tuple(t for t in tokens(question) if t not in held)
    context = Context(question=question, lang=lang, weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=list(passages), unseen=unseen)
    text, _, outcome = compose_from_passages(context)
    return text, outcome


CAKE = passage("ፒያሳ ሄሪቴጅ ኢን ለሠርግ ዝግጅቶች ሁለት ቦታዎች አሉት። ኬክ ከውጭ ማምጣት ይቻላል፤ የመቁረጫና "
               "የማቅረቢያ ክፍያ 1,000 ብር ነው። መጠጥ ከውጭ ማምጣት አይፈቀድም።", lang="am",
               title="ሠርግና ልዩ ዝግጅቶች በፒያሳ ሄሪቴጅ ኢን", document_id=21)
LAUNDRY = passage("ፓፒረስ ጋርደን ሆቴል ለእንግዶቹ የልብስ እጥበት አገልግሎት ይሰጣል። ፈጣን አገልግሎት፦ ከጠዋቱ 3 ሰዓት "
                  "በፊት የተሰጡ ልብሶች በዚያው ቀን ከምሽቱ 12 ሰዓት (18:00) ይመለሳሉ።", lang="am",
                  title="ፓፒረስ ጋርደን ሆቴል፦ የልብስ እጥበት አገልግሎት", document_id=22)
NETELA = passage("እቲ ሆቴል ኣብ ሱቑ ናይ ሃገር ክዳውንቲ ይሸይጥ። እቲ ሆቴል ጻዕዳ ነጸላ ብ450 ብር ይሸይጥ።", lang="ti",
                 title="ንግስቲ ሳባ ኢን፡ ሱቕ", document_id=23)


def test_an_amharic_conditional_question_is_answered_from_the_learned_passage():
    text, outcome = compose("ለሠርጋችን ኬክ ከውጭ ብናመጣ ችግር አለው?", CAKE, lang="am")
    assert outcome != DONT_KNOW and "1,000" in text
    text, outcome = compose("ዛሬ የሰጠሁትን ልብስ ዛሬውኑ ማግኘት እችላለሁ?", LAUNDRY, lang="am")
    assert outcome != DONT_KNOW and "ልብስ" in text
    # A thing nobody taught ("ርችት", fireworks) is still not known, whatever the frame around it.
    text, outcome = compose("ለሠርጋችን ርችት ከውጭ ብናመጣ ችግር አለው?", CAKE, lang="am")
    assert outcome == DONT_KNOW and "1,000" not in text


def test_a_tigrinya_question_ending_in_its_verb_is_answered_from_the_learned_passage():
    text, outcome = compose("ጻዕዳ ነጸላ ትሸጡ?", NETELA, lang="ti")
    assert outcome != DONT_KNOW and "450" in text
    text, outcome = compose("ጻዕዳ ነጸላ ብኽንደይ ትሸጡ", NETELA, lang="ti")
    assert outcome != DONT_KNOW and "450" in text
    # An untaught thing ("ጃንጥላ", an umbrella) is still not known.
    text, outcome = compose("ጃንጥላ ትሸጡ?", NETELA, lang="ti")
    assert outcome == DONT_KNOW and "450" not in text


# --- the subject's head is no verb form of the question's frame ------------------------------------

def test_the_head_of_an_amharic_or_tigrinya_question_is_no_conditional_before_the_question_word():
    # The word before "ስንት"/"ክንደይ" is the head (analysis.subject_head) unless it is a verb form:
    # "ብንሄድ" (if we go), "ብማር" (if I learn), "እንተ ወሲድና" (if we take).
    assert analysis.subject_head("ለጥምቀት ጎንደር ብንመጣ ለአዋቂ ፓኬጁ ስንት ያስከፍላል", "am") == "ፓኬጁ"
    assert analysis.subject_head("ከሆቴሉ ወደ ፋሲለደስ መዋኛ በእግር ብንሄድ ስንት ይፈጃል", "am") == "መዋኛ"
    assert analysis.subject_head("ፓልም ኢን ምግብ ማብሰል ብማር ለአንድ ሰው ስንት ያስከፍላል", "am") == "ማብሰል"
    assert analysis.subject_head("ንምሉእ መዓልቲ መራሒ እንተ ወሲድና ክንደይ ይኸፍል", "ti") == "መራሒ"
    # A noun beginning as "if I ..." does that the glossary knows is still the head.
    assert analysis.subject_head("ብስክሌት ስንት ነው", "am") == "ብስክሌት"


def test_a_price_asked_with_a_conditional_is_answered_by_the_passages_price():
    lesson = passage("የምግብ ማብሰል ትምህርት በባሕር ዳር ፓልም ኢን በየቀኑ ይሰጣል። ዋጋው ለአንድ ሰው 1,250 ብር ነው።",
                     lang="am", title="የምግብ ማብሰል ትምህርት")
    question = "ምግብ ማብሰል ብማር ለአንድ ሰው ስንት ያስከፍላል"
    context = Context(question=question, lang="am", weighted_terms={t: 1.0 for t in tokens(question)},
                      passages=[lesson])
    reply, _, outcome = compose_from_passages(context)
    assert "1,250" in reply and outcome != DONT_KNOW, reply
