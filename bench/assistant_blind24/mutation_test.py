import json, os, shutil, subprocess
SRC = os.path.dirname(os.path.abspath(__file__)); M = "/tmp/b24mut"
def fresh():
    shutil.rmtree(M, ignore_errors=True); shutil.copytree(SRC, M)
def ld(n): return json.load(open(os.path.join(M, n), encoding="utf-8"))
def sv(n, o): json.dump(o, open(os.path.join(M, n), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
def run(): r = subprocess.run(["python3", "validate.py"], cwd=M, capture_output=True, text=True); return r.returncode, [l for l in r.stdout.splitlines() if l.startswith("ERROR")]
def m1():
    d = ld("documents.json"); x = [y for y in d if y["id"] == "d26"][0]; x["text"] = x["text"].replace("3,200", "3,900"); sv("documents.json", d)
def m2():
    d = ld("documents.json"); x = [y for y in d if y["id"] == "d05"][0]; x["text"] += " A hot air balloon flight is also sold."; sv("documents.json", d)
def m3():
    q = ld("questions.json"); q[0]["expected"] = [["14:00", "2:00"]]; sv("questions.json", q)
def m4():
    q = ld("questions.json"); x = [y for y in q if y["cross_lingual"]][0]; x["cross_lingual"] = False; sv("questions.json", q)
def m5():
    d = ld("distractors.json"); d[10]["text"] = d[10]["text"].replace(" birr", " birr (sleeper 1,380)", 1); sv("distractors.json", d)
for name, f in [("twin digit changed (d26 3,200->3,900)", m1), ("unanswerable term 'balloon' inserted in d05", m2),
                ("bare clock '2:00' added to q001 expected", m3), ("first cross_lingual question flipped to false", m4),
                ("expected '1,380' inserted in distractor x0011", m5)]:
    fresh(); f(); rc, errs = run()
    print(f"{name}: exit {rc}; {errs[:2]}")
shutil.rmtree(M, ignore_errors=True)
