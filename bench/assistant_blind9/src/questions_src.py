import json
Q = []
def q(lang, ans, text, exp, src, typ, subj, note, xl=False):
    Q.append({"id": "q%03d" % (len(Q)+1), "lang": lang, "question": text, "answerable": ans,
              "expected": exp if ans else [], "source_doc": src if ans else None, "asked_type": typ,
              "subject": subj, "note": note, "cross_lingual": xl if ans else False})
def A(lang, text, exp, src, typ, subj, note, xl=False): q(lang, True, text, exp, src, typ, subj, note, xl)
def U(lang, text, typ, subj, note): q(lang, False, text, [], None, typ, subj, note)
def P(n):
    s = f"{n:,}"; alts = [s, s.replace(",", "")]
    if "," in s: alts.append(s.replace(",", " ")); alts.append(s.replace(",", "."))
    return list(dict.fromkeys(alts))
def T(h, m=0, extra=()):
    hh = f"{h:02d}:{m:02d}"; h12 = h % 12 or 12; ap = "am" if h < 12 else "pm"
    base = [hh, f"{h}:{m:02d}" if h>=10 else f"{h}:{m:02d}", f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}", f"{h12}.{m:02d} {ap}", f"{h12}:{m:02d} {ap[0]}.m."]
    if m == 0: base += [f"{h12} {ap}", f"{h12}{ap}", f"{h12} o'clock", f"{h}h00", f"{h:02d}.00"]
    return list(dict.fromkeys(base + list(extra)))
STARS = lambda n, w, am, om: [f"{n}-star", f"{n} star", f"{w}-star", f"{w} star", f"{n} stars", f"{w} stars", f"{n}★"] + am + om
NOHOTEL_EN = ["no hotels", "don't have any hotels", "do not have any hotels", "don't have hotels", "do not have hotels",
              "not one of our destinations", "isn't one of our destinations", "is not one of our destinations", "no listed hotels",
              "no properties", "doesn't list any hotels", "does not list any hotels", "not currently available in", "not among our destinations"]
NOHOTEL_AM = ["ሆቴል የለንም", "ሆቴሎች የሉንም", "ሆቴል የለም", "ሆቴሎች የሉም", "ሆቴሎችን አናቀርብም", "ሆቴል አናቀርብም", "መዳረሻዎቻችን ውስጥ የለም",
              "መዳረሻዎቻችን ውስጥ አልተካተተም", "ሆቴሎች አልተመዘገቡም", "የተመዘገበ ሆቴል የለም"] + NOHOTEL_EN
NOHOTEL_OM = ["hoteela hin qabnu", "hoteelota hin qabnu", "hoteelli hin jiru", "hoteelonni hin jiran", "hoteelli tokkollee",
              "hoteela tokkollee", "hoteelota tokkollee", "bakka itti geessinu keessa hin jiru", "hoteelli galmaa'e hin jiru"] + NOHOTEL_EN
NOHOTEL_TI = ["ሆቴል የብልናን", "ሆቴላት የብልናን", "ሆቴል የለን", "ሆቴላት የለዉን", "ሆቴል የለን", "ዝተመዝገበ ሆቴል የለን"] + NOHOTEL_EN
YES_EN = ["yes", "it does", "they do", "has a", "offers"]
