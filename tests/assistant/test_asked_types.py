"""The asked type read in every language (issue 30, blind sets 5-8's misses read by kind): the
patterns of analysis.asked_type for a clock time, a date, a duration, a count, a price, a contact,
a place and yes/no, with the clitics, case suffixes and Ethiopic verb forms they are written in.
The questions here are new ones, written for each rule, not the sets' own."""

from __future__ import annotations

import pytest

from app.services.assistant import amharic_latin, analysis


@pytest.mark.parametrize(("question", "kind"), [
    # "check in" written as two words is check-in, in English and in Oromo.
    ("late check out time at the lodge?", "time"),
    ("Sidama lodge check in yoom?", "time"),
    # A daily event asked "when" is a clock time, not a date.
    ("የሆቴሉ ቼክ ኢን መቼ ነው?", "time"),
    ("ciree yoom?", "time"),
    # "till when", "the latest we could ...".
    ("till when is the gym available?", "time"),
    ("what's the latest we could order room service?", "time"),
    # "when" with a part of the day asks the hour.
    ("if I drop my shirts in the morning, when are they ready?", "time"),
    ("bidiruun ganama yoom ka'a", "time"),
    # "መቼ ይከፈታል" (when does it open), as English's "when does it open".
    ("ገበያው መቼ ይከፈታል?", "time"),
])
def test_a_clock_time_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # A choice of days.
    ("is the festival on the 11th or the 12th?", "date"),
    # A day in the other calendar: "ስንት ቀን" with a year or "በፈረንጅ" is the day of the month.
    ("ጥምቀት በ2028 በፈረንጅ ስንት ቀን ነው?", "date"),
    ("የገና በዓል ቀን በፈረንጅ", "date"),
    # "ስንተኛው ቀን" (the how-manieth day) asks the day of the month; "ስንተኛ" is a question word.
    ("የአሸንዳ በዓል በፈረንጆች ስንተኛው ቀን ይውላል", "date"),
    # "when" with a year is a date, the year written against a case suffix too ("2027tti"), even
    # beside a verb that would ask the hour ("jalqaba", starts).
    ("irreechaan 2027tti yoom jalqaba", "date"),
    # "when" alone, where no other pattern reads the question.
    ("የፋሲካ ጾም መቼ ያበቃል", "date"),
    ("ayyaanni irreechaa yoom", "date"),
    # "which days", in the plural too ("guyyoota kam"): the weekdays a trip runs.
    ("awtobisiin gara jimmaa guyyoota kam deema", "date"),
    ("ጥምቀት መዓስ ይጅምር", "date"),
    # "when" with another verb may ask an hour ("when does the laundry come back"), and "until
    # when" a time before something ("up to 3 hours before"): no type.
    ("express laundry yoom deebi'a", None),
    ("ክፍሉን እስከ መቼ መሰረዝ እችላለሁ", None),
])
def test_a_date_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


def test_the_latest_or_earliest_asks_a_time_not_a_subject(app):
    # "latest" is what is asked (a time), not a subject nobody taught.
    question = analysis.Question("whats the latest i can start a treatment", "time", ("latest",))
    with app.app_context():
        assert analysis.unknown_terms(question, "en", app.config["ASSISTANT_PRODUCT"], None) == ()


@pytest.mark.parametrize(("question", "kind"), [
    # "ክፍያ" is a payment, not "ክፍል" (a room): "ክፍያው ስንት ነው" is a price.
    ("የልብስ እጥበት ክፍያው ስንት ነው?", "price"),
    # The cheapest room's price, not a count of rooms; a plural of rooms is still counted.
    ("በላሊበላ ርካሹ ክፍል ስንት ነው", "price"),
    ("ክፍል ስንት ነው", "price"),
    ("ክፍሎቹ ስንት ናቸው?", "count"),
    # "በሰዓት" (by the hour) is a rate.
    ("ብስክሌት በሰዓት ስንት ነው", "price"),
    # A share of a payment in percent stays a price.
    ("ቅድሚያ ክፍያው ስንት በመቶ ነው?", "price"),
    # A kilo of something, how much: its price ("kiiloo meeqa"), not a distance.
    ("buna kiiloo meeqa", "price"),
    # Oromo "hammam" is "how much".
    ("telebirr guyyaatti hammam erguu nan danda'a", "price"),
    # "meeqaan" (for how much, its instrumental) asks what it is bought or rented for.
    ("kophee aadaa tokko gabaa irraa meeqaan bitama", "price"),
    # A ticket and what comes between it and "meeqa" ("a day ticket, how much").
    ("muuziyeemii tikeetii guyyaa meeqa", "price"),
    # "extra for", "the amount".
    ("is there extra for a late pickup?", "price"),
    ("what is the deposit amount for the suite?", "price"),
    # A surcharge, and the charges in the plural, are what is paid.
    ("any surcharge when i pay with amex at the lodge?", "price"),
    ("what are the charges for a rollaway bed", "price"),
])
def test_a_price_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # A rise in percent is a count, in Amharic and Tigrinya.
    ("በፋሲካ የክፍል ዋጋ ስንት በመቶ ይጨምራል?", "count"),
    ("ብግዜ ጥምቀት ዋጋ ክንደይ ሚእታዊት ይውስኽ", "count"),
    # A distance.
    ("how far is the airport from the old town?", "count"),
    ("ጢስ እሳት ከባህር ዳር ስንት ኪሜ ይርቃል", "count"),
    ("sodaree adaamaa irraa hangam fagaatti", "count"),
    # Units counted.
    ("ሲም ካርዱ ስንት ጊጋ አለው", "count"),
    ("ስንት ኪሎ ሻንጣ ይፈቀዳል", "count"),
    # The minimum stay, abbreviated or as "how many nights must I stay".
    ("min nights at lalibela hotels for genna?", "count"),
    ("how many nights must I stay over Meskel?", "count"),
    ("halkan meeqa buluu qabna", "count"),
    ("በገና ምን ያህል ቀን መቆየት አለብኝ", "count"),
])
def test_a_count_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    ("ጉዞው ስንት ሰዓት ይፈጃል", "duration"),
    ("ከስንት ሰዓት በፊት መሰረዝ አለብኝ", "duration"),
    ("ቪዛው ስንት ወር ያገለግላል", "duration"),
    ("ካብ ኣኽሱም ናብ ሽረ ክንደይ ይወስድ", "duration"),
    ("kaffaltiin koo meeqa booda deebi'a", "duration"),
])
def test_a_duration_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    ("የሆቴሉ ቁጥራችሁ ስንት ነው", "contact"),
    ("lakkoofsi poolisii meeqa", "contact"),
    ("what's the number for the police?", "contact"),
    # A number of things is still a count.
    ("number of rooms at the lodge?", "count"),
])
def test_a_contact_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # Which hotels, hotels that have something: the hotels are asked.
    ("which lodges in Arba Minch have a garden?", "place"),
    ("hotels with a gym in Adama", "place"),
    ("ባህር ዳር ውስጥ ጂም ያላቸው ሆቴሎች", "place"),
    ("hoteelota jimma keessa spaa qaban", "place"),
    ("ኣብ ጎንደር ጂም ዘለዎም ሆቴላት", "place"),
    # Whether there are hotels at all asks yes or no.
    ("do you have hotels in Jinka?", "yes_no"),
])
def test_a_place_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # Oromo asks yes or no by "ni" and the verb, or a passive verb asked: not by "kaffal" (pay).
    ("daa'imni koo ciree ni kaffalaa?", "yes_no"),
    ("sireen dabalataa kaffalamaa?", "yes_no"),
    # "danda'amaa" (is it possible) with its apostrophe, and a hotel's name after the verb.
    ("kaardiidhaan kaffaluun ni danda'amaa?", "yes_no"),
    ("yuuroon kaffaluun ni danda'amaa goha hill hotel", "yes_no"),
    # With "meeqa" (how much) it is still a price.
    ("yuuroon kaffaluun ni danda'amaa, dabalataan meeqa?", "price"),
    # An Ethiopic question ending in its verb or "ነው" asks yes or no, whatever it names.
    ("ከኤርፖርት ወደ ሆቴል ትራንስፖርት ይሰጣሉ?", "yes_no"),
    ("ካዛንቺስ ሆቴል ለእንግዶች ዋይፋይ በነጻ ነው?", "yes_no"),
])
def test_yes_or_no_is_asked(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # A question without a question word that names a ticket, a price per unit, the kind of
    # guest a price is for, or a trip from one place to another asks its price.
    ("museum entry for students?", "price"),
    ("boat to the island per person", "price"),
    ("ከጎንደር ወደ ደባርቅ ሚኒባስ ትኬት", "price"),
    ("awtobusii hawaasaa irraa arbaminchitti", "price"),
    ("daawwannaa bosonaa nama tokkoof", "price"),
    ("seensa paarkii alagaaf", "price"),
    # Oromo's entry with the kind of guest in another case (the students' entry), and a price for
    # a span of time ("for two days": Oromo's "-f"; Amharic's and Tigrinya's "for one hour").
    ("seensi muuziyeemii barattootaa", "price"),
    ("konkolaataa guyyaa lamaaf", "price"),
    ("ጀልባ ለአንድ ሰዓት", "price"),
    ("ጀልባ ንሓደ ሰዓት", "price"),
    # A stay for a span, asked by its verb, asks yes or no, not a price.
    ("ለአንድ ሌሊት ማደር እፈልጋለሁ", "yes_no"),
    # Dates are no trip, and the way somewhere is a route.
    ("and from 1 Dec to 3 Dec?", None),
    ("best way from bole to piassa?", "place"),
])
def test_a_fragment_naming_what_is_paid_asks_a_price(question, kind):
    assert analysis.asked_type(question) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # Amharic in Latin letters, read into Ethiopic, asks what the same question in Ethiopic asks.
    ("gondar min yahl ken mekoyet alebign", "count"),
    ("trek sint seat yifejal", "duration"),
    ("bahir dar wust gym yalew hotel", "place"),
])
def test_amharic_in_latin_letters_asks_its_type(question, kind):
    assert analysis.asked_type(amharic_latin.in_ethiopic(question, "am", frozenset())) == kind


@pytest.mark.parametrize(("question", "kind"), [
    # A noun phrase without "how much" that names a span of time sold, a pass or a rental asks
    # its price; "what does she pay" and a penalty too, and the most cash one may take out.
    ("canoe for two hours at the lake lodge", "price"),
    ("gym day pass for visitors not staying", "price"),
    ("projector hire at the conference centre", "price"),
    ("what does my daughter pay for the museum", "price"),
    ("penalty for losing the room key", "price"),
    ("withdrawal limit of the cash machine at the lodge", "price"),
    # A place's "hours" with no number, and a start time, are a clock time; "which days" a date.
    ("bank hours in bahir dar", "time"),
    ("boat tour start time?", "time"),
    ("which days is the craft market open", "date"),
    # ... but "how many hours" is still a duration, and "24 hours" sells nothing.
    ("how many hours is the drive to gondar", "duration"),
    ("24 hours reception at the lodge?", None),
    # A maximum measure or an allowance is a count of its unit.
    ("max luggage weight on the shuttle", "count"),
    ("hand baggage allowance on the bus", "count"),
    # Amharic: a measured property, or the people a thing takes (ስንት ሰው with a verb), is a count;
    # the price for one person ("ለአንድ ሰው ስንት ነው") stays a price.
    ("የሐይቁ ጥልቀት ስንት ነው", "count"),
    ("አዳራሹ ስንት ሰው ያስተናግዳል", "count"),
    ("ለአንድ ሰው ስንት ነው", "price"),
    # Tigrinya: the counted noun before "ክንደይ".
    ("እቲ ሆቴል ኮኾብ ክንደይ እዩ", "count"),
    # Oromo: an age or a length "meeqa" is a count; how long one waits, and at least how many hours,
    # a duration (not a price, not a clock time).
    ("daandiin kun dheerinni isaa meeqa", "count"),
    ("ijoollee umurii meeqa olii", "count"),
    ("shufeerri buufata irratti hammam eeggata", "duration"),
    ("kutaan yoo xiqqaate sa'aatii meeqa kireeffama", "duration"),
    # Amharic and Tigrinya: how long one waits.
    ("ሹፌሩ ምን ያህል ይጠብቃል", "duration"),
    ("እቲ ሹፌር ክንደይ ይጽበ", "duration"),
    # An Ethiopic noun phrase ending in "hour" asks the hour, not yes or no; "by the hour" does not.
    ("የመዋኛው መክፈቻ ሰዓት", "time"),
    ("ናይ ቁርሲ ሰዓት", "time"),
])
def test_a_noun_phrase_asks_by_what_it_names(question, kind):
    assert analysis.asked_type(question) == kind
