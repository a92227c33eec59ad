import json, shutil, subprocess, os, sys
SRC = "/work/blind25"
FILES = ["documents.json", "questions.json", "unanswerable_checks.json", "distractors.json", "catalogue_input.json", "validate.py"]

def fresh(name):
    d = os.path.join("/tmp/b25mut", name)
    shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    for f in FILES: shutil.copy(os.path.join(SRC, f), d)
    return d

def rd(d, f): return json.load(open(os.path.join(d, f), encoding="utf-8"))
def wr(d, f, o):
    with open(os.path.join(d, f), "w", encoding="utf-8") as fh: json.dump(o, fh, ensure_ascii=False, indent=1)

def m1(d):  # twin digit
    docs = rd(d, "documents.json")
    x = [z for z in docs if z["id"] == "d22"][0]; x["text"] = x["text"].replace("5,900", "5,800"); wr(d, "documents.json", docs)
def m2(d):  # unanswerable term inserted in a document
    docs = rd(d, "documents.json")
    x = [z for z in docs if z["id"] == "d06"][0]; x["text"] += " A hot stone treatment is also offered."; wr(d, "documents.json", docs)
def m3(d):  # bare clock expected string
    qs = rd(d, "questions.json"); qs[10]["expected"][0].append("6:00"); wr(d, "questions.json", qs)
def m4(d):  # flipped cross_lingual
    qs = rd(d, "questions.json"); qs[7]["cross_lingual"] = not qs[7]["cross_lingual"]; wr(d, "questions.json", qs)
def m5(d):  # expected string inserted in a distractor
    ds = rd(d, "distractors.json"); ds[5]["text"] = ds[5]["text"].replace(" birr", " birr (Gheralta 4x4 8,400 birr)", 1); wr(d, "distractors.json", ds)

ok = True
for name, fn, needle in [("m1_twin_digit", m1, "twins d05/d22"), ("m2_unans_term", m2, "'hot stone' present in d06"),
                         ("m3_bare_clock", m3, "banned expected string '6:00'"), ("m4_cross_flip", m4, "q008: cross_lingual"),
                         ("m5_expected_in_distractor", m5, "x0006: distractor contains expected string '8,400'")]:
    d = fresh(name); fn(d)
    r = subprocess.run([sys.executable, "validate.py"], cwd=d, capture_output=True, text=True)
    errs = [l for l in r.stdout.splitlines() if l.startswith("ERROR")]
    found = r.returncode == 1 and any(needle in l for l in errs)
    ok &= found
    print("%-28s exit=%d caught=%s  %s" % (name, r.returncode, found, " | ".join(errs)[:230]))
print("ALL CAUGHT" if ok else "SOME MISSED")
