#!/bin/sh
# Home migration (doc/gos.md, "Home migration"): rows that one remote node
# alone writes move their home there (counted in the statistics, and
# fetches of them redirected); rows whose writer keeps changing, or that
# several nodes write, stay; with -Xgos:homemigration=off nothing moves.
# Every run prints what the stock JVM prints.
. "${srcdir:-.}/lib.sh"

for mode in single rotate shared; do
	"${JAVA:-java}" -cp "$app" GosMigrate $mode >"$tmp/m.exp" || fail "java GosMigrate $mode failed"
	for hm in on off; do
		timeout 120 $R -nodes 4 -Xgos:homemigration=$hm -Xgos:stats="$tmp/m.json" -cp "$app" \
			GosMigrate $mode >"$tmp/m.out" 2>"$tmp/m.err" ||
			fail "GosMigrate $mode homemigration=$hm failed: $(tail -3 "$tmp/m.err")"
		cmp -s "$tmp/m.exp" "$tmp/m.out" ||
			fail "GosMigrate $mode homemigration=$hm: $(cat "$tmp/m.out") instead of $(cat "$tmp/m.exp")"
		python3 - "$tmp/m.json" $mode $hm <<'PY' || fail "GosMigrate $mode homemigration=$hm: moves not as expected"
import json, sys
n = json.load(open(sys.argv[1]))["nodes"]
mode, hm = sys.argv[2], sys.argv[3]
moved = sum(x["migrations"] for x in n)
redirects = sum(x["redirects"] for x in n)
if hm == "off" or mode != "single":
    assert moved == 0 and redirects == 0, (moved, redirects)
else:
    # the rows written by the workers off the master move (a worker on the
    # master writes its row at home), and someone meets a moved home
    workers_off_master = sum(x["threads"] for x in n[1:])
    assert moved >= min(workers_off_master, 3) >= 2, (moved, workers_off_master)
    assert redirects >= 1, redirects
    # once moved, a writer's diffs stop: far fewer diff bytes than rounds x rows
    assert sum(x["diff_bytes"] for x in n) < 12 * 2 * 8000, n
PY
		no_orphans "after GosMigrate $mode homemigration=$hm"
	done
	echo "ok - GosMigrate $mode: homes move only for a single remote writer"
done
