#!/bin/sh
# -join and remote class loading, with intruders:
#  - a master waits for one worker (-Xcluster:spawn=none); the worker is
#    started by hand with -join, from an empty directory, its class path an
#    empty directory: every application class (Ticker, Helper) must come
#    from the master;
#  - while both run, a raw client sends garbage and another one answers the
#    challenge with a wrong HMAC: both are rejected and logged by the
#    master, and the cluster finishes normally (status 0, all output).
. "${srcdir:-.}/lib.sh"
demo=${CLUSTER_DEMO:-../unit/gos/cluster_demo}
[ -x "$demo" ] || fail "no $demo (the raw test clients)"
RISTRETTO_SECRET="cluster-test-secret-$tag-0123456789"
export RISTRETTO_SECRET
timeout 60 $R -nodes 2 -Xcluster:spawn=none -Xcluster:spmd -cp "$app" Ticker 2500 \
	>"$tmp/m.out" 2>"$tmp/m.err" &
master=$!; bgpids=$master
wait_grep "waiting for 1 worker" "$tmp/m.err" 1 100 || fail "the master did not start"
port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\),.*/\1/p' "$tmp/m.err")
[ -n "$port" ] || fail "no port in the master's message"
( cd "$tmp/empty" && exec timeout 60 $R -join "127.0.0.1:$port" -cp "$tmp/empty" \
	>"$tmp/w.out" 2>"$tmp/w.err" ) &
bgpids="$master $!"
wait_grep "start" "$tmp/m.out" 2 150 || fail "the SPMD program did not start on both nodes"
timeout 10 "$demo" -garbage "$port" >"$tmp/garbage.log" 2>&1 || fail "garbage client not rejected"
timeout 10 "$demo" -intruder "$port" >"$tmp/intruder.log" 2>&1 || fail "wrong-HMAC client not rejected"
wait $master; rc=$?
[ $rc -eq 0 ] || fail "the cluster exited $rc after the intruders"
grep -qx "node 1 end h10" "$tmp/m.out" || fail "the worker's output (remote classes Ticker, Helper) is missing"
grep -qx "node 0 end h0" "$tmp/m.out" || fail "the master's output is missing"
[ "$(grep -c '\[node 0\] rejected connection' "$tmp/m.err")" -ge 2 ] || fail "rejections not logged"
no_orphans "after -join"
echo "ok - -join worker with an empty class path; garbage and wrong HMAC rejected"
