#!/bin/sh
# bench/test-run.sh -- tests bench/run (the SPLASH-2 harness) in about a
# minute: SOR and LU, small size, nodes 1,2, home migration off,on,
# prefetch off, one run each; then a bad option and a VM that prints the
# wrong output; then --profile on SOR and WaterSpatial (small, 4 nodes,
# one run: 20 runs of well under a second each here) and its usage error.  Exit status 0 pass, 1 fail, 77 skip (no Ristretto, no
# java/javac or no python3).
#   bench/test-run.sh                      # RISTRETTO=... to name the VM
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
R=${RISTRETTO:-$root/kaffe/kaffe/ristretto}
RUN=$here/run

skip() { echo "SKIP: $*"; exit 77; }
[ -x "$R" ] || skip "no Ristretto at $R (build it or set RISTRETTO)"
command -v python3 >/dev/null || skip "no python3"
command -v "${JAVA:-java}" >/dev/null || skip "no java"
command -v "${JAVAC:-javac}" >/dev/null || skip "no javac"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }

# 1. a real matrix: 2 programs x nodes {1,2} x migration {off,on} = 8 cells
out=$tmp/m
"$RUN" --ristretto "$R" --classes "$tmp/classes" --programs SOR,LU --size small --nodes 1,2 \
	--migration off,on --prefetch off --runs 1 --no-java --timeout 120 \
	--out "$out" 2>"$tmp/m.err"
rc=$?
if [ $rc -eq 0 ]; then ok "matrix exit status 0"; else
	bad "matrix exit status $rc"; sed 's/^/  | /' "$tmp/m.err"; fi
python3 - "$out/results.csv" <<'EOF'
import csv, sys
cols = ("program,size,args,nodes,migration,prefetch,net,runs,time_s,speedup,"
        "messages,bytes,fetches,fetch_bytes,diffs,diff_bytes,redirects,"
        "migrations,status").split(",")
try:
    rows = list(csv.reader(open(sys.argv[1])))
except OSError as e:
    print("FAIL: results.csv: %s" % e); sys.exit(1)
errs = []
if rows[0] != cols:
    errs.append("header %r" % rows[0])
body = rows[1:]
if len(body) != 8:
    errs.append("%d rows, want 8" % len(body))
for r in body:
    if len(r) != len(cols):
        errs.append("row of %d columns: %r" % (len(r), r)); continue
    d = dict(zip(cols, r))
    if d["status"] != "ok":
        errs.append("status %r in %r" % (d["status"], r))
    if d["nodes"] == "1" and d["speedup"] != "1.00":
        errs.append("1-node speedup %r in %r" % (d["speedup"], r))
    if d["migration"] == "off" and d["migrations"] not in ("0",):
        errs.append("migrations %r with migration=off in %r" % (d["migrations"], r))
    try:
        float(d["time_s"])
    except ValueError:
        errs.append("time %r in %r" % (d["time_s"], r))
    if d["nodes"] == "2" and not d["messages"]:
        errs.append("no message count on 2 nodes in %r" % r)
for e in errs:
    print("FAIL: results.csv: " + e)
if not errs:
    print("ok: results.csv: 8 rows of 19 columns, 1-node speedup 1.00, "
          "no migrations with migration=off")
sys.exit(1 if errs else 0)
EOF
[ $? -eq 0 ] || fails=$((fails + 1))
if [ -s "$out/results.md" ] && grep -q '^| configuration |' "$out/results.md"; then
	ok "results.md has a table"; else bad "results.md missing or without a table"; fi
if command -v gnuplot >/dev/null; then
	if [ -s "$out/SOR.svg" ] && [ -s "$out/LU.svg" ] && grep -q '<svg' "$out/SOR.svg"; then
		ok "SOR.svg and LU.svg written"; else bad "no SVG plots with gnuplot installed"; fi
else
	echo "skip: gnuplot not installed, no SVG check"
	grep -q 'plots skipped: gnuplot not found' "$tmp/m.err" &&
		ok "says the plots were skipped" || bad "no line saying the plots were skipped"
fi
ls "$out"/stats/SOR-2n-*.json >/dev/null 2>&1 && ok "raw stats JSON kept" ||
	bad "no stats JSON under $out/stats"
grep -q 'report: .*results.md' "$tmp/m.err" && ok "prints where the report went" ||
	bad "does not print the report's path"

# 2. a bad option: exit status 2 and a line naming it
"$RUN" --ristretto "$R" --size huge >"$tmp/o" 2>"$tmp/e"
rc=$?
if [ $rc -eq 2 ] && grep -q -- "--size: invalid choice: 'huge'" "$tmp/e"; then
	ok "--size huge: exit 2, $(tail -1 "$tmp/e")"
else
	bad "--size huge: exit $rc"; sed 's/^/  | /' "$tmp/e"
fi

# 3. a VM that prints the wrong output (and rejects prefetch): the cell is
# marked, the prefetch cell is "unsupported", the harness exits non-zero
cat >"$tmp/fake-vm" <<'EOF'
#!/bin/sh
for a; do
	case $a in
	-Xgos:prefetch=[1-9]*)
		echo "Invalid -Xgos option: ${a#-Xgos:} (unknown setting)" >&2
		echo "Unrecognized option: $a" >&2
		exit 1 ;;
	esac
done
echo "checksum 42 (wrong)"
EOF
chmod +x "$tmp/fake-vm"
"$RUN" --ristretto "$tmp/fake-vm" --classes "$tmp/classes" --programs SOR --nodes 1 --migration off \
	--prefetch off,on --no-java --out "$tmp/f" 2>"$tmp/f.err"
rc=$?
if [ $rc -ne 0 ] && grep -q 'FAILED' "$tmp/f.err" &&
	grep -q '^SOR,small,.*,1,off,off,.*,mismatch$' "$tmp/f/results.csv" &&
	grep -q '^SOR,small,.*,1,off,on,.*,unsupported$' "$tmp/f/results.csv"; then
	ok "wrong output: exit $rc, cell marked mismatch, rejected prefetch marked unsupported"
else
	bad "wrong output: exit $rc"; sed 's/^/  | /' "$tmp/f.err"
	cat "$tmp/f/results.csv" 2>/dev/null | sed 's/^/  | /'
fi

# 4. --profile: SOR and WaterSpatial, small, 4 nodes, one run: 2 programs x
# 10 configurations (no tracking, collect and transfer at 1X/4X/16X/full,
# accuracy at 4X)
out=$tmp/p
"$RUN" --ristretto "$R" --classes "$tmp/classes" --profile --programs SOR,WaterSpatial \
	--size small --runs 1 --no-java --timeout 120 --out "$out" 2>"$tmp/p.err"
rc=$?
if [ $rc -eq 0 ]; then ok "--profile exit status 0"; else
	bad "--profile exit status $rc"; sed 's/^/  | /' "$tmp/p.err"; fi
python3 - "$out" <<'EOF'
import csv, os, shutil, sys
import xml.etree.ElementTree as ET
out = sys.argv[1]
cols = ("program,size,args,nodes,config,xprof,runs,time_s,overhead_pct,oal_bytes,"
        "oal_messages,oal_bytes_collected,oal_bytes_unsent,gos_bytes,gos_messages,"
        "oal_gos_pct,entries,entries_collected,intervals,map_seconds,map_pct,"
        "abs_abs_1X,abs_euc_1X,abs_abs_4X,abs_euc_4X,abs_abs_16X,abs_euc_16X,"
        "prof_dir,status").split(",")
configs = ["none"] + ["%s-%s" % (k, r) for k in ("collect", "transfer")
                      for r in ("1X", "4X", "16X", "full")] + ["accuracy-4X"]
errs = []
try:
    rows = list(csv.reader(open(os.path.join(out, "profile.csv"))))
except OSError as e:
    print("FAIL: profile.csv: %s" % e)
    sys.exit(1)
if rows[0] != cols:
    errs.append("profile.csv header %r" % rows[0])
body = [dict(zip(cols, r)) for r in rows[1:] if len(r) == len(cols)]
if len(body) != len(rows) - 1:
    errs.append("profile.csv has rows of the wrong width")
want = [(p, c) for p in ("SOR", "WaterSpatial") for c in configs]
got = [(d["program"], d["config"]) for d in body]
if got != want:
    errs.append("profile.csv rows %r, want %r" % (got, want))
for d in body:
    tag = "%s %s" % (d["program"], d["config"])
    if d["status"] != "ok":
        errs.append("%s: status %r" % (tag, d["status"]))
    try:
        float(d["time_s"])
    except ValueError:
        errs.append("%s: time %r" % (tag, d["time_s"]))
    if d["config"] == "none":
        if d["overhead_pct"] or d["prof_dir"]:
            errs.append("%s: overhead or prof_dir without tracking" % tag)
        continue
    need = ["gos_bytes", "intervals", "map_seconds", "prof_dir"]
    if d["config"] != "accuracy-4X":
        need.append("overhead_pct")
    if d["config"].startswith("transfer-"):
        need += ["oal_bytes", "oal_gos_pct", "entries"]
    if d["config"].startswith("collect-"):
        need += ["oal_bytes_collected", "oal_bytes_unsent"]
    if d["config"] == "accuracy-4X":
        need += ["%s_%s" % (k, r) for k in ("abs_abs", "abs_euc")
                 for r in ("1X", "4X", "16X")]
    for k in need:
        if not d[k]:
            errs.append("%s: empty %s" % (tag, k))
    if d["config"].startswith("transfer-") and d["oal_bytes"] and int(d["oal_bytes"]) <= 0:
        errs.append("%s: no OAL bytes sent" % tag)
    if d["config"].startswith("collect-") and d["oal_bytes_unsent"] and \
            int(d["oal_bytes_unsent"]) <= 0:
        errs.append("%s: transfer=off but nothing unsent" % tag)
# every per-run folder has a summary.json
prof = os.path.join(out, "prof")
dirs = sorted(os.listdir(prof)) if os.path.isdir(prof) else []
if len(dirs) != 18:
    errs.append("%d folders in prof/, want 18: %r" % (len(dirs), dirs))
for x in dirs:
    if not os.path.isfile(os.path.join(prof, x, "summary.json")):
        errs.append("no summary.json in prof/%s" % x)
try:
    md = open(os.path.join(out, "profile.md")).read()
except OSError:
    md = ""
for s in ("## Table II", "## Table III", "| program | no tracking |",
          "| program | rate | time (s) |", "| program | ABS 1X |"):
    if s not in md:
        errs.append("profile.md lacks %r" % s)
bars = [l for l in md.splitlines() if l.startswith(("- PASS ", "- FAIL "))]
if len(bars) != 6:
    errs.append("profile.md: %d bar lines, want 6 (3 bars x 2 programs)" % len(bars))
if "prof/SOR-transfer-4X/index.html" not in md:
    errs.append("profile.md does not link prof/SOR-transfer-4X/index.html")
svg = os.path.join(out, "profile-overhead.svg")
if os.path.exists(svg):
    try:
        ET.parse(svg)
    except ET.ParseError as e:
        errs.append("profile-overhead.svg is not XML: %s" % e)
elif shutil.which("gnuplot"):
    errs.append("no profile-overhead.svg with gnuplot installed")
else:
    print("skip: gnuplot not installed, no SVG check")
for e in errs:
    print("FAIL: --profile: " + e)
if not errs:
    print("ok: --profile: profile.csv 20 rows of %d columns, profile.md with both "
          "tables, 6 bar lines and links, the SVG parses, 18 prof/ folders with "
          "summary.json" % len(cols))
sys.exit(1 if errs else 0)
EOF
[ $? -eq 0 ] || fails=$((fails + 1))
grep -q '^  \(PASS\|FAIL\) SOR collection and transfer at 4X' "$tmp/p.err" &&
	ok "--profile prints the bars" || bad "--profile does not print the bars"

# 5. --profile with two migration settings: a usage error
"$RUN" --ristretto "$R" --profile --migration off,on >"$tmp/o" 2>"$tmp/e"
rc=$?
if [ $rc -eq 2 ] && grep -q -- "--profile takes one --migration value" "$tmp/e"; then
	ok "--profile --migration off,on: exit 2"
else
	bad "--profile --migration off,on: exit $rc"; sed 's/^/  | /' "$tmp/e"
fi

if [ $fails -ne 0 ]; then echo "$fails check(s) failed"; exit 1; fi
echo "PASS"
