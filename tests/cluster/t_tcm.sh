#!/bin/sh
# The thread correlation map (-Xprof:tcm, doc/profiling; Lam, Luo, Wang
# 2010, section II) on 4 nodes, against programs whose sharing is known:
#  - TcmPattern pairs|ring|alltoone: four workers w0..w3 share double[8192]
#    arrays in a known pattern (see src/TcmPattern.java).  In tcm.csv every
#    known pair must be > 0 and at least 30% of the largest entry among
#    w0..w3; every other pair at most 5% of it.  Those pairs are not quite
#    0: all four workers use the one CyclicBarrier (and the lock, condition
#    and generation objects inside it), and main and a worker both touch
#    the worker's Thread object; that is tens to hundreds of bytes a round
#    against 64 KiB for a shared array.
#  - pairs again at -Xprof:tcm,rate=4X,accuracy: summary.json's absolute
#    accuracy (1 - E_ABS against full sampling) for 4X is at least 0.95
#    (a shared array's estimate is within 1% -- gap 127 for the nominal
#    128 -- the error is the small barrier objects' estimates: with
#    double[2048] arrays it was 0.939, with double[8192] 0.988).
#  - BarnesHut 4 512 3 2 (bench/splash, two galaxies: threads 0, 1 own the
#    first, 2, 3 the second): the map inside the diagonal blocks {0,1} and
#    {2,3} outweighs the blocks across the galaxies.
#  - the same checks with the JIT compiling everything (ring, -Xjit:all),
#    in exact mode (pairs: every access logged), with rate=adaptive
#    (Barnes-Hut: the coordinator moved some class's rate; the blocks are
#    not checked there: at 512 bodies a map sampled at 1X-8X is too noisy
#    to show them, see doc/profiler.md), and with transfer=off (OALs
#    collected, none sent, no map);
#  - bad -Xprof settings and -Xprof:tcm without a cluster: exit 1 and a
#    message.
# Every run prints what the stock JVM prints; DIR/index.html and
# DIR/tcm.svg exist and are not empty; no process is left.
# TCM_ROUNDS (default 40) sets TcmPattern's rounds.
. "${srcdir:-.}/lib.sh"

SPLASH_SRC=${SPLASH_SRC:-$srcdir/../../bench/splash}
JAVA=${JAVA:-java}
command -v "$JAVA" >/dev/null 2>&1 || skip "no stock JVM for the expected output"
[ -f "$SPLASH_SRC/BarnesHut.java" ] || fail "no BarnesHut.java in $SPLASH_SRC"
rounds=${TCM_ROUNDS:-40}

cat >"$tmp/tcm.py" <<'PY'
# tcm.py DIR known PAIRS  -- PAIRS like 0-1,2-3 (indices of w0..w3)
# tcm.py DIR blocks       -- BarnesHut's worker threads, two galaxies
import csv, os, re, sys

d, what = sys.argv[1], sys.argv[2]
for f in ("index.html", "tcm.svg"):
    p = os.path.join(d, f)
    assert os.path.isfile(p) and os.path.getsize(p) > 0, "%s missing or empty" % p
rows = list(csv.reader(open(os.path.join(d, "tcm.csv"), newline="")))
head = rows[0]
assert head[0] == "thread", head
labels = head[1:]
m = {}
for r in rows[1:]:
    if not r:
        continue
    assert len(r) == len(labels) + 1, r
    m[r[0]] = dict(zip(labels, (int(v) for v in r[1:])))
assert set(m) == set(labels), (sorted(m), labels)
# index.html's thread table is the key to tcm.png's indices: row i of
# the map is thread i there
import html
page = open(os.path.join(d, "index.html"), encoding="utf-8").read()
for i, name in enumerate(labels):
    row = "<tr><td>%d</td><td>%s (node " % (i, html.escape(name, quote=True))
    assert row in page, ("index.html lacks", row)
for a in labels:
    assert m[a][a] == 0, ("diagonal", a, m[a][a])
    for b in labels:
        assert m[a][b] == m[b][a], ("not symmetric", a, b, m[a][b], m[b][a])

def show(names):
    w = max(12, max(len(n) for n in names) + 1)
    print("".ljust(w) + "".join(n.rjust(w) for n in names))
    for a in names:
        print(a.ljust(w) + "".join(str(m[a][b]).rjust(w) for b in names))

if what == "known":
    names = ["w%d" % i for i in range(4)]
    for n in names:
        assert n in m, ("no row for", n, labels)
    known = set()
    for p in sys.argv[3].split(","):
        i, j = (int(x) for x in p.split("-"))
        known.add((min(i, j), max(i, j)))
    top = max(m[a][b] for a in names for b in names)
    bad = []
    for i in range(4):
        for j in range(i + 1, 4):
            v = m[names[i]][names[j]]
            if (i, j) in known:
                if not (v > 0 and v >= 0.30 * top):
                    bad.append("w%d-w%d shares but has %d (largest %d)" % (i, j, v, top))
            elif v > 0.05 * top:
                bad.append("w%d-w%d shares nothing but has %d (largest %d)" % (i, j, v, top))
    if bad:
        print("\n".join(bad))
        show(names)
        sys.exit(1)
elif what == "blocks":
    # BarnesHut's workers are unnamed: Thread-N, started by main in
    # order, after any thread of the VM's own, so the last four by N
    th = sorted((int(mo.group(1)), l) for l in labels
                for mo in [re.match(r"Thread-(\d+)$", l)] if mo)
    if len(th) < 4:
        print("fewer than 4 Thread-N labels:", labels)
        sys.exit(1)
    names = [l for _, l in th[-4:]]
    g = [0, 0, 1, 1]
    inside = sum(m[names[i]][names[j]] for i in range(4) for j in range(4) if g[i] == g[j])
    across = sum(m[names[i]][names[j]] for i in range(4) for j in range(4) if g[i] != g[j])
    if not inside > across:
        print("within the galaxies %d, across %d" % (inside, across))
        show(names)
        sys.exit(1)
    print("within the galaxies %d, across %d" % (inside, across))
else:
    sys.exit("tcm.py: unknown check " + what)
PY

# run4 WHAT EXPECTED OUTDIR 'VMOPTS' CLASSPATH CLASS ARGS...: the program on
# 4 nodes with -Xprof:out=OUTDIR; its stdout must be EXPECTED's bytes
# (stderr in $tmp/r.err)
run4() {
	what=$1 exp=$2 out=$3 opts=$4 cp=$5
	shift 5
	timeout 180 $R -nodes 4 $opts -Xprof:out="$out" -cp "$cp" "$@" >"$tmp/r.out" 2>"$tmp/r.err" ||
		fail "$what failed: $(tail -3 "$tmp/r.err")"
	cmp -s "$exp" "$tmp/r.out" || fail "$what: $(cat "$tmp/r.out") instead of $(cat "$exp")"
}

for mode in pairs ring alltoone; do
	case $mode in
	pairs) known=0-1,2-3 ;;
	ring) known=0-1,1-2,2-3,0-3 ;;
	alltoone) known=0-1,0-2,0-3 ;;
	esac
	"$JAVA" -cp "$app" TcmPattern $mode $rounds >"$tmp/t.exp" || fail "java TcmPattern $mode failed"
	run4 "TcmPattern $mode -Xprof:tcm" "$tmp/t.exp" "$tmp/p-$mode" -Xprof:tcm "$app" \
		TcmPattern $mode $rounds
	python3 "$tmp/tcm.py" "$tmp/p-$mode" known $known ||
		fail "TcmPattern $mode: the map is not the known pattern ($known)"
	no_orphans "after TcmPattern $mode"
	echo "ok - TcmPattern $mode: the map shows the pairs $known and no others"
done

mode=pairs
"$JAVA" -cp "$app" TcmPattern $mode $rounds >"$tmp/t.exp" || fail "java TcmPattern $mode failed"
run4 "TcmPattern $mode at 4X" "$tmp/t.exp" "$tmp/a-$mode" -Xprof:tcm,rate=4X,accuracy "$app" \
	TcmPattern $mode $rounds
for f in tcm.csv index.html tcm.svg; do
	[ -s "$tmp/a-$mode/$f" ] || fail "TcmPattern $mode at 4X: no $f"
done
python3 - "$tmp/a-$mode/summary.json" <<'PY' || fail "TcmPattern $mode at 4X: accuracy below 0.95 or missing"
import json, sys
s = json.load(open(sys.argv[1]))
for k in ("oal_bytes", "gos_bytes", "entries"):
    assert isinstance(s.get(k), int), (k, s.get(k))
a = s["accuracy"]["4X"]
for k in ("abs_abs", "abs_euc", "rel_abs", "rel_euc"):
    assert k in a, (k, a)
assert 0.95 <= a["abs_abs"] <= 1.0, a
print("absolute accuracy at 4X: %.4f" % a["abs_abs"])
PY
no_orphans "after TcmPattern $mode at 4X"
echo "ok - TcmPattern $mode at 4X: absolute accuracy >= 0.95"

mkdir -p "$tmp/splash"
"$JAVAC" -d "$tmp/splash" "$SPLASH_SRC"/*.java || fail "javac of $SPLASH_SRC failed"
"$JAVA" -cp "$tmp/splash" BarnesHut 4 512 3 2 >"$tmp/b.exp" || fail "java BarnesHut failed"
# one round for the whole run, so the map does not depend on how fast the
# machine is (with 20 ms rounds the galaxies do not show at this size)
run4 "BarnesHut -Xprof:tcm" "$tmp/b.exp" "$tmp/p-bh" -Xprof:tcm,round=100000 "$tmp/splash" \
	BarnesHut 4 512 3 2
python3 "$tmp/tcm.py" "$tmp/p-bh" blocks ||
	fail "BarnesHut, two galaxies: the map does not show them"
no_orphans "after BarnesHut"
echo "ok - BarnesHut, two galaxies: more sharing within a galaxy than across"

# the JIT's inline checks and exact mode take the same path
for v in "ring -Xjit:all -Xprof:tcm 0-1,1-2,2-3,0-3" "pairs -Xint -Xprof:tcm,exact 0-1,2-3"; do
	set -- $v
	mode=$1 jit=$2 prof=$3 known=$4
	"$JAVA" -cp "$app" TcmPattern $mode $rounds >"$tmp/t.exp" || fail "java TcmPattern $mode failed"
	run4 "TcmPattern $mode $jit $prof" "$tmp/t.exp" "$tmp/v-$mode" "$jit $prof" "$app" \
		TcmPattern $mode $rounds
	python3 "$tmp/tcm.py" "$tmp/v-$mode" known $known ||
		fail "TcmPattern $mode $jit $prof: the map is not the known pattern ($known)"
	no_orphans "after TcmPattern $mode $jit $prof"
	echo "ok - TcmPattern $mode $jit $prof: the map shows the pairs $known and no others"
done

run4 "BarnesHut rate=adaptive" "$tmp/b.exp" "$tmp/ad-bh" -Xprof:tcm,rate=adaptive,round=20 \
	"$tmp/splash" BarnesHut 4 512 3 2
python3 - "$tmp/ad-bh" <<'PY' || fail "BarnesHut rate=adaptive: no rate moved"
import csv, json, os, sys
s = json.load(open(os.path.join(sys.argv[1], "summary.json")))
assert s["rate"] == "adaptive" and s["rate_changes"] > 0, s
rows = list(csv.DictReader(open(os.path.join(sys.argv[1], "rates.csv"))))
assert any(r["rate"] != "1X" for r in rows), rows
assert os.path.getsize(os.path.join(sys.argv[1], "rates.svg")) > 0
print("%d rate changes" % s["rate_changes"])
PY
no_orphans "after BarnesHut rate=adaptive"
echo "ok - BarnesHut rate=adaptive: the coordinator moves rates"

run4 "BarnesHut transfer=off" "$tmp/b.exp" "$tmp/off-bh" -Xprof:tcm,rate=4X,transfer=off \
	"$tmp/splash" BarnesHut 4 512 3 2
python3 - "$tmp/off-bh/summary.json" <<'PY' || fail "BarnesHut transfer=off: figures wrong"
import json, sys
s = json.load(open(sys.argv[1]))
assert s["transfer"] is False and s["entries"] == 0 and s["oal_messages"] == 0, s
assert s["entries_collected"] > 0 and s["oal_bytes_unsent"] > 0, s
assert s["oal_bytes_unsent"] == s["oal_bytes_collected"], s
PY
grep -q 'transfer=off' "$tmp/r.err" || fail "BarnesHut transfer=off: no line saying so"
no_orphans "after BarnesHut transfer=off"
echo "ok - BarnesHut transfer=off: OALs collected, none sent"

for bad in "-nodes 2 -Xprof:tcm,rate=3X" "-nodes 2 -Xprof:tcm,threshold=2" "-nodes 2 -Xprof:bogus" \
	"-nodes 2 -Xprof:out=" "-Xprof:tcm" "-nodes 2 -Xprof:tcm -Xprof:out=/proc/none/x"; do
	timeout 60 $R $bad -cp "$tmp/splash" BarnesHut 1 8 1 >"$tmp/x.out" 2>"$tmp/x.err"
	st=$?
	[ $st -eq 1 ] || fail "ristretto $bad: status $st, not 1"
	grep -q 'Xprof' "$tmp/x.err" || fail "ristretto $bad: no message naming -Xprof: $(cat "$tmp/x.err")"
	no_orphans "after ristretto $bad"
done
echo "ok - bad -Xprof settings: status 1 and a message"
