#!/bin/sh
# Slow and silent peers must not stall the cluster acceptor:
#  - a master waits for 3 workers (-nodes 4 -Xcluster:spawn=none);
#  - flood.py holds 50 silent and 50 garbage connections open against its
#    port (each one the master closes is opened again 20 ms later);
#  - while they are held, 3 workers join with -join: the cluster forms and
#    the SPMD program's output of every node is there, status 0.
# On an acceptor that runs one 3 s handshake at a time the workers' own
# handshakes time out behind the silent connections and the cluster does
# not form (checked against the old acceptor when this test was written).
. "${srcdir:-.}/lib.sh"
command -v python3 >/dev/null 2>&1 || skip "no python3 to hold the connections"
RISTRETTO_SECRET="cluster-test-secret-$tag-0123456789"
export RISTRETTO_SECRET
timeout 60 $R -nodes 4 -Xcluster:spawn=none -Xcluster:spmd -cp "$app" Ticker 200 \
	>"$tmp/m.out" 2>"$tmp/m.err" &
master=$!; bgpids=$master
wait_grep "waiting for 3 workers" "$tmp/m.err" 1 100 || fail "the master did not start"
port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\),.*/\1/p' "$tmp/m.err")
[ -n "$port" ] || fail "no port in the master's message"
timeout 40 python3 "$srcdir/flood.py" "$port" 50 50 25 >"$tmp/flood.log" 2>&1 &
flood=$!; bgpids="$master $flood"
wait_grep "flood up" "$tmp/flood.log" 1 100 || fail "the flood did not start"
t0=$(date +%s)
for k in 1 2 3; do
	( cd "$tmp/empty" && exec timeout 50 $R -join "127.0.0.1:$port" -cp "$tmp/empty" \
		>"$tmp/w$k.out" 2>"$tmp/w$k.err" ) &
	bgpids="$bgpids $!"
done
wait $master; rc=$?
t1=$(date +%s)
kill "$flood" 2>/dev/null; wait "$flood" 2>/dev/null
sed -n "s/^flood opened //p" "$tmp/flood.log" >"$tmp/opened"
[ $rc -eq 0 ] || fail "the cluster exited $rc under the flood"
for k in 0 1 2 3; do
	grep -qx "node $k start" "$tmp/m.out" || fail "node $k did not start"
	grep -qx "node $k end h$((k * 10))" "$tmp/m.out" || fail "node $k's end line is missing"
done
grep -q '\[node 0\] rejected connection' "$tmp/m.err" || fail "no rejection logged"
no_orphans "after the flood"
echo "ok - 3 workers joined in $((t1 - t0)) s past 50 silent and 50 garbage connections ($(cat "$tmp/opened") opened)"
