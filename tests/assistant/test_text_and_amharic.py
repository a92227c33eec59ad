"""Amharic normalisation: a question finds a passage phrased with other affixes; Ge'ez numerals."""

from __future__ import annotations

import pytest

from app.services.assistant.text import geez_to_arabic, proper_names, stem_ethiopic, tokens


@pytest.mark.parametrize("word", ["ሆቴል", "የሆቴሉ", "ሆቴሎች", "በሆቴሎች", "ለሆቴሎቹ", "ሆቴላችን", "ከሆቴሉ"])
def test_affixed_forms_of_hotel_normalise_to_one_term(word):
    assert stem_ethiopic(word) == "ሆቴል"


def test_homophone_letters_are_unified():
    assert stem_ethiopic("ሐገር") == stem_ethiopic("ሀገር") == stem_ethiopic("ኀገር")
    assert stem_ethiopic("ፀሐይ") == stem_ethiopic("ጸሀይ")


def test_short_words_keep_their_letters():
    assert stem_ethiopic("ቡና") == "ቡን"  # final vowel only; ና is not stripped from a 2-letter word
    assert tokens("ነው ምን") == []  # stop words


@pytest.mark.parametrize(
    "geez, digits",
    [
        ("፩", "1"),
        ("፲፭", "15"),
        ("፻", "100"),
        ("፻፳፫", "123"),
        ("፲፱፻፹፭", "1985"),
        ("፩፼፳፫፻፵፭", "12345"),
        ("ዋጋው ፫፻ ብር ነው", "ዋጋው 300 ብር ነው"),
    ],
)
def test_geez_numerals_become_digits(geez, digits):
    assert geez_to_arabic(geez) == digits


def test_amharic_question_finds_a_passage_phrased_differently(learn, ask):
    lodge = learn(
        "የሆቴሉ ቁርስ ከጠዋቱ 1 ሰዓት እስከ 4 ሰዓት በአትክልቱ ምግብ ቤት ይቀርባል። መውጫ ሰዓት 5 ሰዓት ነው።",
        url="https://kb/am/lodge",
        title="ጣና ሎጅ",
        lang="am",
    )
    learn("ክፍያ በቴሌብር እና በባንክ ካርድ ይፈጸማል።", url="https://kb/am/pay", title="ክፍያ", lang="am")
    reply = ask("በሆቴሎች ቁርስ መቼ ይቀርባል?", lang="am")
    assert "ከጠዋቱ 1 ሰዓት" in reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [lodge["document_id"]]


def test_amharic_question_with_geez_numerals_matches_digits(learn, ask):
    learn("የክፍል 12 ዋጋ በአዳር 2500 ብር ነው።", url="https://kb/am/room", lang="am")
    reply = ask("የክፍል ፲፪ ዋጋ ስንት ነው?", lang="am")
    assert "2500 ብር" in reply["reply"]


def test_a_nul_character_is_dropped_not_a_server_error(client, learn):
    result = learn("Pool\x00 opens at 8.", url="https://kb/pool\x00")
    assert result["url"] == "https://kb/pool"
    response = client.post(
        "/v1/chat", json={"message": "pool\x00 open?", "stream": False, "session_id": "s\x00"}
    )
    assert response.status_code == 200


def test_amharic_and_oromo_auxiliary_words_are_stop_words():
    # "can I", "my", "is it possible": they say nothing about what is asked.
    assert tokens("ውሻዬን ይዤ መምጣት እችላለሁ") == tokens("ውሻዬን ይዤ መምጣት")
    assert tokens("Saree koo fidee dhufuu nan danda'a") == tokens("Saree fidee dhufuu a")


def test_tigrinya_prepositions_are_stop_words():
    # "from", "to", "of", "the", "until": in most Tigrinya passages, they weighed as much as a rare
    # subject word and tied every passage to every question.
    assert tokens("ካብ መቐለ ናብ ዓዲግራት ናይ ሓንቲ መዓልቲ ጉዕዞ") == tokens("መቐለ ዓዲግራት ሓንቲ መዓልቲ ጉዕዞ")
    assert tokens("ክዳን እቲ ሆቴል ክሳብ ሰዓት 19:00") == tokens("ክዳን ሆቴል ሰዓት 19:00")
    # A word of meaning that stems like none of them stays ("ምሳ", lunch; "ናይል"), and so does the
    # "አብ" (Father) of an Amharic name, which Tigrinya's "ኣብ" (in) would stem to.
    assert tokens("ምሳ ናይል") == ["ምስ", "ናይል"]
    assert tokens("ወደ ናኩቶ ለአብ ገዳም") == ["ናኩት", "አብ", "ገድ"]


def test_oromo_words_keep_their_apostrophe_and_english_clitics_are_cut_off():
    # "Can I bring my dog?": "danda'aa" (can I) is one word, not "danda" and a fragment "aa".
    assert tokens("Saree koo fidee dhufuu nan danda'aa?") == ["saree", "fidee", "dhufuu"]
    assert tokens("Ciree sa’aatii meeqa?") == tokens("Ciree sa'aatii meeqa?") == ["ciree", "saaatii"]
    assert tokens("What's the hotel's fee? I don't know.") == ["hotel", "fee"]


def test_chunks_indexed_by_the_old_tokenizer_are_reindexed(app, db):
    from sqlalchemy import update

    from app.models import KnowledgeChunk
    from app.services.assistant import knowledge, retrieval

    passage = "Ciree ganama sa'aatii 6:30 irraa kaasee ni dhiyaata."
    knowledge.learn(text=passage, url="https://hotel.example/ciree", product="hotel")
    old_terms = "ciree ganama sa aatii 6 30 irraa kaasee dhiyaata"  # "sa'aatii" split in two
    db.session.execute(update(KnowledgeChunk).values(search_text=old_terms))
    db.session.commit()
    assert knowledge.reindex_chunks() == 1
    assert knowledge.reindex_chunks() == 0
    found = retrieval.search({t: 1.0 for t in tokens("sa'aatii")}, "hotel", None)
    assert [p.url for p in found] == ["https://hotel.example/ciree"]


def test_proper_names_are_the_capitalised_words_inside_sentences():
    assert proper_names("What's the fee for the National Museum in Addis Ababa? I go on Sunday.") == [
        ["national", "museum"], ["addis", "ababa"]]
    assert proper_names("Buna Jimmaa kiiloo tokko meeqa?") == [["jimmaa"]]
    assert proper_names("ሆቴሉ ውስጥ ይቻላል?") == []
