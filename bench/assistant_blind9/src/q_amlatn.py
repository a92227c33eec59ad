from questions_src import *
L = "am-latn"
A(L, "bole skyline hotel kemshitu 5 seat buhala car sint new", [P(850)], "d01", "price", "Bole Skyline late car", "Ethiopian 5 at night = 23:00; English doc", True)
A(L, "entoto grand spa ye bunna scrub waga sint new", [P(2300)], "d12", "price", "Entoto coffee scrub", "Amharic doc (twin of English)")
A(L, "lalibela genna 2027 meche new", [["tahsas 29", "tahisas 29", "ታኅሣሥ 29", "ታህሳስ 29", "january 7", "7 january", "jan 7", "ጃንዋሪ 7"]], "d13", "date", "Genna 2027", "eve 6 Jan")
A(L, "brehawi muziyem le ferenj sint birr", [["200 ብር", "200 birr", "ብር 200", "200 etb"]], "d14", "price", "National Museum foreign entry", "Ethiopians 20")
A(L, "ke dire dawa harar guzo sabian hotel sint new", [P(2200)], "d18", "price", "Harar day trip", "private car 4,000")
A(L, "simien 4 ken guzo wagaw", [P(17500)], "d16", "price", "Simien 4-day trek", "2-day 9,800")
A(L, "hawassa hayk jelba and seat sint", [["700 ብር", "700 birr", "ብር 700", "700"]], "d17", "price", "Hawassa 1-hour boat", "2-hour 1,300")
A(L, "bahir dar palm inn yemiresew kifil sint new", [["standard single", "single", "ስታንዳርድ ሲንግል"], P(1260)], "catalogue", "price", "Bahir Dar Palm Inn cheapest room", "Standard Single 1,260")
U(L, "unity park yemata guibignt waga", "price", "Unity Park night tour", "only day entry prices and hours documented")
U(L, "sabian hotel le djibouti babur tiket sint new", "price", "Dire Dawa-Djibouti train ticket", "Sabian doc covers Harar trip only")
