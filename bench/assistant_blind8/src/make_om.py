import json
U="https://example.et/"
D=[]
def add(i,lang,url,title,text): D.append({"id":i,"lang":lang,"url":U+url,"product":"marefiya","tenant":None,"title":title,"text":" ".join(text.split())})
add("d20","om","connectivity/sim-cards-and-telebirr","Kaardii SIM fi telebirr daawwattootaaf","""
Daawwattoonni Buufata Xayyaaraa Idil-addunyaa Boolee irratti kaardii SIM biyya keessaa bitachuu danda'u. Suuqiin Itiyoo Telekoom kutaa gahumsaa keessa jiru sa'aatii 06:00 hanga 23:00tti banaadha; suuqiin Safaricom Itiyoophiyaa cinaa isaa jiru ammoo 07:00 hanga 22:00tti banaadha.
Galmeessuuf paaspoortiin barbaachisa; paaspoortii tokkoon kaardii SIM hanga 3 qofa galmeessuun ni danda'ama.
Paakeejiin turistii Itiyoo Telekoom qarshii 600 yoo ta'u, daataa 12 GB fi bilbila biyya keessaa daqiiqaa 100 of keessatti qaba; guyyaa 30f tajaajila.
Paakeejiin daawwattootaa Safaricom qarshii 500 kan baasu yoo ta'u, daataa 10 GB qaba; guyyaa 14f tajaajila.
telebirr tajaajila maallaqa moobaayilaa Itiyoo Telekoomiti. Daawwattoonni paaspoortii isaaniitiin suuqii Itiyoo Telekoom kamiyyuu keessatti waalleetii telebirr banachuu danda'u.
Waalleetiin hin mirkanaa'in guyyaatti hanga qarshii 5,000 erguu danda'a; erga mirkanaa'ee booda daangaan isaa guyyaatti qarshii 30,000 ta'a.
Hoteelonni michuu Marefiyaa baay'een kaffaltii kutaa fi nyaataaf telebirr ni fudhatu.
Gargaarsa kaardii SIM argachuuf, lakkoofsa Itiyoo Telekoom kamirraayyuu 994 bilbilaa.
""")
add("d21","om","guides/adama-and-sodere","Qajeelfama magaalaa Adaamaa fi burqaa Sodaree","""
Adaamaan (Naazreet) magaalaa daldalaa guddoo Finfinnee irraa kiiloomeetira 99 fagaattee argamtu dha. Karaa saffisaa (expressway) irratti konkolaataan sa'aatii tokkoo fi walakkaa qofa fudhata.
Burqaan bishaan ho'aa Sodaree Adaamaa irraa kiiloomeetira 25 fagaata. Seensi qarshii 150 yoo ta'u, bakki daakkaa ganama sa'aatii 07:00 hanga galgala 18:00tti banaadha.
Minibaasiin Adaamaa irraa gara Sodareetti deemu nama tokkoof qarshii 60 kaffalchiisa.
Konkolaataan dhuunfaa deemsaa fi deebii qarshii 1,800 gaafata; konkolaachisaan sa'aatii 4 isin eeggata.
Sodaree keessatti jaldeessonni baay'ee waan jiraniif, nyaata keessan eeggadhaa.
Gabaan guddaan Adaamaa guyyaa Roobii fi Sanbataa baay'ee qabatamaadha.
Paarkiin Biyyaalessaa Awaash Adaamaa irraa sa'aatii 3 fagaata; Marefiyaan imala guyyaa tokkoo qarshii 6,900tti qopheessa.
Bishaan dhugaatii fi qoftuu aduu qabadhaa deemaa, sababni isaas naannoon kun ho'aadha.
""")
add("d22","om","tours/arba-minch-lake-chamo-dorze","Imala Haroo Caamoo fi ganda Dorzee","""
Arbaa Mincii irraa, Marefiyaan imaloota lama qopheessa.
Imalli bidiruu Haroo Caamoo irratti "gabaa naannichaa" jedhamu, bakka naannichaa fi rooboo bishaanii guguddaa itti argitan, sa'aatii 2 fudhata. Gatiin isaa bidiruu tokkoof qarshii 3,000 yoo ta'u, bidiruun tokko hanga nama 10 baata.
Bidiruun ganama sa'aatii 08:00 fi waaree booda sa'aatii 15:00 karra Paarkii Biyyaalessaa Naach Saar irraa ka'a.
Imalli ganda Dorzee, gaara Guughee irratti argamu, nama tokkoof qarshii 1,200 yoo ta'u, laaqana aadaa (kocho) fi agarsiisa ogummaa wayyaa dha'uu of keessaa qaba. Imalli kun sa'aatii 5 fudhata.
Seensi Paarkii Naach Saar gatii imalaa keessatti hin hammatamne.
Daa'imman umuriin isaanii waggaa 6 gadii bidiruu irra yaa'uu hin danda'an.
Galmeen guyyaa imalaa dura galgala sa'aatii 17:00tti cufama. Bilbila ajajaa: +251 468 810 935.
Kofiyaa fi bishaan qabadhaa deemaa; aduun haroo irratti cimaadha.
""")
add("d23","om","festivals/irreechaa-bishoftu-2027","Ayyaana Irreechaa Bishooftuu 2027","""
Irreechi Birraa ayyaana galata Oromoo isa guddaa dha. Bara 2027tti Irreechi Hora Harsadii, Bishooftuu, Dilbata 3 Onkoloolessa 2027 (Meskerem 22, 2020 dhaloota Itiyoophiyaa) akka kabajamu eegama.
Irreechi Tulluu (Hora Finfinnee) guyyaa tokko dura, Sanbata 2 Onkoloolessa 2027, Finfinnee keessatti kabajama.
Bishooftuun Finfinnee irraa kiiloomeetira 47 fagaatti. Minibaasiin Finfinnee (Qaallittii) irraa nama tokkoof qarshii 90 kaffalchiisa; guyyaa ayyaanaa karaan baay'ee dhiphata, kanaaf ganama sa'aatii 05:00 dura ka'aa.
Konkolaataan Marefiyaa Finfinnee irraa deemsaa fi deebii nama tokkoof qarshii 1,500tti qophaa'a; ganama sa'aatii 04:30 Masqal Adabaabaay irraa ka'a.
Uffata aadaa adii uffachuun ni jajjabeeffama. Ayyaanicha irratti alkoolii fi tamboo xuuxuun hin eeyyamamu.
Hoteelonni Finfinnee guyyaa ayyaanaa kanaaf qabannaa torban 4 dura akka goottan gorsu.
Odeeffannoo dabalataaf desk ayyaanaa Marefiyaa +251 116 180 244 bilbilaa.
""")
add("d24","om","dining/awash-valley-resort-restaurant","Nyaataa fi bakka daakkaa Awash Valley Resort","""
Awash Valley Resort Adaamaa keessatti argamu, ciree buufee (buffet) ganama sa'aatii 06:30 hanga 10:00tti dhiyeessa. Keessummoota hoteelichaaf cireen ni dabalata; warra hoteela keessa hin bullineef gatiin ciree qarshii 550 dha.
Laaqanni sa'aatii 12:00 hanga 15:00tti, irbaanni ammoo sa'aatii 18:30 hanga 22:00tti dhiyaata.
Jimaata galgala sa'aatii 19:00 irraa eegalee irbaata buufee aadaa qarshii 950 ta'e fi muuziqaa aadaa ni qophaa'a.
Bakki daakkaa (pool) ganama 07:00 hanga galgala 19:00tti banaadha. Warra hoteela keessa hin bullineef tikeetiin guyyaa qarshii 400 yoo ta'u, daa'immaniif (waggaa 12 gadi) qarshii 200 dha.
Nyaanni kutaatti geessifamu (room service) sa'aatii 24 ni argama, garuu qarshii 120 dabalataa kaffalchiisa.
Sirni buna aadaa guyyaa guyyaan waaree booda sa'aatii 16:00 lobii keessatti keessummootaaf bilisaan dhiyaata.
Gareen nama 15 ol ta'an sa'aatii 24 dura bakka qabachuu qabu.
""")
add("d25","om","shopping/merkato-and-shiromeda","Gabaa Markaatoo fi Shiroomedaa Finfinnee","""
Markaatoon gabaa banaa Afrikaa keessatti guddaa ta'e keessaa tokko dha. Wiixata hanga Sanbataatti sa'aatii 08:00 hanga 19:00tti banaadha; Dilbata garuu suuqiin baay'een cufaadha.
Markaatoo keessatti bunni dheedhii kiiloo tokko qarshii 900 irraa eegala, bunni waadame ammoo kiiloo tokko qarshii 1,300 irraa.
Gabaan Shiroomedaa, gaara Intoottoo jalatti argamu, uffata aadaa gurguruun beekama. Qamiisni habashaa harkaan hojjetame qarshii 3,500 irraa kaasee argama, shaashiin ammoo qarshii 450 irraa.
Marefiyaan daawwannaa gabaa Markaatoo sa'aatii 3 kan qajeelchaa qabu nama tokkoof qarshii 1,100tti qopheessa; ganama sa'aatii 09:00 ka'a.
Markaatoo keessatti qarshii fi bilbila keessan sirriitti eeggadhaa, sababni isaas namoonni baay'ee waan jiraniif.
Gatii irratti mari'achuun (waliif gad lakkisuun) aadaa gabaa kanaati.
Taaksiin Piyaassaa irraa gara Markaatootti qarshii 250 gaafata.
""")
add("d26","om","health/emergency-and-pharmacy","Lakkoofsota yeroo balaa fi faarmaasii","""
Yeroo balaa Itiyoophiyaa keessatti lakkoofsota armaan gadii bilbiluu dandeessu: poolisii 991, ambulaansii Diimaa Qaxxaamuraa 907, ibiddaa 939.
Finfinnee keessatti faarmaasiin Boolee Medhanialem bira jiru sa'aatii 24 banaadha.
Kilinikiin imaltootaa Kazanchis keessatti argamu Wiixata hanga Jimaataatti sa'aatii 08:30 hanga 17:00tti banaadha. Talaalliin dhukkuba fiixee keelloo (yellow fever) qarshii 1,500 kaffalchiisa; talaalliin tiifooyidii ammoo qarshii 900.
Marefiyaan ogeessa fayyaa hoteela keessatti isin gaafatu qarshii 2,500tti waamuu danda'a; ogeessi kun daqiiqaa 60 keessatti dhufa.
Magaalaawwan ol-ka'aa akka Laalibalaa fi Finfinnee keessatti dhibee ol-ka'iinsaa hir'isuuf bishaan baay'ee dhugaa, guyyaa jalqabaa boqodhaa.
Kanniisa garaa hir'isuuf bishaan qabame (bottled water) qofa dhugaa.
Inshuraansii imalaa qabaachuun gorfama; hospitaalonni dhuunfaa kaffaltii duraa gaafatu.
""")
json.dump(D,open("/work/blind8/_om.json","w"),ensure_ascii=False,indent=1)
EXTRA={
"d21":"Sodaree keessatti bakka bultii xixiqqaa jiraatus, keessummoonni baay'een Adaamaa keessa bulu. Guyyaa Dilbataa namni baay'ee waan dhufuuf, guyyaa hojii deemuun gaariidha.",
"d25":"Suuqiiwwan baay'een maallaqa callaa qofa fudhatu; telebirr kan fudhatan muraasa. Meeshaalee aadaa akka gabatee fi saanduqa haadhaa Shiroomedaa keessatti argachuu ni dandeessu.",
"d26":"Qorichi farra busaa (malaria) Arbaa Minciif yookaan Gaambeellaaf deemuuf barbaachisuu mala; imala keessan dura ogeessa fayyaa gaafadhaa. Dhukkubbiin yoo isin mudate, simannaa hoteelaa gargaarsa gaafadhaa.",
}
for d in D:
    if d["id"] in EXTRA: d["text"]+=" "+EXTRA[d["id"]]
json.dump(D,open("/work/blind8/_om.json","w"),ensure_ascii=False,indent=1)
