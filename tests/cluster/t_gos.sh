#!/bin/sh
# The global object space end to end (doc/gos.md): threads of one program
# on all 4 nodes with -Xgos:stats=FILE.json; racy spin loops that end
# (bounded staleness); cached copies collected; arrays larger than a
# message, in chunks; lock ownership caching; a worker killed while it
# holds a shared monitor, and while it is the home of an object the master
# caches: the cluster stops
# within 10 s, names the node and what went with it (its threads, the
# monitors they held, the copies of its objects), keeps the output so far,
# leaves no process.
. "${srcdir:-.}/lib.sh"

timeout 60 $R -nodes 4 -Xgos:stats="$tmp/stats.json" -cp "$app" GosSpread >"$tmp/sp.out" 2>"$tmp/sp.err" ||
	fail "GosSpread failed"
for k in 0 1 2 3; do
	grep -q "^thread $k node [0-3] sum $(( (k * 2500 + (k + 1) * 2500 - 1) * 2500 / 2 ))\$" "$tmp/sp.out" ||
		fail "thread $k's line is wrong"
done
[ "$(sed -n 's/.* node \([0-3]\) .*/\1/p' "$tmp/sp.out" | sort -u | wc -l)" -eq 4 ] ||
	fail "the 4 threads did not run on 4 nodes"
python3 - "$tmp/stats.json" <<'PY' || fail "the statistics file is not what tools expect"
import json, sys
n = json.load(open(sys.argv[1]))["nodes"]
assert len(n) == 4, n
for x in n:
    for k in ("fetches", "fetch_bytes", "diffs", "diff_bytes", "threads", "messages"):
        assert k in x, (k, x)
assert sum(x["fetches"] for x in n) > 0 and sum(x["threads"] for x in n) == 4
PY
no_orphans "after GosSpread"
echo "ok - 4 threads on 4 nodes, statistics as JSON"

timeout 30 $R -nodes 3 -cp "$app" GosSpin >"$tmp/spin.out" 2>"$tmp/spin.err" || fail "GosSpin failed or hung"
grep -qx "plain field seen" "$tmp/spin.out" && grep -qx "element seen" "$tmp/spin.out" &&
	grep -qx done "$tmp/spin.out" || fail "a spin loop did not see the write"
no_orphans "after GosSpin"
echo "ok - racy spin loops end"

# Cached copies are collected: a worker sums two 3,000-node lists it took
# from the master and drops them; most of its copies must be gone.
timeout 60 $R -nodes 2 -Xgos:stats="$tmp/col.json" -cp "$app" GosCollect >"$tmp/col.out" 2>"$tmp/col.err" ||
	fail "GosCollect failed"
grep -qx "sums 4498500 7498500" "$tmp/col.out" || fail "GosCollect's sums are wrong: $(cat "$tmp/col.out")"
python3 - "$tmp/col.json" <<'PY' || fail "the worker's copies of dropped lists were not collected"
import json, sys
n = json.load(open(sys.argv[1]))["nodes"][1]
assert n["fetches"] >= 6000 and n["copies_collected"] >= 3000, n
PY
no_orphans "after GosCollect"
echo "ok - a worker's copies of dropped objects are collected"

# Arrays larger than a message (80 MB; the limit is 64 MiB) travel in
# -Xgos:chunk parts, fetched and diffed; tiny chunks on a smaller array.
# The stock JVM's output is the expected one.
for run in "10000000" "20000 -Xgos:chunk=64"; do
	set -- $run
	n=$1; shift
	"${JAVA:-java}" -cp "$app" GosBigArray "$n" >"$tmp/big.exp" || fail "java GosBigArray failed"
	timeout 120 $R -nodes 2 "$@" -Xgos:stats="$tmp/big.json" -cp "$app" GosBigArray "$n" \
		>"$tmp/big.out" 2>"$tmp/big.err" || fail "GosBigArray $run failed: $(tail -3 "$tmp/big.err")"
	cmp -s "$tmp/big.exp" "$tmp/big.out" ||
		fail "GosBigArray $run: $(cat "$tmp/big.out") instead of $(cat "$tmp/big.exp")"
	python3 - "$tmp/big.json" "$n" <<'PY' || fail "GosBigArray $run: the worker did not fetch and diff the arrays"
import json, sys
x = json.load(open(sys.argv[1]))["nodes"][1]
assert x["fetch_bytes"] >= 8 * int(sys.argv[2]) and x["diffs"] >= 2, x
PY
	no_orphans "after GosBigArray $run"
done
echo "ok - arrays larger than a message, and tiny chunks"

# Lock ownership caching: a worker that takes a monitor homed at the master
# 20,000 times with nobody else asking sends a handful of monitor messages
# (lockcache=off: two per acquisition); under contention and wait/notify
# between the master and another worker the sums are right.
"${JAVA:-java}" -cp "$app" GosOwn >"$tmp/own.exp" || fail "java GosOwn failed"
for lc in on off; do
	timeout 120 $R -nodes 3 -Xgos:lockcache=$lc -Xgos:stats="$tmp/own.json" -cp "$app" GosOwn \
		>"$tmp/own.out" 2>"$tmp/own.err" || fail "GosOwn lockcache=$lc failed: $(tail -3 "$tmp/own.err")"
	cmp -s "$tmp/own.exp" "$tmp/own.out" ||
		fail "GosOwn lockcache=$lc: $(cat "$tmp/own.out") instead of $(cat "$tmp/own.exp")"
	python3 - "$tmp/own.json" $lc <<'PY' || fail "GosOwn lockcache=$lc: monitor messages of node 1 not as expected"
import json, sys
n = json.load(open(sys.argv[1]))["nodes"][1]
mon = n["messages"]["mon"]["count"]
if sys.argv[2] == "on":
    assert mon < 100 and n["locks_local"] >= 19000, n
else:
    assert mon >= 40000, n
PY
	no_orphans "after GosOwn lockcache=$lc"
done
echo "ok - a node re-acquires a monitor it owns without messages"

# Monitor proxies end with their threads: 120 of the 240 short threads run on node 1
# take a monitor homed at the master; each gets a proxy there, which
# its thread's MON BYE retires (most before the program ends).
for lc in on off; do
	timeout 120 $R -nodes 2 -Xgos:lockcache=$lc -Xgos:stats="$tmp/px.json" -cp "$app" GosProxies \
		>"$tmp/px.out" 2>"$tmp/px.err" || fail "GosProxies lockcache=$lc failed: $(tail -3 "$tmp/px.err")"
	grep -qx "count 1200" "$tmp/px.out" || fail "GosProxies lockcache=$lc: $(cat "$tmp/px.out")"
	python3 - "$tmp/px.json" <<'PY' || fail "GosProxies lockcache=$lc: the proxies of ended threads stayed"
import json, sys
n = json.load(open(sys.argv[1]))["nodes"][0]
assert n["proxies"] >= 100 and n["proxies_retired"] >= n["proxies"] // 2, n
PY
	no_orphans "after GosProxies lockcache=$lc"
done
echo "ok - monitor proxies retire when their threads end"

for mode in lock home; do
	timeout 60 $R -nodes 3 -cp "$app" GosHold $mode >"$tmp/h.out" 2>"$tmp/h.err" &
	master=$!; bgpids=$master
	if [ $mode = lock ]; then
		what="holding on node 1"
		lost="1 thread placed there; 1 monitor homed at node 0 held by its threads (java.lang.Object);"
	else
		what="master reads 42"
		lost="node 0 holds copies of 1 object homed there (int\[\]), 0 with writes not yet sent"
	fi
	wait_grep "$what" "$tmp/h.out" 1 150 || fail "$mode: the program did not get going"
	victim=$(pgrep -P "$(pgrep -P $master -f cluster.test.tag | head -1)" | sort -n | head -1)
	[ -n "$victim" ] || victim=$(pgrep -P $master | sort -n | head -1)
	[ -n "$victim" ] || fail "no worker to kill"
	start=$(date +%s)
	kill -9 "$victim"
	wait $master; rc=$?; bgpids=
	took=$(( $(date +%s) - start ))
	[ $rc -ne 0 ] && [ $rc -ne 124 ] || fail "$mode: status $rc after losing node 1"
	[ $took -le 10 ] || fail "$mode: the cluster took ${took}s to stop"
	grep -q "Error: cluster node 1 (127.0.0.1:[0-9]*, pid $victim) was lost" "$tmp/h.err" ||
		fail "$mode: the lost node is not named"
	grep -q "^Error: lost with node 1: .*$lost" "$tmp/h.err" ||
		fail "$mode: what was lost with the node is not said: $(grep 'lost with' "$tmp/h.err")"
	grep -q "$what" "$tmp/h.out" || fail "$mode: output so far lost"
	no_orphans "after killing the $mode node"
	echo "ok - node 1 killed ($mode): stopped in ${took}s with status $rc"
done
