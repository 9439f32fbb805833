#!/bin/sh
# test_cluster.sh -- real processes on 127.0.0.1 (TCP transport):
#  1. a 4-node cluster forms, exchanges messages, measures RTT, stops (0);
#  2. a raw client sending garbage and one with a wrong secret are both
#     rejected and logged, and the cluster keeps working;
#  3. a killed worker is noticed by the master within 10 s, which exits
#     non-zero naming the node.
# Every step is bounded by `timeout`; nothing listens beyond 127.0.0.1.
set -u
demo=./cluster_demo
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gos_cluster.XXXXXX")
bg=
cleanup() { [ -n "$bg" ] && kill "$bg" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT INT TERM
fail() { echo "FAIL: $*"; for f in "$tmp"/*.log; do [ -f "$f" ] && { echo "--- $f"; cat "$f"; }; done; exit 1; }
wait_file() { i=0; while [ ! -s "$1" ]; do i=$((i+1)); [ $i -gt 200 ] && return 1; sleep 0.05; done; }

# 1. normal run
timeout 60 $demo -nodes 4 >"$tmp/run1.log" 2>&1 || fail "4-node run exited $?"
grep -q "exchange ok" "$tmp/run1.log" || fail "no exchange"
grep -q "rtt to node 3" "$tmp/run1.log" || fail "no RTT"
echo "ok 1 - 4 nodes form, exchange, stop"

# 2. intruders
mkdir "$tmp/h2"
timeout 60 $demo -nodes 3 -hold "$tmp/h2" >"$tmp/run2.log" 2>&1 &
bg=$!
wait_file "$tmp/h2/port" || fail "cluster 2 did not come up"
port=$(cat "$tmp/h2/port")
timeout 10 $demo -garbage "$port" >"$tmp/garbage.log" 2>&1 || fail "garbage client not rejected"
timeout 10 $demo -intruder "$port" >"$tmp/intruder.log" 2>&1 || fail "intruder not rejected"
touch "$tmp/h2/go"
wait $bg; rc=$?; bg=
[ $rc -eq 0 ] || fail "cluster 2 exited $rc after the intruders"
grep -q "second exchange ok" "$tmp/run2.log" || fail "cluster 2 broken by intruders"
[ "$(grep -c '\[node 0\] rejected connection' "$tmp/run2.log")" -ge 2 ] || fail "rejections not logged"
echo "ok 2 - garbage and wrong secret rejected, cluster unaffected"

# 3. a worker dies
mkdir "$tmp/h3"
timeout 60 $demo -nodes 3 -dead-ms 3000 -hold "$tmp/h3" >"$tmp/run3.log" 2>&1 &
bg=$!
wait_file "$tmp/h3/pids" || fail "cluster 3 did not come up"
victim=$(awk '$1 == 2 { print $2 }' "$tmp/h3/pids")
[ -n "$victim" ] || fail "no pid for node 2"
start=$(date +%s)
kill -9 "$victim"
wait $bg; rc=$?; bg=
took=$(( $(date +%s) - start ))
[ $rc -ne 0 ] || fail "master exited 0 after losing a node"
[ $took -le 10 ] || fail "master took ${took}s to notice"
grep -q "node 2 is dead" "$tmp/run3.log" || fail "dead node not named"
echo "ok 3 - killed worker noticed in ${took}s (exit $rc)"
